// The reductions and argmax in LLVM 22's spelling (TOSA 1.0: reduce_product,
// nan_mode on reduce_max, reduce_min and argmax), executed against mlir-opt-22's
// tosa-to-linalg, floats on NaN and infinities in both nan_modes:
//   PROPAGATE  reduce_max / min: NaN if any element is NaN; argmax: the index of
//              the first NaN, else of the first maximum
//   IGNORE     reduce_max / min: the extreme of the elements that are not NaN, NaN
//              only when all are; argmax: the index of the first maximum that is
//              not NaN, 0 when all are NaN
// (the TOSA 1.0 pseudocode, as ARM's reference model runs it; integers ignore
// nan_mode).
//
// Where mlir-opt-22 is wrong: it starts max and argmax from the lowest finite
// value instead of -inf (min from the highest), so the maximum of a row of -inf
// is -3.4e38 in both modes, argmax of [-inf, -3.4e38] is 0, and, with IGNORE,
// argmax of [NaN, -inf] is 0 (the reference model: -inf, 1 and 1). The functions
// whose values hold -inf and the lowest value (+inf and the highest for min) are
// compared with a twin that mlir-opt-22 gets right on them (EXEC-EXPECT-FROM):
// the same op on the input cast to f64, where every value of the type lies above
// -DBL_MAX except -inf, and the result cast back (-DBL_MAX rounds to -inf); for
// argmax with IGNORE also clamped to +-1e300 first, so that -inf is an ordinary
// value above mlir-opt-22's start and a NaN never is one.

// ---- reduce_product, reduce_sum

// EXEC: 3x4
// EXEC: 3x1
func.func @product_f32(%a: tensor<3x?xf32>) -> tensor<3x1xf32> {
  %0 = tosa.reduce_product %a {axis = 1 : i32} : (tensor<3x?xf32>) -> tensor<3x1xf32>
  return %0 : tensor<3x1xf32>
}

// EXEC: 3x2x2
func.func @product_i32(%a: tensor<?x2x2xi32>) -> tensor<1x2x2xi32> {
  %0 = tosa.reduce_product %a {axis = 0 : i32} : (tensor<?x2x2xi32>) -> tensor<1x2x2xi32>
  return %0 : tensor<1x2x2xi32>
}

// EXEC: 8x3
// EXEC-VALUES: 0 nan inf -inf 0.0 -0.0 1.5
func.func @product_special_f16(%a: tensor<8x?xf16>) -> tensor<8x1xf16> {
  %0 = tosa.reduce_product %a {axis = 1 : i32} : (tensor<8x?xf16>) -> tensor<8x1xf16>
  return %0 : tensor<8x1xf16>
}

// EXEC: 6
// EXEC: 1
func.func @sum_bf16(%a: tensor<?xbf16>) -> tensor<1xbf16> {
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<?xbf16>) -> tensor<1xbf16>
  return %0 : tensor<1xbf16>
}

// EXEC: 3x4
func.func @product_generic(%a: tensor<?x4xi16>) -> tensor<1x4xi16> {
  %0 = "tosa.reduce_product"(%a) <{axis = 0 : i32}> : (tensor<?x4xi16>) -> tensor<1x4xi16>
  return %0 : tensor<1x4xi16>
}

// ---- f16

// EXEC: 3x40
// EXEC: 2x40
// EXEC: 1x40
// EXEC-VALUES: 0 nan inf 0.0 -0.0 1.5 -2.0
func.func @max_propagate_f16(%a: tensor<?x40xf16>) -> tensor<1x40xf16> {
  %0 = tosa.reduce_max %a {axis = 0 : i32, nan_mode = PROPAGATE} : (tensor<?x40xf16>) -> tensor<1x40xf16>
  return %0 : tensor<1x40xf16>
}

// EXEC: 40x3
// EXEC: 40x2
// EXEC: 40x1
// EXEC-VALUES: 0 nan -inf 0.0 -0.0 1.5 -2.0
func.func @min_propagate_f16(%a: tensor<40x?xf16>) -> tensor<40x1xf16> {
  %0 = tosa.reduce_min %a {axis = 1 : i32, nan_mode = PROPAGATE} : (tensor<40x?xf16>) -> tensor<40x1xf16>
  return %0 : tensor<40x1xf16>
}

