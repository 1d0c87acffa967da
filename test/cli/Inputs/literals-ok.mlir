// Element types and bracketed literals mlir-opt-19 takes, carried through.
#loc0 = loc("a.py":1:2)
!t = tensor<2xf32>
func.func private @types(tensor<2xtf32>, tensor<2xf8E4M3FN>, tensor<2xf80>, tensor<2xcomplex<f32>>, tensor<2xvector<4xf32>>, tensor<2x!foo.bar>, tensor<2x!foo<"x">>)
func.func @f(%a: !t) -> !t {
  %0 = "tosa.identity"(%a) {d = #foo<1>, e = #foo.bar, f = dense<1.0> : tensor<2xf32>} : (!t) -> !t loc(#loc0)
  return %0 : !t
}
