/* out.c — the printer's buffered output (Out, printer.h): writes in large blocks,
 * holds a function's text so that its `#map` aliases can still go before it, and
 * appends a spilled file in the kernel where it can. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#ifdef __linux__
#include <sys/sendfile.h>
#endif

#include "printer_impl.h"

enum { OUT_BUF = 1 << 18 }; /* fewer write calls: each one is a trip into the kernel */

void out_init(Out *out, FILE *file) {
  memset(out, 0, sizeof *out);
  out->file = file;
  out->cap = OUT_BUF;
  out->buf = xmalloc(out->cap);
  out->writer_after = UINT64_MAX;
}

/* The writer thread (IoThread, ir.h) writes the output while the printer goes
 * on. Started once io_thread_min() bytes have gone out: below that its
 * hand-overs cost more CPU than they save. With it, the buffer is a window of
 * OUT_BUF bytes that moves along a block of OUT_BLOCK: what is drained stays
 * where it is, before the window, and the block goes to the writer when no
 * window fits after it any more. A hand-over wakes the writer, so they come
 * once per 768 KB to 1 MB instead of once per buffer (2M module: 3,600 -> 900). */
enum { OUT_BLOCK = 4 * OUT_BUF };

static void start_writer(Out *out) {
  /* plain malloc: failing costs the thread, not the run */
  char *block = malloc(OUT_BLOCK), *spare = malloc(OUT_BLOCK);
  out->writer = block && spare ? io_thread_start(out->file, false) : NULL;
  if (!out->writer) {
    free(block);
    free(spare);
    out->writer_after = UINT64_MAX; /* written here, as before */
    return;
  }
  memcpy(block, out->buf, out->len);
  free(out->buf);
  out->block = out->buf = block;
  out->spare = spare;
}

/* Waits until the block given to the writer is written, takes it back as the
 * spare one and takes over the writer's failure. */
static void writer_take(Out *out) {
  size_t done;
  int err;
  char *block = io_thread_take(out->writer, &done, &err);
  if (block) out->spare = block;
  if (err && !out->failed) {
    out->failed = true;
    out->err = err;
  }
}

/* Gives the writer what was drained from the block, block[0 .. buf); the
 * window's bytes move to the start of the other block. */
static void writer_give(Out *out) {
  size_t ready = (size_t)(out->buf - out->block);
  if (!ready) return;
  writer_take(out); /* the block given before is written: it is the spare one now */
  char *next = out->failed ? out->block : out->spare;
  memmove(next, out->buf, out->len);
  if (!out->failed) {
    out->spare = NULL;
    io_thread_give(out->writer, out->block, ready);
  }
  out->block = out->buf = next;
}

/* Everything drained is written (the caller may then use out->file itself). */
static void writer_sync(Out *out) {
  if (!out->writer) return;
  writer_give(out);
  writer_take(out);
}

/* Passes buf[0..n) on to the file; the printer's buffer then starts with what
 * followed it, buf[n..len). */
static void out_drain_part(Out *out, size_t n) {
  if (!out->writer && n && out->drained >= out->writer_after) start_writer(out);
  out->drained += n;
  out->len -= n;
  if (out->sink) {
    out->sink(out->sink_ctx, out->buf, n);
    memmove(out->buf, out->buf + n, out->len);
    return;
  }
  if (out->writer) {
    out->buf += n; /* drained: before the window, in the block */
    if ((size_t)(out->buf - out->block) + out->cap > OUT_BLOCK) writer_give(out);
    return;
  }
  if (n && !out->failed && fwrite(out->buf, 1, n, out->file) != n) {
    out->failed = true;
    out->err = errno;
  }
  memmove(out->buf, out->buf + n, out->len);
}

static void out_drain(Out *out) { out_drain_part(out, out->len); }

void out_close(Out *out) {
  if (out->writer) {
    free(io_thread_stop(out->writer));
    out->writer = NULL;
    out->buf = out->block; /* the window is in it */
    out->block = NULL;
  }
  free(out->spare);
  out->spare = NULL;
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
  if (n > out->cap && out->sink) {
    out->sink(out->sink_ctx, s, n);
    return;
  }
  if (n > out->cap) {
    writer_sync(out);
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

/* Appends the whole of `from` (a regular file, positioned at its start) to out.
 * On Linux the bytes go file to file in the kernel (sendfile), which matters
 * for modules with gigabytes of output; elsewhere, or when the descriptors do
 * not allow it, through a buffer. */
void out_append_file(Out *out, FILE *from) {
#ifdef __linux__
  struct stat st;
  int in_fd = fileno(from), out_fd = out->sink ? -1 : fileno(out->file);
  if (!out->failed && in_fd >= 0 && out_fd >= 0 && fstat(in_fd, &st) == 0 && S_ISREG(st.st_mode)) {
    out_drain(out);
    writer_sync(out);
    if (!out->failed && fflush(out->file) != 0) {
      out->failed = true;
      out->err = errno;
    }
    if (out->failed) return;
    off_t off = 0;
    while (off < st.st_size) {
      ssize_t k = sendfile(out_fd, in_fd, &off, (size_t)(st.st_size - off));
      if (k > 0) continue;
      if (k < 0 && errno == EINTR) continue;
      if (off == 0 && k < 0 && (errno == EINVAL || errno == ENOSYS)) break; /* use the buffer */
      out->failed = true;
      out->err = k < 0 ? errno : EIO;
      return;
    }
    if (off == st.st_size) return;
  }
#endif
  char buf[1 << 15];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, from)) > 0) out_write(out, buf, n);
  if (ferror(from) && !out->failed) {
    out->failed = true;
    out->err = errno ? errno : EIO;
  }
}

bool out_flush(Out *out) {
  out_drain(out);
  if (out->sink) return !out->failed;
  writer_sync(out);
  if (!out->failed && fflush(out->file) != 0) {
    out->failed = true;
    out->err = errno;
  }
  return !out->failed;
}
