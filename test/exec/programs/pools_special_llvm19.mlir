// Where both references and the spec part on pools (LLVM 19 forms): each compared
// with a twin the reference gets right (EXEC-EXPECT-FROM). The references start
// max_pool2d from the lowest finite value and pad with it, so a window of -inf
// and padding gives -3.4e38; the spec (and we) -inf. mlir-opt-19 counts the
// elements of an avg_pool2d window from the distance to the padded end, which
// is off by the unread rows when the padded size less the kernel is not a
// multiple of the stride; the spec (and we) count the elements covered. Dynamic
// heights and widths, which the reference refuses, against static twins.

// EXEC-VALUES: 0 -inf
// EXEC: 1x1x1x2
func.func @max_of_padding_and_neg_inf(%arg0: tensor<1x1x1x2xf32>) -> tensor<1x1x1x2xf32> {
  %0 = tosa.maximum %arg0, %arg0 : (tensor<1x1x1x2xf32>, tensor<1x1x1x2xf32>) -> tensor<1x1x1x2xf32>
  return %0 : tensor<1x1x1x2xf32>
}

// EXEC-EXPECT-FROM: @max_of_padding_and_neg_inf
// EXEC-VALUES: 0 -inf
// EXEC: 1x1x1x2
func.func @max_pool_neg_inf_padded(%arg0: tensor<1x1x1x2xf32>) -> tensor<1x1x1x2xf32> {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 2, 2>, stride = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>} : (tensor<1x1x1x2xf32>) -> tensor<1x1x1x2xf32>
  return %0 : tensor<1x1x1x2xf32>
}

// -----

// EXEC-VALUES: 0 -inf
// EXEC: 1x2x2x1
func.func @max_of_four(%arg0: tensor<1x2x2x1xf32>) -> tensor<1x1x1x1xf32> {
  %a = tosa.slice %arg0 {start = array<i64: 0, 0, 0, 0>, size = array<i64: 1, 1, 1, 1>} : (tensor<1x2x2x1xf32>) -> tensor<1x1x1x1xf32>
  %b = tosa.slice %arg0 {start = array<i64: 0, 0, 1, 0>, size = array<i64: 1, 1, 1, 1>} : (tensor<1x2x2x1xf32>) -> tensor<1x1x1x1xf32>
  %c = tosa.slice %arg0 {start = array<i64: 0, 1, 0, 0>, size = array<i64: 1, 1, 1, 1>} : (tensor<1x2x2x1xf32>) -> tensor<1x1x1x1xf32>
  %d = tosa.slice %arg0 {start = array<i64: 0, 1, 1, 0>, size = array<i64: 1, 1, 1, 1>} : (tensor<1x2x2x1xf32>) -> tensor<1x1x1x1xf32>
  %ab = tosa.maximum %a, %b : (tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  %cd = tosa.maximum %c, %d : (tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  %0 = tosa.maximum %ab, %cd : (tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}

// EXEC-EXPECT-FROM: @max_of_four
// EXEC-VALUES: 0 -inf
// EXEC: 1x2x2x1
func.func @max_pool_neg_inf_window(%arg0: tensor<1x2x2x1xf32>) -> tensor<1x1x1x1xf32> {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 2, 2>, stride = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x2x2x1xf32>) -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}

// -----

// The padded row is never read (5 rows, kernel 2, stride 2): each window covers
// two rows of the input, as without the pad.
// EXEC-RANGE: 0 -100 100
// EXEC: 1x4x3x2
func.func @avg_pool_unpadded(%arg0: tensor<1x4x3x2xf32>) -> tensor<1x2x3x2xf32> {
  %0 = tosa.avg_pool2d %arg0 {acc_type = f32, kernel = array<i64: 2, 1>, stride = array<i64: 2, 1>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x4x3x2xf32>) -> tensor<1x2x3x2xf32>
  return %0 : tensor<1x2x3x2xf32>
}

// EXEC-EXPECT-FROM: @avg_pool_unpadded
// EXEC-RANGE: 0 -100 100
// EXEC: 1x4x3x2
func.func @avg_pool_unread_pad(%arg0: tensor<1x4x3x2xf32>) -> tensor<1x2x3x2xf32> {
  %0 = tosa.avg_pool2d %arg0 {acc_type = f32, kernel = array<i64: 2, 1>, stride = array<i64: 2, 1>, pad = array<i64: 0, 1, 0, 0>} : (tensor<1x4x3x2xf32>) -> tensor<1x2x3x2xf32>
  return %0 : tensor<1x2x3x2xf32>
}

// -----

// A dynamic height and width, which the reference refuses: against the static twin.
// EXEC-RANGE: 0 -100 100
// EXEC: 2x7x8x3
func.func @max_pool_static(%arg0: tensor<2x7x8x3xf32>) -> tensor<2x4x3x3xf32> {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 3, 2>, stride = array<i64: 2, 3>, pad = array<i64: 1, 1, 0, 0>} : (tensor<2x7x8x3xf32>) -> tensor<2x4x3x3xf32>
  return %0 : tensor<2x4x3x3xf32>
}

// EXEC-EXPECT-FROM: @max_pool_static
// EXEC-RANGE: 0 -100 100
// EXEC: 2x7x8x3
func.func @max_pool_dynamic(%arg0: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 3, 2>, stride = array<i64: 2, 3>, pad = array<i64: 1, 1, 0, 0>} : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 1x5x7x2
func.func @avg_pool_static(%arg0: tensor<1x5x7x2xi8>) -> tensor<1x3x4x2xi8> {
  %0 = tosa.avg_pool2d %arg0 {acc_type = i32, kernel = array<i64: 3, 3>, stride = array<i64: 2, 2>, pad = array<i64: 1, 1, 1, 1>, quantization_info = #tosa.unary_quant<input_zp = -128, output_zp = 5>} : (tensor<1x5x7x2xi8>) -> tensor<1x3x4x2xi8>
  return %0 : tensor<1x3x4x2xi8>
}

// EXEC-EXPECT-FROM: @avg_pool_static
// EXEC-RANGE: 0 min max
// EXEC: 1x5x7x2
func.func @avg_pool_dynamic(%arg0: tensor<1x?x?x2xi8>) -> tensor<1x?x?x2xi8> {
  %0 = tosa.avg_pool2d %arg0 {acc_type = i32, kernel = array<i64: 3, 3>, stride = array<i64: 2, 2>, pad = array<i64: 1, 1, 1, 1>, quantization_info = #tosa.unary_quant<input_zp = -128, output_zp = 5>} : (tensor<1x?x?x2xi8>) -> tensor<1x?x?x2xi8>
  return %0 : tensor<1x?x?x2xi8>
}

// -----

// EXEC-RANGE: 0 -100 100
// EXEC: 1x6x6x2
func.func @avg_pool_f32_static(%arg0: tensor<1x6x6x2xf32>) -> tensor<1x6x6x2xf32> {
  %0 = tosa.avg_pool2d %arg0 {acc_type = f32, kernel = array<i64: 3, 3>, stride = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>} : (tensor<1x6x6x2xf32>) -> tensor<1x6x6x2xf32>
  return %0 : tensor<1x6x6x2xf32>
}

// EXEC-EXPECT-FROM: @avg_pool_f32_static
// EXEC-RANGE: 0 -100 100
// EXEC: 1x6x6x2
func.func @avg_pool_f32_dynamic(%arg0: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %0 = tosa.avg_pool2d %arg0 {acc_type = f32, kernel = array<i64: 3, 3>, stride = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>} : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}
