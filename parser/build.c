/* build.c — the builder calls behind the grammar actions: create IR nodes in the
 * function arena, resolve SSA names in O(1), expand aliases. Semantic checks are
 * left to the verifier; only what cannot be represented is reported here. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "parse.h"


/* An SSA name bound by a result list or a block argument: `%r` names count values. */
typedef struct SsaGroup {
  uint32_t count;
  Value **vals;
} SsaGroup;

void ps_init(ParseState *ps, Lexer *lx, StepFn *step, void *ctx) {
  memset(ps, 0, sizeof *ps);
  ps->lx = lx;
  ps->step = step;
  ps->ctx = ctx;
  ps->attr_aliases.arena = &ir_global_arena;
  ps->type_aliases.arena = &ir_global_arena;
  ps->values.arena = &ir_func_arena;
  ps->foreign_names.arena = &ir_keep_arena;
}

void ps_hand_over(ParseState *ps, Step step) { ps->step(ps->ctx, &step); }

void ps_free(ParseState *ps) {
  vt_free(&ps->vt);
  free(ps->modules);
}

/* What an op read in a streaming body defined, to be settled once it is printed. */
typedef struct PendingDef {
  uint32_t idx;
  Value **vals;
} PendingDef;

/* The per-op state goes with the op's arena. */
static void forget_op_state(ParseState *ps) {
  ps->values = (NameMap){.arena = &ir_func_arena};
  ps->pending = (Vec){0};
  vt_op_done(&ps->vt);
}

/* What a top-level item (a function, a module op) leaves behind: the stacks of the
 * ops with regions being read (in ir_keep_arena: a streamed op's stay open while
 * the ops in its regions come and go), its names and its values. */
static void forget_item_state(ParseState *ps) {
  ps->open_ops = ps->outer_blocks = ps->scope_log = ps->scope_marks = ps->vt_marks = (Vec){0};
  ps->stream_block = NULL;
  ps->stream_marks = 0;
  ps->top_stream = false;
  ps->names_ahead = (Vec){0};
  ps->func = NULL;
  ps->block = NULL;
  namemap_clear(&ps->foreign_names);
  forget_op_state(ps);
  vt_clear(&ps->vt);
  ps->hold = false;
  ps->groups = 0;
  types_item_done();
}

void ps_op_done(ParseState *ps) {
  for (uint32_t i = 0; i < ps->pending.len; i++) {
    PendingDef *d = ps->pending.items[i];
    vt_settle(&ps->vt, d->idx, d->vals);
  }
  forget_op_state(ps);
  types_item_done(); /* the op's function types were interned in its arena */
}

/* Ops stream (are handed to the driver one by one, docs/streaming.md) in a
 * function body and in the regions of an op that streams; the names defined there,
 * outside any op that does not stream, go to the value table. */
bool ps_streams(const ParseState *ps) {
  return (ps->stream_block || ps->top_stream) && ps->block == ps->stream_block && !ps->hold &&
         ps->scope_marks.len == ps->stream_marks;
}
static bool streams(const ParseState *ps) { return ps_streams(ps); }

void ps_reset_chunk(ParseState *ps) {
  /* Each `// -----` chunk is a file of its own, as for mlir-opt: its aliases too. */
  namemap_clear(&ps->attr_aliases);
  namemap_clear(&ps->type_aliases);
  ps->module_depth = 0;
  ps->foreign_modules = 0;
  ps->nmodules = 0;
  ps->custom_op = NULL;
  forget_item_state(ps);
  arena_reset(&ir_func_arena);
  arena_reset(&ir_keep_arena);
  lex_keep_from(ps->lx, -1);
}

void ps_syntax_error(ParseState *ps, Loc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(DIAG_ERROR, loc, fmt, ap);
  va_end(ap);
  ps->failed = true;
}

