#!/usr/bin/env python3
"""fast_paths.py — the lexer's fast paths read exactly what the token-by-token path reads.

The lexer reads the common op line (`%r = "tosa.x"(%a) : (T) -> T`, or the custom
form) and the common function header (`func.func @f(%a: T) -> T {`) as one token
each (lexer/fast_paths.c: lex_known_op_line, lex_known_func_head); any other
spelling goes token by token through the grammar. For each input file this makes
a copy that no line of it can take a fast path, without moving a single column: the ` = ` of an op line
becomes ` =\\t`, a header's ` {` becomes `\\t{`. Both files are run with the same
options (with --mlir-print-debuginfo too, which prints every op's line:col); the
outputs and exit statuses must be equal, and so must the messages once the
source lines they show are put back the same way. With --printed-by, each input
is also taken as that command prints it (mlir-opt --mlir-print-debuginfo: a
location on every op, as exporters write them), where it reads it. With
--mutations N, N copies of the inputs with op lines and headers changed at
random are compared too (the same N copies for the same --seed).

usage: fast_paths.py --tool 'T [ARGS]' [--printed-by 'M [ARGS]'] [--mutations N [--seed S]] FILE...
Prints "N files, M op lines and K function headers read both ways: same", or the
first differences, and exits 1.
"""
import argparse
import os
import random
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

OP_LINE = re.compile(r'^\s*%[^ ]+ = "?tosa\.[a-z_.0-9]+"?[ (].* : \(.*\) -> \S.*$')
FUNC_HEAD = re.compile(r'^\s*func\.func @.*\) .*\{$|^\s*func\.func @.*\) \{$')
OPTIONS = [["--split-input-file"], ["--split-input-file", "--mlir-print-debuginfo"]]


def slow_copy(text):
    """The text with every op line and function header spelled off the fast paths."""
    ops = heads = 0
    out = []
    for line in text.split("\n"):
        if OP_LINE.match(line):
            line = line.replace(" = ", " =\t", 1)
            ops += 1
        elif FUNC_HEAD.match(line) and line.endswith(" {"):
            line = line[:-2] + "\t{"
            heads += 1
        out.append(line)
    return "\n".join(out), ops, heads


def normalize(err):
    """Messages with the source lines (and the caret lines under them) they show
    put back: a header's tab as the space it was, an op line without its trailing space."""
    return "\n".join(l.rstrip().replace("\t", " ") for l in err.split("\n"))


def run(tool, cwd, name, opts):
    p = subprocess.run(tool + opts + [name], cwd=cwd, capture_output=True, timeout=600)
    return p.returncode, p.stdout, normalize(p.stderr.decode(errors="replace"))


# What a mutation puts in a line: bytes and pieces of the spellings the fast paths read.
PIECES = list(' ,%0a:<>{}()-.e"#x?1_=\tbl') + ["loc(", "} ", " <{", "i8", "f32", "true", "5.0e+00", " : "]


def mutated(texts, count, seed):
    """count copies of the inputs, each with one to three op lines or headers
    changed at random (a byte deleted, inserted, replaced, or a few repeated):
    the unusual spellings next to the ones the fast paths take."""
    rng = random.Random(seed)
    pool = []
    for path, text in texts:
        lines = text.split("\n")
        at = [i for i, l in enumerate(lines) if l and (OP_LINE.match(l) or FUNC_HEAD.match(l))]
        if at:
            pool.append((path, lines, at))
    for n in range(count if pool else 0):
        path, lines, at = rng.choice(pool)
        lines = list(lines)
        for _ in range(rng.randint(1, 3)):
            i = rng.choice(at)
            line, k, how = lines[i], rng.randrange(len(lines[i]) + 1), rng.randrange(4)
            if how == 0:
                line = line[:k] + line[k + 1:]
            elif how == 1:
                line = line[:k] + rng.choice(PIECES) + line[k:]
            elif how == 2:
                line = line[:k] + rng.choice(PIECES) + line[k + 1:]
            else:
                line = line[:k] + line[k:k + 3] + line[k:]
            lines[i] = line
        yield f"{path} (mutation {n})", "\n".join(lines)


def inputs(files, printed_by, mutations, seed):
    """(name, text) of each file, then of each as printed_by prints it (if it can),
    then the mutated copies."""
    texts = [(path, open(path, encoding="utf-8", errors="surrogateescape").read()) for path in files]
    yield from texts
    if printed_by:
        for path in files:
            p = subprocess.run(shlex.split(printed_by) + [path], capture_output=True, timeout=600)
            if p.returncode == 0:
                yield path + " (printed)", p.stdout.decode("utf-8", errors="surrogateescape")
    yield from mutated(texts, mutations, seed)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tool", required=True)
    ap.add_argument("--printed-by", help="a command that prints an input again (FILE appended)")
    ap.add_argument("--mutations", type=int, default=0, help="this many mutated copies of the inputs too")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("files", nargs="+")
    a = ap.parse_args()
    tool = shlex.split(a.tool)  # a command and its arguments, as lit's %tosa2linalg can be
    if os.sep in tool[0]:
        tool[0] = os.path.abspath(tool[0])  # the runs below are in other directories
    tmp = tempfile.mkdtemp(prefix="fast-paths.")
    fast_dir, slow_dir = os.path.join(tmp, "fast"), os.path.join(tmp, "slow")
    os.makedirs(fast_dir)
    os.makedirs(slow_dir)
    total_ops = total_heads = files = 0
    failures = []
    try:
        for path, text in inputs(a.files, a.printed_by, a.mutations, a.seed):
            slow, ops, heads = slow_copy(text)
            if not ops and not heads:
                continue
            files += 1
            total_ops += ops
            total_heads += heads
            name = re.sub(r" \((printed|mutation \d+)\)$", ".copy.mlir", os.path.basename(path))
            with open(os.path.join(fast_dir, name), "w", encoding="utf-8", errors="surrogateescape") as f:
                f.write(text)
            with open(os.path.join(slow_dir, name), "w", encoding="utf-8", errors="surrogateescape") as f:
                f.write(slow)
            for opts in OPTIONS:
                fast = run(tool, fast_dir, name, opts)
                slow_r = run(tool, slow_dir, name, opts)
                if fast != slow_r:
                    what = "exit status" if fast[0] != slow_r[0] else "output" if fast[1] != slow_r[1] else "messages"
                    failures.append(f"{path} {' '.join(opts)}: {what} differ")
            os.unlink(os.path.join(fast_dir, name))
            os.unlink(os.path.join(slow_dir, name))
    finally:
        shutil.rmtree(tmp)
    if failures:
        print("\n".join(failures[:20]))
        sys.exit(1)
    print(f"{files} files, {total_ops} op lines and {total_heads} function headers read both ways: same")


if __name__ == "__main__":
    main()
