// The checks of the contractions (passes/verify_contract.c) where mlir-opt-22
// rejects the op, in TOSA 1.0's forms (zero points as operands, acc_type): the
// same message at the same place, in its order (attributes, ranks and zero
// points' shapes, element types, zero points, acc_type, then stride, dilation
// and pad values, the result's size per dim, the bias's). The third RUN holds
// mlir-opt-22 to the same expectations. Chunk names: op-rule.
// RUN: %tosa2linalg --verify-only --verify-diagnostics --split-input-file %s
// RUN: %tosa2linalg --no-tosa-left --verify-diagnostics --split-input-file %s -o /dev/null
// RUN: %mlir_opt_22 --verify-diagnostics --split-input-file %s -o /dev/null

// conv2d-stride-0
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op expect all stride values to be >= 1, got 1, 0}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 0>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// conv2d-pad-neg
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op expect all padding values to be >= 0, got 0, 0, 0, -1}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, -1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// conv2d-dilation-0
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op expect all dilation values to be >= 1, got 0, 1}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 0, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// conv2d-pad-and-stride
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op expect all padding values to be >= 0, got -1, 0, 0, 0}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: -1, 0, 0, 0>, stride = array<i64: 0, 0>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// conv2d-stride-and-dilation
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op expect all stride values to be >= 1, got 0, 0}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 0, 0>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 0, 0>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// conv2d-bias-3
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<3xf32>) -> tensor<1x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op bias channels expected to be equal to output channels (4) or 1, got 3}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// conv2d-acc-f16
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op accumulator type for f32 tensor is not f32}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = f16, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// conv2d-i8-acc-i48
func.func @f(%x: tensor<1x8x8x3xi8>, %w: tensor<4x3x3x3xi8>, %b: tensor<4xi32>) -> tensor<1x6x6x4xi32> {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.conv2d' op accumulator type for i8 tensor is not i32}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xi8>, tensor<4x3x3x3xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x6x6x4xi32>
  return %0 : tensor<1x6x6x4xi32>
}

// -----

// conv2d-i16-acc-i32
func.func @f(%x: tensor<1x8x8x3xi16>, %w: tensor<4x3x3x3xi16>, %b: tensor<4xi48>) -> tensor<1x6x6x4xi48> {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %wz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.conv2d' op accumulator type for i16 tensor is not i48}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xi16>, tensor<4x3x3x3xi16>, tensor<4xi48>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x6x6x4xi48>
  return %0 : tensor<1x6x6x4xi48>
}

// -----

// conv2d-bf16-acc-f16
func.func @f(%x: tensor<1x8x8x3xbf16>, %w: tensor<4x3x3x3xbf16>, %b: tensor<4xbf16>) -> tensor<1x6x6x4xbf16> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  // expected-error @+1 {{'tosa.conv2d' op accumulator type for bf16 tensor is not f32}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = f16, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xbf16>, tensor<4x3x3x3xbf16>, tensor<4xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x6x6x4xbf16>
  return %0 : tensor<1x6x6x4xbf16>
}

// -----

// conv2d-f16-acc-bf16
func.func @f(%x: tensor<1x8x8x3xf16>, %w: tensor<4x3x3x3xf16>, %b: tensor<4xf16>) -> tensor<1x6x6x4xf16> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  // expected-error @+1 {{'tosa.conv2d' op attribute 'acc_type' failed to satisfy constraint: type attribute of 32-bit signless integer or 48-bit signless integer or 16-bit float or 32-bit float}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = bf16, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf16>, tensor<4x3x3x3xf16>, tensor<4xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x6x6x4xf16>
  return %0 : tensor<1x6x6x4xf16>
}

// -----

// conv2d-izp-type
func.func @f(%x: tensor<1x8x8x3xi8>, %w: tensor<4x3x3x3xi8>, %b: tensor<4xi32>) -> tensor<1x6x6x4xi32> {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %wz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.conv2d' op expect both input and its zero point are the same element type, got 'i8' and 'i16'}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xi8>, tensor<4x3x3x3xi8>, tensor<4xi32>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x6x6x4xi32>
  return %0 : tensor<1x6x6x4xi32>
}

// -----

// conv2d-wzp-type
func.func @f(%x: tensor<1x8x8x3xi8>, %w: tensor<4x3x3x3xi8>, %b: tensor<4xi32>) -> tensor<1x6x6x4xi32> {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.conv2d' op expect both weight and its zero point are the same element type, got 'i8' and 'i16'}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xi8>, tensor<4x3x3x3xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi16>) -> tensor<1x6x6x4xi32>
  return %0 : tensor<1x6x6x4xi32>
}

// -----

// conv2d-izp-i16
func.func @f(%x: tensor<1x8x8x3xi16>, %w: tensor<4x3x3x3xi16>, %b: tensor<4xi48>) -> tensor<1x6x6x4xi48> {
  %iz = "tosa.const"() <{values = dense<5> : tensor<1xi16>}> : () -> tensor<1xi16>
  %wz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.conv2d' op input zero point must be zero for non-int8 integer types}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xi16>, tensor<4x3x3x3xi16>, tensor<4xi48>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x6x6x4xi48>
  return %0 : tensor<1x6x6x4xi48>
}

// -----

// conv2d-wzp-i16
func.func @f(%x: tensor<1x8x8x3xi16>, %w: tensor<4x3x3x3xi16>, %b: tensor<4xi48>) -> tensor<1x6x6x4xi48> {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %wz = "tosa.const"() <{values = dense<5> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.conv2d' op weight zero point must be zero for non-int8 integer types}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xi16>, tensor<4x3x3x3xi16>, tensor<4xi48>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x6x6x4xi48>
  return %0 : tensor<1x6x6x4xi48>
}

// -----

// conv2d-izp-f32
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<1.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op input zero point must be zero for non-int8 integer types}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// conv2d-wzp-f32
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<1.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op weight zero point must be zero for non-int8 integer types}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// conv2d-f32-w-i8
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xi8>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.conv2d' op expect both input and weight to be float or not together, got 'f32' and 'i8'}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xi8>, tensor<4xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// conv2d-i8-w-f32
func.func @f(%x: tensor<1x8x8x3xi8>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xi32>) -> tensor<1x6x6x4xi32> {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op expect both input and weight to be float or not together, got 'i8' and 'f32'}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xi8>, tensor<4x3x3x3xf32>, tensor<4xi32>, tensor<1xi8>, tensor<1xf32>) -> tensor<1x6x6x4xi32>
  return %0 : tensor<1x6x6x4xi32>
}

