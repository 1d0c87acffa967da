// A broadcast add on dynamic dims: the second operand is 1 x N at run time
// and broadcast along the rows.
// BENCH-SHAPES: 4096x4096, 1x4096
func.func @kernel(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = tosa.add %a, %b : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
