// DELIBERATE DIFFERENCE from mlir-opt-19: ops its verifier accepts and its
// tosa-to-linalg CRASHES on (so they cannot share a split run with the
// failures of deviate-lowering-failures.mlir). tosa2linalg rejects them at the
// op:
// - tosa.cast reducing the rank (2x3 -> 6): mlir-opt-19 has no shape check on
//   cast and its lowering crashes (SIGSEGV); tosa2linalg requires the same
//   shape (compatible dims), as later TOSA dialects do;
// - rank-0 operands with a ranked result: mlir-opt-19 compares no dims at all
//   (inferred rank 0) and its lowering aborts (SIGABRT); for tosa2linalg the
//   result must have the inferred rank (the Broadcastable rule, see
//   deviate-higher-rank-result.mlir).
// (A rank-0 operand broadcast against a RANKED operand also crashes
// mlir-opt-19's lowering, but it is legal and tosa2linalg lowers it: see
// lowerable-beyond-19.mlir.)
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s
// Reference: mlir-opt-19 verifies every chunk (its lowering crashes on each).
// RUN: %mlir_opt_19 --split-input-file %s | FileCheck --check-prefix=REF19 %s

// REF19-LABEL: func.func @cast_rank_decrease
func.func @cast_rank_decrease(%a: tensor<2x3xf32>) -> tensor<6xi32> {
  // expected-error @+1 {{'tosa.cast' op requires the same shape for all operands and results}}
  %0 = "tosa.cast"(%a) : (tensor<2x3xf32>) -> tensor<6xi32>
  return %0 : tensor<6xi32>
}

// -----

// REF19-LABEL: func.func @add_rank_0_operands_rank_1_result
func.func @add_rank_0_operands_rank_1_result(%a: tensor<f32>, %b: tensor<f32>) -> tensor<1xf32> {
  // expected-error @+1 {{'tosa.add' op result type '1' not broadcast compatible with broadcasted operands's shapes ''}}
  %0 = "tosa.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

// REF19-LABEL: func.func @abs_rank_0_operand_rank_2_result
func.func @abs_rank_0_operand_rank_2_result(%a: tensor<f32>) -> tensor<3x4xf32> {
  // expected-error @+1 {{'tosa.abs' op result type '3x4' not broadcast compatible with broadcasted operands's shapes ''}}
  %0 = "tosa.abs"(%a) : (tensor<f32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
