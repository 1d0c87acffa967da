// tosa.rescale in TOSA 1.0's form (multiplier, shift and zero points as tosa.const
// operands, rounding_mode, input_unsigned / output_unsigned) against mlir-opt-22's
// pipeline: the LLVM 19 program's cases (rescale_llvm19.mlir) and the unsigned
// flags on i8 and i16 (a zero point of an unsigned value is read unsigned: -128
// as 128).

// -----

// EXEC-RANGE: 0 min max
// EXEC: 2x7
func.func @i8_to_i8(%arg0: tensor<2x7xi8>) -> tensor<2x7xi8> {
  %m = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %arg0, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2x7xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x7xi8>
  return %0 : tensor<2x7xi8>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 3x5
// EXEC: 1x1
func.func @i8_to_i16_dyn(%arg0: tensor<?x?xi8>) -> tensor<?x?xi16> {
  %m = "tosa.const"() <{values = dense<21845> : tensor<1xi16>}> : () -> tensor<1xi16>
  %s = "tosa.const"() <{values = dense<9> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %0 = tosa.rescale %arg0, %m, %s, %iz, %oz {scale32 = false, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<?x?xi8>, tensor<1xi16>, tensor<1xi8>, tensor<1xi8>, tensor<1xi16>) -> tensor<?x?xi16>
  return %0 : tensor<?x?xi16>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 4x3
func.func @i8_to_i32_double(%arg0: tensor<4x3xi8>) -> tensor<4x3xi32> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<11> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<12> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.rescale %arg0, %m, %s, %iz, %oz {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<4x3xi32>
  return %0 : tensor<4x3xi32>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 9
func.func @i16_to_i8(%arg0: tensor<9xi16>) -> tensor<9xi8> {
  %m = "tosa.const"() <{values = dense<1987654321> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<38> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %oz = "tosa.const"() <{values = dense<-20> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %arg0, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<9xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi8>) -> tensor<9xi8>
  return %0 : tensor<9xi8>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 2x3x4
func.func @i16_to_i16_double(%arg0: tensor<2x3x4xi16>) -> tensor<2x3x4xi16> {
  %m = "tosa.const"() <{values = dense<1987654321> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<32> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %0 = tosa.rescale %arg0, %m, %s, %iz, %oz {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2x3x4xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi16>) -> tensor<2x3x4xi16>
  return %0 : tensor<2x3x4xi16>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 6x2
func.func @i16_to_i32_scale16(%arg0: tensor<6x2xi16>) -> tensor<6x2xi32> {
  %m = "tosa.const"() <{values = dense<32767> : tensor<1xi16>}> : () -> tensor<1xi16>
  %s = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.rescale %arg0, %m, %s, %iz, %oz {scale32 = false, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<6x2xi16>, tensor<1xi16>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<6x2xi32>
  return %0 : tensor<6x2xi32>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 8
func.func @i32_to_i8_double(%arg0: tensor<8xi32>) -> tensor<8xi8> {
  %m = "tosa.const"() <{values = dense<1106700928> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<45> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %oz = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %arg0, %m, %s, %iz, %oz {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<8xi8>
  return %0 : tensor<8xi8>
}

// -----

// EXEC-RANGE: 0 -2000000 2000000
// EXEC: 5x5
func.func @i32_to_i16(%arg0: tensor<5x5xi32>) -> tensor<5x5xi16> {
  %m = "tosa.const"() <{values = dense<1431655765> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<36> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %0 = tosa.rescale %arg0, %m, %s, %iz, %oz {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<5x5xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<5x5xi16>
  return %0 : tensor<5x5xi16>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 3x4
// EXEC: 1x4
func.func @i32_to_i32(%arg0: tensor<?x4xi32>) -> tensor<?x4xi32> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.rescale %arg0, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<?x4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi32>) -> tensor<?x4xi32>
  return %0 : tensor<?x4xi32>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 2x2x4
func.func @per_channel_i32_to_i8(%arg0: tensor<2x2x4xi32>) -> tensor<2x2x4xi8> {
  %m = "tosa.const"() <{values = dense<[1073741824, 1518500250, 2000000000, 1234567890]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %s = "tosa.const"() <{values = dense<[40, 33, 28, 64]> : tensor<4xi8>}> : () -> tensor<4xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %oz = "tosa.const"() <{values = dense<-7> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %arg0, %m, %s, %iz, %oz {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<2x2x4xi32>, tensor<4xi32>, tensor<4xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x2x4xi8>
  return %0 : tensor<2x2x4xi8>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 3x3
// EXEC: 1x3
func.func @per_channel_i8_dyn(%arg0: tensor<?x3xi8>) -> tensor<?x3xi8> {
  %m = "tosa.const"() <{values = dense<[42, 19000, 32767]> : tensor<3xi16>}> : () -> tensor<3xi16>
  %s = "tosa.const"() <{values = dense<[6, 14, 16]> : tensor<3xi8>}> : () -> tensor<3xi8>
  %iz = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %arg0, %m, %s, %iz, %oz {scale32 = false, rounding_mode = SINGLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<?x3xi8>, tensor<3xi16>, tensor<3xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<?x3xi8>
  return %0 : tensor<?x3xi8>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: scalar
func.func @rank0(%arg0: tensor<i16>) -> tensor<i8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %arg0, %m, %s, %iz, %oz {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<i16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi8>) -> tensor<i8>
  return %0 : tensor<i8>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 4x4
func.func @unsigned_in_i8(%arg0: tensor<4x4xi8>) -> tensor<4x4xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %arg0, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = true, output_unsigned = false} : (tensor<4x4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4x4xi8>
  return %0 : tensor<4x4xi8>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 4x4
func.func @unsigned_out_i8(%arg0: tensor<4x4xi8>) -> tensor<4x4xi8> {
  %m = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %arg0, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = true} : (tensor<4x4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4x4xi8>
  return %0 : tensor<4x4xi8>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 10
func.func @unsigned_in_i16(%arg0: tensor<10xi16>) -> tensor<10xi32> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<-32768> : tensor<1xi16>}> : () -> tensor<1xi16>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.rescale %arg0, %m, %s, %iz, %oz {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = false, input_unsigned = true, output_unsigned = false} : (tensor<10xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<10xi32>
  return %0 : tensor<10xi32>
}

// -----

// EXEC-RANGE: 0 -70000 70000
// EXEC: 3x4
func.func @unsigned_out_i16(%arg0: tensor<3x4xi32>) -> tensor<3x4xi16> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %oz = "tosa.const"() <{values = dense<-32768> : tensor<1xi16>}> : () -> tensor<1xi16>
  %0 = tosa.rescale %arg0, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = true} : (tensor<3x4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<3x4xi16>
  return %0 : tensor<3x4xi16>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 7
func.func @unsigned_both_i8(%arg0: tensor<7xi8>) -> tensor<7xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<29> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %arg0, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = true, output_unsigned = true} : (tensor<7xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<7xi8>
  return %0 : tensor<7xi8>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 2x2
func.func @per_channel_unsigned_out(%arg0: tensor<2x2xi16>) -> tensor<2x2xi8> {
  %m = "tosa.const"() <{values = dense<[1073741824, 1500000000]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %s = "tosa.const"() <{values = dense<[36, 20]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %arg0, %m, %s, %iz, %oz {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = true} : (tensor<2x2xi16>, tensor<2xi32>, tensor<2xi8>, tensor<1xi16>, tensor<1xi8>) -> tensor<2x2xi8>
  return %0 : tensor<2x2xi8>
}

// -----

// input_unsigned on an i32: both references extend it signed (their unsigned
// extension is for i8 and i16 only), and so do we.
// EXEC-RANGE: 0 min max
// EXEC: 6
func.func @u32(%arg0: tensor<6xi32>) -> tensor<6xi16> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<33> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %0 = tosa.rescale %arg0, %m, %s, %iz, %oz {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = false, input_unsigned = true, output_unsigned = false} : (tensor<6xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<6xi16>
  return %0 : tensor<6xi16>
}
