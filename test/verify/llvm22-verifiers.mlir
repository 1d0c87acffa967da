// mlir-opt-22's own verifiers of the three ops whose form changed in LLVM 22
// (TOSA 1.0): tosa.negate, tosa.clamp and tosa.mul have no
// ResultsBroadcastableShape there but checks of their own, with their own
// messages and order (docs/op-rules.md, section 12, rows E8, E10, B9-B13,
// N5, M1, C0b). LLVM 19's forms of the same ops keep mlir-opt-19's rules
// (elemtype-unary.mlir, broadcast-result.mlir). Both syntaxes.
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s
// RUN: %mlir_opt_22 --verify-diagnostics --split-input-file %s | FileCheck %s

// negate: element types first, in NegateOp::verify's words (not the trait's)
func.func @negate_elem_custom(%a: tensor<4xf32>) -> tensor<5xf16> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %h = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  // expected-error @+1 {{'tosa.negate' op expect input and output to have same element type, got 'f32' and 'f16'}}
  %0 = tosa.negate %a, %z, %h : (tensor<4xf32>, tensor<1xf32>, tensor<1xf16>) -> tensor<5xf16>
  return %0 : tensor<5xf16>
}

// -----

func.func @negate_elem_generic(%a: tensor<4xi8>) -> tensor<4xi16> {
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.negate' op expect input and output to have same element type, got 'i8' and 'i16'}}
  %0 = "tosa.negate"(%a, %z, %z) : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// negate: then the shapes (before the zero points' types)
func.func @negate_shape_custom(%a: tensor<4xi8>) -> tensor<5xi8> {
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %w = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.negate' op requires the same shape for input1 and output}}
  %0 = tosa.negate %a, %w, %z : (tensor<4xi8>, tensor<1xi16>, tensor<1xi8>) -> tensor<5xi8>
  return %0 : tensor<5xi8>
}

// -----

func.func @negate_rank_generic(%a: tensor<4xf32>) -> tensor<1x4xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.negate' op requires the same shape for input1 and output}}
  %0 = "tosa.negate"(%a, %z, %z) : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}

// -----

