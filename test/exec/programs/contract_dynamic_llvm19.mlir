// Dynamic channels and kernel sizes, which mlir-opt-19 fails to legalize: against
// twins that cast the operands to the static sizes of the case, which it lowers
// (tensor.cast, carried by both tools).

// EXEC-EXPECT-FROM: @depthwise_dynamic_all_twin
// EXEC: 1x5x5x3, 3x3x3x2, 6
func.func @depthwise_dynamic_all(%x: tensor<?x?x?x?xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<?x?x?x?xf32> {
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 0, 1>, stride = array<i64: 1, 2>} : (tensor<?x?x?x?xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}
func.func @depthwise_dynamic_all_twin(%x: tensor<?x?x?x?xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<?x?x?x?xf32> {
  %xs = tensor.cast %x : tensor<?x?x?x?xf32> to tensor<1x5x5x3xf32>
  %0 = tosa.depthwise_conv2d %xs, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 0, 1>, stride = array<i64: 1, 2>} : (tensor<1x5x5x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>) -> tensor<1x4x2x6xf32>
  %1 = tensor.cast %0 : tensor<1x4x2x6xf32> to tensor<?x?x?x?xf32>
  return %1 : tensor<?x?x?x?xf32>
}

// -----

// EXEC-EXPECT-FROM: @depthwise_dynamic_weights_twin
// EXEC: 1x5x5x3, 3x3x3x2, 6
func.func @depthwise_dynamic_weights(%x: tensor<1x5x5x3xf32>, %w: tensor<3x3x?x?xf32>, %b: tensor<?xf32>) -> tensor<1x?x?x?xf32> {
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x5x5x3xf32>, tensor<3x3x?x?xf32>, tensor<?xf32>) -> tensor<1x?x?x?xf32>
  return %0 : tensor<1x?x?x?xf32>
}
func.func @depthwise_dynamic_weights_twin(%x: tensor<1x5x5x3xf32>, %w: tensor<3x3x?x?xf32>, %b: tensor<?xf32>) -> tensor<1x?x?x?xf32> {
  %ws = tensor.cast %w : tensor<3x3x?x?xf32> to tensor<3x3x3x2xf32>
  %bs = tensor.cast %b : tensor<?xf32> to tensor<6xf32>
  %0 = tosa.depthwise_conv2d %x, %ws, %bs {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x5x5x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>) -> tensor<1x3x3x6xf32>
  %1 = tensor.cast %0 : tensor<1x3x3x6xf32> to tensor<1x?x?x?xf32>
  return %1 : tensor<1x?x?x?xf32>
}

// -----

