#!/bin/sh
# "Ours" for programs that hold TOSA ops tosa2linalg does not lower (tosa.matmul):
# tosa2linalg, then mlir-opt-19's pipeline for the rest. Usage: t2l-then-pipeline.sh TOSA2LINALG in.mlir -o out.mlir
set -e
tool=$1
shift
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
in=$1
shift
"$tool" "$in" -o "$tmp"
exec "${MLIR_OPT_19:-mlir-opt-19}" \
  --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))' "$tmp" "$@"
