// Attributes given as properties, "op"(...) <{...}> : ..., the form
// mlir-opt-19 itself prints in generic mode (--mlir-print-op-generic). Kept
// apart from attrs.mlir in case tosa2linalg accepts only the {...} form.
// Inherent attributes may be given in either or both dictionaries. A property
// whose attribute KIND is wrong fails while parsing ("invalid properties ...
// for op OP: Invalid attribute `NAME` in property conversion: ATTR", where the
// first part prints the whole dictionary sorted by name); the right kind with
// the wrong type fails in the verifier as in attrs.mlir.
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s
// RUN: %mlir_opt_19 --verify-diagnostics --split-input-file %s | FileCheck %s

// CHECK-LABEL: func.func @clamp_properties
func.func @clamp_properties(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.clamp"(%a) <{min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @clamp_split_between_both
func.func @clamp_split_between_both(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.clamp"(%a) <{min_int = 0 : i64, max_int = 1 : i64}> {min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// An unknown name inside the properties dictionary is silently dropped.
// CHECK-LABEL: func.func @clamp_unknown_property
func.func @clamp_unknown_property(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.clamp"(%a) <{min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32, foo = 3}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @mul_properties
func.func @mul_properties(%a: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.mul"(%a, %a) <{shift = 0 : i8}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @clamp_property_wrong_kind(%a: tensor<4xf32>) -> tensor<4xf32> {
  // Full message: invalid properties {max_fp = 1.000000e+00 : f32, max_int = 1 : i64, min_fp = 0.000000e+00 : f32, min_int = 0.000000e+00 : f32} for op tosa.clamp: Invalid attribute `min_int` in property conversion: 0.000000e+00 : f32
  // expected-error @+1 {{for op tosa.clamp: Invalid attribute `min_int` in property conversion: }}
  %0 = "tosa.clamp"(%a) <{min_int = 0.0 : f32, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @mul_property_wrong_kind(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{invalid properties {shift = 1.000000e+00 : f32} for op tosa.mul: Invalid attribute `shift` in property conversion: 1.000000e+00 : f32}}
  %0 = "tosa.mul"(%a, %a) <{shift = 1.0 : f32}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @ars_property_wrong_kind(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{invalid properties {round = 1 : i32} for op tosa.arithmetic_right_shift: Invalid attribute `round` in property conversion: 1 : i32}}
  %0 = "tosa.arithmetic_right_shift"(%a, %a) <{round = 1 : i32}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @clamp_property_wrong_type(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.clamp' op attribute 'min_int' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = "tosa.clamp"(%a) <{min_int = 0 : i32, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @mul_property_missing(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.mul' op requires attribute 'shift'}}
  %0 = "tosa.mul"(%a, %a) <{}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// Ops without attributes of their own have no properties at all.
func.func @abs_properties(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{invalid properties {foo = 3 : i64} for op tosa.abs: this operation does not support properties}}
  %0 = "tosa.abs"(%a) <{foo = 3}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