/* A top-level item has been handed to the driver: its memory can go. */
void ps_item_done(ParseState *ps) {
  forget_item_state(ps);
  ps_hand_over(ps, (Step){.kind = STEP_ITEM_DONE});
  lex_keep_from(ps->lx, -1);
}

/* ---------------------------------------------------------------- modules, aliases */

void ps_module_begin(ParseState *ps, Loc loc, Token *name, Attr *attrs) {
  ps->module_depth++;
  ps_module_open(ps, loc, false);
  ps_hand_over(ps, (Step){.kind = STEP_MODULE_BEGIN, .loc = loc, .name = name->spelling, .attrs = attrs});
}

static const char *loc_spelling_of(const Token *t) { return t && t->spelling ? t->spelling : NULL; }

void ps_module_end(ParseState *ps, Loc loc, Token *loc_spelling) {
  ps->module_depth--;
  ps_module_close(ps);
  ps_hand_over(ps, (Step){.kind = STEP_MODULE_END, .loc = loc, .spelling = loc_spelling_of(loc_spelling)});
}

void ps_loc_alias(ParseState *ps, Loc loc, Token *name, Token *value) {
  (void)loc;
  if (!ps->failed) ps_hand_over(ps, (Step){.kind = STEP_LOC_ALIAS, .loc = loc, .name = name->spelling, .spelling = value->spelling});
}

Op *ps_op_loc(ParseState *ps, Op *op, Token *loc_spelling) {
  (void)ps;
  if (op) op->loc_spelling = loc_spelling_of(loc_spelling);
  return op;
}

/* Deep copy into the long-lived arena: alias definitions outlive the item that read them. */
static Attr *attr_clone(const Attr *a) {
  if (!a) return NULL;
  Arena *g = &ir_global_arena;
  Attr *c = arena_alloc(g, sizeof *c);
  *c = *a;
  if (a->spelling) c->spelling = arena_strndup(g, a->spelling, strlen(a->spelling));
  if (a->is_affine_map) c->spelling = a->spelling; /* interned already */
  if (a->kind == ATTR_ARRAY) {
    c->elems = arena_alloc(g, (a->n + 1) * sizeof *c->elems);
    for (uint32_t i = 0; i < a->n; i++) c->elems[i] = attr_clone(a->elems[i]);
  } else if (a->kind == ATTR_DICT) {
    c->entries = arena_alloc(g, (a->n + 1) * sizeof *c->entries);
    for (uint32_t i = 0; i < a->n; i++) {
      c->entries[i] = a->entries[i];
      c->entries[i].name = ir_intern_cstr(a->entries[i].name);
      c->entries[i].value = attr_clone(a->entries[i].value);
    }
  }
  return c;
}

void ps_attr_alias(ParseState *ps, Loc loc, Token *name, Attr *value) {
  const char *key = ir_intern(name->spelling + 1, name->len - 1);
  if (namemap_get(&ps->attr_aliases, key)) {
    ps_syntax_error(ps, loc, "redefinition of attribute alias id '%s'", key);
    return;
  }
  namemap_put(&ps->attr_aliases, key, attr_clone(value));
}

void ps_type_alias(ParseState *ps, Loc loc, Token *name, Type *value) {
  const char *key = ir_intern(name->spelling + 1, name->len - 1);
  if (namemap_get(&ps->type_aliases, key)) {
    ps_syntax_error(ps, loc, "redefinition of type alias id '%s'", key);
    return;
  }
  namemap_put(&ps->type_aliases, key, type_persist(value, true));
}

Type *ps_type_alias_use(ParseState *ps, Loc loc, Token *name) {
  const char *key = name->spelling + 1;
  if (strchr(key, '.')) return type_opaque(name->spelling, name->len); /* !dialect.type */
  Type *t = namemap_get(&ps->type_aliases, key);
  if (!t) {
    ps_syntax_error(ps, loc, "undefined symbol alias id '%s'", key);
    return type_opaque(name->spelling, name->len);
  }
  return t;
}

