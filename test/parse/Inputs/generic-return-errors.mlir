// The generic return of a custom-form body is checked as `return` is
// (generic-return.mlir).
func.func @count(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'func.return' op has 2 operands, but enclosing function (@count) returns 1}}
  "func.return"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> ()
}

// -----

func.func @type(%a: tensor<2xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{type of return operand 0 ('tensor<2xf32>') doesn't match function result type ('tensor<3xf32>') in function @type}}
  "func.return"(%a) : (tensor<2xf32>) -> ()
}
