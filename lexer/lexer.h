/* lexer.h — the tokenizer's interface: reads the input in pieces (memory stays
 * bounded by the largest top-level item) and hands the parser one token at a time. */
#ifndef TOSA2LINALG_LEXER_H
#define TOSA2LINALG_LEXER_H

#include "../ir/ir.h"

typedef struct Lexer Lexer;

typedef struct OpLine OpLine;
typedef struct FuncHead FuncHead;

/* Semantic value of a token: its spelling (copied, NUL-terminated) and, for types, the
 * type; for T_OP_LINE and T_FUNC_HEAD, the pieces of the line (OpLine, FuncHead). */
typedef struct Token {
  const char *spelling;
  uint32_t len;
  union {
    Type *type;
    OpLine *op_line;
    FuncHead *func_head;
  };
} Token;

/* A piece of an op line: its spelling (copied, NUL-terminated) and where it stands. */
typedef struct LinePiece {
  const char *spelling;
  uint32_t len;
  Loc loc;
} LinePiece;

/* One `key = value` of an op line's dictionary: a number (with its type or
 * not) or true/false. */
typedef struct LineEntry {
  LinePiece key;
  Loc eq;           /* the '=' */
  LinePiece value;  /* "5", "-1.5e+00", "true", "false" */
  enum { LINE_INT, LINE_FLOAT, LINE_TRUE, LINE_FALSE } kind;
  Type *type;       /* after ` : `, or NULL */
} LineEntry;

/* The common op line read as one token (T_OP_LINE), as mlir-opt prints it:
 * `%r = "tosa.x"(%a, %b) <{k = v}> : (T, T) -> T` or, in the custom form,
 * `%r = tosa.x %a, %b {k = v} : (T, T) -> T`: one result, a dictionary of
 * numbers and booleans or none, known tensor types, nothing after it on the
 * line but a location (` loc(...)`, read next as a token of its own). The pieces
 * are the tokens the parser would have read one by one. */
struct OpLine {
  LinePiece result; /* "%r" */
  LinePiece name;   /* "\"tosa.x\"" (generic form, quotes included) or "tosa.x" */
  bool custom;      /* the custom form */
  uint32_t nuses;
  LinePiece *uses; /* "%a", ... */
  bool has_dict;   /* <{...}> (generic form: properties) or {...} (custom form) */
  Loc dict_loc;    /* its '{' */
  uint32_t nentries;
  LineEntry *entries;
  Type *fntype;
};

/* The common function header read as one token (T_FUNC_HEAD), up to its body's
 * '{': `func.func @f(%a: T, %b: T) -> T` or `-> (T, T)` or no results, with a
 * plain symbol name, known tensor types and nothing else (no visibility,
 * attributes or locations). */
struct FuncHead {
  LinePiece name;                 /* "@f" */
  uint32_t nargs, nresults;
  LinePiece *args;                /* "%a", ... */
  Type **arg_types, **result_types;
  Loc *result_locs;               /* where each result type stands */
};

/* keep_locs: `loc(...)` stays in the spelling of foreign ops (else it is dropped) */
Lexer *lex_open(FILE *in, const char *filename, bool split_chunks, bool keep_locs);
void lex_close(Lexer *lx);
/* The input is the caller's buffer mem[0..len) (read through `in` as well): big
 * literals and lines shown by diagnostics are read from it, not copied. */
void lex_set_memory(Lexer *lx, const char *mem, size_t len);
/* Returns the next token kind (bison's enum); fills *val and *loc. */
int lex_next(Lexer *lx, Token *val, Loc *loc);
/* The input before this offset is no longer needed for diagnostics (-1: only the current token's line). */
void lex_keep_from(Lexer *lx, int64_t offset);
/* Only the input from the line of the last token read on (a streaming body: the next op's). */
void lex_keep_from_last_token(Lexer *lx);
uint32_t lex_line(const Lexer *lx); /* the line being read */
/* True once a read error happened (reported already). */
bool lex_had_io_error(const Lexer *lx);
SourceWindow lex_source_window(Lexer *lx);
/* After a syntax error: skips to the next `// -----`; true if the input ended first. */
bool lex_skip_chunk(Lexer *lx);
/* Just past the token before the one last read, the parser's lookahead: where
 * mlir-opt reports "expected ..." (line 0 before the second token of a chunk). */
Loc lex_before_lookahead(const Lexer *lx);

#endif
