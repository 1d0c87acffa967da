// The TOSA reductions and argmax in LLVM 19's spelling, executed against
// mlir-opt-19's tosa-to-linalg: every element type it lowers, ranks 1 to 4, every
// axis, static, dynamic and size-1 dims (also a size-1 axis), pseudo-random values.
// Float special values (NaN, infinities) are in reduce_special.mlir.

// ---- each reduction and argmax on each element type

// EXEC: 2x3x4
// EXEC: 2x1x4
func.func @sum_i8(%a: tensor<2x?x4xi8>) -> tensor<2x1x4xi8> {
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<2x?x4xi8>) -> tensor<2x1x4xi8>
  return %0 : tensor<2x1x4xi8>
}

// EXEC: 4x3
// EXEC: 1x3
func.func @prod_i8(%a: tensor<?x3xi8>) -> tensor<1x3xi8> {
  %0 = tosa.reduce_prod %a {axis = 0 : i32} : (tensor<?x3xi8>) -> tensor<1x3xi8>
  return %0 : tensor<1x3xi8>
}

// EXEC: 3x5
// EXEC: 3x1
// EXEC: 1x4
func.func @max_i8(%a: tensor<?x?xi8>) -> tensor<?x1xi8> {
  %0 = tosa.reduce_max %a {axis = 1 : i32} : (tensor<?x?xi8>) -> tensor<?x1xi8>
  return %0 : tensor<?x1xi8>
}

// EXEC: 7
// EXEC: 1
func.func @min_i8(%a: tensor<?xi8>) -> tensor<1xi8> {
  %0 = tosa.reduce_min %a {axis = 0 : i32} : (tensor<?xi8>) -> tensor<1xi8>
  return %0 : tensor<1xi8>
}

// EXEC: 2x3x5x2
// EXEC: 2x3x1x2
func.func @argmax_i8(%a: tensor<2x3x?x2xi8>) -> tensor<2x3x2xi32> {
  %0 = tosa.argmax %a {axis = 2 : i32} : (tensor<2x3x?x2xi8>) -> tensor<2x3x2xi32>
  return %0 : tensor<2x3x2xi32>
}

// EXEC: 2x3x4
// EXEC: 2x1x4
func.func @sum_i16(%a: tensor<2x?x4xi16>) -> tensor<2x1x4xi16> {
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<2x?x4xi16>) -> tensor<2x1x4xi16>
  return %0 : tensor<2x1x4xi16>
}

// EXEC: 4x3
// EXEC: 1x3
func.func @prod_i16(%a: tensor<?x3xi16>) -> tensor<1x3xi16> {
  %0 = tosa.reduce_prod %a {axis = 0 : i32} : (tensor<?x3xi16>) -> tensor<1x3xi16>
  return %0 : tensor<1x3xi16>
}

// EXEC: 3x5
// EXEC: 3x1
// EXEC: 1x4
func.func @max_i16(%a: tensor<?x?xi16>) -> tensor<?x1xi16> {
  %0 = tosa.reduce_max %a {axis = 1 : i32} : (tensor<?x?xi16>) -> tensor<?x1xi16>
  return %0 : tensor<?x1xi16>
}

// EXEC: 7
// EXEC: 1
func.func @min_i16(%a: tensor<?xi16>) -> tensor<1xi16> {
  %0 = tosa.reduce_min %a {axis = 0 : i32} : (tensor<?xi16>) -> tensor<1xi16>
  return %0 : tensor<1xi16>
}

// EXEC: 2x3x5x2
// EXEC: 2x3x1x2
func.func @argmax_i16(%a: tensor<2x3x?x2xi16>) -> tensor<2x3x2xi32> {
  %0 = tosa.argmax %a {axis = 2 : i32} : (tensor<2x3x?x2xi16>) -> tensor<2x3x2xi32>
  return %0 : tensor<2x3x2xi32>
}

// EXEC: 2x3x4
// EXEC: 2x1x4
func.func @sum_i32(%a: tensor<2x?x4xi32>) -> tensor<2x1x4xi32> {
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<2x?x4xi32>) -> tensor<2x1x4xi32>
  return %0 : tensor<2x1x4xi32>
}

