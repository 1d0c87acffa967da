/* lower_body.c — the scalar body of each element-wise op inside its linalg.generic:
 * the op table's entry (tosa_ops.def), or a hook for the irregular ops. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lower_impl.h"

/* ---------------------------------------------------------------- scalar constants */

/* %c3 = arith.constant 3 : index, %c-1_i8 = arith.constant -1 : i8, %true = arith.constant true */
Value *lower_const_int(Emitter *e, Type *type, int64_t v) {
  if (e->consts) return lower_shared_const(e, type, (uint64_t)v, 0, false);
  if (type->width == 1) {
    Attr *b = attr_bool(A(), v & 1);
    return lower_emit_constant(e, b, type, v & 1 ? "true" : "false");
  }
  /* "c%lld" or "c%lld_%s" without snprintf: every lowered function makes a few */
  char hint[96];
  size_t n = 0;
  hint[n++] = 'c';
  n += fmt_int(hint + n, v);
  if (type->kind != TYPE_INDEX) {
    size_t t = type->spelling_len < sizeof hint - n - 1 ? type->spelling_len : sizeof hint - n - 1;
    hint[n++] = '_';
    memcpy(hint + n, type->spelling, t);
    n += t;
  }
  /* interned: the printer knows a hint by its pointer (taken_hints) */
  return lower_emit_constant(e, attr_int(A(), v, type), type, ir_intern(hint, n));
}

/* A float literal MLIR reads back exactly: 6-digit exponent form when it round-trips
 * (as mlir-opt prints), more digits when needed, the bit pattern for infinities. */
static const char *float_spelling(double v, Type *type) {
  char buf[64];
  const FloatFormat *f = float_format(type->fkind);
  if (isnan(v)) { /* the canonical quiet NaN's bit pattern: MLIR has no NaN literal */
    snprintf(buf, sizeof buf, "%s", f->nan_bits);
  } else if (isinf(v)) {
    snprintf(buf, sizeof buf, "%s", v < 0 ? f->neg_inf_bits : f->inf_bits);
  } else if (fabs(v) < 1e7 && v == (double)(int32_t)v && !(v == 0 && signbit(v))) { /* in range, then cast */
    /* an integer of up to 7 digits (clamp's bounds, 0, 1): "%.6e" without printf,
     * exact, so no round trip is needed */
    char digits[16] = {0};
    uint32_t u = (uint32_t)(v < 0 ? -v : v);
    size_t nd = fmt_uint(digits, u), k = 0;
    if (v < 0) buf[k++] = '-';
    buf[k++] = digits[0];
    buf[k++] = '.';
    for (size_t i = 1; i < 7; i++) buf[k++] = i < nd ? digits[i] : '0';
    buf[k++] = 'e';
    buf[k++] = '+';
    buf[k++] = '0';
    buf[k++] = (char)('0' + nd - 1);
    buf[k] = 0;
  } else {
    for (int prec = 6; prec <= 17; prec++) {
      snprintf(buf, sizeof buf, "%.*e", prec, v);
      if (strtod(buf, NULL) == v) break;
    }
  }
  return arena_strndup(A(), buf, strlen(buf));
}

/* nearbyint for |x| < 2^52 in the default rounding mode (to nearest, ties to
 * even): adding and removing 2^52 drops the fraction bits that way. Spelled out
 * so that the tool needs no libm, one shared library less to load per run. */
static double round_half_even(double x) {
  const double big = 0x1p52;
  return x > 0 ? (x + big) - big : x < 0 ? -((-x + big) - big) : x;
}

/* Rounds a double to the value the element type holds (round to nearest even). */
double lower_to_float_type(double v, Type *type) {
  if (type->fkind == FLOAT_F64 || isnan(v) || isinf(v)) return v;
  if (type->fkind == FLOAT_F32) return (double)(float)v;
  /* f16 / bf16: round the significand to 11 / 8 bits, saturating to infinity */
  const FloatFormat *f = float_format(type->fkind);
  int mant = f->mantissa_bits, minexp = f->min_exponent;
  double maxv = f->max_finite;
  if (v == 0) return v;
  int ex;
  frexp(v, &ex);
  int e2 = ex - 1 < minexp ? minexp : ex - 1;
  double scale = ldexp(1.0, e2 - (mant - 1));
  double r = round_half_even(v / scale) * scale; /* |v / scale| < 2^(mant+1) */
  if (fabs(r) > maxv) {
    /* beyond the largest finite value: rounds to infinity past the halfway point */
    double next = ldexp(1.0, f->max_exponent + 1);
    double half = (maxv + next) / 2;
    if (fabs(v) >= half) return v < 0 ? -INFINITY : INFINITY;
    return v < 0 ? -maxv : maxv;
  }
  return r;
}

