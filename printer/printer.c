/* printer.c — MLIR text output. Pass-through ops print in generic form, exactly as
 * read; the ops the lowering emits print in their custom (pretty) form. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "printer_impl.h"

/* ---------------------------------------------------------------- printer state */


/* A number for each chunk the printer prints, never 0 (Attr.maps_noted: the
 * attributes of a run, each made with 0, are its printer's alone). */
static void next_chunk_number(Printer *p) {
  if (++p->chunk_number == 0) ++p->chunk_number;
}

Printer *print_open(Out *out) {
  Printer *p = xcalloc(1, sizeof *p);
  next_chunk_number(p);
  p->main = p->cur = out;
  p->map_alias.arena = &p->chunk;
  p->used_names.arena = &p->names;
  return p;
}

/* Drops an explicit module whose end never came (its chunk had a syntax error):
 * its spilled body and deferred aliases, so that later chunks print to the main
 * output again and nothing is leaked. */
static void abandon_module(Printer *p) {
  p->deferred_aliases = (Vec){0};
  if (p->spill_file) fclose(p->spill_file);
  p->spill_file = NULL;
  free(p->spill.buf);
  p->spill.buf = NULL;
  free(p->module_header);
  p->module_header = NULL;
  if (p->render_file) fclose(p->render_file);
  p->render_file = NULL;
  free(p->render_buf);
  p->render_buf = NULL;
  free(p->render.buf);
  p->render.buf = NULL;
  p->spill_depth = p->module_depth = 0;
  p->indent = 0;
  p->cur = p->main;
}

void print_close(Printer *p) {
  if (!p) return;
  abandon_module(p);
  template_free(p);
  free(p->loc_file);
  arena_reset(&p->chunk);
  arena_reset(&p->names);
  free(p);
}

void print_chunk_begin(Printer *p) {
  abandon_module(p);
  out_release(p->main); /* a function a syntax error left open */
  p->in_func = false;
  namemap_clear(&p->map_alias);
  arena_reset(&p->chunk);
  memset(p->map_cache, 0, sizeof p->map_cache);
  p->nmaps = 0;
  p->rec.on = false; /* after an out-of-memory jump out of a template being recorded */
  next_chunk_number(p); /* the marks of earlier chunks' aliases no longer hold */
}

bool print_chunk_end(Printer *p) { return !p->main->failed; }

void print_set_debuginfo(Printer *p, const char *name) {
  Buf b = {0};
  buf_str(&b, "\"");
  for (const char *c = name; *c; c++) {
    if (*c == '"' || *c == '\\') buf_add(&b, "\\", 1);
    buf_add(&b, c, 1);
  }
  buf_str(&b, "\"");
  free(p->loc_file);
  p->loc_file = b.p;
  p->debuginfo = true;
}

void print_chunk_line(Printer *p, uint32_t line) { p->chunk_line = line; }

void print_loc_alias(Printer *p, const char *name, const char *spelling) {
  if (!p->debuginfo) return;
  out_str2(p->cur, name, " = ");
  out_str2(p->cur, spelling, "\n");
}

/* mlir-opt's location of what was read at `at`; with --split-input-file, the
 * line is counted from the chunk's start, in a file named as mlir-opt names it. */
void print_loc(Printer *p, const char *spelling, Loc at) {
  if (!p->debuginfo) return;
  Out *o = p->cur;
  out_str(o, " ");
  if (spelling) {
    out_str(o, spelling);
    return;
  }
  char num[24];
  if (p->chunk_line) {
    out_str(o, "loc(\"within split at ");
    out_write(o, p->loc_file + 1, strlen(p->loc_file) - 2);
    out_str(o, ":");
    out_write(o, num, fmt_uint(num, p->chunk_line));
    out_str(o, " offset \":");
  } else {
    out_str2(o, "loc(", p->loc_file);
    out_str(o, ":");
  }
  uint32_t line = at.line && p->chunk_line ? at.line - p->chunk_line + 1 : at.line;
  out_write(o, num, fmt_uint(num, line));
  out_str(o, ":");
  out_write(o, num, fmt_uint(num, at.col));
  out_str(o, ")");
}

