// Broadcastable trait, part 2: how mlir-opt-19 checks the declared result
// shape against the broadcast shape inferred from the operands.
// Per dim: compatible if either side is ? or both are equal. The result is
// compared with its trailing dims only (take_back(inferred rank)): a result of
// LOWER rank is an error; a result of HIGHER rank is accepted by mlir-opt-19
// (see deviate-higher-rank-result.mlir: tosa2linalg rejects it) except by
// tosa.equal, whose extra InferTensorType check rejects it in most cases.
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s
// RUN: %mlir_opt_19 --verify-diagnostics --split-input-file %s | FileCheck %s

// inferred ? / actual ?: OK
// CHECK-LABEL: func.func @inferred_dyn_actual_dyn
func.func @inferred_dyn_actual_dyn(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// inferred ? / actual static: OK
// CHECK-LABEL: func.func @inferred_dyn_actual_static
func.func @inferred_dyn_actual_static(%a: tensor<?x?xf32>, %b: tensor<1x?xf32>) -> tensor<2x3xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<?x?xf32>, tensor<1x?xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// inferred static / actual ?: OK
// CHECK-LABEL: func.func @inferred_static_actual_dyn
func.func @inferred_static_actual_dyn(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<?x?xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @inferred_static_actual_mixed
func.func @inferred_static_actual_mixed(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) -> tensor<?x3xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// -----

// inferred static / actual static, equal: OK
// CHECK-LABEL: func.func @inferred_static_actual_equal
func.func @inferred_static_actual_equal(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) -> tensor<2x3xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// inferred static / actual static, unequal: error
func.func @inferred_static_actual_unequal(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'tosa.add' op result type '2x4' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = "tosa.add"(%a, %b) : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @inferred_static_actual_unequal_first(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) -> tensor<3x3xf32> {
  // expected-error @+1 {{'tosa.add' op result type '3x3' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = "tosa.add"(%a, %b) : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

func.func @inferred_mixed_actual_unequal(%a: tensor<2x?xf32>, %b: tensor<2x1xf32>) -> tensor<5x7xf32> {
  // expected-error @+1 {{'tosa.add' op result type '5x7' not broadcast compatible with broadcasted operands's shapes '2x?'}}
  %0 = "tosa.add"(%a, %b) : (tensor<2x?xf32>, tensor<2x1xf32>) -> tensor<5x7xf32>
  return %0 : tensor<5x7xf32>
}

// -----

// result rank lower than the inferred rank: error, even when the dims it has match
func.func @result_lower_rank(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'tosa.add' op result type '3' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = "tosa.add"(%a, %b) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @result_lower_rank_dyn(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'tosa.add' op result type '?' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = "tosa.add"(%a, %b) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @result_rank_0(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<f32> {
  // expected-error @+1 {{'tosa.add' op result type '' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = "tosa.add"(%a, %b) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// Unranked operands take no part: the ranked ones decide. An unranked result is
// not checked. (The chunks mlir-opt-19 accepts are in deviate-unranked.mlir:
// tosa2linalg rejects unranked tensors.)
func.func @one_ranked_operand_bad_result(%a: tensor<*xf32>, %b: tensor<2x3xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'tosa.add' op result type '2x4' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = "tosa.add"(%a, %b) : (tensor<*xf32>, tensor<2x3xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// the same check and message for every element-wise op
func.func @sub_bad_result(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{'tosa.sub' op result type '5' not broadcast compatible with broadcasted operands's shapes '4'}}
  %0 = "tosa.sub"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @maximum_bad_result(%a: tensor<4xf32>, %b: tensor<1xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{'tosa.maximum' op result type '5' not broadcast compatible with broadcasted operands's shapes '4'}}
  %0 = "tosa.maximum"(%a, %b) : (tensor<4xf32>, tensor<1xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @greater_bad_result(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<5xi1> {
  // expected-error @+1 {{'tosa.greater' op result type '5' not broadcast compatible with broadcasted operands's shapes '4'}}
  %0 = "tosa.greater"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<5xi1>
  return %0 : tensor<5xi1>
}

// -----

// tosa.equal: the broadcast check runs first, with the usual message
func.func @equal_bad_result(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<5xi1> {
  // expected-error @+1 {{'tosa.equal' op result type '5' not broadcast compatible with broadcasted operands's shapes '4'}}
  %0 = "tosa.equal"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<5xi1>
  return %0 : tensor<5xi1>
}

// -----

// tosa.equal also has InferTensorType (checked last): its own inference
// (all operands ranked, right-aligned, per dim: equal, or one is 1; ? only
// matches ?) must give a shape of the result's rank. Two errors, same op.
func.func @equal_higher_rank_result(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<5x2x3xi1> {
  // expected-error @+2 {{'tosa.equal' op inferred type(s) 'tensor<2x3xi1>' are incompatible with return type(s) of operation 'tensor<5x2x3xi1>'}}
  // expected-error @+1 {{'tosa.equal' op failed to infer returned types}}
  %0 = "tosa.equal"(%a, %b) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<5x2x3xi1>
  return %0 : tensor<5x2x3xi1>
}

// -----

func.func @equal_higher_rank_result_dyn(%a: tensor<?x3xf32>, %b: tensor<1x3xf32>) -> tensor<5x2x3xi1> {
  // expected-error @+2 {{'tosa.equal' op inferred type(s) 'tensor<?x3xi1>' are incompatible with return type(s) of operation 'tensor<5x2x3xi1>'}}
  // expected-error @+1 {{'tosa.equal' op failed to infer returned types}}
  %0 = "tosa.equal"(%a, %b) : (tensor<?x3xf32>, tensor<1x3xf32>) -> tensor<5x2x3xi1>
  return %0 : tensor<5x2x3xi1>
}

// -----

func.func @equal_rank_0_operands(%a: tensor<f32>, %b: tensor<f32>) -> tensor<3xi1> {
  // expected-error @+2 {{'tosa.equal' op inferred type(s) 'tensor<i1>' are incompatible with return type(s) of operation 'tensor<3xi1>'}}
  // expected-error @+1 {{'tosa.equal' op failed to infer returned types}}
  %0 = "tosa.equal"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<3xi1>
  return %0 : tensor<3xi1>
}

// -----

func.func @equal_rank_0_and_1_operands_rank_2_result(%a: tensor<f32>, %b: tensor<3xf32>) -> tensor<2x3xi1> {
  // expected-error @+2 {{'tosa.equal' op inferred type(s) 'tensor<3xi1>' are incompatible with return type(s) of operation 'tensor<2x3xi1>'}}
  // expected-error @+1 {{'tosa.equal' op failed to infer returned types}}
  %0 = "tosa.equal"(%a, %b) : (tensor<f32>, tensor<3xf32>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// same rank: the inferred check adds nothing
// CHECK-LABEL: func.func @equal_same_rank_dyn
func.func @equal_same_rank_dyn(%a: tensor<2x?xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xi1> {
  %0 = "tosa.equal"(%a, %b) : (tensor<2x?xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// CHECK-LABEL: func.func @equal_dyn_result
func.func @equal_dyn_result(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<?x?xi1> {
  %0 = "tosa.equal"(%a, %b) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<?x?xi1>
  return %0 : tensor<?x?xi1>
}
