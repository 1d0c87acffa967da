// The same ops in TOSA 1.0 forms: shapes from tosa.const_shape, transpose perms as
// an attribute; executed against mlir-opt-22.
// EXEC: 2x3, 2x3, 4x3
// EXEC: 2x3, 1x3, 4x3
func.func @f(%a: tensor<2x3xf32>, %b: tensor<?x3xf32>, %c: tensor<4x3xf32>) -> (tensor<3x2xf32>, tensor<6xf32>, tensor<3x2xf32>, tensor<1x2xf32>, tensor<?x3xf32>, tensor<?x1xf32>, tensor<f32>) {
  %s0 = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %a, %s0 : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<3x2xf32>
  %s1 = tosa.const_shape {values = dense<-1> : tensor<1xindex>} : () -> !tosa.shape<1>
  %1 = tosa.reshape %a, %s1 : (tensor<2x3xf32>, !tosa.shape<1>) -> tensor<6xf32>
  %2 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %st = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %sz = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %3 = tosa.slice %a, %st, %sz : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x2xf32>
  %4 = tosa.concat %a, %b, %c {axis = 0 : i32} : (tensor<2x3xf32>, tensor<?x3xf32>, tensor<4x3xf32>) -> tensor<?x3xf32>
  %s5 = tosa.const_shape {values = dense<[-1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %5 = tosa.reshape %b, %s5 : (tensor<?x3xf32>, !tosa.shape<2>) -> tensor<?x1xf32>
  %st6 = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %sz6 = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %6 = tosa.slice %a, %st6, %sz6 : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x1xf32>
  %s7 = tosa.const_shape {values = dense<> : tensor<0xindex>} : () -> !tosa.shape<0>
  %7 = tosa.reshape %6, %s7 : (tensor<1x1xf32>, !tosa.shape<0>) -> tensor<f32>
  %8 = tosa.identity %7 : (tensor<f32>) -> tensor<f32>
  return %0, %1, %2, %3, %4, %5, %8 : tensor<3x2xf32>, tensor<6xf32>, tensor<3x2xf32>, tensor<1x2xf32>, tensor<?x3xf32>, tensor<?x1xf32>, tensor<f32>
}

// -----

// EXEC: 2x3
// EXEC: 1x3
func.func @pad(%a: tensor<?x3xi8>) -> tensor<?x5xi8> {
  %p = tosa.const_shape {values = dense<[1, 0, 0, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.pad %a, %p, %v : (tensor<?x3xi8>, !tosa.shape<4>, tensor<1xi8>) -> tensor<?x5xi8>
  return %0 : tensor<?x5xi8>
}

// -----

// A 0 in the new shape is inferred as a -1 is, as both mlir-opts lower it.
// EXEC: 3x2x1
// EXEC: 3x2x3
func.func @reshape_zero_inferred(%a: tensor<3x2x?xf32>) -> tensor<?x?x?xf32> {
  %s = tosa.const_shape {values = dense<[0, 3, 2]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %0 = tosa.reshape %a, %s : (tensor<3x2x?xf32>, !tosa.shape<3>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

// A -1 that is the whole result: the collapsed input itself.
// EXEC: 2x1
// EXEC: 2x3
func.func @reshape_flat_dynamic(%a: tensor<2x?xf32>) -> tensor<?xf32> {
  %s = tosa.const_shape {values = dense<-1> : tensor<1xindex>} : () -> !tosa.shape<1>
  %0 = tosa.reshape %a, %s : (tensor<2x?xf32>, !tosa.shape<1>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
