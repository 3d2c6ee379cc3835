#!/usr/bin/env bash
# Proves the Grafana dashboards return data: installs Debian's prometheus, prometheus-pushgateway and
# prometheus-mysqld-exporter, starts them on free loopback ports with temporary data, runs a real seedgen load
# with --metrics-port and --pushgateway against the MariaDB/MySQL at $HOST:$PORT (default 127.0.0.1:3306,
# user root, password from SEEDGEN_PASSWORD, default empty), lets Prometheus scrape seedgen, the exporter and
# the Pushgateway every second, then evaluates every PromQL expression of every panel in
# dashboards/seedgen-run.json and mysql-server.json (postgresql-server.json: test-pg-dashboard.sh)
# through Prometheus' HTTP API (/api/v1/query_range, over the load) and fails if any returns no series.
# Then it loads a small sns into a second throw-away database and runs `seedgen workload` on it with
# --metrics-port (WORKLOAD_RATE operations a second for WORKLOAD_SECONDS, 200 and 20 by default), and
# evaluates every expression of dashboards/seedgen-workload.json over the workload the same way.
# SERVER=auto (default) uses that server when it answers and otherwise starts seedgen's embedded MariaDB
# (`seedgen serve`, in a temporary folder, stopped at the end); SERVER=embedded always starts it;
# SERVER=existing needs the one at $HOST:$PORT.
# Skips (exit 0, saying why) when the packages cannot be installed, or with SERVER=existing when no server
# answers.
set -euo pipefail
cd "$(dirname "$0")/../../.."
ROOT=$PWD
HOST=${HOST:-127.0.0.1}
PORT=${PORT:-3306}
DBUSER=${DBUSER:-root}
# Long enough that the exporter's one-minute rates have points over most of the load on an idle machine too:
# 600,000 rows took 4.7 s there (127,000 rows/s), and five server panels had one point in three seconds.
ROWS=${ROWS:-2000000}
DB=seedgen_dashtest_$$
WL_DB=seedgen_dashtest_$$_sns
WORKLOAD_RATE=${WORKLOAD_RATE:-200}
WORKLOAD_SECONDS=${WORKLOAD_SECONDS:-20}
SERVER=${SERVER:-auto}

skip() { echo "test-dashboards: SKIPPED: $*"; exit 0; }

if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
  skip "needs root and apt-get to install prometheus, prometheus-pushgateway and prometheus-mysqld-exporter"
fi
if ! command -v prometheus >/dev/null || ! command -v prometheus-pushgateway >/dev/null \
    || ! command -v prometheus-mysqld-exporter >/dev/null; then
  echo "test-dashboards: installing prometheus, prometheus-pushgateway, prometheus-mysqld-exporter"
  if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      prometheus prometheus-pushgateway prometheus-mysqld-exporter; } >/tmp/test-dashboards-apt.log 2>&1; then
    tail -5 /tmp/test-dashboards-apt.log
    skip "could not install the packages (log: /tmp/test-dashboards-apt.log)"
  fi
fi
export MYSQL_PWD="${SEEDGEN_PASSWORD:-}"
answers() { command -v mysql >/dev/null && mysql -h"$HOST" -P"$PORT" -u"$DBUSER" -e 'SELECT 1' >/dev/null 2>&1; }

