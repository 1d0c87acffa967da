// With --allow-unregistered-dialect, unknown ops of registered dialects stay errors
// (tosa2linalg knows every op of tosa, func and builtin), worded and placed as
// mlir-opt-19 and -22 report them with the same option.
// RUN: %tosa2linalg --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %mlir_opt_19 --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: %mlir_opt_22 --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @tosa(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{unregistered operation 'tosa.foo' found in dialect ('tosa') that does not allow unknown operations}}
  %0 = "tosa.foo"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @func() {
  // expected-error @+1 {{unregistered operation 'func.return.x' found in dialect ('func') that does not allow unknown operations}}
  "func.return.x"() : () -> ()
  return
}

// -----

// expected-error @+1 {{unregistered operation 'builtin.modul' found in dialect ('builtin') that does not allow unknown operations}}
"builtin.modul"() ({
}) : () -> ()

// -----

func.func @non_ascii(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{unregistered operation 'arith.é' found in dialect ('arith') that does not allow unknown operations}}
  %0 = "arith.é"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// What the option admits: no dialect, an unregistered one, a registered one with nothing after its '.'.
func.func @admitted(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "foo"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "tf.AddV2"(%0, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  "func."() : () -> ()
  return %1 : tensor<4xf32>
}
