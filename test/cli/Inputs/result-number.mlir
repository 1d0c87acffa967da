// Result numbers that do not fit in 32 bits (checked against mlir-opt-19 too).
func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {
  %r:2 = "tosa.identity"(%a) : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  // expected-error @+1 {{invalid SSA value result number}}
  return %r#4294967296 : tensor<2xf32>
}

// -----

func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {
  %r:2 = "tosa.identity"(%a) : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  // expected-error @+1 {{invalid SSA value result number}}
  return %r#99999999999999999999999 : tensor<2xf32>
}

// -----

func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {
  %r:2 = "tosa.identity"(%a) : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  // expected-error @+1 {{reference to invalid result number}}
  return %r#4294967295 : tensor<2xf32>
}
