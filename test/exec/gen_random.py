#!/usr/bin/env python3
"""gen_random.py - seeded random TOSA element-wise programs for exec_compare.py.

Writes MLIR files of random TOSA element-wise programs (generic form) with
`// EXEC...` directives, ready for test/exec/exec_compare.py, which lowers
them with our tool and with mlir-opt-19, runs both and compares the results.
Python 3 standard library only; the output depends only on the options (own
splitmix64 generator, no hash randomisation).

A *program* is one chunk (a module; chunks are separated by `// -----`) of
1-4 functions.  Each function is a random chain of element-wise ops over
values of rank 0-4 whose dims are static (>1), static 1 or dynamic `?`,
with rank expansion (operands of lower rank), runtime broadcasting (a `?` dim
that is 1 at run time) and results declared more dynamic than inferred (now
and then a `?` inferred dim declared static).  A function returns its last
value and most of the values no op uses (at most 3 results), and holds
1-3 `// EXEC:` cases with concrete shapes consistent with broadcasting, an
`EXEC-RANGE` per argument and an `EXEC-SEED`.

Usage:
  gen_random.py [--seed S] [--count N] [--per-file K] [--out DIR] [--prefix P]
  gen_random.py --seed S --only I          # program I alone, on stdout

  --seed S      campaign seed (default 1); program I uses a seed derived from
                (S, I), so `--only I` reproduces it exactly
  --count N     number of programs (default 20)
  --per-file K  programs per file (default 25); a file is one exec_compare
                run = one mlir-opt-22 compile + one mlir-runner-22 process
  --out DIR     output directory (default: current directory); files are
                DIR/<prefix>_s<S>_<NNNN>.mlir
  --prefix P    file name prefix (default rand)
  --only I      print program I (0-based) of the campaign on stdout
  --stats       print op / element-type counts to stderr
  --p-one P, --p-dyn P, --p-more-dyn P, --p-static P
                shape probabilities (defaults 0.3, 0.45, 0.2, 0.04): an
                argument dim is 1 where others are wider; an argument dim is
                `?`; a result dim inferred static is declared `?`; a result
                dim inferred `?` is declared static.  Changing them changes
                the programs a seed gives.

The last line printed on stdout is a one-line summary:
  gen_random: seed S: N programs, F functions, C exec cases, O ops in K files -> DIR

Running
-------
The lit test (test/exec/random.test) generates a few hundred programs into
%t and runs %exec_compare on them.  A big campaign (thousands of programs,
in parallel over files) is test/exec/random-big.sh:

  test/exec/random-big.sh [COUNT [SEED [JOBS]]]      # default 3000 1 nproc

or by hand:

  python3 test/exec/gen_random.py --seed 7 --count 3000 --out /tmp/rnd
  ls /tmp/rnd/*.mlir | xargs -P 2 -n 1 python3 test/exec/exec_compare.py

A failing function can be cut out of its file (a chunk is self-contained;
keep its EXEC lines) and rerun with `exec_compare.py -v --keep DIR file`.

What is generated (and what is avoided)
---------------------------------------
Ops: add, sub, mul (shift 0; integer mul also widening, i8*i8->i32 etc.),
maximum, minimum, equal, greater, greater_equal, select, abs, negate, clamp,
bitwise_and/or/xor/not, logical_and/or/xor/not, logical_left_shift,
logical_right_shift, arithmetic_right_shift (round false/true), int_div
(i32), exp, log, tanh, sigmoid, ceil, floor, reciprocal, rsqrt, pow, erf,
clz, cast; element types i1, i8, i16, i32, i64, f16, bf16, f32, f64.

Every value carries a conservative value interval (from the argument
ranges) so that no op sees inputs outside its domain: log / rsqrt get inputs
>= 1/16, reciprocal inputs bounded away from 0, pow a base in [1/8, 8] and a
bounded exponent, exp bounded inputs, int_div a non-zero divisor and never
INT_MIN / -1, shift amounts in [0, bits-1] ([1, bits-1] for round = true),
casts to f16 in range.  Where an operand does not qualify the generator
inserts a tosa.clamp that makes it qualify (or takes a fresh argument with a
suitable range).  Float values computed by transcendental ops are "noisy"
and are never fed to discontinuous ops (comparisons, ceil, floor, casts to
integers or i1).  Float magnitudes are kept far from overflow.

Avoided on purpose (mlir-opt-19 quirks, tested elsewhere): rank-0 operands
mixed with ranked ones (a function is either all rank 0 or all ranked),
select(%c, %x, %x), abs(abs x), negate(negate x), equal(%x, %x), exp(log x),
log(exp x), cast to the same type, f16 <-> bf16 casts, float -> i64 casts,
integer mul with a non-zero shift, results of higher rank than inferred.
"""