// EXEC: 4x3
// EXEC: 1x3
func.func @prod_i32(%a: tensor<?x3xi32>) -> tensor<1x3xi32> {
  %0 = tosa.reduce_prod %a {axis = 0 : i32} : (tensor<?x3xi32>) -> tensor<1x3xi32>
  return %0 : tensor<1x3xi32>
}

// EXEC: 3x5
// EXEC: 3x1
// EXEC: 1x4
func.func @max_i32(%a: tensor<?x?xi32>) -> tensor<?x1xi32> {
  %0 = tosa.reduce_max %a {axis = 1 : i32} : (tensor<?x?xi32>) -> tensor<?x1xi32>
  return %0 : tensor<?x1xi32>
}

// EXEC: 7
// EXEC: 1
func.func @min_i32(%a: tensor<?xi32>) -> tensor<1xi32> {
  %0 = tosa.reduce_min %a {axis = 0 : i32} : (tensor<?xi32>) -> tensor<1xi32>
  return %0 : tensor<1xi32>
}

// EXEC: 2x3x5x2
// EXEC: 2x3x1x2
func.func @argmax_i32(%a: tensor<2x3x?x2xi32>) -> tensor<2x3x2xi32> {
  %0 = tosa.argmax %a {axis = 2 : i32} : (tensor<2x3x?x2xi32>) -> tensor<2x3x2xi32>
  return %0 : tensor<2x3x2xi32>
}

// EXEC: 2x3x4
// EXEC: 2x1x4
func.func @sum_i64(%a: tensor<2x?x4xi64>) -> tensor<2x1x4xi64> {
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<2x?x4xi64>) -> tensor<2x1x4xi64>
  return %0 : tensor<2x1x4xi64>
}

// EXEC: 4x3
// EXEC: 1x3
func.func @prod_i64(%a: tensor<?x3xi64>) -> tensor<1x3xi64> {
  %0 = tosa.reduce_prod %a {axis = 0 : i32} : (tensor<?x3xi64>) -> tensor<1x3xi64>
  return %0 : tensor<1x3xi64>
}

// EXEC: 3x5
// EXEC: 3x1
// EXEC: 1x4
func.func @max_i64(%a: tensor<?x?xi64>) -> tensor<?x1xi64> {
  %0 = tosa.reduce_max %a {axis = 1 : i32} : (tensor<?x?xi64>) -> tensor<?x1xi64>
  return %0 : tensor<?x1xi64>
}

// EXEC: 7
// EXEC: 1
func.func @min_i64(%a: tensor<?xi64>) -> tensor<1xi64> {
  %0 = tosa.reduce_min %a {axis = 0 : i32} : (tensor<?xi64>) -> tensor<1xi64>
  return %0 : tensor<1xi64>
}

// EXEC: 2x3x5x2
// EXEC: 2x3x1x2
func.func @argmax_i64(%a: tensor<2x3x?x2xi64>) -> tensor<2x3x2xi32> {
  %0 = tosa.argmax %a {axis = 2 : i32} : (tensor<2x3x?x2xi64>) -> tensor<2x3x2xi32>
  return %0 : tensor<2x3x2xi32>
}

// EXEC: 2x3x4
// EXEC: 2x1x4
func.func @sum_f16(%a: tensor<2x?x4xf16>) -> tensor<2x1x4xf16> {
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<2x?x4xf16>) -> tensor<2x1x4xf16>
  return %0 : tensor<2x1x4xf16>
}

// EXEC-RANGE: 0 -3 3
// EXEC: 4x3
// EXEC: 1x3
func.func @prod_f16(%a: tensor<?x3xf16>) -> tensor<1x3xf16> {
  %0 = tosa.reduce_prod %a {axis = 0 : i32} : (tensor<?x3xf16>) -> tensor<1x3xf16>
  return %0 : tensor<1x3xf16>
}

// EXEC: 3x5
// EXEC: 3x1
// EXEC: 1x4
func.func @max_f16(%a: tensor<?x?xf16>) -> tensor<?x1xf16> {
  %0 = tosa.reduce_max %a {axis = 1 : i32} : (tensor<?x?xf16>) -> tensor<?x1xf16>
  return %0 : tensor<?x1xf16>
}

// EXEC: 7
// EXEC: 1
func.func @min_f16(%a: tensor<?xf16>) -> tensor<1xf16> {
  %0 = tosa.reduce_min %a {axis = 0 : i32} : (tensor<?xf16>) -> tensor<1xf16>
  return %0 : tensor<1xf16>
}

