/* lower_variable.c — TOSA's variables, as mlir-opt's tosa-to-mlprogram lowers
 * them (the same in both generations but for the names: LLVM 19's
 * tosa.variable.read / .write, LLVM 22's tosa.variable_read / _write):
 *   tosa.variable @v = dense<7.0> : tensor<1xf32>   (module level)
 *     -> ml_program.global private mutable @v(dense<7.0> : tensor<1xf32>) : tensor<1xf32>
 *   tosa.variable @v : tensor<1xf32>  -> ml_program.global private mutable @v : tensor<1xf32>
 *   %0 = tosa.variable.read @v : T    -> %0 = ml_program.global_load @v : T
 *   tosa.variable.write @v, %x : T    -> ml_program.global_store @v = %x : T
 * The ops are read as text (foreign ops): their custom forms are rewritten, the
 * names in them kept; the generic forms are refused. A read or write of another
 * type than its tosa.variable's (declared before it) is an error with mlir-opt-22's
 * message (mlir-opt-19 accepts it, and its tosa-to-mlprogram then writes
 * ml_program ops that do not verify). A variable declared after its uses, as the
 * module's symbol table allows, is not checked: the body streams. */
#include <string.h>

#include "lower_impl.h"

/* The op's text past its name (`at`), when it is in custom form: `@name ...` */
static const ForeignPiece *custom_text(OpRewrite *r, uint32_t *at) {
  const Op *op = r->op;
  const ForeignPiece *p = op->kind == OPK_FOREIGN && op->pieces ? &op->pieces[0] : NULL;
  uint32_t n = (uint32_t)strlen(op->name);
  if (!p || p->len <= n || p->spelling[0] == '"' || memcmp(p->spelling, op->name, n)) {
    lower_refuse(r, "is lowered in its custom form only (`%s @name ...`)", op->name);
    return NULL;
  }
  while (n < p->len && p->spelling[n] == ' ') n++;
  if (n == p->len || p->spelling[n] != '@') {
    lower_refuse(r, "expects a symbol name (@name) after the op's name");
    return NULL;
  }
  *at = n;
  return p;
}

/* The end of the symbol name at s[at] ('@') */
static uint32_t symbol_end(const ForeignPiece *p, uint32_t at) {
  const char *s = p->spelling;
  uint32_t i = at + 1;
  if (i < p->len && s[i] == '"') {
    for (i++; i < p->len && s[i] != '"'; i++)
      if (s[i] == '\\') i++;
    return i < p->len ? i + 1 : i;
  }
  while (i < p->len && s[i] != ' ' && s[i] != ',' && s[i] != '=' && s[i] != '{' && s[i] != ':') i++;
  return i;
}

/* Where the last ` : ` of the text starts (the type follows it), or 0 */
static uint32_t type_colon(const ForeignPiece *p, uint32_t from) {
  for (uint32_t i = p->len; i-- > from + 2;)
    if (p->spelling[i] == ' ' && p->spelling[i - 1] == ':' && p->spelling[i - 2] == ' ') return i - 2;
  return 0;
}

/* The type spelled after the last ` : ` of p (from `from` on), or NULL. */
static Type *type_after(const ForeignPiece *p, uint32_t from) {
  uint32_t colon = type_colon(p, from);
  char err[128];
  size_t err_at;
  return colon ? type_from_spelling(p->spelling + colon + 3, p->len - colon - 3, err, sizeof err, &err_at) : NULL;
}

/* The variable `@name` at p[at], when declared before, has the shape and element
 * type of `t` (`what` names t in mlir-opt-22's messages: 'output1', 'input1'). */
static bool variable_fits(OpRewrite *r, const ForeignPiece *p, uint32_t at, Type *t, const char *what) {
  uint32_t end = symbol_end(p, at);
  Type *v = namemap_get_n(lower_variables(), p->spelling + at, end - at);
  if (!v || !t || !type_is_shaped(t) || !type_is_shaped(v)) return true; /* declared later, or not at all */
  bool same = t->kind != TYPE_TENSOR || v->kind != TYPE_TENSOR || t->rank == v->rank;
  for (uint32_t d = 0; same && t->kind == TYPE_TENSOR && v->kind == TYPE_TENSOR && d < t->rank; d++)
    same = t->dims[d] == v->dims[d] || t->dims[d] == DIM_DYNAMIC || v->dims[d] == DIM_DYNAMIC;
  if (!same)
    return lower_reject(r, "require same shapes for '%s' ('%s') and the input tensor ('%s')", what, t->spelling,
                        v->spelling);
  if (t->elem != v->elem)
    return lower_reject(r, "require same element type for '%s' ('%s') and the input tensor ('%s')", what,
                        t->elem->spelling, v->elem->spelling);
  return true;
}

