// The checks of tosa.rescale, tosa.table, the pools, tosa.resize and the FFTs
// (passes/verify_quant.c, verify_pool.c) where mlir-opt-22 rejects the op: the
// same message at the same place, in TOSA 1.0's forms (rescale's, avg_pool2d's
// and resize's operands; max_pool2d's nan_mode marks its form where LLVM 19's
// pipeline would take the op); fft2d, rfft2d and table have one form, and
// mlir-opt-22's rule where mlir-opt-19 has none. The third RUN holds mlir-opt-22
// to the same expectations.
// RUN: %tosa2linalg --verify-only --verify-diagnostics --split-input-file %s
// RUN: %tosa2linalg --no-tosa-left --verify-diagnostics --split-input-file %s -o /dev/null
// RUN: %mlir_opt_22 --verify-diagnostics --split-input-file %s -o /dev/null

// rescale-input-zp-i32
func.func @f(%a: tensor<2x3xi32>) -> tensor<2x3xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<5> : tensor<1xi32>}> : () -> tensor<1xi32>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.rescale' op expect input_zp of 0, got 5}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

// rescale-output-zp-i32
func.func @f(%a: tensor<2x3xi8>) -> tensor<2x3xi32> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<5> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-error @+1 {{'tosa.rescale' op expect output_zp of 0, got 5}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// rescale-input-zp-i16
func.func @f(%a: tensor<2x3xi16>) -> tensor<2x3xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<5> : tensor<1xi16>}> : () -> tensor<1xi16>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.rescale' op expect input_zp of 0, got 5}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

// rescale-input-zp-u16
func.func @f(%a: tensor<2x3xi16>) -> tensor<2x3xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<5> : tensor<1xi16>}> : () -> tensor<1xi16>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.rescale' op expect input_zp of 0 or 32768 for unsigned int16 input, got 5}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = true, output_unsigned = false} : (tensor<2x3xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

// rescale-output-zp-u16
func.func @f(%a: tensor<2x3xi8>) -> tensor<2x3xi16> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<7> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.rescale' op expect output_zp of 0 or 32768 for unsigned int16 output, got 7}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = true} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi16>) -> tensor<2x3xi16>
  return %0 : tensor<2x3xi16>
}

// -----

