/* verify_tosa.c — the checks of one TOSA element-wise op, in three stages (see verify.c). */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "verify.h"

/* ---------------------------------------------------------------- element types */

bool is_float_elem(const Type *t) {
  return t->kind == TYPE_FLOAT || (t->kind == TYPE_OPAQUE && type_is_other_float(t->spelling, t->spelling_len));
}

uint32_t float_width(const Type *t) {
  if (t->kind == TYPE_FLOAT) return t->width;
  if (!strcmp(t->spelling, "tf32")) return 32; /* as MLIR's getIntOrFloatBitWidth */
  if (!strcmp(t->spelling, "f80")) return 80;
  if (!strcmp(t->spelling, "f128")) return 128;
  return (uint32_t)(t->spelling[1] - '0'); /* f8..., f6..., f4... */
}

/* TOSA's "number": signless or unsigned integers of any width, any float, quantized
 * types; not siN, index, complex. */
static bool is_number_elem(const Type *t) {
  if (t->kind == TYPE_INT) return t->sign != SIGNED;
  if (t->kind == TYPE_OPAQUE && !strncmp(t->spelling, "!quant.", 7)) return true;
  return is_float_elem(t);
}

bool is_signless(const Type *t, uint32_t width) {
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

/* "tensor of ... values", as ODS names each class */
static const char *const ref_class_words[] = {
    [RC_NUMBER] = "number",
    [RC_I1] = "1-bit signless integer",
    [RC_I32] = "32-bit signless integer",
    [RC_FLOAT] = "floating-point",
};

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

/* ---------------------------------------------------------------- stage 1: mlir-opt-19's verifier */


/* "result type '2x3' not broadcast compatible with ...'4x3'"; returns true (an error). */
static bool result_not_broadcast(const Op *op, const Type *result, const Shape *inferred) {
  Buf *r = msg_part(0), *s = msg_part(1);
  spell_dims(r, result->dims, result->rank);
  spell_dims(s, inferred->dims, inferred->rank);
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
  return *have > 0 && !shape_result_broadcastable(inferred, result) && result_not_broadcast(op, result, inferred);
}

/* --strict-ranks: AllRanksMatchIfKnown and the result-rank check, as mlir-opt-22.
 * Only the value operands count (not LLVM 22's shift and zero-point operands). */
static bool check_strict_ranks(const Op *op) {
  int64_t rank = -1;
  uint32_t n = op->info && op->info->arity < op->noperands ? op->info->arity : op->noperands;
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
  /* ClampOp::verify (LLVM 19) compares quantized types by their (signless) storage */
  Type *in = quant_storage(operand_elem(op, 0), false), *out = quant_storage(type_elem(op->results[0]->type), false);
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

/* tosa.equal's InferTensorType: the result must have the inferred shape. */
static bool check_equal_inferred(const Op *op) {
  Type *types[2] = {operand_type(op, 0), operand_type(op, 1)};
  Shape want;
  if (!shape_infer_equal(types, 2, &want)) return false;
  Type *result = op->results[0]->type;
  if (result->kind != TYPE_TENSOR) return false;
  bool ok = shape_result_compatible(&want, result);
  if (ok) return false;
  Type *inferred = type_tensor(type_int(1, SIGNLESS), want.rank, want.dims, NULL);
  op_error(op, "inferred type(s) '%s' are incompatible with return type(s) of operation '%s'", inferred->spelling,
           result->spelling);
  op_error(op, "failed to infer returned types");
  return true;
}

static bool check_elem_rule(const Op *op) {
  const OpInfo *info = op->info;
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
      /* mlir-opt-19 reads a float operand as an integer here: the size error; a
       * quantized one passes (stage 3 rejects its type) */
      if (e0->kind == TYPE_OPAQUE && !strncmp(e0->spelling, "!quant.", 7)) break;
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


/* SameOperandsAndResultShape for one operand: equal ranks, static dims equal ('?'
 * matches anything); an unranked side matches anything. */
static bool same_shape(const Type *in, const Type *out) {
  if (in->kind != TYPE_TENSOR) return true;
  Shape s;
  shape_of(in, &s);
  return shape_result_compatible(&s, out);
}

/* ---------------------------------------------------------------- stage 1, LLVM 22 forms */

/* The ops whose form changed have their own verifiers in LLVM 22 (no
 * ResultsBroadcastableShape), with their own messages and order (docs/op-rules.md,
 * section 12). op is the view with the value operands; full the op itself. */
static bool check_negate22(const Op *op) {
  Type *in = operand_type(op, 0), *out = op->results[0]->type;
  if (in->elem != out->elem)
    return op_error(op, "expect input and output to have same element type, got '%s' and '%s'", in->elem->spelling,
                    out->elem->spelling);
  if (!same_shape(in, out)) return op_error(op, "requires the same shape for input1 and output");
  return false;
}

static bool check_clamp22(const Op *op) {
  Type *in = operand_type(op, 0), *out = op->results[0]->type;
  if (!same_shape(in, out)) return op_error(op, "requires the same shape for all operands and results");
  if (in->elem != out->elem) return op_error(op, "requires the same element type for all operands and results");
  return check_llvm22_clamp(op);
}

/* MulOp::verify: element types as LLVM 19 (but for float operands), a constant shift of 0 on floats, then a
 * and b of one rank and broadcastable, the result of their rank (its dims are not
 * compared: stage 2 does). inferred / have for stage 2. */
static bool check_mul22(const Op *op, const Op *full, Shape *inferred, int *have) {
  /* LLVM 22 words a float operand with an integer result as a mismatch (19: a size) */
  if (type_elem(op->results[0]->type)->kind == TYPE_INT && operand_elem(op, 0)->kind != TYPE_INT)
    return op_error(op, "requires the same element type for all operands");
  if (check_elem_rule(op)) return true;
  int64_t shift;
  if (type_elem(op->results[0]->type)->kind != TYPE_INT && const_operand(full, 2, &shift) && shift != 0)
    return op_error(op, "require shift to be 0 for float type");
  Type *t[2] = {operand_type(op, 0), operand_type(op, 1)}, *r = op->results[0]->type;
  bool ranked[2] = {t[0]->kind == TYPE_TENSOR, t[1]->kind == TYPE_TENSOR};
  *have = shape_infer_result(t, 2, inferred);
  if (ranked[0] && ranked[1] && t[0]->rank != t[1]->rank)
    return op_error(op, "a and b operands don't have matching ranks, got %u and %u", t[0]->rank, t[1]->rank);
  if (*have < 0)
    return op_error(op, "a and b operands don't have broadcast-compatible shapes, got '%s' and '%s'", t[0]->spelling,
                    t[1]->spelling);
  for (int i = 0; i < 2 && r->kind == TYPE_TENSOR; i++)
    if (ranked[i] && r->rank != t[i]->rank)
      return op_error(op, "result type has different rank than %s, got %u vs %u", i ? "b" : "a", r->rank,
                      t[i]->rank);
  return false;
}

/* Stage 1 from the verifier on (the parse-time checks have passed). For an LLVM 22
 * form, op is a view of the op with its value operands only, and the attribute
 * checks are those of LLVM 22. */
static bool check_reference(const Op *op, const Op *full, const VerifyOptions *opts, Shape *inferred, int *have,
                            bool v22) {
  const OpInfo *info = op->info;
  *have = 0;
  if (op->nresults != 1) return op_error(op, "requires one result");
  if (op->noperands != info->arity) {
    if (info->arity == 1) return op_error(op, "requires a single operand");
    return op_error(op, "expected %u operands, but found %u", info->arity, op->noperands);
  }
  if (!v22 && check_required_attrs(op, 19)) return true;
  for (uint32_t i = 0; i <= op->noperands; i++) {
    bool is_result = i == op->noperands;
    Type *t = is_result ? op->results[0]->type : operand_type(op, i);
    RefClass c = is_result ? info->ref_out : (info->cond && i == 0) ? RC_I1 : info->ref_in;
    if (!ref_class_ok(c, t))
      return op_error(op, "%s #%u must be tensor of %s values, but got '%s'", is_result ? "result" : "operand",
                      is_result ? 0 : i, ref_class_words[c], t->spelling);
  }
  if (v22 && info->hook == HOOK_NEGATE) return check_negate22(op);
  if (v22 && info->hook == HOOK_CLAMP) return check_clamp22(op);
  if (v22 && info->hook == HOOK_MUL) return check_mul22(op, full, inferred, have);
  if (check_elem_rule(op)) return true;
  if (info->ref_shape != SR_NONE) {
    if (check_broadcast(op, inferred, have)) return true;
    /* an op written in an LLVM 22-only form gets LLVM 22's equal-rank rule too */
    if ((opts->strict_ranks || v22) && check_strict_ranks(op)) return true;
  }
  if (info->ref_elem == ER_CLAMP && check_clamp(op)) return true;
  if (info->ref_shape == SR_BCAST_INFER && check_equal_inferred(op)) return true;
  return false;
}

/* ---------------------------------------------------------------- stage 2: the specification */

static bool check_spec(const Op *op, const Shape *inferred, int have) {
  const OpInfo *info = op->info;
  Type *result = op->results[0]->type, *relem = type_elem(result);
  /* element types mlir-opt-19 leaves alone (table: ref elem ER_NONE): the result of
   * a same-type op (sigmoid, erf) is of its operand's type; the values after a
   * condition (select's) are of the result's type */
  if (info->result == RESULT_SAME && info->ref_elem == ER_NONE && !info->cond && operand_elem(op, 0) != relem)
    return op_error(op, "requires the same element type for all operands and results");
  if (info->cond)
    for (uint32_t i = 1; i < op->noperands; i++)
      if (operand_elem(op, i) != relem)
        return op_error(op, "expect input and output to have same element type, got '%s' and '%s'",
                        operand_elem(op, i)->spelling, relem->spelling);
  /* shapes: a Broadcastable result has exactly the inferred rank; cast and erf keep
   * their operand's shape */
  if (info->ref_shape != SR_NONE && have > 0 && !shape_result_compatible(inferred, result))
    return result_not_broadcast(op, result, inferred);
  if (info->ref_shape == SR_NONE && !same_shape(operand_type(op, 0), result))
    return op_error(op, "requires the same shape for all operands and results");
  return false;
}

/* ---------------------------------------------------------------- stage 3: what the lowering supports */

/* Reads `KEY = N` from `#tosa.unary_quant<input_zp = N, output_zp = M>`. */
static bool zero_point(const Attr *q, const char *key, long long *out) {
  *out = 0;
  const char *p = strstr(q->spelling, key);
  if (!p) return true;
  p += strlen(key);
  while (*p == ' ' || *p == '=') p++;
  errno = 0;
  char *end;
  *out = strtoll(p, &end, 10);
  return end != p && errno == 0;
}


static bool check_zero_points(const Op *op, int64_t in_zp, int64_t out_zp) {
  const int64_t limit = INT64_C(1) << 61;
  if (in_zp > limit || in_zp < -limit || out_zp > limit || out_zp < -limit)
    return op_error(op, "zero points beyond +-2^61 are not supported by tosa2linalg");
  return false;
}

/* Element classes of tosa_ops.def, and casts the lowering has no rule for. */
static bool check_lowerable_types(const Op *op) {
  const OpInfo *info = op->info;
  Type *result = op->results[0]->type;
  for (uint32_t i = 0; i <= op->noperands; i++) {
    bool is_result = i == op->noperands;
    Type *t = is_result ? result : operand_type(op, i);
    unsigned allowed = info->classes;
    if (info->cond && i == 0) allowed = EC_BOOL;
    if (is_result && info->result == RESULT_BOOL) allowed = EC_BOOL;
    if (is_result && info->result == RESULT_CAST) allowed = EC_ALL;
    unsigned cls = lowerable_class(t->elem);
    if (!(cls & allowed))
      return op_error(op, "%s #%u must be tensor of %s values, but got '%s'", is_result ? "result" : "operand",
                      is_result ? 0 : i, lowerable_words(allowed, cls == 0), t->spelling);
  }
  if (info->hook == HOOK_CAST) {
    Type *from = operand_elem(op, 0), *to = type_elem(result);
    if (from->kind == TYPE_FLOAT && to->kind == TYPE_FLOAT && from != to && from->width == to->width)
      return op_error(op, "cast from '%s' to '%s' is not supported by tosa2linalg", from->spelling, to->spelling);
  }
  return false;
}

/* Ranked tensors without static 0 dims. */
static bool check_lowerable_shapes(const Op *op) {
  Type *result = op->results[0]->type;
  for (uint32_t i = 0; i <= op->noperands; i++) {
    bool is_result = i == op->noperands;
    Type *t = is_result ? result : operand_type(op, i);
    if (t->kind == TYPE_UNRANKED)
      return op_error(op, "%s #%u must be ranked tensor, but got '%s' (tosa2linalg lowers ranked tensors only)",
                      is_result ? "result" : "operand", is_result ? 0 : i, t->spelling);
  }
  for (uint32_t i = 0; i <= op->noperands; i++) {
    bool is_result = i == op->noperands;
    Type *t = is_result ? result : operand_type(op, i);
    for (uint32_t d = 0; d < t->rank; d++)
      if (t->dims[d] == 0)
        return op_error(op,
                        "%s #%u must be tensor without dimensions of size 0, but got '%s' (tosa2linalg does not "
                        "lower empty tensors)",
                        is_result ? "result" : "operand", is_result ? 0 : i, t->spelling);
  }
  return false;
}

/* The attributes (or LLVM 22 operands) the lowering needs: constant, in range.
 * op may be a view with the value operands only; full is the op itself. */
static bool check_lowerable_attrs(const Op *op, const Op *full, bool v22) {
  Type *result = op->results[0]->type;
  switch (op->info->hook) {
  case HOOK_MUL: {
    int64_t shift = 0;
    Type *a = operand_elem(op, 0), *b = operand_elem(op, 1), *r = type_elem(result);
    if (!v22)
      shift = op_attr(op, "shift")->ival;
    else if (!const_operand(full, 2, &shift)) { /* known at run time: lowered as mlir-opt-22 does */
      if (a->kind == TYPE_INT && !is_signless(r, 32))
        return op_error(op, "a shift known only at run time is lowered for an i32 result, but got '%s'", r->spelling);
      break;
    }
    if (shift != 0 && a->kind == TYPE_FLOAT)
      return op_error(op, "shift must be 0 for floating-point operands, but got %lld", (long long)shift);
    if (shift > 0 && !(a == r && b == r && r->width <= 32))
      return op_error(op,
                      "shift %lld requires the operands and the result to have the same integer type of at most "
                      "32 bits, but got '%s', '%s' -> '%s'",
                      (long long)shift, a->spelling, b->spelling, r->spelling);
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
        return op_error(op, "zero points must be constants (tosa.const or arith.constant): tosa2linalg does not lower variable ones");
      /* i64 has no wider type for the saturating form: only zero zero points (as LLVM 22) */
      if (e->width > 32 && (in_zp != 0 || out_zp != 0))
        return op_error(op, "zero points must be 0 for '%s' operands", e->spelling);
      return check_zero_points(op, in_zp, out_zp);
    }
    const Attr *q = op_attr(op, "quantization_info");
    if (!q) break;
    if (e->width > 32)
      return op_error(op, "quantization_info is not supported by tosa2linalg for '%s' operands", e->spelling);
    long long in_zp, out_zp;
    if (!zero_point(q, "input_zp", &in_zp) || !zero_point(q, "output_zp", &out_zp))
      return op_error(op, "zero points beyond +-2^61 are not supported by tosa2linalg");
    return check_zero_points(op, in_zp, out_zp);
  }
  default: break;
  }
  return false;
}

/* ---------------------------------------------------------------- one op */

bool verify_tosa_op(const Op *op, const VerifyOptions *opts) {
  Shape inferred;
  int have;
  bool v22 = is_llvm22_form(op);
  Op view = *op; /* the value operands: all but LLVM 22's shift / zero-point operands */
  if (v22) view.noperands = op->info->arity;
  if (v22 ? check_llvm22_attrs(op) : check_present_attrs(op, 19)) return true;
  if (check_reference(&view, op, opts, &inferred, &have, v22)) return true;
  if (v22 && check_llvm22_operands(op)) return true;
  if (check_spec(&view, &inferred, have)) return true;
  return check_lowerable_types(&view) || check_lowerable_shapes(&view) || check_lowerable_attrs(&view, op, v22);
}