// EXEC: 3x40
// EXEC: 2x40
// EXEC: 1x40
// EXEC-VALUES: 0 nan inf 0.0 -0.0 1.5 -2.0
func.func @argmax_propagate_f16(%a: tensor<?x40xf16>) -> tensor<40xi32> {
  %0 = tosa.argmax %a {axis = 0 : i32, nan_mode = PROPAGATE} : (tensor<?x40xf16>) -> tensor<40xi32>
  return %0 : tensor<40xi32>
}

// EXEC: 2x128
// EXEC: 3x128
// EXEC: 1x128
// EXEC-VALUES: 0 nan -inf -65504.0 0.0
// EXEC-EXPECT-FROM: @max_propagate_inf_f16_wide
func.func @max_propagate_inf_f16(%a: tensor<?x128xf16>) -> tensor<1x128xf16> {
  %0 = tosa.reduce_max %a {axis = 0 : i32, nan_mode = PROPAGATE} : (tensor<?x128xf16>) -> tensor<1x128xf16>
  return %0 : tensor<1x128xf16>
}

func.func @max_propagate_inf_f16_wide(%a: tensor<?x128xf16>) -> tensor<1x128xf16> {
  %w = tosa.cast %a : (tensor<?x128xf16>) -> tensor<?x128xf64>
  %r = tosa.reduce_max %w {axis = 0 : i32, nan_mode = PROPAGATE} : (tensor<?x128xf64>) -> tensor<1x128xf64>
  %0 = tosa.cast %r : (tensor<1x128xf64>) -> tensor<1x128xf16>
  return %0 : tensor<1x128xf16>
}

// EXEC: 128x2
// EXEC: 128x3
// EXEC: 128x1
// EXEC-VALUES: 0 nan inf 65504.0 0.0
// EXEC-EXPECT-FROM: @min_propagate_inf_f16_wide
func.func @min_propagate_inf_f16(%a: tensor<128x?xf16>) -> tensor<128x1xf16> {
  %0 = tosa.reduce_min %a {axis = 1 : i32, nan_mode = PROPAGATE} : (tensor<128x?xf16>) -> tensor<128x1xf16>
  return %0 : tensor<128x1xf16>
}

func.func @min_propagate_inf_f16_wide(%a: tensor<128x?xf16>) -> tensor<128x1xf16> {
  %w = tosa.cast %a : (tensor<128x?xf16>) -> tensor<128x?xf64>
  %r = tosa.reduce_min %w {axis = 1 : i32, nan_mode = PROPAGATE} : (tensor<128x?xf64>) -> tensor<128x1xf64>
  %0 = tosa.cast %r : (tensor<128x1xf64>) -> tensor<128x1xf16>
  return %0 : tensor<128x1xf16>
}

// EXEC: 2x128
// EXEC: 3x128
// EXEC-VALUES: 0 nan -inf -65504.0 0.0
// EXEC-EXPECT-FROM: @argmax_propagate_inf_f16_wide
func.func @argmax_propagate_inf_f16(%a: tensor<?x128xf16>) -> tensor<128xi32> {
  %0 = tosa.argmax %a {axis = 0 : i32, nan_mode = PROPAGATE} : (tensor<?x128xf16>) -> tensor<128xi32>
  return %0 : tensor<128xi32>
}

func.func @argmax_propagate_inf_f16_wide(%a: tensor<?x128xf16>) -> tensor<128xi32> {
  %w = tosa.cast %a : (tensor<?x128xf16>) -> tensor<?x128xf64>
  %r = tosa.argmax %w {axis = 0 : i32, nan_mode = PROPAGATE} : (tensor<?x128xf64>) -> tensor<128xi32>
  return %r : tensor<128xi32>
}

// EXEC: 3x40
// EXEC: 2x40
// EXEC: 1x40
// EXEC-VALUES: 0 nan inf 0.0 -0.0 1.5 -2.0
func.func @max_ignore_f16(%a: tensor<?x40xf16>) -> tensor<1x40xf16> {
  %0 = tosa.reduce_max %a {axis = 0 : i32, nan_mode = IGNORE} : (tensor<?x40xf16>) -> tensor<1x40xf16>
  return %0 : tensor<1x40xf16>
}