// EXEC: 2x3x5x2
// EXEC: 2x3x1x2
func.func @argmax_f16(%a: tensor<2x3x?x2xf16>) -> tensor<2x3x2xi32> {
  %0 = tosa.argmax %a {axis = 2 : i32} : (tensor<2x3x?x2xf16>) -> tensor<2x3x2xi32>
  return %0 : tensor<2x3x2xi32>
}

// EXEC: 2x3x4
// EXEC: 2x1x4
func.func @sum_bf16(%a: tensor<2x?x4xbf16>) -> tensor<2x1x4xbf16> {
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<2x?x4xbf16>) -> tensor<2x1x4xbf16>
  return %0 : tensor<2x1x4xbf16>
}

// EXEC-RANGE: 0 -3 3
// EXEC: 4x3
// EXEC: 1x3
func.func @prod_bf16(%a: tensor<?x3xbf16>) -> tensor<1x3xbf16> {
  %0 = tosa.reduce_prod %a {axis = 0 : i32} : (tensor<?x3xbf16>) -> tensor<1x3xbf16>
  return %0 : tensor<1x3xbf16>
}

// EXEC: 3x5
// EXEC: 3x1
// EXEC: 1x4
func.func @max_bf16(%a: tensor<?x?xbf16>) -> tensor<?x1xbf16> {
  %0 = tosa.reduce_max %a {axis = 1 : i32} : (tensor<?x?xbf16>) -> tensor<?x1xbf16>
  return %0 : tensor<?x1xbf16>
}

// EXEC: 7
// EXEC: 1
func.func @min_bf16(%a: tensor<?xbf16>) -> tensor<1xbf16> {
  %0 = tosa.reduce_min %a {axis = 0 : i32} : (tensor<?xbf16>) -> tensor<1xbf16>
  return %0 : tensor<1xbf16>
}

// EXEC: 2x3x5x2
// EXEC: 2x3x1x2
func.func @argmax_bf16(%a: tensor<2x3x?x2xbf16>) -> tensor<2x3x2xi32> {
  %0 = tosa.argmax %a {axis = 2 : i32} : (tensor<2x3x?x2xbf16>) -> tensor<2x3x2xi32>
  return %0 : tensor<2x3x2xi32>
}

// EXEC: 2x3x4
// EXEC: 2x1x4
func.func @sum_f32(%a: tensor<2x?x4xf32>) -> tensor<2x1x4xf32> {
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<2x?x4xf32>) -> tensor<2x1x4xf32>
  return %0 : tensor<2x1x4xf32>
}

// EXEC-RANGE: 0 -3 3
// EXEC: 4x3
// EXEC: 1x3
func.func @prod_f32(%a: tensor<?x3xf32>) -> tensor<1x3xf32> {
  %0 = tosa.reduce_prod %a {axis = 0 : i32} : (tensor<?x3xf32>) -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}

// EXEC: 3x5
// EXEC: 3x1
// EXEC: 1x4
func.func @max_f32(%a: tensor<?x?xf32>) -> tensor<?x1xf32> {
  %0 = tosa.reduce_max %a {axis = 1 : i32} : (tensor<?x?xf32>) -> tensor<?x1xf32>
  return %0 : tensor<?x1xf32>
}

