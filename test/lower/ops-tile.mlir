// tosa.tile in both generations: a linalg.generic broadcasts the input into
// tensor<m0 x d0 x m1 x d1 ...> (input map (d0, d1, d2, d3) -> (d1, d3)), then
// tensor.collapse_shape joins each pair of dims. Dynamic input dims take their
// tensor.dim (also when every dim is dynamic, which mlir-opt's lowering fails
// on); a multiple of -1 is the static result dim over the static input dim; a
// rank-0 input is its own result.
// RUN: %tosa2linalg --split-input-file %s | FileCheck %s --implicit-check-not=tosa.
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_19 --split-input-file -o /dev/null
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_22 --split-input-file -o /dev/null

// CHECK-DAG: #[[$IN:.*]] = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
// CHECK-DAG: #[[$OUT:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @tile_i8_llvm19(
// CHECK-SAME: %[[X:.*]]: tensor<2x3xi8>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<2x2x1x3xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$IN]], #[[$OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%[[X]] : tensor<2x3xi8>) outs(%[[E]] : tensor<2x2x1x3xi8>) {
// CHECK-NEXT: ^bb0(%[[IN:.*]]: i8, %{{.*}}: i8):
// CHECK-NEXT: linalg.yield %[[IN]] : i8
// CHECK-NEXT: } -> tensor<2x2x1x3xi8>
// CHECK-NEXT: %[[C:.*]] = tensor.collapse_shape %[[G]] {{\[}}[0, 1], [2, 3]] : tensor<2x2x1x3xi8> into tensor<4x3xi8>
// CHECK-NEXT: return %[[C]] : tensor<4x3xi8>
func.func @tile_i8_llvm19(%arg0: tensor<2x3xi8>) -> tensor<4x3xi8> {
  %0 = tosa.tile %arg0 {multiples = array<i64: 2, 1>} : (tensor<2x3xi8>) -> tensor<4x3xi8>
  return %0 : tensor<4x3xi8>
}

// -----

