// Element-wise TOSA ops on i64, with runtime broadcast; one op per chunk.

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
func.func @add_i64(%a0: tensor<2x?xi64>, %a1: tensor<?x3xi64>) -> tensor<2x3xi64> {
  %0 = "tosa.add"(%a0, %a1) : (tensor<2x?xi64>, tensor<?x3xi64>) -> tensor<2x3xi64>
  return %0 : tensor<2x3xi64>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
func.func @sub_i64(%a0: tensor<2x?xi64>, %a1: tensor<?x3xi64>) -> tensor<2x3xi64> {
  %0 = "tosa.sub"(%a0, %a1) : (tensor<2x?xi64>, tensor<?x3xi64>) -> tensor<2x3xi64>
  return %0 : tensor<2x3xi64>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: * min max
func.func @maximum_i64(%a0: tensor<2x?xi64>, %a1: tensor<?x3xi64>) -> tensor<2x3xi64> {
  %0 = "tosa.maximum"(%a0, %a1) : (tensor<2x?xi64>, tensor<?x3xi64>) -> tensor<2x3xi64>
  return %0 : tensor<2x3xi64>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: * min max
func.func @minimum_i64(%a0: tensor<2x?xi64>, %a1: tensor<?x3xi64>) -> tensor<2x3xi64> {
  %0 = "tosa.minimum"(%a0, %a1) : (tensor<2x?xi64>, tensor<?x3xi64>) -> tensor<2x3xi64>
  return %0 : tensor<2x3xi64>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: * min max
func.func @bitwise_and_i64(%a0: tensor<2x?xi64>, %a1: tensor<?x3xi64>) -> tensor<2x3xi64> {
  %0 = "tosa.bitwise_and"(%a0, %a1) : (tensor<2x?xi64>, tensor<?x3xi64>) -> tensor<2x3xi64>
  return %0 : tensor<2x3xi64>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: * min max
func.func @bitwise_or_i64(%a0: tensor<2x?xi64>, %a1: tensor<?x3xi64>) -> tensor<2x3xi64> {
  %0 = "tosa.bitwise_or"(%a0, %a1) : (tensor<2x?xi64>, tensor<?x3xi64>) -> tensor<2x3xi64>
  return %0 : tensor<2x3xi64>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: * min max
func.func @bitwise_xor_i64(%a0: tensor<2x?xi64>, %a1: tensor<?x3xi64>) -> tensor<2x3xi64> {
  %0 = "tosa.bitwise_xor"(%a0, %a1) : (tensor<2x?xi64>, tensor<?x3xi64>) -> tensor<2x3xi64>
  return %0 : tensor<2x3xi64>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
func.func @mul_i64(%a0: tensor<2x?xi64>, %a1: tensor<?x3xi64>) -> tensor<2x3xi64> {
  %0 = "tosa.mul"(%a0, %a1) {shift = 0 : i8} : (tensor<2x?xi64>, tensor<?x3xi64>) -> tensor<2x3xi64>
  return %0 : tensor<2x3xi64>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: * min max
func.func @mul_wrap_i64(%a0: tensor<2x?xi64>, %a1: tensor<?x3xi64>) -> tensor<2x3xi64> {
  %0 = "tosa.mul"(%a0, %a1) {shift = 0 : i8} : (tensor<2x?xi64>, tensor<?x3xi64>) -> tensor<2x3xi64>
  return %0 : tensor<2x3xi64>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: 0 min max
// EXEC-RANGE: 1 0 63
func.func @logical_left_shift_i64(%a0: tensor<2x?xi64>, %a1: tensor<?x3xi64>) -> tensor<2x3xi64> {
  %0 = "tosa.logical_left_shift"(%a0, %a1) : (tensor<2x?xi64>, tensor<?x3xi64>) -> tensor<2x3xi64>
  return %0 : tensor<2x3xi64>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: 0 min max
// EXEC-RANGE: 1 0 63
func.func @logical_right_shift_i64(%a0: tensor<2x?xi64>, %a1: tensor<?x3xi64>) -> tensor<2x3xi64> {
  %0 = "tosa.logical_right_shift"(%a0, %a1) : (tensor<2x?xi64>, tensor<?x3xi64>) -> tensor<2x3xi64>
  return %0 : tensor<2x3xi64>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: 0 min max
// EXEC-RANGE: 1 0 63
func.func @ars_false_i64(%a0: tensor<2x?xi64>, %a1: tensor<?x3xi64>) -> tensor<2x3xi64> {
  %0 = "tosa.arithmetic_right_shift"(%a0, %a1) {round = false} : (tensor<2x?xi64>, tensor<?x3xi64>) -> tensor<2x3xi64>
  return %0 : tensor<2x3xi64>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: 0 min max
// EXEC-RANGE: 1 0 63
func.func @ars_true_i64(%a0: tensor<2x?xi64>, %a1: tensor<?x3xi64>) -> tensor<2x3xi64> {
  %0 = "tosa.arithmetic_right_shift"(%a0, %a1) {round = true} : (tensor<2x?xi64>, tensor<?x3xi64>) -> tensor<2x3xi64>
  return %0 : tensor<2x3xi64>
}

// -----

// EXEC: 2x4
func.func @abs_i64(%a0: tensor<2x?xi64>) -> tensor<2x?xi64> {
  %0 = "tosa.abs"(%a0) : (tensor<2x?xi64>) -> tensor<2x?xi64>
  return %0 : tensor<2x?xi64>
}

// -----

// EXEC: 2x4
func.func @negate_i64(%a0: tensor<2x?xi64>) -> tensor<2x?xi64> {
  %0 = "tosa.negate"(%a0) : (tensor<2x?xi64>) -> tensor<2x?xi64>
  return %0 : tensor<2x?xi64>
}

// -----

// EXEC: 2x4
// EXEC-RANGE: 0 min max
func.func @bitwise_not_i64(%a0: tensor<2x?xi64>) -> tensor<2x?xi64> {
  %0 = "tosa.bitwise_not"(%a0) : (tensor<2x?xi64>) -> tensor<2x?xi64>
  return %0 : tensor<2x?xi64>
}

// -----

// EXEC: 2x8
func.func @clamp_i64(%a0: tensor<2x?xi64>) -> tensor<2x?xi64> {
  %0 = "tosa.clamp"(%a0) {min_int = -5 : i64, max_int = 7 : i64, min_fp = -5.0 : f32, max_fp = 7.0 : f32} : (tensor<2x?xi64>) -> tensor<2x?xi64>
  return %0 : tensor<2x?xi64>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: * -2 2
func.func @equal_i64(%a0: tensor<2x?xi64>, %a1: tensor<?x3xi64>) -> tensor<2x3xi1> {
  %0 = "tosa.equal"(%a0, %a1) : (tensor<2x?xi64>, tensor<?x3xi64>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: * -2 2
func.func @greater_i64(%a0: tensor<2x?xi64>, %a1: tensor<?x3xi64>) -> tensor<2x3xi1> {
  %0 = "tosa.greater"(%a0, %a1) : (tensor<2x?xi64>, tensor<?x3xi64>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: * -2 2
func.func @greater_equal_i64(%a0: tensor<2x?xi64>, %a1: tensor<?x3xi64>) -> tensor<2x3xi1> {
  %0 = "tosa.greater_equal"(%a0, %a1) : (tensor<2x?xi64>, tensor<?x3xi64>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// EXEC: 2x3, 2x1, 1x3
// EXEC: 2x1, 2x3, 2x3
func.func @select_i64(%a0: tensor<2x?xi1>, %a1: tensor<2x?xi64>, %a2: tensor<?x3xi64>) -> tensor<2x3xi64> {
  %0 = "tosa.select"(%a0, %a1, %a2) : (tensor<2x?xi1>, tensor<2x?xi64>, tensor<?x3xi64>) -> tensor<2x3xi64>
  return %0 : tensor<2x3xi64>
}
