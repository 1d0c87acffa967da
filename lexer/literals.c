/* literals.c — bracketed literals (`dense<...>`, `array<...>`, `#dialect<...>`,
 * types, locations) and the `{-# dialect_resources #-}` section: where each
 * ends, and its spelling. A literal is read in runs: the bytes it copies as
 * they are (a string's, a number list's) in one step each, the others one by
 * one. An attribute longer than BIGTEXT_HEAD (a constant's weights) is not
 * held: past its first bytes it is a range of the input, while its bytes are
 * copied as read, then of a spool file, and its spelling names that range
 * (ir.h, bigtext.c); the buffer keeps only the bytes being read meanwhile. */
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "lexer_impl.h"
#include "parser.h"

/* A literal's spelling as it is read: its first bytes in t, then, once `big`,
 * the rest as input and spool ranges. */
typedef struct Lit {
  Lexer *lx;
  CopyBuf t;
  bool may_be_big;
  bool big, spooling;
  bool keyed;    /* a quoted symbol: its big part is hashed (bigtext_add's key) */
  uint64_t hash; /* FNV-1a of the big part so far */
  char last;     /* the last byte of the spelling so far */
  int64_t in_off, spool_off;
  uint64_t in_len, spool_len;
} Lit;

/* n bytes of the spelling; src is in the input buffer when from_input. */
static void lit_put(Lit *l, const unsigned char *src, size_t n, bool from_input) {
  if (!n) return;
  l->last = (char)src[n - 1];
  if (!l->big) {
    if (l->t.len + n + 1 >= l->t.cap) {
      size_t cap = l->t.cap ? l->t.cap : 64;
      while (cap < l->t.len + n + 1) cap *= 2;
      char *p = arena_alloc(l->t.arena, cap);
      if (l->t.len) memcpy(p, l->t.p, l->t.len);
      l->t.p = p;
      l->t.cap = cap;
    }
    memcpy(l->t.p + l->t.len, src, n);
    l->t.len += n;
    l->t.p[l->t.len] = 0;
    return;
  }
  for (size_t i = 0; l->keyed && i < n; i++) l->hash = (l->hash ^ src[i]) * 0x100000001b3u;
  if (!l->spooling && from_input && bigtext_input_readable()) {
    int64_t at = lex_offset_of(l->lx, src);
    if (!l->in_len) l->in_off = at;
    if (at == l->in_off + (int64_t)l->in_len) {
      l->in_len += n;
      return;
    }
  }
  int64_t at = bigtext_spool_write(src, n);
  if (!l->spooling) l->spool_off = at;
  l->spooling = true;
  l->spool_len += n;
}

static void lit_byte(Lit *l, const unsigned char *at) { lit_put(l, at, 1, true); }
static void lit_char(Lit *l, char c) { lit_put(l, (const unsigned char *)&c, 1, false); }

/* The big part ends: its marker goes into the spelling, which goes on as usual
 * (a literal's closing quote or bracket stays in it, so that it stays balanced). */
static void lit_end_big(Lit *l) {
  if (!l->big) return;
  char marker[BIGTEXT_MARKER_LEN + 1];
  uint32_t id = bigtext_add(l->in_off, l->in_len, l->spool_off, l->spool_len, l->keyed ? l->hash | 1 : 0);
  l->big = l->spooling = false;
  l->in_len = l->spool_len = 0;
  l->lx->draining = false;
  lit_put(l, (const unsigned char *)marker, bigtext_marker(id, marker), false);
}

static int lit_token(Lit *l, Token *val, int kind) {
  lit_end_big(l);
  val->spelling = l->t.p;
  val->len = (uint32_t)l->t.len;
  return kind;
}

static int lit_error(Lit *l, Loc loc, const char *msg) {
  l->lx->draining = false;
  return lex_error(l->lx, loc, msg);
}

/* Bytes a string copies as they are: not '"', '\\', a newline or NUL. */
static inline bool string_byte(unsigned char c) { return c != '"' && c != '\\' && c != '\n' && c != 0; }

static const char UNKNOWN_ESCAPE[] = "unknown escape in string literal";

static inline bool hex_digit(unsigned char c) { return (unsigned)(c - '0') < 10 || (unsigned)((c | 0x20) - 'a') < 6; }

