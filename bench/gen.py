#!/usr/bin/env python3
"""gen.py — deterministic generator of large, valid TOSA element-wise modules.

Every one of the TOSA element-wise ops tosa2linalg lowers (the 36 of the RFC plus
tosa.sin and tosa.cos) appears, on f32, i32 and i1 tensors of mixed shapes:
static (3x4), size-1 (1x4, 1), dynamic (?x4, ?x?) and lower-rank (4, 1) operands
broadcast against 2-D ones. Functions have about --ops-per-func ops each; the
op chain inside a function draws its operands from earlier values of the right
element type, and the function returns its last value.

The output depends only on the arguments (a fixed-seed PRNG), so a module of N
ops is byte-identical on every run and machine.

usage: gen.py --ops N [--ops-per-func K] [--seed S] [--shapes mixed|static|dynamic] [--regions] [-o FILE]
       static: 3x4, 1x4, 4, 1 only; dynamic: no static size > 1 (?x4, 1x4, ?x?, 4, 1),
       so the dynamic dims last down a long chain of ops
       gen.py --ops 100000 --ops-per-func 100000 -o huge.mlir   (one function)
"""
import argparse
import random
import sys

F32, I32, I1 = "f32", "i32", "i1"

# Operand shapes, as dim tuples (None = dynamic). Leading dims are in {?, 1, 3},
# trailing in {?, 1, 4}, so any two of them are broadcast-compatible.
SHAPES = [
    (None, 4),     # dynamic leading dim
    (1, 4),        # size-1 leading dim (broadcast)
    (3, 4),        # fully static
    (None, None),  # fully dynamic
    (4,),          # lower rank: broadcast against the 2-D operands
    (1,),          # lower rank, size 1
]
# Argument shapes are drawn with these weights (most values 2-D).
SHAPE_WEIGHTS = [4, 3, 3, 2, 2, 1]


def shape_str(shape):
    return "x".join("?" if d is None else str(d) for d in shape)


def ttype(shape, elem):
    s = shape_str(shape)
    return f"tensor<{s}x{elem}>" if s else f"tensor<{elem}>"


def broadcast(shapes):
    """The result shape MLIR's Broadcastable trait infers (getBroadcastedShape):
    per dim (right-aligned), a static size > 1 wins over ? and 1; ? with 1 or ?
    gives ?; 1 with 1 gives 1."""
    rank = max(len(s) for s in shapes)
    out = []
    for i in range(rank):
        dims = []
        for s in shapes:
            j = i - (rank - len(s))
            dims.append(s[j] if j >= 0 else 1)
        static = [d for d in dims if d is not None and d > 1]
        if static:
            out.append(max(static))
        elif None in dims:
            out.append(None)
        else:
            out.append(1)
    return tuple(out)


# name -> (arity, element types it may take, result kind, attribute text)
#   result kind: "same" = operand element type, "bool" = i1
OPS = [
    ("abs", 1, (F32, I32), "same", ""),
    ("negate", 1, (F32, I32), "same", ""),
    ("exp", 1, (F32,), "same", ""),
    ("log", 1, (F32,), "same", ""),
    ("tanh", 1, (F32,), "same", ""),
    ("sigmoid", 1, (F32,), "same", ""),
    ("ceil", 1, (F32,), "same", ""),
    ("floor", 1, (F32,), "same", ""),
    ("reciprocal", 1, (F32,), "same", ""),
    ("rsqrt", 1, (F32,), "same", ""),
    ("erf", 1, (F32,), "same", ""),
    ("sin", 1, (F32,), "same", ""),
    ("cos", 1, (F32,), "same", ""),
    ("clamp", 1, (F32, I32), "same",
     " <{max_fp = 5.000000e+00 : f32, max_int = 5 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64}>"),
    ("cast", 1, (F32, I32, I1), "cast", ""),
    ("clz", 1, (I32,), "same", ""),
    ("bitwise_not", 1, (I32,), "same", ""),
    ("logical_not", 1, (I1,), "same", ""),
    ("add", 2, (F32, I32), "same", ""),
    ("sub", 2, (F32, I32), "same", ""),
    ("mul", 2, (F32, I32), "same", " <{shift = 0 : i8}>"),
    ("maximum", 2, (F32, I32), "same", ""),
    ("minimum", 2, (F32, I32), "same", ""),
    ("pow", 2, (F32,), "same", ""),
    ("equal", 2, (F32, I32), "bool", ""),
    ("greater", 2, (F32, I32), "bool", ""),
    ("greater_equal", 2, (F32, I32), "bool", ""),
    ("bitwise_and", 2, (I32,), "same", ""),
    ("bitwise_or", 2, (I32,), "same", ""),
    ("bitwise_xor", 2, (I32,), "same", ""),
    ("logical_left_shift", 2, (I32,), "same", ""),
    ("logical_right_shift", 2, (I32,), "same", ""),
    ("arithmetic_right_shift", 2, (I32,), "same", " <{round = true}>"),
    ("int_div", 2, (I32,), "same", ""),
    ("logical_and", 2, (I1,), "same", ""),
    ("logical_or", 2, (I1,), "same", ""),
    ("logical_xor", 2, (I1,), "same", ""),
    ("select", 3, (F32, I32, I1), "select", ""),
]
CAST_TO = {F32: (I32, I1), I32: (F32, I1), I1: (F32, I32)}
# Function arguments per element type (each with a random shape).
ARGS_PER_TYPE = {F32: 3, I32: 2, I1: 2}
RECENT = 12  # operands are drawn from the last RECENT values of a type


