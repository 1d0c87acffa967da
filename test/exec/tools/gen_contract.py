#!/usr/bin/env python3
"""gen_contract.py main22|chunks19|chunks22|tconv19|tconv22 OUT.mlir - writes the contraction programs
of test/exec/programs: contract_llvm22.mlir (main22) and contract_chunks_llvm19/22.mlir,
each conv's result sizes computed from its input, kernel, padding, stride and
dilation (mlir-opt-22's verifier wants the division exact)."""
def shp(d): return 'x'.join(str(x) for x in d)
def T(d, e): return 'tensor<%sx%s>' % (shp(d), e)
def const(name, e, v):
    vv = ('%s.0' % v) if e[0] in 'fb' else str(v)
    return '  %%%s = "tosa.const"() <{values = dense<%s> : tensor<1x%s>}> : () -> tensor<1x%s>\n' % (name, vv, e, e)
EXACT = True
def outsz(i, lo, hi, k, s, d):
    n = i - 1 + lo + hi - (k - 1) * d
    assert n % s == 0 or not EXACT, (i, lo, hi, k, s, d)
    return n // s + 1
out = []
def case(text): out.append(text)

GEN = 22

def conv(name, kind, x, w, bias, ie, we, be, oe, acc, pad, stride, dil, xzp=0, wzp=0, execs=None, ranges=None, dyn=None, exact=True):
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
    attrs = 'dilation = array<i64: %s>, pad = array<i64: %s>, ' % (', '.join(map(str, dil)), ', '.join(map(str, pad)))
    attrs += 'stride = array<i64: %s>' % ', '.join(map(str, stride))
    if GEN == 22:
        zps = ('zp', 'zp') if (ie, xzp) == (we, wzp) else ('xzp', 'wzp')  # one constant for both where it can
        s += const(zps[0], ie, xzp) + (const(zps[1], we, wzp) if zps[1] != zps[0] else '')
        s += '  %%0 = tosa.%s %%x, %%w, %%b, %%%s, %%%s {acc_type = %s, %s} : (%s, %s, %s, tensor<1x%s>, tensor<1x%s>) -> %s\n' % (
            kind, zps[0], zps[1], acc, attrs, T(xd, ie), T(w, we), T([bias], be), ie, we, T(od, oe))
    else:
        if ie[0] == 'i':
            attrs += ', quantization_info = #tosa.conv_quant<input_zp = %d, weight_zp = %d>' % (xzp, wzp)
        s += '  %%0 = tosa.%s %%x, %%w, %%b {%s} : (%s, %s, %s) -> %s\n' % (kind, attrs, T(xd, ie), T(w, we), T([bias], be), T(od, oe))
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
    if GEN == 22:
        zps = ('zp', 'zp') if azp == bzp else ('azp', 'bzp')
        s += const(zps[0], ae, azp) + (const(zps[1], ae, bzp) if zps[1] != zps[0] else '')
        s += '  %%0 = tosa.matmul %%a, %%b, %%%s, %%%s : (%s, %s, tensor<1x%s>, tensor<1x%s>) -> %s\n' % (
            zps[0], zps[1], T(ad, ae), T(bd, ae), ae, ae, T(od, oe))
    else:
        q = ' {quantization_info = #tosa.matmul_quant<a_zp = %d, b_zp = %d>}' % (azp, bzp) if azp or bzp else ''
        s += '  %%0 = tosa.matmul %%a, %%b%s : (%s, %s) -> %s\n' % (q, T(ad, ae), T(bd, ae), T(od, oe))
    s += '  return %%0 : %s\n}\n' % T(od, oe)
    case(s)

