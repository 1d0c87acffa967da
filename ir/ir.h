/* ir.h — the data model of tosa2linalg and every function one layer offers another.
 *
 * A module is read one top-level item at a time, and a function body one op at a
 * time (docs/streaming.md): each op at the top level of a body is parsed into an
 * Op whose nodes, values, attributes and token spellings live in ir_func_arena; the
 * driver verifies, lowers and prints it, and the arena is emptied one op later
 * (driver.c). What a function keeps from op to op (its Func and arguments, the
 * lowering's index constants, one small record per value name: parser/values.c)
 * lives in ir_keep_arena until its '}'. A top-level item that does not stream
 * (docs/streaming.md says which) is parsed whole into ir_func_arena. Interned
 * strings, types and affine maps live in the long-lived arena (ir_global_arena),
 * so equal ones are the same pointer and compare with ==. All of it is the
 * calling thread's and released at the end of each library call: calls on two
 * threads do not share anything. Besides the arenas and ir_oom_jump below, each
 * file keeps its state of a run in one thread-local struct of its own (the
 * lowering's and the verifier's, the types', the interned strings', the
 * diagnostics'), which the end of the run frees.
 *
 * Every token and node carries a Loc (line:col plus the byte offset of the
 * line's start, which the diagnostics use to show the source line; the file is
 * the one input of the run).
 *
 * The library reads two environment variables, both test knobs:
 *   TOSA2LINALG_FAIL_ALLOC=N    the N-th allocation of a call fails (util.c)
 *   TOSA2LINALG_PRINTED_TEXTS=0 no linalg.generic is replayed from a template
 *                               (driver.c; passes/lower_template.c)
 */
#ifndef TOSA2LINALG_IR_H
#define TOSA2LINALG_IR_H

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* ------------------------------------------------------------------ limits */
enum {
  IR_MAX_RANK = 64,           /* tensors of higher rank are rejected */
  IR_MAX_NESTING = 256,       /* brackets nested deeper in one attribute are rejected */
  IR_MAX_OPERANDS = 1 << 20,  /* per op */
};
/* ------------------------------------------------------------------ util.c */
/* memcpy for the short strings that dominate (names, types, a few to twenty
 * bytes): two overlapping loads and stores instead of a call. */
static inline void copy_bytes(void *dst, const void *src, size_t n) {
  unsigned char *d = dst;
  const unsigned char *s = src;
  if (n >= 8 && n <= 16) {
    uint64_t a, b;
    memcpy(&a, s, 8);
    memcpy(&b, s + n - 8, 8);
    memcpy(d, &a, 8);
    memcpy(d + n - 8, &b, 8);
  } else if (n >= 4 && n < 8) {
    uint32_t a, b;
    memcpy(&a, s, 4);
    memcpy(&b, s + n - 4, 4);
    memcpy(d, &a, 4);
    memcpy(d + n - 4, &b, 4);
  } else if (n < 4) {
    for (size_t i = 0; i < n; i++) d[i] = s[i];
  } else {
    memcpy(d, s, n);
  }
}

/* Allocation that cannot return NULL: on failure, ir_out_of_memory jumps to
 * *ir_oom_jump (set by the library's entry point, which then returns an error)
 * or, with none set, prints one error and exits with status 1. */
extern _Thread_local jmp_buf *ir_oom_jump;
_Noreturn void ir_out_of_memory(void);
void ir_alloc_test_arm(void); /* TOSA2LINALG_FAIL_ALLOC=N: the N-th allocation fails (tests) */
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrndup(const char *s, size_t n);