Value *lower_const_float(Emitter *e, Type *type, double v) {
  if (e->consts) {
    double r = lower_to_float_type(v, type);
    uint64_t bits;
    memcpy(&bits, &r, sizeof bits);
    return lower_shared_const(e, type, bits, r, true);
  }
  Attr *f = attr_float_spelling(A(), float_spelling(lower_to_float_type(v, type), type), type);
  return lower_emit_constant(e, f, type, "cst");
}

/* ---------------------------------------------------------------- bodies */

static int64_t int_min(uint32_t w) { return w >= 64 ? INT64_MIN : -(INT64_C(1) << (w - 1)); }
static int64_t int_max(uint32_t w) { return w >= 64 ? INT64_MAX : (INT64_C(1) << (w - 1)) - 1; }

static Value *emit_compare(Emitter *e, const char *name, const char *pred, Value *a, Value *b) {
  Op *op = lower_emit(e, OPK_COMPARE, name, 2, (Value *[]){a, b}, type_int(1, SIGNLESS));
  op->props = lower_predicate_props(pred);
  return op->results[0];
}

/* One op named by a table entry: "arith.addf", "math.absf", "arith.cmpf:ogt", "arith.select". */
static Value *emit_table_body(Emitter *e, const char *spec, BodyArgs *b, uint32_t arity) {
  const char *colon = strchr(spec, ':');
  if (colon) {
    const char *name = arena_strndup(A(), spec, (size_t)(colon - spec));
    return emit_compare(e, name, colon + 1, b->in[0], b->in[1]);
  }
  if (!strcmp(spec, "arith.select")) {
    Op *op = lower_emit(e, OPK_SELECT, spec, 3, b->in, b->out_elem);
    return op->results[0];
  }
  if (arity == 1) return lower_emit1(e, OPK_UNARY, spec, b->out_elem, b->in[0]);
  return lower_emit2(e, OPK_BINARY, spec, b->out_elem, b->in[0], b->in[1]);
}


/* nan_mode = IGNORE (LLVM 22): NaN operands are ignored instead of propagated. */
static bool nan_ignore(Op *op) {
  Attr *a = attr_dict_get(op->props, "nan_mode");
  if (!a) a = attr_dict_get(op->attrs, "nan_mode");
  return a && a->spelling && strstr(a->spelling, "IGNORE");
}

/* max/min with nan_mode IGNORE: the other operand where one is NaN. */
static Value *ignore_nans(Emitter *e, Type *t, Value *r, Value *a, Value *b) {
  Value *a_nan = emit_compare(e, "arith.cmpf", "uno", a, a);
  Value *b_nan = emit_compare(e, "arith.cmpf", "uno", b, b);
  Value *s1 = lower_emit(e, OPK_SELECT, "arith.select", 3, (Value *[]){a_nan, b, r}, t)->results[0];
  return lower_emit(e, OPK_SELECT, "arith.select", 3, (Value *[]){b_nan, a, s1}, t)->results[0];
}

/* clamp: minimumf(x, max) then maximumf(.., min); integers: maxsi(min, x) then minsi(max, ..).
 * LLVM 22 spells the bounds min_val / max_val in the element type, with nan_mode. */
