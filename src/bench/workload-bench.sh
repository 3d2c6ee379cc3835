#!/usr/bin/env bash
# The workload's own client cost per operation against peers sending the same statement at the same rate, on the
# same server: sns at USERS users (default 20,000, seed 5), then for DURATION (default 60s) at RATE (default 500/s)
# with THREADS connections (default 8), `read posts by user_id` alone
# (SELECT * FROM posts WHERE user_id = ? ORDER BY id DESC LIMIT 100):
#   seedgen workload --mix 'only:read posts by user_id=1'   the whole process (JVM start, stream, pool, summary)
#   seedgen start    the same command with --dry-run: the JVM's start and the spec's compilation, which a longer run
#                    spreads over more operations (printed so the per-operation cost can be read net of it)
#   seedgen 2x time  the MariaDB run again for twice DURATION: the client CPU of the operations it adds, the cost of
#                    an operation once the JVM has started and compiled its code
#   sysbench         sysbench 1.0 with src/bench/sysbench/select-ids.lua on MariaDB: the very user ids seedgen's
#                    stream reads (written by `workload --out`), --rate RATE, THREADS threads
#   pgbench          pgbench on PostgreSQL with the same SELECT, -R RATE, -c THREADS, ids uniform in 1..USERS
#                    (pgbench reads no file of ids; seedgen's ids favour followed users, who have more posts)
# The PostgreSQL copy gets an index on posts (user_id), which MariaDB has from its foreign key, so both servers do
# the same lookups. client_cpu is the client's user+sys (GNU time). Prints operations, client CPU, CPU per
# operation and the ratio seedgen / peer. Servers: MariaDB at HOST:PORT as DBUSER (lib.sh), PostgreSQL through
# PG* (default 127.0.0.1, postgres); the databases it makes are dropped on exit. Needs sysbench (Debian's
# package, installed here when missing and run as root) and pgbench.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
. "$root/src/bench/lib.sh"
USERS="${USERS:-20000}"; RATE="${RATE:-500}"; DURATION="${DURATION:-60s}"; THREADS="${THREADS:-8}"
export PGHOST="${PGHOST:-127.0.0.1}" PGUSER="${PGUSER:-postgres}"
seconds="${DURATION%s}"
work="$(mktemp -d)"
trap 'drop_scratch; rm -rf "$work"' EXIT
if ! command -v sysbench >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update -qq >/dev/null && apt-get install -y -qq sysbench >/dev/null
  else
    echo "workload-bench: sysbench is not installed: apt-get install sysbench, then run again" >&2; exit 2
  fi
fi
command -v pgbench >/dev/null || { echo "workload-bench: pgbench is not installed" >&2; exit 2; }
seedgen="$root/cli/seedgen"
load=(--dataset sns --rows "$USERS" --seed 5)
reads=(workload "${load[@]}" --rate "$RATE" --duration "$DURATION" --threads "$THREADS"
  --mix "only:read posts by user_id=1")
db=wlbench_$$
made_my+=("$db"); made_pg+=("$db")
cd "$work"
"$seedgen" --host "$HOST" --port "$PORT" --user "$DBUSER" --database "$db" "${load[@]}" >/dev/null 2>&1
pq postgres -c "CREATE DATABASE $db"
"$seedgen" --url "jdbc:postgresql://$PGHOST:5432/$db" --user "$PGUSER" "${load[@]}" >/dev/null 2>&1
pq "$db" -c "CREATE INDEX ON posts (user_id)"
"$seedgen" "${reads[@]}" --out "$work/stream" >/dev/null
mkdir "$work/ids"
tail -n +2 "$work/stream/read_posts_by_user_id.csv" | cut -d, -f4 \
  | awk -v n="$THREADS" -v d="$work/ids" '{ print > (d "/t" (NR - 1) % n ".ids") }'
