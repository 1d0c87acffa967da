/* printer.h — writes the IR as MLIR text in the layout mlir-opt prints: 2-space
 * indentation, deterministic value names, `#map` aliases defined before first use. */
#ifndef TOSA2LINALG_PRINTER_H
#define TOSA2LINALG_PRINTER_H

#include <string.h>

#include "../ir/ir.h"

/* A buffered output stream; errors are remembered, not fatal, and checked at the end. */
typedef struct Out {
  FILE *file;
  char *buf;
  size_t len, cap;
  uint64_t drained; /* bytes passed on to the file before buf's current ones */
  /* While `holding`, buf[hold_from..len) stays in the buffer as long as it fits, so
   * that bytes can still be put before it (a function's `#map` aliases). */
  size_t hold_from;
  bool holding;
  bool keep_marks; /* big literals' markers written as they are, copied in later */
  bool failed;
  int err; /* errno of the first failure */
} Out;

void out_init(Out *out, FILE *file);
void out_write_slow(Out *out, const char *s, size_t n); /* drains the buffer first */
/* Inline: the printer writes a few bytes at a time, a dozen times per line, and
 * out_str of a literal then costs no strlen. Forced: with LTO, GCC's unit-growth
 * limit once left both out of line (strlen of every literal at run time, +26 M
 * instructions on the 20k module, +6% CPU) after unrelated code was added. */
static inline __attribute__((always_inline)) void out_write(Out *out, const char *s, size_t n) {
  if (out->len + n > out->cap) {
    out_write_slow(out, s, n);
    return;
  }
  copy_bytes(out->buf + out->len, s, n);
  out->len += n;
}
static inline __attribute__((always_inline)) void out_str(Out *out, const char *s) { out_write(out, s, strlen(s)); }
void out_printf(Out *out, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void out_int(Out *out, int64_t v);
/* A spelling that may name big literals (bigtext.c): their text is copied in. */
void out_spelling(Out *out, const char *s, size_t n);
/* Appends the whole of `from` (a regular file, positioned at its start). */
void out_append_file(Out *out, FILE *from);
bool out_flush(Out *out); /* false on a write error */
void out_close(Out *out); /* frees the buffer */
void out_hold(Out *out);   /* holds from here on */
void out_release(Out *out);
/* Puts s before the held bytes; false when nothing is held any more (it did not fit). */
bool out_insert_before_held(Out *out, const char *s, size_t n);

typedef struct Printer Printer;
Printer *print_open(Out *out);
void print_close(Printer *p);
/* --mlir-print-debuginfo: locations of the input file `name` (see printer_impl.h) */
void print_set_debuginfo(Printer *p, const char *name);
/* --split-input-file: the chunk that starts now begins on this line of the input */
void print_chunk_line(Printer *p, uint32_t line);
/* `#loc3 = loc(...)`, printed as read (with --mlir-print-debuginfo) */
void print_loc_alias(Printer *p, const char *name, const char *spelling);
/* Each `// -----` chunk starts afresh: alias numbering restarts. */
void print_chunk_begin(Printer *p);
bool print_chunk_end(Printer *p); /* false on an output error */
void print_module_begin(Printer *p, Loc at, const char *sym_name, const Attr *attrs);
void print_module_end(Printer *p, const char *loc_spelling);
/* A module read as a foreign op ("builtin.module"() ({ ... }) : () -> ()): its
 * spelling before and after its region, each a one-piece OPK_FOREIGN op. */
void print_foreign_module_begin(Printer *p, const Op *header);
void print_foreign_module_end(Printer *p, const Op *footer);
/* their old names, which driver.c still uses */
/* A function as its body streams: the header and the body's '{'; the ops of the
 * body (all of its ops at each call, the ops of one input op once lowered); '}'. */
void print_func_begin(Printer *p, Func *f);
void print_func_ops(Printer *p, Block *body);
void print_func_end(Printer *p, Func *f);
void print_toplevel_op(Printer *p, Op *op);
/* An op with regions whose regions' ops stream: its spelling up to the first region;
 * after each region the piece that follows (`} else {`, or its end when last). */
void print_region_op_begin(Printer *p, Op *op, const ForeignPiece *first);
void print_region_op_next(Printer *p, Op *op, const ForeignPiece *piece, bool last);

#endif
