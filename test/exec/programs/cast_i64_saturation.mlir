// Float -> i64 casts saturate: NaN, infinities, values beyond +-2^63 and the
// bounds themselves (README, "Where tosa2linalg differs from mlir-opt-19 on
// purpose"). Compared with mlir-opt-22's lowering, which does the same;
// mlir-opt-19's gives INT64_MAX for every input, and exec_compare.py refuses to
// compare these functions with it (cast_i64_saturation.test).

// EXEC: 16
// EXEC-VALUES: 0 nan inf -inf 1e19 -1e19 9.3e18 -9.3e18 9.223372036854775807e18 -9.223372036854775808e18 4.6e18 -4.6e18 2.5 -2.5 0.5 -0.0
func.func @f32_i64(%a: tensor<?xf32>) -> tensor<?xi64> {
  %0 = tosa.cast %a : (tensor<?xf32>) -> tensor<?xi64>
  return %0 : tensor<?xi64>
}

// EXEC: 16
// EXEC-VALUES: 0 nan inf -inf 1e19 -1e19 9.3e18 -9.3e18 9.223372036854775807e18 -9.223372036854775808e18 4.6e18 -4.6e18 2.5 -2.5 0.5 -0.0
func.func @f64_i64(%a: tensor<?xf64>) -> tensor<?xi64> {
  %0 = "tosa.cast"(%a) : (tensor<?xf64>) -> tensor<?xi64>
  return %0 : tensor<?xi64>
}

// EXEC: 16
// EXEC-VALUES: 0 nan inf -inf 1e19 -1e19 9.3e18 -9.3e18 9.223372036854775807e18 -9.223372036854775808e18 4.6e18 -4.6e18 2.5 -2.5 0.5 -0.0
func.func @bf16_i64(%a: tensor<?xbf16>) -> tensor<?xi64> {
  %0 = tosa.cast %a : (tensor<?xbf16>) -> tensor<?xi64>
  return %0 : tensor<?xi64>
}

// f16 never reaches the bounds (mlir-opt-19 lowers it right: infinities become them).
// EXEC: 12
// EXEC-VALUES: 0 nan inf -inf 65504 -65504 2.5 -2.5 0.5 -0.0 1.5 -1.5
func.func @f16_i64(%a: tensor<?xf16>) -> tensor<?xi64> {
  %0 = tosa.cast %a : (tensor<?xf16>) -> tensor<?xi64>
  return %0 : tensor<?xi64>
}
