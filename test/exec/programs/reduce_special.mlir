// The reductions and argmax on NaN and infinities, in LLVM 19's spelling (no
// nan_mode), executed against mlir-opt-19's tosa-to-linalg: reduce_max and
// reduce_min propagate NaN (arith.maximumf / minimumf), argmax never takes a NaN
// (cmpf ogt): 0 when every element is NaN. Sums and products are IEEE.
//
// Where mlir-opt-19 is wrong: it starts reduce_max and argmax from the lowest
// finite value (-3.40282347E+38 for f32) instead of -inf, and reduce_min from the
// highest, so the maximum of a row of -inf is -3.4e38 (the minimum of a row of
// +inf +3.4e38), and argmax of [-inf, -3.4e38] is 0. The functions whose values
// hold -inf and the lowest value (+inf and the highest for min) are compared
// with a twin that mlir-opt-19 gets right on them (EXEC-EXPECT-FROM): the same
// op on the input cast to f64, where every value of the type lies above -DBL_MAX
// (below +DBL_MAX) except -inf (+inf), and the result cast back (-DBL_MAX rounds
// to -inf). The TOSA 1.0 reference model gives -inf and 1 there.

// ---- f16

// EXEC: 3x40
// EXEC: 2x40
// EXEC: 1x40
// EXEC-VALUES: 0 nan inf 0.0 -0.0 1.5 -2.0
func.func @max_nan_f16(%a: tensor<?x40xf16>) -> tensor<1x40xf16> {
  %0 = tosa.reduce_max %a {axis = 0 : i32} : (tensor<?x40xf16>) -> tensor<1x40xf16>
  return %0 : tensor<1x40xf16>
}

// EXEC: 40x3
// EXEC: 40x2
// EXEC: 40x1
// EXEC-VALUES: 0 nan -inf 0.0 -0.0 1.5 -2.0
func.func @min_nan_f16(%a: tensor<40x?xf16>) -> tensor<40x1xf16> {
  %0 = tosa.reduce_min %a {axis = 1 : i32} : (tensor<40x?xf16>) -> tensor<40x1xf16>
  return %0 : tensor<40x1xf16>
}

// EXEC: 3x40
// EXEC: 2x40
// EXEC: 1x40
// EXEC-VALUES: 0 nan inf 0.0 -0.0 1.5 -2.0
func.func @argmax_nan_f16(%a: tensor<?x40xf16>) -> tensor<40xi32> {
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<?x40xf16>) -> tensor<40xi32>
  return %0 : tensor<40xi32>
}

// EXEC: 8x3
// EXEC-VALUES: 0 nan inf -inf 0.0 -0.0 1.5
func.func @sum_special_f16(%a: tensor<8x?xf16>) -> tensor<8x1xf16> {
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<8x?xf16>) -> tensor<8x1xf16>
  return %0 : tensor<8x1xf16>
}

// EXEC: 8x3
// EXEC-VALUES: 0 nan inf -inf 0.0 -0.0 1.5
func.func @prod_special_f16(%a: tensor<8x?xf16>) -> tensor<8x1xf16> {
  %0 = tosa.reduce_prod %a {axis = 1 : i32} : (tensor<8x?xf16>) -> tensor<8x1xf16>
  return %0 : tensor<8x1xf16>
}

// EXEC: 2x128
// EXEC: 3x128
// EXEC: 1x128
// EXEC-VALUES: 0 nan -inf -65504.0 0.0
// EXEC-EXPECT-FROM: @max_inf_f16_wide
func.func @max_inf_f16(%a: tensor<?x128xf16>) -> tensor<1x128xf16> {
  %0 = tosa.reduce_max %a {axis = 0 : i32} : (tensor<?x128xf16>) -> tensor<1x128xf16>
  return %0 : tensor<1x128xf16>
}

func.func @max_inf_f16_wide(%a: tensor<?x128xf16>) -> tensor<1x128xf16> {
  %w = tosa.cast %a : (tensor<?x128xf16>) -> tensor<?x128xf64>
  %r = tosa.reduce_max %w {axis = 0 : i32} : (tensor<?x128xf64>) -> tensor<1x128xf64>
  %0 = tosa.cast %r : (tensor<1x128xf64>) -> tensor<1x128xf16>
  return %0 : tensor<1x128xf16>
}

// EXEC: 128x2
// EXEC: 128x3
// EXEC: 128x1
// EXEC-VALUES: 0 nan inf 65504.0 0.0
// EXEC-EXPECT-FROM: @min_inf_f16_wide
func.func @min_inf_f16(%a: tensor<128x?xf16>) -> tensor<128x1xf16> {
  %0 = tosa.reduce_min %a {axis = 1 : i32} : (tensor<128x?xf16>) -> tensor<128x1xf16>
  return %0 : tensor<128x1xf16>
}

