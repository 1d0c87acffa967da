/* lower_rewrite.c — the TOSA ops that are not element-wise: the op table's lowering
 * column (a function per op, carried for none), the helpers those functions share
 * (passes/lower_impl.h), and how an op is handed to its function. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "lower_impl.h"

/* "tosa.const"() <{value(s) = dense<...> : T}> becomes arith.constant dense<...> : T,
 * so that lowered code can use it (LLVM 19 names the attribute value, LLVM 22 values). */
bool lower_const(OpRewrite *r) {
  Op *op = r->op;
  Attr *v = attr_dict_get(op->props, "values");
  if (!v) v = attr_dict_get(op->props, "value");
  if (!v) v = attr_dict_get(op->attrs, "values");
  if (!v) v = attr_dict_get(op->attrs, "value");
  if (!v || op->nresults != 1 || op->noperands != 0 || v->kind != ATTR_OPAQUE || !v->type) return false;
  Op *c = lower_emit(&r->e, OPK_CONSTANT, "arith.constant", 0, NULL, NULL);
  c->props = lower_dict1(A(), "value", v);
  Value *result = op->results[0];
  result->def = c;
  result->name_hint = "cst";
  c->nresults = 1;
  c->results[0] = result;
  return true;
}

/* An op no function lowers: printed as read. */
bool carried(OpRewrite *r) {
  (void)r;
  return false;
}

/* ---------------------------------------------------------------- ops with a lowering of their own */

static OpLowerFn *const lowerings[TOSA_OP_COUNT] = {
#define TOSA_OTHER(id, name, lowering, ...) [TOSA_##id] = lowering,
#include "../ir/tosa_ops.def"
};

static void report_at_op(const OpRewrite *r, const char *fmt, va_list ap) {
  char msg[512];
  vsnprintf(msg, sizeof msg, fmt, ap);
  diag_report(DIAG_ERROR, r->op->loc, "'%s' op %s", r->op->name, msg);
}

/* An op the tool cannot lower is carried through as read (mlir-opt's own passes
 * may lower it later); with --no-tosa-left it is an error that says why (the
 * verifier names the ops no function lowers: lower_knows). */
bool lower_refuse(OpRewrite *r, const char *fmt, ...) {
  if (!r->no_tosa_left) return false;
  va_list ap;
  va_start(ap, fmt);
  report_at_op(r, fmt, ap);
  va_end(ap);
  return false;
}

bool lower_reject(OpRewrite *r, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  report_at_op(r, fmt, ap);
  va_end(ap);
  return false;
}

Attr *lower_dict1(Arena *arena, const char *key, Attr *value) {
  Attr *d = attr_new(arena, ATTR_DICT, (Loc){0});
  d->n = 1;
  d->entries = arena_alloc(arena, sizeof *d->entries);
  d->entries[0].name = key;
  d->entries[0].value = value;
  return d;
}

Value *lower_dim(OpRewrite *r, Value *tensor, uint32_t d) { return lower_block_dim(r->ls, &r->e, tensor, d); }

Value *lower_index(OpRewrite *r, int64_t v) { return lower_block_index(r->ls, &r->e, v); }

Value *lower_empty(OpRewrite *r, Type *type, Value *const *sizes) {
  Value *dyn[IR_MAX_RANK];
  uint32_t n = 0;
  for (uint32_t d = 0; d < type->rank; d++)
    if (type->dims[d] == DIM_DYNAMIC) dyn[n++] = sizes[d];
  return lower_block_empty(r->ls, &r->e, n, dyn, type, true);
}

Value *lower_cast(OpRewrite *r, Value *v, Type *to) {
  if (v->type == to) return v;
  Value *c = lower_emit1(&r->e, OPK_TENSOR_CAST, "tensor.cast", to, v);
  c->name_hint = "cast";
  return c;
}

/* Whether v is a result of an op the rewrite wrote. */
static bool written(const OpRewrite *r, const Value *v) {
  if (v->kind != VALUE_RESULT) return false;
  for (Op *o = r->before ? r->before->next : r->op->parent->first; o && o != r->op; o = o->next)
    if (o == v->def) return true;
  return false;
}

