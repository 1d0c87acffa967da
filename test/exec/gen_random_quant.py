#!/usr/bin/env python3
"""gen_random_quant.py - seeded random programs of TOSA's quantized and pooling
ops (tosa.rescale, tosa.table, tosa.max_pool2d, tosa.avg_pool2d) for
exec_compare.py, in one TOSA generation's spelling.

Each program is one chunk of one function: a first op with random attributes
(rescale: i8/i16/i32 in and out, unsigned values (LLVM 19: ui8/ui16 in the
middle of a round trip; TOSA 1.0: the unsigned flags), per-tensor or
per-channel, scale32, single or double rounding, shifts 1-63 and now and then
beyond 63; table: i8 or i16, the table an argument; pools: f32/f16/bf16 and
i8/i16/i32, kernels 1-3, strides 1-3, pads below the kernel, sizes the spec
allows (the padded size less the kernel a multiple of the stride), acc_type,
zero points, nan_mode), then now and then a rescale or a table of its result.
Dims are static, 1 or a dynamic batch (rescale and table: any dim dynamic).
What is avoided: the values where the reference and the spec part (a window of
-inf or NaN only for max_pool2d, whose reference starts from the lowest finite
value), and forms the reference refuses (INEXACT_ROUND, double rounding without
scale32, dynamic heights, widths and channels of pools). Python standard
library only; the output depends only on the options.

With --apply-scale, programs of tosa.apply_scale on static tensors instead (the
reference pipeline then is tosa-to-arith{include-apply-rescale=true} and
convert-elementwise-to-linalg).

Usage:
  gen_random_quant.py --gen 19|22 [--apply-scale] [--seed S] [--count N] [--per-file K] [--out DIR]
  gen_random_quant.py --gen 19|22 --seed S --only I     # program I on stdout

The last line printed is `gen_random_quant: seed S: N programs, C exec cases in
K files`. Run the files with exec_compare.py and the generation's pipeline
(test/exec/random_quant.test shows both); thousands of programs:

  python3 test/exec/gen_random_quant.py --gen 22 --seed 5 --count 2000 --out /tmp/rq22
  ls /tmp/rq22/*.mlir | xargs -P 2 -n 1 python3 test/exec/exec_compare.py --ref "mlir-opt-22 ..."
"""
import argparse
import os
import random
import sys

INT_LIMITS = {"i8": (-128, 127), "i16": (-32768, 32767), "i32": (-(1 << 31), (1 << 31) - 1)}


def shape_text(dims):
    return "x".join("?" if d is None else str(d) for d in dims)


def tensor(dims, elem):
    s = shape_text(dims)
    return f"tensor<{s}x{elem}>" if dims else f"tensor<{elem}>"


class Program:
    """One function being written: its arguments, its ops, its value names."""

    def __init__(self, rng, gen, index):
        self.rng, self.gen, self.index = rng, gen, index
        self.args, self.lines, self.n = [], [], 0
        self.directives = []

    def fresh(self):
        self.n += 1
        return f"%v{self.n}"

    def const(self, values, elem, count):
        name = self.fresh()
        key = "value" if self.gen == 19 else "values"
        lit = f"dense<{values[0]}>" if len(values) == 1 else "dense<[" + ", ".join(map(str, values)) + "]>"
        t = f"tensor<{count}x{elem}>"
        self.lines.append(f'  {name} = "tosa.const"() <{{{key} = {lit} : {t}}}> : () -> {t}')
        return name


# ---------------------------------------------------------------- rescale

def zero_point(rng, elem, unsigned):
    """A zero point TOSA 1.0's verifier takes: any for 8 bits, 0 or 32768 for unsigned i16, else 0."""
    if elem == "i8":
        return rng.randint(0, 255) if unsigned else rng.randint(-128, 127)
    if elem == "i16" and unsigned:
        return rng.choice([0, 32768])
    return 0


def rescale_params(rng, n):
    scale32 = rng.random() < 0.7
    mults = [rng.randint(1 << 29, (1 << 31) - 1) if scale32 else rng.randint(0, 32767) for _ in range(n)]
    shifts = [rng.randint(1, 63) if rng.random() < 0.93 else rng.randint(64, 70) for _ in range(n)]
    double = scale32 and rng.random() < 0.5
    return scale32, mults, shifts, double