Attr *ps_attr_alias_use(ParseState *ps, Loc loc, Token *name) {
  const char *key = name->spelling + 1;
  if (strchr(key, '.')) { /* #dialect.attr without a body */
    Attr *a = attr_new(&ir_func_arena, ATTR_OPAQUE, loc);
    a->spelling = name->spelling;
    return a;
  }
  Attr *a = namemap_get(&ps->attr_aliases, key);
  if (!a) {
    ps_syntax_error(ps, loc, "undefined symbol alias id '%s'", key);
    return attr_new(&ir_func_arena, ATTR_UNIT, loc);
  }
  return a;
}

/* ---------------------------------------------------------------- functions */

void ps_func_begin(ParseState *ps, Loc loc, Token *visibility, Token *name, Loc name_loc) {
  Func *f = arena_alloc(&ir_func_arena, sizeof *f);
  f->loc = loc;
  /* not interned: a module may have millions of functions (verify.c keeps the names) */
  f->name = arena_strndup(&ir_func_arena, name->spelling + 1, name->len - 1);
  f->name_loc = name_loc;
  if (visibility->spelling) {
    if (strcmp(visibility->spelling, "private") && strcmp(visibility->spelling, "public") &&
        strcmp(visibility->spelling, "nested"))
      ps_syntax_error(ps, loc, "expected 'private', 'public' or 'nested' before the function name, found '%s'",
                      visibility->spelling);
    f->visibility = ir_intern_cstr(visibility->spelling);
  }
  ps->func = f;
  ps->args = (Vec){0};
  ps->results = (Vec){0};
  namemap_clear(&ps->values);
  /* Keep this function's lines for diagnostics until it has been processed. */
  lex_keep_from(ps->lx, loc.line_offset);
}

/* A function header read as one token: the builder calls the grammar makes for
 * the same header read token by token. The token was read before the previous
 * item ended, into that item's arena: the names are copied into this one's. */
void ps_func_head(ParseState *ps, Loc loc, Token *head) {
  FuncHead *h = head->func_head;
  Token none = {0};
  Token name = {h->name.spelling, h->name.len, {NULL}};
  ps_func_begin(ps, loc, &none, &name, h->name.loc);
  for (uint32_t i = 0; i < h->nargs; i++) {
    Token arg = {arena_strndup(&ir_func_arena, h->args[i].spelling, h->args[i].len), h->args[i].len, {NULL}};
    ps_func_arg(ps, h->args[i].loc, &arg, h->arg_types[i], NULL, &none);
  }
  for (uint32_t i = 0; i < h->nresults; i++) ps_func_result(ps, h->result_locs[i], h->result_types[i], NULL);
  ps_func_attrs(ps, NULL, &none);
}

void ps_func_arg(ParseState *ps, Loc loc, Token *name, Type *type, Attr *attrs, Token *loc_spelling) {
  FuncArg *a = arena_alloc(&ir_func_arena, sizeof *a);
  a->name = name ? name->spelling + 1 : NULL;
  a->type = type;
  a->attrs = attrs;
  a->loc = loc;
  a->loc_spelling = loc_spelling_of(loc_spelling);
  vec_push(&ir_func_arena, &ps->args, a);
}

void ps_func_result(ParseState *ps, Loc loc, Type *type, Attr *attrs) {
  FuncArg *a = arena_alloc(&ir_func_arena, sizeof *a);
  a->type = type;
  a->attrs = attrs;
  a->loc = loc;
  vec_push(&ir_func_arena, &ps->results, a);
}

