// Redefined functions and calls checked against their callees, in chunks of
// many functions, with the messages of mlir-opt-19 (one error per chunk, so
// that both tools agree). Both checks belong to the module's symbol table and
// come at the end of the chunk. Each chunk reuses the names of the one before:
// chunks do not share symbols.
// RUN: %tosa2linalg --verify-diagnostics --split-input-file --verify-only %s
// RUN: %mlir_opt_19 --verify-diagnostics --split-input-file %s

// A duplicate among many functions: the error at the later definition, the
// note at the first.
func.func private @g0(tensor<4xf32>) -> tensor<4xf32>
func.func private @g1(tensor<4xf32>) -> tensor<4xf32>
func.func private @g2(tensor<4xf32>) -> tensor<4xf32>
func.func private @g3(tensor<4xf32>) -> tensor<4xf32>
func.func private @g4(tensor<4xf32>) -> tensor<4xf32>
func.func private @g5(tensor<4xf32>) -> tensor<4xf32>
func.func private @g6(tensor<4xf32>) -> tensor<4xf32>
func.func private @g7(tensor<4xf32>) -> tensor<4xf32>
func.func private @g8(tensor<4xf32>) -> tensor<4xf32>
func.func private @g9(tensor<4xf32>) -> tensor<4xf32>
func.func private @g10(tensor<4xf32>) -> tensor<4xf32>
func.func private @g11(tensor<4xf32>) -> tensor<4xf32>
func.func private @g12(tensor<4xf32>) -> tensor<4xf32>
func.func private @g13(tensor<4xf32>) -> tensor<4xf32>
func.func private @g14(tensor<4xf32>) -> tensor<4xf32>
func.func private @g15(tensor<4xf32>) -> tensor<4xf32>
func.func private @g16(tensor<4xf32>) -> tensor<4xf32>
// expected-note @+1 {{see existing symbol definition here}}
func.func private @g17(tensor<4xf32>) -> tensor<4xf32>
func.func private @g18(tensor<4xf32>) -> tensor<4xf32>
func.func private @g19(tensor<4xf32>) -> tensor<4xf32>
func.func private @g20(tensor<4xf32>) -> tensor<4xf32>
func.func private @g21(tensor<4xf32>) -> tensor<4xf32>
func.func private @g22(tensor<4xf32>) -> tensor<4xf32>
func.func private @g23(tensor<4xf32>) -> tensor<4xf32>
func.func private @g24(tensor<4xf32>) -> tensor<4xf32>
func.func private @g25(tensor<4xf32>) -> tensor<4xf32>
func.func private @g26(tensor<4xf32>) -> tensor<4xf32>
func.func private @g27(tensor<4xf32>) -> tensor<4xf32>
func.func private @g28(tensor<4xf32>) -> tensor<4xf32>
func.func private @g29(tensor<4xf32>) -> tensor<4xf32>
// expected-error @+1 {{redefinition of symbol named 'g17'}}
func.func private @g17(tensor<4xf32>) -> tensor<4xf32>

// -----