// -----

// conv2d-bias-f16
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf16>) -> tensor<1x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op expect both bias and result to have same element type, got 'f16' and 'f32'}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf16>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// conv2d-stride-2-odd
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op expected input_height - 1 + pad_top + pad_bottom - (kernel_height - 1) * dilation_y to be wholly divisible by stride_y, got (8 - 1 + 0 + 0 - (3 - 1) * 1) / 2}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// conv2d-pad-too-big
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op calculated output height did not match expected: calculated=15, expected=6}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 9, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// conv2d-kernel-too-big
func.func @f(%x: tensor<1x2x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x0x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op result #0 must be 4-d tosa-conformant tensor, but got 'tensor<1x0x6x4xf32>'}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x0x6x4xf32>
  return %0 : tensor<1x0x6x4xf32>
}

// -----

// conv2d-neg-span
func.func @f(%x: tensor<1x1x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x1x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op calculated output height did not match expected: calculated=-1, expected=1}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x6x4xf32>
  return %0 : tensor<1x1x6x4xf32>
}

// -----

// conv2d-out-dim1
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x5x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op calculated output height did not match expected: calculated=6, expected=5}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x6x4xf32>
  return %0 : tensor<1x5x6x4xf32>
}

// -----

// conv2d-out-dim2
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x5x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op calculated output width did not match expected: calculated=6, expected=5}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x5x4xf32>
  return %0 : tensor<1x6x5x4xf32>
}

// -----

// conv3d-stride-0
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv3d' op expect all stride values to be >= 1, got 1, 1, 0}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 0>} : (tensor<1x6x8x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x6x6x4xf32>
  return %0 : tensor<1x4x6x6x4xf32>
}

// -----

// conv3d-pad-neg
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv3d' op expect all padding values to be >= 0, got 0, 0, 0, 0, 0, -1}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, -1>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x6x6x4xf32>
  return %0 : tensor<1x4x6x6x4xf32>
}

// -----

// conv3d-dilation-0
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv3d' op expect all dilation values to be >= 1, got 0, 1, 1}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 0, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x6x6x4xf32>
  return %0 : tensor<1x4x6x6x4xf32>
}

// -----

// conv3d-pad-and-stride
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv3d' op expect all padding values to be >= 0, got -1, 0, 0, 0, 0, 0}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: -1, 0, 0, 0, 0, 0>, stride = array<i64: 0, 0, 0>} : (tensor<1x6x8x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x6x6x4xf32>
  return %0 : tensor<1x4x6x6x4xf32>
}

// -----

// conv3d-stride-and-dilation
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv3d' op expect all stride values to be >= 1, got 0, 0, 0}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 0, 0, 0>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 0, 0, 0>} : (tensor<1x6x8x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x6x6x4xf32>
  return %0 : tensor<1x4x6x6x4xf32>
}

// -----

// conv3d-bias-3
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<3xf32>) -> tensor<1x4x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv3d' op bias channels expected to be equal to output channels (4) or 1, got 3}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x6x6x4xf32>
  return %0 : tensor<1x4x6x6x4xf32>
}

// -----

// conv3d-acc-f16
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv3d' op accumulator type for f32 tensor is not f32}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = f16, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x6x6x4xf32>
  return %0 : tensor<1x4x6x6x4xf32>
}

// -----

// conv3d-i8-acc-i48
func.func @f(%x: tensor<1x6x8x8x3xi8>, %w: tensor<4x3x3x3x3xi8>, %b: tensor<4xi32>) -> tensor<1x4x6x6x4xi32> {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.conv3d' op accumulator type for i8 tensor is not i32}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = i48, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xi8>, tensor<4x3x3x3x3xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x6x6x4xi32>
  return %0 : tensor<1x4x6x6x4xi32>
}

// -----

// conv3d-i16-acc-i32
func.func @f(%x: tensor<1x6x8x8x3xi16>, %w: tensor<4x3x3x3x3xi16>, %b: tensor<4xi48>) -> tensor<1x4x6x6x4xi48> {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %wz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.conv3d' op accumulator type for i16 tensor is not i48}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = i32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xi16>, tensor<4x3x3x3x3xi16>, tensor<4xi48>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x4x6x6x4xi48>
  return %0 : tensor<1x4x6x6x4xi48>
}

// -----

// conv3d-bf16-acc-f16
func.func @f(%x: tensor<1x6x8x8x3xbf16>, %w: tensor<4x3x3x3x3xbf16>, %b: tensor<4xbf16>) -> tensor<1x4x6x6x4xbf16> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  // expected-error @+1 {{'tosa.conv3d' op accumulator type for bf16 tensor is not f32}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = f16, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xbf16>, tensor<4x3x3x3x3xbf16>, tensor<4xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x4x6x6x4xbf16>
  return %0 : tensor<1x4x6x6x4xbf16>
}

// -----

// conv3d-f16-acc-bf16
func.func @f(%x: tensor<1x6x8x8x3xf16>, %w: tensor<4x3x3x3x3xf16>, %b: tensor<4xf16>) -> tensor<1x4x6x6x4xf16> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  // expected-error @+1 {{'tosa.conv3d' op attribute 'acc_type' failed to satisfy constraint: type attribute of 32-bit signless integer or 48-bit signless integer or 16-bit float or 32-bit float}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = bf16, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xf16>, tensor<4x3x3x3x3xf16>, tensor<4xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x4x6x6x4xf16>
  return %0 : tensor<1x4x6x6x4xf16>
}

// -----

// conv3d-izp-type
func.func @f(%x: tensor<1x6x8x8x3xi8>, %w: tensor<4x3x3x3x3xi8>, %b: tensor<4xi32>) -> tensor<1x4x6x6x4xi32> {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %wz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.conv3d' op expect both input and its zero point are the same element type, got 'i8' and 'i16'}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = i32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xi8>, tensor<4x3x3x3x3xi8>, tensor<4xi32>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x4x6x6x4xi32>
  return %0 : tensor<1x4x6x6x4xi32>
}

// -----

// conv3d-wzp-type
func.func @f(%x: tensor<1x6x8x8x3xi8>, %w: tensor<4x3x3x3x3xi8>, %b: tensor<4xi32>) -> tensor<1x4x6x6x4xi32> {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.conv3d' op expect both weight and its zero point are the same element type, got 'i8' and 'i16'}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = i32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xi8>, tensor<4x3x3x3x3xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi16>) -> tensor<1x4x6x6x4xi32>
  return %0 : tensor<1x4x6x6x4xi32>
}

