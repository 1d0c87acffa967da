/* lower_conv.c — tosa.conv2d, tosa.conv3d and tosa.depthwise_conv2d in both TOSA
 * generations (the pieces they share with the matmuls are in lower_contract.c,
 * which says what each becomes):
 *
 *   %padded = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] { tensor.yield %input_zp }
 *   %bias = the bias broadcast to NxHxWxOC in the accumulator's type
 *   %conv = linalg.conv_2d_nhwc_fhwc_q {dilations = dense<[1, 1]> : tensor<2xi64>, strides = ..}
 *             ins(%padded, %w, %xzp, %wzp : .., i32, i32) outs(%bias : ..) -> ..
 *
 * LLVM 19: conv2d %x, %w, %bias {pad, stride, dilation, quantization_info =
 * #tosa.conv_quant<input_zp, weight_zp>}; LLVM 22: conv2d %x, %w, %bias, %xzp,
 * %wzp {acc_type, pad, stride, dilation}. Any size may be dynamic (the output's
 * then computed at run time; both mlir-opts fail to legalize dynamic kernels and
 * channels), except transpose_conv2d's kernel. */
#include <stdio.h>
#include <string.h>

#include "lower_impl.h"

static bool is_float(const Type *t) { return t->kind == TYPE_FLOAT; }

typedef enum ConvKind { CONV_2D, CONV_3D, CONV_DEPTHWISE } ConvKind;

typedef struct Conv {
  ConvKind kind;
  uint32_t spatial;                /* 2 or 3 */
  Value *x, *w, *bias, *res;
  Type *acc;                       /* LLVM 22's acc_type, else the result's element type */
  int64_t pad[6], stride[3], dilation[3], kernel[3];
  ContractZeroPoint xzp, wzp;
  int64_t dims[5];                 /* the result's sizes (NxHxWxC, NxDxHxWxC) */
  Value *sizes[5];                 /* and the dynamic ones */
} Conv;

/* The integers of attribute `name` (array<i64: ...>), exactly n of them (the
 * verifier has reported it otherwise, passes/verify_contract.c) */
static bool conv_ints(OpRewrite *r, const char *name, int64_t *out, uint32_t n) {
  const Attr *a = op_attr(r->op, name);
  uint32_t got = 0;
  bool ok = a && a->kind == ATTR_OPAQUE && a->spelling && ir_read_ints(a->spelling, strlen(a->spelling), out, n, &got);
  return ok && got == n ? true : lower_refuse(r, "expects attribute '%s' of %u integers", name, n);
}

/* The operands: input, weight, bias (and LLVM 22's zero points); one result */
static bool read_operands(OpRewrite *r, Conv *c) {
  Op *op = r->op;
  if ((op->noperands != 3 && op->noperands != 5) || op->nresults != 1)
    return lower_refuse(r, "expects input, weight, bias (and LLVM 22's input_zp, weight_zp) and one result");
  c->x = op->operands[0].value, c->w = op->operands[1].value, c->bias = op->operands[2].value;
  c->res = op->results[0];
  return true;
}

/* acc_type (LLVM 22; else the result's element type) and the zero points */
static bool read_accumulator(OpRewrite *r, Conv *c) {
  Type *elem = c->res->type->elem;
  const Attr *acc = op_attr(r->op, "acc_type");
  c->acc = acc && acc->kind == ATTR_TYPE ? acc->type : elem;
  if (is_float(c->acc) != is_float(elem) || c->acc->width < elem->width)
    return lower_refuse(r, "cannot lower a convolution into %s accumulating in %s", elem->spelling, c->acc->spelling);
  bool floats = is_float(c->x->type->elem);
  contract_read_zp(r->op, "input_zp", 3, floats, &c->xzp);
  contract_read_zp(r->op, "weight_zp", 4, floats, &c->wzp);
  return true;
}

/* The weights' dim of the kernel's spatial size i */
static uint32_t kernel_dim(const Conv *c, uint32_t i) { return (c->kind == CONV_DEPTHWISE ? 0 : 1) + i; }

/* The operands, attributes and element types; false (refused) where one is not as
 * the op takes it. */
