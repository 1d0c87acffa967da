#!/usr/bin/env python3
"""bench.py — tosa2linalg against mlir-opt-19 on large generated modules.

Generates modules of ~2k, 20k, 200k and 2M TOSA element-wise ops (10 ops per
function) and modules of ONE function, as real models are: 20k ops with dynamic
dims kept down the chain, 20k static ops, 200k and 1M ops (bench/gen.py, cached
in build/bench/), then per module measures for tosa2linalg and for
mlir-opt-19 --pass-pipeline="builtin.module(func.func(tosa-to-linalg))":
CPU time (user+sys) and wall time (best of N), peak RSS (/usr/bin/time -f %M),
output bytes. Prints a table, a callgrind instruction count for the 20k module,
and PASS/FAIL for each target (judged on CPU time and peak RSS); exits 1 when a
target fails (2 when a tool fails on a module).

usage: python3 bench/bench.py [--quick] [--no-ref] [--no-callgrind] [--only M,M] [--json FILE]
                              [--output-stats] [--to-llvm] [--runtime]
  run from the repository root (make bench does). --output-stats, --to-llvm and
  --runtime add issue 14's figures (bench/README.md); `--only none --runtime`
  runs bench/runtime.py alone.
"""
import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GEN = os.path.join(ROOT, "bench", "gen.py")
GEN_MODEL = os.path.join(ROOT, "bench", "gen_model.py")
TOOL = os.path.join(ROOT, "build", "tosa2linalg")
WORK = os.path.join(ROOT, "build", "bench")
REF = "mlir-opt-19"
REF_ARGS = ["--pass-pipeline=builtin.module(func.func(tosa-to-linalg))"]
# a whole model: mlir-opt-19's TOSA pipeline (tosa-to-scf first, as the execution tests run it)
REF_MODEL_ARGS = ["--pass-pipeline=builtin.module(func.func(tosa-to-scf,tosa-to-linalg-named,tosa-to-linalg,"
                  "tosa-to-arith{include-apply-rescale=true},tosa-to-tensor))"]
MLIR_OPT_22 = "mlir-opt-22"
TO_LLVM_MAX_GB = 8  # address-space limit of the bufferize-to-LLVM pipeline run
TO_LLVM_TIMEOUT = 600
TIME = "/usr/bin/time"

sys.path.insert(0, os.path.join(ROOT, "test", "exec"))
import exec_compare  # noqa: E402  (EXEC_PIPELINE: the bufferize-to-LLVM pipeline of the execution tests)
sys.path.insert(0, os.path.join(ROOT, "bench"))
import modcache  # noqa: E402  (the modules generated once)
import weights  # noqa: E402  (the weight-heavy modules, issue 32)

# name, total ops, ops per function, distinct signatures (0: one per function),
# runs (best of), run the reference?, operand shapes (gen.py --shapes)
MODULES = [
    ("2k", 2_000, 10, 0, 5, True, "mixed"),
    ("20k", 20_000, 10, 0, 5, True, "mixed"),
    ("200k", 200_000, 10, 0, 1, True, "mixed"),
    ("2M", 2_000_000, 10, 0, 1, False, "mixed"),       # reference: minutes and several GB: skipped
    # diagnostic, not in the targets: as 200k, but the functions share 8 argument
    # signatures, which separates per-signature from per-function memory
    ("200k-8sig", 200_000, 10, 8, 1, False, "mixed"),
    # one function, as real models are
    ("1fn-20k-dyn", 20_000, 20_000, 0, 5, True, "dynamic"),
    ("1fn-20k-static", 20_000, 20_000, 0, 5, True, "static"),
    ("1fn-200k", 200_000, 200_000, 0, 1, False, "mixed"),  # reference: ~1.5 GB
    ("1fn-1M", 1_000_000, 1_000_000, 0, 1, False, "mixed"),
    # 1fn-200k as mlir-opt-19 --mlir-print-op-generic prints it: "func.func"() ({...})
    ("1fn-200k-generic", 200_000, 200_000, 0, 1, False, "mixed-generic"),
    # diagnostic, not in the targets: 1fn-200k with each op in an scf.execute_region
    # of its own (gen.py --regions): what an op with regions costs from op to op
    ("1fn-200k-regions", 200_000, 200_000, 0, 1, False, "mixed-regions"),
    # one function shaped as a model (bench/gen_model.py): reshape, transpose,
    # reductions, slice and concat around element-wise ops, all lowered by the tool
    # (--no-tosa-left), against mlir-opt-19's whole TOSA pipeline
    ("model-20k", 20_000, 20_000, 0, 5, True, "model"),
    # the same for a ResNet-like int8 stack (conv2d, rescale, clamp, depthwise,
    # max_pool2d) and a BERT-like attention stack (matmul, transpose, softmax, reshape)
    ("resnet-20k", 20_000, 20_000, 0, 3, True, "model-resnet"),
    ("bert-20k", 20_000, 20_000, 0, 3, True, "model-bert"),
]
BIG_OUTPUT = 200 << 20  # outputs larger than this are deleted after measuring

