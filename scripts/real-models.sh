#!/bin/sh
# real-models.sh DIR — runs every DIR/*.mlir (real model files, kept outside the
# repository: docs/exporters.md lists where they come from) through tosa2linalg,
# then the rest of the reference pipeline, and prints one line per file:
#   read      tosa2linalg lowered it (exit 0)
#   no-tosa   the reference pipeline (tosa-to-scf, tosa-to-linalg-named, tosa-to-linalg,
#             tosa-to-arith, tosa-to-tensor) then left no tosa op
#   22        mlir-opt-22 verifies tosa2linalg's output
#   exec      where every argument shape is static: executed against the pure
#             reference pipeline with test/exec/exec_compare.py (cases passed)
# The reference is mlir-opt-19 when it reads the file, else mlir-opt-22 (TOSA 1.0).
# Not run by `make check`: the files are not in the repository.
set -u
dir=${1:?usage: scripts/real-models.sh DIR}
root=$(cd "$(dirname "$0")/.." && pwd)
tool=${TOSA2LINALG:-$root/build/tosa2linalg}
pipe='builtin.module(func.func(tosa-to-scf,tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true},tosa-to-tensor))'
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '%-44s %-5s %-5s %-8s %-4s %s\n' file ref read no-tosa 22 exec
total=0; good=0
for f in "$dir"/*.mlir; do
  total=$((total + 1))
  name=$(basename "$f")
  ref=mlir-opt-19
  mlir-opt-19 "$f" -o /dev/null 2>/dev/null || ref=mlir-opt-22
  read=fail; notosa=-; v22=-; ex=-
  if "$tool" "$f" -o "$tmp/ours.mlir" 2>"$tmp/err"; then
    read=ok
    if $ref --pass-pipeline="$pipe" "$tmp/ours.mlir" -o "$tmp/rest.mlir" 2>>"$tmp/err"; then
      # an op, not an attribute such as tosa.description
      if grep -Eq '(=|^)[[:space:]]*"?tosa\.[a-z_0-9]+("?\(| %)' "$tmp/rest.mlir"; then notosa=left; else notosa=ok; fi
    else
      notosa=fail
    fi
    mlir-opt-22 "$tmp/ours.mlir" -o /dev/null 2>>"$tmp/err" && v22=ok || v22=fail
    # execution: an EXEC line with the static argument shapes before each function
    if python3 "$root/scripts/add-exec-lines.py" "$f" "$tmp/exec.mlir"; then
      out=$(python3 "$root/test/exec/exec_compare.py" \
              --ours "sh $root/scripts/t2l-then.sh $tool $ref" \
              --ref "$ref --pass-pipeline=$pipe" "$tmp/exec.mlir" 2>&1 | tail -1)
      ex=$(echo "$out" | sed 's/^exec: //')
    fi
  fi
  [ "$read" = ok ] && [ "$notosa" = ok ] && [ "$v22" = ok ] && good=$((good + 1))
  printf '%-44s %-5s %-5s %-8s %-4s %s\n' "$name" "${ref#mlir-opt-}" "$read" "$notosa" "$v22" "$ex"
  [ "$read" = ok ] || sed -n 1,3p "$tmp/err" | sed 's/^/    /'
done
echo "real-models: $good of $total files read, lowered with no tosa op left, and verified by mlir-opt-22"