// -----

// conv3d-izp-i16
func.func @f(%x: tensor<1x6x8x8x3xi16>, %w: tensor<4x3x3x3x3xi16>, %b: tensor<4xi48>) -> tensor<1x4x6x6x4xi48> {
  %iz = "tosa.const"() <{values = dense<5> : tensor<1xi16>}> : () -> tensor<1xi16>
  %wz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.conv3d' op input zero point must be zero for non-int8 integer types}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = i48, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xi16>, tensor<4x3x3x3x3xi16>, tensor<4xi48>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x4x6x6x4xi48>
  return %0 : tensor<1x4x6x6x4xi48>
}

// -----

// conv3d-wzp-i16
func.func @f(%x: tensor<1x6x8x8x3xi16>, %w: tensor<4x3x3x3x3xi16>, %b: tensor<4xi48>) -> tensor<1x4x6x6x4xi48> {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %wz = "tosa.const"() <{values = dense<5> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.conv3d' op weight zero point must be zero for non-int8 integer types}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = i48, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xi16>, tensor<4x3x3x3x3xi16>, tensor<4xi48>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x4x6x6x4xi48>
  return %0 : tensor<1x4x6x6x4xi48>
}

// -----

// conv3d-izp-f32
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<1.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv3d' op input zero point must be zero for non-int8 integer types}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x6x6x4xf32>
  return %0 : tensor<1x4x6x6x4xf32>
}

// -----

// conv3d-wzp-f32
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<1.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv3d' op weight zero point must be zero for non-int8 integer types}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x6x6x4xf32>
  return %0 : tensor<1x4x6x6x4xf32>
}

// -----

// conv3d-f32-w-i8
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<4x3x3x3x3xi8>, %b: tensor<4xf32>) -> tensor<1x4x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.conv3d' op expect both input and weight to be float or not together, got 'f32' and 'i8'}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xf32>, tensor<4x3x3x3x3xi8>, tensor<4xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<1x4x6x6x4xf32>
  return %0 : tensor<1x4x6x6x4xf32>
}

// -----

// conv3d-i8-w-f32
func.func @f(%x: tensor<1x6x8x8x3xi8>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xi32>) -> tensor<1x4x6x6x4xi32> {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv3d' op expect both input and weight to be float or not together, got 'i8' and 'f32'}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = i32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xi8>, tensor<4x3x3x3x3xf32>, tensor<4xi32>, tensor<1xi8>, tensor<1xf32>) -> tensor<1x4x6x6x4xi32>
  return %0 : tensor<1x4x6x6x4xi32>
}

// -----

// conv3d-bias-f16
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xf16>) -> tensor<1x4x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv3d' op expect both bias and result to have same element type, got 'f16' and 'f32'}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<4xf16>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x6x6x4xf32>
  return %0 : tensor<1x4x6x6x4xf32>
}

// -----

// conv3d-stride-2-odd
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv3d' op expected input_depth - 1 + pad_front + pad_back - (kernel_depth - 1) * dilation_d to be wholly divisible by stride_d, got (6 - 1 + 0 + 0 - (3 - 1) * 1) / 2}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 2, 2, 2>} : (tensor<1x6x8x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x6x6x4xf32>
  return %0 : tensor<1x4x6x6x4xf32>
}

// -----

// conv3d-stride-2-ok
func.func @f(%x: tensor<1x6x9x9x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x4x4x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv3d' op expected input_depth - 1 + pad_front + pad_back - (kernel_depth - 1) * dilation_d to be wholly divisible by stride_d, got (6 - 1 + 0 + 0 - (3 - 1) * 1) / 2}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 2, 2, 2>} : (tensor<1x6x9x9x3xf32>, tensor<4x3x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x4x4xf32>
  return %0 : tensor<1x4x4x4x4xf32>
}

// -----

// conv3d-pad-too-big
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv3d' op calculated output depth did not match expected: calculated=13, expected=4}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 9, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x6x6x4xf32>
  return %0 : tensor<1x4x6x6x4xf32>
}

// -----

// conv3d-kernel-too-big
func.func @f(%x: tensor<1x6x2x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x0x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv3d' op result #0 must be 5-d tosa-conformant tensor, but got 'tensor<1x4x0x6x4xf32>'}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x2x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x0x6x4xf32>
  return %0 : tensor<1x4x0x6x4xf32>
}

// -----

// conv3d-neg-span
func.func @f(%x: tensor<1x6x1x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x1x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv3d' op calculated output height did not match expected: calculated=-1, expected=1}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x1x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x1x6x4xf32>
  return %0 : tensor<1x4x1x6x4xf32>
}

// -----

// conv3d-out-dim1
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x5x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv3d' op calculated output depth did not match expected: calculated=4, expected=5}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x6x6x4xf32>
  return %0 : tensor<1x5x6x6x4xf32>
}

// -----

// conv3d-out-dim2
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x5x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv3d' op calculated output height did not match expected: calculated=6, expected=5}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x5x6x4xf32>
  return %0 : tensor<1x4x5x6x4xf32>
}

// -----

// conv3d-out-dim3
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x5x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv3d' op calculated output width did not match expected: calculated=6, expected=5}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x6x5x4xf32>
  return %0 : tensor<1x4x6x5x4xf32>
}

// -----

// depthwise_conv2d-stride-0
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<1x6x6x6xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op expect all stride values to be >= 1, got 1, 0}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 0>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

// depthwise_conv2d-pad-neg
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<1x6x6x6xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op expect all padding values to be >= 0, got 0, 0, 0, -1}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, -1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

// depthwise_conv2d-dilation-0
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<1x6x6x6xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op expect all dilation values to be >= 1, got 0, 1}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 0, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

// depthwise_conv2d-pad-and-stride
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<1x6x6x6xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op expect all padding values to be >= 0, got -1, 0, 0, 0}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: -1, 0, 0, 0>, stride = array<i64: 0, 0>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

// depthwise_conv2d-stride-and-dilation
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<1x6x6x6xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op expect all stride values to be >= 1, got 0, 0}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 0, 0>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 0, 0>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

// depthwise_conv2d-bias-3
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<3xf32>) -> tensor<1x6x6x6xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op bias channels expected to be equal to output channels (6) or 1, got 3}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

