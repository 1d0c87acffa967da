// DELIBERATE DIFFERENCE from mlir-opt-19: quantized element types
// (!quant.uniform<...>) are in LLVM 19's "number" class, so its verifiers
// accept element-wise ops on them, but its tosa-to-linalg lowering fails on
// every one ("failed to legalize", LOWER19 lines); tosa2linalg rejects them with
// its type message (docs/op-rules.md, section 12, row T6). The LLVM 19 rules
// that do apply are kept as mlir-opt-19 applies them: ClampOp::verify compares
// a per-tensor quantized type by its storage type (so clamp does not get the
// float-bound or element-type messages), MulOp's trait sends a non-integer
// result to the same-element-type rule and does not size-check quantized
// operands. LLVM 22's clamp reads min_val/max_val against the storage type
// (u8 as ui8): wrong bounds keep its message (ERR22), right ones reach the
// type rejection (mlir-opt-22 accepts them, REF22 lines).
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s
// RUN: not %mlir_opt_19 --split-input-file %s 2>/dev/null | FileCheck --check-prefix=REF19 %s
// RUN: not %t2l_19 --split-input-file %s 2>&1 | FileCheck --check-prefix=LOWER19 %s
// RUN: not %mlir_opt_22 --split-input-file %s 2>/dev/null | FileCheck --check-prefix=REF22 %s
// RUN: not %mlir_opt_22 --split-input-file %s 2>&1 >/dev/null | FileCheck --check-prefix=ERR22 %s

// REF19-LABEL: func.func @add_q
// LOWER19: error: failed to legalize operation 'tosa.add'
func.func @add_q(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 0.5>> {
  // expected-error @+1 {{'tosa.add' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<4x!quant.uniform<i8:f32, 0.5>>'}}
  %0 = tosa.add %a, %a : (tensor<4x!quant.uniform<i8:f32, 0.5>>, tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 0.5>>
}

// -----

// clamp: the float bounds are not looked at (the storage type is an integer)
// REF19-LABEL: func.func @clamp_q
// LOWER19: error: failed to legalize operation 'tosa.clamp'
func.func @clamp_q(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 0.5>> {
  // expected-error @+1 {{'tosa.clamp' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<4x!quant.uniform<i8:f32, 0.5>>'}}
  %0 = tosa.clamp %a {min_int = -1 : i64, max_int = 5 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32} : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 0.5>>
}

// -----

// clamp: a quantized i8 input and an i8 output are "the same" element type
// REF19-LABEL: func.func @clamp_q_to_i8
// LOWER19: error: failed to legalize operation 'tosa.clamp'
func.func @clamp_q_to_i8(%a: tensor<4x!quant.uniform<u8:f32, 0.5:128>>) -> tensor<4xi8> {
  // expected-error @+1 {{'tosa.clamp' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<4x!quant.uniform<u8:f32, 0.5:128>>'}}
  %0 = tosa.clamp %a {min_int = 0 : i64, max_int = 5 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32} : (tensor<4x!quant.uniform<u8:f32, 0.5:128>>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// mul: an integer result of quantized operands passes LLVM 19's trait
// REF19-LABEL: func.func @mul_q_to_i32
// LOWER19: error: failed to legalize operation 'tosa.mul'
func.func @mul_q_to_i32(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.mul' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<4x!quant.uniform<i8:f32, 0.5>>'}}
  %0 = tosa.mul %a, %a {shift = 0 : i8} : (tensor<4x!quant.uniform<i8:f32, 0.5>>, tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// mul: a quantized result must be the operands' type (as mlir-opt-19)
// LOWER19: error: 'tosa.mul' op requires the same element type for all operands and results
func.func @mul_q_to_q32(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i32:f32, 0.25>> {
  // expected-error @+1 {{'tosa.mul' op requires the same element type for all operands and results}}
  %0 = tosa.mul %a, %a {shift = 0 : i8} : (tensor<4x!quant.uniform<i8:f32, 0.5>>, tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i32:f32, 0.25>>
  return %0 : tensor<4x!quant.uniform<i32:f32, 0.25>>
}

// -----

// REF19-LABEL: func.func @negate_q
// LOWER19: error: failed to legalize operation 'tosa.negate'
func.func @negate_q(%a: tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>> {
  // expected-error @+1 {{'tosa.negate' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<4x!quant.uniform<i8:f32, 0.5:3>>'}}
  %0 = tosa.negate %a {quantization_info = #tosa.unary_quant<input_zp = 3, output_zp = 3>} : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 0.5:3>>
}

// -----

// LLVM 22 form: bounds of the storage type
// REF22-LABEL: func.func @clamp_q22
func.func @clamp_q22(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 0.5>> {
  // expected-error @+1 {{'tosa.clamp' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<4x!quant.uniform<i8:f32, 0.5>>'}}
  %0 = tosa.clamp %a {min_val = 0 : i8, max_val = 5 : i8} : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 0.5>>
}

// -----

// REF22-LABEL: func.func @clamp_qu22
func.func @clamp_qu22(%a: tensor<4x!quant.uniform<u8:f32, 0.5:128>>) -> tensor<4x!quant.uniform<u8:f32, 0.5:128>> {
  // expected-error @+1 {{'tosa.clamp' op operand #0 must be tensor of i1, i8, i16, i32, i64, f16, bf16, f32 or f64 values, but got 'tensor<4x!quant.uniform<u8:f32, 0.5:128>>'}}
  %0 = tosa.clamp %a {min_val = 0 : ui8, max_val = 255 : ui8} : (tensor<4x!quant.uniform<u8:f32, 0.5:128>>) -> tensor<4x!quant.uniform<u8:f32, 0.5:128>>
  return %0 : tensor<4x!quant.uniform<u8:f32, 0.5:128>>
}

// -----

// ERR22: error: 'tosa.clamp' op min/max attributes types are incompatible with input/output element types.
func.func @clamp_q22_wide_bounds(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 0.5>> {
  // expected-error @+1 {{'tosa.clamp' op min/max attributes types are incompatible with input/output element types.}}
  %0 = tosa.clamp %a {min_val = 0 : i16, max_val = 5 : i16} : (tensor<4x!quant.uniform<i8:f32, 0.5>>) -> tensor<4x!quant.uniform<i8:f32, 0.5>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 0.5>>
}

// -----

// ERR22: error: 'tosa.clamp' op min/max attributes types are incompatible with input/output element types.
func.func @clamp_qu22_signless_bounds(%a: tensor<4x!quant.uniform<u8:f32, 0.5:128>>) -> tensor<4x!quant.uniform<u8:f32, 0.5:128>> {
  // expected-error @+1 {{'tosa.clamp' op min/max attributes types are incompatible with input/output element types.}}
  %0 = tosa.clamp %a {min_val = 0 : i8, max_val = 5 : i8} : (tensor<4x!quant.uniform<u8:f32, 0.5:128>>) -> tensor<4x!quant.uniform<u8:f32, 0.5:128>>
  return %0 : tensor<4x!quant.uniform<u8:f32, 0.5:128>>
}
