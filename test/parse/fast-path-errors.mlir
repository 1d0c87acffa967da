// Errors in lines the lexer reads at once (lexer/fast_paths.c: lex_known_op_line
// for an op line and its dictionary of numbers and booleans, lex_known_func_head
// for a function header): each reported at the same file:line:col with the same
// message as when the line is read token by token. fast-paths.test checks that
// equality on every test input, this file included.
// RUN: %tosa2linalg --split-input-file --verify-diagnostics --verify-only %s
// RUN: not %tosa2linalg --split-input-file --verify-only %s 2>&1 | FileCheck %s

func.func @undefined(%a: tensor<f32>) -> tensor<f32> {
  // CHECK: fast-path-errors.mlir:[[@LINE+2]]:19: error: use of undeclared SSA value name
  // expected-error @+1 {{use of undeclared SSA value name}}
  %0 = "tosa.abs"(%nope) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @unknown_custom(%a: tensor<f32>) -> tensor<f32> {
  // CHECK: fast-path-errors.mlir:[[@LINE+2]]:8: error: custom op 'tosa.frobnicate' is unknown
  // expected-error @+1 {{custom op 'tosa.frobnicate' is unknown}}
  %0 = tosa.frobnicate %a : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @unknown_generic(%a: tensor<f32>) -> tensor<f32> {
  // CHECK: fast-path-errors.mlir:[[@LINE+2]]:8: error: unregistered operation 'tosa.frobnicate' found in dialect ('tosa') that does not allow unknown operations
  // expected-error @+1 {{unregistered operation 'tosa.frobnicate' found in dialect ('tosa') that does not allow unknown operations}}
  %0 = "tosa.frobnicate"(%a) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @operand_count(%a: tensor<f32>) -> tensor<f32> {
  // CHECK: fast-path-errors.mlir:[[@LINE+2]]:8: error: expected 1 operand type but had 2
  // expected-error @+1 {{expected 1 operand type but had 2}}
  %0 = "tosa.add"(%a) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @redefined(%a: tensor<f32>) -> tensor<f32> {
  // expected-note @+1 {{previously defined here}}
  %0 = "tosa.abs"(%a) : (tensor<f32>) -> tensor<f32>
  // CHECK: fast-path-errors.mlir:[[@LINE+2]]:3: error: redefinition of SSA value '%0'
  // expected-error @+1 {{redefinition of SSA value '%0'}}
  %0 = "tosa.abs"(%a) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// expected-note @+1 {{prior use here}}
func.func @use_type(%a: tensor<2xf32>) -> tensor<f32> {
  // CHECK: fast-path-errors.mlir:[[@LINE+2]]:19: error: use of value '%a' expects different type than prior uses: 'tensor<f32>' vs 'tensor<2xf32>'
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'tensor<f32>' vs 'tensor<2xf32>'}}
  %0 = "tosa.abs"(%a) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @bare_return(%a: tensor<f32>) {
  return
  // CHECK: fast-path-errors.mlir:[[@LINE+2]]:5: error: expected ',' or ':', found '='
  // expected-error @+1 {{expected ',' or ':', found '='}}
  %0 = "tosa.abs"(%a) : (tensor<f32>) -> tensor<f32>
}

// -----

func.func @nested_func(%a: tensor<f32>) -> tensor<f32> {
  // CHECK: fast-path-errors.mlir:[[@LINE+2]]:3: error: unexpected 'func.func'
  // expected-error @+1 {{unexpected 'func.func'}}
  func.func @inner(%b: tensor<f32>) -> tensor<f32> {
    return %b : tensor<f32>
  }
  return %a : tensor<f32>
}

// -----

// CHECK: fast-path-errors.mlir:[[@LINE+2]]:1: error: 'func.func' op symbol declaration cannot have public visibility
// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @missing_brace(%a: tensor<f32>) -> tensor<f32>
  // CHECK: fast-path-errors.mlir:[[@LINE+2]]:19: error: use of undeclared SSA value name
  // expected-error @+1 {{use of undeclared SSA value name}}
  %0 = "tosa.abs"(%a) : (tensor<f32>) -> tensor<f32>
  // CHECK: fast-path-errors.mlir:[[@LINE+2]]:10: error: use of undeclared SSA value name
  // expected-error @+1 {{use of undeclared SSA value name}}
  return %0 : tensor<f32>
// CHECK: fast-path-errors.mlir:[[@LINE-1]]:26: error: expected operation name in quotes
// expected-error @-2 {{expected operation name in quotes}}
}

// -----

// CHECK: fast-path-errors.mlir:[[@LINE+3]]:44: error: region entry argument '%a' is already in use
// expected-error @+2 {{region entry argument '%a' is already in use}}
// expected-note @+1 {{previously referenced here}}
func.func @duplicate_args(%a: tensor<f32>, %a: tensor<f32>) -> tensor<f32> {
  return %a : tensor<f32>
}

// -----

func.func @broadcast(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<2xf32> {
  // CHECK: fast-path-errors.mlir:[[@LINE+2]]:8: error: 'tosa.add' op operands don't have broadcast-compatible shapes
  // expected-error @+1 {{'tosa.add' op operands don't have broadcast-compatible shapes}}
  %0 = "tosa.add"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @results_count(%a: tensor<f32>) -> tensor<f32> {
  // CHECK: fast-path-errors.mlir:[[@LINE+2]]:3: error: operation defines 2 results but was provided 1 to bind
  // expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = "tosa.abs"(%a) : (tensor<f32>) -> (tensor<f32>, tensor<f32>)
  return %0 : tensor<f32>
}

// -----

func.func @custom_no_operands() -> tensor<f32> {
  // CHECK: fast-path-errors.mlir:[[@LINE+2]]:8: error: 'tosa.abs' op requires a single operand
  // expected-error @+1 {{'tosa.abs' op requires a single operand}}
  %0 = tosa.abs : () -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @return_type(%a: tensor<f32>) -> tensor<2xf32> {
  %0 = tosa.abs %a : (tensor<f32>) -> tensor<f32>
  // CHECK: fast-path-errors.mlir:[[@LINE+2]]:3: error: type of return operand 0 ('tensor<f32>') doesn't match function result type ('tensor<2xf32>') in function @return_type
  // expected-error @+1 {{type of return operand 0 ('tensor<f32>') doesn't match function result type ('tensor<2xf32>') in function @return_type}}
  return %0 : tensor<f32>
}

// -----

func.func @value_after_region_op(%a: tensor<f32>) -> tensor<f32> {
  %0 = "tosa.abs"(%a) : (tensor<f32>) -> tensor<f32>
  // CHECK: fast-path-errors.mlir:[[@LINE+2]]:53: error: expected operation name in quotes
  // expected-error @+1 {{expected operation name in quotes}}
  %1 = "tosa.abs"(%0) : (tensor<f32>) -> tensor<f32> {
  return %1 : tensor<f32>
}

// -----

func.func @used_before_def(%a: tensor<f32>) -> tensor<f32> {
  // CHECK: fast-path-errors.mlir:[[@LINE+2]]:8: error: operand #0 does not dominate this use
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %1 = "tosa.abs"(%0) : (tensor<f32>) -> tensor<f32>
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %0 = "tosa.abs"(%a) : (tensor<f32>) -> tensor<f32>
  return %1 : tensor<f32>
}

// -----

func.func @number_with_letters(%a: tensor<f32>) -> tensor<f32> {
  // CHECK: fast-path-errors.mlir:[[@LINE+2]]:5: error: expected '=' or ',', found identifier
  // expected-error @+1 {{expected '=' or ',', found identifier}}
  %0x = "tosa.abs"(%a) : (tensor<f32>) -> tensor<f32>
  return %0x : tensor<f32>
}

// -----

// expected-note @+1 {{see existing symbol definition here}}
func.func @same_name_twice_header(%a: tensor<f32>) -> tensor<f32> {
  return %a : tensor<f32>
}
// CHECK: fast-path-errors.mlir:[[@LINE+2]]:1: error: redefinition of symbol named 'same_name_twice_header'
// expected-error @+1 {{redefinition of symbol named 'same_name_twice_header'}}
func.func @same_name_twice_header(%a: tensor<f32>) -> tensor<f32> {
  return %a : tensor<f32>
}

// -----

func.func @float_for_int(%a: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: fast-path-errors.mlir:[[@LINE+2]]:66: error: floating point value not valid for specified type
  // expected-error @+1 {{floating point value not valid for specified type}}
  %0 = "tosa.clamp"(%a) <{max_fp = 5.000000e+00 : f32, max_int = 5.5 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @duplicate_key(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // CHECK: fast-path-errors.mlir:[[@LINE+2]]:45: error: duplicate key 'shift' in dictionary attribute
  // expected-error @+1 {{duplicate key 'shift' in dictionary attribute}}
  %0 = "tosa.mul"(%a, %b) <{shift = 0 : i8, shift = 1 : i8}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @shift_type(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // CHECK: fast-path-errors.mlir:[[@LINE+2]]:8: error: invalid properties {shift = 1.000000e+00 : f32} for op tosa.mul: Invalid attribute `shift` in property conversion: 1.000000e+00 : f32
  // expected-error @+1 {{invalid properties {shift = 1.000000e+00 : f32} for op tosa.mul: Invalid attribute `shift` in property conversion: 1.000000e+00 : f32}}
  %0 = "tosa.mul"(%a, %b) <{shift = 1.000000e+00 : f32}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @untyped_shift(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // CHECK: fast-path-errors.mlir:[[@LINE+2]]:8: error: 'tosa.mul' op attribute 'shift' failed to satisfy constraint: 8-bit signless integer attribute
  // expected-error @+1 {{'tosa.mul' op attribute 'shift' failed to satisfy constraint: 8-bit signless integer attribute}}
  %0 = "tosa.mul"(%a, %b) <{shift = 0}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @huge_shift(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // CHECK: fast-path-errors.mlir:[[@LINE+2]]:8: error: 'tosa.mul' op attribute 'shift' failed to satisfy constraint: 8-bit signless integer attribute
  // expected-error @+1 {{'tosa.mul' op attribute 'shift' failed to satisfy constraint: 8-bit signless integer attribute}}
  %0 = "tosa.mul"(%a, %b) <{shift = 99999999999999999999 : i8}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @keyword_key(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // CHECK: fast-path-errors.mlir:[[@LINE+2]]:8: error: 'tosa.arithmetic_right_shift' op requires attribute 'round'
  // expected-error @+1 {{'tosa.arithmetic_right_shift' op requires attribute 'round'}}
  %0 = "tosa.arithmetic_right_shift"(%a, %b) <{true = true}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @round_int(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.arithmetic_right_shift"(%a, %b) <{round = 1 : i1}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @custom_dict(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.clamp %a {max_fp = 5.000000e+00 : f32, max_int = 5 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64, extra = 1 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  // CHECK: fast-path-errors.mlir:[[@LINE+2]]:8: error: 'tosa.clamp' op requires attribute 'min_int'
  // expected-error @+1 {{'tosa.clamp' op requires attribute 'min_int'}}
  %1 = tosa.clamp %0 {max_fp = 5.000000e+00 : f32, max_int = 5 : i64, min_fp = 0.000000e+00 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

func.func @empty_props(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // CHECK: fast-path-errors.mlir:[[@LINE+2]]:8: error: 'tosa.mul' op requires attribute 'shift'
  // expected-error @+1 {{'tosa.mul' op requires attribute 'shift'}}
  %0 = "tosa.mul"(%a, %b) <{}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// Spellings next to the ones the fast path reads: each read as the grammar reads it.
func.func @exponent_without_dot(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // CHECK: fast-path-errors.mlir:[[@LINE+2]]:38: error: expected '}', found identifier
  // expected-error @+1 {{expected '}', found identifier}}
  %0 = "tosa.mul"(%a, %b) <{shift = 0e3 : i8}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @exponent_without_digits(%a: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: fast-path-errors.mlir:[[@LINE+2]]:39: error: expected '}', found identifier
  // expected-error @+1 {{expected '}', found identifier}}
  %0 = "tosa.clamp"(%a) <{max_fp = 5.0e : f32, max_int = 5 : i64, min_fp = 0.0 : f32, min_int = 0 : i64}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @word_after_true(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // CHECK: fast-path-errors.mlir:[[@LINE+2]]:55: error: expected attribute value
  // expected-error @+1 {{expected attribute value}}
  %0 = "tosa.arithmetic_right_shift"(%a, %b) <{round = truex}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @hex_and_negative_zero(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.mul"(%a, %b) <{shift = 0x10 : i8}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %1 = "tosa.mul"(%0, %b) <{shift = -0 : i8}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %1 : tensor<4xi32>
}

// -----

func.func @number_then_word(%a: tensor<4xi32>) -> tensor<4xi32> {
  // CHECK: fast-path-errors.mlir:[[@LINE+2]]:5: error: expected '=' or ',', found identifier
  // expected-error @+1 {{expected '=' or ',', found identifier}}
  %0abc = "tosa.abs"(%a) : (tensor<4xi32>) -> tensor<4xi32>
  return %a : tensor<4xi32>
}

// -----

func.func @empty_op_name(%a: tensor<4xi32>) -> tensor<4xi32> {
  // CHECK: fast-path-errors.mlir:[[@LINE+2]]:8: error: 'tosa.' op created with unregistered dialect.
  // expected-error @+1 {{'tosa.' op created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
  %0 = "tosa."(%a) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// Many results and arguments: past the fast path's room (16 results, 64
// arguments) a header is read token by token.
// CHECK-NOT: error:
func.func @many(%a0: tensor<i1>, %a1: tensor<f32>, %a2: tensor<f32>, %a3: tensor<f32>, %a4: tensor<f32>, %a5: tensor<f32>, %a6: tensor<f32>, %a7: tensor<f32>, %a8: tensor<f32>, %a9: tensor<f32>, %a10: tensor<f32>, %a11: tensor<f32>, %a12: tensor<f32>, %a13: tensor<f32>, %a14: tensor<f32>, %a15: tensor<f32>, %a16: tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) {
  %0 = "tosa.select"(%a0, %a1, %a2) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %a16 : tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>
}
