/* verify_contract.c — the checks of the contractions (the op table's TOSA_CHECK
 * rows): tosa.matmul, tosa.fully_connected, tosa.conv2d, tosa.conv3d,
 * tosa.depthwise_conv2d and tosa.transpose_conv2d, with the messages of the
 * generation whose form the op has, in its mlir-opt's order: TOSA 1.0's (zero
 * points as operands) with mlir-opt-22's for every rule it has (ranks, element
 * types, zero points, acc_type, stride, dilation and pad values, the result's
 * size, the bias's); LLVM 19's with mlir-opt-19's where it has a rule (ranks,
 * weight types, quantization_info), and the rules mlir-opt-19 lacks and the
 * TOSA specification has (values, sizes, the bias's) as errors of the tool's own
 * ("TOSA requires ...": mlir-opt-19 lowers those to reads out of bounds). LLVM
 * 19's result sizes are rounded down (its pipeline takes a stride that does not
 * divide the input, as the models do); TOSA 1.0's must divide. Shapes both
 * mlir-opts take and the lowering cannot (matmul's and fully_connected's
 * dimensions, the result's batch and channels) and element types it cannot
 * lower are refused by the lowering (passes/lower_contract.c, lower_conv.c).
 *
 * Each function returns true when it reported an error (its first only).
 * Unranked tensors are not checked (the lowering refuses them). */
#include <stdlib.h>
#include <string.h>

#include "verify.h"

static Type *result_type(const Op *op) { return op->results[0]->type; }
static bool is_ranked(const Type *t) { return t->kind == TYPE_TENSOR; }
static bool is_static(int64_t d) { return d != DIM_DYNAMIC; }
static Type *storage_of(const Op *op, uint32_t i) { return quant_storage(operand_elem(op, i), true); }

/* Attribute `name`, exactly n integers (mlir-opt's parser's messages); *ok false when absent or not */
bool attr_ints(const Op *op, const char *name, int64_t *out, uint32_t n, bool *ok) {
  const Attr *a = op_attr(op, name);
  uint32_t got = 0;
  *ok = false;
  if (!a) return op_error(op, "requires attribute '%s'", name);
  if (a->kind != ATTR_OPAQUE || !a->spelling || !ir_read_ints(a->spelling, strlen(a->spelling), out, n, &got) ||
      got != n)
    return op_error(op, "attribute '%s' failed to satisfy constraint: i64 dense array attribute with exactly %u "
                    "elements", name, n);
  *ok = true;
  return false;
}

/* ---------------------------------------------------------------- what the contractions share */

/* mlir-opt-19's weights: of rank `rank` and of i4, i8 or floats (its ODS's message) */
static bool check_weights19(const Op *op, uint32_t rank) {
  Type *t = operand_type(op, 1);
  if (!is_ranked(t)) return false;
  Type *e = quant_storage(t->elem, true);
  if (t->rank == rank && (is_float_elem(e) || is_signless(e, 8) || is_signless(e, 4))) return false;
  return op_error(op, "operand #1 must be %uD tensor of 4-bit signless integer or 8-bit signless integer or Quint8 "
                  "type or Qint4 type or Qint8 type or Qint16 type or Qint32 type or floating-point values, but got "
                  "'%s'", rank, t->spelling);
}

/* LLVM 22's zero point operand i: one element of rank 1 (ODS's message) */
static bool check_zp_shape(const Op *op, uint32_t i) {
  Type *t = operand_type(op, i);
  if (!is_ranked(t) || (t->rank == 1 && (t->dims[0] == 1 || !is_static(t->dims[0])))) return false;
  return op_error(op, "operand #%u must be tosa-conformant unranked tensor of unsigned integer or signless integer or "
                  "floating-point values or tosa-conformant scalar tensor of unsigned integer or signless integer or "
                  "floating-point values, but got '%s'", i, t->spelling);
}

/* ODS's ranks, in operand order: input `rank`, weights `w_rank`, bias 1, LLVM 22's zero
 * points one element (operands 3 and 4), the result `rank` */
static bool check_ranks(const Op *op, uint32_t rank, uint32_t w_rank, bool v22) {
  return rank_is(op, 0, rank, v22) || (v22 ? rank_is(op, 1, w_rank, true) : check_weights19(op, w_rank)) ||
         rank_is(op, 2, 1, v22) || (v22 && (check_zp_shape(op, 3) || check_zp_shape(op, 4))) ||
         rank_is(op, op->noperands, rank, v22);
}

