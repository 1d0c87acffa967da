// TOSA 1.0 control flow in the custom form mlir-opt-22 prints: the op's own text
// defines %arg2, which its regions' labels name again.
// RUN: %tosa2linalg %s | FileCheck %s
// RUN: %tosa2linalg %s | %mlir_opt_22 -o /dev/null

// CHECK-LABEL: func.func @control_flow
// CHECK: %[[R:.*]] = tosa.cond_if %arg1 (%[[X:.*]] = %arg0) : tensor<i1> (tensor<4xf32>) -> tensor<4xf32> {
// CHECK: ^bb0(%[[X]]: tensor<4xf32>):
// CHECK:   %[[S:.*]] = linalg.generic {{.*}} ins(%[[X]], %[[X]] :
// CHECK:   tosa.yield %[[S]] : tensor<4xf32>
// CHECK: } else {
// CHECK: ^bb0(%[[X]]: tensor<4xf32>):
// CHECK:   tosa.yield %[[X]] : tensor<4xf32>
// CHECK: }
// CHECK: tosa.while_loop (%[[Y:.*]] = %[[R]]) : (tensor<4xf32>) -> tensor<4xf32> {
// CHECK:   arith.constant dense<true> : tensor<i1>
// CHECK: } do {
// CHECK: ^bb0(%[[Y]]: tensor<4xf32>):
// CHECK:   linalg.generic {{.*}} ins(%[[Y]] :
// CHECK:     math.absf
func.func @control_flow(%arg0: tensor<4xf32>, %arg1: tensor<i1>) -> tensor<4xf32> {
  %0 = tosa.cond_if %arg1 (%arg2 = %arg0) : tensor<i1> (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%arg2: tensor<4xf32>):
    %2 = tosa.add %arg2, %arg2 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    tosa.yield %2 : tensor<4xf32>
  } else {
  ^bb0(%arg2: tensor<4xf32>):
    tosa.yield %arg2 : tensor<4xf32>
  }
  %1 = tosa.while_loop (%arg2 = %0) : (tensor<4xf32>) -> tensor<4xf32> {
    %2 = "tosa.const"() <{values = dense<true> : tensor<i1>}> : () -> tensor<i1>
    tosa.yield %2 : tensor<i1>
  } do {
  ^bb0(%arg2: tensor<4xf32>):
    %2 = tosa.abs %arg2 : (tensor<4xf32>) -> tensor<4xf32>
    tosa.yield %2 : tensor<4xf32>
  }
  return %1 : tensor<4xf32>
}
