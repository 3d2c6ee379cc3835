#!/usr/bin/env bash
# How close a copy learned from a real database comes to it: nycflights13 and the Lahman baseball database, from
# ../shared/learn-real beside the checkout (gzipped CSV), measured key by key and column by column (issue 35).
#
#   src/bench/learn-real.sh                                   # both servers, both databases, at 1x and --scale 10
#   SERVERS=postgresql SCALES=1 PG_FOLD=1 src/bench/learn-real.sh   # PostgreSQL with folded (unquoted) names
#
# Knobs: SERVERS ("mariadb postgresql"), DATABASES ("flights lahman"), SCALES ("1 10"), PG_FOLD (0: PostgreSQL keeps
# the CSV's camelCase names in quotes, "playerID"; 1: the same DDL without quotes, so every name folds to lower case),
# SPECS_TO (a folder the learned specs are copied into, SERVER-DATABASE-SCALE.yaml; none by default).
# Per server and database: the CSV is loaded into a scratch database (lr_<database>_src) made with
# src/bench/learn-real/<database>.sql (the types the columns hold, the primary and unique keys the data satisfies,
# composite ones too; "\N" is NULL), then <database>-keys.sql declares the foreign keys the data satisfies, which
# the server checks against the rows. Per scale: `seedgen spec --from-db --learn [--scale N]` on it, an empty copy
# made with the same DDL (lr_<database>_copy<N>), `seedgen --from-db --spec FILE` into it, and the comparator
# (seedgen.it.shape.ShapeMain, from the test classes) prints every measure, failures first, and "N of M measures
# hold". Each step's wall seconds are printed. The bounds (seedgen.it.shape.ShapeComparator says them in full):
#   rows within 3% of the source's x scale; every foreign key's fan-out (composite ones grouped by all their columns,
#   parents with none counted from the parent's rows) at a KS distance <= 0.05, its largest within 0.5x..2x, the
#   share of parents with none within 0.02; NULL shares and category weights (columns of at most 64 distinct values,
#   not key members; a copy value the source lacks counts against 0) within 0.02; p50, p90, p99 of numbers, times
#   (epoch seconds) and text lengths within 10% of the source's value, never closer than 5% of the source's p1..p99
#   spread (so a quantile at or near 0 is not held to 10% of nothing); every time of the copy inside the source's
#   [least, greatest]; no value of a text column of more than 64 distinct values copied (0 shared holds); the facts of
#   <database>.facts (flights: cancelled flights with both times NULL, arrival after departure, Spearman of the two
#   delays, Cramér's V of carrier and origin) within 0.05.
# A step that fails (seedgen, the loading or the comparator exits non-zero; the comparator's exit 1 says only that
# some measure does not hold) is printed with its output; the script goes on to the next case and ends with exit 1.
# Without ../shared/learn-real it says so and exits 0.
# Host, port and user: HOST, PORT, DBUSER (MariaDB; lib.sh) and PGHOST, PGPORT, PGUSER (PostgreSQL); the password
# from SEEDGEN_PASSWORD. Needs Java, Maven, gzip, and for the servers measured mariadb (or mysql) with
# local_infile=ON, and psql. Every scratch database and the scratch folder are removed on exit. 10 to 18 minutes for
# everything on a shared two-core machine, most of it flights filled and compared at --scale 10 (3.3M rows).
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
data="$root/../shared/learn-real"
here="$root/src/bench/learn-real"
SERVERS="${SERVERS:-mariadb postgresql}"
DATABASES="${DATABASES:-flights lahman}"
SCALES="${SCALES:-1 10}"
PG_FOLD="${PG_FOLD:-0}"
if [ ! -d "$data" ]; then
  echo "learn-real: no $data beside the checkout, nothing to measure"
  exit 0
fi
source "$root/src/bench/lib.sh"
export PGHOST="${PGHOST:-127.0.0.1}" PGPORT="${PGPORT:-5432}" PGUSER="${PGUSER:-postgres}"
[ -z "${PGPASSWORD:-}" ] && [ -n "${SEEDGEN_PASSWORD:-}" ] && export PGPASSWORD="$SEEDGEN_PASSWORD"
for tool in java mvn gzip; do
  command -v "$tool" >/dev/null || { echo "learn-real: needs $tool" >&2; exit 2; }
