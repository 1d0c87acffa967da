/* lower_control.c — tosa.cond_if, tosa.while_loop and their tosa.yield become
 * scf.if, scf.while, scf.yield and scf.condition, as MLIR's tosa-to-scf makes
 * them, from LLVM 19's and LLVM 22's custom forms and from the generic form.
 *
 * These ops are read as text (docs/foreign-ops.md) and their regions usually
 * stream: the op's header is printed before its regions are read. So each part
 * is rewritten as it arrives: the header (lower_control), each region's entry
 * label (ctrl_label), each tosa.yield (lower_yield), the text after each region
 * (ctrl_next). What a later part needs of an earlier one is kept in a frame per
 * such op open, innermost last.
 *
 *   %0 = tosa.cond_if %c -> (T) {          %e = tensor.extract %c[] : tensor<i1>
 *     tosa.yield %a : T                    %0 = scf.if %e -> (T) {
 *   } else {                                 scf.yield %a : T
 *     ...                                  } else {
 *   }                                        ...
 *                                          }
 * LLVM 22's `tosa.cond_if %c (%x = %a) : tensor<i1> (A) -> T { ^bb0(%x: A): ...`:
 * an scf.if region takes no arguments, so each argument becomes its operand (%x
 * is printed as %a) and the labels go. The generic form
 * `"tosa.cond_if"(%c, %a) ({ ^bb0(%x: A): ... }, { ... }) : (tensor<i1>, A) -> T`
 * becomes `"scf.if"(%e) ({ ... }, { ... }) : (i1) -> T`.
 *
 *   %0 = tosa.while_loop (%x = %i) : (T) -> T {    %0 = scf.while (%x = %i) : (T) -> T {
 *     ...                                            ...
 *     tosa.yield %b : tensor<i1>                     %e = tensor.extract %b[] : tensor<i1>
 *   } do {                                           scf.condition(%e) %x : T
 *   ^bb0(%x: T):                                   } do {
 *     tosa.yield %n : T                            ^bb0(%x: T):
 *   }                                                scf.yield %n : T
 *                                                  }
 * The generic form becomes `"scf.while"(%i) ({ ^bb0(%x: T): ... }, { ... }) : ...`:
 * scf.condition forwards the arguments of its first region's label. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lower_impl.h"

typedef enum CtrlKind { CTRL_IF = 1, CTRL_WHILE } CtrlKind;

typedef struct CtrlFrame {
  Op *op;
  CtrlKind kind;
  bool generic;       /* "tosa.cond_if"(...) ({ ... }) : ... */
  uint32_t region;    /* the region being read */
  uint32_t seen;      /* ops of it read so far */
  uint32_t nin;       /* cond_if: operands after the condition; while_loop: loop-carried values */
  Value **in;         /* cond_if: those operands */
  Type *cond_type;    /* cond_if: its condition's */
  Value **carried;    /* while_loop: its first region's arguments; NULL until known */
  ForeignPiece types; /* while_loop: their types, "T, U" */
  Op *label;          /* a streamed first region's label, read once it is printed */
  bool refused;       /* at the op: the rest of it is not looked at */
  Arena own;          /* what is kept of that label */
} CtrlFrame;

/* The frames of the ops open on this thread (one run at a time). */
static _Thread_local struct Control {
  CtrlFrame *items;
  uint32_t n, cap;
} C;

/* ---------------------------------------------------------------- pieces of text */

void pb_str(PieceBuf *b, const char *s) { buf_str(&b->text, s); }

static void pb_ref(PieceBuf *b, ForeignRef r, size_t at) {
  r.at = (uint32_t)at;
  buf_add(&b->refs, (const char *)&r, sizeof r);
}

static void pb_value(PieceBuf *b, Value *v) { pb_ref(b, (ForeignRef){.value = v}, b->text.len); }

void pb_slice(PieceBuf *b, const ForeignPiece *src, uint32_t from, uint32_t to) {
  size_t base = b->text.len;
  buf_add(&b->text, src->spelling + from, to - from);
  for (uint32_t i = 0; i < src->nrefs; i++) {
    const ForeignRef *r = &src->refs[i];
    if (r->at >= from && r->at + r->len <= to) pb_ref(b, *r, base + r->at - from);
  }
}

