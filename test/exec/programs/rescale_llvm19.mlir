// tosa.rescale in LLVM 19's form (zero points, multipliers and shifts as
// attributes; unsigned values as ui8 / ui16 elements) against mlir-opt-19's
// pipeline: i8, i16 and i32 in and out, per-tensor and per-channel, scale32 true
// and false, single and double rounding (double only changes shifts above 31),
// zero points, dynamic and size-1 dims, rank 0. The ui8 / ui16 values are made
// and read inside the functions (the harness passes signless tensors only).

// EXEC-RANGE: 0 min max
// EXEC: 2x7
func.func @i8_to_i8(%arg0: tensor<2x7xi8>) -> tensor<2x7xi8> {
  %0 = tosa.rescale %arg0 {input_zp = -3 : i32, output_zp = 5 : i32, multiplier = array<i32: 1518500250>, shift = array<i8: 30>, scale32 = true, double_round = false, per_channel = false} : (tensor<2x7xi8>) -> tensor<2x7xi8>
  return %0 : tensor<2x7xi8>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 3x5
// EXEC: 1x1
func.func @i8_to_i16_dyn(%arg0: tensor<?x?xi8>) -> tensor<?x?xi16> {
  %0 = tosa.rescale %arg0 {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 21845>, shift = array<i8: 9>, scale32 = false, double_round = false, per_channel = false} : (tensor<?x?xi8>) -> tensor<?x?xi16>
  return %0 : tensor<?x?xi16>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 4x3
func.func @i8_to_i32(%arg0: tensor<4x3xi8>) -> tensor<4x3xi32> {
  %0 = tosa.rescale %arg0 {input_zp = 12 : i32, output_zp = 0 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 11>, scale32 = true, double_round = true, per_channel = false} : (tensor<4x3xi8>) -> tensor<4x3xi32>
  return %0 : tensor<4x3xi32>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 9
func.func @i16_to_i8(%arg0: tensor<9xi16>) -> tensor<9xi8> {
  %0 = tosa.rescale %arg0 {input_zp = 0 : i32, output_zp = -20 : i32, multiplier = array<i32: 1987654321>, shift = array<i8: 38>, scale32 = true, double_round = false, per_channel = false} : (tensor<9xi16>) -> tensor<9xi8>
  return %0 : tensor<9xi8>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 2x3x4
func.func @i16_to_i16_double(%arg0: tensor<2x3x4xi16>) -> tensor<2x3x4xi16> {
  %0 = tosa.rescale %arg0 {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 1987654321>, shift = array<i8: 32>, scale32 = true, double_round = true, per_channel = false} : (tensor<2x3x4xi16>) -> tensor<2x3x4xi16>
  return %0 : tensor<2x3x4xi16>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 6x2
func.func @i16_to_i32_scale16(%arg0: tensor<6x2xi16>) -> tensor<6x2xi32> {
  %0 = tosa.rescale %arg0 {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 32767>, shift = array<i8: 2>, scale32 = false, double_round = false, per_channel = false} : (tensor<6x2xi16>) -> tensor<6x2xi32>
  return %0 : tensor<6x2xi32>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 8
func.func @i32_to_i8_double(%arg0: tensor<8xi32>) -> tensor<8xi8> {
  %0 = tosa.rescale %arg0 {input_zp = 0 : i32, output_zp = 3 : i32, multiplier = array<i32: 1106700928>, shift = array<i8: 45>, scale32 = true, double_round = true, per_channel = false} : (tensor<8xi32>) -> tensor<8xi8>
  return %0 : tensor<8xi8>
}

// -----

// EXEC-RANGE: 0 -2000000 2000000
// EXEC: 5x5
func.func @i32_to_i16(%arg0: tensor<5x5xi32>) -> tensor<5x5xi16> {
  %0 = tosa.rescale %arg0 {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 1431655765>, shift = array<i8: 36>, scale32 = true, double_round = true, per_channel = false} : (tensor<5x5xi32>) -> tensor<5x5xi16>
  return %0 : tensor<5x5xi16>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 3x4
// EXEC: 1x4
func.func @i32_to_i32(%arg0: tensor<?x4xi32>) -> tensor<?x4xi32> {
  %0 = tosa.rescale %arg0 {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 31>, scale32 = true, double_round = false, per_channel = false} : (tensor<?x4xi32>) -> tensor<?x4xi32>
  return %0 : tensor<?x4xi32>
}

// -----

// Per channel: the last dim's multipliers and shifts (one above 31, one above 63:
// that channel is 0 plus the zero point).
// EXEC-RANGE: 0 min max
// EXEC: 2x2x4
func.func @per_channel_i32_to_i8(%arg0: tensor<2x2x4xi32>) -> tensor<2x2x4xi8> {
  %0 = tosa.rescale %arg0 {input_zp = 0 : i32, output_zp = -7 : i32, multiplier = array<i32: 1073741824, 1518500250, 2000000000, 1234567890>, shift = array<i8: 40, 33, 28, 64>, scale32 = true, double_round = true, per_channel = true} : (tensor<2x2x4xi32>) -> tensor<2x2x4xi8>
  return %0 : tensor<2x2x4xi8>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 3x3
// EXEC: 1x3
func.func @per_channel_i8_dyn(%arg0: tensor<?x3xi8>) -> tensor<?x3xi8> {
  %0 = tosa.rescale %arg0 {input_zp = 2 : i32, output_zp = 1 : i32, multiplier = array<i32: 42, 19000, 32767>, shift = array<i8: 6, 14, 16>, scale32 = false, double_round = false, per_channel = true} : (tensor<?x3xi8>) -> tensor<?x3xi8>
  return %0 : tensor<?x3xi8>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: scalar
func.func @rank0(%arg0: tensor<i16>) -> tensor<i8> {
  %0 = tosa.rescale %arg0 {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 37>, scale32 = true, double_round = true, per_channel = false} : (tensor<i16>) -> tensor<i8>
  return %0 : tensor<i8>
}

// -----

// Unsigned: i8 to ui8 (zero point 128 is the usual one) and back, ui16 both ways.
// EXEC-RANGE: 0 min max
// EXEC: 4x4
func.func @ui8_round_trip(%arg0: tensor<4x4xi8>) -> tensor<4x4xi8> {
  %0 = tosa.rescale %arg0 {input_zp = 0 : i32, output_zp = 128 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 30>, scale32 = true, double_round = false, per_channel = false} : (tensor<4x4xi8>) -> tensor<4x4xui8>
  %1 = tosa.rescale %0 {input_zp = 131 : i32, output_zp = -1 : i32, multiplier = array<i32: 1518500250>, shift = array<i8: 31>, scale32 = true, double_round = false, per_channel = false} : (tensor<4x4xui8>) -> tensor<4x4xi8>
  return %1 : tensor<4x4xi8>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 10
func.func @ui16_round_trip(%arg0: tensor<10xi16>) -> tensor<10xi32> {
  %0 = tosa.rescale %arg0 {input_zp = 0 : i32, output_zp = 32768 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 30>, scale32 = true, double_round = false, per_channel = false} : (tensor<10xi16>) -> tensor<10xui16>
  %1 = tosa.rescale %0 {input_zp = 32768 : i32, output_zp = 0 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 31>, scale32 = true, double_round = true, per_channel = false} : (tensor<10xui16>) -> tensor<10xi32>
  return %1 : tensor<10xi32>
}

// -----

// EXEC-RANGE: 0 -300 300
// EXEC: 3x4
func.func @ui8_from_i16_clamped(%arg0: tensor<3x4xi16>) -> tensor<3x4xi16> {
  %0 = tosa.rescale %arg0 {input_zp = 0 : i32, output_zp = 100 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 30>, scale32 = true, double_round = false, per_channel = false} : (tensor<3x4xi16>) -> tensor<3x4xui8>
  %1 = tosa.rescale %0 {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 30>, scale32 = true, double_round = false, per_channel = false} : (tensor<3x4xui8>) -> tensor<3x4xi16>
  return %1 : tensor<3x4xi16>
}
