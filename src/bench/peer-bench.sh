#!/usr/bin/env bash
# seedgen's canonical command against a peer that sends the very same statements, and against LOAD DATA of the
# very same rows, in alternating rounds on one server; medians, ratios, client and server CPU.
#
#   src/bench/peer-bench.sh                  # 1,000,000 rows, 3 rounds, MariaDB at 127.0.0.1:3306 as root
#   ROUNDS=5 ROWS=2000000 src/bench/peer-bench.sh
#
# Each round, in turn:
#   seedgen      cli/seedgen --rows ROWS --batch BATCH --threads THREADS (the launcher, so its JVM flags apply;
#                the whole process: JVM start and bcrypt included)
#   sysbench     sysbench 1.0 running src/bench/sysbench/insert-statements.lua: THREADS threads send the same
#                multi-row INSERTs of BATCH rows (written from seedgen's own SQL export of the same seed, so the
#                same rows, escaped the same way), each statement its own transaction (autocommit), statement k
#                from thread k mod THREADS
#   load data    LOAD DATA LOCAL INFILE of seedgen's CSV of the same rows with the mariadb client (the reference)
#   sysbench + generation   sysbench as above while, beside it, a seedgen process generates the same rows as SQL
#                into /dev/null (--out /dev/null --format sql): the work no generator can skip, on the same cores.
#                Its wall time is a floor for any loader that generates as cheaply and sends as cheaply as sysbench.
#   load-data, load-data --defer-indexes   seedgen's bulk paths (FULL=0 leaves them out)
# Every case starts from an empty database and must end with the reference's CHECKSUM TABLE, or the script stops.
# client_cpu is the client process's user+sys (GNU time); server_cpu mariadbd's utime+stime from /proc/PID/stat
# over the same interval (only when the server runs on this machine).
# Needs: Java and Maven, the mariadb (or mysql) client, GNU time, local_infile=ON, and sysbench 1.0 (Debian's
# package `sysbench`: installed here when missing and run as root with apt-get). sysbench takes a password only on
# its command line, where the process list shows it: the script refuses a password (SEEDGEN_PASSWORD) for that
# reason; use a passwordless account on a test server. Exit 2 when something it needs is missing.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
. "$root/src/bench/lib.sh"
ROWS="${ROWS:-1000000}"
ROUNDS="${ROUNDS:-3}"
BATCH="${BATCH:-50}"
THREADS="${THREADS:-18}"
LD_THREADS="${LD_THREADS:-2}"
FULL="${FULL:-1}"
DB="seedgen_peer_bench"

if [ -n "${SEEDGEN_PASSWORD:-}" ]; then
  echo "peer-bench: sysbench would show the password in the process list: use a passwordless account on a test server" >&2
  exit 2
fi
if ! command -v sysbench >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "installing Debian's sysbench package..." >&2
    apt-get update -qq >/dev/null && apt-get install -y -qq sysbench >/dev/null
  else
    echo "peer-bench: sysbench is not installed: apt-get install sysbench (Debian/Ubuntu), then run again" >&2
    exit 2
  fi
fi
sql 'SELECT 1' >/dev/null 2>&1 || { echo "peer-bench: no server answers at $HOST:$PORT as $DBUSER: set HOST, PORT, DBUSER" >&2; exit 2; }
[ "$(sql 'SELECT @@local_infile')" = 1 ] || { echo "peer-bench: local_infile is OFF on the server: SET GLOBAL local_infile = ON for the reference" >&2; exit 2; }

work="$(mktemp -d)"
trap 'rm -rf "$work"; sql "DROP DATABASE IF EXISTS \`$DB\`" >/dev/null 2>&1 || true' EXIT
"$root/cli/seedgen" --version >/dev/null   # builds the jar once, outside the timings
seedgen=("$root/cli/seedgen")
target=(--host "$HOST" --port "$PORT" --user "$DBUSER" --database "$DB")
fresh() { sql "DROP DATABASE IF EXISTS \`$DB\`; CREATE DATABASE \`$DB\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"; }

echo "server: $(sql 'SELECT VERSION()')  buffer pool: $(sql 'SELECT @@innodb_buffer_pool_size DIV 1048576') MiB  flush_log_at_trx_commit: $(sql 'SELECT @@innodb_flush_log_at_trx_commit')"
echo "rows: $ROWS  batch: $BATCH  threads: $THREADS  rounds: $ROUNDS  cores: $(nproc)  $(sysbench --version)  seedgen JVM options: ${SEEDGEN_JAVA_OPTS:-as the launcher sets them}"

