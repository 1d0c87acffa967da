/* verify_contract.c — the checks of the contractions (the op table's TOSA_CHECK
 * rows): tosa.matmul, tosa.fully_connected, tosa.conv2d, tosa.conv3d,
 * tosa.depthwise_conv2d and tosa.transpose_conv2d, with mlir-opt's message for
 * each rule of the generation whose form the op has (LLVM 22's: zero points as
 * operands), and what both mlir-opts accept and the TOSA specification forbids
 * (strides below 1, negative padding, a result of another size than the input,
 * kernel and attributes give: mlir-opt-19 lowers those to reads out of bounds)
 * with a message of the tool's own ("TOSA requires ..."). What the lowering
 * cannot lower (element types, dynamic transpose_conv2d kernels) it refuses
 * itself (passes/lower_contract.c, lower_conv.c).
 *
 * Each function returns true when it reported an error (its first only).
 * Unranked tensors are not checked (the lowering refuses them). */
#include <string.h>

#include "verify.h"

static Type *result_type(const Op *op) { return op->results[0]->type; }
static bool is_ranked(const Type *t) { return t->kind == TYPE_TENSOR; }
static bool is_static(int64_t d) { return d != DIM_DYNAMIC; }

/* LLVM 19: quantization_info with integer inputs, none with floats */
static bool check_quant_info(const Op *op) {
  Type *in = operand_type(op, 0);
  if (!is_ranked(in) || (op_attr(op, "quantization_info") != NULL) != is_float_elem(in->elem)) return false;
  return op_error(op, "quantizationattr is required for quantized type, and not allowed for float type");
}

/* LLVM 22: zero point operand i of other than i8 is 0 (`which` names it: a, b, input, weight) */
static bool check_zero_point(const Op *op, uint32_t i, const char *which) {
  Type *t = operand_type(op, i), *e = type_elem(t);
  if (!is_ranked(t) || is_signless(e, 8)) return false;
  int64_t v;
  double f;
  bool nonzero = is_float_elem(e) ? ir_const_double(op->operands[i].value, &f) && f != 0
                                  : ir_const_int(op->operands[i].value, &v) && v != 0;
  return nonzero && op_error(op, "%s zero point must be zero for non-int8 integer types", which);
}

/* LLVM 22's acc_type: required, and the one the input's element type takes */
static bool check_acc_type(const Op *op) {
  static const struct { const char *in, *acc, *acc2; } rules[] = {
      {"i8", "i32", NULL}, {"i16", "i48", NULL}, {"f16", "f16", "f32"}, {"bf16", "f32", NULL}, {"f32", "f32", NULL}};
  const Attr *a = op_attr(op, "acc_type");
  if (!a) return op_error(op, "requires attribute 'acc_type'");
  Type *in = type_elem(operand_type(op, 0));
  if (a->kind != ATTR_TYPE || !a->type) return false;
  for (size_t k = 0; k < sizeof rules / sizeof rules[0]; k++) {
    if (strcmp(in->spelling, rules[k].in)) continue;
    const char *acc = a->type->spelling;
    if (!strcmp(acc, rules[k].acc) || (rules[k].acc2 && !strcmp(acc, rules[k].acc2))) return false;
    return op_error(op, "accumulator type for %s tensor is not %s%s%s", in->spelling, rules[k].acc,
                    rules[k].acc2 ? "/" : "", rules[k].acc2 ? rules[k].acc2 : "");
  }
  return false;
}

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

/* ---------------------------------------------------------------- matmul, fully_connected */

bool check_matmul(const Op *op) {
  return op->noperands == 4 && (check_zero_point(op, 2, "a") || check_zero_point(op, 3, "b"));
}

bool check_fully_connected(const Op *op) { return op->noperands == 3 && check_quant_info(op); }

/* ---------------------------------------------------------------- convolutions */

/* The generation's rules: LLVM 19's quantization_info, LLVM 22's acc_type and zero points */
static bool check_conv_generation(const Op *op) {
  if (op->noperands == 3) return check_quant_info(op);
  if (op->noperands != 5) return false;
  return check_acc_type(op) || check_zero_point(op, 3, "input") || check_zero_point(op, 4, "weight");
}

/* The bias: one element, or one per output channel */
static bool check_bias(const Op *op, int64_t channels) {
  Type *b = operand_type(op, 2);
  if (!is_ranked(b) || b->rank != 1 || !is_static(b->dims[0]) || !is_static(channels) || b->dims[0] == 1 ||
      b->dims[0] == channels)
    return false;
  return op_error(op, "bias channels expected to be equal to output channels (%lld) or 1, got %lld",
                  (long long)channels, (long long)b->dims[0]);
}

