"tosa.variable"() {name = "v", type = tensor<2xi32>, initial_value = dense<1> : tensor<2xi32>} : () -> ()

// -----

func.func @generic_read() -> tensor<2xi32> {
  %0 = "tosa.variable.read"() {name = "v"} : () -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
