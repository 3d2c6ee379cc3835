#!/usr/bin/env bash
# What `seedgen feed --where` buys a load test: parameters whose result sizes are known, so a query's runtime spreads
# less. Loads sns (seed 7) at USERS users (default 20,000) into a scratch database on MariaDB (HOST, PORT, DBUSER as
# in lib.sh), writes IDS user ids (default 200) twice: a plain uniform sample (--count) and a sample of the users
# WHERE keeps (default posts:20..30, 354 users at 20,000; posts:90..110 keeps 34 of them), then runs QUERY for
# each id (src/bench/QuerySpread.java: once to warm, then ROUNDS times, default 5, each id's time the median) and
# prints both spreads: median, p10, p90, max, p90/p10 and the coefficient of variation of the runtime and of the rows
# returned.
# Then how fast the feed is with and without --where, with no database: a sample of FEED_ROWS (default 100,000) users
# of sns at SPEED_USERS (default 700,000), plain, with --where posts:1.. (counts from the parent index) and with
# --where follows.followee_id:1.. (one pass over about 14M follows), the median of ROUNDS whole processes each.
# The scratch database and folder are removed on exit.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
source "$root/src/bench/lib.sh"
USERS="${USERS:-20000}"
IDS="${IDS:-200}"
ROUNDS="${ROUNDS:-5}"
SPEED_USERS="${SPEED_USERS:-700000}"
FEED_ROWS="${FEED_ROWS:-100000}"
WHERE="${WHERE:-posts:20..30}"
QUERY="${QUERY:-SELECT id, created_at FROM posts WHERE user_id = ? ORDER BY created_at DESC LIMIT 200}"
DB="seedgen_where_bench"
work="$(mktemp -d)"
made_my+=("$DB")
trap 'rm -rf "$work"; drop_scratch' EXIT
seedgen="$root/cli/seedgen"
url="jdbc:mysql://$HOST:$PORT/$DB?user=$DBUSER"
sns=(--dataset sns --seed 7)

sql "DROP DATABASE IF EXISTS \`$DB\`"
t0=$(now)
"$seedgen" "${sns[@]}" --rows "$USERS" --url "$url" > "$work/load.log" 2>&1 || { cat "$work/load.log" >&2; exit 1; }
printf "sns at %'d users loaded in %.1f s: %'d posts\n" "$USERS" "$(calc "$(now) - $t0")" \
  "$(sql "SELECT COUNT(*) FROM \`$DB\`.posts")"

javac -d "$work/spread" "$root/src/bench/QuerySpread.java"
echo "query: $QUERY  ($IDS ids, median of $ROUNDS rounds each, after a warm-up round)"
for kind in plain where; do
  where=(); [ "$kind" = where ] && where=(--where "$WHERE")
  "$seedgen" feed "${sns[@]}" --rows "$USERS" --table users --columns id --count "$IDS" "${where[@]}" \
    --out "$work/$kind.csv" 2> "$work/$kind.err" || { cat "$work/$kind.err" >&2; exit 1; }
  printf "%-6s %-22s " "$kind" "${where[*]:-(no --where)}"
  java -cp "$work/spread:$root/target/cli/lib/*" QuerySpread "$url" "$QUERY" "$work/$kind.csv" "$ROUNDS"
done

echo "feed speed: a sample of $FEED_ROWS users (id,email) of sns at $SPEED_USERS users, median of $ROUNDS"
for kind in plain parent ref; do
  case "$kind" in
    plain) where=() ;;
    parent) where=(--where posts:1..) ;;
    ref) where=(--where follows.followee_id:1..) ;;
  esac
  : > "$work/times"
  for _ in $(seq "$ROUNDS"); do
    t0=$(now)
    "$seedgen" feed "${sns[@]}" --rows "$SPEED_USERS" --table users --columns id,email --count "$FEED_ROWS" \
      "${where[@]}" --out "$work/speed.csv" 2> "$work/speed.err" || { cat "$work/speed.err" >&2; exit 1; }
    calc "$(now) - $t0" >> "$work/times"
  done
  m=$(median < "$work/times")
  printf "%-6s %-30s whole process %.2f s (%s), %'.0f rows/s\n" "$kind" "${where[*]:-(no --where)}" "$m" \
    "$(paste -sd' ' "$work/times")" "$(calc "$FEED_ROWS / $m")"
  sed 's/^/         /' "$work/speed.err"
done
