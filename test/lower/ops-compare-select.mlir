// Scalar bodies of tosa.equal / greater / greater_equal (result i1) and tosa.select,
// one function per op x element type. Integer comparisons are signed, also for i1.
// Expected bodies are those of docs/lowering-bodies.md (mlir-opt-19 tosa-to-linalg); names are captured.
// RUN: %tosa2linalg --split-input-file %s | FileCheck %s
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_19 --split-input-file -o /dev/null
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_22 --split-input-file -o /dev/null

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @equal_i1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi1>, tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpi eq, %[[IN0]], %[[IN1]] : i1
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @equal_i1(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.equal"(%arg0, %arg1) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @equal_i8(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>, %[[A1:.*]]: tensor<4xi8>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi8>, tensor<4xi8>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[IN1:.*]]: i8, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpi eq, %[[IN0]], %[[IN1]] : i8
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @equal_i8(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>) -> tensor<4xi1> {
  %0 = "tosa.equal"(%arg0, %arg1) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @equal_i16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>, %[[A1:.*]]: tensor<4xi16>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi16>, tensor<4xi16>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[IN1:.*]]: i16, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpi eq, %[[IN0]], %[[IN1]] : i16
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @equal_i16(%arg0: tensor<4xi16>, %arg1: tensor<4xi16>) -> tensor<4xi1> {
  %0 = "tosa.equal"(%arg0, %arg1) : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @equal_i32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>, %[[A1:.*]]: tensor<4xi32>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi32>, tensor<4xi32>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[IN1:.*]]: i32, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpi eq, %[[IN0]], %[[IN1]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @equal_i32(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi1> {
  %0 = "tosa.equal"(%arg0, %arg1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @equal_i64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>, %[[A1:.*]]: tensor<4xi64>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi64>, tensor<4xi64>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[IN1:.*]]: i64, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpi eq, %[[IN0]], %[[IN1]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @equal_i64(%arg0: tensor<4xi64>, %arg1: tensor<4xi64>) -> tensor<4xi1> {
  %0 = "tosa.equal"(%arg0, %arg1) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @equal_f16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>, %[[A1:.*]]: tensor<4xf16>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xf16>, tensor<4xf16>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[IN1:.*]]: f16, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpf oeq, %[[IN0]], %[[IN1]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @equal_f16(%arg0: tensor<4xf16>, %arg1: tensor<4xf16>) -> tensor<4xi1> {
  %0 = "tosa.equal"(%arg0, %arg1) : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @equal_bf16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>, %[[A1:.*]]: tensor<4xbf16>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xbf16>, tensor<4xbf16>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[IN1:.*]]: bf16, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpf oeq, %[[IN0]], %[[IN1]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @equal_bf16(%arg0: tensor<4xbf16>, %arg1: tensor<4xbf16>) -> tensor<4xi1> {
  %0 = "tosa.equal"(%arg0, %arg1) : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @equal_f32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>, %[[A1:.*]]: tensor<4xf32>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xf32>, tensor<4xf32>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[IN1:.*]]: f32, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpf oeq, %[[IN0]], %[[IN1]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @equal_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xi1> {
  %0 = "tosa.equal"(%arg0, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @equal_f64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>, %[[A1:.*]]: tensor<4xf64>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xf64>, tensor<4xf64>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[IN1:.*]]: f64, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpf oeq, %[[IN0]], %[[IN1]] : f64
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @equal_f64(%arg0: tensor<4xf64>, %arg1: tensor<4xf64>) -> tensor<4xi1> {
  %0 = "tosa.equal"(%arg0, %arg1) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @greater_i1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi1>, tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpi sgt, %[[IN0]], %[[IN1]] : i1
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @greater_i1(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.greater"(%arg0, %arg1) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @greater_i8(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>, %[[A1:.*]]: tensor<4xi8>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi8>, tensor<4xi8>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[IN1:.*]]: i8, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpi sgt, %[[IN0]], %[[IN1]] : i8
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @greater_i8(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>) -> tensor<4xi1> {
  %0 = "tosa.greater"(%arg0, %arg1) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @greater_i16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>, %[[A1:.*]]: tensor<4xi16>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi16>, tensor<4xi16>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[IN1:.*]]: i16, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpi sgt, %[[IN0]], %[[IN1]] : i16
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @greater_i16(%arg0: tensor<4xi16>, %arg1: tensor<4xi16>) -> tensor<4xi1> {
  %0 = "tosa.greater"(%arg0, %arg1) : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @greater_i32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>, %[[A1:.*]]: tensor<4xi32>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi32>, tensor<4xi32>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[IN1:.*]]: i32, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpi sgt, %[[IN0]], %[[IN1]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @greater_i32(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi1> {
  %0 = "tosa.greater"(%arg0, %arg1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @greater_i64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>, %[[A1:.*]]: tensor<4xi64>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi64>, tensor<4xi64>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[IN1:.*]]: i64, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpi sgt, %[[IN0]], %[[IN1]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @greater_i64(%arg0: tensor<4xi64>, %arg1: tensor<4xi64>) -> tensor<4xi1> {
  %0 = "tosa.greater"(%arg0, %arg1) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @greater_f16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>, %[[A1:.*]]: tensor<4xf16>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xf16>, tensor<4xf16>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[IN1:.*]]: f16, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpf ogt, %[[IN0]], %[[IN1]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @greater_f16(%arg0: tensor<4xf16>, %arg1: tensor<4xf16>) -> tensor<4xi1> {
  %0 = "tosa.greater"(%arg0, %arg1) : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @greater_bf16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>, %[[A1:.*]]: tensor<4xbf16>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xbf16>, tensor<4xbf16>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[IN1:.*]]: bf16, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpf ogt, %[[IN0]], %[[IN1]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @greater_bf16(%arg0: tensor<4xbf16>, %arg1: tensor<4xbf16>) -> tensor<4xi1> {
  %0 = "tosa.greater"(%arg0, %arg1) : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @greater_f32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>, %[[A1:.*]]: tensor<4xf32>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xf32>, tensor<4xf32>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[IN1:.*]]: f32, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpf ogt, %[[IN0]], %[[IN1]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @greater_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xi1> {
  %0 = "tosa.greater"(%arg0, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @greater_f64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>, %[[A1:.*]]: tensor<4xf64>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xf64>, tensor<4xf64>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[IN1:.*]]: f64, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpf ogt, %[[IN0]], %[[IN1]] : f64
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @greater_f64(%arg0: tensor<4xf64>, %arg1: tensor<4xf64>) -> tensor<4xi1> {
  %0 = "tosa.greater"(%arg0, %arg1) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @greater_equal_i1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi1>, tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpi sge, %[[IN0]], %[[IN1]] : i1
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @greater_equal_i1(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.greater_equal"(%arg0, %arg1) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @greater_equal_i8(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>, %[[A1:.*]]: tensor<4xi8>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi8>, tensor<4xi8>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[IN1:.*]]: i8, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpi sge, %[[IN0]], %[[IN1]] : i8
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @greater_equal_i8(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>) -> tensor<4xi1> {
  %0 = "tosa.greater_equal"(%arg0, %arg1) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @greater_equal_i16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>, %[[A1:.*]]: tensor<4xi16>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi16>, tensor<4xi16>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[IN1:.*]]: i16, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpi sge, %[[IN0]], %[[IN1]] : i16
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @greater_equal_i16(%arg0: tensor<4xi16>, %arg1: tensor<4xi16>) -> tensor<4xi1> {
  %0 = "tosa.greater_equal"(%arg0, %arg1) : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @greater_equal_i32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>, %[[A1:.*]]: tensor<4xi32>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi32>, tensor<4xi32>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[IN1:.*]]: i32, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpi sge, %[[IN0]], %[[IN1]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @greater_equal_i32(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi1> {
  %0 = "tosa.greater_equal"(%arg0, %arg1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @greater_equal_i64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>, %[[A1:.*]]: tensor<4xi64>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi64>, tensor<4xi64>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[IN1:.*]]: i64, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpi sge, %[[IN0]], %[[IN1]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @greater_equal_i64(%arg0: tensor<4xi64>, %arg1: tensor<4xi64>) -> tensor<4xi1> {
  %0 = "tosa.greater_equal"(%arg0, %arg1) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @greater_equal_f16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>, %[[A1:.*]]: tensor<4xf16>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xf16>, tensor<4xf16>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[IN1:.*]]: f16, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpf oge, %[[IN0]], %[[IN1]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @greater_equal_f16(%arg0: tensor<4xf16>, %arg1: tensor<4xf16>) -> tensor<4xi1> {
  %0 = "tosa.greater_equal"(%arg0, %arg1) : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @greater_equal_bf16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>, %[[A1:.*]]: tensor<4xbf16>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xbf16>, tensor<4xbf16>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[IN1:.*]]: bf16, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpf oge, %[[IN0]], %[[IN1]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @greater_equal_bf16(%arg0: tensor<4xbf16>, %arg1: tensor<4xbf16>) -> tensor<4xi1> {
  %0 = "tosa.greater_equal"(%arg0, %arg1) : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @greater_equal_f32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>, %[[A1:.*]]: tensor<4xf32>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xf32>, tensor<4xf32>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[IN1:.*]]: f32, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpf oge, %[[IN0]], %[[IN1]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @greater_equal_f32(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xi1> {
  %0 = "tosa.greater_equal"(%arg0, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @greater_equal_f64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>, %[[A1:.*]]: tensor<4xf64>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xf64>, tensor<4xf64>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[IN1:.*]]: f64, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.cmpf oge, %[[IN0]], %[[IN1]] : f64
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @greater_equal_f64(%arg0: tensor<4xf64>, %arg1: tensor<4xf64>) -> tensor<4xi1> {
  %0 = "tosa.greater_equal"(%arg0, %arg1) : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @select_i1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi1>, %[[A2:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]], %[[A2]] : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: i1, %[[IN2:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.select %[[IN0]], %[[IN1]], %[[IN2]] : i1
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @select_i1(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>, %arg2: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.select"(%arg0, %arg1, %arg2) : (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @select_i8(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi8>, %[[A2:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]], %[[A2]] : tensor<4xi1>, tensor<4xi8>, tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: i8, %[[IN2:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[R:.*]] = arith.select %[[IN0]], %[[IN1]], %[[IN2]] : i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @select_i8(%arg0: tensor<4xi1>, %arg1: tensor<4xi8>, %arg2: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.select"(%arg0, %arg1, %arg2) : (tensor<4xi1>, tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @select_i16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi16>, %[[A2:.*]]: tensor<4xi16>) -> tensor<4xi16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]], %[[A2]] : tensor<4xi1>, tensor<4xi16>, tensor<4xi16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: i16, %[[IN2:.*]]: i16, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[R:.*]] = arith.select %[[IN0]], %[[IN1]], %[[IN2]] : i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @select_i16(%arg0: tensor<4xi1>, %arg1: tensor<4xi16>, %arg2: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.select"(%arg0, %arg1, %arg2) : (tensor<4xi1>, tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @select_i32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi32>, %[[A2:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]], %[[A2]] : tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: i32, %[[IN2:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[R:.*]] = arith.select %[[IN0]], %[[IN1]], %[[IN2]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @select_i32(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.select"(%arg0, %arg1, %arg2) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @select_i64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi64>, %[[A2:.*]]: tensor<4xi64>) -> tensor<4xi64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]], %[[A2]] : tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: i64, %[[IN2:.*]]: i64, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[R:.*]] = arith.select %[[IN0]], %[[IN1]], %[[IN2]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @select_i64(%arg0: tensor<4xi1>, %arg1: tensor<4xi64>, %arg2: tensor<4xi64>) -> tensor<4xi64> {
  %0 = "tosa.select"(%arg0, %arg1, %arg2) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @select_f16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xf16>, %[[A2:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]], %[[A2]] : tensor<4xi1>, tensor<4xf16>, tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: f16, %[[IN2:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[R:.*]] = arith.select %[[IN0]], %[[IN1]], %[[IN2]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @select_f16(%arg0: tensor<4xi1>, %arg1: tensor<4xf16>, %arg2: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.select"(%arg0, %arg1, %arg2) : (tensor<4xi1>, tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @select_bf16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xbf16>, %[[A2:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]], %[[A2]] : tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: bf16, %[[IN2:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[R:.*]] = arith.select %[[IN0]], %[[IN1]], %[[IN2]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @select_bf16(%arg0: tensor<4xi1>, %arg1: tensor<4xbf16>, %arg2: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.select"(%arg0, %arg1, %arg2) : (tensor<4xi1>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @select_f32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xf32>, %[[A2:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]], %[[A2]] : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: f32, %[[IN2:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[R:.*]] = arith.select %[[IN0]], %[[IN1]], %[[IN2]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @select_f32(%arg0: tensor<4xi1>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.select"(%arg0, %arg1, %arg2) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @select_f64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xf64>, %[[A2:.*]]: tensor<4xf64>) -> tensor<4xf64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]], %[[A2]] : tensor<4xi1>, tensor<4xf64>, tensor<4xf64>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: f64, %[[IN2:.*]]: f64, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[R:.*]] = arith.select %[[IN0]], %[[IN1]], %[[IN2]] : f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @select_f64(%arg0: tensor<4xi1>, %arg1: tensor<4xf64>, %arg2: tensor<4xf64>) -> tensor<4xf64> {
  %0 = "tosa.select"(%arg0, %arg1, %arg2) : (tensor<4xi1>, tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}
