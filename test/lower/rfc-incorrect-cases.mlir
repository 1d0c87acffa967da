// The three combinations the old lowering got wrong; lowered correctly here (their
// results are checked by execution in test/exec).
// RUN: %tosa2linalg --split-input-file %s | FileCheck %s
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_19 --split-input-file -o /dev/null
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_22 --split-input-file -o /dev/null

// <2x?>, <?x?>: dim 0 is settled statically (2), dim 1 needs the runtime max.
// CHECK-DAG: #[[$ID2:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @add_2xD_DxD(
// CHECK-SAME: %[[A:.*]]: tensor<2x?xf32>, %[[B:.*]]: tensor<?x?xf32>)
// CHECK-NOT: tensor.collapse_shape
// CHECK: %[[DA:.*]] = tensor.dim %[[A]], %[[C1:.*]] : tensor<2x?xf32>
// CHECK: %[[DB:.*]] = tensor.dim %[[B]], %[[C1]] : tensor<?x?xf32>
// CHECK: %[[MAX:.*]] = arith.maxui %[[DA]], %[[DB]] : index
// CHECK: %[[XA:.*]] = scf.if %{{.*}} -> (tensor<2x?xf32>)
// CHECK: tensor.dim %[[B]], %[[C0:.*]] : tensor<?x?xf32>
// CHECK: %[[XB0:.*]] = scf.if %{{.*}} -> (tensor<?x?xf32>)
// CHECK:   tensor.empty(%{{.*}}) : tensor<2x?xf32>
// CHECK:   tensor.cast %{{.*}} : tensor<2x?xf32> to tensor<?x?xf32>
// CHECK: %[[XB1:.*]] = scf.if %{{.*}} -> (tensor<?x?xf32>)
// CHECK: %[[E:.*]] = tensor.empty(%[[MAX]]) : tensor<2x?xf32>
// CHECK: %[[R:.*]] = linalg.generic {indexing_maps = [#[[$ID2]], #[[$ID2]], #[[$ID2]]], iterator_types = ["parallel", "parallel"]} ins(%[[XA]], %[[XB1]] : tensor<2x?xf32>, tensor<?x?xf32>) outs(%[[E]] : tensor<2x?xf32>)
// CHECK: tensor.cast %[[R]] : tensor<2x?xf32> to tensor<?x?xf32>
func.func @add_2xD_DxD(%arg0: tensor<2x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<2x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// <2x2>, <?x?>: both dims of %arg1 may be 1 and broadcast to 2; no reshape.
// CHECK-LABEL: func.func @add_2x2_DxD(
// CHECK-SAME: %[[A:.*]]: tensor<2x2xf32>, %[[B:.*]]: tensor<?x?xf32>)
// CHECK-NOT: tosa.reshape
// CHECK-NOT: arith.maxui
// CHECK: scf.if %{{.*}} -> (tensor<?x?xf32>)
// CHECK:   tensor.empty(%{{.*}}) : tensor<2x?xf32>
// CHECK: scf.if %{{.*}} -> (tensor<?x?xf32>)
// CHECK:   tensor.empty(%{{.*}}) : tensor<?x2xf32>
// CHECK: tensor.empty() : tensor<2x2xf32>
// CHECK: tensor.cast %{{.*}} : tensor<2x2xf32> to tensor<?x?xf32>
func.func @add_2x2_DxD(%arg0: tensor<2x2xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<2x2xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// <?x2>, <2x?>: inferred shape 2x2; each dynamic dim is broadcast when it is 1.
// CHECK-LABEL: func.func @add_Dx2_2xD(
// CHECK-NOT: tensor.collapse_shape
// CHECK-NOT: arith.maxui
// CHECK: scf.if %{{.*}} -> (tensor<?x2xf32>)
// CHECK: scf.if %{{.*}} -> (tensor<2x?xf32>)
// CHECK: tensor.empty() : tensor<2x2xf32>
// CHECK: tensor.cast %{{.*}} : tensor<2x2xf32> to tensor<?x?xf32>
func.func @add_Dx2_2xD(%arg0: tensor<?x2xf32>, %arg1: tensor<2x?xf32>) -> tensor<?x?xf32> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<?x2xf32>, tensor<2x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
