// The checks of tosa.rescale, tosa.table, the pools, tosa.resize and the FFTs
// (passes/verify_quant.c, verify_pool.c) where mlir-opt-19 rejects the op: the
// same message at the same place, in LLVM 19's forms. The third RUN holds
// mlir-opt-19 to the same expectations.
// RUN: %tosa2linalg --verify-only --verify-diagnostics --split-input-file %s
// RUN: %tosa2linalg --no-tosa-left --verify-diagnostics --split-input-file %s -o /dev/null
// RUN: %mlir_opt_19 --verify-diagnostics --split-input-file %s -o /dev/null

// rescale-no-shift
func.func @f(%a: tensor<2x3xi8>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.rescale' op requires attribute 'shift'}}
  %0 = tosa.rescale %a {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 1073741824>, scale32 = true, double_round = false, per_channel = false} : (tensor<2x3xi8>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// rescale-no-scale32
func.func @f(%a: tensor<2x3xi8>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.rescale' op requires attribute 'scale32'}}
  %0 = tosa.rescale %a {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 30>, double_round = false, per_channel = false} : (tensor<2x3xi8>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// rescale-no-input-zp
func.func @f(%a: tensor<2x3xi8>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.rescale' op requires attribute 'input_zp'}}
  %0 = tosa.rescale %a {output_zp = 0 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 30>, scale32 = true, double_round = false, per_channel = false} : (tensor<2x3xi8>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// max-pool-rank
func.func @f(%a: tensor<4x4x2xf32>) -> tensor<2x2x2xf32> {
  // expected-error @+1 {{'tosa.max_pool2d' op operand #0 must be 4-d tensor, but got 'tensor<4x4x2xf32>'}}
  %0 = tosa.max_pool2d %a {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<4x4x2xf32>) -> tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}

// -----

// max-pool-kernel-size
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  // expected-error @+1 {{'tosa.max_pool2d' op attribute 'kernel' failed to satisfy constraint: i64 dense array attribute with exactly 2 elements}}
  %0 = tosa.max_pool2d %a {kernel = array<i64: 2, 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

// -----

// max-pool-pad-size
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  // expected-error @+1 {{'tosa.max_pool2d' op attribute 'pad' failed to satisfy constraint: i64 dense array attribute with exactly 4 elements}}
  %0 = tosa.max_pool2d %a {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0>} : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

// -----

// avg-pool-no-acc-type
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  // expected-error @+1 {{'tosa.avg_pool2d' op requires attribute 'acc_type'}}
  %0 = tosa.avg_pool2d %a {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

// -----

// avg-pool-acc-f32
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  // expected-error @+1 {{'tosa.avg_pool2d' op accumulator type for f32 tensor is not f32}}
  %0 = tosa.avg_pool2d %a {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, acc_type = i32} : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

// -----

// avg-pool-acc-constraint
func.func @f(%a: tensor<1x4x4x2xi8>) -> tensor<1x2x2x2xi8> {
  // expected-error @+1 {{'tosa.avg_pool2d' op attribute 'acc_type' failed to satisfy constraint: type attribute of 32-bit signless integer or 32-bit signed integer or 16-bit float or 32-bit float}}
  %0 = tosa.avg_pool2d %a {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, acc_type = i16} : (tensor<1x4x4x2xi8>) -> tensor<1x2x2x2xi8>
  return %0 : tensor<1x2x2x2xi8>
}

// -----

// avg-pool-acc-f16
func.func @f(%a: tensor<1x4x4x2xf16>) -> tensor<1x2x2x2xf16> {
  // expected-error @+1 {{'tosa.avg_pool2d' op accumulator type for f16 tensor is not f16/f32}}
  %0 = tosa.avg_pool2d %a {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, acc_type = si32} : (tensor<1x4x4x2xf16>) -> tensor<1x2x2x2xf16>
  return %0 : tensor<1x2x2x2xf16>
}

// -----

// avg-pool-acc-int
func.func @f(%a: tensor<1x4x4x2xi8>) -> tensor<1x2x2x2xi8> {
  // expected-error @+1 {{'tosa.avg_pool2d' op accumulator type for integer tensor is not i32}}
  %0 = tosa.avg_pool2d %a {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, acc_type = f32} : (tensor<1x4x4x2xi8>) -> tensor<1x2x2x2xi8>
  return %0 : tensor<1x2x2x2xi8>
}

// -----

// avg-pool-elem
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf16> {
  // expected-error @+1 {{'tosa.avg_pool2d' op input/output element types are incompatible.}}
  %0 = tosa.avg_pool2d %a {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, acc_type = f32} : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf16>
  return %0 : tensor<1x2x2x2xf16>
}

// -----

// avg-pool-i32
func.func @f(%a: tensor<1x4x4x2xi32>) -> tensor<1x2x2x2xi32> {
  // expected-error @+1 {{'tosa.avg_pool2d' op input/output element types are incompatible.}}
  %0 = tosa.avg_pool2d %a {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, acc_type = i32} : (tensor<1x4x4x2xi32>) -> tensor<1x2x2x2xi32>
  return %0 : tensor<1x2x2x2xi32>
}

// -----

// avg-pool-i8-to-i16
func.func @f(%a: tensor<1x4x4x2xi8>) -> tensor<1x2x2x2xi16> {
  // expected-error @+1 {{'tosa.avg_pool2d' op input/output element types are incompatible.}}
  %0 = tosa.avg_pool2d %a {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, acc_type = i32} : (tensor<1x4x4x2xi8>) -> tensor<1x2x2x2xi16>
  return %0 : tensor<1x2x2x2xi16>
}

// -----

// resize-rank
func.func @f(%a: tensor<4x4x2xf32>) -> tensor<7x7x2xf32> {
  // expected-error @+1 {{'tosa.resize' op operand #0 must be 4-d tensor, but got 'tensor<4x4x2xf32>'}}
  %0 = tosa.resize %a {mode = "BILINEAR", scale = array<i64: 2, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : (tensor<4x4x2xf32>) -> tensor<7x7x2xf32>
  return %0 : tensor<7x7x2xf32>
}

// -----

// resize-mode
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x7x7x2xf32> {
  // expected-error @+1 {{'tosa.resize' op attribute 'mode' failed to satisfy constraint: Supported resize/upsampling strategies}}
  %0 = tosa.resize %a {mode = "CUBIC", scale = array<i64: 2, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : (tensor<1x4x4x2xf32>) -> tensor<1x7x7x2xf32>
  return %0 : tensor<1x7x7x2xf32>
}

// -----

// resize-scale-size
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x7x7x2xf32> {
  // expected-error @+1 {{'tosa.resize' op attribute 'scale' failed to satisfy constraint: i64 dense array attribute with exactly 4 elements}}
  %0 = tosa.resize %a {mode = "BILINEAR", scale = array<i64: 2, 1, 2>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : (tensor<1x4x4x2xf32>) -> tensor<1x7x7x2xf32>
  return %0 : tensor<1x7x7x2xf32>
}

// -----

// resize-border-size
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x7x7x2xf32> {
  // expected-error @+1 {{'tosa.resize' op attribute 'border' failed to satisfy constraint: i64 dense array attribute with exactly 2 elements}}
  %0 = tosa.resize %a {mode = "BILINEAR", scale = array<i64: 2, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0>} : (tensor<1x4x4x2xf32>) -> tensor<1x7x7x2xf32>
  return %0 : tensor<1x7x7x2xf32>
}

// -----

// fft2d-rank
func.func @f(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  // expected-error @+1 {{'tosa.fft2d' op operand #0 must be 3-d tensor, but got 'tensor<4x8xf32>'}}
  %0, %1 = tosa.fft2d %a, %b {inverse = false} : (tensor<4x8xf32>, tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>)
  return %0, %1 : tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

// fft2d-imag-rank
func.func @f(%a: tensor<1x4x8xf32>, %b: tensor<4x8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>) {
  // expected-error @+1 {{'tosa.fft2d' op operand #1 must be 3-d tensor, but got 'tensor<4x8xf32>'}}
  %0, %1 = tosa.fft2d %a, %b {inverse = false} : (tensor<1x4x8xf32>, tensor<4x8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>)
  return %0, %1 : tensor<1x4x8xf32>, tensor<1x4x8xf32>
}

// -----

// rfft2d-rank
func.func @f(%a: tensor<4x8xf32>) -> (tensor<4x5xf32>, tensor<4x5xf32>) {
  // expected-error @+1 {{'tosa.rfft2d' op operand #0 must be 3-d tensor, but got 'tensor<4x8xf32>'}}
  %0, %1 = tosa.rfft2d %a : (tensor<4x8xf32>) -> (tensor<4x5xf32>, tensor<4x5xf32>)
  return %0, %1 : tensor<4x5xf32>, tensor<4x5xf32>
}

// -----

// table-2d
func.func @f(%a: tensor<2x3xi8>, %t: tensor<16x16xi8>) -> tensor<2x3xi8> {
  // expected-error @+1 {{'tosa.table' op operand #1 must be 1-d tensor, but got 'tensor<16x16xi8>'}}
  %0 = tosa.table %a, %t : (tensor<2x3xi8>, tensor<16x16xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}