static Type *func_type_of(ParseState *ps, Attr ***arg_attrs, Attr ***res_attrs) {
  uint32_t nin = ps->args.len, nout = ps->results.len;
  Type **ins = arena_alloc(&ir_func_arena, (nin + 1) * sizeof *ins);
  Type **outs = arena_alloc(&ir_func_arena, (nout + 1) * sizeof *outs);
  bool any_arg_attr = false, any_res_attr = false;
  for (uint32_t i = 0; i < nin; i++) {
    FuncArg *a = ps->args.items[i];
    ins[i] = a->type;
    any_arg_attr |= a->attrs != NULL;
  }
  for (uint32_t i = 0; i < nout; i++) {
    FuncArg *a = ps->results.items[i];
    outs[i] = a->type;
    any_res_attr |= a->attrs != NULL;
  }
  *arg_attrs = *res_attrs = NULL;
  if (any_arg_attr) {
    *arg_attrs = arena_alloc(&ir_func_arena, nin * sizeof(Attr *));
    for (uint32_t i = 0; i < nin; i++) (*arg_attrs)[i] = ((FuncArg *)ps->args.items[i])->attrs;
  }
  if (any_res_attr) {
    *res_attrs = arena_alloc(&ir_func_arena, nout * sizeof(Attr *));
    for (uint32_t i = 0; i < nout; i++) (*res_attrs)[i] = ((FuncArg *)ps->results.items[i])->attrs;
  }
  return type_function(nin, ins, nout, outs);
}

void ps_func_attrs(ParseState *ps, Attr *attrs, Token *loc_spelling) {
  Func *f = ps->func;
  f->attrs = attrs;
  f->type = func_type_of(ps, &f->arg_attrs, &f->res_attrs);
  f->loc_spelling = loc_spelling_of(loc_spelling);
  uint32_t n = ps->args.len;
  f->arg_locs = arena_alloc(&ir_func_arena, (n + 1) * sizeof *f->arg_locs);
  f->arg_places = arena_alloc(&ir_func_arena, (n + 1) * sizeof *f->arg_places);
  for (uint32_t i = 0; i < n; i++) {
    FuncArg *a = ps->args.items[i];
    f->arg_locs[i] = a->loc_spelling;
    f->arg_places[i] = a->loc;
  }
}

/* A name defined inside a scope (a region of a foreign op, or the op itself) and
 * the binding it hid: undone when the scope ends, as MLIR scopes names. */
typedef struct ScopeEntry {
  const char *name;
  size_t n;
  SsaGroup *old;
} ScopeEntry;

/* The value a name of the streaming body's top level stands for, made for this op. */
static Value *top_value(ParseState *ps, const char *name, size_t n, uint32_t index, bool *exists) {
  int64_t idx = vt_find(&ps->vt, name, n);
  *exists = idx >= 0;
  return idx >= 0 && index < vt_count(&ps->vt, (uint32_t)idx) ? vt_value(&ps->vt, (uint32_t)idx, index) : NULL;
}

void ps_define(ParseState *ps, const char *name, size_t n, uint32_t count, Value **vals) {
  SsaGroup *old = namemap_get_n(&ps->values, name, n);
  uint32_t *slot; /* one probe for the lookup and the record */
  int64_t hidden = vt_find_for_define(&ps->vt, name, n, &slot);
  if (old) vals[0]->redefines = old->vals[0];
  else if (hidden >= 0) vals[0]->redefines = vt_value(&ps->vt, (uint32_t)hidden, 0);
  if (streams(ps)) {
    PendingDef *d = arena_alloc(&ir_func_arena, sizeof *d);
    *d = (PendingDef){vt_define_at(&ps->vt, slot, name, n, count, vals), vals};
    vec_push(&ir_func_arena, &ps->pending, d);
    return;
  }
  SsaGroup *g = arena_alloc(&ir_func_arena, sizeof *g);
  g->count = count;
  g->vals = vals;
  namemap_put_n(&ps->values, name, n, g);
  if (ps->scope_marks.len) {
    ScopeEntry *e = arena_alloc(&ir_func_arena, sizeof *e);
    *e = (ScopeEntry){name, n, old};
    vec_push(&ir_keep_arena, &ps->scope_log, e);
  }
}

