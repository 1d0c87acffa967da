#!/bin/sh
# Builds the fuzzer's seed corpus in DIR from the test suite: every .mlir file
# under test/ and examples/, whole, and each of its `// -----` chunks on its own
# (small seeds mutate better). Nothing of it is committed.
# usage: sh test/fuzz/seeds.sh DIR
set -e
dir=${1:?usage: seeds.sh DIR}
rm -rf "$dir"
mkdir -p "$dir"
find test examples -name '*.mlir' -not -path '*/Output/*' | sort | while read -r f; do
  base=$(echo "$f" | tr '/' '_')
  cp "$f" "$dir/$base"
  awk -v out="$dir/$base.chunk" '
    /^\/\/ *-----[ \t\r]*$/ { n++; next }
    { print > (out n) }' "$f"
done
# a chunk that is only comments teaches the fuzzer nothing
for f in "$dir"/*.chunk*; do
  [ -e "$f" ] || continue
  grep -qv '^[[:space:]]*\(//.*\)\{0,1\}$' "$f" || rm -f "$f"
done
echo "seeds: $(ls "$dir" | wc -l) files in $dir"
