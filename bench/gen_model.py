#!/usr/bin/env python3
"""gen_model.py — deterministic whole-model-shaped TOSA modules: one function of
blocks of ops, in LLVM 19's spelling, which mlir-opt-19's TOSA pipeline reads.

  --kind moves   (default) blocks of about 20 ops: data movement and reductions
                 around element-wise ops (reshape, transpose, a softmax of
                 reduce_max, sub, exp, reduce_sum, reciprocal and mul, slice and
                 concat, a broadcast add)
  --kind resnet  an int8 CNN as TFLite exports it: conv2d (quantized, padded),
                 rescale to i8, clamp, a residual add, max_pool2d, depthwise_conv2d
  --kind bert    an f32 attention layer: matmuls for query, key and value, a
                 transposed key, a softmax, reshapes around a projection, a
                 residual add

Weights are splat constants, so that the file is ops, not weights.

usage: gen_model.py --ops N [--kind moves|resnet|bert] [--exec] [-o FILE]
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



C = 16
XI = f"tensor<1x8x8x{C}xi8>"
ACC = f"tensor<1x8x8x{C}xi32>"


def resnet_block(out, k, x):
    """An int8 residual block: 12 ops."""
    v = lambda n: f"%r{k}_{n}"
    rescale = ("{input_zp = 0 : i32, output_zp = -128 : i32, multiplier = array<i32: 1518500250>, "
               "shift = array<i8: 38>, scale32 = true, double_round = true, per_channel = false}")
    lines = [
        f'{v("w")} = "tosa.const"() <{{value = dense<3> : tensor<{C}x3x3x{C}xi8>}}> : () -> tensor<{C}x3x3x{C}xi8>',
        f'{v("b")} = "tosa.const"() <{{value = dense<7> : tensor<{C}xi32>}}> : () -> tensor<{C}xi32>',
        f'{v("conv")} = tosa.conv2d {x}, {v("w")}, {v("b")} {{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, '
        f'quantization_info = #tosa.conv_quant<input_zp = -128, weight_zp = 0>, stride = array<i64: 1, 1>}} '
        f': ({XI}, tensor<{C}x3x3x{C}xi8>, tensor<{C}xi32>) -> {ACC}',
        f'{v("q")} = tosa.rescale {v("conv")} {rescale} : ({ACC}) -> {XI}',
        f'{v("relu")} = tosa.clamp {v("q")} {{max_fp = 0.0 : f32, max_int = 127 : i64, min_fp = 0.0 : f32, '
        f'min_int = -128 : i64}} : ({XI}) -> {XI}',
        f'{v("dw")} = "tosa.const"() <{{value = dense<2> : tensor<3x3x{C}x1xi8>}}> : () -> tensor<3x3x{C}x1xi8>',
        f'{v("db")} = "tosa.const"() <{{value = dense<0> : tensor<{C}xi32>}}> : () -> tensor<{C}xi32>',
        f'{v("dconv")} = tosa.depthwise_conv2d {v("relu")}, {v("dw")}, {v("db")} {{dilation = array<i64: 1, 1>, '
        f'pad = array<i64: 1, 1, 1, 1>, quantization_info = #tosa.conv_quant<input_zp = -128, weight_zp = 0>, '
        f'stride = array<i64: 1, 1>}} : ({XI}, tensor<3x3x{C}x1xi8>, tensor<{C}xi32>) -> {ACC}',
        f'{v("dq")} = tosa.rescale {v("dconv")} {rescale} : ({ACC}) -> {XI}',
        f'{v("sum")} = tosa.add {v("dq")}, {x} : ({XI}, {XI}) -> {XI}',
        f'{v("pool")} = tosa.max_pool2d {v("sum")} {{kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, '
        f'stride = array<i64: 1, 1>}} : ({XI}) -> {XI}',
        f'{v("out")} = tosa.clamp {v("pool")} {{max_fp = 0.0 : f32, max_int = 127 : i64, min_fp = 0.0 : f32, '
        f'min_int = -128 : i64}} : ({XI}) -> {XI}',
    ]
    for line in lines:
        out.write("    " + line + "\n")
    return v("out")


BS, BH = 16, 64  # sequence, hidden
XB = f"tensor<1x{BS}x{BH}xf32>"
W = f"tensor<1x{BH}x{BH}xf32>"
SC = f"tensor<1x{BS}x{BS}xf32>"
RW = f"tensor<1x{BS}x1xf32>"


def bert_block(out, k, x):
    """An attention layer: 20 ops."""
    v = lambda n: f"%a{k}_{n}"
    lines = []
    for w, val in (("wq", "0.125"), ("wk", "0.0625"), ("wv", "0.25")):
        lines.append(f'{v(w)} = "tosa.const"() <{{value = dense<{val}> : {W}}}> : () -> {W}')
    lines += [
        f'{v("q")} = tosa.matmul {x}, {v("wq")} : ({XB}, {W}) -> {XB}',
        f'{v("k")} = tosa.matmul {x}, {v("wk")} : ({XB}, {W}) -> {XB}',
        f'{v("val")} = tosa.matmul {x}, {v("wv")} : ({XB}, {W}) -> {XB}',
        f'{v("perm")} = "tosa.const"() <{{value = dense<[0, 2, 1]> : tensor<3xi32>}}> : () -> tensor<3xi32>',
        f'{v("kt")} = tosa.transpose {v("k")}, {v("perm")} : ({XB}, tensor<3xi32>) -> tensor<1x{BH}x{BS}xf32>',
        f'{v("s")} = tosa.matmul {v("q")}, {v("kt")} : ({XB}, tensor<1x{BH}x{BS}xf32>) -> {SC}',
        f'{v("max")} = tosa.reduce_max {v("s")} {{axis = 2 : i32}} : ({SC}) -> {RW}',
        f'{v("sub")} = tosa.sub {v("s")}, {v("max")} : ({SC}, {RW}) -> {SC}',
        f'{v("exp")} = tosa.exp {v("sub")} : ({SC}) -> {SC}',
        f'{v("sum")} = tosa.reduce_sum {v("exp")} {{axis = 2 : i32}} : ({SC}) -> {RW}',
        f'{v("rcp")} = tosa.reciprocal {v("sum")} : ({RW}) -> {RW}',
        f'{v("p")} = tosa.mul {v("exp")}, {v("rcp")} {{shift = 0 : i8}} : ({SC}, {RW}) -> {SC}',
        f'{v("ctx")} = tosa.matmul {v("p")}, {v("val")} : ({SC}, {XB}) -> {XB}',
        f'{v("flat")} = tosa.reshape {v("ctx")} {{new_shape = array<i64: {BS}, {BH}>}} : ({XB}) -> tensor<{BS}x{BH}xf32>',
        f'{v("back")} = tosa.reshape {v("flat")} {{new_shape = array<i64: 1, {BS}, {BH}>}} : (tensor<{BS}x{BH}xf32>) -> {XB}',
        f'{v("out")} = tosa.add {v("back")}, {x} : ({XB}, {XB}) -> {XB}',
    ]
    for line in lines:
        out.write("    " + line + "\n")
    return v("out")


KINDS = {"moves": (block, X, 20), "resnet": (resnet_block, XI, 12), "bert": (bert_block, XB, 20)}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ops", type=int, required=True, help="about this many TOSA ops (whole blocks)")
    ap.add_argument("--kind", choices=sorted(KINDS), default="moves")
    ap.add_argument("--exec", action="store_true", help="an EXEC line for test/exec/exec_compare.py")
    ap.add_argument("-o", "--output", default="-")
    args = ap.parse_args()
    gen, t, per_block = KINDS[args.kind]
    out = sys.stdout if args.output == "-" else open(args.output, "w")
    out.write("module {\n")
    if args.exec:
        out.write(f"  // EXEC: {t[7:].rsplit('x', 1)[0]}\n  // EXEC-TOL: 1e-4 1e-4\n")
    out.write(f"  func.func @model(%x: {t}) -> {t} {{\n")
    x = "%x"
    for k in range(max(1, args.ops // per_block)):
        x = gen(out, k, x)
    out.write(f"    return {x} : {t}\n  }}\n}}\n")
    if out is not sys.stdout:
        out.close()


if __name__ == "__main__":
    main()