# targets
SPEEDUP_20K = 30.0
MEM_RATIO_20K = 20.0
LINEAR_MAX = 110.0  # cpu(200k) / cpu(2k)
RSS_2M_MAX_MB = 64.0  # the symbol table keeps ~175 B per function: 200,000 of them
RSS_1FN_200K_MAX_MB = 32.0
RSS_1FN_1M_MAX_MB = 64.0
MODEL_RATIO = 10.0  # model-20k: CPU time and peak RSS against mlir-opt-19's TOSA pipeline


def log(msg):
    print(msg, file=sys.stderr, flush=True)


def check_prereqs(need_callgrind):
    missing = []
    if not os.access(TOOL, os.X_OK):
        missing.append(f"{TOOL} (run make)")
    if not os.access(TIME, os.X_OK):
        missing.append(f"{TIME} (apt-get install time)")
    if not shutil.which(REF):
        missing.append(f"{REF} (apt-get install mlir-19-tools)")
    if need_callgrind and not shutil.which("valgrind"):
        missing.append("valgrind (apt-get install valgrind)")
    if missing:
        log("bench: missing: " + ", ".join(missing))
        sys.exit(2)


def module_path(name, nops, per_func, sigs=0, shapes="mixed"):
    """Generates the module once; regenerated when gen.py or its arguments change."""
    path = os.path.join(WORK, f"{name}.mlir")
    gen = GEN_MODEL if shapes.startswith("model") else GEN

    def make():
        log(f"bench: generating {name} ({nops} ops, {per_func} per function)")
        if shapes.startswith("model"):
            kind = shapes.split("-")[1] if "-" in shapes else "moves"
            subprocess.run([sys.executable, GEN_MODEL, "--kind", kind, "--ops", str(nops), "-o", path], check=True)
            return
        generic = shapes.endswith("-generic")
        regions = ["--regions"] if shapes.endswith("-regions") else []
        subprocess.run([sys.executable, GEN, "--ops", str(nops), "--ops-per-func", str(per_func),
                        "--signatures", str(sigs), "--shapes", shapes.replace("-generic", "").replace("-regions", ""),
                        "-o", path + ".pretty" if generic else path] + regions, check=True)
        if generic:
            subprocess.run([REF, "--mlir-print-op-generic", path + ".pretty", "-o", path], check=True)
            os.unlink(path + ".pretty")

    return modcache.generated(path, gen, f"{nops}/{per_func}/{sigs}/{shapes}", make)


def run_timed(cmd, out_path):
    """One run of the tool itself: (wall seconds, user+sys CPU seconds). The
    tool is started directly, so the wall time does not include starting
    /usr/bin/time (a couple of milliseconds here: a tenth of tosa2linalg's time
    on the 20k module, nothing for mlir-opt-19's second)."""
    if os.path.exists(out_path):
        os.unlink(out_path)  # every run writes a fresh file
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    err = p.stderr.read()
    _, status, ru = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t0
    p.returncode = os.waitstatus_to_exitcode(status)
    if p.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} exited {p.returncode}:\n{err.decode(errors='replace')[-2000:]}")
    return wall, ru.ru_utime + ru.ru_stime


