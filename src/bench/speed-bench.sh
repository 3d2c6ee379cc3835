#!/usr/bin/env bash
# Every write path of seedgen against LOAD DATA LOCAL INFILE of a ready CSV of the very same rows, in one run
# on one server, each as time, rows/s and ratio to that reference; then 10x the rows on the fastest path.
#
#   src/bench/speed-bench.sh                    # 1,000,000 rows, 1 round, MariaDB at 127.0.0.1:3306 as root
#   ROUNDS=3 BIG=10000000 src/bench/speed-bench.sh
#
# Times are client wall time of the whole process (seedgen: JVM start and bcrypt included). client_cpu is the
# process's user+sys CPU, server_cpu mariadbd's utime+stime from /proc/PID/stat over the same interval (only
# when the server runs on this machine), rss the client's peak RSS. seedgen runs with -Xmx256m.
# Needs local_infile=ON, the mariadb (or mysql) client, GNU time, Java and Maven. Password: SEEDGEN_PASSWORD.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
. "$root/src/bench/lib.sh"
ROWS="${ROWS:-1000000}"
BIG="${BIG:-$((ROWS * 10))}"
ROUNDS="${ROUNDS:-1}"
LD_THREADS="${LD_THREADS:-2}"
DB="seedgen_speed_bench"
work="$(mktemp -d)"
trap 'rm -rf "$work"; sql "DROP DATABASE IF EXISTS \`$DB\`" >/dev/null 2>&1 || true' EXIT
"$root/cli/seedgen" --version >/dev/null   # builds the jar once, outside the timings
seedgen=(java -Xmx256m -cp "$root/target/cli/*:$root/target/cli/lib/*" seedgen.Main)
target=(--host "$HOST" --port "$PORT" --user "$DBUSER" --database "$DB")

fresh() { sql "DROP DATABASE IF EXISTS \`$DB\`; CREATE DATABASE \`$DB\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"; }

echo "server: $(sql 'SELECT VERSION()')  buffer pool: $(sql 'SELECT @@innodb_buffer_pool_size DIV 1048576') MiB  flush_log_at_trx_commit: $(sql 'SELECT @@innodb_flush_log_at_trx_commit')  local_infile: $(sql 'SELECT @@local_infile')"
echo "rows: $ROWS  rounds: $ROUNDS  cores: $(nproc)"
busy=$(sql "SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE COMMAND <> 'Sleep' AND ID <> CONNECTION_ID() AND USER <> 'system user'")
if [ "$busy" -gt 0 ]; then
  echo "WARNING: $busy other sessions are running statements on this server: the figures below are not clean" >&2
fi

# The reference's input: the same rows, written once by seedgen (not timed), and the table's DDL.
"${seedgen[@]}" --quiet --rows "$ROWS" --out "$work/users.csv"
ddl="$("${seedgen[@]}" --rows 1 --out - --format sql --quiet | sed -n '/^CREATE TABLE/,/;$/p')"
clauses="CHARACTER SET utf8mb4 FIELDS TERMINATED BY ',' OPTIONALLY ENCLOSED BY '\"' ESCAPED BY '' LINES TERMINATED BY '\\n' IGNORE 1 LINES"


run_case() { # name, then the command; appends "name wall client server rss" to $work/results
  local name="$1"; shift
  fresh
  echo "$name $(timed "$@")" >> "$work/results"
}

: > "$work/results"
for round in $(seq 1 "$ROUNDS"); do
  fresh
  sql "USE \`$DB\`; $ddl"
  echo "reference $(timed "$client" --protocol=TCP -h "$HOST" -P "$PORT" -u "$DBUSER" --local-infile=1 "$DB" \
      -e "LOAD DATA LOCAL INFILE '$work/users.csv' INTO TABLE users $clauses")" >> "$work/results"
  ref_sum=$(sql "CHECKSUM TABLE \`$DB\`.users" | awk '{print $2}')
  run_case insert_canonical "${seedgen[@]}" --quiet "${target[@]}" --rows "$ROWS" --batch 50 --threads 18
  [ "$(sql "CHECKSUM TABLE \`$DB\`.users" | awk '{print $2}')" = "$ref_sum" ] || { echo "seedgen's rows differ from the CSV's" >&2; exit 1; }
  run_case insert_best "${seedgen[@]}" --quiet "${target[@]}" --rows "$ROWS" --batch 500 --threads 4
  run_case load_data "${seedgen[@]}" --quiet "${target[@]}" --rows "$ROWS" --method load-data --threads "$LD_THREADS"
  run_case load_data_defer "${seedgen[@]}" --quiet "${target[@]}" --rows "$ROWS" --method load-data \
      --threads "$LD_THREADS" --defer-indexes
  [ "$(sql "CHECKSUM TABLE \`$DB\`.users" | awk '{print $2}')" = "$ref_sum" ] || { echo "load-data's rows differ from the CSV's" >&2; exit 1; }
done

ref=$(awk '$1 == "reference" {print $2}' "$work/results" | median)
printf '%-34s %8s %10s %8s %11s %11s %8s\n' path time_s rows/s ratio client_cpu server_cpu rss_MB
show() { # name label: medians over the rounds
  local t c s r
  t=$(awk -v n="$1" '$1 == n {print $2}' "$work/results" | median)
  c=$(awk -v n="$1" '$1 == n {print $3}' "$work/results" | median)
  s=$(awk -v n="$1" '$1 == n {print $4}' "$work/results" | median)
  r=$(awk -v n="$1" '$1 == n {print $5}' "$work/results" | median)
  printf '%-34s %8.2f %10.0f %8.2f %11.1f %11.1f %8.0f\n' "$2" "$t" "$(calc "$ROWS / $t")" "$(calc "$t / $ref")" "$c" "$s" "$r"
}
show reference "LOAD DATA LOCAL of the CSV (ref)"
echo "(sysbench sending the same INSERTs, as the peer of the canonical run: src/bench/peer-bench.sh)"
show insert_canonical "insert --batch 50 --threads 18"
show insert_best "insert --batch 500 --threads 4"
show load_data "load-data --threads $LD_THREADS"
show load_data_defer "load-data --defer-indexes"
echo "targets: load-data <= 1.05, load-data --defer-indexes <= 0.85, canonical insert <= 1.5"

gen=$(timed "${seedgen[@]}" --quiet --rows "$ROWS" --out /dev/null --format csv)
printf 'generation only (--out /dev/null --format csv): %.2f s, %.0f rows/s, rss %s MB\n' \
    "$(echo "$gen" | cut -d' ' -f1)" "$(calc "$ROWS / $(echo "$gen" | cut -d' ' -f1)")" "$(echo "$gen" | cut -d' ' -f4)"

if [ "$BIG" -gt 0 ]; then
  small=$(awk '$1 == "load_data_defer" {print $2}' "$work/results" | median)
  fresh
  big=$(timed "${seedgen[@]}" --quiet "${target[@]}" --rows "$BIG" --method load-data --threads "$LD_THREADS" --defer-indexes)
  read -r bt bc bs br <<< "$big"
  printf 'load-data --defer-indexes, %d rows: %.2f s (%.0f rows/s), %.2f times the %d-row time (target <= 10.5), peak RSS %.0f MB (target < 400), client cpu %.1f s, server cpu %.1f s\n' \
      "$BIG" "$bt" "$(calc "$BIG / $bt")" "$(calc "$bt / $small")" "$ROWS" "$br" "$bc" "$bs"
fi
