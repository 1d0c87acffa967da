// tosa.const in TOSA 1.0's form (`values`): its literal's type is static and is
// the shape its nesting gives (parse errors of mlir-opt's, at the literal), its
// result has the literal's shape and element type (passes/verify_ops.c,
// check_const). The tool lowered each of these into output no mlir-opt reads.
// The last RUN holds mlir-opt-22 to the same; const-llvm19.mlir has `value`.
// RUN: %tosa2linalg --verify-only --verify-diagnostics --split-input-file %s
// RUN: %tosa2linalg --verify-diagnostics --split-input-file %s -o /dev/null
// RUN: %mlir_opt_22 --verify-diagnostics --split-input-file %s -o /dev/null

func.func @result_shape() -> tensor<4x4xi32> {
  // expected-error @+1 {{'tosa.const' op failed to verify that all of {values, output} have same shape}}
  %0 = "tosa.const"() <{values = dense<[[3, 2, 1, 0], [1, 3, 0, 2]]> : tensor<2x4xi32>}> : () -> tensor<4x4xi32>
  return %0 : tensor<4x4xi32>
}

// -----

func.func @dynamic_result() -> tensor<?x4xi32> {
  // expected-error @+1 {{'tosa.const' op failed to verify that all of {values, output} have same shape}}
  %0 = "tosa.const"() <{values = dense<[[3, 2, 1, 0], [1, 3, 0, 2]]> : tensor<2x4xi32>}> : () -> tensor<?x4xi32>
  return %0 : tensor<?x4xi32>
}

// -----

func.func @element_type() -> tensor<2xi16> {
  // expected-error @+1 {{'tosa.const' op expected same attr/result element types}}
  %0 = "tosa.const"() <{values = dense<[1, 2]> : tensor<2xi32>}> : () -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// -----

func.func @literal_shape() -> tensor<4x4xi32> {
  // expected-error @+1 {{inferred shape of elements literal ([2, 4]) does not match type ([4, 4])}}
  %0 = "tosa.const"() <{values = dense<[[3, 2, 1, 0], [1, 3, 0, 2]]> : tensor<4x4xi32>}> : () -> tensor<4x4xi32>
  return %0 : tensor<4x4xi32>
}

// -----

func.func @literal_rank() -> tensor<2x2xf32> {
  // expected-error @+1 {{inferred shape of elements literal ([4]) does not match type ([2, 2])}}
  %0 = "tosa.const"() <{values = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @dynamic_literal() -> tensor<1xf32> {
  // expected-error @+1 {{elements literal type must have static shape}}
  %0 = "tosa.const"() <{values = dense<0.0> : tensor<?xf32>}> : () -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
