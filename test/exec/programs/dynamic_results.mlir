// Results declared more dynamic than what the operands imply: the lowering has
// to tensor.cast its result to the declared type.

// EXEC: 3, 3
func.func @add_static_to_dyn(%a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<?xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<3xf32>, tensor<3xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// EXEC: 1x3, 4x1
func.func @add_static_to_dyn2(%a: tensor<1x3xf32>, %b: tensor<4x1xf32>) -> tensor<?x?xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<1x3xf32>, tensor<4x1xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// EXEC: 2x1, 1x3
// EXEC: 2x3, 2x3
func.func @add_partial_to_dyn2(%a: tensor<2x?xf32>, %b: tensor<?x3xf32>) -> tensor<?x?xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<2x?xf32>, tensor<?x3xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// EXEC: 2x1, 2x3, 1x3
func.func @select_static_to_dyn(%c: tensor<2x1xi1>, %a: tensor<2x3xf32>, %b: tensor<1x3xf32>) -> tensor<2x?xf32> {
  %0 = "tosa.select"(%c, %a, %b) : (tensor<2x1xi1>, tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}

// EXEC: 1x3, 1x3
func.func @add_chain(%a: tensor<1x3xf32>, %b: tensor<1x3xf32>) -> tensor<?x3xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<?x3xf32>
  %1 = "tosa.add"(%0, %a) : (tensor<?x3xf32>, tensor<1x3xf32>) -> tensor<?x3xf32>
  return %1 : tensor<?x3xf32>
}
