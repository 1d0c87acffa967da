#!/bin/sh
# Deliberately CRASHING stand-in for our tool, used by harness-selftest.test:
# the mlir-opt-19 reference lowering, with a call to abort() at the start of
# every function whose name starts with @crash.  Usage: crash-ours.sh in -o out
set -e
in="$1"
out="$3"
tmp="${out}.crash.tmp"
"${MLIR_OPT_19:-mlir-opt-19}" --pass-pipeline='builtin.module(func.func(tosa-to-linalg))' "$in" -o "$tmp"
sed -e '/func\.func @crash/a\    func.call @abort() : () -> ()' \
    -e '/^module {/a\  func.func private @abort()' "$tmp" > "$out"
rm -f "$tmp"
