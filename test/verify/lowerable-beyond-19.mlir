// Legal programs that tosa2linalg must ACCEPT (and lowers) although
// mlir-opt-19's tosa-to-linalg cannot lower them: its verifier accepts them
// too, so this is not a verification difference, but tosa2linalg's verifier
// must not reject them as "not lowerable" (docs/op-rules.md, section 10).
// - a rank-0 operand broadcast against a ranked one (mlir-opt-19's lowering
//   crashes);
// - tosa.select with the same value twice, broadcast;
// - integer tosa.mul with a shift > 0 when operands and result are one type
//   of at most 32 bits (mlir-opt-19 leaves a tosa.apply_scale); a negative
//   shift counts as 0, also on a widening mul.
// RUN: %tosa2linalg --verify-only --split-input-file %s
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_22 --split-input-file -o /dev/null
// Reference: mlir-opt-19 verifies every chunk.
// RUN: %mlir_opt_19 --split-input-file %s | FileCheck --check-prefix=REF19 %s

// REF19-LABEL: func.func @add_rank_0_and_rank_2
func.func @add_rank_0_and_rank_2(%a: tensor<f32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// REF19-LABEL: func.func @sub_rank_2_and_rank_0_dynamic
func.func @sub_rank_2_and_rank_0_dynamic(%a: tensor<?x3xi32>, %b: tensor<i32>) -> tensor<?x3xi32> {
  %0 = "tosa.sub"(%a, %b) : (tensor<?x3xi32>, tensor<i32>) -> tensor<?x3xi32>
  return %0 : tensor<?x3xi32>
}

// -----

// REF19-LABEL: func.func @select_rank_0_pred
func.func @select_rank_0_pred(%p: tensor<i1>, %a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "tosa.select"(%p, %a, %b) : (tensor<i1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// REF19-LABEL: func.func @select_same_value_twice
func.func @select_same_value_twice(%p: tensor<2x3xi1>, %x: tensor<1x3xf32>) -> tensor<2x3xf32> {
  %0 = "tosa.select"(%p, %x, %x) : (tensor<2x3xi1>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// REF19-LABEL: func.func @mul_i8_shift
func.func @mul_i8_shift(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.mul"(%a, %b) {shift = 3 : i8} : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// REF19-LABEL: func.func @mul_i16_shift
func.func @mul_i16_shift(%a: tensor<4xi16>, %b: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.mul"(%a, %b) {shift = 15 : i8} : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// REF19-LABEL: func.func @mul_i32_shift_63
func.func @mul_i32_shift_63(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.mul"(%a, %b) {shift = 63 : i8} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// REF19-LABEL: func.func @mul_widening_negative_shift
func.func @mul_widening_negative_shift(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi32> {
  %0 = "tosa.mul"(%a, %b) {shift = -2 : i8} : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
