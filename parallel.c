/* parallel.c — a large module of many functions lowered on two threads at once
 * (parallel.h).
 *
 * The input: a regular file of 16 MB or more (io_thread_min) holding only
 * top-level `func.func` ops in their pretty form, each starting on a line of its
 * own and, unless it is one line, ending with a line that is its indentation
 * and `}` (as mlir-opt and exporters print), inside an optional plain
 * `module {`, with blank and comment lines around them. It is mapped, not read.
 *
 * Pieces: piece 0 starts at the first function; each next one starts after the
 * first function end line found PIECE_BYTES after the start of the one before.
 * Both workers walk these boundaries alike (one search per piece). Worker 0
 * (the calling thread) takes the even pieces, worker 1 the odd ones: its stream
 * (a FILE of fopencookie) gives its pieces' text one after the other. Before a
 * piece is given, its lines are checked to be functions, blank lines and
 * comments, and its functions counted; the driver tells the worker when each
 * top-level item is done, so a piece ends after its last function.
 *
 * Output: a worker prints a piece into a buffer of its own (its Out's sink); a
 * piece done goes to the writer thread, which writes the pieces in order. A
 * piece's output of 4 MB goes to the writer as a part, and the worker waits
 * until the part before is written (once every earlier piece is): a long
 * function does not pile up in memory. `#map` aliases are numbered
 * through an AliasShare: a new one only once every earlier piece is done.
 *
 * Anything the two cannot do alike ends the parallel run and the caller starts
 * over on one thread, after the output written so far is cut off: a line of
 * another shape, a diagnostic of any kind, a function count that differs from
 * the parser's, a symbol defined in both workers or a call that does not
 * resolve (symtab_parts_agree), running out of memory. Diagnostics then come
 * from the run on one thread, in its order. */
#define _GNU_SOURCE /* fopencookie */
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "parallel.h"
#include "passes/passes.h"

enum {
  RING = 4,                /* pieces handed to the writer and not yet written */
  PART_BYTES = 4 << 20,    /* a piece's output goes to the writer in parts of this size */
  DROP_BYTES = 1 << 20,    /* the mapping's pages are dropped once this many are read */
  MAX_INDENT = 32,
};

typedef struct Slot {
  char *buf;
  size_t len;
  bool ready, last;
} Slot;

typedef struct SharedAlias {
  char *map; /* the affine map's text */
  uint32_t number;
} SharedAlias;

typedef struct QueuedPiece {
  uint64_t k, items_end;
} QueuedPiece;

typedef struct Shared {
  const t2l_options *opt;
  char *map;               /* the input file, mapped from its start */
  size_t map_len;
  const char *text;        /* the input from where the caller's stream stands */
  size_t items_begin, items_end; /* the functions, between the header and the module's end */
  char end_line[MAX_INDENT + 4]; /* "\n", the functions' indentation, "}\n" */
  size_t end_len, indent;
  size_t piece_bytes;
  pthread_mutex_t mu;
  pthread_cond_t cv; /* a piece or part given or written, an alias added, a worker done, a failure */
  _Atomic bool failed; /* also looked at without the lock, by the streams */
  const char *why; /* the first reason it failed */
  /* the writer */
  FILE *out;
  pthread_t writer;
  bool writer_started, stop;
  int write_err;
  uint64_t next_write; /* the pieces before it are written */
  Slot slot[RING]; /* piece k's next part is in slot k % RING */
  uint64_t first_open[2]; /* per worker, its first piece not all given to the writer;
                           * UINT64_MAX once its run is over */
  SharedAlias *aliases; /* the `#map` aliases given so far */
  uint32_t naliases, aliases_cap;
  bool released; /* worker 1 may let go of its tables */
  size_t dropped; /* the mapping's pages before it are dropped: both workers are past them */
  struct Worker *workers;
} Shared;

