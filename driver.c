/* driver.c — the library's entry points (tosa2linalg.h) and the pipeline they run
 * on each op of a function body as soon as it is parsed:
 *     parse -> verify -> lower -> print -> free the op's memory,
 * keeping from op to op only the function's header and what later ops need of the
 * values defined so far (parser/values.c), so memory does not grow with the op count.
 * All state of a run is its thread's (the _Thread_local tables of ir/),
 * released at the end of the run, so calls on different threads do not meet. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "lexer/lexer.h"
#include "parser/parse.h"
#include "passes/passes.h"
#include "printer/printer.h"
#include "tosa2linalg.h"

typedef struct Run {
  const t2l_options *opt;
  const char *in_mem; /* t2l_lower_buffer's text, the bytes `in` reads */
  size_t in_mem_len;
  VerifyOptions vopts;
  bool run_verify, run_lower;
  Lexer *lx;
  ParseState ps;
  Out out;
  Printer *printer; /* NULL: nothing is written */
  /* The parser's lookahead, the next item's (or op's) first token, is read into the
   * arena of the one before: an item's arena is emptied once the next item is done
   * (previous), an op's once the next op is (previous_op). A function's header is
   * in ir_keep_arena while its body streams. */
  Arena previous, previous_op;
  /* the arenas of the streamed ops with regions open (docs/streaming.md), innermost last */
  Arena *held;
  uint32_t nheld, held_cap;
  Vec held_blocks;    /* regions of streamed ops in the function with ops held back */
  bool printing_func; /* the function's (or a top-level op's) header was printed */
  unsigned errors_at_chunk_start;
} Run;

static bool chunk_has_errors(Run *r) { return diag_error_count() > r->errors_at_chunk_start; }

static bool producing(Run *r) { return r->printer && !chunk_has_errors(r); } /* else keep verifying */

/* Every arena hand-off of the pipeline: what ir_func_arena holds (an op, an item, a
 * function's header) goes to `to`, whose old contents are freed, and the next op
 * gets a fresh ir_func_arena. */
static void hand_off(Arena *to) {
  arena_reset(to);
  *to = ir_func_arena;
  ir_func_arena = (Arena){0};
}

static void hold_region_op(Run *r) { /* the arena of a streamed op with regions, until its end */
  if (r->nheld == r->held_cap) {
    r->held_cap = r->held_cap ? r->held_cap * 2 : 8;
    r->held = xrealloc(r->held, r->held_cap * sizeof *r->held);
  }
  r->held[r->nheld++] = (Arena){0};
  hand_off(&r->held[r->nheld - 1]);
}

static void func_header(Run *r, Func *f) { /* a function's first step: its header */
  if (r->run_verify) verify_func_begin(f);
  r->printing_func = producing(r);
  if (r->printing_func && r->run_lower && f->body) lower_func_begin(f);
  if (r->printing_func) print_func_begin(r->printer, f);
}

/* What an item (or a chunk, or the run) leaves when it is done. */
static void forget_item(Run *r) {
  arena_reset(&r->previous_op);
  arena_reset(&ir_keep_arena);
  r->held_blocks = (Vec){0}; /* in ir_keep_arena */
  while (r->nheld) arena_reset(&r->held[--r->nheld]); /* ops left open by a syntax error */
}

/* A function's end, with the ops held back in its body (a declaration: all of it). */
static void func_end(Run *r, Func *f) {
  if (!f->body) func_header(r, f);
  for (uint32_t i = 0; i < r->held_blocks.len; i++) verify_held_block(f, r->held_blocks.items[i], &r->vopts);
  r->held_blocks = (Vec){0};
  if (r->run_verify) verify_func_end(f, &r->vopts);
  if (!r->printing_func) return;
  if (producing(r) && f->body) {
    if (r->run_lower) lower_func_end();
    if (r->run_lower && r->opt->fuse) fuse_block(f->body);
    print_func_ops(r->printer, f->body);
  }
  print_func_end(r->printer, f);
  r->printing_func = false;
}

