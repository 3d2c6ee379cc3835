#!/usr/bin/env bash
# Proves dashboards/postgresql-server.json returns data: installs Debian's prometheus and
# prometheus-postgres-exporter, starts them on free loopback ports with temporary data, points the exporter at the
# PostgreSQL named by PGHOST, PGPORT and PGUSER (default 127.0.0.1, 5432, postgres; PGPASSWORD and ~/.pgpass work
# as for psql), runs a pgbench write load into a temporary database seedgen_pgdash_<pid>, lets Prometheus scrape
# the exporter every second, then evaluates every PromQL expression of every panel over the load through
# Prometheus' HTTP API (/api/v1/query_range), once with the variables at All and once with this exporter and the
# temporary database selected, and fails if any returns no series.
# Skips (exit 0, saying why) when the packages cannot be installed or no PostgreSQL 13+ answers.
# Leaves the server as it found it, however the script ends: the database is dropped and every session it
# opened (all named by application_name seedgen_pgdash_<pid>) is gone before it exits.
set -euo pipefail
cd "$(dirname "$0")/../../.."
export PGHOST=${PGHOST:-127.0.0.1} PGPORT=${PGPORT:-5432} PGUSER=${PGUSER:-postgres}
export PGAPPNAME=seedgen_pgdash_$$
DB=seedgen_pgdash_$$
SCALE=${SCALE:-4}                # pgbench -i: 100,000 rows per unit
LOAD_SECONDS=${LOAD_SECONDS:-25}  # longer than a few scrapes, so the 1m rates have a run of points
TPS=${TPS:-150}                  # throttled: the load must show, not take both cores of a shared machine

say() { echo "test-pg-dashboard: $*"; }
skip() { say "SKIPPED: $*"; exit 0; }
sql() { psql -d postgres -w -X -A -t -q -v ON_ERROR_STOP=1 -c "$1"; }

command -v psql >/dev/null || skip "no psql to reach PostgreSQL"
VERSION=$(sql 'SHOW server_version_num' 2>/dev/null) || skip "no PostgreSQL answers at $PGHOST:$PGPORT as $PGUSER"
[ "$VERSION" -ge 130000 ] || skip "needs PostgreSQL 13 or later (DROP DATABASE ... WITH (FORCE)), not $VERSION"
command -v pgbench >/dev/null || skip "no pgbench (Debian ships it with the postgresql-NN server package)"

if ! command -v prometheus >/dev/null || ! command -v prometheus-postgres-exporter >/dev/null; then
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
    skip "needs prometheus and prometheus-postgres-exporter, or root and apt-get to install them"
  fi
  say "installing prometheus, prometheus-postgres-exporter"
  APT_LOG=/tmp/test-pg-dashboard-apt.log
  if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      prometheus prometheus-postgres-exporter; } >"$APT_LOG" 2>&1; then
    tail -5 "$APT_LOG"
    skip "could not install the packages (log: $APT_LOG)"
  fi
fi

