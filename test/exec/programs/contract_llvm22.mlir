// The contractions in TOSA 1.0's forms, against mlir-opt-22: tosa.matmul (f32,
// f16 -> f16 / f32, bf16 -> f32, i8 with zero points), tosa.conv2d,
// tosa.depthwise_conv2d and tosa.conv3d with acc_type (f16 and bf16 accumulating
// in f32 and truncated, as mlir-opt-22), padding, strides, dilations, zero
// points, biases of one element per channel or one for all; static, dynamic and
// size-1 dims. Written by tools/gen_contract.py. Both lowerings are
// the same linalg named ops over the same operands, so floats accumulate in the
// same order: the default tolerances hold (f32 1e-5, f16 2e-3, bf16 1.6e-2).

// EXEC: 2x5x3, 2x3x6
func.func @matmul_f32(%a: tensor<2x5x3xf32>, %b: tensor<2x3x6xf32>) -> tensor<2x5x6xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<2x5x3xf32>, tensor<2x3x6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x5x6xf32>
  return %0 : tensor<2x5x6xf32>
}

// -----

// EXEC: 3x4x5, 3x5x2
// EXEC: 1x1x1, 1x1x1
// EXEC: 1x7x1, 1x1x3
func.func @matmul_f32_dyn(%a: tensor<?x?x?xf32>, %b: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

// EXEC: 2x4x3, 2x3x5
// EXEC: 1x4x3, 1x3x5
func.func @matmul_i8_zp_dyn_batch(%a: tensor<?x4x3xi8>, %b: tensor<?x3x5xi8>) -> tensor<?x4x5xi32> {
  %azp = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %bzp = "tosa.const"() <{values = dense<-4> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %azp, %bzp : (tensor<?x4x3xi8>, tensor<?x3x5xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<?x4x5xi32>
  return %0 : tensor<?x4x5xi32>
}

// -----

// EXEC-RANGE: * min max
// EXEC: 1x5x3, 1x3x6
func.func @matmul_i8_full_range(%a: tensor<1x5x3xi8>, %b: tensor<1x3x6xi8>) -> tensor<1x5x6xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x5x3xi8>, tensor<1x3x6xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x5x6xi32>
  return %0 : tensor<1x5x6xi32>
}

// -----

// EXEC: 2x3x4, 2x4x2
func.func @matmul_f16(%a: tensor<2x3x4xf16>, %b: tensor<2x4x2xf16>) -> tensor<2x3x2xf16> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<2x3x4xf16>, tensor<2x4x2xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<2x3x2xf16>
  return %0 : tensor<2x3x2xf16>
}

// -----

// EXEC: 2x3x4, 2x4x2
func.func @matmul_f16_f32(%a: tensor<2x3x4xf16>, %b: tensor<2x4x2xf16>) -> tensor<2x3x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<2x3x4xf16>, tensor<2x4x2xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<2x3x2xf32>
  return %0 : tensor<2x3x2xf32>
}

// -----

// EXEC: 1x3x4, 1x4x2
func.func @matmul_bf16_f32(%a: tensor<1x3x4xbf16>, %b: tensor<1x4x2xbf16>) -> tensor<1x3x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x3x4xbf16>, tensor<1x4x2xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x3x2xf32>
  return %0 : tensor<1x3x2xf32>
}

// -----

// EXEC: 1x1x1, 1x1x1
func.func @matmul_unit(%a: tensor<1x1x1xf32>, %b: tensor<1x1x1xf32>) -> tensor<?x1x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x1x1xf32>, tensor<1x1x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x1x1xf32>
  return %0 : tensor<?x1x1xf32>
}

// -----

// EXEC: 2x7x7x3, 4x3x2x3, 4
func.func @conv2d_f32_pad_stride(%x: tensor<2x7x7x3xf32>, %w: tensor<4x3x2x3xf32>, %b: tensor<4xf32>) -> tensor<2x4x4x4xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 1>, stride = array<i64: 2, 2>} : (tensor<2x7x7x3xf32>, tensor<4x3x2x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x4x4x4xf32>
  return %0 : tensor<2x4x4x4xf32>
}

