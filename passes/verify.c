/* verify.c — decides which programs are legal and reports every error of a file:
 * one per op (its first failed check, as mlir-opt-19 reports it), at the op.
 *
 * An op is checked in three stages, and stops at the first failure:
 *   1. REFERENCE: what mlir-opt-19 checks, in its order and with its messages: the
 *      parse-time checks of the generic form (operand types, SSA names, properties,
 *      inherent attributes), then the op verifier (counts, attributes, type
 *      classes, element-type rule, ResultsBroadcastableShape, clamp, tosa.equal's
 *      inferred type); with --strict-ranks also mlir-opt-22's rank rule.
 *   2. SPEC: the Broadcastable document where mlir-opt-19 departs from it (a result
 *      of another rank than the operands' broadcast), and the element-type and
 *      shape relations later TOSA dialects require (sigmoid, erf, cast, select).
 *   3. LOWERING: what tosa2linalg's lowering supports (element classes of
 *      tosa_ops.def, ranked tensors without 0 dims, mul shifts, ...): programs
 *      mlir-opt-19 verifies but cannot lower are rejected here, at the op.
 * Function- and chunk-level rules (returns, calls, symbols, terminators, forward
 * references and dominance) follow mlir-opt-19 too. docs/op-rules.md has the
 * rules and messages; test/verify pins them. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "passes.h"

/* ---------------------------------------------------------------- text */

