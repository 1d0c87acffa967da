#!/usr/bin/env python3
"""exec_compare.py - execution comparison harness for tosa2linalg.

Lowers TOSA test programs twice -- with our tool ("ours") and with the
reference, mlir-opt-19's tosa-to-linalg ("ref") -- then compiles both
lowerings with mlir-opt-22, runs them with mlir-runner-22 on the same
deterministic pseudo-random inputs and compares every result element.

Usage:
  exec_compare.py [options] FILE.mlir [FILE.mlir ...]

  --ours CMD        our tool, run as `CMD in.mlir -o out.mlir`
                    (default: build/tosa2linalg, relative to the cwd or else to
                    the repository root)
  --ref CMD         reference lowering, run the same way (default:
                    mlir-opt-19 --pass-pipeline=builtin.module(func.func(tosa-to-linalg)))
  --ref-extra ELEM  append a pass-pipeline element to the reference pipeline for
                    every file, e.g. 'func.func(tosa-to-arith{include-apply-rescale=true})'
                    (repeatable; see also the EXEC-REF directive)
  --mlir-opt-22 P   mlir-opt used to compile the execution module (default mlir-opt-22)
  --runner P        runner (default mlir-runner-22)
  --shared-libs L   comma separated runner libraries (default: the llvm-22
                    libmlir_runner_utils / libmlir_c_runner_utils)
  --keep DIR        keep every intermediate file under DIR
  --timeout S       per-subprocess timeout in seconds (default 120)
  -v                verbose: print commands and one line per passing case

Exit status: 0 when every case matched, 1 when any case failed (mismatch,
lowering failure, crash), 2 for usage / directive errors.  The last line
printed is always `exec: N passed, M failed`, N and M counting executed
function x shape cases (a chunk that our tool fails to lower and that holds
no executed case counts as one failure).

Input files
-----------
Ordinary MLIR with TOSA ops (generic form is fine).  Lines equal to
`// -----` split the file into independent chunks, as with
`mlir-opt --split-input-file`; each chunk is lowered on its own, so function
names only need to be unique inside a chunk.  Every function must lower with
our tool, whether or not it is executed.  Arguments and results of executed
functions must be ranked tensors (static, `?` or rank 0) of i1, i8, i16, i32,
i64, f16, bf16, f32 or f64.

Directives
----------
Directives are `//` comment lines.  Function directives are the ones on the
lines between the previous function (or the chunk start) and the
`func.func` line they apply to.  <arg> is a 0-based argument index or `*` for
all arguments.

  // EXEC: <shape>, <shape>, ...
        One execution case: the concrete runtime shape of each argument, in
        order.  A shape is `2x3`, `5`, or `scalar` / empty for rank 0 (so a
        function with one rank-0 argument can say `// EXEC: scalar` or
        `// EXEC:`).  Repeat the line for more cases.  A function without EXEC
        lines is lowered but not executed.  Inputs are built as constants of
        the runtime shape and `tensor.cast` to the declared argument type.
  // EXEC-SEED: <n>
        Base seed of the input generator (default: derived from the function
        name); case k uses seed n+k.
  // EXEC-RANGE: <arg> <lo> <hi>
        Inclusive value range.  Integers: whole numbers, or `min`/`max` for
        the element type's limits.  Floats: reals; values are drawn on a 1/16
        grid when the range is at least 1 wide, then rounded to the element
        type.  Defaults: i1 {0,1}; other integers [-16, 16]; floats [-4, 4].
  // EXEC-NONZERO: <arg>[, <arg> ...]
        Never generate zero (integer divisors, reciprocal, ...).
  // EXEC-VALUES: <arg> <v> <v> ...
        Draw every element from this list instead of a range.  Floats accept
        nan, inf, -inf, -0.0; i1 accepts true/false/0/1.
  // EXEC-TOL: <rel> [<abs>]
        Float tolerance: a and b match when both are NaN, equal (incl. inf of
        the same sign), or |a-b| <= max(abs, rel*max(|a|,|b|)).  Defaults
        rel = abs = 1e-12 (f64), 1e-5 (f32), 2e-3 (f16), 1.6e-2 (bf16).
        So any NaN matches any NaN and -0.0 matches +0.0.  Integers and i1
        always compare exactly.
  // EXEC-EXPECT-FROM: @other
        For functions the reference cannot lower (it crashes or rejects
        them): compare this function's results under OUR lowering with the
        results of @other (in the same chunk, else the unique @other in the
        file) under the REFERENCE lowering, fed the same flat input values.
        @other must have the same number of arguments and results and the
        same element types; its runtime shapes are its static dims, with `?`
        dims taken from this case's shape aligned to the right.  Functions
        carrying this directive are removed from the text given to the
        reference.  Result shapes and values must match.
        A function that casts bf16, f32 or f64 to i64 is never compared with
        mlir-opt-19's lowering of it (every result INT64_MAX: its upper bound
        wraps): with mlir-opt-19 as the reference, it needs this directive
        (a directive error otherwise); mlir-opt-22 lowers it right.

File directive (anywhere in the file, applies to every chunk):

  // EXEC-REF: <variant>
        Reference pipeline variant:
          default        plain tosa-to-linalg
          apply-rescale  also run tosa-to-arith{include-apply-rescale=true}
                         (needed for integer tosa.mul with a non-zero shift
                         and for tosa.rescale)
          extra <elem>   append the pass-pipeline element <elem>, e.g.
                         `extra func.func(tosa-to-tensor)` for programs that
                         also use tosa.reshape / tosa.slice
        Repeatable; extras accumulate.  mlir-opt-19's tosa-to-linalg leaves
        tosa.const and tosa.apply_scale alone, and mlir-opt-22 cannot read
        them as version 19 prints them, so programs using tosa.const need
        apply-rescale (or `extra func.func(tosa-to-arith)`) as well.

How it runs
-----------
Per file: the reference lowers the whole file in one `--split-input-file`
invocation (falling back to chunk by chunk when it fails), ours lowers chunk by
chunk.  Every lowered chunk gets its function symbols and attribute aliases
prefixed, then ALL chunks of BOTH lowerings plus one `main` that runs every
case go into ONE module, compiled by one mlir-opt-22 and run by one
mlir-runner-22.  Results are converted to i64 in the module (integers sign-
extended, i1 zero-extended, floats bit-cast to their bit pattern) and printed
with printMemrefI64, so floats are compared bit-exactly decoded in Python.
If the combined module fails to compile or run, each lowering is then built
on its own, and on a crash each case is rerun alone, to say who failed.
"""

import argparse
import math
import os
import re
import shlex
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))

DEFAULT_REF = "mlir-opt-19 --pass-pipeline=builtin.module(func.func(tosa-to-linalg))"
APPLY_RESCALE = "func.func(tosa-to-arith{include-apply-rescale=true})"
LIBDIR = "/usr/lib/llvm-22/lib"
DEFAULT_LIBS = ",".join([LIBDIR + "/libmlir_runner_utils.so.22.1",
                         LIBDIR + "/libmlir_c_runner_utils.so.22.1"])