static bool read_conv(OpRewrite *r, Conv *c) {
  uint32_t rank = c->spatial + 2;
  if (!read_operands(r, c)) return false;
  if (!contract_ranked(c->x, rank) || !contract_ranked(c->w, c->kind == CONV_DEPTHWISE ? 4 : rank) ||
      !contract_ranked(c->bias, 1) || !contract_ranked(c->res, rank))
    return lower_refuse(r, "expects ranked operands: the input and result of rank %u, the bias of rank 1", rank);
  Type *elem = c->res->type->elem;
  if (!contract_types(r, c->x->type->elem, c->w->type->elem, elem) || !contract_zp_operands_ok(r, 3)) return false;
  if (!conv_ints(r, "pad", c->pad, 2 * c->spatial) || !conv_ints(r, "stride", c->stride, c->spatial) ||
      !conv_ints(r, "dilation", c->dilation, c->spatial))
    return false;
  for (uint32_t i = 0; i < c->spatial; i++) {
    if (c->stride[i] < 1 || c->dilation[i] < 1) return lower_refuse(r, "expects positive strides and dilations");
    if (c->pad[2 * i] < 0 || c->pad[2 * i + 1] < 0) return lower_refuse(r, "expects non-negative padding");
    c->kernel[i] = c->w->type->dims[kernel_dim(c, i)]; /* DIM_DYNAMIC: read at run time */
  }
  return read_accumulator(r, c);
}

/* v + k (index): an arith.addi, none for k = 0 */
static Value *plus(OpRewrite *r, Value *v, int64_t k) {
  return k ? lower_emit2(&r->e, OPK_BINARY, "arith.addi", type_index(), v, lower_index(r, k)) : v;
}

/* Output spatial size i, where the input's and the kernel's are static; checked
 * against the result's */
static bool spatial_size(OpRewrite *r, Conv *c, uint32_t i) {
  uint32_t d = 1 + i;
  int64_t in = c->x->type->dims[d], declared = c->res->type->dims[d];
  int64_t span = c->pad[2 * i] + c->pad[2 * i + 1] - (c->kernel[i] - 1) * c->dilation[i] - 1;
  if (in == DIM_DYNAMIC || c->kernel[i] == DIM_DYNAMIC) {
    c->dims[d] = declared;
    return true;
  }
  if (in + span < 0) return lower_refuse(r, "the kernel does not fit in the padded input");
  c->dims[d] = (in + span) / c->stride[i] + 1;
  if (declared != DIM_DYNAMIC && declared != c->dims[d])
    return lower_refuse(r, "the result's spatial size %lld is not the one the input, kernel, padding, stride and "
                        "dilation give (%lld)", (long long)declared, (long long)c->dims[d]);
  return true;
}

/* The dynamic output spatial sizes, computed from the input's (and a dynamic
 * kernel's) at run time:
 *   %a = arith.addi %in, %c(pad_lo + pad_hi - (k - 1) * dilation - 1)
 *   %q = arith.divui %a, %c(stride)      %o = arith.addi %q, %c1
 * (stride 1: %o = arith.addi %in, %c(pad_lo + pad_hi - (k - 1) * dilation), as
 * canonicalize would fold it; a dynamic k: an arith.subi of k * dilation after) */
static void spatial_sizes(OpRewrite *r, Conv *c) {
  for (uint32_t i = 0; i < c->spatial; i++) {
    uint32_t d = 1 + i;
    c->sizes[d] = NULL;
    if (c->dims[d] != DIM_DYNAMIC) continue;
    int64_t in = c->x->type->dims[d], pads = c->pad[2 * i] + c->pad[2 * i + 1];
    bool unit = c->stride[i] == 1, dynamic_kernel = c->kernel[i] == DIM_DYNAMIC;
    Value *a = in == DIM_DYNAMIC ? lower_dim(r, c->x, d) : lower_index(r, in);
    /* in + pads - (k - 1) * dilation - 1, the kernel's part subtracted apart where it is dynamic */
    int64_t base = dynamic_kernel ? pads + c->dilation[i] - 1 : pads - (c->kernel[i] - 1) * c->dilation[i] - 1;
    a = plus(r, a, base + (unit ? 1 : 0));
    if (dynamic_kernel) {
      Value *k = lower_dim(r, c->w, kernel_dim(c, i));
      if (c->dilation[i] != 1)
        k = lower_emit2(&r->e, OPK_BINARY, "arith.muli", type_index(), k, lower_index(r, c->dilation[i]));
      a = lower_emit2(&r->e, OPK_BINARY, "arith.subi", type_index(), a, k);
    }
    if (!unit)
      a = plus(r, lower_emit2(&r->e, OPK_BINARY, "arith.divui", type_index(), a, lower_index(r, c->stride[i])), 1);
    c->sizes[d] = a;
  }
}

