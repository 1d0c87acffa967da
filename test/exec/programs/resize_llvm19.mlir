// tosa.resize in LLVM 19's form (mode string; scale, offset and border
// attributes), executed against mlir-opt-19's lowering: nearest and bilinear;
// f32, f16 and bf16 (nearest: mlir-opt-19 sign-extends bf16 as an integer in
// bilinear mode and fails); i8 and i16 nearest; i8 -> i32 bilinear (i16 -> i48
// has no runner type: test/lower/resize.mlir); up- and downscaling, negative
// offsets and borders; static and dynamic batch (runtime 1 too); 1x1 inputs
// (mlir-opt's unary pattern) and inputs of height or width 1 (its broadcast
// pattern). Floats must match bit for bit (EXEC-TOL 0 0). Where mlir-opt cannot
// lower the function (its general pattern takes only a dynamic batch: dynamic
// channels, dynamic result sizes), against a static twin (EXEC-EXPECT-FROM).

// EXEC-TOL: 0 0
// EXEC: 1x2x3x2
func.func @nearest_f32_up(%arg0: tensor<1x2x3x2xf32>) -> tensor<1x4x6x2xf32> {
  %0 = tosa.resize %arg0 {mode = "NEAREST_NEIGHBOR", scale = array<i64: 4, 2, 4, 2>, offset = array<i64: -1, -1>, border = array<i64: 1, 1>} : (tensor<1x2x3x2xf32>) -> tensor<1x4x6x2xf32>
  return %0 : tensor<1x4x6x2xf32>
}

// -----

// EXEC-TOL: 0 0
// EXEC: 2x2x3x2
// EXEC: 1x2x3x2
func.func @bilinear_f32_up_dynbatch(%arg0: tensor<?x2x3x2xf32>) -> tensor<?x4x6x2xf32> {
  %0 = tosa.resize %arg0 {mode = "BILINEAR", scale = array<i64: 4, 2, 4, 2>, offset = array<i64: -1, -1>, border = array<i64: 1, 1>} : (tensor<?x2x3x2xf32>) -> tensor<?x4x6x2xf32>
  return %0 : tensor<?x4x6x2xf32>
}

// -----

// EXEC-TOL: 0 0
// EXEC: 1x6x6x1
func.func @bilinear_f16_down(%arg0: tensor<1x6x6x1xf16>) -> tensor<1x3x3x1xf16> {
  %0 = tosa.resize %arg0 {mode = "BILINEAR", scale = array<i64: 1, 2, 1, 2>, offset = array<i64: 0, 0>, border = array<i64: -1, -1>} : (tensor<1x6x6x1xf16>) -> tensor<1x3x3x1xf16>
  return %0 : tensor<1x3x3x1xf16>
}

// -----

// EXEC-TOL: 0 0
// EXEC: 2x3x4x1
func.func @bilinear_f32_offsets(%arg0: tensor<2x3x4x1xf32>) -> tensor<2x8x5x1xf32> {
  %0 = tosa.resize %arg0 {mode = "BILINEAR", scale = array<i64: 3, 1, 5, 4>, offset = array<i64: 1, 2>, border = array<i64: 2, 3>} : (tensor<2x3x4x1xf32>) -> tensor<2x8x5x1xf32>
  return %0 : tensor<2x8x5x1xf32>
}

// -----