done
for server in $SERVERS; do
  case "$server" in
    mariadb)
      [ -n "$client" ] || { echo "learn-real: mariadb: needs the mariadb or mysql client" >&2; exit 2; }
      [ "$(sql 'SELECT @@local_infile')" = 1 ] || { echo "learn-real: local_infile is OFF: SET GLOBAL local_infile = ON" >&2; exit 2; } ;;
    postgresql) command -v psql >/dev/null || { echo "learn-real: postgresql: needs psql" >&2; exit 2; } ;;
    *) echo "learn-real: unknown server $server (mariadb or postgresql)" >&2; exit 2 ;;
  esac
done
for db in $DATABASES; do
  [ -f "$here/$db.sql" ] && [ -d "$data/$db" ] || { echo "learn-real: no $here/$db.sql or $data/$db" >&2; exit 2; }
done

work="$(mktemp -d)"
cleanup() {
  set +e
  drop_scratch
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

seedgen="$root/cli/seedgen"
"$seedgen" --version > "$work/build.log" 2>&1 \
  || { cat "$work/build.log" >&2; echo "learn-real: seedgen does not build" >&2; exit 2; }
(cd "$root" && mvn -q -B --no-transfer-progress -pl src/it -am test-compile) > "$work/build.log" 2>&1 \
  || { cat "$work/build.log" >&2; echo "learn-real: the comparator's test classes do not compile" >&2; exit 2; }
cp="$root/target/it/test-classes:$root/target/cli/classes:$root/target/cli/seedgen-core.jar:$root/target/cli/lib/*"
failed=0
recap=()

# One timed step: "  label  12.3 s"; its output goes to $work/step.log and is printed when it fails (returns 1).
step() {
  local label="$1" t0 t1 rc
  shift
  t0=$(now)
  "$@" > "$work/step.log" 2>&1
  rc=$?
  t1=$(now)
  printf "  %-34s %7.1f s%s\n" "$label" "$(calc "$t1 - $t0")" "$([ $rc = 0 ] || echo "  FAILED (exit $rc)")"
  if [ $rc != 0 ]; then
    sed 's/^/    | /' "$work/step.log" | tail -40
    failed=1
    return 1
  fi
}

# The DDL as this server family reads it: MariaDB with ANSI_QUOTES; PostgreSQL with TIMESTAMP, and without the
# quotes when PG_FOLD=1.
ddl() {
  case "$1" in
    mariadb) echo "SET SESSION sql_mode = CONCAT(@@sql_mode, ',ANSI_QUOTES');"; cat "$2" ;;
    postgresql) if [ "$PG_FOLD" = 1 ]; then sed 's/DATETIME/TIMESTAMP/; s/"//g' "$2"; else sed 's/DATETIME/TIMESTAMP/' "$2"; fi ;;
  esac
}

my() { "$client" --protocol=TCP -h "$HOST" -P "$PORT" -u "$DBUSER" --local-infile=1 -B -N "$@"; }

make_db() {  # server database [with-rows]: an empty database made with the DDL, its rows and keys if asked
  local server="$1" name="$2" rows="${3:-}" t
  case "$server" in
    mariadb)
      sql "DROP DATABASE IF EXISTS \`$name\`" && sql "CREATE DATABASE \`$name\` CHARACTER SET utf8mb4" || return 1
      ddl mariadb "$here/$db.sql" | my "$name" || return 1
      if [ -n "$rows" ]; then
        for t in $tables; do
          gzip -dc "$data/$db/$t.csv.gz" > "$work/rows.csv" || return 1
          local said
          said=$(my "$name" -e "LOAD DATA LOCAL INFILE '$work/rows.csv' INTO TABLE \`$t\` CHARACTER SET utf8mb4
            FIELDS TERMINATED BY ',' LINES TERMINATED BY '\n' IGNORE 1 LINES; SHOW COUNT(*) WARNINGS;
            SHOW WARNINGS LIMIT 5") || return 1
          # LOAD DATA LOCAL turns a value that does not fit into a warning, not an error
          [ "$(echo "$said" | head -1)" = 0 ] || { echo "$t: warnings while loading:"; echo "$said"; return 1; }
        done
      fi
      ddl mariadb "$here/$db-keys.sql" | my "$name" || return 1 ;;
    postgresql)
      pq postgres -c "DROP DATABASE IF EXISTS \"$name\" WITH (FORCE)" && pq postgres -c "CREATE DATABASE \"$name\"" \
        || return 1
      ddl postgresql "$here/$db.sql" | pq "$name" || return 1
      if [ -n "$rows" ]; then
        for t in $tables; do
          gzip -dc "$data/$db/$t.csv.gz" | tail -n +2 \
            | pq "$name" -c "COPY $t FROM STDIN WITH (FORMAT text, DELIMITER ',', NULL '\\N')" || return 1
        done
        pq "$name" -c "ANALYZE" || return 1
      fi
      ddl postgresql "$here/$db-keys.sql" | pq "$name" || return 1 ;;
  esac
}

