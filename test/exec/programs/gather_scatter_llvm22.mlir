// tosa.gather and tosa.scatter, LLVM 22 forms (as LLVM 19's, but tosa.const's
// attribute is `values`): f32, f16, i8, i32, i1; static, dynamic and size-1
// dims. Only what the spec defines runs: every index in [0, K) (EXEC-RANGE of
// the indices below the smallest K of the cases) and, for scatter, no index
// twice in a batch (the indices are constants, cast to dynamic types where the
// function's are).

// EXEC-RANGE: 1 0 4
// EXEC: 2x5x3, 2x4
func.func @gather_f32(%arg0: tensor<2x5x3xf32>, %arg1: tensor<2x4xi32>) -> tensor<2x4x3xf32> {
  %0 = tosa.gather %arg0, %arg1 : (tensor<2x5x3xf32>, tensor<2x4xi32>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}

// -----

// EXEC-RANGE: 1 0 2
// EXEC: 2x5x3, 2x4
// EXEC: 1x3x1, 1x1
// EXEC: 3x3x2, 3x7
func.func @gather_f16_dyn(%arg0: tensor<?x?x?xf16>, %arg1: tensor<?x?xi32>) -> tensor<?x?x?xf16> {
  %0 = tosa.gather %arg0, %arg1 : (tensor<?x?x?xf16>, tensor<?x?xi32>) -> tensor<?x?x?xf16>
  return %0 : tensor<?x?x?xf16>
}

// -----

// EXEC-RANGE: 1 0 3
// EXEC: 2x4x5, 2x6
// EXEC: 1x4x1, 1x1
func.func @gather_i8_mixed(%arg0: tensor<?x4x?xi8>, %arg1: tensor<?x?xi32>) -> tensor<?x?x?xi8> {
  %0 = tosa.gather %arg0, %arg1 : (tensor<?x4x?xi8>, tensor<?x?xi32>) -> tensor<?x?x?xi8>
  return %0 : tensor<?x?x?xi8>
}

// -----

// EXEC-RANGE: 1 0 0
// EXEC: 1x1x1, 1x1
func.func @gather_i32_unit(%arg0: tensor<1x1x1xi32>, %arg1: tensor<1x1xi32>) -> tensor<1x1x1xi32> {
  %0 = tosa.gather %arg0, %arg1 : (tensor<1x1x1xi32>, tensor<1x1xi32>) -> tensor<1x1x1xi32>
  return %0 : tensor<1x1x1xi32>
}

// -----

// EXEC-RANGE: 1 0 5
// EXEC: 3x6x2, 3x4
func.func @gather_i1(%arg0: tensor<3x6x2xi1>, %arg1: tensor<3x4xi32>) -> tensor<3x4x2xi1> {
  %0 = tosa.gather %arg0, %arg1 : (tensor<3x6x2xi1>, tensor<3x4xi32>) -> tensor<3x4x2xi1>
  return %0 : tensor<3x4x2xi1>
}

// -----

// EXEC: 2x5x3, 2x3x3
func.func @scatter_f32(%arg0: tensor<2x5x3xf32>, %arg1: tensor<2x3x3xf32>) -> tensor<2x5x3xf32> {
  %idx = "tosa.const"() <{values = dense<[[4, 0, 2], [1, 3, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  %0 = tosa.scatter %arg0, %idx, %arg1 : (tensor<2x5x3xf32>, tensor<2x3xi32>, tensor<2x3x3xf32>) -> tensor<2x5x3xf32>
  return %0 : tensor<2x5x3xf32>
}

// -----

// EXEC: 2x5x3, 2x3x3
// EXEC: 2x5x1, 2x3x1
// EXEC: 2x7x4, 2x3x4
func.func @scatter_f16_dyn(%arg0: tensor<?x?x?xf16>, %arg1: tensor<?x?x?xf16>) -> tensor<?x?x?xf16> {
  %c = "tosa.const"() <{values = dense<[[2, 4, 0], [3, 1, 4]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  %idx = tensor.cast %c : tensor<2x3xi32> to tensor<?x?xi32>
  %0 = tosa.scatter %arg0, %idx, %arg1 : (tensor<?x?x?xf16>, tensor<?x?xi32>, tensor<?x?x?xf16>) -> tensor<?x?x?xf16>
  return %0 : tensor<?x?x?xf16>
}

// -----

// EXEC: 3x4x2, 3x2x2
// EXEC: 3x4x1, 3x2x1
func.func @scatter_i8_mixed(%arg0: tensor<3x?x?xi8>, %arg1: tensor<?x2x?xi8>) -> tensor<3x?x?xi8> {
  %idx = "tosa.const"() <{values = dense<[[3, 0], [1, 2], [0, 3]]> : tensor<3x2xi32>}> : () -> tensor<3x2xi32>
  %0 = tosa.scatter %arg0, %idx, %arg1 : (tensor<3x?x?xi8>, tensor<3x2xi32>, tensor<?x2x?xi8>) -> tensor<3x?x?xi8>
  return %0 : tensor<3x?x?xi8>
}

// -----

// EXEC: 1x1x1, 1x1x1
func.func @scatter_i32_unit(%arg0: tensor<1x1x1xi32>, %arg1: tensor<1x1x1xi32>) -> tensor<1x1x1xi32> {
  %idx = "tosa.const"() <{values = dense<0> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %0 = tosa.scatter %arg0, %idx, %arg1 : (tensor<1x1x1xi32>, tensor<1x1xi32>, tensor<1x1x1xi32>) -> tensor<1x1x1xi32>
  return %0 : tensor<1x1x1xi32>
}

// -----

// EXEC: 2x4x3, 2x4x3
func.func @scatter_i1_permutation(%arg0: tensor<2x4x3xi1>, %arg1: tensor<2x4x3xi1>) -> tensor<2x4x3xi1> {
  %idx = "tosa.const"() <{values = dense<[[3, 2, 1, 0], [1, 3, 0, 2]]> : tensor<2x4xi32>}> : () -> tensor<2x4xi32>
  %0 = tosa.scatter %arg0, %idx, %arg1 : (tensor<2x4x3xi1>, tensor<2x4xi32>, tensor<2x4x3xi1>) -> tensor<2x4x3xi1>
  return %0 : tensor<2x4x3xi1>
}

// -----

// A scatter of the rows a gather read, at the same indices, in each batch.
// EXEC: 2x5x3, 2x5x3
func.func @gather_then_scatter(%arg0: tensor<2x5x3xf32>, %arg1: tensor<2x5x3xf32>) -> tensor<2x5x3xf32> {
  %idx = "tosa.const"() <{values = dense<[[1, 4], [0, 2]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  %0 = tosa.gather %arg1, %idx : (tensor<2x5x3xf32>, tensor<2x2xi32>) -> tensor<2x2x3xf32>
  %1 = tosa.scatter %arg0, %idx, %0 : (tensor<2x5x3xf32>, tensor<2x2xi32>, tensor<2x2x3xf32>) -> tensor<2x5x3xf32>
  return %1 : tensor<2x5x3xf32>
}
