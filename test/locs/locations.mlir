// Locations wherever MLIR allows them, every kind, in both op forms and both TOSA
// generations; `#loc` aliases defined before and after their uses. Without
// --mlir-print-debuginfo the output carries none, and mlir-opt reads it.
// RUN: %tosa2linalg --split-input-file %s | FileCheck %s
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_19 --split-input-file > /dev/null
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_22 --split-input-file > /dev/null
// RUN: %mlir_opt_22 --split-input-file %s > /dev/null
// CHECK-NOT: loc(

#before = loc("model.py":1:1)
module attributes {tf.versions = {producer = 1 : i32}} {
  // CHECK-LABEL: func.func @kinds
  func.func @kinds(%a: tensor<2x3xf32> loc("in.py":3:4), %b: tensor<1x3xf32> loc(unknown)) -> tensor<2x3xf32> {
    // CHECK: linalg.generic
    %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32> loc(#before)
    %1 = "tosa.sub"(%0, %a) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> loc("layer"("x.py":2:3))
    %2 = tosa.maximum %1, %1 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> loc(fused["a.py":1:2, "b.py":3:4])
    %3 = tosa.abs %2 : (tensor<2x3xf32>) -> tensor<2x3xf32> loc(fused<"tag">["a.py":5:6])
    %4 = tosa.exp %3 : (tensor<2x3xf32>) -> tensor<2x3xf32> loc(callsite("f"("a.py":1:1) at callsite("g"("b.py":2:2) at "c.py":3:3)))
    %5 = tosa.ceil %4 : (tensor<2x3xf32>) -> tensor<2x3xf32> loc(#after)
    // CHECK: return
    return %5 : tensor<2x3xf32> loc(#after)
  } loc(#fn)
  // CHECK-LABEL: func.func private @decl
  func.func private @decl(tensor<2xf32> loc(unknown)) -> tensor<2xf32> loc(#fn)
} loc(#mod)
#after = loc("model.py":9:9)
#fn = loc("model.py":2:1)
#mod = loc(unknown)

// -----

// A region of another dialect's op: block arguments and the region's closing
// brace carry locations too; the TOSA op inside the region is lowered.
// CHECK-LABEL: func.func @regions
func.func @regions(%a: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  // CHECK: scf.if
  %0 = scf.if %c -> (tensor<4xf32>) {
    // CHECK: linalg.generic
    %1 = tosa.floor %a : (tensor<4xf32>) -> tensor<4xf32> loc("r.py":1:1)
    scf.yield %1 : tensor<4xf32> loc("r.py":1:2)
  } else {
    scf.yield %a : tensor<4xf32> loc("r.py":1:3)
  } loc("r.py":1:4)
  %e = tensor.empty() : tensor<4xf32> loc(#l0)
  // CHECK: linalg.generic
  %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0 : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32 loc("r.py":2:1), %out: f32 loc("r.py":2:2)):
    %n = arith.negf %in : f32 loc("r.py":2:3)
    linalg.yield %n : f32 loc("r.py":2:4)
  } -> tensor<4xf32> loc("r.py":2:5)
  return %2 : tensor<4xf32> loc(#l0)
} loc("r.py":0:0)
#l0 = loc("r.py":3:3)

// -----

// The TOSA 1.0 (LLVM 22) form: the shift is an operand.
// CHECK-LABEL: func.func @llvm22
func.func @llvm22(%a: tensor<4xi32> loc("t.py":1:1)) -> tensor<4xi32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8> loc("t.py":2:1)
  // CHECK: linalg.generic
  %0 = tosa.mul %a, %a, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32> loc("t.py":3:1)
  return %0 : tensor<4xi32> loc("t.py":4:1)
} loc("t.py":0:1)
