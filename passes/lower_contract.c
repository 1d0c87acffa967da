/* lower_contract.c — TOSA's contractions, in both generations, as MLIR's
 * TosaToLinalgNamed lowers them (mlir-opt-19 for LLVM 19's forms, mlir-opt-22
 * for TOSA 1.0's):
 *
 *   tosa.matmul          linalg.fill 0 + linalg.batch_matmul, or
 *                        linalg.quantized_batch_matmul with i32 zero points
 *   tosa.fully_connected (LLVM 19) linalg.transpose of the weights, the bias
 *                        broadcast, linalg.matmul / linalg.quantized_matmul
 *   tosa.conv2d, conv3d  tensor.pad (with input_zp), the bias broadcast into
 *                        the accumulator, linalg.conv_2d_nhwc_fhwc(_q) /
 *                        linalg.conv_3d_ndhwc_dhwcf(_q) of the weights
 *                        transposed, then (LLVM 22) truncated from acc_type
 *   tosa.depthwise_conv2d tensor.pad, linalg.fill 0 of NxHxWxCxM,
 *                        linalg.depthwise_conv_2d_nhwc_hwcm(_q), truncated
 *                        from acc_type, collapsed to NxHxWx(C*M), bias added
 *
 * Zero points: LLVM 19's quantization_info fields, LLVM 22's one-element
 * operands. A zero point that is not a constant (which mlir-opt-22 fails to
 * legalize) is read at run time (tensor.extract, arith.extsi to i32). The _q
 * forms are used where a zero point is not known to be 0. TOSA 1.0's float zero
 * points are 0 (the specification's rule, the verifier's) and not read; LLVM 19's
 * float matmul subtracts those of its quantization_info, as mlir-opt-19 does.
 * tosa.conv2d, conv3d, depthwise_conv2d and transpose_conv2d are in lower_conv.c;
 * the rules of the ops' operands and attributes in passes/verify_contract.c.
 *
 * The accumulator: LLVM 19 accumulates in the result's element type; LLVM 22 in
 * acc_type, the result then truncated (arith.truncf / trunci), as mlir-opt-22.
 * The output's spatial sizes are (in - 1 + pad_lo + pad_hi - (k - 1) * dilation)
 * / stride + 1, floored (LLVM 19 takes sizes the division does not fit; LLVM
 * 22's verifier does not), computed at run time for dynamic input sizes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lower_impl.h"

static Type *ranked(Type *elem, uint32_t rank, const int64_t *dims) { return type_tensor(elem, rank, dims, NULL); }

bool contract_ranked(const Value *v, uint32_t rank) {
  return v->type->kind == TYPE_TENSOR && v->type->rank == rank;
}

static bool is_float(const Type *t) { return t->kind == TYPE_FLOAT; }

static bool is_signless_int(const Type *t) { return t->kind == TYPE_INT && t->sign == SIGNLESS && t->width > 1; }

Emitter contract_body_emitter(const OpRewrite *r, Block *b) {
  return (Emitter){.block = b, .loc = r->op->loc, .loc_spelling = r->op->loc_spelling};
}

/* The element types a contraction takes: signless integers of 8 or 16 bits (the
 * two inputs' may differ: LLVM 22's i16 x i8 convolutions) and an integer result
 * at least as wide, or floats. */
bool contract_types(OpRewrite *r, const Type *in, const Type *w, const Type *out) {
  bool ints = is_signless_int(in) && is_signless_int(w) && (in->width == 8 || in->width == 16) &&
              (w->width == 8 || w->width == 16);
  if (ints && is_signless_int(out) && out->width >= in->width && out->width >= w->width) return true;
  if (is_float(in) && is_float(w) && is_float(out)) return true;
  return lower_refuse(r, "cannot lower a contraction of %s elements into %s", in->spelling, out->spelling);
}

/* A size that tensors share, dim d[i] of t[i]: static where any has one, else
 * DIM_DYNAMIC; false when two static sizes differ. */
bool contract_shared_dim(uint32_t n, Value *const *t, const uint32_t *d, int64_t *dim) {
  *dim = DIM_DYNAMIC;
  for (uint32_t i = 0; i < n; i++) {
    int64_t x = t[i]->type->dims[d[i]];
    if (x != DIM_DYNAMIC && *dim != DIM_DYNAMIC && x != *dim) return false;
    if (x != DIM_DYNAMIC) *dim = x;
  }
  return true;
}

Value *contract_dim_size(OpRewrite *r, Value *v, uint32_t d, int64_t dim) {
  return dim == DIM_DYNAMIC ? lower_dim(r, v, d) : NULL;
}

/* ---------------------------------------------------------------- zero points */

/* `key = N` of LLVM 19's quantization_info (0 without it), or LLVM 22's operand
 * `operand` (when the op has it). Float zero points are 0. */
