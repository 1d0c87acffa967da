// SSA-, function- and module-level errors around the TOSA ops, with the
// messages mlir-opt-19 prints. Notes are part of the diagnostics: with
// --verify-diagnostics an unexpected note fails the test, so every note is
// annotated too. Columns (not checked here, see docs/op-rules.md): errors
// about a use point at the '%name' token of the use, errors about a definition
// at the '%name' of the result (or block argument), op errors at the '"' of
// the generic op name.
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s
// RUN: %mlir_opt_19 --verify-diagnostics --split-input-file %s | FileCheck %s
// tosa2linalg's parser resolves SSA names as it reads them; its verifier then
// tells, as mlir-opt-19 does, a forward reference to a later definition
// (dominance, or a type clash at the definition) from an undeclared name.
// Two parse errors are worded differently by tosa2linalg's parser: see
// deviate-parser-messages.mlir.

func.func @undefined_value(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{use of undeclared SSA value name}}
  %0 = "tosa.add"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A forward reference that is never defined is the same error (at the use).
func.func @never_defined(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{use of undeclared SSA value name}}
  %1 = "tosa.sub"(%9, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Values do not cross function boundaries.
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @other_function_value(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{use of undeclared SSA value name}}
  %1 = "tosa.abs"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

func.func @redefinition(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-note @+1 {{previously defined here}}
  %0 = "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{redefinition of SSA value '%0'}}
  %0 = "tosa.negate"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// expected-note @+1 {{previously defined here}}
func.func @redefinition_of_argument(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{redefinition of SSA value '%a'}}
  %a = "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %a : tensor<4xf32>
}

// -----

// expected-error @+2 {{region entry argument '%a' is already in use}}
// expected-note @+1 {{previously referenced here}}
func.func @duplicate_argument(%a: tensor<4xf32>, %a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

// The operand types written in the op's function type must be the types of
// the values: "'NEW' vs 'PRIOR'".
// expected-note @+1 {{prior use here}}
func.func @operand_type_differs_from_argument(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'tensor<4xi32>' vs 'tensor<4xf32>'}}
  %0 = "tosa.abs"(%a) : (tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @operand_type_differs_from_result(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-note @+1 {{prior use here}}
  %0 = "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{use of value '%0' expects different type than prior uses: 'tensor<?xf32>' vs 'tensor<4xf32>'}}
  %1 = "tosa.add"(%a, %0) : (tensor<4xf32>, tensor<?xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// The same check on the operand of func.return.
func.func @return_type_differs_from_value(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-note @+1 {{prior use here}}
  %0 = "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{use of value '%0' expects different type than prior uses: 'tensor<?xf32>' vs 'tensor<4xf32>'}}
  return %0 : tensor<?xf32>
}

// -----

// A forward reference fixes the type at the use; the definition must agree.
func.func @forward_reference_type(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-note @+1 {{previously used here with type 'tensor<2xf32>'}}
  %1 = "tosa.abs"(%0) : (tensor<2xf32>) -> tensor<2xf32>
  // expected-error @+1 {{definition of SSA value '%0#0' has type 'tensor<4xf32>'}}
  %0 = "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A forward reference with the right type parses, then fails dominance (this
// is checked after every op has passed its own verifier).
func.func @use_before_definition(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %0 = "tosa.abs"(%1) : (tensor<4xf32>) -> tensor<4xf32>
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %1 = "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @use_of_own_result(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{operand #0 does not dominate this use}}
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %0 = "tosa.abs"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Results: how many the op has (the function type) and how many are bound.
func.func @bind_one_of_two(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = "tosa.add"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0 : tensor<4xf32>
}

// -----

func.func @bind_two_of_one(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{operation defines 1 results but was provided 2 to bind}}
  %0:2 = "tosa.add"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0#0 : tensor<4xf32>
}

// -----

// Operand list vs the op's function type.
func.func @operand_types_count(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected 2 operand types but had 1}}
  %0 = "tosa.add"(%a, %a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// mlir-opt-19 prints "expected 1 operand type" then a NUL byte then " but had 2"
// (a pluralization bug for a count of 1); only the text before the NUL is matched.
func.func @operand_types_count_more(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected 1 operand type}}
  %0 = "tosa.abs"(%a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// An unused result need not be named.
// CHECK-LABEL: func.func @unnamed_result
func.func @unnamed_result(%a: tensor<4xf32>) -> tensor<4xf32> {
  "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %a : tensor<4xf32>
}

// -----

// func.return against the function signature.
func.func @return_too_many(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{'func.return' op has 2 operands, but enclosing function (@return_too_many) returns 1}}
  return %0, %0 : tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @return_nothing(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@return_nothing) returns 1}}
  return
}

// -----

func.func @return_in_void_function(%a: tensor<4xf32>) {
  %0 = "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{'func.return' op has 1 operands, but enclosing function (@return_in_void_function) returns 0}}
  return %0 : tensor<4xf32>
}

// -----

func.func @return_type_vs_signature(%a: tensor<4xf32>) -> tensor<?xf32> {
  %0 = "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{type of return operand 0 ('tensor<4xf32>') doesn't match function result type ('tensor<?xf32>') in function @return_type_vs_signature}}
  return %0 : tensor<4xf32>
}

// -----

func.func @return_second_type_vs_signature(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %0 = "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{type of return operand 1 ('tensor<4xf32>') doesn't match function result type ('tensor<4xi32>') in function @return_second_type_vs_signature}}
  return %0, %0 : tensor<4xf32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @void_function
func.func @void_function(%a: tensor<4xf32>) {
  %0 = "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @no_terminator(%a: tensor<4xf32>) -> tensor<4xf32> {
  // The full message goes on with the op in generic form:
  // block with no terminator, has %0 = "tosa.abs"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{block with no terminator, has}}
  %0 = "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
}

// -----

func.func @op_after_return(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{'func.return' op must be the last operation in the parent block}}
  return %0 : tensor<4xf32>
  %1 = "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
}

// -----

// Functions and calls.
// expected-note @+1 {{see existing symbol definition here}}
func.func @dup(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
// expected-error @+1 {{redefinition of symbol named 'dup'}}
func.func @dup(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

func.func @call_unknown(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'func.call' op 'nowhere' does not reference a valid function}}
  %0 = func.call @nowhere(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @callee(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
func.func @call_operand_count(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'func.call' op incorrect number of operands for callee}}
  %0 = func.call @callee(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @callee(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
func.func @call_result_count(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'func.call' op incorrect number of results for callee}}
  %0:2 = func.call @callee(%a) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0 : tensor<4xf32>
}

// -----

func.func @callee(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
func.func @call_operand_type(%a: tensor<?xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'tensor<4xf32>', but provided 'tensor<?xf32>' for operand number 0}}
  %0 = func.call @callee(%a) : (tensor<?xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @callee(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
func.func @call_result_type(%a: tensor<4xf32>) -> tensor<?xf32> {
  // expected-error @+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note @+2 {{op result types: 'tensor<?xf32>'}}
  // expected-note @+1 {{function result types: 'tensor<4xf32>'}}
  %0 = func.call @callee(%a) : (tensor<4xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func private @declared
// CHECK-LABEL: func.func @call_declared
func.func private @declared(tensor<4xf32>) -> tensor<4xf32>
func.func @call_declared(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @declared(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @public_declaration(tensor<4xf32>) -> tensor<4xf32>

// -----

// expected-error @+1 {{custom op 'func.func' expected non-empty function body}}
func.func @empty_body() {
}