/* A definition by an op or a function signature. A foreign op that named the value
 * earlier took the name for one its own syntax defines (a use of a value defined
 * further down cannot be told from that): an error, for the output would name two
 * values (docs/foreign-ops.md). */
static void define(ParseState *ps, const char *name, uint32_t count, Value **vals) {
  size_t n = strlen(name);
  Loc *at = namemap_get_n(&ps->foreign_names, name, n);
  if (at)
    ps_syntax_error(ps, *at,
                    "'%%%s' is used here before its definition, in an op read as text, where tosa2linalg cannot "
                    "tell such a use from a definition",
                    name);
  ps_define(ps, name, n, count, vals);
}

/* The value `%name#index` names, or NULL (*exists: whether the name is bound at all). */
Value *ps_lookup(ParseState *ps, const char *name, size_t n, uint32_t index, bool *exists) {
  SsaGroup *g = namemap_get_n(&ps->values, name, n);
  if (!g) return top_value(ps, name, n, index, exists);
  *exists = true;
  return index < g->count ? g->vals[index] : NULL;
}

void ps_scope_begin(ParseState *ps) {
  vec_push(&ir_keep_arena, &ps->scope_marks, (void *)(uintptr_t)ps->scope_log.len);
  vec_push(&ir_keep_arena, &ps->vt_marks, (void *)(uintptr_t)vt_scope_begin(&ps->vt));
}

void ps_scope_end(ParseState *ps) {
  uint32_t mark = (uint32_t)(uintptr_t)ps->scope_marks.items[--ps->scope_marks.len];
  while (ps->scope_log.len > mark) {
    ScopeEntry *e = ps->scope_log.items[--ps->scope_log.len];
    namemap_put_n(&ps->values, e->name, e->n, e->old);
  }
  vt_scope_end(&ps->vt, (uint32_t)(uintptr_t)ps->vt_marks.items[--ps->vt_marks.len]);
}

void ps_func_body_begin(ParseState *ps, Loc loc) {
  Func *f = ps->func;
  f->body = ir_block_new(loc, f->type->ninputs, f->type->inputs);
  ps->block = f->body;
  ps->block_fresh = true;
  ps->stream_block = f->body;
  for (uint32_t i = 0; i < f->type->ninputs; i++) {
    FuncArg *a = ps->args.items[i];
    Value *v = f->body->args[i];
    v->loc = a->loc;
    if (!a->name) {
      ps_syntax_error(ps, a->loc, "expected SSA identifier for an argument of a function with a body");
      continue;
    }
    v->src_name = a->name;
    define(ps, a->name, 1, &f->body->args[i]);
  }
  if (!ps->failed) ps_hand_over(ps, (Step){.kind = STEP_FUNC_BEGIN, .func = f});
}

void ps_func_end(ParseState *ps, bool has_body, Token *loc_spelling) {
  if (has_body && loc_spelling && loc_spelling->spelling) ps->func->loc_spelling = loc_spelling->spelling;
  ps->block = NULL;
  ps->stream_block = NULL;
  ps->block_fresh = false; /* the module's body has an item */
  if (ps->failed) return; /* a syntax error inside: the chunk is abandoned */
  ps_hand_over(ps, (Step){.kind = STEP_FUNC_END, .func = ps->func});
}

/* ---------------------------------------------------------------- ops */