/* The length of the escape whose backslash is at p, as MLIR has them (`\"`, `\\`,
 * `\n`, `\t`, two hex digits), or 0 for any other; p[1] and p[2] are readable. */
static inline size_t escape_len(const unsigned char *p) {
  unsigned char c = p[1];
  if (c == '"' || c == '\\' || c == 'n' || c == 't') return 2;
  return hex_digit(c) && hex_digit(p[2]) ? 3 : 0;
}

/* Bytes a bracketed literal copies as they are and that open or close nothing:
 * letters, digits, `.`, `+`, `,`, a `-` before a digit (not an arrow), and a
 * single space after a comma before a number, a list or a string (folding
 * keeps it). p[-1] and
 * p[1] are readable (the buffer's sentinel NUL follows its last byte). */
static inline bool plain_byte(const unsigned char *p) {
  unsigned char c = *p;
  if ((unsigned)((c | 0x20) - 'a') < 26 || (unsigned)(c - '0') < 10 || c == '.' || c == '+' || c == ',') return true;
  if (c == '-') return (unsigned)(p[1] - '0') < 10;
  return c == ' ' && p[-1] == ',' && ((unsigned)(p[1] - '0') < 10 || p[1] == '-' || p[1] == '[' || p[1] == '"');
}

#ifdef __SSE2__
static inline __m128i in_range(__m128i v, char lo, char hi) { /* lo <= v <= hi, unsigned */
  __m128i d = _mm_sub_epi8(v, _mm_set1_epi8(lo));
  return _mm_cmpeq_epi8(_mm_min_epu8(d, _mm_set1_epi8((char)(hi - lo))), d);
}
static inline __m128i is(__m128i v, char c) { return _mm_cmpeq_epi8(v, _mm_set1_epi8(c)); }

/* The 16 bytes at p as plain_byte sees them: a bit per byte. */
static inline unsigned plain_mask(const unsigned char *p) {
  __m128i v = _mm_loadu_si128((const __m128i *)p);
  __m128i prev = _mm_loadu_si128((const __m128i *)(p - 1)), next = _mm_loadu_si128((const __m128i *)(p + 1));
  __m128i next_digit = in_range(next, '0', '9');
  __m128i ok = _mm_or_si128(in_range(_mm_or_si128(v, _mm_set1_epi8(0x20)), 'a', 'z'), in_range(v, '0', '9'));
  ok = _mm_or_si128(ok, _mm_or_si128(is(v, '.'), _mm_or_si128(is(v, '+'), is(v, ','))));
  ok = _mm_or_si128(ok, _mm_and_si128(is(v, '-'), next_digit));
  __m128i space = _mm_and_si128(is(v, ' '), is(prev, ','));
  __m128i before = _mm_or_si128(_mm_or_si128(next_digit, is(next, '-')), _mm_or_si128(is(next, '['), is(next, '"')));
  ok = _mm_or_si128(ok, _mm_and_si128(space, before));
  return (unsigned)_mm_movemask_epi8(ok);
}

/* The common 16 bytes of a list of numbers: all plain (a subset of plain_mask's
 * bytes: `,-.0-9` but a `-` before `>`, a space after a comma before `-./0-9`). */
static inline bool numbers_only(const unsigned char *p) {
  __m128i v = _mm_loadu_si128((const __m128i *)p);
  __m128i prev = _mm_loadu_si128((const __m128i *)(p - 1)), next = _mm_loadu_si128((const __m128i *)(p + 1));
  __m128i num = _mm_andnot_si128(_mm_or_si128(is(v, '/'), _mm_and_si128(is(v, '-'), is(next, '>'))), in_range(v, ',', '9'));
  __m128i space = _mm_and_si128(_mm_and_si128(is(v, ' '), is(prev, ',')), in_range(next, '-', '9'));
  return _mm_movemask_epi8(_mm_or_si128(num, space)) == 0xFFFF;
}

/* The bytes of 64 at p equal to c, or (c2 >= 0) to c or c2: a bit each. */
static inline uint64_t bits64(const __m128i v[4], char c, int c2) {
  uint64_t m = 0;
  for (int k = 0; k < 4; k++) {
    __m128i e = is(v[k], c);
    if (c2 >= 0) e = _mm_or_si128(e, is(v[k], (char)c2));
    m |= (uint64_t)(unsigned)_mm_movemask_epi8(e) << (16 * k);
  }
  return m;
}

