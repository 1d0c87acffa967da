/* lexer.re — re2c tokenizer for the MLIR subset tosa2linalg reads. The re2c block
 * only classifies; the C helpers below decode, refill the buffer and count lines. */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "lexer.h"
#include "parser.h"

struct Lexer {
  FILE *in;
  const char *file;
  bool split_chunks;
  bool eof, io_error;
  unsigned char *buf; /* buf[0] is input byte buf_offset; lim[0] == 0 is the sentinel */
  size_t cap;
  int64_t buf_offset;
  unsigned char *cur, *mar, *tok, *lim;
  unsigned char *line_start;
  uint32_t line;
  int64_t keep_offset; /* -1: nothing before the current line needs to stay */
  unsigned depth;      /* ( [ { tokens open: the parser's structures nest no deeper */
  char errmsg[160];
  Loc errloc;
  /* Where an op name can stand (docs/foreign-ops.md): first on a line, or after a
   * result list `%r, %s:2 =` that began the line. */
  uint32_t last_line;  /* line on which the previous token ended (0: none yet) */
  int prev_kind;       /* the previous token */
  bool results_run;    /* the line so far is a result list */
  /* Foreign ops waiting for the end of one of their regions: the brackets they had
   * open when the region began, and `depth` outside the region's '{'. */
  struct Suspended {
    unsigned depth, nopen;
    char open[IR_MAX_NESTING];
  } *susp;
  uint32_t nsusp, susp_cap;
};

static int64_t offset_of(const Lexer *lx, const unsigned char *p) { return lx->buf_offset + (p - lx->buf); }

/* Moves the bytes still needed to the front of the buffer, grows it when full and
 * reads more. Returns 0 when bytes were added, 1 at end of input. */
static int lex_fill(Lexer *lx) {
  if (lx->eof) return 1;
  unsigned char *keep = lx->tok < lx->line_start ? lx->tok : lx->line_start;
  if (lx->keep_offset >= 0 && lx->keep_offset >= lx->buf_offset) {
    unsigned char *k = lx->buf + (lx->keep_offset - lx->buf_offset);
    if (k < keep) keep = k;
  }
  size_t shift = (size_t)(keep - lx->buf);
  size_t used = (size_t)(lx->lim - keep);
  if (shift) {
    memmove(lx->buf, keep, used);
    lx->buf_offset += (int64_t)shift;
    lx->cur -= shift;
    lx->mar -= shift;
    lx->tok -= shift;
    lx->line_start -= shift;
    lx->lim -= shift;
  }
  if (lx->cap - used < 65536 + 1) {
    size_t cap = lx->cap * 2;
    unsigned char *nb = xrealloc(lx->buf, cap);
    ptrdiff_t d = nb - lx->buf;
    lx->buf = nb;
    lx->cap = cap;
    lx->cur += d;
    lx->mar += d;
    lx->tok += d;
    lx->line_start += d;
    lx->lim += d;
  }
  size_t room = lx->cap - used - 1;
  size_t got = fread(lx->lim, 1, room, lx->in);
  if (got < room) {
    if (ferror(lx->in)) {
      diag_report(DIAG_ERROR, (Loc){0}, "cannot read '%s': %s", lx->file, strerror(errno));
      lx->io_error = true;
    }
    lx->eof = true;
  }
  lx->lim += got;
  lx->lim[0] = 0;
  return got ? 0 : 1;
}

Lexer *lex_open(FILE *in, const char *filename, bool split_chunks) {
  const char *file = ir_intern_cstr(filename); /* first: a failure here leaves nothing behind */
  Lexer *lx = xcalloc(1, sizeof *lx);
  lx->in = in;
  lx->file = file;
  lx->split_chunks = split_chunks;
  lx->cap = 1 << 17;
  lx->buf = malloc(lx->cap);
  if (!lx->buf) {
    free(lx);
    ir_out_of_memory();
  }
  lx->cur = lx->mar = lx->tok = lx->lim = lx->line_start = lx->buf;
  lx->lim[0] = 0;
  lx->line = 1;
  lx->keep_offset = -1;
  return lx;
}

void lex_close(Lexer *lx) {
  if (!lx) return;
  free(lx->susp);
  free(lx->buf);
  free(lx);
}

void lex_keep_from(Lexer *lx, int64_t offset) { lx->keep_offset = offset; }
bool lex_had_io_error(const Lexer *lx) { return lx->io_error; }


