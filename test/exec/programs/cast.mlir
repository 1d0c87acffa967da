// tosa.cast between every pair of supported element types (f16<->bf16
// excluded: mlir-opt-19 emits an invalid arith.truncf for it).
// mlir-opt-19 lowers bf16/f32/f64 -> i64 wrongly (its upper clamp bound is
// -9.22e18, so every result is INT64_MAX): those functions are compared with a
// cast through i32 under the reference instead (EXEC-EXPECT-FROM); the inputs
// stay inside the i32 range (exec_compare.py compares no such cast with
// mlir-opt-19's lowering; cast_i64_saturation.mlir executes the saturation).

// EXEC: 2x4
func.func @cast_i1_i8(%a0: tensor<2x?xi1>) -> tensor<2x?xi8> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi1>) -> tensor<2x?xi8>
  return %0 : tensor<2x?xi8>
}

// -----

// EXEC: 2x4
func.func @cast_i1_i16(%a0: tensor<2x?xi1>) -> tensor<2x?xi16> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi1>) -> tensor<2x?xi16>
  return %0 : tensor<2x?xi16>
}

// -----

// EXEC: 2x4
func.func @cast_i1_i32(%a0: tensor<2x?xi1>) -> tensor<2x?xi32> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi1>) -> tensor<2x?xi32>
  return %0 : tensor<2x?xi32>
}

// -----

// EXEC: 2x4
func.func @cast_i1_i64(%a0: tensor<2x?xi1>) -> tensor<2x?xi64> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi1>) -> tensor<2x?xi64>
  return %0 : tensor<2x?xi64>
}

// -----

// EXEC: 2x4
func.func @cast_i1_f16(%a0: tensor<2x?xi1>) -> tensor<2x?xf16> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi1>) -> tensor<2x?xf16>
  return %0 : tensor<2x?xf16>
}

// -----

// EXEC: 2x4
func.func @cast_i1_bf16(%a0: tensor<2x?xi1>) -> tensor<2x?xbf16> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi1>) -> tensor<2x?xbf16>
  return %0 : tensor<2x?xbf16>
}

// -----

// EXEC: 2x4
func.func @cast_i1_f32(%a0: tensor<2x?xi1>) -> tensor<2x?xf32> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi1>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}

// -----

