// tosa.scatter (the same in both generations): two scf.for loops over N and W
// (in generic form, both mlir-opt versions read it) carrying the values as
// iter_args, each writing row (n, w) of the input at row (n, indices[n, w]) with
// tensor.extract_slice / tensor.insert_slice, as mlir-opt's tosa-to-scf does.
// The spec leaves an index out of [0, K) or met twice in a batch unpredictable;
// in this order the last row written stays.
// RUN: %tosa2linalg --split-input-file %s | FileCheck %s --implicit-check-not=tosa.
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_19 --split-input-file -o /dev/null
// RUN: %tosa2linalg --split-input-file %s | %mlir_opt_22 --split-input-file -o /dev/null

// CHECK-LABEL: func.func @scatter_i32(
// CHECK-SAME: %[[V:.*]]: tensor<3x7x5xi32>, %[[I:.*]]: tensor<3x6xi32>, %[[X:.*]]: tensor<3x6x5xi32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[C6:.*]] = arith.constant 6 : index
// CHECK: %[[R:.*]] = "scf.for"(%[[C0]], %[[C3]], %[[C1]], %[[V]]) ({
// CHECK-NEXT: ^bb0(%[[N:.*]]: index, %[[ACC:.*]]: tensor<3x7x5xi32>):
// CHECK-NEXT: %[[R2:.*]] = "scf.for"(%[[C0]], %[[C6]], %[[C1]], %[[ACC]]) ({
// CHECK-NEXT: ^bb0(%[[W:.*]]: index, %[[ACC2:.*]]: tensor<3x7x5xi32>):
// CHECK-NEXT: %[[ROW:.*]] = tensor.extract_slice %[[X]][%[[N]], %[[W]], 0] [1, 1, 5] [1, 1, 1] : tensor<3x6x5xi32> to tensor<1x1x5xi32>
// CHECK-NEXT: %[[K32:.*]] = tensor.extract %[[I]][%[[N]], %[[W]]] : tensor<3x6xi32>
// CHECK-NEXT: %[[K:.*]] = arith.index_cast %[[K32]] : i32 to index
// CHECK-NEXT: %[[INS:.*]] = tensor.insert_slice %[[ROW]] into %[[ACC2]][%[[N]], %[[K]], 0] [1, 1, 5] [1, 1, 1] : tensor<1x1x5xi32> into tensor<3x7x5xi32>
// CHECK-NEXT: scf.yield %[[INS]] : tensor<3x7x5xi32>
// CHECK-NEXT: }) : (index, index, index, tensor<3x7x5xi32>) -> tensor<3x7x5xi32>
// CHECK-NEXT: scf.yield %[[R2]] : tensor<3x7x5xi32>
// CHECK-NEXT: }) : (index, index, index, tensor<3x7x5xi32>) -> tensor<3x7x5xi32>
// CHECK-NEXT: return %[[R]] : tensor<3x7x5xi32>
func.func @scatter_i32(%arg0: tensor<3x7x5xi32>, %arg1: tensor<3x6xi32>, %arg2: tensor<3x6x5xi32>) -> tensor<3x7x5xi32> {
  %0 = tosa.scatter %arg0, %arg1, %arg2 : (tensor<3x7x5xi32>, tensor<3x6xi32>, tensor<3x6x5xi32>) -> tensor<3x7x5xi32>
  return %0 : tensor<3x7x5xi32>
}

// -----