struct Worker {
  Shared *sh;
  unsigned index; /* 0 or 1: takes the even or the odd pieces */
  pthread_t thread;
  FILE *stream;
  /* the boundaries of the pieces: piece `chain_k` starts at `chain_at` */
  uint64_t chain_k;
  size_t chain_at;
  bool chain_done;
  /* the piece being given to the stream */
  uint64_t reading;
  bool started;
  size_t reading_from; /* where the piece being read starts (the end once done) */
  size_t pos, end, dropped;
  /* the pieces given and not yet printed: their number, and the worker's count of
   * functions at their end */
  QueuedPiece *queue;
  uint32_t qhead, qlen, qcap;
  uint64_t items_read, items_done;
  Buf output; /* the current piece's output not yet given to the writer */
  AliasShare share;
  SymtabPart symtab;
  bool ended; /* its stream ended as its pieces did: symtab is its table */
};

/* Ends the parallel run; `why` is told with TOSA2LINALG_PARALLEL_REMARK=1. */
static void fail_locked(Shared *sh, const char *why) {
  if (!sh->failed) sh->why = why;
  sh->failed = true;
  pthread_cond_broadcast(&sh->cv);
}

static void fail(Shared *sh, const char *why) {
  pthread_mutex_lock(&sh->mu);
  fail_locked(sh, why);
  pthread_mutex_unlock(&sh->mu);
}

/* ---------------------------------------------------------------- the input's shape */

static bool blank_or_comment(const char *p, const char *eol) {
  while (p < eol && (*p == ' ' || *p == '\t')) p++;
  return p == eol || (eol - p >= 2 && p[0] == '/' && p[1] == '/');
}

/* The head (comments, an optional plain `module {`) and the end (the module's
 * `}`): what lies between must be functions (checked piece by piece). */
static bool find_items(Shared *sh, size_t size) {
  const char *t = sh->text, *end = t + size, *p = t;
  bool module = false;
  for (;;) {
    const char *eol = memchr(p, '\n', (size_t)(end - p));
    if (!eol) return false;
    if (blank_or_comment(p, eol)) {
      p = eol + 1;
      continue;
    }
    const char *q = p;
    while (q < eol && *q == ' ') q++;
    if (!module && q == p && eol - q >= 8 && !memcmp(q, "module {", 8) && blank_or_comment(q + 8, eol)) {
      if (eol - q > 8) return false; /* a comment after the brace: not worth a case */
      module = true;
      p = eol + 1;
      continue;
    }
    if (eol - q < 10 || memcmp(q, "func.func ", 10) || (size_t)(q - p) > MAX_INDENT) return false;
    sh->items_begin = (size_t)(p - t);
    sh->indent = (size_t)(q - p);
    break;
  }
  sh->items_end = size;
  if (module) { /* the last line that is not blank: the module's `}`, less indented */
    const char *z = end;
    while (z > t && (z[-1] == '\n' || z[-1] == ' ' || z[-1] == '\t')) z--;
    if (z == t || z[-1] != '}') return false;
    const char *line = z - 1;
    while (line > t && line[-1] != '\n') line--;
    for (const char *c = line; c < z - 1; c++)
      if (*c != ' ') return false;
    if ((size_t)(z - 1 - line) >= sh->indent || (size_t)(line - t) <= sh->items_begin) return false;
    sh->items_end = (size_t)(line - t);
  }
  sh->end_line[0] = '\n';
  memset(sh->end_line + 1, ' ', sh->indent);
  memcpy(sh->end_line + 1 + sh->indent, "}\n", 2);
  sh->end_len = sh->indent + 3;
  return true;
}

/* The first function end line ("\n", the indentation, "}\n") in [p, end), as
 * memmem would find it; NULL when none. A `}` is rare in op lines, and memchr
 * finds one several times faster than memmem the line (7% of a run's CPU). */
