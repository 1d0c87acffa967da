// Integer tosa.mul with a non-zero shift: the reference leaves tosa.apply_scale
// behind unless tosa-to-arith{include-apply-rescale=true} runs too.
// EXEC-REF: apply-rescale

// EXEC: 2x3, 1x3
// EXEC: 2x3, 2x3
// EXEC-RANGE: * -100000 100000
func.func @mul_shift3(%a: tensor<2x?xi32>, %b: tensor<?x3xi32>) -> tensor<2x3xi32> {
  %0 = "tosa.mul"(%a, %b) {shift = 3 : i8} : (tensor<2x?xi32>, tensor<?x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// EXEC: 8, 8
// EXEC-RANGE: * min max
func.func @mul_shift31(%a: tensor<?xi32>, %b: tensor<?xi32>) -> tensor<?xi32> {
  %0 = "tosa.mul"(%a, %b) {shift = 31 : i8} : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// EXEC: 4, 1
func.func @mul_shift0(%a: tensor<?xi32>, %b: tensor<1xi32>) -> tensor<?xi32> {
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<?xi32>, tensor<1xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}
