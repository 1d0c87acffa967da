#!/usr/bin/env python3
"""runtime.py — run time of the code each lowering produces, on large tensors.

For each program in bench/runtime/*.mlir (one TOSA function @kernel and a
`// BENCH-SHAPES: 2048x2048, 1x2048, ...` line giving the runtime shape of each
argument), lowers the program three ways:
  t2l       build/tosa2linalg
  t2l-fuse  build/tosa2linalg --fuse
  ref       mlir-opt-19 --pass-pipeline=builtin.module(func.func(tosa-to-linalg))
puts the three lowerings (symbols prefixed, as test/exec/exec_compare.py does)
and one generated @main into ONE module, compiles it with mlir-opt-22 and the
execution harness's bufferize-to-LLVM pipeline (exec_compare.EXEC_PIPELINE, the
same list, imported) and runs it with mlir-runner-22. @main fills the inputs from
their indices (deterministic, a few dozen distinct values), calls each variant
once (warm-up, and the results compared), then REPS more times in turn
(t2l, t2l-fuse, ref, t2l, ...), each call timed with rtclock(); the figure is
the best of REPS. The warm-up results of t2l and t2l-fuse are compared element
by element with ref's in the module (floats: equal, both NaN, or within 1e-6
relative) and the result dims too.

Only the kernel calls are timed: not the JIT compilation, not the input fill.
Every call allocates its results and intermediates afresh (the pipeline inserts
no deallocation), so the times include first-touch page faults of new buffers.

usage: python3 bench/runtime.py [--reps N] [--opt default,O3] [--keep DIR] [NAME ...]
  NAME: program names (file names without .mlir); default all.
Exit status 0 when every result matched, 1 on a mismatch, 2 when a tool failed.
"""
import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "test", "exec"))
import exec_compare  # noqa: E402  (EXEC_PIPELINE, DEFAULT_REF, DEFAULT_LIBS, symbol prefixing)

PROGRAMS = os.path.join(ROOT, "bench", "runtime")
TOOL = os.path.join(ROOT, "build", "tosa2linalg")
MLIR_OPT_22 = os.environ.get("MLIR_OPT_22", "mlir-opt-22")
RUNNER = os.environ.get("MLIR_RUNNER_22", "mlir-runner-22")
VARIANTS = [  # name, lowering command (run as CMD in.mlir -o out.mlir)
    ("t2l", [TOOL]),
    ("t2l-fuse", [TOOL, "--fuse"]),
    ("ref", shlex.split(exec_compare.DEFAULT_REF)),
]
REF = len(VARIANTS) - 1
TOL = 1e-6  # relative tolerance of the float comparison
SHAPES_RE = re.compile(r"^\s*//\s*BENCH-SHAPES:(.*)$", re.M)


def log(msg):
    print(msg, file=sys.stderr, flush=True)


def parse_program(path):
    text = open(path).read()
    m = SHAPES_RE.search(text)
    if not m:
        raise ValueError(f"{path}: no // BENCH-SHAPES: line")
    shapes = [[int(d) for d in s.strip().split("x")] for s in m.group(1).split(",")]
    funcs = [f for f in exec_compare.parse_funcs(text) if f.name == "kernel"]
    if len(funcs) != 1:
        raise ValueError(f"{path}: needs one func.func @kernel")
    f = funcs[0]
    args = [exec_compare.TensorType(t) for t in f.arg_types]
    ress = [exec_compare.TensorType(t) for t in f.res_types]
    if len(shapes) != len(args):
        raise ValueError(f"{path}: {len(shapes)} shapes for {len(args)} arguments")
    for s, t in zip(shapes, args):
        if len(s) != t.rank or any(d is not None and d != n for d, n in zip(t.dims, s)):
            raise ValueError(f"{path}: shape {s} does not fit {t.text}")
    return text, shapes, args, ress


def affine_id(rank):
    d = ", ".join(f"d{k}" for k in range(rank))
    return f"affine_map<({d}) -> ({d})>"


