// Labels where mlir-opt takes none, with its message at its place (the same file
// passes mlir-opt-19 and -22 --verify-diagnostics).
// RUN: %tosa2linalg --split-input-file --verify-diagnostics %s
// RUN: %mlir_opt_19 --split-input-file --verify-diagnostics %s
// RUN: %mlir_opt_22 --split-input-file --verify-diagnostics %s

// At top level, outside any module: no op's name.
// expected-error @+1 {{expected operation name in quotes}}
^bb0:

// -----

// A module has one block.
// expected-error @+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
module {
  func.func @f() {
    return
  }
^bb1:
}

// -----

// expected-error @+1 {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%x: i32):
}) : () -> ()

// -----

// A function whose arguments have names: its entry block has no label.
func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {
// expected-error @+1 {{invalid block name in region with named arguments}}
^bb0(%b: tensor<2xf32>):
  return %b : tensor<2xf32>
}
