// Every tosa op of LLVM 19 that tosa2linalg does not lower is known by name:
// carried through unchecked (--verify-only succeeds), while mlir-opt-19 checks
// each one and never calls its name unregistered (so the two name tables agree).
// The element-wise ops are in test/lower and test/verify.
// RUN: %tosa2linalg --split-input-file --verify-only %s
// RUN: not %mlir_opt_19 --split-input-file %s 2>&1 | FileCheck %s --implicit-check-not="unregistered operation"
// CHECK: error
"tosa.apply_scale"() : () -> ()
// -----
"tosa.argmax"() : () -> ()
// -----
"tosa.avg_pool2d"() : () -> ()
// -----
"tosa.concat"() : () -> ()
// -----
"tosa.cond_if"() : () -> ()
// -----
"tosa.const"() : () -> ()
// -----
"tosa.conv2d"() : () -> ()
// -----
"tosa.conv3d"() : () -> ()
// -----
"tosa.custom"() : () -> ()
// -----
"tosa.depthwise_conv2d"() : () -> ()
// -----
"tosa.fft2d"() : () -> ()
// -----
"tosa.fully_connected"() : () -> ()
// -----
"tosa.gather"() : () -> ()
// -----
"tosa.identity"() : () -> ()
// -----
"tosa.matmul"() : () -> ()
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
"tosa.reduce_prod"() : () -> ()
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
"tosa.variable.read"() : () -> ()
// -----
"tosa.variable.write"() : () -> ()
// -----
"tosa.while_loop"() : () -> ()
// -----
"tosa.yield"() : () -> ()
