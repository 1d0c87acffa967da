#!/bin/sh
# Stand-in for our tool while build/tosa2linalg does not exist, and for harness
# self-tests: the mlir-opt-19 reference lowering (plus tosa-to-arith with
# apply-rescale, so that integer tosa.mul with a shift is fully lowered, as our
# tool does) behind the tosa2linalg command line: ref19-as-ours.sh in.mlir -o out.mlir
# MLIR_OPT_19 overrides the mlir-opt binary.
exec "${MLIR_OPT_19:-mlir-opt-19}" \
  --pass-pipeline='builtin.module(func.func(tosa-to-linalg),func.func(tosa-to-arith{include-apply-rescale=true}))' "$@"
