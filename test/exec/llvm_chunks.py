#!/usr/bin/env python3
"""llvm_chunks.py - runs MLIR test files of TOSA conversions (LLVM's own
mlir/test/Conversion/TosaTo*/*.mlir, kept outside this repository) chunk by chunk
through tosa2linalg alone and through the reference pipeline of the chunk's
LLVM generation, and executes both on the same inputs (exec_compare.py).

usage: llvm_chunks.py [--era 19|22] [--tool T] [--keep DIR] [-v] FILE...

Each FILE is split at `// -----` lines. A file (or chunk file) whose name holds
`llvm19` or `llvm22` picks the era, else --era. Per chunk:
  ref-fails    the reference pipeline rejects it (an expected-error chunk, or
               one it cannot legalize): not compared
  refused      tosa2linalg --no-tosa-left rejects it (the message is shown)
  lowered      both lower it; no function has ranked tensor arguments of the
               types the harness generates: compared by lowering only
  equal        executed, every function, on static sizes and on runtime sizes of
               1 and 3 for dynamic dims: the same values
  ref-crash    executed: the reference's code crashed on an input (sizes of 1
               where the op reads further, indices out of bounds): not compared
  MISMATCH     executed: the values differ (or our run failed)
The last line counts each. Exit status 1 when any chunk is MISMATCH.
Inputs are exec_compare's defaults (integers in [-16, 16], floats in [-4, 4]):
an op whose operands have a domain (gather's indices) may read out of bounds,
which shows as a MISMATCH to be looked at, not as a verdict on the lowering.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
PIPELINE = ("builtin.module(func.func(tosa-to-scf,tosa-to-linalg-named,tosa-to-linalg,"
            "tosa-to-arith{include-apply-rescale=true},tosa-to-tensor))")
FUNC_RE = re.compile(r"^(\s*)func\.func\s+(?:private\s+)?@([\w$.]+)\s*\((.*?)\)\s*(?:->|attributes|\{|$)", re.M)
ARG_TYPE_RE = re.compile(r"%[\w$.]+\s*:\s*(tensor<[^>]*>|[\w.]+)")
ELEMS = ("i1", "i8", "i16", "i32", "i64", "f16", "bf16", "f32", "f64")


def shapes_of(arg_types, dyn):
    """EXEC shapes for the arguments, ? as `dyn`; None when one cannot be generated."""
    out = []
    for t in arg_types:
        m = re.fullmatch(r"tensor<((?:[0-9?]+x)*)(\w+)>", t)
        if not m or m.group(2) not in ELEMS:
            return None
        dims = [d for d in m.group(1).split("x") if d]
        out.append("x".join(str(dyn) if d == "?" else d for d in dims) or "scalar")
    return out


def with_exec_lines(chunk):
    """The chunk with EXEC lines before each function it can execute; how many."""
    lines = chunk.split("\n")
    result, n = [], 0
    for line in lines:
        m = FUNC_RE.match(line)
        if m and "{" in line:
            types = ARG_TYPE_RE.findall(m.group(3))
            cases = {tuple(s) for d in (3, 1) if (s := shapes_of(types, d)) is not None}
            for c in sorted(cases):
                result.append(f"{m.group(1)}// EXEC: " + ", ".join(c))
            n += bool(cases)
        result.append(line)
    return "\n".join(result), n


def era_of(path, default):
    m = re.search(r"(?:llvm|hand)(19|22)", os.path.basename(path))
    return m.group(1) if m else default


def run(cmd, timeout=300):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        return p.returncode, p.stdout + p.stderr
    except subprocess.TimeoutExpired:
        return -1, "timeout"


def one_chunk(text, era, a, tmp, tag):
    src = os.path.join(tmp, tag + ".mlir")
    body, nexec = with_exec_lines(text)
    with open(src, "w") as f:
        f.write(body)
    ref = [f"mlir-opt-{era}", f"--pass-pipeline={PIPELINE}"]
    rc, out = run(ref + [src, "-o", os.path.join(tmp, tag + ".ref.mlir")])
    if rc != 0:
        return "ref-fails", out
    rc, out = run([a.tool, "--no-tosa-left", src, "-o", os.path.join(tmp, tag + ".ours.mlir")])
    if rc != 0:
        return "refused", out
    if not nexec:
        return "lowered", ""
    cmd = [sys.executable, os.path.join(HERE, "exec_compare.py"), "--ours", f"{a.tool} --no-tosa-left",
           "--ref", " ".join(ref), src]
    if a.keep:
        cmd[2:2] = ["--keep", os.path.join(a.keep, tag)]
    rc, out = run(cmd, timeout=900)
    if rc != 0 and "ref execution failed" in out and "mismatch" not in out.lower():
        return "ref-crash", out  # the inputs are outside the op's domain (see above)
    return ("equal" if rc == 0 else "MISMATCH"), out


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--era", choices=["19", "22"], default="22")
    ap.add_argument("--tool", default=os.path.join(ROOT, "build", "tosa2linalg"))
    ap.add_argument("--keep")
    ap.add_argument("-v", action="store_true")
    ap.add_argument("files", nargs="+")
    a = ap.parse_args(argv)
    counts = {}
    with tempfile.TemporaryDirectory() as tmp:
        for path in a.files:
            era = era_of(path, a.era)
            chunks = re.split(r"^// -----\s*$", open(path).read(), flags=re.M)
            for k, text in enumerate(chunks):
                if "tosa." not in text:
                    continue
                tag = f"{os.path.basename(path).rsplit('.', 1)[0]}-{k}"
                verdict, out = one_chunk(text, era, a, tmp, tag)
                counts[verdict] = counts.get(verdict, 0) + 1
                print(f"{verdict:10} {path}#{k} (LLVM {era})")
                if verdict in ("MISMATCH", "refused", "ref-crash") or (a.v and out):
                    print("\n".join("    " + line for line in out.strip().split("\n")[-12:]))
    print("chunks: " + ", ".join(f"{counts.get(v, 0)} {v}" for v in ("equal", "lowered", "refused", "ref-fails", "ref-crash", "MISMATCH")))
    return 1 if counts.get("MISMATCH") else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