// EXEC: 40x3
// EXEC: 40x2
// EXEC: 40x1
// EXEC-VALUES: 0 nan -inf 0.0 -0.0 1.5 -2.0
func.func @min_ignore_f16(%a: tensor<40x?xf16>) -> tensor<40x1xf16> {
  %0 = tosa.reduce_min %a {axis = 1 : i32, nan_mode = IGNORE} : (tensor<40x?xf16>) -> tensor<40x1xf16>
  return %0 : tensor<40x1xf16>
}

// EXEC: 3x40
// EXEC: 2x40
// EXEC: 1x40
// EXEC-VALUES: 0 nan inf 0.0 -0.0 1.5 -2.0
func.func @argmax_ignore_f16(%a: tensor<?x40xf16>) -> tensor<40xi32> {
  %0 = tosa.argmax %a {axis = 0 : i32, nan_mode = IGNORE} : (tensor<?x40xf16>) -> tensor<40xi32>
  return %0 : tensor<40xi32>
}

// EXEC: 2x128
// EXEC: 3x128
// EXEC: 1x128
// EXEC-VALUES: 0 nan -inf -65504.0 0.0
// EXEC-EXPECT-FROM: @max_ignore_inf_f16_wide
func.func @max_ignore_inf_f16(%a: tensor<?x128xf16>) -> tensor<1x128xf16> {
  %0 = tosa.reduce_max %a {axis = 0 : i32, nan_mode = IGNORE} : (tensor<?x128xf16>) -> tensor<1x128xf16>
  return %0 : tensor<1x128xf16>
}

func.func @max_ignore_inf_f16_wide(%a: tensor<?x128xf16>) -> tensor<1x128xf16> {
  %w = tosa.cast %a : (tensor<?x128xf16>) -> tensor<?x128xf64>
  %r = tosa.reduce_max %w {axis = 0 : i32, nan_mode = IGNORE} : (tensor<?x128xf64>) -> tensor<1x128xf64>
  %0 = tosa.cast %r : (tensor<1x128xf64>) -> tensor<1x128xf16>
  return %0 : tensor<1x128xf16>
}

// EXEC: 128x2
// EXEC: 128x3
// EXEC: 128x1
// EXEC-VALUES: 0 nan inf 65504.0 0.0
// EXEC-EXPECT-FROM: @min_ignore_inf_f16_wide
func.func @min_ignore_inf_f16(%a: tensor<128x?xf16>) -> tensor<128x1xf16> {
  %0 = tosa.reduce_min %a {axis = 1 : i32, nan_mode = IGNORE} : (tensor<128x?xf16>) -> tensor<128x1xf16>
  return %0 : tensor<128x1xf16>
}

func.func @min_ignore_inf_f16_wide(%a: tensor<128x?xf16>) -> tensor<128x1xf16> {
  %w = tosa.cast %a : (tensor<128x?xf16>) -> tensor<128x?xf64>
  %r = tosa.reduce_min %w {axis = 1 : i32, nan_mode = IGNORE} : (tensor<128x?xf64>) -> tensor<128x1xf64>
  %0 = tosa.cast %r : (tensor<128x1xf64>) -> tensor<128x1xf16>
  return %0 : tensor<128x1xf16>
}

// EXEC: 2x128
// EXEC: 3x128
// EXEC-VALUES: 0 nan -inf -65504.0 0.0
// EXEC-EXPECT-FROM: @argmax_ignore_inf_f16_wide
func.func @argmax_ignore_inf_f16(%a: tensor<?x128xf16>) -> tensor<128xi32> {
  %0 = tosa.argmax %a {axis = 0 : i32, nan_mode = IGNORE} : (tensor<?x128xf16>) -> tensor<128xi32>
  return %0 : tensor<128xi32>
}

func.func @argmax_ignore_inf_f16_wide(%a: tensor<?x128xf16>) -> tensor<128xi32> {
  %w = tosa.cast %a : (tensor<?x128xf16>) -> tensor<?x128xf64>
  %c = tosa.clamp %w {max_val = 1.000000e+300 : f64, min_val = -1.000000e+300 : f64} : (tensor<?x128xf64>) -> tensor<?x128xf64>
  %r = tosa.argmax %c {axis = 0 : i32, nan_mode = IGNORE} : (tensor<?x128xf64>) -> tensor<128xi32>
  return %r : tensor<128xi32>
}

// ---- bf16

