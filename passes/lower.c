/* lower.c — rewrites each verified TOSA element-wise op into tensor.empty /
 * tensor.dim / arith.maxui / scf.if / linalg.generic, in the steps MLIR's
 * TosaToLinalg names: expand ranks, compute target shape, broadcast dynamic dims,
 * emit the element-wise op, cast the result. Scalar bodies come from the op table
 * (tosa_ops.def); only the irregular ops have a hook below. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "passes.h"

/* Where new ops go: before `anchor` in its block, or at the end of `block`. */
typedef struct Emitter {
  Block *block;
  Op *anchor;
  Loc loc;
} Emitter;

/* Index constants are made once per function, before their first use, so they
 * dominate every later op and every nested region. */
typedef struct LowerState {
  Block *body;
  Op *before_current; /* the op before the first one emitted for the op being lowered */
  Value *index_const[IR_MAX_RANK + 2];
} LowerState;

static Arena *A(void) { return &ir_func_arena; }

static Op *emit(Emitter *e, OpKind kind, const char *name, uint32_t nops, Value **ops, Type *result) {
  /* `name` is a string literal or lives in the function arena: no need to intern */
  Op *op = ir_op_new(kind, name, e->loc, nops, result ? 1 : 0);
  for (uint32_t i = 0; i < nops; i++) op->operands[i] = (Use){ops[i], e->loc};
  if (result) op->results[0]->type = result;
  if (e->anchor)
    ir_insert_before(e->anchor, op);
  else
    ir_block_append(e->block, op);
  return op;
}

static Value *emit1(Emitter *e, OpKind kind, const char *name, Type *result, Value *a) {
  return emit(e, kind, name, 1, &a, result)->results[0];
}

static Value *emit2(Emitter *e, OpKind kind, const char *name, Type *result, Value *a, Value *b) {
  Value *ops[2] = {a, b};
  return emit(e, kind, name, 2, ops, result)->results[0];
}

/* The props of lowered ops repeat within a function ({predicate = eq}, the same
 * indexing_maps lists): attributes are never changed once built, so ops share
 * them. Per thread and per function (they live in the function arena). */
enum { PROPS_CACHE = 64 };
typedef struct PropsCacheEntry {
  const void *key[4]; /* predicate text, or the maps of an indexing_maps list */
  uint32_t n;
  Attr *props;
} PropsCacheEntry;
static _Thread_local PropsCacheEntry props_cache[PROPS_CACHE];

static PropsCacheEntry *props_slot(const void *const *key, uint32_t n) {
  uintptr_t h = n;
  for (uint32_t i = 0; i < n; i++) h = (h ^ (uintptr_t)key[i] >> 4) * 0x9E3779B97F4A7C15ULL;
  PropsCacheEntry *c = &props_cache[(h >> 32) % PROPS_CACHE];
  if (c->props && c->n == n && !memcmp(c->key, key, n * sizeof *key)) return c;
  c->props = NULL;
  c->n = n;
  memcpy(c->key, key, n * sizeof *key);
  return c;
}

static Attr *dict1(const char *key, Attr *value) {
  Attr *d = attr_new(A(), ATTR_DICT, (Loc){0});
  d->n = 1;
  d->entries = arena_alloc(A(), sizeof *d->entries);
  d->entries[0].name = key;
  d->entries[0].value = value;
  return d;
}

/* {predicate = pred}; pred is a literal or lives as long as the run */
static Attr *predicate_props(const char *pred) {
  PropsCacheEntry *c = props_slot((const void *const *)&pred, 1);
  if (!c->props) {
    Attr *p = attr_new(A(), ATTR_OPAQUE, (Loc){0});
    p->text = pred;
    c->props = dict1("predicate", p);
  }
  return c->props;
}

/* ---------------------------------------------------------------- constants */

static Value *emit_constant(Emitter *e, Attr *value, Type *type, const char *hint) {
  Op *op = emit(e, OPK_CONSTANT, "arith.constant", 0, NULL, type);
  op->props = dict1("value", value);
  op->results[0]->name_hint = hint;
  return op->results[0];
}

/* %c3 = arith.constant 3 : index, %c-1_i8 = arith.constant -1 : i8, %true = arith.constant true */
static Value *const_int(Emitter *e, Type *type, int64_t v) {
  if (type->width == 1) {
    Attr *b = attr_bool(A(), v & 1);
    return emit_constant(e, b, type, v & 1 ? "true" : "false");
  }
  /* "c%lld" or "c%lld_%s" without snprintf: every lowered function makes a few */
  char hint[96];
  size_t n = 0;
  hint[n++] = 'c';
  n += fmt_int(hint + n, v);
  if (type->kind != TYPE_INDEX) {
    size_t t = type->text_len < sizeof hint - n - 1 ? type->text_len : sizeof hint - n - 1;
    hint[n++] = '_';
    memcpy(hint + n, type->text, t);
    n += t;
  }
  return emit_constant(e, attr_int(A(), v, type), type, arena_strndup(A(), hint, n));
}

/* A float literal MLIR reads back exactly: 6-digit exponent form when it round-trips
 * (as mlir-opt prints), more digits when needed, the bit pattern for infinities. */
