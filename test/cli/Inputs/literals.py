#!/usr/bin/env python3
"""literals.py — helpers of the big-literal tests (weights-*.test).

  literals.py hashes FILE          one line per literal of FILE, in order: the
                                   sha256 and size of each `dense<...>` (brackets
                                   and strings balanced) and of each string in a
                                   `{-# dialect_resources #-}` section
  literals.py limited MB CMD...    runs CMD with its address space limited to MB
                                   (RLIMIT_AS, as `ulimit -v`); exits with its status
  literals.py file-size-limited MB CMD...
                                   the same with no file of CMD's over MB (RLIMIT_FSIZE,
                                   as `ulimit -f`)
  literals.py files-limited N CMD...
                                   runs CMD with at most N open files (RLIMIT_NOFILE)
  literals.py temporary-disk-limited MB [--in DIR] CMD...
                                   runs CMD and fails when one of its files without a
                                   name (the spool) takes over MB MB of disk (or, with
                                   --in, when none is seen or one is not in DIR)
  literals.py errors DIR           writes files with errors inside, after and at the
                                   end of a line of 6 MB, of weights or of a string
                                   (weights-diagnostics.test)
  literals.py longest FILE         the length of FILE's longest line
  literals.py foreign FILE MB      writes a module of foreign ops carrying about MB
                                   MB of weights: arith.constant in custom form (hex
                                   and decimal) and in generic form, a string attribute
  literals.py strings FILE MB [all|func|op]
                                   writes a module whose attribute dictionaries (of the
                                   module, a function, TOSA ops) hold strings of about
                                   MB MB each, escapes and UTF-8 in them (or only the
                                   function's, or only the carried tosa.custom's)
  literals.py own-lines FILE MB    writes a module with strings of about MB MB first on
                                   their lines (dictionaries over several lines) and a
                                   function named by a quoted symbol that big, called
  literals.py commented FILE MB [plain]
                                   writes a tosa.const and an arith.constant of lists of
                                   numbers (MB MB in all) over lines with comments (or
                                   the same on one line without)
  literals.py dropped-first IN OUT MB
                                   IN (of gen_weights.py) with a first op whose string
                                   attribute of MB MB the lowering drops
  literals.py generic-regions FILE MB
                                   writes generic ops with big literals (MB MB in all) on
                                   their first lines, which open regions
  literals.py string-hashes FILE   the sha256 and size of each string of FILE over 64 KB
"""
import hashlib
import os
import random
import re
import resource
import subprocess
import sys
import time

CLOSER = {"<": ">", "[": "]", "(": ")", "{": "}"}


SPECIAL = re.compile(rb'["<>\[\](){}]')


def literal_end(data, i):
    """The end of the bracketed literal whose '<' is at data[i]."""
    stack = [b">"]
    i += 1
    while stack:
        i = SPECIAL.search(data, i).start()
        c = data[i:i + 1]
        if c == b'"':
            i = data.find(b'"', i + 1)
            while data[i - 1:i] == b"\\" and (i - len(data[:i].rstrip(b"\\"))) % 2:
                i = data.find(b'"', i + 1)
        elif c in (b"<", b"[", b"(", b"{"):
            stack.append(CLOSER[c.decode()].encode())
        elif c == stack[-1] and not (c == b">" and data[i - 1:i] == b"-"):
            stack.pop()
        i += 1
    return i


def hashes(path):
    data = open(path, "rb").read()
    out = []
    i = 0
    while True:
        i = data.find(b"dense<", i)
        if i < 0:
            break
        end = literal_end(data, i + 5)
        out.append(data[i:end])
        i = end
    r = data.find(b"{-#")
    if r >= 0:
        j = r
        while True:
            j = data.find(b'"', j)
            if j < 0:
                break
            k = data.find(b'"', j + 1)
            out.append(data[j:k + 1])
            j = k + 1
    for lit in out:
        print(hashlib.sha256(lit).hexdigest(), len(lit))


def limited(mb, cmd, what=resource.RLIMIT_AS):
    def cap():
        resource.setrlimit(what, (mb << 20, mb << 20))
    sys.exit(subprocess.run(cmd, preexec_fn=cap).returncode)


