// tosa.mul (TOSA 1.0 form) whose shift is an argument, known only at run time:
// executed like mlir-opt-22's own lowering (tosa-to-linalg, then tosa.apply_scale
// expanded), shifts 0 to 31, large and negative operands, i8/i16/i32 operands,
// dynamic dims with runtime sizes of 1, broadcasting (issue 17, item 5).
// EXEC-REF: apply-rescale

// EXEC: 2x3, 1x3, 1
// EXEC: 1x3, 2x3, 1
// EXEC: 1x3, 1x1, 1
// EXEC-RANGE: 0 min max
// EXEC-RANGE: 1 -70000 70000
// EXEC-VALUES: 2 0 1 5 17 31
func.func @mul_var_shift_i32(%a: tensor<?x3xi32>, %b: tensor<?x?xi32>, %s: tensor<1xi8>) -> tensor<?x3xi32> {
  %0 = tosa.mul %a, %b, %s : (tensor<?x3xi32>, tensor<?x?xi32>, tensor<1xi8>) -> tensor<?x3xi32>
  return %0 : tensor<?x3xi32>
}

// EXEC: 5, 5, 1
// EXEC-VALUES: 0 0 7 -7 100 -100
// EXEC-VALUES: 1 1 3 -3 2
// EXEC-VALUES: 2 0
func.func @mul_var_shift_zero(%a: tensor<?xi32>, %b: tensor<?xi32>, %s: tensor<1xi8>) -> tensor<?xi32> {
  %0 = "tosa.mul"(%a, %b, %s) : (tensor<?xi32>, tensor<?xi32>, tensor<1xi8>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// EXEC: 2x4, 2x4, 1
// EXEC-RANGE: 0 min max
// EXEC-RANGE: 1 min max
// EXEC-VALUES: 2 0 3 8 15
func.func @mul_var_shift_i8(%a: tensor<2x4xi8>, %b: tensor<2x4xi8>, %s: tensor<1xi8>) -> tensor<2x4xi32> {
  %0 = tosa.mul %a, %b, %s : (tensor<2x4xi8>, tensor<2x4xi8>, tensor<1xi8>) -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}

// EXEC: 3, 1, 1
// EXEC-RANGE: 0 min max
// EXEC-RANGE: 1 min max
// EXEC-VALUES: 2 1 9 30
func.func @mul_var_shift_i16(%a: tensor<3xi16>, %b: tensor<?xi16>, %s: tensor<1xi8>) -> tensor<3xi32> {
  %0 = tosa.mul %a, %b, %s : (tensor<3xi16>, tensor<?xi16>, tensor<1xi8>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// A float mul ignores its shift, as mlir-opt-22's lowering does.
// EXEC: 4, 4, 1
// EXEC-VALUES: 2 0
func.func @mul_var_shift_f32(%a: tensor<4xf32>, %b: tensor<4xf32>, %s: tensor<1xi8>) -> tensor<4xf32> {
  %0 = tosa.mul %a, %b, %s : (tensor<4xf32>, tensor<4xf32>, tensor<1xi8>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
