#!/usr/bin/env python3
"""fixpoint.py — is tosa2linalg's output canonical? (issue 14)

Lowers each input with tosa2linalg, runs `mlir-opt-22 --canonicalize --cse` on
the output, and counts, op name by op name, what that removed. The output is a
fixpoint when nothing the lowering made is removed; the user's own dead values
(an unused result, a constant only a lowered op read) are removed too, so inputs
should use their values; a tensor constant (the lowering makes none: one of the
program's, as TOSA 1.0's zero points, which only lowered ops read) is counted
apart and not in the test programs' share. Fails when more than --max-removed percent of the ops
of all inputs together, or of any generated module, are removed.

usage: fixpoint.py --tool T --mlir-opt M [--fallback-mlir-opt M19] [--gen-ops N [--gen-shapes S]]... [--max-removed 1]
                   [--program-constants NAME]... FILE...
  --program-constants NAME: in the file of that name, the arith.constant ops removed are
  printed but not counted: TOSA 1.0 programs whose ops take their zero points,
  multipliers and shifts as constant operands (tosa.rescale, tosa.avg_pool2d), which
  are dead once those ops are lowered and stay where the program put them.
  --gen-ops N: also a bench/gen.py module of N ops (10 per function) in which each
  function returns every value no op reads, so that nothing in it is dead.
"""
import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "bench"))
import gen  # noqa: E402

OP_RE = re.compile(r'^\s*(?:%[^=]+=\s*)?"([a-z_][\w$]*\.[\w$.]+)"\(', re.M)


def run(cmd, may_fail=False):
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode and may_fail:
        return None
    if r.returncode:
        sys.exit(f"fixpoint.py: {' '.join(cmd)} failed:\n{r.stderr}")
    return r.stdout


# A tensor constant: the lowering makes none of its own (its constants are
# scalars); each is one of the program's (a tosa.const), dead where only lowered
# ops read it (TOSA 1.0's zero points, a tosa.mul shift).
PROGRAM_CONST = "arith.constant (a tensor: the program's)"
TENSOR_CONST_RE = re.compile(r'"arith\.constant"\(\).*: \(\) -> tensor<', re.M)


def op_counts(mlir_opt, path, split):
    text = run([mlir_opt, "--mlir-print-op-generic"] + (["--split-input-file"] if split else []) + [path])
    counts = collections.Counter(OP_RE.findall(text))
    tensors = len(TENSOR_CONST_RE.findall(text))
    counts["arith.constant"] -= tensors
    counts[PROGRAM_CONST] += tensors
    return +counts


def return_all(module_text):
    """Each function of a gen.py module returns the values no op of it reads."""
    out, lines, i = [], module_text.split("\n"), 0
    while i < len(lines):
        m = re.match(r"  func.func @(\w+)\((.*)\) -> (.*) \{$", lines[i])
        if not m:
            out.append(lines[i])
            i += 1
            continue
        body, i = [], i + 1
        while not lines[i].strip().startswith("return"):
            body.append(lines[i])
            i += 1
        i += 1
        defs, used = [], set()
        for b in body:
            lhs, rhs = b.split(" = ", 1)
            used.update(re.findall(r"%\w+", rhs.split(" : ")[0]))
            defs.append((lhs.strip(), b.rsplit("-> ", 1)[1].strip()))
        ret = [(v, t) for v, t in defs if v not in used]
        types = ", ".join(t for _, t in ret)
        out.append(f"  func.func @{m.group(1)}({m.group(2)}) -> ({types}) {{")
        out += body
        out.append(f"    return {', '.join(v for v, _ in ret)} : {types}")
    return "\n".join(out)


def measure(a, path, tmp):
    split = "// -----" in open(path).read()
    flags = ["--split-input-file"] if split else []
    lowered, canon = os.path.join(tmp, "lowered.mlir"), os.path.join(tmp, "canon.mlir")
    run([a.tool] + flags + [path, "-o", lowered])
    opt = a.mlir_opt
    if run([opt, "--canonicalize", "--cse"] + flags + [lowered, "-o", canon], may_fail=True) is None:
        opt = a.fallback_mlir_opt  # LLVM 19 forms the newer one does not read (tosa.rescale's)
        run([opt, "--canonicalize", "--cse"] + flags + [lowered, "-o", canon])
    before, after = op_counts(opt, lowered, split), op_counts(opt, canon, split)
    return sum(before.values()), before - after


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tool", required=True)
    ap.add_argument("--mlir-opt", required=True)
    ap.add_argument("--fallback-mlir-opt", help="for the files --mlir-opt cannot read (mlir-opt-19)")
    ap.add_argument("--gen-ops", type=int, action="append", default=[])
    ap.add_argument("--gen-shapes", default="mixed")
    ap.add_argument("--max-removed", type=float, default=1.0)
    ap.add_argument("--exclude", action="append", default=[], help="a file name to leave out")
    ap.add_argument("--program-constants", action="append", default=[],
                    help="a file name whose removed arith.constant ops are not counted")
    ap.add_argument("files", nargs="*")
    a = ap.parse_args()
    a.files = [f for f in a.files if os.path.basename(f) not in a.exclude]
    failed = False
    total_ops, total_removed = 0, collections.Counter()
    with tempfile.TemporaryDirectory() as tmp:
        for path in a.files:
            n, removed = measure(a, path, tmp)
            if removed:
                print(f"{os.path.basename(path)}: {n} ops, removed {sum(removed.values())}: {dict(removed)}")
            if os.path.basename(path) in a.program_constants and removed["arith.constant"]:
                print(f"  (its {removed['arith.constant']} arith.constant: the program's operand constants, not counted)")
                del removed["arith.constant"]
            total_ops += n
            total_removed += removed
        if a.files:
            own = total_removed.pop(PROGRAM_CONST, 0)
            k = sum(total_removed.values())
            pct = 100 * k / max(total_ops, 1)
            print(f"the programs' own tensor constants only lowered ops read: {own} removed, not counted")
            print(f"test programs: {len(a.files)} files, {total_ops} ops, removed {k} ({pct:.2f}%)")
            failed |= pct > a.max_removed
        for nops in a.gen_ops:  # bench/gen.py's 2k module is --ops 2000 with these defaults
            path = os.path.join(tmp, f"gen{nops}.mlir")
            with open(path, "w") as f:
                gen.generate(f, nops, 10, 1, 0, a.gen_shapes)
            with open(path) as f:
                text = return_all(f.read())
            with open(path, "w") as f:
                f.write(text)
            n, removed = measure(a, path, tmp)
            k = sum(removed.values())
            pct = 100 * k / max(n, 1)
            print(f"gen.py --ops {nops} --shapes {a.gen_shapes} (every value used): {n} ops, removed {k} ({pct:.2f}%): {dict(removed)}")
            failed |= pct > a.max_removed
    print("FAIL" if failed else "PASS")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
