// Attributes of the element-wise ops as mlir-opt-19 checks them (generic form,
// attributes in the {...} attribute dictionary). See docs/op-rules.md.
//   clamp:  min_int, max_int : i64 (IntegerAttr of type i64; a bare integer
//           literal is i64); min_fp, max_fp : any FloatAttr (a bare float
//           literal is f64). All four required. Missing ones are reported in
//           the order max_fp, max_int, min_fp, min_int.
//   mul:    shift : i8, required.
//   arithmetic_right_shift: round : bool (true/false, or 0/1 : i1), required.
//   negate: quantization_info : #tosa.unary_quant<input_zp = N, output_zp = M>, optional.
// Any other attribute name is accepted and ignored, on every op.
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s
// RUN: %mlir_opt_19 --verify-diagnostics --split-input-file %s | FileCheck %s

// CHECK-LABEL: func.func @clamp_ok
func.func @clamp_ok(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @clamp_ok_int
func.func @clamp_ok_int(%a: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// untyped literals: integers are i64, floats f64 (f64 is wider than f32: accepted)
// CHECK-LABEL: func.func @clamp_untyped_literals
func.func @clamp_untyped_literals(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.clamp"(%a) {min_int = 0, max_int = 1, min_fp = 0.0, max_fp = 1.0} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// min > max is not checked
// CHECK-LABEL: func.func @clamp_reversed_bounds
func.func @clamp_reversed_bounds(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.clamp"(%a) {min_int = 5 : i64, max_int = 1 : i64, min_fp = 3.0 : f32, max_fp = 1.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @clamp_missing_min_int(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.clamp' op requires attribute 'min_int'}}
  %0 = "tosa.clamp"(%a) {max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @clamp_missing_max_int(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.clamp' op requires attribute 'max_int'}}
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @clamp_missing_min_fp(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.clamp' op requires attribute 'min_fp'}}
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, max_fp = 1.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @clamp_missing_max_fp(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.clamp' op requires attribute 'max_fp'}}
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// all missing: max_fp is reported (alphabetical order)
func.func @clamp_missing_all(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.clamp' op requires attribute 'max_fp'}}
  %0 = "tosa.clamp"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @clamp_missing_ints(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.clamp' op requires attribute 'max_int'}}
  %0 = "tosa.clamp"(%a) {min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// missing attributes are reported before operand types
func.func @clamp_missing_attr_before_operand_type(%a: tensor<4xsi8>) -> tensor<4xsi8> {
  // expected-error @+1 {{'tosa.clamp' op requires attribute 'max_fp'}}
  %0 = "tosa.clamp"(%a) : (tensor<4xsi8>) -> tensor<4xsi8>
  return %0 : tensor<4xsi8>
}

// -----

func.func @clamp_min_int_i32(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.clamp' op attribute 'min_int' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = "tosa.clamp"(%a) {min_int = 0 : i32, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @clamp_max_int_ui64(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.clamp' op attribute 'max_int' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : ui64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @clamp_max_int_si64(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.clamp' op attribute 'max_int' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : si64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @clamp_min_int_float(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.clamp' op attribute 'min_int' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = "tosa.clamp"(%a) {min_int = 0.0 : f32, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @clamp_min_int_bool(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.clamp' op attribute 'min_int' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = "tosa.clamp"(%a) {min_int = true, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @clamp_min_int_string(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.clamp' op attribute 'min_int' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = "tosa.clamp"(%a) {min_int = "0", max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @clamp_min_fp_int(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.clamp' op attribute 'min_fp' failed to satisfy constraint: arbitrary float attribute}}
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0 : i32, max_fp = 1.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @clamp_max_fp_string(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.clamp' op attribute 'max_fp' failed to satisfy constraint: arbitrary float attribute}}
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = "x"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// several bad attributes: the first in declaration order (min_int, max_int, min_fp, max_fp)
func.func @clamp_two_bad_attrs(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.clamp' op attribute 'max_int' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i32, min_fp = 0 : i32, max_fp = 1.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// float input: min_fp and max_fp must have the same type, and that type must be
// the input element type or a float type of greater bit width
// CHECK-LABEL: func.func @clamp_fp_f16_attrs_f32
func.func @clamp_fp_f16_attrs_f32(%a: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK-LABEL: func.func @clamp_fp_f32_attrs_f64
func.func @clamp_fp_f32_attrs_f64(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f64, max_fp = 1.0 : f64} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @clamp_fp_bf16_attrs_f32
func.func @clamp_fp_bf16_attrs_f32(%a: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

func.func @clamp_fp_f32_attrs_f16(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.clamp' op min/max attributes types are incompatible with input/output element types.}}
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f16, max_fp = 1.0 : f16} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// same width, different type: rejected
func.func @clamp_fp_f16_attrs_bf16(%a: tensor<4xf16>) -> tensor<4xf16> {
  // expected-error @+1 {{'tosa.clamp' op min/max attributes types are incompatible with input/output element types.}}
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : bf16, max_fp = 1.0 : bf16} : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

func.func @clamp_fp_bf16_attrs_f16(%a: tensor<4xbf16>) -> tensor<4xbf16> {
  // expected-error @+1 {{'tosa.clamp' op min/max attributes types are incompatible with input/output element types.}}
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f16, max_fp = 1.0 : f16} : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

func.func @clamp_fp_attrs_differ(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.clamp' op min/max attributes types are incompatible with input/output element types.}}
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f64} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @clamp_fp_attrs_differ_wider(%a: tensor<4xf16>) -> tensor<4xf16> {
  // expected-error @+1 {{'tosa.clamp' op min/max attributes types are incompatible with input/output element types.}}
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f64} : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// integer input: the float attribute types are not checked
// CHECK-LABEL: func.func @clamp_int_any_fp_attrs
func.func @clamp_int_any_fp_attrs(%a: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f16, max_fp = 1.0 : f64} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK-LABEL: func.func @clamp_extra_attr
func.func @clamp_extra_attr(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32, foo = 1 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @mul_shift_ok
func.func @mul_shift_ok(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i8} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// any i8 value is accepted by mlir-opt-19 (also on floats and above 63, which
// tosa2linalg rejects: see deviate-lowering-failures.mlir); a negative shift
// works as 0
// CHECK-LABEL: func.func @mul_shift_nonzero
func.func @mul_shift_nonzero(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.mul"(%a, %b) {shift = 31 : i8} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @mul_shift_negative
func.func @mul_shift_negative(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.mul"(%a, %b) {shift = -1 : i8} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @mul_missing_shift(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.mul' op requires attribute 'shift'}}
  %0 = "tosa.mul"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @mul_missing_shift_before_types(%a: tensor<4xsi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.mul' op requires attribute 'shift'}}
  %0 = "tosa.mul"(%a, %b) : (tensor<4xsi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @mul_shift_i32(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.mul' op attribute 'shift' failed to satisfy constraint: 8-bit signless integer attribute}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : i32} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// an untyped integer literal is i64
func.func @mul_shift_untyped(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.mul' op attribute 'shift' failed to satisfy constraint: 8-bit signless integer attribute}}
  %0 = "tosa.mul"(%a, %b) {shift = 0} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @mul_shift_ui8(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.mul' op attribute 'shift' failed to satisfy constraint: 8-bit signless integer attribute}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : ui8} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @mul_shift_si8(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.mul' op attribute 'shift' failed to satisfy constraint: 8-bit signless integer attribute}}
  %0 = "tosa.mul"(%a, %b) {shift = 0 : si8} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @mul_shift_float(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.mul' op attribute 'shift' failed to satisfy constraint: 8-bit signless integer attribute}}
  %0 = "tosa.mul"(%a, %b) {shift = 1.0 : f32} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @mul_shift_bool(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.mul' op attribute 'shift' failed to satisfy constraint: 8-bit signless integer attribute}}
  %0 = "tosa.mul"(%a, %b) {shift = false} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @ars_round_true
func.func @ars_round_true(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.arithmetic_right_shift"(%a, %b) {round = true} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @ars_round_false
func.func @ars_round_false(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.arithmetic_right_shift"(%a, %b) {round = false} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// 1 : i1 is the same attribute as true
// CHECK-LABEL: func.func @ars_round_i1
func.func @ars_round_i1(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.arithmetic_right_shift"(%a, %b) {round = 1 : i1} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @ars_missing_round(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.arithmetic_right_shift' op requires attribute 'round'}}
  %0 = "tosa.arithmetic_right_shift"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @ars_round_i32(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.arithmetic_right_shift' op attribute 'round' failed to satisfy constraint: bool attribute}}
  %0 = "tosa.arithmetic_right_shift"(%a, %b) {round = 1 : i32} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @ars_round_untyped(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.arithmetic_right_shift' op attribute 'round' failed to satisfy constraint: bool attribute}}
  %0 = "tosa.arithmetic_right_shift"(%a, %b) {round = 1} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @ars_round_string(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.arithmetic_right_shift' op attribute 'round' failed to satisfy constraint: bool attribute}}
  %0 = "tosa.arithmetic_right_shift"(%a, %b) {round = "true"} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// a bare name is a unit attribute
func.func @ars_round_unit(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.arithmetic_right_shift' op attribute 'round' failed to satisfy constraint: bool attribute}}
  %0 = "tosa.arithmetic_right_shift"(%a, %b) {round} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @negate_quant
func.func @negate_quant(%a: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.negate"(%a) {quantization_info = #tosa.unary_quant<input_zp = 1, output_zp = -2>} : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// accepted on any element type
// CHECK-LABEL: func.func @negate_quant_float
func.func @negate_quant_float(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.negate"(%a) {quantization_info = #tosa.unary_quant<input_zp = 0, output_zp = 0>} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @negate_quant_int(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.negate' op attribute 'quantization_info' failed to satisfy constraint: Attribute for UnaryOp quantization information.}}
  %0 = "tosa.negate"(%a) {quantization_info = 1 : i32} : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @negate_quant_wrong_kind(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.negate' op attribute 'quantization_info' failed to satisfy constraint: Attribute for UnaryOp quantization information.}}
  %0 = "tosa.negate"(%a) {quantization_info = #tosa.conv_quant<input_zp = 1, weight_zp = 2>} : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// attributes an op does not define are accepted and ignored
// CHECK-LABEL: func.func @abs_foreign_quant
func.func @abs_foreign_quant(%a: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.abs"(%a) {quantization_info = #tosa.unary_quant<input_zp = 1, output_zp = 2>} : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @add_foreign_shift
func.func @add_foreign_shift(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.add"(%a, %b) {shift = 1 : i8} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @cast_unit_attr
func.func @cast_unit_attr(%a: tensor<4xi32>) -> tensor<4xf32> {
  %0 = "tosa.cast"(%a) {foo} : (tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @sub_string_attr
func.func @sub_string_attr(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.sub"(%a, %b) {note = "hello", round = 3 : i32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// tf32 counts as 32 bits wide: f32 attributes are not wider (from
// elemtype-other-widths.mlir)
func.func @clamp_tf32_attrs_f32(%a: tensor<2xtf32>) -> tensor<2xtf32> {
  // expected-error @+1 {{'tosa.clamp' op min/max attributes types are incompatible with input/output element types.}}
  %0 = "tosa.clamp"(%a) {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<2xtf32>) -> tensor<2xtf32>
  return %0 : tensor<2xtf32>
}
