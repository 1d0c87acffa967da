// Ops that mlir-opt-19's VERIFIER accepts but that its tosa-to-linalg cannot
// lower: the pass either fails to legalize the op or builds invalid IR.
// tosa2linalg's verifier accepts them too (as mlir-opt-19 does, so
// --verify-only succeeds); its LOWERING rejects each one with mlir-opt-19's
// own message for the clean case, at the op:
//   'failed to legalize operation '<op name>''
// (The LOWER19 lines show what mlir-opt-19's lowering says for each chunk.)
// Cases where mlir-opt-19's lowering CRASHES are not in this file (one crash
// ends the whole split run): see docs/op-rules.md, "Lowering".
// RUN: %tosa2linalg --split-input-file --verify-only %s
// RUN: %tosa2linalg --verify-diagnostics --split-input-file %s
// Reference: mlir-opt-19 verifies every chunk ...
// RUN: %mlir_opt_19 --split-input-file %s -o /dev/null
// ... and fails to lower every chunk:
// RUN: not %t2l_19 --split-input-file %s 2>&1 | FileCheck --check-prefix=LOWER19 %s

// LOWER19: error: failed to legalize operation 'tosa.exp'
// float-only math on integers
func.func @exp_i32(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.exp'}}
  %0 = "tosa.exp"(%a) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.log'
func.func @log_i32(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.log'}}
  %0 = "tosa.log"(%a) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.ceil'
func.func @ceil_i32(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.ceil'}}
  %0 = "tosa.ceil"(%a) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.floor'
func.func @floor_i32(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.floor'}}
  %0 = "tosa.floor"(%a) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.reciprocal'
func.func @reciprocal_i32(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.reciprocal'}}
  %0 = "tosa.reciprocal"(%a) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.rsqrt'
func.func @rsqrt_i32(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.rsqrt'}}
  %0 = "tosa.rsqrt"(%a) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.tanh'
func.func @tanh_i32(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.tanh'}}
  %0 = "tosa.tanh"(%a) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.sigmoid'
func.func @sigmoid_i32(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.sigmoid'}}
  %0 = "tosa.sigmoid"(%a) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.erf'
func.func @erf_i32(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.erf'}}
  %0 = "tosa.erf"(%a) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.pow'
func.func @pow_i32(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.pow'}}
  %0 = "tosa.pow"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.bitwise_not'
// integer-only ops on floats
func.func @bitwise_not_f32(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.bitwise_not'}}
  %0 = "tosa.bitwise_not"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.clz'
func.func @clz_f32(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.clz'}}
  %0 = "tosa.clz"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.bitwise_and'
func.func @bitwise_and_f32(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.bitwise_and'}}
  %0 = "tosa.bitwise_and"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.bitwise_or'
func.func @bitwise_or_f32(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.bitwise_or'}}
  %0 = "tosa.bitwise_or"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.bitwise_xor'
func.func @bitwise_xor_f32(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.bitwise_xor'}}
  %0 = "tosa.bitwise_xor"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.logical_left_shift'
func.func @logical_left_shift_f32(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.logical_left_shift'}}
  %0 = "tosa.logical_left_shift"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.logical_right_shift'
func.func @logical_right_shift_f32(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.logical_right_shift'}}
  %0 = "tosa.logical_right_shift"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.arithmetic_right_shift'
func.func @arithmetic_right_shift_f32(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.arithmetic_right_shift'}}
  %0 = "tosa.arithmetic_right_shift"(%a, %b) {round = true} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.mul'
// a non-zero shift on a float mul
func.func @mul_f32_shift(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.mul'}}
  %0 = "tosa.mul"(%a, %b) {shift = 1 : i8} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.mul'
func.func @mul_f16_negative_shift(%a: tensor<4xf16>, %b: tensor<4xf16>) -> tensor<4xf16> {
  // expected-error @+1 {{failed to legalize operation 'tosa.mul'}}
  %0 = "tosa.mul"(%a, %b) {shift = -1 : i8} : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.add'
// unranked operands
func.func @add_unranked_operand(%a: tensor<*xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.add'}}
  %0 = "tosa.add"(%a, %b) : (tensor<*xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.abs'
func.func @abs_unranked(%a: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.abs'}}
  %0 = "tosa.abs"(%a) : (tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.select'
func.func @select_unranked_pred(%a: tensor<*xi1>, %b: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.select'}}
  %0 = "tosa.select"(%a, %b, %c) : (tensor<*xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.maximum'
// unsigned element types the lowering does not handle
func.func @maximum_ui8(%a: tensor<4xui8>, %b: tensor<4xui8>) -> tensor<4xui8> {
  // expected-error @+1 {{failed to legalize operation 'tosa.maximum'}}
  %0 = "tosa.maximum"(%a, %b) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.minimum'
func.func @minimum_ui32(%a: tensor<4xui32>, %b: tensor<4xui32>) -> tensor<4xui32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.minimum'}}
  %0 = "tosa.minimum"(%a, %b) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
  return %0 : tensor<4xui32>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.greater'
func.func @greater_ui16(%a: tensor<4xui16>, %b: tensor<4xui16>) -> tensor<4xi1> {
  // expected-error @+1 {{failed to legalize operation 'tosa.greater'}}
  %0 = "tosa.greater"(%a, %b) : (tensor<4xui16>, tensor<4xui16>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// LOWER19: error: failed to legalize operation 'tosa.equal'
func.func @equal_ui8(%a: tensor<4xui8>, %b: tensor<4xui8>) -> tensor<4xi1> {
  // expected-error @+1 {{failed to legalize operation 'tosa.equal'}}
  %0 = "tosa.equal"(%a, %b) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// LOWER19: error: 'arith.constant' op integer return type must be signless
func.func @abs_ui8(%a: tensor<4xui8>) -> tensor<4xui8> {
  // expected-error @+1 {{failed to legalize operation 'tosa.abs'}}
  %0 = "tosa.abs"(%a) : (tensor<4xui8>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}

// -----

// LOWER19: error: 'arith.constant' op integer return type must be signless
func.func @negate_ui32(%a: tensor<4xui32>) -> tensor<4xui32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.negate'}}
  %0 = "tosa.negate"(%a) : (tensor<4xui32>) -> tensor<4xui32>
  return %0 : tensor<4xui32>
}

// -----

// LOWER19: error: 'math.ctlz' op result #0 must be signless-integer-like, but got 'ui8'
func.func @clz_ui8(%a: tensor<4xui8>) -> tensor<4xui8> {
  // expected-error @+1 {{failed to legalize operation 'tosa.clz'}}
  %0 = "tosa.clz"(%a) : (tensor<4xui8>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}

// -----

// LOWER19: error: 'arith.select' op failed to verify that all of {true_value, false_value, result} have same type
// element types the verifier lets through (no element-type trait)
func.func @select_mixed_values(%a: tensor<4xi1>, %b: tensor<4xf32>, %c: tensor<4xi32>) -> tensor<4xf32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.select'}}
  %0 = "tosa.select"(%a, %b, %c) : (tensor<4xi1>, tensor<4xf32>, tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// LOWER19: error: 'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')
func.func @select_result_type(%a: tensor<4xi1>, %b: tensor<4xi32>, %c: tensor<4xi32>) -> tensor<4xf32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.select'}}
  %0 = "tosa.select"(%a, %b, %c) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// LOWER19: error: 'arith.negf' op requires the same type for all operands and results
func.func @sigmoid_f32_to_f16(%a: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error @+1 {{failed to legalize operation 'tosa.sigmoid'}}
  %0 = "tosa.sigmoid"(%a) : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// LOWER19: error: 'math.erf' op result #0 must be floating-point-like, but got 'i32'
func.func @erf_f32_to_i32(%a: tensor<4xf32>) -> tensor<4xi32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.erf'}}
  %0 = "tosa.erf"(%a) : (tensor<4xf32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// LOWER19: error: 'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<5xf32>' are cast incompatible
// shapes the verifier lets through (erf and cast have no shape trait)
func.func @erf_shape_change(%a: tensor<4xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.erf'}}
  %0 = "tosa.erf"(%a) : (tensor<4xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

// LOWER19: error: 'tensor.cast' op operand type 'tensor<4xi32>' and result type 'tensor<5xi32>' are cast incompatible
func.func @cast_shape_change(%a: tensor<4xf32>) -> tensor<5xi32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.cast'}}
  %0 = "tosa.cast"(%a) : (tensor<4xf32>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}

// -----

// LOWER19: error: 'arith.truncf' op operand type 'f16' and result type 'bf16' are cast incompatible
// casts the lowering gets wrong
func.func @cast_f16_to_bf16(%a: tensor<4xf16>) -> tensor<4xbf16> {
  // expected-error @+1 {{failed to legalize operation 'tosa.cast'}}
  %0 = "tosa.cast"(%a) : (tensor<4xf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// LOWER19: error: 'arith.truncf' op operand type 'bf16' and result type 'f16' are cast incompatible
func.func @cast_bf16_to_f16(%a: tensor<4xbf16>) -> tensor<4xf16> {
  // expected-error @+1 {{failed to legalize operation 'tosa.cast'}}
  %0 = "tosa.cast"(%a) : (tensor<4xbf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// LOWER19: error: 'arith.trunci' op operand type 'i8' and result type 'i8' are cast incompatible
func.func @cast_ui8_to_i8(%a: tensor<4xui8>) -> tensor<4xi8> {
  // expected-error @+1 {{failed to legalize operation 'tosa.cast'}}
  %0 = "tosa.cast"(%a) : (tensor<4xui8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// LOWER19: error: 'linalg.yield' op type of yield operand 1 ('i8') doesn't match the element type of the enclosing linalg.generic op ('i32')
// integer corner cases
func.func @mul_i8_to_i32_shift(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.mul'}}
  %0 = "tosa.mul"(%a, %b) {shift = 2 : i8} : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// LOWER19: error: 'arith.extsi' op operand type 'i64' and result type 'i32' are cast incompatible
func.func @mul_i64_shift(%a: tensor<4xi64>, %b: tensor<4xi64>) -> tensor<4xi64> {
  // expected-error @+1 {{failed to legalize operation 'tosa.mul'}}
  %0 = "tosa.mul"(%a, %b) {shift = 2 : i8} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// LOWER19: error: 'arith.trunci' op result #0 must be signless-fixed-width-integer-like, but got 'ui8'
func.func @mul_ui8_shift(%a: tensor<4xui8>, %b: tensor<4xui8>) -> tensor<4xui8> {
  // expected-error @+1 {{failed to legalize operation 'tosa.mul'}}
  %0 = "tosa.mul"(%a, %b) {shift = 1 : i8} : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}

// -----

// LOWER19: error: 'arith.extsi' op operand type 'i64' and result type 'i16' are cast incompatible
func.func @negate_i64_quantized(%a: tensor<4xi64>) -> tensor<4xi64> {
  // expected-error @+1 {{failed to legalize operation 'tosa.negate'}}
  %0 = "tosa.negate"(%a) {quantization_info = #tosa.unary_quant<input_zp = 1, output_zp = 2>} : (tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// LOWER19: error: 'arith.trunci' op operand type 'i1' and result type 'i1' are cast incompatible
func.func @arithmetic_right_shift_i1_round(%a: tensor<4xi1>, %b: tensor<4xi1>) -> tensor<4xi1> {
  // expected-error @+1 {{failed to legalize operation 'tosa.arithmetic_right_shift'}}
  %0 = "tosa.arithmetic_right_shift"(%a, %b) {round = true} : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}
