// tosa.variable_read / tosa.variable_write of another type than their
// tosa.variable's (TOSA 1.0 forms): mlir-opt-22's messages at the op, checked as
// they are lowered (passes/lower_variable.c; not with --verify-only). The second
// RUN holds mlir-opt-22 to the same expectations.
// RUN: %tosa2linalg --verify-diagnostics --split-input-file %s -o /dev/null
// RUN: %mlir_opt_22 --verify-diagnostics --split-input-file %s -o /dev/null

module {
  tosa.variable @v = dense<7.0> : tensor<1xf32>
  func.func @f() -> tensor<2xf32> {
    // expected-error @+1 {{'tosa.variable_read' op require same shapes for 'output1' ('tensor<2xf32>') and the input tensor ('tensor<1xf32>')}}
    %r = tosa.variable_read @v : tensor<2xf32>
    return %r : tensor<2xf32>
  }
}

// -----

module {
  tosa.variable @v = dense<7.0> : tensor<1xf32>
  func.func @f() -> tensor<1xi32> {
    // expected-error @+1 {{'tosa.variable_read' op require same element type for 'output1' ('i32') and the input tensor ('f32')}}
    %r = tosa.variable_read @v : tensor<1xi32>
    return %r : tensor<1xi32>
  }
}

// -----

module {
  tosa.variable @v = dense<7.0> : tensor<1xf32>
  func.func @f(%x: tensor<1xi32>) {
    // expected-error @+1 {{'tosa.variable_write' op require same element type for 'input1' ('i32') and the input tensor ('f32')}}
    tosa.variable_write @v, %x : tensor<1xi32>
    return
  }
}
