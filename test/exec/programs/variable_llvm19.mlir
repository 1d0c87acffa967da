// TOSA variables in LLVM 19 forms (tosa.variable.read / tosa.variable.write), against mlir-opt-19's
// tosa-to-mlprogram (prepended to the brief's pipeline): ml_program globals,
// which the execution pipeline's one-shot-bufferize turns into memref.global.
// A chunk's globals keep their values from case to case (each side has its own,
// prefixed like the functions, and sees the same calls in the same order).
// Two limits of that execution pipeline, not of the lowering: a global without
// an initial value does not bufferize (test/lower/ops-variable.mlir has one), and
// mlir-opt-22's one-shot-bufferize stores an uninitialised buffer where
// ml_program.global_store stores a function argument itself, so the values
// stored here are computed ones.

tosa.variable @state = dense<[[1.5, -2.0, 0.25], [4.0, 0.0, -1.0]]> : tensor<2x3xf32>

// EXEC: 2x3
// EXEC: 2x3
func.func @write_then_read_f32(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %twice = tosa.add %arg0, %arg0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  tosa.variable.write @state, %twice : tensor<2x3xf32>
  %0 = tosa.variable.read @state : tensor<2x3xf32>
  %1 = tosa.add %0, %arg0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// -----

tosa.variable @counter = dense<5> : tensor<4xi32>

// EXEC: 4
// EXEC: 4
// EXEC: 4
func.func @accumulate_i32(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %0 = tosa.variable.read @counter : tensor<4xi32>
  %1 = tosa.add %0, %arg0 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  tosa.variable.write @counter, %1 : tensor<4xi32>
  %2 = tosa.variable.read @counter : tensor<4xi32>
  return %2 : tensor<4xi32>
}

// -----

module {
  tosa.variable @bias = dense<3> : tensor<1x2xi8>
  tosa.variable @later = dense<0> : tensor<1x2xi8>

  // EXEC: 1x2
  func.func @initial_then_written_i8(%arg0: tensor<1x2xi8>) -> (tensor<1x2xi8>, tensor<1x2xi8>) {
    %0 = tosa.variable.read @bias : tensor<1x2xi8>
    %1 = tosa.sub %arg0, %0 : (tensor<1x2xi8>, tensor<1x2xi8>) -> tensor<1x2xi8>
    tosa.variable.write @later, %1 : tensor<1x2xi8>
    %2 = tosa.variable.read @later : tensor<1x2xi8>
    return %0, %2 : tensor<1x2xi8>, tensor<1x2xi8>
  }
}
