#!/bin/sh
# real-models.sh DIR — runs every DIR/*.mlir (real model files, kept outside the
# repository: docs/exporters.md lists where they come from) through tosa2linalg
# ALONE (--no-tosa-left: no mlir-opt TOSA pass after it) and prints one line per file:
#   ref       the generation's reference: mlir-opt-19 when it reads the file, else 22
#   alone     tosa2linalg --no-tosa-left lowered it: "ok"; else the TOSA ops it left
#             ("left tosa.x tosa.y") or "error" (the message follows the line)
#   v19/v22   mlir-opt-19 / -22 read tosa2linalg's output
#   exec      where every argument shape is static: the tool's output executed
#             against the reference pipeline's on the same inputs
#             (test/exec/exec_compare.py: cases passed, failed; "driver: ..." for
#             models with weights as arguments, bench/model-driver.py; "ref fails"
#             when the reference pipeline cannot lower the file; "- (why)" when
#             there is nothing to compare)
# The reference pipeline: tosa-to-scf, tosa-to-linalg-named, tosa-to-linalg,
# tosa-to-arith{include-apply-rescale=true}, tosa-to-tensor (tosa-to-mlprogram
# first where the file has tosa.variable).
# Not run by `make check`: the files are not in the repository.
set -u
dir=${1:?usage: bench/real-models.sh DIR}
root=$(cd "$(dirname "$0")/.." && pwd)
tool=${TOSA2LINALG:-$root/build/tosa2linalg}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if ! ls "$dir"/*.mlir >/dev/null 2>&1; then
  echo "real-models: no *.mlir files in '$dir': nothing to run (docs/exporters.md says where the files come from)"
  exit 0
fi
# execute_file FILE: sets ex (the exec column) and counts exec_files / exec_ok.
# Functions whose arguments exec_compare can write as literal constants run under
# it on random inputs; a model whose arguments are more (add-exec-lines.py exits
# 3: weights passed as arguments) runs through bench/model-driver.py, which
# builds them procedurally, and so runs a file's own printing @main(); a file
# with neither has nothing to compare (the reason is printed after "-").
execute_file() {
  python3 "$root/scripts/add-exec-lines.py" "$1" "$tmp/exec.mlir" 2>"$tmp/why"
  lines=$?
  if [ $lines -eq 1 ] && grep -q 'func\.func @main()' "$1"; then
    lines=3  # the file's own @main prints its results: the driver runs it
  elif [ $lines -ne 0 ] && [ $lines -ne 3 ]; then
    ex="- ($(cat "$tmp/why"))"
    return
  fi
  exec_files=$((exec_files + 1))
  if ! (exec $ref --pass-pipeline="$pipe" "$1" -o "$tmp/ref.mlir") >/dev/null 2>&1; then
    ex="ref fails"
  elif [ $lines -eq 0 ]; then
    out=$(python3 "$root/test/exec/exec_compare.py" --ours "$tool --no-tosa-left" \
            --ref "$ref --pass-pipeline=$pipe" "$tmp/exec.mlir" 2>&1 | tail -1)
    ex=$(echo "$out" | sed 's/^exec: //')
    case $ex in *" 0 failed") exec_ok=$((exec_ok + 1)) ;; esac
  else
    ex="driver: $(timeout "${DRIVER_TIMEOUT:-1800}" python3 "$root/bench/model-driver.py" \
                  "$tmp/ours.mlir" "$tmp/ref.mlir" "$1" 2>&1 | tail -1)"
    case $ex in "driver: equal"*|"driver: own @main: equal"*) exec_ok=$((exec_ok + 1)) ;; esac
  fi
}

printf '%-48s %-3s %-12s %-4s %-4s %s\n' file ref alone v19 v22 exec
total=0; alone_ok=0; read_ok=0; exec_files=0; exec_ok=0
for f in "$dir"/*.mlir; do
  total=$((total + 1))
  name=$(basename "$f")
  ref=mlir-opt-19
  (exec mlir-opt-19 "$f" -o /dev/null) >/dev/null 2>&1 || ref=mlir-opt-22
  pipe='tosa-to-scf,tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true},tosa-to-tensor'
  pipe="builtin.module(func.func($pipe))"
  grep -q 'tosa.variable' "$f" && pipe="builtin.module(tosa-to-mlprogram,func.func(${pipe#builtin.module(func.func(}"
  v19=-; v22=-; ex=-
  if "$tool" --no-tosa-left "$f" -o "$tmp/ours.mlir" 2>"$tmp/err"; then
    alone=ok; alone_ok=$((alone_ok + 1))
    v19=fail; (exec mlir-opt-19 "$tmp/ours.mlir" -o /dev/null) 2>/dev/null && v19=ok
    v22=fail; (exec mlir-opt-22 "$tmp/ours.mlir" -o /dev/null) 2>/dev/null && v22=ok
    [ "$v19$v22" = okok ] && read_ok=$((read_ok + 1))
    execute_file "$f"
  else
    left=$(grep -o "failed to legalize operation '[a-z0-9_.]*'" "$tmp/err" | sed "s/.*'\(.*\)'/\1/" | sort -u | tr '\n' ' ')
    alone=${left:+left $left}
    alone=${alone:-error}
  fi
  printf '%-48s %-3s %-12s %-4s %-4s %s\n' "$name" "${ref#mlir-opt-}" "$alone" "$v19" "$v22" "$ex"
  [ "$alone" = error ] && sed -n 1,3p "$tmp/err" | sed 's/^/    /'
done
echo "real-models: $total files; $alone_ok lowered by tosa2linalg alone, no TOSA op left; $read_ok of them read by" \
     "mlir-opt-19 and -22; $exec_ok of $exec_files executed equal to the reference pipeline"
