// tosa.max_pool2d and tosa.avg_pool2d in TOSA 1.0's form (avg_pool2d's zero
// points as tosa.const operands; max_pool2d's nan_mode) against mlir-opt-22's
// pipeline: pools_llvm19.mlir's cases, and nan_mode PROPAGATE and IGNORE on NaNs
// (no window is NaN only: mlir-opt-22 gives -3.4e38 for one, the spec and we -inf).

// -----

// EXEC-RANGE: 0 -100 100
// EXEC: 1x6x6x3
func.func @max_f32(%arg0: tensor<1x6x6x3xf32>) -> tensor<1x3x3x3xf32> {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x6x6x3xf32>) -> tensor<1x3x3x3xf32>
  return %0 : tensor<1x3x3x3xf32>
}

// -----

// EXEC-RANGE: 0 -100 100
// EXEC: 2x5x7x2
func.func @max_f32_pad(%arg0: tensor<2x5x7x2xf32>) -> tensor<2x5x7x2xf32> {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 3, 3>, stride = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>} : (tensor<2x5x7x2xf32>) -> tensor<2x5x7x2xf32>
  return %0 : tensor<2x5x7x2xf32>
}

// -----

// EXEC-RANGE: 0 -100 100
// EXEC: 1x7x8x4
func.func @max_f32_stride_pad(%arg0: tensor<1x7x8x4xf32>) -> tensor<1x4x3x4xf32> {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 3, 2>, stride = array<i64: 2, 3>, pad = array<i64: 1, 1, 0, 0>} : (tensor<1x7x8x4xf32>) -> tensor<1x4x3x4xf32>
  return %0 : tensor<1x4x3x4xf32>
}

// -----

// EXEC-RANGE: 0 -100 100
// EXEC: 2x4x6x3
// EXEC: 1x4x6x3
func.func @max_f16_dyn(%arg0: tensor<?x4x6x3xf16>) -> tensor<?x2x3x3xf16> {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<?x4x6x3xf16>) -> tensor<?x2x3x3xf16>
  return %0 : tensor<?x2x3x3xf16>
}

// -----

// EXEC-RANGE: 0 -100 100
// EXEC: 1x3x3x2
func.func @max_bf16(%arg0: tensor<1x3x3x2xbf16>) -> tensor<1x1x1x2xbf16> {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 3, 3>, stride = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x3x3x2xbf16>) -> tensor<1x1x1x2xbf16>
  return %0 : tensor<1x1x1x2xbf16>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 1x4x4x5
func.func @max_i8_pad(%arg0: tensor<1x4x4x5xi8>) -> tensor<1x2x2x5xi8> {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 3, 3>, stride = array<i64: 2, 2>, pad = array<i64: 1, 0, 1, 0>} : (tensor<1x4x4x5xi8>) -> tensor<1x2x2x5xi8>
  return %0 : tensor<1x2x2x5xi8>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 3x5x5x1
func.func @max_i16(%arg0: tensor<3x5x5x1xi16>) -> tensor<3x5x5x1xi16> {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 1, 1>, stride = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>} : (tensor<3x5x5x1xi16>) -> tensor<3x5x5x1xi16>
  return %0 : tensor<3x5x5x1xi16>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 1x1x1x1
func.func @max_i32_unit(%arg0: tensor<1x1x1x1xi32>) -> tensor<1x1x1x1xi32> {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 1, 1>, stride = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x1x1x1xi32>) -> tensor<1x1x1x1xi32>
  return %0 : tensor<1x1x1x1xi32>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 1x2x2x3
func.func @max_i32_pad_all(%arg0: tensor<1x2x2x3xi32>) -> tensor<1x2x2x3xi32> {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 2, 2>, stride = array<i64: 1, 1>, pad = array<i64: 1, 0, 0, 1>} : (tensor<1x2x2x3xi32>) -> tensor<1x2x2x3xi32>
  return %0 : tensor<1x2x2x3xi32>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 2x4x4x3
func.func @max_i8_twin(%arg0: tensor<2x4x4x3xi8>) -> tensor<2x2x2x3xi8> {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<2x4x4x3xi8>) -> tensor<2x2x2x3xi8>
  return %0 : tensor<2x2x2x3xi8>
}

// -----

// EXEC-EXPECT-FROM: @max_i8_twin
// EXEC-RANGE: 0 min max
// EXEC: 2x4x4x3
func.func @max_i8_dyn_channels(%arg0: tensor<?x4x4x?xi8>) -> tensor<?x2x2x?xi8> {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<?x4x4x?xi8>) -> tensor<?x2x2x?xi8>
  return %0 : tensor<?x2x2x?xi8>
}

// -----