/* Input and weights both floats or both not (both generations' message) */
static bool check_float_pair(const Op *op) {
  if (!type_is_shaped(operand_type(op, 0)) || !type_is_shaped(operand_type(op, 1))) return false;
  Type *in = storage_of(op, 0), *w = storage_of(op, 1);
  if (is_float_elem(in) == is_float_elem(w)) return false;
  return op_error(op, "expect both input and weight to be float or not together, got '%s' and '%s'", in->spelling,
                  w->spelling);
}

/* LLVM 19: quantization_info with integer inputs, none with floats */
static bool check_quant_info(const Op *op) {
  Type *in = operand_type(op, 0);
  if (!type_is_shaped(in) || (op_attr(op, "quantization_info") != NULL) != is_float_elem(type_elem(in))) return false;
  return op_error(op, "quantizationattr is required for quantized type, and not allowed for float type");
}

/* LLVM 19's quantization_info: `key`, the zero point of operand i, is 0 unless i's
 * values are i8 (the spec's rule; mlir-opt-19 takes any). Floats' are left to the
 * lowering, which subtracts them as mlir-opt-19 does. */
static bool check_quant_zp19(const Op *op, const char *key, uint32_t i) {
  const Attr *q = op_attr(op, "quantization_info");
  if (!q || q->kind != ATTR_OPAQUE || !q->spelling || !type_is_shaped(operand_type(op, i))) return false;
  Type *e = storage_of(op, i);
  const char *at = strstr(q->spelling, key);
  if (is_float_elem(e) || is_signless(e, 8) || !at || !strchr(at, '=')) return false;
  long long v = strtoll(strchr(at, '=') + 1, NULL, 10);
  return v && op_error(op, "TOSA requires %s 0 for %s values, got %lld", key, e->spelling, v);
}

/* LLVM 22: zero point operand zp has value operand v's element type (`name` names v) */
static bool check_zp_type(const Op *op, uint32_t v, uint32_t zp, const char *name, bool matmul) {
  if (!type_is_shaped(operand_type(op, v)) || !type_is_shaped(operand_type(op, zp))) return false;
  Type *ve = storage_of(op, v), *ze = storage_of(op, zp);
  if (ve == ze) return false;
  if (matmul)
    return op_error(op, "expect input %s and %s_zp have the same element type, got '%s' and '%s'", name, name,
                    ve->spelling, ze->spelling);
  return op_error(op, "expect both %s and its zero point are the same element type, got '%s' and '%s'", name,
                  ve->spelling, ze->spelling);
}

/* LLVM 22: zero point operand i of other than i8 is 0 (`which` names it: a, b, input, weight) */
static bool check_zp_value(const Op *op, uint32_t i, const char *which) {
  Type *t = operand_type(op, i), *e = type_elem(t);
  if (!is_ranked(t) || is_signless(e, 8)) return false;
  int64_t v;
  double f;
  bool nonzero = is_float_elem(e) ? ir_const_double(op->operands[i].value, &f) && f != 0
                                  : ir_const_int(op->operands[i].value, &v) && v != 0;
  return nonzero && op_error(op, "%s zero point must be zero for non-int8 integer types", which);
}

/* ---------------------------------------------------------------- matmul, fully_connected */

/* The sizes `what` names (dim d[i] of operand i, the result where i is the op's
 * operand count) agree where known: both mlir-opts accept a disagreement, and
 * lower it into a linalg op that fails its own verifier (matmul) or carry it. */
static bool sizes_agree(const Op *op, const char *what, uint32_t n, const uint32_t *i, const uint32_t *d) {
  int64_t seen = DIM_DYNAMIC;
  for (uint32_t k = 0; k < n; k++) {
    const Type *t = i[k] < op->noperands ? operand_type(op, i[k]) : op->results[0]->type;
    if (t->kind != TYPE_TENSOR || d[k] >= t->rank || t->dims[d[k]] == DIM_DYNAMIC) continue;
    if (seen != DIM_DYNAMIC && t->dims[d[k]] != seen)
      return op_error(op, "TOSA requires %s to agree, got %lld and %lld", what,
                      (long long)seen, (long long)t->dims[d[k]]);
    seen = t->dims[d[k]];
  }
  return false;
}

