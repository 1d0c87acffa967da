// Every type and attribute form the parser reads, printed back unchanged: stock
// mlir-opt reads our output, and printing it again gives the same bytes.
// RUN: %tosa2linalg --passes=none %s -o %t.1
// RUN: %tosa2linalg --passes=none %t.1 -o %t.2
// RUN: diff %t.1 %t.2
// RUN: %mlir_opt_19 --allow-unregistered-dialect %t.1 -o /dev/null
// RUN: %mlir_opt_22 --allow-unregistered-dialect %t.1 -o /dev/null
// RUN: FileCheck %s --input-file %t.1

#alias = affine_map<(d0, d1) -> (d1, 0)>
#loc0 = loc("somewhere.py":3:4)
!quant = tensor<4xi8>

// CHECK: #map = affine_map<(d0, d1) -> (d1, 0)>
// CHECK-LABEL: module attributes {test.flag, test.name = "m"} {
module attributes {test.flag, test.name = "m"} {
  // CHECK: func.func @types(%arg0: tensor<2x?x3xf32>, %arg1: tensor<f16>, %arg2: tensor<*xbf16>, %arg3: tensor<4xi8>, %arg4: tensor<1xi1>, %arg5: tensor<?xsi32>, %arg6: tensor<?xui64>, %arg7: tensor<2xf64>, %arg8: index, %arg9: i64, %arg10: memref<4xf32>, %arg11: vector<4xf32>, %arg12: complex<f32>) -> (tensor<2x?x3xf32>, i64)
  func.func @types(%a: tensor<2x?x3xf32>, %b: tensor<f16>, %c: tensor<*xbf16>, %d: !quant,
                   %e: tensor<1xi1>, %f: tensor<?xsi32>, %g: tensor<?xui64>, %h: tensor<2xf64>,
                   %i: index, %j: i64, %k: memref<4xf32>, %l: vector<4xf32>, %m: complex<f32>)
                   -> (tensor<2x?x3xf32>, i64) {
    // CHECK: "test.attrs"() <{i = 3 : i8, n = -7 : i64, u = 5, f = 1.5 : f32, e = 2.5e-3 : f64, h = 0x7FC00000 : f32, t = true, z = false, s = "quote \" and \\ and \n", unit}> : () -> ()
    "test.attrs"() <{i = 3 : i8, n = -7 : i64, u = 5, f = 1.5 : f32, e = 2.5e-3 : f64, h = 0x7FC00000 : f32, t = true, z = false, s = "quote \" and \\ and \n", unit}> : () -> ()
    // CHECK: "test.more"() {arr = [1, [2, 3], []], d = {x = 1 : i32, y}, dense = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>, splat = dense<1.000000e+00> : tensor<4xf32>, da = array<i64: 1, 2, 3>, ty = tensor<?xf32>, fnty = (i32) -> i64, map = #map, sym = @types, dialect = #foo.thing<a = 1>} : () -> ()
    "test.more"() {arr = [1, [2, 3], []], d = {x = 1 : i32, y}, dense = dense<[[1, 2],
                    [3, 4]]> : tensor<2x2xi32>, splat = dense<1.000000e+00> : tensor<4xf32>,
                    da = array<i64: 1, 2, 3>, ty = tensor<?xf32>, fnty = (i32) -> i64, map = #alias,
                    sym = @types, dialect = #foo.thing<a = 1>} : () -> () loc(#loc0)
    // CHECK: %[[R:.*]]:2 = "test.two"(%arg0) : (tensor<2x?x3xf32>) -> (tensor<2x?x3xf32>, i64)
    %r:2 = "test.two"(%a) : (tensor<2x?x3xf32>) -> (tensor<2x?x3xf32>, i64)
    // CHECK: "test.use"(%[[R]]#1, %[[R]]#0) : (i64, tensor<2x?x3xf32>) -> ()
    "test.use"(%r#1, %r#0) : (i64, tensor<2x?x3xf32>) -> () loc("here":1:1)
    // CHECK: return %[[R]]#0, %[[R]]#1 : tensor<2x?x3xf32>, i64
    func.return %r#0, %r#1 : tensor<2x?x3xf32>, i64
  }
  // CHECK: func.func private @decl(tensor<f32> {test.arg}, i32) -> (tensor<f32> {test.res = 1 : i32})
  func.func private @decl(tensor<f32> {test.arg}, i32) -> (tensor<f32> {test.res = 1 : i32})
  // CHECK: func.func @caller(%arg0: tensor<f32>, %arg1: i32) -> tensor<f32> attributes {test.fn} {
  // CHECK:   %[[C:.*]] = call @decl(%arg0, %arg1) : (tensor<f32>, i32) -> tensor<f32>
  func.func @caller(%x: tensor<f32>, %y: i32) -> tensor<f32> attributes {test.fn} {
    %0 = func.call @decl(%x, %y) : (tensor<f32>, i32) -> tensor<f32>
    return %0 : tensor<f32>
  }
  // CHECK: func.func @no_results() {
  // CHECK-NEXT: return
  func.func @no_results() {
    return
  }
}
