// DELIBERATE DIFFERENCE from mlir-opt-22: element-wise ops that mlir-opt-22's
// verifier accepts and tosa2linalg rejects (docs/op-rules.md, section 12,
// rows B14, T3 and A10).
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s
// Reference: mlir-opt-22 verifies every chunk.
// RUN: %mlir_opt_22 --split-input-file %s | FileCheck --check-prefix=REF22 %s

// LLVM 22's MulOp::verify compares only the result's rank with a and b, not its
// dims: a 4x3 result of 2x3 operands has no meaning, and tosa2linalg keeps the
// Broadcastable result rule for every op.
// REF22-LABEL: func.func @mul_result_dims
func.func @mul_result_dims(%a: tensor<2x3xi32>, %b: tensor<2x3xi32>) -> tensor<4x3xi32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.mul' op result type '4x3' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = tosa.mul %a, %b, %s : (tensor<2x3xi32>, tensor<2x3xi32>, tensor<1xi8>) -> tensor<4x3xi32>
  return %0 : tensor<4x3xi32>
}

// -----

// LLVM 22's tosa.intdiv also takes i64; tosa2linalg reads the name as LLVM 19's
// tosa.int_div (i32 only, as the TOSA specification's INTDIV).
// REF22-LABEL: func.func @intdiv_i64
func.func @intdiv_i64(%a: tensor<3xi64>) -> tensor<3xi64> {
  // expected-error @+1 {{'tosa.intdiv' op operand #0 must be tensor of 32-bit signless integer values, but got 'tensor<3xi64>'}}
  %0 = tosa.intdiv %a, %a : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
  return %0 : tensor<3xi64>
}

// -----

// nan_mode as a string in the custom form: mlir-opt-22's attr-dict conversion
// drops it without a word (the op then propagates NaNs, as if IGNORE had not
// been asked for); tosa2linalg rejects it as the generic form is rejected by
// both (llvm22-verifiers.mlir).
// REF22-LABEL: func.func @maximum_nan_mode_string
// REF22: tosa.maximum %{{.*}}, %{{.*}} : (
func.func @maximum_nan_mode_string(%a: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'tosa.maximum' op attribute 'nan_mode' failed to satisfy constraint: Supported NaN propagation strategies}}
  %0 = tosa.maximum %a, %a {nan_mode = "IGNORE"} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// the same for any other attribute that is not a #tosa.nan_mode (here an i32)
// REF22-LABEL: func.func @clamp_nan_mode_integer
// REF22: tosa.clamp %{{.*}} {max_val = 1.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (
func.func @clamp_nan_mode_integer(%a: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'tosa.clamp' op attribute 'nan_mode' failed to satisfy constraint: Supported NaN propagation strategies}}
  %0 = tosa.clamp %a {min_val = 0.0 : f32, max_val = 1.0 : f32, nan_mode = 1 : i32} : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
