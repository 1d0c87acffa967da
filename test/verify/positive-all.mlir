// Every element-type combination that both mlir-opt-19's verifier and
// tosa2linalg accept for the 36 element-wise ops, over the element types in
// scope: i1, i8, i16, i32, i64, ui8, ui16, ui32, ui64, f16, bf16, f32, f64
// (siN is never accepted), plus a few shapes. Generated from the rules in
// docs/op-rules.md; no diagnostics expected.
// The combinations mlir-opt-19 verifies but tosa2linalg rejects (its lowering
// does not support them: unsigned types, float-only ops on integers and the
// other way round, f16<->bf16 casts, unranked and empty tensors) are in
// deviate-positive-all.mlir, with tosa2linalg's message for each.
// RUN: %tosa2linalg --verify-only %s
// RUN: %mlir_opt_19 %s | FileCheck %s

// CHECK-LABEL: func.func @abs_i1
func.func @abs_i1(%a: tensor<2xi1>) -> tensor<2xi1> {
  %0 = "tosa.abs"(%a) : (tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @abs_i8
func.func @abs_i8(%a: tensor<2xi8>) -> tensor<2xi8> {
  %0 = "tosa.abs"(%a) : (tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// CHECK-LABEL: func.func @abs_i16
func.func @abs_i16(%a: tensor<2xi16>) -> tensor<2xi16> {
  %0 = "tosa.abs"(%a) : (tensor<2xi16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// CHECK-LABEL: func.func @abs_i32
func.func @abs_i32(%a: tensor<2xi32>) -> tensor<2xi32> {
  %0 = "tosa.abs"(%a) : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @abs_i64
func.func @abs_i64(%a: tensor<2xi64>) -> tensor<2xi64> {
  %0 = "tosa.abs"(%a) : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// CHECK-LABEL: func.func @abs_f16
func.func @abs_f16(%a: tensor<2xf16>) -> tensor<2xf16> {
  %0 = "tosa.abs"(%a) : (tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// CHECK-LABEL: func.func @abs_bf16
func.func @abs_bf16(%a: tensor<2xbf16>) -> tensor<2xbf16> {
  %0 = "tosa.abs"(%a) : (tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// CHECK-LABEL: func.func @abs_f32
func.func @abs_f32(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tosa.abs"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @abs_f64
func.func @abs_f64(%a: tensor<2xf64>) -> tensor<2xf64> {
  %0 = "tosa.abs"(%a) : (tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// CHECK-LABEL: func.func @bitwise_not_i1
func.func @bitwise_not_i1(%a: tensor<2xi1>) -> tensor<2xi1> {
  %0 = "tosa.bitwise_not"(%a) : (tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @bitwise_not_i8
func.func @bitwise_not_i8(%a: tensor<2xi8>) -> tensor<2xi8> {
  %0 = "tosa.bitwise_not"(%a) : (tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// CHECK-LABEL: func.func @bitwise_not_i16
func.func @bitwise_not_i16(%a: tensor<2xi16>) -> tensor<2xi16> {
  %0 = "tosa.bitwise_not"(%a) : (tensor<2xi16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// CHECK-LABEL: func.func @bitwise_not_i32
func.func @bitwise_not_i32(%a: tensor<2xi32>) -> tensor<2xi32> {
  %0 = "tosa.bitwise_not"(%a) : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @bitwise_not_i64
func.func @bitwise_not_i64(%a: tensor<2xi64>) -> tensor<2xi64> {
  %0 = "tosa.bitwise_not"(%a) : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// CHECK-LABEL: func.func @ceil_f16
func.func @ceil_f16(%a: tensor<2xf16>) -> tensor<2xf16> {
  %0 = "tosa.ceil"(%a) : (tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// CHECK-LABEL: func.func @ceil_bf16
func.func @ceil_bf16(%a: tensor<2xbf16>) -> tensor<2xbf16> {
  %0 = "tosa.ceil"(%a) : (tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// CHECK-LABEL: func.func @ceil_f32
func.func @ceil_f32(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tosa.ceil"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @ceil_f64
func.func @ceil_f64(%a: tensor<2xf64>) -> tensor<2xf64> {
  %0 = "tosa.ceil"(%a) : (tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// CHECK-LABEL: func.func @clz_i1
func.func @clz_i1(%a: tensor<2xi1>) -> tensor<2xi1> {
  %0 = "tosa.clz"(%a) : (tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @clz_i8
func.func @clz_i8(%a: tensor<2xi8>) -> tensor<2xi8> {
  %0 = "tosa.clz"(%a) : (tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// CHECK-LABEL: func.func @clz_i16
func.func @clz_i16(%a: tensor<2xi16>) -> tensor<2xi16> {
  %0 = "tosa.clz"(%a) : (tensor<2xi16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// CHECK-LABEL: func.func @clz_i32
func.func @clz_i32(%a: tensor<2xi32>) -> tensor<2xi32> {
  %0 = "tosa.clz"(%a) : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @clz_i64
func.func @clz_i64(%a: tensor<2xi64>) -> tensor<2xi64> {
  %0 = "tosa.clz"(%a) : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// CHECK-LABEL: func.func @erf_f16
func.func @erf_f16(%a: tensor<2xf16>) -> tensor<2xf16> {
  %0 = "tosa.erf"(%a) : (tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// CHECK-LABEL: func.func @erf_bf16
func.func @erf_bf16(%a: tensor<2xbf16>) -> tensor<2xbf16> {
  %0 = "tosa.erf"(%a) : (tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// CHECK-LABEL: func.func @erf_f32
func.func @erf_f32(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tosa.erf"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @erf_f64
func.func @erf_f64(%a: tensor<2xf64>) -> tensor<2xf64> {
  %0 = "tosa.erf"(%a) : (tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// CHECK-LABEL: func.func @exp_f16
func.func @exp_f16(%a: tensor<2xf16>) -> tensor<2xf16> {
  %0 = "tosa.exp"(%a) : (tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// CHECK-LABEL: func.func @exp_bf16
func.func @exp_bf16(%a: tensor<2xbf16>) -> tensor<2xbf16> {
  %0 = "tosa.exp"(%a) : (tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// CHECK-LABEL: func.func @exp_f32
func.func @exp_f32(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tosa.exp"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @exp_f64
func.func @exp_f64(%a: tensor<2xf64>) -> tensor<2xf64> {
  %0 = "tosa.exp"(%a) : (tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// CHECK-LABEL: func.func @floor_f16
func.func @floor_f16(%a: tensor<2xf16>) -> tensor<2xf16> {
  %0 = "tosa.floor"(%a) : (tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// CHECK-LABEL: func.func @floor_bf16
func.func @floor_bf16(%a: tensor<2xbf16>) -> tensor<2xbf16> {
  %0 = "tosa.floor"(%a) : (tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// CHECK-LABEL: func.func @floor_f32
func.func @floor_f32(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tosa.floor"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @floor_f64
func.func @floor_f64(%a: tensor<2xf64>) -> tensor<2xf64> {
  %0 = "tosa.floor"(%a) : (tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// CHECK-LABEL: func.func @log_f16
func.func @log_f16(%a: tensor<2xf16>) -> tensor<2xf16> {
  %0 = "tosa.log"(%a) : (tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// CHECK-LABEL: func.func @log_bf16
func.func @log_bf16(%a: tensor<2xbf16>) -> tensor<2xbf16> {
  %0 = "tosa.log"(%a) : (tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// CHECK-LABEL: func.func @log_f32
func.func @log_f32(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tosa.log"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @log_f64
func.func @log_f64(%a: tensor<2xf64>) -> tensor<2xf64> {
  %0 = "tosa.log"(%a) : (tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// CHECK-LABEL: func.func @negate_i1
func.func @negate_i1(%a: tensor<2xi1>) -> tensor<2xi1> {
  %0 = "tosa.negate"(%a) : (tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @negate_i8
func.func @negate_i8(%a: tensor<2xi8>) -> tensor<2xi8> {
  %0 = "tosa.negate"(%a) : (tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// CHECK-LABEL: func.func @negate_i16
func.func @negate_i16(%a: tensor<2xi16>) -> tensor<2xi16> {
  %0 = "tosa.negate"(%a) : (tensor<2xi16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// CHECK-LABEL: func.func @negate_i32
func.func @negate_i32(%a: tensor<2xi32>) -> tensor<2xi32> {
  %0 = "tosa.negate"(%a) : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @negate_i64
func.func @negate_i64(%a: tensor<2xi64>) -> tensor<2xi64> {
  %0 = "tosa.negate"(%a) : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// CHECK-LABEL: func.func @negate_f16
func.func @negate_f16(%a: tensor<2xf16>) -> tensor<2xf16> {
  %0 = "tosa.negate"(%a) : (tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// CHECK-LABEL: func.func @negate_bf16
func.func @negate_bf16(%a: tensor<2xbf16>) -> tensor<2xbf16> {
  %0 = "tosa.negate"(%a) : (tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// CHECK-LABEL: func.func @negate_f32
func.func @negate_f32(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tosa.negate"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @negate_f64
func.func @negate_f64(%a: tensor<2xf64>) -> tensor<2xf64> {
  %0 = "tosa.negate"(%a) : (tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// CHECK-LABEL: func.func @reciprocal_f16
func.func @reciprocal_f16(%a: tensor<2xf16>) -> tensor<2xf16> {
  %0 = "tosa.reciprocal"(%a) : (tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// CHECK-LABEL: func.func @reciprocal_bf16
func.func @reciprocal_bf16(%a: tensor<2xbf16>) -> tensor<2xbf16> {
  %0 = "tosa.reciprocal"(%a) : (tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// CHECK-LABEL: func.func @reciprocal_f32
func.func @reciprocal_f32(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tosa.reciprocal"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @reciprocal_f64
func.func @reciprocal_f64(%a: tensor<2xf64>) -> tensor<2xf64> {
  %0 = "tosa.reciprocal"(%a) : (tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// CHECK-LABEL: func.func @rsqrt_f16
func.func @rsqrt_f16(%a: tensor<2xf16>) -> tensor<2xf16> {
  %0 = "tosa.rsqrt"(%a) : (tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// CHECK-LABEL: func.func @rsqrt_bf16
func.func @rsqrt_bf16(%a: tensor<2xbf16>) -> tensor<2xbf16> {
  %0 = "tosa.rsqrt"(%a) : (tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// CHECK-LABEL: func.func @rsqrt_f32
func.func @rsqrt_f32(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tosa.rsqrt"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @rsqrt_f64
func.func @rsqrt_f64(%a: tensor<2xf64>) -> tensor<2xf64> {
  %0 = "tosa.rsqrt"(%a) : (tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// CHECK-LABEL: func.func @sigmoid_f16
func.func @sigmoid_f16(%a: tensor<2xf16>) -> tensor<2xf16> {
  %0 = "tosa.sigmoid"(%a) : (tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// CHECK-LABEL: func.func @sigmoid_bf16
func.func @sigmoid_bf16(%a: tensor<2xbf16>) -> tensor<2xbf16> {
  %0 = "tosa.sigmoid"(%a) : (tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// CHECK-LABEL: func.func @sigmoid_f32
func.func @sigmoid_f32(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tosa.sigmoid"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @sigmoid_f64
func.func @sigmoid_f64(%a: tensor<2xf64>) -> tensor<2xf64> {
  %0 = "tosa.sigmoid"(%a) : (tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// CHECK-LABEL: func.func @tanh_f16
func.func @tanh_f16(%a: tensor<2xf16>) -> tensor<2xf16> {
  %0 = "tosa.tanh"(%a) : (tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// CHECK-LABEL: func.func @tanh_bf16
func.func @tanh_bf16(%a: tensor<2xbf16>) -> tensor<2xbf16> {
  %0 = "tosa.tanh"(%a) : (tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// CHECK-LABEL: func.func @tanh_f32
func.func @tanh_f32(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tosa.tanh"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @tanh_f64
func.func @tanh_f64(%a: tensor<2xf64>) -> tensor<2xf64> {
  %0 = "tosa.tanh"(%a) : (tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// CHECK-LABEL: func.func @logical_not_i1
func.func @logical_not_i1(%a: tensor<2xi1>) -> tensor<2xi1> {
  %0 = "tosa.logical_not"(%a) : (tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @add_i1
func.func @add_i1(%a: tensor<2xi1>, %b: tensor<2xi1>) -> tensor<2xi1> {
  %0 = "tosa.add"(%a, %b) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @add_i8
func.func @add_i8(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xi8> {
  %0 = "tosa.add"(%a, %b) : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// CHECK-LABEL: func.func @add_i16
func.func @add_i16(%a: tensor<2xi16>, %b: tensor<2xi16>) -> tensor<2xi16> {
  %0 = "tosa.add"(%a, %b) : (tensor<2xi16>, tensor<2xi16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// CHECK-LABEL: func.func @add_i32
func.func @add_i32(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %0 = "tosa.add"(%a, %b) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @add_i64
func.func @add_i64(%a: tensor<2xi64>, %b: tensor<2xi64>) -> tensor<2xi64> {
  %0 = "tosa.add"(%a, %b) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// CHECK-LABEL: func.func @add_f16
func.func @add_f16(%a: tensor<2xf16>, %b: tensor<2xf16>) -> tensor<2xf16> {
  %0 = "tosa.add"(%a, %b) : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// CHECK-LABEL: func.func @add_bf16
func.func @add_bf16(%a: tensor<2xbf16>, %b: tensor<2xbf16>) -> tensor<2xbf16> {
  %0 = "tosa.add"(%a, %b) : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// CHECK-LABEL: func.func @add_f32
func.func @add_f32(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @add_f64
func.func @add_f64(%a: tensor<2xf64>, %b: tensor<2xf64>) -> tensor<2xf64> {
  %0 = "tosa.add"(%a, %b) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// CHECK-LABEL: func.func @arithmetic_right_shift_i1
func.func @arithmetic_right_shift_i1(%a: tensor<2xi1>, %b: tensor<2xi1>) -> tensor<2xi1> {
  %0 = "tosa.arithmetic_right_shift"(%a, %b) {round = false} : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @arithmetic_right_shift_i8
func.func @arithmetic_right_shift_i8(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xi8> {
  %0 = "tosa.arithmetic_right_shift"(%a, %b) {round = false} : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// CHECK-LABEL: func.func @arithmetic_right_shift_i16
func.func @arithmetic_right_shift_i16(%a: tensor<2xi16>, %b: tensor<2xi16>) -> tensor<2xi16> {
  %0 = "tosa.arithmetic_right_shift"(%a, %b) {round = false} : (tensor<2xi16>, tensor<2xi16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// CHECK-LABEL: func.func @arithmetic_right_shift_i32
func.func @arithmetic_right_shift_i32(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %0 = "tosa.arithmetic_right_shift"(%a, %b) {round = false} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @arithmetic_right_shift_i64
func.func @arithmetic_right_shift_i64(%a: tensor<2xi64>, %b: tensor<2xi64>) -> tensor<2xi64> {
  %0 = "tosa.arithmetic_right_shift"(%a, %b) {round = false} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// CHECK-LABEL: func.func @bitwise_and_i1
func.func @bitwise_and_i1(%a: tensor<2xi1>, %b: tensor<2xi1>) -> tensor<2xi1> {
  %0 = "tosa.bitwise_and"(%a, %b) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @bitwise_and_i8
func.func @bitwise_and_i8(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xi8> {
  %0 = "tosa.bitwise_and"(%a, %b) : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// CHECK-LABEL: func.func @bitwise_and_i16
func.func @bitwise_and_i16(%a: tensor<2xi16>, %b: tensor<2xi16>) -> tensor<2xi16> {
  %0 = "tosa.bitwise_and"(%a, %b) : (tensor<2xi16>, tensor<2xi16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// CHECK-LABEL: func.func @bitwise_and_i32
func.func @bitwise_and_i32(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %0 = "tosa.bitwise_and"(%a, %b) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @bitwise_and_i64
func.func @bitwise_and_i64(%a: tensor<2xi64>, %b: tensor<2xi64>) -> tensor<2xi64> {
  %0 = "tosa.bitwise_and"(%a, %b) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// CHECK-LABEL: func.func @bitwise_or_i1
func.func @bitwise_or_i1(%a: tensor<2xi1>, %b: tensor<2xi1>) -> tensor<2xi1> {
  %0 = "tosa.bitwise_or"(%a, %b) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @bitwise_or_i8
func.func @bitwise_or_i8(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xi8> {
  %0 = "tosa.bitwise_or"(%a, %b) : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// CHECK-LABEL: func.func @bitwise_or_i16
func.func @bitwise_or_i16(%a: tensor<2xi16>, %b: tensor<2xi16>) -> tensor<2xi16> {
  %0 = "tosa.bitwise_or"(%a, %b) : (tensor<2xi16>, tensor<2xi16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// CHECK-LABEL: func.func @bitwise_or_i32
func.func @bitwise_or_i32(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %0 = "tosa.bitwise_or"(%a, %b) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @bitwise_or_i64
func.func @bitwise_or_i64(%a: tensor<2xi64>, %b: tensor<2xi64>) -> tensor<2xi64> {
  %0 = "tosa.bitwise_or"(%a, %b) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// CHECK-LABEL: func.func @bitwise_xor_i1
func.func @bitwise_xor_i1(%a: tensor<2xi1>, %b: tensor<2xi1>) -> tensor<2xi1> {
  %0 = "tosa.bitwise_xor"(%a, %b) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @bitwise_xor_i8
func.func @bitwise_xor_i8(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xi8> {
  %0 = "tosa.bitwise_xor"(%a, %b) : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// CHECK-LABEL: func.func @bitwise_xor_i16
func.func @bitwise_xor_i16(%a: tensor<2xi16>, %b: tensor<2xi16>) -> tensor<2xi16> {
  %0 = "tosa.bitwise_xor"(%a, %b) : (tensor<2xi16>, tensor<2xi16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// CHECK-LABEL: func.func @bitwise_xor_i32
func.func @bitwise_xor_i32(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %0 = "tosa.bitwise_xor"(%a, %b) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @bitwise_xor_i64
func.func @bitwise_xor_i64(%a: tensor<2xi64>, %b: tensor<2xi64>) -> tensor<2xi64> {
  %0 = "tosa.bitwise_xor"(%a, %b) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// CHECK-LABEL: func.func @logical_left_shift_i1
func.func @logical_left_shift_i1(%a: tensor<2xi1>, %b: tensor<2xi1>) -> tensor<2xi1> {
  %0 = "tosa.logical_left_shift"(%a, %b) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @logical_left_shift_i8
func.func @logical_left_shift_i8(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xi8> {
  %0 = "tosa.logical_left_shift"(%a, %b) : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// CHECK-LABEL: func.func @logical_left_shift_i16
func.func @logical_left_shift_i16(%a: tensor<2xi16>, %b: tensor<2xi16>) -> tensor<2xi16> {
  %0 = "tosa.logical_left_shift"(%a, %b) : (tensor<2xi16>, tensor<2xi16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// CHECK-LABEL: func.func @logical_left_shift_i32
func.func @logical_left_shift_i32(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %0 = "tosa.logical_left_shift"(%a, %b) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @logical_left_shift_i64
func.func @logical_left_shift_i64(%a: tensor<2xi64>, %b: tensor<2xi64>) -> tensor<2xi64> {
  %0 = "tosa.logical_left_shift"(%a, %b) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// CHECK-LABEL: func.func @logical_right_shift_i1
func.func @logical_right_shift_i1(%a: tensor<2xi1>, %b: tensor<2xi1>) -> tensor<2xi1> {
  %0 = "tosa.logical_right_shift"(%a, %b) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @logical_right_shift_i8
func.func @logical_right_shift_i8(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xi8> {
  %0 = "tosa.logical_right_shift"(%a, %b) : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// CHECK-LABEL: func.func @logical_right_shift_i16
func.func @logical_right_shift_i16(%a: tensor<2xi16>, %b: tensor<2xi16>) -> tensor<2xi16> {
  %0 = "tosa.logical_right_shift"(%a, %b) : (tensor<2xi16>, tensor<2xi16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// CHECK-LABEL: func.func @logical_right_shift_i32
func.func @logical_right_shift_i32(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %0 = "tosa.logical_right_shift"(%a, %b) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @logical_right_shift_i64
func.func @logical_right_shift_i64(%a: tensor<2xi64>, %b: tensor<2xi64>) -> tensor<2xi64> {
  %0 = "tosa.logical_right_shift"(%a, %b) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// CHECK-LABEL: func.func @maximum_i1
func.func @maximum_i1(%a: tensor<2xi1>, %b: tensor<2xi1>) -> tensor<2xi1> {
  %0 = "tosa.maximum"(%a, %b) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @maximum_i8
func.func @maximum_i8(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xi8> {
  %0 = "tosa.maximum"(%a, %b) : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// CHECK-LABEL: func.func @maximum_i16
func.func @maximum_i16(%a: tensor<2xi16>, %b: tensor<2xi16>) -> tensor<2xi16> {
  %0 = "tosa.maximum"(%a, %b) : (tensor<2xi16>, tensor<2xi16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// CHECK-LABEL: func.func @maximum_i32
func.func @maximum_i32(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %0 = "tosa.maximum"(%a, %b) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @maximum_i64
func.func @maximum_i64(%a: tensor<2xi64>, %b: tensor<2xi64>) -> tensor<2xi64> {
  %0 = "tosa.maximum"(%a, %b) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// CHECK-LABEL: func.func @maximum_f16
func.func @maximum_f16(%a: tensor<2xf16>, %b: tensor<2xf16>) -> tensor<2xf16> {
  %0 = "tosa.maximum"(%a, %b) : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// CHECK-LABEL: func.func @maximum_bf16
func.func @maximum_bf16(%a: tensor<2xbf16>, %b: tensor<2xbf16>) -> tensor<2xbf16> {
  %0 = "tosa.maximum"(%a, %b) : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// CHECK-LABEL: func.func @maximum_f32
func.func @maximum_f32(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tosa.maximum"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @maximum_f64
func.func @maximum_f64(%a: tensor<2xf64>, %b: tensor<2xf64>) -> tensor<2xf64> {
  %0 = "tosa.maximum"(%a, %b) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// CHECK-LABEL: func.func @minimum_i1
func.func @minimum_i1(%a: tensor<2xi1>, %b: tensor<2xi1>) -> tensor<2xi1> {
  %0 = "tosa.minimum"(%a, %b) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @minimum_i8
func.func @minimum_i8(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xi8> {
  %0 = "tosa.minimum"(%a, %b) : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// CHECK-LABEL: func.func @minimum_i16
func.func @minimum_i16(%a: tensor<2xi16>, %b: tensor<2xi16>) -> tensor<2xi16> {
  %0 = "tosa.minimum"(%a, %b) : (tensor<2xi16>, tensor<2xi16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// CHECK-LABEL: func.func @minimum_i32
func.func @minimum_i32(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %0 = "tosa.minimum"(%a, %b) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @minimum_i64
func.func @minimum_i64(%a: tensor<2xi64>, %b: tensor<2xi64>) -> tensor<2xi64> {
  %0 = "tosa.minimum"(%a, %b) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// CHECK-LABEL: func.func @minimum_f16
func.func @minimum_f16(%a: tensor<2xf16>, %b: tensor<2xf16>) -> tensor<2xf16> {
  %0 = "tosa.minimum"(%a, %b) : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// CHECK-LABEL: func.func @minimum_bf16
func.func @minimum_bf16(%a: tensor<2xbf16>, %b: tensor<2xbf16>) -> tensor<2xbf16> {
  %0 = "tosa.minimum"(%a, %b) : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// CHECK-LABEL: func.func @minimum_f32
func.func @minimum_f32(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tosa.minimum"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @minimum_f64
func.func @minimum_f64(%a: tensor<2xf64>, %b: tensor<2xf64>) -> tensor<2xf64> {
  %0 = "tosa.minimum"(%a, %b) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// CHECK-LABEL: func.func @pow_f16
func.func @pow_f16(%a: tensor<2xf16>, %b: tensor<2xf16>) -> tensor<2xf16> {
  %0 = "tosa.pow"(%a, %b) : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// CHECK-LABEL: func.func @pow_bf16
func.func @pow_bf16(%a: tensor<2xbf16>, %b: tensor<2xbf16>) -> tensor<2xbf16> {
  %0 = "tosa.pow"(%a, %b) : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// CHECK-LABEL: func.func @pow_f32
func.func @pow_f32(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tosa.pow"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @pow_f64
func.func @pow_f64(%a: tensor<2xf64>, %b: tensor<2xf64>) -> tensor<2xf64> {
  %0 = "tosa.pow"(%a, %b) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// CHECK-LABEL: func.func @sub_i1
func.func @sub_i1(%a: tensor<2xi1>, %b: tensor<2xi1>) -> tensor<2xi1> {
  %0 = "tosa.sub"(%a, %b) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @sub_i8
func.func @sub_i8(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xi8> {
  %0 = "tosa.sub"(%a, %b) : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// CHECK-LABEL: func.func @sub_i16
func.func @sub_i16(%a: tensor<2xi16>, %b: tensor<2xi16>) -> tensor<2xi16> {
  %0 = "tosa.sub"(%a, %b) : (tensor<2xi16>, tensor<2xi16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// CHECK-LABEL: func.func @sub_i32
func.func @sub_i32(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %0 = "tosa.sub"(%a, %b) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @sub_i64
func.func @sub_i64(%a: tensor<2xi64>, %b: tensor<2xi64>) -> tensor<2xi64> {
  %0 = "tosa.sub"(%a, %b) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// CHECK-LABEL: func.func @sub_f16
func.func @sub_f16(%a: tensor<2xf16>, %b: tensor<2xf16>) -> tensor<2xf16> {
  %0 = "tosa.sub"(%a, %b) : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// CHECK-LABEL: func.func @sub_bf16
func.func @sub_bf16(%a: tensor<2xbf16>, %b: tensor<2xbf16>) -> tensor<2xbf16> {
  %0 = "tosa.sub"(%a, %b) : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// CHECK-LABEL: func.func @sub_f32
func.func @sub_f32(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tosa.sub"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @sub_f64
func.func @sub_f64(%a: tensor<2xf64>, %b: tensor<2xf64>) -> tensor<2xf64> {
  %0 = "tosa.sub"(%a, %b) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// CHECK-LABEL: func.func @int_div_i32
func.func @int_div_i32(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %0 = "tosa.int_div"(%a, %b) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @logical_and_i1
func.func @logical_and_i1(%a: tensor<2xi1>, %b: tensor<2xi1>) -> tensor<2xi1> {
  %0 = "tosa.logical_and"(%a, %b) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @logical_or_i1
func.func @logical_or_i1(%a: tensor<2xi1>, %b: tensor<2xi1>) -> tensor<2xi1> {
  %0 = "tosa.logical_or"(%a, %b) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @logical_xor_i1
func.func @logical_xor_i1(%a: tensor<2xi1>, %b: tensor<2xi1>) -> tensor<2xi1> {
  %0 = "tosa.logical_xor"(%a, %b) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @equal_i1
func.func @equal_i1(%a: tensor<2xi1>, %b: tensor<2xi1>) -> tensor<2xi1> {
  %0 = "tosa.equal"(%a, %b) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @equal_i8
func.func @equal_i8(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xi1> {
  %0 = "tosa.equal"(%a, %b) : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @equal_i16
func.func @equal_i16(%a: tensor<2xi16>, %b: tensor<2xi16>) -> tensor<2xi1> {
  %0 = "tosa.equal"(%a, %b) : (tensor<2xi16>, tensor<2xi16>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @equal_i32
func.func @equal_i32(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi1> {
  %0 = "tosa.equal"(%a, %b) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @equal_i64
func.func @equal_i64(%a: tensor<2xi64>, %b: tensor<2xi64>) -> tensor<2xi1> {
  %0 = "tosa.equal"(%a, %b) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @equal_f16
func.func @equal_f16(%a: tensor<2xf16>, %b: tensor<2xf16>) -> tensor<2xi1> {
  %0 = "tosa.equal"(%a, %b) : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @equal_bf16
func.func @equal_bf16(%a: tensor<2xbf16>, %b: tensor<2xbf16>) -> tensor<2xi1> {
  %0 = "tosa.equal"(%a, %b) : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @equal_f32
func.func @equal_f32(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xi1> {
  %0 = "tosa.equal"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @equal_f64
func.func @equal_f64(%a: tensor<2xf64>, %b: tensor<2xf64>) -> tensor<2xi1> {
  %0 = "tosa.equal"(%a, %b) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @greater_i1
func.func @greater_i1(%a: tensor<2xi1>, %b: tensor<2xi1>) -> tensor<2xi1> {
  %0 = "tosa.greater"(%a, %b) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @greater_i8
func.func @greater_i8(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xi1> {
  %0 = "tosa.greater"(%a, %b) : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @greater_i16
func.func @greater_i16(%a: tensor<2xi16>, %b: tensor<2xi16>) -> tensor<2xi1> {
  %0 = "tosa.greater"(%a, %b) : (tensor<2xi16>, tensor<2xi16>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @greater_i32
func.func @greater_i32(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi1> {
  %0 = "tosa.greater"(%a, %b) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @greater_i64
func.func @greater_i64(%a: tensor<2xi64>, %b: tensor<2xi64>) -> tensor<2xi1> {
  %0 = "tosa.greater"(%a, %b) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @greater_f16
func.func @greater_f16(%a: tensor<2xf16>, %b: tensor<2xf16>) -> tensor<2xi1> {
  %0 = "tosa.greater"(%a, %b) : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @greater_bf16
func.func @greater_bf16(%a: tensor<2xbf16>, %b: tensor<2xbf16>) -> tensor<2xi1> {
  %0 = "tosa.greater"(%a, %b) : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @greater_f32
func.func @greater_f32(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xi1> {
  %0 = "tosa.greater"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @greater_f64
func.func @greater_f64(%a: tensor<2xf64>, %b: tensor<2xf64>) -> tensor<2xi1> {
  %0 = "tosa.greater"(%a, %b) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @greater_equal_i1
func.func @greater_equal_i1(%a: tensor<2xi1>, %b: tensor<2xi1>) -> tensor<2xi1> {
  %0 = "tosa.greater_equal"(%a, %b) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @greater_equal_i8
func.func @greater_equal_i8(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xi1> {
  %0 = "tosa.greater_equal"(%a, %b) : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @greater_equal_i16
func.func @greater_equal_i16(%a: tensor<2xi16>, %b: tensor<2xi16>) -> tensor<2xi1> {
  %0 = "tosa.greater_equal"(%a, %b) : (tensor<2xi16>, tensor<2xi16>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @greater_equal_i32
func.func @greater_equal_i32(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi1> {
  %0 = "tosa.greater_equal"(%a, %b) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @greater_equal_i64
func.func @greater_equal_i64(%a: tensor<2xi64>, %b: tensor<2xi64>) -> tensor<2xi1> {
  %0 = "tosa.greater_equal"(%a, %b) : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @greater_equal_f16
func.func @greater_equal_f16(%a: tensor<2xf16>, %b: tensor<2xf16>) -> tensor<2xi1> {
  %0 = "tosa.greater_equal"(%a, %b) : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @greater_equal_bf16
func.func @greater_equal_bf16(%a: tensor<2xbf16>, %b: tensor<2xbf16>) -> tensor<2xi1> {
  %0 = "tosa.greater_equal"(%a, %b) : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @greater_equal_f32
func.func @greater_equal_f32(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xi1> {
  %0 = "tosa.greater_equal"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @greater_equal_f64
func.func @greater_equal_f64(%a: tensor<2xf64>, %b: tensor<2xf64>) -> tensor<2xi1> {
  %0 = "tosa.greater_equal"(%a, %b) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @mul_i1_to_i1
func.func @mul_i1_to_i1(%a: tensor<2xi1>, %b: tensor<2xi1>) -> tensor<2xi1> {
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @mul_i1_to_i8
func.func @mul_i1_to_i8(%a: tensor<2xi1>, %b: tensor<2xi1>) -> tensor<2xi8> {
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// CHECK-LABEL: func.func @mul_i1_to_i16
func.func @mul_i1_to_i16(%a: tensor<2xi1>, %b: tensor<2xi1>) -> tensor<2xi16> {
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// CHECK-LABEL: func.func @mul_i1_to_i32
func.func @mul_i1_to_i32(%a: tensor<2xi1>, %b: tensor<2xi1>) -> tensor<2xi32> {
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @mul_i1_to_i64
func.func @mul_i1_to_i64(%a: tensor<2xi1>, %b: tensor<2xi1>) -> tensor<2xi64> {
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// CHECK-LABEL: func.func @mul_i8_to_i8
func.func @mul_i8_to_i8(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xi8> {
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// CHECK-LABEL: func.func @mul_i8_to_i16
func.func @mul_i8_to_i16(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xi16> {
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// CHECK-LABEL: func.func @mul_i8_to_i32
func.func @mul_i8_to_i32(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xi32> {
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @mul_i8_to_i64
func.func @mul_i8_to_i64(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xi64> {
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// CHECK-LABEL: func.func @mul_i16_to_i16
func.func @mul_i16_to_i16(%a: tensor<2xi16>, %b: tensor<2xi16>) -> tensor<2xi16> {
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xi16>, tensor<2xi16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// CHECK-LABEL: func.func @mul_i16_to_i32
func.func @mul_i16_to_i32(%a: tensor<2xi16>, %b: tensor<2xi16>) -> tensor<2xi32> {
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xi16>, tensor<2xi16>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @mul_i16_to_i64
func.func @mul_i16_to_i64(%a: tensor<2xi16>, %b: tensor<2xi16>) -> tensor<2xi64> {
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xi16>, tensor<2xi16>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// CHECK-LABEL: func.func @mul_i32_to_i32
func.func @mul_i32_to_i32(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @mul_i32_to_i64
func.func @mul_i32_to_i64(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi64> {
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// CHECK-LABEL: func.func @mul_i64_to_i64
func.func @mul_i64_to_i64(%a: tensor<2xi64>, %b: tensor<2xi64>) -> tensor<2xi64> {
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// CHECK-LABEL: func.func @mul_f16_to_f16
func.func @mul_f16_to_f16(%a: tensor<2xf16>, %b: tensor<2xf16>) -> tensor<2xf16> {
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// CHECK-LABEL: func.func @mul_bf16_to_bf16
func.func @mul_bf16_to_bf16(%a: tensor<2xbf16>, %b: tensor<2xbf16>) -> tensor<2xbf16> {
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xbf16>, tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// CHECK-LABEL: func.func @mul_f32_to_f32
func.func @mul_f32_to_f32(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @mul_f64_to_f64
func.func @mul_f64_to_f64(%a: tensor<2xf64>, %b: tensor<2xf64>) -> tensor<2xf64> {
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// CHECK-LABEL: func.func @clamp_i1
func.func @clamp_i1(%a: tensor<2xi1>) -> tensor<2xi1> {
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @clamp_i8
func.func @clamp_i8(%a: tensor<2xi8>) -> tensor<2xi8> {
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// CHECK-LABEL: func.func @clamp_i16
func.func @clamp_i16(%a: tensor<2xi16>) -> tensor<2xi16> {
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<2xi16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// CHECK-LABEL: func.func @clamp_i32
func.func @clamp_i32(%a: tensor<2xi32>) -> tensor<2xi32> {
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @clamp_i64
func.func @clamp_i64(%a: tensor<2xi64>) -> tensor<2xi64> {
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// CHECK-LABEL: func.func @clamp_f16_attrs_f16
func.func @clamp_f16_attrs_f16(%a: tensor<2xf16>) -> tensor<2xf16> {
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f16, max_fp = 1.0 : f16} : (tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// CHECK-LABEL: func.func @clamp_f16_attrs_f32
func.func @clamp_f16_attrs_f32(%a: tensor<2xf16>) -> tensor<2xf16> {
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// CHECK-LABEL: func.func @clamp_f16_attrs_f64
func.func @clamp_f16_attrs_f64(%a: tensor<2xf16>) -> tensor<2xf16> {
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f64, max_fp = 1.0 : f64} : (tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// CHECK-LABEL: func.func @clamp_bf16_attrs_bf16
func.func @clamp_bf16_attrs_bf16(%a: tensor<2xbf16>) -> tensor<2xbf16> {
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : bf16, max_fp = 1.0 : bf16} : (tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// CHECK-LABEL: func.func @clamp_bf16_attrs_f32
func.func @clamp_bf16_attrs_f32(%a: tensor<2xbf16>) -> tensor<2xbf16> {
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// CHECK-LABEL: func.func @clamp_bf16_attrs_f64
func.func @clamp_bf16_attrs_f64(%a: tensor<2xbf16>) -> tensor<2xbf16> {
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f64, max_fp = 1.0 : f64} : (tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// CHECK-LABEL: func.func @clamp_f32_attrs_f32
func.func @clamp_f32_attrs_f32(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @clamp_f32_attrs_f64
func.func @clamp_f32_attrs_f64(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f64, max_fp = 1.0 : f64} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @clamp_f64_attrs_f64
func.func @clamp_f64_attrs_f64(%a: tensor<2xf64>) -> tensor<2xf64> {
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f64, max_fp = 1.0 : f64} : (tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// CHECK-LABEL: func.func @cast_i1_to_i1
func.func @cast_i1_to_i1(%a: tensor<2xi1>) -> tensor<2xi1> {
  %0 = "tosa.cast"(%a) : (tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @cast_i1_to_i8
func.func @cast_i1_to_i8(%a: tensor<2xi1>) -> tensor<2xi8> {
  %0 = "tosa.cast"(%a) : (tensor<2xi1>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// CHECK-LABEL: func.func @cast_i1_to_i16
func.func @cast_i1_to_i16(%a: tensor<2xi1>) -> tensor<2xi16> {
  %0 = "tosa.cast"(%a) : (tensor<2xi1>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// CHECK-LABEL: func.func @cast_i1_to_i32
func.func @cast_i1_to_i32(%a: tensor<2xi1>) -> tensor<2xi32> {
  %0 = "tosa.cast"(%a) : (tensor<2xi1>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @cast_i1_to_i64
func.func @cast_i1_to_i64(%a: tensor<2xi1>) -> tensor<2xi64> {
  %0 = "tosa.cast"(%a) : (tensor<2xi1>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// CHECK-LABEL: func.func @cast_i1_to_f16
func.func @cast_i1_to_f16(%a: tensor<2xi1>) -> tensor<2xf16> {
  %0 = "tosa.cast"(%a) : (tensor<2xi1>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// CHECK-LABEL: func.func @cast_i1_to_bf16
func.func @cast_i1_to_bf16(%a: tensor<2xi1>) -> tensor<2xbf16> {
  %0 = "tosa.cast"(%a) : (tensor<2xi1>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// CHECK-LABEL: func.func @cast_i1_to_f32
func.func @cast_i1_to_f32(%a: tensor<2xi1>) -> tensor<2xf32> {
  %0 = "tosa.cast"(%a) : (tensor<2xi1>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @cast_i1_to_f64
func.func @cast_i1_to_f64(%a: tensor<2xi1>) -> tensor<2xf64> {
  %0 = "tosa.cast"(%a) : (tensor<2xi1>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// CHECK-LABEL: func.func @cast_i8_to_i1
func.func @cast_i8_to_i1(%a: tensor<2xi8>) -> tensor<2xi1> {
  %0 = "tosa.cast"(%a) : (tensor<2xi8>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @cast_i8_to_i8
func.func @cast_i8_to_i8(%a: tensor<2xi8>) -> tensor<2xi8> {
  %0 = "tosa.cast"(%a) : (tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// CHECK-LABEL: func.func @cast_i8_to_i16
func.func @cast_i8_to_i16(%a: tensor<2xi8>) -> tensor<2xi16> {
  %0 = "tosa.cast"(%a) : (tensor<2xi8>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// CHECK-LABEL: func.func @cast_i8_to_i32
func.func @cast_i8_to_i32(%a: tensor<2xi8>) -> tensor<2xi32> {
  %0 = "tosa.cast"(%a) : (tensor<2xi8>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @cast_i8_to_i64
func.func @cast_i8_to_i64(%a: tensor<2xi8>) -> tensor<2xi64> {
  %0 = "tosa.cast"(%a) : (tensor<2xi8>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// CHECK-LABEL: func.func @cast_i8_to_f16
func.func @cast_i8_to_f16(%a: tensor<2xi8>) -> tensor<2xf16> {
  %0 = "tosa.cast"(%a) : (tensor<2xi8>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// CHECK-LABEL: func.func @cast_i8_to_bf16
func.func @cast_i8_to_bf16(%a: tensor<2xi8>) -> tensor<2xbf16> {
  %0 = "tosa.cast"(%a) : (tensor<2xi8>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// CHECK-LABEL: func.func @cast_i8_to_f32
func.func @cast_i8_to_f32(%a: tensor<2xi8>) -> tensor<2xf32> {
  %0 = "tosa.cast"(%a) : (tensor<2xi8>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @cast_i8_to_f64
func.func @cast_i8_to_f64(%a: tensor<2xi8>) -> tensor<2xf64> {
  %0 = "tosa.cast"(%a) : (tensor<2xi8>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// CHECK-LABEL: func.func @cast_i16_to_i1
func.func @cast_i16_to_i1(%a: tensor<2xi16>) -> tensor<2xi1> {
  %0 = "tosa.cast"(%a) : (tensor<2xi16>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @cast_i16_to_i8
func.func @cast_i16_to_i8(%a: tensor<2xi16>) -> tensor<2xi8> {
  %0 = "tosa.cast"(%a) : (tensor<2xi16>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// CHECK-LABEL: func.func @cast_i16_to_i16
func.func @cast_i16_to_i16(%a: tensor<2xi16>) -> tensor<2xi16> {
  %0 = "tosa.cast"(%a) : (tensor<2xi16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// CHECK-LABEL: func.func @cast_i16_to_i32
func.func @cast_i16_to_i32(%a: tensor<2xi16>) -> tensor<2xi32> {
  %0 = "tosa.cast"(%a) : (tensor<2xi16>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @cast_i16_to_i64
func.func @cast_i16_to_i64(%a: tensor<2xi16>) -> tensor<2xi64> {
  %0 = "tosa.cast"(%a) : (tensor<2xi16>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// CHECK-LABEL: func.func @cast_i16_to_f16
func.func @cast_i16_to_f16(%a: tensor<2xi16>) -> tensor<2xf16> {
  %0 = "tosa.cast"(%a) : (tensor<2xi16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// CHECK-LABEL: func.func @cast_i16_to_bf16
func.func @cast_i16_to_bf16(%a: tensor<2xi16>) -> tensor<2xbf16> {
  %0 = "tosa.cast"(%a) : (tensor<2xi16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// CHECK-LABEL: func.func @cast_i16_to_f32
func.func @cast_i16_to_f32(%a: tensor<2xi16>) -> tensor<2xf32> {
  %0 = "tosa.cast"(%a) : (tensor<2xi16>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @cast_i16_to_f64
func.func @cast_i16_to_f64(%a: tensor<2xi16>) -> tensor<2xf64> {
  %0 = "tosa.cast"(%a) : (tensor<2xi16>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// CHECK-LABEL: func.func @cast_i32_to_i1
func.func @cast_i32_to_i1(%a: tensor<2xi32>) -> tensor<2xi1> {
  %0 = "tosa.cast"(%a) : (tensor<2xi32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @cast_i32_to_i8
func.func @cast_i32_to_i8(%a: tensor<2xi32>) -> tensor<2xi8> {
  %0 = "tosa.cast"(%a) : (tensor<2xi32>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// CHECK-LABEL: func.func @cast_i32_to_i16
func.func @cast_i32_to_i16(%a: tensor<2xi32>) -> tensor<2xi16> {
  %0 = "tosa.cast"(%a) : (tensor<2xi32>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// CHECK-LABEL: func.func @cast_i32_to_i32
func.func @cast_i32_to_i32(%a: tensor<2xi32>) -> tensor<2xi32> {
  %0 = "tosa.cast"(%a) : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @cast_i32_to_i64
func.func @cast_i32_to_i64(%a: tensor<2xi32>) -> tensor<2xi64> {
  %0 = "tosa.cast"(%a) : (tensor<2xi32>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// CHECK-LABEL: func.func @cast_i32_to_f16
func.func @cast_i32_to_f16(%a: tensor<2xi32>) -> tensor<2xf16> {
  %0 = "tosa.cast"(%a) : (tensor<2xi32>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// CHECK-LABEL: func.func @cast_i32_to_bf16
func.func @cast_i32_to_bf16(%a: tensor<2xi32>) -> tensor<2xbf16> {
  %0 = "tosa.cast"(%a) : (tensor<2xi32>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// CHECK-LABEL: func.func @cast_i32_to_f32
func.func @cast_i32_to_f32(%a: tensor<2xi32>) -> tensor<2xf32> {
  %0 = "tosa.cast"(%a) : (tensor<2xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @cast_i32_to_f64
func.func @cast_i32_to_f64(%a: tensor<2xi32>) -> tensor<2xf64> {
  %0 = "tosa.cast"(%a) : (tensor<2xi32>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// CHECK-LABEL: func.func @cast_i64_to_i1
func.func @cast_i64_to_i1(%a: tensor<2xi64>) -> tensor<2xi1> {
  %0 = "tosa.cast"(%a) : (tensor<2xi64>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @cast_i64_to_i8
func.func @cast_i64_to_i8(%a: tensor<2xi64>) -> tensor<2xi8> {
  %0 = "tosa.cast"(%a) : (tensor<2xi64>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// CHECK-LABEL: func.func @cast_i64_to_i16
func.func @cast_i64_to_i16(%a: tensor<2xi64>) -> tensor<2xi16> {
  %0 = "tosa.cast"(%a) : (tensor<2xi64>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// CHECK-LABEL: func.func @cast_i64_to_i32
func.func @cast_i64_to_i32(%a: tensor<2xi64>) -> tensor<2xi32> {
  %0 = "tosa.cast"(%a) : (tensor<2xi64>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @cast_i64_to_i64
func.func @cast_i64_to_i64(%a: tensor<2xi64>) -> tensor<2xi64> {
  %0 = "tosa.cast"(%a) : (tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// CHECK-LABEL: func.func @cast_i64_to_f16
func.func @cast_i64_to_f16(%a: tensor<2xi64>) -> tensor<2xf16> {
  %0 = "tosa.cast"(%a) : (tensor<2xi64>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// CHECK-LABEL: func.func @cast_i64_to_bf16
func.func @cast_i64_to_bf16(%a: tensor<2xi64>) -> tensor<2xbf16> {
  %0 = "tosa.cast"(%a) : (tensor<2xi64>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// CHECK-LABEL: func.func @cast_i64_to_f32
func.func @cast_i64_to_f32(%a: tensor<2xi64>) -> tensor<2xf32> {
  %0 = "tosa.cast"(%a) : (tensor<2xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @cast_i64_to_f64
func.func @cast_i64_to_f64(%a: tensor<2xi64>) -> tensor<2xf64> {
  %0 = "tosa.cast"(%a) : (tensor<2xi64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// CHECK-LABEL: func.func @cast_f16_to_i1
func.func @cast_f16_to_i1(%a: tensor<2xf16>) -> tensor<2xi1> {
  %0 = "tosa.cast"(%a) : (tensor<2xf16>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @cast_f16_to_i8
func.func @cast_f16_to_i8(%a: tensor<2xf16>) -> tensor<2xi8> {
  %0 = "tosa.cast"(%a) : (tensor<2xf16>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// CHECK-LABEL: func.func @cast_f16_to_i16
func.func @cast_f16_to_i16(%a: tensor<2xf16>) -> tensor<2xi16> {
  %0 = "tosa.cast"(%a) : (tensor<2xf16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// CHECK-LABEL: func.func @cast_f16_to_i32
func.func @cast_f16_to_i32(%a: tensor<2xf16>) -> tensor<2xi32> {
  %0 = "tosa.cast"(%a) : (tensor<2xf16>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @cast_f16_to_i64
func.func @cast_f16_to_i64(%a: tensor<2xf16>) -> tensor<2xi64> {
  %0 = "tosa.cast"(%a) : (tensor<2xf16>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// CHECK-LABEL: func.func @cast_f16_to_f16
func.func @cast_f16_to_f16(%a: tensor<2xf16>) -> tensor<2xf16> {
  %0 = "tosa.cast"(%a) : (tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// CHECK-LABEL: func.func @cast_f16_to_f32
func.func @cast_f16_to_f32(%a: tensor<2xf16>) -> tensor<2xf32> {
  %0 = "tosa.cast"(%a) : (tensor<2xf16>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @cast_f16_to_f64
func.func @cast_f16_to_f64(%a: tensor<2xf16>) -> tensor<2xf64> {
  %0 = "tosa.cast"(%a) : (tensor<2xf16>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// CHECK-LABEL: func.func @cast_bf16_to_i1
func.func @cast_bf16_to_i1(%a: tensor<2xbf16>) -> tensor<2xi1> {
  %0 = "tosa.cast"(%a) : (tensor<2xbf16>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @cast_bf16_to_i8
func.func @cast_bf16_to_i8(%a: tensor<2xbf16>) -> tensor<2xi8> {
  %0 = "tosa.cast"(%a) : (tensor<2xbf16>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// CHECK-LABEL: func.func @cast_bf16_to_i16
func.func @cast_bf16_to_i16(%a: tensor<2xbf16>) -> tensor<2xi16> {
  %0 = "tosa.cast"(%a) : (tensor<2xbf16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// CHECK-LABEL: func.func @cast_bf16_to_i32
func.func @cast_bf16_to_i32(%a: tensor<2xbf16>) -> tensor<2xi32> {
  %0 = "tosa.cast"(%a) : (tensor<2xbf16>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @cast_bf16_to_i64
func.func @cast_bf16_to_i64(%a: tensor<2xbf16>) -> tensor<2xi64> {
  %0 = "tosa.cast"(%a) : (tensor<2xbf16>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// CHECK-LABEL: func.func @cast_bf16_to_bf16
func.func @cast_bf16_to_bf16(%a: tensor<2xbf16>) -> tensor<2xbf16> {
  %0 = "tosa.cast"(%a) : (tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// CHECK-LABEL: func.func @cast_bf16_to_f32
func.func @cast_bf16_to_f32(%a: tensor<2xbf16>) -> tensor<2xf32> {
  %0 = "tosa.cast"(%a) : (tensor<2xbf16>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @cast_bf16_to_f64
func.func @cast_bf16_to_f64(%a: tensor<2xbf16>) -> tensor<2xf64> {
  %0 = "tosa.cast"(%a) : (tensor<2xbf16>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// CHECK-LABEL: func.func @cast_f32_to_i1
func.func @cast_f32_to_i1(%a: tensor<2xf32>) -> tensor<2xi1> {
  %0 = "tosa.cast"(%a) : (tensor<2xf32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @cast_f32_to_i8
func.func @cast_f32_to_i8(%a: tensor<2xf32>) -> tensor<2xi8> {
  %0 = "tosa.cast"(%a) : (tensor<2xf32>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// CHECK-LABEL: func.func @cast_f32_to_i16
func.func @cast_f32_to_i16(%a: tensor<2xf32>) -> tensor<2xi16> {
  %0 = "tosa.cast"(%a) : (tensor<2xf32>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// CHECK-LABEL: func.func @cast_f32_to_i32
func.func @cast_f32_to_i32(%a: tensor<2xf32>) -> tensor<2xi32> {
  %0 = "tosa.cast"(%a) : (tensor<2xf32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @cast_f32_to_i64
func.func @cast_f32_to_i64(%a: tensor<2xf32>) -> tensor<2xi64> {
  %0 = "tosa.cast"(%a) : (tensor<2xf32>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// CHECK-LABEL: func.func @cast_f32_to_f16
func.func @cast_f32_to_f16(%a: tensor<2xf32>) -> tensor<2xf16> {
  %0 = "tosa.cast"(%a) : (tensor<2xf32>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// CHECK-LABEL: func.func @cast_f32_to_bf16
func.func @cast_f32_to_bf16(%a: tensor<2xf32>) -> tensor<2xbf16> {
  %0 = "tosa.cast"(%a) : (tensor<2xf32>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// CHECK-LABEL: func.func @cast_f32_to_f32
func.func @cast_f32_to_f32(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tosa.cast"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @cast_f32_to_f64
func.func @cast_f32_to_f64(%a: tensor<2xf32>) -> tensor<2xf64> {
  %0 = "tosa.cast"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// CHECK-LABEL: func.func @cast_f64_to_i1
func.func @cast_f64_to_i1(%a: tensor<2xf64>) -> tensor<2xi1> {
  %0 = "tosa.cast"(%a) : (tensor<2xf64>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @cast_f64_to_i8
func.func @cast_f64_to_i8(%a: tensor<2xf64>) -> tensor<2xi8> {
  %0 = "tosa.cast"(%a) : (tensor<2xf64>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// CHECK-LABEL: func.func @cast_f64_to_i16
func.func @cast_f64_to_i16(%a: tensor<2xf64>) -> tensor<2xi16> {
  %0 = "tosa.cast"(%a) : (tensor<2xf64>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// CHECK-LABEL: func.func @cast_f64_to_i32
func.func @cast_f64_to_i32(%a: tensor<2xf64>) -> tensor<2xi32> {
  %0 = "tosa.cast"(%a) : (tensor<2xf64>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @cast_f64_to_i64
func.func @cast_f64_to_i64(%a: tensor<2xf64>) -> tensor<2xi64> {
  %0 = "tosa.cast"(%a) : (tensor<2xf64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// CHECK-LABEL: func.func @cast_f64_to_f16
func.func @cast_f64_to_f16(%a: tensor<2xf64>) -> tensor<2xf16> {
  %0 = "tosa.cast"(%a) : (tensor<2xf64>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// CHECK-LABEL: func.func @cast_f64_to_bf16
func.func @cast_f64_to_bf16(%a: tensor<2xf64>) -> tensor<2xbf16> {
  %0 = "tosa.cast"(%a) : (tensor<2xf64>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// CHECK-LABEL: func.func @cast_f64_to_f32
func.func @cast_f64_to_f32(%a: tensor<2xf64>) -> tensor<2xf32> {
  %0 = "tosa.cast"(%a) : (tensor<2xf64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @cast_f64_to_f64
func.func @cast_f64_to_f64(%a: tensor<2xf64>) -> tensor<2xf64> {
  %0 = "tosa.cast"(%a) : (tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// CHECK-LABEL: func.func @select_i1
func.func @select_i1(%a: tensor<2xi1>, %b: tensor<2xi1>, %c: tensor<2xi1>) -> tensor<2xi1> {
  %0 = "tosa.select"(%a, %b, %c) : (tensor<2xi1>, tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @select_i8
func.func @select_i8(%a: tensor<2xi1>, %b: tensor<2xi8>, %c: tensor<2xi8>) -> tensor<2xi8> {
  %0 = "tosa.select"(%a, %b, %c) : (tensor<2xi1>, tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// CHECK-LABEL: func.func @select_i16
func.func @select_i16(%a: tensor<2xi1>, %b: tensor<2xi16>, %c: tensor<2xi16>) -> tensor<2xi16> {
  %0 = "tosa.select"(%a, %b, %c) : (tensor<2xi1>, tensor<2xi16>, tensor<2xi16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// CHECK-LABEL: func.func @select_i32
func.func @select_i32(%a: tensor<2xi1>, %b: tensor<2xi32>, %c: tensor<2xi32>) -> tensor<2xi32> {
  %0 = "tosa.select"(%a, %b, %c) : (tensor<2xi1>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// CHECK-LABEL: func.func @select_i64
func.func @select_i64(%a: tensor<2xi1>, %b: tensor<2xi64>, %c: tensor<2xi64>) -> tensor<2xi64> {
  %0 = "tosa.select"(%a, %b, %c) : (tensor<2xi1>, tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// CHECK-LABEL: func.func @select_f16
func.func @select_f16(%a: tensor<2xi1>, %b: tensor<2xf16>, %c: tensor<2xf16>) -> tensor<2xf16> {
  %0 = "tosa.select"(%a, %b, %c) : (tensor<2xi1>, tensor<2xf16>, tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}

// CHECK-LABEL: func.func @select_bf16
func.func @select_bf16(%a: tensor<2xi1>, %b: tensor<2xbf16>, %c: tensor<2xbf16>) -> tensor<2xbf16> {
  %0 = "tosa.select"(%a, %b, %c) : (tensor<2xi1>, tensor<2xbf16>, tensor<2xbf16>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// CHECK-LABEL: func.func @select_f32
func.func @select_f32(%a: tensor<2xi1>, %b: tensor<2xf32>, %c: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tosa.select"(%a, %b, %c) : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @select_f64
func.func @select_f64(%a: tensor<2xi1>, %b: tensor<2xf64>, %c: tensor<2xf64>) -> tensor<2xf64> {
  %0 = "tosa.select"(%a, %b, %c) : (tensor<2xi1>, tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// CHECK-LABEL: func.func @add_rank0
func.func @add_rank0(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = "tosa.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// CHECK-LABEL: func.func @add_dynamic
func.func @add_dynamic(%a: tensor<?x?xf32>, %b: tensor<?x1xf32>) -> tensor<?x?xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<?x?xf32>, tensor<?x1xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @add_rank6
func.func @add_rank6(%a: tensor<1x2x3x4x5x6xf32>, %b: tensor<6xf32>) -> tensor<1x2x3x4x5x6xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<1x2x3x4x5x6xf32>, tensor<6xf32>) -> tensor<1x2x3x4x5x6xf32>
  return %0 : tensor<1x2x3x4x5x6xf32>
}
