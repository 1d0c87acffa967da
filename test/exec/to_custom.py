#!/usr/bin/env python3
"""to_custom.py - rewrite exec programs' TOSA ops from the generic form to the
custom (pretty) form mlir-opt-19 prints: "tosa.add"(%a, %b) <{...}> : (T, T) -> T
becomes tosa.add %a, %b {...} : (T, T) -> T. Everything else (EXEC directives,
tosa.const, func ops) is copied unchanged, so that the execution suites also run
their random programs in the custom form (issue 14: both syntaxes).

Usage: to_custom.py IN.mlir... OUTDIR
"""
import os
import re
import sys

OP = re.compile(r'^(?P<head>\s*(?:%[\w$.-]+(?::\d+)?\s*=\s*)?)"(?P<name>tosa\.\w+)"\((?P<args>[^)]*)\)\s*'
                r'(?:<(?P<props>\{.*?\})>|(?P<attrs>\{.*?\}))?\s*:\s*(?P<sig>\(.*)$')


def convert(line):
    m = OP.match(line)
    if not m or m.group("name") == "tosa.const" or not m.group("args").strip():
        return line
    attrs = m.group("props") or m.group("attrs")
    return (f'{m.group("head")}{m.group("name")} {m.group("args")}'
            f'{" " + attrs if attrs else ""} : {m.group("sig")}')


def main():
    *inputs, outdir = sys.argv[1:]
    os.makedirs(outdir, exist_ok=True)
    for path in inputs:
        with open(path) as f:
            lines = [convert(l) for l in f.read().split("\n")]
        with open(os.path.join(outdir, os.path.basename(path)), "w") as f:
            f.write("\n".join(lines))


if __name__ == "__main__":
    main()
