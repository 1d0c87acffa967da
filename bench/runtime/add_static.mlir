// The same add as add_bcast_dyn.mlir with static shapes: the broadcast is
// known when lowering.
// BENCH-SHAPES: 8192x4096, 1x4096
func.func @kernel(%a: tensor<8192x4096xf32>, %b: tensor<1x4096xf32>) -> tensor<8192x4096xf32> {
  %0 = tosa.add %a, %b : (tensor<8192x4096xf32>, tensor<1x4096xf32>) -> tensor<8192x4096xf32>
  return %0 : tensor<8192x4096xf32>
}
