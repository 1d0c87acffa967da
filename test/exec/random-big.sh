#!/bin/sh
# Big random campaign for tosa2linalg: generate COUNT random programs with
# gen_random.py and run exec_compare.py on them, JOBS files in parallel.
#
#   test/exec/random-big.sh [COUNT [SEED [JOBS]]]     (defaults: 3000 1 nproc)
#
# Environment: OUT (work directory, default /tmp/tosa2linalg-random-SEED),
# OURS (our tool, default build/tosa2linalg of this repository), PER_FILE
# (programs per file, default 25), PYTHON (default python3), GEN_ARGS (more
# gen_random.py options, e.g. GEN_ARGS="--p-dyn 0.9 --p-one 0.5").
# Per-file reports go to OUT/<file>.log; the summary line at the end sums the
# `exec: N passed, M failed` lines; the exit status is 1 if anything failed.
# A failing program can be regenerated alone with
#   python3 test/exec/gen_random.py --seed SEED --only I
# (I is the number in `// program I`, also in the function names @pI_fK).
set -u
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
count=${1:-3000}
seed=${2:-1}
jobs=${3:-$(nproc 2>/dev/null || echo 2)}
py=${PYTHON:-python3}
out=${OUT:-/tmp/tosa2linalg-random-$seed}
ours=${OURS:-$repo/build/tosa2linalg}
per=${PER_FILE:-25}

rm -rf "$out" && mkdir -p "$out" || exit 2
"$py" "$here/gen_random.py" --seed "$seed" --count "$count" --per-file "$per" --out "$out" ${GEN_ARGS:-} || exit 2
start=$(date +%s)
ls "$out"/*.mlir | xargs -P "$jobs" -I{} sh -c \
  '"$1" "$2" --ours "$3" "$4" > "$4.log" 2>&1; echo "$4: $(tail -n 1 "$4.log")"' \
  sh "$py" "$here/exec_compare.py" "$ours" {}
end=$(date +%s)
cat "$out"/*.log | awk -v secs=$((end - start)) -v out="$out" '
  /^exec: [0-9]+ passed, [0-9]+ failed$/ { p += $2; f += $4; n++ }
  /^FAIL / { fails++ }
  END { printf "random-big: %d files, %d cases passed, %d failed (%d FAIL lines) in %ds; logs in %s\n", n, p, f, fails, secs, out
        exit (f > 0 || fails > 0) ? 1 : 0 }'
