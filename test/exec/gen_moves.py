#!/usr/bin/env python3
"""gen_moves.py - seeded random programs of the TOSA ops that move data and of the
reductions, for exec_compare.py, in either TOSA generation's forms.

Each program is one chunk holding one function: a chain of 2-6 ops drawn from
reshape (with -1), transpose, slice, concat, pad, tile, reverse, identity,
reduce_sum/max/min/prod(uct)/all/any and argmax, over ranks 1-4 of f32, f16, i32,
i8 and i1 (each op on the types it takes), or a gather or scatter with indices
kept in range. Every value has a true shape (sizes 1-4, many of them 1); its
declared type writes some sizes as `?` (argument and results alike), so the ops
see static, dynamic and size-1 dims; the EXEC case runs the true shapes. The
attributes (new shapes, permutations, starts and sizes, pads, multiples, axes)
are drawn valid for the true shapes. LLVM 19's forms carry them as attributes (a
transpose's permutation and a pad's padding as tosa.const operands); TOSA 1.0's
as tosa.const_shape operands, perms and pad_const as LLVM 22 has them.

Not drawn: a tile whose input has a `?` size (both mlir-opts fail to lower it)
and NaN inputs (reduce_max and argmax agree with the references on finite values
only: test/exec/programs/reduce_special.mlir covers the rest).

usage: gen_moves.py --llvm 19|22 [--seed S] [--count N] [--per-file K] [--out DIR]
The last line printed: gen_moves: LLVM L seed S: N programs, O ops in K files
"""
import argparse
import os
import random

ELEMS = ["f32", "f16", "i32", "i8", "i1"]
REDUCE = {"reduce_sum": "f32 f16 i32", "reduce_max": "f32 f16 i32 i8", "reduce_min": "f32 f16 i32 i8",
          "reduce_prod": "f32 i32", "reduce_all": "i1", "reduce_any": "i1"}


def ttype(shape, decl, elem):
    dims = ["?" if d else str(s) for s, d in zip(shape, decl)]
    return f"tensor<{'x'.join(dims + [elem])}>" if dims else f"tensor<{elem}>"


def ints(vals):
    return ", ".join(str(v) for v in vals)