TMP=$(mktemp -d)
PIDS=()
EMBEDDED_PID=
cleanup() {
  for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
  for p in "${PIDS[@]}"; do wait "$p" 2>/dev/null || true; done
  if [ -n "$EMBEDDED_PID" ]; then
    kill -TERM "$EMBEDDED_PID" 2>/dev/null || true   # seedgen serve stops its MariaDB on SIGTERM
    wait "$EMBEDDED_PID" 2>/dev/null || true
  else
    mysql -h"$HOST" -P"$PORT" -u"$DBUSER" -e "DROP DATABASE IF EXISTS \`$DB\`; DROP DATABASE IF EXISTS \`$WL_DB\`" \
      2>/dev/null || true
  fi
  if [ -n "${KEEP_LOGS:-}" ]; then cp "$TMP"/*.log /tmp/ 2>/dev/null || true; fi
  rm -rf "$TMP"
}
trap cleanup EXIT INT TERM
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }

[ -f target/cli/seedgen.jar ] || mvn -B -q --no-transfer-progress package -DskipTests

case "$SERVER" in
  existing) answers || skip "no server answers at $HOST:$PORT as $DBUSER" ;;
  auto|embedded) ;;
  *) echo "test-dashboards: SERVER must be auto, embedded or existing, not '$SERVER'" >&2; exit 2 ;;
esac
if [ "$SERVER" = embedded ] || { [ "$SERVER" = auto ] && ! answers; }; then
  PORT=$(free_port); HOST=127.0.0.1; DBUSER=root; SEEDGEN_PASSWORD=; MYSQL_PWD=
  mkdir "$TMP/embedded"
  (cd "$TMP/embedded" && exec java -cp "$ROOT/target/cli/*:$ROOT/target/cli/lib/*" seedgen.Main serve \
    --port "$PORT") >"$TMP/embedded.log" 2>&1 & EMBEDDED_PID=$!
  for _ in $(seq 600); do
    grep -q "Embedded MariaDB running" "$TMP/embedded.log" && break
    kill -0 "$EMBEDDED_PID" 2>/dev/null || break
    sleep 0.5
  done
  grep -q "Embedded MariaDB running" "$TMP/embedded.log" \
    || { cat "$TMP/embedded.log"; echo "test-dashboards: the embedded MariaDB did not start"; exit 1; }
  echo "test-dashboards: no server named or answering; using seedgen's embedded MariaDB at 127.0.0.1:$PORT"
fi

PROM=$(free_port); GW=$(free_port); EXP=$(free_port); SEEDGEN=$(free_port); WORKLOAD=$(free_port)

cat > "$TMP/prometheus.yml" <<YML
global: {scrape_interval: 1s, evaluation_interval: 1s}
scrape_configs:
  - job_name: seedgen
    static_configs: [{targets: ['127.0.0.1:$SEEDGEN', '127.0.0.1:$WORKLOAD']}]
  - job_name: pushgateway
    honor_labels: true
    static_configs: [{targets: ['127.0.0.1:$GW']}]
  - job_name: mysqld
    static_configs: [{targets: ['127.0.0.1:$EXP']}]
YML

prometheus-pushgateway --web.listen-address="127.0.0.1:$GW" >"$TMP/pushgateway.log" 2>&1 & PIDS+=($!)
DATA_SOURCE_NAME="$DBUSER:${SEEDGEN_PASSWORD:-}@($HOST:$PORT)/" prometheus-mysqld-exporter \
  --web.listen-address="127.0.0.1:$EXP" --collect.info_schema.processlist >"$TMP/exporter.log" 2>&1 & PIDS+=($!)
prometheus --config.file="$TMP/prometheus.yml" --storage.tsdb.path="$TMP/data" \
  --web.listen-address="127.0.0.1:$PROM" >"$TMP/prometheus.log" 2>&1 & PIDS+=($!)

for _ in $(seq 50); do curl -sf "127.0.0.1:$PROM/-/ready" >/dev/null && break; sleep 0.2; done
curl -sf "127.0.0.1:$PROM/-/ready" >/dev/null || { tail -20 "$TMP/prometheus.log"; echo "prometheus did not start"; exit 1; }
echo "test-dashboards: prometheus 127.0.0.1:$PROM, pushgateway :$GW, mysqld_exporter :$EXP, seedgen :$SEEDGEN," \
  "workload :$WORKLOAD"
sleep 3  # a few scrapes of the exporter before the load, so its rates have a start

java -cp "target/cli/*:target/cli/lib/*" seedgen.Main --host "$HOST" --port "$PORT" --user "$DBUSER" \
  --database "$DB" --rows "$ROWS" --batch 500 --threads 4 --progress plain \
  --metrics-port "$SEEDGEN" --pushgateway "http://127.0.0.1:$GW" --metrics-linger 120 \
  >"$TMP/seedgen.out" 2>"$TMP/seedgen.err" & SEEDGEN_PID=$!; PIDS+=($SEEDGEN_PID)

for _ in $(seq 600); do
  grep -q '^seedgen: done' "$TMP/seedgen.out" 2>/dev/null && break
  kill -0 "$SEEDGEN_PID" 2>/dev/null || break
  sleep 0.5
done
grep -q '^seedgen: done' "$TMP/seedgen.out" || { cat "$TMP/seedgen.out" "$TMP/seedgen.err"; echo "the load failed"; exit 1; }
head -1 "$TMP/seedgen.out"
sleep 4  # the last scrapes after the end (the endpoint lingers)

# The workload: a small sns (a few seconds), then its operations at a rate, scraped as the load was. The load's
# endpoint lingers meanwhile; its series are told apart by instance.
seedgen() { java -cp "target/cli/*:target/cli/lib/*" seedgen.Main "$@"; }
WL_ARGS=(--host "$HOST" --port "$PORT" --user "$DBUSER" --database "$WL_DB" --dataset sns --rows 2000 --seed 5)
seedgen "${WL_ARGS[@]}" --progress none >"$TMP/sns.out" 2>"$TMP/sns.err" \
  || { cat "$TMP/sns.out" "$TMP/sns.err"; echo "test-dashboards: the sns load failed"; exit 1; }
if ! seedgen workload "${WL_ARGS[@]}" --rate "$WORKLOAD_RATE" --duration "${WORKLOAD_SECONDS}s" \
    --metrics-port "$WORKLOAD" >"$TMP/workload.out" 2>"$TMP/workload.err"; then
  cat "$TMP/workload.out" "$TMP/workload.err"; echo "test-dashboards: the workload failed"; exit 1
fi
head -1 "$TMP/workload.out"
sleep 1  # the endpoint closes with the run: nothing is left to scrape

python3 - "$PROM" "$SEEDGEN" "$WORKLOAD" <<'PY'
import json, sys, urllib.parse, urllib.request
prom, live, workload = sys.argv[1:]
subst = {"$__rate_interval": "1m", "$run_id": ".*", "$instance": ".*", "$op": ".*"}

def api(path, **params):
    return json.load(urllib.request.urlopen(f"http://127.0.0.1:{prom}/api/v1/{path}?" + urllib.parse.urlencode(params)))

import time
now = time.time()

def window(query, what):
    """The seconds during which query had a series, as (start, end, steps); exits if it never had one."""
    reply = api("query_range", query=query, start=now - 900, end=now, step=1)
    times = sorted(float(v[0]) for r in reply["data"]["result"] for v in r["values"])
    if not times:
        print(f"test-dashboards: Prometheus never saw {what} ({query})")
        sys.exit(1)
    return times[0], times[-1], int(times[-1] - times[0]) + 1

# Evaluate over the load: what a dashboard shows during a load. After it, the pool's connections are
# closed and the server's processlist holds no client, so "now" would test an idle server.
# The load's seconds as seedgen's own endpoint reports them: the Pushgateway keeps the last pushed state for a
# while after the end, when the pool is closed, so its copy would stretch the window past the load.
checks = [(["dashboards/seedgen-run.json", "dashboards/mysql-server.json"],
           window(f'max(seedgen_run_state{{state="loading", instance="127.0.0.1:{live}"}} == 1)',
                  "the run loading"), "seedgen_run_state loading"),
          # the workload's seconds: from its endpoint's first scrape to its last
          (["dashboards/seedgen-workload.json"],
           window(f'count(seedgen_workload_operation_seconds_count{{instance="127.0.0.1:{workload}"}})',
                  "the workload's operations"), "the workload's endpoint")]
total = empty = 0
for files, (start, end, steps), seen in checks:
    # A panel is a range query, as Grafana draws it: it passes when its series have points over at least half of
    # the window's seconds. A single instant can fall on the last second of the load, when the pool is closing.
    print(f"test-dashboards: evaluating over {start:.0f} to {end:.0f} ({steps} s of {seen} seen)")
    for f, panel in ((f, p) for f in files for p in json.load(open(f))["panels"]):
        for t in panel.get("targets", []):
            expr = t["expr"]
            for k, v in subst.items():
                expr = expr.replace(k, v)
            reply = api("query_range", query=expr, start=start, end=end, step=1)
            series = reply["data"]["result"] if reply.get("status") == "success" else []
            covered = len({float(v[0]) for r in series for v in r["values"]})
            total += 1
            ok = len(series) > 0 and covered * 2 >= steps
            empty += not ok
            print(f"{'ok   ' if ok else 'EMPTY'} {len(series):3d} series {covered:3d}/{steps} s  {f.split('/')[-1]}: {panel['title']} [{t['refId']}]")
            if not ok:
                print(f"      {expr}  -> {reply.get('error', 'no series' if not series else 'too few points')}")
print(f"test-dashboards: {total - empty} passed, {empty} failed")
sys.exit(1 if empty else 0)
PY
