// Errors after a function type the lexer reads at once (../function-types.mlir).

func.func @trailing_arrow(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "tosa.abs"(%0) : (tensor<4xf32>) -> tensor<4xf32> -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

func.func @bad_result(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "tosa.abs"(%0) : (tensor<4xf32>) -> tensor<4xq9>
  return %1 : tensor<4xf32>
}

// -----

func.func @second_list(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "tosa.abs"(%0) : (tensor<4xf32>) -> tensor<4xf32>, tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

func.func @wrong_count(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "tosa.abs"(%0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
