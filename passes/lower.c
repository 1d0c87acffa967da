/* lower.c — rewrites each verified TOSA element-wise op into tensor.empty /
 * tensor.dim / arith.maxui / scf.if / linalg.generic, in the steps MLIR's
 * TosaToLinalg names: expand ranks, compute target shape, broadcast dynamic dims,
 * emit the element-wise op, cast the result. Scalar bodies come from the op table
 * (tosa_ops.def) or its hooks (lower_body.c); a linalg.generic of an earlier op's
 * key is replayed from its template (lower_template.c). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lower_impl.h"


Op *lower_emit(Emitter *e, OpKind kind, const char *name, uint32_t nops, Value **ops, Type *result) {
  /* `name` is a string literal or lives in the function arena: no need to intern */
  Op *op = ir_op_new(kind, name, e->loc, nops, result ? 1 : 0);
  op->loc_spelling = e->loc_spelling;
  for (uint32_t i = 0; i < nops; i++) op->operands[i] = (Use){ops[i], e->loc};
  if (result) op->results[0]->type = result;
  if (e->anchor)
    ir_insert_before(e->anchor, op);
  else
    ir_block_append(e->block, op);
  return op;
}

Value *lower_emit1(Emitter *e, OpKind kind, const char *name, Type *result, Value *a) {
  return lower_emit(e, kind, name, 1, &a, result)->results[0];
}

Value *lower_emit2(Emitter *e, OpKind kind, const char *name, Type *result, Value *a, Value *b) {
  Value *ops[2] = {a, b};
  return lower_emit(e, kind, name, 2, ops, result)->results[0];
}

/* The props of lowered ops repeat within a function ({predicate = eq}, the same
 * indexing_maps lists): attributes are never changed once built, so ops share
 * them. Per thread and per function (they live in ir_keep_arena, which a
 * streaming body keeps from op to op). */
typedef struct PropsCacheEntry {
  const void *key[4]; /* the predicate's spelling, or the maps of an indexing_maps list */
  uint32_t n;
  uint32_t gen;       /* the function it was made in: an older one is a free slot */
  Attr *props;
} PropsCacheEntry;
/* Open addressing, never evicting: each distinct props is built once per function
 * (a streaming body would otherwise grow ir_keep_arena with every rebuild). */
typedef struct PropsCache {
  PropsCacheEntry *tab;
  uint32_t cap, len;
  uint32_t gen; /* the function's */
} PropsCache;

/* States of nested blocks, one per nesting depth, innermost last; each is kept
 * (with its reuse table) for the next block at its depth. Pointers, so that a
 * deeper block growing the stack moves no state an outer one is using. */
typedef struct StateStack {
  LowerState **items;
  uint32_t n, cap;
} StateStack;

/* The lowering's state on this thread, one run at a time: what lives for the
 * run (the caches of maps and value numbers, the states kept per nesting
 * depth), for a chunk (the templates) and for a function (the props). Freed by
 * lower_reset at the run's end. */
static _Thread_local struct Lowering {
  PropsCache props;
  /* the regions of the streamed ops open: what an op of one makes serves the
   * later ops of its block only */
  StateStack region_states;
  StateStack block_states; /* the blocks lowered whole (lower_block) */
  /* A streaming function body: one LowerState from op to op (what later ops
   * reuse keeps the printed names of the values made by ops already freed). */
  LowerState body;
  MapCache maps;
  uint64_t numbered; /* value_id's numbers (reuse.c) */
  TemplateMemos memos;
  bool runtime_checks; /* --runtime-checks: the op's place is named in `checks_file` */
  const char *checks_file;
  bool elementwise_only; /* --elementwise-only: of the other ops, tosa.const only */
  bool no_tosa_left;     /* --no-tosa-left: a TOSA op no function lowers is an error */
  Arena vars_arena;
  NameMap vars;          /* the chunk's tosa.variable names (`@v`) -> their types (lower_variable.c) */
} L = {.props.gen = 1, .memos.gen = 1};

static void props_clear(void) {
  L.props.gen++; /* every entry is free now, without touching them */
  L.props.len = 0;
}

