#!/usr/bin/env bash
# The sns dataset on the fastest path against LOAD DATA of the very same rows, table by table.
#
#   src/bench/dataset-bench.sh                 # --rows 1000000 users (about 55 million rows), MariaDB at 127.0.0.1
#   ROWS=100000 THREADS=2 src/bench/dataset-bench.sh
#
# 1. seedgen --dataset sns --rows ROWS --method load-data --threads THREADS into a fresh database (timed; seedgen
#    prints each table's rows/s, which are read from its summary);
# 2. the reference: each table's rows exported from that database as tab-separated text (untimed), then loaded
#    with LOAD DATA LOCAL INFILE by the mariadb client, table by table in the same order, into a second database
#    created with the same CREATE TABLE statements (same keys, foreign keys checked as rows arrive), timed per table;
# 3. CHECKSUM TABLE of every table must match between the two, or the script stops.
# Needs: Java and Maven, the mariadb (or mysql) client, local_infile=ON. Exit 2 when something is missing.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
. "$root/src/bench/lib.sh"
ROWS="${ROWS:-1000000}"
THREADS="${THREADS:-2}"
A="seedgen_dsbench_a"
B="seedgen_dsbench_b"
TABLES=(users posts likes bookmarks follows)

sql 'SELECT 1' >/dev/null 2>&1 || { echo "dataset-bench: no server answers at $HOST:$PORT as $DBUSER: set HOST, PORT, DBUSER" >&2; exit 2; }
[ "$(sql 'SELECT @@local_infile')" = 1 ] || { echo "dataset-bench: local_infile is OFF: SET GLOBAL local_infile = ON" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"; sql "DROP DATABASE IF EXISTS \`$A\`; DROP DATABASE IF EXISTS \`$B\`" >/dev/null 2>&1 || true' EXIT
"$root/cli/seedgen" --version >/dev/null   # builds the jar once, outside the timings
sql "DROP DATABASE IF EXISTS \`$A\`; DROP DATABASE IF EXISTS \`$B\`"

echo "server: $(sql 'SELECT VERSION()')  buffer pool: $(sql 'SELECT @@innodb_buffer_pool_size DIV 1048576') MiB  users: $ROWS  threads: $THREADS  cores: $(nproc)"
t0=$(now)
"$root/cli/seedgen" --dataset sns --rows "$ROWS" --method load-data --threads "$THREADS" --progress none \
    --host "$HOST" --port "$PORT" --user "$DBUSER" --database "$A" > "$work/seedgen.out"
seedgen_wall=$(calc "$(now) - $t0")
cat "$work/seedgen.out"

sql "CREATE DATABASE \`$B\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"
ref_total=0
declare -A ref_secs
for t in "${TABLES[@]}"; do
  sql "SELECT * FROM \`$A\`.\`$t\`" > "$work/$t.tsv"
  sql "SHOW CREATE TABLE \`$A\`.\`$t\`" | cut -f2- | sed "s/REFERENCES \`$A\`/REFERENCES \`$B\`/g; s/\\\\n/\n/g" > "$work/$t.ddl"
  sql "USE \`$B\`; $(cat "$work/$t.ddl")"
  s0=$(now)
  sql "LOAD DATA LOCAL INFILE '$work/$t.tsv' INTO TABLE \`$B\`.\`$t\` CHARACTER SET utf8mb4"
  ref_secs[$t]=$(calc "$(now) - $s0")
  ref_total=$(calc "$ref_total + ${ref_secs[$t]}")
done

echo
printf '%-10s %12s %14s %14s %8s\n' table rows seedgen_rows/s loaddata_rows/s ratio
total_rows=0
for t in "${TABLES[@]}"; do
  a=$(sql "CHECKSUM TABLE \`$A\`.\`$t\`" | awk '{print $2}')
  b=$(sql "CHECKSUM TABLE \`$B\`.\`$t\`" | awk '{print $2}')
  [ "$a" = "$b" ] || { echo "dataset-bench: $t differs between seedgen ($a) and LOAD DATA ($b)" >&2; exit 1; }
  rows=$(sql "SELECT COUNT(*) FROM \`$A\`.\`$t\`")
  total_rows=$((total_rows + rows))
  seedgen_rate=$(awk -v t="$t" '$1 == t { gsub(/[(,]/, "", $7); print $7 }' "$work/seedgen.out")
  ref_rate=$(calc "$rows / ${ref_secs[$t]}")
  printf '%-10s %12d %14.0f %14.0f %8.2f\n' "$t" "$rows" "$seedgen_rate" "$ref_rate" "$(calc "$ref_rate / $seedgen_rate")"
done
printf '%-10s %12d %14.0f %14.0f %8.2f\n' all "$total_rows" "$(calc "$total_rows / $seedgen_wall")" \
    "$(calc "$total_rows / $ref_total")" "$(calc "$seedgen_wall / $ref_total")"
echo "ratio: seedgen's time over LOAD DATA's (all: whole seedgen process, JVM start and orphan check included)"