void out_indent(Out *o, int levels) {
  static const char spaces[] = "                                                                ";
  size_t n = (size_t)levels * 2;
  for (; n > 64; n -= 64) out_write(o, spaces, 64);
  out_arena_str(o, spaces, n); /* 64 readable bytes: a short one is one 16-byte copy */
}

void print_indent(Printer *p) {
  if (p->rec.on) template_indent(p);
  out_indent(p->cur, p->indent);
  if (p->rec.on) template_after_step(p);
}

/* ---------------------------------------------------------------- value names */


/* Gives v the printed name name[0..n), in v's arena (the op's, in a streaming
 * function body: what later ops need of it is kept by the parser). */
static void set_name(Value *v, const char *name, size_t n) {
  v->print_name = arena_strndup(&ir_func_arena, name, n);
  v->print_len = (uint32_t)n;
}

/* A name kept as long as the function. */
static const char *keep_name(Printer *p, Value *v, const char *name, size_t n) {
  const char *kept = arena_strndup(&p->names, name, n);
  v->print_name = kept;
  v->print_len = (uint32_t)n;
  return kept;
}

/* A hinted name, which can be taken once per function. */
static void claim(Printer *p, Value *v, const char *name, size_t n) {
  const char *kept = keep_name(p, v, name, n);
  namemap_put_n(&p->used_names, kept, n, (void *)kept);
}

/* mlir-opt's scheme: a hinted name is used as is when free, else suffixed with
 * `_N` from one counter per function; other values get numbers in order. */
void print_fresh_name(Printer *p, Value *v, const char *hint) {
  if (p->rec.on) template_define(p, v, hint);
  if (hint) {
    size_t slot = ((uintptr_t)hint * 0x9E3779B97F4A7C15ULL) >> 58; /* 64 slots */
    if (p->taken_hints[slot].hint != hint || p->taken_hints[slot].func != p->func_number) {
      char buf[300];
      buf[0] = '%';
      size_t h = strlen(hint);
      if (h > sizeof buf - 32) h = sizeof buf - 32; /* hints are short words */
      memcpy(buf + 1, hint, h);
      bool free_name = !namemap_get_n(&p->used_names, buf, 1 + h);
      p->taken_hints[slot].hint = hint; /* taken now, if it was not */
      p->taken_hints[slot].func = p->func_number;
      p->taken_hints[slot].len = (uint32_t)h;
      if (free_name) {
        claim(p, v, buf, 1 + h);
        return;
      }
    }
    /* A suffixed name is unique without a lookup: the counter is per function and
     * no hint ends in `_<digits>`, so `%in_7` can only come from here, once. */
    size_t h = p->taken_hints[slot].len;
    char *name = arena_alloc(&ir_func_arena, h + 16); /* '%', the hint, '_', up to 10 digits */
    name[0] = '%';
    copy_bytes(name + 1, hint, h);
    name[1 + h] = '_';
    v->print_name = name;
    v->print_len = (uint32_t)(2 + h + fmt_uint(name + 2 + h, p->next_suffix++));
    return;
  }
  /* Numbered names cannot collide with hinted ones (hints never start with a
   * digit) nor with %argN, so they need no bookkeeping; written in place. */
  char *name = arena_alloc(&ir_func_arena, 16); /* '%' and up to 10 digits */
  name[0] = '%';
  v->print_name = name;
  v->print_len = 1 + (uint32_t)fmt_uint(name + 1, p->next_number++);
}

