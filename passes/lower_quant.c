/* lower_quant.c — TOSA's quantized arithmetic, in both generations: tosa.apply_scale
 * expanded to arith as the reference pipeline's tosa-to-arith{include-apply-rescale=true}
 * expands it (its default, 64-bit form, whatever the value's width), tosa.rescale
 * as one linalg.generic around that expansion (MLIR's TosaToLinalg), and
 * tosa.table as a lookup (i8) or an interpolation between two entries (i16).
 *
 * apply_scale(value, multiplier, shift) of a value of i32, i48 or i64 is
 *
 *   %s32 = arith.extui %shift : i8 to i32           // DOUBLE_ROUND only
 *   %v64 = arith.extsi %value : i32 to i64          // none for i64
 *   %m64 = arith.extsi %multiplier : i32 to i64
 *   %mul = arith.muli %v64, %m64 : i64
 *   %s64 = arith.extui %s32 : i32 to i64            // single rounding: of %shift
 *   %one = arith.shli %c1_i64, %s64 : i64
 *   %half = arith.shrui %one, %c1_i64 : i64
 *   %rounded = arith.addi %mul, %half : i64
 *   // DOUBLE_ROUND only: where shift > 31, 2^30 more away from zero (value's sign)
 *   %pos = arith.cmpi sge, %value, %c0 ; %d = arith.select %pos, 2^30, -2^30
 *   %dr = arith.addi %d, %rounded ; %big = arith.cmpi sgt, %s32, %c31_i32
 *   %rounded2 = arith.select %big, %dr, %rounded
 *   %r = arith.shrsi %rounded2, %s64 : i64
 *   %result = arith.trunci %r : i64 to i32
 *
 * on scalars, vectors (the same ops, splat constants) and tensors (a linalg.generic
 * of it). Where the inputs leave the spec's ranges (a shift beyond 63, a product
 * beyond 64 bits) the result is what the reference's ops give. */
#include <stdio.h>
#include <string.h>

#include "lower_impl.h"

/* ---------------------------------------------------------------- arith on scalars or vectors */

/* Where the ops go, and the lanes of vector operands ("vector<4x"; NULL: scalars,
 * whose constants are the block's, made once). */
typedef struct Arith {
  Emitter e;
  const char *lanes;
  size_t lanes_len;
} Arith;

static Type *int_like(const Arith *a, uint32_t width) {
  if (!a->lanes) return type_int(width, SIGNLESS);
  char s[96];
  int n = snprintf(s, sizeof s, "%.*si%u>", (int)a->lanes_len, a->lanes, width);
  return type_opaque(s, (size_t)n);
}

static Value *constant(Arith *a, uint32_t width, int64_t v) {
  if (!a->lanes) return lower_const_int(&a->e, type_int(width, SIGNLESS), v);
  Type *t = int_like(a, width);
  return lower_spell1(&a->e, t, "cst", "arith.constant dense<$d> : $t", v, t);
}

/* `name x, y : T`, of x's type */
static Value *binary(Arith *a, const char *name, Value *x, Value *y) {
  return lower_spell1(&a->e, x->type, NULL, "$s $v, $v : $t", name, x, y, x->type);
}

/* `name x : T to U` (extsi, extui, trunci), U the int of `width` */
static Value *convert(Arith *a, const char *name, Value *x, uint32_t width) {
  Type *to = int_like(a, width);
  return lower_spell1(&a->e, to, NULL, "$s $v : $t to $t", name, x, x->type, to);
}

static Value *compare(Arith *a, const char *pred, Value *x, Value *y) {
  return lower_spell1(&a->e, int_like(a, 1), NULL, "arith.cmpi $s, $v, $v : $t", pred, x, y, x->type);
}

static Value *select(Arith *a, Value *c, Value *x, Value *y) {
  if (!a->lanes) return lower_spell1(&a->e, x->type, NULL, "arith.select $v, $v, $v : $t", c, x, y, x->type);
  return lower_spell1(&a->e, x->type, NULL, "arith.select $v, $v, $v : $t, $t", c, x, y, c->type, x->type);
}

/* The expansion above: value of `width` bits (32, 48, 64), multiplier of
 * `mwidth`, shift i8; an i32 (or vector of i32). */
