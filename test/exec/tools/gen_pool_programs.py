#!/usr/bin/env python3
"""Writes programs/pools_llvm19.mlir and pools_llvm22.mlir (run from the repository root): one
case per row below, spelled in each generation's form."""
cases = [
 ("max_f32", "max", "f32", None, "1x6x6x3", "1x3x3x3", ["1x6x6x3"], (2,2), (2,2), (0,0,0,0), None),
 ("max_f32_pad", "max", "f32", None, "2x5x7x2", "2x5x7x2", ["2x5x7x2"], (3,3), (1,1), (1,1,1,1), None),
 ("max_f32_stride_pad", "max", "f32", None, "1x7x8x4", "1x4x3x4", ["1x7x8x4"], (3,2), (2,3), (1,1,0,0), None),
 ("max_f32_uneven", "max", "f32", None, "1x7x8x4", "1x4x3x4", ["1x7x8x4"], (3,2), (2,3), (1,2,0,1), None, None, 19),
 ("max_f16_dyn", "max", "f16", None, "?x4x6x3", "?x2x3x3", ["2x4x6x3", "1x4x6x3"], (2,2), (2,2), (0,0,0,0), None),
 ("max_bf16", "max", "bf16", None, "1x3x3x2", "1x1x1x2", ["1x3x3x2"], (3,3), (1,1), (0,0,0,0), None),
 ("max_i8_pad", "max", "i8", None, "1x4x4x5", "1x2x2x5", ["1x4x4x5"], (3,3), (2,2), (1,0,1,0), None),
 ("max_i16", "max", "i16", None, "3x5x5x1", "3x5x5x1", ["3x5x5x1"], (1,1), (1,1), (0,0,0,0), None),
 ("max_i32_unit", "max", "i32", None, "1x1x1x1", "1x1x1x1", ["1x1x1x1"], (1,1), (1,1), (0,0,0,0), None),
 ("max_i32_pad_all", "max", "i32", None, "1x2x2x3", "1x2x2x3", ["1x2x2x3"], (2,2), (1,1), (1,0,0,1), None),
 ("max_i8_twin", "max", "i8", None, "2x4x4x3", "2x2x2x3", ["2x4x4x3"], (2,2), (2,2), (0,0,0,0), None),
 ("max_i8_dyn_channels", "max", "i8", None, "?x4x4x?", "?x2x2x?", ["2x4x4x3"], (2,2), (2,2), (0,0,0,0), None, "max_i8_twin"),
 ("avg_f32", "avg", "f32", "f32", "1x6x6x3", "1x3x3x3", ["1x6x6x3"], (2,2), (2,2), (0,0,0,0), None),
 ("avg_f32_pad", "avg", "f32", "f32", "2x6x9x2", "2x6x9x2", ["2x6x9x2"], (4,4), (1,1), (1,2,1,2), None),
 ("avg_f32_stride_pad", "avg", "f32", "f32", "1x7x9x2", "1x4x4x2", ["1x7x9x2"], (3,3), (2,2), (1,1,0,0), None),
 ("avg_f32_dyn", "avg", "f32", "f32", "?x4x4x3", "?x4x4x3", ["2x4x4x3", "1x4x4x3"], (3,3), (1,1), (1,1,1,1), None),
 ("avg_f32_twin", "avg", "f32", "f32", "2x4x4x3", "2x4x4x3", ["2x4x4x3"], (3,3), (1,1), (1,1,1,1), None),
 ("avg_f32_dyn_channels", "avg", "f32", "f32", "?x4x4x?", "?x4x4x?", ["2x4x4x3"], (3,3), (1,1), (1,1,1,1), None, "avg_f32_twin"),
 ("avg_f16_acc_f32", "avg", "f16", "f32", "1x5x5x2", "1x5x5x2", ["1x5x5x2"], (3,3), (1,1), (1,1,1,1), None),
 ("avg_f16_acc_f16", "avg", "f16", "f16", "1x4x4x2", "1x2x2x2", ["1x4x4x2"], (2,2), (2,2), (0,0,0,0), None),
 ("avg_bf16", "avg", "bf16", "f32", "1x3x4x2", "1x3x4x2", ["1x3x4x2"], (3,3), (1,1), (1,1,1,1), None),
 ("avg_i8", "avg", "i8", "i32", "1x6x6x3", "1x5x5x3", ["1x6x6x3"], (4,4), (1,1), (1,1,1,1), None),
 ("avg_i8_zp", "avg", "i8", "i32", "1x5x7x2", "1x3x4x2", ["1x5x7x2"], (3,3), (2,2), (1,1,1,1), (-128, 5)),
 ("avg_i8_zp_dyn", "avg", "i8", "i32", "?x4x4x2", "?x4x4x2", ["3x4x4x2", "1x4x4x2"], (3,3), (1,1), (1,1,1,1), (7, -3)),
 ("avg_i16", "avg", "i16", "i32", "1x5x5x4", "1x2x2x4", ["1x5x5x4"], (3,3), (2,2), (0,0,0,0), (0, 0)),
 ("avg_i16_pad", "avg", "i16", "i32", "2x3x3x1", "2x3x3x1", ["2x3x3x1"], (3,3), (1,1), (1,1,1,1), (100, -100)),
 ("avg_i8_unit", "avg", "i8", "i32", "1x1x1x1", "1x1x1x1", ["1x1x1x1"], (1,1), (1,1), (0,0,0,0), None),
]
def a(vals): return "array<i64: " + ", ".join(map(str, vals)) + ">"
def ranges(elem):
    if elem in ("i8", "i16", "i32"): return ["// EXEC-RANGE: 0 min max"]
    return ["// EXEC-RANGE: 0 -100 100"]
