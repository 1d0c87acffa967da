// DELIBERATE DIFFERENCE from mlir-opt-19: tosa2linalg reports EVERY error of a
// file in one run (one per op: the op's first failed check), where mlir-opt-19
// reports only one per module or split chunk (docs/op-rules.md, section 1;
// error-order.mlir has these cases split so that both tools agree).
// This file is one module on purpose (no --split-input-file) and only
// tosa2linalg runs it: mlir-opt-19 would report just the first error, the
// wrongly typed tosa.mul attribute (a parse error for it).
// RUN: %tosa2linalg --verify-diagnostics --verify-only %s
// RUN: not %tosa2linalg --verify-only %s 2>&1 | FileCheck %s
// Also outside --verify-diagnostics: every error, in textual order, and the
// exit status says the input is bad.
// CHECK: error: 'tosa.add' op operands don't have broadcast-compatible shapes
// CHECK: error: 'tosa.sub' op operands don't have broadcast-compatible shapes
// CHECK: error: 'tosa.abs' op requires the same element type for all operands and results
// CHECK: error: 'tosa.add' op operands don't have broadcast-compatible shapes
// CHECK: error: 'tosa.sub' op operands don't have broadcast-compatible shapes
// CHECK: error: 'tosa.add' op operands don't have broadcast-compatible shapes
// CHECK: error: 'tosa.mul' op attribute 'shift' failed to satisfy constraint: 8-bit signless integer attribute
// CHECK: error: use of undeclared SSA value name
// CHECK: error: use of value '%a' expects different type than prior uses: 'tensor<2xf32>' vs 'tensor<2xi32>'
// CHECK: note: prior use here
// CHECK: error: 'tosa.add' op operands don't have broadcast-compatible shapes
// CHECK: error: use of undeclared SSA value name
// CHECK: error: operand #0 does not dominate this use
// CHECK: note: operand defined here (op in the same block)
// CHECK: error: 'tosa.add' op result type '3' not broadcast compatible with broadcasted operands's shapes '2'
// CHECK: error: 'func.call' op 'nowhere' does not reference a valid function
// CHECK-NOT: error:

// Several bad ops in one function: each is reported.
func.func @first_op_only(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'tosa.add' op operands don't have broadcast-compatible shapes}}
  %0 = "tosa.add"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<?xf32>
  // expected-error @+1 {{'tosa.sub' op operands don't have broadcast-compatible shapes}}
  %1 = "tosa.sub"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<?xf32>
  // expected-error @+1 {{'tosa.abs' op requires the same element type for all operands and results}}
  %2 = "tosa.abs"(%a) : (tensor<2xf32>) -> tensor<2xi32>
  return %0 : tensor<?xf32>
}

// Several bad functions: each is reported; a good one in between is not.
func.func @fine(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tosa.add"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @first_function_only(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'tosa.add' op operands don't have broadcast-compatible shapes}}
  %0 = "tosa.add"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func @second_bad_function(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'tosa.sub' op operands don't have broadcast-compatible shapes}}
  %0 = "tosa.sub"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// What mlir-opt-19 rejects while parsing (a wrongly typed attribute, an
// undefined name, an operand type that disagrees with its definition) does not
// hide the verifier errors around it.
func.func @parse_error_wins(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'tosa.add' op operands don't have broadcast-compatible shapes}}
  %0 = "tosa.add"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<?xf32>
  // expected-error @+1 {{'tosa.mul' op attribute 'shift' failed to satisfy constraint: 8-bit signless integer attribute}}
  %1 = "tosa.mul"(%a, %a) {shift = 0 : i32} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<?xf32>
}
func.func @undefined_name(%a: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{use of undeclared SSA value name}}
  %0 = "tosa.abs"(%undefined) : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
// expected-note @+1 {{prior use here}}
func.func @later_parse_error(%a: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'tensor<2xf32>' vs 'tensor<2xi32>'}}
  %0 = "tosa.abs"(%a) : (tensor<2xf32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
func.func @undefined_before_verifier(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'tosa.add' op operands don't have broadcast-compatible shapes}}
  %0 = "tosa.add"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<?xf32>
  // expected-error @+1 {{use of undeclared SSA value name}}
  %1 = "tosa.abs"(%undefined) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<?xf32>
}

// A dominance error and a verifier error in one function: both.
func.func @verifier_before_dominance(%a: tensor<2xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %0 = "tosa.sub"(%1, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<?xf32>
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %1 = "tosa.add"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  // expected-error @+1 {{'tosa.add' op result type '3' not broadcast compatible with broadcasted operands's shapes '2'}}
  %2 = "tosa.add"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<?xf32>
}

// A call of a function that is never defined (known only at the end of the
// module) is reported too.
func.func @call_unknown(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'func.call' op 'nowhere' does not reference a valid function}}
  %0 = func.call @nowhere(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