def main22():
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
    # Convolution zero points that are not constants (mlir-opt-22 fails to legalize
    # the op): read at run time for the padding and the _q op; twins hold them as constants.
    for kind, w, oc in (('conv2d', '3x2x2x2', 3), ('depthwise_conv2d', '2x2x2x2', 4)):
        x = '2x4x4x2'
        o = '2x5x4x%d' % oc
        attrs = '{acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 1>, stride = array<i64: 1, 1>}'
        sig = '(%%x: tensor<%sxi8>, %%w: tensor<%sxi8>, %%b: tensor<%dxi32>, %%xzp: tensor<1xi8>, %%wzp: tensor<1xi8>) -> tensor<%sxi32>' % (x, w, oc, o)
        types = '(tensor<%sxi8>, tensor<%sxi8>, tensor<%dxi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<%sxi32>' % (x, w, oc, o)
        case("""// EXEC-RANGE: 0 min max
    // EXEC-RANGE: 2 -1000 1000
    // EXEC-VALUES: 3 -7
    // EXEC-VALUES: 4 5
    // EXEC-EXPECT-FROM: @%(k)s_zp_operands_twin
    // EXEC: %(x)s, %(w)s, %(oc)d, 1, 1
    func.func @%(k)s_zp_operands%(sig)s {
      %%0 = tosa.%(k)s %%x, %%w, %%b, %%xzp, %%wzp %(attrs)s : %(types)s
      return %%0 : tensor<%(o)sxi32>
    }
    func.func @%(k)s_zp_operands_twin%(sig)s {
      %%c = "tosa.const"() <{values = dense<-7> : tensor<1xi8>}> : () -> tensor<1xi8>
      %%d = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
      %%0 = tosa.%(k)s %%x, %%w, %%b, %%c, %%d %(attrs)s : %(types)s
      return %%0 : tensor<%(o)sxi32>
    }
    """ % dict(k=kind, x=x, w=w, oc=oc, o=o, sig=sig, attrs=attrs, types=types))
    # i16 -> i48: lowered, not executed (the harness reads no i48 result)
    matmul('matmul_i16', [1,3,4], [1,4,2], 'i16', 'i48', execs=[])

