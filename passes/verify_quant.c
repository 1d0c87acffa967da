/* verify_quant.c — the checks of tosa.rescale and tosa.table (the op table's
 * TOSA_CHECK rows), with mlir-opt's message for each rule. rescale is checked
 * with the messages of the generation whose form it has: TOSA 1.0's (five
 * operands) with mlir-opt-22's; LLVM 19's (one operand, attributes), whose
 * verifier checks only that its attributes are there, with the specification's
 * rules that mlir-opt-22 checks in its form (zero points, as many shifts as
 * multipliers) as "TOSA requires ..." errors. Both generations take, and the
 * specification forbids, what is checked last with such messages: a result of
 * another shape, DOUBLE_ROUND without scale32, other widths. (Unsigned pairs the
 * specification forbids, both values unsigned or an unsigned one with i32, are
 * lowered as mlir-opt-22 lowers them: their values are defined.) table has one form: LLVM 19's message where it has a rule,
 * mlir-opt-22's where only it has one (the result's shape), and the
 * specification's table sizes (256 entries for i8, 513 for i16: a shorter table
 * is read out of bounds).
 *
 * Each function returns true when it reported an error (its first only).
 * Unranked tensors are not checked (the lowering refuses them). */
#include <string.h>

#include "verify.h"

static Type *result_type(const Op *op) { return op->results[0]->type; }
static bool is_ranked(const Type *t) { return t->kind == TYPE_TENSOR; }
static bool is_static(int64_t d) { return d != DIM_DYNAMIC; }

static bool bool_attr(const Op *op, const char *name) {
  const Attr *a = op_attr(op, name);
  return a && (a->kind == ATTR_BOOL || a->kind == ATTR_INT) && a->ival;
}

/* ---------------------------------------------------------------- rescale */

/* What the rescale reads, in either form. */
typedef struct Rescale {
  Type *in, *out;        /* the element types (a quantized type's storage) */
  bool in_unsigned, out_unsigned, scale32, per_channel, double_round;
  int64_t channels;      /* multipliers it takes: 1, or the last dim's size (DIM_DYNAMIC unknown) */
} Rescale;

/* A zero point `zp` of `which` (input, output) of element type t: 0 unless 8 bits, 0 or
 * 32768 for unsigned 16 bits (TOSA 1.0: mlir-opt-22's messages; LLVM 19: the spec's) */
static bool check_rescale_zp(const Op *op, bool v22, const char *which, const Type *t, bool is_unsigned, int64_t zp) {
  if (t->kind != TYPE_INT || t->width == 8) return false;
  bool u16 = t->width == 16 && (is_unsigned || t->sign == UNSIGNED);
  if (u16) zp &= 0xFFFF;
  if (zp == 0 || (u16 && zp == 32768)) return false;
  if (!v22)
    return op_error(op, "TOSA requires %s_zp 0%s for a %s %s, got %lld", which, u16 ? " or 32768" : "", t->spelling,
                    which, (long long)zp);
  if (u16) return op_error(op, "expect %s_zp of 0 or 32768 for unsigned int16 %s, got %lld", which, which, (long long)zp);
  return op_error(op, "expect %s_zp of 0, got %lld", which, (long long)zp);
}

/* mlir-opt-22's rules of the TOSA 1.0 form, in its order */
static bool check_rescale_v22(const Op *op, const Rescale *q) {
  Type *shift = operand_type(op, 2), *mult = operand_type(op, 1);
  if (is_ranked(shift) && (shift->rank != 1 || !is_signless(shift->elem, 8)))
    return op_error(op, "operand #2 must be 1D tensor of 8-bit signless integer values, but got '%s'", shift->spelling);
  if (q->in->kind != TYPE_INT) return op_error(op, "expect input to have integer element type, got '%s'", q->in->spelling);
  if (q->out->kind != TYPE_INT)
    return op_error(op, "expect output to have integer element type, got '%s'", q->out->spelling);
  static const char *const names[2] = {"input", "output"};
  for (int k = 0; k < 2; k++) {
    Type *v = k ? q->out : q->in, *zp = quant_storage(operand_elem(op, 3 + k), true);
    if (zp->kind != TYPE_INT || zp->width != v->width)
      return op_error(op, "expected %s and %s_zp to both be integer of the same bitwidth, but got '%s' vs. '%s'",
                      names[k], names[k], v->spelling, zp->spelling);
  }
  for (int k = 0; k < 2; k++) {
    int64_t zp;
    if (const_operand(op, 3 + k, &zp) &&
        check_rescale_zp(op, true, names[k], k ? q->out : q->in, k ? q->out_unsigned : q->in_unsigned, zp))
      return true;
  }
  const char *want = q->scale32 ? "i32" : "i16";
  if (type_is_shaped(mult) && strcmp(type_elem(mult)->spelling, want))
    return op_error(op, "expect %s element type for multiplier for scale32=%s, got '%s'", want,
                    q->scale32 ? "true" : "false", type_elem(mult)->spelling);
  for (int k = 0; k < 2; k++) {
    Type *t = operand_type(op, 1 + k);
    if (is_ranked(t) && t->rank == 1 && is_static(t->dims[0]) && is_static(q->channels) && t->dims[0] != q->channels)
      return op_error(op, "expect shape of { %lld } for %s input, got { %lld }", (long long)q->channels,
                      k ? "shift" : "multiplier", (long long)t->dims[0]);
  }
  return false;
}

