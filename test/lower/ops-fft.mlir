// tosa.fft2d / tosa.rfft2d: one zero-filled tensor as both outputs, one linalg.generic over
// (n, oy, ox, iy, ix), iy and ix reduced; the angle from index.mul / index.remu of
// the sizes (static constants or tensor.dim), math.cos / math.sin; an inverse
// fft2d negates the angle; rfft2d's results are W/2 + 1 wide (arith.divui, addi).
// RUN: %tosa2linalg --split-input-file %s | FileCheck %s --implicit-check-not=tosa.
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_19 --split-input-file -o /dev/null
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_22 --split-input-file -o /dev/null

// CHECK-DAG: #[[$IN:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d4)>
// CHECK-DAG: #[[$OUT:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @fft2d_inverse(
// CHECK: %[[Z:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<1x4x8xf32>)
// CHECK-NOT: linalg.fill
// CHECK: linalg.generic {indexing_maps = [#[[$IN]], #[[$IN]], #[[$OUT]], #[[$OUT]]], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x4x8xf32>, tensor<1x4x8xf32>) outs(%[[Z]], %[[Z]] :
// CHECK: index.mul
// CHECK: index.remu %{{.*}}, %c4
// CHECK: arith.mulf %{{.*}}, %cst{{.*}} : f32
// CHECK: math.cos
// CHECK: math.sin
// CHECK: linalg.yield %{{.*}}, %{{.*}} : f32, f32
func.func @fft2d_inverse(%arg0: tensor<1x4x8xf32>, %arg1: tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>) {
  %r, %i = "tosa.fft2d"(%arg0, %arg1) {inverse = true} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>)
  return %r, %i : tensor<1x4x8xf32>, tensor<1x4x8xf32>
}

// -----

// CHECK-LABEL: func.func @rfft2d_dynamic(
// CHECK: %[[W:.*]] = tensor.dim %arg0, %c2
// CHECK: %[[HALF:.*]] = arith.divui %[[W]], %c2 : index
// CHECK: %[[OW:.*]] = arith.addi %[[HALF]], %c1 : index
// CHECK: tensor.empty(%{{.*}}, %{{.*}}, %[[OW]]) : tensor<?x?x?xf32>
// CHECK: linalg.generic {{.*}} ins(%arg0 : tensor<?x?x?xf32>)
// CHECK: arith.subf
func.func @rfft2d_dynamic(%arg0: tensor<?x?x?xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>) {
  %r, %i = "tosa.rfft2d"(%arg0) {} : (tensor<?x?x?xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>)
  return %r, %i : tensor<?x?x?xf32>, tensor<?x?x?xf32>
}
