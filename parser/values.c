/* values.c — the names a function body defines at its top level, kept while the
 * body streams op by op (driver.c): each op's IR is freed once it is printed, so
 * what later ops need of a value lives here, in one 40-byte record per name: its
 * type, where it was defined, how it was printed, and mlir-opt's number for it.
 * A use is given a Value made from the record, in the op's arena. Memory per op
 * is that record and a 4-byte hash slot (issue 13: a million-op function in 64 MB). */
#include <stdlib.h>
#include <string.h>

#include "parse.h"

enum { REC_PRINTED = 1, REC_SIDE = 2, REC_DEAD = 4 /* out of scope: its region ended */ };

/* Records with more than their first result's type, or a constant's value, keep
 * it here, in definition order (so found by binary search): rare. */
typedef struct SideEntry {
  uint32_t idx;
  uint32_t count; /* values the name binds (`%r:2`), when more than one */
  Type **types; /* count of them, malloc'd; NULL when only the constant */
  Op *constant; /* a copy of the defining one-element constant, in ir_keep_arena */
} SideEntry;

struct ValueRec {
  Type *type;               /* result 0's; NULL until a use writes one (a value a foreign op defines) */
  uint64_t line_offset : 48; /* the definition's place */
  uint64_t name_len : 16;   /* 0: a numeric name, the number in `name`; LONG_NAME: the length is in
                             * the 4 bytes before the name in the pool */
  uint32_t line, col;
  uint32_t name;            /* pool offset */
  uint32_t print;           /* printed `%<print>` when print_len is 0, else a pool offset */
  uint32_t ordinal;         /* the group's %N in mlir-opt's generic form, UINT32_MAX for block arguments */
  uint16_t print_len;
  uint8_t kind;             /* ValueKind */
  uint8_t flags;
};
_Static_assert(sizeof(struct ValueRec) == 40, "a record per value: keep it small");
enum { LONG_NAME = 0xFFFF };

static uint32_t rec_name_len(const ValueTable *t, const ValueRec *r) {
  uint32_t n = (uint32_t)r->name_len;
  if (n == LONG_NAME) memcpy(&n, t->pool.p + r->name - 4, 4);
  return n;
}

static SideEntry *side_add(ValueTable *t, uint32_t idx);
static SideEntry *side_find(const ValueTable *t, uint32_t idx);

static bool numeric_name(const char *s, size_t n, uint32_t *num) {
  if (n == 0 || n > 9 || (n > 1 && s[0] == '0')) return false;
  uint32_t v = 0;
  for (size_t i = 0; i < n; i++) {
    if (s[i] < '0' || s[i] > '9') return false;
    v = v * 10 + (uint32_t)(s[i] - '0');
  }
  *num = v;
  return true;
}

static bool rec_is(const ValueTable *t, const ValueRec *r, const char *s, size_t n) {
  uint32_t num;
  if (r->name_len == 0) return numeric_name(s, n, &num) && num == r->name;
  return rec_name_len(t, r) == n && !memcmp(t->pool.p + r->name, s, n);
}

static uint32_t pool_add(ValueTable *t, const char *s, size_t n) {
  uint32_t at = (uint32_t)t->pool.len;
  buf_add(&t->pool, s, n);
  return at;
}

void vt_free(ValueTable *t) {
  free(t->log);
  for (uint32_t i = 0; i < t->nside; i++) free(t->side[i].types);
  free(t->side);
  free(t->recs);
  free(t->slots);
  buf_free(&t->pool);
  memset(t, 0, sizeof *t);
}

void vt_clear(ValueTable *t) {
  for (uint32_t i = 0; i < t->nside; i++) free(t->side[i].types);
  t->nside = t->n = 0;
  t->ncache = 0;
  t->nlog = t->depth = 0;
  t->pool.len = 0;
  if (t->slots) memset(t->slots, 0, t->nslots * sizeof *t->slots);
}

