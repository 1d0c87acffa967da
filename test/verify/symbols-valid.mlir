// Many functions in one chunk, with calls forward and backward, and no errors.
// A name defined in one split chunk may be defined again in the next.
// RUN: %tosa2linalg --split-input-file %s | FileCheck %s
// RUN: %mlir_opt_19 --split-input-file %s | FileCheck %s

// CHECK-LABEL: func.func @first
// CHECK: call @f39(
// CHECK: call @mid(
func.func @first(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @f39(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = call @mid(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func private @f0(tensor<4xf32>) -> tensor<4xf32>
func.func private @f1(tensor<4xf32>) -> tensor<4xf32>
func.func private @f2(tensor<2xi32>) -> tensor<2xi32>
func.func private @f3(tensor<4xf32>) -> tensor<4xf32>
func.func private @f4(tensor<4xf32>) -> tensor<4xf32>
func.func private @f5(tensor<4xf32>) -> tensor<4xf32>
func.func private @f6(tensor<4xf32>) -> tensor<4xf32>
func.func private @f7(tensor<2xi32>) -> tensor<2xi32>
func.func private @f8(tensor<4xf32>) -> tensor<4xf32>
func.func private @f9(tensor<4xf32>) -> tensor<4xf32>
func.func private @f10(tensor<4xf32>) -> tensor<4xf32>
func.func private @f11(tensor<4xf32>) -> tensor<4xf32>
func.func private @f12(tensor<2xi32>) -> tensor<2xi32>
func.func private @f13(tensor<4xf32>) -> tensor<4xf32>
func.func private @f14(tensor<4xf32>) -> tensor<4xf32>
func.func private @f15(tensor<4xf32>) -> tensor<4xf32>
func.func private @f16(tensor<4xf32>) -> tensor<4xf32>
func.func private @f17(tensor<2xi32>) -> tensor<2xi32>
func.func private @f18(tensor<4xf32>) -> tensor<4xf32>
func.func private @f19(tensor<4xf32>) -> tensor<4xf32>
func.func private @f20(tensor<4xf32>) -> tensor<4xf32>
func.func private @f21(tensor<4xf32>) -> tensor<4xf32>
func.func private @f22(tensor<2xi32>) -> tensor<2xi32>
func.func private @f23(tensor<4xf32>) -> tensor<4xf32>
func.func private @f24(tensor<4xf32>) -> tensor<4xf32>
func.func private @f25(tensor<4xf32>) -> tensor<4xf32>
func.func private @f26(tensor<4xf32>) -> tensor<4xf32>
func.func private @f27(tensor<2xi32>) -> tensor<2xi32>
func.func private @f28(tensor<4xf32>) -> tensor<4xf32>
func.func private @f29(tensor<4xf32>) -> tensor<4xf32>
func.func private @f30(tensor<4xf32>) -> tensor<4xf32>
func.func private @f31(tensor<4xf32>) -> tensor<4xf32>
func.func private @f32(tensor<2xi32>) -> tensor<2xi32>
func.func private @f33(tensor<4xf32>) -> tensor<4xf32>
func.func private @f34(tensor<4xf32>) -> tensor<4xf32>
func.func private @f35(tensor<4xf32>) -> tensor<4xf32>
func.func private @f36(tensor<4xf32>) -> tensor<4xf32>
func.func private @f37(tensor<2xi32>) -> tensor<2xi32>
func.func private @f38(tensor<4xf32>) -> tensor<4xf32>
func.func private @f39(tensor<4xf32>) -> tensor<4xf32>
// CHECK-LABEL: func.func @mid
// CHECK: call @f0(
// CHECK: call @f7(
// CHECK: call @last(
func.func @mid(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @f0(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %c = "tosa.const"() {value = dense<1> : tensor<2xi32>} : () -> tensor<2xi32>
  %1 = call @f7(%c) : (tensor<2xi32>) -> tensor<2xi32>
  %2 = call @last(%0, %1) : (tensor<4xf32>, tensor<2xi32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}
// CHECK-LABEL: func.func @last
func.func @last(%a: tensor<4xf32>, %b: tensor<2xi32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

// The same names again, in a chunk of their own: no redefinition.

// CHECK-LABEL: func.func @first
// CHECK: call @f39(
// CHECK: call @mid(
func.func @first(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @f39(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = call @mid(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func private @f0(tensor<4xf32>) -> tensor<4xf32>
func.func private @f1(tensor<4xf32>) -> tensor<4xf32>
func.func private @f2(tensor<2xi32>) -> tensor<2xi32>
func.func private @f3(tensor<4xf32>) -> tensor<4xf32>
func.func private @f4(tensor<4xf32>) -> tensor<4xf32>
func.func private @f5(tensor<4xf32>) -> tensor<4xf32>
func.func private @f6(tensor<4xf32>) -> tensor<4xf32>
func.func private @f7(tensor<2xi32>) -> tensor<2xi32>
func.func private @f8(tensor<4xf32>) -> tensor<4xf32>
func.func private @f9(tensor<4xf32>) -> tensor<4xf32>
func.func private @f10(tensor<4xf32>) -> tensor<4xf32>
func.func private @f11(tensor<4xf32>) -> tensor<4xf32>
func.func private @f12(tensor<2xi32>) -> tensor<2xi32>
func.func private @f13(tensor<4xf32>) -> tensor<4xf32>
func.func private @f14(tensor<4xf32>) -> tensor<4xf32>
func.func private @f15(tensor<4xf32>) -> tensor<4xf32>
func.func private @f16(tensor<4xf32>) -> tensor<4xf32>
func.func private @f17(tensor<2xi32>) -> tensor<2xi32>
func.func private @f18(tensor<4xf32>) -> tensor<4xf32>
func.func private @f19(tensor<4xf32>) -> tensor<4xf32>
func.func private @f20(tensor<4xf32>) -> tensor<4xf32>
func.func private @f21(tensor<4xf32>) -> tensor<4xf32>
func.func private @f22(tensor<2xi32>) -> tensor<2xi32>
func.func private @f23(tensor<4xf32>) -> tensor<4xf32>
func.func private @f24(tensor<4xf32>) -> tensor<4xf32>
func.func private @f25(tensor<4xf32>) -> tensor<4xf32>
func.func private @f26(tensor<4xf32>) -> tensor<4xf32>
func.func private @f27(tensor<2xi32>) -> tensor<2xi32>
func.func private @f28(tensor<4xf32>) -> tensor<4xf32>
func.func private @f29(tensor<4xf32>) -> tensor<4xf32>
func.func private @f30(tensor<4xf32>) -> tensor<4xf32>
func.func private @f31(tensor<4xf32>) -> tensor<4xf32>
func.func private @f32(tensor<2xi32>) -> tensor<2xi32>
func.func private @f33(tensor<4xf32>) -> tensor<4xf32>
func.func private @f34(tensor<4xf32>) -> tensor<4xf32>
func.func private @f35(tensor<4xf32>) -> tensor<4xf32>
func.func private @f36(tensor<4xf32>) -> tensor<4xf32>
func.func private @f37(tensor<2xi32>) -> tensor<2xi32>
func.func private @f38(tensor<4xf32>) -> tensor<4xf32>
func.func private @f39(tensor<4xf32>) -> tensor<4xf32>
// CHECK-LABEL: func.func @mid
// CHECK: call @f0(
// CHECK: call @f7(
// CHECK: call @last(
func.func @mid(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @f0(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %c = "tosa.const"() {value = dense<1> : tensor<2xi32>} : () -> tensor<2xi32>
  %1 = call @f7(%c) : (tensor<2xi32>) -> tensor<2xi32>
  %2 = call @last(%0, %1) : (tensor<4xf32>, tensor<2xi32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}
// CHECK-LABEL: func.func @last
func.func @last(%a: tensor<4xf32>, %b: tensor<2xi32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

// A call passing a function-typed value, checked against its callee by the
// spelling of the types (the persisted copy of a function type was a pointer of
// its own, never equal to the call's).
// CHECK-LABEL: func.func @pass_function
// CHECK: call @takes(
func.func private @takes((i32) -> i32) -> i32
func.func @pass_function(%f: (i32) -> i32) -> i32 {
  %0 = call @takes(%f) : ((i32) -> i32) -> i32
  return %0 : i32
}
