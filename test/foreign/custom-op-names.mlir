// Op names in custom form that mlir-opt-19 and -22 reject, with or without
// --allow-unregistered-dialect, each at the op with their wording (the same file
// passes their --verify-diagnostics): an unknown op of a dialect whose ops
// tosa2linalg knows (func, builtin, tosa), a name without a dialect (none, or
// nothing after the '.'), tried in the default dialect where the op stands
// (builtin at top level and in modules, func in a function body and in regions of
// generic ops there, none in regions of other ops in custom form), and an op of a
// dialect no mlir-opt registers. They were carried through as text, into output
// mlir-opt rejects.
// RUN: %tosa2linalg --split-input-file --verify-diagnostics %s
// RUN: %tosa2linalg --split-input-file --verify-diagnostics --allow-unregistered-dialect %s
// RUN: %mlir_opt_19 --split-input-file --verify-diagnostics %s
// RUN: %mlir_opt_19 --split-input-file --verify-diagnostics --allow-unregistered-dialect %s
// RUN: %mlir_opt_22 --split-input-file --verify-diagnostics %s
// RUN: %mlir_opt_22 --split-input-file --verify-diagnostics --allow-unregistered-dialect %s

// A mistyped func.func: its body is not read further, as mlir-opt stops there.
// expected-error @+1 {{custom op 'func.fnuc' is unknown}}
func.fnuc @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

// expected-error @+1 {{custom op 'func.' is unknown (tried 'builtin.func.' as well)}}
func.

// -----

// expected-error @+1 {{custom op 'a.' is unknown (tried 'builtin.a.' as well)}}
a.

// -----

// expected-error @+1 {{custom op 'builtin.foo' is unknown}}
builtin.foo

// -----

module {
  // expected-error @+1 {{custom op 'foo' is unknown (tried 'builtin.foo' as well)}}
  foo
}

// -----

func.func @in_body(%a: i32) {
  // expected-error @+1 {{custom op 'func.foo' is unknown}}
  %0 = func.foo %a : i32
  return
}

// -----

func.func @dot_in_body(%a: i32) {
  // expected-error @+1 {{custom op 'a.' is unknown (tried 'func.a.' as well)}}
  a. %a
  return
}

// -----

func.func @tosa_dot(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'tosa.' is unknown (tried 'func.tosa.' as well)}}
  %0 = tosa. %a : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @custom_region(%c: i1) {
  scf.if %c {
    // expected-error @+2 {{Dialect `' not found for custom op 'a.'  (tried '.a.' as well)}}
    // expected-note @+1 {{dialects: acc, affine, amdgpu}}
    a.
  }
  return
}

// -----

func.func @generic_region(%c: i1) {
  "scf.if"(%c) ({
    // expected-error @+1 {{custom op 'a.' is unknown (tried 'func.a.' as well)}}
    a.
  }, {
  }) : (i1) -> ()
  return
}

// -----

gpu.module @m {
  func.func @f() {
    // expected-error @+1 {{custom op 'foo' is unknown (tried 'func.foo' as well)}}
    foo
  }
}

// -----

func.func @tf(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+2 {{Dialect `tf' not found for custom op 'tf.Atan'}}
  // expected-note @+1 {{dialects: acc, affine, amdgpu}}
  %0 = tf.Atan %x : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// mlir-opt stops at the first: the second is not reported.
func.func @two(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{custom op 'tosa.foo' is unknown}}
  %0 = tosa.foo %a : (tensor<2xf32>) -> tensor<2xf32>
  %1 = tosa.bar %a : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