// EXEC: 2x4
func.func @cast_i1_f64(%a0: tensor<2x?xi1>) -> tensor<2x?xf64> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi1>) -> tensor<2x?xf64>
  return %0 : tensor<2x?xf64>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i8_i1(%a0: tensor<2x?xi8>) -> tensor<2x?xi1> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi8>) -> tensor<2x?xi1>
  return %0 : tensor<2x?xi1>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i8_i16(%a0: tensor<2x?xi8>) -> tensor<2x?xi16> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi8>) -> tensor<2x?xi16>
  return %0 : tensor<2x?xi16>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i8_i32(%a0: tensor<2x?xi8>) -> tensor<2x?xi32> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi8>) -> tensor<2x?xi32>
  return %0 : tensor<2x?xi32>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i8_i64(%a0: tensor<2x?xi8>) -> tensor<2x?xi64> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi8>) -> tensor<2x?xi64>
  return %0 : tensor<2x?xi64>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i8_f16(%a0: tensor<2x?xi8>) -> tensor<2x?xf16> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi8>) -> tensor<2x?xf16>
  return %0 : tensor<2x?xf16>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i8_bf16(%a0: tensor<2x?xi8>) -> tensor<2x?xbf16> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi8>) -> tensor<2x?xbf16>
  return %0 : tensor<2x?xbf16>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i8_f32(%a0: tensor<2x?xi8>) -> tensor<2x?xf32> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi8>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i8_f64(%a0: tensor<2x?xi8>) -> tensor<2x?xf64> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi8>) -> tensor<2x?xf64>
  return %0 : tensor<2x?xf64>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i16_i1(%a0: tensor<2x?xi16>) -> tensor<2x?xi1> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi16>) -> tensor<2x?xi1>
  return %0 : tensor<2x?xi1>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i16_i8(%a0: tensor<2x?xi16>) -> tensor<2x?xi8> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi16>) -> tensor<2x?xi8>
  return %0 : tensor<2x?xi8>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i16_i32(%a0: tensor<2x?xi16>) -> tensor<2x?xi32> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi16>) -> tensor<2x?xi32>
  return %0 : tensor<2x?xi32>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i16_i64(%a0: tensor<2x?xi16>) -> tensor<2x?xi64> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi16>) -> tensor<2x?xi64>
  return %0 : tensor<2x?xi64>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i16_f16(%a0: tensor<2x?xi16>) -> tensor<2x?xf16> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi16>) -> tensor<2x?xf16>
  return %0 : tensor<2x?xf16>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i16_bf16(%a0: tensor<2x?xi16>) -> tensor<2x?xbf16> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi16>) -> tensor<2x?xbf16>
  return %0 : tensor<2x?xbf16>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i16_f32(%a0: tensor<2x?xi16>) -> tensor<2x?xf32> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi16>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i16_f64(%a0: tensor<2x?xi16>) -> tensor<2x?xf64> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi16>) -> tensor<2x?xf64>
  return %0 : tensor<2x?xf64>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i32_i1(%a0: tensor<2x?xi32>) -> tensor<2x?xi1> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi32>) -> tensor<2x?xi1>
  return %0 : tensor<2x?xi1>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i32_i8(%a0: tensor<2x?xi32>) -> tensor<2x?xi8> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi32>) -> tensor<2x?xi8>
  return %0 : tensor<2x?xi8>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i32_i16(%a0: tensor<2x?xi32>) -> tensor<2x?xi16> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi32>) -> tensor<2x?xi16>
  return %0 : tensor<2x?xi16>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i32_i64(%a0: tensor<2x?xi32>) -> tensor<2x?xi64> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi32>) -> tensor<2x?xi64>
  return %0 : tensor<2x?xi64>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i32_f16(%a0: tensor<2x?xi32>) -> tensor<2x?xf16> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi32>) -> tensor<2x?xf16>
  return %0 : tensor<2x?xf16>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i32_bf16(%a0: tensor<2x?xi32>) -> tensor<2x?xbf16> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi32>) -> tensor<2x?xbf16>
  return %0 : tensor<2x?xbf16>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i32_f32(%a0: tensor<2x?xi32>) -> tensor<2x?xf32> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi32>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i32_f64(%a0: tensor<2x?xi32>) -> tensor<2x?xf64> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi32>) -> tensor<2x?xf64>
  return %0 : tensor<2x?xf64>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i64_i1(%a0: tensor<2x?xi64>) -> tensor<2x?xi1> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi64>) -> tensor<2x?xi1>
  return %0 : tensor<2x?xi1>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i64_i8(%a0: tensor<2x?xi64>) -> tensor<2x?xi8> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi64>) -> tensor<2x?xi8>
  return %0 : tensor<2x?xi8>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i64_i16(%a0: tensor<2x?xi64>) -> tensor<2x?xi16> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi64>) -> tensor<2x?xi16>
  return %0 : tensor<2x?xi16>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i64_i32(%a0: tensor<2x?xi64>) -> tensor<2x?xi32> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi64>) -> tensor<2x?xi32>
  return %0 : tensor<2x?xi32>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i64_f16(%a0: tensor<2x?xi64>) -> tensor<2x?xf16> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi64>) -> tensor<2x?xf16>
  return %0 : tensor<2x?xf16>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i64_bf16(%a0: tensor<2x?xi64>) -> tensor<2x?xbf16> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi64>) -> tensor<2x?xbf16>
  return %0 : tensor<2x?xbf16>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i64_f32(%a0: tensor<2x?xi64>) -> tensor<2x?xf32> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi64>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 min max
func.func @cast_i64_f64(%a0: tensor<2x?xi64>) -> tensor<2x?xf64> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xi64>) -> tensor<2x?xf64>
  return %0 : tensor<2x?xf64>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 -300 300
// EXEC-SEED: 1
func.func @cast_f16_i1(%a0: tensor<2x?xf16>) -> tensor<2x?xi1> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xf16>) -> tensor<2x?xi1>
  return %0 : tensor<2x?xi1>
}

// -----

// EXEC: 12
// EXEC-VALUES: 0 0.5 1.5 2.5 -0.5 -2.5 -0.0 100.25 -129.0 127.5 40000.0 -70000.0
func.func @cast_round_f16_i1(%a0: tensor<?xf16>) -> tensor<?xi1> {
  %0 = "tosa.cast"(%a0) : (tensor<?xf16>) -> tensor<?xi1>
  return %0 : tensor<?xi1>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 -300 300
// EXEC-SEED: 1
func.func @cast_f16_i8(%a0: tensor<2x?xf16>) -> tensor<2x?xi8> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xf16>) -> tensor<2x?xi8>
  return %0 : tensor<2x?xi8>
}

