/* lower_reduce.c — the TOSA reductions along one axis: reduce_sum, reduce_prod
 * (LLVM 22: reduce_product), reduce_max, reduce_min, reduce_all, reduce_any (one
 * function and a table of what each combines with) and argmax, in both TOSA
 * generations, as MLIR's TosaToLinalg lowers them:
 *
 *   %e = tensor.empty(%dim) : tensor<2x?xf32>          // the input's sizes, axis dropped
 *   %f = linalg.fill ins(%cst : f32) outs(%e : ..) -> ..  // the identity
 *   %reduced = linalg.reduce { arith.addf } ins(%x : tensor<2x3x?xf32>) outs(%f : ..) dimensions = [1]
 *   %expanded = tensor.expand_shape %reduced [[0], [1, 2]] output_shape [2, 1, %dim] : .. into tensor<2x1x?xf32>
 *
 * and argmax as one linalg.generic with two outputs, the index and the value so
 * far, reducing along the axis.
 *
 * What each computes with floats (the TOSA 1.0 specification's pseudocode, as
 * ARM's reference model runs it: a reduction starts from the identity of
 * apply_max_s / apply_min_s in its nan_mode, argmax from the same value and
 * index 0, taking an element when apply_max_s of it and the maximum so far differs
 * from that maximum, and never a later NaN for an earlier one):
 *
 *   - reduce_max, nan_mode PROPAGATE (LLVM 22's default, and LLVM 19's only
 *     behaviour, mlir-opt-19's arith.maximumf): NaN when any element is NaN, else
 *     the largest, -inf when all are -inf. From -inf with arith.maximumf.
 *   - reduce_max, nan_mode IGNORE: the largest element that is not NaN; NaN only
 *     when every element is NaN. From NaN with arith.maxnumf (IEEE maxNum: the
 *     other operand when one is NaN, NaN when both are): one op, where mlir-opt-22
 *     carries a second output, "all NaN so far", and selects NaN after.
 *   - reduce_min: the same with +inf, arith.minimumf and arith.minnumf.
 *   - argmax, PROPAGATE (an LLVM 22 op with nan_mode = PROPAGATE): the index of
 *     the first NaN if any, else of the first largest element. From (-inf, 0),
 *     taking `in` when `in >u acc && acc is not NaN` (cmpf ugt, cmpf ord), as
 *     mlir-opt-22 does.
 *   - argmax, IGNORE: the index of the first largest element that is not NaN; 0
 *     when all are NaN. From (NaN, 0), taking `in` when `in >u acc && in is not
 *     NaN` (cmpf ugt, cmpf ord): the first element that is not NaN replaces the
 *     NaN start, so a -inf after NaNs has its index.
 *   - argmax without nan_mode (LLVM 19): mlir-opt-19's `in >o acc` (cmpf ogt)
 *     from (-inf, 0), which never takes a NaN: 0 when all are NaN. mlir-opt-22
 *     prints an argmax with PROPAGATE in this same form (the default left out),
 *     but an op is read in its LLVM 22 form only where mlir-opt-19 cannot read
 *     it (verify_attrs.c): an LLVM 22 program meaning PROPAGATE says so in the
 *     generic form, which always carries nan_mode, or writes it.
 *
 * Where this differs from mlir-opt-19 and mlir-opt-22 on purpose: they start max
 * and argmax from the lowest finite value (-3.40282347E+38 for f32) instead of
 * -inf, and min from the highest: the maximum of a row of -inf is then -3.4e38
 * (the minimum of a row of +inf +3.4e38), argmax of [-inf, -3.4e38] is 0, and
 * argmax with IGNORE of [NaN, -inf] is 0 (the reference model: -inf, 1, 1).
 * test/exec/programs/reduce_special.mlir and reduce_llvm22.mlir check those
 * against twins the mlir-opts get right. Integers start from the type's signed
 * extreme, i1 included, as both do.
 *
 * Each function reads the op, refuses at it what it cannot lower, before it writes
 * anything (with mlir-opt's verifier's message where it has one), and gives its
 * result to the last op it wrote (lower_result, which casts to a declared type
 * that is less or more static than the input's sizes give). */
