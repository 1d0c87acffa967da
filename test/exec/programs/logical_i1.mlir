// i1 logical ops, equal and select, with broadcast.

// EXEC: 8, 8
// EXEC: 1, 8
// EXEC: 8, 1
func.func @logical_and(%a0: tensor<?xi1>, %a1: tensor<?xi1>) -> tensor<?xi1> {
  %0 = "tosa.logical_and"(%a0, %a1) : (tensor<?xi1>, tensor<?xi1>) -> tensor<?xi1>
  return %0 : tensor<?xi1>
}

// -----

// EXEC: 8, 8
// EXEC: 1, 8
// EXEC: 8, 1
func.func @logical_or(%a0: tensor<?xi1>, %a1: tensor<?xi1>) -> tensor<?xi1> {
  %0 = "tosa.logical_or"(%a0, %a1) : (tensor<?xi1>, tensor<?xi1>) -> tensor<?xi1>
  return %0 : tensor<?xi1>
}

// -----

// EXEC: 8, 8
// EXEC: 1, 8
// EXEC: 8, 1
func.func @logical_xor(%a0: tensor<?xi1>, %a1: tensor<?xi1>) -> tensor<?xi1> {
  %0 = "tosa.logical_xor"(%a0, %a1) : (tensor<?xi1>, tensor<?xi1>) -> tensor<?xi1>
  return %0 : tensor<?xi1>
}

// -----

// EXEC: 8, 8
// EXEC: 1, 8
// EXEC: 8, 1
func.func @equal(%a0: tensor<?xi1>, %a1: tensor<?xi1>) -> tensor<?xi1> {
  %0 = "tosa.equal"(%a0, %a1) : (tensor<?xi1>, tensor<?xi1>) -> tensor<?xi1>
  return %0 : tensor<?xi1>
}

// -----

// EXEC: 8
func.func @logical_not(%a0: tensor<?xi1>) -> tensor<?xi1> {
  %0 = "tosa.logical_not"(%a0) : (tensor<?xi1>) -> tensor<?xi1>
  return %0 : tensor<?xi1>
}

// -----

// EXEC: 8, 8, 1
// EXEC: 1, 8, 8
func.func @select_i1(%a0: tensor<?xi1>, %a1: tensor<?xi1>, %a2: tensor<?xi1>) -> tensor<?xi1> {
  %0 = "tosa.select"(%a0, %a1, %a2) : (tensor<?xi1>, tensor<?xi1>, tensor<?xi1>) -> tensor<?xi1>
  return %0 : tensor<?xi1>
}
