// --strict-ranks: the rank rule of later TOSA dialects (AllRanksMatchIfKnown
// and the result-rank check, as mlir-opt-22 does for the element-wise ops):
// all ranked operands must have the same rank, and a ranked result must have
// that rank too. Unranked operands/results are skipped. With mlir-opt-22's
// messages:
//   'OP' op operands don't have matching ranks
//   'OP' op result type has different rank than operands
// These come AFTER the broadcast checks (operands broadcast-compatible, then
// the trailing-dims result check, both with the mlir-opt-19 messages) and
// before tosa.equal's inferred-type check. Only ops and spellings that both
// LLVM 19 and LLVM 22 accept are used here (not mul/clamp/int_div/negate).
// RUN: %tosa2linalg --strict-ranks --verify-diagnostics --split-input-file --verify-only %s
// RUN: %mlir_opt_22 --verify-diagnostics --split-input-file %s | FileCheck %s

// same ranks: broadcasting along size-1 dims is still fine
// CHECK-LABEL: func.func @same_rank_broadcast
func.func @same_rank_broadcast(%a: tensor<2x1xf32>, %b: tensor<1x3xf32>) -> tensor<2x3xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<2x1xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @same_rank_dyn
func.func @same_rank_dyn(%a: tensor<?x3xf32>, %b: tensor<2x?xf32>) -> tensor<?x?xf32> {
  %0 = "tosa.sub"(%a, %b) : (tensor<?x3xf32>, tensor<2x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @rank_1_2(%a: tensor<3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.add' op operands don't have matching ranks}}
  %0 = "tosa.add"(%a, %b) : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @rank_2_1(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.add' op operands don't have matching ranks}}
  %0 = "tosa.add"(%a, %b) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// a rank-0 operand against a ranked one
func.func @rank_0_2(%a: tensor<f32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.sub' op operands don't have matching ranks}}
  %0 = "tosa.sub"(%a, %b) : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @rank_0_0