// EXEC: 7
// EXEC: 1
func.func @min_f32(%a: tensor<?xf32>) -> tensor<1xf32> {
  %0 = tosa.reduce_min %a {axis = 0 : i32} : (tensor<?xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// EXEC: 2x3x5x2
// EXEC: 2x3x1x2
func.func @argmax_f32(%a: tensor<2x3x?x2xf32>) -> tensor<2x3x2xi32> {
  %0 = tosa.argmax %a {axis = 2 : i32} : (tensor<2x3x?x2xf32>) -> tensor<2x3x2xi32>
  return %0 : tensor<2x3x2xi32>
}

// EXEC: 2x3x4
// EXEC: 2x1x4
func.func @sum_f64(%a: tensor<2x?x4xf64>) -> tensor<2x1x4xf64> {
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<2x?x4xf64>) -> tensor<2x1x4xf64>
  return %0 : tensor<2x1x4xf64>
}

// EXEC-RANGE: 0 -3 3
// EXEC: 4x3
// EXEC: 1x3
func.func @prod_f64(%a: tensor<?x3xf64>) -> tensor<1x3xf64> {
  %0 = tosa.reduce_prod %a {axis = 0 : i32} : (tensor<?x3xf64>) -> tensor<1x3xf64>
  return %0 : tensor<1x3xf64>
}

// EXEC: 3x5
// EXEC: 3x1
// EXEC: 1x4
func.func @max_f64(%a: tensor<?x?xf64>) -> tensor<?x1xf64> {
  %0 = tosa.reduce_max %a {axis = 1 : i32} : (tensor<?x?xf64>) -> tensor<?x1xf64>
  return %0 : tensor<?x1xf64>
}

// EXEC: 7
// EXEC: 1
func.func @min_f64(%a: tensor<?xf64>) -> tensor<1xf64> {
  %0 = tosa.reduce_min %a {axis = 0 : i32} : (tensor<?xf64>) -> tensor<1xf64>
  return %0 : tensor<1xf64>
}

// EXEC: 2x3x5x2
// EXEC: 2x3x1x2
func.func @argmax_f64(%a: tensor<2x3x?x2xf64>) -> tensor<2x3x2xi32> {
  %0 = tosa.argmax %a {axis = 2 : i32} : (tensor<2x3x?x2xf64>) -> tensor<2x3x2xi32>
  return %0 : tensor<2x3x2xi32>
}

// ---- i1: all and any; and the other reductions as mlir-opt-19 lowers them on i1
// (sum: xor; prod: and; max from true with maxsi: and; min: or; argmax: the first false)

// EXEC: 3x5
// EXEC: 1x5
func.func @all_i1(%a: tensor<?x5xi1>) -> tensor<?x1xi1> {
  %0 = tosa.reduce_all %a {axis = 1 : i32} : (tensor<?x5xi1>) -> tensor<?x1xi1>
  return %0 : tensor<?x1xi1>
}

// EXEC: 4x2x3
// EXEC: 1x2x3
func.func @any_i1(%a: tensor<?x2x3xi1>) -> tensor<1x2x3xi1> {
  %0 = tosa.reduce_any %a {axis = 0 : i32} : (tensor<?x2x3xi1>) -> tensor<1x2x3xi1>
  return %0 : tensor<1x2x3xi1>
}

// EXEC: 6
// EXEC: 1
func.func @all_i1_rank1(%a: tensor<?xi1>) -> tensor<1xi1> {
  %0 = tosa.reduce_all %a {axis = 0 : i32} : (tensor<?xi1>) -> tensor<1xi1>
  return %0 : tensor<1xi1>
}

// EXEC: 2x3x2x4
// EXEC: 2x1x2x1
func.func @any_i1_rank4(%a: tensor<2x?x2x?xi1>) -> tensor<2x?x2x1xi1> {
  %0 = tosa.reduce_any %a {axis = 3 : i32} : (tensor<2x?x2x?xi1>) -> tensor<2x?x2x1xi1>
  return %0 : tensor<2x?x2x1xi1>
}

// EXEC: 4x6
func.func @sum_i1(%a: tensor<4x?xi1>) -> tensor<1x?xi1> {
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<4x?xi1>) -> tensor<1x?xi1>
  return %0 : tensor<1x?xi1>
}

// EXEC: 4x6
func.func @prod_i1(%a: tensor<4x?xi1>) -> tensor<4x1xi1> {
  %0 = tosa.reduce_prod %a {axis = 1 : i32} : (tensor<4x?xi1>) -> tensor<4x1xi1>
  return %0 : tensor<4x1xi1>
}

// EXEC: 5x3
func.func @max_i1(%a: tensor<?x3xi1>) -> tensor<1x3xi1> {
  %0 = tosa.reduce_max %a {axis = 0 : i32} : (tensor<?x3xi1>) -> tensor<1x3xi1>
  return %0 : tensor<1x3xi1>
}

// EXEC: 5x3
func.func @min_i1(%a: tensor<?x3xi1>) -> tensor<1x3xi1> {
  %0 = tosa.reduce_min %a {axis = 0 : i32} : (tensor<?x3xi1>) -> tensor<1x3xi1>
  return %0 : tensor<1x3xi1>
}