// EXEC: 3x40
// EXEC: 2x40
// EXEC: 1x40
// EXEC-VALUES: 0 nan inf 0.0 -0.0 1.5 -2.0
func.func @max_propagate_bf16(%a: tensor<?x40xbf16>) -> tensor<1x40xbf16> {
  %0 = tosa.reduce_max %a {axis = 0 : i32, nan_mode = PROPAGATE} : (tensor<?x40xbf16>) -> tensor<1x40xbf16>
  return %0 : tensor<1x40xbf16>
}

// EXEC: 40x3
// EXEC: 40x2
// EXEC: 40x1
// EXEC-VALUES: 0 nan -inf 0.0 -0.0 1.5 -2.0
func.func @min_propagate_bf16(%a: tensor<40x?xbf16>) -> tensor<40x1xbf16> {
  %0 = tosa.reduce_min %a {axis = 1 : i32, nan_mode = PROPAGATE} : (tensor<40x?xbf16>) -> tensor<40x1xbf16>
  return %0 : tensor<40x1xbf16>
}

// EXEC: 3x40
// EXEC: 2x40
// EXEC: 1x40
// EXEC-VALUES: 0 nan inf 0.0 -0.0 1.5 -2.0
func.func @argmax_propagate_bf16(%a: tensor<?x40xbf16>) -> tensor<40xi32> {
  %0 = tosa.argmax %a {axis = 0 : i32, nan_mode = PROPAGATE} : (tensor<?x40xbf16>) -> tensor<40xi32>
  return %0 : tensor<40xi32>
}

// EXEC: 2x128
// EXEC: 3x128
// EXEC: 1x128
// EXEC-VALUES: 0 nan -inf -3.3895313892515355e38 0.0
// EXEC-EXPECT-FROM: @max_propagate_inf_bf16_wide
func.func @max_propagate_inf_bf16(%a: tensor<?x128xbf16>) -> tensor<1x128xbf16> {
  %0 = tosa.reduce_max %a {axis = 0 : i32, nan_mode = PROPAGATE} : (tensor<?x128xbf16>) -> tensor<1x128xbf16>
  return %0 : tensor<1x128xbf16>
}

func.func @max_propagate_inf_bf16_wide(%a: tensor<?x128xbf16>) -> tensor<1x128xbf16> {
  %w = tosa.cast %a : (tensor<?x128xbf16>) -> tensor<?x128xf64>
  %r = tosa.reduce_max %w {axis = 0 : i32, nan_mode = PROPAGATE} : (tensor<?x128xf64>) -> tensor<1x128xf64>
  %0 = tosa.cast %r : (tensor<1x128xf64>) -> tensor<1x128xbf16>
  return %0 : tensor<1x128xbf16>
}

// EXEC: 128x2
// EXEC: 128x3
// EXEC: 128x1
// EXEC-VALUES: 0 nan inf 3.3895313892515355e38 0.0
// EXEC-EXPECT-FROM: @min_propagate_inf_bf16_wide
func.func @min_propagate_inf_bf16(%a: tensor<128x?xbf16>) -> tensor<128x1xbf16> {
  %0 = tosa.reduce_min %a {axis = 1 : i32, nan_mode = PROPAGATE} : (tensor<128x?xbf16>) -> tensor<128x1xbf16>
  return %0 : tensor<128x1xbf16>
}

func.func @min_propagate_inf_bf16_wide(%a: tensor<128x?xbf16>) -> tensor<128x1xbf16> {
  %w = tosa.cast %a : (tensor<128x?xbf16>) -> tensor<128x?xf64>
  %r = tosa.reduce_min %w {axis = 1 : i32, nan_mode = PROPAGATE} : (tensor<128x?xf64>) -> tensor<128x1xf64>
  %0 = tosa.cast %r : (tensor<128x1xf64>) -> tensor<128x1xbf16>
  return %0 : tensor<128x1xbf16>
}

// EXEC: 2x128
// EXEC: 3x128
// EXEC-VALUES: 0 nan -inf -3.3895313892515355e38 0.0
// EXEC-EXPECT-FROM: @argmax_propagate_inf_bf16_wide
func.func @argmax_propagate_inf_bf16(%a: tensor<?x128xbf16>) -> tensor<128xi32> {
  %0 = tosa.argmax %a {axis = 0 : i32, nan_mode = PROPAGATE} : (tensor<?x128xbf16>) -> tensor<128xi32>
  return %0 : tensor<128xi32>
}

