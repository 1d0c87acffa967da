/* fast_paths.c — the common lines as mlir-opt prints them, read at once: an op
 * line, a function header, an op's function type, a known tensor type. Each
 * recognizes its exact spelling straight from the input buffer and gives up on
 * anything else (another spelling, a line running past the buffered input), which
 * the tokenizer then reads token by token into the same IR, with the same errors:
 * test/parse/fast-paths.test checks that on every test input. Only recognizes and
 * copies; the parser's builders make the IR (build.c: ps_op_line, ps_func_head). */
#include <ctype.h>
#include <string.h>

#include "lexer_impl.h"
#include "parser.h"

enum { MAX_FAST_INPUTS = 8 };

/* The tensor type spelled at p (`tensor<...>` without spaces, strings, aliases or
 * encodings) when it is one already known; *end is set just past it. */
Type *lex_known_tensor_at(const Lexer *lx, const unsigned char *p, const unsigned char **end) {
  if ((size_t)(lx->lim - p) < 8 || memcmp(p, "tensor<", 7)) return NULL;
  const unsigned char *q = p + 7;
  for (unsigned depth = 1; q < lx->lim; q++) {
    unsigned char c = *q;
    if (c == '>') {
      if (--depth == 0) break;
    } else if (c == '<') {
      depth++;
    } else if (!isalnum(c) && c != '?' && c != '_' && c != '.') {
      return NULL;
    }
  }
  if (q >= lx->lim) return NULL;
  Type *t = type_lookup((const char *)p, (size_t)(q + 1 - p));
  if (!t || (t->kind != TYPE_TENSOR && t->kind != TYPE_UNRANKED)) return NULL;
  *end = q + 1;
  return t;
}

/* `(T, T) -> T` at p (just after the '('), with known tensor types, one space
 * after each comma and around the arrow, as mlir-opt prints an op's type; NULL
 * for any other spelling, or one that runs past the buffered input. */
static Type *function_type_at(const Lexer *lx, const unsigned char *p, const unsigned char **end) {
  Type *ins[MAX_FAST_INPUTS];
  uint32_t nin = 0;
  if (*p != ')') {
    for (;;) {
      if (nin == MAX_FAST_INPUTS || !(ins[nin] = lex_known_tensor_at(lx, p, &p))) return NULL;
      nin++;
      if (lx->lim - p < 2 || p[0] != ',' || p[1] != ' ') break;
      p += 2;
    }
  }
  if (lx->lim - p < 5 || memcmp(p, ") -> ", 5)) return NULL;
  Type *out = lex_known_tensor_at(lx, p + 5, end);
  return out ? type_function(nin, ins, 1, &out) : NULL;
}

/* The common case of a function type after ':' read as one token: it spares the
 * parser a dozen steps per op. Any other spelling is read token by token (the
 * same type, and the same errors). */
bool lex_known_function_type(Lexer *lx, Token *val) {
  const unsigned char *end;
  Type *t = function_type_at(lx, lx->cur, &end);
  if (!t) return false;
  lx->cur = (unsigned char *)end;
  val->type = t;
  val->spelling = t->spelling;
  val->len = t->spelling_len;
  return true;
}

/* Where an op line's function type, starting at p, must end: at the end of the
 * line, or at the ` loc(` of the op's location (read as a token of its own, as
 * exporters' files and mlir-opt's debug info have one on every op). A known
 * tensor type holds no space, so the first ` loc(` is the op's. NULL when the
 * line runs past the buffered input. */
static const unsigned char *op_line_type_end(const Lexer *lx, const unsigned char *p) {
  const unsigned char *nl = memchr(p, '\n', (size_t)(lx->lim - p));
  if (!nl) return NULL;
  /* a location ends its line with ')': a line without one (most) needs no stop
   * at every space of its types (1% of a run) */
  const unsigned char *e = nl;
  while (e > p && (e[-1] == ' ' || e[-1] == '\r')) e--;
  if (e == p || e[-1] != ')') return nl;
  for (const unsigned char *s = p; (s = memchr(s, ' ', (size_t)(nl - s))); s++)
    if (nl - s >= 5 && !memcmp(s, " loc(", 5)) return s;
  return nl;
}

/* The function type of an op line, from just after its '(' to where it must end
 * (op_line_type_end): looked up by its spelling among those of recent op lines
 * (struct FnTypeMemo), else read by function_type_at and remembered. */
