/* shape.c — the Broadcastable trait's shape rules, in one place: the verifier
 * checks with them and the lowering builds its output tensors from them. */
#include <string.h>

#include "passes.h"

/* InferDim, as MLIR's OpTrait::util::getBroadcastedShape:
 *   both static: equal -> that size; one is 1 -> the other; else incompatible;
 *   a '?' involved: a size > 1 on either side wins (first dim0, then dim1); else a 1
 *   yields to the other side; else (?/?, ?/0, 0/?) '?'. */
bool shape_infer_dim(int64_t dim0, int64_t dim1, int64_t *inferred) {
  if (dim0 == DIM_DYNAMIC || dim1 == DIM_DYNAMIC) {
    if (dim0 > 1)
      *inferred = dim0;
    else if (dim1 > 1)
      *inferred = dim1;
    else if (dim0 == 1)
      *inferred = dim1;
    else if (dim1 == 1)
      *inferred = dim0;
    else
      *inferred = DIM_DYNAMIC;
    return true;
  }
  if (dim0 == dim1 || dim1 == 1) {
    *inferred = dim0;
    return true;
  }
  if (dim0 == 1) {
    *inferred = dim1;
    return true;
  }
  return false;
}

/* ExpandRank + InferShape: the shorter shape gets 1s prepended. */
/* (A Shape has room for IR_MAX_RANK dims: only the first `rank` are ever copied.) */
bool shape_infer(Shape *into, const Shape *shape) {
  uint32_t rank = into->rank > shape->rank ? into->rank : shape->rank;
  int64_t dims[IR_MAX_RANK];
  for (uint32_t i = 0; i < rank; i++) {
    int64_t a = i + into->rank >= rank ? into->dims[i + into->rank - rank] : 1;
    int64_t b = i + shape->rank >= rank ? shape->dims[i + shape->rank - rank] : 1;
    if (!shape_infer_dim(a, b, &dims[i])) return false;
  }
  into->rank = rank;
  memcpy(into->dims, dims, rank * sizeof *dims);
  return true;
}

void shape_of(const Type *t, Shape *out) {
  out->rank = t->rank;
  memcpy(out->dims, t->dims, t->rank * sizeof(int64_t));
}

/* InferResultShape: the first ranked operand's shape, broadcast with each other one. */
int shape_infer_result(Type **types, uint32_t n, Shape *out) {
  bool have = false;
  for (uint32_t i = 0; i < n; i++) {
    if (types[i]->kind != TYPE_TENSOR) continue;
    if (!have) {
      shape_of(types[i], out);
      have = true;
    } else {
      Shape s;
      shape_of(types[i], &s);
      if (!shape_infer(out, &s)) return -1;
    }
  }
  return have ? 1 : 0;
}

/* Result verification table: ranks equal; a static declared dim must equal a static
 * inferred dim; '?' on either side is accepted. */
bool shape_result_compatible(const Shape *inferred, const Type *result) {
  if (result->kind != TYPE_TENSOR) return true;
  if (result->rank != inferred->rank) return false;
  for (uint32_t i = 0; i < inferred->rank; i++) {
    int64_t want = inferred->dims[i], got = result->dims[i];
    if (got != DIM_DYNAMIC && want != DIM_DYNAMIC && got != want) return false;
  }
  return true;
}

/* ResultsBroadcastableShape as mlir-opt-19 checks it: the result may have more
 * (leading) dims than the inferred shape; its trailing dims must be compatible. */
bool shape_result_broadcastable(const Shape *inferred, const Type *result) {
  if (result->kind != TYPE_TENSOR) return true;
  if (result->rank < inferred->rank) return false;
  for (uint32_t i = 0; i < inferred->rank; i++) {
    int64_t want = inferred->dims[i], got = result->dims[result->rank - inferred->rank + i];
    if (want != DIM_DYNAMIC && got != DIM_DYNAMIC && want != got) return false;
  }
  return true;
}

/* tosa.equal's InferTensorType (LLVM 19): with every operand ranked, dims combine
 * when equal or one is 1; false when no shape is inferred (an unranked operand, or
 * dims that differ, '?' included). */
bool shape_infer_equal(Type **types, uint32_t n, Shape *out) {
  uint32_t rank = 0;
  for (uint32_t i = 0; i < n; i++) {
    if (types[i]->kind != TYPE_TENSOR) return false;
    if (types[i]->rank > rank) rank = types[i]->rank;
  }
  out->rank = rank;
  for (uint32_t d = 0; d < rank; d++) out->dims[d] = 1;
  for (uint32_t i = 0; i < n; i++) {
    const Type *t = types[i];
    for (uint32_t j = 0; j < t->rank; j++) {
      int64_t *d1 = &out->dims[j + rank - t->rank], d2 = t->dims[j];
      if (*d1 == 1)
        *d1 = d2;
      else if (d2 != 1 && *d1 != d2)
        return false;
    }
  }
  return true;
}