func.func @argmax_propagate_inf_bf16_wide(%a: tensor<?x128xbf16>) -> tensor<128xi32> {
  %w = tosa.cast %a : (tensor<?x128xbf16>) -> tensor<?x128xf64>
  %r = tosa.argmax %w {axis = 0 : i32, nan_mode = PROPAGATE} : (tensor<?x128xf64>) -> tensor<128xi32>
  return %r : tensor<128xi32>
}

// EXEC: 3x40
// EXEC: 2x40
// EXEC: 1x40
// EXEC-VALUES: 0 nan inf 0.0 -0.0 1.5 -2.0
func.func @max_ignore_bf16(%a: tensor<?x40xbf16>) -> tensor<1x40xbf16> {
  %0 = tosa.reduce_max %a {axis = 0 : i32, nan_mode = IGNORE} : (tensor<?x40xbf16>) -> tensor<1x40xbf16>
  return %0 : tensor<1x40xbf16>
}

// EXEC: 40x3
// EXEC: 40x2
// EXEC: 40x1
// EXEC-VALUES: 0 nan -inf 0.0 -0.0 1.5 -2.0
func.func @min_ignore_bf16(%a: tensor<40x?xbf16>) -> tensor<40x1xbf16> {
  %0 = tosa.reduce_min %a {axis = 1 : i32, nan_mode = IGNORE} : (tensor<40x?xbf16>) -> tensor<40x1xbf16>
  return %0 : tensor<40x1xbf16>
}

// EXEC: 3x40
// EXEC: 2x40
// EXEC: 1x40
// EXEC-VALUES: 0 nan inf 0.0 -0.0 1.5 -2.0
func.func @argmax_ignore_bf16(%a: tensor<?x40xbf16>) -> tensor<40xi32> {
  %0 = tosa.argmax %a {axis = 0 : i32, nan_mode = IGNORE} : (tensor<?x40xbf16>) -> tensor<40xi32>
  return %0 : tensor<40xi32>
}

// EXEC: 2x128
// EXEC: 3x128
// EXEC: 1x128
// EXEC-VALUES: 0 nan -inf -3.3895313892515355e38 0.0
// EXEC-EXPECT-FROM: @max_ignore_inf_bf16_wide
func.func @max_ignore_inf_bf16(%a: tensor<?x128xbf16>) -> tensor<1x128xbf16> {
  %0 = tosa.reduce_max %a {axis = 0 : i32, nan_mode = IGNORE} : (tensor<?x128xbf16>) -> tensor<1x128xbf16>
  return %0 : tensor<1x128xbf16>
}

func.func @max_ignore_inf_bf16_wide(%a: tensor<?x128xbf16>) -> tensor<1x128xbf16> {
  %w = tosa.cast %a : (tensor<?x128xbf16>) -> tensor<?x128xf64>
  %r = tosa.reduce_max %w {axis = 0 : i32, nan_mode = IGNORE} : (tensor<?x128xf64>) -> tensor<1x128xf64>
  %0 = tosa.cast %r : (tensor<1x128xf64>) -> tensor<1x128xbf16>
  return %0 : tensor<1x128xbf16>
}

// EXEC: 128x2
// EXEC: 128x3
// EXEC: 128x1
// EXEC-VALUES: 0 nan inf 3.3895313892515355e38 0.0
// EXEC-EXPECT-FROM: @min_ignore_inf_bf16_wide
func.func @min_ignore_inf_bf16(%a: tensor<128x?xbf16>) -> tensor<128x1xbf16> {
  %0 = tosa.reduce_min %a {axis = 1 : i32, nan_mode = IGNORE} : (tensor<128x?xbf16>) -> tensor<128x1xbf16>
  return %0 : tensor<128x1xbf16>
}

func.func @min_ignore_inf_bf16_wide(%a: tensor<128x?xbf16>) -> tensor<128x1xbf16> {
  %w = tosa.cast %a : (tensor<128x?xbf16>) -> tensor<128x?xf64>
  %r = tosa.reduce_min %w {axis = 1 : i32, nan_mode = IGNORE} : (tensor<128x?xf64>) -> tensor<128x1xf64>
  %0 = tosa.cast %r : (tensor<128x1xf64>) -> tensor<128x1xbf16>
  return %0 : tensor<128x1xbf16>
}