#include <math.h>
#include <string.h>

#include "lower_impl.h"

/* ---------------------------------------------------------------- what each reduction is */

typedef enum Identity { ID_ZERO, ID_ONE, ID_LOWEST, ID_HIGHEST } Identity;

typedef struct Reduction {
  TosaOpId id;
  const char *fop, *fop_ignore; /* the float combiner; with nan_mode = IGNORE (NULL: the same) */
  const char *iop;              /* the integer (and i1) combiner */
  Identity identity;            /* of the combiner: floats' lowest -inf, highest +inf; integers' signed extremes */
  bool bool_only;               /* i1 only (all, any), as mlir-opt lowers them */
} Reduction;

static const Reduction reductions[] = {
    {TOSA_REDUCE_SUM, "arith.addf", NULL, "arith.addi", ID_ZERO, false},
    {TOSA_REDUCE_PROD, "arith.mulf", NULL, "arith.muli", ID_ONE, false},
    {TOSA_REDUCE_MAX, "arith.maximumf", "arith.maxnumf", "arith.maxsi", ID_LOWEST, false},
    {TOSA_REDUCE_MIN, "arith.minimumf", "arith.minnumf", "arith.minsi", ID_HIGHEST, false},
    {TOSA_REDUCE_ALL, NULL, NULL, "arith.andi", ID_LOWEST, true}, /* i1's signed lowest: true */
    {TOSA_REDUCE_ANY, NULL, NULL, "arith.ori", ID_ZERO, true},
};

/* nan_mode: NAN_NONE (LLVM 19, or LLVM 22's default left out), PROPAGATE, IGNORE */
typedef enum NanMode { NAN_NONE, NAN_PROPAGATE, NAN_IGNORE } NanMode;

static NanMode nan_mode(const Op *op) {
  const Attr *a = op_attr(op, "nan_mode");
  if (!a) return NAN_NONE;
  return a->spelling && strstr(a->spelling, "IGNORE") ? NAN_IGNORE : NAN_PROPAGATE;
}

static bool is_float(const Type *t) { return t->kind == TYPE_FLOAT; }

/* The element types the lowering takes: signless i1..i64 and the four floats. */
static bool elem_ok(const Type *t) {
  if (is_float(t)) return true;
  if (t->kind != TYPE_INT || t->sign != SIGNLESS) return false;
  return t->width == 1 || t->width == 8 || t->width == 16 || t->width == 32 || t->width == 64;
}

/* The identity as a constant of the block (made once, reused): floats' lowest
 * and highest the infinities, NaN (IGNORE's start); integers' signed extremes. */
static Value *identity(OpRewrite *r, Type *elem, Identity id, bool nan) {
  if (is_float(elem)) {
    double v = nan ? NAN : id == ID_ZERO ? 0.0 : id == ID_ONE ? 1.0 : id == ID_LOWEST ? -INFINITY : INFINITY;
    return lower_const_float(&r->e, elem, v);
  }
  uint32_t w = elem->width;
  int64_t lowest = w >= 64 ? INT64_MIN : -(INT64_C(1) << (w - 1)), highest = w >= 64 ? INT64_MAX : -lowest - 1;
  int64_t v = id == ID_ZERO ? 0 : id == ID_ONE ? 1 : id == ID_LOWEST ? lowest : highest;
  return lower_const_int(&r->e, elem, w == 1 ? v & 1 : v); /* i1: true once, whatever its sign */
}

/* ---------------------------------------------------------------- what both read */

typedef struct Reduce {
  Value *x;
  Type *in, *out;
  uint32_t axis;
  int64_t dims[IR_MAX_RANK];  /* the input's sizes without the axis */
  Value *sizes[IR_MAX_RANK];  /* and the dynamic ones, read with tensor.dim (written once checked) */
  uint32_t rank;              /* of those: the input's less one */
} Reduce;