static uint32_t *slot_of(const ValueTable *t, const char *s, size_t n) {
  uint32_t h = (uint32_t)ir_hash_bytes(s, n, 0x5eed);
  uint32_t mask = t->nslots - 1, num;
  bool numeric = numeric_name(s, n, &num); /* once, not at each record probed */
  for (uint32_t i = h & mask;; i = (i + 1) & mask) {
    uint32_t *slot = &t->slots[i];
    if (!*slot) return slot;
    const ValueRec *r = &t->recs[*slot - 1];
    if (r->name_len == 0 ? numeric && r->name == num : !numeric && rec_is(t, r, s, n)) return slot;
  }
}

static void rec_name(const ValueTable *t, const ValueRec *r, Buf *b) {
  b->len = 0;
  if (r->name_len) {
    buf_add(b, t->pool.p + r->name, rec_name_len(t, r));
  } else {
    char num[24];
    buf_add(b, num, fmt_uint(num, r->name));
  }
}

/* Doubles the slots (load at most 3/4) and re-enters every name's latest record. */
static void grow_slots(ValueTable *t) {
  free(t->slots);
  t->nslots = t->nslots ? t->nslots * 2 : 64;
  t->slots = xcalloc(t->nslots, sizeof *t->slots);
  Buf name = {0};
  for (uint32_t i = 0; i < t->n; i++) {
    if (t->recs[i].flags & REC_DEAD) continue;
    rec_name(t, &t->recs[i], &name);
    *slot_of(t, buf_c(&name), name.len) = i + 1; /* later records of a name win */
  }
  buf_free(&name);
}

static int64_t slot_record(const ValueTable *t, const uint32_t *slot) {
  return *slot && !(t->recs[*slot - 1].flags & REC_DEAD) ? (int64_t)*slot - 1 : -1;
}

int64_t vt_find(const ValueTable *t, const char *s, size_t n) {
  return t->n ? slot_record(t, slot_of(t, s, n)) : -1;
}

int64_t vt_find_for_define(ValueTable *t, const char *s, size_t n, uint32_t **slot) {
  if ((t->n + 1) * 4 > t->nslots * 3) grow_slots(t); /* first: the slot stays valid for vt_define_at */
  *slot = slot_of(t, s, n);
  return slot_record(t, *slot);
}

uint32_t vt_define_at(ValueTable *t, uint32_t *slot, const char *s, size_t n, uint32_t count, Value **vals) {
  if (t->n == t->cap) {
    t->cap = t->cap ? t->cap * 2 : 64;
    t->recs = xrealloc(t->recs, t->cap * sizeof *t->recs);
  }
  uint32_t idx = t->n++;
  ValueRec *r = &t->recs[idx];
  memset(r, 0, sizeof *r);
  uint32_t num;
  if (numeric_name(s, n, &num)) {
    r->name = num;
  } else if (n < LONG_NAME) {
    r->name = pool_add(t, s, n);
    r->name_len = n;
  } else {
    uint32_t len = (uint32_t)n;
    pool_add(t, (const char *)&len, 4);
    r->name = pool_add(t, s, n);
    r->name_len = LONG_NAME;
  }
  Value *v = vals[0];
  r->type = v->type;
  r->line_offset = (uint64_t)v->loc.line_offset;
  r->line = v->loc.line;
  r->col = v->loc.col;
  r->kind = (uint8_t)v->kind;
  if (count > 1) side_add(t, idx)->count = count;
  r->ordinal = v->ordinal ? v->ordinal - 1 : UINT32_MAX;
  if (t->depth) { /* inside a region: undone at its end */
    if (t->nlog == t->log_cap) {
      t->log_cap = t->log_cap ? t->log_cap * 2 : 64;
      t->log = xrealloc(t->log, t->log_cap * sizeof *t->log);
    }
    uint32_t old = *slot && !(t->recs[*slot - 1].flags & REC_DEAD) ? *slot : 0;
    t->log[t->nlog++] = (VtScopeEntry){idx, old};
  }
  *slot = idx + 1;
  for (uint32_t k = 0; k < count; k++) vals[k]->rec = idx + 1;
  return idx;
}

