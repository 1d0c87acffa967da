/* parser.y — Bison grammar of the MLIR subset tosa2linalg reads: one chunk of a
 * module (a whole file, or one `// -----` piece of it). Actions only call the
 * ps_* builders of build.c. */
%define api.pure full
%define api.location.type {Loc}
%define parse.error custom
%locations
%param {ParseState *ps}
%expect 0

%code requires {
#include "parse.h"
}

%code provides {
int yylex(YYSTYPE *lval, Loc *lloc, ParseState *ps);
}

%code {
#include <string.h>
static void yyerror(Loc *loc, ParseState *ps, const char *msg);
#define YYLLOC_DEFAULT(Cur, Rhs, N) \
  do { (Cur) = (N) ? YYRHSLOC(Rhs, 1) : YYRHSLOC(Rhs, 0); } while (0)
#define EMPTY_VEC ((Vec){0})
}

%union {
  Token tok;
  Type *type;
  Attr *attr;
  Vec vec;
  Op *op;
  Use *use;
  NamedAttr *named;
  ResultName *result;
}

%token T_EOF 0 "end of input"
%token <tok> T_VALUE_ID "SSA value"
%token <tok> T_SYMBOL "symbol name"
%token <tok> T_HASH_ID "attribute alias"
%token <tok> T_BANG_ID "type alias"
%token <tok> T_CARET_ID "block label"
%token <tok> T_STRING "string"
%token <tok> T_INTEGER "integer"
%token <tok> T_FLOAT "float"
%token <tok> T_BARE_ID "identifier"
%token <tok> T_TYPE "type"
%token <tok> T_FN_TYPE "function type" /* (T, T) -> T read at once (fast_paths.c) */
%token <tok> T_OP_LINE "op line" /* the common op line read at once (OpLine in lexer.h) */
%token <tok> T_FUNC_HEAD "function header" /* the common function header read at once (FuncHead) */
%token <tok> T_ATTR_LIT "attribute"
%token <tok> T_LOC "location"
%token <tok> T_MODULE "'module'"
%token <tok> T_FUNC "'func.func'"
%token <tok> T_RETURN "'return'"
%token <tok> T_CALL "'call'"
%token <tok> T_ATTRIBUTES "'attributes'"
%token <tok> T_TRUE "'true'"
%token <tok> T_FALSE "'false'"
%token <tok> T_UNIT "'unit'"
%token T_ARROW "'->'"
%token T_CHUNK "'// -----'"
%token T_ERROR "invalid token"
/* foreign ops (docs/foreign-ops.md): a whole op, or its spelling up to a region,
 * and after each region's '}' the rest, up to the next region or the op's end */
%token <tok> T_FOREIGN "op"
%token <tok> T_FOREIGN_R "op with regions"
%token <tok> T_REGION_NEXT "'}' and the next region"
%token <tok> T_REGION_END "'}' and the end of the op"
%token <tok> T_LABEL "block label line"
%token <tok> T_RESOURCES "'{-#'"

/* A bare `return` followed by an SSA value takes it as its operand. */
%precedence BARE_RETURN
%precedence T_VALUE_ID

%type <type> type simple_type fn_type
%type <attr> attr dict opt_dict opt_props opt_module_attrs opt_fn_attrs
%type <vec> opt_uses uses result_names type_list opt_type_list attr_list opt_attr_list
%type <vec> named_list opt_named_list fn_results
%type <op> op_def foreign_regions
%type <use> use
%type <named> named
%type <result> result_name
%type <tok> opt_sym_name opt_visibility dict_key opt_loc

%%

chunk:
    items chunk_end
  ;

chunk_end:
    T_EOF                         { ps->at_eof = true; }
  | T_CHUNK                       { ps->at_eof = false; YYACCEPT; }
  ;

items:
    %empty
  | items item
  ;

item:
    module
  | func                          { ps_item_done(ps); }
  | alias_def                     { ps_item_done(ps); }
  | op                            { ps_item_done(ps); }
  | T_RESOURCES                   { ps_resources(ps, @1, &$1); ps_item_done(ps); }
  ;

