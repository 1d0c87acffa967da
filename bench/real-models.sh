#!/bin/sh
# real-models.sh DIR — runs every DIR/*.mlir (real model files, kept outside the
# repository: docs/exporters.md lists where they come from) through tosa2linalg,
# then the rest of the reference pipeline, and prints one line per file:
#   read      tosa2linalg lowered it (exit 0)
#   no-tosa   the reference pipeline (tosa-to-scf, tosa-to-linalg-named, tosa-to-linalg,
#             tosa-to-arith, tosa-to-tensor) then left no tosa op ("dead N": it left
#             N unused tosa.const_shape ops, as it does on the file itself, and
#             canonicalize removes them; "left N": N ops stay). Counted on the
#             generic form, where every op is `"tosa.name"(`, so that neither an
#             attribute such as tosa.description nor an op in custom form is missed
#   v19/v22   mlir-opt-19 / -22 verify the output: tosa2linalg's where the file is
#             of that TOSA generation, else the module the pipeline lowered it to
#             (carried TOSA 0.x ops are unknown to mlir-opt-22 and TOSA 1.0 ones to 19)
#   exec      where every argument shape is static: executed against the pure
#             reference pipeline with test/exec/exec_compare.py (cases passed;
#             "ref fails" when the pure pipeline cannot lower the file)
# The reference is mlir-opt-19 when it reads the file, else mlir-opt-22 (TOSA 1.0).
# Not run by `make check`: the files are not in the repository.
set -u
dir=${1:?usage: bench/real-models.sh DIR}
root=$(cd "$(dirname "$0")/.." && pwd)
tool=${TOSA2LINALG:-$root/build/tosa2linalg}
pipe='builtin.module(func.func(tosa-to-scf,tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true},tosa-to-tensor))'
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# tosa_ops MLIR-OPT FILE: the number of TOSA ops in FILE.
tosa_ops() {
  "$1" --mlir-print-op-generic "$2" | grep -cE '"tosa\.[a-z0-9_]+"\('
}
# verifies N GEN: whether mlir-opt-N reads our output (see v19/v22 above).
verifies() {
  f=$tmp/rest.mlir
  [ "$2" != "mlir-opt-$1" ] || f=$tmp/ours.mlir
  [ -f "$f" ] || { echo -; return; }
  "mlir-opt-$1" "$f" -o /dev/null 2>>"$tmp/err" && echo ok || echo fail
}
if ! ls "$dir"/*.mlir >/dev/null 2>&1; then
  echo "real-models: no *.mlir files in '$dir': nothing to run (docs/exporters.md says where the files come from)"
  exit 0
fi
printf '%-44s %-5s %-5s %-8s %-4s %-4s %s\n' file ref read no-tosa v19 v22 exec
total=0; good=0
for f in "$dir"/*.mlir; do
  total=$((total + 1))
  name=$(basename "$f")
  ref=mlir-opt-19
  mlir-opt-19 "$f" -o /dev/null 2>/dev/null || ref=mlir-opt-22
  read=fail; notosa=-; v19=-; v22=-; ex=-
  rm -f "$tmp/rest.mlir"
  if "$tool" "$f" -o "$tmp/ours.mlir" 2>"$tmp/err"; then
    read=ok
    if $ref --pass-pipeline="$pipe" "$tmp/ours.mlir" -o "$tmp/all.mlir" 2>>"$tmp/err"; then
      $ref --canonicalize "$tmp/all.mlir" -o "$tmp/rest.mlir" 2>>"$tmp/err"
      all=$(tosa_ops $ref "$tmp/all.mlir") live=$(tosa_ops $ref "$tmp/rest.mlir")
      if [ "$all" = 0 ]; then notosa=ok
      elif [ "$live" = 0 ]; then notosa="dead $all"
      else notosa="left $live"; fi
    else
      notosa=fail
    fi
    v19=$(verifies 19 $ref) v22=$(verifies 22 $ref)
    # execution: an EXEC line with the static argument shapes before each function
    if python3 "$root/scripts/add-exec-lines.py" "$f" "$tmp/exec.mlir"; then
      out=$(python3 "$root/test/exec/exec_compare.py" \
              --ours "sh $root/scripts/t2l-then.sh $tool $ref" \
              --ref "$ref --pass-pipeline=$pipe" "$tmp/exec.mlir" 2>&1 | tail -1)
      ex=$(echo "$out" | sed 's/^exec: //')
      # in a subshell: mlir-opt-19 crashes on one file, and the shell says so
      (exec $ref --pass-pipeline="$pipe" "$f" -o /dev/null) >/dev/null 2>&1 || ex="ref fails"
    fi
  fi
  case $notosa in ok|dead*) [ "$read$v19$v22" = okokok ] && good=$((good + 1)) ;; esac
  printf '%-44s %-5s %-5s %-8s %-4s %-4s %s\n' "$name" "${ref#mlir-opt-}" "$read" "$notosa" "$v19" "$v22" "$ex"
  [ "$read" = ok ] || sed -n 1,3p "$tmp/err" | sed 's/^/    /'
done
echo "real-models: $good of $total files read, lowered with no live tosa op left, and verified by mlir-opt-19 and -22"
