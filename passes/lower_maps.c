/* lower_maps.c — the indexing maps of the lowered linalg.generic ops. */
#include <stdio.h>
#include <stdlib.h>

#include "lower_impl.h"

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

Attr *lower_broadcast_map(uint32_t rank, uint32_t orank, const bool *zero) {
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

Attr *lower_identity_map(uint32_t rank) { return lower_broadcast_map(rank, rank, NULL); }

/* The end of a run: the maps are gone with the long-lived arena. */
void lower_maps_reset(void) {
  free(map_cache);
  map_cache = NULL;
  map_cache_cap = map_cache_len = 0;
}
