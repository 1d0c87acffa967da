/* lower_tensor.c — the TOSA ops that move data, one function each, named after the
 * op, as MLIR's TosaToTensor and TosaToLinalg lower them: reshape, transpose,
 * slice, concat, pad, tile, reverse, identity, const_shape. Each reads its
 * constant operands or attributes in either TOSA generation, refuses what it
 * cannot lower before it writes anything (lower_refuse: the op is then carried
 * through), and otherwise writes the ops before it and gives its result to the
 * last of them (lower_result). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lower_impl.h"

/* How many elements a shape operand holds: !tosa.shape<K>, or a static tensor's count. */
static int64_t operand_count(const Type *t) {
  int k;
  if (t->kind == TYPE_OPAQUE && sscanf(t->spelling, "!tosa.shape<%d>", &k) == 1) return k;
  if (t->kind != TYPE_TENSOR || !type_has_static_shape(t)) return -1;
  int64_t count = 1;
  for (uint32_t i = 0; i < t->rank; i++) count *= t->dims[i];
  return count;
}

bool op_const_ints(const Op *op, const char *name, uint32_t operand, int64_t *out, uint32_t max, uint32_t *n) {
  const Attr *a = name ? op_attr(op, name) : NULL;
  if (a && a->kind == ATTR_OPAQUE && a->spelling) return ir_read_ints(a->spelling, strlen(a->spelling), out, max, n);
  if (operand >= op->noperands || !ir_const_ints(op->operands[operand].value, out, max, n)) return false;
  /* a splat (dense<2> : tensor<3xindex>) gives as many as its type holds */
  int64_t count = *n == 1 ? operand_count(op->operands[operand].value->type) : 1;
  for (; count > 1 && count <= max && *n < count; (*n)++) out[*n] = out[0];
  return true;
}

static bool op_axis(const Op *op, int64_t *axis) {
  const Attr *a = op_attr(op, "axis");
  return a && attr_as_int(a, axis);
}

static Type *ranked(Type *elem, uint32_t rank, const int64_t *dims) { return type_tensor(elem, rank, dims, NULL); }

/* "[a, %b, c]": each size static, or the value in sizes[] */
void spell_sizes(Buf *b, uint32_t n, const int64_t *dims) {
  buf_str(b, "[");
  for (uint32_t i = 0; i < n; i++) {
    if (i) buf_str(b, ", ");
    if (dims[i] == DIM_DYNAMIC) buf_str(b, "$v"); else buf_printf(b, "%lld", (long long)dims[i]);
  }
  buf_str(b, "]");
}

/* The op's input, when it and the result are ranked tensors; else the op is refused. */
static Value *ranked_input(OpRewrite *r, const char *what) {
  Value *x = r->op->operands[0].value;
  if (x->type->kind == TYPE_TENSOR && r->op->results[0]->type->kind == TYPE_TENSOR) return x;
  lower_refuse(r, "cannot lower an unranked %s", what);
  return NULL;
}

/* ---------------------------------------------------------------- reshape */

/* x as a rank-1 tensor: collapsed, expanded from rank 0, or itself */
static Value *flatten(OpRewrite *r, Value *x) {
  Type *t = x->type, *elem = t->elem;
  if (t->rank == 1) return x;
  if (t->rank == 0)
    return lower_spell1(&r->e, ranked(elem, 1, (int64_t[]){1}), "expanded",
                        "tensor.expand_shape $v [] output_shape [1] : $t into $t", x, t, ranked(elem, 1, (int64_t[]){1}));
  int64_t n = 1;
  for (uint32_t i = 0; i < t->rank && n != DIM_DYNAMIC; i++) n = t->dims[i] == DIM_DYNAMIC ? DIM_DYNAMIC : n * t->dims[i];
  Type *flat = ranked(elem, 1, &n);
  Buf f = {0};
  buf_str(&f, "tensor.collapse_shape $v [[");
  for (uint32_t i = 0; i < t->rank; i++) buf_printf(&f, i ? ", %u" : "%u", i);
  buf_str(&f, "]] : $t into $t");
  Value *v = lower_spell1(&r->e, flat, "collapsed", buf_c(&f), x, t, flat);
  buf_free(&f);
  return v;
}

