// Issue 18 rows A3 and C4 (docs/op-rules.md section 12).
// A3: an inherent attribute of the wrong kind in the custom form's dictionary.
// mlir-opt reports it at the '{' with the prefix "custom op 'tosa.mul' ";
// tosa2linalg reports every op error at the op, with the rest of the text.
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s
// RUN: not %mlir_opt_19 --split-input-file %s -o /dev/null 2>&1 | FileCheck --check-prefix=REF19 %s

// REF19: error: custom op 'tosa.mul' 'tosa.mul' op attribute 'shift' failed to satisfy constraint: 8-bit signless integer attribute
func.func @mul_shift_float(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tosa.mul' op attribute 'shift' failed to satisfy constraint: 8-bit signless integer attribute}}
  %0 = tosa.mul %a, %b {shift = 1.0 : f32} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
