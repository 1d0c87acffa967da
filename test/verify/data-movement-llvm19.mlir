// The checks of the ops that move data and of the reductions (passes/verify_ops.c)
// where mlir-opt-19 rejects the op: the same message at the same place, in LLVM
// 19's forms. The second RUN holds mlir-opt-19 to the same expectations.
// RUN: %tosa2linalg --verify-only --verify-diagnostics --split-input-file %s
// RUN: %tosa2linalg --no-tosa-left --verify-diagnostics --split-input-file %s -o /dev/null
// RUN: %mlir_opt_19 --verify-diagnostics --split-input-file %s -o /dev/null

// reshape-count
func.func @f(%a0: tensor<2x3xf32>) -> tensor<4x2xf32> {
  // expected-error @+1 {{'tosa.reshape' op cannot reshape 6 elements into 8}}
  %0 = tosa.reshape %a0 {new_shape = array<i64: 4, 2>} : (tensor<2x3xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

// reshape-rank
func.func @f(%a0: tensor<2x3xf32>) -> tensor<6x1xf32> {
  // expected-error @+1 {{'tosa.reshape' op new shape does not match result rank}}
  %0 = tosa.reshape %a0 {new_shape = array<i64: 6>} : (tensor<2x3xf32>) -> tensor<6x1xf32>
  return %0 : tensor<6x1xf32>
}

// -----

// reshape-dims
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.reshape' op new shape is inconsistent with result shape}}
  %0 = tosa.reshape %a0 {new_shape = array<i64: 3, 2>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// reshape-two-neg
func.func @f(%a0: tensor<2x3xf32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{'tosa.reshape' op expected at most one target dimension to be -1}}
  %0 = tosa.reshape %a0 {new_shape = array<i64: -1, -1>} : (tensor<2x3xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// reshape-zero
func.func @f(%a0: tensor<2x3xf32>) -> tensor<0x6xf32> {
  // expected-error @+1 {{'tosa.reshape' op tensor has a dimension with size zero. Each dimension of a tensor must have size >= 1}}
  %0 = tosa.reshape %a0 {new_shape = array<i64: 0, 6>} : (tensor<2x3xf32>) -> tensor<0x6xf32>
  return %0 : tensor<0x6xf32>
}

// -----

// transpose-dup
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %p = "tosa.const"() {value = dense<[0, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error @+1 {{'tosa.transpose' op expected valid permutation tensor}}
  %0 = tosa.transpose %a0, %p : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// transpose-len
func.func @f(%a0: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %p = "tosa.const"() {value = dense<[1, 0, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
  // expected-error @+1 {{'tosa.transpose' op expected permutation tensor dim 0 to have size 2 (input rank) but got size 3}}
  %0 = tosa.transpose %a0, %p : (tensor<2x3xf32>, tensor<3xi32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// transpose-rank
func.func @f(%a0: tensor<2x3xf32>) -> tensor<3x2x1xf32> {
  %p = "tosa.const"() {value = dense<[1, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error @+1 {{'tosa.transpose' op expected input tensor rank to equal result tensor rank}}
  %0 = tosa.transpose %a0, %p : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<3x2x1xf32>
  return %0 : tensor<3x2x1xf32>
}

// -----

// slice-len
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.slice' op length of start attribute is not equal rank of input shape}}
  %0 = tosa.slice %a0 {start = array<i64: 0>, size = array<i64: 2>} : (tensor<2x3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// concat-sum
func.func @f(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<5x3xf32> {
  // expected-error @+2 {{'tosa.concat' op inferred type(s) 'tensor<4x3xf32>' are incompatible with return type(s) of operation 'tensor<5x3xf32>'}}
  // expected-error @+1 {{'tosa.concat' op failed to infer returned types}}
  %0 = tosa.concat %a0, %a1 {axis = 0 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}

// -----

// concat-other
func.func @f(%a0: tensor<2x3xf32>, %a1: tensor<2x4xf32>) -> tensor<4x3xf32> {
  // expected-error @+2 {{Cannot concat tensors with different sizes on the non-axis dimension 1}}
  // expected-error @+1 {{'tosa.concat' op failed to infer returned types}}
  %0 = tosa.concat %a0, %a1 {axis = 0 : i32} : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

// concat-resrank
func.func @f(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<4x3x1xf32> {
  // expected-error @+2 {{'tosa.concat' op inferred type(s) 'tensor<4x3xf32>' are incompatible with return type(s) of operation 'tensor<4x3x1xf32>'}}
  // expected-error @+1 {{'tosa.concat' op failed to infer returned types}}
  %0 = tosa.concat %a0, %a1 {axis = 0 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3x1xf32>
  return %0 : tensor<4x3x1xf32>
}

// -----

// tile-len
func.func @f(%a0: tensor<2x3xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{'tosa.tile' op expect 'multiples' array to have length 2 but got 1.}}
  %0 = tosa.tile %a0 {multiples = array<i64: 2>} : (tensor<2x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

// tile-rank
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2x3x1xf32> {
  // expected-error @+1 {{'tosa.tile' op expect same input and output tensor rank.}}
  %0 = tosa.tile %a0 {multiples = array<i64: 1, 1>} : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
  return %0 : tensor<2x3x1xf32>
}

// -----

// reverse-axis
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.reverse' op expect input tensor rank (2) to be larger than reverse axis (2)}}
  %0 = tosa.reverse %a0 {axis = 2 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// reverse-neg
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.reverse' op expected non-negative reverse axis}}
  %0 = tosa.reverse %a0 {axis = -1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// reduce_sum-axis
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2x1xf32> {
  // expected-error @+1 {{'tosa.reduce_sum' op expect input tensor rank (2) to be larger than reduce axis (2)}}
  %0 = tosa.reduce_sum %a0 {axis = 2 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}

// -----

// reduce_sum-neg
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2x1xf32> {
  // expected-error @+1 {{'tosa.reduce_sum' op reduce axis must not be negative}}
  %0 = tosa.reduce_sum %a0 {axis = -1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}

// -----

// reduce_sum-dim
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.reduce_sum' op expect reduced dimension size to be 1, got 3}}
  %0 = tosa.reduce_sum %a0 {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// reduce_sum-other
func.func @f(%a0: tensor<2x3xf32>) -> tensor<3x1xf32> {
  // expected-error @+2 {{'tosa.reduce_sum' op inferred type(s) 'tensor<2x1xf32>' are incompatible with return type(s) of operation 'tensor<3x1xf32>'}}
  // expected-error @+1 {{'tosa.reduce_sum' op failed to infer returned types}}
  %0 = tosa.reduce_sum %a0 {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<3x1xf32>
  return %0 : tensor<3x1xf32>
}

// -----

// reduce_sum-rank
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.reduce_sum' op expect output tensor rank to be equal to input tensor rank}}
  %0 = tosa.reduce_sum %a0 {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// reduce_max-axis
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2x1xf32> {
  // expected-error @+1 {{'tosa.reduce_max' op expect input tensor rank (2) to be larger than reduce axis (2)}}
  %0 = tosa.reduce_max %a0 {axis = 2 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}

// -----

// reduce_max-neg
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2x1xf32> {
  // expected-error @+1 {{'tosa.reduce_max' op reduce axis must not be negative}}
  %0 = tosa.reduce_max %a0 {axis = -1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}

// -----

// reduce_max-dim
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.reduce_max' op expect reduced dimension size to be 1, got 3}}
  %0 = tosa.reduce_max %a0 {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// reduce_max-other
func.func @f(%a0: tensor<2x3xf32>) -> tensor<3x1xf32> {
  // expected-error @+2 {{'tosa.reduce_max' op inferred type(s) 'tensor<2x1xf32>' are incompatible with return type(s) of operation 'tensor<3x1xf32>'}}
  // expected-error @+1 {{'tosa.reduce_max' op failed to infer returned types}}
  %0 = tosa.reduce_max %a0 {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<3x1xf32>
  return %0 : tensor<3x1xf32>
}

// -----

// reduce_max-rank
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.reduce_max' op expect output tensor rank to be equal to input tensor rank}}
  %0 = tosa.reduce_max %a0 {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// reduce_sum-elem
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2x1xi32> {
  // expected-error @+2 {{'tosa.reduce_sum' op inferred type(s) 'tensor<2x1xf32>' are incompatible with return type(s) of operation 'tensor<2x1xi32>'}}
  // expected-error @+1 {{'tosa.reduce_sum' op failed to infer returned types}}
  %0 = tosa.reduce_sum %a0 {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xi32>
  return %0 : tensor<2x1xi32>
}

// -----

// argmax-axis
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.argmax' op specified axis is outside the rank of the tensor}}
  %0 = tosa.argmax %a0 {axis = 2 : i32} : (tensor<2x3xf32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// argmax-neg
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.argmax' op specified axis is outside the rank of the tensor}}
  %0 = tosa.argmax %a0 {axis = -1 : i32} : (tensor<2x3xf32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// argmax-elem
func.func @f(%a0: tensor<2x3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'tosa.argmax' op result tensor is not of integer type}}
  %0 = tosa.argmax %a0 {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// argmax-rank0
func.func @f(%a0: tensor<f32>) -> tensor<i32> {
  // expected-error @+1 {{'tosa.argmax' op specified axis is outside the rank of the tensor}}
  %0 = tosa.argmax %a0 {axis = 0 : i32} : (tensor<f32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

// gather-rank
func.func @f(%a0: tensor<2x3xf32>, %a1: tensor<2x4xi32>) -> tensor<2x4x5xf32> {
  // expected-error @+1 {{'tosa.gather' op operand #0 must be 3-d tensor, but got 'tensor<2x3xf32>'}}
  %0 = tosa.gather %a0, %a1 : (tensor<2x3xf32>, tensor<2x4xi32>) -> tensor<2x4x5xf32>
  return %0 : tensor<2x4x5xf32>
}

// -----

// gather-idx
func.func @f(%a0: tensor<2x3x5xf32>, %a1: tensor<2x4xf32>) -> tensor<2x4x5xf32> {
  // expected-error @+1 {{'tosa.gather' op operand #1 must be 2D tensor of 32-bit signless integer values, but got 'tensor<2x4xf32>'}}
  %0 = tosa.gather %a0, %a1 : (tensor<2x3x5xf32>, tensor<2x4xf32>) -> tensor<2x4x5xf32>
  return %0 : tensor<2x4x5xf32>
}

// -----

// scatter-rank
func.func @f(%a0: tensor<2x3xf32>, %a1: tensor<2x4xi32>, %a2: tensor<2x4x5xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.scatter' op operand #0 must be 3-d tensor, but got 'tensor<2x3xf32>'}}
  %0 = tosa.scatter %a0, %a1, %a2 : (tensor<2x3xf32>, tensor<2x4xi32>, tensor<2x4x5xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
