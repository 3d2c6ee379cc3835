#!/usr/bin/env bash
# The issue's workload run, on both server families: sns at USERS users (default 20,000, seed 5) loaded twice, then
# `seedgen workload --rate RATE --duration DURATION` (defaults 500 and 60s) once whole on the first copy and split
# --partition 1/2 and 2/2 at once on the second. Prints each summary, then per table the rows and a checksum of both
# copies (CHECKSUM TABLE on MariaDB, an md5 of the rows as text on PostgreSQL), which must be equal, and the orphans
# of the first copy (must be 0). With PG_INDEX=1 the PostgreSQL copies get an index on posts (user_id) first.
# Servers: MariaDB at 127.0.0.1:3306 as root, PostgreSQL at 127.0.0.1:5432 as postgres; the databases it makes
# (wlcheck_*) are dropped on exit.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
USERS="${USERS:-20000}"; RATE="${RATE:-500}"; DURATION="${DURATION:-60s}"; PG_INDEX="${PG_INDEX:-0}"
seedgen="$root/cli/seedgen"
work="$(mktemp -d)"
my() { mariadb -uroot -h127.0.0.1 -N -B -e "$1"; }
pgq() { PGOPTIONS="-c client_min_messages=warning" psql -X -q -h 127.0.0.1 -U postgres -At -d "$1" -c "$2"; }
cleanup() {
  for d in wlcheck_m1 wlcheck_m2; do my "DROP DATABASE IF EXISTS $d"; done
  for d in wlcheck_p1 wlcheck_p2; do pgq postgres "DROP DATABASE IF EXISTS $d"; done
  rm -rf "$work"
}
trap cleanup EXIT
load=(--dataset sns --rows "$USERS" --seed 5)
run=(workload "${load[@]}" --rate "$RATE" --duration "$DURATION")
cd "$work"
for d in wlcheck_m1 wlcheck_m2; do "$seedgen" --host 127.0.0.1 --database "$d" "${load[@]}" >/dev/null 2>&1; done
for d in wlcheck_p1 wlcheck_p2; do
  pgq postgres "CREATE DATABASE $d"
  "$seedgen" --url "jdbc:postgresql://127.0.0.1:5432/$d" --user postgres "${load[@]}" >/dev/null 2>&1
  if [ "$PG_INDEX" = 1 ]; then pgq "$d" "CREATE INDEX ON posts (user_id)"; fi
done
both() { # $1: label, $2 $3: the server options of copy 1 and copy 2 (word-split on purpose)
  echo "== $1, whole"
  # shellcheck disable=SC2086
  "$seedgen" "${run[@]}" $2 2>/dev/null || true
  echo "== $1, --partition 1/2 and 2/2 at once"
  # shellcheck disable=SC2086
  "$seedgen" "${run[@]}" --partition 1/2 $3 >"$work/p1" 2>/dev/null & a=$!
  # shellcheck disable=SC2086
  "$seedgen" "${run[@]}" --partition 2/2 $3 >"$work/p2" 2>/dev/null || true
  wait "$a" || true
  cat "$work/p1" "$work/p2"
}
both MariaDB "--host 127.0.0.1 --database wlcheck_m1" "--host 127.0.0.1 --database wlcheck_m2"
echo "table rows(whole) rows(split) checksum(whole) checksum(split)"
for t in users posts likes bookmarks follows; do
  echo "$t $(my "SELECT count(*) FROM wlcheck_m1.$t") $(my "SELECT count(*) FROM wlcheck_m2.$t")" \
    "$(my "CHECKSUM TABLE wlcheck_m1.$t" | cut -f2) $(my "CHECKSUM TABLE wlcheck_m2.$t" | cut -f2)"
done
orphans="SELECT (SELECT count(*) FROM likes l LEFT JOIN posts p ON p.id = l.post_id WHERE p.id IS NULL)
  + (SELECT count(*) FROM bookmarks b LEFT JOIN posts p ON p.id = b.post_id WHERE p.id IS NULL)
  + (SELECT count(*) FROM posts p LEFT JOIN users u ON u.id = p.user_id WHERE u.id IS NULL)"
echo "orphans: $(mariadb -uroot -h127.0.0.1 -N -B wlcheck_m1 -e "$orphans")"
both PostgreSQL "--url jdbc:postgresql://127.0.0.1:5432/wlcheck_p1 --user postgres" \
  "--url jdbc:postgresql://127.0.0.1:5432/wlcheck_p2 --user postgres"
echo "table rows+md5(whole) rows+md5(split)"
for t in users posts likes bookmarks follows; do
  q="SELECT count(*) || ' ' || md5(string_agg(x::text, '|' ORDER BY x::text)) FROM $t x"
  echo "$t $(pgq wlcheck_p1 "$q") $(pgq wlcheck_p2 "$q")"
done
echo "orphans: $(pgq wlcheck_p1 "$orphans")"
