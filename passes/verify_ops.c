/* verify_ops.c — the checks of the TOSA ops that are not element-wise (the op
 * table's TOSA_CHECK rows name a function per op): their shapes, axes and
 * attributes, with mlir-opt's message for each rule. An op is checked with the
 * messages of the generation whose form it has (LLVM 22's where only mlir-opt-22
 * reads it: shape operands, perms attribute, nan_mode, reduce_product), and
 * where only one generation's verifier has a rule, with that one's message.
 * What both mlir-opts accept and the TOSA specification forbids (a slice past
 * the input's end, a tile or a reverse whose result has other sizes, negative
 * padding) is an error too, with a message of the tool's own ("TOSA requires
 * ..."): the lowering cannot compute a result the op does not define.
 *
 * Each function returns true when it reported an error (its first only). Checks
 * that need a constant (LLVM 19's permutation and padding operands) are skipped
 * when the operand is not one. Unranked tensors are not checked (the lowering
 * refuses them). */
#include <string.h>

#include "verify.h"

static OpCheckFn *const checks[TOSA_OP_COUNT] = {
#define TOSA_CHECK(op, check) [TOSA_##op] = check,
#include "../ir/tosa_ops.def"
};

bool verify_other_tosa_op(const Op *op) {
  OpCheckFn *check = op->info ? checks[op->info->id] : NULL;
  return check && op->nresults >= 1 && check(op);
}

static Type *result_type(const Op *op) { return op->results[0]->type; }
static bool is_ranked(const Type *t) { return t->kind == TYPE_TENSOR; }
static bool is_static(int64_t d) { return d != DIM_DYNAMIC; }

/* The integers of attribute `name` (LLVM 19) or of constant operand `operand`. */
static bool ints_of(const Op *op, const char *name, uint32_t operand, int64_t *out, uint32_t *n) {
  return op_const_ints(op, name, operand, out, IR_MAX_RANK * 2, n);
}

static bool axis_of(const Op *op, int64_t *axis) {
  const Attr *a = op_attr(op, "axis");
  return a && attr_as_int(a, axis);
}

/* 'tensor<...>' of the result's element type and these dims, as mlir-opt prints it */
static const char *tensor_spelling(const Type *like, uint32_t rank, const int64_t *dims) {
  return type_tensor(like->elem, rank, dims, NULL)->spelling;
}

static bool inferred_error(const Op *op, const char *inferred) {
  op_error(op, "inferred type(s) '%s' are incompatible with return type(s) of operation '%s'", inferred,
           result_type(op)->spelling);
  return op_error(op, "failed to infer returned types");
}

/* "operand #0 must be tosa-conformant tensor of at least rank 1" (LLVM 22's ODS) */
static bool at_least_rank1(const Op *op, uint32_t operand) {
  Type *t = operand_type(op, operand);
  if (!is_ranked(t) || t->rank) return false;
  return op_error(op, "operand #%u must be tosa-conformant tensor of at least rank 1, but got '%s'", operand,
                  t->spelling);
}

/* ---------------------------------------------------------------- reshape */

bool check_reshape(const Op *op) {
  Type *in = operand_type(op, 0), *out = result_type(op);
  int64_t shape[IR_MAX_RANK * 2];
  uint32_t n;
  if (!is_ranked(out) || !ints_of(op, "new_shape", 1, shape, &n)) return false;
  for (uint32_t i = 0; i < out->rank; i++)
    if (out->dims[i] == 0)
      return op->noperands == 2 ? op_error(op, "result #0 must be tosa-conformant tensor of number values, but got '%s'",
                                           out->spelling)
                                : op_error(op, "tensor has a dimension with size zero. Each dimension of a tensor must "
                                               "have size >= 1");
  int inferred = 0;
  int64_t product = 1;
  int minus_ones = 0;
  for (uint32_t i = 0; i < n; i++) { /* a 0 is inferred as a -1 is (both mlir-opts' lowerings) */
    minus_ones += shape[i] == -1;
    if (shape[i] <= 0) inferred++; else product *= shape[i];
  }
  if (minus_ones > 1) return op_error(op, "expected at most one target dimension to be -1");
  if (n != out->rank) return op_error(op, "new shape does not match result rank");
  for (uint32_t i = 0; i < n; i++)
    if (shape[i] > 0 && is_static(out->dims[i]) && shape[i] != out->dims[i])
      return op_error(op, "new shape is inconsistent with result shape");
  if (!is_ranked(in) || !type_has_static_shape(in)) return false;
  int64_t count = 1;
  for (uint32_t i = 0; i < in->rank; i++) count *= in->dims[i];
  if (!inferred && count != product)
    return op_error(op, "cannot reshape %lld elements into %lld", (long long)count, (long long)product);
  if (inferred > 1) return op_error(op, "TOSA requires sizes >= 1 and at most one -1 in the new shape");
  if (inferred && count % product)
    return op_error(op, "TOSA requires the new shape to hold the input's %lld elements: no size for its -1 "
                        "makes %lld elements a multiple of %lld", (long long)count, (long long)count, (long long)product);
  return false;
}

