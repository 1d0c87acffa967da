/* lower_impl.h — what the lowering's two files share: where new ops go, the
 * scalar body's inputs, and the emitters each calls in the other. */
#ifndef TOSA2LINALG_LOWER_IMPL_H
#define TOSA2LINALG_LOWER_IMPL_H

#include "passes.h"

/* reuse.c: what a block's lowering already computed (see there) */
typedef enum ReuseKind {
  REUSE_DIM = 1,   /* ids[0]'s dim n */
  REUSE_MAXUI,     /* arith.maxui ids[0], ids[1] (ordered) */
  REUSE_IS_ONE,    /* arith.cmpi eq, ids[0], %c1 */
  REUSE_EMPTY,     /* tensor.empty(ids[0..n)) : p */
  REUSE_BROADCAST, /* ids[0] copied out along dim n to size ids[1] (or static ids[2]) */
  REUSE_CONST,     /* arith.constant of type p, bits ids[0] */
  REUSE_FILL,      /* linalg.fill of tensor.empty ids[0] with ids[1] : p */
} ReuseKind;

typedef struct ReuseKey {
  uint32_t kind;
  uint32_t n;
  const void *p;
  uint64_t ids[4];
} ReuseKey;

typedef struct ReuseEntry {
  ReuseKey key;
  uint64_t hash;
  uint64_t id;   /* value_id of the value */
  Type *type;
  Value *value;  /* while the op that made it is lowered and printed */
  bool dead;     /* its name could not be kept */
  uint8_t name_len;
  char name[22]; /* its printed name, once printed */
} ReuseEntry;

/* Entries in the order they were made; the hash slots hold their indexes, 8 bytes
 * each, so that a probe stays in a few cache lines. */
typedef struct ReuseTable {
  uint64_t *slots;      /* generation << 32 | entry index + 1; another generation's: empty */
  uint32_t cap, gen;
  ReuseEntry *entries;
  uint32_t len, entries_cap;
  uint32_t fresh_from;  /* the entries from here on are the op's being lowered */
  uint64_t *numbered;   /* the last number value_id gave (the lowering's, for the run) */
} ReuseTable;

uint64_t value_id(ReuseTable *t, Value *v);
void reuse_init(ReuseTable *t, uint64_t *numbered);
void reuse_restart(ReuseTable *t); /* empty, keeping its memory */
void reuse_free(ReuseTable *t);
Value *reuse_find(ReuseTable *t, const ReuseKey *k);
void reuse_add(ReuseTable *t, const ReuseKey *k, Value *v);
void reuse_op_done(ReuseTable *t);

/* The lowering of one block (a function body, a region): where its index and
 * scalar constants go, so that they dominate every later op and nested region,
 * and what its ops computed that later ones reuse. */
typedef struct LowerState {
  Block *body;
  Op *before_current; /* the op before the first one emitted for the op being lowered */
  ReuseTable reuse;
} LowerState;

/* Where new ops go: before `anchor` in its block, or at the end of `block`. */
typedef struct Emitter {
  Block *block;
  Op *anchor;
  Loc loc;              /* of the TOSA op being lowered: every op it becomes has it */
  const char *loc_spelling; /* and its written location, if any */
  LowerState *consts;   /* constants go to that block's top, once; NULL: here */
} Emitter;

typedef struct BodyArgs {
  Op *src;          /* the TOSA op */
  Value *in[3];     /* block arguments */
  Type *in_elem[3];
  Type *out_elem;
  bool var_shift;   /* tosa.mul: in[2] is its shift, known at run time only */
} BodyArgs;

static inline Arena *A(void) { return &ir_func_arena; }

/* lower.c: ops at the emitter's place */
Op *lower_emit(Emitter *e, OpKind kind, const char *name, uint32_t nops, Value **ops, Type *result);
Value *lower_emit1(Emitter *e, OpKind kind, const char *name, Type *result, Value *a);
Value *lower_emit2(Emitter *e, OpKind kind, const char *name, Type *result, Value *a, Value *b);
Value *lower_emit_constant(Emitter *e, Attr *value, Type *type, const char *hint);
/* a constant of e->consts's block, made once (lower_const_int/float with e->consts set) */
Value *lower_shared_const(Emitter *e, Type *type, uint64_t bits, double f, bool is_float);
Attr *lower_predicate_props(const char *pred);

