// Element types of the unary element-wise ops (and cast, clamp), as
// mlir-opt-19 verifies them. Allowed element type ("number"): any signless
// integer iN, any unsigned integer uiN, any float type; NOT siN, index, complex,
// and the operand/result must be a tensor (ranked or unranked).
// Checks in order: operand #0 type, result #0 type, then
// SameOperandsAndResultElementType (not on sigmoid, erf, cast, clamp), then
// shape, then clamp's own verifier. See docs/op-rules.md.
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s
// RUN: %mlir_opt_19 --verify-diagnostics --split-input-file %s | FileCheck %s

// siN is not a TOSA number type: the operand is reported first
func.func @abs_si32_operand(%a: tensor<4xsi32>) -> tensor<4xsi32> {
  // expected-error @+1 {{'tosa.abs' op operand #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.abs"(%a) : (tensor<4xsi32>) -> tensor<4xsi32>
  return %0 : tensor<4xsi32>
}

// -----

func.func @abs_si8_result(%a: tensor<4xi8>) -> tensor<4xsi8> {
  // expected-error @+1 {{'tosa.abs' op result #0 must be tensor of number values, but got 'tensor<4xsi8>'}}
  %0 = "tosa.abs"(%a) : (tensor<4xi8>) -> tensor<4xsi8>
  return %0 : tensor<4xsi8>
}

// -----

