/* verify_pool.c — the checks of the image ops (the op table's TOSA_CHECK rows):
 * tosa.max_pool2d, tosa.avg_pool2d, tosa.resize, tosa.fft2d and tosa.rfft2d,
 * with mlir-opt's message for each rule. max_pool2d, fft2d and rfft2d have one
 * form in both generations: where mlir-opt-19 has a rule its message is taken,
 * where only mlir-opt-22 has one (kernel, stride and pad values, the result's
 * size, powers of two) mlir-opt-22's. avg_pool2d and resize are checked with the
 * messages of the generation whose form they have (LLVM 22's: zero points or
 * shape operands); a rule mlir-opt-22 has and mlir-opt-19 lacks is the TOSA
 * specification's and holds in LLVM 19's form too, with a message of the tool's
 * own ("TOSA requires ..."), as does what both accept and the specification
 * forbids (a result of another batch or channel count, another element type).
 *
 * Each function returns true when it reported an error (its first only).
 * Unranked tensors are not checked (the lowering refuses them). */
#include <string.h>

#include "verify.h"

static Type *result_type(const Op *op) { return op->results[0]->type; }
static bool is_ranked(const Type *t) { return t->kind == TYPE_TENSOR; }
static bool is_static(int64_t d) { return d != DIM_DYNAMIC; }

/* "0, 2" as mlir-opt-22 prints an array in these messages */
const char *ints_list(int i, const int64_t *v, uint32_t n) {
  Buf *b = msg_part(i);
  for (uint32_t k = 0; k < n; k++) buf_printf(b, "%s%lld", k ? ", " : "", (long long)v[k]);
  return buf_c(b);
}

/* operand i of rank `rank`, i past the operands: result i - noperands (ODS's
 * message: LLVM 22's says tosa-conformant, and takes no dim of 0) */
bool rank_is(const Op *op, uint32_t i, uint32_t rank, bool v22) {
  bool result = i >= op->noperands;
  Type *t = result ? op->results[i - op->noperands]->type : operand_type(op, i);
  if (!is_ranked(t)) return false;
  bool empty = false; /* a dim of 0 is not tosa-conformant */
  for (uint32_t d = 0; v22 && d < t->rank; d++) empty |= t->dims[d] == 0;
  if (t->rank == rank && !empty) return false;
  return op_error(op, "%s #%u must be %u-d %stensor, but got '%s'", result ? "result" : "operand",
                  result ? i - op->noperands : i, rank, v22 ? "tosa-conformant " : "", t->spelling);
}

/* The result's batch and channels are the input's (both mlir-opts accept others). */
static bool same_batch_channels(const Op *op, const Type *in, const Type *out) {
  for (uint32_t d = 0; d < 4; d += 3)
    if (is_static(in->dims[d]) && is_static(out->dims[d]) && in->dims[d] != out->dims[d])
      return op_error(op, "TOSA requires the result's %s to be the input's %lld, got %lld", d ? "channels" : "batch",
                      (long long)in->dims[d], (long long)out->dims[d]);
  return false;
}

/* ---------------------------------------------------------------- pools */

/* (size + pad_before + pad_after - kernel) / stride + 1, whole (mlir-opt-22's rule) */
static bool pool_size(const Op *op, bool v22, int64_t in, int64_t out, const int64_t *k, const int64_t *s,
                      const int64_t *p, bool width) {
  if (!is_static(in)) return false;
  const char *dim = width ? "width" : "height", *axis = width ? "x" : "y";
  const char *before = width ? "left" : "top", *after = width ? "right" : "bottom";
  int64_t span = in + p[0] + p[1] - k[0];
  if (span % s[0] && v22)
    return op_error(op, "expected input_%s + pad_%s + pad_%s - kernel_%s to be wholly divisible by stride_%s, got "
                        "(%lld + %lld + %lld - %lld) / %lld", dim, before, after, axis, axis, (long long)in,
                    (long long)p[0], (long long)p[1], (long long)k[0], (long long)s[0]);
  int64_t want = (span < 0 ? span - s[0] + 1 : span) / s[0] + 1; /* floor: mlir-opt-19 reads no more rows */
  if (is_static(out) && out != want)
    return op_error(op, "calculated output %s did not match expected: calculated=%lld, expected=%lld", dim,
                    (long long)want, (long long)out);
  return false;
}

