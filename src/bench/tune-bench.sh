#!/usr/bin/env bash
# The canonical load with and without --tune, same server, same rows, in one run.
#
#   src/bench/tune-bench.sh                  # 1,000,000 rows, 3 rounds, MariaDB at 127.0.0.1:3306 as root
#   ROWS=200000 ROUNDS=5 TUNE_ARGS="--tune-buffer-pool 1G" src/bench/tune-bench.sh
#
# Each round loads ROWS users with the canonical options (--batch 50 --threads 18) into a fresh database,
# once without and once with --tune (the order alternates between rounds, so neither always runs on a warm
# server). Times are client wall time, JVM start included. Prints each round, the medians and the ratio.
# It also checks that the server's GLOBAL variables after the benchmark equal those before it (status-like
# variables that move by themselves, such as gtid positions and timestamps, are ignored), and fails if not.
# Needs: --tune's privilege (SUPER), the mariadb (or mysql) client, Java and Maven. The password, if any,
# comes from SEEDGEN_PASSWORD (also handed to the client through MYSQL_PWD).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
. "$root/src/bench/lib.sh"
ROWS="${ROWS:-1000000}"
ROUNDS="${ROUNDS:-3}"
BATCH="${BATCH:-50}"
THREADS="${THREADS:-18}"
TUNE_ARGS="${TUNE_ARGS:-}"
DB="seedgen_tune_bench"
work="$(mktemp -d)"
trap 'rm -rf "$work"; sql "DROP DATABASE IF EXISTS \`$DB\`" >/dev/null 2>&1 || true' EXIT

globals() { sql "SHOW GLOBAL VARIABLES" | grep -Ev '^(gtid_|timestamp|last_insert_id|rand_seed|pseudo_|innodb_buffer_pool_resize)' ; }

load() {  # $1: extra arguments; prints the wall time in seconds
  sql "DROP DATABASE IF EXISTS \`$DB\`"
  local t0 t1
  t0=$(now)
  # shellcheck disable=SC2086
  "$root/cli/seedgen" --quiet --host "$HOST" --port "$PORT" --user "$DBUSER" --database "$DB" \
      --rows "$ROWS" --batch "$BATCH" --threads "$THREADS" --report "$work/report.json" $1 2>"$work/err" \
      || { cat "$work/err" >&2; exit 1; }
  t1=$(now)
  grep -q "\"rowsWritten\" : $ROWS," "$work/report.json" || { echo "the report does not say $ROWS rows" >&2; exit 1; }
  calc "$t1 - $t0"
}

"$root/cli/seedgen" --version >/dev/null   # builds the jar once, outside the timings
globals > "$work/before"
echo "server: $(sql 'SELECT VERSION()')  buffer pool: $(sql 'SELECT @@innodb_buffer_pool_size DIV 1048576') MiB  flush_log_at_trx_commit: $(sql 'SELECT @@innodb_flush_log_at_trx_commit')  log_bin: $(sql 'SELECT @@log_bin')"
echo "rows: $ROWS  seedgen: --batch $BATCH --threads $THREADS  tuned with: --tune $TUNE_ARGS  rounds: $ROUNDS"
printf '%-6s %12s %12s %16s %16s %8s\n' round plain_s tuned_s plain_rows/s tuned_rows/s ratio

: > "$work/plain.times"
: > "$work/tuned.times"
for round in $(seq 1 "$ROUNDS"); do
  if [ $((round % 2)) = 1 ]; then
    p=$(load ""); t=$(load "--tune $TUNE_ARGS")
  else
    t=$(load "--tune $TUNE_ARGS"); p=$(load "")
  fi
  echo "$p" >> "$work/plain.times"
  echo "$t" >> "$work/tuned.times"
  printf '%-6s %12.2f %12.2f %16.0f %16.0f %8.2f\n' "$round" "$p" "$t" "$(calc "$ROWS / $p")" \
      "$(calc "$ROWS / $t")" "$(calc "$t / $p")"
done

p=$(median < "$work/plain.times")
t=$(median < "$work/tuned.times")
printf '%-6s %12.2f %12.2f %16.0f %16.0f %8.2f\n' median "$p" "$t" "$(calc "$ROWS / $p")" "$(calc "$ROWS / $t")" \
    "$(calc "$t / $p")"
echo "ratio = time with --tune / time without (below 1: tuning helped)"

globals > "$work/after"
if diff "$work/before" "$work/after" > "$work/diff"; then
  echo "server GLOBAL variables after the benchmark: identical to before"
else
  echo "server GLOBAL variables differ after the benchmark:" >&2
  cat "$work/diff" >&2
  exit 1
fi