/* ---------------------------------------------------------------- transpose */

bool check_transpose(const Op *op) {
  Type *in = operand_type(op, 0), *out = result_type(op);
  bool v22 = op_attr(op, "perms") != NULL;
  int64_t perms[IR_MAX_RANK * 2];
  uint32_t n;
  if (!is_ranked(in) || !ints_of(op, "perms", 1, perms, &n)) return false;
  if (n != in->rank)
    return op_error(op, "expected %s to have size %u (input rank) but got size %u",
                    v22 ? "perms attribute" : "permutation tensor dim 0", in->rank, n);
  bool seen[IR_MAX_RANK * 2] = {0};
  for (uint32_t i = 0; i < n; i++) {
    if (perms[i] < 0 || perms[i] >= (int64_t)n || seen[perms[i]])
      return op_error(op, v22 ? "expected valid permutation indices" : "expected valid permutation tensor");
    seen[perms[i]] = true;
  }
  if (!is_ranked(out)) return false;
  if (out->rank != in->rank) return op_error(op, "expected input tensor rank to equal result tensor rank");
  for (uint32_t i = 0; i < n; i++)
    if (is_static(out->dims[i]) && is_static(in->dims[perms[i]]) && out->dims[i] != in->dims[perms[i]])
      return op_error(op, "expected output tensor dim %u to match input dim %lld with value of %lld", i,
                      (long long)perms[i], (long long)in->dims[perms[i]]);
  return false;
}

/* ---------------------------------------------------------------- slice */

static bool check_slice_bounds(const Op *op, const Type *in, const Type *out, const int64_t *start,
                               const int64_t *size) {
  for (uint32_t i = 0; i < in->rank; i++) {
    int64_t dim = in->dims[i];
    if (start[i] < 0 || size[i] == 0 || size[i] < -1)
      return op_error(op, "TOSA requires start >= 0 and size >= 1 (or -1), got start %lld and size %lld in "
                          "dimension %u", (long long)start[i], (long long)size[i], i);
    int64_t want = size[i] == -1 && is_static(dim) ? dim - start[i] : size[i];
    if (is_static(dim) && (start[i] >= dim || start[i] + want > dim))
      return op_error(op, "TOSA requires the slice inside the input: start %lld + size %lld exceeds dimension %u "
                          "of size %lld", (long long)start[i], (long long)want, i, (long long)dim);
    if (want != -1 && is_static(out->dims[i]) && out->dims[i] != want)
      return op_error(op, "TOSA requires the result's dimension %u to be the slice's size %lld, got %lld", i,
                      (long long)want, (long long)out->dims[i]);
  }
  return false;
}

bool check_slice(const Op *op) {
  Type *in = operand_type(op, 0), *out = result_type(op);
  bool v22 = op->noperands == 3;
  if (!is_ranked(in)) return false;
  if (v22 && is_ranked(out) && out->rank != in->rank)
    return op_error(op, "expect input1 and output to have the same ranks, got %u and %u", in->rank, out->rank);
  int64_t start[IR_MAX_RANK * 2], size[IR_MAX_RANK * 2];
  uint32_t ns, nz;
  if (!ints_of(op, "start", 1, start, &ns) || !ints_of(op, "size", 2, size, &nz)) return false;
  if (ns != in->rank)
    return op_error(op, v22 ? "length of start is not equal to rank of input shape"
                            : "length of start attribute is not equal rank of input shape");
  if (nz != in->rank)
    return op_error(op, v22 ? "length of size is not equal to rank of input shape"
                            : "length of size attribute is not equal rank of input shape");
  if (!is_ranked(out)) return false;
  if (out->rank != in->rank)
    return op_error(op, "expect input1 and output to have the same ranks, got %u and %u", in->rank, out->rank);
  return check_slice_bounds(op, in, out, start, size);
}

