// Float ops on NaN, +-inf and signed zeros (NaN compares equal to NaN).

// EXEC: 16, 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @add_f32(%a0: tensor<?xf32>, %a1: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "tosa.add"(%a0, %a1) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// EXEC: 16, 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @sub_f32(%a0: tensor<?xf32>, %a1: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "tosa.sub"(%a0, %a1) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// EXEC: 16, 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @maximum_f32(%a0: tensor<?xf32>, %a1: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "tosa.maximum"(%a0, %a1) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// EXEC: 16, 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @minimum_f32(%a0: tensor<?xf32>, %a1: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "tosa.minimum"(%a0, %a1) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// EXEC: 16, 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @equal_f32(%a0: tensor<?xf32>, %a1: tensor<?xf32>) -> tensor<?xi1> {
  %0 = "tosa.equal"(%a0, %a1) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xi1>
  return %0 : tensor<?xi1>
}

// -----

// EXEC: 16, 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @greater_f32(%a0: tensor<?xf32>, %a1: tensor<?xf32>) -> tensor<?xi1> {
  %0 = "tosa.greater"(%a0, %a1) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xi1>
  return %0 : tensor<?xi1>
}

// -----

// EXEC: 16, 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @greater_equal_f32(%a0: tensor<?xf32>, %a1: tensor<?xf32>) -> tensor<?xi1> {
  %0 = "tosa.greater_equal"(%a0, %a1) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xi1>
  return %0 : tensor<?xi1>
}

// -----

// EXEC: 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @abs_f32(%a0: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "tosa.abs"(%a0) : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// EXEC: 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @negate_f32(%a0: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "tosa.negate"(%a0) : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// EXEC: 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @exp_f32(%a0: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "tosa.exp"(%a0) : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// EXEC: 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @tanh_f32(%a0: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "tosa.tanh"(%a0) : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// EXEC: 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @ceil_f32(%a0: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "tosa.ceil"(%a0) : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// EXEC: 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @floor_f32(%a0: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "tosa.floor"(%a0) : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// EXEC: 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @reciprocal_f32(%a0: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "tosa.reciprocal"(%a0) : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// EXEC: 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @sigmoid_f32(%a0: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "tosa.sigmoid"(%a0) : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// EXEC: 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @clamp_f32(%a0: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "tosa.clamp"(%a0) {min_int = -2 : i64, max_int = 3 : i64, min_fp = -1.0 : f32, max_fp = 1.0 : f32} : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// EXEC: 16, 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @add_f16(%a0: tensor<?xf16>, %a1: tensor<?xf16>) -> tensor<?xf16> {
  %0 = "tosa.add"(%a0, %a1) : (tensor<?xf16>, tensor<?xf16>) -> tensor<?xf16>
  return %0 : tensor<?xf16>
}

// -----

// EXEC: 16, 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @sub_f16(%a0: tensor<?xf16>, %a1: tensor<?xf16>) -> tensor<?xf16> {
  %0 = "tosa.sub"(%a0, %a1) : (tensor<?xf16>, tensor<?xf16>) -> tensor<?xf16>
  return %0 : tensor<?xf16>
}

// -----

// EXEC: 16, 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @maximum_f16(%a0: tensor<?xf16>, %a1: tensor<?xf16>) -> tensor<?xf16> {
  %0 = "tosa.maximum"(%a0, %a1) : (tensor<?xf16>, tensor<?xf16>) -> tensor<?xf16>
  return %0 : tensor<?xf16>
}

// -----

// EXEC: 16, 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @minimum_f16(%a0: tensor<?xf16>, %a1: tensor<?xf16>) -> tensor<?xf16> {
  %0 = "tosa.minimum"(%a0, %a1) : (tensor<?xf16>, tensor<?xf16>) -> tensor<?xf16>
  return %0 : tensor<?xf16>
}

// -----

// EXEC: 16, 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @equal_f16(%a0: tensor<?xf16>, %a1: tensor<?xf16>) -> tensor<?xi1> {
  %0 = "tosa.equal"(%a0, %a1) : (tensor<?xf16>, tensor<?xf16>) -> tensor<?xi1>
  return %0 : tensor<?xi1>
}

// -----