void contract_read_zp(const Op *op, const char *key, uint32_t operand, bool floats, ContractZeroPoint *z) {
  *z = (ContractZeroPoint){.known = true};
  if (floats) return;
  if (operand < op->noperands) {
    Value *v = op->operands[operand].value;
    if (!ir_const_int(v, &z->value)) *z = (ContractZeroPoint){.operand = v};
    return;
  }
  const Attr *q = op_attr(op, "quantization_info");
  const char *at = q && q->kind == ATTR_OPAQUE && q->spelling ? strstr(q->spelling, key) : NULL;
  if (at && strchr(at, '=')) z->value = strtoll(strchr(at, '=') + 1, NULL, 10);
}

bool contract_zp_is_zero(const ContractZeroPoint *z) { return z->known && z->value == 0; }

/* The zero point's element, of its own type (a pad value); read once */
Value *contract_zp_elem(OpRewrite *r, ContractZeroPoint *z, Type *elem) {
  if (z->known) return lower_const_int(&r->e, elem, z->value);
  Value *v = z->operand;
  if (!z->read)
    z->read =
        lower_spell1(&r->e, v->type->elem, "extracted", "tensor.extract $v[$v] : $t", v, lower_index(r, 0), v->type);
  return z->read;
}

/* The zero point as the i32 scalar the _q ops take */
Value *contract_zp_i32(OpRewrite *r, ContractZeroPoint *z) {
  Type *i32 = type_int(32, SIGNLESS);
  if (z->known) return lower_const_int(&r->e, i32, z->value);
  Value *v = contract_zp_elem(r, z, NULL);
  if (v->type->width == 32) return v;
  return lower_emit1(&r->e, OPK_CONVERT, v->type->width < 32 ? "arith.extsi" : "arith.trunci", i32, v);
}

/* LLVM 22's zero point operands are one-element tensors of the input's type */
bool contract_zp_operands_ok(OpRewrite *r, uint32_t first) {
  for (uint32_t i = first; i < r->op->noperands; i++) {
    Type *t = r->op->operands[i].value->type;
    if (t->kind != TYPE_TENSOR || t->rank != 1 || (t->dims[0] != 1 && t->dims[0] != DIM_DYNAMIC))
      return lower_refuse(r, "zero points must be tensors of one element, got '%s'", t->spelling);
  }
  return true;
}

/* ---------------------------------------------------------------- shared pieces */

static Value *zero_of(OpRewrite *r, Type *elem) {
  return is_float(elem) ? lower_const_float(&r->e, elem, 0) : lower_const_int(&r->e, elem, 0);
}

/* tensor.empty of t filled with 0 */
Value *contract_zeros(OpRewrite *r, Type *t, Value *const *sizes) {
  Value *e = lower_empty(r, t, sizes), *z = zero_of(r, t->elem);
  return lower_spell1(&r->e, t, NULL, "linalg.fill ins($v : $t) outs($v : $t) -> $t", z, t->elem, e, t, t);
}

/* v of element `from` as element `to`: extended (signed) or truncated */
static Value *convert_scalar(Emitter *e, Value *v, Type *to) {
  Type *from = v->type;
  if (from == to) return v;
  const char *op = is_float(to) ? (from->width < to->width ? "arith.extf" : "arith.truncf")
                                : (from->width < to->width ? "arith.extsi" : "arith.trunci");
  return lower_emit1(e, OPK_CONVERT, op, to, v);
}

/* "affine_map<(d0, ..., dN-1) -> (dK)>" (K = rank - 1), or "-> (0)" when `one` */
static Attr *channel_map(uint32_t rank, bool one) {
  char text[160];
  int n = snprintf(text, sizeof text, "affine_map<(");
  for (uint32_t i = 0; i < rank; i++) n += snprintf(text + n, sizeof text - (size_t)n, i ? ", d%u" : "d%u", i);
  if (one)
    snprintf(text + n, sizeof text - (size_t)n, ") -> (0)>");
  else
    snprintf(text + n, sizeof text - (size_t)n, ") -> (d%u)>", rank - 1);
  return attr_affine_map(A(), text);
}

/* Whether the rank-1 bias is read at index 0 for every channel (one element for many) */
static bool bias_is_splat(const Value *bias, int64_t channels) { return bias->type->dims[0] == 1 && channels != 1; }

/* The bias copied along the last dim of t (sizes: its dynamic ones), converted to
 * t's element type:
 *   %b = linalg.generic {indexing_maps = [(d0, .., d3) -> (d3), identity], ...}
 *          ins(%bias : tensor<Cxi8>) outs(%e : tensor<NxHxWxCxi32>) { arith.extsi; linalg.yield } */