def rescale(p, src, dims, ein, eout, in_unsigned=False, out_unsigned=False):
    """A rescale of src (dims, element ein) to eout; returns the value."""
    rng = p.rng
    channels = dims[-1] if dims else None
    n = channels if channels and channels > 1 and rng.random() < 0.35 else 1
    scale32, mults, shifts, double = rescale_params(rng, n)
    izp = zero_point(rng, ein, in_unsigned)
    ozp = zero_point(rng, eout, out_unsigned)
    b = lambda v: "true" if v else "false"
    name = p.fresh()
    if p.gen == 19:
        tin = tensor(dims, ("u" + ein) if in_unsigned else ein)
        tout = tensor(dims, ("u" + eout) if out_unsigned else eout)
        izp19 = izp if not in_unsigned or ein != "i16" else izp
        p.lines.append(
            f"  {name} = tosa.rescale {src} {{input_zp = {izp19} : i32, output_zp = {ozp} : i32, "
            f"multiplier = array<i32: {', '.join(map(str, mults))}>, shift = array<i8: {', '.join(map(str, shifts))}>, "
            f"scale32 = {b(scale32)}, double_round = {b(double)}, per_channel = {b(n > 1)}}} : ({tin}) -> {tout}")
        return name
    mt = "i32" if scale32 else "i16"
    m = p.const(mults, mt, n)
    s = p.const(shifts, "i8", n)
    izp_signed = izp - 256 if ein == "i8" and izp > 127 else izp - 65536 if ein == "i16" and izp > 32767 else izp
    ozp_signed = ozp - 256 if eout == "i8" and ozp > 127 else ozp - 65536 if eout == "i16" and ozp > 32767 else ozp
    zi = p.const([izp_signed], ein, 1)
    zo = p.const([ozp_signed], eout, 1)
    mode = "DOUBLE_ROUND" if double else "SINGLE_ROUND"
    tin, tout = tensor(dims, ein), tensor(dims, eout)
    p.lines.append(
        f"  {name} = tosa.rescale {src}, {m}, {s}, {zi}, {zo} {{scale32 = {b(scale32)}, rounding_mode = {mode}, "
        f"per_channel = {b(n > 1)}, input_unsigned = {b(in_unsigned)}, output_unsigned = {b(out_unsigned)}}} : "
        f"({tin}, tensor<{n}x{mt}>, tensor<{n}xi8>, tensor<1x{ein}>, tensor<1x{eout}>) -> {tout}")
    return name


def gen_rescale(p, src, dims, ein):
    """A rescale of a signless value, and through an unsigned one now and then."""
    rng = p.rng
    eout = rng.choice(["i8", "i16", "i32"])
    if ein == "i32" and p.gen == 22 and rng.random() < 0.3:
        eout = rng.choice(["i8", "i16"])
        return rescale(p, src, dims, ein, eout, out_unsigned=True), eout
    if ein in ("i8", "i16") and rng.random() < 0.3:
        if p.gen == 19:  # through ui8 / ui16 and back
            mid = rescale(p, src, dims, ein, ein, out_unsigned=True)
            return rescale(p, mid, dims, ein, eout, in_unsigned=True), eout
        return rescale(p, src, dims, ein, eout, in_unsigned=rng.random() < 0.5,
                       out_unsigned=eout != "i32" and rng.random() < 0.5), eout
    return rescale(p, src, dims, ein, eout), eout


# ---------------------------------------------------------------- table

def gen_table(p, src, dims, elem):
    rng = p.rng
    size = 256 if elem == "i8" else 513
    arg = f"%arg{len(p.args)}"
    p.args.append(([None if rng.random() < 0.3 else size], elem, [str(size)], "min max"))
    out = "i8" if elem == "i8" else "i32"
    name = p.fresh()
    tt = tensor(p.args[-1][0], elem)
    p.lines.append(f"  {name} = tosa.table {src}, {arg} : ({tensor(dims, elem)}, {tt}) -> {tensor(dims, out)}")
    return name, out


# ---------------------------------------------------------------- pools