static const char *line_at(void *ctx, int64_t line_offset, size_t *len) {
  Lexer *lx = ctx;
  if (line_offset < lx->buf_offset || line_offset > offset_of(lx, lx->lim)) return NULL;
  const unsigned char *p = lx->buf + (line_offset - lx->buf_offset), *e = p;
  const unsigned char *stop = *len && (size_t)(lx->lim - p) > *len ? p + *len : lx->lim;
  while (e < stop && *e != '\n') e++;
  *len = (size_t)(e - p);
  return (const char *)p;
}

SourceWindow lex_source_window(Lexer *lx) { return (SourceWindow){line_at, lx}; }

static Loc loc_at(Lexer *lx, const unsigned char *p) {
  return (Loc){lx->line, (uint32_t)(p - lx->line_start) + 1, offset_of(lx, lx->line_start)};
}

static void newline(Lexer *lx, const unsigned char *after) {
  lx->line++;
  lx->line_start = (unsigned char *)after;
}

static int lex_error(Lexer *lx, Loc loc, const char *msg) {
  snprintf(lx->errmsg, sizeof lx->errmsg, "%s", msg);
  lx->errloc = loc;
  return T_ERROR;
}

/* Copies the token text out of the buffer (which moves on refill) into the arena
 * of the item being read, ir_func_arena: the IR points at token texts, so they
 * live as long as the item. The driver keeps an item's arena until the next item
 * is done too, for the parser's lookahead token is read before the boundary. */
static void set_text(Lexer *lx, Token *val, const unsigned char *s, size_t n) {
  (void)lx;
  val->text = arena_strndup(&ir_func_arena, (const char *)s, n);
  val->len = (uint32_t)n;
}

/* Reads a bracketed body after the opening '<' or '(' that re2c matched, up to the
 * matching closer, skipping strings and treating "->" as an arrow. The text is
 * copied with runs of white space folded to one space (none after an opener or
 * before a closer or comma), so equal spellings compare equal. */
typedef struct TextBuf {
  Arena *arena;
  char *p;
  size_t len, cap;
} TextBuf;

static void text_add(TextBuf *t, char c) {
  if (t->len + 2 > t->cap) {
    size_t cap = t->cap ? t->cap * 2 : 64;
    char *n2 = arena_alloc(t->arena, cap);
    if (t->len) memcpy(n2, t->p, t->len);
    t->p = n2;
    t->cap = cap;
  }
  t->p[t->len++] = c;
  t->p[t->len] = 0;
}

#define NESTING_MSG "brackets nested deeper than the supported maximum of 256"
_Static_assert(IR_MAX_NESTING == 256, "update NESTING_MSG");

static bool is_opener(char c) { return c == '(' || c == '<' || c == '[' || c == '{'; }
static bool is_closer(char c) { return c == ')' || c == '>' || c == ']' || c == '}'; }

/* Makes sure lx->cur[ahead] is inside the buffer; false at end of input. */
static bool have(Lexer *lx, size_t ahead) {
  while (lx->cur + ahead >= lx->lim)
    if (lex_fill(lx) != 0) return false;
  return true;
}

/* An alias (#name or !name without a dialect prefix or a <body>) inside bracketed
 * text: tosa2linalg expands aliases where it reads an attribute or a type itself,
 * but bracketed text is kept as written, while the alias definitions are not
 * printed: the output would not parse. Returns the alias's offset, or -1. */
static ptrdiff_t alias_in_text(const char *s, size_t n, size_t *len) {
  bool in_string = false;
  for (size_t i = 0; i < n; i++) {
    char c = s[i];
    if (in_string) {
      if (c == '\\') i++;
      else if (c == '"') in_string = false;
      continue;
    }
    if (c == '"') in_string = true;
    if ((c != '#' && c != '!') || i + 1 >= n || !(isalpha((unsigned char)s[i + 1]) || s[i + 1] == '_')) continue;
    size_t j = i + 1;
    bool dialect = false;
    while (j < n && (isalnum((unsigned char)s[j]) || s[j] == '_' || s[j] == '$' || s[j] == '.')) dialect |= s[j++] == '.';
    if (!dialect && (j >= n || s[j] != '<')) {
      *len = j - i;
      return (ptrdiff_t)i;
    }
    i = j - 1;
  }
  return -1;
}