// -----

// EXEC: 12
// EXEC-VALUES: 0 0.5 1.5 2.5 -0.5 -2.5 -0.0 100.25 -129.0 127.5 40000.0 -70000.0
func.func @cast_round_f16_i8(%a0: tensor<?xf16>) -> tensor<?xi8> {
  %0 = "tosa.cast"(%a0) : (tensor<?xf16>) -> tensor<?xi8>
  return %0 : tensor<?xi8>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 -300 300
// EXEC-SEED: 1
func.func @cast_f16_i16(%a0: tensor<2x?xf16>) -> tensor<2x?xi16> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xf16>) -> tensor<2x?xi16>
  return %0 : tensor<2x?xi16>
}

// -----

// EXEC: 12
// EXEC-VALUES: 0 0.5 1.5 2.5 -0.5 -2.5 -0.0 100.25 -129.0 127.5 40000.0 -70000.0
func.func @cast_round_f16_i16(%a0: tensor<?xf16>) -> tensor<?xi16> {
  %0 = "tosa.cast"(%a0) : (tensor<?xf16>) -> tensor<?xi16>
  return %0 : tensor<?xi16>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 -300 300
// EXEC-SEED: 1
func.func @cast_f16_i32(%a0: tensor<2x?xf16>) -> tensor<2x?xi32> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xf16>) -> tensor<2x?xi32>
  return %0 : tensor<2x?xi32>
}

// -----

// EXEC: 12
// EXEC-VALUES: 0 0.5 1.5 2.5 -0.5 -2.5 -0.0 100.25 -129.0 127.5 40000.0 -70000.0
func.func @cast_round_f16_i32(%a0: tensor<?xf16>) -> tensor<?xi32> {
  %0 = "tosa.cast"(%a0) : (tensor<?xf16>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 -300 300
// EXEC-SEED: 1
func.func @cast_f16_i64(%a0: tensor<2x?xf16>) -> tensor<2x?xi64> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xf16>) -> tensor<2x?xi64>
  return %0 : tensor<2x?xi64>
}

// -----

// EXEC: 12
// EXEC-VALUES: 0 0.5 1.5 2.5 -0.5 -2.5 -0.0 100.25 -129.0 127.5 40000.0 -70000.0
func.func @cast_round_f16_i64(%a0: tensor<?xf16>) -> tensor<?xi64> {
  %0 = "tosa.cast"(%a0) : (tensor<?xf16>) -> tensor<?xi64>
  return %0 : tensor<?xi64>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 -300 300
// EXEC-SEED: 1
func.func @cast_f16_f32(%a0: tensor<2x?xf16>) -> tensor<2x?xf32> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xf16>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 -300 300
// EXEC-SEED: 1
func.func @cast_f16_f64(%a0: tensor<2x?xf16>) -> tensor<2x?xf64> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xf16>) -> tensor<2x?xf64>
  return %0 : tensor<2x?xf64>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 -300 300
// EXEC-SEED: 1
func.func @cast_bf16_i1(%a0: tensor<2x?xbf16>) -> tensor<2x?xi1> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xbf16>) -> tensor<2x?xi1>
  return %0 : tensor<2x?xi1>
}

// -----

// EXEC: 12
// EXEC-VALUES: 0 0.5 1.5 2.5 -0.5 -2.5 -0.0 100.25 -129.0 127.5 40000.0 -70000.0
func.func @cast_round_bf16_i1(%a0: tensor<?xbf16>) -> tensor<?xi1> {
  %0 = "tosa.cast"(%a0) : (tensor<?xbf16>) -> tensor<?xi1>
  return %0 : tensor<?xi1>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 -300 300
// EXEC-SEED: 1
func.func @cast_bf16_i8(%a0: tensor<2x?xbf16>) -> tensor<2x?xi8> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xbf16>) -> tensor<2x?xi8>
  return %0 : tensor<2x?xi8>
}

// -----

// EXEC: 12
// EXEC-VALUES: 0 0.5 1.5 2.5 -0.5 -2.5 -0.0 100.25 -129.0 127.5 40000.0 -70000.0
func.func @cast_round_bf16_i8(%a0: tensor<?xbf16>) -> tensor<?xi8> {
  %0 = "tosa.cast"(%a0) : (tensor<?xbf16>) -> tensor<?xi8>
  return %0 : tensor<?xi8>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 -300 300
// EXEC-SEED: 1
func.func @cast_bf16_i16(%a0: tensor<2x?xbf16>) -> tensor<2x?xi16> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xbf16>) -> tensor<2x?xi16>
  return %0 : tensor<2x?xi16>
}