// Every dim dynamic: the loops run to the input's tensor.dim, the rows are C wide.
// CHECK-LABEL: func.func @scatter_f32_dynamic(
// CHECK-SAME: %[[V:.*]]: tensor<?x?x?xf32>, %[[I:.*]]: tensor<?x?xi32>, %[[X:.*]]: tensor<?x?x?xf32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[N:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?x?x?xf32>
// CHECK-DAG: %[[W:.*]] = tensor.dim %[[X]], %[[C1]] : tensor<?x?x?xf32>
// CHECK-DAG: %[[C:.*]] = tensor.dim %[[X]], %[[C2]] : tensor<?x?x?xf32>
// CHECK: "scf.for"(%[[C0]], %[[N]], %[[C1]], %[[V]]) ({
// CHECK: "scf.for"(%[[C0]], %[[W]], %[[C1]], %{{.*}}) ({
// CHECK: tensor.extract_slice %[[X]][%{{.*}}, %{{.*}}, 0] [1, 1, %[[C]]] [1, 1, 1] : tensor<?x?x?xf32> to tensor<1x1x?xf32>
// CHECK: tensor.insert_slice %{{.*}} into %{{.*}}[%{{.*}}, %{{.*}}, 0] [1, 1, %[[C]]] [1, 1, 1] : tensor<1x1x?xf32> into tensor<?x?x?xf32>
func.func @scatter_f32_dynamic(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?xi32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = tosa.scatter %arg0, %arg1, %arg2 : (tensor<?x?x?xf32>, tensor<?x?xi32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

// Sizes static in some operand are constants; the result, more static than the
// values, is a cast of the loop's.
// CHECK-LABEL: func.func @scatter_f16_mixed(
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK: %[[R:.*]] = "scf.for"(%{{.*}}, %[[C2]], %{{.*}}, %{{.*}}) ({
// CHECK: "scf.for"(%{{.*}}, %[[C4]], %{{.*}}, %{{.*}}) ({
// CHECK: tensor.extract_slice %{{.*}} [1, 1, 3] [1, 1, 1] : tensor<?x4x?xf16> to tensor<1x1x3xf16>
// CHECK: %[[CAST:.*]] = tensor.cast %[[R]] : tensor<2x?x3xf16> to tensor<2x5x3xf16>
// CHECK-NEXT: return %[[CAST]] : tensor<2x5x3xf16>
func.func @scatter_f16_mixed(%arg0: tensor<2x?x3xf16>, %arg1: tensor<?x?xi32>, %arg2: tensor<?x4x?xf16>) -> tensor<2x5x3xf16> {
  %0 = tosa.scatter %arg0, %arg1, %arg2 : (tensor<2x?x3xf16>, tensor<?x?xi32>, tensor<?x4x?xf16>) -> tensor<2x5x3xf16>
  return %0 : tensor<2x5x3xf16>
}

// -----

// Size-1 dims: a loop of one turn is its body; an input of one row is the row;
// with N = K = 1 (the index can only be 0) the row is the result.
// CHECK-LABEL: func.func @scatter_i8_i1_unit(
// CHECK-SAME: %[[V8:[^:]*]]: tensor<1x1x1xi8>, %[[I:[^:]*]]: tensor<1x1xi32>, %[[X8:[^:]*]]: tensor<1x1x1xi8>, %[[V1:[^:]*]]: tensor<1x3x2xi1>, %[[X1:[^:]*]]: tensor<1x1x2xi1>)
// CHECK-NOT: scf.for
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[R8:.*]] = tensor.cast %[[X8]] : tensor<1x1x1xi8> to tensor<1x1x1xi8>
// CHECK: %[[K32:.*]] = tensor.extract %[[I]][%[[C0]], %[[C0]]] : tensor<1x1xi32>
// CHECK-NEXT: %[[K:.*]] = arith.index_cast %[[K32]] : i32 to index
// CHECK-NEXT: %[[R1:.*]] = tensor.insert_slice %[[X1]] into %[[V1]][%[[C0]], %[[K]], 0] [1, 1, 2] [1, 1, 1] : tensor<1x1x2xi1> into tensor<1x3x2xi1>
// CHECK-NEXT: return %[[R8]], %[[R1]] : tensor<1x1x1xi8>, tensor<1x3x2xi1>
func.func @scatter_i8_i1_unit(%arg0: tensor<1x1x1xi8>, %arg1: tensor<1x1xi32>, %arg2: tensor<1x1x1xi8>,
                              %arg3: tensor<1x3x2xi1>, %arg4: tensor<1x1x2xi1>) -> (tensor<1x1x1xi8>, tensor<1x3x2xi1>) {
  %0 = tosa.scatter %arg0, %arg1, %arg2 : (tensor<1x1x1xi8>, tensor<1x1xi32>, tensor<1x1x1xi8>) -> tensor<1x1x1xi8>
  %1 = tosa.scatter %arg3, %arg1, %arg4 : (tensor<1x3x2xi1>, tensor<1x1xi32>, tensor<1x1x2xi1>) -> tensor<1x3x2xi1>
  return %0, %1 : tensor<1x1x1xi8>, tensor<1x3x2xi1>
}
