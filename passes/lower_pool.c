/* lower_pool.c — tosa.max_pool2d and tosa.avg_pool2d in both TOSA generations, as
 * MLIR's TosaToLinalgNamed lowers them: the input padded (tensor.pad), a window
 * op over it into a filled tensor, and for avg_pool2d a linalg.generic dividing
 * each sum by the count of the input's elements its window covers:
 *
 *   %padded = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] { ... tensor.yield %lowest }
 *   %f = linalg.fill ins(%lowest : f32) outs(%e : tensor<?x4x4x8xf32>) -> ...
 *   %k = tensor.empty() : tensor<3x3xf32>
 *   %m = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<[2, 2]> : vector<2xi64>}
 *          ins(%padded, %k : ...) outs(%f : ...) -> tensor<?x4x4x8xf32>
 *
 * Where this differs from both mlir-opts on purpose: max_pool2d of floats pads and
 * starts from -inf (the spec's lowest value), where they take the lowest finite
 * value (-3.40282347E+38 for f32): a window of -inf and padding is -inf. With
 * nan_mode = IGNORE (LLVM 22) the window op is a linalg.generic of arith.maxnumf,
 * which skips NaNs (mlir-opt-22: a select of the running value where the
 * element is NaN); a window of NaNs only is then -inf. avg_pool2d counts the
 * elements of the input each window covers exactly (the spec's count), which is
 * the reference's count whenever the padded size less the kernel is a multiple of
 * the stride (the spec requires it). Dynamic sizes: any (both mlir-opts take a
 * dynamic batch only); a dynamic height or width of the result is computed. */
#include <string.h>

#include "lower_impl.h"

/* ---------------------------------------------------------------- what both pools read */

typedef struct Pool {
  Value *x;
  Type *in, *out;
  int64_t kernel[2], stride[2], pad[4]; /* pad: top, bottom, left, right */
  int64_t dims[4];                      /* the result's N, OH, OW, C */
  Value *sizes[4];                      /* the dynamic N and C */
} Pool;

static bool op_ints(const Op *op, const char *name, int64_t *out, uint32_t n) {
  const Attr *a = op_attr(op, name);
  uint32_t got;
  return a && a->kind == ATTR_OPAQUE && a->spelling &&
         ir_read_ints(a->spelling, strlen(a->spelling), out, n, &got) && got == n;
}

/* A size the input and the result share: the static one, else dynamic; false if they differ. */
static bool shared(int64_t a, int64_t b, int64_t *dim) {
  if (a != DIM_DYNAMIC && b != DIM_DYNAMIC && a != b) return false;
  *dim = a != DIM_DYNAMIC ? a : b;
  return true;
}

static bool read_pool(OpRewrite *r, Pool *p) {
  Op *op = r->op;
  p->x = op->operands[0].value;
  p->in = p->x->type;
  p->out = op->results[0]->type;
  if (p->in->kind != TYPE_TENSOR || p->out->kind != TYPE_TENSOR || p->in->rank != 4 || p->out->rank != 4)
    return lower_refuse(r, "expects an input and a result of rank 4 (NHWC)");
  if (!op_ints(op, "kernel", p->kernel, 2) || !op_ints(op, "stride", p->stride, 2) || !op_ints(op, "pad", p->pad, 4))
    return lower_refuse(r, "requires attributes 'kernel' (2), 'stride' (2) and 'pad' (4)");
  /* the verifier (verify_pool.c) has checked kernel, stride and pad values, and a
   * static result size against the one computed here */
  for (int i = 0; i < 2; i++) {
    int64_t size = p->in->dims[1 + i];
    if (size == DIM_DYNAMIC) { /* computed at run time (read_sizes), unless the result says it */
      p->dims[1 + i] = p->out->dims[1 + i];
      continue;
    }
    int64_t padded = size + p->pad[2 * i] + p->pad[2 * i + 1];
    if (padded < p->kernel[i]) return lower_refuse(r, "the kernel is larger than the padded input");
    p->dims[1 + i] = (padded - p->kernel[i]) / p->stride[i] + 1;
  }
  if (!shared(p->in->dims[0], p->out->dims[0], &p->dims[0]) || !shared(p->in->dims[3], p->out->dims[3], &p->dims[3]))
    return lower_refuse(r, "the input and the result must have the same batch and channels");
  return true;
}

static Value *index_op(Emitter *b, const char *name, Value *x, Value *y) {
  return lower_spell1(b, type_index(), NULL, "$s $v, $v : index", name, x, y);
}

