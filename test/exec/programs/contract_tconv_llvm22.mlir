// tosa.transpose_conv2d in LLVM 22's forms against mlir-opt-22 after
// tosa-optional-decompositions (no pass lowers it otherwise): strides, out_pad
// (negative too), zero points, a dynamic batch. Written by
// tools/gen_contract.py (tconv22). For strides above 1 the decomposition
// rearranges the kernel and sums the same products in another order: floats
// there have an absolute tolerance of 1e-4 (f16: 2e-3).

// EXEC: 1x4x5x2, 3x3x2x2, 3
func.func @tc_f32_s1(%x: tensor<1x4x5x2xf32>, %w: tensor<3x3x2x2xf32>, %b: tensor<3xf32>) -> tensor<1x6x6x3xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.transpose_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x5x2xf32>, tensor<3x3x2x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x3xf32>
  return %0 : tensor<1x6x6x3xf32>
}

// -----

// EXEC: 1x4x5x2, 3x3x2x2, 3
func.func @tc_f32_s1_out_pad(%x: tensor<1x4x5x2xf32>, %w: tensor<3x3x2x2xf32>, %b: tensor<3xf32>) -> tensor<1x7x8x3xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.transpose_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, out_pad = array<i64: 1, 0, 0, 2>, stride = array<i64: 1, 1>} : (tensor<1x4x5x2xf32>, tensor<3x3x2x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x8x3xf32>
  return %0 : tensor<1x7x8x3xf32>
}

// -----

// EXEC-TOL: 1e-5 1e-4
// EXEC: 1x4x5x2, 3x3x2x2, 3
func.func @tc_f32_s23(%x: tensor<1x4x5x2xf32>, %w: tensor<3x3x2x2xf32>, %b: tensor<3xf32>) -> tensor<1x10x15x3xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.transpose_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, out_pad = array<i64: 0, 1, 1, 0>, stride = array<i64: 2, 3>} : (tensor<1x4x5x2xf32>, tensor<3x3x2x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x10x15x3xf32>
  return %0 : tensor<1x10x15x3xf32>
}

// -----

// EXEC-TOL: 1e-5 1e-4
// EXEC: 1x4x4x3, 2x3x3x3, 2
func.func @tc_f32_s2_neg_pad(%x: tensor<1x4x4x3xf32>, %w: tensor<2x3x3x3xf32>, %b: tensor<2xf32>) -> tensor<1x8x7x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.transpose_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, out_pad = array<i64: -1, 0, 0, -2>, stride = array<i64: 2, 2>} : (tensor<1x4x4x3xf32>, tensor<2x3x3x3xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x7x2xf32>
  return %0 : tensor<1x8x7x2xf32>
}

// -----

// EXEC-TOL: 1e-5 1e-4
// EXEC: 2x3x3x2, 2x2x3x2, 2
// EXEC: 1x3x3x2, 2x2x3x2, 2
func.func @tc_f32_dyn_batch(%x: tensor<?x3x3x2xf32>, %w: tensor<2x2x3x2xf32>, %b: tensor<2xf32>) -> tensor<?x6x5x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.transpose_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 1>} : (tensor<?x3x3x2xf32>, tensor<2x2x3x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x6x5x2xf32>
  return %0 : tensor<?x6x5x2xf32>
}

// -----

// EXEC: 1x1x1x1, 1x1x1x1, 1
func.func @tc_unit(%x: tensor<1x1x1x1xf32>, %w: tensor<1x1x1x1xf32>, %b: tensor<1xf32>) -> tensor<1x1x1x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.transpose_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}

// -----

// EXEC-RANGE: 2 -500 500
// EXEC: 1x3x4x2, 3x2x3x2, 3
func.func @tc_i8_zp_s2(%x: tensor<1x3x4x2xi8>, %w: tensor<3x2x3x2xi8>, %b: tensor<3xi32>) -> tensor<1x6x11x3xi32> {
  %xzp = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<-2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.transpose_conv2d %x, %w, %b, %xzp, %wzp {acc_type = i32, out_pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 2, 2>} : (tensor<1x3x4x2xi8>, tensor<3x2x3x2xi8>, tensor<3xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x6x11x3xi32>
  return %0 : tensor<1x6x11x3xi32>
}

// -----

// EXEC-RANGE: 2 -500 500
// EXEC: 2x3x3x2, 2x3x3x2, 2
func.func @tc_i8_s1(%x: tensor<2x3x3x2xi8>, %w: tensor<2x3x3x2xi8>, %b: tensor<2xi32>) -> tensor<2x5x5x2xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.transpose_conv2d %x, %w, %b, %zp, %zp {acc_type = i32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<2x3x3x2xi8>, tensor<2x3x3x2xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x5x5x2xi32>
  return %0 : tensor<2x5x5x2xi32>
}

// -----

// EXEC-TOL: 2e-3 2e-3
// EXEC: 1x3x3x2, 2x2x2x2, 2
func.func @tc_f16_acc_f32(%x: tensor<1x3x3x2xf16>, %w: tensor<2x2x2x2xf16>, %b: tensor<2xf16>) -> tensor<1x6x6x2xf16> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = tosa.transpose_conv2d %x, %w, %b, %zp, %zp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x3x3x2xf16>, tensor<2x2x2x2xf16>, tensor<2xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x6x6x2xf16>
  return %0 : tensor<1x6x6x2xf16>
}

// -----

// EXEC: 1x3x3x2, 2x2x2x2, 2
func.func @tc_f16_acc_f16_s1(%x: tensor<1x3x3x2xf16>, %w: tensor<2x2x2x2xf16>, %b: tensor<2xf16>) -> tensor<1x4x4x2xf16> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = tosa.transpose_conv2d %x, %w, %b, %zp, %zp {acc_type = f16, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x3x2xf16>, tensor<2x2x2x2xf16>, tensor<2xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x4x4x2xf16>
  return %0 : tensor<1x4x4x2xf16>
}
