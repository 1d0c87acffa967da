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

/* Every tosa op by name: the element-wise ones (with their OpInfo) and the others
 * (TOSA_OTHER rows), each with the generations that define it. Every generic op of
 * the input is looked up (tosa_op_lookup_interned spares most lookups): a binary
 * search of the names, sorted once for the process, as threads may run the
 * library at once. Sorting allocates nothing, so running out of memory cannot jump
 * out of pthread_once. */
typedef struct NamedOp {
  const char *name;
  const OpInfo *op;   /* element-wise, else NULL */
  unsigned gens;      /* TOSA_LLVM19 | TOSA_LLVM22: the generations that define it */
  const char *attrs[2]; /* not element-wise: inherent attributes in LLVM 19, 22 */
} NamedOp;
static const NamedOp others[] = {
#define TOSA_OTHER(name, llvm19, llvm22) {name, NULL, 0, {llvm19, llvm22}},
#include "tosa_ops.def"
};
enum { NOPS = sizeof ops / sizeof ops[0], NOTHERS = sizeof others / sizeof others[0], NNAMES = NOPS + 2 + NOTHERS };
static NamedOp by_name[NNAMES];

static int compare_names(const void *a, const void *b) {
  return strcmp(((const NamedOp *)a)->name, ((const NamedOp *)b)->name);
}

static void sort_names(void) {
  const OpInfo *int_div = NULL;
  for (size_t i = 0; i < NOPS; i++) {
    by_name[i] = (NamedOp){ops[i].name, &ops[i], TOSA_LLVM19 | TOSA_LLVM22, {NULL, NULL}};
    if (ops[i].id == TOSA_INT_DIV) {
      int_div = &ops[i];
      by_name[i].gens = TOSA_LLVM19;
    }
  }
  /* The integer division op has had three names: the RFC's (no mlir-opt's),
   * LLVM 19's, LLVM 22's. */
  by_name[NOPS] = (NamedOp){"tosa.div", int_div, 0, {NULL, NULL}};
  by_name[NOPS + 1] = (NamedOp){"tosa.intdiv", int_div, TOSA_LLVM22, {NULL, NULL}};
  for (size_t i = 0; i < NOTHERS; i++) {
    by_name[NOPS + 2 + i] = others[i];
    by_name[NOPS + 2 + i].gens = (others[i].attrs[0] ? TOSA_LLVM19 : 0u) | (others[i].attrs[1] ? TOSA_LLVM22 : 0u);
  }
  qsort(by_name, NNAMES, sizeof by_name[0], compare_names);
}

static const NamedOp *find_named(const char *name) {
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  if (strncmp(name, "tosa.", 5) != 0) return NULL;
  pthread_once(&once, sort_names);
  const NamedOp key = {name, NULL, 0, {NULL, NULL}};
  return bsearch(&key, by_name, NNAMES, sizeof key, compare_names);
}

const OpInfo *tosa_op_lookup(const char *name) {
  const NamedOp *found = find_named(name);
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

bool tosa_op_exists(const char *name) { return find_named(name) != NULL; }

/* Whether `word` is one of the space-separated names of `list`. */
static bool in_words(const char *list, const char *word) {
  size_t n = strlen(word);
  for (const char *p = list; p && *p;) {
    size_t k = strcspn(p, " ");
    if (k == n && !memcmp(p, word, n)) return true;
    p += k + (p[k] == ' ');
  }
  return false;
}

/* The generations of o in which attribute `attr` is inherent. */
static unsigned inherent_in(const NamedOp *o, const char *attr) {
  unsigned gens = 0;
  for (int g = 0; g < 2; g++) {
    unsigned bit = g ? TOSA_LLVM22 : TOSA_LLVM19;
    if (!(o->gens & bit)) continue;
    if (o->op ? tosa_op_has_attr(o->op, g ? 22 : 19, attr) : in_words(o->attrs[g], attr)) gens |= bit;
  }
  return gens;
}

unsigned tosa_op_generations(const char *name, const Attr *attrs) {
  const NamedOp *o = find_named(name);
  if (!o) return 0;
  unsigned named = 0; /* the generations an attribute inherent in only one of them names */
  for (uint32_t i = 0; attrs && i < attrs->n; i++) {
    unsigned in = inherent_in(o, attrs->entries[i].name);
    if (in && in != o->gens) named |= in;
  }
  return named == TOSA_LLVM19 || named == TOSA_LLVM22 ? named : o->gens;
}

bool tosa_attr_inherent(const char *name, unsigned gens, const char *attr) {
  const NamedOp *o = gens ? find_named(name) : NULL;
  return o && (inherent_in(o, attr) & gens) == gens;
}

unsigned tosa_elem_class(const Type *t) {
  if (t->kind == TYPE_FLOAT) return EC_FLOAT;
  if (t->kind == TYPE_INT) return t->width == 1 ? EC_BOOL : EC_INT;
  return 0;
}
