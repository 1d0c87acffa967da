// Quantized (i8) blocks as LLVM 19 era TFLite -> TOSA exporters write them
// (docs/exporters.md, the torq MobileNetV2 block): rescale with attribute
// scales around element-wise ops, a per-channel rescale and the i8 ReLU6 clamp.
// tosa2linalg then mlir-opt-19's own passes compute what mlir-opt-19's passes
// alone compute, on the whole i8 range.

// EXEC: 1x6x6x16, 1x6x6x16
// EXEC-RANGE: * min max
func.func @residual_add(%arg0: tensor<1x6x6x16xi8> {ml_program.identifier = "serving_default_image:0"}, %arg1: tensor<1x6x6x16xi8> {ml_program.identifier = "serving_default_skip:0"}) -> (tensor<1x6x6x16xi8> {ml_program.identifier = "block_3_add/add"}) attributes {tf_saved_model.exported_names = ["serving_default"]} {
  %0 = tosa.rescale %arg0 {double_round = true, input_zp = 5 : i32, multiplier = array<i32: 1518500250>, output_zp = 0 : i32, per_channel = false, scale32 = true, shift = array<i8: 20>} : (tensor<1x6x6x16xi8>) -> tensor<1x6x6x16xi32>
  %1 = tosa.rescale %arg1 {double_round = true, input_zp = -7 : i32, multiplier = array<i32: 1073741824>, output_zp = 0 : i32, per_channel = false, scale32 = true, shift = array<i8: 19>} : (tensor<1x6x6x16xi8>) -> tensor<1x6x6x16xi32>
  %2 = tosa.add %0, %1 : (tensor<1x6x6x16xi32>, tensor<1x6x6x16xi32>) -> tensor<1x6x6x16xi32>
  %3 = tosa.rescale %2 {double_round = true, input_zp = 0 : i32, multiplier = array<i32: 1876499845>, output_zp = -3 : i32, per_channel = false, scale32 = true, shift = array<i8: 42>} : (tensor<1x6x6x16xi32>) -> tensor<1x6x6x16xi8>
  return %3 : tensor<1x6x6x16xi8>
}

// EXEC: 1x3x4
// EXEC-RANGE: 0 -300000 300000
func.func @relu6_block(%arg0: tensor<1x3x4xi32>) -> tensor<1x3x4xi8> {
  %0 = "tosa.const"() <{value = dense<[3, -2, 0, 9]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %1 = tosa.add %arg0, %0 : (tensor<1x3x4xi32>, tensor<4xi32>) -> tensor<1x3x4xi32>
  %2 = tosa.rescale %1 {double_round = true, input_zp = 0 : i32, multiplier = array<i32: 1073741824, 1431655765, 1717986918, 2147483647>, output_zp = -20 : i32, per_channel = true, scale32 = true, shift = array<i8: 41, 42, 43, 44>} : (tensor<1x3x4xi32>) -> tensor<1x3x4xi8>
  %3 = tosa.clamp %2 {max_fp = 0.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = -128 : i64} : (tensor<1x3x4xi8>) -> tensor<1x3x4xi8>
  %4 = tosa.maximum %3, %3 : (tensor<1x3x4xi8>, tensor<1x3x4xi8>) -> tensor<1x3x4xi8>
  return %4 : tensor<1x3x4xi8>
}