// EXEC: 5x3
func.func @argmax_i1(%a: tensor<?x3xi1>) -> tensor<3xi32> {
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<?x3xi1>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// ---- every axis of ranks 1 to 4

// EXEC: 2x3x4x2
// EXEC: 1x3x1x2
func.func @sum_rank4_axis0(%a: tensor<?x3x?x2xf32>) -> tensor<1x3x?x2xf32> {
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<?x3x?x2xf32>) -> tensor<1x3x?x2xf32>
  return %0 : tensor<1x3x?x2xf32>
}

// EXEC: 2x3x4x2
// EXEC: 1x3x1x2
func.func @sum_rank4_axis1(%a: tensor<?x3x?x2xf32>) -> tensor<?x1x?x2xf32> {
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<?x3x?x2xf32>) -> tensor<?x1x?x2xf32>
  return %0 : tensor<?x1x?x2xf32>
}

// EXEC: 2x3x4x2
// EXEC: 1x3x1x2
func.func @sum_rank4_axis2(%a: tensor<?x3x?x2xf32>) -> tensor<?x3x1x2xf32> {
  %0 = tosa.reduce_sum %a {axis = 2 : i32} : (tensor<?x3x?x2xf32>) -> tensor<?x3x1x2xf32>
  return %0 : tensor<?x3x1x2xf32>
}

// EXEC: 2x3x4x2
// EXEC: 1x3x1x2
func.func @sum_rank4_axis3(%a: tensor<?x3x?x2xf32>) -> tensor<?x3x?x1xf32> {
  %0 = tosa.reduce_sum %a {axis = 3 : i32} : (tensor<?x3x?x2xf32>) -> tensor<?x3x?x1xf32>
  return %0 : tensor<?x3x?x1xf32>
}

// EXEC: 2x4x3
// EXEC: 2x1x3
func.func @max_rank3_axis0(%a: tensor<2x?x3xi32>) -> tensor<1x?x3xi32> {
  %0 = tosa.reduce_max %a {axis = 0 : i32} : (tensor<2x?x3xi32>) -> tensor<1x?x3xi32>
  return %0 : tensor<1x?x3xi32>
}

// EXEC: 2x4x3
// EXEC: 2x1x3
func.func @argmax_rank3_axis0(%a: tensor<2x?x3xf32>) -> tensor<?x3xi32> {
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<2x?x3xf32>) -> tensor<?x3xi32>
  return %0 : tensor<?x3xi32>
}

// EXEC: 2x4x3
// EXEC: 2x1x3
func.func @max_rank3_axis1(%a: tensor<2x?x3xi32>) -> tensor<2x1x3xi32> {
  %0 = tosa.reduce_max %a {axis = 1 : i32} : (tensor<2x?x3xi32>) -> tensor<2x1x3xi32>
  return %0 : tensor<2x1x3xi32>
}