static int scan_balanced(Lexer *lx, Token *val, Loc start, int kind) {
  TextBuf t = {.arena = &ir_func_arena};
  for (const unsigned char *p = lx->tok; p < lx->cur; p++) text_add(&t, (char)*p);
  char stack[IR_MAX_NESTING];
  int depth = 0;
  stack[depth++] = lx->cur[-1] == '(' ? ')' : lx->cur[-1] == '[' ? ']' : '>';
  bool in_string = false, pending_space = false;
  while (depth > 0) {
    if (!have(lx, 0)) return lex_error(lx, start, "unterminated bracketed text: missing closing bracket");
    char c = (char)*lx->cur++;
    if (c == '\n') newline(lx, lx->cur);
    if (c == 0) return lex_error(lx, loc_at(lx, lx->cur - 1), "unexpected byte 0x00");
    if (in_string) {
      if (c == '\n') return lex_error(lx, start, "unterminated string literal");
      text_add(&t, c);
      if (c == '\\' && have(lx, 0)) text_add(&t, (char)*lx->cur++);
      else if (c == '"') in_string = false;
      continue;
    }
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
      pending_space = true;
      continue;
    }
    bool arrow = c == '-' && have(lx, 0) && *lx->cur == '>';
    if (pending_space && t.len && !is_opener(t.p[t.len - 1]) && !is_closer(c) && c != ',') text_add(&t, ' ');
    pending_space = false;
    text_add(&t, c);
    if (arrow) {
      text_add(&t, (char)*lx->cur++);
    } else if (c == '"') {
      in_string = true;
    } else if (is_opener(c)) {
      if (depth == IR_MAX_NESTING) return lex_error(lx, loc_at(lx, lx->cur - 1), NESTING_MSG);
      stack[depth++] = c == '(' ? ')' : c == '<' ? '>' : c == '[' ? ']' : '}';
    } else if (is_closer(c)) {
      if (stack[depth - 1] != c) return lex_error(lx, loc_at(lx, lx->cur - 1), "mismatched closing bracket");
      depth--;
    }
  }
  size_t alen;
  ptrdiff_t at = kind == T_LOC ? -1 : alias_in_text(t.p, t.len, &alen); /* locations are dropped */
  if (at >= 0) {
    char msg[160];
    snprintf(msg, sizeof msg, "alias '%.*s%s' used inside '%.*s<...>': not supported, write the aliased value instead",
             alen > 64 ? 64 : (int)alen, t.p + at, alen > 64 ? "..." : "", (int)strcspn(t.p, "<(["), t.p);
    return lex_error(lx, start, msg);
  }
  val->text = t.p;
  val->len = (uint32_t)t.len;
  return kind;
}

/* ( [ { nest the parser's structures (attribute arrays and dictionaries, function
 * types, regions); the printer and the alias copy recurse on them, and bison's
 * stack is finite: deeper input is rejected here, with a clear message. */
static int resume_foreign(Lexer *lx, Token *val, Loc loc);
static int punct(Lexer *lx, Token *val, Loc loc) {
  char c = (char)lx->tok[0];
  if (c == '}' && lx->nsusp && lx->depth == lx->susp[lx->nsusp - 1].depth + 1) return resume_foreign(lx, val, loc);
  if (c == '(' || c == '[' || c == '{') {
    if (lx->depth == IR_MAX_NESTING) return lex_error(lx, loc, NESTING_MSG);
    lx->depth++;
  } else if ((c == ')' || c == ']' || c == '}') && lx->depth > 0) {
    lx->depth--;
  }
  return c;
}

/* ---------------------------------------------------------------- foreign ops
 * An op in a syntax tosa2linalg does not know is read as text (docs/foreign-ops.md):
 * from its name to the end of the statement, which is the end of the line outside
 * brackets, as mlir-opt prints it. A '{' that ends a line opens a region: the text
 * so far is one token, the region's ops are read as usual, and its closing '}'
 * starts the next piece of text. Comments and locations are dropped. */

static bool is_name_char(unsigned char c) { return isalnum(c) || c == '_' || c == '$' || c == '.' || c == '-'; }

/* lx->cur[at..] up to the end of the line is blank or a comment. */
static bool rest_of_line_blank(Lexer *lx, size_t at) {
  for (;; at++) {
    if (!have(lx, at)) return true;
    unsigned char c = lx->cur[at];
    if (c == '\n') return true;
    if (c == '/' && have(lx, at + 1) && lx->cur[at + 1] == '/') return true;
    if (c != ' ' && c != '\t' && c != '\r') return false;
  }
}

