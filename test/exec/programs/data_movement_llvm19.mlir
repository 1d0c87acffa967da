// Data movement ops in LLVM 19 forms (reshape with -1 and rank 0, transpose with a
// constant permutation, slice, concat of static and dynamic inputs, identity, pad with
// its three pad values), executed against mlir-opt-19; sizes 0 and 1 at run time.
// EXEC: 2x3, 2x3, 4x3
// EXEC: 2x3, 1x3, 4x3
// EXEC: 2x3, 3x3, 4x3
func.func @f(%a: tensor<2x3xf32>, %b: tensor<?x3xf32>, %c: tensor<4x3xf32>) -> (tensor<3x2xf32>, tensor<6xf32>, tensor<3x2xf32>, tensor<1x2xf32>, tensor<?x3xf32>, tensor<?x1xf32>, tensor<f32>) {
  %0 = tosa.reshape %a {new_shape = array<i64: 3, 2>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = tosa.reshape %a {new_shape = array<i64: -1>} : (tensor<2x3xf32>) -> tensor<6xf32>
  %p = "tosa.const"() <{value = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %2 = tosa.transpose %a, %p : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<3x2xf32>
  %3 = tosa.slice %a {start = array<i64: 1, 1>, size = array<i64: 1, 2>} : (tensor<2x3xf32>) -> tensor<1x2xf32>
  %4 = tosa.concat %a, %b, %c {axis = 0 : i32} : (tensor<2x3xf32>, tensor<?x3xf32>, tensor<4x3xf32>) -> tensor<?x3xf32>
  %5 = tosa.reshape %b {new_shape = array<i64: -1, 1>} : (tensor<?x3xf32>) -> tensor<?x1xf32>
  %6 = tosa.slice %a {start = array<i64: 1, 2>, size = array<i64: 1, 1>} : (tensor<2x3xf32>) -> tensor<1x1xf32>
  %7 = tosa.reshape %6 {new_shape = array<i64>} : (tensor<1x1xf32>) -> tensor<f32>
  %8 = tosa.identity %7 : (tensor<f32>) -> tensor<f32>
  return %0, %1, %2, %3, %4, %5, %8 : tensor<3x2xf32>, tensor<6xf32>, tensor<3x2xf32>, tensor<1x2xf32>, tensor<?x3xf32>, tensor<?x1xf32>, tensor<f32>
}

// -----

// EXEC: 2x3, 2x3
// EXEC: 2x3, 1x3
func.func @pad(%a: tensor<2x3xf32>, %b: tensor<?x3xi32>) -> (tensor<3x6xf32>, tensor<?x4xi32>, tensor<5x3xf32>) {
  %pad = "tosa.const"() <{value = dense<[[0, 1], [2, 1]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  %0 = tosa.pad %a, %pad : (tensor<2x3xf32>, tensor<2x2xi32>) -> tensor<3x6xf32>
  %pad2 = arith.constant dense<[[1, 0], [0, 1]]> : tensor<2x2xi32>
  %q = tosa.pad %b, %pad2 {quantization_info = #tosa.pad_quant<input_zp = 7>} : (tensor<?x3xi32>, tensor<2x2xi32>) -> tensor<?x4xi32>
  %pv = "tosa.const"() <{value = dense<2.5> : tensor<f32>}> : () -> tensor<f32>
  %pad3 = "tosa.const"() <{value = dense<[[3, 0], [0, 0]]> : tensor<2x2xi64>}> : () -> tensor<2x2xi64>
  %2 = tosa.pad %a, %pad3, %pv : (tensor<2x3xf32>, tensor<2x2xi64>, tensor<f32>) -> tensor<5x3xf32>
  return %0, %q, %2 : tensor<3x6xf32>, tensor<?x4xi32>, tensor<5x3xf32>
}

// -----

// A 0 in the new shape is inferred as a -1 is, as both mlir-opts lower it (TOSA
// itself has no size 0); the input's sizes of 1 and 3 keep a whole multiple of 6.
// EXEC: 3x2x1
// EXEC: 3x2x3
func.func @reshape_zero_inferred(%a: tensor<3x2x?xf32>) -> tensor<?x?x?xf32> {
  %0 = tosa.reshape %a {new_shape = array<i64: 0, 3, 2>} : (tensor<3x2x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

// A -1 that is the whole result: the collapsed input itself (the tool once
// printed a tensor.dim of it, unused, with no name).
// EXEC: 2x1
// EXEC: 2x3
func.func @reshape_flat_dynamic(%a: tensor<2x?xf32>) -> tensor<?xf32> {
  %0 = tosa.reshape %a {new_shape = array<i64: -1>} : (tensor<2x?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