/* The hex digits of 64 bytes at p: a bit each. */
static inline uint64_t hex_bits64(const __m128i v[4]) {
  uint64_t m = 0;
  for (int k = 0; k < 4; k++) {
    __m128i h = _mm_or_si128(in_range(v[k], '0', '9'), in_range(_mm_or_si128(v[k], _mm_set1_epi8(0x20)), 'a', 'f'));
    m |= (uint64_t)(unsigned)_mm_movemask_epi8(h) << (16 * k);
  }
  return m;
}

/* Of 64 bytes whose backslashes are `bs`, the bytes an escape takes (the byte
 * after a backslash that is not itself escaped); *carry in: byte 0 is taken by
 * the block before, out: the byte after this block is. A run of backslashes
 * escapes the byte after it when its length is odd: odd runs are found by
 * adding each run's start to the run (the carry of the sum crosses it), apart
 * for runs starting on even and on odd bits. */
static inline uint64_t escaped_bytes(uint64_t bs, uint64_t *carry) {
  const uint64_t even = 0x5555555555555555ull;
  bs &= ~*carry;
  uint64_t follows = bs << 1 | *carry;
  uint64_t odd_starts = bs & ~even & ~follows, sum;
  *carry = __builtin_add_overflow(odd_starts, bs, &sum);
  return (even ^ (sum << 1)) & follows;
}

/* The string bytes from q on, 64 at a time: string_byte's and the escapes MLIR
 * has (`\"`, `\\`, `\n`, `\t`, two hex digits). Stops at the quote that ends the string, at a newline or NUL,
 * at the backslash of any other escape (or before a newline or NUL), or where
 * fewer than 65 bytes are left. */
static const unsigned char *string_blocks(const unsigned char *q, const unsigned char *lim) {
  uint64_t carry = 0; /* q[0] is escaped by the backslash before it */
  while (lim - q >= 65) {
    __m128i v[4];
    for (int k = 0; k < 4; k++) v[k] = _mm_loadu_si128((const __m128i *)(q + 16 * k));
    __m128i any = _mm_setzero_si128();
    for (int k = 0; k < 4; k++)
      any = _mm_or_si128(any, _mm_or_si128(_mm_or_si128(is(v[k], '"'), is(v[k], '\\')),
                                           _mm_or_si128(is(v[k], '\n'), is(v[k], 0))));
    if (!carry && !_mm_movemask_epi8(any)) {
      q += 64;
      continue;
    }
    uint64_t bs = bits64(v, '\\', -1), quote = bits64(v, '"', -1), escaped = escaped_bytes(bs, &carry);
    /* an escape MLIR does not have (or two hex digits the block cuts) is read byte by byte */
    uint64_t hex = hex_bits64(v), hex_escape = escaped & hex & (hex >> 1);
    uint64_t other_escape = escaped & ~(quote | bs | bits64(v, 'n', 't') | hex_escape);
    uint64_t stop = (quote & ~escaped) | bits64(v, '\n', 0) | other_escape;
    if (stop) {
      unsigned j = (unsigned)__builtin_ctzll(stop);
      return q + j - ((escaped >> j) & 1);
    }
    q += 64;
  }
  return q - carry;
}

static inline unsigned resources_mask(const unsigned char *p) {
  __m128i v = _mm_loadu_si128((const __m128i *)p);
  __m128i stop = _mm_or_si128(is(v, '#'), _mm_or_si128(is(v, '\n'), is(v, 0)));
  return (unsigned)_mm_movemask_epi8(stop) ^ 0xFFFFu;
}
#endif

typedef enum RunKind { RUN_PLAIN, RUN_STRING, RUN_RESOURCES } RunKind;

/* A byte of a run of plain bytes or of the resources section (string_run_at reads strings). */
static inline bool run_byte(const unsigned char *p, RunKind kind) {
  if (kind == RUN_PLAIN) return plain_byte(p);
  return *p != '\n' && *p != 0 && *p != '#';
}

#ifdef __SSE2__
typedef unsigned MaskFn(const unsigned char *p);