Use *ps_use(ParseState *ps, Loc loc, Token *name) {
  Use *u = arena_alloc(&ir_func_arena, sizeof *u);
  u->loc = loc;
  const char *base = name->spelling + 1; /* without the % */
  size_t len = name->len - 1;
  const char *hash = memchr(base, '#', len);
  size_t blen = hash ? (size_t)(hash - base) : len;
  SsaGroup *g = namemap_get_n(&ps->values, base, blen);
  uint32_t index = 0;
  if (hash) { /* as mlir-opt: a number that does not fit in 32 bits is a syntax error */
    errno = 0;
    unsigned long long n = strtoull(hash + 1, NULL, 10);
    if (errno == ERANGE || n > UINT32_MAX) {
      Loc at = loc;
      at.col += 1 + (uint32_t)(hash - base);
      ps_syntax_error(ps, at, "invalid SSA value result number");
      n = UINT32_MAX; /* never a valid result number: results are at most IR_MAX_OPERANDS */
    }
    index = (uint32_t)n;
  }
  if (g && index < g->count) {
    u->value = g->vals[index];
    return u;
  }
  bool exists = g != NULL;
  if (!g) {
    Value *top = top_value(ps, base, blen, index, &exists);
    if (top) {
      u->value = top;
      return u;
    }
  }
  /* defined further down, if at all: the verifier needs the rest of the body */
  if (!exists && ps->func && ps->func->body) ps->hold = true;
  Value *v = ir_value_new(VALUE_UNDEFINED, NULL, loc);
  v->src_name = arena_strndup(&ir_func_arena, base, len);
  v->index = exists ? 1 : 0; /* 1: the name exists but has no such result number */
  u->value = v;
  return u;
}

ResultName *ps_result_name(ParseState *ps, Loc loc, Token *name, Token *count) {
  ResultName *r = arena_alloc(&ir_func_arena, sizeof *r);
  r->name = name->spelling + 1;
  r->loc = loc;
  r->count = 1;
  if (count) {
    char *end;
    unsigned long c = strtoul(count->spelling, &end, 10);
    if (count->spelling[0] == '-' || c == 0 || c > IR_MAX_OPERANDS) {
      ps_syntax_error(ps, loc, "expected a positive result count, found '%s'", count->spelling);
      c = 1;
    }
    r->count = (uint32_t)c;
  }
  if (strchr(r->name, '#')) ps_syntax_error(ps, loc, "result names cannot carry a result number");
  return r;
}

static Op *op_with_uses(OpKind kind, const char *name, Loc loc, Vec *uses, uint32_t nresults) {
  Op *op = ir_op_new(kind, name, loc, uses->len, nresults);
  for (uint32_t i = 0; i < uses->len; i++) op->operands[i] = *(Use *)uses->items[i];
  return op;
}

/* Undefined operands, and values defined by foreign ops (whose types are not
 * known), take the type written at their first use, so later passes see a type;
 * the verifier checks later uses against it. */
static void type_undefined_operands(ParseState *ps, Op *op, Type **written, uint32_t nwritten) {
  for (uint32_t i = 0; i < op->noperands; i++) {
    Value *v = op->operands[i].value;
    if (v->type || i >= nwritten) continue;
    v->type = written[i];
    if (v->rec) vt_set_type(&ps->vt, v->rec - 1, v->index, v->type); /* for later ops' uses */
  }
}

Op *ps_generic_op(ParseState *ps, Loc loc, Token *name, Vec *uses, Attr *props, Attr *attrs, Type *fntype) {
  const OpInfo *info;
  const char *opname = ir_intern_op(name->spelling + 1, name->len - 2, &info);
  /* `"func.return"(%x) : (T) -> ()` ending a function's body is its return, as
   * mlir-opt reads it (and prints it back in custom form) */
  if (!strcmp(opname, "func.return") && !props && !attrs && !fntype->nresults && ps->func &&
      ps->block == ps->func->body) {
    Vec types = {.items = (void **)fntype->inputs, .len = fntype->ninputs};
    return ps_return_op(ps, loc, uses, &types);
  }
  Op *op = op_with_uses(OPK_GENERIC, opname, loc, uses, fntype->nresults);
  op->info = info;
  op->props = props;
  op->attrs = attrs;
  op->fntype = fntype;
  ir_op_set_result_types(op, fntype->results);
  type_undefined_operands(ps, op, fntype->inputs, fntype->ninputs);
  return op;
}

