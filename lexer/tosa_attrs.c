/* tosa_attrs.c — the syntax of two TOSA dialect attributes, whatever op carries
 * them (which ops take them, and where, is the op table's: the TOSA_ATTR rows of
 * constraint AC_UNARY_QUANT and AC_NAN_MODE in ir/tosa_ops.def).
 * `#tosa.unary_quant<input_zp = N, output_zp = M>` is read as mlir-opt-19's
 * attribute parser reads it: both parameters, each once, in either order, each an
 * int64 (a decimal or 0x literal, an optional '-', or true/false), with its
 * messages at its places (docs/op-rules.md, section 12, row A11). The lexer has
 * the attribute's bytes as written; the parsed attribute keeps mlir-opt's printed
 * form, `input_zp` first and decimal, so later readers see one spelling.
 * `#tosa.nan_mode<IGNORE>` (LLVM 22): a keyword or string, PROPAGATE or IGNORE,
 * kept as `#tosa.nan_mode<WORD>` (row A12). */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include "lexer_impl.h"
#include "parser.h"

typedef enum { QT_END, QT_WORD, QT_INT, QT_MINUS, QT_OTHER } QKind;

typedef struct QTok {
  QKind kind;
  const unsigned char *at, *end;
} QTok;

typedef struct QScan {
  Lexer *lx;
  Loc start;                     /* the '#' */
  const unsigned char *s, *lim;  /* the attribute's bytes */
  const unsigned char *p;        /* next unread byte */
  const unsigned char *prev_end; /* end of the last token taken */
  QTok tok;                      /* the current token */
} QScan;

static bool word_char(unsigned char c) { return isalnum(c) || c == '_' || c == '$' || c == '.'; }

/* Line and column of a byte of the attribute (it may span lines). */
static Loc qs_loc(const QScan *q, const unsigned char *at) {
  Loc l = q->start;
  const unsigned char *line = NULL;
  for (const unsigned char *c = q->s; c < at; c++)
    if (*c == '\n') {
      l.line++;
      line = c + 1;
    }
  if (!line) {
    l.col += (uint32_t)(at - q->s);
    return l;
  }
  l.col = (uint32_t)(at - line) + 1;
  l.line_offset = lex_offset_of(q->lx, line);
  return l;
}

/* MLIR's token classes, as far as a parameter list needs them. */
static void qs_next(QScan *q) {
  const unsigned char *p = q->p;
  while (p < q->lim && (isspace(*p) || (*p == '/' && p + 1 < q->lim && p[1] == '/'))) {
    if (*p == '/')
      while (p < q->lim && *p != '\n') p++;
    else
      p++;
  }
  QTok t = {QT_END, p, p};
  if (p >= q->lim) {
  } else if (isalpha(*p) || *p == '_') {
    t.kind = QT_WORD;
    while (p < q->lim && word_char(*p)) p++;
  } else if (isdigit(*p)) {
    bool hex = *p == '0' && p + 2 < q->lim && p[1] == 'x' && isxdigit(p[2]);
    t.kind = QT_INT;
    p += hex ? 2 : 0;
    while (p < q->lim && (hex ? isxdigit(*p) : isdigit(*p))) p++;
    if (!hex && p < q->lim && *p == '.') { /* a float: not an integer */
      t.kind = QT_OTHER;
      p++;
      while (p < q->lim && (isalnum(*p) || *p == '.' || ((*p == '-' || *p == '+') && (p[-1] == 'e' || p[-1] == 'E')))) p++;
    }
  } else if (*p == '"') {
    t.kind = QT_OTHER;
    for (p++; p < q->lim && *p != '"'; p++)
      if (*p == '\\') p++;
    p += p < q->lim;
  } else {
    t.kind = *p == '-' ? QT_MINUS : QT_OTHER;
    p++;
  }
  t.end = p;
  q->tok = t;
}

static void qs_take(QScan *q) {
  q->prev_end = q->tok.end;
  q->p = q->tok.end;
  qs_next(q);
}

static bool qs_is(const QScan *q, char c) { return q->tok.kind == QT_OTHER && q->tok.end - q->tok.at == 1 && *q->tok.at == c; }
static bool qs_word(const QScan *q, const char *w) {
  size_t n = strlen(w);
  return q->tok.kind == QT_WORD && (size_t)(q->tok.end - q->tok.at) == n && !memcmp(q->tok.at, w, n);
}

/* AsmParser::parseInteger<int64_t>: a literal that does not fit APInt's check is
 * "too large" (2^63..2^64-1 wrap as mlir-opt-19 lets them; -2^63 does not fit);
 * true is -1 (a 1-bit 1, sign-extended), false 0. */
