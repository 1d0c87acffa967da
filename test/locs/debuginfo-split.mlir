// --mlir-print-debuginfo with --split-input-file and explicit modules: the places
// mlir-opt-19 gives ("within split at FILE:N offset ":line:col, lines counted in
// the chunk), and a module's own location after its '}'.
// RUN: %tosa2linalg --split-input-file --mlir-print-debuginfo %s | %python %S/Inputs/locset.py > %t.ours
// RUN: %t2l_19 --split-input-file --mlir-print-debuginfo --mlir-print-local-scope %s | %python %S/Inputs/locset.py > %t.ref
// RUN: diff %t.ours %t.ref
// RUN: %tosa2linalg --split-input-file --mlir-print-debuginfo %s | FileCheck %s
// RUN: %tosa2linalg --split-input-file --mlir-print-debuginfo %s | %mlir_opt_22 --split-input-file --mlir-print-debuginfo -o /dev/null

// CHECK-LABEL: func.func @first(
// CHECK: math.absf %{{.*}} : f32 loc("within split at {{.*}}debuginfo-split.mlir:1 offset ":[[@LINE+2]]:8)
func.func @first(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: module @m {
// CHECK-LABEL: func.func @second(
// CHECK: arith.subf %{{.*}}, %{{.*}} : f32 loc("within split at {{.*}}debuginfo-split.mlir:17 offset ":9:10)
// CHECK: } loc("m.py":1:1)
module @m {
  func.func @second(%a: tensor<4xf32>, %b: tensor<1xf32>) -> tensor<4xf32> {
    %0 = "tosa.sub"(%a, %b) : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
} loc("m.py":1:1)

// -----

// A foreign op with regions keeps the locations inside it.
// CHECK-LABEL: func.func @third(
// CHECK: scf.if %{{.*}} -> (tensor<4xf32>) {
// CHECK: math.absf %{{.*}} : f32 loc("within split at {{.*}}:30 offset ":11:10)
// CHECK: scf.yield %{{.*}} : tensor<4xf32> loc("y.py":2:2)
// CHECK: } loc("if.py":3:3)
func.func @third(%c: i1, %a: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.if %c -> (tensor<4xf32>) {
    %x = "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
    scf.yield %x : tensor<4xf32> loc("y.py":2:2)
  } else {
    scf.yield %a : tensor<4xf32>
  } loc("if.py":3:3)
  return %r : tensor<4xf32>
}
