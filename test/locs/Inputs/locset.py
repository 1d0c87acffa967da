"""locset.py: the locations of the ops of each function in MLIR text printed with
--mlir-print-debuginfo --mlir-print-local-scope, one line per function: its name
and the sorted set of distinct op locations (block arguments and the module's own
location left out), to compare two lowerings of the same input."""
import re
import sys

func = None
locs = {}
for line in sys.stdin:
    m = re.match(r"\s*func\.func (?:\w+ )?@(\w+)", line)
    if m:
        func = m.group(1)
        locs[func] = set()
        continue
    if func is None or line.lstrip().startswith("^"):
        continue
    m = re.search(r'(loc\(.*\))\s*$', line)
    if m and not m.group(1).endswith(':0:0)'):  # the implicit module's, after the last function
        locs[func].add(m.group(1))
for f in sorted(locs):
    print(f, " ".join(sorted(locs[f])))
