// Element types of the binary and ternary element-wise ops, as mlir-opt-19
// verifies them. Checks in order: operand #0, operand #1 (, #2) types, result
// type, then the element-type trait, then shapes. See docs/op-rules.md.
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s
// RUN: %mlir_opt_19 --verify-diagnostics --split-input-file %s | FileCheck %s

func.func @add_si_lhs(%a: tensor<4xsi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.add' op operand #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.add"(%a, %b) : (tensor<4xsi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @add_si_rhs(%a: tensor<4xi32>, %b: tensor<4xsi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.add' op operand #1 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.add"(%a, %b) : (tensor<4xi32>, tensor<4xsi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @add_si_result(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xsi32> {
  // expected-error @+1 {{'tosa.add' op result #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.add"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xsi32>
  return %0 : tensor<4xsi32>
}

// -----

func.func @add_operand_mismatch(%a: tensor<4xf32>, %b: tensor<4xf16>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.add' op requires the same element type for all operands and results}}
  %0 = "tosa.add"(%a, %b) : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @add_result_mismatch(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi64> {
  // expected-error @+1 {{'tosa.add' op requires the same element type for all operands and results}}
  %0 = "tosa.add"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func @arithmetic_right_shift_si_lhs(%a: tensor<4xsi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.arithmetic_right_shift' op operand #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.arithmetic_right_shift"(%a, %b) {round = false} : (tensor<4xsi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @arithmetic_right_shift_si_rhs(%a: tensor<4xi32>, %b: tensor<4xsi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.arithmetic_right_shift' op operand #1 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.arithmetic_right_shift"(%a, %b) {round = false} : (tensor<4xi32>, tensor<4xsi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @arithmetic_right_shift_si_result(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xsi32> {
  // expected-error @+1 {{'tosa.arithmetic_right_shift' op result #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.arithmetic_right_shift"(%a, %b) {round = false} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xsi32>
  return %0 : tensor<4xsi32>
}

// -----

func.func @arithmetic_right_shift_operand_mismatch(%a: tensor<4xf32>, %b: tensor<4xf16>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.arithmetic_right_shift' op requires the same element type for all operands and results}}
  %0 = "tosa.arithmetic_right_shift"(%a, %b) {round = false} : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @arithmetic_right_shift_result_mismatch(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi64> {
  // expected-error @+1 {{'tosa.arithmetic_right_shift' op requires the same element type for all operands and results}}
  %0 = "tosa.arithmetic_right_shift"(%a, %b) {round = false} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func @bitwise_and_si_lhs(%a: tensor<4xsi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.bitwise_and' op operand #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.bitwise_and"(%a, %b) : (tensor<4xsi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @bitwise_and_si_rhs(%a: tensor<4xi32>, %b: tensor<4xsi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.bitwise_and' op operand #1 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.bitwise_and"(%a, %b) : (tensor<4xi32>, tensor<4xsi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @bitwise_and_si_result(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xsi32> {
  // expected-error @+1 {{'tosa.bitwise_and' op result #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.bitwise_and"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xsi32>
  return %0 : tensor<4xsi32>
}

// -----

func.func @bitwise_and_operand_mismatch(%a: tensor<4xf32>, %b: tensor<4xf16>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.bitwise_and' op requires the same element type for all operands and results}}
  %0 = "tosa.bitwise_and"(%a, %b) : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @bitwise_and_result_mismatch(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi64> {
  // expected-error @+1 {{'tosa.bitwise_and' op requires the same element type for all operands and results}}
  %0 = "tosa.bitwise_and"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func @bitwise_or_si_lhs(%a: tensor<4xsi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.bitwise_or' op operand #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.bitwise_or"(%a, %b) : (tensor<4xsi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @bitwise_or_si_rhs(%a: tensor<4xi32>, %b: tensor<4xsi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.bitwise_or' op operand #1 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.bitwise_or"(%a, %b) : (tensor<4xi32>, tensor<4xsi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @bitwise_or_si_result(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xsi32> {
  // expected-error @+1 {{'tosa.bitwise_or' op result #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.bitwise_or"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xsi32>
  return %0 : tensor<4xsi32>
}

// -----

func.func @bitwise_or_operand_mismatch(%a: tensor<4xf32>, %b: tensor<4xf16>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.bitwise_or' op requires the same element type for all operands and results}}
  %0 = "tosa.bitwise_or"(%a, %b) : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @bitwise_or_result_mismatch(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi64> {
  // expected-error @+1 {{'tosa.bitwise_or' op requires the same element type for all operands and results}}
  %0 = "tosa.bitwise_or"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func @bitwise_xor_si_lhs(%a: tensor<4xsi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.bitwise_xor' op operand #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.bitwise_xor"(%a, %b) : (tensor<4xsi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @bitwise_xor_si_rhs(%a: tensor<4xi32>, %b: tensor<4xsi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.bitwise_xor' op operand #1 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.bitwise_xor"(%a, %b) : (tensor<4xi32>, tensor<4xsi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @bitwise_xor_si_result(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xsi32> {
  // expected-error @+1 {{'tosa.bitwise_xor' op result #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.bitwise_xor"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xsi32>
  return %0 : tensor<4xsi32>
}

// -----

func.func @bitwise_xor_operand_mismatch(%a: tensor<4xf32>, %b: tensor<4xf16>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.bitwise_xor' op requires the same element type for all operands and results}}
  %0 = "tosa.bitwise_xor"(%a, %b) : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @bitwise_xor_result_mismatch(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi64> {
  // expected-error @+1 {{'tosa.bitwise_xor' op requires the same element type for all operands and results}}
  %0 = "tosa.bitwise_xor"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func @logical_left_shift_si_lhs(%a: tensor<4xsi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.logical_left_shift' op operand #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.logical_left_shift"(%a, %b) : (tensor<4xsi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @logical_left_shift_si_rhs(%a: tensor<4xi32>, %b: tensor<4xsi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.logical_left_shift' op operand #1 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.logical_left_shift"(%a, %b) : (tensor<4xi32>, tensor<4xsi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @logical_left_shift_si_result(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xsi32> {
  // expected-error @+1 {{'tosa.logical_left_shift' op result #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.logical_left_shift"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xsi32>
  return %0 : tensor<4xsi32>
}

// -----

func.func @logical_left_shift_operand_mismatch(%a: tensor<4xf32>, %b: tensor<4xf16>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.logical_left_shift' op requires the same element type for all operands and results}}
  %0 = "tosa.logical_left_shift"(%a, %b) : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @logical_left_shift_result_mismatch(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi64> {
  // expected-error @+1 {{'tosa.logical_left_shift' op requires the same element type for all operands and results}}
  %0 = "tosa.logical_left_shift"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func @logical_right_shift_si_lhs(%a: tensor<4xsi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.logical_right_shift' op operand #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.logical_right_shift"(%a, %b) : (tensor<4xsi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @logical_right_shift_si_rhs(%a: tensor<4xi32>, %b: tensor<4xsi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.logical_right_shift' op operand #1 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.logical_right_shift"(%a, %b) : (tensor<4xi32>, tensor<4xsi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @logical_right_shift_si_result(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xsi32> {
  // expected-error @+1 {{'tosa.logical_right_shift' op result #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.logical_right_shift"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xsi32>
  return %0 : tensor<4xsi32>
}

// -----

func.func @logical_right_shift_operand_mismatch(%a: tensor<4xf32>, %b: tensor<4xf16>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.logical_right_shift' op requires the same element type for all operands and results}}
  %0 = "tosa.logical_right_shift"(%a, %b) : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @logical_right_shift_result_mismatch(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi64> {
  // expected-error @+1 {{'tosa.logical_right_shift' op requires the same element type for all operands and results}}
  %0 = "tosa.logical_right_shift"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func @maximum_si_lhs(%a: tensor<4xsi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.maximum' op operand #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.maximum"(%a, %b) : (tensor<4xsi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @maximum_si_rhs(%a: tensor<4xi32>, %b: tensor<4xsi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.maximum' op operand #1 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.maximum"(%a, %b) : (tensor<4xi32>, tensor<4xsi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @maximum_si_result(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xsi32> {
  // expected-error @+1 {{'tosa.maximum' op result #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.maximum"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xsi32>
  return %0 : tensor<4xsi32>
}

// -----

func.func @maximum_operand_mismatch(%a: tensor<4xf32>, %b: tensor<4xf16>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.maximum' op requires the same element type for all operands and results}}
  %0 = "tosa.maximum"(%a, %b) : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @maximum_result_mismatch(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi64> {
  // expected-error @+1 {{'tosa.maximum' op requires the same element type for all operands and results}}
  %0 = "tosa.maximum"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func @minimum_si_lhs(%a: tensor<4xsi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.minimum' op operand #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.minimum"(%a, %b) : (tensor<4xsi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @minimum_si_rhs(%a: tensor<4xi32>, %b: tensor<4xsi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.minimum' op operand #1 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.minimum"(%a, %b) : (tensor<4xi32>, tensor<4xsi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @minimum_si_result(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xsi32> {
  // expected-error @+1 {{'tosa.minimum' op result #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.minimum"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xsi32>
  return %0 : tensor<4xsi32>
}

// -----

func.func @minimum_operand_mismatch(%a: tensor<4xf32>, %b: tensor<4xf16>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.minimum' op requires the same element type for all operands and results}}
  %0 = "tosa.minimum"(%a, %b) : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @minimum_result_mismatch(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi64> {
  // expected-error @+1 {{'tosa.minimum' op requires the same element type for all operands and results}}
  %0 = "tosa.minimum"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func @pow_si_lhs(%a: tensor<4xsi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.pow' op operand #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.pow"(%a, %b) : (tensor<4xsi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @pow_si_rhs(%a: tensor<4xi32>, %b: tensor<4xsi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.pow' op operand #1 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.pow"(%a, %b) : (tensor<4xi32>, tensor<4xsi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @pow_si_result(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xsi32> {
  // expected-error @+1 {{'tosa.pow' op result #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.pow"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xsi32>
  return %0 : tensor<4xsi32>
}

// -----

func.func @pow_operand_mismatch(%a: tensor<4xf32>, %b: tensor<4xf16>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.pow' op requires the same element type for all operands and results}}
  %0 = "tosa.pow"(%a, %b) : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @pow_result_mismatch(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi64> {
  // expected-error @+1 {{'tosa.pow' op requires the same element type for all operands and results}}
  %0 = "tosa.pow"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func @sub_si_lhs(%a: tensor<4xsi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.sub' op operand #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.sub"(%a, %b) : (tensor<4xsi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @sub_si_rhs(%a: tensor<4xi32>, %b: tensor<4xsi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.sub' op operand #1 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.sub"(%a, %b) : (tensor<4xi32>, tensor<4xsi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @sub_si_result(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xsi32> {
  // expected-error @+1 {{'tosa.sub' op result #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.sub"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xsi32>
  return %0 : tensor<4xsi32>
}

// -----

func.func @sub_operand_mismatch(%a: tensor<4xf32>, %b: tensor<4xf16>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.sub' op requires the same element type for all operands and results}}
  %0 = "tosa.sub"(%a, %b) : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @sub_result_mismatch(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi64> {
  // expected-error @+1 {{'tosa.sub' op requires the same element type for all operands and results}}
  %0 = "tosa.sub"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func @add_signedness_mismatch(%a: tensor<4xi32>, %b: tensor<4xui32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.add' op requires the same element type for all operands and results}}
  %0 = "tosa.add"(%a, %b) : (tensor<4xi32>, tensor<4xui32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// element types are checked before shapes
func.func @add_elem_before_shape(%a: tensor<2xf32>, %b: tensor<3xi32>) -> tensor<?xf32> {
  // expected-error @+1 {{'tosa.add' op requires the same element type for all operands and results}}
  %0 = "tosa.add"(%a, %b) : (tensor<2xf32>, tensor<3xi32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @add_operand_type_before_result_type(%a: tensor<4xsi8>, %b: tensor<4xf32>) -> tensor<4xsi8> {
  // expected-error @+1 {{'tosa.add' op operand #0 must be tensor of number values, but got 'tensor<4xsi8>'}}
  %0 = "tosa.add"(%a, %b) : (tensor<4xsi8>, tensor<4xf32>) -> tensor<4xsi8>
  return %0 : tensor<4xsi8>
}

// -----

// int_div (LLVM 19 spelling of TOSA INTDIV): i32 only
func.func @int_div_i64(%a: tensor<4xi64>, %b: tensor<4xi64>) -> tensor<4xi64> {
  // expected-error @+1 {{'tosa.int_div' op operand #0 must be tensor of 32-bit signless integer values, but got 'tensor<4xi64>'}}
  %0 = "tosa.int_div"(%a, %b) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func @int_div_f32(%a: tensor<4xi32>, %b: tensor<4xf32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.int_div' op operand #1 must be tensor of 32-bit signless integer values, but got 'tensor<4xf32>'}}
  %0 = "tosa.int_div"(%a, %b) : (tensor<4xi32>, tensor<4xf32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @int_div_ui32(%a: tensor<4xui32>, %b: tensor<4xui32>) -> tensor<4xui32> {
  // expected-error @+1 {{'tosa.int_div' op operand #0 must be tensor of 32-bit signless integer values, but got 'tensor<4xui32>'}}
  %0 = "tosa.int_div"(%a, %b) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
  return %0 : tensor<4xui32>
}

// -----

func.func @int_div_i64_result(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi64> {
  // expected-error @+1 {{'tosa.int_div' op result #0 must be tensor of 32-bit signless integer values, but got 'tensor<4xi64>'}}
  %0 = "tosa.int_div"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func @logical_and_i8(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{'tosa.logical_and' op operand #0 must be tensor of 1-bit signless integer values, but got 'tensor<4xi8>'}}
  %0 = "tosa.logical_and"(%a, %b) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @logical_and_i1_i32(%a: tensor<4xi1>, %b: tensor<4xi32>) -> tensor<4xi1> {
  // expected-error @+1 {{'tosa.logical_and' op operand #1 must be tensor of 1-bit signless integer values, but got 'tensor<4xi32>'}}
  %0 = "tosa.logical_and"(%a, %b) : (tensor<4xi1>, tensor<4xi32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @logical_and_i1_result_f32(%a: tensor<4xi1>, %b: tensor<4xi1>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.logical_and' op result #0 must be tensor of 1-bit signless integer values, but got 'tensor<4xf32>'}}
  %0 = "tosa.logical_and"(%a, %b) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @logical_or_i8(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{'tosa.logical_or' op operand #0 must be tensor of 1-bit signless integer values, but got 'tensor<4xi8>'}}
  %0 = "tosa.logical_or"(%a, %b) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @logical_or_i1_i32(%a: tensor<4xi1>, %b: tensor<4xi32>) -> tensor<4xi1> {
  // expected-error @+1 {{'tosa.logical_or' op operand #1 must be tensor of 1-bit signless integer values, but got 'tensor<4xi32>'}}
  %0 = "tosa.logical_or"(%a, %b) : (tensor<4xi1>, tensor<4xi32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @logical_or_i1_result_f32(%a: tensor<4xi1>, %b: tensor<4xi1>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.logical_or' op result #0 must be tensor of 1-bit signless integer values, but got 'tensor<4xf32>'}}
  %0 = "tosa.logical_or"(%a, %b) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @logical_xor_i8(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{'tosa.logical_xor' op operand #0 must be tensor of 1-bit signless integer values, but got 'tensor<4xi8>'}}
  %0 = "tosa.logical_xor"(%a, %b) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @logical_xor_i1_i32(%a: tensor<4xi1>, %b: tensor<4xi32>) -> tensor<4xi1> {
  // expected-error @+1 {{'tosa.logical_xor' op operand #1 must be tensor of 1-bit signless integer values, but got 'tensor<4xi32>'}}
  %0 = "tosa.logical_xor"(%a, %b) : (tensor<4xi1>, tensor<4xi32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @logical_xor_i1_result_f32(%a: tensor<4xi1>, %b: tensor<4xi1>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.logical_xor' op result #0 must be tensor of 1-bit signless integer values, but got 'tensor<4xf32>'}}
  %0 = "tosa.logical_xor"(%a, %b) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @equal_operand_mismatch(%a: tensor<4xf32>, %b: tensor<4xf16>) -> tensor<4xi1> {
  // expected-error @+1 {{'tosa.equal' op requires the same element type for all operands}}
  %0 = "tosa.equal"(%a, %b) : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @equal_int_float(%a: tensor<4xi32>, %b: tensor<4xf32>) -> tensor<4xi1> {
  // expected-error @+1 {{'tosa.equal' op requires the same element type for all operands}}
  %0 = "tosa.equal"(%a, %b) : (tensor<4xi32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @equal_result_same_as_operands(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.equal' op result #0 must be tensor of 1-bit signless integer values, but got 'tensor<4xf32>'}}
  %0 = "tosa.equal"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @equal_result_i8(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi8> {
  // expected-error @+1 {{'tosa.equal' op result #0 must be tensor of 1-bit signless integer values, but got 'tensor<4xi8>'}}
  %0 = "tosa.equal"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @equal_si(%a: tensor<4xsi32>, %b: tensor<4xsi32>) -> tensor<4xi1> {
  // expected-error @+1 {{'tosa.equal' op operand #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.equal"(%a, %b) : (tensor<4xsi32>, tensor<4xsi32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @equal_i1_operands
func.func @equal_i1_operands(%a: tensor<4xi1>, %b: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.equal"(%a, %b) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @greater_operand_mismatch(%a: tensor<4xf32>, %b: tensor<4xf16>) -> tensor<4xi1> {
  // expected-error @+1 {{'tosa.greater' op requires the same element type for all operands}}
  %0 = "tosa.greater"(%a, %b) : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @greater_int_float(%a: tensor<4xi32>, %b: tensor<4xf32>) -> tensor<4xi1> {
  // expected-error @+1 {{'tosa.greater' op requires the same element type for all operands}}
  %0 = "tosa.greater"(%a, %b) : (tensor<4xi32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @greater_result_same_as_operands(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.greater' op result #0 must be tensor of 1-bit signless integer values, but got 'tensor<4xf32>'}}
  %0 = "tosa.greater"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @greater_result_i8(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi8> {
  // expected-error @+1 {{'tosa.greater' op result #0 must be tensor of 1-bit signless integer values, but got 'tensor<4xi8>'}}
  %0 = "tosa.greater"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @greater_si(%a: tensor<4xsi32>, %b: tensor<4xsi32>) -> tensor<4xi1> {
  // expected-error @+1 {{'tosa.greater' op operand #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.greater"(%a, %b) : (tensor<4xsi32>, tensor<4xsi32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @greater_i1_operands
func.func @greater_i1_operands(%a: tensor<4xi1>, %b: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.greater"(%a, %b) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @greater_equal_operand_mismatch(%a: tensor<4xf32>, %b: tensor<4xf16>) -> tensor<4xi1> {
  // expected-error @+1 {{'tosa.greater_equal' op requires the same element type for all operands}}
  %0 = "tosa.greater_equal"(%a, %b) : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @greater_equal_int_float(%a: tensor<4xi32>, %b: tensor<4xf32>) -> tensor<4xi1> {
  // expected-error @+1 {{'tosa.greater_equal' op requires the same element type for all operands}}
  %0 = "tosa.greater_equal"(%a, %b) : (tensor<4xi32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @greater_equal_result_same_as_operands(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.greater_equal' op result #0 must be tensor of 1-bit signless integer values, but got 'tensor<4xf32>'}}
  %0 = "tosa.greater_equal"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @greater_equal_result_i8(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi8> {
  // expected-error @+1 {{'tosa.greater_equal' op result #0 must be tensor of 1-bit signless integer values, but got 'tensor<4xi8>'}}
  %0 = "tosa.greater_equal"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @greater_equal_si(%a: tensor<4xsi32>, %b: tensor<4xsi32>) -> tensor<4xi1> {
  // expected-error @+1 {{'tosa.greater_equal' op operand #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.greater_equal"(%a, %b) : (tensor<4xsi32>, tensor<4xsi32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @greater_equal_i1_operands
func.func @greater_equal_i1_operands(%a: tensor<4xi1>, %b: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.greater_equal"(%a, %b) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// mul, integer result: operands must be the same type; its width must not exceed the result's
// (any signedness mix allowed); float result: all three the same type
// CHECK-LABEL: func.func @mul_i8_to_i32
func.func @mul_i8_to_i32(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi32> {
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @mul_i16_to_i32
func.func @mul_i16_to_i32(%a: tensor<4xi16>, %b: tensor<4xi16>) -> tensor<4xi32> {
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @mul_i1_to_i8
func.func @mul_i1_to_i8(%a: tensor<4xi1>, %b: tensor<4xi1>) -> tensor<4xi8> {
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @mul_i32_to_i8(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi8> {
  // expected-error @+1 {{'tosa.mul' op invalid data type size for operands or result}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @mul_i8_to_i1(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi1> {
  // expected-error @+1 {{'tosa.mul' op invalid data type size for operands or result}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @mul_int_operand_mismatch(%a: tensor<4xi8>, %b: tensor<4xi16>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.mul' op requires the same element type for all operands}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<4xi8>, tensor<4xi16>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @mul_sign_operand_mismatch(%a: tensor<4xi8>, %b: tensor<4xui8>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.mul' op requires the same element type for all operands}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<4xi8>, tensor<4xui8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @mul_float_int_operands_int_result(%a: tensor<4xf32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.mul' op requires the same element type for all operands}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// float operands (same type) with an integer result: mlir-opt-19 reports the size error
func.func @mul_float_operands_int_result(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.mul' op invalid data type size for operands or result}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @mul_f16_to_f32(%a: tensor<4xf16>, %b: tensor<4xf16>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.mul' op requires the same element type for all operands and results}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @mul_float_mismatch(%a: tensor<4xf32>, %b: tensor<4xf16>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.mul' op requires the same element type for all operands and results}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @mul_int_operands_float_result(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.mul' op requires the same element type for all operands and results}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @mul_si(%a: tensor<4xsi8>, %b: tensor<4xsi8>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.mul' op operand #0 must be tensor of number values, but got 'tensor<4xsi8>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<4xsi8>, tensor<4xsi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// select: pred must be i1; the values and result need only be numbers
func.func @select_pred_i8(%a: tensor<4xi8>, %b: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.select' op operand #0 must be tensor of 1-bit signless integer values, but got 'tensor<4xi8>'}}
  %0 = "tosa.select"(%a, %b, %c) : (tensor<4xi8>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_pred_f32(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.select' op operand #0 must be tensor of 1-bit signless integer values, but got 'tensor<4xf32>'}}
  %0 = "tosa.select"(%a, %b, %c) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_si_on_true(%a: tensor<4xi1>, %b: tensor<4xsi32>, %c: tensor<4xsi32>) -> tensor<4xsi32> {
  // expected-error @+1 {{'tosa.select' op operand #1 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.select"(%a, %b, %c) : (tensor<4xi1>, tensor<4xsi32>, tensor<4xsi32>) -> tensor<4xsi32>
  return %0 : tensor<4xsi32>
}

// -----

func.func @select_si_on_false(%a: tensor<4xi1>, %b: tensor<4xi32>, %c: tensor<4xsi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.select' op operand #2 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.select"(%a, %b, %c) : (tensor<4xi1>, tensor<4xi32>, tensor<4xsi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// mlir-opt-19 relates no element types on select (values and result may all
// differ); tosa2linalg requires the values to have the result's element type:
// see deviate-lowering-failures.mlir. Unsigned mul operands/results:
// elemtype-other-widths.mlir.
func.func @select_si_result(%a: tensor<4xi1>, %b: tensor<4xi32>, %c: tensor<4xi32>) -> tensor<4xsi32> {
  // expected-error @+1 {{'tosa.select' op result #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.select"(%a, %b, %c) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xsi32>
  return %0 : tensor<4xsi32>
}

// -----

// other integer widths are not i32 either (from elemtype-other-widths.mlir)
func.func @int_div_i4(%a: tensor<2xi4>, %b: tensor<2xi4>) -> tensor<2xi4> {
  // expected-error @+1 {{'tosa.int_div' op operand #0 must be tensor of 32-bit signless integer values, but got 'tensor<2xi4>'}}
  %0 = "tosa.int_div"(%a, %b) : (tensor<2xi4>, tensor<2xi4>) -> tensor<2xi4>
  return %0 : tensor<2xi4>
}
