#!/usr/bin/env bash
# Throughput with metrics off against on (--metrics-port, scraped every second by curl, as Prometheus would),
# alternating the order between rounds, into a fresh database each time; prints medians and the ratio.
set -euo pipefail
cd "$(dirname "$0")/../.."
. src/bench/lib.sh
ROWS=${ROWS:-1000000}; ROUNDS=${ROUNDS:-3}; BATCH=${BATCH:-500}; THREADS=${THREADS:-4}
DB=seedgen_metrics_bench
[ -f target/cli/seedgen.jar ] || mvn -B -q package -DskipTests
run() { # $1 = off|on; prints the load's rows/s from the summary
  mysql -h"$HOST" -P"$PORT" -u"$DBUSER" -e "DROP DATABASE IF EXISTS $DB"
  local extra=() scraper=
  if [ "$1" = on ]; then
    local mp; mp=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
    extra=(--metrics-port "$mp")
    (while sleep 1; do curl -s "127.0.0.1:$mp/metrics" >/dev/null || true; done) & scraper=$!
  fi
  java -cp "target/cli/*:target/cli/lib/*" seedgen.Main --host "$HOST" --port "$PORT" --user "$DBUSER" \
    --database "$DB" --rows "$ROWS" --batch "$BATCH" --threads "$THREADS" --progress none "${extra[@]}" \
    | sed -n 's/.*(\([0-9,]*\) rows\/s).*/\1/p' | sed -n 1p | tr -d ,
  [ -z "$scraper" ] || kill "$scraper"
}
echo "rows: $ROWS  --batch $BATCH --threads $THREADS  rounds: $ROUNDS  load average: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-8s %12s %12s\n' round off_rows/s on_rows/s
offs=(); ons=()
for r in $(seq "$ROUNDS"); do
  if [ $((r % 2)) = 1 ]; then off=$(run off); on=$(run on); else on=$(run on); off=$(run off); fi
  offs+=("$off"); ons+=("$on"); printf '%-8s %12s %12s\n' "$r" "$off" "$on"
done
mysql -h"$HOST" -P"$PORT" -u"$DBUSER" -e "DROP DATABASE IF EXISTS $DB"
med() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
mo=$(med "${offs[@]}"); mn=$(med "${ons[@]}")
printf '%-8s %12s %12s   ratio on/off %.3f\n' median "$mo" "$mn" "$(echo "$mn / $mo" | bc -l)"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
