// tosa.max_pool2d on unsigned tensors (ui8, ui16: TOSA 1.0). The harness reads
// and prints signless tensors only, so each function makes its unsigned input
// with a rescale of scale 1.0 (output_unsigned) from i32 values over the whole
// unsigned range, half of them at or above 128 (32768) where signed order
// differs, and reads the result back with another (input_unsigned).
// mlir-opt-22 lowers the pool to linalg.pooling_nhwc_max_unsigned between
// tensor-level unrealized_conversion_casts, which do not bufferize: each function
// is compared with a twin pooling the same values as i32 under mlir-opt-22's
// pipeline (for values 0..2^N-1 the signed maximum is the unsigned one, and the
// i32 padding lies below all of them as 0 does for unsigned values). Padding,
// strides, a dynamic batch, sizes of 1.


// EXEC-RANGE: 0 0 255
// EXEC: 1x4x4x2
// EXEC-EXPECT-FROM: @max_ui8_twin
func.func @max_ui8(%arg0: tensor<1x4x4x2xi32>) -> tensor<1x2x2x2xi32> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %zu = "tosa.const"() <{values = dense<0> : tensor<1xui8>}> : () -> tensor<1xui8>
  %u = tosa.rescale %arg0, %m, %s, %z, %zu {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = true} : (tensor<1x4x4x2xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xui8>) -> tensor<1x4x4x2xui8>
  %p = tosa.max_pool2d %u {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x4x4x2xui8>) -> tensor<1x2x2x2xui8>
  %r = tosa.rescale %p, %m, %s, %zu, %z {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = true, output_unsigned = false} : (tensor<1x2x2x2xui8>, tensor<1xi32>, tensor<1xi8>, tensor<1xui8>, tensor<1xi32>) -> tensor<1x2x2x2xi32>
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
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %zu = "tosa.const"() <{values = dense<0> : tensor<1xui8>}> : () -> tensor<1xui8>
  %u = tosa.rescale %arg0, %m, %s, %z, %zu {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = true} : (tensor<2x5x6x3xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xui8>) -> tensor<2x5x6x3xui8>
  %p = tosa.max_pool2d %u {kernel = array<i64: 3, 3>, stride = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>} : (tensor<2x5x6x3xui8>) -> tensor<2x5x6x3xui8>
  %r = tosa.rescale %p, %m, %s, %zu, %z {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = true, output_unsigned = false} : (tensor<2x5x6x3xui8>, tensor<1xi32>, tensor<1xi8>, tensor<1xui8>, tensor<1xi32>) -> tensor<2x5x6x3xi32>
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
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %zu = "tosa.const"() <{values = dense<0> : tensor<1xui8>}> : () -> tensor<1xui8>
  %u = tosa.rescale %arg0, %m, %s, %z, %zu {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = true} : (tensor<1x7x8x4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xui8>) -> tensor<1x7x8x4xui8>
  %p = tosa.max_pool2d %u {kernel = array<i64: 3, 4>, stride = array<i64: 2, 2>, pad = array<i64: 1, 1, 1, 1>} : (tensor<1x7x8x4xui8>) -> tensor<1x4x4x4xui8>
  %r = tosa.rescale %p, %m, %s, %zu, %z {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = true, output_unsigned = false} : (tensor<1x4x4x4xui8>, tensor<1xi32>, tensor<1xi8>, tensor<1xui8>, tensor<1xi32>) -> tensor<1x4x4x4xi32>
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
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %zu = "tosa.const"() <{values = dense<0> : tensor<1xui8>}> : () -> tensor<1xui8>
  %u = tosa.rescale %arg0, %m, %s, %z, %zu {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = true} : (tensor<?x6x6x2xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xui8>) -> tensor<?x6x6x2xui8>
  %p = tosa.max_pool2d %u {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<?x6x6x2xui8>) -> tensor<?x3x3x2xui8>
  %r = tosa.rescale %p, %m, %s, %zu, %z {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = true, output_unsigned = false} : (tensor<?x3x3x2xui8>, tensor<1xi32>, tensor<1xi8>, tensor<1xui8>, tensor<1xi32>) -> tensor<?x3x3x2xi32>
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
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %zu = "tosa.const"() <{values = dense<0> : tensor<1xui8>}> : () -> tensor<1xui8>
  %u = tosa.rescale %arg0, %m, %s, %z, %zu {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = true} : (tensor<1x1x1x3xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xui8>) -> tensor<1x1x1x3xui8>
  %p = tosa.max_pool2d %u {kernel = array<i64: 1, 1>, stride = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x1x1x3xui8>) -> tensor<1x1x1x3xui8>
  %r = tosa.rescale %p, %m, %s, %zu, %z {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = true, output_unsigned = false} : (tensor<1x1x1x3xui8>, tensor<1xi32>, tensor<1xi8>, tensor<1xui8>, tensor<1xi32>) -> tensor<1x1x1x3xi32>
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
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %zu = "tosa.const"() <{values = dense<0> : tensor<1xui16>}> : () -> tensor<1xui16>
  %u = tosa.rescale %arg0, %m, %s, %z, %zu {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = true} : (tensor<1x5x5x2xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xui16>) -> tensor<1x5x5x2xui16>
  %p = tosa.max_pool2d %u {kernel = array<i64: 3, 3>, stride = array<i64: 2, 2>, pad = array<i64: 1, 1, 1, 1>} : (tensor<1x5x5x2xui16>) -> tensor<1x3x3x2xui16>
  %r = tosa.rescale %p, %m, %s, %zu, %z {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = true, output_unsigned = false} : (tensor<1x3x3x2xui16>, tensor<1xi32>, tensor<1xi8>, tensor<1xui16>, tensor<1xi32>) -> tensor<1x3x3x2xi32>
  return %r : tensor<1x3x3x2xi32>
}

func.func @max_ui16_pad_twin(%arg0: tensor<1x5x5x2xi32>) -> tensor<1x3x3x2xi32> {
  %p = tosa.max_pool2d %arg0 {kernel = array<i64: 3, 3>, stride = array<i64: 2, 2>, pad = array<i64: 1, 1, 1, 1>} : (tensor<1x5x5x2xi32>) -> tensor<1x3x3x2xi32>
  return %p : tensor<1x3x3x2xi32>
}