def run_rss(cmd, out_path):
    """One run under /usr/bin/time -f %M: (peak RSS in KB, output bytes)."""
    if os.path.exists(out_path):
        os.unlink(out_path)
    with tempfile.NamedTemporaryFile("r", dir=WORK, suffix=".rss") as rss:
        p = subprocess.run([TIME, "-f", "%M", "-o", rss.name] + cmd,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        lines = [l for l in rss.read().splitlines() if l.strip()]
    if p.returncode != 0:
        err = p.stderr.decode(errors="replace")[-2000:]
        raise RuntimeError(f"{' '.join(cmd)} exited {p.returncode}:\n{err}")
    return int(lines[-1]), os.path.getsize(out_path)


def best_of(runs, cmd, out_path):
    """(best wall, peak RSS KB, output bytes, best CPU): `runs` timed runs, each
    figure the best of them (the VM's noise only ever adds time), then one run
    under /usr/bin/time for the peak RSS."""
    walls, cpus = [], []
    for _ in range(runs):
        w, c = run_timed(cmd, out_path)
        walls.append(w)
        cpus.append(c)
    kb, size = run_rss(cmd, out_path)
    return min(walls), kb, size, min(cpus)


def callgrind(in_path):
    out = os.path.join(WORK, "callgrind.20k.out")
    res = os.path.join(WORK, "callgrind.20k.result.mlir")
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", TOOL, in_path,
                    "-o", res], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    total = None
    with open(out) as f:
        for line in f:
            if line.startswith("totals:") or line.startswith("summary:"):
                total = int(line.split()[1])
    return total, out


OPS_RE = None


def op_counts(path):
    """Ops in printed MLIR by name (a line's `dialect.op` after `=` or at its start),
    and their total."""
    import re
    global OPS_RE
    if OPS_RE is None:
        OPS_RE = re.compile(r'^\s*(?:%[^=]*=\s*)?"?([a-z_]+\.[a-z_.]+)')
    counts = {}
    with open(path) as f:
        for line in f:
            m = OPS_RE.match(line)
            if m:
                counts[m.group(1)] = counts.get(m.group(1), 0) + 1
    return counts, sum(counts.values())


