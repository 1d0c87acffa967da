// The values of LLVM 22's clamp, maximum and minimum attributes as mlir-opt-22
// reads them (docs/op-rules.md, section 12, rows A12, A13, A15):
// - #tosa.nan_mode<...> takes a keyword or a string, PROPAGATE or IGNORE; its
//   parse errors point into the attribute;
// - the custom form's bare word (nan_mode = IGNORE) has its own message, at the
//   token after the word;
// - clamp's min_val / max_val must be integer or float attributes before their
//   type is compared with the input's.
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s
// RUN: %mlir_opt_22 --verify-diagnostics --split-input-file %s | FileCheck %s

func.func @enum_unknown_name(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{expected ::mlir::tosa::NanPropagationMode to be one of: PROPAGATE, IGNORE}}
  // expected-error @+1 {{failed to parse Tosa_NanPropagationModeAttr parameter 'value' which is to be a `::mlir::tosa::NanPropagationMode`}}
  %0 = tosa.maximum %a, %a {nan_mode = #tosa.nan_mode<ignore>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @enum_not_a_word(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{expected valid keyword or string}}
  // expected-error @+1 {{failed to parse Tosa_NanPropagationModeAttr parameter 'value' which is to be a `::mlir::tosa::NanPropagationMode`}}
  %0 = "tosa.minimum"(%a, %a) <{nan_mode = #tosa.nan_mode<1>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @enum_two_words(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected '>'}}
  %0 = tosa.clamp %a {min_val = 0.0 : f32, max_val = 1.0 : f32, nan_mode = #tosa.nan_mode<IGNORE, PROPAGATE>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// a string names the value as well
// CHECK-LABEL: func.func @enum_string
// CHECK: nan_mode = IGNORE
func.func @enum_string(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.maximum %a, %a {nan_mode = #tosa.nan_mode<"IGNORE">} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @bare_word_unknown(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'tosa.maximum' invalid nan_mode value: ignore}}
  %0 = tosa.maximum %a, %a { nan_mode = ignore } : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @bare_word_clamp(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'tosa.clamp' invalid nan_mode value: NONE}}
  %0 = tosa.clamp %a {min_val = 0.0 : f32, max_val = 1.0 : f32, nan_mode = NONE} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @clamp_bound_string(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.clamp' op attribute 'min_val' failed to satisfy constraint: arbitrary integer attribute or arbitrary float attribute}}
  %0 = "tosa.clamp"(%a) <{min_val = "0", max_val = 1.0 : f32}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @clamp_bound_array(%a: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{'tosa.clamp' op attribute 'max_val' failed to satisfy constraint: arbitrary integer attribute or arbitrary float attribute}}
  %0 = tosa.clamp %a {min_val = 0 : i8, max_val = [1 : i8]} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// a bool is an integer attribute (i1)
// CHECK-LABEL: func.func @clamp_bound_bool
func.func @clamp_bound_bool(%a: tensor<4xi1>) -> tensor<4xi1> {
  %0 = tosa.clamp %a {min_val = false, max_val = true} : (tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}