# --static: the static shapes only; --dynamic: no static size > 1 (a 3x4 operand
# makes every result it meets static), so dynamic dims last down a long chain
STATIC = [i for i, s in enumerate(SHAPES) if None not in s]
DYNAMIC = [i for i, s in enumerate(SHAPES) if 3 not in s]


class FuncGen:
    def __init__(self, rng, name, nops, sig_rng=None, shapes="mixed", regions=False):
        self.rng, self.name, self.nops, self.regions = rng, name, nops, regions
        pick = {"static": STATIC, "dynamic": DYNAMIC}.get(shapes, range(len(SHAPES)))
        self.shapes = [SHAPES[i] for i in pick]
        self.weights = [SHAPE_WEIGHTS[i] for i in pick]
        self.sig_rng = sig_rng or rng  # draws the argument shapes
        self.pools = {F32: [], I32: [], I1: []}
        self.args = []
        self.lines = []

    def pick(self, elem):
        pool = self.pools[elem]
        return self.rng.choice(pool[-RECENT:])

    def emit(self, idx):
        rng = self.rng
        name, arity, elems, kind, attr = OPS[idx % len(OPS)]
        elem = rng.choice(elems)
        operands = []
        if kind == "select":
            operands.append(self.pick(I1))
            # distinct true/false values: mlir-opt-19's tosa-to-linalg fails on
            # a tosa.select whose two value operands are the same SSA value
            # ("failed to materialize conversion for result #0")
            a = self.pick(elem)
            b = self.pick(elem)
            while b is a:
                b = self.pick(elem)
            operands += [a, b]
        else:
            operands = [self.pick(elem) for _ in range(arity)]
        shapes = [s for _, s, _ in operands]
        rshape = broadcast(shapes) if len(shapes) > 1 else shapes[0]
        if kind == "same" or kind == "select":
            relem = elem
        elif kind == "bool":
            relem = I1
        else:  # cast
            relem = rng.choice(CAST_TO[elem])
        res = f"%{len(self.lines)}"
        names = ", ".join(v for v, _, _ in operands)
        intypes = ", ".join(ttype(s, e) for _, s, e in operands)
        rtype = ttype(rshape, relem)
        op = f'"tosa.{name}"({names}){attr} : ({intypes}) -> {rtype}'
        if self.regions:  # each op in a region of its own, as in the branches of a model's control flow
            self.lines.append(f"    {res} = scf.execute_region -> {rtype} {{\n"
                              f"      %in{res[1:]} = {op}\n      scf.yield %in{res[1:]} : {rtype}\n    }}\n")
        else:
            self.lines.append(f"    {res} = {op}\n")
        self.pools[relem].append((res, rshape, relem))
        return res, rtype

    def generate(self, op_offset):
        rng = self.rng
        argn = 0
        for elem, n in ARGS_PER_TYPE.items():
            for _ in range(n):
                shape = self.sig_rng.choices(self.shapes, self.weights)[0]
                v = (f"%a{argn}", shape, elem)
                argn += 1
                self.args.append(v)
                self.pools[elem].append(v)
        last = None
        for i in range(self.nops):
            # cycle through the op table (so every op kind occurs evenly), with a
            # random start per function
            last = self.emit(op_offset + i)
        sig = ", ".join(f"{v}: {ttype(s, e)}" for v, s, e in self.args)
        res, rtype = last
        return (f"  func.func @{self.name}({sig}) -> {rtype} {{\n"
                + "".join(self.lines)
                + f"    return {res} : {rtype}\n  }}\n")


def generate(out, nops, ops_per_func=10, seed=1, signatures=0, shapes="mixed", regions=False):
    """signatures: 0 = argument shapes drawn afresh per function (nearly every
    function has its own signature); K > 0 = function i takes the argument
    shapes of signature i % K (so at most K * (result types) distinct types)."""
    rng = random.Random(seed)
    extra = f" --signatures {signatures}" if signatures else ""
    extra += f" --shapes {shapes}" if shapes != "mixed" else ""
    extra += " --regions" if regions else ""
    out.write(f"// Generated by bench/gen.py --ops {nops} --ops-per-func {ops_per_func} --seed {seed}{extra}\n")
    out.write("module {\n")
    done = 0
    f = 0
    while done < nops:
        k = min(ops_per_func, nops - done)
        sig_rng = random.Random(seed * 1000003 + f % signatures) if signatures else None
        out.write(FuncGen(rng, f"f{f}", k, sig_rng, shapes, regions).generate(rng.randrange(len(OPS))))
        done += k
        f += 1
    out.write("}\n")
    return f


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ops", type=int, required=True, help="total number of TOSA ops")
    ap.add_argument("--ops-per-func", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--signatures", type=int, default=0,
                    help="number of distinct argument signatures (0: one per function)")
    ap.add_argument("--shapes", choices=["mixed", "static", "dynamic"], default="mixed",
                    help="operand shapes: all kinds (default), static only, or no static size > 1")
    ap.add_argument("--regions", action="store_true",
                    help="each op in an scf.execute_region of its own")
    ap.add_argument("-o", "--output", default="-")
    a = ap.parse_args()
    if a.output == "-":
        generate(sys.stdout, a.ops, a.ops_per_func, a.seed, a.signatures, a.shapes, a.regions)
    else:
        with open(a.output, "w", buffering=1 << 20) as out:
            generate(out, a.ops, a.ops_per_func, a.seed, a.signatures, a.shapes, a.regions)


if __name__ == "__main__":
    main()