/* LLVM 19's form: its attributes are required (mlir-opt-19), the rest is the spec's */
static bool check_rescale_v19(const Op *op, const Rescale *q) {
  static const char *const required[] = {"double_round", "input_zp",  "multiplier", "output_zp",
                                         "per_channel",  "scale32",   "shift"};
  for (size_t k = 0; k < sizeof required / sizeof *required; k++)
    if (!op_attr(op, required[k])) return op_error(op, "requires attribute '%s'", required[k]);
  if (q->in->kind != TYPE_INT || q->out->kind != TYPE_INT)
    return op_error(op, "TOSA requires integer values, got '%s' and '%s'", q->in->spelling, q->out->spelling);
  int64_t zp;
  const Attr *a = op_attr(op, "input_zp");
  if (a && attr_as_int(a, &zp) && check_rescale_zp(op, false, "input", q->in, false, zp)) return true;
  a = op_attr(op, "output_zp");
  if (a && attr_as_int(a, &zp) && check_rescale_zp(op, false, "output", q->out, false, zp)) return true;
  int64_t v[IR_MAX_RANK * 2];
  uint32_t nm, ns;
  if (!op_const_ints(op, "multiplier", 0, v, IR_MAX_RANK * 2, &nm) || !op_const_ints(op, "shift", 0, v, IR_MAX_RANK * 2, &ns))
    return false;
  /* A multiplier count other than 1 and the last dim's is left to the lowering, which
   * refuses it: LLVM's own TOSA test text has one, which --elementwise-only carries. */
  if (nm != ns) return op_error(op, "TOSA requires as many shifts as multipliers, got %u and %u", ns, nm);
  return false;
}

/* What both generations accept and the specification forbids */
static bool check_rescale_spec(const Op *op, const Rescale *q) {
  Type *in = operand_type(op, 0), *out = result_type(op);
  if (is_ranked(in) && is_ranked(out)) {
    bool same = in->rank == out->rank;
    for (uint32_t d = 0; same && d < in->rank; d++)
      same = !is_static(in->dims[d]) || !is_static(out->dims[d]) || in->dims[d] == out->dims[d];
    if (!same) return op_error(op, "TOSA requires the result's shape to be the input's, got '%s' and '%s'",
                               out->spelling, in->spelling);
  }
  if (q->double_round && !q->scale32) return op_error(op, "TOSA requires scale32 for double rounding");
  uint32_t iw = q->in->width, ow = q->out->width;
  if ((iw != 8 && iw != 16 && iw != 32 && iw != 48) || (ow != 8 && ow != 16 && ow != 32))
    return op_error(op, "TOSA requires an input of 8, 16, 32 or 48 bits and a result of 8, 16 or 32, got '%s' and "
                        "'%s'", q->in->spelling, q->out->spelling);
  return false;
}

bool check_rescale(const Op *op) {
  bool v22 = op->noperands == 5;
  if (!v22 && op->noperands != 1) return false;
  Type *in = operand_type(op, 0), *out = result_type(op);
  if (!type_is_shaped(in) || !type_is_shaped(out)) return false;
  Rescale q = {.in = quant_storage(type_elem(in), true), .out = quant_storage(type_elem(out), true),
               .in_unsigned = bool_attr(op, "input_unsigned"), .out_unsigned = bool_attr(op, "output_unsigned"),
               .scale32 = bool_attr(op, "scale32"), .per_channel = bool_attr(op, "per_channel"), .channels = 1};
  const Attr *mode = op_attr(op, "rounding_mode");
  q.double_round = v22 ? mode && mode->spelling && strstr(mode->spelling, "DOUBLE_ROUND") : bool_attr(op, "double_round");
  if (q.per_channel) q.channels = is_ranked(in) && in->rank ? in->dims[in->rank - 1] : DIM_DYNAMIC;
  if (v22 ? check_rescale_v22(op, &q) : check_rescale_v19(op, &q)) return true;
  return q.in->kind == TYPE_INT && q.out->kind == TYPE_INT && check_rescale_spec(op, &q);
}

/* ---------------------------------------------------------------- table */

bool check_table(const Op *op) {
  if (op->noperands != 2) return false;
  Type *in = operand_type(op, 0), *table = operand_type(op, 1), *out = result_type(op);
  if (is_ranked(table) && table->rank != 1)
    return op_error(op, "operand #1 must be 1-d tensor, but got '%s'", table->spelling);
  if (is_ranked(in) && is_ranked(out)) {
    if (in->rank != out->rank) return op_error(op, "expected input tensor rank to equal result tensor rank");
    for (uint32_t d = 0; d < in->rank; d++)
      if (is_static(in->dims[d]) && is_static(out->dims[d]) && in->dims[d] != out->dims[d])
        return op_error(op, "dim(result, %u) = %lld doesn't match dim(input, %u) = %lld", d, (long long)out->dims[d],
                        d, (long long)in->dims[d]);
  }
  if (!type_is_shaped(in) || !type_is_shaped(table) || !type_is_shaped(out)) return false;
  /* Other element types are left to the lowering, which refuses them: LLVM's own TOSA
   * test text has an i32 table, which --elementwise-only carries. */
  Type *ie = quant_storage(type_elem(in), false), *te = quant_storage(type_elem(table), false);
  bool i8 = is_signless(ie, 8) && is_signless(te, 8), i16 = is_signless(ie, 16) && is_signless(te, 16);
  int64_t size = i8 ? 256 : 513;
  if ((i8 || i16) && is_ranked(table) && is_static(table->dims[0]) && table->dims[0] != size)
    return op_error(op, "TOSA requires a table of %lld entries for %s values, got %lld", (long long)size,
                    ie->spelling, (long long)table->dims[0]);
  return false;
}
