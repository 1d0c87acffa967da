// DELIBERATE DIFFERENCE from mlir-opt-19 (as in all-errors.mlir): every error
// of the chunk, here every redefinition and every call that does not match its
// callee too, where mlir-opt-19 stops at the first. Only tosa2linalg runs it.
// Errors of ops are reported as each function is read; those of the symbol
// table (which mlir-opt-19 also checks after all ops) at the end of the chunk,
// in textual order.
// RUN: %tosa2linalg --verify-diagnostics --verify-only %s
// RUN: not %tosa2linalg --verify-only %s 2>&1 | FileCheck %s
// Errors found only at the end of the chunk, after the functions were lowered,
// still fail the run, and nothing is written.
// RUN: not %tosa2linalg %s 2> /dev/null | count 0
// CHECK: error: 'tosa.add' op operands don't have broadcast-compatible shapes
// CHECK: error: 'tosa.sub' op operands don't have broadcast-compatible shapes
// CHECK: error: redefinition of symbol named 'h3'
// CHECK: :[[#ORIGINAL:]]:1: note: see existing symbol definition here
// CHECK: error: 'func.call' op 'nowhere' does not reference a valid function
// CHECK: error: 'func.call' op operand type mismatch: expected operand type 'tensor<4xf32>', but provided 'tensor<?xf32>' for operand number 0
// CHECK: error: 'func.call' op incorrect number of operands for callee
// CHECK: error: redefinition of symbol named 'h3'
// CHECK: :[[#ORIGINAL]]:1: note: see existing symbol definition here
// CHECK-NOT: error:

func.func private @h0(tensor<4xf32>) -> tensor<4xf32>
func.func private @h1(tensor<4xf32>) -> tensor<4xf32>
func.func private @h2(tensor<4xf32>) -> tensor<4xf32>
// expected-note @+2 {{see existing symbol definition here}}
// expected-note @+1 {{see existing symbol definition here}}
func.func private @h3(tensor<4xf32>) -> tensor<4xf32>
func.func private @h4(tensor<4xf32>) -> tensor<4xf32>
func.func private @h5(tensor<4xf32>) -> tensor<4xf32>
func.func private @h6(tensor<4xf32>) -> tensor<4xf32>
func.func private @h7(tensor<4xf32>) -> tensor<4xf32>
func.func private @h8(tensor<4xf32>) -> tensor<4xf32>
func.func private @h9(tensor<4xf32>) -> tensor<4xf32>
// expected-error @+1 {{redefinition of symbol named 'h3'}}
func.func private @h3(tensor<4xf32>) -> tensor<4xf32>
func.func @user1(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'tosa.add' op operands don't have broadcast-compatible shapes}}
  %0 = "tosa.add"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func @caller(%a: tensor<4xf32>, %d: tensor<?xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'func.call' op 'nowhere' does not reference a valid function}}
  %0 = call @nowhere(%a) : (tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'tensor<4xf32>', but provided 'tensor<?xf32>' for operand number 0}}
  %1 = call @h1(%d) : (tensor<?xf32>) -> tensor<4xf32>
  // expected-error @+1 {{'func.call' op incorrect number of operands for callee}}
  %2 = call @late(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %3 = call @h3(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %3 : tensor<4xf32>
}
func.func private @h10(tensor<4xf32>) -> tensor<4xf32>
func.func private @h11(tensor<4xf32>) -> tensor<4xf32>
func.func private @h12(tensor<4xf32>) -> tensor<4xf32>
func.func private @h13(tensor<4xf32>) -> tensor<4xf32>
func.func private @h14(tensor<4xf32>) -> tensor<4xf32>
func.func private @h15(tensor<4xf32>) -> tensor<4xf32>
func.func private @h16(tensor<4xf32>) -> tensor<4xf32>
func.func private @h17(tensor<4xf32>) -> tensor<4xf32>
func.func private @h18(tensor<4xf32>) -> tensor<4xf32>
func.func private @h19(tensor<4xf32>) -> tensor<4xf32>
// expected-error @+1 {{redefinition of symbol named 'h3'}}
func.func private @h3(tensor<4xf32>) -> tensor<4xf32>
func.func private @late(tensor<4xf32>) -> tensor<4xf32>
func.func @user2(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'tosa.sub' op operands don't have broadcast-compatible shapes}}
  %0 = "tosa.sub"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
