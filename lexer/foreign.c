/* foreign.c — reads foreign ops, those tosa2linalg carries through by their
 * spelling: where such an op starts and ends (docs/foreign-ops.md), its regions,
 * labels and the dialect_resources section. Only classifies and copies; the
 * parser's build.c and build_foreign.c find the names in the spelling. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "lexer_impl.h"
#include "parser.h"

/* An op in a syntax tosa2linalg does not know is a foreign op: from its name to
 * the end of the statement, which is the end of the line outside brackets, as
 * mlir-opt prints it. A '{' that ends a line opens a region: the spelling so far
 * is one token, the region's ops are read as usual, and its closing '}' starts
 * the next piece. Comments and locations are dropped. */


/* lx->cur[at..] up to the end of the line is blank or a comment. */
static bool rest_of_line_blank(Lexer *lx, size_t at) {
  for (;; at++) {
    if (!lex_have(lx, at)) return true;
    unsigned char c = lx->cur[at];
    if (c == '\n') return true;
    if (c == '/' && lex_have(lx, at + 1) && lx->cur[at + 1] == '/') return true;
    if (c != ' ' && c != '\t' && c != '\r') return false;
  }
}

/* Skips a `loc(...)` at lx->cur, strings included; false if it never closes. */
static bool skip_loc(Lexer *lx) {
  lx->cur += 4;
  for (unsigned depth = 1; depth;) {
    if (!lex_have(lx, 0) || *lx->cur == 0) return false;
    char c = (char)*lx->cur++;
    if (c == '\n') lex_newline(lx, lx->cur);
    else if (c == '(') depth++;
    else if (c == ')') depth--;
    else if (c == '"') {
      while (lex_have(lx, 0) && *lx->cur != '"' && *lx->cur != '\n') lx->cur += *lx->cur == '\\' ? 2 : 1;
      if (!lex_have(lx, 0) || *lx->cur != '"') return false;
      lx->cur++;
    }
  }
  return true;
}

static bool starts_loc(Lexer *lx, const CopyBuf *t) {
  if (t->len && lex_is_name_char((unsigned char)t->p[t->len - 1])) return false;
  return lex_have(lx, 3) && !memcmp(lx->cur, "loc(", 4);
}

/* After an op that ended at a newline: the next line that holds something must
 * start a statement. If it starts like the rest of an op (`: f32`, `outs(...)`),
 * the op was wrapped by hand, which the rule cannot split: an error, never a guess. */
static int check_next_line(Lexer *lx, int kind) {
  size_t i = 0, start = 0; /* offsets from lx->cur: peeking may move the buffer */
  uint32_t line = lx->line;
  for (;;) {
    if (!lex_have(lx, i)) return kind;
    unsigned char c = lx->cur[i];
    if (c == '\n') {
      line++;
      start = i + 1;
    } else if (c == '/' && lex_have(lx, i + 1) && lx->cur[i + 1] == '/') {
      while (lex_have(lx, i + 1) && lx->cur[i + 1] != '\n') i++;
    } else if (c != ' ' && c != '\t' && c != '\r') {
      break;
    }
    i++;
  }
  size_t w = i;
  bool dotted = false;
  while (lex_have(lx, w) && lex_is_name_char(lx->cur[w])) dotted |= lx->cur[w++] == '.';
  unsigned char c = lx->cur[i];
  bool word = isalpha(c) || c == '_';
  static const char *const bare_ops[] = {"return", "call", "module", NULL};
  bool known_word = false;
  for (size_t k = 0; word && bare_ops[k]; k++)
    known_word |= strlen(bare_ops[k]) == w - i && !memcmp(bare_ops[k], lx->cur + i, w - i);
  bool resources = c == '{' && lex_have(lx, i + 2) && lx->cur[i + 1] == '-' && lx->cur[i + 2] == '#';
  if ((word && !dotted && !known_word) || (c && !resources && strchr(":,()[]<>={-0123456789", c))) {
    Loc at = {line, (uint32_t)(i - start) + 1, lex_offset_of(lx, lx->cur) + (int64_t)start};
    return lex_error(lx, at,
                     "this line continues the op on the line before, which tosa2linalg cannot split: write each op "
                     "of a dialect it does not lower on one line, as mlir-opt prints it");
  }
  return kind;
}

