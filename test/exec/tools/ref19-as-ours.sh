#!/bin/sh
# Stand-in for our tool in harness self-tests: the mlir-opt-19 reference lowering
# behind the tosa2linalg command line (`ref19-as-ours.sh in.mlir -o out.mlir`).
# MLIR_OPT_19 overrides the mlir-opt binary.
exec "${MLIR_OPT_19:-mlir-opt-19}" --pass-pipeline='builtin.module(func.func(tosa-to-linalg))' "$@"