/* The result's sizes: batch, spatial, channels (`channels` static or not) */
static bool conv_sizes(OpRewrite *r, Conv *c) {
  uint32_t last = c->spatial + 1;
  if (!contract_shared_dim(2, (Value *[]){c->x, c->res}, (uint32_t[]){0, 0}, &c->dims[0]))
    return lower_refuse(r, "the input's and the result's batch must agree");
  for (uint32_t i = 0; i < c->spatial; i++)
    if (!spatial_size(r, c, i)) return false;
  if (c->kind == CONV_DEPTHWISE) {
    int64_t ch, m = c->w->type->dims[3];
    if (!contract_shared_dim(2, (Value *[]){c->x, c->w}, (uint32_t[]){3, 2}, &ch))
      return lower_refuse(r, "the input's and the weights' channels must agree");
    c->dims[last] = ch == DIM_DYNAMIC || m == DIM_DYNAMIC ? DIM_DYNAMIC : ch * m;
  } else if (!contract_shared_dim(2, (Value *[]){c->w, c->res}, (uint32_t[]){0, last}, &c->dims[last])) {
    return lower_refuse(r, "the weights' and the result's output channels must agree");
  }
  int64_t declared = c->res->type->dims[last], bias = c->bias->type->dims[0];
  if (declared != DIM_DYNAMIC && c->dims[last] != DIM_DYNAMIC && declared != c->dims[last])
    return lower_refuse(r, "the result's channels must be %lld", (long long)c->dims[last]);
  if (bias != DIM_DYNAMIC && bias != 1 && c->dims[last] != DIM_DYNAMIC && bias != c->dims[last])
    return lower_refuse(r, "the bias must have one element or one per output channel");
  return true;
}

/* The input padded (with the input's zero point), or itself without padding */
static Value *pad_input(OpRewrite *r, Conv *c) {
  bool any = false;
  for (uint32_t i = 0; i < 2 * c->spatial; i++) any |= c->pad[i] != 0;
  if (!any) return c->x;
  Type *elem = c->x->type->elem;
  int64_t low[5] = {0}, high[5] = {0};
  for (uint32_t d = 1; d <= c->spatial; d++) low[d] = c->pad[2 * (d - 1)], high[d] = c->pad[2 * (d - 1) + 1];
  Value *value = is_float(elem) ? lower_const_float(&r->e, elem, 0) : contract_zp_elem(r, &c->xzp, elem);
  return lower_pad_with(r, c->x, low, high, value);
}

/* linalg.<name>[_q] {dilations, strides} ins(%x, %w[, %xzp, %wzp]) outs(%init) */
static Value *conv_op(OpRewrite *r, Conv *c, const char *name, Value *x, Value *w, Value *init) {
  bool quantized = !contract_zp_is_zero(&c->xzp) || !contract_zp_is_zero(&c->wzp);
  Buf f = {0};
  buf_printf(&f, "linalg.%s%s {dilations = dense<[", name, quantized ? "_q" : "");
  for (uint32_t i = 0; i < c->spatial; i++) buf_printf(&f, i ? ", %lld" : "%lld", (long long)c->dilation[i]);
  buf_printf(&f, "]> : tensor<%uxi64>, strides = dense<[", c->spatial);
  for (uint32_t i = 0; i < c->spatial; i++) buf_printf(&f, i ? ", %lld" : "%lld", (long long)c->stride[i]);
  buf_printf(&f, "]> : tensor<%uxi64>}", c->spatial);
  Type *t = init->type;
  Value *v;
  if (quantized) {
    buf_str(&f, " ins($v, $v, $v, $v : $t, $t, i32, i32) outs($v : $t) -> $t");
    Value *xzp = contract_zp_i32(r, &c->xzp), *wzp = contract_zp_i32(r, &c->wzp);
    v = lower_spell1(&r->e, t, NULL, buf_c(&f), x, w, xzp, wzp, x->type, w->type, init, t, t);
  } else {
    buf_str(&f, " ins($v, $v : $t, $t) outs($v : $t) -> $t");
    v = lower_spell1(&r->e, t, NULL, buf_c(&f), x, w, x->type, w->type, init, t, t);
  }
  buf_free(&f);
  return v;
}

