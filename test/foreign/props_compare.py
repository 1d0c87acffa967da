"""Where tosa2linalg prints each attribute of the tosa ops of a file, against where
mlir-opt prints it: properties (<{...}>) or attributes ({...}).

Usage: props_compare.py TOOL MLIR_OPT FILE
  TOOL      tosa2linalg with its options, as one word list ('build/tosa2linalg --passes=none')
  MLIR_OPT  mlir-opt-19 or mlir-opt-22, the one that reads FILE

For the n-th tosa op of `MLIR_OPT --mlir-print-op-generic FILE` (A) and of
`TOOL FILE` (B): B's properties are among A's (mlir-opt adds default-valued ones)
and B's attributes are A's; then B, read by MLIR_OPT and printed again, has A's
properties and attributes (nothing dropped). Prints one line per op; exits 1 at
the first difference."""
import re
import shlex
import subprocess
import sys


def run(cmd, data=None):
    r = subprocess.run(cmd, input=data, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit("%s failed:\n%s" % (" ".join(cmd), r.stderr))
    return r.stdout


def closing(s, i):
    """The index past the bracket group that opens at s[i], strings skipped."""
    depth = 0
    while i < len(s):
        c = s[i]
        if c == '"':
            i += 1
            while s[i] != '"':
                i += 2 if s[i] == "\\" else 1
        elif c in "([{<":
            depth += 1
        elif c in ")]}>" and not (c == ">" and s[i - 1] == "-"):
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return i


def keys(body):
    """The keys of a dictionary's text (without its braces)."""
    out, start, i = set(), 0, 0
    while i <= len(body):
        if i == len(body) or body[i] == ",":
            entry = body[start:i].strip()
            if entry:
                out.add(entry.split(" = ")[0])
            start = i + 1
            i += 1
        elif body[i] in '"([{<':
            i = closing(body, i) if body[i] != '"' else body.index('"', i + 1) + 1
        else:
            i += 1
    return out


def tosa_ops(text):
    """(name, property keys, attribute keys) of each generic tosa op, in order."""
    ops = []
    for m in re.finditer(r'"(tosa\.[\w.]+)"\(', text):
        i = closing(text, m.end() - 1)
        props, attrs = set(), set()
        if text.startswith(" <{", i):
            end = closing(text, i + 1)
            props = keys(text[i + 3:end - 2])
            i = end
        if text.startswith(" {", i):
            end = closing(text, i + 1)
            attrs = keys(text[i + 2:end - 1])
        ops.append((m.group(1), props, attrs))
    return ops


def main():
    tool, mlir_opt, path = shlex.split(sys.argv[1]), sys.argv[2], sys.argv[3]
    ref = tosa_ops(run([mlir_opt, "--mlir-print-op-generic", path]))
    ours_text = run(tool + [path])
    ours = tosa_ops(ours_text)
    again = tosa_ops(run([mlir_opt, "--mlir-print-op-generic", "-"], ours_text))
    if not (len(ref) == len(ours) == len(again)):
        sys.exit("op counts differ: %s %d, tosa2linalg %d, re-read %d" % (mlir_opt, len(ref), len(ours), len(again)))
    for (name, rp, ra), (_, op, oa), (_, ap, aa) in zip(ref, ours, again):
        if not op <= rp or oa != ra:
            sys.exit("%s: tosa2linalg prints <{%s}> {%s}, %s <{%s}> {%s}" % (
                name, ", ".join(sorted(op)), ", ".join(sorted(oa)), mlir_opt, ", ".join(sorted(rp)),
                ", ".join(sorted(ra))))
        if (ap, aa) != (rp, ra):
            sys.exit("%s: read again, <{%s}> {%s}" % (name, ", ".join(sorted(ap)), ", ".join(sorted(aa))))
        print("same: %s <{%s}> {%s}" % (name, ", ".join(sorted(op)), ", ".join(sorted(oa))))


main()