target() {  # server database: seedgen's options to reach it
  case "$1" in
    mariadb) echo "--host $HOST --port $PORT --user $DBUSER --database $2" ;;
    postgresql) echo "--url jdbc:postgresql://$PGHOST:$PGPORT/$2 --user $PGUSER" ;;
  esac
}

jdbc() {
  case "$1" in
    mariadb) echo "jdbc:mysql://$HOST:$PORT/$2" ;;
    postgresql) echo "jdbc:postgresql://$PGHOST:$PGPORT/$2" ;;
  esac
}

learn() {  # spec-file options...: the spec on its own, the progress lines to the step's log
  local spec="$1"
  shift
  "$seedgen" spec --from-db --learn "$@" > "$spec"
}

user_of() { [ "$1" = mariadb ] && echo "$DBUSER" || echo "$PGUSER"; }

compare() {  # server source copy scale: every measure, failures first, and the summary line
  local facts=()
  [ -f "$here/$db.facts" ] && facts=(--facts "$here/$db.facts")
  java -cp "$cp" seedgen.it.shape.ShapeMain --source "$(jdbc "$1" "$2")" --copy "$(jdbc "$1" "$3")" \
    --user "$(user_of "$1")" --scale "$4" --tables "${tables// /,}" "${facts[@]}" > "$work/measures.txt"
  local rc=$?
  # 1 is "some measure does not hold", a result; anything else is a failure of the comparator itself
  [ $rc -le 1 ]
}

for server in $SERVERS; do
  variant="$server"
  [ "$server" = postgresql ] && [ "$PG_FOLD" = 1 ] && variant="postgresql (folded names)"
  for db in $DATABASES; do
    tables=$(cd "$data/$db" && ls -- *.csv.gz | sed 's/\.csv\.gz$//' | tr '\n' ' ')
    src="lr_${db}_src"
    if [ "$server" = mariadb ]; then made_my+=("$src"); else made_pg+=("$src"); fi
    echo "== $variant: $db ($tables)"
    step "load the source" make_db "$server" "$src" rows || { recap+=("$variant $db: the source did not load"); continue; }
    for scale in $SCALES; do
      copy="lr_${db}_copy${scale//./_}"
      spec="$work/$server-$db-$scale.yaml"
      if [ "$server" = mariadb ]; then made_my+=("$copy"); else made_pg+=("$copy"); fi
      scaled=()
      [ "$scale" = 1 ] || scaled=(--scale "$scale")
      echo "-- $variant: $db at ${scale}x"
      # shellcheck disable=SC2046
      step "spec --from-db --learn ${scaled[*]}" learn "$spec" "${scaled[@]}" $(target "$server" "$src") \
        || { recap+=("$variant $db ${scale}x: learning failed"); continue; }
      [ -n "${SPECS_TO:-}" ] && mkdir -p "$SPECS_TO" && cp "$spec" "$SPECS_TO/"
      step "an empty copy" make_db "$server" "$copy" || { recap+=("$variant $db ${scale}x: no empty copy"); continue; }
      # shellcheck disable=SC2046
      step "--from-db --spec (fill the copy)" "$seedgen" --from-db --spec "$spec" --quiet $(target "$server" "$copy") \
        || { recap+=("$variant $db ${scale}x: the fill failed"); continue; }
      if step "compare" compare "$server" "$src" "$copy" "$scale"; then
        cat "$work/measures.txt"
        recap+=("$variant $db ${scale}x: $(tail -1 "$work/measures.txt")")
      else
        recap+=("$variant $db ${scale}x: the comparison failed")
      fi
      if [ "$server" = mariadb ]; then sql "DROP DATABASE IF EXISTS \`$copy\`"; else pq postgres -c "DROP DATABASE IF EXISTS \"$copy\" WITH (FORCE)"; fi
    done
  done
done
echo "== summary"
printf '  %s\n' "${recap[@]}"
exit $failed
