// The features of each tosa.matmul, tosa.fully_connected, tosa.conv2d,
// tosa.depthwise_conv2d and tosa.conv3d case of LLVM's own conversion test
// (tosa-to-linalg-named.mlir) in LLVM 19's forms, on shapes of our own, against
// mlir-opt-19. Written by tools/gen_contract.py. The default float tolerances
// hold: both lowerings are the same named ops over the same operands.

// EXEC: 1x4x3, 1x3x5
func.func @mm_static(%a: tensor<1x4x3xf32>, %b: tensor<1x3x5xf32>) -> tensor<1x4x5xf32> {
  %0 = tosa.matmul %a, %b : (tensor<1x4x3xf32>, tensor<1x3x5xf32>) -> tensor<1x4x5xf32>
  return %0 : tensor<1x4x5xf32>
}

// -----

// EXEC-RANGE: * -20 20
// EXEC: 1x4x3, 1x3x5
func.func @mm_quantized(%a: tensor<1x4x3xi8>, %b: tensor<1x3x5xi8>) -> tensor<1x4x5xi32> {
  %0 = tosa.matmul %a, %b {quantization_info = #tosa.matmul_quant<a_zp = 2, b_zp = -1>} : (tensor<1x4x3xi8>, tensor<1x3x5xi8>) -> tensor<1x4x5xi32>
  return %0 : tensor<1x4x5xi32>
}

// -----

// EXEC: 2x4x3, 2x3x5
// EXEC: 1x4x3, 1x3x5
func.func @mm_dyn_batch(%a: tensor<?x4x3xf32>, %b: tensor<?x3x5xf32>) -> tensor<?x4x5xf32> {
  %0 = tosa.matmul %a, %b : (tensor<?x4x3xf32>, tensor<?x3x5xf32>) -> tensor<?x4x5xf32>
  return %0 : tensor<?x4x5xf32>
}

// -----

// EXEC: 1x4x3, 1x3x5
// EXEC: 1x4x3, 1x3x1
func.func @mm_dyn_cols(%a: tensor<1x4x3xf32>, %b: tensor<1x3x?xf32>) -> tensor<1x4x?xf32> {
  %0 = tosa.matmul %a, %b : (tensor<1x4x3xf32>, tensor<1x3x?xf32>) -> tensor<1x4x?xf32>
  return %0 : tensor<1x4x?xf32>
}

// -----

// EXEC: 1x4x3, 1x3x5
// EXEC: 1x4x1, 1x1x5
func.func @mm_dyn_inner(%a: tensor<1x4x?xf32>, %b: tensor<1x?x5xf32>) -> tensor<1x4x5xf32> {
  %0 = tosa.matmul %a, %b : (tensor<1x4x?xf32>, tensor<1x?x5xf32>) -> tensor<1x4x5xf32>
  return %0 : tensor<1x4x5xf32>
}

// -----

// EXEC: 1x1x6, 1x6x1
func.func @mm_dyn_result(%a: tensor<1x1x6xf32>, %b: tensor<1x6x1xf32>) -> tensor<?x1x1xf32> {
  %0 = tosa.matmul %a, %b : (tensor<1x1x6xf32>, tensor<1x6x1xf32>) -> tensor<?x1x1xf32>
  return %0 : tensor<?x1x1xf32>
}

// -----

// EXEC: 4x3, 5x3, 5
func.func @fc_static(%x: tensor<4x3xf32>, %w: tensor<5x3xf32>, %b: tensor<5xf32>) -> tensor<4x5xf32> {
  %0 = tosa.fully_connected %x, %w, %b : (tensor<4x3xf32>, tensor<5x3xf32>, tensor<5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

// EXEC-RANGE: 2 -1000 1000
// EXEC: 4x3, 5x3, 5
func.func @fc_quantized(%x: tensor<4x3xi8>, %w: tensor<5x3xi8>, %b: tensor<5xi32>) -> tensor<4x5xi32> {
  %0 = tosa.fully_connected %x, %w, %b {quantization_info = #tosa.conv_quant<input_zp = 2, weight_zp = -3>} : (tensor<4x3xi8>, tensor<5x3xi8>, tensor<5xi32>) -> tensor<4x5xi32>
  return %0 : tensor<4x5xi32>
}

// -----

// EXEC: 4x3, 5x3, 5
// EXEC: 1x3, 5x3, 5
func.func @fc_dyn(%x: tensor<?x3xf32>, %w: tensor<5x3xf32>, %b: tensor<5xf32>) -> tensor<?x5xf32> {
  %0 = tosa.fully_connected %x, %w, %b : (tensor<?x3xf32>, tensor<5x3xf32>, tensor<5xf32>) -> tensor<?x5xf32>
  return %0 : tensor<?x5xf32>
}

// -----

// EXEC: 1x9x7x5, 6x1x1x5, 6
func.func @c2_i8_1x1_dilated(%x: tensor<1x9x7x5xi8>, %w: tensor<6x1x1x5xi8>, %b: tensor<6xi8>) -> tensor<1x9x7x6xi32> {
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 2, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, quantization_info = #tosa.conv_quant<input_zp = 0, weight_zp = 0>} : (tensor<1x9x7x5xi8>, tensor<6x1x1x5xi8>, tensor<6xi8>) -> tensor<1x9x7x6xi32>
  return %0 : tensor<1x9x7x6xi32>
}

// -----

// EXEC: 1x9x7x5, 6x3x3x5, 6
func.func @c2_f32_dilated(%x: tensor<1x9x7x5xf32>, %w: tensor<6x3x3x5xf32>, %b: tensor<6xf32>) -> tensor<1x5x5x6xf32> {
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 2, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x9x7x5xf32>, tensor<6x3x3x5xf32>, tensor<6xf32>) -> tensor<1x5x5x6xf32>
  return %0 : tensor<1x5x5x6xf32>
}

// -----

// EXEC: 2x9x7x5, 6x3x3x5, 6
// EXEC: 1x9x7x5, 6x3x3x5, 6
func.func @c2_dyn_batch(%x: tensor<?x9x7x5xf32>, %w: tensor<6x3x3x5xf32>, %b: tensor<6xf32>) -> tensor<?x5x5x6xf32> {
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 2, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<?x9x7x5xf32>, tensor<6x3x3x5xf32>, tensor<6xf32>) -> tensor<?x5x5x6xf32>
  return %0 : tensor<?x5x5x6xf32>
}

// -----

// EXEC: 1x9x7x5, 6x3x3x5, 6
// EXEC: 1x5x3x5, 6x3x3x5, 6
func.func @c2_dyn_h_w(%x: tensor<1x?x?x5xf32>, %w: tensor<6x3x3x5xf32>, %b: tensor<6xf32>) -> tensor<1x?x?x6xf32> {
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 2, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x?x?x5xf32>, tensor<6x3x3x5xf32>, tensor<6xf32>) -> tensor<1x?x?x6xf32>
  return %0 : tensor<1x?x?x6xf32>
}

// -----

// EXEC: 1x7x6x4, 4x3x3x4, 4
func.func @c2_padded_dilated(%x: tensor<1x7x6x4xf32>, %w: tensor<4x3x3x4xf32>, %b: tensor<4xf32>) -> tensor<1x5x6x4xf32> {
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 2, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x7x6x4xf32>, tensor<4x3x3x4xf32>, tensor<4xf32>) -> tensor<1x5x6x4xf32>
  return %0 : tensor<1x5x6x4xf32>
}

