// What the ops of a block reuse from the ones before (passes/reuse.c): the sizes of
// a value the lowering produced (no tensor.dim of it), one tensor.empty per type and
// sizes, one broadcast (compare and scf.if) of a value to a size, operands of the
// same size value without a broadcast, constants once per block. Semantics: the
// execution suites (test/exec: random programs of chained ops against mlir-opt-19).
// RUN: %tosa2linalg --split-input-file %s | FileCheck %s
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_19 --split-input-file -o /dev/null
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_22 --split-input-file -o /dev/null

// %0's dim 0 is %a's: mul needs no broadcast and no tensor.dim; one tensor.empty serves all.
// CHECK-LABEL: func.func @chain(
// CHECK-SAME: %[[A:.*]]: tensor<?x4xf32>, %[[B:.*]]: tensor<1x4xf32>)
// CHECK: %[[DIM:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<?x4xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[DIM]]) : tensor<?x4xf32>
// CHECK-NEXT: %[[ADD:.*]] = linalg.generic {{.*}} ins(%[[A]], %[[B]] : {{.*}}) outs(%[[E]] : tensor<?x4xf32>)
// CHECK-NOT: tensor.dim
// CHECK-NOT: scf.if
// CHECK: %[[MUL:.*]] = linalg.generic {{.*}} ins(%[[ADD]], %[[A]] : {{.*}}) outs(%[[E]] : tensor<?x4xf32>)
// CHECK: %[[EXP:.*]] = linalg.generic {{.*}} ins(%[[MUL]] : tensor<?x4xf32>) outs(%[[E]] : tensor<?x4xf32>)
// CHECK: return %[[MUL]], %[[EXP]]
func.func @chain(%a: tensor<?x4xf32>, %b: tensor<1x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %0 = tosa.add %a, %b : (tensor<?x4xf32>, tensor<1x4xf32>) -> tensor<?x4xf32>
  %1 = tosa.mul %0, %a {shift = 0 : i8} : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  %2 = tosa.exp %1 : (tensor<?x4xf32>) -> tensor<?x4xf32>
  return %1, %2 : tensor<?x4xf32>, tensor<?x4xf32>
}

// -----

// add and sub broadcast %a and %b to the same size: the second op reuses the first's.
// CHECK-LABEL: func.func @broadcast_twice(
// CHECK-SAME: %[[A:.*]]: tensor<?x4xf32>, %[[B:.*]]: tensor<?x4xf32>
// CHECK: %[[DA:.*]] = tensor.dim %[[A]]
// CHECK: %[[DB:.*]] = tensor.dim %[[B]]
// CHECK: %[[MAX:.*]] = arith.maxui %[[DA]], %[[DB]] : index
// CHECK: %[[BA:.*]] = scf.if
// CHECK: %[[BB:.*]] = scf.if
// CHECK: scf.yield %[[B]] : tensor<?x4xf32>
// CHECK: %[[E:.*]] = tensor.empty(%[[MAX]]) : tensor<?x4xf32>
// CHECK: %[[ADD:.*]] = linalg.generic {{.*}} ins(%[[BA]], %[[BB]] : {{.*}}) outs(%[[E]] : tensor<?x4xf32>)
// CHECK-NOT: tensor.dim
// CHECK-NOT: arith.maxui
// CHECK-NOT: scf.if
// CHECK: %[[SUB:.*]] = linalg.generic {{.*}} ins(%[[BA]], %[[BB]] : {{.*}}) outs(%[[E]] : tensor<?x4xf32>)
// CHECK: arith.subf
// CHECK: return %[[ADD]], %[[SUB]]
func.func @broadcast_twice(%a: tensor<?x4xf32>, %b: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %0 = tosa.add %a, %b : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  %1 = tosa.sub %a, %b : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  return %0, %1 : tensor<?x4xf32>, tensor<?x4xf32>
}

// -----

// One 1.0 for reciprocal and sigmoid, before the first generic that reads it; the
// clamp's lower bound is i32's lowest, so only the upper one takes an op.
// CHECK-LABEL: func.func @constants(
// CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: linalg.generic
// CHECK: arith.divf %[[ONE]], %{{.*}} : f32
// CHECK-NOT: arith.constant 1.0
// CHECK: linalg.generic
// CHECK: arith.addf %{{.*}}, %[[ONE]] : f32
// CHECK: arith.divf %[[ONE]], %{{.*}} : f32
// CHECK: %[[SIX:.*]] = arith.constant 6 : i32
// CHECK: linalg.generic
// CHECK-NOT: arith.maxsi
// CHECK: arith.minsi %[[SIX]], %{{.*}} : i32
func.func @constants(%a: tensor<4xf32>, %b: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xi32>) {
  %0 = tosa.reciprocal %a : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.sigmoid %0 : (tensor<4xf32>) -> tensor<4xf32>
  %2 = tosa.clamp %b {min_int = -2147483648 : i64, max_int = 6 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32} : (tensor<4xi32>) -> tensor<4xi32>
  return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xi32>
}