/* What both pools share: the rank, kernel, stride and pad, the result's size. */
static bool check_pool(const Op *op, bool v22) {
  if (rank_is(op, 0, 4, v22)) return true;
  int64_t k[2], s[2], p[4];
  bool ok;
  if (attr_ints(op, "kernel", k, 2, &ok) || !ok || attr_ints(op, "stride", s, 2, &ok) || !ok ||
      attr_ints(op, "pad", p, 4, &ok) || !ok)
    return !ok;
  if (k[0] < 1 || k[1] < 1) return op_error(op, "expect all kernel values to be >= 1, got %s", ints_list(0, k, 2));
  if (s[0] < 1 || s[1] < 1) return op_error(op, "expect all stride values to be >= 1, got %s", ints_list(0, s, 2));
  for (int i = 0; i < 4; i++)
    if (p[i] < 0) return op_error(op, "expect all padding values to be >= 0, got %s", ints_list(0, p, 4));
  if (p[2] >= k[1] || p[3] >= k[1])
    return op_error(op, "expected left/right padding to be less than the width of the kernel, got pad_left=%lld, "
                        "pad_right=%lld, kernel_x=%lld", (long long)p[2], (long long)p[3], (long long)k[1]);
  if (p[0] >= k[0] || p[1] >= k[0])
    return op_error(op, "expected top/bottom padding to be less than the height of the kernel, got pad_top=%lld, "
                        "pad_bottom=%lld, kernel_y=%lld", (long long)p[0], (long long)p[1], (long long)k[0]);
  Type *in = operand_type(op, 0), *out = result_type(op);
  if (!is_ranked(in) || !is_ranked(out) || out->rank != 4) return false;
  return pool_size(op, v22, in->dims[1], out->dims[1], &k[0], &s[0], &p[0], false) ||
         pool_size(op, v22, in->dims[2], out->dims[2], &k[1], &s[1], &p[2], true) || same_batch_channels(op, in, out);
}

bool check_max_pool2d(const Op *op) {
  Type *in = operand_type(op, 0), *out = result_type(op);
  if (type_is_shaped(in) && type_is_shaped(out) && type_elem(in) != type_elem(out))
    return op_error(op, "expect input and output to have same element type, got '%s' and '%s'",
                    type_elem(in)->spelling, type_elem(out)->spelling);
  return check_pool(op, op_attr(op, "nan_mode") != NULL);
}

/* acc_type for the input's element type (both generations' rule and message) */
static bool check_pool_acc(const Op *op, const Type *in) {
  const Attr *a = op_attr(op, "acc_type");
  if (!a || a->kind != ATTR_TYPE || !a->type) return false;
  const char *acc = a->type->spelling;
  bool v22 = op->noperands == 3;
  if (strcmp(acc, "i32") && strcmp(acc, v22 ? "i48" : "si32") && strcmp(acc, "f16") && strcmp(acc, "f32"))
    return op_error(op, "attribute 'acc_type' failed to satisfy constraint: type attribute of 32-bit signless integer "
                        "or %s or 16-bit float or 32-bit float", v22 ? "48-bit signless integer" : "32-bit signed integer");
  if (in->kind == TYPE_INT && strcmp(acc, "i32"))
    return op_error(op, "accumulator type for integer tensor is not i32");
  if (is_float_elem(in) && !strcmp(in->spelling, "f16") && strcmp(acc, "f16") && strcmp(acc, "f32"))
    return op_error(op, "accumulator type for f16 tensor is not f16/f32");
  if (is_float_elem(in) && (!strcmp(in->spelling, "bf16") || !strcmp(in->spelling, "f32")) && strcmp(acc, "f32"))
    return op_error(op, "accumulator type for %s tensor is not f32", in->spelling);
  return false;
}

/* LLVM 22's zero point operand i: its element type is the value's, non-zero for i8 only */
static bool check_pool_zero_point(const Op *op, uint32_t i, const Type *value, const char *which) {
  Type *zp = quant_storage(operand_elem(op, i), true);
  if (zp != value)
    return op_error(op, "expect both %s and its zero point are the same element type, got '%s' and '%s'", which,
                    value->spelling, zp->spelling);
  int64_t v;
  double f;
  bool nonzero = is_float_elem(zp) ? ir_const_double(op->operands[i].value, &f) && f != 0
                                   : !is_signless(zp, 8) && const_operand(op, i, &v) && v != 0;
  return nonzero && op_error(op, "%s zero point must be zero for non-int8 integer types", which);
}

