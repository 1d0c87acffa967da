// tosa.rescale, tosa.apply_scale, tosa.table, tosa.max_pool2d and tosa.avg_pool2d
// (passes/lower_quant.c, passes/lower_pool.c): the shape of what they become.
// Both mlir-opts read the output; execution is in test/exec/rescale_*.test,
// apply_scale.test, table.test, pools.test, quant_chunks.test, random_quant.test.
// RUN: %tosa2linalg --split-input-file %s | FileCheck %s --implicit-check-not=tosa.
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_19 --split-input-file -o /dev/null
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_22 --split-input-file -o /dev/null

// CHECK-LABEL: func.func @apply_scale_scalar(
// CHECK-SAME: %[[V:.*]]: i32, %[[M:.*]]: i32, %[[S:.*]]: i8) -> i32
// CHECK: %[[S32:.*]] = arith.extui %[[S]] : i8 to i32
// CHECK: %[[V64:.*]] = arith.extsi %[[V]] : i32 to i64
// CHECK: %[[M64:.*]] = arith.extsi %[[M]] : i32 to i64
// CHECK: %[[MUL:.*]] = arith.muli %[[V64]], %[[M64]] : i64
// CHECK: %[[S64:.*]] = arith.extui %[[S32]] : i32 to i64
// CHECK: arith.shli
// CHECK: arith.shrui
// CHECK: %[[R:.*]] = arith.addi %[[MUL]], %{{.*}} : i64
// CHECK: %[[POS:.*]] = arith.cmpi sge, %[[V]], %{{.*}} : i32
// CHECK: %[[D:.*]] = arith.select %[[POS]], %{{.*}}, %{{.*}} : i64
// CHECK: %[[DR:.*]] = arith.addi %[[D]], %[[R]] : i64
// CHECK: %[[BIG:.*]] = arith.cmpi sgt, %[[S32]], %{{.*}} : i32
// CHECK: %[[SEL:.*]] = arith.select %[[BIG]], %[[DR]], %[[R]] : i64
// CHECK: %[[SH:.*]] = arith.shrsi %[[SEL]], %[[S64]] : i64
// CHECK: %[[T:.*]] = arith.trunci %[[SH]] : i64 to i32
// CHECK: return %[[T]] : i32
func.func @apply_scale_scalar(%v: i32, %m: i32, %s: i8) -> i32 {
  %0 = tosa.apply_scale %v, %m, %s {double_round = true} : (i32, i32, i8) -> i32
  return %0 : i32
}

// -----

// Single rounding: no compare, no select.
// CHECK-LABEL: func.func @apply_scale_vector_i64(
// CHECK-NOT: arith.select
// CHECK: arith.muli %{{.*}}, %{{.*}} : vector<4xi64>
// CHECK-NOT: arith.select
// CHECK: arith.trunci %{{.*}} : vector<4xi64> to vector<4xi32>
func.func @apply_scale_vector_i64(%v: vector<4xi64>, %m: vector<4xi32>, %s: vector<4xi8>) -> vector<4xi32> {
  %0 = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (vector<4xi64>, vector<4xi32>, vector<4xi8>) -> vector<4xi32>
  return %0 : vector<4xi32>
}

// -----

// Per channel: the multipliers and shifts are inputs read along the last dim.
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[LAST:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @rescale_per_channel(
// CHECK-DAG: %[[MS:.*]] = arith.constant dense<[1073741824, 0]> : tensor<2xi32>
// CHECK-DAG: %[[SS:.*]] = arith.constant dense<[33, 0]> : tensor<2xi8>
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[LAST]], #[[LAST]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%{{.*}}, %[[MS]], %[[SS]] : tensor<?x2xi16>, tensor<2xi32>, tensor<2xi8>) outs(%{{.*}} : tensor<?x2xi8>)
// CHECK: ^bb0(%[[IN:.*]]: i16, %[[M:.*]]: i32, %[[S:.*]]: i8, %{{.*}}: i8):
// CHECK: arith.extsi %[[IN]] : i16 to i32
// CHECK: arith.extui %[[S]] : i8 to i32
// CHECK: arith.extsi %[[M]] : i32 to i64
// CHECK: arith.cmpi sgt
// CHECK: arith.maxsi
// CHECK: arith.minsi
// CHECK: arith.trunci %{{.*}} : i32 to i8
func.func @rescale_per_channel(%arg0: tensor<?x2xi16>) -> tensor<?x2xi8> {
  %0 = tosa.rescale %arg0 {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 1073741824, 5>, shift = array<i8: 33, 70>, scale32 = true, double_round = true, per_channel = true} : (tensor<?x2xi16>) -> tensor<?x2xi8>
  return %0 : tensor<?x2xi8>
}

// -----

// An unsigned input (TOSA 1.0's flag) is zero-extended and its zero point read
// unsigned (-128 : i8 is 128); an unsigned result is clamped to [0, 255].
// CHECK-LABEL: func.func @rescale_unsigned(
// CHECK-DAG: %[[ZP:.*]] = arith.constant 128 : i32
// CHECK-DAG: %[[HI:.*]] = arith.constant 255 : i32
// CHECK: arith.extui %{{.*}} : i8 to i32
// CHECK: arith.subi %{{.*}}, %[[ZP]] : i32
// CHECK: arith.minsi %[[HI]], %{{.*}} : i32
func.func @rescale_unsigned(%arg0: tensor<3xi8>) -> tensor<3xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %arg0, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = true, output_unsigned = true} : (tensor<3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<3xi8>
  return %0 : tensor<3xi8>
}

