// TOSA control flow in the custom form mlir-opt-19 prints (lowered to scf:
// test/lower/cond-if.mlir), and a dense_resource constant with its
// dialect_resources section, kept as written.
// RUN: %tosa2linalg %s | FileCheck %s
// RUN: %tosa2linalg %s | %mlir_opt_19 -o /dev/null
// RUN: %tosa2linalg %s | %mlir_opt_22 -o /dev/null

// CHECK-LABEL: func.func @cond_if
// CHECK: %[[E:.*]] = tensor.extract %arg1[] : tensor<i1>
// CHECK: %[[R:.*]] = scf.if %[[E]] -> (tensor<4xf32>) {
// CHECK:   %[[S:.*]] = linalg.generic
// CHECK:   scf.yield %[[S]] : tensor<4xf32>
// CHECK: } else {
// CHECK:   scf.yield %arg0 : tensor<4xf32>
// CHECK: }
// CHECK: arith.constant dense_resource<blob1> : tensor<4xf32>
// CHECK: {-#
// CHECK-NEXT: dialect_resources: {
// CHECK: blob1: "0x040000000000803F000000400000404000008040"
// CHECK: #-}
func.func @cond_if(%arg0: tensor<4xf32>, %arg1: tensor<i1>) -> tensor<4xf32> {
  %0 = tosa.cond_if %arg1 -> (tensor<4xf32>) {
    %1 = tosa.add %arg0, %arg0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    tosa.yield %1 : tensor<4xf32>
  } else {
    tosa.yield %arg0 : tensor<4xf32>
  }
  %r = "tosa.const"() <{value = dense_resource<blob1> : tensor<4xf32>}> : () -> tensor<4xf32>
  %2 = tosa.add %0, %r : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000000803F000000400000404000008040"
    }
  }
#-}