/* `tosa.add %a, %b {attrs} : (T, T) -> T`, as mlir-opt-19 and -22 print TOSA ops:
 * one dictionary, the op's inherent attributes and any others. It stays one
 * ({...}): the verifier looks attributes up in both dictionaries, and the printer
 * splits it as mlir-opt does (tosa_attr_inherent). */
Op *ps_pretty_op(ParseState *ps, Loc loc, Token *name, Vec *uses, Attr *attrs, Type *fntype) {
  if (op_name_error(loc, name->spelling, ps_default_dialect(ps), false)) ps->failed = ps->stop = true;
  Token quoted = *name;
  size_t n = name->len + 2;
  char *q = arena_alloc(&ir_func_arena, n + 1);
  q[0] = '"';
  memcpy(q + 1, name->spelling, name->len);
  q[n - 1] = '"';
  quoted.spelling = q;
  quoted.len = (uint32_t)n;
  /* enum values printed bare in the custom form: `key = WORD` -> `#tosa.key<WORD>`
   * (resize's `mode` is a #tosa.resize_mode) */
  for (uint32_t i = 0; attrs && i < attrs->n; i++) {
    Attr *v = attrs->entries[i].value;
    if (v->kind != ATTR_OPAQUE || !v->is_keyword) continue;
    const char *key = attrs->entries[i].name;
    if (!strcmp(key, "mode")) key = "resize_mode";
    size_t len = strlen(key) + strlen(v->spelling) + 16;
    char *t = arena_alloc(&ir_func_arena, len);
    snprintf(t, len, "#tosa.%s<%s>", key, v->spelling);
    v->spelling = t;
    v->is_keyword = false;
  }
  return ps_generic_op(ps, loc, &quoted, uses, NULL, attrs, fntype);
}

Op *ps_return_op(ParseState *ps, Loc loc, Vec *uses, Vec *types) {
  Op *op = op_with_uses(OPK_RETURN, ir_intern_cstr("func.return"), loc, uses, 0);
  op->fntype = type_function(types->len, (Type **)types->items, 0, NULL);
  type_undefined_operands(ps, op, op->fntype->inputs, op->fntype->ninputs);
  return op;
}

Op *ps_call_op(ParseState *ps, Loc loc, Token *callee, Vec *uses, Attr *attrs, Type *fntype) {
  Op *op = op_with_uses(OPK_CALL, ir_intern_cstr("func.call"), loc, uses, fntype->nresults);
  op->callee = ps_attr_leaf(loc, ATTR_SYMBOL, callee->spelling, NULL);
  op->attrs = attrs;
  op->fntype = fntype;
  ir_op_set_result_types(op, fntype->results);
  type_undefined_operands(ps, op, fntype->inputs, fntype->ninputs);
  return op;
}

/* Binds the names of `names` to the op's results (a foreign op gets as many
 * results as names); false after a count mismatch (reported). */
bool ps_bind_results(ParseState *ps, Vec *names, Op *op) {
  uint32_t bound = 0;
  for (uint32_t i = 0; i < names->len; i++) bound += ((ResultName *)names->items[i])->count;
  if (op->kind == OPK_FOREIGN && bound) { /* as many results as names bound: their types are unknown */
    op->nresults = bound;
    op->results = arena_alloc(&ir_func_arena, bound * sizeof *op->results);
    for (uint32_t i = 0; i < bound; i++) {
      op->results[i] = ir_value_new(VALUE_RESULT, NULL, op->loc);
      op->results[i]->def = op;
      op->results[i]->index = i;
    }
  }
  if (names->len && bound != op->nresults) {
    ResultName *first = names->items[0];
    ps_syntax_error(ps, first->loc, "operation defines %u results but was provided %u to bind", op->nresults, bound);
    return false;
  }
  bool body_top = ps->func && ps->block == ps->func->body;
  if (body_top && op->nresults) { /* mlir-opt's %N of the op, for messages that print it */
    ps->groups++;
    for (uint32_t i = 0; i < op->nresults; i++) op->results[i]->ordinal = ps->groups;
  }
  uint32_t next = 0;
  for (uint32_t i = 0; i < names->len; i++) {
    ResultName *r = names->items[i];
    for (uint32_t k = 0; k < r->count; k++) {
      Value *v = op->results[next + k];
      v->loc = r->loc;
      if (r->count > 1) { /* "name#k", names of any length */
        size_t n = strlen(r->name) + 12;
        char *s = arena_alloc(&ir_func_arena, n);
        snprintf(s, n, "%s#%u", r->name, k);
        v->src_name = s;
      } else {
        v->src_name = r->name;
      }
    }
    define(ps, r->name, r->count, &op->results[next]);
    next += r->count;
  }
  return true;
}