static const char *find_end_line(const Shared *sh, const char *p, const char *end) {
  const char *t = sh->text;
  for (const char *c = p + sh->indent + 1; c < end; c++) {
    c = memchr(c, '}', (size_t)(end - c));
    if (!c) return NULL;
    const char *m = c - sh->indent - 1;
    if (c + 1 < end && c[1] == '\n' && m >= t && *m == '\n' && !memcmp(m + 1, sh->end_line + 1, sh->indent))
      return m;
  }
  return NULL;
}

/* Where the first function end line at or after `from` ends; items_end when none. */
static size_t end_after(const Shared *sh, size_t from) {
  if (from >= sh->items_end) return sh->items_end;
  const char *t = sh->text;
  const char *m = find_end_line(sh, t + from - 1, t + sh->items_end);
  return m ? (size_t)(m - t) + sh->end_len : sh->items_end;
}

/* The functions of [from, to), counted; false when a line there is of another
 * shape or a function does not end exactly at `to`. */
static bool count_items(const Shared *sh, size_t from, size_t to, uint64_t *items) {
  const char *t = sh->text, *p = t + from, *end = t + to;
  uint64_t n = 0;
  while (p < end) {
    const char *eol = memchr(p, '\n', (size_t)(end - p));
    if (!eol) return false;
    if (blank_or_comment(p, eol)) {
      p = eol + 1;
      continue;
    }
    const char *q = p + sh->indent;
    if (q > eol || memcmp(p, sh->end_line + 1, sh->indent) || eol - q < 10 || memcmp(q, "func.func ", 10)) return false;
    const char *last = eol;
    while (last > q && (last[-1] == ' ' || last[-1] == '\t')) last--;
    if (last[-1] == '{') { /* its body follows, up to its end line */
      const char *m = find_end_line(sh, eol, end);
      if (!m) return false;
      eol = m + sh->end_len - 1;
    }
    n++;
    p = eol + 1;
  }
  *items = n;
  return p == end;
}

/* The mapping's pages of [from, to) go back: what a worker has read is not kept
 * in its memory (a page read again comes back from the page cache). */
static void drop_pages(const Shared *sh, size_t from, size_t to) {
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  size_t base = (size_t)(sh->text - sh->map);
  size_t a = (base + from) / page * page, b = (base + to) / page * page;
  if (b > a) madvise(sh->map + a, b - a, MADV_DONTNEED);
}

/* ---------------------------------------------------------------- a worker's stream */

/* Moves the worker's walk of the boundaries to piece k; false past the last piece. */
static bool chain_to(Worker *w, uint64_t k) {
  Shared *sh = w->sh;
  while (w->chain_k < k && !w->chain_done) {
    size_t next = end_after(sh, w->chain_at + sh->piece_bytes);
    if (next - w->chain_at > DROP_BYTES) drop_pages(sh, w->chain_at, next); /* a long function, walked through */
    w->chain_at = next;
    w->chain_k++;
    if (next == sh->items_end) w->chain_done = true;
  }
  return w->chain_k == k && w->chain_at < sh->items_end;
}

/* The worker's pieces start at `from` now: the pages before both workers' pieces
 * go back (the walks of the boundaries and the pages mapped around those read
 * touch the other worker's pieces too). */
static void moved_to(Worker *w, size_t from) {
  Shared *sh = w->sh;
  pthread_mutex_lock(&sh->mu);
  w->reading_from = from;
  size_t other = sh->workers[!w->index].reading_from, low = from < other ? from : other, dropped = sh->dropped;
  if (low > dropped) sh->dropped = low;
  pthread_mutex_unlock(&sh->mu);
  if (low > dropped) drop_pages(sh, dropped, low);
}