import argparse
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from exec_compare import mlir_float as fmt_float  # noqa: E402

M64 = 0xFFFFFFFFFFFFFFFF

# Shape knobs (probabilities; command-line options --p-one etc.):
#   one: an argument dim is 1 where the slot is wider (broadcast);
#   dyn: an argument dim is declared '?';
#   more_dyn: an op result dim the operands make static is declared '?';
#   static: an op result dim inferred '?' is declared static (its runtime size).
KNOBS = {"one": 0.3, "dyn": 0.45, "more_dyn": 0.2, "static": 0.04}


class Rng:
    """splitmix64, deterministic everywhere."""

    def __init__(self, seed):
        self.s = seed & M64

    def next(self):
        self.s = (self.s + 0x9E3779B97F4A7C15) & M64
        z = self.s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        return z ^ (z >> 31)

    def below(self, n):
        return self.next() % n

    def randint(self, lo, hi):
        return lo + self.below(hi - lo + 1)

    def chance(self, p):
        return (self.next() >> 11) / float(1 << 53) < p

    def choice(self, seq):
        return seq[self.below(len(seq))]

    def weighted(self, pairs):
        total = sum(w for _, w in pairs)
        x = self.below(total)
        for v, w in pairs:
            if x < w:
                return v
            x -= w
        return pairs[-1][0]


def mix(*xs):
    h = 0x243F6A8885A308D3
    for x in xs:
        h = Rng(h ^ (x & M64)).next()
    return h


INTS = ["i8", "i16", "i32", "i64"]
FLOATS = ["f16", "bf16", "f32", "f64"]
ALL = ["i1"] + INTS + FLOATS
BITS = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64}
# Magnitudes floats are kept under (far below overflow; f16 max is 65504).
SOFT = {"f16": 8192.0, "bf16": 1e6, "f32": 1e6, "f64": 1e6}
NOISY_OPS = {"exp", "log", "tanh", "sigmoid", "erf", "pow", "rsqrt"}


def is_float(t):
    return t in FLOATS


def is_int(t):
    return t in INTS


def tmin(t):
    return 0 if t == "i1" else -(1 << (BITS[t] - 1))


def tmax(t):
    return 1 if t == "i1" else (1 << (BITS[t] - 1)) - 1




class Val:
    def __init__(self, name, elem, rank, full, decl, lo, hi, noisy=False, op=None, src=None):
        self.name = name
        self.elem = elem
        self.rank = rank
        self.full = full        # per own dim: True = runtime size of the slot, False = 1
        self.decl = decl        # per own dim: int or None ('?')
        self.lo = lo
        self.hi = hi
        self.noisy = noisy
        self.op = op            # producing op name (None for arguments)
        self.src = src          # unary ops: the operand Val
        self.uses = []          # operand Vals of the producing op

    def type(self):
        return "tensor<%s%s>" % ("".join(("?" if d is None else str(d)) + "x" for d in self.decl), self.elem)


class Retry(Exception):
    pass


def widen(lo, hi):
    return lo - abs(lo) * 0.01, hi + abs(hi) * 0.01


def int_norm(elem, lo, hi):
    if lo < tmin(elem) or hi > tmax(elem):
        return tmin(elem), tmax(elem)
    return lo, hi


