// tosa.add f32: two-dimensional broadcast cases of the RFC, with dims static,
// dynamic and mixed.  Every valid runtime broadcast of each signature is run.

// EXEC: 1x3, 4x1
// EXEC: 4x3, 4x3
// EXEC: 1x1, 2x3
// EXEC: 4x3, 1x1
// EXEC: 4x1, 4x3
// EXEC: 2x3, 2x1
// EXEC: 1x1, 1x1
func.func @add_dyn2_dyn2(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// EXEC: 1x3, 4x3
// EXEC: 1x3, 4x1
// EXEC: 1x1, 2x3
// EXEC: 1x3, 1x3
// EXEC: 1x3, 1x1
func.func @add_1xdyn_dyn2(%a: tensor<1x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<1x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// EXEC: 2x1, 2x3
// EXEC: 2x3, 1x3
// EXEC: 2x3, 2x1
// EXEC: 2x1, 1x1
// EXEC: 2x3, 2x3
// EXEC: 2x1, 1x4
func.func @add_2xdyn_dyn2(%a: tensor<2x?xf32>, %b: tensor<?x?xf32>) -> tensor<2x?xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<2x?xf32>, tensor<?x?xf32>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}

// -----

// EXEC: 2x2, 1x1
// EXEC: 2x2, 2x1
// EXEC: 2x2, 1x2
// EXEC: 2x2, 2x2
func.func @add_2x2_dyn2(%a: tensor<2x2xf32>, %b: tensor<?x?xf32>) -> tensor<2x2xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<2x2xf32>, tensor<?x?xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// EXEC: 1x2, 2x1
// EXEC: 2x2, 2x2
// EXEC: 1x2, 2x2
// EXEC: 2x2, 2x1
func.func @add_dynx2_2xdyn(%a: tensor<?x2xf32>, %b: tensor<2x?xf32>) -> tensor<2x2xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<?x2xf32>, tensor<2x?xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// Static operands, both broadcasting.
// EXEC: 1x3, 4x1
func.func @add_1x3_4x1(%a: tensor<1x3xf32>, %b: tensor<4x1xf32>) -> tensor<4x3xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<1x3xf32>, tensor<4x1xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}