// -----

// EXEC: 12
// EXEC-VALUES: 0 0.5 1.5 2.5 -0.5 -2.5 -0.0 100.25 -129.0 127.5 40000.0 -70000.0
func.func @cast_round_bf16_i16(%a0: tensor<?xbf16>) -> tensor<?xi16> {
  %0 = "tosa.cast"(%a0) : (tensor<?xbf16>) -> tensor<?xi16>
  return %0 : tensor<?xi16>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 -300 300
// EXEC-SEED: 1
func.func @cast_bf16_i32(%a0: tensor<2x?xbf16>) -> tensor<2x?xi32> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xbf16>) -> tensor<2x?xi32>
  return %0 : tensor<2x?xi32>
}

// -----

// EXEC: 12
// EXEC-VALUES: 0 0.5 1.5 2.5 -0.5 -2.5 -0.0 100.25 -129.0 127.5 40000.0 -70000.0
func.func @cast_round_bf16_i32(%a0: tensor<?xbf16>) -> tensor<?xi32> {
  %0 = "tosa.cast"(%a0) : (tensor<?xbf16>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 -300 300
// EXEC-SEED: 1
// EXEC-EXPECT-FROM: @cast_bf16_i64_via_i32
func.func @cast_bf16_i64(%a0: tensor<2x?xbf16>) -> tensor<2x?xi64> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xbf16>) -> tensor<2x?xi64>
  return %0 : tensor<2x?xi64>
}
func.func @cast_bf16_i64_via_i32(%a0: tensor<2x?xbf16>) -> tensor<2x?xi64> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xbf16>) -> tensor<2x?xi32>
  %1 = "tosa.cast"(%0) : (tensor<2x?xi32>) -> tensor<2x?xi64>
  return %1 : tensor<2x?xi64>
}

// -----

// EXEC: 12
// EXEC-VALUES: 0 0.5 1.5 2.5 -0.5 -2.5 -0.0 100.25 -129.0 127.5 40000.0 -70000.0
// EXEC-EXPECT-FROM: @cast_round_bf16_i64_via_i32
func.func @cast_round_bf16_i64(%a0: tensor<?xbf16>) -> tensor<?xi64> {
  %0 = "tosa.cast"(%a0) : (tensor<?xbf16>) -> tensor<?xi64>
  return %0 : tensor<?xi64>
}
func.func @cast_round_bf16_i64_via_i32(%a0: tensor<?xbf16>) -> tensor<?xi64> {
  %0 = "tosa.cast"(%a0) : (tensor<?xbf16>) -> tensor<?xi32>
  %1 = "tosa.cast"(%0) : (tensor<?xi32>) -> tensor<?xi64>
  return %1 : tensor<?xi64>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 -300 300
// EXEC-SEED: 1
func.func @cast_bf16_f32(%a0: tensor<2x?xbf16>) -> tensor<2x?xf32> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xbf16>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 -300 300
// EXEC-SEED: 1
func.func @cast_bf16_f64(%a0: tensor<2x?xbf16>) -> tensor<2x?xf64> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xbf16>) -> tensor<2x?xf64>
  return %0 : tensor<2x?xf64>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 -300 300
// EXEC-SEED: 1
func.func @cast_f32_i1(%a0: tensor<2x?xf32>) -> tensor<2x?xi1> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xf32>) -> tensor<2x?xi1>
  return %0 : tensor<2x?xi1>
}

// -----

// EXEC: 12
// EXEC-VALUES: 0 0.5 1.5 2.5 -0.5 -2.5 -0.0 100.25 -129.0 127.5 40000.0 -70000.0
func.func @cast_round_f32_i1(%a0: tensor<?xf32>) -> tensor<?xi1> {
  %0 = "tosa.cast"(%a0) : (tensor<?xf32>) -> tensor<?xi1>
  return %0 : tensor<?xi1>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 -300 300
// EXEC-SEED: 1
func.func @cast_f32_i8(%a0: tensor<2x?xf32>) -> tensor<2x?xi8> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xf32>) -> tensor<2x?xi8>
  return %0 : tensor<2x?xi8>
}

// -----

