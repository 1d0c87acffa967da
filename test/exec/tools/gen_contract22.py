#!/usr/bin/env python3
"""gen_contract22.py OUT.mlir - writes test/exec/programs/contract_llvm22.mlir: the
contractions in TOSA 1.0 forms, each conv's result sizes computed from its input,
kernel, padding, stride and dilation (mlir-opt-22's verifier wants the division exact)."""
# writes contract_llvm22.mlir cases (conv shapes computed)
def shp(d): return 'x'.join(str(x) for x in d)
def T(d, e): return 'tensor<%sx%s>' % (shp(d), e)
def const(name, e, v):
    vv = ('%s.0' % v) if e[0] in 'fb' else str(v)
    return '  %%%s = "tosa.const"() <{values = dense<%s> : tensor<1x%s>}> : () -> tensor<1x%s>\n' % (name, vv, e, e)
def outsz(i, lo, hi, k, s, d):
    n = i - 1 + lo + hi - (k - 1) * d
    assert n % s == 0, (i, lo, hi, k, s, d)
    return n // s + 1
out = []
def case(text): out.append(text)

def conv(name, kind, x, w, bias, ie, we, be, oe, acc, pad, stride, dil, xzp=0, wzp=0, execs=None, ranges=None, dyn=None):
    sp = 3 if kind == 'conv3d' else 2
    k = w[1:1+sp] if kind != 'depthwise_conv2d' else w[0:2]
    o = [x[0]] + [outsz(x[1+i], pad[2*i], pad[2*i+1], k[i], stride[i], dil[i]) for i in range(sp)]
    oc = w[0] if kind != 'depthwise_conv2d' else x[3] * w[3]
    o.append(oc)
    xd = list(x); od = list(o)
    for i in (dyn or []):
        xd[i] = '?'; od[i] = '?'
    ex = execs or [[x, w, [bias]]]
    s = ''
    for r in (ranges or []): s += '// EXEC-RANGE: %s\n' % r
    for e in ex: s += '// EXEC: %s\n' % ', '.join(shp(a) for a in e)
    s += 'func.func @%s(%%x: %s, %%w: %s, %%b: %s) -> %s {\n' % (name, T(xd, ie), T(w, we), T([bias], be), T(od, oe))
    s += const('xzp', ie, xzp) + const('wzp', we, wzp)
    s += '  %%0 = tosa.%s %%x, %%w, %%b, %%xzp, %%wzp {acc_type = %s, dilation = array<i64: %s>, pad = array<i64: %s>, stride = array<i64: %s>} : (%s, %s, %s, tensor<1x%s>, tensor<1x%s>) -> %s\n' % (
        kind, acc, ', '.join(map(str, dil)), ', '.join(map(str, pad)), ', '.join(map(str, stride)), T(xd, ie), T(w, we), T([bias], be), ie, we, T(od, oe))
    s += '  return %%0 : %s\n}\n' % T(od, oe)
    case(s)

def matmul(name, a, b, ae, oe, azp=0, bzp=0, execs=None, ranges=None, adyn=(), bdyn=(), odyn=()):
    o = [a[0], a[1], b[2]]
    ad = ['?' if i in adyn else a[i] for i in range(3)]
    bd = ['?' if i in bdyn else b[i] for i in range(3)]
    od = ['?' if i in odyn else o[i] for i in range(3)]
    s = ''
    for r in (ranges or []): s += '// EXEC-RANGE: %s\n' % r
    if execs is None: execs = [[a, b]]
    for e in execs: s += '// EXEC: %s\n' % ', '.join(shp(x) for x in e)
    s += 'func.func @%s(%%a: %s, %%b: %s) -> %s {\n' % (name, T(ad, ae), T(bd, ae), T(od, oe))
    s += const('azp', ae, azp) + const('bzp', ae, bzp)
    s += '  %%0 = tosa.matmul %%a, %%b, %%azp, %%bzp : (%s, %s, tensor<1x%s>, tensor<1x%s>) -> %s\n' % (T(ad, ae), T(bd, ae), ae, ae, T(od, oe))
    s += '  return %%0 : %s\n}\n' % T(od, oe)
    case(s)

matmul('matmul_f32', [2,5,3], [2,3,6], 'f32', 'f32')
matmul('matmul_f32_dyn', [3,4,5], [3,5,2], 'f32', 'f32', adyn=(0,1,2), bdyn=(0,1,2), odyn=(0,1,2),
       execs=[[[3,4,5],[3,5,2]], [[1,1,1],[1,1,1]], [[1,7,1],[1,1,3]]])
matmul('matmul_i8_zp_dyn_batch', [2,4,3], [2,3,5], 'i8', 'i32', azp=3, bzp=-4, adyn=(0,), bdyn=(0,), odyn=(0,),
       execs=[[[2,4,3],[2,3,5]], [[1,4,3],[1,3,5]]])
matmul('matmul_i8_full_range', [1,5,3], [1,3,6], 'i8', 'i32', ranges=['* min max'])
matmul('matmul_f16', [2,3,4], [2,4,2], 'f16', 'f16')
matmul('matmul_f16_f32', [2,3,4], [2,4,2], 'f16', 'f32')
matmul('matmul_bf16_f32', [1,3,4], [1,4,2], 'bf16', 'f32')
matmul('matmul_unit', [1,1,1], [1,1,1], 'f32', 'f32', odyn=(0,))

conv('conv2d_f32_pad_stride', 'conv2d', [2,7,7,3], [4,3,2,3], 4, 'f32','f32','f32','f32','f32', [1,1,0,1], [2,2], [1,1])
conv('conv2d_f32_dyn_dilation', 'conv2d', [2,9,8,2], [3,2,3,2], 3, 'f32','f32','f32','f32','f32', [0,1,1,0], [1,2], [2,1], dyn=[0,1,2],
     execs=[[[2,9,8,2],[3,2,3,2],[3]], [[1,5,5,2],[3,2,3,2],[3]], [[1,3,3,2],[3,2,3,2],[3]]])
