// TosaValidation (mlir-opt's opt-in --tosa-validate pass: profiles, extensions,
// levels) is not part of the ops' verifiers, and tosa2linalg does not apply it
// either: both tools accept these chunks, which the pass would reject
// (docs/op-rules.md, section 12, rows V1-V3; the pass's messages are in the
// VALIDATE lines).
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_22 --split-input-file | FileCheck %s
// RUN: %mlir_opt_22 --split-input-file %s | FileCheck %s
// RUN: %mlir_opt_19 --split-input-file %s | FileCheck %s
// RUN: not %mlir_opt_22 --tosa-validate --split-input-file %s -o /dev/null 2>&1 | FileCheck --check-prefix=VALIDATE %s

// f64 is in no TOSA profile.
// VALIDATE: error: 'tosa.add' op is not profile-aligned: element type 'f64' is not legal
// CHECK-LABEL: func.func @add_f64
func.func @add_f64(%a: tensor<3xf64>) -> tensor<3xf64> {
  %0 = tosa.add %a, %a : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
  return %0 : tensor<3xf64>
}

// -----

// Rank 7 is beyond MAX_RANK of the 8K level.
// VALIDATE: error: 'tosa.sub' op failed level check: operand rank(shape) <= MAX_RANK
// CHECK-LABEL: func.func @sub_rank7
func.func @sub_rank7(%a: tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32> {
  %0 = "tosa.sub"(%a, %a) : (tensor<1x1x1x1x1x1x2xf32>, tensor<1x1x1x1x1x1x2xf32>) -> tensor<1x1x1x1x1x1x2xf32>
  return %0 : tensor<1x1x1x1x1x1x2xf32>
}

// -----

// The LLVM 22 pass also checks each op's operand/result types against the
// specification's supported-data-types tables (mlir-opt-19's has no such
// check): add on i1 is in none of them (upstream invalid.mlir's test_add_i1).
// VALIDATE: error: 'tosa.add' op illegal: operation operand/result data types did not align with any profile or extension, got (i1,i1,i1), did you mean (i32,i32,i32)?
// CHECK-LABEL: func.func @add_i1
func.func @add_i1(%a: tensor<2x1xi1>, %b: tensor<2x3xi1>) -> tensor<2x3xi1> {
  %0 = tosa.add %a, %b : (tensor<2x1xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}
