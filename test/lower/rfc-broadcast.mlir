// The RFC's lowering examples, one per chunk: maps, and the order of tensor.dim,
// arith.maxui, scf.if, linalg.generic and tensor.cast. Both stock tools accept the output.
// RUN: %tosa2linalg --split-input-file %s | FileCheck %s
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_19 --split-input-file -o /dev/null
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_22 --split-input-file -o /dev/null

// CHECK: #[[$ID1:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @test_add_1d_matching_static(
// CHECK-SAME: %[[A:.*]]: tensor<3xf32>, %[[B:.*]]: tensor<3xf32>) -> tensor<3xf32>
// CHECK-NOT: tensor.dim
// CHECK-NOT: scf.if
// CHECK: %[[E:.*]] = tensor.empty() : tensor<3xf32>
// CHECK: %[[R:.*]] = linalg.generic {indexing_maps = [#[[$ID1]], #[[$ID1]], #[[$ID1]]], iterator_types = ["parallel"]} ins(%[[A]], %[[B]] : tensor<3xf32>, tensor<3xf32>) outs(%[[E]] : tensor<3xf32>)
// CHECK: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: f32):
// CHECK: %[[S:.*]] = arith.addf %[[X]], %[[Y]] : f32
// CHECK: linalg.yield %[[S]] : f32
// CHECK: return %[[R]] : tensor<3xf32>
func.func @test_add_1d_matching_static(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> tensor<3xf32> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// CHECK: #[[$ID1:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @test_abs_1d_dynamic(
// CHECK-SAME: %[[A:.*]]: tensor<?xf32>)
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[D:.*]] = tensor.dim %[[A]], %[[C0]] : tensor<?xf32>
// CHECK-NOT: scf.if
// CHECK: %[[E:.*]] = tensor.empty(%[[D]]) : tensor<?xf32>
// CHECK: linalg.generic {indexing_maps = [#[[$ID1]], #[[$ID1]]], iterator_types = ["parallel"]} ins(%[[A]] : tensor<?xf32>) outs(%[[E]] : tensor<?xf32>)
// CHECK: math.absf
func.func @test_abs_1d_dynamic(%arg0: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "tosa.abs"(%arg0) : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @test_abs_1d_cast_result(
// CHECK: %[[E:.*]] = tensor.empty() : tensor<5xf32>
// CHECK: %[[R:.*]] = linalg.generic
// CHECK: } -> tensor<5xf32>
// CHECK: %[[C:.*]] = tensor.cast %[[R]] : tensor<5xf32> to tensor<?xf32>
// CHECK: return %[[C]] : tensor<?xf32>
func.func @test_abs_1d_cast_result(%arg0: tensor<5xf32>) -> tensor<?xf32> {
  %0 = "tosa.abs"(%arg0) : (tensor<5xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// CHECK-DAG: #[[$BC:.*]] = affine_map<(d0) -> (0)>
// CHECK-DAG: #[[$ID1:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @test_add_1d_broadcast_static_to_static(
// CHECK-NOT: scf.if
// CHECK: tensor.empty() : tensor<3xf32>
// CHECK: linalg.generic {indexing_maps = [#[[$BC]], #[[$ID1]], #[[$ID1]]]
func.func @test_add_1d_broadcast_static_to_static(%arg0: tensor<1xf32>, %arg1: tensor<3xf32>) -> tensor<3xf32> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<1xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// CHECK-DAG: #[[$BC:.*]] = affine_map<(d0) -> (0)>
// CHECK-DAG: #[[$ID1:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @test_add_1d_broadcast_dynamic_to_static(
// CHECK-SAME: %[[A:.*]]: tensor<5xf32>, %[[B:.*]]: tensor<?xf32>)
// CHECK-NOT: arith.maxui
// CHECK: %[[D:.*]] = tensor.dim %[[B]], %[[C0:.*]] : tensor<?xf32>
// CHECK: %[[EQ:.*]] = arith.cmpi eq, %[[D]], %[[C1:.*]] : index
// CHECK: %[[BB:.*]] = scf.if %[[EQ]] -> (tensor<?xf32>) {
// CHECK:   %[[E5:.*]] = tensor.empty() : tensor<5xf32>
// CHECK:   %[[G:.*]] = linalg.generic {indexing_maps = [#[[$BC]], #[[$ID1]]], iterator_types = ["parallel"]} ins(%[[B]] : tensor<?xf32>) outs(%[[E5]] : tensor<5xf32>)
// CHECK:     linalg.yield
// CHECK:   %[[CAST:.*]] = tensor.cast %[[G]] : tensor<5xf32> to tensor<?xf32>
// CHECK:   scf.yield %[[CAST]] : tensor<?xf32>
// CHECK: } else {
// CHECK:   scf.yield %[[B]] : tensor<?xf32>
// CHECK: }
// CHECK: %[[E:.*]] = tensor.empty() : tensor<5xf32>
// CHECK: linalg.generic {indexing_maps = [#[[$ID1]], #[[$ID1]], #[[$ID1]]], iterator_types = ["parallel"]} ins(%[[A]], %[[BB]] : tensor<5xf32>, tensor<?xf32>) outs(%[[E]] : tensor<5xf32>)
// CHECK: arith.addf
func.func @test_add_1d_broadcast_dynamic_to_static(%arg0: tensor<5xf32>, %arg1: tensor<?xf32>) -> tensor<5xf32> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<5xf32>, tensor<?xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

// CHECK-DAG: #[[$BC:.*]] = affine_map<(d0) -> (0)>
// CHECK-DAG: #[[$ID1:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @test_add_1d_broadcast_static_to_dynamic(
// CHECK-SAME: %[[A:.*]]: tensor<1xf32>, %[[B:.*]]: tensor<?xf32>)
// CHECK-NOT: scf.if
// CHECK-NOT: arith.maxui
// CHECK: %[[D:.*]] = tensor.dim %[[B]], %{{.*}} : tensor<?xf32>
// CHECK: %[[E:.*]] = tensor.empty(%[[D]]) : tensor<?xf32>
// CHECK: linalg.generic {indexing_maps = [#[[$BC]], #[[$ID1]], #[[$ID1]]], iterator_types = ["parallel"]} ins(%[[A]], %[[B]] : tensor<1xf32>, tensor<?xf32>) outs(%[[E]] : tensor<?xf32>)
func.func @test_add_1d_broadcast_static_to_dynamic(%arg0: tensor<1xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<1xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// CHECK-DAG: #[[$BC:.*]] = affine_map<(d0) -> (0)>
// CHECK-DAG: #[[$ID1:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @test_add_1d_all_dynamic(
// CHECK-SAME: %[[A:.*]]: tensor<?xf32>, %[[B:.*]]: tensor<?xf32>)
// CHECK: %[[DA:.*]] = tensor.dim %[[A]], %[[C0:.*]] : tensor<?xf32>
// CHECK: %[[DB:.*]] = tensor.dim %[[B]], %[[C0]] : tensor<?xf32>
// CHECK: %[[MAX:.*]] = arith.maxui %[[DA]], %[[DB]] : index
// Each dim is read once per op, at its top level (what CSE would leave).
// CHECK-NOT: tensor.dim
// CHECK: %[[EQA:.*]] = arith.cmpi eq, %[[DA]], %[[C1:.*]] : index
// CHECK: %[[BA:.*]] = scf.if %[[EQA]] -> (tensor<?xf32>) {
// CHECK:   %[[EA:.*]] = tensor.empty(%[[MAX]]) : tensor<?xf32>
// CHECK:   linalg.generic {indexing_maps = [#[[$BC]], #[[$ID1]]], iterator_types = ["parallel"]} ins(%[[A]] : tensor<?xf32>) outs(%[[EA]] : tensor<?xf32>)
// CHECK: } else {
// CHECK:   scf.yield %[[A]] : tensor<?xf32>
// CHECK-NOT: tensor.dim
// CHECK: %[[EQB:.*]] = arith.cmpi eq, %[[DB]], %[[C1]] : index
// CHECK: %[[BB:.*]] = scf.if %[[EQB]] -> (tensor<?xf32>) {
// CHECK:   tensor.empty(%[[MAX]]) : tensor<?xf32>
// CHECK: } else {
// CHECK:   scf.yield %[[B]] : tensor<?xf32>
// CHECK: %[[E:.*]] = tensor.empty(%[[MAX]]) : tensor<?xf32>
// CHECK: linalg.generic {indexing_maps = [#[[$ID1]], #[[$ID1]], #[[$ID1]]], iterator_types = ["parallel"]} ins(%[[BA]], %[[BB]] : tensor<?xf32>, tensor<?xf32>) outs(%[[E]] : tensor<?xf32>)
func.func @test_add_1d_all_dynamic(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// CHECK-DAG: #[[$BC0:.*]] = affine_map<(d0, d1) -> (0, d1)>
// CHECK-DAG: #[[$ID2:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[$BC1:.*]] = affine_map<(d0, d1) -> (d0, 0)>
// CHECK-LABEL: func.func @test_add_2d_all_dynamic(
// CHECK-SAME: %[[A:.*]]: tensor<?x?xf32>, %[[B:.*]]: tensor<?x?xf32>)
// CHECK: %[[A0:.*]] = tensor.dim %[[A]], %[[C0:.*]] : tensor<?x?xf32>
// CHECK: %[[B0:.*]] = tensor.dim %[[B]], %[[C0]] : tensor<?x?xf32>
// CHECK: %[[MAX0:.*]] = arith.maxui %[[A0]], %[[B0]] : index
// CHECK: %[[A1:.*]] = tensor.dim %[[A]], %[[C1:.*]] : tensor<?x?xf32>
// CHECK: %[[B1:.*]] = tensor.dim %[[B]], %[[C1]] : tensor<?x?xf32>
// CHECK: %[[MAX1:.*]] = arith.maxui %[[A1]], %[[B1]] : index
// Broadcast dimension 0 of %arg0: keeps dimension 1 at its current size (read once).
// CHECK-NOT: tensor.dim
// CHECK: %[[X0:.*]] = scf.if %{{.*}} -> (tensor<?x?xf32>) {
// CHECK:   tensor.empty(%[[MAX0]], %[[A1]]) : tensor<?x?xf32>
// CHECK:   linalg.generic {indexing_maps = [#[[$BC0]], #[[$ID2]]]
// Broadcast dimension 1 of %arg0, querying the updated tensor.
// CHECK: %[[D:.*]] = tensor.dim %[[X0]], %[[C1]] : tensor<?x?xf32>
// CHECK: %[[KEEP0:.*]] = tensor.dim %[[X0]], %[[C0]] : tensor<?x?xf32>
// CHECK: arith.cmpi eq, %[[D]], %[[C1]] : index
// CHECK: %[[X1:.*]] = scf.if %{{.*}} -> (tensor<?x?xf32>) {
// CHECK:   tensor.empty(%[[KEEP0]], %[[MAX1]]) : tensor<?x?xf32>
// CHECK:   linalg.generic {indexing_maps = [#[[$BC1]], #[[$ID2]]]
// CHECK: %[[Y0:.*]] = scf.if
// CHECK: %[[Y1:.*]] = scf.if
// CHECK: %[[E:.*]] = tensor.empty(%[[MAX0]], %[[MAX1]]) : tensor<?x?xf32>
// CHECK: linalg.generic {indexing_maps = [#[[$ID2]], #[[$ID2]], #[[$ID2]]], iterator_types = ["parallel", "parallel"]} ins(%[[X1]], %[[Y1]] : tensor<?x?xf32>, tensor<?x?xf32>) outs(%[[E]] : tensor<?x?xf32>)
func.func @test_add_2d_all_dynamic(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// CHECK: #[[$M0:.*]] = affine_map<() -> ()>
// CHECK-LABEL: func.func @test_add_0d(
// CHECK: tensor.empty() : tensor<f32>
// CHECK: linalg.generic {indexing_maps = [#[[$M0]], #[[$M0]], #[[$M0]]], iterator_types = []}
func.func @test_add_0d(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// Rank expansion by a map that skips the missing leading dimension.
// CHECK-DAG: #[[$EXP:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[$ID3:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @test_add_2d_different_ranks(
// CHECK-NOT: scf.if
// CHECK: tensor.empty() : tensor<2x3x4xf32>
// CHECK: linalg.generic {indexing_maps = [#[[$EXP]], #[[$ID3]], #[[$ID3]]], iterator_types = ["parallel", "parallel", "parallel"]}
func.func @test_add_2d_different_ranks(%arg0: tensor<3x4xf32>, %arg1: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// -----

// CHECK-DAG: #[[$BC1:.*]] = affine_map<(d0, d1) -> (d0, 0)>
// CHECK-DAG: #[[$ID2:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @test_select_2d_one_dynamic(
// CHECK-SAME: %[[C:.*]]: tensor<2x?xi1>, %[[X:.*]]: tensor<2x?xf32>, %[[Y:.*]]: tensor<2x?xf32>)
// CHECK: %[[D0:.*]] = tensor.dim %[[C]], %[[C1:.*]] : tensor<2x?xi1>
// CHECK: %[[D1:.*]] = tensor.dim %[[X]], %[[C1]] : tensor<2x?xf32>
// CHECK: %[[M0:.*]] = arith.maxui %[[D0]], %[[D1]] : index
// CHECK: %[[D2:.*]] = tensor.dim %[[Y]], %[[C1]] : tensor<2x?xf32>
// CHECK: %[[MAX:.*]] = arith.maxui %[[M0]], %[[D2]] : index
// CHECK: %[[BC:.*]] = scf.if %{{.*}} -> (tensor<2x?xi1>) {
// CHECK:   tensor.empty(%[[MAX]]) : tensor<2x?xi1>
// CHECK:   linalg.generic {indexing_maps = [#[[$BC1]], #[[$ID2]]]
// CHECK: %[[BX:.*]] = scf.if %{{.*}} -> (tensor<2x?xf32>) {
// CHECK: %[[BY:.*]] = scf.if %{{.*}} -> (tensor<2x?xf32>) {
// CHECK:   scf.yield %[[Y]] : tensor<2x?xf32>
// CHECK: %[[E:.*]] = tensor.empty(%[[MAX]]) : tensor<2x?xf32>
// CHECK: linalg.generic {indexing_maps = [#[[$ID2]], #[[$ID2]], #[[$ID2]], #[[$ID2]]], iterator_types = ["parallel", "parallel"]} ins(%[[BC]], %[[BX]], %[[BY]] : tensor<2x?xi1>, tensor<2x?xf32>, tensor<2x?xf32>) outs(%[[E]] : tensor<2x?xf32>)
// CHECK: ^bb0(%[[IC:.*]]: i1, %[[IX:.*]]: f32, %[[IY:.*]]: f32, %{{.*}}: f32):
// CHECK: arith.select %[[IC]], %[[IX]], %[[IY]] : f32
func.func @test_select_2d_one_dynamic(%arg0: tensor<2x?xi1>, %arg1: tensor<2x?xf32>, %arg2: tensor<2x?xf32>) -> tensor<2x?xf32> {
  %0 = "tosa.select"(%arg0, %arg1, %arg2) : (tensor<2x?xi1>, tensor<2x?xf32>, tensor<2x?xf32>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}
