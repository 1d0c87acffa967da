// Reductions and argmax that mlir-opt's verifiers reject (their messages:
// mlir-opt-22's, which are mlir-opt-19's where both have one; mlir-opt-19 crashes
// on an argmax of the wrong result shape and on an unranked result): errors of the
// verifier (passes/verify_ops.c), with --verify-only too; and reduce_all /
// reduce_any of other types than i1, which mlir-opt-19 verifies but fails to
// legalize: lowering errors under --no-tosa-left.
// RUN: %tosa2linalg --no-tosa-left --verify-diagnostics --split-input-file %s

func.func @axis(%a: tensor<2x3xf32>) -> tensor<1x3xf32> {
  // expected-error @+1 {{'tosa.reduce_sum' op expect input tensor rank (2) to be larger than reduce axis (2)}}
  %0 = tosa.reduce_sum %a {axis = 2 : i32} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}

// -----

func.func @negative_axis(%a: tensor<2x3xf32>) -> tensor<3xi32> {
  // expected-error @+1 {{'tosa.argmax' op specified axis is outside the rank of the tensor}}
  %0 = tosa.argmax %a {axis = -1 : i32} : (tensor<2x3xf32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

func.func @negative_reduce_axis(%a: tensor<2x3xf32>) -> tensor<1x3xf32> {
  // expected-error @+1 {{'tosa.reduce_sum' op reduce axis must not be negative}}
  %0 = tosa.reduce_sum %a {axis = -1 : i32} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}

// -----

func.func @axis_not_one(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.reduce_max' op expect reduced dimension size to be 1, got 2}}
  %0 = tosa.reduce_max %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @rank(%a: tensor<2x3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'tosa.reduce_min' op expect output tensor rank to be equal to input tensor rank}}
  %0 = tosa.reduce_min %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @elem(%a: tensor<2x3xf32>) -> tensor<1x3xi32> {
  // expected-error @+2 {{'tosa.reduce_prod' op inferred type(s) 'tensor<1x3xf32>' are incompatible with return type(s) of operation 'tensor<1x3xi32>'}}
  // expected-error @+1 {{'tosa.reduce_prod' op failed to infer returned types}}
  %0 = tosa.reduce_prod %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<1x3xi32>
  return %0 : tensor<1x3xi32>
}

// -----

func.func @shape(%a: tensor<2x?xf32>) -> tensor<1x4x2xf32> {
  // expected-error @+1 {{'tosa.reduce_sum' op expect output tensor rank to be equal to input tensor rank}}
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<2x?xf32>) -> tensor<1x4x2xf32>
  return %0 : tensor<1x4x2xf32>
}

// -----

func.func @dims(%a: tensor<2x3xf32>) -> tensor<1x4xf32> {
  // expected-error @+2 {{'tosa.reduce_sum' op inferred type(s) 'tensor<1x3xf32>' are incompatible with return type(s) of operation 'tensor<1x4xf32>'}}
  // expected-error @+1 {{'tosa.reduce_sum' op failed to infer returned types}}
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}

// -----

func.func @rank0(%a: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'tosa.reduce_sum' op operand #0 must be tosa-conformant tensor of at least rank 1, but got 'tensor<f32>'}}
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @unranked(%a: tensor<2x3xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{'tosa.reduce_sum' op cannot lower a reduction of unranked tensors}}
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @all_i8(%a: tensor<2x3xi8>) -> tensor<1x3xi8> {
  // expected-error @+1 {{'tosa.reduce_all' op cannot lower a reduction of i8 elements (i1 only)}}
  %0 = tosa.reduce_all %a {axis = 0 : i32} : (tensor<2x3xi8>) -> tensor<1x3xi8>
  return %0 : tensor<1x3xi8>
}

// -----

func.func @any_f32(%a: tensor<2x3xf32>) -> tensor<1x3xf32> {
  // expected-error @+1 {{'tosa.reduce_any' op cannot lower a reduction of f32 elements (i1 only)}}
  %0 = tosa.reduce_any %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}

// -----

func.func @unsigned(%a: tensor<2x3xui8>) -> tensor<1x3xui8> {
  // expected-error @+1 {{'tosa.reduce_max' op cannot lower a reduction of ui8 elements}}
  %0 = tosa.reduce_max %a {axis = 0 : i32} : (tensor<2x3xui8>) -> tensor<1x3xui8>
  return %0 : tensor<1x3xui8>
}

// -----

func.func @argmax_shape(%a: tensor<2x3xf32>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.argmax' op expected output shape '3', got '2'}}
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @argmax_rank(%a: tensor<2x?x4xf32>) -> tensor<2x4x1xi32> {
  // expected-error @+1 {{'tosa.argmax' op expected output shape '2, 4', got '2, 4, 1'}}
  %0 = tosa.argmax %a {axis = 1 : i32} : (tensor<2x?x4xf32>) -> tensor<2x4x1xi32>
  return %0 : tensor<2x4x1xi32>
}

// -----

func.func @argmax_float(%a: tensor<2x3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'tosa.argmax' op result tensor is not of integer type}}
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