for gen in (19, 22):
    out = []
    hdr19 = """// tosa.max_pool2d and tosa.avg_pool2d in LLVM 19's form against mlir-opt-19's
// pipeline: f32, f16, bf16, i8, i16, i32; kernels, strides and pads (the padded
// size less the kernel a multiple of the stride, as the spec and mlir-opt-22
// require; for max_pool2d also not, which mlir-opt-19 takes), dynamic
// batch, sizes of 1; avg_pool2d's acc_type and quantization_info. A dynamic
// channel count, which the reference refuses, is compared with a static twin."""
    hdr22 = """// tosa.max_pool2d and tosa.avg_pool2d in TOSA 1.0's form (avg_pool2d's zero
// points as tosa.const operands; max_pool2d's nan_mode) against mlir-opt-22's
// pipeline: pools_llvm19.mlir's cases, and nan_mode PROPAGATE and IGNORE on NaNs
// (no window is NaN only: mlir-opt-22 gives -3.4e38 for one, the spec and we -inf)."""
    out.append(hdr19 if gen == 19 else hdr22)
    for c in cases:
        if len(c) > 12 and c[12] != gen: continue
        if gen == 22 and c[0] == "avg_i16_pad": c = c[:10] + ((0, 0),)
        (name, op, elem, acc, ins, outs, ex, k, s, pad, extra) = c[:11]
        lines = ([f"// EXEC-EXPECT-FROM: @{c[11]}"] if len(c) > 11 and c[11] else []) + ranges(elem) + [f"// EXEC: {e}" for e in ex]
        ti, to = f"tensor<{ins}x{elem}>", f"tensor<{outs}x{elem}>"
        lines.append(f"func.func @{name}(%arg0: {ti}) -> {to} {{")
        attrs = f"kernel = {a(k)}, stride = {a(s)}, pad = {a(pad)}"
        if op == "max":
            lines.append(f"  %0 = tosa.max_pool2d %arg0 {{{attrs}}} : ({ti}) -> {to}")
        elif gen == 19:
            q = f", quantization_info = #tosa.unary_quant<input_zp = {extra[0]}, output_zp = {extra[1]}>" if extra else ""
            lines.append(f"  %0 = tosa.avg_pool2d %arg0 {{acc_type = {acc}, {attrs}{q}}} : ({ti}) -> {to}")
        else:
            izp, ozp = extra if extra else (0, 0)
            zi, zo = (f"dense<{izp}>", f"dense<{ozp}>") if elem.startswith("i") else ("dense<0.0>", "dense<0.0>")
            lines.append(f'  %izp = "tosa.const"() <{{values = {zi} : tensor<1x{elem}>}}> : () -> tensor<1x{elem}>')
            lines.append(f'  %ozp = "tosa.const"() <{{values = {zo} : tensor<1x{elem}>}}> : () -> tensor<1x{elem}>')
            lines.append(f"  %0 = tosa.avg_pool2d %arg0, %izp, %ozp {{acc_type = {acc}, {attrs}}} : ({ti}, tensor<1x{elem}>, tensor<1x{elem}>) -> {to}")
        lines += [f"  return %0 : {to}", "}"]
        out.append("\n".join(lines))
    if gen == 22:
        for mode in ("PROPAGATE", "IGNORE"):
            for ename in ("f32", "f16"):
                ti, to = f"tensor<2x6x6x3x{ename}>", f"tensor<2x3x3x3x{ename}>"
                lines = ["// EXEC-VALUES: 0 nan 1.5 -2.0 3.25 -inf 0.5 -7.0 2.0 -0.0 9.0 -3.5 inf 4.0 -1.0 6.0 -5.0",
                         f"// EXEC: 2x6x6x3",
                         f"func.func @max_nan_{mode.lower()}_{ename}(%arg0: {ti}) -> {to} {{",
                         f"  %0 = tosa.max_pool2d %arg0 {{kernel = {a((2,2))}, stride = {a((2,2))}, pad = {a((0,0,0,0))}, nan_mode = {mode}}} : ({ti}) -> {to}",
                         f"  return %0 : {to}", "}"]
                out.append("\n".join(lines))
    open(f"test/exec/programs/pools_llvm{gen}.mlir", "w").write("\n\n// -----\n\n".join(out) + "\n")