/* The '{' at lx->cur ends its line: a region begins. The op's spelling so far is the
 * token; the brackets it has open wait, with it, for the region's '}'. */
static int open_region(Lexer *lx, Token *val, CopyBuf *t, const char *open, unsigned nopen, int kind) {
  if (lx->depth == IR_MAX_NESTING) return lex_error(lx, lex_loc_at(lx, lx->cur), NESTING_MSG);
  lex_copy_add(t, '{');
  lx->cur++;
  if (lx->nsusp == lx->susp_cap) {
    lx->susp_cap = lx->susp_cap ? 2 * lx->susp_cap : 8;
    lx->susp = xrealloc(lx->susp, lx->susp_cap * sizeof *lx->susp);
  }
  struct Suspended *s = &lx->susp[lx->nsusp++];
  s->depth = lx->depth++;
  s->nopen = nopen;
  memcpy(s->open, open, nopen);
  val->spelling = t->p;
  val->len = (uint32_t)t->len;
  return kind;
}

void lex_skip_comment(Lexer *lx) {
  Loc at = lex_loc_at(lx, lx->cur);
  int64_t from = lex_offset_of(lx, lx->cur);
  while (lex_have(lx, 0) && *lx->cur != '\n') lx->cur++;
  if (diag_verifying() && !lx->peeking && from >= lx->buf_offset) { /* in a big literal, it may have left */
    size_t n = (size_t)(lex_offset_of(lx, lx->cur) - from);
    diag_expect_comment(at, (const char *)lx->buf + (from - lx->buf_offset), n);
  }
}

/* The `loc(...)` at lx->cur: dropped from the spelling t (with the blank before
 * it), or with --mlir-print-debuginfo kept, its line ends as spaces. False when
 * it never closes. */
static bool take_loc(Lexer *lx, CopyBuf *t) {
  int64_t from = lex_offset_of(lx, lx->cur); /* skipping may move the buffer */
  if (!skip_loc(lx)) return false;
  if (lx->keep_locs) {
    for (int64_t k = from; k < lex_offset_of(lx, lx->cur); k++) {
      char b = (char)lx->buf[k - lx->buf_offset];
      lex_copy_add(t, b == '\n' ? ' ' : b);
    }
    return true;
  }
  while (t->len && t->p[t->len - 1] == ' ') t->p[--t->len] = 0;
  return true;
}

/* Scans a foreign op from lx->cur with the brackets `open` already open. Returns
 * `ends` when the statement ended, `regions` when a region began (its '{' is the
 * last byte of the spelling). */
