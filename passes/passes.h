/* passes.h — the passes run on each function between parsing and printing, and the
 * broadcast shape rules they share. */
#ifndef TOSA2LINALG_PASSES_H
#define TOSA2LINALG_PASSES_H

#include "../ir/ir.h"

/* ------------------------------------------------------------------ shape.c
 * The Broadcastable trait: InferDim, InferShape (with rank expansion by prepending
 * 1s) and InferResultShape over any number of operands, unranked ones skipped. */
typedef struct Shape {
  uint32_t rank;
  int64_t dims[IR_MAX_RANK]; /* DIM_DYNAMIC for '?' */
} Shape;

/* Combines two dimensions; false when both are static, > 1 and different. */
bool shape_infer_dim(int64_t dim0, int64_t dim1, int64_t *inferred);
/* Broadcasts `into` with `shape` (rank expansion first); false if incompatible. */
bool shape_infer(Shape *into, const Shape *shape);
/* Shape inferred from the ranked operands of an element-wise op. Returns 1 when
 * inferred, 0 when no operand is ranked, -1 when operands are incompatible. */
int shape_infer_result(Type **operand_types, uint32_t n, Shape *out);
void shape_of(const Type *tensor, Shape *out);
/* Result verification table: false if the declared result is incompatible. */
bool shape_result_compatible(const Shape *inferred, const Type *result);
/* mlir-opt-19's laxer form: extra leading result dims are not looked at. */
bool shape_result_broadcastable(const Shape *inferred, const Type *result);
/* tosa.equal's inferred result shape (LLVM 19); false when none is inferred. */
bool shape_infer_equal(Type **operand_types, uint32_t n, Shape *out);

/* Whether a memo may key op by its name and function type: its row says its
 * lowering and verdict depend on those alone (memo column, tosa_ops.def), it has
 * only its value operands (not LLVM 22's shift or zero points, read as values),
 * and its function type is kept for the run (Type.for_run: one pointer, one
 * signature). The memos are verify.c's verdicts and lower_template.c's templates; an
 * op with attributes each memo decides for itself. */
static inline bool tosa_op_keyed_by_type(const Op *op) {
  return op->info && op->info->memo != MEMO_NEVER && op->fntype && op->fntype->for_run &&
         op->noperands == op->info->arity;
}

/* ------------------------------------------------------------------ verify.c */
typedef struct VerifyOptions {
  bool strict_ranks;       /* AllRanksMatchIfKnown, as LLVM 22 enforces */
  bool allow_unregistered; /* --allow-unregistered-dialect: generic ops of any dialect */
  bool no_tosa_left;       /* --no-tosa-left: a TOSA op no function lowers is an error */
  bool elementwise_only;   /* --elementwise-only: only the element-wise ops and tosa.const are */
} VerifyOptions;

void verify_chunk_begin(void);
void verify_reset(void); /* frees the chunk state for good */
/* A function, as its body streams: its header, each op at the body's top level
 * (as soon as it is read), and its end (with the ops left in its body, held
 * back); each reports every error it finds and returns false if it found one. */
bool verify_func_begin(Func *f);
bool verify_func_op(Func *f, Op *op, const VerifyOptions *opts);
bool verify_func_end(Func *f, const VerifyOptions *opts);
/* An op with regions that streams (f NULL at top level): its own checks, once its
 * text up to the first region is read; and the ops held in one of its regions. */
bool verify_region_op_begin(Func *f, Op *op, const VerifyOptions *opts);
bool verify_held_block(Func *f, Block *b, const VerifyOptions *opts);
bool verify_toplevel_op(Op *op, const VerifyOptions *opts);
bool verify_module_attrs(Loc loc, const Attr *attrs); /* `module attributes {...}` */
bool verify_chunk_end(void);                            /* calls to functions never defined */

/* ------------------------------------------------------------------ symtab.c
 * The chunk's functions and calls, kept on disk so that memory does not grow with
 * their number; redefinitions and calls that do not match their callee are
 * reported at the end of the chunk, in textual order. */
void symtab_chunk_begin(void);
void symtab_reset(void); /* also closes the temporary file */
void symtab_define(const Func *f);
void symtab_call(Loc loc, const char *callee, size_t callee_len, const Type *call_type);
bool symtab_chunk_end(void); /* true when it reported nothing */

/* ------------------------------------------------------------------ lower.c */
/* A function as its body streams: begin, each op at the body's top level (in the
 * body, alone), done once it is printed, and the end (the ops held in the body). */
void lower_func_begin(Func *f);
void lower_func_op(Op *op);
void lower_func_op_done(void);
void lower_func_end(void);
/* The regions of an op that streams: each a block of its own for the index
 * constants; toplevel: the op is an item of its own. The op's first piece, and
 * `piece`, the text after each region, may be rewritten (tosa.cond_if,
 * tosa.while_loop), and ops put in the op's block: printed before its header. */
void lower_region_begin(Block *first, bool toplevel);
void lower_region_next(Op *op, ForeignPiece *piece, bool last);
void lower_reset(void); /* frees the run's caches */
/* Each `// -----` chunk starts afresh: the templates (lower_template.c) were the last chunk's. */
void lower_chunk_begin(void);
/* Whether later linalg.generics may be replayed from an earlier one's template
 * (not with --fuse, which rewrites the bodies). */
void lower_set_templates(bool on);
/* lower_tensor.c: the integers of attribute `name` (LLVM 19) or of constant operand
 * `operand` (LLVM 22's shape operands, LLVM 19's permutation and padding): false
 * when neither is there (or they are more than max). */
bool op_const_ints(const Op *op, const char *name, uint32_t operand, int64_t *out, uint32_t max, uint32_t *n);
/* its old name, which driver.c still uses */
/* --runtime-checks: where sizes known only at run time must be equal or 1 for an op
 * to be defined, a cf.assert says so, naming the op at its place in `file`. */
void lower_set_runtime_checks(bool on, const char *file);
/* --elementwise-only: of the TOSA ops that are not element-wise, only tosa.const is
 * lowered (to arith.constant); the others are printed as read. */
void lower_set_elementwise_only(bool on);
/* --no-tosa-left: each TOSA op left after the lowering is an error that names it. */
void lower_set_no_tosa_left(bool on);
/* Whether the lowering has a function for the TOSA op of that name (element-wise
 * ones included; with elementwise_only, tosa.const only of the others). */
bool lower_knows(const char *name, bool elementwise_only);

/* ------------------------------------------------------------------ fuse.c
 * --fuse: chains of lowered element-wise ops whose intermediate values have no
 * other use become one linalg.generic (a whole body: it does not stream then). */
void fuse_block(Block *b);
void lower_toplevel_op(Op *op); /* the ops in the regions of a top-level op carried through */

#endif