static Type *op_line_type(Lexer *lx, const unsigned char *p, const unsigned char **end) {
  enum { MEMO_SLOTS = sizeof lx->fn_memo / sizeof lx->fn_memo[0], MEMO_TEXT = sizeof lx->fn_memo[0].spelling };
  _Static_assert(sizeof lx->fn_memo[0].inputs / sizeof(Type *) == MAX_FAST_INPUTS, "memo inputs");
  const unsigned char *stop = op_line_type_end(lx, p);
  if (!stop) return NULL;
  size_t n = (size_t)(stop - p);
  struct FnTypeMemo *m = n <= MEMO_TEXT ? &lx->fn_memo[ir_hash_bytes(p, n, 0) & (MEMO_SLOTS - 1)] : NULL;
  if (m && n && m->len == n && !memcmp(m->spelling, p, n)) {
    *end = stop;
    return m->for_run ? m->for_run : type_function(m->ninputs, m->inputs, 1, &m->result);
  }
  Type *t = function_type_at(lx, p, end);
  if (!t || *end != stop) return NULL;
  if (m) {
    m->len = (uint32_t)n;
    memcpy(m->spelling, p, n);
    m->ninputs = t->ninputs;
    memcpy(m->inputs, t->inputs, t->ninputs * sizeof *t->inputs);
    m->result = t->results[0];
    m->for_run = t->for_run ? t : NULL;
  }
  return t;
}

/* The end of the value name `%name` at p as the `%` rule reads it (without a
 * `#n`), or NULL. */
static const unsigned char *value_name_at(const unsigned char *p, const unsigned char *lim) {
  if (lim - p < 2 || p[0] != '%') return NULL;
  const unsigned char *q = p + 1;
  if (isdigit(*q)) {
    while (q < lim && isdigit(*q)) q++;
  } else if (lex_is_name_char(*q)) {
    while (q < lim && lex_is_name_char(*q)) q++;
  } else {
    return NULL;
  }
  return q < lim && *q != '#' ? q : NULL;
}

static LinePiece line_piece(Lexer *lx, const unsigned char *s, const unsigned char *e) {
  return (LinePiece){arena_strndup(&ir_func_arena, (const char *)s, (size_t)(e - s)), (uint32_t)(e - s),
                     lex_loc_at(lx, s)};
}

static bool is_word_char(unsigned char c) { return isalnum(c) || c == '_'; }

/* The number at p as the lexer's number rules read it (`-`? digits, then `.`
 * digits and an exponent for a float); NULL if none, or if a word goes on. */
static const unsigned char *number_at(const unsigned char *p, const unsigned char *lim, bool *is_float) {
  const unsigned char *q = p + (*p == '-');
  if (q >= lim || !isdigit(*q)) return NULL;
  while (q < lim && isdigit(*q)) q++;
  *is_float = q < lim && *q == '.';
  if (*is_float) {
    for (q++; q < lim && isdigit(*q);) q++;
    if (q < lim && (*q == 'e' || *q == 'E')) {
      const unsigned char *e = q + 1 + (q + 1 < lim && (q[1] == '-' || q[1] == '+'));
      if (e < lim && isdigit(*e)) {
        for (q = e; q < lim && isdigit(*q);) q++;
      }
    }
  }
  return q < lim && !is_word_char(*q) && *q != '.' ? q : NULL;
}

/* The entries `key = value, ...` of an op line's dictionary, from just after its
 * '{': each value a number (with ` : type` of a type keyword, or none) or
 * true/false. Returns the closing '}', or NULL for anything else. */
static const unsigned char *line_dict_at(Lexer *lx, const unsigned char *p, LineEntry *out, uint32_t max,
                                         uint32_t *n) {
  const unsigned char *lim = lx->lim;
  *n = 0;
  if (*p == '}') return p;
  for (;;) {
    if (*n == max || !(isalpha(*p) || *p == '_')) return NULL;
    LineEntry *e = &out[(*n)++];
    const unsigned char *key = p;
    while (p < lim && is_word_char(*p)) p++;
    if (lim - p < 4 || memcmp(p, " = ", 3)) return NULL;
    e->key = line_piece(lx, key, p);
    e->eq = lex_loc_at(lx, p + 1);
    const unsigned char *v = p + 3;
    bool is_float;
    e->type = NULL;
    if (lim - v >= 5 && !memcmp(v, "true", 4) && !is_word_char(v[4]) && v[4] != '.') {
      e->kind = LINE_TRUE;
      p = v + 4;
      e->value = line_piece(lx, v, p);
    } else if (lim - v >= 6 && !memcmp(v, "false", 5) && !is_word_char(v[5]) && v[5] != '.') {
      e->kind = LINE_FALSE;
      p = v + 5;
      e->value = line_piece(lx, v, p);
    } else if ((p = number_at(v, lim, &is_float))) {
      e->kind = is_float ? LINE_FLOAT : LINE_INT;
      e->value = line_piece(lx, v, p);
      if (lim - p >= 3 && !memcmp(p, " : ", 3)) {
        const unsigned char *t = p + 3;
        for (p = t; p < lim && isalnum(*p);) p++;
        if (p >= lim || is_word_char(*p) || *p == '.' || !(e->type = type_from_keyword((const char *)t, (size_t)(p - t))))
          return NULL;
      }
    } else {
      return NULL;
    }
    if (p < lim && *p == '}') return p;
    if (lim - p < 2 || p[0] != ',' || p[1] != ' ') return NULL;
    p += 2;
  }
}

