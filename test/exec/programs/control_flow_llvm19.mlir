// tosa.cond_if and tosa.while_loop in LLVM 19's forms (custom form without
// operands; generic form with operands, as LLVM 19 prints it losslessly),
// checked against mlir-opt-19's tosa-to-scf + tosa-to-linalg pipeline.
// EXEC-REF: apply-rescale

// Both branches: the condition forced true, then false.
// EXEC: scalar, 2x3, 2x3
// EXEC-VALUES: 0 true
func.func @if_true(%c: tensor<i1>, %a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = tosa.cond_if %c -> (tensor<2x3xf32>) {
    %1 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    tosa.yield %1 : tensor<2x3xf32>
  } else {
    %1 = tosa.sub %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    tosa.yield %1 : tensor<2x3xf32>
  }
  return %0 : tensor<2x3xf32>
}

// EXEC: scalar, 2x3, 2x3
// EXEC-VALUES: 0 false
func.func @if_false(%c: tensor<i1>, %a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = tosa.cond_if %c -> (tensor<2x3xf32>) {
    %1 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    tosa.yield %1 : tensor<2x3xf32>
  } else {
    %1 = tosa.sub %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    tosa.yield %1 : tensor<2x3xf32>
  }
  return %0 : tensor<2x3xf32>
}

// The condition computed from the data; operands passed to the regions
// (generic form), dynamic shapes, two results.
// EXEC: scalar, scalar, 5, 5
// EXEC: scalar, scalar, 1, 1
// EXEC: scalar, scalar, 3, 3
// EXEC: scalar, scalar, 4, 4
func.func @if_operands(%x: tensor<i32>, %y: tensor<i32>, %a: tensor<?xi32>, %b: tensor<?xi32>) -> (tensor<?xi32>, tensor<?xi32>) {
  %c = tosa.greater %x, %y : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %0:2 = "tosa.cond_if"(%c, %a, %b) ({
  ^bb0(%p: tensor<?xi32>, %q: tensor<?xi32>):
    %1 = tosa.mul %p, %q {shift = 0 : i8} : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
    "tosa.yield"(%1, %p) : (tensor<?xi32>, tensor<?xi32>) -> ()
  }, {
  ^bb0(%p: tensor<?xi32>, %q: tensor<?xi32>):
    %1 = tosa.maximum %p, %q : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
    "tosa.yield"(%q, %1) : (tensor<?xi32>, tensor<?xi32>) -> ()
  }) : (tensor<i1>, tensor<?xi32>, tensor<?xi32>) -> (tensor<?xi32>, tensor<?xi32>)
  return %0#0, %0#1 : tensor<?xi32>, tensor<?xi32>
}

// A data-dependent trip count: %acc doubles while %i < %n (here n = 4, 6, 1, 3).
// EXEC: scalar, 2x2
// EXEC: scalar, 2x2
// EXEC: scalar, 2x2
// EXEC: scalar, 2x2
// EXEC-RANGE: 0 -3 6
func.func @while_count(%n: tensor<i32>, %x: tensor<2x2xf32>) -> (tensor<i32>, tensor<2x2xf32>) {
  %zero = "tosa.const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %0:2 = tosa.while_loop (%i = %zero, %acc = %x) : (tensor<i32>, tensor<2x2xf32>) -> (tensor<i32>, tensor<2x2xf32>) {
    %1 = tosa.greater %n, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tosa.yield %1 : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %acc: tensor<2x2xf32>):
    %one = "tosa.const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %2 = tosa.add %i, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = tosa.add %acc, %acc : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    tosa.yield %2, %3 : tensor<i32>, tensor<2x2xf32>
  }
  return %0#0, %0#1 : tensor<i32>, tensor<2x2xf32>
}

// Zero iterations (n = 0): the loop gives back its initial values.
// EXEC: scalar, 3
// EXEC-VALUES: 0 0 -1
func.func @while_none(%n: tensor<i32>, %x: tensor<?xi8>) -> (tensor<i32>, tensor<?xi8>) {
  %zero = "tosa.const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %0:2 = tosa.while_loop (%i = %zero, %acc = %x) : (tensor<i32>, tensor<?xi8>) -> (tensor<i32>, tensor<?xi8>) {
    %1 = tosa.greater %n, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tosa.yield %1 : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %acc: tensor<?xi8>):
    %one = "tosa.const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %2 = tosa.add %i, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = tosa.negate %acc : (tensor<?xi8>) -> tensor<?xi8>
    tosa.yield %2, %3 : tensor<i32>, tensor<?xi8>
  }
  return %0#0, %0#1 : tensor<i32>, tensor<?xi8>
}

// The generic form of a while_loop with a cond_if in its body: %acc gets %x
// added when %i is odd, subtracted when it is even (n = 2, 0, 3).
// EXEC: scalar, 4
// EXEC: scalar, 4
// EXEC: scalar, 2
// EXEC-RANGE: 0 -1 5
func.func @while_generic_if(%n: tensor<i32>, %x: tensor<?xf32>) -> tensor<?xf32> {
  %zero = "tosa.const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %0:2 = "tosa.while_loop"(%zero, %x) ({
  ^bb0(%i: tensor<i32>, %acc: tensor<?xf32>):
    %1 = tosa.greater %n, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "tosa.yield"(%1) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %acc: tensor<?xf32>):
    %one = "tosa.const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %2 = tosa.add %i, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %odd = tosa.bitwise_and %i, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %c = tosa.equal %odd, %one : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = "tosa.cond_if"(%c, %acc) ({
    ^bb0(%a: tensor<?xf32>):
      %4 = tosa.add %a, %x : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
      "tosa.yield"(%4) : (tensor<?xf32>) -> ()
    }, {
    ^bb0(%a: tensor<?xf32>):
      %4 = tosa.sub %a, %x : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
      "tosa.yield"(%4) : (tensor<?xf32>) -> ()
    }) : (tensor<i1>, tensor<?xf32>) -> tensor<?xf32>
    "tosa.yield"(%2, %3) : (tensor<i32>, tensor<?xf32>) -> ()
  }) : (tensor<i32>, tensor<?xf32>) -> (tensor<i32>, tensor<?xf32>)
  return %0#1 : tensor<?xf32>
}
