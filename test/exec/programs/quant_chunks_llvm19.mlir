// The configurations of LLVM 19's conversion tests of tosa.apply_scale,
// tosa.rescale, tosa.max_pool2d and tosa.avg_pool2d (tosa-to-arith.mlir,
// tosa-to-linalg.mlir, tosa-to-linalg-named.mlir), as programs of our own that
// execute: scalars of apply_scale are taken from and put back into rank-0
// tensors, an i48 value is made by a linalg.generic of the program's.

// EXEC-RANGE: 0 min max
// EXEC-RANGE: 1 0 max
// EXEC-RANGE: 2 2 62
// EXEC: scalar, scalar, scalar
func.func @scalar_i32(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i8>) -> tensor<i32> {
  %v = tensor.extract %arg0[] : tensor<i32>
  %m = tensor.extract %arg1[] : tensor<i32>
  %s = tensor.extract %arg2[] : tensor<i8>
  %r = tosa.apply_scale %v, %m, %s {double_round = true} : (i32, i32, i8) -> i32
  %t = tensor.from_elements %r : tensor<i32>
  return %t : tensor<i32>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC-RANGE: 1 0 max
// EXEC-RANGE: 2 2 62
// EXEC: scalar, scalar, scalar
func.func @scalar_i48(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i8>) -> tensor<i32> {
  %v = tensor.extract %arg0[] : tensor<i32>
  %w = arith.extsi %v : i32 to i48
  %c = arith.constant 4099 : i48
  %big = arith.muli %w, %c : i48
  %m = tensor.extract %arg1[] : tensor<i32>
  %s = tensor.extract %arg2[] : tensor<i8>
  %r = tosa.apply_scale %big, %m, %s {double_round = true} : (i48, i32, i8) -> i32
  %t = tensor.from_elements %r : tensor<i32>
  return %t : tensor<i32>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 2
func.func @rescale_to_i8_and_ui8(%arg0: tensor<2xi8>) -> (tensor<2xi8>, tensor<2xi8>) {
  %0 = tosa.rescale %arg0 {input_zp = 17 : i32, output_zp = 22 : i32, multiplier = array<i32: 19689>, shift = array<i8: 15>, scale32 = false, double_round = false, per_channel = false} : (tensor<2xi8>) -> tensor<2xi8>
  %1 = tosa.rescale %arg0 {input_zp = 17 : i32, output_zp = 22 : i32, multiplier = array<i32: 19689>, shift = array<i8: 15>, scale32 = false, double_round = false, per_channel = false} : (tensor<2xi8>) -> tensor<2xui8>
  %2 = tosa.rescale %1 {input_zp = 0 : i32, output_zp = -128 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 30>, scale32 = true, double_round = false, per_channel = false} : (tensor<2xui8>) -> tensor<2xi8>
  return %0, %2 : tensor<2xi8>, tensor<2xi8>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 3x2
// EXEC: 1x2
func.func @rescale_dynamic_batch(%arg0: tensor<?x2xi8>) -> tensor<?x2xi8> {
  %0 = tosa.rescale %arg0 {input_zp = 17 : i32, output_zp = 22 : i32, multiplier = array<i32: 19689>, shift = array<i8: 15>, scale32 = false, double_round = false, per_channel = false} : (tensor<?x2xi8>) -> tensor<?x2xi8>
  return %0 : tensor<?x2xi8>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 1x3x2x32
func.func @rescale_dynamic_hw(%arg0: tensor<1x?x?x32xi32>) -> tensor<1x?x?x32xi8> {
  %0 = tosa.rescale %arg0 {double_round = true, input_zp = 0 : i32, multiplier = array<i32: 1376784203>, output_zp = 0 : i32, per_channel = false, scale32 = true, shift = array<i8: 38>} : (tensor<1x?x?x32xi32>) -> tensor<1x?x?x32xi8>
  return %0 : tensor<1x?x?x32xi8>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 3
func.func @rescale_from_ui8(%arg0: tensor<3xi8>) -> tensor<3xi8> {
  %u = tosa.rescale %arg0 {input_zp = 0 : i32, output_zp = 128 : i32, multiplier = array<i32: 1073741824>, shift = array<i8: 30>, scale32 = true, double_round = false, per_channel = false} : (tensor<3xi8>) -> tensor<3xui8>
  %0 = tosa.rescale %u {input_zp = 17 : i32, output_zp = 22 : i32, multiplier = array<i32: 19689>, shift = array<i8: 15>, scale32 = false, double_round = false, per_channel = false} : (tensor<3xui8>) -> tensor<3xi8>
  return %0 : tensor<3xi8>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 3
func.func @rescale_channels_shift_64(%arg0: tensor<3xi8>) -> tensor<3xi8> {
  %0 = tosa.rescale %arg0 {input_zp = 243 : i32, output_zp = 252 : i32, multiplier = array<i32: 42, 43, 44>, shift = array<i8: 14, 15, 64>, scale32 = false, double_round = false, per_channel = false} : (tensor<3xi8>) -> tensor<3xi8>
  return %0 : tensor<3xi8>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 2
func.func @rescale_double_round(%arg0: tensor<2xi8>) -> (tensor<2xi8>, tensor<2xi8>) {
  %0 = tosa.rescale %arg0 {input_zp = 243 : i32, output_zp = 252 : i32, multiplier = array<i32: 19689>, shift = array<i8: 33>, scale32 = true, double_round = true, per_channel = false} : (tensor<2xi8>) -> tensor<2xi8>
  %1 = tosa.rescale %arg0 {input_zp = 243 : i32, output_zp = 252 : i32, multiplier = array<i32: 19689>, shift = array<i8: 15>, scale32 = true, double_round = true, per_channel = false} : (tensor<2xi8>) -> tensor<2xi8>
  return %0, %1 : tensor<2xi8>, tensor<2xi8>
}

// -----

// EXEC-RANGE: 0 -50000 50000
// EXEC: 4
func.func @rescale_from_i48(%arg0: tensor<4xi32>) -> tensor<4xi16> {
  %e = tensor.empty() : tensor<4xi48>
  %w = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xi32>) outs(%e : tensor<4xi48>) {
  ^bb0(%in: i32, %out: i48):
    %x = arith.extsi %in : i32 to i48
    %c = arith.constant 123457 : i48
    %y = arith.muli %x, %c : i48
    linalg.yield %y : i48
  } -> tensor<4xi48>
  %0 = tosa.rescale %w {input_zp = 0 : i32, output_zp = 0 : i32, multiplier = array<i32: 1500000000>, shift = array<i8: 45>, scale32 = true, double_round = true, per_channel = false} : (tensor<4xi48>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// EXEC-RANGE: 0 -50 50
// EXEC: 1x6x34x62
func.func @max_pools_f32(%arg0: tensor<1x6x34x62xf32>) -> (tensor<1x4x32x62xf32>, tensor<1x4x33x62xf32>) {
  %0 = tosa.max_pool2d %arg0 {pad = array<i64: 0, 0, 0, 0>, kernel = array<i64: 3, 3>, stride = array<i64: 1, 1>} : (tensor<1x6x34x62xf32>) -> tensor<1x4x32x62xf32>
  %1 = tosa.max_pool2d %arg0 {pad = array<i64: 0, 0, 0, 1>, kernel = array<i64: 3, 3>, stride = array<i64: 1, 1>} : (tensor<1x6x34x62xf32>) -> tensor<1x4x33x62xf32>
  return %0, %1 : tensor<1x4x32x62xf32>, tensor<1x4x33x62xf32>
}

// -----

// EXEC-RANGE: 0 -50 50
// EXEC: 2x6x34x62
func.func @max_pool_dynamic_batch(%arg0: tensor<?x6x34x62xf32>) -> tensor<?x4x32x62xf32> {
  %0 = tosa.max_pool2d %arg0 {pad = array<i64: 0, 0, 0, 0>, kernel = array<i64: 3, 3>, stride = array<i64: 1, 1>} : (tensor<?x6x34x62xf32>) -> tensor<?x4x32x62xf32>
  return %0 : tensor<?x4x32x62xf32>
}

// -----

// EXEC-RANGE: * min max
// EXEC: 1x6x34x62, 1x6x34x62, 1x6x34x62
func.func @max_pools_int(%arg0: tensor<1x6x34x62xi8>, %arg1: tensor<1x6x34x62xi16>, %arg2: tensor<1x6x34x62xi32>) -> (tensor<1x4x32x62xi8>, tensor<1x4x32x62xi16>, tensor<1x4x32x62xi32>) {
  %0 = tosa.max_pool2d %arg0 {pad = array<i64: 0, 0, 0, 0>, kernel = array<i64: 3, 3>, stride = array<i64: 1, 1>} : (tensor<1x6x34x62xi8>) -> tensor<1x4x32x62xi8>
  %1 = tosa.max_pool2d %arg1 {pad = array<i64: 0, 0, 0, 0>, kernel = array<i64: 3, 3>, stride = array<i64: 1, 1>} : (tensor<1x6x34x62xi16>) -> tensor<1x4x32x62xi16>
  %2 = tosa.max_pool2d %arg2 {pad = array<i64: 0, 0, 0, 0>, kernel = array<i64: 3, 3>, stride = array<i64: 1, 1>} : (tensor<1x6x34x62xi32>) -> tensor<1x4x32x62xi32>
  return %0, %1, %2 : tensor<1x4x32x62xi8>, tensor<1x4x32x62xi16>, tensor<1x4x32x62xi32>
}

// -----

// EXEC-RANGE: 0 -50 50
// EXEC: 1x6x34x62, 1x6x34x62
// EXEC: 2x6x34x62, 1x6x34x62
func.func @avg_pools(%arg0: tensor<?x6x34x62xf32>, %arg1: tensor<1x6x34x62xf16>) -> (tensor<?x5x33x62xf32>, tensor<1x5x33x62xf16>) {
  %0 = tosa.avg_pool2d %arg0 {acc_type = f32, pad = array<i64: 1, 1, 1, 1>, kernel = array<i64: 4, 4>, stride = array<i64: 1, 1>} : (tensor<?x6x34x62xf32>) -> tensor<?x5x33x62xf32>
  %1 = tosa.avg_pool2d %arg1 {acc_type = f32, pad = array<i64: 1, 1, 1, 1>, kernel = array<i64: 4, 4>, stride = array<i64: 1, 1>} : (tensor<1x6x34x62xf16>) -> tensor<1x5x33x62xf16>
  return %0, %1 : tensor<?x5x33x62xf32>, tensor<1x5x33x62xf16>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 1x6x34x62
func.func @avg_pool_i8(%arg0: tensor<1x6x34x62xi8>) -> tensor<1x5x33x62xi8> {
  %0 = tosa.avg_pool2d %arg0 {acc_type = i32, pad = array<i64: 1, 1, 1, 1>, kernel = array<i64: 4, 4>, stride = array<i64: 1, 1>} : (tensor<1x6x34x62xi8>) -> tensor<1x5x33x62xi8>
  return %0 : tensor<1x5x33x62xi8>
}
