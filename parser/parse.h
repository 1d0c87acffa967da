/* parse.h — the parser's state and the builder calls its grammar actions make.
 * The grammar (parser.y) only recognizes structure; everything it builds goes
 * through the ps_* functions of build.c, which create IR nodes and resolve names. */
#ifndef TOSA2LINALG_PARSE_H
#define TOSA2LINALG_PARSE_H

#include "../ir/ir.h"
#include "../lexer/lexer.h"

/* What the parser hands the driver as soon as it is complete: the steps of the
 * pipeline (driver.c's `step` is its switch). */
typedef enum StepKind {
  STEP_MODULE_BEGIN,         /* `module @name attributes {...} {`: loc, name, attrs */
  STEP_MODULE_END,           /* its `}`: loc, spelling (its `loc(...)`, or NULL) */
  /* A module read as a foreign op ("builtin.module"() ({ ... }) {attrs} : () -> ()):
   * its spelling before and after the region, each a one-piece OPK_FOREIGN op; the
   * ops in between are top-level items, as in a `module { ... }`. */
  STEP_FOREIGN_MODULE_BEGIN, /* op: the header */
  STEP_FOREIGN_MODULE_END,   /* op: the footer */
  /* `#loc3 = loc(...)`: mlir-opt prints them after the module (--mlir-print-debuginfo) */
  STEP_LOC_ALIAS,            /* name, spelling */
  /* A function body streams (docs/streaming.md): FUNC_BEGIN once its arguments are
   * defined, FUNC_OP for each op (or block label) at its top level as soon as it is
   * read (op->parent: the block it stands in), then FUNC_END at its end, with the
   * ops not streamed (held) in its body; a declaration has FUNC_END only. */
  STEP_FUNC_BEGIN,           /* func */
  STEP_FUNC_OP,              /* op */
  STEP_FUNC_END,             /* func */
  /* An op with regions that streams (in a streaming block, or at top level): its
   * spelling up to its first region once read (the op is in `open_ops` until its end);
   * then at the start of each further region, and at its end, the piece just read
   * (op->pieces is a Vec of ForeignPiece* until the op ends). */
  STEP_REGION_OP_BEGIN,      /* op */
  STEP_REGION_OP_NEXT,       /* op, piece, last */
  STEP_TOPLEVEL_OP,          /* op: any other op at top level */
  /* The parser is done with an item: ir_func_arena must be empty for the next
   * one. Its contents must stay alive until the next item is done as well: the
   * parser's lookahead token, the next item's first, has its spelling there. */
  STEP_ITEM_DONE,
} StepKind;

typedef struct Step {
  StepKind kind;
  Loc loc;
  Func *func;
  Op *op;
  ForeignPiece *piece;
  bool last;
  const char *name, *spelling;
  Attr *attrs;
} Step;

typedef void StepFn(void *ctx, const Step *step);

/* A name bound by an op's result list: `%r` or `%r:2`. */
typedef struct ResultName {
  const char *name;
  uint32_t count;
  Loc loc;
} ResultName;

/* One argument of a function signature while it is being read. */
typedef struct FuncArg {
  const char *name; /* NULL in a declaration */
  Type *type;
  Attr *attrs;
  Loc loc;
  const char *loc_spelling; /* its `loc(...)`, or NULL */
} FuncArg;

/* The names a function body defines at its top level, while it streams (values.c). */
typedef struct ValueRec ValueRec;
typedef struct SideEntry SideEntry;
typedef struct VtCacheEntry {
  uint32_t idx, k;
  Value *v;
} VtCacheEntry;
typedef struct VtScopeEntry {
  uint32_t idx, old; /* the record defined in a region, the one it hid (+1; 0 none) */
} VtScopeEntry;
typedef struct ValueTable {
  ValueRec *recs; /* in definition order */
  uint32_t n, cap;
  uint32_t *slots; /* open addressing: record index + 1, 0 empty */
  uint32_t nslots;
  Buf pool;        /* names that are not numbers, printed names that are not %N */
  SideEntry *side;
  uint32_t nside, side_cap;
  VtCacheEntry cache[16]; /* the Values made for the op being read */
  uint32_t ncache;
  VtScopeEntry *log;      /* names defined in the regions open, to be undone at their ends */
  uint32_t nlog, log_cap, depth;
} ValueTable;

