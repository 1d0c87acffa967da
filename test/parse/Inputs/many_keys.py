"""Writes a function whose TOSA op carries a discardable attribute dictionary of N
keys k0..k(N-1); with --dup I, key I is spelled k0 again."""
import argparse

p = argparse.ArgumentParser()
p.add_argument("n", type=int)
p.add_argument("--dup", type=int, default=-1)
a = p.parse_args()
keys = ", ".join("k%d = %d : i32" % (0 if i == a.dup else i, i) for i in range(a.n))
print("func.func @many_keys(%a: tensor<4xf32>) -> tensor<4xf32> {")
print('  %0 = "tosa.abs"(%a) {' + keys + "} : (tensor<4xf32>) -> tensor<4xf32>")
print("  return %0 : tensor<4xf32>")
print("}")
