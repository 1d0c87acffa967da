// tosa.max_pool2d on unsigned tensors (ui8, ui16) in LLVM 19's form, which
// mlir-opt-19 fails to lower: each function (its unsigned input made and read by
// LLVM 19 rescales of scale 1.0 from and to i32 values over the whole unsigned
// range) is compared with a twin that pools the same values as i32 under
// mlir-opt-19's pipeline: for values 0..2^N-1 the signed maximum is the unsigned one.


// EXEC-RANGE: 0 0 255
// EXEC: 1x4x4x2
// EXEC-EXPECT-FROM: @max_ui8_twin
func.func @max_ui8(%arg0: tensor<1x4x4x2xi32>) -> tensor<1x2x2x2xi32> {
  %u = tosa.rescale %arg0 {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 30>, scale32 = true, double_round = false, per_channel = false} : (tensor<1x4x4x2xi32>) -> tensor<1x4x4x2xui8>
  %p = tosa.max_pool2d %u {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x4x4x2xui8>) -> tensor<1x2x2x2xui8>
  %r = tosa.rescale %p {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 30>, scale32 = true, double_round = false, per_channel = false} : (tensor<1x2x2x2xui8>) -> tensor<1x2x2x2xi32>
  return %r : tensor<1x2x2x2xi32>
}

func.func @max_ui8_twin(%arg0: tensor<1x4x4x2xi32>) -> tensor<1x2x2x2xi32> {
  %p = tosa.max_pool2d %arg0 {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x4x4x2xi32>) -> tensor<1x2x2x2xi32>
  return %p : tensor<1x2x2x2xi32>
}

// -----

// EXEC-RANGE: 0 0 255
// EXEC: 2x5x6x3
// EXEC-EXPECT-FROM: @max_ui8_pad_twin
func.func @max_ui8_pad(%arg0: tensor<2x5x6x3xi32>) -> tensor<2x5x6x3xi32> {
  %u = tosa.rescale %arg0 {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 30>, scale32 = true, double_round = false, per_channel = false} : (tensor<2x5x6x3xi32>) -> tensor<2x5x6x3xui8>
  %p = tosa.max_pool2d %u {kernel = array<i64: 3, 3>, stride = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>} : (tensor<2x5x6x3xui8>) -> tensor<2x5x6x3xui8>
  %r = tosa.rescale %p {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 30>, scale32 = true, double_round = false, per_channel = false} : (tensor<2x5x6x3xui8>) -> tensor<2x5x6x3xi32>
  return %r : tensor<2x5x6x3xi32>
}

func.func @max_ui8_pad_twin(%arg0: tensor<2x5x6x3xi32>) -> tensor<2x5x6x3xi32> {
  %p = tosa.max_pool2d %arg0 {kernel = array<i64: 3, 3>, stride = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>} : (tensor<2x5x6x3xi32>) -> tensor<2x5x6x3xi32>
  return %p : tensor<2x5x6x3xi32>
}

// -----

// EXEC-RANGE: 0 0 255
// EXEC: 1x7x8x4
// EXEC-EXPECT-FROM: @max_ui8_stride_pad_twin
func.func @max_ui8_stride_pad(%arg0: tensor<1x7x8x4xi32>) -> tensor<1x4x4x4xi32> {
  %u = tosa.rescale %arg0 {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 30>, scale32 = true, double_round = false, per_channel = false} : (tensor<1x7x8x4xi32>) -> tensor<1x7x8x4xui8>
  %p = tosa.max_pool2d %u {kernel = array<i64: 3, 4>, stride = array<i64: 2, 2>, pad = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x4xui8>) -> tensor<1x4x4x4xui8>
  %r = tosa.rescale %p {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 30>, scale32 = true, double_round = false, per_channel = false} : (tensor<1x4x4x4xui8>) -> tensor<1x4x4x4xi32>
  return %r : tensor<1x4x4x4xi32>
}

func.func @max_ui8_stride_pad_twin(%arg0: tensor<1x7x8x4xi32>) -> tensor<1x4x4x4xi32> {
  %p = tosa.max_pool2d %arg0 {kernel = array<i64: 3, 4>, stride = array<i64: 2, 2>, pad = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x4xi32>) -> tensor<1x4x4x4xi32>
  return %p : tensor<1x4x4x4xi32>
}