/* The result's dynamic sizes, once the op is known to be lowered: the input's
 * batch and channels, and a dynamic height or width (size + pads - kernel) /
 * stride + 1 (the spec's; a padded size below the kernel is its error). */
static void read_sizes(OpRewrite *r, Pool *p) {
  for (uint32_t d = 0; d < 4; d++) {
    p->sizes[d] = p->dims[d] == DIM_DYNAMIC ? lower_dim(r, p->x, d) : NULL;
    if (!p->sizes[d] || d == 0 || d == 3) continue;
    int64_t extra = p->pad[2 * (d - 1)] + p->pad[2 * d - 1] - p->kernel[d - 1], stride = p->stride[d - 1];
    Value *v = p->sizes[d];
    if (extra) v = index_op(&r->e, extra > 0 ? "arith.addi" : "arith.subi", v, lower_index(r, extra > 0 ? extra : -extra));
    if (stride > 1) v = index_op(&r->e, "arith.divsi", v, lower_index(r, stride));
    p->sizes[d] = index_op(&r->e, "arith.addi", v, lower_index(r, 1));
  }
}

/* The input padded with `value` (the input itself without padding). */
static Value *pad_input(OpRewrite *r, Pool *p, Value *value) {
  const int64_t *q = p->pad;
  if (!q[0] && !q[1] && !q[2] && !q[3]) return p->x;
  return lower_pad_with(r, p->x, (const int64_t[]){0, q[0], q[2], 0}, (const int64_t[]){0, q[1], q[3], 0}, value);
}

/* The result's shape of element elem, filled with value. */
static Value *filled(OpRewrite *r, Pool *p, Type *elem, Value *value) {
  Type *t = type_tensor(elem, 4, p->dims, NULL);
  Value *e = lower_empty(r, t, p->sizes);
  return lower_spell1(&r->e, t, NULL, "linalg.fill ins($v : $t) outs($v : $t) -> $t", value, elem, e, t, t);
}

/* `name {dilations, strides} ins(%padded, %kernel) outs(%init)`: a named window op */
static Value *window_op(OpRewrite *r, Pool *p, const char *name, Value *padded, Value *init) {
  Type *elem = init->type->elem;
  Value *kernel = lower_empty(r, type_tensor(elem, 2, p->kernel, NULL), NULL);
  return lower_spell1(&r->e, init->type, NULL,
                      "$s {dilations = dense<1> : vector<2xi64>, strides = dense<[$d, $d]> : vector<2xi64>} "
                      "ins($v, $v : $t, $t) outs($v : $t) -> $t",
                      name, p->stride[0], p->stride[1], padded, kernel, padded->type, kernel->type, init, init->type,
                      init->type);
}

/* ---------------------------------------------------------------- max_pool2d */

static bool is_float(const Type *t) { return t->kind == TYPE_FLOAT; }

static bool signless_int(const Type *t) { return t->kind == TYPE_INT && t->sign == SIGNLESS && t->width > 1; }

static Value *unrealized_cast(Emitter *e, Value *v, Type *to) {
  return lower_spell1(e, to, NULL, "builtin.unrealized_conversion_cast $v : $t to $t", v, v->type, to);
}

/* The lowest value: -inf, or the integer's signed minimum. */
static Value *lowest(OpRewrite *r, Type *elem) {
  if (is_float(elem)) return lower_const_float(&r->e, elem, -__builtin_inf());
  return lower_const_int(&r->e, elem, elem->width >= 64 ? INT64_MIN : -(INT64_C(1) << (elem->width - 1)));
}

/* The window op as a linalg.generic, for nan_mode = IGNORE (arith.maxnumf) and
 * for unsigned integers (arith.maxui on the signless twins of the elements:
 * arith takes no ui8, so the body casts them, as mlir-opt-22's rescale does):
 *   #in = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * SH + d4, d2 * SW + d5, d3)>
 *   %m = linalg.generic {indexing_maps = [#in, #kernel, #out], iterator_types = [4 x "parallel", 2 x "reduction"]}
 *          ins(%padded, %k : ...) outs(%f : ...) { ^bb0(%in: f32, %in_0: f32, %out: f32):
 *     %0 = arith.maxnumf %out, %in : f32 ... } */