bool check_matmul(const Op *op) {
  bool v22 = op->noperands == 4;
  if (!v22 && op->noperands != 2) return false;
  if (rank_is(op, 0, 3, v22) || rank_is(op, 1, 3, v22) || (v22 && (check_zp_shape(op, 2) || check_zp_shape(op, 3))) ||
      rank_is(op, op->noperands, 3, v22))
    return true;
  if (!v22 ? check_quant_zp19(op, "a_zp", 0) || check_quant_zp19(op, "b_zp", 1)
           : check_zp_type(op, 0, 2, "a", true) || check_zp_type(op, 1, 3, "b", true) || check_zp_value(op, 2, "a") ||
                 check_zp_value(op, 3, "b"))
    return true;
  uint32_t res = op->noperands; /* a NxHxC, b NxCxW, the result NxHxW */
  return sizes_agree(op, "the operands' and the result's N", 3, (uint32_t[]){0, 1, res}, (uint32_t[]){0, 0, 0}) ||
         sizes_agree(op, "the operands' and the result's H", 2, (uint32_t[]){0, res}, (uint32_t[]){1, 1}) ||
         sizes_agree(op, "the operands' and the result's C", 2, (uint32_t[]){0, 1}, (uint32_t[]){2, 1}) ||
         sizes_agree(op, "the operands' and the result's W", 2, (uint32_t[]){1, res}, (uint32_t[]){2, 2});
}

bool check_fully_connected(const Op *op) {
  if (op->noperands != 3 || op->nresults != 1) return false;
  if (check_ranks(op, 2, 2, false) || check_float_pair(op) || check_quant_info(op) ||
      check_quant_zp19(op, "input_zp", 0) || check_quant_zp19(op, "weight_zp", 1))
    return true;
  /* input NxIC, weights OCxIC, the result NxOC */
  return sizes_agree(op, "the operands' and the result's N", 2, (uint32_t[]){0, 3}, (uint32_t[]){0, 0}) ||
         sizes_agree(op, "the operands' and the result's IC", 2, (uint32_t[]){0, 1}, (uint32_t[]){1, 1}) ||
         sizes_agree(op, "the operands' and the result's OC", 2, (uint32_t[]){1, 3}, (uint32_t[]){0, 1});
}

/* ---------------------------------------------------------------- convolutions */

/* What a convolution's attributes say, per spatial dim i: pad[2i], pad[2i + 1] before and after */
typedef struct Conv {
  uint32_t spatial; /* 2 or 3 */
  bool v22, depthwise;
  int64_t pad[6], stride[3], dilation[3];
} Conv;

/* LLVM 22's acc_type: present and of the types its ODS allows */
static bool check_acc_attr(const Op *op) {
  const Attr *a = op_attr(op, "acc_type");
  if (!a) return op_error(op, "requires attribute 'acc_type'");
  if (a->kind != ATTR_TYPE || !a->type) return false;
  const char *acc = a->type->spelling;
  if (!strcmp(acc, "i32") || !strcmp(acc, "i48") || !strcmp(acc, "f16") || !strcmp(acc, "f32")) return false;
  return op_error(op, "attribute 'acc_type' failed to satisfy constraint: type attribute of 32-bit signless integer "
                      "or 48-bit signless integer or 16-bit float or 32-bit float");
}

/* LLVM 22's acc_type: the one the input's element type takes */
static bool check_acc_type(const Op *op) {
  static const struct { const char *in, *acc, *acc2; } rules[] = {
      {"i8", "i32", NULL}, {"i16", "i48", NULL}, {"f16", "f16", "f32"}, {"bf16", "f32", NULL}, {"f32", "f32", NULL}};
  const Attr *a = op_attr(op, "acc_type");
  if (!a || a->kind != ATTR_TYPE || !a->type || !type_is_shaped(operand_type(op, 0))) return false;
  Type *in = storage_of(op, 0);
  for (size_t k = 0; k < sizeof rules / sizeof rules[0]; k++) {
    if (strcmp(in->spelling, rules[k].in)) continue;
    const char *acc = a->type->spelling;
    if (!strcmp(acc, rules[k].acc) || (rules[k].acc2 && !strcmp(acc, rules[k].acc2))) return false;
    return op_error(op, "accumulator type for %s tensor is not %s%s%s", in->spelling, rules[k].acc,
                    rules[k].acc2 ? "/" : "", rules[k].acc2 ? rules[k].acc2 : "");
  }
  return false;
}

