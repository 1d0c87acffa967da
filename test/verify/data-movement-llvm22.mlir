// The checks of the ops that move data and of the reductions (passes/verify_ops.c)
// where mlir-opt-22 rejects the op: the same message at the same place, in TOSA
// 1.0's forms (shape operands, perms attribute; the ops whose form is the same in
// both generations take LLVM 19's message where it has one, and are then left out
// here). The third RUN holds mlir-opt-22 to the same expectations.
// RUN: %tosa2linalg --verify-only --verify-diagnostics --split-input-file %s
// RUN: %tosa2linalg --no-tosa-left --verify-diagnostics --split-input-file %s -o /dev/null
// RUN: %mlir_opt_22 --verify-diagnostics --split-input-file %s -o /dev/null

// reshape-count
func.func @f(%a0: tensor<2x3xf32>) -> tensor<4x2xf32> {
  %s = tosa.const_shape {values = dense<[4, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.reshape' op cannot reshape 6 elements into 8}}
  %0 = tosa.reshape %a0, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

// reshape-rank
func.func @f(%a0: tensor<2x3xf32>) -> tensor<6x1xf32> {
  %s = tosa.const_shape {values = dense<[6]> : tensor<1xindex>} : () -> !tosa.shape<1>
  // expected-error @+1 {{'tosa.reshape' op new shape does not match result rank}}
  %0 = tosa.reshape %a0, %s : (tensor<2x3xf32>, !tosa.shape<1>) -> tensor<6x1xf32>
  return %0 : tensor<6x1xf32>
}

// -----

// reshape-dims
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %s = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.reshape' op new shape is inconsistent with result shape}}
  %0 = tosa.reshape %a0, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// reshape-two-neg
func.func @f(%a0: tensor<2x3xf32>) -> tensor<?x?xf32> {
  %s = tosa.const_shape {values = dense<[-1, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.reshape' op expected at most one target dimension to be -1}}
  %0 = tosa.reshape %a0, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// reshape-zero
func.func @f(%a0: tensor<2x3xf32>) -> tensor<0x6xf32> {
  %s = tosa.const_shape {values = dense<[0, 6]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.reshape' op result #0 must be tosa-conformant tensor of number values, but got 'tensor<0x6xf32>'}}
  %0 = tosa.reshape %a0, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<0x6xf32>
  return %0 : tensor<0x6xf32>
}

// -----

// transpose-dup
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.transpose' op expected valid permutation indices}}
  %0 = tosa.transpose %a0 {perms = array<i32: 0, 0>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// transpose-range
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.transpose' op expected valid permutation indices}}
  %0 = tosa.transpose %a0 {perms = array<i32: 0, 2>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// transpose-len
func.func @f(%a0: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'tosa.transpose' op expected perms attribute to have size 2 (input rank) but got size 3}}
  %0 = tosa.transpose %a0 {perms = array<i32: 1, 0, 2>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// transpose-shape
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.transpose' op expected output tensor dim 0 to match input dim 1 with value of 3}}
  %0 = tosa.transpose %a0 {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// transpose-rank
func.func @f(%a0: tensor<2x3xf32>) -> tensor<3x2x1xf32> {
  // expected-error @+1 {{'tosa.transpose' op expected input tensor rank to equal result tensor rank}}
  %0 = tosa.transpose %a0 {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2x1xf32>
  return %0 : tensor<3x2x1xf32>
}

// -----

// slice-len
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2xf32> {
  %st = tosa.const_shape {values = dense<[0]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %sz = tosa.const_shape {values = dense<[2]> : tensor<1xindex>} : () -> !tosa.shape<1>
  // expected-error @+1 {{'tosa.slice' op expect input1 and output to have the same ranks, got 2 and 1}}
  %0 = tosa.slice %a0, %st, %sz : (tensor<2x3xf32>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// slice-rank
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2x3x1xf32> {
  %st = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %sz = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.slice' op expect input1 and output to have the same ranks, got 2 and 3}}
  %0 = tosa.slice %a0, %st, %sz : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3x1xf32>
  return %0 : tensor<2x3x1xf32>
}

// -----

// concat-axis
func.func @f(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x6xf32> {
  // expected-error @+1 {{'tosa.concat' op expect axis to be within range 0 < axis < rank(input1[firstRankedTensorIdx]), got 2}}
  %0 = tosa.concat %a0, %a1 {axis = 2 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x6xf32>
  return %0 : tensor<2x6xf32>
}

// -----

// concat-negaxis
func.func @f(%a0: tensor<2x3xf32>, %a1: tensor<2x3xf32>) -> tensor<2x6xf32> {
  // expected-error @+1 {{'tosa.concat' op expect axis to be within range 0 < axis < rank(input1[firstRankedTensorIdx]), got -1}}
  %0 = tosa.concat %a0, %a1 {axis = -1 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x6xf32>
  return %0 : tensor<2x6xf32>
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
  %p = tosa.const_shape {values = dense<[1, 1, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %c = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.pad' op mismatch in output shape at dimension 1: expected 3 + 0 + 0 = 3, but got 4}}
  %0 = tosa.pad %a0, %p, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

// pad-len
func.func @f(%a0: tensor<2x3xf32>) -> tensor<4x3xf32> {
  %p = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %c = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.pad' op padding tensor must have 2 * 2 = 4 elements, but got 2}}
  %0 = tosa.pad %a0, %p, %c : (tensor<2x3xf32>, !tosa.shape<2>, tensor<1xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

// pad-rank
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2x3x1xf32> {
  %p = tosa.const_shape {values = dense<[0, 0, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %c = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.pad' op expect same input and output tensor rank, but got inputRank: 2, outputRank: 3}}
  %0 = tosa.pad %a0, %p, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<2x3x1xf32>
  return %0 : tensor<2x3x1xf32>
}

// -----

// tile-len
func.func @f(%a0: tensor<2x3xf32>) -> tensor<4x3xf32> {
  %m = tosa.const_shape {values = dense<[2]> : tensor<1xindex>} : () -> !tosa.shape<1>
  // expected-error @+1 {{'tosa.tile' op expect 'multiples' to have rank 2 but got 1.}}
  %0 = tosa.tile %a0, %m : (tensor<2x3xf32>, !tosa.shape<1>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

// tile-rank
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2x3x1xf32> {
  %m = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.tile' op expect same input and output tensor rank.}}
  %0 = tosa.tile %a0, %m : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<2x3x1xf32>
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

// reverse-rank0
func.func @f(%a0: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'tosa.reverse' op operand #0 must be tosa-conformant tensor of at least rank 1, but got 'tensor<f32>'}}
  %0 = tosa.reverse %a0 {axis = 0 : i32} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
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

// reduce_sum-rank0
func.func @f(%a0: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'tosa.reduce_sum' op operand #0 must be tosa-conformant tensor of at least rank 1, but got 'tensor<f32>'}}
  %0 = tosa.reduce_sum %a0 {axis = 0 : i32} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
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

// reduce_max-rank0
func.func @f(%a0: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'tosa.reduce_max' op operand #0 must be tosa-conformant tensor of at least rank 1, but got 'tensor<f32>'}}
  %0 = tosa.reduce_max %a0 {axis = 0 : i32} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
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

// argmax-elem
func.func @f(%a0: tensor<2x3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'tosa.argmax' op result tensor is not of integer type}}
  %0 = tosa.argmax %a0 {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
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
