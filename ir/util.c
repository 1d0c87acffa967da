/* util.c — the helpers every layer uses: checked allocation with one
 * out-of-memory path, one growable byte buffer, one decimal formatter. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ir.h"

/* ---- out of memory
 * The library's entry point sets ir_oom_jump: running out of memory anywhere
 * below it jumps back there, and the call returns an error (everything it
 * allocated is in arenas or tracked by the call, so it is released there).
 * Without one (a test harness calling passes directly) the process ends. */
_Thread_local jmp_buf *ir_oom_jump;

/* Test-only: TOSA2LINALG_FAIL_ALLOC=N makes the N-th checked allocation of each
 * call (1-based) fail, so the tests can reach every out-of-memory path. */
static _Thread_local long alloc_countdown;

void ir_alloc_test_arm(void) {
  const char *s = getenv("TOSA2LINALG_FAIL_ALLOC");
  alloc_countdown = s ? atol(s) : 0;
}

static bool alloc_test_fails(void) { return alloc_countdown > 0 && --alloc_countdown == 0; }

_Noreturn void ir_out_of_memory(void) {
  if (ir_oom_jump) longjmp(*ir_oom_jump, 1);
  fputs("tosa2linalg: error: out of memory\n", stderr);
  exit(1);
}

void *xmalloc(size_t n) {
  void *p = alloc_test_fails() ? NULL : malloc(n ? n : 1);
  if (!p) ir_out_of_memory();
  return p;
}

void *xcalloc(size_t n, size_t size) {
  void *p = alloc_test_fails() ? NULL : calloc(n ? n : 1, size ? size : 1);
  if (!p) ir_out_of_memory();
  return p;
}

void *xrealloc(void *old, size_t n) {
  void *p = alloc_test_fails() ? NULL : realloc(old, n ? n : 1);
  if (!p) ir_out_of_memory();
  return p;
}

char *xstrndup(const char *s, size_t n) {
  char *p = xmalloc(n + 1);
  memcpy(p, s, n);
  p[n] = 0;
  return p;
}

/* ---- the growable byte buffer */

/* Room for n more bytes and the NUL. */
static void buf_reserve(Buf *b, size_t n) {
  if (b->len + n + 1 > b->cap) {
    size_t cap = b->cap ? b->cap * 2 : 64;
    while (cap < b->len + n + 1) cap *= 2;
    b->p = xrealloc(b->p, cap);
    b->cap = cap;
  }
}

void buf_add_slow(Buf *b, const char *s, size_t n) {
  buf_reserve(b, n);
  memcpy(b->p + b->len, s, n);
  b->len += n;
  b->p[b->len] = 0;
}

/* Formats straight into the buffer: nothing to free if growing it fails. */
void buf_vprintf(Buf *b, const char *fmt, va_list ap) {
  va_list again;
  va_copy(again, ap);
  size_t room = b->cap > b->len ? b->cap - b->len : 0;
  int n = vsnprintf(room ? b->p + b->len : NULL, room, fmt, ap);
  if (n >= 0 && (size_t)n >= room) {
    buf_reserve(b, (size_t)n);
    vsnprintf(b->p + b->len, (size_t)n + 1, fmt, again);
  }
  va_end(again);
  if (n > 0) b->len += (size_t)n;
}

void buf_printf(Buf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  buf_vprintf(b, fmt, ap);
  va_end(ap);
}

void buf_uint(Buf *b, uint64_t v) {
  char digits[24];
  buf_add(b, digits, fmt_uint(digits, v));
}

void buf_free(Buf *b) {
  free(b->p);
  *b = (Buf){0};
}

/* ---- formatting */

const char ir_digit_pairs[200] = "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
                                 "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
                                 "8081828384858687888990919293949596979899";

size_t fmt_int(char *out, int64_t v) {
  if (v >= 0) return fmt_uint(out, (uint64_t)v);
  out[0] = '-';
  return 1 + fmt_uint(out + 1, 0 - (uint64_t)v);
}

char *ir_vformat(char *stack, size_t cap, size_t *len, const char *fmt, va_list ap) {
  va_list again;
  va_copy(again, ap);
  int n = vsnprintf(stack, cap, fmt, ap);
  char *s = stack;
  if (n < 0) { /* only an invalid format (a bug) or EOVERFLOW */
    va_end(again);
    *len = 0;
    stack[0] = 0;
    return stack;
  }
  if ((size_t)n >= cap) {
    s = xmalloc((size_t)n + 1);
    vsnprintf(s, (size_t)n + 1, fmt, again);
  }
  va_end(again);
  *len = (size_t)n;
  return s;
}

/* Unnamed at once, as tmpfile()'s; a $TMPDIR where none can be made is passed
 * over for tmpfile()'s directory, as glibc does with its other functions. */
FILE *ir_tmpfile(void) {
  const char *dir = getenv("TMPDIR");
  char path[4096];
  if (!dir || !*dir || snprintf(path, sizeof path, "%s/tosa2linalg.XXXXXX", dir) >= (int)sizeof path) return tmpfile();
  int fd = mkstemp(path);
  if (fd < 0) return tmpfile();
  unlink(path);
  FILE *f = fdopen(fd, "w+b");
  if (!f) close(fd);
  return f;
}
