// A region holding an op that uses a name defined later, then a syntax error:
// the held region must not be checked again by the next chunk's function (found
// by fuzzing: it read the freed block).
func.func @f(%a: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %0 = scf.if %c -> (tensor<4xf32>) {
    %1 = "tosa.add"(%later, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    scf.yield %1 : tensor<4xf32>
  } else {
    scf.yield %a : tensor<4xf32>
  }
  %2 = "tosa.add"(%0, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensoo
}

// -----

func.func @next(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