static const char *float_text(double v, Type *type) {
  char buf[64];
  if (isnan(v)) { /* the canonical quiet NaN's bit pattern: MLIR has no NaN literal */
    static const char *const nan_bits[] = {"0x7E00", "0x7FC0", "0x7FC00000", "0x7FF8000000000000"};
    snprintf(buf, sizeof buf, "%s", nan_bits[type->fkind]);
  } else if (isinf(v)) {
    bool neg = v < 0;
    switch (type->fkind) {
    case FLOAT_F16: snprintf(buf, sizeof buf, "%s", neg ? "0xFC00" : "0x7C00"); break;
    case FLOAT_BF16: snprintf(buf, sizeof buf, "%s", neg ? "0xFF80" : "0x7F80"); break;
    case FLOAT_F32: snprintf(buf, sizeof buf, "%s", neg ? "0xFF800000" : "0x7F800000"); break;
    case FLOAT_F64: snprintf(buf, sizeof buf, "%s", neg ? "0xFFF0000000000000" : "0x7FF0000000000000"); break;
    }
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
static double to_float_type(double v, Type *type) {
  if (type->fkind == FLOAT_F64 || isnan(v) || isinf(v)) return v;
  if (type->fkind == FLOAT_F32) return (double)(float)v;
  /* f16 / bf16: round the significand to 11 / 8 bits, saturating to infinity */
  int mant = type->fkind == FLOAT_F16 ? 11 : 8;
  double maxv = type->fkind == FLOAT_F16 ? 65504.0 : 3.3895313892515355e38;
  int minexp = type->fkind == FLOAT_F16 ? -14 : -126;
  if (v == 0) return v;
  int ex;
  frexp(v, &ex);
  int e2 = ex - 1 < minexp ? minexp : ex - 1;
  double scale = ldexp(1.0, e2 - (mant - 1));
  double r = round_half_even(v / scale) * scale; /* |v / scale| < 2^(mant+1) */
  if (fabs(r) > maxv) {
    /* beyond the largest finite value: rounds to infinity past the halfway point */
    double next = ldexp(1.0, (type->fkind == FLOAT_F16 ? 16 : 128));
    double half = (maxv + next) / 2;
    if (fabs(v) >= half) return v < 0 ? -INFINITY : INFINITY;
    return v < 0 ? -maxv : maxv;
  }
  return r;
}

static Value *const_float(Emitter *e, Type *type, double v) {
  Attr *f = attr_float_text(A(), float_text(to_float_type(v, type), type), type);
  return emit_constant(e, f, type, "cst");
}

static Value *index_const(LowerState *ls, Emitter *e, int64_t v) {
  if (!ls->index_const[v]) {
    /* in the function body, before everything emitted for the op being lowered
     * (even when asked from inside a region being built), so it dominates every use */
    Op *first = ls->before_current ? ls->before_current->next : ls->body->first;
    Emitter at = {.block = ls->body, .anchor = first, .loc = e->loc};
    ls->index_const[v] = const_int(&at, type_index(), v);
  }
  return ls->index_const[v];
}

/* ---------------------------------------------------------------- shapes */

static Value *emit_dim(LowerState *ls, Emitter *e, Value *tensor, uint32_t d) {
  Value *v = emit2(e, OPK_DIM, "tensor.dim", type_index(), tensor, index_const(ls, e, d));
  v->name_hint = "dim";
  return v;
}

static Type *tensor_like(Type *t, const int64_t *dims, uint32_t rank, Type *elem) {
  (void)t;
  return type_tensor(elem, rank, dims, NULL);
}

/* affine_map<(d0, d1) -> (d0, 0)>: iteration rank `rank`; operand of rank `orank`
 * aligned to the trailing dims; `zero[j]` makes operand dim j a broadcast (0).
 * Maps are few and used over and over: each is built once per run and shared
 * (the attribute lives in the long-lived arena and is never modified). */
typedef struct MapCacheEntry {
  uint64_t mask;
  uint32_t rank, orank;
  Attr *map;
} MapCacheEntry;

static _Thread_local MapCacheEntry *map_cache;
static _Thread_local uint32_t map_cache_cap, map_cache_len;
static _Thread_local uint64_t map_cache_epoch;

/* The end of a run: the maps are gone with the long-lived arena. */
void lower_reset(void) {
  free(map_cache);
  map_cache = NULL;
  map_cache_cap = map_cache_len = 0;
}

static Attr *build_broadcast_map(uint32_t rank, uint32_t orank, const bool *zero) {
  size_t cap = 32 + (size_t)(rank + orank) * 8, len = 0;
  char *s = xmalloc(cap);
  len += (size_t)snprintf(s + len, cap - len, "affine_map<(");
  for (uint32_t i = 0; i < rank; i++) len += (size_t)snprintf(s + len, cap - len, i ? ", d%u" : "d%u", i);
  len += (size_t)snprintf(s + len, cap - len, ") -> (");
  for (uint32_t j = 0; j < orank; j++) {
    if (j) len += (size_t)snprintf(s + len, cap - len, ", ");
    if (zero && zero[j])
      len += (size_t)snprintf(s + len, cap - len, "0");
    else
      len += (size_t)snprintf(s + len, cap - len, "d%u", j + rank - orank);
  }
  snprintf(s + len, cap - len, ")>");
  Attr *a = attr_affine_map(&ir_global_arena, s);
  free(s);
  return a;
}

static Attr *broadcast_map(uint32_t rank, uint32_t orank, const bool *zero) {
  uint64_t mask = 0;
  bool cacheable = orank <= 64;
  for (uint32_t j = 0; zero && j < orank && cacheable; j++)
    if (zero[j]) mask |= UINT64_C(1) << j;
  if (!cacheable) return build_broadcast_map(rank, orank, zero);
  if (map_cache_epoch != ir_global_epoch) { /* the long-lived arena was reset */
    free(map_cache);
    map_cache = NULL;
    map_cache_cap = map_cache_len = 0;
    map_cache_epoch = ir_global_epoch;
  }
  uint64_t h = (mask * 0x9E3779B97F4A7C15ULL) ^ ((uint64_t)rank << 32) ^ orank;
  if (map_cache_cap) {
    for (uint32_t i = (uint32_t)h & (map_cache_cap - 1);; i = (i + 1) & (map_cache_cap - 1)) {
      MapCacheEntry *m = &map_cache[i];
      if (!m->map) break;
      if (m->mask == mask && m->rank == rank && m->orank == orank) return m->map;
    }
  }
  if ((map_cache_len + 1) * 2 > map_cache_cap) {
    uint32_t cap = map_cache_cap ? map_cache_cap * 2 : 64;
    MapCacheEntry *t = xcalloc(cap, sizeof *t);
    for (uint32_t i = 0; i < map_cache_cap; i++) {
      MapCacheEntry *m = &map_cache[i];
      if (!m->map) continue;
      uint64_t mh = (m->mask * 0x9E3779B97F4A7C15ULL) ^ ((uint64_t)m->rank << 32) ^ m->orank;
      uint32_t j = (uint32_t)mh & (cap - 1);
      while (t[j].map) j = (j + 1) & (cap - 1);
      t[j] = *m;
    }
    free(map_cache);
    map_cache = t;
    map_cache_cap = cap;
  }
  Attr *a = build_broadcast_map(rank, orank, zero);
  uint32_t i = (uint32_t)h & (map_cache_cap - 1);
  while (map_cache[i].map) i = (i + 1) & (map_cache_cap - 1);
  map_cache[i] = (MapCacheEntry){mask, rank, orank, a};
  map_cache_len++;
  return a;
}

/* linalg.generic with one output; returns the op so the caller can fill its body. */
static Op *emit_generic(Emitter *e, uint32_t nin, Value **ins, Value *out, Attr **maps, Type *result) {
  Value *ops[4];
  for (uint32_t i = 0; i < nin; i++) ops[i] = ins[i];
  ops[nin] = out;
  Op *op = emit(e, OPK_GENERIC_LINALG, "linalg.generic", nin + 1, ops, result);
  PropsCacheEntry *c = props_slot((const void *const *)maps, nin + 1);
  if (!c->props) {
    Attr *arr = attr_new(A(), ATTR_ARRAY, (Loc){0});
    arr->n = nin + 1;
    arr->elems = arena_alloc(A(), (nin + 1) * sizeof(Attr *));
    for (uint32_t i = 0; i <= nin; i++) arr->elems[i] = maps[i];
    c->props = dict1("indexing_maps", arr);
  }
  op->props = c->props;
  Type *arg_types[4];
  for (uint32_t i = 0; i <= nin; i++) arg_types[i] = type_elem(ops[i]->type);
  Block *b = ir_block_new(e->loc, nin + 1, arg_types);
  for (uint32_t i = 0; i < nin; i++) b->args[i]->name_hint = "in";
  b->args[nin]->name_hint = "out";
  b->parent = op;
  op->nregions = 1;
  op->regions = arena_alloc(A(), sizeof(Block *));
  op->regions[0] = b;
  return op;
}

/* ---------------------------------------------------------------- broadcasting */

/*   %dim = tensor.dim %x, %cD : T
 *   %c = arith.cmpi eq, %dim, %c1 : index
 *   %r = scf.if %c -> (T) {
 *     %e = tensor.empty(...) : T'          // dim D at the target size, others as now
 *     %g = linalg.generic {maps = [(..) -> (.., 0, ..), identity]} ins(%x) outs(%e) { yield %in }
 *     %cast = tensor.cast %g : T' to T     // when T' differs from T
 *     scf.yield %cast : T
 *   } else { scf.yield %x : T } */
static Value *broadcast_dim(LowerState *ls, Emitter *e, Value *x, uint32_t d, int64_t target_static,
                            Value *target) {
  Type *t = x->type;
  Value *dim = emit_dim(ls, e, x, d);
  Op *cmp = emit(e, OPK_COMPARE, "arith.cmpi", 2, (Value *[]){dim, index_const(ls, e, 1)}, type_int(1, SIGNLESS));
  cmp->props = predicate_props("eq");
  Op *iff = emit(e, OPK_IF, "scf.if", 1, &cmp->results[0], t);
  iff->nregions = 2;
  iff->regions = arena_alloc(A(), 2 * sizeof(Block *));
  for (int r = 0; r < 2; r++) {
    iff->regions[r] = ir_block_new(e->loc, 0, NULL);
    iff->regions[r]->parent = iff;
  }
  /* then: materialize the broadcast */
  Emitter in = {.block = iff->regions[0], .anchor = NULL, .loc = e->loc};
  int64_t dims[IR_MAX_RANK];
  Value *sizes[IR_MAX_RANK];
  uint32_t nsizes = 0;
  for (uint32_t j = 0; j < t->rank; j++) {
    if (j == d) {
      dims[j] = target_static;
      if (target_static == DIM_DYNAMIC) sizes[nsizes++] = target;
    } else {
      dims[j] = t->dims[j];
      if (dims[j] == DIM_DYNAMIC) sizes[nsizes++] = emit_dim(ls, &in, x, j);
    }
  }
  Type *bt = tensor_like(t, dims, t->rank, t->elem);
  Value *empty = emit(&in, OPK_EMPTY, "tensor.empty", nsizes, sizes, bt)->results[0];
  bool zero[IR_MAX_RANK] = {0};
  zero[d] = true;
  Attr *maps[2] = {broadcast_map(t->rank, t->rank, zero), broadcast_map(t->rank, t->rank, NULL)};
  Op *g = emit_generic(&in, 1, &x, empty, maps, bt);
  Emitter body = {.block = g->regions[0], .loc = e->loc};
  emit(&body, OPK_YIELD, "linalg.yield", 1, &g->regions[0]->args[0], NULL);
  Value *res = g->results[0];
  if (bt != t) {
    res = emit1(&in, OPK_TENSOR_CAST, "tensor.cast", t, res);
    res->name_hint = "cast";
  }
  emit(&in, OPK_YIELD, "scf.yield", 1, &res, NULL);
  Emitter els = {.block = iff->regions[1], .loc = e->loc};
  emit(&els, OPK_YIELD, "scf.yield", 1, &x, NULL);
  return iff->results[0];
}

/* ---------------------------------------------------------------- scalar bodies */

static int64_t int_min(uint32_t w) { return w >= 64 ? INT64_MIN : -(INT64_C(1) << (w - 1)); }
static int64_t int_max(uint32_t w) { return w >= 64 ? INT64_MAX : (INT64_C(1) << (w - 1)) - 1; }

typedef struct BodyArgs {
  Op *src;          /* the TOSA op */
  Value *in[3];     /* block arguments */
  Type *in_elem[3];
  Type *out_elem;
} BodyArgs;

static Value *emit_compare(Emitter *e, const char *name, const char *pred, Value *a, Value *b) {
  Op *op = emit(e, OPK_COMPARE, name, 2, (Value *[]){a, b}, type_int(1, SIGNLESS));
  op->props = predicate_props(pred);
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
    Op *op = emit(e, OPK_SELECT, spec, 3, b->in, b->out_elem);
    return op->results[0];
  }
  if (arity == 1) return emit1(e, OPK_UNARY, spec, b->out_elem, b->in[0]);
  return emit2(e, OPK_BINARY, spec, b->out_elem, b->in[0], b->in[1]);
}


static Attr *src_attr(Op *op, const char *name) {
  Attr *a = attr_dict_get(op->props, name);
  return a ? a : attr_dict_get(op->attrs, name);
}

/* The integer held by a one-element constant: "tosa.const" (LLVM 19 `value`, LLVM 22
 * `values`) or the arith.constant it was lowered to. */
static bool constant_int(Value *v, int64_t *out) {
  Op *d = v->kind == VALUE_RESULT ? v->def : NULL;
  if (!d) return false;
  Attr *a = attr_dict_get(d->props, "values");
  if (!a) a = attr_dict_get(d->props, "value");
  if (!a) a = attr_dict_get(d->attrs, "values");
  if (!a) a = attr_dict_get(d->attrs, "value");
  if (!a || a->kind != ATTR_OPAQUE || strncmp(a->text, "dense<", 6) != 0) return false;
  const char *p = a->text + 6;
  while (*p == '[' || *p == ' ') p++;
  if (!strncmp(p, "true", 4)) *out = 1;
  else if (!strncmp(p, "false", 5)) *out = 0;
  else {
    char *end;
    *out = strtoll(p, &end, 0);
    if (end == p) return false;
  }
  return true;
}

/* nan_mode = IGNORE (LLVM 22): NaN operands are ignored instead of propagated. */
static bool nan_ignore(Op *op) {
  Attr *a = attr_dict_get(op->props, "nan_mode");
  if (!a) a = attr_dict_get(op->attrs, "nan_mode");
  return a && a->text && strstr(a->text, "IGNORE");
}

/* max/min with nan_mode IGNORE: the other operand where one is NaN. */
static Value *ignore_nans(Emitter *e, Type *t, Value *r, Value *a, Value *b) {
  Value *a_nan = emit_compare(e, "arith.cmpf", "uno", a, a);
  Value *b_nan = emit_compare(e, "arith.cmpf", "uno", b, b);
  Value *s1 = emit(e, OPK_SELECT, "arith.select", 3, (Value *[]){a_nan, b, r}, t)->results[0];
  return emit(e, OPK_SELECT, "arith.select", 3, (Value *[]){b_nan, a, s1}, t)->results[0];
}

/* clamp: minimumf(x, max) then maximumf(.., min); integers: maxsi(min, x) then minsi(max, ..).
 * LLVM 22 spells the bounds min_val / max_val in the element type, with nan_mode. */
static Value *body_clamp(Emitter *e, BodyArgs *b) {
  Type *t = b->in_elem[0];
  bool v22 = src_attr(b->src, "min_val") != NULL;
  if (t->kind == TYPE_FLOAT) {
    double lo = 0, hi = 0;
    Attr *alo = src_attr(b->src, v22 ? "min_val" : "min_fp"), *ahi = src_attr(b->src, v22 ? "max_val" : "max_fp");
    attr_as_double(alo, &lo);
    attr_as_double(ahi, &hi);
    /* a bound is a value of its attribute's type first (f32 in LLVM 19), then of T */
    if (alo && alo->type && alo->type->kind == TYPE_FLOAT) lo = to_float_type(lo, alo->type);
    if (ahi && ahi->type && ahi->type->kind == TYPE_FLOAT) hi = to_float_type(hi, ahi->type);
    Value *min = const_float(e, t, lo), *max = const_float(e, t, hi);
    Value *m = emit2(e, OPK_BINARY, "arith.minimumf", t, b->in[0], max);
    Value *r = emit2(e, OPK_BINARY, "arith.maximumf", t, m, min);
    if (!nan_ignore(b->src)) return r;
    Value *isnan = emit_compare(e, "arith.cmpf", "uno", b->in[0], b->in[0]);
    return emit(e, OPK_SELECT, "arith.select", 3, (Value *[]){isnan, min, r}, t)->results[0];
  }
  int64_t lo = 0, hi = 0;
  attr_as_int(src_attr(b->src, v22 ? "min_val" : "min_int"), &lo);
  attr_as_int(src_attr(b->src, v22 ? "max_val" : "max_int"), &hi);
  /* LLVM 22's i1 bounds are bit patterns (true = -1 as a signed i1), as mlir-opt-22
   * lowers them; LLVM 19's max_int = 1 saturates to 0 */
  if (v22 && t->width == 1) lo = lo ? -1 : 0, hi = hi ? -1 : 0;
  int64_t rmin = int_min(t->width), rmax = int_max(t->width);
  lo = lo < rmin ? rmin : lo > rmax ? rmax : lo;
  hi = hi < rmin ? rmin : hi > rmax ? rmax : hi;
  Value *min = const_int(e, t, lo), *max = const_int(e, t, hi);
  Value *m = emit2(e, OPK_BINARY, "arith.maxsi", t, min, b->in[0]);
  return emit2(e, OPK_BINARY, "arith.minsi", t, max, m);
}

/* Integer tosa.mul: widen to the result type; with a shift, the rounding
 * `(a * b + (1 << (shift - 1))) >> shift` in 64 bits (tosa.apply_scale expanded). */
static Value *body_mul(Emitter *e, BodyArgs *b) {
  Type *out = b->out_elem;
  if (out->kind == TYPE_FLOAT) return emit2(e, OPK_BINARY, "arith.mulf", out, b->in[0], b->in[1]);
  int64_t shift = 0; /* a negative shift behaves as 0, as upstream */
  if (b->src->noperands == 3)
    constant_int(b->src->operands[2].value, &shift); /* LLVM 22: shift operand */
  else
    attr_as_int(src_attr(b->src, "shift"), &shift);
  Value *x = b->in[0], *y = b->in[1];
  if (shift > 0) {
    Type *i32 = type_int(32, SIGNLESS), *i64 = type_int(64, SIGNLESS);
    if (b->in_elem[0] != i32) x = emit1(e, OPK_CONVERT, "arith.extsi", i32, x);
    if (b->in_elem[1] != i32) y = emit1(e, OPK_CONVERT, "arith.extsi", i32, y);
    Value *x64 = emit1(e, OPK_CONVERT, "arith.extsi", i64, x);
    Value *y64 = emit1(e, OPK_CONVERT, "arith.extsi", i64, y);
    Value *prod = emit2(e, OPK_BINARY, "arith.muli", i64, x64, y64);
    Value *round = const_int(e, i64, INT64_C(1) << (shift - 1));
    Value *sum = emit2(e, OPK_BINARY, "arith.addi", i64, prod, round);
    Value *sh = emit2(e, OPK_BINARY, "arith.shrsi", i64, sum, const_int(e, i64, shift));
    Value *r32 = emit1(e, OPK_CONVERT, "arith.trunci", i32, sh);
    if (out == i32) return r32;
    return emit1(e, OPK_CONVERT, "arith.trunci", out, r32);
  }
  if (b->in_elem[0]->width < out->width) x = emit1(e, OPK_CONVERT, "arith.extsi", out, x);
  if (b->in_elem[1]->width < out->width) y = emit1(e, OPK_CONVERT, "arith.extsi", out, y);
  return emit2(e, OPK_BINARY, "arith.muli", out, x, y);
}

/* arithmetic_right_shift with round: add 1 when the shift is > 0 and the last bit
 * shifted out is 1. */
static Value *body_ars(Emitter *e, BodyArgs *b) {
  Type *t = b->out_elem, *i1 = type_int(1, SIGNLESS);
  Value *result = emit2(e, OPK_BINARY, "arith.shrsi", t, b->in[0], b->in[1]);
  Attr *round = src_attr(b->src, "round");
  if (!round || !round->ival) return result;
  Value *one = const_int(e, t, 1), *zero = const_int(e, t, 0), *i1one = const_int(e, i1, 1);
  Value *positive = emit_compare(e, "arith.cmpi", "sgt", b->in[1], zero);
  Value *sub = emit2(e, OPK_BINARY, "arith.subi", t, b->in[1], one);
  Value *shifted = emit2(e, OPK_BINARY, "arith.shrsi", t, b->in[0], sub);
  Value *trunc = emit1(e, OPK_CONVERT, "arith.trunci", i1, shifted);
  Value *odd = emit2(e, OPK_BINARY, "arith.andi", i1, trunc, i1one);
  Value *should = emit2(e, OPK_BINARY, "arith.andi", i1, positive, odd);
  Value *ext = emit1(e, OPK_CONVERT, "arith.extui", t, should);
  return emit2(e, OPK_BINARY, "arith.addi", t, result, ext);
}

/* Reads `input_zp = a` from `#tosa.unary_quant<input_zp = a, output_zp = b>`. */
static int64_t zero_point(const Attr *q, const char *key) {
  if (!q || !q->text) return 0;
  const char *p = strstr(q->text, key);
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
    constant_int(b->src->operands[1].value, &zin);
    constant_int(b->src->operands[2].value, &zout);
    z = zin + zout;
  } else {
    const Attr *q = src_attr(b->src, "quantization_info");
    z = zero_point(q, "input_zp") + zero_point(q, "output_zp");
  }
  int64_t m = int_max(t->width) + (z < 0 ? -z : z) + 1;
  uint32_t w = m <= INT16_MAX ? 16 : m <= INT32_MAX ? 32 : m <= (INT64_C(1) << 47) - 1 ? 48 : 64;
  /* i64 (LLVM 22, zero points 0): no wider type, the subtraction wraps as upstream */
  bool widen = w > t->width;
  Type *it = widen ? type_int(w, SIGNLESS) : t;
  Value *zv = const_int(e, it, z);
  Value *ext = widen ? emit1(e, OPK_CONVERT, "arith.extsi", it, b->in[0]) : b->in[0];
  Value *sub = emit2(e, OPK_BINARY, "arith.subi", it, zv, ext);
  Value *lo = const_int(e, it, int_min(t->width)), *hi = const_int(e, it, int_max(t->width));
  Value *mx = emit2(e, OPK_BINARY, "arith.maxsi", it, lo, sub);
  Value *mn = emit2(e, OPK_BINARY, "arith.minsi", it, hi, mx);
  return widen ? emit1(e, OPK_CONVERT, "arith.trunci", t, mn) : mn;
}

