// Issue 18 row C4: LLVM 19's clamp has no rule on its bounds' order or NaN
// (mlir-opt-19 accepts min_fp > max_fp and NaN bounds); tosa2linalg accepts
// and lowers them as mlir-opt-19 does. LLVM 22's rules are for its own form
// (llvm22-bounds.mlir).
// RUN: %tosa2linalg --verify-only %s
// RUN: %mlir_opt_19 %s | FileCheck %s
// RUN: %tosa2linalg %s | %mlir_opt_19 | FileCheck --check-prefix=LOWER %s

// CHECK-LABEL: func.func @clamp_19_unordered
// CHECK: tosa.clamp
// CHECK: tosa.clamp
// LOWER-LABEL: func.func @clamp_19_unordered
// LOWER-NOT: tosa.clamp
// LOWER: return
func.func @clamp_19_unordered(%a: tensor<4xf32>, %b: tensor<4xi1>) -> (tensor<4xf32>, tensor<4xi1>) {
  %0 = "tosa.clamp"(%a) {min_int = 5 : i64, max_int = 1 : i64, min_fp = 2.0 : f32, max_fp = 0x7FC00000 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "tosa.clamp"(%b) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<4xi1>) -> tensor<4xi1>
  return %0, %1 : tensor<4xf32>, tensor<4xi1>
}
