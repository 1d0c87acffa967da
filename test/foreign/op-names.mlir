// Op names that neither mlir-opt-19 nor mlir-opt-22 knows are errors, worded and
// placed as they report them (the same file passes their --verify-diagnostics).
// RUN: %tosa2linalg --split-input-file --verify-diagnostics %s
// RUN: %mlir_opt_19 --split-input-file --verify-diagnostics %s
// RUN: %mlir_opt_22 --split-input-file --verify-diagnostics %s

func.func @no_dialect(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{operation being parsed with an unregistered dialect}}
  %0 = "tosaadd"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @non_ascii_tosa(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{unregistered operation 'tosa.addé' found in dialect ('tosa') that does not allow unknown operations}}
  %0 = "tosa.addé"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @non_ascii_arith(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{unregistered operation 'arith.é' found in dialect ('arith') that does not allow unknown operations}}
  %0 = "arith.é"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @non_ascii_dialect(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{operation being parsed with an unregistered dialect}}
  %0 = "tést.foo"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @no_dialect_with_region(%a: tensor<4xf32>) {
  // expected-error @+1 {{operation being parsed with an unregistered dialect}}
  "scfif"() ({
  }) : () -> ()
  return
}

// -----

func.func @unknown_tosa_generic(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{unregistered operation 'tosa.foo' found in dialect ('tosa') that does not allow unknown operations}}
  %0 = "tosa.foo"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @unknown_tosa_custom(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'tosa.foo' is unknown}}
  %0 = tosa.foo %a : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @custom_no_dialect(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'tosaadd' is unknown (tried 'func.tosaadd' as well)}}
  %0 = tosaadd %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @custom_non_ascii(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{unexpected character}}
  %0 = arith.é %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @unknown_func_generic() {
  // expected-error @+1 {{unregistered operation 'func.fnuc' found in dialect ('func') that does not allow unknown operations}}
  "func.fnuc"() : () -> ()
  return
}

// -----

// expected-error @+1 {{unregistered operation 'builtin.foo' found in dialect ('builtin') that does not allow unknown operations}}
"builtin.foo"() : () -> ()

// -----

// A registered dialect and nothing after its '.': no op's name.
// expected-error @+1 {{'func.' op created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
"func."() : () -> ()

// -----

// expected-error @+1 {{'tosa.' op created with unregistered dialect}}
"tosa."() : () -> ()

// -----

// expected-error @+1 {{operation being parsed with an unregistered dialect}}
"a."() : () -> ()