static int float_max_exponent(Type *t) {
  switch (t->fkind) {
  case FLOAT_F16: return 15;
  case FLOAT_BF16: return 127;
  case FLOAT_F32: return 127;
  case FLOAT_F64: return 1023;
  }
  return 127;
}

static int float_mantissa_width(Type *t) {
  switch (t->fkind) {
  case FLOAT_F16: return 11;
  case FLOAT_BF16: return 8;
  case FLOAT_F32: return 24;
  case FLOAT_F64: return 53;
  }
  return 24;
}

/* tosa.cast for every pair of element types, as upstream lowers it. */
static Value *body_cast(Emitter *e, BodyArgs *b) {
  Type *src = b->in_elem[0], *dst = b->out_elem;
  Value *x = b->in[0];
  if (src == dst) return x;
  bool widen = src->width < dst->width;
  if (src->kind == TYPE_FLOAT && dst->kind == TYPE_FLOAT) {
    if (src->width == dst->width) { /* f16 <-> bf16: through f32 */
      Value *f = emit1(e, OPK_CONVERT, "arith.extf", type_float(FLOAT_F32), x);
      return emit1(e, OPK_CONVERT, "arith.truncf", dst, f);
    }
    return emit1(e, OPK_CONVERT, widen ? "arith.extf" : "arith.truncf", dst, x);
  }
  if (type_is_bool(src) && dst->kind == TYPE_FLOAT) return emit1(e, OPK_CONVERT, "arith.uitofp", dst, x);
  if (type_is_bool(src) && dst->kind == TYPE_INT) return emit1(e, OPK_CONVERT, "arith.extui", dst, x);
  if (src->kind == TYPE_INT && dst->kind == TYPE_FLOAT) return emit1(e, OPK_CONVERT, "arith.sitofp", dst, x);
  if (src->kind == TYPE_FLOAT && type_is_bool(dst)) {
    Value *zero = const_float(e, src, 0.0);
    return emit_compare(e, "arith.cmpf", "une", x, zero);
  }
  if (src->kind == TYPE_FLOAT && dst->kind == TYPE_INT) {
    Value *rounded = emit1(e, OPK_UNARY, "math.roundeven", src, x);
    uint32_t w = dst->width;
    if ((int)w - 1 > float_max_exponent(src)) {
      Value *conv = emit1(e, OPK_CONVERT, "arith.fptosi", dst, rounded);
      Value *pinf = const_float(e, src, INFINITY), *ninf = const_float(e, src, -INFINITY);
      Value *over = emit_compare(e, "arith.cmpf", "ueq", rounded, pinf);
      Value *under = emit_compare(e, "arith.cmpf", "ueq", rounded, ninf);
      Value *imin = const_int(e, dst, int_min(w)), *imax = const_int(e, dst, int_max(w));
      Value *mc = emit(e, OPK_SELECT, "arith.select", 3, (Value *[]){over, imax, conv}, dst)->results[0];
      return emit(e, OPK_SELECT, "arith.select", 3, (Value *[]){under, imin, mc}, dst)->results[0];
    }
    Value *iminf = const_float(e, src, (double)int_min(w));
    if (float_mantissa_width(src) >= (int)w - 1) {
      Value *imaxf = const_float(e, src, (double)int_max(w));
      Value *m = emit2(e, OPK_BINARY, "arith.minimumf", src, rounded, imaxf);
      Value *clamped = emit2(e, OPK_BINARY, "arith.maximumf", src, m, iminf);
      return emit1(e, OPK_CONVERT, "arith.fptosi", dst, clamped);
    }
    Value *imax1f = const_float(e, src, (double)int_max(w) + 1.0);
    Value *imax = const_int(e, dst, int_max(w));
    Value *minc = emit2(e, OPK_BINARY, "arith.maximumf", src, rounded, iminf);
    Value *conv = emit1(e, OPK_CONVERT, "arith.fptosi", dst, minc);
    Value *over = emit_compare(e, "arith.cmpf", "uge", rounded, imax1f);
    return emit(e, OPK_SELECT, "arith.select", 3, (Value *[]){over, imax, conv}, dst)->results[0];
  }
  if (src->kind == TYPE_INT && type_is_bool(dst)) {
    Value *zero = const_int(e, src, 0);
    return emit_compare(e, "arith.cmpi", "ne", x, zero);
  }
  return emit1(e, OPK_CONVERT, widen ? "arith.extsi" : "arith.trunci", dst, x);
}