/* mlir-opt-22's element types, zero points and acc_type, in its order */
static bool check_conv_types22(const Op *op) {
  Type *b = operand_type(op, 2), *r = result_type(op);
  if (type_is_shaped(b) && type_is_shaped(r) && is_float_elem(type_elem(b)) && is_float_elem(type_elem(r)) &&
      type_elem(b) != type_elem(r))
    return op_error(op, "expect both bias and result to have same element type, got '%s' and '%s'",
                    type_elem(b)->spelling, type_elem(r)->spelling);
  return check_float_pair(op) || check_zp_type(op, 0, 3, "input", false) || check_zp_type(op, 1, 4, "weight", false) ||
         check_zp_value(op, 3, "input") || check_zp_value(op, 4, "weight") || check_acc_type(op);
}

/* The attributes, in ODS's order (alphabetical), then the ranks and element types */
static bool check_conv_form(const Op *op, Conv *c) {
  bool ok;
  uint32_t n = c->spatial;
  if ((c->v22 && check_acc_attr(op)) || attr_ints(op, "dilation", c->dilation, n, &ok) ||
      attr_ints(op, "pad", c->pad, 2 * n, &ok) || attr_ints(op, "stride", c->stride, n, &ok) ||
      check_ranks(op, n + 2, c->depthwise ? 4 : n + 2, c->v22))
    return true;
  if (c->v22) return check_conv_types22(op);
  return check_float_pair(op) || check_quant_info(op) || check_quant_zp19(op, "input_zp", 0) ||
         check_quant_zp19(op, "weight_zp", 1);
}

/* pad >= 0, stride and dilation >= 1 (mlir-opt-22's messages; LLVM 19's form: the spec's) */
static bool check_conv_values(const Op *op, const Conv *c) {
  const char *verb = c->v22 ? "expect" : "TOSA requires";
  for (uint32_t i = 0; i < 2 * c->spatial; i++)
    if (c->pad[i] < 0)
      return op_error(op, "%s all padding values to be >= 0, got %s", verb, ints_list(0, c->pad, 2 * c->spatial));
  for (uint32_t i = 0; i < c->spatial; i++)
    if (c->stride[i] < 1)
      return op_error(op, "%s all stride values to be >= 1, got %s", verb, ints_list(0, c->stride, c->spatial));
  for (uint32_t i = 0; i < c->spatial; i++)
    if (c->dilation[i] < 1)
      return op_error(op, "%s all dilation values to be >= 1, got %s", verb, ints_list(0, c->dilation, c->spatial));
  return false;
}

/* Spatial dim i's size: (in - 1 + pad_before + pad_after - (kernel - 1) * dilation) / stride + 1,
 * whole in TOSA 1.0's form, rounded down in LLVM 19's. `name`: the dim, its axis, its pads' sides. */
static bool conv_size(const Op *op, const Conv *c, uint32_t i, const char *const name[4]) {
  Type *in = operand_type(op, 0), *w = operand_type(op, 1), *out = result_type(op);
  int64_t x = in->dims[1 + i], k = w->dims[(c->depthwise ? 0 : 1) + i], o = out->dims[1 + i];
  if (!is_static(x) || !is_static(k)) return false;
  long long lo = c->pad[2 * i], hi = c->pad[2 * i + 1], s = c->stride[i], d = c->dilation[i];
  long long span = x - 1 + lo + hi - (k - 1) * d;
  if (c->v22 && span % s)
    return op_error(op, "expected input_%s - 1 + pad_%s + pad_%s - (kernel_%s - 1) * dilation_%s to be wholly "
                        "divisible by stride_%s, got (%lld - 1 + %lld + %lld - (%lld - 1) * %lld) / %lld", name[0],
                    name[2], name[3], name[0], name[1], name[1], (long long)x, lo, hi, (long long)k, d, s);
  if (!is_static(o) || (span >= 0 && span / s + 1 == o)) return false;
  if (c->v22 && span / s + 1 != o)
    return op_error(op, "calculated output %s did not match expected: calculated=%lld, expected=%lld", name[0],
                    span / s + 1, (long long)o);
  return !c->v22 && op_error(op, "TOSA requires the result's %s to be (%lld - 1 + %lld + %lld - (%lld - 1) * %lld) / "
                                 "%lld + 1, got %lld", name[0], (long long)x, lo, hi, (long long)k, d, s, (long long)o);
}

