/* printer_impl.h — what the printer's files share: the printer's state and the
 * helpers each file calls in another. Not part of the layer's interface (printer.h). */
#ifndef TOSA2LINALG_PRINTER_IMPL_H
#define TOSA2LINALG_PRINTER_IMPL_H

#include "printer.h"

struct Printer {
  Out *main;
  Out *cur;
  /* Inside an explicit `module {`, affine-map aliases must precede the module, so its
   * body goes to a spill file and the aliases are collected until the module ends. */
  Out spill;
  FILE *spill_file;
  unsigned spill_depth; /* module depth at which spilling started (0: not spilling) */
  unsigned module_depth;
  bool elided_module; /* the outermost module is printed as the implicit one */
  char *module_header;
  /* render_module_header's memory stream, kept here so that print_close frees
   * it also after an out-of-memory jump out of the rendering */
  FILE *render_file;
  char *render_buf;
  size_t render_len;
  Out render;
  Vec deferred_aliases; /* char* lines; they and the array are in `chunk` */
  /* The printer's own memory, apart from the IR it prints: value names go with
   * each function, alias tables with each chunk. */
  Arena chunk; /* alias names and tables: reset for each `// -----` chunk */
  Arena names; /* printed value names: reset for each function */
  /* per chunk */
  NameMap map_alias; /* interned affine_map spelling -> alias name */
  /* Direct-mapped cache in front of map_alias, keyed by the spelling's pointer: affine
   * maps are interned (attr_affine_map), so equal maps are the same pointer. */
  struct { const char *map, *alias; } map_cache[64];
  uint32_t nmaps;
  uint32_t chunk_number; /* marks attributes whose maps all have aliases (Attr.maps_noted) */
  /* per function */
  NameMap used_names;
  /* Hints known to be taken in this function, by pointer: most hints are the same
   * few literals ("in", "out", "dim"), taken after their first use, so the common
   * case needs no hashing. A miss falls back to used_names. An entry counts in
   * the function whose number (func_number) it has: none is cleared per function.
   * A hint is a literal or interned, so that one pointer is one spelling for the
   * run (an arena's would be another hint's after the arena is reused). */
  struct {
    const char *hint;
    uint32_t func;
    uint32_t len; /* strlen(hint), capped */
  } taken_hints[64];
  uint32_t func_number;
  uint32_t next_number, next_suffix;
  int indent;
  bool in_func; /* a function is being printed, held in the output buffer */
  /* --mlir-print-debuginfo: every op ends with its location, the written one or,
   * as mlir-opt gives, "file":line:col of where it was read */
  bool debuginfo;
  char *loc_file;       /* the file's name as a quoted MLIR string, malloc'd */
  uint32_t chunk_line;  /* --split-input-file: the line its chunk starts on, else 0 */
  struct { Loc at; const char *spelling; } module_locs[64]; /* of the modules open */
  /* A template being recorded (template.c): the steps so far, each with where
   * its bytes start in the output buffer. */
  struct TemplateRecording {
    bool on, failed;
    const Op *op;
    const Out *out;
    const char *buf;
    uint64_t drained;
    size_t start, last; /* the output buffer's length at the start, after the last name or indentation */
    size_t holes;       /* bytes of names and indentation written */
    int indent;  /* the op's */
    Value *defs[16];
    const char *hints[16];
    uint32_t ndefs, nsteps, cap;
    uint64_t operands_printed; /* bit i: operand i's name is a step */
    TemplateStep *steps; /* malloc'd, kept for the next one */
    size_t *from;
  } rec;
};

/* The hot paths format without printf: it dominated the run time. */
static inline __attribute__((always_inline)) void out_str2(Out *out, const char *a, const char *b) {
  out_str(out, a);
  out_str(out, b);
}

/* A string with at least 16 readable bytes from s: one that starts an arena
 * allocation (a value's printed name, a type's spelling: arena_alloc hands out
 * 16-byte granules), or the indentation's spaces. One shorter than that is copied
 * as 16 bytes, without a branch on its length. */
static inline void out_arena_str(Out *out, const char *s, size_t n) {
  if (n - 1 < 15 && out->len + 16 <= out->cap) {
    memcpy(out->buf + out->len, s, 16);
    out->len += n;
    return;
  }
  out_write(out, s, n);
}
static inline void out_type(Out *out, const Type *t) { out_arena_str(out, t->spelling, t->spelling_len); }

/* printer.c */
void out_indent(Out *o, int levels); /* 2 spaces a level */
void print_indent(Printer *p);
/* Gives v a printed name not yet taken in this function, from the hint if any. */
void print_fresh_name(Printer *p, Value *v, const char *hint);
void print_name_results(Printer *p, Op *op);
void print_value(Printer *p, Value *v);
void print_attr(Printer *p, const Attr *a);
void print_named_attr(Printer *p, const NamedAttr *e); /* `name = value`, or `name` for a unit */
void print_item_begin(Printer *p); /* a function or top-level op: value names start afresh */
void print_collect_piece_maps(Printer *p, const ForeignPiece *piece);

/* template.c: a linalg.generic recorded as a template, or replayed from one:
 * the names and indentation printed while it is kept are its steps */
void template_record_begin(Printer *p, const Op *op);
const Template *template_record_end(Printer *p); /* NULL: try again with a later op */
void template_define(Printer *p, Value *v, const char *hint);
void template_name(Printer *p, Value *v);
void template_indent(Printer *p);
static inline void template_after_step(Printer *p) {
  p->rec.holes += p->cur->len - p->rec.last;
  p->rec.last = p->cur->len;
}
void template_replay(Printer *p, const Op *op, const Template *t);
void template_free(Printer *p);

/* print_ops.c */
void print_op(Printer *p, Op *op);
void print_block_body(Printer *p, Block *b);
void print_piece(Printer *p, const ForeignPiece *piece);
/* ` loc(...)`: `spelling` as written, else the place `at` (--mlir-print-debuginfo only) */
void print_loc(Printer *p, const char *spelling, Loc at);

#endif