// EXEC: 12
// EXEC-VALUES: 0 0.5 1.5 2.5 -0.5 -2.5 -0.0 100.25 -129.0 127.5 40000.0 -70000.0
func.func @cast_round_f32_i8(%a0: tensor<?xf32>) -> tensor<?xi8> {
  %0 = "tosa.cast"(%a0) : (tensor<?xf32>) -> tensor<?xi8>
  return %0 : tensor<?xi8>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 -300 300
// EXEC-SEED: 1
func.func @cast_f32_i16(%a0: tensor<2x?xf32>) -> tensor<2x?xi16> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xf32>) -> tensor<2x?xi16>
  return %0 : tensor<2x?xi16>
}

// -----

// EXEC: 12
// EXEC-VALUES: 0 0.5 1.5 2.5 -0.5 -2.5 -0.0 100.25 -129.0 127.5 40000.0 -70000.0
func.func @cast_round_f32_i16(%a0: tensor<?xf32>) -> tensor<?xi16> {
  %0 = "tosa.cast"(%a0) : (tensor<?xf32>) -> tensor<?xi16>
  return %0 : tensor<?xi16>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 -300 300
// EXEC-SEED: 1
func.func @cast_f32_i32(%a0: tensor<2x?xf32>) -> tensor<2x?xi32> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xf32>) -> tensor<2x?xi32>
  return %0 : tensor<2x?xi32>
}

// -----

// EXEC: 12
// EXEC-VALUES: 0 0.5 1.5 2.5 -0.5 -2.5 -0.0 100.25 -129.0 127.5 40000.0 -70000.0
func.func @cast_round_f32_i32(%a0: tensor<?xf32>) -> tensor<?xi32> {
  %0 = "tosa.cast"(%a0) : (tensor<?xf32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 -300 300
// EXEC-SEED: 1
// EXEC-EXPECT-FROM: @cast_f32_i64_via_i32
func.func @cast_f32_i64(%a0: tensor<2x?xf32>) -> tensor<2x?xi64> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xf32>) -> tensor<2x?xi64>
  return %0 : tensor<2x?xi64>
}
func.func @cast_f32_i64_via_i32(%a0: tensor<2x?xf32>) -> tensor<2x?xi64> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xf32>) -> tensor<2x?xi32>
  %1 = "tosa.cast"(%0) : (tensor<2x?xi32>) -> tensor<2x?xi64>
  return %1 : tensor<2x?xi64>
}

// -----

// EXEC: 12
// EXEC-VALUES: 0 0.5 1.5 2.5 -0.5 -2.5 -0.0 100.25 -129.0 127.5 40000.0 -70000.0
// EXEC-EXPECT-FROM: @cast_round_f32_i64_via_i32
func.func @cast_round_f32_i64(%a0: tensor<?xf32>) -> tensor<?xi64> {
  %0 = "tosa.cast"(%a0) : (tensor<?xf32>) -> tensor<?xi64>
  return %0 : tensor<?xi64>
}
func.func @cast_round_f32_i64_via_i32(%a0: tensor<?xf32>) -> tensor<?xi64> {
  %0 = "tosa.cast"(%a0) : (tensor<?xf32>) -> tensor<?xi32>
  %1 = "tosa.cast"(%0) : (tensor<?xi32>) -> tensor<?xi64>
  return %1 : tensor<?xi64>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 -300 300
// EXEC-SEED: 1
func.func @cast_f32_f16(%a0: tensor<2x?xf32>) -> tensor<2x?xf16> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xf32>) -> tensor<2x?xf16>
  return %0 : tensor<2x?xf16>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 -300 300
// EXEC-SEED: 1
func.func @cast_f32_bf16(%a0: tensor<2x?xf32>) -> tensor<2x?xbf16> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xf32>) -> tensor<2x?xbf16>
  return %0 : tensor<2x?xbf16>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 -300 300
// EXEC-SEED: 1
func.func @cast_f32_f64(%a0: tensor<2x?xf32>) -> tensor<2x?xf64> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xf32>) -> tensor<2x?xf64>
  return %0 : tensor<2x?xf64>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 -300 300
// EXEC-SEED: 1
func.func @cast_f64_i1(%a0: tensor<2x?xf64>) -> tensor<2x?xi1> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xf64>) -> tensor<2x?xi1>
  return %0 : tensor<2x?xi1>
}

// -----

// EXEC: 12
// EXEC-VALUES: 0 0.5 1.5 2.5 -0.5 -2.5 -0.0 100.25 -129.0 127.5 40000.0 -70000.0
func.func @cast_round_f64_i1(%a0: tensor<?xf64>) -> tensor<?xi1> {
  %0 = "tosa.cast"(%a0) : (tensor<?xf64>) -> tensor<?xi1>
  return %0 : tensor<?xi1>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 -300 300
// EXEC-SEED: 1
func.func @cast_f64_i8(%a0: tensor<2x?xf64>) -> tensor<2x?xi8> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xf64>) -> tensor<2x?xi8>
  return %0 : tensor<2x?xi8>
}

