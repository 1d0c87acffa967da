// The attributes of the tosa ops of LLVM 19, in custom form and with an attribute
// the op does not have (foo, as rocMLIR's acc_type on tosa.matmul): each op's
// inherent attributes print as properties (<{...}>), the others as attributes
// ({...}), where mlir-opt-19 --mlir-print-op-generic puts them (props_compare.py);
// mlir-opt-19 reads the output back with every attribute (none dropped).
// RUN: %python %S/props_compare.py '%tosa2linalg --passes=none' %mlir_opt_19 %s
// RUN: %tosa2linalg --elementwise-only %s | %mlir_opt_19 --mlir-print-op-generic | FileCheck %s
// CHECK-COUNT-34: {foo = 1 : i32}
// CHECK-NOT: foo
func.func @apply_scale(%v: i32, %m: i32, %s: i8) -> i32 {
  %0 = tosa.apply_scale %v, %m, %s {double_round = false, foo = 1 : i32} : (i32, i32, i8) -> i32
  return %0 : i32
}
func.func @argmax(%a: tensor<3x4xf32>) -> tensor<4xi32> {
  %0 = tosa.argmax %a {axis = 0 : i32, foo = 1 : i32} : (tensor<3x4xf32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func @avg_pool2d(%a: tensor<1x7x7x9xf32>) -> tensor<1x7x7x9xf32> {
  %0 = tosa.avg_pool2d %a {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 1, 0, 1>, stride = array<i64: 1, 1>, foo = 1 : i32} : (tensor<1x7x7x9xf32>) -> tensor<1x7x7x9xf32>
  return %0 : tensor<1x7x7x9xf32>
}
func.func @concat(%a: tensor<13x21x3xf32>) -> tensor<26x21x3xf32> {
  %0 = tosa.concat %a, %a {axis = 0 : i32, foo = 1 : i32} : (tensor<13x21x3xf32>, tensor<13x21x3xf32>) -> tensor<26x21x3xf32>
  return %0 : tensor<26x21x3xf32>
}
func.func @conv2d(%i: tensor<1x4x4x4xf32>, %w: tensor<8x1x1x4xf32>, %b: tensor<8xf32>) -> tensor<1x4x4x8xf32> {
  %0 = tosa.conv2d %i, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, local_bound = true, foo = 1 : i32} : (tensor<1x4x4x4xf32>, tensor<8x1x1x4xf32>, tensor<8xf32>) -> tensor<1x4x4x8xf32>
  return %0 : tensor<1x4x4x8xf32>
}
func.func @conv2d_q(%i: tensor<1x4x4x4xi8>, %w: tensor<8x1x1x4xi8>, %b: tensor<8xi32>) -> tensor<1x4x4x8xi32> {
  %0 = tosa.conv2d %i, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, quantization_info = #tosa.conv_quant<input_zp = -128, weight_zp = 0>, foo = 1 : i32} : (tensor<1x4x4x4xi8>, tensor<8x1x1x4xi8>, tensor<8xi32>) -> tensor<1x4x4x8xi32>
  return %0 : tensor<1x4x4x8xi32>
}
func.func @conv3d(%i: tensor<1x4x8x21x17xf32>, %w: tensor<34x1x1x1x17xf32>, %b: tensor<34xf32>) -> tensor<1x4x8x21x34xf32> {
  %0 = tosa.conv3d %i, %w, %b {dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>, foo = 1 : i32} : (tensor<1x4x8x21x17xf32>, tensor<34x1x1x1x17xf32>, tensor<34xf32>) -> tensor<1x4x8x21x34xf32>
  return %0 : tensor<1x4x8x21x34xf32>
}
func.func @depthwise_conv2d(%i: tensor<1x4x4x4xf32>, %w: tensor<1x1x4x2xf32>, %b: tensor<8xf32>) -> tensor<1x4x4x8xf32> {
  %0 = tosa.depthwise_conv2d %i, %w, %b {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, foo = 1 : i32} : (tensor<1x4x4x4xf32>, tensor<1x1x4x2xf32>, tensor<8xf32>) -> tensor<1x4x4x8xf32>
  return %0 : tensor<1x4x4x8xf32>
}
func.func @fft2d(%r: tensor<1x4x8xf32>, %i: tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>) {
  %0, %1 = tosa.fft2d %r, %i {inverse = false, foo = 1 : i32} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>)
  return %0, %1 : tensor<1x4x8xf32>, tensor<1x4x8xf32>
}
func.func @fully_connected(%a: tensor<14x19xf32>, %w: tensor<19x19xf32>, %b: tensor<19xf32>) -> tensor<14x19xf32> {
  %0 = tosa.fully_connected %a, %w, %b {foo = 1 : i32} : (tensor<14x19xf32>, tensor<19x19xf32>, tensor<19xf32>) -> tensor<14x19xf32>
  return %0 : tensor<14x19xf32>
}
func.func @gather(%a: tensor<13x21x3xf32>, %i: tensor<13x26xi32>) -> tensor<13x26x3xf32> {
  %0 = tosa.gather %a, %i {foo = 1 : i32} : (tensor<13x21x3xf32>, tensor<13x26xi32>) -> tensor<13x26x3xf32>
  return %0 : tensor<13x26x3xf32>
}
func.func @identity(%a: tensor<13x21x3xf32>) -> tensor<13x21x3xf32> {
  %0 = tosa.identity %a {foo = 1 : i32} : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
  return %0 : tensor<13x21x3xf32>
}
func.func @matmul(%a: tensor<1x14x19xf32>, %b: tensor<1x19x28xf32>) -> tensor<1x14x28xf32> {
  %0 = tosa.matmul %a, %b {acc_type = f32} : (tensor<1x14x19xf32>, tensor<1x19x28xf32>) -> tensor<1x14x28xf32>
  return %0 : tensor<1x14x28xf32>
}
func.func @matmul_q(%a: tensor<1x14x19xi8>, %b: tensor<1x19x28xi8>) -> tensor<1x14x28xi32> {
  %0 = tosa.matmul %a, %b {quantization_info = #tosa.matmul_quant<a_zp = 1, b_zp = 2>, foo = 1 : i32} : (tensor<1x14x19xi8>, tensor<1x19x28xi8>) -> tensor<1x14x28xi32>
  return %0 : tensor<1x14x28xi32>
}
func.func @max_pool2d(%a: tensor<1x32x32x8xf32>) -> tensor<1x32x32x8xf32> {
  %0 = tosa.max_pool2d %a {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, foo = 1 : i32} : (tensor<1x32x32x8xf32>) -> tensor<1x32x32x8xf32>
  return %0 : tensor<1x32x32x8xf32>
}
func.func @pad(%a: tensor<13x21x3xf32>, %p: tensor<3x2xi32>) -> tensor<13x21x3xf32> {
  %0 = tosa.pad %a, %p {foo = 1 : i32} : (tensor<13x21x3xf32>, tensor<3x2xi32>) -> tensor<13x21x3xf32>
  return %0 : tensor<13x21x3xf32>
}
func.func @reduce_all(%a: tensor<13x21x3xi1>) -> tensor<1x21x3xi1> {
  %0 = tosa.reduce_all %a {axis = 0 : i32, foo = 1 : i32} : (tensor<13x21x3xi1>) -> tensor<1x21x3xi1>
  return %0 : tensor<1x21x3xi1>
}
func.func @reduce_any(%a: tensor<13x21x3xi1>) -> tensor<1x21x3xi1> {
  %0 = tosa.reduce_any %a {axis = 0 : i32, foo = 1 : i32} : (tensor<13x21x3xi1>) -> tensor<1x21x3xi1>
  return %0 : tensor<1x21x3xi1>
}
func.func @reduce_max(%a: tensor<13x21x3xf32>) -> tensor<1x21x3xf32> {
  %0 = tosa.reduce_max %a {axis = 0 : i32, foo = 1 : i32} : (tensor<13x21x3xf32>) -> tensor<1x21x3xf32>
  return %0 : tensor<1x21x3xf32>
}
func.func @reduce_min(%a: tensor<13x21x3xf32>) -> tensor<1x21x3xf32> {
  %0 = tosa.reduce_min %a {axis = 0 : i32, foo = 1 : i32} : (tensor<13x21x3xf32>) -> tensor<1x21x3xf32>
  return %0 : tensor<1x21x3xf32>
}
func.func @reduce_prod(%a: tensor<13x21x3xf32>) -> tensor<1x21x3xf32> {
  %0 = tosa.reduce_prod %a {axis = 0 : i32, foo = 1 : i32} : (tensor<13x21x3xf32>) -> tensor<1x21x3xf32>
  return %0 : tensor<1x21x3xf32>
}
func.func @reduce_sum(%a: tensor<13x21x3xf32>) -> tensor<1x21x3xf32> {
  %0 = tosa.reduce_sum %a {axis = 0 : i32, foo = 1 : i32} : (tensor<13x21x3xf32>) -> tensor<1x21x3xf32>
  return %0 : tensor<1x21x3xf32>
}
func.func @rescale(%a: tensor<13x21x3xi8>) -> tensor<13x21x3xi8> {
  %0 = tosa.rescale %a {double_round = false, input_zp = 127 : i32, multiplier = array<i32: 42, 43>, output_zp = -1 : i32, per_channel = false, scale32 = false, shift = array<i8: 14, 15>, foo = 1 : i32} : (tensor<13x21x3xi8>) -> tensor<13x21x3xi8>
  return %0 : tensor<13x21x3xi8>
}
func.func @reshape(%a: tensor<13x21x3xf32>) -> tensor<1x819xf32> {
  %0 = tosa.reshape %a {new_shape = array<i64: 1, 819>, foo = 1 : i32} : (tensor<13x21x3xf32>) -> tensor<1x819xf32>
  return %0 : tensor<1x819xf32>
}
func.func @resize(%a: tensor<1x32x32x8xf32>) -> tensor<1x64x64x8xf32> {
  %0 = tosa.resize %a {border = array<i64: 0, 0>, mode = "BILINEAR", offset = array<i64: 0, 0>, scale = array<i64: 4, 2, 4, 2>, foo = 1 : i32} : (tensor<1x32x32x8xf32>) -> tensor<1x64x64x8xf32>
  return %0 : tensor<1x64x64x8xf32>
}
func.func @reverse(%a: tensor<13x21x3xf32>) -> tensor<13x21x3xf32> {
  %0 = tosa.reverse %a {axis = 0 : i32, foo = 1 : i32} : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
  return %0 : tensor<13x21x3xf32>
}
func.func @rfft2d(%a: tensor<13x8x16xf32>) -> (tensor<13x8x9xf32>, tensor<13x8x9xf32>) {
  %0, %1 = tosa.rfft2d %a {foo = 1 : i32} : (tensor<13x8x16xf32>) -> (tensor<13x8x9xf32>, tensor<13x8x9xf32>)
  return %0, %1 : tensor<13x8x9xf32>, tensor<13x8x9xf32>
}
func.func @scatter(%a: tensor<13x21x3xf32>, %i: tensor<13x26xi32>, %u: tensor<13x26x3xf32>) -> tensor<13x21x3xf32> {
  %0 = tosa.scatter %a, %i, %u {foo = 1 : i32} : (tensor<13x21x3xf32>, tensor<13x26xi32>, tensor<13x26x3xf32>) -> tensor<13x21x3xf32>
  return %0 : tensor<13x21x3xf32>
}
func.func @slice(%a: tensor<13x21x3xf32>) -> tensor<4x11x1xf32> {
  %0 = tosa.slice %a {size = array<i64: 4, 11, 1>, start = array<i64: 6, 8, 0>, foo = 1 : i32} : (tensor<13x21x3xf32>) -> tensor<4x11x1xf32>
  return %0 : tensor<4x11x1xf32>
}
func.func @table(%a: tensor<64xi32>, %t: tensor<513xi16>) -> tensor<64xi32> {
  %0 = tosa.table %a, %t {foo = 1 : i32} : (tensor<64xi32>, tensor<513xi16>) -> tensor<64xi32>
  return %0 : tensor<64xi32>
}
func.func @tile(%a: tensor<13x21x3xf32>) -> tensor<39x21x6xf32> {
  %0 = tosa.tile %a {multiples = array<i64: 3, 1, 2>, foo = 1 : i32} : (tensor<13x21x3xf32>) -> tensor<39x21x6xf32>
  return %0 : tensor<39x21x6xf32>
}
func.func @transpose(%a: tensor<13x21x3xf32>, %p: tensor<3xi32>) -> tensor<3x13x21xf32> {
  %0 = tosa.transpose %a, %p {foo = 1 : i32} : (tensor<13x21x3xf32>, tensor<3xi32>) -> tensor<3x13x21xf32>
  return %0 : tensor<3x13x21xf32>
}
func.func @transpose_conv2d(%i: tensor<1x32x32x8xf32>, %w: tensor<16x1x1x8xf32>, %b: tensor<16xf32>) -> tensor<1x32x32x16xf32> {
  %0 = tosa.transpose_conv2d %i, %w, %b {out_pad = array<i64: 0, 0, 0, 0>, out_shape = array<i64: 1, 32, 32, 16>, stride = array<i64: 1, 1>, foo = 1 : i32} : (tensor<1x32x32x8xf32>, tensor<16x1x1x8xf32>, tensor<16xf32>) -> tensor<1x32x32x16xf32>
  return %0 : tensor<1x32x32x16xf32>
}
func.func @custom(%a: tensor<10xi32>) -> tensor<10xi32> {
  %0 = tosa.custom %a {domain_name = "tosa_mlir_test", implementation_attrs = "", operator_name = "custom_test", foo = 1 : i32} : (tensor<10xi32>) -> tensor<10xi32>
  return %0 : tensor<10xi32>
}
func.func @element_wise(%a: tensor<4xi32>, %f: tensor<4xf32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xf32>, tensor<4xi32>) {
  %0 = tosa.clamp %a {min_int = 0 : i64, max_int = 5 : i64, min_fp = 0.0 : f32, max_fp = 5.0 : f32, foo = 1 : i32} : (tensor<4xi32>) -> tensor<4xi32>
  %1 = tosa.mul %0, %a {shift = 1 : i8, foo = 1 : i32} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %2 = tosa.arithmetic_right_shift %1, %a {round = true, foo = 1 : i32} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %3 = tosa.add %f, %f {foo = 1 : i32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %4 = tosa.negate %2 {quantization_info = #tosa.unary_quant<input_zp = 1, output_zp = 2>, foo = 1 : i32} : (tensor<4xi32>) -> tensor<4xi32>
  return %0, %1, %2, %3, %4 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xf32>, tensor<4xi32>
}
// The generic form with one dictionary: split as mlir-opt splits it when it reads it.
func.func @generic(%a: tensor<3x4xf32>) -> (tensor<4xi32>, tensor<2xf32>) {
  %0 = "tosa.argmax"(%a) {axis = 0 : i32, foo = 1 : i32} : (tensor<3x4xf32>) -> tensor<4xi32>
  %1 = "tosa.const"() {value = dense<1.0> : tensor<2xf32>, foo = 1 : i32} : () -> tensor<2xf32>
  return %0, %1 : tensor<4xi32>, tensor<2xf32>
}