// EXEC: 2x128
// EXEC: 3x128
// EXEC-VALUES: 0 nan -inf -3.3895313892515355e38 0.0
// EXEC-EXPECT-FROM: @argmax_ignore_inf_bf16_wide
func.func @argmax_ignore_inf_bf16(%a: tensor<?x128xbf16>) -> tensor<128xi32> {
  %0 = tosa.argmax %a {axis = 0 : i32, nan_mode = IGNORE} : (tensor<?x128xbf16>) -> tensor<128xi32>
  return %0 : tensor<128xi32>
}

func.func @argmax_ignore_inf_bf16_wide(%a: tensor<?x128xbf16>) -> tensor<128xi32> {
  %w = tosa.cast %a : (tensor<?x128xbf16>) -> tensor<?x128xf64>
  %c = tosa.clamp %w {max_val = 1.000000e+300 : f64, min_val = -1.000000e+300 : f64} : (tensor<?x128xf64>) -> tensor<?x128xf64>
  %r = tosa.argmax %c {axis = 0 : i32, nan_mode = IGNORE} : (tensor<?x128xf64>) -> tensor<128xi32>
  return %r : tensor<128xi32>
}

// ---- f32

// EXEC: 3x40
// EXEC: 2x40
// EXEC: 1x40
// EXEC-VALUES: 0 nan inf 0.0 -0.0 1.5 -2.0
func.func @max_propagate_f32(%a: tensor<?x40xf32>) -> tensor<1x40xf32> {
  %0 = tosa.reduce_max %a {axis = 0 : i32, nan_mode = PROPAGATE} : (tensor<?x40xf32>) -> tensor<1x40xf32>
  return %0 : tensor<1x40xf32>
}

// EXEC: 40x3
// EXEC: 40x2
// EXEC: 40x1
// EXEC-VALUES: 0 nan -inf 0.0 -0.0 1.5 -2.0
func.func @min_propagate_f32(%a: tensor<40x?xf32>) -> tensor<40x1xf32> {
  %0 = tosa.reduce_min %a {axis = 1 : i32, nan_mode = PROPAGATE} : (tensor<40x?xf32>) -> tensor<40x1xf32>
  return %0 : tensor<40x1xf32>
}

// EXEC: 3x40
// EXEC: 2x40
// EXEC: 1x40
// EXEC-VALUES: 0 nan inf 0.0 -0.0 1.5 -2.0
func.func @argmax_propagate_f32(%a: tensor<?x40xf32>) -> tensor<40xi32> {
  %0 = tosa.argmax %a {axis = 0 : i32, nan_mode = PROPAGATE} : (tensor<?x40xf32>) -> tensor<40xi32>
  return %0 : tensor<40xi32>
}

// EXEC: 2x128
// EXEC: 3x128
// EXEC: 1x128
// EXEC-VALUES: 0 nan -inf -3.4028234663852886e38 0.0
// EXEC-EXPECT-FROM: @max_propagate_inf_f32_wide
func.func @max_propagate_inf_f32(%a: tensor<?x128xf32>) -> tensor<1x128xf32> {
  %0 = tosa.reduce_max %a {axis = 0 : i32, nan_mode = PROPAGATE} : (tensor<?x128xf32>) -> tensor<1x128xf32>
  return %0 : tensor<1x128xf32>
}

func.func @max_propagate_inf_f32_wide(%a: tensor<?x128xf32>) -> tensor<1x128xf32> {
  %w = tosa.cast %a : (tensor<?x128xf32>) -> tensor<?x128xf64>
  %r = tosa.reduce_max %w {axis = 0 : i32, nan_mode = PROPAGATE} : (tensor<?x128xf64>) -> tensor<1x128xf64>
  %0 = tosa.cast %r : (tensor<1x128xf64>) -> tensor<1x128xf32>
  return %0 : tensor<1x128xf32>
}

// EXEC: 128x2
// EXEC: 128x3
// EXEC: 128x1
// EXEC-VALUES: 0 nan inf 3.4028234663852886e38 0.0
// EXEC-EXPECT-FROM: @min_propagate_inf_f32_wide
func.func @min_propagate_inf_f32(%a: tensor<128x?xf32>) -> tensor<128x1xf32> {
  %0 = tosa.reduce_min %a {axis = 1 : i32, nan_mode = PROPAGATE} : (tensor<128x?xf32>) -> tensor<128x1xf32>
  return %0 : tensor<128x1xf32>
}

