// Scalar bodies of the element-wise ops with attributes: tosa.clamp (integer bounds clamped to the
// type, float bounds rounded to it), tosa.mul (shift = 0, negative, positive; widening),
// tosa.arithmetic_right_shift (round = false / true) and tosa.negate with quantization_info.
// Expected bodies are those of docs/lowering-bodies.md (mlir-opt-19 tosa-to-linalg); names are captured.
// Unlike mlir-opt-19, constants stand before the generic, one per value (shared by the ops of the
// block), and a clamp step that changes nothing (a bound at the end of the type's range, a float
// bound of infinity) is left out: a clamp whose bounds meet is its upper bound.
// Float constants: mlir-opt-19 spelling, or {{19|ours}} where tosa2linalg prints the same value differently.
// RUN: %tosa2linalg --split-input-file %s | FileCheck %s
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_19 --split-input-file -o /dev/null
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_22 --split-input-file -o /dev/null

// bounds [0, 5] -> [0, 0] in i1
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_i1_0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK-DAG: %[[HI:.*]] = arith.constant false
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: linalg.yield %[[HI]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @clamp_i1_0(%arg0: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 5 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32}> : (tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// bounds [-1000, 1000] -> [-1, 0] in i1
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_i1_1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: linalg.yield %[[IN0]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @clamp_i1_1(%arg0: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.clamp"(%arg0) <{min_int = -1000 : i64, max_int = 1000 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32}> : (tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// bounds [-9223372036854775808, 9223372036854775807] -> [-1, 0] in i1
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_i1_2(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: linalg.yield %[[IN0]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @clamp_i1_2(%arg0: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.clamp"(%arg0) <{min_int = -9223372036854775808 : i64, max_int = 9223372036854775807 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32}> : (tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// bounds [5, -5] -> [0, -1] in i1 (not swapped)
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_i1_3(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK-DAG: %[[HI:.*]] = arith.constant true
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: linalg.yield %[[HI]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @clamp_i1_3(%arg0: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 5 : i64, max_int = -5 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32}> : (tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// bounds [3, 3] -> [0, 0] in i1
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_i1_4(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK-DAG: %[[HI:.*]] = arith.constant false
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: linalg.yield %[[HI]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @clamp_i1_4(%arg0: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 3 : i64, max_int = 3 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32}> : (tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// bounds [0, 5] -> [0, 5] in i8
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_i8_0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK-DAG: %[[LO:.*]] = arith.constant 0 : i8
// CHECK-DAG: %[[HI:.*]] = arith.constant 5 : i8
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[M:.*]] = arith.maxsi %[[LO]], %[[IN0]] : i8
// CHECK-NEXT: %[[R:.*]] = arith.minsi %[[HI]], %[[M]] : i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @clamp_i8_0(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 5 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32}> : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// bounds [-1000, 1000] -> [-128, 127] in i8
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_i8_1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK-NEXT: linalg.yield %[[IN0]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @clamp_i8_1(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.clamp"(%arg0) <{min_int = -1000 : i64, max_int = 1000 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32}> : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// bounds [-9223372036854775808, 9223372036854775807] -> [-128, 127] in i8
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_i8_2(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK-NEXT: linalg.yield %[[IN0]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @clamp_i8_2(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.clamp"(%arg0) <{min_int = -9223372036854775808 : i64, max_int = 9223372036854775807 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32}> : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// bounds [5, -5] -> [5, -5] in i8 (not swapped)
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_i8_3(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK-DAG: %[[HI:.*]] = arith.constant -5 : i8
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK-NEXT: linalg.yield %[[HI]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @clamp_i8_3(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 5 : i64, max_int = -5 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32}> : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// bounds [3, 3] -> [3, 3] in i8
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_i8_4(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK-DAG: %[[HI:.*]] = arith.constant 3 : i8
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK-NEXT: linalg.yield %[[HI]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @clamp_i8_4(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 3 : i64, max_int = 3 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32}> : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// bounds [0, 5] -> [0, 5] in i16
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_i16_0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>) -> tensor<4xi16>
// CHECK-DAG: %[[LO:.*]] = arith.constant 0 : i16
// CHECK-DAG: %[[HI:.*]] = arith.constant 5 : i16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[M:.*]] = arith.maxsi %[[LO]], %[[IN0]] : i16
// CHECK-NEXT: %[[R:.*]] = arith.minsi %[[HI]], %[[M]] : i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @clamp_i16_0(%arg0: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 5 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32}> : (tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// bounds [-1000, 1000] -> [-1000, 1000] in i16
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_i16_1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>) -> tensor<4xi16>
// CHECK-DAG: %[[LO:.*]] = arith.constant -1000 : i16
// CHECK-DAG: %[[HI:.*]] = arith.constant 1000 : i16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[M:.*]] = arith.maxsi %[[LO]], %[[IN0]] : i16
// CHECK-NEXT: %[[R:.*]] = arith.minsi %[[HI]], %[[M]] : i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @clamp_i16_1(%arg0: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.clamp"(%arg0) <{min_int = -1000 : i64, max_int = 1000 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32}> : (tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// bounds [-9223372036854775808, 9223372036854775807] -> [-32768, 32767] in i16
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_i16_2(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>) -> tensor<4xi16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[OUT:.*]]: i16):
// CHECK-NEXT: linalg.yield %[[IN0]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @clamp_i16_2(%arg0: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.clamp"(%arg0) <{min_int = -9223372036854775808 : i64, max_int = 9223372036854775807 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32}> : (tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// bounds [5, -5] -> [5, -5] in i16 (not swapped)
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_i16_3(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>) -> tensor<4xi16>
// CHECK-DAG: %[[HI:.*]] = arith.constant -5 : i16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[OUT:.*]]: i16):
// CHECK-NEXT: linalg.yield %[[HI]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @clamp_i16_3(%arg0: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 5 : i64, max_int = -5 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32}> : (tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// bounds [3, 3] -> [3, 3] in i16
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_i16_4(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>) -> tensor<4xi16>
// CHECK-DAG: %[[HI:.*]] = arith.constant 3 : i16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[OUT:.*]]: i16):
// CHECK-NEXT: linalg.yield %[[HI]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @clamp_i16_4(%arg0: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 3 : i64, max_int = 3 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32}> : (tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// bounds [0, 5] -> [0, 5] in i32
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_i32_0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK-DAG: %[[LO:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[HI:.*]] = arith.constant 5 : i32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[M:.*]] = arith.maxsi %[[LO]], %[[IN0]] : i32
// CHECK-NEXT: %[[R:.*]] = arith.minsi %[[HI]], %[[M]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @clamp_i32_0(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 5 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32}> : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// bounds [-1000, 1000] -> [-1000, 1000] in i32
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_i32_1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK-DAG: %[[LO:.*]] = arith.constant -1000 : i32
// CHECK-DAG: %[[HI:.*]] = arith.constant 1000 : i32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[M:.*]] = arith.maxsi %[[LO]], %[[IN0]] : i32
// CHECK-NEXT: %[[R:.*]] = arith.minsi %[[HI]], %[[M]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @clamp_i32_1(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.clamp"(%arg0) <{min_int = -1000 : i64, max_int = 1000 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32}> : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// bounds [-9223372036854775808, 9223372036854775807] -> [-2147483648, 2147483647] in i32
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_i32_2(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK-NEXT: linalg.yield %[[IN0]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @clamp_i32_2(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.clamp"(%arg0) <{min_int = -9223372036854775808 : i64, max_int = 9223372036854775807 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32}> : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// bounds [5, -5] -> [5, -5] in i32 (not swapped)
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_i32_3(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK-DAG: %[[HI:.*]] = arith.constant -5 : i32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK-NEXT: linalg.yield %[[HI]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @clamp_i32_3(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 5 : i64, max_int = -5 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32}> : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// bounds [3, 3] -> [3, 3] in i32
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_i32_4(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK-DAG: %[[HI:.*]] = arith.constant 3 : i32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK-NEXT: linalg.yield %[[HI]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @clamp_i32_4(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 3 : i64, max_int = 3 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32}> : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// bounds [0, 5] -> [0, 5] in i64
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_i64_0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>) -> tensor<4xi64>
// CHECK-DAG: %[[LO:.*]] = arith.constant 0 : i64
// CHECK-DAG: %[[HI:.*]] = arith.constant 5 : i64
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi64>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[M:.*]] = arith.maxsi %[[LO]], %[[IN0]] : i64
// CHECK-NEXT: %[[R:.*]] = arith.minsi %[[HI]], %[[M]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @clamp_i64_0(%arg0: tensor<4xi64>) -> tensor<4xi64> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 5 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32}> : (tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// bounds [-1000, 1000] -> [-1000, 1000] in i64
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_i64_1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>) -> tensor<4xi64>
// CHECK-DAG: %[[LO:.*]] = arith.constant -1000 : i64
// CHECK-DAG: %[[HI:.*]] = arith.constant 1000 : i64
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi64>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[M:.*]] = arith.maxsi %[[LO]], %[[IN0]] : i64
// CHECK-NEXT: %[[R:.*]] = arith.minsi %[[HI]], %[[M]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @clamp_i64_1(%arg0: tensor<4xi64>) -> tensor<4xi64> {
  %0 = "tosa.clamp"(%arg0) <{min_int = -1000 : i64, max_int = 1000 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32}> : (tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// bounds [-9223372036854775808, 9223372036854775807] -> [-9223372036854775808, 9223372036854775807] in i64
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_i64_2(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>) -> tensor<4xi64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi64>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[OUT:.*]]: i64):
// CHECK-NEXT: linalg.yield %[[IN0]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @clamp_i64_2(%arg0: tensor<4xi64>) -> tensor<4xi64> {
  %0 = "tosa.clamp"(%arg0) <{min_int = -9223372036854775808 : i64, max_int = 9223372036854775807 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32}> : (tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// bounds [5, -5] -> [5, -5] in i64 (not swapped)
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_i64_3(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>) -> tensor<4xi64>
// CHECK-DAG: %[[HI:.*]] = arith.constant -5 : i64
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi64>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[OUT:.*]]: i64):
// CHECK-NEXT: linalg.yield %[[HI]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @clamp_i64_3(%arg0: tensor<4xi64>) -> tensor<4xi64> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 5 : i64, max_int = -5 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32}> : (tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// bounds [3, 3] -> [3, 3] in i64
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_i64_4(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>) -> tensor<4xi64>
// CHECK-DAG: %[[HI:.*]] = arith.constant 3 : i64
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi64>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[OUT:.*]]: i64):
// CHECK-NEXT: linalg.yield %[[HI]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @clamp_i64_4(%arg0: tensor<4xi64>) -> tensor<4xi64> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 3 : i64, max_int = 3 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32}> : (tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_f16_f16_0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK-DAG: %[[LO:.*]] = arith.constant 0.000000e+00 : f16
// CHECK-DAG: %[[HI:.*]] = arith.constant 6.000000e+00 : f16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : f16
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @clamp_f16_f16_0(%arg0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = 0.0 : f16, max_fp = 6.0 : f16}> : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_f16_f16_1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK-DAG: %[[LO:.*]] = arith.constant -1.500000e+00 : f16
// CHECK-DAG: %[[HI:.*]] = arith.constant {{3\.300780e\+00|3\.30078125e\+00}} : f16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : f16
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @clamp_f16_f16_1(%arg0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = -1.5 : f16, max_fp = 3.3 : f16}> : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_f16_f16_3(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK-DAG: %[[LO:.*]] = arith.constant 0.000000e+00 : f16
// CHECK-DAG: %[[HI:.*]] = arith.constant {{9\.997550e-02|9\.99755859375e-02}} : f16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : f16
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @clamp_f16_f16_3(%arg0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = 1.0e-9 : f16, max_fp = 0.1 : f16}> : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_f16_f32_0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK-DAG: %[[LO:.*]] = arith.constant 0.000000e+00 : f16
// CHECK-DAG: %[[HI:.*]] = arith.constant 6.000000e+00 : f16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : f16
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @clamp_f16_f32_0(%arg0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = 0.0 : f32, max_fp = 6.0 : f32}> : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_f16_f32_1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK-DAG: %[[LO:.*]] = arith.constant -1.500000e+00 : f16
// CHECK-DAG: %[[HI:.*]] = arith.constant {{3\.300780e\+00|3\.30078125e\+00}} : f16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : f16
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @clamp_f16_f32_1(%arg0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = -1.5 : f32, max_fp = 3.3 : f32}> : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_f16_f32_2(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: linalg.yield %[[IN0]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @clamp_f16_f32_2(%arg0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = -1.0e+5 : f32, max_fp = 1.0e+5 : f32}> : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_f16_f32_3(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK-DAG: %[[LO:.*]] = arith.constant 0.000000e+00 : f16
// CHECK-DAG: %[[HI:.*]] = arith.constant {{9\.997550e-02|9\.99755859375e-02}} : f16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : f16
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @clamp_f16_f32_3(%arg0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = 1.0e-9 : f32, max_fp = 0.1 : f32}> : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_f16_f64_0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK-DAG: %[[LO:.*]] = arith.constant 0.000000e+00 : f16
// CHECK-DAG: %[[HI:.*]] = arith.constant 6.000000e+00 : f16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : f16
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @clamp_f16_f64_0(%arg0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = 0.0 : f64, max_fp = 6.0 : f64}> : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_f16_f64_1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK-DAG: %[[LO:.*]] = arith.constant -1.500000e+00 : f16
// CHECK-DAG: %[[HI:.*]] = arith.constant {{3\.300780e\+00|3\.30078125e\+00}} : f16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : f16
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @clamp_f16_f64_1(%arg0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = -1.5 : f64, max_fp = 3.3 : f64}> : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_f16_f64_2(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: linalg.yield %[[IN0]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @clamp_f16_f64_2(%arg0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = -1.0e+5 : f64, max_fp = 1.0e+5 : f64}> : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_f16_f64_3(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK-DAG: %[[LO:.*]] = arith.constant 0.000000e+00 : f16
// CHECK-DAG: %[[HI:.*]] = arith.constant {{9\.997550e-02|9\.99755859375e-02}} : f16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : f16
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @clamp_f16_f64_3(%arg0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = 1.0e-9 : f64, max_fp = 0.1 : f64}> : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_f16_f64_4(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK-DAG: %[[LO:.*]] = arith.constant -0.000000e+00 : f16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[IN0]], %[[LO]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @clamp_f16_f64_4(%arg0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = -0.0 : f64, max_fp = 1.0e+39 : f64}> : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_bf16_bf16_0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK-DAG: %[[LO:.*]] = arith.constant 0.000000e+00 : bf16
// CHECK-DAG: %[[HI:.*]] = arith.constant 6.000000e+00 : bf16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : bf16
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @clamp_bf16_bf16_0(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = 0.0 : bf16, max_fp = 6.0 : bf16}> : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_bf16_bf16_1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK-DAG: %[[LO:.*]] = arith.constant -1.500000e+00 : bf16
// CHECK-DAG: %[[HI:.*]] = arith.constant {{3\.296880e\+00|3\.296875e\+00}} : bf16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : bf16
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @clamp_bf16_bf16_1(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = -1.5 : bf16, max_fp = 3.3 : bf16}> : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_bf16_bf16_2(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK-DAG: %[[LO:.*]] = arith.constant -9.984000e+04 : bf16
// CHECK-DAG: %[[HI:.*]] = arith.constant 9.984000e+04 : bf16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : bf16
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @clamp_bf16_bf16_2(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = -1.0e+5 : bf16, max_fp = 1.0e+5 : bf16}> : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_bf16_bf16_3(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK-DAG: %[[LO:.*]] = arith.constant {{9\.968060e-10|9\.968061931431293e-10}} : bf16
// CHECK-DAG: %[[HI:.*]] = arith.constant {{1\.000980e-01|1\.0009765625e-01}} : bf16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : bf16
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @clamp_bf16_bf16_3(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = 1.0e-9 : bf16, max_fp = 0.1 : bf16}> : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_bf16_f32_0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK-DAG: %[[LO:.*]] = arith.constant 0.000000e+00 : bf16
// CHECK-DAG: %[[HI:.*]] = arith.constant 6.000000e+00 : bf16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : bf16
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @clamp_bf16_f32_0(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = 0.0 : f32, max_fp = 6.0 : f32}> : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_bf16_f32_1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK-DAG: %[[LO:.*]] = arith.constant -1.500000e+00 : bf16
// CHECK-DAG: %[[HI:.*]] = arith.constant {{3\.296880e\+00|3\.296875e\+00}} : bf16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : bf16
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @clamp_bf16_f32_1(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = -1.5 : f32, max_fp = 3.3 : f32}> : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_bf16_f32_2(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK-DAG: %[[LO:.*]] = arith.constant -9.984000e+04 : bf16
// CHECK-DAG: %[[HI:.*]] = arith.constant 9.984000e+04 : bf16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : bf16
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @clamp_bf16_f32_2(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = -1.0e+5 : f32, max_fp = 1.0e+5 : f32}> : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_bf16_f32_3(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK-DAG: %[[LO:.*]] = arith.constant {{9\.968060e-10|9\.968061931431293e-10}} : bf16
// CHECK-DAG: %[[HI:.*]] = arith.constant {{1\.000980e-01|1\.0009765625e-01}} : bf16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : bf16
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @clamp_bf16_f32_3(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = 1.0e-9 : f32, max_fp = 0.1 : f32}> : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_bf16_f64_0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK-DAG: %[[LO:.*]] = arith.constant 0.000000e+00 : bf16
// CHECK-DAG: %[[HI:.*]] = arith.constant 6.000000e+00 : bf16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : bf16
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @clamp_bf16_f64_0(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = 0.0 : f64, max_fp = 6.0 : f64}> : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_bf16_f64_1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK-DAG: %[[LO:.*]] = arith.constant -1.500000e+00 : bf16
// CHECK-DAG: %[[HI:.*]] = arith.constant {{3\.296880e\+00|3\.296875e\+00}} : bf16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : bf16
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @clamp_bf16_f64_1(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = -1.5 : f64, max_fp = 3.3 : f64}> : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_bf16_f64_2(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK-DAG: %[[LO:.*]] = arith.constant -9.984000e+04 : bf16
// CHECK-DAG: %[[HI:.*]] = arith.constant 9.984000e+04 : bf16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : bf16
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @clamp_bf16_f64_2(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = -1.0e+5 : f64, max_fp = 1.0e+5 : f64}> : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_bf16_f64_3(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK-DAG: %[[LO:.*]] = arith.constant {{9\.968060e-10|9\.968061931431293e-10}} : bf16
// CHECK-DAG: %[[HI:.*]] = arith.constant {{1\.000980e-01|1\.0009765625e-01}} : bf16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : bf16
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @clamp_bf16_f64_3(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = 1.0e-9 : f64, max_fp = 0.1 : f64}> : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_bf16_f64_4(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK-DAG: %[[LO:.*]] = arith.constant -0.000000e+00 : bf16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[IN0]], %[[LO]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @clamp_bf16_f64_4(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = -0.0 : f64, max_fp = 1.0e+39 : f64}> : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_f32_f32_0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK-DAG: %[[LO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[HI:.*]] = arith.constant 6.000000e+00 : f32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : f32
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @clamp_f32_f32_0(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = 0.0 : f32, max_fp = 6.0 : f32}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_f32_f32_1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK-DAG: %[[LO:.*]] = arith.constant -1.500000e+00 : f32
// CHECK-DAG: %[[HI:.*]] = arith.constant {{3\.300000e\+00|3\.299999952316284e\+00}} : f32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : f32
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @clamp_f32_f32_1(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = -1.5 : f32, max_fp = 3.3 : f32}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_f32_f32_2(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK-DAG: %[[LO:.*]] = arith.constant -1.000000e+05 : f32
// CHECK-DAG: %[[HI:.*]] = arith.constant 1.000000e+05 : f32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : f32
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @clamp_f32_f32_2(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = -1.0e+5 : f32, max_fp = 1.0e+5 : f32}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_f32_f32_3(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK-DAG: %[[LO:.*]] = arith.constant {{9\.99999971E-10|9\.999999717180685e-10}} : f32
// CHECK-DAG: %[[HI:.*]] = arith.constant {{1\.000000e-01|1\.0000000149011612e-01}} : f32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : f32
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @clamp_f32_f32_3(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = 1.0e-9 : f32, max_fp = 0.1 : f32}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_f32_f64_0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK-DAG: %[[LO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[HI:.*]] = arith.constant 6.000000e+00 : f32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : f32
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @clamp_f32_f64_0(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = 0.0 : f64, max_fp = 6.0 : f64}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_f32_f64_1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK-DAG: %[[LO:.*]] = arith.constant -1.500000e+00 : f32
// CHECK-DAG: %[[HI:.*]] = arith.constant {{3\.300000e\+00|3\.299999952316284e\+00}} : f32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : f32
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @clamp_f32_f64_1(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = -1.5 : f64, max_fp = 3.3 : f64}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_f32_f64_2(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK-DAG: %[[LO:.*]] = arith.constant -1.000000e+05 : f32
// CHECK-DAG: %[[HI:.*]] = arith.constant 1.000000e+05 : f32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : f32
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @clamp_f32_f64_2(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = -1.0e+5 : f64, max_fp = 1.0e+5 : f64}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_f32_f64_3(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK-DAG: %[[LO:.*]] = arith.constant {{9\.99999971E-10|9\.999999717180685e-10}} : f32
// CHECK-DAG: %[[HI:.*]] = arith.constant {{1\.000000e-01|1\.0000000149011612e-01}} : f32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : f32
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @clamp_f32_f64_3(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = 1.0e-9 : f64, max_fp = 0.1 : f64}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_f32_f64_4(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK-DAG: %[[LO:.*]] = arith.constant -0.000000e+00 : f32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[IN0]], %[[LO]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @clamp_f32_f64_4(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = -0.0 : f64, max_fp = 1.0e+39 : f64}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_f64_f64_0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>) -> tensor<4xf64>
// CHECK-DAG: %[[LO:.*]] = arith.constant 0.000000e+00 : f64
// CHECK-DAG: %[[HI:.*]] = arith.constant 6.000000e+00 : f64
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf64>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : f64
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @clamp_f64_f64_0(%arg0: tensor<4xf64>) -> tensor<4xf64> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = 0.0 : f64, max_fp = 6.0 : f64}> : (tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_f64_f64_1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>) -> tensor<4xf64>
// CHECK-DAG: %[[LO:.*]] = arith.constant -1.500000e+00 : f64
// CHECK-DAG: %[[HI:.*]] = arith.constant 3.300000e+00 : f64
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf64>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : f64
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @clamp_f64_f64_1(%arg0: tensor<4xf64>) -> tensor<4xf64> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = -1.5 : f64, max_fp = 3.3 : f64}> : (tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_f64_f64_2(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>) -> tensor<4xf64>
// CHECK-DAG: %[[LO:.*]] = arith.constant -1.000000e+05 : f64
// CHECK-DAG: %[[HI:.*]] = arith.constant 1.000000e+05 : f64
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf64>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : f64
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @clamp_f64_f64_2(%arg0: tensor<4xf64>) -> tensor<4xf64> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = -1.0e+5 : f64, max_fp = 1.0e+5 : f64}> : (tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_f64_f64_3(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>) -> tensor<4xf64>
// CHECK-DAG: %[[LO:.*]] = arith.constant 1.000000e-09 : f64
// CHECK-DAG: %[[HI:.*]] = arith.constant 1.000000e-01 : f64
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf64>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : f64
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @clamp_f64_f64_3(%arg0: tensor<4xf64>) -> tensor<4xf64> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = 1.0e-9 : f64, max_fp = 0.1 : f64}> : (tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @clamp_f64_f64_4(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>) -> tensor<4xf64>
// CHECK-DAG: %[[LO:.*]] = arith.constant -0.000000e+00 : f64
// CHECK-DAG: %[[HI:.*]] = arith.constant {{9\.9999999999999994E\+38|1\.000000e\+39}} : f64
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf64>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[M:.*]] = arith.minimumf %[[IN0]], %[[HI]] : f64
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[M]], %[[LO]] : f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @clamp_f64_f64_4(%arg0: tensor<4xf64>) -> tensor<4xf64> {
  %0 = "tosa.clamp"(%arg0) <{min_int = 0 : i64, max_int = 0 : i64, min_fp = -0.0 : f64, max_fp = 1.0e+39 : f64}> : (tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i1_shift0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi1>, tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.muli %[[IN0]], %[[IN1]] : i1
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @mul_i1_shift0(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 0 : i8}> : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// A negative shift behaves as 0.
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i1_shiftm1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi1>, tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.muli %[[IN0]], %[[IN1]] : i1
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @mul_i1_shiftm1(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = -1 : i8}> : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i8_shift0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>, %[[A1:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi8>, tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[IN1:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[R:.*]] = arith.muli %[[IN0]], %[[IN1]] : i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @mul_i8_shift0(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 0 : i8}> : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// A negative shift behaves as 0.
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i8_shiftm1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>, %[[A1:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi8>, tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[IN1:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[R:.*]] = arith.muli %[[IN0]], %[[IN1]] : i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @mul_i8_shiftm1(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = -1 : i8}> : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i16_shift0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>, %[[A1:.*]]: tensor<4xi16>) -> tensor<4xi16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi16>, tensor<4xi16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[IN1:.*]]: i16, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[R:.*]] = arith.muli %[[IN0]], %[[IN1]] : i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @mul_i16_shift0(%arg0: tensor<4xi16>, %arg1: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 0 : i8}> : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// A negative shift behaves as 0.
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i16_shiftm1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>, %[[A1:.*]]: tensor<4xi16>) -> tensor<4xi16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi16>, tensor<4xi16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[IN1:.*]]: i16, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[R:.*]] = arith.muli %[[IN0]], %[[IN1]] : i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @mul_i16_shiftm1(%arg0: tensor<4xi16>, %arg1: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = -1 : i8}> : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i32_shift0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>, %[[A1:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi32>, tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[IN1:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[R:.*]] = arith.muli %[[IN0]], %[[IN1]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @mul_i32_shift0(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 0 : i8}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// A negative shift behaves as 0.
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i32_shiftm1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>, %[[A1:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi32>, tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[IN1:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[R:.*]] = arith.muli %[[IN0]], %[[IN1]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @mul_i32_shiftm1(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = -1 : i8}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i64_shift0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>, %[[A1:.*]]: tensor<4xi64>) -> tensor<4xi64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi64>, tensor<4xi64>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[IN1:.*]]: i64, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[R:.*]] = arith.muli %[[IN0]], %[[IN1]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @mul_i64_shift0(%arg0: tensor<4xi64>, %arg1: tensor<4xi64>) -> tensor<4xi64> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 0 : i8}> : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// A negative shift behaves as 0.
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i64_shiftm1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>, %[[A1:.*]]: tensor<4xi64>) -> tensor<4xi64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi64>, tensor<4xi64>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[IN1:.*]]: i64, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[R:.*]] = arith.muli %[[IN0]], %[[IN1]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @mul_i64_shiftm1(%arg0: tensor<4xi64>, %arg1: tensor<4xi64>) -> tensor<4xi64> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = -1 : i8}> : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_f16_shift0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>, %[[A1:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xf16>, tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[IN1:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[R:.*]] = arith.mulf %[[IN0]], %[[IN1]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @mul_f16_shift0(%arg0: tensor<4xf16>, %arg1: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 0 : i8}> : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_bf16_shift0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>, %[[A1:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xbf16>, tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[IN1:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[R:.*]] = arith.mulf %[[IN0]], %[[IN1]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @mul_bf16_shift0(%arg0: tensor<4xbf16>, %arg1: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 0 : i8}> : (tensor<4xbf16>, tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_f32_shift0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>, %[[A1:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xf32>, tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[IN1:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[R:.*]] = arith.mulf %[[IN0]], %[[IN1]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @mul_f32_shift0(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 0 : i8}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_f64_shift0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>, %[[A1:.*]]: tensor<4xf64>) -> tensor<4xf64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xf64>, tensor<4xf64>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[IN1:.*]]: f64, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[R:.*]] = arith.mulf %[[IN0]], %[[IN1]] : f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @mul_f64_shift0(%arg0: tensor<4xf64>, %arg1: tensor<4xf64>) -> tensor<4xf64> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 0 : i8}> : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i1_to_i8(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi1>) -> tensor<4xi8>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi1>, tensor<4xi1>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: i1, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[XA:.*]] = arith.extsi %[[IN0]] : i1 to i8
// CHECK-NEXT: %[[YA:.*]] = arith.extsi %[[IN1]] : i1 to i8
// CHECK-NEXT: %[[R:.*]] = arith.muli %[[XA]], %[[YA]] : i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @mul_i1_to_i8(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi8> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 0 : i8}> : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i1_to_i16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi1>) -> tensor<4xi16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi1>, tensor<4xi1>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: i1, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[XA:.*]] = arith.extsi %[[IN0]] : i1 to i16
// CHECK-NEXT: %[[YA:.*]] = arith.extsi %[[IN1]] : i1 to i16
// CHECK-NEXT: %[[R:.*]] = arith.muli %[[XA]], %[[YA]] : i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @mul_i1_to_i16(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi16> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 0 : i8}> : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i1_to_i32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi1>) -> tensor<4xi32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi1>, tensor<4xi1>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: i1, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[XA:.*]] = arith.extsi %[[IN0]] : i1 to i32
// CHECK-NEXT: %[[YA:.*]] = arith.extsi %[[IN1]] : i1 to i32
// CHECK-NEXT: %[[R:.*]] = arith.muli %[[XA]], %[[YA]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @mul_i1_to_i32(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi32> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 0 : i8}> : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i1_to_i64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi1>) -> tensor<4xi64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi1>, tensor<4xi1>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: i1, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[XA:.*]] = arith.extsi %[[IN0]] : i1 to i64
// CHECK-NEXT: %[[YA:.*]] = arith.extsi %[[IN1]] : i1 to i64
// CHECK-NEXT: %[[R:.*]] = arith.muli %[[XA]], %[[YA]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @mul_i1_to_i64(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi64> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 0 : i8}> : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i8_to_i16(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>, %[[A1:.*]]: tensor<4xi8>) -> tensor<4xi16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi8>, tensor<4xi8>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[IN1:.*]]: i8, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[XA:.*]] = arith.extsi %[[IN0]] : i8 to i16
// CHECK-NEXT: %[[YA:.*]] = arith.extsi %[[IN1]] : i8 to i16
// CHECK-NEXT: %[[R:.*]] = arith.muli %[[XA]], %[[YA]] : i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @mul_i8_to_i16(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>) -> tensor<4xi16> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 0 : i8}> : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i8_to_i32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>, %[[A1:.*]]: tensor<4xi8>) -> tensor<4xi32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi8>, tensor<4xi8>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[IN1:.*]]: i8, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[XA:.*]] = arith.extsi %[[IN0]] : i8 to i32
// CHECK-NEXT: %[[YA:.*]] = arith.extsi %[[IN1]] : i8 to i32
// CHECK-NEXT: %[[R:.*]] = arith.muli %[[XA]], %[[YA]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @mul_i8_to_i32(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>) -> tensor<4xi32> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 0 : i8}> : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i8_to_i64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>, %[[A1:.*]]: tensor<4xi8>) -> tensor<4xi64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi8>, tensor<4xi8>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[IN1:.*]]: i8, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[XA:.*]] = arith.extsi %[[IN0]] : i8 to i64
// CHECK-NEXT: %[[YA:.*]] = arith.extsi %[[IN1]] : i8 to i64
// CHECK-NEXT: %[[R:.*]] = arith.muli %[[XA]], %[[YA]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @mul_i8_to_i64(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>) -> tensor<4xi64> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 0 : i8}> : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i16_to_i32(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>, %[[A1:.*]]: tensor<4xi16>) -> tensor<4xi32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi16>, tensor<4xi16>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[IN1:.*]]: i16, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[XA:.*]] = arith.extsi %[[IN0]] : i16 to i32
// CHECK-NEXT: %[[YA:.*]] = arith.extsi %[[IN1]] : i16 to i32
// CHECK-NEXT: %[[R:.*]] = arith.muli %[[XA]], %[[YA]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @mul_i16_to_i32(%arg0: tensor<4xi16>, %arg1: tensor<4xi16>) -> tensor<4xi32> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 0 : i8}> : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i16_to_i64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>, %[[A1:.*]]: tensor<4xi16>) -> tensor<4xi64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi16>, tensor<4xi16>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[IN1:.*]]: i16, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[XA:.*]] = arith.extsi %[[IN0]] : i16 to i64
// CHECK-NEXT: %[[YA:.*]] = arith.extsi %[[IN1]] : i16 to i64
// CHECK-NEXT: %[[R:.*]] = arith.muli %[[XA]], %[[YA]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @mul_i16_to_i64(%arg0: tensor<4xi16>, %arg1: tensor<4xi16>) -> tensor<4xi64> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 0 : i8}> : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i32_to_i64(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>, %[[A1:.*]]: tensor<4xi32>) -> tensor<4xi64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi32>, tensor<4xi32>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[IN1:.*]]: i32, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[XA:.*]] = arith.extsi %[[IN0]] : i32 to i64
// CHECK-NEXT: %[[YA:.*]] = arith.extsi %[[IN1]] : i32 to i64
// CHECK-NEXT: %[[R:.*]] = arith.muli %[[XA]], %[[YA]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @mul_i32_to_i64(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi64> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 0 : i8}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i1_shift1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi1>, tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK: %[[X64:.*]] = arith.extsi %[[IN0]] : i1 to i64
// CHECK-NOT: tosa.
// CHECK: %[[Y64:.*]] = arith.extsi %[[IN1]] : i1 to i64
// CHECK-NOT: tosa.
// CHECK: %[[P:.*]] = arith.muli %[[X64]], %[[Y64]] : i64
// CHECK-NOT: tosa.
// CHECK: %[[SUM:.*]] = arith.addi %[[P]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[SH:.*]] = arith.shrsi %[[SUM]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[R:.*]] = arith.trunci %[[SH]] : i64 to i1
// CHECK-NOT: tosa.
// CHECK: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @mul_i1_shift1(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 1 : i8}> : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i1_shift3(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi1>, tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK: %[[X64:.*]] = arith.extsi %[[IN0]] : i1 to i64
// CHECK-NOT: tosa.
// CHECK: %[[Y64:.*]] = arith.extsi %[[IN1]] : i1 to i64
// CHECK-NOT: tosa.
// CHECK: %[[P:.*]] = arith.muli %[[X64]], %[[Y64]] : i64
// CHECK-NOT: tosa.
// CHECK: %[[SUM:.*]] = arith.addi %[[P]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[SH:.*]] = arith.shrsi %[[SUM]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[R:.*]] = arith.trunci %[[SH]] : i64 to i1
// CHECK-NOT: tosa.
// CHECK: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @mul_i1_shift3(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 3 : i8}> : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i1_shift31(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi1>, tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK: %[[X64:.*]] = arith.extsi %[[IN0]] : i1 to i64
// CHECK-NOT: tosa.
// CHECK: %[[Y64:.*]] = arith.extsi %[[IN1]] : i1 to i64
// CHECK-NOT: tosa.
// CHECK: %[[P:.*]] = arith.muli %[[X64]], %[[Y64]] : i64
// CHECK-NOT: tosa.
// CHECK: %[[SUM:.*]] = arith.addi %[[P]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[SH:.*]] = arith.shrsi %[[SUM]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[R:.*]] = arith.trunci %[[SH]] : i64 to i1
// CHECK-NOT: tosa.
// CHECK: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @mul_i1_shift31(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 31 : i8}> : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i1_shift63(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi1>, tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK: %[[X64:.*]] = arith.extsi %[[IN0]] : i1 to i64
// CHECK-NOT: tosa.
// CHECK: %[[Y64:.*]] = arith.extsi %[[IN1]] : i1 to i64
// CHECK-NOT: tosa.
// CHECK: %[[P:.*]] = arith.muli %[[X64]], %[[Y64]] : i64
// CHECK-NOT: tosa.
// CHECK: %[[SUM:.*]] = arith.addi %[[P]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[SH:.*]] = arith.shrsi %[[SUM]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[R:.*]] = arith.trunci %[[SH]] : i64 to i1
// CHECK-NOT: tosa.
// CHECK: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @mul_i1_shift63(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 63 : i8}> : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// mul with shift > 0: mlir-opt-19 emits tosa.apply_scale, which mlir-opt-22 rejects; the document (4.3) gives
// its tosa-to-arith 64-bit expansion. Checked here: the data flow both forms share (operands widened to
// i32 then i64, multiplied, the rounding term added, shifted right arithmetically, truncated). Not checked
// (differs, reported): 4.3 materializes the shift as `arith.constant S : i8` + extui to i32 and i64 and
// computes the rounding term as (1 << S) >> 1 with shli/shrui, plus two dead i32 constants;
// tosa2linalg uses i64 constants 1 << (S - 1) and S directly.
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i8_shift1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>, %[[A1:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi8>, tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[IN1:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK: %[[X64:.*]] = arith.extsi %[[IN0]] : i8 to i64
// CHECK-NOT: tosa.
// CHECK: %[[Y64:.*]] = arith.extsi %[[IN1]] : i8 to i64
// CHECK-NOT: tosa.
// CHECK: %[[P:.*]] = arith.muli %[[X64]], %[[Y64]] : i64
// CHECK-NOT: tosa.
// CHECK: %[[SUM:.*]] = arith.addi %[[P]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[SH:.*]] = arith.shrsi %[[SUM]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[R:.*]] = arith.trunci %[[SH]] : i64 to i8
// CHECK-NOT: tosa.
// CHECK: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @mul_i8_shift1(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 1 : i8}> : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i8_shift3(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>, %[[A1:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi8>, tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[IN1:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK: %[[X64:.*]] = arith.extsi %[[IN0]] : i8 to i64
// CHECK-NOT: tosa.
// CHECK: %[[Y64:.*]] = arith.extsi %[[IN1]] : i8 to i64
// CHECK-NOT: tosa.
// CHECK: %[[P:.*]] = arith.muli %[[X64]], %[[Y64]] : i64
// CHECK-NOT: tosa.
// CHECK: %[[SUM:.*]] = arith.addi %[[P]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[SH:.*]] = arith.shrsi %[[SUM]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[R:.*]] = arith.trunci %[[SH]] : i64 to i8
// CHECK-NOT: tosa.
// CHECK: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @mul_i8_shift3(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 3 : i8}> : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i8_shift31(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>, %[[A1:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi8>, tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[IN1:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK: %[[X64:.*]] = arith.extsi %[[IN0]] : i8 to i64
// CHECK-NOT: tosa.
// CHECK: %[[Y64:.*]] = arith.extsi %[[IN1]] : i8 to i64
// CHECK-NOT: tosa.
// CHECK: %[[P:.*]] = arith.muli %[[X64]], %[[Y64]] : i64
// CHECK-NOT: tosa.
// CHECK: %[[SUM:.*]] = arith.addi %[[P]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[SH:.*]] = arith.shrsi %[[SUM]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[R:.*]] = arith.trunci %[[SH]] : i64 to i8
// CHECK-NOT: tosa.
// CHECK: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @mul_i8_shift31(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 31 : i8}> : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i8_shift63(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>, %[[A1:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi8>, tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[IN1:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK: %[[X64:.*]] = arith.extsi %[[IN0]] : i8 to i64
// CHECK-NOT: tosa.
// CHECK: %[[Y64:.*]] = arith.extsi %[[IN1]] : i8 to i64
// CHECK-NOT: tosa.
// CHECK: %[[P:.*]] = arith.muli %[[X64]], %[[Y64]] : i64
// CHECK-NOT: tosa.
// CHECK: %[[SUM:.*]] = arith.addi %[[P]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[SH:.*]] = arith.shrsi %[[SUM]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[R:.*]] = arith.trunci %[[SH]] : i64 to i8
// CHECK-NOT: tosa.
// CHECK: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @mul_i8_shift63(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 63 : i8}> : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i16_shift1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>, %[[A1:.*]]: tensor<4xi16>) -> tensor<4xi16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi16>, tensor<4xi16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[IN1:.*]]: i16, %[[OUT:.*]]: i16):
// CHECK: %[[X64:.*]] = arith.extsi %[[IN0]] : i16 to i64
// CHECK-NOT: tosa.
// CHECK: %[[Y64:.*]] = arith.extsi %[[IN1]] : i16 to i64
// CHECK-NOT: tosa.
// CHECK: %[[P:.*]] = arith.muli %[[X64]], %[[Y64]] : i64
// CHECK-NOT: tosa.
// CHECK: %[[SUM:.*]] = arith.addi %[[P]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[SH:.*]] = arith.shrsi %[[SUM]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[R:.*]] = arith.trunci %[[SH]] : i64 to i16
// CHECK-NOT: tosa.
// CHECK: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @mul_i16_shift1(%arg0: tensor<4xi16>, %arg1: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 1 : i8}> : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i16_shift3(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>, %[[A1:.*]]: tensor<4xi16>) -> tensor<4xi16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi16>, tensor<4xi16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[IN1:.*]]: i16, %[[OUT:.*]]: i16):
// CHECK: %[[X64:.*]] = arith.extsi %[[IN0]] : i16 to i64
// CHECK-NOT: tosa.
// CHECK: %[[Y64:.*]] = arith.extsi %[[IN1]] : i16 to i64
// CHECK-NOT: tosa.
// CHECK: %[[P:.*]] = arith.muli %[[X64]], %[[Y64]] : i64
// CHECK-NOT: tosa.
// CHECK: %[[SUM:.*]] = arith.addi %[[P]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[SH:.*]] = arith.shrsi %[[SUM]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[R:.*]] = arith.trunci %[[SH]] : i64 to i16
// CHECK-NOT: tosa.
// CHECK: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @mul_i16_shift3(%arg0: tensor<4xi16>, %arg1: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 3 : i8}> : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i16_shift31(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>, %[[A1:.*]]: tensor<4xi16>) -> tensor<4xi16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi16>, tensor<4xi16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[IN1:.*]]: i16, %[[OUT:.*]]: i16):
// CHECK: %[[X64:.*]] = arith.extsi %[[IN0]] : i16 to i64
// CHECK-NOT: tosa.
// CHECK: %[[Y64:.*]] = arith.extsi %[[IN1]] : i16 to i64
// CHECK-NOT: tosa.
// CHECK: %[[P:.*]] = arith.muli %[[X64]], %[[Y64]] : i64
// CHECK-NOT: tosa.
// CHECK: %[[SUM:.*]] = arith.addi %[[P]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[SH:.*]] = arith.shrsi %[[SUM]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[R:.*]] = arith.trunci %[[SH]] : i64 to i16
// CHECK-NOT: tosa.
// CHECK: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @mul_i16_shift31(%arg0: tensor<4xi16>, %arg1: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 31 : i8}> : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i16_shift63(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>, %[[A1:.*]]: tensor<4xi16>) -> tensor<4xi16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi16>, tensor<4xi16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[IN1:.*]]: i16, %[[OUT:.*]]: i16):
// CHECK: %[[X64:.*]] = arith.extsi %[[IN0]] : i16 to i64
// CHECK-NOT: tosa.
// CHECK: %[[Y64:.*]] = arith.extsi %[[IN1]] : i16 to i64
// CHECK-NOT: tosa.
// CHECK: %[[P:.*]] = arith.muli %[[X64]], %[[Y64]] : i64
// CHECK-NOT: tosa.
// CHECK: %[[SUM:.*]] = arith.addi %[[P]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[SH:.*]] = arith.shrsi %[[SUM]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[R:.*]] = arith.trunci %[[SH]] : i64 to i16
// CHECK-NOT: tosa.
// CHECK: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @mul_i16_shift63(%arg0: tensor<4xi16>, %arg1: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 63 : i8}> : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i32_shift1(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>, %[[A1:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi32>, tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[IN1:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK: %[[X64:.*]] = arith.extsi %[[IN0]] : i32 to i64
// CHECK-NOT: tosa.
// CHECK: %[[Y64:.*]] = arith.extsi %[[IN1]] : i32 to i64
// CHECK-NOT: tosa.
// CHECK: %[[P:.*]] = arith.muli %[[X64]], %[[Y64]] : i64
// CHECK-NOT: tosa.
// CHECK: %[[SUM:.*]] = arith.addi %[[P]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[SH:.*]] = arith.shrsi %[[SUM]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[R32:.*]] = arith.trunci %[[SH]] : i64 to i32
// CHECK-NOT: tosa.
// CHECK: linalg.yield %[[R32]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @mul_i32_shift1(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 1 : i8}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i32_shift3(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>, %[[A1:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi32>, tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[IN1:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK: %[[X64:.*]] = arith.extsi %[[IN0]] : i32 to i64
// CHECK-NOT: tosa.
// CHECK: %[[Y64:.*]] = arith.extsi %[[IN1]] : i32 to i64
// CHECK-NOT: tosa.
// CHECK: %[[P:.*]] = arith.muli %[[X64]], %[[Y64]] : i64
// CHECK-NOT: tosa.
// CHECK: %[[SUM:.*]] = arith.addi %[[P]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[SH:.*]] = arith.shrsi %[[SUM]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[R32:.*]] = arith.trunci %[[SH]] : i64 to i32
// CHECK-NOT: tosa.
// CHECK: linalg.yield %[[R32]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @mul_i32_shift3(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 3 : i8}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i32_shift31(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>, %[[A1:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi32>, tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[IN1:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK: %[[X64:.*]] = arith.extsi %[[IN0]] : i32 to i64
// CHECK-NOT: tosa.
// CHECK: %[[Y64:.*]] = arith.extsi %[[IN1]] : i32 to i64
// CHECK-NOT: tosa.
// CHECK: %[[P:.*]] = arith.muli %[[X64]], %[[Y64]] : i64
// CHECK-NOT: tosa.
// CHECK: %[[SUM:.*]] = arith.addi %[[P]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[SH:.*]] = arith.shrsi %[[SUM]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[R32:.*]] = arith.trunci %[[SH]] : i64 to i32
// CHECK-NOT: tosa.
// CHECK: linalg.yield %[[R32]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @mul_i32_shift31(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 31 : i8}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @mul_i32_shift63(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>, %[[A1:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi32>, tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[IN1:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK: %[[X64:.*]] = arith.extsi %[[IN0]] : i32 to i64
// CHECK-NOT: tosa.
// CHECK: %[[Y64:.*]] = arith.extsi %[[IN1]] : i32 to i64
// CHECK-NOT: tosa.
// CHECK: %[[P:.*]] = arith.muli %[[X64]], %[[Y64]] : i64
// CHECK-NOT: tosa.
// CHECK: %[[SUM:.*]] = arith.addi %[[P]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[SH:.*]] = arith.shrsi %[[SUM]], %{{.*}} : i64
// CHECK-NOT: tosa.
// CHECK: %[[R32:.*]] = arith.trunci %[[SH]] : i64 to i32
// CHECK-NOT: tosa.
// CHECK: linalg.yield %[[R32]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @mul_i32_shift63(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.mul"(%arg0, %arg1) <{shift = 63 : i8}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @ars_i1_round_false(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>, %[[A1:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi1>, tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[IN1:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[R:.*]] = arith.shrsi %[[IN0]], %[[IN1]] : i1
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @ars_i1_round_false(%arg0: tensor<4xi1>, %arg1: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.arithmetic_right_shift"(%arg0, %arg1) <{round = false}> : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @ars_i8_round_false(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>, %[[A1:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi8>, tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[IN1:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[R:.*]] = arith.shrsi %[[IN0]], %[[IN1]] : i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @ars_i8_round_false(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.arithmetic_right_shift"(%arg0, %arg1) <{round = false}> : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @ars_i16_round_false(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>, %[[A1:.*]]: tensor<4xi16>) -> tensor<4xi16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi16>, tensor<4xi16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[IN1:.*]]: i16, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[R:.*]] = arith.shrsi %[[IN0]], %[[IN1]] : i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @ars_i16_round_false(%arg0: tensor<4xi16>, %arg1: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.arithmetic_right_shift"(%arg0, %arg1) <{round = false}> : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @ars_i32_round_false(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>, %[[A1:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi32>, tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[IN1:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[R:.*]] = arith.shrsi %[[IN0]], %[[IN1]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @ars_i32_round_false(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.arithmetic_right_shift"(%arg0, %arg1) <{round = false}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @ars_i64_round_false(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>, %[[A1:.*]]: tensor<4xi64>) -> tensor<4xi64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi64>, tensor<4xi64>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[IN1:.*]]: i64, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[R:.*]] = arith.shrsi %[[IN0]], %[[IN1]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @ars_i64_round_false(%arg0: tensor<4xi64>, %arg1: tensor<4xi64>) -> tensor<4xi64> {
  %0 = "tosa.arithmetic_right_shift"(%arg0, %arg1) <{round = false}> : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @ars_i8_round_true(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>, %[[A1:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : i8
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i8
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi8>, tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[IN1:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[SH:.*]] = arith.shrsi %[[IN0]], %[[IN1]] : i8
// CHECK-NEXT: %[[POS:.*]] = arith.cmpi sgt, %[[IN1]], %[[C0]] : i8
// CHECK-NEXT: %[[SM1:.*]] = arith.subi %[[IN1]], %[[C1]] : i8
// CHECK-NEXT: %[[LAST:.*]] = arith.shrsi %[[IN0]], %[[SM1]] : i8
// CHECK-NEXT: %[[BIT:.*]] = arith.trunci %[[LAST]] : i8 to i1
// CHECK-NEXT: %[[RND:.*]] = arith.andi %[[POS]], %[[BIT]] : i1
// CHECK-NEXT: %[[EXT:.*]] = arith.extui %[[RND]] : i1 to i8
// CHECK-NEXT: %[[R:.*]] = arith.addi %[[SH]], %[[EXT]] : i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @ars_i8_round_true(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.arithmetic_right_shift"(%arg0, %arg1) <{round = true}> : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @ars_i16_round_true(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>, %[[A1:.*]]: tensor<4xi16>) -> tensor<4xi16>
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : i16
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi16>, tensor<4xi16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[IN1:.*]]: i16, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[SH:.*]] = arith.shrsi %[[IN0]], %[[IN1]] : i16
// CHECK-NEXT: %[[POS:.*]] = arith.cmpi sgt, %[[IN1]], %[[C0]] : i16
// CHECK-NEXT: %[[SM1:.*]] = arith.subi %[[IN1]], %[[C1]] : i16
// CHECK-NEXT: %[[LAST:.*]] = arith.shrsi %[[IN0]], %[[SM1]] : i16
// CHECK-NEXT: %[[BIT:.*]] = arith.trunci %[[LAST]] : i16 to i1
// CHECK-NEXT: %[[RND:.*]] = arith.andi %[[POS]], %[[BIT]] : i1
// CHECK-NEXT: %[[EXT:.*]] = arith.extui %[[RND]] : i1 to i16
// CHECK-NEXT: %[[R:.*]] = arith.addi %[[SH]], %[[EXT]] : i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @ars_i16_round_true(%arg0: tensor<4xi16>, %arg1: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.arithmetic_right_shift"(%arg0, %arg1) <{round = true}> : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @ars_i32_round_true(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>, %[[A1:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi32>, tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[IN1:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[SH:.*]] = arith.shrsi %[[IN0]], %[[IN1]] : i32
// CHECK-NEXT: %[[POS:.*]] = arith.cmpi sgt, %[[IN1]], %[[C0]] : i32
// CHECK-NEXT: %[[SM1:.*]] = arith.subi %[[IN1]], %[[C1]] : i32
// CHECK-NEXT: %[[LAST:.*]] = arith.shrsi %[[IN0]], %[[SM1]] : i32
// CHECK-NEXT: %[[BIT:.*]] = arith.trunci %[[LAST]] : i32 to i1
// CHECK-NEXT: %[[RND:.*]] = arith.andi %[[POS]], %[[BIT]] : i1
// CHECK-NEXT: %[[EXT:.*]] = arith.extui %[[RND]] : i1 to i32
// CHECK-NEXT: %[[R:.*]] = arith.addi %[[SH]], %[[EXT]] : i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @ars_i32_round_true(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.arithmetic_right_shift"(%arg0, %arg1) <{round = true}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @ars_i64_round_true(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi64>, %[[A1:.*]]: tensor<4xi64>) -> tensor<4xi64>
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : i64
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i64
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]], %[[A1]] : tensor<4xi64>, tensor<4xi64>) outs(%[[E]] : tensor<4xi64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i64, %[[IN1:.*]]: i64, %[[OUT:.*]]: i64):
// CHECK-NEXT: %[[SH:.*]] = arith.shrsi %[[IN0]], %[[IN1]] : i64
// CHECK-NEXT: %[[POS:.*]] = arith.cmpi sgt, %[[IN1]], %[[C0]] : i64
// CHECK-NEXT: %[[SM1:.*]] = arith.subi %[[IN1]], %[[C1]] : i64
// CHECK-NEXT: %[[LAST:.*]] = arith.shrsi %[[IN0]], %[[SM1]] : i64
// CHECK-NEXT: %[[BIT:.*]] = arith.trunci %[[LAST]] : i64 to i1
// CHECK-NEXT: %[[RND:.*]] = arith.andi %[[POS]], %[[BIT]] : i1
// CHECK-NEXT: %[[EXT:.*]] = arith.extui %[[RND]] : i1 to i64
// CHECK-NEXT: %[[R:.*]] = arith.addi %[[SH]], %[[EXT]] : i64
// CHECK-NEXT: linalg.yield %[[R]] : i64
// CHECK-NEXT: } -> tensor<4xi64>
// CHECK-NEXT: return %[[G]] : tensor<4xi64>
// CHECK-NOT: tosa.
func.func @ars_i64_round_true(%arg0: tensor<4xi64>, %arg1: tensor<4xi64>) -> tensor<4xi64> {
  %0 = "tosa.arithmetic_right_shift"(%arg0, %arg1) <{round = true}> : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// zero points sum 0: computed in i16
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @negate_i1_zp_0_0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK-DAG: %[[Z:.*]] = arith.constant 0 : i16
// CHECK-DAG: %[[MIN:.*]] = arith.constant -1 : i16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[XW:.*]] = arith.extsi %[[IN0]] : i1 to i16
// CHECK-NEXT: %[[S:.*]] = arith.subi %[[Z]], %[[XW]] : i16
// CHECK-NEXT: %[[M:.*]] = arith.maxsi %[[MIN]], %[[S]] : i16
// CHECK-NEXT: %[[N:.*]] = arith.minsi %[[Z]], %[[M]] : i16
// CHECK-NEXT: %[[R:.*]] = arith.trunci %[[N]] : i16 to i1
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @negate_i1_zp_0_0(%arg0: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.negate"(%arg0) <{quantization_info = #tosa.unary_quant<input_zp = 0, output_zp = 0>}> : (tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// zero points sum 8: computed in i16
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @negate_i1_zp_3_5(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK-DAG: %[[Z:.*]] = arith.constant 8 : i16
// CHECK-DAG: %[[MIN:.*]] = arith.constant -1 : i16
// CHECK-DAG: %[[MAX:.*]] = arith.constant 0 : i16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[XW:.*]] = arith.extsi %[[IN0]] : i1 to i16
// CHECK-NEXT: %[[S:.*]] = arith.subi %[[Z]], %[[XW]] : i16
// CHECK-NEXT: %[[M:.*]] = arith.maxsi %[[MIN]], %[[S]] : i16
// CHECK-NEXT: %[[N:.*]] = arith.minsi %[[MAX]], %[[M]] : i16
// CHECK-NEXT: %[[R:.*]] = arith.trunci %[[N]] : i16 to i1
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @negate_i1_zp_3_5(%arg0: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.negate"(%arg0) <{quantization_info = #tosa.unary_quant<input_zp = 3, output_zp = 5>}> : (tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// zero points sum 32766: computed in i16
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @negate_i1_zp_32766_0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK-DAG: %[[Z:.*]] = arith.constant 32766 : i16
// CHECK-DAG: %[[MIN:.*]] = arith.constant -1 : i16
// CHECK-DAG: %[[MAX:.*]] = arith.constant 0 : i16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[XW:.*]] = arith.extsi %[[IN0]] : i1 to i16
// CHECK-NEXT: %[[S:.*]] = arith.subi %[[Z]], %[[XW]] : i16
// CHECK-NEXT: %[[M:.*]] = arith.maxsi %[[MIN]], %[[S]] : i16
// CHECK-NEXT: %[[N:.*]] = arith.minsi %[[MAX]], %[[M]] : i16
// CHECK-NEXT: %[[R:.*]] = arith.trunci %[[N]] : i16 to i1
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @negate_i1_zp_32766_0(%arg0: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.negate"(%arg0) <{quantization_info = #tosa.unary_quant<input_zp = 32766, output_zp = 0>}> : (tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// zero points sum -32767: computed in i32
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @negate_i1_zp_m32767_0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi1>) -> tensor<4xi1>
// CHECK-DAG: %[[Z:.*]] = arith.constant -32767 : i32
// CHECK-DAG: %[[MIN:.*]] = arith.constant -1 : i32
// CHECK-DAG: %[[MAX:.*]] = arith.constant 0 : i32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi1>) outs(%[[E]] : tensor<4xi1>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i1, %[[OUT:.*]]: i1):
// CHECK-NEXT: %[[XW:.*]] = arith.extsi %[[IN0]] : i1 to i32
// CHECK-NEXT: %[[S:.*]] = arith.subi %[[Z]], %[[XW]] : i32
// CHECK-NEXT: %[[M:.*]] = arith.maxsi %[[MIN]], %[[S]] : i32
// CHECK-NEXT: %[[N:.*]] = arith.minsi %[[MAX]], %[[M]] : i32
// CHECK-NEXT: %[[R:.*]] = arith.trunci %[[N]] : i32 to i1
// CHECK-NEXT: linalg.yield %[[R]] : i1
// CHECK-NEXT: } -> tensor<4xi1>
// CHECK-NEXT: return %[[G]] : tensor<4xi1>
// CHECK-NOT: tosa.
func.func @negate_i1_zp_m32767_0(%arg0: tensor<4xi1>) -> tensor<4xi1> {
  %0 = "tosa.negate"(%arg0) <{quantization_info = #tosa.unary_quant<input_zp = -32767, output_zp = 0>}> : (tensor<4xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// zero points sum 0: computed in i16
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @negate_i8_zp_0_0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK-DAG: %[[Z:.*]] = arith.constant 0 : i16
// CHECK-DAG: %[[MIN:.*]] = arith.constant -128 : i16
// CHECK-DAG: %[[MAX:.*]] = arith.constant 127 : i16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[XW:.*]] = arith.extsi %[[IN0]] : i8 to i16
// CHECK-NEXT: %[[S:.*]] = arith.subi %[[Z]], %[[XW]] : i16
// CHECK-NEXT: %[[M:.*]] = arith.maxsi %[[MIN]], %[[S]] : i16
// CHECK-NEXT: %[[N:.*]] = arith.minsi %[[MAX]], %[[M]] : i16
// CHECK-NEXT: %[[R:.*]] = arith.trunci %[[N]] : i16 to i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @negate_i8_zp_0_0(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.negate"(%arg0) <{quantization_info = #tosa.unary_quant<input_zp = 0, output_zp = 0>}> : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// zero points sum 8: computed in i16
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @negate_i8_zp_3_5(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK-DAG: %[[Z:.*]] = arith.constant 8 : i16
// CHECK-DAG: %[[MIN:.*]] = arith.constant -128 : i16
// CHECK-DAG: %[[MAX:.*]] = arith.constant 127 : i16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[XW:.*]] = arith.extsi %[[IN0]] : i8 to i16
// CHECK-NEXT: %[[S:.*]] = arith.subi %[[Z]], %[[XW]] : i16
// CHECK-NEXT: %[[M:.*]] = arith.maxsi %[[MIN]], %[[S]] : i16
// CHECK-NEXT: %[[N:.*]] = arith.minsi %[[MAX]], %[[M]] : i16
// CHECK-NEXT: %[[R:.*]] = arith.trunci %[[N]] : i16 to i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @negate_i8_zp_3_5(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.negate"(%arg0) <{quantization_info = #tosa.unary_quant<input_zp = 3, output_zp = 5>}> : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// zero points sum -128: computed in i16
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @negate_i8_zp_m128_0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK-DAG: %[[Z:.*]] = arith.constant -128 : i16
// CHECK-DAG: %[[MAX:.*]] = arith.constant 127 : i16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[XW:.*]] = arith.extsi %[[IN0]] : i8 to i16
// CHECK-NEXT: %[[S:.*]] = arith.subi %[[Z]], %[[XW]] : i16
// CHECK-NEXT: %[[M:.*]] = arith.maxsi %[[Z]], %[[S]] : i16
// CHECK-NEXT: %[[N:.*]] = arith.minsi %[[MAX]], %[[M]] : i16
// CHECK-NEXT: %[[R:.*]] = arith.trunci %[[N]] : i16 to i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @negate_i8_zp_m128_0(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.negate"(%arg0) <{quantization_info = #tosa.unary_quant<input_zp = -128, output_zp = 0>}> : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// zero points sum 32639: computed in i16
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @negate_i8_zp_32639_0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK-DAG: %[[Z:.*]] = arith.constant 32639 : i16
// CHECK-DAG: %[[MIN:.*]] = arith.constant -128 : i16
// CHECK-DAG: %[[MAX:.*]] = arith.constant 127 : i16
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[XW:.*]] = arith.extsi %[[IN0]] : i8 to i16
// CHECK-NEXT: %[[S:.*]] = arith.subi %[[Z]], %[[XW]] : i16
// CHECK-NEXT: %[[M:.*]] = arith.maxsi %[[MIN]], %[[S]] : i16
// CHECK-NEXT: %[[N:.*]] = arith.minsi %[[MAX]], %[[M]] : i16
// CHECK-NEXT: %[[R:.*]] = arith.trunci %[[N]] : i16 to i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @negate_i8_zp_32639_0(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.negate"(%arg0) <{quantization_info = #tosa.unary_quant<input_zp = 32639, output_zp = 0>}> : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// zero points sum 32640: computed in i32
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @negate_i8_zp_32640_0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi8>) -> tensor<4xi8>
// CHECK-DAG: %[[Z:.*]] = arith.constant 32640 : i32
// CHECK-DAG: %[[MIN:.*]] = arith.constant -128 : i32
// CHECK-DAG: %[[MAX:.*]] = arith.constant 127 : i32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi8>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi8>) outs(%[[E]] : tensor<4xi8>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i8, %[[OUT:.*]]: i8):
// CHECK-NEXT: %[[XW:.*]] = arith.extsi %[[IN0]] : i8 to i32
// CHECK-NEXT: %[[S:.*]] = arith.subi %[[Z]], %[[XW]] : i32
// CHECK-NEXT: %[[M:.*]] = arith.maxsi %[[MIN]], %[[S]] : i32
// CHECK-NEXT: %[[N:.*]] = arith.minsi %[[MAX]], %[[M]] : i32
// CHECK-NEXT: %[[R:.*]] = arith.trunci %[[N]] : i32 to i8
// CHECK-NEXT: linalg.yield %[[R]] : i8
// CHECK-NEXT: } -> tensor<4xi8>
// CHECK-NEXT: return %[[G]] : tensor<4xi8>
// CHECK-NOT: tosa.
func.func @negate_i8_zp_32640_0(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.negate"(%arg0) <{quantization_info = #tosa.unary_quant<input_zp = 32640, output_zp = 0>}> : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// zero points sum 0: computed in i32
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @negate_i16_zp_0_0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>) -> tensor<4xi16>
// CHECK-DAG: %[[Z:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[MIN:.*]] = arith.constant -32768 : i32
// CHECK-DAG: %[[MAX:.*]] = arith.constant 32767 : i32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[XW:.*]] = arith.extsi %[[IN0]] : i16 to i32
// CHECK-NEXT: %[[S:.*]] = arith.subi %[[Z]], %[[XW]] : i32
// CHECK-NEXT: %[[M:.*]] = arith.maxsi %[[MIN]], %[[S]] : i32
// CHECK-NEXT: %[[N:.*]] = arith.minsi %[[MAX]], %[[M]] : i32
// CHECK-NEXT: %[[R:.*]] = arith.trunci %[[N]] : i32 to i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @negate_i16_zp_0_0(%arg0: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.negate"(%arg0) <{quantization_info = #tosa.unary_quant<input_zp = 0, output_zp = 0>}> : (tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// zero points sum -8: computed in i32
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @negate_i16_zp_m3_m5(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>) -> tensor<4xi16>
// CHECK-DAG: %[[Z:.*]] = arith.constant -8 : i32
// CHECK-DAG: %[[MIN:.*]] = arith.constant -32768 : i32
// CHECK-DAG: %[[MAX:.*]] = arith.constant 32767 : i32
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[XW:.*]] = arith.extsi %[[IN0]] : i16 to i32
// CHECK-NEXT: %[[S:.*]] = arith.subi %[[Z]], %[[XW]] : i32
// CHECK-NEXT: %[[M:.*]] = arith.maxsi %[[MIN]], %[[S]] : i32
// CHECK-NEXT: %[[N:.*]] = arith.minsi %[[MAX]], %[[M]] : i32
// CHECK-NEXT: %[[R:.*]] = arith.trunci %[[N]] : i32 to i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @negate_i16_zp_m3_m5(%arg0: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.negate"(%arg0) <{quantization_info = #tosa.unary_quant<input_zp = -3, output_zp = -5>}> : (tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// zero points sum 2147450880: computed in i48
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @negate_i16_zp_2147450880_0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi16>) -> tensor<4xi16>
// CHECK-DAG: %[[Z:.*]] = arith.constant 2147450880 : i48
// CHECK-DAG: %[[MIN:.*]] = arith.constant -32768 : i48
// CHECK-DAG: %[[MAX:.*]] = arith.constant 32767 : i48
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi16>) outs(%[[E]] : tensor<4xi16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i16, %[[OUT:.*]]: i16):
// CHECK-NEXT: %[[XW:.*]] = arith.extsi %[[IN0]] : i16 to i48
// CHECK-NEXT: %[[S:.*]] = arith.subi %[[Z]], %[[XW]] : i48
// CHECK-NEXT: %[[M:.*]] = arith.maxsi %[[MIN]], %[[S]] : i48
// CHECK-NEXT: %[[N:.*]] = arith.minsi %[[MAX]], %[[M]] : i48
// CHECK-NEXT: %[[R:.*]] = arith.trunci %[[N]] : i48 to i16
// CHECK-NEXT: linalg.yield %[[R]] : i16
// CHECK-NEXT: } -> tensor<4xi16>
// CHECK-NEXT: return %[[G]] : tensor<4xi16>
// CHECK-NOT: tosa.
func.func @negate_i16_zp_2147450880_0(%arg0: tensor<4xi16>) -> tensor<4xi16> {
  %0 = "tosa.negate"(%arg0) <{quantization_info = #tosa.unary_quant<input_zp = 2147450880, output_zp = 0>}> : (tensor<4xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// zero points sum 0: computed in i48
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @negate_i32_zp_0_0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK-DAG: %[[Z:.*]] = arith.constant 0 : i48
// CHECK-DAG: %[[MIN:.*]] = arith.constant -2147483648 : i48
// CHECK-DAG: %[[MAX:.*]] = arith.constant 2147483647 : i48
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[XW:.*]] = arith.extsi %[[IN0]] : i32 to i48
// CHECK-NEXT: %[[S:.*]] = arith.subi %[[Z]], %[[XW]] : i48
// CHECK-NEXT: %[[M:.*]] = arith.maxsi %[[MIN]], %[[S]] : i48
// CHECK-NEXT: %[[N:.*]] = arith.minsi %[[MAX]], %[[M]] : i48
// CHECK-NEXT: %[[R:.*]] = arith.trunci %[[N]] : i48 to i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @negate_i32_zp_0_0(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.negate"(%arg0) <{quantization_info = #tosa.unary_quant<input_zp = 0, output_zp = 0>}> : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// zero points sum 5: computed in i48
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @negate_i32_zp_7_m2(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK-DAG: %[[Z:.*]] = arith.constant 5 : i48
// CHECK-DAG: %[[MIN:.*]] = arith.constant -2147483648 : i48
// CHECK-DAG: %[[MAX:.*]] = arith.constant 2147483647 : i48
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[XW:.*]] = arith.extsi %[[IN0]] : i32 to i48
// CHECK-NEXT: %[[S:.*]] = arith.subi %[[Z]], %[[XW]] : i48
// CHECK-NEXT: %[[M:.*]] = arith.maxsi %[[MIN]], %[[S]] : i48
// CHECK-NEXT: %[[N:.*]] = arith.minsi %[[MAX]], %[[M]] : i48
// CHECK-NEXT: %[[R:.*]] = arith.trunci %[[N]] : i48 to i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @negate_i32_zp_7_m2(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.negate"(%arg0) <{quantization_info = #tosa.unary_quant<input_zp = 7, output_zp = -2>}> : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// zero points sum 140735340871679: computed in i48
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @negate_i32_zp_140735340871679_0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK-DAG: %[[Z:.*]] = arith.constant 140735340871679 : i48
// CHECK-DAG: %[[MIN:.*]] = arith.constant -2147483648 : i48
// CHECK-DAG: %[[MAX:.*]] = arith.constant 2147483647 : i48
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[XW:.*]] = arith.extsi %[[IN0]] : i32 to i48
// CHECK-NEXT: %[[S:.*]] = arith.subi %[[Z]], %[[XW]] : i48
// CHECK-NEXT: %[[M:.*]] = arith.maxsi %[[MIN]], %[[S]] : i48
// CHECK-NEXT: %[[N:.*]] = arith.minsi %[[MAX]], %[[M]] : i48
// CHECK-NEXT: %[[R:.*]] = arith.trunci %[[N]] : i48 to i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @negate_i32_zp_140735340871679_0(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.negate"(%arg0) <{quantization_info = #tosa.unary_quant<input_zp = 140735340871679, output_zp = 0>}> : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// zero points sum 140737488355328: computed in i64
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @negate_i32_zp_140737488355328_0(
// CHECK-SAME: %[[A0:.*]]: tensor<4xi32>) -> tensor<4xi32>
// CHECK-DAG: %[[Z:.*]] = arith.constant 140737488355328 : i64
// CHECK-DAG: %[[MIN:.*]] = arith.constant -2147483648 : i64
// CHECK-DAG: %[[MAX:.*]] = arith.constant 2147483647 : i64
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xi32>) outs(%[[E]] : tensor<4xi32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: i32, %[[OUT:.*]]: i32):
// CHECK-NEXT: %[[XW:.*]] = arith.extsi %[[IN0]] : i32 to i64
// CHECK-NEXT: %[[S:.*]] = arith.subi %[[Z]], %[[XW]] : i64
// CHECK-NEXT: %[[M:.*]] = arith.maxsi %[[MIN]], %[[S]] : i64
// CHECK-NEXT: %[[N:.*]] = arith.minsi %[[MAX]], %[[M]] : i64
// CHECK-NEXT: %[[R:.*]] = arith.trunci %[[N]] : i64 to i32
// CHECK-NEXT: linalg.yield %[[R]] : i32
// CHECK-NEXT: } -> tensor<4xi32>
// CHECK-NEXT: return %[[G]] : tensor<4xi32>
// CHECK-NOT: tosa.
func.func @negate_i32_zp_140737488355328_0(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %0 = "tosa.negate"(%arg0) <{quantization_info = #tosa.unary_quant<input_zp = 140737488355328, output_zp = 0>}> : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// Floats ignore quantization_info.
// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @negate_f16_zp(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf16>) -> tensor<4xf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf16>) outs(%[[E]] : tensor<4xf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f16, %[[OUT:.*]]: f16):
// CHECK-NEXT: %[[R:.*]] = arith.negf %[[IN0]] : f16
// CHECK-NEXT: linalg.yield %[[R]] : f16
// CHECK-NEXT: } -> tensor<4xf16>
// CHECK-NEXT: return %[[G]] : tensor<4xf16>
// CHECK-NOT: tosa.
func.func @negate_f16_zp(%arg0: tensor<4xf16>) -> tensor<4xf16> {
  %0 = "tosa.negate"(%arg0) <{quantization_info = #tosa.unary_quant<input_zp = 3, output_zp = 5>}> : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @negate_bf16_zp(
// CHECK-SAME: %[[A0:.*]]: tensor<4xbf16>) -> tensor<4xbf16>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xbf16>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xbf16>) outs(%[[E]] : tensor<4xbf16>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: bf16, %[[OUT:.*]]: bf16):
// CHECK-NEXT: %[[R:.*]] = arith.negf %[[IN0]] : bf16
// CHECK-NEXT: linalg.yield %[[R]] : bf16
// CHECK-NEXT: } -> tensor<4xbf16>
// CHECK-NEXT: return %[[G]] : tensor<4xbf16>
// CHECK-NOT: tosa.
func.func @negate_bf16_zp(%arg0: tensor<4xbf16>) -> tensor<4xbf16> {
  %0 = "tosa.negate"(%arg0) <{quantization_info = #tosa.unary_quant<input_zp = 3, output_zp = 5>}> : (tensor<4xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @negate_f32_zp(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[R:.*]] = arith.negf %[[IN0]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %[[G]] : tensor<4xf32>
// CHECK-NOT: tosa.
func.func @negate_f32_zp(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tosa.negate"(%arg0) <{quantization_info = #tosa.unary_quant<input_zp = 3, output_zp = 5>}> : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// CHECK: #[[$MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @negate_f64_zp(
// CHECK-SAME: %[[A0:.*]]: tensor<4xf64>) -> tensor<4xf64>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf64>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$MAP]], #[[$MAP]]], iterator_types = ["parallel"]} ins(%[[A0]] : tensor<4xf64>) outs(%[[E]] : tensor<4xf64>) {
// CHECK-NEXT: ^bb0(%[[IN0:.*]]: f64, %[[OUT:.*]]: f64):
// CHECK-NEXT: %[[R:.*]] = arith.negf %[[IN0]] : f64
// CHECK-NEXT: linalg.yield %[[R]] : f64
// CHECK-NEXT: } -> tensor<4xf64>
// CHECK-NEXT: return %[[G]] : tensor<4xf64>
// CHECK-NOT: tosa.
func.func @negate_f64_zp(%arg0: tensor<4xf64>) -> tensor<4xf64> {
  %0 = "tosa.negate"(%arg0) <{quantization_info = #tosa.unary_quant<input_zp = 3, output_zp = 5>}> : (tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}
