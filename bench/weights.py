"""weights.py — bench.py's weight-heavy modules (issue 32): one function of a few
ops whose bytes are weights, in each spelling bench/gen_weights.py writes, timed
side by side with `cat IN > OUT` (the I/O floor) and mlir-opt-19.

For each module: N rounds of (cat, tosa2linalg), each writing a fresh file; wall
and CPU (user+sys) time are each the best of the N; then one run of each under
/usr/bin/time -f %M for the peak RSS (a child of this Python process would count
the forked Python's). mlir-opt-19 runs once (not on the 1 GB file). Targets, per
module: tosa2linalg's peak RSS <= 64 MB, its wall and CPU time <= 2x cat's.
"""
import os
import subprocess
import sys
import time

import modcache

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GEN = os.path.join(ROOT, "bench", "gen_weights.py")
TIME = "/usr/bin/time"
REF_ARGS = ["--pass-pipeline=builtin.module(func.func(tosa-to-linalg))"]

# name, spelling, MB of weights, constants, rounds, run the reference?
MODULES = [
    ("w-hex-8x25MB", "hex", 200, 8, 5, True),
    ("w-hex-1x200MB", "hex", 200, 1, 5, True),
    ("w-resource-8x25MB", "resource", 200, 8, 5, True),
    ("w-decimal-8x25MB", "decimal", 200, 8, 5, True),
    ("w-string-8x25MB", "string", 200, 8, 5, True),
    # as exports are, in `module attributes {...} {`: its body is spilled until it ends
    ("w-hex-module-8x25MB", "hex+module", 200, 8, 5, True),
]
# opt-in (make bench BENCH_1G=1, bench.py --weights-1g): generated, timed, deleted
MODULE_1G = ("w-hex-1x1GB", "hex", 1000, 1, 3, False)

RSS_MAX_MB = 64.0
TIME_MAX_RATIO = 2.0


def log(msg):
    print(msg, file=sys.stderr, flush=True)


def module_path(work, name, spelling, mb, layers):
    """Generates the module once; again when gen_weights.py or its arguments change."""
    path = os.path.join(work, f"{name}.mlir")

    def make():
        log(f"bench: generating {name} ({mb} MB of {spelling} weights in {layers} constants)")
        kind, module = spelling.split("+")[0], spelling.endswith("+module")
        subprocess.run([sys.executable, GEN, "--spelling", kind, "--mb", str(mb), "--layers", str(layers),
                        "-o", path] + (["--module-attrs"] if module else []), check=True)

    return modcache.generated(path, GEN, f"{spelling}/{mb}/{layers}", make)


def run(cmd, out_path, stdout_to_out=False, rss=False):
    """One run writing a fresh out_path: (wall s, user+sys s, peak RSS KB or 0)."""
    if os.path.exists(out_path):
        os.unlink(out_path)
    out = open(out_path, "wb") if stdout_to_out else subprocess.DEVNULL
    rss_file = out_path + ".rss"
    if rss:
        cmd = [TIME, "-f", "%M", "-o", rss_file] + cmd
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=out, stderr=subprocess.PIPE)
    err = p.stderr.read()
    _, status, ru = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t0
    if stdout_to_out:
        out.close()
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        raise RuntimeError(f"{' '.join(cmd)} exited {code}:\n{err.decode(errors='replace')[-2000:]}")
    kb = 0
    if rss:
        with open(rss_file) as f:
            kb = int([line for line in f.read().splitlines() if line.strip()][-1])
        os.unlink(rss_file)
    return wall, ru.ru_utime + ru.ru_stime, kb


def side_by_side(tool, path, out, rounds):
    """cat and tosa2linalg in turns: {'cat'|'t2l': (best wall, best CPU, max RSS KB)}."""
    res = {"cat": [], "t2l": []}
    for k in range(rounds + 1):  # the last round: peak RSS
        res["cat"].append(run(["cat", path], out, stdout_to_out=True, rss=k == rounds))
        res["t2l"].append(run([tool, path, "-o", out], out, rss=k == rounds))
    os.unlink(out)
    return {k: (min(r[0] for r in v[:-1]), min(r[1] for r in v[:-1]), v[-1][2]) for k, v in res.items()}


def measure(tool, ref, work, with_1g, no_ref, only=None):
    rows = []
    mods = MODULES + ([MODULE_1G] if with_1g else [])
    for name, spelling, mb, layers, rounds, with_ref in mods:
        if only and name not in only:
            continue
        path = module_path(work, name, spelling, mb, layers)
        out = os.path.join(work, f"{name}.out.mlir")
        log(f"bench: {name}: cat and tosa2linalg side by side ({rounds} rounds)")
        r = side_by_side(tool, path, out, rounds)
        row = {"name": name, "spelling": spelling, "constants": layers, "in_bytes": os.path.getsize(path),
               "cat": r["cat"], "t2l": r["t2l"], "ref": None}
        if with_ref and not no_ref:
            log(f"bench: {name}: {ref}")
            row["ref"] = run([ref] + REF_ARGS + [path, "-o", out], out, rss=True)
            os.unlink(out)
        if name == MODULE_1G[0]:
            os.unlink(path)
            os.unlink(path + ".stamp")
        rows.append(row)
    return rows


def table(rows):
    hdr = ["module", "in MB", "cat s", "cat cpu s", "t2l s", "t2l cpu s", "t2l RSS MB", "wall / cat", "cpu / cat",
           "ref s", "ref cpu s", "ref RSS MB"]
    lines = [hdr]
    for r in rows:
        c, t, ref = r["cat"], r["t2l"], r["ref"]
        lines.append([r["name"], f"{r['in_bytes'] / 1e6:.0f}", f"{c[0]:.3f}", f"{c[1]:.3f}", f"{t[0]:.3f}",
                      f"{t[1]:.3f}", f"{t[2] / 1024:.1f}", f"{t[0] / max(c[0], 1e-3):.2f}x",
                      f"{t[1] / max(c[1], 1e-3):.2f}x"] +
                     ([f"{ref[0]:.2f}", f"{ref[1]:.2f}", f"{ref[2] / 1024:.0f}"] if ref else ["-", "-", "-"]))
    widths = [max(len(l[i]) for l in lines) for i in range(len(hdr))]
    text = []
    for k, l in enumerate(lines):
        text.append("| " + " | ".join(c.rjust(widths[i]) if i else c.ljust(widths[i]) for i, c in enumerate(l)) + " |")
        if k == 0:
            text.append("|" + "|".join("-" * (w + 1) + (":" if i else "-") for i, w in enumerate(widths)) + "|")
    return "\n".join(text)


def evaluate(rows):
    """[(target, passed, detail)] for each module."""
    res = []
    for r in rows:
        c, t = r["cat"], r["t2l"]
        res.append((f"{r['name']}: peak RSS <= {RSS_MAX_MB:.0f} MB", t[2] / 1024 <= RSS_MAX_MB,
                    f"{t[2] / 1024:.1f} MB"))
        res.append((f"{r['name']}: wall <= {TIME_MAX_RATIO:.0f}x cat's", t[0] <= TIME_MAX_RATIO * c[0],
                    f"{t[0]:.3f} s vs {c[0]:.3f} s ({t[0] / max(c[0], 1e-3):.2f}x)"))
        res.append((f"{r['name']}: CPU <= {TIME_MAX_RATIO:.0f}x cat's", t[1] <= TIME_MAX_RATIO * c[1],
                    f"{t[1]:.3f} s vs {c[1]:.3f} s ({t[1] / max(c[1], 1e-3):.2f}x)"))
    return res
