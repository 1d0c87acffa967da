// Errors in and around foreign ops: the TOSA ops inside their regions are
// verified, and the expected-diagnostic comments after an op's text count. The
// same file passes mlir-opt's own --verify-diagnostics.
// RUN: %tosa2linalg --split-input-file --verify-diagnostics %s
// RUN: %mlir_opt_19 --split-input-file --verify-diagnostics %s
// RUN: %mlir_opt_22 --split-input-file --verify-diagnostics %s

func.func @in_region(%c: i1, %a: tensor<2xf32>, %b: tensor<3xf32>) {
  scf.if %c {
    // expected-error @+1 {{'tosa.add' op operands don't have broadcast-compatible shapes}}
    %0 = tosa.add %a, %b : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  }
  return
}

// -----

func.func @trailing_comment(%c: i1) {
  "scfif"(%c) ({ // expected-error {{operation being parsed with an unregistered dialect}}
  }) : (i1) -> ()
  return
}

// -----

func.func @successors_trailing_comment(%x: i32) {
  "cfbr"(%x)[^bb1] : (i32) -> () // expected-error {{operation being parsed with an unregistered dialect}}
^bb1(%y: i32):
  return
}

// -----

func.func @generic_trailing_comment() {
  "testop"() : () -> () // expected-error {{operation being parsed with an unregistered dialect}}
  return
}
