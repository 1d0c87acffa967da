/* lower_resize.c — tosa.resize (LLVM 19: mode string and scale/offset/border
 * attributes; LLVM 22: shape operands from tosa.const_shape and a mode enum), as
 * MLIR's TosaToLinalg computes it: one linalg.generic over the result NxOHxOWxC,
 * without ins, whose body works out the input coordinates of each output pixel
 * with linalg.index arithmetic in i32 and reads them with tensor.extract.
 *
 * For output row oy (columns alike), v = oy * scale_d + offset:
 *   - floats (f16, bf16, f32; the arithmetic in that type): iy = floordivsi(v, n),
 *     dy = sitofp(remsi(v, n)) / uitofp(n);
 *   - integers (i8 -> i8/i32, i16 -> i16/i48): iy = divsi(v, n), dy = v - iy * n.
 * Nearest: row iy + (dy >= 1/2), clamped into [0, IH - 1]. Bilinear: rows iy and
 * iy + 1 clamped, top = v00 * (1 - dx) + v01 * dx (integers: scale_n - dx, each
 * value sign-extended to the result type), then the same across dy.
 * An input dim of size 1 reads index 0 and skips its interpolation (floats: the
 * value; integers: the value times scale_n): the values mlir-opt's 1x1 and
 * broadcast patterns give, so one generic serves every case.
 * For a negative v the reference's truncating divsi (integers) and its negative
 * remsi (floats) are kept, as it computes them; the TOSA spec floors there. */
#include <string.h>

#include "lower_impl.h"

typedef struct Resize {
  OpRewrite *r;
  Value *x;            /* the input, NxHxWxC */
  Type *in, *out, *i32;
  Type *ft;            /* floats: the element type the deltas are computed in; NULL: integers */
  bool bilinear;
  int64_t scale[4], offset[2], border[2];
  Emitter b;           /* the body */
  Emitter k;           /* the block's constants */
} Resize;

/* An input coordinate: its index (i32) and its delta (ft, or i32 and `wide` in
 * the result type); i == NULL for an input dim of size 1. With scale_n 1 the delta
 * is 0 (d NULL) and the index the coordinate itself. `rest` is 1 - d (floats) or
 * scale_n - d in the result type (integers), made once for both of its uses. */
typedef struct Coord {
  Value *i, *d, *wide, *rest;
  int64_t size, scale_n;
} Coord;

static Value *c32(Resize *z, int64_t v) { return lower_const_int(&z->k, z->i32, v); }
static Value *bin(Resize *z, const char *name, Type *t, Value *a, Value *b) {
  return lower_emit2(&z->b, OPK_BINARY, name, t, a, b);
}
static Value *conv(Resize *z, const char *name, Type *t, Value *a) { return lower_emit1(&z->b, OPK_CONVERT, name, t, a); }

/* ---------------------------------------------------------------- reading the op */

/* A splat shape operand (dense<0> : tensor<2xindex>) gives its value once. */
static bool read_ints(Resize *z, const char *name, uint32_t operand, int64_t *out, uint32_t want) {
  uint32_t n = 0;
  bool ok = op_const_ints(z->r->op, name, operand, out, want, &n);
  if (ok && n == 1 && !op_attr(z->r->op, name))
    for (n = 1; n < want; n++) out[n] = out[0];
  if (!ok || n != want)
    return lower_refuse(z->r, "cannot lower a resize whose %s is not %u constant integers", name, want);
  return true;
}

/* The element types the reference computes with: floats of one type, or the
 * spec's integer pairs (nearest keeps the type, bilinear widens i8 to i32 and i16
 * to i48; a widening nearest, which mlir-opt-19 lowers for a 1x1 input, reads the
 * nearest value and sign-extends it). */
static bool read_types(Resize *z) {
  Type *in = z->in, *out = z->out;
  if (type_is_float(in)) {
    if (in != out || !(in->fkind == FLOAT_F16 || in->fkind == FLOAT_BF16 || in->fkind == FLOAT_F32))
      return lower_refuse(z->r, "a float resize takes f16, bf16 or f32, the result of the input's type");
    z->ft = in;
    return true;
  }
  bool ok = in->kind == TYPE_INT && out->kind == TYPE_INT && in->sign == SIGNLESS && out->sign == SIGNLESS;
  bool wide = ok && ((in->width == 8 && out->width == 32) || (in->width == 16 && out->width == 48));
  if (!(wide || (ok && !z->bilinear && out == in && (in->width == 8 || in->width == 16))))
    return lower_refuse(z->r, "an integer resize takes i8 to i8 or i16 to i16 (nearest), i8 to i32 or i16 to i48 "
                              "(bilinear; nearest sign-extends, as mlir-opt-19 does for a 1x1 input)");
  return true;
}

