#!/usr/bin/env bash
# A small fixture: seedgen's users table of ROWS rows (the canonical command's table, as typed: `seedgen --rows
# ROWS`) against loading a mysqldump of the very same rows with the server's own client (`mariadb < dump.sql`), and
# against the least a JVM program with seedgen's driver does to load that dump (src/bench/JdbcReplay.java: start,
# connect through Connector/J, send the dump's statements). Each into a fresh database, ROUNDS rounds whose order
# turns; each load's rows checked equal to the source's (CHECKSUM TABLE). Prints every round, the medians, and each
# one's ratio to the server's client.
#
#   src/bench/fixture-bench.sh                 # 10,000 rows, 7 rounds
#   ROWS=100000 ROUNDS=5 src/bench/fixture-bench.sh
#
# HOST, PORT, DBUSER and SEEDGEN_PASSWORD as in lib.sh. Needs Java, Maven, javac, a mariadb (or mysql) client and
# mariadb-dump (or mysqldump). Everything it makes (databases, a scratch folder) is removed on exit.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
ROWS="${ROWS:-10000}"
ROUNDS="${ROUNDS:-7}"
source "$root/src/bench/lib.sh"
dump_tool="$(command -v mariadb-dump || command -v mysqldump || true)"
for tool in java javac mvn "$client" "$dump_tool"; do
  [ -n "$tool" ] && command -v "$tool" >/dev/null || { echo "fixture-bench: needs java, javac, mvn, a mariadb client and mariadb-dump" >&2; exit 2; }
done

work="$(mktemp -d)"
chmod 700 "$work"
made=()
cleanup() {
  set +e
  for d in "${made[@]}"; do sql "DROP DATABASE IF EXISTS \`$d\`" >/dev/null 2>&1; done
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

"$root/cli/seedgen" --version >/dev/null   # builds the jar and the class-data archive once, outside the timings
javac -d "$work/replay" "$root/src/bench/JdbcReplay.java"
tag="fx$$"
src="${tag}_src"
made+=("$src")
sql "CREATE DATABASE \`$src\`"
"$root/cli/seedgen" --rows "$ROWS" --host "$HOST" --port "$PORT" --user "$DBUSER" --database "$src" --quiet >/dev/null
"$dump_tool" --protocol=TCP -h "$HOST" -P "$PORT" -u "$DBUSER" "$src" users > "$work/dump.sql"
want="$(sql "CHECKSUM TABLE \`$src\`.\`users\`" | cut -f2)"
url="jdbc:mysql://$HOST:$PORT/DB?user=$DBUSER"

# One case's load into database $2, as an argument list for timed (whole processes; the client reads the dump on stdin
# through sh, whose own start is a few milliseconds).
load() { # case, database
  case "$1" in
    seedgen) cmd=("$root/cli/seedgen" --rows "$ROWS" --host "$HOST" --port "$PORT" --user "$DBUSER" --database "$2") ;;
    client) cmd=(sh -c '"$0" --protocol=TCP -h "$1" -P "$2" -u "$3" "$4" < "$5"' "$client" "$HOST" "$PORT" "$DBUSER" \
      "$2" "$work/dump.sql") ;;
    jvm) cmd=(java -XX:+UseSerialGC -cp "$work/replay:$root/target/cli/lib/*" JdbcReplay "${url/DB/$2}" "$work/dump.sql") ;;
  esac
}

cases=(seedgen client jvm)
echo "fixture-bench: the users table, $ROWS rows; $ROUNDS rounds; $(sql 'SELECT VERSION()')"
for ((r = 1; r <= ROUNDS; r++)); do
  for ((i = 0; i < ${#cases[@]}; i++)); do
    c="${cases[$(((i + r) % ${#cases[@]}))]}"
    db="${tag}_$c"
    made+=("$db")
    sql "DROP DATABASE IF EXISTS \`$db\`; CREATE DATABASE \`$db\`"
    load "$c" "$db"
    read -r wall cpu _ _ < <(timed "${cmd[@]}")
    got="$(sql "CHECKSUM TABLE \`$db\`.\`users\`" | cut -f2)"
    [ "$got" = "$want" ] || { echo "fixture-bench: $c's rows differ from the source's (checksum $got, not $want)" >&2; exit 1; }
    echo "$wall" >> "$work/$c.wall"
    printf '  round %d  %-8s %6.3f s  client cpu %5.2f s\n' "$r" "$c" "$wall" "$cpu"
  done
done
base="$(median < "$work/client.wall")"
for c in "${cases[@]}"; do
  m="$(median < "$work/$c.wall")"
  printf '%-8s median %6.3f s  %5.2fx the server'"'"'s client\n' "$c" "$m" "$(calc "$m / $base")"
done
echo "(seedgen: seedgen --rows $ROWS; client: $(basename "$client") < dump.sql; jvm: JdbcReplay of the same dump)"
