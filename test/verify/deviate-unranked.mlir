// DELIBERATE DIFFERENCE from mlir-opt-19 (and -22): UNRANKED operands and
// results.
//
// mlir-opt-19's verifier accepts unranked tensors wherever a tensor is allowed
// (the broadcast rules skip them; an unranked result is not checked), and so
// does mlir-opt-22's, also under its rank rule (tosa2linalg --strict-ranks).
// mlir-opt-19's tosa-to-linalg then fails on every one of them ("failed to
// legalize operation"). tosa2linalg's lowering needs the ranks, so its
// verifier rejects an unranked operand or result at the op, after all of
// mlir-opt-19's checks (a chunk mlir-opt-19 rejects keeps mlir-opt-19's
// message: see broadcast-dims.mlir, broadcast-result.mlir, strict-ranks.mlir).
//
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s
// RUN: %tosa2linalg --strict-ranks --verify-diagnostics --split-input-file --verify-only %s
// Reference: mlir-opt-19 and mlir-opt-22 verify every chunk ...
// RUN: %mlir_opt_19 --split-input-file %s | FileCheck --check-prefix=REF19 %s
// RUN: %mlir_opt_22 --split-input-file %s | FileCheck --check-prefix=REF22 %s
// ... and mlir-opt-19 fails to lower every chunk:
// RUN: not %t2l_19 --split-input-file %s 2>&1 | FileCheck --check-prefix=LOWER19 %s
// The opt-in --tosa-validate of both generations rejects them as well, in
// its level check (docs/op-rules.md, section 12, row V4; upstream's
// tosa-to-linalg-pipeline.mlir, tensor_with_unknown_rank):
// RUN: not %mlir_opt_22 --tosa-validate --split-input-file %s -o /dev/null 2>&1 | FileCheck --check-prefix=VALIDATE %s
// RUN: not %mlir_opt_19 --tosa-validate --split-input-file %s -o /dev/null 2>&1 | FileCheck --check-prefix=VALIDATE %s

