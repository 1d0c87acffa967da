// An element-wise op without attributes lowers to the same linalg.generic as an
// earlier op of the same name and function type, around other names: the printer
// records the first one as a template, and later ones in the chunk are replayed
// from it (printer/template.c). TOSA2LINALG_PRINTED_TEXTS=0 (a test knob) prints
// every op whole: the bytes must be the same. The names a template leaves out are
// the op's operands (one read twice is two), the block's constants its body uses
// (one used twice, several, made by an earlier op), and the values defined in it
// (numbers and hinted names, whose counter goes on); a later op may sit deeper (in
// a region), in another function, or in another chunk (its own #map aliases).
// Broadcast copies (scf.if) and LLVM 19's tosa.mul (its shift in the key) are
// replayed from templates the same way.
// Semantics: the execution suites run with templates on (test/exec).
// RUN: %tosa2linalg --split-input-file %s -o %t.on.mlir
// RUN: env TOSA2LINALG_PRINTED_TEXTS=0 %tosa2linalg --split-input-file %s -o %t.off.mlir
// RUN: cmp %t.on.mlir %t.off.mlir
// RUN: FileCheck %s < %t.on.mlir
// RUN: %mlir_opt_19 --split-input-file %t.on.mlir -o /dev/null
// RUN: %mlir_opt_22 --split-input-file %t.on.mlir -o /dev/null
//
// Many functions of many shapes (most ops replayed from a template), whole and in chunks:
// RUN: %python %S/../cli/Inputs/gen_mixed.py 300 > %t.mixed.mlir
// RUN: %tosa2linalg %t.mixed.mlir -o %t.mixed.on.mlir
// RUN: env TOSA2LINALG_PRINTED_TEXTS=0 %tosa2linalg %t.mixed.mlir -o %t.mixed.off.mlir
// RUN: cmp %t.mixed.on.mlir %t.mixed.off.mlir
// RUN: %python %S/../cli/Inputs/gen_mixed.py 300 --split > %t.split.mlir
// RUN: %tosa2linalg --split-input-file %t.split.mlir -o %t.split.on.mlir
// RUN: env TOSA2LINALG_PRINTED_TEXTS=0 %tosa2linalg --split-input-file %t.split.mlir -o %t.split.off.mlir
// RUN: cmp %t.split.on.mlir %t.split.off.mlir
// More keys than a chunk keeps templates of (3,600), and signatures past those kept for the run:
// RUN: %python %S/Inputs/gen_kinds.py 1200 > %t.kinds.mlir
// RUN: %tosa2linalg %t.kinds.mlir -o %t.kinds.on.mlir
// RUN: env TOSA2LINALG_PRINTED_TEXTS=0 %tosa2linalg %t.kinds.mlir -o %t.kinds.off.mlir
// RUN: cmp %t.kinds.on.mlir %t.kinds.off.mlir

// The second add reads %x twice: its first two operands are its own, in order.
// CHECK-LABEL: func.func @operands(
// CHECK-SAME: %[[X:[^:]*]]: tensor<2x3xf32>, %[[Y:[^:]*]]: tensor<2x3xf32>)
// CHECK: %[[A:.*]] = linalg.generic {{.*}} ins(%[[X]], %[[Y]] : {{.*}}) outs(%[[E:[^ ]*]] : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT: %[[S:.*]] = arith.addf %in, %in_0 : f32
// CHECK-NEXT: linalg.yield %[[S]] : f32
// CHECK: %[[B:.*]] = linalg.generic {{.*}} ins(%[[X]], %[[X]] : {{.*}}) outs(%[[E]] : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%in_1: f32, %in_2: f32, %out_3: f32):
// CHECK-NEXT: %[[T:.*]] = arith.addf %in_1, %in_2 : f32
// CHECK-NEXT: linalg.yield %[[T]] : f32
// CHECK: ins(%[[B]], %[[A]] :
// CHECK: return
func.func @operands(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = tosa.add %x, %y : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = tosa.add %x, %x : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = tosa.add %1, %0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %2 : tensor<2x3xf32>
}

// -----