/* The bytes from q on, 16 at a time, while `mask` has them all; 32 at a time
 * first, where two blocks pass together (hex digits): the common case. */
static inline const unsigned char *blocks(const unsigned char *q, const unsigned char *lim, MaskFn *mask, bool pairs) {
  while (pairs && lim - q >= 33 && (mask(q) & mask(q + 16)) == 0xFFFFu) q += 32;
  while (lim - q >= 17) {
    unsigned m = mask(q);
    if (m != 0xFFFFu) return q + __builtin_ctz(~m);
    q += 16;
  }
  return q;
}
#endif

/* The run of a string's bytes at p: string_byte's, and escapes MLIR has (whole
 * in the buffer) as written; it stops at the backslash of any other. */
static size_t string_run_at(const unsigned char *p, const unsigned char *lim) {
  const unsigned char *q = p;
  for (;;) {
#ifdef __SSE2__
    q = string_blocks(q, lim);
#endif
    while (q < lim && string_byte(*q)) q++;
    size_t e = lim - q >= 3 && *q == '\\' ? escape_len(q) : 0;
    if (!e) return (size_t)(q - p);
    q += e;
  }
}

/* The length of the run at p of the bytes of `kind`. */
static size_t run_at(const unsigned char *p, const unsigned char *lim, RunKind kind) {
  if (kind == RUN_STRING) return string_run_at(p, lim);
  const unsigned char *q = p;
#ifdef __SSE2__
  if (kind == RUN_PLAIN) {
    while (lim - q >= 17 && numbers_only(q)) q += 16;
    q = blocks(q, lim, plain_mask, false);
  } else {
    q = blocks(q, lim, resources_mask, true);
  }
  if (lim - q >= 17) return (size_t)(q - p); /* stopped before a byte of another kind */
#endif
  while (q < lim && run_byte(q, kind)) q++;
  return (size_t)(q - p);
}

/* Copies the run at lx->cur. Past BIGTEXT_HEAD bytes of spelling the literal
 * becomes big: the rest of it is not held, and the buffer keeps only what is
 * being read (lex_fill). */
static void copy_run(Lit *l, RunKind kind) {
  Lexer *lx = l->lx;
  size_t n = run_at(lx->cur, lx->lim, kind);
  if (!l->big && l->may_be_big && l->t.len + n > BIGTEXT_HEAD) {
    size_t head = l->t.len < BIGTEXT_HEAD ? BIGTEXT_HEAD - l->t.len : 0;
    lit_put(l, lx->cur, head, true);
    lx->cur += head;
    n -= head;
    l->big = true;
    lx->draining = true;
    lex_save_line_head(lx);
  }
  lit_put(l, lx->cur, n, true);
  lx->cur += n;
}

typedef enum EscapeRest { ESCAPE_COPIED, ESCAPE_CUT, ESCAPE_UNKNOWN } EscapeRest;

/* The rest of the escape whose backslash was just copied (lx->cur after it):
 * copied when MLIR has it; ESCAPE_CUT where the line or the input ends there,
 * ESCAPE_UNKNOWN for any other (nothing copied, lx->cur still after it). */
static EscapeRest copy_escape(Lit *l) {
  Lexer *lx = l->lx;
  if (!lex_have(lx, 0) || *lx->cur == '\n' || *lx->cur == 0) return ESCAPE_CUT;
  unsigned char c = *lx->cur;
  size_t n = 1;
  if (c != '"' && c != '\\' && c != 'n' && c != 't') {
    if (!hex_digit(c) || !lex_have(lx, 1) || !hex_digit(lx->cur[1])) return ESCAPE_UNKNOWN;
    n = 2;
  }
  lit_put(l, lx->cur, n, true);
  lx->cur += n;
  return ESCAPE_COPIED;
}

/* The bracketed body after the opening '<', '(' or '[' that re2c matched, up to
 * the matching closer, skipping strings and treating "->" as an arrow. The
 * spelling is copied with runs of white space folded to one space (none after
 * an opener or before a closer or comma), so equal spellings compare equal. */