// EXEC: 2x4x3
// EXEC: 2x1x3
func.func @argmax_rank3_axis1(%a: tensor<2x?x3xf32>) -> tensor<2x3xi32> {
  %0 = tosa.argmax %a {axis = 1 : i32} : (tensor<2x?x3xf32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// EXEC: 2x4x3
// EXEC: 2x1x3
func.func @max_rank3_axis2(%a: tensor<2x?x3xi32>) -> tensor<2x?x1xi32> {
  %0 = tosa.reduce_max %a {axis = 2 : i32} : (tensor<2x?x3xi32>) -> tensor<2x?x1xi32>
  return %0 : tensor<2x?x1xi32>
}

// EXEC: 2x4x3
// EXEC: 2x1x3
func.func @argmax_rank3_axis2(%a: tensor<2x?x3xf32>) -> tensor<2x?xi32> {
  %0 = tosa.argmax %a {axis = 2 : i32} : (tensor<2x?x3xf32>) -> tensor<2x?xi32>
  return %0 : tensor<2x?xi32>
}

// EXEC: 3x4
// EXEC: 1x4
func.func @min_rank2_axis0(%a: tensor<?x4xf16>) -> tensor<1x4xf16> {
  %0 = tosa.reduce_min %a {axis = 0 : i32} : (tensor<?x4xf16>) -> tensor<1x4xf16>
  return %0 : tensor<1x4xf16>
}

// EXEC: 3x4
// EXEC: 1x4
func.func @argmax_rank2_axis0(%a: tensor<?x4xi16>) -> tensor<4xi32> {
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<?x4xi16>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// EXEC: 3x4
// EXEC: 1x4
func.func @min_rank2_axis1(%a: tensor<?x4xf16>) -> tensor<?x1xf16> {
  %0 = tosa.reduce_min %a {axis = 1 : i32} : (tensor<?x4xf16>) -> tensor<?x1xf16>
  return %0 : tensor<?x1xf16>
}

// EXEC: 3x4
// EXEC: 1x4
func.func @argmax_rank2_axis1(%a: tensor<?x4xi16>) -> tensor<?xi32> {
  %0 = tosa.argmax %a {axis = 1 : i32} : (tensor<?x4xi16>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// EXEC: 9
// EXEC: 1
func.func @argmax_rank1(%a: tensor<?xf32>) -> tensor<i32> {
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<?xf32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// EXEC: 5
func.func @prod_rank1_static(%a: tensor<5xi32>) -> tensor<1xi32> {
  %0 = tosa.reduce_prod %a {axis = 0 : i32} : (tensor<5xi32>) -> tensor<1xi32>
  return %0 : tensor<1xi32>
}

// EXEC: 1x4
func.func @sum_static_axis1(%a: tensor<1x4xbf16>) -> tensor<1x4xbf16> {
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<1x4xbf16>) -> tensor<1x4xbf16>
  return %0 : tensor<1x4xbf16>
}

// EXEC: 3x1
func.func @any_static(%a: tensor<3x1xi1>) -> tensor<3x1xi1> {
  %0 = tosa.reduce_any %a {axis = 1 : i32} : (tensor<3x1xi1>) -> tensor<3x1xi1>
  return %0 : tensor<3x1xi1>
}

// ---- argmax to other index types

// EXEC: 5x6
func.func @argmax_to_i64(%a: tensor<?x6xf32>) -> tensor<6xi64> {
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<?x6xf32>) -> tensor<6xi64>
  return %0 : tensor<6xi64>
}

// EXEC: 3x7
func.func @argmax_to_i16(%a: tensor<3x?xi8>) -> tensor<3xi16> {
  %0 = tosa.argmax %a {axis = 1 : i32} : (tensor<3x?xi8>) -> tensor<3xi16>
  return %0 : tensor<3xi16>
}

// EXEC: 4x3
func.func @argmax_to_i8(%a: tensor<?x3xi32>) -> tensor<3xi8> {
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<?x3xi32>) -> tensor<3xi8>
  return %0 : tensor<3xi8>
}

// ---- generic form

// EXEC: 3x4
func.func @sum_generic(%a: tensor<?x4xi32>) -> tensor<?x1xi32> {
  %0 = "tosa.reduce_sum"(%a) <{axis = 1 : i32}> : (tensor<?x4xi32>) -> tensor<?x1xi32>
  return %0 : tensor<?x1xi32>
}

// EXEC: 3x4
func.func @argmax_generic(%a: tensor<?x4xf32>) -> tensor<?xi32> {
  %0 = "tosa.argmax"(%a) <{axis = 1 : i32}> : (tensor<?x4xf32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// ---- results declared less static than the input makes them: mlir-opt-19 fails
// to lower these (a tensor.empty or tensor.expand_shape of the wrong sizes, or a
// crash), so each is compared with a twin whose result type it lowers

// EXEC: 2x5
// EXEC-EXPECT-FROM: @sum_result_static
func.func @sum_result_dynamic(%a: tensor<2x?xf32>) -> tensor<?x?xf32> {
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<2x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @sum_result_static(%a: tensor<2x?xf32>) -> tensor<1x?xf32> {
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<2x?xf32>) -> tensor<1x?xf32>
  return %0 : tensor<1x?xf32>
}

// EXEC: 2x3
// EXEC-EXPECT-FROM: @argmax_result_static
func.func @argmax_result_dynamic(%a: tensor<2x3xf32>) -> tensor<?xi32> {
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

func.func @argmax_result_static(%a: tensor<2x3xf32>) -> tensor<3xi32> {
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// and more static: the same
// EXEC: 2x3
// EXEC-EXPECT-FROM: @max_input_static
func.func @max_input_dynamic(%a: tensor<?x3xf32>) -> tensor<2x1xf32> {
  %0 = tosa.reduce_max %a {axis = 1 : i32} : (tensor<?x3xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}

func.func @max_input_static(%a: tensor<2x3xf32>) -> tensor<2x1xf32> {
  %0 = tosa.reduce_max %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}
