// Contractions found wrong, at the op: what mlir-opt's verifiers reject, with
// their messages (LLVM 19's forms: mlir-opt-19's; TOSA 1.0's: mlir-opt-22's), and
// what the TOSA specification rejects where mlir-opt-19 takes it and lowers it to
// reads out of bounds (passes/verify_contract.c); and what the lowering refuses (a
// transpose_conv2d kernel of dynamic size), an error with --no-tosa-left only.
// RUN: %tosa2linalg --no-tosa-left --verify-diagnostics --split-input-file %s

// -----

// LLVM 19: integer convolutions need quantization_info (mlir-opt-19's message)
func.func @conv_i8_without_quant(%x: tensor<1x5x5x2xi8>, %w: tensor<3x3x3x2xi8>, %b: tensor<3xi32>) -> tensor<1x3x3x3xi32> {
  // expected-error @+1 {{'tosa.conv2d' op quantizationattr is required for quantized type, and not allowed for float type}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x5x5x2xi8>, tensor<3x3x3x2xi8>, tensor<3xi32>) -> tensor<1x3x3x3xi32>
  return %0 : tensor<1x3x3x3xi32>
}

// -----

// and float ones none
func.func @depthwise_f32_with_quant(%x: tensor<1x5x5x2xf32>, %w: tensor<3x3x2x1xf32>, %b: tensor<2xf32>) -> tensor<1x3x3x2xf32> {
  // expected-error @+1 {{'tosa.depthwise_conv2d' op quantizationattr is required for quantized type, and not allowed for float type}}
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, quantization_info = #tosa.conv_quant<input_zp = 0, weight_zp = 0>, stride = array<i64: 1, 1>} : (tensor<1x5x5x2xf32>, tensor<3x3x2x1xf32>, tensor<2xf32>) -> tensor<1x3x3x2xf32>
  return %0 : tensor<1x3x3x2xf32>
}

// -----

func.func @fully_connected_i8_without_quant(%x: tensor<5x3xi8>, %w: tensor<6x3xi8>, %b: tensor<6xi32>) -> tensor<5x6xi32> {
  // expected-error @+1 {{'tosa.fully_connected' op quantizationattr is required for quantized type, and not allowed for float type}}
  %0 = tosa.fully_connected %x, %w, %b : (tensor<5x3xi8>, tensor<6x3xi8>, tensor<6xi32>) -> tensor<5x6xi32>
  return %0 : tensor<5x6xi32>
}

// -----

// pad of three integers (mlir-opt's parser says it this way)
func.func @pad_of_three(%x: tensor<1x5x5x2xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<3xf32>) -> tensor<1x3x3x3xf32> {
  // expected-error @+1 {{'tosa.conv2d' op attribute 'pad' failed to satisfy constraint: i64 dense array attribute with exactly 4 elements}}
  %0 = "tosa.conv2d"(%x, %w, %b) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x5x5x2xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>) -> tensor<1x3x3x3xf32>
  return %0 : tensor<1x3x3x3xf32>
}

// -----

// Beyond mlir-opt-19's verifier, which takes these and lowers them to what reads out
// of bounds: a stride of 0, a result of a size the input does not give
func.func @stride_zero(%x: tensor<1x5x5x2xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<3xf32>) -> tensor<1x3x3x3xf32> {
  // expected-error @+1 {{'tosa.conv2d' op TOSA requires all stride values to be >= 1, got 0, 1}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 0, 1>} : (tensor<1x5x5x2xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>) -> tensor<1x3x3x3xf32>
  return %0 : tensor<1x3x3x3xf32>
}

// -----

func.func @wrong_result_size(%x: tensor<1x5x5x2xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<3xf32>) -> tensor<1x4x3x3xf32> {
  // expected-error @+1 {{'tosa.conv2d' op TOSA requires the result's height to be (5 - 1 + 0 + 0 - (3 - 1) * 1) / 1 + 1, got 4}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x5x5x2xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>) -> tensor<1x4x3x3xf32>
  return %0 : tensor<1x4x3x3xf32>
}

// -----