/* The input and its axis, as both kinds of op take them; false (refused) otherwise.
 * The verifier (verify_ops.c) has checked the axis and the result's shape. */
static bool read_reduce(OpRewrite *r, Reduce *q) {
  Op *op = r->op;
  if (op->noperands != 1 || op->nresults != 1) return lower_refuse(r, "expects one operand and one result");
  q->x = op->operands[0].value;
  q->in = q->x->type;
  q->out = op->results[0]->type;
  if (q->in->kind != TYPE_TENSOR || q->out->kind != TYPE_TENSOR)
    return lower_refuse(r, "cannot lower a reduction of unranked tensors");
  if (!elem_ok(q->in->elem)) return lower_refuse(r, "cannot lower a reduction of %s elements", q->in->elem->spelling);
  int64_t axis;
  const Attr *a = op_attr(op, "axis");
  if (!a || !attr_as_int(a, &axis) || axis < 0 || axis >= (int64_t)q->in->rank)
    return lower_refuse(r, "requires attribute 'axis'");
  q->axis = (uint32_t)axis;
  q->rank = 0;
  for (uint32_t d = 0; d < q->in->rank; d++)
    if (d != q->axis) q->dims[q->rank++] = q->in->dims[d];
  return true;
}

/* tensor.dim of each dynamic size kept, once the op is known to be lowered. */
static void read_sizes(OpRewrite *r, Reduce *q) {
  for (uint32_t d = 0, k = 0; d < q->in->rank; d++)
    if (d != q->axis) {
      q->sizes[k] = q->dims[k] == DIM_DYNAMIC ? lower_dim(r, q->x, d) : NULL;
      k++;
    }
}

/* A tensor of type t (sizes q->sizes) filled with v: the tensor.empty and the
 * linalg.fill made once per block for the same type and value. */
static Value *filled(OpRewrite *r, Reduce *q, Type *t, Value *v) {
  Value *e = lower_empty(r, t, q->sizes);
  ReuseTable *rt = &r->ls->reuse;
  ReuseKey k = {.kind = REUSE_FILL, .p = t, .ids = {value_id(rt, e), value_id(rt, v)}};
  Value *f = reuse_find(rt, &k);
  if (f) return f;
  f = lower_spell1(&r->e, t, NULL, "linalg.fill ins($v : $t) outs($v : $t) -> $t", v, v->type, e, t, t);
  reuse_add(rt, &k, f);
  return f;
}

/* The op's result is v; its dynamic sizes are the input's (q->sizes; the axis,
 * kept by a reduction, is 1): later ops read them without a tensor.dim. */
static void give_result(OpRewrite *r, Reduce *q, Value *v, bool keeps_axis) {
  lower_result(r, 0, v);
  Value *result = r->op->results[0];
  ReuseTable *rt = &r->ls->reuse;
  for (uint32_t d = 0, j = 0; d < result->type->rank; d++) {
    if (keeps_axis && d == q->axis) continue;
    if (result->type->dims[d] == DIM_DYNAMIC && q->sizes[j])
      reuse_add(rt, &(ReuseKey){.kind = REUSE_DIM, .n = d, .ids = {value_id(rt, result)}}, q->sizes[j]);
    j++;
  }
}

/* ---------------------------------------------------------------- reductions */

/* The reduced value of rank r - 1 back to rank r, the axis of size 1: the axis
 * grouped with the dim after it (with the one before when it is the last), as
 * mlir-opt does; a rank-0 value to [1]. */
