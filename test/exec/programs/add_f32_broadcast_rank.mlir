// tosa.add f32: operands of different rank (rank expansion), rank 0.

// EXEC: 3x4, 2x3x4
func.func @add_3x4_2x3x4(%a: tensor<3x4xf32>, %b: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// EXEC: 2x3x4, 3x4
func.func @add_2x3x4_3x4(%a: tensor<2x3x4xf32>, %b: tensor<3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<2x3x4xf32>, tensor<3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// EXEC: 3x4, 2x3x4
// EXEC: 1x4, 2x3x4
// EXEC: 3x4, 2x1x4
// EXEC: 3x1, 2x1x4
func.func @add_dynx4_2xdynx4(%a: tensor<?x?xf32>, %b: tensor<2x?x4xf32>) -> tensor<2x?x4xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<?x?xf32>, tensor<2x?x4xf32>) -> tensor<2x?x4xf32>
  return %0 : tensor<2x?x4xf32>
}

// EXEC: 4, 2x3x4
// EXEC: 1, 2x3x4
// EXEC: 4, 2x3x1
func.func @add_dyn_dyn3(%a: tensor<?xf32>, %b: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

// EXEC: scalar, scalar
// EXEC-VALUES: 1 -0.0 0.5 inf nan
func.func @add_0d_0d(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = "tosa.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