/* conv2d and conv3d: the bias broadcast in the accumulator's type is the
 * convolution's start; conv3d's weights OCxKDxKHxKWxIC transposed to DHWCF. */
static bool lower_conv(OpRewrite *r, ConvKind kind) {
  Conv c = {.kind = kind, .spatial = kind == CONV_3D ? 3 : 2};
  if (!read_conv(r, &c) || !conv_sizes(r, &c)) return false;
  uint32_t rank = c.spatial + 2;
  spatial_sizes(r, &c);
  c.sizes[0] = contract_dim_size(r, c.x, 0, c.dims[0]);
  c.sizes[rank - 1] = contract_dim_size(r, c.w, 0, c.dims[rank - 1]);
  Value *x = pad_input(r, &c), *w = c.w;
  if (kind == CONV_3D) w = contract_transpose(r, w, 5, (uint32_t[]){1, 2, 3, 4, 0});
  Value *init = contract_broadcast_bias(r, c.bias, type_tensor(c.acc, rank, c.dims, NULL), c.sizes);
  Value *v = conv_op(r, &c, kind == CONV_3D ? "conv_3d_ndhwc_dhwcf" : "conv_2d_nhwc_fhwc", x, w, init);
  v = contract_convert(r, v, c.res->type->elem, c.sizes);
  lower_result(r, 0, v);
  lower_result_sizes(r, 0, c.sizes);
  return true;
}

bool lower_conv2d(OpRewrite *r) { return lower_conv(r, CONV_2D); }

bool lower_conv3d(OpRewrite *r) { return lower_conv(r, CONV_3D); }

/*   %f = linalg.fill 0 of NxHxWxCxM (the accumulator's type)
 *   %d = linalg.depthwise_conv_2d_nhwc_hwcm[_q] {..} ins(%padded, %w[, zps]) outs(%f)
 *   (truncated to the result's type)
 *   %c = tensor.collapse_shape %d [[0], [1], [2], [3, 4]] : .. into NxHxWx(C*M)
 *   %r = linalg.generic ins(%bias, %c) outs(tensor.empty) { arith.addf / addi } */
bool lower_depthwise_conv2d(OpRewrite *r) {
  Conv c = {.kind = CONV_DEPTHWISE, .spatial = 2};
  if (!read_conv(r, &c) || !conv_sizes(r, &c)) return false;
  Type *elem = c.res->type->elem;
  if (is_float(elem) != is_float(c.bias->type->elem))
    return lower_refuse(r, "cannot lower a bias of %s into %s", c.bias->type->elem->spelling, elem->spelling);
  spatial_sizes(r, &c);
  c.sizes[0] = contract_dim_size(r, c.x, 0, c.dims[0]);
  int64_t wide[5] = {c.dims[0], c.dims[1], c.dims[2], c.x->type->dims[3], c.w->type->dims[3]};
  if (wide[3] == DIM_DYNAMIC) wide[3] = c.w->type->dims[2];
  Value *wsizes[5] = {c.sizes[0], c.sizes[1], c.sizes[2], contract_dim_size(r, c.x, 3, wide[3]),
                      contract_dim_size(r, c.w, 3, wide[4])};
  if (c.dims[3] == DIM_DYNAMIC) {
    Value *ch = wsizes[3] ? wsizes[3] : lower_index(r, wide[3]), *m = wsizes[4] ? wsizes[4] : lower_index(r, wide[4]);
    c.sizes[3] = lower_emit2(&r->e, OPK_BINARY, "arith.muli", type_index(), ch, m);
  }
  Value *x = pad_input(r, &c);
  Value *init = contract_zeros(r, type_tensor(c.acc, 5, wide, NULL), wsizes);
  Value *v = conv_op(r, &c, "depthwise_conv_2d_nhwc_hwcm", x, c.w, init);
  v = contract_convert(r, v, elem, wsizes);
  Type *flat = type_tensor(elem, 4, c.dims, NULL);
  v = lower_spell1(&r->e, flat, "collapsed", "tensor.collapse_shape $v [[0], [1], [2], [3, 4]] : $t into $t", v,
                   v->type, flat);
  lower_result(r, 0, contract_add_bias(r, c.bias, v, c.sizes));
  lower_result_sizes(r, 0, c.sizes);
  return true;
}

/* ---------------------------------------------------------------- transpose_conv2d */

/* What transpose_conv2d reads besides what it shares with conv2d (c): out_pad
 * [top, bottom, left, right] in c->pad, the stride in `stride`, c->stride and
 * c->dilation 1 (the conv2d it becomes). LLVM 19's out_shape is the result's type. */
