#!/usr/bin/env bash
# The chat dataset into PostgreSQL, on the COPY path and the insert path, for each kind of message key, against
# psql's \copy of the very same rows and against pgbench's own initial load.
#
#   src/bench/pg-bench.sh                          # --rows 100000 users (about 2.5 million rows), 3 runs
#   ROWS=50000 RUNS=3 src/bench/pg-bench.sh
#   PGHOST=127.0.0.1 PGPORT=5432 PGUSER=postgres THREADS=2 KEYS="sequence uuid7" src/bench/pg-bench.sh
#
# Each run, for each message key (sequence: BIGINT; uuid4 and uuid7: CHAR(36) text), in a temporary database:
# 1. seedgen --dataset chat --rows ROWS --method copy --threads THREADS into a fresh schema, timed as the whole
#    process (JVM start, schema and tables, the rows, the orphan check after them);
# 2. the same with --method insert;
# 3. the reference: the very same rows, exported once per key (untimed, as CSV) from a seedgen --threads 1 COPY load
#    in the order seedgen generates them (see ORDER below; never sorted by a key that seedgen does not make in
#    order: a uuid4 key stays random, a sequence or uuid7 key ascends as seedgen makes it), loaded by psql \copy FROM,
#    table by table, parents first, into a fresh schema made with the CREATE TABLE statements seedgen itself prints
#    (--dry-run): the same primary, unique and foreign keys, and foreign keys' indexes, present as the rows arrive,
#    as seedgen has them. The
#    time is the sum of the four psql processes. psql sends one stream on one connection; seedgen uses THREADS.
# Every load is checked against the first: each table's count and an md5 over its rows (and seedgen's own summary
# counts), and the columns, keys and indexes of its schema; a difference stops the script. A CHECKPOINT comes
# before every timed load, so none pays for the writes of the one before. Once a run, pgbench -i -I dtg loads about
# as many pgbench_accounts rows (client-side COPY into tables with no keys) into a database of its own: what the
# server ingests when nothing is checked, as a ceiling.
# Printed: rows/s (all four tables' rows over wall seconds), the median of RUNS runs, with the ratio to psql \copy
# and to pgbench; client CPU (the loader's process) and server CPU (every PostgreSQL process, so any other session
# on the server counts too; shown only for a server on this machine whose data directory is readable); each
# table's rows/s (seedgen's summary; psql's per table), and each table's size and index size after the last run,
# and once more for psql's tables after REINDEX: how much of an index's size is the order its keys arrived in.
# The jar is built once (cli/seedgen --version) and copied aside, so an edit to the sources while this runs
# neither rebuilds inside a timing nor changes the code between runs.
# Password: PGPASSWORD or ~/.pgpass (SEEDGEN_PASSWORD is passed on as PGPASSWORD when that is unset).
# Needs: Java and Maven, psql and pgbench, GNU time, a role that may create databases. Exit 2 when something is
# missing. Everything it makes (two databases, a scratch folder) is removed on exit.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
ROWS="${ROWS:-100000}"
THREADS="${THREADS:-2}"
RUNS="${RUNS:-3}"
BATCH="${BATCH:-}"
KEYS="${KEYS:-sequence uuid4 uuid7}"
export PGHOST="${PGHOST:-127.0.0.1}" PGPORT="${PGPORT:-5432}" PGUSER="${PGUSER:-postgres}"
[ -z "${PGPASSWORD:-}" ] && [ -n "${SEEDGEN_PASSWORD:-}" ] && export PGPASSWORD="$SEEDGEN_PASSWORD"
TABLES=(users rooms room_members messages)
# The order seedgen generates each table's rows in: by id; a room's members as they were written (their rows are all
# one width, so a one-stream load's heap keeps them in that order), a room's messages in time order (the spec's
# ordered sent_at; a sequence key is the same order). Not the heap's order alone: a row of varying width may land in
# an earlier page's free space.
declare -A ORDER=([users]=id [rooms]=id [room_members]="room_id, ctid" [messages]="room_id, sent_at")
LOADERS=(seedgen-copy seedgen-insert psql-copy)
db="seedgen_pgbench_$$"
pgb="seedgen_pgbench_$$_pgbench"

# Not lib.sh: it needs a mariadb or mysql client, which a PostgreSQL-only machine lacks.
now() { date +%s.%N; }
calc() { awk "BEGIN { print $1 }"; }
median() { sort -g | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
die() { echo "pg-bench: $*" >&2; exit 1; }
q() { local d="$1"; shift; PGOPTIONS="-c client_min_messages=warning" psql -X -q -v ON_ERROR_STOP=1 -At -d "$d" "$@"; }
label() { case "$1" in psql-copy) echo 'psql \copy' ;; *) echo "$1" ;; esac; }

