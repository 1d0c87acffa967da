// Model-shaped functions as real exporters write them (TOSA 1.0 form, as
// mlir-opt-22 reads them): torch-mlir's dense_resource weights around named ops,
// and a TFLite converter's quantized rescale. tosa2linalg then mlir-opt-22's own
// passes compute what mlir-opt-22's passes alone compute (docs/exporters.md).

// EXEC: 1x1x4
func.func @dense_resource_fc(%arg0: tensor<1x1x4xf32>) -> tensor<1x3xf32> {
  %0 = "tosa.const"() <{values = dense_resource<weights_bias> : tensor<3xf32>}> : () -> tensor<3xf32>
  %1 = "tosa.const"() <{values = dense_resource<weights_fc> : tensor<1x4x3xf32>}> : () -> tensor<1x4x3xf32>
  %z = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %shape = tosa.const_shape  {values = dense<[1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %2 = tosa.matmul %arg0, %1, %z, %z : (tensor<1x1x4xf32>, tensor<1x4x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x3xf32>
  %3 = tosa.reshape %2, %shape : (tensor<1x1x3xf32>, !tosa.shape<2>) -> tensor<1x3xf32>
  %4 = tosa.reshape %0, %shape : (tensor<3xf32>, !tosa.shape<2>) -> tensor<1x3xf32>
  %5 = tosa.add %3, %4 : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
  %6 = tosa.clamp %5 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %7 = tosa.sigmoid %6 : (tensor<1x3xf32>) -> tensor<1x3xf32>
  return %7 : tensor<1x3xf32>
}

// EXEC: 1x4
// EXEC-RANGE: 0 min max
func.func @quantized_rescale_add(%arg0: tensor<1x4xi8>) -> tensor<1x4xi32> {
  %m = "tosa.const"() {values = dense<[1073741824]> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tosa.const"() {values = dense<[30]> : tensor<1xi8>} : () -> tensor<1xi8>
  %izp = "tosa.const"() {values = dense<-3> : tensor<1xi8>} : () -> tensor<1xi8>
  %ozp = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %0 = tosa.rescale %arg0, %m, %s, %izp, %ozp {rounding_mode = DOUBLE_ROUND, per_channel = false, scale32 = true, input_unsigned = false, output_unsigned = false} : (tensor<1x4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x4xi32>
  %1 = tosa.mul %0, %0, %s : (tensor<1x4xi32>, tensor<1x4xi32>, tensor<1xi8>) -> tensor<1x4xi32>
  %2 = tosa.add %0, %1 : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi32>
  return %2 : tensor<1x4xi32>
}

{-#
  dialect_resources: {
    builtin: {
      weights_bias: "0x040000000000803F0000003F000080BE",
      weights_fc: "0x040000000000803F000000400000404000008040000080BF000000C0000040C0000080C00000003F0000803E0000003E0000803D"
    }
  }
#-}