# The one place that says how an execution module is compiled.  The same
# pipeline serves every element type: convert-math-to-funcs outlines the math
# ops nothing else lowers (math.ipowi; math.fpowi too), convert-math-to-llvm
# handles what LLVM has intrinsics for (incl. ctlz/cttz/ctpop), and
# convert-math-to-libm (after it) turns the rest (erf, tanh, atan2, cbrt, ...)
# into libm calls, promoting f16/bf16 to f32 first; f16 and bf16 arith lower
# to LLVM directly.  Checked op by op on f16/bf16/f32/f64 and i8..i64 for
# every math op plus arith min/max/rem/div/shift ops. convert-index-to-llvm
# serves the index dialect (index.mul / index.remu of tosa.fft2d's lowering).
EXEC_PIPELINE = [
    "--convert-elementwise-to-linalg",  # arith/math ops on tensors in model files
    "--convert-math-to-funcs",
    "--one-shot-bufferize=bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map "
    "allow-return-allocs-from-loops",  # scf.while yielding new tensors (tosa.while_loop)
    "--convert-linalg-to-loops",
    "--convert-scf-to-cf",
    "--expand-strided-metadata",
    "--lower-affine",
    "--finalize-memref-to-llvm",
    "--convert-math-to-llvm",
    "--convert-math-to-libm",
    "--convert-arith-to-llvm",
    "--convert-index-to-llvm",
    "--convert-func-to-llvm",
    "--convert-vector-to-llvm",  # vector.print in model files; after func-to-llvm, so
                                 # that it reuses the harness's printNewline declaration
    "--convert-cf-to-llvm",
    "--reconcile-unrealized-casts",
]

INT_TYPES = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64}
FLOAT_TYPES = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}
DEFAULT_TOL = {"f64": 1e-12, "f32": 1e-5, "f16": 2e-3, "bf16": 1.6e-2}

DIRECTIVE_RE = re.compile(r"^\s*//\s*(EXEC(?:-[A-Z]+)*)\s*:(.*)$")
GLOBAL_RE = re.compile(r"\bml_program\.global\s+(?:(?:public|private|nested|mutable)\s+)*@([\w$.]+)")
FUNC_RE = re.compile(r"\bfunc\.func\s+(?:(?:public|private|nested)\s+)?@([\w$.]+)\s*\(")
# A tosa.cast from bf16, f32 or f64 to i64 (either form): mlir-opt-19 lowers it
# wrongly (its upper bound wraps to -2^63, every result is INT64_MAX), so it is
# never compared with mlir-opt-19's lowering.
CAST_TO_I64_RE = re.compile(r"tosa\.cast\b.*:\s*\(\s*tensor<(?:[^<>]*x)?(?:bf16|f32|f64)>\s*\)\s*->\s*"
                            r"tensor<(?:[^<>]*x)?i64>")
SPLIT_RE = re.compile(r"^// -----")


class DirectiveError(Exception):
    pass


# --------------------------------------------------------------------------
# Small text helpers


def split_top(text, sep=","):
    """Split on `sep` outside (), <>, [], {} and strings; '->' is not a bracket."""
    out, depth, cur, i = [], 0, [], 0
    while i < len(text):
        c = text[i]
        if c == '"':
            j = i + 1
            while j < len(text) and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            cur.append(text[i:j + 1])
            i = j + 1
            continue
        if c == "-" and text[i + 1:i + 2] == ">":
            cur.append("->")
            i += 2
            continue
        if c in "(<[{":
            depth += 1
        elif c in ")>]}":
            depth -= 1
        if c == sep and depth == 0:
            out.append("".join(cur))
            cur = []
        else:
            cur.append(c)
        i += 1
    out.append("".join(cur))
    return [s.strip() for s in out]


def match_close(text, i, open_c, close_c):
    """Index of the bracket closing text[i] (== open_c); strings are skipped.
    For '<' the arrow '->' is ignored."""
    depth = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c == '"':
            i += 1
            while i < n and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
        elif c == open_c:
            depth += 1
        elif c == close_c and not (c == ">" and text[i - 1] == "-"):
            depth -= 1
            if depth == 0:
                return i
        i += 1
    return -1


class TensorType:
    def __init__(self, text):
        self.text = text.strip()
        m = re.fullmatch(r"tensor<(.*)>", self.text)
        if not m:
            raise DirectiveError("not a ranked tensor type: %s" % self.text)
        parts = m.group(1).split("x")
        self.elem = parts[-1].strip()
        if "," in self.elem or self.elem not in INT_TYPES and self.elem not in FLOAT_TYPES:
            raise DirectiveError("unsupported element type in %s" % self.text)
        dims = []
        for d in parts[:-1]:
            d = d.strip()
            if d == "?":
                dims.append(None)
            elif d == "*":
                raise DirectiveError("unranked tensor %s not supported" % self.text)
            else:
                dims.append(int(d))
        self.dims = dims

    @property
    def rank(self):
        return len(self.dims)

    def with_elem(self, elem):
        return "tensor<%s%s>" % ("".join(("?" if d is None else str(d)) + "x" for d in self.dims), elem)


def static_type(shape, elem):
    return "tensor<%s%s>" % ("".join("%dx" % d for d in shape), elem)


class Func:
    """A func.func found in MLIR text."""

    def __init__(self, name, start, end, arg_types, res_types, has_body, line):
        self.name = name
        self.start = start          # offset of 'func.func' (line start)
        self.end = end              # offset after the closing '}' (or line end)
        self.arg_types = arg_types  # list of type strings
        self.res_types = res_types
        self.has_body = has_body
        self.line = line
        self.directives = []        # (lineno, key, value)


_LLVM_MAJOR = {}


def llvm_major(tool):
    """The LLVM major version `tool --version` names, or None."""
    if tool not in _LLVM_MAJOR:
        try:
            out = subprocess.run([tool, "--version"], capture_output=True, text=True, timeout=30).stdout
        except (OSError, subprocess.TimeoutExpired):
            out = ""
        m = re.search(r"LLVM version (\d+)\.", out)
        _LLVM_MAJOR[tool] = int(m.group(1)) if m else None
    return _LLVM_MAJOR[tool]


def parse_funcs(text):
    """Find top-level-looking func.func ops; returns list of Func."""
    funcs = []
    pos = 0
    while True:
        m = FUNC_RE.search(text, pos)
        if not m:
            break
        # Ignore matches inside comments.
        ls = text.rfind("\n", 0, m.start()) + 1
        if text[ls:m.start()].lstrip().startswith("//"):
            pos = m.end()
            continue
        name = m.group(1)
        lp = m.end() - 1
        rp = match_close(text, lp, "(", ")")
        if rp < 0:
            raise DirectiveError("cannot parse signature of @%s" % name)
        args = [a for a in split_top(text[lp + 1:rp]) if a]
        arg_types = []
        for a in args:
            if a.startswith("%"):
                a = a.split(":", 1)[1]
            a = re.sub(r"\{.*\}\s*$", "", a.strip(), flags=re.S).strip()
            arg_types.append(a)
        i = rp + 1
        sig_end = i
        res_types = []
        while i < len(text) and text[i].isspace():
            i += 1
        if text.startswith("->", i):
            i += 2
            while text[i].isspace():
                i += 1
            if text[i] == "(":
                e = match_close(text, i, "(", ")")
                res_types = [re.sub(r"\{.*\}\s*$", "", r, flags=re.S).strip()
                             for r in split_top(text[i + 1:e]) if r]
                i = e + 1
            else:
                j = i
                depth = 0
                while j < len(text):
                    c = text[j]
                    if c == "<":
                        depth += 1
                    elif c == ">" and text[j - 1] != "-":
                        depth -= 1
                    elif depth == 0 and (c.isspace() or c in "{,"):
                        break
                    j += 1
                res_types = [text[i:j].strip()]
                i = j
            sig_end = i
        # optional attributes {...}
        k = i
        while k < len(text) and text[k].isspace():
            k += 1
        if text.startswith("attributes", k):
            b = text.index("{", k)
            k = match_close(text, b, "{", "}") + 1
            sig_end = k
            while k < len(text) and text[k].isspace():
                k += 1
        has_body = k < len(text) and text[k] == "{"
        if has_body:
            end = match_close(text, k, "{", "}") + 1
        else:
            end = sig_end
        line = text.count("\n", 0, m.start()) + 1
        funcs.append(Func(name, ls, end, arg_types, res_types, has_body, line))
        pos = end
    return funcs


