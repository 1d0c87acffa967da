/* lower_spell.c — ops the lowering writes as MLIR text (tensor.expand_shape,
 * linalg.transpose, tensor.pad, linalg.reduce, linalg.generic with a body of its
 * own, ...): the custom forms that have no OpKind of their own. A spelled op is an OPK_FOREIGN op built from a format, so
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

/* Where the format's arguments come from: the call's, or arrays ($v, $t, $m) and
 * one region ($r). */
typedef struct SpellArgs {
  va_list *ap;
  Value *const *values;
  Type *const *types;
  Attr *const *maps;
  Block *region;
  uint32_t nvalues, ntypes, nmaps;
} SpellArgs;

static Value *next_value(SpellArgs *a) { return a->ap ? va_arg(*a->ap, Value *) : a->values[a->nvalues++]; }
static Type *next_type(SpellArgs *a) { return a->ap ? va_arg(*a->ap, Type *) : a->types[a->ntypes++]; }
static Attr *next_map(SpellArgs *a) { return a->ap ? va_arg(*a->ap, Attr *) : a->maps[a->nmaps++]; }
static Block *next_region(SpellArgs *a) { return a->ap ? va_arg(*a->ap, Block *) : a->region; }

static Op *spell(Emitter *e, uint32_t nresults, Type *const *types, const char *fmt, SpellArgs *args) {
  Speller s = {0};
  va_list *ap = args->ap; /* the arrays give no $s and no $d */
  for (const char *f = fmt; *f; f++) {
    if (*f != '$') {
      buf_add(&s.text, f, 1);
      continue;
    }
    switch (*++f) {
    case 'v': add_ref(&s, (ForeignRef){.value = next_value(args)}); break;
    case 't': add_ref(&s, (ForeignRef){.type = next_type(args)}); break;
    case 'm': add_ref(&s, (ForeignRef){.attr = next_map(args)}); break;
    case 's': buf_str(&s.text, va_arg(*ap, const char *)); break;
    case 'd': {
      char digits[24];
      buf_add(&s.text, digits, fmt_int(digits, va_arg(*ap, int64_t)));
      break;
    }
    case 'r': /* a region: the piece so far opens it */
      s.regions[s.npieces] = next_region(args);
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

Value *lower_spell_array(Emitter *e, Type *type, const char *hint, const char *fmt, Value *const *values,
                         Type *const *types) {
  Op *op = spell(e, 1, &type, fmt, &(SpellArgs){.values = values, .types = types});
  op->results[0]->name_hint = hint;
  return op->results[0];
}

Value *lower_spell_values(OpRewrite *r, Type *type, const char *hint, const char *fmt, Value *const *values,
                          uint32_t nvalues, Type *from, Type *to) {
  (void)nvalues;
  return lower_spell_array(&r->e, type, hint, fmt, values, (Type *[]){from, to});
}

/* ---------------------------------------------------------------- linalg.generic */

Block *lower_generic_body(const Emitter *e, uint32_t nin, Value *const *ins, const Value *out) {
  Type *types[LOWER_GENERIC_INS_MAX + 1];
  if (nin > LOWER_GENERIC_INS_MAX) ir_out_of_memory(); /* a caller's bug, never input */
  for (uint32_t i = 0; i < nin; i++) types[i] = ins[i]->type->elem;
  types[nin] = out->type->elem;
  Block *b = ir_block_new(e->loc, nin + 1, types);
  for (uint32_t i = 0; i < nin; i++) b->args[i]->name_hint = "in";
  b->args[nin]->name_hint = "out";
  return b;
}

Value *lower_spell_generic(Emitter *e, uint32_t loops, uint32_t nin, Value *const *ins, Value *out, Attr *const *maps,
                           Block *body) {
  Value *values[LOWER_GENERIC_INS_MAX + 1];
  Type *types[LOWER_GENERIC_INS_MAX + 2];
  Buf f = {0};
  buf_str(&f, "linalg.generic {indexing_maps = [");
  for (uint32_t i = 0; i <= nin; i++) buf_str(&f, i ? ", $m" : "$m");
  buf_str(&f, "], iterator_types = [");
  for (uint32_t i = 0; i < loops; i++) buf_str(&f, i ? ", \"parallel\"" : "\"parallel\"");
  buf_str(&f, "]}");
  if (nin) buf_str(&f, " ins(");
  for (uint32_t i = 0; i < nin; i++) {
    buf_str(&f, i ? ", $v" : "$v");
    values[i] = ins[i];
  }
  for (uint32_t i = 0; i < nin; i++) {
    buf_str(&f, i ? ", $t" : " : $t");
    types[i] = ins[i]->type;
  }
  buf_str(&f, nin ? ") outs($v : $t) {$r} -> $t" : " outs($v : $t) {$r} -> $t");
  values[nin] = out;
  types[nin] = types[nin + 1] = out->type;
  SpellArgs args = {.values = values, .types = types, .maps = maps, .region = body};
  Op *op = spell(e, 1, &out->type, buf_c(&f), &args);
  buf_free(&f);
  return op->results[0];
}

Value *lower_loop_index(OpRewrite *r, Emitter *body, uint32_t d, int64_t size) {
  if (size == 1) return lower_index(r, 0);
  return lower_spell1(body, type_index(), NULL, "linalg.index $d : index", (int64_t)d);
}