Value *contract_broadcast_bias(OpRewrite *r, Value *bias, Type *t, Value *const *sizes) {
  Value *e = lower_empty(r, t, sizes);
  Block *body = lower_generic_body(&r->e, 1, &bias, e);
  Emitter b = contract_body_emitter(r, body);
  Value *v = convert_scalar(&b, body->args[0], t->elem);
  lower_emit(&b, OPK_YIELD, "linalg.yield", 1, &v, NULL);
  Attr *maps[2] = {channel_map(t->rank, bias_is_splat(bias, t->dims[t->rank - 1])), lower_identity_map(t->rank)};
  return lower_spell_generic(&r->e, t->rank, 1, &bias, e, maps, body);
}

/* The bias added to x (NxHxWxC) along its last dim, converted to x's element type */
Value *contract_add_bias(OpRewrite *r, Value *bias, Value *x, Value *const *sizes) {
  Type *t = x->type;
  Value *e = lower_empty(r, t, sizes), *ins[2] = {bias, x};
  Block *body = lower_generic_body(&r->e, 2, ins, e);
  Emitter b = contract_body_emitter(r, body);
  Value *v = convert_scalar(&b, body->args[0], t->elem);
  v = lower_emit2(&b, OPK_BINARY, is_float(t->elem) ? "arith.addf" : "arith.addi", t->elem, v, body->args[1]);
  lower_emit(&b, OPK_YIELD, "linalg.yield", 1, &v, NULL);
  Attr *maps[3] = {channel_map(t->rank, bias_is_splat(bias, t->dims[t->rank - 1])), lower_identity_map(t->rank),
                   lower_identity_map(t->rank)};
  return lower_spell_generic(&r->e, t->rank, 2, ins, e, maps, body);
}

/* x converted element by element to `elem` (LLVM 22's accumulator to the result) */
Value *contract_convert(OpRewrite *r, Value *x, Type *elem, Value *const *sizes) {
  if (x->type->elem == elem) return x;
  Type *t = ranked(elem, x->type->rank, x->type->dims);
  Value *e = lower_empty(r, t, sizes);
  Block *body = lower_generic_body(&r->e, 1, &x, e);
  Emitter b = contract_body_emitter(r, body);
  Value *v = convert_scalar(&b, body->args[0], elem);
  lower_emit(&b, OPK_YIELD, "linalg.yield", 1, &v, NULL);
  Attr *maps[2] = {lower_identity_map(t->rank), lower_identity_map(t->rank)};
  return lower_spell_generic(&r->e, t->rank, 1, &x, e, maps, body);
}

/* linalg.transpose of x by perm into a new tensor (x's sizes static) */
Value *contract_transpose(OpRewrite *r, Value *x, uint32_t rank, const uint32_t *perm) {
  int64_t dims[IR_MAX_RANK];
  Value *sizes[IR_MAX_RANK];
  Buf f = {0};
  buf_str(&f, "linalg.transpose ins($v : $t) outs($v : $t) permutation = [");
  for (uint32_t i = 0; i < rank; i++) {
    dims[i] = x->type->dims[perm[i]];
    sizes[i] = contract_dim_size(r, x, perm[i], dims[i]);
    buf_printf(&f, i ? ", %u" : "%u", perm[i]);
  }
  buf_str(&f, "]");
  Type *to = ranked(x->type->elem, rank, dims);
  Value *e = lower_empty(r, to, sizes);
  Value *v = lower_spell1(&r->e, to, "transposed", buf_c(&f), x, x->type, e, to);
  buf_free(&f);
  return v;
}

/* ---------------------------------------------------------------- matmul */

/* linalg.<name> of a and b into acc, or linalg.quantized_<name> with the zero points. */
static Value *matmul_op(OpRewrite *r, const char *name, Value *a, Value *b, ContractZeroPoint *za,
                        ContractZeroPoint *zb, Value *acc) {
  char fmt[128];
  Type *t = acc->type;
  if (contract_zp_is_zero(za) && contract_zp_is_zero(zb)) {
    snprintf(fmt, sizeof fmt, "linalg.%s ins($v, $v : $t, $t) outs($v : $t) -> $t", name);
    return lower_spell1(&r->e, t, NULL, fmt, a, b, a->type, b->type, acc, t, t);
  }
  Value *azp = contract_zp_i32(r, za), *bzp = contract_zp_i32(r, zb);
  snprintf(fmt, sizeof fmt, "linalg.quantized_%s ins($v, $v, $v, $v : $t, $t, i32, i32) outs($v : $t) -> $t", name);
  return lower_spell1(&r->e, t, NULL, fmt, a, b, azp, bzp, a->type, b->type, acc, t, t);
}

/*   %f = linalg.fill ins(%c0 : i32) outs(tensor.empty : tensor<Bx5x6xi32>)
 *   %r = linalg.quantized_batch_matmul ins(%a, %b, %azp, %bzp : .., i32, i32) outs(%f : ..) -> ..
 * (linalg.batch_matmul ins(%a, %b ..) where both zero points are 0) */
