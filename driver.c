/* driver.c — the flat pipeline, run on each function as soon as it is parsed:
 *     parse -> verify -> lower -> print -> free the function's arena.
 * Two threads share the work: this one reads and verifies each item, a worker
 * lowers and prints it, a few items behind. Lowering and printing are about half
 * of the work, and the lowered IR, ten times the size of the input's, stays in
 * the worker's cache: only the small parsed function crosses between cores.
 * Used by the command line (main.c) and by the fuzz harness (test/fuzz). */
#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE /* CPU affinity: see worker_start */
#endif
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"
#include "lexer/lexer.h"
#include "parser/parse.h"
#include "passes/passes.h"
#include "printer/printer.h"

/* ---------------------------------------------------------------- the worker */

/* Every item read becomes a job: its arena (IR and token texts), and the function
 * to lower and print, if any. Job n sits in jobs[n % QUEUE]; its arena is taken
 * back and emptied for item n + QUEUE, so an item's memory outlives the next item
 * (whose first token, the parser's lookahead, was read into it). The worker only
 * touches a job's IR, the type and string tables (locked), arenas of its own, the
 * printer and the output; the reading thread touches the printer and the output
 * only when the worker is idle.
 *
 * An item takes some microseconds and putting a thread to sleep and waking it
 * costs about as much (more in a VM), so a waiting side first spins on the
 * atomic counters, then sleeps on the condition variable. The `*_sleeping` flags
 * say a wake-up is needed: with sequentially consistent atomics, either the
 * sleeper sees the new count before it waits or the other side sees its flag. */
enum { QUEUE = 8, SPIN_PAUSES = 1 << 9, SPIN_YIELDS = 1 << 14 };

typedef struct Job {
  Func *func; /* NULL: nothing to print, only memory to keep */
  Arena arena;
} Job;

typedef struct Worker {
  pthread_t thread;
  bool running; /* false: no second thread; jobs run on the reading thread */
  pthread_mutex_t mu;
  pthread_cond_t cv;
  const T2LConfig *cfg;
  Printer *printer;
  Job jobs[QUEUE];
  atomic_uint_fast64_t submitted, done;
  atomic_bool stop, worker_sleeping, reader_sleeping;
  /* Set by the worker when it begins. A new thread can take milliseconds to get
   * a core (in a VM, to wake an idle one): until then the reader lowers and
   * prints the items itself instead of waiting with a full queue. */
  atomic_bool started;
#if defined(__linux__)
  cpu_set_t cpus; /* the CPUs the process may use, given back to the worker once it runs */
  bool placed;    /* the worker was started away from the reader's CPU */
#endif
} Worker;

static inline void cpu_relax(void) {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#endif
}

static void wake(Worker *w, atomic_bool *sleeping) {
  if (!atomic_load(sleeping)) return;
  pthread_mutex_lock(&w->mu);
  pthread_cond_broadcast(&w->cv);
  pthread_mutex_unlock(&w->mu);
}

static bool has_work(Worker *w, uint64_t unused) {
  (void)unused;
  /* `submitted` first: the reader, running a job itself, stores `done` first */
  uint64_t submitted = atomic_load(&w->submitted);
  return submitted > atomic_load(&w->done) || atomic_load(&w->stop);
}

static bool done_at_least(Worker *w, uint64_t n) { return atomic_load(&w->done) >= n; }

static void wait_until(Worker *w, bool (*ready)(Worker *, uint64_t), uint64_t n, atomic_bool *sleeping) {
  /* Spin a little, then yield for up to some milliseconds, and only then sleep:
   * waking a sleeping thread can take milliseconds here (an idle virtual CPU has
   * to be rescheduled), longer than the other thread usually needs. Yielding
   * leaves the core to the thread waited for when both share one. */
  for (unsigned i = 0; i < SPIN_PAUSES; i++) {
    if (ready(w, n)) return;
    cpu_relax();
  }
  for (unsigned i = 0; i < SPIN_YIELDS; i++) {
    if (ready(w, n)) return;
    sched_yield();
  }
  pthread_mutex_lock(&w->mu);
  atomic_store(sleeping, true);
  while (!ready(w, n)) pthread_cond_wait(&w->cv, &w->mu);
  atomic_store(sleeping, false);
  pthread_mutex_unlock(&w->mu);
}

/* Lowers and prints a function. On the worker, the new IR goes to the worker's
 * own ir_func_arena, emptied after each job; on the reading thread, to the item's
 * arena, which the job ring keeps until its turn comes. */
static void run_job(Worker *w, Job *job, bool on_worker) {
  if (!job->func) return;
  if (w->cfg->run_lower) lower_func(job->func);
  print_func(w->printer, job->func);
  if (on_worker) {
    types_item_done();
    arena_reset(&ir_func_arena);
  }
}