def chunks():
    """The features of each matmul / fully_connected / conv chunk of LLVM's
    tosa-to-linalg-named.mlir (both versions), on shapes of our own."""
    global EXACT
    q = GEN == 19
    matmul('mm_static', [1,4,3], [1,3,5], 'f32', 'f32')
    matmul('mm_quantized', [1,4,3], [1,3,5], 'i8', 'i32', azp=2, bzp=-1, ranges=['* -20 20'])
    matmul('mm_dyn_batch', [2,4,3], [2,3,5], 'f32', 'f32', adyn=(0,), bdyn=(0,), odyn=(0,),
           execs=[[[2,4,3],[2,3,5]], [[1,4,3],[1,3,5]]])
    matmul('mm_dyn_cols', [1,4,3], [1,3,5], 'f32', 'f32', bdyn=(2,), odyn=(2,), execs=[[[1,4,3],[1,3,5]], [[1,4,3],[1,3,1]]])
    matmul('mm_dyn_inner', [1,4,3], [1,3,5], 'f32', 'f32', adyn=(2,), bdyn=(1,), execs=[[[1,4,3],[1,3,5]], [[1,4,1],[1,1,5]]])
    matmul('mm_dyn_result', [1,1,6], [1,6,1], 'f32', 'f32', odyn=(0,))
    if q:
        fc('fc_static', [4,3], [5,3], 'f32', 'f32')
        fc('fc_quantized', [4,3], [5,3], 'i8', 'i32', xzp=2, wzp=-3)
        fc('fc_dyn', [4,3], [5,3], 'f32', 'f32', dyn=True)
    conv('c2_i8_1x1_dilated', 'conv2d', [1,9,7,5], [6,1,1,5], 6, 'i8','i8', 'i8' if q else 'i32', 'i32','i32', [0,0,0,0], [1,1], [2,1])
    conv('c2_f32_dilated', 'conv2d', [1,9,7,5], [6,3,3,5], 6, 'f32','f32','f32','f32','f32', [0,0,0,0], [1,1], [2,1])
    conv('c2_dyn_batch', 'conv2d', [2,9,7,5], [6,3,3,5], 6, 'f32','f32','f32','f32','f32', [0,0,0,0], [1,1], [2,1], dyn=[0],
         execs=[[[2,9,7,5],[6,3,3,5],[6]], [[1,9,7,5],[6,3,3,5],[6]]])
    conv('c2_dyn_h_w', 'conv2d', [1,9,7,5], [6,3,3,5], 6, 'f32','f32','f32','f32','f32', [0,0,0,0], [1,1], [2,1], dyn=[1,2],
         execs=[[[1,9,7,5],[6,3,3,5],[6]], [[1,5,3,5],[6,3,3,5],[6]]])
    conv('c2_padded_dilated', 'conv2d', [1,7,6,4], [4,3,3,4], 4, 'f32','f32','f32','f32','f32', [1,1,1,1], [1,1], [2,1])
    conv('c2_quant_wide', 'conv2d', [1,6,6,1], [40,3,3,1], 40, 'i8','i8','i32','i32','i32', [1,1,1,1], [1,1], [1,1], xzp=-22, wzp=42,
         ranges=['2 -500 500'])
    conv('dw_basic', 'depthwise_conv2d', [1,7,5,3], [3,1,3,4], 12, 'f32','f32','f32','f32','f32', [0,0,0,0], [1,1], [1,1])
    conv('dw_dyn_batch', 'depthwise_conv2d', [2,7,5,3], [3,1,3,4], 12, 'f32','f32','f32','f32','f32', [0,0,0,0], [1,1], [1,1], dyn=[0],
         execs=[[[2,7,5,3],[3,1,3,4],[12]], [[1,7,5,3],[3,1,3,4],[12]]])
    conv('dw_strides', 'depthwise_conv2d', [1,11,9,3], [3,1,3,4], 12, 'f32','f32','f32','f32','f32', [0,0,0,0], [2,2], [1,1])
    conv('dw_quant_padded', 'depthwise_conv2d', [1,6,6,4], [3,3,4,3], 12, 'i8','i8','i32','i32','i32', [1,1,1,1], [1,1], [1,1],
         xzp=-128, wzp=42, ranges=['2 -500 500'])
    conv('dw_quant_dilated', 'depthwise_conv2d', [1,8,8,4], [3,3,4,3], 12, 'i8','i8','i32','i32','i32', [0,0,0,0], [1,1], [2,2],
         xzp=-128, wzp=42, ranges=['2 -500 500'])
    EXACT = False
    conv('dw_dyn_h_w', 'depthwise_conv2d', [2,6,7,3], [3,6,3,2], 6, 'f32','f32','f32','f32','f32', [1,2,3,4], [1,2], [2,1], dyn=[1,2],
         execs=[[[2,6,7,3],[3,6,3,2],[6]], [[2,3,1,3],[3,6,3,2],[6]]])
    EXACT = True
    conv('dw_int_zero_zp', 'depthwise_conv2d', [1,7,5,3], [3,1,3,4], 12, 'i8','i8','i32','i32','i32', [0,0,0,0], [1,1], [1,1])
    conv('c3_f32', 'conv3d', [1,5,6,7,3], [4,3,4,5,3], 4, 'f32','f32','f32','f32','f32', [0,0,0,0,0,0], [1,1,1], [1,1,1])
    conv('c3_i8', 'conv3d', [1,5,6,7,3], [4,3,4,5,3], 4, 'i8','i8','i32','i32','i32', [0,0,0,0,0,0], [1,1,1], [1,1,1],
         xzp=-128, wzp=42, ranges=['2 -500 500'])
    if not q:
        conv('c2_f16_acc_f32', 'conv2d', [1,9,7,5], [6,3,3,5], 6, 'f16','f16','f16','f16','f32', [0,0,0,0], [1,1], [2,1])
        conv('dw_scalar_bias', 'depthwise_conv2d', [1,7,5,3], [3,1,3,4], 1, 'f32','f32','f32','f32','f32', [0,0,0,0], [1,1], [1,1])
        conv('dw_f16_acc_f32', 'depthwise_conv2d', [1,7,5,3], [3,1,3,4], 12, 'f16','f16','f16','f16','f32', [0,0,0,0], [1,1], [1,1])
        conv('c3_scalar_bias', 'conv3d', [1,5,6,7,3], [4,3,4,5,3], 1, 'f32','f32','f32','f32','f32', [0,0,0,0,0,0], [1,1,1], [1,1,1])
        conv('c3_f16_acc_f32', 'conv3d', [1,5,6,7,3], [4,3,4,5,3], 4, 'f16','f16','f16','f16','f32', [0,0,0,0,0,0], [1,1,1], [1,1,1])


def fc(name, x, w, ie, oe, xzp=0, wzp=0, dyn=False):
    """tosa.fully_connected (LLVM 19 only), a bias of the result's type"""
    o = [x[0], w[0]]
    xd = ['?' if dyn else x[0], x[1]]
    od = ['?' if dyn else o[0], o[1]]
    s = '// EXEC-RANGE: 2 -1000 1000\n' if ie[0] == 'i' else ''
    s += '// EXEC: %s, %s, %d\n' % (shp(x), shp(w), w[0])
    if dyn: s += '// EXEC: 1x%d, %s, %d\n' % (x[1], shp(w), w[0])
    q = ' {quantization_info = #tosa.conv_quant<input_zp = %d, weight_zp = %d>}' % (xzp, wzp) if ie[0] == 'i' else ''
    s += 'func.func @%s(%%x: %s, %%w: %s, %%b: %s) -> %s {\n' % (name, T(xd, ie), T(w, ie), T([w[0]], oe), T(od, oe))
    s += '  %%0 = tosa.fully_connected %%x, %%w, %%b%s : (%s, %s, %s) -> %s\n' % (q, T(xd, ie), T(w, ie), T([w[0]], oe), T(od, oe))
    s += '  return %%0 : %s\n}\n' % T(od, oe)
    case(s)


