// tosa.tile and tosa.reverse, LLVM 19 forms (tile's multiples an attribute):
// f32, f16, i8, i32, i1; static, dynamic and size-1 dims. Where mlir-opt-19
// cannot lower a function (a tile whose input dims are all dynamic, a multiple
// of -1), it is compared with a function the reference does lower.

// EXEC: 2x3
func.func @tile_f32(%arg0: tensor<2x3xf32>) -> tensor<4x9xf32> {
  %0 = tosa.tile %arg0 {multiples = array<i64: 2, 3>} : (tensor<2x3xf32>) -> tensor<4x9xf32>
  return %0 : tensor<4x9xf32>
}

// -----

// EXEC: 2x3
// EXEC: 1x3
// EXEC: 4x3
func.func @tile_f16_dyn0(%arg0: tensor<?x3xf16>) -> tensor<?x3xf16> {
  %0 = tosa.tile %arg0 {multiples = array<i64: 3, 1>} : (tensor<?x3xf16>) -> tensor<?x3xf16>
  return %0 : tensor<?x3xf16>
}

// -----

// EXEC: 1x2x1
func.func @tile_i8_unit_dims(%arg0: tensor<1x2x1xi8>) -> tensor<2x2x3xi8> {
  %0 = tosa.tile %arg0 {multiples = array<i64: 2, 1, 3>} : (tensor<1x2x1xi8>) -> tensor<2x2x3xi8>
  return %0 : tensor<2x2x3xi8>
}

// -----