static Value *max_generic(OpRewrite *r, Pool *p, Value *padded, Value *init) {
  Type *elem = init->type->elem;
  Value *kernel = lower_empty(r, type_tensor(elem, 2, p->kernel, NULL), NULL);
  Block *b = ir_block_new(r->op->loc, 3, (Type *[]){elem, elem, elem});
  b->args[0]->name_hint = b->args[1]->name_hint = "in";
  b->args[2]->name_hint = "out";
  Emitter be = {.block = b, .loc = r->op->loc, .loc_spelling = r->op->loc_spelling};
  Value *m;
  if (is_float(elem)) {
    m = lower_spell1(&be, elem, NULL, "arith.maxnumf $v, $v : $t", b->args[2], b->args[0], elem);
  } else {
    Type *twin = type_int(elem->width, SIGNLESS);
    Value *in = unrealized_cast(&be, b->args[0], twin), *out = unrealized_cast(&be, b->args[2], twin);
    m = unrealized_cast(&be, lower_spell1(&be, twin, NULL, "arith.maxui $v, $v : $t", out, in, twin), elem);
  }
  lower_emit(&be, OPK_YIELD, "linalg.yield", 1, &m, NULL);
  Buf in = {0};
  buf_str(&in, "affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, ");
  for (int i = 0; i < 2; i++) {
    buf_printf(&in, "d%d", 1 + i);
    if (p->stride[i] != 1) buf_printf(&in, " * %lld", (long long)p->stride[i]);
    buf_printf(&in, " + d%d, ", 4 + i);
  }
  buf_str(&in, "d3)>");
  Attr *maps[3] = {attr_affine_map(A(), buf_c(&in)),
                   attr_affine_map(A(), "affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>"),
                   attr_affine_map(A(), "affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>")};
  buf_free(&in);
  return lower_spell1(&r->e, init->type, NULL,
                      "linalg.generic {indexing_maps = [$m, $m, $m], iterator_types = [\"parallel\", \"parallel\", "
                      "\"parallel\", \"parallel\", \"reduction\", \"reduction\"]} ins($v, $v : $t, $t) outs($v : $t) "
                      "{$r} -> $t",
                      maps[0], maps[1], maps[2], padded, kernel, padded->type, kernel->type, init, init->type, b,
                      init->type);
}

/* An unsigned max_pool2d (ui8, ui16: TOSA 1.0): padded with and started from 0
 * (a ui8 constant is an i8 one cast), the window op max_generic's arith.maxui.
 * mlir-opt-22 takes linalg.pooling_nhwc_max_unsigned between tensor casts to i8,
 * which neither bufferizes. */
static Value *unsigned_max_pool(OpRewrite *r, Pool *p) {
  Type *elem = p->in->elem;
  Value *zero = unrealized_cast(&r->e, lower_const_int(&r->e, type_int(elem->width, SIGNLESS), 0), elem);
  return max_generic(r, p, pad_input(r, p, zero), filled(r, p, elem, zero));
}

bool lower_max_pool2d(OpRewrite *r) {
  Op *op = r->op;
  if (op->noperands != 1) return lower_refuse(r, "expects one operand");
  Pool p;
  if (!read_pool(r, &p)) return false;
  Type *elem = p.in->elem;
  bool is_unsigned = elem->kind == TYPE_INT && elem->sign == UNSIGNED && elem->width > 1;
  if (p.out->elem != elem || !(is_float(elem) || signless_int(elem) || is_unsigned))
    return lower_refuse(r, "expects an input and a result of one float or integer type");
  if (is_unsigned) {
    read_sizes(r, &p);
    lower_result(r, 0, unsigned_max_pool(r, &p));
    lower_result_sizes(r, 0, p.sizes);
    return true;
  }
  const Attr *mode = op_attr(op, "nan_mode");
  bool ignore = is_float(elem) && mode && mode->spelling && strstr(mode->spelling, "IGNORE");
  read_sizes(r, &p);
  Value *low = lowest(r, elem);
  Value *padded = pad_input(r, &p, low);
  Value *init = filled(r, &p, elem, low);
  Value *v = ignore ? max_generic(r, &p, padded, init) : window_op(r, &p, "linalg.pooling_nhwc_max", padded, init);
  lower_result(r, 0, v);
  lower_result_sizes(r, 0, p.sizes);
  return true;
}

/* ---------------------------------------------------------------- avg_pool2d */

/* A count known when lowering (v NULL) or computed in the body. */
typedef struct Count {
  Value *v;
  int64_t known;
} Count;

/* The input's elements the window at this output position covers along dim d
 * (1 height, 2 width): min(start + kernel, size) - max(start, 0), start being
 * index * stride - pad before; at least 1. Known for a dim of one position. */
