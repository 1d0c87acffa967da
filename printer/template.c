/* template.c — a linalg.generic recorded as a template while it prints, or
 * replayed from the template of an earlier one.
 *
 * The lowering asks for a linalg.generic to be recorded (TemplateUse.record,
 * passes/lower_template.c) when later ones of the same key (an element-wise op's
 * name and function type, a broadcast copy's types and dim) will be the same
 * around other names. While it prints, each name and indentation it writes
 * becomes a step, and the bytes between are kept:
 *
 *   linalg.generic {indexing_maps = [#map, #map], ...} ins(|%a| : ...) outs(|%e| ...) {
 *   |  |^bb0(|def in||%in_3|: f32, |def out||%out_4|: f32):
 *   |    ||def||%5| = math.exp |%in_3| : f32
 *   ...
 *
 * A later op replays the steps: its own operands and constants, and new names
 * given as the printer would give them, in the same order (print_fresh_name). A
 * template is kept only when each name is one of those: an operand of the op, a
 * constant its body asked for (TemplateUse.consts), or a value defined in it. */
#include <stdlib.h>
#include <string.h>

#include "printer_impl.h"

void template_record_begin(Printer *p, const Op *op) {
  struct TemplateRecording *r = &p->rec;
  r->on = true;
  r->failed = false;
  r->op = op;
  r->out = p->cur;
  r->buf = p->cur->buf;
  r->drained = p->cur->drained;
  r->start = r->last = p->cur->len;
  r->holes = 0;
  r->indent = p->indent;
  r->ndefs = r->nsteps = 0;
  r->operands_printed = 0;
}

/* The template being recorded is no longer where it began in the output buffer (the
 * buffer was drained or moved, or the printer writes elsewhere). */
static bool left_buffer(const Printer *p) {
  const struct TemplateRecording *r = &p->rec;
  return p->cur != r->out || p->cur->buf != r->buf || p->cur->drained != r->drained;
}

static void add_step(Printer *p, uint8_t kind, int n) {
  struct TemplateRecording *r = &p->rec;
  if (r->failed) return;
  size_t lit = p->cur->len - r->last;
  if (left_buffer(p) || lit > UINT16_MAX || n < 0 || n > UINT8_MAX) {
    r->failed = true; /* the bytes left the buffer: try again with a later op */
    return;
  }
  if (r->nsteps == r->cap) {
    r->cap = r->cap ? r->cap * 2 : 32;
    r->steps = xrealloc(r->steps, r->cap * sizeof *r->steps);
    r->from = xrealloc(r->from, r->cap * sizeof *r->from);
  }
  r->from[r->nsteps] = r->last;
  r->steps[r->nsteps++] = (TemplateStep){(uint16_t)lit, kind, (uint8_t)n};
  r->last = p->cur->len;
}

void template_define(Printer *p, Value *v, const char *hint) {
  struct TemplateRecording *r = &p->rec;
  if (r->ndefs == sizeof r->defs / sizeof r->defs[0]) {
    r->failed = true;
    return;
  }
  r->defs[r->ndefs] = v;
  r->hints[r->ndefs] = hint;
  add_step(p, STEP_DEFINE, (int)r->ndefs++);
}

void template_name(Printer *p, Value *v) {
  struct TemplateRecording *r = &p->rec;
  for (uint32_t k = 0; k < r->ndefs; k++)
    if (r->defs[k] == v) return add_step(p, STEP_NAME + STEP_DEF, (int)k);
  /* an operand read twice (`ins(%a, %a ...)`) is two operands: each is printed
   * once, in order, so the first one not printed yet is the one */
  int first = -1;
  for (uint32_t i = 0; i < r->op->noperands && i < 64; i++) {
    if (r->op->operands[i].value != v) continue;
    if (!(r->operands_printed >> i & 1)) {
      r->operands_printed |= UINT64_C(1) << i;
      return add_step(p, STEP_NAME + STEP_OPERAND, (int)i);
    }
    if (first < 0) first = (int)i;
  }
  if (first >= 0) return add_step(p, STEP_NAME + STEP_OPERAND, first);
  const TemplateUse *pa = r->op->template_use;
  for (uint32_t i = 0; i < pa->nconsts; i++)
    if (pa->consts[i] == v) return add_step(p, STEP_NAME + STEP_CONST, (int)i);
  r->failed = true; /* a value from elsewhere: its name is not the later ops' */
}

