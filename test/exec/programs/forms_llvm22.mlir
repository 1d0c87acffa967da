// LLVM 22 (TOSA 1.0) spellings of the element-wise ops whose syntax changed:
// tosa.mul's shift operand, tosa.negate's zero-point operands, tosa.clamp's
// min_val/max_val, nan_mode on maximum/minimum/clamp, tosa.intdiv, tosa.const's
// `values`. Checked against mlir-opt-22's own tosa-to-linalg.
// EXEC-REF: apply-rescale

// EXEC: 2x3, 1x3
// EXEC: 1x3, 2x3
func.func @mul_shift3_i32(%a: tensor<?x3xi32>, %b: tensor<?x3xi32>) -> tensor<?x3xi32> {
  %s = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = "tosa.mul"(%a, %b, %s) : (tensor<?x3xi32>, tensor<?x3xi32>, tensor<1xi8>) -> tensor<?x3xi32>
  return %0 : tensor<?x3xi32>
}

// EXEC: 4, 4
func.func @mul_shift0_i32(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = "tosa.mul"(%a, %b, %s) : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// EXEC: 2x4, 2x4
func.func @mul_f32(%a: tensor<2x4xf32>, %b: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = "tosa.mul"(%a, %b, %s) : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<1xi8>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// Integer negate saturates in LLVM 22 (-128 -> 127).
// EXEC: 8
// EXEC-VALUES: 0 -128 -127 -1 0 1 127 5 -5
func.func @negate_i8(%a: tensor<?xi8>) -> tensor<?xi8> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = "tosa.negate"(%a, %zp, %zp) : (tensor<?xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<?xi8>
  return %0 : tensor<?xi8>
}

// Non-zero zero points are for i8 only in LLVM 22.
// EXEC: 6
// EXEC-VALUES: 0 -128 127 0 3 -2 100
func.func @negate_i8_zp(%a: tensor<6xi8>) -> tensor<6xi8> {
  %zi = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zo = "tosa.const"() <{values = dense<-2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = "tosa.negate"(%a, %zi, %zo) : (tensor<6xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<6xi8>
  return %0 : tensor<6xi8>
}

// EXEC: 6
func.func @negate_i16(%a: tensor<6xi16>) -> tensor<6xi16> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %0 = "tosa.negate"(%a, %zp, %zp) : (tensor<6xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<6xi16>
  return %0 : tensor<6xi16>
}

// EXEC: 2x3
func.func @negate_f32(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %zp = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = "tosa.negate"(%a, %zp, %zp) : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// EXEC: 10
func.func @clamp_i32(%a: tensor<10xi32>) -> tensor<10xi32> {
  %0 = "tosa.clamp"(%a) <{min_val = -3 : i32, max_val = 5 : i32}> : (tensor<10xi32>) -> tensor<10xi32>
  return %0 : tensor<10xi32>
}

// EXEC: 8
// EXEC-VALUES: 0 nan -1.5 0.5 2.5 inf -inf 1.25
func.func @clamp_f32_ignore(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = "tosa.clamp"(%a) <{min_val = -1.0 : f32, max_val = 2.0 : f32, nan_mode = #tosa.nan_mode<IGNORE>}> : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// EXEC: 8
// EXEC-VALUES: 0 nan -1.5 0.5 2.5 inf -inf 1.25
func.func @clamp_f16_propagate(%a: tensor<8xf16>) -> tensor<8xf16> {
  %0 = "tosa.clamp"(%a) <{min_val = -1.0 : f16, max_val = 2.0 : f16}> : (tensor<8xf16>) -> tensor<8xf16>
  return %0 : tensor<8xf16>
}

// EXEC: 6, 6
// EXEC-VALUES: 0 nan 1.0 -2.0 nan 3.0 0.5
// EXEC-VALUES: 1 1.0 nan nan -3.0 2.0 0.25
func.func @maximum_ignore(%a: tensor<6xf32>, %b: tensor<6xf32>) -> tensor<6xf32> {
  %0 = "tosa.maximum"(%a, %b) <{nan_mode = #tosa.nan_mode<IGNORE>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// EXEC: 6, 6
// EXEC-VALUES: 0 nan 1.0 -2.0 nan 3.0 0.5
// EXEC-VALUES: 1 1.0 nan nan -3.0 2.0 0.25
func.func @minimum_ignore(%a: tensor<6xf32>, %b: tensor<6xf32>) -> tensor<6xf32> {
  %0 = "tosa.minimum"(%a, %b) <{nan_mode = #tosa.nan_mode<IGNORE>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// EXEC: 6, 6
// EXEC-VALUES: 0 nan 1.0 -2.0 nan 3.0 0.5
// EXEC-VALUES: 1 1.0 nan nan -3.0 2.0 0.25
func.func @maximum_propagate(%a: tensor<6xf32>, %b: tensor<6xf32>) -> tensor<6xf32> {
  %0 = "tosa.maximum"(%a, %b) <{nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// EXEC: 2x5, 1x5
// EXEC-NONZERO: 1
func.func @intdiv(%a: tensor<?x5xi32>, %b: tensor<?x5xi32>) -> tensor<?x5xi32> {
  %0 = "tosa.intdiv"(%a, %b) : (tensor<?x5xi32>, tensor<?x5xi32>) -> tensor<?x5xi32>
  return %0 : tensor<?x5xi32>
}

// EXEC: 3
func.func @const_add(%a: tensor<3xi32>) -> tensor<3xi32> {
  %c = "tosa.const"() <{values = dense<[10, 20, 30]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %0 = "tosa.add"(%a, %c) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}
