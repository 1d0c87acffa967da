func.func @first(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}
// -----
func.func @first(%arg0: tensor<3xf32>) -> tensor<3xf32> {
  %0 = "tosa.exp"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
// -----
func.func @third() {
  return
}