// depthwise_conv2d-acc-f16
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<1x6x6x6xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op accumulator type for f32 tensor is not f32}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = f16, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

// depthwise_conv2d-i8-acc-i48
func.func @f(%x: tensor<1x8x8x3xi8>, %w: tensor<3x3x3x2xi8>, %b: tensor<6xi32>) -> tensor<1x6x6x6xi32> {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op accumulator type for i8 tensor is not i32}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xi8>, tensor<3x3x3x2xi8>, tensor<6xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x6x6x6xi32>
  return %0 : tensor<1x6x6x6xi32>
}

// -----

// depthwise_conv2d-i16-acc-i32
func.func @f(%x: tensor<1x8x8x3xi16>, %w: tensor<3x3x3x2xi16>, %b: tensor<6xi48>) -> tensor<1x6x6x6xi48> {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %wz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op accumulator type for i16 tensor is not i48}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xi16>, tensor<3x3x3x2xi16>, tensor<6xi48>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x6x6x6xi48>
  return %0 : tensor<1x6x6x6xi48>
}

// -----

// depthwise_conv2d-bf16-acc-f16
func.func @f(%x: tensor<1x8x8x3xbf16>, %w: tensor<3x3x3x2xbf16>, %b: tensor<6xbf16>) -> tensor<1x6x6x6xbf16> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xbf16>}> : () -> tensor<1xbf16>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op accumulator type for bf16 tensor is not f32}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = f16, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xbf16>, tensor<3x3x3x2xbf16>, tensor<6xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x6x6x6xbf16>
  return %0 : tensor<1x6x6x6xbf16>
}

// -----

// depthwise_conv2d-f16-acc-bf16
func.func @f(%x: tensor<1x8x8x3xf16>, %w: tensor<3x3x3x2xf16>, %b: tensor<6xf16>) -> tensor<1x6x6x6xf16> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op attribute 'acc_type' failed to satisfy constraint: type attribute of 32-bit signless integer or 48-bit signless integer or 16-bit float or 32-bit float}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = bf16, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf16>, tensor<3x3x3x2xf16>, tensor<6xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x6x6x6xf16>
  return %0 : tensor<1x6x6x6xf16>
}

// -----

// depthwise_conv2d-izp-type
func.func @f(%x: tensor<1x8x8x3xi8>, %w: tensor<3x3x3x2xi8>, %b: tensor<6xi32>) -> tensor<1x6x6x6xi32> {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %wz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op expect both input and its zero point are the same element type, got 'i8' and 'i16'}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xi8>, tensor<3x3x3x2xi8>, tensor<6xi32>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x6x6x6xi32>
  return %0 : tensor<1x6x6x6xi32>
}

// -----

// depthwise_conv2d-wzp-type
func.func @f(%x: tensor<1x8x8x3xi8>, %w: tensor<3x3x3x2xi8>, %b: tensor<6xi32>) -> tensor<1x6x6x6xi32> {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op expect both weight and its zero point are the same element type, got 'i8' and 'i16'}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xi8>, tensor<3x3x3x2xi8>, tensor<6xi32>, tensor<1xi8>, tensor<1xi16>) -> tensor<1x6x6x6xi32>
  return %0 : tensor<1x6x6x6xi32>
}

// -----

// depthwise_conv2d-izp-i16
func.func @f(%x: tensor<1x8x8x3xi16>, %w: tensor<3x3x3x2xi16>, %b: tensor<6xi48>) -> tensor<1x6x6x6xi48> {
  %iz = "tosa.const"() <{values = dense<5> : tensor<1xi16>}> : () -> tensor<1xi16>
  %wz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op input zero point must be zero for non-int8 integer types}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xi16>, tensor<3x3x3x2xi16>, tensor<6xi48>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x6x6x6xi48>
  return %0 : tensor<1x6x6x6xi48>
}

// -----

// depthwise_conv2d-wzp-i16
func.func @f(%x: tensor<1x8x8x3xi16>, %w: tensor<3x3x3x2xi16>, %b: tensor<6xi48>) -> tensor<1x6x6x6xi48> {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %wz = "tosa.const"() <{values = dense<5> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op weight zero point must be zero for non-int8 integer types}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xi16>, tensor<3x3x3x2xi16>, tensor<6xi48>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x6x6x6xi48>
  return %0 : tensor<1x6x6x6xi48>
}

// -----

// depthwise_conv2d-izp-f32
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<1x6x6x6xf32> {
  %iz = "tosa.const"() <{values = dense<1.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op input zero point must be zero for non-int8 integer types}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

// depthwise_conv2d-wzp-f32
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<1x6x6x6xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<1.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op weight zero point must be zero for non-int8 integer types}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

// depthwise_conv2d-f32-w-i8
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xi8>, %b: tensor<6xf32>) -> tensor<1x6x6x6xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op expect both input and weight to be float or not together, got 'f32' and 'i8'}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xi8>, tensor<6xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

// depthwise_conv2d-i8-w-f32
func.func @f(%x: tensor<1x8x8x3xi8>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xi32>) -> tensor<1x6x6x6xi32> {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op expect both input and weight to be float or not together, got 'i8' and 'f32'}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xi8>, tensor<3x3x3x2xf32>, tensor<6xi32>, tensor<1xi8>, tensor<1xf32>) -> tensor<1x6x6x6xi32>
  return %0 : tensor<1x6x6x6xi32>
}

// -----

// depthwise_conv2d-bias-f16
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf16>) -> tensor<1x6x6x6xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op expect both bias and result to have same element type, got 'f16' and 'f32'}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf16>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

// depthwise_conv2d-stride-2-odd
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<1x6x6x6xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op expected input_height - 1 + pad_top + pad_bottom - (kernel_height - 1) * dilation_y to be wholly divisible by stride_y, got (8 - 1 + 0 + 0 - (3 - 1) * 1) / 2}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

// depthwise_conv2d-stride-2-ok
func.func @f(%x: tensor<1x9x9x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<1x4x4x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op bias channels expected to be equal to output channels (4) or 1, got 6}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x9x9x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x4xf32>
  return %0 : tensor<1x4x4x4xf32>
}

// -----

// depthwise_conv2d-pad-too-big
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<1x6x6x6xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op calculated output height did not match expected: calculated=15, expected=6}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 9, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

// depthwise_conv2d-kernel-too-big
func.func @f(%x: tensor<1x2x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<1x0x6x6xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op result #0 must be 4-d tosa-conformant tensor, but got 'tensor<1x0x6x6xf32>'}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x8x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x0x6x6xf32>
  return %0 : tensor<1x0x6x6xf32>
}