for tool in psql pgbench java mvn; do
  command -v "$tool" >/dev/null || { echo "pg-bench: needs $tool on the PATH" >&2; exit 2; }
done
[ -x /usr/bin/time ] || { echo "pg-bench: needs GNU time at /usr/bin/time (apt-get install time)" >&2; exit 2; }
q postgres -c 'SELECT 1' >/dev/null 2>&1 \
  || { echo "pg-bench: no server answers at $PGHOST:$PGPORT as $PGUSER: set PGHOST, PGPORT, PGUSER" >&2; exit 2; }
[ "$(q postgres -c "SELECT rolcreatedb OR rolsuper FROM pg_roles WHERE rolname = current_user")" = t ] \
  || { echo "pg-bench: $PGUSER may not create databases: ALTER ROLE $PGUSER CREATEDB" >&2; exit 2; }
for d in "$db" "$pgb"; do
  [ -z "$(q postgres -c "SELECT 1 FROM pg_database WHERE datname = '$d'")" ] \
    || { echo "pg-bench: database $d already exists; drop it or run again" >&2; exit 2; }
done

work="$(mktemp -d)"
made=()
cleanup() {
  set +e
  for d in "${made[@]}"; do q postgres -c "DROP DATABASE IF EXISTS \"$d\" WITH (FORCE)" >/dev/null; done
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

"$root/cli/seedgen" --version >/dev/null   # builds the jar once, outside the timings
dist="$work/dist"                           # the launcher's distribution layout: bin/seedgen beside lib/*.jar
mkdir -p "$dist/bin" "$dist/lib"
cp "$root/cli/seedgen" "$dist/bin/seedgen"
cp "$root/target/run/"*.jar "$root/target/cli/lib/"*.jar "$dist/lib/"
version="$("$dist/bin/seedgen" --version)"
seedgen=("$dist/bin/seedgen" --url "jdbc:postgresql://$PGHOST:$PGPORT/$db" --user "$PGUSER")

q postgres -c "CREATE DATABASE \"$db\"" && made+=("$db")
q postgres -c "CREATE DATABASE \"$pgb\"" && made+=("$pgb")
checkpoint=1
q postgres -c CHECKPOINT 2>/dev/null || checkpoint=0

# The server's CPU seconds when it runs here: the postmaster's own and its reaped children's, plus its live children
# (a zombie's too). A child reaped while they are read would count twice or not at all, so the reading is taken
# again until the postmaster's reaped total is the same before and after it.
pm_pid=""
case "$PGHOST" in
  127.*|localhost|::1|/*)
    datadir="$(q postgres -c 'SHOW data_directory' 2>/dev/null || true)"
    [ -n "$datadir" ] && [ -r "$datadir/postmaster.pid" ] && pm_pid="$(head -1 "$datadir/postmaster.pid")"
    ;;
esac
reaped() { awk '{ sub(/^.*\) /, ""); print $14 + $15 }' "/proc/$pm_pid/stat"; }
live() {   # the postmaster's own ticks and its reaped children's, plus each child's own
  { cat "/proc/$pm_pid/stat"; for c in $(pgrep -P "$pm_pid"); do cat "/proc/$c/stat" 2>/dev/null || true; done; } \
    | awk -v pm="$pm_pid" '{ pid = $1; sub(/^.*\) /, ""); s += $12 + $13 + (pid == pm ? $14 + $15 : 0) }
                           END { print s }'
}
server_cpu() {
  local before after ticks
  [ -n "$pm_pid" ] || { echo 0; return; }
  while :; do
    before=$(reaped); ticks=$(live); after=$(reaped)
    [ "$before" = "$after" ] && break
  done
  calc "$ticks / $(getconf CLK_TCK)"
}

# One timed command: prints "wall client_cpu server_cpu"; its output goes to $work/last.log; a failing command
# prints that output and ends the script.
timed() {
  local s0 t0 t1 s1 u s
  if [ "$checkpoint" = 1 ]; then q postgres -c CHECKPOINT; fi
  s0=$(server_cpu); t0=$(now)
  /usr/bin/time -f '%U %S' -o "$work/time" "$@" > "$work/last.log" 2>&1 \
    || { cat "$work/last.log" >&2; die "failed: $*"; }
  t1=$(now); s1=$(server_cpu)
  read -r u s < "$work/time"
  echo "$(calc "$t1 - $t0") $(calc "$u + $s") $(calc "$s1 - $s0")"
}

# What must match between two loads: per table, its count and an md5 over its rows' text in a fixed order.
rows_digest() {
  local t
  for t in "${TABLES[@]}"; do
    q "$db" -c "SELECT '$t', count(*), md5(coalesce(string_agg(md5(x::text), '' ORDER BY md5(x::text) COLLATE \"C\"),
                ''))  FROM \"$1\".\"$t\" x"
  done
}
# The schema's columns, constraints and indexes, with the schema's name taken out.
schema_digest() {
  q "$db" -c "SET search_path = \"$1\"" -c "
    SELECT string_agg(x, E'\n' ORDER BY x) FROM (
      SELECT format('column %s.%s %s%s', c.relname, a.attname, format_type(a.atttypid, a.atttypmod),
                    CASE WHEN a.attnotnull THEN ' not null' ELSE '' END) AS x
        FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
       WHERE c.relnamespace = '\"$1\"'::regnamespace AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
      UNION ALL
      SELECT format('constraint %s.%s %s', c.relname, k.conname, pg_get_constraintdef(k.oid))
        FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid WHERE k.connamespace = '\"$1\"'::regnamespace
      UNION ALL
      SELECT 'index ' || replace(pg_get_indexdef(i.indexrelid), ' ON ' || quote_ident('$1') || '.', ' ON ')
        FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid WHERE c.relnamespace = '\"$1\"'::regnamespace
    ) s"
}
sizes() {
  local t
  for t in "${TABLES[@]}"; do
    q "$db" -F ' ' -c "SELECT '$t', pg_total_relation_size('\"$1\".\"$t\"'), pg_indexes_size('\"$1\".\"$t\"')"
  done
}

# Checks the load in schema $2 (by loader $3) of key $1 against the key's first load, and records its sizes.
check_load() {
  local key="$1" schema="$2" loader="$3" t want got
  rows_digest "$schema" | tr '|' ' ' > "$work/$key.$loader.rows"
  schema_digest "$schema" > "$work/$key.$loader.schema"
  if [ ! -f "$work/$key.rows" ]; then
    cp "$work/$key.$loader.rows" "$work/$key.rows"
    cp "$work/$key.$loader.schema" "$work/$key.schema"
  fi
  cmp -s "$work/$key.rows" "$work/$key.$loader.rows" || {
    diff "$work/$key.rows" "$work/$key.$loader.rows" >&2 || true
    die "message_key=$key: the rows of $loader differ from the first load's (count, md5 above)"; }
  cmp -s "$work/$key.schema" "$work/$key.$loader.schema" || {
    diff "$work/$key.schema" "$work/$key.$loader.schema" >&2 || true
    die "message_key=$key: $loader's tables have other columns, keys or indexes than the first load's (above)"; }
  if [ "${loader#seedgen}" != "$loader" ]; then
    for t in "${TABLES[@]}"; do   # seedgen's summary must say what the table holds
      want=$(awk -v t="$t" '$1 == t { print $2 }' "$work/$key.rows")
      got=$(awk -v t="$t" '$1 == t && $3 == "rows" { gsub(/,/, "", $2); print $2 }' "$work/last.log")
      [ "$want" = "$got" ] || die "message_key=$key: $loader's summary says $t has ${got:-no} rows, the table $want"
    done
  fi
  sizes "$schema" > "$work/$key.$loader.sizes"
}

seedgen_load() {   # key method
  local key="$1" method="$2" schema="sg_$2" batch=()
  [ -n "$BATCH" ] && batch=(--batch "$BATCH")
  q "$db" -c "DROP SCHEMA IF EXISTS \"$schema\" CASCADE"
  res=$(timed "${seedgen[@]}" --schema "$schema" --dataset chat --param "message_key=$key" --rows "$ROWS" \
        --method "$method" --threads "$THREADS" "${batch[@]}" --progress none)
  echo "$res" >> "$work/$key.seedgen-$method.times"
  for t in "${TABLES[@]}"; do
    awk -v t="$t" '$1 == t && $3 == "rows" { gsub(/[(,]/, "", $7); print $7 }' "$work/last.log" \
      >> "$work/$key.seedgen-$method.$t.rate"
  done
  cp "$work/last.log" "$work/$key.seedgen-$method.log"
  check_load "$key" "$schema" "seedgen-$method"
}

export_rows() {   # key: the rows in the order seedgen generates them (one thread), once, untimed
  local t key="$1"
  q "$db" -c "DROP SCHEMA IF EXISTS src CASCADE"
  "${seedgen[@]}" --schema src --dataset chat --param "message_key=$key" --rows "$ROWS" --method copy --threads 1 \
    --progress none > "$work/last.log" 2>&1 || { cat "$work/last.log" >&2; die "seedgen --threads 1 failed"; }
  check_load "$key" src seedgen-1thread
  for t in "${TABLES[@]}"; do
    q "$db" -c "\\copy (SELECT * FROM src.\"$t\" ORDER BY ${ORDER[$t]}) TO '$work/$key.$t.csv' WITH (FORMAT csv)"
  done
  q "$db" -c "DROP SCHEMA src CASCADE"
}

psql_load() {   # key
  local key="$1" t wall=0 cpu=0 scpu=0 w c s
  q "$db" -c "DROP SCHEMA IF EXISTS ref CASCADE" -c "CREATE SCHEMA ref" -f "$work/$key.ddl"
  for t in "${TABLES[@]}"; do
    res=$(timed psql -X -q -v ON_ERROR_STOP=1 -d "$db" \
          -c "\\copy ref.\"$t\" FROM '$work/$key.$t.csv' WITH (FORMAT csv)")
    read -r w c s <<< "$res"
    wall=$(calc "$wall + $w"); cpu=$(calc "$cpu + $c"); scpu=$(calc "$scpu + $s")
    echo "$w" >> "$work/$key.psql-copy.$t.secs"
  done
  echo "$wall $cpu $scpu" >> "$work/$key.psql-copy.times"
  check_load "$key" ref psql-copy
}

server="$(q postgres -c "SELECT current_setting('server_version')")"
settings="$(q postgres -c "SELECT format('shared_buffers %s  max_wal_size %s  synchronous_commit %s  wal_level %s',
  current_setting('shared_buffers'), current_setting('max_wal_size'), current_setting('synchronous_commit'),
  current_setting('wal_level'))")"
echo "server: PostgreSQL $server at $PGHOST:$PGPORT  $settings"
echo "$version  users: $ROWS  threads: $THREADS  batch: ${BATCH:-default}  runs: $RUNS  cores: $(nproc)"
[ "$checkpoint" = 1 ] || echo "note: $PGUSER may not CHECKPOINT: a load may pay for the writes of the one before"
[ -n "$pm_pid" ] || echo "note: no server CPU (the server is not on this machine, or its data directory is unreadable)"

for key in $KEYS; do
  case "$key" in sequence|uuid4|uuid7) ;; *) echo "pg-bench: KEYS: unknown message key $key" >&2; exit 2 ;; esac
  "${seedgen[@]}" --schema ref --dataset chat --param "message_key=$key" --rows "$ROWS" --dry-run > "$work/$key.dry"
  # each CREATE TABLE, and the CREATE INDEX of a foreign key's index after it (as seedgen's tables have them)
  awk '/^CREATE TABLE /{on=1} on{print} /^\);$/{on=0} /^CREATE INDEX /{print}' "$work/$key.dry" > "$work/$key.ddl"
  [ "$(grep -c '^CREATE TABLE ' "$work/$key.ddl")" = "${#TABLES[@]}" ] \
    || { cat "$work/$key.dry" >&2; die "seedgen --dry-run did not print ${#TABLES[@]} CREATE TABLE statements"; }
done

read -r first_key _ <<< "$KEYS"
accounts=0
for run in $(seq 1 "$RUNS"); do
  for key in $KEYS; do
    if [ "$run" = 1 ]; then export_rows "$key"; fi
    seedgen_load "$key" copy
    q "$db" -c "DROP SCHEMA sg_copy CASCADE"
    seedgen_load "$key" insert
    q "$db" -c "DROP SCHEMA sg_insert CASCADE"
    psql_load "$key"
    if [ "$run" = "$RUNS" ]; then   # what the same rows take with every index built afresh (untimed)
      q "$db" -c "REINDEX SCHEMA ref"
      sizes ref > "$work/$key.rebuilt.sizes"
    fi
    q "$db" -c "DROP SCHEMA ref CASCADE"
  done
  if [ "$accounts" = 0 ]; then   # as many pgbench_accounts rows as the chat dataset has rows, in 100,000s
    total=$(awk '{ s += $2 } END { print s }' "$work/$first_key.rows")
    scale=$(( (total + 50000) / 100000 )); [ "$scale" -ge 1 ] || scale=1
    accounts=$((scale * 100000))
  fi
  res=$(timed pgbench -i -I dtg -s "$scale" -q "$pgb")
  echo "$res" >> "$work/pgbench.times"
  q "$pgb" -c "DROP TABLE IF EXISTS pgbench_accounts, pgbench_branches, pgbench_history, pgbench_tellers"
done

echo
echo "rows: $(awk '{ printf "%s%s %d", (NR > 1 ? ", " : ""), $1, $2 } END { printf "; total " }' \
  "$work/$first_key.rows")$total in each load"
echo
echo "rows/s: the four tables' rows over the loader's wall seconds, median of $RUNS runs"
printf '%-9s %-15s %10s %8s %8s %9s %9s  %s\n' key loader rows/s /psql /pgbench client_cpu server_cpu 'wall s, each run'
pgb_wall=$(cut -d' ' -f1 "$work/pgbench.times" | median)
pgb_rate=$(calc "$accounts / $pgb_wall")
for key in $KEYS; do
  ref_rate=$(calc "$total / $(cut -d' ' -f1 "$work/$key.psql-copy.times" | median)")
  for loader in "${LOADERS[@]}"; do
    f="$work/$key.$loader.times"
    wall=$(cut -d' ' -f1 "$f" | median)
    rate=$(calc "$total / $wall")
    scpu="-"; [ -n "$pm_pid" ] && scpu=$(printf '%.1f' "$(cut -d' ' -f3 "$f" | median)")
    printf '%-9s %-15s %10.0f %8.2f %8.2f %9.1f %9s  %s\n' "$key" "$(label "$loader")" "$rate" \
      "$(calc "$rate / $ref_rate")" "$(calc "$rate / $pgb_rate")" "$(cut -d' ' -f2 "$f" | median)" "$scpu" \
      "$(awk '{ printf "%s%.1f", (NR > 1 ? " " : ""), $1 }' "$f")"
  done
done
scpu="-"; [ -n "$pm_pid" ] && scpu=$(printf '%.1f' "$(cut -d' ' -f3 "$work/pgbench.times" | median)")
printf '%-9s %-15s %10.0f %8s %8.2f %9.1f %9s  %s\n' - "pgbench -i" "$pgb_rate" - 1 \
  "$(cut -d' ' -f2 "$work/pgbench.times" | median)" "$scpu" \
  "$(awk '{ printf "%s%.1f", (NR > 1 ? " " : ""), $1 }' "$work/pgbench.times")"
echo "  /psql: over psql \\copy's rows/s for the same key; /pgbench: over pgbench -i -I dtg -s $scale ($accounts"
echo "  pgbench_accounts rows, client-side COPY, no keys); seedgen: the whole process (JVM start, DDL, orphan check)"
echo "  with $THREADS threads; psql \\copy: the four loads' sum, one connection; cpu: seconds (client: the loader's)"

echo
echo "rows/s per table, median of $RUNS runs (seedgen: its summary's rate; psql: that table's \\copy)"
printf '%-9s %-13s %10s %14s %15s %14s\n' key table rows seedgen-copy seedgen-insert 'psql-\copy'
for key in $KEYS; do
  for t in "${TABLES[@]}"; do
    rows=$(awk -v t="$t" '$1 == t { print $2 }' "$work/$key.rows")
    printf '%-9s %-13s %10d %14.0f %15.0f %14.0f\n' "$key" "$t" "$rows" \
      "$(median < "$work/$key.seedgen-copy.$t.rate")" "$(median < "$work/$key.seedgen-insert.$t.rate")" \
      "$(calc "$rows / $(median < "$work/$key.psql-copy.$t.secs")")"
  done
done

echo
echo "size after the load in MiB, last run: pg_total_relation_size / pg_indexes_size"
printf '%-9s %-13s %17s %17s %17s %17s\n' key table seedgen-copy seedgen-insert 'psql-\copy' 'reindexed'
for key in $KEYS; do
  for t in "${TABLES[@]}"; do
    line=$(printf '%-9s %-13s' "$key" "$t")
    for loader in "${LOADERS[@]}" rebuilt; do
      line+=$(awk -v t="$t" '$1 == t { printf " %17s", sprintf("%.1f / %.1f", $2 / 1048576, $3 / 1048576) }' \
        "$work/$key.$loader.sizes")
    done
    echo "$line"
  done
done
echo "  reindexed: psql \\copy's tables after REINDEX SCHEMA, the size of the same keys built in one pass"
echo "every load: same counts and md5 of rows per table, same columns, keys and indexes as the key's first load"