def to_llvm_input(out, tool):
    """The file the to-LLVM pipeline is timed on: the output itself, or for
    mlir-opt-19's output a copy with its tosa.const ops turned into arith.constant
    by mlir-opt-19's tosa-to-arith (mlir-opt-22 cannot read the `value` attribute
    version 19 prints); that step is not timed."""
    if tool != REF:
        return out, None
    conv = out + ".arith.mlir"
    p = subprocess.run([REF, "--pass-pipeline=builtin.module(func.func(tosa-to-arith))", out, "-o", conv],
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    if p.returncode != 0:
        raise RuntimeError(p.stderr.decode(errors="replace")[-2000:])
    return conv, conv


def time_to_llvm(out, tool):
    """(seconds, peak RSS KB, None) of mlir-opt-22 running the execution harness's
    bufferize-to-LLVM pipeline (test/exec/exec_compare.py's EXEC_PIPELINE, the
    same list) on `out`, or (None, None, why) when it fails, runs out of its
    address-space limit (TO_LLVM_MAX_GB: one function of 20k TOSA ops takes more
    than the machine's 23 GB) or its time."""
    src, tmp = to_llvm_input(out, tool)
    ll = out + ".llvm"
    limit = TO_LLVM_MAX_GB << 30

    def cap():
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

    try:
        with tempfile.TemporaryFile() as errf:
            t0 = time.perf_counter()
            p = subprocess.Popen([MLIR_OPT_22] + exec_compare.EXEC_PIPELINE + [src, "-o", ll],
                                 stdout=subprocess.DEVNULL, stderr=errf, preexec_fn=cap)
            while True:  # wait4 for this child's own peak RSS
                pid, status, ru = os.wait4(p.pid, os.WNOHANG)
                if pid:
                    break
                if time.perf_counter() - t0 > TO_LLVM_TIMEOUT:
                    p.kill()
                    os.wait4(p.pid, 0)
                    return None, None, f"over {TO_LLVM_TIMEOUT} s"
                time.sleep(0.02)
            dt = time.perf_counter() - t0
            p.returncode = os.waitstatus_to_exitcode(status)
            errf.seek(0)
            err = errf.read()
    finally:
        for f in (tmp, ll):
            if f and os.path.exists(f):
                os.unlink(f)
    if p.returncode != 0:
        err = err.decode(errors="replace")
        log(f"bench: {MLIR_OPT_22} pipeline failed on {out} ({p.returncode}): {err[-500:]}")
        if "alloc" in err.lower() or "memory" in err.lower() or p.returncode < 0:
            return None, None, f"over {TO_LLVM_MAX_GB} GB"
        return None, None, "failed"
    return dt, ru.ru_maxrss, None


def output_stats(rows, paths, to_llvm=False):
    """Issue 14's figures for the given module rows (their outputs must still
    exist): ops, linalg.generic ops and bytes of tosa2linalg's output, of
    tosa2linalg --fuse's (made here, timed best of 3) and of mlir-opt-19's; how
    many ops --canonicalize --cse removes from each, in how long (mlir-opt-19:
    mlir-opt-22 cannot read the tosa.const mlir-opt-19's lowering leaves); with
    to_llvm, how long mlir-opt-22 takes to run the bufferize-to-LLVM pipeline on
    each. Prints a table; returns its rows."""
    print("Outputs: ops (lines holding an op), linalg.generic ops, bytes, the lowering's wall time, and what")
    print("mlir-opt-19 --canonicalize --cse leaves (dead ops of the program itself count: the generated")
    print("programs leave most values unused)" + (", and the time of mlir-opt-22 with test/exec's" if to_llvm else "."))
    if to_llvm:
        print("bufferize-to-LLVM pipeline (mlir-opt-19's output first has its tosa.const turned into")
        print("arith.constant by mlir-opt-19 --tosa-to-arith, untimed).")
    print()
    print("| module | tool | ops | generics | MB | lower s | ops after canonicalize+cse | removed | "
          "canonicalize+cse s |" + (" to-LLVM s (peak RSS) |" if to_llvm else ""))
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|" + ("---:|" if to_llvm else ""))
    stats = []
    for r in rows:
        name = r["name"]
        fuse_out = os.path.join(WORK, f"{name}.fuse.mlir")
        log(f"bench: {name}: tosa2linalg --fuse (best of 3)")
        try:
            fuse_s = min(run_timed([TOOL, "--fuse", paths[name], "-o", fuse_out], fuse_out)[0] for _ in range(3))
        except RuntimeError as e:
            log(f"bench: tosa2linalg --fuse failed on {name}: {e}")
            fuse_s = None
        ref_s = r["ref"]["s"] if r.get("ref") else None
        for tool, suffix, lower_s in (("tosa2linalg", "t2l", r["t2l_s"]), ("tosa2linalg --fuse", "fuse", fuse_s),
                                      (REF, "ref", ref_s)):
            out = os.path.join(WORK, f"{name}.{suffix}.mlir")
            if not os.path.exists(out) or lower_s is None:
                continue
            counts, n = op_counts(out)
            gen = counts.get("linalg.generic", 0)
            st = {"module": name, "tool": tool, "ops": n, "generics": gen, "bytes": os.path.getsize(out),
                  "lower_s": lower_s}
            canon = out + ".canon"
            log(f"bench: {name}: {tool} output: canonicalize+cse")
            t0 = time.perf_counter()
            ok = subprocess.run([REF, "--canonicalize", "--cse", out, "-o", canon],
                                stderr=subprocess.DEVNULL).returncode == 0
            dt = time.perf_counter() - t0
            if ok:
                _, m = op_counts(canon)
                st.update(canon_ops=m, canon_s=dt)
            if os.path.exists(canon):
                os.unlink(canon)
            if to_llvm:
                log(f"bench: {name}: {tool} output: {MLIR_OPT_22} bufferize-to-LLVM pipeline")
                st["to_llvm_s"], st["to_llvm_rss_kb"], st["to_llvm_error"] = time_to_llvm(out, tool)
            stats.append(st)
            cells = [name, tool, f"{n:,}", f"{gen:,}", f"{st['bytes'] / 1e6:.1f}", f"{lower_s:.3f}"]
            cells += [f"{m:,}", f"{100 * (n - m) / max(n, 1):.0f}%", f"{dt:.2f}"] if ok else \
                ["(canonicalize failed)", "-", "-"]
            if to_llvm:
                cells.append(st["to_llvm_error"] if st["to_llvm_s"] is None else
                             f"{st['to_llvm_s']:.1f} ({st['to_llvm_rss_kb'] / 2**20:.1f} GB)")
            print("| " + " | ".join(cells) + " |", flush=True)
    print()
    return stats


def mb(kb):
    return kb / 1024.0


def fmt_table(rows):
    hdr = ["module", "ops", "funcs", "in MB", "t2l s", "t2l cpu s", "ref s", "ref cpu s", "cpu ratio",
           "t2l RSS MB", "ref RSS MB", "mem ratio", "t2l out MB", "ref out MB"]
    table = [hdr]
    for r in rows:
        ref = r.get("ref")
        table.append([
            r["name"], f"{r['ops']:,}", f"{r['funcs']:,}", f"{r['in_bytes'] / 1e6:.1f}",
            f"{r['t2l_s']:.3f}", f"{r['t2l_cpu_s']:.3f}",
            f"{ref['s']:.2f}" if ref else "skipped",
            f"{ref['cpu_s']:.2f}" if ref else "-",
            f"{ref['cpu_s'] / max(r['t2l_cpu_s'], 0.001):.1f}x" if ref else "-",
            f"{mb(r['t2l_rss_kb']):.1f}",
            f"{mb(ref['rss_kb']):.1f}" if ref else "-",
            f"1/{ref['rss_kb'] / r['t2l_rss_kb']:.1f}" if ref else "-",
            f"{r['t2l_out_bytes'] / 1e6:.1f}",
            f"{ref['out_bytes'] / 1e6:.1f}" if ref else "-",
        ])
    widths = [max(len(row[i]) for row in table) for i in range(len(hdr))]
    lines = []
    for k, row in enumerate(table):
        lines.append("| " + " | ".join(c.rjust(widths[i]) if i else c.ljust(widths[i])
                                       for i, c in enumerate(row)) + " |")
        if k == 0:
            lines.append("|" + "|".join("-" * (w + 1) + (":" if i else "-") for i, w in enumerate(widths)) + "|")
    return "\n".join(lines)


def evaluate(rows):
    """[(name, passed or None when not measured, detail)]"""
    by = {r["name"]: r for r in rows}
    res = []
    for name, what in (("20k", "20k ops in 2,000 functions"), ("1fn-20k-dyn", "one function of 20k ops, dynamic dims")):
        r = by.get(name)
        if not (r and r.get("ref")):
            res.append((f"{what}: speed and memory vs mlir-opt-19", None, "not measured"))
            continue
        # judged on CPU time (user+sys): what a user running many files at once (make -j) pays
        s = r["ref"]["s"] / r["t2l_s"]
        cpu = r["ref"]["cpu_s"] / max(r["t2l_cpu_s"], 0.001)
        res.append((f"{what}: >= {SPEEDUP_20K:.0f}x less CPU time than mlir-opt-19", cpu >= SPEEDUP_20K,
                    f"{cpu:.1f}x user+sys ({r['t2l_cpu_s']:.3f} s vs {r['ref']['cpu_s']:.2f} s; wall ratio {s:.1f}x)"))
        m = r["ref"]["rss_kb"] / r["t2l_rss_kb"]
        res.append((f"{what}: <= 1/{MEM_RATIO_20K:.0f} of mlir-opt-19's peak RSS", m >= MEM_RATIO_20K,
                    f"1/{m:.1f} ({mb(r['t2l_rss_kb']):.1f} MB vs {mb(r['ref']['rss_kb']):.1f} MB)"))
    for name, limit in (("1fn-200k", RSS_1FN_200K_MAX_MB), ("1fn-200k-generic", RSS_1FN_200K_MAX_MB),
                        ("1fn-1M", RSS_1FN_1M_MAX_MB)):
        r = by.get(name)
        if r:
            res.append((f"{name}, one function of {r['ops']:,} ops: peak RSS <= {limit:.0f} MB", mb(r["t2l_rss_kb"]) <= limit,
                        f"{mb(r['t2l_rss_kb']):.1f} MB, CPU {r['t2l_cpu_s']:.2f} s"))
        else:
            res.append((f"{name}: peak RSS", None, "not measured"))
    for name in ("model-20k", "resnet-20k", "bert-20k"):
        r = by.get(name)
        if not (r and r.get("ref")):
            res.append((f"{name}: speed and memory vs mlir-opt-19's TOSA pipeline", None, "not measured"))
            continue
        cpu = r["ref"]["cpu_s"] / max(r["t2l_cpu_s"], 0.001)
        m = r["ref"]["rss_kb"] / r["t2l_rss_kb"]
        res.append((f"{name}, a model-shaped function of 20k ops, no TOSA left: >= {MODEL_RATIO:.0f}x less CPU "
                    f"and <= 1/{MODEL_RATIO:.0f} of the peak RSS of mlir-opt-19's TOSA pipeline",
                    cpu >= MODEL_RATIO and m >= MODEL_RATIO,
                    f"{cpu:.1f}x user+sys ({r['t2l_cpu_s']:.3f} s vs {r['ref']['cpu_s']:.2f} s), "
                    f"RSS 1/{m:.1f} ({mb(r['t2l_rss_kb']):.1f} MB vs {mb(r['ref']['rss_kb']):.1f} MB)"))
    if "2k" in by and "200k" in by:
        k = by["200k"]["t2l_cpu_s"] / max(by["2k"]["t2l_cpu_s"], 0.001)
        res.append((f"linear time: cpu(200k) / cpu(2k) <= {LINEAR_MAX:.0f} (100x the ops)", k <= LINEAR_MAX, f"{k:.1f}"))
    else:
        res.append(("linear time", None, "not measured"))
    r = by.get("2M")
    if r:
        res.append((f"2M ops in 200,000 functions: peak RSS < {RSS_2M_MAX_MB:.0f} MB", mb(r["t2l_rss_kb"]) < RSS_2M_MAX_MB,
                    f"{mb(r['t2l_rss_kb']):.1f} MB, CPU {r['t2l_cpu_s']:.2f} s"))
    else:
        res.append((f"2M ops: peak RSS < {RSS_2M_MAX_MB:.0f} MB", None, "not measured"))
    return res


def print_op_heavy(rows):
    print()
    print("tosa2linalg vs mlir-opt-19 (tosa-to-linalg); wall and CPU time each the best of N runs "
          "(N=5 for 2k and 20k; else 3 for tosa2linalg, 1 for mlir-opt-19); "
          "peak RSS from /usr/bin/time -f %M.")
    print("cpu s: user+sys of that run; cpu ratio: mlir-opt-19's over tosa2linalg's. 'skipped':")
    print("mlir-opt-19 not run (2M ops would take minutes and GBs, a function of 200k ops 1.5 GB);")
    print("200k-8sig is a diagnostic row: 200k ops whose functions share 8 argument signatures,")
    print("to separate per-signature from per-function memory. 1fn-*: one function.")
    print()
    print(fmt_table(rows))
    print()


def run_runtime(a):
    """bench/runtime.py's table (its exit status: 1 when results differ, 2 when a tool failed)."""
    sys.path.insert(0, os.path.join(ROOT, "bench"))
    import runtime
    log("bench: runtime of the lowered code (bench/runtime.py)")
    return runtime.main([])


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="skip the 2M-op module")
    ap.add_argument("--no-ref", action="store_true", help="do not run mlir-opt-19")
    ap.add_argument("--no-callgrind", action="store_true")
    ap.add_argument("--only", help="comma-separated module names (" + ",".join(m[0] for m in MODULES) + ")")
    ap.add_argument("--json", help="also write the results as JSON to this file")
    ap.add_argument("--output-stats", action="store_true",
                    help="also count the ops of tosa2linalg's (default and --fuse) and mlir-opt-19's outputs "
                         "and time mlir-opt-19 --canonicalize --cse on them")
    ap.add_argument("--to-llvm", action="store_true",
                    help="with --output-stats (implied): also time mlir-opt-22 with test/exec's "
                         "bufferize-to-LLVM pipeline on each output (tens of seconds per output)")
    ap.add_argument("--runtime", action="store_true",
                    help="also run bench/runtime.py: run time of each lowering of bench/runtime/*.mlir "
                         "on large tensors with mlir-runner-22 (--only none: that alone)")
    ap.add_argument("--weights-1g", action="store_true",
                    help="also the 1 GB weights module (generated, timed, deleted; make bench BENCH_1G=1)")
    ap.add_argument("--no-weights", action="store_true", help="skip the weight-heavy modules")
    ap.add_argument("--tool", help="the tosa2linalg binary to measure (default build/tosa2linalg)")
    a = ap.parse_args()
    if a.tool:
        global TOOL
        TOOL = os.path.abspath(a.tool)
    a.output_stats |= a.to_llvm
    check_prereqs(not a.no_callgrind)
    os.makedirs(WORK, exist_ok=True)
    mods = [m for m in MODULES if not (a.quick and m[0] in ("2M", "1fn-1M"))]
    want = None
    if a.only:
        want = a.only.split(",")
        mods = [m for m in mods if m[0] in want]

    rows = []
    paths = {}
    t_start = time.perf_counter()
    for name, nops, per_func, sigs, runs, with_ref, shapes in mods:
        path = paths[name] = module_path(name, nops, per_func, sigs, shapes)
        funcs = -(-nops // per_func)
        out = os.path.join(WORK, f"{name}.t2l.mlir")
        # at least 3 runs of tosa2linalg: its big modules take seconds, not
        # mlir-opt-19's minutes
        t2l_runs = max(runs, 3)
        log(f"bench: {name}: tosa2linalg (best of {t2l_runs})")
        try:
            opts = ["--no-tosa-left"] if shapes.startswith("model") else []
            t, kb, size, cpu = best_of(t2l_runs, [TOOL] + opts + [path, "-o", out], out)
        except RuntimeError as e:
            log(f"bench: FAIL: tosa2linalg failed on {name}: {e}")
            return 2
        row = {"name": name, "ops": nops, "per_func": per_func, "sigs": sigs, "funcs": funcs,
               "in_bytes": os.path.getsize(path), "runs": t2l_runs,
               "t2l_s": t, "t2l_cpu_s": cpu, "t2l_rss_kb": kb, "t2l_out_bytes": size}
        if size > BIG_OUTPUT:
            os.unlink(out)
        if with_ref and not a.no_ref:
            log(f"bench: {name}: {REF} (best of {runs})")
            rout = os.path.join(WORK, f"{name}.ref.mlir")
            try:
                ref_args = REF_MODEL_ARGS if shapes.startswith("model") else REF_ARGS
                rt, rkb, rsize, rcpu = best_of(runs, [REF] + ref_args + [path, "-o", rout], rout)
            except RuntimeError as e:
                log(f"bench: FAIL: {REF} failed on {name} (generator bug?): {e}")
                return 2
            row["ref"] = {"s": rt, "cpu_s": rcpu, "rss_kb": rkb, "out_bytes": rsize}
            if rsize > BIG_OUTPUT:
                os.unlink(rout)
        rows.append(row)

    cg = None
    if not a.no_callgrind and any(m[0] == "20k" for m in mods):
        log("bench: 20k: callgrind")
        cg, _ = callgrind(module_path("20k", 20_000, 10, 0, "mixed"))

    wrows = [] if a.no_weights else weights.measure(TOOL, REF, WORK, a.weights_1g, a.no_ref, want)
    if not rows and not wrows:  # --only none --runtime
        return run_runtime(a) if a.runtime else 0
    if wrows:
        print()
        print("Weight-heavy modules (bench/weights.py): one function, 8 layers of tosa.const, tosa.mul, tosa.add")
        print("(tosa.add, tosa.sub on i8); tosa2linalg and `cat IN > OUT` in turns, wall and CPU the best of 5")
        print("rounds (3 for 1 GB), peak RSS from /usr/bin/time -f %M; mlir-opt-19 (tosa-to-linalg) once.")
        print()
        print(weights.table(wrows))
    if rows:
        print_op_heavy(rows)
    if cg is not None:
        print(f"callgrind, 20k module: {cg:,} instructions (Ir) total")
        print()
    stats = None
    if a.output_stats:
        stats = output_stats([r for r in rows if r["t2l_out_bytes"] <= BIG_OUTPUT], paths, a.to_llvm)
    rt_status = run_runtime(a) if a.runtime else 0
    results = (evaluate(rows) if rows else []) + weights.evaluate(wrows)
    failed = False
    for what, ok, detail in results:
        tag = "SKIP" if ok is None else ("PASS" if ok else "FAIL")
        failed |= ok is False
        print(f"{tag}  {what}: {detail}")
    print()
    print(f"bench: {len(rows) + len(wrows)} modules in {time.perf_counter() - t_start:.0f} s; "
          f"{sum(1 for r in results if r[1])} passed, {sum(1 for r in results if r[1] is False)} failed")
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"rows": rows, "weights": wrows, "callgrind_ir_20k": cg, "output_stats": stats,
                       "targets": [{"target": w, "pass": ok, "detail": d} for w, ok, d in results]}, f, indent=1)
    return rt_status if rt_status == 2 else 1 if failed or rt_status else 0


if __name__ == "__main__":
    sys.exit(main())
