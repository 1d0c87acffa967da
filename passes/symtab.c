/* symtab.c — the symbol table of a chunk, for the verifier's module-level rules:
 * "redefinition of symbol named 'f'" and the checks of each func.call against its
 * callee. mlir-opt-19 checks both only after every op has passed its own verifier
 * (they belong to the module's symbol table), and tosa2linalg reports them at the
 * same point: at the end of the chunk, in textual order.
 *
 * In memory: per function its name, place and signature in one record, and a
 * hash slot (about 175 bytes; 2M ops in 200,000 functions run in 41 MB,
 * bench/README.md). A call is checked as
 * soon as its callee is known; what must wait for the end of the chunk (a
 * redefinition, a call that fails or whose callee comes later) is kept in
 * textual order with the source line it will show. */
#include <stdlib.h>
#include <string.h>

#include "passes.h"

typedef struct Symbol {
  Loc loc;
  uint32_t nin, nout;
  Type **ins, **outs;
} Symbol;

/* A report decided at the end of the chunk. */
typedef struct Pending {
  bool is_call;     /* else a redefinition */
  const char *name; /* the symbol or the callee */
  Loc loc;
  const char *shown; /* the source line, captured when it was read */
  Symbol sig;        /* a call's types */
} Pending;

/* The chunk's symbols on this thread, one run at a time. */
static _Thread_local struct Symtab {
  Arena arena;     /* symbols' types, pending reports */
  NameMap symbols; /* name -> Symbol* (table on the heap) */
  Vec pending;
  Buf notes;       /* the result type notes (freed by symtab_reset) */
} S;

void symtab_chunk_begin(void) {
  namemap_clear(&S.symbols);
  S.pending = (Vec){0};
  arena_reset(&S.arena);
}

void symtab_reset(void) {
  symtab_chunk_begin();
  buf_free(&S.notes);
}

/* A function type's signature, borrowed from it. */
static Symbol borrowed(Loc loc, const Type *fn) {
  if (!fn) return (Symbol){.loc = loc};
  return (Symbol){loc, fn->ninputs, fn->nresults, fn->inputs, fn->results};
}

/* types[0..n) at `to`, kept for the chunk (function types live in the item's arena). */
static void copy_types(Type **to, Type *const *types, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) to[i] = types[i]->kind == TYPE_FUNCTION ? type_persist(types[i], true) : types[i];
}

static Type **keep_types(Type **types, uint32_t n) {
  Type **kept = arena_alloc(&S.arena, (n ? n : 1) * sizeof *kept);
  copy_types(kept, types, n);
  return kept;
}

static Symbol kept(Symbol s) {
  s.ins = keep_types(s.ins, s.nin);
  s.outs = keep_types(s.outs, s.nout);
  return s;
}

static const char *shown_line(Loc loc) {
  char *line = diag_shown_line(loc);
  if (!line) return NULL;
  const char *kept = arena_strndup(&S.arena, line, strlen(line));
  free(line);
  return kept;
}

static void defer(bool is_call, const char *name, Loc loc, Symbol sig) {
  Pending *p = arena_alloc(&S.arena, sizeof *p);
  *p = (Pending){is_call, name, loc, shown_line(loc), sig};
  vec_push(&S.arena, &S.pending, p);
}

/* Names are copied: the function's own spelling goes with its item. */
static const char *keep_name(const char *name, size_t n) { return arena_strndup(&S.arena, name, n); }

/* A function's symbol, its types and its name in one allocation, the name last. */
static Symbol *new_symbol(const Func *f, size_t n) {
  Symbol s = borrowed(f->loc, f->type);
  Symbol *k = arena_alloc(&S.arena, sizeof *k + (s.nin + s.nout) * sizeof(Type *) + n + 1);
  *k = s;
  k->ins = (Type **)(k + 1);
  k->outs = k->ins + s.nin;
  copy_types(k->ins, s.ins, s.nin);
  copy_types(k->outs, s.outs, s.nout);
  memcpy(k->ins + s.nin + s.nout, f->name, n); /* zeroed: the NUL is there */
  return k;
}

void symtab_define(const Func *f) {
  size_t n = strlen(f->name);
  Symbol *s = new_symbol(f, n);
  const char *name = (const char *)(s->ins + s->nin + s->nout);
  if (namemap_put_absent_n(&S.symbols, name, n, s)) /* one probe: most names are new */
    defer(false, name, f->loc, (Symbol){0});
}