int lex_scan_foreign(Lexer *lx, Token *val, Loc start, CopyBuf *t, const char *open, unsigned nopen, int ends,
                     int regions) {
  char stack[IR_MAX_NESTING];
  unsigned n = nopen;
  memcpy(stack, open, n);
  bool at_newline = false;
  for (;;) {
    if (lx->peeking && t->len > BIGTEXT_HEAD) /* a big literal: the op is read as usual */
      return lex_error(lx, start, "op too long to look ahead");
    if (!lex_have(lx, 0)) {
      if (n) return lex_error(lx, start, "unterminated op: missing closing bracket");
      break;
    }
    unsigned char c = *lx->cur;
    if (c == 0) return lex_error(lx, lex_loc_at(lx, lx->cur), "unexpected byte 0x00");
    if (c >= 0x80) return lex_error(lx, lex_loc_at(lx, lx->cur), "unexpected character"); /* as mlir-opt */
    if (c == '\n' || c == '\r' || c == '\t' || c == ' ') {
      if (c == '\n' && n == 0) {
        at_newline = true;
        break;
      }
      lx->cur++;
      if (c == '\n') lex_newline(lx, lx->cur);
      if (t->len && t->p[t->len - 1] != ' ') lex_copy_add(t, ' ');
      continue;
    }
    if (c == '"') {
      const char *failed = lex_copy_string(lx, t);
      if (failed) return lex_error(lx, lex_loc_at(lx, lx->cur), failed);
      continue;
    }
    if (c == '/' && lex_have(lx, 1) && lx->cur[1] == '/') {
      lex_skip_comment(lx);
      continue;
    }
    if (c == 'l' && starts_loc(lx, t)) {
      Loc at = lex_loc_at(lx, lx->cur);
      if (!take_loc(lx, t)) return lex_error(lx, at, "unterminated location");
      continue;
    }
    if (c == '{' && rest_of_line_blank(lx, 1)) return open_region(lx, val, t, stack, n, regions);
    char prev = t->len ? t->p[t->len - 1] : ' ';
    bool angle = c == '<' && (lex_is_name_char((unsigned char)prev) || prev == '"' || prev == '>' ||
                              (lex_have(lx, 1) && lx->cur[1] == '{'));
    if (angle && !lx->peeking && t->len >= 5 && !memcmp(t->p + t->len - 5, "dense", 5)) {
      int r = lex_copy_angle(lx, t, start, n); /* a constant's weights: big ones are not held */
      if (r < 0) return T_ERROR;
      if (r) continue;
    }
    if (is_opener((char)c) && (c != '<' || angle)) {
      if (n == IR_MAX_NESTING) return lex_error(lx, lex_loc_at(lx, lx->cur), NESTING_MSG);
      stack[n++] = c == '(' ? ')' : c == '<' ? '>' : c == '[' ? ']' : '}';
    } else if (c == '>' && (prev == '-' || !n || stack[n - 1] != '>')) {
      /* an arrow or a comparison, not a closer */
    } else if (is_closer((char)c)) {
      if (!n && c == '}') break; /* the enclosing region ends on this line */
      if (!n || stack[n - 1] != (char)c) return lex_error(lx, lex_loc_at(lx, lx->cur), "mismatched closing bracket");
      n--;
    }
    lex_copy_add(t, (char)c);
    lx->cur++;
  }
  while (t->len && t->p[t->len - 1] == ' ') t->p[--t->len] = 0;
  val->spelling = t->p;
  val->len = (uint32_t)t->len;
  return at_newline ? check_next_line(lx, ends) : ends;
}

/* The '}' just read closes a foreign op's region: its spelling goes on. */
int lex_resume_foreign(Lexer *lx, Token *val, Loc loc) {
  struct Suspended *s = &lx->susp[--lx->nsusp];
  lx->depth = s->depth;
  CopyBuf t = {.arena = &ir_func_arena};
  lex_copy_add(&t, '}');
  return lex_scan_foreign(lx, val, loc, &t, s->open, s->nopen, T_REGION_END, T_REGION_NEXT);
}

/* Where an op name can stand: first on its line, or right after `%r, %s:2 =`. */
bool lex_at_op_position(const Lexer *lx) {
  return lx->line != lx->last_line || (lx->prev_kind == '=' && lx->results_run);
}

/* A bare word at op position that is not a keyword: an op name, read as foreign
 * text unless it is a tosa op with the regular custom form, or a key of an
 * attribute dictionary written over several lines (`key = ...`, `key,`). The
 * parser checks the name (op_name_error). */
int lex_bare_op(Lexer *lx, Token *val, Loc loc) {
  size_t i = 0;
  while (lex_have(lx, i) && (lx->cur[i] == ' ' || lx->cur[i] == '\t')) i++;
  unsigned char next = lex_have(lx, i) ? lx->cur[i] : 0;
  if (next == '=' || next == ',' || next == '}') return T_BARE_ID;
  if (val->len > 5 && !memcmp(val->spelling, "tosa.", 5) && !tosa_op_is_foreign(val->spelling, val->len)) return T_BARE_ID;
  CopyBuf t = {.arena = &ir_func_arena};
  lx->cur = lx->tok;
  return lex_scan_foreign(lx, val, loc, &t, "", 0, T_FOREIGN, T_FOREIGN_R);
}