// EXEC-RANGE: 0 -100 100
// EXEC: 1x6x6x3
func.func @avg_f32(%arg0: tensor<1x6x6x3xf32>) -> tensor<1x3x3x3xf32> {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %ozp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.avg_pool2d %arg0, %izp, %ozp {acc_type = f32, kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x6x6x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x3x3xf32>
  return %0 : tensor<1x3x3x3xf32>
}

// -----

// EXEC-RANGE: 0 -100 100
// EXEC: 2x6x9x2
func.func @avg_f32_pad(%arg0: tensor<2x6x9x2xf32>) -> tensor<2x6x9x2xf32> {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %ozp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.avg_pool2d %arg0, %izp, %ozp {acc_type = f32, kernel = array<i64: 4, 4>, stride = array<i64: 1, 1>, pad = array<i64: 1, 2, 1, 2>} : (tensor<2x6x9x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x6x9x2xf32>
  return %0 : tensor<2x6x9x2xf32>
}

// -----

// EXEC-RANGE: 0 -100 100
// EXEC: 1x7x9x2
func.func @avg_f32_stride_pad(%arg0: tensor<1x7x9x2xf32>) -> tensor<1x4x4x2xf32> {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %ozp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.avg_pool2d %arg0, %izp, %ozp {acc_type = f32, kernel = array<i64: 3, 3>, stride = array<i64: 2, 2>, pad = array<i64: 1, 1, 0, 0>} : (tensor<1x7x9x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
  return %0 : tensor<1x4x4x2xf32>
}

// -----

// EXEC-RANGE: 0 -100 100
// EXEC: 2x4x4x3
// EXEC: 1x4x4x3
func.func @avg_f32_dyn(%arg0: tensor<?x4x4x3xf32>) -> tensor<?x4x4x3xf32> {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %ozp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.avg_pool2d %arg0, %izp, %ozp {acc_type = f32, kernel = array<i64: 3, 3>, stride = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>} : (tensor<?x4x4x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4x4x3xf32>
  return %0 : tensor<?x4x4x3xf32>
}

// -----

// EXEC-RANGE: 0 -100 100
// EXEC: 2x4x4x3
func.func @avg_f32_twin(%arg0: tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32> {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %ozp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.avg_pool2d %arg0, %izp, %ozp {acc_type = f32, kernel = array<i64: 3, 3>, stride = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>} : (tensor<2x4x4x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x4x4x3xf32>
  return %0 : tensor<2x4x4x3xf32>
}

// -----

// EXEC-EXPECT-FROM: @avg_f32_twin
// EXEC-RANGE: 0 -100 100
// EXEC: 2x4x4x3
func.func @avg_f32_dyn_channels(%arg0: tensor<?x4x4x?xf32>) -> tensor<?x4x4x?xf32> {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %ozp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.avg_pool2d %arg0, %izp, %ozp {acc_type = f32, kernel = array<i64: 3, 3>, stride = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>} : (tensor<?x4x4x?xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x4x4x?xf32>
  return %0 : tensor<?x4x4x?xf32>
}

// -----

// EXEC-RANGE: 0 -100 100
// EXEC: 1x5x5x2
func.func @avg_f16_acc_f32(%arg0: tensor<1x5x5x2xf16>) -> tensor<1x5x5x2xf16> {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %ozp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = tosa.avg_pool2d %arg0, %izp, %ozp {acc_type = f32, kernel = array<i64: 3, 3>, stride = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>} : (tensor<1x5x5x2xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x5x5x2xf16>
  return %0 : tensor<1x5x5x2xf16>
}

// -----

// EXEC-RANGE: 0 -100 100
// EXEC: 1x4x4x2
func.func @avg_f16_acc_f16(%arg0: tensor<1x4x4x2xf16>) -> tensor<1x2x2x2xf16> {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %ozp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = tosa.avg_pool2d %arg0, %izp, %ozp {acc_type = f16, kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x4x4x2xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x2x2x2xf16>
  return %0 : tensor<1x2x2x2xf16>
}

// -----

// EXEC-RANGE: 0 -100 100
// EXEC: 1x3x4x2
func.func @avg_bf16(%arg0: tensor<1x3x4x2xbf16>) -> tensor<1x3x4x2xbf16> {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %ozp = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %0 = tosa.avg_pool2d %arg0, %izp, %ozp {acc_type = f32, kernel = array<i64: 3, 3>, stride = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>} : (tensor<1x3x4x2xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x3x4x2xbf16>
  return %0 : tensor<1x3x4x2xbf16>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 1x6x6x3
func.func @avg_i8(%arg0: tensor<1x6x6x3xi8>) -> tensor<1x5x5x3xi8> {
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.avg_pool2d %arg0, %izp, %ozp {acc_type = i32, kernel = array<i64: 4, 4>, stride = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>} : (tensor<1x6x6x3xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x5x5x3xi8>
  return %0 : tensor<1x5x5x3xi8>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 1x5x7x2
func.func @avg_i8_zp(%arg0: tensor<1x5x7x2xi8>) -> tensor<1x3x4x2xi8> {
  %izp = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.avg_pool2d %arg0, %izp, %ozp {acc_type = i32, kernel = array<i64: 3, 3>, stride = array<i64: 2, 2>, pad = array<i64: 1, 1, 1, 1>} : (tensor<1x5x7x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x4x2xi8>
  return %0 : tensor<1x3x4x2xi8>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 3x4x4x2
// EXEC: 1x4x4x2
func.func @avg_i8_zp_dyn(%arg0: tensor<?x4x4x2xi8>) -> tensor<?x4x4x2xi8> {
  %izp = "tosa.const"() <{values = dense<7> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.avg_pool2d %arg0, %izp, %ozp {acc_type = i32, kernel = array<i64: 3, 3>, stride = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>} : (tensor<?x4x4x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<?x4x4x2xi8>
  return %0 : tensor<?x4x4x2xi8>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 1x5x5x4
func.func @avg_i16(%arg0: tensor<1x5x5x4xi16>) -> tensor<1x2x2x4xi16> {
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %0 = tosa.avg_pool2d %arg0, %izp, %ozp {acc_type = i32, kernel = array<i64: 3, 3>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x5x5x4xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x2x2x4xi16>
  return %0 : tensor<1x2x2x4xi16>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 2x3x3x1
func.func @avg_i16_pad(%arg0: tensor<2x3x3x1xi16>) -> tensor<2x3x3x1xi16> {
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %0 = tosa.avg_pool2d %arg0, %izp, %ozp {acc_type = i32, kernel = array<i64: 3, 3>, stride = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>} : (tensor<2x3x3x1xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<2x3x3x1xi16>
  return %0 : tensor<2x3x3x1xi16>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 1x1x1x1
func.func @avg_i8_unit(%arg0: tensor<1x1x1x1xi8>) -> tensor<1x1x1x1xi8> {
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.avg_pool2d %arg0, %izp, %ozp {acc_type = i32, kernel = array<i64: 1, 1>, stride = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x1x1x1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x1x1xi8>
  return %0 : tensor<1x1x1x1xi8>
}

// -----

// EXEC-VALUES: 0 nan 1.5 -2.0 3.25 -inf 0.5 -7.0 2.0 -0.0 9.0 -3.5 inf 4.0 -1.0 6.0 -5.0
// EXEC: 2x6x6x3
func.func @max_nan_propagate_f32(%arg0: tensor<2x6x6x3xf32>) -> tensor<2x3x3x3xf32> {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, nan_mode = PROPAGATE} : (tensor<2x6x6x3xf32>) -> tensor<2x3x3x3xf32>
  return %0 : tensor<2x3x3x3xf32>
}

// -----

// EXEC-VALUES: 0 nan 1.5 -2.0 3.25 -inf 0.5 -7.0 2.0 -0.0 9.0 -3.5 inf 4.0 -1.0 6.0 -5.0
// EXEC: 2x6x6x3
func.func @max_nan_propagate_f16(%arg0: tensor<2x6x6x3xf16>) -> tensor<2x3x3x3xf16> {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, nan_mode = PROPAGATE} : (tensor<2x6x6x3xf16>) -> tensor<2x3x3x3xf16>
  return %0 : tensor<2x3x3x3xf16>
}

// -----

// EXEC-VALUES: 0 nan 1.5 -2.0 3.25 -inf 0.5 -7.0 2.0 -0.0 9.0 -3.5 inf 4.0 -1.0 6.0 -5.0
// EXEC: 2x6x6x3
func.func @max_nan_ignore_f32(%arg0: tensor<2x6x6x3xf32>) -> tensor<2x3x3x3xf32> {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, nan_mode = IGNORE} : (tensor<2x6x6x3xf32>) -> tensor<2x3x3x3xf32>
  return %0 : tensor<2x3x3x3xf32>
}

// -----

// EXEC-VALUES: 0 nan 1.5 -2.0 3.25 -inf 0.5 -7.0 2.0 -0.0 9.0 -3.5 inf 4.0 -1.0 6.0 -5.0
// EXEC: 2x6x6x3
func.func @max_nan_ignore_f16(%arg0: tensor<2x6x6x3xf16>) -> tensor<2x3x3x3xf16> {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, nan_mode = IGNORE} : (tensor<2x6x6x3xf16>) -> tensor<2x3x3x3xf16>
  return %0 : tensor<2x3x3x3xf16>
}
