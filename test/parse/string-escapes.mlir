// A string's escapes are those MLIR has (\" \\ \n \t and two hex digits); any
// other is an error at its backslash, as mlir-opt reports it, wherever the string
// stands: an attribute dictionary, inside a dialect attribute's <...>, a foreign
// op in generic and custom form. Without the check the string was copied into
// output no mlir-opt reads. The third and fourth RUNs hold mlir-opt to the same;
// string-escapes-valid.mlir has every escape MLIR has.
// RUN: %tosa2linalg --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: not %tosa2linalg --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s
// RUN: %mlir_opt_19 --allow-unregistered-dialect --split-input-file --verify-diagnostics %s -o /dev/null
// RUN: %mlir_opt_22 --allow-unregistered-dialect --split-input-file --verify-diagnostics %s -o /dev/null

// CHECK: string-escapes.mlir:[[@LINE+2]]:67: error: unknown escape in string literal
// expected-error @+1 {{unknown escape in string literal}}
func.func @in_dictionary(%a: tensor<4xf32>) attributes {note = "ab\qc"} {
  return
}

// -----

// CHECK: string-escapes.mlir:[[@LINE+2]]:65: error: unknown escape in string literal
// expected-error @+1 {{unknown escape in string literal}}
func.func @one_hex_digit() attributes {ok = "\t\n\"\\\7f", n = "\0g"} {
  return
}

// -----

func.func @in_angles() {
  // CHECK: string-escapes.mlir:[[@LINE+2]]:31: error: unknown escape in string literal
  // expected-error @+1 {{unknown escape in string literal}}
  "foo.op"() {s = #foo.attr<"a\zb">} : () -> ()
  return
}

// -----

func.func @generic_foreign() {
  // CHECK: string-escapes.mlir:[[@LINE+2]]:26: error: unknown escape in string literal
  // expected-error @+1 {{unknown escape in string literal}}
  %0 = "foo.op"() {s = "x\y"} : () -> i32
  return
}

// -----

func.func @custom_foreign() {
  // CHECK: string-escapes.mlir:[[@LINE+2]]:17: error: unknown escape in string literal
  // expected-error @+1 {{unknown escape in string literal}}
  foo.custom "ab\ cd"
  return
}
