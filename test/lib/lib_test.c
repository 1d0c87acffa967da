/* lib_test.c — the library's C API (tosa2linalg.h): lowering a buffer and a
 * FILE*, diagnostics as records, options, errors, out-of-memory, and two
 * threads lowering different inputs at once, buffers and files (run under TSan
 * by make check).
 * Exits 0 when every check passes; prints each failed check. */
#include <pthread.h>
#include <stdio.h>
#include <sys/resource.h>
#include <stdlib.h>
#include <string.h>

#include "tosa2linalg.h"

static int failures;
#define CHECK(cond, ...)                                                         \
  do {                                                                           \
    if (!(cond)) {                                                               \
      fprintf(stderr, "lib_test.c:%d: check failed: %s: ", __LINE__, #cond); \
      fprintf(stderr, __VA_ARGS__);                                              \
      fputc('\n', stderr);                                                       \
      failures++;                                                                \
    }                                                                            \
  } while (0)

static const char *const ADD =
    "func.func @add(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {\n"
    "  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>\n"
    "  return %0 : tensor<2x3xf32>\n"
    "}\n";

static const char *const BAD =
    "func.func @bad(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>) -> tensor<?x?xf32> {\n"
    "\t%0 = \"tosa.add\"(%a, %b) : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<?x?xf32>\n"
    "  return %0 : tensor<?x?xf32>\n"
    "}\n";

/* Diagnostics collected by the callback. */
typedef struct Seen {
  int n;
  t2l_diagnostic first;
  char message[512], file[64], source_line[512];
} Seen;

static void collect(void *user, const t2l_diagnostic *d) {
  Seen *s = user;
  if (s->n++ == 0) {
    s->first = *d;
    snprintf(s->message, sizeof s->message, "%s", d->message);
    snprintf(s->file, sizeof s->file, "%s", d->file ? d->file : "(null)");
    snprintf(s->source_line, sizeof s->source_line, "%s", d->source_line ? d->source_line : "(null)");
  }
}

static void test_buffer(void) {
  t2l_options o;
  t2l_options_init(&o);
  char *out = NULL;
  size_t n = 0;
  CHECK(t2l_lower_buffer(ADD, strlen(ADD), &out, &n, &o) == T2L_OK, "lowering a valid function");
  CHECK(out && strlen(out) == n, "NUL-terminated output of the given length");
  CHECK(out && strstr(out, "linalg.generic") && !strstr(out, "tosa.add"), "lowered: %s", out ? out : "");
  t2l_free(out);

  /* split input: two chunks, two outputs joined by the separator */
  char split[4096];
  snprintf(split, sizeof split, "%s// -----\n%s", ADD, ADD);
  o.split_input_file = 1;
  CHECK(t2l_lower_buffer(split, strlen(split), &out, &n, &o) == T2L_OK, "split input");
  CHECK(out && strstr(out, "// -----\n") && strstr(strstr(out, "// -----\n"), "func.func @add"), "two chunks");
  t2l_free(out);

  /* verify only: no output */
  t2l_options_init(&o);
  o.verify_only = 1;
  out = (char *)1;
  CHECK(t2l_lower_buffer(ADD, strlen(ADD), &out, &n, &o) == T2L_OK && out == NULL, "verify only writes nothing");

  /* passes=none prints the input as parsed */
  t2l_options_init(&o);
  o.passes = T2L_PASSES_NONE;
  CHECK(t2l_lower_buffer(ADD, strlen(ADD), &out, &n, &o) == T2L_OK && out && strstr(out, "tosa.add"), "passes none");
  t2l_free(out);

  /* allow_unregistered_dialect: a generic op of a dialect no mlir-opt registers is
   * carried through, else it is an error */
  static const char *const tf = "func.func @tf(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
                                "  %0 = \"tf.Atan\"(%x) {T = f32} : (tensor<2xf32>) -> tensor<2xf32>\n"
                                "  return %0 : tensor<2xf32>\n"
                                "}\n";
  t2l_options_init(&o);
  CHECK(t2l_lower_buffer(tf, strlen(tf), &out, &n, &o) == T2L_ERROR_INPUT, "unregistered dialect");
  o.allow_unregistered_dialect = 1;
  CHECK(t2l_lower_buffer(tf, strlen(tf), &out, &n, &o) == T2L_OK && out && strstr(out, "\"tf.Atan\"(%arg0)"),
        "allow_unregistered_dialect");
  t2l_free(out);

  /* an empty input is an empty module */
  t2l_options_init(&o);
  CHECK(t2l_lower_buffer("", 0, &out, &n, &o) == T2L_OK && out && n == 0, "empty input");
  t2l_free(out);
}

static void test_errors(void) {
  t2l_options o;
  t2l_options_init(&o);
  Seen seen = {0};
  o.on_diagnostic = collect;
  o.user = &seen;
  o.input_name = "bad.mlir";
  char *out = (char *)1;
  size_t n = 7;
  CHECK(t2l_lower_buffer(BAD, strlen(BAD), &out, &n, &o) == T2L_ERROR_INPUT, "an error in the input");
  CHECK(out == NULL && n == 0, "no output on error");
  CHECK(seen.n == 1, "one diagnostic, got %d", seen.n);
  CHECK(seen.first.severity == T2L_SEV_ERROR, "severity");
  CHECK(!strcmp(seen.file, "bad.mlir"), "file %s", seen.file);
  CHECK(seen.first.line == 2 && seen.first.column == 7, "place %u:%u", seen.first.line, seen.first.column);
  CHECK(!strcmp(seen.message, "'tosa.add' op operands don't have broadcast-compatible shapes"), "message %s",
        seen.message);
  CHECK(!strncmp(seen.source_line, "\t%0 = \"tosa.add\"", 16), "source line %s", seen.source_line);
  CHECK(seen.first.source_column == 7, "caret column %u", seen.first.source_column);

  /* --verify-diagnostics: an expected error matches, so the call succeeds */
  char expected[4096];
  snprintf(expected, sizeof expected,
           "func.func @bad(%%a: tensor<2x3xf32>, %%b: tensor<4x3xf32>) -> tensor<?x?xf32> {\n"
           "  // expected-error @+1 {{operands don't have broadcast-compatible shapes}}\n"
           "  %%0 = \"tosa.add\"(%%a, %%b) : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<?x?xf32>\n"
           "  return %%0 : tensor<?x?xf32>\n"
           "}\n");
  t2l_options_init(&o);
  seen = (Seen){0};
  o.on_diagnostic = collect;
  o.user = &seen;
  o.verify_diagnostics = 1;
  o.verify_only = 1;
  CHECK(t2l_lower_buffer(expected, strlen(expected), &out, &n, &o) == T2L_OK && seen.n == 0,
        "expected diagnostics match (%d reported: %s)", seen.n, seen.message);

  /* an option out of range says so */
  t2l_options_init(&o);
  seen = (Seen){0};
  o.on_diagnostic = collect;
  o.user = &seen;
  o.passes = (t2l_passes)7;
  CHECK(t2l_lower_buffer(ADD, strlen(ADD), &out, &n, &o) == T2L_ERROR_USAGE && seen.n == 1, "passes");
  CHECK(seen.first.file == NULL && strstr(seen.message, "unknown passes value"), "message %s", seen.message);

  /* --fuse, --runtime-checks, --mlir-print-debuginfo */
  t2l_options_init(&o);
  o.fuse = o.runtime_checks = o.print_debuginfo = 1;
  CHECK(t2l_lower_buffer(ADD, strlen(ADD), &out, &n, &o) == T2L_OK && strstr(out, "linalg.generic") &&
            strstr(out, "loc("),
        "fuse, runtime checks, debuginfo");
  t2l_free(out);

  /* a diagnostic without a callback is dropped, the status stays */
  t2l_options_init(&o);
  CHECK(t2l_lower_buffer(BAD, strlen(BAD), &out, &n, &o) == T2L_ERROR_INPUT, "no callback");
}

static void test_file(void) {
  FILE *in = tmpfile(), *out = tmpfile();
  CHECK(in && out, "tmpfile");
  if (!in || !out) return;
  fputs(ADD, in);
  rewind(in);
  CHECK(t2l_lower_file(in, out, NULL) == T2L_OK, "lowering a FILE with the default options");
  long size = ftell(out);
  rewind(out);
  char *text = calloc(1, (size_t)size + 1);
  CHECK(text && fread(text, 1, (size_t)size, out) == (size_t)size, "read back");
  CHECK(text && strstr(text, "linalg.generic"), "lowered into the FILE");
  free(text);
  fclose(in);
  fclose(out);
}

/* Two threads, each lowering its own input many times: the outputs must be those
 * of a lone call (no state shared between calls). */
typedef struct Job {
  const char *input;
  const char *want; /* the output of a lone call */
  t2l_status want_status;
  int mismatches;
} Job;

static void *lower_many(void *arg) {
  Job *j = arg;
  t2l_options o;
  t2l_options_init(&o);
  for (int i = 0; i < 50; i++) {
    char *out = NULL;
    size_t n = 0;
    t2l_status st = t2l_lower_buffer(j->input, strlen(j->input), &out, &n, &o);
    if (st != j->want_status || (j->want && (!out || strcmp(out, j->want)))) j->mismatches++;
    t2l_free(out);
  }
  return NULL;
}

static void test_threads(void) {
  const char *inputs[2] = {ADD, BAD};
  Job jobs[2];
  for (int k = 0; k < 2; k++) {
    char *out = NULL;
    size_t n;
    t2l_options o;
    t2l_options_init(&o);
    t2l_status st = t2l_lower_buffer(inputs[k], strlen(inputs[k]), &out, &n, &o);
    jobs[k] = (Job){inputs[k], out, st, 0};
  }
  pthread_t t[2];
  for (int k = 0; k < 2; k++) CHECK(pthread_create(&t[k], NULL, lower_many, &jobs[k]) == 0, "pthread_create");
  for (int k = 0; k < 2; k++) pthread_join(t[k], NULL);
  for (int k = 0; k < 2; k++) {
    CHECK(jobs[k].mismatches == 0, "thread %d: %d outputs differ from a lone call's", k, jobs[k].mismatches);
    t2l_free((char *)jobs[k].want);
  }
}

/* A file of 6,000 functions (1.2 MB in, 3 MB out) through t2l_lower_file:
 * t2l_options.threads changes nothing (any value: it is ignored); running out
 * of memory late in the call, with MBs of output written, gives T2L_ERROR_NOMEM
 * and leaks nothing (ASan). */
static FILE *module_of_adds(int nfuncs) {
  FILE *in = tmpfile();
  if (!in) return NULL;
  for (int k = 0; k < nfuncs; k++)
    fprintf(in,
            "func.func @add%d(%%a: tensor<2x3xf32>, %%b: tensor<3xf32>) -> tensor<2x3xf32> {\n"
            "  %%0 = tosa.add %%a, %%b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>\n"
            "  return %%0 : tensor<2x3xf32>\n}\n",
            k);
  return in;
}

static char *lower_to_text(FILE *in, int threads, t2l_status *status, long *size) {
  FILE *out = tmpfile();
  if (!out) return NULL;
  t2l_options o;
  t2l_options_init(&o);
  o.threads = threads;
  rewind(in);
  *status = t2l_lower_file(in, out, &o);
  *size = ftell(out);
  char *text = calloc(1, (size_t)*size + 1);
  rewind(out);
  if (text && fread(text, 1, (size_t)*size, out) != (size_t)*size) text[0] = 0;
  fclose(out);
  return text;
}

static void test_large_file(void) {
  FILE *in = module_of_adds(6000);
  CHECK(in != NULL, "tmpfile");
  if (!in) return;
  t2l_status st0;
  long n0;
  char *none = lower_to_text(in, 0, &st0, &n0);
  CHECK(st0 == T2L_OK, "status %d", (int)st0);
  CHECK(ftell(in) > (1 << 20), "only %ld bytes of input", ftell(in));
  CHECK(n0 > 1000000, "only %ld bytes of output", n0);
  for (int threads = 1; threads <= 3; threads++) {
    t2l_status st;
    long n;
    char *text = lower_to_text(in, threads, &st, &n);
    CHECK(st == T2L_OK && none && text && n == n0 && !memcmp(none, text, (size_t)n0),
          "threads = %d: status %d, other bytes (%ld vs %ld)", threads, (int)st, n, n0);
    free(text);
  }
  free(none);

  /* The call's allocation count by bisection, then the last ones fail. */
  long lo = 1, hi = 1 << 20; /* the count is in [lo, hi) */
  char env[24];
  while (hi - lo > 1) {
    long mid = lo + (hi - lo) / 2;
    snprintf(env, sizeof env, "%ld", mid);
    setenv("TOSA2LINALG_FAIL_ALLOC", env, 1);
    t2l_status st;
    long n;
    free(lower_to_text(in, 0, &st, &n));
    if (st == T2L_ERROR_NOMEM) lo = mid;
    else hi = mid;
  }
  int late_failures = 0;
  for (long nth = lo; nth > lo - 20 && nth > 0; nth--) {
    snprintf(env, sizeof env, "%ld", nth);
    setenv("TOSA2LINALG_FAIL_ALLOC", env, 1);
    t2l_status st;
    long n;
    free(lower_to_text(in, 0, &st, &n));
    CHECK(st == T2L_ERROR_NOMEM, "allocation %ld of %ld: status %d", nth, lo, (int)st);
    if (n > (256 << 10)) late_failures++;
  }
  unsetenv("TOSA2LINALG_FAIL_ALLOC");
  CHECK(late_failures > 0, "no allocation failed after the first 256 KB of output");
  fclose(in);
}

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define SANITIZED 1 /* peak RSS means nothing there */
#else
#define SANITIZED 0
#endif

static long peak_rss_kb(void) {
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  return ru.ru_maxrss;
}

/* A constant of 24 MB of hex (issue 32): its bytes come out as they went in,
 * and the caller's buffer is not copied whole (the peak RSS grows by the
 * output and a few MB, not by the input again). */
static void test_big_literal_buffer(void) {
  enum { BYTES = 12 << 20 }; /* 24 MB of hex digits */
  const char *head = "func.func @w() -> tensor<3145728xf32> {\n"
                     "  %0 = \"tosa.const\"() <{values = dense<\"0x";
  const char *tail = "\"> : tensor<3145728xf32>}> : () -> tensor<3145728xf32>\n"
                     "  return %0 : tensor<3145728xf32>\n}\n";
  size_t nh = strlen(head), nt = strlen(tail), len = nh + 2 * (size_t)BYTES + nt;
  char *text = malloc(len);
  CHECK(text != NULL, "malloc");
  if (!text) return;
  memcpy(text, head, nh);
  for (size_t i = 0; i < 2 * (size_t)BYTES; i++) text[nh + i] = "0123456789abcdef"[(i * 7 + i / 5) & 15];
  memcpy(text + nh + 2 * (size_t)BYTES, tail, nt);
  long before = peak_rss_kb();
  t2l_options o;
  t2l_options_init(&o);
  char *out = NULL;
  size_t n = 0;
  CHECK(t2l_lower_buffer(text, len, &out, &n, &o) == T2L_OK && out, "lowering a big constant");
  const char *hex = out ? strstr(out, "dense<\"0x") : NULL;
  CHECK(hex && (size_t)(out + n - hex) > 2 * (size_t)BYTES + 8 && !memcmp(hex + 9, text + nh, 2 * (size_t)BYTES) &&
            hex[9 + 2 * BYTES] == '"',
        "the constant's bytes");
  long grown_mb = (peak_rss_kb() - before) >> 10;
  CHECK(SANITIZED || grown_mb < (long)(n >> 20) + 16, "peak RSS grew by %ld MB for %zu MB of output", grown_mb,
        n >> 20);
  t2l_free(out);
  free(text);
}

/* TOSA2LINALG_FAIL_ALLOC=N (test-only) fails the N-th allocation of a call: every
 * N up to the first call that needs fewer must give T2L_ERROR_NOMEM, one "out of
 * memory" diagnostic and no output, and leak nothing (ASan). */
static void test_out_of_memory(void) {
  t2l_options o;
  t2l_options_init(&o);
  o.on_diagnostic = collect;
  int failed_calls = 0;
  for (int nth = 1; nth < 10000; nth++) {
    char env[16];
    snprintf(env, sizeof env, "%d", nth);
    setenv("TOSA2LINALG_FAIL_ALLOC", env, 1);
    Seen seen = {0};
    o.user = &seen;
    char *out = (char *)1;
    size_t n;
    t2l_status st = t2l_lower_buffer(ADD, strlen(ADD), &out, &n, &o);
    if (st == T2L_OK) {
      t2l_free(out);
      break;
    }
    failed_calls++;
    CHECK(st == T2L_ERROR_NOMEM && out == NULL, "allocation %d: status %d", nth, (int)st);
    CHECK(seen.n == 1 && !strcmp(seen.message, "out of memory"), "allocation %d: %d diagnostics, first %s", nth,
          seen.n, seen.message);
  }
  unsetenv("TOSA2LINALG_FAIL_ALLOC");
  CHECK(failed_calls > 5, "only %d allocations could fail", failed_calls);
}

/* Two threads, each lowering its own file many times with t2l_lower_file: each
 * call gives the bytes of a lone call and reads its input to the end. */
typedef struct FileJob {
  FILE *in;
  const char *want;
  long want_len;
  int mismatches;
} FileJob;

static void *lower_file_many(void *arg) {
  FileJob *j = arg;
  for (int i = 0; i < 10; i++) {
    t2l_status st;
    long n;
    char *text = lower_to_text(j->in, 0, &st, &n);
    long in_at = ftell(j->in);
    fseek(j->in, 0, SEEK_END);
    if (st != T2L_OK || !text || n != j->want_len || memcmp(text, j->want, (size_t)n) || in_at != ftell(j->in))
      j->mismatches++;
    free(text);
  }
  return NULL;
}

static void test_file_threads(void) {
  FileJob jobs[2];
  pthread_t t[2];
  for (int k = 0; k < 2; k++) {
    jobs[k] = (FileJob){module_of_adds(2000 + 500 * k), NULL, 0, 0};
    CHECK(jobs[k].in != NULL, "tmpfile");
    if (!jobs[k].in) return;
    t2l_status st;
    jobs[k].want = lower_to_text(jobs[k].in, 0, &st, &jobs[k].want_len);
    CHECK(st == T2L_OK && jobs[k].want, "a lone call: status %d", (int)st);
  }
  for (int k = 0; k < 2; k++) CHECK(pthread_create(&t[k], NULL, lower_file_many, &jobs[k]) == 0, "pthread_create");
  for (int k = 0; k < 2; k++) pthread_join(t[k], NULL);
  for (int k = 0; k < 2; k++) {
    CHECK(jobs[k].mismatches == 0, "thread %d: %d outputs differ from a lone call's", k, jobs[k].mismatches);
    free((char *)jobs[k].want);
    fclose(jobs[k].in);
  }
}

static void test_version(void) {
  CHECK(!strcmp(t2l_version(), TOSA2LINALG_VERSION_STRING), "version %s", t2l_version());
  char v[32];
  snprintf(v, sizeof v, "%d.%d.%d", TOSA2LINALG_VERSION_MAJOR, TOSA2LINALG_VERSION_MINOR, TOSA2LINALG_VERSION_PATCH);
  CHECK(!strcmp(v, TOSA2LINALG_VERSION_STRING), "version macros %s", v);
}

int main(void) {
  test_version();
  test_buffer();
  test_errors();
  test_file();
  test_out_of_memory();
  test_threads();
  test_large_file();
  test_big_literal_buffer();
  test_file_threads();
  if (failures) fprintf(stderr, "lib_test: %d check(s) failed\n", failures);
  else printf("lib_test: all checks passed\n");
  return failures != 0;
}
