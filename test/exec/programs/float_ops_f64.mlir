// Element-wise TOSA ops on f64, with runtime broadcast; one op per chunk.
// (tosa.clamp is left out: its f32 min_fp/max_fp do not verify on f64.)

// EXEC: 2x3
// EXEC: 2x1
func.func @abs_f64(%a0: tensor<2x?xf64>) -> tensor<2x?xf64> {
  %0 = "tosa.abs"(%a0) : (tensor<2x?xf64>) -> tensor<2x?xf64>
  return %0 : tensor<2x?xf64>
}

// -----

// EXEC: 2x3
// EXEC: 2x1
func.func @negate_f64(%a0: tensor<2x?xf64>) -> tensor<2x?xf64> {
  %0 = "tosa.negate"(%a0) : (tensor<2x?xf64>) -> tensor<2x?xf64>
  return %0 : tensor<2x?xf64>
}

// -----

// EXEC: 2x3
// EXEC: 2x1
func.func @ceil_f64(%a0: tensor<2x?xf64>) -> tensor<2x?xf64> {
  %0 = "tosa.ceil"(%a0) : (tensor<2x?xf64>) -> tensor<2x?xf64>
  return %0 : tensor<2x?xf64>
}

// -----

// EXEC: 2x3
// EXEC: 2x1
func.func @floor_f64(%a0: tensor<2x?xf64>) -> tensor<2x?xf64> {
  %0 = "tosa.floor"(%a0) : (tensor<2x?xf64>) -> tensor<2x?xf64>
  return %0 : tensor<2x?xf64>
}

// -----

// EXEC: 2x3
// EXEC: 2x1
// EXEC-RANGE: 0 -8 8
func.func @exp_f64(%a0: tensor<2x?xf64>) -> tensor<2x?xf64> {
  %0 = "tosa.exp"(%a0) : (tensor<2x?xf64>) -> tensor<2x?xf64>
  return %0 : tensor<2x?xf64>
}

// -----

// EXEC: 2x3
// EXEC: 2x1
// EXEC-RANGE: 0 0.0625 20
func.func @log_f64(%a0: tensor<2x?xf64>) -> tensor<2x?xf64> {
  %0 = "tosa.log"(%a0) : (tensor<2x?xf64>) -> tensor<2x?xf64>
  return %0 : tensor<2x?xf64>
}

// -----

// EXEC: 2x3
// EXEC: 2x1
func.func @tanh_f64(%a0: tensor<2x?xf64>) -> tensor<2x?xf64> {
  %0 = "tosa.tanh"(%a0) : (tensor<2x?xf64>) -> tensor<2x?xf64>
  return %0 : tensor<2x?xf64>
}

// -----

// EXEC: 2x3
// EXEC: 2x1
func.func @erf_f64(%a0: tensor<2x?xf64>) -> tensor<2x?xf64> {
  %0 = "tosa.erf"(%a0) : (tensor<2x?xf64>) -> tensor<2x?xf64>
  return %0 : tensor<2x?xf64>
}

// -----

// EXEC: 2x3
// EXEC: 2x1
// EXEC-RANGE: 0 -10 10
func.func @sigmoid_f64(%a0: tensor<2x?xf64>) -> tensor<2x?xf64> {
  %0 = "tosa.sigmoid"(%a0) : (tensor<2x?xf64>) -> tensor<2x?xf64>
  return %0 : tensor<2x?xf64>
}

// -----

// EXEC: 2x3
// EXEC: 2x1
// EXEC-RANGE: 0 0.0625 20
func.func @rsqrt_f64(%a0: tensor<2x?xf64>) -> tensor<2x?xf64> {
  %0 = "tosa.rsqrt"(%a0) : (tensor<2x?xf64>) -> tensor<2x?xf64>
  return %0 : tensor<2x?xf64>
}

// -----

// EXEC: 2x3
// EXEC: 2x1
// EXEC-NONZERO: 0
func.func @reciprocal_f64(%a0: tensor<2x?xf64>) -> tensor<2x?xf64> {
  %0 = "tosa.reciprocal"(%a0) : (tensor<2x?xf64>) -> tensor<2x?xf64>
  return %0 : tensor<2x?xf64>
}

// -----

