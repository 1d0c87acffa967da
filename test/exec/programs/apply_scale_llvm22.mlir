// tosa.apply_scale in LLVM 22's spelling ({rounding_mode = ...}): apply_scale.mlir's
// functions, against mlir-opt-22.

// EXEC-RANGE: 0 min max
// EXEC-RANGE: 1 0 max
// EXEC-RANGE: 2 2 62
// EXEC: 4x8, 4x8, 4x8
func.func @double_i32(%arg0: tensor<4x8xi32>, %arg1: tensor<4x8xi32>, %arg2: tensor<4x8xi8>) -> tensor<4x8xi32> {
  %0 = tosa.apply_scale %arg0, %arg1, %arg2 {rounding_mode = DOUBLE_ROUND} : (tensor<4x8xi32>, tensor<4x8xi32>, tensor<4x8xi8>) -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

// Dynamic sizes: the reference makes a constant of a dynamic type (invalid IR),
// so the static twin above says what to expect.
// EXEC-EXPECT-FROM: @double_i32
// EXEC-RANGE: 0 min max
// EXEC-RANGE: 1 0 max
// EXEC-RANGE: 2 2 62
// EXEC: 4x8, 4x8, 4x8
func.func @double_i32_dyn(%arg0: tensor<?x?xi32>, %arg1: tensor<?x?xi32>, %arg2: tensor<?x?xi8>) -> tensor<?x?xi32> {
  %0 = tosa.apply_scale %arg0, %arg1, %arg2 {rounding_mode = DOUBLE_ROUND} : (tensor<?x?xi32>, tensor<?x?xi32>, tensor<?x?xi8>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC-RANGE: 1 0 max
// EXEC-RANGE: 2 2 62
// EXEC: 16, 16, 16
func.func @single_i32(%arg0: tensor<16xi32>, %arg1: tensor<16xi32>, %arg2: tensor<16xi8>) -> tensor<16xi32> {
  %0 = tosa.apply_scale %arg0, %arg1, %arg2 {rounding_mode = SINGLE_ROUND} : (tensor<16xi32>, tensor<16xi32>, tensor<16xi8>) -> tensor<16xi32>
  return %0 : tensor<16xi32>
}

// -----

// EXEC-RANGE: 0 -100000000000 100000000000
// EXEC-RANGE: 1 0 max
// EXEC-RANGE: 2 30 62
// EXEC: 3x5, 3x5, 3x5
func.func @double_i64(%arg0: tensor<3x5xi64>, %arg1: tensor<3x5xi32>, %arg2: tensor<3x5xi8>) -> tensor<3x5xi32> {
  %0 = tosa.apply_scale %arg0, %arg1, %arg2 {rounding_mode = DOUBLE_ROUND} : (tensor<3x5xi64>, tensor<3x5xi32>, tensor<3x5xi8>) -> tensor<3x5xi32>
  return %0 : tensor<3x5xi32>
}

// -----

// EXEC-RANGE: 0 -1000 1000
// EXEC-RANGE: 1 0 max
// EXEC-RANGE: 2 2 40
// EXEC: scalar, scalar, scalar
func.func @rank0(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i8>) -> tensor<i32> {
  %0 = tosa.apply_scale %arg0, %arg1, %arg2 {rounding_mode = DOUBLE_ROUND} : (tensor<i32>, tensor<i32>, tensor<i8>) -> tensor<i32>
  return %0 : tensor<i32>
}
