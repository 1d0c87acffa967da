// tosa.resize: one linalg.generic over the result without ins, its body working
// out each input coordinate in i32 (index_cast, muli scale_d, addi offset; floats
// floordivsi / remsi / sitofp / divf, integers divsi / muli / subi), clamping with
// maxsi / minsi and reading with tensor.extract. i16 -> i48 bilinear widens the
// deltas and scale_n to i48; an input dim of size 1 reads index 0 (%c0) and has
// no arithmetic of its own. Both forms; both mlir-opts read the output.
// RUN: %tosa2linalg --split-input-file %s | FileCheck %s --implicit-check-not=tosa.
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_19 --split-input-file -o /dev/null
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_22 --split-input-file -o /dev/null

// CHECK-LABEL: func.func @bilinear_i16_i48(
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<1x5x1x3xi48>)
// CHECK: arith.divsi
// CHECK: arith.extsi %{{.*}} : i32 to i48
// CHECK: tensor.extract %arg0[%c0, %{{.*}}, %c0, %{{.*}}] : tensor<1x3x1x3xi16>
// CHECK: arith.extsi %{{.*}} : i16 to i48
// CHECK: arith.muli %{{.*}}, %c2_i48 : i48
// CHECK: linalg.yield %{{.*}} : i48
func.func @bilinear_i16_i48(%arg0: tensor<1x3x1x3xi16>) -> tensor<1x5x1x3xi48> {
  %0 = tosa.resize %arg0 {mode = "BILINEAR", scale = array<i64: 2, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : (tensor<1x3x1x3xi16>) -> tensor<1x5x1x3xi48>
  return %0 : tensor<1x5x1x3xi48>
}

// -----

// CHECK-LABEL: func.func @bilinear_bf16(
// CHECK: arith.floordivsi
// CHECK: arith.remsi
// CHECK: arith.sitofp %{{.*}} : i32 to bf16
// CHECK: arith.divf %{{.*}} : bf16
// CHECK: linalg.yield %{{.*}} : bf16
func.func @bilinear_bf16(%arg0: tensor<?x3x2x?xbf16>) -> tensor<?x5x3x?xbf16> {
  %0 = tosa.resize %arg0 {mode = "BILINEAR", scale = array<i64: 2, 1, 2, 2>, offset = array<i64: 0, -1>, border = array<i64: 0, 1>} : (tensor<?x3x2x?xbf16>) -> tensor<?x5x3x?xbf16>
  return %0 : tensor<?x5x3x?xbf16>
}

// -----

// CHECK-LABEL: func.func @nearest_i16_form22(
// CHECK: arith.shli
// CHECK: arith.cmpi sge
// CHECK: tensor.extract %arg0[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] : tensor<2x2x2x1xi16>
// CHECK-NOT: arith.extsi
func.func @nearest_i16_form22(%arg0: tensor<2x2x2x1xi16>) -> tensor<2x3x3x1xi16> {
  %s = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.resize %arg0, %s, %o, %b {mode = NEAREST_NEIGHBOR} : (tensor<2x2x2x1xi16>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3x3x1xi16>
  return %0 : tensor<2x3x3x1xi16>
}