static Value *apply_scale(Arith *a, Value *v, uint32_t width, Value *m, uint32_t mwidth, Value *shift,
                          bool double_round) {
  Value *s32 = double_round ? convert(a, "arith.extui", shift, 32) : NULL; /* single: to i64 at once */
  Value *v64 = width < 64 ? convert(a, "arith.extsi", v, 64) : v;
  Value *m64 = mwidth < 64 ? convert(a, "arith.extsi", m, 64) : m;
  Value *mul = binary(a, "arith.muli", v64, m64);
  Value *s64 = convert(a, "arith.extui", s32 ? s32 : shift, 64);
  Value *one = constant(a, 64, 1);
  Value *half = binary(a, "arith.shrui", binary(a, "arith.shli", one, s64), one);
  Value *rounded = binary(a, "arith.addi", mul, half);
  if (double_round) {
    Value *positive = compare(a, "sge", v, constant(a, width, 0));
    Value *d = select(a, positive, constant(a, 64, INT64_C(1) << 30), constant(a, 64, -(INT64_C(1) << 30)));
    Value *twice = binary(a, "arith.addi", d, rounded);
    Value *big = compare(a, "sgt", s32, constant(a, 32, 31));
    rounded = select(a, big, twice, rounded);
  }
  return convert(a, "arith.trunci", binary(a, "arith.shrsi", rounded, s64), 32);
}

/* The same with a multiplier and a shift known when lowering (a shift in [0, 63]):
 * the ops on constants folded, as canonicalize would fold them.
 *   %mul = arith.muli %v64, %c<m>_i64 ; %r = arith.addi %mul, %c<2^(s-1)>_i64
 *   (double rounding, shift above 31: %r = %r + (value >= 0 ? 2^30 : -2^30))
 *   %t = arith.trunci (arith.shrsi %r, %c<s>_i64) : i64 to i32
 * `value` (for the sign; NULL: known not negative) of `width` bits, v64 it extended
 * to i64. */
static Value *apply_scale_known(Arith *a, Value *value, uint32_t width, Value *v64, int64_t m, int64_t s,
                                bool double_round) {
  Value *r = binary(a, "arith.muli", v64, constant(a, 64, m));
  if (s > 0) r = binary(a, "arith.addi", r, constant(a, 64, INT64_C(1) << (s - 1)));
  if (double_round && s > 31) {
    Value *up = constant(a, 64, INT64_C(1) << 30), *d = up;
    if (value) d = select(a, compare(a, "sge", value, constant(a, width, 0)), up, constant(a, 64, -(INT64_C(1) << 30)));
    r = binary(a, "arith.addi", d, r);
  }
  if (s > 0) r = binary(a, "arith.shrsi", r, constant(a, 64, s));
  return convert(a, "arith.trunci", r, 32);
}

Value *lower_apply_scale_arith(Emitter *e, Value *v, uint32_t width, Value *m, Value *shift, bool double_round) {
  Arith a = {.e = *e};
  return apply_scale(&a, v, width, m, 32, shift, double_round);
}

Value *lower_apply_scale_known(Emitter *e, Value *v, uint32_t width, int64_t m, int64_t s, bool double_round) {
  Arith a = {.e = *e};
  Value *v64 = width < 64 ? convert(&a, "arith.extsi", v, 64) : v;
  return apply_scale_known(&a, v, width, v64, m, s, double_round);
}

/* ---------------------------------------------------------------- shared by the element-wise ops here */

static bool signless_int(const Type *t) { return t->kind == TYPE_INT && t->sign == SIGNLESS && t->width > 1; }

/* The result's sizes: static where the input or the declared result has them,
 * else the input's tensor.dim; *type the result's type so shaped. */
static void result_shape(OpRewrite *r, Value *x, Type *out, Type **type, Value **sizes) {
  int64_t dims[IR_MAX_RANK];
  Type *in = x->type;
  for (uint32_t d = 0; d < in->rank; d++) {
    dims[d] = in->dims[d] != DIM_DYNAMIC ? in->dims[d] : out->dims[d];
    sizes[d] = dims[d] == DIM_DYNAMIC ? lower_dim(r, x, d) : NULL;
  }
  *type = type_tensor(out->elem, in->rank, dims, NULL);
}