# --------------------------------------------------------------------------
# Input data generation


class Rng:
    """splitmix64: deterministic across Python versions."""

    def __init__(self, seed):
        self.s = seed & 0xFFFFFFFFFFFFFFFF

    def next(self):
        self.s = (self.s + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        z = self.s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
        return z ^ (z >> 31)

    def below(self, n):
        return self.next() % n

    def uniform(self):
        return (self.next() >> 11) / float(1 << 53)


def int_limits(elem):
    if elem == "i1":
        return 0, 1
    b = INT_TYPES[elem]
    return -(1 << (b - 1)), (1 << (b - 1)) - 1


def round_float(v, elem):
    """Round a python float to the nearest value of elem (saturating)."""
    if math.isnan(v) or math.isinf(v):
        return v
    if elem == "f64":
        return v
    if elem == "f32":
        try:
            return struct.unpack("<f", struct.pack("<f", v))[0]
        except OverflowError:
            return math.copysign(3.4028234663852886e38, v)
    if elem == "f16":
        try:
            return struct.unpack("<e", struct.pack("<e", v))[0]
        except OverflowError:
            return math.copysign(65504.0, v)
    if elem == "bf16":
        bits = bf16_bits(v)
        if bits & 0x7F80 == 0x7F80:  # overflowed to inf
            return math.copysign(3.3895313892515355e38, v)
        return struct.unpack("<f", struct.pack("<I", bits << 16))[0]
    raise ValueError(elem)


def bf16_bits(v):
    try:
        b = struct.unpack("<I", struct.pack("<f", v))[0]
    except OverflowError:
        b = 0xFF800000 if v < 0 else 0x7F800000
    if (b & 0x7F800000) == 0x7F800000 and b & 0x7FFFFF:
        return 0x7FC0
    lsb = (b >> 16) & 1
    b = (b + 0x7FFF + lsb) & 0xFFFFFFFF
    return b >> 16


def float_bits(v, elem):
    if elem == "f64":
        return struct.unpack("<Q", struct.pack("<d", v))[0]
    if elem == "f32":
        return struct.unpack("<I", struct.pack("<f", v))[0]
    if elem == "f16":
        return struct.unpack("<H", struct.pack("<e", v))[0]
    return bf16_bits(v)


def decode_float(bits, elem):
    if elem == "f64":
        return struct.unpack("<d", struct.pack("<Q", bits & 0xFFFFFFFFFFFFFFFF))[0]
    if elem == "f32":
        return struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0]
    if elem == "f16":
        return struct.unpack("<e", struct.pack("<H", bits & 0xFFFF))[0]
    return struct.unpack("<f", struct.pack("<I", (bits & 0xFFFF) << 16))[0]


def float_literal(v, elem):
    if math.isnan(v) or math.isinf(v):
        width = FLOAT_TYPES[elem] // 4
        return "0x%0*X" % (width, float_bits(v, elem))
    return mlir_float(v)


def mlir_float(v):
    """A finite float as an MLIR float literal (repr, with '.0' where MLIR needs it: 1e-05 -> 1.0e-05)."""
    s = repr(float(v))
    if "e" in s and "." not in s.split("e")[0]:
        a, b = s.split("e")
        s = a + ".0e" + b
    return s


class ArgSpec:
    def __init__(self):
        self.lo = None
        self.hi = None
        self.values = None
        self.nonzero = False


def parse_value(tok, elem):
    t = tok.strip().lower()
    if elem in INT_TYPES:
        lo, hi = int_limits(elem)
        if t == "min":
            return lo
        if t == "max":
            return hi
        if t == "true":
            return 1
        if t == "false":
            return 0
        return int(t, 0)
    if t in ("nan", "+nan"):
        return float("nan")
    if t in ("inf", "+inf"):
        return float("inf")
    if t == "-inf":
        return float("-inf")
    return round_float(float(t), elem)


def gen_values(rng, n, elem, spec):
    out = []
    if spec.values is not None:
        pool = spec.values
        if spec.nonzero:
            pool = [v for v in pool if v != 0]
            if not pool:
                raise DirectiveError("EXEC-VALUES leaves nothing nonzero")
        for _ in range(n):
            out.append(pool[rng.below(len(pool))])
        return out
    if elem in INT_TYPES:
        tlo, thi = int_limits(elem)
        lo = spec.lo if spec.lo is not None else (0 if elem == "i1" else -16)
        hi = spec.hi if spec.hi is not None else (1 if elem == "i1" else 16)
        lo, hi = max(lo, tlo), min(hi, thi)
        if lo > hi or (spec.nonzero and lo == hi == 0):
            raise DirectiveError("empty integer range [%d, %d] for %s" % (lo, hi, elem))
        for _ in range(n):
            while True:
                v = lo + rng.below(hi - lo + 1)
                if not (spec.nonzero and v == 0):
                    break
            out.append(v)
        return out
    lo = spec.lo if spec.lo is not None else -4.0
    hi = spec.hi if spec.hi is not None else 4.0
    if lo > hi:
        raise DirectiveError("empty float range [%g, %g]" % (lo, hi))
    for _ in range(n):
        for _attempt in range(100):
            v = lo + (hi - lo) * rng.uniform()
            if hi - lo >= 1:
                v = round(v * 16) / 16.0
            v = round_float(v, elem)
            v = min(max(v, lo), hi)
            v = round_float(v, elem)
            if not (spec.nonzero and v == 0):
                break
        else:
            raise DirectiveError("cannot draw a nonzero value from [%g, %g]" % (lo, hi))
        out.append(v)
    return out


def dense_literal(values, shape, elem):
    n = 1
    for d in shape:
        n *= d
    if n == 0:
        return "dense<>"

    def lit(v):
        if elem == "i1":
            return "true" if v else "false"
        if elem in INT_TYPES:
            return str(v)
        return float_literal(v, elem)

    if not shape:
        return "dense<%s>" % lit(values[0])

    def rec(off, dims):
        if len(dims) == 1:
            return "[" + ", ".join(lit(v) for v in values[off:off + dims[0]]) + "]"
        step = 1
        for d in dims[1:]:
            step *= d
        return "[" + ", ".join(rec(off + k * step, dims[1:]) for k in range(dims[0])) + "]"

    return "dense<%s>" % rec(0, shape)


