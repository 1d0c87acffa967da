/* keywords.c — a bare word as an attribute value. Only the enum properties of a
 * TOSA op's custom form take one (`nan_mode = IGNORE` on clamp, maximum and
 * minimum, LLVM 22; the enums of the TOSA ops carried through are theirs);
 * anywhere else mlir-opt's attribute parser stops at it (docs/op-rules.md,
 * section 12, rows A13, A14). */
#include <string.h>
#include "parse.h"

/* Where mlir-opt's custom parser reports a bad enum value: its current token, the
 * first one after the word on the word's line (the word's end when nothing
 * follows there). */
static Loc after_word(ParseState *ps, Loc at, size_t n) {
  Loc l = at;
  l.col += (uint32_t)n;
  SourceWindow w = lex_source_window(ps->lx);
  size_t len = 0;
  const char *line = at.line ? w.line_at(w.ctx, at.line_offset, &len) : NULL;
  size_t i = l.col - 1;
  while (line && i < len && (line[i] == ' ' || line[i] == '\t')) i++;
  if (line && i < len) l.col = (uint32_t)i + 1;
  return l;
}

/* `key = WORD`: true (an error reported) unless it is a known enum value of the
 * custom-form op being read. `eq` is the '=' (one byte), past which mlir-opt's
 * "expected attribute value" points. */
bool ps_keyword_value(ParseState *ps, const Token *key, Loc eq, const Attr *v) {
  if (!v || !v->is_keyword) return false;
  const OpInfo *info = ps->custom_op ? tosa_op_lookup(ps->custom_op) : NULL;
  /* the TOSA ops carried through have enums of their own (rescale's rounding_mode,
   * resize's mode): mlir-opt checks those, tosa2linalg copies them */
  if (ps->custom_op && !tosa_op_elementwise(info)) return false;
  if (info && !strcmp(key->spelling, "nan_mode") && tosa_op_has_attr(info, 22, "nan_mode")) {
    if (!strcmp(v->spelling, "PROPAGATE") || !strcmp(v->spelling, "IGNORE")) return false;
    ps_syntax_error(ps, after_word(ps, v->loc, strlen(v->spelling)), "custom op '%s' invalid nan_mode value: %s",
                    ps->custom_op, v->spelling);
    return true;
  }
  eq.col += 1;
  ps_syntax_error(ps, eq, "expected attribute value");
  return true;
}

/* A bare word as a value, as custom forms print enums: `nan_mode = IGNORE`. The
 * pretty-op builder turns it into the generic spelling `#tosa.nan_mode<IGNORE>`. */
Attr *ps_attr_keyword(ParseState *ps, Loc loc, Token *word) {
  (void)ps;
  Attr *a = attr_new(&ir_func_arena, ATTR_OPAQUE, loc);
  a->spelling = word->spelling;
  a->is_keyword = true;
  return a;
}