static Value *expand(OpRewrite *r, Reduce *q, Value *v) {
  int64_t dims[IR_MAX_RANK];
  Value *args[IR_MAX_RANK + 1];
  uint32_t n = q->in->rank, k = 0;
  for (uint32_t d = 0; d < n; d++) dims[d] = d == q->axis ? 1 : q->in->dims[d];
  Type *to = type_tensor(q->in->elem, n, dims, NULL);
  Buf f = {0};
  buf_str(&f, "tensor.expand_shape $v [");
  for (uint32_t g = 0, d = 0; g < q->rank; g++) { /* group g of the output's dims */
    buf_str(&f, g ? ", [" : "[");
    uint32_t last = d + (d == q->axis || (g == q->rank - 1 && q->axis == n - 1) ? 1 : 0);
    for (uint32_t i = d; i <= last; i++) buf_printf(&f, i > d ? ", %u" : "%u", i);
    buf_str(&f, "]");
    d = last + 1;
  }
  buf_str(&f, "] output_shape ");
  spell_sizes(&f, n, dims);
  buf_str(&f, " : $t into $t");
  args[k++] = v;
  for (uint32_t d = 0, j = 0; d < n; d++)
    if (d != q->axis) {
      if (dims[d] == DIM_DYNAMIC) args[k++] = q->sizes[j];
      j++;
    }
  Value *e = lower_spell_values(r, to, "expanded", buf_c(&f), args, k, v->type, to);
  buf_free(&f);
  return e;
}

bool lower_reduce(OpRewrite *r) {
  Op *op = r->op;
  const Reduction *k = NULL;
  for (size_t i = 0; i < sizeof reductions / sizeof *reductions; i++)
    if (reductions[i].id == op->info->id) k = &reductions[i];
  Reduce q;
  if (!k || !read_reduce(r, &q)) return false;
  Type *elem = q.in->elem;
  if (k->bool_only && !(elem->kind == TYPE_INT && elem->width == 1))
    return lower_refuse(r, "cannot lower a reduction of %s elements (i1 only)", elem->spelling);
  bool ignore = is_float(elem) && nan_mode(op) == NAN_IGNORE && k->fop_ignore;
  const char *comb = !is_float(elem) ? k->iop : ignore ? k->fop_ignore : k->fop;
  read_sizes(r, &q);
  Type *red = type_tensor(elem, q.rank, q.dims, NULL);
  Value *init = filled(r, &q, red, identity(r, elem, k->identity, ignore));
  Value *v = lower_spell1(&r->e, red, "reduced", "linalg.reduce { $s } ins($v : $t) outs($v : $t) dimensions = [$d]",
                          comb, q.x, q.in, init, red, (int64_t)q.axis);
  give_result(r, &q, expand(r, &q, v), true);
  return true;
}

/* ---------------------------------------------------------------- argmax */

/* affine_map<(d0, d1, d2) -> (d0, d2)>: the iteration space without the axis */
static Attr *drop_axis_map(uint32_t n, uint32_t axis) {
  Buf b = {0};
  buf_str(&b, "affine_map<(");
  for (uint32_t i = 0; i < n; i++) buf_printf(&b, i ? ", d%u" : "d%u", i);
  buf_str(&b, ") -> (");
  for (uint32_t i = 0, k = 0; i < n; i++)
    if (i != axis) buf_printf(&b, k++ ? ", d%u" : "d%u", i);
  buf_str(&b, ")>");
  Attr *a = attr_affine_map(A(), buf_c(&b));
  buf_free(&b);
  return a;
}

static Value *compare(Emitter *e, const char *name, const char *pred, Value *a, Value *b) {
  Op *op = lower_emit(e, OPK_COMPARE, name, 2, (Value *[]){a, b}, type_int(1, SIGNLESS));
  op->props = lower_predicate_props(pred);
  return op->results[0];
}

/*   %4:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]}
 *       ins(%x : tensor<2x?xf32>) outs(%1, %3 : tensor<2xi32>, tensor<2xf32>) {
 *   ^bb0(%in: f32, %out: i32, %out_0: f32):
 *     %5 = linalg.index 1 : index
 *     %6 = arith.index_cast %5 : index to i32
 *     %7 = arith.cmpf ogt, %in, %out_0 : f32        // the update condition of the nan_mode
 *     %8 = arith.select %7, %in, %out_0 : f32
 *     %9 = arith.select %7, %6, %out : i32
 *     linalg.yield %9, %8 : i32, f32
 *   } -> (tensor<2xi32>, tensor<2xf32>) */
