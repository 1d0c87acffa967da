#!/bin/sh
# make check-man: the man page renders without warnings and documents every
# option that `tosa2linalg --help` lists.
set -eu
page=$1
warnings=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -E UTF-8 -l "$page" 2>&1 >/dev/null)
[ -z "$warnings" ] || { echo "check-man: $page: $warnings" >&2; exit 1; }
text=$(LC_ALL=C.UTF-8 MANWIDTH=200 man -E UTF-8 -l "$page" 2>/dev/null | col -b)
for section in NAME SYNOPSIS DESCRIPTION OPTIONS "EXIT STATUS" DIAGNOSTICS EXAMPLES; do
  printf '%s\n' "$text" | grep -q "^$section" || { echo "check-man: no $section section" >&2; exit 1; }
done
for opt in $(build/tosa2linalg --help | grep -o -- '^ *-[-a-z]*' | tr -d ' '); do
  printf '%s\n' "$text" | grep -q -- "$opt" || { echo "check-man: option $opt is not in $page" >&2; exit 1; }
done
echo "check-man: $page renders without warnings and lists every option: OK"