void lower_result(OpRewrite *r, uint32_t i, Value *v) {
  Value *result = r->op->results[i];
  if (v->type != result->type || !written(r, v)) {
    v = lower_emit1(&r->e, OPK_TENSOR_CAST, "tensor.cast", result->type, v);
    v->name_hint = "cast";
  }
  Op *def = v->def;
  def->results[v->index] = result;
  result->def = def;
  result->index = v->index;
  result->name_hint = v->name_hint;
}

void lower_result_sizes(OpRewrite *r, uint32_t i, Value *const *sizes) {
  Value *result = r->op->results[i];
  for (uint32_t d = 0; result->type->kind == TYPE_TENSOR && d < result->type->rank; d++)
    if (result->type->dims[d] == DIM_DYNAMIC && sizes[d])
      reuse_add(&r->ls->reuse, &(ReuseKey){.kind = REUSE_DIM, .n = d, .ids = {value_id(&r->ls->reuse, result)}},
                sizes[d]);
}


/* An op carried through (not lowered) reads its !tosa.shape operands, whose
 * tosa.const_shape ops the lowering dropped (lower_const_shape): each is spelled
 * again just before it, from the values the operand keeps. */
static void respell_shape_operands(OpRewrite *r) {
  for (uint32_t i = 0; i < r->op->noperands; i++) {
    Value *v = r->op->operands[i].value;
    int count;
    int64_t vals[64];
    uint32_t n;
    if (v->print_name || !v->def || strcmp(v->def->name, "tosa.const_shape") || v->type->kind != TYPE_OPAQUE ||
        sscanf(v->type->spelling, "!tosa.shape<%d>", &count) != 1 || !ir_const_ints(v, vals, 64, &n))
      continue;
    Buf f = {0};
    buf_str(&f, "tosa.const_shape {values = dense<");
    if (n == 1 && count != 1) {
      buf_printf(&f, "%lld", (long long)vals[0]);
    } else {
      buf_str(&f, "[");
      for (uint32_t k = 0; k < n; k++) buf_printf(&f, k ? ", %lld" : "%lld", (long long)vals[k]);
      buf_str(&f, "]");
    }
    buf_printf(&f, "> : tensor<%dxindex>} : () -> $t", count);
    r->op->operands[i].value = lower_spell1(&r->e, v->type, "shape", buf_c(&f), v->type);
    buf_free(&f);
  }
}

/* The op's own lowering, if it has one and it is on: true when it is rewritten. */
bool lower_rewrite(LowerState *ls, Op *op, const OpInfo *info, bool elementwise_only, bool no_tosa_left) {
  OpLowerFn *fn = lowerings[info->id];
  if (!fn || (elementwise_only && fn != lower_const)) return false;
  OpRewrite r = {.ls = ls, .op = op, .before = op->prev, .no_tosa_left = no_tosa_left,
                 .e = {.block = op->parent, .anchor = op, .loc = op->loc, .loc_spelling = op->loc_spelling, .consts = ls}};
  ls->before_current = op->prev;
  bool one_result = fn == carried || fn == lower_fft2d || fn == lower_rfft2d || info->form != FORM_PLAIN || op->nresults == 1;
  if (!one_result) lower_refuse(&r, "expected one result, not %u", op->nresults);
  if (!one_result || !fn(&r)) {
    respell_shape_operands(&r);
    return false;
  }
  ir_remove(op);
  return true;
}

/* tosa.cond_if, tosa.while_loop: their header rewritten (lower_control.c), if on;
 * false when not. The op stays: its regions follow. */
bool lower_rewrite_header(LowerState *ls, Op *op, const OpInfo *info, bool elementwise_only) {
  if (!info || elementwise_only || lowerings[info->id] == carried) return false;
  OpRewrite r = {.ls = ls, .op = op,
                 .e = {.block = op->parent, .anchor = op->streamed ? NULL : op, .loc = op->loc, .loc_spelling = op->loc_spelling}};
  return lowerings[info->id](&r);
}

bool lower_knows(const char *name, bool elementwise_only) {
  const OpInfo *info = tosa_op_lookup(name);
  if (!info || info->lowering == LOWER_ELEMENTWISE) return info != NULL;
  OpLowerFn *fn = lowerings[info->id];
  return fn != carried && (!elementwise_only || fn == lower_const);
}