void print_name_results(Printer *p, Op *op) {
  if (op->nresults == 1) {
    print_fresh_name(p, op->results[0], op->results[0]->name_hint);
  } else if (op->nresults > 1) {
    if (p->rec.on) p->rec.failed = true; /* its results are not named by print_fresh_name: not kept */
    Value *group = op->results[0];
    print_fresh_name(p, group, NULL);
    char buf[300];
    size_t g = group->print_len < 256 ? group->print_len : 256;
    memcpy(buf, group->print_name, g);
    for (uint32_t i = 0; i < op->nresults; i++) {
      buf[g] = '#';
      set_name(op->results[i], buf, g + 1 + fmt_uint(buf + g + 1, i));
    }
  }
}

void print_value(Printer *p, Value *v) {
  if (p->rec.on) template_name(p, v);
  if (v->print_name)
    out_arena_str(p->cur, v->print_name, v->print_len);
  else
    out_str(p->cur, "%<<unnamed>>");
  if (p->rec.on) template_after_step(p);
}

/* ---------------------------------------------------------------- affine map aliases */

static bool collect_attr_maps(Printer *p, const Attr *a);

static const char *map_alias(Printer *p, const char *map) {
  size_t slot = ((uintptr_t)map >> 4) % (sizeof p->map_cache / sizeof p->map_cache[0]);
  if (p->map_cache[slot].map == map) return p->map_cache[slot].alias;
  const char *alias = namemap_get(&p->map_alias, map);
  if (alias) {
    p->map_cache[slot].map = map;
    p->map_cache[slot].alias = alias;
  }
  return alias;
}

/* Gives the map an alias if it has none; false when it cannot have one (it is
 * printed inline). */
static bool note_map(Printer *p, const char *map) {
  if (map_alias(p, map)) return true;
  /* the line in the chunk's arena when long or kept: nothing to free, also when
   * running out of memory jumps out of what follows */
  char short_line[64 + 32];
  size_t mlen = strlen(map);
  bool keep = p->spill_depth || mlen + 32 > sizeof short_line;
  char *line = keep ? arena_alloc(&p->chunk, mlen + 32) : short_line;
  int n = snprintf(line, 32, "#map%.0u = ", p->nmaps);
  memcpy(line + n, map, mlen);
  size_t len = (size_t)n + mlen + 1;
  line[len - 1] = '\n';
  line[len] = 0;
  if (!p->spill_depth && p->in_func) {
    /* the function's output so far is held in the output buffer: the alias goes before it */
    if (!out_insert_before_held(p->cur, line, len))
      return false; /* a function longer than the buffer: its later new maps are printed inline */
  } else if (p->spill_depth) {
    vec_push(&p->chunk, &p->deferred_aliases, line);
  } else {
    out_write(p->cur, line, len);
  }
  p->nmaps++;
  namemap_put(&p->map_alias, map, (void *)arena_strndup(&p->chunk, line, (size_t)n - 3)); /* "#mapN" */
  return true;
}

/* Aliases for the affine maps in a; true when each has one. An array or a
 * dictionary whose maps all have theirs is marked with the chunk's number: the
 * lowering gives every linalg.generic of a function the same few dictionaries,
 * looked at once per chunk instead of once per op. (The mark is the printer's, in
 * the IR: attributes live in arenas, zeroed, so a new one is unmarked.) */
static bool collect_attr_maps(Printer *p, const Attr *a) {
  if (!a) return true;
  if (a->maps_noted == p->chunk_number) return true;
  bool all = true;
  if (a->kind == ATTR_OPAQUE && a->is_affine_map) all = note_map(p, a->spelling);
  if (a->kind == ATTR_ARRAY)
    for (uint32_t i = 0; i < a->n; i++) all &= collect_attr_maps(p, a->elems[i]);
  if (a->kind == ATTR_DICT)
    for (uint32_t i = 0; i < a->n; i++) all &= collect_attr_maps(p, a->entries[i].value);
  if (all && (a->kind == ATTR_ARRAY || a->kind == ATTR_DICT)) ((Attr *)a)->maps_noted = p->chunk_number;
  return all;
}

