// Element-wise TOSA ops on i8, with runtime broadcast; one op per chunk.

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
func.func @add_i8(%a0: tensor<2x?xi8>, %a1: tensor<?x3xi8>) -> tensor<2x3xi8> {
  %0 = "tosa.add"(%a0, %a1) : (tensor<2x?xi8>, tensor<?x3xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
func.func @sub_i8(%a0: tensor<2x?xi8>, %a1: tensor<?x3xi8>) -> tensor<2x3xi8> {
  %0 = "tosa.sub"(%a0, %a1) : (tensor<2x?xi8>, tensor<?x3xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: * min max
func.func @maximum_i8(%a0: tensor<2x?xi8>, %a1: tensor<?x3xi8>) -> tensor<2x3xi8> {
  %0 = "tosa.maximum"(%a0, %a1) : (tensor<2x?xi8>, tensor<?x3xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: * min max
func.func @minimum_i8(%a0: tensor<2x?xi8>, %a1: tensor<?x3xi8>) -> tensor<2x3xi8> {
  %0 = "tosa.minimum"(%a0, %a1) : (tensor<2x?xi8>, tensor<?x3xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: * min max
func.func @bitwise_and_i8(%a0: tensor<2x?xi8>, %a1: tensor<?x3xi8>) -> tensor<2x3xi8> {
  %0 = "tosa.bitwise_and"(%a0, %a1) : (tensor<2x?xi8>, tensor<?x3xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: * min max
func.func @bitwise_or_i8(%a0: tensor<2x?xi8>, %a1: tensor<?x3xi8>) -> tensor<2x3xi8> {
  %0 = "tosa.bitwise_or"(%a0, %a1) : (tensor<2x?xi8>, tensor<?x3xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: * min max
func.func @bitwise_xor_i8(%a0: tensor<2x?xi8>, %a1: tensor<?x3xi8>) -> tensor<2x3xi8> {
  %0 = "tosa.bitwise_xor"(%a0, %a1) : (tensor<2x?xi8>, tensor<?x3xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
func.func @mul_i8(%a0: tensor<2x?xi8>, %a1: tensor<?x3xi8>) -> tensor<2x3xi8> {
  %0 = "tosa.mul"(%a0, %a1) {shift = 0 : i8} : (tensor<2x?xi8>, tensor<?x3xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: * min max
func.func @mul_wrap_i8(%a0: tensor<2x?xi8>, %a1: tensor<?x3xi8>) -> tensor<2x3xi8> {
  %0 = "tosa.mul"(%a0, %a1) {shift = 0 : i8} : (tensor<2x?xi8>, tensor<?x3xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: 0 min max
// EXEC-RANGE: 1 0 7
func.func @logical_left_shift_i8(%a0: tensor<2x?xi8>, %a1: tensor<?x3xi8>) -> tensor<2x3xi8> {
  %0 = "tosa.logical_left_shift"(%a0, %a1) : (tensor<2x?xi8>, tensor<?x3xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: 0 min max
// EXEC-RANGE: 1 0 7
func.func @logical_right_shift_i8(%a0: tensor<2x?xi8>, %a1: tensor<?x3xi8>) -> tensor<2x3xi8> {
  %0 = "tosa.logical_right_shift"(%a0, %a1) : (tensor<2x?xi8>, tensor<?x3xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: 0 min max
// EXEC-RANGE: 1 0 7
func.func @ars_false_i8(%a0: tensor<2x?xi8>, %a1: tensor<?x3xi8>) -> tensor<2x3xi8> {
  %0 = "tosa.arithmetic_right_shift"(%a0, %a1) {round = false} : (tensor<2x?xi8>, tensor<?x3xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: 0 min max
// EXEC-RANGE: 1 0 7
func.func @ars_true_i8(%a0: tensor<2x?xi8>, %a1: tensor<?x3xi8>) -> tensor<2x3xi8> {
  %0 = "tosa.arithmetic_right_shift"(%a0, %a1) {round = true} : (tensor<2x?xi8>, tensor<?x3xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

// EXEC: 2x4
func.func @abs_i8(%a0: tensor<2x?xi8>) -> tensor<2x?xi8> {
  %0 = "tosa.abs"(%a0) : (tensor<2x?xi8>) -> tensor<2x?xi8>
  return %0 : tensor<2x?xi8>
}

// -----

// EXEC: 2x4
func.func @negate_i8(%a0: tensor<2x?xi8>) -> tensor<2x?xi8> {
  %0 = "tosa.negate"(%a0) : (tensor<2x?xi8>) -> tensor<2x?xi8>
  return %0 : tensor<2x?xi8>
}

// -----

// EXEC: 2x4
// EXEC-RANGE: 0 min max
func.func @bitwise_not_i8(%a0: tensor<2x?xi8>) -> tensor<2x?xi8> {
  %0 = "tosa.bitwise_not"(%a0) : (tensor<2x?xi8>) -> tensor<2x?xi8>
  return %0 : tensor<2x?xi8>
}

// -----

// EXEC: 2x8
func.func @clamp_i8(%a0: tensor<2x?xi8>) -> tensor<2x?xi8> {
  %0 = "tosa.clamp"(%a0) {min_int = -5 : i64, max_int = 7 : i64, min_fp = -5.0 : f32, max_fp = 7.0 : f32} : (tensor<2x?xi8>) -> tensor<2x?xi8>
  return %0 : tensor<2x?xi8>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: * -2 2
func.func @equal_i8(%a0: tensor<2x?xi8>, %a1: tensor<?x3xi8>) -> tensor<2x3xi1> {
  %0 = "tosa.equal"(%a0, %a1) : (tensor<2x?xi8>, tensor<?x3xi8>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: * -2 2
func.func @greater_i8(%a0: tensor<2x?xi8>, %a1: tensor<?x3xi8>) -> tensor<2x3xi1> {
  %0 = "tosa.greater"(%a0, %a1) : (tensor<2x?xi8>, tensor<?x3xi8>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: * -2 2
func.func @greater_equal_i8(%a0: tensor<2x?xi8>, %a1: tensor<?x3xi8>) -> tensor<2x3xi1> {
  %0 = "tosa.greater_equal"(%a0, %a1) : (tensor<2x?xi8>, tensor<?x3xi8>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// EXEC: 2x3, 2x1, 1x3
// EXEC: 2x1, 2x3, 2x3
func.func @select_i8(%a0: tensor<2x?xi1>, %a1: tensor<2x?xi8>, %a2: tensor<?x3xi8>) -> tensor<2x3xi8> {
  %0 = "tosa.select"(%a0, %a1, %a2) : (tensor<2x?xi1>, tensor<2x?xi8>, tensor<?x3xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}
