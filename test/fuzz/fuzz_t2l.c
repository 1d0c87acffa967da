/* fuzz_t2l.c — libFuzzer harness: every input goes through the whole pipeline
 * (lexer, parser, verifier, lowering, printer) in-process, as the command line
 * runs it, in three configurations:
 *   1. the default passes on the whole file (strict ranks on odd sizes),
 *   2. --split-input-file, each `// -----` chunk on its own,
 *   3. --passes=none: the printer on IR that was never verified.
 * through the library (t2l_lower_buffer): the output is thrown away and the
 * diagnostics are dropped (no callback); each call releases all it made, so
 * memory stays flat and leaks show up.
 *
 * With T2L_FUZZ_VALID=/path/to/tosa2linalg in the environment, only inputs
 * that command accepts reach the instrumented pipeline: the others add no
 * coverage, so the corpus holds programs that pass verification and lowering,
 * mutated further, which is what replay_oracle.py needs to check outputs
 * against mlir-opt. (Returning -1 to reject an input is not honoured by
 * libFuzzer 14.) Each input then costs a process: a few hundred per second.
 *
 * Build and run: make fuzz FUZZ_SECONDS=600 (see the Makefile). */
#include <errno.h>
#include <spawn.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tosa2linalg.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

extern char **environ;
static const char *checker;    /* T2L_FUZZ_VALID: the command that decides */
static char checker_input[64]; /* the input is written there for it */

static void remove_checker(void) { unlink(checker); }

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc;
  (void)argv;
  const char *valid = getenv("T2L_FUZZ_VALID");
  if (valid && *valid && strcmp(valid, "0")) {
    /* A private copy: the build may replace the command during a long run. */
    static char copy[64];
    snprintf(copy, sizeof copy, "/tmp/t2l-fuzz-checker-%ld", (long)getpid());
    FILE *from = fopen(valid, "rb"), *to = fopen(copy, "wb");
    if (!from || !to) abort();
    char buf[1 << 16];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, from)) > 0)
      if (fwrite(buf, 1, n, to) != n) abort();
    if (ferror(from) || fclose(to) != 0 || chmod(copy, 0700) != 0) abort();
    fclose(from);
    checker = copy;
    atexit(remove_checker);
    snprintf(checker_input, sizeof checker_input, "/tmp/t2l-fuzz-valid-%ld.mlir", (long)getpid());
  }
  return 0;
}

static int run(const uint8_t *data, size_t size, t2l_options opt) {
  opt.input_name = "fuzz.mlir";
  char *out = NULL;
  size_t n = 0;
  int r = t2l_lower_buffer((const char *)data, size, &out, &n, &opt);
  t2l_free(out);
  return r;
}

/* True when the checker command exits 0 on the input. */
static bool accepted(const uint8_t *data, size_t size) {
  FILE *f = fopen(checker_input, "wb");
  if (!f || fwrite(data, 1, size, f) != size || fclose(f) != 0) abort();
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", 1 /* O_WRONLY */, 0);
  posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", 1 /* O_WRONLY */, 0);
  char *args[] = {(char *)checker, checker_input, NULL};
  pid_t pid;
  int status = -1;
  if (posix_spawn(&pid, checker, &fa, NULL, args, environ) != 0) abort();
  posix_spawn_file_actions_destroy(&fa);
  while (waitpid(pid, &status, 0) != pid) /* libFuzzer's -timeout alarm interrupts */
    if (errno != EINTR) abort();
  unlink(checker_input);
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (checker && !accepted(data, size)) return -1;
  int r = run(data, size, (t2l_options){.strict_ranks = size & 1});
  run(data, size, (t2l_options){.split_input_file = 1});
  run(data, size, (t2l_options){.passes = T2L_PASSES_NONE});
  return checker && r != 0 ? -1 : 0;
}