/* Whether the input and the declared result agree on rank and static sizes. */
static bool shapes_agree(const Type *in, const Type *out) {
  if (in->rank != out->rank) return false;
  for (uint32_t d = 0; d < in->rank; d++)
    if (in->dims[d] != DIM_DYNAMIC && out->dims[d] != DIM_DYNAMIC && in->dims[d] != out->dims[d]) return false;
  return true;
}

/* affine_map<(d0, .., dn-1) -> (dn-1)>: the last dim (per-channel values) */
static Attr *last_dim_map(uint32_t rank) {
  Buf b = {0};
  buf_str(&b, "affine_map<(");
  for (uint32_t i = 0; i < rank; i++) buf_printf(&b, i ? ", d%u" : "d%u", i);
  buf_printf(&b, ") -> (d%u)>", rank - 1);
  Attr *m = attr_affine_map(A(), buf_c(&b));
  buf_free(&b);
  return m;
}

static Emitter body_at(OpRewrite *r, Block *b) {
  return (Emitter){.block = b, .loc = r->op->loc, .loc_spelling = r->op->loc_spelling, .consts = r->ls};
}

static Value *unrealized_cast(Emitter *e, Value *v, Type *to) {
  return lower_spell1(e, to, NULL, "builtin.unrealized_conversion_cast $v : $t to $t", v, v->type, to);
}

/* ---------------------------------------------------------------- tosa.rescale */

enum { RESCALE_CHANNELS_MAX = 1 << 16 };

typedef struct Rescale {
  Value *x;
  Type *in, *out;                     /* ranked integer tensors */
  int64_t *mult, *shift;              /* per channel, or one each */
  uint32_t n;
  int64_t in_zp, out_zp;
  bool in_unsigned, out_unsigned;     /* LLVM 19: ui8/ui16 elements; LLVM 22: the attributes */
  bool double_round;                  /* DOUBLE_ROUND, and some shift above 31 */
} Rescale;

static bool bool_attr(const Op *op, const char *name) {
  const Attr *a = op_attr(op, name);
  return a && a->kind == ATTR_BOOL && a->ival;
}

/* The rounding mode's name as written (#tosa.rounding_mode<X>, X, "X"), or NULL. */
static const char *rounding_mode(const Op *op) {
  const Attr *a = op_attr(op, "rounding_mode");
  if (!a || !a->spelling) return NULL;
  static const char *const modes[] = {"SINGLE_ROUND", "DOUBLE_ROUND", "INEXACT_ROUND"};
  for (size_t i = 0; i < 3; i++)
    if (strstr(a->spelling, modes[i])) return modes[i];
  return NULL;
}

/* The integers of an `array<i32: ...>` attribute, in the arena; count in *n. */
static int64_t *attr_ints(const Op *op, const char *name, uint32_t *n) {
  const Attr *a = op_attr(op, name);
  if (!a || a->kind != ATTR_OPAQUE || !a->spelling) return NULL;
  size_t len = strlen(a->spelling);
  uint32_t max = 1;
  for (size_t i = 0; i < len; i++) max += a->spelling[i] == ',';
  int64_t *out = arena_alloc(A(), max * sizeof *out);
  return ir_read_ints(a->spelling, len, out, max, n) ? out : NULL;
}

/* The integers of a constant operand of static size, in the arena. */
static int64_t *operand_ints(const Op *op, uint32_t i, uint32_t *n) {
  const Type *t = op->operands[i].value->type;
  if (t->kind != TYPE_TENSOR || t->rank != 1 || t->dims[0] == DIM_DYNAMIC || t->dims[0] > RESCALE_CHANNELS_MAX)
    return NULL;
  uint32_t max = t->dims[0] ? (uint32_t)t->dims[0] : 1;
  int64_t *out = arena_alloc(A(), max * sizeof *out);
  return op_const_ints(op, NULL, i, out, max, n) ? out : NULL; /* a splat as many times as the type holds */
}

/* A zero point of an unsigned 8- or 16-bit type is read as unsigned (-1 : i8 is 255). */
static int64_t zero_point(int64_t v, const Type *t, bool is_unsigned) {
  return is_unsigned && t->width <= 16 ? v & ((INT64_C(1) << t->width) - 1) : v;
}

