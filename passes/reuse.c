/* reuse.c — what the lowering of a block already computed, found again by its
 * later ops: a dim read with tensor.dim (or known as the size the lowering gave a
 * value it produced), an arith.maxui of two sizes, a broadcast's compare and its
 * scf.if, a tensor.empty, a constant. Without it each op makes its own copies, and
 * every user runs --cse --canonicalize to remove them downstream (issue 14:
 * canonical by construction).
 *
 * Values are keyed by value_id: a streamed value's record (the same for the name
 * in every op that uses it), else a number given once per Value. An entry made
 * while its op is lowered holds the Value; once that op is printed (streaming then
 * frees it) the entry keeps the printed name, and a later hit makes a Value of that
 * name in the op's arena. The table is bounded (REUSE_MAX entries): when full it
 * starts over, which only costs reuses. Tables are malloc'd and kept by the
 * lowering's states from block to block (started over for each): a module of many
 * small functions, or a function of many regions, allocates and clears nothing
 * per function or region. */
#include <stdlib.h>
#include <string.h>

#include "lower_impl.h"

enum { REUSE_MIN = 32, REUSE_MAX = 1 << 14 };

/* Streamed values: their record (+ result number); others: their own number,
 * the next of the run's (*t->numbered, one counter for every table: a value is
 * keyed in the tables of its block and of the blocks nested in it). */
uint64_t value_id(ReuseTable *t, Value *v) {
  if (v->rec && v->index < (1u << 24)) return ((uint64_t)v->rec << 24) | v->index;
  if (!v->reuse_id) v->reuse_id = (UINT64_C(1) << 63) | ++*t->numbered;
  return v->reuse_id;
}

static uint64_t key_hash(const ReuseKey *k) {
  uint64_t h = k->kind * 0x9E3779B97F4A7C15ULL ^ k->n ^ (uint64_t)(uintptr_t)k->p * 0xBF58476D1CE4E5B9ULL;
  for (int i = 0; i < 4; i++) h = (h ^ k->ids[i]) * 0x94D049BB133111EBULL;
  return h ^ (h >> 31);
}

static bool key_equal(const ReuseKey *a, const ReuseKey *b) {
  return a->kind == b->kind && a->n == b->n && a->p == b->p && !memcmp(a->ids, b->ids, sizeof a->ids);
}

/* A slot is in use when it has the table's generation: starting over is one
 * increment, so a table kept from function to function is never cleared. */
void reuse_init(ReuseTable *t, uint64_t *numbered) { *t = (ReuseTable){.gen = 1, .numbered = numbered}; }

void reuse_restart(ReuseTable *t) {
  t->len = t->fresh_from = 0;
  if (++t->gen) return;
  if (t->slots) memset(t->slots, 0, t->cap * sizeof *t->slots); /* the generations wrapped */
  t->gen = 1;
}

void reuse_free(ReuseTable *t) {
  free(t->slots);
  free(t->entries);
  reuse_init(t, t->numbered);
}

/* A slot holds the table's generation and an entry's index + 1: one of another
 * generation is empty. */
static uint64_t slot_for(const ReuseTable *t, uint32_t entry) { return (uint64_t)t->gen << 32 | (entry + 1); }

static ReuseEntry *slot_entry(const ReuseTable *t, const uint64_t *s) {
  return (uint32_t)(*s >> 32) == t->gen ? &t->entries[(uint32_t)*s - 1] : NULL;
}

/* The slot holding key k, or the empty one where it would go. */
static uint64_t *probe(const ReuseTable *t, const ReuseKey *k, uint64_t h) {
  for (uint32_t i = (uint32_t)h & (t->cap - 1);; i = (i + 1) & (t->cap - 1)) {
    uint64_t *s = &t->slots[i];
    const ReuseEntry *e = slot_entry(t, s);
    if (!e || (e->hash == h && key_equal(&e->key, k))) return s;
  }
}

/* Twice the slots (load at most 1/2), the entries entered again by their hashes. */
static void grow(ReuseTable *t) {
  uint32_t cap = t->cap ? t->cap * 2 : REUSE_MIN;
  uint64_t *slots = xcalloc(cap, sizeof *slots); /* a failure leaves the table as it was */
  free(t->slots);
  t->slots = slots;
  t->cap = cap;
  for (uint32_t i = 0; i < t->len; i++) *probe(t, &t->entries[i].key, t->entries[i].hash) = slot_for(t, i);
}

/* The Value of an entry: the one its op made, or a Value of its printed name. */
static Value *entry_value(ReuseEntry *e) {
  if (e->value) return e->value;
  Value *v = ir_value_new(VALUE_RESULT, e->type, (Loc){0});
  v->print_name = arena_strndup(&ir_func_arena, e->name, e->name_len);
  v->print_len = e->name_len;
  v->reuse_id = e->id;
  return v;
}

Value *reuse_find(ReuseTable *t, const ReuseKey *k) {
  if (!t->len) return NULL;
  ReuseEntry *e = slot_entry(t, probe(t, k, key_hash(k)));
  return e && !e->dead ? entry_value(e) : NULL;
}

void reuse_add(ReuseTable *t, const ReuseKey *k, Value *v) {
  if (t->len + 1 > t->cap / 2) {
    if (t->cap >= REUSE_MAX)
      reuse_restart(t);
    else
      grow(t);
  }
  uint64_t h = key_hash(k);
  uint64_t *s = probe(t, k, h);
  if (slot_entry(t, s)) return;
  if (t->len == t->entries_cap) {
    t->entries_cap = t->entries_cap ? t->entries_cap * 2 : REUSE_MIN;
    t->entries = xrealloc(t->entries, t->entries_cap * sizeof *t->entries);
  }
  t->entries[t->len] = (ReuseEntry){.key = *k, .hash = h, .type = v->type, .id = value_id(t, v), .value = v};
  *s = slot_for(t, t->len++);
}

/* The op whose lowering made the fresh entries has been printed (and will be
 * freed): each keeps its value's printed name. */
void reuse_op_done(ReuseTable *t) {
  for (uint32_t i = t->fresh_from; i < t->len; i++) {
    ReuseEntry *e = &t->entries[i];
    Value *v = e->value;
    if (!v) continue;
    e->value = NULL;
    if (!v->print_name || v->print_len >= sizeof e->name) { /* unnamed, or a long name: forget it */
      e->dead = true;
      continue;
    }
    memcpy(e->name, v->print_name, v->print_len);
    e->name_len = (uint8_t)v->print_len;
  }
  t->fresh_from = t->len;
}
