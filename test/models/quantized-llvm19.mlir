// Quantized (i8) blocks as TFLite -> TOSA exporters of the LLVM 19 era write them
// (docs/exporters.md: the torq MobileNetV2 block): tosa.rescale with its scale as
// attributes (multiplier / shift arrays, double_round, zero points), argument and
// result attributes (ml_program.identifier, tf_saved_model.index_path), function
// attributes. tosa2linalg lowers the element-wise ops and the rescales (a
// linalg.generic each, per-channel multipliers and shifts as inputs); mlir-opt-19's
// own passes then find no tosa op left.
// RUN: %tosa2linalg --split-input-file %s | FileCheck %s
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_19 --split-input-file -o /dev/null
// RUN: %tosa2linalg --split-input-file %s \
// RUN:   | %mlir_opt_19 --split-input-file --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true},tosa-to-tensor))' \
// RUN:   | %mlir_opt_19 --split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=LOW --implicit-check-not='"tosa.'
// The lowered modules verify with mlir-opt-22 as well:
// RUN: %tosa2linalg --split-input-file %s \
// RUN:   | %mlir_opt_19 --split-input-file --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true},tosa-to-tensor))' \
// RUN:   | %mlir_opt_22 --split-input-file -o /dev/null
// LOW: "func.return"
// LOW: "func.return"

// CHECK-LABEL: func.func @serving_default(
// CHECK-SAME: %arg0: tensor<1x6x6x16xi8> {ml_program.identifier = "serving_default_image:0", tf_saved_model.index_path = ["image"]}
// CHECK-SAME: -> (tensor<1x6x6x16xi8> {ml_program.identifier = "block_3_add/add", tf_saved_model.index_path = ["logits"]})
// CHECK-SAME: attributes {tf_saved_model.exported_names = ["serving_default"]}
// CHECK: %[[A:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<1x6x6x16xi8>) outs(%{{.*}} : tensor<1x6x6x16xi32>)
// CHECK:   arith.subi %{{.*}}, %c5_i32
// CHECK: %[[B:.*]] = linalg.generic {{.*}} ins(%arg1 : tensor<1x6x6x16xi8>) outs(%{{.*}} : tensor<1x6x6x16xi32>)
// CHECK: %[[S:.*]] = linalg.generic {{.*}} ins(%[[A]], %[[B]] : tensor<1x6x6x16xi32>, tensor<1x6x6x16xi32>)
// CHECK:   arith.addi
// CHECK: %[[R:.*]] = linalg.generic {{.*}} ins(%[[S]] : tensor<1x6x6x16xi32>) outs(%{{.*}} : tensor<1x6x6x16xi8>)
// CHECK:   arith.addi %{{.*}}, %c-3_i32
// CHECK: return %[[R]] : tensor<1x6x6x16xi8>
module attributes {tf_saved_model.semantics} {
  func.func @serving_default(%arg0: tensor<1x6x6x16xi8> {ml_program.identifier = "serving_default_image:0", tf_saved_model.index_path = ["image"]}, %arg1: tensor<1x6x6x16xi8> {ml_program.identifier = "serving_default_skip:0", tf_saved_model.index_path = ["skip"]}) -> (tensor<1x6x6x16xi8> {ml_program.identifier = "block_3_add/add", tf_saved_model.index_path = ["logits"]}) attributes {tf_saved_model.exported_names = ["serving_default"]} {
    %0 = tosa.rescale %arg0 {double_round = true, input_zp = 5 : i32, multiplier = array<i32: 1518500250>, output_zp = 0 : i32, per_channel = false, scale32 = true, shift = array<i8: 20>} : (tensor<1x6x6x16xi8>) -> tensor<1x6x6x16xi32>
    %1 = tosa.rescale %arg1 {double_round = true, input_zp = -7 : i32, multiplier = array<i32: 1073741824>, output_zp = 0 : i32, per_channel = false, scale32 = true, shift = array<i8: 19>} : (tensor<1x6x6x16xi8>) -> tensor<1x6x6x16xi32>
    %2 = tosa.add %0, %1 : (tensor<1x6x6x16xi32>, tensor<1x6x6x16xi32>) -> tensor<1x6x6x16xi32>
    %3 = tosa.rescale %2 {double_round = true, input_zp = 0 : i32, multiplier = array<i32: 1876499845>, output_zp = -3 : i32, per_channel = false, scale32 = true, shift = array<i8: 42>} : (tensor<1x6x6x16xi32>) -> tensor<1x6x6x16xi8>
    return %3 : tensor<1x6x6x16xi8>
  }
}

// -----

// A per-channel rescale of a bias-added i32 accumulator, then ReLU6 as the i8
// clamp exporters fold it into, the clamp bounds as integer attributes.
// CHECK-LABEL: func.func @relu6_block(
// CHECK: %[[BIAS:.*]] = arith.constant dense<[3, -2, 0, 9]> : tensor<4xi32>
// CHECK: %[[ACC:.*]] = linalg.generic {{.*}} ins(%arg0, %[[BIAS]] : tensor<1x3x4xi32>, tensor<4xi32>)
// CHECK:   arith.addi
// CHECK-DAG: %[[MS:.*]] = arith.constant dense<[1073741824, 1431655765, 1717986918, 2147483647]> : tensor<4xi32>
// CHECK-DAG: %[[SS:.*]] = arith.constant dense<[41, 42, 43, 44]> : tensor<4xi8>
// CHECK: %[[Q:.*]] = linalg.generic {{.*}} ins(%[[ACC]], %[[MS]], %[[SS]] : tensor<1x3x4xi32>, tensor<4xi32>, tensor<4xi8>) outs(%{{.*}} : tensor<1x3x4xi8>)
// min_int = -128 is i8's lowest: only the upper bound takes an op
// CHECK: linalg.generic {{.*}} ins(%[[Q]] : tensor<1x3x4xi8>)
// CHECK-NOT: arith.maxsi
// CHECK:   arith.minsi %c6_i8
func.func @relu6_block(%arg0: tensor<1x3x4xi32> {tf_saved_model.index_path = ["acc"]}) -> (tensor<1x3x4xi8> {tf_saved_model.index_path = ["out"]}) {
  %0 = "tosa.const"() <{value = dense<[3, -2, 0, 9]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %1 = tosa.add %arg0, %0 : (tensor<1x3x4xi32>, tensor<4xi32>) -> tensor<1x3x4xi32>
  %2 = tosa.rescale %1 {double_round = true, input_zp = 0 : i32, multiplier = array<i32: 1073741824, 1431655765, 1717986918, 2147483647>, output_zp = -20 : i32, per_channel = true, scale32 = true, shift = array<i8: 41, 42, 43, 44>} : (tensor<1x3x4xi32>) -> tensor<1x3x4xi8>
  %3 = tosa.clamp %2 {max_fp = 0.000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000e+00 : f32, min_int = -128 : i64} : (tensor<1x3x4xi8>) -> tensor<1x3x4xi8>
  return %3 : tensor<1x3x4xi8>
}
