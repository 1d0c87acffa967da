/* arena.c — bump allocation in chunks; a whole arena is released at once. */
#include <pthread.h>
#include <stdlib.h>
#include <sys/mman.h>
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

Arena ir_global_arena = {.shared = true};
_Thread_local Arena ir_func_arena;
static pthread_mutex_t shared_lock = PTHREAD_MUTEX_INITIALIZER;

/* Standard chunks released by arena_reset are kept for the next function: a
 * module is processed one function at a time, so the same few chunks serve every
 * function instead of going back and forth to malloc. Per thread, so that a
 * thread reuses memory that is already in its core's cache. */
enum { SPARE_MAX = 64 };
static _Thread_local ArenaChunk *spare;
static _Thread_local unsigned nspare;

/* The head chunk's `used` is only brought up to date when it stops being the head
 * (or at reset); meanwhile arena->next tracks it. */
static void sync_head(Arena *arena) {
  if (arena->head && !arena->shared) arena->head->used = (size_t)(arena->next - arena->head->data);
}

void mem_prefault(void *p, size_t n) {
#if defined(__linux__)
  enum { POPULATE_WRITE = 23 }; /* MADV_POPULATE_WRITE, not in every libc's headers */
  uintptr_t page = 4096, a = ((uintptr_t)p + page - 1) & ~(page - 1), b = ((uintptr_t)p + n) & ~(page - 1);
  if (b > a) (void)madvise((void *)a, b - a, POPULATE_WRITE); /* a failure only loses the speed-up */
#else
  (void)p;
  (void)n;
#endif
}

/* A shared arena bumps in its head chunk's `used` under the lock. */
static void *shared_alloc(Arena *arena, size_t size) {
  pthread_mutex_lock(&shared_lock);
  ArenaChunk *c = arena->head;
  void *p;
  if (c && size <= ARENA_CHUNK / 4 && c->size - c->used >= size) {
    p = c->data + c->used;
    c->used += size;
  } else {
    size_t want = size > ARENA_CHUNK / 4 ? size : ARENA_CHUNK;
    c = xcalloc(1, sizeof(ArenaChunk) + want);
    c->size = want;
    c->used = size;
    arena->bytes += want;
    if (size > ARENA_CHUNK / 4 && arena->head) { /* behind the head, as below */
      c->next = arena->head->next;
      arena->head->next = c;
    } else {
      c->next = arena->head;
      arena->head = c;
    }
    p = c->data;
  }
  pthread_mutex_unlock(&shared_lock);
  return p;
}

void *arena_alloc_slow(Arena *arena, size_t size) {
  if (arena->shared) return shared_alloc(arena, size);
  size_t want = size > ARENA_CHUNK / 4 ? size : ARENA_CHUNK;
  ArenaChunk *c;
  /* Big requests get a chunk of their own behind the current one, so the
   * space left in the current chunk is not wasted. */
  if (want == ARENA_CHUNK && spare) {
    c = spare; /* zeroed by arena_reset */
    UNPOISON(c->data, c->size);
    spare = c->next;
    nspare--;
  } else {
    /* Not calloc: its zeroing would fault the pages in one by one. A standard
     * chunk is populated in one call first (it will be reused, so filled). */
    c = xmalloc(sizeof(ArenaChunk) + want);
    if (want == ARENA_CHUNK) mem_prefault(c, sizeof(ArenaChunk) + want);
    memset(c, 0, sizeof(ArenaChunk) + want);
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


void arena_prefetch(const Arena *arena) {
  if (arena->shared) return; /* its head's `used` is the bump, not arena->next */
  for (const ArenaChunk *c = arena->head; c; c = c->next) {
    const unsigned char *end = c == arena->head ? arena->next : c->data + c->used;
    for (const unsigned char *q = c->data; q < end; q += 64) __builtin_prefetch(q);
  }
}

void arena_reset(Arena *arena) {
  sync_head(arena);
  ArenaChunk *c = arena->head;
  while (c) {
    ArenaChunk *next = c->next;
    if (c->size == ARENA_CHUNK && nspare < SPARE_MAX && !arena->shared) {
      memset(c->data, 0, c->used); /* the next user expects zeroed memory */
      POISON(c->data, c->size);
      c->used = 0;
      c->next = spare;
      spare = c;
      nspare++;
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
  while (spare) {
    ArenaChunk *next = spare->next;
    UNPOISON(spare->data, spare->size);
    free(spare);
    spare = next;
  }
  nspare = 0;
}
