// --allow-unregistered-dialect, as mlir-opt's: generic ops of dialects no mlir-opt
// registers (NNSmith's TensorFlow exports keep "tf.*" ops) are carried through,
// with regions and ops without a dialect; the TOSA ops around them are lowered.
// Without it, the first such op is mlir-opt's error.
// RUN: %tosa2linalg --allow-unregistered-dialect %s | FileCheck %s
// RUN: %tosa2linalg -allow-unregistered-dialect %s | FileCheck %s
// RUN: %tosa2linalg --allow-unregistered-dialect %s | %mlir_opt_19 --allow-unregistered-dialect -o /dev/null
// RUN: %tosa2linalg --allow-unregistered-dialect %s | %mlir_opt_22 --allow-unregistered-dialect -o /dev/null
// RUN: %tosa2linalg --allow-unregistered-dialect --verify-only %s
// RUN: not %tosa2linalg %s 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: unregistered-dialect.mlir:[[@LINE+11]]:17: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used

// CHECK-LABEL: func.func @nnsmith(
// CHECK: %[[A:.*]] = "tf.Atan"(%arg0) {T = f32} : (tensor<2xf32>) -> tensor<2xf32>
// CHECK: %[[S:.*]] = linalg.generic {{.*}} ins(%[[A]], %arg0 :
// CHECK: %[[W:.*]] = "tf.While"(%[[S]]) ({
// CHECK-NEXT: ^bb0(%[[X:.*]]: tensor<2xf32>):
// CHECK-NEXT: "tf.Yield"(%[[X]]) : (tensor<2xf32>) -> ()
// CHECK-NEXT: }) {T = [f32]} : (tensor<2xf32>) -> tensor<2xf32>
// CHECK: "foo"(%[[W]]) : (tensor<2xf32>) -> ()
func.func @nnsmith(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tf.Atan"(%x) {T = f32} : (tensor<2xf32>) -> tensor<2xf32>
  %1 = tosa.add %0, %x : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %2 = "tf.While"(%1) ({
  ^bb0(%a: tensor<2xf32>):
    "tf.Yield"(%a) : (tensor<2xf32>) -> ()
  }) {T = [f32]} : (tensor<2xf32>) -> tensor<2xf32>
  "foo"(%2) : (tensor<2xf32>) -> ()
  return %2 : tensor<2xf32>
}
