#!/usr/bin/env python3
"""to_llvm22.py - rewrite an exec program from LLVM 19 spellings to LLVM 22 ones.

Usage: to_llvm22.py IN.mlir OUT.mlir

Generic-form TOSA ops whose syntax changed between LLVM 19 and LLVM 22 (TOSA 1.0):
  tosa.mul <{shift = N : i8}>            -> third operand from tosa.const dense<N> : tensor<1xi8>
  tosa.negate [<{quantization_info}>]    -> zero-point operands from tosa.const (0 when absent)
  tosa.clamp <{min_int, max_int, min_fp, max_fp}> -> <{min_val, max_val}> of the element type
  tosa.int_div                           -> tosa.intdiv
  tosa.const <{value = ...}>             -> <{values = ...}>
Every other line (EXEC directives included) is copied unchanged, so the result runs
through exec_compare.py against mlir-opt-22's own tosa-to-linalg. Integer negate
wraps in LLVM 19 and saturates in LLVM 22: each form is compared with its own
reference, so the programs need no change for that.
"""
import re
import sys

OP = re.compile(r'^(?P<indent>\s*)(?P<res>%[\w$.-]+\s*=\s*)"(?P<name>tosa\.\w+)"\((?P<args>[^)]*)\)\s*'
                r'(?P<props><\{.*?\}>|\{.*?\})?\s*:\s*\((?P<ins>[^)]*)\)\s*->\s*(?P<out>.+)$')
ELEM = re.compile(r'x?([a-z0-9]+)>$')
counter = [0]


def elem_of(tensor_type):
    return ELEM.search(tensor_type.strip()).group(1)


def attr(props, key):
    m = re.search(key + r'\s*=\s*([-+0-9.eE]+|0x[0-9a-fA-F]+)', props or "")
    return m.group(1) if m else None


def const(indent, elem, value):
    counter[0] += 1
    name = "%%__c22_%d" % counter[0]
    if elem.startswith("f") or elem.startswith("bf"):
        value = "%e" % float(value)
    return name, '%s%s = "tosa.const"() <{values = dense<%s> : tensor<1x%s>}> : () -> tensor<1x%s>' % (
        indent, name, value, elem, elem)


def int_range(elem):
    w = int(elem[1:])
    return (-(1 << (w - 1)), (1 << (w - 1)) - 1) if w > 1 else (-1, 0)


def convert(line):
    m = OP.match(line)
    if not m:
        return [line.replace('"tosa.const"() <{value = ', '"tosa.const"() <{values = ')]
    d = m.groupdict()
    name, props, ins, out, ind = d["name"], d["props"], d["ins"], d["out"], d["indent"]
    head = ind + d["res"]
    if name == "tosa.int_div":
        return [line.replace('"tosa.int_div"', '"tosa.intdiv"')]
    if name == "tosa.mul":
        shift = attr(props, "shift") or "0"
        cname, cline = const(ind, "i8", shift)
        return [cline, '%s"tosa.mul"(%s, %s) : (%s, tensor<1xi8>) -> %s' % (head, d["args"], cname, ins, out)]
    if name == "tosa.negate":
        e = elem_of(ins)
        zin = attr(props, "input_zp") or "0"
        zout = attr(props, "output_zp") or "0"
        n1, l1 = const(ind, e, zin)
        n2, l2 = const(ind, e, zout)
        return [l1, l2, '%s"tosa.negate"(%s, %s, %s) : (%s, tensor<1x%s>, tensor<1x%s>) -> %s' % (
            head, d["args"], n1, n2, ins, e, e, out)]
    if name == "tosa.clamp":
        e = elem_of(ins)
        if e.startswith("f") or e.startswith("bf"):
            lo, hi = attr(props, "min_fp"), attr(props, "max_fp")
            lo, hi = "%e" % float(lo), "%e" % float(hi)
        else:
            rmin, rmax = int_range(e)
            lo = min(max(int(attr(props, "min_int")), rmin), rmax)
            hi = min(max(int(attr(props, "max_int")), rmin), rmax)
            if e == "i1":
                lo, hi = ("true" if lo else "false"), ("true" if hi else "false")
        return ['%s"tosa.clamp"(%s) <{min_val = %s : %s, max_val = %s : %s}> : (%s) -> %s' % (
            head, d["args"], lo, e, hi, e, ins, out)]
    return [line]


def main():
    src, dst = sys.argv[1], sys.argv[2]
    lines = []
    for line in open(src).read().split("\n"):
        lines.extend(convert(line))
    open(dst, "w").write("\n".join(lines))


if __name__ == "__main__":
    main()
