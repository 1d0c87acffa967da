/* parallel.h — a large module of many functions lowered on two threads at once
 * (parallel.c), and what the driver (driver.c) does for each of them.
 *
 * The one thread that parses, verifies, lowers and prints is a run's critical
 * path (bench/README.md). A module of many top-level functions splits into
 * pieces of consecutive functions, about PIECE_BYTES of input each; two workers
 * take every other piece and run the whole pipeline on their pieces' text, each
 * in its own thread-local state, while a writer thread writes the pieces'
 * output in order. The output has the same bytes as one thread's. Whatever the
 * workers cannot do alike (a diagnostic, an input of another shape) makes the
 * run start over on one thread. */
#ifndef TOSA2LINALG_PARALLEL_H
#define TOSA2LINALG_PARALLEL_H

#include "printer/printer.h"
#include "tosa2linalg.h"

typedef struct Worker Worker;

/* Runs the call on two workers when the input allows it; false when it did not
 * (nothing was written then: the caller runs it on one thread). */
bool parallel_run(FILE *in, FILE *out, const t2l_options *o, t2l_status *status);

/* driver.c, for a worker: the pipeline over the worker's stream of functions */
t2l_status driver_run_worker(FILE *in, Worker *w, const t2l_options *o);

/* called by the driver in a worker: the printer's output and alias hook, */
void worker_attach(Worker *w, Out *out, Printer *p);
/* after each top-level item (a piece ends after its last function), */
void worker_item_done(Worker *w, Out *out);
/* at the end of the stream, instead of the chunk's symbol checks, */
void worker_end(Worker *w, Out *out, bool ok);
/* and when its run is over, before its tables are released: they are checked
 * against the other worker's. */
void worker_done(Worker *w, t2l_status status);

#endif