class FuncGen:
    def __init__(self, rng, name, stats):
        self.rng = rng
        self.name = name
        self.stats = stats
        r = rng
        self.R = r.weighted([(0, 1), (1, 3), (2, 4), (3, 3), (4, 2)])
        # True size per slot for case 0; element count <= 64.
        while True:
            self.S = [r.weighted([(1, 2), (2, 4), (3, 4), (4, 2), (5, 1)]) for _ in range(self.R)]
            n = 1
            for s in self.S:
                n *= s
            if n <= 64:
                break
        self.args = []
        self.vals = []
        self.lines = []
        self.nv = 0
        self.elem_pref = r.weighted([("i1", 1)] + [(t, 3) for t in INTS] + [(t, 3) for t in FLOATS])

    # ---------------------------------------------------------------- values
    def new_shape(self):
        r = self.rng
        if self.R == 0:
            return 0, [], []
        rank = self.R if r.chance(0.6) else r.randint(1, self.R)
        full, decl = [], []
        for i in range(rank):
            s = self.S[self.R - rank + i]
            f = r.chance(1 - KNOBS["one"])
            full.append(f)
            size = s if f else 1
            decl.append(None if r.chance(KNOBS["dyn"]) else size)
        return rank, full, decl

    def new_arg(self, elem, dom=None):
        """A new function argument; dom = (lo, hi) forces its value range."""
        r = self.rng
        rank, full, decl = self.new_shape()
        if dom is not None:
            lo, hi = dom
        elif elem == "i1":
            lo, hi = 0, 1
        elif is_int(elem):
            lo, hi = r.weighted([((-16, 16), 5), ((-3, 3), 2), ((0, 15), 2), ((-100, 100), 2),
                                 ((tmin(elem), tmax(elem)), 3)])
            lo, hi = max(lo, tmin(elem)), min(hi, tmax(elem))
        else:
            lo, hi = r.weighted([((-4.0, 4.0), 5), ((-2.0, 2.0), 3), ((-1.0, 1.0), 1),
                                 ((0.25, 4.0), 2), ((-100.0, 100.0), 1)])
        v = Val("%%a%d" % len(self.args), elem, rank, full, decl, lo, hi)
        self.args.append(v)
        self.vals.append(v)
        return v

    def pick(self, elem, ok=None, exclude=None, p_new=0.2):
        """An existing value of type elem (recent ones preferred) satisfying ok,
        or None."""
        cands = [v for v in self.vals if v.elem == elem and v is not exclude and (ok is None or ok(v))]
        if not cands or self.rng.chance(p_new):
            return None
        # Prefer recent values: weight by position.
        return self.rng.weighted([(v, i + 1) for i, v in enumerate(cands)])

    def operand(self, elem, ok=None, fix=None, dom=None, exclude=None, p_new=0.2):
        """Pick (or create) an operand of type elem satisfying ok.  fix = (lo, hi)
        clamp range that makes any value qualify; dom = range for a new argument."""
        v = self.pick(elem, ok, exclude, p_new)
        if v is not None:
            return v
        if fix is not None and self.rng.chance(0.6):
            cands = [v for v in self.vals if v.elem == elem and v is not exclude]
            if cands:
                v = self.rng.weighted([(v, i + 1) for i, v in enumerate(cands)])
                c = self.clamp(v, fix[0], fix[1])
                if ok is None or ok(c):
                    return c
        v = self.new_arg(elem, dom)
        if ok is not None and not ok(v):
            raise Retry()
        return v

    # ------------------------------------------------------------------ emit
    def result_shape(self, ops):
        """Broadcast: rank, full pattern, inferred declared dims (mlir rules)."""
        rank = max(o.rank for o in ops)
        full, inferred = [], []
        for i in range(rank):
            f = False
            dims = []
            for o in ops:
                j = i - (rank - o.rank)
                if j >= 0:
                    f = f or o.full[j]
                    dims.append(o.decl[j])
                else:
                    dims.append(1)
            d = dims[0]
            for e in dims[1:]:
                d = bcast_dim(d, e)
            full.append(f)
            inferred.append(d)
        return rank, full, inferred

    def emit(self, opname, ops, elem, lo, hi, noisy=False, attrs=None, shape_of=None):
        r = self.rng
        rank, full, inferred = self.result_shape(shape_of or ops)
        decl = []
        for i, d in enumerate(inferred):
            slot = self.S[self.R - rank + i]
            if d is not None and r.chance(KNOBS["more_dyn"]):
                d = None
            elif d is None and r.chance(KNOBS["static"]):
                d = slot if full[i] else 1
            decl.append(d)
        name = "%%%d" % self.nv
        self.nv += 1
        v = Val(name, elem, rank, full, decl, lo, hi, noisy, opname, ops[0] if len(ops) == 1 else None)
        v.uses = list(ops)
        a = ""
        if attrs:
            body = ", ".join(attrs)
            a = (" <{%s}>" if r.chance(0.7) else " {%s}") % body
        self.lines.append('  %s = "tosa.%s"(%s)%s : (%s) -> %s' % (
            name, opname, ", ".join(o.name for o in ops), a,
            ", ".join(o.type() for o in ops), v.type()))
        self.vals.append(v)
        self.stats[opname] = self.stats.get(opname, 0) + 1
        self.stats[elem] = self.stats.get(elem, 0) + 1
        return v

    def clamp(self, v, lo, hi):
        e = v.elem
        if e == "f64":
            fa = ["min_fp = %s : f64" % fmt_float(lo), "max_fp = %s : f64" % fmt_float(hi)]
        elif is_float(e):
            at = self.rng.weighted([("f32", 6), ("f64", 1), (e, 1)])
            fa = ["min_fp = %s : %s" % (fmt_float(lo), at), "max_fp = %s : %s" % (fmt_float(hi), at)]
        else:
            fa = ["min_fp = %s : f32" % fmt_float(float(self.rng.randint(-3, 0))),
                  "max_fp = %s : f32" % fmt_float(float(self.rng.randint(0, 3)))]
        if is_float(e):
            ia = [self.rng.randint(-5, 0), self.rng.randint(0, 5)]
            nlo, nhi = min(max(v.lo, lo), hi), min(max(v.hi, lo), hi)
        else:
            ia = [int(lo), int(hi)]
            cl, ch = max(int(lo), tmin(e)), min(int(hi), tmax(e))
            if e == "i1":
                nlo, nhi = 0, 1
            else:
                nlo, nhi = min(max(v.lo, cl), ch), min(max(v.hi, cl), ch)
        attrs = ["min_int = %d : i64" % ia[0], "max_int = %d : i64" % ia[1]] + fa
        return self.emit("clamp", [v], e, nlo, nhi, v.noisy, attrs)

    # ------------------------------------------------------------------- ops
    def gen_op(self):
        r = self.rng
        op = r.weighted(OP_WEIGHTS)
        getattr(self, "op_" + op[0])(op)

    def choose_elem(self, allowed):
        """An element type from allowed, preferring ones already in use."""
        r = self.rng
        present = [v.elem for v in self.vals if v.elem in allowed]
        if present and r.chance(0.75):
            return r.choice(present)
        if self.elem_pref in allowed and r.chance(0.5):
            return self.elem_pref
        return r.choice(allowed)

    def op_binary(self, op):
        name = op[1]
        e = self.choose_elem(ALL)
        a = self.operand(e, ok=self.finite_ok(e), fix=self.fix_range(e))
        b = self.operand(e, ok=self.finite_ok(e), fix=self.fix_range(e),
                         exclude=a if self.rng.chance(0.85) else None)
        if is_float(e):
            lo, hi = float_bin(name, a, b)
            if max(abs(lo), abs(hi)) > SOFT[e]:
                raise Retry()
            lo, hi = widen(lo, hi)
        elif e == "i1":
            lo, hi = 0, 1
        else:
            lo, hi = int_norm(e, *int_bin(name, a, b))
        attrs = ["shift = 0 : i8"] if name == "mul" else None
        self.emit(name, [a, b], e, lo, hi, a.noisy or b.noisy, attrs)

    def op_mulwide(self, op):
        r = self.rng
        e = r.choice(["i1", "i8", "i8", "i16", "i16", "i32"])
        wider = [t for t in INTS if BITS[t] > BITS[e]]
        re_ = r.choice(wider)
        a = self.operand(e)
        b = self.operand(e)
        if e == "i1":
            lo, hi = -1, 1  # i1 operands are sign extended: true * true = 1
        else:
            lo, hi = int_bin("mul", a, b)
        lo, hi = int_norm(re_, lo, hi)
        self.emit("mul", [a, b], re_, lo, hi, False, ["shift = 0 : i8"])

    def op_compare(self, op):
        name = op[1]
        e = self.choose_elem(ALL)
        ok = (lambda v: not v.noisy) if is_float(e) else None
        a = self.operand(e, ok=ok)
        b = self.operand(e, ok=ok, exclude=a if name == "equal" else None)
        self.emit(name, [a, b], "i1", 0, 1)

    def op_select(self, op):
        e = self.choose_elem(ALL)
        c = self.operand("i1")
        a = self.operand(e)
        b = self.operand(e, exclude=a)
        lo, hi = min(a.lo, b.lo), max(a.hi, b.hi)
        self.emit("select", [c, a, b], e, lo, hi, a.noisy or b.noisy)

    def op_absneg(self, op):
        name = op[1]
        e = self.choose_elem(ALL)
        a = self.operand(e, ok=lambda v: v.op != name)
        if e == "i1":
            lo, hi = 0, 1
        elif is_float(e):
            lo, hi = (-a.hi, -a.lo) if name == "negate" else abs_iv(a.lo, a.hi)
        else:
            if a.lo == tmin(e):
                lo, hi = tmin(e), tmax(e)
            else:
                lo, hi = (-a.hi, -a.lo) if name == "negate" else abs_iv(a.lo, a.hi)
        self.emit(name, [a], e, lo, hi, a.noisy)

    def op_clamp(self, op):
        r = self.rng
        e = self.choose_elem(["i1"] + INTS + FLOATS)
        a = self.operand(e)
        if is_float(e):
            lo = r.randint(-64, 16) / 8.0
            hi = lo + r.randint(0, 64) / 8.0
        elif e == "i1":
            lo, hi = r.choice([(-1, 0), (0, 0), (-1, -1), (0, 5), (-3, 3)])
        else:
            lo = r.weighted([(r.randint(-20, 5), 6), (tmin(e), 1), (-1000, 1)])
            hi = r.weighted([(lo + r.randint(0, 30), 6), (tmax(e), 1), (1000, 1)])
            if hi < lo:
                hi = lo
        self.clamp(a, lo, hi)

    def op_bitwise(self, op):
        name = op[1]
        e = self.choose_elem(["i1"] + INTS)
        a = self.operand(e)
        if name == "bitwise_not":
            if e == "i1":
                lo, hi = 0, 1
            else:
                lo, hi = -a.hi - 1, -a.lo - 1
            self.emit(name, [a], e, lo, hi)
            return
        b = self.operand(e)
        if e == "i1":
            lo, hi = 0, 1
        elif a.lo >= 0 and b.lo >= 0:
            if name == "bitwise_and":
                lo, hi = 0, min(a.hi, b.hi)
            else:
                lo, hi = 0, (1 << max(a.hi, b.hi).bit_length()) - 1
        else:
            lo, hi = tmin(e), tmax(e)
        self.emit(name, [a, b], e, lo, hi)

    def op_logical(self, op):
        name = op[1]
        a = self.operand("i1")
        ops = [a] if name == "logical_not" else [a, self.operand("i1")]
        self.emit(name, ops, "i1", 0, 1)

    def op_shift(self, op):
        r = self.rng
        name = op[1]
        e = self.choose_elem(INTS)
        bw = BITS[e]
        rnd = name == "arithmetic_right_shift" and r.chance(0.5)
        smin_req = 1 if rnd else 0
        a = self.operand(e)
        top = r.choice([bw - 1, bw - 1, min(7, bw - 1), 3])
        b = self.operand(e, ok=lambda v: v.lo >= smin_req and v.hi <= bw - 1,
                         fix=(smin_req, top), dom=(smin_req, top))
        s0, s1 = b.lo, b.hi
        if name == "logical_left_shift":
            if a.lo >= 0 and (a.hi << s1) <= tmax(e):
                lo, hi = a.lo << s0, a.hi << s1
            else:
                lo, hi = tmin(e), tmax(e)
        elif name == "logical_right_shift":
            if a.lo >= 0:
                lo, hi = a.lo >> s1, a.hi >> s0
            elif s0 >= 1:
                lo, hi = 0, ((1 << bw) - 1) >> s0
            else:
                lo, hi = tmin(e), tmax(e)
        else:
            lo = min(a.lo >> s0, a.lo >> s1)
            hi = max(a.hi >> s0, a.hi >> s1) + (1 if rnd else 0)
            lo, hi = int_norm(e, lo, hi)
        attrs = ["round = %s" % ("true" if rnd else "false")] if name == "arithmetic_right_shift" else None
        self.emit(name, [a, b], e, lo, hi, False, attrs)

    def op_intdiv(self, op):
        r = self.rng
        e = "i32"
        neg = r.chance(0.3)
        dfix = (-7, -1) if neg else (1, 7)
        b = self.operand(e, ok=lambda v: v.lo >= 1 or v.hi <= -1, fix=dfix, dom=dfix)
        if b.lo <= -1 <= b.hi:
            a = self.operand(e, ok=lambda v: v.lo > tmin(e), fix=(-100000, 100000), dom=(-1000, 1000))
        else:
            a = self.operand(e)
        m = max(abs(a.lo), abs(a.hi))
        self.emit("int_div", [a, b], e, -m, m)

    def op_clz(self, op):
        e = self.choose_elem(INTS + ["i1"])
        a = self.operand(e)
        if e == "i1":
            self.emit("clz", [a], e, 0, 1)
        else:
            self.emit("clz", [a], e, 0, BITS[e])

    def op_funary(self, op):
        r = self.rng
        name = op[1]
        e = self.choose_elem(FLOATS)
        soft = SOFT[e]
        bounded = lambda v: max(abs(v.lo), abs(v.hi)) <= soft
        if name in ("exp", "log"):
            other = "log" if name == "exp" else "exp"
            if name == "exp":
                a = self.operand(e, ok=lambda v: v.op != other and v.lo >= -30 and v.hi <= 7,
                                 fix=(-4.0, 4.0), dom=(-4.0, 4.0))
                lo, hi = math.exp(a.lo), math.exp(a.hi)
            else:
                a = self.operand(e, ok=lambda v: v.op != other and v.lo >= 0.0625 and bounded(v),
                                 fix=(0.125, 8.0), dom=(0.0625, 16.0))
                lo, hi = math.log(a.lo), math.log(a.hi)
        elif name in ("tanh", "erf"):
            a = self.operand(e, ok=bounded, fix=(-4.0, 4.0))
            f = math.tanh if name == "tanh" else math.erf
            lo, hi = f(a.lo), f(a.hi)
        elif name == "sigmoid":
            a = self.operand(e, ok=lambda v: v.lo >= -10 and v.hi <= 1000, fix=(-8.0, 8.0))
            lo, hi = sigm(a.lo), sigm(a.hi)
        elif name in ("ceil", "floor"):
            a = self.operand(e, ok=lambda v: not v.noisy and bounded(v))
            f = math.ceil if name == "ceil" else math.floor
            lo, hi = float(f(a.lo)), float(f(a.hi))
        elif name == "reciprocal":
            neg = r.chance(0.3)
            fx = (-4.0, -0.25) if neg else (0.25, 4.0)
            a = self.operand(e, ok=lambda v: (v.lo >= 0.0625 or v.hi <= -0.0625) and bounded(v),
                             fix=fx, dom=fx)
            lo, hi = sorted((1.0 / a.lo, 1.0 / a.hi))
        elif name == "rsqrt":
            a = self.operand(e, ok=lambda v: v.lo >= 0.0625 and bounded(v), fix=(0.25, 16.0),
                             dom=(0.0625, 16.0))
            lo, hi = 1.0 / math.sqrt(a.hi), 1.0 / math.sqrt(a.lo)
        elif name == "pow":
            a = self.operand(e, ok=lambda v: v.lo >= 0.125 and v.hi <= 8, fix=(0.5, 4.0),
                             dom=(0.25, 4.0))
            b = self.operand(e, ok=lambda v: v.lo >= -4 and v.hi <= 4, fix=(-3.0, 3.0),
                             dom=(-3.0, 3.0))
            corners = [x ** y for x in (a.lo, a.hi) for y in (b.lo, b.hi)]
            lo, hi = widen(min(corners), max(corners))
            if hi > SOFT[e]:
                raise Retry()
            self.emit("pow", [a, b], e, lo, hi, True)
            return
        else:
            raise AssertionError(name)
        lo, hi = widen(lo, hi)
        self.emit(name, [a], e, lo, hi, a.noisy or name in NOISY_OPS)

    def op_cast(self, op):
        r = self.rng
        s = self.choose_elem(ALL)
        targets = [t for t in ALL if t != s
                   and not (s in ("f16", "bf16") and t in ("f16", "bf16"))
                   and not (is_float(s) and t == "i64")]
        d = r.choice(targets)
        ok = None
        fix = None
        if is_float(s) and not is_float(d):
            ok = lambda v: not v.noisy
        elif d == "f16" and s != "i1":
            ok = lambda v: max(abs(v.lo), abs(v.hi)) <= 60000
            fix = (-1000, 1000) if is_int(s) else (-1000.0, 1000.0)
        elif is_float(d) and is_int(s):
            ok = lambda v: max(abs(v.lo), abs(v.hi)) <= 1e15
            fix = (-1000000, 1000000)
        a = self.operand(s, ok=ok, fix=fix)
        noisy = False
        if d == "i1":
            lo, hi = 0, 1
        elif s == "i1":
            lo, hi = (0.0, 1.0) if is_float(d) else (0, 1)
        elif is_float(d):
            lo, hi = float(a.lo), float(a.hi)
            if is_float(s):
                noisy = a.noisy
                lo, hi = widen(lo, hi)
            if max(abs(lo), abs(hi)) > SOFT[d]:
                # Still finite (checked above), just large: keep it out of
                # float arithmetic by recording a huge interval.
                pass
        elif is_int(s):
            lo, hi = a.lo, a.hi
            if lo < tmin(d) or hi > tmax(d):
                lo, hi = tmin(d), tmax(d)
        else:  # float -> int, saturating
            lo = max(min(math.floor(a.lo), tmax(d)), tmin(d))
            hi = max(min(math.ceil(a.hi), tmax(d)), tmin(d))
        self.emit("cast", [a], d, lo, hi, noisy)

    def finite_ok(self, e):
        if not is_float(e):
            return None
        lim = math.sqrt(SOFT[e]) if e == "f16" else SOFT[e] / 4
        return lambda v: max(abs(v.lo), abs(v.hi)) <= lim

    def fix_range(self, e):
        if not is_float(e):
            return None
        return (-16.0, 16.0)

    # ----------------------------------------------------------------- build
    def build(self):
        r = self.rng
        nops = r.weighted([(1, 2), (2, 3), (3, 4), (4, 4), (5, 3), (6, 3), (8, 2), (12, 1)])
        done = 0
        tries = 0
        while done < nops and tries < nops * 30:
            tries += 1
            saved = (len(self.args), len(self.vals), len(self.lines), self.nv, dict(self.stats))
            try:
                self.gen_op()
                done += 1
            except Retry:
                self.args = self.args[:saved[0]]
                self.vals = self.vals[:saved[1]]
                self.lines = self.lines[:saved[2]]
                self.nv = saved[3]
                self.stats.clear()
                self.stats.update(saved[4])
        results = [v for v in self.vals if v.op is not None]
        if not results:
            return None
        # Return the last value and (mostly) the other values nothing uses,
        # so that every op is checked; at most 3 results.
        used = set()
        for v in self.vals:
            used.update(id(o) for o in v.uses)
        outs = [results[-1]]
        sinks = [v for v in results[:-1] if id(v) not in used]
        while sinks and len(outs) < 3 and r.chance(0.85):
            outs.append(sinks.pop())
        return outs

    def cases(self):
        """Runtime slot sizes per case: case 0 is self.S; more cases vary the
        slots where every full value is declared '?'."""
        r = self.rng
        fixed = [False] * self.R
        for v in self.vals:
            for i in range(v.rank):
                if v.full[i] and v.decl[i] is not None:
                    fixed[self.R - v.rank + i] = True
        out = [list(self.S)]
        seen = [self.arg_shapes(self.S)]
        if any(not f for f in fixed):
            for _ in range(r.weighted([(0, 2), (1, 3), (2, 2)])):
                for _t in range(10):
                    s = [self.S[i] if fixed[i] else r.weighted([(1, 3), (2, 3), (3, 3), (4, 2), (5, 1)])
                         for i in range(self.R)]
                    n = 1
                    for x in s:
                        n *= x
                    if n <= 64 and self.arg_shapes(s) not in seen:
                        out.append(s)
                        seen.append(self.arg_shapes(s))
                        break
        return out

    def arg_shapes(self, S):
        shapes = []
        for a in self.args:
            dims = [S[self.R - a.rank + i] if a.full[i] else 1 for i in range(a.rank)]
            shapes.append("x".join(str(d) for d in dims) if dims else "scalar")
        return shapes

    def text(self, outs):
        r = self.rng
        lines = []
        for S in self.cases():
            lines.append("// EXEC: " + ", ".join(self.arg_shapes(S)))
        for i, a in enumerate(self.args):
            if is_float(a.elem):
                lines.append("// EXEC-RANGE: %d %s %s" % (i, fmt_float(a.lo), fmt_float(a.hi)))
            else:
                lo = "min" if a.lo == tmin(a.elem) and a.elem != "i1" else str(a.lo)
                hi = "max" if a.hi == tmax(a.elem) and a.elem != "i1" else str(a.hi)
                lines.append("// EXEC-RANGE: %d %s %s" % (i, lo, hi))
        lines.append("// EXEC-SEED: %d" % r.below(1 << 31))
        rt = [o.type() for o in outs]
        lines.append("func.func @%s(%s) -> %s {" % (
            self.name, ", ".join("%s: %s" % (a.name, a.type()) for a in self.args),
            rt[0] if len(rt) == 1 else "(" + ", ".join(rt) + ")"))
        lines += self.lines
        lines.append("  return %s : %s" % (", ".join(o.name for o in outs), ", ".join(rt)))
        lines.append("}")
        return "\n".join(lines)


