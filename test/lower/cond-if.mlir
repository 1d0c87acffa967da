// tosa.cond_if becomes tensor.extract of its condition + scf.if, as mlir-opt's
// tosa-to-scf makes it; its tosa.yield become scf.yield. LLVM 19's custom form
// (no operands), LLVM 22's custom form (the regions' arguments named in the
// header: each becomes its operand, the labels go), the generic form of both
// (kept generic: its result types come at its end), a condition of shape [1].
// Streamed (default) and read whole (--fuse holds the body) give the same text.
// RUN: %tosa2linalg --split-input-file %s | FileCheck %s --implicit-check-not=tosa.
// RUN: %tosa2linalg --split-input-file --fuse %s | FileCheck %s --implicit-check-not=tosa.
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_19 --split-input-file -o /dev/null
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_22 --split-input-file -o /dev/null

// LLVM 19, custom form.
// CHECK-LABEL: func.func @if_llvm19(
// CHECK-SAME: %[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>, %[[C:.*]]: tensor<i1>)
// CHECK-NEXT: %[[E:.*]] = tensor.extract %[[C]][] : tensor<i1>
// CHECK-NEXT: %[[R:.*]] = scf.if %[[E]] -> (tensor<4xf32>) {
// CHECK: %[[S:.*]] = linalg.generic {{.*}} ins(%[[A]], %[[B]] : tensor<4xf32>, tensor<4xf32>)
// CHECK: arith.addf
// CHECK: scf.yield %[[S]] : tensor<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[B]] : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]] : tensor<4xf32>
func.func @if_llvm19(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<i1>) -> tensor<4xf32> {
  %0 = tosa.cond_if %c -> (tensor<4xf32>) {
    %1 = tosa.add %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    tosa.yield %1 : tensor<4xf32>
  } else {
    tosa.yield %b : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// LLVM 22, custom form, with operands: %x and %y are %a and %b in the regions.
// CHECK-LABEL: func.func @if_llvm22(
// CHECK-SAME: %[[C:.*]]: tensor<i1>, %[[A:.*]]: tensor<3xi32>, %[[B:.*]]: tensor<3xi32>)
// CHECK-NEXT: %[[E:.*]] = tensor.extract %[[C]][] : tensor<i1>
// CHECK-NEXT: %[[R:.*]]:2 = scf.if %[[E]] -> (tensor<3xi32>, tensor<3xi32>) {
// CHECK-NOT: ^bb0
// CHECK: %[[S:.*]] = linalg.generic {{.*}} ins(%[[A]], %[[B]] : tensor<3xi32>, tensor<3xi32>)
// CHECK: arith.subi
// CHECK: scf.yield %[[S]], %[[A]] : tensor<3xi32>, tensor<3xi32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[B]], %[[A]] : tensor<3xi32>, tensor<3xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]#0, %[[R]]#1 : tensor<3xi32>, tensor<3xi32>
func.func @if_llvm22(%c: tensor<i1>, %a: tensor<3xi32>, %b: tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>) {
  %0:2 = tosa.cond_if %c (%x = %a, %y = %b) : tensor<i1> (tensor<3xi32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>) {
  ^bb0(%x: tensor<3xi32>, %y: tensor<3xi32>):
    %1 = tosa.sub %x, %y : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    tosa.yield %1, %x : tensor<3xi32>, tensor<3xi32>
  } else {
  ^bb0(%x: tensor<3xi32>, %y: tensor<3xi32>):
    tosa.yield %y, %x : tensor<3xi32>, tensor<3xi32>
  }
  return %0#0, %0#1 : tensor<3xi32>, tensor<3xi32>
}

// -----

// LLVM 22, custom form without operands, one result spelled without parentheses.
// CHECK-LABEL: func.func @if_llvm22_plain(
// CHECK-SAME: %[[C:.*]]: tensor<i1>, %[[A:.*]]: tensor<2xi8>)
// CHECK-NEXT: %[[E:.*]] = tensor.extract %[[C]][] : tensor<i1>
// CHECK-NEXT: %[[R:.*]] = scf.if %[[E]] -> (tensor<2xi8>) {
// CHECK-NEXT: scf.yield %[[A]] : tensor<2xi8>
// CHECK-NEXT: } else {
// CHECK: %[[N:.*]] = linalg.generic {{.*}} ins(%[[A]] : tensor<2xi8>)
// CHECK: scf.yield %[[N]] : tensor<2xi8>
// CHECK-NEXT: }
func.func @if_llvm22_plain(%c: tensor<i1>, %a: tensor<2xi8>) -> tensor<2xi8> {
  %0 = tosa.cond_if %c : tensor<i1> -> tensor<2xi8> {
    tosa.yield %a : tensor<2xi8>
  } else {
    %1 = tosa.abs %a : (tensor<2xi8>) -> tensor<2xi8>
    tosa.yield %1 : tensor<2xi8>
  }
  return %0 : tensor<2xi8>
}

// -----

// The generic form (LLVM 19 prints a cond_if with operands only so): kept
// generic, the condition's type i1 in its function type; the labels go.
// CHECK-LABEL: func.func @if_generic(
// CHECK-SAME: %[[C:.*]]: tensor<i1>, %[[A:.*]]: tensor<?xf32>, %[[B:.*]]: tensor<?xf32>)
// CHECK-NEXT: %[[E:.*]] = tensor.extract %[[C]][] : tensor<i1>
// CHECK-NEXT: %[[R:.*]] = "scf.if"(%[[E]]) ({
// CHECK-NEXT: "scf.yield"(%[[A]]) : (tensor<?xf32>) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "scf.yield"(%[[B]]) : (tensor<?xf32>) -> ()
// CHECK-NEXT: }) : (i1) -> tensor<?xf32>
// CHECK-NEXT: return %[[R]] : tensor<?xf32>
func.func @if_generic(%c: tensor<i1>, %a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "tosa.cond_if"(%c, %a, %b) ({
  ^bb0(%x: tensor<?xf32>, %y: tensor<?xf32>):
    "tosa.yield"(%x) : (tensor<?xf32>) -> ()
  }, {
  ^bb0(%x: tensor<?xf32>, %y: tensor<?xf32>):
    "tosa.yield"(%y) : (tensor<?xf32>) -> ()
  }) : (tensor<i1>, tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// A function in generic form: its arguments' types are not known when the
// cond_if's header is written (tensor<i1> is taken, and checked at its end).
// CHECK: "func.func"() <{function_type = (tensor<i1>, tensor<f32>) -> tensor<f32>, sym_name = "if_generic_func"}> ({
// CHECK-NEXT: ^bb0(%[[C:.*]]: tensor<i1>, %[[A:.*]]: tensor<f32>):
// CHECK-NEXT: %[[E:.*]] = tensor.extract %[[C]][] : tensor<i1>
// CHECK-NEXT: %[[R:.*]] = "scf.if"(%[[E]]) ({
// CHECK-NEXT: "scf.yield"(%[[A]]) : (tensor<f32>) -> ()
// CHECK-NEXT: }, {
// CHECK: "scf.yield"(%{{.*}}) : (tensor<f32>) -> ()
// CHECK-NEXT: }) : (i1) -> tensor<f32>
// CHECK-NEXT: "func.return"(%[[R]]) : (tensor<f32>) -> ()
"func.func"() <{function_type = (tensor<i1>, tensor<f32>) -> tensor<f32>, sym_name = "if_generic_func"}> ({
^bb0(%c: tensor<i1>, %a: tensor<f32>):
  %0 = "tosa.cond_if"(%c, %a) ({
  ^bb0(%x: tensor<f32>):
    "tosa.yield"(%x) : (tensor<f32>) -> ()
  }, {
  ^bb0(%x: tensor<f32>):
    %1 = "tosa.floor"(%x) : (tensor<f32>) -> tensor<f32>
    "tosa.yield"(%1) : (tensor<f32>) -> ()
  }) : (tensor<i1>, tensor<f32>) -> tensor<f32>
  "func.return"(%0) : (tensor<f32>) -> ()
}) : () -> ()

// -----

// A condition of shape [1x1] (LLVM 22 takes it; its tosa-to-scf fails on it).
// CHECK-LABEL: func.func @if_rank2_cond(
// CHECK-SAME: %[[C:.*]]: tensor<1x1xi1>, %[[A:.*]]: tensor<3xf32>)
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[E:.*]] = tensor.extract %[[C]][%[[Z]], %[[Z]]] : tensor<1x1xi1>
// CHECK-NEXT: scf.if %[[E]] -> (tensor<3xf32>) {
func.func @if_rank2_cond(%c: tensor<1x1xi1>, %a: tensor<3xf32>) -> tensor<3xf32> {
  %0 = tosa.cond_if %c : tensor<1x1xi1> -> tensor<3xf32> {
    tosa.yield %a : tensor<3xf32>
  } else {
    tosa.yield %a : tensor<3xf32>
  }
  return %0 : tensor<3xf32>
}

// -----

// LLVM 19. No results (a tosa.yield of nothing is read in generic form only); cond_ifs
// nested and in a row, in an scf.for.
// CHECK-LABEL: func.func @if_nested(
// CHECK-SAME: %[[C:.*]]: tensor<i1>, %[[D:.*]]: tensor<i1>, %[[A:.*]]: tensor<4xf32>,
// CHECK: %[[E1:.*]] = tensor.extract %[[C]][] : tensor<i1>
// CHECK-NEXT: scf.if %[[E1]] {
// CHECK-NEXT: "scf.yield"() : () -> ()
// CHECK-NEXT: } else {
// CHECK-NEXT: "scf.yield"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %[[E2:.*]] = tensor.extract %[[C]][] : tensor<i1>
// CHECK-NEXT: %[[R:.*]] = scf.if %[[E2]] -> (tensor<4xf32>) {
// CHECK-NEXT: %[[E3:.*]] = tensor.extract %[[D]][] : tensor<i1>
// CHECK-NEXT: %[[R2:.*]] = scf.if %[[E3]] -> (tensor<4xf32>) {
// CHECK-NEXT: scf.yield %[[A]] : tensor<4xf32>
// CHECK-NEXT: } else {
// CHECK: scf.yield %[[R2]] : tensor<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[A]] : tensor<4xf32>
// CHECK-NEXT: }
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[R]]) -> (tensor<4xf32>) {
// CHECK-NEXT: %[[E4:.*]] = tensor.extract %[[D]][] : tensor<i1>
// CHECK-NEXT: %[[R3:.*]] = scf.if %[[E4]] -> (tensor<4xf32>) {
// CHECK-NEXT: scf.yield %[[ACC]] : tensor<4xf32>
func.func @if_nested(%c: tensor<i1>, %d: tensor<i1>, %a: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  tosa.cond_if %c {
    "tosa.yield"() : () -> ()
  } else {
    "tosa.yield"() : () -> ()
  }
  %0 = tosa.cond_if %c -> (tensor<4xf32>) {
    %1 = tosa.cond_if %d -> (tensor<4xf32>) {
      tosa.yield %a : tensor<4xf32>
    } else {
      %2 = tosa.ceil %a : (tensor<4xf32>) -> tensor<4xf32>
      tosa.yield %2 : tensor<4xf32>
    }
    tosa.yield %1 : tensor<4xf32>
  } else {
    tosa.yield %a : tensor<4xf32>
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %0) -> (tensor<4xf32>) {
    %4 = tosa.cond_if %d -> (tensor<4xf32>) {
      tosa.yield %acc : tensor<4xf32>
    } else {
      tosa.yield %a : tensor<4xf32>
    }
    scf.yield %4 : tensor<4xf32>
  }
  return %3 : tensor<4xf32>
}
