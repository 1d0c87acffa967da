// tosa.fft2d and tosa.rfft2d (f32) in LLVM 22 forms (local_bound given now and then), against
// mlir-opt-22's lowering: static and dynamic N, H, W (runtime sizes of 1 too),
// fft2d forward and inverse. Both lowerings emit the same op sequence (a direct
// sum over iy, ix in the same loop order, the same math.sin / math.cos that the
// same mlir-opt-22 pipeline then expands), so the results are compared bit for
// bit: EXEC-TOL 0 0.

// EXEC-TOL: 0 0
// EXEC: 2x4x4, 2x4x4
func.func @fft2d_static(%arg0: tensor<2x4x4xf32>, %arg1: tensor<2x4x4xf32>) -> (tensor<2x4x4xf32>, tensor<2x4x4xf32>) {
  %r, %i = "tosa.fft2d"(%arg0, %arg1) {inverse = false, local_bound = true} : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> (tensor<2x4x4xf32>, tensor<2x4x4xf32>)
  return %r, %i : tensor<2x4x4xf32>, tensor<2x4x4xf32>
}

// -----

// EXEC-TOL: 0 0
// EXEC: 1x8x2, 1x8x2
func.func @fft2d_inverse(%arg0: tensor<1x8x2xf32>, %arg1: tensor<1x8x2xf32>) -> (tensor<1x8x2xf32>, tensor<1x8x2xf32>) {
  %r, %i = "tosa.fft2d"(%arg0, %arg1) {inverse = true} : (tensor<1x8x2xf32>, tensor<1x8x2xf32>) -> (tensor<1x8x2xf32>, tensor<1x8x2xf32>)
  return %r, %i : tensor<1x8x2xf32>, tensor<1x8x2xf32>
}

// -----

// EXEC-TOL: 0 0
// EXEC: 2x4x8, 2x4x8
// EXEC: 1x1x4, 1x1x4
// EXEC: 8x8x8, 8x8x8
// EXEC: 3x2x1, 3x2x1
func.func @fft2d_dynamic(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?x?xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>) {
  %r, %i = "tosa.fft2d"(%arg0, %arg1) {inverse = true, local_bound = true} : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>)
  return %r, %i : tensor<?x?x?xf32>, tensor<?x?x?xf32>
}

// -----

// EXEC-TOL: 0 0
// EXEC: 5x4x2, 5x4x2
// EXEC: 1x4x2, 1x4x2
func.func @fft2d_dynamic_batch(%arg0: tensor<?x4x2xf32>, %arg1: tensor<?x4x2xf32>) -> (tensor<?x4x2xf32>, tensor<?x4x2xf32>) {
  %r, %i = "tosa.fft2d"(%arg0, %arg1) {inverse = false} : (tensor<?x4x2xf32>, tensor<?x4x2xf32>) -> (tensor<?x4x2xf32>, tensor<?x4x2xf32>)
  return %r, %i : tensor<?x4x2xf32>, tensor<?x4x2xf32>
}

// -----

// EXEC-TOL: 0 0
// EXEC: 2x4x8
func.func @rfft2d_static(%arg0: tensor<2x4x8xf32>) -> (tensor<2x4x5xf32>, tensor<2x4x5xf32>) {
  %r, %i = "tosa.rfft2d"(%arg0) {local_bound = false} : (tensor<2x4x8xf32>) -> (tensor<2x4x5xf32>, tensor<2x4x5xf32>)
  return %r, %i : tensor<2x4x5xf32>, tensor<2x4x5xf32>
}

// -----

// EXEC-TOL: 0 0
// EXEC: 2x8x4
// EXEC: 1x2x1
// EXEC: 1x1x16
// EXEC: 2x3x5
// EXEC: 5x5x8
func.func @rfft2d_dynamic(%arg0: tensor<?x?x?xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>) {
  %r, %i = "tosa.rfft2d"(%arg0) {} : (tensor<?x?x?xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>)
  return %r, %i : tensor<?x?x?xf32>, tensor<?x?x?xf32>
}

// -----

// EXEC-TOL: 0 0
// EXEC: 3x2x4
func.func @rfft2d_dynamic_batch(%arg0: tensor<?x2x4xf32>) -> (tensor<?x2x3xf32>, tensor<?x2x3xf32>) {
  %r, %i = "tosa.rfft2d"(%arg0) {} : (tensor<?x2x4xf32>) -> (tensor<?x2x3xf32>, tensor<?x2x3xf32>)
  return %r, %i : tensor<?x2x3xf32>, tensor<?x2x3xf32>
}