static SideEntry *side_find(const ValueTable *t, uint32_t idx) {
  uint32_t lo = 0, hi = t->nside;
  while (lo < hi) {
    uint32_t mid = (lo + hi) / 2;
    if (t->side[mid].idx < idx) lo = mid + 1;
    else hi = mid;
  }
  return lo < t->nside && t->side[lo].idx == idx ? &t->side[lo] : NULL;
}

static SideEntry *side_add(ValueTable *t, uint32_t idx) {
  SideEntry *e = side_find(t, idx);
  if (e) return e;
  if (t->nside == t->side_cap) {
    t->side_cap = t->side_cap ? t->side_cap * 2 : 8;
    t->side = xrealloc(t->side, t->side_cap * sizeof *t->side);
  }
  /* settled in definition order, but a type written by a later use may come late */
  uint32_t at = t->nside;
  while (at > 0 && t->side[at - 1].idx > idx) at--;
  memmove(&t->side[at + 1], &t->side[at], (t->nside - at) * sizeof *t->side);
  t->nside++;
  t->side[at] = (SideEntry){.idx = idx};
  t->recs[idx].flags |= REC_SIDE;
  return &t->side[at];
}

void vt_set_type(ValueTable *t, uint32_t idx, uint32_t k, Type *type) {
  ValueRec *r = &t->recs[idx];
  if (type && type->kind == TYPE_FUNCTION) type = type_persist(type, true); /* the op's arena goes */
  if (k == 0) {
    r->type = type;
    return;
  }
  SideEntry *e = side_add(t, idx);
  if (!e->types) e->types = xcalloc(vt_count(t, idx), sizeof *e->types);
  e->types[k] = type;
}

/* A copy of a small constant that defines a value (ir_const_int, ir_const_ints read
 * it), for the ops that take their shift, zero points, permutation or shape from
 * one defined earlier. */
static Op *keep_constant(const Op *d) {
  Arena *a = &ir_keep_arena;
  Op *c = arena_alloc(a, sizeof *c);
  c->kind = d->kind;
  c->name = d->name;
  c->loc = d->loc;
  if (d->kind == OPK_FOREIGN) {
    c->pieces = arena_alloc(a, sizeof *c->pieces);
    c->pieces[0].spelling = arena_strndup(a, d->pieces[0].spelling, d->pieces[0].len);
    c->pieces[0].len = d->pieces[0].len;
    return c;
  }
  const char *names[] = {"values", "value"};
  const Attr *v = NULL;
  const char *key = NULL;
  for (int k = 0; k < 2 && !v; k++) v = attr_dict_get(d->props, key = names[k]);
  for (int k = 0; k < 2 && !v; k++) v = attr_dict_get(d->attrs, key = names[k]);
  Attr *copy = attr_new(a, v->kind, v->loc);
  copy->type = v->type;
  copy->spelling = arena_strndup(a, v->spelling, strlen(v->spelling));
  Attr *dict = attr_new(a, ATTR_DICT, (Loc){0});
  dict->n = 1;
  dict->entries = arena_alloc(a, sizeof *dict->entries);
  dict->entries[0] = (NamedAttr){.name = key, .value = copy};
  c->props = dict;
  return c;
}

