// An op's function type `(T, T) -> T` of known tensor types is read as one token
// (lexer/fast_paths.c: lex_known_function_type); every other spelling token by
// token. Both give the same type: the ops below print the same, and the errors
// after a prefix the fast path would take stay where the token-by-token parse
// puts them.
// RUN: %tosa2linalg --passes=none --split-input-file %s | FileCheck %s
// RUN: %tosa2linalg --passes=none --split-input-file %s | %mlir_opt_19 --allow-unregistered-dialect --split-input-file -o /dev/null
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_22 --allow-unregistered-dialect --split-input-file -o /dev/null
// RUN: not %tosa2linalg --verify-only %S/Inputs/function-type-errors.mlir --split-input-file 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK-LABEL: func.func @spellings
func.func @spellings(%a: tensor<4xf32>, %b: tensor<?xf32>) -> tensor<4xf32> {
  // CHECK: %0 = "tosa.add"(%arg0, %arg1) : (tensor<4xf32>, tensor<?xf32>) -> tensor<4xf32>
  %0 = "tosa.add"(%a, %b) : (tensor<4xf32>, tensor<?xf32>) -> tensor<4xf32>
  // CHECK: %1 = "tosa.add"(%0, %arg1) : (tensor<4xf32>, tensor<?xf32>) -> tensor<4xf32>
  %1 = "tosa.add"(%0, %b) : (tensor<4xf32>,tensor<?xf32>)->tensor<4xf32>
  // CHECK: %2 = "tosa.add"(%1, %arg1) : (tensor<4xf32>, tensor<?xf32>) -> tensor<4xf32>
  %2 = "tosa.add"(%1, %b) : (tensor<4xf32>, tensor<?xf32>) -> (tensor<4xf32>)
  // CHECK: %3 = "tosa.add"(%2, %arg1) : (tensor<4xf32>, tensor<?xf32>) -> tensor<4xf32>
  %3 = "tosa.add"(%2, %b) : ( tensor<4xf32> , tensor<?xf32> ) -> tensor<4xf32>
  // CHECK: %4 = "test.none"() : () -> tensor<4xf32>
  %4 = "test.none"() : () -> tensor<4xf32>
  // CHECK: %5 = "test.nine"(%0, %0, %0, %0, %0, %0, %0, %0, %0) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %5 = "test.nine"(%0, %0, %0, %0, %0, %0, %0, %0, %0) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  // CHECK: %6:2 = "test.two"(%5) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<?xf32>)
  %6:2 = "test.two"(%5) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<?xf32>)
  // CHECK: %7 = "test.fn_arg"(%5) : (tensor<4xf32>) -> ((tensor<4xf32>) -> tensor<4xf32>)
  %7 = "test.fn_arg"(%5) : (tensor<4xf32>) -> ((tensor<4xf32>) -> tensor<4xf32>)
  // CHECK: "test.attr"() {t = (tensor<4xf32>) -> tensor<4xf32>, v = 1 : i32} : () -> ()
  "test.attr"() {t = (tensor<4xf32>) -> tensor<4xf32>, v = 1 : i32} : () -> ()
  // CHECK: %8 = "tosa.abs"(%3) : (tensor<4xf32>) -> tensor<4xf32>
  %8 = "tosa.abs"(%3) : (tensor<4xf32>) -> tensor<4xf32> loc("x.py":1:2)
  return %8 : tensor<4xf32>
}

// -----

// A function-typed argument and a call whose type is read at once.
// CHECK-LABEL: func.func private @takes_fn(tensor<4xf32>, (tensor<4xf32>) -> tensor<4xf32>)
func.func private @takes_fn(%x: tensor<4xf32>, %f: (tensor<4xf32>) -> tensor<4xf32>)
// CHECK-LABEL: func.func @caller
func.func @caller(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: %0 = call @id(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  %0 = func.call @id(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @id(tensor<4xf32>) -> tensor<4xf32>

// The errors, each after a prefix the fast path reads, where the token-by-token
// parse reports them (Inputs/function-type-errors.mlir):
// ERR: function-type-errors.mlir:5:57: error: expected operation name in quotes
// ERR: function-type-errors.mlir:13:53: error: invalid element type in tensor type
// ERR: function-type-errors.mlir:21:57: error: expected operation name in quotes
// ERR: function-type-errors.mlir:29:8: error: expected 1 operand type but had 2
// ERR-NOT: error