static Value *body_clamp(Emitter *e, BodyArgs *b) {
  Type *t = b->in_elem[0];
  bool v22 = op_attr(b->src, "min_val") != NULL;
  if (t->kind == TYPE_FLOAT) {
    double lo = 0, hi = 0;
    Attr *alo = op_attr(b->src, v22 ? "min_val" : "min_fp"), *ahi = op_attr(b->src, v22 ? "max_val" : "max_fp");
    attr_as_double(alo, &lo);
    attr_as_double(ahi, &hi);
    /* a bound is a value of its attribute's type first (f32 in LLVM 19), then of T */
    if (alo && alo->type && alo->type->kind == TYPE_FLOAT) lo = lower_to_float_type(lo, alo->type);
    if (ahi && ahi->type && ahi->type->kind == TYPE_FLOAT) hi = lower_to_float_type(hi, ahi->type);
    lo = lower_to_float_type(lo, t);
    hi = lower_to_float_type(hi, t);
    /* a bound that is an infinity of T changes nothing (NaN stays NaN): no op for it */
    Value *r = b->in[0], *min = NULL;
    if (hi != INFINITY) r = lower_emit2(e, OPK_BINARY, "arith.minimumf", t, r, lower_const_float(e, t, hi));
    if (lo != -INFINITY) r = lower_emit2(e, OPK_BINARY, "arith.maximumf", t, r, min = lower_const_float(e, t, lo));
    if (!nan_ignore(b->src)) return r;
    if (!min) min = lower_const_float(e, t, lo);
    Value *isnan = emit_compare(e, "arith.cmpf", "uno", b->in[0], b->in[0]);
    return lower_emit(e, OPK_SELECT, "arith.select", 3, (Value *[]){isnan, min, r}, t)->results[0];
  }
  int64_t lo = 0, hi = 0;
  attr_as_int(op_attr(b->src, v22 ? "min_val" : "min_int"), &lo);
  attr_as_int(op_attr(b->src, v22 ? "max_val" : "max_int"), &hi);
  /* LLVM 22's i1 bounds are bit patterns (true = -1 as a signed i1), as mlir-opt-22
   * lowers them; LLVM 19's max_int = 1 saturates to 0 */
  if (v22 && t->width == 1) lo = lo ? -1 : 0, hi = hi ? -1 : 0;
  int64_t rmin = int_min(t->width), rmax = int_max(t->width);
  lo = lo < rmin ? rmin : lo > rmax ? rmax : lo;
  hi = hi < rmin ? rmin : hi > rmax ? rmax : hi;
  /* maxsi(min, x) then minsi(max, ..), without the steps a bound at the end of the
   * type's range makes an identity or a constant (canonicalize would fold them) */
  if (lo >= hi) return lower_const_int(e, t, hi); /* maxsi(lo, x) >= lo >= hi: always hi */
  Value *r = b->in[0];
  if (lo > rmin) r = lower_emit2(e, OPK_BINARY, "arith.maxsi", t, lower_const_int(e, t, lo), r);
  if (hi < rmax) r = lower_emit2(e, OPK_BINARY, "arith.minsi", t, lower_const_int(e, t, hi), r);
  return r;
}

/* Integer tosa.mul: widen to the result type; with a shift, tosa.apply_scale
 * (round, double_round false) expanded in 64 bits on the operands made i32:
 *   %p = arith.muli (extsi a), (extsi b) : i64
 *   %r = arith.shrsi (arith.addi %p, ROUND), S : i64   then trunci to i32 (and to R)
 * A constant shift S > 0 gives ROUND = 1 << (S - 1). One known only at run time
 * (LLVM 22, in[2]) is S = extui %shift and ROUND = (1 << S) >> 1, as mlir-opt-22
 * computes it: 0 for S = 0, so a shift of 0 is plain multiplication. */