func.func @min_propagate_inf_f32_wide(%a: tensor<128x?xf32>) -> tensor<128x1xf32> {
  %w = tosa.cast %a : (tensor<128x?xf32>) -> tensor<128x?xf64>
  %r = tosa.reduce_min %w {axis = 1 : i32, nan_mode = PROPAGATE} : (tensor<128x?xf64>) -> tensor<128x1xf64>
  %0 = tosa.cast %r : (tensor<128x1xf64>) -> tensor<128x1xf32>
  return %0 : tensor<128x1xf32>
}

// EXEC: 2x128
// EXEC: 3x128
// EXEC-VALUES: 0 nan -inf -3.4028234663852886e38 0.0
// EXEC-EXPECT-FROM: @argmax_propagate_inf_f32_wide
func.func @argmax_propagate_inf_f32(%a: tensor<?x128xf32>) -> tensor<128xi32> {
  %0 = tosa.argmax %a {axis = 0 : i32, nan_mode = PROPAGATE} : (tensor<?x128xf32>) -> tensor<128xi32>
  return %0 : tensor<128xi32>
}

func.func @argmax_propagate_inf_f32_wide(%a: tensor<?x128xf32>) -> tensor<128xi32> {
  %w = tosa.cast %a : (tensor<?x128xf32>) -> tensor<?x128xf64>
  %r = tosa.argmax %w {axis = 0 : i32, nan_mode = PROPAGATE} : (tensor<?x128xf64>) -> tensor<128xi32>
  return %r : tensor<128xi32>
}

// EXEC: 3x40
// EXEC: 2x40
// EXEC: 1x40
// EXEC-VALUES: 0 nan inf 0.0 -0.0 1.5 -2.0
func.func @max_ignore_f32(%a: tensor<?x40xf32>) -> tensor<1x40xf32> {
  %0 = tosa.reduce_max %a {axis = 0 : i32, nan_mode = IGNORE} : (tensor<?x40xf32>) -> tensor<1x40xf32>
  return %0 : tensor<1x40xf32>
}

// EXEC: 40x3
// EXEC: 40x2
// EXEC: 40x1
// EXEC-VALUES: 0 nan -inf 0.0 -0.0 1.5 -2.0
func.func @min_ignore_f32(%a: tensor<40x?xf32>) -> tensor<40x1xf32> {
  %0 = tosa.reduce_min %a {axis = 1 : i32, nan_mode = IGNORE} : (tensor<40x?xf32>) -> tensor<40x1xf32>
  return %0 : tensor<40x1xf32>
}

// EXEC: 3x40
// EXEC: 2x40
// EXEC: 1x40
// EXEC-VALUES: 0 nan inf 0.0 -0.0 1.5 -2.0
func.func @argmax_ignore_f32(%a: tensor<?x40xf32>) -> tensor<40xi32> {
  %0 = tosa.argmax %a {axis = 0 : i32, nan_mode = IGNORE} : (tensor<?x40xf32>) -> tensor<40xi32>
  return %0 : tensor<40xi32>
}

// EXEC: 2x128
// EXEC: 3x128
// EXEC: 1x128
// EXEC-VALUES: 0 nan -inf -3.4028234663852886e38 0.0
// EXEC-EXPECT-FROM: @max_ignore_inf_f32_wide
func.func @max_ignore_inf_f32(%a: tensor<?x128xf32>) -> tensor<1x128xf32> {
  %0 = tosa.reduce_max %a {axis = 0 : i32, nan_mode = IGNORE} : (tensor<?x128xf32>) -> tensor<1x128xf32>
  return %0 : tensor<1x128xf32>
}

func.func @max_ignore_inf_f32_wide(%a: tensor<?x128xf32>) -> tensor<1x128xf32> {
  %w = tosa.cast %a : (tensor<?x128xf32>) -> tensor<?x128xf64>
  %r = tosa.reduce_max %w {axis = 0 : i32, nan_mode = IGNORE} : (tensor<?x128xf64>) -> tensor<1x128xf64>
  %0 = tosa.cast %r : (tensor<1x128xf64>) -> tensor<1x128xf32>
  return %0 : tensor<1x128xf32>
}

