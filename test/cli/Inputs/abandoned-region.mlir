// An op with regions that streams, cut short by a syntax error: the next chunk
// must start afresh (found by fuzzing: its lowering state leaked into the next
// chunk's function and printed freed values).
llvm.func @f(%a0: tensor<2x?xf64>) -> tensor<2x?xf64> {
  %0 = "tosa.add"(%a0, %a0) : (tensor<2x?xf64>, tensor<2x?xf64>) -> tensor<2x?xf64>
// expected-error @+1 {{unexpected character}}
%  return %0 : tensor<2x?xf64>
}

// -----

func.func @next(%a0: tensor<2x?xf64>, %a1: tensor<?x3xf64>) -> tensor<2x3xf64> {
  %0 = "tosa.maximum"(%a0, %a1) : (tensor<2x?xf64>, tensor<?x3xf64>) -> tensor<2x3xf64>
  return %0 : tensor<2x3xf64>
}