/* lower.c: the indexing maps of the run (lower_maps.c, in the lowering's cache) */
Attr *lower_broadcast_map(uint32_t rank, uint32_t orank, const bool *zero);
Attr *lower_identity_map(uint32_t rank); /* affine_map<(d0, ...) -> (d0, ...)> */

/* lower_maps.c: affine_map<(d0, d1) -> (d0, 0)>, iteration rank `rank`, an operand
 * of rank `orank` aligned to the trailing dims, `zero[j]` (if any) a broadcast
 * dim; built once per run, found again in the cache */
typedef struct MapCache {
  struct MapCacheEntry *entries;
  uint32_t cap, len;
} MapCache;
Attr *maps_broadcast(MapCache *c, uint32_t rank, uint32_t orank, const bool *zero);
void maps_free(MapCache *c);

/* lower_template.c: templates, a linalg.generic's printed form replayed for later
 * ones of the same key in the chunk (see there) */
typedef struct ConstAsk { /* a constant of the block a body asked for */
  Type *type;
  uint64_t bits;
  double f;
  bool is_float;
} ConstAsk;
enum { TEMPLATE_CONSTS_MAX = 4 }; /* a body that asks for more is printed whole */
typedef struct TemplateMemo TemplateMemo;
typedef struct TemplateMemos {
  bool off;            /* no template is made or replayed */
  TemplateMemo *memos; /* the chunk's, by key */
  uint32_t gen, len;
  Arena arena;         /* the chunk's ConstAsks */
  struct {             /* the asks of the body being emitted for a template still to be printed */
    bool on, overflow;
    uint32_t n;
    ConstAsk asks[TEMPLATE_CONSTS_MAX];
    Value *values[TEMPLATE_CONSTS_MAX];
  } asks;
} TemplateMemos;
void memos_chunk_begin(TemplateMemos *t);
void memos_free(TemplateMemos *t);
/* The memo of an element-wise op or of a broadcast copy; NULL: it has none */
TemplateMemo *memo_of_op(TemplateMemos *t, const Op *op);
TemplateMemo *memo_of_copy(TemplateMemos *t, const Type *from, const Type *to, uint32_t d);
bool memo_ready(const TemplateMemo *m); /* it has a template to replay */
/* A linalg.generic of ops[0..nops) without a body, printed from m's template;
 * the block's constants its body uses are asked for at `consts`, as the first did. */
Op *memo_replay(const TemplateMemo *m, Emitter *e, uint32_t nops, Value **ops, Type *result, Emitter *consts);
/* Around the emitting of a body: the printer is to keep g's printed form as m's
 * template, with the constants the body asked for (memo_note_const). */
void memo_record_begin(TemplateMemos *t, const TemplateMemo *m);
void memo_note_const(TemplateMemos *t, ConstAsk ask, Value *v);
void memo_record_end(TemplateMemos *t, TemplateMemo *m, Op *g);

/* lower_body.c: the scalar body of a TOSA op inside its linalg.generic, and scalar constants */
Value *lower_const_int(Emitter *e, Type *type, int64_t v);
Value *lower_const_float(Emitter *e, Type *type, double v);
double lower_to_float_type(double v, Type *type);
Value *lower_emit_body(Emitter *e, BodyArgs *b);
/* `key = a` of a quantization attribute (#tosa.unary_quant<input_zp = a, output_zp = b>); 0 without */
int64_t lower_quant_zero_point(const Attr *q, const char *key);

/* ---------------------------------------------------------------- ops with a lowering of their own
 * The op table's lowering column names a function per op (lower_tensor.c, ...):
 * it reads the op, refuses at it what it cannot lower (lower_refuse, false), or
 * writes the ops before it (r->e) and hands each result over (lower_result). */
typedef struct OpRewrite {
  LowerState *ls;
  Op *op;
  Emitter e;          /* before the op */
  Op *before;         /* the op before the first one written */
  bool no_tosa_left;  /* --no-tosa-left: lower_refuse reports */
} OpRewrite;
typedef bool OpLowerFn(OpRewrite *r);
#define TOSA_OTHER(id, name, lowering, ...) OpLowerFn lowering;
#include "../ir/tosa_ops.def"

