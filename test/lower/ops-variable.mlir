// TOSA variables, as mlir-opt's tosa-to-mlprogram: tosa.variable (module level)
// -> ml_program.global private mutable, with its initial value or without;
// tosa.variable.read / variable_read -> ml_program.global_load; tosa.variable.write
// / variable_write -> ml_program.global_store. Both generations' names; inside a
// module and at the top level. Both mlir-opts read the output.
// RUN: %tosa2linalg --split-input-file %s | FileCheck %s --implicit-check-not=tosa.
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_19 --split-input-file -o /dev/null
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_22 --split-input-file -o /dev/null

// CHECK: ml_program.global private mutable @v(dense<[1, 2]> : tensor<2xi32>) : tensor<2xi32>
// CHECK: ml_program.global private mutable @w : tensor<1x3xf16>
// CHECK-LABEL: func.func @llvm19_names(
// CHECK: ml_program.global_store @v = %arg0 : tensor<2xi32>
// CHECK: %[[R:.*]] = ml_program.global_load @v : tensor<2xi32>
// CHECK: return %[[R]]
tosa.variable @v = dense<[1, 2]> : tensor<2xi32>
tosa.variable @w : tensor<1x3xf16>
func.func @llvm19_names(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  tosa.variable.write @v, %arg0 : tensor<2xi32>
  %0 = tosa.variable.read @v : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// CHECK: ml_program.global private mutable @"a var"(dense<2.500000e-01> : tensor<2x2xf32>) : tensor<2x2xf32>
// CHECK-LABEL: func.func @llvm22_names(
// CHECK: %[[R:.*]] = ml_program.global_load @"a var" : tensor<2x2xf32>
// CHECK: ml_program.global_store @"a var" = %[[R]] : tensor<2x2xf32>
module {
  tosa.variable @"a var" = dense<2.500000e-01> : tensor<2x2xf32>
  func.func @llvm22_names() -> tensor<2x2xf32> {
    %0 = tosa.variable_read @"a var" : tensor<2x2xf32>
    tosa.variable_write @"a var", %0 : tensor<2x2xf32>
    return %0 : tensor<2x2xf32>
  }
}