/* flat (rank 1, `n` elements when static) expanded to `dims`; sizes[] the dynamic ones */
static Value *unflatten(OpRewrite *r, Value *flat, Type *to, Value **sizes) {
  if (to->rank == 1) return flat;
  if (flat->type->dims[0] == DIM_DYNAMIC && type_has_static_shape(to)) {
    int64_t n = 1;
    for (uint32_t i = 0; i < to->rank; i++) n *= to->dims[i];
    flat = lower_cast(r, flat, ranked(to->elem, 1, &n));
  }
  if (to->rank == 0)
    return lower_spell1(&r->e, to, "collapsed", "tensor.collapse_shape $v [] : $t into $t", flat, flat->type, to);
  Buf f = {0};
  buf_str(&f, "tensor.expand_shape $v [[");
  for (uint32_t i = 0; i < to->rank; i++) buf_printf(&f, i ? ", %u" : "%u", i);
  buf_str(&f, "]] output_shape ");
  spell_sizes(&f, to->rank, to->dims);
  buf_str(&f, " : $t into $t");
  Value *args[IR_MAX_RANK + 3];
  uint32_t k = 0;
  args[k++] = flat;
  for (uint32_t i = 0; i < to->rank; i++)
    if (to->dims[i] == DIM_DYNAMIC) args[k++] = sizes[i];
  Value *v = lower_spell_values(r, to, "expanded", buf_c(&f), args, k, flat->type, to);
  buf_free(&f);
  return v;
}

/* LLVM 19: new_shape = array<i64: ...>; LLVM 22: a !tosa.shape operand from
 * tosa.const_shape. A -1 takes what the others leave of the element count; so
 * does a 0 (not a TOSA size), as both mlir-opts' lowerings read it. */
bool lower_reshape(OpRewrite *r) {
  Op *op = r->op;
  Value *x = op->operands[0].value;
  Type *in = x->type, *out = op->results[0]->type;
  if (in->kind != TYPE_TENSOR || out->kind != TYPE_TENSOR) return lower_refuse(r, "cannot lower an unranked reshape");
  int64_t shape[IR_MAX_RANK];
  uint32_t n;
  if (!op_const_ints(op, "new_shape", 1, shape, IR_MAX_RANK, &n))
    return lower_refuse(r, "cannot lower a reshape whose new shape is not a constant");
  if (n != out->rank) return lower_refuse(r, "new shape has %u dims, the result %u", n, out->rank);
  int64_t known = 1, dims[IR_MAX_RANK];
  int infer = -1;
  for (uint32_t i = 0; i < n; i++) {
    dims[i] = shape[i] > 0 ? shape[i] : out->dims[i]; /* a 0 is inferred as a -1, as both mlir-opts do */
    if (dims[i] == DIM_DYNAMIC) {
      if (infer >= 0) return lower_refuse(r, "cannot lower a reshape with more than one inferred dim");
      infer = (int)i;
    } else {
      known *= dims[i];
    }
  }
  Value *flat = flatten(r, x);
  Value *sizes[IR_MAX_RANK] = {0};
  if (infer >= 0 && flat->type->dims[0] != DIM_DYNAMIC) {
    dims[infer] = known ? flat->type->dims[0] / known : 0;
  } else if (infer >= 0 && n != 1) { /* rank 1: the result is `flat` itself */
    Value *total = lower_dim(r, flat, 0);
    sizes[infer] = lower_emit2(&r->e, OPK_BINARY, "arith.divsi", type_index(), total, lower_index(r, known));
  }
  Value *v = unflatten(r, flat, ranked(in->elem, n, dims), sizes);
  lower_result(r, 0, v);
  return true;
}

/* ---------------------------------------------------------------- transpose */

/*   %e = tensor.empty(...) : U
 *   %t = linalg.transpose ins(%x : T) outs(%e : U) permutation = [1, 0] */