def fill_input(k, shape, t):
    """MLIR lines defining %in{k}: a tensor of `shape` whose element at index i
    is h = (sum_j i_j * P_j + 31 k) mod 97 turned into the element type
    (f32: h/16 - 3; ints: h - 48; i1: h odd), cast to the declared type."""
    st = exec_compare.static_type(shape, t.elem)
    rank = len(shape)
    primes = [7, 13, 17, 19, 23, 29, 31, 37]
    body = [f"  ^bb0(%o: {t.elem}):"]
    body.append(f"    %h0 = arith.constant {31 * k} : index")
    for j in range(rank):
        body.append(f"    %x{j} = linalg.index {j} : index")
        body.append(f"    %p{j} = arith.constant {primes[j % len(primes)]} : index")
        body.append(f"    %m{j} = arith.muli %x{j}, %p{j} : index")
        body.append(f"    %h{j + 1} = arith.addi %h{j}, %m{j} : index")
    body.append("    %c97 = arith.constant 97 : index")
    body.append(f"    %h = arith.remui %h{rank}, %c97 : index")
    body.append("    %hi = arith.index_cast %h : index to i32")
    if t.elem in exec_compare.FLOAT_TYPES:
        body.append(f"    %hf = arith.sitofp %hi : i32 to {t.elem}")
        body.append(f"    %s = arith.constant 0.0625 : {t.elem}")
        body.append(f"    %c3 = arith.constant 3.0 : {t.elem}")
        body.append(f"    %hs = arith.mulf %hf, %s : {t.elem}")
        body.append(f"    %v = arith.subf %hs, %c3 : {t.elem}")
    elif t.elem == "i1":
        body.append("    %v = arith.trunci %hi : i32 to i1")
    else:
        body.append("    %c48 = arith.constant 48 : i32")
        body.append(f"    %{'v' if t.elem == 'i32' else 'hv'} = arith.subi %hi, %c48 : i32")
        if t.elem == "i32":
            pass  # %v is h - 48
        elif exec_compare.INT_TYPES[t.elem] < 32:
            body.append(f"    %v = arith.trunci %hv : i32 to {t.elem}")
        else:
            body.append(f"    %v = arith.extsi %hv : i32 to {t.elem}")
    body.append(f"    linalg.yield %v : {t.elem}")
    iters = ", ".join(['"parallel"'] * rank)
    g = f"%g{k}" if st != t.text else f"%in{k}"
    out = [f"  %e{k} = tensor.empty() : {st}",
           f"  {g} = linalg.generic {{indexing_maps = [{affine_id(rank)}], iterator_types = [{iters}]}} "
           f"outs(%e{k} : {st}) {{"] + body + [f"  }} -> {st}"]
    if st != t.text:
        out.append(f"  %in{k} = tensor.cast %g{k} : {st} to {t.text}")
    return out


def compare(tag, x, y, t):
    """MLIR lines counting the elements where x and y (type t) differ into %{tag}."""
    rank = t.rank
    e = t.elem
    dims = ", ".join(f"d{k}" for k in range(rank))
    iters = ", ".join(['"reduction"'] * rank)
    body = [f"  ^bb0(%a: {e}, %b: {e}, %acc: i64):"]
    if e in exec_compare.FLOAT_TYPES:
        body += [f"    %eq = arith.cmpf oeq, %a, %b : {e}",
                 f"    %na = arith.cmpf uno, %a, %a : {e}",
                 f"    %nb = arith.cmpf uno, %b, %b : {e}",
                 "    %nn = arith.andi %na, %nb : i1",
                 f"    %d = arith.subf %a, %b : {e}",
                 f"    %ad = math.absf %d : {e}",
                 f"    %aa = math.absf %a : {e}",
                 f"    %ab = math.absf %b : {e}",
                 f"    %mx = arith.maximumf %aa, %ab : {e}",
                 f"    %tol = arith.constant {TOL:e} : {e}",
                 f"    %lim = arith.mulf %mx, %tol : {e}",
                 f"    %near = arith.cmpf ole, %ad, %lim : {e}",
                 "    %ok0 = arith.ori %eq, %nn : i1",
                 "    %ok = arith.ori %ok0, %near : i1",
                 "    %true = arith.constant true",
                 "    %bad = arith.xori %ok, %true : i1"]
    else:
        body += [f"    %bad = arith.cmpi ne, %a, %b : {e}"]
    body += ["    %inc = arith.extui %bad : i1 to i64",
             "    %s = arith.addi %acc, %inc : i64",
             "    linalg.yield %s : i64"]
    return ([f"  %{tag}_e = tensor.empty() : tensor<i64>",
             f"  %{tag}_z = linalg.fill ins(%c0_i64 : i64) outs(%{tag}_e : tensor<i64>) -> tensor<i64>",
             f"  %{tag}_r = linalg.generic {{indexing_maps = [{affine_id(rank)}, {affine_id(rank)}, "
             f"affine_map<({dims}) -> ()>], iterator_types = [{iters}]}} ins({x}, {y} : {t.text}, {t.text}) "
             f"outs(%{tag}_z : tensor<i64>) {{"] + body +
            ["  } -> tensor<i64>", f"  %{tag} = tensor.extract %{tag}_r[] : tensor<i64>"])