/* The text after each region of a streamed op, up to the next one or the op's end. */
static void region_op_next(Run *r, Op *op, ForeignPiece *piece, bool last) {
  if (r->printing_func && producing(r)) {
    if (r->run_lower) lower_region_next(op, piece, last);
    print_region_op_next(r->printer, op, piece, last);
  }
  /* ops held back in the region that ended (a name used before its definition):
   * checked at the function's end, when what comes later in its body is known */
  Vec *regions = (Vec *)op->regions;
  Block *b = regions->items[regions->len - 1];
  if (r->run_verify && b->first) {
    if (r->ps.func)
      vec_push(&ir_keep_arena, &r->held_blocks, b);
    else
      verify_held_block(NULL, b, &r->vopts);
  }
  if (!last) return;
  if (!op->parent) r->printing_func = false;
  arena_reset(&r->held[--r->nheld]); /* the op itself */
}

/* The pipeline, one step per item the parser hands over (QBE's func()): each op of
 * a function body is verified, lowered, printed and freed as soon as it is read
 * (STEP_FUNC_OP); ops held back (a name used before its definition, --fuse) are
 * verified, lowered and printed at the function's end. */
static void step(void *ctx, const Step *s) {
  Run *r = ctx;
  Func *f = r->ps.func;
  Op *op = s->op;
  switch (s->kind) {
  case STEP_MODULE_BEGIN:
    if (r->run_verify) verify_module_attrs(s->loc, s->attrs);
    if (r->printer) print_module_begin(r->printer, s->loc, s->name, s->attrs);
    break;
  case STEP_MODULE_END:
    if (r->printer) print_module_end(r->printer, s->spelling);
    break;
  case STEP_FOREIGN_MODULE_BEGIN:
    if (r->printer) print_foreign_module_begin(r->printer, op);
    break;
  case STEP_FOREIGN_MODULE_END:
    if (r->printer) print_foreign_module_end(r->printer, op);
    break;
  case STEP_LOC_ALIAS:
    if (producing(r)) print_loc_alias(r->printer, s->name, s->spelling);
    break;
  case STEP_FUNC_BEGIN:
    r->held_blocks = (Vec){0};
    if (r->opt->fuse && r->run_lower) r->ps.hold = true; /* fusion needs each value's uses: the whole body */
    func_header(r, s->func);
    ps_op_done(&r->ps); /* the arguments' printed names */
    hand_off(&ir_keep_arena); /* the header stays until the function ends */
    break;
  case STEP_FUNC_OP: {
    Block *body = op->parent; /* the function's body, or a region of an op that streams */
    body->first = body->last = NULL; /* the block holds the op, then what it lowers to */
    ir_block_append(body, op);
    if (r->run_verify) verify_func_op(f, op, &r->vopts);
    if (r->printing_func && producing(r)) {
      if (r->run_lower) lower_func_op(op);
      print_func_ops(r->printer, body);
      if (r->run_lower) lower_func_op_done();
    }
    body->first = body->last = NULL;
    ps_op_done(&r->ps);
    hand_off(&r->previous_op);
    lex_keep_from_last_token(r->lx);
    break;
  }
  case STEP_FUNC_END:
    func_end(r, s->func);
    break;
  case STEP_REGION_OP_BEGIN:
    if (!op->parent) r->printing_func = producing(r); /* a top-level op, as a function */
    if (r->run_verify) verify_region_op_begin(f, op, &r->vopts);
    if (r->printing_func && producing(r)) {
      if (r->run_lower) lower_region_begin(((Vec *)op->regions)->items[0], !op->parent);
      print_region_op_begin(r->printer, op, ((Vec *)op->pieces)->items[0]);
    }
    ps_op_done(&r->ps);
    hold_region_op(r); /* the ops in its regions get arenas of their own */
    lex_keep_from_last_token(r->lx);
    break;
  case STEP_REGION_OP_NEXT:
    region_op_next(r, op, s->piece, s->last);
    break;
  case STEP_TOPLEVEL_OP:
    if (r->run_verify && !verify_toplevel_op(op, &r->vopts)) break;
    if (chunk_has_errors(r) || !r->printer) break;
    if (r->run_lower) lower_toplevel_op(op);
    print_toplevel_op(r->printer, op);
    break;
  case STEP_ITEM_DONE:
    hand_off(&r->previous);
    forget_item(r);
    break;
  }
  bigtext_reclaim(!r->printer); /* the spool's bytes of the literals printed so far (none is, with no printer) */
}

