#!/usr/bin/env python3
"""Oracle beyond crashes: every input the fuzzer kept (its corpus) goes through
build/tosa2linalg, and each output of an input it accepts must be accepted by
mlir-opt-19 (parsed and verified) whenever mlir-opt-19 accepts the input: ops of
other dialects are carried through as text (docs/foreign-ops.md), so an invalid
one stays invalid ("carried", not a failure). Zero rejections expected.

usage: replay_oracle.py [--tool T] [--mlir-opt M] [--keep DIR] [-j N] [--timeout S] CORPUS_DIR...

Each input runs twice, as the fuzz harness runs it: whole, and with
--split-input-file (then mlir-opt gets --split-input-file too). Rejected
outputs are copied to --keep DIR (default build/fuzz/rejected) with the input
and mlir-opt's message. Exit status 1 when mlir-opt rejected an output (or the
tool crashed or hung). With --inputs, accepted inputs that mlir-opt-19 itself
rejects are listed too ("lenient"), for a look: not a failure, as tosa2linalg
deliberately differs from mlir-opt-19 in places (README).
"""
import argparse
import concurrent.futures
import hashlib
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def run(cmd, data, timeout):
    try:
        p = subprocess.run(cmd, input=data, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", b"", b""


def check(path, split, args):
    try:
        data = open(path, "rb").read()
    except FileNotFoundError:  # a running fuzzer replaced it by a smaller one
        return "gone", path, split, b"", b"", b""
    flags = ["--split-input-file"] if split else []
    rc, out, err = run([args.tool] + flags + ["-"], data, args.timeout)
    if rc == "timeout":
        return "tool-timeout", path, split, data, b"", b""
    if rc != 0:
        # 1: errors in the input, reported. Anything else is a crash.
        return ("rejected" if rc == 1 else "tool-crash"), path, split, data, out, err
    if not out.strip():
        return "empty", path, split, data, out, b""
    rc2, _, err2 = run([args.mlir_opt, "--allow-unregistered-dialect", "-o", os.devnull] + flags + ["-"], out,
                       args.timeout)
    if rc2 != 0:
        if rc2 == "timeout":
            return "mlir-timeout", path, split, data, out, err2
        # Ops of other dialects are carried through as text (docs/foreign-ops.md):
        # an input mlir-opt rejects may give an output it rejects for the same reason.
        rc3, _, _ = run([args.mlir_opt, "--allow-unregistered-dialect", "-o", os.devnull] + flags + ["-"], data,
                        args.timeout)
        return ("carried" if rc3 not in (0, "timeout") else "mlir-rejected"), path, split, data, out, err2
    if args.inputs:
        # Informational: an input we accept that mlir-opt-19 rejects (we are more
        # lenient than the reference there, or the difference is deliberate).
        rc3, _, err3 = run([args.mlir_opt, "--allow-unregistered-dialect", "-o", os.devnull] + flags + ["-"], data,
                           args.timeout)
        if rc3 not in (0, "timeout"):
            return "lenient", path, split, data, out, err3
    return "ok", path, split, data, out, b""


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("corpus", nargs="+")
    ap.add_argument("--tool", default=os.path.join(ROOT, "build", "tosa2linalg"))
    ap.add_argument("--mlir-opt", default="mlir-opt-19")
    ap.add_argument("--keep", default=os.path.join(ROOT, "build", "fuzz", "rejected"))
    ap.add_argument("-j", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=30)
    ap.add_argument("--inputs", action="store_true",
                    help="also list accepted inputs that mlir-opt-19 itself rejects (not counted as failures)")
    args = ap.parse_args()

    files = sorted(os.path.join(d, f) for d in args.corpus for f in os.listdir(d)
                   if os.path.isfile(os.path.join(d, f)))
    counts = {}
    bad = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.j) as pool:
        jobs = [pool.submit(check, f, split, args) for f in files for split in (False, True)]
        for n, job in enumerate(concurrent.futures.as_completed(jobs), 1):
            verdict, path, split, data, out, err = job.result()
            counts[verdict] = counts.get(verdict, 0) + 1
            if verdict not in ("ok", "rejected", "empty", "gone", "carried"):
                bad.append((verdict, path, split, data, out, err))
            if n % 1000 == 0:
                print("  %d/%d runs" % (n, len(jobs)), file=sys.stderr)

    if bad:
        os.makedirs(args.keep, exist_ok=True)
    for verdict, path, split, data, out, err in bad:
        tag = "%s-%s%s" % (verdict, hashlib.sha1(data).hexdigest()[:12], "-split" if split else "")
        base = os.path.join(args.keep, tag)
        with open(base + ".input.mlir", "wb") as f:
            f.write(data)
        with open(base + ".output.mlir", "wb") as f:
            f.write(out)
        with open(base + ".message.txt", "wb") as f:
            f.write(err)
        first = err.decode("utf-8", "replace").strip().splitlines()[:1]
        print("%s%s: %s  %s" % (verdict, " (split)" if split else "", path, first[0] if first else ""))

    runs = sum(counts.values())
    print("replay_oracle: %d inputs, %d runs (whole and split)" % (len(files), runs))
    for k in ("ok", "rejected", "empty", "carried", "lenient", "mlir-rejected", "mlir-timeout", "tool-crash", "tool-timeout"):
        print("  %-14s %d" % (k, counts.get(k, 0)))
    print("  (ok: output accepted by %s; rejected: tosa2linalg reported errors; carried: output and input"
          " both rejected (ops carried as text); lenient (--inputs): output accepted but %s rejects the input)"
          % (args.mlir_opt, args.mlir_opt))
    return 1 if any(b[0] != "lenient" for b in bad) else 0


if __name__ == "__main__":
    sys.exit(main())