// EXEC-EXPECT-FROM: @conv2d_dynamic_all_twin
// EXEC: 2x5x5x3, 4x3x3x3, 4
func.func @conv2d_dynamic_all(%x: tensor<?x?x?x?xf32>, %w: tensor<?x3x3x?xf32>, %b: tensor<?xf32>) -> tensor<?x?x?x?xf32> {
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>} : (tensor<?x?x?x?xf32>, tensor<?x3x3x?xf32>, tensor<?xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}
func.func @conv2d_dynamic_all_twin(%x: tensor<?x?x?x?xf32>, %w: tensor<?x3x3x?xf32>, %b: tensor<?xf32>) -> tensor<?x?x?x?xf32> {
  %xs = tensor.cast %x : tensor<?x?x?x?xf32> to tensor<2x5x5x3xf32>
  %ws = tensor.cast %w : tensor<?x3x3x?xf32> to tensor<4x3x3x3xf32>
  %bs = tensor.cast %b : tensor<?xf32> to tensor<4xf32>
  %0 = tosa.conv2d %xs, %ws, %bs {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>} : (tensor<2x5x5x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<2x3x3x4xf32>
  %1 = tensor.cast %0 : tensor<2x3x3x4xf32> to tensor<?x?x?x?xf32>
  return %1 : tensor<?x?x?x?xf32>
}

// -----

// EXEC-EXPECT-FROM: @conv3d_dynamic_channels_twin
// EXEC: 1x3x3x3x2, 2x2x2x2x2, 2
func.func @conv3d_dynamic_channels(%x: tensor<1x3x3x3x?xf32>, %w: tensor<2x2x2x2x?xf32>, %b: tensor<2xf32>) -> tensor<1x2x2x2x2xf32> {
  %0 = tosa.conv3d %x, %w, %b {dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x3x3x3x?xf32>, tensor<2x2x2x2x?xf32>, tensor<2xf32>) -> tensor<1x2x2x2x2xf32>
  return %0 : tensor<1x2x2x2x2xf32>
}
func.func @conv3d_dynamic_channels_twin(%x: tensor<1x3x3x3x?xf32>, %w: tensor<2x2x2x2x?xf32>, %b: tensor<2xf32>) -> tensor<1x2x2x2x2xf32> {
  %xs = tensor.cast %x : tensor<1x3x3x3x?xf32> to tensor<1x3x3x3x2xf32>
  %ws = tensor.cast %w : tensor<2x2x2x2x?xf32> to tensor<2x2x2x2x2xf32>
  %0 = tosa.conv3d %xs, %ws, %b {dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x3x3x3x2xf32>, tensor<2x2x2x2x2xf32>, tensor<2xf32>) -> tensor<1x2x2x2x2xf32>
  return %0 : tensor<1x2x2x2x2xf32>
}

// -----

// EXEC: 2x3, 4x3, 4
// EXEC: 1x1, 1x1, 1
func.func @fully_connected_dynamic_all(%x: tensor<?x?xf32>, %w: tensor<?x?xf32>, %b: tensor<?xf32>) -> tensor<?x?xf32> {
  %0 = tosa.fully_connected %x, %w, %b : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// EXEC-EXPECT-FROM: @conv2d_dynamic_kernel_twin
// EXEC: 2x7x6x3, 4x3x2x3, 4
func.func @conv2d_dynamic_kernel(%x: tensor<?x?x?x3xf32>, %w: tensor<4x?x?x3xf32>, %b: tensor<4xf32>) -> tensor<?x?x?x4xf32> {
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 2, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 2>} : (tensor<?x?x?x3xf32>, tensor<4x?x?x3xf32>, tensor<4xf32>) -> tensor<?x?x?x4xf32>
  return %0 : tensor<?x?x?x4xf32>
}
func.func @conv2d_dynamic_kernel_twin(%x: tensor<?x?x?x3xf32>, %w: tensor<4x?x?x3xf32>, %b: tensor<4xf32>) -> tensor<?x?x?x4xf32> {
  %xs = tensor.cast %x : tensor<?x?x?x3xf32> to tensor<2x7x6x3xf32>
  %ws = tensor.cast %w : tensor<4x?x?x3xf32> to tensor<4x3x2x3xf32>
  %0 = tosa.conv2d %xs, %ws, %b {dilation = array<i64: 2, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 2>} : (tensor<2x7x6x3xf32>, tensor<4x3x2x3xf32>, tensor<4xf32>) -> tensor<2x5x4x4xf32>
  %1 = tensor.cast %0 : tensor<2x5x4x4xf32> to tensor<?x?x?x4xf32>
  return %1 : tensor<?x?x?x4xf32>
}

// -----

// EXEC-EXPECT-FROM: @conv2d_dynamic_kernel_static_input_twin
// EXEC: 1x5x5x3, 4x2x3x3, 4
func.func @conv2d_dynamic_kernel_static_input(%x: tensor<1x5x5x3xf32>, %w: tensor<4x?x?x3xf32>, %b: tensor<4xf32>) -> tensor<1x?x?x4xf32> {
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x5x5x3xf32>, tensor<4x?x?x3xf32>, tensor<4xf32>) -> tensor<1x?x?x4xf32>
  return %0 : tensor<1x?x?x4xf32>
}
func.func @conv2d_dynamic_kernel_static_input_twin(%x: tensor<1x5x5x3xf32>, %w: tensor<4x?x?x3xf32>, %b: tensor<4xf32>) -> tensor<1x?x?x4xf32> {
  %ws = tensor.cast %w : tensor<4x?x?x3xf32> to tensor<4x2x3x3xf32>
  %0 = tosa.conv2d %x, %ws, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x5x5x3xf32>, tensor<4x2x3x3xf32>, tensor<4xf32>) -> tensor<1x4x3x4xf32>
  %1 = tensor.cast %0 : tensor<1x4x3x4xf32> to tensor<1x?x?x4xf32>
  return %1 : tensor<1x?x?x4xf32>
}

