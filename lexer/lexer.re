/* lexer.re — re2c tokenizer for the MLIR subset tosa2linalg reads. The re2c block
 * only classifies; the C helpers below decode and count lines (the buffer and its
 * refills are in input.c). */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "lexer_impl.h"
#include "parser.h"

int lex_error(Lexer *lx, Loc loc, const char *msg) {
  snprintf(lx->errmsg, sizeof lx->errmsg, "%s", msg);
  lx->errloc = loc;
  return T_ERROR;
}

/* Copies the token's spelling out of the buffer (which moves on refill) into the
 * arena of the item being read, ir_func_arena: the IR points at it, so spellings
 * live as long as the item. The driver keeps an item's arena until the next item
 * is done too, for the parser's lookahead token is read before the boundary. */
static void set_spelling(Lexer *lx, Token *val, const unsigned char *s, size_t n) {
  (void)lx;
  val->spelling = arena_strndup(&ir_func_arena, (const char *)s, n);
  val->len = (uint32_t)n;
}

/* An alias (#name or !name without a dialect prefix or a <body>) inside a
 * bracketed literal: tosa2linalg expands aliases where it reads an attribute or a
 * type itself, but a bracketed literal's spelling is kept as written, while the alias definitions are not
 * printed: the output would not parse. Returns the alias's offset, or -1. */