/* The affine maps of the aliases a foreign op's spelling names. */
void print_collect_piece_maps(Printer *p, const ForeignPiece *piece) {
  for (uint32_t k = 0; k < piece->nrefs; k++) collect_attr_maps(p, piece->refs[k].attr);
}

static void collect_foreign_maps(Printer *p, const Op *op) {
  if (op->kind != OPK_FOREIGN && op->kind != OPK_LABEL) return;
  for (uint32_t i = 0; i <= op->nregions; i++) print_collect_piece_maps(p, &op->pieces[i]);
}

static void collect_block_maps(Printer *p, Block *b) {
  for (Op *op = b->first; op; op = op->next) {
    collect_attr_maps(p, op->props);
    collect_attr_maps(p, op->attrs);
    collect_foreign_maps(p, op);
    for (uint32_t r = 0; r < op->nregions; r++) collect_block_maps(p, op->regions[r]);
  }
}

/* ---------------------------------------------------------------- attributes */


void print_named_attr(Printer *p, const NamedAttr *e) {
  out_spelling(p->cur, e->name, strlen(e->name)); /* a quoted key may be big */
  if (e->value && e->value->kind != ATTR_UNIT) {
    out_str(p->cur, " = ");
    print_attr(p, e->value);
  }
}

static void print_dict_body(Printer *p, const Attr *d) {
  for (uint32_t i = 0; i < d->n; i++) {
    if (i) out_str(p->cur, ", ");
    print_named_attr(p, &d->entries[i]);
  }
}

/* ` : T` after a typed literal */
static void print_type_suffix(Out *o, const Type *t) {
  if (!t) return;
  out_str(o, " : ");
  out_type(o, t);
}

void print_attr(Printer *p, const Attr *a) {
  Out *o = p->cur;
  switch (a->kind) {
  case ATTR_INT:
    if (a->int_overflow || !a->type)
      out_str(o, a->spelling ? a->spelling : "0");
    else
      out_int(o, a->ival);
    print_type_suffix(o, a->type);
    break;
  case ATTR_FLOAT:
  case ATTR_STRING:
    out_spelling(o, a->spelling, strlen(a->spelling));
    print_type_suffix(o, a->type);
    break;
  case ATTR_BOOL: out_str(o, a->ival ? "true" : "false"); break;
  case ATTR_UNIT: out_str(o, "unit"); break;
  case ATTR_TYPE: out_type(o, a->type); break;
  case ATTR_ARRAY:
    out_str(o, "[");
    for (uint32_t i = 0; i < a->n; i++) {
      if (i) out_str(o, ", ");
      print_attr(p, a->elems[i]);
    }
    out_str(o, "]");
    break;
  case ATTR_DICT:
    out_str(o, "{");
    print_dict_body(p, a);
    out_str(o, "}");
    break;
  case ATTR_SYMBOL: out_spelling(o, a->spelling, strlen(a->spelling)); break;
  case ATTR_OPAQUE:
    if (a->is_affine_map) {
      const char *alias = map_alias(p, a->spelling);
      out_str(o, alias ? alias : a->spelling);
    } else {
      out_spelling(o, a->spelling, strlen(a->spelling));
    }
    print_type_suffix(o, a->type);
    break;
  }
}

/* ---------------------------------------------------------------- functions, modules */

void print_item_begin(Printer *p) {
  namemap_clear(&p->used_names);
  arena_reset(&p->names);
  if (++p->func_number == 0) memset(p->taken_hints, 0, sizeof p->taken_hints); /* wrapped: stale entries go */
  p->next_number = p->next_suffix = 0;
}