func.func @min_inf_f16_wide(%a: tensor<128x?xf16>) -> tensor<128x1xf16> {
  %w = tosa.cast %a : (tensor<128x?xf16>) -> tensor<128x?xf64>
  %r = tosa.reduce_min %w {axis = 1 : i32} : (tensor<128x?xf64>) -> tensor<128x1xf64>
  %0 = tosa.cast %r : (tensor<128x1xf64>) -> tensor<128x1xf16>
  return %0 : tensor<128x1xf16>
}

// EXEC: 2x128
// EXEC: 3x128
// EXEC-VALUES: 0 nan -inf -65504.0 0.0
// EXEC-EXPECT-FROM: @argmax_inf_f16_wide
func.func @argmax_inf_f16(%a: tensor<?x128xf16>) -> tensor<128xi32> {
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<?x128xf16>) -> tensor<128xi32>
  return %0 : tensor<128xi32>
}

func.func @argmax_inf_f16_wide(%a: tensor<?x128xf16>) -> tensor<128xi32> {
  %w = tosa.cast %a : (tensor<?x128xf16>) -> tensor<?x128xf64>
  %r = tosa.argmax %w {axis = 0 : i32} : (tensor<?x128xf64>) -> tensor<128xi32>
  return %r : tensor<128xi32>
}

// ---- bf16

// EXEC: 3x40
// EXEC: 2x40
// EXEC: 1x40
// EXEC-VALUES: 0 nan inf 0.0 -0.0 1.5 -2.0
func.func @max_nan_bf16(%a: tensor<?x40xbf16>) -> tensor<1x40xbf16> {
  %0 = tosa.reduce_max %a {axis = 0 : i32} : (tensor<?x40xbf16>) -> tensor<1x40xbf16>
  return %0 : tensor<1x40xbf16>
}

// EXEC: 40x3
// EXEC: 40x2
// EXEC: 40x1
// EXEC-VALUES: 0 nan -inf 0.0 -0.0 1.5 -2.0
func.func @min_nan_bf16(%a: tensor<40x?xbf16>) -> tensor<40x1xbf16> {
  %0 = tosa.reduce_min %a {axis = 1 : i32} : (tensor<40x?xbf16>) -> tensor<40x1xbf16>
  return %0 : tensor<40x1xbf16>
}

// EXEC: 3x40
// EXEC: 2x40
// EXEC: 1x40
// EXEC-VALUES: 0 nan inf 0.0 -0.0 1.5 -2.0
func.func @argmax_nan_bf16(%a: tensor<?x40xbf16>) -> tensor<40xi32> {
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<?x40xbf16>) -> tensor<40xi32>
  return %0 : tensor<40xi32>
}

// EXEC: 8x3
// EXEC-VALUES: 0 nan inf -inf 0.0 -0.0 1.5
func.func @sum_special_bf16(%a: tensor<8x?xbf16>) -> tensor<8x1xbf16> {
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<8x?xbf16>) -> tensor<8x1xbf16>
  return %0 : tensor<8x1xbf16>
}

// EXEC: 8x3
// EXEC-VALUES: 0 nan inf -inf 0.0 -0.0 1.5
func.func @prod_special_bf16(%a: tensor<8x?xbf16>) -> tensor<8x1xbf16> {
  %0 = tosa.reduce_prod %a {axis = 1 : i32} : (tensor<8x?xbf16>) -> tensor<8x1xbf16>
  return %0 : tensor<8x1xbf16>
}

// EXEC: 2x128
// EXEC: 3x128
// EXEC: 1x128
// EXEC-VALUES: 0 nan -inf -3.3895313892515355e38 0.0
// EXEC-EXPECT-FROM: @max_inf_bf16_wide
func.func @max_inf_bf16(%a: tensor<?x128xbf16>) -> tensor<1x128xbf16> {
  %0 = tosa.reduce_max %a {axis = 0 : i32} : (tensor<?x128xbf16>) -> tensor<1x128xbf16>
  return %0 : tensor<1x128xbf16>
}

func.func @max_inf_bf16_wide(%a: tensor<?x128xbf16>) -> tensor<1x128xbf16> {
  %w = tosa.cast %a : (tensor<?x128xbf16>) -> tensor<?x128xf64>
  %r = tosa.reduce_max %w {axis = 0 : i32} : (tensor<?x128xf64>) -> tensor<1x128xf64>
  %0 = tosa.cast %r : (tensor<1x128xf64>) -> tensor<1x128xbf16>
  return %0 : tensor<1x128xbf16>
}