bool check_avg_pool2d(const Op *op) {
  bool v22 = op->noperands == 3;
  if (!op_attr(op, "acc_type")) return op_error(op, "requires attribute 'acc_type'"); /* both generations */
  Type *in = operand_type(op, 0), *out = result_type(op);
  if (!type_is_shaped(in) || !type_is_shaped(out)) return false;
  Type *ie = quant_storage(type_elem(in), true), *oe = quant_storage(type_elem(out), true);
  if (v22 && rank_is(op, 0, 4, true)) return true;
  if (check_pool_acc(op, ie)) return true;
  static const char *const allowed[] = {"f32", "f16", "bf16", "i8", "i16"};
  bool known = false;
  for (size_t k = 0; k < sizeof allowed / sizeof *allowed; k++) known |= !strcmp(ie->spelling, allowed[k]);
  if (!v22 && (ie != oe || !known)) return op_error(op, "input/output element types are incompatible.");
  if (v22 && (check_pool_zero_point(op, 1, ie, "input") || check_pool_zero_point(op, 2, oe, "output"))) return true;
  if (ie != oe || !known)
    return op_error(op, "TOSA requires an input of i8, i16, f16, bf16 or f32 and a result of its type, got '%s' and "
                        "'%s'", ie->spelling, oe->spelling);
  return check_pool(op, v22);
}

/* ---------------------------------------------------------------- resize */

/* ((in - 1) * n - offset + border) / d + 1, whole (TOSA 1.0's form; not checked for
 * an input of 1, which broadcasts). LLVM 19's form takes a static result size as
 * written, as mlir-opt-19 does (LLVM's own resize tests have such sizes). */
static bool resize_size(const Op *op, int64_t in, int64_t out, const int64_t *scale, int64_t offset, int64_t border,
                        bool width) {
  if (!is_static(in) || in == 1) return false;
  const char *dim = width ? "width" : "height", *axis = width ? "x" : "y";
  int64_t span = (in - 1) * scale[0] - offset + border;
  if (span % scale[1])
    return op_error(op, "expected (input_%s - 1) * scale_%s_n - offset_%s + border_%s to be wholly divisible by "
                        "scale_%s_d, got ((%lld - 1) * %lld - %lld + %lld) / %lld", dim, axis, axis, axis, axis,
                    (long long)in, (long long)scale[0], (long long)offset, (long long)border, (long long)scale[1]);
  if (is_static(out) && out != span / scale[1] + 1)
    return op_error(op, "calculated output %s did not match expected: calculated=%lld, expected=%lld", dim,
                    (long long)(span / scale[1] + 1), (long long)out);
  return false;
}

/* The specification's ranges of offset and border, in units of the scale's numerator */
static bool resize_ranges(const Op *op, const int64_t *scale, const int64_t *offset, const int64_t *border) {
  for (int i = 0; i < 2; i++) {
    int64_t n = scale[2 * i];
    if (offset[i] < -n || offset[i] >= 16 * n)
      return op_error(op, "TOSA requires -scale_n <= offset < 16 * scale_n, got offset %lld and scale_n %lld",
                      (long long)offset[i], (long long)n);
    if (border[i] < -16 * n || border[i] >= n)
      return op_error(op, "TOSA requires -16 * scale_n <= border < scale_n, got border %lld and scale_n %lld",
                      (long long)border[i], (long long)n);
  }
  return false;
}

/* LLVM 19's attributes: border, mode, offset, scale (ODS's order and messages) */
static bool check_resize_attrs(const Op *op) {
  int64_t v[4];
  bool ok;
  if (op_attr(op, "border") && (attr_ints(op, "border", v, 2, &ok) || !ok)) return !ok;
  const Attr *mode = op_attr(op, "mode");
  const char *m = mode && mode->spelling ? mode->spelling : "";
  if (mode && strcmp(m, "\"BILINEAR\"") && strcmp(m, "\"NEAREST_NEIGHBOR\""))
    return op_error(op, "attribute 'mode' failed to satisfy constraint: Supported resize/upsampling strategies");
  if (op_attr(op, "offset") && (attr_ints(op, "offset", v, 2, &ok) || !ok)) return !ok;
  if (op_attr(op, "scale") && (attr_ints(op, "scale", v, 4, &ok) || !ok)) return !ok;
  return false;
}

