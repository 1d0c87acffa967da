// a foreign op wrapped over two lines
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %s = math.sqrt %a
      : tensor<4xf32>
  return %s : tensor<4xf32>
}