static Value *body_mul(Emitter *e, BodyArgs *b) {
  Type *out = b->out_elem;
  if (out->kind == TYPE_FLOAT) return lower_emit2(e, OPK_BINARY, "arith.mulf", out, b->in[0], b->in[1]);
  int64_t shift = 0; /* a negative shift behaves as 0, as upstream */
  if (b->src->noperands == 3)
    ir_const_int(b->src->operands[2].value, &shift); /* LLVM 22: shift operand, if constant */
  else
    attr_as_int(op_attr(b->src, "shift"), &shift);
  Value *x = b->in[0], *y = b->in[1];
  if (b->var_shift || shift > 0) {
    Type *i64 = type_int(64, SIGNLESS); /* one extension each: extsi of an extsi folds into one */
    Value *x64 = lower_emit1(e, OPK_CONVERT, "arith.extsi", i64, x);
    Value *y64 = lower_emit1(e, OPK_CONVERT, "arith.extsi", i64, y);
    Value *prod = lower_emit2(e, OPK_BINARY, "arith.muli", i64, x64, y64);
    Value *amount = NULL, *round;
    if (b->var_shift) {
      Value *one = lower_const_int(e, i64, 1);
      amount = lower_emit1(e, OPK_CONVERT, "arith.extui", i64, b->in[2]);
      Value *bit = lower_emit2(e, OPK_BINARY, "arith.shli", i64, one, amount);
      round = lower_emit2(e, OPK_BINARY, "arith.shrui", i64, bit, one);
    } else {
      round = lower_const_int(e, i64, INT64_C(1) << (shift - 1));
    }
    Value *sum = lower_emit2(e, OPK_BINARY, "arith.addi", i64, prod, round);
    if (!amount) amount = lower_const_int(e, i64, shift); /* after the add, as before */
    Value *sh = lower_emit2(e, OPK_BINARY, "arith.shrsi", i64, sum, amount);
    return lower_emit1(e, OPK_CONVERT, "arith.trunci", out, sh);
  }
  if (b->in_elem[0]->width < out->width) x = lower_emit1(e, OPK_CONVERT, "arith.extsi", out, x);
  if (b->in_elem[1]->width < out->width) y = lower_emit1(e, OPK_CONVERT, "arith.extsi", out, y);
  return lower_emit2(e, OPK_BINARY, "arith.muli", out, x, y);
}

/* arithmetic_right_shift with round: add 1 when the shift is > 0 and the last bit
 * shifted out is 1. */
static Value *body_ars(Emitter *e, BodyArgs *b) {
  Type *t = b->out_elem, *i1 = type_int(1, SIGNLESS);
  Value *result = lower_emit2(e, OPK_BINARY, "arith.shrsi", t, b->in[0], b->in[1]);
  Attr *round = op_attr(b->src, "round");
  if (!round || !round->ival) return result;
  Value *one = lower_const_int(e, t, 1), *zero = lower_const_int(e, t, 0);
  Value *positive = emit_compare(e, "arith.cmpi", "sgt", b->in[1], zero);
  Value *sub = lower_emit2(e, OPK_BINARY, "arith.subi", t, b->in[1], one);
  Value *shifted = lower_emit2(e, OPK_BINARY, "arith.shrsi", t, b->in[0], sub);
  Value *odd = lower_emit1(e, OPK_CONVERT, "arith.trunci", i1, shifted); /* its last bit */
  Value *should = lower_emit2(e, OPK_BINARY, "arith.andi", i1, positive, odd);
  Value *ext = lower_emit1(e, OPK_CONVERT, "arith.extui", t, should);
  return lower_emit2(e, OPK_BINARY, "arith.addi", t, result, ext);
}

int64_t lower_quant_zero_point(const Attr *q, const char *key) {
  if (!q || !q->spelling) return 0;
  const char *p = strstr(q->spelling, key);
  if (!p) return 0;
  p += strlen(key);
  while (*p == ' ' || *p == '=') p++;
  return strtoll(p, NULL, 10);
}

/* negate with zero points: clamp(zp_in + zp_out - x) to the type's range, computed
 * in the narrowest of i16/i32/i48/i64 that holds the intermediate value. */