# The inputs, untimed: the CSV for LOAD DATA; the statements for sysbench, cut from seedgen's SQL export (one row
# tuple a line) into INSERTs of BATCH rows, dealt to the threads' files in turn; the table's DDL.
"${seedgen[@]}" --quiet --rows "$ROWS" --out "$work/users.csv"
mkdir "$work/statements"
"${seedgen[@]}" --quiet --rows "$ROWS" --out - --format sql | awk -v batch="$BATCH" -v threads="$THREADS" \
    -v dir="$work/statements" '
  /^INSERT INTO / { prefix = $0; next }
  /^\(/ {
    row = $0; sub(/[,;]$/, "", row)
    stmt = (n % batch == 0 ? prefix " " : stmt ",") row
    if (++n % batch == 0) { print stmt > (dir "/t" (k++ % threads) ".sql"); stmt = "" }
  }
  END { if (n % batch != 0) print stmt > (dir "/t" (k % threads) ".sql") }'
ddl="$("${seedgen[@]}" --rows 1 --out - --format sql --quiet | sed -n '/^CREATE TABLE/,/;$/p')"
clauses="CHARACTER SET utf8mb4 FIELDS TERMINATED BY ',' OPTIONALLY ENCLOSED BY '\"' ESCAPED BY '' LINES TERMINATED BY '\\n' IGNORE 1 LINES"
statements=$(cat "$work/statements"/*.sql | wc -l)
echo "sysbench statements: $statements in $(ls "$work/statements" | wc -l) files"

checksum() { sql "CHECKSUM TABLE \`$DB\`.users" | awk '{print $2}'; }
reference_sum=""
run_case() { # name, then the command; the table must end equal to the reference's
  local name="$1" result sum; shift
  result="$(timed "$@")"
  sum="$(checksum)"
  if [ -z "$reference_sum" ]; then reference_sum="$sum"; fi
  if [ "$sum" != "$reference_sum" ]; then
    echo "peer-bench: $name left CHECKSUM TABLE $sum, not the reference's $reference_sum: not the same rows" >&2
    exit 1
  fi
  echo "$name $result" >> "$work/results"
  printf '  %-16s %s\n' "$name" "$result"
}
with_table() { fresh; sql "USE \`$DB\`; $ddl"; }

: > "$work/results"
for round in $(seq 1 "$ROUNDS"); do
  echo "round $round (wall_s client_cpu_s server_cpu_s client_rss_MB)"
  with_table
  run_case load_data "$client" --protocol=TCP -h "$HOST" -P "$PORT" -u "$DBUSER" --local-infile=1 "$DB" \
      -e "LOAD DATA LOCAL INFILE '$work/users.csv' INTO TABLE users $clauses"
  fresh
  run_case seedgen "${seedgen[@]}" --quiet "${target[@]}" --rows "$ROWS" --batch "$BATCH" --threads "$THREADS"
  with_table
  run_case sysbench sysbench "$root/src/bench/sysbench/insert-statements.lua" --statements="$work/statements" \
      --threads="$THREADS" --events=0 --time=0 --mysql-host="$HOST" --mysql-port="$PORT" --mysql-user="$DBUSER" \
      --mysql-db="$DB" run
  with_table
  run_case sysbench_gen bash -c '"$1" --quiet --rows "$2" --out /dev/null --format sql & g=$!; shift 2; "$@"; wait "$g"' \
      gen "${seedgen[@]}" "$ROWS" sysbench "$root/src/bench/sysbench/insert-statements.lua" \
      --statements="$work/statements" --threads="$THREADS" --events=0 --time=0 --mysql-host="$HOST" \
      --mysql-port="$PORT" --mysql-user="$DBUSER" --mysql-db="$DB" run
  if [ "$FULL" = 1 ]; then
    fresh
    run_case seedgen_load_data "${seedgen[@]}" --quiet "${target[@]}" --rows "$ROWS" --method load-data \
        --threads "$LD_THREADS"
    fresh
    run_case seedgen_defer "${seedgen[@]}" --quiet "${target[@]}" --rows "$ROWS" --method load-data \
        --threads "$LD_THREADS" --defer-indexes
  fi
done

med() { awk -v n="$1" -v f="$2" '$1 == n {print $f}' "$work/results" | median; }
echo
printf '%-44s %8s %10s %11s %11s\n' "median of $ROUNDS" wall_s rows/s client_cpu server_cpu
show() { printf '%-44s %8.2f %10.0f %11.2f %11.2f\n' "$2" "$(med "$1" 2)" "$(calc "$ROWS / $(med "$1" 2)")" "$(med "$1" 3)" "$(med "$1" 4)"; }
show load_data "LOAD DATA LOCAL of the CSV (reference)"
show sysbench "sysbench, the same INSERTs"
show sysbench_gen "sysbench + seedgen generating to /dev/null"
show seedgen "seedgen --batch $BATCH --threads $THREADS"
if [ "$FULL" = 1 ]; then
  show seedgen_load_data "seedgen --method load-data"
  show seedgen_defer "seedgen --method load-data --defer-indexes"
fi
# Ratios pair by pair (each round's own seedgen over the same round's peer), then their median.
ratio() { # numerator denominator: the median over rounds of the per-round wall ratios
  paste <(awk -v n="$1" '$1 == n {print $2}' "$work/results") <(awk -v n="$2" '$1 == n {print $2}' "$work/results") \
      | awk '{print $1 / $2}' | median
}
echo
printf 'seedgen / sysbench (same statements):   %.2f   (target <= 1.10)\n' "$(ratio seedgen sysbench)"
printf 'seedgen / LOAD DATA (same rows):        %.2f   (target <= 1.15)\n' "$(ratio seedgen load_data)"
printf 'sysbench / LOAD DATA:                   %.2f\n' "$(ratio sysbench load_data)"
printf '(sysbench + generation) / sysbench:     %.2f   (the floor of generating on the same cores)\n' \
    "$(ratio sysbench_gen sysbench)"
printf 'seedgen client CPU per 1M rows:         %.2f s (target <= 6)\n' "$(calc "$(med seedgen 3) * 1000000 / $ROWS")"
if [ "$FULL" = 1 ]; then
  printf 'seedgen load-data / LOAD DATA:          %.2f\n' "$(ratio seedgen_load_data load_data)"
  printf 'seedgen load-data --defer / LOAD DATA:  %.2f\n' "$(ratio seedgen_defer load_data)"
fi
