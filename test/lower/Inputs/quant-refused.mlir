// Forms of tosa.rescale, tosa.apply_scale, tosa.table and the pools that are not
// lowered: each is refused at the op with the reason (--no-tosa-left), carried
// through as read otherwise. mlir-opt-22 fails to legalize INEXACT_ROUND too.
// What the specification or mlir-opt forbids is the verifier's
// (test/verify/quant-pools-resize-fft-*.mlir), but for two forms LLVM's own TOSA
// test text has and --elementwise-only carries: a rescale with a multiplier count
// other than 1 and the channels, a table of other element types.

func.func @rescale_inexact(%arg0: tensor<2xi8>) -> tensor<2xi8> {
  %m = "tosa.const"() <{values = dense<19689> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<33> : tensor<1xi8>}> : () -> tensor<1xi8>
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error@+1 {{'tosa.rescale' op cannot lower rounding_mode INEXACT_ROUND (mlir-opt-22 does not either)}}
  %0 = tosa.rescale %arg0, %m, %s, %z, %z {scale32 = true, rounding_mode = INEXACT_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// -----

func.func @rescale_multiplier_not_constant(%arg0: tensor<2xi8>, %m: tensor<1xi32>) -> tensor<2xi8> {
  %s = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error@+1 {{'tosa.rescale' op cannot lower a rescale whose multiplier or shift is not a constant}}
  %0 = tosa.rescale %arg0, %m, %s, %z, %z {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// -----

func.func @rescale_channels_mismatch(%arg0: tensor<2x3xi8>) -> tensor<2x3xi8> {
  // expected-error@+1 {{'tosa.rescale' op expects one multiplier, or one per channel of the last dim}}
  %0 = tosa.rescale %arg0 {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 1, 2>, shift = array<i8: 3, 4>, scale32 = true, double_round = false, per_channel = true} : (tensor<2x3xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

func.func @rescale_unranked(%arg0: tensor<*xi8>) -> tensor<*xi8> {
  // expected-error@+1 {{'tosa.rescale' op cannot lower an unranked rescale}}
  %0 = tosa.rescale %arg0 {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 1>, shift = array<i8: 3>, scale32 = true, double_round = false, per_channel = false} : (tensor<*xi8>) -> tensor<*xi8>
  return %0 : tensor<*xi8>
}

// -----

func.func @apply_scale_inexact(%v: i32, %m: i32, %s: i8) -> i32 {
  // expected-error@+1 {{'tosa.apply_scale' op cannot lower rounding_mode INEXACT_ROUND}}
  %0 = tosa.apply_scale %v, %m, %s {rounding_mode = INEXACT_ROUND} : (i32, i32, i8) -> i32
  return %0 : i32
}

// -----

func.func @apply_scale_i16(%v: i16, %m: i32, %s: i8) -> i32 {
  // expected-error@+1 {{'tosa.apply_scale' op expects a value of i32, i48 or i64, an i32 multiplier, an i8 shift and an i32 result}}
  %0 = tosa.apply_scale %v, %m, %s {double_round = false} : (i16, i32, i8) -> i32
  return %0 : i32
}

// -----

func.func @table_i32(%arg0: tensor<4xi32>, %t: tensor<256xi32>) -> tensor<4xi32> {
  // expected-error@+1 {{'tosa.table' op expects i8 input, table and result, or i16 input and table and an i32 result}}
  %0 = tosa.table %arg0, %t : (tensor<4xi32>, tensor<256xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @max_pool_kernel_too_large(%arg0: tensor<1x2x4x1xf32>) -> tensor<1x?x2x1xf32> {
  // expected-error@+1 {{'tosa.max_pool2d' op the kernel is larger than the padded input}}
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 3, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x2x4x1xf32>) -> tensor<1x?x2x1xf32>
  return %0 : tensor<1x?x2x1xf32>
}

// -----

func.func @avg_pool_zero_point_argument(%arg0: tensor<1x4x4x1xi8>, %z: tensor<1xi8>) -> tensor<1x2x2x1xi8> {
  // expected-error@+1 {{'tosa.avg_pool2d' op cannot lower an avg_pool2d whose zero points are not constants}}
  %0 = tosa.avg_pool2d %arg0, %z, %z {acc_type = i32, kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x4x4x1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x1xi8>
  return %0 : tensor<1x2x2x1xi8>
}
