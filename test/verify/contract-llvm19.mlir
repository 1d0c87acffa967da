// The checks of the contractions (passes/verify_contract.c) where mlir-opt-19
// rejects the op, in LLVM 19's forms (quantization_info attributes): the same
// message at the same place (ranks, the weights' element types, input and
// weights both floats or not, quantization_info). The third RUN holds
// mlir-opt-19 to the same expectations. Chunk names: op-rule.
// RUN: %tosa2linalg --verify-only --verify-diagnostics --split-input-file %s
// RUN: %tosa2linalg --no-tosa-left --verify-diagnostics --split-input-file %s -o /dev/null
// RUN: %mlir_opt_19 --verify-diagnostics --split-input-file %s -o /dev/null

// conv2d-i8-noq
func.func @f(%x: tensor<1x8x8x3xi8>, %w: tensor<4x3x3x3xi8>, %b: tensor<4xi32>) -> tensor<1x6x6x4xi32> {
  // expected-error @+1 {{'tosa.conv2d' op quantizationattr is required for quantized type, and not allowed for float type}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xi8>, tensor<4x3x3x3xi8>, tensor<4xi32>) -> tensor<1x6x6x4xi32>
  return %0 : tensor<1x6x6x4xi32>
}

// -----

// conv2d-f32-q
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{'tosa.conv2d' op quantizationattr is required for quantized type, and not allowed for float type}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, quantization_info = #tosa.conv_quant<input_zp = 0, weight_zp = 0>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// conv2d-i16-q5
func.func @f(%x: tensor<1x8x8x3xi16>, %w: tensor<4x3x3x3xi16>, %b: tensor<4xi48>) -> tensor<1x6x6x4xi48> {
  // expected-error @+1 {{'tosa.conv2d' op operand #1 must be 4D tensor of 4-bit signless integer or 8-bit signless integer or Quint8 type or Qint4 type or Qint8 type or Qint16 type or Qint32 type or floating-point values, but got 'tensor<4x3x3x3xi16>'}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, quantization_info = #tosa.conv_quant<input_zp = 5, weight_zp = 0>} : (tensor<1x8x8x3xi16>, tensor<4x3x3x3xi16>, tensor<4xi48>) -> tensor<1x6x6x4xi48>
  return %0 : tensor<1x6x6x4xi48>
}

// -----

// conv2d-i16-wq5
func.func @f(%x: tensor<1x8x8x3xi16>, %w: tensor<4x3x3x3xi16>, %b: tensor<4xi48>) -> tensor<1x6x6x4xi48> {
  // expected-error @+1 {{'tosa.conv2d' op operand #1 must be 4D tensor of 4-bit signless integer or 8-bit signless integer or Quint8 type or Qint4 type or Qint8 type or Qint16 type or Qint32 type or floating-point values, but got 'tensor<4x3x3x3xi16>'}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, quantization_info = #tosa.conv_quant<input_zp = 0, weight_zp = 5>} : (tensor<1x8x8x3xi16>, tensor<4x3x3x3xi16>, tensor<4xi48>) -> tensor<1x6x6x4xi48>
  return %0 : tensor<1x6x6x4xi48>
}

// -----

// conv2d-f32-w-i8
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xi8>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{'tosa.conv2d' op expect both input and weight to be float or not together, got 'f32' and 'i8'}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xi8>, tensor<4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// conv2d-i8-w-f32
func.func @f(%x: tensor<1x8x8x3xi8>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xi32>) -> tensor<1x6x6x4xi32> {
  // expected-error @+1 {{'tosa.conv2d' op expect both input and weight to be float or not together, got 'i8' and 'f32'}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, quantization_info = #tosa.conv_quant<input_zp = 0, weight_zp = 0>} : (tensor<1x8x8x3xi8>, tensor<4x3x3x3xf32>, tensor<4xi32>) -> tensor<1x6x6x4xi32>
  return %0 : tensor<1x6x6x4xi32>
}