// mlir-opt-19's decomposition slices such a result to fit; the spec wants the size
func.func @transpose_conv_wrong_size(%x: tensor<1x4x5x2xi8>, %w: tensor<3x3x2x2xi8>, %b: tensor<3xi32>) -> tensor<1x9x11x3xi32> {
  // expected-error @+1 {{'tosa.transpose_conv2d' op TOSA requires OW == (IW - 1) * stride_x + out_pad_left + out_pad_right + KW, got 11 != (5 - 1) * 3 + 1 + 0 + 2}}
  %0 = tosa.transpose_conv2d %x, %w, %b {out_pad = array<i64: 0, 0, 1, 0>, out_shape = array<i64: 1, 9, 11, 3>, quantization_info = #tosa.conv_quant<input_zp = 3, weight_zp = -2>, stride = array<i64: 2, 3>} : (tensor<1x4x5x2xi8>, tensor<3x3x2x2xi8>, tensor<3xi32>) -> tensor<1x9x11x3xi32>
  return %0 : tensor<1x9x11x3xi32>
}

// -----

// transpose_conv2d of a kernel of dynamic size: where the input lands depends on it (not lowered)
func.func @transpose_conv_dynamic_kernel(%x: tensor<1x4x5x2xf32>, %w: tensor<3x?x2x2xf32>, %b: tensor<3xf32>) -> tensor<1x?x6x3xf32> {
  // expected-error @+1 {{'tosa.transpose_conv2d' op cannot lower a convolution of a dynamic kernel size}}
  %0 = tosa.transpose_conv2d %x, %w, %b {out_pad = array<i64: 0, 0, 0, 0>, out_shape = array<i64: 1, -1, 6, 3>, stride = array<i64: 1, 1>} : (tensor<1x4x5x2xf32>, tensor<3x?x2x2xf32>, tensor<3xf32>) -> tensor<1x?x6x3xf32>
  return %0 : tensor<1x?x6x3xf32>
}

// -----

// LLVM 22 (mlir-opt-22's messages): acc_type
func.func @acc_i48_for_i8(%x: tensor<1x5x5x2xi8>, %w: tensor<3x3x3x2xi8>, %b: tensor<3xi32>) -> tensor<1x3x3x3xi32> {
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.conv2d' op accumulator type for i8 tensor is not i32}}
  %0 = tosa.conv2d %x, %w, %b, %z, %z {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x5x5x2xi8>, tensor<3x3x3x2xi8>, tensor<3xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x3x3xi32>
  return %0 : tensor<1x3x3x3xi32>
}

// -----

func.func @acc_i32_for_f16(%x: tensor<1x5x5x2xf16>, %w: tensor<3x3x2x1xf16>, %b: tensor<2xf16>) -> tensor<1x3x3x2xf16> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op accumulator type for f16 tensor is not f16/f32}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %z, %z {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x5x5x2xf16>, tensor<3x3x2x1xf16>, tensor<2xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x3x3x2xf16>
  return %0 : tensor<1x3x3x2xf16>
}

// -----

func.func @no_acc_type(%x: tensor<1x3x3x3x2xf32>, %w: tensor<2x2x2x2x2xf32>, %b: tensor<2xf32>) -> tensor<1x2x2x2x2xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv3d' op requires attribute 'acc_type'}}
  %0 = tosa.conv3d %x, %w, %b, %z, %z {dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x3x3x3x2xf32>, tensor<2x2x2x2x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x2x2xf32>
  return %0 : tensor<1x2x2x2x2xf32>
}

// -----

// zero points other than i8's are 0
func.func @matmul_float_zero_point(%a: tensor<1x5x3xf32>, %b: tensor<1x3x6xf32>) -> tensor<1x5x6xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %y = "tosa.const"() <{values = dense<1.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.matmul' op b zero point must be zero for non-int8 integer types}}
  %0 = tosa.matmul %a, %b, %z, %y : (tensor<1x5x3xf32>, tensor<1x3x6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x6xf32>
  return %0 : tensor<1x5x6xf32>
}

// -----

func.func @conv_i16_zero_point(%x: tensor<1x5x5x2xi16>, %w: tensor<3x3x3x2xi8>, %b: tensor<3xi48>) -> tensor<1x3x3x3xi48> {
  %z = "tosa.const"() <{values = dense<1> : tensor<1xi16>}> : () -> tensor<1xi16>
  %zw = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.conv2d' op input zero point must be zero for non-int8 integer types}}
  %0 = tosa.conv2d %x, %w, %b, %z, %zw {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x5x5x2xi16>, tensor<3x3x3x2xi8>, tensor<3xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x3x3x3xi48>
  return %0 : tensor<1x3x3x3xi48>
}

// -----

func.func @bias_channels(%x: tensor<1x5x5x2xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<2xf32>) -> tensor<1x3x3x3xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op bias channels expected to be equal to output channels (3) or 1, got 2}}
  %0 = tosa.conv2d %x, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x5x5x2xf32>, tensor<3x3x3x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x3x3xf32>
  return %0 : tensor<1x3x3x3xf32>
}