// sigmoid's body uses the block's 1.0 twice; the second sigmoid's uses it too.
// The casts' bodies use two constants, made by the first cast; the cast in the
// region, a block of its own, makes its own and is printed one level deeper. A
// new function names its values afresh.
// CHECK-LABEL: func.func @constants(
// CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: ^bb0(%in: f32, %out: f32):
// CHECK: arith.addf %{{.*}}, %[[ONE]] : f32
// CHECK-NEXT: arith.divf %[[ONE]], %{{.*}} : f32
// CHECK: ^bb0(%in_0: f32, %out_1: f32):
// CHECK-NEXT: arith.negf %in_0 : f32
// CHECK: arith.addf %{{.*}}, %[[ONE]] : f32
// CHECK-NEXT: arith.divf %[[ONE]], %{{.*}} : f32
// CHECK: %[[HI:.*]] = arith.constant 1.270000e+02 : f32
// CHECK-NEXT: %[[LO:.*]] = arith.constant -1.280000e+02 : f32
// CHECK: arith.minimumf %{{.*}}, %[[HI]] : f32
// CHECK-NEXT: arith.maximumf %{{.*}}, %[[LO]] : f32
// CHECK: scf.execute_region
// CHECK-NEXT: %[[HI2:.*]] = arith.constant 1.270000e+02 : f32
// CHECK-NEXT: %[[LO2:.*]] = arith.constant -1.280000e+02 : f32
// CHECK-NEXT: %[[E2:.*]] = tensor.empty() : tensor<2x3xi8>
// CHECK-NEXT: {{^}}    %{{.*}} = linalg.generic {{.*}} outs(%[[E2]] : tensor<2x3xi8>) {
// CHECK-NEXT: {{^}}    ^bb0(%in_{{[0-9]+}}: f32, %out_{{[0-9]+}}: i8):
// CHECK-NEXT: {{^}}      %{{.*}} = math.roundeven
// CHECK-NEXT: {{^}}      %{{.*}} = arith.minimumf %{{.*}}, %[[HI2]] : f32
// CHECK-NEXT: {{^}}      %{{.*}} = arith.maximumf %{{.*}}, %[[LO2]] : f32
// CHECK: {{^}}    } -> tensor<2x3xi8>
// CHECK-LABEL: func.func @again(
// CHECK: ^bb0(%in: f32, %out: i8):
func.func @constants(%c: tensor<2x3xf32>) -> (tensor<2x3xi8>, tensor<2x3xi8>) {
  %0 = tosa.sigmoid %c : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = tosa.sigmoid %0 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = tosa.cast %1 : (tensor<2x3xf32>) -> tensor<2x3xi8>
  %3 = scf.execute_region -> tensor<2x3xi8> {
    %4 = tosa.cast %c : (tensor<2x3xf32>) -> tensor<2x3xi8>
    scf.yield %4 : tensor<2x3xi8>
  }
  return %2, %3 : tensor<2x3xi8>, tensor<2x3xi8>
}
func.func @again(%c: tensor<2x3xf32>) -> tensor<2x3xi8> {
  %0 = tosa.cast %c : (tensor<2x3xf32>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}

// -----

// A new chunk: its aliases start again at #map, and so do its templates.
// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @chunk(
// CHECK: linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
// CHECK: linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
func.func @chunk(%x: tensor<5xf32>) -> tensor<5xf32> {
  %0 = tosa.add %x, %x : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %1 = tosa.add %0, %x : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  return %1 : tensor<5xf32>
}

// -----

// A broadcast copy depends on its types and dim only: the copy of %b (the
// same types and dim as %a's) is replayed from the template of %a's, one level
// deeper than the function's ops, with its own names.
// CHECK-LABEL: func.func @copies(
// CHECK-SAME: %[[A:[^:]*]]: tensor<?x4xf32>, %[[B:[^:]*]]: tensor<?x4xf32>)
// CHECK: scf.if
// CHECK-NEXT: %[[EA:.*]] = tensor.empty(%[[N:.*]]) : tensor<?x4xf32>
// CHECK-NEXT: {{^}}    %{{.*}} = linalg.generic {indexing_maps = [#[[BC:map[0-9]*]], #[[ID:map[0-9]*]]], iterator_types = ["parallel", "parallel"]} ins(%[[A]] : tensor<?x4xf32>) outs(%[[EA]] : tensor<?x4xf32>) {
// CHECK-NEXT: {{^}}    ^bb0(%[[IN:in[_0-9]*]]: f32, %out{{[_0-9]*}}: f32):
// CHECK-NEXT: {{^}}      linalg.yield %[[IN]] : f32
// CHECK: scf.if
// CHECK-NEXT: %[[EB:.*]] = tensor.empty(%[[N]]) : tensor<?x4xf32>
// CHECK-NEXT: {{^}}    %{{.*}} = linalg.generic {indexing_maps = [#[[BC]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%[[B]] : tensor<?x4xf32>) outs(%[[EB]] : tensor<?x4xf32>) {
// CHECK-NEXT: {{^}}    ^bb0(%[[IN2:in_[0-9]+]]: f32, %out_{{[0-9]+}}: f32):
// CHECK-NEXT: {{^}}      linalg.yield %[[IN2]] : f32
func.func @copies(%a: tensor<?x4xf32>, %b: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = tosa.add %a, %b : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// tosa.mul's body reads its shift (LLVM 19's attribute): the shift is part of
// the key, so muls of the same types and another shift get their own template.
// CHECK-LABEL: func.func @muls(
// CHECK: ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT: arith.muli %in, %in_0 : i32
// CHECK: ^bb0(%in_1: i32, %in_2: i32, %out_3: i32):
// CHECK-NEXT: arith.extsi %in_1 : i32 to i64
// CHECK: arith.shrsi
// CHECK: ^bb0(%in_4: i32, %in_5: i32, %out_6: i32):
// CHECK-NEXT: arith.muli %in_4, %in_5 : i32
// CHECK: ^bb0(%in_7: i32, %in_8: i32, %out_9: i32):
// CHECK-NEXT: arith.extsi %in_7 : i32 to i64
// CHECK: arith.shrsi
func.func @muls(%x: tensor<2x3xi32>, %y: tensor<2x3xi32>) -> (tensor<2x3xi32>, tensor<2x3xi32>) {
  %0 = tosa.mul %x, %y {shift = 0 : i8} : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %1 = tosa.mul %0, %y {shift = 3 : i8} : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %2 = tosa.mul %1, %x {shift = 0 : i8} : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %3 = tosa.mul %2, %x {shift = 3 : i8} : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  return %2, %3 : tensor<2x3xi32>, tensor<2x3xi32>
}
