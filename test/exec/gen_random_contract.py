#!/usr/bin/env python3
"""gen_random_contract.py - seeded random contraction programs for exec_compare.py.

Each program is one function holding one of tosa.matmul, tosa.fully_connected
(LLVM 19 only), tosa.conv2d, tosa.depthwise_conv2d, tosa.conv3d and
tosa.transpose_conv2d, in LLVM 19's forms or TOSA 1.0's (one generation per
file: the file name says which, rc19_* / rc22_*, and so which mlir-opt is the
reference), with random element types (f32, f16, bf16, i8 with zero points,
sizes (1 included), kernels, strides, dilations,
padding, out_pad (negative too), biases of one element per channel or one for
all (1.0), acc_type, and static or dynamic batch, spatial and matmul dims, with
1-2 EXEC cases (a second one of batch 1 where the batch is dynamic).

What is avoided: what one of the references fails to lower (mlir-opt-19's
decomposition of transpose_conv2d with a dynamic batch; LLVM 19's bias of one
element for many channels, which its lowering reads out of bounds), results of
i48 (the harness reads none), and sizes mlir-opt-22's verifier rejects (a
convolution whose padded size the stride does not divide).

Tolerances: the same linalg named ops over the same operands accumulate in the
same order, so the defaults hold, except for transpose_conv2d with strides above
1, which the reference decomposes into a rearranged kernel summed in another
order: f32 there gets an absolute 1e-4 (K*K*C products of at most 16 each).

Usage:
  gen_random_contract.py [--seed S] [--count N] [--per-file K] [--out DIR]

Writes DIR/rc19_s<S>_<NNNN>.mlir and DIR/rc22_s<S>_<NNNN>.mlir (N programs in
all, about half each) and prints a summary line:
  gen_random_contract: seed S: N programs, C exec cases in F files -> DIR
Run them (the reference pipeline prepends tosa-optional-decompositions):
  exec_compare.py --ref "mlir-opt-19 --pass-pipeline=builtin.module(func.func(
    tosa-optional-decompositions,tosa-to-scf,tosa-to-linalg-named,tosa-to-linalg,
    tosa-to-arith{include-apply-rescale=true},tosa-to-tensor))" DIR/rc19_*.mlir
and the same with mlir-opt-22 on DIR/rc22_*.mlir.
"""
import argparse
import os
import random


def shp(d):
    return 'x'.join(str(x) for x in d)


def T(d, e):
    return 'tensor<%sx%s>' % (shp(d), e) if d else 'tensor<%s>' % e


class Program:
    def __init__(self, rng, gen, name):
        self.r, self.gen, self.name = rng, gen, name
        self.lines, self.directives, self.execs = [], [], []

    def const_zp(self, var, elem, value):
        lit = '%s.0' % value if elem[0] in 'fb' else str(value)
        self.lines.append('  %%%s = "tosa.const"() <{values = dense<%s> : tensor<1x%s>}> : () -> tensor<1x%s>'
                          % (var, lit, elem, elem))

    def text(self, args, result):
        head = ', '.join('%%%s: %s' % (n, t) for n, t in args)
        out = ['// program %s' % self.name] + self.directives
        out += ['// EXEC: %s' % ', '.join(shp(s) for s in case) for case in self.execs]
        out.append('func.func @%s(%s) -> %s {' % (self.name, head, result))
        out += self.lines + ['  return %%0 : %s' % result, '}']
        return '\n'.join(out) + '\n'


