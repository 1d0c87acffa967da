// Element types outside the project's core list that mlir-opt-19 still
// accepts as TOSA "number" types: any signless width iN, any unsigned width
// uiN, and every MLIR float type (f8 variants, tf32, f80, f128). Kept apart so
// that a decision to support fewer types touches only this file.
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s
// RUN: %mlir_opt_19 --verify-diagnostics --split-input-file %s | FileCheck %s

// CHECK-LABEL: func.func @add_i2
func.func @add_i2(%a: tensor<2xi2>, %b: tensor<2xi2>) -> tensor<2xi2> {
  %0 = "tosa.add"(%a, %b) : (tensor<2xi2>, tensor<2xi2>) -> tensor<2xi2>
  return %0 : tensor<2xi2>
}

// -----

// CHECK-LABEL: func.func @add_i4
func.func @add_i4(%a: tensor<2xi4>, %b: tensor<2xi4>) -> tensor<2xi4> {
  %0 = "tosa.add"(%a, %b) : (tensor<2xi4>, tensor<2xi4>) -> tensor<2xi4>
  return %0 : tensor<2xi4>
}

// -----

// CHECK-LABEL: func.func @add_i48
func.func @add_i48(%a: tensor<2xi48>, %b: tensor<2xi48>) -> tensor<2xi48> {
  %0 = "tosa.add"(%a, %b) : (tensor<2xi48>, tensor<2xi48>) -> tensor<2xi48>
  return %0 : tensor<2xi48>
}

// -----

// CHECK-LABEL: func.func @add_ui4
func.func @add_ui4(%a: tensor<2xui4>, %b: tensor<2xui4>) -> tensor<2xui4> {
  %0 = "tosa.add"(%a, %b) : (tensor<2xui4>, tensor<2xui4>) -> tensor<2xui4>
  return %0 : tensor<2xui4>
}

// -----

// CHECK-LABEL: func.func @add_ui128
func.func @add_ui128(%a: tensor<2xui128>, %b: tensor<2xui128>) -> tensor<2xui128> {
  %0 = "tosa.add"(%a, %b) : (tensor<2xui128>, tensor<2xui128>) -> tensor<2xui128>
  return %0 : tensor<2xui128>
}

// -----

// CHECK-LABEL: func.func @add_f8e4M3FN
func.func @add_f8e4M3FN(%a: tensor<2xf8E4M3FN>, %b: tensor<2xf8E4M3FN>) -> tensor<2xf8E4M3FN> {
  %0 = "tosa.add"(%a, %b) : (tensor<2xf8E4M3FN>, tensor<2xf8E4M3FN>) -> tensor<2xf8E4M3FN>
  return %0 : tensor<2xf8E4M3FN>
}

// -----

// CHECK-LABEL: func.func @add_f8e5M2
func.func @add_f8e5M2(%a: tensor<2xf8E5M2>, %b: tensor<2xf8E5M2>) -> tensor<2xf8E5M2> {
  %0 = "tosa.add"(%a, %b) : (tensor<2xf8E5M2>, tensor<2xf8E5M2>) -> tensor<2xf8E5M2>
  return %0 : tensor<2xf8E5M2>
}

// -----

// CHECK-LABEL: func.func @add_tf32
func.func @add_tf32(%a: tensor<2xtf32>, %b: tensor<2xtf32>) -> tensor<2xtf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<2xtf32>, tensor<2xtf32>) -> tensor<2xtf32>
  return %0 : tensor<2xtf32>
}

// -----

// CHECK-LABEL: func.func @add_f80
func.func @add_f80(%a: tensor<2xf80>, %b: tensor<2xf80>) -> tensor<2xf80> {
  %0 = "tosa.add"(%a, %b) : (tensor<2xf80>, tensor<2xf80>) -> tensor<2xf80>
  return %0 : tensor<2xf80>
}

// -----

// CHECK-LABEL: func.func @add_f128
func.func @add_f128(%a: tensor<2xf128>, %b: tensor<2xf128>) -> tensor<2xf128> {
  %0 = "tosa.add"(%a, %b) : (tensor<2xf128>, tensor<2xf128>) -> tensor<2xf128>
  return %0 : tensor<2xf128>
}

// -----

// CHECK-LABEL: func.func @mul_i4_to_i8
func.func @mul_i4_to_i8(%a: tensor<2xi4>, %b: tensor<2xi4>) -> tensor<2xi8> {
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xi4>, tensor<2xi4>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// -----

// CHECK-LABEL: func.func @cast_f8_to_i4
func.func @cast_f8_to_i4(%a: tensor<2xf8E4M3FN>) -> tensor<2xi4> {
  %0 = "tosa.cast"(%a) : (tensor<2xf8E4M3FN>) -> tensor<2xi4>
  return %0 : tensor<2xi4>
}

// -----

// tf32 counts as 32 bits wide: f32 attributes are not wider
func.func @clamp_tf32_attrs_f32(%a: tensor<2xtf32>) -> tensor<2xtf32> {
  // expected-error @+1 {{'tosa.clamp' op min/max attributes types are incompatible with input/output element types.}}
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<2xtf32>) -> tensor<2xtf32>
  return %0 : tensor<2xtf32>
}

// -----

func.func @int_div_i4(%a: tensor<2xi4>, %b: tensor<2xi4>) -> tensor<2xi4> {
  // expected-error @+1 {{'tosa.int_div' op operand #0 must be tensor of 32-bit signless integer values, but got 'tensor<2xi4>'}}
  %0 = "tosa.int_div"(%a, %b) : (tensor<2xi4>, tensor<2xi4>) -> tensor<2xi4>
  return %0 : tensor<2xi4>
}

// -----

func.func @abs_si4(%a: tensor<2xsi4>) -> tensor<2xsi4> {
  // expected-error @+1 {{'tosa.abs' op operand #0 must be tensor of number values, but got 'tensor<2xsi4>'}}
  %0 = "tosa.abs"(%a) : (tensor<2xsi4>) -> tensor<2xsi4>
  return %0 : tensor<2xsi4>
}
