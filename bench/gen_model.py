#!/usr/bin/env python3
"""gen_model.py — a deterministic whole-model-shaped TOSA module: one function of
blocks of about 20 ops each, data movement and reductions around element-wise ops,
as a transformer layer has them (reshape, transpose, a softmax of reduce_max,
sub, exp, reduce_sum, reciprocal and mul, slice and concat, a broadcast add), in
LLVM 19's spelling, which mlir-opt-19's TOSA pipeline reads.

usage: gen_model.py --ops N [-o FILE]
"""
import argparse
import sys

B, S, H = 4, 8, 16  # batch, sequence, hidden
X = f"tensor<{B}x{S}x{H}xf32>"
FLAT = f"tensor<{B * S}x{H}xf32>"
FLAT_T = f"tensor<{H}x{B * S}xf32>"
ROW = f"tensor<{H}x1xf32>"
HALF = f"tensor<{B}x{S}x{H // 2}xf32>"
SUMMED = f"tensor<1x{S}x{H}xf32>"


def block(out, k, x):
    """One block, the SSA names prefixed with its number; returns its result's name."""
    v = lambda n: f"%b{k}_{n}"
    lines = [
        f'{v("perm")} = "tosa.const"() <{{value = dense<[1, 0]> : tensor<2xi32>}}> : () -> tensor<2xi32>',
        f'{v("flat")} = tosa.reshape {x} {{new_shape = array<i64: {B * S}, {H}>}} : ({X}) -> {FLAT}',
        f'{v("t")} = tosa.transpose {v("flat")}, {v("perm")} : ({FLAT}, tensor<2xi32>) -> {FLAT_T}',
        f'{v("max")} = tosa.reduce_max {v("t")} {{axis = 1 : i32}} : ({FLAT_T}) -> {ROW}',
        f'{v("sub")} = tosa.sub {v("t")}, {v("max")} : ({FLAT_T}, {ROW}) -> {FLAT_T}',
        f'{v("exp")} = tosa.exp {v("sub")} : ({FLAT_T}) -> {FLAT_T}',
        f'{v("sum")} = tosa.reduce_sum {v("exp")} {{axis = 1 : i32}} : ({FLAT_T}) -> {ROW}',
        f'{v("rcp")} = tosa.reciprocal {v("sum")} : ({ROW}) -> {ROW}',
        f'{v("soft")} = tosa.mul {v("exp")}, {v("rcp")} {{shift = 0 : i8}} : ({FLAT_T}, {ROW}) -> {FLAT_T}',
        f'{v("back")} = tosa.transpose {v("soft")}, {v("perm")} : ({FLAT_T}, tensor<2xi32>) -> {FLAT}',
        f'{v("unflat")} = tosa.reshape {v("back")} {{new_shape = array<i64: {B}, {S}, {H}>}} : ({FLAT}) -> {X}',
        f'{v("res")} = tosa.add {v("unflat")}, {x} : ({X}, {X}) -> {X}',
        f'{v("lo")} = tosa.slice {v("res")} {{size = array<i64: {B}, {S}, {H // 2}>, start = array<i64: 0, 0, 0>}} : ({X}) -> {HALF}',
        f'{v("hi")} = tosa.slice {v("res")} {{size = array<i64: {B}, {S}, {H // 2}>, start = array<i64: 0, 0, {H // 2}>}} : ({X}) -> {HALF}',
        f'{v("cat")} = tosa.concat {v("hi")}, {v("lo")} {{axis = 2 : i32}} : ({HALF}, {HALF}) -> {X}',
        f'{v("gate")} = tosa.sigmoid {v("cat")} : ({X}) -> {X}',
        f'{v("prod")} = tosa.mul {v("gate")}, {v("res")} {{shift = 0 : i8}} : ({X}, {X}) -> {X}',
        f'{v("pool")} = tosa.reduce_sum {v("prod")} {{axis = 0 : i32}} : ({X}) -> {SUMMED}',
        f'{v("mix")} = tosa.add {v("prod")}, {v("pool")} : ({X}, {SUMMED}) -> {X}',
        f'{v("out")} = tosa.tanh {v("mix")} : ({X}) -> {X}',
    ]
    for line in lines:
        out.write("    " + line + "\n")
    return v("out")


OPS_PER_BLOCK = 20


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ops", type=int, required=True, help="about this many TOSA ops (whole blocks)")
    ap.add_argument("-o", "--output", default="-")
    args = ap.parse_args()
    out = sys.stdout if args.output == "-" else open(args.output, "w")
    out.write("module {\n")
    out.write(f"  func.func @model(%x: {X}) -> {X} {{\n")
    x = "%x"
    for k in range(max(1, args.ops // OPS_PER_BLOCK)):
        x = block(out, k, x)
    out.write(f"    return {x} : {X}\n  }}\n}}\n")
    if out is not sys.stdout:
        out.close()


if __name__ == "__main__":
    main()