def bcast_dim(a, b):
    """mlir OpTrait::util::getBroadcastedShape for one dim (None = '?')."""
    if a is None or b is None:
        if a is not None and a > 1:
            return a
        if b is not None and b > 1:
            return b
        if a == 1:
            return b
        if b == 1:
            return a
        return None
    if a == b or b == 1:
        return a
    if a == 1:
        return b
    raise AssertionError("incompatible static dims %s %s" % (a, b))


def abs_iv(lo, hi):
    if lo <= 0 <= hi:
        return 0 * lo, max(-lo, hi)
    return min(abs(lo), abs(hi)), max(abs(lo), abs(hi))


def float_bin(name, a, b):
    if name == "add":
        return a.lo + b.lo, a.hi + b.hi
    if name == "sub":
        return a.lo - b.hi, a.hi - b.lo
    if name == "mul":
        c = [x * y for x in (a.lo, a.hi) for y in (b.lo, b.hi)]
        return min(c), max(c)
    if name == "maximum":
        return max(a.lo, b.lo), max(a.hi, b.hi)
    if name == "minimum":
        return min(a.lo, b.lo), min(a.hi, b.hi)
    raise AssertionError(name)


def int_bin(name, a, b):
    if name in ("add", "sub", "mul", "maximum", "minimum"):
        return float_bin(name, a, b)
    raise AssertionError(name)


