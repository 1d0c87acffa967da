// The attributes of the tosa ops of LLVM 22 (TOSA 1.0), in custom form and with an
// attribute the op does not have (foo; acc_type on tosa.matmul, as rocMLIR writes
// it): each op's inherent attributes print as properties (<{...}>), the others as
// attributes ({...}), where mlir-opt-22 --mlir-print-op-generic puts them
// (props_compare.py); mlir-opt-22 reads the output back with every attribute.
// RUN: %python %S/props_compare.py '%tosa2linalg --passes=none' %mlir_opt_22 %s
// RUN: %tosa2linalg --elementwise-only %s | %mlir_opt_22 --mlir-print-op-generic | FileCheck %s
// CHECK-COUNT-44: {foo = 1 : i32}
// CHECK-NOT: foo
// RUN: %tosa2linalg --elementwise-only %s | FileCheck %s --check-prefix=OUT
// OUT: "tosa.matmul"({{.*}}) {acc_type = f32} :
func.func @apply_scale(%v: i32, %m: i32, %s: i8) -> i32 {
  %0 = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND, foo = 1 : i32} : (i32, i32, i8) -> i32
  return %0 : i32
}
func.func @argmax(%a: tensor<3x4xf32>) -> tensor<4xi32> {
  %0 = tosa.argmax %a {axis = 0 : i32, nan_mode = IGNORE, foo = 1 : i32} : (tensor<3x4xf32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func @avg_pool2d(%a: tensor<1x7x7x9xf32>, %zp: tensor<1xf32>) -> tensor<1x7x7x9xf32> {
  %0 = tosa.avg_pool2d %a, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 1, 0, 1>, stride = array<i64: 1, 1>, foo = 1 : i32} : (tensor<1x7x7x9xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x7x9xf32>
  return %0 : tensor<1x7x7x9xf32>
}
func.func @concat(%a: tensor<13x21x3xf32>) -> tensor<26x21x3xf32> {
  %0 = tosa.concat %a, %a {axis = 0 : i32, foo = 1 : i32} : (tensor<13x21x3xf32>, tensor<13x21x3xf32>) -> tensor<26x21x3xf32>
  return %0 : tensor<26x21x3xf32>
}
func.func @const_shape() -> !tosa.shape<2> {
  %0 = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>, foo = 1 : i32} : () -> !tosa.shape<2>
  return %0 : !tosa.shape<2>
}
func.func @conv2d(%i: tensor<1x4x4x4xf32>, %w: tensor<8x1x1x4xf32>, %b: tensor<8xf32>, %zp: tensor<1xf32>) -> tensor<1x4x4x8xf32> {
  %0 = tosa.conv2d %i, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, local_bound = true, foo = 1 : i32} : (tensor<1x4x4x4xf32>, tensor<8x1x1x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf32>
  return %0 : tensor<1x4x4x8xf32>
}
func.func @conv3d(%i: tensor<1x4x8x21x17xf32>, %w: tensor<34x1x1x1x17xf32>, %b: tensor<34xf32>, %zp: tensor<1xf32>) -> tensor<1x4x8x21x34xf32> {
  %0 = tosa.conv3d %i, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>, foo = 1 : i32} : (tensor<1x4x8x21x17xf32>, tensor<34x1x1x1x17xf32>, tensor<34xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8x21x34xf32>
  return %0 : tensor<1x4x8x21x34xf32>
}
func.func @depthwise_conv2d(%i: tensor<1x4x4x4xf32>, %w: tensor<1x1x4x2xf32>, %b: tensor<8xf32>, %zp: tensor<1xf32>) -> tensor<1x4x4x8xf32> {
  %0 = tosa.depthwise_conv2d %i, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, foo = 1 : i32} : (tensor<1x4x4x4xf32>, tensor<1x1x4x2xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf32>
  return %0 : tensor<1x4x4x8xf32>
}
func.func @fft2d(%r: tensor<1x4x8xf32>, %i: tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>) {
  %0, %1 = tosa.fft2d %r, %i {inverse = false, foo = 1 : i32} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>)
  return %0, %1 : tensor<1x4x8xf32>, tensor<1x4x8xf32>
}
func.func @gather(%a: tensor<13x21x3xf32>, %i: tensor<13x26xi32>) -> tensor<13x26x3xf32> {
  %0 = tosa.gather %a, %i {foo = 1 : i32} : (tensor<13x21x3xf32>, tensor<13x26xi32>) -> tensor<13x26x3xf32>
  return %0 : tensor<13x26x3xf32>
}
func.func @identity(%a: tensor<13x21x3xf32>) -> tensor<13x21x3xf32> {
  %0 = tosa.identity %a {foo = 1 : i32} : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
  return %0 : tensor<13x21x3xf32>
}
func.func @matmul(%a: tensor<1x14x19xf32>, %b: tensor<1x19x28xf32>, %zp: tensor<1xf32>) -> tensor<1x14x28xf32> {
  %0 = tosa.matmul %a, %b, %zp, %zp {acc_type = f32} : (tensor<1x14x19xf32>, tensor<1x19x28xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x14x28xf32>
  return %0 : tensor<1x14x28xf32>
}
func.func @max_pool2d(%a: tensor<1x32x32x8xf32>) -> tensor<1x32x32x8xf32> {
  %0 = tosa.max_pool2d %a {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, nan_mode = PROPAGATE, foo = 1 : i32} : (tensor<1x32x32x8xf32>) -> tensor<1x32x32x8xf32>
  return %0 : tensor<1x32x32x8xf32>
}
func.func @pad(%a: tensor<13x21x3xf32>, %pc: tensor<1xf32>) -> tensor<13x21x3xf32> {
  %p = tosa.const_shape {values = dense<0> : tensor<6xindex>} : () -> !tosa.shape<6>
  %0 = tosa.pad %a, %p, %pc {foo = 1 : i32} : (tensor<13x21x3xf32>, !tosa.shape<6>, tensor<1xf32>) -> tensor<13x21x3xf32>
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
  %0 = tosa.reduce_max %a {axis = 0 : i32, nan_mode = IGNORE, foo = 1 : i32} : (tensor<13x21x3xf32>) -> tensor<1x21x3xf32>
  return %0 : tensor<1x21x3xf32>
}
func.func @reduce_min(%a: tensor<13x21x3xf32>) -> tensor<1x21x3xf32> {
  %0 = tosa.reduce_min %a {axis = 0 : i32, nan_mode = IGNORE, foo = 1 : i32} : (tensor<13x21x3xf32>) -> tensor<1x21x3xf32>
  return %0 : tensor<1x21x3xf32>
}
func.func @reduce_product(%a: tensor<13x21x3xf32>) -> tensor<1x21x3xf32> {
  %0 = tosa.reduce_product %a {axis = 0 : i32, foo = 1 : i32} : (tensor<13x21x3xf32>) -> tensor<1x21x3xf32>
  return %0 : tensor<1x21x3xf32>
}
func.func @reduce_sum(%a: tensor<13x21x3xf32>) -> tensor<1x21x3xf32> {
  %0 = tosa.reduce_sum %a {axis = 0 : i32, foo = 1 : i32} : (tensor<13x21x3xf32>) -> tensor<1x21x3xf32>
  return %0 : tensor<1x21x3xf32>
}
func.func @rescale(%a: tensor<13x21x3xi8>, %m: tensor<1xi16>, %s: tensor<1xi8>, %zp: tensor<1xi8>) -> tensor<13x21x3xi8> {
  %0 = tosa.rescale %a, %m, %s, %zp, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = false, foo = 1 : i32} : (tensor<13x21x3xi8>, tensor<1xi16>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<13x21x3xi8>
  return %0 : tensor<13x21x3xi8>
}
func.func @reshape(%a: tensor<13x21x3xf32>) -> tensor<1x819xf32> {
  %s = tosa.const_shape {values = dense<[1, 819]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %a, %s {foo = 1 : i32} : (tensor<13x21x3xf32>, !tosa.shape<2>) -> tensor<1x819xf32>
  return %0 : tensor<1x819xf32>
}
func.func @resize(%a: tensor<1x32x32x8xf32>) -> tensor<1x64x64x8xf32> {
  %s = tosa.const_shape {values = dense<[4, 2, 4, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<2> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.resize %a, %s, %o, %b {mode = BILINEAR, foo = 1 : i32} : (tensor<1x32x32x8xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x64x64x8xf32>
  return %0 : tensor<1x64x64x8xf32>
}
func.func @reverse(%a: tensor<13x21x3xf32>) -> tensor<13x21x3xf32> {
  %0 = tosa.reverse %a {axis = 0 : i32, foo = 1 : i32} : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
  return %0 : tensor<13x21x3xf32>
}
func.func @rfft2d(%a: tensor<13x8x16xf32>) -> (tensor<13x8x9xf32>, tensor<13x8x9xf32>) {
  %0, %1 = tosa.rfft2d %a {local_bound = true, foo = 1 : i32} : (tensor<13x8x16xf32>) -> (tensor<13x8x9xf32>, tensor<13x8x9xf32>)
  return %0, %1 : tensor<13x8x9xf32>, tensor<13x8x9xf32>
}
func.func @scatter(%a: tensor<13x21x3xf32>, %i: tensor<13x21xi32>, %u: tensor<13x21x3xf32>) -> tensor<13x21x3xf32> {
  %0 = tosa.scatter %a, %i, %u {foo = 1 : i32} : (tensor<13x21x3xf32>, tensor<13x21xi32>, tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
  return %0 : tensor<13x21x3xf32>
}
func.func @slice(%a: tensor<13x21x3xf32>) -> tensor<4x11x1xf32> {
  %st = tosa.const_shape {values = dense<[6, 8, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %sz = tosa.const_shape {values = dense<[4, 11, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %0 = tosa.slice %a, %st, %sz {foo = 1 : i32} : (tensor<13x21x3xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<4x11x1xf32>
  return %0 : tensor<4x11x1xf32>
}
func.func @table(%a: tensor<64xi8>, %t: tensor<256xi8>) -> tensor<64xi8> {
  %0 = tosa.table %a, %t {foo = 1 : i32} : (tensor<64xi8>, tensor<256xi8>) -> tensor<64xi8>
  return %0 : tensor<64xi8>
}
func.func @tile(%a: tensor<13x21x3xf32>) -> tensor<39x21x6xf32> {
  %m = tosa.const_shape {values = dense<[3, 1, 2]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %0 = tosa.tile %a, %m {foo = 1 : i32} : (tensor<13x21x3xf32>, !tosa.shape<3>) -> tensor<39x21x6xf32>
  return %0 : tensor<39x21x6xf32>
}
func.func @transpose(%a: tensor<13x21x3xf32>) -> tensor<3x13x21xf32> {
  %0 = tosa.transpose %a {perms = array<i32: 2, 0, 1>, foo = 1 : i32} : (tensor<13x21x3xf32>) -> tensor<3x13x21xf32>
  return %0 : tensor<3x13x21xf32>
}
func.func @transpose_conv2d(%i: tensor<1x32x32x8xf32>, %w: tensor<16x1x1x8xf32>, %b: tensor<16xf32>, %zp: tensor<1xf32>) -> tensor<1x32x32x16xf32> {
  %0 = tosa.transpose_conv2d %i, %w, %b, %zp, %zp {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, foo = 1 : i32} : (tensor<1x32x32x8xf32>, tensor<16x1x1x8xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x32x16xf32>
  return %0 : tensor<1x32x32x16xf32>
}
func.func @custom(%a: tensor<10xi32>) -> tensor<10xi32> {
  %0 = tosa.custom %a {domain_name = "tosa_mlir_test", implementation_attrs = "", operator_name = "custom_test", foo = 1 : i32} : (tensor<10xi32>) -> tensor<10xi32>
  return %0 : tensor<10xi32>
}
func.func @dim(%a: tensor<13x21x3xf32>) -> !tosa.shape<1> {
  %0 = tosa.dim %a {axis = 0 : i32, foo = 1 : i32} : (tensor<13x21x3xf32>) -> !tosa.shape<1>
  return %0 : !tosa.shape<1>
}
func.func @shapes() -> !tosa.shape<2> {
  %a = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.add_shape %a, %a {foo = 1 : i32} : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %1 = tosa.sub_shape %0, %a {foo = 1 : i32} : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %2 = tosa.mul_shape %1, %a {foo = 1 : i32} : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %3 = tosa.div_floor_shape %2, %a {foo = 1 : i32} : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %4 = tosa.div_ceil_shape %3, %a {foo = 1 : i32} : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %5 = tosa.mod_shape %4, %a {foo = 1 : i32} : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %6 = tosa.max_shape %5, %a {foo = 1 : i32} : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %7 = tosa.min_shape %6, %a {foo = 1 : i32} : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %8 = tosa.exp2_shape %7 {foo = 1 : i32} : (!tosa.shape<2>) -> !tosa.shape<2>
  %9 = tosa.log2_ceil_shape %8 {foo = 1 : i32} : (!tosa.shape<2>) -> !tosa.shape<2>
  %10 = tosa.log2_floor_shape %9 {foo = 1 : i32} : (!tosa.shape<2>) -> !tosa.shape<2>
  return %10 : !tosa.shape<2>
}
func.func @element_wise(%a: tensor<4xi32>, %f: tensor<4xf32>, %s: tensor<1xi8>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xf32>, tensor<4xi32>) {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.clamp %a {min_val = 0 : i32, max_val = 5 : i32, nan_mode = IGNORE, foo = 1 : i32} : (tensor<4xi32>) -> tensor<4xi32>
  %1 = tosa.mul %0, %a, %s {foo = 1 : i32} : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  %2 = tosa.arithmetic_right_shift %1, %a {round = true, foo = 1 : i32} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %3 = tosa.maximum %f, %f {nan_mode = PROPAGATE, foo = 1 : i32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %4 = tosa.negate %2, %zp, %zp {foo = 1 : i32} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  return %0, %1, %2, %3, %4 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xf32>, tensor<4xi32>
}
func.func @generic(%a: tensor<3x4xf32>) -> (tensor<4xi32>, tensor<2xf32>) {
  %0 = "tosa.argmax"(%a) {axis = 0 : i32, nan_mode = #tosa.nan_mode<IGNORE>, foo = 1 : i32} : (tensor<3x4xf32>) -> tensor<4xi32>
  %1 = "tosa.const"() {values = dense<1.0> : tensor<2xf32>, foo = 1 : i32} : () -> tensor<2xf32>
  return %0, %1 : tensor<4xi32>, tensor<2xf32>
}