def deleted_files_peak(mb, cmd, where=None):
    """Runs cmd, watching the disk use of its files that have no name (the
    spool, anonymous temporary files); fails when one goes over mb MB, or with
    `where`, when none was seen or one was elsewhere."""
    p = subprocess.Popen(cmd)
    peak, seen = 0, set()
    while p.poll() is None:
        try:
            fds = os.listdir(f"/proc/{p.pid}/fd")
        except OSError:
            fds = []
        for fd in fds:
            try:
                link = os.readlink(f"/proc/{p.pid}/fd/{fd}")
                if link.endswith("(deleted)"):
                    seen.add(os.path.dirname(link))
                    peak = max(peak, os.stat(f"/proc/{p.pid}/fd/{fd}").st_blocks * 512)
            except OSError:
                pass
        time.sleep(0.005)
    if peak > mb << 20:
        sys.exit(f"a temporary file of {cmd[0]} took {peak >> 20} MB of disk (limit {mb} MB)")
    if where and seen != {os.path.realpath(where)}:
        sys.exit(f"temporary files of {cmd[0]} were in {sorted(seen)}, not in {where}")
    sys.exit(p.returncode)


def foreign(path, mb):
    rng = random.Random(7)
    n = mb * 1_000_000 // 8 // 4  # f32 elements of each hex constant: 4 of them
    t = f"tensor<{n}xf32>"
    ti = f"tensor<{n}xi8>"
    hexes = ["0x" + rng.randbytes(n * 4).hex() for _ in range(2)]
    dec = ", ".join(str(b - 256 if b > 127 else b) for b in rng.randbytes(n))
    with open(path, "w") as f:
        f.write(f"func.func @foreign(%x: {t}, %y: {ti}) -> ({t}, {ti}) {{\n")
        f.write(f'  %a = arith.constant dense<"{hexes[0]}"> : {t}\n')
        f.write(f'  %b = "arith.constant"() <{{value = dense<"{hexes[1]}"> : {t}}}> : () -> {t}\n')
        f.write(f"  %c = arith.constant dense<[{dec}]> : {ti}\n")
        f.write(f'  %d = "test.op"(%a) {{note = "{hexes[1][:1000]}"}} : ({t}) -> {t}\n')
        f.write(f"  %0 = tosa.add %a, %b : ({t}, {t}) -> {t}\n")
        f.write(f"  %1 = tosa.add %0, %x : ({t}, {t}) -> {t}\n")
        f.write(f"  %2 = tosa.add %c, %y : ({ti}, {ti}) -> {ti}\n")
        f.write(f"  return %1, %2 : {t}, {ti}\n}}\n")


def big_string(rng, mb):
    """The body of a string of about mb MB: a random piece of text with escapes
    and UTF-8, repeated (each copy from another word on, so no run lines up)."""
    words = ["weights", "note", "caf\u00e9", "\u20ac", "\\\\", '\\"', "\\n", "\\t", "\\22", "{[<(", ")>]}", "0x1f"]
    piece = " ".join(rng.choice(words) + str(rng.randrange(1000)) for _ in range(20000))
    out, size, k = [], 0, 0
    while size < mb * 1_000_000:
        k = (k + 7919) % 1000
        part = piece[piece.index(" ", k) + 1:] + " "  # whole words: escapes stay whole
        out.append(part)
        size += len(part.encode())
    return "".join(out)


def strings(path, mb, where):
    """Big strings in the module's, the function's and the ops' dictionaries
    (where = all), or only in the function's (func) or the carried op's (op)."""
    rng = random.Random(5)
    t = "tensor<4xf32>"
    sizes = {"all": [mb] * 4, "func": [0, mb, 0, 0], "op": [0, 0, 0, mb]}[where]
    s = [big_string(rng, size) for size in sizes]
    with open(path, "w") as f:
        f.write(f'module attributes {{test.doc = "{s[0]}"}} {{\n')
        f.write(f'  func.func @f(%a: {t}, %b: {t}) -> {t} attributes {{doc = "{s[1]}"}} {{\n')
        f.write(f'    %c = "tosa.const"() <{{value = dense<1.0> : {t}}}> {{blob = "{s[2]}"}} : () -> {t}\n')
        f.write(f'    %0 = tosa.add %a, %c {{note = "{s[2]}", n = 1 : i32}} : ({t}, {t}) -> {t}\n')
        f.write(f'    %1 = tosa.custom %0 {{domain_name = "d", implementation_attrs = "{s[3]}", '
                f'operator_name = "op"}} : ({t}) -> {t}\n')
        f.write(f"    return %1 : {t}\n  }}\n}}\n")


def own_lines(path, mb):
    """Big strings first on their lines (a dictionary written over several
    lines) and a function named by a big quoted symbol, called by another."""
    rng = random.Random(9)
    t = "tensor<4xf32>"
    s = [big_string(rng, mb) for _ in range(3)]
    with open(path, "w") as f:
        f.write(f'module attributes {{\n  test.doc =\n    "{s[0]}"\n}} {{\n')
        f.write(f'  func.func @"{s[1]}"(%a: {t}) -> {t} attributes {{\n    doc =\n"{s[2]}",\n    n = 1 : i32\n  }} {{\n')
        f.write(f"    %0 = tosa.add %a, %a : ({t}, {t}) -> {t}\n    return %0 : {t}\n  }}\n")
        f.write(f'  func.func @g(%a: {t}) -> {t} {{\n    %0 = func.call @"{s[1]}"(%a) : ({t}) -> {t}\n')
        f.write(f"    return %0 : {t}\n  }}\n}}\n")


