// A use, inside a streamed region, of a name defined only further down.
func.func @bad(%a: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %r = scf.if %c -> (tensor<4xf32>) {
    %x = "tosa.abs"(%later) : (tensor<4xf32>) -> tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  } else {
    scf.yield %a : tensor<4xf32>
  }
  %later = "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
