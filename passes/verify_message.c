/* verify_message.c — the verifier's messages: attributes, shapes and ops spelled
 * as mlir-opt prints them, so that its messages can be matched word for word. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "verify.h"

/* "'tosa.add' op MESSAGE" at the op; always returns true (= an error was reported). */
bool op_error(const Op *op, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
bool op_error(const Op *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  Buf *m = msg_whole();
  buf_vprintf(m, fmt, ap);
  va_end(ap);
  diag_report(DIAG_ERROR, op->loc, "'%s' op %s", op->name, buf_c(m));
  return true;
}

/* '2x?x3' (rank 0: ''), as mlir-opt prints shapes in the broadcast messages. */
void spell_dims(Buf *s, const int64_t *dims, uint32_t rank) {
  for (uint32_t i = 0; i < rank; i++) {
    if (i) buf_str(s, "x");
    if (dims[i] == DIM_DYNAMIC)
      buf_str(s, "?");
    else
      buf_printf(s, "%lld", (long long)dims[i]);
  }
}

/* ---------------------------------------------------------------- attributes as MLIR prints them */

void spell_attr(Buf *s, const Attr *a);

/* A float the way mlir-opt prints it: %.6e when that reads back to the same value
 * of the attribute's type, else the shortest decimal that does. */
static void spell_float(Buf *s, const Attr *a) {
  if (a->spelling && (!strncmp(a->spelling, "0x", 2) || !strncmp(a->spelling, "-0x", 3))) {
    buf_str(s, a->spelling);
    return;
  }
  const Type *t = a->type;
  bool is_f32 = t && t->kind == TYPE_FLOAT && t->fkind == FLOAT_F32;
  bool is_f64 = !t || (t->kind == TYPE_FLOAT && t->fkind == FLOAT_F64);
  double v = is_f32 ? (double)(float)a->fval : a->fval;
  char buf[64];
  snprintf(buf, sizeof buf, "%.6e", v);
  for (int prec = 7; prec <= 17; prec++) {
    double back = strtod(buf, NULL);
    bool same = is_f32 ? (float)back == (float)v : is_f64 ? back == v : true; /* f16/bf16: 7 digits suffice */
    if (same) break;
    snprintf(buf, sizeof buf, "%.*g", prec, v);
    if (!strpbrk(buf, ".e")) strcat(buf, ".0");
  }
  buf_str(s, buf);
}

void spell_dict(Buf *s, const Attr *d) {
  uint32_t n = d->n;
  uint32_t *order = arena_alloc(&ir_func_arena, (n ? n : 1) * sizeof *order); /* goes with the item */
  for (uint32_t i = 0; i < n; i++) order[i] = i;
  for (uint32_t i = 1; i < n; i++) /* sorted by name, as a DictionaryAttr is */
    for (uint32_t j = i; j > 0 && strcmp(d->entries[order[j - 1]].name, d->entries[order[j]].name) > 0; j--) {
      uint32_t t = order[j];
      order[j] = order[j - 1];
      order[j - 1] = t;
    }
  buf_str(s, "{");
  for (uint32_t i = 0; i < n; i++) {
    const NamedAttr *e = &d->entries[order[i]];
    if (i) buf_str(s, ", ");
    buf_str(s, e->name);
    if (e->value && e->value->kind != ATTR_UNIT) {
      buf_str(s, " = ");
      spell_attr(s, e->value);
    }
  }
  buf_str(s, "}");
}

void spell_attr(Buf *s, const Attr *a) {
  switch (a->kind) {
  case ATTR_ARRAY: {
    const char *before = "[";
    for (uint32_t i = 0; i < a->n; i++, before = ", ") {
      buf_str(s, before);
      spell_attr(s, a->elems[i]);
    }
    buf_str(s, a->n ? "]" : "[]");
    break;
  }
  case ATTR_DICT: spell_dict(s, a); break;
  case ATTR_INT:
    if (is_signless(a->type, 1)) {
      buf_str(s, a->ival ? "true" : "false");
      break;
    }
    if (a->int_overflow && a->spelling)
      buf_str(s, a->spelling);
    else
      buf_printf(s, "%lld", (long long)a->ival);
    buf_printf(s, " : %s", a->type ? a->type->spelling : "i64");
    break;
  case ATTR_FLOAT:
    spell_float(s, a);
    buf_printf(s, " : %s", a->type ? a->type->spelling : "f64");
    break;
  case ATTR_BOOL: buf_str(s, a->ival ? "true" : "false"); break;
  case ATTR_STRING:
  case ATTR_SYMBOL:
  case ATTR_OPAQUE:
    buf_str(s, a->spelling ? a->spelling : "");
    if (a->type && a->kind != ATTR_SYMBOL) buf_printf(s, " : %s", a->type->spelling);
    break;
  case ATTR_UNIT: buf_str(s, "unit"); break;
  case ATTR_TYPE: buf_str(s, a->type->spelling); break;
  }
}

/* ---------------------------------------------------------------- functions */

/* The op in generic form with mlir-opt's value names (%argN, %N), for the
 * "block with no terminator" message. */
static void spell_value(Buf *s, const Func *f, const Value *v) {
  if (v->kind == VALUE_ARG) {
    buf_printf(s, "%%arg%u", v->index);
    return;
  }
  if (v->kind == VALUE_RESULT && v->ordinal) {
    buf_printf(s, "%%%u", v->ordinal - 1);
    if (v->def ? v->def->nresults > 1 : strchr(v->src_name ? v->src_name : "", '#') != NULL)
      buf_printf(s, "#%u", v->index);
    return;
  }
  if (v->kind == VALUE_RESULT && v->def && f && f->body) {
    unsigned n = 0;
    for (const Op *op = f->body->first; op; op = op->next) {
      if (op == v->def) {
        buf_printf(s, "%%%u", n);
        if (op->nresults > 1) buf_printf(s, "#%u", v->index);
        return;
      }
      if (op->nresults) n++;
    }
  }
  buf_printf(s, "%%%s", v->src_name ? v->src_name : "<<unknown>>");
}

void spell_op(Buf *s, const Func *f, const Op *op) {
  if (op->nresults) {
    unsigned n = op->results[0]->ordinal - 1;
    buf_printf(s, "%%%u", n);
    if (op->nresults > 1) buf_printf(s, ":%u", op->nresults);
    buf_str(s, " = ");
  }
  buf_printf(s, "\"%s\"(", op->name);
  for (uint32_t i = 0; i < op->noperands; i++) {
    if (i) buf_str(s, ", ");
    spell_value(s, f, op->operands[i].value);
  }
  buf_str(s, ")");
  if (op->kind == OPK_CALL) buf_printf(s, " <{callee = %s}>", op->callee->spelling);
  if (op->props) {
    buf_str(s, " <");
    spell_dict(s, op->props);
    buf_str(s, ">");
  }
  if (op->attrs && op->attrs->n) {
    buf_str(s, " ");
    spell_dict(s, op->attrs);
  }
  if (op->fntype) buf_printf(s, " : %s", op->fntype->spelling);
}
