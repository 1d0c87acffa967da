"""Writes a module that exercises the reading/printing hand-over of the driver:
many functions with element-wise ops (static, dynamic, broadcast shapes), a
named module (whose body is spilled), type and attribute aliases, declarations
and calls, top-level ops between functions; optionally `// -----` chunks and an
error in one function. Deterministic: the output depends on the arguments only.

usage: gen_mixed.py N [--split] [--error-at K]
"""
import sys

n = int(sys.argv[1])
split = "--split" in sys.argv
error_at = int(sys.argv[sys.argv.index("--error-at") + 1]) if "--error-at" in sys.argv else -1

SHAPES = ["?x4", "1x4", "3x4", "4", "1", "?x?"]


def func(i):
    a = SHAPES[i % len(SHAPES)]
    b = SHAPES[(i * 7 + 3) % len(SHAPES)]
    out = []
    name = f"f{i}"
    out.append(f"func.func @{name}(%x: tensor<{a}xf32>, %y: tensor<{b}xf32>, %c: tensor<{a}xi1>) -> tensor<*xf32> {{")
    # result shapes per the Broadcastable rules, computed here for the simple cases
    def bcast(s, t):
        s, t = s.split("x"), t.split("x")
        while len(s) < len(t):
            s.insert(0, "1")
        while len(t) < len(s):
            t.insert(0, "1")
        r = []
        for p, q in zip(s, t):
            if p == "1":
                r.append(q)
            elif q == "1":
                r.append(p)
            elif p == "?" or q == "?":
                r.append("?" if p == q else (p if q == "?" else q))
            else:
                r.append(p)
        return "x".join(r)
    ab = bcast(a, b)
    out.append(f'  %0 = "tosa.add"(%x, %y) : (tensor<{a}xf32>, tensor<{b}xf32>) -> tensor<{ab}xf32>')
    out.append(f'  %1 = "tosa.exp"(%0) : (tensor<{ab}xf32>) -> tensor<{ab}xf32>')
    ac = bcast(a, ab)
    out.append(f'  %2 = "tosa.select"(%c, %x, %1) : (tensor<{a}xi1>, tensor<{a}xf32>, tensor<{ab}xf32>) -> tensor<{ac}xf32>')
    if i == error_at:  # a result shape the operands cannot have
        out.append(f'  %3 = "tosa.negate"(%2) : (tensor<{ac}xf32>) -> tensor<7x7x7xf32>')
    else:
        out.append(f'  %3 = "tosa.negate"(%2) : (tensor<{ac}xf32>) -> tensor<{ac}xf32>')
    out.append(f'  %4 = "tosa.cast"(%3) : (tensor<{ac}xf32>) -> tensor<{ac}xi32>')
    out.append(f'  %5 = "tosa.cast"(%4) : (tensor<{ac}xi32>) -> tensor<{ac}xf32>')
    out.append(f'  %6 = tensor.cast %5 : tensor<{ac}xf32> to tensor<*xf32>' if False else
               f'  %6 = "tensor.cast"(%5) : (tensor<{ac}xf32>) -> tensor<*xf32>')
    out.append("  return %6 : tensor<*xf32>")
    out.append("}")
    return out


lines = ["!t = tensor<?x4xf32>", "#m = affine_map<(d0) -> (d0)>"]
for i in range(n):
    if split and i and i % 37 == 0:
        lines.append("// -----")
        lines.append("!t = tensor<?x4xf32>")
        lines.append("#m = affine_map<(d0) -> (d0)>")
    lines += func(i)
    if i % 11 == 5:
        lines.append(f"func.func private @decl{i}(!t) -> !t")
        lines.append(f"func.func @calls{i}(%a: !t) -> !t attributes {{marker = #m}} {{")
        lines.append(f"  %r = call @decl{i}(%a) : (!t) -> !t")
        lines.append(f'  %s = "tosa.abs"(%r) : (!t) -> !t')
        lines.append(f"  return %s : !t")
        lines.append("}")
    if i % 23 == 7:
        lines.append(f'"test.marker"() {{n = {i} : i64}} : () -> ()')
    if i % 53 == 20:
        lines.append(f"module @inner{i} attributes {{test.k = {i} : i64}} {{")
        lines += ["  " + l for l in func(n + i)]
        lines.append("}")
print("\n".join(lines))
