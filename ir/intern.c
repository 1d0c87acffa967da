/* intern.c — string interning and the name -> pointer hash map. */
#include <stdlib.h>
#include <string.h>

#include "ir.h"

uint64_t ir_hash_bytes(const void *p, size_t n, uint64_t seed) {
  /* Eight bytes per step (a multiply-xorshift mix of each word), then the tail:
   * several times fewer instructions than a byte-wise FNV-1a on the 10-60 byte
   * keys here (type spellings, affine maps, value names). */
  const unsigned char *s = p;
  /* The length goes through a multiply before any byte is mixed in: XORed in
   * directly, it cancelled against the tail word ("f1" and "f10" hashed alike). */
  uint64_t h = ((seed + 1) * 0x9E3779B97F4A7C15ULL ^ (uint64_t)n) * 0xBF58476D1CE4E5B9ULL;
  h ^= h >> 31;
  while (n >= 8) {
    uint64_t w;
    memcpy(&w, s, 8);
    h = (h ^ w) * 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 31;
    s += 8;
    n -= 8;
  }
  /* the 0-7 byte tail without a byte loop: two overlapping 4-byte loads, or
   * first/middle/last byte */
  uint64_t w = 0;
  if (n >= 4) {
    uint32_t a, b;
    memcpy(&a, s, 4);
    memcpy(&b, s + n - 4, 4);
    w = (uint64_t)a << 32 | b;
  } else if (n) {
    w = (uint64_t)s[0] << 16 | (uint64_t)s[n >> 1] << 8 | s[n - 1];
  }
  h = (h ^ w) * 0x94D049BB133111EBULL;
  h ^= h >> 32;
  h *= 0xBF58476D1CE4E5B9ULL;
  h ^= h >> 29;
  return h;
}

typedef struct InternEntry {
  const char *str;
  uint32_t len;
  bool op_known; /* op is the TOSA op table's row of str (ir_intern_op) */
  uint64_t hash;
  const OpInfo *op;
} InternEntry;

/* The interned strings of the run on this thread (open addressing, in
 * ir_global_arena: ir_reset_globals forgets it with the arena). */
static _Thread_local struct Interned {
  InternEntry *table;
  size_t cap, len;
} I;

static void intern_grow(void) {
  size_t cap = I.cap ? I.cap * 2 : 1024;
  InternEntry *t = arena_alloc(&ir_global_arena, cap * sizeof *t);
  for (size_t i = 0; i < I.cap; i++) {
    if (!I.table[i].str) continue;
    size_t j = I.table[i].hash & (cap - 1);
    while (t[j].str) j = (j + 1) & (cap - 1);
    t[j] = I.table[i];
  }
  I.table = t;
  I.cap = cap;
}

/* The entry of s[0..n), made when there is none. */
static InternEntry *intern_entry(const char *s, size_t n) {
  uint64_t h = ir_hash_bytes(s, n, 0);
  if ((I.len + 1) * 2 > I.cap) intern_grow();
  size_t j = h & (I.cap - 1);
  while (I.table[j].str) {
    InternEntry *e = &I.table[j];
    if (e->hash == h && e->len == n && memcmp(e->str, s, n) == 0) return e;
    j = (j + 1) & (I.cap - 1);
  }
  InternEntry *e = &I.table[j];
  *e = (InternEntry){.str = arena_strndup(&ir_global_arena, s, n), .len = (uint32_t)n, .hash = h};
  I.len++;
  return e;
}

const char *ir_intern(const char *s, size_t n) { return intern_entry(s, n)->str; }

const char *ir_intern_op(const char *s, size_t n, const OpInfo **op) {
  InternEntry *e = intern_entry(s, n);
  if (!e->op_known) {
    e->op = tosa_op_lookup_n(s, n);
    e->op_known = true;
  }
  *op = e->op;
  return e->str;
}

const char *ir_intern_cstr(const char *s) { return ir_intern(s, strlen(s)); }

/* Forgets every interned string, type and affine map: the long-lived arena is
 * released. Called at the end of every run of the library. */
void ir_reset_globals(void) {
  I = (struct Interned){0};
  types_reset();
  diag_reset();
  bigtext_reset();
  arena_reset(&ir_global_arena);
  arena_reset(&ir_func_arena);
  arena_release_spares();
}

/* ---- NameMap: open addressing, keys compared by content. */

/* Tables in an arena leave their old arrays behind when they grow (freed with the
 * arena); a table with no arena uses the heap and frees them, for maps that live
 * as long as the run and grow with the input (the symbols of a module). */
static void *table_alloc(NameMap *m, size_t bytes) {
  if (m->arena) return arena_alloc(m->arena, bytes);
  /* Zeroed by writing, not by calloc: a large calloc gets pages that are only
   * mapped on first touch, and the rehash reads each slot before writing it, so
   * every page faulted twice (read, then copy-on-write): 2% of a run of 200,000
   * functions went there. */
  void *p = xmalloc(bytes);
  memset(p, 0, bytes);
  return p;
}

static uint64_t slot_meta(const char *key, size_t n) {
  return ir_hash_bytes(key, n, 1) << 32 | (uint32_t)n;
}

static void namemap_grow(NameMap *m) {
  uint32_t cap = m->cap ? m->cap * 2 : 64;
  NameSlot *slots = table_alloc(m, cap * sizeof *slots);
  for (uint32_t i = 0; i < m->cap; i++) {
    if (!m->slots[i].key) continue;
    uint32_t j = (uint32_t)(m->slots[i].meta >> 32) & (cap - 1);
    while (slots[j].key) j = (j + 1) & (cap - 1);
    slots[j] = m->slots[i];
  }
  if (!m->arena) free(m->slots);
  m->slots = slots;
  m->cap = cap;
}

/* The slot holding key, or the empty slot where it would go. */
static NameSlot *find_slot(const NameMap *m, const char *key, size_t n, uint64_t meta) {
  uint32_t j = (uint32_t)(meta >> 32) & (m->cap - 1);
  NameSlot *s;
  while ((s = &m->slots[j])->key) {
    if (s->meta == meta && (s->key == key || memcmp(s->key, key, n) == 0)) return s;
    j = (j + 1) & (m->cap - 1);
  }
  return s;
}

void *namemap_get_n(const NameMap *m, const char *key, size_t n) {
  if (!m->cap) return NULL;
  NameSlot *s = find_slot(m, key, n, slot_meta(key, n));
  return s->key ? s->val : NULL;
}

/* The slot of key, entered (without its value) when it was not there; *had: it was. */
static NameSlot *slot_for_put(NameMap *m, const char *key, size_t n, bool *had) {
  if ((m->len + 1) * 2 > m->cap) namemap_grow(m);
  uint64_t meta = slot_meta(key, n);
  NameSlot *s = find_slot(m, key, n, meta);
  *had = s->key != NULL;
  if (!*had) {
    s->key = key;
    s->meta = meta;
    m->len++;
  }
  return s;
}

void namemap_put_n(NameMap *m, const char *key, size_t n, void *val) {
  bool had;
  slot_for_put(m, key, n, &had)->val = val;
}

void *namemap_put_absent_n(NameMap *m, const char *key, size_t n, void *val) {
  bool had;
  NameSlot *s = slot_for_put(m, key, n, &had);
  if (had) return s->val;
  s->val = val;
  return NULL;
}

/* The arena owning the storage is reset separately; forget the table. */
void namemap_clear(NameMap *m) {
  if (!m->arena) free(m->slots);
  m->slots = NULL;
  m->cap = m->len = 0;
}
