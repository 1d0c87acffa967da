/* verify.h — what the verifier's files share (private to passes/verify*.c).
 *
 *   verify.c        functions, SSA names, returns, calls, foreign ops: the driver
 *   verify_tosa.c   a TOSA element-wise op: reference, specification, lowering stages
 *   verify_attrs.c  inherent attributes and the LLVM 22 (TOSA 1.0) forms
 *   verify_message.c  the spellings in messages: attributes, shapes, ops as mlir-opt prints them
 *   verify_ops.c    the TOSA ops that are not element-wise: shapes, axes, attributes
 *   verify_contract.c  the contractions (matmul, fully_connected, the convolutions)
 *   verify_pool.c   the pools, resize, fft2d and rfft2d
 *   verify_quant.c  rescale and table
 * Shape rules are in shape.c, op rules in ir/tosa_ops.def. */
#ifndef TOSA2LINALG_VERIFY_H
#define TOSA2LINALG_VERIFY_H

#include "passes.h"

/* ------------------------------------------------------------------ verify.c */
/* The buffers a message is built in, emptied: the whole, and two parts of it (a
 * shape, an attribute). Not Bufs on the stack, whose memory an out-of-memory
 * jump out of a report would lose: verify_reset frees them. */
Buf *msg_whole(void);
Buf *msg_part(int i); /* i: 0 or 1 */

/* ------------------------------------------------------------------ verify_message.c */
/* "'tosa.add' op MESSAGE" at the op; always returns true (= an error was reported). */
bool op_error(const Op *op, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* '2x?x3' (rank 0: ''), as mlir-opt prints shapes in the broadcast messages. */
void spell_dims(Buf *s, const int64_t *dims, uint32_t rank);
void spell_dict(Buf *s, const Attr *d); /* sorted by name, as a DictionaryAttr */
void spell_attr(Buf *s, const Attr *a);
/* The op in generic form with mlir-opt's value names (%argN, %N). */
void spell_op(Buf *s, const Func *f, const Op *op);

/* ------------------------------------------------------------------ verify_tosa.c */
bool is_float_elem(const Type *t);
uint32_t float_width(const Type *t);
bool is_signless(const Type *t, uint32_t width);
bool verify_tosa_op(const Op *op, const VerifyOptions *opts);

/* ------------------------------------------------------------------ verify_attrs.c */
static inline Type *operand_type(const Op *op, uint32_t i) { return op->operands[i].value->type; }
static inline Type *operand_elem(const Op *op, uint32_t i) { return type_elem(operand_type(op, i)); }
Type *quant_storage(Type *e, bool keep_unsigned); /* !quant.uniform<iN:...> as iN */
/* mlir-opt's message for properties it cannot convert; returns true (an error). */
bool properties_error(const Op *op, const char *problem, const Attr *bad);
/* Attributes of the generation llvm (19 or 22): parse-time checks, then required ones. */
bool check_present_attrs(const Op *op, int llvm);
bool check_required_attrs(const Op *op, int llvm);
bool is_llvm22_form(const Op *op);
bool check_llvm22_attrs(const Op *op);
bool check_llvm22_operands(const Op *op);
bool check_llvm22_clamp(const Op *op);
/* The integer a one-element tosa.const operand holds; false if not one. */
bool const_operand(const Op *op, uint32_t i, int64_t *out);

/* ------------------------------------------------------------------ verify_contract.c */
/* Attribute `name`, exactly n integers (mlir-opt's parser's messages): true when
 * it reported an error; *ok false when the attribute is absent or not such. */
bool attr_ints(const Op *op, const char *name, int64_t *out, uint32_t n, bool *ok);

/* ------------------------------------------------------------------ verify_pool.c */
/* "0, 2": n integers in message part i (0 or 1), as mlir-opt-22 prints an array */
const char *ints_list(int i, const int64_t *v, uint32_t n);
/* Operand i (past the operands: result i - noperands) of rank `rank` when ranked,
 * with ODS's message (LLVM 22's says tosa-conformant): true when it reported one. */
bool rank_is(const Op *op, uint32_t i, uint32_t rank, bool v22);

/* ------------------------------------------------------------------ verify_ops.c */
/* The op's TOSA_CHECK function, if its row has one: true when it reported an error. */
typedef bool OpCheckFn(const Op *op);
bool verify_other_tosa_op(const Op *op);
#define TOSA_CHECK(op, check) bool check(const Op *op);
#include "../ir/tosa_ops.def"
#endif
