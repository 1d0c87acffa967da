// Ops that mlir-opt-19 accepts and the TOSA specification (or mlir-opt-22, whose
// message is then taken) rejects: errors of the tool's verifier, in LLVM 19's
// forms. mlir-opt-19 reads every chunk (the last RUN), and then lowers some of
// them into code that fails or computes garbage; the tool stops at the op.
// RUN: %tosa2linalg --verify-only --verify-diagnostics --split-input-file %s
// RUN: %tosa2linalg --verify-diagnostics --split-input-file %s -o /dev/null
// RUN: %mlir_opt_19 --split-input-file %s -o /dev/null

// reshape-neg-bad
func.func @f(%a0: tensor<2x3xf32>) -> tensor<?x4xf32> {
  // expected-error @+1 {{'tosa.reshape' op TOSA requires the new shape to hold the input's 6 elements: no size for its -1 makes 6 elements a multiple of 4}}
  %0 = tosa.reshape %a0 {new_shape = array<i64: -1, 4>} : (tensor<2x3xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// transpose-range
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %p = "tosa.const"() {value = dense<[0, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error @+1 {{'tosa.transpose' op expected valid permutation tensor}}
  %0 = tosa.transpose %a0, %p : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// transpose-shape
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %p = "tosa.const"() {value = dense<[1, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error @+1 {{'tosa.transpose' op expected output tensor dim 0 to match input dim 1 with value of 3}}
  %0 = tosa.transpose %a0, %p : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// slice-oob
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'tosa.slice' op TOSA requires the slice inside the input: start 2 + size 2 exceeds dimension 1 of size 3}}
  %0 = tosa.slice %a0 {start = array<i64: 0, 2>, size = array<i64: 2, 2>} : (tensor<2x3xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// slice-shape
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.slice' op TOSA requires the result's dimension 1 to be the slice's size 2, got 3}}
  %0 = tosa.slice %a0 {start = array<i64: 0, 0>, size = array<i64: 2, 2>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// slice-neg
func.func @f(%a0: tensor<2x3xf32>) -> tensor<1x3xf32> {
  // expected-error @+1 {{'tosa.slice' op TOSA requires start >= 0 and size >= 1 (or -1), got start -1 and size 1 in dimension 0}}
  %0 = tosa.slice %a0 {start = array<i64: -1, 0>, size = array<i64: 1, 3>} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}

// -----

// slice-zero
func.func @f(%a0: tensor<2x3xf32>) -> tensor<0x3xf32> {
  // expected-error @+1 {{'tosa.slice' op TOSA requires start >= 0 and size >= 1 (or -1), got start 0 and size 0 in dimension 0}}
  %0 = tosa.slice %a0 {start = array<i64: 0, 0>, size = array<i64: 0, 3>} : (tensor<2x3xf32>) -> tensor<0x3xf32>
  return %0 : tensor<0x3xf32>
}

// -----

// slice-rank
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2x3x1xf32> {
  // expected-error @+1 {{'tosa.slice' op expect input1 and output to have the same ranks, got 2 and 3}}
  %0 = tosa.slice %a0 {start = array<i64: 0, 0>, size = array<i64: 2, 3>} : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
  return %0 : tensor<2x3x1xf32>
}

// -----

// concat-rank
func.func @f(%a0: tensor<2x3xf32>, %a1: tensor<2xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{'tosa.concat' op expect all operands to have the same rank, but got 2 vs 1 on operands 0 and 1}}
  %0 = tosa.concat %a0, %a1 {axis = 0 : i32} : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

// concat-elem
func.func @f(%a0: tensor<2x3xf32>, %a1: tensor<2x3xi32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{'tosa.concat' op expect input and output to have same element type, got 'i32' and 'f32'}}
  %0 = tosa.concat %a0, %a1 {axis = 0 : i32} : (tensor<2x3xf32>, tensor<2x3xi32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

// pad-shape
func.func @f(%a0: tensor<2x3xf32>) -> tensor<4x4xf32> {
  %p = "tosa.const"() {value = dense<[[1, 1], [0, 0]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  // expected-error @+1 {{'tosa.pad' op mismatch in output shape at dimension 1: expected 3 + 0 + 0 = 3, but got 4}}
  %0 = tosa.pad %a0, %p : (tensor<2x3xf32>, tensor<2x2xi32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

// pad-neg
func.func @f(%a0: tensor<2x3xf32>) -> tensor<1x3xf32> {
  %p = "tosa.const"() {value = dense<[[-1, 0], [0, 0]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  // expected-error @+1 {{'tosa.pad' op TOSA requires padding >= 0, got -1 and 0 in dimension 0}}
  %0 = tosa.pad %a0, %p : (tensor<2x3xf32>, tensor<2x2xi32>) -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}

// -----

// pad-len
func.func @f(%a0: tensor<2x3xf32>) -> tensor<4x3xf32> {
  %p = "tosa.const"() {value = dense<[[1, 1]]> : tensor<1x2xi32>} : () -> tensor<1x2xi32>
  // expected-error @+1 {{'tosa.pad' op padding tensor must have 2 * 2 = 4 elements, but got 2}}
  %0 = tosa.pad %a0, %p : (tensor<2x3xf32>, tensor<1x2xi32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

// pad-rank
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2x3x1xf32> {
  %p = "tosa.const"() {value = dense<[[0, 0], [0, 0]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  // expected-error @+1 {{'tosa.pad' op expect same input and output tensor rank, but got inputRank: 2, outputRank: 3}}
  %0 = tosa.pad %a0, %p : (tensor<2x3xf32>, tensor<2x2xi32>) -> tensor<2x3x1xf32>
  return %0 : tensor<2x3x1xf32>
}

// -----

// tile-shape
func.func @f(%a0: tensor<2x3xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{'tosa.tile' op TOSA requires the result's dimension 1 to be 3 * 2 = 6, got 3}}
  %0 = tosa.tile %a0 {multiples = array<i64: 2, 2>} : (tensor<2x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

// tile-zero
func.func @f(%a0: tensor<2x3xf32>) -> tensor<0x3xf32> {
  // expected-error @+1 {{'tosa.tile' op TOSA requires multiples >= 1 (or -1, unknown), got 0 in dimension 0}}
  %0 = tosa.tile %a0 {multiples = array<i64: 0, 1>} : (tensor<2x3xf32>) -> tensor<0x3xf32>
  return %0 : tensor<0x3xf32>
}

// -----

// reverse-shape
func.func @f(%a0: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'tosa.reverse' op TOSA requires the result's shape to be the input's, got 'tensor<3x2xf32>' and 'tensor<2x3xf32>'}}
  %0 = tosa.reverse %a0 {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// reverse-rank0
func.func @f(%a0: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'tosa.reverse' op operand #0 must be tosa-conformant tensor of at least rank 1, but got 'tensor<f32>'}}
  %0 = tosa.reverse %a0 {axis = 0 : i32} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// identity-shape
func.func @f(%a0: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'tosa.identity' op TOSA requires the result's shape to be the input's, got 'tensor<3x2xf32>' and 'tensor<2x3xf32>'}}
  %0 = tosa.identity %a0 : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// identity-elem
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.identity' op TOSA requires the result's element type to be the input's, got 'i32' and 'f32'}}
  %0 = tosa.identity %a0 : (tensor<2x3xf32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// reduce_sum-rank0
func.func @f(%a0: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'tosa.reduce_sum' op operand #0 must be tosa-conformant tensor of at least rank 1, but got 'tensor<f32>'}}
  %0 = tosa.reduce_sum %a0 {axis = 0 : i32} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// reduce_max-rank0
func.func @f(%a0: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'tosa.reduce_max' op operand #0 must be tosa-conformant tensor of at least rank 1, but got 'tensor<f32>'}}
  %0 = tosa.reduce_max %a0 {axis = 0 : i32} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// argmax-shape
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.argmax' op expected output shape '3', got '2'}}
  %0 = tosa.argmax %a0 {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// argmax-rank
func.func @f(%a0: tensor<2x3xf32>) -> tensor<3x1xi32> {
  // expected-error @+1 {{'tosa.argmax' op expected output shape '3', got '3, 1'}}
  %0 = tosa.argmax %a0 {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<3x1xi32>
  return %0 : tensor<3x1xi32>
}

// -----

// gather-n
func.func @f(%a0: tensor<2x3x5xf32>, %a1: tensor<3x4xi32>) -> tensor<2x4x5xf32> {
  // expected-error @+1 {{'tosa.gather' op requires indices dimension 0 to have size 2, got 3}}
  %0 = tosa.gather %a0, %a1 : (tensor<2x3x5xf32>, tensor<3x4xi32>) -> tensor<2x4x5xf32>
  return %0 : tensor<2x4x5xf32>
}

// -----

// gather-w
func.func @f(%a0: tensor<2x3x5xf32>, %a1: tensor<2x4xi32>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{'tosa.gather' op requires output dimension 1 to have size 4, got 3}}
  %0 = tosa.gather %a0, %a1 : (tensor<2x3x5xf32>, tensor<2x4xi32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// gather-c
func.func @f(%a0: tensor<2x3x5xf32>, %a1: tensor<2x4xi32>) -> tensor<2x4x6xf32> {
  // expected-error @+1 {{'tosa.gather' op requires output dimension 2 to have size 5, got 6}}
  %0 = tosa.gather %a0, %a1 : (tensor<2x3x5xf32>, tensor<2x4xi32>) -> tensor<2x4x6xf32>
  return %0 : tensor<2x4x6xf32>
}

// -----

// scatter-shape
func.func @f(%a0: tensor<2x3x5xf32>, %a1: tensor<2x4xi32>, %a2: tensor<2x4x5xf32>) -> tensor<2x3x6xf32> {
  // expected-error @+1 {{'tosa.scatter' op requires values_out dimension 2 to have size 5, got 6}}
  %0 = tosa.scatter %a0, %a1, %a2 : (tensor<2x3x5xf32>, tensor<2x4xi32>, tensor<2x4x5xf32>) -> tensor<2x3x6xf32>
  return %0 : tensor<2x3x6xf32>
}

// -----

// scatter-n
func.func @f(%a0: tensor<2x3x5xf32>, %a1: tensor<3x4xi32>, %a2: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{'tosa.scatter' op requires indices dimension 0 to have size 2, got 3}}
  %0 = tosa.scatter %a0, %a1, %a2 : (tensor<2x3x5xf32>, tensor<3x4xi32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// scatter-w
func.func @f(%a0: tensor<2x3x5xf32>, %a1: tensor<2x4xi32>, %a2: tensor<2x3x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{'tosa.scatter' op requires input dimension 1 to have size 4, got 3}}
  %0 = tosa.scatter %a0, %a1, %a2 : (tensor<2x3x5xf32>, tensor<2x4xi32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}
