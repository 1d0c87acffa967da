/* lexer_impl.h — the tokenizer's state and the helpers its files share: lexer.re
 * classifies tokens, fast_paths.c reads the common lines at once, foreign.c reads
 * foreign ops (docs/foreign-ops.md). Private to lexer/. */
#ifndef TOSA2LINALG_LEXER_IMPL_H
#define TOSA2LINALG_LEXER_IMPL_H

#include <ctype.h>

#include "lexer.h"

struct Lexer {
  FILE *in;
  const char *file;
  bool split_chunks;
  bool keep_locs; /* locations stay in foreign ops' spelling */
  bool eof, io_error;
  unsigned char *buf; /* buf[0] is input byte buf_offset; lim[0] == 0 is the sentinel */
  size_t cap;
  int64_t buf_offset;
  unsigned char *cur, *mar, *tok, *lim;
  int64_t line_start; /* input offset of the current line's first byte (maybe no longer in buf) */
  uint32_t line;
  /* A big literal being read (literals.c): the buffer keeps only from cur on. */
  bool draining;
  const char *mem; /* the caller's buffer that is the input (t2l_lower_buffer), or NULL */
  size_t mem_len;
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
  bool peeking; /* scanning ahead to classify a generic op, to be read again */
  /* Where the last two tokens ended: "expected ..." errors point just past the
   * token before the unexpected one (the parser's lookahead), as mlir-opt's do. */
  Loc last_end, prev_end;
  int64_t last_token_line; /* offset of the line the last token read starts on */
  bool showing_line;       /* reading on for a diagnostic's source line (line_at) */
  int io_errno;            /* a read error met there, to be reported */
  int64_t file_base;       /* a regular file: its offset of input byte 0; else -1 */
  char *old_line;          /* a line read again from the file */
  /* From a pipe: the first bytes of the line a big literal began on, as they
   * leave the buffer (lex_save_line_head), for diagnostics at that line. */
  char *line_head;
  int64_t line_head_offset;
  size_t line_head_len;
  /* The function types of recent op lines by their spelling, with the tensor
   * types they are made of (interned for the run): an op line's type is then
   * one look-up, not one per tensor type (fast_paths.c: op_line_type). */
  struct FnTypeMemo {
    uint32_t len, ninputs;
    Type *inputs[8], *result;
    Type *for_run; /* the type itself when it is kept for the run (types.c) */
    char spelling[128];
  } fn_memo[512];
};

/* A spelling being copied out of the input buffer into an arena. */
typedef struct CopyBuf {
  Arena *arena;
  char *p;
  size_t len, cap;
} CopyBuf;

#define NESTING_MSG "brackets nested deeper than the supported maximum of 256"
_Static_assert(IR_MAX_NESTING == 256, "update NESTING_MSG");

/* A byte of a value name after its first (`%name`, as the `%` rule reads it) and
 * of an op name (`scf.for`). */
static inline bool lex_is_name_char(unsigned char c) {
  return isalnum(c) || c == '_' || c == '$' || c == '.' || c == '-';
}
static inline bool is_opener(char c) { return c == '(' || c == '<' || c == '[' || c == '{'; }
static inline bool is_closer(char c) { return c == ')' || c == '>' || c == ']' || c == '}'; }

/* input.c, lexer.re */
int lex_fill(Lexer *lx); /* reads more input: 0 when bytes were added, 1 at the end */
void lex_save_line_head(Lexer *lx); /* a big literal begins (literals.c) */
/* The offset of the first alias use (#name, !name) in s[0..n) outside strings, or -1. */
ptrdiff_t lex_alias_in(const char *s, size_t n, size_t *len);
int lex_error(Lexer *lx, Loc loc, const char *msg); /* records the message; returns T_ERROR */

/* Inline: the tokenizer calls these for nearly every byte. */
static inline int64_t lex_offset_of(const Lexer *lx, const unsigned char *p) { return lx->buf_offset + (p - lx->buf); }
static inline Loc lex_loc_at(Lexer *lx, const unsigned char *p) {
  return (Loc){lx->line, (uint32_t)(lex_offset_of(lx, p) - lx->line_start) + 1, lx->line_start};
}
static inline void lex_newline(Lexer *lx, const unsigned char *after) {
  lx->line++;
  lx->line_start = lex_offset_of(lx, after);
}
static inline void lex_copy_add(CopyBuf *t, char c) {
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
/* Makes sure lx->cur[ahead] is inside the buffer; false at end of input. */
static inline bool lex_have(Lexer *lx, size_t ahead) {
  while (lx->cur + ahead >= lx->lim)
    if (lex_fill(lx) != 0) return false;
  return true;
}

/* fast_paths.c: the common spellings read at once; false (NULL) for any other */
Type *lex_known_tensor_at(const Lexer *lx, const unsigned char *p, const unsigned char **end);
bool lex_known_function_type(Lexer *lx, Token *val); /* (T, T) -> T after ':', as T_FN_TYPE */
bool lex_known_op_line(Lexer *lx, Token *val, Loc loc); /* from its result name, as T_OP_LINE */
bool lex_known_func_head(Lexer *lx, Token *val);        /* after `func.func`, as T_FUNC_HEAD */

/* tosa_attrs.c: checks #tosa.unary_quant<...> as mlir-opt-19 parses it; T_ATTR_LIT
 * spelled as mlir-opt prints it, or T_ERROR */
int lex_unary_quant(Lexer *lx, Token *val, Loc start);
int lex_nan_mode(Lexer *lx, Token *val, Loc start); /* #tosa.nan_mode<...>, as mlir-opt-22 */

/* foreign.c: each returns a token kind (T_FOREIGN, T_FOREIGN_R, ...) */
bool lex_at_op_position(const Lexer *lx);
int lex_scan_foreign(Lexer *lx, Token *val, Loc start, CopyBuf *t, const char *open, unsigned nopen, int ends,
                     int regions);
int lex_resume_foreign(Lexer *lx, Token *val, Loc loc);
int lex_bare_op(Lexer *lx, Token *val, Loc loc);
int lex_generic_op(Lexer *lx, Token *val, Loc loc);
int lex_label(Lexer *lx, Token *val, Loc loc);
/* Skips the `// comment` at lx->cur to the end of its line; under
 * --verify-diagnostics, an `// expected-error {{...}}` in it is noted. */
void lex_skip_comment(Lexer *lx);

/* literals.c: bracketed literals and the resources section, big ones not held
 * (their spelling names the rest: ir.h, bigtext.c); each returns a token kind */
int lex_scan_balanced(Lexer *lx, Token *val, Loc start, int kind);
int lex_scan_resources(Lexer *lx, Token *val, Loc loc);
int lex_scan_string(Lexer *lx, Token *val, Loc loc, bool may_be_big); /* T_STRING or T_ERROR */
const char *lex_copy_string(Lexer *lx, CopyBuf *t); /* a foreign op's string (foreign.c): NULL, or why not */
/* The `<...>` at lx->cur of a foreign op's `dense<...>` (its brackets `open`
 * already open): 1 when copied to t, 0 when the op's scanner must read it (it
 * holds a comment, a location, a region; nothing copied), -1 on an error. */
int lex_copy_angle(Lexer *lx, CopyBuf *t, Loc start, unsigned open);

#endif