def commented(path, mb, plain):
    """A tosa.const and an arith.constant (a foreign op) of i8 lists of about
    mb MB in all, over many lines with a comment on each (or, plain, the same
    numbers on one line: what tosa2linalg's output holds)."""
    rng = random.Random(17)
    n = mb * 1_000_000 // 2 // 4
    t = f"tensor<{n}xi8>"
    nums = [str(b - 256 if b > 127 else b) for b in rng.randbytes(n)]
    rows = [", ".join(nums[i:i + 1000]) for i in range(0, n, 1000)]
    sep = ", " if plain else ", // a row of 1000\n      "
    body = sep.join(rows)
    with open(path, "w") as f:
        f.write(f"func.func @f(%x: {t}) -> {t} {{\n")
        f.write(f'  %c = "tosa.const"() <{{value = dense<[{body}]> : {t}}}> : () -> {t}\n')
        f.write(f"  %a = arith.constant dense<[{body}]> : {t}\n")
        f.write(f"  %0 = tosa.add %c, %x : ({t}, {t}) -> {t}\n  %1 = tosa.add %0, %a : ({t}, {t}) -> {t}\n")
        f.write(f"  return %1 : {t}\n}}\n")


def dropped_first(src, path, mb):
    """src (gen_weights.py's) with a first op whose big string attribute the
    lowering drops: read, never printed."""
    lines = open(src).read().split("\n", 1)
    t = re.search(r"%x: (tensor<[^>]*>)", lines[0]).group(1)
    note = big_string(random.Random(3), mb)
    with open(path, "w") as f:
        f.write(f'{lines[0]}\n  %n = tosa.add %x, %x {{note = "{note}"}} : ({t}, {t}) -> {t}\n{lines[1]}')


