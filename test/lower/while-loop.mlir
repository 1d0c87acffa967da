// tosa.while_loop becomes scf.while, as mlir-opt's tosa-to-scf makes it: the
// first region's tosa.yield of an i1 tensor becomes its tensor.extract + an
// scf.condition forwarding that region's arguments, the body's tosa.yield an
// scf.yield. The custom form (the same in LLVM 19 and 22) keeps its header but
// for the name; the generic form stays generic, its first label naming what
// scf.condition forwards. Streamed (default) and read whole (--fuse holds the
// body) give the same text.
// RUN: %tosa2linalg --split-input-file %s | FileCheck %s --implicit-check-not=tosa.
// RUN: %tosa2linalg --split-input-file --fuse %s | FileCheck %s --implicit-check-not=tosa.
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_19 --split-input-file -o /dev/null
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_22 --split-input-file -o /dev/null

// LLVM 19's spelling of the constants; two loop-carried values.
// CHECK-LABEL: func.func @while_llvm19(
// CHECK-SAME: %[[N:.*]]: tensor<i32>, %[[X:.*]]: tensor<2xf32>)
// CHECK: %[[Z:.*]] = arith.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[R:.*]]:2 = scf.while (%[[I:.*]] = %[[Z]], %[[ACC:.*]] = %[[X]]) : (tensor<i32>, tensor<2xf32>) -> (tensor<i32>, tensor<2xf32>) {
// CHECK: %[[G:.*]] = linalg.generic {{.*}} ins(%[[N]], %[[I]] : tensor<i32>, tensor<i32>)
// CHECK: arith.cmpi sgt
// CHECK: %[[E:.*]] = tensor.extract %[[G]][] : tensor<i1>
// CHECK-NEXT: scf.condition(%[[E]]) %[[I]], %[[ACC]] : tensor<i32>, tensor<2xf32>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%[[I]]: tensor<i32>, %[[ACC]]: tensor<2xf32>):
// CHECK: %[[I2:.*]] = linalg.generic {{.*}} ins(%[[I]], %{{.*}} : tensor<i32>, tensor<i32>)
// CHECK: %[[A2:.*]] = linalg.generic {{.*}} ins(%[[ACC]], %[[ACC]] : tensor<2xf32>, tensor<2xf32>)
// CHECK: scf.yield %[[I2]], %[[A2]] : tensor<i32>, tensor<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]#1 : tensor<2xf32>
func.func @while_llvm19(%n: tensor<i32>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %zero = "tosa.const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %0:2 = tosa.while_loop (%i = %zero, %acc = %x) : (tensor<i32>, tensor<2xf32>) -> (tensor<i32>, tensor<2xf32>) {
    %1 = tosa.greater %n, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tosa.yield %1 : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %acc: tensor<2xf32>):
    %one = "tosa.const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %2 = tosa.add %i, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = tosa.add %acc, %acc : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    tosa.yield %2, %3 : tensor<i32>, tensor<2xf32>
  }
  return %0#1 : tensor<2xf32>
}

// -----

// The condition is an argument of the function.
// CHECK-LABEL: func.func @while_llvm22(
// CHECK-SAME: %[[C:.*]]: tensor<i1>, %[[X:.*]]: tensor<?xi8>)
// CHECK-NEXT: %[[R:.*]] = scf.while (%[[V:.*]] = %[[X]]) : (tensor<?xi8>) -> tensor<?xi8> {
// CHECK-NEXT: %[[E:.*]] = tensor.extract %[[C]][] : tensor<i1>
// CHECK-NEXT: scf.condition(%[[E]]) %[[V]] : tensor<?xi8>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%[[V]]: tensor<?xi8>):
// CHECK: %[[A:.*]] = linalg.generic {{.*}} ins(%[[V]] : tensor<?xi8>)
// CHECK: scf.yield %[[A]] : tensor<?xi8>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]] : tensor<?xi8>
func.func @while_llvm22(%c: tensor<i1>, %x: tensor<?xi8>) -> tensor<?xi8> {
  %0 = tosa.while_loop (%v = %x) : (tensor<?xi8>) -> tensor<?xi8> {
    tosa.yield %c : tensor<i1>
  } do {
  ^bb0(%v: tensor<?xi8>):
    %1 = tosa.abs %v : (tensor<?xi8>) -> tensor<?xi8>
    tosa.yield %1 : tensor<?xi8>
  }
  return %0 : tensor<?xi8>
}

// -----

// The generic form; a condition of shape [1] (LLVM 22 takes it).
// CHECK-LABEL: func.func @while_generic(
// CHECK-SAME: %[[N:.*]]: tensor<1xi32>, %[[X:.*]]: tensor<1xi32>)
// CHECK-NEXT: %[[R:.*]] = "scf.while"(%[[X]]) ({
// CHECK-NEXT: ^bb0(%[[V:.*]]: tensor<1xi32>):
// CHECK: %[[G:.*]] = linalg.generic {{.*}} ins(%[[N]], %[[V]] : tensor<1xi32>, tensor<1xi32>)
// CHECK: %[[E:.*]] = tensor.extract %[[G]][%[[Z:.*]]] : tensor<1xi1>
// CHECK-NEXT: scf.condition(%[[E]]) %[[V]] : tensor<1xi32>
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%[[W:.*]]: tensor<1xi32>):
// CHECK: %[[A:.*]] = linalg.generic {{.*}} ins(%[[W]], %[[W]] : tensor<1xi32>, tensor<1xi32>)
// CHECK: "scf.yield"(%[[A]]) : (tensor<1xi32>) -> ()
// CHECK-NEXT: }) : (tensor<1xi32>) -> tensor<1xi32>
func.func @while_generic(%n: tensor<1xi32>, %x: tensor<1xi32>) -> tensor<1xi32> {
  %0 = "tosa.while_loop"(%x) ({
  ^bb0(%v: tensor<1xi32>):
    %1 = "tosa.greater"(%n, %v) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    "tosa.yield"(%1) : (tensor<1xi1>) -> ()
  }, {
  ^bb0(%v: tensor<1xi32>):
    %2 = "tosa.add"(%v, %v) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    "tosa.yield"(%2) : (tensor<1xi32>) -> ()
  }) : (tensor<1xi32>) -> tensor<1xi32>
  return %0 : tensor<1xi32>
}

// -----

// No loop-carried value (LLVM 22 prints no `()`; a tosa.yield of nothing is
// read in generic form only).
// CHECK-LABEL: func.func @while_nothing(
// CHECK-SAME: %[[C:.*]]: tensor<i1>)
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: %[[E:.*]] = tensor.extract %[[C]][] : tensor<i1>
// CHECK-NEXT: scf.condition(%[[E]])
// CHECK-NEXT: } do {
// CHECK-NEXT: "scf.yield"() : () -> ()
// CHECK-NEXT: }
func.func @while_nothing(%c: tensor<i1>) {
  tosa.while_loop : () -> () {
    tosa.yield %c : tensor<i1>
  } do {
    "tosa.yield"() : () -> ()
  }
  return
}