static bool read_resize(Resize *z) {
  Op *op = z->r->op;
  if (op->noperands < 1 || op->nresults != 1) return lower_refuse(z->r, "expects an input and one result");
  z->x = op->operands[0].value;
  Type *xt = z->x->type, *rt = op->results[0]->type;
  if (xt->kind != TYPE_TENSOR || rt->kind != TYPE_TENSOR || xt->rank != 4 || rt->rank != 4)
    return lower_refuse(z->r, "expects an input and a result of rank 4 (NxHxWxC)");
  const Attr *mode = op_attr(op, "mode");
  const char *m = mode && mode->spelling && !strchr(mode->spelling, BIGTEXT_MARK) ? mode->spelling : NULL; /* not big */
  if (!m || (!strstr(m, "BILINEAR") && !strstr(m, "NEAREST_NEIGHBOR")))
    return lower_refuse(z->r, "mode must be BILINEAR or NEAREST_NEIGHBOR");
  z->bilinear = strstr(m, "BILINEAR") != NULL;
  z->in = xt->elem;
  z->out = rt->elem;
  if (!read_types(z) || !read_ints(z, "scale", 1, z->scale, 4) || !read_ints(z, "offset", 2, z->offset, 2) ||
      !read_ints(z, "border", 3, z->border, 2))
    return false;
  for (int i = 0; i < 4; i++)
    if (z->scale[i] <= 0 || z->scale[i] > INT32_MAX)
      return lower_refuse(z->r, "scale values must be positive 32-bit integers");
  for (int i = 0; i < 2; i++)
    if (z->offset[i] < INT32_MIN || z->offset[i] > INT32_MAX)
      return lower_refuse(z->r, "offset values must be 32-bit integers (the coordinates are computed in i32)");
  if (xt->dims[1] == DIM_DYNAMIC || xt->dims[2] == DIM_DYNAMIC)
    return lower_refuse(z->r, "cannot lower a resize whose input height or width is dynamic");
  return true;
}

/* The result's size along dim d (1: height, 2: width): the result's static one
 * (mlir-opt-19 lowers any: an input dim of 1 broadcasts, a wider one clamps), else
 * ((I - 1) * n - offset + border) / d + 1; -1 where that is not a whole positive number. */
static int64_t out_size(const Resize *z, uint32_t d) {
  int64_t o = z->r->op->results[0]->type->dims[d];
  if (o != DIM_DYNAMIC) return o;
  int64_t i = z->x->type->dims[d], n = z->scale[2 * (d - 1)], q = z->scale[2 * (d - 1) + 1];
  int64_t num = (i - 1) * n - z->offset[d - 1] + z->border[d - 1];
  if (num < 0 || num % q) return -1;
  return num / q + 1;
}

/* ---------------------------------------------------------------- the body */

/* The input coordinate of output dim d (1: rows, 2: columns). Multiplying by 1,
 * adding 0 and dividing by 1 are left out (the values are the same), so that no op
 * of the body folds away (docs: canonical output). */
static Coord coord(Resize *z, uint32_t d) {
  Coord c = {.size = z->x->type->dims[d], .scale_n = z->scale[2 * (d - 1)]};
  if (c.size == 1) return c;
  int64_t sd = z->scale[2 * (d - 1) + 1], off = z->offset[d - 1];
  Value *v = lower_spell1(&z->b, type_index(), NULL, "linalg.index $d : index", (int64_t)d);
  v = conv(z, "arith.index_cast", z->i32, v);
  if (sd != 1) v = bin(z, "arith.muli", z->i32, v, c32(z, sd));
  if (off) v = bin(z, "arith.addi", z->i32, v, c32(z, off));
  c.i = v;
  if (c.scale_n == 1) return c;
  Value *n = c32(z, c.scale_n);
  if (z->ft) {
    c.i = bin(z, "arith.floordivsi", z->i32, v, n);
    Value *rem = conv(z, "arith.sitofp", z->ft, bin(z, "arith.remsi", z->i32, v, n));
    c.d = bin(z, "arith.divf", z->ft, rem, lower_const_float(&z->k, z->ft, (double)c.scale_n));
    if (z->bilinear) c.rest = bin(z, "arith.subf", z->ft, lower_const_float(&z->k, z->ft, 1.0), c.d);
    return c;
  }
  c.i = bin(z, "arith.divsi", z->i32, v, n);
  c.d = bin(z, "arith.subi", z->i32, v, bin(z, "arith.muli", z->i32, c.i, n));
  c.wide = z->out->width > 32 ? conv(z, "arith.extsi", z->out, c.d) : c.d;
  if (z->bilinear) c.rest = bin(z, "arith.subi", z->out, lower_const_int(&z->k, z->out, c.scale_n), c.wide);
  return c;
}

