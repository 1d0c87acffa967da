// tosa.gather (the same in both generations; LLVM 22 also takes i64 indices): a
// linalg.generic over (N, W, C) reading the indices (map (d0, d1, d2) -> (d0, d1)),
// whose body reads values[n, index, c] (arith.index_cast, tensor.extract). Sizes
// are static where any operand or the result has them, else the operands'
// tensor.dim. An index out of [0, K) is left to the spec (unpredictable).
// RUN: %tosa2linalg --split-input-file %s | FileCheck %s --implicit-check-not=tosa.
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_19 --split-input-file -o /dev/null
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_22 --split-input-file -o /dev/null

// CHECK-DAG: #[[$IDX:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[$OUT:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @gather_f32(
// CHECK-SAME: %[[V:.*]]: tensor<2x5x3xf32>, %[[I:.*]]: tensor<2x4xi32>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<2x4x3xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$IDX]], #[[$OUT]]], iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[I]] : tensor<2x4xi32>) outs(%[[E]] : tensor<2x4x3xf32>) {
// CHECK-NEXT: ^bb0(%[[IN:.*]]: i32, %{{.*}}: f32):
// CHECK-NEXT: %[[N:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[K:.*]] = arith.index_cast %[[IN]] : i32 to index
// CHECK-NEXT: %[[C:.*]] = linalg.index 2 : index
// CHECK-NEXT: %[[X:.*]] = tensor.extract %[[V]][%[[N]], %[[K]], %[[C]]] : tensor<2x5x3xf32>
// CHECK-NEXT: linalg.yield %[[X]] : f32
// CHECK-NEXT: } -> tensor<2x4x3xf32>
// CHECK-NEXT: return %[[G]] : tensor<2x4x3xf32>
func.func @gather_f32(%arg0: tensor<2x5x3xf32>, %arg1: tensor<2x4xi32>) -> tensor<2x4x3xf32> {
  %0 = tosa.gather %arg0, %arg1 : (tensor<2x5x3xf32>, tensor<2x4xi32>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}

// -----

// CHECK-DAG: #[[$IDX:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[$OUT:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @gather_f16_dynamic(
// CHECK-SAME: %[[V:.*]]: tensor<?x?x?xf16>, %[[I:.*]]: tensor<?x?xi32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[N:.*]] = tensor.dim %[[V]], %[[C0]] : tensor<?x?x?xf16>
// CHECK-DAG: %[[W:.*]] = tensor.dim %[[I]], %[[C1]] : tensor<?x?xi32>
// CHECK-DAG: %[[C:.*]] = tensor.dim %[[V]], %[[C2]] : tensor<?x?x?xf16>
// CHECK: %[[E:.*]] = tensor.empty(%[[N]], %[[W]], %[[C]]) : tensor<?x?x?xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$IDX]], #[[$OUT]]], iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[I]] : tensor<?x?xi32>) outs(%[[E]] : tensor<?x?x?xf16>) {
// CHECK: tensor.extract %[[V]][%{{.*}}, %{{.*}}, %{{.*}}] : tensor<?x?x?xf16>
// CHECK: return %[[G]] : tensor<?x?x?xf16>
func.func @gather_f16_dynamic(%arg0: tensor<?x?x?xf16>, %arg1: tensor<?x?xi32>) -> tensor<?x?x?xf16> {
  %0 = tosa.gather %arg0, %arg1 : (tensor<?x?x?xf16>, tensor<?x?xi32>) -> tensor<?x?x?xf16>
  return %0 : tensor<?x?x?xf16>
}

// -----

// N from the indices, W from the result, C from the values: all static.
// CHECK-LABEL: func.func @gather_i8_mixed(
// CHECK-NOT: tensor.dim
// CHECK: %[[E:.*]] = tensor.empty() : tensor<3x4x2xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<3x?xi32>) outs(%[[E]] : tensor<3x4x2xi8>) {
// CHECK: tensor.extract %{{.*}} : tensor<?x?x2xi8>
// CHECK: tensor.cast %[[G]] : tensor<3x4x2xi8> to tensor<?x4x?xi8>
func.func @gather_i8_mixed(%arg0: tensor<?x?x2xi8>, %arg1: tensor<3x?xi32>) -> tensor<?x4x?xi8> {
  %0 = tosa.gather %arg0, %arg1 : (tensor<?x?x2xi8>, tensor<3x?xi32>) -> tensor<3x4x2xi8>
  %1 = tensor.cast %0 : tensor<3x4x2xi8> to tensor<?x4x?xi8>
  return %1 : tensor<?x4x?xi8>
}

// -----

// i1 values, i64 indices (LLVM 22), size-1 dims.
// CHECK-LABEL: func.func @gather_i1_i64(
// CHECK: tensor.empty() : tensor<1x1x1xi1>
// CHECK: ^bb0(%[[IN:.*]]: i64, %{{.*}}: i1):
// CHECK: arith.index_cast %[[IN]] : i64 to index
// CHECK: tensor.extract %{{.*}} : tensor<1x3x1xi1>
func.func @gather_i1_i64(%arg0: tensor<1x3x1xi1>, %arg1: tensor<1x1xi64>) -> tensor<1x1x1xi1> {
  %0 = tosa.gather %arg0, %arg1 : (tensor<1x3x1xi1>, tensor<1x1xi64>) -> tensor<1x1x1xi1>
  return %0 : tensor<1x1x1xi1>
}
