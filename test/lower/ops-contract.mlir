// The contractions (passes/lower_contract.c, lower_conv.c): the linalg named op
// each becomes, with what it needs around it. Both mlir-opts read the output;
// execution is in test/exec/contract_*.test.
// RUN: %tosa2linalg --split-input-file %s | FileCheck %s --implicit-check-not=tosa.
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_19 --split-input-file -o /dev/null
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_22 --split-input-file -o /dev/null

// CHECK-LABEL: func.func @matmul_quantized_dyn(
// CHECK-DAG: %[[ZERO:.+]] = arith.constant 0 : i32
// CHECK-DAG: %[[AZP:.+]] = arith.constant 1 : i32
// CHECK-DAG: %[[BZP:.+]] = arith.constant -2 : i32
// CHECK: %[[N:.+]] = tensor.dim %arg0, %c0
// CHECK: %[[E:.+]] = tensor.empty(%[[N]]) : tensor<?x5x6xi32>
// CHECK: %[[F:.+]] = linalg.fill ins(%[[ZERO]] : i32) outs(%[[E]] : tensor<?x5x6xi32>)
// CHECK: linalg.quantized_batch_matmul ins(%arg0, %arg1, %[[AZP]], %[[BZP]] : tensor<?x5x3xi8>, tensor<?x3x6xi8>, i32, i32) outs(%[[F]] : tensor<?x5x6xi32>)
func.func @matmul_quantized_dyn(%a: tensor<?x5x3xi8>, %b: tensor<?x3x6xi8>) -> tensor<?x5x6xi32> {
  %0 = tosa.matmul %a, %b {quantization_info = #tosa.matmul_quant<a_zp = 1, b_zp = -2>} : (tensor<?x5x3xi8>, tensor<?x3x6xi8>) -> tensor<?x5x6xi32>
  return %0 : tensor<?x5x6xi32>
}

// -----

// TOSA 1.0, zero points 0: linalg.batch_matmul
// CHECK-LABEL: func.func @matmul_f16_f32(
// CHECK: linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x5x3xf16>, tensor<2x3x6xf16>) outs(%{{.+}} : tensor<2x5x6xf32>)
func.func @matmul_f16_f32(%a: tensor<2x5x3xf16>, %b: tensor<2x3x6xf16>) -> tensor<2x5x6xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = tosa.matmul %a, %b, %z, %z : (tensor<2x5x3xf16>, tensor<2x3x6xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<2x5x6xf32>
  return %0 : tensor<2x5x6xf32>
}

// -----

// CHECK-LABEL: func.func @conv2d_quantized_padded(
// CHECK: %[[PADDED:.+]] = tensor.pad %arg0 low[0, 1, 0, 0] high[0, 1, 1, 0]
// CHECK:   tensor.yield %c-3_i8 : i8
// CHECK: %[[BIAS:.+]] = linalg.generic {{.+}} ins(%arg2 : tensor<4xi32>) outs(%{{.+}} : tensor<?x3x4x4xi32>)
// CHECK: linalg.conv_2d_nhwc_fhwc_q {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%[[PADDED]], %arg1, %c-3_i32, %c0_i32 : tensor<?x7x6x3xi8>, tensor<4x3x3x3xi8>, i32, i32) outs(%[[BIAS]] : tensor<?x3x4x4xi32>)
func.func @conv2d_quantized_padded(%x: tensor<?x5x5x3xi8>, %w: tensor<4x3x3x3xi8>, %b: tensor<4xi32>) -> tensor<?x3x4x4xi32> {
  %z = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zw = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %x, %w, %b, %z, %zw {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 1>, stride = array<i64: 2, 1>} : (tensor<?x5x5x3xi8>, tensor<4x3x3x3xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<?x3x4x4xi32>
  return %0 : tensor<?x3x4x4xi32>
}

// -----

// f16 accumulating in f32: the convolution's result truncated, then collapsed, then the bias added
// CHECK-LABEL: func.func @depthwise_f16_acc_f32(
// CHECK: %[[CONV:.+]] = linalg.depthwise_conv_2d_nhwc_hwcm {{.+}} outs(%{{.+}} : tensor<1x3x3x3x2xf32>)
// CHECK: arith.truncf %{{.+}} : f32 to f16
// CHECK: tensor.collapse_shape %{{.+}} {{\[}}[0], [1], [2], [3, 4]] : tensor<1x3x3x3x2xf16> into tensor<1x3x3x6xf16>
// CHECK: arith.addf
func.func @depthwise_f16_acc_f32(%x: tensor<1x5x5x3xf16>, %w: tensor<3x3x3x2xf16>, %b: tensor<6xf16>) -> tensor<1x3x3x6xf16> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = tosa.depthwise_conv2d %x, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x5x5x3xf16>, tensor<3x3x3x2xf16>, tensor<6xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x3x3x6xf16>
  return %0 : tensor<1x3x3x6xf16>
}

// -----

// CHECK-LABEL: func.func @transpose_conv_stride(
// CHECK: %[[F:.+]] = linalg.fill ins(%c3_i8 : i8) outs(%{{.+}} : tensor<1x11x16x2xi8>)
// CHECK: %[[S:.+]] = tensor.insert_slice %arg0 into %[[F]][0, 2, 2, 0] [1, 4, 5, 2] [1, 2, 3, 1]
// CHECK: %[[K:.+]] = linalg.generic
// CHECK:   tensor.extract %arg1
// CHECK: linalg.conv_2d_nhwc_fhwc_q {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%[[S]], %[[K]], %c3_i32, %c-2_i32
func.func @transpose_conv_stride(%x: tensor<1x4x5x2xi8>, %w: tensor<3x3x2x2xi8>, %b: tensor<3xi32>) -> tensor<1x9x15x3xi32> {
  %0 = tosa.transpose_conv2d %x, %w, %b {out_pad = array<i64: 0, 0, 1, 0>, out_shape = array<i64: 1, 9, 15, 3>, quantization_info = #tosa.conv_quant<input_zp = 3, weight_zp = -2>, stride = array<i64: 2, 3>} : (tensor<1x4x5x2xi8>, tensor<3x3x2x2xi8>, tensor<3xi32>) -> tensor<1x9x15x3xi32>
  return %0 : tensor<1x9x15x3xi32>
}
