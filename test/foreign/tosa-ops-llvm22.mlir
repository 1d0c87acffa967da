// The tosa ops of LLVM 22 (TOSA 1.0) that are not element-wise pass through, in
// the custom form mlir-opt-22 prints: shape ops and !tosa.shape types, variables,
// tosa.custom.
// RUN: %tosa2linalg --elementwise-only %s | FileCheck %s
// RUN: %tosa2linalg --elementwise-only %s | %mlir_opt_22 -o /dev/null

// CHECK: tosa.variable @stored = dense<0.000000e+00> : tensor<4xf32>
// CHECK-LABEL: func.func @f
// CHECK: %[[S:.*]] = "tosa.const_shape"() <{values = dense<4> : tensor<1xindex>}> : () -> !tosa.shape<1>
// CHECK: %[[R:.*]] = "tosa.reshape"(%arg1, %[[S]]) : (tensor<2x2xf32>, !tosa.shape<1>) -> tensor<4xf32>
// CHECK: %[[V:.*]] = tosa.variable_read @stored : tensor<4xf32>
// CHECK: %[[A:.*]] = linalg.generic {{.*}} ins(%[[R]], %[[V]] :
// CHECK: tosa.variable_write @stored, %[[A]] : tensor<4xf32>
// CHECK: %[[C:.*]] = "tosa.custom"(%[[A]]) <{domain_name = "d", implementation_attrs = "", operator_name = "op"}>
// CHECK: linalg.generic {{.*}} ins(%[[C]] :
// CHECK:   math.exp
// CHECK-NOT: tosa.exp
tosa.variable @stored = dense<0.000000e+00> : tensor<4xf32>
func.func @f(%arg0: tensor<4xf32>, %arg1: tensor<2x2xf32>) -> tensor<4xf32> {
  %0 = tosa.const_shape  {values = dense<4> : tensor<1xindex>} : () -> !tosa.shape<1>
  %1 = tosa.reshape %arg1, %0 : (tensor<2x2xf32>, !tosa.shape<1>) -> tensor<4xf32>
  %2 = tosa.variable_read @stored : tensor<4xf32>
  %3 = tosa.add %1, %2 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  tosa.variable_write @stored, %3 : tensor<4xf32>
  %4 = tosa.custom %3 {domain_name = "d", implementation_attrs = "", operator_name = "op"} : (tensor<4xf32>) -> tensor<4xf32>
  %5 = tosa.exp %4 : (tensor<4xf32>) -> tensor<4xf32>
  return %5 : tensor<4xf32>
}
