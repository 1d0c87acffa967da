/* lower_spell.c — ops the lowering writes as MLIR text (tensor.expand_shape,
 * linalg.transpose, tensor.pad, linalg.reduce, ...): the custom forms that have no
 * OpKind of their own. A spelled op is an OPK_FOREIGN op built from a format, so
 * the printer renames its values and expands its map aliases as it does for any
 * foreign op (docs/foreign-ops.md). */
#include <stdarg.h>
#include <string.h>

#include "lower_impl.h"

typedef struct Speller {
  Buf text;                /* the piece being written */
  ForeignRef refs[64];
  uint32_t nrefs;
  ForeignPiece pieces[4];
  Block *regions[3];
  uint32_t npieces;
} Speller;

static void add_ref(Speller *s, ForeignRef r) {
  if (s->nrefs == sizeof s->refs / sizeof s->refs[0]) ir_out_of_memory(); /* a format bug, never input */
  r.at = (uint32_t)s->text.len;
  s->refs[s->nrefs++] = r;
}

static void end_piece(Speller *s) {
  ForeignPiece *p = &s->pieces[s->npieces++];
  p->len = (uint32_t)s->text.len;
  p->spelling = arena_strndup(A(), buf_c(&s->text), s->text.len);
  p->nrefs = s->nrefs;
  p->refs = arena_alloc(A(), (s->nrefs ? s->nrefs : 1) * sizeof *p->refs);
  memcpy(p->refs, s->refs, s->nrefs * sizeof *p->refs);
  s->nrefs = 0;
  s->text.len = 0;
}

/* Where the format's arguments come from: the call's, or two arrays ($v, $t). */
typedef struct SpellArgs {
  va_list *ap;
  Value *const *values;
  Type *const *types;
  uint32_t nvalues, ntypes;
} SpellArgs;

static Value *next_value(SpellArgs *a) { return a->ap ? va_arg(*a->ap, Value *) : a->values[a->nvalues++]; }
static Type *next_type(SpellArgs *a) { return a->ap ? va_arg(*a->ap, Type *) : a->types[a->ntypes++]; }

static Op *spell(Emitter *e, uint32_t nresults, Type *const *types, const char *fmt, SpellArgs *args) {
  Speller s = {0};
  va_list *ap = args->ap; /* the arrays give $v and $t only */
  for (const char *f = fmt; *f; f++) {
    if (*f != '$') {
      buf_add(&s.text, f, 1);
      continue;
    }
    switch (*++f) {
    case 'v': add_ref(&s, (ForeignRef){.value = next_value(args)}); break;
    case 't': add_ref(&s, (ForeignRef){.type = next_type(args)}); break;
    case 'm': add_ref(&s, (ForeignRef){.attr = va_arg(*ap, Attr *)}); break;
    case 's': buf_str(&s.text, va_arg(*ap, const char *)); break;
    case 'd': {
      char digits[24];
      buf_add(&s.text, digits, fmt_int(digits, va_arg(*ap, int64_t)));
      break;
    }
    case 'r': /* a region: the piece so far opens it */
      s.regions[s.npieces] = va_arg(*ap, Block *);
      end_piece(&s);
      break;
    default: buf_add(&s.text, f, 1); break; /* "$$" */
    }
  }
  end_piece(&s);
  buf_free(&s.text);
  /* the op's name: the word after the result list */
  const char *name = s.pieces[0].spelling, *end = name;
  while (*end && *end != ' ') end++;
  Op *op = lower_emit(e, OPK_FOREIGN, ir_intern(name, (size_t)(end - name)), 0, NULL, NULL);
  op->nregions = s.npieces - 1;
  op->pieces = arena_alloc(A(), s.npieces * sizeof *op->pieces);
  memcpy(op->pieces, s.pieces, s.npieces * sizeof *op->pieces);
  if (op->nregions) {
    op->regions = arena_alloc(A(), op->nregions * sizeof *op->regions);
    for (uint32_t r = 0; r < op->nregions; r++) {
      op->regions[r] = s.regions[r];
      s.regions[r]->parent = op;
    }
  }
  op->nresults = nresults;
  op->results = arena_alloc(A(), (nresults ? nresults : 1) * sizeof *op->results);
  for (uint32_t i = 0; i < nresults; i++) {
    Value *v = ir_value_new(VALUE_RESULT, types[i], e->loc);
    v->def = op;
    v->index = i;
    op->results[i] = v;
  }
  return op;
}

Op *lower_spell(Emitter *e, uint32_t nresults, Type *const *types, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  Op *op = spell(e, nresults, types, fmt, &(SpellArgs){.ap = &ap});
  va_end(ap);
  return op;
}

Value *lower_spell1(Emitter *e, Type *type, const char *hint, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  Op *op = spell(e, 1, &type, fmt, &(SpellArgs){.ap = &ap});
  va_end(ap);
  op->results[0]->name_hint = hint;
  return op->results[0];
}

Value *lower_spell_values(OpRewrite *r, Type *type, const char *hint, const char *fmt, Value *const *values,
                          uint32_t nvalues, Type *from, Type *to) {
  (void)nvalues;
  Type *types[2] = {from, to};
  Op *op = spell(&r->e, 1, &type, fmt, &(SpellArgs){.values = values, .types = types});
  op->results[0]->name_hint = hint;
  return op->results[0];
}
