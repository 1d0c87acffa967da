// Regions and successors on TOSA ops (docs/op-rules.md, section 12, rows S5,
// S6). Every TOSA op has the ZeroRegions trait, the first trait mlir-opt
// checks: a region list in the generic form gets "requires zero regions" at the
// op, before its operand count. A successor list on an op that is not a
// terminator is rejected by mlir-opt's parser at the '['. Same words in
// mlir-opt-19 and -22.
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s
// RUN: %mlir_opt_19 --verify-diagnostics --split-input-file %s | FileCheck %s
// RUN: %mlir_opt_22 --verify-diagnostics --split-input-file %s | FileCheck %s

func.func @add_region(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.add' op requires zero regions}}
  %0 = "tosa.add"(%a, %a) ({
  ^bb0:
    "tosa.yield"() : () -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @abs_two_empty_regions(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.abs' op requires zero regions}}
  %0 = "tosa.abs"(%a) ({}, {}) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// before the operand count
func.func @sub_one_operand_region(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.sub' op requires zero regions}}
  %0 = "tosa.sub"(%a) ({}) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// after the attribute dictionary of an op with properties
func.func @shift_props_region(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.arithmetic_right_shift' op requires zero regions}}
  %0 = "tosa.arithmetic_right_shift"(%a, %a) <{round = false}> ({}) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// a TOSA op that is not element-wise (carried through) has the trait as well
func.func @reshape_region(%a: tensor<4xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'tosa.reshape' op requires zero regions}}
  %0 = "tosa.reshape"(%a) ({}) {new_shape = array<i64: 2, 2>} : (tensor<4xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// an unknown name is reported first
func.func @unknown_region(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{unregistered operation 'tosa.foo' found in dialect ('tosa') that does not allow unknown operations}}
  %0 = "tosa.foo"(%a) ({}) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @abs_successor(%a: tensor<4xf32>) -> tensor<4xf32> {
  cf.br ^bb1
^bb1:
  // expected-error @+1 {{successors in non-terminator}}
  %0 = "tosa.abs"(%a)[^bb1] : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @no_region
func.func @no_region(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.add"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
