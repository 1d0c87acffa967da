// Scalar bodies of tosa.cast for every pair of distinct element types (doc section 6),
// one function per pair. f16 <-> bf16 is rejected (mlir-opt-19 emits an invalid arith.truncf).
// S -> S is left out: mlir-opt-19 folds it away (no linalg.generic); tosa2linalg emits a
// linalg.generic that yields its input (reported).
// Expected bodies are those of docs/lowering-bodies.md (mlir-opt-19 tosa-to-linalg); names are captured.
// Float constants: mlir-opt-19 spelling, or {{19|ours}} where tosa2linalg prints the same value differently.
// RUN: %tosa2linalg --split-input-file %s | FileCheck %s
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_19 --split-input-file -o /dev/null
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_22 --split-input-file -o /dev/null

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i1_to_i8(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>) -> tensor<4xi8>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi1>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[R:.*]] = arith.extui %[[IN0]] : i1 to i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @cast_i1_to_i8(%arg0: tensor<4xi1>) -> tensor<4xi8> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi1>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i1_to_i16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>) -> tensor<4xi16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi1>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[R:.*]] = arith.extui %[[IN0]] : i1 to i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @cast_i1_to_i16(%arg0: tensor<4xi1>) -> tensor<4xi16> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi1>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i1_to_i32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>) -> tensor<4xi32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi1>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[R:.*]] = arith.extui %[[IN0]] : i1 to i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @cast_i1_to_i32(%arg0: tensor<4xi1>) -> tensor<4xi32> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi1>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i1_to_i64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>) -> tensor<4xi64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi1>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[R:.*]] = arith.extui %[[IN0]] : i1 to i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @cast_i1_to_i64(%arg0: tensor<4xi1>) -> tensor<4xi64> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi1>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i1_to_f16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>) -> tensor<4xf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi1>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[R:.*]] = arith.uitofp %[[IN0]] : i1 to f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @cast_i1_to_f16(%arg0: tensor<4xi1>) -> tensor<4xf16> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi1>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i1_to_bf16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>) -> tensor<4xbf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi1>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[R:.*]] = arith.uitofp %[[IN0]] : i1 to bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @cast_i1_to_bf16(%arg0: tensor<4xi1>) -> tensor<4xbf16> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi1>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i1_to_f32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>) -> tensor<4xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi1>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[R:.*]] = arith.uitofp %[[IN0]] : i1 to f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @cast_i1_to_f32(%arg0: tensor<4xi1>) -> tensor<4xf32> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi1>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i1_to_f64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>) -> tensor<4xf64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi1>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[R:.*]] = arith.uitofp %[[IN0]] : i1 to f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @cast_i1_to_f64(%arg0: tensor<4xi1>) -> tensor<4xf64> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi1>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i8_to_i1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>) -> tensor<4xi1>
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i8
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi8>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpi ne, %[[IN0]], %[[C0]] : i8
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @cast_i8_to_i1(%arg0: tensor<4xi8>) -> tensor<4xi1> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi8>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i8_to_i16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>) -> tensor<4xi16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi8>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[R:.*]] = arith.extsi %[[IN0]] : i8 to i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @cast_i8_to_i16(%arg0: tensor<4xi8>) -> tensor<4xi16> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi8>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i8_to_i32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>) -> tensor<4xi32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi8>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[R:.*]] = arith.extsi %[[IN0]] : i8 to i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @cast_i8_to_i32(%arg0: tensor<4xi8>) -> tensor<4xi32> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i8_to_i64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>) -> tensor<4xi64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi8>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[R:.*]] = arith.extsi %[[IN0]] : i8 to i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @cast_i8_to_i64(%arg0: tensor<4xi8>) -> tensor<4xi64> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi8>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i8_to_f16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>) -> tensor<4xf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi8>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[R:.*]] = arith.sitofp %[[IN0]] : i8 to f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @cast_i8_to_f16(%arg0: tensor<4xi8>) -> tensor<4xf16> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi8>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i8_to_bf16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>) -> tensor<4xbf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi8>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[R:.*]] = arith.sitofp %[[IN0]] : i8 to bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @cast_i8_to_bf16(%arg0: tensor<4xi8>) -> tensor<4xbf16> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi8>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i8_to_f32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>) -> tensor<4xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi8>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[R:.*]] = arith.sitofp %[[IN0]] : i8 to f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @cast_i8_to_f32(%arg0: tensor<4xi8>) -> tensor<4xf32> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi8>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i8_to_f64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>) -> tensor<4xf64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi8>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[R:.*]] = arith.sitofp %[[IN0]] : i8 to f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @cast_i8_to_f64(%arg0: tensor<4xi8>) -> tensor<4xf64> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi8>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i16_to_i1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>) -> tensor<4xi1>
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi16>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpi ne, %[[IN0]], %[[C0]] : i16
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @cast_i16_to_i1(%arg0: tensor<4xi16>) -> tensor<4xi1> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi16>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i16_to_i8(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>) -> tensor<4xi8>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi16>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[R:.*]] = arith.trunci %[[IN0]] : i16 to i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @cast_i16_to_i8(%arg0: tensor<4xi16>) -> tensor<4xi8> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi16>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i16_to_i32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>) -> tensor<4xi32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi16>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[R:.*]] = arith.extsi %[[IN0]] : i16 to i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @cast_i16_to_i32(%arg0: tensor<4xi16>) -> tensor<4xi32> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi16>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i16_to_i64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>) -> tensor<4xi64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi16>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[R:.*]] = arith.extsi %[[IN0]] : i16 to i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @cast_i16_to_i64(%arg0: tensor<4xi16>) -> tensor<4xi64> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi16>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i16_to_f16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>) -> tensor<4xf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[R:.*]] = arith.sitofp %[[IN0]] : i16 to f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @cast_i16_to_f16(%arg0: tensor<4xi16>) -> tensor<4xf16> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i16_to_bf16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>) -> tensor<4xbf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[R:.*]] = arith.sitofp %[[IN0]] : i16 to bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @cast_i16_to_bf16(%arg0: tensor<4xi16>) -> tensor<4xbf16> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i16_to_f32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>) -> tensor<4xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi16>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[R:.*]] = arith.sitofp %[[IN0]] : i16 to f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @cast_i16_to_f32(%arg0: tensor<4xi16>) -> tensor<4xf32> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i16_to_f64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>) -> tensor<4xf64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi16>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[R:.*]] = arith.sitofp %[[IN0]] : i16 to f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @cast_i16_to_f64(%arg0: tensor<4xi16>) -> tensor<4xf64> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi16>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i32_to_i1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>) -> tensor<4xi1>
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi32>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpi ne, %[[IN0]], %[[C0]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @cast_i32_to_i1(%arg0: tensor<4xi32>) -> tensor<4xi1> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i32_to_i8(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>) -> tensor<4xi8>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi32>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[R:.*]] = arith.trunci %[[IN0]] : i32 to i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @cast_i32_to_i8(%arg0: tensor<4xi32>) -> tensor<4xi8> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi32>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i32_to_i16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>) -> tensor<4xi16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi32>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[R:.*]] = arith.trunci %[[IN0]] : i32 to i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @cast_i32_to_i16(%arg0: tensor<4xi32>) -> tensor<4xi16> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi32>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i32_to_i64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>) -> tensor<4xi64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi32>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[R:.*]] = arith.extsi %[[IN0]] : i32 to i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @cast_i32_to_i64(%arg0: tensor<4xi32>) -> tensor<4xi64> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi32>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i32_to_f16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>) -> tensor<4xf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi32>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[R:.*]] = arith.sitofp %[[IN0]] : i32 to f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @cast_i32_to_f16(%arg0: tensor<4xi32>) -> tensor<4xf16> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i32_to_bf16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>) -> tensor<4xbf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi32>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[R:.*]] = arith.sitofp %[[IN0]] : i32 to bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @cast_i32_to_bf16(%arg0: tensor<4xi32>) -> tensor<4xbf16> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi32>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i32_to_f32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>) -> tensor<4xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi32>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[R:.*]] = arith.sitofp %[[IN0]] : i32 to f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @cast_i32_to_f32(%arg0: tensor<4xi32>) -> tensor<4xf32> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i32_to_f64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>) -> tensor<4xf64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi32>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[R:.*]] = arith.sitofp %[[IN0]] : i32 to f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @cast_i32_to_f64(%arg0: tensor<4xi32>) -> tensor<4xf64> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi32>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i64_to_i1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>) -> tensor<4xi1>
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i64
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi64>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpi ne, %[[IN0]], %[[C0]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @cast_i64_to_i1(%arg0: tensor<4xi64>) -> tensor<4xi1> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi64>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i64_to_i8(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>) -> tensor<4xi8>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi64>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[R:.*]] = arith.trunci %[[IN0]] : i64 to i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @cast_i64_to_i8(%arg0: tensor<4xi64>) -> tensor<4xi8> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi64>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i64_to_i16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>) -> tensor<4xi16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi64>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[R:.*]] = arith.trunci %[[IN0]] : i64 to i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @cast_i64_to_i16(%arg0: tensor<4xi64>) -> tensor<4xi16> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi64>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i64_to_i32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>) -> tensor<4xi32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi64>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[R:.*]] = arith.trunci %[[IN0]] : i64 to i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @cast_i64_to_i32(%arg0: tensor<4xi64>) -> tensor<4xi32> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi64>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i64_to_f16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>) -> tensor<4xf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi64>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[R:.*]] = arith.sitofp %[[IN0]] : i64 to f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @cast_i64_to_f16(%arg0: tensor<4xi64>) -> tensor<4xf16> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi64>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i64_to_bf16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>) -> tensor<4xbf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi64>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[R:.*]] = arith.sitofp %[[IN0]] : i64 to bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @cast_i64_to_bf16(%arg0: tensor<4xi64>) -> tensor<4xbf16> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi64>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i64_to_f32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>) -> tensor<4xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi64>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[R:.*]] = arith.sitofp %[[IN0]] : i64 to f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @cast_i64_to_f32(%arg0: tensor<4xi64>) -> tensor<4xf32> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_i64_to_f64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>) -> tensor<4xf64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi64>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[R:.*]] = arith.sitofp %[[IN0]] : i64 to f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @cast_i64_to_f64(%arg0: tensor<4xi64>) -> tensor<4xf64> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xi64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_f16_to_i1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xi1>
// CHECK-DAG: %[[Z:.*]] = arith.constant 0.000000e+00 : f16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpf une, %[[IN0]], %[[Z]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @cast_f16_to_i1(%arg0: tensor<4xf16>) -> tensor<4xi1> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xf16>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_f16_to_i8(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xi8>
// CHECK-DAG: %[[LO:.*]] = arith.constant -1.280000e+02 : f16
// CHECK-DAG: %[[HI:.*]] = arith.constant 1.270000e+02 : f16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[RE:.*]] = math.roundeven %[[IN0]] : f16
// CHECK-NEXT: %[[MN:.*]] = arith.minimumf %[[RE]], %[[HI]] : f16
// CHECK-NEXT: %[[MX:.*]] = arith.maximumf %[[MN]], %[[LO]] : f16
// CHECK-NEXT: %[[R:.*]] = arith.fptosi %[[MX]] : f16 to i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @cast_f16_to_i8(%arg0: tensor<4xf16>) -> tensor<4xi8> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xf16>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_f16_to_i16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xi16>
// CHECK-DAG: %[[LO:.*]] = arith.constant -3.276800e+04 : f16
// CHECK-DAG: %[[HI:.*]] = arith.constant 3.276800e+04 : f16
// CHECK-DAG: %[[IMAX:.*]] = arith.constant 32767 : i16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[RE:.*]] = math.roundeven %[[IN0]] : f16
// CHECK-NEXT: %[[MX:.*]] = arith.maximumf %[[RE]], %[[LO]] : f16
// CHECK-NEXT: %[[I:.*]] = arith.fptosi %[[MX]] : f16 to i16
// CHECK-NEXT: %[[OV:.*]] = arith.cmpf uge, %[[RE]], %[[HI]] : f16
// CHECK-NEXT: %[[R:.*]] = arith.select %[[OV]], %[[IMAX]], %[[I]] : i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @cast_f16_to_i16(%arg0: tensor<4xf16>) -> tensor<4xi16> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xf16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_f16_to_i32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xi32>
// CHECK-DAG: %[[PINF:.*]] = arith.constant 0x7C00 : f16
// CHECK-DAG: %[[NINF:.*]] = arith.constant 0xFC00 : f16
// CHECK-DAG: %[[IMIN:.*]] = arith.constant -2147483648 : i32
// CHECK-DAG: %[[IMAX:.*]] = arith.constant 2147483647 : i32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[RE:.*]] = math.roundeven %[[IN0]] : f16
// CHECK-NEXT: %[[I:.*]] = arith.fptosi %[[RE]] : f16 to i32
// CHECK-NEXT: %[[OV:.*]] = arith.cmpf ueq, %[[RE]], %[[PINF]] : f16
// CHECK-NEXT: %[[UN:.*]] = arith.cmpf ueq, %[[RE]], %[[NINF]] : f16
// CHECK-NEXT: %[[S1:.*]] = arith.select %[[OV]], %[[IMAX]], %[[I]] : i32
// CHECK-NEXT: %[[R:.*]] = arith.select %[[UN]], %[[IMIN]], %[[S1]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @cast_f16_to_i32(%arg0: tensor<4xf16>) -> tensor<4xi32> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xf16>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_f16_to_i64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xi64>
// CHECK-DAG: %[[PINF:.*]] = arith.constant 0x7C00 : f16
// CHECK-DAG: %[[NINF:.*]] = arith.constant 0xFC00 : f16
// CHECK-DAG: %[[IMIN:.*]] = arith.constant -9223372036854775808 : i64
// CHECK-DAG: %[[IMAX:.*]] = arith.constant 9223372036854775807 : i64
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[RE:.*]] = math.roundeven %[[IN0]] : f16
// CHECK-NEXT: %[[I:.*]] = arith.fptosi %[[RE]] : f16 to i64
// CHECK-NEXT: %[[OV:.*]] = arith.cmpf ueq, %[[RE]], %[[PINF]] : f16
// CHECK-NEXT: %[[UN:.*]] = arith.cmpf ueq, %[[RE]], %[[NINF]] : f16
// CHECK-NEXT: %[[S1:.*]] = arith.select %[[OV]], %[[IMAX]], %[[I]] : i64
// CHECK-NEXT: %[[R:.*]] = arith.select %[[UN]], %[[IMIN]], %[[S1]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @cast_f16_to_i64(%arg0: tensor<4xf16>) -> tensor<4xi64> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xf16>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_f16_to_f32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[R:.*]] = arith.extf %[[IN0]] : f16 to f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @cast_f16_to_f32(%arg0: tensor<4xf16>) -> tensor<4xf32> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_f16_to_f64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xf64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[R:.*]] = arith.extf %[[IN0]] : f16 to f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @cast_f16_to_f64(%arg0: tensor<4xf16>) -> tensor<4xf64> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xf16>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_bf16_to_i1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xi1>
// CHECK-DAG: %[[Z:.*]] = arith.constant 0.000000e+00 : bf16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpf une, %[[IN0]], %[[Z]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @cast_bf16_to_i1(%arg0: tensor<4xbf16>) -> tensor<4xi1> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xbf16>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_bf16_to_i8(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xi8>
// CHECK-DAG: %[[LO:.*]] = arith.constant -1.280000e+02 : bf16
// CHECK-DAG: %[[HI:.*]] = arith.constant 1.270000e+02 : bf16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[RE:.*]] = math.roundeven %[[IN0]] : bf16
// CHECK-NEXT: %[[MN:.*]] = arith.minimumf %[[RE]], %[[HI]] : bf16
// CHECK-NEXT: %[[MX:.*]] = arith.maximumf %[[MN]], %[[LO]] : bf16
// CHECK-NEXT: %[[R:.*]] = arith.fptosi %[[MX]] : bf16 to i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @cast_bf16_to_i8(%arg0: tensor<4xbf16>) -> tensor<4xi8> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xbf16>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_bf16_to_i16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xi16>
// CHECK-DAG: %[[LO:.*]] = arith.constant -3.276800e+04 : bf16
// CHECK-DAG: %[[HI:.*]] = arith.constant 3.276800e+04 : bf16
// CHECK-DAG: %[[IMAX:.*]] = arith.constant 32767 : i16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[RE:.*]] = math.roundeven %[[IN0]] : bf16
// CHECK-NEXT: %[[MX:.*]] = arith.maximumf %[[RE]], %[[LO]] : bf16
// CHECK-NEXT: %[[I:.*]] = arith.fptosi %[[MX]] : bf16 to i16
// CHECK-NEXT: %[[OV:.*]] = arith.cmpf uge, %[[RE]], %[[HI]] : bf16
// CHECK-NEXT: %[[R:.*]] = arith.select %[[OV]], %[[IMAX]], %[[I]] : i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @cast_bf16_to_i16(%arg0: tensor<4xbf16>) -> tensor<4xi16> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xbf16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_bf16_to_i32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xi32>
// CHECK-DAG: %[[LO:.*]] = arith.constant {{-2\.147480e\+09|-2\.147483648e\+09}} : bf16
// CHECK-DAG: %[[HI:.*]] = arith.constant {{2\.147480e\+09|2\.147483648e\+09}} : bf16
// CHECK-DAG: %[[IMAX:.*]] = arith.constant 2147483647 : i32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[RE:.*]] = math.roundeven %[[IN0]] : bf16
// CHECK-NEXT: %[[MX:.*]] = arith.maximumf %[[RE]], %[[LO]] : bf16
// CHECK-NEXT: %[[I:.*]] = arith.fptosi %[[MX]] : bf16 to i32
// CHECK-NEXT: %[[OV:.*]] = arith.cmpf uge, %[[RE]], %[[HI]] : bf16
// CHECK-NEXT: %[[R:.*]] = arith.select %[[OV]], %[[IMAX]], %[[I]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @cast_bf16_to_i32(%arg0: tensor<4xbf16>) -> tensor<4xi32> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xbf16>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// A deliberate difference (README, "Where tosa2linalg differs"): HI is +2^63, so the cast
// saturates, as mlir-opt-22 lowers it; mlir-opt-19 computes DMAX + 1 in int64, which wraps,
// and emits HI = -9.223370e+18 (-2^63: every input >= -2^63 then gives INT64_MAX).
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_bf16_to_i64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xi64>
// CHECK-DAG: %[[LO:.*]] = arith.constant {{-9\.223370e\+18|-9\.223372036854776e\+18}} : bf16
// CHECK-DAG: %[[HI:.*]] = arith.constant 9.223372036854776e+18 : bf16
// CHECK-DAG: %[[IMAX:.*]] = arith.constant 9223372036854775807 : i64
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[RE:.*]] = math.roundeven %[[IN0]] : bf16
// CHECK-NEXT: %[[MX:.*]] = arith.maximumf %[[RE]], %[[LO]] : bf16
// CHECK-NEXT: %[[I:.*]] = arith.fptosi %[[MX]] : bf16 to i64
// CHECK-NEXT: %[[OV:.*]] = arith.cmpf uge, %[[RE]], %[[HI]] : bf16
// CHECK-NEXT: %[[R:.*]] = arith.select %[[OV]], %[[IMAX]], %[[I]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @cast_bf16_to_i64(%arg0: tensor<4xbf16>) -> tensor<4xi64> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xbf16>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_bf16_to_f32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[R:.*]] = arith.extf %[[IN0]] : bf16 to f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @cast_bf16_to_f32(%arg0: tensor<4xbf16>) -> tensor<4xf32> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xbf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_bf16_to_f64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xf64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[R:.*]] = arith.extf %[[IN0]] : bf16 to f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @cast_bf16_to_f64(%arg0: tensor<4xbf16>) -> tensor<4xf64> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xbf16>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_f32_to_i1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>) -> tensor<4xi1>
// CHECK-DAG: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf32>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpf une, %[[IN0]], %[[Z]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @cast_f32_to_i1(%arg0: tensor<4xf32>) -> tensor<4xi1> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_f32_to_i8(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>) -> tensor<4xi8>
// CHECK-DAG: %[[LO:.*]] = arith.constant -1.280000e+02 : f32
// CHECK-DAG: %[[HI:.*]] = arith.constant 1.270000e+02 : f32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf32>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[RE:.*]] = math.roundeven %[[IN0]] : f32
// CHECK-NEXT: %[[MN:.*]] = arith.minimumf %[[RE]], %[[HI]] : f32
// CHECK-NEXT: %[[MX:.*]] = arith.maximumf %[[MN]], %[[LO]] : f32
// CHECK-NEXT: %[[R:.*]] = arith.fptosi %[[MX]] : f32 to i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @cast_f32_to_i8(%arg0: tensor<4xf32>) -> tensor<4xi8> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xf32>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_f32_to_i16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>) -> tensor<4xi16>
// CHECK-DAG: %[[LO:.*]] = arith.constant -3.276800e+04 : f32
// CHECK-DAG: %[[HI:.*]] = arith.constant 3.276700e+04 : f32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf32>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[RE:.*]] = math.roundeven %[[IN0]] : f32
// CHECK-NEXT: %[[MN:.*]] = arith.minimumf %[[RE]], %[[HI]] : f32
// CHECK-NEXT: %[[MX:.*]] = arith.maximumf %[[MN]], %[[LO]] : f32
// CHECK-NEXT: %[[R:.*]] = arith.fptosi %[[MX]] : f32 to i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @cast_f32_to_i16(%arg0: tensor<4xf32>) -> tensor<4xi16> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xf32>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_f32_to_i32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>) -> tensor<4xi32>
// CHECK-DAG: %[[LO:.*]] = arith.constant {{-2\.14748365E\+9|-2\.147483648e\+09}} : f32
// CHECK-DAG: %[[HI:.*]] = arith.constant {{2\.14748365E\+9|2\.147483648e\+09}} : f32
// CHECK-DAG: %[[IMAX:.*]] = arith.constant 2147483647 : i32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[RE:.*]] = math.roundeven %[[IN0]] : f32
// CHECK-NEXT: %[[MX:.*]] = arith.maximumf %[[RE]], %[[LO]] : f32
// CHECK-NEXT: %[[I:.*]] = arith.fptosi %[[MX]] : f32 to i32
// CHECK-NEXT: %[[OV:.*]] = arith.cmpf uge, %[[RE]], %[[HI]] : f32
// CHECK-NEXT: %[[R:.*]] = arith.select %[[OV]], %[[IMAX]], %[[I]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @cast_f32_to_i32(%arg0: tensor<4xf32>) -> tensor<4xi32> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xf32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// A deliberate difference (README, "Where tosa2linalg differs"): HI is +2^63, so the cast
// saturates, as mlir-opt-22 lowers it; mlir-opt-19 computes DMAX + 1 in int64, which wraps,
// and emits HI = -9.22337203E+18 (-2^63: every input >= -2^63 then gives INT64_MAX).
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_f32_to_i64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>) -> tensor<4xi64>
// CHECK-DAG: %[[LO:.*]] = arith.constant {{-9\.22337203E\+18|-9\.223372036854776e\+18}} : f32
// CHECK-DAG: %[[HI:.*]] = arith.constant 9.223372036854776e+18 : f32
// CHECK-DAG: %[[IMAX:.*]] = arith.constant 9223372036854775807 : i64
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf32>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[RE:.*]] = math.roundeven %[[IN0]] : f32
// CHECK-NEXT: %[[MX:.*]] = arith.maximumf %[[RE]], %[[LO]] : f32
// CHECK-NEXT: %[[I:.*]] = arith.fptosi %[[MX]] : f32 to i64
// CHECK-NEXT: %[[OV:.*]] = arith.cmpf uge, %[[RE]], %[[HI]] : f32
// CHECK-NEXT: %[[R:.*]] = arith.select %[[OV]], %[[IMAX]], %[[I]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @cast_f32_to_i64(%arg0: tensor<4xf32>) -> tensor<4xi64> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xf32>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_f32_to_f16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>) -> tensor<4xf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[R:.*]] = arith.truncf %[[IN0]] : f32 to f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @cast_f32_to_f16(%arg0: tensor<4xf32>) -> tensor<4xf16> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xf32>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_f32_to_bf16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>) -> tensor<4xbf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf32>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[R:.*]] = arith.truncf %[[IN0]] : f32 to bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @cast_f32_to_bf16(%arg0: tensor<4xf32>) -> tensor<4xbf16> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xf32>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_f32_to_f64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>) -> tensor<4xf64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[R:.*]] = arith.extf %[[IN0]] : f32 to f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @cast_f32_to_f64(%arg0: tensor<4xf32>) -> tensor<4xf64> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xf32>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_f64_to_i1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>) -> tensor<4xi1>
// CHECK-DAG: %[[Z:.*]] = arith.constant 0.000000e+00 : f64
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf64>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpf une, %[[IN0]], %[[Z]] : f64
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @cast_f64_to_i1(%arg0: tensor<4xf64>) -> tensor<4xi1> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xf64>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_f64_to_i8(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>) -> tensor<4xi8>
// CHECK-DAG: %[[LO:.*]] = arith.constant -1.280000e+02 : f64
// CHECK-DAG: %[[HI:.*]] = arith.constant 1.270000e+02 : f64
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf64>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[RE:.*]] = math.roundeven %[[IN0]] : f64
// CHECK-NEXT: %[[MN:.*]] = arith.minimumf %[[RE]], %[[HI]] : f64
// CHECK-NEXT: %[[MX:.*]] = arith.maximumf %[[MN]], %[[LO]] : f64
// CHECK-NEXT: %[[R:.*]] = arith.fptosi %[[MX]] : f64 to i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @cast_f64_to_i8(%arg0: tensor<4xf64>) -> tensor<4xi8> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xf64>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_f64_to_i16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>) -> tensor<4xi16>
// CHECK-DAG: %[[LO:.*]] = arith.constant -3.276800e+04 : f64
// CHECK-DAG: %[[HI:.*]] = arith.constant 3.276700e+04 : f64
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf64>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[RE:.*]] = math.roundeven %[[IN0]] : f64
// CHECK-NEXT: %[[MN:.*]] = arith.minimumf %[[RE]], %[[HI]] : f64
// CHECK-NEXT: %[[MX:.*]] = arith.maximumf %[[MN]], %[[LO]] : f64
// CHECK-NEXT: %[[R:.*]] = arith.fptosi %[[MX]] : f64 to i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @cast_f64_to_i16(%arg0: tensor<4xf64>) -> tensor<4xi16> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xf64>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_f64_to_i32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>) -> tensor<4xi32>
// CHECK-DAG: %[[LO:.*]] = arith.constant {{0xC1E0000000000000|-2\.147483648e\+09}} : f64
// CHECK-DAG: %[[HI:.*]] = arith.constant {{0x41DFFFFFFFC00000|2\.147483647e\+09}} : f64
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf64>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[RE:.*]] = math.roundeven %[[IN0]] : f64
// CHECK-NEXT: %[[MN:.*]] = arith.minimumf %[[RE]], %[[HI]] : f64
// CHECK-NEXT: %[[MX:.*]] = arith.maximumf %[[MN]], %[[LO]] : f64
// CHECK-NEXT: %[[R:.*]] = arith.fptosi %[[MX]] : f64 to i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @cast_f64_to_i32(%arg0: tensor<4xf64>) -> tensor<4xi32> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xf64>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// A deliberate difference (README, "Where tosa2linalg differs"): HI is +2^63, so the cast
// saturates, as mlir-opt-22 lowers it; mlir-opt-19 computes DMAX + 1 in int64, which wraps,
// and emits HI = -9.2233720368547758E+18 (-2^63: every input >= -2^63 then gives INT64_MAX).
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_f64_to_i64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>) -> tensor<4xi64>
// CHECK-DAG: %[[LO:.*]] = arith.constant {{-9\.2233720368547758E\+18|-9\.223372036854776e\+18}} : f64
// CHECK-DAG: %[[HI:.*]] = arith.constant 9.223372036854776e+18 : f64
// CHECK-DAG: %[[IMAX:.*]] = arith.constant 9223372036854775807 : i64
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf64>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[RE:.*]] = math.roundeven %[[IN0]] : f64
// CHECK-NEXT: %[[MX:.*]] = arith.maximumf %[[RE]], %[[LO]] : f64
// CHECK-NEXT: %[[I:.*]] = arith.fptosi %[[MX]] : f64 to i64
// CHECK-NEXT: %[[OV:.*]] = arith.cmpf uge, %[[RE]], %[[HI]] : f64
// CHECK-NEXT: %[[R:.*]] = arith.select %[[OV]], %[[IMAX]], %[[I]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @cast_f64_to_i64(%arg0: tensor<4xf64>) -> tensor<4xi64> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xf64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_f64_to_f16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>) -> tensor<4xf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf64>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[R:.*]] = arith.truncf %[[IN0]] : f64 to f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @cast_f64_to_f16(%arg0: tensor<4xf64>) -> tensor<4xf16> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xf64>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_f64_to_bf16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>) -> tensor<4xbf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf64>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[R:.*]] = arith.truncf %[[IN0]] : f64 to bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @cast_f64_to_bf16(%arg0: tensor<4xf64>) -> tensor<4xbf16> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xf64>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cast_f64_to_f32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>) -> tensor<4xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf64>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[R:.*]] = arith.truncf %[[IN0]] : f64 to f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @cast_f64_to_f32(%arg0: tensor<4xf64>) -> tensor<4xf32> {
  %0 = "tosa.cast"(%arg0) : (tensor<4xf64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