/* ---------------------------------------------------------------- concat */

/* LLVM 19 infers the result from the operands: the dims they agree on, the axis
 * the sum (its messages, "inferred type(s)"); LLVM 22 checks rule by rule. */
static bool check_concat_shapes(const Op *op, const Type *first, int64_t axis, bool v22) {
  Type *out = result_type(op);
  int64_t dims[IR_MAX_RANK];
  memcpy(dims, first->dims, first->rank * sizeof *dims);
  for (uint32_t k = 1; k < op->noperands; k++) {
    Type *t = operand_type(op, k);
    for (uint32_t d = 0; d < first->rank; d++) {
      if (d == axis) {
        dims[d] = is_static(dims[d]) && is_static(t->dims[d]) ? dims[d] + t->dims[d] : DIM_DYNAMIC;
      } else if (is_static(t->dims[d]) && is_static(first->dims[d]) && t->dims[d] != first->dims[d]) {
        if (!v22) {
          diag_report(DIAG_ERROR, op->loc, "Cannot concat tensors with different sizes on the non-axis dimension %u", d);
          return op_error(op, "failed to infer returned types");
        }
        return op_error(op, "expect all operand shapes to have the same sizes on non-axis dimensions, but got %lld "
                            "vs %lld at index %u on operands 0 and %u", (long long)t->dims[d],
                        (long long)first->dims[d], d, k);
      }
    }
  }
  if (!is_ranked(out)) return false;
  if (v22 && out->rank != first->rank)
    return op_error(op, "expect output rank to match inputs rank, got %u vs %u", out->rank, first->rank);
  bool same = out->rank == first->rank;
  for (uint32_t d = 0; same && d < out->rank; d++) same = !is_static(out->dims[d]) || !is_static(dims[d]) || out->dims[d] == dims[d];
  if (same) return false;
  if (!v22) return inferred_error(op, tensor_spelling(first, first->rank, dims));
  return op_error(op, "requires sum of axis dimensions of input1 equal to output axis dimension, got %lld and %lld",
                  (long long)dims[axis], (long long)out->dims[axis]);
}

bool check_concat(const Op *op) {
  int64_t axis;
  if (!op->noperands || !axis_of(op, &axis)) return false;
  Type *first = operand_type(op, 0), *out = result_type(op);
  for (uint32_t k = 0; k < op->noperands; k++)
    if (!is_ranked(operand_type(op, k))) return false;
  bool v22 = is_llvm22_form(op);
  if (axis < 0 || axis >= (int64_t)first->rank)
    return op_error(op, "expect axis to be within range 0 < axis < rank(input1[firstRankedTensorIdx]), got %lld",
                    (long long)axis);
  for (uint32_t k = 1; k < op->noperands; k++) {
    Type *t = operand_type(op, k);
    if (t->rank != first->rank)
      return op_error(op, "expect all operands to have the same rank, but got %u vs %u on operands 0 and %u",
                      first->rank, t->rank, k);
    if (t->elem != out->elem && is_ranked(out))
      return op_error(op, "expect input and output to have same element type, got '%s' and '%s'", t->elem->spelling,
                      out->elem->spelling);
  }
  if (is_ranked(out) && first->elem != out->elem)
    return op_error(op, "expect input and output to have same element type, got '%s' and '%s'",
                    first->elem->spelling, out->elem->spelling);
  return check_concat_shapes(op, first, axis, v22);
}

/* ---------------------------------------------------------------- pad */

bool check_pad(const Op *op) {
  Type *in = operand_type(op, 0), *out = result_type(op);
  if (!is_ranked(in) || !is_ranked(out)) return false;
  if (out->rank != in->rank)
    return op_error(op, "expect same input and output tensor rank, but got inputRank: %u, outputRank: %u", in->rank,
                    out->rank);
  int64_t pads[IR_MAX_RANK * 2];
  uint32_t n;
  if (op->noperands < 2 || !ints_of(op, NULL, 1, pads, &n)) return false;
  if (n != 2 * in->rank)
    return op_error(op, "padding tensor must have %u * 2 = %u elements, but got %u", in->rank, 2 * in->rank, n);
  for (uint32_t d = 0; d < in->rank; d++) {
    int64_t lo = pads[2 * d], hi = pads[2 * d + 1];
    if (lo < 0 || hi < 0)
      return op_error(op, "TOSA requires padding >= 0, got %lld and %lld in dimension %u", (long long)lo,
                      (long long)hi, d);
    if (is_static(in->dims[d]) && is_static(out->dims[d]) && in->dims[d] + lo + hi != out->dims[d])
      return op_error(op, "mismatch in output shape at dimension %u: expected %lld + %lld + %lld = %lld, but got %lld",
                      d, (long long)in->dims[d], (long long)lo, (long long)hi, (long long)(in->dims[d] + lo + hi),
                      (long long)out->dims[d]);
  }
  return false;
}