static int scan_body(Lit *l, Loc start) {
  Lexer *lx = l->lx;
  char stack[IR_MAX_NESTING];
  int depth = 0;
  stack[depth++] = lx->cur[-1] == '(' ? ')' : lx->cur[-1] == '[' ? ']' : '>';
  bool in_string = false;
  unsigned pending_space = 0; /* blanks before lx->cur not copied yet */
  while (depth > 0) {
    if (!lex_have(lx, 0)) return lit_error(l, start, "unterminated bracketed text: missing closing bracket");
    if (!pending_space && lx->cur < lx->lim && (in_string ? string_byte(*lx->cur) : plain_byte(lx->cur))) {
      copy_run(l, in_string ? RUN_STRING : RUN_PLAIN);
      continue;
    }
    /* `at` stays where it is until the next lex_have, which may move the buffer */
    const unsigned char *at = lx->cur++;
    char c = (char)*at;
    if (c == '\n') lex_newline(lx, lx->cur);
    if (c == 0) return lit_error(l, lex_loc_at(lx, at), "unexpected byte 0x00");
    if (in_string) {
      if (c == '\n') return lit_error(l, start, "unterminated string literal");
      if (c == '"') lit_end_big(l);
      Loc escape = lex_loc_at(lx, at);
      lit_byte(l, at);
      if (c == '\\' && copy_escape(l) == ESCAPE_UNKNOWN) return lit_error(l, escape, UNKNOWN_ESCAPE);
      if (c == '"') in_string = false;
      continue; /* a cut escape: the newline or the end is read next */
    }
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
      pending_space++;
      continue;
    }
    if (c == '/' && lex_have(lx, 0) && *lx->cur == '/') { /* a comment, dropped: a blank */
      lx->cur--; /* the buffer keeps the byte before cur */
      lex_skip_comment(lx);
      pending_space++;
      continue;
    }
    /* one blank that is a space is copied from the input (in the buffer still:
     * lex_fill keeps the byte before cur), so a big literal stays a range of it */
    /* (the blank before a comment may be copied already: numbers_only takes a
     * space after a comma before a '/') */
    if (pending_space && l->last != ' ' && !is_opener(l->last) && !is_closer(c) && c != ',') {
      if (pending_space == 1 && at[-1] == ' ')
        lit_byte(l, at - 1);
      else
        lit_char(l, ' ');
    }
    pending_space = 0;
    if (depth == 1 && c == stack[0]) lit_end_big(l);
    lit_byte(l, at);
    if (c == '-') {
      if (lex_have(lx, 0) && *lx->cur == '>') lit_byte(l, lx->cur++); /* an arrow */
    } else if (c == '"') {
      in_string = true;
    } else if (is_opener(c)) {
      if (depth == IR_MAX_NESTING) return lit_error(l, lex_loc_at(lx, at), NESTING_MSG);
      stack[depth++] = c == '(' ? ')' : c == '<' ? '>' : c == '[' ? ']' : '}';
    } else if (is_closer(c)) {
      if (stack[depth - 1] != c) return lit_error(l, lex_loc_at(lx, at), "mismatched closing bracket");
      depth--;
    }
  }
  return 0;
}

int lex_scan_balanced(Lexer *lx, Token *val, Loc start, int kind) {
  Lit l = {.lx = lx, .t = {.arena = &ir_func_arena}, .may_be_big = kind == T_ATTR_LIT};
  lit_put(&l, lx->tok, (size_t)(lx->cur - lx->tok), true);
  int r = scan_body(&l, start);
  if (r) return r;
  size_t alen;
  ptrdiff_t at = kind == T_LOC ? -1 : lex_alias_in(l.t.p, l.t.len, &alen); /* locations are dropped */
  if (at >= 0) {
    char msg[160];
    snprintf(msg, sizeof msg, "alias '%.*s%s' used inside '%.*s<...>': not supported, write the aliased value instead",
             alen > 64 ? 64 : (int)alen, l.t.p + at, alen > 64 ? "..." : "", (int)strcspn(l.t.p, "<(["), l.t.p);
    return lit_error(&l, start, msg);
  }
  return lit_token(&l, val, kind);
}