// -----

// EXEC-RANGE: 2 -500 500
// EXEC: 1x6x6x1, 40x3x3x1, 40
func.func @c2_quant_wide(%x: tensor<1x6x6x1xi8>, %w: tensor<40x3x3x1xi8>, %b: tensor<40xi32>) -> tensor<1x6x6x40xi32> {
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>, quantization_info = #tosa.conv_quant<input_zp = -22, weight_zp = 42>} : (tensor<1x6x6x1xi8>, tensor<40x3x3x1xi8>, tensor<40xi32>) -> tensor<1x6x6x40xi32>
  return %0 : tensor<1x6x6x40xi32>
}

// -----

// EXEC: 1x7x5x3, 3x1x3x4, 12
func.func @dw_basic(%x: tensor<1x7x5x3xf32>, %w: tensor<3x1x3x4xf32>, %b: tensor<12xf32>) -> tensor<1x5x5x12xf32> {
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x7x5x3xf32>, tensor<3x1x3x4xf32>, tensor<12xf32>) -> tensor<1x5x5x12xf32>
  return %0 : tensor<1x5x5x12xf32>
}

// -----

// EXEC: 2x7x5x3, 3x1x3x4, 12
// EXEC: 1x7x5x3, 3x1x3x4, 12
func.func @dw_dyn_batch(%x: tensor<?x7x5x3xf32>, %w: tensor<3x1x3x4xf32>, %b: tensor<12xf32>) -> tensor<?x5x5x12xf32> {
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<?x7x5x3xf32>, tensor<3x1x3x4xf32>, tensor<12xf32>) -> tensor<?x5x5x12xf32>
  return %0 : tensor<?x5x5x12xf32>
}