/* Every module's state, at a chunk's start and at the run's end. */
static void chunk_begin(Run *r) {
  verify_chunk_begin();
  lower_chunk_begin();
  ps_reset_chunk(&r->ps);
  arena_reset(&r->previous_op);
  while (r->nheld) arena_reset(&r->held[--r->nheld]);
  r->held_blocks = (Vec){0}; /* in ir_keep_arena, emptied with the chunk */
  r->printing_func = false;
  bigtext_reclaim(true); /* no spelling of the last chunk is printed any more */
}

static void run_end(Run *r) {
  lex_close(r->lx);
  print_close(r->printer);
  out_close(&r->out);
  ps_free(&r->ps);
  while (r->nheld) arena_reset(&r->held[--r->nheld]);
  free(r->held);
  arena_reset(&r->previous);
  arena_reset(&r->previous_op);
  arena_reset(&ir_keep_arena);
  verify_reset();
  lower_reset();
  ir_reset_globals(); /* also the diagnostics' state */
}

/* Reads the input chunk by chunk (one chunk without --split-input-file); false
 * when the input had errors. */
static bool run_chunks(Run *r, ParseState *ps) {
  const t2l_options *o = r->opt;
  bool ok = true;
  for (unsigned chunk = 0;; chunk++) {
    r->errors_at_chunk_start = diag_error_count();
    /* mlir-opt-19 --split-input-file cannot read a file that starts with the
     * separator (when the first chunks printed nothing): a blank line first. */
    if (chunk && r->printer) out_str(&r->out, r->out.len || r->out.drained ? "// -----\n" : "\n// -----\n");
    if (r->printer) print_chunk_begin(r->printer);
    if (r->printer && o->split_input_file) print_chunk_line(r->printer, lex_line(r->lx));
    chunk_begin(r);
    int parsed = parse_chunk(ps);
    bool syntax_error = parsed != 0;
    bool at_eof = ps->at_eof;
    if (parsed == 2) at_eof = o->split_input_file ? lex_skip_chunk(r->lx) : true;
    if (!syntax_error && r->run_verify) verify_chunk_end();
    if (o->verify_diagnostics) {
      if (!diag_expect_finish()) ok = false;
    } else if (chunk_has_errors(r)) {
      ok = false;
    }
    if (lex_had_io_error(r->lx)) ok = false;
    if (at_eof || (!o->split_input_file && (syntax_error || !ok))) break;
  }
  ps_reset_chunk(ps);
  return ok;
}

/* The whole run: everything it allocates is in arenas or in `r`, released by
 * run_end, also after an out-of-memory jump. */
static t2l_status run_body(Run *r, FILE *in, FILE *out) {
  const t2l_options *o = r->opt;
  const char *name = o->input_name ? o->input_name : "<stdin>";
  if (out) {
    out_init(&r->out, out);
    r->printer = print_open(&r->out);
  }
  r->vopts.allow_unregistered = o->allow_unregistered_dialect;
  r->vopts.no_tosa_left = o->no_tosa_left && r->run_lower;
  r->vopts.elementwise_only = o->elementwise_only;
  if (o->verify_diagnostics) diag_expect_begin();
  r->lx = lex_open(in, name, o->split_input_file, o->print_debuginfo);
  if (r->in_mem) lex_set_memory(r->lx, r->in_mem, r->in_mem_len); /* big literals are read from it, not copied */
  if (r->printer && o->print_debuginfo) print_set_debuginfo(r->printer, name);
  lower_set_runtime_checks(o->runtime_checks, name);
  lower_set_elementwise_only(o->elementwise_only);
  lower_set_no_tosa_left(o->no_tosa_left);
  /* TOSA2LINALG_PRINTED_TEXTS=0 (a test knob) prints every op whole: the tests
   * check that ops printed from an earlier op's text come out the same */
  const char *texts = getenv("TOSA2LINALG_PRINTED_TEXTS");
  lower_set_templates(!o->fuse && !o->print_debuginfo && !(texts && !strcmp(texts, "0")));
  diag_set_source(ir_intern_cstr(name), lex_source_window(r->lx));
  ps_init(&r->ps, r->lx, step, r);
  bool ok = run_chunks(r, &r->ps);
  bool io_error = lex_had_io_error(r->lx);
  diag_set_source(ir_intern_cstr(name), (SourceWindow){0}); /* the text goes with the lexer */
  if (r->printer && !out_flush(&r->out)) {
    diag_report(DIAG_ERROR, (Loc){0}, "cannot write the output: %s", strerror(r->out.err));
    return T2L_ERROR_IO;
  }
  return ok ? T2L_OK : io_error ? T2L_ERROR_IO : T2L_ERROR_INPUT;
}