static Value *emit_body(Emitter *e, BodyArgs *b) {
  const OpInfo *info = b->src->tosa;
  Type *t = b->out_elem;
  switch (info->hook) {
  case HOOK_BITWISE_NOT:
    return emit2(e, OPK_BINARY, "arith.xori", t, b->in[0], const_int(e, t, -1));
  case HOOK_LOGICAL_NOT:
    return emit2(e, OPK_BINARY, "arith.xori", t, b->in[0], const_int(e, t, 1));
  case HOOK_RECIPROCAL:
    return emit2(e, OPK_BINARY, "arith.divf", t, const_float(e, t, 1.0), b->in[0]);
  case HOOK_SIGMOID: {
    Value *one = const_float(e, t, 1.0);
    Value *neg = emit1(e, OPK_UNARY, "arith.negf", t, b->in[0]);
    Value *ex = emit1(e, OPK_UNARY, "math.exp", t, neg);
    Value *sum = emit2(e, OPK_BINARY, "arith.addf", t, ex, one);
    return emit2(e, OPK_BINARY, "arith.divf", t, one, sum);
  }
  case HOOK_ABS:
    if (t->kind == TYPE_FLOAT) break; /* the table's float body */
    return emit2(e, OPK_BINARY, "arith.maxsi", t, b->in[0],
                 emit2(e, OPK_BINARY, "arith.subi", t, const_int(e, t, 0), b->in[0]));
  case HOOK_NEGATE:
    if (t->kind == TYPE_FLOAT) break; /* the table's float body */
    /* LLVM 19 wraps; zero points (LLVM 19's attribute, LLVM 22's operands) saturate */
    if (src_attr(b->src, "quantization_info") || b->src->noperands == 3) return body_negate_zero_points(e, b);
    return emit2(e, OPK_BINARY, "arith.subi", t, const_int(e, t, 0), b->in[0]);
  case HOOK_CLAMP: return body_clamp(e, b);
  case HOOK_MUL: return body_mul(e, b);
  case HOOK_ARITHMETIC_RIGHT_SHIFT: return body_ars(e, b);
  case HOOK_CAST: return body_cast(e, b);
  case HOOK_SELECT:
  case HOOK_NONE: break;
  }
  uint32_t value_operand = info->hook == HOOK_SELECT ? 1 : 0;
  unsigned cls = tosa_elem_class(b->in_elem[value_operand]);
  const char *spec = info->body[cls == EC_FLOAT ? 0 : cls == EC_INT ? 1 : 2];
  Value *r = emit_table_body(e, spec, b, info->arity);
  if (cls == EC_FLOAT && (info->id == TOSA_MAXIMUM || info->id == TOSA_MINIMUM) && nan_ignore(b->src))
    r = ignore_nans(e, t, r, b->in[0], b->in[1]);
  return r;
}

