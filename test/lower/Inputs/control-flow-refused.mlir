// tosa.cond_if, tosa.while_loop and tosa.yield that tosa2linalg does not lower
// to scf: each refused at the op, with the reason (../control-flow-refused.test;
// an input, not a program: canon/fixpoint.test lowers every test/lower/*.mlir).

// LLVM 19's custom form of a cond_if with operands drops its regions'
// arguments (lossy: mlir-opt-19 cannot read it back either).
func.func @lossy_llvm19(%c: tensor<i1>, %a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.cond_if %c -> (tensor<4xf32>) {
    // expected-error @+1 {{'tosa.yield' op uses %arg3, which nothing defines (LLVM 19 prints tosa.cond_if with operands without its regions' arguments: give such a function in generic form)}}
    tosa.yield %arg3 : tensor<4xf32>
  } else {
    tosa.yield %a : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @yield_elsewhere(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %c1 step %c1 iter_args(%acc = %a) -> (tensor<4xf32>) {
    // expected-error @+1 {{'tosa.yield' op is not in a region of tosa.cond_if or tosa.while_loop}}
    tosa.yield %acc : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// A condition of more than one element (mlir-opt-22's message; mlir-opt-19 cannot
// read the form).
func.func @two_conditions(%c: tensor<2xi1>, %a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.cond_if' op 'condition' must be a size 1 tensor, got 'tensor<2xi1>'}}
  %0 = tosa.cond_if %c : tensor<2xi1> -> tensor<4xf32> {
    tosa.yield %a : tensor<4xf32>
  } else {
    tosa.yield %a : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @while_two_conditions(%c: tensor<2xi1>, %a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.while_loop' op 'cond_graph' result must be a size 1 tensor, got 'tensor<2xi1>'}}
  %0 = tosa.while_loop (%x = %a) : (tensor<4xf32>) -> tensor<4xf32> {
    tosa.yield %c : tensor<2xi1>
  } do {
  ^bb0(%x: tensor<4xf32>):
    tosa.yield %x : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// Regions whose arguments do not match the operands (mlir-opt's verifiers
// take these; its tosa-to-scf makes invalid IR of the second).
func.func @arguments_count(%c: tensor<i1>, %a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.cond_if' op has a region of 2 arguments for 1 operands}}
  %0 = "tosa.cond_if"(%c, %a) ({
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    "tosa.yield"(%x) : (tensor<4xf32>) -> ()
  }, {
  ^bb0(%x: tensor<4xf32>):
    "tosa.yield"(%x) : (tensor<4xf32>) -> ()
  }) : (tensor<i1>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @arguments_type(%c: tensor<i1>, %a: tensor<4xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'tosa.cond_if' op has a region argument (0) of another type than its operand}}
  %0 = "tosa.cond_if"(%c, %a) ({
  ^bb0(%x: tensor<?xf32>):
    "tosa.yield"(%x) : (tensor<?xf32>) -> ()
  }, {
  ^bb0(%x: tensor<?xf32>):
    "tosa.yield"(%x) : (tensor<?xf32>) -> ()
  }) : (tensor<i1>, tensor<4xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// In a function in generic form, the condition's type is known at the op's end
// only, after its header was written for a tensor<i1>.
"func.func"() <{function_type = (tensor<1xi1>, tensor<f32>) -> tensor<f32>, sym_name = "generic_function"}> ({
^bb0(%c: tensor<1xi1>, %a: tensor<f32>):
  // expected-error @+1 {{'tosa.cond_if' op has a condition of another type than tensor<i1>: in the generic form its type comes at the op's end, after its header was written for a tensor<i1>}}
  %0 = "tosa.cond_if"(%c) ({
    "tosa.yield"(%a) : (tensor<f32>) -> ()
  }, {
    "tosa.yield"(%a) : (tensor<f32>) -> ()
  }) : (tensor<1xi1>) -> tensor<f32>
  "func.return"(%0) : (tensor<f32>) -> ()
}) : () -> ()

// -----

// scf.if and scf.while regions are single blocks.
func.func @two_blocks(%c: tensor<i1>, %a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tosa.cond_if' op has a region of more than one block}}
  %0 = tosa.cond_if %c -> (tensor<4xf32>) {
    cf.br ^bb1
  ^bb1:
    tosa.yield %a : tensor<4xf32>
  } else {
    tosa.yield %a : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}