def pool_geometry(rng):
    """kernel, stride, pad (top, bottom, left, right), input and output H, W."""
    k = [rng.randint(1, 3), rng.randint(1, 3)]
    s = [rng.randint(1, 3), rng.randint(1, 3)]
    pad = [rng.randint(0, k[0] - 1), rng.randint(0, k[0] - 1), rng.randint(0, k[1] - 1), rng.randint(0, k[1] - 1)]
    ins, outs = [], []
    for i in range(2):
        while True:
            o = rng.randint(1, 4)
            size = (o - 1) * s[i] + k[i] - pad[2 * i] - pad[2 * i + 1]
            if size >= 1:
                break
        ins.append(size)
        outs.append(o)
    return k, s, pad, ins, outs


def arr(v):
    return "array<i64: " + ", ".join(map(str, v)) + ">"


def gen_pool(p, kind):
    rng = p.rng
    floats = ["f32", "f16", "bf16"]
    elem = rng.choice(floats + ["i8", "i16", "i32"] if kind == "max" else floats + ["i8", "i16"])
    k, s, pad, ins, outs = pool_geometry(rng)
    n, c = rng.randint(1, 3), rng.randint(1, 4)
    dyn = rng.random() < 0.3
    in_dims = [None if dyn else n, ins[0], ins[1], c]
    out_dims = [None if dyn else n, outs[0], outs[1], c]
    shape = f"{n}x{ins[0]}x{ins[1]}x{c}"
    if elem in floats:
        with_nan = kind == "max"
        rng_text = "-100 100"
        values = None
        nan_mode = None
        if kind == "max" and p.gen == 22:
            nan_mode = rng.choice([None, "PROPAGATE", "IGNORE"])
            with_nan = nan_mode != "IGNORE"
        if with_nan and rng.random() < 0.4:
            values = "nan 1.5 -2.0 3.25 0.5 -7.0 2.0 -0.0 9.0 -3.5 inf 4.0 -1.0 6.0 -5.0"
        p.args.append((in_dims, elem, [shape], rng_text, values))
    else:
        nan_mode = None
        p.args.append((in_dims, elem, [shape], "min max"))
    src = f"%arg{len(p.args) - 1}"
    name = p.fresh()
    tin, tout = tensor(in_dims, elem), tensor(out_dims, elem)
    attrs = f"kernel = {arr(k)}, stride = {arr(s)}, pad = {arr(pad)}"
    if kind == "max":
        extra = f", nan_mode = {nan_mode}" if nan_mode else ""
        p.lines.append(f"  {name} = tosa.max_pool2d {src} {{{attrs}{extra}}} : ({tin}) -> {tout}")
        return name, out_dims, elem
    acc = "i32" if elem.startswith("i") else rng.choice(["f32", "f16"]) if elem == "f16" else "f32"
    izp = ozp = 0
    if elem == "i8" and rng.random() < 0.6:
        izp, ozp = rng.randint(-128, 127), rng.randint(-128, 127)
    if p.gen == 19:
        q = f", quantization_info = #tosa.unary_quant<input_zp = {izp}, output_zp = {ozp}>" if izp or ozp else ""
        p.lines.append(f"  {name} = tosa.avg_pool2d {src} {{acc_type = {acc}, {attrs}{q}}} : ({tin}) -> {tout}")
    else:
        lit = (lambda v: [v]) if elem.startswith("i") else (lambda v: ["0.0"])
        zi, zo = p.const(lit(izp), elem, 1), p.const(lit(ozp), elem, 1)
        z = f"tensor<1x{elem}>"
        p.lines.append(f"  {name} = tosa.avg_pool2d {src}, {zi}, {zo} {{acc_type = {acc}, {attrs}}} : "
                       f"({tin}, {z}, {z}) -> {tout}")
    return name, out_dims, elem


# ---------------------------------------------------------------- programs

def gen_dims(rng):
    rank = rng.randint(1, 4)
    dims = [rng.choice([1, 2, 3, 4, 5]) for _ in range(rank)]
    decl = [None if rng.random() < 0.25 else d for d in dims]
    return dims, decl


