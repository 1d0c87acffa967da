/* tosa_ops.c — the op and attribute tables generated from tosa_ops.def, and name lookup. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "ir.h"

static const OpInfo ops[] = {
#define TOSA_OP(id, name, arity, classes, result, fbody, ibody, bbody, hook, ref_in, ref_out, ref_elem, ref_shape) \
  {TOSA_##id, name, arity, classes, result, {fbody, ibody, bbody}, hook, ref_in, ref_out, ref_elem, ref_shape},
#include "tosa_ops.def"
};

static const TosaAttr attrs[] = {
#define TOSA_ATTR(op, llvm, name, constraint, required) {TOSA_##op, llvm, name, constraint, required},
#include "tosa_ops.def"
};

const TosaAttr *tosa_op_attrs(const OpInfo *op, int llvm, size_t *n) {
  size_t i = 0, count = 0;
  const size_t rows = sizeof attrs / sizeof attrs[0];
  while (i < rows && (attrs[i].op != op->id || attrs[i].llvm != llvm)) i++;
  while (i + count < rows && attrs[i + count].op == op->id && attrs[i + count].llvm == llvm) count++;
  *n = count;
  return count ? &attrs[i] : NULL;
}

bool tosa_op_has_attr(const OpInfo *op, int llvm, const char *name) {
  size_t n;
  const TosaAttr *a = tosa_op_attrs(op, llvm, &n);
  for (size_t i = 0; i < n; i++)
    if (!strcmp(a[i].name, name)) return true;
  return false;
}

/* Every generic op of the input is looked up (tosa_op_lookup_interned spares
 * most lookups): a binary search of the names, sorted once for the process, as
 * threads may run the library at once. Sorting allocates nothing, so running
 * out of memory cannot jump out of pthread_once. */
typedef struct NamedOp {
  const char *name;
  const OpInfo *op;
} NamedOp;
enum { NOPS = sizeof ops / sizeof ops[0] };
static NamedOp by_name[NOPS + 2];

static int compare_names(const void *a, const void *b) {
  return strcmp(((const NamedOp *)a)->name, ((const NamedOp *)b)->name);
}

static void sort_names(void) {
  const OpInfo *int_div = NULL;
  for (size_t i = 0; i < NOPS; i++) {
    by_name[i] = (NamedOp){ops[i].name, &ops[i]};
    if (!strcmp(ops[i].name, "tosa.int_div")) int_div = &ops[i];
  }
  /* The integer division op has had three names: the RFC's, LLVM 19's, LLVM 22's. */
  by_name[NOPS] = (NamedOp){"tosa.div", int_div};
  by_name[NOPS + 1] = (NamedOp){"tosa.intdiv", int_div};
  qsort(by_name, NOPS + 2, sizeof by_name[0], compare_names);
}

const OpInfo *tosa_op_lookup(const char *name) {
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  if (strncmp(name, "tosa.", 5) != 0) return NULL;
  pthread_once(&once, sort_names);
  const NamedOp key = {name, NULL}, *found = bsearch(&key, by_name, NOPS + 2, sizeof key, compare_names);
  return found ? found->op : NULL;
}

/* The same for a name from ir_intern, which is one pointer per spelling for the
 * run (ir_global_epoch tells runs apart): a memo by that pointer spares the hash
 * of every op line's name. */
const OpInfo *tosa_op_lookup_interned(const char *name) {
  static _Thread_local struct { const char *name; uint64_t epoch; const OpInfo *op; } memo[64];
  size_t slot = ((uintptr_t)name >> 4) % (sizeof memo / sizeof *memo);
  if (memo[slot].name == name && memo[slot].epoch == ir_global_epoch) return memo[slot].op;
  const OpInfo *op = tosa_op_lookup(name);
  memo[slot].name = name;
  memo[slot].epoch = ir_global_epoch;
  memo[slot].op = op;
  return op;
}

/* The tosa ops that are not element-wise, of LLVM 19 and of LLVM 22 (TOSA 1.0 and
 * its shape ops), as `mlir-opt-19` and `mlir-opt-22` register them. */
static const char *const other_ops[] = {
    "apply_scale", "argmax", "avg_pool2d", "cast_from_block_scaled", "cast_to_block_scaled", "concat",
    "cond_if", "const", "const_shape", "conv2d", "conv3d", "custom", "depthwise_conv2d", "dim", "fft2d",
    "fully_connected", "gather", "identity", "matmul", "matmul_t_block_scaled", "max_pool2d", "pad",
    "reduce_all", "reduce_any", "reduce_max", "reduce_min", "reduce_prod", "reduce_product", "reduce_sum",
    "rescale", "reshape", "resize", "reverse", "rfft2d", "scatter", "slice", "table", "tile", "transpose",
    "transpose_conv2d", "variable", "variable.read", "variable.write", "variable_read", "variable_write",
    "while_loop", "yield",
    /* LLVM 22's shape ops */
    "add_shape", "concat_shape", "div_ceil_shape", "div_floor_shape", "exp2_shape", "log2_ceil_shape",
    "log2_floor_shape", "max_shape", "min_shape", "mod_shape", "mul_shape", "slice_shape", "sub_shape", NULL};

bool tosa_op_exists(const char *name) {
  if (tosa_op_lookup(name)) return true;
  if (strncmp(name, "tosa.", 5) != 0) return false;
  for (size_t i = 0; other_ops[i]; i++)
    if (!strcmp(other_ops[i], name + 5)) return true;
  return false;
}

unsigned tosa_elem_class(const Type *t) {
  if (t->kind == TYPE_FLOAT) return EC_FLOAT;
  if (t->kind == TYPE_INT) return t->width == 1 ? EC_BOOL : EC_INT;
  return 0;
}