/* Starts the worker's next piece; false at the end of its pieces (or a failure). */
static bool next_piece(Worker *w) {
  Shared *sh = w->sh;
  if (sh->failed) return false;
  uint64_t k = w->started ? w->reading + 2 : w->index;
  if (!chain_to(w, k)) {
    moved_to(w, sh->items_end);
    return false;
  }
  size_t from = w->chain_at;
  size_t to = end_after(sh, from + sh->piece_bytes);
  uint64_t items;
  if (!count_items(sh, from, to, &items) || !items) {
    fail(sh, "a line that is not of a function, a blank line or a comment");
    return false;
  }
  if (to - from > DROP_BYTES) drop_pages(sh, from, to); /* read again as the stream gives it */
  if (w->qlen == w->qcap) { /* unwrapped into a larger array */
    uint32_t cap = w->qcap ? w->qcap * 2 : 16;
    void *q = malloc(cap * sizeof *w->queue);
    if (!q) {
      fail(sh, "out of memory");
      return false;
    }
    for (uint32_t i = 0; i < w->qlen; i++) ((QueuedPiece *)q)[i] = w->queue[(w->qhead + i) % w->qcap];
    free(w->queue);
    w->queue = q;
    w->qhead = 0;
    w->qcap = cap;
  }
  w->items_read += items;
  w->queue[(w->qhead + w->qlen++) % w->qcap] = (QueuedPiece){k, w->items_read};
  w->started = true;
  w->reading = k;
  w->pos = w->dropped = from;
  w->end = to;
  moved_to(w, from);
  return true;
}

static ssize_t stream_read(void *cookie, char *buf, size_t size) {
  Worker *w = cookie;
  size_t given = 0;
  while (given < size) {
    if (w->pos == w->end) {
      drop_pages(w->sh, w->dropped, w->end);
      if (!next_piece(w)) break;
    }
    size_t n = w->end - w->pos < size - given ? w->end - w->pos : size - given;
    memcpy(buf + given, w->sh->text + w->pos, n);
    w->pos += n;
    given += n;
    if (w->pos - w->dropped >= DROP_BYTES) {
      drop_pages(w->sh, w->dropped, w->pos);
      w->dropped = w->pos;
    }
  }
  return (ssize_t)given;
}

/* ---------------------------------------------------------------- output, in order */

static void *writer_main(void *arg) {
  Shared *sh = arg;
  pthread_mutex_lock(&sh->mu);
  for (;;) {
    Slot *s = &sh->slot[sh->next_write % RING];
    while (!s->ready && !sh->stop) pthread_cond_wait(&sh->cv, &sh->mu);
    if (!s->ready) break;
    char *buf = s->buf;
    size_t len = s->len;
    bool skip = sh->failed || sh->write_err;
    pthread_mutex_unlock(&sh->mu);
    int err = 0;
    if (!skip && len && fwrite(buf, 1, len, sh->out) != len) err = errno ? errno : EIO;
    free(buf);
    pthread_mutex_lock(&sh->mu);
    if (err && !sh->write_err) sh->write_err = err;
    s->buf = NULL;
    s->ready = false;
    if (s->last) sh->next_write++;
    pthread_cond_broadcast(&sh->cv);
  }
  pthread_mutex_unlock(&sh->mu);
  return NULL;
}

/* The piece being printed: the first one given and not yet done. */
static uint64_t printing(const Worker *w) { return w->qlen ? w->queue[w->qhead].k : w->reading; }

/* Gives the writer the worker's output of piece k so far (all of it when last). */
static void give(Worker *w, uint64_t k, bool last) {
  Shared *sh = w->sh;
  Buf b = w->output;
  /* the next buffer as large as this one and a quarter: the pieces' outputs are
   * alike, and a buffer grown by doubling copies itself as it goes (plain
   * malloc: without it, it grows) */
  size_t cap = b.len + b.len / 4 + 64;
  w->output = (Buf){.p = malloc(cap)};
  if (w->output.p) w->output.cap = cap;
  pthread_mutex_lock(&sh->mu);
  while (!sh->failed && (k >= sh->next_write + RING || sh->slot[k % RING].ready)) pthread_cond_wait(&sh->cv, &sh->mu);
  if (sh->failed) {
    pthread_mutex_unlock(&sh->mu);
    free(b.p);
    return;
  }
  sh->slot[k % RING].buf = b.p;
  sh->slot[k % RING].len = b.len;
  sh->slot[k % RING].last = last;
  sh->slot[k % RING].ready = true;
  if (last) sh->first_open[w->index] = k + 2;
  pthread_cond_broadcast(&sh->cv);
  pthread_mutex_unlock(&sh->mu);
}