static bool read_transpose_conv(OpRewrite *r, Conv *c, int64_t *stride) {
  if (!read_operands(r, c)) return false;
  if (!contract_ranked(c->x, 4) || !contract_ranked(c->w, 4) || !contract_ranked(c->bias, 1) ||
      !contract_ranked(c->res, 4))
    return lower_refuse(r, "expects ranked operands: the input, weights and result of rank 4, the bias of rank 1");
  Type *elem = c->res->type->elem;
  if (!contract_types(r, c->x->type->elem, c->w->type->elem, elem) || !contract_zp_operands_ok(r, 3)) return false;
  if (!conv_ints(r, "out_pad", c->pad, 4) || !conv_ints(r, "stride", stride, 2)) return false;
  for (uint32_t i = 0; i < 2; i++) {
    c->kernel[i] = c->w->type->dims[1 + i];
    c->stride[i] = c->dilation[i] = 1;
    if (c->kernel[i] == DIM_DYNAMIC) return lower_refuse(r, "cannot lower a convolution of a dynamic kernel size");
    if (stride[i] < 1) return lower_refuse(r, "expects positive strides");
    if (c->pad[2 * i] <= -c->kernel[i] || c->pad[2 * i + 1] <= -c->kernel[i])
      return lower_refuse(r, "expects out_pad greater than minus the kernel's size");
  }
  return read_accumulator(r, c);
}

/* The result's sizes: (in - 1) * stride + out_pad_lo + out_pad_hi + kernel */
static bool transpose_conv_sizes(OpRewrite *r, Conv *c, const int64_t *stride) {
  if (!contract_shared_dim(2, (Value *[]){c->x, c->res}, (uint32_t[]){0, 0}, &c->dims[0]) ||
      !contract_shared_dim(2, (Value *[]){c->w, c->res}, (uint32_t[]){0, 3}, &c->dims[3]))
    return lower_refuse(r, "the input's and the result's batch, the weights' and the result's channels must agree");
  for (uint32_t i = 0; i < 2; i++) {
    uint32_t d = 1 + i;
    int64_t in = c->x->type->dims[d], declared = c->res->type->dims[d];
    int64_t extra = c->pad[2 * i] + c->pad[2 * i + 1] + c->kernel[i] - stride[i];
    c->dims[d] = in == DIM_DYNAMIC ? declared : in * stride[i] + extra;
    if (in != DIM_DYNAMIC && declared != DIM_DYNAMIC && declared != c->dims[d])
      return lower_refuse(r, "the result's spatial size %lld is not the one the input, kernel, out_pad and stride give "
                          "(%lld)", (long long)declared, (long long)c->dims[d]);
  }
  c->sizes[0] = contract_dim_size(r, c->x, 0, c->dims[0]);
  c->sizes[3] = contract_dim_size(r, c->w, 0, c->dims[3]);
  for (uint32_t i = 0; i < 2; i++) {
    uint32_t d = 1 + i;
    c->sizes[d] = NULL;
    if (c->dims[d] != DIM_DYNAMIC) continue;
    Value *m = lower_dim(r, c->x, d);
    if (stride[i] != 1) m = lower_emit2(&r->e, OPK_BINARY, "arith.muli", type_index(), m, lower_index(r, stride[i]));
    c->sizes[d] = plus(r, m, c->pad[2 * i] + c->pad[2 * i + 1] + c->kernel[i] - stride[i]);
  }
  return true;
}

/* The input spread out by the stride into a tensor of the input's zero point,
 * at (kernel - 1 + out_pad_lo) from the top and the left, as large as the
 * result plus the kernel less one, for a conv2d of stride 1 to read:
 *   %f = linalg.fill ins(%zp : i8) outs(tensor.empty : NxPHxPWxIC)
 *   %s = tensor.insert_slice %x into %f[0, KH - 1 + top, KW - 1 + left, 0] [N, H, W, IC] [1, sy, sx, 1] */
