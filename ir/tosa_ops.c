/* tosa_ops.c — the op table generated from tosa_ops.def, and name lookup. */
#include <string.h>

#include "ir.h"

static const OpInfo ops[] = {
#define TOSA_OP(id, name, arity, classes, result, fbody, ibody, bbody, hook, ref_in, ref_out, ref_elem, ref_shape) \
  {TOSA_##id, name, arity, classes, result, {fbody, ibody, bbody}, hook, ref_in, ref_out, ref_elem, ref_shape},
#include "tosa_ops.def"
#undef TOSA_OP
};

const OpInfo *tosa_op_lookup(const char *name) {
  if (strncmp(name, "tosa.", 5) != 0) return NULL;
  /* The integer division op has had three names: the RFC's, LLVM 19's, LLVM 22's. */
  if (!strcmp(name, "tosa.div") || !strcmp(name, "tosa.intdiv")) name = "tosa.int_div";
  for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
    if (!strcmp(ops[i].name, name)) return &ops[i];
  return NULL;
}

unsigned tosa_elem_class(const Type *t) {
  if (t->kind == TYPE_FLOAT) return EC_FLOAT;
  if (t->kind == TYPE_INT) return t->width == 1 ? EC_BOOL : EC_INT;
  return 0;
}
