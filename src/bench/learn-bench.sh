#!/usr/bin/env bash
# How long `seedgen spec --from-db --learn` takes on a database of about 10 million rows, and in how much memory.
#
#   src/bench/learn-bench.sh                          # both servers, the shop of src/bench/learn-shop.yaml
#   ACCOUNTS=100000 SERVERS=postgresql src/bench/learn-bench.sh
#
# Per server, untimed: seedgen loads learn-shop.yaml (ACCOUNTS accounts and products, default 600,000: 10.8M rows in four
# tables, heavy-tailed orders per account and products per item) into a scratch database. Then, timed as a whole
# process by /usr/bin/time: seedgen spec --from-db --learn against it, ROUNDS times (default 3). Printed per round its
# wall seconds and peak resident memory, then the median; the spec it learned is filled into an empty copy of the
# schema once and each table's rows are printed beside the source's.
# Host, port and user: HOST, PORT, DBUSER (MariaDB; lib.sh) and PGHOST, PGPORT, PGUSER (PostgreSQL); the password
# from SEEDGEN_PASSWORD. Needs Java, Maven, /usr/bin/time, and mariadb (or mysql) and psql for the servers measured.
# The scratch databases and folder are removed on exit.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
ACCOUNTS="${ACCOUNTS:-600000}"
ROUNDS="${ROUNDS:-3}"
SERVERS="${SERVERS:-mariadb postgresql}"
source "$root/src/bench/lib.sh"
export PGHOST="${PGHOST:-127.0.0.1}" PGPORT="${PGPORT:-5432}" PGUSER="${PGUSER:-postgres}"
[ -z "${PGPASSWORD:-}" ] && [ -n "${SEEDGEN_PASSWORD:-}" ] && export PGPASSWORD="$SEEDGEN_PASSWORD"
[ -x /usr/bin/time ] || { echo "learn-bench: needs /usr/bin/time (Debian's time package)" >&2; exit 2; }

work="$(mktemp -d)"
cleanup() {
  set +e
  drop_scratch
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

seedgen="$root/cli/seedgen"
"$seedgen" --version >/dev/null   # builds the jar once, outside the timings
src=learn_bench_src
copy=learn_bench_copy


# One timed learning: wall seconds and peak RSS (MB) appended to $work/rounds, the spec to $work/learned.yaml.
learn_once() {
  /usr/bin/time -f "%e %M" -o "$work/time" "$seedgen" spec --from-db --learn "$@" > "$work/learned.yaml" \
    2> "$work/learn.err" || { cat "$work/learn.err" >&2; echo "learn-bench: learning failed" >&2; exit 1; }
  awk '{ printf "%s %.0f\n", $1, $2 / 1024 }' "$work/time" >> "$work/rounds"
}

report() {
  local server="$1" rows="$2"
  echo "$server: learned $rows rows, $ROUNDS rounds (wall s, peak RSS MB):"
  awk '{ printf "  round %d  %6.1f s  %5d MB\n", NR, $1, $2 }' "$work/rounds"
  printf "  median   %6.1f s  %5d MB   (%s rows/s)\n" "$(cut -d' ' -f1 "$work/rounds" | median)" \
    "$(cut -d' ' -f2 "$work/rounds" | median)" \
    "$(awk -v n="$rows" '{ print $1 }' "$work/rounds" | median | awk -v n="$rows" '{ printf "%.0f", n / $1 }')"
  grep -c "(shapes from" "$work/learned.yaml" | xargs printf "  tables read from key ranges: %s\n"
  tail -1 "$work/learn.err" | sed 's/^/  last progress line: /'
}

for server in $SERVERS; do
  rm -f "$work/rounds"
  case "$server" in
    mariadb)
      command -v "$client" >/dev/null || { echo "learn-bench: mariadb: no mariadb or mysql client, skipped"; continue; }
      target=(--host "$HOST" --port "$PORT" --user "$DBUSER")
      for d in $src $copy; do sql "DROP DATABASE IF EXISTS \`$d\`"; made_my+=("$d"); done
      "$seedgen" --spec "$root/src/bench/learn-shop.yaml" --rows "$ACCOUNTS" --quiet --database "$src" "${target[@]}" >/dev/null
      rows=$(sql "SELECT (SELECT COUNT(*) FROM \`$src\`.accounts) + (SELECT COUNT(*) FROM \`$src\`.products) + (SELECT COUNT(*) FROM \`$src\`.orders) + (SELECT COUNT(*) FROM \`$src\`.order_items)")
      for _ in $(seq "$ROUNDS"); do learn_once --database "$src" "${target[@]}"; done
      report mariadb "$rows"
      sql "CREATE DATABASE \`$copy\`"
      for t in accounts products orders order_items; do sql "CREATE TABLE \`$copy\`.\`$t\` LIKE \`$src\`.\`$t\`"; done
      "$seedgen" --from-db --spec "$work/learned.yaml" --quiet --database "$copy" "${target[@]}" >/dev/null
      for t in accounts products orders order_items; do
        printf "  %-12s source %10s  copy %10s\n" "$t" "$(sql "SELECT COUNT(*) FROM \`$src\`.\`$t\`")" \
          "$(sql "SELECT COUNT(*) FROM \`$copy\`.\`$t\`")"
      done
      ;;
    postgresql)
      command -v psql >/dev/null || { echo "learn-bench: postgresql: no psql, skipped"; continue; }
      target=(--url "jdbc:postgresql://$PGHOST:$PGPORT/$src" --user "$PGUSER")
      for d in $src $copy; do
        pq postgres -c "DROP DATABASE IF EXISTS \"$d\" WITH (FORCE)"; pq postgres -c "CREATE DATABASE \"$d\""; made_pg+=("$d")
      done
      "$seedgen" --spec "$root/src/bench/learn-shop.yaml" --rows "$ACCOUNTS" --quiet "${target[@]}" >/dev/null
      pq "$src" -c "ANALYZE"
      rows=$(pq "$src" -c "SELECT (SELECT COUNT(*) FROM accounts) + (SELECT COUNT(*) FROM products) + (SELECT COUNT(*) FROM orders) + (SELECT COUNT(*) FROM order_items)")
      for _ in $(seq "$ROUNDS"); do learn_once "${target[@]}"; done
      report postgresql "$rows"
      pg_dump -s -d "$src" | pq "$copy" >/dev/null
      "$seedgen" --from-db --spec "$work/learned.yaml" --quiet --url "jdbc:postgresql://$PGHOST:$PGPORT/$copy" --user "$PGUSER" >/dev/null
      for t in accounts products orders order_items; do
        printf "  %-12s source %10s  copy %10s\n" "$t" "$(pq "$src" -c "SELECT COUNT(*) FROM $t")" \
          "$(pq "$copy" -c "SELECT COUNT(*) FROM $t")"
      done
      ;;
    *) echo "learn-bench: unknown server $server (mariadb or postgresql)" >&2; exit 2 ;;
  esac
done
