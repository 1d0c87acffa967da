/* tosa2linalg.h — the tosa2linalg library: lowers the TOSA element-wise ops of
 * an MLIR module (text) to linalg/tensor/scf/arith/math MLIR (text).
 *
 *     t2l_options o;
 *     t2l_options_init(&o);
 *     o.on_diagnostic = print_it;          // or leave NULL and count errors
 *     char *out; size_t n;
 *     if (t2l_lower_buffer(text, len, &out, &n, &o) == T2L_OK) { use(out, n); t2l_free(out); }
 *
 * Every call is independent: all its state is private to the call, so two
 * threads may run the library at once. The library never prints and never
 * exits: diagnostics go to the caller's callback, failures are return values. */
#ifndef TOSA2LINALG_H
#define TOSA2LINALG_H

#include <stddef.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__)
#define T2L_API __attribute__((visibility("default")))
#else
#define T2L_API
#endif

#define TOSA2LINALG_VERSION_MAJOR 0
#define TOSA2LINALG_VERSION_MINOR 2
#define TOSA2LINALG_VERSION_PATCH 0
#define TOSA2LINALG_VERSION_STRING "0.2.0"

/* The library's version ("0.2.0"), which may differ from the header's. */
T2L_API const char *t2l_version(void);

typedef enum t2l_status {
  T2L_OK = 0,
  T2L_ERROR_INPUT = 1,   /* the input has errors (all reported as diagnostics) */
  T2L_ERROR_IO = 2,      /* reading the input or writing the output failed (reported) */
  T2L_ERROR_NOMEM = 3,   /* out of memory (reported); nothing was written */
  T2L_ERROR_USAGE = 4,   /* bad arguments or options (reported) */
} t2l_status;

typedef enum t2l_severity { T2L_SEV_ERROR, T2L_SEV_WARNING, T2L_SEV_NOTE, T2L_SEV_REMARK } t2l_severity;

/* One diagnostic. The strings live until the callback returns. */
typedef struct t2l_diagnostic {
  t2l_severity severity;
  const char *file;        /* the input's name (t2l_options.input_name); NULL when the
                            * diagnostic has no place in the input */
  unsigned line, column;   /* 1-based; 0 when there is no place */
  const char *message;     /* "'tosa.add' op operands don't have ..." (no "error: " prefix) */
  const char *source_line; /* the line, as mlir-opt shows it (a window with "..." around the
                            * column when the line is long), or NULL */
  unsigned source_column;  /* 1-based column of the caret in source_line */
} t2l_diagnostic;

typedef void (*t2l_diagnostic_fn)(void *user, const t2l_diagnostic *diag);

typedef enum t2l_passes {
  T2L_PASSES_LOWER = 0, /* verify, then lower (the default) */
  T2L_PASSES_VERIFY,    /* verify only, print the input as parsed */
  T2L_PASSES_NONE,      /* print the input as parsed, no checks */
} t2l_passes;

typedef struct t2l_options {
  const char *input_name;   /* named in diagnostics; NULL: "<stdin>" */
  t2l_passes passes;
  int strict_ranks;         /* also require equal ranks (AllRanksMatchIfKnown, LLVM 22) */
  int split_input_file;     /* each `// -----` chunk on its own; outputs joined by `// -----` */
  int verify_only;          /* verify, write nothing */
  int verify_diagnostics;   /* match diagnostics against // expected-error {{...}} comments;
                             * the unmatched ones are reported as errors */
  int print_debuginfo;      /* --mlir-print-debuginfo: each op's location in the output */
  int fuse;                 /* --fuse: chains of element-wise ops become one linalg.generic */
  int runtime_checks;       /* --runtime-checks: cf.assert run-time sizes where they must match */
  t2l_diagnostic_fn on_diagnostic; /* NULL: diagnostics are dropped */
  void *user;                      /* passed to on_diagnostic */
  int threads;              /* ignored (any value): every call runs on the calling thread
                             * alone. Kept so that the struct's layout does not change */
  int allow_unregistered_dialect; /* --allow-unregistered-dialect: generic ops of dialects no
                                   * mlir-opt registers are carried through (else an error) */
  int elementwise_only;     /* --elementwise-only: lower only the element-wise ops and tosa.const
                             * (the output of tosa2linalg 0.2); other TOSA ops are printed as read */
  int no_tosa_left;         /* --no-tosa-left: a TOSA op left in the output is an error naming it */
  int reserved[4];                 /* zero (t2l_options_init): room for options to come
                                    * without changing the struct's size */
} t2l_options;

/* The defaults: everything off, passes T2L_PASSES_LOWER, no callback. Call it
 * first, then set fields: a later version's new fields are then zero (off). */
T2L_API void t2l_options_init(t2l_options *options);

/* Lowers the text in[0..len) and returns the result in *out (NUL-terminated,
 * *out_len bytes without the NUL; free it with t2l_free), or NULL when the call
 * fails or writes nothing (verify_only). */
T2L_API t2l_status t2l_lower_buffer(const char *in, size_t len, char **out, size_t *out_len, const t2l_options *options);

/* Reads `in` to its end and writes the result to `out` (NULL: write nothing) as
 * it goes: memory stays bounded by the largest function, not by the file. On a
 * failure part of the output may have been written: give a temporary file and
 * keep it only on T2L_OK (the tosa2linalg command does). */
T2L_API t2l_status t2l_lower_file(FILE *in, FILE *out, const t2l_options *options);

T2L_API void t2l_free(void *p);

#ifdef __cplusplus
}
#endif

#endif
