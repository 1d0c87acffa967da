// Seed programs with operands of different ranks: LLVM 19 accepts them, LLVM 22
// (AllRanksMatchIfKnown) does not. Round trip as in seed-programs.mlir.
// RUN: %tosa2linalg --passes=none --split-input-file %s -o %t.1
// RUN: %tosa2linalg --passes=none --split-input-file %t.1 -o %t.2
// RUN: diff %t.1 %t.2
// RUN: %mlir_opt_19 --split-input-file %t.1 -o /dev/null
// RUN: not %mlir_opt_22 --split-input-file %t.1 -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM22
// RUN: FileCheck %s --input-file %t.1
// LLVM22: error:

// CHECK-LABEL: func.func @test_add_2d_different_ranks(
func.func @test_add_2d_different_ranks(%arg0: tensor<3x4xf32>, %arg1: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @rank_expand_4_to_2x3x4(
func.func @rank_expand_4_to_2x3x4(%arg0: tensor<4xi32>, %arg1: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<4xi32>, tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  return %0 : tensor<2x3x4xi32>
}

// -----

// CHECK-LABEL: func.func @test_multiple(
func.func @test_multiple(%arg0 : tensor<4xf32>, %arg1 : tensor<1xf32>, %arg2 : tensor<f32>) -> tensor<*xf32> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<4xf32>, tensor<1xf32>) -> tensor<*xf32>
  %1 = "tosa.log"(%0) : (tensor<*xf32>) -> tensor<*xf32>
  %2 = "tosa.sub"(%0, %arg2) : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}