static bool same_type(const Type *a, const Type *b) {
  return a == b || (a->spelling_len == b->spelling_len && !memcmp(a->spelling, b->spelling, a->spelling_len));
}

/* "'a', 'b'", as the result type notes list them. */
static void types_text(Buf *b, Type *const *types, uint32_t n) {
  b->len = 0;
  for (uint32_t i = 0; i < n; i++) buf_printf(b, "%s'%s'", i ? ", " : "", types[i]->spelling);
}

typedef enum CallError { CALL_OK, CALL_NO_CALLEE, CALL_NUM_OPERANDS, CALL_OPERAND, CALL_NUM_RESULTS, CALL_RESULT } CallError;

/* func.call against its callee's signature, in mlir-opt-19's order; *at: the
 * operand or result that differs. */
static CallError call_error(const Symbol *call, const Symbol *callee, uint32_t *at) {
  if (!callee) return CALL_NO_CALLEE;
  if (call->nin != callee->nin) return CALL_NUM_OPERANDS;
  for (*at = 0; *at < call->nin; ++*at)
    if (!same_type(call->ins[*at], callee->ins[*at])) return CALL_OPERAND;
  if (call->nout != callee->nout) return CALL_NUM_RESULTS;
  for (*at = 0; *at < call->nout; ++*at)
    if (!same_type(call->outs[*at], callee->outs[*at])) return CALL_RESULT;
  return CALL_OK;
}

/* Reports what call_error found; false when there was nothing. */
static bool report_call(const Pending *c, const Symbol *callee) {
  const Symbol *call = &c->sig;
  uint32_t at = 0;
  switch (call_error(call, callee, &at)) {
  case CALL_OK: return false;
  case CALL_NO_CALLEE:
    diag_report_shown(DIAG_ERROR, c->loc, c->shown, "'func.call' op '%s' does not reference a valid function", c->name);
    break;
  case CALL_NUM_OPERANDS:
    diag_report_shown(DIAG_ERROR, c->loc, c->shown, "'func.call' op incorrect number of operands for callee");
    break;
  case CALL_OPERAND:
    diag_report_shown(DIAG_ERROR, c->loc, c->shown,
                      "'func.call' op operand type mismatch: expected operand type '%s', but provided '%s' for "
                      "operand number %u",
                      callee->ins[at]->spelling, call->ins[at]->spelling, at);
    break;
  case CALL_NUM_RESULTS:
    diag_report_shown(DIAG_ERROR, c->loc, c->shown, "'func.call' op incorrect number of results for callee");
    break;
  case CALL_RESULT: {
    diag_report_shown(DIAG_ERROR, c->loc, c->shown, "'func.call' op result type mismatch at index %u", at);
    types_text(&S.notes, call->outs, call->nout);
    diag_report_shown(DIAG_NOTE, c->loc, c->shown, "      op result types: %s", buf_c(&S.notes));
    types_text(&S.notes, callee->outs, callee->nout);
    diag_report_shown(DIAG_NOTE, c->loc, c->shown, "function result types: %s", buf_c(&S.notes));
    break;
  }
  }
  return true;
}

void symtab_call(Loc loc, const char *callee, size_t n, const Type *call_type) {
  Symbol call = borrowed(loc, call_type);
  const Symbol *s = namemap_get_n(&S.symbols, callee, n);
  uint32_t at;
  if (s && call_error(&call, s, &at) == CALL_OK) return; /* fine: nothing to keep */
  defer(true, keep_name(callee, n), loc, kept(call));
}

bool symtab_chunk_end(void) {
  bool ok = true;
  for (uint32_t i = 0; i < S.pending.len; i++) {
    const Pending *p = S.pending.items[i];
    const Symbol *s = namemap_get(&S.symbols, p->name);
    if (p->is_call) {
      if (report_call(p, s)) ok = false;
      continue;
    }
    diag_report_shown(DIAG_ERROR, p->loc, p->shown, "redefinition of symbol named '%s'", p->name);
    diag_report(DIAG_NOTE, s->loc, "see existing symbol definition here");
    ok = false;
  }
  return ok;
}