// negate: the output's zero point is named as the output's
func.func @negate_output_zp_custom(%a: tensor<4xi8>) -> tensor<4xi8> {
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %w = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.negate' op expect both output and its zero point are the same element type, got 'i8' and 'i16'}}
  %0 = tosa.negate %a, %z, %w : (tensor<4xi8>, tensor<1xi8>, tensor<1xi16>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @negate_output_zp_generic(%a: tensor<4xf32>) -> tensor<4xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %w = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-error @+1 {{'tosa.negate' op expect both output and its zero point are the same element type, got 'f32' and 'i32'}}
  %0 = "tosa.negate"(%a, %z, %w) : (tensor<4xf32>, tensor<1xf32>, tensor<1xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// negate: '?' is compatible with any dim (both accept)
// CHECK-LABEL: func.func @negate_dynamic_dim
func.func @negate_dynamic_dim(%a: tensor<?xf32>) -> tensor<4xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.negate %a, %z, %z : (tensor<?xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// clamp: SameOperandsAndResultShape comes before the element types
func.func @clamp_shape_first_custom(%a: tensor<3xf32>) -> tensor<4xf16> {
  // expected-error @+1 {{'tosa.clamp' op requires the same shape for all operands and results}}
  %0 = tosa.clamp %a {min_val = 0.0 : f32, max_val = 5.0 : f32} : (tensor<3xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @clamp_rank_generic(%a: tensor<3xi8>) -> tensor<1x3xi8> {
  // expected-error @+1 {{'tosa.clamp' op requires the same shape for all operands and results}}
  %0 = "tosa.clamp"(%a) <{min_val = 0 : i8, max_val = 5 : i8}> : (tensor<3xi8>) -> tensor<1x3xi8>
  return %0 : tensor<1x3xi8>
}

// -----

func.func @clamp_elem_generic(%a: tensor<3xf32>) -> tensor<3xf16> {
  // expected-error @+1 {{'tosa.clamp' op requires the same element type for all operands and results}}
  %0 = "tosa.clamp"(%a) <{min_val = 0.0 : f32, max_val = 5.0 : f32}> : (tensor<3xf32>) -> tensor<3xf16>
  return %0 : tensor<3xf16>
}

// -----

func.func @clamp_elem_custom(%a: tensor<3xi8>) -> tensor<3xi16> {
  // expected-error @+1 {{'tosa.clamp' op requires the same element type for all operands and results}}
  %0 = tosa.clamp %a {min_val = 0 : i8, max_val = 5 : i8} : (tensor<3xi8>) -> tensor<3xi16>
  return %0 : tensor<3xi16>
}

// -----

// clamp: min_val and max_val of one type, the input's (i8 with an i16 bound)
func.func @clamp_bound_types(%a: tensor<3xi8>) -> tensor<3xi8> {
  // expected-error @+1 {{'tosa.clamp' op min/max attributes types are incompatible with input/output element types.}}
  %0 = tosa.clamp %a {min_val = 0 : i8, max_val = 5 : i16} : (tensor<3xi8>) -> tensor<3xi8>
  return %0 : tensor<3xi8>
}

// -----

// CHECK-LABEL: func.func @clamp_dynamic_dim
func.func @clamp_dynamic_dim(%a: tensor<?xf32>) -> tensor<3xf32> {
  %0 = tosa.clamp %a {min_val = 0.0 : f32, max_val = 5.0 : f32} : (tensor<?xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// mul: a and b of one rank, told with the ranks
func.func @mul_ranks_custom(%a: tensor<2x3xi32>, %b: tensor<3xi32>) -> tensor<2x3xi32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.mul' op a and b operands don't have matching ranks, got 2 and 1}}
  %0 = tosa.mul %a, %b, %s : (tensor<2x3xi32>, tensor<3xi32>, tensor<1xi8>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

func.func @mul_broadcast_generic(%a: tensor<2x3xi32>, %b: tensor<4x3xi32>) -> tensor<2x3xi32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.mul' op a and b operands don't have broadcast-compatible shapes, got 'tensor<2x3xi32>' and 'tensor<4x3xi32>'}}
  %0 = "tosa.mul"(%a, %b, %s) : (tensor<2x3xi32>, tensor<4x3xi32>, tensor<1xi8>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

func.func @mul_result_rank_generic(%a: tensor<f32>, %b: tensor<f32>) -> tensor<1xf32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.mul' op result type has different rank than a, got 1 vs 0}}
  %0 = "tosa.mul"(%a, %b, %s) : (tensor<f32>, tensor<f32>, tensor<1xi8>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

// mul: an unranked a leaves b to compare the result with
func.func @mul_result_rank_b_custom(%a: tensor<*xi32>, %b: tensor<2x3xi32>) -> tensor<3xi32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.mul' op result type has different rank than b, got 1 vs 2}}
  %0 = tosa.mul %a, %b, %s : (tensor<*xi32>, tensor<2x3xi32>, tensor<1xi8>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

// mul: the float shift is checked before the ranks
func.func @mul_float_shift_first(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  %s = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.mul' op require shift to be 0 for float type}}
  %0 = tosa.mul %a, %b, %s : (tensor<2x3xf32>, tensor<3xf32>, tensor<1xi8>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// mul: the element types before everything else, as in LLVM 19
func.func @mul_elem_first(%a: tensor<2x3xi32>, %b: tensor<3xi16>) -> tensor<2x3xi32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.mul' op requires the same element type for all operands}}
  %0 = "tosa.mul"(%a, %b, %s) : (tensor<2x3xi32>, tensor<3xi16>, tensor<1xi8>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// CHECK-LABEL: func.func @mul_dynamic_dim
func.func @mul_dynamic_dim(%a: tensor<?x3xi32>, %b: tensor<4x3xi32>) -> tensor<4x3xi32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %s : (tensor<?x3xi32>, tensor<4x3xi32>, tensor<1xi8>) -> tensor<4x3xi32>
  return %0 : tensor<4x3xi32>
}

// -----

// nan_mode as a string in the generic form's attribute dictionary (the custom
// form: deviate-llvm22-verifiers.mlir)
func.func @minimum_nan_mode_string_generic(%a: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'tosa.minimum' op attribute 'nan_mode' failed to satisfy constraint: Supported NaN propagation strategies}}
  %0 = "tosa.minimum"(%a, %a) {nan_mode = "PROPAGATE"} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// mul: float operands with an integer result are a type mismatch in LLVM 22
// (LLVM 19: "invalid data type size for operands or result", elemtype-binary.mlir)
func.func @mul_float_operands_integer_result(%a: tensor<3xf32>) -> tensor<3xi32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.mul' op requires the same element type for all operands}}
  %0 = tosa.mul %a, %a, %s : (tensor<3xf32>, tensor<3xf32>, tensor<1xi8>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}