/* The bias: one element or one per output channel (mlir-opt-22 reads the result's;
 * where those are dynamic, `channels` the weights give, the spec's rule) */
static bool check_bias(const Op *op, bool v22, int64_t channels) {
  Type *b = operand_type(op, 2), *out = result_type(op);
  if (!is_ranked(b) || b->rank != 1 || !is_static(b->dims[0]) || b->dims[0] == 1) return false;
  int64_t result_channels = out->dims[out->rank - 1];
  if (v22 && is_static(result_channels) && b->dims[0] != result_channels)
    return op_error(op, "bias channels expected to be equal to output channels (%lld) or 1, got %lld",
                    (long long)result_channels, (long long)b->dims[0]);
  if (is_static(result_channels)) channels = result_channels;
  if (!is_static(channels) || b->dims[0] == channels) return false;
  return op_error(op, "TOSA requires a bias of 1 element or of the output channels' %lld, got %lld",
                  (long long)channels, (long long)b->dims[0]);
}

/* conv2d, conv3d, depthwise_conv2d */
/* A convolution's batch and channels agree where known (both mlir-opts accept a
 * disagreement; the input's and the weights' channels they lower into a linalg
 * op their own verifier rejects). Layouts: input N..C, weights OC..IC (depthwise
 * KHxKWxCxM), the result N..OC (depthwise C * M). */
static bool conv_sizes_agree(const Op *op, uint32_t rank, bool depthwise) {
  uint32_t res = op->noperands, c = rank - 1;
  if (sizes_agree(op, "the input's and the result's batch", 2, (uint32_t[]){0, res}, (uint32_t[]){0, 0}) ||
      sizes_agree(op, "the input's and the weights' channels", 2, (uint32_t[]){0, 1},
                  (uint32_t[]){c, depthwise ? 2 : c}))
    return true;
  if (!depthwise)
    return sizes_agree(op, "the weights' and the result's output channels", 2, (uint32_t[]){1, res},
                       (uint32_t[]){0, c});
  const Type *w = operand_type(op, 1), *out = result_type(op);
  if (!is_ranked(w) || !is_ranked(out) || !is_static(w->dims[2]) || !is_static(w->dims[3]) ||
      !is_static(out->dims[c]) || w->dims[2] * w->dims[3] == out->dims[c])
    return false;
  return op_error(op, "TOSA requires the result's channels to be C * M = %lld * %lld, got %lld", (long long)w->dims[2],
                  (long long)w->dims[3], (long long)out->dims[c]);
}

static bool check_conv(const Op *op, uint32_t spatial, bool depthwise) {
  static const char *const names[3][4] = {
      {"depth", "d", "front", "back"}, {"height", "y", "top", "bottom"}, {"width", "x", "left", "right"}};
  Conv c = {.spatial = spatial, .v22 = op->noperands == 5, .depthwise = depthwise};
  if (!c.v22 && op->noperands != 3) return false;
  if (check_conv_form(op, &c) || check_conv_values(op, &c)) return true;
  Type *in = operand_type(op, 0), *w = operand_type(op, 1), *out = result_type(op);
  if (!is_ranked(out)) return false;
  if (is_ranked(in) && is_ranked(w))
    for (uint32_t i = 0; i < spatial; i++)
      if (conv_size(op, &c, i, names[3 - spatial + i])) return true;
  int64_t channels = DIM_DYNAMIC;
  if (is_ranked(w) && !depthwise) channels = w->dims[0];
  if (is_ranked(w) && depthwise && is_static(w->dims[2]) && is_static(w->dims[3])) channels = w->dims[2] * w->dims[3];
  /* mlir-opt-22's rules first, then the spec's */
  return check_bias(op, c.v22, channels) ||
         (is_ranked(in) && is_ranked(w) && conv_sizes_agree(op, spatial + 2, depthwise));
}

