/* io_thread.c — a helper thread for blocking file I/O on whole buffers (IoThread,
 * ir.h): while it copies one buffer between the kernel and the process, the
 * caller goes on with another, so the kernel's copies of a large input and
 * output run on the second core instead of between the ops. */
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>

#include "ir.h"

struct IoThread {
  pthread_t thread;
  pthread_mutex_t mu;
  pthread_cond_t cv; /* a job given, a job done, or stop */
  FILE *file;
  bool reading;      /* fread into the job's buffer, else fwrite from it */
  char *job;         /* the buffer given and not yet taken back; NULL: none */
  size_t len, done;  /* bytes asked for, bytes moved */
  int err;           /* errno of the job, 0 when it moved every byte */
  bool busy, stop;
};

static void *io_main(void *arg) {
  IoThread *t = arg;
  pthread_mutex_lock(&t->mu);
  for (;;) {
    while (!t->busy && !t->stop) pthread_cond_wait(&t->cv, &t->mu);
    if (!t->busy) break;
    char *buf = t->job;
    size_t len = t->len;
    pthread_mutex_unlock(&t->mu);
    errno = 0;
    size_t done = t->reading ? fread(buf, 1, len, t->file) : fwrite(buf, 1, len, t->file);
    int err = done == len || (t->reading && !ferror(t->file)) ? 0 : errno ? errno : EIO;
    pthread_mutex_lock(&t->mu);
    t->done = done;
    t->err = err;
    t->busy = false;
    pthread_cond_broadcast(&t->cv);
  }
  pthread_mutex_unlock(&t->mu);
  return NULL;
}

/* Each hand-over wakes the other thread, which costs about 50 us of CPU on this
 * VM: on a module of 20,000 ops (2 MB in, 9 MB out) the threads added 5% of CPU
 * and saved 5% of wall time, on 200,000 ops they save 20% of wall time for 2%
 * of CPU (bench/README.md). TOSA2LINALG_IO_THREAD_MIN=N (tests) lowers it. */
uint64_t io_thread_min(void) {
  const char *s = getenv("TOSA2LINALG_IO_THREAD_MIN");
  return s ? strtoull(s, NULL, 10) : 16u << 20;
}

static void io_thread_free(IoThread *t) {
  pthread_cond_destroy(&t->cv);
  pthread_mutex_destroy(&t->mu);
  free(t);
}

IoThread *io_thread_start(FILE *file, bool reading) {
  IoThread *t = calloc(1, sizeof *t); /* not xcalloc: failing costs the thread, not the run */
  if (!t) return NULL;
  t->file = file;
  t->reading = reading;
  pthread_mutex_init(&t->mu, NULL);
  pthread_cond_init(&t->cv, NULL);
  if (pthread_create(&t->thread, NULL, io_main, t) != 0) {
    io_thread_free(t);
    return NULL;
  }
  return t;
}

/* Called with t->mu held. */
static char *take_locked(IoThread *t, size_t *done, int *err) {
  while (t->busy) pthread_cond_wait(&t->cv, &t->mu);
  char *buf = t->job;
  *done = buf ? t->done : 0;
  *err = buf ? t->err : 0;
  t->job = NULL;
  return buf;
}

char *io_thread_take(IoThread *t, size_t *done, int *err) {
  pthread_mutex_lock(&t->mu);
  char *buf = take_locked(t, done, err);
  pthread_mutex_unlock(&t->mu);
  return buf;
}

void io_thread_give(IoThread *t, char *buf, size_t len) {
  pthread_mutex_lock(&t->mu);
  t->job = buf;
  t->len = len;
  t->busy = true;
  pthread_cond_broadcast(&t->cv);
  pthread_mutex_unlock(&t->mu);
}

char *io_thread_stop(IoThread *t) {
  size_t done;
  int err;
  pthread_mutex_lock(&t->mu);
  char *buf = take_locked(t, &done, &err);
  t->stop = true;
  pthread_cond_broadcast(&t->cv);
  pthread_mutex_unlock(&t->mu);
  pthread_join(t->thread, NULL);
  io_thread_free(t);
  return buf;
}
