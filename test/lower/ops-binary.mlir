// Scalar bodies of the binary element-wise ops without attributes, one function per op x element type.
// tosa.mul and tosa.arithmetic_right_shift (attributes) are in ops-attrs.mlir.
// Expected bodies are those of docs/lowering-bodies.md (mlir-opt-19 tosa-to-linalg); names are captured.
// RUN: %tosa2linalg --split-input-file %s | FileCheck %s
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_19 --split-input-file -o /dev/null
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_22 --split-input-file -o /dev/null

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @add_i1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi1>, tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.addi %[[IN0]], %[[IN1]] : i1
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @add_i1(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @add_i8(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>, %[[A1:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi8>, tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[IN1:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[R:.*]] = arith.addi %[[IN0]], %[[IN1]] : i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @add_i8(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @add_i16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>, %[[A1:.*]]: tensor<4xi16>) -> tensor<4xi16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi16>, tensor<4xi16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[IN1:.*]]: i16, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[R:.*]] = arith.addi %[[IN0]], %[[IN1]] : i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @add_i16(%arg0: tensor<4xi16>, %arg1: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @add_i32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>, %[[A1:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi32>, tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[IN1:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[R:.*]] = arith.addi %[[IN0]], %[[IN1]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @add_i32(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @add_i64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>, %[[A1:.*]]: tensor<4xi64>) -> tensor<4xi64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi64>, tensor<4xi64>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[IN1:.*]]: i64, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[R:.*]] = arith.addi %[[IN0]], %[[IN1]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @add_i64(%arg0: tensor<4xi64>, %arg1: tensor<4xi64>) -> tensor<4xi64> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @add_f16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>, %[[A1:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xf16>, tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[IN1:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[R:.*]] = arith.addf %[[IN0]], %[[IN1]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @add_f16(%arg0: tensor<4xf16>, %arg1: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @add_bf16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>, %[[A1:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xbf16>, tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[IN1:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[R:.*]] = arith.addf %[[IN0]], %[[IN1]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @add_bf16(%arg0: tensor<4xbf16>, %arg1: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @add_f32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>, %[[A1:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xf32>, tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[IN1:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[R:.*]] = arith.addf %[[IN0]], %[[IN1]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @add_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @add_f64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>, %[[A1:.*]]: tensor<4xf64>) -> tensor<4xf64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xf64>, tensor<4xf64>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[IN1:.*]]: f64, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[R:.*]] = arith.addf %[[IN0]], %[[IN1]] : f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @add_f64(%arg0: tensor<4xf64>, %arg1: tensor<4xf64>) -> tensor<4xf64> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @sub_i1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi1>, tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.subi %[[IN0]], %[[IN1]] : i1
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @sub_i1(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.sub"(%arg0, %arg1) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @sub_i8(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>, %[[A1:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi8>, tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[IN1:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[R:.*]] = arith.subi %[[IN0]], %[[IN1]] : i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @sub_i8(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.sub"(%arg0, %arg1) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @sub_i16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>, %[[A1:.*]]: tensor<4xi16>) -> tensor<4xi16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi16>, tensor<4xi16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[IN1:.*]]: i16, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[R:.*]] = arith.subi %[[IN0]], %[[IN1]] : i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @sub_i16(%arg0: tensor<4xi16>, %arg1: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.sub"(%arg0, %arg1) : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @sub_i32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>, %[[A1:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi32>, tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[IN1:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[R:.*]] = arith.subi %[[IN0]], %[[IN1]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @sub_i32(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.sub"(%arg0, %arg1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @sub_i64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>, %[[A1:.*]]: tensor<4xi64>) -> tensor<4xi64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi64>, tensor<4xi64>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[IN1:.*]]: i64, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[R:.*]] = arith.subi %[[IN0]], %[[IN1]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @sub_i64(%arg0: tensor<4xi64>, %arg1: tensor<4xi64>) -> tensor<4xi64> {
  %0 = "tosa.sub"(%arg0, %arg1) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @sub_f16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>, %[[A1:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xf16>, tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[IN1:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[R:.*]] = arith.subf %[[IN0]], %[[IN1]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @sub_f16(%arg0: tensor<4xf16>, %arg1: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.sub"(%arg0, %arg1) : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @sub_bf16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>, %[[A1:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xbf16>, tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[IN1:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[R:.*]] = arith.subf %[[IN0]], %[[IN1]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @sub_bf16(%arg0: tensor<4xbf16>, %arg1: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.sub"(%arg0, %arg1) : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @sub_f32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>, %[[A1:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xf32>, tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[IN1:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[R:.*]] = arith.subf %[[IN0]], %[[IN1]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @sub_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.sub"(%arg0, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @sub_f64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>, %[[A1:.*]]: tensor<4xf64>) -> tensor<4xf64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xf64>, tensor<4xf64>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[IN1:.*]]: f64, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[R:.*]] = arith.subf %[[IN0]], %[[IN1]] : f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @sub_f64(%arg0: tensor<4xf64>, %arg1: tensor<4xf64>) -> tensor<4xf64> {
  %0 = "tosa.sub"(%arg0, %arg1) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @maximum_i1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi1>, tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.maxsi %[[IN0]], %[[IN1]] : i1
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @maximum_i1(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.maximum"(%arg0, %arg1) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @maximum_i8(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>, %[[A1:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi8>, tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[IN1:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[R:.*]] = arith.maxsi %[[IN0]], %[[IN1]] : i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @maximum_i8(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.maximum"(%arg0, %arg1) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @maximum_i16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>, %[[A1:.*]]: tensor<4xi16>) -> tensor<4xi16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi16>, tensor<4xi16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[IN1:.*]]: i16, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[R:.*]] = arith.maxsi %[[IN0]], %[[IN1]] : i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @maximum_i16(%arg0: tensor<4xi16>, %arg1: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.maximum"(%arg0, %arg1) : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @maximum_i32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>, %[[A1:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi32>, tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[IN1:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[R:.*]] = arith.maxsi %[[IN0]], %[[IN1]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @maximum_i32(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.maximum"(%arg0, %arg1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @maximum_i64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>, %[[A1:.*]]: tensor<4xi64>) -> tensor<4xi64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi64>, tensor<4xi64>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[IN1:.*]]: i64, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[R:.*]] = arith.maxsi %[[IN0]], %[[IN1]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @maximum_i64(%arg0: tensor<4xi64>, %arg1: tensor<4xi64>) -> tensor<4xi64> {
  %0 = "tosa.maximum"(%arg0, %arg1) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @maximum_f16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>, %[[A1:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xf16>, tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[IN1:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[IN0]], %[[IN1]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @maximum_f16(%arg0: tensor<4xf16>, %arg1: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.maximum"(%arg0, %arg1) : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @maximum_bf16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>, %[[A1:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xbf16>, tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[IN1:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[IN0]], %[[IN1]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @maximum_bf16(%arg0: tensor<4xbf16>, %arg1: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.maximum"(%arg0, %arg1) : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @maximum_f32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>, %[[A1:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xf32>, tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[IN1:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[IN0]], %[[IN1]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @maximum_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.maximum"(%arg0, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @maximum_f64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>, %[[A1:.*]]: tensor<4xf64>) -> tensor<4xf64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xf64>, tensor<4xf64>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[IN1:.*]]: f64, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[IN0]], %[[IN1]] : f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @maximum_f64(%arg0: tensor<4xf64>, %arg1: tensor<4xf64>) -> tensor<4xf64> {
  %0 = "tosa.maximum"(%arg0, %arg1) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @minimum_i1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi1>, tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.minsi %[[IN0]], %[[IN1]] : i1
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @minimum_i1(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.minimum"(%arg0, %arg1) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @minimum_i8(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>, %[[A1:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi8>, tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[IN1:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[R:.*]] = arith.minsi %[[IN0]], %[[IN1]] : i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @minimum_i8(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.minimum"(%arg0, %arg1) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @minimum_i16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>, %[[A1:.*]]: tensor<4xi16>) -> tensor<4xi16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi16>, tensor<4xi16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[IN1:.*]]: i16, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[R:.*]] = arith.minsi %[[IN0]], %[[IN1]] : i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @minimum_i16(%arg0: tensor<4xi16>, %arg1: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.minimum"(%arg0, %arg1) : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @minimum_i32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>, %[[A1:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi32>, tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[IN1:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[R:.*]] = arith.minsi %[[IN0]], %[[IN1]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @minimum_i32(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.minimum"(%arg0, %arg1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @minimum_i64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>, %[[A1:.*]]: tensor<4xi64>) -> tensor<4xi64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi64>, tensor<4xi64>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[IN1:.*]]: i64, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[R:.*]] = arith.minsi %[[IN0]], %[[IN1]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @minimum_i64(%arg0: tensor<4xi64>, %arg1: tensor<4xi64>) -> tensor<4xi64> {
  %0 = "tosa.minimum"(%arg0, %arg1) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @minimum_f16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>, %[[A1:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xf16>, tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[IN1:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[R:.*]] = arith.minimumf %[[IN0]], %[[IN1]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @minimum_f16(%arg0: tensor<4xf16>, %arg1: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.minimum"(%arg0, %arg1) : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @minimum_bf16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>, %[[A1:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xbf16>, tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[IN1:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[R:.*]] = arith.minimumf %[[IN0]], %[[IN1]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @minimum_bf16(%arg0: tensor<4xbf16>, %arg1: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.minimum"(%arg0, %arg1) : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @minimum_f32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>, %[[A1:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xf32>, tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[IN1:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[R:.*]] = arith.minimumf %[[IN0]], %[[IN1]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @minimum_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.minimum"(%arg0, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @minimum_f64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>, %[[A1:.*]]: tensor<4xf64>) -> tensor<4xf64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xf64>, tensor<4xf64>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[IN1:.*]]: f64, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[R:.*]] = arith.minimumf %[[IN0]], %[[IN1]] : f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @minimum_f64(%arg0: tensor<4xf64>, %arg1: tensor<4xf64>) -> tensor<4xf64> {
  %0 = "tosa.minimum"(%arg0, %arg1) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @pow_f16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>, %[[A1:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xf16>, tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[IN1:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[R:.*]] = math.powf %[[IN0]], %[[IN1]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @pow_f16(%arg0: tensor<4xf16>, %arg1: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.pow"(%arg0, %arg1) : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @pow_bf16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>, %[[A1:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xbf16>, tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[IN1:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[R:.*]] = math.powf %[[IN0]], %[[IN1]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @pow_bf16(%arg0: tensor<4xbf16>, %arg1: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.pow"(%arg0, %arg1) : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @pow_f32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>, %[[A1:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xf32>, tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[IN1:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[R:.*]] = math.powf %[[IN0]], %[[IN1]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @pow_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.pow"(%arg0, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @pow_f64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>, %[[A1:.*]]: tensor<4xf64>) -> tensor<4xf64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xf64>, tensor<4xf64>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[IN1:.*]]: f64, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[R:.*]] = math.powf %[[IN0]], %[[IN1]] : f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @pow_f64(%arg0: tensor<4xf64>, %arg1: tensor<4xf64>) -> tensor<4xf64> {
  %0 = "tosa.pow"(%arg0, %arg1) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @bitwise_and_i1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi1>, tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.andi %[[IN0]], %[[IN1]] : i1
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @bitwise_and_i1(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.bitwise_and"(%arg0, %arg1) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @bitwise_and_i8(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>, %[[A1:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi8>, tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[IN1:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[R:.*]] = arith.andi %[[IN0]], %[[IN1]] : i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @bitwise_and_i8(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.bitwise_and"(%arg0, %arg1) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @bitwise_and_i16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>, %[[A1:.*]]: tensor<4xi16>) -> tensor<4xi16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi16>, tensor<4xi16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[IN1:.*]]: i16, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[R:.*]] = arith.andi %[[IN0]], %[[IN1]] : i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @bitwise_and_i16(%arg0: tensor<4xi16>, %arg1: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.bitwise_and"(%arg0, %arg1) : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @bitwise_and_i32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>, %[[A1:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi32>, tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[IN1:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[R:.*]] = arith.andi %[[IN0]], %[[IN1]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @bitwise_and_i32(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.bitwise_and"(%arg0, %arg1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @bitwise_and_i64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>, %[[A1:.*]]: tensor<4xi64>) -> tensor<4xi64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi64>, tensor<4xi64>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[IN1:.*]]: i64, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[R:.*]] = arith.andi %[[IN0]], %[[IN1]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @bitwise_and_i64(%arg0: tensor<4xi64>, %arg1: tensor<4xi64>) -> tensor<4xi64> {
  %0 = "tosa.bitwise_and"(%arg0, %arg1) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @bitwise_or_i1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi1>, tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.ori %[[IN0]], %[[IN1]] : i1
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @bitwise_or_i1(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.bitwise_or"(%arg0, %arg1) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @bitwise_or_i8(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>, %[[A1:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi8>, tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[IN1:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[R:.*]] = arith.ori %[[IN0]], %[[IN1]] : i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @bitwise_or_i8(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.bitwise_or"(%arg0, %arg1) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @bitwise_or_i16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>, %[[A1:.*]]: tensor<4xi16>) -> tensor<4xi16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi16>, tensor<4xi16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[IN1:.*]]: i16, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[R:.*]] = arith.ori %[[IN0]], %[[IN1]] : i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @bitwise_or_i16(%arg0: tensor<4xi16>, %arg1: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.bitwise_or"(%arg0, %arg1) : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @bitwise_or_i32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>, %[[A1:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi32>, tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[IN1:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[R:.*]] = arith.ori %[[IN0]], %[[IN1]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @bitwise_or_i32(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.bitwise_or"(%arg0, %arg1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @bitwise_or_i64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>, %[[A1:.*]]: tensor<4xi64>) -> tensor<4xi64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi64>, tensor<4xi64>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[IN1:.*]]: i64, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[R:.*]] = arith.ori %[[IN0]], %[[IN1]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @bitwise_or_i64(%arg0: tensor<4xi64>, %arg1: tensor<4xi64>) -> tensor<4xi64> {
  %0 = "tosa.bitwise_or"(%arg0, %arg1) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @bitwise_xor_i1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi1>, tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.xori %[[IN0]], %[[IN1]] : i1
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @bitwise_xor_i1(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.bitwise_xor"(%arg0, %arg1) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @bitwise_xor_i8(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>, %[[A1:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi8>, tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[IN1:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[R:.*]] = arith.xori %[[IN0]], %[[IN1]] : i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @bitwise_xor_i8(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.bitwise_xor"(%arg0, %arg1) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @bitwise_xor_i16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>, %[[A1:.*]]: tensor<4xi16>) -> tensor<4xi16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi16>, tensor<4xi16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[IN1:.*]]: i16, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[R:.*]] = arith.xori %[[IN0]], %[[IN1]] : i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @bitwise_xor_i16(%arg0: tensor<4xi16>, %arg1: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.bitwise_xor"(%arg0, %arg1) : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @bitwise_xor_i32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>, %[[A1:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi32>, tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[IN1:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[R:.*]] = arith.xori %[[IN0]], %[[IN1]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @bitwise_xor_i32(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.bitwise_xor"(%arg0, %arg1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @bitwise_xor_i64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>, %[[A1:.*]]: tensor<4xi64>) -> tensor<4xi64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi64>, tensor<4xi64>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[IN1:.*]]: i64, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[R:.*]] = arith.xori %[[IN0]], %[[IN1]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @bitwise_xor_i64(%arg0: tensor<4xi64>, %arg1: tensor<4xi64>) -> tensor<4xi64> {
  %0 = "tosa.bitwise_xor"(%arg0, %arg1) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @logical_and_i1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi1>, tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.andi %[[IN0]], %[[IN1]] : i1
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @logical_and_i1(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.logical_and"(%arg0, %arg1) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @logical_or_i1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi1>, tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.ori %[[IN0]], %[[IN1]] : i1
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @logical_or_i1(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.logical_or"(%arg0, %arg1) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @logical_xor_i1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi1>, tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.xori %[[IN0]], %[[IN1]] : i1
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @logical_xor_i1(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.logical_xor"(%arg0, %arg1) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @logical_left_shift_i1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi1>, tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.shli %[[IN0]], %[[IN1]] : i1
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @logical_left_shift_i1(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.logical_left_shift"(%arg0, %arg1) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @logical_left_shift_i8(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>, %[[A1:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi8>, tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[IN1:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[R:.*]] = arith.shli %[[IN0]], %[[IN1]] : i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @logical_left_shift_i8(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.logical_left_shift"(%arg0, %arg1) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @logical_left_shift_i16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>, %[[A1:.*]]: tensor<4xi16>) -> tensor<4xi16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi16>, tensor<4xi16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[IN1:.*]]: i16, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[R:.*]] = arith.shli %[[IN0]], %[[IN1]] : i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @logical_left_shift_i16(%arg0: tensor<4xi16>, %arg1: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.logical_left_shift"(%arg0, %arg1) : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @logical_left_shift_i32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>, %[[A1:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi32>, tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[IN1:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[R:.*]] = arith.shli %[[IN0]], %[[IN1]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @logical_left_shift_i32(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.logical_left_shift"(%arg0, %arg1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @logical_left_shift_i64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>, %[[A1:.*]]: tensor<4xi64>) -> tensor<4xi64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi64>, tensor<4xi64>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[IN1:.*]]: i64, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[R:.*]] = arith.shli %[[IN0]], %[[IN1]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @logical_left_shift_i64(%arg0: tensor<4xi64>, %arg1: tensor<4xi64>) -> tensor<4xi64> {
  %0 = "tosa.logical_left_shift"(%arg0, %arg1) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @logical_right_shift_i1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi1>, tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.shrui %[[IN0]], %[[IN1]] : i1
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @logical_right_shift_i1(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.logical_right_shift"(%arg0, %arg1) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @logical_right_shift_i8(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>, %[[A1:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi8>, tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[IN1:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[R:.*]] = arith.shrui %[[IN0]], %[[IN1]] : i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @logical_right_shift_i8(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.logical_right_shift"(%arg0, %arg1) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @logical_right_shift_i16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>, %[[A1:.*]]: tensor<4xi16>) -> tensor<4xi16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi16>, tensor<4xi16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[IN1:.*]]: i16, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[R:.*]] = arith.shrui %[[IN0]], %[[IN1]] : i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @logical_right_shift_i16(%arg0: tensor<4xi16>, %arg1: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.logical_right_shift"(%arg0, %arg1) : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @logical_right_shift_i32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>, %[[A1:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi32>, tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[IN1:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[R:.*]] = arith.shrui %[[IN0]], %[[IN1]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @logical_right_shift_i32(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.logical_right_shift"(%arg0, %arg1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @logical_right_shift_i64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>, %[[A1:.*]]: tensor<4xi64>) -> tensor<4xi64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi64>, tensor<4xi64>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[IN1:.*]]: i64, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[R:.*]] = arith.shrui %[[IN0]], %[[IN1]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @logical_right_shift_i64(%arg0: tensor<4xi64>, %arg1: tensor<4xi64>) -> tensor<4xi64> {
  %0 = "tosa.logical_right_shift"(%arg0, %arg1) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @int_div_i32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>, %[[A1:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi32>, tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[IN1:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[R:.*]] = arith.divsi %[[IN0]], %[[IN1]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @int_div_i32(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.int_div"(%arg0, %arg1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
