// tosa.rescale, tosa.table, the pools, tosa.resize and the FFTs that mlir-opt-19
// accepts and the TOSA specification (or mlir-opt-22, whose message is then
// taken) rejects: errors of the tool's verifier (passes/verify_quant.c,
// verify_pool.c), in LLVM 19's forms. mlir-opt-19 reads every chunk (the last
// RUN), and then lowers some of them into code that fails or computes garbage;
// the tool stops at the op.
// RUN: %tosa2linalg --verify-only --verify-diagnostics --split-input-file %s
// RUN: %tosa2linalg --verify-diagnostics --split-input-file %s -o /dev/null
// RUN: %mlir_opt_19 --split-input-file %s -o /dev/null

// rescale-input-zp-i32
func.func @f(%a: tensor<2x3xi32>) -> tensor<2x3xi8> {
  // expected-error @+1 {{'tosa.rescale' op TOSA requires input_zp 0 for a i32 input, got 5}}
  %0 = tosa.rescale %a {input_zp = 5 : i32, output_zp = 0 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 30>, scale32 = true, double_round = false, per_channel = false} : (tensor<2x3xi32>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

// rescale-output-zp-i32
func.func @f(%a: tensor<2x3xi8>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.rescale' op TOSA requires output_zp 0 for a i32 output, got 3}}
  %0 = tosa.rescale %a {input_zp = 0 : i32, output_zp = 3 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 30>, scale32 = true, double_round = false, per_channel = false} : (tensor<2x3xi8>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// rescale-input-zp-ui16
func.func @f(%a: tensor<2x3xui16>) -> tensor<2x3xi8> {
  // expected-error @+1 {{'tosa.rescale' op TOSA requires input_zp 0 or 32768 for a ui16 input, got 7}}
  %0 = tosa.rescale %a {input_zp = 7 : i32, output_zp = 0 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 30>, scale32 = true, double_round = false, per_channel = false} : (tensor<2x3xui16>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

// rescale-shift-count
func.func @f(%a: tensor<2x3xi8>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.rescale' op TOSA requires as many shifts as multipliers, got 2 and 1}}
  %0 = tosa.rescale %a {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 30, 1>, scale32 = true, double_round = false, per_channel = false} : (tensor<2x3xi8>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// rescale-float-input
func.func @f(%a: tensor<2x3xf32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.rescale' op TOSA requires integer values, got 'f32' and 'i32'}}
  %0 = tosa.rescale %a {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 30>, scale32 = true, double_round = false, per_channel = false} : (tensor<2x3xf32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// rescale-float-output
func.func @f(%a: tensor<2x3xi8>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.rescale' op TOSA requires integer values, got 'i8' and 'f32'}}
  %0 = tosa.rescale %a {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 30>, scale32 = true, double_round = false, per_channel = false} : (tensor<2x3xi8>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// rescale-shape
func.func @f(%a: tensor<2x3xi8>) -> tensor<3x3xi32> {
  // expected-error @+1 {{'tosa.rescale' op TOSA requires the result's shape to be the input's, got 'tensor<3x3xi32>' and 'tensor<2x3xi8>'}}
  %0 = tosa.rescale %a {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 30>, scale32 = true, double_round = false, per_channel = false} : (tensor<2x3xi8>) -> tensor<3x3xi32>
  return %0 : tensor<3x3xi32>
}

// -----

// rescale-double-round
func.func @f(%a: tensor<2x3xi8>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.rescale' op TOSA requires scale32 for double rounding}}
  %0 = tosa.rescale %a {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 16384>, shift = array<i8: 14>, scale32 = false, double_round = true, per_channel = false} : (tensor<2x3xi8>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// rescale-i48-result
func.func @f(%a: tensor<2x3xi8>) -> tensor<2x3xi48> {
  // expected-error @+1 {{'tosa.rescale' op TOSA requires an input of 8, 16, 32 or 48 bits and a result of 8, 16 or 32, got 'i8' and 'i48'}}
  %0 = tosa.rescale %a {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 30>, scale32 = true, double_round = false, per_channel = false} : (tensor<2x3xi8>) -> tensor<2x3xi48>
  return %0 : tensor<2x3xi48>
}

// -----

// rescale-i64-input
func.func @f(%a: tensor<2x3xi64>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.rescale' op TOSA requires an input of 8, 16, 32 or 48 bits and a result of 8, 16 or 32, got 'i64' and 'i32'}}
  %0 = tosa.rescale %a {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 30>, scale32 = true, double_round = false, per_channel = false} : (tensor<2x3xi64>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// max-pool-kernel
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  // expected-error @+1 {{'tosa.max_pool2d' op expect all kernel values to be >= 1, got 0, 2}}
  %0 = tosa.max_pool2d %a {kernel = array<i64: 0, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32>
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

// max-pool-height
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x3x2x2xf32> {
  // expected-error @+1 {{'tosa.max_pool2d' op calculated output height did not match expected: calculated=2, expected=3}}
  %0 = tosa.max_pool2d %a {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x4x4x2xf32>) -> tensor<1x3x2x2xf32>
  return %0 : tensor<1x3x2x2xf32>
}

// -----

// max-pool-batch
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<2x2x2x2xf32> {
  // expected-error @+1 {{'tosa.max_pool2d' op TOSA requires the result's batch to be the input's 1, got 2}}
  %0 = tosa.max_pool2d %a {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x4x4x2xf32>) -> tensor<2x2x2x2xf32>
  return %0 : tensor<2x2x2x2xf32>
}

// -----

// max-pool-channels
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x2x2x3xf32> {
  // expected-error @+1 {{'tosa.max_pool2d' op TOSA requires the result's channels to be the input's 2, got 3}}
  %0 = tosa.max_pool2d %a {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x3xf32>
  return %0 : tensor<1x2x2x3xf32>
}

// -----

// avg-pool-stride
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  // expected-error @+1 {{'tosa.avg_pool2d' op expect all stride values to be >= 1, got 0, 2}}
  %0 = tosa.avg_pool2d %a {kernel = array<i64: 2, 2>, stride = array<i64: 0, 2>, pad = array<i64: 0, 0, 0, 0>, acc_type = f32} : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

// -----

// avg-pool-width
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x2x3x2xf32> {
  // expected-error @+1 {{'tosa.avg_pool2d' op calculated output width did not match expected: calculated=2, expected=3}}
  %0 = tosa.avg_pool2d %a {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, acc_type = f32} : (tensor<1x4x4x2xf32>) -> tensor<1x2x3x2xf32>
  return %0 : tensor<1x2x3x2xf32>
}

// -----

// avg-pool-channels
func.func @f(%a: tensor<1x4x4x2xi8>) -> tensor<1x2x2x3xi8> {
  // expected-error @+1 {{'tosa.avg_pool2d' op TOSA requires the result's channels to be the input's 2, got 3}}
  %0 = tosa.avg_pool2d %a {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, acc_type = i32, quantization_info = #tosa.unary_quant<input_zp = 3, output_zp = -2>} : (tensor<1x4x4x2xi8>) -> tensor<1x2x2x3xi8>
  return %0 : tensor<1x2x2x3xi8>
}

// -----

// resize-scale-zero
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x7x7x2xf32> {
  // expected-error @+1 {{'tosa.resize' op TOSA requires all scale values to be > 0, got 0, 1, 2, 1}}
  %0 = tosa.resize %a {mode = "BILINEAR", scale = array<i64: 0, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : (tensor<1x4x4x2xf32>) -> tensor<1x7x7x2xf32>
  return %0 : tensor<1x7x7x2xf32>
}

// -----

// resize-offset
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x8x7x2xf32> {
  // expected-error @+1 {{'tosa.resize' op TOSA requires -scale_n <= offset < 16 * scale_n, got offset -3 and scale_n 2}}
  %0 = tosa.resize %a {mode = "BILINEAR", scale = array<i64: 2, 1, 2, 1>, offset = array<i64: -3, 0>, border = array<i64: -2, 0>} : (tensor<1x4x4x2xf32>) -> tensor<1x8x7x2xf32>
  return %0 : tensor<1x8x7x2xf32>
}

// -----

// resize-border
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x9x7x2xf32> {
  // expected-error @+1 {{'tosa.resize' op TOSA requires -16 * scale_n <= border < scale_n, got border 2 and scale_n 2}}
  %0 = tosa.resize %a {mode = "BILINEAR", scale = array<i64: 2, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 2, 0>} : (tensor<1x4x4x2xf32>) -> tensor<1x9x7x2xf32>
  return %0 : tensor<1x9x7x2xf32>
}

// -----

// resize-batch
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<2x7x7x2xf32> {
  // expected-error @+1 {{'tosa.resize' op TOSA requires the result's batch to be the input's 1, got 2}}
  %0 = tosa.resize %a {mode = "BILINEAR", scale = array<i64: 2, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : (tensor<1x4x4x2xf32>) -> tensor<2x7x7x2xf32>
  return %0 : tensor<2x7x7x2xf32>
}

// -----

// resize-channels
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x7x7x3xf32> {
  // expected-error @+1 {{'tosa.resize' op TOSA requires the result's channels to be the input's 2, got 3}}
  %0 = tosa.resize %a {mode = "NEAREST_NEIGHBOR", scale = array<i64: 2, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : (tensor<1x4x4x2xf32>) -> tensor<1x7x7x3xf32>
  return %0 : tensor<1x7x7x3xf32>
}

// -----

// fft2d-height
func.func @f(%a: tensor<1x3x8xf32>, %b: tensor<1x3x8xf32>) -> (tensor<1x3x8xf32>, tensor<1x3x8xf32>) {
  // expected-error @+1 {{'tosa.fft2d' op expected height to be a power of two, got 3}}
  %0, %1 = tosa.fft2d %a, %b {inverse = false} : (tensor<1x3x8xf32>, tensor<1x3x8xf32>) -> (tensor<1x3x8xf32>, tensor<1x3x8xf32>)
  return %0, %1 : tensor<1x3x8xf32>, tensor<1x3x8xf32>
}

// -----

// fft2d-imag-shape
func.func @f(%a: tensor<1x4x8xf32>, %b: tensor<1x4x4xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>) {
  // expected-error @+1 {{'tosa.fft2d' op requires the same shape for all operands and results}}
  %0, %1 = tosa.fft2d %a, %b {inverse = false} : (tensor<1x4x8xf32>, tensor<1x4x4xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>)
  return %0, %1 : tensor<1x4x8xf32>, tensor<1x4x8xf32>
}

// -----

// rfft2d-width
func.func @f(%a: tensor<1x4x6xf32>) -> (tensor<1x4x4xf32>, tensor<1x4x4xf32>) {
  // expected-error @+1 {{'tosa.rfft2d' op expected width to be a power of two, got 6}}
  %0, %1 = tosa.rfft2d %a : (tensor<1x4x6xf32>) -> (tensor<1x4x4xf32>, tensor<1x4x4xf32>)
  return %0, %1 : tensor<1x4x4xf32>, tensor<1x4x4xf32>
}

// -----

// rfft2d-results-differ
func.func @f(%a: tensor<1x4x8xf32>) -> (tensor<1x4x5xf32>, tensor<1x4x4xf32>) {
  // expected-error @+1 {{'tosa.rfft2d' op expected output shapes to match, got 'tensor<1x4x5xf32>', 'tensor<1x4x4xf32>'}}
  %0, %1 = tosa.rfft2d %a : (tensor<1x4x8xf32>) -> (tensor<1x4x5xf32>, tensor<1x4x4xf32>)
  return %0, %1 : tensor<1x4x5xf32>, tensor<1x4x4xf32>
}

// -----

// table-i8-size
func.func @f(%a: tensor<2x3xi8>, %t: tensor<257xi8>) -> tensor<2x3xi8> {
  // expected-error @+1 {{'tosa.table' op TOSA requires a table of 256 entries for i8 values, got 257}}
  %0 = tosa.table %a, %t : (tensor<2x3xi8>, tensor<257xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

// table-i16-size
func.func @f(%a: tensor<2x3xi16>, %t: tensor<512xi16>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.table' op TOSA requires a table of 513 entries for i16 values, got 512}}
  %0 = tosa.table %a, %t : (tensor<2x3xi16>, tensor<512xi16>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// table-result-shape
func.func @f(%a: tensor<2x3xi8>, %t: tensor<256xi8>) -> tensor<3x3xi8> {
  // expected-error @+1 {{'tosa.table' op dim(result, 0) = 3 doesn't match dim(input, 0) = 2}}
  %0 = tosa.table %a, %t : (tensor<2x3xi8>, tensor<256xi8>) -> tensor<3x3xi8>
  return %0 : tensor<3x3xi8>
}