static int qs_int(QScan *q, const char *name, int64_t *v) {
  char msg[160];
  Loc start = qs_loc(q, q->tok.at); /* "too large" points at the '-' */
  bool neg = q->tok.kind == QT_MINUS;
  if (neg) qs_take(q);
  if (!neg && (qs_word(q, "true") || qs_word(q, "false"))) {
    *v = qs_word(q, "true") ? -1 : 0;
    qs_take(q);
    return 0;
  }
  snprintf(msg, sizeof msg, "failed to parse Tosa_UnaryOpQuantizationAttr parameter '%s' which is to be a `int64_t`", name);
  if (q->tok.kind != QT_INT) { /* after a '-', mlir-opt expects the token past it */
    diag_report(DIAG_ERROR, qs_loc(q, neg ? q->prev_end : q->tok.at), "expected integer value");
    return lex_error(q->lx, qs_loc(q, q->tok.at), msg);
  }
  bool hex = q->tok.end - q->tok.at > 2 && q->tok.at[1] == 'x';
  uint64_t u = 0;
  bool big = false;
  for (const unsigned char *c = q->tok.at + (hex ? 2 : 0); c < q->tok.end; c++) {
    unsigned d = (unsigned)(isdigit(*c) ? *c - '0' : tolower(*c) - 'a' + 10), base = hex ? 16 : 10;
    big |= u > (UINT64_MAX - d) / base;
    u = u * base + d;
  }
  big |= neg && u > (uint64_t)INT64_MAX;
  qs_take(q);
  if (big) {
    diag_report(DIAG_ERROR, start, "integer value too large");
    return lex_error(q->lx, qs_loc(q, q->tok.at), msg);
  }
  *v = neg ? -(int64_t)u : (int64_t)u;
  return 0;
}

/* `name = value`, the name one of those not seen yet. */
static int qs_param(QScan *q, bool seen[2], int64_t zp[2]) {
  char msg[200];
  if (q->tok.kind != QT_WORD) {
    diag_report(DIAG_ERROR, qs_loc(q, q->tok.at), "expected valid keyword");
    return lex_error(q->lx, qs_loc(q, q->tok.at), "expected a parameter name in struct");
  }
  int which = qs_word(q, "input_zp") ? 0 : qs_word(q, "output_zp") ? 1 : -1;
  int n = (int)(q->tok.end - q->tok.at);
  const char *name = (const char *)q->tok.at;
  qs_take(q);
  if (!qs_is(q, '=')) return lex_error(q->lx, qs_loc(q, q->prev_end), "expected '='");
  qs_take(q);
  if (which < 0 || seen[which]) {
    snprintf(msg, sizeof msg, "duplicate or unknown struct parameter name: %.*s", n, name);
    return lex_error(q->lx, qs_loc(q, q->tok.at), msg);
  }
  seen[which] = true;
  return qs_int(q, which ? "output_zp" : "input_zp", &zp[which]);
}

int lex_unary_quant(Lexer *lx, Token *val, Loc start) {
  const char *head = "#tosa.unary_quant<";
  QScan q = {.lx = lx, .start = start, .s = lx->tok, .lim = lx->cur - 1};
  q.p = q.prev_end = q.s + strlen(head);
  qs_next(&q);
  bool seen[2] = {false, false};
  int64_t zp[2] = {0, 0};
  for (int i = 0; i < 2; i++) {
    if (i == 1) {
      if (!qs_is(&q, ',')) return lex_error(lx, qs_loc(&q, q.prev_end), "expected ','");
      qs_take(&q);
    }
    int r = qs_param(&q, seen, zp);
    if (r) return r;
  }
  if (q.tok.kind != QT_END) return lex_error(lx, qs_loc(&q, q.prev_end), "expected '>'");
  char spelling[96];
  int n = snprintf(spelling, sizeof spelling, "%s" "input_zp = %lld, output_zp = %lld>", head, (long long)zp[0],
                   (long long)zp[1]);
  val->spelling = arena_strndup(&ir_func_arena, spelling, (size_t)n);
  val->len = (uint32_t)n;
  return T_ATTR_LIT;
}

/* Tosa_NanPropagationModeAttr's parser (mlir-opt-22): parseKeywordOrString, then
 * the enum's two names, then '>'. */
int lex_nan_mode(Lexer *lx, Token *val, Loc start) {
  const char *head = "#tosa.nan_mode<";
  const char *failed = "failed to parse Tosa_NanPropagationModeAttr parameter 'value' which is to be a "
                       "`::mlir::tosa::NanPropagationMode`";
  QScan q = {.lx = lx, .start = start, .s = lx->tok, .lim = lx->cur - 1};
  q.p = q.prev_end = q.s + strlen(head);
  qs_next(&q);
  const unsigned char *w = q.tok.at;
  size_t n = (size_t)(q.tok.end - q.tok.at);
  bool str = q.tok.kind == QT_OTHER && *w == '"';
  if (q.tok.kind != QT_WORD && !str) {
    diag_report(DIAG_ERROR, qs_loc(&q, q.tok.at), "expected valid keyword or string");
    return lex_error(lx, qs_loc(&q, q.tok.at), failed);
  }
  if (str) w++, n = n >= 2 ? n - 2 : 0;
  bool ignore = n == 6 && !memcmp(w, "IGNORE", 6);
  if (!ignore && !(n == 9 && !memcmp(w, "PROPAGATE", 9))) {
    diag_report(DIAG_ERROR, qs_loc(&q, q.tok.at), "expected ::mlir::tosa::NanPropagationMode to be one of: PROPAGATE, IGNORE");
    qs_take(&q);
    return lex_error(lx, qs_loc(&q, q.tok.at), failed);
  }
  qs_take(&q);
  if (q.tok.kind != QT_END) return lex_error(lx, qs_loc(&q, q.prev_end), "expected '>'");
  const char *spelling = ignore ? "#tosa.nan_mode<IGNORE>" : "#tosa.nan_mode<PROPAGATE>";
  val->spelling = arena_strndup(&ir_func_arena, spelling, strlen(spelling));
  val->len = (uint32_t)strlen(spelling);
  return T_ATTR_LIT;
}
