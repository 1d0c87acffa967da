// Issue 18, cases 2 and 5, in the TOSA 1.0 (LLVM 22) form. i1 clamp as
// mlir-opt-22 lowers it: its verifier orders false < true, its lowering reads
// the bounds as signed i1 bit patterns (true = -1), so min_val = false,
// max_val = true gives all true (tosa2linalg gave all false before).
// tosa.negate on floats with zero-valued zero points is a plain negation
// (non-zero ones are rejected: test/verify/llvm22-bounds.mlir).

// EXEC: 8
func.func @clamp_i1_identity(%a: tensor<?xi1>) -> tensor<?xi1> {
  %0 = tosa.clamp %a {min_val = false, max_val = true} : (tensor<?xi1>) -> tensor<?xi1>
  return %0 : tensor<?xi1>
}

// -----

// EXEC: 8
func.func @clamp_i1_true(%a: tensor<?xi1>) -> tensor<?xi1> {
  %0 = tosa.clamp %a {min_val = true, max_val = true} : (tensor<?xi1>) -> tensor<?xi1>
  return %0 : tensor<?xi1>
}

// -----

// EXEC: 8
func.func @clamp_i1_false(%a: tensor<?xi1>) -> tensor<?xi1> {
  %0 = tosa.clamp %a {min_val = false, max_val = false} : (tensor<?xi1>) -> tensor<?xi1>
  return %0 : tensor<?xi1>
}

// -----

// EXEC: 8
func.func @negate_f32_zero_points(%a: tensor<?xf32>) -> tensor<?xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.negate %a, %z, %z : (tensor<?xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// EXEC: 8
func.func @negate_i8_zero_points(%a: tensor<?xi8>) -> tensor<?xi8> {
  %zi = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zo = "tosa.const"() <{values = dense<-5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.negate %a, %zi, %zo : (tensor<?xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<?xi8>
  return %0 : tensor<?xi8>
}