// -----

// EXEC: 2x9x8x2, 3x2x3x2, 3
// EXEC: 1x5x5x2, 3x2x3x2, 3
// EXEC: 1x3x3x2, 3x2x3x2, 3
func.func @conv2d_f32_dyn_dilation(%x: tensor<?x?x?x2xf32>, %w: tensor<3x2x3x2xf32>, %b: tensor<3xf32>) -> tensor<?x?x?x3xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 2, 1>, pad = array<i64: 0, 1, 1, 0>, stride = array<i64: 1, 2>} : (tensor<?x?x?x2xf32>, tensor<3x2x3x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x3xf32>
  return %0 : tensor<?x?x?x3xf32>
}

// -----

// EXEC-RANGE: 2 -500 500
// EXEC: 1x6x6x3, 5x3x3x3, 5
// EXEC: 2x6x6x3, 5x3x3x3, 5
func.func @conv2d_i8_zp(%x: tensor<?x6x6x3xi8>, %w: tensor<5x3x3x3xi8>, %b: tensor<5xi32>) -> tensor<?x6x6x5xi32> {
  %xzp = "tosa.const"() <{values = dense<-7> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<4> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %x, %w, %b, %xzp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<?x6x6x3xi8>, tensor<5x3x3x3xi8>, tensor<5xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<?x6x6x5xi32>
  return %0 : tensor<?x6x6x5xi32>
}

// -----

// EXEC: 1x5x5x2, 3x3x3x2, 1
func.func @conv2d_i8_bias_splat(%x: tensor<1x5x5x2xi8>, %w: tensor<3x3x3x2xi8>, %b: tensor<1xi32>) -> tensor<1x3x3x3xi32> {
  %xzp = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %x, %w, %b, %xzp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x5x5x2xi8>, tensor<3x3x3x2xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x3x3xi32>
  return %0 : tensor<1x3x3x3xi32>
}

// -----

// EXEC: 1x5x4x2, 2x2x2x2, 2
func.func @conv2d_f16_acc_f32(%x: tensor<1x5x4x2xf16>, %w: tensor<2x2x2x2xf16>, %b: tensor<2xf16>) -> tensor<1x4x3x2xf16> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x5x4x2xf16>, tensor<2x2x2x2xf16>, tensor<2xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x4x3x2xf16>
  return %0 : tensor<1x4x3x2xf16>
}

// -----

// EXEC: 1x5x4x2, 2x2x2x2, 2
func.func @conv2d_f16_acc_f16(%x: tensor<1x5x4x2xf16>, %w: tensor<2x2x2x2xf16>, %b: tensor<2xf16>) -> tensor<1x5x4x2xf16> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f16, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 0, 1>, stride = array<i64: 1, 1>} : (tensor<1x5x4x2xf16>, tensor<2x2x2x2xf16>, tensor<2xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x5x4x2xf16>
  return %0 : tensor<1x5x4x2xf16>
}

// -----

// EXEC: 1x4x4x2, 2x2x2x2, 2
func.func @conv2d_bf16_acc_f32(%x: tensor<1x4x4x2xbf16>, %w: tensor<2x2x2x2xbf16>, %b: tensor<2xbf16>) -> tensor<1x3x3x2xbf16> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xbf16>, tensor<2x2x2x2xbf16>, tensor<2xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x3x3x2xbf16>
  return %0 : tensor<1x3x3x2xbf16>
}

// -----

// EXEC: 1x1x1x1, 1x1x1x1, 1
func.func @conv2d_unit(%x: tensor<1x1x1x1xf32>, %w: tensor<1x1x1x1xf32>, %b: tensor<1xf32>) -> tensor<1x1x1x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}

// -----

// EXEC: 1x7x5x3, 3x3x3x2, 6
// EXEC: 2x5x3x3, 3x3x3x2, 6
func.func @depthwise_f32(%x: tensor<?x?x?x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<?x?x?x6xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 2>, pad = array<i64: 1, 1, 2, 0>, stride = array<i64: 2, 1>} : (tensor<?x?x?x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x6xf32>
  return %0 : tensor<?x?x?x6xf32>
}

