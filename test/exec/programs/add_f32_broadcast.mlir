// Broadcast cases of the RFC for tosa.add on f32.

// EXEC: 3, 3
func.func @add_3_3(%a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// EXEC: 1, 3
func.func @add_1_3(%a: tensor<1xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<1xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// EXEC: 5, 1
// EXEC: 5, 5
func.func @add_5_dyn(%a: tensor<5xf32>, %b: tensor<?xf32>) -> tensor<5xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<5xf32>, tensor<?xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// EXEC: 1, 1
// EXEC: 1, 4
func.func @add_1_dyn(%a: tensor<1xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<1xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// EXEC: 1, 4
// EXEC: 4, 1
// EXEC: 4, 4
func.func @add_dyn_dyn(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
