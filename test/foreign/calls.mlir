// Calls between functions, as a program whose generic form generic-form.test
// lowers too: there, the functions are "func.func" foreign ops, and the calls
// in them are not checked against the symbol table (docs/foreign-ops.md).
// RUN: %tosa2linalg %s | FileCheck %s
// RUN: %tosa2linalg %s | %mlir_opt_19 -o /dev/null
// RUN: %tosa2linalg %s | %mlir_opt_22 -o /dev/null

// CHECK-LABEL: func.func private @ext(tensor<4xf32>) -> tensor<4xf32>
func.func private @ext(tensor<4xf32>) -> tensor<4xf32>

// CHECK-LABEL: func.func @g
// CHECK: %[[C:.*]] = call @ext(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK: linalg.generic {{.*}} ins(%[[C]], %arg0 :
func.func @g(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @ext(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.add %0, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// Argument and result attributes, visibility (arg_attrs, res_attrs and
// sym_visibility in the generic form).
// CHECK-LABEL: func.func private @f(%arg0: tensor<4xf32> {tf.name = "x"}) -> (tensor<4xf32> {tf.name = "y"})
// CHECK: call @g(%arg0)
func.func private @f(%a: tensor<4xf32> {tf.name = "x"}) -> (tensor<4xf32> {tf.name = "y"}) {
  %0 = call @g(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