/* conv2d, conv3d, depthwise_conv2d: (in - 1 + pad_lo + pad_hi - (k - 1) * dilation) / stride + 1 */
static bool check_conv(const Op *op, uint32_t spatial, bool depthwise) {
  if (check_conv_generation(op)) return true;
  int64_t pad[6], stride[3], dilation[3];
  bool ok;
  if (attr_ints(op, "pad", pad, 2 * spatial, &ok) || !ok || attr_ints(op, "stride", stride, spatial, &ok) || !ok ||
      attr_ints(op, "dilation", dilation, spatial, &ok) || !ok)
    return !ok;
  Type *in = operand_type(op, 0), *w = operand_type(op, 1), *out = result_type(op);
  for (uint32_t i = 0; i < spatial; i++) {
    if (stride[i] < 1 || dilation[i] < 1)
      return op_error(op, "TOSA requires strides and dilations >= 1, got %lld and %lld", (long long)stride[i],
                      (long long)dilation[i]);
    if (pad[2 * i] < 0 || pad[2 * i + 1] < 0)
      return op_error(op, "TOSA requires padding >= 0, got %lld and %lld", (long long)pad[2 * i],
                      (long long)pad[2 * i + 1]);
  }
  if (!is_ranked(in) || !is_ranked(w) || !is_ranked(out) || in->rank != spatial + 2 || out->rank != spatial + 2 ||
      w->rank != (depthwise ? 4 : spatial + 2))
    return false;
  for (uint32_t i = 0; i < spatial; i++) {
    int64_t x = in->dims[1 + i], k = w->dims[(depthwise ? 0 : 1) + i], o = out->dims[1 + i];
    if (!is_static(x) || !is_static(k) || !is_static(o)) continue;
    int64_t span = x - 1 + pad[2 * i] + pad[2 * i + 1] - (k - 1) * dilation[i];
    if (span < 0 || span / stride[i] + 1 != o)
      return op_error(op, "TOSA requires the result's spatial size %lld to be (%lld - 1 + %lld + %lld - (%lld - 1) * "
                      "%lld) / %lld + 1", (long long)o, (long long)x, (long long)pad[2 * i], (long long)pad[2 * i + 1],
                      (long long)k, (long long)dilation[i], (long long)stride[i]);
  }
  int64_t channels = out->dims[spatial + 1];
  if (!is_static(channels) && !depthwise) channels = w->dims[0];
  if (!is_static(channels) && depthwise && is_static(w->dims[2]) && is_static(w->dims[3]))
    channels = w->dims[2] * w->dims[3];
  return check_bias(op, channels);
}

bool check_conv2d(const Op *op) { return check_conv(op, 2, false); }

bool check_conv3d(const Op *op) { return check_conv(op, 3, false); }

bool check_depthwise_conv2d(const Op *op) { return check_conv(op, 2, true); }

/* (in - 1) * stride + out_pad_lo + out_pad_hi + k; out_pad above minus the kernel's size */
bool check_transpose_conv2d(const Op *op) {
  if (check_conv_generation(op)) return true;
  int64_t out_pad[4], stride[2];
  bool ok;
  if (attr_ints(op, "out_pad", out_pad, 4, &ok) || !ok || attr_ints(op, "stride", stride, 2, &ok) || !ok) return !ok;
  Type *in = operand_type(op, 0), *w = operand_type(op, 1), *out = result_type(op);
  for (uint32_t i = 0; i < 2; i++)
    if (stride[i] < 1) return op_error(op, "TOSA requires strides >= 1, got %lld", (long long)stride[i]);
  if (!is_ranked(in) || !is_ranked(w) || !is_ranked(out) || in->rank != 4 || w->rank != 4 || out->rank != 4)
    return false;
  for (uint32_t i = 0; i < 2; i++) {
    int64_t x = in->dims[1 + i], k = w->dims[1 + i], o = out->dims[1 + i], lo = out_pad[2 * i], hi = out_pad[2 * i + 1];
    if (!is_static(k)) continue;
    if (lo <= -k || hi <= -k)
      return op_error(op, "TOSA requires out_pad > -%lld (the kernel's size), got %lld and %lld", (long long)k,
                      (long long)lo, (long long)hi);
    if (is_static(x) && is_static(o) && (x - 1) * stride[i] + lo + hi + k != o)
      return op_error(op, "TOSA requires the result's spatial size %lld to be (%lld - 1) * %lld + %lld + %lld + %lld",
                      (long long)o, (long long)x, (long long)stride[i], (long long)lo, (long long)hi, (long long)k);
  }
  return check_bias(op, is_static(out->dims[3]) ? out->dims[3] : w->dims[0]);
}