ForeignPiece pb_done(PieceBuf *b, Arena *a) {
  ForeignPiece p = {.len = (uint32_t)b->text.len, .nrefs = (uint32_t)(b->refs.len / sizeof(ForeignRef))};
  p.spelling = arena_strndup(a, buf_c(&b->text), b->text.len);
  p.refs = arena_alloc(a, (p.nrefs ? p.nrefs : 1) * sizeof *p.refs);
  if (p.nrefs) memcpy(p.refs, b->refs.p, b->refs.len);
  buf_free(&b->text);
  buf_free(&b->refs);
  return p;
}

static uint32_t skip_blank(const char *s, uint32_t i, uint32_t n) {
  while (i < n && s[i] == ' ') i++;
  return i;
}

static uint32_t trim_end(const char *s, uint32_t from, uint32_t to) {
  while (to > from && s[to - 1] == ' ') to--;
  return to;
}

/* The first byte from i on, outside brackets, that is one of `stops` (a closing
 * bracket among them stops at the one that closes what was open at i); n if none.
 * Strings are skipped; the `>` of `->` closes nothing. */
static uint32_t scan(const char *s, uint32_t i, uint32_t n, const char *stops) {
  unsigned depth = 0;
  for (; i < n; i++) {
    char c = s[i];
    if (c == '"') {
      for (i++; i < n && s[i] != '"'; i++)
        if (s[i] == '\\') i++;
      continue;
    }
    if (!depth && c && strchr(stops, c)) return i;
    if (c == '(' || c == '[' || c == '{' || c == '<')
      depth++;
    else if ((c == ')' || c == ']' || c == '}' || (c == '>' && !(i && s[i - 1] == '-'))) && depth)
      depth--;
  }
  return n;
}

/* The `->` outside brackets in [i, n), or n. */
static uint32_t find_arrow(const char *s, uint32_t i, uint32_t n) {
  for (i = scan(s, i, n, "-"); i + 1 < n && s[i + 1] != '>'; i = scan(s, i + 1, n, "-")) {}
  return i + 1 < n ? i : n;
}

/* The type spelled in [from, to): an alias's, or decoded; NULL if unknown. */
static Type *type_at(const ForeignPiece *p, uint32_t from, uint32_t to) {
  for (uint32_t i = 0; i < p->nrefs; i++)
    if (p->refs[i].type && p->refs[i].at == from) return (Type *)p->refs[i].type;
  if (from >= to) return NULL;
  char err[64];
  size_t at;
  return type_from_spelling(p->spelling + from, to - from, err, sizeof err, &at);
}

/* The type after the `:` outside brackets (up to `(`, `->` or `{`), or NULL. */
static Type *type_after_colon(const ForeignPiece *p) {
  uint32_t colon = scan(p->spelling, 0, p->len, ":");
  if (colon == p->len) return NULL;
  uint32_t from = skip_blank(p->spelling, colon + 1, p->len);
  uint32_t to = scan(p->spelling, from, p->len, "(-{");
  return type_at(p, from, trim_end(p->spelling, from, to));
}

static bool ends_with(const ForeignPiece *p, const char *tail) {
  uint32_t n = trim_end(p->spelling, 0, p->len), k = (uint32_t)strlen(tail);
  return n >= k && !memcmp(p->spelling + n - k, tail, k);
}

/* ---------------------------------------------------------------- frames */

static CtrlFrame *top(void) { return C.n ? &C.items[C.n - 1] : NULL; }

/* The frame of the op whose region holds op directly, or NULL. */
static CtrlFrame *frame_of(const Op *op) {
  CtrlFrame *f = top();
  return f && op->parent && op->parent->parent == f->op ? f : NULL;
}

static void push(const CtrlFrame *f) {
  if (C.n == C.cap) {
    C.cap = C.cap ? C.cap * 2 : 8;
    C.items = xrealloc(C.items, C.cap * sizeof *C.items);
  }
  C.items[C.n++] = *f;
}

/* The op has ended: a streamed one's ops before it (the condition's extract,
 * printed before its header) leave its block, which holds nothing else then. */
static void pop(void) {
  CtrlFrame *f = &C.items[--C.n];
  arena_reset(&f->own);
  if (f->op->streamed && f->op->parent) f->op->parent->first = f->op->parent->last = NULL;
}

