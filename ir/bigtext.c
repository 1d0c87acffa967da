/* bigtext.c — the big literals of a run (docs/streaming.md, "Weights"): the
 * lexer keeps only the first bytes of a literal of megabytes (a constant's
 * weights) in its spelling and a marker naming the rest, which is a range of
 * the input (its bytes as they were read) and, from the first byte the lexer
 * changed on, a range of a temporary spool file. The printer copies both to the
 * output through a buffer (bench/README.md: a copy in the kernel was slower). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ir.h"

enum { SPOOL_BUF = 1 << 18, COPY_BUF = 1 << 20 };

typedef struct BigText {
  int64_t in_off; /* input offset of the part copied as read */
  uint64_t in_len;
  int64_t spool_off; /* then the spooled part */
  uint64_t spool_len;
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
  if (!B.spool) {
    B.wbuf = xmalloc(SPOOL_BUF);
    B.spool = tmpfile();
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

uint32_t bigtext_add(int64_t in_off, uint64_t in_len, int64_t spool_off, uint64_t spool_len) {
  if (B.n == B.cap) {
    B.cap = B.cap ? B.cap * 2 : 16;
    B.items = xrealloc(B.items, B.cap * sizeof *B.items);
  }
  B.items[B.n] = (BigText){in_off, in_len, spool_off, spool_len};
  return B.n++;
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

int bigtext_copy(uint32_t id, BigTextWriteFn write_fn, void *ctx) {
  const BigText *b = &B.items[id];
  int err = copy_part(B.in_fd, B.in_mem, B.in_base + b->in_off, b->in_len, write_fn, ctx);
  if (err || !b->spool_len) return err;
  if (B.failed || !spool_flush()) return EIO;
  return copy_part(fileno(B.spool), NULL, b->spool_off, b->spool_len, write_fn, ctx);
}

void bigtext_reset(void) {
  if (B.spool) fclose(B.spool);
  free(B.wbuf);
  free(B.items);
  B = (struct BigTexts){.in_fd = -1};
}
