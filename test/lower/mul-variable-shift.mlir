// tosa.mul (TOSA 1.0 form) whose shift is not a constant: the shift tensor is one
// more input of the linalg.generic, read at index 0 by every element, and the
// body is tosa.apply_scale (round, double_round false) expanded in i64 with the
// run-time shift, as mlir-opt-22's tosa-to-linalg + tosa-to-arith emit it.
// Semantics: test/exec/mul_shift_variable.test.
// RUN: %tosa2linalg --split-input-file %s | FileCheck %s
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_19 --split-input-file -o /dev/null
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_22 --split-input-file -o /dev/null

// CHECK-DAG: #[[$ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[$ROW:.*]] = affine_map<(d0, d1) -> (0, d1)>
// CHECK-DAG: #[[$SHIFT:.*]] = affine_map<(d0, d1) -> (0)>
// CHECK-LABEL: func.func @mul_i32(
// CHECK-SAME: %[[A:.*]]: tensor<?x3xi32>, %[[B:.*]]: tensor<1x3xi32>, %[[S:.*]]: tensor<1xi8>) -> tensor<?x3xi32>
// CHECK: %[[ONE:.*]] = arith.constant 1 : i64
// CHECK: %[[DIM:.*]] = tensor.dim %[[A]]
// CHECK: %[[E:.*]] = tensor.empty(%[[DIM]]) : tensor<?x3xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$ID]], #[[$ROW]], #[[$SHIFT]], #[[$ID]]], iterator_types = ["parallel", "parallel"]} ins(%[[A]], %[[B]], %[[S]] : tensor<?x3xi32>, tensor<1x3xi32>, tensor<1xi8>) outs(%[[E]] : tensor<?x3xi32>) {
// CHECK-NEXT: ^bb0(%[[X:.*]]: i32, %[[Y:.*]]: i32, %[[SH:.*]]: i8, %{{.*}}: i32):
// CHECK-NEXT: %[[X64:.*]] = arith.extsi %[[X]] : i32 to i64
// CHECK-NEXT: %[[Y64:.*]] = arith.extsi %[[Y]] : i32 to i64
// CHECK-NEXT: %[[P:.*]] = arith.muli %[[X64]], %[[Y64]] : i64
// CHECK-NEXT: %[[N:.*]] = arith.extui %[[SH]] : i8 to i64
// CHECK-NEXT: %[[HI:.*]] = arith.shli %[[ONE]], %[[N]] : i64
// CHECK-NEXT: %[[ROUND:.*]] = arith.shrui %[[HI]], %[[ONE]] : i64
// CHECK-NEXT: %[[SUM:.*]] = arith.addi %[[P]], %[[ROUND]] : i64
// CHECK-NEXT: %[[R64:.*]] = arith.shrsi %[[SUM]], %[[N]] : i64
// CHECK-NEXT: %[[R:.*]] = arith.trunci %[[R64]] : i64 to i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<?x3xi32>
// CHECK-NEXT: return %[[G]]
// CHECK-NOT: tosa.
func.func @mul_i32(%a: tensor<?x3xi32>, %b: tensor<1x3xi32>, %s: tensor<1xi8>) -> tensor<?x3xi32> {
  %0 = tosa.mul %a, %b, %s : (tensor<?x3xi32>, tensor<1x3xi32>, tensor<1xi8>) -> tensor<?x3xi32>
  return %0 : tensor<?x3xi32>
}

// -----

// i8 operands: extended to i64 at once. The shift broadcast happens after the operands'
// dynamic broadcasting (scf.if), in the element-wise generic only.
// CHECK-DAG: #[[$ID:.*]] = affine_map<(d0) -> (d0)>
// CHECK-DAG: #[[$SHIFT:.*]] = affine_map<(d0) -> (0)>
// CHECK-LABEL: func.func @mul_i8_dynamic(
// CHECK-SAME: %[[A:.*]]: tensor<?xi8>, %[[B:.*]]: tensor<?xi8>, %[[S:.*]]: tensor<1xi8>) -> tensor<?xi32>
// CHECK: %[[BA:.*]] = scf.if
// CHECK: %[[BB:.*]] = scf.if
// CHECK: linalg.generic {indexing_maps = [#[[$ID]], #[[$ID]], #[[$SHIFT]], #[[$ID]]], iterator_types = ["parallel"]} ins(%[[BA]], %[[BB]], %[[S]] : tensor<?xi8>, tensor<?xi8>, tensor<1xi8>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: i8, %[[Y:.*]]: i8, %[[SH:.*]]: i8, %{{.*}}: i32):
// CHECK-NEXT: arith.extsi %[[X]] : i8 to i64
// CHECK-NEXT: arith.extsi %[[Y]] : i8 to i64
// CHECK: arith.extui %[[SH]] : i8 to i64
// CHECK: %[[R:.*]] = arith.trunci %{{.*}} : i64 to i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
func.func @mul_i8_dynamic(%a: tensor<?xi8>, %b: tensor<?xi8>, %s: tensor<1xi8>) -> tensor<?xi32> {
  %0 = tosa.mul %a, %b, %s : (tensor<?xi8>, tensor<?xi8>, tensor<1xi8>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

// Rank 0 (mlir-opt-22's own lowering crashes here): the map () -> (0).
// CHECK-DAG: #[[$ID:.*]] = affine_map<() -> ()>
// CHECK-DAG: #[[$SHIFT:.*]] = affine_map<() -> (0)>
// CHECK-LABEL: func.func @mul_rank0(
// CHECK-SAME: %[[A:.*]]: tensor<i32>, %[[B:.*]]: tensor<i32>, %[[S:.*]]: tensor<1xi8>)
// CHECK: linalg.generic {indexing_maps = [#[[$ID]], #[[$ID]], #[[$SHIFT]], #[[$ID]]], iterator_types = []} ins(%[[A]], %[[B]], %[[S]] : tensor<i32>, tensor<i32>, tensor<1xi8>)
// CHECK: arith.extui
func.func @mul_rank0(%a: tensor<i32>, %b: tensor<i32>, %s: tensor<1xi8>) -> tensor<i32> {
  %0 = tosa.mul %a, %b, %s : (tensor<i32>, tensor<i32>, tensor<1xi8>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

// The shift computed by another op; floats ignore a variable shift (as
// mlir-opt-22; the spec requires it to be 0): no extra input.
// CHECK-LABEL: func.func @mul_computed_and_float(
// CHECK-SAME: %[[S1:.*]]: tensor<1xi8>, %[[S2:.*]]: tensor<1xi8>
// CHECK: %[[S:.*]] = linalg.generic {{.*}} ins(%[[S1]], %[[S2]] : tensor<1xi8>, tensor<1xi8>)
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}}, %[[S]] : tensor<4xi32>, tensor<4xi32>, tensor<1xi8>)
// CHECK: ins(%{{.*}}, %{{.*}} : tensor<4xf32>, tensor<4xf32>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[R:.*]] = arith.mulf %[[X]], %[[Y]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
func.func @mul_computed_and_float(%s1: tensor<1xi8>, %s2: tensor<1xi8>, %a: tensor<4xi32>, %f: tensor<4xf32>) -> (tensor<4xi32>, tensor<4xf32>) {
  %s = tosa.add %s1, %s2 : (tensor<1xi8>, tensor<1xi8>) -> tensor<1xi8>
  %0 = tosa.mul %a, %a, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  %1 = tosa.mul %f, %f, %s : (tensor<4xf32>, tensor<4xf32>, tensor<1xi8>) -> tensor<4xf32>
  return %0, %1 : tensor<4xi32>, tensor<4xf32>
}
