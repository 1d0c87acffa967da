/* lower_gather.c — tosa.gather and tosa.scatter (the same in both TOSA
 * generations), as MLIR's TosaToLinalg and TosaToSCF lower them: a linalg.generic
 * reading values at the indices, and an scf.for nest writing rows at them. The
 * spec leaves an index out of [0, K) (both) and two equal indices of a batch
 * (scatter) unpredictable; neither is checked. */
#include <stdio.h>

#include "lower_impl.h"

/* A dim that tensors share, dim d[i] of t[i]: its static size where any has one,
 * else DIM_DYNAMIC; false when two static sizes differ. */
static bool shared_dim(uint32_t n, Value *const *t, const uint32_t *d, int64_t *dim) {
  *dim = DIM_DYNAMIC;
  for (uint32_t i = 0; i < n; i++) {
    int64_t x = t[i]->type->dims[d[i]];
    if (x != DIM_DYNAMIC && *dim != DIM_DYNAMIC && x != *dim) return false;
    if (x != DIM_DYNAMIC) *dim = x;
  }
  return true;
}

/* The size of dim d of operand v, `dim` where static: NULL, else its tensor.dim */
static Value *dim_size(OpRewrite *r, Value *v, uint32_t d, int64_t dim) {
  return dim == DIM_DYNAMIC ? lower_dim(r, v, d) : NULL;
}

/* Whether v is a ranked tensor of `rank`, of signless integers when `integer`. */
static bool is_tensor(const Value *v, uint32_t rank, bool integer) {
  const Type *t = v->type;
  return t->kind == TYPE_TENSOR && t->rank == rank &&
         (!integer || (t->elem->kind == TYPE_INT && t->elem->sign == SIGNLESS && t->elem->width > 1));
}

static Emitter body_emitter(const OpRewrite *r, Block *b) {
  return (Emitter){.block = b, .loc = r->op->loc, .loc_spelling = r->op->loc_spelling};
}

/* ---------------------------------------------------------------- gather */

/*   %0 = tensor.empty(...) : tensor<NxWxCxf32>
 *   %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, identity], ...}
 *          ins(%indices : tensor<NxWxi32>) outs(%0 : tensor<NxWxCxf32>) {
 *   ^bb0(%in: i32, %out: f32):
 *     %2 = linalg.index 0 : index
 *     %3 = arith.index_cast %in : i32 to index
 *     %4 = linalg.index 2 : index
 *     %extracted = tensor.extract %values[%2, %3, %4] : tensor<NxKxCxf32>
 *     linalg.yield %extracted : f32
 *   } -> tensor<NxWxCxf32> */
bool lower_gather(OpRewrite *r) {
  Op *op = r->op;
  if (op->noperands != 2 || op->nresults != 1) return lower_refuse(r, "expects two operands and one result");
  Value *values = op->operands[0].value, *indices = op->operands[1].value;
  Type *out = op->results[0]->type;
  if (!is_tensor(values, 3, false) || !is_tensor(indices, 2, true) || out->kind != TYPE_TENSOR || out->rank != 3)
    return lower_refuse(r, "expects values NxKxC, integer indices NxW and a result NxWxC");
  Value *res = op->results[0];
  int64_t dims[3];
  if (!shared_dim(3, (Value *[]){values, indices, res}, (uint32_t[]){0, 0, 0}, &dims[0]) ||
      !shared_dim(2, (Value *[]){indices, res}, (uint32_t[]){1, 1}, &dims[1]) ||
      !shared_dim(2, (Value *[]){values, res}, (uint32_t[]){2, 2}, &dims[2]))
    return lower_refuse(r, "the operands' and the result's N, W and C must agree");
  Value *sizes[3] = {dim_size(r, values, 0, dims[0]), dim_size(r, indices, 1, dims[1]),
                     dim_size(r, values, 2, dims[2])};
  Type *to = type_tensor(values->type->elem, 3, dims, NULL);
  Value *e = lower_empty(r, to, sizes);
  Block *body = lower_generic_body(&r->e, 1, &indices, e);
  Emitter b = body_emitter(r, body);
  Value *at[4] = {values};
  at[1] = lower_loop_index(r, &b, 0, dims[0]);
  at[2] = lower_emit1(&b, OPK_CONVERT, "arith.index_cast", type_index(), body->args[0]);
  at[3] = lower_loop_index(r, &b, 2, dims[2]);
  Value *v = lower_spell_array(&b, to->elem, "extracted", "tensor.extract $v[$v, $v, $v] : $t", at, &values->type);
  lower_emit(&b, OPK_YIELD, "linalg.yield", 1, &v, NULL);
  Attr *maps[2] = {attr_affine_map(A(), "affine_map<(d0, d1, d2) -> (d0, d1)>"), lower_identity_map(3)};
  lower_result(r, 0, lower_spell_generic(&r->e, 3, 1, &indices, e, maps, body));
  lower_result_sizes(r, 0, sizes);
  return true;
}

/* ---------------------------------------------------------------- scatter */

/* A loop from 0 to `count` (static, or the value size), step 1, carrying a tensor
 * from `init`: scf.for in generic form (the custom form names the block's
 * arguments in its header, which a spelled op cannot); for a count of 1, its body
 * alone, in place, with %c0 for the induction variable. */
typedef struct Loop {
  Emitter body;   /* where the body goes */
  Value *iv, *acc; /* in the body */
  Value *result;  /* NULL: no loop */
} Loop;