class Program:
    def __init__(self, rng, llvm, name):
        self.rng, self.llvm, self.name = rng, llvm, name
        self.lines, self.nops, self.k = [], 0, 0

    def fresh(self):
        self.k += 1
        return f"%v{self.k}"

    def decl(self, shape, p=0.35):
        return [self.rng.random() < p for _ in shape]

    def shape_operand(self, vals):
        """LLVM 22: a !tosa.shape operand; returns its name."""
        n = self.fresh()
        self.lines.append(f"{n} = tosa.const_shape {{values = dense<[{ints(vals)}]> : tensor<{len(vals)}xindex>}} "
                          f": () -> !tosa.shape<{len(vals)}>")
        return n

    def emit(self, text, shape, elem, decl):
        """The op's result: its sizes `?` where its inputs' make them unknown, as
        TOSA's shape inference and the exporters declare them (a result declared
        more dynamic than that makes both mlir-opts emit IR that does not verify)."""
        n = self.fresh()
        t = ttype(shape, decl, elem)
        self.lines.append(f"{n} = {text} -> {t}")
        self.nops += 1
        return (n, shape, elem, t, decl)

    # ---- the ops: each takes a value (name, true shape, elem, type) and gives one
    def reshape(self, v):
        n, shape, elem, t, dyn = v
        count = 1
        for s in shape:
            count *= s
        new = []
        left = count
        for _ in range(self.rng.randint(1, 4) - 1):
            divs = [d for d in range(1, 5) if left % d == 0]
            d = self.rng.choice(divs)
            new.append(d)
            left //= d
        new.append(left)
        self.rng.shuffle(new)
        spelled = list(new)
        infer = self.rng.randrange(len(new)) if self.rng.random() < 0.4 or any(dyn) else -1
        if infer >= 0:
            spelled[infer] = -1
        decl = [i == infer and any(dyn) for i in range(len(new))]
        if self.llvm == 19:
            return self.emit(f"tosa.reshape {n} {{new_shape = array<i64: {ints(spelled)}>}} : ({t})", new, elem, decl)
        s = self.shape_operand(spelled)
        return self.emit(f"tosa.reshape {n}, {s} : ({t}, !tosa.shape<{len(new)}>)", new, elem, decl)

    def transpose(self, v):
        n, shape, elem, t, dyn = v
        perm = list(range(len(shape)))
        self.rng.shuffle(perm)
        out, decl = [shape[p] for p in perm], [dyn[p] for p in perm]
        if self.llvm == 22:
            return self.emit(f"tosa.transpose {n} {{perms = array<i32: {ints(perm)}>}} : ({t})", out, elem, decl)
        p = self.fresh()
        self.lines.append(f'{p} = "tosa.const"() <{{value = dense<[{ints(perm)}]> : tensor<{len(perm)}xi32>}}> : () '
                          f'-> tensor<{len(perm)}xi32>')
        return self.emit(f"tosa.transpose {n}, {p} : ({t}, tensor<{len(perm)}xi32>)", out, elem, decl)

    def slice(self, v):
        n, shape, elem, t, dyn = v
        start = [self.rng.randrange(s) for s in shape]
        size = [self.rng.randint(1, s - b) for s, b in zip(shape, start)]
        spelled = [-1 if self.rng.random() < 0.2 and b + z == s else z for s, b, z in zip(shape, start, size)]
        decl = [z == -1 for z in spelled]  # mlir-opt-19 fails on a -1 whose result size is written
        if self.llvm == 19:
            return self.emit(f"tosa.slice {n} {{start = array<i64: {ints(start)}>, size = array<i64: {ints(spelled)}>}} "
                             f": ({t})", size, elem, decl)
        a, b = self.shape_operand(start), self.shape_operand(spelled)
        r = len(shape)
        return self.emit(f"tosa.slice {n}, {a}, {b} : ({t}, !tosa.shape<{r}>, !tosa.shape<{r}>)", size, elem, decl)

    def concat(self, v):
        n, shape, elem, t, dyn = v
        axis = self.rng.randrange(len(shape))
        parts = [v] * self.rng.randint(1, 3)
        out = list(shape)
        out[axis] = shape[axis] * len(parts)
        names = ", ".join(p[0] for p in parts)
        types = ", ".join(p[3] for p in parts)
        return self.emit(f"tosa.concat {names} {{axis = {axis} : i32}} : ({types})", out, elem, dyn)

    def pad(self, v):
        n, shape, elem, t, dyn = v
        pads = [self.rng.randint(0, 2) for _ in range(2 * len(shape))]
        out = [s + pads[2 * i] + pads[2 * i + 1] for i, s in enumerate(shape)]
        value = {"i1": "true", "f32": "1.5", "f16": "-2.0"}.get(elem, "7")
        if self.llvm == 19:
            p = self.fresh()
            rows = ", ".join(f"[{pads[2 * i]}, {pads[2 * i + 1]}]" for i in range(len(shape)))
            self.lines.append(f'{p} = "tosa.const"() <{{value = dense<[{rows}]> : tensor<{len(shape)}x2xi32>}}> : () '
                              f'-> tensor<{len(shape)}x2xi32>')
            if self.rng.random() < 0.5:
                return self.emit(f"tosa.pad {n}, {p} : ({t}, tensor<{len(shape)}x2xi32>)", out, elem, dyn)
            c = self.fresh()
            self.lines.append(f'{c} = "tosa.const"() <{{value = dense<{value}> : tensor<{elem}>}}> : () -> tensor<{elem}>')
            return self.emit(f"tosa.pad {n}, {p}, {c} : ({t}, tensor<{len(shape)}x2xi32>, tensor<{elem}>)", out, elem, dyn)
        p = self.shape_operand(pads)
        c = self.fresh()
        self.lines.append(f'{c} = "tosa.const"() <{{values = dense<{value}> : tensor<1x{elem}>}}> : () -> tensor<1x{elem}>')
        return self.emit(f"tosa.pad {n}, {p}, {c} : ({t}, !tosa.shape<{2 * len(shape)}>, tensor<1x{elem}>)", out, elem, dyn)

    def tile(self, v):
        n, shape, elem, t, dyn = v
        if any(dyn):
            return None
        mult = [self.rng.randint(1, 3) for _ in shape]
        out = [s * m for s, m in zip(shape, mult)]
        if self.llvm == 19:
            return self.emit(f"tosa.tile {n} {{multiples = array<i64: {ints(mult)}>}} : ({t})", out, elem, dyn)
        m = self.shape_operand(mult)
        return self.emit(f"tosa.tile {n}, {m} : ({t}, !tosa.shape<{len(shape)}>)", out, elem, dyn)

    def reverse(self, v):
        n, shape, elem, t, dyn = v
        return self.emit(f"tosa.reverse {n} {{axis = {self.rng.randrange(len(shape))} : i32}} : ({t})", shape, elem, dyn)

    def identity(self, v):
        n, shape, elem, t, dyn = v
        n2 = self.fresh()  # the input's type exactly
        self.lines.append(f"{n2} = tosa.identity {n} : ({t}) -> {t}")
        self.nops += 1
        return (n2, shape, elem, t, dyn)

    def reduce(self, v):
        n, shape, elem, t, dyn = v
        ops = [op for op, elems in REDUCE.items() if elem in elems.split()]
        op = self.rng.choice(ops)
        if op == "reduce_prod" and self.llvm == 22:
            op = "reduce_product"
        axis = self.rng.randrange(len(shape))
        out, decl = list(shape), list(dyn)
        out[axis], decl[axis] = 1, False
        mode = ""
        if self.llvm == 22 and op in ("reduce_max", "reduce_min") and elem[0] == "f" and self.rng.random() < 0.5:
            mode = f", nan_mode = {self.rng.choice(['PROPAGATE', 'IGNORE'])}"
        return self.emit(f"tosa.{op} {n} {{axis = {axis} : i32{mode}}} : ({t})", out, elem, decl)

    def argmax(self, v):
        n, shape, elem, t, dyn = v
        if elem == "i1" or len(shape) < 2:
            return None
        axis = self.rng.randrange(len(shape))
        out = [s for i, s in enumerate(shape) if i != axis]
        decl = [d for i, d in enumerate(dyn) if i != axis]
        return self.emit(f"tosa.argmax {n} {{axis = {axis} : i32}} : ({t})", out, "i32", decl)

    def chain(self):
        rank = self.rng.randint(1, 4)
        shape = [self.rng.choice([1, 1, 2, 3, 4]) for _ in range(rank)]
        elem = self.rng.choice(ELEMS)
        decl = self.decl(shape, 0.4)
        arg = ("%arg0", shape, elem, ttype(shape, decl, elem), decl)
        v = arg
        ops = [self.reshape, self.transpose, self.slice, self.concat, self.pad, self.tile, self.reverse,
               self.identity, self.reduce, self.argmax]
        for _ in range(self.rng.randint(2, 6)):
            for _try in range(8):
                w = self.rng.choice(ops)(v)
                if w:
                    v = w
                    break
            if v[2] == "i32" and elem != "i32":  # after an argmax: its indices go on
                elem = "i32"
        exec_shape = "x".join(str(s) for s in shape) or "scalar"
        return [f"// EXEC: {exec_shape}", f"func.func @{self.name}(%arg0: {arg[3]}) -> {v[3]} {{"] + \
               [f"  {line}" for line in self.lines] + [f"  return {v[0]} : {v[3]}", "}"]

    def gather_scatter(self):
        n, k, c, w = (self.rng.choice([1, 2, 3]) for _ in range(4))
        elem = self.rng.choice(["f32", "i32", "i8", "f16"])
        vd, idd, ind = self.decl([n, k, c]), self.decl([n, w]), self.decl([n, w, c])
        vt, it = ttype([n, k, c], vd, elem), ttype([n, w], idd, "i32")
        if self.rng.random() < 0.5:
            r = self.emit(f"tosa.gather %arg0, %arg1 : ({vt}, {it})", [n, w, c], elem, [vd[0] or idd[0], idd[1], vd[2]])
            args = f"%arg0: {vt}, %arg1: {it}"
        else:  # one index per row: a scatter writing a position twice is undefined
            w = 1
            it, ind = ttype([n, w], idd[:1] + idd[1:], "i32"), self.decl([n, w, c])
            inp = ttype([n, w, c], ind, elem)
            r = self.emit(f"tosa.scatter %arg0, %arg1, %arg2 : ({vt}, {it}, {inp})", [n, k, c], elem, vd)
            args = f"%arg0: {vt}, %arg1: {it}, %arg2: {inp}"
        shapes = [f"{n}x{k}x{c}", f"{n}x{w}"] + ([f"{n}x{w}x{c}"] if "%arg2" in args else [])
        head = [f"// EXEC: {', '.join(shapes)}", f"// EXEC-RANGE: 1 0 {k - 1}"]
        return head + [f"func.func @{self.name}({args}) -> {r[3]} {{"] + [f"  {line}" for line in self.lines] + \
            [f"  return {r[0]} : {r[3]}", "}"]


def program(seed, llvm, i):
    rng = random.Random(seed * 1000003 + i)
    p = Program(rng, llvm, f"p{i}")
    lines = p.gather_scatter() if rng.random() < 0.15 else p.chain()
    return [f"// program {i}"] + lines, p.nops


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--llvm", type=int, choices=[19, 22], required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=20)
    ap.add_argument("--per-file", type=int, default=25)
    ap.add_argument("--out", default=".")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    nops = nfiles = 0
    for f in range(0, a.count, a.per_file):
        chunks = []
        for i in range(f, min(f + a.per_file, a.count)):
            lines, n = program(a.seed, a.llvm, i)
            nops += n
            chunks.append("\n".join(lines) + "\n")
        with open(os.path.join(a.out, f"moves{a.llvm}_s{a.seed}_{f // a.per_file:04d}.mlir"), "w") as out:
            out.write("\n// -----\n\n".join(chunks))
        nfiles += 1
    print(f"gen_moves: LLVM {a.llvm} seed {a.seed}: {a.count} programs, {nops} ops in {nfiles} files")


if __name__ == "__main__":
    main()
