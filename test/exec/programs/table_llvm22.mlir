// tosa.table in a TOSA 1.0 program (table.mlir's functions, the constants in
// LLVM 22's spelling), against mlir-opt-22. tosa.table (the same in LLVM 19 and TOSA 1.0): i8 lookups and i16 -> i32
// interpolations, tables as arguments and as constants, static, dynamic and
// size-1 dims; every input value in range (the table has the spec's 256 or 513
// entries).

// EXEC-RANGE: * min max
// EXEC: 3x7, 256
func.func @table8(%arg0: tensor<3x7xi8>, %arg1: tensor<256xi8>) -> tensor<3x7xi8> {
  %0 = tosa.table %arg0, %arg1 : (tensor<3x7xi8>, tensor<256xi8>) -> tensor<3x7xi8>
  return %0 : tensor<3x7xi8>
}

// -----

// EXEC-RANGE: * min max
// EXEC: 2x9, 256
// EXEC: 1x1, 256
func.func @table8_dyn(%arg0: tensor<?x?xi8>, %arg1: tensor<?xi8>) -> tensor<?x?xi8> {
  %0 = tosa.table %arg0, %arg1 : (tensor<?x?xi8>, tensor<?xi8>) -> tensor<?x?xi8>
  return %0 : tensor<?x?xi8>
}

// -----

// EXEC-RANGE: * min max
// EXEC: 2x3x4, 513
func.func @table16(%arg0: tensor<2x3x4xi16>, %arg1: tensor<513xi16>) -> tensor<2x3x4xi32> {
  %0 = tosa.table %arg0, %arg1 : (tensor<2x3x4xi16>, tensor<513xi16>) -> tensor<2x3x4xi32>
  return %0 : tensor<2x3x4xi32>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC-VALUES: 1 -32768 -1 0 1 32767 1000 -1000
// EXEC: 5x3, 513
// EXEC: 1x1, 513
func.func @table16_dyn(%arg0: tensor<?x?xi16>, %arg1: tensor<?xi16>) -> tensor<?x?xi32> {
  %0 = tosa.table %arg0, %arg1 : (tensor<?x?xi16>, tensor<?xi16>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// -----

// EXEC-VALUES: 0 -32768 -32767 -129 -128 -127 -1 0 1 127 128 32766 32767
// EXEC: 13
func.func @table16_edges(%arg0: tensor<13xi16>) -> tensor<13xi32> {
  %t = "tosa.const"() <{values = dense<[-32768, -32767, 32767]> : tensor<3xi16>}> : () -> tensor<3xi16>
  %m = tosa.const_shape {values = dense<171> : tensor<1xindex>} : () -> !tosa.shape<1>
  %big = tosa.tile %t, %m : (tensor<3xi16>, !tosa.shape<1>) -> tensor<513xi16>
  %0 = tosa.table %arg0, %big : (tensor<13xi16>, tensor<513xi16>) -> tensor<13xi32>
  return %0 : tensor<13xi32>
}

// -----

// EXEC-RANGE: * min max
// EXEC: scalar, 256
func.func @table8_rank0(%arg0: tensor<i8>, %arg1: tensor<256xi8>) -> tensor<i8> {
  %0 = tosa.table %arg0, %arg1 : (tensor<i8>, tensor<256xi8>) -> tensor<i8>
  return %0 : tensor<i8>
}