def elem_types(r, gen, op):
    """(input, weight, result, acc, bias) element types: i8 -> i32; f16 -> f16 (or f32
    for a matmul's result; 1.0's acc_type f16 or f32); bf16 -> bf16 (1.0: acc_type f32,
    a matmul's result f32); f32. No i16: its i48 results are not read by the harness."""
    e = r.choice(['f32', 'f32', 'i8', 'f16', 'bf16'])
    if e == 'i8':
        return 'i8', 'i8', 'i32', 'i32', 'i32'
    if e == 'f16':
        out = r.choice(['f16', 'f32']) if op == 'matmul' else 'f16'
        acc = r.choice(['f16', 'f32']) if gen == 22 else out
        return 'f16', 'f16', out, acc, 'f16'
    if e == 'bf16':
        out = 'f32' if gen == 22 and op == 'matmul' else 'bf16'
        return 'bf16', 'bf16', out, 'f32' if gen == 22 else out, 'bf16'
    return 'f32', 'f32', 'f32', 'f32', 'f32'


def ranges(p, ie, bias=True):
    """i8 inputs over their whole range, an i32 bias in [-1000, 1000], 16-bit floats in [-2, 2]"""
    if ie == 'i8':
        p.directives.append('// EXEC-RANGE: 0 min max')
        p.directives.append('// EXEC-RANGE: 1 min max')
        if bias:
            p.directives.append('// EXEC-RANGE: 2 -1000 1000')
    elif ie in ('f16', 'bf16'):
        p.directives.append('// EXEC-RANGE: * -2 2')


def matmul(p):
    r = p.r
    n, h, c, w = r.randint(1, 3), r.randint(1, 5), r.randint(1, 6), r.randint(1, 5)
    ie, _, oe, _, _ = elem_types(r, p.gen, 'matmul')
    a, b, o = [n, h, c], [n, c, w], [n, h, w]
    dyn = lambda d, which: ['?' if i in which else d[i] for i in range(3)]
    da = {i for i in range(3) if r.random() < 0.3}
    db = {i for i in range(3) if r.random() < 0.3}
    do = {i for i in range(3) if r.random() < 0.3}
    at, bt, ot = T(dyn(a, da), ie), T(dyn(b, db), ie), T(dyn(o, do), oe)
    ranges(p, ie, bias=False)
    p.execs.append([a, b])
    if 0 in da and 0 in db and n > 1:
        p.execs.append([[1, h, c], [1, c, w]])
    zps = (r.randint(-128, 127), r.randint(-128, 127)) if ie == 'i8' and r.random() < 0.7 else (0, 0)
    if p.gen == 22:
        p.const_zp('azp', ie, zps[0])
        p.const_zp('bzp', ie, zps[1])
        p.lines.append('  %%0 = tosa.matmul %%a, %%b, %%azp, %%bzp : (%s, %s, tensor<1x%s>, tensor<1x%s>) -> %s'
                       % (at, bt, ie, ie, ot))
    else:
        q = ' {quantization_info = #tosa.matmul_quant<a_zp = %d, b_zp = %d>}' % zps if ie == 'i8' else ''
        p.lines.append('  %%0 = tosa.matmul %%a, %%b%s : (%s, %s) -> %s' % (q, at, bt, ot))
    return p.text([('a', at), ('b', bt)], ot)


def fully_connected(p):
    r = p.r
    n, ic, oc = r.randint(1, 4), r.randint(1, 5), r.randint(1, 5)
    ie, _, oe, _, be = elem_types(r, 19, 'fc')
    dyn = r.random() < 0.4
    xt, wt, bt = T(['?' if dyn else n, ic], ie), T([oc, ic], ie), T([oc], oe)
    ot = T(['?' if dyn else n, oc], oe)
    ranges(p, ie)
    p.execs.append([[n, ic], [oc, ic], [oc]])
    if dyn and n > 1:
        p.execs.append([[1, ic], [oc, ic], [oc]])
    q = ''
    if ie == 'i8':
        q = ' {quantization_info = #tosa.conv_quant<input_zp = %d, weight_zp = %d>}' % (r.randint(-128, 127),
                                                                                          r.randint(-128, 127))
    p.lines.append('  %%0 = tosa.fully_connected %%x, %%w, %%b%s : (%s, %s, %s) -> %s' % (q, xt, wt, bt, ot))
    return p.text([('x', xt), ('w', wt), ('b', bt)], ot)


