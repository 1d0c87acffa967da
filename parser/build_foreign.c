/* build_foreign.c — the builder calls for foreign ops (docs/foreign-ops.md): each
 * piece of an op's spelling is searched for the names it holds, SSA names and aliases,
 * and its regions are read as blocks of ops like a function body. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "parse.h"

static bool is_suffix_char(unsigned char c) { return isalnum(c) || c == '$' || c == '.' || c == '_' || c == '-'; }

/* The end of the name that starts at s[i] ('%', '#', '!' or '^' at s[i]). */
static size_t name_end(const char *s, size_t n, size_t i) {
  size_t j = i + 1;
  if (j < n && isdigit((unsigned char)s[j])) {
    while (j < n && isdigit((unsigned char)s[j])) j++;
    return j;
  }
  while (j < n && is_suffix_char((unsigned char)s[j])) j++;
  return j;
}

/* `%name` or `%name#N`: a value in scope, else one this op's syntax defines (a block
 * argument, an induction variable), visible to the rest of the op and its regions. */
static Value *ssa_ref(ParseState *ps, Loc loc, const char *name, size_t n, size_t *len) {
  const char *hash = memchr(name, '#', n);
  size_t base = hash ? (size_t)(hash - name) : n;
  unsigned long long k = hash ? strtoull(hash + 1, NULL, 10) : 0; /* saturates on overflow */
  uint32_t index = k > UINT32_MAX ? UINT32_MAX : (uint32_t)k;     /* never a result number */
  bool exists;
  Value *v = ps_lookup(ps, name, base, index, &exists);
  *len = 1 + n;
  if (v) return v;
  if (exists) {
    ps_syntax_error(ps, loc, "reference to invalid result number");
    return NULL;
  }
  Value **slot = arena_alloc(&ir_func_arena, sizeof *slot);
  *slot = ir_value_new(VALUE_ARG, NULL, loc);
  (*slot)->src_name = arena_strndup(&ir_func_arena, name, base);
  ps_define(ps, (*slot)->src_name, base, 1, slot);
  Loc *at = arena_alloc(&ir_keep_arena, sizeof *at); /* the body may stream on: kept for the function */
  *at = loc;
  namemap_put_n(&ps->foreign_names, arena_strndup(&ir_keep_arena, name, base), base, at);
  return *slot;
}

/* `#name` or `!name` without a dialect prefix: an alias, expanded. */
static bool alias_ref(ParseState *ps, Loc loc, ForeignRef *r, const char *s, size_t len) {
  const char *key = ir_intern(s + 1, len - 1);
  if (s[0] == '#')
    r->attr = namemap_get(&ps->attr_aliases, key);
  else
    r->type = namemap_get(&ps->type_aliases, key);
  if (r->attr || r->type) return true;
  ps_syntax_error(ps, loc, "undefined symbol alias id '%s'", key);
  return false;
}

/* The end of the `loc(...)` at s[i]: its `#loc` aliases are printed after the
 * module, as mlir-opt prints them, so they are not expanded. */
static size_t loc_end(const char *s, size_t n, size_t i) {
  unsigned depth = 0;
  for (size_t j = i + 3; j < n; j++) {
    if (s[j] == '"') {
      for (j++; j < n && s[j] != '"'; j++)
        if (s[j] == '\\') j++;
    } else if (s[j] == '(') {
      depth++;
    } else if (s[j] == ')' && --depth == 0) {
      return j + 1;
    }
  }
  return n;
}