static Loop loop_begin(OpRewrite *r, Emitter *at, int64_t count, Value *size, Value *init) {
  if (count == 1) return (Loop){.body = *at, .iv = lower_index(r, 0), .acc = init};
  Type *t = init->type;
  Block *b = ir_block_new(r->op->loc, 2, (Type *[]){type_index(), t});
  Value *v = lower_spell1(at, t, NULL, "\"scf.for\"($v, $v, $v, $v) ({$r}) : (index, index, index, $t) -> $t",
                          lower_index(r, 0), size ? size : lower_index(r, count), lower_index(r, 1), init, b, t, t);
  return (Loop){.body = body_emitter(r, b), .iv = b->args[0], .acc = b->args[1], .result = v};
}

/* The loop's value, its body ending with scf.yield v */
static Value *loop_end(Loop *l, Value *v) {
  if (!l->result) return v;
  lower_emit(&l->body, OPK_YIELD, "scf.yield", 1, &v, NULL);
  return l->result;
}

/* The row (n, w) of input written at row (n, indices[n, w]) of acc:
 *   %extracted = tensor.extract %indices[%n, %w] : tensor<NxWxi32>
 *   %k = arith.index_cast %extracted : i32 to index
 *   %extracted_slice = tensor.extract_slice %input[%n, %w, 0] [1, 1, C] [1, 1, 1] : tensor<NxWxCxE> to tensor<1x1xCxE>
 *   %inserted_slice = tensor.insert_slice %extracted_slice into %acc[%n, %k, 0] [1, 1, C] [1, 1, 1] : ...
 * An input of one row is the row; into an acc of one row (N = K = 1, where the
 * index can only be 0), the row is the result. */
static Value *scatter_row(OpRewrite *r, Emitter *b, Value *n, Value *w, Value *acc, int64_t c, Value *csize) {
  Value *indices = r->op->operands[1].value, *input = r->op->operands[2].value;
  Type *row = type_tensor(input->type->elem, 3, (int64_t[]){1, 1, c}, NULL);
  char sz[40], fmt[160];
  if (c == DIM_DYNAMIC)
    snprintf(sz, sizeof sz, "[1, 1, $v]");
  else
    snprintf(sz, sizeof sz, "[1, 1, %lld]", (long long)c);
  Value *slice = input;
  if (input->type != row) {
    snprintf(fmt, sizeof fmt, "tensor.extract_slice $v[$v, $v, 0] %s [1, 1, 1] : $t to $t", sz);
    slice = lower_spell_array(b, row, "extracted_slice", fmt, (Value *[]){input, n, w, csize},
                              (Type *[]){input->type, row});
  }
  if (acc->type == row) return slice;
  Value *k = lower_spell_array(b, indices->type->elem, "extracted", "tensor.extract $v[$v, $v] : $t",
                               (Value *[]){indices, n, w}, &indices->type);
  k = lower_emit1(b, OPK_CONVERT, "arith.index_cast", type_index(), k);
  snprintf(fmt, sizeof fmt, "tensor.insert_slice $v into $v[$v, $v, 0] %s [1, 1, 1] : $t into $t", sz);
  return lower_spell_array(b, acc->type, "inserted_slice", fmt, (Value *[]){slice, acc, n, k, csize},
                           (Type *[]){row, acc->type});
}

/*   %0 = "scf.for"(%c0, %N, %c1, %values_in) ({
 *   ^bb0(%n: index, %acc: tensor<NxKxCxE>):
 *     %1 = "scf.for"(%c0, %W, %c1, %acc) ({
 *     ^bb0(%w: index, %acc2: tensor<NxKxCxE>):
 *       ...                                  // scatter_row
 *       scf.yield %inserted_slice : tensor<NxKxCxE>
 *     }) : (index, index, index, tensor<NxKxCxE>) -> tensor<NxKxCxE>
 *     scf.yield %1 : tensor<NxKxCxE>
 *   }) : (index, index, index, tensor<NxKxCxE>) -> tensor<NxKxCxE>
 * In index order: where two indices of a batch are equal, the last row is kept.
 * A loop of one turn is its body alone. */
bool lower_scatter(OpRewrite *r) {
  Op *op = r->op;
  if (op->noperands != 3 || op->nresults != 1) return lower_refuse(r, "expects three operands and one result");
  Value *values = op->operands[0].value, *indices = op->operands[1].value, *input = op->operands[2].value;
  Type *out = op->results[0]->type;
  if (!is_tensor(values, 3, false) || !is_tensor(indices, 2, true) || !is_tensor(input, 3, false) ||
      out->kind != TYPE_TENSOR || out->rank != 3 || input->type->elem != values->type->elem)
    return lower_refuse(r, "expects values_in NxKxC, integer indices NxW, input NxWxC and a result NxKxC");
  Value *res = op->results[0];
  int64_t n, w, c, k;
  if (!shared_dim(4, (Value *[]){input, values, indices, res}, (uint32_t[]){0, 0, 0, 0}, &n) ||
      !shared_dim(2, (Value *[]){input, indices}, (uint32_t[]){1, 1}, &w) ||
      !shared_dim(3, (Value *[]){input, values, res}, (uint32_t[]){2, 2, 2}, &c) ||
      !shared_dim(2, (Value *[]){values, res}, (uint32_t[]){1, 1}, &k))
    return lower_refuse(r, "the operands' and the result's N, K, W and C must agree");
  Value *nsize = dim_size(r, input, 0, n), *wsize = dim_size(r, input, 1, w), *csize = dim_size(r, input, 2, c);
  Loop outer = loop_begin(r, &r->e, n, nsize, values);
  Loop inner = loop_begin(r, &outer.body, w, wsize, outer.acc);
  Value *v = scatter_row(r, &inner.body, outer.iv, inner.iv, inner.acc, c, csize);
  v = loop_end(&outer, loop_end(&inner, v));
  lower_result(r, 0, v);
  lower_result_sizes(r, 0, (Value *[]){nsize, NULL, csize});
  return true;
}
