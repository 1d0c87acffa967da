/* arena.c — bump allocation in chunks; a whole arena is released at once. */
#include <stdlib.h>
#include <string.h>

#include "ir.h"

/* Under AddressSanitizer, the chunks waiting in the spare list are poisoned: a
 * pointer kept into an arena after its reset (an item's IR read after the item
 * is gone, say) is then reported instead of reading recycled memory. */
#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/asan_interface.h>
#define POISON(p, n) ASAN_POISON_MEMORY_REGION(p, n)
#define UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION(p, n)
#else
#define POISON(p, n) ((void)(p), (void)(n))
#define UNPOISON(p, n) ((void)(p), (void)(n))
#endif

struct ArenaChunk {
  ArenaChunk *next;
  size_t size, used;
  _Alignas(16) unsigned char data[];
};

enum { ARENA_CHUNK = 64 * 1024 };

_Thread_local Arena ir_global_arena, ir_func_arena, ir_keep_arena;

/* Standard chunks released by arena_reset are kept for the next function: a
 * module is processed one function at a time, so the same few chunks serve every
 * function instead of going back and forth to malloc. Per thread, so that a
 * thread reuses memory that is already in its core's cache. */
enum { SPARE_MAX = 64 };
static _Thread_local struct Spares {
  ArenaChunk *list;
  unsigned n;
} spare;

/* The head chunk's `used` is only brought up to date when it stops being the head
 * (or at reset); meanwhile arena->next tracks it. */
static void sync_head(Arena *arena) {
  if (arena->head) arena->head->used = (size_t)(arena->next - arena->head->data);
}

void *arena_alloc_slow(Arena *arena, size_t size) {
  size_t want = size > ARENA_CHUNK / 4 ? size : ARENA_CHUNK;
  ArenaChunk *c;
  /* Big requests get a chunk of their own behind the current one, so the
   * space left in the current chunk is not wasted. */
  if (want == ARENA_CHUNK && spare.list) {
    c = spare.list; /* zeroed by arena_reset */
    UNPOISON(c->data, c->size);
    spare.list = c->next;
    spare.n--;
  } else {
    c = xcalloc(1, sizeof(ArenaChunk) + want);
    c->size = want;
  }
  arena->bytes += want;
  if (size > ARENA_CHUNK / 4 && arena->head) {
    c->used = size;
    c->next = arena->head->next;
    arena->head->next = c;
    return c->data;
  }
  sync_head(arena);
  c->used = 0;
  c->next = arena->head;
  arena->head = c;
  arena->next = c->data + size;
  arena->end = c->data + c->size;
  return c->data;
}


void arena_reset(Arena *arena) {
  sync_head(arena);
  ArenaChunk *c = arena->head;
  while (c) {
    ArenaChunk *next = c->next;
    if (c->size == ARENA_CHUNK && spare.n < SPARE_MAX) {
      memset(c->data, 0, c->used); /* the next user expects zeroed memory */
      POISON(c->data, c->size);
      c->used = 0;
      c->next = spare.list;
      spare.list = c;
      spare.n++;
    } else {
      free(c);
    }
    c = next;
  }
  arena->head = NULL;
  arena->next = arena->end = NULL;
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

/* Returns the calling thread's spare chunks to the system (at exit, so leak checkers see nothing). */
void arena_release_spares(void) {
  while (spare.list) {
    ArenaChunk *next = spare.list->next;
    UNPOISON(spare.list->data, spare.list->size);
    free(spare.list);
    spare.list = next;
  }
  spare.n = 0;
}