// A call before its callee is defined, with a wrong operand type.
func.func @caller(%a: tensor<?xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'tensor<4xf32>', but provided 'tensor<?xf32>' for operand number 0}}
  %0 = call @g25(%a) : (tensor<?xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @g0(tensor<4xf32>) -> tensor<4xf32>
func.func private @g1(tensor<4xf32>) -> tensor<4xf32>
func.func private @g2(tensor<4xf32>) -> tensor<4xf32>
func.func private @g3(tensor<4xf32>) -> tensor<4xf32>
func.func private @g4(tensor<4xf32>) -> tensor<4xf32>
func.func private @g5(tensor<4xf32>) -> tensor<4xf32>
func.func private @g6(tensor<4xf32>) -> tensor<4xf32>
func.func private @g7(tensor<4xf32>) -> tensor<4xf32>
func.func private @g8(tensor<4xf32>) -> tensor<4xf32>
func.func private @g9(tensor<4xf32>) -> tensor<4xf32>
func.func private @g10(tensor<4xf32>) -> tensor<4xf32>
func.func private @g11(tensor<4xf32>) -> tensor<4xf32>
func.func private @g12(tensor<4xf32>) -> tensor<4xf32>
func.func private @g13(tensor<4xf32>) -> tensor<4xf32>
func.func private @g14(tensor<4xf32>) -> tensor<4xf32>
func.func private @g15(tensor<4xf32>) -> tensor<4xf32>
func.func private @g16(tensor<4xf32>) -> tensor<4xf32>
func.func private @g17(tensor<4xf32>) -> tensor<4xf32>
func.func private @g18(tensor<4xf32>) -> tensor<4xf32>
func.func private @g19(tensor<4xf32>) -> tensor<4xf32>
func.func private @g20(tensor<4xf32>) -> tensor<4xf32>
func.func private @g21(tensor<4xf32>) -> tensor<4xf32>
func.func private @g22(tensor<4xf32>) -> tensor<4xf32>
func.func private @g23(tensor<4xf32>) -> tensor<4xf32>
func.func private @g24(tensor<4xf32>) -> tensor<4xf32>
func.func private @g25(tensor<4xf32>) -> tensor<4xf32>
func.func private @g26(tensor<4xf32>) -> tensor<4xf32>
func.func private @g27(tensor<4xf32>) -> tensor<4xf32>
func.func private @g28(tensor<4xf32>) -> tensor<4xf32>
func.func private @g29(tensor<4xf32>) -> tensor<4xf32>

// -----

// A call after its callee, with a wrong number of results.
func.func private @g0(tensor<4xf32>) -> tensor<4xf32>
func.func private @g1(tensor<4xf32>) -> tensor<4xf32>
func.func private @g2(tensor<4xf32>) -> tensor<4xf32>
func.func private @g3(tensor<4xf32>) -> tensor<4xf32>
func.func private @g4(tensor<4xf32>) -> tensor<4xf32>
func.func private @g5(tensor<4xf32>) -> tensor<4xf32>
func.func private @g6(tensor<4xf32>) -> tensor<4xf32>
func.func private @g7(tensor<4xf32>) -> tensor<4xf32>
func.func private @g8(tensor<4xf32>) -> tensor<4xf32>
func.func private @g9(tensor<4xf32>) -> tensor<4xf32>
func.func private @g10(tensor<4xf32>) -> tensor<4xf32>
func.func private @g11(tensor<4xf32>) -> tensor<4xf32>
func.func private @g12(tensor<4xf32>) -> tensor<4xf32>
func.func private @g13(tensor<4xf32>) -> tensor<4xf32>
func.func private @g14(tensor<4xf32>) -> tensor<4xf32>
func.func private @g15(tensor<4xf32>) -> tensor<4xf32>
func.func private @g16(tensor<4xf32>) -> tensor<4xf32>
func.func private @g17(tensor<4xf32>) -> tensor<4xf32>
func.func private @g18(tensor<4xf32>) -> tensor<4xf32>
func.func private @g19(tensor<4xf32>) -> tensor<4xf32>
func.func private @g20(tensor<4xf32>) -> tensor<4xf32>
func.func private @g21(tensor<4xf32>) -> tensor<4xf32>
func.func private @g22(tensor<4xf32>) -> tensor<4xf32>
func.func private @g23(tensor<4xf32>) -> tensor<4xf32>
func.func private @g24(tensor<4xf32>) -> tensor<4xf32>
func.func private @g25(tensor<4xf32>) -> tensor<4xf32>
func.func private @g26(tensor<4xf32>) -> tensor<4xf32>
func.func private @g27(tensor<4xf32>) -> tensor<4xf32>
func.func private @g28(tensor<4xf32>) -> tensor<4xf32>
func.func private @g29(tensor<4xf32>) -> tensor<4xf32>
func.func @caller(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'func.call' op incorrect number of results for callee}}
  %0:2 = call @g3(%a) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0 : tensor<4xf32>
}

// -----

