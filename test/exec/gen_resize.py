#!/usr/bin/env python3
"""gen_resize.py - seeded random tosa.resize programs for exec_compare.py.

Each program is one chunk holding one function: a tosa.resize of a random
NxHxWxC input (H, W in 1..6, N and C in 1..3 or `?`), a random mode (nearest,
bilinear), element type (f32, f16, bf16; i8 and i16 nearest; i8 -> i32
bilinear) and scale / offset / border within the TOSA 1.0 ranges (scale_n in
1..8, scale_d in 1..min(8, 16 * scale_n - 1), offset in [-scale_n, 16 *
scale_n), border in [-16 * scale_n, scale_n)) for which the output height and
width are whole, with one or two `// EXEC:` cases (a `?` dim is 1 now and then).

--gen 19 writes LLVM 19's form (mode string, array<i64> attributes) for
mlir-opt-19, --gen 22 the TOSA 1.0 form (tosa.const_shape operands, mode enum)
for mlir-opt-22. What the reference cannot lower is left out: a dynamic channel
count (mlir-opt's general pattern takes a dynamic batch only), and bf16 for
mlir-opt-19 (it sign-extends bf16 as an integer).

Usage:
  gen_resize.py [--seed S] [--count N] [--per-file K] [--gen 19|22] [--out DIR]

The last line printed is
  gen_resize: seed S: N programs, C exec cases in K files -> DIR
"""
import argparse
import os
import random

FLOATS = ["f32", "f16", "bf16"]


def pick_params(rng, ih, iw):
    """scale, offset, border giving whole output sizes, or None"""
    for _ in range(200):
        scale, offset, border, outs = [], [], [], []
        for size in (ih, iw):
            n = rng.randint(1, 8)
            d = rng.randint(1, min(8, 16 * n - 1))
            off = rng.randint(-n, min(16 * n - 1, 3 * n))
            # output size k + 1 = ((size - 1) * n - off + border) / d + 1
            lo, hi = -16 * n, n - 1
            ks = [k for k in range(0, 12) if lo <= k * d - (size - 1) * n + off <= hi]
            if not ks:
                break
            k = rng.choice(ks)
            scale += [n, d]
            offset.append(off)
            border.append(k * d - (size - 1) * n + off)
            outs.append(k + 1)
        else:
            return scale, offset, border, outs
    return None


def program(rng, gen, index):
    mode = rng.choice(["NEAREST_NEIGHBOR", "BILINEAR"])
    kinds = FLOATS if gen == 22 else ["f32", "f16"]
    kinds = kinds + (["i8", "i16"] if mode == "NEAREST_NEIGHBOR" else ["i8"])
    elem = rng.choice(kinds)
    out_elem = "i32" if elem == "i8" and mode == "BILINEAR" else elem
    ih, iw = rng.choice([1, 1, 2, 3, 4, 5, 6]), rng.choice([1, 1, 2, 3, 4, 5, 6])
    p = pick_params(rng, ih, iw)
    if p is None:
        return None
    scale, offset, border, (oh, ow) = p
    n, c = rng.randint(1, 3), rng.randint(1, 3)
    dyn_n = rng.random() < 0.3
    nd = "?" if dyn_n else str(n)
    in_t = f"tensor<{nd}x{ih}x{iw}x{c}x{elem}>"
    out_t = f"tensor<{nd}x{oh}x{ow}x{c}x{out_elem}>"
    name = f"resize_{index}"
    lines = [f"// program {index}: {mode} {elem} scale {scale} offset {offset} border {border}", "// EXEC-TOL: 0 0"]
    cases = [n] + ([1] if dyn_n and n != 1 else [])
    for k in cases:
        lines.append(f"// EXEC: {k}x{ih}x{iw}x{c}")
    lines.append(f"func.func @{name}(%arg0: {in_t}) -> {out_t} {{")
    if gen == 19:
        lines.append(f'  %0 = tosa.resize %arg0 {{mode = "{mode}", scale = array<i64: {", ".join(map(str, scale))}>, '
                     f'offset = array<i64: {", ".join(map(str, offset))}>, border = array<i64: {", ".join(map(str, border))}>}} '
                     f': ({in_t}) -> {out_t}')
    else:
        for var, vals in (("s", scale), ("o", offset), ("b", border)):
            lines.append(f"  %{var} = tosa.const_shape {{values = dense<[{', '.join(map(str, vals))}]> : "
                         f"tensor<{len(vals)}xindex>}} : () -> !tosa.shape<{len(vals)}>")
        lines.append(f"  %0 = tosa.resize %arg0, %s, %o, %b {{mode = {mode}}} : ({in_t}, !tosa.shape<4>, "
                     f"!tosa.shape<2>, !tosa.shape<2>) -> {out_t}")
    lines.append(f"  return %0 : {out_t}")
    lines.append("}")
    return "\n".join(lines), len(cases)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--per-file", type=int, default=50)
    ap.add_argument("--gen", type=int, choices=[19, 22], default=22)
    ap.add_argument("--out", default=".")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    made, cases, files = 0, 0, 0
    chunks = []
    i = 0
    while made < a.count:
        rng = random.Random(f"{a.seed}/{a.gen}/{i}")
        p = program(rng, a.gen, i)
        i += 1
        if p is None:
            continue
        chunks.append(p[0])
        cases += p[1]
        made += 1
        if len(chunks) == a.per_file or made == a.count:
            with open(os.path.join(a.out, f"resize{a.gen}_s{a.seed}_{files:04d}.mlir"), "w") as f:
                f.write("\n\n// -----\n\n".join(chunks) + "\n")
            files += 1
            chunks = []
    print(f"gen_resize: seed {a.seed}: {made} programs, {cases} exec cases in {files} files -> {a.out}")


if __name__ == "__main__":
    main()