// -----

// depthwise_conv2d-neg-span
func.func @f(%x: tensor<1x1x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<1x1x6x6xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op calculated output height did not match expected: calculated=-1, expected=1}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x8x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x6x6xf32>
  return %0 : tensor<1x1x6x6xf32>
}

// -----

// depthwise_conv2d-out-dim1
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<1x5x6x6xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op calculated output height did not match expected: calculated=6, expected=5}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x6x6xf32>
  return %0 : tensor<1x5x6x6xf32>
}

// -----

// depthwise_conv2d-out-dim2
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<1x6x5x6xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op calculated output width did not match expected: calculated=6, expected=5}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x5x6xf32>
  return %0 : tensor<1x6x5x6xf32>
}

// -----

// tconv-stride-0
func.func @f(%x: tensor<1x4x5x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x7x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.transpose_conv2d' op expect all stride values to be >= 1, got [0, 1]}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 0, 1>} : (tensor<1x4x5x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x7x4xf32>
  return %0 : tensor<1x6x7x4xf32>
}

// -----

// tconv-stride-neg
func.func @f(%x: tensor<1x4x5x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x7x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.transpose_conv2d' op expect all stride values to be >= 1, got [1, -1]}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, -1>} : (tensor<1x4x5x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x7x4xf32>
  return %0 : tensor<1x6x7x4xf32>
}

// -----

// tconv-outpad-top
func.func @f(%x: tensor<1x4x5x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x3x7x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.transpose_conv2d' op expected out_pad_top > -KH, but got: out_pad_top=-3 and KH=3}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, out_pad = array<i64: -3, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x5x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x7x4xf32>
  return %0 : tensor<1x3x7x4xf32>
}

// -----

// tconv-outpad-right
func.func @f(%x: tensor<1x4x5x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x4x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.transpose_conv2d' op expected out_pad_right > -KW, but got: out_pad_right=-3 and KW=3}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, out_pad = array<i64: 0, 0, 0, -3>, stride = array<i64: 1, 1>} : (tensor<1x4x5x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x4x4xf32>
  return %0 : tensor<1x6x4x4xf32>
}

// -----

// tconv-out-h
func.func @f(%x: tensor<1x4x5x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x5x7x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.transpose_conv2d' op dimension mismatch: expected OH == (IH - 1) * stride_y + out_pad_top + out_pad_bottom + KH, but got 5 != (4 - 1) * 1 + 0 + 0 + 3}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x5x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x7x4xf32>
  return %0 : tensor<1x5x7x4xf32>
}

// -----

// tconv-out-w
func.func @f(%x: tensor<1x4x5x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x8x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.transpose_conv2d' op dimension mismatch: expected OW == (IW - 1) * stride_x + out_pad_left + out_pad_right + KW, but got 8 != (5 - 1) * 1 + 0 + 0 + 3}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x5x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x8x4xf32>
  return %0 : tensor<1x6x8x4xf32>
}

// -----

// tconv-bias-3
func.func @f(%x: tensor<1x4x5x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<3xf32>) -> tensor<1x6x7x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.transpose_conv2d' op bias channels expected to be equal to output channels (4) or 1, got 3}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x5x3xf32>, tensor<4x3x3x3xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x7x4xf32>
  return %0 : tensor<1x6x7x4xf32>
}

// -----

// tconv-acc
func.func @f(%x: tensor<1x4x5x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x7x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.transpose_conv2d' op accumulator type for f32 tensor is not f32}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %iz, %wz {acc_type = f16, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x5x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x7x4xf32>
  return %0 : tensor<1x6x7x4xf32>
}

// -----

// tconv-izp-i16
func.func @f(%x: tensor<1x4x5x3xi16>, %w: tensor<4x3x3x3xi16>, %b: tensor<4xi48>) -> tensor<1x6x7x4xi48> {
  %iz = "tosa.const"() <{values = dense<2> : tensor<1xi16>}> : () -> tensor<1xi16>
  %wz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.transpose_conv2d' op input zero point must be zero for non-int8 integer types}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %iz, %wz {acc_type = i48, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x5x3xi16>, tensor<4x3x3x3xi16>, tensor<4xi48>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x6x7x4xi48>
  return %0 : tensor<1x6x7x4xi48>
}

// -----

// tconv-f32-w-i8
func.func @f(%x: tensor<1x4x5x3xf32>, %w: tensor<4x3x3x3xi8>, %b: tensor<4xf32>) -> tensor<1x6x7x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.transpose_conv2d' op expect both input and weight to be float or not together, got 'f32' and 'i8'}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x5x3xf32>, tensor<4x3x3x3xi8>, tensor<4xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<1x6x7x4xf32>
  return %0 : tensor<1x6x7x4xf32>
}

// -----

// tconv-stride-and-outh
func.func @f(%x: tensor<1x4x5x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x5x7x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.transpose_conv2d' op expect all stride values to be >= 1, got [0, 1]}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 0, 1>} : (tensor<1x4x5x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x7x4xf32>
  return %0 : tensor<1x5x7x4xf32>
}

// -----

// matmul-azp-type
func.func @f(%a: tensor<2x3x4xi8>, %b: tensor<2x4x5xi8>) -> tensor<2x3x5xi32> {
  %az = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %bz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.matmul' op expect input a and a_zp have the same element type, got 'i8' and 'i16'}}
  %0 = tosa.matmul %a, %b, %az, %bz : (tensor<2x3x4xi8>, tensor<2x4x5xi8>, tensor<1xi16>, tensor<1xi8>) -> tensor<2x3x5xi32>
  return %0 : tensor<2x3x5xi32>
}

// -----

// matmul-bzp-type
func.func @f(%a: tensor<2x3x4xi8>, %b: tensor<2x4x5xi8>) -> tensor<2x3x5xi32> {
  %az = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %bz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.matmul' op expect input b and b_zp have the same element type, got 'i8' and 'i16'}}
  %0 = tosa.matmul %a, %b, %az, %bz : (tensor<2x3x4xi8>, tensor<2x4x5xi8>, tensor<1xi8>, tensor<1xi16>) -> tensor<2x3x5xi32>
  return %0 : tensor<2x3x5xi32>
}

// -----