// -----

// EXEC-EXPECT-FROM: @depthwise_dynamic_kernel_twin
// EXEC: 1x6x5x2, 3x2x2x3, 6
func.func @depthwise_dynamic_kernel(%x: tensor<1x?x?x2xf32>, %w: tensor<?x?x2x3xf32>, %b: tensor<6xf32>) -> tensor<1x?x?x6xf32> {
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 1>} : (tensor<1x?x?x2xf32>, tensor<?x?x2x3xf32>, tensor<6xf32>) -> tensor<1x?x?x6xf32>
  return %0 : tensor<1x?x?x6xf32>
}
func.func @depthwise_dynamic_kernel_twin(%x: tensor<1x?x?x2xf32>, %w: tensor<?x?x2x3xf32>, %b: tensor<6xf32>) -> tensor<1x?x?x6xf32> {
  %xs = tensor.cast %x : tensor<1x?x?x2xf32> to tensor<1x6x5x2xf32>
  %ws = tensor.cast %w : tensor<?x?x2x3xf32> to tensor<3x2x2x3xf32>
  %0 = tosa.depthwise_conv2d %xs, %ws, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 1>} : (tensor<1x6x5x2xf32>, tensor<3x2x2x3xf32>, tensor<6xf32>) -> tensor<1x2x4x6xf32>
  %1 = tensor.cast %0 : tensor<1x2x4x6xf32> to tensor<1x?x?x6xf32>
  return %1 : tensor<1x?x?x6xf32>
}

// -----

// EXEC-EXPECT-FROM: @conv3d_dynamic_kernel_twin
// EXEC: 1x4x4x3x2, 2x2x3x1x2, 2
func.func @conv3d_dynamic_kernel(%x: tensor<1x?x?x?x2xf32>, %w: tensor<2x?x?x?x2xf32>, %b: tensor<2xf32>) -> tensor<1x?x?x?x2xf32> {
  %0 = tosa.conv3d %x, %w, %b {dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 2, 1>} : (tensor<1x?x?x?x2xf32>, tensor<2x?x?x?x2xf32>, tensor<2xf32>) -> tensor<1x?x?x?x2xf32>
  return %0 : tensor<1x?x?x?x2xf32>
}
func.func @conv3d_dynamic_kernel_twin(%x: tensor<1x?x?x?x2xf32>, %w: tensor<2x?x?x?x2xf32>, %b: tensor<2xf32>) -> tensor<1x?x?x?x2xf32> {
  %xs = tensor.cast %x : tensor<1x?x?x?x2xf32> to tensor<1x4x4x3x2xf32>
  %ws = tensor.cast %w : tensor<2x?x?x?x2xf32> to tensor<2x2x3x1x2xf32>
  %0 = tosa.conv3d %xs, %ws, %b {dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 2, 1>} : (tensor<1x4x4x3x2xf32>, tensor<2x2x3x1x2xf32>, tensor<2xf32>) -> tensor<1x3x1x3x2xf32>
  %1 = tensor.cast %0 : tensor<1x3x1x3x2xf32> to tensor<1x?x?x?x2xf32>
  return %1 : tensor<1x?x?x?x2xf32>
}
