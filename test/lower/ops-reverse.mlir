// tosa.reverse (the same in both generations): a linalg.generic with no input
// whose body reads the input at (i0, ..., last - i_axis, ...) with linalg.index
// and tensor.extract; last (the axis's size - 1) is computed once, before it. A
// dim static in the result and dynamic in the input is taken from the result.
// RUN: %tosa2linalg --split-input-file %s | FileCheck %s --implicit-check-not=tosa.
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_19 --split-input-file -o /dev/null
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_22 --split-input-file -o /dev/null

// CHECK: #[[$MAP:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @reverse_i32_axis0(
// CHECK-SAME: %[[X:.*]]: tensor<5x4xi32>)
// CHECK: %[[LAST:.*]] = arith.constant 4 : index
// CHECK: %[[E:.*]] = tensor.empty() : tensor<5x4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]]], iterator_types = ["parallel", "parallel"]} outs(%[[E]] : tensor<5x4xi32>) {
// CHECK-NEXT: ^bb0(%{{.*}}: i32):
// CHECK-NEXT: %[[I0:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[I1:.*]] = linalg.index 1 : index
// CHECK-NEXT: %[[J:.*]] = arith.subi %[[LAST]], %[[I0]] : index
// CHECK-NEXT: %[[V:.*]] = tensor.extract %[[X]][%[[J]], %[[I1]]] : tensor<5x4xi32>
// CHECK-NEXT: linalg.yield %[[V]] : i32
// CHECK-NEXT: } -> tensor<5x4xi32>
// CHECK-NEXT: return %[[G]] : tensor<5x4xi32>
func.func @reverse_i32_axis0(%arg0: tensor<5x4xi32>) -> tensor<5x4xi32> {
  %0 = tosa.reverse %arg0 {axis = 0 : i32} : (tensor<5x4xi32>) -> tensor<5x4xi32>
  return %0 : tensor<5x4xi32>
}

// -----

// Dynamic dims (the two ops share their tensor.dim and tensor.empty); the dim of
// size 1 reads at %c0, reversed or not.
// CHECK: #[[$MAP:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @reverse_f16_dynamic(
// CHECK-SAME: %[[X:.*]]: tensor<?x?x1xf16>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[D0:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?x?x1xf16>
// CHECK-DAG: %[[D1:.*]] = tensor.dim %[[X]], %[[C1]] : tensor<?x?x1xf16>
// CHECK: %[[LAST:.*]] = arith.subi %[[D1]], %[[C1]] : index
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[D0]], %[[D1]]) : tensor<?x?x1xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]]], iterator_types = ["parallel", "parallel", "parallel"]} outs(%[[E]] : tensor<?x?x1xf16>) {
// CHECK-NEXT: ^bb0(%{{.*}}: f16):
// CHECK-NEXT: %[[I0:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[I1:.*]] = linalg.index 1 : index
// CHECK-NEXT: %[[J:.*]] = arith.subi %[[LAST]], %[[I1]] : index
// CHECK-NEXT: %[[V:.*]] = tensor.extract %[[X]][%[[I0]], %[[J]], %[[C0]]] : tensor<?x?x1xf16>
// CHECK-NEXT: linalg.yield %[[V]] : f16
// CHECK-NEXT: } -> tensor<?x?x1xf16>
// CHECK-NEXT: %[[H:.*]] = linalg.generic {indexing_maps = [#[[$MAP]]], iterator_types = ["parallel", "parallel", "parallel"]} outs(%[[E]] : tensor<?x?x1xf16>) {
// CHECK-NEXT: ^bb0(%{{.*}}: f16):
// CHECK-NEXT: %[[K0:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[K1:.*]] = linalg.index 1 : index
// CHECK-NEXT: tensor.extract %[[X]][%[[K0]], %[[K1]], %[[C0]]] : tensor<?x?x1xf16>
// CHECK: return %[[G]], %[[H]] : tensor<?x?x1xf16>, tensor<?x?x1xf16>
func.func @reverse_f16_dynamic(%arg0: tensor<?x?x1xf16>) -> (tensor<?x?x1xf16>, tensor<?x?x1xf16>) {
  %0 = tosa.reverse %arg0 {axis = 1 : i32} : (tensor<?x?x1xf16>) -> tensor<?x?x1xf16>
  %1 = tosa.reverse %arg0 {axis = 2 : i32} : (tensor<?x?x1xf16>) -> tensor<?x?x1xf16>
  return %0, %1 : tensor<?x?x1xf16>, tensor<?x?x1xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @reverse_i1_to_static(
// CHECK-SAME: %[[X:.*]]: tensor<?xi1>)
// CHECK: %[[LAST:.*]] = arith.constant 2 : index
// CHECK: %[[E:.*]] = tensor.empty() : tensor<3xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]]], iterator_types = ["parallel"]} outs(%[[E]] : tensor<3xi1>) {
// CHECK: %[[J:.*]] = arith.subi %[[LAST]], %{{.*}} : index
// CHECK-NEXT: tensor.extract %[[X]][%[[J]]] : tensor<?xi1>
// CHECK: return %[[G]] : tensor<3xi1>
func.func @reverse_i1_to_static(%arg0: tensor<?xi1>) -> tensor<3xi1> {
  %0 = tosa.reverse %arg0 {axis = 0 : i32} : (tensor<?xi1>) -> tensor<3xi1>
  return %0 : tensor<3xi1>
}

// -----

// CHECK-LABEL: func.func @reverse_i8_f32_last_axis(
// CHECK: %[[LAST:.*]] = arith.constant 6 : index
// CHECK: tensor.empty() : tensor<2x7xi8>
// CHECK: arith.subi %[[LAST]], %{{.*}} : index
// CHECK: tensor.empty() : tensor<2x7xf32>
// CHECK: arith.subi %[[LAST]], %{{.*}} : index
func.func @reverse_i8_f32_last_axis(%arg0: tensor<2x7xi8>, %arg1: tensor<2x7xf32>) -> (tensor<2x7xi8>, tensor<2x7xf32>) {
  %0 = tosa.reverse %arg0 {axis = 1 : i32} : (tensor<2x7xi8>) -> tensor<2x7xi8>
  %1 = tosa.reverse %arg1 {axis = 1 : i32} : (tensor<2x7xf32>) -> tensor<2x7xf32>
  return %0, %1 : tensor<2x7xi8>, tensor<2x7xf32>
}
