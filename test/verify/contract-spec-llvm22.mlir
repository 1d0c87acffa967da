// Contractions in TOSA 1.0's forms that mlir-opt-22 accepts and the TOSA
// specification rejects: a bias of another size than the output channels the
// weights give where the result's are dynamic (mlir-opt-22 reads the result's
// only), and matmul sizes that disagree (mlir-opt-22 lowers those into a
// linalg.batch_matmul its own verifier rejects). Errors of the tool's verifier
// (passes/verify_contract.c); mlir-opt-22 reads every chunk (the last RUN).
// RUN: %tosa2linalg --verify-only --verify-diagnostics --split-input-file %s
// RUN: %tosa2linalg --verify-diagnostics --split-input-file %s -o /dev/null
// RUN: %mlir_opt_22 --split-input-file %s -o /dev/null

// j-dynamic-out
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<3xf32>) -> tensor<1x?x6x?xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op TOSA requires a bias of 1 element or of the output channels' 4, got 3}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x?x6x?xf32>
  return %0 : tensor<1x?x6x?xf32>
}

// -----

// k-dynamic-out-dw
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<5xf32>) -> tensor<1x6x6x?xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op TOSA requires a bias of 1 element or of the output channels' 6, got 5}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x?xf32>
  return %0 : tensor<1x6x6x?xf32>
}

// -----

// matmul-k-disagrees (mlir-opt-22 lowers it into a linalg.batch_matmul its own verifier rejects)
func.func @f(%a: tensor<1x2x3xf32>, %b: tensor<1x4x5xf32>) -> tensor<1x2x5xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.matmul' op TOSA requires the operands' and the result's C to agree, got 3 and 4}}
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x2x3xf32>, tensor<1x4x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x5xf32>
  return %0 : tensor<1x2x5xf32>
}

// -----

// matmul-result-h
func.func @f(%a: tensor<1x2x3xf32>, %b: tensor<1x3x5xf32>) -> tensor<1x4x5xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.matmul' op TOSA requires the operands' and the result's H to agree, got 2 and 4}}
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x2x3xf32>, tensor<1x3x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x5xf32>
  return %0 : tensor<1x4x5xf32>
}

// -----

// conv2d-output-channels
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<1xf32>) -> tensor<1x6x6x5xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op TOSA requires the weights' and the result's output channels to agree, got 4 and 5}}
  %0 = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x5xf32>
  return %0 : tensor<1x6x6x5xf32>
}
