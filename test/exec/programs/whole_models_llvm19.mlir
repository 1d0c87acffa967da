// Pieces of whole models as LLVM 19 era exporters write them (docs/exporters.md,
// "Whole models"): a BERT embedding with layer norm and a two-head self-attention
// (buddy-mlir's torch frontend: weights as arguments, transposed for tosa.matmul,
// softmax as reduce_max/exp/reduce_sum/reciprocal), and TFLite Micro int8 chains
// (micro_speech: quantized depthwise convolution, fully_connected, rescale,
// table, clz and shifts; hello_world: fully_connected layers). tosa2linalg alone
// computes what mlir-opt-19's passes compute.

// EXEC: 1x4, 10x8, 8, 8
// EXEC-RANGE: 0 0 9
func.func @embedding_layer_norm(%ids: tensor<1x4xi64>, %table: tensor<10x8xf32>, %gamma: tensor<8xf32>, %beta: tensor<8xf32>) -> tensor<1x4x8xf32> {
  %ids32 = tosa.cast %ids : (tensor<1x4xi64>) -> tensor<1x4xi32>
  %table3 = tosa.reshape %table {new_shape = array<i64: 1, 10, 8>} : (tensor<10x8xf32>) -> tensor<1x10x8xf32>
  %rows = tosa.gather %table3, %ids32 : (tensor<1x10x8xf32>, tensor<1x4xi32>) -> tensor<1x4x8xf32>
  %sum = tosa.reduce_sum %rows {axis = 2 : i32} : (tensor<1x4x8xf32>) -> tensor<1x4x1xf32>
  %width = "tosa.const"() <{value = dense<8.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %inv_width = tosa.reciprocal %width : (tensor<1xf32>) -> tensor<1xf32>
  %mean = tosa.mul %inv_width, %sum {shift = 0 : i8} : (tensor<1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
  %centred = tosa.sub %rows, %mean : (tensor<1x4x8xf32>, tensor<1x4x1xf32>) -> tensor<1x4x8xf32>
  %square = tosa.mul %centred, %centred {shift = 0 : i8} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
  %sq_sum = tosa.reduce_sum %square {axis = 2 : i32} : (tensor<1x4x8xf32>) -> tensor<1x4x1xf32>
  %var = tosa.mul %inv_width, %sq_sum {shift = 0 : i8} : (tensor<1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
  %eps = "tosa.const"() <{value = dense<9.99999996E-13> : tensor<1x4x1xf32>}> : () -> tensor<1x4x1xf32>
  %var_eps = tosa.add %var, %eps : (tensor<1x4x1xf32>, tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
  %inv_std = tosa.rsqrt %var_eps : (tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
  %normed = tosa.mul %centred, %inv_std {shift = 0 : i8} : (tensor<1x4x8xf32>, tensor<1x4x1xf32>) -> tensor<1x4x8xf32>
  %gamma3 = tosa.reshape %gamma {new_shape = array<i64: 1, 1, 8>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
  %scaled = tosa.mul %normed, %gamma3 {shift = 0 : i8} : (tensor<1x4x8xf32>, tensor<1x1x8xf32>) -> tensor<1x4x8xf32>
  %beta3 = tosa.reshape %beta {new_shape = array<i64: 1, 1, 8>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
  %out = tosa.add %scaled, %beta3 : (tensor<1x4x8xf32>, tensor<1x1x8xf32>) -> tensor<1x4x8xf32>
  %copy = tosa.identity %out : (tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
  return %copy : tensor<1x4x8xf32>
}

// EXEC: 1x4x8, 8x8, 8, 8x8, 8x8, 1x1x1x4
func.func @two_head_self_attention(%x: tensor<1x4x8xf32>, %wq: tensor<8x8xf32>, %bq: tensor<8xf32>, %wk: tensor<8x8xf32>, %wv: tensor<8x8xf32>, %mask: tensor<1x1x1x4xf32>) -> tensor<1x4x8xf32> {
  %t2 = "tosa.const"() <{value = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %heads = "tosa.const"() <{value = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %keys_t = "tosa.const"() <{value = dense<[0, 1, 3, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %wq_t = tosa.transpose %wq, %t2 : (tensor<8x8xf32>, tensor<2xi32>) -> tensor<8x8xf32>
  %wq3 = tosa.reshape %wq_t {new_shape = array<i64: 1, 8, 8>} : (tensor<8x8xf32>) -> tensor<1x8x8xf32>
  %q0 = tosa.matmul %x, %wq3 : (tensor<1x4x8xf32>, tensor<1x8x8xf32>) -> tensor<1x4x8xf32>
  %q2 = tosa.reshape %q0 {new_shape = array<i64: 4, 8>} : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
  %bq2 = tosa.reshape %bq {new_shape = array<i64: 1, 8>} : (tensor<8xf32>) -> tensor<1x8xf32>
  %qb = tosa.add %bq2, %q2 : (tensor<1x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %q4 = tosa.reshape %qb {new_shape = array<i64: 1, 4, 2, 4>} : (tensor<4x8xf32>) -> tensor<1x4x2x4xf32>
  %q = tosa.transpose %q4, %heads : (tensor<1x4x2x4xf32>, tensor<4xi32>) -> tensor<1x2x4x4xf32>
  %wk_t = tosa.transpose %wk, %t2 : (tensor<8x8xf32>, tensor<2xi32>) -> tensor<8x8xf32>
  %wk3 = tosa.reshape %wk_t {new_shape = array<i64: 1, 8, 8>} : (tensor<8x8xf32>) -> tensor<1x8x8xf32>
  %k0 = tosa.matmul %x, %wk3 : (tensor<1x4x8xf32>, tensor<1x8x8xf32>) -> tensor<1x4x8xf32>
  %k4 = tosa.reshape %k0 {new_shape = array<i64: 1, 4, 2, 4>} : (tensor<1x4x8xf32>) -> tensor<1x4x2x4xf32>
  %k = tosa.transpose %k4, %heads : (tensor<1x4x2x4xf32>, tensor<4xi32>) -> tensor<1x2x4x4xf32>
  %kt = tosa.transpose %k, %keys_t : (tensor<1x2x4x4xf32>, tensor<4xi32>) -> tensor<1x2x4x4xf32>
  %wv_t = tosa.transpose %wv, %t2 : (tensor<8x8xf32>, tensor<2xi32>) -> tensor<8x8xf32>
  %wv3 = tosa.reshape %wv_t {new_shape = array<i64: 1, 8, 8>} : (tensor<8x8xf32>) -> tensor<1x8x8xf32>
  %v0 = tosa.matmul %x, %wv3 : (tensor<1x4x8xf32>, tensor<1x8x8xf32>) -> tensor<1x4x8xf32>
  %v4 = tosa.reshape %v0 {new_shape = array<i64: 1, 4, 2, 4>} : (tensor<1x4x8xf32>) -> tensor<1x4x2x4xf32>
  %v = tosa.transpose %v4, %heads : (tensor<1x4x2x4xf32>, tensor<4xi32>) -> tensor<1x2x4x4xf32>
  %q3 = tosa.reshape %q {new_shape = array<i64: 2, 4, 4>} : (tensor<1x2x4x4xf32>) -> tensor<2x4x4xf32>
  %kt3 = tosa.reshape %kt {new_shape = array<i64: 2, 4, 4>} : (tensor<1x2x4x4xf32>) -> tensor<2x4x4xf32>
  %scores3 = tosa.matmul %q3, %kt3 : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %scores = tosa.reshape %scores3 {new_shape = array<i64: 1, 2, 4, 4>} : (tensor<2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %root = "tosa.const"() <{value = dense<2.000000e+00> : tensor<1x2x4x4xf32>}> : () -> tensor<1x2x4x4xf32>
  %inv_root = tosa.reciprocal %root : (tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %scaled = tosa.mul %scores, %inv_root {shift = 0 : i8} : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %masked = tosa.add %scaled, %mask : (tensor<1x2x4x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x2x4x4xf32>
  %max = tosa.reduce_max %masked {axis = 3 : i32} : (tensor<1x2x4x4xf32>) -> tensor<1x2x4x1xf32>
  %shifted = tosa.sub %masked, %max : (tensor<1x2x4x4xf32>, tensor<1x2x4x1xf32>) -> tensor<1x2x4x4xf32>
  %e = tosa.exp %shifted : (tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %den = tosa.reduce_sum %e {axis = 3 : i32} : (tensor<1x2x4x4xf32>) -> tensor<1x2x4x1xf32>
  %inv_den = tosa.reciprocal %den : (tensor<1x2x4x1xf32>) -> tensor<1x2x4x1xf32>
  %probs = tosa.mul %e, %inv_den {shift = 0 : i8} : (tensor<1x2x4x4xf32>, tensor<1x2x4x1xf32>) -> tensor<1x2x4x4xf32>
  %probs3 = tosa.reshape %probs {new_shape = array<i64: 2, 4, 4>} : (tensor<1x2x4x4xf32>) -> tensor<2x4x4xf32>
  %v3 = tosa.reshape %v {new_shape = array<i64: 2, 4, 4>} : (tensor<1x2x4x4xf32>) -> tensor<2x4x4xf32>
  %ctx3 = tosa.matmul %probs3, %v3 : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %ctx4 = tosa.reshape %ctx3 {new_shape = array<i64: 1, 2, 4, 4>} : (tensor<2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %ctx = tosa.transpose %ctx4, %heads : (tensor<1x2x4x4xf32>, tensor<4xi32>) -> tensor<1x4x2x4xf32>
  %out = tosa.reshape %ctx {new_shape = array<i64: 1, 4, 8>} : (tensor<1x4x2x4xf32>) -> tensor<1x4x8xf32>
  return %out : tensor<1x4x8xf32>
}

// EXEC: 1x6x5x1
// EXEC: 1x6x5x1
// EXEC: 1x6x5x1
// EXEC-RANGE: * min max
func.func @int8_keyword_spotting(%x: tensor<1x6x5x1xi8>) -> tensor<1x3xi8> {
  %filter = "tosa.const"() <{value = dense<[[[[3, -7]], [[12, 5]]], [[[-9, 1]], [[4, -2]]], [[[8, 6]], [[-5, 11]]]]> : tensor<3x2x1x2xi8>}> : () -> tensor<3x2x1x2xi8>
  %bias = "tosa.const"() <{value = dense<[150, -320]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %conv = tosa.depthwise_conv2d %x, %filter, %bias {dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 1>, quantization_info = #tosa.conv_quant<input_zp = -128, weight_zp = 0>, stride = array<i64: 2, 2>} : (tensor<1x6x5x1xi8>, tensor<3x2x1x2xi8>, tensor<2xi32>) -> tensor<1x3x3x2xi32>
  %conv8 = tosa.rescale %conv {double_round = true, input_zp = 0 : i32, multiplier = array<i32: 1390241775, 1104729125>, output_zp = -128 : i32, per_channel = true, scale32 = true, shift = array<i8: 38, 37>} : (tensor<1x3x3x2xi32>) -> tensor<1x3x3x2xi8>
  %relu = tosa.clamp %conv8 {max_fp = 0.000000e+00 : f32, max_int = 127 : i64, min_fp = 0.000000e+00 : f32, min_int = -128 : i64} : (tensor<1x3x3x2xi8>) -> tensor<1x3x3x2xi8>
  %flat = tosa.reshape %relu {new_shape = array<i64: 1, 18>} : (tensor<1x3x3x2xi8>) -> tensor<1x18xi8>
  %weights = "tosa.const"() <{value = dense<[[5, -3, 7, 1, -8, 2, 9, -4, 6, 0, -1, 3, -6, 8, 2, -7, 4, 1], [-2, 6, -5, 3, 1, -9, 4, 7, -3, 8, 2, -6, 5, -1, 9, 3, -8, 0], [7, 2, -4, -6, 3, 5, -1, 8, 0, -7, 6, 4, -2, 9, -5, 1, 3, -3]]> : tensor<3x18xi8>}> : () -> tensor<3x18xi8>
  %fc_bias = "tosa.const"() <{value = dense<[410, -95, 37]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %fc = tosa.fully_connected %flat, %weights, %fc_bias {quantization_info = #tosa.conv_quant<input_zp = -128, weight_zp = 0>} : (tensor<1x18xi8>, tensor<3x18xi8>, tensor<3xi32>) -> tensor<1x3xi32>
  %logits = tosa.rescale %fc {double_round = true, input_zp = 0 : i32, multiplier = array<i32: 1683627180>, output_zp = 14 : i32, per_channel = false, scale32 = true, shift = array<i8: 33>} : (tensor<1x3xi32>) -> tensor<1x3xi8>
  %max = tosa.reduce_max %logits {axis = 1 : i32} : (tensor<1x3xi8>) -> tensor<1x1xi8>
  %l32 = tosa.rescale %logits {double_round = false, input_zp = 0 : i32, multiplier = array<i32: 1073741824>, output_zp = 0 : i32, per_channel = false, scale32 = true, shift = array<i8: 30>} : (tensor<1x3xi8>) -> tensor<1x3xi32>
  %m32 = tosa.rescale %max {double_round = false, input_zp = 0 : i32, multiplier = array<i32: 1073741824>, output_zp = 0 : i32, per_channel = false, scale32 = true, shift = array<i8: 30>} : (tensor<1x1xi8>) -> tensor<1x1xi32>
  %diff = tosa.sub %l32, %m32 : (tensor<1x3xi32>, tensor<1x1xi32>) -> tensor<1x3xi32>
  %diff8 = tosa.rescale %diff {double_round = true, input_zp = 0 : i32, multiplier = array<i32: 1073741824>, output_zp = 127 : i32, per_channel = false, scale32 = true, shift = array<i8: 30>} : (tensor<1x3xi32>) -> tensor<1x3xi8>
  %exp_table = "tosa.const"() <{value = dense<"0x00000101020203030404050506060707080809090A0A0B0B0C0C0D0D0E0E0F0F10101111121213131414151516161717181819191A1A1B1B1C1C1D1D1E1E1F1F20202121222223232424252526262727282829292A2A2B2B2C2C2D2D2E2E2F2F30303131323233333434353536363737383839393A3A3B3B3C3C3D3D3E3E3F3F40404141424243434444454546464747484849494A4A4B4B4C4C4D4D4E4E4F4F50505151525253535454555556565757585859595A5A5B5B5C5C5D5D5E5E5F5F60606161626263636464656566666767686869696A6A6B6B6C6C6D6D6E6E6F6F70707171727273737474757576767777787879797A7A7B7B7C7C7D7D7E7E7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %e = tosa.table %diff8, %exp_table : (tensor<1x3xi8>, tensor<256xi8>) -> tensor<1x3xi8>
  %e32 = tosa.rescale %e {double_round = false, input_zp = 0 : i32, multiplier = array<i32: 1073741824>, output_zp = 0 : i32, per_channel = false, scale32 = true, shift = array<i8: 30>} : (tensor<1x3xi8>) -> tensor<1x3xi32>
  %sum = tosa.reduce_sum %e32 {axis = 1 : i32} : (tensor<1x3xi32>) -> tensor<1x1xi32>
  %lead = tosa.clz %sum : (tensor<1x1xi32>) -> tensor<1x1xi32>
  %one = "tosa.const"() <{value = dense<1> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %norm_shift = tosa.sub %lead, %one : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
  %normalized = tosa.logical_left_shift %sum, %norm_shift : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
  %twelve = "tosa.const"() <{value = dense<12> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %coarse = tosa.arithmetic_right_shift %normalized, %twelve {round = true} : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
  %scaled = tosa.mul %e32, %coarse {shift = 15 : i8} : (tensor<1x3xi32>, tensor<1x1xi32>) -> tensor<1x3xi32>
  %probs = tosa.rescale %scaled {double_round = true, input_zp = 0 : i32, multiplier = array<i32: 1073741824>, output_zp = -128 : i32, per_channel = false, scale32 = true, shift = array<i8: 34>} : (tensor<1x3xi32>) -> tensor<1x3xi8>
  return %probs : tensor<1x3xi8>
}

// EXEC: 1x1
// EXEC: 1x1
// EXEC: 1x1
// EXEC: 1x1
// EXEC-RANGE: * min max
func.func @int8_dense_stack(%x: tensor<1x1xi8>) -> tensor<1x1xi8> {
  %w1 = "tosa.const"() <{value = dense<[[-11], [47], [90], [-63], [18], [120]]> : tensor<6x1xi8>}> : () -> tensor<6x1xi8>
  %b1 = "tosa.const"() <{value = dense<[0, -1200, 340, 2100, -75, 0]> : tensor<6xi32>}> : () -> tensor<6xi32>
  %h1 = tosa.fully_connected %x, %w1, %b1 {quantization_info = #tosa.conv_quant<input_zp = -128, weight_zp = 0>} : (tensor<1x1xi8>, tensor<6x1xi8>, tensor<6xi32>) -> tensor<1x6xi32>
  %h1q = tosa.rescale %h1 {double_round = true, input_zp = 0 : i32, multiplier = array<i32: 1939128357>, output_zp = -128 : i32, per_channel = false, scale32 = true, shift = array<i8: 38>} : (tensor<1x6xi32>) -> tensor<1x6xi8>
  %r1 = tosa.clamp %h1q {max_fp = 0.000000e+00 : f32, max_int = 127 : i64, min_fp = 0.000000e+00 : f32, min_int = -128 : i64} : (tensor<1x6xi8>) -> tensor<1x6xi8>
  %w2 = "tosa.const"() <{value = dense<[[7, -19, 33, 2, -45, 12]]> : tensor<1x6xi8>}> : () -> tensor<1x6xi8>
  %b2 = "tosa.const"() <{value = dense<517> : tensor<1xi32>}> : () -> tensor<1xi32>
  %h2 = tosa.fully_connected %r1, %w2, %b2 {quantization_info = #tosa.conv_quant<input_zp = -128, weight_zp = 0>} : (tensor<1x6xi8>, tensor<1x6xi8>, tensor<1xi32>) -> tensor<1x1xi32>
  %y = tosa.rescale %h2 {double_round = true, input_zp = 0 : i32, multiplier = array<i32: 1530495115>, output_zp = 5 : i32, per_channel = false, scale32 = true, shift = array<i8: 36>} : (tensor<1x1xi32>) -> tensor<1x1xi8>
  return %y : tensor<1x1xi8>
}