void template_indent(Printer *p) { add_step(p, STEP_INDENT, p->indent - p->rec.indent); }

/* The template recorded, in the chunk's arena (its `#map` aliases are the chunk's);
 * NULL when its bytes left the buffer while it was printed; template_none when the
 * op's names are not all of the kinds a later op can give. */
const Template *template_record_end(Printer *p) {
  struct TemplateRecording *r = &p->rec;
  r->on = false;
  add_step(p, STEP_INDENT, 0); /* checks the buffer; dropped below */
  if (r->failed) return left_buffer(p) ? NULL : &template_none;
  uint32_t nsteps = r->nsteps - 1;
  size_t nbytes = 0;
  for (uint32_t i = 0; i <= nsteps; i++) nbytes += r->steps[i].lit;
  if (r->start + nbytes + r->holes != p->cur->len) return NULL; /* bytes were put before it (an alias) */
  Template *t = arena_alloc(&p->chunk, sizeof *t);
  TemplateStep *steps = arena_alloc(&p->chunk, (nsteps ? nsteps : 1) * sizeof *steps);
  const char **hints = arena_alloc(&p->chunk, (r->ndefs ? r->ndefs : 1) * sizeof *hints);
  char *bytes = arena_alloc(&p->chunk, nbytes + 16); /* template_replay copies 16 bytes at a time */
  char *at = bytes;
  for (uint32_t i = 0; i <= nsteps; i++) {
    memcpy(at, r->out->buf + r->from[i], r->steps[i].lit);
    at += r->steps[i].lit;
    if (i < nsteps) steps[i] = r->steps[i];
  }
  memcpy(hints, r->hints, r->ndefs * sizeof *hints);
  *t = (Template){.nsteps = nsteps, .tail = r->steps[nsteps].lit, .steps = steps, .hints = hints, .bytes = bytes};
  return t;
}

/* `n` bytes with 16 readable bytes after them, 16 at a time when they
 * fit with room to spare: most pieces are a few to a few dozen bytes. */
static inline void put_bytes(Out *o, const char *s, size_t n) {
  if (o->len + n + 16 > o->cap) {
    out_write(o, s, n);
    return;
  }
  char *d = o->buf + o->len;
  for (size_t i = 0; i < n; i += 16) memcpy(d + i, s + i, 16);
  o->len += n;
}

void template_replay(Printer *p, const Op *op, const Template *t) {
  Value defs[16];
  const char *at = t->bytes;
  for (uint32_t i = 0; i < t->nsteps; i++) {
    const TemplateStep s = t->steps[i];
    put_bytes(p->cur, at, s.lit);
    at += s.lit;
    Value *v;
    switch (s.kind) {
    case STEP_DEFINE: print_fresh_name(p, &defs[s.n], t->hints[s.n]); continue;
    case STEP_INDENT: out_indent(p->cur, p->indent + s.n); continue;
    case STEP_NAME + STEP_OPERAND: v = op->operands[s.n].value; break;
    case STEP_NAME + STEP_CONST: v = op->template_use->consts[s.n]; break;
    default: v = &defs[s.n]; break;
    }
    if (v->print_name)
      out_arena_str(p->cur, v->print_name, v->print_len);
    else
      print_value(p, v);
  }
  put_bytes(p->cur, at, t->tail);
}

void template_free(Printer *p) {
  free(p->rec.steps);
  free(p->rec.from);
  p->rec.steps = NULL;
  p->rec.from = NULL;
  p->rec.cap = p->rec.nsteps = 0;
  p->rec.on = false;
}