/* LLVM 22: tosa.rescale %x, %multiplier, %shift, %input_zp, %output_zp {rounding_mode, ...} */
static bool read_rescale22(OpRewrite *r, Rescale *q) {
  Op *op = r->op;
  const char *mode = rounding_mode(op);
  if (mode && !strcmp(mode, "INEXACT_ROUND"))
    return lower_refuse(r, "cannot lower rounding_mode INEXACT_ROUND (mlir-opt-22 does not either)");
  q->double_round = mode && !strcmp(mode, "DOUBLE_ROUND");
  q->in_unsigned = bool_attr(op, "input_unsigned");
  q->out_unsigned = bool_attr(op, "output_unsigned");
  uint32_t ns;
  int64_t izp, ozp;
  q->mult = operand_ints(op, 1, &q->n);
  q->shift = operand_ints(op, 2, &ns);
  if (!q->mult || !q->shift) return lower_refuse(r, "cannot lower a rescale whose multiplier or shift is not a constant");
  if (!ir_const_int(op->operands[3].value, &izp) || !ir_const_int(op->operands[4].value, &ozp))
    return lower_refuse(r, "cannot lower a rescale whose zero points are not constants");
  if (ns != q->n) return lower_refuse(r, "expects as many shifts as multipliers");
  q->in_zp = zero_point(izp, q->in->elem, q->in_unsigned);
  q->out_zp = zero_point(ozp, q->out->elem, q->out_unsigned);
  return true;
}

/* LLVM 19: tosa.rescale %x {input_zp, output_zp, multiplier, shift, double_round, ...} */
static bool read_rescale19(OpRewrite *r, Rescale *q) {
  Op *op = r->op;
  uint32_t ns;
  q->mult = attr_ints(op, "multiplier", &q->n);
  q->shift = attr_ints(op, "shift", &ns);
  const Attr *izp = op_attr(op, "input_zp"), *ozp = op_attr(op, "output_zp");
  if (!q->mult || !q->shift || !izp || !ozp || !attr_as_int(izp, &q->in_zp) || !attr_as_int(ozp, &q->out_zp))
    return lower_refuse(r, "requires attributes 'input_zp', 'output_zp', 'multiplier' and 'shift'");
  if (ns != q->n) return lower_refuse(r, "expects as many shifts as multipliers");
  q->double_round = bool_attr(op, "double_round");
  q->in_unsigned = q->in->elem->sign == UNSIGNED;
  q->out_unsigned = q->out->elem->sign == UNSIGNED;
  return true;
}

static bool read_rescale(OpRewrite *r, Rescale *q) {
  Op *op = r->op;
  bool llvm22 = op->noperands == 5;
  if (!llvm22 && op->noperands != 1) return lower_refuse(r, "expects one operand (LLVM 19) or five (TOSA 1.0)");
  q->x = op->operands[0].value;
  q->in = q->x->type;
  q->out = op->results[0]->type;
  if (q->in->kind != TYPE_TENSOR || q->out->kind != TYPE_TENSOR) return lower_refuse(r, "cannot lower an unranked rescale");
  const Type *ie = q->in->elem, *oe = q->out->elem;
  if (ie->kind != TYPE_INT || oe->kind != TYPE_INT || ie->sign == SIGNED || oe->sign == SIGNED)
    return lower_refuse(r, "only support integer type");
  uint32_t iw = ie->width, ow = oe->width;
  if ((iw != 8 && iw != 16 && iw != 32 && iw != 48) || (ie->sign == UNSIGNED && iw > 16))
    return lower_refuse(r, "cannot lower a rescale of %s", ie->spelling);
  if ((ow != 8 && ow != 16 && ow != 32) || (oe->sign == UNSIGNED && ow > 16))
    return lower_refuse(r, "cannot lower a rescale to %s", oe->spelling);
  if (!shapes_agree(q->in, q->out)) return lower_refuse(r, "the input and the result must have the same shape");
  if (!(llvm22 ? read_rescale22(r, q) : read_rescale19(r, q))) return false;
  int64_t channels = q->in->rank ? q->in->dims[q->in->rank - 1] : 1;
  if (q->n == 0 || (q->n > 1 && (q->in->rank == 0 || (channels != DIM_DYNAMIC && channels != q->n))))
    return lower_refuse(r, "expects one multiplier, or one per channel of the last dim");
  bool big = false;
  for (uint32_t i = 0; i < q->n; i++) {
    if (q->shift[i] > 63) q->shift[i] = q->mult[i] = 0; /* shifted out: 0, as the reference */
    big |= q->shift[i] > 31;
  }
  q->double_round &= big;
  return true;
}