/* ---------------------------------------------------------------- tile, reverse, identity */

bool check_tile(const Op *op) {
  Type *in = operand_type(op, 0), *out = result_type(op);
  bool v22 = op->noperands == 2;
  int64_t m[IR_MAX_RANK * 2];
  uint32_t n;
  if (!is_ranked(in) || !ints_of(op, "multiples", 1, m, &n)) return false;
  if (n != in->rank)
    return op_error(op, v22 ? "expect 'multiples' to have rank %u but got %u." : "expect 'multiples' array to have "
                                                                                 "length %u but got %u.", in->rank, n);
  if (!is_ranked(out)) return false;
  if (out->rank != in->rank) return op_error(op, "expect same input and output tensor rank.");
  for (uint32_t d = 0; d < n; d++) {
    if (m[d] < 1 && m[d] != -1)
      return op_error(op, "TOSA requires multiples >= 1 (or -1, unknown), got %lld in dimension %u", (long long)m[d], d);
    if (m[d] != -1 && is_static(in->dims[d]) && is_static(out->dims[d]) && in->dims[d] * m[d] != out->dims[d])
      return op_error(op, "TOSA requires the result's dimension %u to be %lld * %lld = %lld, got %lld", d,
                      (long long)in->dims[d], (long long)m[d], (long long)(in->dims[d] * m[d]), (long long)out->dims[d]);
  }
  return false;
}

/* The result has the input's shape (static sizes agree) and element type. */
static bool check_same_type(const Op *op, const Type *in, const Type *out) {
  if (in->elem != out->elem)
    return op_error(op, "TOSA requires the result's element type to be the input's, got '%s' and '%s'",
                    out->elem->spelling, in->elem->spelling);
  if (!is_ranked(in) || !is_ranked(out)) return false;
  bool same = in->rank == out->rank;
  for (uint32_t d = 0; same && d < in->rank; d++)
    same = !is_static(in->dims[d]) || !is_static(out->dims[d]) || in->dims[d] == out->dims[d];
  if (same) return false;
  return op_error(op, "TOSA requires the result's shape to be the input's, got '%s' and '%s'", out->spelling,
                  in->spelling);
}

bool check_reverse(const Op *op) {
  Type *in = operand_type(op, 0);
  int64_t axis;
  if (!is_ranked(in) || !axis_of(op, &axis)) return false;
  if (at_least_rank1(op, 0)) return true;
  if (axis < 0) return op_error(op, "expected non-negative reverse axis");
  if (axis >= (int64_t)in->rank)
    return op_error(op, "expect input tensor rank (%u) to be larger than reverse axis (%lld)", in->rank,
                    (long long)axis);
  return check_same_type(op, in, result_type(op));
}

bool check_identity(const Op *op) {
  for (uint32_t i = 0; i < op->nresults && i < op->noperands; i++)
    if (type_is_shaped(operand_type(op, i)) && type_is_shaped(op->results[i]->type) &&
        check_same_type(op, operand_type(op, i), op->results[i]->type))
      return true;
  return false;
}

/* The shape a `dense<[...]>` literal's nesting gives, along its first elements
 * (a splat or a hex string: rank 0, nothing to compare); its rank, or -1 past 8. */
static int literal_shape(const char *s, int64_t *dims) {
  const char *p = strchr(s, '<');
  if (!p || strncmp(s, "dense<", 6)) return 0;
  int rank = 0;
  for (p++; *p == '['; p++) {
    if (rank == 8) return -1;
    int depth = 0;
    int64_t n = 0;
    bool in_string = false, empty = true;
    for (const char *q = p; *q; q++) { /* the elements of the list at p, at its own depth */
      if (in_string) {
        if (*q == '\\' && q[1]) q++;
        else if (*q == '"') in_string = false;
        continue;
      }
      if (*q == '"') in_string = true;
      if (*q == '[' || *q == '(') depth++;
      if (*q == ']' || *q == ')') depth--;
      if (depth == 0) break;
      if (depth == 1 && *q == ',') n++;
      if (depth >= 1 && *q != ' ' && *q != '[' && *q != ']') empty = false;
      if (*q == BIGTEXT_MARK) return -1; /* a big literal: not read here */
    }
    dims[rank++] = empty ? 0 : n + 1;
  }
  return rank;
}