/* ---------------------------------------------------------------- one op */

static void lower_op(LowerState *ls, Op *op) {
  Emitter e = {.block = op->parent, .anchor = op, .loc = op->loc};
  ls->before_current = op->prev;
  /* only the value operands take part; LLVM 22's shift and zero-point operands do not */
  uint32_t n = op->tosa->arity;
  Value *x[3];
  Type *types[3];
  for (uint32_t i = 0; i < n; i++) {
    x[i] = op->operands[i].value;
    types[i] = x[i]->type;
  }
  Type *declared = op->results[0]->type;
  Type *out_elem = type_elem(declared);

  /* target shape: the Broadcastable inference shared with the verifier */
  Shape s;
  shape_infer_result(types, n, &s);
  uint32_t rank = s.rank;

  /* target size of each dynamic dim: the one dynamic operand dim, or the arith.maxui of all */
  Value *target[IR_MAX_RANK] = {0};
  uint32_t ndyn[IR_MAX_RANK] = {0};
  for (uint32_t d = 0; d < rank; d++) {
    if (s.dims[d] != DIM_DYNAMIC) continue;
    for (uint32_t i = 0; i < n; i++) {
      uint32_t orank = types[i]->rank;
      if (d + orank < rank) continue;
      if (types[i]->dims[d + orank - rank] != DIM_DYNAMIC) continue;
      Value *dim = emit_dim(ls, &e, x[i], d + orank - rank);
      target[d] = target[d] ? emit2(&e, OPK_BINARY, "arith.maxui", type_index(), target[d], dim) : dim;
      ndyn[d]++;
    }
  }

  /* broadcast each dynamic operand dim that may be 1 at run time while others are larger */
  for (uint32_t i = 0; i < n; i++) {
    uint32_t orank = types[i]->rank;
    for (uint32_t j = 0; j < orank; j++) {
      if (types[i]->dims[j] != DIM_DYNAMIC) continue;
      uint32_t d = j + rank - orank;
      if (s.dims[d] == DIM_DYNAMIC && ndyn[d] <= 1) continue; /* it is the target size */
      x[i] = broadcast_dim(ls, &e, x[i], j, s.dims[d], target[d]);
    }
  }

  /* the element-wise linalg.generic */
  Value *sizes[IR_MAX_RANK];
  uint32_t nsizes = 0;
  for (uint32_t d = 0; d < rank; d++)
    if (s.dims[d] == DIM_DYNAMIC) sizes[nsizes++] = target[d];
  Type *inferred = type_tensor(out_elem, rank, s.dims, NULL);
  Value *empty = emit(&e, OPK_EMPTY, "tensor.empty", nsizes, sizes, inferred)->results[0];
  Attr *maps[4];
  for (uint32_t i = 0; i < n; i++) {
    uint32_t orank = types[i]->rank;
    bool zero[IR_MAX_RANK] = {0};
    for (uint32_t j = 0; j < orank; j++) zero[j] = types[i]->dims[j] == 1 && s.dims[j + rank - orank] != 1;
    maps[i] = broadcast_map(rank, orank, zero);
  }
  maps[n] = broadcast_map(rank, rank, NULL);
  Op *g = emit_generic(&e, n, x, empty, maps, inferred);
  BodyArgs b = {.src = op, .out_elem = out_elem};
  for (uint32_t i = 0; i < n; i++) {
    b.in[i] = g->regions[0]->args[i];
    b.in_elem[i] = type_elem(types[i]);
  }
  Emitter be = {.block = g->regions[0], .loc = op->loc};
  Value *r = emit_body(&be, &b);
  emit(&be, OPK_YIELD, "linalg.yield", 1, &r, NULL);

  /* the result keeps its Value (and so its uses): re-home it on the last new op */
  Value *result = op->results[0];
  Op *last = g;
  if (inferred != declared) {
    Op *cast = emit(&e, OPK_TENSOR_CAST, "tensor.cast", 1, &g->results[0], declared);
    last = cast;
    result->name_hint = "cast";
  }
  result->def = last;
  result->index = 0;
  last->results[0] = result;
  ir_remove(op);
}

