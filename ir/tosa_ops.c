/* tosa_ops.c — the tables generated from tosa_ops.def, and lookup by name. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "ir.h"

#define TOSA_HOOK_0(id) HOOK_NONE
#define TOSA_HOOK_1(id) HOOK_##id
static const OpInfo ops[] = {
#define TOSA_OP(id, name, arity, classes, result, fbody, ibody, bbody, hook, cond, memo, ref_in, ref_out, ref_elem, \
                ref_shape)                                                                                        \
  {TOSA_##id, name,  LOWER_ELEMENTWISE, FORM_PLAIN, arity,   classes, result, {fbody, ibody, bbody},               \
   TOSA_HOOK_##hook(id), cond, memo, ref_in, ref_out, ref_elem, ref_shape, {"", ""}},
#define TOSA_OTHER(row, spelling, how, syntax, llvm19, llvm22) \
  {.id = TOSA_##row, .name = spelling, .lowering = LOWER_OTHER, .form = syntax, .inherent = {llvm19, llvm22}},
#include "tosa_ops.def"
};
_Static_assert(sizeof ops / sizeof ops[0] == TOSA_OP_COUNT, "a row per TosaOpId, in its order");

static const TosaAttr attrs[] = {
#define TOSA_ATTR(op, llvm, name, constraint, required) {TOSA_##op, llvm, name, constraint, required},
#include "tosa_ops.def"
};

static const TosaOperand operands[] = {
#define TOSA_OPERAND(op, name, kind) {TOSA_##op, name, kind},
#include "tosa_ops.def"
};

/* Every spelling of every op: its row's name, then the TOSA_NAME rows (llvm: the
 * generation of an alias; -1 for a row's own name). */
static const struct Spelling {
  const char *name;
  TosaOpId id;
  int llvm;
} spellings[] = {
#define TOSA_OP(id, name, ...) {name, TOSA_##id, -1},
#define TOSA_OTHER(id, name, ...) {name, TOSA_##id, -1},
#define TOSA_NAME(id, name, llvm) {name, TOSA_##id, llvm},
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

const TosaOperand *tosa_op_operands(const OpInfo *op, size_t *n) {
  size_t i = 0, count = 0;
  const size_t rows = sizeof operands / sizeof operands[0];
  while (i < rows && operands[i].op != op->id) i++;
  while (i + count < rows && operands[i + count].op == op->id) count++;
  *n = count;
  return count ? &operands[i] : NULL;
}

/* The spellings in an open-addressing hash table, made once for the process (the
 * threads that run the library share it, read only). Making it allocates
 * nothing, so running out of memory cannot jump out of pthread_once. */
enum { NSPELLINGS = sizeof spellings / sizeof spellings[0], SLOTS = 512 };
_Static_assert(NSPELLINGS * 2 <= SLOTS, "a table at most half full");
static struct Slot {
  const char *name;
  size_t len;
  const OpInfo *op;
  unsigned gens; /* TOSA_LLVM19 | TOSA_LLVM22: the generations that spell the op so */
} slots[SLOTS];
/* foreign_initial[c]: some FORM_FOREIGN op's name has c right after `tosa.` */
static bool foreign_initial[256];
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

static unsigned gen_bit(int llvm) { return llvm == 19 ? TOSA_LLVM19 : llvm == 22 ? TOSA_LLVM22 : 0; }

/* The generations that spell op i's row name so: those that define the op, but
 * the ones its TOSA_NAME rows spell otherwise. */
static unsigned row_gens(TosaOpId id) {
  const OpInfo *op = &ops[id];
  unsigned gens = (op->inherent[0] ? TOSA_LLVM19 : 0u) | (op->inherent[1] ? TOSA_LLVM22 : 0u);
  for (size_t i = 0; i < NSPELLINGS; i++)
    if (spellings[i].id == id && spellings[i].llvm >= 0) gens &= ~gen_bit(spellings[i].llvm);
  return gens;
}

static void make_tables(void) {
  for (size_t i = 0; i < NSPELLINGS; i++) {
    const char *name = spellings[i].name;
    size_t len = strlen(name), j = ir_hash_bytes(name, len, 0) & (SLOTS - 1);
    while (slots[j].name) j = (j + 1) & (SLOTS - 1);
    int llvm = spellings[i].llvm;
    slots[j] = (struct Slot){name, len, &ops[spellings[i].id], llvm < 0 ? row_gens(spellings[i].id) : gen_bit(llvm)};
    if (ops[spellings[i].id].form == FORM_FOREIGN) foreign_initial[(unsigned char)name[5]] = true;
  }
}

static const struct Slot *find_slot(const char *name, size_t n) {
  pthread_once(&tables_once, make_tables);
  for (size_t j = ir_hash_bytes(name, n, 0) & (SLOTS - 1); slots[j].name; j = (j + 1) & (SLOTS - 1))
    if (slots[j].len == n && !memcmp(slots[j].name, name, n)) return &slots[j];
  return NULL;
}

const OpInfo *tosa_op_lookup_n(const char *name, size_t n) {
  const struct Slot *s = find_slot(name, n);
  return s ? s->op : NULL;
}

bool tosa_op_exists(const char *name) { return tosa_op_lookup(name) != NULL; }

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

/* The generations of the spelling s in which attribute `attr` is inherent. */
static unsigned inherent_in(const struct Slot *s, const char *attr) {
  unsigned gens = 0;
  for (int g = 0; g < 2; g++) {
    unsigned bit = g ? TOSA_LLVM22 : TOSA_LLVM19;
    if (!(s->gens & bit)) continue;
    bool elementwise = s->op->lowering == LOWER_ELEMENTWISE;
    if (elementwise ? tosa_op_has_attr(s->op, g ? 22 : 19, attr) : in_words(s->op->inherent[g], attr)) gens |= bit;
  }
  return gens;
}

unsigned tosa_op_generations(const char *name, const Attr *attrs) {
  const struct Slot *s = find_slot(name, strlen(name));
  if (!s) return 0;
  unsigned named = 0; /* the generations an attribute inherent in only one of them names */
  for (uint32_t i = 0; attrs && i < attrs->n; i++) {
    unsigned in = inherent_in(s, attrs->entries[i].name);
    if (in && in != s->gens) named |= in;
  }
  return named == TOSA_LLVM19 || named == TOSA_LLVM22 ? named : s->gens;
}

bool tosa_attr_inherent(const char *name, unsigned gens, const char *attr) {
  const struct Slot *s = gens ? find_slot(name, strlen(name)) : NULL;
  return s && (inherent_in(s, attr) & gens) == gens;
}

const OpInfo *tosa_op_lookup(const char *name) { return tosa_op_lookup_n(name, strlen(name)); }

bool tosa_op_is_foreign(const char *s, size_t n) {
  pthread_once(&tables_once, make_tables);
  if (n < 6 || memcmp(s, "tosa.", 5) || !foreign_initial[(unsigned char)s[5]]) return false;
  const OpInfo *op = tosa_op_lookup_n(s, n);
  return op && op->form == FORM_FOREIGN;
}

unsigned tosa_elem_class(const Type *t) {
  if (t->kind == TYPE_FLOAT) return EC_FLOAT;
  if (t->kind == TYPE_INT) return t->width == 1 ? EC_BOOL : EC_INT;
  return 0;
}
