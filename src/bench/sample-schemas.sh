#!/usr/bin/env bash
# Public sample schemas, filled with --from-db: each schema's own DDL (tables, keys, views, triggers, routines) is
# fetched from its repository at a pinned commit, made on the server under a scratch database name, and filled
# twice, by INSERT and by LOAD DATA; every table's CHECKSUM must match between the two, and seedgen's own orphan
# count after each load must be zero (it fails the run otherwise).
#
#   src/bench/sample-schemas.sh                         # MariaDB at 127.0.0.1:3306, 5,000 rows a table
#   ROWS=50000 PORT=3307 src/bench/sample-schemas.sh    # another server, more rows
#   SCHEMAS="sakila chinook" src/bench/sample-schemas.sh
#   SAMPLES=~/src src/bench/sample-schemas.sh           # no network: checkouts in ~/src/test_db, ~/src/chinook-database
#                                                       # and ~/src/mywind instead of downloads
#
# The schemas: sakila and employees (github.com/datacharmer/test_db), chinook (github.com/lerocha/chinook-database,
# its MySQL script), northwind (github.com/dalers/mywind). Only their CREATE statements are used, not their data.
# Needs: Java and Maven, curl, the mariadb (or mysql) client, local_infile=ON. Exit 2 when something is missing.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
. "$root/src/bench/lib.sh"
ROWS="${ROWS:-5000}"
SCHEMAS="${SCHEMAS:-sakila employees chinook northwind}"
TEST_DB=https://raw.githubusercontent.com/datacharmer/test_db/3c7fa05e04b4c339d91a43b7029a210212d48e6c
CHINOOK=https://raw.githubusercontent.com/lerocha/chinook-database/7f67772503d71ba90f19283c38e93923addb43fa
MYWIND=https://raw.githubusercontent.com/dalers/mywind/0036c3ca2f2a010b77c7880a3b4badf85dbcfc7a

SAMPLES="${SAMPLES:-}"
[ -n "$SAMPLES" ] || command -v curl >/dev/null || { echo "sample-schemas: curl is needed to fetch the schemas (or set SAMPLES)" >&2; exit 2; }
sql 'SELECT 1' >/dev/null 2>&1 || { echo "sample-schemas: no server answers at $HOST:$PORT as $DBUSER: set HOST, PORT, DBUSER" >&2; exit 2; }
[ "$(sql 'SELECT @@local_infile')" = 1 ] || { echo "sample-schemas: local_infile is OFF: SET GLOBAL local_infile = ON" >&2; exit 2; }
work="$(mktemp -d)"
made=()
declare -A secs
cleanup() {
  rm -rf "$work"
  for d in "${made[@]}"; do sql "DROP DATABASE IF EXISTS \`$d\`" >/dev/null 2>&1 || true; done
}
trap cleanup EXIT
"$root/cli/seedgen" --version >/dev/null   # builds the jar once

# A file of a sample's repository: from its checkout under $SAMPLES, or downloaded at the pinned commit.
get() {
  local url="$1" checkout="$2" path="$3"
  if [ -n "$SAMPLES" ]; then cat "$SAMPLES/$checkout/$path"; else curl -fsS "$url/$path"; fi
}

# The schema's DDL on stdout, its database renamed to $2 (every mention, views' qualified names included).
ddl() {
  local name="$1" db="$2"
  case "$name" in
    sakila) get "$TEST_DB" test_db sakila/sakila-mv-schema.sql | sed "s/\bsakila\b/$db/g" ;;
    employees) get "$TEST_DB" test_db employees.sql | grep -v '^source \|LOADING' | sed "s/\bemployees;/$db;/g" ;;
    chinook) get "$CHINOOK" chinook-database ChinookDatabase/DataSources/Chinook_MySql.sql | tr -d '\r' \
        | sed '/^INSERT INTO/,$d' | sed "s/\`Chinook\`/\`$db\`/g" ;;
    northwind) get "$MYWIND" mywind northwind.sql | sed "s/\`northwind\`/\`$db\`/g" ;;
    *) echo "sample-schemas: unknown schema $name (known: sakila employees chinook northwind)" >&2; exit 2 ;;
  esac
}

echo "server: $(sql 'SELECT VERSION()')  rows a table: $ROWS"
printf '%-10s %-7s %8s %9s %10s %s\n' schema tables filled rows seconds "insert = load-data"
for name in $SCHEMAS; do
  for method in insert load-data; do
    db="seedgen_sample_${name}_${method//-/_}"
    made+=("$db")
    ddl "$name" "$db" > "$work/$name.sql"
    "$client" --protocol=TCP -h "$HOST" -P "$PORT" -u "$DBUSER" < "$work/$name.sql" > /dev/null
    t0=$(now)
    "$root/cli/seedgen" --from-db --rows "$ROWS" --method "$method" --progress none \
        --host "$HOST" --port "$PORT" --user "$DBUSER" --database "$db" > "$work/$name.$method.out" 2>&1 \
      || { cat "$work/$name.$method.out" >&2; exit 1; }
    secs[$method]=$(calc "$(now) - $t0")
    grep -q 'checked after the load: no orphan row' "$work/$name.$method.out" \
      || { echo "sample-schemas: $name by $method: no clean orphan count" >&2; cat "$work/$name.$method.out" >&2; exit 1; }
  done
  a="seedgen_sample_${name}_insert"
  b="seedgen_sample_${name}_load_data"
  tables=$(sql "SELECT TABLE_NAME FROM information_schema.TABLES WHERE TABLE_SCHEMA = '$a' AND TABLE_TYPE = 'BASE TABLE'")
  n=0; filled=0; rows=0; same=yes
  for t in $tables; do
    n=$((n + 1))
    c=$(sql "SELECT COUNT(*) FROM \`$a\`.\`$t\`")
    rows=$((rows + c)); [ "$c" -gt 0 ] && filled=$((filled + 1))
    x=$(sql "CHECKSUM TABLE \`$a\`.\`$t\`" | cut -f2)
    y=$(sql "CHECKSUM TABLE \`$b\`.\`$t\`" | cut -f2)
    [ "$x" = "$y" ] || { same="no ($t differs)"; }
  done
  printf '%-10s %-7s %8s %9s %10s %s\n' "$name" "$n" "$filled" "$rows" "${secs[insert]%.*}s/${secs[load-data]%.*}s" "$same"
  [ "$same" = yes ] || exit 1
  sql "DROP DATABASE \`$a\`; DROP DATABASE \`$b\`"
done
