// The LLVM 22 (TOSA 1.0) spellings tosa2linalg also reads and lowers: the
// shift of tosa.mul and the zero points of tosa.negate as operands (one-element
// tensors from a tosa.const), the bounds of tosa.clamp as min_val / max_val of
// the element type, nan_mode on clamp, maximum and minimum, tosa.intdiv.
// mlir-opt-19 rejects all of them (e.g. "'tosa.mul' op expected 2 operands,
// but found 3"); an op is taken for an LLVM 22 form only where mlir-opt-19
// cannot accept it, so its verdicts are unchanged. These chunks are checked
// against mlir-opt-22 (its messages where tosa2linalg rejects one too); the
// ones tosa2linalg rejects for its lowering are in deviate-llvm22-forms.mlir.
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s
// RUN: %mlir_opt_22 --verify-diagnostics --split-input-file %s | FileCheck %s

// CHECK-LABEL: func.func @mul_shift_operand
func.func @mul_shift_operand(%a: tensor<?x3xi32>, %b: tensor<1x3xi32>) -> tensor<?x3xi32> {
  %s = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = "tosa.mul"(%a, %b, %s) : (tensor<?x3xi32>, tensor<1x3xi32>, tensor<1xi8>) -> tensor<?x3xi32>
  return %0 : tensor<?x3xi32>
}

// -----

// CHECK-LABEL: func.func @mul_f32_shift_0
func.func @mul_f32_shift_0(%a: tensor<2x4xf32>, %b: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = "tosa.mul"(%a, %b, %s) : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<1xi8>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// CHECK-LABEL: func.func @negate_zero_points
func.func @negate_zero_points(%a: tensor<6xi8>) -> tensor<6xi8> {
  %zi = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zo = "tosa.const"() <{values = dense<-2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = "tosa.negate"(%a, %zi, %zo) : (tensor<6xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<6xi8>
  return %0 : tensor<6xi8>
}

// -----

// CHECK-LABEL: func.func @negate_f32
func.func @negate_f32(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = "tosa.negate"(%a, %zp, %zp) : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @negate_zero_point_type(%a: tensor<4xi8>) -> tensor<4xi8> {
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.negate' op expect both input1 and its zero point are the same element type, got 'i8' and 'i16'}}
  %0 = "tosa.negate"(%a, %z, %z) : (tensor<4xi8>, tensor<1xi16>, tensor<1xi16>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK-LABEL: func.func @clamp_i32
func.func @clamp_i32(%a: tensor<10xi32>) -> tensor<10xi32> {
  %0 = "tosa.clamp"(%a) <{min_val = -3 : i32, max_val = 5 : i32}> : (tensor<10xi32>) -> tensor<10xi32>
  return %0 : tensor<10xi32>
}

// -----

// CHECK-LABEL: func.func @clamp_f32_ignore
func.func @clamp_f32_ignore(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = "tosa.clamp"(%a) <{min_val = -1.0 : f32, max_val = 2.0 : f32, nan_mode = #tosa.nan_mode<IGNORE>}> : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @clamp_bounds_i64_on_i32(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.clamp' op min/max attributes types are incompatible with input/output element types.}}
  %0 = "tosa.clamp"(%a) <{min_val = -3 : i64, max_val = 5 : i64}> : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @clamp_bounds_f16_on_f32(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.clamp' op min/max attributes types are incompatible with input/output element types.}}
  %0 = "tosa.clamp"(%a) <{min_val = -3.0 : f16, max_val = 1.0 : f16}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @clamp_missing_max_val(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.clamp' op requires attribute 'max_val'}}
  %0 = "tosa.clamp"(%a) <{min_val = -3.0 : f32}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @maximum_ignore
func.func @maximum_ignore(%a: tensor<6xf32>, %b: tensor<6xf32>) -> tensor<6xf32> {
  %0 = "tosa.maximum"(%a, %b) <{nan_mode = #tosa.nan_mode<IGNORE>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

// CHECK-LABEL: func.func @minimum_propagate
func.func @minimum_propagate(%a: tensor<6xf32>, %b: tensor<6xf32>) -> tensor<6xf32> {
  %0 = "tosa.minimum"(%a, %b) <{nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

func.func @maximum_nan_mode_property_kind(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{invalid properties {nan_mode = 1 : i32} for op tosa.maximum: Invalid attribute `nan_mode` in property conversion: 1 : i32}}
  %0 = "tosa.maximum"(%a, %a) <{nan_mode = 1 : i32}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @maximum_nan_mode_attribute(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.maximum' op attribute 'nan_mode' failed to satisfy constraint: Supported NaN propagation strategies}}
  %0 = "tosa.maximum"(%a, %a) {nan_mode = 1 : i32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @intdiv
func.func @intdiv(%a: tensor<?x5xi32>, %b: tensor<?x5xi32>) -> tensor<?x5xi32> {
  %0 = "tosa.intdiv"(%a, %b) : (tensor<?x5xi32>, tensor<?x5xi32>) -> tensor<?x5xi32>
  return %0 : tensor<?x5xi32>
}

// -----

// An op in an LLVM 22-only form follows LLVM 22's equal-rank rule (without
// --strict-ranks); the shift operand does not count.
func.func @mul_operand_ranks(%a: tensor<3x4xi32>, %b: tensor<4xi32>) -> tensor<3x4xi32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{operands don't have matching ranks}}
  %0 = "tosa.mul"(%a, %b, %s) : (tensor<3x4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<3x4xi32>
  return %0 : tensor<3x4xi32>
}
