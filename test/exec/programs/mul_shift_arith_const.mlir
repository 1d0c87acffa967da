// tosa.mul's shift operand (TOSA 1.0 form) defined by arith.constant, as
// exporters write it, in custom and generic form, beside the LLVM 22 tosa.const:
// the same rounding shift as mlir-opt-22's own lowering (issue 17, item 5).
// EXEC-REF: apply-rescale

// EXEC: 2x3, 1x3
// EXEC: 1x3, 2x3
func.func @mul_shift_custom(%a: tensor<?x3xi32>, %b: tensor<?x3xi32>) -> tensor<?x3xi32> {
  %s = arith.constant dense<5> : tensor<1xi8>
  %0 = tosa.mul %a, %b, %s : (tensor<?x3xi32>, tensor<?x3xi32>, tensor<1xi8>) -> tensor<?x3xi32>
  return %0 : tensor<?x3xi32>
}

// EXEC: 4, 4
// EXEC-VALUES: 0 7 -7 100 -100
// EXEC-VALUES: 1 3 3 -3 -3
func.func @mul_shift_generic(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %s = "arith.constant"() <{value = dense<[2]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = "tosa.mul"(%a, %b, %s) : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// EXEC: 2x4, 2x4
func.func @mul_shift0_i16(%a: tensor<2x4xi16>, %b: tensor<2x4xi16>) -> tensor<2x4xi32> {
  %s = arith.constant dense<0> : tensor<1xi8>
  %0 = tosa.mul %a, %b, %s : (tensor<2x4xi16>, tensor<2x4xi16>, tensor<1xi8>) -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}
