// TOSA 1.0's block-scaled ops (LLVM 22) and their float types (f8E8M0FNU, f4E2M1FN,
// f6E2M3FN, f6E3M2FN, f8E3M4): no conversion pass of mlir-opt-22 lowers
// tosa.matmul_t_block_scaled, so it is carried through as read, in a function whose
// types pass through; mlir-opt-22 reads the output. --no-tosa-left names it, as
// mlir-opt-22's pipeline does ("failed to legalize operation").
// RUN: %tosa2linalg %s | FileCheck %s
// RUN: %tosa2linalg %s | %mlir_opt_22 -o /dev/null
// RUN: %tosa2linalg --no-tosa-left --verify-diagnostics %s -o /dev/null

// CHECK-LABEL: func.func @mxfp(
// CHECK-SAME: tensor<1x4x32xf4E2M1FN>, %{{.*}}: tensor<1x4x1xf8E8M0FNU>, %{{.*}}: tensor<1x4x32xf4E2M1FN>, %{{.*}}: tensor<1x4x1xf8E8M0FNU>, %{{.*}}: tensor<2xf6E3M2FN>, %{{.*}}: tensor<2xf8E3M4>, %{{.*}}: tensor<2xf6E2M3FN>)
// CHECK: "tosa.matmul_t_block_scaled"(%arg0, %arg1, %arg2, %arg3) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}>
// CHECK: return %{{.*}}, %arg4, %arg5 : tensor<1x4x4xf32>, tensor<2xf6E3M2FN>, tensor<2xf8E3M4>
func.func @mxfp(%a: tensor<1x4x32xf4E2M1FN>, %as: tensor<1x4x1xf8E8M0FNU>, %b: tensor<1x4x32xf4E2M1FN>, %bs: tensor<1x4x1xf8E8M0FNU>, %c: tensor<2xf6E3M2FN>, %d: tensor<2xf8E3M4>, %e: tensor<2xf6E2M3FN>) -> (tensor<1x4x4xf32>, tensor<2xf6E3M2FN>, tensor<2xf8E3M4>) {
  // expected-error@+1 {{failed to legalize operation 'tosa.matmul_t_block_scaled'}}
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<1x4x32xf4E2M1FN>, tensor<1x4x1xf8E8M0FNU>, tensor<1x4x32xf4E2M1FN>, tensor<1x4x1xf8E8M0FNU>) -> tensor<1x4x4xf32>
  return %0, %c, %d : tensor<1x4x4xf32>, tensor<2xf6E3M2FN>, tensor<2xf8E3M4>
}