// -----

// EXEC-RANGE: 2 -500 500
// EXEC: 1x5x5x4, 3x3x4x2, 8
func.func @depthwise_i8_zp(%x: tensor<1x5x5x4xi8>, %w: tensor<3x3x4x2xi8>, %b: tensor<8xi32>) -> tensor<1x5x5x8xi32> {
  %xzp = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<42> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.depthwise_conv2d %x, %w, %b, %xzp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x5x5x4xi8>, tensor<3x3x4x2xi8>, tensor<8xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x5x5x8xi32>
  return %0 : tensor<1x5x5x8xi32>
}

// -----

// EXEC: 1x5x5x3, 3x3x3x2, 6
func.func @depthwise_f16_acc_f32(%x: tensor<1x5x5x3xf16>, %w: tensor<3x3x3x2xf16>, %b: tensor<6xf16>) -> tensor<1x3x3x6xf16> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x5x5x3xf16>, tensor<3x3x3x2xf16>, tensor<6xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x3x3x6xf16>
  return %0 : tensor<1x3x3x6xf16>
}

// -----

// EXEC: 1x3x3x2, 2x2x2x1, 1
func.func @depthwise_bias_splat(%x: tensor<1x3x3x2xf32>, %w: tensor<2x2x2x1xf32>, %b: tensor<1xf32>) -> tensor<1x2x2x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x3x2xf32>, tensor<2x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

// -----

// EXEC: 1x4x5x6x2, 3x2x3x2x2, 3
func.func @conv3d_f32(%x: tensor<1x4x5x6x2xf32>, %w: tensor<3x2x3x2x2xf32>, %b: tensor<3xf32>) -> tensor<1x4x2x6x3xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv3d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1, 2>, pad = array<i64: 1, 0, 0, 0, 1, 1>, stride = array<i64: 1, 2, 1>} : (tensor<1x4x5x6x2xf32>, tensor<3x2x3x2x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x2x6x3xf32>
  return %0 : tensor<1x4x2x6x3xf32>
}

// -----

// EXEC-RANGE: 2 -500 500
// EXEC: 2x3x3x3x2, 2x2x2x2x2, 2
func.func @conv3d_i8_zp(%x: tensor<?x3x3x3x2xi8>, %w: tensor<2x2x2x2x2xi8>, %b: tensor<2xi32>) -> tensor<?x2x2x2x2xi32> {
  %xzp = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv3d %x, %w, %b, %xzp, %wzp {acc_type = i32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<?x3x3x3x2xi8>, tensor<2x2x2x2x2xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<?x2x2x2x2xi32>
  return %0 : tensor<?x2x2x2x2xi32>
}

// -----

// EXEC: 1x3x3x3x2, 2x2x2x2x2, 2
func.func @conv3d_f16_acc_f32(%x: tensor<1x3x3x3x2xf16>, %w: tensor<2x2x2x2x2xf16>, %b: tensor<2xf16>) -> tensor<1x2x2x2x2xf16> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = tosa.conv3d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x3x3x3x2xf16>, tensor<2x2x2x2x2xf16>, tensor<2xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x2x2x2x2xf16>
  return %0 : tensor<1x2x2x2x2xf16>
}

// -----

