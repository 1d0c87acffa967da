/* fuse.c — --fuse: a linalg.generic whose one result is read by exactly one other
 * linalg.generic of the same block, element for element (identity maps on both
 * sides, so the same iteration domain), is merged into it: the producer's inputs
 * become the consumer's, its body runs first and its yielded value replaces the
 * consumer's block argument. What --linalg-fuse-elementwise-ops does for chains
 * of element-wise ops; a value that is broadcast on the way (an scf.if copy, a
 * tensor.dim of it) has other uses and is left as it is, so broadcasting stays
 * the lowering's. Runs on a whole function body: with --fuse, bodies do not
 * stream (the uses of a value are known at the body's end only). */
#include <stdlib.h>
#include <string.h>

#include "lower_impl.h"

/* Uses of each value, counted over the block and every region in it. */
typedef struct UseCount {
  const Value **keys;
  uint32_t *counts;
  uint32_t cap, len;
} UseCount;

static uint32_t *use_slot(UseCount *u, const Value *v) {
  uint32_t mask = u->cap - 1;
  for (uint32_t i = (uint32_t)(((uintptr_t)v >> 4) * 0x9E3779B9u) & mask;; i = (i + 1) & mask)
    if (!u->keys[i] || u->keys[i] == v) {
      if (!u->keys[i]) {
        u->keys[i] = v;
        u->len++;
      }
      return &u->counts[i];
    }
}

static void count_use(UseCount *u, const Value *v) {
  if (!v) return;
  if ((u->len + 1) * 2 > u->cap) {
    UseCount g = {.cap = u->cap ? u->cap * 2 : 256};
    g.keys = xcalloc(g.cap, sizeof *g.keys);
    g.counts = xcalloc(g.cap, sizeof *g.counts);
    for (uint32_t i = 0; i < u->cap; i++)
      if (u->keys[i]) *use_slot(&g, u->keys[i]) = u->counts[i];
    free(u->keys);
    free(u->counts);
    *u = g;
  }
  (*use_slot(u, v))++;
}

static void count_block(UseCount *u, const Block *b) {
  for (const Op *op = b->first; op; op = op->next) {
    for (uint32_t i = 0; i < op->noperands; i++) count_use(u, op->operands[i].value);
    if (op->kind == OPK_FOREIGN || op->kind == OPK_LABEL)
      for (uint32_t p = 0; p <= op->nregions; p++)
        for (uint32_t k = 0; k < op->pieces[p].nrefs; k++) count_use(u, op->pieces[p].refs[k].value);
    for (uint32_t r = 0; r < op->nregions; r++) count_block(u, op->regions[r]);
  }
}

static uint32_t uses(UseCount *u, const Value *v) { return u->cap ? *use_slot(u, v) : 0; }

static const Attr *map_of(const Op *g, uint32_t i) { return attr_dict_get(g->props, "indexing_maps")->elems[i]; }

/* The rank of a generic's iteration domain (its output's rank). */
static uint32_t domain_rank(const Op *g) {
  const Type *t = g->results[0]->type;
  return t->kind == TYPE_TENSOR ? t->rank : 0;
}

static bool is_identity(const Attr *map, uint32_t rank) { return map->spelling == lower_identity_map(rank)->spelling; }

static void replace_uses(Block *b, const Value *from, Value *to) {
  for (Op *op = b->first; op; op = op->next) {
    for (uint32_t i = 0; i < op->noperands; i++)
      if (op->operands[i].value == from) op->operands[i].value = to;
    for (uint32_t r = 0; r < op->nregions; r++) replace_uses(op->regions[r], from, to);
  }
}

/* The consumer `c` reads the producer `p`'s result as its input `at`: c takes p's
 * inputs in that place, p's body first. */
static void merge(Op *p, Op *c, uint32_t at) {
  uint32_t pin = p->noperands - 1, cin = c->noperands - 1, nin = cin - 1 + pin;
  Use *ops = arena_alloc(A(), (nin + 1) * sizeof *ops);
  Attr *maps = attr_new(A(), ATTR_ARRAY, (Loc){0});
  maps->n = nin + 1;
  maps->elems = arena_alloc(A(), (nin + 1) * sizeof *maps->elems);
  Block *pb = p->regions[0], *cb = c->regions[0];
  Value **args = arena_alloc(A(), (nin + 1) * sizeof *args);
  uint32_t k = 0;
  for (uint32_t i = 0; i <= cin; i++) {
    if (i != at) {
      ops[k] = c->operands[i];
      maps->elems[k] = (Attr *)map_of(c, i);
      args[k++] = cb->args[i];
      continue;
    }
    for (uint32_t j = 0; j < pin; j++) {
      ops[k] = p->operands[j];
      maps->elems[k] = (Attr *)map_of(p, j);
      args[k++] = pb->args[j];
    }
  }
  /* the producer's body, but its yield, runs first; its value is the consumer's input */
  Op *yield = pb->last;
  Value *produced = yield->operands[0].value;
  replace_uses(cb, cb->args[at], produced);
  ir_remove(yield);
  for (Op *op = pb->last; op;) {
    Op *prev = op->prev;
    ir_remove(op);
    if (cb->first) ir_insert_before(cb->first, op);
    else ir_block_append(cb, op);
    op = prev;
  }
  for (uint32_t i = 0; i <= nin; i++) {
    args[i]->owner = cb;
    args[i]->index = i;
  }
  cb->args = args;
  cb->nargs = nin + 1;
  c->operands = ops;
  c->noperands = nin + 1;
  Attr *props = attr_new(A(), ATTR_DICT, (Loc){0});
  props->n = 1;
  props->entries = arena_alloc(A(), sizeof *props->entries);
  props->entries[0] = (NamedAttr){.name = "indexing_maps", .value = maps};
  c->props = props;
}

/* Merges into c the producers of its inputs, as long as one qualifies (a merged
 * producer's own inputs may come from another). The counts stay right: a merge
 * moves the producer's uses to c and drops the one use of its result. */
static bool fuse_into(Block *b, UseCount *u, Op *c) {
  uint32_t rank = domain_rank(c), cin = c->noperands - 1;
  for (uint32_t i = 0; i < cin; i++) {
    Value *v = c->operands[i].value;
    Op *p = v->kind == VALUE_RESULT ? v->def : NULL;
    if (!p || p->kind != OPK_GENERIC_LINALG || p->parent != b || p->nresults != 1 || uses(u, v) != 1) continue;
    if (domain_rank(p) != rank || !is_identity(map_of(c, i), rank) || !is_identity(map_of(p, p->noperands - 1), rank))
      continue;
    Value *init = p->operands[p->noperands - 1].value; /* its tensor.empty, unused once p goes */
    merge(p, c, i);
    ir_remove(p);
    if (init->kind == VALUE_RESULT && init->def && init->def->kind == OPK_EMPTY && init->def->parent == b &&
        uses(u, init) == 1)
      ir_remove(init->def);
    return true;
  }
  return false;
}

void fuse_block(Block *b) {
  UseCount u = {0};
  count_block(&u, b);
  for (Op *c = b->first; c; c = c->next)
    if (c->kind == OPK_GENERIC_LINALG)
      while (fuse_into(b, &u, c)) {
      }
  free(u.keys);
  free(u.counts);
}
