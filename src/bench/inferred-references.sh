#!/usr/bin/env bash
# How well --from-db infers references nobody declared, measured against the ones a schema does declare.
#
#   src/bench/inferred-references.sh my:FILE.sql [pg:FILE.sql ...]
#
# Each schema file is loaded into a scratch database on the local server of its family (MariaDB or MySQL at
# 127.0.0.1:3306 as root, PostgreSQL at 127.0.0.1:5432 as postgres; SEEDGEN_BENCH_MY and SEEDGEN_BENCH_PG name
# others), its one-column foreign keys noted, every foreign key dropped, and `seedgen spec --from-db` run on what is
# left. An inferred reference that a dropped key declared is right; the others are printed, one a line, to be read
# by hand (a schema leaves many references undeclared, so not every one of them is wrong). The spec of the schema as
# it ships is printed too, where only the strict rule applies. Every scratch database is dropped at the end.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# -gt 0 ] || { echo "usage: $0 my:FILE.sql|pg:FILE.sql ..." >&2; exit 2; }
MY_URL=${SEEDGEN_BENCH_MY:-jdbc:mysql://127.0.0.1:3306}
PG_URL=${SEEDGEN_BENCH_PG:-jdbc:postgresql://127.0.0.1:5432}
work=$(mktemp -d)
made=()
cleanup() {
  for d in "${made[@]}"; do
    case $d in
      my:*) mysql -h127.0.0.1 -uroot -e "DROP DATABASE IF EXISTS \`${d#my:}\`" ;;
      pg:*) psql -h127.0.0.1 -Upostgres -q -c "DROP DATABASE IF EXISTS \"${d#pg:}\"" ;;
    esac
  done
  [ -n "${SEEDGEN_BENCH_KEEP:-}" ] && echo "outputs kept in $work" || rm -rf "$work"
}
trap cleanup EXIT

# The references a printed spec marks as inferred: "table column referred_table referred_column", lower case.
inferred() {
  awk '
    /^  [^ #].*:[ ]*$/ { t = $1; sub(/:$/, "", t); gsub(/"/, "", t) }
    /^      # .*: refers to .*, inferred \(no foreign key declares it\)/ {
      c = $2; sub(/:$/, "", c); gsub(/"/, "", c)
      r = $5; sub(/,$/, "", r); n = split(r, p, ".")
      print tolower(t " " c " " p[1] " " p[n])
    }' "$1" | sort -u
}

total_right=0; total_other=0; total_declared=0; total_shipped=0
for arg in "$@"; do
  kind=${arg%%:*}; file=${arg#*:}
  name=$(basename "$file" .sql | tr -c 'a-zA-Z0-9\n' '_')
  db="seedgen_infer_${name}_$$"
  made+=("$kind:$db")
  if [ "$kind" = my ]; then
    mysql -h127.0.0.1 -uroot -e "CREATE DATABASE \`$db\`"
    # a file that names its own database (USE x) is loaded into the scratch one instead
    sed -E '/^(CREATE|DROP) (DATABASE|SCHEMA)|^USE /Id' "$file" | mysql -h127.0.0.1 -uroot "$db" > "$work/$name.load" 2>&1 \
      || echo "$name: some statements of the file failed (see the server's message); measured as loaded"
    url="$MY_URL/$db"; user=root
    mysql -h127.0.0.1 -uroot -N -e "SELECT LOWER(CONCAT_WS(' ', TABLE_NAME, COLUMN_NAME, REFERENCED_TABLE_NAME,
      REFERENCED_COLUMN_NAME)) FROM information_schema.KEY_COLUMN_USAGE k WHERE TABLE_SCHEMA = '$db' AND
      REFERENCED_TABLE_NAME IS NOT NULL AND (SELECT COUNT(*) FROM information_schema.KEY_COLUMN_USAGE o WHERE
      o.TABLE_SCHEMA = k.TABLE_SCHEMA AND o.TABLE_NAME = k.TABLE_NAME AND o.CONSTRAINT_NAME = k.CONSTRAINT_NAME) = 1" \
      | sort -u > "$work/$name.declared"
  else
    psql -h127.0.0.1 -Upostgres -q -c "CREATE DATABASE \"$db\""
    psql -h127.0.0.1 -Upostgres -d "$db" -q -f "$file" > "$work/$name.load" 2>&1 || true
    url="$PG_URL/$db"; user=postgres
    psql -h127.0.0.1 -Upostgres -d "$db" -At -c "SELECT lower(c.conrelid::regclass::text || ' ' || a.attname || ' ' ||
      c.confrelid::regclass::text || ' ' || f.attname) FROM pg_constraint c JOIN pg_attribute a ON a.attrelid =
      c.conrelid AND a.attnum = c.conkey[1] JOIN pg_attribute f ON f.attrelid = c.confrelid AND f.attnum = c.confkey[1]
      WHERE c.contype = 'f' AND c.conparentid = 0 AND cardinality(c.conkey) = 1 AND c.connamespace =
      'public'::regnamespace" | tr -d '"' | sort -u > "$work/$name.declared"
  fi
  cli/seedgen spec --from-db --url "$url" --user "$user" > "$work/$name.shipped.yaml" 2> "$work/$name.err" \
    || { echo "$name: spec --from-db failed: $(tail -1 "$work/$name.err")"; continue; }
  shipped=$(inferred "$work/$name.shipped.yaml" | wc -l)
  if [ "$kind" = my ]; then
    mysql -h127.0.0.1 -uroot -N -e "SELECT CONCAT('ALTER TABLE \`', TABLE_NAME, '\` DROP FOREIGN KEY \`',
      CONSTRAINT_NAME, '\`;') FROM information_schema.TABLE_CONSTRAINTS WHERE TABLE_SCHEMA = '$db' AND
      CONSTRAINT_TYPE = 'FOREIGN KEY'" | mysql -h127.0.0.1 -uroot "$db"
  else
    psql -h127.0.0.1 -Upostgres -d "$db" -At -c "SELECT format('ALTER TABLE %s DROP CONSTRAINT %I;', c.conrelid::regclass,
      c.conname) FROM pg_constraint c WHERE c.contype = 'f' AND c.conparentid = 0 AND c.connamespace =
      'public'::regnamespace" | psql -h127.0.0.1 -Upostgres -d "$db" -q
  fi
  cli/seedgen spec --from-db --url "$url" --user "$user" > "$work/$name.none.yaml" 2> "$work/$name.err" \
    || { echo "$name: spec --from-db without keys failed: $(tail -1 "$work/$name.err")"; continue; }
  inferred "$work/$name.none.yaml" > "$work/$name.inferred"
  right=$(comm -12 "$work/$name.inferred" "$work/$name.declared" | wc -l)
  other=$(comm -23 "$work/$name.inferred" "$work/$name.declared" | wc -l)
  declared=$(wc -l < "$work/$name.declared")
  printf '%-24s declared %4d   keys dropped: inferred %4d, declared %4d, to read %4d   as shipped: inferred %d\n' \
    "$name" "$declared" "$((right + other))" "$right" "$other" "$shipped"
  comm -23 "$work/$name.inferred" "$work/$name.declared" | sed 's/^/    to read: /'
  total_right=$((total_right + right)); total_other=$((total_other + other))
  total_declared=$((total_declared + declared)); total_shipped=$((total_shipped + shipped))
done
echo "all: $total_declared one-column foreign keys declared; with them dropped, $((total_right + total_other))" \
  "inferred, $total_right of them declared ones and $total_other to read by hand; $total_shipped inferred as shipped"
