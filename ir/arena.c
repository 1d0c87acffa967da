/* arena.c — bump allocation in chunks; a whole arena is released at once. */
#include <stdlib.h>
#include <string.h>

#include "ir.h"

struct ArenaChunk {
  ArenaChunk *next;
  size_t size, used;
  _Alignas(16) unsigned char data[];
};

enum { ARENA_CHUNK = 64 * 1024 };

Arena ir_global_arena;
Arena ir_func_arena;

/* Standard chunks released by arena_reset are kept for the next function: a
 * module is processed one function at a time, so the same few chunks serve every
 * function instead of going back and forth to malloc. */
enum { SPARE_MAX = 64 };
static ArenaChunk *spare;
static unsigned nspare;

static void out_of_memory(void) {
  fputs("tosa2linalg: error: out of memory\n", stderr);
  exit(1);
}

void *arena_alloc(Arena *arena, size_t size) {
  size = (size + 15) & ~(size_t)15;
  ArenaChunk *c = arena->head;
  if (!c || c->size - c->used < size) {
    size_t want = size > ARENA_CHUNK / 4 ? size : ARENA_CHUNK;
    /* Big requests get a chunk of their own behind the current one, so the
     * space left in the current chunk is not wasted. */
    if (want == ARENA_CHUNK && spare) {
      c = spare;
      spare = c->next;
      nspare--;
    } else {
      c = malloc(sizeof(ArenaChunk) + want);
      if (!c) out_of_memory();
      c->size = want;
    }
    c->used = 0;
    if (size > ARENA_CHUNK / 4 && arena->head) {
      c->next = arena->head->next;
      arena->head->next = c;
    } else {
      c->next = arena->head;
      arena->head = c;
    }
    arena->bytes += want;
  }
  void *p = c->data + c->used;
  c->used += size;
  memset(p, 0, size);
  return p;
}

char *arena_strndup(Arena *arena, const char *s, size_t n) {
  char *p = arena_alloc(arena, n + 1);
  memcpy(p, s, n);
  p[n] = 0;
  return p;
}

void arena_reset(Arena *arena) {
  ArenaChunk *c = arena->head;
  while (c) {
    ArenaChunk *next = c->next;
    if (c->size == ARENA_CHUNK && nspare < SPARE_MAX) {
      c->next = spare;
      spare = c;
      nspare++;
    } else {
      free(c);
    }
    c = next;
  }
  arena->head = NULL;
  arena->bytes = 0;
}

void vec_push(Arena *arena, Vec *vec, void *item) {
  if (vec->len == vec->cap) {
    uint32_t cap = vec->cap ? vec->cap * 2 : 4;
    void **items = arena_alloc(arena, cap * sizeof(void *));
    if (vec->len) memcpy(items, vec->items, vec->len * sizeof(void *));
    vec->items = items;
    vec->cap = cap;
  }
  vec->items[vec->len++] = item;
}

/* Returns the spare chunks to the system (at exit, so leak checkers see nothing). */
void arena_release_spares(void) {
  while (spare) {
    ArenaChunk *next = spare->next;
    free(spare);
    spare = next;
  }
  nspare = 0;
}
