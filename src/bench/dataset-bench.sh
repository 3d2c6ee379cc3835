#!/usr/bin/env bash
# The sns dataset on the fastest path against LOAD DATA of the very same rows, table by table.
#
#   src/bench/dataset-bench.sh                 # --rows 1000000 users (about 55 million rows), MariaDB at 127.0.0.1
#   ROWS=100000 THREADS=2 src/bench/dataset-bench.sh
#   DEFER=0 src/bench/dataset-bench.sh         # keys made up front on both sides
#
# 1. seedgen --dataset sns --rows ROWS --method load-data --threads THREADS --defer-indexes into a fresh database
#    (timed; seedgen prints each table's rows/s and the time it took to add the keys, read from its summary);
# 2. the reference: each table's rows exported from that database as tab-separated text (untimed), then loaded
#    with LOAD DATA LOCAL INFILE by the mariadb client, table by table in the same order, into a second database
#    created with the same CREATE TABLE statements, timed per table. With DEFER=1 (default) those statements keep
#    the primary key alone, and the same unique keys and foreign keys are added after all tables by one ALTER TABLE
#    a table (foreign_key_checks off for those, as seedgen does), timed as "keys"; with DEFER=0 the tables have
#    every key and the server checks the foreign keys as rows arrive, on both sides;
# 3. CHECKSUM TABLE of every table must match between the two, or the script stops.
# Needs: Java and Maven, the mariadb (or mysql) client, local_infile=ON. Exit 2 when something is missing.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
. "$root/src/bench/lib.sh"
ROWS="${ROWS:-1000000}"
THREADS="${THREADS:-2}"
DEFER="${DEFER:-1}"
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
defer=(); [ "$DEFER" = 1 ] && defer=(--defer-indexes)
"$root/cli/seedgen" --dataset sns --rows "$ROWS" --method load-data "${defer[@]}" --threads "$THREADS" --progress none \
    --host "$HOST" --port "$PORT" --user "$DBUSER" --database "$A" > "$work/seedgen.out"
seedgen_wall=$(calc "$(now) - $t0")
cat "$work/seedgen.out"

sql "CREATE DATABASE \`$B\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"
ref_total=0
declare -A ref_secs
for t in "${TABLES[@]}"; do
  sql "SELECT * FROM \`$A\`.\`$t\`" > "$work/$t.tsv"
  sql "SHOW CREATE TABLE \`$A\`.\`$t\`" | cut -f2- | sed "s/REFERENCES \`$A\`/REFERENCES \`$B\`/g; s/\\\\n/\n/g" > "$work/$t.ddl"
  if [ "$DEFER" = 1 ]; then
    # the primary key alone now; the other keys as ALTER TABLE clauses for later (unique keys, then foreign keys)
    awk '/^  (UNIQUE KEY|KEY|CONSTRAINT) /{next} {print}' "$work/$t.ddl" | sed -z 's/,\n)/\n)/' > "$work/$t.pk.ddl"
    awk '/^  UNIQUE KEY /{sub(/,$/, ""); sub(/^  /, ""); print "ADD " $0}' "$work/$t.ddl" | paste -sd, > "$work/$t.uk"
    awk '/^  CONSTRAINT /{sub(/,$/, ""); sub(/^  /, ""); print "ADD " $0}' "$work/$t.ddl" | paste -sd, > "$work/$t.fk"
    sql "USE \`$B\`; $(cat "$work/$t.pk.ddl")"
  else
    sql "USE \`$B\`; $(cat "$work/$t.ddl")"
  fi
  s0=$(now)
  sql "LOAD DATA LOCAL INFILE '$work/$t.tsv' INTO TABLE \`$B\`.\`$t\` CHARACTER SET utf8mb4"
  ref_secs[$t]=$(calc "$(now) - $s0")
  ref_total=$(calc "$ref_total + ${ref_secs[$t]}")
done
if [ "$DEFER" = 1 ]; then
  s0=$(now)
  for t in "${TABLES[@]}"; do
    [ -s "$work/$t.uk" ] && sql "ALTER TABLE \`$B\`.\`$t\` $(cat "$work/$t.uk")"
  done
  for t in "${TABLES[@]}"; do
    [ -s "$work/$t.fk" ] && sql "SET SESSION foreign_key_checks = 0; ALTER TABLE \`$B\`.\`$t\` $(cat "$work/$t.fk")"
  done
  ref_keys=$(calc "$(now) - $s0")
  ref_total=$(calc "$ref_total + $ref_keys")
  for t in "${TABLES[@]}"; do
    [ "$(sql "SHOW CREATE TABLE \`$A\`.\`$t\`" | cut -f2- | sed "s/\`$A\`/X/g")" = \
      "$(sql "SHOW CREATE TABLE \`$B\`.\`$t\`" | cut -f2- | sed "s/\`$B\`/X/g")" ] \
      || { echo "dataset-bench: $t has other keys in the reference" >&2; exit 1; }
  done
fi

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
if [ "$DEFER" = 1 ]; then
  printf 'keys added after the rows: seedgen %s s, reference %.1f s\n' \
      "$(awk '$1 == "keys" { print $(NF-1) }' "$work/seedgen.out")" "$ref_keys"
fi
echo "ratio: LOAD DATA's rows/s over seedgen's per table; all: seedgen's whole time over the reference's (whole"
echo "seedgen process, JVM start, keys and orphan check included; the reference's loads and, with DEFER=1, its keys)"
