// Where mlir-opt-22 and the spec part on max_pool2d (TOSA 1.0 forms), each
// compared with a twin mlir-opt-22 gets right (EXEC-EXPECT-FROM): it starts from
// the lowest finite value, so a window of -inf and padding gives -3.4e38, and so
// does a window of NaN only with nan_mode = IGNORE; the spec (and we) -inf.
// Dynamic heights and widths, which it refuses, against static twins.

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
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 2, 2>, stride = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, nan_mode = PROPAGATE} : (tensor<1x1x1x2xf32>) -> tensor<1x1x1x2xf32>
  return %0 : tensor<1x1x1x2xf32>
}

// -----

// NaN becomes -inf, anything else stays.
// EXEC-VALUES: 0 nan nan 1.5 -inf
// EXEC: 1x1x2x3
func.func @nan_to_neg_inf(%arg0: tensor<1x1x2x3xf16>) -> tensor<1x1x2x3xf16> {
  %ninf = "tosa.const"() <{values = dense<0xFC00> : tensor<1x1x1x1xf16>}> : () -> tensor<1x1x1x1xf16>
  %ok = tosa.equal %arg0, %arg0 : (tensor<1x1x2x3xf16>, tensor<1x1x2x3xf16>) -> tensor<1x1x2x3xi1>
  %0 = tosa.select %ok, %arg0, %ninf : (tensor<1x1x2x3xi1>, tensor<1x1x2x3xf16>, tensor<1x1x1x1xf16>) -> tensor<1x1x2x3xf16>
  return %0 : tensor<1x1x2x3xf16>
}

// EXEC-EXPECT-FROM: @nan_to_neg_inf
// EXEC-VALUES: 0 nan nan 1.5 -inf
// EXEC: 1x1x2x3
func.func @max_pool_ignore_nan_only(%arg0: tensor<1x1x2x3xf16>) -> tensor<1x1x2x3xf16> {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 1, 1>, stride = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, nan_mode = IGNORE} : (tensor<1x1x2x3xf16>) -> tensor<1x1x2x3xf16>
  return %0 : tensor<1x1x2x3xf16>
}

// -----

// A dynamic height and width, which mlir-opt-22 refuses: against the static twin.
// EXEC-RANGE: 0 -100 100
// EXEC: 2x7x8x3
func.func @max_pool_static(%arg0: tensor<2x7x8x3xf16>) -> tensor<2x4x3x3xf16> {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 3, 2>, stride = array<i64: 2, 3>, pad = array<i64: 1, 1, 0, 0>, nan_mode = IGNORE} : (tensor<2x7x8x3xf16>) -> tensor<2x4x3x3xf16>
  return %0 : tensor<2x4x3x3xf16>
}

// EXEC-EXPECT-FROM: @max_pool_static
// EXEC-RANGE: 0 -100 100
// EXEC: 2x7x8x3
func.func @max_pool_dynamic(%arg0: tensor<?x?x?x3xf16>) -> tensor<?x?x?x3xf16> {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 3, 2>, stride = array<i64: 2, 3>, pad = array<i64: 1, 1, 0, 0>, nan_mode = IGNORE} : (tensor<?x?x?x3xf16>) -> tensor<?x?x?x3xf16>
  return %0 : tensor<?x?x?x3xf16>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 1x5x7x2
func.func @avg_pool_static(%arg0: tensor<1x5x7x2xi8>) -> tensor<1x3x4x2xi8> {
  %zi = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zo = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.avg_pool2d %arg0, %zi, %zo {acc_type = i32, kernel = array<i64: 3, 3>, stride = array<i64: 2, 2>, pad = array<i64: 1, 1, 1, 1>} : (tensor<1x5x7x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x4x2xi8>
  return %0 : tensor<1x3x4x2xi8>
}

// EXEC-EXPECT-FROM: @avg_pool_static
// EXEC-RANGE: 0 min max
// EXEC: 1x5x7x2
func.func @avg_pool_dynamic(%arg0: tensor<1x?x?x2xi8>) -> tensor<1x?x?x2xi8> {
  %zi = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zo = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.avg_pool2d %arg0, %zi, %zo {acc_type = i32, kernel = array<i64: 3, 3>, stride = array<i64: 2, 2>, pad = array<i64: 1, 1, 1, 1>} : (tensor<1x?x?x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x?x?x2xi8>
  return %0 : tensor<1x?x?x2xi8>
}
