// A function body in custom form may end in the generic form of its return,
// `"func.return"(%x) : (T) -> ()`, as mlir-opt reads it: it is the body's
// terminator (it was "block with no terminator"), checked against the function's
// results as `return` is, and printed in custom form. In a generic func.func
// (every op generic, as --mlir-print-op-generic prints) it stays as written.
// RUN: %tosa2linalg --split-input-file %s 2>&1 | FileCheck %s
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_19 --split-input-file -o /dev/null
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_22 --split-input-file -o /dev/null
// RUN: %tosa2linalg --verify-diagnostics --split-input-file %S/Inputs/generic-return-errors.mlir -o /dev/null
// RUN: %tosa2linalg --verify-only --verify-diagnostics --split-input-file %S/Inputs/generic-return-errors.mlir
// RUN: %mlir_opt_19 --verify-diagnostics --split-input-file %S/Inputs/generic-return-errors.mlir -o /dev/null

// CHECK-LABEL: func.func @custom_body(
// CHECK: math.absf
// CHECK: return %{{.*}}, %arg0 : tensor<2xf32>, tensor<2xf32>
func.func @custom_body(%a: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0 = tosa.abs %a : (tensor<2xf32>) -> tensor<2xf32>
  "func.return"(%0, %a) : (tensor<2xf32>, tensor<2xf32>) -> ()
}

// -----

// CHECK-LABEL: func.func @no_results(
// CHECK-NEXT: return
func.func @no_results(%a: tensor<2xf32>) {
  "func.return"() : () -> ()
}

// -----

// CHECK: "func.func"() <{function_type = (tensor<2xf32>) -> tensor<2xf32>, sym_name = "generic_func"}> ({
// CHECK: math.absf
// CHECK: "func.return"(%{{.*}}) : (tensor<2xf32>) -> ()
"func.func"() <{function_type = (tensor<2xf32>) -> tensor<2xf32>, sym_name = "generic_func"}> ({
^bb0(%a: tensor<2xf32>):
  %0 = "tosa.abs"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  "func.return"(%0) : (tensor<2xf32>) -> ()
}) : () -> ()
