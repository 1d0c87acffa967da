// The custom form's attribute dictionary (issue 18, case 1): mlir-opt splits it
// into properties (the op's inherent attributes) and discardable attributes, so
// an empty `{}` or a dialect-free `{foo = 1 : i32}` is accepted on every op; the
// generic form's `<{...}>` is converted as properties and `<{}>` on an op without
// properties stays an error (attrs-properties.mlir).
// RUN: %tosa2linalg --verify-only %s
// RUN: %mlir_opt_19 %s | FileCheck %s
// RUN: %mlir_opt_22 %s | FileCheck %s
// RUN: %tosa2linalg %s | %mlir_opt_19 | FileCheck --check-prefix=LOWER %s
// RUN: %tosa2linalg %s | %mlir_opt_22 | FileCheck --check-prefix=LOWER %s

// CHECK-LABEL: func.func @empty_dicts
// CHECK: tosa.add
// CHECK: tosa.maximum
// CHECK: tosa.abs
// CHECK: tosa.logical_not
// CHECK: tosa.select
// LOWER-LABEL: func.func @empty_dicts
// LOWER-NOT: tosa.
// LOWER: return
func.func @empty_dicts(%a: tensor<4xf32>, %b: tensor<4xf32>, %p: tensor<4xi1>) -> (tensor<4xf32>, tensor<4xi1>) {
  %0 = tosa.add %a, %b {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.maximum %0, %b {} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = tosa.abs %1 {} : (tensor<4xf32>) -> tensor<4xf32>
  %3 = tosa.logical_not %p {} : (tensor<4xi1>) -> tensor<4xi1>
  %4 = tosa.select %3, %2, %a {} : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %4, %3 : tensor<4xf32>, tensor<4xi1>
}

// CHECK-LABEL: func.func @discardable_attrs
// CHECK: tosa.sub {{.*}} {foo = 1 : i32}
// CHECK: tosa.minimum {{.*}} {bar = 2 : i8
// LOWER-LABEL: func.func @discardable_attrs
// LOWER-NOT: tosa.
// LOWER: return
func.func @discardable_attrs(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = tosa.sub %a, %b {foo = 1 : i32} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %1 = tosa.minimum %0, %b {bar = 2 : i8} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %1 : tensor<4xi32>
}
