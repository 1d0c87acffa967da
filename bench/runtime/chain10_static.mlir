// chain10_bcast.mlir with static shapes: the broadcasts are known when
// lowering, so tosa2linalg --fuse can merge the chain into one linalg.generic.
// BENCH-SHAPES: 2048x2048, 1x2048, 2048x1
func.func @kernel(%a: tensor<2048x2048xf32>, %b: tensor<1x2048xf32>, %c: tensor<2048x1xf32>) -> tensor<2048x2048xf32> {
  %0 = tosa.add %a, %b : (tensor<2048x2048xf32>, tensor<1x2048xf32>) -> tensor<2048x2048xf32>
  %1 = tosa.mul %0, %a {shift = 0 : i8} : (tensor<2048x2048xf32>, tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  %2 = tosa.sub %1, %c : (tensor<2048x2048xf32>, tensor<2048x1xf32>) -> tensor<2048x2048xf32>
  %3 = tosa.maximum %2, %a : (tensor<2048x2048xf32>, tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  %4 = tosa.abs %3 : (tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  %5 = tosa.negate %4 : (tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  %6 = tosa.exp %5 : (tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  %7 = tosa.clamp %6 {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 0.75 : f32} : (tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  %8 = tosa.minimum %7, %b : (tensor<2048x2048xf32>, tensor<1x2048xf32>) -> tensor<2048x2048xf32>
  %9 = tosa.add %8, %c : (tensor<2048x2048xf32>, tensor<2048x1xf32>) -> tensor<2048x2048xf32>
  return %9 : tensor<2048x2048xf32>
}
