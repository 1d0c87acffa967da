"""add-exec-lines.py IN OUT: a copy of IN with an `// EXEC:` line (exec_compare's
directive) before each func.func whose arguments are all statically shaped
tensors and that returns a value (a function that only prints has nothing to
compare). Exit status: 0 when some function got a line; 1 when none qualifies;
3 when every qualifying function has more argument elements than
LITERAL_INPUT_LIMIT (exec_compare writes inputs as literal constants, which
does not scale: bench/model-driver.py builds such inputs procedurally). The
reason for 1 and 3 is printed on stderr."""
import re
import sys

LITERAL_INPUT_LIMIT = 4_000_000



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


src = open(sys.argv[1]).read()
out, n, too_large = [], 0, []
for line in src.splitlines(keepends=True):
    sig = signature(line)
    if sig and sig[2].startswith("->"):
        name, arglist = sig[0], sig[1]
        args = re.findall(r'%[\w$.]+\s*:\s*tensor<([^>]*)>', arglist)
        shapes, elements = [], 0
        for a in args:
            dims = a.split("x")[:-1]
            if any(d == "?" or not d.isdigit() for d in dims):
                shapes = None
                break
            shapes.append("x".join(dims) or "scalar")
            count = 1
            for d in dims:
                count *= int(d)
            elements += count
        if shapes is not None and args and len(args) == arglist.count("%"):
            if elements > LITERAL_INPUT_LIMIT:
                too_large.append("@%s: %d argument elements" % (name, elements))
            else:
                out.append("// EXEC: " + ", ".join(shapes) + "\n")
                n += 1
    out.append(line)
open(sys.argv[2], "w").write("".join(out))
if n:
    sys.exit(0)
if too_large:
    sys.stderr.write("over %d argument elements: %s\n" % (LITERAL_INPUT_LIMIT, "; ".join(too_large)))
    sys.exit(3)
sys.stderr.write("no function with static tensor arguments returns a value\n")
sys.exit(1)
