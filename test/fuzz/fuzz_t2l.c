/* fuzz_t2l.c — libFuzzer harness: every input goes through the whole pipeline
 * (lexer, parser, verifier, lowering, printer) in-process, as the command line
 * runs it, in three configurations:
 *   1. the default passes on the whole file (strict ranks on odd sizes),
 *   2. --split-input-file, each `// -----` chunk on its own,
 *   3. --passes=none: the printer on IR that was never verified.
 * The output goes to a memory stream and is thrown away; diagnostics go to
 * /dev/null. After each run every global is released (ir_reset_globals,
 * diag_reset) so memory stays flat and leaks show up.
 *
 * With T2L_FUZZ_VALID=1 in the environment, inputs the tool rejects are not
 * kept in the corpus (the target returns -1): the corpus then holds programs
 * that pass verification and lowering, mutated further, which is what
 * replay_oracle.py needs to check outputs against mlir-opt.
 *
 * Build and run: make fuzz FUZZ_SECONDS=600 (see the Makefile). */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"
#include "ir/ir.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static bool valid_only;

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc;
  (void)argv;
  const char *valid = getenv("T2L_FUZZ_VALID");
  valid_only = valid && !strcmp(valid, "1");
  /* The tool reports every error of an input; thousands of them per second
   * would drown libFuzzer's own output. The tool writes them to the `stderr`
   * stream, while libFuzzer keeps the stream it captured at start-up and the
   * sanitizers write to file descriptor 2: only the tool's stream is pointed at
   * /dev/null (glibc lets `stderr` be assigned). T2L_FUZZ_STDERR=1 keeps them. */
  const char *keep = getenv("T2L_FUZZ_STDERR");
  if (!keep || strcmp(keep, "1")) {
    FILE *null = fopen("/dev/null", "w");
    if (!null) abort();
    stderr = null;
  }
  return 0;
}

static int run(const uint8_t *data, size_t size, T2LConfig cfg) {
  /* fmemopen needs a non-empty buffer on some libcs; give it a copy with a NUL. */
  char *copy = malloc(size + 1);
  if (!copy) abort();
  memcpy(copy, data, size);
  copy[size] = 0;
  FILE *in = size ? fmemopen(copy, size, "rb") : fmemopen(copy, 1, "rb");
  if (!in) abort();
  if (!size) fgetc(in); /* an empty input: consume the single NUL */
  char *obuf = NULL;
  size_t olen = 0;
  FILE *out = open_memstream(&obuf, &olen);
  if (!out) abort();
  int werr = 0;
  int r = t2l_process(&cfg, in, "fuzz.mlir", out, &werr);
  fclose(in);
  fclose(out);
  free(obuf);
  free(copy);
  ir_reset_globals();
  diag_reset();
  return r;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  int r = run(data, size, (T2LConfig){.run_verify = true, .run_lower = true, .strict_ranks = size & 1});
  run(data, size, (T2LConfig){.run_verify = true, .run_lower = true, .split = true});
  run(data, size, (T2LConfig){.run_verify = false, .run_lower = false});
  return valid_only && r != 0 ? -1 : 0;
}
