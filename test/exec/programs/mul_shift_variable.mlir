// tosa.mul (TOSA 1.0 form) whose shift is an argument, known only at run time:
// executed like mlir-opt-22's own lowering (tosa-to-linalg, then tosa.apply_scale
// expanded), shifts 0 to 63 (the largest the i64 expansion takes), large and
// negative operands, i8/i16/i32 operands, dynamic dims with runtime sizes of 1,
// broadcasting, a shift computed by another op (issue 17, item 5). Rank 0 is in
// test/lower/mul-variable-shift.mlir only: mlir-opt-22's tosa-to-linalg crashes.
// EXEC-REF: apply-rescale

// EXEC: 2x3, 1x3, 1
// EXEC: 1x3, 2x3, 1
// EXEC: 1x3, 1x1, 1
// EXEC-RANGE: 0 min max
// EXEC-RANGE: 1 -70000 70000
// EXEC-VALUES: 2 0 1 5 17 31
func.func @mul_var_shift_i32(%a: tensor<?x3xi32>, %b: tensor<?x?xi32>, %s: tensor<1xi8>) -> tensor<?x3xi32> {
  %0 = tosa.mul %a, %b, %s : (tensor<?x3xi32>, tensor<?x?xi32>, tensor<1xi8>) -> tensor<?x3xi32>
  return %0 : tensor<?x3xi32>
}

