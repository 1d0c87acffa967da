// Every tosa op of LLVM 22 that tosa2linalg does not lower is known by name:
// carried through unchecked (--verify-only succeeds), while mlir-opt-22 checks
// each one and never calls its name unregistered (so the two name tables agree).
// The element-wise ops are in test/lower and test/verify.
// RUN: %tosa2linalg --split-input-file --verify-only %s
// RUN: not %mlir_opt_22 --split-input-file %s 2>&1 | FileCheck %s --implicit-check-not="unregistered operation"
// CHECK: error
"tosa.apply_scale"() : () -> ()
// -----
"tosa.argmax"() : () -> ()
// -----
"tosa.avg_pool2d"() : () -> ()
// -----
"tosa.cast_from_block_scaled"() : () -> ()
// -----
"tosa.cast_to_block_scaled"() : () -> ()
// -----
"tosa.concat"() : () -> ()
// -----
"tosa.cond_if"() : () -> ()
// -----
"tosa.const"() : () -> ()
// -----
"tosa.const_shape"() : () -> ()
// -----
"tosa.conv2d"() : () -> ()
// -----
"tosa.conv3d"() : () -> ()
// -----
"tosa.custom"() : () -> ()
// -----
"tosa.depthwise_conv2d"() : () -> ()
// -----
"tosa.dim"() : () -> ()
// -----
"tosa.fft2d"() : () -> ()
// -----
"tosa.gather"() : () -> ()
// -----
"tosa.identity"() : () -> ()
// -----
"tosa.matmul"() : () -> ()
// -----
"tosa.matmul_t_block_scaled"() : () -> ()
// -----
"tosa.max_pool2d"() : () -> ()
// -----
"tosa.pad"() : () -> ()
// -----
"tosa.reduce_all"() : () -> ()
// -----
"tosa.reduce_any"() : () -> ()
// -----
"tosa.reduce_max"() : () -> ()
// -----
"tosa.reduce_min"() : () -> ()
// -----
"tosa.reduce_product"() : () -> ()
// -----
"tosa.reduce_sum"() : () -> ()
// -----
"tosa.rescale"() : () -> ()
// -----
"tosa.reshape"() : () -> ()
// -----
"tosa.resize"() : () -> ()
// -----
"tosa.reverse"() : () -> ()
// -----
"tosa.rfft2d"() : () -> ()
// -----
"tosa.scatter"() : () -> ()
// -----
"tosa.slice"() : () -> ()
// -----
"tosa.table"() : () -> ()
// -----
"tosa.tile"() : () -> ()
// -----
"tosa.transpose"() : () -> ()
// -----
"tosa.transpose_conv2d"() : () -> ()
// -----
"tosa.variable"() : () -> ()
// -----
"tosa.variable_read"() : () -> ()
// -----
"tosa.variable_write"() : () -> ()
// -----
"tosa.while_loop"() : () -> ()
// -----
"tosa.yield"() : () -> ()
// -----
"tosa.add_shape"() : () -> ()
// -----
"tosa.sub_shape"() : () -> ()
// -----
"tosa.mul_shape"() : () -> ()
// -----
"tosa.div_floor_shape"() : () -> ()
// -----
"tosa.div_ceil_shape"() : () -> ()
// -----
"tosa.concat_shape"() : () -> ()
// -----
"tosa.slice_shape"() : () -> ()
// -----
"tosa.exp2_shape"() : () -> ()
// -----
"tosa.log2_ceil_shape"() : () -> ()
// -----
"tosa.log2_floor_shape"() : () -> ()
// -----
"tosa.max_shape"() : () -> ()
// -----
"tosa.min_shape"() : () -> ()
// -----
"tosa.mod_shape"() : () -> ()
