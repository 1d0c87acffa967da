"""Writes N functions, each of its own shape, with add, sub and exp twice:
3 kinds of linalg.generic per function (N = 1200: 3,600 kinds, more than a
chunk keeps texts of, and more signatures than are kept for the run).

usage: gen_kinds.py N
"""
import sys

for k in range(1, int(sys.argv[1]) + 1):
    t = f"tensor<{k}x3xf32>"
    print(f"func.func @f{k}(%a: {t}, %b: {t}) -> {t} {{")
    print(f"  %0 = tosa.add %a, %b : ({t}, {t}) -> {t}")
    print(f"  %1 = tosa.sub %0, %b : ({t}, {t}) -> {t}")
    print(f"  %2 = tosa.exp %1 : ({t}) -> {t}")
    print(f"  %3 = tosa.add %2, %a : ({t}, {t}) -> {t}")
    print(f"  %4 = tosa.exp %3 : ({t}) -> {t}")
    print(f"  return %4 : {t}")
    print("}")