// matmul-azp-i16
func.func @f(%a: tensor<2x3x4xi16>, %b: tensor<2x4x5xi16>) -> tensor<2x3x5xi48> {
  %az = "tosa.const"() <{values = dense<3> : tensor<1xi16>}> : () -> tensor<1xi16>
  %bz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.matmul' op a zero point must be zero for non-int8 integer types}}
  %0 = tosa.matmul %a, %b, %az, %bz : (tensor<2x3x4xi16>, tensor<2x4x5xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<2x3x5xi48>
  return %0 : tensor<2x3x5xi48>
}

// -----

// matmul-bzp-i16
func.func @f(%a: tensor<2x3x4xi16>, %b: tensor<2x4x5xi16>) -> tensor<2x3x5xi48> {
  %az = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %bz = "tosa.const"() <{values = dense<3> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.matmul' op b zero point must be zero for non-int8 integer types}}
  %0 = tosa.matmul %a, %b, %az, %bz : (tensor<2x3x4xi16>, tensor<2x4x5xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<2x3x5xi48>
  return %0 : tensor<2x3x5xi48>
}

// -----

// matmul-azp-f32
func.func @f(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %az = "tosa.const"() <{values = dense<1.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %bz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.matmul' op a zero point must be zero for non-int8 integer types}}
  %0 = tosa.matmul %a, %b, %az, %bz : (tensor<2x3x4xf32>, tensor<2x4x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// d-tconv-dyn-kernel
func.func @f(%x: tensor<1x4x5x3xf32>, %w: tensor<4x?x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x7x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.transpose_conv2d' op dimension mismatch: expected OH == (IH - 1) * stride_y + out_pad_top + out_pad_bottom + KH, but got 6 != (4 - 1) * 1 + 0 + 0 + -9223372036854775808}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x5x3xf32>, tensor<4x?x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x7x4xf32>
  return %0 : tensor<1x6x7x4xf32>
}

// -----

// e-stride-and-izp-type
func.func @f(%x: tensor<1x8x8x3xi8>, %w: tensor<4x3x3x3xi8>, %b: tensor<4xi32>) -> tensor<1x6x6x4xi32> {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %wz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.conv2d' op expect both input and its zero point are the same element type, got 'i8' and 'i16'}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 0, 1>} : (tensor<1x8x8x3xi8>, tensor<4x3x3x3xi8>, tensor<4xi32>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x6x6x4xi32>
  return %0 : tensor<1x6x6x4xi32>
}

// -----

// f-acc-and-pad
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op accumulator type for f32 tensor is not f32}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = f16, dilation = array<i64: 1, 1>, pad = array<i64: -1, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// f-acc-and-f32-w-i8
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xi8>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.conv2d' op expect both input and weight to be float or not together, got 'f32' and 'i8'}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = f16, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xi8>, tensor<4xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// g-bias-f16-and-w-i8
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xi8>, %b: tensor<4xf16>) -> tensor<1x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.conv2d' op expect both bias and result to have same element type, got 'f16' and 'f32'}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xi8>, tensor<4xf16>, tensor<1xf32>, tensor<1xi8>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// h-izp-value-and-wzp-type
func.func @f(%x: tensor<1x8x8x3xi16>, %w: tensor<4x3x3x3xi8>, %b: tensor<4xi48>) -> tensor<1x6x6x4xi48> {
  %iz = "tosa.const"() <{values = dense<5> : tensor<1xi16>}> : () -> tensor<1xi16>
  %wz = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.conv2d' op expect both weight and its zero point are the same element type, got 'i8' and 'i16'}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xi16>, tensor<4x3x3x3xi8>, tensor<4xi48>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x6x6x4xi48>
  return %0 : tensor<1x6x6x4xi48>
}

// -----

// i-izp-i16-w-i8
func.func @f(%x: tensor<1x8x8x3xi16>, %w: tensor<4x3x3x3xi8>, %b: tensor<4xi48>) -> tensor<1x6x6x4xi48> {
  %iz = "tosa.const"() <{values = dense<5> : tensor<1xi16>}> : () -> tensor<1xi16>
  %wz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.conv2d' op input zero point must be zero for non-int8 integer types}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xi16>, tensor<4x3x3x3xi8>, tensor<4xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x6x6x4xi48>
  return %0 : tensor<1x6x6x4xi48>
}

// -----

// m-out-rank
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x6xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op result #0 must be 4-d tosa-conformant tensor, but got 'tensor<1x6x6xf32>'}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6xf32>
  return %0 : tensor<1x6x6xf32>
}

// -----

// o-matmul-azp-type-f32
func.func @f(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %az = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %bz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.matmul' op expect input a and a_zp have the same element type, got 'f32' and 'f16'}}
  %0 = tosa.matmul %a, %b, %az, %bz : (tensor<2x3x4xf32>, tensor<2x4x5xf32>, tensor<1xf16>, tensor<1xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// p-matmul-a-i8-b-i16
func.func @f(%a: tensor<2x3x4xi8>, %b: tensor<2x4x5xi16>) -> tensor<2x3x5xi32> {
  %az = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %bz = "tosa.const"() <{values = dense<2> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.matmul' op b zero point must be zero for non-int8 integer types}}
  %0 = tosa.matmul %a, %b, %az, %bz : (tensor<2x3x4xi8>, tensor<2x4x5xi16>, tensor<1xi8>, tensor<1xi16>) -> tensor<2x3x5xi32>
  return %0 : tensor<2x3x5xi32>
}

// -----

// conv2d-r-in
func.func @f(%x: tensor<8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op operand #0 must be 4-d tosa-conformant tensor, but got 'tensor<8x8x3xf32>'}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// conv2d-r-w
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op operand #1 must be 4-d tosa-conformant tensor, but got 'tensor<3x3x3xf32>'}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// conv2d-r-b
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<1x4xf32>) -> tensor<1x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op operand #2 must be 1-d tosa-conformant tensor, but got 'tensor<1x4xf32>'}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<1x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// conv2d-r-out
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op result #0 must be 4-d tosa-conformant tensor, but got 'tensor<6x6x4xf32>'}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<6x6x4xf32>
  return %0 : tensor<6x6x4xf32>
}

// -----

// conv2d-r-in-w
func.func @f(%x: tensor<8x8x3xf32>, %w: tensor<3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op operand #0 must be 4-d tosa-conformant tensor, but got 'tensor<8x8x3xf32>'}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<8x8x3xf32>, tensor<3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// conv2d-zp-r
func.func @f(%x: tensor<1x8x8x3xi8>, %w: tensor<4x3x3x3xi8>, %b: tensor<4xi32>) -> tensor<1x6x6x4xi32> {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1x1xi8>}> : () -> tensor<1x1xi8>
  %wz = "tosa.const"() <{values = dense<0> : tensor<1x1xi8>}> : () -> tensor<1x1xi8>
  // expected-error @+1 {{'tosa.conv2d' op operand #3 must be tosa-conformant unranked tensor of unsigned integer or signless integer or floating-point values or tosa-conformant scalar tensor of unsigned integer or signless integer or floating-point values, but got 'tensor<1x1xi8>'}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xi8>, tensor<4x3x3x3xi8>, tensor<4xi32>, tensor<1x1xi8>, tensor<1x1xi8>) -> tensor<1x6x6x4xi32>
  return %0 : tensor<1x6x6x4xi32>
}

// -----

// conv3d-r-in
func.func @f(%x: tensor<6x8x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv3d' op operand #0 must be 5-d tosa-conformant tensor, but got 'tensor<6x8x8x3xf32>'}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<6x8x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x6x6x4xf32>
  return %0 : tensor<1x4x6x6x4xf32>
}

// -----

// conv3d-r-w
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv3d' op operand #1 must be 5-d tosa-conformant tensor, but got 'tensor<3x3x3x3xf32>'}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xf32>, tensor<3x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x6x6x4xf32>
  return %0 : tensor<1x4x6x6x4xf32>
}

// -----

// conv3d-r-b
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<1x4xf32>) -> tensor<1x4x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv3d' op operand #2 must be 1-d tosa-conformant tensor, but got 'tensor<1x4xf32>'}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<1x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x6x6x4xf32>
  return %0 : tensor<1x4x6x6x4xf32>
}

// -----

// conv3d-r-out
func.func @f(%x: tensor<1x6x8x8x3xf32>, %w: tensor<4x3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<4x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv3d' op result #0 must be 5-d tosa-conformant tensor, but got 'tensor<4x6x6x4xf32>'}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xf32>, tensor<4x3x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x6x6x4xf32>
  return %0 : tensor<4x6x6x4xf32>
}

// -----

// conv3d-r-in-w
func.func @f(%x: tensor<6x8x8x3xf32>, %w: tensor<3x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv3d' op operand #0 must be 5-d tosa-conformant tensor, but got 'tensor<6x8x8x3xf32>'}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<6x8x8x3xf32>, tensor<3x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x6x6x4xf32>
  return %0 : tensor<1x4x6x6x4xf32>
}

// -----

// conv3d-zp-r
func.func @f(%x: tensor<1x6x8x8x3xi8>, %w: tensor<4x3x3x3x3xi8>, %b: tensor<4xi32>) -> tensor<1x4x6x6x4xi32> {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1x1xi8>}> : () -> tensor<1x1xi8>
  %wz = "tosa.const"() <{values = dense<0> : tensor<1x1xi8>}> : () -> tensor<1x1xi8>
  // expected-error @+1 {{'tosa.conv3d' op operand #3 must be tosa-conformant unranked tensor of unsigned integer or signless integer or floating-point values or tosa-conformant scalar tensor of unsigned integer or signless integer or floating-point values, but got 'tensor<1x1xi8>'}}
  %0 = tosa.conv3d %x, %w, %b, %iz, %wz {acc_type = i32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x6x8x8x3xi8>, tensor<4x3x3x3x3xi8>, tensor<4xi32>, tensor<1x1xi8>, tensor<1x1xi8>) -> tensor<1x4x6x6x4xi32>
  return %0 : tensor<1x4x6x6x4xi32>
}

// -----

// depthwise_conv2d-r-in
func.func @f(%x: tensor<8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<1x6x6x6xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op operand #0 must be 4-d tosa-conformant tensor, but got 'tensor<8x8x3xf32>'}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

// depthwise_conv2d-r-w
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x2xf32>, %b: tensor<6xf32>) -> tensor<1x6x6x6xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op operand #1 must be 4-d tosa-conformant tensor, but got 'tensor<3x3x2xf32>'}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x2xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

// depthwise_conv2d-r-b
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<1x6xf32>) -> tensor<1x6x6x6xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op operand #2 must be 1-d tosa-conformant tensor, but got 'tensor<1x6xf32>'}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<1x6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

