// builtin.module accepts only dialect-prefixed attributes (and its symbol
// attributes); mlir-opt-19 names the first offender of its sorted dictionary.
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s
// RUN: %mlir_opt_19 --verify-diagnostics --split-input-file %s

// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'k'}}
module attributes {k = 1 : i64} {
}

// -----

// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'a'}}
module @m attributes {z, test.ok = 2 : i64, a = "x"} {
  func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
    %0 = "tosa.abs"(%x) : (tensor<2xf32>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}

// -----

module attributes {test.k = 1 : i64, sym_visibility = "private"} {
  func.func @g(%x: tensor<2xf32>) -> tensor<2xf32> {
    %0 = "tosa.abs"(%x) : (tensor<2xf32>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}