// REF19-LABEL: func.func @unranked_lhs
// REF22-LABEL: func.func @unranked_lhs
// LOWER19: error: failed to legalize operation 'tosa.add'
// VALIDATE: error: 'tosa.add' op failed level check: unranked tensor
// 19: unranked operands take no part in the inference
func.func @unranked_lhs(%a: tensor<*xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.add' op operand #0 must be ranked tensor, but got 'tensor<*xf32>' (tosa2linalg lowers ranked tensors only)}}
  %0 = "tosa.add"(%a, %b) : (tensor<*xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// REF19-LABEL: func.func @unranked_rhs_dyn_result
// REF22-LABEL: func.func @unranked_rhs_dyn_result
// LOWER19: error: failed to legalize operation 'tosa.add'
func.func @unranked_rhs_dyn_result(%a: tensor<2x3xf32>, %b: tensor<*xf32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{'tosa.add' op operand #1 must be ranked tensor, but got 'tensor<*xf32>' (tosa2linalg lowers ranked tensors only)}}
  %0 = "tosa.add"(%a, %b) : (tensor<2x3xf32>, tensor<*xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// REF19-LABEL: func.func @unranked_both
// REF22-LABEL: func.func @unranked_both
// LOWER19: error: failed to legalize operation 'tosa.add'
// 19: all operands unranked: every result shape is accepted
func.func @unranked_both(%a: tensor<*xf32>, %b: tensor<*xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'tosa.add' op operand #0 must be ranked tensor, but got 'tensor<*xf32>' (tosa2linalg lowers ranked tensors only)}}
  %0 = "tosa.add"(%a, %b) : (tensor<*xf32>, tensor<*xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

// REF19-LABEL: func.func @unranked_both_unranked_result
// REF22-LABEL: func.func @unranked_both_unranked_result
// LOWER19: error: failed to legalize operation 'tosa.add'
func.func @unranked_both_unranked_result(%a: tensor<*xf32>, %b: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{'tosa.add' op operand #0 must be ranked tensor, but got 'tensor<*xf32>' (tosa2linalg lowers ranked tensors only)}}
  %0 = "tosa.add"(%a, %b) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// REF19-LABEL: func.func @unranked_result
// REF22-LABEL: func.func @unranked_result
// LOWER19: error: failed to legalize operation 'tosa.add'
// 19: an unranked result is not checked
func.func @unranked_result(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{'tosa.add' op result #0 must be ranked tensor, but got 'tensor<*xf32>' (tosa2linalg lowers ranked tensors only)}}
  %0 = "tosa.add"(%a, %b) : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// REF19-LABEL: func.func @unranked_result_unranked_operand
// REF22-LABEL: func.func @unranked_result_unranked_operand
// LOWER19: error: failed to legalize operation 'tosa.add'
func.func @unranked_result_unranked_operand(%a: tensor<2x3xf32>, %b: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{'tosa.add' op operand #1 must be ranked tensor, but got 'tensor<*xf32>' (tosa2linalg lowers ranked tensors only)}}
  %0 = "tosa.add"(%a, %b) : (tensor<2x3xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// REF19-LABEL: func.func @all_unranked_operands_ranked_result
// REF22-LABEL: func.func @all_unranked_operands_ranked_result
// LOWER19: error: failed to legalize operation 'tosa.add'
func.func @all_unranked_operands_ranked_result(%a: tensor<*xf32>, %b: tensor<*xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.add' op operand #0 must be ranked tensor, but got 'tensor<*xf32>' (tosa2linalg lowers ranked tensors only)}}
  %0 = "tosa.add"(%a, %b) : (tensor<*xf32>, tensor<*xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// REF19-LABEL: func.func @all_unranked_operands_rank_0_result
// REF22-LABEL: func.func @all_unranked_operands_rank_0_result
// LOWER19: error: failed to legalize operation 'tosa.add'
func.func @all_unranked_operands_rank_0_result(%a: tensor<*xf32>, %b: tensor<*xf32>) -> tensor<f32> {
  // expected-error @+1 {{'tosa.add' op operand #0 must be ranked tensor, but got 'tensor<*xf32>' (tosa2linalg lowers ranked tensors only)}}
  %0 = "tosa.add"(%a, %b) : (tensor<*xf32>, tensor<*xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// REF19-LABEL: func.func @one_ranked_operand_decides
// REF22-LABEL: func.func @one_ranked_operand_decides
// LOWER19: error: failed to legalize operation 'tosa.add'
// 19: the ranked operands decide
func.func @one_ranked_operand_decides(%a: tensor<*xf32>, %b: tensor<2x3xf32>) -> tensor<2x?xf32> {
  // expected-error @+1 {{'tosa.add' op operand #0 must be ranked tensor, but got 'tensor<*xf32>' (tosa2linalg lowers ranked tensors only)}}
  %0 = "tosa.add"(%a, %b) : (tensor<*xf32>, tensor<2x3xf32>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}

// -----

// REF19-LABEL: func.func @equal_unranked_result
// REF22-LABEL: func.func @equal_unranked_result
// LOWER19: error: failed to legalize operation 'tosa.equal'
func.func @equal_unranked_result(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) -> tensor<*xi1> {
  // expected-error @+1 {{'tosa.equal' op result #0 must be ranked tensor, but got 'tensor<*xi1>' (tosa2linalg lowers ranked tensors only)}}
  %0 = "tosa.equal"(%a, %b) : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<*xi1>
  return %0 : tensor<*xi1>
}

// -----

// REF19-LABEL: func.func @abs_unranked
// REF22-LABEL: func.func @abs_unranked
// LOWER19: error: failed to legalize operation 'tosa.abs'
// 19: unranked tensors are tensors of number values
func.func @abs_unranked(%a: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{'tosa.abs' op operand #0 must be ranked tensor, but got 'tensor<*xf32>' (tosa2linalg lowers ranked tensors only)}}
  %0 = "tosa.abs"(%a) : (tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// REF19-LABEL: func.func @unranked_operand_skipped
// REF22-LABEL: func.func @unranked_operand_skipped
// LOWER19: error: failed to legalize operation 'tosa.add'
// 22 (--strict-ranks): unranked operands are skipped by the rank rule
func.func @unranked_operand_skipped(%a: tensor<*xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.add' op operand #0 must be ranked tensor, but got 'tensor<*xf32>' (tosa2linalg lowers ranked tensors only)}}
  %0 = "tosa.add"(%a, %b) : (tensor<*xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// REF19-LABEL: func.func @all_unranked_operands
// REF22-LABEL: func.func @all_unranked_operands
// LOWER19: error: failed to legalize operation 'tosa.add'
// 22: no ranked operand, any result
func.func @all_unranked_operands(%a: tensor<*xf32>, %b: tensor<*xf32>) -> tensor<5x2x3xf32> {
  // expected-error @+1 {{'tosa.add' op operand #0 must be ranked tensor, but got 'tensor<*xf32>' (tosa2linalg lowers ranked tensors only)}}
  %0 = "tosa.add"(%a, %b) : (tensor<*xf32>, tensor<*xf32>) -> tensor<5x2x3xf32>
  return %0 : tensor<5x2x3xf32>
}

// -----

// REF19-LABEL: func.func @unranked_result_same_rank
// REF22-LABEL: func.func @unranked_result_same_rank
// LOWER19: error: failed to legalize operation 'tosa.add'
func.func @unranked_result_same_rank(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{'tosa.add' op result #0 must be ranked tensor, but got 'tensor<*xf32>' (tosa2linalg lowers ranked tensors only)}}
  %0 = "tosa.add"(%a, %b) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// REF19-LABEL: func.func @add_unranked_operand
// REF22-LABEL: func.func @add_unranked_operand
// LOWER19: error: failed to legalize operation 'tosa.add'
func.func @add_unranked_operand(%a: tensor<*xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.add' op operand #0 must be ranked tensor, but got 'tensor<*xf32>' (tosa2linalg lowers ranked tensors only)}}
  %0 = "tosa.add"(%a, %b) : (tensor<*xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// REF19-LABEL: func.func @select_unranked_pred
// REF22-LABEL: func.func @select_unranked_pred
// LOWER19: error: failed to legalize operation 'tosa.select'
func.func @select_unranked_pred(%a: tensor<*xi1>, %b: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.select' op operand #0 must be ranked tensor, but got 'tensor<*xi1>' (tosa2linalg lowers ranked tensors only)}}
  %0 = "tosa.select"(%a, %b, %c) : (tensor<*xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
