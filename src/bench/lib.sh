# Shared by the benchmark scripts (sourced, not run): the server to measure, a mariadb/mysql client for it,
# and small arithmetic helpers. HOST, PORT and DBUSER may be set; the password, if any, comes from
# SEEDGEN_PASSWORD and reaches the client through MYSQL_PWD, never its command line.
HOST="${HOST:-127.0.0.1}"
PORT="${PORT:-3306}"
DBUSER="${DBUSER:-root}"
client="$(command -v mariadb || command -v mysql)"
export MYSQL_PWD="${SEEDGEN_PASSWORD:-}"
sql() { "$client" --protocol=TCP -h "$HOST" -P "$PORT" -u "$DBUSER" --local-infile=1 -B -N -e "$1"; }
now() { date +%s.%N; }
calc() { awk "BEGIN { print $1 }"; }
median() { sort -g | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

# Scratch databases: a script adds each one it makes to made_my (MariaDB/MySQL) or made_pg (PostgreSQL, through
# pq, psql with PG* from the environment), and calls drop_scratch from its EXIT trap, which drops them all.
made_my=()
made_pg=()
pq() { local d="$1"; shift; PGOPTIONS="-c client_min_messages=warning" psql -X -q -v ON_ERROR_STOP=1 -At -d "$d" "$@"; }
drop_scratch() {
  local d
  for d in "${made_my[@]}"; do sql "DROP DATABASE IF EXISTS \`$d\`" >/dev/null 2>&1; done
  for d in "${made_pg[@]}"; do pq postgres -c "DROP DATABASE IF EXISTS \"$d\" WITH (FORCE)" >/dev/null 2>&1; done
}

# A process's utime+stime in seconds, from /proc; 0 when there is no such process on this machine.
proc_cpu() {
  if [ -n "$1" ] && [ -r "/proc/$1/stat" ]; then
    awk -v hz="$(getconf CLK_TCK)" '{ sub(/^.*\) /, ""); print ($12 + $13) / hz }' "/proc/$1/stat"
  else echo 0; fi
}

# The server's CPU, when it runs on this machine: mariadbd's (or mysqld's) utime+stime in seconds, else 0.
server_pid="$(pgrep -o -x -u mysql mariadbd || pgrep -o -x mysqld || true)"
server_cpu() { proc_cpu "$server_pid"; }

# One timed command (GNU time): prints "wall client_cpu server_cpu rss_mb"; its output goes to $work/last.log
# ($work is the calling script's scratch folder); a failing command prints that output and ends the script.
timed() {
  local s0 s1 t0 t1 u s m
  s0=$(server_cpu); t0=$(now)
  /usr/bin/time -f '%U %S %M' -o "$work/time" "$@" > "$work/last.log" 2>&1 || { cat "$work/last.log" >&2; exit 1; }
  t1=$(now); s1=$(server_cpu)
  read -r u s m < "$work/time"
  echo "$(calc "$t1 - $t0") $(calc "$u + $s") $(calc "$s1 - $s0") $(calc "$m / 1024")"
}
