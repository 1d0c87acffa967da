/* lexer.re — re2c tokenizer for the MLIR subset tosa2linalg reads. The re2c block
 * only classifies; the C helpers below decode, refill the buffer and count lines. */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "lexer_impl.h"
#include "parser.h"




/* Moves the bytes still needed to the front of the buffer, grows it when full and
 * reads more. Returns 0 when bytes were added, 1 at end of input. */
int lex_fill(Lexer *lx) {
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
      /* from a diagnostic being shown (line_at): reported by the next lex_next */
      if (lx->showing_line)
        lx->io_errno = errno ? errno : EIO;
      else
        diag_report(DIAG_ERROR, (Loc){0}, "cannot read '%s': %s", lx->file, strerror(errno));
      lx->io_error = true;
    }
    lx->eof = true;
  }
  lx->lim += got;
  lx->lim[0] = 0;
  return got ? 0 : 1;
}

Lexer *lex_open(FILE *in, const char *filename, bool split_chunks, bool keep_locs) {
  const char *file = ir_intern_cstr(filename); /* first: a failure here leaves nothing behind */
  Lexer *lx = xcalloc(1, sizeof *lx);
  lx->in = in;
  lx->file = file;
  lx->split_chunks = split_chunks;
  lx->keep_locs = keep_locs;
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
  /* A regular file can give back lines already dropped from the buffer (see line_at). */
  struct stat st;
  int fd = fileno(in);
  off_t at = fd >= 0 ? ftello(in) : -1;
  lx->file_base = fd >= 0 && at >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) ? (int64_t)at : -1;
  return lx;
}

void lex_close(Lexer *lx) {
  if (!lx) return;
  free(lx->susp);
  free(lx->buf);
  free(lx->old_line);
  free(lx);
}

void lex_keep_from(Lexer *lx, int64_t offset) { lx->keep_offset = offset; }
void lex_keep_from_last_token(Lexer *lx) { lx->keep_offset = lx->last_token_line; }
uint32_t lex_line(const Lexer *lx) { return lx->line; }
bool lex_had_io_error(const Lexer *lx) { return lx->io_error; }


/* Reads on until the line at line_offset ends within `want` bytes, or the input
 * does: a streaming body reports an op's errors before the rest of its line is
 * read, and the line is shown as it is, up to the window's end. */
static void read_line_on(Lexer *lx, int64_t line_offset, size_t want) {
  int64_t saved = lx->keep_offset;
  lx->keep_offset = saved >= 0 && saved < line_offset ? saved : line_offset;
  lx->showing_line = true;
  for (;;) {
    const unsigned char *p = lx->buf + (line_offset - lx->buf_offset);
    size_t have = (size_t)(lx->lim - p);
    if ((want && have >= want) || memchr(p, '\n', want && want < have ? want : have) || lx->eof) break;
    if (lex_fill(lx) != 0) break;
  }
  lx->showing_line = false;
  lx->keep_offset = saved;
}

/* A line before the buffer (a streaming body keeps only the op being read): read
 * again from the file, when the input is one; else NULL (the line is not shown). */
static const char *line_before_buffer(Lexer *lx, int64_t line_offset, size_t *len) {
  if (lx->file_base < 0) return NULL;
  size_t want = *len ? *len : 4096;
  if (want > (size_t)(lx->buf_offset - line_offset)) want = (size_t)(lx->buf_offset - line_offset);
  char *b = realloc(lx->old_line, want + 1);
  if (!b) return NULL;
  lx->old_line = b;
  ssize_t got = pread(fileno(lx->in), b, want, (off_t)(lx->file_base + line_offset));
  if (got < 0) return NULL;
  const char *nl = memchr(b, '\n', (size_t)got);
  *len = nl ? (size_t)(nl - b) : (size_t)got;
  return b;
}