/* "'tosa.add' op MESSAGE" at the op; always returns true (= an error was reported). */
static bool op_error(const Op *op, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Message texts are built in these, not in Bufs on the stack, whose memory an
 * out-of-memory jump out of a report would lose; verify_reset frees them. */
static _Thread_local Buf op_msg, text_a, text_b;
static Buf *text_buf(Buf *b) {
  b->len = 0;
  if (b->p) b->p[0] = 0;
  return b;
}

static bool op_error(const Op *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  op_msg.len = 0;
  buf_vprintf(&op_msg, fmt, ap);
  va_end(ap);
  diag_report(DIAG_ERROR, op->loc, "'%s' op %s", op->name, buf_c(&op_msg));
  return true;
}

/* '2x?x3' (rank 0: ''), as mlir-opt prints shapes in the broadcast messages. */
static void dims_text(Buf *s, const int64_t *dims, uint32_t rank) {
  for (uint32_t i = 0; i < rank; i++) {
    if (i) buf_str(s, "x");
    if (dims[i] == DIM_DYNAMIC)
      buf_str(s, "?");
    else
      buf_printf(s, "%lld", (long long)dims[i]);
  }
}

/* ---------------------------------------------------------------- element types */

static bool is_float_elem(const Type *t) {
  return t->kind == TYPE_FLOAT || (t->kind == TYPE_OPAQUE && type_is_other_float(t->text, t->text_len));
}

static uint32_t float_width(const Type *t) {
  if (t->kind == TYPE_FLOAT) return t->width;
  if (!strcmp(t->text, "tf32")) return 32; /* as MLIR's getIntOrFloatBitWidth */
  if (!strcmp(t->text, "f80")) return 80;
  if (!strcmp(t->text, "f128")) return 128;
  return (uint32_t)(t->text[1] - '0'); /* f8..., f6..., f4... */
}

/* TOSA's "number": signless or unsigned integers of any width, any float, quantized
 * types; not siN, index, complex. */
static bool is_number_elem(const Type *t) {
  if (t->kind == TYPE_INT) return t->sign != SIGNED;
  if (t->kind == TYPE_OPAQUE && !strncmp(t->text, "!quant.", 7)) return true;
  return is_float_elem(t);
}

static bool is_signless(const Type *t, uint32_t width) {
  return t && t->kind == TYPE_INT && t->sign == SIGNLESS && t->width == width;
}

static bool ref_class_ok(RefClass c, const Type *t) {
  if (!type_is_shaped(t)) return false;
  const Type *e = t->elem;
  switch (c) {
  case RC_NUMBER: return is_number_elem(e);
  case RC_I1: return is_signless(e, 1);
  case RC_I32: return is_signless(e, 32);
  case RC_FLOAT: return is_float_elem(e);
  }
  return false;
}

static const char *ref_class_words(RefClass c) {
  switch (c) {
  case RC_NUMBER: return "number";
  case RC_I1: return "1-bit signless integer";
  case RC_I32: return "32-bit signless integer";
  case RC_FLOAT: return "floating-point";
  }
  return "number";
}

/* The element classes the lowering handles: i1 / i8..i64 / f16, bf16, f32, f64. */
static unsigned lowerable_class(const Type *e) {
  if (e->kind == TYPE_FLOAT) return EC_FLOAT;
  if (e->kind != TYPE_INT || e->sign != SIGNLESS) return 0;
  if (e->width == 1) return EC_BOOL;
  if (e->width == 8 || e->width == 16 || e->width == 32 || e->width == 64) return EC_INT;
  return 0;
}

/* What an operand of the given classes may be: in words when the element type is
 * one tosa2linalg handles but of the wrong class (an integer for tosa.exp), as a
 * list of the types when it is not one of them at all (i4, ui8, f80, ...). */
static const char *lowerable_words(unsigned classes, bool as_list) {
  switch (classes) {
  case EC_FLOAT: return as_list ? "f16, bf16, f32 or f64" : "floating-point";
  case EC_INT | EC_BOOL: return as_list ? "i1, i8, i16, i32 or i64" : "signless integer";
  case EC_INT: return "i8, i16, i32 or i64";
  case EC_BOOL: return as_list ? "i1" : "1-bit signless integer";
  case EC_NUM: return "i8, i16, i32, i64, f16, bf16, f32 or f64";
  default: return "i1, i8, i16, i32, i64, f16, bf16, f32 or f64";
  }
}

/* ---------------------------------------------------------------- attributes as MLIR prints them */

static void attr_text(Buf *s, const Attr *a);

/* A float the way mlir-opt prints it: %.6e when that reads back to the same value
 * of the attribute's type, else the shortest decimal that does. */
static void float_text(Buf *s, const Attr *a) {
  if (a->text && (!strncmp(a->text, "0x", 2) || !strncmp(a->text, "-0x", 3))) {
    buf_str(s, a->text);
    return;
  }
  const Type *t = a->type;
  bool is_f32 = t && t->kind == TYPE_FLOAT && t->fkind == FLOAT_F32;
  bool is_f64 = !t || (t->kind == TYPE_FLOAT && t->fkind == FLOAT_F64);
  double v = is_f32 ? (double)(float)a->fval : a->fval;
  char buf[64];
  snprintf(buf, sizeof buf, "%.6e", v);
  for (int prec = 7; prec <= 17; prec++) {
    double back = strtod(buf, NULL);
    bool same = is_f32 ? (float)back == (float)v : is_f64 ? back == v : true; /* f16/bf16: 7 digits suffice */
    if (same) break;
    snprintf(buf, sizeof buf, "%.*g", prec, v);
    if (!strpbrk(buf, ".e")) strcat(buf, ".0");
  }
  buf_str(s, buf);
}

static void dict_text(Buf *s, const Attr *d) {
  uint32_t n = d->n;
  uint32_t *order = arena_alloc(&ir_func_arena, (n ? n : 1) * sizeof *order); /* goes with the item */
  for (uint32_t i = 0; i < n; i++) order[i] = i;
  for (uint32_t i = 1; i < n; i++) /* sorted by name, as a DictionaryAttr is */
    for (uint32_t j = i; j > 0 && strcmp(d->entries[order[j - 1]].name, d->entries[order[j]].name) > 0; j--) {
      uint32_t t = order[j];
      order[j] = order[j - 1];
      order[j - 1] = t;
    }
  buf_str(s, "{");
  for (uint32_t i = 0; i < n; i++) {
    const NamedAttr *e = &d->entries[order[i]];
    if (i) buf_str(s, ", ");
    buf_str(s, e->name);
    if (e->value && e->value->kind != ATTR_UNIT) {
      buf_str(s, " = ");
      attr_text(s, e->value);
    }
  }
  buf_str(s, "}");
}

static void attr_text(Buf *s, const Attr *a) {
  switch (a->kind) {
  case ATTR_INT:
    if (is_signless(a->type, 1)) {
      buf_str(s, a->ival ? "true" : "false");
      break;
    }
    if (a->int_overflow && a->text)
      buf_str(s, a->text);
    else
      buf_printf(s, "%lld", (long long)a->ival);
    buf_printf(s, " : %s", a->type ? a->type->text : "i64");
    break;
  case ATTR_FLOAT:
    float_text(s, a);
    buf_printf(s, " : %s", a->type ? a->type->text : "f64");
    break;
  case ATTR_BOOL: buf_str(s, a->ival ? "true" : "false"); break;
  case ATTR_STRING:
  case ATTR_SYMBOL:
  case ATTR_OPAQUE:
    buf_str(s, a->text ? a->text : "");
    if (a->type && a->kind != ATTR_SYMBOL) buf_printf(s, " : %s", a->type->text);
    break;
  case ATTR_UNIT: buf_str(s, "unit"); break;
  case ATTR_TYPE: buf_str(s, a->type->text); break;
  case ATTR_ARRAY:
    buf_str(s, "[");
    for (uint32_t i = 0; i < a->n; i++) {
      if (i) buf_str(s, ", ");
      attr_text(s, a->elems[i]);
    }
    buf_str(s, "]");
    break;
  case ATTR_DICT: dict_text(s, a); break;
  }
}

/* ---------------------------------------------------------------- inherent attributes */

/* The attributes the TOSA element-wise ops define (LLVM 19), in declaration order;
 * in the generic form they may be written among the properties <{...}> or the
 * attributes {...}. Ops without any have no properties at all. */
typedef enum AttrConstraint { AC_I64, AC_FLOAT, AC_I8, AC_BOOL, AC_UNARY_QUANT } AttrConstraint;
typedef struct InherentAttr {
  const char *name;
  AttrConstraint constraint;
  bool required;
} InherentAttr;

static const InherentAttr clamp_attrs[] = {
    {"min_int", AC_I64, true}, {"max_int", AC_I64, true}, {"min_fp", AC_FLOAT, true}, {"max_fp", AC_FLOAT, true}};
static const InherentAttr mul_attrs[] = {{"shift", AC_I8, true}};
static const InherentAttr ars_attrs[] = {{"round", AC_BOOL, true}};
static const InherentAttr negate_attrs[] = {{"quantization_info", AC_UNARY_QUANT, false}};

static const InherentAttr *inherent_attrs(const OpInfo *info, size_t *n) {
  switch (info->hook) {
  case HOOK_CLAMP: *n = 4; return clamp_attrs;
  case HOOK_MUL: *n = 1; return mul_attrs;
  case HOOK_ARITHMETIC_RIGHT_SHIFT: *n = 1; return ars_attrs;
  case HOOK_NEGATE: *n = 1; return negate_attrs;
  default: *n = 0; return NULL;
  }
}

static const char *constraint_words(AttrConstraint c) {
  switch (c) {
  case AC_I64: return "64-bit signless integer attribute";
  case AC_FLOAT: return "arbitrary float attribute";
  case AC_I8: return "8-bit signless integer attribute";
  case AC_BOOL: return "bool attribute";
  case AC_UNARY_QUANT: return "Attribute for UnaryOp quantization information.";
  }
  return "";
}

static bool is_unary_quant(const Attr *a) {
  return a->kind == ATTR_OPAQUE && a->text && !strncmp(a->text, "#tosa.unary_quant<", 18);
}

/* The attribute class a property must have (else the property conversion fails). */
static bool attr_kind_ok(const Attr *a, AttrConstraint c) {
  switch (c) {
  case AC_I64:
  case AC_I8: return a->kind == ATTR_INT || a->kind == ATTR_BOOL; /* a BoolAttr is an IntegerAttr */
  case AC_FLOAT: return a->kind == ATTR_FLOAT;
  case AC_BOOL: return a->kind == ATTR_BOOL || (a->kind == ATTR_INT && is_signless(a->type, 1));
  case AC_UNARY_QUANT: return is_unary_quant(a);
  }
  return false;
}

static bool attr_type_ok(const Attr *a, AttrConstraint c) {
  switch (c) {
  case AC_I64: return a->kind == ATTR_INT && !a->int_overflow && (!a->type || is_signless(a->type, 64));
  case AC_I8: return a->kind == ATTR_INT && !a->int_overflow && is_signless(a->type, 8);
  default: return attr_kind_ok(a, c);
  }
}

static Attr *op_attr(const Op *op, const char *name) {
  Attr *a = attr_dict_get(op->props, name);
  return a ? a : attr_dict_get(op->attrs, name);
}

/* mlir-opt-19's message for properties it cannot convert: `problem` names the
 * attribute (`bad` its value), or says what is wrong. Returns true (an error). */
static bool properties_error(const Op *op, const char *problem, const Attr *bad) {
  Buf *s = text_buf(&text_a);
  buf_str(s, "invalid properties ");
  dict_text(s, op->props);
  buf_printf(s, " for op %s: ", op->name);
  if (bad) {
    buf_printf(s, "Invalid attribute `%s` in property conversion: ", problem);
    attr_text(s, bad);
  } else {
    buf_str(s, problem);
  }
  diag_report(DIAG_ERROR, op->loc, "%s", buf_c(s));
  return true;
}

/* Parse-time checks of a generic TOSA op's attributes: the properties conversion,
 * then the constraint of each inherent attribute that is present. */
static bool check_present_attrs(const Op *op) {
  size_t n;
  const InherentAttr *ia = inherent_attrs(op->tosa, &n);
  if (op->props) {
    const char *problem = NULL;
    const Attr *bad = NULL;
    if (n == 0) problem = "this operation does not support properties";
    for (size_t i = 0; i < n && !problem; i++) {
      const Attr *a = attr_dict_get(op->props, ia[i].name);
      if (a && !attr_kind_ok(a, ia[i].constraint)) {
        problem = ia[i].name;
        bad = a;
      }
    }
    if (problem) return properties_error(op, problem, bad);
  }
  for (size_t i = 0; i < n; i++) {
    const Attr *a = op_attr(op, ia[i].name);
    if (a && !attr_type_ok(a, ia[i].constraint))
      return op_error(op, "attribute '%s' failed to satisfy constraint: %s", ia[i].name,
                      constraint_words(ia[i].constraint));
  }
  return false;
}

/* Verifier: required attributes, reported in name order (as ODS sorts them). */
static bool check_required_attrs(const Op *op) {
  size_t n;
  const InherentAttr *ia = inherent_attrs(op->tosa, &n);
  const char *missing = NULL;
  for (size_t i = 0; i < n; i++)
    if (ia[i].required && !op_attr(op, ia[i].name) && (!missing || strcmp(ia[i].name, missing) < 0))
      missing = ia[i].name;
  return missing ? op_error(op, "requires attribute '%s'", missing) : false;
}

/* ---------------------------------------------------------------- stage 1: mlir-opt-19's verifier */

static Type *operand_type(const Op *op, uint32_t i) { return op->operands[i].value->type; }
static Type *operand_elem(const Op *op, uint32_t i) { return type_elem(operand_type(op, i)); }

/* "result type '2x3' not broadcast compatible with ...'4x3'"; returns true (an error). */
static bool result_not_broadcast(const Op *op, const Type *result, const Shape *inferred) {
  Buf *r = text_buf(&text_a), *s = text_buf(&text_b);
  dims_text(r, result->dims, result->rank);
  dims_text(s, inferred->dims, inferred->rank);
  return op_error(op, "result type '%s' not broadcast compatible with broadcasted operands's shapes '%s'", buf_c(r),
                  buf_c(s));
}

/* ResultsBroadcastableShape: the ranked operands must broadcast; a ranked result must
 * match the inferred shape in its trailing dims (mlir-opt-19 does not look at extra
 * leading dims: stage 2 does). *have: 1 inferred, 0 no ranked operand. */
static bool check_broadcast(const Op *op, Shape *inferred, int *have) {
  Type *types[3];
  for (uint32_t i = 0; i < op->noperands; i++) types[i] = operand_type(op, i);
  *have = shape_infer_result(types, op->noperands, inferred);
  if (*have < 0) return op_error(op, "operands don't have broadcast-compatible shapes");
  Type *result = op->results[0]->type;
  if (*have == 0 || result->kind != TYPE_TENSOR) return false;
  bool ok = result->rank >= inferred->rank;
  for (uint32_t i = 0; ok && i < inferred->rank; i++) {
    int64_t want = inferred->dims[i], got = result->dims[result->rank - inferred->rank + i];
    if (want != DIM_DYNAMIC && got != DIM_DYNAMIC && want != got) ok = false;
  }
  return !ok && result_not_broadcast(op, result, inferred);
}

/* --strict-ranks: AllRanksMatchIfKnown and the result-rank check, as mlir-opt-22.
 * Only the value operands count (not LLVM 22's shift and zero-point operands). */
static bool check_strict_ranks(const Op *op) {
  int64_t rank = -1;
  uint32_t n = op->tosa && op->tosa->arity < op->noperands ? op->tosa->arity : op->noperands;
  for (uint32_t i = 0; i < n; i++) {
    Type *t = operand_type(op, i);
    if (t->kind != TYPE_TENSOR) continue;
    if (rank >= 0 && (int64_t)t->rank != rank) return op_error(op, "operands don't have matching ranks");
    rank = t->rank;
  }
  Type *result = op->results[0]->type;
  if (rank >= 0 && result->kind == TYPE_TENSOR && (int64_t)result->rank != rank)
    return op_error(op, "result type has different rank than operands");
  return false;
}

static bool check_clamp(const Op *op) {
  Type *in = operand_elem(op, 0), *out = type_elem(op->results[0]->type);
  if (in != out) return op_error(op, "input/output element types are incompatible.");
  if (in->kind == TYPE_INT) return false; /* the float bounds are not looked at */
  const Attr *lo = op_attr(op, "min_fp"), *hi = op_attr(op, "max_fp");
  Type *f64 = type_float(FLOAT_F64);
  Type *lt = lo->type ? lo->type : f64, *ht = hi->type ? hi->type : f64;
  bool wide_enough = is_float_elem(in) && is_float_elem(ht) && float_width(ht) > float_width(in);
  if (lt != ht || (ht != in && !wide_enough))
    return op_error(op, "min/max attributes types are incompatible with input/output element types.");
  return false;
}

/* tosa.equal's InferTensorType: with every operand ranked, dims combine when equal or
 * one is 1 (else no type is inferred); the result must then have the inferred rank. */
static bool check_equal_inferred(const Op *op) {
  uint32_t rank = 0;
  for (uint32_t i = 0; i < op->noperands; i++) {
    Type *t = operand_type(op, i);
    if (t->kind != TYPE_TENSOR) return false;
    if (t->rank > rank) rank = t->rank;
  }
  int64_t dims[IR_MAX_RANK];
  for (uint32_t d = 0; d < rank; d++) dims[d] = 1;
  for (uint32_t i = 0; i < op->noperands; i++) {
    Type *t = operand_type(op, i);
    for (uint32_t j = 0; j < t->rank; j++) {
      int64_t *d1 = &dims[j + rank - t->rank], d2 = t->dims[j];
      if (*d1 == 1)
        *d1 = d2;
      else if (d2 != 1 && *d1 != d2)
        return false;
    }
  }
  Type *result = op->results[0]->type;
  if (result->kind != TYPE_TENSOR) return false;
  bool ok = result->rank == rank;
  for (uint32_t d = 0; ok && d < rank; d++)
    if (dims[d] != DIM_DYNAMIC && result->dims[d] != DIM_DYNAMIC && dims[d] != result->dims[d]) ok = false;
  if (ok) return false;
  Type *inferred = type_tensor(type_int(1, SIGNLESS), rank, dims, NULL);
  op_error(op, "inferred type(s) '%s' are incompatible with return type(s) of operation '%s'", inferred->text,
           result->text);
  op_error(op, "failed to infer returned types");
  return true;
}

static bool check_elem_rule(const Op *op) {
  const OpInfo *info = op->tosa;
  Type *result = type_elem(op->results[0]->type);
  Type *e0 = operand_elem(op, 0);
  switch (info->ref_elem) {
  case ER_SAME:
    for (uint32_t i = 0; i <= op->noperands; i++)
      if ((i < op->noperands ? operand_elem(op, i) : result) != e0)
        return op_error(op, "requires the same element type for all operands and results");
    break;
  case ER_SAME_OPERANDS:
    for (uint32_t i = 1; i < op->noperands; i++)
      if (operand_elem(op, i) != e0) return op_error(op, "requires the same element type for all operands");
    break;
  case ER_MUL: {
    Type *e1 = operand_elem(op, 1);
    if (result->kind == TYPE_INT) {
      if (e0 != e1) return op_error(op, "requires the same element type for all operands");
      /* mlir-opt-19 reads a float operand as an integer here: the size error */
      if (e0->kind != TYPE_INT || e0->width > result->width)
        return op_error(op, "invalid data type size for operands or result");
    } else if (e0 != result || e1 != result) {
      return op_error(op, "requires the same element type for all operands and results");
    }
    break;
  }
  case ER_CLAMP:
  case ER_NONE: break;
  }
  return false;
}

static bool check_llvm22_clamp(const Op *op);

/* Stage 1 from the verifier on (the parse-time checks have passed). For an LLVM 22
 * form, op is a view of the op with its value operands only, and the attribute
 * checks are those of LLVM 22. */
static bool check_reference(const Op *op, const VerifyOptions *opts, Shape *inferred, int *have, bool v22) {
  const OpInfo *info = op->tosa;
  *have = 0;
  if (op->nresults != 1) return op_error(op, "requires one result");
  if (op->noperands != info->arity) {
    if (info->arity == 1) return op_error(op, "requires a single operand");
    return op_error(op, "expected %u operands, but found %u", info->arity, op->noperands);
  }
  if (!v22 && check_required_attrs(op)) return true;
  for (uint32_t i = 0; i <= op->noperands; i++) {
    bool is_result = i == op->noperands;
    Type *t = is_result ? op->results[0]->type : operand_type(op, i);
    RefClass c = is_result ? info->ref_out : (info->hook == HOOK_SELECT && i == 0) ? RC_I1 : info->ref_in;
    if (!ref_class_ok(c, t))
      return op_error(op, "%s #%u must be tensor of %s values, but got '%s'", is_result ? "result" : "operand",
                      is_result ? 0 : i, ref_class_words(c), t->text);
  }
  if (check_elem_rule(op)) return true;
  if (info->ref_shape != SR_NONE) {
    if (check_broadcast(op, inferred, have)) return true;
    /* an op written in an LLVM 22-only form gets LLVM 22's equal-rank rule too */
    if ((opts->strict_ranks || v22) && check_strict_ranks(op)) return true;
  }
  if (info->ref_elem == ER_CLAMP && (v22 ? check_llvm22_clamp(op) : check_clamp(op))) return true;
  if (info->ref_shape == SR_BCAST_INFER && check_equal_inferred(op)) return true;
  return false;
}

/* ---------------------------------------------------------------- stage 2: the specification */

static bool shapes_compatible(const Type *a, const Type *b) {
  if (a->rank != b->rank) return false;
  for (uint32_t i = 0; i < a->rank; i++)
    if (a->dims[i] != DIM_DYNAMIC && b->dims[i] != DIM_DYNAMIC && a->dims[i] != b->dims[i]) return false;
  return true;
}

static bool check_spec(const Op *op, const Shape *inferred, int have) {
  const OpInfo *info = op->tosa;
  Type *result = op->results[0]->type, *relem = type_elem(result);
  /* element types: the result of sigmoid and erf is of the operand's type; select's
   * values are of the result's type */
  if ((info->id == TOSA_SIGMOID || info->id == TOSA_ERF) && operand_elem(op, 0) != relem)
    return op_error(op, "requires the same element type for all operands and results");
  if (info->hook == HOOK_SELECT)
    for (uint32_t i = 1; i < op->noperands; i++)
      if (operand_elem(op, i) != relem)
        return op_error(op, "expect input and output to have same element type, got '%s' and '%s'",
                        operand_elem(op, i)->text, relem->text);
  /* shapes: a Broadcastable result has exactly the inferred rank; cast and erf keep
   * their operand's shape */
  if (info->ref_shape != SR_NONE && have > 0 && result->kind == TYPE_TENSOR && result->rank != inferred->rank) {
    return result_not_broadcast(op, result, inferred);
  }
  Type *in = operand_type(op, 0);
  if (info->ref_shape == SR_NONE && in->kind == TYPE_TENSOR && result->kind == TYPE_TENSOR &&
      !shapes_compatible(in, result))
    return op_error(op, "requires the same shape for all operands and results");
  return false;
}

/* ---------------------------------------------------------------- stage 3: what the lowering supports */

/* Reads `KEY = N` from `#tosa.unary_quant<input_zp = N, output_zp = M>`. */
static bool zero_point(const Attr *q, const char *key, long long *out) {
  *out = 0;
  const char *p = strstr(q->text, key);
  if (!p) return true;
  p += strlen(key);
  while (*p == ' ' || *p == '=') p++;
  errno = 0;
  char *end;
  *out = strtoll(p, &end, 10);
  return end != p && errno == 0;
}

static bool const_operand(const Op *op, uint32_t i, int64_t *out);

static bool check_zero_points(const Op *op, int64_t in_zp, int64_t out_zp) {
  const int64_t limit = INT64_C(1) << 61;
  if (in_zp > limit || in_zp < -limit || out_zp > limit || out_zp < -limit)
    return op_error(op, "zero points beyond +-2^61 are not supported by tosa2linalg");
  return false;
}

/* op may be a view with the value operands only; full is the op itself. */
static bool check_lowering(const Op *op, const Op *full, bool v22) {
  const OpInfo *info = op->tosa;
  Type *result = op->results[0]->type;
  /* element types */
  for (uint32_t i = 0; i <= op->noperands; i++) {
    bool is_result = i == op->noperands;
    Type *t = is_result ? result : operand_type(op, i);
    unsigned allowed = info->classes;
    if (info->hook == HOOK_SELECT && i == 0) allowed = EC_BOOL;
    if (is_result && info->result == RESULT_BOOL) allowed = EC_BOOL;
    if (is_result && info->result == RESULT_CAST) allowed = EC_ALL;
    unsigned cls = lowerable_class(t->elem);
    if (!(cls & allowed))
      return op_error(op, "%s #%u must be tensor of %s values, but got '%s'", is_result ? "result" : "operand",
                      is_result ? 0 : i, lowerable_words(allowed, cls == 0), t->text);
  }
  if (info->hook == HOOK_CAST) {
    Type *from = operand_elem(op, 0), *to = type_elem(result);
    if (from->kind == TYPE_FLOAT && to->kind == TYPE_FLOAT && from != to && from->width == to->width)
      return op_error(op, "cast from '%s' to '%s' is not supported by tosa2linalg", from->text, to->text);
  }
  /* shapes: ranked, no static 0 dims */
  for (uint32_t i = 0; i <= op->noperands; i++) {
    bool is_result = i == op->noperands;
    Type *t = is_result ? result : operand_type(op, i);
    if (t->kind == TYPE_UNRANKED)
      return op_error(op, "%s #%u must be ranked tensor, but got '%s' (tosa2linalg lowers ranked tensors only)",
                      is_result ? "result" : "operand", is_result ? 0 : i, t->text);
  }
  for (uint32_t i = 0; i <= op->noperands; i++) {
    bool is_result = i == op->noperands;
    Type *t = is_result ? result : operand_type(op, i);
    for (uint32_t d = 0; d < t->rank; d++)
      if (t->dims[d] == 0)
        return op_error(op,
                        "%s #%u must be tensor without dimensions of size 0, but got '%s' (tosa2linalg does not "
                        "lower empty tensors)",
                        is_result ? "result" : "operand", is_result ? 0 : i, t->text);
  }
  /* attributes */
  switch (info->hook) {
  case HOOK_MUL: {
    int64_t shift = 0;
    Type *a = operand_elem(op, 0), *b = operand_elem(op, 1), *r = type_elem(result);
    if (!v22)
      shift = op_attr(op, "shift")->ival;
    else if (!const_operand(full, 2, &shift))
      return op_error(op, "shift must be a constant (tosa.const): tosa2linalg does not lower a variable shift");
    if (shift != 0 && a->kind == TYPE_FLOAT)
      return op_error(op, "shift must be 0 for floating-point operands, but got %lld", (long long)shift);
    if (shift > 0 && !(a == r && b == r && r->width <= 32))
      return op_error(op,
                      "shift %lld requires the operands and the result to have the same integer type of at most "
                      "32 bits, but got '%s', '%s' -> '%s'",
                      (long long)shift, a->text, b->text, r->text);
    if (shift > 63) return op_error(op, "shift must be at most 63, but got %lld", (long long)shift);
    break;
  }
  case HOOK_ARITHMETIC_RIGHT_SHIFT:
    if (op_attr(op, "round")->ival && is_signless(operand_elem(op, 0), 1))
      return op_error(op, "round = true is not supported by tosa2linalg for i1 operands");
    break;
  case HOOK_NEGATE: {
    Type *e = operand_elem(op, 0);
    if (e->kind != TYPE_INT) break; /* floats ignore zero points */
    if (v22) {
      int64_t in_zp, out_zp;
      if (!const_operand(full, 1, &in_zp) || !const_operand(full, 2, &out_zp))
        return op_error(op, "zero points must be constants (tosa.const): tosa2linalg does not lower variable ones");
      /* i64 has no wider type for the saturating form: only zero zero points (as LLVM 22) */
      if (e->width > 32 && (in_zp != 0 || out_zp != 0))
        return op_error(op, "zero points must be 0 for '%s' operands", e->text);
      return check_zero_points(op, in_zp, out_zp);
    }
    const Attr *q = op_attr(op, "quantization_info");
    if (!q) break;
    if (e->width > 32)
      return op_error(op, "quantization_info is not supported by tosa2linalg for '%s' operands", e->text);
    long long in_zp, out_zp;
    if (!zero_point(q, "input_zp", &in_zp) || !zero_point(q, "output_zp", &out_zp))
      return op_error(op, "zero points beyond +-2^61 are not supported by tosa2linalg");
    return check_zero_points(op, in_zp, out_zp);
  }
  default: break;
  }
  return false;
}

/* ---------------------------------------------------------------- symbols of a chunk */

/* Redefined functions and calls against their callees are checked at the end of
 * the chunk, by symtab.c, which keeps the chunk's symbols on disk. */
void verify_chunk_begin(void) { symtab_chunk_begin(); }
void verify_reset(void) {
  symtab_reset();
  buf_free(&op_msg);
  buf_free(&text_a);
  buf_free(&text_b);
}
bool verify_chunk_end(void) { return symtab_chunk_end(); }

/* The callee of a call whose form is right (the custom form, or the generic one
 * with a flat symbol reference `callee`), without its '@'; NULL for other ops. */
static const char *call_callee(const Op *op) {
  const char *text = NULL;
  if (op->kind == OPK_CALL) {
    text = op->callee->text;
  } else if (op->kind == OPK_GENERIC && !op->tosa && !strcmp(op->name, "func.call")) {
    const Attr *c = op_attr(op, "callee");
    if (c && c->kind == ATTR_SYMBOL) text = c->text;
  }
  return text && text[0] == '@' ? text + 1 : text;
}

/* ---------------------------------------------------------------- SSA names */

/* Forward references: the parser resolves names as it reads them, so a use before
 * the definition arrives here undefined. Like mlir-opt-19, a later definition of
 * the same type makes it a dominance error; of another type, an error at the
 * definition; no definition at all, an undeclared name. */
typedef struct DefGroup {
  Op *op;
  uint32_t start, count; /* op->results[start .. start+count) carry the name */
} DefGroup;

typedef struct FirstUse {
  Loc loc;
  Type *type;
  bool bad_definition; /* its definition has another type (reported) */
} FirstUse;

typedef struct FuncState {
  Func *func;
  bool built;
  NameMap defs;       /* base name -> DefGroup */
  NameMap first_uses; /* "name#k" -> FirstUse */
} FuncState;

static size_t base_len(const char *name) {
  const char *hash = strchr(name, '#');
  return hash ? (size_t)(hash - name) : strlen(name);
}

static void build_defs(FuncState *fs) {
  fs->built = true;
  fs->defs = (NameMap){.arena = &ir_func_arena};
  fs->first_uses = (NameMap){.arena = &ir_func_arena};
  if (!fs->func || !fs->func->body) return;
  for (Op *op = fs->func->body->first; op; op = op->next) {
    for (uint32_t i = 0; i < op->nresults;) {
      const char *name = op->results[i]->src_name;
      if (!name) {
        i++;
        continue;
      }
      size_t blen = base_len(name);
      uint32_t j = i + 1;
      while (j < op->nresults && op->results[j]->src_name && base_len(op->results[j]->src_name) == blen &&
             !strncmp(op->results[j]->src_name, name, blen))
        j++;
      char *key = arena_strndup(&ir_func_arena, name, blen);
      if (!namemap_get(&fs->defs, key)) {
        DefGroup *g = arena_alloc(&ir_func_arena, sizeof *g);
        *g = (DefGroup){op, i, j - i};
        namemap_put(&fs->defs, key, g);
      }
      i = j;
    }
  }
}

/* Resolves an undefined use. Returns true when an error was reported (or the use is
 * bad for a reason already reported); else *def is the later definition. */
static bool resolve_forward(FuncState *fs, const Use *u, Value **def) {
  const char *name = u->value->src_name;
  size_t blen = base_len(name);
  uint32_t k = name[blen] == '#' ? (uint32_t)strtoul(name + blen + 1, NULL, 10) : 0;
  if (!fs->built) build_defs(fs);
  char *base = arena_strndup(&ir_func_arena, name, blen);
  DefGroup *g = namemap_get(&fs->defs, base);
  if (!g || k >= g->count) {
    diag_report(DIAG_ERROR, u->loc, "use of undeclared SSA value name");
    return true;
  }
  *def = g->op->results[g->start + k];
  char key[300];
  snprintf(key, sizeof key, "%s#%u", base, k);
  FirstUse *first = namemap_get(&fs->first_uses, key);
  Type *type = u->value->type;
  if (first) {
    if (first->type != type) {
      diag_report(DIAG_ERROR, u->loc, "use of value '%%%s' expects different type than prior uses: '%s' vs '%s'",
                  base, type->text, first->type->text);
      diag_report(DIAG_NOTE, first->loc, "prior use here");
      return true;
    }
    return first->bad_definition;
  }
  first = arena_alloc(&ir_func_arena, sizeof *first);
  *first = (FirstUse){u->loc, type, false};
  namemap_put(&fs->first_uses, arena_strndup(&ir_func_arena, key, strlen(key)), first);
  if ((*def)->type != type) {
    first->bad_definition = true;
    diag_report(DIAG_ERROR, (*def)->loc, "definition of SSA value '%%%s' has type '%s'", key, (*def)->type->text);
    diag_report(DIAG_NOTE, u->loc, "previously used here with type '%s'", type->text);
    return true;
  }
  return false;
}

static bool check_redefinition(const Value *v) {
  if (!v->redefines) return false;
  const char *name = v->src_name ? v->src_name : "";
  if (v->kind == VALUE_ARG && v->redefines->kind == VALUE_ARG) {
    diag_report(DIAG_ERROR, v->loc, "region entry argument '%%%.*s' is already in use", (int)base_len(name), name);
    diag_report(DIAG_NOTE, v->redefines->loc, "previously referenced here");
  } else {
    diag_report(DIAG_ERROR, v->loc, "redefinition of SSA value '%%%.*s'", (int)base_len(name), name);
    diag_report(DIAG_NOTE, v->redefines->loc, "previously defined here");
  }
  return true;
}

/* ---------------------------------------------------------------- other ops */

/* The dialects mlir-opt-19 registers (mlir-opt-19 --show-dialects). */
static const char *const known_dialects[] = {
    "acc", "affine", "amdgpu", "amx", "arith", "arm_neon", "arm_sme", "arm_sve", "async", "bufferization",
    "builtin", "cf", "complex", "dlti", "emitc", "func", "gpu", "index", "irdl", "linalg", "llvm", "math",
    "memref", "mesh", "ml_program", "mpi", "nvgpu", "nvvm", "omp", "pdl", "pdl_interp", "polynomial", "ptr",
    "quant", "rocdl", "scf", "shape", "sparse_tensor", "spirv", "tensor", "test", "test_dyn", "tosa",
    "transform", "ub", "vector", "x86vector", "xegpu", NULL};

static bool in_list(const char *const *list, const char *s, size_t n) {
  for (size_t i = 0; list[i]; i++)
    if (strlen(list[i]) == n && !strncmp(list[i], s, n)) return true;
  return false;
}

/* The name of an op in generic form, as mlir-opt-19 checks it: a registered
 * dialect (a name without a '.' has none), and a name the dialect knows: only
 * tosa's names are known here, and a name with a non-ASCII byte is no op's. */
static bool check_op_name(const Op *op) {
  const char *dot = strchr(op->name, '.');
  size_t dlen = dot ? (size_t)(dot - op->name) : strlen(op->name);
  if (!dot || !in_list(known_dialects, op->name, dlen)) {
    Loc after = op->loc; /* mlir-opt points after the quoted name */
    after.col += (uint32_t)strlen(op->name) + 2;
    diag_report(DIAG_ERROR, after,
                "operation being parsed with an unregistered dialect. If this is intended, please use "
                "-allow-unregistered-dialect with the MLIR tool used");
    return true;
  }
  bool ascii = true;
  for (const char *c = op->name; *c; c++) ascii &= (unsigned char)*c < 0x80;
  bool tosa = dlen == 4 && !strncmp(op->name, "tosa", 4);
  if (!ascii || (tosa && !tosa_op_exists(op->name))) {
    diag_report(DIAG_ERROR, op->loc,
                "unregistered operation '%s' found in dialect ('%.*s') that does not allow unknown operations",
                op->name, (int)dlen, op->name);
    return true;
  }
  return false;
}

static bool check_other_generic_op(const Op *op) {
  if (check_op_name(op)) return true;
  if (!strcmp(op->name, "func.call")) {
    const Attr *c = op_attr(op, "callee");
    if (!c) return op_error(op, "requires attribute 'callee'");
    if (c->kind != ATTR_SYMBOL)
      return op_error(op, "attribute 'callee' failed to satisfy constraint: flat symbol reference attribute");
  }
  return false;
}

static bool check_return(const Func *f, const Op *op) {
  if (op->next && op->next->kind != OPK_LABEL) return op_error(op, "must be the last operation in the parent block");
  if (!f) return op_error(op, "expects parent op 'func.func'");
  const Type *ft = f->type;
  if (op->noperands != ft->nresults)
    return op_error(op, "has %u operands, but enclosing function (@%s) returns %u", op->noperands, f->name,
                    ft->nresults);
  for (uint32_t i = 0; i < op->noperands; i++)
    if (operand_type(op, i) != ft->results[i]) {
      diag_report(DIAG_ERROR, op->loc,
                  "type of return operand %u ('%s') doesn't match function result type ('%s') in function @%s", i,
                  operand_type(op, i)->text, ft->results[i]->text, f->name);
      return true;
    }
  return false;
}

/* ---------------------------------------------------------------- LLVM 22 forms */

/* tosa2linalg also reads (and lowers) the LLVM 22 (TOSA 1.0) spellings of the ops
 * whose syntax changed: tosa.mul's shift and tosa.negate's zero points as operands
 * (tensor<1xT>, from a tosa.const), tosa.clamp's bounds as min_val / max_val of the
 * element type, nan_mode on clamp, maximum and minimum. An op is taken for that form
 * only where mlir-opt-19 cannot accept it anyway, so its verdicts are unchanged;
 * such an op is checked with mlir-opt-22's messages where they differ. */
static bool is_one_element_tensor(const Type *t) {
  return t->kind == TYPE_TENSOR && t->rank == 1 && t->dims[0] == 1;
}

static bool is_llvm22_form(const Op *op) {
  switch (op->tosa->hook) {
  case HOOK_MUL:
    return op->noperands == 3 && !op_attr(op, "shift") && is_one_element_tensor(operand_type(op, 2)) &&
           is_signless(operand_elem(op, 2), 8);
  case HOOK_NEGATE:
    return op->noperands == 3 && !op_attr(op, "quantization_info") && is_one_element_tensor(operand_type(op, 1)) &&
           is_one_element_tensor(operand_type(op, 2));
  case HOOK_CLAMP:
    if (op_attr(op, "min_int") || op_attr(op, "max_int") || op_attr(op, "min_fp") || op_attr(op, "max_fp"))
      return false;
    return op_attr(op, "min_val") || op_attr(op, "max_val") || op_attr(op, "nan_mode");
  default:
    return (op->tosa->id == TOSA_MAXIMUM || op->tosa->id == TOSA_MINIMUM) && op_attr(op, "nan_mode");
  }
}

/* The integer a one-element tosa.const holds (`values`, or LLVM 19's `value`). */
static bool const_operand(const Op *op, uint32_t i, int64_t *out) {
  const Value *v = op->operands[i].value;
  const Op *d = v->kind == VALUE_RESULT ? v->def : NULL;
  if (!d || strcmp(d->name, "tosa.const") != 0) return false;
  const char *names[] = {"values", "value"};
  const Attr *a = NULL;
  for (int k = 0; k < 2 && !a; k++) a = op_attr(d, names[k]);
  if (!a || a->kind != ATTR_OPAQUE || !a->text || strncmp(a->text, "dense<", 6) != 0) return false;
  const char *p = a->text + 6;
  while (*p == '[' || *p == ' ') p++;
  if (!strncmp(p, "true", 4)) {
    *out = 1;
    return true;
  }
  if (!strncmp(p, "false", 5)) {
    *out = 0;
    return true;
  }
  errno = 0;
  char *end;
  long long n = strtoll(p, &end, 0);
  if (end == p || errno) return false;
  *out = n;
  return true;
}

static bool is_nan_mode(const Attr *a) {
  return a->kind == ATTR_OPAQUE && a->text &&
         (!strcmp(a->text, "#tosa.nan_mode<PROPAGATE>") || !strcmp(a->text, "#tosa.nan_mode<IGNORE>"));
}

/* Properties and attributes of an LLVM 22 form: clamp has min_val, max_val (both
 * required) and nan_mode; maximum and minimum nan_mode; mul and negate none. */
static bool check_llvm22_attrs(const Op *op) {
  bool is_clamp = op->tosa->hook == HOOK_CLAMP;
  bool has_nan_mode = is_clamp || op->tosa->id == TOSA_MAXIMUM || op->tosa->id == TOSA_MINIMUM;
  const Attr *bad = NULL;
  const char *problem = NULL;
  if (op->props && !has_nan_mode && !is_clamp) problem = "this operation does not support properties";
  if (op->props && has_nan_mode) {
    const Attr *nm = attr_dict_get(op->props, "nan_mode");
    if (nm && !is_nan_mode(nm)) {
      problem = "nan_mode";
      bad = nm;
    }
  }
  if (problem) return properties_error(op, problem, bad);
  const Attr *nm = op_attr(op, "nan_mode");
  if (has_nan_mode && nm && !is_nan_mode(nm))
    return op_error(op, "attribute 'nan_mode' failed to satisfy constraint: Supported NaN propagation strategies");
  if (op->nresults != 1) return op_error(op, "requires one result");
  if (is_clamp) {
    if (!op_attr(op, "max_val")) return op_error(op, "requires attribute 'max_val'");
    if (!op_attr(op, "min_val")) return op_error(op, "requires attribute 'min_val'");
  }
  return false;
}

/* tosa.negate's zero points have the input's element type. */
static bool check_llvm22_operands(const Op *op) {
  if (op->tosa->hook != HOOK_NEGATE) return false;
  Type *in = operand_elem(op, 0);
  for (uint32_t i = 1; i < 3; i++)
    if (operand_elem(op, i) != in)
      return op_error(op, "expect both input1 and its zero point are the same element type, got '%s' and '%s'",
                      in->text, operand_elem(op, i)->text);
  return false;
}

/* clamp's min_val / max_val are of the input's element type. */
static bool check_llvm22_clamp(const Op *op) {
  Type *in = operand_elem(op, 0), *out = type_elem(op->results[0]->type);
  if (in != out) return op_error(op, "input/output element types are incompatible.");
  const char *names[] = {"min_val", "max_val"};
  for (int k = 0; k < 2; k++) {
    const Attr *a = op_attr(op, names[k]);
    bool ok;
    if (in->kind == TYPE_INT)
      ok = (a->kind == ATTR_INT && !a->int_overflow && a->type == in) || (a->kind == ATTR_BOOL && is_signless(in, 1));
    else
      ok = a->kind == ATTR_FLOAT && a->type == in;
    if (!ok) return op_error(op, "min/max attributes types are incompatible with input/output element types.");
  }
  return false;
}

/* ---------------------------------------------------------------- one op */

static bool check_tosa_op(const Op *op, const VerifyOptions *opts) {
  Shape inferred;
  int have;
  bool v22 = is_llvm22_form(op);
  Op view = *op; /* the value operands: all but LLVM 22's shift / zero-point operands */
  if (v22) view.noperands = op->tosa->arity;
  if (v22 ? check_llvm22_attrs(op) : check_present_attrs(op)) return true;
  if (check_reference(&view, opts, &inferred, &have, v22)) return true;
  if (v22 && check_llvm22_operands(op)) return true;
  if (check_spec(&view, &inferred, have)) return true;
  return check_lowering(&view, op, v22);
}

/* Checks one op; returns true when it has an error (only its first is reported). */
static bool check_op(FuncState *fs, Op *op, const VerifyOptions *opts);

/* An op read as text is not checked; the ops in its regions are. */
static bool check_regions(FuncState *fs, Op *op, const VerifyOptions *opts) {
  bool failed = false;
  for (uint32_t r = 0; r < op->nregions; r++)
    for (Op *o = op->regions[r]->first; o; o = o->next) failed |= check_op(fs, o, opts);
  return failed;
}

static bool check_op(FuncState *fs, Op *op, const VerifyOptions *opts) {
  for (uint32_t i = 0; i < op->nresults; i++)
    if (check_redefinition(op->results[i])) return true;
  if (op->kind == OPK_FOREIGN && op->pieces[0].text[0] == '"' && check_op_name(op)) return true;
  if (op->kind == OPK_FOREIGN || op->kind == OPK_LABEL) return check_regions(fs, op, opts);
  /* the operand list against the written operand types */
  uint32_t ntypes = op->fntype ? op->fntype->ninputs : 0;
  if (op->noperands != ntypes) {
    if (op->kind == OPK_GENERIC)
      diag_report(DIAG_ERROR, op->loc, "expected %u operand type%s but had %u", op->noperands,
                  op->noperands == 1 ? "" : "s", ntypes);
    else
      diag_report(DIAG_ERROR, op->loc, "custom op '%s' %u operands present, but expected %u", op->name,
                  op->noperands, ntypes);
    return true;
  }
  /* each operand: defined, or defined later (dominance, checked last), of its type */
  int late_operand = -1;
  Value *late_def = NULL;
  for (uint32_t i = 0; i < op->noperands; i++) {
    Use *u = &op->operands[i];
    Value *v = u->value;
    if (v->kind == VALUE_UNDEFINED) {
      if (v->index == 1) {
        diag_report(DIAG_ERROR, u->loc, "reference to invalid result number");
        return true;
      }
      Value *def = NULL;
      if (!fs) {
        diag_report(DIAG_ERROR, u->loc, "use of undeclared SSA value name");
        return true;
      }
      if (resolve_forward(fs, u, &def)) return true;
      if (late_operand < 0) {
        late_operand = (int)i;
        late_def = def;
      }
      continue;
    }
    if (v->type != op->fntype->inputs[i]) {
      const char *name = v->src_name ? v->src_name : "";
      diag_report(DIAG_ERROR, u->loc, "use of value '%%%.*s' expects different type than prior uses: '%s' vs '%s'",
                  (int)base_len(name), name, op->fntype->inputs[i]->text, v->type->text);
      diag_report(DIAG_NOTE, v->loc, "prior use here");
      return true;
    }
  }
  bool bad = false;
  switch (op->kind) {
  case OPK_RETURN: bad = check_return(fs ? fs->func : NULL, op); break;
  case OPK_GENERIC: bad = op->tosa ? check_tosa_op(op, opts) : check_other_generic_op(op); break;
  default: break;
  }
  if (bad) return true;
  if (late_operand >= 0) {
    diag_report(DIAG_ERROR, op->loc, "operand #%d does not dominate this use", late_operand);
    diag_report(DIAG_NOTE, late_def->def ? late_def->def->loc : late_def->loc,
                "operand defined here (op in the same block)");
    return true;
  }
  /* Last, as in mlir-opt-19, where it is part of the module's symbol table check:
   * a call against its callee, which may be defined later (at the chunk end). */
  const char *callee = call_callee(op);
  /* In a region of an op read as text (docs/foreign-ops.md) the callee may be a
   * function written as text too ("func.func"() <{...}>), which the table lacks. */
  bool in_text_op = op->parent && op->parent->parent;
  if (callee && !in_text_op) symtab_call(op->loc, callee, strlen(callee), op->fntype);
  return false;
}

/* ---------------------------------------------------------------- functions */

/* The op in generic form with mlir-opt's value names (%argN, %N), for the
 * "block with no terminator" message. */
static void value_text(Buf *s, const Func *f, const Value *v) {
  if (v->kind == VALUE_ARG) {
    buf_printf(s, "%%arg%u", v->index);
    return;
  }
  if (v->kind == VALUE_RESULT && v->def && f && f->body) {
    unsigned n = 0;
    for (const Op *op = f->body->first; op; op = op->next) {
      if (op == v->def) {
        buf_printf(s, "%%%u", n);
        if (op->nresults > 1) buf_printf(s, "#%u", v->index);
        return;
      }
      if (op->nresults) n++;
    }
  }
  buf_printf(s, "%%%s", v->src_name ? v->src_name : "<<unknown>>");
}

static void op_text(Buf *s, const Func *f, const Op *op) {
  if (op->nresults) {
    unsigned n = 0;
    for (const Op *o = f->body->first; o && o != op; o = o->next)
      if (o->nresults) n++;
    buf_printf(s, "%%%u", n);
    if (op->nresults > 1) buf_printf(s, ":%u", op->nresults);
    buf_str(s, " = ");
  }
  buf_printf(s, "\"%s\"(", op->name);
  for (uint32_t i = 0; i < op->noperands; i++) {
    if (i) buf_str(s, ", ");
    value_text(s, f, op->operands[i].value);
  }
  buf_str(s, ")");
  if (op->kind == OPK_CALL) buf_printf(s, " <{callee = %s}>", op->callee->text);
  if (op->props) {
    buf_str(s, " <");
    dict_text(s, op->props);
    buf_str(s, ">");
  }
  if (op->attrs && op->attrs->n) {
    buf_str(s, " ");
    dict_text(s, op->attrs);
  }
  if (op->fntype) buf_printf(s, " : %s", op->fntype->text);
}

bool verify_func(Func *f, const VerifyOptions *opts) {
  unsigned before = diag_error_count();
  bool failed = false;
  symtab_define(f); /* a redefinition is reported at the end of the chunk */
  if (f->body) {
    for (uint32_t i = 0; i < f->body->nargs; i++)
      if (check_redefinition(f->body->args[i])) failed = true;
    if (!f->body->first) {
      diag_report(DIAG_ERROR, f->body->loc, "custom op 'func.func' expected non-empty function body");
      failed = true;
    }
    FuncState fs = {.func = f};
    bool misplaced_return = false;
    for (Op *op = f->body->first; op; op = op->next) {
      if (check_op(&fs, op, opts)) failed = true;
      if (op->kind == OPK_RETURN && op->next && op->next->kind != OPK_LABEL) misplaced_return = true;
    }
    Op *last = f->body->last;
    if (last && last->kind != OPK_RETURN && !misplaced_return) {
      Buf *s = text_buf(&text_a);
      op_text(s, f, last);
      diag_report(DIAG_ERROR, last->loc, "block with no terminator, has %s", buf_c(s));
      failed = true;
    }
  } else if (!f->visibility || !strcmp(f->visibility, "public")) {
    diag_report(DIAG_ERROR, f->loc, "'func.func' op symbol declaration cannot have public visibility");
    failed = true;
  }
  return !failed && diag_error_count() == before;
}

bool verify_toplevel_op(Op *op, const VerifyOptions *opts) { return !check_op(NULL, op, opts); }

/* builtin.module takes only dialect attributes (`test.k`) besides its symbol ones;
 * mlir-opt-19 names the first offender in its sorted dictionary. */
bool verify_module_attrs(Loc loc, const Attr *attrs) {
  const char *bad = NULL;
  for (uint32_t i = 0; attrs && attrs->kind == ATTR_DICT && i < attrs->n; i++) {
    const char *name = attrs->entries[i].name;
    if (strchr(name, '.') || !strcmp(name, "sym_name") || !strcmp(name, "sym_visibility")) continue;
    if (!bad || strcmp(name, bad) < 0) bad = name;
  }
  if (bad)
    diag_report(DIAG_ERROR, loc, "'builtin.module' op can only contain attributes with dialect-prefixed names, found: '%s'",
                bad);
  return !bad;
}
