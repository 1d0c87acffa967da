// The tosa.resize cases of LLVM's tosa-to-linalg-resize.mlir (its shapes and
// attributes, in my own functions), LLVM 19 form, executed against mlir-opt-19:
// 1x1 inputs broadcast to any output size (mlir-opt-19 does not check the size
// against scale, offset and border; neither does the lowering when the result
// size is static), nearest i8 -> i32 (sign-extended), odd scales, half-pixel
// offsets, bilinear i8 -> i32 by 16, a dynamic batch. The 1600x1536 nearest case
// is run on a 5x4 input with the same attributes. Floats bit for bit.

// EXEC-TOL: 0 0
// EXEC: 3x1x1x7
func.func @bcast_nearest_f32_any_size(%arg0: tensor<3x1x1x7xf32>) -> tensor<3x15x13x7xf32> {
  %0 = tosa.resize %arg0 {mode = "NEAREST_NEIGHBOR", scale = array<i64: 2, 2, 1, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : (tensor<3x1x1x7xf32>) -> tensor<3x15x13x7xf32>
  return %0 : tensor<3x15x13x7xf32>
}

// -----

// EXEC-TOL: 0 0
// EXEC: 3x1x1x7
func.func @bcast_bilinear_f32_any_size(%arg0: tensor<3x1x1x7xf32>) -> tensor<3x15x13x7xf32> {
  %0 = tosa.resize %arg0 {mode = "BILINEAR", scale = array<i64: 2, 2, 1, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : (tensor<3x1x1x7xf32>) -> tensor<3x15x13x7xf32>
  return %0 : tensor<3x15x13x7xf32>
}

// -----

// EXEC-TOL: 0 0
// EXEC-RANGE: 0 min max
// EXEC: 3x1x1x7
func.func @bcast_nearest_i8_any_size(%arg0: tensor<3x1x1x7xi8>) -> tensor<3x15x13x7xi8> {
  %0 = tosa.resize %arg0 {mode = "NEAREST_NEIGHBOR", scale = array<i64: 2, 2, 1, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : (tensor<3x1x1x7xi8>) -> tensor<3x15x13x7xi8>
  return %0 : tensor<3x15x13x7xi8>
}

// -----

// EXEC-TOL: 0 0
// EXEC-RANGE: 0 min max
// EXEC: 3x1x1x7
func.func @bcast_nearest_i8_to_i32(%arg0: tensor<3x1x1x7xi8>) -> tensor<3x15x13x7xi32> {
  %0 = tosa.resize %arg0 {mode = "NEAREST_NEIGHBOR", scale = array<i64: 2, 2, 1, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : (tensor<3x1x1x7xi8>) -> tensor<3x15x13x7xi32>
  return %0 : tensor<3x15x13x7xi32>
}

// -----

// EXEC-TOL: 0 0
// EXEC-RANGE: 0 min max
// EXEC: 3x1x1x7
func.func @bcast_bilinear_i8_to_i32(%arg0: tensor<3x1x1x7xi8>) -> tensor<3x15x13x7xi32> {
  %0 = tosa.resize %arg0 {mode = "BILINEAR", scale = array<i64: 2, 2, 1, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : (tensor<3x1x1x7xi8>) -> tensor<3x15x13x7xi32>
  return %0 : tensor<3x15x13x7xi32>
}

// -----

// EXEC-TOL: 0 0
// EXEC: 1x3x3x2
func.func @clamped_bilinear_f32_wrong_size(%arg0: tensor<1x3x3x2xf32>) -> tensor<1x9x4x2xf32> {
  %0 = tosa.resize %arg0 {mode = "BILINEAR", scale = array<i64: 2, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : (tensor<1x3x3x2xf32>) -> tensor<1x9x4x2xf32>
  return %0 : tensor<1x9x4x2xf32>
}

// -----

// EXEC-TOL: 0 0
// EXEC-RANGE: 0 min max
// EXEC: 1x15x13x1
func.func @nearest_i8_odd_scales(%arg0: tensor<1x15x13x1xi8>) -> tensor<1x23x179x1xi8> {
  %0 = tosa.resize %arg0 {mode = "NEAREST_NEIGHBOR", scale = array<i64: 11, 7, 89, 6>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : (tensor<1x15x13x1xi8>) -> tensor<1x23x179x1xi8>
  return %0 : tensor<1x23x179x1xi8>
}

// -----

// EXEC-TOL: 0 0
// EXEC-RANGE: 0 min max
// EXEC: 1x19x19x1
func.func @bilinear_i8_by_16(%arg0: tensor<1x19x19x1xi8>) -> tensor<1x289x289x1xi32> {
  %0 = tosa.resize %arg0 {mode = "BILINEAR", scale = array<i64: 16, 1, 16, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : (tensor<1x19x19x1xi8>) -> tensor<1x289x289x1xi32>
  return %0 : tensor<1x289x289x1xi32>
}

// -----

// EXEC-TOL: 0 0
// EXEC: 1x5x4x1
func.func @nearest_f32_half_pixel(%arg0: tensor<1x5x4x1xf32>) -> tensor<1x160x128x1xf32> {
  %0 = tosa.resize %arg0 {mode = "NEAREST_NEIGHBOR", scale = array<i64: 64, 2, 64, 2>, offset = array<i64: -31, -31>, border = array<i64: 31, 31>} : (tensor<1x5x4x1xf32>) -> tensor<1x160x128x1xf32>
  return %0 : tensor<1x160x128x1xf32>
}

// -----

// EXEC-TOL: 0 0
// EXEC: 1x23x23x1
func.func @bilinear_f32_by_4(%arg0: tensor<1x23x23x1xf32>) -> tensor<1x89x89x1xf32> {
  %0 = tosa.resize %arg0 {mode = "BILINEAR", scale = array<i64: 4, 1, 4, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : (tensor<1x23x23x1xf32>) -> tensor<1x89x89x1xf32>
  return %0 : tensor<1x89x89x1xf32>
}

// -----

// EXEC-TOL: 0 0
// EXEC-RANGE: 0 min max
// EXEC: 3x2x2x1
// EXEC: 1x2x2x1
func.func @bilinear_i8_dynamic_batch(%arg0: tensor<?x2x2x1xi8>) -> tensor<?x4x4x1xi32> {
  %0 = tosa.resize %arg0 {mode = "BILINEAR", scale = array<i64: 4, 2, 4, 2>, offset = array<i64: -1, -1>, border = array<i64: 1, 1>} : (tensor<?x2x2x1xi8>) -> tensor<?x4x4x1xi32>
  return %0 : tensor<?x4x4x1xi32>
}