bool lower_transpose(OpRewrite *r) {
  Op *op = r->op;
  Value *x = ranked_input(r, "transpose");
  if (!x) return false;
  Type *in = x->type;
  int64_t perms[IR_MAX_RANK];
  uint32_t n;
  if (!op_const_ints(op, "perms", 1, perms, IR_MAX_RANK, &n))
    return lower_refuse(r, "cannot lower a transpose whose permutation is not a constant");
  bool seen[IR_MAX_RANK] = {0};
  for (uint32_t i = 0; i < n; i++) {
    if (n != in->rank || perms[i] < 0 || perms[i] >= (int64_t)n || seen[perms[i]])
      return lower_refuse(r, "perms must be a permutation of the input's %u dims", in->rank);
    seen[perms[i]] = true;
  }
  int64_t dims[IR_MAX_RANK];
  Value *sizes[IR_MAX_RANK];
  for (uint32_t i = 0; i < n; i++) {
    dims[i] = in->dims[perms[i]];
    sizes[i] = dims[i] == DIM_DYNAMIC ? lower_dim(r, x, (uint32_t)perms[i]) : NULL;
  }
  Type *to = ranked(in->elem, n, dims);
  Value *e = lower_empty(r, to, sizes);
  Buf f = {0};
  buf_str(&f, "linalg.transpose ins($v : $t) outs($v : $t) permutation = [");
  for (uint32_t i = 0; i < n; i++) buf_printf(&f, i ? ", %lld" : "%lld", (long long)perms[i]);
  buf_str(&f, "]");
  Value *v = lower_spell1(&r->e, to, "transposed", buf_c(&f), x, in, e, to);
  buf_free(&f);
  lower_result(r, 0, v);
  return true;
}

/* ---------------------------------------------------------------- slice */

/* tensor.extract_slice %x[start] [size] [1, ...]; a size of -1 runs to the end */
bool lower_slice(OpRewrite *r) {
  Op *op = r->op;
  Value *x = ranked_input(r, "slice");
  if (!x) return false;
  Type *in = x->type;
  int64_t start[IR_MAX_RANK], size[IR_MAX_RANK];
  uint32_t ns, nz;
  if (!op_const_ints(op, "start", 1, start, IR_MAX_RANK, &ns) || !op_const_ints(op, "size", 2, size, IR_MAX_RANK, &nz))
    return lower_refuse(r, "cannot lower a slice whose start and size are not constants");
  if (ns != in->rank || nz != in->rank) return lower_refuse(r, "start and size must have one entry per input dim");
  Value *sizes[IR_MAX_RANK] = {0};
  for (uint32_t i = 0; i < in->rank; i++) {
    if (start[i] < 0 || (in->dims[i] != DIM_DYNAMIC && (start[i] > in->dims[i] ||
                                                       (size[i] >= 0 && start[i] + size[i] > in->dims[i]))))
      return lower_refuse(r, "slice of dim %u is out of the input's bounds", i);
    if (size[i] < 0 && in->dims[i] != DIM_DYNAMIC) size[i] = in->dims[i] - start[i];
    if (size[i] < 0) {
      size[i] = DIM_DYNAMIC;
      sizes[i] = lower_emit2(&r->e, OPK_BINARY, "arith.subi", type_index(), lower_dim(r, x, i), lower_index(r, start[i]));
    }
  }
  Type *to = ranked(in->elem, in->rank, size);
  Buf f = {0};
  buf_str(&f, "tensor.extract_slice $v");
  spell_sizes(&f, in->rank, start);
  buf_str(&f, " ");
  spell_sizes(&f, in->rank, size);
  buf_str(&f, " [");
  for (uint32_t i = 0; i < in->rank; i++) buf_str(&f, i ? ", 1" : "1");
  buf_str(&f, "] : $t to $t");
  Value *args[IR_MAX_RANK + 1];
  uint32_t k = 0;
  args[k++] = x;
  for (uint32_t i = 0; i < in->rank; i++)
    if (sizes[i]) args[k++] = sizes[i];
  Value *v = lower_spell_values(r, to, "extracted_slice", buf_c(&f), args, k, in, to);
  buf_free(&f);
  lower_result(r, 0, v);
  return true;
}

/* ---------------------------------------------------------------- concat */

/*   %e = tensor.empty(...) : U
 *   %i0 = tensor.insert_slice %a into %e[0, 0] [2, 3] [1, 1] : A into U
 *   %i1 = tensor.insert_slice %b into %i0[2, 0] [4, 3] [1, 1] : B into U */