/* One piece of a foreign op's spelling: finds its SSA names and aliases (not inside strings). */
static ForeignPiece piece(ParseState *ps, Loc loc, Token *tok) {
  ForeignPiece p = {.spelling = tok->spelling, .len = tok->len};
  Vec refs = {0};
  const char *s = tok->spelling;
  size_t n = tok->len;
  for (size_t i = 0; i < n; i++) {
    char c = s[i];
    if (c == '"') {
      for (i++; i < n && s[i] != '"'; i++)
        if (s[i] == '\\') i++;
      continue;
    }
    bool starts = i == 0 || !is_suffix_char((unsigned char)s[i - 1]);
    if (c == 'l' && starts && i + 4 <= n && !memcmp(s + i, "loc(", 4)) { /* kept as written (debuginfo) */
      i = loc_end(s, n, i) - 1;
      continue;
    }
    if ((c == '%' && !starts) || (c != '%' && c != '#' && c != '!') || i + 1 >= n) continue;
    size_t j = name_end(s, n, i);
    if (j == i + 1) continue;
    ForeignRef *r = arena_alloc(&ir_func_arena, sizeof *r);
    r->at = (uint32_t)i;
    if (c == '%') {
      if (j + 1 < n && s[j] == '#' && isdigit((unsigned char)s[j + 1])) j = name_end(s, n, j);
      size_t len;
      r->value = ssa_ref(ps, loc, s + i + 1, j - i - 1, &len);
      r->len = (uint32_t)len;
      if (!r->value) {
        i = j - 1;
        continue;
      }
    } else {
      if (memchr(s + i, '.', j - i) || (j < n && s[j] == '<')) { /* a dialect attribute or type */
        i = j - 1;
        continue;
      }
      r->len = (uint32_t)(j - i);
      if (!alias_ref(ps, loc, r, s + i, j - i)) {
        i = j - 1;
        continue;
      }
    }
    vec_push(&ir_func_arena, &refs, r);
    i = j - 1;
  }
  p.nrefs = refs.len;
  p.refs = arena_alloc(&ir_func_arena, (refs.len + 1) * sizeof *p.refs);
  for (uint32_t k = 0; k < refs.len; k++) p.refs[k] = *(ForeignRef *)refs.items[k];
  return p;
}

/* The op's name: its first word, or the quoted name of the generic form. */
static const char *op_name(const Token *tok) {
  const char *s = tok->spelling;
  if (s[0] == '"') {
    const char *e = strchr(s + 1, '"');
    return ir_intern(s + 1, e ? (size_t)(e - s - 1) : 0);
  }
  size_t n = 0;
  while (n < tok->len && is_suffix_char((unsigned char)s[n])) n++;
  return ir_intern(s, n);
}

static void region_begin(ParseState *ps, Op *op, Loc loc, bool streamed) {
  /* a streamed op's regions outlast the ops read in them: kept with the item */
  Arena *a = streamed ? &ir_keep_arena : &ir_func_arena;
  Block *b = arena_alloc(a, sizeof *b);
  b->loc = loc;
  b->parent = op;
  vec_push(&ir_keep_arena, &ps->outer_blocks, ps->block);
  Vec *regions = (Vec *)op->regions; /* while the op is read: a Vec of its regions */
  vec_push(a, regions, b);
  ps->block = b;
  ps->block_fresh = true;
  ps_scope_begin(ps);
  if (streamed) { /* the region's ops stream in turn */
    ps->stream_block = b;
    ps->stream_marks++;
  }
}

/* The op's regions stream (docs/streaming.md) when it stands where ops stream, or
 * at the top level (a function in generic form); a module read as a foreign op streams
 * its items anyway. */
static bool streams_regions(const ParseState *ps) {
  if (ps->hold) return false;
  return ps->block ? ps_streams(ps) : true;
}

/* The op's first piece; with `opens_region`, its first region follows. The names
 * the op's syntax defines are scoped to the op: the op is a scope of its own. */
/* A single-piece op: a label, a module's first or last line, the resources. */
static Op *one_piece(ParseState *ps, Loc loc, Token *tok, OpKind kind, const char *name) {
  Op *op = ir_op_new(kind, name, loc, 0, 0);
  op->pieces = arena_alloc(&ir_func_arena, sizeof *op->pieces);
  op->pieces[0] = piece(ps, loc, tok);
  return op;
}

/* A module at top level (`"builtin.module"() ({`, or `module {` inside one) is
 * streamed like a `module { ... }`: the ops in it are top-level items, so memory
 * stays bounded by the largest of them, not by the module. */
static bool streams_as_module(ParseState *ps, const Op *op) {
  return !ps->block && (op->name == ir_intern_cstr("builtin.module") || op->name == ir_intern_cstr("module"));
}

/* The dialect mlir-opt tries for an op name without one in custom form where the
 * parser is: the one the innermost op in custom form gives its regions (an op in
 * generic form gives none); a function's body func, the top level and modules
 * builtin. */
const char *ps_default_dialect(const ParseState *ps) {
  for (const Block *b = ps->block; b; b = b->parent->parent) {
    const Op *op = b->parent;
    if (!op) return "func"; /* a function body */
    const ForeignPiece *first = ((ForeignPiece **)((Vec *)op->pieces)->items)[0]; /* a Vec while it is read */
    if (first->spelling[0] != '"') return op_regions_dialect(op->name);
  }
  return "builtin";
}