// EXEC: 128x2
// EXEC: 128x3
// EXEC: 128x1
// EXEC-VALUES: 0 nan inf 3.3895313892515355e38 0.0
// EXEC-EXPECT-FROM: @min_inf_bf16_wide
func.func @min_inf_bf16(%a: tensor<128x?xbf16>) -> tensor<128x1xbf16> {
  %0 = tosa.reduce_min %a {axis = 1 : i32} : (tensor<128x?xbf16>) -> tensor<128x1xbf16>
  return %0 : tensor<128x1xbf16>
}

func.func @min_inf_bf16_wide(%a: tensor<128x?xbf16>) -> tensor<128x1xbf16> {
  %w = tosa.cast %a : (tensor<128x?xbf16>) -> tensor<128x?xf64>
  %r = tosa.reduce_min %w {axis = 1 : i32} : (tensor<128x?xf64>) -> tensor<128x1xf64>
  %0 = tosa.cast %r : (tensor<128x1xf64>) -> tensor<128x1xbf16>
  return %0 : tensor<128x1xbf16>
}

// EXEC: 2x128
// EXEC: 3x128
// EXEC-VALUES: 0 nan -inf -3.3895313892515355e38 0.0
// EXEC-EXPECT-FROM: @argmax_inf_bf16_wide
func.func @argmax_inf_bf16(%a: tensor<?x128xbf16>) -> tensor<128xi32> {
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<?x128xbf16>) -> tensor<128xi32>
  return %0 : tensor<128xi32>
}

func.func @argmax_inf_bf16_wide(%a: tensor<?x128xbf16>) -> tensor<128xi32> {
  %w = tosa.cast %a : (tensor<?x128xbf16>) -> tensor<?x128xf64>
  %r = tosa.argmax %w {axis = 0 : i32} : (tensor<?x128xf64>) -> tensor<128xi32>
  return %r : tensor<128xi32>
}

// ---- f32

// EXEC: 3x40
// EXEC: 2x40
// EXEC: 1x40
// EXEC-VALUES: 0 nan inf 0.0 -0.0 1.5 -2.0
func.func @max_nan_f32(%a: tensor<?x40xf32>) -> tensor<1x40xf32> {
  %0 = tosa.reduce_max %a {axis = 0 : i32} : (tensor<?x40xf32>) -> tensor<1x40xf32>
  return %0 : tensor<1x40xf32>
}

// EXEC: 40x3
// EXEC: 40x2
// EXEC: 40x1
// EXEC-VALUES: 0 nan -inf 0.0 -0.0 1.5 -2.0
func.func @min_nan_f32(%a: tensor<40x?xf32>) -> tensor<40x1xf32> {
  %0 = tosa.reduce_min %a {axis = 1 : i32} : (tensor<40x?xf32>) -> tensor<40x1xf32>
  return %0 : tensor<40x1xf32>
}

// EXEC: 3x40
// EXEC: 2x40
// EXEC: 1x40
// EXEC-VALUES: 0 nan inf 0.0 -0.0 1.5 -2.0
func.func @argmax_nan_f32(%a: tensor<?x40xf32>) -> tensor<40xi32> {
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<?x40xf32>) -> tensor<40xi32>
  return %0 : tensor<40xi32>
}

// EXEC: 8x3
// EXEC-VALUES: 0 nan inf -inf 0.0 -0.0 1.5
func.func @sum_special_f32(%a: tensor<8x?xf32>) -> tensor<8x1xf32> {
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<8x?xf32>) -> tensor<8x1xf32>
  return %0 : tensor<8x1xf32>
}

// EXEC: 8x3
// EXEC-VALUES: 0 nan inf -inf 0.0 -0.0 1.5
func.func @prod_special_f32(%a: tensor<8x?xf32>) -> tensor<8x1xf32> {
  %0 = tosa.reduce_prod %a {axis = 1 : i32} : (tensor<8x?xf32>) -> tensor<8x1xf32>
  return %0 : tensor<8x1xf32>
}

// EXEC: 2x128
// EXEC: 3x128
// EXEC: 1x128
// EXEC-VALUES: 0 nan -inf -3.4028234663852886e38 0.0
// EXEC-EXPECT-FROM: @max_inf_f32_wide
func.func @max_inf_f32(%a: tensor<?x128xf32>) -> tensor<1x128xf32> {
  %0 = tosa.reduce_max %a {axis = 0 : i32} : (tensor<?x128xf32>) -> tensor<1x128xf32>
  return %0 : tensor<1x128xf32>
}