// EXEC-VALUES: 2 -3
// EXEC-EXPECT-FROM: @matmul_i8_zp_operand_twin
// EXEC: 2x4x3, 2x3x5, 1
func.func @matmul_i8_zp_operand(%a: tensor<2x4x3xi8>, %b: tensor<2x3x5xi8>, %azp: tensor<1xi8>) -> tensor<2x4x5xi32> {
  %bzp = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %azp, %bzp : (tensor<2x4x3xi8>, tensor<2x3x5xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x4x5xi32>
  return %0 : tensor<2x4x5xi32>
}
func.func @matmul_i8_zp_operand_twin(%a: tensor<2x4x3xi8>, %b: tensor<2x3x5xi8>, %unused: tensor<1xi8>) -> tensor<2x4x5xi32> {
  %azp = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %bzp = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %azp, %bzp : (tensor<2x4x3xi8>, tensor<2x3x5xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x4x5xi32>
  return %0 : tensor<2x4x5xi32>
}

// -----

// EXEC-RANGE: 0 min max
    // EXEC-RANGE: 2 -1000 1000
    // EXEC-VALUES: 3 -7
    // EXEC-VALUES: 4 5
    // EXEC-EXPECT-FROM: @conv2d_zp_operands_twin
    // EXEC: 2x4x4x2, 3x2x2x2, 3, 1, 1
    func.func @conv2d_zp_operands(%x: tensor<2x4x4x2xi8>, %w: tensor<3x2x2x2xi8>, %b: tensor<3xi32>, %xzp: tensor<1xi8>, %wzp: tensor<1xi8>) -> tensor<2x5x4x3xi32> {
      %0 = tosa.conv2d %x, %w, %b, %xzp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 1>, stride = array<i64: 1, 1>} : (tensor<2x4x4x2xi8>, tensor<3x2x2x2xi8>, tensor<3xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x5x4x3xi32>
      return %0 : tensor<2x5x4x3xi32>
    }
    func.func @conv2d_zp_operands_twin(%x: tensor<2x4x4x2xi8>, %w: tensor<3x2x2x2xi8>, %b: tensor<3xi32>, %xzp: tensor<1xi8>, %wzp: tensor<1xi8>) -> tensor<2x5x4x3xi32> {
      %c = "tosa.const"() <{values = dense<-7> : tensor<1xi8>}> : () -> tensor<1xi8>
      %d = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
      %0 = tosa.conv2d %x, %w, %b, %c, %d {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 1>, stride = array<i64: 1, 1>} : (tensor<2x4x4x2xi8>, tensor<3x2x2x2xi8>, tensor<3xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x5x4x3xi32>
      return %0 : tensor<2x5x4x3xi32>
    }
    
// -----

// EXEC-RANGE: 0 min max
    // EXEC-RANGE: 2 -1000 1000
    // EXEC-VALUES: 3 -7
    // EXEC-VALUES: 4 5
    // EXEC-EXPECT-FROM: @depthwise_conv2d_zp_operands_twin
    // EXEC: 2x4x4x2, 2x2x2x2, 4, 1, 1
    func.func @depthwise_conv2d_zp_operands(%x: tensor<2x4x4x2xi8>, %w: tensor<2x2x2x2xi8>, %b: tensor<4xi32>, %xzp: tensor<1xi8>, %wzp: tensor<1xi8>) -> tensor<2x5x4x4xi32> {
      %0 = tosa.depthwise_conv2d %x, %w, %b, %xzp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 1>, stride = array<i64: 1, 1>} : (tensor<2x4x4x2xi8>, tensor<2x2x2x2xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x5x4x4xi32>
      return %0 : tensor<2x5x4x4xi32>
    }
    func.func @depthwise_conv2d_zp_operands_twin(%x: tensor<2x4x4x2xi8>, %w: tensor<2x2x2x2xi8>, %b: tensor<4xi32>, %xzp: tensor<1xi8>, %wzp: tensor<1xi8>) -> tensor<2x5x4x4xi32> {
      %c = "tosa.const"() <{values = dense<-7> : tensor<1xi8>}> : () -> tensor<1xi8>
      %d = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
      %0 = tosa.depthwise_conv2d %x, %w, %b, %c, %d {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 1>, stride = array<i64: 1, 1>} : (tensor<2x4x4x2xi8>, tensor<2x2x2x2xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x5x4x4xi32>
      return %0 : tensor<2x5x4x4xi32>
    }
    
// -----

func.func @matmul_i16(%a: tensor<1x3x4xi16>, %b: tensor<1x4x2xi16>) -> tensor<1x3x2xi48> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x3x4xi16>, tensor<1x4x2xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x3x2xi48>
  return %0 : tensor<1x3x2xi48>
}
