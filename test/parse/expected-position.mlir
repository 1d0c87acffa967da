// "expected ..." errors point just past the previous token, skipping blank lines
// and comments, where mlir-opt-19 points (its column is given on each CHECK).
// RUN: not %tosa2linalg --split-input-file %s 2>&1 | FileCheck %s
// RUN: not %mlir_opt_19 --split-input-file %s 2>&1 | FileCheck %s --check-prefix=REF

func.func @missing_type(%a: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: expected-position.mlir:[[@LINE+2]]:19: error: expected ':', found 'return'
  // REF: :{{[0-9]+}}:19: error: expected ':'
  %0 = tosa.abs %a

  // a comment between
  return %0 : tensor<4xf32>
}

// -----

func.func @missing_colon(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  // CHECK: expected-position.mlir:[[@LINE+2]]:12: error: expected ',' or ':', found type
  // REF: :{{[0-9]+}}:12: error: expected ':'
  return %0 tensor<4xf32>
}

// -----

func.func @missing_paren(%a: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: expected-position.mlir:[[@LINE+2]]:21: error: expected ')', found ':'
  // REF: :{{[0-9]+}}:21: error: expected ')' to end operand list
  %0 = "tosa.abs"(%a : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A type where a function type must stand: mlir-opt's type parser reports it at
// the type ("expected function type").
func.func @not_function_type(%a: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: expected-position.mlir:[[@LINE+2]]:25: error: expected '(', found type
  // REF: :{{[0-9]+}}:25: error: expected function type
  %0 = "tosa.abs"(%a) : tensor<4xf32>
  return %0 : tensor<4xf32>
}
