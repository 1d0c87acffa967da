#!/usr/bin/env python3
"""gen_weights.py — deterministic generator of weight-heavy TOSA modules, as
TFLite and PyTorch exports with inline weights are: one function, a chain of
layers, each a `tosa.const` weight tensor applied with `tosa.mul` and `tosa.add`
(`tosa.add` and `tosa.sub` for the i8 spelling), in the LLVM 19 form both
tosa2linalg and mlir-opt-19 read.

Spellings of the weights (--spelling):
  hex       dense<"0x...">, the bytes in hex, as mlir-opt prints large constants (f32)
  resource  dense_resource<wN> with the bytes in a {-# dialect_resources #-} section
            at the end of the file (f32)
  decimal   dense<[[1, -2, ...], ...]>: nested lists of i8 numbers, as small int8
            models are printed
  string    the function's attribute dictionary holds one string per layer (an
            exporter's notes or config as JSON: an escaped quote every few bytes,
            `\n`, `\\`, UTF-8 text); the constants are splats

--module-attrs wraps the function in `module attributes {...} {`, as TFLite and
torch-mlir exports are (the printer spills such a module's body until it ends).
--mb is the size of all weights' text together; --layers how many constants it is
split into (1: one constant of --mb MB). The file is a few hundred bytes more.
The bytes depend only on the arguments (a fixed-seed PRNG).

usage: gen_weights.py --spelling hex|resource|decimal|string --mb N [--layers K] [--module-attrs] -o FILE
"""
import argparse
import random
import sys

CHUNK = 1 << 20  # bytes of weights generated at a time


def shape_for(elements, row):
    """A 2-D shape holding at least `elements` in rows of `row`."""
    return max(1, -(-elements // row)), row


def write_hex_bytes(out, rng, nbytes):
    while nbytes > 0:
        k = min(CHUNK, nbytes)
        out.write(rng.randbytes(k).hex())
        nbytes -= k


# "-128" .. "127", the decimal spellings of an i8, indexed by the unsigned byte
I8_TEXT = [str(b - 256 if b > 127 else b) for b in range(256)]


def write_decimal_rows(out, rng, rows, row):
    out.write("[")
    for r in range(rows):
        data = rng.randbytes(row)
        out.write(("[" if r == 0 else ", [") + ", ".join(I8_TEXT[b] for b in data) + "]")
    out.write("]")


# the pieces of a string attribute's text: JSON as an exporter escapes it, words, UTF-8
STRING_PIECES = ['{\\"name\\": \\"conv', '\\", \\"shape\\": [1, 3, 224, 224]}', '\\n', 'Grüße ', '数据 ',
                 'naïve ', 'weights ', 'of layer ', '\\\\', 'C:\\\\models ', '\\09', '<tensor> ']


def write_string(out, rng, nbytes):
    while nbytes > 0:
        text = "".join(rng.choice(STRING_PIECES) for _ in range(4096))
        data = text.encode()[:nbytes]
        while data and data[-1] == 0x5C:  # never end on a backslash: it would escape the closing quote
            data = data[:-1]
        out.write(data.decode(errors="ignore"))
        nbytes -= max(len(data), 1)


def layer_shapes(spelling, mb, layers):
    """The (rows, cols) of each layer's constant: its text about mb / layers MB."""
    text = mb * 1_000_000 // layers
    if spelling == "decimal":
        cols = 1000
        return shape_for(text * 100 // 465, cols)  # an i8 is 4.65 bytes of text on average ("-57, ")
    if spelling == "string":
        return 4, 4  # the constants are splats
    cols = 2500
    return shape_for(text // 8, cols)  # an f32 is 8 hex digits


def header(elem, rows, cols):
    t = f"tensor<{rows}x{cols}x{elem}>"
    return t, f"func.func @model(%x: {t}) -> {t}"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--spelling", choices=["hex", "resource", "decimal", "string"], required=True)
    ap.add_argument("--mb", type=int, required=True, help="MB of weight text in all")
    ap.add_argument("--layers", type=int, default=8)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--module-attrs", action="store_true")
    ap.add_argument("-o", dest="out", default="-")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    rows, cols = layer_shapes(a.spelling, a.mb, a.layers)
    elem = "i8" if a.spelling == "decimal" else "f32"
    t, head = header(elem, rows, cols)
    out = sys.stdout if a.out == "-" else open(a.out, "w", buffering=1 << 20)
    if a.module_attrs:
        out.write('module attributes {tfl.description = "weights", tfl.schema_version = 3 : i32} {\n')
    out.write(head)
    if a.spelling == "string":
        out.write(" attributes {")
        for i in range(a.layers):
            out.write(f'{", " if i else ""}note{i} = "')
            write_string(out, rng, a.mb * 1_000_000 // a.layers)
            out.write('"')
        out.write("}")
    out.write(" {\n")
    x = "%x"
    for i in range(a.layers):
        out.write(f'  %w{i} = "tosa.const"() <{{value = ')
        if a.spelling == "hex":
            out.write('dense<"0x')
            write_hex_bytes(out, rng, rows * cols * 4)
            out.write('">')
        elif a.spelling == "resource":
            out.write(f"dense_resource<w{i}>")
        elif a.spelling == "string":
            out.write("dense<0.5>")
        else:
            out.write("dense<")
            write_decimal_rows(out, rng, rows, cols)
            out.write(">")
        out.write(f" : {t}}}> : () -> {t}\n")
        if elem == "f32":
            out.write(f'  %m{i} = "tosa.mul"({x}, %w{i}) <{{shift = 0 : i8}}> : ({t}, {t}) -> {t}\n')
            out.write(f'  %a{i} = "tosa.add"(%m{i}, %w{i}) : ({t}, {t}) -> {t}\n')
        else:
            out.write(f'  %m{i} = "tosa.add"({x}, %w{i}) : ({t}, {t}) -> {t}\n')
            out.write(f'  %a{i} = "tosa.sub"(%m{i}, %w{i}) : ({t}, {t}) -> {t}\n')
        x = f"%a{i}"
    out.write(f"  return {x} : {t}\n}}\n")
    if a.module_attrs:
        out.write("}\n")
    if a.spelling == "resource":
        out.write("\n{-#\n  dialect_resources: {\n    builtin: {\n")
        for i in range(a.layers):
            # a resource blob: its alignment (4, little-endian u32), then the bytes
            out.write(f'      w{i}: "0x04000000')
            write_hex_bytes(out, rng, rows * cols * 4)
            out.write('"' + ("," if i + 1 < a.layers else "") + "\n")
        out.write("    }\n  }\n#-}\n")
    if out is not sys.stdout:
        out.close()


if __name__ == "__main__":
    main()