// EXEC: 2x3
// EXEC: 2x1
func.func @sin_f64(%a0: tensor<2x?xf64>) -> tensor<2x?xf64> {
  %0 = "tosa.sin"(%a0) : (tensor<2x?xf64>) -> tensor<2x?xf64>
  return %0 : tensor<2x?xf64>
}

// -----

// EXEC: 2x3
// EXEC: 2x1
func.func @cos_f64(%a0: tensor<2x?xf64>) -> tensor<2x?xf64> {
  %0 = "tosa.cos"(%a0) : (tensor<2x?xf64>) -> tensor<2x?xf64>
  return %0 : tensor<2x?xf64>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC: 2x3, 2x3
func.func @add_f64(%a0: tensor<2x?xf64>, %a1: tensor<?x3xf64>) -> tensor<2x3xf64> {
  %0 = "tosa.add"(%a0, %a1) : (tensor<2x?xf64>, tensor<?x3xf64>) -> tensor<2x3xf64>
  return %0 : tensor<2x3xf64>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC: 2x3, 2x3
func.func @sub_f64(%a0: tensor<2x?xf64>, %a1: tensor<?x3xf64>) -> tensor<2x3xf64> {
  %0 = "tosa.sub"(%a0, %a1) : (tensor<2x?xf64>, tensor<?x3xf64>) -> tensor<2x3xf64>
  return %0 : tensor<2x3xf64>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC: 2x3, 2x3
func.func @maximum_f64(%a0: tensor<2x?xf64>, %a1: tensor<?x3xf64>) -> tensor<2x3xf64> {
  %0 = "tosa.maximum"(%a0, %a1) : (tensor<2x?xf64>, tensor<?x3xf64>) -> tensor<2x3xf64>
  return %0 : tensor<2x3xf64>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC: 2x3, 2x3
func.func @minimum_f64(%a0: tensor<2x?xf64>, %a1: tensor<?x3xf64>) -> tensor<2x3xf64> {
  %0 = "tosa.minimum"(%a0, %a1) : (tensor<2x?xf64>, tensor<?x3xf64>) -> tensor<2x3xf64>
  return %0 : tensor<2x3xf64>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC: 2x3, 2x3
// EXEC-RANGE: 0 0.25 4
// EXEC-RANGE: 1 -3 3
func.func @pow_f64(%a0: tensor<2x?xf64>, %a1: tensor<?x3xf64>) -> tensor<2x3xf64> {
  %0 = "tosa.pow"(%a0, %a1) : (tensor<2x?xf64>, tensor<?x3xf64>) -> tensor<2x3xf64>
  return %0 : tensor<2x3xf64>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
func.func @mul_f64(%a0: tensor<2x?xf64>, %a1: tensor<?x3xf64>) -> tensor<2x3xf64> {
  %0 = "tosa.mul"(%a0, %a1) {shift = 0 : i8} : (tensor<2x?xf64>, tensor<?x3xf64>) -> tensor<2x3xf64>
  return %0 : tensor<2x3xf64>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: * -1 1
func.func @equal_f64(%a0: tensor<2x?xf64>, %a1: tensor<?x3xf64>) -> tensor<2x3xi1> {
  %0 = "tosa.equal"(%a0, %a1) : (tensor<2x?xf64>, tensor<?x3xf64>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: * -1 1
func.func @greater_f64(%a0: tensor<2x?xf64>, %a1: tensor<?x3xf64>) -> tensor<2x3xi1> {
  %0 = "tosa.greater"(%a0, %a1) : (tensor<2x?xf64>, tensor<?x3xf64>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// EXEC: 2x3, 1x3
// EXEC: 2x1, 2x3
// EXEC-RANGE: * -1 1
func.func @greater_equal_f64(%a0: tensor<2x?xf64>, %a1: tensor<?x3xf64>) -> tensor<2x3xi1> {
  %0 = "tosa.greater_equal"(%a0, %a1) : (tensor<2x?xf64>, tensor<?x3xf64>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}

// -----

// EXEC: 2x3, 2x1, 1x3
// EXEC: 2x1, 2x3, 2x3
func.func @select_f64(%a0: tensor<2x?xi1>, %a1: tensor<2x?xf64>, %a2: tensor<?x3xf64>) -> tensor<2x3xf64> {
  %0 = "tosa.select"(%a0, %a1, %a2) : (tensor<2x?xi1>, tensor<2x?xf64>, tensor<?x3xf64>) -> tensor<2x3xf64>
  return %0 : tensor<2x3xf64>
}
