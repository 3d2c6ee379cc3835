#!/usr/bin/env bash
# One sns load split into N partitions (N processes at once, THREADS/N threads each) against the same load in one
# process with THREADS threads, and against LOAD DATA of the very same rows by the server's own client, N streams
# at once, in the same run. Every load's tables are checked equal (CHECKSUM TABLE) before any figure is printed.
#
#   src/bench/partition-bench.sh                         # ROWS=100000 users (about 5.5M rows), N=4, THREADS=4
#   ROWS=50000 N=2 THREADS=2 RUNS=3 src/bench/partition-bench.sh
#   METHOD=insert src/bench/partition-bench.sh           # seedgen's INSERT path (default load-data)
#
# Per round: (1) seedgen --dataset sns --rows ROWS --threads THREADS --method METHOD into database A;
# (2) N seedgen processes --partition K/N --threads THREADS/N into database B, started together, timed from the
# first start to the last exit (the last adds and checks the foreign keys, as (1) does); (3) the reference: the
# rows of A exported per table (untimed), then each table loaded by N mariadb clients at once, each LOAD DATA LOCAL
# INFILE of one N-th of the rows, table after table, into tables with every key (as seedgen's INSERTs are checked),
# timed. RUNS rounds; medians. Needs the mariadb (or mysql) client and local_infile=ON; exit 2 when missing.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
. "$root/src/bench/lib.sh"
ROWS="${ROWS:-100000}"
N="${N:-4}"
THREADS="${THREADS:-4}"
RUNS="${RUNS:-3}"
METHOD="${METHOD:-load-data}"
A="seedgen_partbench_a"
B="seedgen_partbench_b"
C="seedgen_partbench_c"
TABLES=(users posts likes bookmarks follows)
per=$(( THREADS / N )); [ "$per" -ge 1 ] || per=1

sql 'SELECT 1' >/dev/null 2>&1 || { echo "partition-bench: no server answers at $HOST:$PORT as $DBUSER: set HOST, PORT, DBUSER" >&2; exit 2; }
[ "$(sql 'SELECT @@local_infile')" = 1 ] || { echo "partition-bench: local_infile is OFF: SET GLOBAL local_infile = ON" >&2; exit 2; }
work="$(mktemp -d)"
drop() { sql "DROP DATABASE IF EXISTS \`$A\`; DROP DATABASE IF EXISTS \`$B\`; DROP DATABASE IF EXISTS \`$C\`" >/dev/null 2>&1 || true; }
trap 'rm -rf "$work"; drop' EXIT
"$root/cli/seedgen" --version >/dev/null   # builds the jar once, outside the timings
target=(--host "$HOST" --port "$PORT" --user "$DBUSER" --progress none --method "$METHOD")

echo "server: $(sql 'SELECT VERSION()')  method: $METHOD  users: $ROWS  partitions: $N x $per threads  one process: $THREADS threads  cores: $(nproc)"
for run in $(seq 1 "$RUNS"); do
  drop
  t0=$(now)
  "$root/cli/seedgen" --dataset sns --rows "$ROWS" --threads "$THREADS" "${target[@]}" --database "$A" > "$work/one.out" 2>&1 \
    || { cat "$work/one.out" >&2; exit 1; }
  echo "$(calc "$(now) - $t0")" >> "$work/one.secs"

  t0=$(now)
  pids=()
  for k in $(seq 1 "$N"); do
    "$root/cli/seedgen" --dataset sns --rows "$ROWS" --threads "$per" --partition "$k/$N" "${target[@]}" --database "$B" \
      > "$work/part-$k.out" 2>&1 &
    pids+=($!)
  done
  for k in $(seq 1 "$N"); do
    wait "${pids[$((k - 1))]}" || { cat "$work/part-$k.out" >&2; exit 1; }
  done
  echo "$(calc "$(now) - $t0")" >> "$work/split.secs"
  # each partition's own time, and anything it had to wait out or retry
  parts=$(for k in $(seq 1 "$N"); do sed -n 's/.* written in \([0-9.]*\) s .*/\1/p' "$work/part-$k.out"; done | paste -sd' ')
  grep -hiE 'retr|lock wait|deadlock|waiting' "$work"/part-*.out | sed 's/^/  note: /' || true
  [ "$(cat "$work"/part-*.out | grep -c 'is the last of dataset sns to end')" = 1 ] \
    || { echo "partition-bench: not exactly one partition finished the run" >&2; exit 1; }

  sql "CREATE DATABASE \`$C\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"
  for t in "${TABLES[@]}"; do
    sql "SHOW CREATE TABLE \`$A\`.\`$t\`" | cut -f2- | sed "s/REFERENCES \`$A\`/REFERENCES \`$C\`/g; s/\\\\n/\n/g" > "$work/$t.ddl"
    sql "USE \`$C\`; $(cat "$work/$t.ddl")"
    sql "SELECT * FROM \`$A\`.\`$t\`" > "$work/$t.tsv"
    split -n "l/$N" -d "$work/$t.tsv" "$work/$t.part."
  done
  t0=$(now)
  for t in "${TABLES[@]}"; do
    pids=()
    for f in "$work/$t.part."*; do
      sql "LOAD DATA LOCAL INFILE '$f' INTO TABLE \`$C\`.\`$t\` CHARACTER SET utf8mb4" &
      pids+=($!)
    done
    for p in "${pids[@]}"; do wait "$p"; done
  done
  echo "$(calc "$(now) - $t0")" >> "$work/ref.secs"
  rm -f "$work"/*.tsv "$work"/*.part.*

  for t in "${TABLES[@]}"; do
    a=$(sql "CHECKSUM TABLE \`$A\`.\`$t\` EXTENDED" | awk '{print $2}')
    for d in "$B" "$C"; do
      b=$(sql "CHECKSUM TABLE \`$d\`.\`$t\` EXTENDED" | awk '{print $2}')
      [ "$a" = "$b" ] || { echo "partition-bench: $t differs between $A ($a) and $d ($b)" >&2; exit 1; }
    done
  done
  rows=0
  for t in "${TABLES[@]}"; do rows=$((rows + $(sql "SELECT COUNT(*) FROM \`$A\`.\`$t\`"))); done
  echo "round $run: $rows rows; one process $(tail -1 "$work/one.secs") s, $N partitions $(tail -1 "$work/split.secs") s" \
    "(each: $parts s), LOAD DATA x$N $(tail -1 "$work/ref.secs") s"
done

one=$(median < "$work/one.secs"); split=$(median < "$work/split.secs"); ref=$(median < "$work/ref.secs")
echo
printf '%-34s %10s %12s\n' load "median s" "rows/s"
printf '%-34s %10.1f %12.0f\n' "seedgen, one process, $THREADS threads" "$one" "$(calc "$rows / $one")"
printf '%-34s %10.1f %12.0f\n' "seedgen, $N partitions x $per threads" "$split" "$(calc "$rows / $split")"
printf '%-34s %10.1f %12.0f\n' "LOAD DATA, $N client streams" "$ref" "$(calc "$rows / $ref")"
echo "split / one process: $(calc "$split / $one")   split / LOAD DATA: $(calc "$split / $ref")   (whole processes: JVM start, keys and orphan checks included)"