/* Tokens that end an op or open a block: an op line may follow them. After any
 * other one (a bare `return`, a ',' of a result list) a value name at the start
 * of a line is read as a token of its own, as the grammar needs it. */
static bool op_may_follow(int kind) {
  return kind == T_FN_TYPE || kind == T_OP_LINE || kind == T_LOC || kind == '{' || kind == T_FOREIGN ||
         kind == T_FOREIGN_R || kind == T_REGION_NEXT || kind == T_LABEL || kind == T_TYPE;
}

/* The common op line (OpLine in lexer.h) read as one token, from the result name
 * the `%` rule just matched to the end of the line (not included): it spares the
 * tokenizer and the parser some twenty steps per op. Any other line, or one that
 * runs past the buffered input, is read token by token, into the same IR with
 * the same errors. */
bool lex_known_op_line(Lexer *lx, Token *val, Loc loc) {
  const unsigned char *lim = lx->lim, *p = lx->cur;
  if (lx->line == lx->last_line || !op_may_follow(lx->prev_kind) || lx->depth + 1 >= IR_MAX_NESTING) return false;
  if (*p == '#' || lim - p < 10 || memcmp(p, " = ", 3)) return false;
  p += 3;
  bool custom = *p != '"';
  const unsigned char *name = p;
  if (!custom) p++;
  if (lim - p < 6 || memcmp(p, "tosa.", 5)) return false;
  for (p += 5; p < lim && (isalnum(*p) || *p == '_' || *p == '.');) p++;
  if (p == name + !custom + 5 || p >= lim || (!custom && *p++ != '"') || p >= lim) return false;
  const unsigned char *name_end = p;
  if (tosa_op_is_foreign((const char *)name + !custom, (size_t)(name_end - name) - 2 * !custom)) return false;
  const unsigned char *use_at[MAX_FAST_INPUTS], *use_end[MAX_FAST_INPUTS];
  uint32_t nuses = 0;
  if (!custom && *p++ != '(') return false;
  bool has_uses = custom ? p[0] == ' ' && p[1] == '%' : p[0] == '%'; /* lim[0] is 0: p[1] can be read */
  if (has_uses) {
    if (custom) p++;
    for (;;) {
      if (nuses == MAX_FAST_INPUTS || !(use_end[nuses] = value_name_at(p, lim))) return false;
      use_at[nuses] = p;
      p = use_end[nuses++];
      if (lim - p < 2 || p[0] != ',' || p[1] != ' ') break;
      p += 2;
    }
  }
  if (!custom && *p++ != ')') return false;
  /* the dictionary: properties `<{...}>` after the generic form's operands, `{...}` after the custom form's */
  enum { MAX_FAST_ENTRIES = 8 };
  LineEntry entries[MAX_FAST_ENTRIES];
  uint32_t nentries = 0;
  const unsigned char *dict = NULL;
  if (lim - p >= 3 && p[0] == ' ' && (custom ? p[1] == '{' : p[1] == '<' && p[2] == '{')) {
    dict = p + 1 + !custom;
    if (!(p = line_dict_at(lx, dict + 1, entries, MAX_FAST_ENTRIES, &nentries))) return false;
    p++;
    if (!custom && *p++ != '>') return false;
  }
  if (lim - p < 4 || memcmp(p, " : (", 4)) return false;
  p += 4;
  const unsigned char *end;
  Type *fntype = op_line_type(lx, p, &end);
  if (!fntype) return false;
  OpLine *l = arena_alloc(&ir_func_arena, sizeof *l + nuses * sizeof(LinePiece));
  l->uses = (LinePiece *)(l + 1);
  if (dict) {
    l->has_dict = true;
    l->dict_loc = lex_loc_at(lx, dict);
    l->nentries = nentries;
    l->entries = arena_alloc(&ir_func_arena, nentries * sizeof *l->entries + 1);
    memcpy(l->entries, entries, nentries * sizeof *l->entries);
  }
  l->result = (LinePiece){arena_strndup(&ir_func_arena, (const char *)lx->tok, (size_t)(lx->cur - lx->tok)),
                          (uint32_t)(lx->cur - lx->tok), loc};
  l->name = line_piece(lx, name, name_end);
  l->custom = custom;
  for (uint32_t i = 0; i < nuses; i++) l->uses[i] = line_piece(lx, use_at[i], use_end[i]);
  l->nuses = nuses;
  l->fntype = fntype;
  lx->cur = (unsigned char *)end;
  val->spelling = l->result.spelling;
  val->len = l->result.len;
  val->op_line = l;
  return true;
}

