// An op carried through (not lowered: refused, or without a lowering, as
// tosa.custom) keeps its !tosa.shape operands: each tosa.const_shape the lowering
// dropped is spelled again just before it (a splat as a splat), and mlir-opt-22
// reads the output (before, the operands were printed as %<<unnamed>>).
// RUN: %tosa2linalg --split-input-file %s -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: %mlir_opt_22 --split-input-file %t.mlir -o /dev/null

// CHECK-LABEL: func.func @refused_resize(
// CHECK: %[[S:.*]] = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK: %[[O:.*]] = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
// CHECK: %[[B:.*]] = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
// CHECK: "tosa.resize"(%arg0, %[[S]], %[[O]], %[[B]])
func.func @refused_resize(%x: tensor<1x?x?x1xf32>) -> tensor<1x?x?x1xf32> {
  %scale = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.resize %x, %scale, %offset, %border {mode = NEAREST_NEIGHBOR} : (tensor<1x?x?x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x?x?x1xf32>
  return %0 : tensor<1x?x?x1xf32>
}

// -----

// The same shape read by a lowered reshape and by a carried op: the reshape
// reads its values, the carried op its re-spelled constant.
// CHECK-LABEL: func.func @reshape_and_refused(
// CHECK: tensor.expand_shape
// CHECK: %[[B:.*]] = tosa.const_shape {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
// CHECK: "tosa.resize"(%arg0, %{{.*}}, %{{.*}}, %[[B]])
func.func @reshape_and_refused(%x: tensor<1x?x?x1xf32>, %y: tensor<1xf32>) -> (tensor<1x1xf32>, tensor<1x?x?x1xf32>) {
  %scale = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %y, %border : (tensor<1xf32>, !tosa.shape<2>) -> tensor<1x1xf32>
  %1 = tosa.resize %x, %scale, %offset, %border {mode = NEAREST_NEIGHBOR} : (tensor<1x?x?x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x?x?x1xf32>
  return %0, %1 : tensor<1x1xf32>, tensor<1x?x?x1xf32>
}
