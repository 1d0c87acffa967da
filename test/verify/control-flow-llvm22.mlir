// tosa.cond_if and tosa.while_loop whose condition or yields do not fit the op
// (TOSA 1.0 forms): mlir-opt-22's messages at the op, checked as the regions
// stream (passes/lower_control.c; lowering errors: not with --verify-only). The
// second RUN holds mlir-opt-22 to the same expectations. (mlir-opt-19 accepts
// branches that yield other types than the op's results, and lowers them into an
// scf.if that does not verify.)
// RUN: %tosa2linalg --verify-diagnostics --split-input-file %s -o /dev/null
// RUN: %mlir_opt_22 --verify-diagnostics --split-input-file %s -o /dev/null

func.func @b(%c: tensor<i1>, %x: tensor<2xf32>, %y: tensor<3xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.cond_if' op require same shapes for 'then_graph' results ('tensor<3xf32>') and 'output_list' ('tensor<2xf32>')}}
  %0 = tosa.cond_if %c : tensor<i1> -> tensor<2xf32> {
    tosa.yield %y : tensor<3xf32>
  } else {
    tosa.yield %x : tensor<2xf32>
  }
  return %0 : tensor<2xf32>
}

// -----

func.func @e(%c: tensor<i1>, %x: tensor<2xf32>, %y: tensor<2xi32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.cond_if' op require same element type for 'else_graph' results ('i32') and 'output_list' ('f32')}}
  %0 = tosa.cond_if %c : tensor<i1> -> tensor<2xf32> {
    tosa.yield %x : tensor<2xf32>
  } else {
    tosa.yield %y : tensor<2xi32>
  }
  return %0 : tensor<2xf32>
}

// -----

func.func @f(%c: tensor<i32>, %x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.cond_if' op operand #0 must be tosa-conformant tensor of 1-bit signless integer values, but got 'tensor<i32>'}}
  %0 = tosa.cond_if %c : tensor<i32> -> tensor<2xf32> {
    tosa.yield %x : tensor<2xf32>
  } else {
    tosa.yield %x : tensor<2xf32>
  }
  return %0 : tensor<2xf32>
}

// -----

func.func @g(%c: tensor<i1>, %x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  // expected-error @+1 {{'tosa.cond_if' op require same number of values in 'then_graph' results (1) and 'output_list' (2)}}
  %0:2 = tosa.cond_if %c : tensor<i1> -> (tensor<2xf32>, tensor<2xf32>) {
    tosa.yield %x : tensor<2xf32>
  } else {
    tosa.yield %x, %x : tensor<2xf32>, tensor<2xf32>
  }
  return %0#0, %0#1 : tensor<2xf32>, tensor<2xf32>
}

// -----

func.func @h(%x: tensor<i32>) -> tensor<i32> {
  // expected-error @+1 {{'tosa.while_loop' op 'cond_graph' result must be a size 1 tensor, got 'tensor<2xi1>'}}
  %0 = tosa.while_loop (%a = %x) : (tensor<i32>) -> tensor<i32> {
    %t = "tosa.const"() <{values = dense<true> : tensor<2xi1>}> : () -> tensor<2xi1>
    tosa.yield %t : tensor<2xi1>
  } do {
  ^bb0(%a: tensor<i32>):
    tosa.yield %a : tensor<i32>
  }
  return %0 : tensor<i32>
}

// -----

func.func @i(%x: tensor<i32>, %y: tensor<2xi32>) -> tensor<i32> {
  // expected-error @+1 {{'tosa.while_loop' op require same shapes for 'body_graph' results ('tensor<2xi32>') and 'input_list' ('tensor<i32>')}}
  %0 = tosa.while_loop (%a = %x) : (tensor<i32>) -> tensor<i32> {
    %t = "tosa.const"() <{values = dense<true> : tensor<i1>}> : () -> tensor<i1>
    tosa.yield %t : tensor<i1>
  } do {
  ^bb0(%a: tensor<i32>):
    tosa.yield %y : tensor<2xi32>
  }
  return %0 : tensor<i32>
}

// -----

func.func @d(%c: tensor<2xi1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'tosa.cond_if' op 'condition' must be a size 1 tensor, got 'tensor<2xi1>'}}
  %0 = tosa.cond_if %c : tensor<2xi1> -> tensor<2xf32> {
    tosa.yield %x : tensor<2xf32>
  } else {
    tosa.yield %x : tensor<2xf32>
  }
  return %0 : tensor<2xf32>
}