void vt_free(ValueTable *t);
void vt_clear(ValueTable *t);
int64_t vt_find(const ValueTable *t, const char *name, size_t n); /* record index, -1 if none */
/* The same for a definition of the name: also where its record goes (*slot), for vt_define_at. */
int64_t vt_find_for_define(ValueTable *t, const char *name, size_t n, uint32_t **slot);
/* A new record for the name at the slot vt_find_for_define gave; vals[0..count) are the
 * op's (or block's) values. */
uint32_t vt_define_at(ValueTable *t, uint32_t *slot, const char *name, size_t n, uint32_t count, Value **vals);
uint32_t vt_count(const ValueTable *t, uint32_t idx);
Value *vt_value(ValueTable *t, uint32_t idx, uint32_t k);
void vt_set_type(ValueTable *t, uint32_t idx, uint32_t k, Type *type);
/* After the op was printed: its values' printed names, types and constants. */
void vt_settle(ValueTable *t, uint32_t idx, Value **vals);
void vt_op_done(ValueTable *t);
uint32_t vt_scope_begin(ValueTable *t);         /* returns the mark for vt_scope_end */
void vt_scope_end(ValueTable *t, uint32_t mark);

typedef struct ParseState {
  Lexer *lx;
  StepFn *step; /* the driver's, with its ctx */
  void *ctx;
  /* the function being read */
  Func *func;
  Vec args, results;      /* FuncArg* */
  NameMap values;         /* SSA name -> SsaGroup*, in ir_func_arena: names in regions, and the
                           * body's once it is held */
  ValueTable vt;          /* names at the top level of a streaming body */
  Vec pending;            /* PendingDef*: what the op being streamed defined in vt */
  bool hold;              /* a name was used before its definition: the rest of the body is
                           * kept and handed over at its end (the verifier needs it whole) */
  uint32_t groups;        /* ops with results so far at the body's top level */
  Block *stream_block;    /* the block whose ops stream now (function body, or a region) */
  uint32_t stream_marks;  /* scope marks of the streaming ops open: names defined with more
                           * open (in an op that does not stream) are the op's own */
  Vec vt_marks;           /* the value table's mark at each scope_marks entry */
  bool top_stream;        /* a top-level op with regions streams: its names go to the table */
  Vec names_ahead;        /* the result names of the op being read, before its op_def */
  Block *block;
  /* whole run: alias definitions (#name = attr, !name = type) */
  NameMap attr_aliases, type_aliases;
  unsigned module_depth;
  unsigned foreign_modules; /* modules read as text now open */
  /* the modules open (`module {` or read as text), innermost last: where each
   * begins, and whether it is read as text */
  struct OpenModule {
    Loc loc;
    bool text;
  } *modules;
  uint32_t nmodules, modules_cap;
  bool block_fresh; /* nothing is read yet in the innermost block (or module body) */
  /* foreign ops being read (docs/foreign-ops.md): the ops, the blocks their
   * regions interrupted, and the names each scope defined (to be undone at its end) */
  Vec open_ops, outer_blocks; /* Op*, Block* */
  Vec scope_log;              /* ScopeEntry* */
  Vec scope_marks;            /* scope_log lengths, as pointers */
  NameMap foreign_names;         /* names foreign ops' spellings defined in this item -> Loc*, in
                               * ir_keep_arena */
  const char *custom_op; /* the custom-form TOSA op whose attribute dict is being read */
  bool failed; /* a syntax error was reported for this chunk */
  bool stop;   /* ... after which mlir-opt reads no further (an unknown op name): the grammar
                * stops the chunk */
  bool at_eof; /* the chunk just read ended at the end of the input */
} ParseState;

/* parser.y */
int parse_chunk(ParseState *ps); /* 0: read to the chunk's end; 1: same, with errors; 2: stopped early */