def apply_scale_program(gen, seed, index):
    """tosa.apply_scale on static tensors (the reference's arith on tensors has no
    dynamic form): i32 or i64 values, multipliers at or above 0, shifts 2-62."""
    rng = random.Random(seed * 1000003 + index)
    real, _ = gen_dims(rng)
    shape = "x".join(map(str, real))
    vt = rng.choice(["i32", "i64"])
    double = rng.random() < 0.5
    rounding = ("{double_round = %s}" % ("true" if double else "false") if gen == 19
                else "{rounding_mode = %s}" % ("DOUBLE_ROUND" if double else "SINGLE_ROUND"))
    vrange = "min max" if vt == "i32" else "-100000000000 100000000000"
    t = lambda e: f"tensor<{shape}x{e}>"
    return "\n".join([
        f"// program {index}",
        f"// EXEC-RANGE: 0 {vrange}",
        "// EXEC-RANGE: 1 0 max",
        "// EXEC-RANGE: 2 2 62",
        f"// EXEC: {shape}, {shape}, {shape}",
        f"func.func @s{index}(%arg0: {t(vt)}, %arg1: {t('i32')}, %arg2: {t('i8')}) -> {t('i32')} {{",
        f"  %0 = tosa.apply_scale %arg0, %arg1, %arg2 {rounding} : ({t(vt)}, {t('i32')}, {t('i8')}) -> {t('i32')}",
        f"  return %0 : {t('i32')}",
        "}"])


def program(gen, seed, index):
    rng = random.Random(seed * 1000003 + index)
    p = Program(rng, gen, index)
    first = rng.choice(["rescale", "rescale", "table", "max", "avg"])
    if first in ("max", "avg"):
        v, dims, elem = gen_pool(p, first)
    else:
        real, dims = gen_dims(rng)
        elem = rng.choice(["i8", "i16", "i32"]) if first == "rescale" else rng.choice(["i8", "i16"])
        p.args.append((dims, elem, ["x".join(map(str, real))], "min max"))
        v = "%arg0"
        if first == "rescale":
            v, elem = gen_rescale(p, v, dims, elem)
        else:
            v, elem = gen_table(p, v, dims, elem)
    if elem in ("i8", "i16", "i32") and rng.random() < 0.5:
        if elem in ("i8", "i16") and rng.random() < 0.4:
            v, elem = gen_table(p, v, dims, elem)
        else:
            v, elem = gen_rescale(p, v, dims, elem)
    out = tensor(dims, elem)
    lines = [f"// program {index}"]
    for i, a in enumerate(p.args):
        lines.append(f"// EXEC-RANGE: {i} {a[3]}")
        if len(a) > 4 and a[4]:
            lines.append(f"// EXEC-VALUES: {i} {a[4]}")
    lines.append("// EXEC: " + ", ".join(a[2][0] for a in p.args))
    sig = ", ".join(f"%arg{i}: {tensor(a[0], a[1])}" for i, a in enumerate(p.args))
    lines.append(f"func.func @q{index}({sig}) -> {out} {{")
    lines += p.lines
    lines += [f"  return {v} : {out}", "}"]
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gen", type=int, choices=[19, 22], required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=20)
    ap.add_argument("--per-file", type=int, default=50)
    ap.add_argument("--out", default=".")
    ap.add_argument("--only", type=int)
    ap.add_argument("--apply-scale", action="store_true",
                    help="programs of tosa.apply_scale instead (for tosa-to-arith + convert-elementwise-to-linalg)")
    o = ap.parse_args()
    make = apply_scale_program if o.apply_scale else program
    if o.only is not None:
        print(make(o.gen, o.seed, o.only))
        return
    os.makedirs(o.out, exist_ok=True)
    files = 0
    for start in range(0, o.count, o.per_file):
        chunks = [make(o.gen, o.seed, i) for i in range(start, min(o.count, start + o.per_file))]
        kind = "scale" if o.apply_scale else "quant"
        path = os.path.join(o.out, f"{kind}{o.gen}_s{o.seed}_{start // o.per_file:04d}.mlir")
        with open(path, "w") as f:
            f.write("\n\n// -----\n\n".join(chunks) + "\n")
        files += 1
    print(f"gen_random_quant: seed {o.seed}: {o.count} programs, {o.count} exec cases in {files} files")


if __name__ == "__main__":
    sys.exit(main())