bool lower_concat(OpRewrite *r) {
  Op *op = r->op;
  int64_t axis;
  Type *first = op->operands[0].value->type, *out = op->results[0]->type;
  for (uint32_t i = 0; i < op->noperands; i++)
    if (op->operands[i].value->type->kind != TYPE_TENSOR || out->kind != TYPE_TENSOR)
      return lower_refuse(r, "cannot lower a concat of unranked tensors");
  if (!op_axis(op, &axis) || axis < 0 || axis >= (int64_t)first->rank)
    return lower_refuse(r, "axis must be a dim of the inputs");
  if (op->noperands > 256) return lower_refuse(r, "cannot lower a concat of more than 256 inputs");
  uint32_t rank = first->rank, a = (uint32_t)axis;
  int64_t dims[IR_MAX_RANK];
  Value *sizes[IR_MAX_RANK] = {0};
  for (uint32_t d = 0; d < rank; d++) { /* a static size of any input, else the first's */
    dims[d] = d == a ? 0 : DIM_DYNAMIC;
    for (uint32_t i = 0; i < op->noperands && d != a; i++)
      if (op->operands[i].value->type->dims[d] != DIM_DYNAMIC) dims[d] = op->operands[i].value->type->dims[d];
    if (dims[d] == DIM_DYNAMIC) sizes[d] = lower_dim(r, op->operands[0].value, d);
  }
  int64_t soff[256], at = 0;
  Value *doff[256], *dyn_at = NULL; /* where each input goes along the axis: static, or a value */
  for (uint32_t i = 0; i < op->noperands; i++) {
    soff[i] = at;
    doff[i] = dyn_at;
    int64_t s = op->operands[i].value->type->dims[a];
    if (s != DIM_DYNAMIC && !dyn_at) {
      at += s;
      continue;
    }
    if (!dyn_at) dyn_at = lower_index(r, at);
    Value *size = s == DIM_DYNAMIC ? lower_dim(r, op->operands[i].value, a) : lower_index(r, s);
    dyn_at = lower_emit2(&r->e, OPK_BINARY, "arith.addi", type_index(), dyn_at, size);
  }
  dims[a] = dyn_at ? DIM_DYNAMIC : at;
  sizes[a] = dyn_at;
  Type *to = ranked(first->elem, rank, dims);
  Value *acc = lower_empty(r, to, sizes);
  for (uint32_t i = 0; i < op->noperands; i++) {
    Value *x = op->operands[i].value;
    int64_t off[IR_MAX_RANK], sz[IR_MAX_RANK];
    Value *args[2 * IR_MAX_RANK + 2];
    uint32_t k = 0;
    args[k++] = x;
    args[k++] = acc;
    for (uint32_t d = 0; d < rank; d++) off[d] = d == a ? (doff[i] ? DIM_DYNAMIC : soff[i]) : 0;
    if (doff[i]) args[k++] = doff[i];
    for (uint32_t d = 0; d < rank; d++) {
      sz[d] = x->type->dims[d];
      if (sz[d] == DIM_DYNAMIC) args[k++] = lower_dim(r, x, d);
    }
    Buf f = {0};
    buf_str(&f, "tensor.insert_slice $v into $v");
    spell_sizes(&f, rank, off);
    buf_str(&f, " ");
    spell_sizes(&f, rank, sz);
    buf_str(&f, " [");
    for (uint32_t d = 0; d < rank; d++) buf_str(&f, d ? ", 1" : "1");
    buf_str(&f, "] : $t into $t");
    acc = lower_spell_values(r, to, "inserted_slice", buf_c(&f), args, k, x->type, to);
    buf_free(&f);
  }
  lower_result(r, 0, acc);
  return true;
}

/* ---------------------------------------------------------------- tile */

/* The multiples, one per input dim: LLVM 19's attribute, LLVM 22's shape operand.
 * A -1 (LLVM 19's unknown) is the result dim over the input's, both static; each
 * product must fit the result's static dims. */
