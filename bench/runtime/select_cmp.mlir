// Compares and selects mixed with logical ops, on f32 and i32 operands; %b
// (1 x N) is broadcast along the rows, %y (M x 1) along the columns.
// BENCH-SHAPES: 4096x2048, 1x2048, 4096x2048, 4096x1
func.func @kernel(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %x: tensor<?x?xi32>, %y: tensor<?x?xi32>) -> tensor<?x?xf32> {
  %0 = tosa.greater %a, %b : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xi1>
  %1 = tosa.equal %x, %y : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi1>
  %2 = tosa.logical_or %0, %1 : (tensor<?x?xi1>, tensor<?x?xi1>) -> tensor<?x?xi1>
  %3 = tosa.select %2, %a, %b : (tensor<?x?xi1>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %4 = tosa.greater_equal %x, %y : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi1>
  %5 = tosa.logical_not %2 : (tensor<?x?xi1>) -> tensor<?x?xi1>
  %6 = tosa.logical_and %4, %5 : (tensor<?x?xi1>, tensor<?x?xi1>) -> tensor<?x?xi1>
  %7 = tosa.select %6, %3, %a : (tensor<?x?xi1>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %7 : tensor<?x?xf32>
}
