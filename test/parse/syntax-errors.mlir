// Syntax errors: one per chunk, each at its file:line:col with the message.
// RUN: %tosa2linalg --split-input-file --verify-diagnostics --verify-only %s
// RUN: not %tosa2linalg --split-input-file --verify-only %s 2>&1 | FileCheck %s

func.func @missing_paren(%arg0: tensor<f32>) -> tensor<f32> {
  // CHECK: syntax-errors.mlir:[[@LINE+2]]:24: error: expected ')', found ':'
  // expected-error @+1 {{expected ')', found ':'}}
  %0 = "tosa.abs"(%arg0 : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @bad_dim(%arg0: tensor<f32>) -> tensor<f32> {
  // CHECK: syntax-errors.mlir:[[@LINE+2]]:38: error: invalid element type in tensor type
  // expected-error @+1 {{invalid element type in tensor type}}
  %0 = "tosa.abs"(%arg0) : (tensor<4x-xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @huge_dim(%arg0: tensor<f32>) -> tensor<f32> {
  // CHECK: syntax-errors.mlir:[[@LINE+2]]:36: error: dimension size does not fit in 64 bits
  // expected-error @+1 {{dimension size does not fit in 64 bits}}
  %0 = "tosa.abs"(%arg0) : (tensor<99999999999999999999xf32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @unterminated_string(%arg0: tensor<f32>) -> tensor<f32> {
  // CHECK: syntax-errors.mlir:[[@LINE+2]]:8: error: unterminated string literal
  // expected-error @+1 {{unterminated string literal}}
  %0 = "tosa.abs(%arg0) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @stray_character(%arg0: tensor<f32>) -> tensor<f32> {
  // CHECK: syntax-errors.mlir:[[@LINE+2]]:8: error: unexpected character '$'
  // expected-error @+1 {{unexpected character '$'}}
  %0 = $"tosa.abs"(%arg0) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @missing_type(%arg0: tensor<f32>) -> tensor<f32> {
  // CHECK: syntax-errors.mlir:[[@LINE+2]]:28: error: expected '(', found type
  // expected-error @+1 {{expected '(', found type}}
  %0 = "tosa.abs"(%arg0) : tensor<f32>
  return %0 : tensor<f32>
}

// -----

// A '}' where an op can stand is no op's name (mlir-opt's message; at the token
// here, the first of its chunk, else just past the token before it).
// CHECK: syntax-errors.mlir:[[@LINE+2]]:1: error: expected operation name in quotes
// expected-error @+1 {{expected operation name in quotes}}
}

// -----

func.func @undefined_alias(%arg0: tensor<f32>) -> tensor<f32> {
  // CHECK: syntax-errors.mlir:[[@LINE+2]]:30: error: undefined symbol alias id 'nope'
  // expected-error @+1 {{undefined symbol alias id 'nope'}}
  %0 = "foo.op"(%arg0) <{m = #nope}> : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @bind_count(%arg0: tensor<f32>) -> tensor<f32> {
  // CHECK: syntax-errors.mlir:[[@LINE+2]]:3: error: operation defines 1 results but was provided 2 to bind
  // expected-error @+1 {{operation defines 1 results but was provided 2 to bind}}
  %0:2 = "tosa.abs"(%arg0) : (tensor<f32>) -> tensor<f32>
  return %arg0 : tensor<f32>
}

// -----

func.func @dup_key(%arg0: tensor<f32>) -> tensor<f32> {
  // CHECK: syntax-errors.mlir:[[@LINE+2]]:32: error: duplicate key 'a' in dictionary attribute
  // expected-error @+1 {{duplicate key 'a' in dictionary attribute}}
  %0 = "foo.op"(%arg0) {a = 1, a = 2} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @unterminated_bracket(%arg0: tensor<f32>) -> tensor<f32> {
  // CHECK: syntax-errors.mlir:[[@LINE+2]]:40: error: mismatched closing bracket
  // expected-error @+1 {{mismatched closing bracket}}
  %0 = "foo.op"(%arg0) {a = dense<[1, 2)> : tensor<2xi32>} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