def generic_regions(path, mb):
    """Generic ops with a big literal on their first line and a region opening
    on it: func.func with a string in its arg_attrs, an unregistered op with
    weights in its properties."""
    rng = random.Random(13)
    t = "tensor<4xf32>"
    n = mb * 1_000_000 // 2 // 8
    note = big_string(rng, mb // 2)
    with open(path, "w") as f:
        f.write(f'"func.func"() <{{arg_attrs = [{{test.note = "{note}"}}], function_type = ({t}) -> {t}, '
                f'sym_name = "h"}}> ({{\n^bb0(%a: {t}):\n  %0 = tosa.add %a, %a : ({t}, {t}) -> {t}\n')
        f.write(f'  %r = "foo.wrap"(%0) <{{w = dense<"0x{rng.randbytes(n * 4).hex()}"> : tensor<{n}xf32>}}> ({{\n')
        f.write(f"  ^bb0(%b: {t}):\n    %1 = tosa.add %b, %b : ({t}, {t}) -> {t}\n")
        f.write(f'    "foo.yield"(%1) : ({t}) -> ()\n  }}) : ({t}) -> {t}\n')
        f.write(f'  "func.return"(%r) : ({t}) -> ()\n}}) : () -> ()\n')


STRING = re.compile(rb'"[^"\\\n]*(?:\\.[^"\\\n]*)*"')


def string_hashes(path):
    for m in STRING.finditer(open(path, "rb").read()):
        if m.end() - m.start() > 65536:
            print(hashlib.sha256(m.group()).hexdigest(), m.end() - m.start())


def errors(d):
    rng = random.Random(11)
    n = 750_000
    h = rng.randbytes(n * 4).hex()
    t = f"tensor<{n}xf32>"
    dec = ", ".join(str(b - 256 if b > 127 else b) for b in rng.randbytes(n))
    const = f'%c = "tosa.const"() <{{value = dense<"0x{h}"> : {t}}}>'
    files = {
        # an error after the literal, on its line: a bad type
        "after": f"func.func @f() -> {t} {{\n  {const} : () -> tensor<3xf33>\n  return %c : {t}\n}}\n",
        # in the middle of a list of numbers: a closer that does not match
        "inside": f"func.func @f() -> tensor<{n}xi8> {{\n  %c = \"tosa.const\"() <{{value = dense<[{dec[:3000000]}) "
                  f"{dec[3000000:]}]> : tensor<{n}xi8>}}> : () -> tensor<{n}xi8>\n  return %c : tensor<{n}xi8>\n}}\n",
        # the file ends inside the literal
        "unterminated-hex": f'func.func @f() -> {t} {{\n  %c = "tosa.const"() <{{value = dense<"0x{h}',
        "unterminated-list": f'func.func @f() -> {t} {{\n  %c = "tosa.const"() <{{value = dense<[{dec}',
        # chunks, one with an expected error after a big line
        "split": f"func.func @f(%x: {t}) -> {t} {{\n  {const} : () -> {t}\n"
                 f"  %d = tosa.add %c, %x : ({t}, {t}) -> {t}\n  return %d : {t}\n}}\n\n// -----\n\n"
                 f"func.func @g() -> tensor<3xf32> {{\n  {const} : () -> {t}\n"
                 f"  // expected-note@-1 {{{{prior use here}}}}\n"
                 f"  // expected-error@+1 {{{{expects different type than prior uses}}}}\n  return %c : tensor<3xf32>\n}}\n",
    }
    note = "weights " * 750_000  # a string attribute of 6 MB
    t4 = "tensor<1x4x4x1xf32>"
    files.update({
        # after a big string on its line; a file that ends in one; a big resize mode
        "string-after": f'func.func @f(%x: {t}) -> {t} {{\n  %d = tosa.add %x, %x {{note = "{note}"}} : '
                        f"({t}, {t}) -> tensor<3xf33>\n  return %d : {t}\n}}\n",
        "string-unterminated": f'func.func @f(%x: {t}) -> {t} attributes {{doc = "{note}',
        "string-mode": f'func.func @f(%x: {t4}) -> {t4} {{\n  %d = tosa.resize %x {{border = array<i64: 0, 0>, '
                       f'mode = "BILINEAR {note}", offset = array<i64: 0, 0>, scale = array<i64: 2, 2, 2, 2>}} : '
                       f"({t4}) -> {t4}\n  return %d : {t4}\n}}\n",
    })
    name = "weights " * 750_000  # a quoted symbol of 6 MB, and one as long that ends otherwise
    other = name[:-1] + "x"
    files.update({
        # messages that quote an op or a name holding a big literal
        "no-terminator": f"func.func @f() -> {t} {{\n  {const} : () -> {t}\n}}\n",
        "symbol-redefined": f'func.func @"{name}"() {{\n  return\n}}\nfunc.func @"{name}"() {{\n  return\n}}\n',
        "symbol-undefined": f'func.func @"{name}"() {{\n  return\n}}\nfunc.func @g() {{\n'
                            f'  func.call @"{other}"() : () -> ()\n  return\n}}\n',
    })
    for name, text in files.items():
        with open(f"{d}/{name}.mlir", "w") as f:
            f.write(text)


if __name__ == "__main__":
    if sys.argv[1] == "hashes":
        hashes(sys.argv[2])
    elif sys.argv[1] == "errors":
        errors(sys.argv[2])
    elif sys.argv[1] == "longest":
        print(max(len(line) for line in open(sys.argv[2], "rb")))
    elif sys.argv[1] == "strings":
        strings(sys.argv[2], int(sys.argv[3]), sys.argv[4] if len(sys.argv) > 4 else "all")
    elif sys.argv[1] == "commented":
        commented(sys.argv[2], int(sys.argv[3]), len(sys.argv) > 4)
    elif sys.argv[1] == "dropped-first":
        dropped_first(sys.argv[2], sys.argv[3], int(sys.argv[4]))
    elif sys.argv[1] == "generic-regions":
        generic_regions(sys.argv[2], int(sys.argv[3]))
    elif sys.argv[1] == "own-lines":
        own_lines(sys.argv[2], int(sys.argv[3]))
    elif sys.argv[1] == "string-hashes":
        string_hashes(sys.argv[2])
    elif sys.argv[1] == "limited":
        limited(int(sys.argv[2]), sys.argv[3:])
    elif sys.argv[1] == "file-size-limited":
        limited(int(sys.argv[2]), sys.argv[3:], resource.RLIMIT_FSIZE)
    elif sys.argv[1] == "files-limited":
        def cap():
            resource.setrlimit(resource.RLIMIT_NOFILE, (int(sys.argv[2]),) * 2)
        sys.exit(subprocess.run(sys.argv[3:], preexec_fn=cap).returncode)
    elif sys.argv[1] == "temporary-disk-limited":
        if sys.argv[3] == "--in":
            deleted_files_peak(int(sys.argv[2]), sys.argv[5:], sys.argv[4])
        else:
            deleted_files_peak(int(sys.argv[2]), sys.argv[3:])
    else:
        foreign(sys.argv[2], int(sys.argv[3]))
