// DELIBERATE DIFFERENCE from mlir-opt-19: a declared result of HIGHER rank
// than the broadcast of the operands.
//
// mlir-opt-19's ResultsBroadcastableShape compares only the trailing
// (inferred-rank) dims of the result, so it accepts e.g.
// (tensor<2x3xf32>, tensor<3xf32>) -> tensor<5x2x3xf32> (the TOSA spec
// requires the result rank to equal the operand rank). Its tosa-to-linalg then
// builds the op at the result rank with the missing leading dims = 1 and
// tensor.casts to the declared type: that fails for a static leading dim != 1
// ('tensor.cast' op ... are cast incompatible), is a no-op for leading 1s, and
// assumes 1 for leading ?s. tosa.equal alone rejects most of these cases in
// verification (InferTensorType, see broadcast-result.mlir) but not all.
//
// tosa2linalg compares the FULL result shape with the inferred one, so a
// higher-rank result is rejected with mlir-opt-19's own result message.
// (Unranked operands and all-unranked operand lists are unaffected.)
// Not in this file: rank-0 operands with a ranked result, e.g.
// (tensor<f32>, tensor<f32>) -> tensor<1xf32>: mlir-opt-19 accepts it and its
// lowering crashes; tosa2linalg rejects it the same way (shapes '').
//
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s
// Reference: mlir-opt-19 accepts every chunk in verification ...
// RUN: %mlir_opt_19 --split-input-file %s | FileCheck --check-prefix=REF19 %s
// ... and its lowering fails on those with a static leading dim != 1 or an unranked operand:
// RUN: not %t2l_19 --split-input-file %s 2>&1 | FileCheck --check-prefix=LOWER19 %s

// REF19-LABEL: func.func @add_rank_3_result
// LOWER19: error: 'tensor.cast' op operand type 'tensor<1x2x3xf32>' and result type 'tensor<5x2x3xf32>' are cast incompatible
func.func @add_rank_3_result(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<5x2x3xf32> {
  // expected-error @+1 {{'tosa.add' op result type '5x2x3' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = "tosa.add"(%a, %b) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<5x2x3xf32>
  return %0 : tensor<5x2x3xf32>
}

// -----

// REF19-LABEL: func.func @add_rank_4_result
// LOWER19: error: 'tensor.cast' op operand type 'tensor<1x1x2x3xf32>' and result type 'tensor<7x5x2x3xf32>' are cast incompatible
func.func @add_rank_4_result(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<7x5x2x3xf32> {
  // expected-error @+1 {{'tosa.add' op result type '7x5x2x3' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = "tosa.add"(%a, %b) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<7x5x2x3xf32>
  return %0 : tensor<7x5x2x3xf32>
}

// -----

// REF19-LABEL: func.func @add_leading_one
// mlir-opt-19 lowers this one (leading 1)
func.func @add_leading_one(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<1x2x3xf32> {
  // expected-error @+1 {{'tosa.add' op result type '1x2x3' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = "tosa.add"(%a, %b) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<1x2x3xf32>
  return %0 : tensor<1x2x3xf32>
}

// -----

// REF19-LABEL: func.func @add_leading_dyn
// mlir-opt-19 lowers this one (leading ? taken as 1)
func.func @add_leading_dyn(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<?x2x3xf32> {
  // expected-error @+1 {{'tosa.add' op result type '?x2x3' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = "tosa.add"(%a, %b) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<?x2x3xf32>
  return %0 : tensor<?x2x3xf32>
}

// -----

// REF19-LABEL: func.func @abs_rank_3_result
// LOWER19: error: 'tensor.cast' op operand type 'tensor<1x2x3xf32>' and result type 'tensor<5x2x3xf32>' are cast incompatible
// unary ops too
func.func @abs_rank_3_result(%a: tensor<2x3xf32>) -> tensor<5x2x3xf32> {
  // expected-error @+1 {{'tosa.abs' op result type '5x2x3' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = "tosa.abs"(%a) : (tensor<2x3xf32>) -> tensor<5x2x3xf32>
  return %0 : tensor<5x2x3xf32>
}

// -----

// REF19-LABEL: func.func @add_unranked_operand
// LOWER19: error: failed to legalize operation 'tosa.add'
// an unranked operand is skipped by the inference; the ranked one decides
func.func @add_unranked_operand(%a: tensor<*xf32>, %b: tensor<2x3xf32>) -> tensor<4x2x3xf32> {
  // expected-error @+1 {{'tosa.add' op result type '4x2x3' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = "tosa.add"(%a, %b) : (tensor<*xf32>, tensor<2x3xf32>) -> tensor<4x2x3xf32>
  return %0 : tensor<4x2x3xf32>
}

// -----

// REF19-LABEL: func.func @greater_rank_3_result
// LOWER19: error: 'tensor.cast' op operand type 'tensor<1x2x3xi1>' and result type 'tensor<5x2x3xi1>' are cast incompatible
func.func @greater_rank_3_result(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<5x2x3xi1> {
  // expected-error @+1 {{'tosa.greater' op result type '5x2x3' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = "tosa.greater"(%a, %b) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<5x2x3xi1>
  return %0 : tensor<5x2x3xi1>
}

// -----

// REF19-LABEL: func.func @equal_dyn_vs_static
// LOWER19: error: 'tensor.cast' op operand type 'tensor<1x2x3xi1>' and result type 'tensor<5x2x3xi1>' are cast incompatible
// tosa.equal's InferTensorType check gives up (no result type inferred) when a ?
// meets a static dim > 1, so mlir-opt-19 accepts this one
func.func @equal_dyn_vs_static(%a: tensor<?x3xf32>, %b: tensor<2x3xf32>) -> tensor<5x2x3xi1> {
  // expected-error @+1 {{'tosa.equal' op result type '5x2x3' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = "tosa.equal"(%a, %b) : (tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<5x2x3xi1>
  return %0 : tensor<5x2x3xi1>
}