def conv(p, kind):
    r = p.r
    sp = 3 if kind == 'conv3d' else 2
    ie, we, oe, acc, be = elem_types(r, p.gen, kind)
    n, c = r.randint(1, 3), r.randint(1, 3)
    k = [r.randint(1, 3) for _ in range(sp)]
    stride = [r.randint(1, 3) for _ in range(sp)]
    dil = [r.randint(1, 2) for _ in range(sp)]
    pad, ins, outs = [], [], []
    for i in range(sp):
        lo, hi = r.randint(0, 2), r.randint(0, 2)
        size = max(r.randint(1, 6), (k[i] - 1) * dil[i] + 1 - lo - hi)
        while (size - 1 + lo + hi - (k[i] - 1) * dil[i]) % stride[i]:
            hi += 1  # mlir-opt-22's verifier wants the division exact
        pad += [lo, hi]
        ins.append(size)
        outs.append((size - 1 + lo + hi - (k[i] - 1) * dil[i]) // stride[i] + 1)
    if kind == 'depthwise_conv2d':
        m = r.randint(1, 3)
        w, oc = k + [c, m], c * m
    else:
        oc = r.randint(1, 4)
        w = [oc] + k + [c]
    bias = 1 if p.gen == 22 and oc > 1 and r.random() < 0.2 else oc
    x, o = [n] + ins + [c], [n] + outs + [oc]
    dyn = {d for d in range(sp + 1) if r.random() < 0.3}
    xd = ['?' if d in dyn else x[d] for d in range(len(x))]
    od = ['?' if d in dyn else o[d] for d in range(len(o))]
    xt, wt, bt, ot = T(xd, ie), T(w, we), T([bias], be), T(od, oe)
    ranges(p, ie)
    p.execs.append([x, w, [bias]])
    if 0 in dyn and n > 1:
        p.execs.append([[1] + x[1:], w, [bias]])
    attrs = 'dilation = array<i64: %s>, pad = array<i64: %s>, stride = array<i64: %s>' % (
        ', '.join(map(str, dil)), ', '.join(map(str, pad)), ', '.join(map(str, stride)))
    zps = (r.randint(-128, 127), r.randint(-128, 127)) if ie == 'i8' and r.random() < 0.7 else (0, 0)
    if p.gen == 22:
        p.const_zp('xzp', ie, zps[0])
        p.const_zp('wzp', we, zps[1])
        p.lines.append('  %%0 = tosa.%s %%x, %%w, %%b, %%xzp, %%wzp {acc_type = %s, %s} : (%s, %s, %s, tensor<1x%s>, '
                       'tensor<1x%s>) -> %s' % (kind, acc, attrs, xt, wt, bt, ie, we, ot))
    else:
        if ie == 'i8':
            attrs += ', quantization_info = #tosa.conv_quant<input_zp = %d, weight_zp = %d>' % zps
        p.lines.append('  %%0 = tosa.%s %%x, %%w, %%b {%s} : (%s, %s, %s) -> %s' % (kind, attrs, xt, wt, bt, ot))
    return p.text([('x', xt), ('w', wt), ('b', bt)], ot)


def transpose_conv(p):
    r = p.r
    ie, we, oe, acc, be = elem_types(r, p.gen, 'transpose_conv2d')
    if ie in ('f16', 'bf16'):  # the decomposition sums in another order: f32 and i8 only
        ie, we, oe, acc, be = 'f32', 'f32', 'f32', 'f32', 'f32'
    n, c, oc = r.randint(1, 3), r.randint(1, 3), r.randint(1, 3)
    k = [r.randint(1, 3), r.randint(1, 3)]
    stride = [r.randint(1, 3), r.randint(1, 3)]
    ins = [r.randint(1, 4), r.randint(1, 4)]
    out_pad = [r.randint(1 - k[i // 2], 1) for i in range(4)]
    outs = [(ins[i] - 1) * stride[i] + out_pad[2 * i] + out_pad[2 * i + 1] + k[i] for i in range(2)]
    if min(outs) < 1:
        out_pad = [0, 0, 0, 0]
        outs = [(ins[i] - 1) * stride[i] + k[i] for i in range(2)]
    x, w, o = [n] + ins + [c], [oc] + k + [c], [n] + outs + [oc]
    dyn_batch = p.gen == 22 and r.random() < 0.3
    xd, od = (['?'] + x[1:], ['?'] + o[1:]) if dyn_batch else (x, o)
    xt, wt, bt, ot = T(xd, ie), T(w, we), T([oc], be), T(od, oe)
    if ie == 'f32' and max(stride) > 1:
        p.directives.append('// EXEC-TOL: 1e-5 1e-4')
    ranges(p, ie)
    p.execs.append([x, w, [oc]])
    if dyn_batch and n > 1:
        p.execs.append([[1] + x[1:], w, [oc]])
    attrs = 'out_pad = array<i64: %s>, stride = array<i64: %s>' % (', '.join(map(str, out_pad)),
                                                                   ', '.join(map(str, stride)))
    zps = (r.randint(-128, 127), r.randint(-128, 127)) if ie == 'i8' and r.random() < 0.7 else (0, 0)
    if p.gen == 22:
        p.const_zp('xzp', ie, zps[0])
        p.const_zp('wzp', we, zps[1])
        p.lines.append('  %%0 = tosa.transpose_conv2d %%x, %%w, %%b, %%xzp, %%wzp {acc_type = %s, %s} : (%s, %s, %s, '
                       'tensor<1x%s>, tensor<1x%s>) -> %s' % (acc, attrs, xt, wt, bt, ie, we, ot))
    else:
        attrs += ', out_shape = array<i64: %s>' % ', '.join(map(str, o))
        if ie == 'i8':
            attrs += ', quantization_info = #tosa.conv_quant<input_zp = %d, weight_zp = %d>' % zps
        p.lines.append('  %%0 = tosa.transpose_conv2d %%x, %%w, %%b {%s} : (%s, %s, %s) -> %s' % (attrs, xt, wt, bt, ot))
    return p.text([('x', xt), ('w', wt), ('b', bt)], ot)


def program(seed, i, gen):
    r = random.Random(seed * 1000003 + i)
    kinds = ['matmul', 'conv2d', 'depthwise_conv2d', 'conv3d', 'transpose_conv2d'] + (['fc'] if gen == 19 else [])
    kind = r.choice(kinds)
    p = Program(r, gen, 'p%d_%s' % (i, kind))
    if kind == 'matmul':
        return matmul(p), len(p.execs)
    if kind == 'fc':
        return fully_connected(p), len(p.execs)
    if kind == 'transpose_conv2d':
        return transpose_conv(p), len(p.execs)
    return conv(p, kind), len(p.execs)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--count', type=int, default=40)
    ap.add_argument('--per-file', type=int, default=25)
    ap.add_argument('--out', default='.')
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    files, cases = 0, 0
    for gen in (19, 22):
        progs = [program(a.seed, i, gen) for i in range(gen - 19, a.count, 2)]
        for f in range(0, len(progs), a.per_file):
            chunk = progs[f:f + a.per_file]
            path = os.path.join(a.out, 'rc%d_s%d_%04d.mlir' % (gen, a.seed, f // a.per_file))
            with open(path, 'w') as out:
                out.write('\n// -----\n\n'.join(text for text, _ in chunk))
            files += 1
            cases += sum(n for _, n in chunk)
    print('gen_random_contract: seed %d: %d programs, %d exec cases in %d files -> %s'
          % (a.seed, a.count, cases, files, a.out))


if __name__ == '__main__':
    main()
