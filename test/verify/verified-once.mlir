// An op line found valid is remembered by its op name and function type, and
// the same line later is not checked again (passes/verify.c). Another op of the
// same function type is still checked: tosa.logical_not of the f32 type that
// tosa.abs was found valid with is an error. One module, so that what the first
// function's ops taught carries over to the second.
// RUN: %tosa2linalg --verify-diagnostics --verify-only %s
// RUN: %mlir_opt_19 --verify-diagnostics %s -o /dev/null

func.func @seed(%a: tensor<4xf32>, %i: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "tosa.clz"(%i) : (tensor<4xi32>) -> tensor<4xi32>
  %2 = "tosa.bitwise_not"(%1) : (tensor<4xi32>) -> tensor<4xi32>
  return %2 : tensor<4xi32>
}

func.func @again(%a: tensor<4xf32>, %i: tensor<4xi32>) -> tensor<4xf32> {
  %0 = "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "tosa.bitwise_not"(%i) : (tensor<4xi32>) -> tensor<4xi32>
  // expected-error @+1 {{'tosa.logical_not' op operand #0 must be tensor of 1-bit signless integer values, but got 'tensor<4xf32>'}}
  %2 = "tosa.logical_not"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}
