// Element types outside tosa2linalg's list (i1, i8, i16, i32, i64, f16, bf16,
// f32, f64) that mlir-opt-19 still accepts as TOSA "number" types: other
// signless widths (i2, i4, i48), unsigned integers (uiN), and the other MLIR
// float types (f8 variants, tf32, f80, f128). DELIBERATE DIFFERENCE:
// tosa2linalg does not lower them (mlir-opt-19's tosa-to-linalg handles some
// of them, others only partly: see deviate-lowering-failures.mlir for unsigned
// types), so its verifier rejects them at the op, after all of mlir-opt-19's
// checks (elemtype-*.mlir and attrs.mlir show those on these types too: si4,
// i4 int_div, tf32 clamp bounds).
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s
// Reference: mlir-opt-19 verifies every chunk.
// RUN: %mlir_opt_19 --split-input-file %s | FileCheck --check-prefix=REF19 %s

// REF19-LABEL: func.func @add_i2
func.func @add_i2(%a: tensor<2xi2>, %b: tensor<2xi2>) -> tensor<2xi2> {
  // expected-error @+1 {{'tosa.add' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xi2>'}}
  %0 = "tosa.add"(%a, %b) : (tensor<2xi2>, tensor<2xi2>) -> tensor<2xi2>
  return %0 : tensor<2xi2>
}

// -----

// REF19-LABEL: func.func @add_i4
func.func @add_i4(%a: tensor<2xi4>, %b: tensor<2xi4>) -> tensor<2xi4> {
  // expected-error @+1 {{'tosa.add' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xi4>'}}
  %0 = "tosa.add"(%a, %b) : (tensor<2xi4>, tensor<2xi4>) -> tensor<2xi4>
  return %0 : tensor<2xi4>
}

// -----

// REF19-LABEL: func.func @add_i48
func.func @add_i48(%a: tensor<2xi48>, %b: tensor<2xi48>) -> tensor<2xi48> {
  // expected-error @+1 {{'tosa.add' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xi48>'}}
  %0 = "tosa.add"(%a, %b) : (tensor<2xi48>, tensor<2xi48>) -> tensor<2xi48>
  return %0 : tensor<2xi48>
}

// -----

// REF19-LABEL: func.func @add_ui4
func.func @add_ui4(%a: tensor<2xui4>, %b: tensor<2xui4>) -> tensor<2xui4> {
  // expected-error @+1 {{'tosa.add' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui4>'}}
  %0 = "tosa.add"(%a, %b) : (tensor<2xui4>, tensor<2xui4>) -> tensor<2xui4>
  return %0 : tensor<2xui4>
}

// -----

// REF19-LABEL: func.func @add_ui128
func.func @add_ui128(%a: tensor<2xui128>, %b: tensor<2xui128>) -> tensor<2xui128> {
  // expected-error @+1 {{'tosa.add' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui128>'}}
  %0 = "tosa.add"(%a, %b) : (tensor<2xui128>, tensor<2xui128>) -> tensor<2xui128>
  return %0 : tensor<2xui128>
}

// -----

// REF19-LABEL: func.func @add_f8e4M3FN
func.func @add_f8e4M3FN(%a: tensor<2xf8E4M3FN>, %b: tensor<2xf8E4M3FN>) -> tensor<2xf8E4M3FN> {
  // expected-error @+1 {{'tosa.add' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xf8E4M3FN>'}}
  %0 = "tosa.add"(%a, %b) : (tensor<2xf8E4M3FN>, tensor<2xf8E4M3FN>) -> tensor<2xf8E4M3FN>
  return %0 : tensor<2xf8E4M3FN>
}

// -----

// REF19-LABEL: func.func @add_f8e5M2
func.func @add_f8e5M2(%a: tensor<2xf8E5M2>, %b: tensor<2xf8E5M2>) -> tensor<2xf8E5M2> {
  // expected-error @+1 {{'tosa.add' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xf8E5M2>'}}
  %0 = "tosa.add"(%a, %b) : (tensor<2xf8E5M2>, tensor<2xf8E5M2>) -> tensor<2xf8E5M2>
  return %0 : tensor<2xf8E5M2>
}

// -----

// REF19-LABEL: func.func @add_tf32
func.func @add_tf32(%a: tensor<2xtf32>, %b: tensor<2xtf32>) -> tensor<2xtf32> {
  // expected-error @+1 {{'tosa.add' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xtf32>'}}
  %0 = "tosa.add"(%a, %b) : (tensor<2xtf32>, tensor<2xtf32>) -> tensor<2xtf32>
  return %0 : tensor<2xtf32>
}

// -----

// REF19-LABEL: func.func @add_f80
func.func @add_f80(%a: tensor<2xf80>, %b: tensor<2xf80>) -> tensor<2xf80> {
  // expected-error @+1 {{'tosa.add' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xf80>'}}
  %0 = "tosa.add"(%a, %b) : (tensor<2xf80>, tensor<2xf80>) -> tensor<2xf80>
  return %0 : tensor<2xf80>
}

// -----

// REF19-LABEL: func.func @add_f128
func.func @add_f128(%a: tensor<2xf128>, %b: tensor<2xf128>) -> tensor<2xf128> {
  // expected-error @+1 {{'tosa.add' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xf128>'}}
  %0 = "tosa.add"(%a, %b) : (tensor<2xf128>, tensor<2xf128>) -> tensor<2xf128>
  return %0 : tensor<2xf128>
}

// -----

// REF19-LABEL: func.func @mul_i4_to_i8
func.func @mul_i4_to_i8(%a: tensor<2xi4>, %b: tensor<2xi4>) -> tensor<2xi8> {
  // expected-error @+1 {{'tosa.mul' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xi4>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xi4>, tensor<2xi4>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// -----

// REF19-LABEL: func.func @cast_f8_to_i4
func.func @cast_f8_to_i4(%a: tensor<2xf8E4M3FN>) -> tensor<2xi4> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xf8E4M3FN>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xf8E4M3FN>) -> tensor<2xi4>
  return %0 : tensor<2xi4>
}

// -----

// REF19-LABEL: func.func @cast_unsigned
func.func @cast_unsigned(%a: tensor<4xui8>) -> tensor<4xbf16> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<4xui8>'}}
  %0 = "tosa.cast"(%a) : (tensor<4xui8>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// REF19-LABEL: func.func @mul_i8_to_ui32
func.func @mul_i8_to_ui32(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xui32> {
  // expected-error @+1 {{'tosa.mul' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<4xui32>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xui32>
  return %0 : tensor<4xui32>
}

// -----

// REF19-LABEL: func.func @mul_ui8_to_i16
func.func @mul_ui8_to_i16(%a: tensor<4xui8>, %b: tensor<4xui8>) -> tensor<4xi16> {
  // expected-error @+1 {{'tosa.mul' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<4xui8>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// REF19-LABEL: func.func @clamp_uint_any_fp_attrs
func.func @clamp_uint_any_fp_attrs(%a: tensor<4xui8>) -> tensor<4xui8> {
  // expected-error @+1 {{'tosa.clamp' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<4xui8>'}}
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : bf16, max_fp = 1.0 : f32} : (tensor<4xui8>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}
