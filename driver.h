/* driver.h — one call runs the whole pipeline on an input stream. */
#ifndef TOSA2LINALG_DRIVER_H
#define TOSA2LINALG_DRIVER_H

#include <stdbool.h>
#include <stdio.h>

typedef struct T2LConfig {
  bool split;              /* --split-input-file */
  bool verify_only;        /* no output */
  bool verify_diagnostics; /* match // expected-error comments */
  bool strict_ranks;       /* AllRanksMatchIfKnown */
  bool single_thread;      /* --threads=1: lower and print on the reading thread */
  bool run_verify, run_lower;
} T2LConfig;

/* Reads `in`, writes the result to `out` (NULL: write nothing). Returns 0 on
 * success, 1 when the input had errors (all reported) or the output failed
 * (*write_errno then holds the errno, when non-NULL). */
int t2l_process(const T2LConfig *cfg, FILE *in, const char *in_name, FILE *out, int *write_errno);

#endif
