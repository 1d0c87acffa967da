// Ops that mlir-opt-19's VERIFIER accepts but that tosa2linalg's lowering does
// not support (DELIBERATE DIFFERENCE): tosa2linalg's verifier rejects each one
// at the op, also under --verify-only, after all of mlir-opt-19's checks, with
// a message in mlir-opt's style. Most are ops mlir-opt-19's own tosa-to-linalg
// cannot lower either: it fails to legalize them or builds invalid IR (the
// LOWER19 lines); the few it lowers say so in a comment.
// Rules and messages: docs/op-rules.md, section 10. Unranked tensors:
// deviate-unranked.mlir; element types outside i1/i8/i16/i32/i64/f16/bf16/
// f32/f64: elemtype-other-widths.mlir and deviate-positive-all.mlir; cases that
// crash mlir-opt-19's lowering: deviate-lowering-crashes.mlir.
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s
// Reference: mlir-opt-19 verifies every chunk ...
// RUN: %mlir_opt_19 --split-input-file %s -o /dev/null
// ... and its lowering fails on those with a LOWER19 line:
// RUN: not %t2l_19 --split-input-file %s 2>&1 | FileCheck --check-prefix=LOWER19 %s

// LOWER19: error: failed to legalize operation 'tosa.exp'
// float-only math on integers
func.func @exp_i32(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.exp' op operand #0 must be tensor of floating-point values, but got 'tensor<4xi32>'}}
  %0 = "tosa.exp"(%a) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.log'
func.func @log_i32(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.log' op operand #0 must be tensor of floating-point values, but got 'tensor<4xi32>'}}
  %0 = "tosa.log"(%a) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.ceil'
func.func @ceil_i32(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.ceil' op operand #0 must be tensor of floating-point values, but got 'tensor<4xi32>'}}
  %0 = "tosa.ceil"(%a) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.floor'
func.func @floor_i32(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.floor' op operand #0 must be tensor of floating-point values, but got 'tensor<4xi32>'}}
  %0 = "tosa.floor"(%a) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.reciprocal'
func.func @reciprocal_i32(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.reciprocal' op operand #0 must be tensor of floating-point values, but got 'tensor<4xi32>'}}
  %0 = "tosa.reciprocal"(%a) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.rsqrt'
func.func @rsqrt_i32(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.rsqrt' op operand #0 must be tensor of floating-point values, but got 'tensor<4xi32>'}}
  %0 = "tosa.rsqrt"(%a) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.tanh'
func.func @tanh_i32(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.tanh' op operand #0 must be tensor of floating-point values, but got 'tensor<4xi32>'}}
  %0 = "tosa.tanh"(%a) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.sigmoid'
func.func @sigmoid_i32(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.sigmoid' op operand #0 must be tensor of floating-point values, but got 'tensor<4xi32>'}}
  %0 = "tosa.sigmoid"(%a) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.erf'
func.func @erf_i32(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.erf' op operand #0 must be tensor of floating-point values, but got 'tensor<4xi32>'}}
  %0 = "tosa.erf"(%a) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.pow'
func.func @pow_i32(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.pow' op operand #0 must be tensor of floating-point values, but got 'tensor<4xi32>'}}
  %0 = "tosa.pow"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.bitwise_not'
// integer-only ops on floats
func.func @bitwise_not_f32(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.bitwise_not' op operand #0 must be tensor of signless integer values, but got 'tensor<4xf32>'}}
  %0 = "tosa.bitwise_not"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.clz'
func.func @clz_f32(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.clz' op operand #0 must be tensor of signless integer values, but got 'tensor<4xf32>'}}
  %0 = "tosa.clz"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.bitwise_and'
func.func @bitwise_and_f32(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.bitwise_and' op operand #0 must be tensor of signless integer values, but got 'tensor<4xf32>'}}
  %0 = "tosa.bitwise_and"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.bitwise_or'
func.func @bitwise_or_f32(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.bitwise_or' op operand #0 must be tensor of signless integer values, but got 'tensor<4xf32>'}}
  %0 = "tosa.bitwise_or"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.bitwise_xor'
func.func @bitwise_xor_f32(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.bitwise_xor' op operand #0 must be tensor of signless integer values, but got 'tensor<4xf32>'}}
  %0 = "tosa.bitwise_xor"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.logical_left_shift'
func.func @logical_left_shift_f32(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.logical_left_shift' op operand #0 must be tensor of signless integer values, but got 'tensor<4xf32>'}}
  %0 = "tosa.logical_left_shift"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.logical_right_shift'
func.func @logical_right_shift_f32(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.logical_right_shift' op operand #0 must be tensor of signless integer values, but got 'tensor<4xf32>'}}
  %0 = "tosa.logical_right_shift"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.arithmetic_right_shift'
func.func @arithmetic_right_shift_f32(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.arithmetic_right_shift' op operand #0 must be tensor of signless integer values, but got 'tensor<4xf32>'}}
  %0 = "tosa.arithmetic_right_shift"(%a, %b) {round = true} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.mul'
// a non-zero shift on a float mul
func.func @mul_f32_shift(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.mul' op shift must be 0 for floating-point operands, but got 1}}
  %0 = "tosa.mul"(%a, %b) {shift = 1 : i8} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.mul'
func.func @mul_f16_negative_shift(%a: tensor<4xf16>, %b: tensor<4xf16>) -> tensor<4xf16> {
  // expected-error @+1 {{'tosa.mul' op shift must be 0 for floating-point operands, but got -1}}
  %0 = "tosa.mul"(%a, %b) {shift = -1 : i8} : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.maximum'
// unsigned element types the lowering does not handle
func.func @maximum_ui8(%a: tensor<4xui8>, %b: tensor<4xui8>) -> tensor<4xui8> {
  // expected-error @+1 {{'tosa.maximum' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<4xui8>'}}
  %0 = "tosa.maximum"(%a, %b) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.minimum'
func.func @minimum_ui32(%a: tensor<4xui32>, %b: tensor<4xui32>) -> tensor<4xui32> {
  // expected-error @+1 {{'tosa.minimum' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<4xui32>'}}
  %0 = "tosa.minimum"(%a, %b) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
  return %0 : tensor<4xui32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.greater'
func.func @greater_ui16(%a: tensor<4xui16>, %b: tensor<4xui16>) -> tensor<4xi1> {
  // expected-error @+1 {{'tosa.greater' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<4xui16>'}}
  %0 = "tosa.greater"(%a, %b) : (tensor<4xui16>, tensor<4xui16>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.equal'
func.func @equal_ui8(%a: tensor<4xui8>, %b: tensor<4xui8>) -> tensor<4xi1> {
  // expected-error @+1 {{'tosa.equal' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<4xui8>'}}
  %0 = "tosa.equal"(%a, %b) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// LOWER19: error: 'arith.constant' op integer return type must be signless
func.func @abs_ui8(%a: tensor<4xui8>) -> tensor<4xui8> {
  // expected-error @+1 {{'tosa.abs' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<4xui8>'}}
  %0 = "tosa.abs"(%a) : (tensor<4xui8>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}

// -----

// LOWER19: error: 'arith.constant' op integer return type must be signless
func.func @negate_ui32(%a: tensor<4xui32>) -> tensor<4xui32> {
  // expected-error @+1 {{'tosa.negate' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<4xui32>'}}
  %0 = "tosa.negate"(%a) : (tensor<4xui32>) -> tensor<4xui32>
  return %0 : tensor<4xui32>
}

// -----

// LOWER19: error: 'math.ctlz' op result #0 must be signless-integer-like, but got 'ui8'
func.func @clz_ui8(%a: tensor<4xui8>) -> tensor<4xui8> {
  // expected-error @+1 {{'tosa.clz' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<4xui8>'}}
  %0 = "tosa.clz"(%a) : (tensor<4xui8>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}

// -----

// LOWER19: error: 'arith.select' op failed to verify that all of {true_value, false_value, result} have same type
// element types the verifier lets through (no element-type trait)
func.func @select_mixed_values(%a: tensor<4xi1>, %b: tensor<4xf32>, %c: tensor<4xi32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.select' op expect input and output to have same element type, got 'i32' and 'f32'}}
  %0 = "tosa.select"(%a, %b, %c) : (tensor<4xi1>, tensor<4xf32>, tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// LOWER19: error: 'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')
func.func @select_result_type(%a: tensor<4xi1>, %b: tensor<4xi32>, %c: tensor<4xi32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.select' op expect input and output to have same element type, got 'i32' and 'f32'}}
  %0 = "tosa.select"(%a, %b, %c) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// LOWER19: error: 'arith.negf' op requires the same type for all operands and results
func.func @sigmoid_f32_to_f16(%a: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error @+1 {{'tosa.sigmoid' op requires the same element type for all operands and results}}
  %0 = "tosa.sigmoid"(%a) : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// LOWER19: error: 'arith.negf' op result #0 must be floating-point-like, but got 'i32'
func.func @sigmoid_f32_to_i32(%a: tensor<4xf32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.sigmoid' op requires the same element type for all operands and results}}
  %0 = "tosa.sigmoid"(%a) : (tensor<4xf32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// LOWER19: error: 'math.erf' op result #0 must be floating-point-like, but got 'i32'
func.func @erf_f32_to_i32(%a: tensor<4xf32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.erf' op requires the same element type for all operands and results}}
  %0 = "tosa.erf"(%a) : (tensor<4xf32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// LOWER19: error: 'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<5xf32>' are cast incompatible
// shapes the verifier lets through (erf and cast have no shape trait)
func.func @erf_shape_change(%a: tensor<4xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{'tosa.erf' op requires the same shape for all operands and results}}
  %0 = "tosa.erf"(%a) : (tensor<4xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

// LOWER19: error: 'tensor.cast' op operand type 'tensor<1x4xf32>' and result type 'tensor<2x5xf32>' are cast incompatible
func.func @erf_rank_change(%a: tensor<4xf32>) -> tensor<2x5xf32> {
  // expected-error @+1 {{'tosa.erf' op requires the same shape for all operands and results}}
  %0 = "tosa.erf"(%a) : (tensor<4xf32>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}

// -----

// LOWER19: error: 'tensor.cast' op operand type 'tensor<1x4xi32>' and result type 'tensor<5x6xi32>' are cast incompatible
func.func @cast_rank_increase(%a: tensor<4xf32>) -> tensor<5x6xi32> {
  // expected-error @+1 {{'tosa.cast' op requires the same shape for all operands and results}}
  %0 = "tosa.cast"(%a) : (tensor<4xf32>) -> tensor<5x6xi32>
  return %0 : tensor<5x6xi32>
}

// -----

// LOWER19: error: 'tensor.cast' op operand type 'tensor<4xi32>' and result type 'tensor<5xi32>' are cast incompatible
func.func @cast_shape_change(%a: tensor<4xf32>) -> tensor<5xi32> {
  // expected-error @+1 {{'tosa.cast' op requires the same shape for all operands and results}}
  %0 = "tosa.cast"(%a) : (tensor<4xf32>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}

// -----

// LOWER19: error: 'arith.truncf' op operand type 'f16' and result type 'bf16' are cast incompatible
// casts the lowering gets wrong
func.func @cast_f16_to_bf16(%a: tensor<4xf16>) -> tensor<4xbf16> {
  // expected-error @+1 {{'tosa.cast' op cast from 'f16' to 'bf16' is not supported by tosa2linalg}}
  %0 = "tosa.cast"(%a) : (tensor<4xf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// LOWER19: error: 'arith.truncf' op operand type 'bf16' and result type 'f16' are cast incompatible
func.func @cast_bf16_to_f16(%a: tensor<4xbf16>) -> tensor<4xf16> {
  // expected-error @+1 {{'tosa.cast' op cast from 'bf16' to 'f16' is not supported by tosa2linalg}}
  %0 = "tosa.cast"(%a) : (tensor<4xbf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// LOWER19: error: 'arith.trunci' op operand type 'i8' and result type 'i8' are cast incompatible
func.func @cast_ui8_to_i8(%a: tensor<4xui8>) -> tensor<4xi8> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<4xui8>'}}
  %0 = "tosa.cast"(%a) : (tensor<4xui8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// LOWER19: error: 'linalg.yield' op type of yield operand 1 ('i8') doesn't match the element type of the enclosing linalg.generic op ('i32')
// integer corner cases
func.func @mul_i8_to_i32_shift(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.mul' op shift 2 requires the operands and the result to have the same integer type of at most 32 bits, but got 'i8', 'i8' -> 'i32'}}
  %0 = "tosa.mul"(%a, %b) {shift = 2 : i8} : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// LOWER19: error: 'arith.extsi' op operand type 'i64' and result type 'i32' are cast incompatible
func.func @mul_i64_shift(%a: tensor<4xi64>, %b: tensor<4xi64>) -> tensor<4xi64> {
  // expected-error @+1 {{'tosa.mul' op shift 2 requires the operands and the result to have the same integer type of at most 32 bits, but got 'i64', 'i64' -> 'i64'}}
  %0 = "tosa.mul"(%a, %b) {shift = 2 : i8} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// LOWER19: error: 'arith.trunci' op result #0 must be signless-fixed-width-integer-like, but got 'ui8'
func.func @mul_ui8_shift(%a: tensor<4xui8>, %b: tensor<4xui8>) -> tensor<4xui8> {
  // expected-error @+1 {{'tosa.mul' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<4xui8>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 1 : i8} : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}

// -----

// LOWER19: error: 'arith.extsi' op operand type 'i64' and result type 'i16' are cast incompatible
func.func @negate_i64_quantized(%a: tensor<4xi64>) -> tensor<4xi64> {
  // expected-error @+1 {{'tosa.negate' op quantization_info is not supported by tosa2linalg for 'i64' operands}}
  %0 = "tosa.negate"(%a) {quantization_info = #tosa.unary_quant<input_zp = 1, output_zp = 2>} : (tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// LOWER19: error: 'arith.trunci' op operand type 'i1' and result type 'i1' are cast incompatible
func.func @arithmetic_right_shift_i1_round(%a: tensor<4xi1>, %b: tensor<4xi1>) -> tensor<4xi1> {
  // expected-error @+1 {{'tosa.arithmetic_right_shift' op round = true is not supported by tosa2linalg for i1 operands}}
  %0 = "tosa.arithmetic_right_shift"(%a, %b) {round = true} : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// LOWER19: error: 'linalg.generic' op unexpected result less than 0 at expression #0 in (d0) -> (d0)
// static 0 dims (empty tensors): 0/1 -> 0 broadcasts like any other size against 1
func.func @zero_one(%a: tensor<0xf32>, %b: tensor<1xf32>) -> tensor<0xf32> {
  // expected-error @+1 {{'tosa.add' op operand #0 must be tensor without dimensions of size 0, but got 'tensor<0xf32>' (tosa2linalg does not lower empty tensors)}}
  %0 = "tosa.add"(%a, %b) : (tensor<0xf32>, tensor<1xf32>) -> tensor<0xf32>
  return %0 : tensor<0xf32>
}

// -----

// LOWER19: error: 'linalg.generic' op unexpected result less than 0 at expression #0 in (d0) -> (d0)
func.func @one_zero(%a: tensor<1xf32>, %b: tensor<0xf32>) -> tensor<0xf32> {
  // expected-error @+1 {{'tosa.add' op operand #1 must be tensor without dimensions of size 0, but got 'tensor<0xf32>' (tosa2linalg does not lower empty tensors)}}
  %0 = "tosa.add"(%a, %b) : (tensor<1xf32>, tensor<0xf32>) -> tensor<0xf32>
  return %0 : tensor<0xf32>
}

// -----

// ?/0 -> ? (0 is neither 1 nor >1); mlir-opt-19 lowers this one
func.func @dyn_zero(%a: tensor<?xf32>, %b: tensor<0xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{'tosa.add' op operand #1 must be tensor without dimensions of size 0, but got 'tensor<0xf32>' (tosa2linalg does not lower empty tensors)}}
  %0 = "tosa.add"(%a, %b) : (tensor<?xf32>, tensor<0xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

// LOWER19: error: 'linalg.generic' op unexpected result less than 0 at expression #0 in (d0, d1) -> (d0, d1)
func.func @add_zero_size_2d(%a: tensor<0x3xf32>, %b: tensor<1x3xf32>) -> tensor<0x3xf32> {
  // expected-error @+1 {{'tosa.add' op operand #0 must be tensor without dimensions of size 0, but got 'tensor<0x3xf32>' (tosa2linalg does not lower empty tensors)}}
  %0 = "tosa.add"(%a, %b) : (tensor<0x3xf32>, tensor<1x3xf32>) -> tensor<0x3xf32>
  return %0 : tensor<0x3xf32>
}

// -----

// a 0 dim in the result only; mlir-opt-19 lowers this one
func.func @abs_zero_result(%a: tensor<?xf32>) -> tensor<0xf32> {
  // expected-error @+1 {{'tosa.abs' op result #0 must be tensor without dimensions of size 0, but got 'tensor<0xf32>' (tosa2linalg does not lower empty tensors)}}
  %0 = "tosa.abs"(%a) : (tensor<?xf32>) -> tensor<0xf32>
  return %0 : tensor<0xf32>
}

// -----

// shifts above 63 (tosa.mul's shift is an i8); mlir-opt-19 leaves a tosa.apply_scale
func.func @mul_i32_shift_64(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.mul' op shift must be at most 63, but got 64}}
  %0 = "tosa.mul"(%a, %b) {shift = 64 : i8} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// zero points whose sum could overflow the 64-bit arithmetic of the lowering; mlir-opt-19 lowers this one
func.func @negate_i8_huge_zero_point(%a: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{'tosa.negate' op zero points beyond +-2^61 are not supported by tosa2linalg}}
  %0 = "tosa.negate"(%a) {quantization_info = #tosa.unary_quant<input_zp = 9223372036854775807, output_zp = 1>} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