/* lower.c: what the block being lowered already made, reused (once per block) */
Value *lower_block_dim(LowerState *ls, Emitter *e, Value *tensor, uint32_t d);
Value *lower_block_index(LowerState *ls, Emitter *e, int64_t v);
Value *lower_block_empty(LowerState *ls, Emitter *e, uint32_t nsizes, Value **sizes, Type *type, bool toplevel);
Attr *lower_dict1(Arena *arena, const char *key, Attr *value); /* {key = value} (lower_rewrite.c) */
NameMap *lower_variables(void); /* the chunk's tosa.variable names (`@v`) -> their types */

/* lower_variable.c: a module-level TOSA op (tosa.variable), rewritten in place
 * unless elementwise_only: true when it is one */
bool lower_module_level(Op *op, const OpInfo *info, bool elementwise_only, bool no_tosa_left);
/* lower_rewrite.c: the op's own function, if it has one and it is on: true when
 * the op is rewritten (and gone); the header of tosa.cond_if / tosa.while_loop */
bool lower_rewrite(LowerState *ls, Op *op, const OpInfo *info, bool elementwise_only, bool no_tosa_left);
bool lower_rewrite_header(LowerState *ls, Op *op, const OpInfo *info, bool elementwise_only);
/* lower_refuse: not lowered, carried through as read (an error with --no-tosa-left);
 * lower_reject: an error in any case (the op's spelling is already rewritten in part) */