/* module @name attributes {...} { items } */
module:
    T_MODULE opt_sym_name opt_module_attrs '{'  { ps_module_begin(ps, @1, &$2, $3); }
    items '}' opt_loc                           { ps_module_end(ps, @7, &$8); }
  ;

opt_sym_name:
    %empty                        { $$ = (Token){0}; }
  | T_SYMBOL                      { $$ = $1; }
  ;

opt_module_attrs:
    %empty                        { $$ = NULL; }
  | T_ATTRIBUTES dict             { $$ = $2; }
  ;

/* #name = attr   |   !name = type   |   #loc = loc(...) */
alias_def:
    T_HASH_ID '=' attr            { ps_attr_alias(ps, @1, &$1, $3); }
  | T_HASH_ID '=' T_LOC           { ps_loc_alias(ps, @1, &$1, &$3); }
  | T_BANG_ID '=' type            { ps_type_alias(ps, @1, &$1, $3); }
  ;

/* func.func [private] @name(%arg: T {attrs}, ...) -> (T {attrs}, ...) [attributes {...}] [{ body }] */
func:
    T_FUNC opt_visibility T_SYMBOL '('   { ps_func_begin(ps, @1, &$2, &$3, @3); }
    opt_func_args ')' opt_func_results opt_fn_attrs opt_loc   { ps_func_attrs(ps, $9, &$10); }
    func_body
  | T_FUNC_HEAD                          { ps_func_head(ps, @1, &$1); }
    func_body
  ;

opt_visibility:
    %empty                        { $$ = (Token){0}; }
  | T_BARE_ID                     { $$ = $1; }
  ;

opt_func_args:
    %empty
  | func_args
  ;

func_args:
    func_arg
  | func_args ',' func_arg
  ;

func_arg:
    T_VALUE_ID ':' type opt_dict opt_loc   { ps_func_arg(ps, @1, &$1, $3, $4, &$5); }
  | type opt_dict opt_loc                  { ps_func_arg(ps, @1, NULL, $1, $2, &$3); }
  ;

opt_func_results:
    %empty
  | T_ARROW simple_type                    { ps_func_result(ps, @2, $2, NULL); }
  | T_ARROW '(' ')'
  | T_ARROW '(' func_results ')'
  ;

func_results:
    type opt_dict                          { ps_func_result(ps, @1, $1, $2); }
  | func_results ',' type opt_dict         { ps_func_result(ps, @3, $3, $4); }
  ;

opt_fn_attrs:
    %empty                        { $$ = NULL; }
  | T_ATTRIBUTES dict             { $$ = $2; }
  ;

func_body:
    %empty                        { ps_func_end(ps, false, NULL); }
  | '{'                           { ps_func_body_begin(ps, @1); }
    ops '}' opt_loc               { ps_func_end(ps, true, &$5); }
  ;

ops:
    %empty
  | ops op
  ;

op:
    result_names '='              { ps_names_ahead(ps, &$1); }
    op_def                        { ps_add_op(ps, &$1, $4); }
  | op_def                        { Vec none = EMPTY_VEC; ps_add_op(ps, &none, $1); }
  | T_OP_LINE                     { Token none = {0}; ps_op_line(ps, &$1, &none); if (ps->stop) YYABORT; }
  | T_OP_LINE T_LOC               { ps_op_line(ps, &$1, &$2); if (ps->stop) YYABORT; } /* no opt_loc: a step less */
  | T_LABEL                       { ps_label(ps, @1, &$1); if (ps->stop) YYABORT; }
  ;

result_names:
    result_name                   { $$ = EMPTY_VEC; vec_push(&ir_func_arena, &$$, $1); }
  | result_names ',' result_name  { $$ = $1; vec_push(&ir_func_arena, &$$, $3); }
  ;

result_name:
    T_VALUE_ID                    { $$ = ps_result_name(ps, @1, &$1, NULL); }
  | T_VALUE_ID ':' T_INTEGER      { $$ = ps_result_name(ps, @1, &$1, &$3); }
  ;