static bool tile_multiples(OpRewrite *r, const Type *in, const Type *out, int64_t *m) {
  uint32_t n;
  if (!op_const_ints(r->op, "multiples", 1, m, IR_MAX_RANK, &n))
    return lower_refuse(r, "cannot lower a tile whose multiples are not a constant");
  if (n != in->rank || out->rank != in->rank)
    return lower_refuse(r, "multiples and the result must have one entry per input dim");
  for (uint32_t d = 0; d < n; d++) {
    int64_t i = in->dims[d], o = out->dims[d];
    if (m[d] == -1 && i != DIM_DYNAMIC && i > 0 && o != DIM_DYNAMIC && o % i == 0) m[d] = o / i;
    if (m[d] == -1)
      return lower_refuse(r, "multiple %u is -1 (unknown): only a static result dim over a static input dim gives it",
                          d);
    if (m[d] < 0) return lower_refuse(r, "multiple %u is negative", d);
    if (i != DIM_DYNAMIC && i > 0 && m[d] > INT64_MAX / i) return lower_refuse(r, "multiple %u is too large", d);
    if (i != DIM_DYNAMIC && o != DIM_DYNAMIC && i * m[d] != o)
      return lower_refuse(r, "result dim %u is %lld, but input dim %lld times multiple %lld is %lld", d, (long long)o,
                          (long long)i, (long long)m[d], (long long)(i * m[d]));
  }
  return true;
}

/* affine_map<(d0, d1, d2, d3) -> (d1, d3)>: the odd loops of 2 * rank */
static Attr *tile_input_map(uint32_t rank) {
  Buf f = {0};
  buf_str(&f, "affine_map<(");
  for (uint32_t i = 0; i < 2 * rank; i++) buf_printf(&f, i ? ", d%u" : "d%u", i);
  buf_str(&f, ") -> (");
  for (uint32_t i = 0; i < rank; i++) buf_printf(&f, i ? ", d%u" : "d%u", 2 * i + 1);
  buf_str(&f, ")>");
  Attr *a = attr_affine_map(A(), buf_c(&f));
  buf_free(&f);
  return a;
}

/*   %0 = tensor.empty(...) : tensor<2x2x1x3xi8>             // m0 x d0 x m1 x d1
 *   %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3)>, identity], ...}
 *          ins(%x : tensor<2x3xi8>) outs(%0 : tensor<2x2x1x3xi8>) { linalg.yield %in : i8 }
 *   %collapsed = tensor.collapse_shape %1 [[0, 1], [2, 3]] : tensor<2x2x1x3xi8> into tensor<4x3xi8>
 * Rank 0 (LLVM 19 only) is the input itself. */
bool lower_tile(OpRewrite *r) {
  Op *op = r->op;
  Value *x = op->operands[0].value;
  Type *in = x->type, *out = op->results[0]->type;
  if (in->kind != TYPE_TENSOR || out->kind != TYPE_TENSOR) return lower_refuse(r, "cannot lower an unranked tile");
  int64_t m[IR_MAX_RANK];
  if (!tile_multiples(r, in, out, m)) return false;
  uint32_t rank = in->rank;
  if (rank == 0) {
    lower_result(r, 0, x);
    return true;
  }
  int64_t gdims[2 * IR_MAX_RANK], cdims[IR_MAX_RANK];
  Value *sizes[2 * IR_MAX_RANK] = {0};
  Buf f = {0};
  buf_str(&f, "tensor.collapse_shape $v [");
  for (uint32_t d = 0; d < rank; d++) {
    gdims[2 * d] = m[d];
    gdims[2 * d + 1] = in->dims[d];
    if (in->dims[d] == DIM_DYNAMIC) sizes[2 * d + 1] = lower_dim(r, x, d);
    cdims[d] = in->dims[d] == DIM_DYNAMIC ? DIM_DYNAMIC : m[d] * in->dims[d];
    buf_printf(&f, d ? ", [%u, %u]" : "[%u, %u]", 2 * d, 2 * d + 1);
  }
  buf_str(&f, "] : $t into $t");
  Type *gt = ranked(in->elem, 2 * rank, gdims), *ct = ranked(in->elem, rank, cdims);
  Value *e = lower_empty(r, gt, sizes);
  Block *body = lower_generic_body(&r->e, 1, &x, e);
  lower_emit(&(Emitter){.block = body, .loc = op->loc, .loc_spelling = op->loc_spelling}, OPK_YIELD, "linalg.yield", 1,
             &body->args[0], NULL);
  Attr *maps[2] = {tile_input_map(rank), lower_identity_map(2 * rank)};
  Value *g = lower_spell_generic(&r->e, 2 * rank, 1, &x, e, maps, body);
  Value *v = lower_spell1(&r->e, ct, "collapsed", buf_c(&f), g, gt, ct);
  buf_free(&f);
  lower_result(r, 0, v);
  return true;
}

