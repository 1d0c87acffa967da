"""add-exec-lines.py IN OUT: a copy of IN with an `// EXEC:` line (exec_compare's
directive) before each func.func whose arguments are all statically shaped
tensors; exits 1 when there is none (nothing to execute)."""
import re
import sys

src = open(sys.argv[1]).read()
out, n = [], 0
for line in src.splitlines(keepends=True):
    m = re.match(r'\s*func\.func\s+(?:public\s+)?@[\w$.]+\((.*)\)\s*(?:->|\{|attributes)', line)
    if m and "private" not in line.split("@")[0]:
        args = re.findall(r'%[\w$.]+\s*:\s*tensor<([^>]*)>', m.group(1))
        shapes = []
        for a in args:
            dims = a.split("x")[:-1]
            if any(d == "?" or not d.isdigit() for d in dims):
                shapes = None
                break
            shapes.append("x".join(dims) or "scalar")
        if shapes is not None and args and len(args) == m.group(1).count("%"):
            out.append("// EXEC: " + ", ".join(shapes) + "\n")
            n += 1
    out.append(line)
open(sys.argv[2], "w").write("".join(out))
sys.exit(0 if n else 1)