func.func @max_inf_f32_wide(%a: tensor<?x128xf32>) -> tensor<1x128xf32> {
  %w = tosa.cast %a : (tensor<?x128xf32>) -> tensor<?x128xf64>
  %r = tosa.reduce_max %w {axis = 0 : i32} : (tensor<?x128xf64>) -> tensor<1x128xf64>
  %0 = tosa.cast %r : (tensor<1x128xf64>) -> tensor<1x128xf32>
  return %0 : tensor<1x128xf32>
}

// EXEC: 128x2
// EXEC: 128x3
// EXEC: 128x1
// EXEC-VALUES: 0 nan inf 3.4028234663852886e38 0.0
// EXEC-EXPECT-FROM: @min_inf_f32_wide
func.func @min_inf_f32(%a: tensor<128x?xf32>) -> tensor<128x1xf32> {
  %0 = tosa.reduce_min %a {axis = 1 : i32} : (tensor<128x?xf32>) -> tensor<128x1xf32>
  return %0 : tensor<128x1xf32>
}

func.func @min_inf_f32_wide(%a: tensor<128x?xf32>) -> tensor<128x1xf32> {
  %w = tosa.cast %a : (tensor<128x?xf32>) -> tensor<128x?xf64>
  %r = tosa.reduce_min %w {axis = 1 : i32} : (tensor<128x?xf64>) -> tensor<128x1xf64>
  %0 = tosa.cast %r : (tensor<128x1xf64>) -> tensor<128x1xf32>
  return %0 : tensor<128x1xf32>
}

// EXEC: 2x128
// EXEC: 3x128
// EXEC-VALUES: 0 nan -inf -3.4028234663852886e38 0.0
// EXEC-EXPECT-FROM: @argmax_inf_f32_wide
func.func @argmax_inf_f32(%a: tensor<?x128xf32>) -> tensor<128xi32> {
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<?x128xf32>) -> tensor<128xi32>
  return %0 : tensor<128xi32>
}

func.func @argmax_inf_f32_wide(%a: tensor<?x128xf32>) -> tensor<128xi32> {
  %w = tosa.cast %a : (tensor<?x128xf32>) -> tensor<?x128xf64>
  %r = tosa.argmax %w {axis = 0 : i32} : (tensor<?x128xf64>) -> tensor<128xi32>
  return %r : tensor<128xi32>
}

// ---- f64

// EXEC: 3x40
// EXEC: 2x40
// EXEC: 1x40
// EXEC-VALUES: 0 nan inf 0.0 -0.0 1.5 -2.0
func.func @max_nan_f64(%a: tensor<?x40xf64>) -> tensor<1x40xf64> {
  %0 = tosa.reduce_max %a {axis = 0 : i32} : (tensor<?x40xf64>) -> tensor<1x40xf64>
  return %0 : tensor<1x40xf64>
}

// EXEC: 40x3
// EXEC: 40x2
// EXEC: 40x1
// EXEC-VALUES: 0 nan -inf 0.0 -0.0 1.5 -2.0
func.func @min_nan_f64(%a: tensor<40x?xf64>) -> tensor<40x1xf64> {
  %0 = tosa.reduce_min %a {axis = 1 : i32} : (tensor<40x?xf64>) -> tensor<40x1xf64>
  return %0 : tensor<40x1xf64>
}

// EXEC: 3x40
// EXEC: 2x40
// EXEC: 1x40
// EXEC-VALUES: 0 nan inf 0.0 -0.0 1.5 -2.0
func.func @argmax_nan_f64(%a: tensor<?x40xf64>) -> tensor<40xi32> {
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<?x40xf64>) -> tensor<40xi32>
  return %0 : tensor<40xi32>
}

// EXEC: 8x3
// EXEC-VALUES: 0 nan inf -inf 0.0 -0.0 1.5
func.func @sum_special_f64(%a: tensor<8x?xf64>) -> tensor<8x1xf64> {
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<8x?xf64>) -> tensor<8x1xf64>
  return %0 : tensor<8x1xf64>
}

// EXEC: 8x3
// EXEC-VALUES: 0 nan inf -inf 0.0 -0.0 1.5
func.func @prod_special_f64(%a: tensor<8x?xf64>) -> tensor<8x1xf64> {
  %0 = tosa.reduce_prod %a {axis = 1 : i32} : (tensor<8x?xf64>) -> tensor<8x1xf64>
  return %0 : tensor<8x1xf64>
}
