// A module in generic form is streamed like `module { ... }`: its first and last
// lines are kept as read (attributes after the region too), the functions in it
// are items of their own, lowered one at a time; the aliases they need go before it.
// RUN: %tosa2linalg %s | FileCheck %s
// RUN: %tosa2linalg %s | %mlir_opt_19 -o /dev/null
// RUN: %tosa2linalg %s | %mlir_opt_22 -o /dev/null

// CHECK: #[[MAP:.*]] = affine_map<(d0) -> (d0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "f"}> ({
// CHECK-NEXT:   ^bb0(%[[A:.*]]: tensor<4xf32>):
// CHECK:          %[[R:.*]] = linalg.generic {indexing_maps = [#[[MAP]], #[[MAP]], #[[MAP]]]{{.*}} ins(%[[A]], %[[A]] :
// CHECK:          "func.return"(%[[R]]) : (tensor<4xf32>) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "builtin.module"() <{sym_name = "inner"}> ({
// CHECK-NEXT:     "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "g"}> ({
// CHECK:            math.absf
// CHECK:          }) : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) {test.k = 1 : i64} : () -> ()
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "tosa.add"(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "g"}> ({
    ^bb0(%arg0: tensor<4xf32>):
      %0 = "tosa.abs"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
      "func.return"(%0) : (tensor<4xf32>) -> ()
    }) : () -> ()
  }) : () -> ()
}) {test.k = 1 : i64} : () -> ()