/* `{-# dialect_resources: {...} #-}`: kept as written. */
int lex_scan_resources(Lexer *lx, Token *val, Loc loc) {
  Lit l = {.lx = lx, .t = {.arena = &ir_func_arena}, .may_be_big = true};
  lit_put(&l, lx->tok, (size_t)(lx->cur - lx->tok), true);
  bool after_hash = true; /* `{-#-}` ends where it starts, as `#-}` anywhere */
  for (;;) {
    if (after_hash && lex_have(lx, 1) && lx->cur[0] == '-' && lx->cur[1] == '}') {
      lit_put(&l, lx->cur, 2, true);
      lx->cur += 2;
      break;
    }
    if (!lex_have(lx, 0)) return lit_error(&l, loc, "unterminated file metadata: missing '#-}'");
    after_hash = false;
    if (*lx->cur != '\n' && *lx->cur != 0 && *lx->cur != '#') {
      copy_run(&l, RUN_RESOURCES);
      continue;
    }
    const unsigned char *at = lx->cur++;
    if (*at == 0) return lit_error(&l, lex_loc_at(lx, at), "unexpected byte 0x00");
    if (*at == '"') lit_end_big(&l);
    lit_byte(&l, at);
    if (*at == '\n') lex_newline(lx, lx->cur);
    after_hash = *at == '#';
  }
  return lit_token(&l, val, T_RESOURCES);
}

/* The string token whose opening quote re2c matched (lx->cur[-1]; what the rule
 * matched before it, a symbol's '@', is its spelling's start), as its rule read
 * it: escapes as written, no newline or NUL in it. Unless may_be_big is false,
 * a string longer than BIGTEXT_HEAD (a note of megabytes in an attribute) is
 * big as a literal is. */
int lex_scan_string(Lexer *lx, Token *val, Loc loc, bool may_be_big) {
  Lit l = {.lx = lx, .t = {.arena = &ir_func_arena}, .may_be_big = may_be_big && !lx->peeking};
  l.keyed = *lx->tok == '@';
  l.hash = 0xcbf29ce484222325u;
  lit_put(&l, lx->tok, (size_t)(lx->cur - lx->tok), true);
  for (;;) {
    if (!lex_have(lx, 0) || *lx->cur == '\n') return lit_error(&l, loc, "unterminated string literal");
    if (*lx->cur == 0) return lit_error(&l, lex_loc_at(lx, lx->cur), "unexpected byte 0x00");
    if (string_byte(*lx->cur)) {
      copy_run(&l, RUN_STRING);
      continue;
    }
    const unsigned char *at = lx->cur++;
    if (*at == '"') {
      lit_end_big(&l);
      lit_byte(&l, at);
      return lit_token(&l, val, T_STRING);
    }
    Loc escape = lex_loc_at(lx, at);
    lit_byte(&l, at); /* a backslash; a cut escape: the newline or the end is read next */
    if (copy_escape(&l) == ESCAPE_UNKNOWN) return lit_error(&l, escape, UNKNOWN_ESCAPE);
  }
}

/* Copies the string literal at lx->cur (its '"') to t, the spelling of a foreign
 * op. NULL, or why it failed, lx->cur where: "unterminated" when the string does
 * not end on its line (at the byte that ends it), UNKNOWN_ESCAPE at the
 * backslash of an escape MLIR does not have. While peeking (lex_generic_op) a
 * string does not become big: past BIGTEXT_HEAD bytes it fails, and the op is
 * read as usual. */
const char *lex_copy_string(Lexer *lx, CopyBuf *t) {
  Lit l = {.lx = lx, .t = *t, .may_be_big = !lx->peeking};
  lit_byte(&l, lx->cur++);
  const char *failed = NULL;
  for (;;) {
    if (!lex_have(lx, 0) || *lx->cur == '\n' || *lx->cur == 0 || (lx->peeking && l.t.len > BIGTEXT_HEAD)) {
      failed = "unterminated string literal";
      break;
    }
    if (string_byte(*lx->cur)) {
      copy_run(&l, RUN_STRING);
      continue;
    }
    const unsigned char *at = lx->cur++;
    if (*at == '"') lit_end_big(&l);
    lit_byte(&l, at);
    if (*at == '"') break;
    if (copy_escape(&l) == ESCAPE_UNKNOWN) {
      lx->cur--;
      failed = UNKNOWN_ESCAPE;
      break;
    }
  }
  if (failed) lx->draining = false;
  *t = l.t;
  return failed;
}

