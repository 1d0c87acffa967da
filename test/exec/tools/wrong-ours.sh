#!/bin/sh
# Deliberately WRONG stand-in for our tool, used by harness-selftest.test to prove
# exec_compare.py reports mismatches: the mlir-opt-19 reference lowering with every
# arith.addf turned into arith.subf.  Usage: wrong-ours.sh in.mlir -o out.mlir
set -e
in="$1"
out="$3"
tmp="${out}.wrong.tmp"
"${MLIR_OPT_19:-mlir-opt-19}" --pass-pipeline='builtin.module(func.func(tosa-to-linalg))' "$in" -o "$tmp"
sed 's/arith\.addf/arith.subf/g' "$tmp" > "$out"
rm -f "$tmp"
