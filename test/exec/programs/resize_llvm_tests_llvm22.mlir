// The tosa.resize cases of LLVM's tosa-to-linalg-resize.mlir that TOSA 1.0 allows
// (output size given by scale, offset and border), TOSA 1.0 form, executed
// against mlir-opt-22; see resize_llvm_tests_llvm19.mlir.

// EXEC-TOL: 0 0
// EXEC-RANGE: 0 min max
// EXEC: 1x15x13x1
func.func @nearest_i8_odd_scales(%arg0: tensor<1x15x13x1xi8>) -> tensor<1x23x179x1xi8> {
  %scale = tosa.const_shape {values = dense<[11, 7, 89, 6]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.resize %arg0, %scale, %offset, %border {mode = NEAREST_NEIGHBOR} : (tensor<1x15x13x1xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x23x179x1xi8>
  return %0 : tensor<1x23x179x1xi8>
}

// -----

// EXEC-TOL: 0 0
// EXEC-RANGE: 0 min max
// EXEC: 1x19x19x1
func.func @bilinear_i8_by_16(%arg0: tensor<1x19x19x1xi8>) -> tensor<1x289x289x1xi32> {
  %scale = tosa.const_shape {values = dense<[16, 1, 16, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.resize %arg0, %scale, %offset, %border {mode = BILINEAR} : (tensor<1x19x19x1xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x289x289x1xi32>
  return %0 : tensor<1x289x289x1xi32>
}

// -----

// EXEC-TOL: 0 0
// EXEC: 1x5x4x1
func.func @nearest_f32_half_pixel(%arg0: tensor<1x5x4x1xf32>) -> tensor<1x160x128x1xf32> {
  %scale = tosa.const_shape {values = dense<[64, 2, 64, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[-31, -31]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[31, 31]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.resize %arg0, %scale, %offset, %border {mode = NEAREST_NEIGHBOR} : (tensor<1x5x4x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x160x128x1xf32>
  return %0 : tensor<1x160x128x1xf32>
}

// -----

// EXEC-TOL: 0 0
// EXEC: 1x23x23x1
func.func @bilinear_f32_by_4(%arg0: tensor<1x23x23x1xf32>) -> tensor<1x89x89x1xf32> {
  %scale = tosa.const_shape {values = dense<[4, 1, 4, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.resize %arg0, %scale, %offset, %border {mode = BILINEAR} : (tensor<1x23x23x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x89x89x1xf32>
  return %0 : tensor<1x89x89x1xf32>
}

// -----

// EXEC-TOL: 0 0
// EXEC-RANGE: 0 min max
// EXEC: 3x2x2x1
// EXEC: 1x2x2x1
func.func @bilinear_i8_dynamic_batch(%arg0: tensor<?x2x2x1xi8>) -> tensor<?x4x4x1xi32> {
  %scale = tosa.const_shape {values = dense<[4, 2, 4, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[-1, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.resize %arg0, %scale, %offset, %border {mode = BILINEAR} : (tensor<?x2x2x1xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<?x4x4x1xi32>
  return %0 : tensor<?x4x4x1xi32>
}