static Value *spread_input(OpRewrite *r, Conv *c, const int64_t *stride) {
  Type *in = c->x->type, *elem = in->elem;
  int64_t dims[4] = {c->dims[0], DIM_DYNAMIC, DIM_DYNAMIC, in->dims[3]};
  Value *sizes[4] = {c->sizes[0], NULL, NULL, contract_dim_size(r, c->x, 3, in->dims[3])};
  for (uint32_t i = 0; i < 2; i++) {
    if (c->dims[1 + i] != DIM_DYNAMIC) dims[1 + i] = c->dims[1 + i] + c->kernel[i] - 1;
    else sizes[1 + i] = plus(r, c->sizes[1 + i], c->kernel[i] - 1);
  }
  Type *t = type_tensor(elem, 4, dims, NULL);
  if (t == in && c->kernel[0] - 1 + c->pad[0] == 0 && c->kernel[1] - 1 + c->pad[2] == 0)
    return c->x; /* the spread covers it whole */
  Value *zp = is_float(elem) ? lower_const_float(&r->e, elem, 0) : contract_zp_elem(r, &c->xzp, elem);
  Value *e = lower_empty(r, t, sizes);
  Value *f = lower_spell1(&r->e, t, NULL, "linalg.fill ins($v : $t) outs($v : $t) -> $t", zp, elem, e, t, t);
  Value *args[6] = {c->x, f};
  uint32_t n = 2;
  for (uint32_t d = 0; d < 4; d++)
    if (in->dims[d] == DIM_DYNAMIC) args[n++] = lower_dim(r, c->x, d);
  Buf b = {0};
  buf_printf(&b, "tensor.insert_slice $v into $v[0, %lld, %lld, 0] ", (long long)(c->kernel[0] - 1 + c->pad[0]),
             (long long)(c->kernel[1] - 1 + c->pad[2]));
  spell_sizes(&b, 4, in->dims);
  buf_printf(&b, " [1, %lld, %lld, 1] : $t into $t", (long long)stride[0], (long long)stride[1]);
  Value *v = lower_spell_values(r, t, "inserted_slice", buf_c(&b), args, n, in, t);
  buf_free(&b);
  return v;
}

/* The weights OCxKHxKWxIC reversed along KH and KW:
 *   linalg.generic outs(tensor.empty) { tensor.extract %w[%oc, KH - 1 - %ky, KW - 1 - %kx, %ic] } */
static Value *reverse_kernel(OpRewrite *r, Conv *c) {
  Type *t = c->w->type;
  Value *sizes[4] = {contract_dim_size(r, c->w, 0, t->dims[0]), NULL, NULL, contract_dim_size(r, c->w, 3, t->dims[3])};
  Value *e = lower_empty(r, t, sizes);
  Block *body = lower_generic_body(&r->e, 0, NULL, e);
  Emitter b = contract_body_emitter(r, body);
  Value *idx[5] = {c->w};
  for (uint32_t d = 0; d < 4; d++) {
    idx[d + 1] = lower_loop_index(r, &b, d, t->dims[d]);
    if ((d == 1 || d == 2) && t->dims[d] != 1)
      idx[d + 1] = lower_emit2(&b, OPK_BINARY, "arith.subi", type_index(), lower_index(r, t->dims[d] - 1), idx[d + 1]);
  }
  Value *v = lower_spell_array(&b, t->elem, "extracted", "tensor.extract $v[$v, $v, $v, $v] : $t", idx, &t);
  lower_emit(&b, OPK_YIELD, "linalg.yield", 1, &v, NULL);
  return lower_spell_generic(&r->e, 4, 0, NULL, e, (Attr *[]){lower_identity_map(4)}, body);
}

/* As conv2d of stride 1 over the input spread out by the stride and padded,
 * with the kernel reversed: what tosa-optional-decompositions makes of it (a
 * reverse, a pad and a conv2d for stride 1; for larger strides a rearranged
 * kernel, the same sums in another order), which mlir-opt then lowers. */
bool lower_transpose_conv2d(OpRewrite *r) {
  Conv c = {.kind = CONV_2D, .spatial = 2};
  int64_t stride[2];
  if (!read_transpose_conv(r, &c, stride) || !transpose_conv_sizes(r, &c, stride)) return false;
  Value *x = spread_input(r, &c, stride), *w = reverse_kernel(r, &c);
  Value *init = contract_broadcast_bias(r, c.bias, type_tensor(c.acc, 4, c.dims, NULL), c.sizes);
  Value *v = conv_op(r, &c, "conv_2d_nhwc_fhwc", x, w, init);
  v = contract_convert(r, v, c.res->type->elem, c.sizes);
  lower_result(r, 0, v);
  lower_result_sizes(r, 0, c.sizes);
  return true;
}