static void sink(void *ctx, const char *s, size_t n) {
  Worker *w = ctx;
  buf_add(&w->output, s, n);
  if (w->output.len >= PART_BYTES) give(w, printing(w), false);
}

/* Gives the writer the pieces whose functions are all printed. */
static void finish_pieces(Worker *w, Out *out) {
  while (w->qlen && w->queue[w->qhead].items_end <= w->items_done) {
    if (w->queue[w->qhead].items_end < w->items_done) {
      fail(w->sh, "the parser read more top-level ops than the lines showed functions");
      return;
    }
    out_flush(out);
    give(w, w->queue[w->qhead].k, true);
    w->qhead = (w->qhead + 1) % w->qcap;
    w->qlen--;
  }
}

void worker_item_done(Worker *w, Out *out) {
  w->items_done++;
  finish_pieces(w, out);
}

void worker_end(Worker *w, Out *out, bool ok) {
  if (ok) finish_pieces(w, out);
  if (!ok || w->qlen || w->items_done != w->items_read || w->pos != w->end) {
    fail(w->sh, ok ? "the parser read fewer top-level ops than the lines showed functions" : "an error");
    return;
  }
  w->symtab = symtab_part();
  w->ended = true;
}

/* ---------------------------------------------------------------- aliases */

static long alias_find(void *ctx, const char *map, bool final, uint32_t *next) {
  Worker *w = ctx;
  Shared *sh = w->sh;
  uint64_t k = printing(w);
  pthread_mutex_lock(&sh->mu);
  /* every earlier piece done: the other worker's (this worker's are) */
  while (final && !sh->failed && sh->first_open[!w->index] < k) pthread_cond_wait(&sh->cv, &sh->mu);
  long found = -1;
  for (uint32_t i = 0; i < sh->naliases && found < 0; i++)
    if (!strcmp(sh->aliases[i].map, map)) found = sh->aliases[i].number;
  *next = sh->naliases;
  pthread_mutex_unlock(&sh->mu);
  return found;
}

static void alias_add(void *ctx, const char *map, uint32_t number) {
  Worker *w = ctx;
  Shared *sh = w->sh;
  size_t n = strlen(map);
  char *copy = malloc(n + 1);
  pthread_mutex_lock(&sh->mu);
  if (sh->naliases == sh->aliases_cap) {
    uint32_t cap = sh->aliases_cap ? sh->aliases_cap * 2 : 32;
    void *a = realloc(sh->aliases, cap * sizeof *sh->aliases);
    if (a) {
      sh->aliases = a;
      sh->aliases_cap = cap;
    }
  }
  if (!copy || sh->naliases == sh->aliases_cap || number != sh->naliases) {
    free(copy);
    fail_locked(sh, "out of memory");
  } else {
    memcpy(copy, map, n + 1);
    sh->aliases[sh->naliases++] = (SharedAlias){copy, number};
  }
  pthread_mutex_unlock(&sh->mu);
}

void worker_attach(Worker *w, Out *out, Printer *p) {
  out->sink = sink;
  out->sink_ctx = w;
  w->share = (AliasShare){w, alias_find, alias_add};
  print_share_aliases(p, &w->share);
}

/* ---------------------------------------------------------------- the workers */

/* Any diagnostic, even a warning: the run on one thread reports it in its order. */
static void worker_diagnostic(void *user, const t2l_diagnostic *d) {
  fail(((Worker *)user)->sh, d->severity == T2L_SEV_ERROR ? "an error" : "a diagnostic");
}

