// --mlir-print-debuginfo (issue 12.2): every op a TOSA op lowers to gets that op's
// location; carried-through ops, function arguments and functions keep theirs;
// where the input has none, the place the op was read, as mlir-opt gives it.
// RUN: %tosa2linalg --mlir-print-debuginfo %s | FileCheck %s
// RUN: %tosa2linalg --mlir-print-debuginfo %s | %mlir_opt_22 --mlir-print-debuginfo -o /dev/null
// The same locations as mlir-opt-19's own lowering shows, op by op:
// RUN: %tosa2linalg --mlir-print-debuginfo %s | %mlir_opt_19 --mlir-print-debuginfo --mlir-print-local-scope | %python %S/Inputs/locset.py > %t.ours
// RUN: %t2l_19 --mlir-print-debuginfo --mlir-print-local-scope %s | %python %S/Inputs/locset.py > %t.ref
// RUN: diff %t.ours %t.ref
// Input printed by mlir-opt-19 --mlir-print-debuginfo (#loc aliases after the
// module): the aliases are printed as read, the ops still carry this file's places.
// RUN: %mlir_opt_19 --mlir-print-debuginfo %s | %tosa2linalg --mlir-print-debuginfo | %mlir_opt_19 --mlir-print-debuginfo --mlir-print-local-scope | %python %S/Inputs/locset.py > %t.alias
// RUN: diff %t.alias %t.ref
// Without the flag, no location is printed.
// RUN: %tosa2linalg %s | FileCheck %s --check-prefix=NONE
// NONE-NOT: loc(

// CHECK-LABEL: func.func @add(
// CHECK-SAME: %arg0: tensor<?x4xf32> loc("{{.*}}debuginfo.mlir":[[@LINE+6]]:16)
// CHECK-SAME: %arg1: tensor<?x?xf32> loc("model.py":3:1)
// CHECK: tensor.dim %arg0, %c0 : tensor<?x4xf32> loc("{{.*}}debuginfo.mlir":[[@LINE+5]]:8)
// CHECK: ^bb0(%in: f32 loc("{{.*}}debuginfo.mlir":[[@LINE+4]]:8), %out: f32 loc("{{.*}}debuginfo.mlir":[[@LINE+4]]:8)):
// CHECK: } else {
// CHECK: } loc("{{.*}}debuginfo.mlir":[[@LINE+2]]:8)
func.func @add(%a: tensor<?x4xf32>, %b: tensor<?x?xf32> loc("model.py":3:1)) -> tensor<?x4xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<?x4xf32>, tensor<?x?xf32>) -> tensor<?x4xf32>
  %1 = tosa.exp %0 : (tensor<?x4xf32>) -> tensor<?x4xf32> loc(fused["exp", "model.py":4:2])
  // CHECK: math.exp %{{.*}} : f32 loc(fused["exp", "model.py":4:2])
  // CHECK: return %{{.*}} : tensor<?x4xf32> loc("{{.*}}debuginfo.mlir":[[@LINE+1]]:3)
  return %1 : tensor<?x4xf32>
}
// CHECK: } loc("{{.*}}debuginfo.mlir":[[@LINE-7]]:1)

// Foreign ops keep their location, or get the place they were read.
// CHECK-LABEL: func.func @carried(
func.func @carried(%a: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: arith.constant dense<1.0> : tensor<4xf32> loc("{{.*}}debuginfo.mlir":[[@LINE+1]]:8)
  %c = arith.constant dense<1.0> : tensor<4xf32>
  // CHECK: arith.addf %{{.*}}, %{{.*}} : tensor<4xf32> loc("model.py":9:9)
  %s = arith.addf %a, %c : tensor<4xf32> loc("model.py":9:9)
  %t = "tosa.negate"(%s) : (tensor<4xf32>) -> tensor<4xf32> loc("model.py":10:1)
  // CHECK: arith.negf %{{.*}} : f32 loc("model.py":10:1)
  return %t : tensor<4xf32>
} loc(callsite("carried" at "model.py":8:1))
// CHECK: } loc(callsite("carried" at "model.py":8:1))
