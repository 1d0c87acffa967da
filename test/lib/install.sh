#!/bin/sh
# make check-install: installs into a temporary PREFIX (and once more under a
# DESTDIR), builds examples/embed.c against the installed tree with pkg-config,
# runs it and the installed command, then uninstalls and checks nothing is left.
set -eu
MAKE=${MAKE:-make}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "check-install: $*" >&2; exit 1; }

prefix=$tmp/usr
$MAKE --no-print-directory -s install PREFIX="$prefix" >/dev/null
for f in bin/tosa2linalg include/tosa2linalg.h lib/libtosa2linalg.a lib/libtosa2linalg.so lib/libtosa2linalg.so.0 \
         lib/pkgconfig/tosa2linalg.pc share/man/man1/tosa2linalg.1; do
  [ -e "$prefix/$f" ] || fail "missing $f"
done
readelf -d "$prefix/lib/libtosa2linalg.so" | grep -q 'SONAME.*\[libtosa2linalg\.so\.0\]' || fail "no soname"
# the shared library exports the API and nothing else of ours
exported=$(nm -D --defined-only "$prefix/lib/libtosa2linalg.so" | awk '$2 == "T" { print $3 }' | sort | tr '\n' ' ')
[ "$exported" = "t2l_free t2l_lower_buffer t2l_lower_file t2l_options_init t2l_version " ] || fail "exports: $exported"
exported=$(nm -g --defined-only "$prefix/lib/libtosa2linalg.a" | awk 'NF == 3 { print $3 }' | sort | tr '\n' ' ')
[ "$exported" = "t2l_free t2l_lower_buffer t2l_lower_file t2l_options_init t2l_version " ] || fail "static exports: $exported"

export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
[ "$(pkg-config --modversion tosa2linalg)" = "$(sed -n 's/^VERSION *= *//p' Makefile)" ] || fail "pkg-config version"
# shellcheck disable=SC2046
${CC:-cc} -Wall -Wextra -Werror -o "$tmp/embed" examples/embed.c $(pkg-config --cflags --libs tosa2linalg)
# shellcheck disable=SC2046
${CC:-cc} -Wall -Wextra -Werror -static -o "$tmp/embed-static" examples/embed.c $(pkg-config --cflags --libs --static tosa2linalg)
for embed in "$tmp/embed" "$tmp/embed-static"; do
  LD_LIBRARY_PATH="$prefix/lib" "$embed" < examples/rfc_examples.mlir > "$tmp/out.mlir" || fail "$embed failed"
  "$prefix/bin/tosa2linalg" examples/rfc_examples.mlir | cmp -s - "$tmp/out.mlir" || fail "$embed: not the command's output"
  ${MLIR_OPT_22:-mlir-opt-22} "$tmp/out.mlir" > /dev/null || fail "mlir-opt-22 rejects $embed's output"
  printf 'func.func @f(%%a: tensor<2xf32>) -> tensor<3xf32> {\n  return %%a : tensor<2xf32>\n}\n' > "$tmp/bad.mlir"
  if LD_LIBRARY_PATH="$prefix/lib" "$embed" < "$tmp/bad.mlir" > "$tmp/bad.out" 2> "$tmp/bad.err"; then fail "$embed accepted bad input"; fi
  grep -q "^<stdin>:2:3: error: type of return operand 0" "$tmp/bad.err" || fail "$embed: diagnostic: $(cat "$tmp/bad.err")"
  [ ! -s "$tmp/bad.out" ] || fail "$embed wrote output on error"
done
"$prefix/bin/tosa2linalg" --version | grep -q "^tosa2linalg " || fail "installed command"
$MAKE --no-print-directory -s uninstall PREFIX="$prefix" >/dev/null
left=$(find "$prefix" -type f -o -type l)
[ -z "$left" ] || fail "left after uninstall: $left"

# staged: DESTDIR holds the tree, the .pc file names the final PREFIX
$MAKE --no-print-directory -s install DESTDIR="$tmp/stage" PREFIX=/opt/t2l >/dev/null
[ -x "$tmp/stage/opt/t2l/bin/tosa2linalg" ] || fail "DESTDIR install"
grep -q '^prefix=/opt/t2l$' "$tmp/stage/opt/t2l/lib/pkgconfig/tosa2linalg.pc" || fail "pc prefix under DESTDIR"
$MAKE --no-print-directory -s uninstall DESTDIR="$tmp/stage" PREFIX=/opt/t2l >/dev/null
left=$(find "$tmp/stage" -type f -o -type l)
[ -z "$left" ] || fail "left after staged uninstall: $left"
echo "check-install: installed, embedded (shared and static), uninstalled: OK"