/* Copies a string literal starting at lx->cur (a '"') into t. */
static bool copy_string(Lexer *lx, TextBuf *t) {
  text_add(t, (char)*lx->cur++);
  for (;;) {
    if (!have(lx, 0) || *lx->cur == '\n' || *lx->cur == 0) return false;
    char c = (char)*lx->cur++;
    text_add(t, c);
    if (c == '\\' && have(lx, 0) && *lx->cur != '\n') text_add(t, (char)*lx->cur++);
    else if (c == '"') return true;
  }
}

/* Skips a `loc(...)` at lx->cur, strings included; false if it never closes. */
static bool skip_loc(Lexer *lx) {
  lx->cur += 4;
  for (unsigned depth = 1; depth;) {
    if (!have(lx, 0) || *lx->cur == 0) return false;
    char c = (char)*lx->cur++;
    if (c == '\n') newline(lx, lx->cur);
    else if (c == '(') depth++;
    else if (c == ')') depth--;
    else if (c == '"') {
      while (have(lx, 0) && *lx->cur != '"' && *lx->cur != '\n') lx->cur += *lx->cur == '\\' ? 2 : 1;
      if (!have(lx, 0) || *lx->cur != '"') return false;
      lx->cur++;
    }
  }
  return true;
}

static bool starts_loc(Lexer *lx, const TextBuf *t) {
  if (t->len && is_name_char((unsigned char)t->p[t->len - 1])) return false;
  return have(lx, 3) && !memcmp(lx->cur, "loc(", 4);
}

/* After an op that ended at a newline: the next line that holds something must
 * start a statement. If it starts like the rest of an op (`: f32`, `outs(...)`),
 * the op was wrapped by hand, which the rule cannot split: an error, never a guess. */
static int check_next_line(Lexer *lx, int kind) {
  size_t i = 0;
  uint32_t line = lx->line;
  const unsigned char *start = lx->cur;
  for (;;) {
    if (!have(lx, i)) return kind;
    unsigned char c = lx->cur[i];
    if (c == '\n') {
      line++;
      start = lx->cur + i + 1;
    } else if (c == '/' && have(lx, i + 1) && lx->cur[i + 1] == '/') {
      while (have(lx, i + 1) && lx->cur[i + 1] != '\n') i++;
    } else if (c != ' ' && c != '\t' && c != '\r') {
      break;
    }
    i++;
  }
  size_t w = i;
  bool dotted = false;
  while (have(lx, w) && is_name_char(lx->cur[w])) dotted |= lx->cur[w++] == '.';
  unsigned char c = lx->cur[i];
  bool word = isalpha(c) || c == '_';
  static const char *const bare_ops[] = {"return", "call", "module", NULL};
  bool known_word = false;
  for (size_t k = 0; word && bare_ops[k]; k++)
    known_word |= strlen(bare_ops[k]) == w - i && !memcmp(bare_ops[k], lx->cur + i, w - i);
  bool resources = c == '{' && have(lx, i + 2) && lx->cur[i + 1] == '-' && lx->cur[i + 2] == '#';
  if ((word && !dotted && !known_word) || (!resources && strchr(":,()[]<>={-0123456789", c))) {
    Loc at = {line, (uint32_t)(lx->cur + i - start) + 1, offset_of(lx, start)};
    return lex_error(lx, at,
                     "this line continues the op on the line before, which tosa2linalg cannot split: write each op "
                     "of a dialect it does not lower on one line, as mlir-opt prints it");
  }
  return kind;
}

/* Scans foreign op text from lx->cur with the brackets `open` already open. Returns
 * `ends` when the statement ended, `regions` when a region began (its '{' is the
 * last byte of the text). */
