// Which error mlir-opt-19 reports, and tosa2linalg with it.
//
// For ONE op with several problems both report the first failed check only
// (the first chunks below). mlir-opt-19 also reports only ONE error per chunk
// (parse errors first: the parse stops at the first one, and an undefined
// name is only reported once the whole chunk is parsed; otherwise the first op,
// in textual order, whose verifier fails; dominance last). DELIBERATE
// DIFFERENCE: tosa2linalg reports every error of a file in one run, one per
// op (all-errors.mlir shows that). So the chunks below that come from a chunk
// with several bad ops ("split from ...") have one bad op each, and both tools
// agree on them. See docs/op-rules.md, section 1.
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s
// RUN: %mlir_opt_19 --verify-diagnostics --split-input-file %s

// Within one op: the first failed check only (here the element types,
// although the shapes are incompatible too).
func.func @first_check_only(%a: tensor<2xf32>, %b: tensor<3xi32>) -> tensor<?xf32> {
  // expected-error @+1 {{'tosa.add' op requires the same element type for all operands and results}}
  %0 = "tosa.add"(%a, %b) : (tensor<2xf32>, tensor<3xi32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// A wrongly typed attribute is a parse error in mlir-opt-19: it beats the
// operand count of the same op.
func.func @attribute_before_operand_count(%a: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.mul' op attribute 'shift' failed to satisfy constraint: 8-bit signless integer attribute}}
  %0 = "tosa.mul"(%a, %a, %a) {shift = 0 : i32} : (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// ... but not an operand type that disagrees with its definition.
// expected-note @+1 {{prior use here}}
func.func @operand_type_before_attribute(%a: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'tensor<2xf32>' vs 'tensor<2xi32>'}}
  %0 = "tosa.mul"(%a, %a) {shift = 0 : i32} : (tensor<2xf32>, tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// Split from "the first bad op of a function only" (mlir-opt-19 reported the
// tosa.add of the first of these three chunks, and nothing else).
func.func @first_op_only_add(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'tosa.add' op operands don't have broadcast-compatible shapes}}
  %0 = "tosa.add"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @first_op_only_sub(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'tosa.sub' op operands don't have broadcast-compatible shapes}}
  %1 = "tosa.sub"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}

// -----

func.func @first_op_only_abs(%a: tensor<2xf32>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.abs' op requires the same element type for all operands and results}}
  %2 = "tosa.abs"(%a) : (tensor<2xf32>) -> tensor<2xi32>
  return %2 : tensor<2xi32>
}

// -----

// Split from "the first bad function only": a good function, then a bad one ...
func.func @fine(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tosa.add"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @first_function_only(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'tosa.add' op operands don't have broadcast-compatible shapes}}
  %0 = "tosa.add"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// ... and the second bad function, which mlir-opt-19 did not report.
func.func @second_bad_function(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'tosa.sub' op operands don't have broadcast-compatible shapes}}
  %0 = "tosa.sub"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// Split from "a parse-time error in a later op beats a verifier error in an
// earlier one": the verifier error ...
func.func @parse_error_wins_add(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'tosa.add' op operands don't have broadcast-compatible shapes}}
  %0 = "tosa.add"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// ... and the (mlir-opt-19) parse error, which it reported instead.
func.func @parse_error_wins_mul(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.mul' op attribute 'shift' failed to satisfy constraint: 8-bit signless integer attribute}}
  %1 = "tosa.mul"(%a, %a) {shift = 0 : i32} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}

// -----

// Split from "an undefined name waits for the end of the chunk: a later parse
// error, even in another function, is reported instead": the undefined name ...
func.func @undefined_name(%a: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{use of undeclared SSA value name}}
  %0 = "tosa.abs"(%undefined) : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// ... and the later parse error, which mlir-opt-19 reported instead.
// expected-note @+1 {{prior use here}}
func.func @later_parse_error(%a: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'tensor<2xf32>' vs 'tensor<2xi32>'}}
  %0 = "tosa.abs"(%a) : (tensor<2xf32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// Split from "an undefined name beats every verifier error": the verifier
// error, which mlir-opt-19 did not report ...
func.func @undefined_before_verifier_add(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'tosa.add' op operands don't have broadcast-compatible shapes}}
  %0 = "tosa.add"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// ... and the undefined name.
func.func @undefined_before_verifier_abs(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{use of undeclared SSA value name}}
  %1 = "tosa.abs"(%undefined) : (tensor<2xf32>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}

// -----

// Split from "dominance is checked after every op passed its verifier": the
// dominance error, which mlir-opt-19 did not report ...
func.func @verifier_before_dominance_sub(%a: tensor<2xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %0 = "tosa.sub"(%1, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<?xf32>
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %1 = "tosa.add"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<?xf32>
}

// -----

// ... and the verifier error.
func.func @verifier_before_dominance_add(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'tosa.add' op result type '3' not broadcast compatible with broadcasted operands's shapes '2'}}
  %2 = "tosa.add"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  return %2 : tensor<3xf32>
}
