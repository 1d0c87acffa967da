// --fuse (issue 14.2): a chain of element-wise ops whose intermediate values have
// no other use becomes one linalg.generic with the combined body; a value used
// twice, or broadcast on the way, is not fused. The output verifies with both
// references; test/exec/fuse.test executes it against mlir-opt-19's lowering.
// RUN: %tosa2linalg --fuse --split-input-file %s | FileCheck %s
// RUN: %tosa2linalg --fuse --split-input-file %s | %mlir_opt_19 --split-input-file -o /dev/null
// RUN: %tosa2linalg --fuse --split-input-file %s | %mlir_opt_22 --split-input-file -o /dev/null

// CHECK-LABEL: func.func @chain(
// CHECK:     %[[ADD:.*]] = linalg.generic {{.*}} ins(%arg0, %arg1 : tensor<3x4xf32>, tensor<3x4xf32>)
// CHECK:       arith.addf
// CHECK:     linalg.generic {{.*}} ins(%[[ADD]], %arg0, %[[ADD]] : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>)
// CHECK-NEXT:  ^bb0(%[[E:.*]]: f32, %[[A:.*]]: f32, %[[S:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:    %[[X:.*]] = math.exp %[[E]] : f32
// CHECK-NEXT:    %[[M:.*]] = arith.mulf %[[X]], %[[A]] : f32
// CHECK-NEXT:    %[[R:.*]] = arith.subf %[[M]], %[[S]] : f32
// CHECK-NEXT:    linalg.yield %[[R]] : f32
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @chain(%a: tensor<3x4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %1 = "tosa.exp"(%0) : (tensor<3x4xf32>) -> tensor<3x4xf32>
  %2 = "tosa.mul"(%1, %a) <{shift = 0 : i8}> : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %3 = "tosa.sub"(%2, %0) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %3 : tensor<3x4xf32>
}

// -----

// A dynamic dim read from the intermediate value (its broadcast) keeps it apart.
// CHECK-LABEL: func.func @broadcast_between(
// CHECK: %[[ABS:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<?x4xf32>)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: math.absf
// CHECK: scf.if
// CHECK: linalg.generic {{.*}} ins(%[[ABS]] : tensor<?x4xf32>)
// CHECK: arith.addf
// CHECK: return
func.func @broadcast_between(%a: tensor<?x4xf32>, %b: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = "tosa.abs"(%a) : (tensor<?x4xf32>) -> tensor<?x4xf32>
  %1 = "tosa.add"(%0, %b) : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}