conv('conv2d_i8_zp', 'conv2d', [1,6,6,3], [5,3,3,3], 5, 'i8','i8','i32','i32','i32', [1,1,1,1], [1,1], [1,1], xzp=-7, wzp=4, dyn=[0],
     execs=[[[1,6,6,3],[5,3,3,3],[5]], [[2,6,6,3],[5,3,3,3],[5]]], ranges=['2 -500 500'])
conv('conv2d_i8_bias_splat', 'conv2d', [1,5,5,2], [3,3,3,2], 1, 'i8','i8','i32','i32','i32', [0,0,0,0], [1,1], [1,1], xzp=2)
conv('conv2d_f16_acc_f32', 'conv2d', [1,5,4,2], [2,2,2,2], 2, 'f16','f16','f16','f16','f32', [0,0,0,0], [1,1], [1,1])
conv('conv2d_f16_acc_f16', 'conv2d', [1,5,4,2], [2,2,2,2], 2, 'f16','f16','f16','f16','f16', [1,0,0,1], [1,1], [1,1])
conv('conv2d_bf16_acc_f32', 'conv2d', [1,4,4,2], [2,2,2,2], 2, 'bf16','bf16','bf16','bf16','f32', [0,0,0,0], [1,1], [1,1])
conv('conv2d_unit', 'conv2d', [1,1,1,1], [1,1,1,1], 1, 'f32','f32','f32','f32','f32', [0,0,0,0], [1,1], [1,1])
conv('depthwise_f32', 'depthwise_conv2d', [1,7,5,3], [3,3,3,2], 6, 'f32','f32','f32','f32','f32', [1,1,2,0], [2,1], [1,2], dyn=[0,1,2],
     execs=[[[1,7,5,3],[3,3,3,2],[6]], [[2,5,3,3],[3,3,3,2],[6]]])
conv('depthwise_i8_zp', 'depthwise_conv2d', [1,5,5,4], [3,3,4,2], 8, 'i8','i8','i32','i32','i32', [1,1,1,1], [1,1], [1,1], xzp=-128, wzp=42, ranges=['2 -500 500'])
conv('depthwise_f16_acc_f32', 'depthwise_conv2d', [1,5,5,3], [3,3,3,2], 6, 'f16','f16','f16','f16','f32', [0,0,0,0], [1,1], [1,1])
conv('depthwise_bias_splat', 'depthwise_conv2d', [1,3,3,2], [2,2,2,1], 1, 'f32','f32','f32','f32','f32', [0,0,0,0], [1,1], [1,1])
conv('conv3d_f32', 'conv3d', [1,4,5,6,2], [3,2,3,2,2], 3, 'f32','f32','f32','f32','f32', [1,0,0,0,1,1], [1,2,1], [1,1,2])
conv('conv3d_i8_zp', 'conv3d', [2,3,3,3,2], [2,2,2,2,2], 2, 'i8','i8','i32','i32','i32', [0,0,0,0,0,0], [1,1,1], [1,1,1], xzp=5, wzp=-3, dyn=[0],
     ranges=['2 -500 500'])
conv('conv3d_f16_acc_f32', 'conv3d', [1,3,3,3,2], [2,2,2,2,2], 2, 'f16','f16','f16','f16','f32', [0,0,0,0,0,0], [1,1,1], [1,1,1])

# A zero point that is not a constant: mlir-opt-22 fails to legalize the matmul;
# the twin holds the same value (EXEC-VALUES) as a constant.
case("""// EXEC-VALUES: 2 -3
// EXEC-EXPECT-FROM: @matmul_i8_zp_operand_twin
// EXEC: 2x4x3, 2x3x5, 1
func.func @matmul_i8_zp_operand(%a: tensor<2x4x3xi8>, %b: tensor<2x3x5xi8>, %azp: tensor<1xi8>) -> tensor<2x4x5xi32> {
  %bzp = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %azp, %bzp : (tensor<2x4x3xi8>, tensor<2x3x5xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x4x5xi32>
  return %0 : tensor<2x4x5xi32>
}
func.func @matmul_i8_zp_operand_twin(%a: tensor<2x4x3xi8>, %b: tensor<2x3x5xi8>, %unused: tensor<1xi8>) -> tensor<2x4x5xi32> {
  %azp = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %bzp = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %azp, %bzp : (tensor<2x4x3xi8>, tensor<2x3x5xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x4x5xi32>
  return %0 : tensor<2x4x5xi32>
}
""")
# i16 -> i48: lowered, not executed (the harness reads no i48 result)
matmul('matmul_i16', [1,3,4], [1,4,2], 'i16', 'i48', execs=[])

head = '''// The contractions in TOSA 1.0's forms, against mlir-opt-22: tosa.matmul (f32,
// f16 -> f16 / f32, bf16 -> f32, i8 with zero points), tosa.conv2d,
// tosa.depthwise_conv2d and tosa.conv3d with acc_type (f16 and bf16 accumulating
// in f32 and truncated, as mlir-opt-22), padding, strides, dilations, zero
// points, biases of one element per channel or one for all; static, dynamic and
// size-1 dims. Written by tools/gen_contract22.py. Both lowerings are
// the same linalg named ops over the same operands, so floats accumulate in the
// same order: the default tolerances hold (f32 1e-5, f16 2e-3, bf16 1.6e-2).

'''
import sys
open(sys.argv[1], 'w').write(head + '\n// -----\n\n'.join(out))