/* "dialect.op"(%a, %b) <{props}> {attrs} : (T, T) -> T loc(...) */
op_def:
    T_STRING '(' opt_uses ')' opt_props opt_dict ':' fn_type opt_loc
                                  { $$ = ps_op_loc(ps, ps_generic_op(ps, @1, &$1, &$3, $5, $6, $8), &$9); }
  /* regions or successors on an op read here (one that has neither): the first
   * error mlir-opt reports for it, instead of a syntax error at the token */
  | T_STRING '(' opt_uses ')' '[' { ps_op_successors(ps, @5); $$ = NULL; YYABORT; }
  | T_STRING '(' opt_uses ')' opt_props '('
                                  { ps_op_regions(ps, @1, &$1); $$ = NULL; YYABORT; }
  | T_RETURN %prec BARE_RETURN    { Vec none = EMPTY_VEC; $$ = ps_return_op(ps, @1, &none, &none); }
  | T_RETURN T_LOC                { Vec none = EMPTY_VEC; $$ = ps_op_loc(ps, ps_return_op(ps, @1, &none, &none), &$2); }
  | T_RETURN uses ':' type_list opt_loc
                                  { $$ = ps_op_loc(ps, ps_return_op(ps, @1, &$2, &$4), &$5); }
  | T_CALL T_SYMBOL '(' opt_uses ')' opt_dict ':' fn_type opt_loc
                                  { $$ = ps_op_loc(ps, ps_call_op(ps, @1, &$2, &$4, $6, $8), &$9); }
  /* the custom form TOSA ops print with: tosa.add %a, %b {attrs} : (T, T) -> T */
  | T_BARE_ID                     { ps->custom_op = $1.spelling; }
    opt_uses opt_dict ':' fn_type opt_loc
                                  { ps->custom_op = NULL; $$ = ps_op_loc(ps, ps_pretty_op(ps, @1, &$1, &$3, $4, $6), &$7);
                                    if (ps->stop) YYABORT; }
  /* any other op, as text: scf.for %i = %a to %b step %c { ops } */
  | T_FOREIGN                     { $$ = ps_foreign_op(ps, @1, &$1, false); if (ps->stop) YYABORT; }
  | T_FOREIGN_R                   { ps_foreign_op(ps, @1, &$1, true); if (ps->stop) YYABORT; }
    foreign_regions               { $$ = $3; }
  ;

foreign_regions:
    ops T_REGION_END              { $$ = ps_foreign_region_end(ps, @2, &$2, false); }
  | ops T_REGION_NEXT             { ps_foreign_region_end(ps, @2, &$2, true); }
    foreign_regions               { $$ = $4; }
  ;

opt_uses:
    %empty                        { $$ = EMPTY_VEC; }
  | uses                          { $$ = $1; }
  ;

uses:
    use                           { $$ = EMPTY_VEC; vec_push(&ir_func_arena, &$$, $1); }
  | uses ',' use                  { $$ = $1; vec_push(&ir_func_arena, &$$, $3); }
  ;

use:
    T_VALUE_ID                    { $$ = ps_use(ps, @1, &$1); }
  ;

opt_props:
    %empty                        { $$ = NULL; }
  | '<' dict '>'                  { $$ = $2; }
  ;

opt_loc:
    %empty                        { $$ = (Token){0}; }
  | T_LOC                         { $$ = $1; }
  ;

/* ---- types */

type:
    simple_type                   { $$ = $1; }
  | fn_type                       { $$ = $1; }
  ;

simple_type:
    T_TYPE                        { $$ = $1.type; }
  | T_BANG_ID                     { $$ = ps_type_alias_use(ps, @1, &$1); }
  ;

fn_type:
    T_FN_TYPE                     { $$ = $1.type; }
  | '(' opt_type_list ')' T_ARROW fn_results  { $$ = ps_function_type(ps, &$2, &$5); }
  ;

fn_results:
    simple_type                   { $$ = EMPTY_VEC; vec_push(&ir_func_arena, &$$, $1); }
  | '(' opt_type_list ')'         { $$ = $2; }
  ;

opt_type_list:
    %empty                        { $$ = EMPTY_VEC; }
  | type_list                     { $$ = $1; }
  ;

type_list:
    type                          { $$ = EMPTY_VEC; vec_push(&ir_func_arena, &$$, $1); }
  | type_list ',' type            { $$ = $1; vec_push(&ir_func_arena, &$$, $3); }
  ;

/* ---- attributes */