static PropsCacheEntry *props_probe(PropsCacheEntry *tab, uint32_t cap, const void *const *key, uint32_t n) {
  uintptr_t h = n;
  for (uint32_t i = 0; i < n; i++) h = (h ^ (uintptr_t)key[i] >> 4) * 0x9E3779B97F4A7C15ULL;
  for (uint32_t i = (uint32_t)(h >> 32) & (cap - 1);; i = (i + 1) & (cap - 1)) {
    PropsCacheEntry *c = &tab[i];
    if (c->gen != L.props.gen || (c->n == n && !memcmp(c->key, key, n * sizeof *key))) return c;
  }
}

/* The entry for key[0..n): its props, or NULL props for the caller to build. */
static PropsCacheEntry *props_slot(const void *const *key, uint32_t n) {
  PropsCache *pc = &L.props;
  if ((pc->len + 1) * 2 > pc->cap) {
    uint32_t cap = pc->cap ? pc->cap * 2 : 64;
    PropsCacheEntry *tab = xcalloc(cap, sizeof *tab);
    for (uint32_t i = 0; i < pc->cap; i++)
      if (pc->tab[i].gen == pc->gen) *props_probe(tab, cap, pc->tab[i].key, pc->tab[i].n) = pc->tab[i];
    free(pc->tab);
    pc->tab = tab;
    pc->cap = cap;
  }
  PropsCacheEntry *c = props_probe(pc->tab, pc->cap, key, n);
  if (c->gen != pc->gen) {
    *c = (PropsCacheEntry){.n = n, .gen = pc->gen};
    memcpy(c->key, key, n * sizeof *key);
    pc->len++;
  }
  return c;
}

/* {predicate = pred}; pred is a literal or lives as long as the run */
Attr *lower_predicate_props(const char *pred) {
  PropsCacheEntry *c = props_slot((const void *const *)&pred, 1);
  if (!c->props) {
    Attr *p = attr_new(&ir_keep_arena, ATTR_OPAQUE, (Loc){0});
    p->spelling = pred;
    c->props = lower_dict1(&ir_keep_arena, "predicate", p);
  }
  return c->props;
}

/* ---------------------------------------------------------------- constants */

Value *lower_emit_constant(Emitter *e, Attr *value, Type *type, const char *hint) {
  Op *op = lower_emit(e, OPK_CONSTANT, "arith.constant", 0, NULL, type);
  op->props = lower_dict1(A(), "value", value);
  op->results[0]->name_hint = hint;
  return op->results[0];
}

/* A constant of the block, made once at the top of the first op that needs it, so
 * that it dominates every later op and every nested region; later ops reuse it. */
Value *lower_shared_const(Emitter *e, Type *type, uint64_t bits, double f, bool is_float) {
  LowerState *ls = e->consts;
  ReuseKey k = {.kind = REUSE_CONST, .p = type, .ids = {bits}};
  Value *v = reuse_find(&ls->reuse, &k);
  if (!v) {
    Op *first = ls->before_current ? ls->before_current->next : ls->body->first;
    Emitter at = {.block = ls->body, .anchor = first, .loc = e->loc, .loc_spelling = e->loc_spelling};
    v = is_float ? lower_const_float(&at, type, f) : lower_const_int(&at, type, (int64_t)bits);
    reuse_add(&ls->reuse, &k, v);
  }
  memo_note_const(&L.memos, (ConstAsk){type, bits, f, is_float}, v); /* its body asked for it */
  return v;
}

Value *lower_block_index(LowerState *ls, Emitter *e, int64_t v) {
  return lower_shared_const(&(Emitter){.loc = e->loc, .loc_spelling = e->loc_spelling, .consts = ls}, type_index(),
                            (uint64_t)v, 0, false);
}

/* ---------------------------------------------------------------- shapes */

/* `tensor.dim` of `tensor`, at the top level of the op being lowered (e), so that
 * it dominates every later use; once per block, and not at all for a value whose
 * sizes the lowering made. */
Value *lower_block_dim(LowerState *ls, Emitter *e, Value *tensor, uint32_t d) {
  ReuseKey k = {.kind = REUSE_DIM, .n = d, .ids = {value_id(&ls->reuse, tensor)}};
  Value *v = reuse_find(&ls->reuse, &k);
  if (v) return v;
  v = lower_emit2(e, OPK_DIM, "tensor.dim", type_index(), tensor, lower_block_index(ls, e, d));
  v->name_hint = "dim";
  reuse_add(&ls->reuse, &k, v);
  return v;
}

