// @add broadcasts dynamic dims; @main calls it with sizes given by SIZE_A/SIZE_B
// (replaced by the test): compatible (equal or 1) or not.
func.func @add(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = tosa.add %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
func.func @main() {
  %a = arith.constant dense<1.5> : tensor<SIZE_Axf32>
  %b = arith.constant dense<2.5> : tensor<SIZE_Bxf32>
  %ca = tensor.cast %a : tensor<SIZE_Axf32> to tensor<?xf32>
  %cb = tensor.cast %b : tensor<SIZE_Bxf32> to tensor<?xf32>
  %r = call @add(%ca, %cb) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %u = tensor.cast %r : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