static int scan_foreign(Lexer *lx, Token *val, Loc start, TextBuf *t, const char *open, unsigned nopen, int ends,
                        int regions) {
  char stack[IR_MAX_NESTING];
  unsigned n = nopen;
  memcpy(stack, open, n);
  bool at_newline = false;
  for (;;) {
    if (!have(lx, 0)) {
      if (n) return lex_error(lx, start, "unterminated op: missing closing bracket");
      break;
    }
    unsigned char c = *lx->cur;
    if (c == 0) return lex_error(lx, loc_at(lx, lx->cur), "unexpected byte 0x00");
    if (c >= 0x80) return lex_error(lx, loc_at(lx, lx->cur), "unexpected character"); /* as mlir-opt */
    if (c == '\n' || c == '\r' || c == '\t' || c == ' ') {
      if (c == '\n' && n == 0) {
        at_newline = true;
        break;
      }
      lx->cur++;
      if (c == '\n') newline(lx, lx->cur);
      if (t->len && t->p[t->len - 1] != ' ') text_add(t, ' ');
      continue;
    }
    if (c == '"') {
      if (!copy_string(lx, t)) return lex_error(lx, loc_at(lx, lx->cur), "unterminated string literal");
      continue;
    }
    if (c == '/' && have(lx, 1) && lx->cur[1] == '/') {
      while (have(lx, 0) && *lx->cur != '\n') lx->cur++;
      continue;
    }
    if (c == 'l' && starts_loc(lx, t)) {
      Loc at = loc_at(lx, lx->cur);
      if (!skip_loc(lx)) return lex_error(lx, at, "unterminated location");
      while (t->len && t->p[t->len - 1] == ' ') t->p[--t->len] = 0;
      continue;
    }
    if (c == '{' && rest_of_line_blank(lx, 1)) {
      if (lx->depth == IR_MAX_NESTING) return lex_error(lx, loc_at(lx, lx->cur), NESTING_MSG);
      text_add(t, '{');
      lx->cur++;
      if (lx->nsusp == lx->susp_cap) {
        lx->susp_cap = lx->susp_cap ? 2 * lx->susp_cap : 8;
        lx->susp = xrealloc(lx->susp, lx->susp_cap * sizeof *lx->susp);
      }
      struct Suspended *s = &lx->susp[lx->nsusp++];
      s->depth = lx->depth++;
      s->nopen = n;
      memcpy(s->open, stack, n);
      val->text = t->p;
      val->len = (uint32_t)t->len;
      return regions;
    }
    char prev = t->len ? t->p[t->len - 1] : ' ';
    bool angle = c == '<' && (is_name_char((unsigned char)prev) || prev == '"' || prev == '>' ||
                              (have(lx, 1) && lx->cur[1] == '{'));
    if (is_opener((char)c) && (c != '<' || angle)) {
      if (n == IR_MAX_NESTING) return lex_error(lx, loc_at(lx, lx->cur), NESTING_MSG);
      stack[n++] = c == '(' ? ')' : c == '<' ? '>' : c == '[' ? ']' : '}';
    } else if (c == '>' && (prev == '-' || !n || stack[n - 1] != '>')) {
      /* an arrow or a comparison, not a closer */
    } else if (is_closer((char)c)) {
      if (!n && c == '}') break; /* the enclosing region ends on this line */
      if (!n || stack[n - 1] != (char)c) return lex_error(lx, loc_at(lx, lx->cur), "mismatched closing bracket");
      n--;
    }
    text_add(t, (char)c);
    lx->cur++;
  }
  while (t->len && t->p[t->len - 1] == ' ') t->p[--t->len] = 0;
  val->text = t->p;
  val->len = (uint32_t)t->len;
  return at_newline ? check_next_line(lx, ends) : ends;
}

/* The '}' just read closes a foreign op's region: its text goes on. */
static int resume_foreign(Lexer *lx, Token *val, Loc loc) {
  struct Suspended *s = &lx->susp[--lx->nsusp];
  lx->depth = s->depth;
  TextBuf t = {.arena = &ir_func_arena};
  text_add(&t, '}');
  return scan_foreign(lx, val, loc, &t, s->open, s->nopen, T_REGION_END, T_REGION_NEXT);
}

/* Where an op name can stand: first on its line, or right after `%r, %s:2 =`. */
static bool at_op_position(const Lexer *lx) {
  return lx->line != lx->last_line || (lx->prev_kind == '=' && lx->results_run);
}

/* The tosa ops whose custom form is not `tosa.op %a, ... {attrs} : (T) -> T`. */
static bool tosa_irregular(const char *s, size_t n) {
  static const char *const names[] = {"tosa.cond_if", "tosa.while_loop", "tosa.yield", "tosa.variable",
                                      "tosa.variable_read", "tosa.variable_write", "tosa.variable.read",
                                      "tosa.variable.write", NULL};
  for (size_t i = 0; names[i]; i++)
    if (strlen(names[i]) == n && !memcmp(names[i], s, n)) return true;
  return false;
}

/* A bare word at op position that is not a keyword: an op name, read as foreign
 * text unless it is a tosa op with the regular custom form, or a key of an
 * attribute dictionary written over several lines (`key = ...`, `key,`). */