static Value *body_negate_zero_points(Emitter *e, BodyArgs *b) {
  Type *t = b->out_elem;
  int64_t z;
  if (b->src->noperands == 3) { /* LLVM 22: zero points are operands */
    int64_t zin = 0, zout = 0;
    ir_const_int(b->src->operands[1].value, &zin);
    ir_const_int(b->src->operands[2].value, &zout);
    z = zin + zout;
  } else {
    const Attr *q = op_attr(b->src, "quantization_info");
    z = lower_quant_zero_point(q, "input_zp") + lower_quant_zero_point(q, "output_zp");
  }
  int64_t m = int_max(t->width) + (z < 0 ? -z : z) + 1;
  uint32_t w = m <= INT16_MAX ? 16 : m <= INT32_MAX ? 32 : m <= (INT64_C(1) << 47) - 1 ? 48 : 64;
  /* i64 (LLVM 22, zero points 0): no wider type, the subtraction wraps as upstream */
  bool widen = w > t->width;
  Type *it = widen ? type_int(w, SIGNLESS) : t;
  Value *zv = lower_const_int(e, it, z);
  Value *ext = widen ? lower_emit1(e, OPK_CONVERT, "arith.extsi", it, b->in[0]) : b->in[0];
  Value *sub = lower_emit2(e, OPK_BINARY, "arith.subi", it, zv, ext);
  Value *lo = lower_const_int(e, it, int_min(t->width)), *hi = lower_const_int(e, it, int_max(t->width));
  Value *mx = lower_emit2(e, OPK_BINARY, "arith.maxsi", it, lo, sub);
  Value *mn = lower_emit2(e, OPK_BINARY, "arith.minsi", it, hi, mx);
  return widen ? lower_emit1(e, OPK_CONVERT, "arith.trunci", t, mn) : mn;
}

/* tosa.cast for every pair of element types, as upstream lowers it; float -> int
 * clamps with LO = DMIN and HI = DMAX + 1 computed as a float (2^63 for i64: it
 * saturates, as LLVM 22 does), where LLVM 19 computes DMAX + 1 in int64, which
 * wraps to -2^63 (every input then gives INT64_MAX): a deliberate difference
 * (docs/lowering-bodies.md, section 6). */
static Value *body_cast(Emitter *e, BodyArgs *b) {
  Type *src = b->in_elem[0], *dst = b->out_elem;
  Value *x = b->in[0];
  if (src == dst) return x;
  bool widen = src->width < dst->width;
  if (src->kind == TYPE_FLOAT && dst->kind == TYPE_FLOAT) {
    if (src->width == dst->width) { /* f16 <-> bf16: through f32 */
      Value *f = lower_emit1(e, OPK_CONVERT, "arith.extf", type_float(FLOAT_F32), x);
      return lower_emit1(e, OPK_CONVERT, "arith.truncf", dst, f);
    }
    return lower_emit1(e, OPK_CONVERT, widen ? "arith.extf" : "arith.truncf", dst, x);
  }
  if (type_is_bool(src) && dst->kind == TYPE_FLOAT) return lower_emit1(e, OPK_CONVERT, "arith.uitofp", dst, x);
  if (type_is_bool(src) && dst->kind == TYPE_INT) return lower_emit1(e, OPK_CONVERT, "arith.extui", dst, x);
  if (src->kind == TYPE_INT && dst->kind == TYPE_FLOAT) return lower_emit1(e, OPK_CONVERT, "arith.sitofp", dst, x);
  if (src->kind == TYPE_FLOAT && type_is_bool(dst)) {
    Value *zero = lower_const_float(e, src, 0.0);
    return emit_compare(e, "arith.cmpf", "une", x, zero);
  }
  if (src->kind == TYPE_FLOAT && dst->kind == TYPE_INT) {
    Value *rounded = lower_emit1(e, OPK_UNARY, "math.roundeven", src, x);
    uint32_t w = dst->width;
    if ((int)w - 1 > float_format(src->fkind)->max_exponent) {
      Value *conv = lower_emit1(e, OPK_CONVERT, "arith.fptosi", dst, rounded);
      Value *pinf = lower_const_float(e, src, INFINITY), *ninf = lower_const_float(e, src, -INFINITY);
      Value *over = emit_compare(e, "arith.cmpf", "ueq", rounded, pinf);
      Value *under = emit_compare(e, "arith.cmpf", "ueq", rounded, ninf);
      Value *imin = lower_const_int(e, dst, int_min(w)), *imax = lower_const_int(e, dst, int_max(w));
      Value *mc = lower_emit(e, OPK_SELECT, "arith.select", 3, (Value *[]){over, imax, conv}, dst)->results[0];
      return lower_emit(e, OPK_SELECT, "arith.select", 3, (Value *[]){under, imin, mc}, dst)->results[0];
    }
    Value *iminf = lower_const_float(e, src, (double)int_min(w));
    if (float_format(src->fkind)->mantissa_bits >= (int)w - 1) {
      Value *imaxf = lower_const_float(e, src, (double)int_max(w));
      Value *m = lower_emit2(e, OPK_BINARY, "arith.minimumf", src, rounded, imaxf);
      Value *clamped = lower_emit2(e, OPK_BINARY, "arith.maximumf", src, m, iminf);
      return lower_emit1(e, OPK_CONVERT, "arith.fptosi", dst, clamped);
    }
    Value *imax1f = lower_const_float(e, src, (double)int_max(w) + 1.0);
    Value *imax = lower_const_int(e, dst, int_max(w));
    Value *minc = lower_emit2(e, OPK_BINARY, "arith.maximumf", src, rounded, iminf);
    Value *conv = lower_emit1(e, OPK_CONVERT, "arith.fptosi", dst, minc);
    Value *over = emit_compare(e, "arith.cmpf", "uge", rounded, imax1f);
    return lower_emit(e, OPK_SELECT, "arith.select", 3, (Value *[]){over, imax, conv}, dst)->results[0];
  }
  if (src->kind == TYPE_INT && type_is_bool(dst)) {
    Value *zero = lower_const_int(e, src, 0);
    return emit_compare(e, "arith.cmpi", "ne", x, zero);
  }
  return lower_emit1(e, OPK_CONVERT, widen ? "arith.extsi" : "arith.trunci", dst, x);
}

