// Ops that mlir-opt-22 accepts and the TOSA specification rejects: errors of
// the tool's verifier, in TOSA 1.0's forms. mlir-opt-22 reads every chunk (the
// last RUN); the tool stops at the op.
// RUN: %tosa2linalg --verify-only --verify-diagnostics --split-input-file %s
// RUN: %tosa2linalg --verify-diagnostics --split-input-file %s -o /dev/null
// RUN: %mlir_opt_22 --split-input-file %s -o /dev/null

// reshape-neg-bad
func.func @f(%a0: tensor<2x3xf32>) -> tensor<?x4xf32> {
  %s = tosa.const_shape {values = dense<[-1, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.reshape' op TOSA requires the new shape to hold the input's 6 elements: no size for its -1 makes 6 elements a multiple of 4}}
  %0 = tosa.reshape %a0, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// slice-oob
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2x2xf32> {
  %st = tosa.const_shape {values = dense<[0, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %sz = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.slice' op TOSA requires the slice inside the input: start 2 + size 2 exceeds dimension 1 of size 3}}
  %0 = tosa.slice %a0, %st, %sz : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// slice-shape
func.func @f(%a0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %st = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %sz = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.slice' op TOSA requires the result's dimension 1 to be the slice's size 2, got 3}}
  %0 = tosa.slice %a0, %st, %sz : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// slice-neg
func.func @f(%a0: tensor<2x3xf32>) -> tensor<1x3xf32> {
  %st = tosa.const_shape {values = dense<[-1, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %sz = tosa.const_shape {values = dense<[1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.slice' op TOSA requires start >= 0 and size >= 1 (or -1), got start -1 and size 1 in dimension 0}}
  %0 = tosa.slice %a0, %st, %sz : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}

// -----

// pad-neg
func.func @f(%a0: tensor<2x3xf32>) -> tensor<1x3xf32> {
  %p = tosa.const_shape {values = dense<[-1, 0, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %c = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.pad' op TOSA requires padding >= 0, got -1 and 0 in dimension 0}}
  %0 = tosa.pad %a0, %p, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}

// -----

// tile-shape
func.func @f(%a0: tensor<2x3xf32>) -> tensor<4x3xf32> {
  %m = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.tile' op TOSA requires the result's dimension 1 to be 3 * 2 = 6, got 3}}
  %0 = tosa.tile %a0, %m : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

// reverse-shape
func.func @f(%a0: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{'tosa.reverse' op TOSA requires the result's shape to be the input's, got 'tensor<3x2xf32>' and 'tensor<2x3xf32>'}}
  %0 = tosa.reverse %a0 {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
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
