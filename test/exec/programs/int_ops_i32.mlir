// Element-wise TOSA ops on i32, with runtime broadcast; one op per chunk.
// mul with a shift needs the reference's apply-rescale variant.
// EXEC-REF: apply-rescale

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
func.func @add_i32(%a0: tensor<2x?xi32>, %a1: tensor<?x3xi32>) -> tensor<2x3xi32> {
  %0 = "tosa.add"(%a0, %a1) : (tensor<2x?xi32>, tensor<?x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
func.func @sub_i32(%a0: tensor<2x?xi32>, %a1: tensor<?x3xi32>) -> tensor<2x3xi32> {
  %0 = "tosa.sub"(%a0, %a1) : (tensor<2x?xi32>, tensor<?x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: * min max
func.func @maximum_i32(%a0: tensor<2x?xi32>, %a1: tensor<?x3xi32>) -> tensor<2x3xi32> {
  %0 = "tosa.maximum"(%a0, %a1) : (tensor<2x?xi32>, tensor<?x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: * min max
func.func @minimum_i32(%a0: tensor<2x?xi32>, %a1: tensor<?x3xi32>) -> tensor<2x3xi32> {
  %0 = "tosa.minimum"(%a0, %a1) : (tensor<2x?xi32>, tensor<?x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: * min max
func.func @bitwise_and_i32(%a0: tensor<2x?xi32>, %a1: tensor<?x3xi32>) -> tensor<2x3xi32> {
  %0 = "tosa.bitwise_and"(%a0, %a1) : (tensor<2x?xi32>, tensor<?x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: * min max
func.func @bitwise_or_i32(%a0: tensor<2x?xi32>, %a1: tensor<?x3xi32>) -> tensor<2x3xi32> {
  %0 = "tosa.bitwise_or"(%a0, %a1) : (tensor<2x?xi32>, tensor<?x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: * min max
func.func @bitwise_xor_i32(%a0: tensor<2x?xi32>, %a1: tensor<?x3xi32>) -> tensor<2x3xi32> {
  %0 = "tosa.bitwise_xor"(%a0, %a1) : (tensor<2x?xi32>, tensor<?x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
func.func @mul_i32(%a0: tensor<2x?xi32>, %a1: tensor<?x3xi32>) -> tensor<2x3xi32> {
  %0 = "tosa.mul"(%a0, %a1) {shift = 0 : i8} : (tensor<2x?xi32>, tensor<?x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: * min max
func.func @mul_wrap_i32(%a0: tensor<2x?xi32>, %a1: tensor<?x3xi32>) -> tensor<2x3xi32> {
  %0 = "tosa.mul"(%a0, %a1) {shift = 0 : i8} : (tensor<2x?xi32>, tensor<?x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: 0 -1000 1000
// EXEC-RANGE: 1 -9 9
// EXEC-NONZERO: 1
func.func @int_div_i32(%a0: tensor<2x?xi32>, %a1: tensor<?x3xi32>) -> tensor<2x3xi32> {
  %0 = "tosa.int_div"(%a0, %a1) : (tensor<2x?xi32>, tensor<?x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
// EXEC-SEED: 3
func.func @clz_i32(%a0: tensor<2x?xi32>) -> tensor<2x?xi32> {
  %0 = "tosa.clz"(%a0) : (tensor<2x?xi32>) -> tensor<2x?xi32>
  return %0 : tensor<2x?xi32>
}

// -----

// EXEC: 2x8
// EXEC-VALUES: 0 0 1 -1 2 255 256 65535 -2147483648 2147483647
func.func @clz_small_i32(%a0: tensor<2x?xi32>) -> tensor<2x?xi32> {
  %0 = "tosa.clz"(%a0) : (tensor<2x?xi32>) -> tensor<2x?xi32>
  return %0 : tensor<2x?xi32>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: * -30000 30000
func.func @mul_shift_i32(%a0: tensor<2x?xi32>, %a1: tensor<?x3xi32>) -> tensor<2x3xi32> {
  %0 = "tosa.mul"(%a0, %a1) {shift = 5 : i8} : (tensor<2x?xi32>, tensor<?x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: 0 min max
// EXEC-RANGE: 1 0 31
func.func @logical_left_shift_i32(%a0: tensor<2x?xi32>, %a1: tensor<?x3xi32>) -> tensor<2x3xi32> {
  %0 = "tosa.logical_left_shift"(%a0, %a1) : (tensor<2x?xi32>, tensor<?x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: 0 min max
// EXEC-RANGE: 1 0 31
func.func @logical_right_shift_i32(%a0: tensor<2x?xi32>, %a1: tensor<?x3xi32>) -> tensor<2x3xi32> {
  %0 = "tosa.logical_right_shift"(%a0, %a1) : (tensor<2x?xi32>, tensor<?x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: 0 min max
// EXEC-RANGE: 1 0 31
func.func @ars_false_i32(%a0: tensor<2x?xi32>, %a1: tensor<?x3xi32>) -> tensor<2x3xi32> {
  %0 = "tosa.arithmetic_right_shift"(%a0, %a1) {round = false} : (tensor<2x?xi32>, tensor<?x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: 0 min max
// EXEC-RANGE: 1 0 31
func.func @ars_true_i32(%a0: tensor<2x?xi32>, %a1: tensor<?x3xi32>) -> tensor<2x3xi32> {
  %0 = "tosa.arithmetic_right_shift"(%a0, %a1) {round = true} : (tensor<2x?xi32>, tensor<?x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// EXEC: 2x4
func.func @abs_i32(%a0: tensor<2x?xi32>) -> tensor<2x?xi32> {
  %0 = "tosa.abs"(%a0) : (tensor<2x?xi32>) -> tensor<2x?xi32>
  return %0 : tensor<2x?xi32>
}

// -----

// EXEC: 2x4
func.func @negate_i32(%a0: tensor<2x?xi32>) -> tensor<2x?xi32> {
  %0 = "tosa.negate"(%a0) : (tensor<2x?xi32>) -> tensor<2x?xi32>
  return %0 : tensor<2x?xi32>
}

// -----

// EXEC: 2x4
// EXEC-RANGE: 0 min max
func.func @bitwise_not_i32(%a0: tensor<2x?xi32>) -> tensor<2x?xi32> {
  %0 = "tosa.bitwise_not"(%a0) : (tensor<2x?xi32>) -> tensor<2x?xi32>
  return %0 : tensor<2x?xi32>
}

// -----

// EXEC: 2x8
func.func @clamp_i32(%a0: tensor<2x?xi32>) -> tensor<2x?xi32> {
  %0 = "tosa.clamp"(%a0) {min_int = -5 : i64, max_int = 7 : i64, min_fp = -5.0 : f32, max_fp = 7.0 : f32} : (tensor<2x?xi32>) -> tensor<2x?xi32>
  return %0 : tensor<2x?xi32>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: * -2 2
func.func @equal_i32(%a0: tensor<2x?xi32>, %a1: tensor<?x3xi32>) -> tensor<2x3xi1> {
  %0 = "tosa.equal"(%a0, %a1) : (tensor<2x?xi32>, tensor<?x3xi32>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: * -2 2
func.func @greater_i32(%a0: tensor<2x?xi32>, %a1: tensor<?x3xi32>) -> tensor<2x3xi1> {
  %0 = "tosa.greater"(%a0, %a1) : (tensor<2x?xi32>, tensor<?x3xi32>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: * -2 2
func.func @greater_equal_i32(%a0: tensor<2x?xi32>, %a1: tensor<?x3xi32>) -> tensor<2x3xi1> {
  %0 = "tosa.greater_equal"(%a0, %a1) : (tensor<2x?xi32>, tensor<?x3xi32>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// EXEC: 2x3, 2x1, 1x3
// EXEC: 2x1, 2x3, 2x3
func.func @select_i32(%a0: tensor<2x?xi1>, %a1: tensor<2x?xi32>, %a2: tensor<?x3xi32>) -> tensor<2x3xi32> {
  %0 = "tosa.select"(%a0, %a1, %a2) : (tensor<2x?xi1>, tensor<2x?xi32>, tensor<?x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}