// -----

// EXEC: 12
// EXEC-VALUES: 0 0.5 1.5 2.5 -0.5 -2.5 -0.0 100.25 -129.0 127.5 40000.0 -70000.0
func.func @cast_round_f64_i8(%a0: tensor<?xf64>) -> tensor<?xi8> {
  %0 = "tosa.cast"(%a0) : (tensor<?xf64>) -> tensor<?xi8>
  return %0 : tensor<?xi8>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 -300 300
// EXEC-SEED: 1
func.func @cast_f64_i16(%a0: tensor<2x?xf64>) -> tensor<2x?xi16> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xf64>) -> tensor<2x?xi16>
  return %0 : tensor<2x?xi16>
}

// -----

// EXEC: 12
// EXEC-VALUES: 0 0.5 1.5 2.5 -0.5 -2.5 -0.0 100.25 -129.0 127.5 40000.0 -70000.0
func.func @cast_round_f64_i16(%a0: tensor<?xf64>) -> tensor<?xi16> {
  %0 = "tosa.cast"(%a0) : (tensor<?xf64>) -> tensor<?xi16>
  return %0 : tensor<?xi16>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 -300 300
// EXEC-SEED: 1
func.func @cast_f64_i32(%a0: tensor<2x?xf64>) -> tensor<2x?xi32> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xf64>) -> tensor<2x?xi32>
  return %0 : tensor<2x?xi32>
}

// -----

// EXEC: 12
// EXEC-VALUES: 0 0.5 1.5 2.5 -0.5 -2.5 -0.0 100.25 -129.0 127.5 40000.0 -70000.0
func.func @cast_round_f64_i32(%a0: tensor<?xf64>) -> tensor<?xi32> {
  %0 = "tosa.cast"(%a0) : (tensor<?xf64>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 -300 300
// EXEC-SEED: 1
// EXEC-EXPECT-FROM: @cast_f64_i64_via_i32
func.func @cast_f64_i64(%a0: tensor<2x?xf64>) -> tensor<2x?xi64> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xf64>) -> tensor<2x?xi64>
  return %0 : tensor<2x?xi64>
}
func.func @cast_f64_i64_via_i32(%a0: tensor<2x?xf64>) -> tensor<2x?xi64> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xf64>) -> tensor<2x?xi32>
  %1 = "tosa.cast"(%0) : (tensor<2x?xi32>) -> tensor<2x?xi64>
  return %1 : tensor<2x?xi64>
}

// -----

// EXEC: 12
// EXEC-VALUES: 0 0.5 1.5 2.5 -0.5 -2.5 -0.0 100.25 -129.0 127.5 40000.0 -70000.0
// EXEC-EXPECT-FROM: @cast_round_f64_i64_via_i32
func.func @cast_round_f64_i64(%a0: tensor<?xf64>) -> tensor<?xi64> {
  %0 = "tosa.cast"(%a0) : (tensor<?xf64>) -> tensor<?xi64>
  return %0 : tensor<?xi64>
}
func.func @cast_round_f64_i64_via_i32(%a0: tensor<?xf64>) -> tensor<?xi64> {
  %0 = "tosa.cast"(%a0) : (tensor<?xf64>) -> tensor<?xi32>
  %1 = "tosa.cast"(%0) : (tensor<?xi32>) -> tensor<?xi64>
  return %1 : tensor<?xi64>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 -300 300
// EXEC-SEED: 1
func.func @cast_f64_f16(%a0: tensor<2x?xf64>) -> tensor<2x?xf16> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xf64>) -> tensor<2x?xf16>
  return %0 : tensor<2x?xf16>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 -300 300
// EXEC-SEED: 1
func.func @cast_f64_bf16(%a0: tensor<2x?xf64>) -> tensor<2x?xbf16> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xf64>) -> tensor<2x?xbf16>
  return %0 : tensor<2x?xbf16>
}

// -----

// EXEC: 2x8
// EXEC-RANGE: 0 -300 300
// EXEC-SEED: 1
func.func @cast_f64_f32(%a0: tensor<2x?xf64>) -> tensor<2x?xf32> {
  %0 = "tosa.cast"(%a0) : (tensor<2x?xf64>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}
