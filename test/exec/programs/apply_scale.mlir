// tosa.apply_scale on tensors of i32 and i64 values, single and double rounding,
// in LLVM 19's spelling ({double_round = ...}); apply_scale_llvm22.test runs the
// same functions spelled {rounding_mode = ...} against mlir-opt-22. The reference
// expands it to arith on tensors, which convert-elementwise-to-linalg makes
// executable; shifts stay in [2, 62] and multipliers at or above 0 (the spec's
// ranges).

// EXEC-RANGE: 0 min max
// EXEC-RANGE: 1 0 max
// EXEC-RANGE: 2 2 62
// EXEC: 4x8, 4x8, 4x8
func.func @double_i32(%arg0: tensor<4x8xi32>, %arg1: tensor<4x8xi32>, %arg2: tensor<4x8xi8>) -> tensor<4x8xi32> {
  %0 = tosa.apply_scale %arg0, %arg1, %arg2 {double_round = true} : (tensor<4x8xi32>, tensor<4x8xi32>, tensor<4x8xi8>) -> tensor<4x8xi32>
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
  %0 = tosa.apply_scale %arg0, %arg1, %arg2 {double_round = true} : (tensor<?x?xi32>, tensor<?x?xi32>, tensor<?x?xi8>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC-RANGE: 1 0 max
// EXEC-RANGE: 2 2 62
// EXEC: 16, 16, 16
func.func @single_i32(%arg0: tensor<16xi32>, %arg1: tensor<16xi32>, %arg2: tensor<16xi8>) -> tensor<16xi32> {
  %0 = tosa.apply_scale %arg0, %arg1, %arg2 {double_round = false} : (tensor<16xi32>, tensor<16xi32>, tensor<16xi8>) -> tensor<16xi32>
  return %0 : tensor<16xi32>
}

// -----

// EXEC-RANGE: 0 -100000000000 100000000000
// EXEC-RANGE: 1 0 max
// EXEC-RANGE: 2 30 62
// EXEC: 3x5, 3x5, 3x5
func.func @double_i64(%arg0: tensor<3x5xi64>, %arg1: tensor<3x5xi32>, %arg2: tensor<3x5xi8>) -> tensor<3x5xi32> {
  %0 = tosa.apply_scale %arg0, %arg1, %arg2 {double_round = true} : (tensor<3x5xi64>, tensor<3x5xi32>, tensor<3x5xi8>) -> tensor<3x5xi32>
  return %0 : tensor<3x5xi32>
}

// -----

// EXEC-RANGE: 0 -1000 1000
// EXEC-RANGE: 1 0 max
// EXEC-RANGE: 2 2 40
// EXEC: scalar, scalar, scalar
func.func @rank0(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i8>) -> tensor<i32> {
  %0 = tosa.apply_scale %arg0, %arg1, %arg2 {double_round = true} : (tensor<i32>, tensor<i32>, tensor<i8>) -> tensor<i32>
  return %0 : tensor<i32>
}