/* The per-channel values as a tensor constant: dense<[42, 43, 0]> : tensor<3xi32> */
static Value *channel_constant(OpRewrite *r, const int64_t *v, uint32_t n, uint32_t width) {
  Buf b = {0};
  buf_str(&b, "arith.constant dense<[");
  for (uint32_t i = 0; i < n; i++) buf_printf(&b, i ? ", %lld" : "%lld", (long long)v[i]);
  buf_str(&b, "]> : $t");
  Type *t = type_tensor(type_int(width, SIGNLESS), 1, (int64_t[]){n}, NULL);
  Value *c = lower_spell1(&r->e, t, "cst", buf_c(&b), t);
  buf_free(&b);
  return c;
}

/* The rescaled value of the input's: extended (to i64 directly where no zero
 * point is taken off: its sign is the input's), less input_zp, apply_scale with
 * the multiplier and the shift (block arguments per channel, else known). */
static Value *rescale_scaled(Arith *a, const Rescale *q, Value *v, Value *m, Value *s) {
  Type *ie = q->in->elem;
  uint32_t iw = ie->width, zw = iw > 32 ? 48 : 32;
  bool zext = q->in_unsigned && iw < 32; /* an unsigned i32 is extended signed, as by the references */
  const char *ext = zext ? "arith.extui" : "arith.extsi";
  if (ie->sign == UNSIGNED) v = unrealized_cast(&a->e, v, type_int(iw, SIGNLESS));
  if (q->n == 1 && q->shift[0] >= 0 && !q->in_zp) {
    Value *v64 = convert(a, ext, v, 64);
    return apply_scale_known(a, zext ? NULL : v, iw, v64, q->mult[0], q->shift[0], q->double_round);
  }
  if (iw < 32) v = convert(a, ext, v, 32);
  if (q->in_zp) v = binary(a, "arith.subi", v, constant(a, zw, q->in_zp));
  if (q->n == 1 && q->shift[0] >= 0) {
    Value *v64 = convert(a, "arith.extsi", v, 64);
    return apply_scale_known(a, v, zw, v64, q->mult[0], q->shift[0], q->double_round);
  }
  if (!m) m = constant(a, 32, q->mult[0]);
  if (!s) s = constant(a, 8, q->shift[0]);
  return apply_scale(a, v, zw, m, 32, s, q->double_round);
}

/* The body of a rescale: the scaled value plus output_zp, clamped to the result's
 * range (not for i32: the whole range), truncated. */
static Value *rescale_body(Arith *a, const Rescale *q, Value *v, Value *m, Value *s) {
  Type *oe = q->out->elem;
  uint32_t ow = oe->width;
  v = rescale_scaled(a, q, v, m, s);
  if (q->out_zp) v = binary(a, "arith.addi", v, constant(a, 32, q->out_zp));
  if (ow < 32) {
    int64_t lo = q->out_unsigned ? 0 : -(INT64_C(1) << (ow - 1));
    int64_t hi = q->out_unsigned ? (INT64_C(1) << ow) - 1 : (INT64_C(1) << (ow - 1)) - 1;
    v = binary(a, "arith.maxsi", constant(a, 32, lo), v);
    v = binary(a, "arith.minsi", constant(a, 32, hi), v);
    v = convert(a, "arith.trunci", v, ow);
  }
  if (oe->sign == UNSIGNED) v = unrealized_cast(&a->e, v, oe);
  return v;
}

/*   %0 = linalg.generic {indexing_maps = [#id, #last, #last, #id], ...}
 *          ins(%x, %multipliers, %shifts : ...) outs(%e : tensor<...xi8>) {
 *   ^bb0(%in: i8, %in_0: i32, %in_1: i8, %out: i8):
 *     ext, subi input_zp, apply_scale, addi output_zp, maxsi, minsi, trunci
 *   }
 * with the multiplier and the shift as constants of the block when there is one of each. */
