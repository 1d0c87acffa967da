/* tosa_ops.c — the op table generated from tosa_ops.def, and name lookup. */
#include <string.h>

#include "ir.h"

static const OpInfo ops[] = {
#define TOSA_OP(id, name, arity, classes, result, fbody, ibody, bbody, hook, ref_in, ref_out, ref_elem, ref_shape) \
  {TOSA_##id, name, arity, classes, result, {fbody, ibody, bbody}, hook, ref_in, ref_out, ref_elem, ref_shape},
#include "tosa_ops.def"
#undef TOSA_OP
};

/* Every generic op of the input is looked up: a hash map, built on first use
 * (on the heap, so it survives ir_reset_globals), instead of ~40 strcmp. */
const OpInfo *tosa_op_lookup(const char *name) {
  static NameMap by_name; /* .arena == NULL: heap */
  if (!by_name.cap) {
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) namemap_put(&by_name, ops[i].name, (void *)&ops[i]);
    /* The integer division op has had three names: the RFC's, LLVM 19's, LLVM 22's. */
    const OpInfo *int_div = namemap_get(&by_name, "tosa.int_div");
    namemap_put(&by_name, "tosa.div", (void *)int_div);
    namemap_put(&by_name, "tosa.intdiv", (void *)int_div);
  }
  if (strncmp(name, "tosa.", 5) != 0) return NULL;
  return namemap_get(&by_name, name);
}

unsigned tosa_elem_class(const Type *t) {
  if (t->kind == TYPE_FLOAT) return EC_FLOAT;
  if (t->kind == TYPE_INT) return t->width == 1 ? EC_BOOL : EC_INT;
  return 0;
}
