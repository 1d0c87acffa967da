// tosa.tile, tosa.reverse, tosa.gather and tosa.scatter that cannot be lowered are
// refused at the op, with the reason (mlir-opt's verifiers accept some of these:
// LLVM 19's reverse of rank 0, tiles whose result shape is not the input's times
// the multiples; the reference then lowers them into wrong code or fails).
// Run by ../move-refused.test (kept out of the lowering tests that canon/fixpoint.test reads).

func.func @reverse_rank0(%arg0: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'tosa.reverse' op operand #0 must be tosa-conformant tensor of at least rank 1, but got 'tensor<f32>'}}
  %0 = tosa.reverse %arg0 {axis = 0 : i32} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @reverse_axis(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'tosa.reverse' op expect input tensor rank (2) to be larger than reverse axis (2)}}
  %0 = tosa.reverse %arg0 {axis = 2 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @reverse_unranked(%arg0: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tosa.reverse' op cannot lower an unranked reverse}}
  %0 = tosa.reverse %arg0 {axis = 0 : i32} : (tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @reverse_shape(%arg0: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error@+1 {{'tosa.reverse' op TOSA requires the result's shape to be the input's, got 'tensor<3x2xf32>' and 'tensor<2x3xf32>'}}
  %0 = tosa.reverse %arg0 {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @tile_unknown_multiple(%arg0: tensor<2x3xi8>) -> tensor<2x?xi8> {
  // expected-error@+1 {{'tosa.tile' op multiple 1 is -1 (unknown): only a static result dim over a static input dim gives it}}
  %0 = tosa.tile %arg0 {multiples = array<i64: 1, -1>} : (tensor<2x3xi8>) -> tensor<2x?xi8>
  return %0 : tensor<2x?xi8>
}

// -----

func.func @tile_result_dim(%arg0: tensor<2x3xi8>) -> tensor<2x?xi8> {
  %m = tosa.const_shape {values = dense<[2, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error@+1 {{'tosa.tile' op TOSA requires the result's dimension 0 to be 2 * 2 = 4, got 2}}
  %0 = tosa.tile %arg0, %m : (tensor<2x3xi8>, !tosa.shape<2>) -> tensor<2x?xi8>
  return %0 : tensor<2x?xi8>
}

// -----

func.func @tile_negative(%arg0: tensor<2x3xi8>) -> tensor<2x?xi8> {
  // expected-error@+1 {{'tosa.tile' op TOSA requires multiples >= 1 (or -1, unknown), got -2 in dimension 1}}
  %0 = tosa.tile %arg0 {multiples = array<i64: 1, -2>} : (tensor<2x3xi8>) -> tensor<2x?xi8>
  return %0 : tensor<2x?xi8>
}

// -----

func.func @tile_count(%arg0: tensor<2x3xi8>) -> tensor<4x3xi8> {
  // expected-error@+1 {{'tosa.tile' op expect 'multiples' array to have length 2 but got 1.}}
  %0 = tosa.tile %arg0 {multiples = array<i64: 2>} : (tensor<2x3xi8>) -> tensor<4x3xi8>
  return %0 : tensor<4x3xi8>
}

// -----

func.func @tile_not_constant(%arg0: tensor<2x3xi8>, %m: !tosa.shape<2>) -> tensor<?x?xi8> {
  // expected-error@+1 {{'tosa.tile' op cannot lower a tile whose multiples are not a constant}}
  %0 = tosa.tile %arg0, %m : (tensor<2x3xi8>, !tosa.shape<2>) -> tensor<?x?xi8>
  return %0 : tensor<?x?xi8>
}

// -----

func.func @gather_indices(%arg0: tensor<2x5x3xf32>, %arg1: tensor<2x4xf32>) -> tensor<2x4x3xf32> {
  // expected-error@+1 {{'tosa.gather' op operand #1 must be 2D tensor of 32-bit signless integer values, but got 'tensor<2x4xf32>'}}
  %0 = tosa.gather %arg0, %arg1 : (tensor<2x5x3xf32>, tensor<2x4xf32>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}

// -----

func.func @gather_n(%arg0: tensor<2x5x3xf32>, %arg1: tensor<3x4xi32>) -> tensor<?x4x3xf32> {
  // expected-error@+1 {{'tosa.gather' op requires indices dimension 0 to have size 2, got 3}}
  %0 = tosa.gather %arg0, %arg1 : (tensor<2x5x3xf32>, tensor<3x4xi32>) -> tensor<?x4x3xf32>
  return %0 : tensor<?x4x3xf32>
}

// -----

func.func @scatter_w(%arg0: tensor<2x5x3xf32>, %arg1: tensor<2x4xi32>, %arg2: tensor<2x3x3xf32>) -> tensor<2x5x3xf32> {
  // expected-error@+1 {{'tosa.scatter' op requires input dimension 1 to have size 4, got 3}}
  %0 = tosa.scatter %arg0, %arg1, %arg2 : (tensor<2x5x3xf32>, tensor<2x4xi32>, tensor<2x3x3xf32>) -> tensor<2x5x3xf32>
  return %0 : tensor<2x5x3xf32>
}

// -----

func.func @scatter_elem(%arg0: tensor<2x5x3xf32>, %arg1: tensor<2x4xi32>, %arg2: tensor<2x4x3xf16>) -> tensor<2x5x3xf32> {
  // expected-error@+1 {{'tosa.scatter' op expects values_in NxKxC, integer indices NxW, input NxWxC and a result NxKxC}}
  %0 = tosa.scatter %arg0, %arg1, %arg2 : (tensor<2x5x3xf32>, tensor<2x4xi32>, tensor<2x4x3xf16>) -> tensor<2x5x3xf32>
  return %0 : tensor<2x5x3xf32>
}

// -----

func.func @tile_too_large(%arg0: tensor<2x3xi8>) -> tensor<?x3xi8> {
  // expected-error@+1 {{'tosa.tile' op multiple 0 is too large}}
  %0 = tosa.tile %arg0 {multiples = array<i64: 4611686018427387904, 1>} : (tensor<2x3xi8>) -> tensor<?x3xi8>
  return %0 : tensor<?x3xi8>
}
