"""Located input lowers to the same code as the input without locations.

For each program and each form mlir-opt prints (custom and --mlir-print-op-generic,
each with and without --mlir-print-local-scope), the program is printed by
mlir-opt twice, with and without --mlir-print-debuginfo; tosa2linalg must give the
same exit status and the same bytes on both. Prints one line per comparison,
'same: ...' or 'DIFF: ...', and exits 1 on any difference."""
import subprocess
import sys


def run(cmd, text=None):
    return subprocess.run(cmd, input=text, capture_output=True, text=True)


def main():
    tool, mlir_opt, programs = sys.argv[1], sys.argv[2], sys.argv[3:]
    bad = 0
    for prog in programs:
        for local in ([], ["--mlir-print-local-scope"]):
            for generic in ([], ["--mlir-print-op-generic"]):
                flags = ["--split-input-file"] + local + generic
                plain = run([mlir_opt] + flags + [prog])
                located = run([mlir_opt] + flags + ["--mlir-print-debuginfo", prog])
                if plain.returncode or located.returncode:
                    continue  # mlir-opt itself rejects the program (a negative test)
                if "loc(" not in located.stdout:
                    print("DIFF: no location in mlir-opt's output:", prog)
                    bad += 1
                    continue
                a = run(tool.split() + ["--split-input-file", "-"], plain.stdout)
                b = run(tool.split() + ["--split-input-file", "-"], located.stdout)
                what = " ".join([prog] + local + generic)
                if (a.returncode, a.stdout) == (b.returncode, b.stdout):
                    print("same:", what)
                else:
                    bad += 1
                    print("DIFF:", what, b.stderr.splitlines()[:1])
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
