// the rest of a linalg op on the next line
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %s = linalg.copy ins(%a : tensor<4xf32>)
      outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %s : tensor<4xf32>
}
