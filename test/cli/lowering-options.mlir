// What is lowered by default, with --elementwise-only (version 0.2's output: only
// the element-wise ops and tosa.const) and with --no-tosa-left (a TOSA op left is an
// error naming it, and saying why where the tool refused to lower it).
// RUN: %tosa2linalg %s | FileCheck %s --check-prefix=FULL
// RUN: %tosa2linalg %s | %mlir_opt_19 -o /dev/null
// RUN: %tosa2linalg --elementwise-only %s | FileCheck %s --check-prefix=EW
// RUN: not %tosa2linalg --no-tosa-left %s 2>&1 | FileCheck %s --check-prefix=LEFT

// FULL-LABEL: func.func @f
// FULL: tensor.collapse_shape
// FULL: linalg.generic
// FULL: "tosa.pad"
// FULL: linalg.batch_matmul
// FULL: "tosa.custom"
// EW-LABEL: func.func @f
// EW: "tosa.reshape"
// EW: linalg.generic
// EW: "tosa.pad"
// EW: "tosa.matmul"
// EW: "tosa.custom"
// LEFT-NOT: reshape
// (a refused op is named while no earlier error has stopped the lowering)
// LEFT: lowering-options.mlir:[[@LINE+6]]:8: error: 'tosa.pad' op cannot lower a pad whose padding is not a constant
// LEFT: lowering-options.mlir:[[@LINE+7]]:8: error: failed to legalize operation 'tosa.custom'

func.func @f(%a: tensor<1x2x3xf32>, %b: tensor<1x3x4xf32>, %p: tensor<3x2xi32>) -> (tensor<6xf32>, tensor<1x2x4xf32>, tensor<1x2x3xf32>, tensor<1x2x3xf32>) {
  %0 = tosa.reshape %a {new_shape = array<i64: 6>} : (tensor<1x2x3xf32>) -> tensor<6xf32>
  %1 = tosa.abs %0 : (tensor<6xf32>) -> tensor<6xf32>
  %3 = tosa.pad %a, %p : (tensor<1x2x3xf32>, tensor<3x2xi32>) -> tensor<1x2x3xf32>
  %2 = tosa.matmul %a, %b : (tensor<1x2x3xf32>, tensor<1x3x4xf32>) -> tensor<1x2x4xf32>
  %4 = tosa.custom %a {domain_name = "d", operator_name = "op", implementation_attrs = ""} : (tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  return %1, %2, %3, %4 : tensor<6xf32>, tensor<1x2x4xf32>, tensor<1x2x3xf32>, tensor<1x2x3xf32>
}
