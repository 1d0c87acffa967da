/* lower_maps.c — the indexing maps of the lowered linalg.generic ops. */
#include <stdio.h>
#include <stdlib.h>

#include "lower_impl.h"

/* affine_map<(d0, d1) -> (d0, 0)>: iteration rank `rank`; operand of rank `orank`
 * aligned to the trailing dims; `zero[j]` makes operand dim j a broadcast (0).
 * Maps are few and used over and over: each is built once per run and shared
 * (the attribute lives in the long-lived arena and is never modified), found
 * again in a MapCache (the lowering's, lower.c). */
struct MapCacheEntry {
  uint64_t mask;
  uint32_t rank, orank;
  Attr *map;
};

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

Attr *maps_broadcast(MapCache *c, uint32_t rank, uint32_t orank, const bool *zero) {
  uint64_t mask = 0;
  bool cacheable = orank <= 64;
  for (uint32_t j = 0; zero && j < orank && cacheable; j++)
    if (zero[j]) mask |= UINT64_C(1) << j;
  if (!cacheable) return build_broadcast_map(rank, orank, zero);
  uint64_t h = (mask * 0x9E3779B97F4A7C15ULL) ^ ((uint64_t)rank << 32) ^ orank;
  if (c->cap) {
    for (uint32_t i = (uint32_t)h & (c->cap - 1);; i = (i + 1) & (c->cap - 1)) {
      struct MapCacheEntry *m = &c->entries[i];
      if (!m->map) break;
      if (m->mask == mask && m->rank == rank && m->orank == orank) return m->map;
    }
  }
  if ((c->len + 1) * 2 > c->cap) {
    uint32_t cap = c->cap ? c->cap * 2 : 64;
    struct MapCacheEntry *t = xcalloc(cap, sizeof *t);
    for (uint32_t i = 0; i < c->cap; i++) {
      struct MapCacheEntry *m = &c->entries[i];
      if (!m->map) continue;
      uint64_t mh = (m->mask * 0x9E3779B97F4A7C15ULL) ^ ((uint64_t)m->rank << 32) ^ m->orank;
      uint32_t j = (uint32_t)mh & (cap - 1);
      while (t[j].map) j = (j + 1) & (cap - 1);
      t[j] = *m;
    }
    free(c->entries);
    c->entries = t;
    c->cap = cap;
  }
  Attr *a = build_broadcast_map(rank, orank, zero);
  uint32_t i = (uint32_t)h & (c->cap - 1);
  while (c->entries[i].map) i = (i + 1) & (c->cap - 1);
  c->entries[i] = (struct MapCacheEntry){mask, rank, orank, a};
  c->len++;
  return a;
}

/* The end of a run: the maps are gone with the long-lived arena. */
void maps_free(MapCache *c) {
  free(c->entries);
  *c = (MapCache){0};
}
