// Which error mlir-opt-19 reports when a chunk has several: exactly one per
// chunk. Parse errors first (the parse stops at the first one; an undefined
// name is only reported once the whole chunk is parsed); otherwise the first
// op, in textual order, whose verifier fails; dominance last. The other
// errors in these chunks are deliberately NOT annotated: they must not be
// reported. See docs/op-rules.md, section 1.
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s
// RUN: %mlir_opt_19 --verify-diagnostics --split-input-file %s

func.func @first_op_only(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'tosa.add' op operands don't have broadcast-compatible shapes}}
  %0 = "tosa.add"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<?xf32>
  %1 = "tosa.sub"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<?xf32>
  %2 = "tosa.abs"(%a) : (tensor<2xf32>) -> tensor<2xi32>
  return %0 : tensor<?xf32>
}

// -----

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
  %0 = "tosa.sub"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// A parse-time error in a later op beats a verifier error in an earlier one.
func.func @parse_error_wins(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<?xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<?xf32>
  // expected-error @+1 {{'tosa.mul' op attribute 'shift' failed to satisfy constraint: 8-bit signless integer attribute}}
  %1 = "tosa.mul"(%a, %a) {shift = 0 : i32} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<?xf32>
}

// -----

// A wrongly typed attribute is a parse error: it beats the operand count.
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

// An undefined name waits for the end of the chunk: a later parse error,
// even in another function, is reported instead.
func.func @undefined_name(%a: tensor<2xi32>) -> tensor<2xi32> {
  %0 = "tosa.abs"(%undefined) : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
// expected-note @+1 {{prior use here}}
func.func @later_parse_error(%a: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'tensor<2xf32>' vs 'tensor<2xi32>'}}
  %0 = "tosa.abs"(%a) : (tensor<2xf32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// ... but it beats every verifier error.
func.func @undefined_before_verifier(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<?xf32> {
  %0 = "tosa.add"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<?xf32>
  // expected-error @+1 {{use of undeclared SSA value name}}
  %1 = "tosa.abs"(%undefined) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<?xf32>
}

// -----

// Dominance is checked after every op passed its verifier.
func.func @verifier_before_dominance(%a: tensor<2xf32>) -> tensor<?xf32> {
  %0 = "tosa.sub"(%1, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<?xf32>
  %1 = "tosa.add"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  // expected-error @+1 {{'tosa.add' op result type '3' not broadcast compatible with broadcasted operands's shapes '2'}}
  %2 = "tosa.add"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<?xf32>
}

// -----

// Within one op: the first failed check only (here the element types,
// although the shapes are incompatible too).
func.func @first_check_only(%a: tensor<2xf32>, %b: tensor<3xi32>) -> tensor<?xf32> {
  // expected-error @+1 {{'tosa.add' op requires the same element type for all operands and results}}
  %0 = "tosa.add"(%a, %b) : (tensor<2xf32>, tensor<3xi32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
