/* out.c — the printer's buffered output (Out, printer.h): writes in large blocks,
 * holds a function's text so that its `#map` aliases can still go before it,
 * appends a spilled file, and copies big literals in where their markers stand. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "printer_impl.h"

enum { OUT_BUF = 1 << 18 }; /* fewer write calls: each one is a trip into the kernel */

void out_init(Out *out, FILE *file) {
  memset(out, 0, sizeof *out);
  out->file = file;
  out->cap = OUT_BUF;
  out->buf = xmalloc(out->cap);
}

/* Passes buf[0..n) on to the file; the printer's buffer then starts with what
 * followed it, buf[n..len). */
static void out_drain_part(Out *out, size_t n) {
  out->drained += n;
  out->len -= n;
  if (n && !out->failed && fwrite(out->buf, 1, n, out->file) != n) {
    out->failed = true;
    out->err = errno;
  }
  memmove(out->buf, out->buf + n, out->len);
}

static void out_drain(Out *out) { out_drain_part(out, out->len); }

void out_close(Out *out) {
  free(out->buf);
  out->buf = NULL;
}

/* Writes what precedes the held text; true when n more bytes then fit. */
static bool drain_before_held(Out *out, size_t n) {
  if (!out->holding) return false;
  if (out->hold_from) {
    out_drain_part(out, out->hold_from);
    out->hold_from = 0;
  }
  if (out->len + n <= out->cap) return true;
  out->holding = false; /* longer than the buffer: it goes out, what comes later cannot precede it */
  return false;
}

void out_hold(Out *out) {
  out->holding = true;
  out->hold_from = out->len;
}

void out_release(Out *out) { out->holding = false; }

bool out_insert_before_held(Out *out, const char *s, size_t n) {
  if (out->len + n > out->cap && !drain_before_held(out, n)) return false;
  if (!out->holding) return false;
  memmove(out->buf + out->hold_from + n, out->buf + out->hold_from, out->len - out->hold_from);
  memcpy(out->buf + out->hold_from, s, n);
  out->hold_from += n;
  out->len += n;
  return true;
}

void out_write_slow(Out *out, const char *s, size_t n) {
  if (drain_before_held(out, n)) {
    memcpy(out->buf + out->len, s, n);
    out->len += n;
    return;
  }
  out_drain(out);
  if (n > out->cap) {
    if (!out->failed && fwrite(s, 1, n, out->file) != n) {
      out->failed = true;
      out->err = errno;
    }
    return;
  }
  memcpy(out->buf, s, n);
  out->len = n;
}


void out_int(Out *out, int64_t v) {
  char buf[24];
  out_write(out, buf, fmt_int(buf, v));
}

void out_printf(Out *out, const char *fmt, ...) {
  char buf[512];
  size_t n;
  va_list ap;
  va_start(ap, fmt);
  char *text = ir_vformat(buf, sizeof buf, &n, fmt, ap);
  va_end(ap);
  if (text) out_write(out, text, n);
  if (text != buf) free(text);
}

static bool write_to_file(void *ctx, const char *p, size_t n) {
  Out *out = ctx;
  return fwrite(p, 1, n, out->file) == n;
}

/* The rest of big literal id, written after what the buffer holds (a held
 * function's text goes out first, as for any write longer than the buffer). */
static void out_big(Out *out, uint32_t id) {
  out->holding = false;
  out_drain(out);
  if (!out->failed && fflush(out->file) != 0) {
    out->failed = true;
    out->err = errno;
  }
  if (out->failed) return;
  int err = bigtext_copy(id, write_to_file, out);
  out->drained += bigtext_len(id);
  if (err) {
    out->failed = true;
    out->err = err;
  }
}

void out_spelling(Out *out, const char *s, size_t n) {
  const char *m;
  uint32_t id;
  while (!out->keep_marks && (m = memchr(s, BIGTEXT_MARK, n))) {
    size_t k = (size_t)(m - s);
    bool big = bigtext_parse_marker(m, n - k, &id);
    size_t skip = big ? BIGTEXT_MARKER_LEN : 1;
    out_write(out, s, big ? k : k + 1);
    if (big) out_big(out, id);
    s += k + skip;
    n -= k + skip;
  }
  out_write(out, s, n);
}

/* The end of the text in s[0, n) whose big literals' markers are whole: up to a
 * marker the buffer cut off, if any. */
static size_t whole_markers_end(const char *s, size_t n) {
  const char *m = s, *end = s + n;
  while ((m = memchr(m, BIGTEXT_MARK, (size_t)(end - m)))) {
    if ((size_t)(end - m) < BIGTEXT_MARKER_LEN) return (size_t)(m - s);
    uint32_t id;
    m += bigtext_parse_marker(m, (size_t)(end - m), &id) ? BIGTEXT_MARKER_LEN : 1;
  }
  return n;
}

/* Appends the whole of `from` (positioned at its start), a spilled text whose
 * big literals are markers still (out->keep_marks): they are copied in here, so
 * that their bytes are written once (bench/README.md). */
void out_append_file(Out *out, FILE *from) {
  char buf[1 << 16];
  size_t have = 0, n;
  while ((n = fread(buf + have, 1, sizeof buf - have, from)) > 0) {
    n += have;
    size_t whole = whole_markers_end(buf, n);
    if (!whole) whole = n; /* no marker is that long: bytes, not a marker */
    out_spelling(out, buf, whole);
    have = n - whole;
    memmove(buf, buf + whole, have);
  }
  out_spelling(out, buf, have);
  if (ferror(from) && !out->failed) {
    out->failed = true;
    out->err = errno ? errno : EIO;
  }
}

bool out_flush(Out *out) {
  out_drain(out);
  if (!out->failed && fflush(out->file) != 0) {
    out->failed = true;
    out->err = errno;
  }
  return !out->failed;
}
