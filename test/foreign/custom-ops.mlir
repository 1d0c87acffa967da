// Ops of other dialects in their custom form are carried through as text; their
// SSA names are renamed with the rest, the element-wise TOSA ops around and inside
// them are lowered. Every output is read back by mlir-opt-19 and -22.
// RUN: %tosa2linalg --split-input-file %s | FileCheck %s
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_19 --split-input-file -o /dev/null
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_22 --split-input-file -o /dev/null

// CHECK-LABEL: func.func @single_line
// CHECK: %[[C:.*]] = arith.constant dense<1.000000e+00> : tensor<2x5xf32>
// CHECK: %[[S:.*]] = math.sqrt %arg0 : tensor<2x5xf32>
// CHECK: %[[A:.*]] = linalg.generic {{.*}} ins(%[[S]], %[[C]] :
// CHECK: %[[E:.*]] = tensor.extract_slice %[[A]][0, 0] [1, 5] [1, 1] : tensor<2x5xf32> to tensor<1x5xf32>
// CHECK: return %[[E]] : tensor<1x5xf32>
func.func @single_line(%a: tensor<2x5xf32>) -> tensor<1x5xf32> {
  %c = arith.constant dense<1.000000e+00> : tensor<2x5xf32> loc("x.py":3:4)
  %s = math.sqrt %a : tensor<2x5xf32>  // a comment
  %0 = tosa.add %s, %c : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
  %e = tensor.extract_slice %0[0, 0] [1, 5] [1, 1] : tensor<2x5xf32> to tensor<1x5xf32>
  return %e : tensor<1x5xf32>
}

// -----

// Names reused in sibling regions (as mlir-opt prints them) are scoped.
// CHECK-LABEL: func.func @scf_if
// CHECK: %[[R:.*]] = scf.if %arg1 -> (tensor<4xf32>) {
// CHECK:   %[[M:.*]] = linalg.generic
// CHECK:     arith.addf
// CHECK:   scf.yield %[[M]] : tensor<4xf32>
// CHECK: } else {
// CHECK:   %[[N:.*]] = linalg.generic
// CHECK:     arith.subf
// CHECK:   scf.yield %[[N]] : tensor<4xf32>
// CHECK: }
// CHECK: return %[[R]]
func.func @scf_if(%arg0: tensor<4xf32>, %arg1: i1) -> tensor<4xf32> {
  %0 = scf.if %arg1 -> (tensor<4xf32>) {
    %1 = tosa.add %arg0, %arg0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    scf.yield %1 : tensor<4xf32>
  } else {
    %1 = tosa.sub %arg0, %arg0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    scf.yield %1 : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// Values the op's own syntax defines (induction variables, iter_args) are visible
// in its region; a TOSA op there takes their types from its own signature.
// CHECK-LABEL: func.func @scf_for
// CHECK: %[[R:.*]] = scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %arg0) -> (tensor<4xf32>) {
// CHECK:   linalg.generic {{.*}} ins(%[[ACC]] : tensor<4xf32>)
// CHECK:     math.absf
// CHECK:   scf.yield
// CHECK: }
// CHECK: return %[[R]]
func.func @scf_for(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %arg1 = %c0 to %c4 step %c1 iter_args(%arg2 = %arg0) -> (tensor<4xf32>) {
    %1 = tosa.abs %arg2 : (tensor<4xf32>) -> tensor<4xf32>
    scf.yield %1 : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// linalg.generic with a block label in its region, affine.for, attribute and type
// aliases (expanded).
#id = affine_map<(d0) -> (d0)>
!vec = tensor<4xf32>
// CHECK-LABEL: func.func @linalg_affine
// CHECK: %[[G:.*]] = linalg.generic {indexing_maps = [#[[MAP:.*]], #[[MAP]]], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) {
// CHECK: ^bb0(%[[IN:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK:   %[[X:.*]] = arith.addf %[[IN]], %[[OUT]] : f32
// CHECK:   linalg.yield %[[X]] : f32
// CHECK: } -> tensor<4xf32>
// CHECK: affine.for %{{.*}} = 0 to 10 {
// CHECK-NEXT: }
// CHECK: linalg.generic {{.*}} ins(%[[G]], %[[G]] :
func.func @linalg_affine(%arg0: !vec) -> !vec {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%arg0 : !vec) outs(%arg0 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %2 = arith.addf %in, %out : f32
    linalg.yield %2 : f32
  } -> tensor<4xf32>
  affine.for %i = 0 to 10 {
  }
  %1 = tosa.add %0, %0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// Multi-result ops (%r:2, %r#1), successors and block labels in a function body.
// CHECK-LABEL: func.func @blocks
// CHECK: %[[P:.*]]:2 = "test.pair"
// CHECK: %[[A:.*]] = linalg.generic {{.*}} ins(%[[P]]#0, %[[P]]#1 :
// CHECK: cf.br ^bb1(%[[A]] : tensor<4xf32>)
// CHECK: ^bb1(%[[X:.*]]: tensor<4xf32>):
// CHECK: return %[[X]] : tensor<4xf32>
func.func @blocks(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %p:2 = "test.pair"(%arg0) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %0 = tosa.add %p#0, %p#1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  cf.br ^bb1(%0 : tensor<4xf32>)
^bb1(%x: tensor<4xf32>):
  return %x : tensor<4xf32>
}


// -----

// A function nested in a foreign op (gpu.module): its TOSA ops are lowered
// there, its arguments and `return` are part of the text.
// CHECK-LABEL: gpu.module @kernels {
// CHECK: func.func @inner(%[[A:.*]]: tensor<4xf32>) -> tensor<4xf32> {
// CHECK:   %[[R:.*]] = linalg.generic {{.*}} ins(%[[A]] : tensor<4xf32>)
// CHECK:     math.absf
// CHECK:   return %[[R]] : tensor<4xf32>
// CHECK: }
// CHECK-NOT: tosa.
gpu.module @kernels {
  func.func @inner(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = tosa.abs %a : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

// An attribute alias used inside a type of a foreign op is expanded (the
// output defines no alias of its own name); in generic form (generic-form.test),
// such an op is a foreign op for that reason.
#sparse = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
// CHECK-LABEL: func.func @alias_in_type
// CHECK: %[[S:.*]] = sparse_tensor.convert %arg0 : tensor<4xf32> to tensor<4xf32, #sparse_tensor.encoding<{map = (d0) -> (d0 : compressed)}>>
// CHECK: %[[D:.*]] = sparse_tensor.convert %[[S]] : tensor<4xf32, #sparse_tensor.encoding<{map = (d0) -> (d0 : compressed)}>> to tensor<4xf32>
// CHECK: linalg.generic {{.*}} ins(%[[D]] :
func.func @alias_in_type(%a: tensor<4xf32>) -> tensor<4xf32> {
  %s = sparse_tensor.convert %a : tensor<4xf32> to tensor<4xf32, #sparse>
  %d = sparse_tensor.convert %s : tensor<4xf32, #sparse> to tensor<4xf32>
  %0 = tosa.abs %d : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