// CHECK-DAG: #[[$IN:.*]] = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
// CHECK-DAG: #[[$OUT:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @tile_i8_llvm22(
// CHECK-SAME: %[[X:.*]]: tensor<2x3xi8>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<2x2x1x3xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$IN]], #[[$OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%[[X]] : tensor<2x3xi8>) outs(%[[E]] : tensor<2x2x1x3xi8>) {
// CHECK: %[[C:.*]] = tensor.collapse_shape %[[G]] {{\[}}[0, 1], [2, 3]] : tensor<2x2x1x3xi8> into tensor<4x3xi8>
// CHECK-NEXT: return %[[C]] : tensor<4x3xi8>
func.func @tile_i8_llvm22(%arg0: tensor<2x3xi8>) -> tensor<4x3xi8> {
  %m = tosa.const_shape {values = dense<[2, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.tile %arg0, %m : (tensor<2x3xi8>, !tosa.shape<2>) -> tensor<4x3xi8>
  return %0 : tensor<4x3xi8>
}

// -----

// Every dim dynamic.
// CHECK-DAG: #[[$IN:.*]] = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
// CHECK-DAG: #[[$OUT:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @tile_f32_dynamic(
// CHECK-SAME: %[[X:.*]]: tensor<?x?xf32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[D0:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?x?xf32>
// CHECK-DAG: %[[D1:.*]] = tensor.dim %[[X]], %[[C1]] : tensor<?x?xf32>
// CHECK: %[[E:.*]] = tensor.empty(%[[D0]], %[[D1]]) : tensor<2x?x3x?xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$IN]], #[[$OUT]]], {{.*}}} ins(%[[X]] : tensor<?x?xf32>) outs(%[[E]] : tensor<2x?x3x?xf32>) {
// CHECK: %[[C:.*]] = tensor.collapse_shape %[[G]] {{\[}}[0, 1], [2, 3]] : tensor<2x?x3x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: return %[[C]] : tensor<?x?xf32>
func.func @tile_f32_dynamic(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %m = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.tile %arg0, %m : (tensor<?x?xf32>, !tosa.shape<2>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// Rank 1, i1, a size-1 input; the multiples of LLVM 22 a splat.
// CHECK-DAG: #[[$IN:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[$OUT:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @tile_i1_rank1(
// CHECK: %[[E:.*]] = tensor.empty() : tensor<5x1xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$IN]], #[[$OUT]]], iterator_types = ["parallel", "parallel"]} ins(%{{.*}} : tensor<1xi1>) outs(%[[E]] : tensor<5x1xi1>) {
// CHECK: %[[C:.*]] = tensor.collapse_shape %[[G]] {{\[}}[0, 1]] : tensor<5x1xi1> into tensor<5xi1>
// CHECK-LABEL: func.func @tile_i32_splat(
// CHECK: tensor.empty() : tensor<2x2x2x3xi32>
// CHECK: tensor.collapse_shape %{{.*}} {{\[}}[0, 1], [2, 3]] : tensor<2x2x2x3xi32> into tensor<4x6xi32>
func.func @tile_i1_rank1(%arg0: tensor<1xi1>) -> tensor<5xi1> {
  %0 = tosa.tile %arg0 {multiples = array<i64: 5>} : (tensor<1xi1>) -> tensor<5xi1>
  return %0 : tensor<5xi1>
}
func.func @tile_i32_splat(%arg0: tensor<2x3xi32>) -> tensor<4x6xi32> {
  %m = tosa.const_shape {values = dense<2> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.tile %arg0, %m : (tensor<2x3xi32>, !tosa.shape<2>) -> tensor<4x6xi32>
  return %0 : tensor<4x6xi32>
}

// -----

// LLVM 19's multiple of -1: the result's 6 over the input's 3. A result more
// static than the input: the collapsed value is cast to it.
// CHECK-LABEL: func.func @tile_f16_unknown_multiple(
// CHECK: tensor.empty() : tensor<1x2x2x3xf16>
// CHECK: %[[C:.*]] = tensor.collapse_shape %{{.*}} {{\[}}[0, 1], [2, 3]] : tensor<1x2x2x3xf16> into tensor<2x6xf16>
// CHECK-NEXT: return %[[C]] : tensor<2x6xf16>
// CHECK-LABEL: func.func @tile_f32_to_static(
// CHECK: %[[C:.*]] = tensor.collapse_shape %{{.*}} {{\[}}[0, 1], [2, 3]] : tensor<2x?x1x3xf32> into tensor<?x3xf32>
// CHECK-NEXT: %[[R:.*]] = tensor.cast %[[C]] : tensor<?x3xf32> to tensor<4x3xf32>
// CHECK-NEXT: return %[[R]] : tensor<4x3xf32>
func.func @tile_f16_unknown_multiple(%arg0: tensor<2x3xf16>) -> tensor<2x6xf16> {
  %0 = tosa.tile %arg0 {multiples = array<i64: 1, -1>} : (tensor<2x3xf16>) -> tensor<2x6xf16>
  return %0 : tensor<2x6xf16>
}
func.func @tile_f32_to_static(%arg0: tensor<?x3xf32>) -> tensor<4x3xf32> {
  %0 = tosa.tile %arg0 {multiples = array<i64: 2, 1>} : (tensor<?x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

// Rank 0 (LLVM 19 only): the input itself.
// CHECK-LABEL: func.func @tile_rank0(
// CHECK-SAME: %[[X:.*]]: tensor<f32>)
// CHECK-NEXT: %[[R:.*]] = tensor.cast %[[X]] : tensor<f32> to tensor<f32>
// CHECK-NEXT: return %[[R]] : tensor<f32>
func.func @tile_rank0(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = tosa.tile %arg0 {multiples = array<i64>} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
