#!/usr/bin/env python3
"""spill_markers.py DIR TOOL... — big literals in a module with attributes, whose body
the printer spills to a temporary file with the literals' markers in it and copies
in when the module ends (printer/out.c, out_append_file). That copy reads the spill
64 KB at a time: a marker cut by a read must be put together again. The files
written here sweep a big literal's marker across the second read's start (a first
constant of just under 64 KB, held, moves it), and each output must hold both
constants byte for byte. The marker of the big constant stands 64 KB after its
spelling's start in the spill (the output past the module's first line); the
sweep must cut it at least once, else the test no longer tests that (the
printer's spelling moved). Prints the files checked and the cut ones; exits 1 at
the first that differs."""
import hashlib
import os
import re
import subprocess
import sys

HEAD, MARKER_LEN, READ = 65536, 10, 2 * 65536  # BIGTEXT_HEAD, its marker's length, the second read's end
LITERAL = re.compile(rb'dense<"0x[0-9a-fA-F]*">')


def module(small_hex):
    small = "0x" + "ab" * small_hex
    big = "0x" + "cd" * 40000
    t1, t2 = f"tensor<{small_hex}xi8>", "tensor<40000xi8>"
    return (f'module attributes {{test.note = "spill"}} {{\n'
            f"  func.func @f() -> ({t1}, {t2}) {{\n"
            f'    %0 = "tosa.const"() <{{values = dense<"{small}"> : {t1}}}> : () -> {t1}\n'
            f'    %1 = "tosa.const"() <{{values = dense<"{big}"> : {t2}}}> : () -> {t2}\n'
            f"    return %0, %1 : {t1}, {t2}\n  }}\n}}\n")


def hashes(data):
    return [hashlib.sha256(m.group()).hexdigest() for m in LITERAL.finditer(data)]


def main():
    work, tool = sys.argv[1], sys.argv[2:]
    os.makedirs(work, exist_ok=True)
    count = cut = 0
    for small_hex in range(32676, 32712):
        path = os.path.join(work, "spill.mlir")
        with open(path, "w") as f:
            f.write(module(small_hex))
        out = subprocess.run(tool + [path], capture_output=True)
        want = hashes(open(path, "rb").read())
        if out.returncode != 0 or hashes(out.stdout) != want or len(want) != 2:
            print(f"spill_markers: {small_hex} hex bytes: output differs\n{out.stderr.decode()[-2000:]}")
            return 1
        spill_at = out.stdout.index(b'dense<"0xcd') - (out.stdout.index(b"\n") + 1)
        marker_at = spill_at + HEAD
        cut += READ - MARKER_LEN < marker_at < READ
        count += 1
    print(f"spill_markers: {count} files, both constants byte for byte, {'some' if cut else 'no'} marker cut")
    return 0 if cut else 1


if __name__ == "__main__":
    sys.exit(main())