bool lower_matmul(OpRewrite *r) {
  Op *op = r->op;
  if ((op->noperands != 2 && op->noperands != 4) || op->nresults != 1)
    return lower_refuse(r, "expects operands a, b (LLVM 19) or a, b, a_zp, b_zp (LLVM 22) and one result");
  Value *a = op->operands[0].value, *b = op->operands[1].value, *res = op->results[0];
  if (!contract_ranked(a, 3) || !contract_ranked(b, 3) || !contract_ranked(res, 3))
    return lower_refuse(r, "expects a NxHxC, b NxCxW and a result NxHxW, ranked");
  Type *elem = res->type->elem;
  if (!contract_types(r, a->type->elem, b->type->elem, elem) || !contract_zp_operands_ok(r, 2)) return false;
  int64_t dims[3], k;
  if (!contract_shared_dim(3, (Value *[]){a, b, res}, (uint32_t[]){0, 0, 0}, &dims[0]) ||
      !contract_shared_dim(2, (Value *[]){a, res}, (uint32_t[]){1, 1}, &dims[1]) ||
      !contract_shared_dim(2, (Value *[]){b, res}, (uint32_t[]){2, 2}, &dims[2]) ||
      !contract_shared_dim(2, (Value *[]){a, b}, (uint32_t[]){2, 1}, &k))
    return lower_refuse(r, "the operands' and the result's N, H, C and W must agree");
  /* LLVM 19 verifies a float matmul with quantization_info, and mlir-opt-19
   * subtracts its zero points (as floats): so do we. LLVM 22's must be 0. */
  bool floats = is_float(a->type->elem) && op->noperands == 4;
  ContractZeroPoint za, zb;
  contract_read_zp(op, "a_zp", 2, floats, &za);
  contract_read_zp(op, "b_zp", 3, floats, &zb);
  Value *sizes[3] = {contract_dim_size(r, a, 0, dims[0]), contract_dim_size(r, a, 1, dims[1]),
                     contract_dim_size(r, b, 2, dims[2])};
  Type *t = ranked(elem, 3, dims);
  Value *acc = contract_zeros(r, t, sizes), *v;
  v = matmul_op(r, "batch_matmul", a, b, &za, &zb, acc);
  lower_result(r, 0, v);
  lower_result_sizes(r, 0, sizes);
  return true;
}

/* ---------------------------------------------------------------- fully_connected (LLVM 19) */

/*   %t = linalg.transpose ins(%w : tensor<OCxICxE>) outs(..) permutation = [1, 0]
 *   %b = the bias broadcast to NxOC (extended to the result's type)
 *   %r = linalg.quantized_matmul ins(%x, %t, %xzp, %wzp : ..) outs(%b : ..) (linalg.matmul without zero points) */
bool lower_fully_connected(OpRewrite *r) {
  Op *op = r->op;
  if (op->noperands != 3 || op->nresults != 1) return lower_refuse(r, "expects input, weight, bias and one result");
  Value *x = op->operands[0].value, *w = op->operands[1].value, *bias = op->operands[2].value, *res = op->results[0];
  if (!contract_ranked(x, 2) || !contract_ranked(w, 2) || !contract_ranked(bias, 1) || !contract_ranked(res, 2))
    return lower_refuse(r, "expects an input NxIC, weights OCxIC, a bias OC and a result NxOC, ranked");
  Type *elem = res->type->elem;
  if (!contract_types(r, x->type->elem, w->type->elem, elem)) return false;
  int64_t dims[2], ic;
  if (!contract_shared_dim(2, (Value *[]){x, res}, (uint32_t[]){0, 0}, &dims[0]) ||
      !contract_shared_dim(2, (Value *[]){w, res}, (uint32_t[]){0, 1}, &dims[1]) ||
      !contract_shared_dim(2, (Value *[]){x, w}, (uint32_t[]){1, 1}, &ic))
    return lower_refuse(r, "the operands' and the result's N, IC and OC must agree");
  ContractZeroPoint zx, zw;
  bool floats = is_float(x->type->elem);
  contract_read_zp(op, "input_zp", 3, floats, &zx);
  contract_read_zp(op, "weight_zp", 4, floats, &zw);
  Value *sizes[2] = {contract_dim_size(r, x, 0, dims[0]), contract_dim_size(r, w, 0, dims[1])};
  Value *wt = contract_transpose(r, w, 2, (uint32_t[]){1, 0});
  Type *t = ranked(elem, 2, dims);
  Value *acc = contract_broadcast_bias(r, bias, t, sizes), *v;
  v = matmul_op(r, "matmul", x, wt, &zx, &zw, acc);
  lower_result(r, 0, v);
  lower_result_sizes(r, 0, sizes);
  return true;
}

