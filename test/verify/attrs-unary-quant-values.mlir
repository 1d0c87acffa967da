// Zero points of #tosa.unary_quant<...> in the spellings mlir-opt-19 accepts
// (either order, 0x, true = -1, false = 0) are lowered with mlir-opt-19's
// values (docs/op-rules.md, section 12, row A11; the lowering read 0x7 and
// true as 0 before): the constant is input_zp + output_zp.
// RUN: %tosa2linalg --split-input-file %s | FileCheck --check-prefix=LOWER %s
// RUN: %t2l_19 --split-input-file %s | FileCheck --check-prefix=LOWER %s
// RUN: %mlir_opt_19 --split-input-file %s | FileCheck --check-prefix=REF19 %s

// REF19-LABEL: func.func @reversed_hex
// LOWER-LABEL: func.func @reversed_hex
// LOWER: arith.constant 4 : i16
func.func @reversed_hex(%a: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.negate %a {quantization_info = #tosa.unary_quant<output_zp = 0x7, input_zp = -3>} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// REF19-LABEL: func.func @true_false
// LOWER-LABEL: func.func @true_false
// LOWER: arith.constant -1 : i16
func.func @true_false(%a: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.negate %a {quantization_info = #tosa.unary_quant<input_zp = true, output_zp = false>} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
