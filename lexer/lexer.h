/* lexer.h — the tokenizer's interface: reads the input in pieces (memory stays
 * bounded by the largest top-level item) and hands the parser one token at a time. */
#ifndef TOSA2LINALG_LEXER_H
#define TOSA2LINALG_LEXER_H

#include "../ir/ir.h"

typedef struct Lexer Lexer;

/* Semantic value of a token: its text (copied, NUL-terminated) and, for types, the type. */
typedef struct Token {
  const char *text;
  uint32_t len;
  Type *type;
} Token;

/* keep_locs: `loc(...)` stays in the text of ops read as text (else it is dropped) */
Lexer *lex_open(FILE *in, const char *filename, bool split_chunks, bool keep_locs);
void lex_close(Lexer *lx);
/* Returns the next token kind (bison's enum); fills *val and *loc. */
int lex_next(Lexer *lx, Token *val, Loc *loc);
/* Text before this input offset is no longer needed for diagnostics (-1: only the current token's line). */
void lex_keep_from(Lexer *lx, int64_t offset);
/* Only the text from the line of the last token read on (a streaming body: the next op's). */
void lex_keep_from_last_token(Lexer *lx);
uint32_t lex_line(const Lexer *lx); /* the line being read */
/* True once a read error happened (reported already). */
bool lex_had_io_error(const Lexer *lx);
SourceWindow lex_source_window(Lexer *lx);
/* After a syntax error: skips to the next `// -----`; true if the input ended first. */
bool lex_skip_chunk(Lexer *lx);
/* Just past the token before the one last read, the parser's lookahead: where
 * mlir-opt reports "expected ..." (line 0 before the second token). */
Loc lex_before_lookahead(const Lexer *lx);

#endif