static int bare_op(Lexer *lx, Token *val, Loc loc) {
  size_t i = 0;
  while (have(lx, i) && (lx->cur[i] == ' ' || lx->cur[i] == '\t')) i++;
  unsigned char next = have(lx, i) ? lx->cur[i] : 0;
  if (next == '=' || next == ',' || next == '}') return T_BARE_ID;
  if (!memchr(val->text, '.', val->len)) {
    char msg[160];
    int n = val->len > 64 ? 64 : (int)val->len;
    snprintf(msg, sizeof msg, "custom op '%.*s' is unknown (tried 'func.%.*s' as well)", n, val->text, n, val->text);
    return lex_error(lx, loc, msg);
  }
  if (val->len > 5 && !memcmp(val->text, "tosa.", 5) && !tosa_irregular(val->text, val->len)) return T_BARE_ID;
  TextBuf t = {.arena = &ir_func_arena};
  lx->cur = lx->tok;
  return scan_foreign(lx, val, loc, &t, "", 0, T_FOREIGN, T_FOREIGN_R);
}

/* A generic op "name"(...): read as foreign text when it has regions or successors
 * (those are not modelled), else read as usual. tosa ops other than the control
 * flow ones skip the look-ahead: they are the bulk of big inputs. */
static int generic_op(Lexer *lx, Token *val, Loc loc) {
  if (!at_op_position(lx) || !have(lx, 0) || *lx->cur != '(') return T_STRING;
  bool tosa = val->len > 7 && !memcmp(val->text, "\"tosa.", 6);
  if (tosa && !tosa_irregular(val->text + 1, val->len - 2)) return T_STRING;
  int64_t end = offset_of(lx, lx->cur), line_start = offset_of(lx, lx->line_start);
  uint32_t line = lx->line;
  unsigned depth = lx->depth, nsusp = lx->nsusp;
  TextBuf t = {.arena = &ir_func_arena};
  lx->cur = lx->tok;
  Token f = {0};
  int k = scan_foreign(lx, &f, loc, &t, "", 0, T_FOREIGN, T_FOREIGN_R);
  if (k == T_FOREIGN_R || (k == T_FOREIGN && strstr(f.text, ")[^"))) {
    *val = f;
    return k;
  }
  lx->cur = lx->buf + (end - lx->buf_offset); /* read it again, as usual */
  lx->line_start = lx->buf + (line_start - lx->buf_offset);
  lx->line = line;
  lx->depth = depth;
  lx->nsusp = nsusp;
  return T_STRING;
}

static int label(Lexer *lx, Token *val, Loc loc) {
  if (!at_op_position(lx)) return T_CARET_ID;
  TextBuf t = {.arena = &ir_func_arena};
  lx->cur = lx->tok;
  return scan_foreign(lx, val, loc, &t, "", 0, T_LABEL, T_LABEL);
}

/* `{-# dialect_resources: {...} #-}`: kept as written. */
static int resources(Lexer *lx, Token *val, Loc loc) {
  TextBuf t = {.arena = &ir_func_arena};
  for (const unsigned char *p = lx->tok; p < lx->cur; p++) text_add(&t, (char)*p);
  for (;;) {
    if (!have(lx, 0)) return lex_error(lx, loc, "unterminated file metadata: missing '#-}'");
    unsigned char c = *lx->cur++;
    if (c == 0) return lex_error(lx, loc_at(lx, lx->cur - 1), "unexpected byte 0x00");
    text_add(&t, (char)c);
    if (c == '\n') newline(lx, lx->cur);
    if (c == '}' && t.len >= 3 && !memcmp(t.p + t.len - 3, "#-}", 3)) break;
  }
  val->text = t.p;
  val->len = (uint32_t)t.len;
  return T_RESOURCES;
}

static int keyword_or_id(Token *val) {
  const char *s = val->text;
  size_t n = val->len;
  static const struct { const char *word; int tok; } words[] = {
      {"module", T_MODULE},   {"func.func", T_FUNC},       {"return", T_RETURN},
      {"func.return", T_RETURN}, {"call", T_CALL},         {"func.call", T_CALL},
      {"attributes", T_ATTRIBUTES}, {"true", T_TRUE},      {"false", T_FALSE},
      {"unit", T_UNIT},
  };
  for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
    if (strlen(words[i].word) == n && memcmp(words[i].word, s, n) == 0) return words[i].tok;
  Type *t = type_from_keyword(s, n);
  if (t) {
    val->type = t;
    return T_TYPE;
  }
  return T_BARE_ID;
}

