#!/usr/bin/env bash
# seedgen against restoring a dump of the very same rows: the sns dataset at ROWS users, on MariaDB/MySQL against
# myloader -t JOBS (a mydumper dump), on PostgreSQL against pg_restore -j JOBS (a pg_dump -Fd dump).
#
#   src/bench/restore-bench.sh                           # both servers, --rows 50000 (2.78M rows), 3 rounds
#   ROWS=10000 ROUNDS=5 JOBS=2 SERVERS=mariadb src/bench/restore-bench.sh
#   FAST="--tune --threads 6" SERVERS=postgresql src/bench/restore-bench.sh
#   APP=zabbix src/bench/restore-bench.sh                # an application's schema, --from-db --rows 20000
#
# APP=zabbix puts an application's own schema in place of sns: Zabbix 6.0's server schema from Debian's packages
# (zabbix-server-mysql, zabbix-server-pgsql: 173 tables, 226 foreign keys; fetched by apt-get download and unpacked
# here, nothing installed), with the rows the package ships (images, templates, users). Or any schema: MY_DDL and
# PG_DDL name its SQL files (.sql or .sql.gz, run in order by the server's client). Each load then starts from a
# database holding that schema and its shipped rows, made untimed as the application's installer would, and seedgen
# fills it: `seedgen --from-db --rows APP_ROWS` (default 20000 a table). The restore is of a dump of the whole
# database (schema, shipped rows and seedgen's rows) into an empty one, as a team keeping a dump would restore it.
#
# Once per server, untimed: seedgen loads the dataset into a source database, and the restore tool's dump of it is
# taken (mydumper -t JOBS; pg_dump -Fd -j JOBS). Then ROUNDS rounds, each timing three whole processes into a fresh
# database (dropped and made again before, untimed), in an order that turns by one every round so that none always
# runs first or last on a warm server:
#   typed    seedgen --dataset sns --rows ROWS, nothing else (as a user types it)
#   fast     the same with FAST (default: --tune)
#   restore  myloader -t JOBS -d DUMP -B DB   |   pg_restore -j JOBS -d DB DUMP
# After every load, each table's row count and checksum (MariaDB: CHECKSUM TABLE; PostgreSQL: an md5 over its rows
# in a fixed order) and its columns, keys, indexes and foreign keys are checked against the source's: a difference
# stops the script. Printed: each case's seconds per round with the CPU seconds of its process and of the server
# (where the server is local), the medians, and the ratio of each seedgen median to the restore's (at most 0.8 is
# the goal). Measured once before the rounds, the CPU a seedgen process spends making the same rows with no server
# (--out); after each server's rounds, the floor no client could beat here: seedgen's server CPU and that
# generation CPU over the machine's cores (meaningful where the server runs on this machine).
# Host, port and user: HOST, PORT, DBUSER (MariaDB; lib.sh) and PGHOST, PGPORT, PGUSER (PostgreSQL); the password
# from SEEDGEN_PASSWORD, handed to the clients through a defaults file or PGPASSWORD, never their command line.
# Needs: Java and Maven; mariadb (or mysql), mydumper and myloader; psql, pg_dump, pg_restore. A server
# whose tools are missing is skipped with a line saying why. Everything it makes (databases, a scratch folder) is
# removed on exit.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
ROWS="${ROWS:-50000}"
ROUNDS="${ROUNDS:-3}"
JOBS="${JOBS:-2}"
FAST="${FAST:---tune}"
SERVERS="${SERVERS:-mariadb postgresql}"
TABLES=(users posts likes bookmarks follows)
APP="${APP:-}"
APP_ROWS="${APP_ROWS:-20000}"
MY_DDL="${MY_DDL:-}"
PG_DDL="${PG_DDL:-}"
source "$root/src/bench/lib.sh"
export PGHOST="${PGHOST:-127.0.0.1}" PGPORT="${PGPORT:-5432}" PGUSER="${PGUSER:-postgres}"
[ -z "${PGPASSWORD:-}" ] && [ -n "${SEEDGEN_PASSWORD:-}" ] && export PGPASSWORD="$SEEDGEN_PASSWORD"

