#a = 1 : i32
!t = tensor<2xf32>
func.func @f(%x: !t) -> !t {
  %0 = "tosa.identity"(%x) {v = #a} : (!t) -> !t
  return %0 : !t
}
// -----
#a = 2 : i32
!t = tensor<3xf32>
func.func @f(%x: !t) -> !t {
  %0 = "tosa.identity"(%x) {v = #a} : (!t) -> !t
  return %0 : !t
}