def sigm(x):
    if x < -700:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


OP_WEIGHTS = [
    (("binary", "add"), 6), (("binary", "sub"), 5), (("binary", "mul"), 5),
    (("binary", "maximum"), 3), (("binary", "minimum"), 3), (("mulwide", "mul"), 2),
    (("compare", "equal"), 3), (("compare", "greater"), 3), (("compare", "greater_equal"), 3),
    (("select", "select"), 4),
    (("absneg", "abs"), 3), (("absneg", "negate"), 3),
    (("clamp", "clamp"), 3),
    (("bitwise", "bitwise_and"), 2), (("bitwise", "bitwise_or"), 2), (("bitwise", "bitwise_xor"), 2),
    (("bitwise", "bitwise_not"), 2),
    (("logical", "logical_and"), 2), (("logical", "logical_or"), 2), (("logical", "logical_xor"), 2),
    (("logical", "logical_not"), 2),
    (("shift", "logical_left_shift"), 2), (("shift", "logical_right_shift"), 2),
    (("shift", "arithmetic_right_shift"), 3),
    (("intdiv", "int_div"), 2), (("clz", "clz"), 2),
    (("funary", "exp"), 2), (("funary", "log"), 2), (("funary", "tanh"), 2), (("funary", "sigmoid"), 2),
    (("funary", "ceil"), 2), (("funary", "floor"), 2), (("funary", "reciprocal"), 2),
    (("funary", "rsqrt"), 2), (("funary", "pow"), 2), (("funary", "erf"), 2),
    (("cast", "cast"), 8),
]