bool lower_argmax(OpRewrite *r) {
  Op *op = r->op;
  Reduce q;
  if (!read_reduce(r, &q)) return false;
  Type *elem = q.in->elem, *ielem = q.out->elem;
  if (ielem->kind != TYPE_INT || !elem_ok(ielem)) return lower_refuse(r, "cannot lower an argmax to %s", ielem->spelling);
  NanMode mode = is_float(elem) ? nan_mode(op) : NAN_NONE;
  read_sizes(r, &q);
  Type *itype = type_tensor(ielem, q.rank, q.dims, NULL), *vtype = type_tensor(elem, q.rank, q.dims, NULL);
  Value *index0 = filled(r, &q, itype, identity(r, ielem, ID_ZERO, false));
  Value *value0 = filled(r, &q, vtype, identity(r, elem, ID_LOWEST, mode == NAN_IGNORE));

  Block *b = ir_block_new(op->loc, 3, (Type *[]){elem, ielem, elem});
  Value *in = b->args[0], *idx = b->args[1], *acc = b->args[2];
  in->name_hint = "in";
  idx->name_hint = acc->name_hint = "out";
  Emitter be = {.block = b, .loc = op->loc, .loc_spelling = op->loc_spelling};
  Value *i = lower_spell1(&be, type_index(), NULL, "linalg.index $d : index", (int64_t)q.axis);
  Value *ic = lower_emit1(&be, OPK_CONVERT, "arith.index_cast", ielem, i);
  Value *take;
  if (mode == NAN_NONE) { /* LLVM 19's (and integers'): a greater element, never a NaN */
    take = compare(&be, is_float(elem) ? "arith.cmpf" : "arith.cmpi", is_float(elem) ? "ogt" : "sgt", in, acc);
  } else { /* a greater element or a NaN; PROPAGATE: none after a NaN; IGNORE: never a NaN */
    Value *gt = compare(&be, "arith.cmpf", "ugt", in, acc);
    Value *ok = mode == NAN_PROPAGATE ? compare(&be, "arith.cmpf", "ord", acc, acc) : compare(&be, "arith.cmpf", "ord", in, in);
    take = lower_emit2(&be, OPK_BINARY, "arith.andi", type_int(1, SIGNLESS), gt, ok);
  }
  Value *v = lower_emit(&be, OPK_SELECT, "arith.select", 3, (Value *[]){take, in, acc}, elem)->results[0];
  Value *n = lower_emit(&be, OPK_SELECT, "arith.select", 3, (Value *[]){take, ic, idx}, ielem)->results[0];
  lower_emit(&be, OPK_YIELD, "linalg.yield", 2, (Value *[]){n, v}, NULL);

  Buf f = {0};
  buf_str(&f, "linalg.generic {indexing_maps = [$m, $m, $m], iterator_types = [");
  for (uint32_t d = 0; d < q.in->rank; d++)
    buf_str(&f, d == q.axis ? (d ? ", \"reduction\"" : "\"reduction\"") : (d ? ", \"parallel\"" : "\"parallel\""));
  buf_str(&f, "]} ins($v : $t) outs($v, $v : $t, $t) {$r} -> ($t, $t)");
  Attr *all = lower_identity_map(q.in->rank), *kept = drop_axis_map(q.in->rank, q.axis);
  Op *g = lower_spell(&r->e, 2, (Type *[]){itype, vtype}, buf_c(&f), all, kept, kept, q.x, q.in, index0, value0,
                      itype, vtype, b, itype, vtype);
  buf_free(&f);
  give_result(r, &q, g->results[0], false);
  return true;
}