/* Whether an alias (#name, !name) is used inside the <...> of a type or attribute
 * literal in s: mlir-opt's generic form prints `tensor<4xf32, #sparse>`, which only
 * a foreign op can expand (bracketed literals are kept as written). */
static bool alias_in_angles(const char *s, size_t n) {
  unsigned depth = 0;
  for (size_t i = 0; i < n; i++) {
    char c = s[i], prev = i ? s[i - 1] : ' ';
    if (c == '"') {
      for (i++; i < n && s[i] != '"'; i++)
        if (s[i] == '\\') i++;
    } else if (c == '<' && lex_is_name_char((unsigned char)prev)) {
      depth++;
    } else if (c == '>' && depth && prev != '-') {
      depth--;
    } else if (depth && (c == '#' || c == '!') && !lex_is_name_char((unsigned char)prev)) {
      size_t len;
      if (lex_alias_in(s + i, n - i, &len) == 0) return true;
    }
  }
  return false;
}

/* A generic op "name"(...): read as a foreign op when it has regions or successors
 * (those are not modelled), an alias inside a literal or a big literal on its
 * first line, else read as usual. Which one is known only at the end of its
 * first line (or past BIGTEXT_HEAD bytes of it): it is scanned ahead, then read
 * again either way. tosa ops other than the control flow ones skip the
 * look-ahead: they are the bulk of big inputs. */
int lex_generic_op(Lexer *lx, Token *val, Loc loc) {
  if (!lex_at_op_position(lx) || !lex_have(lx, 0) || *lx->cur != '(') return T_STRING;
  bool tosa = val->len > 7 && !memcmp(val->spelling, "\"tosa.", 6);
  if (tosa && !tosa_op_is_foreign(val->spelling + 1, val->len - 2)) return T_STRING;
  int64_t end = lex_offset_of(lx, lx->cur), line_start = lx->line_start;
  uint32_t line = lx->line;
  unsigned depth = lx->depth, nsusp = lx->nsusp;
  CopyBuf ahead = {.arena = &ir_func_arena};
  Token f = {0};
  lx->cur = lx->tok;
  lx->peeking = true; /* its comments are seen when it is read again */
  int k = lex_scan_foreign(lx, &f, loc, &ahead, "", 0, T_FOREIGN, T_FOREIGN_R);
  lx->peeking = false;
  /* a first line of a big literal: not held to be read twice, so read as a
   * foreign op, which may have regions after it (or successors, aliases) */
  bool big = k == T_ERROR && ahead.len > BIGTEXT_HEAD;
  bool foreign = k == T_FOREIGN_R || big ||
              (k == T_FOREIGN && (strstr(f.spelling, ")[^") || (!tosa && alias_in_angles(f.spelling, f.len))));
  lx->cur = lx->buf + (end - lx->buf_offset);
  lx->line_start = line_start;
  lx->line = line;
  lx->depth = depth;
  lx->nsusp = nsusp;
  if (!foreign) return T_STRING;
  CopyBuf t = {.arena = &ir_func_arena};
  lx->cur = lx->tok;
  return lex_scan_foreign(lx, val, loc, &t, "", 0, T_FOREIGN, T_FOREIGN_R);
}

int lex_label(Lexer *lx, Token *val, Loc loc) {
  if (!lex_at_op_position(lx)) return T_CARET_ID;
  CopyBuf t = {.arena = &ir_func_arena};
  lx->cur = lx->tok;
  return lex_scan_foreign(lx, val, loc, &t, "", 0, T_LABEL, T_LABEL);
}
