// A chain of 10 element-wise f32 ops on dynamic dims whose intermediate values
// have no other use, with a row broadcast (%b: 1 x N) at its start, a column
// broadcast (%c: M x 1) in the middle, and %a read again down the chain.
// BENCH-SHAPES: 2048x2048, 1x2048, 2048x1
func.func @kernel(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = tosa.add %a, %b : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = tosa.mul %0, %a {shift = 0 : i8} : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %2 = tosa.sub %1, %c : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %3 = tosa.maximum %2, %a : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %4 = tosa.abs %3 : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %5 = tosa.negate %4 : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %6 = tosa.exp %5 : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %7 = tosa.clamp %6 {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 0.75 : f32} : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %8 = tosa.minimum %7, %b : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %9 = tosa.add %8, %c : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %9 : tensor<?x?xf32>
}
