/* verify_attrs.c — inherent attributes (the TOSA_ATTR rows of tosa_ops.def, as
 * properties or attributes) and the LLVM 22 (TOSA 1.0) forms of mul, negate, clamp,
 * maximum and minimum. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "verify.h"

/* The inherent attributes are the TOSA_ATTR rows of tosa_ops.def; in the generic form
 * they may be written among the properties <{...}> or the attributes {...}. */

/* How ODS words each constraint in "failed to satisfy constraint: ..." */
static const char *const constraint_words[] = {
    [AC_I64] = "64-bit signless integer attribute",
    [AC_FLOAT] = "arbitrary float attribute",
    [AC_I8] = "8-bit signless integer attribute",
    [AC_BOOL] = "bool attribute",
    [AC_UNARY_QUANT] = "Attribute for UnaryOp quantization information.",
    [AC_NAN_MODE] = "Supported NaN propagation strategies",
    [AC_ELEM] = "arbitrary integer attribute or arbitrary float attribute",
};

static bool is_unary_quant(const Attr *a) {
  return a->kind == ATTR_OPAQUE && a->spelling && !strncmp(a->spelling, "#tosa.unary_quant<", 18);
}

static bool is_nan_mode(const Attr *a) {
  return a->kind == ATTR_OPAQUE && a->spelling &&
         (!strcmp(a->spelling, "#tosa.nan_mode<PROPAGATE>") || !strcmp(a->spelling, "#tosa.nan_mode<IGNORE>"));
}

/* The attribute class a property must have (else the property conversion fails). */
static bool attr_kind_ok(const Attr *a, AttrConstraint c) {
  switch (c) {
  case AC_I64:
  case AC_I8: return a->kind == ATTR_INT || a->kind == ATTR_BOOL; /* a BoolAttr is an IntegerAttr */
  case AC_FLOAT: return a->kind == ATTR_FLOAT;
  case AC_BOOL: return a->kind == ATTR_BOOL || (a->kind == ATTR_INT && is_signless(a->type, 1));
  case AC_UNARY_QUANT: return is_unary_quant(a);
  case AC_NAN_MODE: return is_nan_mode(a);
  case AC_ELEM: return true; /* the op's own rule checks the type */
  }
  return false;
}

static bool attr_type_ok(const Attr *a, AttrConstraint c) {
  switch (c) {
  case AC_I64: return a->kind == ATTR_INT && !a->int_overflow && (!a->type || is_signless(a->type, 64));
  case AC_I8: return a->kind == ATTR_INT && !a->int_overflow && is_signless(a->type, 8);
  /* any integer or float attribute (the op's rule compares its type); a BoolAttr is an i1 */
  case AC_ELEM: return a->kind == ATTR_INT || a->kind == ATTR_BOOL || a->kind == ATTR_FLOAT;
  default: return attr_kind_ok(a, c);
  }
}

/* mlir-opt-19's message for properties it cannot convert: `problem` names the
 * attribute (`bad` its value), or says what is wrong. Returns true (an error). */
bool properties_error(const Op *op, const char *problem, const Attr *bad) {
  Buf *s = msg_part(0);
  buf_str(s, "invalid properties ");
  spell_dict(s, op->props);
  buf_printf(s, " for op %s: ", op->name);
  if (bad) {
    buf_printf(s, "Invalid attribute `%s` in property conversion: ", problem);
    spell_attr(s, bad);
  } else {
    buf_str(s, problem);
  }
  diag_report(DIAG_ERROR, op->loc, "%s", buf_c(s));
  return true;
}

/* Parse-time checks of a generic TOSA op's attributes: the properties conversion,
 * then the constraint of each inherent attribute that is present. */
bool check_present_attrs(const Op *op, int llvm) {
  size_t n;
  const TosaAttr *ia = tosa_op_attrs(op->info, llvm, &n);
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
                      constraint_words[ia[i].constraint]);
  }
  return false;
}

