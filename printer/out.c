/* out.c — the printer's buffered output (Out, printer.h): writes in large blocks,
 * holds a function's text so that its `#map` aliases can still go before it, and
 * appends a spilled file in the kernel where it can. */
#include <errno.h>
#include <pthread.h>
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
}

/* The writer thread: it writes one full buffer while the printer fills the other,
 * so the kernel's copy of the output (as long as the printing, on big modules)
 * runs on the second core. Started at the first full buffer: small outputs are
 * written in one call at the end and never start it. */
struct OutWriter {
  pthread_t thread;
  pthread_mutex_t mu;
  pthread_cond_t cv;     /* a job given, a job done, or quit */
  FILE *file;
  char *job;             /* the buffer being written; NULL when none */
  size_t job_len;
  char *free_buf;        /* the buffer written last, for the printer to fill next */
  bool quit, failed;
  int err;
};

static void *writer_main(void *arg) {
  OutWriter *w = arg;
  pthread_mutex_lock(&w->mu);
  for (;;) {
    while (!w->job && !w->quit) pthread_cond_wait(&w->cv, &w->mu);
    if (!w->job) break;
    char *buf = w->job;
    size_t n = w->job_len;
    bool failed = w->failed;
    pthread_mutex_unlock(&w->mu);
    int err = 0;
    if (!failed && fwrite(buf, 1, n, w->file) != n) err = errno ? errno : EIO;
    pthread_mutex_lock(&w->mu);
    if (err && !w->failed) {
      w->failed = true;
      w->err = err;
    }
    w->job = NULL;
    w->free_buf = buf;
    pthread_cond_broadcast(&w->cv);
  }
  pthread_mutex_unlock(&w->mu);
  return NULL;
}

/* Waits until the writer has written everything given to it (the caller may then
 * use out->file itself) and takes over its failure. Called with w->mu held. */
static void writer_wait_locked(Out *out) {
  OutWriter *w = out->writer;
  while (w->job) pthread_cond_wait(&w->cv, &w->mu);
  if (w->failed && !out->failed) {
    out->failed = true;
    out->err = w->err;
  }
}

static void writer_wait(Out *out) {
  if (!out->writer) return;
  pthread_mutex_lock(&out->writer->mu);
  writer_wait_locked(out);
  pthread_mutex_unlock(&out->writer->mu);
}

static OutWriter *writer_start(Out *out) {
  /* plain malloc: failing here costs the thread, not the run */
  OutWriter *w = calloc(1, sizeof *w);
  char *second = malloc(out->cap);
  if (!w || !second) {
    free(w);
    free(second);
    out->use_writer = false;
    return NULL;
  }
  w->file = out->file;
  w->free_buf = second;
  pthread_mutex_init(&w->mu, NULL);
  pthread_cond_init(&w->cv, NULL);
  if (pthread_create(&w->thread, NULL, writer_main, w) != 0) {
    pthread_cond_destroy(&w->cv);
    pthread_mutex_destroy(&w->mu);
    free(w->free_buf);
    free(w);
    out->use_writer = false; /* written here, as before */
    return NULL;
  }
  return w;
}

/* Passes buf[0..n) on to the file; the printer's buffer then starts with what
 * followed it, buf[n..len). */
static void out_drain_part(Out *out, size_t n) {
  if (out->use_writer && !out->writer && n == out->len && n) out->writer = writer_start(out);
  OutWriter *w = out->writer;
  if (w && n && !out->failed) {
    pthread_mutex_lock(&w->mu);
    writer_wait_locked(out); /* the job before this one is written: its buffer is free */
    char *next = w->free_buf;
    w->free_buf = NULL;
    memcpy(next, out->buf + n, out->len - n);
    if (!out->failed) {
      w->job = out->buf;
      w->job_len = n;
      pthread_cond_broadcast(&w->cv);
    } else {
      w->free_buf = out->buf;
    }
    pthread_mutex_unlock(&w->mu);
    out->buf = next;
  } else {
    if (n && !out->failed && fwrite(out->buf, 1, n, out->file) != n) {
      out->failed = true;
      out->err = errno;
    }
    memmove(out->buf, out->buf + n, out->len - n);
  }
  out->drained += n;
  out->len -= n;
}

static void out_drain(Out *out) { out_drain_part(out, out->len); }

void out_close(Out *out) {
  OutWriter *w = out->writer;
  if (w) {
    pthread_mutex_lock(&w->mu);
    w->quit = true;
    pthread_cond_broadcast(&w->cv);
    pthread_mutex_unlock(&w->mu);
    pthread_join(w->thread, NULL);
    pthread_cond_destroy(&w->cv);
    pthread_mutex_destroy(&w->mu);
    free(w->free_buf);
    free(w->job);
    free(w);
    out->writer = NULL;
  }
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
    writer_wait(out);
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
  int in_fd = fileno(from), out_fd = fileno(out->file);
  if (!out->failed && in_fd >= 0 && out_fd >= 0 && fstat(in_fd, &st) == 0 && S_ISREG(st.st_mode)) {
    out_drain(out);
    writer_wait(out);
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
  writer_wait(out);
  if (!out->failed && fflush(out->file) != 0) {
    out->failed = true;
    out->err = errno;
  }
  return !out->failed;
}
