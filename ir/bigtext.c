/* bigtext.c — the big literals of a run (docs/streaming.md, "Weights"): the
 * lexer keeps only the first bytes of a literal of megabytes (a constant's
 * weights) in its spelling and a marker naming the rest, which is a range of
 * the input (its bytes as they were read) and, from the first byte the lexer
 * changed on, a range of a temporary spool file. The printer copies both to the
 * output through a buffer (bench/README.md: a copy in the kernel was slower). */
#ifdef __linux__
#define _GNU_SOURCE /* fallocate */
#endif
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#ifdef __linux__
#include <fcntl.h>
#endif

#include "ir.h"

enum { SPOOL_BUF = 1 << 18, COPY_BUF = 1 << 20 };

typedef struct BigText {
  int64_t in_off; /* input offset of the part copied as read */
  uint64_t in_len;
  int64_t spool_off; /* then the spooled part */
  uint64_t spool_len;
  uint64_t key;  /* a quoted symbol's hash, or 0 */
  uint32_t refs; /* spellings naming it not printed yet (a key's: each time it was read) */
  bool gone;     /* its spooled part was reclaimed: it is never copied again */
} BigText;

static _Thread_local struct BigTexts {
  int in_fd;           /* the input, when it is a regular file; else -1 */
  int64_t in_base;     /* its file offset of input byte 0 */
  const char *in_mem;  /* or the caller's buffer */
  FILE *spool;         /* created at the first byte spooled */
  int64_t spool_len;   /* bytes written to it, the buffered ones included */
  unsigned char *wbuf; /* bytes not written to it yet */
  size_t wlen;
  BigText *items;
  uint32_t n, cap;
  uint32_t live_spooled; /* items with a spooled part and refs */
  uint32_t gone_below;   /* the items before it with a spooled part are gone */
  Vec printed;           /* ids of items with a spooled part printed since bigtext_reclaim */
  Arena printed_arena;
  bool failed; /* the spool could not be written: reported once */
} B = {.in_fd = -1};

void bigtext_set_input(int fd, int64_t base, const char *mem) {
  B.in_fd = fd;
  B.in_base = base;
  B.in_mem = mem;
}

bool bigtext_input_readable(void) { return B.in_fd >= 0 || B.in_mem; }

static void spool_failed(const char *what) {
  if (!B.failed) diag_report(DIAG_ERROR, (Loc){0}, "cannot %s a temporary file: %s", what, strerror(errno ? errno : EIO));
  B.failed = true;
}

static bool spool_flush(void) {
  if (B.failed) return false;
  if ((B.wlen && fwrite(B.wbuf, 1, B.wlen, B.spool) != B.wlen) || fflush(B.spool) != 0) spool_failed("write");
  B.wlen = 0;
  return !B.failed;
}

int64_t bigtext_spool_write(const void *p, size_t n) {
  int64_t at = B.spool_len;
  if (!B.spool && !B.failed) { /* tried once */
    B.wbuf = xmalloc(SPOOL_BUF);
    B.spool = ir_tmpfile();
    if (!B.spool) spool_failed("create");
  }
  B.spool_len += (int64_t)n;
  if (B.failed) return at;
  if (B.wlen + n > SPOOL_BUF && B.wlen) spool_flush();
  if (n >= SPOOL_BUF) {
    if (!B.failed && fwrite(p, 1, n, B.spool) != n) spool_failed("write");
    return at;
  }
  memcpy(B.wbuf + B.wlen, p, n);
  B.wlen += n;
  return at;
}

/* An earlier item of the same quoted symbol: the same key and length. */
static BigText *same_symbol(uint64_t key, uint64_t len) {
  for (uint32_t i = 0; key && i < B.n; i++)
    if (B.items[i].key == key && bigtext_len(i) == len) return &B.items[i];
  return NULL;
}

uint32_t bigtext_add(int64_t in_off, uint64_t in_len, int64_t spool_off, uint64_t spool_len, uint64_t key) {
  BigText *b = same_symbol(key, in_len + spool_len);
  if (!b) {
    if (B.n == B.cap) {
      B.cap = B.cap ? B.cap * 2 : 16;
      B.items = xrealloc(B.items, B.cap * sizeof *B.items);
    }
    b = &B.items[B.n++];
    *b = (BigText){.key = key};
  }
  if (b->spool_len && b->refs && !b->gone) B.live_spooled--;
  uint32_t id = (uint32_t)(b - B.items);
  if (id < B.gone_below) B.gone_below = id;
  /* a symbol read again: its bytes are this reading's, which live longer */
  *b = (BigText){in_off, in_len, spool_off, spool_len, key, b->refs + 1, false};
  if (spool_len) B.live_spooled++;
  return id;
}