// depthwise_conv2d-r-out
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>) -> tensor<6x6x6xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op result #0 must be 4-d tosa-conformant tensor, but got 'tensor<6x6x6xf32>'}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<6x6x6xf32>
  return %0 : tensor<6x6x6xf32>
}

// -----

// depthwise_conv2d-r-in-w
func.func @f(%x: tensor<8x8x3xf32>, %w: tensor<3x3x2xf32>, %b: tensor<6xf32>) -> tensor<1x6x6x6xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op operand #0 must be 4-d tosa-conformant tensor, but got 'tensor<8x8x3xf32>'}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<8x8x3xf32>, tensor<3x3x2xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

// depthwise_conv2d-zp-r
func.func @f(%x: tensor<1x8x8x3xi8>, %w: tensor<3x3x3x2xi8>, %b: tensor<6xi32>) -> tensor<1x6x6x6xi32> {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1x1xi8>}> : () -> tensor<1x1xi8>
  %wz = "tosa.const"() <{values = dense<0> : tensor<1x1xi8>}> : () -> tensor<1x1xi8>
  // expected-error @+1 {{'tosa.depthwise_conv2d' op operand #3 must be tosa-conformant unranked tensor of unsigned integer or signless integer or floating-point values or tosa-conformant scalar tensor of unsigned integer or signless integer or floating-point values, but got 'tensor<1x1xi8>'}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %iz, %wz {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xi8>, tensor<3x3x3x2xi8>, tensor<6xi32>, tensor<1x1xi8>, tensor<1x1xi8>) -> tensor<1x6x6x6xi32>
  return %0 : tensor<1x6x6x6xi32>
}

// -----

// transpose_conv2d-r-in
func.func @f(%x: tensor<4x5x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x7x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.transpose_conv2d' op operand #0 must be 4-d tosa-conformant tensor, but got 'tensor<4x5x3xf32>'}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<4x5x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x7x4xf32>
  return %0 : tensor<1x6x7x4xf32>
}

// -----

// transpose_conv2d-r-w
func.func @f(%x: tensor<1x4x5x3xf32>, %w: tensor<3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x7x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.transpose_conv2d' op operand #1 must be 4-d tosa-conformant tensor, but got 'tensor<3x3x3xf32>'}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x5x3xf32>, tensor<3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x7x4xf32>
  return %0 : tensor<1x6x7x4xf32>
}