/* v clamped into [0, size - 1], as an index */
static Value *clamped_index(Resize *z, Value *v, int64_t size) {
  v = bin(z, "arith.maxsi", z->i32, v, c32(z, 0));
  v = bin(z, "arith.minsi", z->i32, v, c32(z, size - 1));
  return conv(z, "arith.index_cast", type_index(), v);
}

/* The nearest input index: the index, plus one where the delta is half or more */
static Value *nearest(Resize *z, const Coord *c) {
  if (!c->i) return lower_index(z->r, 0);
  if (!c->d) return clamped_index(z, c->i, c->size);
  Value *up;
  if (z->ft) {
    up = lower_spell1(&z->b, type_int(1, SIGNLESS), NULL, "arith.cmpf oge, $v, $v : $t", c->d,
                      lower_const_float(&z->k, z->ft, 0.5), z->ft);
  } else {
    Value *twice = bin(z, "arith.shli", z->i32, c->d, c32(z, 1));
    up = lower_spell1(&z->b, type_int(1, SIGNLESS), NULL, "arith.cmpi sge, $v, $v : $t", twice, c32(z, c->scale_n),
                      z->i32);
  }
  Value *step = conv(z, "arith.extui", z->i32, up); /* select(up, 1, 0) */
  return clamped_index(z, bin(z, "arith.addi", z->i32, c->i, step), c->size);
}

static Value *extract(Resize *z, Value *n, Value *y, Value *x, Value *ch) {
  Value *v = lower_spell_array(&z->b, z->in, "extracted", "tensor.extract $v[$v, $v, $v, $v] : $t",
                               (Value *[]){z->x, n, y, x, ch}, &z->x->type);
  return z->out == z->in ? v : conv(z, "arith.extsi", z->out, v);
}

/* v0 and v1 weighted by the coordinate's delta (v0 alone, or times scale_n, for
 * an input dim of size 1); with a delta of 0, v0 * 1 is v0 (floats: v0 + v1 * 0.0,
 * which keeps v1's NaN and infinities as the reference's sum does) */
static Value *lerp(Resize *z, Value *v0, Value *v1, const Coord *c) {
  Type *t = z->out;
  if (z->ft) {
    if (!c->i) return v0;
    if (!c->d) return bin(z, "arith.addf", t, v0, bin(z, "arith.mulf", t, v1, lower_const_float(&z->k, t, 0.0)));
    Value *m0 = bin(z, "arith.mulf", t, v0, c->rest);
    return bin(z, "arith.addf", t, m0, bin(z, "arith.mulf", t, v1, c->d));
  }
  if (c->scale_n == 1) return v0;
  if (!c->i) return bin(z, "arith.muli", t, v0, lower_const_int(&z->k, t, c->scale_n));
  Value *m0 = bin(z, "arith.muli", t, v0, c->rest);
  return bin(z, "arith.addi", t, m0, bin(z, "arith.muli", t, v1, c->wide));
}

/* s truncated to a w-bit signed integer (as i32 / i48 arithmetic wraps) */
static int64_t wrap(uint64_t s, uint32_t w) {
  uint64_t m = w >= 64 ? s : s & ((UINT64_C(1) << w) - 1);
  return w < 64 && (m >> (w - 1)) ? (int64_t)(m - (UINT64_C(1) << w)) : (int64_t)m;
}

