// The tosa ops of LLVM 19 that are not element-wise pass through, in the custom
// form mlir-opt-19 prints: the regular ones as generic ops, the variables as text.
// RUN: %tosa2linalg --elementwise-only %s | FileCheck %s
// RUN: %tosa2linalg --elementwise-only %s | %mlir_opt_19 -o /dev/null

// CHECK: tosa.variable @stored = dense<0.000000e+00> : tensor<4xf32>
// CHECK-LABEL: func.func @f
// CHECK: %[[R:.*]] = "tosa.reshape"(%arg1) <{new_shape = array<i64: 4>}> : (tensor<2x2xf32>) -> tensor<4xf32>
// CHECK: %[[V:.*]] = tosa.variable.read @stored : tensor<4xf32>
// CHECK: %[[A:.*]] = linalg.generic {{.*}} ins(%[[R]], %[[V]] :
// CHECK: tosa.variable.write @stored, %[[A]] : tensor<4xf32>
// CHECK: "tosa.matmul"(%arg2, %arg3) : (tensor<1x2x3xf32>, tensor<1x3x4xf32>) -> tensor<1x2x4xf32>
// CHECK: %[[C:.*]] = "tosa.custom"(%[[A]]) <{domain_name = "d", implementation_attrs = "", operator_name = "op"}>
// CHECK: linalg.generic {{.*}} ins(%[[C]] :
// CHECK:   math.exp
// CHECK-NOT: tosa.exp
tosa.variable @stored = dense<0.000000e+00> : tensor<4xf32>
func.func @f(%arg0: tensor<4xf32>, %arg1: tensor<2x2xf32>, %arg2: tensor<1x2x3xf32>, %arg3: tensor<1x3x4xf32>) -> tensor<4xf32> {
  %0 = tosa.reshape %arg1 {new_shape = array<i64: 4>} : (tensor<2x2xf32>) -> tensor<4xf32>
  %1 = tosa.variable.read @stored : tensor<4xf32>
  %2 = tosa.add %0, %1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  tosa.variable.write @stored, %2 : tensor<4xf32>
  %3 = tosa.matmul %arg2, %arg3 : (tensor<1x2x3xf32>, tensor<1x3x4xf32>) -> tensor<1x2x4xf32>
  %4 = tosa.custom %2 {domain_name = "d", implementation_attrs = "", operator_name = "op"} : (tensor<4xf32>) -> tensor<4xf32>
  %5 = tosa.exp %4 : (tensor<4xf32>) -> tensor<4xf32>
  return %5 : tensor<4xf32>
}
