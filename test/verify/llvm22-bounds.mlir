// mlir-opt-22's rules on the TOSA 1.0 forms' constant operands and bounds
// (issue 18, cases 2-5), with its messages: tosa.negate's zero points must be
// zero unless the element type is i8; tosa.clamp's bounds are no NaN and
// min_val <= max_val (i1: false < true); tosa.mul's shift is 0 on floats.
// LLVM 19's forms have no such rules
// (mlir-opt-19 accepts min_fp > max_fp), see clamp-llvm19-bounds.mlir.
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s
// RUN: %mlir_opt_22 --verify-diagnostics --split-input-file %s | FileCheck %s

// Zero points from a custom-form arith.constant (torq-compiler's negate tests; the
// tool crashed reading their values before)
func.func @negate_f32_arith_constant_zp(%a: tensor<4xf32>) -> tensor<4xf32> {
  %z = arith.constant dense<5.000000e-01> : tensor<1xf32>
  %z0 = arith.constant dense<0.000000e+00> : tensor<1xf32>
  // expected-error @+1 {{'tosa.negate' op input1 zero point must be zero for non-int8 integer types}}
  %0 = tosa.negate %a, %z, %z0 : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @negate_f32_input_zp(%a: tensor<4xf32>) -> tensor<4xf32> {
  %z1 = "tosa.const"() <{values = dense<1.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %z0 = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.negate' op input1 zero point must be zero for non-int8 integer types}}
  %0 = tosa.negate %a, %z1, %z0 : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @negate_f32_output_zp(%a: tensor<4xf32>) -> tensor<4xf32> {
  %z1 = "tosa.const"() <{values = dense<0.5> : tensor<1xf32>}> : () -> tensor<1xf32>
  %z0 = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.negate' op output zero point must be zero for non-int8 integer types}}
  %0 = "tosa.negate"(%a, %z0, %z1) : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @negate_i16_input_zp(%a: tensor<4xi16>) -> tensor<4xi16> {
  %z1 = "tosa.const"() <{values = dense<1> : tensor<1xi16>}> : () -> tensor<1xi16>
  %z0 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.negate' op input1 zero point must be zero for non-int8 integer types}}
  %0 = tosa.negate %a, %z1, %z0 : (tensor<4xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

func.func @clamp_nan_min(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.clamp' op min/max attributes should not be 'NaN', got min_val=0x7FC00000 : f32, max_val=1.000000e+00 : f32}}
  %0 = tosa.clamp %a {min_val = 0x7FC00000 : f32, max_val = 1.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @clamp_nan_max(%a: tensor<4xf16>) -> tensor<4xf16> {
  // expected-error @+1 {{'tosa.clamp' op min/max attributes should not be 'NaN', got min_val=0.000000e+00 : f16, max_val=0x7E00 : f16}}
  %0 = "tosa.clamp"(%a) {min_val = 0.0 : f16, max_val = 0x7E00 : f16} : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @clamp_min_above_max_f32(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.clamp' op expected min_val <= max_val, got min_val=2.000000e+00 : f32, max_val=1.000000e+00 : f32}}
  %0 = tosa.clamp %a {min_val = 2.0 : f32, max_val = 1.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @clamp_min_above_max_i8(%a: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{'tosa.clamp' op expected min_val <= max_val, got min_val=-1 : i8, max_val=-2 : i8}}
  %0 = tosa.clamp %a {min_val = -1 : i8, max_val = -2 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @clamp_min_above_max_i1(%a: tensor<4xi1>) -> tensor<4xi1> {
  // expected-error @+1 {{'tosa.clamp' op expected min_val <= max_val, got min_val=true, max_val=false}}
  %0 = tosa.clamp %a {min_val = true, max_val = false} : (tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @mul_float_shift(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %s = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.mul' op require shift to be 0 for float type}}
  %0 = tosa.mul %a, %b, %s : (tensor<4xf32>, tensor<4xf32>, tensor<1xi8>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Accepted by both: i8 zero points, zero-valued float zero points, ordered
// bounds (i1: false <= true), equal bounds.
// CHECK-LABEL: func.func @accepted
func.func @accepted(%a: tensor<4xi8>, %f: tensor<4xf32>, %p: tensor<4xi1>) -> (tensor<4xi8>, tensor<4xf32>, tensor<4xi1>) {
  %zi = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zf = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // CHECK: tosa.negate
  %0 = tosa.negate %a, %zi, %zi : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  // CHECK: tosa.negate
  %1 = tosa.negate %f, %zf, %zf : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
  // CHECK: tosa.clamp
  %2 = tosa.clamp %1 {min_val = 1.0 : f32, max_val = 1.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  // CHECK: tosa.clamp
  %3 = tosa.clamp %p {min_val = false, max_val = true} : (tensor<4xi1>) -> tensor<4xi1>
  return %0, %2, %3 : tensor<4xi8>, tensor<4xf32>, tensor<4xi1>
}