/* `tosa.variable @v [= init] : T` at module level, rewritten in place (r->ls NULL) */
bool lower_variable(OpRewrite *r) {
  if (r->ls) return lower_refuse(r, "is lowered at module level only, where ml_program.global can stand");
  uint32_t at;
  const ForeignPiece *p = custom_text(r, &at);
  if (!p) return false;
  uint32_t end = symbol_end(p, at), colon = type_colon(p, end), i = end;
  while (i < p->len && p->spelling[i] == ' ') i++;
  if (!colon || i == p->len || (p->spelling[i] != '=' && p->spelling[i] != ':'))
    return lower_refuse(r, "expects `@name = initial_value : type` or `@name : type`, without attributes");
  Type *t = type_after(p, end);
  if (t) namemap_put_n(lower_variables(), arena_strndup(lower_variables()->arena, p->spelling + at, end - at), end - at, t);
  PieceBuf b = {0};
  pb_str(&b, "ml_program.global private mutable ");
  pb_slice(&b, p, at, end);
  if (p->spelling[i] == '=') { /* the typed initial value, then its type */
    uint32_t v = i + 1;
    while (v < p->len && p->spelling[v] == ' ') v++;
    pb_str(&b, "(");
    pb_slice(&b, p, v, p->len);
    pb_str(&b, ")");
    pb_slice(&b, p, colon, p->len);
  } else {
    pb_str(&b, " ");
    pb_slice(&b, p, i, p->len);
  }
  r->op->pieces[0] = pb_done(&b, A());
  r->op->name = "ml_program.global";
  return true;
}

/* `%0 = tosa.variable.read @v : T` -> `%0 = ml_program.global_load @v : T` */
bool lower_variable_read(OpRewrite *r) {
  uint32_t at;
  const ForeignPiece *p = custom_text(r, &at);
  if (!p) return false;
  Type *t = type_after(p, at);
  if (!t || r->op->nresults != 1)
    return lower_refuse(r, "expects one result and `%s @name : type`, the type spelled out", r->op->name);
  if (!variable_fits(r, p, at, t, "output1")) return false;
  PieceBuf b = {0};
  pb_str(&b, "ml_program.global_load ");
  pb_slice(&b, p, at, p->len);
  Op *g = lower_emit(&r->e, OPK_FOREIGN, "ml_program.global_load", 0, NULL, t);
  g->pieces = arena_alloc(A(), sizeof *g->pieces);
  g->pieces[0] = pb_done(&b, A());
  Value *res = r->op->results[0];
  g->results[0] = res; /* the read's result, as written */
  res->def = g;
  res->index = 0;
  if (!res->type) res->type = t;
  return true;
}

/* `tosa.variable.write @v, %x : T` -> `ml_program.global_store @v = %x : T` */
bool lower_variable_write(OpRewrite *r) {
  uint32_t at;
  const ForeignPiece *p = custom_text(r, &at);
  if (!p) return false;
  uint32_t end = symbol_end(p, at), comma = end;
  while (comma < p->len && p->spelling[comma] == ' ') comma++;
  if (comma == p->len || p->spelling[comma] != ',' || r->op->nresults)
    return lower_refuse(r, "expects `%s @name, %%value : type`", r->op->name);
  if (!variable_fits(r, p, at, type_after(p, comma), "input1")) return false;
  PieceBuf b = {0};
  pb_str(&b, "ml_program.global_store ");
  pb_slice(&b, p, at, end);
  pb_str(&b, " =");
  pb_slice(&b, p, comma + 1, p->len);
  lower_emit_text(&r->e, "ml_program.global_store", pb_done(&b, A()));
  return true;
}

bool lower_module_level(Op *op, const OpInfo *info, bool elementwise_only, bool no_tosa_left) {
  if (!info || info->id != TOSA_VARIABLE) return false;
  if (!elementwise_only) lower_variable(&(OpRewrite){.op = op, .no_tosa_left = no_tosa_left});
  return true;
}
