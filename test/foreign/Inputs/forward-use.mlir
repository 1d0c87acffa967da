// valid MLIR: ^bb1 is reached only from ^bb2, which defines %v
func.func @f(%a: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  cf.cond_br %c, ^bb2, ^bb3
^bb1:
  %u = math.sqrt %v : tensor<4xf32>
  return %u : tensor<4xf32>
^bb2:
  %v = tosa.abs %a : (tensor<4xf32>) -> tensor<4xf32>
  cf.br ^bb1
^bb3:
  return %a : tensor<4xf32>
}