def pr(*vals):
    """Calls printing one line `v, v, ...` (each an i64 or f64 SSA value with its type)."""
    out = []
    for k, (v, ty) in enumerate(vals):
        if k:
            out.append("  call @printComma() : () -> ()")
        out.append(f"  call @print{'F64' if ty == 'f64' else 'I64'}({v}) : ({ty}) -> ()")
    out.append("  call @printNewline() : () -> ()")
    return out


def build_main(shapes, args, ress, reps, names):
    """@main. Printed lines: `0, v, r, seconds` (variant v's r-th timed call),
    `1, v, j, d, size` (dim d of result j of v's warm-up call), `2, v, j, count`
    (elements of result j where v differs from the reference), `3, v, r, x`
    (the first element of each result of a timed call, printed so that no
    optimiser can drop the call's work)."""
    arg_list = ", ".join(f"%in{k}" for k in range(len(args)))
    arg_tys = ", ".join(t.text for t in args)
    res_tys = ", ".join(t.text for t in ress)
    sig = f"({arg_tys}) -> ({res_tys})"
    nres = len(ress)
    out = ["func.func @main() {",
           "  %c0_i64 = arith.constant 0 : i64",
           "  %cidx0 = arith.constant 0 : index"]
    for k in range(4):
        out.append(f"  %k{k} = arith.constant {k} : i64")
    for j in range(max(8, len(args), nres, reps, len(names))):
        out.append(f"  %n{j} = arith.constant {j} : i64")
    for k, (s, t) in enumerate(zip(shapes, args)):
        out += fill_input(k, s, t)

    def call(v, tag):
        res = f"%{tag}" + (f":{nres}" if nres > 1 else "")
        refs = [f"%{tag}#{j}" if nres > 1 else f"%{tag}" for j in range(nres)]
        return [f"  {res} = func.call @{names[v]}({arg_list}) : {sig}"], refs

    warm = []
    for v in range(len(names)):
        lines, refs = call(v, f"w{v}")
        out += lines
        warm.append(refs)
    for r in range(reps):
        for v in range(len(names)):
            tag = f"t{v}_{r}"
            out.append(f"  %{tag}_0 = func.call @rtclock() : () -> f64")
            lines, refs = call(v, f"{tag}_res")
            out += lines
            out.append(f"  %{tag}_1 = func.call @rtclock() : () -> f64")
            out.append(f"  %{tag} = arith.subf %{tag}_1, %{tag}_0 : f64")
            out += pr(("%k0", "i64"), (f"%n{v}", "i64"), (f"%n{r}", "i64"), (f"%{tag}", "f64"))
            # keep every result used: print its first element (`3, v, r, value`)
            for j, t in enumerate(ress):
                idx = ", ".join(["%cidx0"] * t.rank)
                x = f"%{tag}_x{j}"
                out.append(f"  {x} = tensor.extract {refs[j]}[{idx}] : {t.text}")
                if t.elem == "f64":
                    out += pr(("%k3", "i64"), (f"%n{v}", "i64"), (f"%n{r}", "i64"), (x, "f64"))
                elif t.elem in exec_compare.FLOAT_TYPES:
                    out.append(f"  {x}w = arith.extf {x} : {t.elem} to f64")
                    out += pr(("%k3", "i64"), (f"%n{v}", "i64"), (f"%n{r}", "i64"), (x + "w", "f64"))
                else:
                    if t.elem != "i64":
                        ext = "extui" if t.elem == "i1" else "extsi"
                        out.append(f"  {x}w = arith.{ext} {x} : {t.elem} to i64")
                        x += "w"
                    out += pr(("%k3", "i64"), (f"%n{v}", "i64"), (f"%n{r}", "i64"), (x, "i64"))
    for v in range(len(names)):
        for j, t in enumerate(ress):
            for d in range(t.rank):
                out.append(f"  %cd{v}_{j}_{d} = arith.constant {d} : index")
                out.append(f"  %dim{v}_{j}_{d} = tensor.dim {warm[v][j]}, %cd{v}_{j}_{d} : {t.text}")
                out.append(f"  %dimi{v}_{j}_{d} = arith.index_cast %dim{v}_{j}_{d} : index to i64")
                out += pr(("%k1", "i64"), (f"%n{v}", "i64"), (f"%n{j}", "i64"), (f"%n{d}", "i64"),
                          (f"%dimi{v}_{j}_{d}", "i64"))
    for v in range(len(names) - 1):
        for j, t in enumerate(ress):
            tag = f"cmp{v}_{j}"
            out += compare(tag, warm[v][j], warm[REF][j], t)
            out += pr(("%k2", "i64"), (f"%n{v}", "i64"), (f"%n{j}", "i64"), (f"%{tag}", "i64"))
    out += ["  return", "}"]
    return out