/* The end of `@name` at p with a plain name (letters, digits, _ $ .), or NULL. */
static const unsigned char *symbol_at(const unsigned char *p, const unsigned char *lim) {
  if (lim - p < 2 || p[0] != '@' || !(isalpha(p[1]) || p[1] == '_')) return NULL;
  for (p += 2; p < lim && (isalnum(*p) || *p == '_' || *p == '$' || *p == '.');) p++;
  return p < lim ? p : NULL;
}

/* The common function header (FuncHead in lexer.h) read as one token, from the
 * `func.func` just matched up to the ` {` of its body (not included): a function
 * of a few ops spends as much on its header as on its ops. Any other header, or
 * one that runs past the buffered input, is read token by token, into the same
 * function with the same errors. */
bool lex_known_func_head(Lexer *lx, Token *val) {
  enum { MAX_FAST_ARGS = 64, MAX_FAST_RESULTS = 16 };
  const unsigned char *lim = lx->lim, *p = lx->cur;
  if (lx->nsusp || lx->depth + 1 >= IR_MAX_NESTING || lim - p < 2 || p[0] != ' ') return false;
  const unsigned char *name = p + 1, *name_end = symbol_at(name, lim);
  if (!name_end || *name_end != '(') return false;
  p = name_end + 1;
  const unsigned char *arg_at[MAX_FAST_ARGS], *arg_end[MAX_FAST_ARGS];
  Type *arg_type[MAX_FAST_ARGS], *result_type[MAX_FAST_RESULTS];
  const unsigned char *result_at[MAX_FAST_RESULTS];
  uint32_t nargs = 0, nresults = 0;
  if (*p == '%') {
    for (;;) {
      if (nargs == MAX_FAST_ARGS || !(arg_end[nargs] = value_name_at(p, lim))) return false;
      arg_at[nargs] = p;
      p = arg_end[nargs];
      if (lim - p < 2 || p[0] != ':' || p[1] != ' ' || !(arg_type[nargs] = lex_known_tensor_at(lx, p + 2, &p))) return false;
      nargs++;
      if (lim - p < 2 || p[0] != ',' || p[1] != ' ') break;
      p += 2;
    }
  }
  if (*p++ != ')') return false;
  if (lim - p >= 4 && !memcmp(p, " -> ", 4)) {
    p += 4;
    bool paren = *p == '(';
    p += paren;
    if (!paren || *p != ')') {
      for (;;) {
        if (nresults == MAX_FAST_RESULTS) return false;
        result_at[nresults] = p;
        if (!(result_type[nresults] = lex_known_tensor_at(lx, p, &p))) return false;
        nresults++;
        if (!paren || lim - p < 2 || p[0] != ',' || p[1] != ' ') break;
        p += 2;
      }
    }
    if (paren && *p++ != ')') return false;
  }
  if (lim - p < 2 || p[0] != ' ' || p[1] != '{') return false;
  FuncHead *h = arena_alloc(&ir_func_arena, sizeof *h);
  h->name = line_piece(lx, name, name_end);
  h->nargs = nargs;
  h->args = arena_alloc(&ir_func_arena, (nargs + 1) * sizeof *h->args);
  h->arg_types = arena_alloc(&ir_func_arena, (nargs + 1) * sizeof *h->arg_types);
  for (uint32_t i = 0; i < nargs; i++) {
    h->args[i] = line_piece(lx, arg_at[i], arg_end[i]);
    h->arg_types[i] = arg_type[i];
  }
  h->nresults = nresults;
  h->result_types = arena_alloc(&ir_func_arena, (nresults + 1) * sizeof *h->result_types);
  h->result_locs = arena_alloc(&ir_func_arena, (nresults + 1) * sizeof *h->result_locs);
  for (uint32_t i = 0; i < nresults; i++) {
    h->result_types[i] = result_type[i];
    h->result_locs[i] = lex_loc_at(lx, result_at[i]);
  }
  lx->cur = (unsigned char *)p;
  val->func_head = h;
  return true;
}