static Count covered(OpRewrite *r, Emitter *b, const Pool *p, uint32_t d) {
  int64_t k = p->kernel[d - 1], size = p->in->dims[d], before = p->pad[2 * (d - 1)];
  if (p->dims[d] == 1 && size != DIM_DYNAMIC) {
    int64_t end = -before + k < size ? -before + k : size;
    return (Count){.known = end - (before > 0 ? 0 : -before) > 1 ? end - (before > 0 ? 0 : -before) : 1};
  }
  Value *i = lower_loop_index(r, b, d, p->dims[d]);
  Value *start = p->stride[d - 1] == 1 ? i : index_op(b, "arith.muli", i, lower_index(r, p->stride[d - 1]));
  if (before) start = index_op(b, "arith.subi", start, lower_index(r, before));
  Value *end = index_op(b, "arith.addi", start, lower_index(r, k));
  end = index_op(b, "arith.minsi", end, size == DIM_DYNAMIC ? lower_dim(r, p->x, d) : lower_index(r, size));
  if (before) start = index_op(b, "arith.maxsi", start, lower_index(r, 0));
  return (Count){.v = index_op(b, "arith.maxsi", index_op(b, "arith.subi", end, start), lower_index(r, 1))};
}

/* The window's count, h * w, as an i32 (or known). */
static Count window_count(OpRewrite *r, Emitter *b, const Pool *p) {
  Count h = covered(r, b, p, 1), w = covered(r, b, p, 2);
  if (!h.v && !w.v) return (Count){.known = h.known * w.known};
  Value *n;
  if (h.v && w.v)
    n = index_op(b, "arith.muli", h.v, w.v);
  else
    n = (h.v ? w.known : h.known) == 1 ? (h.v ? h.v : w.v)
                                         : index_op(b, "arith.muli", h.v ? h.v : w.v, lower_index(r, h.v ? w.known : h.known));
  return (Count){.v = lower_spell1(b, type_int(32, SIGNLESS), NULL, "arith.index_cast $v : index to i32", n)};
}

static Value *i32_op(Emitter *b, const char *name, Value *x, Value *y) {
  return lower_spell1(b, x->type, NULL, "$s $v, $v : $t", name, x, y, x->type);
}

static Value *cast_op(Emitter *b, const char *name, Value *x, Type *to) {
  return lower_spell1(b, to, NULL, "$s $v : $t to $t", name, x, x->type, to);
}

/* The multiplier and shift of a known count, as int_average computes them. */
static void known_scale(int64_t count, int64_t *m, int64_t *shift) {
  int k = count > 1 ? 64 - __builtin_clzll((unsigned long long)(count - 1)) : 0;
  *m = (int32_t)(uint32_t)((((UINT64_C(1) << 30) + 1) << k) / (uint64_t)count);
  *shift = 30 + k;
}

/* An integer sum divided by the count as the reference does, through apply_scale:
 * k = 32 - clz(count - 1), multiplier = (((1 << 30) + 1) << k) / count, shift =
 * 30 + k (computed here when the count is known); less count * input_zp before,
 * plus output_zp after, clamped to the result's type. */
static Value *int_average(Emitter *b, Value *sum, Count count, int64_t izp, int64_t ozp, Type *out) {
  Type *i32 = type_int(32, SIGNLESS), *i64 = type_int(64, SIGNLESS), *i8 = type_int(8, SIGNLESS);
  Value *v;
  if (!count.v) {
    int64_t m, shift;
    known_scale(count.known, &m, &shift);
    if (izp) sum = i32_op(b, "arith.subi", sum, lower_const_int(b, i32, (int32_t)(uint32_t)(count.known * izp)));
    v = lower_apply_scale_known(b, sum, 32, m, shift, false);
  } else {
    Value *n = count.v;
    if (izp) sum = i32_op(b, "arith.subi", sum, i32_op(b, "arith.muli", n, lower_const_int(b, i32, izp)));
    Value *zeros = lower_spell1(b, i32, NULL, "math.ctlz $v : $t", i32_op(b, "arith.subi", n, lower_const_int(b, i32, 1)), i32);
    Value *k = i32_op(b, "arith.subi", lower_const_int(b, i32, 32), zeros);
    Value *numerator = i32_op(b, "arith.shli", lower_const_int(b, i64, (INT64_C(1) << 30) + 1),
                              cast_op(b, "arith.extui", k, i64));
    Value *m = cast_op(b, "arith.trunci", i32_op(b, "arith.divui", numerator, cast_op(b, "arith.extui", n, i64)), i32);
    Value *shift = i32_op(b, "arith.addi", cast_op(b, "arith.trunci", k, i8), lower_const_int(b, i8, 30));
    v = lower_apply_scale_arith(b, sum, 32, m, shift, false);
  }
  if (ozp) v = i32_op(b, "arith.addi", v, lower_const_int(b, i32, ozp));
  int64_t half = INT64_C(1) << (out->width - 1);
  v = i32_op(b, "arith.maxsi", lower_const_int(b, i32, -half), v);
  v = i32_op(b, "arith.minsi", lower_const_int(b, i32, half - 1), v);
  return out->width < 32 ? cast_op(b, "arith.trunci", v, out) : v;
}