// EXEC: 16, 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @greater_f16(%a0: tensor<?xf16>, %a1: tensor<?xf16>) -> tensor<?xi1> {
  %0 = "tosa.greater"(%a0, %a1) : (tensor<?xf16>, tensor<?xf16>) -> tensor<?xi1>
  return %0 : tensor<?xi1>
}

// -----

// EXEC: 16, 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @greater_equal_f16(%a0: tensor<?xf16>, %a1: tensor<?xf16>) -> tensor<?xi1> {
  %0 = "tosa.greater_equal"(%a0, %a1) : (tensor<?xf16>, tensor<?xf16>) -> tensor<?xi1>
  return %0 : tensor<?xi1>
}

// -----

// EXEC: 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @abs_f16(%a0: tensor<?xf16>) -> tensor<?xf16> {
  %0 = "tosa.abs"(%a0) : (tensor<?xf16>) -> tensor<?xf16>
  return %0 : tensor<?xf16>
}

// -----

// EXEC: 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @negate_f16(%a0: tensor<?xf16>) -> tensor<?xf16> {
  %0 = "tosa.negate"(%a0) : (tensor<?xf16>) -> tensor<?xf16>
  return %0 : tensor<?xf16>
}

// -----

// EXEC: 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @exp_f16(%a0: tensor<?xf16>) -> tensor<?xf16> {
  %0 = "tosa.exp"(%a0) : (tensor<?xf16>) -> tensor<?xf16>
  return %0 : tensor<?xf16>
}

// -----

// EXEC: 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @tanh_f16(%a0: tensor<?xf16>) -> tensor<?xf16> {
  %0 = "tosa.tanh"(%a0) : (tensor<?xf16>) -> tensor<?xf16>
  return %0 : tensor<?xf16>
}

// -----

// EXEC: 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @ceil_f16(%a0: tensor<?xf16>) -> tensor<?xf16> {
  %0 = "tosa.ceil"(%a0) : (tensor<?xf16>) -> tensor<?xf16>
  return %0 : tensor<?xf16>
}

// -----

// EXEC: 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @floor_f16(%a0: tensor<?xf16>) -> tensor<?xf16> {
  %0 = "tosa.floor"(%a0) : (tensor<?xf16>) -> tensor<?xf16>
  return %0 : tensor<?xf16>
}

// -----

// EXEC: 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @reciprocal_f16(%a0: tensor<?xf16>) -> tensor<?xf16> {
  %0 = "tosa.reciprocal"(%a0) : (tensor<?xf16>) -> tensor<?xf16>
  return %0 : tensor<?xf16>
}

// -----

// EXEC: 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @sigmoid_f16(%a0: tensor<?xf16>) -> tensor<?xf16> {
  %0 = "tosa.sigmoid"(%a0) : (tensor<?xf16>) -> tensor<?xf16>
  return %0 : tensor<?xf16>
}

// -----

// EXEC: 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @clamp_f16(%a0: tensor<?xf16>) -> tensor<?xf16> {
  %0 = "tosa.clamp"(%a0) {min_int = -2 : i64, max_int = 3 : i64, min_fp = -1.0 : f32, max_fp = 1.0 : f32} : (tensor<?xf16>) -> tensor<?xf16>
  return %0 : tensor<?xf16>
}

// -----

// EXEC: 16, 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @add_bf16(%a0: tensor<?xbf16>, %a1: tensor<?xbf16>) -> tensor<?xbf16> {
  %0 = "tosa.add"(%a0, %a1) : (tensor<?xbf16>, tensor<?xbf16>) -> tensor<?xbf16>
  return %0 : tensor<?xbf16>
}

// -----

// EXEC: 16, 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @sub_bf16(%a0: tensor<?xbf16>, %a1: tensor<?xbf16>) -> tensor<?xbf16> {
  %0 = "tosa.sub"(%a0, %a1) : (tensor<?xbf16>, tensor<?xbf16>) -> tensor<?xbf16>
  return %0 : tensor<?xbf16>
}

// -----

// EXEC: 16, 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @maximum_bf16(%a0: tensor<?xbf16>, %a1: tensor<?xbf16>) -> tensor<?xbf16> {
  %0 = "tosa.maximum"(%a0, %a1) : (tensor<?xbf16>, tensor<?xbf16>) -> tensor<?xbf16>
  return %0 : tensor<?xbf16>
}

