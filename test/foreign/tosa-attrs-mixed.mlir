// An op whose attributes name both generations (conv2d of LLVM 20, between the two:
// LLVM 19's quantization_info and LLVM 22's acc_type): its generation cannot be
// told, so only what both take as inherent prints as properties; the rest stays
// in {...}, which mlir-opt-19, the one that reads the input, reads as it reads the
// input (quantization_info inherent, acc_type not). With --elementwise-only: the
// op carried (it is lowered otherwise).
// RUN: %tosa2linalg --elementwise-only %s | FileCheck %s
// RUN: %tosa2linalg --elementwise-only %s | %mlir_opt_19 --mlir-print-op-generic | FileCheck %s --check-prefix=READ
// RUN: %mlir_opt_19 --mlir-print-op-generic %s | FileCheck %s --check-prefix=READ
// CHECK: "tosa.conv2d"(%arg0, %arg1, %arg2) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> {quantization_info = #tosa.conv_quant<input_zp = -128, weight_zp = 0>, acc_type = i32}
// READ: "tosa.conv2d"(%arg0, %arg1, %arg2) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, quantization_info = #tosa.conv_quant<input_zp = -128, weight_zp = 0>, stride = array<i64: 1, 1>}> {acc_type = i32}
func.func @conv2d(%i: tensor<1x4x4x4xi8>, %w: tensor<8x1x1x4xi8>, %b: tensor<8xi32>) -> tensor<1x4x4x8xi32> {
  %0 = tosa.conv2d %i, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, quantization_info = #tosa.conv_quant<input_zp = -128, weight_zp = 0>, acc_type = i32} : (tensor<1x4x4x4xi8>, tensor<8x1x1x4xi8>, tensor<8xi32>) -> tensor<1x4x4x8xi32>
  return %0 : tensor<1x4x4x8xi32>
}
