// Broadcastable trait (ResultsBroadcastableShape), part 1: how mlir-opt-19
// infers the broadcast shape of the operands, dimension by dimension, and when
// the operands are not broadcast-compatible. See docs/op-rules.md, "Broadcast".
// Inference only looks at ranked operands, right-aligned; per dim pair (d1, d2):
//   both static: equal -> d; one is 1 -> the other; else incompatible.
//   one or both dynamic (?): d1>1 -> d1; d2>1 -> d2; d1==1 -> d2; d2==1 -> d1; else ?.
// The inferred dim is made visible through the result type: a static result
// dim that differs from a static inferred dim is an error that prints the
// inferred shape.
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s
// RUN: %mlir_opt_19 --verify-diagnostics --split-input-file %s | FileCheck %s

// ?/? -> ?: any result dim is accepted
// CHECK-LABEL: func.func @dyn_dyn
func.func @dyn_dyn(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @dyn_dyn_static_result
func.func @dyn_dyn_static_result(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<5xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<?xf32>, tensor<?xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

// CHECK-LABEL: func.func @dyn_dyn_one_result
func.func @dyn_dyn_one_result(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<1xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<?xf32>, tensor<?xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

// ?/1 -> ?
// CHECK-LABEL: func.func @dyn_one
func.func @dyn_one(%a: tensor<?xf32>, %b: tensor<1xf32>) -> tensor<?xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<?xf32>, tensor<1xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @dyn_one_static_result
func.func @dyn_one_static_result(%a: tensor<?xf32>, %b: tensor<1xf32>) -> tensor<7xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<?xf32>, tensor<1xf32>) -> tensor<7xf32>
  return %0 : tensor<7xf32>
}

// -----

// 1/? -> ?
// CHECK-LABEL: func.func @one_dyn
func.func @one_dyn(%a: tensor<1xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<1xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @one_dyn_static_result
func.func @one_dyn_static_result(%a: tensor<1xf32>, %b: tensor<?xf32>) -> tensor<7xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<1xf32>, tensor<?xf32>) -> tensor<7xf32>
  return %0 : tensor<7xf32>
}

// -----