size_t bigtext_marker(uint32_t id, char out[BIGTEXT_MARKER_LEN + 1]) {
  snprintf(out, BIGTEXT_MARKER_LEN + 1, "%c%08x%c", BIGTEXT_MARK, id, BIGTEXT_MARK);
  return BIGTEXT_MARKER_LEN;
}

bool bigtext_parse_marker(const char *s, size_t n, uint32_t *id) {
  if (n < BIGTEXT_MARKER_LEN || s[0] != BIGTEXT_MARK || s[BIGTEXT_MARKER_LEN - 1] != BIGTEXT_MARK) return false;
  uint32_t v = 0;
  for (int i = 1; i < BIGTEXT_MARKER_LEN - 1; i++) {
    char c = s[i];
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
    v = v * 16 + (uint32_t)(c <= '9' ? c - '0' : c - 'a' + 10);
  }
  if (v >= B.n) return false;
  *id = v;
  return true;
}

/* Copies fd[off, off + len) through a buffer; 0 or an errno. */
static int copy_by_reading(int fd, int64_t off, uint64_t len, BigTextWriteFn write_fn, void *ctx) {
  char *buf = xmalloc(COPY_BUF);
  int err = 0;
  while (len && !err) {
    ssize_t k = pread(fd, buf, len > COPY_BUF ? COPY_BUF : (size_t)len, (off_t)off);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) {
      err = k < 0 ? errno : EIO;
      break;
    }
    if (!write_fn(ctx, buf, (size_t)k)) err = errno ? errno : EIO;
    off += k;
    len -= (uint64_t)k;
  }
  free(buf);
  return err;
}

/* One part: from the caller's buffer, or from the file through a buffer. */
static int copy_part(int fd, const char *mem, int64_t off, uint64_t len, BigTextWriteFn write_fn, void *ctx) {
  if (!len) return 0;
  if (mem) return write_fn(ctx, mem + off, (size_t)len) ? 0 : (errno ? errno : EIO);
  return copy_by_reading(fd, off, len, write_fn, ctx);
}

uint64_t bigtext_len(uint32_t id) { return B.items[id].in_len + B.items[id].spool_len; }

/* Item id was printed: once no spelling naming it is left, its spooled part
 * may go (bigtext_reclaim). */
static void note_printed(uint32_t id) {
  BigText *b = &B.items[id];
  if (!b->refs || --b->refs || !b->spool_len) return;
  B.live_spooled--;
  vec_push(&B.printed_arena, &B.printed, (void *)(uintptr_t)id);
}

int bigtext_copy(uint32_t id, BigTextWriteFn write_fn, void *ctx) {
  const BigText *b = &B.items[id];
  if (b->gone) return diag_report(DIAG_ERROR, (Loc){0}, "internal error: a big literal printed twice"), EIO;
  int err = copy_part(B.in_fd, B.in_mem, B.in_base + b->in_off, b->in_len, write_fn, ctx);
  note_printed(id);
  if (err || !b->spool_len) return err;
  if (B.failed || !spool_flush()) return EIO;
  return copy_part(fileno(B.spool), NULL, b->spool_off, b->spool_len, write_fn, ctx);
}

/* Empties the spool: every item with a spooled part is gone. */
static void spool_truncate(void) {
  for (uint32_t i = B.gone_below; i < B.n; i++) B.items[i].gone |= B.items[i].spool_len > 0;
  B.gone_below = B.n;
  B.live_spooled = 0;
  B.wlen = 0;
  B.spool_len = 0;
  if (B.failed || fflush(B.spool) != 0 || ftruncate(fileno(B.spool), 0) != 0 || fseeko(B.spool, 0, SEEK_SET) != 0)
    spool_failed("truncate");
}

void bigtext_reclaim(bool all) {
  if (!B.spool_len) return;
  if (all || !B.live_spooled) {
    spool_truncate();
  } else {
    for (uint32_t i = 0; i < B.printed.len; i++) {
      BigText *b = &B.items[(uintptr_t)B.printed.items[i]];
      if (b->refs || b->gone) continue; /* a symbol read again since */
      b->gone = true;
#if defined(__linux__) && defined(FALLOC_FL_PUNCH_HOLE)
      /* the disk blocks go; the file's size stays (offsets are kept) */
      if (spool_flush())
        fallocate(fileno(B.spool), FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, b->spool_off, (off_t)b->spool_len);
#endif
    }
  }
  B.printed = (Vec){0};
  arena_reset(&B.printed_arena);
}

void bigtext_reset(void) {
  if (B.spool) fclose(B.spool);
  free(B.wbuf);
  free(B.items);
  arena_reset(&B.printed_arena);
  B = (struct BigTexts){.in_fd = -1};
}