void ctrl_reset(bool free_all) {
  while (C.n) arena_reset(&C.items[--C.n].own);
  if (!free_all) return;
  free(C.items);
  C = (struct Control){0};
}

/* A refusal at the frame's op, once. */
static bool refuse_op(CtrlFrame *f, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static bool refuse_op(CtrlFrame *f, const char *fmt, ...) {
  if (f->refused) return false;
  f->refused = true;
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  OpRewrite r = {.op = f->op};
  return lower_reject(&r, "%s", msg);
}

void ctrl_note(const Op *op) {
  CtrlFrame *f = frame_of(op);
  if (f) f->seen++;
}

/* Uses of `from` in the regions of an op read whole become uses of `to`. */
static void replace_uses(Block *b, Value *from, Value *to) {
  for (Op *o = b->first; o; o = o->next) {
    for (uint32_t i = 0; i < o->noperands; i++)
      if (o->operands[i].value == from) o->operands[i].value = to;
    if (o->kind == OPK_FOREIGN || o->kind == OPK_LABEL)
      for (uint32_t p = 0; p <= o->nregions; p++)
        for (uint32_t k = 0; k < o->pieces[p].nrefs; k++)
          if (o->pieces[p].refs[k].value == from) o->pieces[p].refs[k].value = to;
    for (uint32_t r = 0; r < o->nregions; r++) replace_uses(o->regions[r], from, to);
  }
}

/* A region argument of a cond_if, v, stands for its operand `to`: in a streamed op
 * it is printed under `to`'s name (its later uses read it from the value's
 * record), in an op read whole its uses are replaced. */
static bool alias(CtrlFrame *f, Value *v, Value *to) {
  if (f->op->streamed) {
    if (!to->print_name) return false;
    v->print_name = to->print_name;
    v->print_len = to->print_len;
    return true;
  }
  if (!to->type) to->type = v->type;
  for (uint32_t r = 0; r < f->op->nregions; r++) replace_uses(f->op->regions[r], v, to);
  return true;
}

/* ---------------------------------------------------------------- headers */

/* The names of a header: the condition (cond_if), then each `%x = %a` of the
 * custom forms (defs[k] = inits[k]), or each operand of the generic form (inits). */
typedef struct Header {
  Value *cond;
  uint32_t n;
  Value **defs, **inits;
} Header;

static bool defines(const ForeignPiece *p, const ForeignRef *r) {
  uint32_t i = skip_blank(p->spelling, r->at + r->len, p->len);
  return i < p->len && p->spelling[i] == '=';
}

static void read_header(Header *h, const ForeignPiece *p, bool generic, bool has_cond) {
  *h = (Header){.defs = arena_alloc(A(), (p->nrefs + 1) * sizeof(Value *)),
                .inits = arena_alloc(A(), (p->nrefs + 1) * sizeof(Value *))};
  Value *def = NULL;
  for (uint32_t k = 0; k < p->nrefs; k++) {
    const ForeignRef *r = &p->refs[k];
    if (!r->value) continue;
    if (has_cond && !h->cond) {
      h->cond = r->value;
    } else if (generic || def) {
      h->defs[h->n] = def;
      h->inits[h->n++] = r->value;
      def = NULL;
    } else if (defines(p, r)) {
      def = r->value;
    }
  }
}

/* %e = tensor.extract %c[] : tensor<i1>, or %c[%c0, ...] of a tensor<1x...xi1>:
 * the condition's one element; NULL when it has another type (refused, with
 * mlir-opt-22's message, at the cond_if or, for a while_loop's condition
 * `loop`, at the while_loop). */
static Value *extract_cond(OpRewrite *r, Value *c, Type *t, CtrlFrame *loop) {
  Type *elem = t && t->kind == TYPE_TENSOR ? t->elem : NULL;
  bool i1 = elem && elem->kind == TYPE_INT && elem->width == 1 && elem->sign == SIGNLESS, one = i1;
  for (uint32_t d = 0; one && d < t->rank; d++) one = t->dims[d] == 1;
  if (!one) {
    if (!t)
      lower_reject(r, "has a condition of unknown type (a value an op read as text defines)");
    else if (loop)
      refuse_op(loop, "'cond_graph' result must be a %s tensor, got '%s'", i1 ? "size 1" : "boolean", t->spelling);
    else if (!i1)
      lower_reject(r, "operand #0 must be tosa-conformant tensor of 1-bit signless integer values, but got '%s'",
                   t->spelling);
    else
      lower_reject(r, "'condition' must be a size 1 tensor, got '%s'", t->spelling);
    return NULL;
  }
  if (!t->rank) return lower_spell1(&r->e, elem, "extracted", "tensor.extract $v[] : $t", c, t);
  Value *values[1 + IR_MAX_RANK] = {c};
  char fmt[32 + 4 * IR_MAX_RANK] = "tensor.extract $v[";
  Value *zero = lower_const_int(&r->e, type_index(), 0);
  for (uint32_t d = 0; d < t->rank; d++) {
    values[1 + d] = zero;
    strcat(fmt, d ? ", $v" : "$v");
  }
  strcat(fmt, "] : $t");
  return lower_spell_values(r, elem, "extracted", fmt, values, 1 + t->rank, t, NULL);
}

/* `scf.if %e -> (T) {` of `tosa.cond_if %c ... -> T {`, or `"scf.if"(%e) ({` */
static ForeignPiece if_header(const ForeignPiece *p, bool generic, Value *e) {
  PieceBuf b = {0};
  pb_str(&b, generic ? "\"scf.if\"(" : "scf.if ");
  pb_value(&b, e);
  if (generic) {
    pb_str(&b, ") ({");
    return pb_done(&b, A());
  }
  uint32_t open = trim_end(p->spelling, 0, p->len) - 1; /* the region's `{` */
  uint32_t arrow = find_arrow(p->spelling, 0, open);
  uint32_t from = arrow < open ? skip_blank(p->spelling, arrow + 2, open) : open, to = trim_end(p->spelling, from, open);
  bool none = to - from == 2 && !memcmp(p->spelling + from, "()", 2); /* `-> ()` (LLVM 22) */
  if (from < to && !none) {
    bool paren = p->spelling[from] == '(';
    pb_str(&b, paren ? " -> " : " -> (");
    pb_slice(&b, p, from, to);
    if (!paren) pb_str(&b, ")");
  }
  pb_str(&b, " {");
  return pb_done(&b, A());
}

/* The first input type of a generic cond_if's `}) : (tensor<i1>, A) -> T`, or NULL;
 * *open, *close: the bytes of its `(...)`. */
static Type *tail_type(const ForeignPiece *p, uint32_t *open, uint32_t *close) {
  uint32_t colon = scan(p->spelling, 0, p->len, ":");
  *open = skip_blank(p->spelling, colon + 1, p->len);
  if (*open == p->len || p->spelling[*open] != '(') return NULL;
  *close = scan(p->spelling, *open + 1, p->len, ")");
  if (*close == p->len) return NULL;
  uint32_t from = skip_blank(p->spelling, *open + 1, *close);
  return type_at(p, from, trim_end(p->spelling, from, scan(p->spelling, from, *close, ",")));
}

/* The condition's type: its value's; else LLVM 22 spells it (`%c : tensor<i1>`),
 * LLVM 19's custom form takes tensor<i1>, and so does a streamed generic form,
 * whose type comes at its end only: if_tail checks it there. */
static Type *cond_type(const CtrlFrame *f, Value *cond, const ForeignPiece *p) {
  uint32_t open, close;
  if (cond->type) return cond->type;
  if (f->generic && !f->op->streamed) return tail_type(&f->op->pieces[f->op->nregions], &open, &close);
  if (!f->generic && scan(p->spelling, 0, p->len, ":") < p->len) return type_after_colon(p);
  return type_tensor(type_int(1, SIGNLESS), 0, NULL, NULL);
}

static bool if_begin(OpRewrite *r, CtrlFrame *f, ForeignPiece *p) {
  Header h;
  read_header(&h, p, f->generic, true);
  if (!h.cond || !ends_with(p, f->generic ? ") ({" : "{"))
    return lower_reject(r, "is not in a form tosa2linalg reads: `tosa.cond_if %%c ... {` or `\"tosa.cond_if\"(...) ({`");
  f->cond_type = cond_type(f, h.cond, p);
  Value *e = extract_cond(r, h.cond, f->cond_type, NULL);
  if (!e) return false;
  f->nin = h.n;
  f->in = h.inits;
  for (uint32_t k = 0; k < h.n; k++)
    if (h.defs[k] && !alias(f, h.defs[k], h.inits[k]))
      return lower_reject(r, "has an operand whose name is not known yet");
  *p = if_header(p, f->generic, e);
  return true;
}

/* `scf.while (%x = %i) : (T) -> T {` or `"scf.while"(%i) ({`: only the name
 * changes. The custom form's names and types are the first region's arguments. */
static bool while_begin(OpRewrite *r, CtrlFrame *f, ForeignPiece *p) {
  Header h;
  read_header(&h, p, f->generic, false);
  uint32_t skip = (uint32_t)strlen(r->op->name) + (f->generic ? 2 : 0);
  if (p->len < skip || !ends_with(p, f->generic ? ") ({" : "{"))
    return lower_reject(r, "is not in a form tosa2linalg reads: `tosa.while_loop (...) : ... {` or `\"tosa.while_loop\"(...) ({`");
  f->nin = h.n;
  if (!f->generic) {
    uint32_t colon = scan(p->spelling, 0, p->len, ":");
    uint32_t open = skip_blank(p->spelling, colon + 1, p->len);
    if (open == p->len || p->spelling[open] != '(')
      return lower_reject(r, "has no `: (T, ...) -> ...` after its loop-carried values");
    uint32_t close = scan(p->spelling, open + 1, p->len, ")");
    PieceBuf b = {0};
    pb_slice(&b, p, open + 1, close);
    f->types = pb_done(&b, A());
    f->carried = h.defs;
  }
  PieceBuf b = {0};
  pb_str(&b, f->generic ? "\"scf.while\"" : "scf.while");
  pb_slice(&b, p, skip, p->len);
  *p = pb_done(&b, A());
  return true;
}

/* tosa.cond_if and tosa.while_loop: the header rewritten in place, the condition's
 * extract written before it (a streamed op's block holds only what it
 * lowers to: printed before its header); its regions and pieces follow. */
bool lower_control(OpRewrite *r) {
  Op *op = r->op;
  if (op->kind != OPK_FOREIGN) return lower_reject(r, "has no regions"); /* `"tosa.cond_if"(%c) : ...` */
  if (!op->parent) return lower_reject(r, "is not in a function");
  ForeignPiece *p = op->streamed ? ((Vec *)op->pieces)->items[0] : &op->pieces[0];
  CtrlFrame f = {.op = op, .generic = p->len && p->spelling[0] == '"'};
  f.kind = strcmp(op->name, "tosa.while_loop") ? CTRL_IF : CTRL_WHILE;
  if (!(f.kind == CTRL_IF ? if_begin(r, &f, p) : while_begin(r, &f, p))) return false;
  push(&f);
  return true;
}

/* ---------------------------------------------------------------- labels */

/* The arguments of `^bb0(%x: T, %y: U):`, each with the bytes of its type. */
typedef struct LabelArg {
  Value *v;
  uint32_t from, to;
} LabelArg;

static uint32_t label_args(const ForeignPiece *p, LabelArg *out) {
  uint32_t n = 0;
  for (uint32_t k = 0; k < p->nrefs; k++) {
    const ForeignRef *r = &p->refs[k];
    if (!r->value) continue;
    uint32_t i = skip_blank(p->spelling, r->at + r->len, p->len);
    if (i < p->len && p->spelling[i] == ':') i = skip_blank(p->spelling, i + 1, p->len);
    uint32_t end = scan(p->spelling, i, p->len, ",)");
    for (uint32_t l = i; l + 4 < end; l++) /* a location printed with it is not its type */
      if (!memcmp(p->spelling + l, " loc(", 5)) end = l;
    out[n++] = (LabelArg){r->value, i, trim_end(p->spelling, i, end)};
  }
  return n;
}

/* The first region's label of a while_loop: scf.condition forwards its
 * arguments, of these types. A streamed label is gone after it is printed:
 * its names are copied then (`copy`). */
static void take_label(CtrlFrame *f, const ForeignPiece *p, bool copy) {
  Arena *a = copy ? &f->own : A();
  LabelArg *args = arena_alloc(A(), (p->nrefs + 1) * sizeof *args);
  uint32_t n = label_args(p, args);
  f->carried = arena_alloc(a, (n + 1) * sizeof(Value *));
  PieceBuf b = {0};
  for (uint32_t k = 0; k < n; k++) {
    Value *v = args[k].v;
    if (copy) {
      Value *c = arena_alloc(a, sizeof *c);
      *c = (Value){.kind = v->kind, .print_len = v->print_len};
      if (v->print_name) c->print_name = arena_strndup(a, v->print_name, v->print_len);
      v = c;
    }
    f->carried[k] = v;
    if (k) pb_str(&b, ", ");
    pb_slice(&b, p, args[k].from, args[k].to);
  }
  f->nin = n;
  f->types = pb_done(&b, a);
}

/* A cond_if's entry label: its arguments become the operands, it goes. */
static bool if_label(CtrlFrame *f, Op *label) {
  const ForeignPiece *p = &label->pieces[0];
  LabelArg *args = arena_alloc(A(), (p->nrefs + 1) * sizeof *args);
  uint32_t n = label_args(p, args);
  if (n != f->nin)
    return refuse_op(f, "has a region of %u arguments for %u operands", n, f->nin);
  for (uint32_t k = 0; k < n; k++) {
    Type *t = type_at(p, args[k].from, args[k].to);
    if (t && f->in[k]->type && !type_same(t, f->in[k]->type))
      return refuse_op(f, "has a region argument (%u) of another type than its operand", k);
    if (!alias(f, args[k].v, f->in[k])) return refuse_op(f, "has an operand whose name is not known yet");
  }
  ir_remove(label);
  return true;
}

bool ctrl_label(Op *label) {
  CtrlFrame *f = frame_of(label);
  if (!f || f->refused) return false;
  if (f->seen > 1) return refuse_op(f, "has a region of more than one block");
  if (f->kind == CTRL_IF) return if_label(f, label);
  if (f->region == 0 && f->op->streamed) f->label = label;
  else if (f->region == 0) take_label(f, &label->pieces[0], false);
  return false;
}

void ctrl_op_done(void) {
  CtrlFrame *f = top();
  if (!f || !f->label) return;
  take_label(f, &f->label->pieces[0], true);
  f->label = NULL;
}

/* ---------------------------------------------------------------- yields */

Op *lower_emit_text(Emitter *e, const char *name, ForeignPiece piece) {
  Op *op = lower_emit(e, OPK_FOREIGN, name, 0, NULL, NULL);
  op->pieces = arena_alloc(A(), sizeof *op->pieces);
  op->pieces[0] = piece;
  return op;
}

/* `tosa.yield %b : tensor<i1>` ending a while_loop's first region:
 *   %e = tensor.extract %b[] : tensor<i1>
 *   scf.condition(%e) %x, %y : T, U        (its region's arguments) */
static bool yield_condition(OpRewrite *r, CtrlFrame *f) {
  Op *y = r->op;
  Value *b = NULL;
  uint32_t n = y->noperands;
  if (y->kind == OPK_GENERIC) b = n ? y->operands[0].value : NULL;
  for (uint32_t k = 0; y->kind == OPK_FOREIGN && k < y->pieces[0].nrefs; k++)
    if (y->pieces[0].refs[k].value) b = n++ ? b : y->pieces[0].refs[k].value;
  if (n != 1) return lower_reject(r, "ends a tosa.while_loop condition with %u values instead of one", n);
  if (f->nin && !f->carried) return lower_reject(r, "ends a tosa.while_loop condition whose arguments are not known");
  Type *t = b->type;
  if (!t && y->kind == OPK_FOREIGN) t = type_after_colon(&y->pieces[0]);
  Value *e = extract_cond(r, b, t, f);
  if (!e) return false;
  PieceBuf pb = {0};
  pb_str(&pb, "scf.condition(");
  pb_value(&pb, e);
  pb_str(&pb, ")");
  for (uint32_t k = 0; k < f->nin; k++) {
    pb_str(&pb, k ? ", " : " ");
    pb_value(&pb, f->carried[k]);
  }
  if (f->nin) {
    pb_str(&pb, " : ");
    pb_slice(&pb, &f->types, 0, f->types.len);
  }
  lower_emit_text(&r->e, "scf.condition", pb_done(&pb, A()));
  return true;
}

/* The types spelled in [from, to) of p, `(T, U)` or `T, U`: how many (at most
 * max), or -1 when one is not known. */
static int types_in(const ForeignPiece *p, uint32_t from, uint32_t to, Type **out, int max) {
  const char *s = p->spelling;
  from = skip_blank(s, from, to);
  to = trim_end(s, from, to);
  if (from < to && s[from] == '(' && scan(s, from + 1, to, ")") == to - 1) from++, to--;
  int n = 0;
  for (uint32_t i = from; i < to && n < max; n++) {
    uint32_t end = scan(s, i, to, ",");
    if (!(out[n] = type_at(p, skip_blank(s, i, end), trim_end(s, i, end)))) return -1;
    i = end + 1;
  }
  return n;
}

/* The types the op's regions must yield: a custom-form cond_if's after its `->`,
 * a while_loop's loop-carried ones; -1 when not known yet (the generic form
 * spells them after its regions). */
static int expected_types(const CtrlFrame *f, Type **out, int max) {
  if (f->kind == CTRL_WHILE) return f->carried ? types_in(&f->types, 0, f->types.len, out, max) : -1;
  if (f->generic) return -1;
  const Op *op = f->op;
  const ForeignPiece *h = op->streamed ? ((Vec *)op->pieces)->items[0] : &op->pieces[0];
  uint32_t arrow = find_arrow(h->spelling, 0, h->len);
  if (arrow == h->len) return 0;
  return types_in(h, arrow + 2, scan(h->spelling, arrow + 2, h->len, "{"), out, max);
}

/* The yield's values against the op's results (mlir-opt-22's checks, at the op):
 * as many, of compatible shapes and the same element types. Values of unknown
 * type (defined by ops read as text) are not checked. */
static bool yield_types_ok(OpRewrite *r, CtrlFrame *f) {
  Op *y = r->op;
  Type *got[64], *want[64];
  int nwant = expected_types(f, want, 64);
  uint32_t n = 0;
  if (nwant < 0) return true;
  if (y->kind == OPK_GENERIC)
    for (uint32_t i = 0; i < y->noperands && n < 64; i++) got[n++] = y->operands[i].value->type;
  for (uint32_t k = 0; y->kind == OPK_FOREIGN && k < y->pieces[0].nrefs && n < 64; k++)
    if (y->pieces[0].refs[k].value) got[n++] = y->pieces[0].refs[k].value->type;
  const char *graph = f->kind == CTRL_WHILE ? "body_graph" : f->region ? "else_graph" : "then_graph";
  const char *list = f->kind == CTRL_WHILE ? "input_list" : "output_list";
  if (n != (uint32_t)nwant)
    return refuse_op(f, "require same number of values in '%s' results (%u) and '%s' (%d)", graph, n, list, nwant);
  for (uint32_t i = 0; i < n; i++) {
    Type *a = got[i], *b = want[i];
    if (!a || !b || !type_is_shaped(a) || !type_is_shaped(b)) continue;
    bool same = a->kind != TYPE_TENSOR || b->kind != TYPE_TENSOR || a->rank == b->rank;
    for (uint32_t d = 0; same && a->kind == TYPE_TENSOR && b->kind == TYPE_TENSOR && d < a->rank; d++)
      same = a->dims[d] == b->dims[d] || a->dims[d] == DIM_DYNAMIC || b->dims[d] == DIM_DYNAMIC;
    if (!same)
      return refuse_op(f, "require same shapes for '%s' results ('%s') and '%s' ('%s')", graph, a->spelling, list,
                       b->spelling);
    if (a->elem != b->elem)
      return refuse_op(f, "require same element type for '%s' results ('%s') and '%s' ('%s')", graph,
                       a->elem->spelling, list, b->elem->spelling);
  }
  return true;
}

/* `tosa.yield %a : T` -> `scf.yield %a : T`; `"tosa.yield"(%a) : (T) -> ()` -> `"scf.yield"(%a) : (T) -> ()` */
static bool yield_values(OpRewrite *r) {
  Op *y = r->op;
  if (y->kind == OPK_GENERIC) {
    Value **ops = arena_alloc(A(), (y->noperands + 1) * sizeof *ops);
    for (uint32_t i = 0; i < y->noperands; i++) ops[i] = y->operands[i].value;
    Op *s = lower_emit(&r->e, OPK_GENERIC, "scf.yield", y->noperands, ops, NULL);
    s->fntype = y->fntype;
    s->props = y->props;
    s->attrs = y->attrs;
    return true;
  }
  const ForeignPiece *p = &y->pieces[0];
  bool quoted = p->len && p->spelling[0] == '"', values = false;
  uint32_t skip = (uint32_t)strlen(y->name) + (quoted ? 2 : 0);
  for (uint32_t k = 0; k < p->nrefs; k++) values |= p->refs[k].value != NULL;
  PieceBuf b = {0};
  pb_str(&b, quoted ? "\"scf.yield\"" : "scf.yield");
  if (values || quoted) pb_slice(&b, p, skip < p->len ? skip : p->len, p->len); /* not LLVM's `tosa.yield  : ` */
  lower_emit_text(&r->e, "scf.yield", pb_done(&b, A()));
  return true;
}

/* A name a yield's text defines is one nothing defines: LLVM 19 prints a
 * cond_if with operands without its regions' arguments (NOTES: its custom form
 * is lossy), so its yields name values that are not there. */
static bool names_undefined(OpRewrite *r) {
  Op *y = r->op;
  for (uint32_t k = 0; y->kind == OPK_FOREIGN && k < y->pieces[0].nrefs; k++) {
    const Value *v = y->pieces[0].refs[k].value;
    if (v && v->kind == VALUE_ARG && !v->type && v->loc.line == y->loc.line && v->loc.col == y->loc.col)
      return !lower_reject(r, "uses %%%s, which nothing defines (LLVM 19 prints tosa.cond_if with operands "
                              "without its regions' arguments: give such a function in generic form)",
                           v->src_name ? v->src_name : "?");
  }
  return false;
}

bool lower_yield(OpRewrite *r) {
  Op *y = r->op;
  CtrlFrame *f = frame_of(y);
  if (!f) {
    const Op *owner = y->parent ? y->parent->parent : NULL;
    if (owner && tosa_op_lookup(owner->name)) return false; /* refused at that op */
    return lower_reject(r, "is not in a region of tosa.cond_if or tosa.while_loop");
  }
  if (f->refused || names_undefined(r)) return false;
  if (f->kind == CTRL_WHILE && f->region == 0) return yield_condition(r, f);
  return yield_types_ok(r, f) && yield_values(r);
}

/* ---------------------------------------------------------------- between regions */

/* `}) : (tensor<i1>, A) -> T` of a generic cond_if -> `}) : (i1) -> T`, its
 * condition of the type its header took */
static bool if_tail(CtrlFrame *f, ForeignPiece *p) {
  uint32_t open = 0, close = 0;
  Type *t = tail_type(p, &open, &close);
  if (!t || !type_same(t, f->cond_type))
    return t ? refuse_op(f, "has a condition of another type than tensor<i1>: in the generic form its type "
                                "comes at the op's end, after its header was written for a tensor<i1>")
             : refuse_op(f, "does not end in `: (tensor<i1>, ...) -> ...`");
  PieceBuf b = {0};
  pb_slice(&b, p, 0, open);
  pb_str(&b, "(i1)");
  pb_slice(&b, p, close + 1, p->len);
  *p = pb_done(&b, A());
  return true;
}

void ctrl_next(Op *op, ForeignPiece *piece, bool last) {
  CtrlFrame *f = top();
  if (!f || f->op != op) return;
  if (!last && f->region >= 1) refuse_op(f, "has more than two regions");
  if (last && !f->region && f->kind == CTRL_WHILE) refuse_op(f, "has no body region");
  if (last && !f->region && f->kind == CTRL_IF && op->nresults)
    refuse_op(f, "has results but no else region");
  if (last && f->generic && f->kind == CTRL_IF) if_tail(f, piece);
  f->region++;
  f->seen = 0;
  if (last) pop();
}