static Value *bilinear(Resize *z, Value *n, const Coord *y, const Coord *x, Value *ch) {
  if (!z->ft && !y->i && !x->i) { /* a 1x1 input: v * yn * xn, the two products folded into one */
    Value *v = extract(z, n, lower_index(z->r, 0), lower_index(z->r, 0), ch);
    int64_t s = wrap((uint64_t)y->scale_n * (uint64_t)x->scale_n, z->out->width);
    return s == 1 ? v : bin(z, "arith.muli", z->out, v, lower_const_int(&z->k, z->out, s));
  }
  Value *y0 = y->i ? clamped_index(z, y->i, y->size) : lower_index(z->r, 0), *y1 = y0;
  Value *x0 = x->i ? clamped_index(z, x->i, x->size) : lower_index(z->r, 0), *x1 = x0;
  if (y->i) y1 = clamped_index(z, bin(z, "arith.addi", z->i32, y->i, c32(z, 1)), y->size);
  if (x->i) x1 = clamped_index(z, bin(z, "arith.addi", z->i32, x->i, c32(z, 1)), x->size);
  Value *v00 = extract(z, n, y0, x0, ch), *v01 = x->i ? extract(z, n, y0, x1, ch) : v00;
  Value *top = lerp(z, v00, v01, x), *bottom = top;
  if (y->i) {
    Value *v10 = extract(z, n, y1, x0, ch), *v11 = x->i ? extract(z, n, y1, x1, ch) : v10;
    bottom = lerp(z, v10, v11, x);
  }
  return lerp(z, top, bottom, y);
}

/*   %0 = tensor.empty(...) : tensor<NxOHxOWxCxE>
 *   %1 = linalg.generic {indexing_maps = [identity], iterator_types = [4 x "parallel"]}
 *          outs(%0 : tensor<NxOHxOWxCxE>) {
 *   ^bb0(%out: E):
 *     %2 = linalg.index 0 : index                 // %c0 where the batch is 1
 *     %3 = linalg.index 1 : index
 *     %4 = arith.index_cast %3 : index to i32
 *     ...                                         // coord, nearest / bilinear
 *     %extracted = tensor.extract %x[%2, %iy, %ix, %c] : tensor<NxHxWxCxE>
 *     linalg.yield %extracted : E
 *   } -> tensor<NxOHxOWxCxE> */
bool lower_resize(OpRewrite *r) {
  Resize z = {.r = r, .i32 = type_int(32, SIGNLESS)};
  if (!read_resize(&z)) return false;
  Type *xt = z.x->type, *rt = r->op->results[0]->type;
  int64_t dims[4];
  Value *sizes[4] = {0};
  for (uint32_t d = 0; d < 4; d++) {
    dims[d] = d == 1 || d == 2 ? out_size(&z, d) : xt->dims[d] != DIM_DYNAMIC ? xt->dims[d] : rt->dims[d];
    if ((d == 1 || d == 2) && dims[d] < 1)
      return lower_refuse(r, "a dynamic result %s must be ((I - 1) * scale_n - offset + border) / scale_d + 1, a "
                             "whole positive number", d == 1 ? "height" : "width");
    if ((d == 0 || d == 3) && xt->dims[d] != DIM_DYNAMIC && rt->dims[d] != DIM_DYNAMIC && xt->dims[d] != rt->dims[d])
      return lower_refuse(r, "the result's batch and channels must be the input's");
    if (dims[d] == DIM_DYNAMIC) sizes[d] = lower_dim(r, z.x, d);
  }
  Value *e = lower_empty(r, type_tensor(z.out, 4, dims, NULL), sizes);
  Block *body = lower_generic_body(&r->e, 0, NULL, e);
  z.b = (Emitter){.block = body, .loc = r->op->loc, .loc_spelling = r->op->loc_spelling};
  z.k = z.b;
  z.k.consts = r->ls;
  Value *n = lower_loop_index(r, &z.b, 0, dims[0]);
  Coord y = coord(&z, 1), x = coord(&z, 2);
  Value *ch = lower_loop_index(r, &z.b, 3, dims[3]);
  Value *v = z.bilinear ? bilinear(&z, n, &y, &x, ch) : extract(&z, n, nearest(&z, &y), nearest(&z, &x), ch);
  lower_emit(&z.b, OPK_YIELD, "linalg.yield", 1, &v, NULL);
  lower_result(r, 0, lower_spell_generic(&r->e, 4, 0, NULL, e, (Attr *[]){lower_identity_map(4)}, body));
  lower_result_sizes(r, 0, sizes);
  return true;
}