// -----

// EXEC: 16, 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @minimum_bf16(%a0: tensor<?xbf16>, %a1: tensor<?xbf16>) -> tensor<?xbf16> {
  %0 = "tosa.minimum"(%a0, %a1) : (tensor<?xbf16>, tensor<?xbf16>) -> tensor<?xbf16>
  return %0 : tensor<?xbf16>
}

// -----

// EXEC: 16, 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @equal_bf16(%a0: tensor<?xbf16>, %a1: tensor<?xbf16>) -> tensor<?xi1> {
  %0 = "tosa.equal"(%a0, %a1) : (tensor<?xbf16>, tensor<?xbf16>) -> tensor<?xi1>
  return %0 : tensor<?xi1>
}

// -----

// EXEC: 16, 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @greater_bf16(%a0: tensor<?xbf16>, %a1: tensor<?xbf16>) -> tensor<?xi1> {
  %0 = "tosa.greater"(%a0, %a1) : (tensor<?xbf16>, tensor<?xbf16>) -> tensor<?xi1>
  return %0 : tensor<?xi1>
}

// -----

// EXEC: 16, 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @greater_equal_bf16(%a0: tensor<?xbf16>, %a1: tensor<?xbf16>) -> tensor<?xi1> {
  %0 = "tosa.greater_equal"(%a0, %a1) : (tensor<?xbf16>, tensor<?xbf16>) -> tensor<?xi1>
  return %0 : tensor<?xi1>
}

// -----

// EXEC: 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @abs_bf16(%a0: tensor<?xbf16>) -> tensor<?xbf16> {
  %0 = "tosa.abs"(%a0) : (tensor<?xbf16>) -> tensor<?xbf16>
  return %0 : tensor<?xbf16>
}

// -----

// EXEC: 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @negate_bf16(%a0: tensor<?xbf16>) -> tensor<?xbf16> {
  %0 = "tosa.negate"(%a0) : (tensor<?xbf16>) -> tensor<?xbf16>
  return %0 : tensor<?xbf16>
}

// -----

// EXEC: 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @exp_bf16(%a0: tensor<?xbf16>) -> tensor<?xbf16> {
  %0 = "tosa.exp"(%a0) : (tensor<?xbf16>) -> tensor<?xbf16>
  return %0 : tensor<?xbf16>
}

// -----

// EXEC: 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @tanh_bf16(%a0: tensor<?xbf16>) -> tensor<?xbf16> {
  %0 = "tosa.tanh"(%a0) : (tensor<?xbf16>) -> tensor<?xbf16>
  return %0 : tensor<?xbf16>
}

// -----

// EXEC: 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @ceil_bf16(%a0: tensor<?xbf16>) -> tensor<?xbf16> {
  %0 = "tosa.ceil"(%a0) : (tensor<?xbf16>) -> tensor<?xbf16>
  return %0 : tensor<?xbf16>
}

// -----

// EXEC: 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @floor_bf16(%a0: tensor<?xbf16>) -> tensor<?xbf16> {
  %0 = "tosa.floor"(%a0) : (tensor<?xbf16>) -> tensor<?xbf16>
  return %0 : tensor<?xbf16>
}

// -----

// EXEC: 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @reciprocal_bf16(%a0: tensor<?xbf16>) -> tensor<?xbf16> {
  %0 = "tosa.reciprocal"(%a0) : (tensor<?xbf16>) -> tensor<?xbf16>
  return %0 : tensor<?xbf16>
}

// -----

// EXEC: 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @sigmoid_bf16(%a0: tensor<?xbf16>) -> tensor<?xbf16> {
  %0 = "tosa.sigmoid"(%a0) : (tensor<?xbf16>) -> tensor<?xbf16>
  return %0 : tensor<?xbf16>
}

// -----

// EXEC: 16
// EXEC-VALUES: * nan inf -inf 0.0 -0.0 1.5 -2.0
func.func @clamp_bf16(%a0: tensor<?xbf16>) -> tensor<?xbf16> {
  %0 = "tosa.clamp"(%a0) {min_int = -2 : i64, max_int = 3 : i64, min_fp = -1.0 : f32, max_fp = 1.0 : f32} : (tensor<?xbf16>) -> tensor<?xbf16>
  return %0 : tensor<?xbf16>
}
