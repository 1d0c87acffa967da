func.func @dynamic_height(%arg0: tensor<1x?x2x1xf32>) -> tensor<1x?x3x1xf32> {
  %0 = tosa.resize %arg0 {mode = "BILINEAR", scale = array<i64: 2, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : (tensor<1x?x2x1xf32>) -> tensor<1x?x3x1xf32>
  return %0 : tensor<1x?x3x1xf32>
}

// -----

func.func @wrong_height(%arg0: tensor<1x2x2x1xf32>) -> tensor<1x?x3x1xf32> {
  %0 = tosa.resize %arg0 {mode = "BILINEAR", scale = array<i64: 2, 3, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : (tensor<1x2x2x1xf32>) -> tensor<1x?x3x1xf32>
  return %0 : tensor<1x?x3x1xf32>
}

// -----

func.func @i8_to_i16(%arg0: tensor<1x2x2x1xi8>) -> tensor<1x3x3x1xi16> {
  %0 = tosa.resize %arg0 {mode = "BILINEAR", scale = array<i64: 2, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : (tensor<1x2x2x1xi8>) -> tensor<1x3x3x1xi16>
  return %0 : tensor<1x3x3x1xi16>
}