def tconv(name, x, w, ie, oe, acc, out_pad, stride, xzp=0, wzp=0, dyn=(), execs=None, ranges=None, tol=None):
    """tosa.transpose_conv2d: OH = (IH - 1) * stride + top + bottom + KH"""
    o = [x[0], (x[1] - 1) * stride[0] + out_pad[0] + out_pad[1] + w[1], (x[2] - 1) * stride[1] + out_pad[2] + out_pad[3] + w[2], w[0]]
    xd = ['?' if i in dyn else x[i] for i in range(4)]
    od = ['?' if i in dyn else o[i] for i in range(4)]
    be = 'i32' if ie == 'i8' else ('i48' if ie == 'i16' else ie)
    s = ''
    if tol: s += '// EXEC-TOL: %s\n' % tol
    for rg in (ranges or []): s += '// EXEC-RANGE: %s\n' % rg
    for e in (execs or [[x, w, [w[0]]]]): s += '// EXEC: %s\n' % ', '.join(shp(a) for a in e)
    s += 'func.func @%s(%%x: %s, %%w: %s, %%b: %s) -> %s {\n' % (name, T(xd, ie), T(w, ie), T([w[0]], be), T(od, oe))
    attrs = 'out_pad = array<i64: %s>, stride = array<i64: %s>' % (', '.join(map(str, out_pad)), ', '.join(map(str, stride)))
    if GEN == 22:
        zps = ('zp', 'zp') if xzp == wzp else ('xzp', 'wzp')
        s += const(zps[0], ie, xzp) + (const(zps[1], ie, wzp) if zps[1] != zps[0] else '')
        s += '  %%0 = tosa.transpose_conv2d %%x, %%w, %%b, %%%s, %%%s {acc_type = %s, %s} : (%s, %s, %s, tensor<1x%s>, tensor<1x%s>) -> %s\n' % (
            zps[0], zps[1], acc, attrs, T(xd, ie), T(w, ie), T([w[0]], be), ie, ie, T(od, oe))
    else:
        attrs += ', out_shape = array<i64: %s>' % ', '.join(str(-1 if v == '?' else v) for v in od)
        if ie[0] == 'i':
            attrs += ', quantization_info = #tosa.conv_quant<input_zp = %d, weight_zp = %d>' % (xzp, wzp)
        s += '  %%0 = tosa.transpose_conv2d %%x, %%w, %%b {%s} : (%s, %s, %s) -> %s\n' % (attrs, T(xd, ie), T(w, ie), T([w[0]], be), T(od, oe))
    s += '  return %%0 : %s\n}\n' % T(od, oe)
    case(s)


def tconv_twin19(name, n, tol):
    x, w, o = 'tensor<?x3x3x2xf32>', 'tensor<2x2x3x2xf32>', 'tensor<?x6x5x2xf32>'
    xs, os = 'tensor<%dx3x3x2xf32>' % n, 'tensor<%dx6x5x2xf32>' % n
    attrs = 'out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 1>, out_shape = array<i64: %d, 6, 5, 2>'
    s = '// EXEC-TOL: %s\n// EXEC-EXPECT-FROM: @%s_twin\n// EXEC: %dx3x3x2, 2x2x3x2, 2\n' % (tol, name, n)
    s += 'func.func @%s(%%x: %s, %%w: %s, %%b: tensor<2xf32>) -> %s {\n' % (name, x, w, o)
    s += '  %%0 = tosa.transpose_conv2d %%x, %%w, %%b {%s} : (%s, %s, tensor<2xf32>) -> %s\n' % (attrs % -1, x, w, o)
    s += '  return %%0 : %s\n}\n' % o
    s += 'func.func @%s_twin(%%x: %s, %%w: %s, %%b: tensor<2xf32>) -> %s {\n' % (name, x, w, o)
    s += '  %%s = tensor.cast %%x : %s to %s\n' % (x, xs)
    s += '  %%0 = tosa.transpose_conv2d %%s, %%w, %%b {%s} : (%s, %s, tensor<2xf32>) -> %s\n' % (attrs % n, xs, w, os)
    s += '  %%1 = tensor.cast %%0 : %s to %s\n' % (os, o)
    s += '  return %%1 : %s\n}\n' % o
    case(s)