void print_func_begin(Printer *p, Func *f) {
  print_item_begin(p);
  if (!p->spill_depth) {
    out_hold(p->cur);
    p->in_func = true;
  }
  Out *o = p->cur;
  print_indent(p);
  out_str(o, "func.func ");
  if (f->visibility) {
    out_str(o, f->visibility);
    out_str(o, " ");
  }
  out_str(o, "@");
  out_spelling(o, f->name, strlen(f->name)); /* a quoted name may be big */
  out_str(o, "(");
  for (uint32_t i = 0; i < f->type->ninputs; i++) {
    if (i) out_str(o, ", ");
    if (f->body) {
      char buf[32];
      memcpy(buf, "%arg", 4);
      /* not in used_names: no hint is `arg<digits>` */
      keep_name(p, f->body->args[i], buf, 4 + fmt_uint(buf + 4, i));
      print_value(p, f->body->args[i]);
      out_str(o, ": ");
    }
    out_type(o, f->type->inputs[i]);
    if (f->arg_attrs && f->arg_attrs[i]) {
      out_str(o, " ");
      print_attr(p, f->arg_attrs[i]);
    }
    if (f->arg_locs) print_loc(p, f->arg_locs[i], f->arg_places[i]);
  }
  out_str(o, ")");
  uint32_t nres = f->type->nresults;
  if (nres) {
    bool paren = nres > 1 || (f->res_attrs && f->res_attrs[0]) || f->type->results[0]->kind == TYPE_FUNCTION;
    out_str(o, paren ? " -> (" : " -> ");
    for (uint32_t i = 0; i < nres; i++) {
      if (i) out_str(o, ", ");
      out_type(o, f->type->results[i]);
      if (f->res_attrs && f->res_attrs[i]) {
        out_str(o, " ");
        print_attr(p, f->res_attrs[i]);
      }
    }
    if (paren) out_str(o, ")");
  }
  if (f->attrs && f->attrs->n) {
    out_str(o, " attributes ");
    print_attr(p, f->attrs);
  }
  if (f->body) {
    out_str(o, " {\n");
    p->indent++;
  }
}

void print_func_ops(Printer *p, Block *body) {
  collect_block_maps(p, body);
  print_block_body(p, body);
}

void print_func_end(Printer *p, Func *f) {
  Out *o = p->cur;
  if (f->body) {
    p->indent--;
    print_indent(p);
    out_str(o, "}");
  }
  print_loc(p, f->loc_spelling, f->loc);
  out_str(o, "\n");
  out_release(o);
  p->in_func = false;
}

void print_toplevel_op(Printer *p, Op *op) {
  print_item_begin(p);
  collect_attr_maps(p, op->props);
  collect_attr_maps(p, op->attrs);
  collect_foreign_maps(p, op);
  for (uint32_t r = 0; r < op->nregions; r++) collect_block_maps(p, op->regions[r]);
  print_op(p, op);
}

/* The module's first line: `module @name attributes {...} {`, or the spelling
 * of a module read as a foreign op (`"builtin.module"() ({`). */
typedef struct ModuleHeader {
  const char *sym_name;
  const Attr *attrs;
  const Op *foreign; /* a module read as a foreign op: its header */
} ModuleHeader;

static void emit_module_header(Printer *p, const ModuleHeader *h) {
  Out *o = p->cur;
  print_indent(p);
  if (h->foreign) {
    print_piece(p, &h->foreign->pieces[0]);
    out_str(o, "\n");
    return;
  }
  out_str(o, "module");
  if (h->sym_name) {
    out_str(o, " ");
    out_spelling(o, h->sym_name, strlen(h->sym_name));
  }
  if (h->attrs) {
    out_str(o, " attributes ");
    print_attr(p, h->attrs);
  }
  out_str(o, " {\n");
}

static char *render_module_header(Printer *p, const ModuleHeader *h) {
  /* Render into a temporary Out backed by a memory stream. */
  p->render_file = open_memstream(&p->render_buf, &p->render_len);
  if (!p->render_file) ir_out_of_memory();
  Out *tmp = &p->render;
  out_init(tmp, p->render_file);
  tmp->keep_marks = true; /* a big attribute is copied in when the header is printed */
  Out *saved = p->cur;
  p->cur = tmp;
  emit_module_header(p, h);
  out_flush(tmp);
  p->cur = saved;
  free(tmp->buf);
  tmp->buf = NULL;
  fclose(p->render_file);
  p->render_file = NULL;
  return p->render_buf; /* still the printer's until the caller takes it */
}