echo "users: $USERS  rate: $RATE/s  duration: $DURATION  threads: $THREADS  cores: $(nproc)  $(sysbench --version)  $(pgbench --version)"
printf '%-34s %9s %9s %11s %12s\n' case operations wall_s client_cpu_s cpu_us_per_op
row() { printf '%-34s %9s %9.1f %11.2f %12.1f\n' "$1" "$2" "$3" "$4" "$(calc "$4 / $2 * 1000000")"; }
read -r w c _ _ < <(timed "$seedgen" "${reads[@]}" --dry-run)
start_cpu=$c
printf '%-34s %9s %9.1f %11.2f\n' "seedgen start (--dry-run)" - "$w" "$c"
read -r w c _ _ < <(timed "$seedgen" "${reads[@]}" --host "$HOST" --port "$PORT" --user "$DBUSER" --database "$db")
ops=$(grep -o 'workload of sns: [0-9,]* operations' "$work/last.log" | tr -dc 0-9)
row "seedgen workload, MariaDB" "$ops" "$w" "$c"; sg_my=$(calc "$c / $ops"); sg_my_net=$(calc "($c - $start_cpu) / $ops")
grep -E 'started within|read posts' "$work/last.log" | sed 's/^/    /'
# the same at twice the duration: the cost of the operations added, with the JVM's start and its compilation paid once
reads2=(workload "${load[@]}" --rate "$RATE" --duration "$((2 * seconds))s" --threads "$THREADS"
  --mix "only:read posts by user_id=1")
read -r w2 c2 _ _ < <(timed "$seedgen" "${reads2[@]}" \
  --host "$HOST" --port "$PORT" --user "$DBUSER" --database "$db")
ops2=$(grep -o 'workload of sns: [0-9,]* operations' "$work/last.log" | tr -dc 0-9)
row "seedgen workload, MariaDB, 2x time" "$ops2" "$w2" "$c2"
sg_my_marginal=$(calc "($c2 - $c) / ($ops2 - $ops)")
printf '    the operations the longer run added: %.1f us of client CPU each\n' "$(calc "$sg_my_marginal * 1000000")"
read -r w c _ _ < <(timed sysbench "$root/src/bench/sysbench/select-ids.lua" --ids="$work/ids" --threads="$THREADS" \
  --rate="$RATE" --time="$seconds" --mysql-host="$HOST" --mysql-port="$PORT" --mysql-user="$DBUSER" \
  --mysql-db="$db" --percentile=99 run)
ops=$(awk '/total number of events/ { print $NF }' "$work/last.log")
row "sysbench, the same SELECTs" "$ops" "$w" "$c"; sb=$(calc "$c / $ops")
grep -E 'min:|avg:|99th|max:' "$work/last.log" | sed 's/^ */    /' | head -4
read -r w c _ _ < <(timed "$seedgen" "${reads[@]}" --url "jdbc:postgresql://$PGHOST:5432/$db" --user "$PGUSER")
ops=$(grep -o 'workload of sns: [0-9,]* operations' "$work/last.log" | tr -dc 0-9)
row "seedgen workload, PostgreSQL" "$ops" "$w" "$c"; sg_pg=$(calc "$c / $ops"); sg_pg_net=$(calc "($c - $start_cpu) / $ops")
grep -E 'started within|read posts' "$work/last.log" | sed 's/^/    /'
printf '\\set u random(1, %d)\nSELECT * FROM posts WHERE user_id = :u ORDER BY id DESC LIMIT 100;\n' "$USERS" \
  > "$work/select.sql"
read -r w c _ _ < <(timed pgbench -n -f "$work/select.sql" -R "$RATE" -T "$seconds" -c "$THREADS" -j 1 "$db")
ops=$(awk '/number of transactions actually processed/ { split($NF, a, "/"); print a[1] }' "$work/last.log")
row "pgbench, the same SELECT" "$ops" "$w" "$c"; pb=$(calc "$c / $ops")
grep -E 'latency average|rate limit schedule lag' "$work/last.log" | sed 's/^/    /'
printf 'seedgen / sysbench, client CPU per operation: %.2f (%.2f net of the JVM start; %.2f for the operations a\n' \
  "$(calc "$sg_my / $sb")" "$(calc "$sg_my_net / $sb")" "$(calc "$sg_my_marginal / $sb")"
echo "    run twice as long adds)"
printf 'seedgen / pgbench,  client CPU per operation: %.2f (%.2f net of the JVM start)\n' \
  "$(calc "$sg_pg / $pb")" "$(calc "$sg_pg_net / $pb")"