def tconvs():
    """transpose_conv2d: strides, out_pad (negative too), zero points, dynamic batch"""
    # floats: the decomposition sums the same products in another order for strides
    # above 1: K*K*IC products of at most 16 each, so an absolute 1e-4 (about 300 *
    # 2^-24 * K*K*IC) besides the relative 1e-5
    ftol = '1e-5 1e-4'
    tconv('tc_f32_s1', [1,4,5,2], [3,3,2,2], 'f32', 'f32', 'f32', [0,0,0,0], [1,1])
    tconv('tc_f32_s1_out_pad', [1,4,5,2], [3,3,2,2], 'f32', 'f32', 'f32', [1,0,0,2], [1,1])
    tconv('tc_f32_s23', [1,4,5,2], [3,3,2,2], 'f32', 'f32', 'f32', [0,1,1,0], [2,3], tol=ftol)
    tconv('tc_f32_s2_neg_pad', [1,4,4,3], [2,3,3,3], 'f32', 'f32', 'f32', [-1,0,0,-2], [2,2], tol=ftol)
    if GEN == 22:
        tconv('tc_f32_dyn_batch', [2,3,3,2], [2,2,3,2], 'f32', 'f32', 'f32', [0,0,0,0], [2,1], dyn=(0,), tol=ftol,
              execs=[[[2,3,3,2],[2,2,3,2],[2]], [[1,3,3,2],[2,2,3,2],[2]]])
    else:
        # mlir-opt-19's decomposition wants a static batch (it fails to legalize the op):
        # against twins that cast the input to the batch of the case
        for n in (2, 1):
            tconv_twin19('tc_f32_dyn_batch%d' % n, n, ftol)
    tconv('tc_unit', [1,1,1,1], [1,1,1,1], 'f32', 'f32', 'f32', [0,0,0,0], [1,1])
    tconv('tc_i8_zp_s2', [1,3,4,2], [3,2,3,2], 'i8', 'i32', 'i32', [0,0,1,1], [2,2], xzp=3, wzp=-2, ranges=['2 -500 500'])
    tconv('tc_i8_s1', [2,3,3,2], [2,3,3,2], 'i8', 'i32', 'i32', [0,0,0,0], [1,1], ranges=['2 -500 500'])
    if GEN == 22:
        tconv('tc_f16_acc_f32', [1,3,3,2], [2,2,2,2], 'f16', 'f16', 'f32', [0,0,0,0], [2,2], tol='2e-3 2e-3')
        tconv('tc_f16_acc_f16_s1', [1,3,3,2], [2,2,2,2], 'f16', 'f16', 'f16', [0,0,0,0], [1,1])


MAIN22_HEAD = '''// The contractions in TOSA 1.0's forms, against mlir-opt-22: tosa.matmul (f32,
// f16 -> f16 / f32, bf16 -> f32, i8 with zero points), tosa.conv2d,
// tosa.depthwise_conv2d and tosa.conv3d with acc_type (f16 and bf16 accumulating
// in f32 and truncated, as mlir-opt-22), padding, strides, dilations, zero
// points, biases of one element per channel or one for all; static, dynamic and
// size-1 dims. Written by tools/gen_contract.py. Both lowerings are
// the same linalg named ops over the same operands, so floats accumulate in the
// same order: the default tolerances hold (f32 1e-5, f16 2e-3, bf16 1.6e-2).

'''


TCONV_HEAD = '''// tosa.transpose_conv2d in LLVM %d's forms against mlir-opt-%d after
// tosa-optional-decompositions (no pass lowers it otherwise): strides, out_pad
// (negative too), zero points, a dynamic batch. Written by
// tools/gen_contract.py (tconv%d). For strides above 1 the decomposition
// rearranges the kernel and sums the same products in another order: floats
// there have an absolute tolerance of 1e-4 (f16: 2e-3).

'''

if __name__ == '__main__':
    import sys
    what, path = sys.argv[1], sys.argv[2]
    GEN = 19 if what.endswith('19') else 22
    if what.startswith('tconv'):
        tconvs()
        head = TCONV_HEAD % (GEN, GEN, GEN)
    elif what == 'main22':
        main22()
        head = MAIN22_HEAD
    else:
        chunks()
        head = '''// The features of each tosa.matmul, tosa.fully_connected, tosa.conv2d,
// tosa.depthwise_conv2d and tosa.conv3d case of LLVM's own conversion test
// (tosa-to-linalg-named.mlir) in LLVM %d's forms, on shapes of our own, against
// mlir-opt-%d. Written by tools/gen_contract.py. The default float tolerances
// hold: both lowerings are the same named ops over the same operands.

''' % (GEN, GEN)
    open(path, 'w').write(head + '\n// -----\n\n'.join(out))