bool check_conv2d(const Op *op) { return check_conv(op, 2, false); }

bool check_conv3d(const Op *op) { return check_conv(op, 3, false); }

bool check_depthwise_conv2d(const Op *op) { return check_conv(op, 2, true); }

/* ---------------------------------------------------------------- transpose_conv2d */

/* out_pad j above minus the kernel's size (mlir-opt-22's message; LLVM 19's form: the spec's) */
static bool check_out_pad(const Op *op, bool v22, const int64_t *out_pad) {
  static const char *const pads[4] = {"out_pad_top", "out_pad_bottom", "out_pad_left", "out_pad_right"};
  Type *w = operand_type(op, 1);
  if (!is_ranked(w)) return false;
  for (uint32_t j = 0; j < 4; j++) {
    int64_t k = w->dims[1 + j / 2];
    const char *kname = j < 2 ? "KH" : "KW";
    if (is_static(k) && out_pad[j] <= -k)
      return op_error(op, "%s %s > -%s, %sgot: %s=%lld and %s=%lld", v22 ? "expected" : "TOSA requires", pads[j],
                      kname, v22 ? "but " : "", pads[j], (long long)out_pad[j], kname, (long long)k);
  }
  return false;
}

/* Spatial dim i's size: (in - 1) * stride + out_pad_before + out_pad_after + kernel. mlir-opt-22
 * takes a dynamic kernel size as its value (INT64_MIN): the sum then never holds. */
static bool tconv_size(const Op *op, bool v22, uint32_t i, const int64_t *out_pad, const int64_t *stride) {
  Type *in = operand_type(op, 0), *w = operand_type(op, 1), *out = result_type(op);
  int64_t x = in->dims[1 + i], k = w->dims[1 + i], o = out->dims[1 + i];
  if (!is_static(x) || !is_static(o) || (!v22 && !is_static(k))) return false;
  long long lo = out_pad[2 * i], hi = out_pad[2 * i + 1], s = stride[i];
  if (is_static(k) && (x - 1) * s + lo + hi + k == o) return false;
  const char *dim = i ? "W" : "H", *axis = i ? "x" : "y", *before = i ? "left" : "top", *after = i ? "right" : "bottom";
  return op_error(op, "%s O%s == (I%s - 1) * stride_%s + out_pad_%s + out_pad_%s + K%s, %s%lld != (%lld - 1) * %lld + "
                      "%lld + %lld + %lld", v22 ? "dimension mismatch: expected" : "TOSA requires", dim, dim, axis,
                  before, after, dim, v22 ? "but got " : "got ", (long long)o, (long long)x, s, lo, hi, (long long)k);
}

/* mlir-opt-19 checks none of these; mlir-opt-22 all, in this order */
bool check_transpose_conv2d(const Op *op) {
  bool v22 = op->noperands == 5, ok;
  int64_t out_pad[4], stride[2];
  if (!v22 && op->noperands != 3) return false;
  if ((v22 && check_acc_attr(op)) || attr_ints(op, "out_pad", out_pad, 4, &ok) ||
      attr_ints(op, "stride", stride, 2, &ok) || check_ranks(op, 4, 4, v22) || (v22 && check_conv_types22(op)) ||
      (!v22 && (check_quant_zp19(op, "input_zp", 0) || check_quant_zp19(op, "weight_zp", 1))))
    return true;
  if (stride[0] < 1 || stride[1] < 1)
    return op_error(op, "%s all stride values to be >= 1, got [%s]", v22 ? "expect" : "TOSA requires",
                    ints_list(0, stride, 2));
  if (check_out_pad(op, v22, out_pad)) return true;
  Type *in = operand_type(op, 0), *w = operand_type(op, 1), *out = result_type(op);
  if (!is_ranked(out)) return false;
  if (is_ranked(in) && is_ranked(w) &&
      (tconv_size(op, v22, 0, out_pad, stride) || tconv_size(op, v22, 1, out_pad, stride)))
    return true;
  return check_bias(op, v22, is_ranked(w) ? w->dims[0] : DIM_DYNAMIC) ||
         (is_ranked(in) && is_ranked(w) && conv_sizes_agree(op, 4, false));
}