// EXEC: 2x3
func.func @tile_i32_ones(%arg0: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = tosa.tile %arg0 {multiples = array<i64: 1, 1>} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// EXEC: 3
func.func @tile_i1(%arg0: tensor<3xi1>) -> tensor<12xi1> {
  %0 = tosa.tile %arg0 {multiples = array<i64: 4>} : (tensor<3xi1>) -> tensor<12xi1>
  return %0 : tensor<12xi1>
}

// -----

// The reference fails on these (two or more input dims dynamic): each is
// compared with the function after it, whose static dims the case's shape has.
// EXEC: 3x1x2
// EXEC: 1x1x2
// EXEC-EXPECT-FROM: @tile_f32_dyn0
func.func @tile_f32_dyn_middle(%arg0: tensor<?x1x?xf32>) -> tensor<?x4x?xf32> {
  %0 = tosa.tile %arg0 {multiples = array<i64: 2, 4, 1>} : (tensor<?x1x?xf32>) -> tensor<?x4x?xf32>
  return %0 : tensor<?x4x?xf32>
}

func.func @tile_f32_dyn0(%arg0: tensor<?x1x2xf32>) -> tensor<?x4x2xf32> {
  %0 = tosa.tile %arg0 {multiples = array<i64: 2, 4, 1>} : (tensor<?x1x2xf32>) -> tensor<?x4x2xf32>
  return %0 : tensor<?x4x2xf32>
}

// -----

// EXEC: 2x3
// EXEC: 1x3
// EXEC: 5x3
// EXEC-EXPECT-FROM: @tile_i32_dyn0
func.func @tile_i32_dyn_all(%arg0: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %0 = tosa.tile %arg0 {multiples = array<i64: 2, 2>} : (tensor<?x?xi32>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

func.func @tile_i32_dyn0(%arg0: tensor<?x3xi32>) -> tensor<?x6xi32> {
  %0 = tosa.tile %arg0 {multiples = array<i64: 2, 2>} : (tensor<?x3xi32>) -> tensor<?x6xi32>
  return %0 : tensor<?x6xi32>
}

// -----

// EXEC: 4
// EXEC-EXPECT-FROM: @tile_f16_4
func.func @tile_f16_dyn_rank1(%arg0: tensor<?xf16>) -> tensor<?xf16> {
  %0 = tosa.tile %arg0 {multiples = array<i64: 3>} : (tensor<?xf16>) -> tensor<?xf16>
  return %0 : tensor<?xf16>
}

func.func @tile_f16_4(%arg0: tensor<4xf16>) -> tensor<12xf16> {
  %0 = tosa.tile %arg0 {multiples = array<i64: 3>} : (tensor<4xf16>) -> tensor<12xf16>
  return %0 : tensor<12xf16>
}

// -----

// A multiple of -1 (unknown) is the result's dim over the input's, here 2; the
// reference takes the input's dim (3) and fails at run time.
// EXEC: 2x3
// EXEC-EXPECT-FROM: @tile_i8_12
func.func @tile_i8_unknown_multiple(%arg0: tensor<2x3xi8>) -> tensor<2x6xi8> {
  %0 = tosa.tile %arg0 {multiples = array<i64: 1, -1>} : (tensor<2x3xi8>) -> tensor<2x6xi8>
  return %0 : tensor<2x6xi8>
}

func.func @tile_i8_12(%arg0: tensor<2x3xi8>) -> tensor<2x6xi8> {
  %0 = tosa.tile %arg0 {multiples = array<i64: 1, 2>} : (tensor<2x3xi8>) -> tensor<2x6xi8>
  return %0 : tensor<2x6xi8>
}

// -----

// EXEC: 2x3
func.func @reverse_f32(%arg0: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %0 = tosa.reverse %arg0 {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = tosa.reverse %arg0 {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// EXEC: 2x3
// EXEC: 1x1
// EXEC: 3x1
func.func @reverse_f16_dyn(%arg0: tensor<?x?xf16>) -> (tensor<?x?xf16>, tensor<?x?xf16>) {
  %0 = tosa.reverse %arg0 {axis = 0 : i32} : (tensor<?x?xf16>) -> tensor<?x?xf16>
  %1 = tosa.reverse %arg0 {axis = 1 : i32} : (tensor<?x?xf16>) -> tensor<?x?xf16>
  return %0, %1 : tensor<?x?xf16>, tensor<?x?xf16>
}

// -----

// EXEC: 1x4x1
func.func @reverse_i8_unit_dims(%arg0: tensor<1x4x1xi8>) -> (tensor<1x4x1xi8>, tensor<1x4x1xi8>) {
  %0 = tosa.reverse %arg0 {axis = 1 : i32} : (tensor<1x4x1xi8>) -> tensor<1x4x1xi8>
  %1 = tosa.reverse %arg0 {axis = 2 : i32} : (tensor<1x4x1xi8>) -> tensor<1x4x1xi8>
  return %0, %1 : tensor<1x4x1xi8>, tensor<1x4x1xi8>
}

// -----

// EXEC: 5
// EXEC: 1
func.func @reverse_i32_rank1(%arg0: tensor<?xi32>) -> tensor<?xi32> {
  %0 = tosa.reverse %arg0 {axis = 0 : i32} : (tensor<?xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

// EXEC: 3x2
func.func @reverse_i1_partial(%arg0: tensor<?x2xi1>) -> tensor<?x2xi1> {
  %0 = tosa.reverse %arg0 {axis = 0 : i32} : (tensor<?x2xi1>) -> tensor<?x2xi1>
  return %0 : tensor<?x2xi1>
}

// -----

// Both ops chained: a reversed tile and a tiled reverse.
// EXEC: 2x3
// EXEC: 1x3
// EXEC-EXPECT-FROM: @tile_then_reverse_dyn0
func.func @tile_then_reverse(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = tosa.reverse %arg0 {axis = 1 : i32} : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = tosa.tile %0 {multiples = array<i64: 2, 2>} : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %2 = tosa.reverse %1 {axis = 0 : i32} : (tensor<?x?xf32>) -> tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}

func.func @tile_then_reverse_dyn0(%arg0: tensor<?x3xf32>) -> tensor<?x?xf32> {
  %0 = tosa.reverse %arg0 {axis = 1 : i32} : (tensor<?x3xf32>) -> tensor<?x3xf32>
  %1 = tosa.tile %0 {multiples = array<i64: 2, 2>} : (tensor<?x3xf32>) -> tensor<?x6xf32>
  %2 = tosa.reverse %1 {axis = 0 : i32} : (tensor<?x6xf32>) -> tensor<?x6xf32>
  %3 = tensor.cast %2 : tensor<?x6xf32> to tensor<?x?xf32>
  return %3 : tensor<?x?xf32>
}
