// The configurations of LLVM 22's conversion tests of tosa.apply_scale,
// tosa.rescale (tosa-to-arith.mlir, tosa-to-linalg.mlir) and of the pools, as
// programs of our own in TOSA 1.0's forms that execute: scalars of apply_scale
// are taken from and put back into rank-0 tensors, i48 values are made by a
// linalg.generic of the program's.

// -----

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
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
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
  %r = tosa.apply_scale %big, %m, %s {rounding_mode = DOUBLE_ROUND} : (i48, i32, i8) -> i32
  %t = tensor.from_elements %r : tensor<i32>
  return %t : tensor<i32>
}

// -----

// EXEC-RANGE: 0 -100000000000 100000000000
// EXEC-RANGE: 1 0 max
// EXEC-RANGE: 2 2 62
// EXEC: scalar, scalar, scalar
func.func @scalar_i64(%arg0: tensor<i64>, %arg1: tensor<i32>, %arg2: tensor<i8>) -> tensor<i32> {
  %v = tensor.extract %arg0[] : tensor<i64>
  %m = tensor.extract %arg1[] : tensor<i32>
  %s = tensor.extract %arg2[] : tensor<i8>
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (i64, i32, i8) -> i32
  %t = tensor.from_elements %r : tensor<i32>
  return %t : tensor<i32>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 2
func.func @rescale_i8_scale16(%arg0: tensor<2xi8>) -> tensor<2xi8> {
  %m = "tosa.const"() <{values = dense<19689> : tensor<1xi16>}> : () -> tensor<1xi16>
  %s = "tosa.const"() <{values = dense<15> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<17> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<22> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %arg0, %m, %s, %iz, %oz {scale32 = false, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2xi8>, tensor<1xi16>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// -----

// An unsigned result spelled ui8, read back as unsigned.
// EXEC-RANGE: 0 min max
// EXEC: 2
func.func @rescale_unsigned_explicit(%arg0: tensor<2xi8>) -> tensor<2xi8> {
  %m = "tosa.const"() <{values = dense<19689> : tensor<1xi16>}> : () -> tensor<1xi16>
  %s = "tosa.const"() <{values = dense<15> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<17> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<-22> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %arg0, %m, %s, %iz, %oz {scale32 = false, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = true} : (tensor<2xi8>, tensor<1xi16>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2xui8>
  %m2 = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s2 = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz2 = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz2 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %1 = tosa.rescale %0, %m2, %s2, %iz2, %oz2 {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = true, output_unsigned = false} : (tensor<2xui8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2xi8>
  return %1 : tensor<2xi8>
}

// -----

// An i48 input, an unsigned i8 result.
// EXEC-RANGE: 0 -50000 50000
// EXEC: 2
func.func @rescale_i48_unsigned(%arg0: tensor<2xi32>) -> tensor<2xi8> {
  %e = tensor.empty() : tensor<2xi48>
  %w = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<2xi32>) outs(%e : tensor<2xi48>) {
  ^bb0(%in: i32, %out: i48):
    %x = arith.extsi %in : i32 to i48
    %c = arith.constant 123457 : i48
    %y = arith.muli %x, %c : i48
    linalg.yield %y : i48
  } -> tensor<2xi48>
  %m = "tosa.const"() <{values = dense<19689> : tensor<1xi16>}> : () -> tensor<1xi16>
  %s = "tosa.const"() <{values = dense<15> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<0> : tensor<1xi48>}> : () -> tensor<1xi48>
  %oz = "tosa.const"() <{values = dense<-22> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %w, %m, %s, %iz, %oz {scale32 = false, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = true} : (tensor<2xi48>, tensor<1xi16>, tensor<1xi8>, tensor<1xi48>, tensor<1xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 2
func.func @rescale_double_round(%arg0: tensor<2xi8>) -> tensor<2xi8> {
  %m = "tosa.const"() <{values = dense<19689> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<33> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<43> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<52> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %arg0, %m, %s, %iz, %oz {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 2
func.func @rescale_double_round_unneeded(%arg0: tensor<2xi8>) -> tensor<2xi8> {
  %m = "tosa.const"() <{values = dense<19689> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<15> : tensor<1xi8>}> : () -> tensor<1xi8>
  %iz = "tosa.const"() <{values = dense<43> : tensor<1xi8>}> : () -> tensor<1xi8>
  %oz = "tosa.const"() <{values = dense<52> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %arg0, %m, %s, %iz, %oz {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
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
  %z32 = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %z16 = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = tosa.avg_pool2d %arg0, %z32, %z32 {acc_type = f32, pad = array<i64: 1, 1, 1, 1>, kernel = array<i64: 4, 4>, stride = array<i64: 1, 1>} : (tensor<?x6x34x62xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x5x33x62xf32>
  %1 = tosa.avg_pool2d %arg1, %z16, %z16 {acc_type = f32, pad = array<i64: 1, 1, 1, 1>, kernel = array<i64: 4, 4>, stride = array<i64: 1, 1>} : (tensor<1x6x34x62xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x5x33x62xf16>
  return %0, %1 : tensor<?x5x33x62xf32>, tensor<1x5x33x62xf16>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC: 1x6x34x62
func.func @avg_pool_i8(%arg0: tensor<1x6x34x62xi8>) -> tensor<1x5x33x62xi8> {
  %zi = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zo = "tosa.const"() <{values = dense<9> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.avg_pool2d %arg0, %zi, %zo {acc_type = i32, pad = array<i64: 1, 1, 1, 1>, kernel = array<i64: 4, 4>, stride = array<i64: 1, 1>} : (tensor<1x6x34x62xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x5x33x62xi8>
  return %0 : tensor<1x5x33x62xi8>
}
