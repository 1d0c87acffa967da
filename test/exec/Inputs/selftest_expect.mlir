// Input of harness-selftest.test: EXEC-EXPECT-FROM.

// @bcast is compared with @same under the reference; they compute the same.
// EXEC: 4, 1
// EXEC: 1, 1
// EXEC-EXPECT-FROM: @same
func.func @bcast(%a: tensor<?xf32>, %b: tensor<1xf32>) -> tensor<?xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<?xf32>, tensor<1xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func @same(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// @wrong is compared with @other from another chunk, which subtracts: mismatch.
// EXEC: 2x3, 1x3
// EXEC-EXPECT-FROM: @other
func.func @wrong(%a: tensor<2x3xi32>, %b: tensor<1x3xi32>) -> tensor<2x3xi32> {
  %0 = "tosa.add"(%a, %b) : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

func.func @other(%a: tensor<?x?xi32>, %b: tensor<1x?xi32>) -> tensor<?x?xi32> {
  %0 = "tosa.sub"(%a, %b) : (tensor<?x?xi32>, tensor<1x?xi32>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}