/* tosa.const: a literal of a static type (a parse error of mlir-opt's, at the
 * literal), the shape its nesting gives, the result's shape, and in TOSA 1.0 the
 * result's element type. */
bool check_const(const Op *op) {
  const char *key = "values";
  const Attr *v = attr_dict_get(op->props, key);
  if (!v) v = attr_dict_get(op->attrs, key);
  if (!v) v = attr_dict_get(op->props, key = "value");
  if (!v) v = attr_dict_get(op->attrs, key);
  if (!v || !v->type || v->kind != ATTR_OPAQUE || !v->spelling || op->nresults != 1) return false;
  const Type *vt = v->type, *rt = op->results[0]->type;
  if (vt->kind != TYPE_TENSOR || rt->kind != TYPE_TENSOR) return false;
  bool literal = !strncmp(v->spelling, "dense", 5) || !strncmp(v->spelling, "sparse", 6);
  for (uint32_t i = 0; literal && i < vt->rank; i++)
    if (vt->dims[i] == DIM_DYNAMIC)
      return diag_report(DIAG_ERROR, v->loc, "elements literal type must have static shape"), true;
  int64_t dims[8];
  int rank = literal && v->spelling[6] == '[' ? literal_shape(v->spelling, dims) : 0;
  bool differs = rank > 0 && (uint32_t)rank != vt->rank;
  for (int i = 0; rank > 0 && !differs && i < rank; i++) differs = dims[i] != vt->dims[i];
  if (differs) {
    Buf *inferred = msg_part(0), *typed = msg_part(1);
    for (int i = 0; i < rank; i++) buf_printf(inferred, "%s%lld", i ? ", " : "", (long long)dims[i]);
    for (uint32_t i = 0; i < vt->rank; i++) buf_printf(typed, "%s%lld", i ? ", " : "", (long long)vt->dims[i]);
    return diag_report(DIAG_ERROR, v->loc, "inferred shape of elements literal ([%s]) does not match type ([%s])",
                       buf_c(inferred), buf_c(typed)),
           true;
  }
  bool same_shape = vt->rank == rt->rank;
  for (uint32_t i = 0; same_shape && i < vt->rank; i++) same_shape = vt->dims[i] == rt->dims[i];
  if (!same_shape) return op_error(op, "failed to verify that all of {%s, output} have same shape", key);
  if (!strcmp(key, "values") && vt->elem != rt->elem && vt->elem->spelling[0] != '!' && rt->elem->spelling[0] != '!')
    return op_error(op, "expected same attr/result element types");
  return false;
}

/* ---------------------------------------------------------------- reductions, argmax */

bool check_reduce(const Op *op) {
  Type *in = operand_type(op, 0), *out = result_type(op);
  int64_t axis;
  if (!is_ranked(in) || !axis_of(op, &axis)) return false;
  if (at_least_rank1(op, 0)) return true;
  if (axis < 0) return op_error(op, "reduce axis must not be negative");
  if (axis >= (int64_t)in->rank)
    return op_error(op, "expect input tensor rank (%u) to be larger than reduce axis (%lld)", in->rank,
                    (long long)axis);
  if (!is_ranked(out)) return false;
  if (out->rank != in->rank) return op_error(op, "expect output tensor rank to be equal to input tensor rank");
  if (is_static(out->dims[axis]) && out->dims[axis] != 1)
    return op_error(op, "expect reduced dimension size to be 1, got %lld", (long long)out->dims[axis]);
  int64_t dims[IR_MAX_RANK];
  memcpy(dims, in->dims, in->rank * sizeof *dims);
  dims[axis] = 1;
  bool same = in->elem == out->elem;
  for (uint32_t d = 0; same && d < in->rank; d++)
    same = !is_static(dims[d]) || !is_static(out->dims[d]) || dims[d] == out->dims[d];
  return same ? false : inferred_error(op, type_tensor(in->elem, in->rank, dims, NULL)->spelling);
}

/* the shape as mlir-opt-22's argmax message spells it: "3, 1" */
static const char *dims_list(Buf *b, const int64_t *dims, uint32_t rank) {
  for (uint32_t d = 0; d < rank; d++) {
    if (d) buf_str(b, ", ");
    if (is_static(dims[d])) buf_printf(b, "%lld", (long long)dims[d]); else buf_str(b, "?");
  }
  return buf_c(b);
}