func.func @rank_0_0(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = "tosa.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @rank_0_operands_rank_1_result(%a: tensor<f32>, %b: tensor<f32>) -> tensor<1xf32> {
  // expected-error @+1 {{'tosa.add' op result type has different rank than operands}}
  %0 = "tosa.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

func.func @higher_rank_result(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<5x2x3xf32> {
  // expected-error @+1 {{'tosa.add' op result type has different rank than operands}}
  %0 = "tosa.add"(%a, %b) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<5x2x3xf32>
  return %0 : tensor<5x2x3xf32>
}

// -----

func.func @higher_rank_result_leading_one(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<1x2x3xf32> {
  // expected-error @+1 {{'tosa.sub' op result type has different rank than operands}}
  %0 = "tosa.sub"(%a, %b) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<1x2x3xf32>
  return %0 : tensor<1x2x3xf32>
}

// -----

// unranked operands are skipped by the rank rule (the accepted chunks are in
// deviate-unranked.mlir: tosa2linalg rejects unranked tensors)
func.func @unranked_operand_higher_rank_result(%a: tensor<*xf32>, %b: tensor<2x3xf32>) -> tensor<5x2x3xf32> {
  // expected-error @+1 {{'tosa.add' op result type has different rank than operands}}
  %0 = "tosa.add"(%a, %b) : (tensor<*xf32>, tensor<2x3xf32>) -> tensor<5x2x3xf32>
  return %0 : tensor<5x2x3xf32>
}

// -----

func.func @unranked_operand_rank_1_vs_result_rank_2(%a: tensor<3xf32>, %b: tensor<*xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.add' op result type has different rank than operands}}
  %0 = "tosa.add"(%a, %b) : (tensor<3xf32>, tensor<*xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// incompatible operands are reported before the rank mismatch
func.func @broadcast_error_first(%a: tensor<2x3xf32>, %b: tensor<4xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.add' op operands don't have broadcast-compatible shapes}}
  %0 = "tosa.add"(%a, %b) : (tensor<2x3xf32>, tensor<4xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// and so is a bad result dim
func.func @result_error_first(%a: tensor<3xf32>, %b: tensor<2x3xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{'tosa.add' op result type '4x3' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = "tosa.add"(%a, %b) : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @lower_rank_result(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'tosa.sub' op result type '3' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = "tosa.sub"(%a, %b) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @maximum_ranks(%a: tensor<4xf32>, %b: tensor<1x4xf32>) -> tensor<1x4xf32> {
  // expected-error @+1 {{'tosa.maximum' op operands don't have matching ranks}}
  %0 = "tosa.maximum"(%a, %b) : (tensor<4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}

// -----

func.func @minimum_result_rank(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<1x4xf32> {
  // expected-error @+1 {{'tosa.minimum' op result type has different rank than operands}}
  %0 = "tosa.minimum"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}

// -----

func.func @pow_ranks(%a: tensor<1x1x4xf32>, %b: tensor<4xf32>) -> tensor<1x1x4xf32> {
  // expected-error @+1 {{'tosa.pow' op operands don't have matching ranks}}
  %0 = "tosa.pow"(%a, %b) : (tensor<1x1x4xf32>, tensor<4xf32>) -> tensor<1x1x4xf32>
  return %0 : tensor<1x1x4xf32>
}

// -----

func.func @bitwise_and_ranks(%a: tensor<4xi32>, %b: tensor<2x4xi32>) -> tensor<2x4xi32> {
  // expected-error @+1 {{'tosa.bitwise_and' op operands don't have matching ranks}}
  %0 = "tosa.bitwise_and"(%a, %b) : (tensor<4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}

// -----

func.func @logical_or_ranks(%a: tensor<4xi1>, %b: tensor<2x4xi1>) -> tensor<2x4xi1> {
  // expected-error @+1 {{'tosa.logical_or' op operands don't have matching ranks}}
  %0 = "tosa.logical_or"(%a, %b) : (tensor<4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
  return %0 : tensor<2x4xi1>
}

// -----

func.func @greater_ranks(%a: tensor<4xf32>, %b: tensor<2x4xf32>) -> tensor<2x4xi1> {
  // expected-error @+1 {{'tosa.greater' op operands don't have matching ranks}}
  %0 = "tosa.greater"(%a, %b) : (tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
  return %0 : tensor<2x4xi1>
}

// -----

func.func @greater_result_rank(%a: tensor<2x4xf32>, %b: tensor<2x4xf32>) -> tensor<3x2x4xi1> {
  // expected-error @+1 {{'tosa.greater' op result type has different rank than operands}}
  %0 = "tosa.greater"(%a, %b) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<3x2x4xi1>
  return %0 : tensor<3x2x4xi1>
}

// -----

func.func @equal_ranks(%a: tensor<4xf32>, %b: tensor<2x4xf32>) -> tensor<2x4xi1> {
  // expected-error @+1 {{'tosa.equal' op operands don't have matching ranks}}
  %0 = "tosa.equal"(%a, %b) : (tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
  return %0 : tensor<2x4xi1>
}

// -----

// tosa.equal: the rank error replaces the inferred-type errors of mlir-opt-19
func.func @equal_result_rank(%a: tensor<2x4xf32>, %b: tensor<2x4xf32>) -> tensor<3x2x4xi1> {
  // expected-error @+1 {{'tosa.equal' op result type has different rank than operands}}
  %0 = "tosa.equal"(%a, %b) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<3x2x4xi1>
  return %0 : tensor<3x2x4xi1>
}

// -----

// CHECK-LABEL: func.func @select_ok
func.func @select_ok(%a: tensor<2x1xi1>, %b: tensor<1x3xf32>, %c: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "tosa.select"(%a, %b, %c) : (tensor<2x1xi1>, tensor<1x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// select: all three operands, pred included
func.func @select_pred_rank(%a: tensor<3xi1>, %b: tensor<2x3xf32>, %c: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.select' op operands don't have matching ranks}}
  %0 = "tosa.select"(%a, %b, %c) : (tensor<3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @select_value_rank(%a: tensor<2x3xi1>, %b: tensor<2x3xf32>, %c: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.select' op operands don't have matching ranks}}
  %0 = "tosa.select"(%a, %b, %c) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @select_result_rank(%a: tensor<2x3xi1>, %b: tensor<2x3xf32>, %c: tensor<2x3xf32>) -> tensor<5x2x3xf32> {
  // expected-error @+1 {{'tosa.select' op result type has different rank than operands}}
  %0 = "tosa.select"(%a, %b, %c) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<5x2x3xf32>
  return %0 : tensor<5x2x3xf32>
}