// EXEC: 5, 5, 1
// EXEC-VALUES: 0 0 7 -7 100 -100
// EXEC-VALUES: 1 1 3 -3 2
// EXEC-VALUES: 2 0
func.func @mul_var_shift_zero(%a: tensor<?xi32>, %b: tensor<?xi32>, %s: tensor<1xi8>) -> tensor<?xi32> {
  %0 = "tosa.mul"(%a, %b, %s) : (tensor<?xi32>, tensor<?xi32>, tensor<1xi8>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// EXEC: 2x4, 2x4, 1
// EXEC-RANGE: 0 min max
// EXEC-RANGE: 1 min max
// EXEC-VALUES: 2 0 3 8 15
func.func @mul_var_shift_i8(%a: tensor<2x4xi8>, %b: tensor<2x4xi8>, %s: tensor<1xi8>) -> tensor<2x4xi32> {
  %0 = tosa.mul %a, %b, %s : (tensor<2x4xi8>, tensor<2x4xi8>, tensor<1xi8>) -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}

// EXEC: 3, 1, 1
// EXEC-RANGE: 0 min max
// EXEC-RANGE: 1 min max
// EXEC-VALUES: 2 1 9 30
func.func @mul_var_shift_i16(%a: tensor<3xi16>, %b: tensor<?xi16>, %s: tensor<1xi8>) -> tensor<3xi32> {
  %0 = tosa.mul %a, %b, %s : (tensor<3xi16>, tensor<?xi16>, tensor<1xi8>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// A float mul ignores its shift, as mlir-opt-22's lowering does.
// EXEC: 4, 4, 1
// EXEC-VALUES: 2 0
func.func @mul_var_shift_f32(%a: tensor<4xf32>, %b: tensor<4xf32>, %s: tensor<1xi8>) -> tensor<4xf32> {
  %0 = tosa.mul %a, %b, %s : (tensor<4xf32>, tensor<4xf32>, tensor<1xi8>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// The extremes: shifts 0, 31 and 63 on operands up to the i32 limits.
// EXEC: 2x3, 1x3, 1
// EXEC: 1x3, 2x1, 1
// EXEC-VALUES: 0 min max -1 0 1 3 -3 46341 -46341 123456789 -987654321
// EXEC-VALUES: 1 min max -1 0 1 5 -5 65536 -65536 7777777 -2000000001
// EXEC-VALUES: 2 0
func.func @mul_var_shift_0_extremes(%a: tensor<?x3xi32>, %b: tensor<?x?xi32>, %s: tensor<1xi8>) -> tensor<?x3xi32> {
  %0 = tosa.mul %a, %b, %s : (tensor<?x3xi32>, tensor<?x?xi32>, tensor<1xi8>) -> tensor<?x3xi32>
  return %0 : tensor<?x3xi32>
}

// EXEC: 2x3, 1x3, 1
// EXEC: 1x3, 2x1, 1
// EXEC-VALUES: 0 min max -1 0 1 3 -3 46341 -46341 123456789 -987654321
// EXEC-VALUES: 1 min max -1 0 1 5 -5 65536 -65536 7777777 -2000000001
// EXEC-VALUES: 2 31
func.func @mul_var_shift_31(%a: tensor<?x3xi32>, %b: tensor<?x?xi32>, %s: tensor<1xi8>) -> tensor<?x3xi32> {
  %0 = tosa.mul %a, %b, %s : (tensor<?x3xi32>, tensor<?x?xi32>, tensor<1xi8>) -> tensor<?x3xi32>
  return %0 : tensor<?x3xi32>
}

// EXEC: 2x3, 1x3, 1
// EXEC: 1x3, 2x1, 1
// EXEC-VALUES: 0 min max -1 0 1 3 -3 46341 -46341 123456789 -987654321
// EXEC-VALUES: 1 min max -1 0 1 5 -5 65536 -65536 7777777 -2000000001
// EXEC-VALUES: 2 63
func.func @mul_var_shift_63(%a: tensor<?x3xi32>, %b: tensor<?x?xi32>, %s: tensor<1xi8>) -> tensor<?x3xi32> {
  %0 = tosa.mul %a, %b, %s : (tensor<?x3xi32>, tensor<?x?xi32>, tensor<1xi8>) -> tensor<?x3xi32>
  return %0 : tensor<?x3xi32>
}

// Rank 3, dynamic dims of run-time size 1 on either side, broadcast to the
// other's; the shift drawn from several values per case.
// EXEC: 2x4x3, 1x1x3, 1
// EXEC: 1x4x3, 2x1x3, 1
// EXEC: 1x4x3, 1x1x3, 1
// EXEC-RANGE: * -100000 100000
// EXEC-VALUES: 2 0 2 5 16 40
func.func @mul_var_shift_dynamic(%a: tensor<?x4x3xi32>, %b: tensor<?x1x3xi32>, %s: tensor<1xi8>) -> tensor<?x4x3xi32> {
  %0 = tosa.mul %a, %b, %s : (tensor<?x4x3xi32>, tensor<?x1x3xi32>, tensor<1xi8>) -> tensor<?x4x3xi32>
  return %0 : tensor<?x4x3xi32>
}

// Dynamic dims after the first: mlir-opt-22 builds tensors of garbage static
// sizes there (it reads them past the shift's rank-1 shape), so each case is
// compared with mlir-opt-22 lowering a static twin of the same shapes.
// EXEC: 2x1x3, 1x4x1, 1
// EXEC-RANGE: * -100000 100000
// EXEC-VALUES: 2 0 3 17
// EXEC-EXPECT-FROM: @mul_var_shift_static_a
func.func @mul_var_shift_dynamic_a(%a: tensor<2x?x3xi32>, %b: tensor<?x?x1xi32>, %s: tensor<1xi8>) -> tensor<2x?x3xi32> {
  %0 = tosa.mul %a, %b, %s : (tensor<2x?x3xi32>, tensor<?x?x1xi32>, tensor<1xi8>) -> tensor<2x?x3xi32>
  return %0 : tensor<2x?x3xi32>
}

func.func @mul_var_shift_static_a(%a: tensor<2x1x3xi32>, %b: tensor<1x4x1xi32>, %s: tensor<1xi8>) -> tensor<2x4x3xi32> {
  %0 = tosa.mul %a, %b, %s : (tensor<2x1x3xi32>, tensor<1x4x1xi32>, tensor<1xi8>) -> tensor<2x4x3xi32>
  return %0 : tensor<2x4x3xi32>
}

// EXEC: 2x4x3, 2x1x1, 1
// EXEC-RANGE: * min max
// EXEC-VALUES: 2 0 3 63
// EXEC-EXPECT-FROM: @mul_var_shift_static_b
func.func @mul_var_shift_dynamic_b(%a: tensor<2x?x3xi32>, %b: tensor<?x?x1xi32>, %s: tensor<1xi8>) -> tensor<2x?x3xi32> {
  %0 = tosa.mul %a, %b, %s : (tensor<2x?x3xi32>, tensor<?x?x1xi32>, tensor<1xi8>) -> tensor<2x?x3xi32>
  return %0 : tensor<2x?x3xi32>
}

func.func @mul_var_shift_static_b(%a: tensor<2x4x3xi32>, %b: tensor<2x1x1xi32>, %s: tensor<1xi8>) -> tensor<2x4x3xi32> {
  %0 = tosa.mul %a, %b, %s : (tensor<2x4x3xi32>, tensor<2x1x1xi32>, tensor<1xi8>) -> tensor<2x4x3xi32>
  return %0 : tensor<2x4x3xi32>
}

// The shift computed by another TOSA op.
// EXEC: 4, 4, 1, 1
// EXEC: 1, 4, 1, 1
// EXEC-RANGE: 0 min max
// EXEC-RANGE: 1 -70000 70000
// EXEC-VALUES: 2 0 1 3
// EXEC-VALUES: 3 0 2 20
func.func @mul_var_shift_computed(%a: tensor<?xi32>, %b: tensor<4xi32>, %s1: tensor<1xi8>, %s2: tensor<1xi8>) -> tensor<4xi32> {
  %s = tosa.add %s1, %s2 : (tensor<1xi8>, tensor<1xi8>) -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %s : (tensor<?xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
