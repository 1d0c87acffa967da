"""For each program: print it in generic form with mlir-opt (--mlir-print-op-generic),
lower both forms with tosa2linalg, re-print both outputs with the same mlir-opt and
compare. Usage: generic_compare.py TOOL MLIR_OPT FILE...; prints one line per file
and exits 1 on the first difference or failure."""
import subprocess
import sys


def run(cmd, data=None):
    r = subprocess.run(cmd, input=data, capture_output=True, text=True)
    return r.returncode, r.stdout, r.stderr


def main():
    tool, mlir_opt, files = sys.argv[1], sys.argv[2], sys.argv[3:]
    split = ["--split-input-file"]
    for f in files:
        rc, generic, err = run([mlir_opt] + split + ["--mlir-print-op-generic", f])
        if rc != 0:
            sys.exit(f"{f}: {mlir_opt} cannot print it: {err}")
        outs = []
        for name, text in (("pretty", open(f).read()), ("generic", generic)):
            rc, lowered, err = run([tool] + split + ["-"], text)
            if rc != 0:
                sys.exit(f"{f} ({name} form): tosa2linalg failed: {err}")
            rc, reprinted, err = run([mlir_opt] + split + ["-"], lowered)
            if rc != 0:
                sys.exit(f"{f} ({name} form): {mlir_opt} rejects the output: {err}")
            outs.append(reprinted)
        if outs[0] != outs[1]:
            sys.exit(f"{f}: the generic form lowers to different code")
        print(f"same: {f.split('/test/')[-1]}")


main()
