// Every escape MLIR has (\" \\ \n \t, two hex digits), at each place a string
// stands: read and written as they are, and both mlir-opts read the output
// (string-escapes.mlir has the ones MLIR does not have).
// RUN: %tosa2linalg --allow-unregistered-dialect %s | FileCheck %s
// RUN: %tosa2linalg --allow-unregistered-dialect %s | %mlir_opt_19 --allow-unregistered-dialect -o /dev/null
// RUN: %tosa2linalg --allow-unregistered-dialect %s | %mlir_opt_22 --allow-unregistered-dialect -o /dev/null

func.func @valid() attributes {a = "\"\\\n\t\00\7F\aB\fe", b = ["\22", "x\\"]} {
  "foo.op"() {s = #foo.attr<"\"\\\n\t\00\7F">, t = "\aB\\"} : () -> ()
  return
}
llvm.mlir.global internal constant @chars("\"\\\n\t\00\7F") : !llvm.array<6 x i8>

// CHECK-LABEL: func.func @valid() attributes {a = "\"\\\n\t\00\7F\aB\fe", b = ["\22", "x\\"]} {
// CHECK-NEXT: "foo.op"() {s = #foo.attr<"\"\\\n\t\00\7F">, t = "\aB\\"} : () -> ()
// CHECK: llvm.mlir.global internal constant @chars("\"\\\n\t\00\7F") : !llvm.array<6 x i8>