for tool in java mvn; do
  command -v "$tool" >/dev/null || { echo "restore-bench: needs $tool on the PATH" >&2; exit 2; }
done

work="$(mktemp -d)"
chmod 700 "$work"
cleanup() {
  set +e
  drop_scratch
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

"$root/cli/seedgen" --version >/dev/null   # builds the jar once, outside the timings
dist="$work/dist"                           # copied aside: an edit to the sources meanwhile changes nothing here
mkdir -p "$dist/bin" "$dist/lib"
cp "$root/cli/seedgen" "$dist/bin/seedgen"
cp "$root/target/run/"*.jar "$root/target/cli/lib/"*.jar "$dist/lib/"
case "$APP" in
  "") ;;
  zabbix)
    command -v apt-get >/dev/null && command -v dpkg-deb >/dev/null ||
      { echo "restore-bench: APP=zabbix needs apt-get and dpkg-deb (Debian)" >&2; exit 2; }
    mkdir -p "$work/deb"
    (cd "$work/deb" && apt-get download -q -o APT::Sandbox::User=root zabbix-server-mysql zabbix-server-pgsql >/dev/null) ||
      { echo "restore-bench: apt-get download zabbix-server-mysql zabbix-server-pgsql failed" >&2; exit 2; }
    for f in "$work"/deb/*.deb; do dpkg-deb -x "$f" "$work/deb/x"; done
    z="$work/deb/x/usr/share"
    MY_DDL="$z/zabbix-server-mysql/schema.sql.gz $z/zabbix-server-mysql/images.sql.gz $z/zabbix-server-mysql/data.sql.gz"
    PG_DDL="$z/zabbix-server-pgsql/schema.sql.gz $z/zabbix-server-pgsql/images.sql.gz $z/zabbix-server-pgsql/data.sql.gz"
    ;;
  *) echo "restore-bench: APP=$APP: only zabbix is known; name any schema's files with MY_DDL and PG_DDL" >&2; exit 2 ;;
esac
app=""
[ -n "$APP" ] || [ -n "$MY_DDL" ] || [ -n "$PG_DDL" ] && app=yes
# What seedgen is asked: the sns dataset, or an application's tables as they are in the database.
if [ -n "$app" ]; then what=(--from-db --rows "$APP_ROWS"); else what=(--dataset sns --rows "$ROWS"); fi
echo "seedgen $("$dist/bin/seedgen" --version | head -1); ${what[*]}; $ROUNDS rounds; restore tools with $JOBS jobs"
# Each of the files of $1 (.sql or .sql.gz) on stdout, in order.
ddl_text() { local f; for f in $1; do case "$f" in *.gz) zcat "$f" ;; *) cat "$f" ;; esac; done; }

# One timed step: writes "wall client server" to $work/clock (not to stdout: a failure must end the script, which an
# exit inside a command substitution would not), its wall seconds, the CPU seconds of the process it runs (the
# JVM, myloader or pg_restore: user + system) and the server's CPU seconds meanwhile (read from /proc when
# the server runs on this machine, else "-"). Its output goes to $work/last.log; a failing step prints that output
# and ends the script.
ticks=$(getconf CLK_TCK)
# The server's CPU seconds so far: mariadbd's (or mysqld's) user + system; PostgreSQL's every live process's, and
# the postmaster's reaped children's (the backends of connections already closed).
server_cpu() {
  local pids main
  [ "$1" != none ] || { echo -; return; }
  if [ "$1" = mariadb ]; then
    pids=$(pgrep -x mariadbd || pgrep -x mysqld || true)
    main=""
  else
    pids=$(pgrep -x postgres || true)
    main=$(pgrep -x -o postgres || true)
  fi
  [ -n "$pids" ] || { echo -; return; }
  # shellcheck disable=SC2086
  { for p in $pids; do
      if [ -r "/proc/$p/stat" ]; then sed 's/^.*) //' "/proc/$p/stat" | awk '{ print $12 + $13 }'; fi
    done
    if [ -n "$main" ]; then sed 's/^.*) //' "/proc/$main/stat" | awk '{ print $14 + $15 }'; fi
  } | awk -v hz="$ticks" '{ s += $1 } END { printf "%.1f\n", s / hz }'
}
clock() {
  local server="$1" t0 t1 c0 c1
  shift
  c0=$(server_cpu "$server")
  t0=$(now)
  # In a subshell, so that its `times` (the CPU of the processes it waited for) is this step's alone.
  ( "$@" > "$work/last.log" 2>&1 && times > "$work/cpu" ) || {
    cat "$work/last.log" >&2; echo "restore-bench: failed: $*" >&2; exit 1; }
  t1=$(now)
  c1=$(server_cpu "$server")
  echo > "$work/clock" "$(calc "$t1 - $t0") $(sed -n 2p "$work/cpu" | tr 'ms' '  ' | awk '{ printf "%.1f", $1 * 60 + $2 + $3 * 60 + $4 }') $(
    if [ "$c0" = - ] || [ "$c1" = - ]; then echo -; else calc "$c1 - $c0"; fi)"
}

# The client's floor: the same rows made by a seedgen process with no server (CSV files, --out), three times; the
# median CPU seconds of that process. For an application's schema, per server (its schema is read from a database
# of the server holding it: the arguments after the first).
generate_floor() {
  local i
  rm -f "$work/generate.client"
  for i in 1 2 3; do
    rm -rf "$work/out"
    clock none "$dist/bin/seedgen" "${what[@]}" --out "$work/out" --format csv --quiet "$@"
    read -r _ cc _ < "$work/clock"
    echo "$cc" >> "$work/generate.client"
  done
  rm -rf "$work/out"
  generate_cpu=$(median < "$work/generate.client")
  echo "seedgen making the same rows with no server (--out, CSV): $generate_cpu s of CPU (median of 3)"
}
[ -n "$app" ] || generate_floor

# The rounds of one server: $1 the server's name, then functions: load_typed DB, load_fast DB, restore DB, fresh
# DB, digest DB. Prints the table of times and ratios.
rounds() {
  local server="$1" r i case order db t
  local cases=(typed fast restore)
  for r in $(seq 1 "$ROUNDS"); do
    order=()
    for i in 0 1 2; do order+=("${cases[$(( (i + r - 1) % 3 ))]}"); done
    for case in "${order[@]}"; do
      db="sgrb_${case}_$$"
      "fresh_$server" "$db" "$case"
      clock "$server" "load_${server}_$case" "$db"
      read -r t cc sc < "$work/clock"
      echo "$t" >> "$work/$server.$case"
      echo "$cc" >> "$work/$server.$case.client"
      echo "$sc" >> "$work/$server.$case.server"
      "digest_$server" "$db" > "$work/$server.$case.digest"
      cmp -s "$work/$server.source.digest" "$work/$server.$case.digest" || {
        diff "$work/$server.source.digest" "$work/$server.$case.digest" >&2 || true
        echo "restore-bench: $server: the $case load's tables differ from the source's (above)" >&2; exit 1; }
      printf '  round %d  %-8s %6.2f s  client cpu %5s s  server cpu %5s s  (rows and indexes as the source)\n' \
        "$r" "$case" "$t" "$cc" "$sc"
    done
  done
  local restore typed fast
  restore=$(median < "$work/$server.restore")
  typed=$(median < "$work/$server.typed")
  fast=$(median < "$work/$server.fast")
  printf '%s, medians of %d: seedgen as typed %.2f s (%.2fx), seedgen %s %.2f s (%.2fx), %s %.2f s\n' \
    "$server" "$ROUNDS" "$typed" "$(calc "$typed / $restore")" "$FAST" "$fast" "$(calc "$fast / $restore")" \
    "$2" "$restore"
  for case in typed fast restore; do
    printf '  %-8s median cpu: client %s s, server %s s\n' "$case" "$(median < "$work/$server.$case.client")" \
      "$(grep -qx -- - "$work/$server.$case.server" && echo - || median < "$work/$server.$case.server")"
  done
  # What no client could beat on this machine: the server's work for seedgen's load and the least CPU a seedgen
  # process spends making the rows (no server at all), spread over every core without a gap.
  if ! grep -qx -- - "$work/$server.typed.server"; then
    local floor
    floor=$(calc "($(median < "$work/$server.typed.server") + $generate_cpu) / $(nproc)")
    printf '  floor    %.2f s (%.2fx): seedgen'"'"'s server work plus %s s of client CPU to make the rows, over %d cores\n' \
      "$floor" "$(calc "$floor / $restore")" "$generate_cpu" "$(nproc)"
  fi
}

# ---- MariaDB / MySQL -------------------------------------------------------------------------------------------
my_defaults="$work/my.cnf"
printf '[client]\nhost=%s\nport=%s\nuser=%s\npassword=%s\n' "$HOST" "$PORT" "$DBUSER" "${SEEDGEN_PASSWORD:-}" \
  > "$my_defaults"
chmod 600 "$my_defaults"
my_seedgen() { "$dist/bin/seedgen" --host "$HOST" --port "$PORT" --user "$DBUSER" "${what[@]}" --progress none "$@"; }
# A fresh database: none (the restore makes its own), or for seedgen the application's schema and shipped rows.
fresh_mariadb() {
  sql "DROP DATABASE IF EXISTS \`$1\`"
  made_my+=("$1")
  if [ -n "$app" ] && [ "${2:-}" != restore ]; then
    sql "CREATE DATABASE \`$1\` CHARACTER SET utf8mb4 COLLATE utf8mb4_bin"
    ddl_text "$MY_DDL" | "$client" --protocol=TCP -h "$HOST" -P "$PORT" -u "$DBUSER" "$1"
  fi
}
load_mariadb_typed() { my_seedgen --database "$1"; }
# shellcheck disable=SC2086
load_mariadb_fast() { my_seedgen --database "$1" $FAST; }
load_mariadb_restore() {
  sql "CREATE DATABASE \`$1\` CHARACTER SET utf8mb4 COLLATE $([ -n "$app" ] && echo utf8mb4_bin || echo utf8mb4_unicode_ci)"
  myloader --defaults-file="$my_defaults" -t "$JOBS" -d "$work/dump" -B "$1" -o
}
# Per table: rows and checksum; then every index's columns and every foreign key, by name.
digest_mariadb() {
  local t
  for t in "${TABLES[@]}"; do sql "CHECKSUM TABLE \`$1\`.\`$t\`" | awk -v t="$t" '{ print t, $2 }'; done
  for t in "${TABLES[@]}"; do echo "$t $(sql "SELECT COUNT(*) FROM \`$1\`.\`$t\`")"; done
  sql "SELECT TABLE_NAME, INDEX_NAME, NON_UNIQUE, GROUP_CONCAT(COLUMN_NAME ORDER BY SEQ_IN_INDEX) FROM
       information_schema.STATISTICS WHERE TABLE_SCHEMA = '$1' GROUP BY TABLE_NAME, INDEX_NAME, NON_UNIQUE
       ORDER BY 1, 2"
  sql "SELECT TABLE_NAME, CONSTRAINT_NAME, GROUP_CONCAT(COLUMN_NAME ORDER BY ORDINAL_POSITION),
       REFERENCED_TABLE_NAME, GROUP_CONCAT(REFERENCED_COLUMN_NAME ORDER BY ORDINAL_POSITION) FROM
       information_schema.KEY_COLUMN_USAGE WHERE TABLE_SCHEMA = '$1' AND REFERENCED_TABLE_NAME IS NOT NULL
       GROUP BY TABLE_NAME, CONSTRAINT_NAME, REFERENCED_TABLE_NAME ORDER BY 1, 2"
}

if [[ " $SERVERS " == *" mariadb "* ]]; then
  if ! command -v mydumper >/dev/null || ! command -v myloader >/dev/null || [ -z "$client" ]; then
    echo "mariadb: skipped: needs a mariadb or mysql client, mydumper and myloader (apt-get install mydumper)"
  elif ! sql "SELECT 1" >/dev/null 2>&1; then
    echo "mariadb: skipped: no server answers at $HOST:$PORT as $DBUSER (set HOST, PORT, DBUSER)"
  else
    src="sgrb_source_$$"
    fresh_mariadb "$src"
    if [ -n "$app" ]; then
      generate_floor --host "$HOST" --port "$PORT" --user "$DBUSER" --database "$src"
      mapfile -t TABLES < <(sql "SELECT TABLE_NAME FROM information_schema.TABLES WHERE TABLE_SCHEMA = '$src' AND
        TABLE_TYPE = 'BASE TABLE' AND TABLE_NAME NOT LIKE 'seedgen\_%' ORDER BY 1")
    fi
    clock mariadb my_seedgen --database "$src"
    digest_mariadb "$src" > "$work/mariadb.source.digest"
    mydumper --defaults-file="$my_defaults" -B "$src" -t "$JOBS" -o "$work/dump" >/dev/null
    echo "mariadb $(sql 'SELECT VERSION()'): source loaded and dumped ($(du -sh "$work/dump" | cut -f1))"
    rounds mariadb "myloader -t $JOBS"
  fi
fi

# ---- PostgreSQL ------------------------------------------------------------------------------------------------
pg_seedgen() { "$dist/bin/seedgen" --url "jdbc:postgresql://$PGHOST:$PGPORT/$1" --user "$PGUSER" "${what[@]}" \
  --progress none "${@:2}"; }
fresh_postgresql() {
  pq postgres -c "DROP DATABASE IF EXISTS \"$1\" WITH (FORCE)"
  pq postgres -c "CREATE DATABASE \"$1\""
  made_pg+=("$1")
  if [ -n "$app" ] && [ "${2:-}" != restore ]; then ddl_text "$PG_DDL" | pq "$1" >/dev/null; fi
  pq postgres -c CHECKPOINT 2>/dev/null || true
}
load_postgresql_typed() { pg_seedgen "$1"; }
# shellcheck disable=SC2086
load_postgresql_fast() { pg_seedgen "$1" $FAST; }
load_postgresql_restore() { pg_restore -j "$JOBS" -d "$1" "$work/pgdump"; }
digest_postgresql() {
  local t
  for t in "${TABLES[@]}"; do
    pq "$1" -c "SELECT '$t', count(*), md5(coalesce(string_agg(md5(x::text), '' ORDER BY md5(x::text) COLLATE \"C\"),
                '')) FROM public.\"$t\" x"
  done
  pq "$1" -c "
    SELECT x FROM (
      SELECT format('column %s.%s %s%s', c.relname, a.attname, format_type(a.atttypid, a.atttypmod),
                    CASE WHEN a.attnotnull THEN ' not null' ELSE '' END) AS x
        FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
       WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
      UNION ALL
      SELECT format('constraint %s.%s %s valid=%s', c.relname, k.conname, pg_get_constraintdef(k.oid),
                    k.convalidated)
        FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid WHERE k.connamespace = 'public'::regnamespace
      UNION ALL
      SELECT 'index ' || pg_get_indexdef(i.indexrelid)
        FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid WHERE c.relnamespace = 'public'::regnamespace
    ) s ORDER BY x"
}

if [[ " $SERVERS " == *" postgresql "* ]]; then
  if ! command -v psql >/dev/null || ! command -v pg_dump >/dev/null || ! command -v pg_restore >/dev/null; then
    echo "postgresql: skipped: needs psql, pg_dump and pg_restore (apt-get install postgresql-client)"
  elif ! pq postgres -c 'SELECT 1' >/dev/null 2>&1; then
    echo "postgresql: skipped: no server answers at $PGHOST:$PGPORT as $PGUSER (set PGHOST, PGPORT, PGUSER)"
  else
    src="sgrb_source_$$"
    fresh_postgresql "$src"
    if [ -n "$app" ]; then
      generate_floor --url "jdbc:postgresql://$PGHOST:$PGPORT/$src" --user "$PGUSER"
      mapfile -t TABLES < <(pq "$src" -c "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND
        tablename NOT LIKE 'seedgen\_%' ORDER BY 1")
    fi
    clock postgresql pg_seedgen "$src"
    digest_postgresql "$src" > "$work/postgresql.source.digest"
    pg_dump -Fd -j "$JOBS" -f "$work/pgdump" "$src"
    echo "postgresql $(pq postgres -c 'SHOW server_version'): source loaded and dumped ($(du -sh "$work/pgdump" | cut -f1))"
    rounds postgresql "pg_restore -j $JOBS"
  fi
fi