// -----

// transpose_conv2d-r-b
func.func @f(%x: tensor<1x4x5x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<1x4xf32>) -> tensor<1x6x7x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.transpose_conv2d' op operand #2 must be 1-d tosa-conformant tensor, but got 'tensor<1x4xf32>'}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x5x3xf32>, tensor<4x3x3x3xf32>, tensor<1x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x7x4xf32>
  return %0 : tensor<1x6x7x4xf32>
}

// -----

// transpose_conv2d-r-out
func.func @f(%x: tensor<1x4x5x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<6x7x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.transpose_conv2d' op result #0 must be 4-d tosa-conformant tensor, but got 'tensor<6x7x4xf32>'}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x5x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<6x7x4xf32>
  return %0 : tensor<6x7x4xf32>
}

// -----

// transpose_conv2d-r-in-w
func.func @f(%x: tensor<4x5x3xf32>, %w: tensor<3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x7x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.transpose_conv2d' op operand #0 must be 4-d tosa-conformant tensor, but got 'tensor<4x5x3xf32>'}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %iz, %wz {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<4x5x3xf32>, tensor<3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x7x4xf32>
  return %0 : tensor<1x6x7x4xf32>
}

// -----

// transpose_conv2d-zp-r
func.func @f(%x: tensor<1x4x5x3xi8>, %w: tensor<4x3x3x3xi8>, %b: tensor<4xi32>) -> tensor<1x6x7x4xi32> {
  %iz = "tosa.const"() <{values = dense<0> : tensor<1x1xi8>}> : () -> tensor<1x1xi8>
  %wz = "tosa.const"() <{values = dense<0> : tensor<1x1xi8>}> : () -> tensor<1x1xi8>
  // expected-error @+1 {{'tosa.transpose_conv2d' op operand #3 must be tosa-conformant unranked tensor of unsigned integer or signless integer or floating-point values or tosa-conformant scalar tensor of unsigned integer or signless integer or floating-point values, but got 'tensor<1x1xi8>'}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %iz, %wz {acc_type = i32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x5x3xi8>, tensor<4x3x3x3xi8>, tensor<4xi32>, tensor<1x1xi8>, tensor<1x1xi8>) -> tensor<1x6x7x4xi32>
  return %0 : tensor<1x6x7x4xi32>
}

// -----

// mm-r-a
func.func @f(%a: tensor<3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  %az = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %bz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.matmul' op operand #0 must be 3-d tosa-conformant tensor, but got 'tensor<3x4xf32>'}}
  %0 = tosa.matmul %a, %b, %az, %bz : (tensor<3x4xf32>, tensor<2x4x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// mm-r-b
func.func @f(%a: tensor<2x3x4xf32>, %b: tensor<4x5xf32>) -> tensor<2x3x5xf32> {
  %az = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %bz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.matmul' op operand #1 must be 3-d tosa-conformant tensor, but got 'tensor<4x5xf32>'}}
  %0 = tosa.matmul %a, %b, %az, %bz : (tensor<2x3x4xf32>, tensor<4x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// mm-r-out
func.func @f(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<3x5xf32> {
  %az = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %bz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.matmul' op result #0 must be 3-d tosa-conformant tensor, but got 'tensor<3x5xf32>'}}
  %0 = tosa.matmul %a, %b, %az, %bz : (tensor<2x3x4xf32>, tensor<2x4x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// miss-acc-pad
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op requires attribute 'acc_type'}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %iz {dilation = array<i64: 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// miss-stride-dil
func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op requires attribute 'dilation'}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %iz {acc_type = f32, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// miss-acc-rank
func.func @f(%x: tensor<8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op requires attribute 'acc_type'}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %iz {dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

// tconv-miss
func.func @f(%x: tensor<1x4x5x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x6x7x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.transpose_conv2d' op requires attribute 'acc_type'}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %iz, %iz {stride = array<i64: 1, 1>} : (tensor<1x4x5x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x7x4xf32>
  return %0 : tensor<1x6x7x4xf32>
}

// -----

// zp-2
func.func @f(%x: tensor<1x8x8x3xi8>, %w: tensor<4x3x3x3xi8>, %b: tensor<4xi32>) -> tensor<1x6x6x4xi32> {
  %iz = "tosa.const"() <{values = dense<0> : tensor<2xi8>}> : () -> tensor<2xi8>
  %wz = "tosa.const"() <{values = dense<0> : tensor<2xi8>}> : () -> tensor<2xi8>
  // expected-error @+1 {{'tosa.conv2d' op operand #3 must be tosa-conformant unranked tensor of unsigned integer or signless integer or floating-point values or tosa-conformant scalar tensor of unsigned integer or signless integer or floating-point values, but got 'tensor<2xi8>'}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xi8>, tensor<4x3x3x3xi8>, tensor<4xi32>, tensor<2xi8>, tensor<2xi8>) -> tensor<1x6x6x4xi32>
  return %0 : tensor<1x6x6x4xi32>
}

// -----

// mm-zp-r2
func.func @f(%a: tensor<2x3x4xi8>, %b: tensor<2x4x5xi8>) -> tensor<2x3x5xi32> {
  %az = "tosa.const"() <{values = dense<0> : tensor<1x1xi8>}> : () -> tensor<1x1xi8>
  %bz = "tosa.const"() <{values = dense<0> : tensor<1x1xi8>}> : () -> tensor<1x1xi8>
  // expected-error @+1 {{'tosa.matmul' op operand #2 must be tosa-conformant unranked tensor of unsigned integer or signless integer or floating-point values or tosa-conformant scalar tensor of unsigned integer or signless integer or floating-point values, but got 'tensor<1x1xi8>'}}
  %0 = tosa.matmul %a, %b, %az, %bz : (tensor<2x3x4xi8>, tensor<2x4x5xi8>, tensor<1x1xi8>, tensor<1x1xi8>) -> tensor<2x3x5xi32>
  return %0 : tensor<2x3x5xi32>
}

// -----

// zero-in
func.func @f(%x: tensor<1x0x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x0x6x4xf32> {
  %iz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.conv2d' op operand #0 must be 4-d tosa-conformant tensor, but got 'tensor<1x0x8x3xf32>'}}
  %0 = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x0x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x0x6x4xf32>
  return %0 : tensor<1x0x6x4xf32>
}
