// tosa.cond_if and tosa.while_loop in LLVM 22's (TOSA 1.0) forms: the custom
// forms with the regions' arguments named in the header, and the generic form,
// checked against mlir-opt-22's tosa-to-scf + tosa-to-linalg pipeline.
// EXEC-REF: apply-rescale

// Both branches: the condition forced true, then false.
// EXEC: scalar, 2x3, 2x3
// EXEC-VALUES: 0 true
func.func @if_true(%c: tensor<i1>, %a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = tosa.cond_if %c : tensor<i1> -> tensor<2x3xf32> {
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
  %0 = tosa.cond_if %c : tensor<i1> -> tensor<2x3xf32> {
    %1 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    tosa.yield %1 : tensor<2x3xf32>
  } else {
    %1 = tosa.sub %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    tosa.yield %1 : tensor<2x3xf32>
  }
  return %0 : tensor<2x3xf32>
}

// A condition of shape [1]: mlir-opt-22 takes it, its tosa-to-scf fails on it
// (tensor.extract without indices); the same as @if_true and @if_false.
// EXEC: 1, 2x3, 2x3
// EXEC-VALUES: 0 true
// EXEC-EXPECT-FROM: @if_true
func.func @if_rank1_true(%c: tensor<1xi1>, %a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = tosa.cond_if %c : tensor<1xi1> -> tensor<2x3xf32> {
    %1 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    tosa.yield %1 : tensor<2x3xf32>
  } else {
    %1 = tosa.sub %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    tosa.yield %1 : tensor<2x3xf32>
  }
  return %0 : tensor<2x3xf32>
}

// EXEC: 1, 2x3, 2x3
// EXEC-VALUES: 0 false
// EXEC-EXPECT-FROM: @if_false
func.func @if_rank1_false(%c: tensor<1xi1>, %a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = tosa.cond_if %c : tensor<1xi1> -> tensor<2x3xf32> {
    %1 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    tosa.yield %1 : tensor<2x3xf32>
  } else {
    %1 = tosa.sub %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    tosa.yield %1 : tensor<2x3xf32>
  }
  return %0 : tensor<2x3xf32>
}

// The condition computed from the data; operands passed to the regions,
// dynamic shapes, two results.
// EXEC: scalar, scalar, 5, 5
// EXEC: scalar, scalar, 1, 1
// EXEC: scalar, scalar, 3, 3
// EXEC: scalar, scalar, 4, 4
func.func @if_operands(%x: tensor<i32>, %y: tensor<i32>, %a: tensor<?xi32>, %b: tensor<?xi32>) -> (tensor<?xi32>, tensor<?xi32>) {
  %c = tosa.greater %x, %y : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %0:2 = tosa.cond_if %c (%p = %a, %q = %b) : tensor<i1> (tensor<?xi32>, tensor<?xi32>) -> (tensor<?xi32>, tensor<?xi32>) {
  ^bb0(%p: tensor<?xi32>, %q: tensor<?xi32>):
    %1 = tosa.sub %p, %q : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
    tosa.yield %1, %p : tensor<?xi32>, tensor<?xi32>
  } else {
  ^bb0(%p: tensor<?xi32>, %q: tensor<?xi32>):
    %1 = tosa.maximum %p, %q : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
    tosa.yield %q, %1 : tensor<?xi32>, tensor<?xi32>
  }
  return %0#0, %0#1 : tensor<?xi32>, tensor<?xi32>
}

// A data-dependent trip count: %acc doubles while %i < %n.
// EXEC: scalar, 2x2
// EXEC: scalar, 2x2
// EXEC: scalar, 2x2
// EXEC-RANGE: 0 -3 6
func.func @while_count(%n: tensor<i32>, %x: tensor<2x2xf32>) -> (tensor<i32>, tensor<2x2xf32>) {
  %zero = "tosa.const"() <{values = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %0:2 = tosa.while_loop (%i = %zero, %acc = %x) : (tensor<i32>, tensor<2x2xf32>) -> (tensor<i32>, tensor<2x2xf32>) {
    %1 = tosa.greater %n, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tosa.yield %1 : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %acc: tensor<2x2xf32>):
    %one = "tosa.const"() <{values = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %2 = tosa.add %i, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = tosa.add %acc, %acc : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    tosa.yield %2, %3 : tensor<i32>, tensor<2x2xf32>
  }
  return %0#0, %0#1 : tensor<i32>, tensor<2x2xf32>
}

// Zero iterations (n = 0 and -5): the loop gives back its initial values.
// EXEC: scalar, 3
// EXEC: scalar, 1
// EXEC-VALUES: 0 0 -5
func.func @while_none(%n: tensor<i32>, %x: tensor<?xi8>) -> (tensor<i32>, tensor<?xi8>) {
  %zero = "tosa.const"() <{values = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %0:2 = tosa.while_loop (%i = %zero, %acc = %x) : (tensor<i32>, tensor<?xi8>) -> (tensor<i32>, tensor<?xi8>) {
    %1 = tosa.greater %n, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tosa.yield %1 : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %acc: tensor<?xi8>):
    %one = "tosa.const"() <{values = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %2 = tosa.add %i, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = tosa.abs %acc : (tensor<?xi8>) -> tensor<?xi8>
    tosa.yield %2, %3 : tensor<i32>, tensor<?xi8>
  }
  return %0#0, %0#1 : tensor<i32>, tensor<?xi8>
}

// A while_loop with a cond_if in its body: %acc gets %x added when %i is odd,
// subtracted when it is even.
// EXEC: scalar, 4
// EXEC: scalar, 4
// EXEC: scalar, 2
// EXEC-RANGE: 0 -1 5
func.func @while_if(%n: tensor<i32>, %x: tensor<?xf32>) -> tensor<?xf32> {
  %zero = "tosa.const"() <{values = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %0:2 = tosa.while_loop (%i = %zero, %acc = %x) : (tensor<i32>, tensor<?xf32>) -> (tensor<i32>, tensor<?xf32>) {
    %1 = tosa.greater %n, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tosa.yield %1 : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %acc: tensor<?xf32>):
    %one = "tosa.const"() <{values = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %2 = tosa.add %i, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %odd = tosa.bitwise_and %i, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %c = tosa.equal %odd, %one : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = tosa.cond_if %c (%a = %acc) : tensor<i1> (tensor<?xf32>) -> tensor<?xf32> {
    ^bb0(%a: tensor<?xf32>):
      %4 = tosa.add %a, %x : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
      tosa.yield %4 : tensor<?xf32>
    } else {
    ^bb0(%a: tensor<?xf32>):
      %4 = tosa.sub %a, %x : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
      tosa.yield %4 : tensor<?xf32>
    }
    tosa.yield %2, %3 : tensor<i32>, tensor<?xf32>
  }
  return %0#1 : tensor<?xf32>
}

// The generic form (what --mlir-print-op-generic prints), a cond_if in a
// while_loop: %acc gets %x added from the third iteration on, subtracted before.
// EXEC: scalar, 3
// EXEC: scalar, 5
// EXEC-RANGE: 0 -1 4
func.func @while_generic(%n: tensor<i32>, %x: tensor<?xi32>) -> (tensor<i32>, tensor<?xi32>) {
  %zero = "tosa.const"() <{values = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %0:2 = "tosa.while_loop"(%zero, %x) ({
  ^bb0(%i: tensor<i32>, %acc: tensor<?xi32>):
    %1 = "tosa.greater"(%n, %i) : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "tosa.yield"(%1) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %acc: tensor<?xi32>):
    %one = "tosa.const"() <{values = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %2 = "tosa.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %c = "tosa.greater"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = "tosa.cond_if"(%c, %acc, %x) ({
    ^bb0(%a: tensor<?xi32>, %k: tensor<?xi32>):
      %4 = "tosa.add"(%a, %k) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
      "tosa.yield"(%4) : (tensor<?xi32>) -> ()
    }, {
    ^bb0(%a: tensor<?xi32>, %k: tensor<?xi32>):
      %4 = "tosa.sub"(%a, %k) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
      "tosa.yield"(%4) : (tensor<?xi32>) -> ()
    }) : (tensor<i1>, tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
    "tosa.yield"(%2, %3) : (tensor<i32>, tensor<?xi32>) -> ()
  }) : (tensor<i32>, tensor<?xi32>) -> (tensor<i32>, tensor<?xi32>)
  return %0#0, %0#1 : tensor<i32>, tensor<?xi32>
}