def lower(cmd, src, out):
    p = subprocess.run(cmd + [src, "-o", out], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if p.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} {src} failed:\n{p.stdout[-2000:]}")
    return open(out).read()


def run_program(path, work, reps, opts):
    """{'name', 'shapes', 'generics': {variant: n}, 'compile_s', 'runs': {opt: run_runner's}}"""
    name = os.path.splitext(os.path.basename(path))[0]
    text, shapes, args, ress = parse_program(path)
    parts, decls, names, generics = [], {}, [], {}
    for v, (vname, cmd) in enumerate(VARIANTS):
        low = lower(cmd, path, os.path.join(work, f"{name}.{vname}.mlir"))
        generics[vname] = len(re.findall(r"\blinalg\.generic\b", low))
        aliases, body = exec_compare.split_module(low)
        prefix = f"v{v}_"
        t, d = exec_compare.prefix_symbols(aliases, body, prefix)
        parts.append(t)
        for x in d:
            decls.setdefault(x, x)
        names.append(prefix + "kernel")
    al, bodies = [], []
    for p in parts:
        for l in p.split("\n"):
            (al if re.match(r"^[#!][\w$.]+\s*=", l) else bodies).append(l)
    mod = al + ["module {"] + bodies + list(decls)
    mod += ["func.func private @rtclock() -> f64", "func.func private @printF64(f64)",
            "func.func private @printI64(i64)", "func.func private @printComma()",
            "func.func private @printNewline()"]
    mod += build_main(shapes, args, ress, reps, names)
    mod.append("}")
    src = os.path.join(work, f"{name}.exec.mlir")
    ll = os.path.join(work, f"{name}.llvm.mlir")
    with open(src, "w") as f:
        f.write("\n".join(mod) + "\n")
    t0 = time.perf_counter()
    p = subprocess.run([MLIR_OPT_22] + exec_compare.EXEC_PIPELINE + [src, "-o", ll],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    compile_s = time.perf_counter() - t0
    if p.returncode != 0:
        raise RuntimeError(f"{MLIR_OPT_22} on {src} failed:\n{p.stdout[-3000:]}")
    runs = {}
    for opt in opts:
        runs[opt] = run_runner(ll, opt, reps, ress, shapes)
    return {"name": name, "shapes": shapes, "generics": generics, "compile_s": compile_s, "runs": runs}


def run_runner(ll, opt, reps, ress, shapes):
    """One mlir-runner-22 run of the compiled module at `opt` ('default': no -O flag):
    {'times': {variant: [s, ...]}, 'dims_ok', 'dims', 'mismatches': {variant: n}, 'total_s'}"""
    cmd = [RUNNER, "-e", "main", "-entry-point-result=void", "-shared-libs=" + exec_compare.DEFAULT_LIBS]
    if opt != "default":
        cmd.append("--" + opt)
    t0 = time.perf_counter()
    p = subprocess.run(cmd + [ll], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    total_s = time.perf_counter() - t0
    if p.returncode != 0:
        raise RuntimeError(f"{RUNNER} on {ll} failed ({p.returncode}):\n{p.stdout[-3000:]}")
    times = {v[0]: [] for v in VARIANTS}
    dims = {}
    mism = {}
    for line in p.stdout.splitlines():
        f = [x.strip() for x in line.split(",")]
        if len(f) < 4 or not f[0].isdigit():
            continue
        kind, v = int(f[0]), VARIANTS[int(f[1])][0]
        if kind == 0:
            times[v].append(float(f[3]))
        elif kind == 1:
            dims.setdefault(v, []).append((int(f[2]), int(f[3]), int(f[4])))
        elif kind == 2:
            mism[v] = mism.get(v, 0) + int(f[3])
    want = []
    for j, t in enumerate(ress):  # the broadcast result shape, right-aligned
        for d in range(t.rank):
            sizes = []
            for s in shapes:
                k = len(s) - (t.rank - d)
                if k >= 0:
                    sizes.append(s[k])
            want.append((j, d, max(sizes) if sizes else 1))
    dims_ok = all(dims.get(v[0]) == want for v in VARIANTS)
    if any(len(times[v[0]]) != reps for v in VARIANTS) or len(mism) != len(VARIANTS) - 1:
        raise RuntimeError(f"{RUNNER}: unexpected output:\n{p.stdout[-3000:]}")
    return {"times": times, "dims_ok": dims_ok, "dims": dims, "mismatches": mism, "total_s": total_s}


def ok(run):
    return run["dims_ok"] and not any(run["mismatches"].values())


def report(results, reps, opts):
    print("Run time of the lowered kernels: mlir-opt-22 with exec_compare's bufferize-to-LLVM pipeline, "
          "then mlir-runner-22;")
    print(f"best of {reps} timed calls after one warm-up call; the results of t2l and t2l-fuse compared "
          f"element by element with ref's (floats within {TOL:g} relative).")
    print()
    print("| program | input shapes | generics t2l / fuse / ref | runner | t2l s | t2l-fuse s | ref s | "
          "t2l/ref | fuse/ref | results |")
    print("|---|---|---|---|---:|---:|---:|---:|---:|---|")
    for r in results:
        g = r["generics"]
        shp = ", ".join("x".join(map(str, s)) for s in r["shapes"])
        for opt, run in r["runs"].items():
            best = {v: min(ts) for v, ts in run["times"].items()}
            res = "equal" if ok(run) else ("dims differ " if not run["dims_ok"] else "") + \
                ", ".join(f"{v}: {n:,} differ" for v, n in run["mismatches"].items() if n)
            print(f"| {r['name']} | {shp} | {g['t2l']} / {g['t2l-fuse']} / {g['ref']} | {opt} | "
                  f"{best['t2l']:.3f} | {best['t2l-fuse']:.3f} | {best['ref']:.3f} | "
                  f"{best['t2l'] / best['ref']:.2f} | {best['t2l-fuse'] / best['ref']:.2f} | {res} |")
    print()


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("names", nargs="*", help="programs of bench/runtime/ (default all)")
    ap.add_argument("--reps", type=int, default=5, help="timed calls per variant (default 5)")
    ap.add_argument("--opt", default="default,O3",
                    help="comma-separated mlir-runner-22 optimisation levels to run the compiled module at: "
                         "default (no flag, as test/exec runs it), O0..O3 (default: default,O3)")
    ap.add_argument("--keep", help="keep the lowered, combined and LLVM-dialect files in DIR")
    a = ap.parse_args(argv)
    opts = a.opt.split(",")
    if any(o not in ("default", "O0", "O1", "O2", "O3") for o in opts):
        ap.error("--opt: default, O0, O1, O2 or O3")
    for tool in (MLIR_OPT_22, RUNNER, "mlir-opt-19"):
        if not shutil.which(tool):
            log(f"runtime: missing {tool}")
            return 2
    progs = sorted(f for f in os.listdir(PROGRAMS) if f.endswith(".mlir"))
    if a.names:
        progs = [f for f in progs if f[:-5] in a.names]
    if a.keep:
        os.makedirs(a.keep, exist_ok=True)
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        work = a.keep or tmp
        for f in progs:
            log(f"runtime: {f}")
            try:
                results.append(run_program(os.path.join(PROGRAMS, f), work, a.reps, opts))
            except (RuntimeError, ValueError) as e:
                log(f"runtime: FAIL: {e}")
                return 2
    report(results, a.reps, opts)
    bad = [r["name"] for r in results if not all(ok(run) for run in r["runs"].values())]
    if bad:
        print("runtime: results differ from the reference: " + ", ".join(bad))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