static Type *tensor_like(Type *t, const int64_t *dims, uint32_t rank, Type *elem) {
  (void)t;
  return type_tensor(elem, rank, dims, NULL);
}

static void state_init(LowerState *ls, Block *body);

/* A state for a block one level deeper. */
static LowerState *stack_push(StateStack *s, Block *body) {
  if (s->n == s->cap) {
    uint32_t cap = s->cap ? s->cap * 2 : 8;
    s->items = xrealloc(s->items, cap * sizeof *s->items);
    for (uint32_t i = s->cap; i < cap; i++) s->items[i] = NULL;
    s->cap = cap;
  }
  if (!s->items[s->n]) s->items[s->n] = xcalloc(1, sizeof(LowerState));
  LowerState *ls = s->items[s->n++];
  state_init(ls, body);
  return ls;
}

static void stack_free(StateStack *s) {
  for (uint32_t i = 0; i < s->cap; i++) {
    if (s->items[i]) reuse_free(&s->items[i]->reuse);
    free(s->items[i]);
  }
  free(s->items);
  *s = (StateStack){0};
}

/* The end of a run: the maps are gone with the long-lived arena, the states' tables
 * are freed. */
void lower_reset(void) {
  stack_free(&L.region_states);
  stack_free(&L.block_states);
  free(L.props.tab);
  L.props = (PropsCache){.gen = 1};
  memos_free(&L.memos);
  maps_free(&L.maps);
  reuse_free(&L.body.reuse);
  ctrl_reset(true);
  arena_reset(&L.vars_arena);
  L.vars = (NameMap){0};
}

Attr *lower_broadcast_map(uint32_t rank, uint32_t orank, const bool *zero) {
  return maps_broadcast(&L.maps, rank, orank, zero);
}

Attr *lower_identity_map(uint32_t rank) { return maps_broadcast(&L.maps, rank, rank, NULL); }