TMP=$(mktemp -d)
PIDS=()
LOAD_PID=
CREATED=
cleanup() {
  local rc=$? left=
  [ -z "$LOAD_PID" ] || kill "$LOAD_PID" 2>/dev/null || true
  for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
  for p in $LOAD_PID "${PIDS[@]}"; do wait "$p" 2>/dev/null || true; done
  [ -z "$CREATED" ] || sql "DROP DATABASE IF EXISTS \"$DB\" WITH (FORCE)" || rc=1
  # A killed client's backend exits a moment after its socket closes.
  for _ in $(seq 50); do
    left=$(sql "SELECT count(*) FROM pg_stat_activity WHERE application_name = '$PGAPPNAME'
                  AND pid <> pg_backend_pid()") || break
    [ "$left" = 0 ] && break
    sleep 0.1
  done
  if [ "$left" != 0 ] || [ "$(sql "SELECT count(*) FROM pg_database WHERE datname = '$DB'")" != 0 ]; then
    say "cleanup FAILED: database $DB or ${left:-?} session(s) named $PGAPPNAME are left on $PGHOST:$PGPORT"
    rc=1
  else
    say "cleaned up: no database $DB, no session of this test left"
  fi
  if [ -n "${KEEP_LOGS:-}" ]; then cp "$TMP"/*.log /tmp/ 2>/dev/null || true; fi
  rm -rf "$TMP"
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'
}

PROM=$(free_port); EXP=$(free_port)
cat > "$TMP/prometheus.yml" <<YML
global: {scrape_interval: 1s, evaluation_interval: 1s}
scrape_configs:
  - job_name: postgres
    static_configs: [{targets: ['127.0.0.1:$EXP']}]
YML
DATA_SOURCE_NAME="host=$PGHOST port=$PGPORT user=$PGUSER dbname=postgres sslmode=${PGSSLMODE:-disable} \
application_name=$PGAPPNAME" prometheus-postgres-exporter --web.listen-address="127.0.0.1:$EXP" \
  >"$TMP/exporter.log" 2>&1 & PIDS+=($!)
prometheus --config.file="$TMP/prometheus.yml" --storage.tsdb.path="$TMP/data" \
  --web.listen-address="127.0.0.1:$PROM" >"$TMP/prometheus.log" 2>&1 & PIDS+=($!)

up() { curl -sf "127.0.0.1:$PROM/api/v1/query?query=pg_up" | grep -q '"value":\[[0-9.]*,"1"\]'; }
for _ in $(seq 100); do up && break; sleep 0.2; done
if ! up; then
  tail -5 "$TMP/prometheus.log" "$TMP/exporter.log"
  say "Prometheus never saw pg_up 1 from the exporter"
  exit 1
fi
say "prometheus 127.0.0.1:$PROM, postgres_exporter :$EXP, PostgreSQL $PGHOST:$PGPORT ($VERSION) as $PGUSER"

CREATED=1
sql "CREATE DATABASE \"$DB\"" || { say "could not create database $DB as $PGUSER"; exit 1; }
pgbench -i -q -s "$SCALE" "$DB" >"$TMP/pgbench-init.log" 2>&1 & LOAD_PID=$!
wait "$LOAD_PID" || { cat "$TMP/pgbench-init.log"; say "pgbench -i failed"; exit 1; }
LOAD_PID=
START=$(date +%s)
pgbench -n -T "$LOAD_SECONDS" -c 3 -j 1 -R "$TPS" "$DB" >"$TMP/pgbench.log" 2>&1 & LOAD_PID=$!
wait "$LOAD_PID" || { cat "$TMP/pgbench.log"; say "pgbench failed"; exit 1; }
LOAD_PID=
END=$(date +%s)
say "load: pgbench -i -s $SCALE, then $LOAD_SECONDS s of 3 clients at $(grep -m1 '^tps' "$TMP/pgbench.log")"
sleep 2  # the last scrapes of the load

python3 - "$PROM" "127.0.0.1:$EXP" "$DB" "$START" "$END" dashboards/postgresql-server.json <<'PY'
import json, re, sys, urllib.error, urllib.parse, urllib.request
prom, instance, db, file = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[6]
start, end = int(sys.argv[4]), int(sys.argv[5])
dash = json.load(open(file))
steps = end - start + 1

def api(path, **params):
    url = f"http://127.0.0.1:{prom}/api/v1/{path}?" + urllib.parse.urlencode(params)
    try:
        return json.load(urllib.request.urlopen(url))
    except urllib.error.HTTPError as e:  # a bad expression: Prometheus answers 400 with the error in the body
        return json.load(e)

def subst(expr, values):
    for k in sorted(values, key=len, reverse=True):
        expr = expr.replace("$" + k, values[k])
    return expr

# Grafana's choices: every variable at All (its allValue), and this exporter's instance with the load's database.
variables = [v for v in dash["templating"]["list"] if v["type"] == "query"]
everything = {"__rate_interval": "1m", **{v["name"]: v["allValue"] for v in variables}}
selected = {"__rate_interval": "1m", "instance": instance, "datname": db}
unknown = {v["name"] for v in variables} - set(selected)
if unknown:
    print(f"test-pg-dashboard: no value to select for variable(s) {sorted(unknown)}")
    sys.exit(1)

# The variables' own queries (label_values(expr, label)) must offer this exporter and the load's database.
bad = 0
for v in variables:
    expr, label = re.fullmatch(r"label_values\((.*), *(\w+)\)", v["query"]["query"]).groups()
    reply = api("query", query=subst(expr, everything), time=end)
    offered = sorted({r["metric"].get(label, "") for r in reply.get("data", {}).get("result", [])})
    ok = selected[v["name"]] in offered
    bad += not ok
    print(f"{'ok   ' if ok else 'EMPTY'} variable {v['name']}: {len(offered)} value(s), {selected[v['name']]} "
          f"{'among them' if ok else 'missing: ' + ', '.join(offered)}")

def evaluate(expr):
    reply = api("query_range", query=expr, start=start, end=end, step=1)
    series = reply["data"]["result"] if reply.get("status") == "success" else []
    covered = len({float(v[0]) for r in series for v in r["values"]})
    # Passes when its series have points over at least half of the load's seconds, as test-dashboards.sh asks.
    return len(series) > 0 and covered * 2 >= steps, f"{len(series):3d} series {covered:3d}/{steps} s", reply

print(f"test-pg-dashboard: evaluating over the load, {start} to {end} ({steps} s), with All | with {instance} {db}")
panels = len(dash["panels"])
failed, exprs = [], 0
for panel in dash["panels"]:
    panel_ok = True
    for t in panel.get("targets", []):
        exprs += 1
        ok_all, all_text, all_reply = evaluate(subst(t["expr"], everything))
        ok_sel, sel_text, sel_reply = evaluate(subst(t["expr"], selected))
        panel_ok &= ok_all and ok_sel
        print(f"{'ok   ' if ok_all and ok_sel else 'EMPTY'} {all_text} | {sel_text}  {panel['title']} [{t['refId']}]")
        for ok, reply, values in ((ok_all, all_reply, everything), (ok_sel, sel_reply, selected)):
            if not ok:
                print(f"      {subst(t['expr'], values)}  -> {reply.get('error', 'no series or too few points')}")
    if not panel_ok:
        failed.append(panel["title"])

# Series that are there but flat would pass the above; the load itself must show in the rows it inserted.
reply = api("query_range", query=f'rate(pg_stat_database_tup_inserted{{instance="{instance}", datname="{db}"}}[1m])',
            start=start, end=end, step=1)
peak = max((float(v[1]) for r in reply["data"]["result"] for v in r["values"]), default=0.0)
print(f"test-pg-dashboard: the load as the dashboard saw it: rows inserted into {db} peaked at {peak:.0f}/s (1m rate)")
print(f"test-pg-dashboard: {panels - len(failed)} of {panels} panels returned series "
      f"({exprs} expressions, each with All and with {db} selected)")
problems = failed + ["no rows inserted seen for the load's database"] * (peak <= 0) + [f"{bad} variable(s)"] * bool(bad)
if problems:
    print("test-pg-dashboard: FAILED: " + "; ".join(problems))
    sys.exit(1)
PY