// -----

// LLVM 19's ui8: the body converts with builtin.unrealized_conversion_cast, as
// mlir-opt-19 does (both read it; it folds away when lowered to LLVM).
// CHECK-LABEL: func.func @rescale_ui8(
// CHECK: ^bb0(%[[IN:.*]]: ui8, %{{.*}}: i8):
// CHECK: %[[C:.*]] = builtin.unrealized_conversion_cast %[[IN]] : ui8 to i8
// CHECK: arith.extui %[[C]] : i8 to i32
func.func @rescale_ui8(%arg0: tensor<2xui8>) -> tensor<2xi8> {
  %0 = tosa.rescale %arg0 {input_zp = 128 : i32, output_zp = 0 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 30>, scale32 = true, double_round = false, per_channel = false} : (tensor<2xui8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// -----

// CHECK-LABEL: func.func @table8(
// CHECK-SAME: %[[X:.*]]: tensor<?xi8>, %[[T:.*]]: tensor<256xi8>)
// CHECK-DAG: %[[C128:.*]] = arith.constant 128 : index
// CHECK: ^bb0(%[[IN:.*]]: i8, %{{.*}}: i8):
// CHECK: %[[I:.*]] = arith.index_cast %[[IN]] : i8 to index
// CHECK: %[[J:.*]] = arith.addi %[[I]], %[[C128]] : index
// CHECK: %[[E:.*]] = tensor.extract %[[T]][%[[J]]] : tensor<256xi8>
// CHECK: linalg.yield %[[E]] : i8
func.func @table8(%arg0: tensor<?xi8>, %arg1: tensor<256xi8>) -> tensor<?xi8> {
  %0 = tosa.table %arg0, %arg1 : (tensor<?xi8>, tensor<256xi8>) -> tensor<?xi8>
  return %0 : tensor<?xi8>
}

// -----

// Floats pad and start from -inf.
// CHECK-LABEL: func.func @max_pool(
// CHECK-DAG: %[[LOW:.*]] = arith.constant 0xFF800000 : f32
// CHECK: %[[P:.*]] = tensor.pad %{{.*}} low[0, 1, 0, 0] high[0, 0, 1, 0]
// CHECK: tensor.yield %[[LOW]] : f32
// CHECK: } : tensor<?x3x4x2xf32> to tensor<?x4x5x2xf32>
// CHECK: %[[F:.*]] = linalg.fill ins(%[[LOW]] : f32) outs(%{{.*}} : tensor<?x2x2x2xf32>)
// CHECK: %[[K:.*]] = tensor.empty() : tensor<2x3xf32>
// CHECK: linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<[2, 2]> : vector<2xi64>} ins(%[[P]], %[[K]] : tensor<?x4x5x2xf32>, tensor<2x3xf32>) outs(%[[F]] : tensor<?x2x2x2xf32>)
func.func @max_pool(%arg0: tensor<?x3x4x2xf32>) -> tensor<?x2x2x2xf32> {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 2, 3>, stride = array<i64: 2, 2>, pad = array<i64: 1, 0, 0, 1>} : (tensor<?x3x4x2xf32>) -> tensor<?x2x2x2xf32>
  return %0 : tensor<?x2x2x2xf32>
}

// -----

// nan_mode = IGNORE: a generic over the window taking arith.maxnumf.
// CHECK-DAG: #[[IN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 + d5, d3)>
// CHECK-LABEL: func.func @max_pool_ignore(
// CHECK: linalg.generic {indexing_maps = [#[[IN]], #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
// CHECK: arith.maxnumf
func.func @max_pool_ignore(%arg0: tensor<1x4x4x1xf16>) -> tensor<1x2x3x1xf16> {
  %0 = tosa.max_pool2d %arg0 {kernel = array<i64: 2, 2>, stride = array<i64: 2, 1>, pad = array<i64: 0, 0, 0, 0>, nan_mode = IGNORE} : (tensor<1x4x4x1xf16>) -> tensor<1x2x3x1xf16>
  return %0 : tensor<1x2x3x1xf16>
}

// -----

// avg_pool2d of i8 with zero points: the sum less count * input_zp, the count's
// reciprocal through apply_scale, plus output_zp, clamped.
// CHECK-LABEL: func.func @avg_pool_i8(
// CHECK: linalg.pooling_nhwc_sum {{.*}} -> tensor<1x2x2x1xi32>
// CHECK: ^bb0(%[[IN:.*]]: i32, %{{.*}}: i8):
// CHECK: %[[N:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK: %[[OFF:.*]] = arith.muli %[[N]], %{{.*}} : i32
// CHECK: arith.subi %[[IN]], %[[OFF]] : i32
// CHECK: math.ctlz
// CHECK: arith.divui
// CHECK: arith.shrsi
// CHECK: arith.maxsi
// CHECK: arith.minsi
// CHECK: arith.trunci %{{.*}} : i32 to i8
func.func @avg_pool_i8(%arg0: tensor<1x3x3x1xi8>) -> tensor<1x2x2x1xi8> {
  %0 = tosa.avg_pool2d %arg0 {acc_type = i32, kernel = array<i64: 2, 2>, stride = array<i64: 2, 2>, pad = array<i64: 0, 1, 0, 1>, quantization_info = #tosa.unary_quant<input_zp = -3, output_zp = 4>} : (tensor<1x3x3x1xi8>) -> tensor<1x2x2x1xi8>
  return %0 : tensor<1x2x2x1xi8>
}