attr:
    T_INTEGER                     { $$ = ps_attr_number(ps, @1, &$1, NULL, false); }
  | T_INTEGER ':' type            { $$ = ps_attr_number(ps, @1, &$1, $3, false); }
  | T_FLOAT                       { $$ = ps_attr_number(ps, @1, &$1, NULL, true); }
  | T_FLOAT ':' type              { $$ = ps_attr_number(ps, @1, &$1, $3, true); }
  | T_TRUE                        { $$ = ps_attr_bool(ps, @1, true); }
  | T_FALSE                       { $$ = ps_attr_bool(ps, @1, false); }
  | T_STRING                      { $$ = ps_attr_leaf(@1, ATTR_STRING, $1.spelling, NULL); }
  | T_STRING ':' type             { $$ = ps_attr_leaf(@1, ATTR_STRING, $1.spelling, $3); }
  | T_UNIT                        { $$ = ps_attr_leaf(@1, ATTR_UNIT, NULL, NULL); }
  | T_ATTR_LIT                    { $$ = ps_attr_literal(ps, @1, &$1, NULL); }
  | T_ATTR_LIT ':' type           { $$ = ps_attr_literal(ps, @1, &$1, $3); }
  | T_SYMBOL                      { $$ = ps_attr_leaf(@1, ATTR_SYMBOL, $1.spelling, NULL); }
  | T_HASH_ID                     { $$ = ps_attr_alias_use(ps, @1, &$1); }
  | T_BARE_ID                     { $$ = ps_attr_keyword(ps, @1, &$1); }
  | type                          { $$ = ps_attr_leaf(@1, ATTR_TYPE, NULL, $1); }
  | '[' opt_attr_list ']'         { $$ = ps_attr_array(ps, @1, &$2); }
  | dict                          { $$ = $1; }
  ;

opt_attr_list:
    %empty                        { $$ = EMPTY_VEC; }
  | attr_list                     { $$ = $1; }
  ;

attr_list:
    attr                          { $$ = EMPTY_VEC; vec_push(&ir_func_arena, &$$, $1); }
  | attr_list ',' attr            { $$ = $1; vec_push(&ir_func_arena, &$$, $3); }
  ;

opt_dict:
    %empty                        { $$ = NULL; }
  | dict                          { $$ = $1; }
  ;

dict:
    '{' opt_named_list '}'        { $$ = ps_attr_dict(ps, @1, &$2); }
  ;

opt_named_list:
    %empty                        { $$ = EMPTY_VEC; }
  | named_list                    { $$ = $1; }
  ;

named_list:
    named                         { $$ = EMPTY_VEC; vec_push(&ir_func_arena, &$$, $1); }
  | named_list ',' named          { $$ = $1; vec_push(&ir_func_arena, &$$, $3); }
  ;

named:
    dict_key                      { $$ = ps_named_attr(@1, &$1, NULL); }
  | dict_key '=' attr             { if (ps_keyword_value(ps, &$1, @2, $3)) YYABORT;
                                    $$ = ps_named_attr(@1, &$1, $3); }
  ;

/* keys are bare identifiers, strings, or words that are keywords elsewhere */
dict_key:
    T_BARE_ID | T_STRING | T_TYPE | T_MODULE | T_FUNC | T_RETURN | T_CALL | T_ATTRIBUTES
  | T_TRUE | T_FALSE | T_UNIT
  ;

%%

int yylex(YYSTYPE *lval, Loc *lloc, ParseState *ps) {
  return lex_next(ps->lx, &lval->tok, lloc);
}

const char *lex_error_message(Lexer *lx, Loc *loc);

/* Where an op can stand (the grammar would take an op's text: T_FOREIGN), mlir-opt
 * reads an op name: a keyword there is one (a custom op it does not know), any other
 * token (an extra '}', the end of the input in a region) is "expected operation
 * name in quotes", at `at`. False when no op can stand there. */
