// tosa.rescale, tosa.table, the pools and tosa.resize that mlir-opt-22 accepts
// and the TOSA specification rejects: errors of the tool's verifier
// (passes/verify_quant.c, verify_pool.c), in TOSA 1.0's forms. mlir-opt-22 reads
// every chunk (the last RUN); the tool stops at the op.
// RUN: %tosa2linalg --verify-only --verify-diagnostics --split-input-file %s
// RUN: %tosa2linalg --verify-diagnostics --split-input-file %s -o /dev/null
// RUN: %mlir_opt_22 --split-input-file %s -o /dev/null

// rescale-shape
func.func @f(%a: tensor<2x3xi8>) -> tensor<3x3xi32> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-error @+1 {{'tosa.rescale' op TOSA requires the result's shape to be the input's, got 'tensor<3x3xi32>' and 'tensor<2x3xi8>'}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<3x3xi32>
  return %0 : tensor<3x3xi32>
}

// -----

// rescale-double-round
func.func @f(%a: tensor<2x3xi8>) -> tensor<2x3xi32> {
  %m = "tosa.const"() <{values = dense<16384> : tensor<1xi16>}> : () -> tensor<1xi16>
  %s = "tosa.const"() <{values = dense<14> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-error @+1 {{'tosa.rescale' op TOSA requires scale32 for double rounding}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = false, rounding_mode = DOUBLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi8>, tensor<1xi16>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// rescale-i48-result
func.func @f(%a: tensor<2x3xi8>) -> tensor<2x3xi48> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi48>}> : () -> tensor<1xi48>
  // expected-error @+1 {{'tosa.rescale' op TOSA requires an input of 8, 16, 32 or 48 bits and a result of 8, 16 or 32, got 'i8' and 'i48'}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi48>) -> tensor<2x3xi48>
  return %0 : tensor<2x3xi48>
}

// -----

// rescale-i64-input
func.func @f(%a: tensor<2x3xi64>) -> tensor<2x3xi32> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi64>}> : () -> tensor<1xi64>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-error @+1 {{'tosa.rescale' op TOSA requires an input of 8, 16, 32 or 48 bits and a result of 8, 16 or 32, got 'i64' and 'i32'}}
  %0 = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi64>, tensor<1xi32>, tensor<1xi8>, tensor<1xi64>, tensor<1xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// max-pool-batch
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<2x2x2x2xf32> {
  // expected-error @+1 {{'tosa.max_pool2d' op TOSA requires the result's batch to be the input's 1, got 2}}
  %0 = tosa.max_pool2d %a {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, nan_mode = PROPAGATE} : (tensor<1x4x4x2xf32>) -> tensor<2x2x2x2xf32>
  return %0 : tensor<2x2x2x2xf32>
}

// -----

// max-pool-channels
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x2x2x3xf32> {
  // expected-error @+1 {{'tosa.max_pool2d' op TOSA requires the result's channels to be the input's 2, got 3}}
  %0 = tosa.max_pool2d %a {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, nan_mode = PROPAGATE} : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x3xf32>
  return %0 : tensor<1x2x2x3xf32>
}

// -----

// avg-pool-elem
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf16> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  // expected-error @+1 {{'tosa.avg_pool2d' op TOSA requires an input of i8, i16, f16, bf16 or f32 and a result of its type, got 'f32' and 'f16'}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, acc_type = f32} : (tensor<1x4x4x2xf32>, tensor<1xf32>, tensor<1xf16>) -> tensor<1x2x2x2xf16>
  return %0 : tensor<1x2x2x2xf16>
}

// -----

// avg-pool-i32
func.func @f(%a: tensor<1x4x4x2xi32>) -> tensor<1x2x2x2xi32> {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-error @+1 {{'tosa.avg_pool2d' op TOSA requires an input of i8, i16, f16, bf16 or f32 and a result of its type, got 'i32' and 'i32'}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, acc_type = i32} : (tensor<1x4x4x2xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1x2x2x2xi32>
  return %0 : tensor<1x2x2x2xi32>
}

// -----

// avg-pool-i8-to-i16
func.func @f(%a: tensor<1x4x4x2xi8>) -> tensor<1x2x2x2xi16> {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.avg_pool2d' op TOSA requires an input of i8, i16, f16, bf16 or f32 and a result of its type, got 'i8' and 'i16'}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, acc_type = i32} : (tensor<1x4x4x2xi8>, tensor<1xi8>, tensor<1xi16>) -> tensor<1x2x2x2xi16>
  return %0 : tensor<1x2x2x2xi16>
}

// -----

// avg-pool-channels
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x2x2x3xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %oz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.avg_pool2d' op TOSA requires the result's channels to be the input's 2, got 3}}
  %0 = tosa.avg_pool2d %a, %iz, %oz {kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, acc_type = f32} : (tensor<1x4x4x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x3xf32>
  return %0 : tensor<1x2x2x3xf32>
}

// -----

// resize-offset
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x8x7x2xf32> {
  %s = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<[-3, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[-2, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.resize' op TOSA requires -scale_n <= offset < 16 * scale_n, got offset -3 and scale_n 2}}
  %0 = tosa.resize %a, %s, %o, %b {mode = BILINEAR} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8x7x2xf32>
  return %0 : tensor<1x8x7x2xf32>
}

// -----

// resize-border
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x9x7x2xf32> {
  %s = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[2, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.resize' op TOSA requires -16 * scale_n <= border < scale_n, got border 2 and scale_n 2}}
  %0 = tosa.resize %a, %s, %o, %b {mode = BILINEAR} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x9x7x2xf32>
  return %0 : tensor<1x9x7x2xf32>
}

// -----

// resize-batch
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<2x7x7x2xf32> {
  %s = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.resize' op TOSA requires the result's batch to be the input's 1, got 2}}
  %0 = tosa.resize %a, %s, %o, %b {mode = BILINEAR} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x7x7x2xf32>
  return %0 : tensor<2x7x7x2xf32>
}

// -----

// resize-channels
func.func @f(%a: tensor<1x4x4x2xf32>) -> tensor<1x7x7x3xf32> {
  %s = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.resize' op TOSA requires the result's channels to be the input's 2, got 3}}
  %0 = tosa.resize %a, %s, %o, %b {mode = NEAREST_NEIGHBOR} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x7x3xf32>
  return %0 : tensor<1x7x7x3xf32>
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
