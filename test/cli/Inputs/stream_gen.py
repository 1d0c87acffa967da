"""stream_gen.py KIND N — one function of N ops, for the streaming tests.

late-map:  N tosa.abs on tensor<4xf32> (a function whose text outgrows the
           output buffer), then a tosa.add broadcasting tensor<1x4xf32> against
           tensor<3x4xf32>, whose maps are first met after the buffer went out.
redef:     %x defined first, N ops, %x defined again (the note's line was
           dropped from the lexer's buffer long before).
forward:   N ops, then a use of a name defined two ops further down (the rest of
           the body is held for the verifier).
dyn-chain: N tosa.abs on tensor<?xf32>, each of the one before: each op leaves
           the lowering's reuse table an entry (its result's size), which fills
           and starts over.
many-sigs: N tosa.abs of N signatures (tensor<1xf32> .. tensor<Nxf32>, each of a
           tensor.empty), then the first three again: op-line function types
           are kept for the run up to a limit (2,048), the rest made per op.
"""
import sys

kind, n = sys.argv[1], int(sys.argv[2])
T = "tensor<4xf32>"
out = []
if kind == "late-map":
    out.append(f"func.func @late_map(%a: {T}, %b: tensor<1x4xf32>, %c: tensor<3x4xf32>) -> tensor<3x4xf32> {{")
    for i in range(n):
        out.append(f'  %{i} = "tosa.abs"(%a) : ({T}) -> {T}')
    out.append('  %r = "tosa.add"(%b, %c) : (tensor<1x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>')
    out.append("  return %r : tensor<3x4xf32>")
elif kind == "redef":
    out.append(f"func.func @redef(%a: {T}) -> {T} {{")
    out.append(f'  %x = "tosa.abs"(%a) : ({T}) -> {T}')
    for i in range(n):
        out.append(f'  %{i} = "tosa.abs"(%a) : ({T}) -> {T}')
    out.append(f'  %x = "tosa.negate"(%a) : ({T}) -> {T}')
    out.append(f"  return %x : {T}")
elif kind == "forward":
    out.append(f"func.func @forward(%a: {T}) -> {T} {{")
    for i in range(n):
        out.append(f'  %{i} = "tosa.abs"(%a) : ({T}) -> {T}')
    out.append(f'  %u = "tosa.abs"(%later) : ({T}) -> {T}')
    out.append(f'  %later = "tosa.abs"(%a) : ({T}) -> {T}')
    out.append(f"  return %u : {T}")
elif kind == "dyn-chain":
    D = "tensor<?xf32>"
    out.append(f"func.func @dyn_chain(%a: {D}) -> {D} {{")
    prev = "%a"
    for i in range(n):
        out.append(f'  %{i} = "tosa.abs"({prev}) : ({D}) -> {D}')
        prev = f"%{i}"
    out.append(f"  return {prev} : {D}")
elif kind == "many-sigs":
    out.append("func.func @many_sigs() -> tensor<1xf32> {")
    for i in range(1, n + 1):
        out.append(f"  %e{i} = tensor.empty() : tensor<{i}xf32>")
        out.append(f'  %r{i} = "tosa.abs"(%e{i}) : (tensor<{i}xf32>) -> tensor<{i}xf32>')
    for i in (1, 2, n):
        out.append(f'  %again{i} = "tosa.abs"(%r{i}) : (tensor<{i}xf32>) -> tensor<{i}xf32>')
    out.append("  return %again1 : tensor<1xf32>")
out.append("}")
print("\n".join(out))
