// Scalar bodies of the unary element-wise ops, one function per op x element type.
// Expected bodies are those of docs/lowering-bodies.md (mlir-opt-19 tosa-to-linalg); names are captured.
// Float constants: mlir-opt-19 spelling, or {{19|ours}} where tosa2linalg prints the same value differently.
// RUN: %tosa2linalg --split-input-file %s | FileCheck %s
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_19 --split-input-file -o /dev/null
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_22 --split-input-file -o /dev/null

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @abs_i1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK-DAG: %[[C0:.*]] = arith.constant false
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[N:.*]] = arith.subi %[[C0]], %[[IN0]] : i1
// CHECK-NEXT: %[[R:.*]] = arith.maxsi %[[IN0]], %[[N]] : i1
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @abs_i1(%arg0: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.abs"(%arg0) : (tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @abs_i8(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i8
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[N:.*]] = arith.subi %[[C0]], %[[IN0]] : i8
// CHECK-NEXT: %[[R:.*]] = arith.maxsi %[[IN0]], %[[N]] : i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @abs_i8(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.abs"(%arg0) : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @abs_i16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>) -> tensor<4xi16>
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[N:.*]] = arith.subi %[[C0]], %[[IN0]] : i16
// CHECK-NEXT: %[[R:.*]] = arith.maxsi %[[IN0]], %[[N]] : i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @abs_i16(%arg0: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.abs"(%arg0) : (tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @abs_i32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[N:.*]] = arith.subi %[[C0]], %[[IN0]] : i32
// CHECK-NEXT: %[[R:.*]] = arith.maxsi %[[IN0]], %[[N]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @abs_i32(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.abs"(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @abs_i64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>) -> tensor<4xi64>
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i64
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi64>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[N:.*]] = arith.subi %[[C0]], %[[IN0]] : i64
// CHECK-NEXT: %[[R:.*]] = arith.maxsi %[[IN0]], %[[N]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @abs_i64(%arg0: tensor<4xi64>) -> tensor<4xi64> {
  %0 = "tosa.abs"(%arg0) : (tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @abs_f16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[R:.*]] = math.absf %[[IN0]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @abs_f16(%arg0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.abs"(%arg0) : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @abs_bf16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[R:.*]] = math.absf %[[IN0]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @abs_bf16(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.abs"(%arg0) : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @abs_f32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[R:.*]] = math.absf %[[IN0]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @abs_f32(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.abs"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @abs_f64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>) -> tensor<4xf64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf64>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[R:.*]] = math.absf %[[IN0]] : f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @abs_f64(%arg0: tensor<4xf64>) -> tensor<4xf64> {
  %0 = "tosa.abs"(%arg0) : (tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @bitwise_not_i1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK-DAG: %[[M1:.*]] = arith.constant true
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.xori %[[IN0]], %[[M1]] : i1
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @bitwise_not_i1(%arg0: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.bitwise_not"(%arg0) : (tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @bitwise_not_i8(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK-DAG: %[[M1:.*]] = arith.constant -1 : i8
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[R:.*]] = arith.xori %[[IN0]], %[[M1]] : i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @bitwise_not_i8(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.bitwise_not"(%arg0) : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @bitwise_not_i16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>) -> tensor<4xi16>
// CHECK-DAG: %[[M1:.*]] = arith.constant -1 : i16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[R:.*]] = arith.xori %[[IN0]], %[[M1]] : i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @bitwise_not_i16(%arg0: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.bitwise_not"(%arg0) : (tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @bitwise_not_i32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK-DAG: %[[M1:.*]] = arith.constant -1 : i32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[R:.*]] = arith.xori %[[IN0]], %[[M1]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @bitwise_not_i32(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.bitwise_not"(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @bitwise_not_i64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>) -> tensor<4xi64>
// CHECK-DAG: %[[M1:.*]] = arith.constant -1 : i64
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi64>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[R:.*]] = arith.xori %[[IN0]], %[[M1]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @bitwise_not_i64(%arg0: tensor<4xi64>) -> tensor<4xi64> {
  %0 = "tosa.bitwise_not"(%arg0) : (tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clz_i1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = math.ctlz %[[IN0]] : i1
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @clz_i1(%arg0: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.clz"(%arg0) : (tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clz_i8(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[R:.*]] = math.ctlz %[[IN0]] : i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @clz_i8(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.clz"(%arg0) : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clz_i16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>) -> tensor<4xi16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[R:.*]] = math.ctlz %[[IN0]] : i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @clz_i16(%arg0: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.clz"(%arg0) : (tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clz_i32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[R:.*]] = math.ctlz %[[IN0]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @clz_i32(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.clz"(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clz_i64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>) -> tensor<4xi64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi64>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[R:.*]] = math.ctlz %[[IN0]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @clz_i64(%arg0: tensor<4xi64>) -> tensor<4xi64> {
  %0 = "tosa.clz"(%arg0) : (tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @logical_not_i1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK-DAG: %[[T:.*]] = arith.constant true
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.xori %[[IN0]], %[[T]] : i1
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @logical_not_i1(%arg0: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.logical_not"(%arg0) : (tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @ceil_f16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[R:.*]] = math.ceil %[[IN0]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @ceil_f16(%arg0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.ceil"(%arg0) : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @ceil_bf16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[R:.*]] = math.ceil %[[IN0]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @ceil_bf16(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.ceil"(%arg0) : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @ceil_f32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[R:.*]] = math.ceil %[[IN0]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @ceil_f32(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.ceil"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @ceil_f64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>) -> tensor<4xf64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf64>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[R:.*]] = math.ceil %[[IN0]] : f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @ceil_f64(%arg0: tensor<4xf64>) -> tensor<4xf64> {
  %0 = "tosa.ceil"(%arg0) : (tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @floor_f16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[R:.*]] = math.floor %[[IN0]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @floor_f16(%arg0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.floor"(%arg0) : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @floor_bf16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[R:.*]] = math.floor %[[IN0]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @floor_bf16(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.floor"(%arg0) : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @floor_f32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[R:.*]] = math.floor %[[IN0]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @floor_f32(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.floor"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @floor_f64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>) -> tensor<4xf64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf64>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[R:.*]] = math.floor %[[IN0]] : f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @floor_f64(%arg0: tensor<4xf64>) -> tensor<4xf64> {
  %0 = "tosa.floor"(%arg0) : (tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @erf_f16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[R:.*]] = math.erf %[[IN0]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @erf_f16(%arg0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.erf"(%arg0) : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @erf_bf16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[R:.*]] = math.erf %[[IN0]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @erf_bf16(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.erf"(%arg0) : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @erf_f32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[R:.*]] = math.erf %[[IN0]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @erf_f32(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.erf"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @erf_f64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>) -> tensor<4xf64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf64>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[R:.*]] = math.erf %[[IN0]] : f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @erf_f64(%arg0: tensor<4xf64>) -> tensor<4xf64> {
  %0 = "tosa.erf"(%arg0) : (tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @exp_f16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[R:.*]] = math.exp %[[IN0]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @exp_f16(%arg0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.exp"(%arg0) : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @exp_bf16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[R:.*]] = math.exp %[[IN0]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @exp_bf16(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.exp"(%arg0) : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @exp_f32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[R:.*]] = math.exp %[[IN0]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @exp_f32(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.exp"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @exp_f64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>) -> tensor<4xf64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf64>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[R:.*]] = math.exp %[[IN0]] : f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @exp_f64(%arg0: tensor<4xf64>) -> tensor<4xf64> {
  %0 = "tosa.exp"(%arg0) : (tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @log_f16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[R:.*]] = math.log %[[IN0]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @log_f16(%arg0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.log"(%arg0) : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @log_bf16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[R:.*]] = math.log %[[IN0]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @log_bf16(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.log"(%arg0) : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @log_f32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[R:.*]] = math.log %[[IN0]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @log_f32(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.log"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @log_f64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>) -> tensor<4xf64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf64>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[R:.*]] = math.log %[[IN0]] : f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @log_f64(%arg0: tensor<4xf64>) -> tensor<4xf64> {
  %0 = "tosa.log"(%arg0) : (tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @rsqrt_f16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[R:.*]] = math.rsqrt %[[IN0]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @rsqrt_f16(%arg0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.rsqrt"(%arg0) : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @rsqrt_bf16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[R:.*]] = math.rsqrt %[[IN0]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @rsqrt_bf16(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.rsqrt"(%arg0) : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @rsqrt_f32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[R:.*]] = math.rsqrt %[[IN0]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @rsqrt_f32(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.rsqrt"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @rsqrt_f64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>) -> tensor<4xf64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf64>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[R:.*]] = math.rsqrt %[[IN0]] : f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @rsqrt_f64(%arg0: tensor<4xf64>) -> tensor<4xf64> {
  %0 = "tosa.rsqrt"(%arg0) : (tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @tanh_f16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[R:.*]] = math.tanh %[[IN0]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @tanh_f16(%arg0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.tanh"(%arg0) : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @tanh_bf16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[R:.*]] = math.tanh %[[IN0]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @tanh_bf16(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.tanh"(%arg0) : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @tanh_f32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[R:.*]] = math.tanh %[[IN0]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @tanh_f32(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.tanh"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @tanh_f64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>) -> tensor<4xf64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf64>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[R:.*]] = math.tanh %[[IN0]] : f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @tanh_f64(%arg0: tensor<4xf64>) -> tensor<4xf64> {
  %0 = "tosa.tanh"(%arg0) : (tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// tosa.sin / tosa.cos are not in the document; mlir-opt-19 lowers them like the other math ops.
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @sin_f16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[R:.*]] = math.sin %[[IN0]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @sin_f16(%arg0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.sin"(%arg0) : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @sin_bf16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[R:.*]] = math.sin %[[IN0]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @sin_bf16(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.sin"(%arg0) : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @sin_f32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[R:.*]] = math.sin %[[IN0]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @sin_f32(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.sin"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @sin_f64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>) -> tensor<4xf64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf64>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[R:.*]] = math.sin %[[IN0]] : f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @sin_f64(%arg0: tensor<4xf64>) -> tensor<4xf64> {
  %0 = "tosa.sin"(%arg0) : (tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// tosa.sin / tosa.cos are not in the document; mlir-opt-19 lowers them like the other math ops.
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cos_f16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[R:.*]] = math.cos %[[IN0]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @cos_f16(%arg0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.cos"(%arg0) : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cos_bf16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[R:.*]] = math.cos %[[IN0]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @cos_bf16(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.cos"(%arg0) : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cos_f32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[R:.*]] = math.cos %[[IN0]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @cos_f32(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.cos"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @cos_f64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>) -> tensor<4xf64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf64>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[R:.*]] = math.cos %[[IN0]] : f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @cos_f64(%arg0: tensor<4xf64>) -> tensor<4xf64> {
  %0 = "tosa.cos"(%arg0) : (tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// No quantization_info: wraps (0 - x).
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @negate_i1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK-DAG: %[[C0:.*]] = arith.constant false
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.subi %[[C0]], %[[IN0]] : i1
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @negate_i1(%arg0: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.negate"(%arg0) : (tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @negate_i8(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i8
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[R:.*]] = arith.subi %[[C0]], %[[IN0]] : i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @negate_i8(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.negate"(%arg0) : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @negate_i16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>) -> tensor<4xi16>
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[R:.*]] = arith.subi %[[C0]], %[[IN0]] : i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @negate_i16(%arg0: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.negate"(%arg0) : (tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @negate_i32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[R:.*]] = arith.subi %[[C0]], %[[IN0]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @negate_i32(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.negate"(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @negate_i64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>) -> tensor<4xi64>
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i64
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi64>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[R:.*]] = arith.subi %[[C0]], %[[IN0]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @negate_i64(%arg0: tensor<4xi64>) -> tensor<4xi64> {
  %0 = "tosa.negate"(%arg0) : (tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @negate_f16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[R:.*]] = arith.negf %[[IN0]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @negate_f16(%arg0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.negate"(%arg0) : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @negate_bf16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[R:.*]] = arith.negf %[[IN0]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @negate_bf16(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.negate"(%arg0) : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @negate_f32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[R:.*]] = arith.negf %[[IN0]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @negate_f32(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.negate"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @negate_f64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>) -> tensor<4xf64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf64>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[R:.*]] = arith.negf %[[IN0]] : f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @negate_f64(%arg0: tensor<4xf64>) -> tensor<4xf64> {
  %0 = "tosa.negate"(%arg0) : (tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @reciprocal_f16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[R:.*]] = arith.divf %[[ONE]], %[[IN0]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @reciprocal_f16(%arg0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.reciprocal"(%arg0) : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @reciprocal_bf16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : bf16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[R:.*]] = arith.divf %[[ONE]], %[[IN0]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @reciprocal_bf16(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.reciprocal"(%arg0) : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @reciprocal_f32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[R:.*]] = arith.divf %[[ONE]], %[[IN0]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @reciprocal_f32(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.reciprocal"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @reciprocal_f64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>) -> tensor<4xf64>
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f64
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf64>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[R:.*]] = arith.divf %[[ONE]], %[[IN0]] : f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @reciprocal_f64(%arg0: tensor<4xf64>) -> tensor<4xf64> {
  %0 = "tosa.reciprocal"(%arg0) : (tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @sigmoid_f16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[N:.*]] = arith.negf %[[IN0]] : f16
// CHECK-NEXT: %[[EX:.*]] = math.exp %[[N]] : f16
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[EX]], %[[ONE]] : f16
// CHECK-NEXT: %[[R:.*]] = arith.divf %[[ONE]], %[[S]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @sigmoid_f16(%arg0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.sigmoid"(%arg0) : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @sigmoid_bf16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : bf16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[N:.*]] = arith.negf %[[IN0]] : bf16
// CHECK-NEXT: %[[EX:.*]] = math.exp %[[N]] : bf16
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[EX]], %[[ONE]] : bf16
// CHECK-NEXT: %[[R:.*]] = arith.divf %[[ONE]], %[[S]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @sigmoid_bf16(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.sigmoid"(%arg0) : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @sigmoid_f32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[N:.*]] = arith.negf %[[IN0]] : f32
// CHECK-NEXT: %[[EX:.*]] = math.exp %[[N]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[EX]], %[[ONE]] : f32
// CHECK-NEXT: %[[R:.*]] = arith.divf %[[ONE]], %[[S]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @sigmoid_f32(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.sigmoid"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @sigmoid_f64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>) -> tensor<4xf64>
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f64
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf64>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[N:.*]] = arith.negf %[[IN0]] : f64
// CHECK-NEXT: %[[EX:.*]] = math.exp %[[N]] : f64
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[EX]], %[[ONE]] : f64
// CHECK-NEXT: %[[R:.*]] = arith.divf %[[ONE]], %[[S]] : f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @sigmoid_f64(%arg0: tensor<4xf64>) -> tensor<4xf64> {
  %0 = "tosa.sigmoid"(%arg0) : (tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}