// A call of a function defined nowhere (its fingerprint may well be that of
// a defined one).
func.func private @g0(tensor<4xf32>) -> tensor<4xf32>
func.func private @g1(tensor<4xf32>) -> tensor<4xf32>
func.func private @g2(tensor<4xf32>) -> tensor<4xf32>
func.func private @g3(tensor<4xf32>) -> tensor<4xf32>
func.func private @g4(tensor<4xf32>) -> tensor<4xf32>
func.func private @g5(tensor<4xf32>) -> tensor<4xf32>
func.func private @g6(tensor<4xf32>) -> tensor<4xf32>
func.func private @g7(tensor<4xf32>) -> tensor<4xf32>
func.func private @g8(tensor<4xf32>) -> tensor<4xf32>
func.func private @g9(tensor<4xf32>) -> tensor<4xf32>
func.func private @g10(tensor<4xf32>) -> tensor<4xf32>
func.func private @g11(tensor<4xf32>) -> tensor<4xf32>
func.func private @g12(tensor<4xf32>) -> tensor<4xf32>
func.func private @g13(tensor<4xf32>) -> tensor<4xf32>
func.func private @g14(tensor<4xf32>) -> tensor<4xf32>
func.func private @g15(tensor<4xf32>) -> tensor<4xf32>
func.func private @g16(tensor<4xf32>) -> tensor<4xf32>
func.func private @g17(tensor<4xf32>) -> tensor<4xf32>
func.func private @g18(tensor<4xf32>) -> tensor<4xf32>
func.func private @g19(tensor<4xf32>) -> tensor<4xf32>
func.func private @g20(tensor<4xf32>) -> tensor<4xf32>
func.func private @g21(tensor<4xf32>) -> tensor<4xf32>
func.func private @g22(tensor<4xf32>) -> tensor<4xf32>
func.func private @g23(tensor<4xf32>) -> tensor<4xf32>
func.func private @g24(tensor<4xf32>) -> tensor<4xf32>
func.func private @g25(tensor<4xf32>) -> tensor<4xf32>
func.func private @g26(tensor<4xf32>) -> tensor<4xf32>
func.func private @g27(tensor<4xf32>) -> tensor<4xf32>
func.func private @g28(tensor<4xf32>) -> tensor<4xf32>
func.func private @g29(tensor<4xf32>) -> tensor<4xf32>
func.func @caller(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'func.call' op 'g30' does not reference a valid function}}
  %0 = call @g30(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// The generic form of a call, before its callee, with a wrong result type.
func.func @caller(%a: tensor<4xf32>) -> tensor<?xf32> {
  // expected-error @+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note @+2 {{op result types: 'tensor<?xf32>'}}
  // expected-note @+1 {{function result types: 'tensor<4xf32>'}}
  %0 = "func.call"(%a) {callee = @g29} : (tensor<4xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func private @g0(tensor<4xf32>) -> tensor<4xf32>
func.func private @g1(tensor<4xf32>) -> tensor<4xf32>
func.func private @g2(tensor<4xf32>) -> tensor<4xf32>
func.func private @g3(tensor<4xf32>) -> tensor<4xf32>
func.func private @g4(tensor<4xf32>) -> tensor<4xf32>
func.func private @g5(tensor<4xf32>) -> tensor<4xf32>
func.func private @g6(tensor<4xf32>) -> tensor<4xf32>
func.func private @g7(tensor<4xf32>) -> tensor<4xf32>
func.func private @g8(tensor<4xf32>) -> tensor<4xf32>
func.func private @g9(tensor<4xf32>) -> tensor<4xf32>
func.func private @g10(tensor<4xf32>) -> tensor<4xf32>
func.func private @g11(tensor<4xf32>) -> tensor<4xf32>
func.func private @g12(tensor<4xf32>) -> tensor<4xf32>
func.func private @g13(tensor<4xf32>) -> tensor<4xf32>
func.func private @g14(tensor<4xf32>) -> tensor<4xf32>
func.func private @g15(tensor<4xf32>) -> tensor<4xf32>
func.func private @g16(tensor<4xf32>) -> tensor<4xf32>
func.func private @g17(tensor<4xf32>) -> tensor<4xf32>
func.func private @g18(tensor<4xf32>) -> tensor<4xf32>
func.func private @g19(tensor<4xf32>) -> tensor<4xf32>
func.func private @g20(tensor<4xf32>) -> tensor<4xf32>
func.func private @g21(tensor<4xf32>) -> tensor<4xf32>
func.func private @g22(tensor<4xf32>) -> tensor<4xf32>
func.func private @g23(tensor<4xf32>) -> tensor<4xf32>
func.func private @g24(tensor<4xf32>) -> tensor<4xf32>
func.func private @g25(tensor<4xf32>) -> tensor<4xf32>
func.func private @g26(tensor<4xf32>) -> tensor<4xf32>
func.func private @g27(tensor<4xf32>) -> tensor<4xf32>
func.func private @g28(tensor<4xf32>) -> tensor<4xf32>
func.func private @g29(tensor<4xf32>) -> tensor<4xf32>

// -----

// A call of a name defined twice is checked against the first definition:
// only the redefinition is an error.
func.func private @g0(tensor<4xf32>) -> tensor<4xf32>
func.func private @g1(tensor<4xf32>) -> tensor<4xf32>
func.func private @g2(tensor<4xf32>) -> tensor<4xf32>
func.func private @g3(tensor<4xf32>) -> tensor<4xf32>
func.func private @g4(tensor<4xf32>) -> tensor<4xf32>
func.func private @g5(tensor<4xf32>) -> tensor<4xf32>
func.func private @g6(tensor<4xf32>) -> tensor<4xf32>
func.func private @g7(tensor<4xf32>) -> tensor<4xf32>
func.func private @g8(tensor<4xf32>) -> tensor<4xf32>
func.func private @g9(tensor<4xf32>) -> tensor<4xf32>
func.func private @g10(tensor<4xf32>) -> tensor<4xf32>
// expected-note @+1 {{see existing symbol definition here}}
func.func private @g11(tensor<4xf32>) -> tensor<4xf32>
func.func private @g12(tensor<4xf32>) -> tensor<4xf32>
func.func private @g13(tensor<4xf32>) -> tensor<4xf32>
func.func private @g14(tensor<4xf32>) -> tensor<4xf32>
func.func private @g15(tensor<4xf32>) -> tensor<4xf32>
func.func private @g16(tensor<4xf32>) -> tensor<4xf32>
func.func private @g17(tensor<4xf32>) -> tensor<4xf32>
func.func private @g18(tensor<4xf32>) -> tensor<4xf32>
func.func private @g19(tensor<4xf32>) -> tensor<4xf32>
func.func private @g20(tensor<4xf32>) -> tensor<4xf32>
func.func private @g21(tensor<4xf32>) -> tensor<4xf32>
func.func private @g22(tensor<4xf32>) -> tensor<4xf32>
func.func private @g23(tensor<4xf32>) -> tensor<4xf32>
func.func private @g24(tensor<4xf32>) -> tensor<4xf32>
func.func private @g25(tensor<4xf32>) -> tensor<4xf32>
func.func private @g26(tensor<4xf32>) -> tensor<4xf32>
func.func private @g27(tensor<4xf32>) -> tensor<4xf32>
func.func private @g28(tensor<4xf32>) -> tensor<4xf32>
func.func private @g29(tensor<4xf32>) -> tensor<4xf32>
func.func @caller(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @g11(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// expected-error @+1 {{redefinition of symbol named 'g11'}}
func.func private @g11(tensor<2xi32>) -> tensor<2xi32>

// -----

// An operand that does not dominate the call is reported, not the wrong
// operand count: mlir-opt-19 checks dominance first (the callee only with
// the module's symbol table).
func.func private @g0(tensor<4xf32>) -> tensor<4xf32>
func.func private @g1(tensor<4xf32>) -> tensor<4xf32>
func.func private @g2(tensor<4xf32>) -> tensor<4xf32>
func.func private @g3(tensor<4xf32>) -> tensor<4xf32>
func.func private @g4(tensor<4xf32>) -> tensor<4xf32>
func.func private @g5(tensor<4xf32>) -> tensor<4xf32>
func.func private @g6(tensor<4xf32>) -> tensor<4xf32>
func.func private @g7(tensor<4xf32>) -> tensor<4xf32>
func.func private @g8(tensor<4xf32>) -> tensor<4xf32>
func.func private @g9(tensor<4xf32>) -> tensor<4xf32>
func.func private @g10(tensor<4xf32>) -> tensor<4xf32>
func.func private @g11(tensor<4xf32>) -> tensor<4xf32>
func.func private @g12(tensor<4xf32>) -> tensor<4xf32>
func.func private @g13(tensor<4xf32>) -> tensor<4xf32>
func.func private @g14(tensor<4xf32>) -> tensor<4xf32>
func.func private @g15(tensor<4xf32>) -> tensor<4xf32>
func.func private @g16(tensor<4xf32>) -> tensor<4xf32>
func.func private @g17(tensor<4xf32>) -> tensor<4xf32>
func.func private @g18(tensor<4xf32>) -> tensor<4xf32>
func.func private @g19(tensor<4xf32>) -> tensor<4xf32>
func.func private @g20(tensor<4xf32>) -> tensor<4xf32>
func.func private @g21(tensor<4xf32>) -> tensor<4xf32>
func.func private @g22(tensor<4xf32>) -> tensor<4xf32>
func.func private @g23(tensor<4xf32>) -> tensor<4xf32>
func.func private @g24(tensor<4xf32>) -> tensor<4xf32>
func.func private @g25(tensor<4xf32>) -> tensor<4xf32>
func.func private @g26(tensor<4xf32>) -> tensor<4xf32>
func.func private @g27(tensor<4xf32>) -> tensor<4xf32>
func.func private @g28(tensor<4xf32>) -> tensor<4xf32>
func.func private @g29(tensor<4xf32>) -> tensor<4xf32>
func.func @caller(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{operand #1 does not dominate this use}}
  %0 = call @g8(%a, %1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %1 = "tosa.abs"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