static void *worker_main(void *arg) {
  Worker *w = arg;
  atomic_store(&w->started, true);
#if defined(__linux__)
  if (w->placed) (void)sched_setaffinity(0, sizeof w->cpus, &w->cpus); /* free to move again */
#endif
  for (;;) {
    wait_until(w, has_work, 0, &w->worker_sleeping);
    uint64_t n = atomic_load(&w->done);
    if (atomic_load(&w->submitted) == n) break; /* stopped, nothing left */
    if (w->jobs[n % QUEUE].func) arena_prefetch(&w->jobs[n % QUEUE].arena);
    if (atomic_load(&w->submitted) > n + 1 && w->jobs[(n + 1) % QUEUE].func)
      arena_prefetch(&w->jobs[(n + 1) % QUEUE].arena); /* the next one too, while this one runs */
    run_job(w, &w->jobs[n % QUEUE], true);
    atomic_store(&w->done, n + 1);
    wake(w, &w->reader_sleeping);
  }
  types_thread_done();
  arena_release_spares(); /* this thread's */
  return NULL;
}

static void worker_start(Worker *w, const T2LConfig *cfg, Printer *p) {
  w->cfg = cfg;
  w->printer = p;
  atomic_init(&w->submitted, 0);
  atomic_init(&w->done, 0);
  atomic_init(&w->stop, false);
  atomic_init(&w->started, false);
  atomic_init(&w->worker_sleeping, false);
  atomic_init(&w->reader_sleeping, false);
  if (!p || cfg->single_thread) return; /* --verify-only: nothing to lower or print */
  if (pthread_mutex_init(&w->mu, NULL) != 0) return;
  if (pthread_cond_init(&w->cv, NULL) != 0) {
    pthread_mutex_destroy(&w->mu);
    return;
  }
  pthread_attr_t attr;
  bool have_attr = pthread_attr_init(&attr) == 0;
#if defined(__linux__)
  /* A new thread often starts on its creator's CPU and stays there for tens
   * of milliseconds while the other CPU idles: the two threads then share one
   * core, and a run takes half as long again. So the worker starts on any CPU
   * but the reader's (it takes its full set back as soon as it runs). */
  int here = sched_getcpu();
  if (have_attr && here >= 0 && sched_getaffinity(0, sizeof w->cpus, &w->cpus) == 0 && CPU_COUNT(&w->cpus) > 1 &&
      CPU_ISSET(here, &w->cpus)) {
    cpu_set_t others = w->cpus;
    CPU_CLR(here, &others);
    w->placed = pthread_attr_setaffinity_np(&attr, sizeof others, &others) == 0;
  }
#endif
  w->running = pthread_create(&w->thread, have_attr ? &attr : NULL, worker_main, w) == 0;
  if (!w->running && have_attr) { /* the placement refused: start it anywhere */
#if defined(__linux__)
    w->placed = false;
#endif
    w->running = pthread_create(&w->thread, NULL, worker_main, w) == 0;
  }
  if (have_attr) pthread_attr_destroy(&attr);
  if (!w->running) {
    pthread_cond_destroy(&w->cv);
    pthread_mutex_destroy(&w->mu);
  }
}

/* Returns once every job handed over is done: the worker is idle. */
static void worker_wait_idle(Worker *w) {
  if (w->running) wait_until(w, done_at_least, atomic_load(&w->submitted), &w->reader_sleeping);
}

/* Hands over the item just read (func may be NULL) with ir_func_arena, and
 * leaves ir_func_arena empty: the arena of the job QUEUE items back. */
static void worker_submit(Worker *w, Func *func) {
  uint64_t n = atomic_load(&w->submitted);
  if (w->running && n >= QUEUE) wait_until(w, done_at_least, n - QUEUE + 1, &w->reader_sleeping);
  /* On one thread, two slots are enough: the item before and this one. */
  Job *job = &w->jobs[n % (w->running ? QUEUE : 2)];
  Arena old = job->arena;
  job->func = func;
  /* Here, when there is no worker, or it has not begun and has nothing queued
   * (then it cannot be printing: the printer is free). */
  bool here = !w->running || (!atomic_load(&w->started) && atomic_load(&w->done) == n);
  if (here) run_job(w, job, false); /* before the arena moves: it grows */
  job->arena = ir_func_arena;
  if (here) {
    atomic_store(&w->done, n + 1); /* before `submitted`: see has_work */
    atomic_store(&w->submitted, n + 1);
  } else {
    atomic_store(&w->submitted, n + 1);
    wake(w, &w->worker_sleeping);
  }
  arena_reset(&old);
  ir_func_arena = old;
}

