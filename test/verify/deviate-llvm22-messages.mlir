// DELIBERATE DIFFERENCE from mlir-opt-22: ops both tools reject, worded as
// mlir-opt-19 words them (the op exists in both generations in this form, or
// is not recognisably in LLVM 22's form). mlir-opt-22's words are in the REF22
// lines (docs/op-rules.md, section 12, rows B7, T1, T4).
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s
// RUN: not %mlir_opt_22 --split-input-file %s -o /dev/null 2>&1 | FileCheck --check-prefix=REF22 %s

// Unary ops: LLVM 22's SameOperandsAndResultShape; LLVM 19's
// ResultsBroadcastableShape (broadcast-result.mlir) is kept.
// REF22: error: 'tosa.abs' op requires the same shape for all operands and results
func.func @abs_shape(%a: tensor<3xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.abs' op result type '4' not broadcast compatible with broadcasted operands's shapes '3'}}
  %0 = tosa.abs %a : (tensor<3xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// REF22: error: 'tosa.exp' op requires the same shape for all operands and results
func.func @exp_rank(%a: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.exp' op result type '2x3' not broadcast compatible with broadcasted operands's shapes '3'}}
  %0 = "tosa.exp"(%a) : (tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Type constraints: LLVM 22 says "tosa-conformant tensor of".
// REF22: error: 'tosa.select' op operand #0 must be tosa-conformant tensor of 1-bit signless integer values, but got 'tensor<3xi8>'
func.func @select_predicate(%c: tensor<3xi8>, %a: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'tosa.select' op operand #0 must be tensor of 1-bit signless integer values, but got 'tensor<3xi8>'}}
  %0 = tosa.select %c, %a, %a : (tensor<3xi8>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// REF22: error: 'tosa.equal' op result #0 must be tosa-conformant tensor of 1-bit signless integer values, but got 'tensor<3xi8>'
func.func @equal_result(%a: tensor<3xf32>) -> tensor<3xi8> {
  // expected-error @+1 {{'tosa.equal' op result #0 must be tensor of 1-bit signless integer values, but got 'tensor<3xi8>'}}
  %0 = "tosa.equal"(%a, %a) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi8>
  return %0 : tensor<3xi8>
}

// -----

// REF22: error: 'tosa.intdiv' op operand #0 must be tosa-conformant tensor of 32-bit signless integer or 64-bit signless integer values, but got 'tensor<3xi8>'
func.func @intdiv_i8(%a: tensor<3xi8>) -> tensor<3xi8> {
  // expected-error @+1 {{'tosa.intdiv' op operand #0 must be tensor of 32-bit signless integer values, but got 'tensor<3xi8>'}}
  %0 = tosa.intdiv %a, %a : (tensor<3xi8>, tensor<3xi8>) -> tensor<3xi8>
  return %0 : tensor<3xi8>
}

// -----

// tosa.mul with a third operand that is not a one-element i8 tensor is not
// taken for LLVM 22's form: mlir-opt-19's operand count.
// REF22: error: 'tosa.mul' op operand #2 must be tosa-conformant unranked tensor of 8-bit signless integer values or tosa-conformant scalar tensor of 8-bit signless integer values, but got 'tensor<1xi32>'
func.func @mul_shift_i32(%a: tensor<3xi32>) -> tensor<3xi32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-error @+1 {{'tosa.mul' op expected 2 operands, but found 3}}
  %0 = tosa.mul %a, %a, %s : (tensor<3xi32>, tensor<3xi32>, tensor<1xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

// REF22: error: 'tosa.mul' op operand #2 must be tosa-conformant unranked tensor of 8-bit signless integer values or tosa-conformant scalar tensor of 8-bit signless integer values, but got 'tensor<i8>'
func.func @mul_shift_rank0(%a: tensor<3xi32>) -> tensor<3xi32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<i8>}> : () -> tensor<i8>
  // expected-error @+1 {{'tosa.mul' op expected 2 operands, but found 3}}
  %0 = "tosa.mul"(%a, %a, %s) : (tensor<3xi32>, tensor<3xi32>, tensor<i8>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}