/* A word: a keyword, a type, or at op position an op name (docs/foreign-ops.md).
 * Inside a region of a foreign op every op is foreign but the tosa ones, so that a
 * `func.func` or `return` there is carried like the rest. */
static int op_or_word(Lexer *lx, Token *val, Loc loc) {
  int k = keyword_or_id(val);
  if (!at_op_position(lx)) return k;
  if (k == T_BARE_ID) return bare_op(lx, val, loc);
  bool keyword_op = k == T_FUNC || k == T_RETURN || k == T_CALL || k == T_MODULE;
  if (!keyword_op || !lx->nsusp) return k;
  TextBuf t = {.arena = &ir_func_arena};
  lx->cur = lx->tok;
  return scan_foreign(lx, val, loc, &t, "", 0, T_FOREIGN, T_FOREIGN_R);
}

/* The common case, a tensor type seen before and spelled without spaces, strings,
 * aliases or encodings (tensor<?x4xf32>): looked up straight from the input
 * buffer, with no copy and no folding. Anything else, or a type that runs past
 * the buffered input, takes the general path. */
static bool known_tensor_type(Lexer *lx, Token *val) {
  const unsigned char *p = lx->cur; /* just after "tensor<" */
  for (unsigned depth = 1; p < lx->lim; p++) {
    unsigned char c = *p;
    if (c == '>') {
      if (--depth == 0) break;
    } else if (c == '<') {
      depth++;
    } else if (!isalnum(c) && c != '?' && c != '_' && c != '.') {
      return false;
    }
  }
  if (p >= lx->lim) return false;
  Type *t = type_lookup((const char *)lx->tok, (size_t)(p + 1 - lx->tok));
  if (!t || (t->kind != TYPE_TENSOR && t->kind != TYPE_UNRANKED)) return false;
  lx->cur = (unsigned char *)p + 1;
  val->text = t->text;
  val->len = t->text_len;
  val->type = t;
  return true;
}

static int shaped_or_literal(Lexer *lx, Token *val, Loc loc) {
  /* The keyword before '<' decides: a type, or an attribute literal. */
  const unsigned char *s = lx->tok;
  size_t kw = 0;
  while (s[kw] != '<' && s[kw] != '(' && s[kw] != '[') kw++;
  bool is_type = (kw == 6 && !memcmp(s, "tensor", 6)) || (kw == 6 && !memcmp(s, "memref", 6)) ||
                 (kw == 6 && !memcmp(s, "vector", 6)) || (kw == 7 && !memcmp(s, "complex", 7)) ||
                 (kw == 5 && !memcmp(s, "tuple", 5));
  bool is_loc = kw == 3 && !memcmp(s, "loc", 3);
  if (kw == 6 && !memcmp(s, "tensor", 6) && known_tensor_type(lx, val)) return T_TYPE;
  int r = scan_balanced(lx, val, loc, is_loc ? T_LOC : is_type ? T_TYPE : T_ATTR_LIT);
  if (r != T_TYPE) return r;
  char err[128];
  size_t at = 0;
  Type *t = type_from_text(val->text, val->len, err, sizeof err, &at);
  if (!t) {
    Loc e = loc;
    if (at < 1000000) e.col += (uint32_t)at;
    return lex_error(lx, e, err);
  }
  val->type = t;
  return T_TYPE;
}