bool lower_rescale(OpRewrite *r) {
  Rescale q;
  if (!read_rescale(r, &q)) return false;
  uint32_t rank = q.in->rank;
  Type *to;
  Value *sizes[IR_MAX_RANK];
  result_shape(r, q.x, q.out, &to, sizes);
  Value *ins[3] = {q.x};
  Attr *maps[4] = {lower_identity_map(rank)};
  uint32_t nin = 1;
  if (q.n > 1) {
    ins[nin] = channel_constant(r, q.mult, q.n, 32);
    maps[nin++] = last_dim_map(rank);
    ins[nin] = channel_constant(r, q.shift, q.n, 8);
    maps[nin++] = last_dim_map(rank);
  }
  maps[nin] = lower_identity_map(rank);
  Value *e = lower_empty(r, to, sizes);
  Block *b = lower_generic_body(&r->e, nin, ins, e);
  Arith a = {.e = body_at(r, b)};
  Value *v = rescale_body(&a, &q, b->args[0], q.n > 1 ? b->args[1] : NULL, q.n > 1 ? b->args[2] : NULL);
  lower_emit(&a.e, OPK_YIELD, "linalg.yield", 1, &v, NULL);
  lower_result(r, 0, lower_spell_generic(&r->e, rank, nin, ins, e, maps, b));
  lower_result_sizes(r, 0, sizes);
  return true;
}

/* ---------------------------------------------------------------- tosa.apply_scale */

/* The integer width of a scalar, a vector (its lanes in *a) or a tensor's element; 0: none. */
static uint32_t scale_width(const Type *t, Arith *a) {
  if (t->kind == TYPE_INT && t->sign == SIGNLESS) return t->width;
  if (t->kind == TYPE_TENSOR) return signless_int(t->elem) ? t->elem->width : 0;
  if (t->kind != TYPE_OPAQUE || strncmp(t->spelling, "vector<", 7)) return 0;
  const char *x = strrchr(t->spelling, 'x');
  unsigned w;
  char close;
  if (!x || sscanf(x + 1, "i%u%c", &w, &close) != 2 || close != '>') return 0;
  a->lanes = t->spelling;
  a->lanes_len = (size_t)(x + 1 - t->spelling);
  return w;
}

/* tosa.apply_scale %value, %multiplier, %shift: LLVM 19's {double_round = true},
 * LLVM 22's {rounding_mode = DOUBLE_ROUND}; on scalars and vectors the expansion
 * in place, on tensors a linalg.generic of it. */
bool lower_apply_scale(OpRewrite *r) {
  Op *op = r->op;
  if (op->noperands != 3) return lower_refuse(r, "expects three operands");
  const char *mode = rounding_mode(op);
  if (mode && !strcmp(mode, "INEXACT_ROUND")) return lower_refuse(r, "cannot lower rounding_mode INEXACT_ROUND");
  bool double_round = bool_attr(op, "double_round") || (mode && !strcmp(mode, "DOUBLE_ROUND"));
  Value *v = op->operands[0].value, *m = op->operands[1].value, *s = op->operands[2].value;
  Type *out = op->results[0]->type;
  Arith a = {.e = r->e}, am = a, as = a, ao = a;
  uint32_t vw = scale_width(v->type, &a), mw = scale_width(m->type, &am), sw = scale_width(s->type, &as);
  uint32_t ow = scale_width(out, &ao);
  if (!vw || vw < 32 || mw != 32 || sw != 8 || ow != 32 || v->type->kind != out->kind)
    return lower_refuse(r, "expects a value of i32, i48 or i64, an i32 multiplier, an i8 shift and an i32 result");
  if (out->kind != TYPE_TENSOR) {
    lower_result(r, 0, apply_scale(&a, v, vw, m, 32, s, double_round));
    return true;
  }
  Value *ins[3] = {v, m, s};
  for (uint32_t i = 0; i < 3; i++)
    if (!shapes_agree(ins[i]->type, out)) return lower_refuse(r, "expects operands and a result of one shape");
  Type *to;
  Value *sizes[IR_MAX_RANK];
  result_shape(r, v, out, &to, sizes);
  Value *e = lower_empty(r, to, sizes);
  Block *b = lower_generic_body(&r->e, 3, ins, e);
  Arith body = {.e = body_at(r, b)};
  Value *y = apply_scale(&body, b->args[0], vw, b->args[1], 32, b->args[2], double_round);
  lower_emit(&body.e, OPK_YIELD, "linalg.yield", 1, &y, NULL);
  Attr *id = lower_identity_map(to->rank), *maps[4] = {id, id, id, id};
  lower_result(r, 0, lower_spell_generic(&r->e, to->rank, 3, ins, e, maps, b));
  lower_result_sizes(r, 0, sizes);
  return true;
}

