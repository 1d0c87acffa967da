#!/bin/sh
# Runs tosa2linalg under valgrind memcheck for `make check-valgrind`; each run
# logs to LOGDIR/vg.PID.log, which stays empty when the run was clean.
#   sh valgrind.sh LOGDIR TOOL ARGS...   run TOOL ARGS under memcheck
#   sh valgrind.sh --report LOGDIR       print every non-empty log; fail if any
if [ "$1" = --report ]; then
  n=$(ls "$2" | wc -l)
  bad=$(find "$2" -name 'vg.*.log' -size +0 | sort)
  if [ -n "$bad" ]; then
    for f in $bad; do echo "== $f"; cat "$f"; done
    echo "valgrind: errors in $(echo "$bad" | wc -l) of $n runs" >&2
    exit 1
  fi
  echo "valgrind: $n runs, no errors"
  [ "$n" -gt 0 ]
  exit
fi
logdir=$1
shift
# A test that drops privileges (io_helper.py as-nobody) cannot write the logs,
# nor valgrind its own temporary files: such a run goes without valgrind.
[ -w "$logdir" ] && [ -w "${TMPDIR:-/tmp}" ] || exec "$@"
exec valgrind -q --tool=memcheck --leak-check=full --show-leak-kinds=definite,indirect \
  --errors-for-leak-kinds=definite,indirect --track-origins=yes --log-file="$logdir/vg.$$.log" "$@"