/* Verifier: required attributes, reported in name order (as ODS sorts them). */
bool check_required_attrs(const Op *op, int llvm) {
  size_t n;
  const TosaAttr *ia = tosa_op_attrs(op->info, llvm, &n);
  const char *missing = NULL;
  for (size_t i = 0; i < n; i++)
    if (ia[i].required && !op_attr(op, ia[i].name) && (!missing || strcmp(ia[i].name, missing) < 0))
      missing = ia[i].name;
  return missing ? op_error(op, "requires attribute '%s'", missing) : false;
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

static bool has_any_attr(const Op *op, int llvm) {
  size_t n;
  const TosaAttr *ia = tosa_op_attrs(op->info, llvm, &n);
  for (size_t i = 0; i < n; i++)
    if (op_attr(op, ia[i].name)) return true;
  return false;
}

/* An op whose LLVM 22 form has operands of its own (TOSA_OPERAND rows: mul's
 * shift, an i8; negate's zero points) is in that form when it has them, as
 * one-element tensors, and none of its LLVM 19 attributes; any other op when it
 * has an LLVM 22 attribute and no LLVM 19 one. */
bool is_llvm22_form(const Op *op) {
  size_t n;
  const TosaOperand *extra = tosa_op_operands(op->info, &n);
  if (!n) return !has_any_attr(op, 19) && has_any_attr(op, 22);
  if (op->noperands != op->info->arity + n || has_any_attr(op, 19)) return false;
  for (uint32_t i = 0; i < n; i++) {
    Type *t = operand_type(op, op->info->arity + i);
    if (!is_one_element_tensor(t) || (extra[i].kind == OPERAND_SHIFT && !is_signless(type_elem(t), 8))) return false;
  }
  return true;
}

/* The integer operand i holds when a one-element constant defines it (ir_const_int). */
bool const_operand(const Op *op, uint32_t i, int64_t *out) { return ir_const_int(op->operands[i].value, out); }

/* Whether a one-element tosa.const operand is zero: 1 non-zero, 0 zero, -1 unknown
 * (not such a constant). Reads floats too (a float zero point of tosa.negate). */
static int const_nonzero(const Op *op, uint32_t i) {
  int64_t n;
  if (!const_operand(op, i, &n)) return -1;
  const Op *d = op->operands[i].value->def;
  const char *p = NULL; /* the literal: an attribute's, or a custom-form arith.constant's (a foreign op) */
  if (d->kind == OPK_FOREIGN) {
    p = strstr(d->pieces[0].spelling, "dense<");
  } else {
    const Attr *a = op_attr(d, "values");
    if (!a) a = op_attr(d, "value");
    p = a && a->spelling ? strstr(a->spelling, "dense<") : NULL;
  }
  if (!p) return -1;
  p += 6;
  while (*p == '[' || *p == ' ') p++;
  if (!strncmp(p, "true", 4) || !strncmp(p, "false", 5)) return n != 0;
  return strtod(p, NULL) != 0.0 || n != 0;
}

/* Properties and attributes of an LLVM 22 form (its TOSA_ATTR rows), the result
 * count, then the required attributes, in mlir-opt-22's order. */
bool check_llvm22_attrs(const Op *op) {
  if (check_present_attrs(op, 22)) return true;
  if (op->nresults != 1) return op_error(op, "requires one result");
  return check_required_attrs(op, 22);
}

/* LLVM 22's zero points (OPERAND_ZERO_POINT rows) have the input's (= the
 * output's) element type. The messages name a zero point by its operand: its
 * name without `_zp`. */
bool check_llvm22_operands(const Op *op) {
  size_t n;
  const TosaOperand *extra = tosa_op_operands(op->info, &n);
  if (!n) return false;
  Type *in = operand_elem(op, 0);
  for (uint32_t i = 0, at = op->info->arity; i < n; i++, at++)
    if (extra[i].kind == OPERAND_ZERO_POINT && operand_elem(op, at) != in)
      return op_error(op, "expect both %.*s and its zero point are the same element type, got '%s' and '%s'",
                      (int)strlen(extra[i].name) - 3, extra[i].name, in->spelling, operand_elem(op, at)->spelling);
  /* only int8 has zero points; floats and wider integers take zero (issue 18, case 2) */
  if (is_signless(in, 8)) return false;
  for (uint32_t i = 0, at = op->info->arity; i < n; i++, at++)
    if (extra[i].kind == OPERAND_ZERO_POINT && const_nonzero(op, at) == 1)
      return op_error(op, "%.*s zero point must be zero for non-int8 integer types", (int)strlen(extra[i].name) - 3,
                      extra[i].name);
  return false;
}

/* clamp's bounds are no NaN and min_val <= max_val (issue 18, cases 3-5): floats
 * compare as floats, i1 as unsigned (false <= true), other integers as signed. */
static bool check_llvm22_clamp_bounds(const Op *op, const Type *in) {
  const Attr *lo = op_attr(op, "min_val"), *hi = op_attr(op, "max_val");
  bool bad_order, nan = false;
  if (in->kind == TYPE_INT) {
    int64_t a = lo->ival, b = hi->ival;
    if (in->width == 1) a = a != 0, b = b != 0;
    bad_order = a > b;
  } else {
    double a = 0, b = 0;
    attr_as_double(lo, &a);
    attr_as_double(hi, &b);
    nan = a != a || b != b;
    bad_order = a > b;
  }
  if (!nan && !bad_order) return false;
  Buf *s = msg_part(0);
  buf_str(s, nan ? "min/max attributes should not be 'NaN', got min_val=" : "expected min_val <= max_val, got min_val=");
  spell_attr(s, lo);
  buf_str(s, ", max_val=");
  spell_attr(s, hi);
  return op_error(op, "%s", buf_c(s));
}

/* The storage type of a per-tensor `!quant.uniform<i8:f32, 0.5>` (i8; u8 as ui8 when
 * keep_unsigned), as clamp's verifiers compare them; any other type as it is. */
Type *quant_storage(Type *e, bool keep_unsigned) {
  if (e->kind != TYPE_OPAQUE || strncmp(e->spelling, "!quant.uniform<", 15) || strchr(e->spelling, '{')) return e;
  const char *p = e->spelling + 15;
  if (*p != 'i' && *p != 'u') return e;
  char *end;
  long w = strtol(p + 1, &end, 10);
  if (*end != ':' || w <= 0 || w > 64) return e;
  return type_int((uint32_t)w, *p == 'u' && keep_unsigned ? UNSIGNED : SIGNLESS);
}

/* clamp's min_val / max_val are of the input's element type (the input and output
 * element types are already equal: SameOperandsAndResultElementType); LLVM 22
 * reads a quantized input as its storage type, u8 as ui8. */
bool check_llvm22_clamp(const Op *op) {
  Type *in = quant_storage(operand_elem(op, 0), true);
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
  return check_llvm22_clamp_bounds(op, in);
}