/* linalg.generic with one output; returns the op so the caller can fill its body. */
static Op *emit_generic(Emitter *e, uint32_t nin, Value **ins, Value *out, Attr **maps, Type *result) {
  Value *ops[4];
  for (uint32_t i = 0; i < nin; i++) ops[i] = ins[i];
  ops[nin] = out;
  Op *op = lower_emit(e, OPK_GENERIC_LINALG, "linalg.generic", nin + 1, ops, result);
  PropsCacheEntry *c = props_slot((const void *const *)maps, nin + 1);
  if (!c->props) {
    Attr *arr = attr_new(&ir_keep_arena, ATTR_ARRAY, (Loc){0});
    arr->n = nin + 1;
    arr->elems = arena_alloc(&ir_keep_arena, (nin + 1) * sizeof(Attr *));
    for (uint32_t i = 0; i <= nin; i++) arr->elems[i] = maps[i];
    c->props = lower_dict1(&ir_keep_arena, "indexing_maps", arr);
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

/* ---------------------------------------------------------------- templates */

void lower_set_templates(bool on) { L.memos.off = !on; }

void lower_chunk_begin(void) {
  memos_chunk_begin(&L.memos);
  arena_reset(&L.vars_arena);
  L.vars = (NameMap){0};
}

NameMap *lower_variables(void) { return L.vars.arena = &L.vars_arena, &L.vars; }

/* ---------------------------------------------------------------- broadcasting */

/* arith.cmpi eq, %size, %c1, once per block */
static Value *emit_is_one(LowerState *ls, Emitter *e, Value *size) {
  ReuseKey k = {.kind = REUSE_IS_ONE, .ids = {value_id(&ls->reuse, size)}};
  Value *v = reuse_find(&ls->reuse, &k);
  if (v) return v;
  Op *cmp = lower_emit(e, OPK_COMPARE, "arith.cmpi", 2, (Value *[]){size, lower_block_index(ls, e, 1)}, type_int(1, SIGNLESS));
  cmp->props = lower_predicate_props("eq");
  reuse_add(&ls->reuse, &k, cmp->results[0]);
  return cmp->results[0];
}

/* tensor.empty(sizes) : type: one made at the top level of an earlier op of the
 * block serves (it dominates), else a new one, which later ops may reuse when it
 * is at the op's top level (`toplevel`) and not in a region of it. */
Value *lower_block_empty(LowerState *ls, Emitter *e, uint32_t nsizes, Value **sizes, Type *type, bool toplevel) {
  ReuseKey k = {.kind = REUSE_EMPTY, .n = nsizes, .p = type};
  bool keyed = nsizes <= 4;
  for (uint32_t i = 0; i < nsizes && keyed; i++) k.ids[i] = value_id(&ls->reuse, sizes[i]);
  Value *v = keyed ? reuse_find(&ls->reuse, &k) : NULL;
  if (v) return v;
  v = lower_emit(e, OPK_EMPTY, "tensor.empty", nsizes, sizes, type)->results[0];
  if (keyed && toplevel) reuse_add(&ls->reuse, &k, v);
  return v;
}

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
  ReuseKey key = {.kind = REUSE_BROADCAST, .n = d,
                  .ids = {value_id(&ls->reuse, x), target ? value_id(&ls->reuse, target) : 0, (uint64_t)target_static}};
  Value *done = reuse_find(&ls->reuse, &key);
  if (done) return done;
  Type *t = x->type;
  Value *dim = lower_block_dim(ls, e, x, d);
  /* the sizes of the broadcast copy, read here at the op's top level */
  int64_t dims[IR_MAX_RANK];
  Value *sizes[IR_MAX_RANK];
  uint32_t nsizes = 0;
  for (uint32_t j = 0; j < t->rank; j++) {
    if (j == d) {
      dims[j] = target_static;
      if (target_static == DIM_DYNAMIC) sizes[nsizes++] = target;
    } else {
      dims[j] = t->dims[j];
      if (dims[j] == DIM_DYNAMIC) sizes[nsizes++] = lower_block_dim(ls, e, x, j);
    }
  }
  Value *is_one = emit_is_one(ls, e, dim);
  Op *iff = lower_emit(e, OPK_IF, "scf.if", 1, &is_one, t);
  iff->nregions = 2;
  iff->regions = arena_alloc(A(), 2 * sizeof(Block *));
  for (int r = 0; r < 2; r++) {
    iff->regions[r] = ir_block_new(e->loc, 0, NULL);
    iff->regions[r]->parent = iff;
  }
  /* then: materialize the broadcast */
  Emitter in = {.block = iff->regions[0], .anchor = NULL, .loc = e->loc, .loc_spelling = e->loc_spelling};
  Type *bt = tensor_like(t, dims, t->rank, t->elem);
  Value *empty = lower_block_empty(ls, &in, nsizes, sizes, bt, false);
  /* the copy depends on the types and the dim only: its template serves */
  TemplateMemo *memo = memo_of_copy(&L.memos, t, bt, d);
  Op *g;
  if (memo_ready(memo)) {
    g = memo_replay(memo, &in, 2, (Value *[]){x, empty}, bt, NULL);
  } else {
    bool zero[IR_MAX_RANK] = {0};
    zero[d] = true;
    Attr *maps[2] = {lower_broadcast_map(t->rank, t->rank, zero), lower_broadcast_map(t->rank, t->rank, NULL)};
    g = emit_generic(&in, 1, &x, empty, maps, bt);
    Emitter body = {.block = g->regions[0], .loc = e->loc, .loc_spelling = e->loc_spelling};
    memo_record_begin(&L.memos, memo);
    lower_emit(&body, OPK_YIELD, "linalg.yield", 1, &g->regions[0]->args[0], NULL);
    memo_record_end(&L.memos, memo, g);
  }
  Value *res = g->results[0];
  if (bt != t) {
    res = lower_emit1(&in, OPK_TENSOR_CAST, "tensor.cast", t, res);
    res->name_hint = "cast";
  }
  lower_emit(&in, OPK_YIELD, "scf.yield", 1, &res, NULL);
  Emitter els = {.block = iff->regions[1], .loc = e->loc, .loc_spelling = e->loc_spelling};
  lower_emit(&els, OPK_YIELD, "scf.yield", 1, &x, NULL);
  reuse_add(&ls->reuse, &key, iff->results[0]);
  return iff->results[0];
}

/* ---------------------------------------------------------------- one op */

/* One element-wise op while it is lowered: its value operands (replaced by their
 * broadcast versions as the steps go) and the target shape. */
typedef struct OpLowering {
  LowerState *ls;
  Op *op;
  Emitter e;  /* before the TOSA op */
  uint32_t n; /* value operands; LLVM 22's shift and zero-point operands take no part */
  Value *x[3];
  Type *types[3];
  Shape s;                        /* the target shape (Broadcastable inference) */
  Value *target[IR_MAX_RANK];     /* the run-time size of each dynamic target dim */
  Value *var_shift;               /* tosa.mul's shift operand, when not a constant */
  uint32_t ndyn[IR_MAX_RANK];     /* operands dynamic in that dim */
} OpLowering;

/* arith.maxui %a, %b, once per block */
static Value *emit_maxui(LowerState *ls, Emitter *e, Value *a, Value *b) {
  uint64_t ia = value_id(&ls->reuse, a), ib = value_id(&ls->reuse, b);
  ReuseKey k = {.kind = REUSE_MAXUI, .ids = {ia < ib ? ia : ib, ia < ib ? ib : ia}};
  Value *v = reuse_find(&ls->reuse, &k);
  if (v) return v;
  v = lower_emit2(e, OPK_BINARY, "arith.maxui", type_index(), a, b);
  reuse_add(&ls->reuse, &k, v);
  return v;
}

/* Target shape: the inference shared with the verifier; each dynamic dim's size is
 * the one dynamic operand dim, or the arith.maxui of all of them. */
static void compute_target_shape(OpLowering *l) {
  shape_infer_result(l->types, l->n, &l->s);
  uint32_t rank = l->s.rank;
  memset(l->target, 0, rank * sizeof *l->target);
  memset(l->ndyn, 0, rank * sizeof *l->ndyn);
  for (uint32_t d = 0; d < rank; d++) {
    if (l->s.dims[d] != DIM_DYNAMIC) continue;
    for (uint32_t i = 0; i < l->n; i++) {
      uint32_t orank = l->types[i]->rank;
      if (d + orank < rank) continue;
      if (l->types[i]->dims[d + orank - rank] != DIM_DYNAMIC) continue;
      Value *dim = lower_block_dim(l->ls, &l->e, l->x[i], d + orank - rank);
      if (l->target[d] && value_id(&l->ls->reuse, dim) == value_id(&l->ls->reuse, l->target[d]))
        continue; /* the same size again */
      l->target[d] = l->target[d] ? emit_maxui(l->ls, &l->e, l->target[d], dim) : dim;
      l->ndyn[d]++;
    }
  }
}

void lower_set_runtime_checks(bool on, const char *file) {
  L.runtime_checks = on;
  L.checks_file = file;
}

/* cf.assert that `size` (a run-time size) is `want` (or 1, when `or_one`): the RFC
 * leaves any other size undefined, so a bad shape stops the program with a message
 * naming the op, where it was read and the dims, instead of reading out of bounds. */
static void emit_size_check(OpLowering *l, Value *size, Value *want, bool or_one, const char *what) {
  Emitter *e = &l->e;
  Type *i1 = type_int(1, SIGNLESS);
  Op *eq = lower_emit(e, OPK_COMPARE, "arith.cmpi", 2, (Value *[]){size, want}, i1);
  eq->props = lower_predicate_props("eq");
  Value *ok = eq->results[0];
  if (or_one) {
    ok = lower_emit2(e, OPK_BINARY, "arith.ori", i1, ok, emit_is_one(l->ls, e, size));
  }
  Buf m = {0};
  buf_printf(&m, "\"%s at ", l->op->name);
  for (const char *c = L.checks_file ? L.checks_file : "<input>"; *c; c++) /* an MLIR string */
    buf_printf(&m, *c == '"' || *c == '\\' ? "\\%c" : (unsigned char)*c < 0x20 ? "\\%02X" : "%c", *c);
  buf_printf(&m, ":%u:%u: %s\"", l->op->loc.line, l->op->loc.col, what);
  Op *a = lower_emit(e, OPK_ASSERT, "cf.assert", 1, &ok, NULL);
  Attr *msg = attr_new(A(), ATTR_STRING, (Loc){0});
  msg->spelling = arena_strndup(A(), m.p, m.len);
  buf_free(&m);
  a->props = lower_dict1(A(), "msg", msg);
}

/* Broadcast dynamic dims: each dynamic operand dim that may be 1 at run time while
 * the target is larger gets an scf.if that copies it out to the target size. With
 * --runtime-checks, each is first checked to be 1 or the target size. */
static void broadcast_dynamic_dims(OpLowering *l) {
  uint32_t rank = l->s.rank;
  for (uint32_t i = 0; i < l->n; i++) {
    uint32_t orank = l->types[i]->rank;
    for (uint32_t j = 0; j < orank; j++) {
      if (l->types[i]->dims[j] != DIM_DYNAMIC) continue;
      uint32_t d = j + rank - orank;
      if (l->s.dims[d] == DIM_DYNAMIC && l->ndyn[d] <= 1) continue; /* it is the target size */
      if (L.runtime_checks) {
        char what[160];
        int64_t target = l->s.dims[d];
        if (target == DIM_DYNAMIC)
          snprintf(what, sizeof what, "operand %u dim %u must be 1 or the size of dim %u of the other operands", i, j, d);
        else
          snprintf(what, sizeof what, "operand %u dim %u must be %s%lld", i, j, target == 1 ? "" : "1 or ",
                   (long long)target);
        Value *want = target == DIM_DYNAMIC ? l->target[d] : lower_const_int(&l->e, type_index(), target);
        emit_size_check(l, lower_block_dim(l->ls, &l->e, l->x[i], j), want, target != 1, what);
      }
      l->x[i] = broadcast_dim(l->ls, &l->e, l->x[i], j, l->s.dims[d], l->target[d]);
    }
  }
}

/* The element-wise linalg.generic over the target shape; static size-1 operand dims
 * read index 0 and missing leading dims are skipped (rank expansion by the maps). */
static Op *emit_elementwise(OpLowering *l, Type *out_elem) {
  uint32_t rank = l->s.rank, nsizes = 0;
  Value *sizes[IR_MAX_RANK];
  for (uint32_t d = 0; d < rank; d++)
    if (l->s.dims[d] == DIM_DYNAMIC) sizes[nsizes++] = l->target[d];
  Type *inferred = type_tensor(out_elem, rank, l->s.dims, NULL);
  Value *empty = lower_block_empty(l->ls, &l->e, nsizes, sizes, inferred, true);
  Emitter be = {.loc = l->op->loc, .loc_spelling = l->op->loc_spelling, .consts = l->ls};
  TemplateMemo *memo = L.runtime_checks || l->var_shift ? NULL : memo_of_op(&L.memos, l->op);
  if (memo_ready(memo)) {
    Value *ops[4];
    for (uint32_t i = 0; i < l->n; i++) ops[i] = l->x[i];
    ops[l->n] = empty;
    return memo_replay(memo, &l->e, l->n + 1, ops, inferred, &be);
  }
  Attr *maps[4];
  for (uint32_t i = 0; i < l->n; i++) {
    uint32_t orank = l->types[i]->rank;
    bool zero[IR_MAX_RANK] = {0};
    for (uint32_t j = 0; j < orank; j++) zero[j] = l->types[i]->dims[j] == 1 && l->s.dims[j + rank - orank] != 1;
    maps[i] = lower_broadcast_map(rank, orank, zero);
  }
  /* tosa.mul's shift from a value known only at run time (LLVM 22): one more
   * input, every element reading its one element, as mlir-opt-22 passes it */
  uint32_t nin = l->n;
  Value *ins[3];
  for (uint32_t i = 0; i < l->n; i++) ins[i] = l->x[i];
  if (l->var_shift) {
    uint32_t srank = l->var_shift->type->rank;
    bool all[IR_MAX_RANK];
    for (uint32_t j = 0; j < srank; j++) all[j] = true;
    maps[nin] = lower_broadcast_map(rank, srank, all);
    ins[nin++] = l->var_shift;
  }
  maps[nin] = lower_broadcast_map(rank, rank, NULL);
  Op *g = emit_generic(&l->e, nin, ins, empty, maps, inferred);
  BodyArgs b = {.src = l->op, .out_elem = out_elem};
  for (uint32_t i = 0; i < nin; i++) {
    b.in[i] = g->regions[0]->args[i];
    b.in_elem[i] = type_elem(ins[i]->type);
  }
  b.var_shift = l->var_shift != NULL;
  be.block = g->regions[0];
  memo_record_begin(&L.memos, memo);
  Value *r = lower_emit_body(&be, &b);
  lower_emit(&be, OPK_YIELD, "linalg.yield", 1, &r, NULL);
  memo_record_end(&L.memos, memo, g);
  return g;
}

/* Cast the result to the declared type where inference is more precise, and give
 * the TOSA op's result Value (and so its uses) to the last new op. */
static void cast_result(OpLowering *l, Op *g) {
  Value *result = l->op->results[0];
  Op *last = g;
  Type *rt = result->type;
  for (uint32_t d = 0; L.runtime_checks && rt->kind == TYPE_TENSOR && rt->rank == l->s.rank && d < rt->rank; d++) {
    if (l->s.dims[d] != DIM_DYNAMIC || rt->dims[d] == DIM_DYNAMIC) continue;
    char what[96];
    snprintf(what, sizeof what, "result dim %u must be %lld", d, (long long)rt->dims[d]);
    emit_size_check(l, l->target[d], lower_const_int(&l->e, type_index(), rt->dims[d]), false, what);
  }
  if (g->results[0]->type != result->type) {
    last = lower_emit(&l->e, OPK_TENSOR_CAST, "tensor.cast", 1, &g->results[0], result->type);
    result->name_hint = "cast";
  }
  result->def = last;
  result->index = 0;
  last->results[0] = result;
  ir_remove(l->op);
  /* its dynamic sizes are known: later ops need no tensor.dim of it */
  for (uint32_t d = 0; rt->kind == TYPE_TENSOR && rt->rank == l->s.rank && d < rt->rank; d++)
    if (rt->dims[d] == DIM_DYNAMIC && l->target[d])
      reuse_add(&l->ls->reuse, &(ReuseKey){.kind = REUSE_DIM, .n = d, .ids = {value_id(&l->ls->reuse, result)}},
                l->target[d]);
}

/* LLVM 22's shift operand (TOSA_OPERAND rows) when it is not a constant: the
 * body reads it per element. */
static Value *variable_shift(const Op *op) {
  size_t n;
  const TosaOperand *extra = tosa_op_operands(op->info, &n);
  for (uint32_t i = 0, at = op->info->arity; i < n && at < op->noperands; i++, at++) {
    int64_t shift;
    if (extra[i].kind == OPERAND_SHIFT && !ir_const_int(op->operands[at].value, &shift)) return op->operands[at].value;
  }
  return NULL;
}

static void lower_op(LowerState *ls, Op *op) {
  /* not zeroed whole: its per-dim arrays are 1.3 KB, of which an op uses its rank's
   * (compute_target_shape clears them) */
  OpLowering l;
  l.ls = ls;
  l.op = op;
  l.e = (Emitter){.block = op->parent, .anchor = op, .loc = op->loc, .loc_spelling = op->loc_spelling, .consts = ls};
  l.n = op->info->arity;
  l.var_shift = NULL;
  l.s.rank = 0; /* no tensor operand: rank 0 */
  ls->before_current = op->prev;
  for (uint32_t i = 0; i < l.n; i++) {
    l.x[i] = op->operands[i].value;
    l.types[i] = l.x[i]->type;
  }
  if (type_elem(l.types[0])->kind == TYPE_INT) l.var_shift = variable_shift(op);
  compute_target_shape(&l);
  broadcast_dynamic_dims(&l);
  Op *g = emit_elementwise(&l, type_elem(op->results[0]->type));
  cast_result(&l, g);
}

void lower_set_elementwise_only(bool on) { L.elementwise_only = on; }

void lower_set_no_tosa_left(bool on) { L.no_tosa_left = on; }

/* One op of a block: an element-wise op or a tosa.const is rewritten in place;
 * a label starts a block the index constants made so far may not dominate; the
 * regions of any other op are lowered in turn. */
/* A state for a new block: zeroed or used before; its reuse table, if any, is
 * kept and started over. */
static void state_init(LowerState *ls, Block *body) {
  ReuseTable kept = ls->reuse;
  *ls = (LowerState){.body = body, .reuse = kept};
  if (kept.slots)
    reuse_restart(&ls->reuse);
  else
    reuse_init(&ls->reuse, &L.numbered);
}

/* The row of a TOSA op read as text (tosa.cond_if, tosa.while_loop, tosa.yield), or NULL. */
static const OpInfo *text_tosa(const Op *op) {
  return op->kind == OPK_FOREIGN && tosa_op_is_foreign(op->name, strlen(op->name)) ? tosa_op_lookup(op->name) : NULL;
}

static void lower_nested(LowerState *ls, Op *op, const OpInfo *info);
static void lower_in_block(LowerState *ls, Op *op) {
  const OpInfo *info = op->kind == OPK_GENERIC ? op->info : text_tosa(op);
  ctrl_note(op);
  if (info && info->lowering == LOWER_ELEMENTWISE) lower_op(ls, op);
  else if (info && !op->nregions && lower_rewrite(ls, op, info, L.elementwise_only, L.no_tosa_left)) return;
  else if (op->kind == OPK_LABEL && ctrl_label(op)) return; /* a cond_if's: gone */
  else if (op->kind == OPK_LABEL) state_init(ls, ls->body); /* a new block */
  else lower_nested(ls, op, info);
}


static void lower_block(Block *b) {
  LowerState *ls = stack_push(&L.block_states, b);
  for (Op *op = b->first; op;) {
    Op *next = op->next;
    lower_in_block(ls, op);
    op = next;
  }
  L.block_states.n--;
}

static void lower_nested(LowerState *ls, Op *op, const OpInfo *info) {
  if (op->kind != OPK_FOREIGN || !op->nregions) return;
  bool ctrl = lower_rewrite_header(ls, op, info, L.elementwise_only);
  for (uint32_t r = 0; r < op->nregions; r++) {
    lower_block(op->regions[r]);
    if (ctrl) ctrl_next(op, &op->pieces[r + 1], r + 1 == op->nregions);
  }
}

void lower_toplevel_op(Op *op) {
  props_clear(); /* the last item's are gone */
  L.block_states.n = 0;
  ctrl_reset(false);
  const OpInfo *info = op->kind == OPK_GENERIC ? op->info : text_tosa(op);
  if (!lower_module_level(op, info, L.elementwise_only, L.no_tosa_left)) lower_nested(NULL, op, info);
}


void lower_func_begin(Func *f) {
  props_clear(); /* the last function's are gone */
  L.region_states.n = L.block_states.n = 0; /* and the regions a syntax error left open */
  ctrl_reset(false);
  state_init(&L.body, f->body);
}


static LowerState *current_state(void) {
  return L.region_states.n ? L.region_states.items[L.region_states.n - 1] : &L.body;
}

void lower_region_begin(Block *first, bool toplevel) {
  if (toplevel) { /* an item of its own; regions a syntax error left open are gone */
    props_clear();
    L.region_states.n = 0;
    ctrl_reset(false);
  }
  lower_rewrite_header(current_state(), first->parent, text_tosa(first->parent), L.elementwise_only);
  stack_push(&L.region_states, first);
}

void lower_region_next(Op *op, ForeignPiece *piece, bool last) {
  ctrl_next(op, piece, last);
  if (!L.region_states.n) return;
  if (last)
    L.region_states.n--;
  else
    state_init(L.region_states.items[L.region_states.n - 1], NULL);
}

void lower_func_op(Op *op) {
  LowerState *ls = current_state();
  ls->body = op->parent;
  lower_in_block(ls, op);
}

/* The op has been printed: what later ops reuse keeps its printed names. */
void lower_func_op_done(void) {
  reuse_op_done(&current_state()->reuse);
  ctrl_op_done();
}

void lower_func_end(void) {
  /* the ops held back at the end of the body */
  Block *b = L.body.body;
  if (!b) return;
  for (Op *op = b->first; op;) {
    Op *next = op->next;
    lower_in_block(&L.body, op);
    op = next;
  }
  L.body.body = NULL;
}