bool lower_refuse(OpRewrite *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
bool lower_reject(OpRewrite *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
Value *lower_dim(OpRewrite *r, Value *tensor, uint32_t d);  /* tensor.dim, once per block */
Value *lower_index(OpRewrite *r, int64_t v);                /* an index constant of the block */
/* tensor.empty of type; sizes[d] the size of each dynamic dim d */
Value *lower_empty(OpRewrite *r, Type *type, Value *const *sizes);
Value *lower_cast(OpRewrite *r, Value *v, Type *to);        /* tensor.cast, when the types differ */
/* The op's result i is v (cast to the result's type where it differs). */
void lower_result(OpRewrite *r, uint32_t i, Value *v);
/* After lower_result: sizes[d] (if any) is the size of the result's dynamic dim d,
 * which later ops then read instead of a tensor.dim of it. */
void lower_result_sizes(OpRewrite *r, uint32_t i, Value *const *sizes);

/* lower_tensor.c: x padded by low[d] and high[d] (static, >= 0) in each dim, with
 * `value` (of x's element type): tensor.pad */
Value *lower_pad_with(OpRewrite *r, Value *x, const int64_t *low, const int64_t *high, Value *value);
/* lower_tensor.c: "[a, $v, c]", a size static or the next $v (DIM_DYNAMIC) */
void spell_sizes(Buf *b, uint32_t n, const int64_t *dims);

/* lower_spell.c: an op spelled by a format: $v a Value *, $t a Type *, $m an affine
 * map Attr *, $s a string, $d an int64_t, $r a Block * (the text so far opens that
 * region), $$ a dollar; the text starts with the op's name (its results are
 * printed before it). */
Op *lower_spell(Emitter *e, uint32_t nresults, Type *const *types, const char *fmt, ...);
Value *lower_spell1(Emitter *e, Type *type, const char *hint, const char *fmt, ...);
/* one result, the $v from values[], the two $t from and to */
Value *lower_spell_values(OpRewrite *r, Type *type, const char *hint, const char *fmt, Value *const *values,
                          uint32_t nvalues, Type *from, Type *to);
/* one result, the $v from values[] and the $t from types[], in order */
Value *lower_spell_array(Emitter *e, Type *type, const char *hint, const char *fmt, Value *const *values,
                         Type *const *types);
/* linalg.generic with `loops` parallel loops over nin inputs (at most
 * LOWER_GENERIC_INS_MAX; none: no ins()) and one output, maps[nin + 1]:
 *   %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", ...]}
 *          ins(%x : tensor<2x3xi8>) outs(%e : tensor<2x2x1x3xi8>) {
 *   ^bb0(%in: i8, %out: i8):
 *     ...                                   // body: lower_generic_body's block, filled
 *   } -> tensor<2x2x1x3xi8>                 // by the caller, ending with linalg.yield */
enum { LOWER_GENERIC_INS_MAX = 3 };
Block *lower_generic_body(const Emitter *e, uint32_t nin, Value *const *ins, const Value *out);
/* In a body: linalg.index d, or %c0 (of the block) where the loop's size is 1. */
Value *lower_loop_index(OpRewrite *r, Emitter *body, uint32_t d, int64_t size);
Value *lower_spell_generic(Emitter *e, uint32_t loops, uint32_t nin, Value *const *ins, Value *out, Attr *const *maps,
                           Block *body);

/* lower_quant.c: tosa.apply_scale expanded to arith at e (constants of e->consts's
 * block): value of `width` bits (32, 48, 64), i32 multiplier, i8 shift; an i32 */
Value *lower_apply_scale_arith(Emitter *e, Value *v, uint32_t width, Value *m, Value *shift, bool double_round);
/* the same with multiplier m and shift s (in [0, 63]) known: the constant parts folded */
Value *lower_apply_scale_known(Emitter *e, Value *v, uint32_t width, int64_t m, int64_t s, bool double_round);
/* lower_contract.c: what the matmuls and the convolutions (lower_conv.c) share */
typedef struct ContractZeroPoint {
  bool known;     /* a constant: value */
  int64_t value;
  Value *operand; /* else LLVM 22's tensor<1xE>, read at run time */
  Value *read;    /* its element, once read (tensor.extract) */
} ContractZeroPoint;
bool contract_ranked(const Value *v, uint32_t rank);
Emitter contract_body_emitter(const OpRewrite *r, Block *b);
/* integers of 8 or 16 bits and an integer result at least as wide, or floats; else refused */
bool contract_types(OpRewrite *r, const Type *in, const Type *w, const Type *out);
/* dim d[i] of t[i]: static where any is, else DIM_DYNAMIC; false when two static ones differ */
bool contract_shared_dim(uint32_t n, Value *const *t, const uint32_t *d, int64_t *dim);
Value *contract_dim_size(OpRewrite *r, Value *v, uint32_t d, int64_t dim); /* tensor.dim where dim is dynamic, else NULL */
/* LLVM 19's `key = N` of quantization_info, or LLVM 22's operand #operand; floats' are 0 */
void contract_read_zp(const Op *op, const char *key, uint32_t operand, bool floats, ContractZeroPoint *z);
bool contract_zp_is_zero(const ContractZeroPoint *z);
Value *contract_zp_elem(OpRewrite *r, ContractZeroPoint *z, Type *elem); /* the zero point of type elem */
Value *contract_zp_i32(OpRewrite *r, ContractZeroPoint *z);                   /* as the _q ops take it */
bool contract_zp_operands_ok(OpRewrite *r, uint32_t first); /* LLVM 22's: tensors of one element; else refused */
Value *contract_zeros(OpRewrite *r, Type *t, Value *const *sizes);          /* tensor.empty + linalg.fill 0 */
/* the rank-1 bias along the last dim of a new tensor of type t, converted to its element type */
Value *contract_broadcast_bias(OpRewrite *r, Value *bias, Type *t, Value *const *sizes);
Value *contract_add_bias(OpRewrite *r, Value *bias, Value *x, Value *const *sizes); /* x + bias along its last dim */
Value *contract_convert(OpRewrite *r, Value *x, Type *elem, Value *const *sizes); /* x's elements as elem */
Value *contract_transpose(OpRewrite *r, Value *x, uint32_t rank, const uint32_t *perm);

/* lower_control.c: tosa.cond_if and tosa.while_loop (lower_control) as the rest of
 * them arrives: each op of a region of theirs (ctrl_note), an entry label
 * (true: it is gone), the text after each region, the op printed before. */
void ctrl_note(const Op *op);
bool ctrl_label(Op *label);
void ctrl_next(Op *op, ForeignPiece *piece, bool last);
void ctrl_op_done(void);
void ctrl_reset(bool free_all); /* the ops open are gone (and with free_all, the memory) */
/* A foreign op's piece being written: its text and its names (ForeignRef records) */
typedef struct PieceBuf {
  Buf text;
  Buf refs;
} PieceBuf;
void pb_str(PieceBuf *b, const char *s);
void pb_slice(PieceBuf *b, const ForeignPiece *src, uint32_t from, uint32_t to); /* src's text [from, to), its names */
ForeignPiece pb_done(PieceBuf *b, Arena *a);
Op *lower_emit_text(Emitter *e, const char *name, ForeignPiece piece); /* a foreign op of that spelling */

#endif
