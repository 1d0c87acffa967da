// The reductions and argmax (passes/lower_reduce.c): tensor.empty with the axis
// dropped, linalg.fill of the identity, linalg.reduce in its short form (one op:
// the combiner), tensor.expand_shape back to the result's rank; argmax one
// linalg.generic with two outputs, index and value. Each constant is made once
// per block, before the first op that needs it; so is a tensor.empty, and a fill
// of it with one value.
// Both mlir-opts read the output; execution is in test/exec/reduce_*.test.
// RUN: %tosa2linalg --split-input-file %s | FileCheck %s --implicit-check-not=tosa.
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_19 --split-input-file -o /dev/null
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_22 --split-input-file -o /dev/null

// CHECK-LABEL: func.func @sum_dynamic(
// CHECK-SAME: %[[X:.*]]: tensor<?x3x?xf32>) -> tensor<?x1x?xf32>
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[D0:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?x3x?xf32>
// CHECK-DAG: %[[D2:.*]] = tensor.dim %[[X]], %[[C2]] : tensor<?x3x?xf32>
// CHECK: %[[E:.*]] = tensor.empty(%[[D0]], %[[D2]]) : tensor<?x?xf32>
// CHECK-NEXT: %[[F:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[E]] : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %[[R:.*]] = linalg.reduce { arith.addf } ins(%[[X]] : tensor<?x3x?xf32>) outs(%[[F]] : tensor<?x?xf32>) dimensions = [1]
// CHECK-NEXT: %[[EX:.*]] = tensor.expand_shape %[[R]] {{\[}}[0], [1, 2]] output_shape [%[[D0]], 1, %[[D2]]] : tensor<?x?xf32> into tensor<?x1x?xf32>
// CHECK-NEXT: return %[[EX]] : tensor<?x1x?xf32>
func.func @sum_dynamic(%arg0: tensor<?x3x?xf32>) -> tensor<?x1x?xf32> {
  %0 = tosa.reduce_sum %arg0 {axis = 1 : i32} : (tensor<?x3x?xf32>) -> tensor<?x1x?xf32>
  return %0 : tensor<?x1x?xf32>
}

// -----

// The axis grouped with the dim after it, the last axis with the one before;
// rank 1 expands a rank-0 value. The identities: integers' signed extremes.
// CHECK-LABEL: func.func @groups(
// CHECK: %[[MIN:.*]] = arith.constant -2147483648 : i32
// CHECK: linalg.fill ins(%[[MIN]] : i32)
// CHECK-NEXT: linalg.reduce { arith.maxsi } ins(%{{.*}} : tensor<2x3x4xi32>) outs(%{{.*}} : tensor<3x4xi32>) dimensions = [0]
// CHECK-NEXT: tensor.expand_shape %{{.*}} {{\[}}[0, 1], [2]] output_shape [1, 3, 4] : tensor<3x4xi32> into tensor<1x3x4xi32>
// CHECK: linalg.reduce { arith.maxsi } ins(%{{.*}} : tensor<2x3x4xi32>) outs(%{{.*}} : tensor<2x3xi32>) dimensions = [2]
// CHECK-NEXT: tensor.expand_shape %{{.*}} {{\[}}[0], [1, 2]] output_shape [2, 3, 1] : tensor<2x3xi32> into tensor<2x3x1xi32>
// CHECK: %[[MAX:.*]] = arith.constant 32767 : i16
// CHECK: linalg.fill ins(%[[MAX]] : i16)
// CHECK-NEXT: linalg.reduce { arith.minsi } ins(%{{.*}} : tensor<5xi16>) outs(%{{.*}} : tensor<i16>) dimensions = [0]
// CHECK-NEXT: tensor.expand_shape %{{.*}} [] output_shape [1] : tensor<i16> into tensor<1xi16>
// CHECK: %[[ONE:.*]] = arith.constant 1 : i64
// CHECK: linalg.fill ins(%[[ONE]] : i64)
// CHECK-NEXT: linalg.reduce { arith.muli }
func.func @groups(%a: tensor<2x3x4xi32>, %b: tensor<5xi16>, %c: tensor<2x2xi64>) -> (tensor<1x3x4xi32>, tensor<2x3x1xi32>, tensor<1xi16>, tensor<2x1xi64>) {
  %0 = tosa.reduce_max %a {axis = 0 : i32} : (tensor<2x3x4xi32>) -> tensor<1x3x4xi32>
  %1 = tosa.reduce_max %a {axis = 2 : i32} : (tensor<2x3x4xi32>) -> tensor<2x3x1xi32>
  %2 = tosa.reduce_min %b {axis = 0 : i32} : (tensor<5xi16>) -> tensor<1xi16>
  %3 = tosa.reduce_prod %c {axis = 1 : i32} : (tensor<2x2xi64>) -> tensor<2x1xi64>
  return %0, %1, %2, %3 : tensor<1x3x4xi32>, tensor<2x3x1xi32>, tensor<1xi16>, tensor<2x1xi64>
}

// -----

// all from true, any from false; the same empty tensor and fill serve both
// reductions of one type and identity, later ones of other identities reuse
// the empty tensor.
// CHECK-LABEL: func.func @bools(
// CHECK: %[[T:.*]] = arith.constant true
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xi1>
// CHECK-NEXT: %[[FT:.*]] = linalg.fill ins(%[[T]] : i1) outs(%[[E]] : tensor<4xi1>) -> tensor<4xi1>
// CHECK-NEXT: linalg.reduce { arith.andi } ins(%{{.*}} : tensor<4x3xi1>) outs(%[[FT]] : tensor<4xi1>) dimensions = [1]
// CHECK: linalg.reduce { arith.andi } ins(%{{.*}} : tensor<4x3xi1>) outs(%[[FT]] : tensor<4xi1>) dimensions = [1]
// CHECK: %[[F:.*]] = arith.constant false
// CHECK: %[[FF:.*]] = linalg.fill ins(%[[F]] : i1) outs(%[[E]] : tensor<4xi1>) -> tensor<4xi1>
// CHECK-NEXT: linalg.reduce { arith.ori } ins(%{{.*}} : tensor<4x3xi1>) outs(%[[FF]] : tensor<4xi1>) dimensions = [1]
// CHECK-NOT: linalg.fill
func.func @bools(%a: tensor<4x3xi1>, %b: tensor<4x3xi1>) -> (tensor<4x1xi1>, tensor<4x1xi1>, tensor<4x1xi1>) {
  %0 = tosa.reduce_all %a {axis = 1 : i32} : (tensor<4x3xi1>) -> tensor<4x1xi1>
  %1 = tosa.reduce_all %b {axis = 1 : i32} : (tensor<4x3xi1>) -> tensor<4x1xi1>
  %2 = tosa.reduce_any %a {axis = 1 : i32} : (tensor<4x3xi1>) -> tensor<4x1xi1>
  return %0, %1, %2 : tensor<4x1xi1>, tensor<4x1xi1>, tensor<4x1xi1>
}

// -----

// Floats: max from -inf with arith.maximumf (LLVM 19, and LLVM 22's PROPAGATE,
// default or written), min from +inf; nan_mode = IGNORE: from NaN with
// arith.maxnumf / minnumf (NaN only when every element is NaN). LLVM 22's
// reduce_product is reduce_prod.
// CHECK-LABEL: func.func @floats(
// CHECK: %[[NINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK: %[[FM:.*]] = linalg.fill ins(%[[NINF]] : f32)
// CHECK-NEXT: linalg.reduce { arith.maximumf } ins({{.*}}) outs(%[[FM]] : tensor<3xf32>)
// CHECK: linalg.reduce { arith.maximumf } ins({{.*}}) outs(%[[FM]] : tensor<3xf32>)
// CHECK: linalg.reduce { arith.maximumf } ins({{.*}}) outs(%[[FM]] : tensor<3xf32>)
// CHECK: %[[NAN:.*]] = arith.constant 0x7FC00000 : f32
// CHECK: %[[FN:.*]] = linalg.fill ins(%[[NAN]] : f32)
// CHECK-NEXT: linalg.reduce { arith.maxnumf } ins({{.*}}) outs(%[[FN]] : tensor<3xf32>)
// CHECK: %[[INF:.*]] = arith.constant 0x7C00 : f16
// CHECK: linalg.fill ins(%[[INF]] : f16)
// CHECK-NEXT: linalg.reduce { arith.minimumf }
// CHECK: %[[BNAN:.*]] = arith.constant 0x7FC0 : bf16
// CHECK: linalg.fill ins(%[[BNAN]] : bf16)
// CHECK-NEXT: linalg.reduce { arith.minnumf }
// CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: linalg.fill ins(%[[ONE]] : f32)
// CHECK-NEXT: linalg.reduce { arith.mulf }
func.func @floats(%a: tensor<2x3xf32>, %h: tensor<2x3xf16>, %b: tensor<2x3xbf16>) -> (tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf16>, tensor<1x3xbf16>, tensor<1x3xf32>) {
  %0 = tosa.reduce_max %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  %1 = tosa.reduce_max %a {axis = 0 : i32, nan_mode = PROPAGATE} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  %2 = "tosa.reduce_max"(%a) <{axis = 0 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<2x3xf32>) -> tensor<1x3xf32>
  %3 = tosa.reduce_max %a {axis = 0 : i32, nan_mode = IGNORE} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  %4 = tosa.reduce_min %h {axis = 0 : i32} : (tensor<2x3xf16>) -> tensor<1x3xf16>
  %5 = tosa.reduce_min %b {axis = 0 : i32, nan_mode = IGNORE} : (tensor<2x3xbf16>) -> tensor<1x3xbf16>
  %6 = tosa.reduce_product %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf16>, tensor<1x3xbf16>, tensor<1x3xf32>
}

// -----

// A result declared less (or more) static than the input's sizes make it: the
// lowering's type, then a tensor.cast.
// CHECK-LABEL: func.func @cast_result(
// CHECK: %[[EX:.*]] = tensor.expand_shape %{{.*}} {{\[}}[0, 1]] output_shape [1, 3] : tensor<3xf32> into tensor<1x3xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[EX]] : tensor<1x3xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[C]] : tensor<?x?xf32>
func.func @cast_result(%a: tensor<2x3xf32>) -> tensor<?x?xf32> {
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// argmax, LLVM 19 (no nan_mode): from (-inf, 0), a greater element (cmpf ogt,
// never a NaN); integers from their lowest (cmpi sgt).
// CHECK: #[[$ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #[[$D1:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @argmax_llvm19(
// CHECK-SAME: %[[X:.*]]: tensor<2x?xf32>) -> tensor<2xi32>
// CHECK-DAG: %[[NINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK-DAG: %[[Z:.*]] = arith.constant 0 : i32
// CHECK: %[[EI:.*]] = tensor.empty() : tensor<2xi32>
// CHECK-NEXT: %[[FI:.*]] = linalg.fill ins(%[[Z]] : i32) outs(%[[EI]] : tensor<2xi32>) -> tensor<2xi32>
// CHECK-NEXT: %[[EV:.*]] = tensor.empty() : tensor<2xf32>
// CHECK-NEXT: %[[FV:.*]] = linalg.fill ins(%[[NINF]] : f32) outs(%[[EV]] : tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: %[[G:.*]]:2 = linalg.generic {indexing_maps = [#[[$ID]], #[[$D1]], #[[$D1]]], iterator_types = ["parallel", "reduction"]} ins(%[[X]] : tensor<2x?xf32>) outs(%[[FI]], %[[FV]] : tensor<2xi32>, tensor<2xf32>) {
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %[[OI:.*]]: i32, %[[OV:.*]]: f32):
// CHECK-NEXT: %[[I:.*]] = linalg.index 1 : index
// CHECK-NEXT: %[[IC:.*]] = arith.index_cast %[[I]] : index to i32
// CHECK-NEXT: %[[GT:.*]] = arith.cmpf ogt, %[[IN]], %[[OV]] : f32
// CHECK-NEXT: %[[V:.*]] = arith.select %[[GT]], %[[IN]], %[[OV]] : f32
// CHECK-NEXT: %[[N:.*]] = arith.select %[[GT]], %[[IC]], %[[OI]] : i32
// CHECK-NEXT: linalg.yield %[[N]], %[[V]] : i32, f32
// CHECK-NEXT: } -> (tensor<2xi32>, tensor<2xf32>)
// CHECK-NEXT: return %[[G]]#0 : tensor<2xi32>
func.func @argmax_llvm19(%a: tensor<2x?xf32>) -> tensor<2xi32> {
  %0 = tosa.argmax %a {axis = 1 : i32} : (tensor<2x?xf32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// CHECK: #[[$ID:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK: #[[$D0:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-LABEL: func.func @argmax_int(
// CHECK-DAG: %[[LOW:.*]] = arith.constant -128 : i8
// CHECK-DAG: %[[Z:.*]] = arith.constant 0 : i64
// CHECK: linalg.generic {indexing_maps = [#[[$ID]], #[[$D0]], #[[$D0]]], iterator_types = ["reduction", "parallel", "parallel"]}
// CHECK: linalg.index 0 : index
// CHECK-NEXT: arith.index_cast %{{.*}} : index to i64
// CHECK-NEXT: arith.cmpi sgt, %{{.*}}, %{{.*}} : i8
func.func @argmax_int(%a: tensor<4x2x3xi8>) -> tensor<2x3xi64> {
  %0 = tosa.argmax %a {axis = 0 : i32, nan_mode = IGNORE} : (tensor<4x2x3xi8>) -> tensor<2x3xi64>
  return %0 : tensor<2x3xi64>
}

// -----

// LLVM 22, PROPAGATE: from (-inf, 0), a greater element or a NaN, and none after a
// NaN (the first NaN's index). IGNORE: from (NaN, 0), a greater element or any
// after the NaN start, never a NaN (the first maximum that is not NaN; 0 when all
// are NaN).
// CHECK-LABEL: func.func @argmax_llvm22(
// CHECK: %[[NINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK: linalg.fill ins(%[[NINF]] : f32)
// CHECK: ^bb0(%[[IN:.*]]: f32, %[[OI:.*]]: i32, %[[OV:.*]]: f32):
// CHECK: %[[GT:.*]] = arith.cmpf ugt, %[[IN]], %[[OV]] : f32
// CHECK-NEXT: %[[OK:.*]] = arith.cmpf ord, %[[OV]], %[[OV]] : f32
// CHECK-NEXT: %[[T:.*]] = arith.andi %[[GT]], %[[OK]] : i1
// CHECK-NEXT: arith.select %[[T]], %[[IN]], %[[OV]] : f32
// CHECK: %[[NAN:.*]] = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: linalg.fill ins(%[[NAN]] : f32)
// CHECK: ^bb0(%[[IN2:.*]]: f32, %[[OI2:.*]]: i32, %[[OV2:.*]]: f32):
// CHECK: %[[GT2:.*]] = arith.cmpf ugt, %[[IN2]], %[[OV2]] : f32
// CHECK-NEXT: %[[OK2:.*]] = arith.cmpf ord, %[[IN2]], %[[IN2]] : f32
// CHECK-NEXT: %[[T2:.*]] = arith.andi %[[GT2]], %[[OK2]] : i1
// CHECK-NEXT: arith.select %[[T2]], %[[IN2]], %[[OV2]] : f32
func.func @argmax_llvm22(%a: tensor<2x3xf32>) -> (tensor<3xi32>, tensor<3xi32>) {
  %0 = tosa.argmax %a {axis = 0 : i32, nan_mode = PROPAGATE} : (tensor<2x3xf32>) -> tensor<3xi32>
  %1 = tosa.argmax %a {axis = 0 : i32, nan_mode = IGNORE} : (tensor<2x3xf32>) -> tensor<3xi32>
  return %0, %1 : tensor<3xi32>, tensor<3xi32>
}

// -----

// rank 1: a rank-0 result
// CHECK: #[[$ID:.*]] = affine_map<(d0) -> (d0)>
// CHECK: #[[$NONE:.*]] = affine_map<(d0) -> ()>
// CHECK-LABEL: func.func @argmax_rank1(
// CHECK: linalg.generic {indexing_maps = [#[[$ID]], #[[$NONE]], #[[$NONE]]], iterator_types = ["reduction"]} ins(%{{.*}} : tensor<?xbf16>) outs(%{{.*}}, %{{.*}} : tensor<i32>, tensor<bf16>)
func.func @argmax_rank1(%a: tensor<?xbf16>) -> tensor<i32> {
  %0 = tosa.argmax %a {axis = 0 : i32} : (tensor<?xbf16>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

// The results' dynamic sizes are the input's: the ops after them read no tensor.dim.
// CHECK-LABEL: func.func @sizes_known(
// CHECK-COUNT-2: tensor.dim
// CHECK-NOT: tensor.dim
// CHECK: return
func.func @sizes_known(%a: tensor<?x3x?xf32>) -> (tensor<?x1x?xf32>, tensor<?x?xi32>) {
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<?x3x?xf32>) -> tensor<?x1x?xf32>
  %1 = tosa.exp %0 : (tensor<?x1x?xf32>) -> tensor<?x1x?xf32>
  %2 = tosa.argmax %a {axis = 1 : i32} : (tensor<?x3x?xf32>) -> tensor<?x?xi32>
  %3 = tosa.add %2, %2 : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi32>
  return %1, %3 : tensor<?x1x?xf32>, tensor<?x?xi32>
}