ptrdiff_t lex_alias_in(const char *s, size_t n, size_t *len) {
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

/* ( [ { nest the parser's structures (attribute arrays and dictionaries, function
 * types, regions); the printer and the alias copy recurse on them, and bison's
 * stack is finite: deeper input is rejected here, with a clear message. */
static int punct(Lexer *lx, Token *val, Loc loc) {
  char c = (char)lx->tok[0];
  if (c == '}' && lx->nsusp && lx->depth == lx->susp[lx->nsusp - 1].depth + 1) return lex_resume_foreign(lx, val, loc);
  if (c == '(' && lx->prev_kind == ':' && lex_known_function_type(lx, val)) return T_FN_TYPE;
  if (c == '(' || c == '[' || c == '{') {
    if (lx->depth == IR_MAX_NESTING) return lex_error(lx, loc, NESTING_MSG);
    lx->depth++;
  } else if ((c == ')' || c == ']' || c == '}') && lx->depth > 0) {
    lx->depth--;
  }
  return c;
}

static int keyword_or_id(Token *val) {
  const char *s = val->spelling;
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
  if (k == T_FUNC && lex_known_func_head(lx, val)) return T_FUNC_HEAD;
  if (!lex_at_op_position(lx)) return k;
  if (k == T_BARE_ID) return lex_bare_op(lx, val, loc);
  bool keyword_op = k == T_FUNC || k == T_RETURN || k == T_CALL || k == T_MODULE;
  if (!keyword_op || !lx->nsusp) return k;
  CopyBuf t = {.arena = &ir_func_arena};
  lx->cur = lx->tok;
  return lex_scan_foreign(lx, val, loc, &t, "", 0, T_FOREIGN, T_FOREIGN_R);
}

/* The common case, a tensor type seen before and spelled without spaces, strings,
 * aliases or encodings (tensor<?x4xf32>): looked up straight from the input
 * buffer, with no copy and no folding. Anything else, or a type that runs past
 * the buffered input, takes the general path. */
static bool known_tensor_type(Lexer *lx, Token *val) {
  const unsigned char *end;
  Type *t = lex_known_tensor_at(lx, lx->tok, &end);
  if (!t) return false;
  lx->cur = (unsigned char *)end;
  val->spelling = t->spelling;
  val->len = t->spelling_len;
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
  int r = lex_scan_balanced(lx, val, loc, is_loc ? T_LOC : is_type ? T_TYPE : T_ATTR_LIT);
  if (r != T_TYPE) return r;
  char err[128];
  size_t at = 0;
  Type *t = type_from_spelling(val->spelling, val->len, err, sizeof err, &at);
  if (!t) {
    Loc e = loc;
    if (at < 1000000) e.col += (uint32_t)at;
    return lex_error(lx, e, err);
  }
  val->type = t;
  return T_TYPE;
}

/* The token just matched, its spelling copied: `kind`. */
static int spelled(Lexer *lx, Token *val, int kind) {
  set_spelling(lx, val, lx->tok, (size_t)(lx->cur - lx->tok));
  return kind;
}

/* `// -----` separates chunks with --split-input-file (the brackets and foreign
 * ops open are the last chunk's); else it is a comment. */
static bool chunk_separator(Lexer *lx) {
  if (!lx->split_chunks) return false;
  lx->depth = 0;
  lx->nsusp = 0;
  return true;
}

/* `#dialect.name<...>`, as written; the two TOSA attributes whose parameters
 * tosa2linalg reads are checked as mlir-opt parses them (tosa_attrs.c). */
static int dialect_attr(Lexer *lx, Token *val, Loc loc) {
  int r = lex_scan_balanced(lx, val, loc, T_ATTR_LIT);
  if (r == T_ATTR_LIT && !strncmp(val->spelling, "#tosa.unary_quant<", 18)) return lex_unary_quant(lx, val, loc);
  if (r == T_ATTR_LIT && !strncmp(val->spelling, "#tosa.nan_mode<", 15)) return lex_nan_mode(lx, val, loc);
  return r;
}

/* `!dialect.name<...>`: a type kept by its spelling. */
static int dialect_type(Lexer *lx, Token *val, Loc loc) {
  int r = lex_scan_balanced(lx, val, loc, T_TYPE);
  if (r == T_TYPE) val->type = type_opaque(val->spelling, val->len);
  return r;
}

/* A string, or the name of a generic op "name"(...). A string of more than
 * BIGTEXT_HEAD bytes is big (its spelling names the rest: literals.c); one at
 * op position (an op's name, or a key or value first on its line) that is not
 * big is looked at by lex_generic_op, which may read it again from lx->tok. */
static int string_or_generic_op(Lexer *lx, Token *val, Loc loc) {
  int r = lex_scan_string(lx, val, loc, true);
  bool big = val->len > BIGTEXT_HEAD; /* not held: never an op's name */
  return r == T_STRING && !big && lex_at_op_position(lx) ? lex_generic_op(lx, val, loc) : r;
}

/* `@"name"`: a quoted symbol, as a string (a big one is not held). */
static int quoted_symbol(Lexer *lx, Token *val, Loc loc) {
  int r = lex_scan_string(lx, val, loc, true);
  return r == T_STRING ? T_SYMBOL : r;
}

static int unexpected_byte(Lexer *lx, Loc loc) {
  unsigned char c = lx->tok[0];
  char msg[80];
  if (c >= 0x20 && c < 0x7f)
    snprintf(msg, sizeof msg, "unexpected character '%c'", c);
  else
    snprintf(msg, sizeof msg, "unexpected byte 0x%02x", c);
  return lex_error(lx, loc, msg);
}

static int lex_token(Lexer *lx, Token *val, Loc *loc) {
  memset(val, 0, sizeof *val);
  for (;;) {
    lx->tok = lx->cur;
    *loc = lex_loc_at(lx, lx->tok);
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
      "\n" { lex_newline(lx, lx->cur); continue; }
      "//" " "* "-----" [ \t\r]* / ("\n" | "\x00") { if (chunk_separator(lx)) return T_CHUNK; continue; }
      "//" [^\n]* {
        if (diag_verifying()) diag_expect_comment(*loc, (const char *)lx->tok, (size_t)(lx->cur - lx->tok));
        continue;
      }
      "%" suffixid ("#" digit+)? { return lex_known_op_line(lx, val, *loc) ? T_OP_LINE : spelled(lx, val, T_VALUE_ID); }
      "@" bareid { return spelled(lx, val, T_SYMBOL); }
      "@\"" { return quoted_symbol(lx, val, *loc); }
      "^" suffixid { spelled(lx, val, T_CARET_ID); return lex_label(lx, val, *loc); }
      "#" bareid "<" { return dialect_attr(lx, val, *loc); }
      "#" bareid { return spelled(lx, val, T_HASH_ID); }
      "!" bareid "<" { return dialect_type(lx, val, *loc); }
      "!" bareid { return spelled(lx, val, T_BANG_ID); }
      "\"" { return string_or_generic_op(lx, val, *loc); }
      "{-#" { return lex_scan_resources(lx, val, *loc); }
      "-"? digit+ { return spelled(lx, val, T_INTEGER); }
      "-"? "0x" hexdigit+ { return spelled(lx, val, T_INTEGER); }
      "-"? digit+ "." digit* ([eE] [-+]? digit+)? { return spelled(lx, val, T_FLOAT); }
      ("tensor" | "memref" | "vector" | "complex" | "tuple" | "dense" | "array" | "affine_map" | "affine_set"
        | "dense_resource" | "sparse" | "strided" | "opaque") "<" { return shaped_or_literal(lx, val, *loc); }
      "loc(" { return shaped_or_literal(lx, val, *loc); }
      bareid { spelled(lx, val, T_BARE_ID); return op_or_word(lx, val, *loc); }
      "->" { return T_ARROW; }
      [(){}[\]<>,=:*?+] { return punct(lx, val, *loc); }
      [^] { return unexpected_byte(lx, *loc); }
    */
  }
}

/* Classifies a token, then notes what the next one needs to know: whether it
 * stands where an op name can. */
int lex_next(Lexer *lx, Token *val, Loc *loc) {
  if (lx->io_errno) {
    diag_report(DIAG_ERROR, (Loc){0}, "cannot read '%s': %s", lx->file, strerror(lx->io_errno));
    lx->io_errno = 0;
  }
  int k = lex_token(lx, val, loc);
  if (loc->line != lx->last_line)
    lx->results_run = k == T_VALUE_ID;
  else if (k != '=')
    lx->results_run = lx->results_run && (k == T_VALUE_ID || k == ',' || k == ':' || k == T_INTEGER);
  lx->prev_kind = k;
  lx->last_line = lx->line;
  lx->prev_end = lx->last_end;
  lx->last_end = k == T_CHUNK ? (Loc){0} : lex_loc_at(lx, lx->cur); /* a chunk starts afresh */
  lx->last_token_line = loc->line_offset;
  return k;
}

/* Just past the token before the last one read (line 0: there is none). */
Loc lex_before_lookahead(const Lexer *lx) { return lx->prev_end; }

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
