// Where an op can stand, a token that is none (a '}' too many, the input ending
// inside a region) is mlir-opt's "expected operation name in quotes", just past
// the token before it (blank lines and comments skipped), or at it when it is the
// first of its chunk; a keyword is a custom op of that name. tosa2linalg said
// "unexpected '}'" at the brace. The same file passes mlir-opt's --verify-diagnostics.
// RUN: %tosa2linalg --split-input-file --verify-diagnostics %s
// RUN: %mlir_opt_19 --split-input-file --verify-diagnostics %s
// RUN: %mlir_opt_22 --split-input-file --verify-diagnostics %s
// RUN: not %tosa2linalg --split-input-file %s 2>&1 | FileCheck %s
// CHECK: extra-brace.mlir:[[@LINE+4]]:2: error: expected operation name in quotes

func.func @f() {
  return
}
}
// expected-error @-2 {{expected operation name in quotes}}

// -----

module {
  func.func @f() {
    return
  }
}

// a comment, and blank lines

}
// expected-error @-5 {{expected operation name in quotes}}

// -----

// expected-error @+1 {{expected operation name in quotes}}
}

// -----

func.func @g(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.abs %a : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
// expected-error @+1 {{expected operation name in quotes}}
}}

// -----

func.func @h() {
  // expected-error @+1 {{custom op 'true' is unknown (tried 'func.true' as well)}}
  true
  return
}

// -----

func.func @unclosed() {
  // expected-error @+1 {{expected operation name in quotes}}
  return
