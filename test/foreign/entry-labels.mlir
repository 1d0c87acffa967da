// An explicit entry-block label is read in any region where mlir-opt takes one:
// the `^bb0:` of a module in generic form (mlir-opt --mlir-print-op-generic prints
// an empty module so, as it prints an empty or comment-only file), of a function
// in generic form (with its arguments), of nested regions, of a `module {` (dropped:
// an unnamed one is printed as the implicit module), of a function without
// arguments. The TOSA ops in them are lowered; mlir-opt-19 and -22 read the output.
// RUN: %tosa2linalg --split-input-file %s | FileCheck %s
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_19 --split-input-file -o /dev/null
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_22 --split-input-file -o /dev/null
// RUN: echo '// only a comment' | %mlir_opt_19 --mlir-print-op-generic | %tosa2linalg | %mlir_opt_19 -o /dev/null
// RUN: echo '// only a comment' | %mlir_opt_22 --mlir-print-op-generic | %tosa2linalg | %mlir_opt_22 -o /dev/null

// CHECK: "builtin.module"() ({
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: }) : () -> ()
"builtin.module"() ({
^bb0:
}) : () -> ()

// -----

// CHECK: "builtin.module"() ({
// CHECK-NEXT: ^bb0:
// CHECK-NEXT:   "func.func"() <{function_type = (tensor<2xf32>, i1) -> tensor<2xf32>, sym_name = "f"}> ({
// CHECK-NEXT:   ^bb0(%[[A:.*]]: tensor<2xf32>, %[[C:.*]]: i1):
// CHECK:          %[[S:.*]] = linalg.generic
// CHECK:          "scf.if"(%[[C]]) ({
// CHECK-NEXT:     ^bb0:
// CHECK:            linalg.generic
// CHECK:            "scf.yield"() : () -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:     ^bb0:
// CHECK-NEXT:       "scf.yield"() : () -> ()
// CHECK-NEXT:     }) : (i1) -> ()
// CHECK-NEXT:     "func.return"(%[[S]]) : (tensor<2xf32>) -> ()
"builtin.module"() ({
^bb0:
  "func.func"() <{function_type = (tensor<2xf32>, i1) -> tensor<2xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<2xf32>, %arg1: i1):
    %0 = "tosa.add"(%arg0, %arg0) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "scf.if"(%arg1) ({
    ^bb0:
      %1 = "tosa.abs"(%0) : (tensor<2xf32>) -> tensor<2xf32>
      "scf.yield"() : () -> ()
    }, {
    ^bb0:
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "func.return"(%0) : (tensor<2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// CHECK: "builtin.module"() ({
// CHECK-NEXT: ^bb0:
// CHECK-NEXT:   "builtin.module"() ({
// CHECK-NEXT:   ^bb0:
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
"builtin.module"() ({
^bb0:
  "builtin.module"() ({
  ^bb0:
  }) : () -> ()
}) : () -> ()

// -----

// CHECK-NOT: ^bb0
// CHECK: func.func @g(
// CHECK: linalg.generic
module {
^bb0:
  func.func @g(%a: tensor<2xf32>) -> tensor<2xf32> {
    %0 = tosa.abs %a : (tensor<2xf32>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}

// -----

// CHECK: module @m {
// CHECK-NEXT: }
module @m {
^bb0:
}

// -----

// CHECK: func.func @h() -> tensor<2xf32> {
// CHECK-NEXT: ^bb0:
// CHECK: linalg.generic
func.func @h() -> tensor<2xf32> {
^bb0:
  %0 = "tosa.const"() <{value = dense<1.0> : tensor<2xf32>}> : () -> tensor<2xf32>
  %1 = tosa.abs %0 : (tensor<2xf32>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}