// ?/3 -> 3 (a dynamic dim is assumed to broadcast to the static >1 one)
// CHECK-LABEL: func.func @dyn_three
func.func @dyn_three(%a: tensor<?xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<?xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// CHECK-LABEL: func.func @dyn_three_dyn_result
func.func @dyn_three_dyn_result(%a: tensor<?xf32>, %b: tensor<3xf32>) -> tensor<?xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<?xf32>, tensor<3xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @dyn_three_bad_result(%a: tensor<?xf32>, %b: tensor<3xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.add' op result type '2' not broadcast compatible with broadcasted operands's shapes '3'}}
  %0 = "tosa.add"(%a, %b) : (tensor<?xf32>, tensor<3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @dyn_three_one_result(%a: tensor<?xf32>, %b: tensor<3xf32>) -> tensor<1xf32> {
  // expected-error @+1 {{'tosa.add' op result type '1' not broadcast compatible with broadcasted operands's shapes '3'}}
  %0 = "tosa.add"(%a, %b) : (tensor<?xf32>, tensor<3xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

// 3/? -> 3
// CHECK-LABEL: func.func @three_dyn
func.func @three_dyn(%a: tensor<3xf32>, %b: tensor<?xf32>) -> tensor<3xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<3xf32>, tensor<?xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// ?/0 -> ? (0 is neither 1 nor >1): see deviate-lowering-failures.mlir, as
// tosa2linalg rejects static 0 dims (empty tensors); so are 0/1 -> 0, 1/0 -> 0.
func.func @three_dyn_bad_result(%a: tensor<3xf32>, %b: tensor<?xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.add' op result type '4' not broadcast compatible with broadcasted operands's shapes '3'}}
  %0 = "tosa.add"(%a, %b) : (tensor<3xf32>, tensor<?xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// 1/1 -> 1
// CHECK-LABEL: func.func @one_one
func.func @one_one(%a: tensor<1xf32>, %b: tensor<1xf32>) -> tensor<1xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

func.func @one_one_bad_result(%a: tensor<1xf32>, %b: tensor<1xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'tosa.add' op result type '3' not broadcast compatible with broadcasted operands's shapes '1'}}
  %0 = "tosa.add"(%a, %b) : (tensor<1xf32>, tensor<1xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// 1/3 -> 3 and 3/1 -> 3
// CHECK-LABEL: func.func @one_three
func.func @one_three(%a: tensor<1xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<1xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// CHECK-LABEL: func.func @three_one
func.func @three_one(%a: tensor<3xf32>, %b: tensor<1xf32>) -> tensor<3xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<3xf32>, tensor<1xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @one_three_bad_result(%a: tensor<1xf32>, %b: tensor<3xf32>) -> tensor<1xf32> {
  // expected-error @+1 {{'tosa.add' op result type '1' not broadcast compatible with broadcasted operands's shapes '3'}}
  %0 = "tosa.add"(%a, %b) : (tensor<1xf32>, tensor<3xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

func.func @three_one_bad_result(%a: tensor<3xf32>, %b: tensor<1xf32>) -> tensor<1xf32> {
  // expected-error @+1 {{'tosa.add' op result type '1' not broadcast compatible with broadcasted operands's shapes '3'}}
  %0 = "tosa.add"(%a, %b) : (tensor<3xf32>, tensor<1xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

// >1/>1 equal -> that dim
// CHECK-LABEL: func.func @three_three
func.func @three_three(%a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// >1/>1 unequal: incompatible operands (reported whatever the result type is)
func.func @two_three(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'tosa.add' op operands don't have broadcast-compatible shapes}}
  %0 = "tosa.add"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @two_three_unranked_result(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{'tosa.add' op operands don't have broadcast-compatible shapes}}
  %0 = "tosa.add"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// 0/3: incompatible like any other pair of unequal sizes > 1
func.func @zero_three(%a: tensor<0xf32>, %b: tensor<3xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'tosa.add' op operands don't have broadcast-compatible shapes}}
  %0 = "tosa.add"(%a, %b) : (tensor<0xf32>, tensor<3xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @zero_one_bad_result(%a: tensor<0xf32>, %b: tensor<1xf32>) -> tensor<1xf32> {
  // expected-error @+1 {{'tosa.add' op result type '1' not broadcast compatible with broadcasted operands's shapes '0'}}
  %0 = "tosa.add"(%a, %b) : (tensor<0xf32>, tensor<1xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

// Multi-dimensional: each dim independently
// CHECK-LABEL: func.func @two_d
func.func @two_d(%a: tensor<2x1xf32>, %b: tensor<1x3xf32>) -> tensor<2x3xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<2x1xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @two_d_dyn
func.func @two_d_dyn(%a: tensor<?x1xf32>, %b: tensor<1x?xf32>) -> tensor<?x?xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<?x1xf32>, tensor<1x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @two_d_dyn_static_result
func.func @two_d_dyn_static_result(%a: tensor<?x1xf32>, %b: tensor<1x?xf32>) -> tensor<4x5xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<?x1xf32>, tensor<1x?xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @two_d_one_bad_dim(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<2x?xf32> {
  // expected-error @+1 {{'tosa.add' op operands don't have broadcast-compatible shapes}}
  %0 = "tosa.add"(%a, %b) : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}

// -----

// The message prints shapes as dims joined by 'x', '?' for dynamic dims
func.func @two_d_bad_result(%a: tensor<2x?xf32>, %b: tensor<2x?xf32>) -> tensor<3x?xf32> {
  // expected-error @+1 {{'tosa.add' op result type '3x?' not broadcast compatible with broadcasted operands's shapes '2x?'}}
  %0 = "tosa.add"(%a, %b) : (tensor<2x?xf32>, tensor<2x?xf32>) -> tensor<3x?xf32>
  return %0 : tensor<3x?xf32>
}

// -----

func.func @three_d_bad_result(%a: tensor<2x?x4xf32>, %b: tensor<2x1x4xf32>) -> tensor<2x?x5xf32> {
  // expected-error @+1 {{'tosa.add' op result type '2x?x5' not broadcast compatible with broadcasted operands's shapes '2x?x4'}}
  %0 = "tosa.add"(%a, %b) : (tensor<2x?x4xf32>, tensor<2x1x4xf32>) -> tensor<2x?x5xf32>
  return %0 : tensor<2x?x5xf32>
}

// -----

// Rank expansion: the lower-rank operand is right-aligned (padded with leading 1s)
// CHECK-LABEL: func.func @rank_1_2
func.func @rank_1_2(%a: tensor<3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @rank_2_1
func.func @rank_2_1(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @rank_3_2
func.func @rank_3_2(%a: tensor<4x1x3xf32>, %b: tensor<2x1xf32>) -> tensor<4x2x3xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<4x1x3xf32>, tensor<2x1xf32>) -> tensor<4x2x3xf32>
  return %0 : tensor<4x2x3xf32>
}

// -----

// CHECK-LABEL: func.func @rank_1_3_dyn
func.func @rank_1_3_dyn(%a: tensor<?xf32>, %b: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

// CHECK-LABEL: func.func @rank_1_2_dyn
func.func @rank_1_2_dyn(%a: tensor<?xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<?xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// A rank-0 operand broadcasts against anything
// CHECK-LABEL: func.func @rank_0_2
func.func @rank_0_2(%a: tensor<f32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @rank_2_0
func.func @rank_2_0(%a: tensor<2x3xf32>, %b: tensor<f32>) -> tensor<2x3xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @rank_0_0
func.func @rank_0_0(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = "tosa.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @rank_1_2_bad(%a: tensor<2xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.add' op operands don't have broadcast-compatible shapes}}
  %0 = "tosa.add"(%a, %b) : (tensor<2xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @rank_2_1_bad_dyn(%a: tensor<?x3xf32>, %b: tensor<4xf32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{'tosa.add' op operands don't have broadcast-compatible shapes}}
  %0 = "tosa.add"(%a, %b) : (tensor<?x3xf32>, tensor<4xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @rank_expanded_bad_result(%a: tensor<3xf32>, %b: tensor<2x1xf32>) -> tensor<3x3xf32> {
  // expected-error @+1 {{'tosa.add' op result type '3x3' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = "tosa.add"(%a, %b) : (tensor<3xf32>, tensor<2x1xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

// A rank-0 shape prints as ''
func.func @rank_0_bad_result(%a: tensor<f32>, %b: tensor<3xf32>) -> tensor<f32> {
  // expected-error @+1 {{'tosa.add' op result type '' not broadcast compatible with broadcasted operands's shapes '3'}}
  %0 = "tosa.add"(%a, %b) : (tensor<f32>, tensor<3xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// Unranked operands take no part in the inference (the chunks mlir-opt-19
// accepts are in deviate-unranked.mlir: tosa2linalg rejects unranked tensors)
func.func @unranked_lhs_bad_result(%a: tensor<*xf32>, %b: tensor<2x3xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{'tosa.add' op result type '4x3' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = "tosa.add"(%a, %b) : (tensor<*xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @unranked_lhs_lower_rank_result(%a: tensor<*xf32>, %b: tensor<2x3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'tosa.add' op result type '3' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = "tosa.add"(%a, %b) : (tensor<*xf32>, tensor<2x3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// tosa.select: all three operands (pred included) broadcast together, left to right
// CHECK-LABEL: func.func @select_3way
func.func @select_3way(%a: tensor<2x1xi1>, %b: tensor<1x3xf32>, %c: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "tosa.select"(%a, %b, %c) : (tensor<2x1xi1>, tensor<1x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @select_dyn_chain
func.func @select_dyn_chain(%a: tensor<?xi1>, %b: tensor<3xf32>, %c: tensor<?xf32>) -> tensor<3xf32> {
  %0 = "tosa.select"(%a, %b, %c) : (tensor<?xi1>, tensor<3xf32>, tensor<?xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @select_dyn_chain_bad_result(%a: tensor<?xi1>, %b: tensor<3xf32>, %c: tensor<?xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.select' op result type '4' not broadcast compatible with broadcasted operands's shapes '3'}}
  %0 = "tosa.select"(%a, %b, %c) : (tensor<?xi1>, tensor<3xf32>, tensor<?xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// 2/? -> 2, then 2/3 is incompatible
func.func @select_bad_third(%a: tensor<2xi1>, %b: tensor<?xf32>, %c: tensor<3xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'tosa.select' op operands don't have broadcast-compatible shapes}}
  %0 = "tosa.select"(%a, %b, %c) : (tensor<2xi1>, tensor<?xf32>, tensor<3xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @select_bad_pred(%a: tensor<2xi1>, %b: tensor<3xf32>, %c: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'tosa.select' op operands don't have broadcast-compatible shapes}}
  %0 = "tosa.select"(%a, %b, %c) : (tensor<2xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// CHECK-LABEL: func.func @select_rank_0_pred
func.func @select_rank_0_pred(%a: tensor<i1>, %b: tensor<2x3xf32>, %c: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "tosa.select"(%a, %b, %c) : (tensor<i1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Unary ops have the same trait: the result must match the operand shape
func.func @abs_bad_result(%a: tensor<2x3xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'tosa.abs' op result type '2x4' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = "tosa.abs"(%a) : (tensor<2x3xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// CHECK-LABEL: func.func @abs_dyn_operand_static_result
func.func @abs_dyn_operand_static_result(%a: tensor<?xf32>) -> tensor<4xf32> {
  %0 = "tosa.abs"(%a) : (tensor<?xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @abs_static_operand_dyn_result
func.func @abs_static_operand_dyn_result(%a: tensor<2x3xf32>) -> tensor<?x?xf32> {
  %0 = "tosa.abs"(%a) : (tensor<2x3xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
