// Contractions in LLVM 19's forms that mlir-opt-19 accepts and the TOSA
// specification rejects (mlir-opt-22 rejects them in TOSA 1.0's forms):
// stride, dilation and pad values, out_pad against the kernel, the result's
// size per dim (rounded down: LLVM 19's form takes a stride that does not
// divide), the bias's size, zero points of other than i8 values, and sizes of
// matmul and fully_connected that disagree (mlir-opt-19 lowers those into a
// linalg op its own verifier rejects). Errors of the
// tool's verifier (passes/verify_contract.c); mlir-opt-19 reads every chunk (the
// last RUN).
// RUN: %tosa2linalg --verify-only --verify-diagnostics --split-input-file %s
// RUN: %tosa2linalg --verify-diagnostics --split-input-file %s -o /dev/null
// RUN: %mlir_opt_19 --split-input-file %s -o /dev/null

// conv2d-stride-0
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{'tosa.conv2d' op TOSA requires all stride values to be >= 1, got 1, 0}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 0>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// conv2d-pad-neg
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{'tosa.conv2d' op TOSA requires all padding values to be >= 0, got 0, 0, 0, -1}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, -1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// conv2d-dilation-0
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{'tosa.conv2d' op TOSA requires all dilation values to be >= 1, got 0, 1}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 0, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// conv2d-bias-3
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<3xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{'tosa.conv2d' op TOSA requires a bias of 1 element or of the output channels' 4, got 3}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<3xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// conv2d-stride-2-odd
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{'tosa.conv2d' op TOSA requires the result's height to be (8 - 1 + 0 + 0 - (3 - 1) * 1) / 2 + 1, got 6}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// conv2d-neg-span
func.func @f(%x: tensor<1x1x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x1x6x4xf32> {
  // expected-error @+1 {{'tosa.conv2d' op TOSA requires the result's height to be (1 - 1 + 0 + 0 - (3 - 1) * 1) / 1 + 1, got 1}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<1x1x6x4xf32>
  return %0 : tensor<1x1x6x4xf32>
}

// -----

// conv2d-out-dim1
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x5x6x4xf32> {
  // expected-error @+1 {{'tosa.conv2d' op TOSA requires the result's height to be (8 - 1 + 0 + 0 - (3 - 1) * 1) / 1 + 1, got 5}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<1x5x6x4xf32>
  return %0 : tensor<1x5x6x4xf32>
}

// -----

// conv2d-out-dim2
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x5x4xf32> {
  // expected-error @+1 {{'tosa.conv2d' op TOSA requires the result's width to be (8 - 1 + 0 + 0 - (3 - 1) * 1) / 1 + 1, got 5}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<1x6x5x4xf32>
  return %0 : tensor<1x6x5x4xf32>
}

// -----

// conv3d-stride-0
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6x4xf32> {
  // expected-error @+1 {{'tosa.conv3d' op TOSA requires all stride values to be >= 1, got 1, 1, 0}}
  %0 = tosa.conv3d %x, %w, %b {dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 0>} : (tensor<1x6x8x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<4xf32>) -> tensor<1x4x6x6x4xf32>
  return %0 : tensor<1x4x6x6x4xf32>
}

// -----

// conv3d-pad-neg
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6x4xf32> {
  // expected-error @+1 {{'tosa.conv3d' op TOSA requires all padding values to be >= 0, got 0, 0, 0, 0, 0, -1}}
  %0 = tosa.conv3d %x, %w, %b {dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, -1>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<4xf32>) -> tensor<1x4x6x6x4xf32>
  return %0 : tensor<1x4x6x6x4xf32>
}

// -----

// conv3d-dilation-0
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6x4xf32> {
  // expected-error @+1 {{'tosa.conv3d' op TOSA requires all dilation values to be >= 1, got 0, 1, 1}}
  %0 = tosa.conv3d %x, %w, %b {dilation = array<i64: 0, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<4xf32>) -> tensor<1x4x6x6x4xf32>
  return %0 : tensor<1x4x6x6x4xf32>
}

// -----

// conv3d-bias-3
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<3xf32>) -> tensor<1x4x6x6x4xf32> {
  // expected-error @+1 {{'tosa.conv3d' op TOSA requires a bias of 1 element or of the output channels' 4, got 3}}
  %0 = tosa.conv3d %x, %w, %b {dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<3xf32>) -> tensor<1x4x6x6x4xf32>
  return %0 : tensor<1x4x6x6x4xf32>
}

// -----

// conv3d-stride-2-odd
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6x4xf32> {
  // expected-error @+1 {{'tosa.conv3d' op TOSA requires the result's depth to be (6 - 1 + 0 + 0 - (3 - 1) * 1) / 2 + 1, got 4}}
  %0 = tosa.conv3d %x, %w, %b {dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 2, 2, 2>} : (tensor<1x6x8x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<4xf32>) -> tensor<1x4x6x6x4xf32>
  return %0 : tensor<1x4x6x6x4xf32>
}

// -----

// conv3d-neg-span
func.func @f(%x: tensor<1x6x1x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x1x6x4xf32> {
  // expected-error @+1 {{'tosa.conv3d' op TOSA requires the result's height to be (1 - 1 + 0 + 0 - (3 - 1) * 1) / 1 + 1, got 1}}
  %0 = tosa.conv3d %x, %w, %b {dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x1x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<4xf32>) -> tensor<1x4x1x6x4xf32>
  return %0 : tensor<1x4x1x6x4xf32>
}

// -----

// conv3d-out-dim1
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x5x6x6x4xf32> {
  // expected-error @+1 {{'tosa.conv3d' op TOSA requires the result's depth to be (6 - 1 + 0 + 0 - (3 - 1) * 1) / 1 + 1, got 5}}
  %0 = tosa.conv3d %x, %w, %b {dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<4xf32>) -> tensor<1x5x6x6x4xf32>
  return %0 : tensor<1x5x6x6x4xf32>
}

// -----

// conv3d-out-dim2
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x5x6x4xf32> {
  // expected-error @+1 {{'tosa.conv3d' op TOSA requires the result's height to be (8 - 1 + 0 + 0 - (3 - 1) * 1) / 1 + 1, got 5}}
  %0 = tosa.conv3d %x, %w, %b {dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<4xf32>) -> tensor<1x4x5x6x4xf32>
  return %0 : tensor<1x4x5x6x4xf32>
}

// -----

// conv3d-out-dim3
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x5x4xf32> {
  // expected-error @+1 {{'tosa.conv3d' op TOSA requires the result's width to be (8 - 1 + 0 + 0 - (3 - 1) * 1) / 1 + 1, got 5}}
  %0 = tosa.conv3d %x, %w, %b {dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<4xf32>) -> tensor<1x4x6x5x4xf32>
  return %0 : tensor<1x4x6x5x4xf32>
}

// -----

// depthwise_conv2d-stride-0
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<1x6x6x6xf32> {
  // expected-error @+1 {{'tosa.depthwise_conv2d' op TOSA requires all stride values to be >= 1, got 1, 0}}
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 0>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

// depthwise_conv2d-pad-neg
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<1x6x6x6xf32> {
  // expected-error @+1 {{'tosa.depthwise_conv2d' op TOSA requires all padding values to be >= 0, got 0, 0, 0, -1}}
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, -1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

// depthwise_conv2d-dilation-0
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<1x6x6x6xf32> {
  // expected-error @+1 {{'tosa.depthwise_conv2d' op TOSA requires all dilation values to be >= 1, got 0, 1}}
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 0, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

// depthwise_conv2d-bias-3
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<3xf32>) -> tensor<1x6x6x6xf32> {
  // expected-error @+1 {{'tosa.depthwise_conv2d' op TOSA requires a bias of 1 element or of the output channels' 6, got 3}}
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

// depthwise_conv2d-stride-2-odd
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<1x6x6x6xf32> {
  // expected-error @+1 {{'tosa.depthwise_conv2d' op TOSA requires the result's height to be (8 - 1 + 0 + 0 - (3 - 1) * 1) / 2 + 1, got 6}}
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

// depthwise_conv2d-neg-span
func.func @f(%x: tensor<1x1x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<1x1x6x6xf32> {
  // expected-error @+1 {{'tosa.depthwise_conv2d' op TOSA requires the result's height to be (1 - 1 + 0 + 0 - (3 - 1) * 1) / 1 + 1, got 1}}
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x8x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>) -> tensor<1x1x6x6xf32>
  return %0 : tensor<1x1x6x6xf32>
}

// -----

// depthwise_conv2d-out-dim1
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<1x5x6x6xf32> {
  // expected-error @+1 {{'tosa.depthwise_conv2d' op TOSA requires the result's height to be (8 - 1 + 0 + 0 - (3 - 1) * 1) / 1 + 1, got 5}}
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>) -> tensor<1x5x6x6xf32>
  return %0 : tensor<1x5x6x6xf32>
}

// -----

// depthwise_conv2d-out-dim2
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<1x6x5x6xf32> {
  // expected-error @+1 {{'tosa.depthwise_conv2d' op TOSA requires the result's width to be (8 - 1 + 0 + 0 - (3 - 1) * 1) / 1 + 1, got 5}}
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>) -> tensor<1x6x5x6xf32>
  return %0 : tensor<1x6x5x6xf32>
}

// -----

// tconv-stride-0
func.func @f(%x: tensor<1x4x5x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x7x4xf32> {
  // expected-error @+1 {{'tosa.transpose_conv2d' op TOSA requires all stride values to be >= 1, got [0, 1]}}
  %0 = tosa.transpose_conv2d %x, %w, %b {out_pad = array<i64: 0, 0, 0, 0>, out_shape = array<i64: 1, 6, 7, 4>, stride = array<i64: 0, 1>} : (tensor<1x4x5x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<1x6x7x4xf32>
  return %0 : tensor<1x6x7x4xf32>
}

// -----

// tconv-outpad-top
func.func @f(%x: tensor<1x4x5x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x3x7x4xf32> {
  // expected-error @+1 {{'tosa.transpose_conv2d' op TOSA requires out_pad_top > -KH, got: out_pad_top=-3 and KH=3}}
  %0 = tosa.transpose_conv2d %x, %w, %b {out_pad = array<i64: -3, 0, 0, 0>, out_shape = array<i64: 1, 3, 7, 4>, stride = array<i64: 1, 1>} : (tensor<1x4x5x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<1x3x7x4xf32>
  return %0 : tensor<1x3x7x4xf32>
}

// -----

// tconv-out-h
func.func @f(%x: tensor<1x4x5x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x5x7x4xf32> {
  // expected-error @+1 {{'tosa.transpose_conv2d' op TOSA requires OH == (IH - 1) * stride_y + out_pad_top + out_pad_bottom + KH, got 5 != (4 - 1) * 1 + 0 + 0 + 3}}
  %0 = tosa.transpose_conv2d %x, %w, %b {out_pad = array<i64: 0, 0, 0, 0>, out_shape = array<i64: 1, 5, 7, 4>, stride = array<i64: 1, 1>} : (tensor<1x4x5x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<1x5x7x4xf32>
  return %0 : tensor<1x5x7x4xf32>
}

// -----

// tconv-out-w
func.func @f(%x: tensor<1x4x5x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x8x4xf32> {
  // expected-error @+1 {{'tosa.transpose_conv2d' op TOSA requires OW == (IW - 1) * stride_x + out_pad_left + out_pad_right + KW, got 8 != (5 - 1) * 1 + 0 + 0 + 3}}
  %0 = tosa.transpose_conv2d %x, %w, %b {out_pad = array<i64: 0, 0, 0, 0>, out_shape = array<i64: 1, 6, 8, 4>, stride = array<i64: 1, 1>} : (tensor<1x4x5x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<1x6x8x4xf32>
  return %0 : tensor<1x6x8x4xf32>
}

// -----

// tconv-bias-3
func.func @f(%x: tensor<1x4x5x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<3xf32>) -> tensor<1x6x7x4xf32> {
  // expected-error @+1 {{'tosa.transpose_conv2d' op TOSA requires a bias of 1 element or of the output channels' 4, got 3}}
  %0 = tosa.transpose_conv2d %x, %w, %b {out_pad = array<i64: 0, 0, 0, 0>, out_shape = array<i64: 1, 6, 7, 4>, stride = array<i64: 1, 1>} : (tensor<1x4x5x3xf32>, tensor<4x3x3x3xf32>, tensor<3xf32>) -> tensor<1x6x7x4xf32>
  return %0 : tensor<1x6x7x4xf32>
}

// -----

// matmul-i16-q
func.func @f(%a: tensor<2x3x4xi16>, %b: tensor<2x4x5xi16>) -> tensor<2x3x5xi48> {
  // expected-error @+1 {{'tosa.matmul' op TOSA requires a_zp 0 for i16 values, got 3}}
  %0 = tosa.matmul %a, %b {quantization_info = #tosa.matmul_quant<a_zp = 3, b_zp = 0>} : (tensor<2x3x4xi16>, tensor<2x4x5xi16>) -> tensor<2x3x5xi48>
  return %0 : tensor<2x3x5xi48>
}

// -----

// c-i16-w-i8-q5
func.func @f(%x: tensor<1x8x8x3xi16>, %w: tensor<4x3x3x3xi8>, %b: tensor<4xi48>) -> tensor<1x6x6x4xi48> {
  // expected-error @+1 {{'tosa.conv2d' op TOSA requires input_zp 0 for i16 values, got 5}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, quantization_info = #tosa.conv_quant<input_zp = 5, weight_zp = 0>} : (tensor<1x8x8x3xi16>, tensor<4x3x3x3xi8>, tensor<4xi48>) -> tensor<1x6x6x4xi48>
  return %0 : tensor<1x6x6x4xi48>
}

// -----

// conv2d-i16-input-zp
func.func @f(%x: tensor<1x8x8x3xi16>, %w: tensor<4x3x3x3xi8>, %b: tensor<4xi48>) -> tensor<1x6x6x4xi48> {
  // expected-error @+1 {{'tosa.conv2d' op TOSA requires input_zp 0 for i16 values, got 5}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, quantization_info = #tosa.conv_quant<input_zp = 5, weight_zp = 0>} : (tensor<1x8x8x3xi16>, tensor<4x3x3x3xi8>, tensor<4xi48>) -> tensor<1x6x6x4xi48>
  return %0 : tensor<1x6x6x4xi48>
}

// -----

// depthwise_conv2d-i4-weight-zp
func.func @f(%x: tensor<1x8x8x3xi8>, %w: tensor<3x3x3x2xi4>, %b: tensor<6xi32>) -> tensor<1x6x6x6xi32> {
  // expected-error @+1 {{'tosa.depthwise_conv2d' op TOSA requires weight_zp 0 for i4 values, got -1}}
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, quantization_info = #tosa.conv_quant<input_zp = 5, weight_zp = -1>} : (tensor<1x8x8x3xi8>, tensor<3x3x3x2xi4>, tensor<6xi32>) -> tensor<1x6x6x6xi32>
  return %0 : tensor<1x6x6x6xi32>
}

// -----

// transpose_conv2d-i16-input-zp
func.func @f(%x: tensor<1x4x5x3xi16>, %w: tensor<4x3x3x3xi8>, %b: tensor<4xi48>) -> tensor<1x6x7x4xi48> {
  // expected-error @+1 {{'tosa.transpose_conv2d' op TOSA requires input_zp 0 for i16 values, got -7}}
  %0 = tosa.transpose_conv2d %x, %w, %b {out_pad = array<i64: 0, 0, 0, 0>, out_shape = array<i64: 1, 6, 7, 4>, stride = array<i64: 1, 1>, quantization_info = #tosa.conv_quant<input_zp = -7, weight_zp = 0>} : (tensor<1x4x5x3xi16>, tensor<4x3x3x3xi8>, tensor<4xi48>) -> tensor<1x6x7x4xi48>
  return %0 : tensor<1x6x7x4xi48>
}

// -----

// fully_connected-i16-input-zp
func.func @f(%x: tensor<5x3xi16>, %w: tensor<6x3xi8>, %b: tensor<6xi48>) -> tensor<5x6xi48> {
  // expected-error @+1 {{'tosa.fully_connected' op TOSA requires input_zp 0 for i16 values, got 2}}
  %0 = tosa.fully_connected %x, %w, %b {quantization_info = #tosa.conv_quant<input_zp = 2, weight_zp = 0>} : (tensor<5x3xi16>, tensor<6x3xi8>, tensor<6xi48>) -> tensor<5x6xi48>
  return %0 : tensor<5x6xi48>
}

// -----

// matmul-i16-b-zp
func.func @f(%a: tensor<2x3x4xi16>, %b: tensor<2x4x5xi16>) -> tensor<2x3x5xi48> {
  // expected-error @+1 {{'tosa.matmul' op TOSA requires b_zp 0 for i16 values, got 3}}
  %0 = tosa.matmul %a, %b {quantization_info = #tosa.matmul_quant<a_zp = 0, b_zp = 3>} : (tensor<2x3x4xi16>, tensor<2x4x5xi16>) -> tensor<2x3x5xi48>
  return %0 : tensor<2x3x5xi48>
}

// -----

// matmul-k-disagrees (mlir-opt-19 lowers it into a linalg.batch_matmul its own verifier rejects)
func.func @f(%a: tensor<1x2x3xf32>, %b: tensor<1x4x5xf32>) -> tensor<1x2x5xf32> {
  // expected-error @+1 {{'tosa.matmul' op TOSA requires the operands' and the result's C to agree, got 3 and 4}}
  %0 = tosa.matmul %a, %b : (tensor<1x2x3xf32>, tensor<1x4x5xf32>) -> tensor<1x2x5xf32>
  return %0 : tensor<1x2x5xf32>
}

// -----

// matmul-n-disagrees, a dynamic N in between
func.func @f(%a: tensor<2x2x3xf32>, %b: tensor<?x3x5xf32>) -> tensor<3x2x5xf32> {
  // expected-error @+1 {{'tosa.matmul' op TOSA requires the operands' and the result's N to agree, got 2 and 3}}
  %0 = tosa.matmul %a, %b : (tensor<2x2x3xf32>, tensor<?x3x5xf32>) -> tensor<3x2x5xf32>
  return %0 : tensor<3x2x5xf32>
}

// -----

// matmul-result-w
func.func @f(%a: tensor<1x2x3xi8>, %b: tensor<1x3x5xi8>) -> tensor<1x2x6xi32> {
  // expected-error @+1 {{'tosa.matmul' op TOSA requires the operands' and the result's W to agree, got 5 and 6}}
  %0 = tosa.matmul %a, %b {quantization_info = #tosa.matmul_quant<a_zp = 0, b_zp = 0>} : (tensor<1x2x3xi8>, tensor<1x3x5xi8>) -> tensor<1x2x6xi32>
  return %0 : tensor<1x2x6xi32>
}

// -----

// fully-connected-ic
func.func @f(%x: tensor<5x3xf32>, %w: tensor<6x4xf32>, %b: tensor<6xf32>) -> tensor<5x6xf32> {
  // expected-error @+1 {{'tosa.fully_connected' op TOSA requires the operands' and the result's IC to agree, got 3 and 4}}
  %0 = tosa.fully_connected %x, %w, %b : (tensor<5x3xf32>, tensor<6x4xf32>, tensor<6xf32>) -> tensor<5x6xf32>
  return %0 : tensor<5x6xf32>
}

// -----

// fully-connected-oc
func.func @f(%x: tensor<5x3xf32>, %w: tensor<6x3xf32>, %b: tensor<6xf32>) -> tensor<5x7xf32> {
  // expected-error @+1 {{'tosa.fully_connected' op TOSA requires the operands' and the result's OC to agree, got 6 and 7}}
  %0 = tosa.fully_connected %x, %w, %b : (tensor<5x3xf32>, tensor<6x3xf32>, tensor<6xf32>) -> tensor<5x7xf32>
  return %0 : tensor<5x7xf32>
}

// -----

// conv2d-input-channels (mlir-opt-19 lowers it into a linalg.conv_2d_nhwc_fhwc its own verifier rejects)
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x5xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{'tosa.conv2d' op TOSA requires the input's and the weights' channels to agree, got 3 and 5}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x5xf32>, tensor<4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// conv3d-batch
func.func @f(%x: tensor<1x4x4x4x2xf32>, %w: tensor<3x2x2x2x2xf32>, %b: tensor<3xf32>) -> tensor<2x3x3x3x3xf32> {
  // expected-error @+1 {{'tosa.conv3d' op TOSA requires the input's and the result's batch to agree, got 1 and 2}}
  %0 = tosa.conv3d %x, %w, %b {dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x4x4x4x2xf32>, tensor<3x2x2x2x2xf32>, tensor<3xf32>) -> tensor<2x3x3x3x3xf32>
  return %0 : tensor<2x3x3x3x3xf32>
}

// -----

// depthwise-conv2d-channels-times-multiplier
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<1xf32>) -> tensor<1x6x6x5xf32> {
  // expected-error @+1 {{'tosa.depthwise_conv2d' op TOSA requires the result's channels to be C * M = 3 * 2, got 5}}
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<1xf32>) -> tensor<1x6x6x5xf32>
  return %0 : tensor<1x6x6x5xf32>
}

// -----

// transpose-conv2d-input-channels
func.func @f(%x: tensor<1x4x4x3xf32>, %w: tensor<2x3x3x4xf32>, %b: tensor<2xf32>) -> tensor<1x6x6x2xf32> {
  // expected-error @+1 {{'tosa.transpose_conv2d' op TOSA requires the input's and the weights' channels to agree, got 3 and 4}}
  %0 = tosa.transpose_conv2d %x, %w, %b {out_pad = array<i64: 0, 0, 0, 0>, out_shape = array<i64: 1, 6, 6, 2>, stride = array<i64: 1, 1>} : (tensor<1x4x4x3xf32>, tensor<2x3x3x4xf32>, tensor<2xf32>) -> tensor<1x6x6x2xf32>
  return %0 : tensor<1x6x6x2xf32>
}