// rescale-input-zp-type
func.func @f(%a: tensor<2x3xi8>) -> tensor<2x3xi32> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-error @+1 {{'tosa.rescale' op expected input and input_zp to both be integer of the same bitwidth, but got 'i8' vs. 'i16'}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// rescale-output-zp-type
func.func @f(%a: tensor<2x3xi8>) -> tensor<2x3xi32> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.rescale' op expected output and output_zp to both be integer of the same bitwidth, but got 'i32' vs. 'i8'}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// rescale-mult-i16-scale32
func.func @f(%a: tensor<2x3xi8>) -> tensor<2x3xi32> {
  %m = "tosa.const"() <{values = dense<16384> : tensor<1xi16>}> : () -> tensor<1xi16>
  %s = "tosa.const"() <{values = dense<14> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-error @+1 {{'tosa.rescale' op expect i32 element type for multiplier for scale32=true, got 'i16'}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi8>, tensor<1xi16>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// rescale-mult-i32-scale16
func.func @f(%a: tensor<2x3xi8>) -> tensor<2x3xi32> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-error @+1 {{'tosa.rescale' op expect i16 element type for multiplier for scale32=false, got 'i32'}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = false, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// rescale-per-channel-count
func.func @f(%a: tensor<2x3xi8>) -> tensor<2x3xi32> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<2xi32>}> : () -> tensor<2xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<2xi8>}> : () -> tensor<2xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-error @+1 {{'tosa.rescale' op expect shape of { 3 } for multiplier input, got { 2 }}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi8>, tensor<2xi32>, tensor<2xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// rescale-per-tensor-count
func.func @f(%a: tensor<2x3xi8>) -> tensor<2x3xi32> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<3xi32>}> : () -> tensor<3xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<3xi8>}> : () -> tensor<3xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-error @+1 {{'tosa.rescale' op expect shape of { 1 } for multiplier input, got { 3 }}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi8>, tensor<3xi32>, tensor<3xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// rescale-shift-count
func.func @f(%a: tensor<2x3xi8>) -> tensor<2x3xi32> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<3xi8>}> : () -> tensor<3xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-error @+1 {{'tosa.rescale' op expect shape of { 1 } for shift input, got { 3 }}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi8>, tensor<1xi32>, tensor<3xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// rescale-shift-type
func.func @f(%a: tensor<2x3xi8>) -> tensor<2x3xi32> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi16>}> : () -> tensor<1xi16>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-error @+1 {{'tosa.rescale' op operand #2 must be 1D tensor of 8-bit signless integer values, but got 'tensor<1xi16>'}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi16>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// rescale-float-input
func.func @f(%a: tensor<2x3xf32>) -> tensor<2x3xi32> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-error @+1 {{'tosa.rescale' op expect input to have integer element type, got 'f32'}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2x3xf32>, tensor<1xi32>, tensor<1xi8>, tensor<1xf32>, tensor<1xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// rescale-float-output
func.func @f(%a: tensor<2x3xi8>) -> tensor<2x3xf32> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.rescale' op expect output to have integer element type, got 'f32'}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// max-pool-kernel
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  // expected-error @+1 {{'tosa.max_pool2d' op expect all kernel values to be >= 1, got 0, 2}}
  %0 = tosa.max_pool2d %a {kernel = array<i64: 0, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

// -----

// max-pool-stride
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  // expected-error @+1 {{'tosa.max_pool2d' op expect all stride values to be >= 1, got 2, 0}}
  %0 = tosa.max_pool2d %a {kernel = array<i64: 2, 2>, stride = array<i64: 2, 0>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

// -----

// max-pool-pad-negative
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  // expected-error @+1 {{'tosa.max_pool2d' op expect all padding values to be >= 0, got 0, -1, 0, 0}}
  %0 = tosa.max_pool2d %a {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, -1, 0, 0>} : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

// -----

// max-pool-pad-width
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x3x3x2xf32> {
  // expected-error @+1 {{'tosa.max_pool2d' op expected left/right padding to be less than the width of the kernel, got pad_left=2, pad_right=0, kernel_x=2}}
  %0 = tosa.max_pool2d %a {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 2, 0>} : (tensor<1x4x4x2xf32>) -> tensor<1x3x3x2xf32>
  return %0 : tensor<1x3x3x2xf32>
}

// -----

// max-pool-pad-height
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  // expected-error @+1 {{'tosa.max_pool2d' op expected top/bottom padding to be less than the height of the kernel, got pad_top=0, pad_bottom=2, kernel_y=2}}
  %0 = tosa.max_pool2d %a {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 2, 0, 0>} : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

// -----

// max-pool-not-whole
func.func @f(%a: tensor<1x5x4x2xf32>) -> tensor<1x2x2x2xf32> {
  // expected-error @+1 {{'tosa.max_pool2d' op expected input_height + pad_top + pad_bottom - kernel_y to be wholly divisible by stride_y, got (5 + 0 + 0 - 2) / 2}}
  %0 = tosa.max_pool2d %a {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, nan_mode = PROPAGATE} : (tensor<1x5x4x2xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

// -----

// max-pool-height
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x3x2x2xf32> {
  // expected-error @+1 {{'tosa.max_pool2d' op calculated output height did not match expected: calculated=2, expected=3}}
  %0 = tosa.max_pool2d %a {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x4x4x2xf32>) -> tensor<1x3x2x2xf32>
  return %0 : tensor<1x3x2x2xf32>
}

// -----

// max-pool-width
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x2x3x2xf32> {
  // expected-error @+1 {{'tosa.max_pool2d' op calculated output width did not match expected: calculated=2, expected=3}}
  %0 = tosa.max_pool2d %a {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x4x4x2xf32>) -> tensor<1x2x3x2xf32>
  return %0 : tensor<1x2x3x2xf32>
}

// -----

// max-pool-kernel-larger
func.func @f(%a: tensor<1x2x2x2xf32>) -> tensor<1x1x1x2xf32> {
  // expected-error @+1 {{'tosa.max_pool2d' op calculated output height did not match expected: calculated=0, expected=1}}
  %0 = tosa.max_pool2d %a {kernel = array<i64: 3, 3>, stride = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x2x2x2xf32>) -> tensor<1x1x1x2xf32>
  return %0 : tensor<1x1x1x2xf32>
}

// -----

// max-pool-elem
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf16> {
  // expected-error @+1 {{'tosa.max_pool2d' op expect input and output to have same element type, got 'f32' and 'f16'}}
  %0 = tosa.max_pool2d %a {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf16>
  return %0 : tensor<1x2x2x2xf16>
}

// -----

// avg-pool-no-acc-type
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.avg_pool2d' op requires attribute 'acc_type'}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x4x4x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

// -----

// avg-pool-rank
func.func @f(%a: tensor<4x4x2xf32>) -> tensor<2x2x2xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.avg_pool2d' op operand #0 must be 4-d tosa-conformant tensor, but got 'tensor<4x4x2xf32>'}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, acc_type = f32} : (tensor<4x4x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}

// -----

// avg-pool-acc-f32
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.avg_pool2d' op accumulator type for f32 tensor is not f32}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, acc_type = i32} : (tensor<1x4x4x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

// -----

// avg-pool-acc-constraint
func.func @f(%a: tensor<1x4x4x2xi8>) -> tensor<1x2x2x2xi8> {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.avg_pool2d' op attribute 'acc_type' failed to satisfy constraint: type attribute of 32-bit signless integer or 48-bit signless integer or 16-bit float or 32-bit float}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, acc_type = i16} : (tensor<1x4x4x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x2xi8>
  return %0 : tensor<1x2x2x2xi8>
}

// -----

// avg-pool-acc-bf16
func.func @f(%a: tensor<1x4x4x2xbf16>) -> tensor<1x2x2x2xbf16> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  // expected-error @+1 {{'tosa.avg_pool2d' op accumulator type for bf16 tensor is not f32}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, acc_type = f16} : (tensor<1x4x4x2xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x2x2x2xbf16>
  return %0 : tensor<1x2x2x2xbf16>
}

// -----

// avg-pool-acc-f16
func.func @f(%a: tensor<1x4x4x2xf16>) -> tensor<1x2x2x2xf16> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  // expected-error @+1 {{'tosa.avg_pool2d' op accumulator type for f16 tensor is not f16/f32}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, acc_type = i32} : (tensor<1x4x4x2xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x2x2x2xf16>
  return %0 : tensor<1x2x2x2xf16>
}

// -----

// avg-pool-input-zp-type
func.func @f(%a: tensor<1x4x4x2xi8>) -> tensor<1x2x2x2xi8> {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.avg_pool2d' op expect both input and its zero point are the same element type, got 'i8' and 'i16'}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, acc_type = i32} : (tensor<1x4x4x2xi8>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x2x2x2xi8>
  return %0 : tensor<1x2x2x2xi8>
}

// -----

// avg-pool-output-zp-type
func.func @f(%a: tensor<1x4x4x2xi8>) -> tensor<1x2x2x2xi8> {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.avg_pool2d' op expect both output and its zero point are the same element type, got 'i8' and 'i16'}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, acc_type = i32} : (tensor<1x4x4x2xi8>, tensor<1xi8>, tensor<1xi16>) -> tensor<1x2x2x2xi8>
  return %0 : tensor<1x2x2x2xi8>
}

// -----

// avg-pool-input-zp-float
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  %iz = "tosa.const"() <{values = dense<1.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.avg_pool2d' op input zero point must be zero for non-int8 integer types}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, acc_type = f32} : (tensor<1x4x4x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

// -----

// avg-pool-output-zp-float
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %oz = "tosa.const"() <{values = dense<1.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.avg_pool2d' op output zero point must be zero for non-int8 integer types}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, acc_type = f32} : (tensor<1x4x4x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

// -----

// avg-pool-input-zp-i16
func.func @f(%a: tensor<1x4x4x2xi16>) -> tensor<1x2x2x2xi16> {
  %iz = "tosa.const"() <{values = dense<3> : tensor<1xi16>}> : () -> tensor<1xi16>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.avg_pool2d' op input zero point must be zero for non-int8 integer types}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, acc_type = i32} : (tensor<1x4x4x2xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x2x2x2xi16>
  return %0 : tensor<1x2x2x2xi16>
}

// -----

// avg-pool-output-zp-i16
func.func @f(%a: tensor<1x4x4x2xi16>) -> tensor<1x2x2x2xi16> {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %oz = "tosa.const"() <{values = dense<3> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.avg_pool2d' op output zero point must be zero for non-int8 integer types}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, acc_type = i32} : (tensor<1x4x4x2xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x2x2x2xi16>
  return %0 : tensor<1x2x2x2xi16>
}

// -----

// avg-pool-height
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x3x2x2xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.avg_pool2d' op calculated output height did not match expected: calculated=2, expected=3}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, acc_type = f32} : (tensor<1x4x4x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x2x2xf32>
  return %0 : tensor<1x3x2x2xf32>
}

// -----

// avg-pool-pad-height
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x3x2x2xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.avg_pool2d' op expected top/bottom padding to be less than the height of the kernel, got pad_top=2, pad_bottom=0, kernel_y=2}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 2, 0, 0, 0>, acc_type = f32} : (tensor<1x4x4x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x2x2xf32>
  return %0 : tensor<1x3x2x2xf32>
}

// -----

// avg-pool-kernel
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x3x2x2xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.avg_pool2d' op expect all kernel values to be >= 1, got 0, 2}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {kernel = array<i64: 0, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, acc_type = f32} : (tensor<1x4x4x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x2x2xf32>
  return %0 : tensor<1x3x2x2xf32>
}

// -----

// avg-pool-not-whole
func.func @f(%a: tensor<1x5x4x2xf32>) -> tensor<1x2x2x2xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.avg_pool2d' op expected input_height + pad_top + pad_bottom - kernel_y to be wholly divisible by stride_y, got (5 + 0 + 0 - 2) / 2}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, acc_type = f32} : (tensor<1x5x4x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

// -----

// resize-rank
func.func @f(%a: tensor<4x4x2xf32>) -> tensor<7x7x2xf32> {
  %s = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.resize' op operand #0 must be 4-d tosa-conformant tensor, but got 'tensor<4x4x2xf32>'}}
  %0 = tosa.resize %a, %s, %o, %b {mode = BILINEAR} : (tensor<4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<7x7x2xf32>
  return %0 : tensor<7x7x2xf32>
}

// -----

// resize-scale-zero
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x7x7x2xf32> {
  %s = tosa.const_shape {values = dense<[0, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.resize' op expect all scale values to be > 0, got 0, 1, 2, 1}}
  %0 = tosa.resize %a, %s, %o, %b {mode = BILINEAR} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x7x2xf32>
  return %0 : tensor<1x7x7x2xf32>
}

// -----

// resize-scale-negative
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x7x7x2xf32> {
  %s = tosa.const_shape {values = dense<[2, -1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.resize' op expect all scale values to be > 0, got 2, -1, 2, 1}}
  %0 = tosa.resize %a, %s, %o, %b {mode = BILINEAR} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x7x2xf32>
  return %0 : tensor<1x7x7x2xf32>
}

// -----

// resize-height
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x8x7x2xf32> {
  %s = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.resize' op calculated output height did not match expected: calculated=7, expected=8}}
  %0 = tosa.resize %a, %s, %o, %b {mode = BILINEAR} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8x7x2xf32>
  return %0 : tensor<1x8x7x2xf32>
}

// -----

// resize-width
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x7x8x2xf32> {
  %s = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.resize' op calculated output width did not match expected: calculated=7, expected=8}}
  %0 = tosa.resize %a, %s, %o, %b {mode = NEAREST_NEIGHBOR} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x8x2xf32>
  return %0 : tensor<1x7x8x2xf32>
}

// -----

// resize-not-whole
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x4x7x2xf32> {
  %s = tosa.const_shape {values = dense<[2, 4, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[1, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.resize' op expected (input_height - 1) * scale_y_n - offset_y + border_y to be wholly divisible by scale_y_d, got ((4 - 1) * 2 - 0 + 1) / 4}}
  %0 = tosa.resize %a, %s, %o, %b {mode = BILINEAR} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x4x7x2xf32>
  return %0 : tensor<1x4x7x2xf32>
}

// -----

// resize-offset-border
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x6x7x2xf32> {
  %s = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<[1, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[-1, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.resize' op calculated output height did not match expected: calculated=5, expected=6}}
  %0 = tosa.resize %a, %s, %o, %b {mode = BILINEAR} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x6x7x2xf32>
  return %0 : tensor<1x6x7x2xf32>
}

// -----

// fft2d-height
func.func @f(%a: tensor<1x3x8xf32>, %b: tensor<1x3x8xf32>) -> (tensor<1x3x8xf32>, tensor<1x3x8xf32>) {
  // expected-error @+1 {{'tosa.fft2d' op expected height to be a power of two, got 3}}
  %0, %1 = tosa.fft2d %a, %b {inverse = false} : (tensor<1x3x8xf32>, tensor<1x3x8xf32>) -> (tensor<1x3x8xf32>, tensor<1x3x8xf32>)
  return %0, %1 : tensor<1x3x8xf32>, tensor<1x3x8xf32>
}

// -----

// fft2d-width
func.func @f(%a: tensor<1x4x6xf32>, %b: tensor<1x4x6xf32>) -> (tensor<1x4x6xf32>, tensor<1x4x6xf32>) {
  // expected-error @+1 {{'tosa.fft2d' op expected width to be a power of two, got 6}}
  %0, %1 = tosa.fft2d %a, %b {inverse = false} : (tensor<1x4x6xf32>, tensor<1x4x6xf32>) -> (tensor<1x4x6xf32>, tensor<1x4x6xf32>)
  return %0, %1 : tensor<1x4x6xf32>, tensor<1x4x6xf32>
}

// -----

// fft2d-imag-shape
func.func @f(%a: tensor<1x4x8xf32>, %b: tensor<1x4x4xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>) {
  // expected-error @+1 {{'tosa.fft2d' op requires the same shape for all operands and results}}
  %0, %1 = tosa.fft2d %a, %b {inverse = false} : (tensor<1x4x8xf32>, tensor<1x4x4xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>)
  return %0, %1 : tensor<1x4x8xf32>, tensor<1x4x8xf32>
}

// -----

// fft2d-result-shape
func.func @f(%a: tensor<1x4x8xf32>, %b: tensor<1x4x8xf32>) -> (tensor<1x4x4xf32>, tensor<1x4x8xf32>) {
  // expected-error @+1 {{'tosa.fft2d' op requires the same shape for all operands and results}}
  %0, %1 = tosa.fft2d %a, %b {inverse = false} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x4xf32>, tensor<1x4x8xf32>)
  return %0, %1 : tensor<1x4x4xf32>, tensor<1x4x8xf32>
}

// -----

// fft2d-second-result
func.func @f(%a: tensor<1x4x8xf32>, %b: tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<2x4x8xf32>) {
  // expected-error @+1 {{'tosa.fft2d' op requires the same shape for all operands and results}}
  %0, %1 = tosa.fft2d %a, %b {inverse = false} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<2x4x8xf32>)
  return %0, %1 : tensor<1x4x8xf32>, tensor<2x4x8xf32>
}

// -----

// fft2d-imag-elem
func.func @f(%a: tensor<1x4x8xf32>, %b: tensor<1x4x8xf16>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>) {
  // expected-error @+1 {{'tosa.fft2d' op requires the same element type for all operands and results}}
  %0, %1 = tosa.fft2d %a, %b {inverse = false} : (tensor<1x4x8xf32>, tensor<1x4x8xf16>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>)
  return %0, %1 : tensor<1x4x8xf32>, tensor<1x4x8xf32>
}

// -----

// fft2d-result-elem
func.func @f(%a: tensor<1x4x8xf32>, %b: tensor<1x4x8xf32>) -> (tensor<1x4x8xf16>, tensor<1x4x8xf16>) {
  // expected-error @+1 {{'tosa.fft2d' op requires the same element type for all operands and results}}
  %0, %1 = tosa.fft2d %a, %b {inverse = false} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf16>, tensor<1x4x8xf16>)
  return %0, %1 : tensor<1x4x8xf16>, tensor<1x4x8xf16>
}

// -----

// fft2d-int
func.func @f(%a: tensor<1x4x8xi32>, %b: tensor<1x4x8xi32>) -> (tensor<1x4x8xi32>, tensor<1x4x8xi32>) {
  // expected-error @+1 {{'tosa.fft2d' op requires a floating point type}}
  %0, %1 = tosa.fft2d %a, %b {inverse = false} : (tensor<1x4x8xi32>, tensor<1x4x8xi32>) -> (tensor<1x4x8xi32>, tensor<1x4x8xi32>)
  return %0, %1 : tensor<1x4x8xi32>, tensor<1x4x8xi32>
}

// -----

// rfft2d-height
func.func @f(%a: tensor<1x3x8xf32>) -> (tensor<1x3x5xf32>, tensor<1x3x5xf32>) {
  // expected-error @+1 {{'tosa.rfft2d' op expected height to be a power of two, got 3}}
  %0, %1 = tosa.rfft2d %a : (tensor<1x3x8xf32>) -> (tensor<1x3x5xf32>, tensor<1x3x5xf32>)
  return %0, %1 : tensor<1x3x5xf32>, tensor<1x3x5xf32>
}

// -----

// rfft2d-width
func.func @f(%a: tensor<1x4x6xf32>) -> (tensor<1x4x4xf32>, tensor<1x4x4xf32>) {
  // expected-error @+1 {{'tosa.rfft2d' op expected width to be a power of two, got 6}}
  %0, %1 = tosa.rfft2d %a : (tensor<1x4x6xf32>) -> (tensor<1x4x4xf32>, tensor<1x4x4xf32>)
  return %0, %1 : tensor<1x4x4xf32>, tensor<1x4x4xf32>
}

// -----

// rfft2d-result-width
func.func @f(%a: tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>) {
  // expected-error @+1 {{'tosa.rfft2d' op expected output width to be equal to input_width / 2 + 1, got 8}}
  %0, %1 = tosa.rfft2d %a : (tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>)
  return %0, %1 : tensor<1x4x8xf32>, tensor<1x4x8xf32>
}

// -----

// rfft2d-results-differ
func.func @f(%a: tensor<1x4x8xf32>) -> (tensor<1x4x5xf32>, tensor<1x4x4xf32>) {
  // expected-error @+1 {{'tosa.rfft2d' op expected output shapes to match, got 'tensor<1x4x5xf32>', 'tensor<1x4x4xf32>'}}
  %0, %1 = tosa.rfft2d %a : (tensor<1x4x8xf32>) -> (tensor<1x4x5xf32>, tensor<1x4x4xf32>)
  return %0, %1 : tensor<1x4x5xf32>, tensor<1x4x4xf32>
}

// -----

// rfft2d-batch
func.func @f(%a: tensor<1x4x8xf32>) -> (tensor<2x4x5xf32>, tensor<2x4x5xf32>) {
  // expected-error @+1 {{'tosa.rfft2d' op expected batch and height dimensions of input/output to match, got input='tensor<1x4x8xf32>' output='tensor<2x4x5xf32>'}}
  %0, %1 = tosa.rfft2d %a : (tensor<1x4x8xf32>) -> (tensor<2x4x5xf32>, tensor<2x4x5xf32>)
  return %0, %1 : tensor<2x4x5xf32>, tensor<2x4x5xf32>
}

// -----

// rfft2d-elem
func.func @f(%a: tensor<1x4x8xf32>) -> (tensor<1x4x5xf16>, tensor<1x4x5xf16>) {
  // expected-error @+1 {{'tosa.rfft2d' op requires the same element type for all operands and results}}
  %0, %1 = tosa.rfft2d %a : (tensor<1x4x8xf32>) -> (tensor<1x4x5xf16>, tensor<1x4x5xf16>)
  return %0, %1 : tensor<1x4x5xf16>, tensor<1x4x5xf16>
}

// -----

// rfft2d-int
func.func @f(%a: tensor<1x4x8xi32>) -> (tensor<1x4x5xi32>, tensor<1x4x5xi32>) {
  // expected-error @+1 {{'tosa.rfft2d' op requires a floating point type}}
  %0, %1 = tosa.rfft2d %a : (tensor<1x4x8xi32>) -> (tensor<1x4x5xi32>, tensor<1x4x5xi32>)
  return %0, %1 : tensor<1x4x5xi32>, tensor<1x4x5xi32>
}

// -----

// table-result-shape
func.func @f(%a: tensor<2x3xi8>, %t: tensor<256xi8>) -> tensor<3x3xi8> {
  // expected-error @+1 {{'tosa.table' op dim(result, 0) = 3 doesn't match dim(input, 0) = 2}}
  %0 = tosa.table %a, %t : (tensor<2x3xi8>, tensor<256xi8>) -> tensor<3x3xi8>
  return %0 : tensor<3x3xi8>
}

// -----

// table-result-rank
func.func @f(%a: tensor<2x3xi8>, %t: tensor<256xi8>) -> tensor<6xi8> {
  // expected-error @+1 {{'tosa.table' op expected input tensor rank to equal result tensor rank}}
  %0 = tosa.table %a, %t : (tensor<2x3xi8>, tensor<256xi8>) -> tensor<6xi8>
  return %0 : tensor<6xi8>
}
