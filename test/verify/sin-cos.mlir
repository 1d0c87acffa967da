// tosa.sin and tosa.cos (LLVM 19 and 22; not in the RFC's list): floats only,
// the other element-wise unary rules (docs/op-rules.md, section 12, row T2).
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s
// RUN: %mlir_opt_19 --verify-diagnostics --split-input-file %s | FileCheck %s

func.func @sin_integer(%a: tensor<3xi32>) -> tensor<3xi32> {
  // expected-error @+1 {{'tosa.sin' op operand #0 must be tensor of floating-point values, but got 'tensor<3xi32>'}}
  %0 = tosa.sin %a : (tensor<3xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

func.func @cos_result_integer(%a: tensor<3xf32>) -> tensor<3xi32> {
  // expected-error @+1 {{'tosa.cos' op result #0 must be tensor of floating-point values, but got 'tensor<3xi32>'}}
  %0 = "tosa.cos"(%a) : (tensor<3xf32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

func.func @sin_elem(%a: tensor<3xf32>) -> tensor<3xf16> {
  // expected-error @+1 {{'tosa.sin' op requires the same element type for all operands and results}}
  %0 = tosa.sin %a : (tensor<3xf32>) -> tensor<3xf16>
  return %0 : tensor<3xf16>
}

// -----

func.func @cos_shape(%a: tensor<3xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.cos' op result type '4' not broadcast compatible with broadcasted operands's shapes '3'}}
  %0 = tosa.cos %a : (tensor<3xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @sin_cos_ok
func.func @sin_cos_ok(%a: tensor<?x3xbf16>) -> tensor<?x3xbf16> {
  %0 = tosa.sin %a : (tensor<?x3xbf16>) -> tensor<?x3xbf16>
  %1 = "tosa.cos"(%0) : (tensor<?x3xbf16>) -> tensor<?x3xbf16>
  return %1 : tensor<?x3xbf16>
}
