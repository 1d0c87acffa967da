// DELIBERATE DIFFERENCE from mlir-opt-19: the element-type combinations (and
// shapes) of positive-all.mlir's generation that mlir-opt-19's verifier
// accepts but tosa2linalg rejects, because its lowering does not support them
// (nor, mostly, does mlir-opt-19's: docs/op-rules.md, section 9):
// - element types outside i1, i8, i16, i32, i64, f16, bf16, f32, f64 (here
//   ui8..ui64): "must be tensor of <the types> values";
// - an element type of the wrong class for the op (float-only math on
//   integers, bitwise/shift ops on floats): "must be tensor of floating-point /
//   signless integer values";
// - tosa.cast between f16 and bf16, unranked and empty (0-size) tensors.
// One error per function, at the op (tosa2linalg reports them all in one run).
// RUN: %tosa2linalg --verify-diagnostics --verify-only %s
// Reference: mlir-opt-19 verifies every function.
// RUN: %mlir_opt_19 %s | FileCheck --check-prefix=REF19 %s

// REF19-LABEL: func.func @abs_ui8
func.func @abs_ui8(%a: tensor<2xui8>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.abs' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.abs"(%a) : (tensor<2xui8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @abs_ui16
func.func @abs_ui16(%a: tensor<2xui16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.abs' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.abs"(%a) : (tensor<2xui16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @abs_ui32
func.func @abs_ui32(%a: tensor<2xui32>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.abs' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.abs"(%a) : (tensor<2xui32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @abs_ui64
func.func @abs_ui64(%a: tensor<2xui64>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.abs' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.abs"(%a) : (tensor<2xui64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @bitwise_not_ui8
func.func @bitwise_not_ui8(%a: tensor<2xui8>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.bitwise_not' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.bitwise_not"(%a) : (tensor<2xui8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @bitwise_not_ui16
func.func @bitwise_not_ui16(%a: tensor<2xui16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.bitwise_not' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.bitwise_not"(%a) : (tensor<2xui16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @bitwise_not_ui32
func.func @bitwise_not_ui32(%a: tensor<2xui32>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.bitwise_not' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.bitwise_not"(%a) : (tensor<2xui32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @bitwise_not_ui64
func.func @bitwise_not_ui64(%a: tensor<2xui64>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.bitwise_not' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.bitwise_not"(%a) : (tensor<2xui64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @bitwise_not_f16
func.func @bitwise_not_f16(%a: tensor<2xf16>) -> tensor<2xf16> {
  // expected-error @+1 {{'tosa.bitwise_not' op operand #0 must be tensor of signless integer values, but got 'tensor<2xf16>'}}
  %0 = "tosa.bitwise_not"(%a) : (tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// REF19-LABEL: func.func @bitwise_not_bf16
func.func @bitwise_not_bf16(%a: tensor<2xbf16>) -> tensor<2xbf16> {
  // expected-error @+1 {{'tosa.bitwise_not' op operand #0 must be tensor of signless integer values, but got 'tensor<2xbf16>'}}
  %0 = "tosa.bitwise_not"(%a) : (tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// REF19-LABEL: func.func @bitwise_not_f32
func.func @bitwise_not_f32(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.bitwise_not' op operand #0 must be tensor of signless integer values, but got 'tensor<2xf32>'}}
  %0 = "tosa.bitwise_not"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// REF19-LABEL: func.func @bitwise_not_f64
func.func @bitwise_not_f64(%a: tensor<2xf64>) -> tensor<2xf64> {
  // expected-error @+1 {{'tosa.bitwise_not' op operand #0 must be tensor of signless integer values, but got 'tensor<2xf64>'}}
  %0 = "tosa.bitwise_not"(%a) : (tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// REF19-LABEL: func.func @ceil_i1
func.func @ceil_i1(%a: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error @+1 {{'tosa.ceil' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi1>'}}
  %0 = "tosa.ceil"(%a) : (tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// REF19-LABEL: func.func @ceil_i8
func.func @ceil_i8(%a: tensor<2xi8>) -> tensor<2xi8> {
  // expected-error @+1 {{'tosa.ceil' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi8>'}}
  %0 = "tosa.ceil"(%a) : (tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// REF19-LABEL: func.func @ceil_i16
func.func @ceil_i16(%a: tensor<2xi16>) -> tensor<2xi16> {
  // expected-error @+1 {{'tosa.ceil' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi16>'}}
  %0 = "tosa.ceil"(%a) : (tensor<2xi16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// REF19-LABEL: func.func @ceil_i32
func.func @ceil_i32(%a: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.ceil' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi32>'}}
  %0 = "tosa.ceil"(%a) : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// REF19-LABEL: func.func @ceil_i64
func.func @ceil_i64(%a: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{'tosa.ceil' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi64>'}}
  %0 = "tosa.ceil"(%a) : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// REF19-LABEL: func.func @ceil_ui8
func.func @ceil_ui8(%a: tensor<2xui8>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.ceil' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.ceil"(%a) : (tensor<2xui8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @ceil_ui16
func.func @ceil_ui16(%a: tensor<2xui16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.ceil' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.ceil"(%a) : (tensor<2xui16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @ceil_ui32
func.func @ceil_ui32(%a: tensor<2xui32>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.ceil' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.ceil"(%a) : (tensor<2xui32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @ceil_ui64
func.func @ceil_ui64(%a: tensor<2xui64>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.ceil' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.ceil"(%a) : (tensor<2xui64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @clz_ui8
func.func @clz_ui8(%a: tensor<2xui8>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.clz' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.clz"(%a) : (tensor<2xui8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @clz_ui16
func.func @clz_ui16(%a: tensor<2xui16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.clz' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.clz"(%a) : (tensor<2xui16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @clz_ui32
func.func @clz_ui32(%a: tensor<2xui32>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.clz' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.clz"(%a) : (tensor<2xui32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @clz_ui64
func.func @clz_ui64(%a: tensor<2xui64>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.clz' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.clz"(%a) : (tensor<2xui64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @clz_f16
func.func @clz_f16(%a: tensor<2xf16>) -> tensor<2xf16> {
  // expected-error @+1 {{'tosa.clz' op operand #0 must be tensor of signless integer values, but got 'tensor<2xf16>'}}
  %0 = "tosa.clz"(%a) : (tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// REF19-LABEL: func.func @clz_bf16
func.func @clz_bf16(%a: tensor<2xbf16>) -> tensor<2xbf16> {
  // expected-error @+1 {{'tosa.clz' op operand #0 must be tensor of signless integer values, but got 'tensor<2xbf16>'}}
  %0 = "tosa.clz"(%a) : (tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// REF19-LABEL: func.func @clz_f32
func.func @clz_f32(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.clz' op operand #0 must be tensor of signless integer values, but got 'tensor<2xf32>'}}
  %0 = "tosa.clz"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// REF19-LABEL: func.func @clz_f64
func.func @clz_f64(%a: tensor<2xf64>) -> tensor<2xf64> {
  // expected-error @+1 {{'tosa.clz' op operand #0 must be tensor of signless integer values, but got 'tensor<2xf64>'}}
  %0 = "tosa.clz"(%a) : (tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// REF19-LABEL: func.func @erf_i1
func.func @erf_i1(%a: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error @+1 {{'tosa.erf' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi1>'}}
  %0 = "tosa.erf"(%a) : (tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// REF19-LABEL: func.func @erf_i8
func.func @erf_i8(%a: tensor<2xi8>) -> tensor<2xi8> {
  // expected-error @+1 {{'tosa.erf' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi8>'}}
  %0 = "tosa.erf"(%a) : (tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// REF19-LABEL: func.func @erf_i16
func.func @erf_i16(%a: tensor<2xi16>) -> tensor<2xi16> {
  // expected-error @+1 {{'tosa.erf' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi16>'}}
  %0 = "tosa.erf"(%a) : (tensor<2xi16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// REF19-LABEL: func.func @erf_i32
func.func @erf_i32(%a: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.erf' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi32>'}}
  %0 = "tosa.erf"(%a) : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// REF19-LABEL: func.func @erf_i64
func.func @erf_i64(%a: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{'tosa.erf' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi64>'}}
  %0 = "tosa.erf"(%a) : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// REF19-LABEL: func.func @erf_ui8
func.func @erf_ui8(%a: tensor<2xui8>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.erf' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.erf"(%a) : (tensor<2xui8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @erf_ui16
func.func @erf_ui16(%a: tensor<2xui16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.erf' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.erf"(%a) : (tensor<2xui16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @erf_ui32
func.func @erf_ui32(%a: tensor<2xui32>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.erf' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.erf"(%a) : (tensor<2xui32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @erf_ui64
func.func @erf_ui64(%a: tensor<2xui64>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.erf' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.erf"(%a) : (tensor<2xui64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @exp_i1
func.func @exp_i1(%a: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error @+1 {{'tosa.exp' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi1>'}}
  %0 = "tosa.exp"(%a) : (tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// REF19-LABEL: func.func @exp_i8
func.func @exp_i8(%a: tensor<2xi8>) -> tensor<2xi8> {
  // expected-error @+1 {{'tosa.exp' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi8>'}}
  %0 = "tosa.exp"(%a) : (tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// REF19-LABEL: func.func @exp_i16
func.func @exp_i16(%a: tensor<2xi16>) -> tensor<2xi16> {
  // expected-error @+1 {{'tosa.exp' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi16>'}}
  %0 = "tosa.exp"(%a) : (tensor<2xi16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// REF19-LABEL: func.func @exp_i32
func.func @exp_i32(%a: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.exp' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi32>'}}
  %0 = "tosa.exp"(%a) : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// REF19-LABEL: func.func @exp_i64
func.func @exp_i64(%a: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{'tosa.exp' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi64>'}}
  %0 = "tosa.exp"(%a) : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// REF19-LABEL: func.func @exp_ui8
func.func @exp_ui8(%a: tensor<2xui8>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.exp' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.exp"(%a) : (tensor<2xui8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @exp_ui16
func.func @exp_ui16(%a: tensor<2xui16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.exp' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.exp"(%a) : (tensor<2xui16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @exp_ui32
func.func @exp_ui32(%a: tensor<2xui32>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.exp' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.exp"(%a) : (tensor<2xui32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @exp_ui64
func.func @exp_ui64(%a: tensor<2xui64>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.exp' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.exp"(%a) : (tensor<2xui64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @floor_i1
func.func @floor_i1(%a: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error @+1 {{'tosa.floor' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi1>'}}
  %0 = "tosa.floor"(%a) : (tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// REF19-LABEL: func.func @floor_i8
func.func @floor_i8(%a: tensor<2xi8>) -> tensor<2xi8> {
  // expected-error @+1 {{'tosa.floor' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi8>'}}
  %0 = "tosa.floor"(%a) : (tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// REF19-LABEL: func.func @floor_i16
func.func @floor_i16(%a: tensor<2xi16>) -> tensor<2xi16> {
  // expected-error @+1 {{'tosa.floor' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi16>'}}
  %0 = "tosa.floor"(%a) : (tensor<2xi16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// REF19-LABEL: func.func @floor_i32
func.func @floor_i32(%a: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.floor' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi32>'}}
  %0 = "tosa.floor"(%a) : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// REF19-LABEL: func.func @floor_i64
func.func @floor_i64(%a: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{'tosa.floor' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi64>'}}
  %0 = "tosa.floor"(%a) : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// REF19-LABEL: func.func @floor_ui8
func.func @floor_ui8(%a: tensor<2xui8>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.floor' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.floor"(%a) : (tensor<2xui8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @floor_ui16
func.func @floor_ui16(%a: tensor<2xui16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.floor' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.floor"(%a) : (tensor<2xui16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @floor_ui32
func.func @floor_ui32(%a: tensor<2xui32>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.floor' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.floor"(%a) : (tensor<2xui32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @floor_ui64
func.func @floor_ui64(%a: tensor<2xui64>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.floor' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.floor"(%a) : (tensor<2xui64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @log_i1
func.func @log_i1(%a: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error @+1 {{'tosa.log' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi1>'}}
  %0 = "tosa.log"(%a) : (tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// REF19-LABEL: func.func @log_i8
func.func @log_i8(%a: tensor<2xi8>) -> tensor<2xi8> {
  // expected-error @+1 {{'tosa.log' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi8>'}}
  %0 = "tosa.log"(%a) : (tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// REF19-LABEL: func.func @log_i16
func.func @log_i16(%a: tensor<2xi16>) -> tensor<2xi16> {
  // expected-error @+1 {{'tosa.log' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi16>'}}
  %0 = "tosa.log"(%a) : (tensor<2xi16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// REF19-LABEL: func.func @log_i32
func.func @log_i32(%a: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.log' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi32>'}}
  %0 = "tosa.log"(%a) : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// REF19-LABEL: func.func @log_i64
func.func @log_i64(%a: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{'tosa.log' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi64>'}}
  %0 = "tosa.log"(%a) : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// REF19-LABEL: func.func @log_ui8
func.func @log_ui8(%a: tensor<2xui8>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.log' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.log"(%a) : (tensor<2xui8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @log_ui16
func.func @log_ui16(%a: tensor<2xui16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.log' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.log"(%a) : (tensor<2xui16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @log_ui32
func.func @log_ui32(%a: tensor<2xui32>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.log' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.log"(%a) : (tensor<2xui32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @log_ui64
func.func @log_ui64(%a: tensor<2xui64>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.log' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.log"(%a) : (tensor<2xui64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @negate_ui8
func.func @negate_ui8(%a: tensor<2xui8>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.negate' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.negate"(%a) : (tensor<2xui8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @negate_ui16
func.func @negate_ui16(%a: tensor<2xui16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.negate' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.negate"(%a) : (tensor<2xui16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @negate_ui32
func.func @negate_ui32(%a: tensor<2xui32>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.negate' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.negate"(%a) : (tensor<2xui32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @negate_ui64
func.func @negate_ui64(%a: tensor<2xui64>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.negate' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.negate"(%a) : (tensor<2xui64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @reciprocal_i1
func.func @reciprocal_i1(%a: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error @+1 {{'tosa.reciprocal' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi1>'}}
  %0 = "tosa.reciprocal"(%a) : (tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// REF19-LABEL: func.func @reciprocal_i8
func.func @reciprocal_i8(%a: tensor<2xi8>) -> tensor<2xi8> {
  // expected-error @+1 {{'tosa.reciprocal' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi8>'}}
  %0 = "tosa.reciprocal"(%a) : (tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// REF19-LABEL: func.func @reciprocal_i16
func.func @reciprocal_i16(%a: tensor<2xi16>) -> tensor<2xi16> {
  // expected-error @+1 {{'tosa.reciprocal' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi16>'}}
  %0 = "tosa.reciprocal"(%a) : (tensor<2xi16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// REF19-LABEL: func.func @reciprocal_i32
func.func @reciprocal_i32(%a: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.reciprocal' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi32>'}}
  %0 = "tosa.reciprocal"(%a) : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// REF19-LABEL: func.func @reciprocal_i64
func.func @reciprocal_i64(%a: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{'tosa.reciprocal' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi64>'}}
  %0 = "tosa.reciprocal"(%a) : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// REF19-LABEL: func.func @reciprocal_ui8
func.func @reciprocal_ui8(%a: tensor<2xui8>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.reciprocal' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.reciprocal"(%a) : (tensor<2xui8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @reciprocal_ui16
func.func @reciprocal_ui16(%a: tensor<2xui16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.reciprocal' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.reciprocal"(%a) : (tensor<2xui16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @reciprocal_ui32
func.func @reciprocal_ui32(%a: tensor<2xui32>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.reciprocal' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.reciprocal"(%a) : (tensor<2xui32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @reciprocal_ui64
func.func @reciprocal_ui64(%a: tensor<2xui64>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.reciprocal' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.reciprocal"(%a) : (tensor<2xui64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @rsqrt_i1
func.func @rsqrt_i1(%a: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error @+1 {{'tosa.rsqrt' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi1>'}}
  %0 = "tosa.rsqrt"(%a) : (tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// REF19-LABEL: func.func @rsqrt_i8
func.func @rsqrt_i8(%a: tensor<2xi8>) -> tensor<2xi8> {
  // expected-error @+1 {{'tosa.rsqrt' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi8>'}}
  %0 = "tosa.rsqrt"(%a) : (tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// REF19-LABEL: func.func @rsqrt_i16
func.func @rsqrt_i16(%a: tensor<2xi16>) -> tensor<2xi16> {
  // expected-error @+1 {{'tosa.rsqrt' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi16>'}}
  %0 = "tosa.rsqrt"(%a) : (tensor<2xi16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// REF19-LABEL: func.func @rsqrt_i32
func.func @rsqrt_i32(%a: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.rsqrt' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi32>'}}
  %0 = "tosa.rsqrt"(%a) : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// REF19-LABEL: func.func @rsqrt_i64
func.func @rsqrt_i64(%a: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{'tosa.rsqrt' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi64>'}}
  %0 = "tosa.rsqrt"(%a) : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// REF19-LABEL: func.func @rsqrt_ui8
func.func @rsqrt_ui8(%a: tensor<2xui8>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.rsqrt' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.rsqrt"(%a) : (tensor<2xui8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @rsqrt_ui16
func.func @rsqrt_ui16(%a: tensor<2xui16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.rsqrt' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.rsqrt"(%a) : (tensor<2xui16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @rsqrt_ui32
func.func @rsqrt_ui32(%a: tensor<2xui32>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.rsqrt' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.rsqrt"(%a) : (tensor<2xui32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @rsqrt_ui64
func.func @rsqrt_ui64(%a: tensor<2xui64>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.rsqrt' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.rsqrt"(%a) : (tensor<2xui64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @sigmoid_i1
func.func @sigmoid_i1(%a: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error @+1 {{'tosa.sigmoid' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi1>'}}
  %0 = "tosa.sigmoid"(%a) : (tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// REF19-LABEL: func.func @sigmoid_i8
func.func @sigmoid_i8(%a: tensor<2xi8>) -> tensor<2xi8> {
  // expected-error @+1 {{'tosa.sigmoid' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi8>'}}
  %0 = "tosa.sigmoid"(%a) : (tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// REF19-LABEL: func.func @sigmoid_i16
func.func @sigmoid_i16(%a: tensor<2xi16>) -> tensor<2xi16> {
  // expected-error @+1 {{'tosa.sigmoid' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi16>'}}
  %0 = "tosa.sigmoid"(%a) : (tensor<2xi16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// REF19-LABEL: func.func @sigmoid_i32
func.func @sigmoid_i32(%a: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.sigmoid' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi32>'}}
  %0 = "tosa.sigmoid"(%a) : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// REF19-LABEL: func.func @sigmoid_i64
func.func @sigmoid_i64(%a: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{'tosa.sigmoid' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi64>'}}
  %0 = "tosa.sigmoid"(%a) : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// REF19-LABEL: func.func @sigmoid_ui8
func.func @sigmoid_ui8(%a: tensor<2xui8>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.sigmoid' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.sigmoid"(%a) : (tensor<2xui8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @sigmoid_ui16
func.func @sigmoid_ui16(%a: tensor<2xui16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.sigmoid' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.sigmoid"(%a) : (tensor<2xui16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @sigmoid_ui32
func.func @sigmoid_ui32(%a: tensor<2xui32>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.sigmoid' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.sigmoid"(%a) : (tensor<2xui32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @sigmoid_ui64
func.func @sigmoid_ui64(%a: tensor<2xui64>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.sigmoid' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.sigmoid"(%a) : (tensor<2xui64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @tanh_i1
func.func @tanh_i1(%a: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error @+1 {{'tosa.tanh' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi1>'}}
  %0 = "tosa.tanh"(%a) : (tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// REF19-LABEL: func.func @tanh_i8
func.func @tanh_i8(%a: tensor<2xi8>) -> tensor<2xi8> {
  // expected-error @+1 {{'tosa.tanh' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi8>'}}
  %0 = "tosa.tanh"(%a) : (tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// REF19-LABEL: func.func @tanh_i16
func.func @tanh_i16(%a: tensor<2xi16>) -> tensor<2xi16> {
  // expected-error @+1 {{'tosa.tanh' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi16>'}}
  %0 = "tosa.tanh"(%a) : (tensor<2xi16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// REF19-LABEL: func.func @tanh_i32
func.func @tanh_i32(%a: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.tanh' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi32>'}}
  %0 = "tosa.tanh"(%a) : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// REF19-LABEL: func.func @tanh_i64
func.func @tanh_i64(%a: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{'tosa.tanh' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi64>'}}
  %0 = "tosa.tanh"(%a) : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// REF19-LABEL: func.func @tanh_ui8
func.func @tanh_ui8(%a: tensor<2xui8>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.tanh' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.tanh"(%a) : (tensor<2xui8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @tanh_ui16
func.func @tanh_ui16(%a: tensor<2xui16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.tanh' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.tanh"(%a) : (tensor<2xui16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @tanh_ui32
func.func @tanh_ui32(%a: tensor<2xui32>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.tanh' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.tanh"(%a) : (tensor<2xui32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @tanh_ui64
func.func @tanh_ui64(%a: tensor<2xui64>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.tanh' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.tanh"(%a) : (tensor<2xui64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @add_ui8
func.func @add_ui8(%a: tensor<2xui8>, %b: tensor<2xui8>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.add' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.add"(%a, %b) : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @add_ui16
func.func @add_ui16(%a: tensor<2xui16>, %b: tensor<2xui16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.add' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.add"(%a, %b) : (tensor<2xui16>, tensor<2xui16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @add_ui32
func.func @add_ui32(%a: tensor<2xui32>, %b: tensor<2xui32>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.add' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.add"(%a, %b) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @add_ui64
func.func @add_ui64(%a: tensor<2xui64>, %b: tensor<2xui64>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.add' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.add"(%a, %b) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @arithmetic_right_shift_ui8
func.func @arithmetic_right_shift_ui8(%a: tensor<2xui8>, %b: tensor<2xui8>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.arithmetic_right_shift' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.arithmetic_right_shift"(%a, %b) {round = false} : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @arithmetic_right_shift_ui16
func.func @arithmetic_right_shift_ui16(%a: tensor<2xui16>, %b: tensor<2xui16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.arithmetic_right_shift' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.arithmetic_right_shift"(%a, %b) {round = false} : (tensor<2xui16>, tensor<2xui16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @arithmetic_right_shift_ui32
func.func @arithmetic_right_shift_ui32(%a: tensor<2xui32>, %b: tensor<2xui32>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.arithmetic_right_shift' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.arithmetic_right_shift"(%a, %b) {round = false} : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @arithmetic_right_shift_ui64
func.func @arithmetic_right_shift_ui64(%a: tensor<2xui64>, %b: tensor<2xui64>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.arithmetic_right_shift' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.arithmetic_right_shift"(%a, %b) {round = false} : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @arithmetic_right_shift_f16
func.func @arithmetic_right_shift_f16(%a: tensor<2xf16>, %b: tensor<2xf16>) -> tensor<2xf16> {
  // expected-error @+1 {{'tosa.arithmetic_right_shift' op operand #0 must be tensor of signless integer values, but got 'tensor<2xf16>'}}
  %0 = "tosa.arithmetic_right_shift"(%a, %b) {round = false} : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// REF19-LABEL: func.func @arithmetic_right_shift_bf16
func.func @arithmetic_right_shift_bf16(%a: tensor<2xbf16>, %b: tensor<2xbf16>) -> tensor<2xbf16> {
  // expected-error @+1 {{'tosa.arithmetic_right_shift' op operand #0 must be tensor of signless integer values, but got 'tensor<2xbf16>'}}
  %0 = "tosa.arithmetic_right_shift"(%a, %b) {round = false} : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// REF19-LABEL: func.func @arithmetic_right_shift_f32
func.func @arithmetic_right_shift_f32(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.arithmetic_right_shift' op operand #0 must be tensor of signless integer values, but got 'tensor<2xf32>'}}
  %0 = "tosa.arithmetic_right_shift"(%a, %b) {round = false} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// REF19-LABEL: func.func @arithmetic_right_shift_f64
func.func @arithmetic_right_shift_f64(%a: tensor<2xf64>, %b: tensor<2xf64>) -> tensor<2xf64> {
  // expected-error @+1 {{'tosa.arithmetic_right_shift' op operand #0 must be tensor of signless integer values, but got 'tensor<2xf64>'}}
  %0 = "tosa.arithmetic_right_shift"(%a, %b) {round = false} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// REF19-LABEL: func.func @bitwise_and_ui8
func.func @bitwise_and_ui8(%a: tensor<2xui8>, %b: tensor<2xui8>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.bitwise_and' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.bitwise_and"(%a, %b) : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @bitwise_and_ui16
func.func @bitwise_and_ui16(%a: tensor<2xui16>, %b: tensor<2xui16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.bitwise_and' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.bitwise_and"(%a, %b) : (tensor<2xui16>, tensor<2xui16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @bitwise_and_ui32
func.func @bitwise_and_ui32(%a: tensor<2xui32>, %b: tensor<2xui32>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.bitwise_and' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.bitwise_and"(%a, %b) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @bitwise_and_ui64
func.func @bitwise_and_ui64(%a: tensor<2xui64>, %b: tensor<2xui64>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.bitwise_and' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.bitwise_and"(%a, %b) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @bitwise_and_f16
func.func @bitwise_and_f16(%a: tensor<2xf16>, %b: tensor<2xf16>) -> tensor<2xf16> {
  // expected-error @+1 {{'tosa.bitwise_and' op operand #0 must be tensor of signless integer values, but got 'tensor<2xf16>'}}
  %0 = "tosa.bitwise_and"(%a, %b) : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// REF19-LABEL: func.func @bitwise_and_bf16
func.func @bitwise_and_bf16(%a: tensor<2xbf16>, %b: tensor<2xbf16>) -> tensor<2xbf16> {
  // expected-error @+1 {{'tosa.bitwise_and' op operand #0 must be tensor of signless integer values, but got 'tensor<2xbf16>'}}
  %0 = "tosa.bitwise_and"(%a, %b) : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// REF19-LABEL: func.func @bitwise_and_f32
func.func @bitwise_and_f32(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.bitwise_and' op operand #0 must be tensor of signless integer values, but got 'tensor<2xf32>'}}
  %0 = "tosa.bitwise_and"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// REF19-LABEL: func.func @bitwise_and_f64
func.func @bitwise_and_f64(%a: tensor<2xf64>, %b: tensor<2xf64>) -> tensor<2xf64> {
  // expected-error @+1 {{'tosa.bitwise_and' op operand #0 must be tensor of signless integer values, but got 'tensor<2xf64>'}}
  %0 = "tosa.bitwise_and"(%a, %b) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// REF19-LABEL: func.func @bitwise_or_ui8
func.func @bitwise_or_ui8(%a: tensor<2xui8>, %b: tensor<2xui8>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.bitwise_or' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.bitwise_or"(%a, %b) : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @bitwise_or_ui16
func.func @bitwise_or_ui16(%a: tensor<2xui16>, %b: tensor<2xui16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.bitwise_or' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.bitwise_or"(%a, %b) : (tensor<2xui16>, tensor<2xui16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @bitwise_or_ui32
func.func @bitwise_or_ui32(%a: tensor<2xui32>, %b: tensor<2xui32>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.bitwise_or' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.bitwise_or"(%a, %b) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @bitwise_or_ui64
func.func @bitwise_or_ui64(%a: tensor<2xui64>, %b: tensor<2xui64>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.bitwise_or' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.bitwise_or"(%a, %b) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @bitwise_or_f16
func.func @bitwise_or_f16(%a: tensor<2xf16>, %b: tensor<2xf16>) -> tensor<2xf16> {
  // expected-error @+1 {{'tosa.bitwise_or' op operand #0 must be tensor of signless integer values, but got 'tensor<2xf16>'}}
  %0 = "tosa.bitwise_or"(%a, %b) : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// REF19-LABEL: func.func @bitwise_or_bf16
func.func @bitwise_or_bf16(%a: tensor<2xbf16>, %b: tensor<2xbf16>) -> tensor<2xbf16> {
  // expected-error @+1 {{'tosa.bitwise_or' op operand #0 must be tensor of signless integer values, but got 'tensor<2xbf16>'}}
  %0 = "tosa.bitwise_or"(%a, %b) : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// REF19-LABEL: func.func @bitwise_or_f32
func.func @bitwise_or_f32(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.bitwise_or' op operand #0 must be tensor of signless integer values, but got 'tensor<2xf32>'}}
  %0 = "tosa.bitwise_or"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// REF19-LABEL: func.func @bitwise_or_f64
func.func @bitwise_or_f64(%a: tensor<2xf64>, %b: tensor<2xf64>) -> tensor<2xf64> {
  // expected-error @+1 {{'tosa.bitwise_or' op operand #0 must be tensor of signless integer values, but got 'tensor<2xf64>'}}
  %0 = "tosa.bitwise_or"(%a, %b) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// REF19-LABEL: func.func @bitwise_xor_ui8
func.func @bitwise_xor_ui8(%a: tensor<2xui8>, %b: tensor<2xui8>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.bitwise_xor' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.bitwise_xor"(%a, %b) : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @bitwise_xor_ui16
func.func @bitwise_xor_ui16(%a: tensor<2xui16>, %b: tensor<2xui16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.bitwise_xor' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.bitwise_xor"(%a, %b) : (tensor<2xui16>, tensor<2xui16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @bitwise_xor_ui32
func.func @bitwise_xor_ui32(%a: tensor<2xui32>, %b: tensor<2xui32>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.bitwise_xor' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.bitwise_xor"(%a, %b) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @bitwise_xor_ui64
func.func @bitwise_xor_ui64(%a: tensor<2xui64>, %b: tensor<2xui64>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.bitwise_xor' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.bitwise_xor"(%a, %b) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @bitwise_xor_f16
func.func @bitwise_xor_f16(%a: tensor<2xf16>, %b: tensor<2xf16>) -> tensor<2xf16> {
  // expected-error @+1 {{'tosa.bitwise_xor' op operand #0 must be tensor of signless integer values, but got 'tensor<2xf16>'}}
  %0 = "tosa.bitwise_xor"(%a, %b) : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// REF19-LABEL: func.func @bitwise_xor_bf16
func.func @bitwise_xor_bf16(%a: tensor<2xbf16>, %b: tensor<2xbf16>) -> tensor<2xbf16> {
  // expected-error @+1 {{'tosa.bitwise_xor' op operand #0 must be tensor of signless integer values, but got 'tensor<2xbf16>'}}
  %0 = "tosa.bitwise_xor"(%a, %b) : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// REF19-LABEL: func.func @bitwise_xor_f32
func.func @bitwise_xor_f32(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.bitwise_xor' op operand #0 must be tensor of signless integer values, but got 'tensor<2xf32>'}}
  %0 = "tosa.bitwise_xor"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// REF19-LABEL: func.func @bitwise_xor_f64
func.func @bitwise_xor_f64(%a: tensor<2xf64>, %b: tensor<2xf64>) -> tensor<2xf64> {
  // expected-error @+1 {{'tosa.bitwise_xor' op operand #0 must be tensor of signless integer values, but got 'tensor<2xf64>'}}
  %0 = "tosa.bitwise_xor"(%a, %b) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// REF19-LABEL: func.func @logical_left_shift_ui8
func.func @logical_left_shift_ui8(%a: tensor<2xui8>, %b: tensor<2xui8>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.logical_left_shift' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.logical_left_shift"(%a, %b) : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @logical_left_shift_ui16
func.func @logical_left_shift_ui16(%a: tensor<2xui16>, %b: tensor<2xui16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.logical_left_shift' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.logical_left_shift"(%a, %b) : (tensor<2xui16>, tensor<2xui16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @logical_left_shift_ui32
func.func @logical_left_shift_ui32(%a: tensor<2xui32>, %b: tensor<2xui32>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.logical_left_shift' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.logical_left_shift"(%a, %b) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @logical_left_shift_ui64
func.func @logical_left_shift_ui64(%a: tensor<2xui64>, %b: tensor<2xui64>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.logical_left_shift' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.logical_left_shift"(%a, %b) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @logical_left_shift_f16
func.func @logical_left_shift_f16(%a: tensor<2xf16>, %b: tensor<2xf16>) -> tensor<2xf16> {
  // expected-error @+1 {{'tosa.logical_left_shift' op operand #0 must be tensor of signless integer values, but got 'tensor<2xf16>'}}
  %0 = "tosa.logical_left_shift"(%a, %b) : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// REF19-LABEL: func.func @logical_left_shift_bf16
func.func @logical_left_shift_bf16(%a: tensor<2xbf16>, %b: tensor<2xbf16>) -> tensor<2xbf16> {
  // expected-error @+1 {{'tosa.logical_left_shift' op operand #0 must be tensor of signless integer values, but got 'tensor<2xbf16>'}}
  %0 = "tosa.logical_left_shift"(%a, %b) : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// REF19-LABEL: func.func @logical_left_shift_f32
func.func @logical_left_shift_f32(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.logical_left_shift' op operand #0 must be tensor of signless integer values, but got 'tensor<2xf32>'}}
  %0 = "tosa.logical_left_shift"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// REF19-LABEL: func.func @logical_left_shift_f64
func.func @logical_left_shift_f64(%a: tensor<2xf64>, %b: tensor<2xf64>) -> tensor<2xf64> {
  // expected-error @+1 {{'tosa.logical_left_shift' op operand #0 must be tensor of signless integer values, but got 'tensor<2xf64>'}}
  %0 = "tosa.logical_left_shift"(%a, %b) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// REF19-LABEL: func.func @logical_right_shift_ui8
func.func @logical_right_shift_ui8(%a: tensor<2xui8>, %b: tensor<2xui8>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.logical_right_shift' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.logical_right_shift"(%a, %b) : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @logical_right_shift_ui16
func.func @logical_right_shift_ui16(%a: tensor<2xui16>, %b: tensor<2xui16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.logical_right_shift' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.logical_right_shift"(%a, %b) : (tensor<2xui16>, tensor<2xui16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @logical_right_shift_ui32
func.func @logical_right_shift_ui32(%a: tensor<2xui32>, %b: tensor<2xui32>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.logical_right_shift' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.logical_right_shift"(%a, %b) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @logical_right_shift_ui64
func.func @logical_right_shift_ui64(%a: tensor<2xui64>, %b: tensor<2xui64>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.logical_right_shift' op operand #0 must be tensor of i1, i8, i16, i32 or i64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.logical_right_shift"(%a, %b) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @logical_right_shift_f16
func.func @logical_right_shift_f16(%a: tensor<2xf16>, %b: tensor<2xf16>) -> tensor<2xf16> {
  // expected-error @+1 {{'tosa.logical_right_shift' op operand #0 must be tensor of signless integer values, but got 'tensor<2xf16>'}}
  %0 = "tosa.logical_right_shift"(%a, %b) : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// REF19-LABEL: func.func @logical_right_shift_bf16
func.func @logical_right_shift_bf16(%a: tensor<2xbf16>, %b: tensor<2xbf16>) -> tensor<2xbf16> {
  // expected-error @+1 {{'tosa.logical_right_shift' op operand #0 must be tensor of signless integer values, but got 'tensor<2xbf16>'}}
  %0 = "tosa.logical_right_shift"(%a, %b) : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// REF19-LABEL: func.func @logical_right_shift_f32
func.func @logical_right_shift_f32(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.logical_right_shift' op operand #0 must be tensor of signless integer values, but got 'tensor<2xf32>'}}
  %0 = "tosa.logical_right_shift"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// REF19-LABEL: func.func @logical_right_shift_f64
func.func @logical_right_shift_f64(%a: tensor<2xf64>, %b: tensor<2xf64>) -> tensor<2xf64> {
  // expected-error @+1 {{'tosa.logical_right_shift' op operand #0 must be tensor of signless integer values, but got 'tensor<2xf64>'}}
  %0 = "tosa.logical_right_shift"(%a, %b) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// REF19-LABEL: func.func @maximum_ui8
func.func @maximum_ui8(%a: tensor<2xui8>, %b: tensor<2xui8>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.maximum' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.maximum"(%a, %b) : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @maximum_ui16
func.func @maximum_ui16(%a: tensor<2xui16>, %b: tensor<2xui16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.maximum' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.maximum"(%a, %b) : (tensor<2xui16>, tensor<2xui16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @maximum_ui32
func.func @maximum_ui32(%a: tensor<2xui32>, %b: tensor<2xui32>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.maximum' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.maximum"(%a, %b) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @maximum_ui64
func.func @maximum_ui64(%a: tensor<2xui64>, %b: tensor<2xui64>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.maximum' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.maximum"(%a, %b) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @minimum_ui8
func.func @minimum_ui8(%a: tensor<2xui8>, %b: tensor<2xui8>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.minimum' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.minimum"(%a, %b) : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @minimum_ui16
func.func @minimum_ui16(%a: tensor<2xui16>, %b: tensor<2xui16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.minimum' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.minimum"(%a, %b) : (tensor<2xui16>, tensor<2xui16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @minimum_ui32
func.func @minimum_ui32(%a: tensor<2xui32>, %b: tensor<2xui32>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.minimum' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.minimum"(%a, %b) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @minimum_ui64
func.func @minimum_ui64(%a: tensor<2xui64>, %b: tensor<2xui64>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.minimum' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.minimum"(%a, %b) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @pow_i1
func.func @pow_i1(%a: tensor<2xi1>, %b: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error @+1 {{'tosa.pow' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi1>'}}
  %0 = "tosa.pow"(%a, %b) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// REF19-LABEL: func.func @pow_i8
func.func @pow_i8(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xi8> {
  // expected-error @+1 {{'tosa.pow' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi8>'}}
  %0 = "tosa.pow"(%a, %b) : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// REF19-LABEL: func.func @pow_i16
func.func @pow_i16(%a: tensor<2xi16>, %b: tensor<2xi16>) -> tensor<2xi16> {
  // expected-error @+1 {{'tosa.pow' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi16>'}}
  %0 = "tosa.pow"(%a, %b) : (tensor<2xi16>, tensor<2xi16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// REF19-LABEL: func.func @pow_i32
func.func @pow_i32(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.pow' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi32>'}}
  %0 = "tosa.pow"(%a, %b) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// REF19-LABEL: func.func @pow_i64
func.func @pow_i64(%a: tensor<2xi64>, %b: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{'tosa.pow' op operand #0 must be tensor of floating-point values, but got 'tensor<2xi64>'}}
  %0 = "tosa.pow"(%a, %b) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// REF19-LABEL: func.func @pow_ui8
func.func @pow_ui8(%a: tensor<2xui8>, %b: tensor<2xui8>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.pow' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.pow"(%a, %b) : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @pow_ui16
func.func @pow_ui16(%a: tensor<2xui16>, %b: tensor<2xui16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.pow' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.pow"(%a, %b) : (tensor<2xui16>, tensor<2xui16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @pow_ui32
func.func @pow_ui32(%a: tensor<2xui32>, %b: tensor<2xui32>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.pow' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.pow"(%a, %b) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @pow_ui64
func.func @pow_ui64(%a: tensor<2xui64>, %b: tensor<2xui64>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.pow' op operand #0 must be tensor of f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.pow"(%a, %b) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @sub_ui8
func.func @sub_ui8(%a: tensor<2xui8>, %b: tensor<2xui8>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.sub' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.sub"(%a, %b) : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @sub_ui16
func.func @sub_ui16(%a: tensor<2xui16>, %b: tensor<2xui16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.sub' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.sub"(%a, %b) : (tensor<2xui16>, tensor<2xui16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @sub_ui32
func.func @sub_ui32(%a: tensor<2xui32>, %b: tensor<2xui32>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.sub' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.sub"(%a, %b) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @sub_ui64
func.func @sub_ui64(%a: tensor<2xui64>, %b: tensor<2xui64>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.sub' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.sub"(%a, %b) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @equal_ui8
func.func @equal_ui8(%a: tensor<2xui8>, %b: tensor<2xui8>) -> tensor<2xi1> {
  // expected-error @+1 {{'tosa.equal' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.equal"(%a, %b) : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// REF19-LABEL: func.func @equal_ui16
func.func @equal_ui16(%a: tensor<2xui16>, %b: tensor<2xui16>) -> tensor<2xi1> {
  // expected-error @+1 {{'tosa.equal' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.equal"(%a, %b) : (tensor<2xui16>, tensor<2xui16>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// REF19-LABEL: func.func @equal_ui32
func.func @equal_ui32(%a: tensor<2xui32>, %b: tensor<2xui32>) -> tensor<2xi1> {
  // expected-error @+1 {{'tosa.equal' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.equal"(%a, %b) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// REF19-LABEL: func.func @equal_ui64
func.func @equal_ui64(%a: tensor<2xui64>, %b: tensor<2xui64>) -> tensor<2xi1> {
  // expected-error @+1 {{'tosa.equal' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.equal"(%a, %b) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// REF19-LABEL: func.func @greater_ui8
func.func @greater_ui8(%a: tensor<2xui8>, %b: tensor<2xui8>) -> tensor<2xi1> {
  // expected-error @+1 {{'tosa.greater' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.greater"(%a, %b) : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// REF19-LABEL: func.func @greater_ui16
func.func @greater_ui16(%a: tensor<2xui16>, %b: tensor<2xui16>) -> tensor<2xi1> {
  // expected-error @+1 {{'tosa.greater' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.greater"(%a, %b) : (tensor<2xui16>, tensor<2xui16>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// REF19-LABEL: func.func @greater_ui32
func.func @greater_ui32(%a: tensor<2xui32>, %b: tensor<2xui32>) -> tensor<2xi1> {
  // expected-error @+1 {{'tosa.greater' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.greater"(%a, %b) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// REF19-LABEL: func.func @greater_ui64
func.func @greater_ui64(%a: tensor<2xui64>, %b: tensor<2xui64>) -> tensor<2xi1> {
  // expected-error @+1 {{'tosa.greater' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.greater"(%a, %b) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// REF19-LABEL: func.func @greater_equal_ui8
func.func @greater_equal_ui8(%a: tensor<2xui8>, %b: tensor<2xui8>) -> tensor<2xi1> {
  // expected-error @+1 {{'tosa.greater_equal' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.greater_equal"(%a, %b) : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// REF19-LABEL: func.func @greater_equal_ui16
func.func @greater_equal_ui16(%a: tensor<2xui16>, %b: tensor<2xui16>) -> tensor<2xi1> {
  // expected-error @+1 {{'tosa.greater_equal' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.greater_equal"(%a, %b) : (tensor<2xui16>, tensor<2xui16>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// REF19-LABEL: func.func @greater_equal_ui32
func.func @greater_equal_ui32(%a: tensor<2xui32>, %b: tensor<2xui32>) -> tensor<2xi1> {
  // expected-error @+1 {{'tosa.greater_equal' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.greater_equal"(%a, %b) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// REF19-LABEL: func.func @greater_equal_ui64
func.func @greater_equal_ui64(%a: tensor<2xui64>, %b: tensor<2xui64>) -> tensor<2xi1> {
  // expected-error @+1 {{'tosa.greater_equal' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.greater_equal"(%a, %b) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// REF19-LABEL: func.func @mul_i1_to_ui8
func.func @mul_i1_to_ui8(%a: tensor<2xi1>, %b: tensor<2xi1>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.mul' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @mul_i1_to_ui16
func.func @mul_i1_to_ui16(%a: tensor<2xi1>, %b: tensor<2xi1>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.mul' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @mul_i1_to_ui32
func.func @mul_i1_to_ui32(%a: tensor<2xi1>, %b: tensor<2xi1>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.mul' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @mul_i1_to_ui64
func.func @mul_i1_to_ui64(%a: tensor<2xi1>, %b: tensor<2xi1>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.mul' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @mul_i8_to_ui8
func.func @mul_i8_to_ui8(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.mul' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @mul_i8_to_ui16
func.func @mul_i8_to_ui16(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.mul' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @mul_i8_to_ui32
func.func @mul_i8_to_ui32(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.mul' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @mul_i8_to_ui64
func.func @mul_i8_to_ui64(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.mul' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @mul_i16_to_ui16
func.func @mul_i16_to_ui16(%a: tensor<2xi16>, %b: tensor<2xi16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.mul' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xi16>, tensor<2xi16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @mul_i16_to_ui32
func.func @mul_i16_to_ui32(%a: tensor<2xi16>, %b: tensor<2xi16>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.mul' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xi16>, tensor<2xi16>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @mul_i16_to_ui64
func.func @mul_i16_to_ui64(%a: tensor<2xi16>, %b: tensor<2xi16>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.mul' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xi16>, tensor<2xi16>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @mul_i32_to_ui32
func.func @mul_i32_to_ui32(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.mul' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @mul_i32_to_ui64
func.func @mul_i32_to_ui64(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.mul' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @mul_i64_to_ui64
func.func @mul_i64_to_ui64(%a: tensor<2xi64>, %b: tensor<2xi64>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.mul' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @mul_ui8_to_i8
func.func @mul_ui8_to_i8(%a: tensor<2xui8>, %b: tensor<2xui8>) -> tensor<2xi8> {
  // expected-error @+1 {{'tosa.mul' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// REF19-LABEL: func.func @mul_ui8_to_i16
func.func @mul_ui8_to_i16(%a: tensor<2xui8>, %b: tensor<2xui8>) -> tensor<2xi16> {
  // expected-error @+1 {{'tosa.mul' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// REF19-LABEL: func.func @mul_ui8_to_i32
func.func @mul_ui8_to_i32(%a: tensor<2xui8>, %b: tensor<2xui8>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.mul' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// REF19-LABEL: func.func @mul_ui8_to_i64
func.func @mul_ui8_to_i64(%a: tensor<2xui8>, %b: tensor<2xui8>) -> tensor<2xi64> {
  // expected-error @+1 {{'tosa.mul' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// REF19-LABEL: func.func @mul_ui8_to_ui8
func.func @mul_ui8_to_ui8(%a: tensor<2xui8>, %b: tensor<2xui8>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.mul' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @mul_ui8_to_ui16
func.func @mul_ui8_to_ui16(%a: tensor<2xui8>, %b: tensor<2xui8>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.mul' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @mul_ui8_to_ui32
func.func @mul_ui8_to_ui32(%a: tensor<2xui8>, %b: tensor<2xui8>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.mul' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @mul_ui8_to_ui64
func.func @mul_ui8_to_ui64(%a: tensor<2xui8>, %b: tensor<2xui8>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.mul' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @mul_ui16_to_i16
func.func @mul_ui16_to_i16(%a: tensor<2xui16>, %b: tensor<2xui16>) -> tensor<2xi16> {
  // expected-error @+1 {{'tosa.mul' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xui16>, tensor<2xui16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// REF19-LABEL: func.func @mul_ui16_to_i32
func.func @mul_ui16_to_i32(%a: tensor<2xui16>, %b: tensor<2xui16>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.mul' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xui16>, tensor<2xui16>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// REF19-LABEL: func.func @mul_ui16_to_i64
func.func @mul_ui16_to_i64(%a: tensor<2xui16>, %b: tensor<2xui16>) -> tensor<2xi64> {
  // expected-error @+1 {{'tosa.mul' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xui16>, tensor<2xui16>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// REF19-LABEL: func.func @mul_ui16_to_ui16
func.func @mul_ui16_to_ui16(%a: tensor<2xui16>, %b: tensor<2xui16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.mul' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xui16>, tensor<2xui16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @mul_ui16_to_ui32
func.func @mul_ui16_to_ui32(%a: tensor<2xui16>, %b: tensor<2xui16>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.mul' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xui16>, tensor<2xui16>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @mul_ui16_to_ui64
func.func @mul_ui16_to_ui64(%a: tensor<2xui16>, %b: tensor<2xui16>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.mul' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xui16>, tensor<2xui16>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @mul_ui32_to_i32
func.func @mul_ui32_to_i32(%a: tensor<2xui32>, %b: tensor<2xui32>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.mul' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// REF19-LABEL: func.func @mul_ui32_to_i64
func.func @mul_ui32_to_i64(%a: tensor<2xui32>, %b: tensor<2xui32>) -> tensor<2xi64> {
  // expected-error @+1 {{'tosa.mul' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// REF19-LABEL: func.func @mul_ui32_to_ui32
func.func @mul_ui32_to_ui32(%a: tensor<2xui32>, %b: tensor<2xui32>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.mul' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @mul_ui32_to_ui64
func.func @mul_ui32_to_ui64(%a: tensor<2xui32>, %b: tensor<2xui32>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.mul' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @mul_ui64_to_i64
func.func @mul_ui64_to_i64(%a: tensor<2xui64>, %b: tensor<2xui64>) -> tensor<2xi64> {
  // expected-error @+1 {{'tosa.mul' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// REF19-LABEL: func.func @mul_ui64_to_ui64
func.func @mul_ui64_to_ui64(%a: tensor<2xui64>, %b: tensor<2xui64>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.mul' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @clamp_ui8
func.func @clamp_ui8(%a: tensor<2xui8>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.clamp' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<2xui8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @clamp_ui16
func.func @clamp_ui16(%a: tensor<2xui16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.clamp' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<2xui16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @clamp_ui32
func.func @clamp_ui32(%a: tensor<2xui32>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.clamp' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<2xui32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @clamp_ui64
func.func @clamp_ui64(%a: tensor<2xui64>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.clamp' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<2xui64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @cast_i1_to_ui8
func.func @cast_i1_to_ui8(%a: tensor<2xi1>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xi1>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @cast_i1_to_ui16
func.func @cast_i1_to_ui16(%a: tensor<2xi1>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xi1>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @cast_i1_to_ui32
func.func @cast_i1_to_ui32(%a: tensor<2xi1>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xi1>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @cast_i1_to_ui64
func.func @cast_i1_to_ui64(%a: tensor<2xi1>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xi1>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @cast_i8_to_ui8
func.func @cast_i8_to_ui8(%a: tensor<2xi8>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xi8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @cast_i8_to_ui16
func.func @cast_i8_to_ui16(%a: tensor<2xi8>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xi8>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @cast_i8_to_ui32
func.func @cast_i8_to_ui32(%a: tensor<2xi8>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xi8>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @cast_i8_to_ui64
func.func @cast_i8_to_ui64(%a: tensor<2xi8>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xi8>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @cast_i16_to_ui8
func.func @cast_i16_to_ui8(%a: tensor<2xi16>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xi16>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @cast_i16_to_ui16
func.func @cast_i16_to_ui16(%a: tensor<2xi16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xi16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @cast_i16_to_ui32
func.func @cast_i16_to_ui32(%a: tensor<2xi16>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xi16>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @cast_i16_to_ui64
func.func @cast_i16_to_ui64(%a: tensor<2xi16>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xi16>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @cast_i32_to_ui8
func.func @cast_i32_to_ui8(%a: tensor<2xi32>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xi32>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @cast_i32_to_ui16
func.func @cast_i32_to_ui16(%a: tensor<2xi32>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xi32>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @cast_i32_to_ui32
func.func @cast_i32_to_ui32(%a: tensor<2xi32>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xi32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @cast_i32_to_ui64
func.func @cast_i32_to_ui64(%a: tensor<2xi32>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xi32>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @cast_i64_to_ui8
func.func @cast_i64_to_ui8(%a: tensor<2xi64>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xi64>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @cast_i64_to_ui16
func.func @cast_i64_to_ui16(%a: tensor<2xi64>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xi64>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @cast_i64_to_ui32
func.func @cast_i64_to_ui32(%a: tensor<2xi64>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xi64>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @cast_i64_to_ui64
func.func @cast_i64_to_ui64(%a: tensor<2xi64>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xi64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @cast_ui8_to_i1
func.func @cast_ui8_to_i1(%a: tensor<2xui8>) -> tensor<2xi1> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui8>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// REF19-LABEL: func.func @cast_ui8_to_i8
func.func @cast_ui8_to_i8(%a: tensor<2xui8>) -> tensor<2xi8> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// REF19-LABEL: func.func @cast_ui8_to_i16
func.func @cast_ui8_to_i16(%a: tensor<2xui8>) -> tensor<2xi16> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui8>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// REF19-LABEL: func.func @cast_ui8_to_i32
func.func @cast_ui8_to_i32(%a: tensor<2xui8>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui8>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// REF19-LABEL: func.func @cast_ui8_to_i64
func.func @cast_ui8_to_i64(%a: tensor<2xui8>) -> tensor<2xi64> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui8>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// REF19-LABEL: func.func @cast_ui8_to_ui8
func.func @cast_ui8_to_ui8(%a: tensor<2xui8>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @cast_ui8_to_ui16
func.func @cast_ui8_to_ui16(%a: tensor<2xui8>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui8>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @cast_ui8_to_ui32
func.func @cast_ui8_to_ui32(%a: tensor<2xui8>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui8>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @cast_ui8_to_ui64
func.func @cast_ui8_to_ui64(%a: tensor<2xui8>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui8>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @cast_ui8_to_f16
func.func @cast_ui8_to_f16(%a: tensor<2xui8>) -> tensor<2xf16> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui8>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// REF19-LABEL: func.func @cast_ui8_to_bf16
func.func @cast_ui8_to_bf16(%a: tensor<2xui8>) -> tensor<2xbf16> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui8>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// REF19-LABEL: func.func @cast_ui8_to_f32
func.func @cast_ui8_to_f32(%a: tensor<2xui8>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui8>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// REF19-LABEL: func.func @cast_ui8_to_f64
func.func @cast_ui8_to_f64(%a: tensor<2xui8>) -> tensor<2xf64> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui8>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// REF19-LABEL: func.func @cast_ui16_to_i1
func.func @cast_ui16_to_i1(%a: tensor<2xui16>) -> tensor<2xi1> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui16>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// REF19-LABEL: func.func @cast_ui16_to_i8
func.func @cast_ui16_to_i8(%a: tensor<2xui16>) -> tensor<2xi8> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui16>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// REF19-LABEL: func.func @cast_ui16_to_i16
func.func @cast_ui16_to_i16(%a: tensor<2xui16>) -> tensor<2xi16> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// REF19-LABEL: func.func @cast_ui16_to_i32
func.func @cast_ui16_to_i32(%a: tensor<2xui16>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui16>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// REF19-LABEL: func.func @cast_ui16_to_i64
func.func @cast_ui16_to_i64(%a: tensor<2xui16>) -> tensor<2xi64> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui16>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// REF19-LABEL: func.func @cast_ui16_to_ui8
func.func @cast_ui16_to_ui8(%a: tensor<2xui16>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui16>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @cast_ui16_to_ui16
func.func @cast_ui16_to_ui16(%a: tensor<2xui16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @cast_ui16_to_ui32
func.func @cast_ui16_to_ui32(%a: tensor<2xui16>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui16>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @cast_ui16_to_ui64
func.func @cast_ui16_to_ui64(%a: tensor<2xui16>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui16>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @cast_ui16_to_f16
func.func @cast_ui16_to_f16(%a: tensor<2xui16>) -> tensor<2xf16> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// REF19-LABEL: func.func @cast_ui16_to_bf16
func.func @cast_ui16_to_bf16(%a: tensor<2xui16>) -> tensor<2xbf16> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// REF19-LABEL: func.func @cast_ui16_to_f32
func.func @cast_ui16_to_f32(%a: tensor<2xui16>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui16>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// REF19-LABEL: func.func @cast_ui16_to_f64
func.func @cast_ui16_to_f64(%a: tensor<2xui16>) -> tensor<2xf64> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui16>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// REF19-LABEL: func.func @cast_ui32_to_i1
func.func @cast_ui32_to_i1(%a: tensor<2xui32>) -> tensor<2xi1> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// REF19-LABEL: func.func @cast_ui32_to_i8
func.func @cast_ui32_to_i8(%a: tensor<2xui32>) -> tensor<2xi8> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui32>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// REF19-LABEL: func.func @cast_ui32_to_i16
func.func @cast_ui32_to_i16(%a: tensor<2xui32>) -> tensor<2xi16> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui32>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// REF19-LABEL: func.func @cast_ui32_to_i32
func.func @cast_ui32_to_i32(%a: tensor<2xui32>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// REF19-LABEL: func.func @cast_ui32_to_i64
func.func @cast_ui32_to_i64(%a: tensor<2xui32>) -> tensor<2xi64> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui32>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// REF19-LABEL: func.func @cast_ui32_to_ui8
func.func @cast_ui32_to_ui8(%a: tensor<2xui32>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui32>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @cast_ui32_to_ui16
func.func @cast_ui32_to_ui16(%a: tensor<2xui32>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui32>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @cast_ui32_to_ui32
func.func @cast_ui32_to_ui32(%a: tensor<2xui32>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @cast_ui32_to_ui64
func.func @cast_ui32_to_ui64(%a: tensor<2xui32>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui32>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @cast_ui32_to_f16
func.func @cast_ui32_to_f16(%a: tensor<2xui32>) -> tensor<2xf16> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui32>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// REF19-LABEL: func.func @cast_ui32_to_bf16
func.func @cast_ui32_to_bf16(%a: tensor<2xui32>) -> tensor<2xbf16> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui32>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// REF19-LABEL: func.func @cast_ui32_to_f32
func.func @cast_ui32_to_f32(%a: tensor<2xui32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// REF19-LABEL: func.func @cast_ui32_to_f64
func.func @cast_ui32_to_f64(%a: tensor<2xui32>) -> tensor<2xf64> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui32>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// REF19-LABEL: func.func @cast_ui64_to_i1
func.func @cast_ui64_to_i1(%a: tensor<2xui64>) -> tensor<2xi1> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui64>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// REF19-LABEL: func.func @cast_ui64_to_i8
func.func @cast_ui64_to_i8(%a: tensor<2xui64>) -> tensor<2xi8> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui64>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// REF19-LABEL: func.func @cast_ui64_to_i16
func.func @cast_ui64_to_i16(%a: tensor<2xui64>) -> tensor<2xi16> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui64>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// REF19-LABEL: func.func @cast_ui64_to_i32
func.func @cast_ui64_to_i32(%a: tensor<2xui64>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui64>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// REF19-LABEL: func.func @cast_ui64_to_i64
func.func @cast_ui64_to_i64(%a: tensor<2xui64>) -> tensor<2xi64> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// REF19-LABEL: func.func @cast_ui64_to_ui8
func.func @cast_ui64_to_ui8(%a: tensor<2xui64>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui64>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @cast_ui64_to_ui16
func.func @cast_ui64_to_ui16(%a: tensor<2xui64>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui64>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @cast_ui64_to_ui32
func.func @cast_ui64_to_ui32(%a: tensor<2xui64>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui64>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @cast_ui64_to_ui64
func.func @cast_ui64_to_ui64(%a: tensor<2xui64>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @cast_ui64_to_f16
func.func @cast_ui64_to_f16(%a: tensor<2xui64>) -> tensor<2xf16> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui64>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// REF19-LABEL: func.func @cast_ui64_to_bf16
func.func @cast_ui64_to_bf16(%a: tensor<2xui64>) -> tensor<2xbf16> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui64>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// REF19-LABEL: func.func @cast_ui64_to_f32
func.func @cast_ui64_to_f32(%a: tensor<2xui64>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// REF19-LABEL: func.func @cast_ui64_to_f64
func.func @cast_ui64_to_f64(%a: tensor<2xui64>) -> tensor<2xf64> {
  // expected-error @+1 {{'tosa.cast' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xui64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// REF19-LABEL: func.func @cast_f16_to_ui8
func.func @cast_f16_to_ui8(%a: tensor<2xf16>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xf16>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @cast_f16_to_ui16
func.func @cast_f16_to_ui16(%a: tensor<2xf16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xf16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @cast_f16_to_ui32
func.func @cast_f16_to_ui32(%a: tensor<2xf16>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xf16>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @cast_f16_to_ui64
func.func @cast_f16_to_ui64(%a: tensor<2xf16>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xf16>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @cast_f16_to_bf16
func.func @cast_f16_to_bf16(%a: tensor<2xf16>) -> tensor<2xbf16> {
  // expected-error @+1 {{'tosa.cast' op cast from 'f16' to 'bf16' is not supported by tosa2linalg}}
  %0 = "tosa.cast"(%a) : (tensor<2xf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// REF19-LABEL: func.func @cast_bf16_to_ui8
func.func @cast_bf16_to_ui8(%a: tensor<2xbf16>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xbf16>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @cast_bf16_to_ui16
func.func @cast_bf16_to_ui16(%a: tensor<2xbf16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xbf16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @cast_bf16_to_ui32
func.func @cast_bf16_to_ui32(%a: tensor<2xbf16>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xbf16>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @cast_bf16_to_ui64
func.func @cast_bf16_to_ui64(%a: tensor<2xbf16>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xbf16>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @cast_bf16_to_f16
func.func @cast_bf16_to_f16(%a: tensor<2xbf16>) -> tensor<2xf16> {
  // expected-error @+1 {{'tosa.cast' op cast from 'bf16' to 'f16' is not supported by tosa2linalg}}
  %0 = "tosa.cast"(%a) : (tensor<2xbf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// REF19-LABEL: func.func @cast_f32_to_ui8
func.func @cast_f32_to_ui8(%a: tensor<2xf32>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xf32>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @cast_f32_to_ui16
func.func @cast_f32_to_ui16(%a: tensor<2xf32>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xf32>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @cast_f32_to_ui32
func.func @cast_f32_to_ui32(%a: tensor<2xf32>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xf32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @cast_f32_to_ui64
func.func @cast_f32_to_ui64(%a: tensor<2xf32>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xf32>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @cast_f64_to_ui8
func.func @cast_f64_to_ui8(%a: tensor<2xf64>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xf64>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @cast_f64_to_ui16
func.func @cast_f64_to_ui16(%a: tensor<2xf64>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xf64>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @cast_f64_to_ui32
func.func @cast_f64_to_ui32(%a: tensor<2xf64>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xf64>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @cast_f64_to_ui64
func.func @cast_f64_to_ui64(%a: tensor<2xf64>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.cast' op result #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.cast"(%a) : (tensor<2xf64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @select_ui8
func.func @select_ui8(%a: tensor<2xi1>, %b: tensor<2xui8>, %c: tensor<2xui8>) -> tensor<2xui8> {
  // expected-error @+1 {{'tosa.select' op operand #1 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui8>'}}
  %0 = "tosa.select"(%a, %b, %c) : (tensor<2xi1>, tensor<2xui8>, tensor<2xui8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}

// REF19-LABEL: func.func @select_ui16
func.func @select_ui16(%a: tensor<2xi1>, %b: tensor<2xui16>, %c: tensor<2xui16>) -> tensor<2xui16> {
  // expected-error @+1 {{'tosa.select' op operand #1 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui16>'}}
  %0 = "tosa.select"(%a, %b, %c) : (tensor<2xi1>, tensor<2xui16>, tensor<2xui16>) -> tensor<2xui16>
  return %0 : tensor<2xui16>
}

// REF19-LABEL: func.func @select_ui32
func.func @select_ui32(%a: tensor<2xi1>, %b: tensor<2xui32>, %c: tensor<2xui32>) -> tensor<2xui32> {
  // expected-error @+1 {{'tosa.select' op operand #1 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui32>'}}
  %0 = "tosa.select"(%a, %b, %c) : (tensor<2xi1>, tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
  return %0 : tensor<2xui32>
}

// REF19-LABEL: func.func @select_ui64
func.func @select_ui64(%a: tensor<2xi1>, %b: tensor<2xui64>, %c: tensor<2xui64>) -> tensor<2xui64> {
  // expected-error @+1 {{'tosa.select' op operand #1 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<2xui64>'}}
  %0 = "tosa.select"(%a, %b, %c) : (tensor<2xi1>, tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}

// REF19-LABEL: func.func @add_unranked
func.func @add_unranked(%a: tensor<*xf32>, %b: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{'tosa.add' op operand #0 must be ranked tensor, but got 'tensor<*xf32>' (tosa2linalg lowers ranked tensors only)}}
  %0 = "tosa.add"(%a, %b) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// REF19-LABEL: func.func @add_zero_size
func.func @add_zero_size(%a: tensor<0x3xf32>, %b: tensor<1x3xf32>) -> tensor<0x3xf32> {
  // expected-error @+1 {{'tosa.add' op operand #0 must be tensor without dimensions of size 0, but got 'tensor<0x3xf32>' (tosa2linalg does not lower empty tensors)}}
  %0 = "tosa.add"(%a, %b) : (tensor<0x3xf32>, tensor<1x3xf32>) -> tensor<0x3xf32>
  return %0 : tensor<0x3xf32>
}