# --------------------------------------------------------------------------
# Directives


class Case:
    def __init__(self, uid, chunk, func, shapes, seed, lineno):
        self.uid = uid
        self.chunk = chunk
        self.func = func
        self.shapes = shapes
        self.seed = seed
        self.lineno = lineno
        self.inputs = None          # list of flat value lists
        self.ref_func = func        # Func run under the reference
        self.ref_shapes = shapes
        self.ref_chunk = chunk
        self.failed_reason = None   # set when the case cannot run

    def label(self):
        sh = ", ".join("x".join(str(d) for d in s) if s else "scalar" for s in self.shapes)
        return "@%s [%s]" % (self.func.name, sh)


def parse_shape(tok):
    t = tok.strip()
    if t in ("", "scalar"):
        return []
    try:
        return [int(d) for d in t.split("x")]
    except ValueError:
        raise DirectiveError("bad shape %r" % tok)


def arg_indices(tok, nargs):
    tok = tok.strip()
    if tok == "*":
        return list(range(nargs))
    try:
        i = int(tok)
    except ValueError:
        raise DirectiveError("bad argument index %r" % tok)
    if not 0 <= i < nargs:
        raise DirectiveError("argument index %d out of range (function has %d)" % (i, nargs))
    return [i]


def shape_fits(shape, ttype):
    if len(shape) != ttype.rank:
        return False
    return all(d is None or d == s for d, s in zip(ttype.dims, shape))


# --------------------------------------------------------------------------
# Lowered-module surgery


RESOURCES_RE = re.compile(r"\{-#.*?#-\}", re.S)
RESOURCE_ENTRY_RE = re.compile(r'^\s*([\w$.]+)\s*:\s*("0x[0-9A-Fa-f]*")\s*,?\s*$', re.M)


def take_resources(text, into):
    """Removes the `{-# dialect_resources: ... #-}` sections of printed MLIR (a
    file may have one only, at its end) and adds their builtin blobs to `into`."""
    for sec in RESOURCES_RE.findall(text):
        for key, blob in RESOURCE_ENTRY_RE.findall(sec):
            into.setdefault(key, blob)
    return RESOURCES_RE.sub("", text)


def resources_section(blobs):
    if not blobs:
        return []
    entries = ",\n".join("      %s: %s" % (k, v) for k, v in blobs.items())
    return ["{-#", "  dialect_resources: {", "    builtin: {", entries, "    }", "  }", "#-}"]


def split_module(text):
    """Split printed MLIR into (alias lines, body text, external decl lines)."""
    lines = text.split("\n")
    aliases, body, mod_start = [], [], None
    for i, l in enumerate(lines):
        if re.match(r"^[#!][\w$.]+\s*=", l):
            aliases.append(l)
        elif re.match(r"^module\b.*\{\s*$", l):
            mod_start = i
            break
    if mod_start is None:
        # No module wrapper: everything that is not an alias is the body.
        body = [l for l in lines if not re.match(r"^[#!][\w$.]+\s*=", l)]
    else:
        end = len(lines) - 1
        while end > mod_start and lines[end].strip() != "}":
            end -= 1
        body = lines[mod_start + 1:end]
        for l in lines[end + 1:]:
            if re.match(r"^[#!][\w$.]+\s*=", l):
                aliases.append(l)
    return aliases, "\n".join(body)


def prefix_symbols(aliases, body, prefix):
    """Prefix aliases, defined function and ml_program.global symbols; pull out external decls."""
    renames = []
    for a in aliases:
        m = re.match(r"^([#!])([\w$.]+)", a)
        renames.append((m.group(1), m.group(2)))
    funcs = parse_funcs(body)
    decls = []
    for f in reversed(funcs):
        if not f.has_body:
            decls.append(body[f.start:f.end].strip())
            body = body[:f.start] + body[f.end:]
    defined = [f.name for f in funcs if f.has_body]
    defined += GLOBAL_RE.findall(body)  # ml_program.global symbols (TOSA variables)
    text = "\n".join(aliases) + "\n" + body
    names = [sigil + name for sigil, name in renames] + ["@" + name for name in defined]
    if names:
        names.sort(key=len, reverse=True)
        pat = re.compile("(" + "|".join(re.escape(n) for n in names) + r")(?![\w$.])")
        text = pat.sub(lambda m: m.group(1)[0] + prefix + m.group(1)[1:], text)
    return text, decls


def strip_funcs(text, names):
    funcs = [f for f in parse_funcs(text) if f.name in names]
    for f in sorted(funcs, key=lambda f: -f.start):
        text = text[:f.start] + text[f.end:]
    return text


# --------------------------------------------------------------------------
# Driver


class Options:
    pass


TIMES = {}


def run(cmd, opts, stdin=None):
    if opts.verbose:
        print("  $ " + " ".join(shlex.quote(c) for c in cmd), file=sys.stderr)
    t0 = time.time()
    try:
        return _run(cmd, opts, stdin)
    finally:
        k = os.path.basename(cmd[0])
        n, t = TIMES.get(k, (0, 0.0))
        TIMES[k] = (n + 1, t + time.time() - t0)


