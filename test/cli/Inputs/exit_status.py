#!/usr/bin/env python3
"""exit_status.py EXPECTED CMD [ARGS...]: runs CMD, succeeds iff it exits with EXPECTED."""
import subprocess
import sys

expected = int(sys.argv[1])
r = subprocess.run(sys.argv[2:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
if r.returncode != expected:
    print("exit status %d, expected %d: %s" % (r.returncode, expected, " ".join(sys.argv[2:])))
    sys.exit(1)
