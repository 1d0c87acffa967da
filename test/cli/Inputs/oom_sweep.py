"""oom_sweep.py TOOL INPUT [ARGS...] — makes each allocation of a run fail in
turn (TOSA2LINALG_FAIL_ALLOC=N, a test-only knob of the library) until a run
needs fewer (it then gives what a run without the knob gives). Every failed run
must exit 1 with one "tosa2linalg: error: out of memory" as its last line
(after the diagnostics reported before, if any), leave an existing output file
as it was, write nothing to standard output, and (under ASan) leak nothing.
Prints how many runs failed."""
import os
import subprocess
import sys
import tempfile

tool, src, args = sys.argv[1], sys.argv[2], sys.argv[3:]


def run(env, out):
    with open(out, "w") as f:
        f.write("old\n")
    to_file = subprocess.run([tool, src, "-o", out] + args, env=env, capture_output=True, text=True)
    to_stdout = subprocess.run([tool, src] + args, env=env, capture_output=True, text=True)
    return to_file, to_stdout, open(out).read()


failed = 0
with tempfile.TemporaryDirectory() as d:
    out = os.path.join(d, "out.mlir")
    env = dict(os.environ, ASAN_OPTIONS="detect_leaks=1")
    base = run(env, out)
    for n in range(1, 5000):
        to_file, to_stdout, written = run(dict(env, TOSA2LINALG_FAIL_ALLOC=str(n)), out)
        if "out of memory" not in to_file.stderr:
            assert (to_file.returncode, to_file.stderr, to_stdout.stdout, written) == \
                (base[0].returncode, base[0].stderr, base[1].stdout, base[2]), n
            break
        failed += 1
        for r in (to_file, to_stdout):
            assert r.returncode == 1, (n, r.returncode, r.stderr)
            assert r.stderr.endswith("tosa2linalg: error: out of memory\n"), (n, r.stderr)
            assert r.stderr.count("out of memory") == 1, (n, r.stderr)
        assert to_stdout.stdout == "", (n, to_stdout.stdout[:200])
        assert written == "old\n", n
        assert os.listdir(d) == ["out.mlir"], (n, os.listdir(d))  # no temporary file left
print(f"{failed} allocations failed in turn, each cleanly")
assert failed >= 10, failed
