// i16 contractions, whose i48 results the harness cannot read: here read
// through a linalg.generic extending them to i64 (and an i64 bias truncated to
// i48), ops of another dialect both tools carry as they are. Against
// mlir-opt-22.

// EXEC-RANGE: * min max
// EXEC: 2x3x4, 2x4x5
// EXEC: 1x3x4, 1x4x5
func.func @matmul_i16(%a: tensor<?x3x4xi16>, %b: tensor<?x4x5xi16>) -> tensor<?x3x5xi64> {
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %0 = tosa.matmul %a, %b, %z, %z : (tensor<?x3x4xi16>, tensor<?x4x5xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<?x3x5xi48>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %0, %c0 : tensor<?x3x5xi48>
  %e = tensor.empty(%n) : tensor<?x3x5xi64>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0 : tensor<?x3x5xi48>) outs(%e : tensor<?x3x5xi64>) {
  ^bb0(%in: i48, %out: i64):
    %t = arith.extsi %in : i48 to i64
    linalg.yield %t : i64
  } -> tensor<?x3x5xi64>
  return %1 : tensor<?x3x5xi64>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC-RANGE: 1 min max
// EXEC-RANGE: 2 -100000 100000
// EXEC: 1x5x5x2, 3x3x3x2, 3
func.func @conv2d_i16_i8(%x: tensor<1x5x5x2xi16>, %w: tensor<3x3x3x2xi8>, %b: tensor<3xi64>) -> tensor<1x4x3x3xi64> {
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %zw = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %e_b48 = tensor.empty() : tensor<3xi48>
  %b48 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%b : tensor<3xi64>) outs(%e_b48 : tensor<3xi48>) {
  ^bb0(%in: i64, %out: i48):
    %t = arith.trunci %in : i64 to i48
    linalg.yield %t : i48
  } -> tensor<3xi48>
  %0 = tosa.conv2d %x, %w, %b48, %z, %zw {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x5x5x2xi16>, tensor<3x3x3x2xi8>, tensor<3xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x4x3x3xi48>
  %e_r = tensor.empty() : tensor<1x4x3x3xi64>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0 : tensor<1x4x3x3xi48>) outs(%e_r : tensor<1x4x3x3xi64>) {
  ^bb0(%in: i48, %out: i64):
    %t = arith.extsi %in : i48 to i64
    linalg.yield %t : i64
  } -> tensor<1x4x3x3xi64>
  return %r : tensor<1x4x3x3xi64>
}

// -----

// EXEC-RANGE: 0 min max
// EXEC-RANGE: 1 min max
// EXEC-RANGE: 2 -100000 100000
// EXEC: 1x5x5x2, 3x3x2x2, 4
func.func @depthwise_conv2d_i16_i8(%x: tensor<1x5x5x2xi16>, %w: tensor<3x3x2x2xi8>, %b: tensor<4xi64>) -> tensor<1x4x3x4xi64> {
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %zw = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %e_b48 = tensor.empty() : tensor<4xi48>
  %b48 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%b : tensor<4xi64>) outs(%e_b48 : tensor<4xi48>) {
  ^bb0(%in: i64, %out: i48):
    %t = arith.trunci %in : i64 to i48
    linalg.yield %t : i48
  } -> tensor<4xi48>
  %0 = tosa.depthwise_conv2d %x, %w, %b48, %z, %zw {acc_type = i48, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x5x5x2xi16>, tensor<3x3x2x2xi8>, tensor<4xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x4x3x4xi48>
  %e_r = tensor.empty() : tensor<1x4x3x4xi64>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0 : tensor<1x4x3x4xi48>) outs(%e_r : tensor<1x4x3x4xi64>) {
  ^bb0(%in: i48, %out: i64):
    %t = arith.extsi %in : i48 to i64
    linalg.yield %t : i64
  } -> tensor<1x4x3x4xi64>
  return %r : tensor<1x4x3x4xi64>
}
