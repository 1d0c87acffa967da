// A model-shaped block as exporters write it (custom forms of tosa, arith, tensor,
// linalg, scf around and among the element-wise TOSA ops, a #map alias, a
// location): a dense layer with bias and SiLU, a softmax, an scf.if with TOSA ops in its
// regions. Compared against mlir-opt-19's own pipeline
// (model_block.test says how).
#id = affine_map<(d0, d1) -> (d0, d1)>

// EXEC: 2x4, 4x3, 3, scalar
// EXEC: 2x4, 4x3, 3, scalar
// EXEC: 2x4, 4x3, 3, scalar
// EXEC-VALUES: 3 true false
func.func @block(%x: tensor<2x4xf32>, %w: tensor<4x3xf32>, %b: tensor<3xf32>, %p: tensor<i1>) -> tensor<2x3xf32> {
  %x3 = tosa.reshape %x {new_shape = array<i64: 1, 2, 4>} : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
  %w3 = tosa.reshape %w {new_shape = array<i64: 1, 4, 3>} : (tensor<4x3xf32>) -> tensor<1x4x3xf32>
  %mm = tosa.matmul %x3, %w3 : (tensor<1x2x4xf32>, tensor<1x4x3xf32>) -> tensor<1x2x3xf32>
  %m2 = tosa.reshape %mm {new_shape = array<i64: 2, 3>} : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
  %b2 = tosa.reshape %b {new_shape = array<i64: 1, 3>} : (tensor<3xf32>) -> tensor<1x3xf32>
  %y = tosa.add %m2, %b2 : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32> loc("model.py":12:3)
  %s = tosa.sigmoid %y : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %g = tosa.mul %y, %s {shift = 0 : i8} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %half = arith.constant dense<5.000000e-01> : tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %h = linalg.mul ins(%g, %half : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%h : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %th = math.tanh %in : f32
    linalg.yield %th : f32
  } -> tensor<2x3xf32>
  %ex = tosa.exp %t : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %sum = tosa.reduce_sum %ex {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  %rec = tosa.reciprocal %sum : (tensor<2x1xf32>) -> tensor<2x1xf32>
  %sm = tosa.mul %ex, %rec {shift = 0 : i8} : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
  %cond = tensor.extract %p[] : tensor<i1>
  %r = scf.if %cond -> (tensor<2x3xf32>) {
    %0 = tosa.sub %sm, %y : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    scf.yield %0 : tensor<2x3xf32>
  } else {
    %0 = tosa.maximum %sm, %b2 : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
    scf.yield %0 : tensor<2x3xf32>
  }
  %1 = tosa.add %r, %sm : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %acc = tosa.abs %1 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %slice = tensor.extract_slice %acc[0, 0] [2, 3] [1, 1] : tensor<2x3xf32> to tensor<2x3xf32>
  return %slice : tensor<2x3xf32>
}