void worker_done(Worker *w, t2l_status status) {
  Shared *sh = w->sh;
  pthread_mutex_lock(&sh->mu);
  if (status != T2L_OK || !w->ended) fail_locked(sh, status == T2L_ERROR_NOMEM ? "out of memory" : "an error");
  sh->first_open[w->index] = UINT64_MAX;
  pthread_cond_broadcast(&sh->cv);
  if (w->index == 1) { /* its tables stay until worker 0 has compared them with its own */
    while (!sh->released) pthread_cond_wait(&sh->cv, &sh->mu);
  } else {
    while (sh->first_open[1] != UINT64_MAX) pthread_cond_wait(&sh->cv, &sh->mu);
    if (!sh->failed && !symtab_parts_agree(w->symtab, sh->workers[1].symtab))
      fail_locked(sh, "a symbol defined twice or a call that does not match its callee");
    sh->released = true;
    pthread_cond_broadcast(&sh->cv);
  }
  pthread_mutex_unlock(&sh->mu);
}

/* A worker's run, on its thread (worker 0: the caller's). */
static void *worker_main(void *arg) {
  Worker *w = arg;
  diag_set_sink(worker_diagnostic, w);
  driver_run_worker(w->stream, w, w->sh->opt);
  return NULL;
}

static const cookie_io_functions_t stream_functions = {.read = stream_read};

static bool regular(FILE *f, struct stat *st) {
  int fd = fileno(f);
  return fd >= 0 && fstat(fd, st) == 0 && S_ISREG(st->st_mode);
}

/* Whether the call may run on two workers, and the input mapped if so. */
static bool eligible(Shared *sh, FILE *in, FILE *out, const t2l_options *o) {
  if (o->threads != 2 || o->verify_only || o->verify_diagnostics || o->split_input_file || o->print_debuginfo ||
      o->runtime_checks || o->passes != T2L_PASSES_LOWER)
    return false;
  /* on one CPU (taskset, a container's limit), a second worker only adds its
   * cost; TOSA2LINALG_PARALLEL=1 (tests) runs it anyway, so that the tests of
   * this file run wherever the suite does */
  const char *force = getenv("TOSA2LINALG_PARALLEL");
  cpu_set_t cpus;
  if (!(force && !strcmp(force, "1")) && sched_getaffinity(0, sizeof cpus, &cpus) == 0 && CPU_COUNT(&cpus) < 2)
    return false;
  struct stat ist, ost;
  if (!regular(in, &ist) || !regular(out, &ost)) return false;
  off_t at = ftello(in);
  if (at < 0 || at > ist.st_size || (uint64_t)(ist.st_size - at) < io_thread_min() || ist.st_size == 0) return false;
  sh->map_len = (size_t)ist.st_size;
  void *m = mmap(NULL, sh->map_len, PROT_READ, MAP_PRIVATE, fileno(in), 0);
  if (m == MAP_FAILED) return false;
  sh->map = m;
  sh->text = sh->map + at;
  const char *pb = getenv("TOSA2LINALG_PIECE_BYTES"); /* tests: pieces of a few functions */
  sh->piece_bytes = pb ? strtoull(pb, NULL, 10) : 256u << 10;
  if (!sh->piece_bytes) sh->piece_bytes = 1;
  /* two pieces at least, or one thread does it as well: a function ends within
   * a few MB of the first piece's start (not a model of one long function) */
  bool ok = find_items(sh, sh->map_len - (size_t)at);
  if (ok) {
    size_t from = sh->items_begin + sh->piece_bytes, to = from + (4u << 20);
    if (to > sh->items_end) to = sh->items_end;
    ok = from < to && find_end_line(sh, sh->text + from - 1, sh->text + to);
    drop_pages(sh, 0, to);
  }
  if (!ok) munmap(sh->map, sh->map_len);
  return ok;
}

