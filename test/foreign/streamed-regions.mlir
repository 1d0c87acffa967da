// The regions of a foreign op stream op by op like a function body
// (docs/streaming.md): names its own text defines (block arguments, iter_args)
// are seen in its regions and hidden again after it; a use before its definition
// inside a region is still an error.
// RUN: %tosa2linalg --split-input-file %s | FileCheck %s
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_19 --split-input-file -o /dev/null
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_22 --split-input-file -o /dev/null
// RUN: not %tosa2linalg --passes=verify %S/Inputs/streamed-regions-bad.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not %mlir_opt_19 %S/Inputs/streamed-regions-bad.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: streamed-regions-bad.mlir:4:10: error: operand #0 does not dominate this use
// BAD: streamed-regions-bad.mlir:9:12: note: operand defined here (op in a parent region)

// CHECK-LABEL: func.func @loop(
// CHECK: %[[R:.*]] = scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %arg0) -> (tensor<4xf32>) {
// CHECK:   ins(%[[ACC]], %arg1 : tensor<4xf32>, tensor<4xf32>)
// CHECK:   scf.yield %{{.*}} : tensor<4xf32>
// CHECK: }
// CHECK: return %[[R]] : tensor<4xf32>
func.func @loop(%a: tensor<4xf32>, %b: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (tensor<4xf32>) {
    %s = "tosa.add"(%acc, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// A function in generic form at the top level, with a nested region.
// CHECK-LABEL: "func.func"() <{function_type = (tensor<4xf32>, i1) -> tensor<4xf32>, sym_name = "generic"}> ({
// CHECK: ^bb0(%[[A:.*]]: tensor<4xf32>, %[[C:.*]]: i1):
// CHECK: "scf.if"(%[[C]]) ({
// CHECK:   linalg.generic {{.*}} ins(%[[A]] : tensor<4xf32>)
// CHECK: "func.return"(%{{.*}}) : (tensor<4xf32>) -> ()
"func.func"() <{function_type = (tensor<4xf32>, i1) -> tensor<4xf32>, sym_name = "generic"}> ({
^bb0(%arg0: tensor<4xf32>, %arg1: i1):
  %0 = "scf.if"(%arg1) ({
    %1 = "tosa.abs"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    "scf.yield"(%1) : (tensor<4xf32>) -> ()
  }, {
    "scf.yield"(%arg0) : (tensor<4xf32>) -> ()
  }) : (i1) -> tensor<4xf32>
  "func.return"(%0) : (tensor<4xf32>) -> ()
}) : () -> ()
