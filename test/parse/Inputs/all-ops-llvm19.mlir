// Every element-wise op in LLVM 19 generic form (input of pretty-forms tests).
module {
  func.func @abs(%a: tensor<?x3xf32>) -> tensor<?x3xf32> {
    %r = "tosa.abs"(%a) : (tensor<?x3xf32>) -> tensor<?x3xf32>
    return %r : tensor<?x3xf32>
  }
  func.func @ceil(%a: tensor<?x3xf32>) -> tensor<?x3xf32> {
    %r = "tosa.ceil"(%a) : (tensor<?x3xf32>) -> tensor<?x3xf32>
    return %r : tensor<?x3xf32>
  }
  func.func @erf(%a: tensor<?x3xf32>) -> tensor<?x3xf32> {
    %r = "tosa.erf"(%a) : (tensor<?x3xf32>) -> tensor<?x3xf32>
    return %r : tensor<?x3xf32>
  }
  func.func @exp(%a: tensor<?x3xf32>) -> tensor<?x3xf32> {
    %r = "tosa.exp"(%a) : (tensor<?x3xf32>) -> tensor<?x3xf32>
    return %r : tensor<?x3xf32>
  }
  func.func @floor(%a: tensor<?x3xf32>) -> tensor<?x3xf32> {
    %r = "tosa.floor"(%a) : (tensor<?x3xf32>) -> tensor<?x3xf32>
    return %r : tensor<?x3xf32>
  }
  func.func @log(%a: tensor<?x3xf32>) -> tensor<?x3xf32> {
    %r = "tosa.log"(%a) : (tensor<?x3xf32>) -> tensor<?x3xf32>
    return %r : tensor<?x3xf32>
  }
  func.func @negate(%a: tensor<?x3xf32>) -> tensor<?x3xf32> {
    %r = "tosa.negate"(%a) : (tensor<?x3xf32>) -> tensor<?x3xf32>
    return %r : tensor<?x3xf32>
  }
  func.func @reciprocal(%a: tensor<?x3xf32>) -> tensor<?x3xf32> {
    %r = "tosa.reciprocal"(%a) : (tensor<?x3xf32>) -> tensor<?x3xf32>
    return %r : tensor<?x3xf32>
  }
  func.func @rsqrt(%a: tensor<?x3xf32>) -> tensor<?x3xf32> {
    %r = "tosa.rsqrt"(%a) : (tensor<?x3xf32>) -> tensor<?x3xf32>
    return %r : tensor<?x3xf32>
  }
  func.func @sigmoid(%a: tensor<?x3xf32>) -> tensor<?x3xf32> {
    %r = "tosa.sigmoid"(%a) : (tensor<?x3xf32>) -> tensor<?x3xf32>
    return %r : tensor<?x3xf32>
  }
  func.func @tanh(%a: tensor<?x3xf32>) -> tensor<?x3xf32> {
    %r = "tosa.tanh"(%a) : (tensor<?x3xf32>) -> tensor<?x3xf32>
    return %r : tensor<?x3xf32>
  }
  func.func @sin(%a: tensor<?x3xf32>) -> tensor<?x3xf32> {
    %r = "tosa.sin"(%a) : (tensor<?x3xf32>) -> tensor<?x3xf32>
    return %r : tensor<?x3xf32>
  }
  func.func @cos(%a: tensor<?x3xf32>) -> tensor<?x3xf32> {
    %r = "tosa.cos"(%a) : (tensor<?x3xf32>) -> tensor<?x3xf32>
    return %r : tensor<?x3xf32>
  }
  func.func @bitwise_not(%a: tensor<2x?xi32>) -> tensor<2x?xi32> {
    %r = "tosa.bitwise_not"(%a) : (tensor<2x?xi32>) -> tensor<2x?xi32>
    return %r : tensor<2x?xi32>
  }
  func.func @clz(%a: tensor<2x?xi32>) -> tensor<2x?xi32> {
    %r = "tosa.clz"(%a) : (tensor<2x?xi32>) -> tensor<2x?xi32>
    return %r : tensor<2x?xi32>
  }
  func.func @add(%a: tensor<?x3xf32>, %b: tensor<1x3xf32>) -> tensor<?x3xf32> {
    %r = "tosa.add"(%a, %b) : (tensor<?x3xf32>, tensor<1x3xf32>) -> tensor<?x3xf32>
    return %r : tensor<?x3xf32>
  }
  func.func @sub(%a: tensor<?x3xf32>, %b: tensor<1x3xf32>) -> tensor<?x3xf32> {
    %r = "tosa.sub"(%a, %b) : (tensor<?x3xf32>, tensor<1x3xf32>) -> tensor<?x3xf32>
    return %r : tensor<?x3xf32>
  }
  func.func @maximum(%a: tensor<?x3xf32>, %b: tensor<1x3xf32>) -> tensor<?x3xf32> {
    %r = "tosa.maximum"(%a, %b) : (tensor<?x3xf32>, tensor<1x3xf32>) -> tensor<?x3xf32>
    return %r : tensor<?x3xf32>
  }
  func.func @minimum(%a: tensor<?x3xf32>, %b: tensor<1x3xf32>) -> tensor<?x3xf32> {
    %r = "tosa.minimum"(%a, %b) : (tensor<?x3xf32>, tensor<1x3xf32>) -> tensor<?x3xf32>
    return %r : tensor<?x3xf32>
  }
  func.func @pow(%a: tensor<?x3xf32>, %b: tensor<1x3xf32>) -> tensor<?x3xf32> {
    %r = "tosa.pow"(%a, %b) : (tensor<?x3xf32>, tensor<1x3xf32>) -> tensor<?x3xf32>
    return %r : tensor<?x3xf32>
  }
  func.func @bitwise_and(%a: tensor<2x?xi32>, %b: tensor<2x1xi32>) -> tensor<2x?xi32> {
    %r = "tosa.bitwise_and"(%a, %b) : (tensor<2x?xi32>, tensor<2x1xi32>) -> tensor<2x?xi32>
    return %r : tensor<2x?xi32>
  }
  func.func @bitwise_or(%a: tensor<2x?xi32>, %b: tensor<2x1xi32>) -> tensor<2x?xi32> {
    %r = "tosa.bitwise_or"(%a, %b) : (tensor<2x?xi32>, tensor<2x1xi32>) -> tensor<2x?xi32>
    return %r : tensor<2x?xi32>
  }
  func.func @bitwise_xor(%a: tensor<2x?xi32>, %b: tensor<2x1xi32>) -> tensor<2x?xi32> {
    %r = "tosa.bitwise_xor"(%a, %b) : (tensor<2x?xi32>, tensor<2x1xi32>) -> tensor<2x?xi32>
    return %r : tensor<2x?xi32>
  }
  func.func @logical_left_shift(%a: tensor<2x?xi32>, %b: tensor<2x1xi32>) -> tensor<2x?xi32> {
    %r = "tosa.logical_left_shift"(%a, %b) : (tensor<2x?xi32>, tensor<2x1xi32>) -> tensor<2x?xi32>
    return %r : tensor<2x?xi32>
  }
  func.func @logical_right_shift(%a: tensor<2x?xi32>, %b: tensor<2x1xi32>) -> tensor<2x?xi32> {
    %r = "tosa.logical_right_shift"(%a, %b) : (tensor<2x?xi32>, tensor<2x1xi32>) -> tensor<2x?xi32>
    return %r : tensor<2x?xi32>
  }
  func.func @logical_and(%a: tensor<?xi1>, %b: tensor<?xi1>) -> tensor<?xi1> {
    %r = "tosa.logical_and"(%a, %b) : (tensor<?xi1>, tensor<?xi1>) -> tensor<?xi1>
    return %r : tensor<?xi1>
  }
  func.func @logical_or(%a: tensor<?xi1>, %b: tensor<?xi1>) -> tensor<?xi1> {
    %r = "tosa.logical_or"(%a, %b) : (tensor<?xi1>, tensor<?xi1>) -> tensor<?xi1>
    return %r : tensor<?xi1>
  }
  func.func @logical_xor(%a: tensor<?xi1>, %b: tensor<?xi1>) -> tensor<?xi1> {
    %r = "tosa.logical_xor"(%a, %b) : (tensor<?xi1>, tensor<?xi1>) -> tensor<?xi1>
    return %r : tensor<?xi1>
  }
  func.func @logical_not(%a: tensor<?xi1>) -> tensor<?xi1> {
    %r = "tosa.logical_not"(%a) : (tensor<?xi1>) -> tensor<?xi1>
    return %r : tensor<?xi1>
  }
  func.func @equal(%a: tensor<?x3xf32>, %b: tensor<1x3xf32>) -> tensor<?x3xi1> {
    %r = "tosa.equal"(%a, %b) : (tensor<?x3xf32>, tensor<1x3xf32>) -> tensor<?x3xi1>
    return %r : tensor<?x3xi1>
  }
  func.func @greater(%a: tensor<?x3xf32>, %b: tensor<1x3xf32>) -> tensor<?x3xi1> {
    %r = "tosa.greater"(%a, %b) : (tensor<?x3xf32>, tensor<1x3xf32>) -> tensor<?x3xi1>
    return %r : tensor<?x3xi1>
  }
  func.func @greater_equal(%a: tensor<?x3xf32>, %b: tensor<1x3xf32>) -> tensor<?x3xi1> {
    %r = "tosa.greater_equal"(%a, %b) : (tensor<?x3xf32>, tensor<1x3xf32>) -> tensor<?x3xi1>
    return %r : tensor<?x3xi1>
  }
  func.func @int_div(%a: tensor<2x?xi32>, %b: tensor<2x1xi32>) -> tensor<2x?xi32> {
    %r = "tosa.int_div"(%a, %b) : (tensor<2x?xi32>, tensor<2x1xi32>) -> tensor<2x?xi32>
    return %r : tensor<2x?xi32>
  }
  func.func @mul_f32(%a: tensor<?x3xf32>, %b: tensor<1x3xf32>) -> tensor<?x3xf32> {
    %r = "tosa.mul"(%a, %b) <{shift = 0 : i8}> : (tensor<?x3xf32>, tensor<1x3xf32>) -> tensor<?x3xf32>
    return %r : tensor<?x3xf32>
  }
  func.func @mul_shift(%a: tensor<2x?xi32>, %b: tensor<2x1xi32>) -> tensor<2x?xi32> {
    %r = "tosa.mul"(%a, %b) <{shift = 2 : i8}> : (tensor<2x?xi32>, tensor<2x1xi32>) -> tensor<2x?xi32>
    return %r : tensor<2x?xi32>
  }
  func.func @mul_widen(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi32> {
    %r = "tosa.mul"(%a, %b) <{shift = 0 : i8}> : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi32>
    return %r : tensor<4xi32>
  }
  func.func @ars(%a: tensor<2x?xi32>, %b: tensor<2x1xi32>) -> tensor<2x?xi32> {
    %r = "tosa.arithmetic_right_shift"(%a, %b) <{round = true}> : (tensor<2x?xi32>, tensor<2x1xi32>) -> tensor<2x?xi32>
    return %r : tensor<2x?xi32>
  }
  func.func @clamp_f32(%a: tensor<?x3xf32>) -> tensor<?x3xf32> {
    %r = "tosa.clamp"(%a) <{min_int = 0 : i64, max_int = 5 : i64, min_fp = -1.5 : f32, max_fp = 2.5 : f32}> : (tensor<?x3xf32>) -> tensor<?x3xf32>
    return %r : tensor<?x3xf32>
  }
  func.func @clamp_i8(%a: tensor<5xi8>) -> tensor<5xi8> {
    %r = "tosa.clamp"(%a) <{min_int = -3 : i64, max_int = 1000 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32}> : (tensor<5xi8>) -> tensor<5xi8>
    return %r : tensor<5xi8>
  }
  func.func @negate_i8(%a: tensor<5xi8>) -> tensor<5xi8> {
    %r = "tosa.negate"(%a) : (tensor<5xi8>) -> tensor<5xi8>
    return %r : tensor<5xi8>
  }
  func.func @negate_zp(%a: tensor<5xi8>) -> tensor<5xi8> {
    %r = "tosa.negate"(%a) <{quantization_info = #tosa.unary_quant<input_zp = 3, output_zp = -2>}> : (tensor<5xi8>) -> tensor<5xi8>
    return %r : tensor<5xi8>
  }
  func.func @cast_f32_i8(%a: tensor<?x3xf32>) -> tensor<?x3xi8> {
    %r = "tosa.cast"(%a) : (tensor<?x3xf32>) -> tensor<?x3xi8>
    return %r : tensor<?x3xi8>
  }
  func.func @cast_i1_f16(%a: tensor<?xi1>) -> tensor<?xf16> {
    %r = "tosa.cast"(%a) : (tensor<?xi1>) -> tensor<?xf16>
    return %r : tensor<?xf16>
  }
  func.func @select(%c: tensor<1x3xi1>, %a: tensor<?x3xf32>, %b: tensor<1x3xf32>) -> tensor<?x3xf32> {
    %r = "tosa.select"(%c, %a, %b) : (tensor<1x3xi1>, tensor<?x3xf32>, tensor<1x3xf32>) -> tensor<?x3xf32>
    return %r : tensor<?x3xf32>
  }
  func.func @abs_i16(%a: tensor<?xi16>) -> tensor<?xi16> {
    %r = "tosa.abs"(%a) : (tensor<?xi16>) -> tensor<?xi16>
    return %r : tensor<?xi16>
  }
  func.func @const_add(%a: tensor<3xi32>) -> tensor<3xi32> {
    %c = "tosa.const"() <{value = dense<[1, 2, 3]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %r = "tosa.add"(%a, %c) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    return %r : tensor<3xi32>
  }
}