/* A diagnostic of the call itself, once the workers are done, to the caller's callback. */
static void tell(const t2l_options *o, DiagKind kind, const char *fmt, const char *what) {
  diag_set_sink(o->on_diagnostic, o->user);
  diag_report(kind, (Loc){0}, fmt, what);
  diag_reset();
}

/* Cuts the output back to where it stood: the run on one thread starts over. */
static void cut_back(FILE *out, off_t at) {
  fflush(out);
  clearerr(out);
  if (ftruncate(fileno(out), at) == 0) fseeko(out, at, SEEK_SET);
}

bool parallel_run(FILE *in, FILE *out, const t2l_options *o, t2l_status *status) {
  Shared sh = {.opt = o, .out = out};
  if (!eligible(&sh, in, out, o)) return false;
  off_t out_at = ftello(out);
  Worker w[2] = {{.sh = &sh, .index = 0}, {.sh = &sh, .index = 1}};
  sh.workers = w;
  sh.first_open[1] = 1;
  pthread_mutex_init(&sh.mu, NULL);
  pthread_cond_init(&sh.cv, NULL);
  bool started1 = false;
  sh.dropped = sh.items_begin;
  for (int i = 0; i < 2; i++) {
    w[i].chain_at = w[i].reading_from = sh.items_begin;
    w[i].stream = fopencookie(&w[i], "r", stream_functions);
  }
  if (out_at >= 0 && fflush(out) == 0 && w[0].stream && w[1].stream) {
    sh.writer_started = pthread_create(&sh.writer, NULL, writer_main, &sh) == 0;
    started1 = sh.writer_started && pthread_create(&w[1].thread, NULL, worker_main, &w[1]) == 0;
  }
  if (started1) {
    worker_main(&w[0]); /* waits for worker 1 and compares their tables */
    pthread_join(w[1].thread, NULL);
  } else {
    fail(&sh, "no thread");
  }
  uint64_t pieces = (w[0].reading > w[1].reading ? w[0].reading : w[1].reading) + 1;
  if (sh.writer_started) {
    pthread_mutex_lock(&sh.mu);
    while (!sh.failed && sh.next_write < pieces) pthread_cond_wait(&sh.cv, &sh.mu);
    sh.stop = true;
    pthread_cond_broadcast(&sh.cv);
    pthread_mutex_unlock(&sh.mu);
    pthread_join(sh.writer, NULL);
  }
  for (int i = 0; i < RING; i++) free(sh.slot[i].buf);
  for (uint32_t i = 0; i < sh.naliases; i++) free(sh.aliases[i].map);
  free(sh.aliases);
  for (int i = 0; i < 2; i++) {
    if (w[i].stream) fclose(w[i].stream);
    free(w[i].queue);
    buf_free(&w[i].output);
  }
  munmap(sh.map, sh.map_len);
  pthread_cond_destroy(&sh.cv);
  pthread_mutex_destroy(&sh.mu);
  const char *remark = getenv("TOSA2LINALG_PARALLEL_REMARK"); /* tests: which way it went */
  if (remark && !strcmp(remark, "1")) {
    char count[32];
    snprintf(count, sizeof count, "%llu pieces", (unsigned long long)pieces);
    tell(o, DIAG_REMARK, sh.failed ? "two threads: started over on one: %s" : "two threads: %s", sh.failed ? sh.why : count);
  }
  if (sh.failed) {
    cut_back(out, out_at);
    return false;
  }
  int err = sh.write_err;
  if (!err && fflush(out) != 0) err = errno ? errno : EIO;
  if (err) {
    tell(o, DIAG_ERROR, "cannot write the output: %s", strerror(err));
    *status = T2L_ERROR_IO;
    return true;
  }
  fseeko(in, 0, SEEK_END); /* read to its end, as by one thread */
  *status = T2L_OK;
  return true;
}