func.func @abs_elem_mismatch(%a: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error @+1 {{'tosa.abs' op requires the same element type for all operands and results}}
  %0 = "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @abs_elem_mismatch_int(%a: tensor<4xi32>) -> tensor<4xi16> {
  // expected-error @+1 {{'tosa.abs' op requires the same element type for all operands and results}}
  %0 = "tosa.abs"(%a) : (tensor<4xi32>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

func.func @abs_signedness_mismatch(%a: tensor<4xi8>) -> tensor<4xui8> {
  // expected-error @+1 {{'tosa.abs' op requires the same element type for all operands and results}}
  %0 = "tosa.abs"(%a) : (tensor<4xi8>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}

// -----

func.func @bitwise_not_si32_operand(%a: tensor<4xsi32>) -> tensor<4xsi32> {
  // expected-error @+1 {{'tosa.bitwise_not' op operand #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.bitwise_not"(%a) : (tensor<4xsi32>) -> tensor<4xsi32>
  return %0 : tensor<4xsi32>
}

// -----

func.func @bitwise_not_si8_result(%a: tensor<4xi8>) -> tensor<4xsi8> {
  // expected-error @+1 {{'tosa.bitwise_not' op result #0 must be tensor of number values, but got 'tensor<4xsi8>'}}
  %0 = "tosa.bitwise_not"(%a) : (tensor<4xi8>) -> tensor<4xsi8>
  return %0 : tensor<4xsi8>
}

// -----

func.func @bitwise_not_elem_mismatch(%a: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error @+1 {{'tosa.bitwise_not' op requires the same element type for all operands and results}}
  %0 = "tosa.bitwise_not"(%a) : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @bitwise_not_elem_mismatch_int(%a: tensor<4xi32>) -> tensor<4xi16> {
  // expected-error @+1 {{'tosa.bitwise_not' op requires the same element type for all operands and results}}
  %0 = "tosa.bitwise_not"(%a) : (tensor<4xi32>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

func.func @bitwise_not_signedness_mismatch(%a: tensor<4xi8>) -> tensor<4xui8> {
  // expected-error @+1 {{'tosa.bitwise_not' op requires the same element type for all operands and results}}
  %0 = "tosa.bitwise_not"(%a) : (tensor<4xi8>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}

// -----

func.func @ceil_si32_operand(%a: tensor<4xsi32>) -> tensor<4xsi32> {
  // expected-error @+1 {{'tosa.ceil' op operand #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.ceil"(%a) : (tensor<4xsi32>) -> tensor<4xsi32>
  return %0 : tensor<4xsi32>
}

// -----

func.func @ceil_si8_result(%a: tensor<4xi8>) -> tensor<4xsi8> {
  // expected-error @+1 {{'tosa.ceil' op result #0 must be tensor of number values, but got 'tensor<4xsi8>'}}
  %0 = "tosa.ceil"(%a) : (tensor<4xi8>) -> tensor<4xsi8>
  return %0 : tensor<4xsi8>
}

// -----

func.func @ceil_elem_mismatch(%a: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error @+1 {{'tosa.ceil' op requires the same element type for all operands and results}}
  %0 = "tosa.ceil"(%a) : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @ceil_elem_mismatch_int(%a: tensor<4xi32>) -> tensor<4xi16> {
  // expected-error @+1 {{'tosa.ceil' op requires the same element type for all operands and results}}
  %0 = "tosa.ceil"(%a) : (tensor<4xi32>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

func.func @ceil_signedness_mismatch(%a: tensor<4xi8>) -> tensor<4xui8> {
  // expected-error @+1 {{'tosa.ceil' op requires the same element type for all operands and results}}
  %0 = "tosa.ceil"(%a) : (tensor<4xi8>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}

// -----

func.func @clz_si32_operand(%a: tensor<4xsi32>) -> tensor<4xsi32> {
  // expected-error @+1 {{'tosa.clz' op operand #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.clz"(%a) : (tensor<4xsi32>) -> tensor<4xsi32>
  return %0 : tensor<4xsi32>
}

// -----

func.func @clz_si8_result(%a: tensor<4xi8>) -> tensor<4xsi8> {
  // expected-error @+1 {{'tosa.clz' op result #0 must be tensor of number values, but got 'tensor<4xsi8>'}}
  %0 = "tosa.clz"(%a) : (tensor<4xi8>) -> tensor<4xsi8>
  return %0 : tensor<4xsi8>
}

// -----

func.func @clz_elem_mismatch(%a: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error @+1 {{'tosa.clz' op requires the same element type for all operands and results}}
  %0 = "tosa.clz"(%a) : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @clz_elem_mismatch_int(%a: tensor<4xi32>) -> tensor<4xi16> {
  // expected-error @+1 {{'tosa.clz' op requires the same element type for all operands and results}}
  %0 = "tosa.clz"(%a) : (tensor<4xi32>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

func.func @clz_signedness_mismatch(%a: tensor<4xi8>) -> tensor<4xui8> {
  // expected-error @+1 {{'tosa.clz' op requires the same element type for all operands and results}}
  %0 = "tosa.clz"(%a) : (tensor<4xi8>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}

// -----

func.func @erf_si32_operand(%a: tensor<4xsi32>) -> tensor<4xsi32> {
  // expected-error @+1 {{'tosa.erf' op operand #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.erf"(%a) : (tensor<4xsi32>) -> tensor<4xsi32>
  return %0 : tensor<4xsi32>
}

// -----

func.func @erf_si8_result(%a: tensor<4xi8>) -> tensor<4xsi8> {
  // expected-error @+1 {{'tosa.erf' op result #0 must be tensor of number values, but got 'tensor<4xsi8>'}}
  %0 = "tosa.erf"(%a) : (tensor<4xi8>) -> tensor<4xsi8>
  return %0 : tensor<4xsi8>
}

// -----

func.func @exp_si32_operand(%a: tensor<4xsi32>) -> tensor<4xsi32> {
  // expected-error @+1 {{'tosa.exp' op operand #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.exp"(%a) : (tensor<4xsi32>) -> tensor<4xsi32>
  return %0 : tensor<4xsi32>
}

// -----

func.func @exp_si8_result(%a: tensor<4xi8>) -> tensor<4xsi8> {
  // expected-error @+1 {{'tosa.exp' op result #0 must be tensor of number values, but got 'tensor<4xsi8>'}}
  %0 = "tosa.exp"(%a) : (tensor<4xi8>) -> tensor<4xsi8>
  return %0 : tensor<4xsi8>
}

// -----

func.func @exp_elem_mismatch(%a: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error @+1 {{'tosa.exp' op requires the same element type for all operands and results}}
  %0 = "tosa.exp"(%a) : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @exp_elem_mismatch_int(%a: tensor<4xi32>) -> tensor<4xi16> {
  // expected-error @+1 {{'tosa.exp' op requires the same element type for all operands and results}}
  %0 = "tosa.exp"(%a) : (tensor<4xi32>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

func.func @exp_signedness_mismatch(%a: tensor<4xi8>) -> tensor<4xui8> {
  // expected-error @+1 {{'tosa.exp' op requires the same element type for all operands and results}}
  %0 = "tosa.exp"(%a) : (tensor<4xi8>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}

// -----

func.func @floor_si32_operand(%a: tensor<4xsi32>) -> tensor<4xsi32> {
  // expected-error @+1 {{'tosa.floor' op operand #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.floor"(%a) : (tensor<4xsi32>) -> tensor<4xsi32>
  return %0 : tensor<4xsi32>
}

// -----

func.func @floor_si8_result(%a: tensor<4xi8>) -> tensor<4xsi8> {
  // expected-error @+1 {{'tosa.floor' op result #0 must be tensor of number values, but got 'tensor<4xsi8>'}}
  %0 = "tosa.floor"(%a) : (tensor<4xi8>) -> tensor<4xsi8>
  return %0 : tensor<4xsi8>
}

// -----

func.func @floor_elem_mismatch(%a: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error @+1 {{'tosa.floor' op requires the same element type for all operands and results}}
  %0 = "tosa.floor"(%a) : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @floor_elem_mismatch_int(%a: tensor<4xi32>) -> tensor<4xi16> {
  // expected-error @+1 {{'tosa.floor' op requires the same element type for all operands and results}}
  %0 = "tosa.floor"(%a) : (tensor<4xi32>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

func.func @floor_signedness_mismatch(%a: tensor<4xi8>) -> tensor<4xui8> {
  // expected-error @+1 {{'tosa.floor' op requires the same element type for all operands and results}}
  %0 = "tosa.floor"(%a) : (tensor<4xi8>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}

// -----

func.func @log_si32_operand(%a: tensor<4xsi32>) -> tensor<4xsi32> {
  // expected-error @+1 {{'tosa.log' op operand #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.log"(%a) : (tensor<4xsi32>) -> tensor<4xsi32>
  return %0 : tensor<4xsi32>
}

// -----

func.func @log_si8_result(%a: tensor<4xi8>) -> tensor<4xsi8> {
  // expected-error @+1 {{'tosa.log' op result #0 must be tensor of number values, but got 'tensor<4xsi8>'}}
  %0 = "tosa.log"(%a) : (tensor<4xi8>) -> tensor<4xsi8>
  return %0 : tensor<4xsi8>
}

// -----

func.func @log_elem_mismatch(%a: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error @+1 {{'tosa.log' op requires the same element type for all operands and results}}
  %0 = "tosa.log"(%a) : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @log_elem_mismatch_int(%a: tensor<4xi32>) -> tensor<4xi16> {
  // expected-error @+1 {{'tosa.log' op requires the same element type for all operands and results}}
  %0 = "tosa.log"(%a) : (tensor<4xi32>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

func.func @log_signedness_mismatch(%a: tensor<4xi8>) -> tensor<4xui8> {
  // expected-error @+1 {{'tosa.log' op requires the same element type for all operands and results}}
  %0 = "tosa.log"(%a) : (tensor<4xi8>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}

// -----

func.func @negate_si32_operand(%a: tensor<4xsi32>) -> tensor<4xsi32> {
  // expected-error @+1 {{'tosa.negate' op operand #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.negate"(%a) : (tensor<4xsi32>) -> tensor<4xsi32>
  return %0 : tensor<4xsi32>
}

// -----

func.func @negate_si8_result(%a: tensor<4xi8>) -> tensor<4xsi8> {
  // expected-error @+1 {{'tosa.negate' op result #0 must be tensor of number values, but got 'tensor<4xsi8>'}}
  %0 = "tosa.negate"(%a) : (tensor<4xi8>) -> tensor<4xsi8>
  return %0 : tensor<4xsi8>
}

// -----

func.func @negate_elem_mismatch(%a: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error @+1 {{'tosa.negate' op requires the same element type for all operands and results}}
  %0 = "tosa.negate"(%a) : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @negate_elem_mismatch_int(%a: tensor<4xi32>) -> tensor<4xi16> {
  // expected-error @+1 {{'tosa.negate' op requires the same element type for all operands and results}}
  %0 = "tosa.negate"(%a) : (tensor<4xi32>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

func.func @negate_signedness_mismatch(%a: tensor<4xi8>) -> tensor<4xui8> {
  // expected-error @+1 {{'tosa.negate' op requires the same element type for all operands and results}}
  %0 = "tosa.negate"(%a) : (tensor<4xi8>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}

// -----

func.func @reciprocal_si32_operand(%a: tensor<4xsi32>) -> tensor<4xsi32> {
  // expected-error @+1 {{'tosa.reciprocal' op operand #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.reciprocal"(%a) : (tensor<4xsi32>) -> tensor<4xsi32>
  return %0 : tensor<4xsi32>
}

// -----

func.func @reciprocal_si8_result(%a: tensor<4xi8>) -> tensor<4xsi8> {
  // expected-error @+1 {{'tosa.reciprocal' op result #0 must be tensor of number values, but got 'tensor<4xsi8>'}}
  %0 = "tosa.reciprocal"(%a) : (tensor<4xi8>) -> tensor<4xsi8>
  return %0 : tensor<4xsi8>
}

// -----

func.func @reciprocal_elem_mismatch(%a: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error @+1 {{'tosa.reciprocal' op requires the same element type for all operands and results}}
  %0 = "tosa.reciprocal"(%a) : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @reciprocal_elem_mismatch_int(%a: tensor<4xi32>) -> tensor<4xi16> {
  // expected-error @+1 {{'tosa.reciprocal' op requires the same element type for all operands and results}}
  %0 = "tosa.reciprocal"(%a) : (tensor<4xi32>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

func.func @reciprocal_signedness_mismatch(%a: tensor<4xi8>) -> tensor<4xui8> {
  // expected-error @+1 {{'tosa.reciprocal' op requires the same element type for all operands and results}}
  %0 = "tosa.reciprocal"(%a) : (tensor<4xi8>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}

// -----

func.func @rsqrt_si32_operand(%a: tensor<4xsi32>) -> tensor<4xsi32> {
  // expected-error @+1 {{'tosa.rsqrt' op operand #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.rsqrt"(%a) : (tensor<4xsi32>) -> tensor<4xsi32>
  return %0 : tensor<4xsi32>
}

// -----

func.func @rsqrt_si8_result(%a: tensor<4xi8>) -> tensor<4xsi8> {
  // expected-error @+1 {{'tosa.rsqrt' op result #0 must be tensor of number values, but got 'tensor<4xsi8>'}}
  %0 = "tosa.rsqrt"(%a) : (tensor<4xi8>) -> tensor<4xsi8>
  return %0 : tensor<4xsi8>
}

// -----

func.func @rsqrt_elem_mismatch(%a: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error @+1 {{'tosa.rsqrt' op requires the same element type for all operands and results}}
  %0 = "tosa.rsqrt"(%a) : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @rsqrt_elem_mismatch_int(%a: tensor<4xi32>) -> tensor<4xi16> {
  // expected-error @+1 {{'tosa.rsqrt' op requires the same element type for all operands and results}}
  %0 = "tosa.rsqrt"(%a) : (tensor<4xi32>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

func.func @rsqrt_signedness_mismatch(%a: tensor<4xi8>) -> tensor<4xui8> {
  // expected-error @+1 {{'tosa.rsqrt' op requires the same element type for all operands and results}}
  %0 = "tosa.rsqrt"(%a) : (tensor<4xi8>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}

// -----

func.func @sigmoid_si32_operand(%a: tensor<4xsi32>) -> tensor<4xsi32> {
  // expected-error @+1 {{'tosa.sigmoid' op operand #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.sigmoid"(%a) : (tensor<4xsi32>) -> tensor<4xsi32>
  return %0 : tensor<4xsi32>
}

// -----

func.func @sigmoid_si8_result(%a: tensor<4xi8>) -> tensor<4xsi8> {
  // expected-error @+1 {{'tosa.sigmoid' op result #0 must be tensor of number values, but got 'tensor<4xsi8>'}}
  %0 = "tosa.sigmoid"(%a) : (tensor<4xi8>) -> tensor<4xsi8>
  return %0 : tensor<4xsi8>
}

// -----

func.func @tanh_si32_operand(%a: tensor<4xsi32>) -> tensor<4xsi32> {
  // expected-error @+1 {{'tosa.tanh' op operand #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.tanh"(%a) : (tensor<4xsi32>) -> tensor<4xsi32>
  return %0 : tensor<4xsi32>
}

// -----

func.func @tanh_si8_result(%a: tensor<4xi8>) -> tensor<4xsi8> {
  // expected-error @+1 {{'tosa.tanh' op result #0 must be tensor of number values, but got 'tensor<4xsi8>'}}
  %0 = "tosa.tanh"(%a) : (tensor<4xi8>) -> tensor<4xsi8>
  return %0 : tensor<4xsi8>
}

// -----

func.func @tanh_elem_mismatch(%a: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error @+1 {{'tosa.tanh' op requires the same element type for all operands and results}}
  %0 = "tosa.tanh"(%a) : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @tanh_elem_mismatch_int(%a: tensor<4xi32>) -> tensor<4xi16> {
  // expected-error @+1 {{'tosa.tanh' op requires the same element type for all operands and results}}
  %0 = "tosa.tanh"(%a) : (tensor<4xi32>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

func.func @tanh_signedness_mismatch(%a: tensor<4xi8>) -> tensor<4xui8> {
  // expected-error @+1 {{'tosa.tanh' op requires the same element type for all operands and results}}
  %0 = "tosa.tanh"(%a) : (tensor<4xi8>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}

// -----

func.func @clamp_si32_operand(%a: tensor<4xsi32>) -> tensor<4xsi32> {
  // expected-error @+1 {{'tosa.clamp' op operand #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<4xsi32>) -> tensor<4xsi32>
  return %0 : tensor<4xsi32>
}

// -----

func.func @clamp_si8_result(%a: tensor<4xi8>) -> tensor<4xsi8> {
  // expected-error @+1 {{'tosa.clamp' op result #0 must be tensor of number values, but got 'tensor<4xsi8>'}}
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<4xi8>) -> tensor<4xsi8>
  return %0 : tensor<4xsi8>
}

// -----

func.func @cast_si32_operand(%a: tensor<4xsi32>) -> tensor<4xsi32> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of number values, but got 'tensor<4xsi32>'}}
  %0 = "tosa.cast"(%a) : (tensor<4xsi32>) -> tensor<4xsi32>
  return %0 : tensor<4xsi32>
}

// -----

func.func @cast_si8_result(%a: tensor<4xi8>) -> tensor<4xsi8> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of number values, but got 'tensor<4xsi8>'}}
  %0 = "tosa.cast"(%a) : (tensor<4xi8>) -> tensor<4xsi8>
  return %0 : tensor<4xsi8>
}

// -----

// other non-number element types
func.func @abs_index(%a: tensor<4xindex>) -> tensor<4xindex> {
  // expected-error @+1 {{'tosa.abs' op operand #0 must be tensor of number values, but got 'tensor<4xindex>'}}
  %0 = "tosa.abs"(%a) : (tensor<4xindex>) -> tensor<4xindex>
  return %0 : tensor<4xindex>
}

// -----

func.func @abs_complex(%a: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  // expected-error @+1 {{'tosa.abs' op operand #0 must be tensor of number values, but got 'tensor<4xcomplex<f32>>'}}
  %0 = "tosa.abs"(%a) : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// -----

// non-tensor operands and results
func.func @abs_scalar_operand(%a: f32) -> tensor<f32> {
  // expected-error @+1 {{'tosa.abs' op operand #0 must be tensor of number values, but got 'f32'}}
  %0 = "tosa.abs"(%a) : (f32) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @abs_vector_operand(%a: vector<4xf32>) -> vector<4xf32> {
  // expected-error @+1 {{'tosa.abs' op operand #0 must be tensor of number values, but got 'vector<4xf32>'}}
  %0 = "tosa.abs"(%a) : (vector<4xf32>) -> vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @abs_memref_operand(%a: memref<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.abs' op operand #0 must be tensor of number values, but got 'memref<4xf32>'}}
  %0 = "tosa.abs"(%a) : (memref<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @abs_scalar_result(%a: tensor<4xf32>) -> f32 {
  // expected-error @+1 {{'tosa.abs' op result #0 must be tensor of number values, but got 'f32'}}
  %0 = "tosa.abs"(%a) : (tensor<4xf32>) -> f32
  return %0 : f32
}

// -----

// logical_not: i1 only
func.func @logical_not_i8(%a: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{'tosa.logical_not' op operand #0 must be tensor of 1-bit signless integer values, but got 'tensor<4xi8>'}}
  %0 = "tosa.logical_not"(%a) : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @logical_not_f32(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.logical_not' op operand #0 must be tensor of 1-bit signless integer values, but got 'tensor<4xf32>'}}
  %0 = "tosa.logical_not"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @logical_not_i1_to_i8(%a: tensor<4xi1>) -> tensor<4xi8> {
  // expected-error @+1 {{'tosa.logical_not' op result #0 must be tensor of 1-bit signless integer values, but got 'tensor<4xi8>'}}
  %0 = "tosa.logical_not"(%a) : (tensor<4xi1>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// clamp: its own verifier (runs after the shape check)
func.func @clamp_elem_mismatch(%a: tensor<4xf32>) -> tensor<4xf16> {
  // expected-error @+1 {{'tosa.clamp' op input/output element types are incompatible.}}
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @clamp_elem_mismatch_int(%a: tensor<4xi8>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.clamp' op input/output element types are incompatible.}}
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<4xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @clamp_shape_before_elem(%a: tensor<2xf32>) -> tensor<3xf16> {
  // expected-error @+1 {{'tosa.clamp' op result type '3' not broadcast compatible with broadcasted operands's shapes '2'}}
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<2xf32>) -> tensor<3xf16>
  return %0 : tensor<3xf16>
}

// -----

// cast: any number type to any number type.
// mlir-opt-19 also lets through sigmoid and erf with another result element
// type, erf and cast with another result shape, and unranked tensors;
// tosa2linalg rejects those (deviate-lowering-failures.mlir,
// deviate-lowering-crashes.mlir, deviate-unranked.mlir), and unsigned element
// types (elemtype-other-widths.mlir).
// CHECK-LABEL: func.func @cast_any_to_any
func.func @cast_any_to_any(%a: tensor<4xf32>) -> tensor<4xi8> {
  %0 = "tosa.cast"(%a) : (tensor<4xf32>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// siN of other widths too (from elemtype-other-widths.mlir)
func.func @abs_si4(%a: tensor<2xsi4>) -> tensor<2xsi4> {
  // expected-error @+1 {{'tosa.abs' op operand #0 must be tensor of number values, but got 'tensor<2xsi4>'}}
  %0 = "tosa.abs"(%a) : (tensor<2xsi4>) -> tensor<2xsi4>
  return %0 : tensor<2xsi4>
}
