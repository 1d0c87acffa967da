// A bare word as an attribute value (docs/op-rules.md, section 12, row A14):
// only an enum property of a custom-form op takes one (nan_mode on LLVM 22's
// clamp, maximum, minimum: llvm22-attr-values.mlir); anywhere else, in both
// forms and both generations, mlir-opt's attribute parser stops at it, just
// past the '='. tosa2linalg accepted these and dropped or misread them.
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s
// RUN: %mlir_opt_19 --verify-diagnostics --split-input-file %s | FileCheck %s
// RUN: %mlir_opt_22 --verify-diagnostics --split-input-file %s | FileCheck %s

func.func @custom_form_other_op(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected attribute value}}
  %0 = tosa.add %a, %a {nan_mode = IGNORE} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @custom_form_other_key(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{expected attribute value}}
  %0 = tosa.abs %a {mode = FAST} : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @generic_form(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected attribute value}}
  %0 = "tosa.sub"(%a, %a) {tag = SOMETHING} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// the '=' ends the line: the error is just past it
func.func @next_line(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected attribute value}}
  %0 = tosa.exp %a {tag =
                    WORD} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// expected-error @+1 {{expected attribute value}}
func.func @function_attribute(%a: tensor<4xf32>) -> tensor<4xf32> attributes {tag = WORD} {
  return %a : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @words_that_are_values
func.func @words_that_are_values(%a: tensor<4xi32>) -> tensor<4xi32> attributes {flag, on = true, off = false, u = unit} {
  %0 = tosa.abs %a {seen = true} : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
