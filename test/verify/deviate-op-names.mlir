// DELIBERATE DIFFERENCE from mlir-opt-19: the names of integer division.
// TOSA's INTDIV is spelled tosa.div in the RFC, tosa.int_div in LLVM 19 and
// tosa.intdiv in LLVM 22; tosa2linalg accepts all three as the same op (see
// README.md), while mlir-opt-19 knows only tosa.int_div (op-structure.mlir).
// RUN: %tosa2linalg --verify-only --split-input-file %s
// RUN: %tosa2linalg --split-input-file %s | FileCheck --check-prefix=OURS %s
// Reference: mlir-opt-19 does not know these names.
// RUN: not %mlir_opt_19 --split-input-file %s -o /dev/null 2>&1 | FileCheck --check-prefix=REF19 %s

// REF19: error: unregistered operation 'tosa.div' found in dialect ('tosa') that does not allow unknown operations
// OURS-LABEL: func.func @tosa_div
// OURS: arith.divsi
func.func @tosa_div(%a: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.div"(%a, %a) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// REF19: error: unregistered operation 'tosa.intdiv' found in dialect ('tosa') that does not allow unknown operations
// OURS-LABEL: func.func @tosa_intdiv
// OURS: arith.divsi
func.func @tosa_intdiv(%a: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.intdiv"(%a, %a) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
