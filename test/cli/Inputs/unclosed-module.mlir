// A chunk whose module never ends (a syntax error, expected here), then a good one.
#m = affine_map<(d0) -> (d0)>
module {
  func.func @f() {
    "test.op"() {map = #m} : () -> ()
    return
  }
  // expected-error @+1 {{expected operation name in quotes}}
  %x =
}
// -----
func.func @g() {
  return
}