// -----

// EXEC-RANGE: 0 0 255
// EXEC: 3x6x6x2
// EXEC-EXPECT-FROM: @max_ui8_dyn_batch_twin
func.func @max_ui8_dyn_batch(%arg0: tensor<?x6x6x2xi32>) -> tensor<?x3x3x2xi32> {
  %u = tosa.rescale %arg0 {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 30>, scale32 = true, double_round = false, per_channel = false} : (tensor<?x6x6x2xi32>) -> tensor<?x6x6x2xui8>
  %p = tosa.max_pool2d %u {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<?x6x6x2xui8>) -> tensor<?x3x3x2xui8>
  %r = tosa.rescale %p {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 30>, scale32 = true, double_round = false, per_channel = false} : (tensor<?x3x3x2xui8>) -> tensor<?x3x3x2xi32>
  return %r : tensor<?x3x3x2xi32>
}

func.func @max_ui8_dyn_batch_twin(%arg0: tensor<?x6x6x2xi32>) -> tensor<?x3x3x2xi32> {
  %p = tosa.max_pool2d %arg0 {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<?x6x6x2xi32>) -> tensor<?x3x3x2xi32>
  return %p : tensor<?x3x3x2xi32>
}

// -----

// EXEC-RANGE: 0 0 255
// EXEC: 1x1x1x3
// EXEC-EXPECT-FROM: @max_ui8_size1_twin
func.func @max_ui8_size1(%arg0: tensor<1x1x1x3xi32>) -> tensor<1x1x1x3xi32> {
  %u = tosa.rescale %arg0 {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 30>, scale32 = true, double_round = false, per_channel = false} : (tensor<1x1x1x3xi32>) -> tensor<1x1x1x3xui8>
  %p = tosa.max_pool2d %u {kernel = array<i64: 1, 1>, stride = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x1x1x3xui8>) -> tensor<1x1x1x3xui8>
  %r = tosa.rescale %p {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 30>, scale32 = true, double_round = false, per_channel = false} : (tensor<1x1x1x3xui8>) -> tensor<1x1x1x3xi32>
  return %r : tensor<1x1x1x3xi32>
}

func.func @max_ui8_size1_twin(%arg0: tensor<1x1x1x3xi32>) -> tensor<1x1x1x3xi32> {
  %p = tosa.max_pool2d %arg0 {kernel = array<i64: 1, 1>, stride = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x1x1x3xi32>) -> tensor<1x1x1x3xi32>
  return %p : tensor<1x1x1x3xi32>
}

// -----

// EXEC-RANGE: 0 0 65535
// EXEC: 1x5x5x2
// EXEC-EXPECT-FROM: @max_ui16_pad_twin
func.func @max_ui16_pad(%arg0: tensor<1x5x5x2xi32>) -> tensor<1x3x3x2xi32> {
  %u = tosa.rescale %arg0 {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 30>, scale32 = true, double_round = false, per_channel = false} : (tensor<1x5x5x2xi32>) -> tensor<1x5x5x2xui16>
  %p = tosa.max_pool2d %u {kernel = array<i64: 3, 3>, stride = array<i64: 2, 2>, pad = array<i64: 1, 1, 1, 1>} : (tensor<1x5x5x2xui16>) -> tensor<1x3x3x2xui16>
  %r = tosa.rescale %p {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 30>, scale32 = true, double_round = false, per_channel = false} : (tensor<1x3x3x2xui16>) -> tensor<1x3x3x2xi32>
  return %r : tensor<1x3x3x2xi32>
}

func.func @max_ui16_pad_twin(%arg0: tensor<1x5x5x2xi32>) -> tensor<1x3x3x2xi32> {
  %p = tosa.max_pool2d %arg0 {kernel = array<i64: 3, 3>, stride = array<i64: 2, 2>, pad = array<i64: 1, 1, 1, 1>} : (tensor<1x5x5x2xi32>) -> tensor<1x3x3x2xi32>
  return %p : tensor<1x3x3x2xi32>
}