Op *ps_foreign_op(ParseState *ps, Loc loc, Token *text, bool opens_region) {
  Op *op = ir_op_new(OPK_FOREIGN, op_name(text), loc, 0, 0);
  if (text->spelling[0] != '"' && op_name_error(loc, op->name, ps_default_dialect(ps), false))
    ps->failed = ps->stop = true;
  if (opens_region && streams_as_module(ps, op)) {
    Op *header = one_piece(ps, loc, text, OPK_FOREIGN, op->name);
    ps->foreign_modules++;
    ps_module_open(ps, loc, true);
    if (!ps->failed) ps_hand_over(ps, (Step){.kind = STEP_FOREIGN_MODULE_BEGIN, .loc = loc, .op = header});
    return NULL;
  }
  bool streamed = opens_region && streams_regions(ps);
  if (streamed) { /* its results are defined before the ops in its regions, as mlir-opt numbers them */
    Vec names = ps->names_ahead;
    ps->names_ahead = (Vec){0};
    if (!ps->block) { /* a top-level op: an item of its own */
      vt_clear(&ps->vt);
      ps->top_stream = true;
    }
    if (!ps_bind_results(ps, &names, op)) return op;
    op->streamed = true;
  }
  ps_scope_begin(ps);
  if (streamed) ps->stream_marks++; /* the names the op's own spelling defines are seen in its regions */
  ForeignPiece first = piece(ps, loc, text);
  if (!opens_region) {
    ps_scope_end(ps);
    op->pieces = arena_alloc(&ir_func_arena, sizeof *op->pieces);
    op->pieces[0] = first;
    return op;
  }
  Arena *a = streamed ? &ir_keep_arena : &ir_func_arena;
  Vec *pieces = arena_alloc(a, sizeof(Vec));
  ForeignPiece *p = arena_alloc(&ir_func_arena, sizeof *p);
  *p = first;
  vec_push(a, pieces, p);
  op->pieces = (ForeignPiece *)pieces; /* a Vec until the op ends */
  op->regions = arena_alloc(a, sizeof(Vec));
  op->parent = ps->block;
  vec_push(&ir_keep_arena, &ps->open_ops, op);
  region_begin(ps, op, loc, streamed);
  if (streamed && !ps->failed) ps_hand_over(ps, (Step){.kind = STEP_REGION_OP_BEGIN, .loc = loc, .op = op});
  return op;
}

/* A region has ended; `text` is what follows it, up to the next region or the end. */
Op *ps_foreign_region_end(ParseState *ps, Loc loc, Token *text, bool opens_region) {
  if (!ps->open_ops.len && ps->foreign_modules) { /* the end of a module read as text */
    Op *footer = one_piece(ps, loc, text, OPK_FOREIGN, ir_intern_cstr("}"));
    ps->foreign_modules--;
    ps_module_close(ps);
    if (opens_region) ps_syntax_error(ps, loc, "expected the end of the module: a module has one region");
    if (!ps->failed) ps_hand_over(ps, (Step){.kind = STEP_FOREIGN_MODULE_END, .loc = loc, .op = footer});
    return NULL;
  }
  Op *op = ps->open_ops.items[ps->open_ops.len - 1];
  bool streamed = op->streamed; /* the driver frees a streamed op at its end */
  ps_scope_end(ps);
  ps->block = ps->outer_blocks.items[--ps->outer_blocks.len];
  if (streamed) {
    ps->stream_marks--;
    ps->stream_block = ps->block;
  }
  Vec *pieces = (Vec *)op->pieces;
  ForeignPiece *p = arena_alloc(&ir_func_arena, sizeof *p);
  *p = piece(ps, loc, text);
  if (streamed) {
    if (!ps->failed) ps_hand_over(ps, (Step){.kind = STEP_REGION_OP_NEXT, .loc = loc, .op = op, .piece = p, .last = !opens_region});
  } else {
    vec_push(&ir_func_arena, pieces, p);
  }
  if (opens_region) {
    region_begin(ps, op, loc, streamed);
    return op;
  }
  ps->open_ops.len--;
  ps_scope_end(ps);
  if (streamed) {
    ps->stream_marks--;
    if (!ps->block) ps->top_stream = false;
    return NULL; /* handed over already */
  }
  Vec *regions = (Vec *)op->regions;
  op->nregions = regions->len;
  op->regions = (Block **)regions->items;
  op->pieces = arena_alloc(&ir_func_arena, pieces->len * sizeof *op->pieces);
  for (uint32_t i = 0; i < pieces->len; i++) op->pieces[i] = *(ForeignPiece *)pieces->items[i];
  return op;
}