/* ---------------------------------------------------------------- reverse */
/*   %last = arith.subi %dim, %c1 : index         // or a constant: the axis's size - 1
 *   %0 = tensor.empty(...) : tensor<5x4xi32>
 *   %1 = linalg.generic {indexing_maps = [identity], ...} outs(%0 : tensor<5x4xi32>) {
 *   ^bb0(%out: i32):
 *     %2 = linalg.index 0 : index
 *     %3 = linalg.index 1 : index
 *     %4 = arith.subi %last, %2 : index          // the axis, here 0
 *     %extracted = tensor.extract %x[%4, %3] : tensor<5x4xi32>   // (%c0 for a dim of size 1)
 *     linalg.yield %extracted : i32
 *   } -> tensor<5x4xi32> */
bool lower_reverse(OpRewrite *r) {
  Op *op = r->op;
  Value *x = op->operands[0].value;
  Type *in = x->type, *out = op->results[0]->type;
  int64_t axis;
  if (in->kind != TYPE_TENSOR || out->kind != TYPE_TENSOR) return lower_refuse(r, "cannot lower an unranked reverse");
  if (!op_axis(op, &axis)) return lower_refuse(r, "requires attribute 'axis'"); /* its range and the shape: verified */
  uint32_t rank = in->rank, a = (uint32_t)axis;
  int64_t dims[IR_MAX_RANK]; /* static where the input or the result is */
  Value *sizes[IR_MAX_RANK] = {0};
  for (uint32_t d = 0; d < rank; d++) {
    dims[d] = in->dims[d] != DIM_DYNAMIC ? in->dims[d] : out->dims[d];
    if (dims[d] == DIM_DYNAMIC) sizes[d] = lower_dim(r, x, d);
  }
  Value *last = sizes[a] ? lower_emit2(&r->e, OPK_BINARY, "arith.subi", type_index(), sizes[a], lower_index(r, 1))
                : dims[a] != 1 ? lower_index(r, dims[a] - 1) : NULL;
  Value *e = lower_empty(r, ranked(in->elem, rank, dims), sizes);
  Block *body = lower_generic_body(&r->e, 0, NULL, e);
  Emitter b = {.block = body, .loc = op->loc, .loc_spelling = op->loc_spelling};
  Value *idx[IR_MAX_RANK + 1];
  Buf f = {0};
  buf_str(&f, "tensor.extract $v[");
  idx[0] = x;
  for (uint32_t d = 0; d < rank; d++) {
    idx[d + 1] = lower_loop_index(r, &b, d, dims[d]);
    buf_str(&f, d ? ", $v" : "$v");
  }
  buf_str(&f, "] : $t");
  if (dims[a] != 1) idx[a + 1] = lower_emit2(&b, OPK_BINARY, "arith.subi", type_index(), last, idx[a + 1]);
  Value *v = lower_spell_array(&b, in->elem, "extracted", buf_c(&f), idx, &in);
  buf_free(&f);
  lower_emit(&b, OPK_YIELD, "linalg.yield", 1, &v, NULL);
  lower_result(r, 0, lower_spell_generic(&r->e, rank, 0, NULL, e, (Attr *[]){lower_identity_map(rank)}, body));
  lower_result_sizes(r, 0, sizes);
  return true;
}

/* ---------------------------------------------------------------- identity, const_shape */

bool lower_identity(OpRewrite *r) {
  for (uint32_t i = 0; i < r->op->nresults && i < r->op->noperands; i++) lower_result(r, i, r->op->operands[i].value);
  return true;
}

