// Input of harness-selftest.test: two shapes for a one-argument function.

// EXEC: 2, 3
func.func @neg(%a: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "tosa.negate"(%a) : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
