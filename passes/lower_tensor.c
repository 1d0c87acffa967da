/* lower_tensor.c — the TOSA ops that move data, one function each, named after the
 * op, as MLIR's TosaToTensor and TosaToLinalg lower them: reshape, transpose,
 * slice, concat, pad, tile, reverse, identity, const_shape. Each reads its
 * constant operands or attributes in either TOSA generation, refuses at the op
 * what it cannot lower, and otherwise writes the ops before it and gives its
 * result to the last of them (lower_result). */
#include <stdlib.h>
#include <string.h>

#include "lower_impl.h"

/* The integers of attribute `name` (LLVM 19) or of constant operand `operand`
 * (LLVM 22's shape operands, LLVM 19's permutation): false when neither is there. */
static bool op_ints(const Op *op, const char *name, uint32_t operand, int64_t *out, uint32_t max, uint32_t *n) {
  const Attr *a = name ? op_attr(op, name) : NULL;
  if (a && a->kind == ATTR_OPAQUE && a->text) return ir_read_ints(a->text, strlen(a->text), out, max, n);
  return operand < op->noperands && ir_const_ints(op->operands[operand].value, out, max, n);
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
 * tosa.const_shape. A -1 takes what the others leave of the element count. */
bool lower_reshape(OpRewrite *r) {
  Op *op = r->op;
  Value *x = op->operands[0].value;
  Type *in = x->type, *out = op->results[0]->type;
  if (in->kind != TYPE_TENSOR || out->kind != TYPE_TENSOR) return lower_refuse(r, "cannot lower an unranked reshape");
  int64_t shape[IR_MAX_RANK];
  uint32_t n;
  if (!op_ints(op, "new_shape", 1, shape, IR_MAX_RANK, &n))
    return lower_refuse(r, "cannot lower a reshape whose new shape is not a constant");
  if (n != out->rank) return lower_refuse(r, "new shape has %u dims, the result %u", n, out->rank);
  int64_t known = 1, dims[IR_MAX_RANK];
  int infer = -1;
  for (uint32_t i = 0; i < n; i++) {
    dims[i] = shape[i] >= 0 ? shape[i] : out->dims[i];
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
  } else if (infer >= 0) {
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
  Value *x = op->operands[0].value;
  Type *in = x->type;
  if (in->kind != TYPE_TENSOR || op->results[0]->type->kind != TYPE_TENSOR)
    return lower_refuse(r, "cannot lower an unranked transpose");
  int64_t perms[IR_MAX_RANK];
  uint32_t n;
  if (!op_ints(op, "perms", 1, perms, IR_MAX_RANK, &n))
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
  Value *x = op->operands[0].value;
  Type *in = x->type;
  if (in->kind != TYPE_TENSOR || op->results[0]->type->kind != TYPE_TENSOR)
    return lower_refuse(r, "cannot lower an unranked slice");
  int64_t start[IR_MAX_RANK], size[IR_MAX_RANK];
  uint32_t ns, nz;
  if (!op_ints(op, "start", 1, start, IR_MAX_RANK, &ns) || !op_ints(op, "size", 2, size, IR_MAX_RANK, &nz))
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
  uint32_t rank = first->rank, a = (uint32_t)axis;
  int64_t dims[IR_MAX_RANK];
  Value *sizes[IR_MAX_RANK] = {0};
  for (uint32_t d = 0; d < rank; d++) { /* a static size of any input, else the first's */
    dims[d] = d == a ? 0 : DIM_DYNAMIC;
    for (uint32_t i = 0; i < op->noperands && d != a; i++)
      if (op->operands[i].value->type->dims[d] != DIM_DYNAMIC) dims[d] = op->operands[i].value->type->dims[d];
    if (dims[d] == DIM_DYNAMIC) sizes[d] = lower_dim(r, op->operands[0].value, d);
  }
  if (op->noperands > 256) return lower_refuse(r, "cannot lower a concat of more than 256 inputs");
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

/* ---------------------------------------------------------------- identity, const_shape */

bool lower_identity(OpRewrite *r) {
  for (uint32_t i = 0; i < r->op->nresults && i < r->op->noperands; i++) lower_result(r, i, r->op->operands[i].value);
  return true;
}

/* Its consumers read its values (ir_const_ints); no !tosa.shape is left. */
bool lower_const_shape(OpRewrite *r) {
  lower_drop(r);
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
  const char *at = q && q->kind == ATTR_OPAQUE && q->text ? strstr(q->text, "input_zp") : NULL;
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
  Value *x = op->operands[0].value;
  Type *in = x->type;
  if (in->kind != TYPE_TENSOR || op->results[0]->type->kind != TYPE_TENSOR)
    return lower_refuse(r, "cannot lower an unranked pad");
  int64_t pads[2 * IR_MAX_RANK];
  uint32_t n;
  if (op->noperands < 2 || !ir_const_ints(op->operands[1].value, pads, 2 * IR_MAX_RANK, &n))
    return lower_refuse(r, "cannot lower a pad whose padding is not a constant");
  if (n != 2 * in->rank) return lower_refuse(r, "padding must have two entries per input dim");
  int64_t dims[IR_MAX_RANK], low[IR_MAX_RANK], high[IR_MAX_RANK];
  for (uint32_t d = 0; d < in->rank; d++) {
    low[d] = pads[2 * d];
    high[d] = pads[2 * d + 1];
    if (low[d] < 0 || high[d] < 0) return lower_refuse(r, "padding must not be negative");
    dims[d] = in->dims[d] == DIM_DYNAMIC ? DIM_DYNAMIC : in->dims[d] + low[d] + high[d];
  }
  Value *value = pad_value(r, in->elem);
  if (!value) return lower_refuse(r, "pad_const must be a tensor of rank 0 or 1");
  Type *to = ranked(in->elem, in->rank, dims);
  Type *index[IR_MAX_RANK];
  for (uint32_t d = 0; d < in->rank; d++) index[d] = type_index();
  Block *b = ir_block_new(op->loc, in->rank, index);
  lower_spell(&(Emitter){.block = b, .loc = op->loc, .loc_text = op->loc_text}, 0, NULL, "tensor.yield $v : $t",
              value, in->elem);
  Buf f = {0};
  buf_str(&f, "tensor.pad $v low");
  spell_sizes(&f, in->rank, low);
  buf_str(&f, " high");
  spell_sizes(&f, in->rank, high);
  buf_str(&f, " {$r} : $t to $t");
  Value *v = lower_spell1(&r->e, to, "padded", buf_c(&f), x, b, in, to);
  buf_free(&f);
  lower_result(r, 0, v);
  return true;
}