static const char *line_at(void *ctx, int64_t line_offset, size_t *len) {
  Lexer *lx = ctx;
  if (line_offset < lx->buf_offset) return line_before_buffer(lx, line_offset, len);
  if (line_offset > lex_offset_of(lx, lx->lim)) return NULL;
  if (!lx->eof) read_line_on(lx, line_offset, *len);
  const unsigned char *p = lx->buf + (line_offset - lx->buf_offset), *e = p;
  const unsigned char *stop = *len && (size_t)(lx->lim - p) > *len ? p + *len : lx->lim;
  while (e < stop && *e != '\n') e++;
  *len = (size_t)(e - p);
  return (const char *)p;
}

SourceWindow lex_source_window(Lexer *lx) { return (SourceWindow){line_at, lx}; }



int lex_error(Lexer *lx, Loc loc, const char *msg) {
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






/* An alias (#name or !name without a dialect prefix or a <body>) inside bracketed
 * text: tosa2linalg expands aliases where it reads an attribute or a type itself,
 * but bracketed text is kept as written, while the alias definitions are not
 * printed: the output would not parse. Returns the alias's offset, or -1. */
ptrdiff_t lex_alias_in_text(const char *s, size_t n, size_t *len) {
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
  for (const unsigned char *p = lx->tok; p < lx->cur; p++) lex_text_add(&t, (char)*p);
  char stack[IR_MAX_NESTING];
  int depth = 0;
  stack[depth++] = lx->cur[-1] == '(' ? ')' : lx->cur[-1] == '[' ? ']' : '>';
  bool in_string = false, pending_space = false;
  while (depth > 0) {
    if (!lex_have(lx, 0)) return lex_error(lx, start, "unterminated bracketed text: missing closing bracket");
    char c = (char)*lx->cur++;
    if (c == '\n') lex_newline(lx, lx->cur);
    if (c == 0) return lex_error(lx, lex_loc_at(lx, lx->cur - 1), "unexpected byte 0x00");
    if (in_string) {
      if (c == '\n') return lex_error(lx, start, "unterminated string literal");
      lex_text_add(&t, c);
      if (c == '\\' && lex_have(lx, 0)) lex_text_add(&t, (char)*lx->cur++);
      else if (c == '"') in_string = false;
      continue;
    }
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
      pending_space = true;
      continue;
    }
    bool arrow = c == '-' && lex_have(lx, 0) && *lx->cur == '>';
    if (pending_space && t.len && !is_opener(t.p[t.len - 1]) && !is_closer(c) && c != ',') lex_text_add(&t, ' ');
    pending_space = false;
    lex_text_add(&t, c);
    if (arrow) {
      lex_text_add(&t, (char)*lx->cur++);
    } else if (c == '"') {
      in_string = true;
    } else if (is_opener(c)) {
      if (depth == IR_MAX_NESTING) return lex_error(lx, lex_loc_at(lx, lx->cur - 1), NESTING_MSG);
      stack[depth++] = c == '(' ? ')' : c == '<' ? '>' : c == '[' ? ']' : '}';
    } else if (is_closer(c)) {
      if (stack[depth - 1] != c) return lex_error(lx, lex_loc_at(lx, lx->cur - 1), "mismatched closing bracket");
      depth--;
    }
  }
  size_t alen;
  ptrdiff_t at = kind == T_LOC ? -1 : lex_alias_in_text(t.p, t.len, &alen); /* locations are dropped */
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

/* The tensor type spelled at p (`tensor<...>` without spaces, strings, aliases or
 * encodings) when it is one already known; *end is set just past it. */
static Type *known_tensor_at(const Lexer *lx, const unsigned char *p, const unsigned char **end) {
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

enum { MAX_FAST_INPUTS = 8 };

/* `(T, T) -> T` at p (just after the '('), with known tensor types, one space
 * after each comma and around the arrow, as mlir-opt prints an op's type; NULL
 * for any other spelling, or one that runs past the buffered input. */
static Type *function_type_at(const Lexer *lx, const unsigned char *p, const unsigned char **end) {
  Type *ins[MAX_FAST_INPUTS];
  uint32_t nin = 0;
  if (*p != ')') {
    for (;;) {
      if (nin == MAX_FAST_INPUTS || !(ins[nin] = known_tensor_at(lx, p, &p))) return NULL;
      nin++;
      if (lx->lim - p < 2 || p[0] != ',' || p[1] != ' ') break;
      p += 2;
    }
  }
  if (lx->lim - p < 5 || memcmp(p, ") -> ", 5)) return NULL;
  Type *out = known_tensor_at(lx, p + 5, end);
  return out ? type_function(nin, ins, 1, &out) : NULL;
}

/* The common case of a function type after ':' read as one token: it spares the
 * parser a dozen steps per op. Any other spelling is read token by token (the
 * same type, and the same errors). */
static bool known_function_type(Lexer *lx, Token *val) {
  const unsigned char *end;
  Type *t = function_type_at(lx, lx->cur, &end);
  if (!t) return false;
  lx->cur = (unsigned char *)end;
  val->type = t;
  val->text = t->text;
  val->len = t->text_len;
  return true;
}

/* The function type of an op line, from just after its '(' to the end of the
 * line, which it must fill: looked up by its spelling among those of recent op
 * lines (struct FnTypeMemo), else read by function_type_at and remembered. */
static Type *op_line_type(Lexer *lx, const unsigned char *p, const unsigned char **end) {
  enum { MEMO_SLOTS = sizeof lx->fn_memo / sizeof lx->fn_memo[0], MEMO_TEXT = sizeof lx->fn_memo[0].text };
  _Static_assert(sizeof lx->fn_memo[0].inputs / sizeof(Type *) == MAX_FAST_INPUTS, "memo inputs");
  const unsigned char *nl = memchr(p, '\n', (size_t)(lx->lim - p));
  if (!nl) return NULL;
  size_t n = (size_t)(nl - p);
  struct FnTypeMemo *m = n <= MEMO_TEXT ? &lx->fn_memo[ir_hash_bytes(p, n, 0) & (MEMO_SLOTS - 1)] : NULL;
  if (m && n && m->len == n && !memcmp(m->text, p, n)) {
    *end = nl;
    return type_function(m->ninputs, m->inputs, 1, &m->result);
  }
  Type *t = function_type_at(lx, p, end);
  if (!t || *end != nl) return NULL;
  if (m) {
    m->len = (uint32_t)n;
    memcpy(m->text, p, n);
    m->ninputs = t->ninputs;
    memcpy(m->inputs, t->inputs, t->ninputs * sizeof *t->inputs);
    m->result = t->results[0];
  }
  return t;
}

static bool is_value_char(unsigned char c) { return isalnum(c) || c == '$' || c == '.' || c == '_' || c == '-'; }

/* The end of the value name `%name` at p as the `%` rule reads it (without a
 * `#n`), or NULL. */
static const unsigned char *value_name_at(const unsigned char *p, const unsigned char *lim) {
  if (lim - p < 2 || p[0] != '%') return NULL;
  const unsigned char *q = p + 1;
  if (isdigit(*q)) {
    while (q < lim && isdigit(*q)) q++;
  } else if (is_value_char(*q)) {
    while (q < lim && is_value_char(*q)) q++;
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
    } else if (lim - v >= 6 && !memcmp(v, "false", 5) && !is_word_char(v[5]) && v[5] != '.') {
      e->kind = LINE_FALSE;
      p = v + 5;
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
    if (e->kind == LINE_TRUE || e->kind == LINE_FALSE) e->value = line_piece(lx, v, p);
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
static bool known_op_line(Lexer *lx, Token *val, Loc loc) {
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
  if (tosa_irregular((const char *)name + !custom, (size_t)(name_end - name) - 2 * !custom)) return false;
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
  val->text = l->result.text;
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
static bool known_func_head(Lexer *lx, Token *val) {
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
      if (lim - p < 2 || p[0] != ':' || p[1] != ' ' || !(arg_type[nargs] = known_tensor_at(lx, p + 2, &p))) return false;
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
        if (!(result_type[nresults] = known_tensor_at(lx, p, &p))) return false;
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

/* ( [ { nest the parser's structures (attribute arrays and dictionaries, function
 * types, regions); the printer and the alias copy recurse on them, and bison's
 * stack is finite: deeper input is rejected here, with a clear message. */
static int punct(Lexer *lx, Token *val, Loc loc) {
  char c = (char)lx->tok[0];
  if (c == '}' && lx->nsusp && lx->depth == lx->susp[lx->nsusp - 1].depth + 1) return lex_resume_foreign(lx, val, loc);
  if (c == '(' && lx->prev_kind == ':' && known_function_type(lx, val)) return T_FN_TYPE;
  if (c == '(' || c == '[' || c == '{') {
    if (lx->depth == IR_MAX_NESTING) return lex_error(lx, loc, NESTING_MSG);
    lx->depth++;
  } else if ((c == ')' || c == ']' || c == '}') && lx->depth > 0) {
    lx->depth--;
  }
  return c;
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
  if (k == T_FUNC && known_func_head(lx, val)) return T_FUNC_HEAD;
  if (!lex_at_op_position(lx)) return k;
  if (k == T_BARE_ID) return lex_bare_op(lx, val, loc);
  bool keyword_op = k == T_FUNC || k == T_RETURN || k == T_CALL || k == T_MODULE;
  if (!keyword_op || !lx->nsusp) return k;
  TextBuf t = {.arena = &ir_func_arena};
  lx->cur = lx->tok;
  return lex_scan_text(lx, val, loc, &t, "", 0, T_FOREIGN, T_FOREIGN_R);
}

/* The common case, a tensor type seen before and spelled without spaces, strings,
 * aliases or encodings (tensor<?x4xf32>): looked up straight from the input
 * buffer, with no copy and no folding. Anything else, or a type that runs past
 * the buffered input, takes the general path. */
static bool known_tensor_type(Lexer *lx, Token *val) {
  const unsigned char *end;
  Type *t = known_tensor_at(lx, lx->tok, &end);
  if (!t) return false;
  lx->cur = (unsigned char *)end;
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
      "%" suffixid ("#" digit+)? {
        if (known_op_line(lx, val, *loc)) return T_OP_LINE;
        set_text(lx, val, lx->tok, (size_t)(lx->cur - lx->tok));
        return T_VALUE_ID;
      }
      "@" (bareid | "\"" strchar* "\"") { set_text(lx, val, lx->tok, (size_t)(lx->cur - lx->tok)); return T_SYMBOL; }
      "^" suffixid { set_text(lx, val, lx->tok, (size_t)(lx->cur - lx->tok)); return lex_label(lx, val, *loc); }
      "#" bareid "<" {
        int r = scan_balanced(lx, val, *loc, T_ATTR_LIT);
        if (r == T_ATTR_LIT && !strncmp(val->text, "#tosa.unary_quant<", 18)) r = lex_unary_quant(lx, val, *loc);
        else if (r == T_ATTR_LIT && !strncmp(val->text, "#tosa.nan_mode<", 15)) r = lex_nan_mode(lx, val, *loc);
        return r;
      }
      "#" bareid { set_text(lx, val, lx->tok, (size_t)(lx->cur - lx->tok)); return T_HASH_ID; }
      "!" bareid "<" { int r = scan_balanced(lx, val, *loc, T_TYPE); if (r == T_TYPE) val->type = type_opaque(val->text, val->len); return r; }
      "!" bareid { set_text(lx, val, lx->tok, (size_t)(lx->cur - lx->tok)); return T_BANG_ID; }
      "\"" strchar* "\"" { set_text(lx, val, lx->tok, (size_t)(lx->cur - lx->tok)); return lex_generic_op(lx, val, *loc); }
      "{-#" { return lex_resources(lx, val, *loc); }
      "\"" strchar* "\\"? {
        if (lx->cur < lx->lim && *lx->cur == 0) return lex_error(lx, lex_loc_at(lx, lx->cur), "unexpected byte 0x00");
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
  lx->last_end = lex_loc_at(lx, lx->cur);
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
