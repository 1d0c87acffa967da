// Malformed tensor types: each is reported at the byte where it goes wrong
// (types.c, type_from_text), as the messages below say. tosa2linalg's own
// wording: mlir-opt-19 stops at the first of them with a message of its own.
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s

// expected-error @+1 {{expected an element type in tensor type}}
func.func @f0(%a: tensor<>) {
  return
}

// -----

// expected-error @+1 {{expected an element type in tensor type}}
func.func @f1(%a: tensor<2x>) {
  return
}

// -----

// expected-error @+1 {{unranked tensors have no encoding}}
func.func @f2(%a: tensor<*xf32, "e">) {
  return
}

// -----

// expected-error @+1 {{expected an encoding attribute}}
func.func @f3(%a: tensor<2xf32, >) {
  return
}

// -----

// expected-error @+1 {{invalid element type in tensor type}}
func.func @f4(%a: tensor<2xy3xf32>) {
  return
}

// -----

// expected-error @+1 {{expected a dimension size or an element type in tensor type}}
func.func @f5(%a: tensor<*f32>) {
  return
}

// -----

// expected-error @+1 {{expected a dimension size or an element type in tensor type}}
func.func @f6(%a: tensor<2x3>) {
  return
}

// -----

// expected-error @+1 {{expected a dimension size or an element type in tensor type}}
func.func @f7(%a: tensor<2 x f32>) {
  return
}

// -----

// expected-error @+1 {{dimension size does not fit in 64 bits}}
func.func @f8(%a: tensor<99999999999999999999xf32>) {
  return
}

// -----

// expected-error @+1 {{invalid element type in tensor type}}
func.func @f9(%a: tensor<2xf3$2>) {
  return
}