/* A call with an option out of range fails with a message (threads is ignored). */
static bool check_options(const t2l_options *o) {
  if ((unsigned)o->passes > T2L_PASSES_NONE) diag_report(DIAG_ERROR, (Loc){0}, "unknown passes value %d", (int)o->passes);
  return (unsigned)o->passes <= T2L_PASSES_NONE;
}

/* Runs the body; running out of memory anywhere in it comes back here. */
static t2l_status run_guarded(Run *r, FILE *in, FILE *out) {
  jmp_buf oom;
  ir_alloc_test_arm();
  if (setjmp(oom)) {
    ir_oom_jump = NULL;
    diag_out_of_memory();
    return T2L_ERROR_NOMEM;
  }
  ir_oom_jump = &oom;
  t2l_status status = run_body(r, in, out);
  ir_oom_jump = NULL;
  return status;
}

/* in_mem: the caller's buffer `in` reads (t2l_lower_buffer), or NULL */
static t2l_status lower_stream(FILE *in, const char *in_mem, size_t in_mem_len, FILE *out, const t2l_options *o) {
  t2l_options defaults;
  if (!o) {
    t2l_options_init(&defaults);
    o = &defaults;
  }
  Run r = {.opt = o, .in_mem = in_mem, .in_mem_len = in_mem_len, .vopts = {.strict_ranks = o->strict_ranks}};
  r.run_verify = o->passes != T2L_PASSES_NONE || o->verify_only;
  r.run_lower = o->passes == T2L_PASSES_LOWER;
  diag_set_sink(o->on_diagnostic, o->user);
  if (!check_options(o)) {
    diag_reset();
    return T2L_ERROR_USAGE;
  }
  t2l_status status = run_guarded(&r, in, o->verify_only ? NULL : out);
  run_end(&r);
  return status;
}

t2l_status t2l_lower_file(FILE *in, FILE *out, const t2l_options *o) { return lower_stream(in, NULL, 0, out, o); }

/* Out of memory outside a run: told to the caller's callback directly. */
static t2l_status no_memory(const t2l_options *o) {
  t2l_diagnostic d = {.severity = T2L_SEV_ERROR, .message = "out of memory", .source_column = 1};
  if (o && o->on_diagnostic) o->on_diagnostic(o->user, &d);
  return T2L_ERROR_NOMEM;
}

t2l_status t2l_lower_buffer(const char *text, size_t len, char **out, size_t *out_len, const t2l_options *o) {
  *out = NULL;
  if (out_len) *out_len = 0;
  /* fmemopen refuses an empty buffer on some libcs: an empty input is one NUL, read first */
  FILE *in = fmemopen((void *)(len ? text : "\0"), len ? len : 1, "rb");
  char *buf = NULL;
  size_t n = 0;
  FILE *mem = o && o->verify_only ? NULL : open_memstream(&buf, &n);
  if (!in || (!mem && !(o && o->verify_only))) {
    if (in) fclose(in);
    if (mem) fclose(mem);
    free(buf);
    return no_memory(o);
  }
  if (!len) fgetc(in);
  t2l_status status = lower_stream(in, len ? text : NULL, len, mem, o);
  fclose(in);
  if (mem && fclose(mem) != 0 && status == T2L_OK) status = no_memory(o);
  if (status == T2L_OK && mem) {
    *out = buf;
    if (out_len) *out_len = n;
  } else {
    free(buf);
  }
  return status;
}

void t2l_options_init(t2l_options *o) { memset(o, 0, sizeof *o); }

const char *t2l_version(void) { return TOSA2LINALG_VERSION_STRING; }

void t2l_free(void *p) { free(p); }