// -----

// EXEC: 1x11x9x3, 3x1x3x4, 12
func.func @dw_strides(%x: tensor<1x11x9x3xf32>, %w: tensor<3x1x3x4xf32>, %b: tensor<12xf32>) -> tensor<1x5x5x12xf32> {
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x11x9x3xf32>, tensor<3x1x3x4xf32>, tensor<12xf32>) -> tensor<1x5x5x12xf32>
  return %0 : tensor<1x5x5x12xf32>
}

// -----

// EXEC-RANGE: 2 -500 500
// EXEC: 1x6x6x4, 3x3x4x3, 12
func.func @dw_quant_padded(%x: tensor<1x6x6x4xi8>, %w: tensor<3x3x4x3xi8>, %b: tensor<12xi32>) -> tensor<1x6x6x12xi32> {
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>, quantization_info = #tosa.conv_quant<input_zp = -128, weight_zp = 42>} : (tensor<1x6x6x4xi8>, tensor<3x3x4x3xi8>, tensor<12xi32>) -> tensor<1x6x6x12xi32>
  return %0 : tensor<1x6x6x12xi32>
}

// -----

// EXEC-RANGE: 2 -500 500
// EXEC: 1x8x8x4, 3x3x4x3, 12
func.func @dw_quant_dilated(%x: tensor<1x8x8x4xi8>, %w: tensor<3x3x4x3xi8>, %b: tensor<12xi32>) -> tensor<1x4x4x12xi32> {
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, quantization_info = #tosa.conv_quant<input_zp = -128, weight_zp = 42>} : (tensor<1x8x8x4xi8>, tensor<3x3x4x3xi8>, tensor<12xi32>) -> tensor<1x4x4x12xi32>
  return %0 : tensor<1x4x4x12xi32>
}

// -----

// EXEC: 2x6x7x3, 3x6x3x2, 6
// EXEC: 2x3x1x3, 3x6x3x2, 6
func.func @dw_dyn_h_w(%x: tensor<2x?x?x3xf32>, %w: tensor<3x6x3x2xf32>, %b: tensor<6xf32>) -> tensor<2x?x?x6xf32> {
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 2, 1>, pad = array<i64: 1, 2, 3, 4>, stride = array<i64: 1, 2>} : (tensor<2x?x?x3xf32>, tensor<3x6x3x2xf32>, tensor<6xf32>) -> tensor<2x?x?x6xf32>
  return %0 : tensor<2x?x?x6xf32>
}

// -----

// EXEC: 1x7x5x3, 3x1x3x4, 12
func.func @dw_int_zero_zp(%x: tensor<1x7x5x3xi8>, %w: tensor<3x1x3x4xi8>, %b: tensor<12xi32>) -> tensor<1x5x5x12xi32> {
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, quantization_info = #tosa.conv_quant<input_zp = 0, weight_zp = 0>} : (tensor<1x7x5x3xi8>, tensor<3x1x3x4xi8>, tensor<12xi32>) -> tensor<1x5x5x12xi32>
  return %0 : tensor<1x5x5x12xi32>
}

// -----

// EXEC: 1x5x6x7x3, 4x3x4x5x3, 4
func.func @c3_f32(%x: tensor<1x5x6x7x3xf32>, %w: tensor<4x3x4x5x3xf32>, %b: tensor<4xf32>) -> tensor<1x3x3x3x4xf32> {
  %0 = tosa.conv3d %x, %w, %b {dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x5x6x7x3xf32>, tensor<4x3x4x5x3xf32>, tensor<4xf32>) -> tensor<1x3x3x3x4xf32>
  return %0 : tensor<1x3x3x3x4xf32>
}

// -----

// EXEC-RANGE: 2 -500 500
// EXEC: 1x5x6x7x3, 4x3x4x5x3, 4
func.func @c3_i8(%x: tensor<1x5x6x7x3xi8>, %w: tensor<4x3x4x5x3xi8>, %b: tensor<4xi32>) -> tensor<1x3x3x3x4xi32> {
  %0 = tosa.conv3d %x, %w, %b {dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>, quantization_info = #tosa.conv_quant<input_zp = -128, weight_zp = 42>} : (tensor<1x5x6x7x3xi8>, tensor<4x3x4x5x3xi8>, tensor<4xi32>) -> tensor<1x3x3x3x4xi32>
  return %0 : tensor<1x3x3x3x4xi32>
}
