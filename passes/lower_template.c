/* lower_template.c — templates: the printed form of a lowered linalg.generic,
 * kept to be replayed for later ones of the same key in the chunk.
 *
 * An element-wise op lowers to a linalg.generic that depends on its name and
 * function type only (when tosa_op_keyed_by_type says so), apart from the values
 * it reads and the names it defines; a broadcast copy, on its input and result
 * types and its dim. Once the printer has printed one, it keeps its bytes around
 * the names as a template (printer/template.c); a later one of the same key gets
 * a linalg.generic without a body, replayed from that template, and only asks for
 * the block's constants its body uses, as the first one did (bench/README.md:
 * 10% fewer instructions). Keyed by pointers: tensor types are interned, and an
 * op line's function types are kept for the run (Type.for_run), so one pointer
 * is one type. Never evicted; the chunk's end empties the table. */
#include <stdlib.h>
#include <string.h>

#include "lower_impl.h"

/* A key's template, once the printer has made it, and what its body asked of the block. */
struct TemplateMemo {
  /* the key: an element-wise op's name and function type, n = 0 (tosa.mul: its
   * shift + 1); or a broadcast copy's input and result types, n = its dim + 1 */
  const void *a, *b;
  uint32_t n;
  const Template *tpl; /* NULL until printed; template_none: print whole */
  ConstAsk *consts;        /* what its body asked for, in TemplateMemos.arena */
  uint32_t gen;            /* the chunk it was made in: an older one is a free slot */
  uint32_t nconsts;
};
enum { MEMO_SLOTS = 4096 };

void memos_chunk_begin(TemplateMemos *t) {
  t->gen++;
  t->len = 0;
  arena_reset(&t->arena);
}

void memos_free(TemplateMemos *t) {
  free(t->memos);
  t->memos = NULL;
  t->len = 0;
  arena_reset(&t->arena);
  t->asks.on = false; /* after an out-of-memory jump out of a body */
}

/* The memo of key (a, b, n), new when the chunk has none yet; NULL when full. */
static TemplateMemo *memo_find(TemplateMemos *t, const void *a, const void *b, uint32_t n) {
  if (!t->memos) t->memos = xcalloc(MEMO_SLOTS, sizeof *t->memos);
  uintptr_t h = (((uintptr_t)a >> 4) * 0x9E3779B97F4A7C15ULL ^ ((uintptr_t)b >> 4) ^ n) * 0x9E3779B97F4A7C15ULL;
  for (uint32_t i = (uint32_t)(h >> 40) & (MEMO_SLOTS - 1);; i = (i + 1) & (MEMO_SLOTS - 1)) {
    TemplateMemo *m = &t->memos[i];
    if (m->gen == t->gen && m->a == a && m->b == b && m->n == n) return m;
    if (m->gen != t->gen) {
      if ((t->len + 1) * 4 > MEMO_SLOTS * 3) return NULL; /* full: new ones print whole */
      t->len++;
      *m = (TemplateMemo){.a = a, .b = b, .n = n, .gen = t->gen};
      return m;
    }
  }
}

/* Its body reads nothing but the types (memo column MEMO_TYPES), or those and
 * tosa.mul's shift attribute (MEMO_TYPES_SHIFT), which the key holds. */
TemplateMemo *memo_of_op(TemplateMemos *t, const Op *op) {
  if (t->off || !tosa_op_keyed_by_type(op)) return NULL;
  uint32_t nattrs = (op->props ? op->props->n : 0) + (op->attrs ? op->attrs->n : 0), n = 0;
  if (op->info->memo == MEMO_TYPES_SHIFT) {
    int64_t shift;
    const Attr *a = op_attr(op, "shift");
    if (nattrs != 1 || !a || !attr_as_int(a, &shift) || shift < 0 || shift > 64) return NULL;
    n = (uint32_t)shift + 1;
  } else if (nattrs) {
    return NULL; /* the body may read them */
  }
  return memo_find(t, op->name, op->fntype, n);
}

TemplateMemo *memo_of_copy(TemplateMemos *t, const Type *from, const Type *to, uint32_t d) {
  return t->off ? NULL : memo_find(t, from, to, d + 1);
}

bool memo_ready(const TemplateMemo *m) { return m && m->tpl && m->tpl != &template_none; }

/* What says how a linalg.generic is printed: from a template, or whole and kept
 * as one; with room for the constants its body uses. */
static TemplateUse *printed_as_new(Op *g, uint32_t nconsts) {
  TemplateUse *pa = arena_alloc(A(), sizeof *pa + nconsts * sizeof(Value *));
  pa->consts = (Value **)(pa + 1);
  pa->nconsts = nconsts;
  g->template_use = pa;
  return pa;
}

Op *memo_replay(const TemplateMemo *m, Emitter *e, uint32_t nops, Value **ops, Type *result, Emitter *consts) {
  Op *g = lower_emit(e, OPK_GENERIC_LINALG, "linalg.generic", nops, ops, result);
  TemplateUse *pa = printed_as_new(g, m->nconsts);
  pa->replay = m->tpl;
  for (uint32_t i = 0; i < m->nconsts; i++) { /* as the body asked for them */
    const ConstAsk *c = &m->consts[i];
    pa->consts[i] = lower_shared_const(consts, c->type, c->bits, c->f, c->is_float);
  }
  return g;
}

void memo_record_begin(TemplateMemos *t, const TemplateMemo *m) {
  t->asks.on = m && !m->tpl;
  t->asks.n = 0;
  t->asks.overflow = false;
}

void memo_note_const(TemplateMemos *t, ConstAsk ask, Value *v) {
  if (!t->asks.on) return;
  if (t->asks.n == TEMPLATE_CONSTS_MAX) {
    t->asks.overflow = true;
    return;
  }
  t->asks.asks[t->asks.n] = ask;
  t->asks.values[t->asks.n++] = v;
}

void memo_record_end(TemplateMemos *t, TemplateMemo *m, Op *g) {
  if (!t->asks.on) return;
  t->asks.on = false;
  if (t->asks.overflow) { /* more constants than a template keeps: such ops print whole */
    m->tpl = &template_none;
    return;
  }
  uint32_t n = t->asks.n;
  TemplateUse *pa = printed_as_new(g, n);
  pa->record = &m->tpl; /* the printer keeps the template there */
  m->nconsts = n;
  m->consts = arena_alloc(&t->arena, (n ? n : 1) * sizeof *m->consts);
  for (uint32_t i = 0; i < n; i++) {
    m->consts[i] = t->asks.asks[i];
    pa->consts[i] = t->asks.values[i];
  }
}