def _run(cmd, opts, stdin):
    try:
        p = subprocess.run(cmd, input=stdin, env=CHILD_ENV, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           universal_newlines=True, timeout=opts.timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return -999, "", "timed out after %ss" % opts.timeout
    except OSError as e:
        return -998, "", str(e)


CHILD_ENV = dict(os.environ, LLVM_DISABLE_SYMBOLIZATION="1", LLVM_DISABLE_CRASH_REPORT="1")


def rc_text(rc):
    if rc == -999:
        return "timeout"
    if rc == -998:
        return "could not be started"
    if rc < 0:
        return "killed by signal %d" % -rc
    return "exit %d" % rc


def tail(s, n=15):
    """First n interesting lines of a tool's output (LLVM stack dumps cut)."""
    lines = []
    for l in s.strip().split("\n"):
        if l.startswith("PLEASE submit a bug report") or l.startswith("Stack dump"):
            lines.append("(crashed; stack dump omitted)")
            break
        if l.strip():
            lines.append(l)
    if len(lines) > n:
        lines = lines[:n] + ["... (%d more lines)" % (len(lines) - n)]
    return "\n".join("    | " + l for l in lines)


class FileRun:
    def __init__(self, path, opts, work):
        self.path = path
        self.opts = opts
        self.work = work
        self.base = os.path.basename(path)
        self.passed = 0
        self.failed = 0
        self.messages = []

    def fail(self, msg):
        self.failed += 1
        self.messages.append("FAIL " + msg)

    def note(self, msg):
        self.messages.append(msg)

    def wpath(self, name):
        return os.path.join(self.work, name)

    # ---- parse ----
    def parse(self):
        with open(self.path) as fh:
            text = fh.read()
        lines = text.split("\n")
        chunks, cur, start = [], [], 1
        for i, l in enumerate(lines):
            if SPLIT_RE.match(l):
                chunks.append(("\n".join(cur) + "\n", start))
                cur, start = [], i + 2
            else:
                cur.append(l)
        chunks.append(("\n".join(cur) + "\n", start))
        self.chunks = []
        self.ref_extra = list(self.opts.ref_extra)
        for ln, l in enumerate(lines, 1):
            m = DIRECTIVE_RE.match(l)
            if m and m.group(1) == "EXEC-REF":
                v = m.group(2).split(None, 1)
                if not v:
                    raise DirectiveError("line %d: empty EXEC-REF" % ln)
                if v[0] == "default":
                    pass
                elif v[0] == "apply-rescale":
                    self.ref_extra.append(APPLY_RESCALE)
                elif v[0] == "extra" and len(v) == 2:
                    self.ref_extra.append(v[1].strip())
                else:
                    raise DirectiveError("line %d: unknown EXEC-REF variant %r" % (ln, m.group(2).strip()))
        for ci, (ctext, cstart) in enumerate(chunks):
            funcs = parse_funcs(ctext)
            # attach directives
            clines = ctext.split("\n")
            fstarts = sorted((f.line, f) for f in funcs)
            pending = []
            fi = 0
            for j, l in enumerate(clines, 1):
                while fi < len(fstarts) and fstarts[fi][0] == j:
                    fstarts[fi][1].directives = pending
                    pending = []
                    fi += 1
                m = DIRECTIVE_RE.match(l)
                if m and m.group(1) != "EXEC-REF":
                    pending.append((cstart + j - 1, m.group(1), m.group(2).strip()))
            # directives after the last func are an error: they attach to nothing
            if pending:
                raise DirectiveError("line %d: %s directive not followed by a func.func"
                                     % (pending[0][0], pending[0][1]))
            self.chunks.append({"text": ctext, "start": cstart, "funcs": funcs, "index": ci})

    def build_cases(self):
        self.cases = []
        uid = 0
        for ch in self.chunks:
            ch["ref_strip"] = set()
            for f in ch["funcs"]:
                execs = []
                specs = None
                seed = zlib.crc32(f.name.encode())
                tol = None
                expect = None
                if not f.directives:
                    continue
                nargs = len(f.arg_types)
                try:
                    arg_t = [TensorType(t) for t in f.arg_types]
                    res_t = [TensorType(t) for t in f.res_types]
                except DirectiveError as e:
                    raise DirectiveError("@%s (line %d): %s" % (f.name, f.line, e))
                specs = [ArgSpec() for _ in range(nargs)]
                for ln, key, val in f.directives:
                    where = "line %d (@%s)" % (ln, f.name)
                    try:
                        if key == "EXEC":
                            toks = split_top(val) if nargs != 0 else []
                            if nargs == 0 and val.strip():
                                raise DirectiveError("function has no arguments")
                            if len(toks) != nargs:
                                raise DirectiveError("%d shapes for %d arguments" % (len(toks), nargs))
                            shapes = [parse_shape(t) for t in toks]
                            for k, (s, t) in enumerate(zip(shapes, arg_t)):
                                if not shape_fits(s, t):
                                    raise DirectiveError("shape %s does not fit argument %d of type %s"
                                                         % ("x".join(map(str, s)) or "scalar", k, t.text))
                            execs.append((ln, shapes))
                        elif key == "EXEC-SEED":
                            seed = int(val, 0)
                        elif key == "EXEC-RANGE":
                            t = val.split()
                            if len(t) != 3:
                                raise DirectiveError("expected <arg> <lo> <hi>")
                            for i in arg_indices(t[0], nargs):
                                specs[i].lo = parse_value(t[1], arg_t[i].elem)
                                specs[i].hi = parse_value(t[2], arg_t[i].elem)
                        elif key == "EXEC-NONZERO":
                            for tok in val.split(","):
                                for i in arg_indices(tok, nargs):
                                    specs[i].nonzero = True
                        elif key == "EXEC-VALUES":
                            t = val.split()
                            if len(t) < 2:
                                raise DirectiveError("expected <arg> <v> ...")
                            for i in arg_indices(t[0], nargs):
                                specs[i].values = [parse_value(v, arg_t[i].elem) for v in t[1:]]
                        elif key == "EXEC-TOL":
                            t = [float(x) for x in val.split()]
                            if not 1 <= len(t) <= 2:
                                raise DirectiveError("expected <rel> [<abs>]")
                            tol = (t[0], t[1] if len(t) == 2 else t[0])
                        elif key == "EXEC-EXPECT-FROM":
                            m = re.fullmatch(r"@([\w$.]+)", val)
                            if not m:
                                raise DirectiveError("expected @name")
                            expect = m.group(1)
                        else:
                            raise DirectiveError("unknown directive %s" % key)
                    except (DirectiveError, ValueError) as e:
                        raise DirectiveError("%s: %s: %s" % (where, key, e))
                if not execs:
                    if expect or any(k != "EXEC-SEED" for _, k, _ in f.directives):
                        raise DirectiveError("@%s (line %d): EXEC-* directives but no EXEC line"
                                             % (f.name, f.line))
                    continue
                if execs and not expect and CAST_TO_I64_RE.search(ch["text"][f.start:f.end]) \
                        and llvm_major(self.opts.ref[0]) == 19:
                    raise DirectiveError("@%s (line %d) casts bf16/f32/f64 to i64, which the reference, "
                                         "mlir-opt-19, lowers wrongly (INT64_MAX for every input): compare "
                                         "it with EXEC-EXPECT-FROM or against mlir-opt-22 (--ref)" % (f.name, f.line))
                ref_f, ref_ch = f, ch
                if expect:
                    ref_f, ref_ch = self.find_func(expect, ch)
                    if ref_f is None:
                        raise DirectiveError("@%s: EXEC-EXPECT-FROM: no unique @%s" % (f.name, expect))
                    ch["ref_strip"].add(f.name)
                    if len(ref_f.arg_types) != nargs or len(ref_f.res_types) != len(res_t):
                        raise DirectiveError("@%s and @%s differ in argument/result count"
                                             % (f.name, expect))
                    ref_arg_t = [TensorType(t) for t in ref_f.arg_types]
                    ref_res_t = [TensorType(t) for t in ref_f.res_types]
                    for a, b in list(zip(arg_t, ref_arg_t)) + list(zip(res_t, ref_res_t)):
                        if a.elem != b.elem:
                            raise DirectiveError("@%s and @%s differ in element types"
                                                 % (f.name, expect))
                for k, (ln, shapes) in enumerate(execs):
                    c = Case(uid, ch, f, shapes, seed + k, ln)
                    uid += 1
                    c.arg_t, c.res_t = arg_t, res_t
                    c.tol = tol
                    rng = Rng(c.seed)
                    c.inputs = []
                    for s, t, sp in zip(shapes, arg_t, specs):
                        n = 1
                        for d in s:
                            n *= d
                        c.inputs.append(gen_values(rng, n, t.elem, sp))
                    c.ref_func, c.ref_chunk = ref_f, ref_ch
                    if expect:
                        c.ref_arg_t = ref_arg_t
                        c.ref_res_t = ref_res_t
                        c.ref_shapes = []
                        for s, t in zip(shapes, ref_arg_t):
                            rs = self.derive_shape(s, t)
                            if rs is None:
                                raise DirectiveError(
                                    "line %d: cannot derive a shape for @%s's %s from %s"
                                    % (ln, expect, t.text, "x".join(map(str, s)) or "scalar"))
                            c.ref_shapes.append(rs)
                    else:
                        c.ref_arg_t, c.ref_res_t = arg_t, res_t
                    self.cases.append(c)

    def find_func(self, name, ch):
        for f in ch["funcs"]:
            if f.name == name:
                return f, ch
        hits = [(f, c) for c in self.chunks for f in c["funcs"] if f.name == name]
        if len(hits) == 1:
            return hits[0]
        return None, None

    @staticmethod
    def derive_shape(shape, t):
        n = 1
        for d in shape:
            n *= d
        out = []
        for k, d in enumerate(t.dims):
            if d is not None:
                out.append(d)
            else:
                j = len(shape) - (t.rank - k)
                if j < 0:
                    return None
                out.append(shape[j])
        m = 1
        for d in out:
            m *= d
        return out if m == n else None

    # ---- lowering ----
    def lower_all(self):
        """Fill ch['ours'] / ch['ref'] with lowered text or None (+ error)."""
        opts = self.opts
        for side in ("ours", "ref"):
            cmd = opts.ours if side == "ours" else self.ref_cmd()
            texts = []
            for ch in self.chunks:
                t = ch["text"]
                if side == "ref" and ch["ref_strip"]:
                    t = strip_funcs(t, ch["ref_strip"])
                texts.append(t)
            results = None
            if side == "ref" and len(self.chunks) > 1:
                results = self.lower_split(cmd, texts)
            for ch, t in zip(self.chunks, texts):
                if results is not None:
                    ch[side], ch[side + "_err"] = results[ch["index"]], None
                    continue
                ch[side], ch[side + "_err"] = self.lower_one(cmd, t, "%s.c%d" % (side, ch["index"]))

    def ref_cmd(self):
        cmd = list(self.opts.ref)
        for extra in self.ref_extra:
            for k, a in enumerate(cmd):
                if a.startswith("--pass-pipeline=") and a.endswith(")"):
                    cmd[k] = a[:-1] + "," + extra + ")"
                    break
            else:
                raise DirectiveError("cannot append %r: the reference command has no "
                                     "--pass-pipeline=...(...) argument" % extra)
        return cmd

    def lower_one(self, cmd, text, tag):
        src = self.wpath(tag + ".in.mlir")
        out = self.wpath(tag + ".out.mlir")
        with open(src, "w") as fh:
            fh.write(text)
        if os.path.exists(out):
            os.remove(out)
        rc, so, se = run(cmd + [src, "-o", out], self.opts)
        if rc != 0 or not os.path.exists(out):
            return None, "%s (%s)\n%s" % (" ".join(cmd), rc_text(rc), tail(se + so))
        with open(out) as fh:
            return fh.read(), None

    def lower_split(self, cmd, texts):
        src = self.wpath("ref.split.in.mlir")
        out = self.wpath("ref.split.out.mlir")
        with open(src, "w") as fh:
            fh.write("\n// -----\n".join(texts))
        rc, so, se = run(cmd + ["--split-input-file", src, "-o", out], self.opts)
        if rc != 0 or not os.path.exists(out):
            return None
        with open(out) as fh:
            parts = re.split(r"(?m)^// -----\s*$", fh.read())
        if len(parts) != len(texts):
            return None
        return parts

    # ---- module construction ----
    def case_func(self, c, side, prefix, name):
        """MLIR text of a func that runs case c under one lowering."""
        f = c.func if side == "ours" else c.ref_func
        ch = c.chunk if side == "ours" else c.ref_chunk
        arg_t = c.arg_t if side == "ours" else c.ref_arg_t
        res_t = c.res_t if side == "ours" else c.ref_res_t
        shapes = c.shapes if side == "ours" else c.ref_shapes
        callee = "@%s%d_%s" % (prefix, ch["index"], f.name)
        L = ["func.func @%s() {" % name]
        args = []
        for k, (vals, s, t) in enumerate(zip(c.inputs, shapes, arg_t)):
            st = static_type(s, t.elem)
            L.append("  %%in%d = arith.constant %s : %s" % (k, dense_literal(vals, s, t.elem), st))
            if st != t.text:
                L.append("  %%arg%d = tensor.cast %%in%d : %s to %s" % (k, k, st, t.text))
            else:
                L.append("  %%arg%d = tensor.cast %%in%d : %s to %s" % (k, k, st, st))
            args.append("%%arg%d" % k)
        nres = len(res_t)
        sig = "(%s) -> (%s)" % (", ".join(t.text for t in arg_t), ", ".join(t.text for t in res_t))
        if nres:
            lhs = "%r" if nres == 1 else "%%r:%d" % nres
            L.append("  %s = func.call %s(%s) : %s" % (lhs, callee, ", ".join(args), sig))
        else:
            L.append("  func.call %s(%s) : %s" % (callee, ", ".join(args), sig))
        L.append("  %%mark = arith.constant %d : i64" % (1000000 + c.uid * 2 + (side == "ref")))
        L.append("  func.call @printI64(%mark) : (i64) -> ()")
        L.append("  func.call @printNewline() : () -> ()")
        for j, t in enumerate(res_t):
            r = "%r" if nres == 1 else "%%r#%d" % j
            dyn = []
            for d, dim in enumerate(t.dims):
                if dim is None:
                    L.append("  %%i%d_%d = arith.constant %d : index" % (j, d, d))
                    L.append("  %%d%d_%d = tensor.dim %s, %%i%d_%d : %s" % (j, d, r, j, d, t.text))
                    dyn.append("%%d%d_%d" % (j, d))
            ot = t.with_elem("i64")
            L.append("  %%e%d = tensor.empty(%s) : %s" % (j, ", ".join(dyn), ot))
            idx = ", ".join("d%d" % d for d in range(t.rank))
            amap = "affine_map<(%s) -> (%s)>" % (idx, idx)
            L.append('  %%g%d = linalg.generic {indexing_maps = [%s, %s], iterator_types = [%s]} '
                     'ins(%s : %s) outs(%%e%d : %s) {' % (
                         j, amap, amap, ", ".join(['"parallel"'] * t.rank), r, t.text, j, ot))
            L.append("  ^bb0(%%x: %s, %%o: i64):" % t.elem)
            e = t.elem
            if e == "i64":
                L.append("    linalg.yield %x : i64")
            elif e == "i1":
                L.append("    %y = arith.extui %x : i1 to i64")
                L.append("    linalg.yield %y : i64")
            elif e in INT_TYPES:
                L.append("    %%y = arith.extsi %%x : %s to i64" % e)
                L.append("    linalg.yield %y : i64")
            elif e == "f64":
                L.append("    %y = arith.bitcast %x : f64 to i64")
                L.append("    linalg.yield %y : i64")
            else:
                w = FLOAT_TYPES[e]
                L.append("    %%b = arith.bitcast %%x : %s to i%d" % (e, w))
                L.append("    %%y = arith.extui %%b : i%d to i64" % w)
                L.append("    linalg.yield %y : i64")
            L.append("  } -> %s" % ot)
            L.append("  %%u%d = tensor.cast %%g%d : %s to tensor<*xi64>" % (j, j, ot))
            L.append("  func.call @printMemrefI64(%%u%d) : (tensor<*xi64>) -> ()" % j)
        L.append("  return")
        L.append("}")
        return "\n".join(L)

    def build_module(self, sides, cases, chunks=None):
        """sides: subset of ('ours','ref'); chunks: chunk indices to include
        (default all). Returns module text."""
        parts, decls, blobs = [], {}, {}
        for side in sides:
            prefix = "o" if side == "ours" else "r"
            for ch in self.chunks:
                if ch.get(side) is None:
                    continue
                if chunks is not None and ch["index"] not in chunks:
                    continue
                aliases, body = split_module(take_resources(ch[side], blobs))
                text, d = prefix_symbols(aliases, body, "%s%d_" % (prefix, ch["index"]))
                parts.append("// ---- %s chunk %d\n%s" % (side, ch["index"], text))
                for x in d:
                    m = FUNC_RE.search(x)
                    decls.setdefault(m.group(1) if m else x, x)
        aliases = []
        bodies = []
        for p in parts:
            for l in p.split("\n"):
                (aliases if re.match(r"^[#!][\w$.]+\s*=", l) else bodies).append(l)
        out = aliases + ["module {"] + bodies
        out += list(decls.values())
        out.append("func.func private @printMemrefI64(tensor<*xi64>) attributes {llvm.emit_c_interface}")
        out.append("func.func private @printI64(i64)")
        out.append("func.func private @printNewline()")
        calls = []
        for c in cases:
            for side in sides:
                name = "__exec_%s_%d" % (side, c.uid)
                out.append(self.case_func(c, side, "o" if side == "ours" else "r", name))
                calls.append("  func.call @%s() : () -> ()" % name)
        out.append("func.func @main() {")
        out += calls
        out.append("  return")
        out.append("}")
        out.append("}")
        out += resources_section(blobs)  # dense_resource blobs, shared by name
        return "\n".join(out) + "\n"

    def execute(self, sides, cases, tag, chunks=None):
        """Compile and run; returns (ok, stage, message, parsed)."""
        mod = self.build_module(sides, cases, chunks)
        src = self.wpath(tag + ".exec.mlir")
        llvm = self.wpath(tag + ".llvm.mlir")
        with open(src, "w") as fh:
            fh.write(mod)
        rc, so, se = run([self.opts.mlir_opt_22] + EXEC_PIPELINE + [src, "-o", llvm], self.opts)
        if rc != 0:
            return False, "compile", "%s on %s (%s)\n%s" % (self.opts.mlir_opt_22, src, rc_text(rc),
                                                           tail(se + so)), {}
        rc, so, se = run([self.opts.runner, "-e", "main", "-entry-point-result=void",
                          "-shared-libs=" + self.opts.shared_libs, llvm], self.opts)
        with open(self.wpath(tag + ".run.txt"), "w") as fh:
            fh.write(so + ("\n--- stderr ---\n" + se if se else ""))
        parsed = parse_output(so)
        if rc != 0:
            return False, "run", "%s (%s)\n%s" % (self.opts.runner, rc_text(rc), tail(se)), parsed
        return True, "", "", parsed

    # ---- main flow ----
    def process(self):
        opts = self.opts
        self.parse()
        self.build_cases()
        self.lower_all()
        # Lowering failures.
        runnable = []
        for ch in self.chunks:
            ccases = [c for c in self.cases if c.chunk is ch]
            if ch["ours"] is None:
                msg = "%s chunk %d (line %d): our tool failed to lower:\n%s" % (
                    self.base, ch["index"], ch["start"], ch["ours_err"])
                if ccases:
                    for c in ccases:
                        c.failed_reason = "our lowering failed (see above)"
                    self.note("ERROR " + msg)
                else:
                    self.fail(msg)
        for ch in self.chunks:
            if ch["ref"] is None:
                users = [c for c in self.cases if c.ref_chunk is ch]
                msg = "%s chunk %d (line %d): REFERENCE failed to lower:\n%s" % (
                    self.base, ch["index"], ch["start"], ch["ref_err"])
                if users:
                    self.note("ERROR " + msg + "\n  (use EXEC-EXPECT-FROM for functions the "
                              "reference cannot lower)")
                    for c in users:
                        c.failed_reason = c.failed_reason or "reference lowering failed"
                else:
                    self.note("warning: " + msg)
        runnable = [c for c in self.cases if c.failed_reason is None]
        results = {}
        if runnable:
            ok, stage, msg, parsed = self.execute(("ours", "ref"), runnable, "both")
            if ok:
                results = parsed
            else:
                results = self.diagnose(runnable, stage, msg, parsed)
        for c in self.cases:
            self.judge(c, results)

    def diagnose(self, cases, stage, msg, parsed):
        """The combined module failed: find out which side / case is to blame."""
        results = {}
        for side in ("ref", "ours"):
            ok, stage2, msg2, parsed2 = self.execute((side,), cases, side)
            if ok:
                results.update(parsed2)
                continue
            if stage2 == "compile":
                # Compile chunk by chunk to say which chunk is broken.
                ccases = {}
                for c in cases:
                    ch = c.chunk if side == "ours" else c.ref_chunk
                    ccases.setdefault(ch["index"], []).append(c)
                rerun = []
                for ch in self.chunks:
                    if ch.get(side) is None:
                        continue
                    mine = ccases.get(ch["index"], [])
                    ok3, st3, msg3, p3 = self.execute((side,), mine, "%s.c%d" % (side, ch["index"]),
                                                      chunks={ch["index"]})
                    if ok3:
                        results.update(p3)
                    elif st3 == "compile":
                        what = "%s chunk %d (line %d)" % (self.base, ch["index"], ch["start"])
                        m = "%s: the %s lowering does not compile for execution:\n%s" % (
                            what, side, msg3)
                        if mine:
                            self.note("ERROR " + m)
                            for c in mine:
                                c.failed_reason = c.failed_reason or (
                                    "%s lowering does not compile for execution" % side)
                        elif side == "ours":
                            self.fail(m)
                        else:
                            self.note("warning: " + m)
                    else:
                        rerun += mine
                if not rerun:
                    continue
                cases = rerun
            # Runtime failure: rerun case by case.
            # Runtime failure: rerun case by case.
            for c in cases:
                ch = c.chunk if side == "ours" else c.ref_chunk
                ok3, st3, msg3, p3 = self.execute((side,), [c], "%s.case%d" % (side, c.uid),
                                                  chunks={ch["index"]})
                if ok3:
                    results.update(p3)
                else:
                    c.failed_reason = c.failed_reason or "%s execution failed: %s" % (
                        side, msg3.strip())
        return results

    def judge(self, c, results):
        where = "%s:%d %s" % (self.base, c.lineno, c.label())
        if c.failed_reason:
            self.fail("%s: %s" % (where, c.failed_reason))
            return
        o = results.get((c.uid, "ours"))
        r = results.get((c.uid, "ref"))
        if o is None or r is None:
            self.fail("%s: no output from %s" % (where, "ours" if o is None else "ref"))
            return
        nres = len(c.res_t)
        errs = []
        if len(o) != nres or len(r) != nres:
            errs.append("expected %d results, ours printed %d, ref printed %d"
                        % (nres, len(o), len(r)))
        else:
            for j in range(nres):
                e = c.res_t[j].elem
                (os_, ov), (rs, rv) = o[j], r[j]
                if os_ != rs:
                    errs.append("result %d: shape differs: ours %s, ref %s"
                                % (j, fmt_shape(os_), fmt_shape(rs)))
                    continue
                if len(ov) != len(rv):
                    errs.append("result %d: element count differs: ours %d, ref %d"
                                % (j, len(ov), len(rv)))
                    continue
                bad = [k for k in range(len(ov)) if not values_match(ov[k], rv[k], e, c.tol)]
                if bad:
                    k = bad[0]
                    errs.append("result %d (%s): %d of %d elements differ; first at %s: ours %s, ref %s"
                                % (j, c.res_t[j].with_elem(e) if False else static_type(os_, e),
                                   len(bad), len(ov), fmt_index(k, os_),
                                   fmt_value(ov[k], e), fmt_value(rv[k], e)))
        if errs:
            msg = "%s: mismatch%s\n" % (where, "" if c.ref_func is c.func else
                                        " (expected from @%s under the reference)" % c.ref_func.name)
            msg += "\n".join("    " + x for x in errs)
            msg += "\n    inputs: " + "; ".join(
                "arg%d=%s" % (k, short_vals(v, t.elem)) for k, (v, t) in enumerate(zip(c.inputs, c.arg_t)))
            self.fail(msg)
        else:
            self.passed += 1
            if self.opts.verbose:
                self.note("PASS %s" % where)


def fmt_shape(s):
    return "x".join(str(d) for d in s) if s else "scalar"


def fmt_index(k, shape):
    idx = []
    for d in reversed(shape):
        idx.append(k % d if d else 0)
        k = k // d if d else 0
    return "[" + ", ".join(str(i) for i in reversed(idx)) + "]"


def fmt_value(bits, elem):
    if elem in INT_TYPES:
        return str(bits)
    v = decode_float(bits, elem)
    return "%r (0x%0*X)" % (v, FLOAT_TYPES[elem] // 4,
                            bits & ((1 << FLOAT_TYPES[elem]) - 1))


def short_vals(vals, elem, n=8):
    def f(v):
        if elem in INT_TYPES:
            return str(v)
        return repr(v)
    s = ", ".join(f(v) for v in vals[:n])
    return "[" + s + (", ..." if len(vals) > n else "") + "]"


def values_match(a, b, elem, tol):
    if elem in INT_TYPES:
        return a == b
    if a == b:
        return True
    x, y = decode_float(a, elem), decode_float(b, elem)
    if math.isnan(x) or math.isnan(y):
        return math.isnan(x) and math.isnan(y)
    if math.isinf(x) or math.isinf(y):
        return x == y
    rel, ab = tol if tol else (DEFAULT_TOL[elem], DEFAULT_TOL[elem])
    d = abs(x - y)
    return d <= ab or d <= rel * max(abs(x), abs(y))


MARK_RE = re.compile(r"^(-?\d+)$")
HEAD_RE = re.compile(r"Unranked Memref base@ = \S+ rank = (\d+) offset = -?\d+ sizes = \[([^\]]*)\]")


def parse_output(out):
    """Returns {(uid, side): [(shape, [int values]), ...]}."""
    res = {}
    cur = None
    pending = None  # shape of a memref whose data is being read
    buf = []

    def flush():
        nonlocal pending, buf
        if pending is not None and cur is not None:
            vals = [int(v) for v in re.findall(r"-?\d+", " ".join(buf))]
            res[cur].append((pending, vals))
        pending, buf = None, []

    def marker(m, cur):
        """A printed number >= 1000000 starts the results of case v // 2 (odd: the reference's)."""
        v = int(m.group(1))
        if v < 1000000:
            return cur
        v -= 1000000
        cur = (v // 2, "ref" if v % 2 else "ours")
        res[cur] = []
        return cur

    for line in out.split("\n"):
        s = line.strip()
        m = MARK_RE.match(s)
        if m and pending is None:
            cur = marker(m, cur)
            continue
        h = HEAD_RE.search(s)
        if h:
            flush()
            sizes = h.group(2).strip()
            pending = [int(x) for x in sizes.split(",")] if sizes else []
            buf = [s[s.index("data =") + 6:]] if "data =" in s else []
            continue
        if pending is not None:
            if m:  # a bare number after data: next marker
                flush()
                cur = marker(m, cur)
                continue
            buf.append(s)
    flush()
    return res


def main(argv):
    ap = argparse.ArgumentParser(description="Compare execution of our TOSA lowering "
                                 "against mlir-opt-19's (see the file header for directives).")
    ap.add_argument("files", nargs="+")
    ap.add_argument("--ours", default=None)
    ap.add_argument("--ref", default=DEFAULT_REF)
    ap.add_argument("--ref-extra", action="append", default=[])
    ap.add_argument("--mlir-opt-22", dest="mlir_opt_22", default="mlir-opt-22")
    ap.add_argument("--runner", default="mlir-runner-22")
    ap.add_argument("--shared-libs", default=DEFAULT_LIBS)
    ap.add_argument("--keep", default=None)
    ap.add_argument("--timeout", type=float, default=120)
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args(argv)
    opts = Options()
    if a.ours is None:
        ours = "build/tosa2linalg"
        if not os.path.exists(ours):
            ours = os.path.join(REPO, "build", "tosa2linalg")
        opts.ours = [ours]
    else:
        opts.ours = shlex.split(a.ours)
    opts.ref = shlex.split(a.ref)
    opts.ref_extra = a.ref_extra
    opts.mlir_opt_22 = a.mlir_opt_22
    opts.runner = a.runner
    opts.shared_libs = a.shared_libs
    opts.timeout = a.timeout
    opts.verbose = a.verbose

    passed = failed = 0
    status = 0
    t0 = time.time()
    for fi, path in enumerate(a.files):
        if a.keep:
            work = os.path.join(a.keep, "%02d_%s" % (fi, os.path.basename(path)))
            shutil.rmtree(work, ignore_errors=True)
            os.makedirs(work)
            tmp = None
        else:
            tmp = tempfile.mkdtemp(prefix="exec_compare.")
            work = tmp
        fr = FileRun(path, opts, work)
        try:
            fr.process()
        except DirectiveError as e:
            print("%s: error: %s" % (path, e))
            status = 2
            fr.failed += 1
        except OSError as e:
            print("%s: error: %s" % (path, e))
            status = 2
            fr.failed += 1
        finally:
            if tmp:
                shutil.rmtree(tmp, ignore_errors=True)
        for m in fr.messages:
            print(m)
        if opts.verbose:
            print("%s: %d passed, %d failed" % (path, fr.passed, fr.failed))
        passed += fr.passed
        failed += fr.failed
    if opts.verbose:
        print("time: %.1fs total; %s" % (time.time() - t0, ", ".join(
            "%s %dx %.1fs" % (k, n, t) for k, (n, t) in sorted(TIMES.items()))))
    print("exec: %d passed, %d failed" % (passed, failed))
    if status:
        return status
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