void vt_settle(ValueTable *t, uint32_t idx, Value **vals) {
  ValueRec *r = &t->recs[idx];
  if (vals[0]->type != r->type) vt_set_type(t, idx, 0, vals[0]->type);
  uint32_t count = vt_count(t, idx);
  for (uint32_t k = 1; k < count; k++) vt_set_type(t, idx, k, vals[k]->type);
  if (count == 1 && vals[0]->kind == VALUE_RESULT && ir_const_small(vals[0]))
    side_add(t, idx)->constant = keep_constant(vals[0]->def);
  const Value *v = vals[0];
  if (!v->print_name) return;
  const char *p = v->print_name + 1; /* without '%' */
  size_t len = v->print_len - 1;
  if (count > 1) len = (size_t)(strchr(p, '#') - p);
  uint32_t num;
  r->flags |= REC_PRINTED;
  if (numeric_name(p, len, &num)) {
    r->print = num;
    r->print_len = 0;
  } else {
    r->print = pool_add(t, p, len);
    r->print_len = (uint16_t)(len > UINT16_MAX ? UINT16_MAX : len);
  }
}

/* A name in the op's arena, written in place: '%' when `percent`, the spelling
 * (name[0..len), or else the number), and `#k` for a member of a group. */
static char *arena_name(bool percent, const char *name, uint32_t len, uint32_t number, bool group, uint32_t k,
                        uint32_t *out_len) {
  char *s = arena_alloc(&ir_func_arena, (size_t)len + 24); /* '%', 10 digits, '#', 10 digits, NUL */
  size_t n = 0;
  if (percent) s[n++] = '%';
  if (name) {
    copy_bytes(s + n, name, len);
    n += len;
  } else {
    n += fmt_uint(s + n, number);
  }
  if (group) {
    s[n++] = '#';
    n += fmt_uint(s + n, k);
  }
  *out_len = (uint32_t)n;
  return s;
}

/* The Value `%name#k` stands for in the op being read: made once per op. */
Value *vt_value(ValueTable *t, uint32_t idx, uint32_t k) {
  for (uint32_t i = 0; i < t->ncache; i++)
    if (t->cache[i].idx == idx && t->cache[i].k == k) return t->cache[i].v;
  const ValueRec *r = &t->recs[idx];
  const SideEntry *side = r->flags & REC_SIDE ? side_find(t, idx) : NULL;
  Type *type = k == 0 ? r->type : side && side->types ? side->types[k] : NULL;
  Value *v = ir_value_new((ValueKind)r->kind, type, (Loc){r->line, r->col, (int64_t)r->line_offset});
  v->index = k;
  v->rec = idx + 1;
  v->ordinal = r->ordinal == UINT32_MAX ? 0 : r->ordinal + 1;
  if (side && side->constant) v->def = side->constant;
  bool group = side && side->count > 1;
  uint32_t len;
  v->src_name = arena_name(false, r->name_len ? t->pool.p + r->name : NULL, rec_name_len(t, r), r->name, group, k, &len);
  if (r->flags & REC_PRINTED)
    v->print_name = arena_name(true, r->print_len ? t->pool.p + r->print : NULL, r->print_len, r->print, group, k,
                               &v->print_len);
  if (t->ncache < sizeof t->cache / sizeof *t->cache) t->cache[t->ncache++] = (VtCacheEntry){idx, k, v};
  return v;
}

uint32_t vt_count(const ValueTable *t, uint32_t idx) {
  const SideEntry *e = t->recs[idx].flags & REC_SIDE ? side_find(t, idx) : NULL;
  return e && e->count ? e->count : 1;
}

void vt_op_done(ValueTable *t) { t->ncache = 0; }

uint32_t vt_scope_begin(ValueTable *t) {
  t->depth++;
  return t->nlog;
}

/* The names defined since `mark` go out of scope; the ones they hid come back. */
void vt_scope_end(ValueTable *t, uint32_t mark) {
  Buf name = {0};
  while (t->nlog > mark) {
    VtScopeEntry e = t->log[--t->nlog];
    ValueRec *r = &t->recs[e.idx];
    r->flags |= REC_DEAD;
    rec_name(t, r, &name);
    uint32_t *slot = slot_of(t, buf_c(&name), name.len);
    if (*slot == e.idx + 1) *slot = e.old;
    if (!*slot) *slot = e.idx + 1; /* keeps the probe chain; dead, so not found */
  }
  buf_free(&name);
  t->depth--;
}
