// A quantized (i8) block as TFLite -> TOSA 1.0 exporters write it for LLVM 22:
// module attributes naming the exporter, argument / result attributes
// (tf_saved_model.index_path, ml_program.identifier), function attributes
// (tf.entry_function), rescale parameters as tosa.const operands (generic form
// with a property dictionary; they become arith.constant), the rescales and the
// element-wise ops between them lowered.
// RUN: %tosa2linalg --split-input-file %s | FileCheck %s
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_22 --split-input-file -o /dev/null
// RUN: %tosa2linalg --split-input-file %s \
// RUN:   | %mlir_opt_22 --split-input-file --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true},tosa-to-tensor,canonicalize))' \
// RUN:   | %mlir_opt_22 --split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=LOW

// CHECK: module attributes {tf_saved_model.semantics, tfl.description = "MLIR Converted.", tfl.schema_version = 3 : i32}
// CHECK-LABEL: func.func @main(
// CHECK-SAME: %arg0: tensor<1x4x4x8xi8> {ml_program.identifier = "serving_default_input:0", tf_saved_model.index_path = ["input_0"]}
// CHECK-SAME: -> (tensor<1x4x4x8xi8> {ml_program.identifier = "StatefulPartitionedCall:0", tf_saved_model.index_path = ["output_0"]})
// CHECK-SAME: attributes {tf.entry_function = {inputs = "serving_default_input:0", outputs = "StatefulPartitionedCall:0"}, tf_saved_model.exported_names = ["serving_default"]}
// CHECK: %[[IN:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<1x4x4x8xi8>) outs(%{{.*}} : tensor<1x4x4x8xi32>)
// CHECK:   arith.muli %{{.*}}, %{{.*}} : i64
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} ins(%[[IN]], %[[IN]] : tensor<1x4x4x8xi32>, tensor<1x4x4x8xi32>)
// CHECK:   arith.addi
// CHECK: %[[MAX:.*]] = linalg.generic {{.*}} ins(%[[SUM]], %{{.*}} : tensor<1x4x4x8xi32>, tensor<1x1x1x1xi32>)
// CHECK:   arith.maxsi
// CHECK: %[[OUT:.*]] = linalg.generic {{.*}} ins(%[[MAX]] : tensor<1x4x4x8xi32>) outs(%{{.*}} : tensor<1x4x4x8xi8>)
// CHECK: return %[[OUT]] : tensor<1x4x4x8xi8>
// LOW-NOT: "tosa.
// LOW: "func.return"
module attributes {tf_saved_model.semantics, tfl.description = "MLIR Converted.", tfl.schema_version = 3 : i32} {
  func.func @main(%arg0: tensor<1x4x4x8xi8> {ml_program.identifier = "serving_default_input:0", tf_saved_model.index_path = ["input_0"]}) -> (tensor<1x4x4x8xi8> {ml_program.identifier = "StatefulPartitionedCall:0", tf_saved_model.index_path = ["output_0"]}) attributes {tf.entry_function = {inputs = "serving_default_input:0", outputs = "StatefulPartitionedCall:0"}, tf_saved_model.exported_names = ["serving_default"]} {
    %0 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1 = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = "tosa.const"() <{values = dense<-5> : tensor<1xi8>}> : () -> tensor<1xi8>
    %3 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %4 = "tosa.const"() <{values = dense<7> : tensor<1xi8>}> : () -> tensor<1xi8>
    %5 = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
    %6 = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
    %7 = "tosa.const"() <{values = dense<0> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
    %8 = tosa.rescale %arg0, %0, %1, %2, %3 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x4x4x8xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x4x4x8xi32>
    %9 = tosa.add %8, %8 : (tensor<1x4x4x8xi32>, tensor<1x4x4x8xi32>) -> tensor<1x4x4x8xi32>
    %10 = tosa.maximum %9, %7 : (tensor<1x4x4x8xi32>, tensor<1x1x1x1xi32>) -> tensor<1x4x4x8xi32>
    %11 = tosa.rescale %10, %5, %6, %3, %4 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x4x4x8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x4x4x8xi8>
    return %11 : tensor<1x4x4x8xi8>
  }
}