static void worker_stop(Worker *w) {
  if (w->running) {
    worker_wait_idle(w);
    atomic_store(&w->stop, true);
    wake(w, &w->worker_sleeping);
    pthread_join(w->thread, NULL);
    pthread_cond_destroy(&w->cv);
    pthread_mutex_destroy(&w->mu);
    w->running = false;
  }
  for (unsigned i = 0; i < QUEUE; i++) arena_reset(&w->jobs[i].arena);
}

/* ---------------------------------------------------------------- the pipeline */

typedef struct Driver {
  const T2LConfig *cfg;
  VerifyOptions vopts;
  Printer *printer; /* NULL with --verify-only */
  Worker worker;
  Func *to_print; /* the item being read is a function to lower and print */
  unsigned errors_at_chunk_start;
} Driver;

static bool chunk_has_errors(Driver *d) { return diag_error_count() > d->errors_at_chunk_start; }

static void on_func(void *ctx, Func *f) {
  Driver *d = ctx;
  if (d->cfg->run_verify && !verify_func(f, &d->vopts)) return;
  if (chunk_has_errors(d) || !d->printer) return; /* keep verifying, stop producing */
  d->to_print = f;
}

static void on_item_done(void *ctx) {
  Driver *d = ctx;
  worker_submit(&d->worker, d->to_print);
  d->to_print = NULL;
}

static void on_toplevel_op(void *ctx, Op *op) {
  Driver *d = ctx;
  if (d->cfg->run_verify && !verify_toplevel_op(op, &d->vopts)) return;
  if (chunk_has_errors(d) || !d->printer) return;
  worker_wait_idle(&d->worker);
  print_toplevel_op(d->printer, op);
}

static void on_module_begin(void *ctx, Loc loc, const char *name, Attr *attrs) {
  Driver *d = ctx;
  if (d->cfg->run_verify) verify_module_attrs(loc, attrs);
  worker_wait_idle(&d->worker);
  if (d->printer) print_module_begin(d->printer, name, attrs);
}

static void on_module_end(void *ctx, Loc loc) {
  (void)loc;
  Driver *d = ctx;
  worker_wait_idle(&d->worker);
  if (d->printer) print_module_end(d->printer);
}

int t2l_process(const T2LConfig *cfg, FILE *in, const char *in_name, FILE *out_file, int *write_errno) {
  Driver d = {.cfg = cfg, .vopts = {.strict_ranks = cfg->strict_ranks}};
  Out out;
  if (out_file) {
    out_init(&out, out_file);
    d.printer = print_open(&out);
  }
  /* Started first: a new thread takes a while to get a core, time the reader
   * spends opening the input (a run was 6 ms slower when it started after). */
  worker_start(&d.worker, cfg, d.printer);
  if (cfg->verify_diagnostics) diag_expect_begin();
  Lexer *lx = lex_open(in, in_name, cfg->split);
  diag_set_source(ir_intern_cstr(in_name), lex_source_window(lx));
  ParseState ps;
  ps_init(&ps, lx, (ParseCallbacks){on_func, on_toplevel_op, on_module_begin, on_module_end, on_item_done, &d});

  bool ok = true;
  for (unsigned chunk = 0;; chunk++) {
    d.errors_at_chunk_start = diag_error_count();
    /* mlir-opt-19 --split-input-file cannot read a file that starts with the
     * separator (when the first chunks printed nothing): a blank line first. */
    if (chunk && d.printer) out_str(&out, out.len || out.drained ? "// -----\n" : "\n// -----\n");
    if (d.printer) print_chunk_begin(d.printer);
    verify_chunk_begin();
    ps_reset_chunk(&ps);
    int parsed = parse_chunk(&ps);
    worker_wait_idle(&d.worker); /* the chunk's output is complete */
    bool syntax_error = parsed != 0;
    bool at_eof = ps.at_eof;
    if (parsed == 2) at_eof = cfg->split ? lex_skip_chunk(lx) : true;
    if (!syntax_error && cfg->run_verify) verify_chunk_end();
    if (cfg->verify_diagnostics) {
      if (!diag_expect_finish()) ok = false;
    } else if (chunk_has_errors(&d)) {
      ok = false;
    }
    if (lex_had_io_error(lx)) ok = false;
    if (at_eof || (!cfg->split && (syntax_error || !ok))) break;
  }
  worker_stop(&d.worker);
  ps_reset_chunk(&ps);
  diag_set_source(ir_intern_cstr(in_name), (SourceWindow){0}); /* the text is gone, the name is not */
  lex_close(lx);
  if (d.printer) {
    if (!out_flush(&out)) {
      if (write_errno) *write_errno = out.err;
      ok = false;
      if (!write_errno) fputs("tosa2linalg: error: cannot write the output\n", stderr);
    }
    print_close(d.printer);
    free(out.buf);
  }
  verify_reset();
  return ok ? 0 : 1;
}
