// tosa.transpose_conv2d in LLVM 19's forms against mlir-opt-19 after
// tosa-optional-decompositions (no pass lowers it otherwise): strides, out_pad
// (negative too), zero points, a dynamic batch. Written by
// tools/gen_contract.py (tconv19). For strides above 1 the decomposition
// rearranges the kernel and sums the same products in another order: floats
// there have an absolute tolerance of 1e-4 (f16: 2e-3).

// EXEC: 1x4x5x2, 3x3x2x2, 3
func.func @tc_f32_s1(%x: tensor<1x4x5x2xf32>, %w: tensor<3x3x2x2xf32>, %b: tensor<3xf32>) -> tensor<1x6x6x3xf32> {
  %0 = tosa.transpose_conv2d %x, %w, %b {out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, out_shape = array<i64: 1, 6, 6, 3>} : (tensor<1x4x5x2xf32>, tensor<3x3x2x2xf32>, tensor<3xf32>) -> tensor<1x6x6x3xf32>
  return %0 : tensor<1x6x6x3xf32>
}

// -----

// EXEC: 1x4x5x2, 3x3x2x2, 3
func.func @tc_f32_s1_out_pad(%x: tensor<1x4x5x2xf32>, %w: tensor<3x3x2x2xf32>, %b: tensor<3xf32>) -> tensor<1x7x8x3xf32> {
  %0 = tosa.transpose_conv2d %x, %w, %b {out_pad = array<i64: 1, 0, 0, 2>, stride = array<i64: 1, 1>, out_shape = array<i64: 1, 7, 8, 3>} : (tensor<1x4x5x2xf32>, tensor<3x3x2x2xf32>, tensor<3xf32>) -> tensor<1x7x8x3xf32>
  return %0 : tensor<1x7x8x3xf32>
}

// -----

// EXEC-TOL: 1e-5 1e-4
// EXEC: 1x4x5x2, 3x3x2x2, 3
func.func @tc_f32_s23(%x: tensor<1x4x5x2xf32>, %w: tensor<3x3x2x2xf32>, %b: tensor<3xf32>) -> tensor<1x10x15x3xf32> {
  %0 = tosa.transpose_conv2d %x, %w, %b {out_pad = array<i64: 0, 1, 1, 0>, stride = array<i64: 2, 3>, out_shape = array<i64: 1, 10, 15, 3>} : (tensor<1x4x5x2xf32>, tensor<3x3x2x2xf32>, tensor<3xf32>) -> tensor<1x10x15x3xf32>
  return %0 : tensor<1x10x15x3xf32>
}

// -----

// EXEC-TOL: 1e-5 1e-4
// EXEC: 1x4x4x3, 2x3x3x3, 2
func.func @tc_f32_s2_neg_pad(%x: tensor<1x4x4x3xf32>, %w: tensor<2x3x3x3xf32>, %b: tensor<2xf32>) -> tensor<1x8x7x2xf32> {
  %0 = tosa.transpose_conv2d %x, %w, %b {out_pad = array<i64: -1, 0, 0, -2>, stride = array<i64: 2, 2>, out_shape = array<i64: 1, 8, 7, 2>} : (tensor<1x4x4x3xf32>, tensor<2x3x3x3xf32>, tensor<2xf32>) -> tensor<1x8x7x2xf32>
  return %0 : tensor<1x8x7x2xf32>
}

// -----

// EXEC-TOL: 1e-5 1e-4
// EXEC-EXPECT-FROM: @tc_f32_dyn_batch2_twin
// EXEC: 2x3x3x2, 2x2x3x2, 2
func.func @tc_f32_dyn_batch2(%x: tensor<?x3x3x2xf32>, %w: tensor<2x2x3x2xf32>, %b: tensor<2xf32>) -> tensor<?x6x5x2xf32> {
  %0 = tosa.transpose_conv2d %x, %w, %b {out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 1>, out_shape = array<i64: -1, 6, 5, 2>} : (tensor<?x3x3x2xf32>, tensor<2x2x3x2xf32>, tensor<2xf32>) -> tensor<?x6x5x2xf32>
  return %0 : tensor<?x6x5x2xf32>
}
func.func @tc_f32_dyn_batch2_twin(%x: tensor<?x3x3x2xf32>, %w: tensor<2x2x3x2xf32>, %b: tensor<2xf32>) -> tensor<?x6x5x2xf32> {
  %s = tensor.cast %x : tensor<?x3x3x2xf32> to tensor<2x3x3x2xf32>
  %0 = tosa.transpose_conv2d %s, %w, %b {out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 1>, out_shape = array<i64: 2, 6, 5, 2>} : (tensor<2x3x3x2xf32>, tensor<2x2x3x2xf32>, tensor<2xf32>) -> tensor<2x6x5x2xf32>
  %1 = tensor.cast %0 : tensor<2x6x5x2xf32> to tensor<?x6x5x2xf32>
  return %1 : tensor<?x6x5x2xf32>
}

