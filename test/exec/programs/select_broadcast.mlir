// tosa.select with runtime broadcast of every operand.

// EXEC: 2x1, 2x3, 2x3
// EXEC: 2x3, 2x1, 2x3
// EXEC: 2x3, 2x3, 2x1
// EXEC: 2x1, 2x1, 2x3
// EXEC: 2x3, 2x3, 2x3
// EXEC: 2x1, 2x1, 2x1
func.func @select_2xdyn(%c: tensor<2x?xi1>, %a: tensor<2x?xf32>, %b: tensor<2x?xf32>) -> tensor<2x?xf32> {
  %0 = "tosa.select"(%c, %a, %b) : (tensor<2x?xi1>, tensor<2x?xf32>, tensor<2x?xf32>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}

// EXEC: 1x4, 3x1, 1x1
// EXEC: 3x4, 3x4, 3x4
// EXEC: 1x1, 1x4, 3x1
func.func @select_dyn2(%c: tensor<?x?xi1>, %a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = "tosa.select"(%c, %a, %b) : (tensor<?x?xi1>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// EXEC: 1x3, 2x1, 1x1
func.func @select_static(%c: tensor<1x3xi1>, %a: tensor<2x1xf32>, %b: tensor<1x1xf32>) -> tensor<2x3xf32> {
  %0 = "tosa.select"(%c, %a, %b) : (tensor<1x3xi1>, tensor<2x1xf32>, tensor<1x1xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
