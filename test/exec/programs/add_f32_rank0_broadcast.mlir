// tosa.add f32 with a rank-0 operand broadcast against a ranked one.
// mlir-opt-19's tosa-to-linalg crashes on these, so each function is compared
// with the same program where the rank-0 operand is a full-rank 1-element
// tensor (EXEC-EXPECT-FROM), lowered by the reference and fed the same values.

// EXEC: scalar, 2x3
// EXEC-EXPECT-FROM: @add_1x1_2x3
func.func @add_0d_2x3(%a: tensor<f32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<f32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
func.func @add_1x1_2x3(%a: tensor<1x1xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<1x1xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// EXEC: 4, scalar
// EXEC: 1, scalar
// EXEC-EXPECT-FROM: @add_dyn_1
func.func @add_dyn_0d(%a: tensor<?xf32>, %b: tensor<f32>) -> tensor<?xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<?xf32>, tensor<f32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func @add_dyn_1(%a: tensor<?xf32>, %b: tensor<1xf32>) -> tensor<?xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<?xf32>, tensor<1xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// EXEC: scalar, 2x3
// EXEC: scalar, 1x1
// EXEC-EXPECT-FROM: @add_1x1_dyn2
func.func @add_0d_dyn2(%a: tensor<f32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<f32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @add_1x1_dyn2(%a: tensor<1x1xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<1x1xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