// -----

// EXEC-TOL: 1e-5 1e-4
// EXEC-EXPECT-FROM: @tc_f32_dyn_batch1_twin
// EXEC: 1x3x3x2, 2x2x3x2, 2
func.func @tc_f32_dyn_batch1(%x: tensor<?x3x3x2xf32>, %w: tensor<2x2x3x2xf32>, %b: tensor<2xf32>) -> tensor<?x6x5x2xf32> {
  %0 = tosa.transpose_conv2d %x, %w, %b {out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 1>, out_shape = array<i64: -1, 6, 5, 2>} : (tensor<?x3x3x2xf32>, tensor<2x2x3x2xf32>, tensor<2xf32>) -> tensor<?x6x5x2xf32>
  return %0 : tensor<?x6x5x2xf32>
}
func.func @tc_f32_dyn_batch1_twin(%x: tensor<?x3x3x2xf32>, %w: tensor<2x2x3x2xf32>, %b: tensor<2xf32>) -> tensor<?x6x5x2xf32> {
  %s = tensor.cast %x : tensor<?x3x3x2xf32> to tensor<1x3x3x2xf32>
  %0 = tosa.transpose_conv2d %s, %w, %b {out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 1>, out_shape = array<i64: 1, 6, 5, 2>} : (tensor<1x3x3x2xf32>, tensor<2x2x3x2xf32>, tensor<2xf32>) -> tensor<1x6x5x2xf32>
  %1 = tensor.cast %0 : tensor<1x6x5x2xf32> to tensor<?x6x5x2xf32>
  return %1 : tensor<?x6x5x2xf32>
}

// -----

// EXEC: 1x1x1x1, 1x1x1x1, 1
func.func @tc_unit(%x: tensor<1x1x1x1xf32>, %w: tensor<1x1x1x1xf32>, %b: tensor<1xf32>) -> tensor<1x1x1x1xf32> {
  %0 = tosa.transpose_conv2d %x, %w, %b {out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, out_shape = array<i64: 1, 1, 1, 1>} : (tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xf32>) -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}

// -----

// EXEC-RANGE: 2 -500 500
// EXEC: 1x3x4x2, 3x2x3x2, 3
func.func @tc_i8_zp_s2(%x: tensor<1x3x4x2xi8>, %w: tensor<3x2x3x2xi8>, %b: tensor<3xi32>) -> tensor<1x6x11x3xi32> {
  %0 = tosa.transpose_conv2d %x, %w, %b {out_pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 2, 2>, out_shape = array<i64: 1, 6, 11, 3>, quantization_info = #tosa.conv_quant<input_zp = 3, weight_zp = -2>} : (tensor<1x3x4x2xi8>, tensor<3x2x3x2xi8>, tensor<3xi32>) -> tensor<1x6x11x3xi32>
  return %0 : tensor<1x6x11x3xi32>
}

// -----

// EXEC-RANGE: 2 -500 500
// EXEC: 2x3x3x2, 2x3x3x2, 2
func.func @tc_i8_s1(%x: tensor<2x3x3x2xi8>, %w: tensor<2x3x3x2xi8>, %b: tensor<2xi32>) -> tensor<2x5x5x2xi32> {
  %0 = tosa.transpose_conv2d %x, %w, %b {out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, out_shape = array<i64: 2, 5, 5, 2>, quantization_info = #tosa.conv_quant<input_zp = 0, weight_zp = 0>} : (tensor<2x3x3x2xi8>, tensor<2x3x3x2xi8>, tensor<2xi32>) -> tensor<2x5x5x2xi32>
  return %0 : tensor<2x5x5x2xi32>
}
