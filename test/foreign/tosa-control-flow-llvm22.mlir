// TOSA 1.0 control flow in the custom form mlir-opt-22 prints: the op's own text
// defines %arg2, which its regions' labels name again. Lowered to scf
// (test/lower/cond-if.mlir, while-loop.mlir): the cond_if's %arg2 is its
// operand %arg0, the while_loop's header and labels keep their names.
// RUN: %tosa2linalg %s | FileCheck %s
// RUN: %tosa2linalg %s | %mlir_opt_22 -o /dev/null
// RUN: %tosa2linalg %s | %mlir_opt_19 -o /dev/null

// CHECK-LABEL: func.func @control_flow
// CHECK: %[[E:.*]] = tensor.extract %arg1[] : tensor<i1>
// CHECK: %[[R:.*]] = scf.if %[[E]] -> (tensor<4xf32>) {
// CHECK-NOT: ^bb0(%{{.*}}: tensor<4xf32>):
// CHECK:   %[[S:.*]] = linalg.generic {{.*}} ins(%arg0, %arg0 :
// CHECK:   scf.yield %[[S]] : tensor<4xf32>
// CHECK: } else {
// CHECK-NEXT:   scf.yield %arg0 : tensor<4xf32>
// CHECK: }
// CHECK: scf.while (%[[Y:.*]] = %[[R]]) : (tensor<4xf32>) -> tensor<4xf32> {
// CHECK:   %[[T:.*]] = arith.constant dense<true> : tensor<i1>
// CHECK:   %[[B:.*]] = tensor.extract %[[T]][] : tensor<i1>
// CHECK:   scf.condition(%[[B]]) %[[Y]] : tensor<4xf32>
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