/* A growable, NUL-terminated byte buffer on the heap; {0} is an empty one. */
typedef struct Buf {
  char *p;
  size_t len, cap;
} Buf;
void buf_add_slow(Buf *b, const char *s, size_t n); /* grows the buffer first */
/* Inline: the type constructors spell every type they look up, a few bytes at a time. */
static inline void buf_add(Buf *b, const char *s, size_t n) {
  if (b->len + n + 1 > b->cap) {
    buf_add_slow(b, s, n);
    return;
  }
  copy_bytes(b->p + b->len, s, n);
  b->len += n;
  b->p[b->len] = 0;
}
static inline void buf_str(Buf *b, const char *s) { buf_add(b, s, strlen(s)); }
void buf_printf(Buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void buf_vprintf(Buf *b, const char *fmt, va_list ap);
void buf_uint(Buf *b, uint64_t v); /* appends v in decimal */
static inline const char *buf_c(const Buf *b) { return b->p ? b->p : ""; }
void buf_free(Buf *b);

/* v in decimal at out (room for 21 bytes), without printf; returns the length.
 * Inline: the printer numbers every value it prints. */
extern const char ir_digit_pairs[200]; /* "00" "01" ... "99" */
static inline size_t fmt_uint(char *out, uint64_t v) {
  /* digits counted by comparisons and written two at a time: value names in a
   * long function have five or six digits, and every op prints several */
  size_t n = 1;
  for (uint64_t t = v;; t /= 10000, n += 4) {
    if (t < 10) break;
    if (t < 100) { n += 1; break; }
    if (t < 1000) { n += 2; break; }
    if (t < 10000) { n += 3; break; }
  }
  char *p = out + n;
  while (v >= 100) {
    unsigned r = (unsigned)(v % 100);
    v /= 100;
    p -= 2;
    memcpy(p, ir_digit_pairs + 2 * r, 2);
  }
  if (v >= 10)
    memcpy(p - 2, ir_digit_pairs + 2 * v, 2);
  else
    p[-1] = (char)('0' + v);
  return n;
}
size_t fmt_int(char *out, int64_t v);
/* vsnprintf into stack[cap] when it fits, else into a malloc'd buffer: returns
 * the string (free it when it is not `stack`), its length in *len. */
char *ir_vformat(char *stack, size_t cap, size_t *len, const char *fmt, va_list ap);
FILE *ir_tmpfile(void); /* as tmpfile(), but in $TMPDIR when set (glibc's ignores it) */

/* ------------------------------------------------------------------ locations */
/* A place in the input file (one per run: its name is given to diag_set_source).
 * Sixteen bytes: every token, node and use carries one. */
typedef struct Loc {
  uint32_t line, col;  /* 1-based; line 0: no place (a node the lowering made) */
  int64_t line_offset; /* byte offset of the line's first byte in the input */
} Loc;

/* ------------------------------------------------------------------ arena.c */
typedef struct ArenaChunk ArenaChunk;
typedef struct Arena {
  ArenaChunk *head;
  unsigned char *next, *end; /* the head chunk's free space; it is already zeroed */
  size_t bytes;              /* total reserved, for statistics */
} Arena;

/* Zeroed, 16-byte aligned, in 16-byte granules (the printer's out_arena_str reads
 * a short string's whole granule). The bump is inline: a lowered module makes about a
 * hundred allocations per input op. Chunks are zeroed in bulk when they are
 * made or recycled, not per allocation. */
void *arena_alloc_slow(Arena *arena, size_t size);
static inline void *arena_alloc(Arena *arena, size_t size) {
  size = (size + 15) & ~(size_t)15;
  if ((uintptr_t)arena->end - (uintptr_t)arena->next >= size) {
    void *p = arena->next;
    arena->next += size;
    return p;
  }
  return arena_alloc_slow(arena, size);
}
static inline char *arena_strndup(Arena *arena, const char *s, size_t n) {
  char *p = arena_alloc(arena, n + 1); /* zeroed: the NUL is there */
  copy_bytes(p, s, n);
  return p;
}
void arena_reset(Arena *arena);                   /* frees everything */
void arena_release_spares(void);                  /* frees the chunks kept for reuse */
/* Arrays that grow while a node is being built; element storage comes from an arena. */
typedef struct Vec {
  void **items;
  uint32_t len, cap;
} Vec;
void vec_push(Arena *arena, Vec *vec, void *item);

/* The arenas of the run on this thread (two threads can run the library at
 * once), which ir_reset_globals releases at its end:
 *   ir_global_arena  interned strings, types, affine maps: the whole run
 *   ir_func_arena    the top-level item being processed (driver.c); in a
 *                    function body that streams, the op being processed
 *   ir_keep_arena    what a streaming function keeps from op to op */
extern _Thread_local Arena ir_global_arena, ir_func_arena, ir_keep_arena;

/* ------------------------------------------------------------------ intern.c */
typedef struct OpInfo OpInfo; /* a row of the TOSA op table (tosa_ops.c) */
const char *ir_intern(const char *s, size_t n); /* equal strings -> same pointer */
const char *ir_intern_cstr(const char *s);
/* ir_intern, and *op the TOSA op table's row of the name (NULL: none), looked up
 * once per name and run. */
const char *ir_intern_op(const char *s, size_t n, const OpInfo **op);
uint64_t ir_hash_bytes(const void *p, size_t n, uint64_t seed);
void ir_reset_globals(void); /* release every interned string, type and map */

/* A name -> pointer hash map in a given arena (O(1) lookup of SSA names, symbols).
 * Each slot keeps the key's hash and length, so probing compares those before
 * any bytes and growing never rehashes; a slot's fields share a cache line, so a
 * probe of a large map (a module's 200,000 symbols) costs one miss, not three. */
typedef struct NameSlot {
  uint64_t meta;   /* hash (high 32 bits) | key length (low 32 bits) */
  const char *key; /* interned or arena-owned, NUL-terminated; NULL: empty slot */
  void *val;
} NameSlot;
typedef struct NameMap {
  Arena *arena;
  NameSlot *slots;
  uint32_t cap, len;
} NameMap;
void *namemap_get_n(const NameMap *map, const char *key, size_t n);
void namemap_put_n(NameMap *map, const char *key, size_t n, void *val);
/* Puts key -> val unless key is there already: then returns its value, and puts nothing. */
void *namemap_put_absent_n(NameMap *map, const char *key, size_t n, void *val);
static inline void *namemap_get(const NameMap *map, const char *key) { return namemap_get_n(map, key, strlen(key)); }
static inline void namemap_put(NameMap *map, const char *key, void *val) { namemap_put_n(map, key, strlen(key), val); }
void namemap_clear(NameMap *map);

/* ------------------------------------------------------------------ types.c */
typedef enum TypeKind {
  TYPE_INT,       /* iN, siN, uiN */
  TYPE_FLOAT,     /* f16, bf16, f32, f64 */
  TYPE_INDEX,
  TYPE_TENSOR,    /* ranked tensor; rank 0 allowed */
  TYPE_UNRANKED,  /* tensor<*xT> */
  TYPE_FUNCTION,
  TYPE_OPAQUE,    /* any other type, carried through by its spelling */
} TypeKind;

typedef enum Signedness { SIGNLESS, SIGNED, UNSIGNED } Signedness;
typedef enum FloatKind { FLOAT_F16, FLOAT_BF16, FLOAT_F32, FLOAT_F64 } FloatKind;
#define DIM_DYNAMIC INT64_MIN /* a '?' dimension */

typedef struct Type Type;
struct Type {
  TypeKind kind;
  uint32_t width;       /* TYPE_INT, TYPE_FLOAT: bits */
  Signedness sign;      /* TYPE_INT */
  FloatKind fkind;      /* TYPE_FLOAT */
  uint32_t rank;        /* TYPE_TENSOR */
  const int64_t *dims;  /* TYPE_TENSOR: rank sizes, DIM_DYNAMIC for '?' */
  Type *elem;           /* TYPE_TENSOR, TYPE_UNRANKED */
  const char *encoding; /* TYPE_TENSOR: the spelling of an encoding attribute, or NULL */
  uint32_t ninputs, nresults; /* TYPE_FUNCTION */
  Type **inputs, **results;
  const char *spelling;   /* how it is written: TYPE_OPAQUE's as read, the others' as
                           * printed (a function type's in the function arena, types.c) */
  uint32_t spelling_len;  /* strlen(spelling): the printer writes it without measuring */
  bool for_run;         /* TYPE_FUNCTION: kept for the run (an op line's, types.c) */
};

void types_reset(void); /* called by ir_reset_globals */
void types_item_done(void); /* function types of the finished item are gone with its arena */
Type *type_persist(Type *t, bool with_spelling); /* long-lived copy of a function type */
Type *type_int(uint32_t width, Signedness sign);
Type *type_float(FloatKind kind);
/* What the tool knows of each float format, in one place: its spelling and width,
 * the significand (implicit bit included) and exponent range the lowering rounds
 * to, and the bit patterns MLIR literals use for NaN and the infinities. */
typedef struct FloatFormat {
  const char *name;
  uint32_t width;
  int mantissa_bits, max_exponent, min_exponent;
  double max_finite;
  const char *nan_bits, *inf_bits, *neg_inf_bits;
} FloatFormat;
const FloatFormat *float_format(FloatKind kind);
Type *type_index(void);
Type *type_tensor(Type *elem, uint32_t rank, const int64_t *dims, const char *encoding);
Type *type_unranked(Type *elem);
Type *type_function(uint32_t nin, Type **ins, uint32_t nout, Type **outs);
Type *type_opaque(const char *spelling, size_t n);
/* A float type kept opaque (tf32, f80, f8E5M2, ...: mlir-opt-19 knows them, we do not lower them). */
bool type_is_other_float(const char *s, size_t n);
/* Decodes the spelling of a builtin scalar type (i32, f16, index, ...); NULL if not one. */
Type *type_from_keyword(const char *s, size_t n);
/* The interned type spelled exactly s[0..n), or NULL if there is none yet. */
Type *type_lookup(const char *s, size_t n);
/* Decodes `tensor<...>`; other shaped/dialect types become TYPE_OPAQUE. On a malformed
 * tensor returns NULL and writes a message to err (size errsz) and the byte offset of
 * the fault in the spelling to *err_at. */
Type *type_from_spelling(const char *s, size_t n, char *err, size_t errsz, size_t *err_at);
/* Equal types: the same pointer, but for function types, which are interned per op
 * in a streaming body (and persisted copies): those are equal when spelled alike. */
static inline bool type_same(const Type *a, const Type *b) {
  return a == b || (a && b && a->kind == TYPE_FUNCTION && b->kind == TYPE_FUNCTION &&
                    a->spelling_len == b->spelling_len &&
                    !memcmp(a->spelling, b->spelling, a->spelling_len));
}
bool type_is_shaped(const Type *t);                   /* ranked or unranked tensor */
Type *type_elem(Type *t);                             /* element type, or t itself */
bool type_is_float(const Type *t);
bool type_is_int(const Type *t);                      /* any integer width, incl. i1 */
bool type_is_bool(const Type *t);                     /* i1 */
bool type_has_static_shape(const Type *t);

/* ------------------------------------------------------------------ attrs.c */
typedef enum AttrKind {
  ATTR_INT,     /* 3 : i8 (type may be NULL for an untyped literal) */
  ATTR_FLOAT,   /* 1.5 : f32; with its spelling */
  ATTR_BOOL,
  ATTR_STRING,  /* its spelling: quoted, escapes as written */
  ATTR_UNIT,
  ATTR_TYPE,
  ATTR_ARRAY,
  ATTR_DICT,
  ATTR_SYMBOL,  /* @name */
  ATTR_OPAQUE,  /* dense<...> : T, array<...>, affine_map<...>, #dialect<...>: its spelling */
} AttrKind;

typedef struct Attr Attr;
typedef struct NamedAttr {
  const char *name;
  Attr *value; /* ATTR_UNIT for a bare key */
  Loc loc;
} NamedAttr;

struct Attr {
  AttrKind kind;
  Loc loc;
  Type *type;        /* typed literals, ATTR_TYPE, dense<...> : T */
  const char *spelling; /* of INT (when it does not fit), FLOAT, STRING, SYMBOL, OPAQUE */
  int64_t ival;      /* ATTR_INT value; ATTR_BOOL 0/1 */
  bool int_overflow; /* ATTR_INT spelling does not fit in int64 */
  double fval;       /* ATTR_FLOAT value */
  uint32_t n;        /* ATTR_ARRAY elems / ATTR_DICT entries */
  uint32_t maps_noted; /* the printer's mark: every affine map in it has its alias in
                        * the chunk of that number (0: not known) */
  Attr **elems;
  NamedAttr *entries;
  bool is_affine_map; /* ATTR_OPAQUE holding an interned affine_map<...> (printed by alias) */
  bool is_keyword;    /* ATTR_OPAQUE that is a bare word (an enum in a custom form) */
};

Attr *attr_new(Arena *arena, AttrKind kind, Loc loc);
Attr *attr_int(Arena *arena, int64_t v, Type *type);
Attr *attr_float_spelling(Arena *arena, const char *spelling, Type *type);
Attr *attr_bool(Arena *arena, bool v);
Attr *attr_string(Arena *arena, const char *quoted);
Attr *attr_affine_map(Arena *arena, const char *map_spelling); /* interns the map */
Attr *attr_dict_get(const Attr *dict, const char *name);    /* NULL if absent */
/* Reads the value of a typed integer or float literal; false if the attr is not one. */
bool attr_as_int(const Attr *a, int64_t *out);
bool attr_as_double(const Attr *a, double *out);

/* ------------------------------------------------------------------ ir.c */
typedef struct Op Op;
typedef struct Block Block;
typedef struct Value Value;
typedef struct TemplateUse TemplateUse;

typedef enum ValueKind { VALUE_ARG, VALUE_RESULT, VALUE_UNDEFINED } ValueKind;
struct Value {
  ValueKind kind;
  Type *type;
  Op *def;              /* VALUE_RESULT: the defining op */
  Block *owner;         /* VALUE_ARG: the block */
  uint32_t index;       /* result or argument number */
  const char *src_name; /* name in the input (without '%'), or NULL for new values */
  Loc loc;              /* definition, or use site for VALUE_UNDEFINED */
  Value *redefines;     /* set when this definition reuses a name already defined */
  const char *print_name; /* assigned by the printer */
  uint32_t print_len;     /* strlen(print_name) */
  const char *name_hint;  /* preferred printed name ("dim", "cst", "in", ...): a literal or interned */
  uint32_t rec;           /* a streamed function's value: its record (parser/values.c) + 1, else 0 */
  uint32_t ordinal;       /* %N + 1 of its op's results in mlir-opt's generic form, 0 unknown */
  uint64_t reuse_id;      /* the lowering's number for it (passes/reuse.c), 0 none yet */
};

typedef struct Use {
  Value *value;
  Loc loc;
} Use;

struct Block {
  Loc loc;
  uint32_t nargs;
  Value **args;
  Op *first, *last;
  Op *parent; /* op owning the region, NULL for a function body */
};
/* A region of a foreign op is one Block: the blocks after its first are OPK_LABEL
 * ops in its list, each followed by that block's ops. */

/* Kinds of op. A pass-through op from the input keeps its generic form; the ops the
 * lowering emits are grouped by the custom syntax they print with, so one kind
 * serves every op spelled that way (the name field says which op it is). */
typedef enum OpKind {
  OPK_GENERIC,      /* "dialect.op"(%a) <{...}> {...} : (T) -> T           */
  OPK_RETURN,       /* return %a, %b : T, U                                 */
  OPK_CALL,         /* %r = call @f(%a) : (T) -> U                          */
  OPK_CONSTANT,     /* %c0 = arith.constant 0 : index   (value in props)    */
  OPK_UNARY,        /* %r = math.absf %a : f32                              */
  OPK_BINARY,       /* %r = arith.addf %a, %b : f32                         */
  OPK_CONVERT,      /* %r = arith.extf %a : f16 to f32                      */
  OPK_COMPARE,      /* %r = arith.cmpf ogt, %a, %b : f32 (predicate attr)   */
  OPK_SELECT,       /* %r = arith.select %c, %a, %b : f32                   */
  OPK_DIM,          /* %dim = tensor.dim %t, %c0 : tensor<?xf32>            */
  OPK_EMPTY,        /* %0 = tensor.empty(%d) : tensor<?xf32>                */
  OPK_TENSOR_CAST,  /* %cast = tensor.cast %t : tensor<3xf32> to tensor<?xf32> */
  OPK_YIELD,        /* scf.yield %v : T   /  linalg.yield %v : f32           */
  OPK_IF,           /* %r = scf.if %c -> (T) { ... } else { ... }           */
  OPK_GENERIC_LINALG, /* %r = linalg.generic {maps, iterators} ins(..) outs(..) {..} -> T */
  OPK_ASSERT,       /* cf.assert %ok, "message"   (message in props: msg)     */
  OPK_FOREIGN,      /* a foreign op, kept by its spelling (docs/foreign-ops.md): scf.for %i = ... { ... } */
  OPK_LABEL,        /* ^bb1(%x: i32): a block label inside a region of a foreign op      */
  OPK_COUNT
} OpKind;

/* The spelling of a foreign op (OPK_FOREIGN, OPK_LABEL), in pieces: region r of
 * the op is printed after piece r. Only the names in it are understood: an SSA name
 * (renamed as the printer renames values) or an alias (expanded, as everywhere). */
typedef struct ForeignRef {
  uint32_t at, len;  /* the name's bytes in the piece's spelling */
  Value *value;      /* an SSA value: used, or defined by the op's own syntax; or NULL */
  const Attr *attr;  /* else an attribute alias's value */
  const Type *type;  /* else a type alias's value */
} ForeignRef;

typedef struct ForeignPiece {
  const char *spelling; /* as read, comments and locations dropped, white space folded */
  uint32_t len, nrefs;
  ForeignRef *refs;  /* in order */
} ForeignPiece;

struct Op {
  OpKind kind;
  uint32_t noperands, nresults, nregions;
  const char *name;     /* "tosa.add", "func.return", "arith.addf", ... (interned) */
  const OpInfo *info;   /* its row of the TOSA op table (tosa_ops.def), or NULL */
  Loc loc;
  Use *operands;
  Value **results;
  Block **regions;      /* each region holds exactly one block */
  Attr *props;          /* <{...}> dictionary or NULL */
  Attr *attrs;          /* {...} dictionary or NULL */
  Type *fntype;         /* written ": (ins) -> outs" of a generic op, or NULL */
  Attr *callee;         /* OPK_CALL: the @symbol */
  ForeignPiece *pieces; /* OPK_FOREIGN, OPK_LABEL: nregions + 1 of them */
  bool streamed;        /* an op with regions whose regions' ops streamed (docs/streaming.md) */
  const char *loc_spelling; /* its `loc(...)` as written, or NULL (--mlir-print-debuginfo prints
                         * `loc("file":line:col)` of `loc` then, as mlir-opt does) */
  TemplateUse *template_use; /* OPK_GENERIC_LINALG: its template, to replay or to record; else NULL */
  Op *prev, *next;
  Block *parent;
};

/* A template: a linalg.generic as printed, with its names left out. Where the
 * lowering of an op depends on its name and function type only (its row's memo
 * column), later ops of the same name and function type print the same bytes
 * around their own names: they are replayed from it (printer/template.c records
 * and replays it, in the printer's chunk arena; passes/lower_template.c keeps it
 * for the chunk by key). */
enum { STEP_DEFINE, STEP_INDENT, STEP_NAME }; /* TemplateStep.kind: STEP_NAME + one of */
enum { STEP_OPERAND, STEP_CONST, STEP_DEF };
typedef struct TemplateStep {
  uint16_t lit; /* bytes before it */
  uint8_t kind; /* names a new value, prints a name (STEP_NAME + from), or indents */
  uint8_t n;    /* STEP_NAME: the op's operand n, the constant n, or the n-th value
                 * defined; STEP_INDENT: the indentation, relative to the op's */
} TemplateStep;
typedef struct Template {
  uint32_t nsteps;
  uint32_t tail;      /* bytes after the last step */
  const TemplateStep *steps;
  const char **hints; /* the name hint of each value defined (NULL: a number) */
  const char *bytes;  /* followed by 16 readable bytes */
} Template;
extern const Template template_none; /* could not be made: print such ops whole */
typedef struct TemplateUse {
  const Template **record; /* its printed form is to be kept there as a template (set by the printer), */
  const Template *replay;  /* or it is printed from this one: it has no region, its body is in the template */
  Value **consts;          /* the body's constants of the block, as the lowering asked for them */
  uint32_t nconsts;
} TemplateUse;

typedef struct Func {
  Loc loc;
  const char *name;       /* symbol without '@' (in the item's arena) */
  Loc name_loc;
  const char *visibility; /* "private", "public", "nested" or NULL */
  Type *type;             /* function type */
  Attr *attrs;            /* `attributes {...}` or NULL */
  Attr **arg_attrs;       /* per argument, NULL entries when absent; array NULL if none */
  Attr **res_attrs;
  const char **arg_locs;  /* per argument: its `loc(...)` as written, or NULL */
  Loc *arg_places;        /* per argument: where it is */
  const char *loc_spelling;   /* the function's `loc(...)` as written, or NULL */
  Block *body;            /* NULL for a declaration */
} Func;

/* Builders used by the parser and by the passes. New nodes come from ir_func_arena. */
Op *ir_op_new(OpKind kind, const char *name, Loc loc, uint32_t noperands, uint32_t nresults);
void ir_op_set_result_types(Op *op, Type **types);
Block *ir_block_new(Loc loc, uint32_t nargs, Type **arg_types);
void ir_block_append(Block *block, Op *op);
void ir_insert_before(Op *anchor, Op *op);
void ir_remove(Op *op);
Value *ir_value_new(ValueKind kind, Type *type, Loc loc);
/* An op's attribute `name`, among its properties, then its attributes (attrs.c). */
Attr *op_attr(const Op *op, const char *name);
/* The integer a one-element constant holds (`dense<3>`, `dense<[3]>`, `dense<true>`):
 * v defined by tosa.const (`value`, LLVM 19; `values`, LLVM 22) or by arith.constant
 * in generic or custom form (also the one the lowering makes of a tosa.const).
 * False when v is not such a constant. */
bool ir_const_int(const Value *v, int64_t *out);
/* The integers of an integer list literal text[0..len): `array<i64: 1, 2>`, or the
 * elements of `dense<[[1, 2], [3, 4]]>` in order (`true`/`false` as 1/0); at most
 * max of them, their count in *n (a splat `dense<3>` gives one). False when the
 * literal is not such a list or holds more than max. */
bool ir_read_ints(const char *text, size_t len, int64_t *out, uint32_t max, uint32_t *n);
/* The same for the literal of v's constant (tosa.const, tosa.const_shape, arith.constant); false if none */
bool ir_const_ints(const Value *v, int64_t *out, uint32_t max, uint32_t *n);
/* The first element of that constant's literal as a double (`dense<1.5>`, `dense<[0.0]>`). */
bool ir_const_double(const Value *v, double *out);
/* v's constant has a short literal (1 KB; 64 KB for a list of integers): a copy is kept (parser/values.c) */
bool ir_const_small(const Value *v);

/* ------------------------------------------------------------------ dialects.c
 * The one rule for op names, as mlir-opt-19 and -22 apply it (docs/foreign-ops.md):
 * a dialect is registered when either registers it; of tosa, func and builtin
 * every op is known, of the other registered dialects any name is taken. */
/* Reports the error mlir-opt reports for the name of an op at `loc` (its first
 * byte) and returns true, or returns false for a name it accepts. The op is in
 * generic form when default_dialect is NULL, else in custom form where that
 * dialect is the default ("" none: op_regions_dialect). allow_unregistered:
 * --allow-unregistered-dialect, which takes generic ops of unregistered dialects
 * (or of none); a custom form needs a registered dialect either way. */
bool op_name_error(Loc loc, const char *name, const char *default_dialect, bool allow_unregistered);
/* The default dialect an op in custom form gives the ops of its regions: func.func
 * func, a module builtin, any other op none (""), as far as tosa2linalg knows. */
const char *op_regions_dialect(const char *name);

/* ------------------------------------------------------------------ bigtext.c */
/* A literal of more than BIGTEXT_HEAD bytes (a constant's weights) is not held:
 * its spelling is its first bytes, then a marker naming the rest (BIGTEXT_MARK,
 * 8 hex digits, BIGTEXT_MARK), which the printer copies from the input and the
 * spool (docs/streaming.md, "Weights"). A marker only ever stands inside a
 * string, a quoted symbol or a `<...>` of an attribute, where no value name or alias can. */
enum { BIGTEXT_HEAD = 1 << 16, BIGTEXT_MARK = 0x01, BIGTEXT_MARKER_LEN = 10 };
typedef bool (*BigTextWriteFn)(void *ctx, const char *p, size_t n);
/* The unchanged parts: a file (fd, offset of input byte 0), or the caller's buffer; neither: all is spooled */
void bigtext_set_input(int fd, int64_t base, const char *mem);
bool bigtext_input_readable(void);
int64_t bigtext_spool_write(const void *p, size_t n); /* returns the spool offset of p[0] */
/* A big literal's rest: input[in_off, +in_len), then spool[spool_off, +spool_len). key: a quoted
 * symbol's hash (else 0): read again, it gets the same id, so equal names compare equal. */
uint32_t bigtext_add(int64_t in_off, uint64_t in_len, int64_t spool_off, uint64_t spool_len, uint64_t key);
size_t bigtext_marker(uint32_t id, char out[BIGTEXT_MARKER_LEN + 1]);
bool bigtext_parse_marker(const char *s, size_t n, uint32_t *id); /* s starts with a marker */
/* Writes literal id's rest by write_fn; 0 or an errno */
int bigtext_copy(uint32_t id, BigTextWriteFn write_fn, void *ctx);
uint64_t bigtext_len(uint32_t id); /* the bytes bigtext_copy writes */
void bigtext_reclaim(bool all); /* between items: the spool's printed literals go (all: every one) */
void bigtext_reset(void);       /* ir_reset_globals */

/* ------------------------------------------------------------------ diag.c */
typedef enum DiagKind { DIAG_ERROR, DIAG_WARNING, DIAG_NOTE, DIAG_REMARK } DiagKind;
/* The input's lines, for showing the offending one: provided by the lexer.
 * line_at returns the line starting at line_offset and its length up to the
 * newline, or to at most *len bytes when *len is not 0 on entry. */
typedef struct SourceWindow {
  const char *(*line_at)(void *ctx, int64_t line_offset, size_t *len);
  void *ctx;
} SourceWindow;
void diag_set_source(const char *file, SourceWindow window); /* file: named in each report */
/* Where diagnostics go (tosa2linalg.h's record); none set: they are dropped. */
struct t2l_diagnostic;
void diag_set_sink(void (*fn)(void *user, const struct t2l_diagnostic *diag), void *user);
void diag_report(DiagKind kind, Loc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void diag_vreport(DiagKind kind, Loc loc, const char *fmt, va_list ap);
/* For a diagnostic decided later (at the end of a chunk), when the lexer may no
 * longer hold its line: the line as a diagnostic shows it, captured now (malloc'd;
 * NULL when the lexer's buffer no longer holds it), and a report that shows it; a NULL shown
 * captures the line at the time of the report, as diag_report does. */
char *diag_shown_line(Loc loc);
void diag_report_shown(DiagKind kind, Loc loc, const char *shown, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
void diag_out_of_memory(void); /* reports it without allocating */
unsigned diag_error_count(void);
/* --verify-diagnostics: collect expected-* comments and match them instead of printing. */
void diag_expect_begin(void);
void diag_expect_comment(Loc loc, const char *comment, size_t n); /* lexer hands each // comment */
bool diag_expect_finish(void); /* reports missing/unexpected; true when all matched */
bool diag_verifying(void);
void diag_reset(void); /* back to the initial state: no errors, not verifying, no sink */

/* ------------------------------------------------------------------ tosa_ops.c
 * The table of TOSA ops (tosa_ops.def, its legend says what each column is):
 * the verifier, the lowering, the lexer and the parser read it; nothing else
 * spells a TOSA op's name or a fact of one (its inherent attributes in each
 * generation included, which the printer reads). */
typedef enum ElemClass { EC_FLOAT = 1, EC_INT = 2, EC_BOOL = 4 } ElemClass;
#define EC_NUM (EC_FLOAT | EC_INT)
#define EC_ALL (EC_FLOAT | EC_INT | EC_BOOL)
typedef enum ResultRule { RESULT_SAME, RESULT_BOOL, RESULT_CAST } ResultRule;
typedef enum LowerKind { LOWER_ELEMENTWISE, LOWER_OTHER } LowerKind; /* OTHER: passes/lower.c's table says how */
typedef enum OpForm { FORM_PLAIN, FORM_FOREIGN } OpForm;
typedef enum MemoKey { MEMO_NEVER, MEMO_TYPES, MEMO_TYPES_SHIFT } MemoKey;

/* What mlir-opt-19's verifier checks (verifier only; see tosa_ops.def). */
typedef enum RefClass { RC_NUMBER, RC_I1, RC_I32, RC_FLOAT } RefClass;
typedef enum RefElemRule { ER_SAME, ER_SAME_OPERANDS, ER_MUL, ER_CLAMP, ER_NONE } RefElemRule;
typedef enum RefShapeRule { SR_BCAST, SR_BCAST_INFER, SR_NONE } RefShapeRule;

typedef enum TosaOpId {
#define TOSA_OP(id, ...) TOSA_##id,
#define TOSA_OTHER(id, ...) TOSA_##id,
#include "tosa_ops.def"
  TOSA_OP_COUNT
} TosaOpId;

/* HOOK_<id> for each element-wise op whose `hook` column is 1 (lower_body.c). */
#define TOSA_HOOK_0(id)
#define TOSA_HOOK_1(id) HOOK_##id,
typedef enum BodyHook {
  HOOK_NONE,
#define TOSA_OP(id, name, arity, classes, result, fbody, ibody, bbody, hook, ...) TOSA_HOOK_##hook(id)
#include "tosa_ops.def"
} BodyHook;
#undef TOSA_HOOK_0
#undef TOSA_HOOK_1

/* A row of the table: TOSA_OP (lowering LOWER_ELEMENTWISE, form FORM_PLAIN) or
 * TOSA_OTHER (the element-wise columns zero). */
struct OpInfo {
  TosaOpId id;
  const char *name;
  LowerKind lowering;
  OpForm form;
  uint32_t arity;
  unsigned classes;  /* ElemClass bits allowed for the value operands */
  ResultRule result;
  const char *body[3]; /* indexed by element class: 0 float, 1 int, 2 bool */
  BodyHook hook;
  bool cond;           /* operand 0 is an i1 condition */
  MemoKey memo;
  RefClass ref_in, ref_out; /* mlir-opt-19's operand (value operands) and result classes */
  RefElemRule ref_elem;
  RefShapeRule ref_shape;
  /* TOSA_OTHER: the inherent attributes in LLVM 19, 22 (space-separated; NULL: no
   * such op in that generation); an element-wise op's are TOSA_ATTR rows */
  const char *inherent[2];
};

/* An inherent attribute (TOSA_ATTR rows): what its value must be. */
typedef enum AttrConstraint {
  AC_I64, AC_FLOAT, AC_I8, AC_BOOL, AC_UNARY_QUANT, /* LLVM 19 */
  AC_ELEM,     /* LLVM 22: of the input's element type (checked by the op's rule) */
  AC_NAN_MODE, /* LLVM 22: #tosa.nan_mode<PROPAGATE|IGNORE> */
} AttrConstraint;
typedef struct TosaAttr {
  TosaOpId op;
  int llvm; /* 19 or 22 */
  const char *name;
  AttrConstraint constraint;
  bool required;
} TosaAttr;

/* An operand of LLVM 22's form after the value operands (TOSA_OPERAND rows). */
typedef enum OperandKind { OPERAND_SHIFT, OPERAND_ZERO_POINT } OperandKind;
typedef struct TosaOperand {
  TosaOpId op;
  const char *name;
  OperandKind kind;
} TosaOperand;

/* The row of an op name (any spelling: TOSA_NAME rows too), or NULL. */
const OpInfo *tosa_op_lookup(const char *name);
const OpInfo *tosa_op_lookup_n(const char *name, size_t n);
/* Whether s[0..n) names a TOSA op of FORM_FOREIGN: the lexer asks it of every op
 * name, most of which a test of one byte answers. */
bool tosa_op_is_foreign(const char *s, size_t n);
static inline bool tosa_op_elementwise(const OpInfo *info) { return info && info->lowering == LOWER_ELEMENTWISE; }
/* Whether mlir-opt-19 or mlir-opt-22 defines a tosa op of that name (any op, not only
 * the element-wise ones); tosa.div, the RFC's name, counts as one. */
bool tosa_op_exists(const char *name);
/* The TOSA generations, as bits. */
enum { TOSA_LLVM19 = 1, TOSA_LLVM22 = 2 };
/* The generations a tosa op with the attribute dictionary `attrs` is written in:
 * those that define an op of that name (0: none, e.g. tosa.div), narrowed to one
 * when attributes inherent in only one of them name it (and none names the other). */
unsigned tosa_op_generations(const char *name, const Attr *attrs);
/* Whether mlir-opt keeps attribute `attr` of that op as a property (<{...}>): it is
 * inherent in every generation of `gens` (tosa_op_generations; 0: never). Where the
 * generation cannot be told, what is inherent in one only stays an attribute ({...}),
 * which both read: as a property the other generation rejects it (an op without
 * properties), or drops it (an op with properties). */
bool tosa_attr_inherent(const char *name, unsigned gens, const char *attr);
/* The inherent attributes of op in the given generation (19 or 22), in declaration
 * order: *n of them from the returned row on (rows of one op and generation are adjacent). */
const TosaAttr *tosa_op_attrs(const OpInfo *op, int llvm, size_t *n);
bool tosa_op_has_attr(const OpInfo *op, int llvm, const char *name); /* a TOSA_ATTR row names it */
/* The operands LLVM 22's form of op has after its value operands, in order (*n of them). */
const TosaOperand *tosa_op_operands(const OpInfo *op, size_t *n);
/* ElemClass of a scalar type (0 if none applies). */
unsigned tosa_elem_class(const Type *t);

#endif
