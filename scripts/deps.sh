#!/bin/sh
# Installs the Debian packages tosa2linalg's build and tests need, when missing.
set -e
need=""
if [ "$1" = fuzz ]; then # make fuzz: clang with libFuzzer (and re2c/bison for the build)
  command -v clang-14 >/dev/null 2>&1 || need="$need clang-14"
  ls /usr/lib/llvm-14/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a >/dev/null 2>&1 ||
    ls /usr/lib/llvm-14/lib/clang/*/lib/linux/libclang_rt.fuzzer-*.a >/dev/null 2>&1 || need="$need libclang-rt-14-dev"
fi
command -v re2c >/dev/null 2>&1 || need="$need re2c"
command -v bison >/dev/null 2>&1 || need="$need bison"
command -v FileCheck-19 >/dev/null 2>&1 || need="$need llvm-19-tools"
[ -f /usr/lib/llvm-19/build/utils/lit/lit.py ] || need="$need llvm-19-tools"
command -v mlir-opt-19 >/dev/null 2>&1 || need="$need mlir-19-tools"
command -v mlir-opt-22 >/dev/null 2>&1 || need="$need mlir-22-tools"
command -v mlir-runner-22 >/dev/null 2>&1 || need="$need mlir-22-tools"
[ -x /usr/bin/time ] || need="$need time"
command -v python3 >/dev/null 2>&1 || need="$need python3"
command -v valgrind >/dev/null 2>&1 || need="$need valgrind"
# the library's checks: install tree (pkg-config, readelf, nm), man page (man -l, groff, col)
command -v pkg-config >/dev/null 2>&1 || need="$need pkg-config"
command -v readelf >/dev/null 2>&1 || need="$need binutils"
command -v man >/dev/null 2>&1 || need="$need man-db"
command -v groff >/dev/null 2>&1 || need="$need groff-base"
command -v col >/dev/null 2>&1 || need="$need bsdextrautils"
[ -z "$need" ] && exit 0
need=$(echo $need | tr ' ' '\n' | sort -u | tr '\n' ' ')
if [ "$(id -u)" = 0 ]; then
  echo "deps: installing:$need"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq $need >/dev/null
else
  echo "deps: missing packages; run as root:" >&2
  echo "  apt-get update && apt-get install -y $need" >&2
  exit 1
fi
