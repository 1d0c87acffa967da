#!/bin/sh
# t2l-then.sh TOSA2LINALG MLIR-OPT in.mlir -o out.mlir: tosa2linalg, then the
# reference pipeline for the TOSA ops it does not lower (bench/real-models.sh).
set -e
tool=$1; opt=$2; in=$3; shift 3
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
"$tool" "$in" -o "$tmp"
exec "$opt" --pass-pipeline='builtin.module(func.func(tosa-to-scf,tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true},tosa-to-tensor))' "$tmp" "$@"
