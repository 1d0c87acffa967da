#!/bin/sh
# make demo: lower the RFC examples shipped in examples/ and check the result with
# stock mlir-opt-22 (which must accept it unchanged).
set -e
out=build/demo.mlir
build/tosa2linalg examples/rfc_examples.mlir -o "$out"
cat "$out"
mlir-opt-22 "$out" > /dev/null
echo
echo "demo: lowered examples/rfc_examples.mlir to $out ($(grep -c 'linalg.generic' "$out") linalg.generic ops); mlir-opt-22 accepts it."
