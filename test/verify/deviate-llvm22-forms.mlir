// DELIBERATE DIFFERENCE from mlir-opt-22: LLVM 22 forms (llvm22-forms.mlir)
// that mlir-opt-22's verifier accepts but tosa2linalg's lowering cannot take:
// it reads tosa.negate's zero points from the tosa.const that defines them. (Non-zero zero points on i64 are rejected by both, with
// different messages: mlir-opt-22 "input1 zero point must be zero for non-int8
// integer types", tosa2linalg "zero points must be 0 for 'i64' operands".)
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s
// Reference: mlir-opt-22 verifies every chunk.
// RUN: %mlir_opt_22 --split-input-file %s | FileCheck --check-prefix=REF22 %s

// A shift known only at run time is lowered as mlir-opt-22 lowers it
// (test/exec/mul_shift_variable.test): no error.
// REF22-LABEL: func.func @mul_variable_shift
func.func @mul_variable_shift(%a: tensor<4xi32>, %s: tensor<1xi8>) -> tensor<4xi32> {
  %0 = "tosa.mul"(%a, %a, %s) : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// Other integer results with a shift known only at run time: mlir-opt-22's own
// lowering builds invalid IR for them ('linalg.yield' op type of yield operand
// 1 ('i32') doesn't match ...; 'arith.extsi' ... 'i64' and 'i32' are cast
// incompatible).
// REF22-LABEL: func.func @mul_variable_shift_i16
func.func @mul_variable_shift_i16(%a: tensor<4xi16>, %s: tensor<1xi8>) -> tensor<4xi16> {
  // expected-error @+1 {{'tosa.mul' op a shift known only at run time is lowered for an i32 result, but got 'i16'}}
  %0 = "tosa.mul"(%a, %a, %s) : (tensor<4xi16>, tensor<4xi16>, tensor<1xi8>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// REF22-LABEL: func.func @mul_variable_shift_i64
func.func @mul_variable_shift_i64(%a: tensor<4xi64>, %s: tensor<1xi8>) -> tensor<4xi64> {
  // expected-error @+1 {{'tosa.mul' op a shift known only at run time is lowered for an i32 result, but got 'i64'}}
  %0 = "tosa.mul"(%a, %a, %s) : (tensor<4xi64>, tensor<4xi64>, tensor<1xi8>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// REF22-LABEL: func.func @negate_variable_zero_point
func.func @negate_variable_zero_point(%a: tensor<4xi8>, %z: tensor<1xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{'tosa.negate' op zero points must be constants (tosa.const or arith.constant): tosa2linalg does not lower variable ones}}
  %0 = "tosa.negate"(%a, %z, %z) : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

