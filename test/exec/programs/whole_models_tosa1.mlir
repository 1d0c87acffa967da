// Pieces of whole models as TOSA 1.0 exporters write them (docs/exporters.md,
// "Whole models": buddy-mlir's Qwen / DeepSeek graphs): RMS norm with a gated
// SiLU feed-forward, grouped-query attention over a key/value cache (key/value
// heads repeated with tile) and rotary position angles (cos / sin of positions
// times inverse frequencies). Shapes through tosa.const_shape, zero points and
// shifts as operands. tosa2linalg alone computes what mlir-opt-22's passes compute.

// EXEC: 1x3x8, 8, 16x8, 16x8, 8x16
func.func @rms_norm_gated_ffn(%x: tensor<1x3x8xf32>, %w: tensor<8xf32>, %gate: tensor<16x8xf32>, %up: tensor<16x8xf32>, %down: tensor<8x16xf32>) -> tensor<1x3x8xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %sq = tosa.mul %x, %x, %shift : (tensor<1x3x8xf32>, tensor<1x3x8xf32>, tensor<1xi8>) -> tensor<1x3x8xf32>
  %ss = tosa.reduce_sum %sq {axis = 2 : i32} : (tensor<1x3x8xf32>) -> tensor<1x3x1xf32>
  %n = "tosa.const"() <{values = dense<8.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %inv_n = tosa.reciprocal %n : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
  %ms = tosa.mul %ss, %inv_n, %shift : (tensor<1x3x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x3x1xf32>
  %eps = "tosa.const"() <{values = dense<9.99999997E-7> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %ms_eps = tosa.add %ms, %eps : (tensor<1x3x1xf32>, tensor<1x1x1xf32>) -> tensor<1x3x1xf32>
  %inv_rms = tosa.rsqrt %ms_eps : (tensor<1x3x1xf32>) -> tensor<1x3x1xf32>
  %xn = tosa.mul %x, %inv_rms, %shift : (tensor<1x3x8xf32>, tensor<1x3x1xf32>, tensor<1xi8>) -> tensor<1x3x8xf32>
  %s113 = tosa.const_shape {values = dense<[1, 1, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %w3 = tosa.reshape %w, %s113 : (tensor<8xf32>, !tosa.shape<3>) -> tensor<1x1x8xf32>
  %h = tosa.mul %w3, %xn, %shift : (tensor<1x1x8xf32>, tensor<1x3x8xf32>, tensor<1xi8>) -> tensor<1x3x8xf32>
  %gate_t = tosa.transpose %gate {perms = array<i32: 1, 0>} : (tensor<16x8xf32>) -> tensor<8x16xf32>
  %s1816 = tosa.const_shape {values = dense<[1, 8, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %gate3 = tosa.reshape %gate_t, %s1816 : (tensor<8x16xf32>, !tosa.shape<3>) -> tensor<1x8x16xf32>
  %g = tosa.matmul %h, %gate3, %zp, %zp : (tensor<1x3x8xf32>, tensor<1x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x16xf32>
  %sig = tosa.sigmoid %g : (tensor<1x3x16xf32>) -> tensor<1x3x16xf32>
  %silu = tosa.mul %g, %sig, %shift : (tensor<1x3x16xf32>, tensor<1x3x16xf32>, tensor<1xi8>) -> tensor<1x3x16xf32>
  %up_t = tosa.transpose %up {perms = array<i32: 1, 0>} : (tensor<16x8xf32>) -> tensor<8x16xf32>
  %up3 = tosa.reshape %up_t, %s1816 : (tensor<8x16xf32>, !tosa.shape<3>) -> tensor<1x8x16xf32>
  %u = tosa.matmul %h, %up3, %zp, %zp : (tensor<1x3x8xf32>, tensor<1x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x16xf32>
  %gu = tosa.mul %silu, %u, %shift : (tensor<1x3x16xf32>, tensor<1x3x16xf32>, tensor<1xi8>) -> tensor<1x3x16xf32>
  %down_t = tosa.transpose %down {perms = array<i32: 1, 0>} : (tensor<8x16xf32>) -> tensor<16x8xf32>
  %s1168 = tosa.const_shape {values = dense<[1, 16, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %down3 = tosa.reshape %down_t, %s1168 : (tensor<16x8xf32>, !tosa.shape<3>) -> tensor<1x16x8xf32>
  %y = tosa.matmul %gu, %down3, %zp, %zp : (tensor<1x3x16xf32>, tensor<1x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x8xf32>
  %res = tosa.add %x, %y : (tensor<1x3x8xf32>, tensor<1x3x8xf32>) -> tensor<1x3x8xf32>
  return %res : tensor<1x3x8xf32>
}

// EXEC: 1x4x1x8, 1x2x6x8, 1x2x6x8, 1x1x1x6
func.func @grouped_query_attention(%q: tensor<1x4x1x8xf32>, %k_cache: tensor<1x2x6x8xf32>, %v_cache: tensor<1x2x6x8xf32>, %mask: tensor<1x1x1x6xf32>) -> tensor<1x4x1x8xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %s5 = tosa.const_shape {values = dense<[1, 2, 1, 6, 8]> : tensor<5xindex>} : () -> !tosa.shape<5>
  %rep = tosa.const_shape {values = dense<[1, 1, 2, 1, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
  %s3 = tosa.const_shape {values = dense<[4, 6, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %k5 = tosa.reshape %k_cache, %s5 : (tensor<1x2x6x8xf32>, !tosa.shape<5>) -> tensor<1x2x1x6x8xf32>
  %k_rep = tosa.tile %k5, %rep : (tensor<1x2x1x6x8xf32>, !tosa.shape<5>) -> tensor<1x2x2x6x8xf32>
  %k = tosa.reshape %k_rep, %s3 : (tensor<1x2x2x6x8xf32>, !tosa.shape<3>) -> tensor<4x6x8xf32>
  %v5 = tosa.reshape %v_cache, %s5 : (tensor<1x2x6x8xf32>, !tosa.shape<5>) -> tensor<1x2x1x6x8xf32>
  %v_rep = tosa.tile %v5, %rep : (tensor<1x2x1x6x8xf32>, !tosa.shape<5>) -> tensor<1x2x2x6x8xf32>
  %v = tosa.reshape %v_rep, %s3 : (tensor<1x2x2x6x8xf32>, !tosa.shape<3>) -> tensor<4x6x8xf32>
  %kt = tosa.transpose %k {perms = array<i32: 0, 2, 1>} : (tensor<4x6x8xf32>) -> tensor<4x8x6xf32>
  %sq = tosa.const_shape {values = dense<[4, 1, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %q3 = tosa.reshape %q, %sq : (tensor<1x4x1x8xf32>, !tosa.shape<3>) -> tensor<4x1x8xf32>
  %scores = tosa.matmul %q3, %kt, %zp, %zp : (tensor<4x1x8xf32>, tensor<4x8x6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x1x6xf32>
  %scale = "tosa.const"() <{values = dense<0.353553385> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
  %scaled = tosa.mul %scores, %scale, %shift : (tensor<4x1x6xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<4x1x6xf32>
  %s4 = tosa.const_shape {values = dense<[1, 4, 1, 6]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %scaled4 = tosa.reshape %scaled, %s4 : (tensor<4x1x6xf32>, !tosa.shape<4>) -> tensor<1x4x1x6xf32>
  %masked = tosa.add %scaled4, %mask : (tensor<1x4x1x6xf32>, tensor<1x1x1x6xf32>) -> tensor<1x4x1x6xf32>
  %max = tosa.reduce_max %masked {axis = 3 : i32} : (tensor<1x4x1x6xf32>) -> tensor<1x4x1x1xf32>
  %d = tosa.sub %masked, %max : (tensor<1x4x1x6xf32>, tensor<1x4x1x1xf32>) -> tensor<1x4x1x6xf32>
  %e = tosa.exp %d : (tensor<1x4x1x6xf32>) -> tensor<1x4x1x6xf32>
  %sum = tosa.reduce_sum %e {axis = 3 : i32} : (tensor<1x4x1x6xf32>) -> tensor<1x4x1x1xf32>
  %inv = tosa.reciprocal %sum : (tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
  %p = tosa.mul %e, %inv, %shift : (tensor<1x4x1x6xf32>, tensor<1x4x1x1xf32>, tensor<1xi8>) -> tensor<1x4x1x6xf32>
  %sp = tosa.const_shape {values = dense<[4, 1, 6]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %p3 = tosa.reshape %p, %sp : (tensor<1x4x1x6xf32>, !tosa.shape<3>) -> tensor<4x1x6xf32>
  %ctx = tosa.matmul %p3, %v, %zp, %zp : (tensor<4x1x6xf32>, tensor<4x6x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x1x8xf32>
  %so = tosa.const_shape {values = dense<[1, 4, 1, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %out = tosa.reshape %ctx, %so : (tensor<4x1x8xf32>, !tosa.shape<4>) -> tensor<1x4x1x8xf32>
  return %out : tensor<1x4x1x8xf32>
}

// EXEC: 1x5, 4
// EXEC-RANGE: 0 0 4096
func.func @rotary_angles(%positions: tensor<1x5xi64>, %inv_freq: tensor<4xf32>) -> (tensor<1x5x8xf32>, tensor<1x5x8xf32>) {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %pos32 = tosa.cast %positions : (tensor<1x5xi64>) -> tensor<1x5xi32>
  %posf = tosa.cast %pos32 : (tensor<1x5xi32>) -> tensor<1x5xf32>
  %sp = tosa.const_shape {values = dense<[1, 5, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %pos3 = tosa.reshape %posf, %sp : (tensor<1x5xf32>, !tosa.shape<3>) -> tensor<1x5x1xf32>
  %sf = tosa.const_shape {values = dense<[1, 1, 4]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %freq3 = tosa.reshape %inv_freq, %sf : (tensor<4xf32>, !tosa.shape<3>) -> tensor<1x1x4xf32>
  %angles = tosa.mul %pos3, %freq3, %shift : (tensor<1x5x1xf32>, tensor<1x1x4xf32>, tensor<1xi8>) -> tensor<1x5x4xf32>
  %both = tosa.concat %angles, %angles {axis = 2 : i32} : (tensor<1x5x4xf32>, tensor<1x5x4xf32>) -> tensor<1x5x8xf32>
  %c = tosa.cos %both : (tensor<1x5x8xf32>) -> tensor<1x5x8xf32>
  %s = tosa.sin %both : (tensor<1x5x8xf32>) -> tensor<1x5x8xf32>
  return %c, %s : tensor<1x5x8xf32>, tensor<1x5x8xf32>
}