void ps_module_open(ParseState *ps, Loc loc, bool text) {
  if (ps->nmodules == ps->modules_cap) {
    ps->modules_cap = ps->modules_cap ? 2 * ps->modules_cap : 8;
    ps->modules = xrealloc(ps->modules, ps->modules_cap * sizeof *ps->modules);
  }
  ps->modules[ps->nmodules++] = (struct OpenModule){loc, text};
  ps->block_fresh = true;
}

void ps_module_close(ParseState *ps) {
  if (ps->nmodules) ps->nmodules--;
  ps->block_fresh = false; /* the enclosing body has an item */
}

/* A label where the ops are items: a module's body. The label of its entry block,
 * first and without arguments (mlir-opt --mlir-print-op-generic prints an empty
 * module so), is kept in a module read as text, and dropped in a `module {`,
 * which may be printed as the implicit one, where no label can stand. Anything
 * else is mlir-opt's error. */
static void module_label(ParseState *ps, Loc loc, Token *text, bool first) {
  if (!ps->nmodules) {
    Loc at = lex_before_lookahead(ps->lx); /* no op's name: item 4's error */
    ps_syntax_error(ps, at.line ? at : loc, "expected operation name in quotes");
    ps->stop = true;
    return;
  }
  const struct OpenModule *m = &ps->modules[ps->nmodules - 1];
  if (!first)
    ps_syntax_error(ps, m->loc, "'builtin.module' op expects region #0 to have 0 or 1 blocks");
  else if (memchr(text->spelling, '(', text->len))
    ps_syntax_error(ps, m->loc, "'builtin.module' op region should have no arguments");
  else if (m->text && !ps->failed)
    ps_hand_over(ps, (Step){.kind = STEP_TOPLEVEL_OP, .op = one_piece(ps, loc, text, OPK_LABEL, ir_intern_cstr("^"))});
}

/* ^bb1(%x: i32): starts the next block of the region (or function body) being
 * read; first in it, the entry block's label (mlir-opt takes none in a function
 * body whose arguments have names). */
void ps_label(ParseState *ps, Loc loc, Token *text) {
  bool first = ps->block_fresh;
  ps->block_fresh = false;
  if (!ps->block) {
    module_label(ps, loc, text, first);
    return;
  }
  if (first && ps->func && ps->block == ps->func->body && ps->func->type->ninputs) {
    ps_syntax_error(ps, loc, "invalid block name in region with named arguments");
    ps->stop = true;
    return;
  }
  Op *label = one_piece(ps, loc, text, OPK_LABEL, ir_intern_cstr("^"));
  if (ps_streams(ps)) {
    label->parent = ps->block;
    if (!ps->failed) ps_hand_over(ps, (Step){.kind = STEP_FUNC_OP, .op = label});
    return;
  }
  ir_block_append(ps->block, label);
}

/* `{-# ... #-}`: kept as written, as a top-level item. */
void ps_resources(ParseState *ps, Loc loc, Token *tok) {
  Op *op = ir_op_new(OPK_FOREIGN, ir_intern_cstr("{-#"), loc, 0, 0);
  op->pieces = arena_alloc(&ir_func_arena, sizeof *op->pieces);
  op->pieces[0] = (ForeignPiece){.spelling = tok->spelling, .len = tok->len};
  if (!ps->failed) ps_hand_over(ps, (Step){.kind = STEP_TOPLEVEL_OP, .op = op});
}

/* Successors on an op that is not a terminator: mlir-opt's parser rejects them at
 * the '[' (ops read here are TOSA ops; terminators with successors are foreign ops). */
void ps_op_successors(ParseState *ps, Loc at) { ps_syntax_error(ps, at, "successors in non-terminator"); }

/* A region list on a TOSA op: mlir-opt reads it, then its ZeroRegions trait is the
 * first check that fails (before the operand and result counts); the region
 * is not read here. An unknown name is reported first, as the verifier
 * reports it for ops without regions (verify.c). */
void ps_op_regions(ParseState *ps, Loc loc, Token *name) {
  char opname[128];
  snprintf(opname, sizeof opname, "%.*s", (int)(name->len - 2), name->spelling + 1);
  if (tosa_op_lookup(opname))
    ps_syntax_error(ps, loc, "'%s' op requires zero regions", opname);
  else
    ps_syntax_error(ps, loc, "unregistered operation '%s' found in dialect ('tosa') that does not allow unknown operations", opname);
}
