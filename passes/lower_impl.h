/* lower_impl.h — what the lowering's two files share: where new ops go, the
 * scalar body's inputs, and the emitters each calls in the other. */
#ifndef TOSA2LINALG_LOWER_IMPL_H
#define TOSA2LINALG_LOWER_IMPL_H

#include "passes.h"

/* Where new ops go: before `anchor` in its block, or at the end of `block`. */
typedef struct Emitter {
  Block *block;
  Op *anchor;
  Loc loc;              /* of the TOSA op being lowered: every op it becomes has it */
  const char *loc_text; /* and its written location, if any */
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
Attr *lower_predicate_props(const char *pred);
Attr *lower_identity_map(uint32_t rank); /* affine_map<(d0, ...) -> (d0, ...)>, shared */

/* lower_body.c: the scalar body of a TOSA op inside its linalg.generic, and scalar constants */
Value *lower_const_int(Emitter *e, Type *type, int64_t v);
Value *lower_const_float(Emitter *e, Type *type, double v);
double lower_to_float_type(double v, Type *type);
Value *lower_emit_body(Emitter *e, BodyArgs *b);

#endif
