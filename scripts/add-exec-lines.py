"""add-exec-lines.py IN OUT: a copy of IN with an `// EXEC:` line (exec_compare's
directive) before each func.func whose arguments are all statically shaped
tensors, that returns a value (a function that only prints has nothing to
compare) and that prints nothing itself (vector.print / printMemref output
would mix with the harness's). Exit status: 0 when some function got a line;
1 when none qualifies; 3 when every qualifying function either has more
argument elements than LITERAL_INPUT_LIMIT (exec_compare writes inputs as
literal constants, which does not scale) or prints: bench/model-driver.py runs
those, building inputs procedurally. The reason for 1 and 3 is printed on stderr."""
import re
import sys

LITERAL_INPUT_LIMIT = 4_000_000
PRINTS = re.compile(r'vector\.print|call @printMemref')


def signature(line):
    """(name, argument list text, text after it) of a public func.func line."""
    m = re.match(r'\s*func\.func\s+(?:public\s+)?@([\w$.]+)\(', line)
    if not m:
        return None
    depth = 1
    for i in range(m.end(), len(line)):
        depth += {"(": 1, ")": -1}.get(line[i], 0)
        if depth == 0:
            return m.group(1), line[m.end():i], line[i + 1:].lstrip()
    return None


def static_shapes(arglist):
    """(shapes, element count) of an argument list of static tensors, else None."""
    args = re.findall(r'%[\w$.]+\s*:\s*tensor<([^>]*)>', arglist)
    if not args or len(args) != arglist.count("%"):
        return None
    shapes, elements = [], 0
    for a in args:
        dims = a.split("x")[:-1]
        if any(d == "?" or not d.isdigit() for d in dims):
            return None
        shapes.append("x".join(dims) or "scalar")
        count = 1
        for d in dims:
            count *= int(d)
        elements += count
    return shapes, elements


lines = open(sys.argv[1]).read().splitlines(keepends=True)
starts = [i for i, l in enumerate(lines) if re.match(r'\s*func\.func\b', l)] + [len(lines)]
out, n, too_large, printing = [], 0, [], []
for i, line in enumerate(lines):
    sig = signature(line)
    found = sig and sig[2].startswith("->") and static_shapes(sig[1])
    if found:
        body = "".join(lines[i:min(s for s in starts if s > i)])
        if found[1] > LITERAL_INPUT_LIMIT:
            too_large.append("@%s: %d argument elements" % (sig[0], found[1]))
        elif PRINTS.search(body):
            printing.append("@" + sig[0])
        else:
            out.append("// EXEC: " + ", ".join(found[0]) + "\n")
            n += 1
    out.append(line)
open(sys.argv[2], "w").write("".join(out))
if n:
    sys.exit(0)
reasons = []
if too_large:
    reasons.append("over %d argument elements: %s" % (LITERAL_INPUT_LIMIT, "; ".join(too_large)))
if printing:
    reasons.append("prints from inside: " + ", ".join(printing))
if reasons:
    sys.stderr.write("; ".join(reasons) + "\n")
    sys.exit(3)
sys.stderr.write("no function with static tensor arguments returns a value\n")
sys.exit(1)