bool check_argmax(const Op *op) {
  Type *in = operand_type(op, 0), *out = result_type(op);
  int64_t axis;
  if (type_is_shaped(out) && type_elem(out)->kind != TYPE_INT && type_elem(out)->kind != TYPE_INDEX)
    return op_error(op, "result tensor is not of integer type");
  if (!is_ranked(in) || !axis_of(op, &axis)) return false;
  if (axis < 0 || axis >= (int64_t)in->rank) return op_error(op, "specified axis is outside the rank of the tensor");
  if (!is_ranked(out)) return false;
  int64_t dims[IR_MAX_RANK];
  uint32_t rank = 0;
  for (uint32_t d = 0; d < in->rank; d++)
    if (d != axis) dims[rank++] = in->dims[d];
  bool same = out->rank == rank;
  for (uint32_t d = 0; same && d < rank; d++)
    same = !is_static(dims[d]) || !is_static(out->dims[d]) || dims[d] == out->dims[d];
  if (same) return false;
  Buf *a = msg_part(0), *b = msg_part(1);
  return op_error(op, "expected output shape '%s', got '%s'", dims_list(a, dims, rank),
                  dims_list(b, out->dims, out->rank));
}

/* ---------------------------------------------------------------- gather, scatter */

/* LLVM 19's ODS messages (the op has the same form in both) for a 3-d values
 * operand and 2-d indices; LLVM 22 also takes i64 indices, and so does the tool. */
static bool check_nwc_operands(const Op *op, const uint32_t *values, uint32_t nvalues, uint32_t indices) {
  for (uint32_t k = 0; k < nvalues; k++) {
    Type *t = operand_type(op, values[k]);
    if (is_ranked(t) && t->rank != 3)
      return op_error(op, "operand #%u must be 3-d tensor, but got '%s'", values[k], t->spelling);
  }
  Type *idx = operand_type(op, indices);
  if (is_ranked(idx) && (idx->rank != 2 || !(is_signless(idx->elem, 32) || is_signless(idx->elem, 64))))
    return op_error(op, "operand #%u must be 2D tensor of 32-bit signless integer values, but got '%s'", indices,
                    idx->spelling);
  return false;
}

/* dimension d of `t` (operand or result `what`) must be `want` */
static bool dim_is(const Op *op, const char *what, const Type *t, uint32_t d, int64_t want) {
  if (!is_ranked(t) || !is_static(want) || !is_static(t->dims[d]) || t->dims[d] == want) return false;
  return op_error(op, "requires %s dimension %u to have size %lld, got %lld", what, d, (long long)want,
                  (long long)t->dims[d]);
}

bool check_gather(const Op *op) {
  if (check_nwc_operands(op, (const uint32_t[]){0}, 1, 1)) return true;
  Type *values = operand_type(op, 0), *idx = operand_type(op, 1), *out = result_type(op);
  if (!is_ranked(values) || !is_ranked(idx)) return false;
  if (is_ranked(out) && out->rank != 3)
    return op_error(op, "result #0 must be 3-d tensor, but got '%s'", out->spelling);
  return dim_is(op, "indices", idx, 0, values->dims[0]) || dim_is(op, "output", out, 0, values->dims[0]) ||
         dim_is(op, "output", out, 1, idx->dims[1]) || dim_is(op, "output", out, 2, values->dims[2]);
}

bool check_scatter(const Op *op) {
  if (check_nwc_operands(op, (const uint32_t[]){0, 2}, 2, 1)) return true;
  Type *vin = operand_type(op, 0), *idx = operand_type(op, 1), *input = operand_type(op, 2), *out = result_type(op);
  if (!is_ranked(vin) || !is_ranked(idx) || !is_ranked(input)) return false;
  if (is_ranked(out) && out->rank != 3)
    return op_error(op, "result #0 must be 3-d tensor, but got '%s'", out->spelling);
  return dim_is(op, "indices", idx, 0, vin->dims[0]) || dim_is(op, "input", input, 0, vin->dims[0]) ||
         dim_is(op, "input", input, 1, idx->dims[1]) || dim_is(op, "input", input, 2, vin->dims[2]) ||
         dim_is(op, "values_out", out, 0, vin->dims[0]) || dim_is(op, "values_out", out, 1, vin->dims[1]) ||
         dim_is(op, "values_out", out, 2, vin->dims[2]);
}
