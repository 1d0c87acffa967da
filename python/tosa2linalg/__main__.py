"""python3 -m tosa2linalg [options] [input.mlir|-] [-o output.mlir|-]: the
tosa2linalg command over the Python module, with the same options, diagnostics
and exit status (0 success, 1 errors in the input, 2 bad command line). The
output is written only on success (a regular file through a temporary file and
a rename)."""
import argparse
import os
import sys
import tempfile

from . import Error, _run, version


def print_diagnostic(d):
    sys.stdout.flush()
    where = f"{d.file}:{d.line}:{d.column}" if d.file and d.line else "tosa2linalg"
    sys.stderr.write(f"{where}: {d.severity}: {d.message}\n")
    if d.source_line is not None:  # the caret under the column, tabs kept so that it lines up
        before = max(d.source_column - 1, 0)
        caret = "".join("\t" if i < len(d.source_line) and d.source_line[i] == "\t" else " " for i in range(before))
        sys.stderr.write(f"{d.source_line}\n{caret}^\n")


def write_output(path, text):
    if path is None or path == "-":
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    if os.path.exists(path) and not os.path.isfile(path) or os.path.islink(path):
        with open(path, "w") as f:  # a device, a FIFO, a link: written directly
            f.write(text)
        return
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(os.path.abspath(path)), prefix=f".{os.path.basename(path)}.tmp.")
    try:
        with os.fdopen(fd, "w") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python3 -m tosa2linalg", description=__doc__.splitlines()[0])
    ap.add_argument("input", nargs="?", default="-")
    ap.add_argument("-o", dest="output", default="-")
    ap.add_argument("--passes", default="verify,lower")
    ap.add_argument("--verify-only", action="store_true")
    ap.add_argument("--verify-diagnostics", action="store_true")
    ap.add_argument("--strict-ranks", action="store_true")
    ap.add_argument("--split-input-file", action="store_true")
    ap.add_argument("--allow-unregistered-dialect", "-allow-unregistered-dialect", action="store_true")
    ap.add_argument("--version", action="version", version=f"tosa2linalg {version()}")
    a = ap.parse_args(argv)
    names = set(filter(None, a.passes.split(",")))
    if not names <= {"verify", "lower", "none"} or ("none" in names and a.passes != "none"):
        ap.error(f"unknown pass list '{a.passes}' (known: verify, lower, none)")
    passes = "lower" if "lower" in names else "verify" if "verify" in names else "none"
    try:
        if a.input == "-":
            text, name = sys.stdin.buffer.read(), "<stdin>"
        else:
            with open(a.input, "rb") as f:
                text, name = f.read(), a.input
    except OSError as e:
        sys.stderr.write(f"tosa2linalg: error: cannot open '{a.input}': {e.strerror}\n")
        return 1
    status, out, diags = _run(text, name, passes, a.verify_only, strict_ranks=a.strict_ranks,
                              split_input_file=a.split_input_file, verify_diagnostics=a.verify_diagnostics,
                              allow_unregistered_dialect=a.allow_unregistered_dialect)
    for d in diags:
        print_diagnostic(d)
    if status:
        return 2 if status == 4 else 1
    if not a.verify_only:
        try:
            write_output(a.output, out)
        except OSError as e:
            sys.stderr.write(f"tosa2linalg: error: cannot write '{a.output}': {e.strerror}\n")
            return 1
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Error as e:
        sys.stderr.write(f"tosa2linalg: error: {e}\n")
        sys.exit(1)
