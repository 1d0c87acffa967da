/* driver.c — the flat pipeline, run on each function as soon as it is parsed:
 *     parse -> verify -> lower -> print -> free the function's arena.
 * Used by the command line (main.c) and by the fuzz harness (test/fuzz). */
#include <stdlib.h>
#include <string.h>

#include "driver.h"
#include "lexer/lexer.h"
#include "parser/parse.h"
#include "passes/passes.h"
#include "printer/printer.h"

typedef struct Driver {
  const T2LConfig *cfg;
  VerifyOptions vopts;
  Printer *printer; /* NULL with --verify-only */
  unsigned errors_at_chunk_start;
} Driver;

static bool chunk_has_errors(Driver *d) { return diag_error_count() > d->errors_at_chunk_start; }

static void on_func(void *ctx, Func *f) {
  Driver *d = ctx;
  if (d->cfg->run_verify && !verify_func(f, &d->vopts)) return;
  if (chunk_has_errors(d) || !d->printer) return; /* keep verifying, stop producing */
  if (d->cfg->run_lower) lower_func(f);
  if (!chunk_has_errors(d)) print_func(d->printer, f);
}

static void on_toplevel_op(void *ctx, Op *op) {
  Driver *d = ctx;
  if (d->cfg->run_verify && !verify_toplevel_op(op, &d->vopts)) return;
  if (chunk_has_errors(d) || !d->printer) return;
  print_toplevel_op(d->printer, op);
}

static void on_module_begin(void *ctx, Loc loc, const char *name, Attr *attrs) {
  (void)loc;
  Driver *d = ctx;
  if (d->printer) print_module_begin(d->printer, name, attrs);
}

static void on_module_end(void *ctx, Loc loc) {
  (void)loc;
  Driver *d = ctx;
  if (d->printer) print_module_end(d->printer);
}

int t2l_process(const T2LConfig *cfg, FILE *in, const char *in_name, FILE *out_file, int *write_errno) {
  Driver d = {.cfg = cfg, .vopts = {.strict_ranks = cfg->strict_ranks}};
  Out out;
  if (out_file) {
    out_init(&out, out_file);
    d.printer = print_open(&out);
  }
  if (cfg->verify_diagnostics) diag_expect_begin();
  Lexer *lx = lex_open(in, in_name, cfg->split);
  if (!lx) {
    fputs("tosa2linalg: error: out of memory\n", stderr);
    return 1;
  }
  diag_set_source(lex_source_window(lx));
  ParseState ps;
  ps_init(&ps, lx, (ParseCallbacks){on_func, on_toplevel_op, on_module_begin, on_module_end, &d});

  bool ok = true;
  for (unsigned chunk = 0;; chunk++) {
    d.errors_at_chunk_start = diag_error_count();
    /* mlir-opt-19 --split-input-file cannot read a file that starts with the
     * separator (when the first chunks printed nothing): a blank line first. */
    if (chunk && d.printer) out_str(&out, out.len ? "// -----\n" : "\n// -----\n");
    if (d.printer) print_chunk_begin(d.printer);
    verify_chunk_begin();
    ps_reset_chunk(&ps);
    int parsed = parse_chunk(&ps);
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
  ps_reset_chunk(&ps);
  diag_set_source((SourceWindow){0});
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