def gen_program(seed, index, stats):
    """Program `index` of campaign `seed`: (text, nfuncs, ncases, nops)."""
    rng = Rng(mix(seed, index))
    nf = rng.weighted([(1, 2), (2, 3), (3, 3), (4, 2)])
    parts = ["// program %d (seed %d)" % (index, seed)]
    nfun = ncase = nops = 0
    k = 0
    while nfun < nf:
        fg = FuncGen(Rng(rng.next()), "p%d_f%d" % (index, k), stats)
        k += 1
        outs = fg.build()
        if outs is None:
            continue
        parts.append(fg.text(outs))
        nfun += 1
        ncase += sum(1 for l in parts[-1].split("\n") if l.startswith("// EXEC: "))
        nops += len(fg.lines)
    return "\n\n".join(parts) + "\n", nfun, ncase, nops


def main(argv):
    ap = argparse.ArgumentParser(description="Random TOSA element-wise programs for exec_compare.py "
                                 "(see the file header).")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=20)
    ap.add_argument("--per-file", type=int, default=25)
    ap.add_argument("--out", default=".")
    ap.add_argument("--prefix", default="rand")
    ap.add_argument("--only", type=int, default=None)
    ap.add_argument("--stats", action="store_true")
    for k in KNOBS:
        ap.add_argument("--p-" + k.replace("_", "-"), dest="p_" + k, type=float, default=KNOBS[k])
    a = ap.parse_args(argv)
    for k in KNOBS:
        KNOBS[k] = getattr(a, "p_" + k)
    stats = {}
    if a.only is not None:
        text, nf, nc, no = gen_program(a.seed, a.only, stats)
        sys.stdout.write(text)
        return 0
    os.makedirs(a.out, exist_ok=True)
    tot_f = tot_c = tot_o = 0
    files = 0
    per = max(1, a.per_file)
    for start in range(0, a.count, per):
        chunks = []
        for i in range(start, min(a.count, start + per)):
            text, nf, nc, no = gen_program(a.seed, i, stats)
            chunks.append(text)
            tot_f += nf
            tot_c += nc
            tot_o += no
        path = os.path.join(a.out, "%s_s%d_%04d.mlir" % (a.prefix, a.seed, start // per))
        with open(path, "w") as fh:
            fh.write("// Generated by gen_random.py --seed %d (programs %d-%d); do not edit.\n"
                     % (a.seed, start, start + len(chunks) - 1))
            fh.write("\n// -----\n\n".join(chunks))
        files += 1
    if a.stats:
        for k in sorted(stats):
            print("%-24s %d" % (k, stats[k]), file=sys.stderr)
    print("gen_random: seed %d: %d programs, %d functions, %d exec cases, %d ops in %d files -> %s"
          % (a.seed, a.count, tot_f, tot_c, tot_o, files, a.out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