/* Whether the byte at lx->cur stops lex_copy_angle: what the op's scanner reads
 * itself (a region's '{', a byte it rejects). A comment is dropped, a `loc(`
 * copied (as in any literal: it has no place there). */
static bool foreign_only(Lexer *lx) {
  unsigned char c = *lx->cur;
  if (c == 0 || c >= 0x80) return true;
  if (c != '{') return false;
  for (size_t i = 1; lex_have(lx, i) && lx->cur[i] != '\n'; i++)
    if (lx->cur[i] != ' ' && lx->cur[i] != '\t' && lx->cur[i] != '\r') return false;
  return true;
}

/* One byte of lex_copy_angle outside strings: a blank run is one space, as in
 * the rest of a foreign op; brackets nest as lex_scan_foreign nests them. 1 on,
 * 0 when the group closed, -1 on an error. */
static int angle_byte(Lit *l, char *stack, unsigned *n, unsigned room) {
  Lexer *lx = l->lx;
  unsigned char c = *lx->cur;
  bool angle = c == '<' && (lex_is_name_char((unsigned char)l->last) || l->last == '"' || l->last == '>' ||
                            (lex_have(lx, 1) && lx->cur[1] == '{'));
  const unsigned char *at = lx->cur++;
  if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
    if (c == '\n') lex_newline(lx, lx->cur);
    if (l->last != ' ') lit_put(l, c == ' ' ? at : (const unsigned char *)" ", 1, c == ' ');
    return 1;
  }
  if (is_opener((char)c) && (c != '<' || angle)) {
    if (*n == room) return lit_error(l, lex_loc_at(lx, at), NESTING_MSG), -1;
    stack[(*n)++] = c == '(' ? ')' : c == '<' ? '>' : c == '[' ? ']' : '}';
  } else if (c == '>' && (l->last == '-' || stack[*n - 1] != '>')) {
    /* an arrow or a comparison, not a closer */
  } else if (is_closer((char)c)) {
    if (stack[*n - 1] != (char)c) return lit_error(l, lex_loc_at(lx, at), "mismatched closing bracket"), -1;
    if (--*n == 0) lit_end_big(l);
  }
  lit_byte(l, at);
  return *n ? 1 : 0;
}

int lex_copy_angle(Lexer *lx, CopyBuf *t, Loc start, unsigned open) {
  int64_t from = lex_offset_of(lx, lx->cur), line_start = lx->line_start;
  uint32_t line = lx->line;
  Lit l = {.lx = lx, .t = *t, .may_be_big = true};
  l.last = t->len ? t->p[t->len - 1] : ' ';
  char stack[IR_MAX_NESTING];
  unsigned n = 0;
  bool in_string = false;
  for (int more = 1; more > 0;) {
    bool stop = !lex_have(lx, 0) || (in_string ? *lx->cur == '\n' || *lx->cur == 0 : foreign_only(lx));
    if (stop && l.big) return lit_error(&l, start, "unterminated op: missing closing bracket"), -1;
    if (stop) { /* read again by the op's scanner, from the '<' */
      lx->cur = lx->buf + (from - lx->buf_offset);
      lx->line = line;
      lx->line_start = line_start;
      t->p[t->len] = 0;
      return 0;
    }
    if (in_string ? string_byte(*lx->cur) : plain_byte(lx->cur) && n) {
      copy_run(&l, in_string ? RUN_STRING : RUN_PLAIN);
    } else if (in_string) {
      const unsigned char *at = lx->cur++;
      if (*at == '"') lit_end_big(&l), in_string = false;
      Loc escape = lex_loc_at(lx, at);
      lit_byte(&l, at);
      if (*at == '\\' && copy_escape(&l) == ESCAPE_UNKNOWN) return lit_error(&l, escape, UNKNOWN_ESCAPE), -1;
    } else if (*lx->cur == '"') {
      in_string = true;
      lit_byte(&l, lx->cur++);
    } else if (*lx->cur == '/' && lex_have(lx, 1) && lx->cur[1] == '/') {
      lex_skip_comment(lx); /* its line's end is a blank */
    } else {
      more = angle_byte(&l, stack, &n, IR_MAX_NESTING - open);
    }
  }
  *t = l.t;
  return lx->draining = false, 1;
}