void ps_add_op(ParseState *ps, Vec *names, Op *op) {
  ps->names_ahead = (Vec){0};
  ps->block_fresh = false;
  if (!op) return; /* a module read as text, or an op with regions that streamed: done already */
  if (!ps_bind_results(ps, names, op)) return;
  if (streams(ps)) {
    op->parent = ps->block;
    if (!ps->failed) ps_hand_over(ps, (Step){.kind = STEP_FUNC_OP, .op = op});
    return;
  }
  if (ps->block) {
    ir_block_append(ps->block, op);
    return;
  }
  if (!ps->failed) ps_hand_over(ps, (Step){.kind = STEP_TOPLEVEL_OP, .op = op});
  if (ps->foreign_modules) ps_item_done(ps); /* an item of a module read as a foreign op */
}

void ps_names_ahead(ParseState *ps, Vec *names) { ps->names_ahead = *names; }

/* An op line's dictionary, built as the grammar builds `{k = v, ...}`. */
static Attr *line_dict(ParseState *ps, const OpLine *l) {
  Vec entries = {0};
  for (uint32_t i = 0; i < l->nentries; i++) {
    const LineEntry *e = &l->entries[i];
    Token key = {e->key.spelling, e->key.len, {NULL}}, lit = {e->value.spelling, e->value.len, {NULL}};
    Attr *v = e->kind == LINE_TRUE || e->kind == LINE_FALSE
                  ? ps_attr_bool(ps, e->value.loc, e->kind == LINE_TRUE)
                  : ps_attr_number(ps, e->value.loc, &lit, e->type, e->kind == LINE_FLOAT);
    ps_keyword_value(ps, &key, e->eq, v); /* false: a number or a boolean is no keyword */
    vec_push(&ir_func_arena, &entries, ps_named_attr(e->key.loc, &key, v));
  }
  return ps_attr_dict(ps, l->dict_loc, &entries);
}

/* An op line read as one token: the builder calls the grammar makes for the same
 * line read token by token, in the same order, so the IR and the errors are the same. */
void ps_op_line(ParseState *ps, Token *line, Token *loc_spelling) {
  OpLine *l = line->op_line;
  Token result = {l->result.spelling, l->result.len, {NULL}};
  Vec names = {0};
  vec_push(&ir_func_arena, &names, ps_result_name(ps, l->result.loc, &result, NULL));
  ps_names_ahead(ps, &names);
  Vec uses = {0};
  for (uint32_t i = 0; i < l->nuses; i++) {
    Token use = {l->uses[i].spelling, l->uses[i].len, {NULL}};
    vec_push(&ir_func_arena, &uses, ps_use(ps, l->uses[i].loc, &use));
  }
  Token name = {l->name.spelling, l->name.len, {NULL}};
  if (l->custom) ps->custom_op = name.spelling;
  Attr *dict = l->has_dict ? line_dict(ps, l) : NULL;
  Op *op = l->custom ? ps_pretty_op(ps, l->name.loc, &name, &uses, dict, l->fntype)
                     : ps_generic_op(ps, l->name.loc, &name, &uses, dict, NULL, l->fntype);
  ps->custom_op = NULL;
  ps_add_op(ps, &names, ps_op_loc(ps, op, loc_spelling));
}