// EXEC: 128x2
// EXEC: 128x3
// EXEC: 128x1
// EXEC-VALUES: 0 nan inf 3.4028234663852886e38 0.0
// EXEC-EXPECT-FROM: @min_ignore_inf_f32_wide
func.func @min_ignore_inf_f32(%a: tensor<128x?xf32>) -> tensor<128x1xf32> {
  %0 = tosa.reduce_min %a {axis = 1 : i32, nan_mode = IGNORE} : (tensor<128x?xf32>) -> tensor<128x1xf32>
  return %0 : tensor<128x1xf32>
}

func.func @min_ignore_inf_f32_wide(%a: tensor<128x?xf32>) -> tensor<128x1xf32> {
  %w = tosa.cast %a : (tensor<128x?xf32>) -> tensor<128x?xf64>
  %r = tosa.reduce_min %w {axis = 1 : i32, nan_mode = IGNORE} : (tensor<128x?xf64>) -> tensor<128x1xf64>
  %0 = tosa.cast %r : (tensor<128x1xf64>) -> tensor<128x1xf32>
  return %0 : tensor<128x1xf32>
}

// EXEC: 2x128
// EXEC: 3x128
// EXEC-VALUES: 0 nan -inf -3.4028234663852886e38 0.0
// EXEC-EXPECT-FROM: @argmax_ignore_inf_f32_wide
func.func @argmax_ignore_inf_f32(%a: tensor<?x128xf32>) -> tensor<128xi32> {
  %0 = tosa.argmax %a {axis = 0 : i32, nan_mode = IGNORE} : (tensor<?x128xf32>) -> tensor<128xi32>
  return %0 : tensor<128xi32>
}

func.func @argmax_ignore_inf_f32_wide(%a: tensor<?x128xf32>) -> tensor<128xi32> {
  %w = tosa.cast %a : (tensor<?x128xf32>) -> tensor<?x128xf64>
  %c = tosa.clamp %w {max_val = 1.000000e+300 : f64, min_val = -1.000000e+300 : f64} : (tensor<?x128xf64>) -> tensor<?x128xf64>
  %r = tosa.argmax %c {axis = 0 : i32, nan_mode = IGNORE} : (tensor<?x128xf64>) -> tensor<128xi32>
  return %r : tensor<128xi32>
}

// ---- integers: nan_mode has no effect

// EXEC: 3x6
func.func @argmax_ignore_i8(%a: tensor<3x?xi8>) -> tensor<3xi32> {
  %0 = tosa.argmax %a {axis = 1 : i32, nan_mode = IGNORE} : (tensor<3x?xi8>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// EXEC: 4x3
func.func @max_ignore_i32(%a: tensor<?x3xi32>) -> tensor<1x3xi32> {
  %0 = tosa.reduce_max %a {axis = 0 : i32, nan_mode = IGNORE} : (tensor<?x3xi32>) -> tensor<1x3xi32>
  return %0 : tensor<1x3xi32>
}

// EXEC: 5
func.func @min_propagate_i16(%a: tensor<?xi16>) -> tensor<1xi16> {
  %0 = tosa.reduce_min %a {axis = 0 : i32, nan_mode = PROPAGATE} : (tensor<?xi16>) -> tensor<1xi16>
  return %0 : tensor<1xi16>
}

// ---- generic form (as mlir-opt-22 --mlir-print-op-generic prints nan_mode)

// EXEC: 3x40
// EXEC-VALUES: 0 nan inf 0.0 1.5 -2.0
func.func @argmax_generic_propagate(%a: tensor<?x40xf32>) -> tensor<40xi32> {
  %0 = "tosa.argmax"(%a) <{axis = 0 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<?x40xf32>) -> tensor<40xi32>
  return %0 : tensor<40xi32>
}

// EXEC: 3x40
// EXEC-VALUES: 0 nan inf 0.0 1.5 -2.0
func.func @max_generic_ignore(%a: tensor<?x40xf32>) -> tensor<1x40xf32> {
  %0 = "tosa.reduce_max"(%a) <{axis = 0 : i32, nan_mode = #tosa.nan_mode<IGNORE>}> : (tensor<?x40xf32>) -> tensor<1x40xf32>
  return %0 : tensor<1x40xf32>
}
