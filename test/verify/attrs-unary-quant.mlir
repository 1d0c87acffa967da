// The parameters of tosa.negate's quantization_info, #tosa.unary_quant<...>
// (LLVM 19), as mlir-opt-19's attribute parser reads them (docs/op-rules.md,
// section 12, row A11): both input_zp and output_zp, each once, in either
// order, each an int64 (decimal or 0x, optional '-', true = -1, false = 0);
// its messages at its places (a missing ',' just past the previous token,
// an unknown or repeated name at its value). These were accepted before (a
// missing zero point read as 0, a 0x or true value misread).
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s
// RUN: %mlir_opt_19 --verify-diagnostics --split-input-file %s | FileCheck %s
// The values of accepted spellings: attrs-unary-quant-values.mlir.

func.func @missing_output_zp(%a: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{expected ','}}
  %0 = tosa.negate %a {quantization_info = #tosa.unary_quant<input_zp = 1>} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @missing_input_zp(%a: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{expected ','}}
  %0 = "tosa.negate"(%a) {quantization_info = #tosa.unary_quant<output_zp = 1>} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @empty(%a: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+2 {{expected valid keyword}}
  // expected-error @+1 {{expected a parameter name in struct}}
  %0 = tosa.negate %a {quantization_info = #tosa.unary_quant<>} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @unknown_name(%a: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{duplicate or unknown struct parameter name: zp}}
  %0 = tosa.negate %a {quantization_info = #tosa.unary_quant<input_zp = 1, zp = 2>} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @repeated_name(%a: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{duplicate or unknown struct parameter name: input_zp}}
  %0 = tosa.negate %a {quantization_info = #tosa.unary_quant<input_zp = 1, input_zp = 2>} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @third_parameter(%a: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{expected '>'}}
  %0 = tosa.negate %a {quantization_info = #tosa.unary_quant<input_zp = 1, output_zp = 2, output_zp = 3>} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @no_equals(%a: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{expected '='}}
  %0 = tosa.negate %a {quantization_info = #tosa.unary_quant<input_zp 1, output_zp = 2>} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @typed_value(%a: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{expected ','}}
  %0 = tosa.negate %a {quantization_info = #tosa.unary_quant<input_zp = 1 : i8, output_zp = 2>} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @float_value(%a: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+2 {{expected integer value}}
  // expected-error @+1 {{failed to parse Tosa_UnaryOpQuantizationAttr parameter 'input_zp' which is to be a `int64_t`}}
  %0 = tosa.negate %a {quantization_info = #tosa.unary_quant<input_zp = 1.5, output_zp = 2>} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @string_value(%a: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+2 {{expected integer value}}
  // expected-error @+1 {{failed to parse Tosa_UnaryOpQuantizationAttr parameter 'output_zp' which is to be a `int64_t`}}
  %0 = tosa.negate %a {quantization_info = #tosa.unary_quant<input_zp = 1, output_zp = "2">} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

func.func @too_large(%a: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+2 {{integer value too large}}
  // expected-error @+1 {{failed to parse Tosa_UnaryOpQuantizationAttr parameter 'input_zp' which is to be a `int64_t`}}
  %0 = tosa.negate %a {quantization_info = #tosa.unary_quant<input_zp = 18446744073709551616, output_zp = 0>} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// on a later line of a multi-line attribute
func.func @multi_line(%a: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+3 {{duplicate or unknown struct parameter name: out_zp}}
  %0 = tosa.negate %a {quantization_info = #tosa.unary_quant<
         input_zp = 1,
         out_zp = 2>} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// in an alias definition: reported there
// expected-error @+1 {{expected ','}}
#q = #tosa.unary_quant<input_zp = 1>
func.func @alias(%a: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.negate %a {quantization_info = #q} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK-LABEL: func.func @reversed_order
func.func @reversed_order(%a: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.negate %a {quantization_info = #tosa.unary_quant<output_zp = 0x7, input_zp = -3>} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