bool check_resize(const Op *op) {
  bool v22 = op->noperands == 4;
  if (rank_is(op, 0, 4, v22) || (!v22 && check_resize_attrs(op))) return true;
  int64_t scale[8], offset[4], border[4];
  uint32_t ns, no, nb;
  if (!op_const_ints(op, "scale", 1, scale, 8, &ns) || !op_const_ints(op, "offset", 2, offset, 4, &no) ||
      !op_const_ints(op, "border", 3, border, 4, &nb) || ns != 4 || no != 2 || nb != 2)
    return false;
  for (int i = 0; i < 4; i++)
    if (scale[i] <= 0)
      return op_error(op, "%s all scale values to be > 0, got %s", v22 ? "expect" : "TOSA requires",
                      ints_list(0, scale, 4));
  Type *in = operand_type(op, 0), *out = result_type(op);
  if (!is_ranked(in) || !is_ranked(out) || out->rank != 4) return false;
  return (v22 && (resize_size(op, in->dims[1], out->dims[1], &scale[0], offset[0], border[0], false) ||
                  resize_size(op, in->dims[2], out->dims[2], &scale[2], offset[1], border[1], true))) ||
         resize_ranges(op, scale, offset, border) || same_batch_channels(op, in, out);
}

/* ---------------------------------------------------------------- fft2d, rfft2d */

static bool power_of_two(const Op *op, int64_t size, const char *name) {
  if (!is_static(size) || (size > 0 && !(size & (size - 1)))) return false;
  return op_error(op, "expected %s to be a power of two, got %lld", name, (long long)size);
}

/* rank 3 (LLVM 19's message), floats of one type (LLVM 22's) */
static bool check_fft_types(const Op *op) {
  for (uint32_t i = 0; i < op->noperands; i++)
    if (rank_is(op, i, 3, false)) return true;
  Type *e = type_elem(operand_type(op, 0));
  for (uint32_t i = 0; i < op->noperands + op->nresults; i++) {
    Type *t = type_elem(i < op->noperands ? operand_type(op, i) : op->results[i - op->noperands]->type);
    if (!is_float_elem(t)) return op_error(op, "requires a floating point type");
    if (t != e) return op_error(op, "requires the same element type for all operands and results");
  }
  return false;
}

bool check_fft2d(const Op *op) {
  if (op->noperands != 2 || op->nresults != 2 || check_fft_types(op)) return op->noperands == 2 && op->nresults == 2;
  const Type *shape = NULL;
  for (uint32_t i = 0; i < 4; i++) {
    Type *t = i < 2 ? operand_type(op, i) : op->results[i - 2]->type;
    if (!is_ranked(t)) continue;
    if (!shape) shape = t;
    bool same = t->rank == shape->rank;
    for (uint32_t d = 0; same && d < t->rank; d++)
      same = !is_static(t->dims[d]) || !is_static(shape->dims[d]) || t->dims[d] == shape->dims[d];
    if (!same) return op_error(op, "requires the same shape for all operands and results");
  }
  Type *re = operand_type(op, 0), *im = operand_type(op, 1);
  if (!is_ranked(re) || !is_ranked(im)) return false;
  /* mlir-opt-22 reads the real part's sizes, the imaginary part's where those are static */
  return power_of_two(op, is_static(re->dims[1]) ? im->dims[1] : re->dims[1], "height") ||
         power_of_two(op, is_static(re->dims[2]) ? im->dims[2] : re->dims[2], "width");
}

bool check_rfft2d(const Op *op) {
  if (op->noperands != 1 || op->nresults != 2 || check_fft_types(op)) return op->noperands == 1 && op->nresults == 2;
  Type *in = operand_type(op, 0), *r0 = op->results[0]->type, *r1 = op->results[1]->type;
  if (is_ranked(r0) && is_ranked(r1)) {
    bool same = r0->rank == r1->rank;
    for (uint32_t d = 0; same && d < r0->rank; d++)
      same = !is_static(r0->dims[d]) || !is_static(r1->dims[d]) || r0->dims[d] == r1->dims[d];
    if (!same) return op_error(op, "expected output shapes to match, got '%s', '%s'", r0->spelling, r1->spelling);
  }
  if (!is_ranked(in) || power_of_two(op, in->dims[1], "height") || power_of_two(op, in->dims[2], "width"))
    return is_ranked(in);
  if (!is_ranked(r0) || r0->rank != 3) return false;
  for (uint32_t d = 0; d < 2; d++)
    if (is_static(in->dims[d]) && is_static(r0->dims[d]) && in->dims[d] != r0->dims[d])
      return op_error(op, "expected batch and height dimensions of input/output to match, got input='%s' output='%s'",
                      in->spelling, r0->spelling);
  if (is_static(in->dims[2]) && is_static(r0->dims[2]) && r0->dims[2] != in->dims[2] / 2 + 1)
    return op_error(op, "expected output width to be equal to input_width / 2 + 1, got %lld", (long long)r0->dims[2]);
  return false;
}
