#!/usr/bin/env bash
# How fast `seedgen feed` writes rows: ROWS (default 10,000,000) rows of a table as a whole process, ROUNDS times
# (default 3), each its wall seconds and rows a second (the median printed), for two feeds a load test reads:
#   logins  the users table of --dataset users --rows ROWS: email and password (its plaintext), every row in order
#   likes   a uniform sample of ROWS of sns's likes (user_id, post_id) at --rows USERS (default 700,000 users, about
#           10.5M likes), in table order
# No database is used. The files go to a scratch folder, removed on exit.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
ROWS="${ROWS:-10000000}"
USERS="${USERS:-700000}"
ROUNDS="${ROUNDS:-3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
seedgen="$root/cli/seedgen"
"$seedgen" --version >/dev/null
now() { date +%s.%N; }
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
run() {
  local name="$1"; shift
  : > "$work/$name.times"
  for _ in $(seq "$ROUNDS"); do
    t0=$(now)
    "$seedgen" feed "$@" --out "$work/$name.csv" 2> "$work/$name.err" || { cat "$work/$name.err" >&2; exit 1; }
    t1=$(now)
    echo "$t1 - $t0" | bc -l >> "$work/$name.times"
  done
  lines=$(($(wc -l < "$work/$name.csv") - 1))
  m=$(median < "$work/$name.times")
  printf "%-7s %'12d rows  whole process: %s s  (median of %d: %s)  %'.0f rows/s\n" "$name" "$lines" \
    "$(paste -sd' ' "$work/$name.times" | awk '{ for (i = 1; i <= NF; i++) printf "%.2f ", $i }')" "$ROUNDS" \
    "$(printf %.2f "$m")" "$(echo "$lines / $m" | bc -l)"
  sed 's/^/        /' "$work/$name.err"
}
run logins --dataset users --rows "$ROWS" --table users --columns email,password_hash --range "1..$ROWS"
run likes --dataset sns --rows "$USERS" --table likes --columns user_id,post_id --count "$ROWS"