Value *lower_emit_body(Emitter *e, BodyArgs *b) {
  const OpInfo *info = b->src->info;
  Type *t = b->out_elem;
  switch (info->hook) {
  case HOOK_BITWISE_NOT:
    return lower_emit2(e, OPK_BINARY, "arith.xori", t, b->in[0], lower_const_int(e, t, -1));
  case HOOK_LOGICAL_NOT:
    return lower_emit2(e, OPK_BINARY, "arith.xori", t, b->in[0], lower_const_int(e, t, 1));
  case HOOK_RECIPROCAL:
    return lower_emit2(e, OPK_BINARY, "arith.divf", t, lower_const_float(e, t, 1.0), b->in[0]);
  case HOOK_SIGMOID: {
    Value *one = lower_const_float(e, t, 1.0);
    Value *neg = lower_emit1(e, OPK_UNARY, "arith.negf", t, b->in[0]);
    Value *ex = lower_emit1(e, OPK_UNARY, "math.exp", t, neg);
    Value *sum = lower_emit2(e, OPK_BINARY, "arith.addf", t, ex, one);
    return lower_emit2(e, OPK_BINARY, "arith.divf", t, one, sum);
  }
  case HOOK_ABS:
    if (t->kind == TYPE_FLOAT) break; /* the table's float body */
    return lower_emit2(e, OPK_BINARY, "arith.maxsi", t, b->in[0],
                 lower_emit2(e, OPK_BINARY, "arith.subi", t, lower_const_int(e, t, 0), b->in[0]));
  case HOOK_NEGATE:
    if (t->kind == TYPE_FLOAT) break; /* the table's float body */
    /* LLVM 19 wraps; zero points (LLVM 19's attribute, LLVM 22's operands) saturate */
    if (op_attr(b->src, "quantization_info") || b->src->noperands == 3) return body_negate_zero_points(e, b);
    return lower_emit2(e, OPK_BINARY, "arith.subi", t, lower_const_int(e, t, 0), b->in[0]);
  case HOOK_CLAMP: return body_clamp(e, b);
  case HOOK_MUL: return body_mul(e, b);
  case HOOK_ARITHMETIC_RIGHT_SHIFT: return body_ars(e, b);
  case HOOK_CAST: return body_cast(e, b);
  case HOOK_NONE: break;
  }
  uint32_t value_operand = info->cond ? 1 : 0; /* the class of the values, not of a condition */
  unsigned cls = tosa_elem_class(b->in_elem[value_operand]);
  const char *spec = info->body[cls == EC_FLOAT ? 0 : cls == EC_INT ? 1 : 2];
  Value *r = emit_table_body(e, spec, b, info->arity);
  /* the table's ops with a nan_mode (clamp has its own hook) */
  if (cls == EC_FLOAT && tosa_op_has_attr(info, 22, "nan_mode") && nan_ignore(b->src))
    r = ignore_nans(e, t, r, b->in[0], b->in[1]);
  return r;
}