// EXEC-TOL: 0 0
// EXEC-RANGE: 0 min max
// EXEC: 1x3x3x2
func.func @nearest_i8(%arg0: tensor<1x3x3x2xi8>) -> tensor<1x5x5x2xi8> {
  %0 = tosa.resize %arg0 {mode = "NEAREST_NEIGHBOR", scale = array<i64: 2, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : (tensor<1x3x3x2xi8>) -> tensor<1x5x5x2xi8>
  return %0 : tensor<1x5x5x2xi8>
}

// -----

// EXEC-TOL: 0 0
// EXEC-RANGE: 0 min max
// EXEC: 3x4x2x3
// EXEC: 1x4x2x3
func.func @nearest_i16_dynbatch(%arg0: tensor<?x4x2x3xi16>) -> tensor<?x7x3x3xi16> {
  %0 = tosa.resize %arg0 {mode = "NEAREST_NEIGHBOR", scale = array<i64: 2, 1, 3, 2>, offset = array<i64: -1, 1>, border = array<i64: -1, 2>} : (tensor<?x4x2x3xi16>) -> tensor<?x7x3x3xi16>
  return %0 : tensor<?x7x3x3xi16>
}

// -----

// EXEC-TOL: 0 0
// EXEC-RANGE: 0 min max
// EXEC: 1x3x3x2
func.func @bilinear_i8_i32(%arg0: tensor<1x3x3x2xi8>) -> tensor<1x5x5x2xi32> {
  %0 = tosa.resize %arg0 {mode = "BILINEAR", scale = array<i64: 2, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : (tensor<1x3x3x2xi8>) -> tensor<1x5x5x2xi32>
  return %0 : tensor<1x5x5x2xi32>
}

// -----

// EXEC-TOL: 0 0
// EXEC: 2x2x3x1
func.func @bilinear_i8_i32_neg_offset(%arg0: tensor<2x2x3x1xi8>) -> tensor<2x4x5x1xi32> {
  %0 = tosa.resize %arg0 {mode = "BILINEAR", scale = array<i64: 4, 2, 3, 1>, offset = array<i64: -1, -1>, border = array<i64: 1, -3>} : (tensor<2x2x3x1xi8>) -> tensor<2x4x5x1xi32>
  return %0 : tensor<2x4x5x1xi32>
}

// -----

// EXEC-TOL: 0 0
// EXEC: 3x1x1x7
func.func @unary_same_f32(%arg0: tensor<3x1x1x7xf32>) -> tensor<3x1x1x7xf32> {
  %0 = tosa.resize %arg0 {mode = "BILINEAR", scale = array<i64: 2, 2, 1, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : (tensor<3x1x1x7xf32>) -> tensor<3x1x1x7xf32>
  return %0 : tensor<3x1x1x7xf32>
}

// -----

// EXEC-TOL: 0 0
// EXEC: 2x1x1x4
// EXEC: 1x1x1x4
func.func @unary_nearest_i8(%arg0: tensor<?x1x1x4xi8>) -> tensor<?x1x1x4xi8> {
  %0 = tosa.resize %arg0 {mode = "NEAREST_NEIGHBOR", scale = array<i64: 3, 1, 5, 2>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : (tensor<?x1x1x4xi8>) -> tensor<?x1x1x4xi8>
  return %0 : tensor<?x1x1x4xi8>
}

// -----

// EXEC-TOL: 0 0
// EXEC-RANGE: 0 min max
// EXEC: 2x1x1x5
func.func @unary_bilinear_i8_i32(%arg0: tensor<?x1x1x5xi8>) -> tensor<?x1x1x5xi32> {
  %0 = tosa.resize %arg0 {mode = "BILINEAR", scale = array<i64: 3, 2, 5, 4>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : (tensor<?x1x1x5xi8>) -> tensor<?x1x1x5xi32>
  return %0 : tensor<?x1x1x5xi32>
}

// -----

// EXEC-TOL: 0 0
// EXEC: 2x1x1x3
func.func @broadcast_bilinear_f32(%arg0: tensor<2x1x1x3xf32>) -> tensor<2x5x4x3xf32> {
  %0 = tosa.resize %arg0 {mode = "BILINEAR", scale = array<i64: 5, 1, 4, 1>, offset = array<i64: 0, 0>, border = array<i64: 4, 3>} : (tensor<2x1x1x3xf32>) -> tensor<2x5x4x3xf32>
  return %0 : tensor<2x5x4x3xf32>
}

// -----

// EXEC-TOL: 0 0
// EXEC: 2x1x4x2
// EXEC: 1x1x4x2
func.func @broadcast_h_bilinear_i8(%arg0: tensor<?x1x4x2xi8>) -> tensor<?x3x7x2xi32> {
  %0 = tosa.resize %arg0 {mode = "BILINEAR", scale = array<i64: 3, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 2, 0>} : (tensor<?x1x4x2xi8>) -> tensor<?x3x7x2xi32>
  return %0 : tensor<?x3x7x2xi32>
}

// -----

// EXEC-TOL: 0 0
// EXEC: 1x3x1x2
func.func @broadcast_w_nearest_f16(%arg0: tensor<1x3x1x2xf16>) -> tensor<1x5x6x2xf16> {
  %0 = tosa.resize %arg0 {mode = "NEAREST_NEIGHBOR", scale = array<i64: 2, 1, 6, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 5>} : (tensor<1x3x1x2xf16>) -> tensor<1x5x6x2xf16>
  return %0 : tensor<1x5x6x2xf16>
}

// -----

// EXEC-TOL: 0 0
// EXEC: 1x3x2x2
func.func @nearest_bf16(%arg0: tensor<1x3x2x2xbf16>) -> tensor<1x5x3x2xbf16> {
  %0 = tosa.resize %arg0 {mode = "NEAREST_NEIGHBOR", scale = array<i64: 2, 1, 2, 2>, offset = array<i64: 0, -1>, border = array<i64: 0, 1>} : (tensor<1x3x2x2xbf16>) -> tensor<1x5x3x2xbf16>
  return %0 : tensor<1x5x3x2xbf16>
}

// -----

// EXEC-TOL: 0 0
// EXEC-EXPECT-FROM: @bilinear_f32_dynchannels_twin
// EXEC: 1x3x3x4
func.func @bilinear_f32_dynchannels(%arg0: tensor<1x3x3x?xf32>) -> tensor<1x5x5x?xf32> {
  %0 = tosa.resize %arg0 {mode = "BILINEAR", scale = array<i64: 2, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : (tensor<1x3x3x?xf32>) -> tensor<1x5x5x?xf32>
  return %0 : tensor<1x5x5x?xf32>
}

func.func @bilinear_f32_dynchannels_twin(%arg0: tensor<1x3x3x4xf32>) -> tensor<1x5x5x4xf32> {
  %0 = tosa.resize %arg0 {mode = "BILINEAR", scale = array<i64: 2, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : (tensor<1x3x3x4xf32>) -> tensor<1x5x5x4xf32>
  return %0 : tensor<1x5x5x4xf32>
}

// -----

// EXEC-TOL: 0 0
// EXEC-EXPECT-FROM: @nearest_i8_dynamic_result_twin
// EXEC: 2x2x3x3
func.func @nearest_i8_dynamic_result(%arg0: tensor<2x2x3x3xi8>) -> tensor<?x?x?x?xi8> {
  %0 = tosa.resize %arg0 {mode = "NEAREST_NEIGHBOR", scale = array<i64: 3, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : (tensor<2x2x3x3xi8>) -> tensor<?x?x?x?xi8>
  return %0 : tensor<?x?x?x?xi8>
}

func.func @nearest_i8_dynamic_result_twin(%arg0: tensor<2x2x3x3xi8>) -> tensor<2x4x5x3xi8> {
  %0 = tosa.resize %arg0 {mode = "NEAREST_NEIGHBOR", scale = array<i64: 3, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : (tensor<2x2x3x3xi8>) -> tensor<2x4x5x3xi8>
  return %0 : tensor<2x4x5x3xi8>
}

// -----

// EXEC-TOL: 0 0
// EXEC-EXPECT-FROM: @broadcast_bilinear_i8_dynall_twin
// EXEC: 2x1x1x3
// EXEC: 1x1x1x3
func.func @broadcast_bilinear_i8_dynall(%arg0: tensor<?x1x1x?xi8>) -> tensor<?x4x2x?xi32> {
  %0 = tosa.resize %arg0 {mode = "BILINEAR", scale = array<i64: 4, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 3, 1>} : (tensor<?x1x1x?xi8>) -> tensor<?x4x2x?xi32>
  return %0 : tensor<?x4x2x?xi32>
}

func.func @broadcast_bilinear_i8_dynall_twin(%arg0: tensor<?x1x1x3xi8>) -> tensor<?x4x2x3xi32> {
  %0 = tosa.resize %arg0 {mode = "BILINEAR", scale = array<i64: 4, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 3, 1>} : (tensor<?x1x1x3xi8>) -> tensor<?x4x2x3xi32>
  return %0 : tensor<?x4x2x3xi32>
}
