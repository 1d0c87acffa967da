// Files as real exporters write them (docs/exporters.md lists the files these are
// modelled on; none is copied here): TFLite/TOSA-flatbuffer converters (module and
// argument attributes of tf_saved_model, quantized i8 with tosa.rescale, TOSA 1.0
// custom form with bare enums) and torch-mlir (dense_resource weights with a
// dialect_resources section, tosa.const_shape, named ops around the element-wise
// ones). tosa2linalg lowers the element-wise ops, carries the rest through, and
// mlir-opt-22's own passes lower what is left, with no tosa op remaining.
// RUN: %tosa2linalg --elementwise-only --split-input-file %s | FileCheck %s
// The pipeline leaves tosa.const_shape ops it no longer uses (as it does on the
// input itself): canonicalize removes them. Printed generic, every op left is
// `"tosa.name"(`, whether or not mlir-opt has a custom form for it.
// RUN: %tosa2linalg --elementwise-only --split-input-file %s | %mlir_opt_22 --split-input-file --pass-pipeline='builtin.module(func.func(tosa-to-scf,tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true},tosa-to-tensor,canonicalize))' \
// RUN:   | %mlir_opt_22 --split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=REST --implicit-check-not='"tosa.'
// REST: "func.return"
// REST: "func.return"
// With locations too (a dialect_resources section takes none):
// RUN: %tosa2linalg --elementwise-only --split-input-file --mlir-print-debuginfo %s | %mlir_opt_22 --split-input-file --mlir-print-debuginfo -o /dev/null

// CHECK: module attributes {tf_saved_model.semantics, tfl.description = "MLIR Converted.", tfl.schema_version = 3 : i32} {
// CHECK-LABEL: func.func @main(%arg0: tensor<1x4xi8> {tf_saved_model.index_path = ["x"]}) -> (tensor<1x4xi32> {tf_saved_model.index_path = ["y"]}) attributes {tf.entry_function = {inputs = "serving_default_x:0", outputs = "Identity:0"}, tf_saved_model.exported_names = ["serving_default"]} {
// CHECK: "tosa.rescale"(%arg0, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{rounding_mode = #tosa.rounding_mode<DOUBLE_ROUND>, per_channel = false, scale32 = true, input_unsigned = false, output_unsigned = false}>
// CHECK: linalg.generic
// CHECK: arith.addi
module attributes {tf_saved_model.semantics, tfl.description = "MLIR Converted.", tfl.schema_version = 3 : i32} {
  func.func @main(%arg0: tensor<1x4xi8> {tf_saved_model.index_path = ["x"]}) -> (tensor<1x4xi32> {tf_saved_model.index_path = ["y"]}) attributes {tf.entry_function = {inputs = "serving_default_x:0", outputs = "Identity:0"}, tf_saved_model.exported_names = ["serving_default"]} {
    %m = "tosa.const"() {values = dense<[1073741824]> : tensor<1xi32>} : () -> tensor<1xi32>
    %s = "tosa.const"() {values = dense<[30]> : tensor<1xi8>} : () -> tensor<1xi8>
    %izp = "tosa.const"() {values = dense<-3> : tensor<1xi8>} : () -> tensor<1xi8>
    %ozp = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
    %0 = tosa.rescale %arg0, %m, %s, %izp, %ozp {rounding_mode = DOUBLE_ROUND, per_channel = false, scale32 = true, input_unsigned = false, output_unsigned = false} : (tensor<1x4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x4xi32>
    %1 = tosa.add %0, %0 : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi32>
    return %1 : tensor<1x4xi32>
  }
}

// -----

// CHECK-LABEL: func.func @forward(
// CHECK: arith.constant dense_resource<weights_bias> : tensor<3xf32>
// CHECK: "tosa.const_shape"() <{values = dense<[1, 3]> : tensor<2xindex>}> : () -> !tosa.shape<2>
// CHECK: "tosa.matmul"
// CHECK: linalg.generic
// CHECK: arith.maximumf
// CHECK: {-#
// CHECK: weights_bias: "0x04000000
module {
  func.func @forward(%arg0: tensor<1x1x4xf32>) -> tensor<1x3xf32> {
    %0 = "tosa.const"() <{values = dense_resource<weights_bias> : tensor<3xf32>}> : () -> tensor<3xf32>
    %1 = "tosa.const"() <{values = dense_resource<weights_fc> : tensor<1x4x3xf32>}> : () -> tensor<1x4x3xf32>
    %z = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %shape = tosa.const_shape  {values = dense<[1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %2 = tosa.matmul %arg0, %1, %z, %z : (tensor<1x1x4xf32>, tensor<1x4x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x3xf32>
    %3 = tosa.reshape %2, %shape : (tensor<1x1x3xf32>, !tosa.shape<2>) -> tensor<1x3xf32>
    %4 = tosa.reshape %0, %shape : (tensor<3xf32>, !tosa.shape<2>) -> tensor<1x3xf32>
    %5 = tosa.add %3, %4 : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
    %6 = tosa.clamp %5 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x3xf32>) -> tensor<1x3xf32>
    return %6 : tensor<1x3xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      weights_bias: "0x040000000000803F0000003F000080BE",
      weights_fc: "0x040000000000803F000000400000404000008040000080BF000000C0000040C0000080C00000003F0000803E0000003E0000803D"
    }
  }
#-}