static bool op_name_expected(ParseState *ps, const yysymbol_kind_t *all, int nall, yysymbol_kind_t found, Loc at,
                             Loc tok) {
  bool op_position = false;
  for (int i = 0; i < nall; i++) op_position |= all[i] == YYSYMBOL_T_FOREIGN;
  /* `func.func` and `module` in a function body: ops for mlir-opt, not read there */
  if (!op_position || found == YYSYMBOL_T_FUNC || found == YYSYMBOL_T_MODULE) return false;
  static const struct { yysymbol_kind_t kind; const char *word; } words[] = {
      {YYSYMBOL_T_TRUE, "true"}, {YYSYMBOL_T_FALSE, "false"}, {YYSYMBOL_T_UNIT, "unit"},
      {YYSYMBOL_T_ATTRIBUTES, "attributes"}};
  for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
    if (found == words[i].kind) {
      ps->failed = op_name_error(tok, words[i].word, ps_default_dialect(ps), false) || ps->failed;
      return true;
    }
  ps_syntax_error(ps, at, "expected operation name in quotes");
  return true;
}

/* "expected ')' or ',', found 'x'": the unexpected token and up to four expected ones. */
static int yyreport_syntax_error(const yypcontext_t *ctx, ParseState *ps) {
  yysymbol_kind_t found = yypcontext_token(ctx);
  if (found == YYSYMBOL_T_OP_LINE) found = YYSYMBOL_T_VALUE_ID; /* the line's first token */
  if (found == YYSYMBOL_T_FUNC_HEAD) found = YYSYMBOL_T_FUNC;
  const Loc *loc = yypcontext_location(ctx);
  if (found == YYSYMBOL_T_ERROR) {
    Loc at;
    const char *msg = lex_error_message(ps->lx, &at);
    ps_syntax_error(ps, at, "%s", msg);
    return 0;
  }
  /* the tokens of foreign ops stand where an identifier does, a function type
   * read at once where '(' does, an op line where a value name does and a function
   * header where 'func.func' does: not listed */
  yysymbol_kind_t all[YYNTOKENS], expected[5];
  int nall = yypcontext_expected_tokens(ctx, all, YYNTOKENS), n = 0;
  for (int i = 0; i < nall && n < 5; i++) {
    yysymbol_kind_t k = all[i];
    if (k != YYSYMBOL_T_FOREIGN && k != YYSYMBOL_T_FOREIGN_R && k != YYSYMBOL_T_LABEL && k != YYSYMBOL_T_RESOURCES &&
        k != YYSYMBOL_T_FN_TYPE && k != YYSYMBOL_T_OP_LINE && k != YYSYMBOL_T_FUNC_HEAD)
      expected[n++] = k;
  }
  char want[256] = "";
  if (n > 0 && n <= 4) {
    for (int i = 0; i < n; i++) {
      size_t len = strlen(want);
      snprintf(want + len, sizeof want - len, "%s%s", i == 0 ? "" : i == n - 1 ? " or " : ", ",
               yysymbol_name(expected[i]));
    }
  }
  /* mlir-opt reports a wrong token just past the previous one (blank lines and
   * comments skipped), except a type where a function type must stand: its type
   * parser reports that at the type ("expected function type"). */
  Loc at = lex_before_lookahead(ps->lx);
  bool function_type = n == 1 && !strcmp(yysymbol_name(expected[0]), "'('") && found == YYSYMBOL_T_TYPE;
  if (!at.line || function_type) at = *loc;
  /* the input ending right after a token: mlir-opt steps back one byte, into it */
  if (found == YYSYMBOL_YYEOF && at.line == loc->line && at.col == loc->col && at.col > 1) at.col--;
  if (op_name_expected(ps, all, nall, found, at, *loc)) return 0;
  if (want[0])
    ps_syntax_error(ps, at, "expected %s, found %s", want, yysymbol_name(found));
  else
    ps_syntax_error(ps, *loc, "unexpected %s", yysymbol_name(found));
  return 0;
}

/* Only "memory exhausted" reaches here: input nested beyond the parser's stack. */
static void yyerror(Loc *loc, ParseState *ps, const char *msg) {
  ps_syntax_error(ps, *loc, "%s (input nested too deeply)", msg);
}

/* 0: the chunk was read to its end; 1: read to its end with errors reported by the
 * builders; 2: the parser stopped at a syntax error before the end of the chunk. */
int parse_chunk(ParseState *ps) {
  ps->failed = ps->stop = false;
  int r = yyparse(ps);
  return r != 0 ? 2 : ps->failed ? 1 : 0;
}