static int lex_token(Lexer *lx, Token *val, Loc *loc) {
  memset(val, 0, sizeof *val);
  for (;;) {
    lx->tok = lx->cur;
    *loc = loc_at(lx, lx->tok);
    /*!re2c
      re2c:api:style = free-form;
      re2c:define:YYCTYPE = "unsigned char";
      re2c:define:YYCURSOR = "lx->cur";
      re2c:define:YYMARKER = "lx->mar";
      re2c:define:YYLIMIT = "lx->lim";
      re2c:define:YYFILL = "lex_fill(lx) == 0";
      re2c:eof = 0;

      digit = [0-9];
      hexdigit = [0-9a-fA-F];
      letter = [a-zA-Z];
      idpunct = [$._\-];
      bareid = (letter | "_") (letter | digit | [_$.])*;
      suffixid = digit+ | ((letter | idpunct) (letter | idpunct | digit)*);
      strchar = [^"\\\n\x00] | "\\" [^\n\x00];

      $ { return T_EOF; }
      [ \t\r]+ { continue; }
      "\n" { newline(lx, lx->cur); continue; }
      "//" " "* "-----" [ \t\r]* / ("\n" | "\x00") {
        if (lx->split_chunks) {
          lx->depth = 0;
          lx->nsusp = 0;
          return T_CHUNK;
        }
        continue;
      }
      "//" [^\n]* {
        if (diag_verifying()) diag_expect_comment(*loc, (const char *)lx->tok, (size_t)(lx->cur - lx->tok));
        continue;
      }
      "%" suffixid ("#" digit+)? { set_text(lx, val, lx->tok, (size_t)(lx->cur - lx->tok)); return T_VALUE_ID; }
      "@" (bareid | "\"" strchar* "\"") { set_text(lx, val, lx->tok, (size_t)(lx->cur - lx->tok)); return T_SYMBOL; }
      "^" suffixid { set_text(lx, val, lx->tok, (size_t)(lx->cur - lx->tok)); return label(lx, val, *loc); }
      "#" bareid "<" { return scan_balanced(lx, val, *loc, T_ATTR_LIT); }
      "#" bareid { set_text(lx, val, lx->tok, (size_t)(lx->cur - lx->tok)); return T_HASH_ID; }
      "!" bareid "<" { int r = scan_balanced(lx, val, *loc, T_TYPE); if (r == T_TYPE) val->type = type_opaque(val->text, val->len); return r; }
      "!" bareid { set_text(lx, val, lx->tok, (size_t)(lx->cur - lx->tok)); return T_BANG_ID; }
      "\"" strchar* "\"" { set_text(lx, val, lx->tok, (size_t)(lx->cur - lx->tok)); return generic_op(lx, val, *loc); }
      "{-#" { return resources(lx, val, *loc); }
      "\"" strchar* "\\"? {
        if (lx->cur < lx->lim && *lx->cur == 0) return lex_error(lx, loc_at(lx, lx->cur), "unexpected byte 0x00");
        return lex_error(lx, *loc, "unterminated string literal");
      }
      "-"? digit+ { set_text(lx, val, lx->tok, (size_t)(lx->cur - lx->tok)); return T_INTEGER; }
      "-"? "0x" hexdigit+ { set_text(lx, val, lx->tok, (size_t)(lx->cur - lx->tok)); return T_INTEGER; }
      "-"? digit+ "." digit* ([eE] [-+]? digit+)? { set_text(lx, val, lx->tok, (size_t)(lx->cur - lx->tok)); return T_FLOAT; }
      ("tensor" | "memref" | "vector" | "complex" | "tuple" | "dense" | "array" | "affine_map" | "affine_set"
        | "dense_resource" | "sparse" | "strided" | "opaque") "<" { return shaped_or_literal(lx, val, *loc); }
      "loc(" { return shaped_or_literal(lx, val, *loc); }
      bareid { set_text(lx, val, lx->tok, (size_t)(lx->cur - lx->tok)); return op_or_word(lx, val, *loc); }
      "->" { return T_ARROW; }
      [(){}[\]<>,=:*?+] { return punct(lx, val, *loc); }
      [^] {
        unsigned char c = lx->tok[0];
        char msg[80];
        if (c >= 0x20 && c < 0x7f)
          snprintf(msg, sizeof msg, "unexpected character '%c'", c);
        else
          snprintf(msg, sizeof msg, "unexpected byte 0x%02x", c);
        return lex_error(lx, *loc, msg);
      }
    */
  }
}

/* Classifies a token, then notes what the next one needs to know: whether it
 * stands where an op name can. */
int lex_next(Lexer *lx, Token *val, Loc *loc) {
  int k = lex_token(lx, val, loc);
  if (loc->line != lx->last_line)
    lx->results_run = k == T_VALUE_ID;
  else if (k != '=')
    lx->results_run = lx->results_run && (k == T_VALUE_ID || k == ',' || k == ':' || k == T_INTEGER);
  lx->prev_kind = k;
  lx->last_line = lx->line;
  return k;
}

bool lex_skip_chunk(Lexer *lx) {
  Token t;
  Loc l;
  for (;;) {
    int k = lex_next(lx, &t, &l);
    if (k == T_EOF) return true;
    if (k == T_CHUNK) return false;
  }
}

const char *lex_error_message(Lexer *lx, Loc *loc);
const char *lex_error_message(Lexer *lx, Loc *loc) {
  *loc = lx->errloc;
  return lx->errmsg;
}