/* "tosa.const"() <{value(s) = dense<...> : T}> becomes arith.constant dense<...> : T,
 * so that lowered code can use it (LLVM 19 names the attribute value, LLVM 22 values). */
static void lower_const(Op *op) {
  Attr *v = attr_dict_get(op->props, "values");
  if (!v) v = attr_dict_get(op->props, "value");
  if (!v) v = attr_dict_get(op->attrs, "values");
  if (!v) v = attr_dict_get(op->attrs, "value");
  if (!v || op->nresults != 1 || op->noperands != 0 || v->kind != ATTR_OPAQUE || !v->type) return;
  Emitter e = {.block = op->parent, .anchor = op, .loc = op->loc};
  Op *c = emit(&e, OPK_CONSTANT, "arith.constant", 0, NULL, NULL);
  c->props = dict1("value", v);
  Value *result = op->results[0];
  result->def = c;
  result->name_hint = "cst";
  c->nresults = 1;
  c->results[0] = result;
  ir_remove(op);
}

/* Lowers the element-wise ops of a block and, recursively, of the regions of the
 * ops in it that are carried through. Index constants are cached per block: a
 * label starts the next block of a region, which the cached ones may not dominate. */
static void lower_nested(Op *op);
static void lower_block(Block *b) {
  LowerState ls = {.body = b};
  const char *const_name = ir_intern_cstr("tosa.const");
  for (Op *op = b->first; op;) {
    Op *next = op->next;
    if (op->kind == OPK_GENERIC && op->tosa) lower_op(&ls, op);
    else if (op->kind == OPK_GENERIC && op->name == const_name) lower_const(op);
    else if (op->kind == OPK_LABEL) ls = (LowerState){.body = b};
    else lower_nested(op);
    op = next;
  }
}

static void lower_nested(Op *op) {
  for (uint32_t r = 0; r < op->nregions && op->kind == OPK_FOREIGN; r++) lower_block(op->regions[r]);
}

void lower_toplevel_op(Op *op) {
  memset(props_cache, 0, sizeof props_cache); /* the last item's are gone */
  lower_nested(op);
}

void lower_func(Func *f) {
  if (!f->body) return;
  memset(props_cache, 0, sizeof props_cache); /* the last function's are gone */
  lower_block(f->body);
}