// -----

// conv3d-i8-noq
func.func @f(%x: tensor<1x6x8x8x3xi8>, %w: tensor<4x3x3x3x3xi8>, %b: tensor<4xi32>) -> tensor<1x4x6x6x4xi32> {
  // expected-error @+1 {{'tosa.conv3d' op quantizationattr is required for quantized type, and not allowed for float type}}
  %0 = tosa.conv3d %x, %w, %b {dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xi8>, tensor<4x3x3x3x3xi8>, tensor<4xi32>) -> tensor<1x4x6x6x4xi32>
  return %0 : tensor<1x4x6x6x4xi32>
}

// -----

// conv3d-f32-q
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6x4xf32> {
  // expected-error @+1 {{'tosa.conv3d' op quantizationattr is required for quantized type, and not allowed for float type}}
  %0 = tosa.conv3d %x, %w, %b {dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>, quantization_info = #tosa.conv_quant<input_zp = 0, weight_zp = 0>} : (tensor<1x6x8x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<4xf32>) -> tensor<1x4x6x6x4xf32>
  return %0 : tensor<1x4x6x6x4xf32>
}

// -----

// conv3d-i16-q5
func.func @f(%x: tensor<1x6x8x8x3xi16>, %w: tensor<4x3x3x3x3xi16>, %b: tensor<4xi48>) -> tensor<1x4x6x6x4xi48> {
  // expected-error @+1 {{'tosa.conv3d' op operand #1 must be 5D tensor of 4-bit signless integer or 8-bit signless integer or Quint8 type or Qint4 type or Qint8 type or Qint16 type or Qint32 type or floating-point values, but got 'tensor<4x3x3x3x3xi16>'}}
  %0 = tosa.conv3d %x, %w, %b {dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>, quantization_info = #tosa.conv_quant<input_zp = 5, weight_zp = 0>} : (tensor<1x6x8x8x3xi16>, tensor<4x3x3x3x3xi16>, tensor<4xi48>) -> tensor<1x4x6x6x4xi48>
  return %0 : tensor<1x4x6x6x4xi48>
}

// -----

// conv3d-i16-wq5
func.func @f(%x: tensor<1x6x8x8x3xi16>, %w: tensor<4x3x3x3x3xi16>, %b: tensor<4xi48>) -> tensor<1x4x6x6x4xi48> {
  // expected-error @+1 {{'tosa.conv3d' op operand #1 must be 5D tensor of 4-bit signless integer or 8-bit signless integer or Quint8 type or Qint4 type or Qint8 type or Qint16 type or Qint32 type or floating-point values, but got 'tensor<4x3x3x3x3xi16>'}}
  %0 = tosa.conv3d %x, %w, %b {dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>, quantization_info = #tosa.conv_quant<input_zp = 0, weight_zp = 5>} : (tensor<1x6x8x8x3xi16>, tensor<4x3x3x3x3xi16>, tensor<4xi48>) -> tensor<1x4x6x6x4xi48>
  return %0 : tensor<1x4x6x6x4xi48>
}

// -----

// conv3d-f32-w-i8
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<4x3x3x3x3xi8>, %b: tensor<4xf32>) -> tensor<1x4x6x6x4xf32> {
  // expected-error @+1 {{'tosa.conv3d' op expect both input and weight to be float or not together, got 'f32' and 'i8'}}
  %0 = tosa.conv3d %x, %w, %b {dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xf32>, tensor<4x3x3x3x3xi8>, tensor<4xf32>) -> tensor<1x4x6x6x4xf32>
  return %0 : tensor<1x4x6x6x4xf32>
}

// -----

// conv3d-i8-w-f32
func.func @f(%x: tensor<1x6x8x8x3xi8>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xi32>) -> tensor<1x4x6x6x4xi32> {
  // expected-error @+1 {{'tosa.conv3d' op expect both input and weight to be float or not together, got 'i8' and 'f32'}}
  %0 = tosa.conv3d %x, %w, %b {dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>, quantization_info = #tosa.conv_quant<input_zp = 0, weight_zp = 0>} : (tensor<1x6x8x8x3xi8>, tensor<4x3x3x3x3xf32>, tensor<4xi32>) -> tensor<1x4x6x6x4xi32>
  return %0 : tensor<1x4x6x6x4xi32>
}

// -----

// depthwise_conv2d-i8-noq
func.func @f(%x: tensor<1x8x8x3xi8>, %w: tensor<3x3x3x2xi8>, %b: tensor<6xi32>) -> tensor<1x6x6x6xi32> {
  // expected-error @+1 {{'tosa.depthwise_conv2d' op quantizationattr is required for quantized type, and not allowed for float type}}
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xi8>, tensor<3x3x3x2xi8>, tensor<6xi32>) -> tensor<1x6x6x6xi32>
  return %0 : tensor<1x6x6x6xi32>
}

// -----

// depthwise_conv2d-f32-q
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<1x6x6x6xf32> {
  // expected-error @+1 {{'tosa.depthwise_conv2d' op quantizationattr is required for quantized type, and not allowed for float type}}
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, quantization_info = #tosa.conv_quant<input_zp = 0, weight_zp = 0>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

// depthwise_conv2d-i16-q5
func.func @f(%x: tensor<1x8x8x3xi16>, %w: tensor<3x3x3x2xi16>, %b: tensor<6xi48>) -> tensor<1x6x6x6xi48> {
  // expected-error @+1 {{'tosa.depthwise_conv2d' op operand #1 must be 4D tensor of 4-bit signless integer or 8-bit signless integer or Quint8 type or Qint4 type or Qint8 type or Qint16 type or Qint32 type or floating-point values, but got 'tensor<3x3x3x2xi16>'}}
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, quantization_info = #tosa.conv_quant<input_zp = 5, weight_zp = 0>} : (tensor<1x8x8x3xi16>, tensor<3x3x3x2xi16>, tensor<6xi48>) -> tensor<1x6x6x6xi48>
  return %0 : tensor<1x6x6x6xi48>
}

// -----

// depthwise_conv2d-i16-wq5
func.func @f(%x: tensor<1x8x8x3xi16>, %w: tensor<3x3x3x2xi16>, %b: tensor<6xi48>) -> tensor<1x6x6x6xi48> {
  // expected-error @+1 {{'tosa.depthwise_conv2d' op operand #1 must be 4D tensor of 4-bit signless integer or 8-bit signless integer or Quint8 type or Qint4 type or Qint8 type or Qint16 type or Qint32 type or floating-point values, but got 'tensor<3x3x3x2xi16>'}}
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, quantization_info = #tosa.conv_quant<input_zp = 0, weight_zp = 5>} : (tensor<1x8x8x3xi16>, tensor<3x3x3x2xi16>, tensor<6xi48>) -> tensor<1x6x6x6xi48>
  return %0 : tensor<1x6x6x6xi48>
}

// -----

// depthwise_conv2d-f32-w-i8
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xi8>, %b: tensor<6xf32>) -> tensor<1x6x6x6xf32> {
  // expected-error @+1 {{'tosa.depthwise_conv2d' op expect both input and weight to be float or not together, got 'f32' and 'i8'}}
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xi8>, tensor<6xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

// depthwise_conv2d-i8-w-f32
func.func @f(%x: tensor<1x8x8x3xi8>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xi32>) -> tensor<1x6x6x6xi32> {
  // expected-error @+1 {{'tosa.depthwise_conv2d' op expect both input and weight to be float or not together, got 'i8' and 'f32'}}
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, quantization_info = #tosa.conv_quant<input_zp = 0, weight_zp = 0>} : (tensor<1x8x8x3xi8>, tensor<3x3x3x2xf32>, tensor<6xi32>) -> tensor<1x6x6x6xi32>
  return %0 : tensor<1x6x6x6xi32>
}

// -----

// tconv-i16-q
func.func @f(%x: tensor<1x4x5x3xi16>, %w: tensor<4x3x3x3xi16>, %b: tensor<4xi48>) -> tensor<1x6x7x4xi48> {
  // expected-error @+1 {{'tosa.transpose_conv2d' op operand #1 must be 4D tensor of 4-bit signless integer or 8-bit signless integer or Quint8 type or Qint4 type or Qint8 type or Qint16 type or Qint32 type or floating-point values, but got 'tensor<4x3x3x3xi16>'}}
  %0 = tosa.transpose_conv2d %x, %w, %b {out_pad = array<i64: 0, 0, 0, 0>, out_shape = array<i64: 1, 6, 7, 4>, stride = array<i64: 1, 1>, quantization_info = #tosa.conv_quant<input_zp = 2, weight_zp = 0>} : (tensor<1x4x5x3xi16>, tensor<4x3x3x3xi16>, tensor<4xi48>) -> tensor<1x6x7x4xi48>
  return %0 : tensor<1x6x7x4xi48>
}

// -----

// fc-i8-noq
func.func @f(%x: tensor<5x3xi8>, %w: tensor<6x3xi8>, %b: tensor<6xi32>) -> tensor<5x6xi32> {
  // expected-error @+1 {{'tosa.fully_connected' op quantizationattr is required for quantized type, and not allowed for float type}}
  %0 = tosa.fully_connected %x, %w, %b : (tensor<5x3xi8>, tensor<6x3xi8>, tensor<6xi32>) -> tensor<5x6xi32>
  return %0 : tensor<5x6xi32>
}

// -----

// fc-f32-q
func.func @f(%x: tensor<5x3xf32>, %w: tensor<6x3xf32>, %b: tensor<6xf32>) -> tensor<5x6xf32> {
  // expected-error @+1 {{'tosa.fully_connected' op quantizationattr is required for quantized type, and not allowed for float type}}
  %0 = tosa.fully_connected %x, %w, %b {quantization_info = #tosa.conv_quant<input_zp = 0, weight_zp = 0>} : (tensor<5x3xf32>, tensor<6x3xf32>, tensor<6xf32>) -> tensor<5x6xf32>
  return %0 : tensor<5x6xf32>
}

// -----

// fc-i16-q
func.func @f(%x: tensor<5x3xi16>, %w: tensor<6x3xi16>, %b: tensor<6xi48>) -> tensor<5x6xi48> {
  // expected-error @+1 {{'tosa.fully_connected' op operand #1 must be 2D tensor of 4-bit signless integer or 8-bit signless integer or Quint8 type or Qint4 type or Qint8 type or Qint16 type or Qint32 type or floating-point values, but got 'tensor<6x3xi16>'}}
  %0 = tosa.fully_connected %x, %w, %b {quantization_info = #tosa.conv_quant<input_zp = 1, weight_zp = 0>} : (tensor<5x3xi16>, tensor<6x3xi16>, tensor<6xi48>) -> tensor<5x6xi48>
  return %0 : tensor<5x6xi48>
}

// -----

// a-f32-w-i8-noq
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xi8>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{'tosa.conv2d' op expect both input and weight to be float or not together, got 'f32' and 'i8'}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xi8>, tensor<4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// a-f32-w-i8-q
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xi8>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{'tosa.conv2d' op expect both input and weight to be float or not together, got 'f32' and 'i8'}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, quantization_info = #tosa.conv_quant<input_zp = 0, weight_zp = 0>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xi8>, tensor<4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// c-i16-w-i8-noq
func.func @f(%x: tensor<1x8x8x3xi16>, %w: tensor<4x3x3x3xi8>, %b: tensor<4xi48>) -> tensor<1x6x6x4xi48> {
  // expected-error @+1 {{'tosa.conv2d' op quantizationattr is required for quantized type, and not allowed for float type}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xi16>, tensor<4x3x3x3xi8>, tensor<4xi48>) -> tensor<1x6x6x4xi48>
  return %0 : tensor<1x6x6x4xi48>
}

// -----

// d-i8-w-i32
func.func @f(%x: tensor<1x8x8x3xi8>, %w: tensor<4x3x3x3xi32>, %b: tensor<4xi32>) -> tensor<1x6x6x4xi32> {
  // expected-error @+1 {{'tosa.conv2d' op operand #1 must be 4D tensor of 4-bit signless integer or 8-bit signless integer or Quint8 type or Qint4 type or Qint8 type or Qint16 type or Qint32 type or floating-point values, but got 'tensor<4x3x3x3xi32>'}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, quantization_info = #tosa.conv_quant<input_zp = 0, weight_zp = 0>} : (tensor<1x8x8x3xi8>, tensor<4x3x3x3xi32>, tensor<4xi32>) -> tensor<1x6x6x4xi32>
  return %0 : tensor<1x6x6x4xi32>
}

// -----

// e-rank
func.func @f(%x: tensor<8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{'tosa.conv2d' op operand #0 must be 4-d tensor, but got 'tensor<8x8x3xf32>'}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// g-fc-f32-w-i8
func.func @f(%x: tensor<5x3xf32>, %w: tensor<6x3xi8>, %b: tensor<6xf32>) -> tensor<5x6xf32> {
  // expected-error @+1 {{'tosa.fully_connected' op expect both input and weight to be float or not together, got 'f32' and 'i8'}}
  %0 = tosa.fully_connected %x, %w, %b : (tensor<5x3xf32>, tensor<6x3xi8>, tensor<6xf32>) -> tensor<5x6xf32>
  return %0 : tensor<5x6xf32>
}

// -----

// g-fc-i8-w-f32
func.func @f(%x: tensor<5x3xi8>, %w: tensor<6x3xf32>, %b: tensor<6xi32>) -> tensor<5x6xi32> {
  // expected-error @+1 {{'tosa.fully_connected' op expect both input and weight to be float or not together, got 'i8' and 'f32'}}
  %0 = tosa.fully_connected %x, %w, %b {quantization_info = #tosa.conv_quant<input_zp = 0, weight_zp = 0>} : (tensor<5x3xi8>, tensor<6x3xf32>, tensor<6xi32>) -> tensor<5x6xi32>
  return %0 : tensor<5x6xi32>
}

// -----

// conv2d-r-in
func.func @f(%x: tensor<8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{'tosa.conv2d' op operand #0 must be 4-d tensor, but got 'tensor<8x8x3xf32>'}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// conv2d-r-w
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{'tosa.conv2d' op operand #1 must be 4D tensor of 4-bit signless integer or 8-bit signless integer or Quint8 type or Qint4 type or Qint8 type or Qint16 type or Qint32 type or floating-point values, but got 'tensor<3x3x3xf32>'}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3xf32>, tensor<4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// conv2d-r-b
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<1x4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{'tosa.conv2d' op operand #2 must be 1-d tensor, but got 'tensor<1x4xf32>'}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<1x4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// conv2d-r-out
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<6x6x4xf32> {
  // expected-error @+1 {{'tosa.conv2d' op result #0 must be 4-d tensor, but got 'tensor<6x6x4xf32>'}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<6x6x4xf32>
  return %0 : tensor<6x6x4xf32>
}

// -----

// conv2d-r-in-w
func.func @f(%x: tensor<8x8x3xf32>, %w: tensor<3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{'tosa.conv2d' op operand #0 must be 4-d tensor, but got 'tensor<8x8x3xf32>'}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<8x8x3xf32>, tensor<3x3x3xf32>, tensor<4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// conv3d-r-in
func.func @f(%x: tensor<6x8x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6x4xf32> {
  // expected-error @+1 {{'tosa.conv3d' op operand #0 must be 5-d tensor, but got 'tensor<6x8x8x3xf32>'}}
  %0 = tosa.conv3d %x, %w, %b {dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<6x8x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<4xf32>) -> tensor<1x4x6x6x4xf32>
  return %0 : tensor<1x4x6x6x4xf32>
}

// -----

// conv3d-r-w
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6x4xf32> {
  // expected-error @+1 {{'tosa.conv3d' op operand #1 must be 5D tensor of 4-bit signless integer or 8-bit signless integer or Quint8 type or Qint4 type or Qint8 type or Qint16 type or Qint32 type or floating-point values, but got 'tensor<3x3x3x3xf32>'}}
  %0 = tosa.conv3d %x, %w, %b {dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xf32>, tensor<3x3x3x3xf32>, tensor<4xf32>) -> tensor<1x4x6x6x4xf32>
  return %0 : tensor<1x4x6x6x4xf32>
}

// -----

// conv3d-r-b
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<1x4xf32>) -> tensor<1x4x6x6x4xf32> {
  // expected-error @+1 {{'tosa.conv3d' op operand #2 must be 1-d tensor, but got 'tensor<1x4xf32>'}}
  %0 = tosa.conv3d %x, %w, %b {dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<1x4xf32>) -> tensor<1x4x6x6x4xf32>
  return %0 : tensor<1x4x6x6x4xf32>
}

// -----

// conv3d-r-out
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<4x6x6x4xf32> {
  // expected-error @+1 {{'tosa.conv3d' op result #0 must be 5-d tensor, but got 'tensor<4x6x6x4xf32>'}}
  %0 = tosa.conv3d %x, %w, %b {dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<4xf32>) -> tensor<4x6x6x4xf32>
  return %0 : tensor<4x6x6x4xf32>
}

// -----

// conv3d-r-in-w
func.func @f(%x: tensor<6x8x8x3xf32>, %w: tensor<3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6x4xf32> {
  // expected-error @+1 {{'tosa.conv3d' op operand #0 must be 5-d tensor, but got 'tensor<6x8x8x3xf32>'}}
  %0 = tosa.conv3d %x, %w, %b {dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<6x8x8x3xf32>, tensor<3x3x3x3xf32>, tensor<4xf32>) -> tensor<1x4x6x6x4xf32>
  return %0 : tensor<1x4x6x6x4xf32>
}

// -----

// depthwise_conv2d-r-in
func.func @f(%x: tensor<8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<1x6x6x6xf32> {
  // expected-error @+1 {{'tosa.depthwise_conv2d' op operand #0 must be 4-d tensor, but got 'tensor<8x8x3xf32>'}}
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

// depthwise_conv2d-r-w
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x2xf32>, %b: tensor<6xf32>) -> tensor<1x6x6x6xf32> {
  // expected-error @+1 {{'tosa.depthwise_conv2d' op operand #1 must be 4D tensor of 4-bit signless integer or 8-bit signless integer or Quint8 type or Qint4 type or Qint8 type or Qint16 type or Qint32 type or floating-point values, but got 'tensor<3x3x2xf32>'}}
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x2xf32>, tensor<6xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

// depthwise_conv2d-r-b
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<1x6xf32>) -> tensor<1x6x6x6xf32> {
  // expected-error @+1 {{'tosa.depthwise_conv2d' op operand #2 must be 1-d tensor, but got 'tensor<1x6xf32>'}}
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<1x6xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

// depthwise_conv2d-r-out
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<6x6x6xf32> {
  // expected-error @+1 {{'tosa.depthwise_conv2d' op result #0 must be 4-d tensor, but got 'tensor<6x6x6xf32>'}}
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>) -> tensor<6x6x6xf32>
  return %0 : tensor<6x6x6xf32>
}

// -----

// depthwise_conv2d-r-in-w
func.func @f(%x: tensor<8x8x3xf32>, %w: tensor<3x3x2xf32>, %b: tensor<6xf32>) -> tensor<1x6x6x6xf32> {
  // expected-error @+1 {{'tosa.depthwise_conv2d' op operand #0 must be 4-d tensor, but got 'tensor<8x8x3xf32>'}}
  %0 = tosa.depthwise_conv2d %x, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<8x8x3xf32>, tensor<3x3x2xf32>, tensor<6xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

// transpose_conv2d-r-in
func.func @f(%x: tensor<4x5x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x7x4xf32> {
  // expected-error @+1 {{'tosa.transpose_conv2d' op operand #0 must be 4-d tensor, but got 'tensor<4x5x3xf32>'}}
  %0 = tosa.transpose_conv2d %x, %w, %b {out_pad = array<i64: 0, 0, 0, 0>, out_shape = array<i64: 1, 6, 7, 4>, stride = array<i64: 1, 1>} : (tensor<4x5x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<1x6x7x4xf32>
  return %0 : tensor<1x6x7x4xf32>
}

// -----

// transpose_conv2d-r-w
func.func @f(%x: tensor<1x4x5x3xf32>, %w: tensor<3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x7x4xf32> {
  // expected-error @+1 {{'tosa.transpose_conv2d' op operand #1 must be 4D tensor of 4-bit signless integer or 8-bit signless integer or Quint8 type or Qint4 type or Qint8 type or Qint16 type or Qint32 type or floating-point values, but got 'tensor<3x3x3xf32>'}}
  %0 = tosa.transpose_conv2d %x, %w, %b {out_pad = array<i64: 0, 0, 0, 0>, out_shape = array<i64: 1, 6, 7, 4>, stride = array<i64: 1, 1>} : (tensor<1x4x5x3xf32>, tensor<3x3x3xf32>, tensor<4xf32>) -> tensor<1x6x7x4xf32>
  return %0 : tensor<1x6x7x4xf32>
}

// -----

// transpose_conv2d-r-b
func.func @f(%x: tensor<1x4x5x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<1x4xf32>) -> tensor<1x6x7x4xf32> {
  // expected-error @+1 {{'tosa.transpose_conv2d' op operand #2 must be 1-d tensor, but got 'tensor<1x4xf32>'}}
  %0 = tosa.transpose_conv2d %x, %w, %b {out_pad = array<i64: 0, 0, 0, 0>, out_shape = array<i64: 1, 6, 7, 4>, stride = array<i64: 1, 1>} : (tensor<1x4x5x3xf32>, tensor<4x3x3x3xf32>, tensor<1x4xf32>) -> tensor<1x6x7x4xf32>
  return %0 : tensor<1x6x7x4xf32>
}

// -----

// transpose_conv2d-r-out
func.func @f(%x: tensor<1x4x5x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<6x7x4xf32> {
  // expected-error @+1 {{'tosa.transpose_conv2d' op result #0 must be 4-d tensor, but got 'tensor<6x7x4xf32>'}}
  %0 = tosa.transpose_conv2d %x, %w, %b {out_pad = array<i64: 0, 0, 0, 0>, out_shape = array<i64: 6, 7, 4>, stride = array<i64: 1, 1>} : (tensor<1x4x5x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<6x7x4xf32>
  return %0 : tensor<6x7x4xf32>
}

// -----

// transpose_conv2d-r-in-w
func.func @f(%x: tensor<4x5x3xf32>, %w: tensor<3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x7x4xf32> {
  // expected-error @+1 {{'tosa.transpose_conv2d' op operand #0 must be 4-d tensor, but got 'tensor<4x5x3xf32>'}}
  %0 = tosa.transpose_conv2d %x, %w, %b {out_pad = array<i64: 0, 0, 0, 0>, out_shape = array<i64: 1, 6, 7, 4>, stride = array<i64: 1, 1>} : (tensor<4x5x3xf32>, tensor<3x3x3xf32>, tensor<4xf32>) -> tensor<1x6x7x4xf32>
  return %0 : tensor<1x6x7x4xf32>
}

// -----

// fc-r-in
func.func @f(%x: tensor<2x5x3xf32>, %w: tensor<6x3xf32>, %b: tensor<6xf32>) -> tensor<5x6xf32> {
  // expected-error @+1 {{'tosa.fully_connected' op operand #0 must be 2-d tensor, but got 'tensor<2x5x3xf32>'}}
  %0 = tosa.fully_connected %x, %w, %b : (tensor<2x5x3xf32>, tensor<6x3xf32>, tensor<6xf32>) -> tensor<5x6xf32>
  return %0 : tensor<5x6xf32>
}

// -----

// fc-r-w
func.func @f(%x: tensor<5x3xf32>, %w: tensor<1x6x3xf32>, %b: tensor<6xf32>) -> tensor<5x6xf32> {
  // expected-error @+1 {{'tosa.fully_connected' op operand #1 must be 2D tensor of 4-bit signless integer or 8-bit signless integer or Quint8 type or Qint4 type or Qint8 type or Qint16 type or Qint32 type or floating-point values, but got 'tensor<1x6x3xf32>'}}
  %0 = tosa.fully_connected %x, %w, %b : (tensor<5x3xf32>, tensor<1x6x3xf32>, tensor<6xf32>) -> tensor<5x6xf32>
  return %0 : tensor<5x6xf32>
}

// -----

// fc-r-b
func.func @f(%x: tensor<5x3xf32>, %w: tensor<6x3xf32>, %b: tensor<1x6xf32>) -> tensor<5x6xf32> {
  // expected-error @+1 {{'tosa.fully_connected' op operand #2 must be 1-d tensor, but got 'tensor<1x6xf32>'}}
  %0 = tosa.fully_connected %x, %w, %b : (tensor<5x3xf32>, tensor<6x3xf32>, tensor<1x6xf32>) -> tensor<5x6xf32>
  return %0 : tensor<5x6xf32>
}

// -----

// fc-r-out
func.func @f(%x: tensor<5x3xf32>, %w: tensor<6x3xf32>, %b: tensor<6xf32>) -> tensor<1x5x6xf32> {
  // expected-error @+1 {{'tosa.fully_connected' op result #0 must be 2-d tensor, but got 'tensor<1x5x6xf32>'}}
  %0 = tosa.fully_connected %x, %w, %b : (tensor<5x3xf32>, tensor<6x3xf32>, tensor<6xf32>) -> tensor<1x5x6xf32>
  return %0 : tensor<1x5x6xf32>
}

// -----

// mm-r-a
func.func @f(%a: tensor<3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{'tosa.matmul' op operand #0 must be 3-d tensor, but got 'tensor<3x4xf32>'}}
  %0 = tosa.matmul %a, %b : (tensor<3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// mm-r-b
func.func @f(%a: tensor<2x3x4xf32>, %b: tensor<4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{'tosa.matmul' op operand #1 must be 3-d tensor, but got 'tensor<4x5xf32>'}}
  %0 = tosa.matmul %a, %b : (tensor<2x3x4xf32>, tensor<4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// mm-r-out
func.func @f(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{'tosa.matmul' op result #0 must be 3-d tensor, but got 'tensor<3x5xf32>'}}
  %0 = tosa.matmul %a, %b : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// miss-pad-stride
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{'tosa.conv2d' op requires attribute 'pad'}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// miss-pad-rank
func.func @f(%x: tensor<8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{'tosa.conv2d' op requires attribute 'pad'}}
  %0 = tosa.conv2d %x, %w, %b {dilation = array<i64: 1, 1>, stride = array<i64: 1, 1>} : (tensor<8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}