/* The zero points: LLVM 19's quantization_info, LLVM 22's operands (integers only). */
static bool avg_zero_points(OpRewrite *r, int64_t *izp, int64_t *ozp) {
  Op *op = r->op;
  *izp = *ozp = 0;
  if (op->noperands == 1) {
    const Attr *q = op_attr(op, "quantization_info");
    *izp = lower_quant_zero_point(q, "input_zp");
    *ozp = lower_quant_zero_point(q, "output_zp");
    return true;
  }
  if (op->noperands != 3) return lower_refuse(r, "expects one operand (LLVM 19) or three (TOSA 1.0)");
  if (is_float(op->operands[0].value->type->elem)) return true;
  if (!ir_const_int(op->operands[1].value, izp) || !ir_const_int(op->operands[2].value, ozp))
    return lower_refuse(r, "cannot lower an avg_pool2d whose zero points are not constants");
  return true;
}

/* The accumulator's type: acc_type, else i32 for integers and the input's for floats. */
static Type *acc_type(const Op *op, Type *elem) {
  const Attr *a = op_attr(op, "acc_type");
  if (a && a->kind == ATTR_TYPE && a->type) return a->type;
  return is_float(elem) ? elem : type_int(32, SIGNLESS);
}

/*   %sum = linalg.pooling_nhwc_sum ... -> tensor<..xACC>
 *   %avg = linalg.generic {...} ins(%sum : ..) outs(%e : ..) {
 *   ^bb0(%in: f32, %out: f32):
 *     (covered height * covered width, as i32)
 *     %c = arith.sitofp %count : i32 to f32 ; %d = arith.divf %in, %c : f32   // integers: int_average
 *     linalg.yield %d : f32
 *   } */
bool lower_avg_pool2d(OpRewrite *r) {
  Op *op = r->op;
  Pool p;
  int64_t izp, ozp;
  if (!avg_zero_points(r, &izp, &ozp) || !read_pool(r, &p)) return false;
  Type *elem = p.in->elem, *acc = acc_type(op, elem), *oe = p.out->elem;
  bool floats = is_float(elem) && is_float(acc) && acc->width >= elem->width;
  bool ints = signless_int(elem) && elem->width <= 16 && acc == type_int(32, SIGNLESS);
  if (oe != elem || !(floats || ints))
    return lower_refuse(r, "expects floats with a float accumulator at least as wide, or i8 / i16 with an i32 one");
  read_sizes(r, &p);
  Value *zero = floats ? lower_const_float(&r->e, elem, 0) : lower_const_int(&r->e, elem, 0);
  Value *padded = pad_input(r, &p, zero);
  Value *init = filled(r, &p, acc, floats ? lower_const_float(&r->e, acc, 0) : lower_const_int(&r->e, acc, 0));
  Value *sum = window_op(r, &p, "linalg.pooling_nhwc_sum", padded, init);
  Value *e = lower_empty(r, type_tensor(oe, 4, p.dims, NULL), p.sizes);
  Block *body = lower_generic_body(&r->e, 1, &sum, e);
  Emitter b = {.block = body, .loc = op->loc, .loc_spelling = op->loc_spelling, .consts = r->ls};
  Count count = window_count(r, &b, &p);
  Value *v;
  if (floats) {
    Value *n = count.v ? cast_op(&b, "arith.sitofp", count.v, acc) : lower_const_float(&b, acc, (double)count.known);
    v = i32_op(&b, "arith.divf", body->args[0], n);
    if (acc != oe) v = cast_op(&b, "arith.truncf", v, oe);
  } else {
    v = int_average(&b, body->args[0], count, izp, ozp, oe);
  }
  lower_emit(&b, OPK_YIELD, "linalg.yield", 1, &v, NULL);
  Attr *id = lower_identity_map(4), *maps[2] = {id, id};
  lower_result(r, 0, lower_spell_generic(&r->e, 4, 1, &sum, e, maps, body));
  lower_result_sizes(r, 0, p.sizes);
  return true;
}