/* build.c */
void ps_init(ParseState *ps, Lexer *lx, StepFn *step, void *ctx);
void ps_hand_over(ParseState *ps, Step step); /* to the driver */
void ps_reset_chunk(ParseState *ps);
void ps_syntax_error(ParseState *ps, Loc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void ps_item_done(ParseState *ps);
void ps_free(ParseState *ps);
/* The driver is done with an op it was handed by func_op (or with the function's
 * header, after func_begin): what it defined is recorded, its memory can go. */
void ps_op_done(ParseState *ps);

void ps_module_begin(ParseState *ps, Loc loc, Token *name, Attr *attrs);
void ps_module_end(ParseState *ps, Loc loc, Token *loc_spelling);
void ps_loc_alias(ParseState *ps, Loc loc, Token *name, Token *value);
void ps_attr_alias(ParseState *ps, Loc loc, Token *name, Attr *value);
void ps_type_alias(ParseState *ps, Loc loc, Token *name, Type *value);

void ps_func_begin(ParseState *ps, Loc loc, Token *visibility, Token *name, Loc name_loc);
void ps_func_arg(ParseState *ps, Loc loc, Token *name, Type *type, Attr *attrs, Token *loc_spelling);
void ps_func_result(ParseState *ps, Loc loc, Type *type, Attr *attrs);
void ps_func_attrs(ParseState *ps, Attr *attrs, Token *loc_spelling);
void ps_func_body_begin(ParseState *ps, Loc loc);
void ps_func_end(ParseState *ps, bool has_body, Token *loc_spelling);

Use *ps_use(ParseState *ps, Loc loc, Token *name);
ResultName *ps_result_name(ParseState *ps, Loc loc, Token *name, Token *count);
Op *ps_generic_op(ParseState *ps, Loc loc, Token *name, Vec *uses, Attr *props, Attr *attrs, Type *fntype);
void ps_op_successors(ParseState *ps, Loc at);
void ps_op_regions(ParseState *ps, Loc loc, Token *name);
Op *ps_pretty_op(ParseState *ps, Loc loc, Token *name, Vec *uses, Attr *attrs, Type *fntype);
Op *ps_return_op(ParseState *ps, Loc loc, Vec *uses, Vec *types);
Op *ps_call_op(ParseState *ps, Loc loc, Token *callee, Vec *uses, Attr *attrs, Type *fntype);
void ps_add_op(ParseState *ps, Vec *result_names, Op *op);
bool ps_bind_results(ParseState *ps, Vec *names, Op *op);
void ps_names_ahead(ParseState *ps, Vec *names);
void ps_op_line(ParseState *ps, Token *line, Token *loc_spelling); /* T_OP_LINE, T_LOC or none */
void ps_func_head(ParseState *ps, Loc loc, Token *head);        /* T_FUNC_HEAD */
bool ps_streams(const ParseState *ps);
Op *ps_op_loc(ParseState *ps, Op *op, Token *loc_spelling); /* its written location; returns op */
/* foreign.c */
const char *ps_default_dialect(const ParseState *ps); /* for an op name in custom form without one */
Op *ps_foreign_op(ParseState *ps, Loc loc, Token *text, bool opens_region);
Op *ps_foreign_region_end(ParseState *ps, Loc loc, Token *text, bool opens_region);
void ps_label(ParseState *ps, Loc loc, Token *text);
void ps_module_open(ParseState *ps, Loc loc, bool text); /* a module's body begins */
void ps_module_close(ParseState *ps);
void ps_resources(ParseState *ps, Loc loc, Token *text);
/* build.c, for foreign.c */
void ps_define(ParseState *ps, const char *name, size_t n, uint32_t count, Value **vals);
Value *ps_lookup(ParseState *ps, const char *name, size_t n, uint32_t index, bool *exists);
void ps_scope_begin(ParseState *ps);
void ps_scope_end(ParseState *ps);

/* build_attrs.c: types and attributes (the alias uses: build.c) */
Type *ps_type_alias_use(ParseState *ps, Loc loc, Token *name);
Type *ps_function_type(ParseState *ps, Vec *inputs, Vec *results);
Attr *ps_attr_number(ParseState *ps, Loc loc, Token *lit, Type *type, bool is_float);
Attr *ps_attr_bool(ParseState *ps, Loc loc, bool value);
Attr *ps_attr_leaf(Loc loc, AttrKind kind, const char *spelling, Type *type);
Attr *ps_attr_literal(ParseState *ps, Loc loc, Token *lit, Type *type);
Attr *ps_attr_alias_use(ParseState *ps, Loc loc, Token *name);
Attr *ps_attr_array(ParseState *ps, Loc loc, Vec *elems);
Attr *ps_attr_dict(ParseState *ps, Loc loc, Vec *entries);
NamedAttr *ps_named_attr(Loc loc, Token *name, Attr *value);
/* keywords.c */
bool ps_keyword_value(ParseState *ps, const Token *key, Loc eq, const Attr *v);
Attr *ps_attr_keyword(ParseState *ps, Loc loc, Token *word);

#endif