/* Its consumers read its values (ir_const_ints); no !tosa.shape is left. */
bool lower_const_shape(OpRewrite *r) {
  (void)r;
  return true;
}

/* ---------------------------------------------------------------- pad */

/* The pad value: LLVM 19's optional rank-0 pad_const operand or input_zp of
 * quantization_info (else 0); LLVM 22's pad_const operand, a tensor<1xE>. */
static Value *pad_value(OpRewrite *r, Type *elem) {
  Op *op = r->op;
  if (op->noperands >= 3) {
    Value *c = op->operands[2].value;
    if (c->type->kind != TYPE_TENSOR || c->type->rank > 1) return NULL;
    if (c->type->rank == 0) return lower_spell1(&r->e, elem, "extracted", "tensor.extract $v[] : $t", c, c->type);
    return lower_spell1(&r->e, elem, "extracted", "tensor.extract $v[$v] : $t", c, lower_index(r, 0), c->type);
  }
  int64_t zp = 0;
  const Attr *q = op_attr(op, "quantization_info"); /* #tosa.pad_quant<input_zp = N> */
  const char *at = q && q->kind == ATTR_OPAQUE && q->spelling ? strstr(q->spelling, "input_zp") : NULL;
  if (at && strchr(at, '=')) zp = strtoll(strchr(at, '=') + 1, NULL, 10);
  Emitter shared = r->e;
  shared.consts = r->ls;
  return elem->kind == TYPE_FLOAT ? lower_const_float(&shared, elem, 0) : lower_const_int(&shared, elem, zp);
}

/*   %padded = tensor.pad %x low[0, 1] high[2, %h] {
 *   ^bb0(%arg1: index, %arg2: index):
 *     tensor.yield %cst : f32
 *   } : tensor<2x3xf32> to tensor<4x?xf32> */
bool lower_pad(OpRewrite *r) {
  Op *op = r->op;
  Value *x = ranked_input(r, "pad");
  if (!x) return false;
  Type *in = x->type;
  int64_t pads[2 * IR_MAX_RANK];
  uint32_t n;
  if (op->noperands < 2 || !ir_const_ints(op->operands[1].value, pads, 2 * IR_MAX_RANK, &n))
    return lower_refuse(r, "cannot lower a pad whose padding is not a constant");
  if (n != 2 * in->rank) return lower_refuse(r, "padding must have two entries per input dim");
  int64_t low[IR_MAX_RANK], high[IR_MAX_RANK];
  for (uint32_t d = 0; d < in->rank; d++) {
    low[d] = pads[2 * d];
    high[d] = pads[2 * d + 1];
    if (low[d] < 0 || high[d] < 0) return lower_refuse(r, "padding must not be negative");
  }
  Value *value = pad_value(r, in->elem);
  if (!value) return lower_refuse(r, "pad_const must be a tensor of rank 0 or 1");
  lower_result(r, 0, lower_pad_with(r, x, low, high, value));
  return true;
}

Value *lower_pad_with(OpRewrite *r, Value *x, const int64_t *low, const int64_t *high, Value *value) {
  Type *in = x->type, *index[IR_MAX_RANK];
  int64_t dims[IR_MAX_RANK];
  for (uint32_t d = 0; d < in->rank; d++) {
    dims[d] = in->dims[d] == DIM_DYNAMIC ? DIM_DYNAMIC : in->dims[d] + low[d] + high[d];
    index[d] = type_index();
  }
  Type *to = ranked(in->elem, in->rank, dims);
  Block *b = ir_block_new(r->op->loc, in->rank, index);
  lower_spell(&(Emitter){.block = b, .loc = r->op->loc, .loc_spelling = r->op->loc_spelling}, 0, NULL,
              "tensor.yield $v : $t", value, in->elem);
  Buf f = {0};
  buf_str(&f, "tensor.pad $v low");
  spell_sizes(&f, in->rank, low);
  buf_str(&f, " high");
  spell_sizes(&f, in->rank, high);
  buf_str(&f, " {$r} : $t to $t");
  Value *v = lower_spell1(&r->e, to, "padded", buf_c(&f), x, b, in, to);
  buf_free(&f);
  return v;
}
