// Parse errors that tosa2linalg's PARSER words differently from mlir-opt-19
// (the verifier cannot see these: the parser abandons the chunk). The
// messages mlir-opt-19 gives are in the REF19 lines; the parser's owner has
// been asked to use them, and then these chunks go back to ssa.mlir.
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s
// Reference: mlir-opt-19's messages.
// RUN: not %mlir_opt_19 --split-input-file %s -o /dev/null 2>&1 | FileCheck --check-prefix=REF19 %s

// REF19: error: cannot name an operation with no results
func.func @name_for_no_result(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{operation defines 0 results but was provided 1 to bind}}
  %0 = "tosa.add"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> ()
  return %a : tensor<4xf32>
}

// -----

// REF19: error: expected function type
func.func @not_a_function_type(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected '(', found type}}
  %0 = "tosa.add"(%a, %a) : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A region list after properties mlir-opt cannot convert: mlir-opt reports the
// properties (at parse time), tosa2linalg the region, which its parser does not
// read (docs/op-rules.md, section 12, row S5).
// REF19: error: invalid properties {foo = 1 : i32} for op tosa.abs: this operation does not support properties
func.func @bad_properties_and_region(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.abs' op requires zero regions}}
  %0 = "tosa.abs"(%a) <{foo = 1 : i32}> ({}) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
