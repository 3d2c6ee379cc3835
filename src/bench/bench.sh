#!/usr/bin/env bash
# seedgen against LOAD DATA LOCAL INFILE, same server, same rows, same table layout, in one run.
#
#   src/bench/bench.sh                      # 1,000,000 rows, 3 rounds, MariaDB at 127.0.0.1:3306 as root
#   ROWS=200000 ROUNDS=5 src/bench/bench.sh
#
# Each round: seedgen loads ROWS users with the canonical options (--batch 50 --threads 18) into a fresh
# table; then LOAD DATA LOCAL INFILE loads the very same rows (exported once from seedgen's table to a TSV
# file) into a fresh table created LIKE it (same columns, primary key and unique keys). Both are timed as
# client wall time, seedgen including its JVM start and bcrypt. Prints each round, the medians and the ratio.
# Needs: a MySQL/MariaDB server with local_infile=ON, the mariadb (or mysql) client, Java and Maven.
# The password, if any, comes from SEEDGEN_PASSWORD (also handed to the client through MYSQL_PWD).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
. "$root/src/bench/lib.sh"
ROWS="${ROWS:-1000000}"
ROUNDS="${ROUNDS:-3}"
BATCH="${BATCH:-50}"
THREADS="${THREADS:-18}"
DB="seedgen_bench"
work="$(mktemp -d)"
trap 'rm -rf "$work"; sql "DROP DATABASE IF EXISTS \`$DB\`" >/dev/null 2>&1 || true' EXIT


"$root/cli/seedgen" --version >/dev/null   # builds the jar once, outside the timings
echo "server: $(sql 'SELECT VERSION()')  buffer pool: $(sql 'SELECT @@innodb_buffer_pool_size DIV 1048576') MiB  flush_log_at_trx_commit: $(sql 'SELECT @@innodb_flush_log_at_trx_commit')"
echo "rows: $ROWS  seedgen: --batch $BATCH --threads $THREADS  rounds: $ROUNDS"
printf '%-6s %14s %14s %16s %8s\n' round seedgen_s load_data_s seedgen_rows/s ratio

: > "$work/seedgen.times"
: > "$work/loaddata.times"
for round in $(seq 1 "$ROUNDS"); do
  sql "DROP DATABASE IF EXISTS \`$DB\`"
  t0=$(now)
  "$root/cli/seedgen" --quiet --host "$HOST" --port "$PORT" --user "$DBUSER" --database "$DB" \
      --rows "$ROWS" --batch "$BATCH" --threads "$THREADS" --report "$work/report.json"
  t1=$(now)
  seedgen_s=$(calc "$t1 - $t0")

  if [ ! -f "$work/users.tsv" ]; then
    sql "SELECT id, username, email, password_hash, first_name, last_name, user_type, created_at FROM \`$DB\`.users ORDER BY id" > "$work/users.tsv"
  fi
  sql "CREATE TABLE \`$DB\`.users_ref LIKE \`$DB\`.users"
  t0=$(now)
  sql "LOAD DATA LOCAL INFILE '$work/users.tsv' INTO TABLE \`$DB\`.users_ref"
  t1=$(now)
  load_s=$(calc "$t1 - $t0")

  same=$(sql "SELECT (SELECT COUNT(*) FROM \`$DB\`.users) = (SELECT COUNT(*) FROM \`$DB\`.users_ref)")
  [ "$same" = 1 ] || { echo "row counts differ between seedgen's table and the reference" >&2; exit 1; }
  echo "$seedgen_s" >> "$work/seedgen.times"
  echo "$load_s" >> "$work/loaddata.times"
  printf '%-6s %14.2f %14.2f %16.0f %8.2f\n' "$round" "$seedgen_s" "$load_s" \
      "$(calc "$ROWS / $seedgen_s")" "$(calc "$seedgen_s / $load_s")"
done

s=$(median < "$work/seedgen.times")
l=$(median < "$work/loaddata.times")
printf '%-6s %14.2f %14.2f %16.0f %8.2f\n' median "$s" "$l" "$(calc "$ROWS / $s")" "$(calc "$s / $l")"
echo "ratio = seedgen time / LOAD DATA LOCAL INFILE time (target: at most 1.5)"
