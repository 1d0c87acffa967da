#!/usr/bin/env python3
"""run_main.py TOOL-COMMAND FILE.mlir: lowers FILE with the tool, compiles the
result with exec_compare's pipeline (mlir-opt-22) and runs its @main with
mlir-runner-22; prints the runner's output and its exit status, and exits 0
whatever the status (the test checks what was printed)."""
import os
import shlex
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import exec_compare  # noqa: E402  (its pipeline and runner libraries)

tool, src = shlex.split(sys.argv[1]), sys.argv[2]
with tempfile.TemporaryDirectory() as d:
    low, ll = os.path.join(d, "low.mlir"), os.path.join(d, "ll.mlir")
    subprocess.run(tool + [src, "-o", low], check=True)
    subprocess.run([os.environ.get("MLIR_OPT_22", "mlir-opt-22")] + exec_compare.EXEC_PIPELINE + [low, "-o", ll],
                   check=True)
    # cf.assert's message goes out through the C library's stdout, which an abort
    # would leave unflushed in a pipe: unbuffered
    p = subprocess.run(["stdbuf", "-o0", os.environ.get("MLIR_RUNNER_22", "mlir-runner-22"), "-e", "main",
                        "-entry-point-result=void", "-shared-libs=" + exec_compare.DEFAULT_LIBS, ll],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    sys.stdout.write(p.stdout)
    print("exit status:", "ok" if p.returncode == 0 else "failed")
