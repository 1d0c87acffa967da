// tosa.variable.read / tosa.variable.write of another type than their
// tosa.variable's (LLVM 19 forms): mlir-opt-22's messages, as the tool lowers them
// (mlir-opt-19 accepts these, the last RUN, and its tosa-to-mlprogram then writes
// ml_program ops that do not verify).
// RUN: %tosa2linalg --verify-diagnostics --split-input-file %s -o /dev/null
// RUN: %mlir_opt_19 --split-input-file %s -o /dev/null

module {
  tosa.variable @v = dense<7.0> : tensor<1xf32>
  func.func @f() -> tensor<2xf32> {
    // expected-error @+1 {{'tosa.variable.read' op require same shapes for 'output1' ('tensor<2xf32>') and the input tensor ('tensor<1xf32>')}}
    %r = tosa.variable.read @v : tensor<2xf32>
    return %r : tensor<2xf32>
  }
}

// -----

module {
  tosa.variable @v = dense<7.0> : tensor<1xf32>
  func.func @f() -> tensor<1xi32> {
    // expected-error @+1 {{'tosa.variable.read' op require same element type for 'output1' ('i32') and the input tensor ('f32')}}
    %r = tosa.variable.read @v : tensor<1xi32>
    return %r : tensor<1xi32>
  }
}

// -----

module {
  tosa.variable @v = dense<7.0> : tensor<1xf32>
  func.func @f(%x: tensor<1xi32>) {
    // expected-error @+1 {{'tosa.variable.write' op require same element type for 'input1' ('i32') and the input tensor ('f32')}}
    tosa.variable.write @v, %x : tensor<1xi32>
    return
  }
}