/* An explicit module: its body goes to a spill file until it ends when it is the
 * outermost one, for the `#map` aliases found inside must be printed before it. */
static void open_module(Printer *p, const ModuleHeader *h) {
  char *header = render_module_header(p, h);
  p->render_buf = NULL; /* taken: module_header, or printed and freed */
  if (!p->spill_depth) {
    p->module_header = header;
    p->spill_file = ir_tmpfile();
    if (!p->spill_file) {
      p->main->failed = true;
      p->main->err = errno;
      free(header);
      p->module_header = NULL;
      return;
    }
    out_init(&p->spill, p->spill_file);
    p->spill.keep_marks = true; /* big literals are copied in when the spill is appended */
    p->spill_depth = p->module_depth;
    p->cur = &p->spill;
  } else {
    if (header) out_spelling(p->cur, header, strlen(header));
    free(header);
  }
  p->indent++;
}

void print_module_begin(Printer *p, Loc at, const char *sym_name, const Attr *attrs) {
  p->module_depth++;
  if (p->module_depth <= 64) p->module_locs[p->module_depth - 1].at = at;
  /* with locations, the module is kept: its location is printed at its end */
  if (p->module_depth == 1 && !sym_name && (!attrs || attrs->n == 0) && !p->debuginfo) {
    /* An outermost `module {` with no name and no attributes is the implicit
     * module MLIR wraps around top-level ops anyway. Printing its contents at top
     * level lets `#map` aliases go right before the function that first uses them,
     * so the output streams out in one pass instead of through a spill file. */
    p->elided_module = true;
    return;
  }
  if (attrs) collect_attr_maps(p, attrs);
  open_module(p, &(ModuleHeader){sym_name, attrs, NULL});
}

/* A module read as a foreign op is always kept: its attributes, if any, come after its
 * region, so whether it could be elided is known only at its end. */
void print_foreign_module_begin(Printer *p, const Op *header) {
  p->module_depth++;
  collect_foreign_maps(p, header);
  open_module(p, &(ModuleHeader){NULL, NULL, header});
}

/* Ends the module: with a spill file, the aliases, the header and the spilled
 * body go to the main output; then its last line. */
static void close_module(Printer *p, const Op *footer, const char *loc_spelling) {
  p->indent--;
  if (p->spill_depth && p->module_depth == p->spill_depth) {
    Out *m = p->main;
    for (uint32_t i = 0; i < p->deferred_aliases.len; i++) out_str(m, p->deferred_aliases.items[i]);
    p->deferred_aliases = (Vec){0};
    if (p->module_header) out_spelling(m, p->module_header, strlen(p->module_header));
    free(p->module_header);
    p->module_header = NULL;
    if (!out_flush(&p->spill)) {
      m->failed = true;
      m->err = p->spill.err;
    }
    rewind(p->spill_file);
    out_append_file(m, p->spill_file);
    fclose(p->spill_file);
    p->spill_file = NULL;
    free(p->spill.buf);
    p->spill.buf = NULL;
    p->spill_depth = 0;
    p->cur = m;
  }
  print_indent(p);
  if (footer) {
    print_piece(p, &footer->pieces[0]);
  } else {
    out_str(p->cur, "}");
    print_loc(p, loc_spelling, p->module_depth <= 64 ? p->module_locs[p->module_depth - 1].at : (Loc){0});
  }
  out_str(p->cur, "\n");
  p->module_depth--;
}

void print_module_end(Printer *p, const char *loc_spelling) {
  if (p->module_depth == 1 && p->elided_module) {
    p->elided_module = false;
    p->module_depth--;
    return;
  }
  close_module(p, NULL, loc_spelling);
}

void print_foreign_module_end(Printer *p, const Op *footer) {
  collect_foreign_maps(p, footer);
  close_module(p, footer, NULL);
}