/* ---------------------------------------------------------------- tosa.table */

/* i8 -> i8: table[x + 128];
 * i16 -> i32: with i = (x + 32768) >> 7 and f = (x + 32768) & 127,
 *             (table[i] << 7) + (table[i + 1] - table[i]) * f */
static Value *table_body(OpRewrite *r, Arith *a, Value *x, Value *table) {
  Type *tt = table->type, *idx = type_index();
  if (x->type->width == 8) {
    Value *i = lower_spell1(&a->e, idx, NULL, "arith.index_cast $v : $t to index", x, x->type);
    i = lower_spell1(&a->e, idx, NULL, "arith.addi $v, $v : index", i, lower_index(r, 128));
    return lower_spell1(&a->e, tt->elem, "extracted", "tensor.extract $v[$v] : $t", table, i, tt);
  }
  Value *v = binary(a, "arith.addi", convert(a, "arith.extsi", x, 32), constant(a, 32, 32768));
  Value *seven = constant(a, 32, 7);
  Value *base = binary(a, "arith.shrui", v, seven);
  Value *frac = binary(a, "arith.andi", v, constant(a, 32, 127));
  Value *next = binary(a, "arith.addi", base, constant(a, 32, 1));
  Value *at[2], *entry[2];
  for (int k = 0; k < 2; k++) {
    Value *i = k ? next : base;
    at[k] = lower_spell1(&a->e, idx, NULL, "arith.index_cast $v : $t to index", i, i->type);
    entry[k] = lower_spell1(&a->e, tt->elem, "extracted", "tensor.extract $v[$v] : $t", table, at[k], tt);
    entry[k] = convert(a, "arith.extsi", entry[k], 32);
  }
  Value *high = binary(a, "arith.shli", entry[0], seven);
  Value *slope = binary(a, "arith.muli", binary(a, "arith.subi", entry[1], entry[0]), frac);
  return binary(a, "arith.addi", high, slope);
}

/*   %1 = linalg.generic {indexing_maps = [#id, #id], ...} ins(%x : tensor<6xi8>) outs(%0 : tensor<6xi8>) {
 *   ^bb0(%in: i8, %out: i8):
 *     (table_body)
 *     linalg.yield %extracted : i8
 *   } -> tensor<6xi8>
 * Indices outside the table (a table shorter than the spec's 256 or 513) are the
 * spec's error; they are not checked. */
bool lower_table(OpRewrite *r) {
  Op *op = r->op;
  if (op->noperands != 2) return lower_refuse(r, "expects two operands");
  Value *x = op->operands[0].value, *table = op->operands[1].value;
  Type *in = x->type, *tt = table->type, *out = op->results[0]->type;
  if (in->kind != TYPE_TENSOR || out->kind != TYPE_TENSOR || tt->kind != TYPE_TENSOR || tt->rank != 1)
    return lower_refuse(r, "cannot lower a table of unranked tensors, or of a table not of rank 1");
  bool i8 = signless_int(in->elem) && in->elem->width == 8 && tt->elem == in->elem && out->elem == in->elem;
  bool i16 = signless_int(in->elem) && in->elem->width == 16 && tt->elem == in->elem && signless_int(out->elem) &&
             out->elem->width == 32;
  if (!i8 && !i16) return lower_refuse(r, "expects i8 input, table and result, or i16 input and table and an i32 result");
  if (!shapes_agree(in, out)) return lower_refuse(r, "the input and the result must have the same shape");
  Type *to;
  Value *sizes[IR_MAX_RANK];
  result_shape(r, x, out, &to, sizes);
  Value *e = lower_empty(r, to, sizes);
  Block *b = lower_generic_body(&r->e, 1, &x, e);
  Arith a = {.e = body_at(r, b)};
  Value *v = table_body(r, &a, b->args[0], table);
  lower_emit(&a.e, OPK_YIELD, "linalg.yield", 1, &v, NULL);
  Attr *id = lower_identity_map(in->rank), *maps[2] = {id, id};
  lower_result(r, 0, lower_spell_generic(&r->e, in->rank, 1, &x, e, maps, b));
  lower_result_sizes(r, 0, sizes);
  return true;
}
