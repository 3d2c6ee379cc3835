#!/usr/bin/env bash
# A load tool reading a seedgen feed: Gatling logs in every user of a login feed through a small HTTP endpoint that
# checks each password against the loaded users table, and every login must succeed.
#
#   src/bench/loadtest-bench.sh                       # 20,000 sns users, 1,000 logins, MariaDB at 127.0.0.1
#   USERS=100000 LOGINS=5000 src/bench/loadtest-bench.sh
#
# 1. seedgen loads sns at USERS users (seed 7) into a scratch database (untimed);
# 2. seedgen feed writes LOGINS of those users, email and plaintext password, as CSV: a uniform sample, each user once;
# 3. the endpoint (src/bench/loadtest: LoginServer) starts on 127.0.0.1, on a port the system picks, with THREADS
#    request threads (default 4) and as many pooled connections: POST /login reads the user's bcrypt hash by email
#    and checks the password with jBCrypt, 200 or 401;
# 4. the reference: the same checks of the same feed in one process (DirectLogins), on THREADS threads, no HTTP;
# 5. Gatling (LoginSimulation) reads the feed as a queue feeder; CLIENTS virtual users (default 8) post every login once
#    between them, and one more user posts a real email with a wrong password and an unknown email with the right one.
#    Its assertions fail the run unless all LOGINS logins got 200, no request failed, and both refusals got 401.
# Printed: Gatling's counts (OK / KO) per request, its run time, requests/s and response times; the endpoint's own
# counts and CPU time; the reference's rate and CPU time, and the ratios (CPU time a login is the steadier figure when
# other work shares the machine; wall time then varies far more from run to run). The script checks the counts itself
# as well and exits 1 when one is off, 2 when something it needs is missing.
#
# MODE=stream: Gatling posts a seedgen workload stream's sign-ups and likes instead, at the stream's schedule.
#
#   MODE=stream src/bench/loadtest-bench.sh           # 20,000 sns users, 200 operations/s for 20 s
#   MODE=stream RATE=500 DURATION=60s src/bench/loadtest-bench.sh
#
# 1. seedgen loads sns at USERS users (seed 7) twice, into the scratch database and into a reference copy (untimed);
# 2. seedgen workload --out writes the stream that follows that load, sign-ups and likes only
#    (--mix 'only:insert users=1,insert likes=4'), RATE a second for DURATION: insert_users.csv, insert_likes.csv;
# 3. the endpoint starts as above: POST /signup and POST /like insert the row a form holds, 200, or 409 for a
#    duplicate key, 422 for a missing reference;
# 4. the reference: seedgen workload runs the same stream itself on the reference copy (JDBC, THREADS connections);
# 5. Gatling (StreamSimulation) first warms both JVMs up for WARMUP seconds (default 10) at RATE with requests the
#    endpoint must refuse and that change nothing (a sign-up with a loaded user's id: 409; a like of a post that does
#    not exist: 422), then posts every operation of the stream once, in its order, each when it is due (open model);
#    its assertions fail the run unless every request of the stream got 200 and the counts are the files' rows.
# Printed: the counts per kind from Gatling, the endpoint and the reference; response times per kind from Gatling's
# report (the stream's requests only) beside the reference's latency from due, and their ratios. Checked: the users
# and likes tables of both copies hold the same rows (CHECKSUM TABLE), the loaded rows plus the stream's.
# Host, port and user: HOST, PORT, DBUSER (lib.sh); the password from SEEDGEN_PASSWORD. Needs Java 17, Maven (the first
# run fetches Gatling from Maven Central) and the mariadb (or mysql) client. On exit, however it ends, the endpoint is
# stopped, the scratch database dropped and the scratch folder removed.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
. "$root/src/bench/lib.sh"
USERS="${USERS:-20000}"
LOGINS="${LOGINS:-1000}"
THREADS="${THREADS:-4}"
CLIENTS="${CLIENTS:-8}"
MODE="${MODE:-login}"
RATE="${RATE:-200}"
DURATION="${DURATION:-20s}"
WARMUP="${WARMUP:-10}"
MIX='only:insert users=1,insert likes=4'
SEED=7
db=seedgen_loadtest_bench
project="$root/src/bench/loadtest"
seedgen="$root/cli/seedgen"

missing() { echo "loadtest-bench: $*" >&2; exit 2; }
for v in USERS LOGINS THREADS CLIENTS RATE; do
  [[ "${!v}" =~ ^[1-9][0-9]*$ ]] || missing "$v must be a whole number of at least 1, got '${!v}'"
done
case "$MODE" in
  login) [ "$LOGINS" -le "$USERS" ] || missing "LOGINS ($LOGINS) cannot be more than USERS ($USERS): each user logs in once" ;;
  stream)
    [[ "$DURATION" =~ ^[1-9][0-9]*[smh]$ ]] || missing "DURATION must be like 20s, 5m or 1h, got '$DURATION'"
    [[ "$WARMUP" =~ ^[0-9]+$ ]] || missing "WARMUP must be a whole number of seconds, got '$WARMUP'" ;;
  *) missing "MODE must be login or stream, got '$MODE'" ;;
esac
ref_db="${db}_ref"
command -v mvn >/dev/null || missing "needs Maven (mvn) to build the endpoint and run Gatling"
command -v "$client" >/dev/null 2>&1 || missing "needs the mariadb (or mysql) client"
sql 'SELECT 1' >/dev/null 2>&1 || missing "no server answers at $HOST:$PORT as $DBUSER: set HOST, PORT, DBUSER"

work="$(mktemp -d)"
endpoint_pid=""
stop_endpoint() {
  # SIGTERM runs the endpoint's shutdown hook: it finishes the requests in flight, closes its pool, prints its counts.
  if [ -n "$endpoint_pid" ]; then
    kill -TERM "$endpoint_pid" 2>/dev/null || true
    wait "$endpoint_pid" 2>/dev/null || true
    endpoint_pid=""
  fi
}
cleanup() {
  set +e
  stop_endpoint
  sql "DROP DATABASE IF EXISTS \`$db\`" >/dev/null 2>&1
  sql "DROP DATABASE IF EXISTS \`$ref_db\`" >/dev/null 2>&1
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM
fail() {
  echo "loadtest-bench: FAILED: $*" >&2
  # the endpoint's first errors say why a request got 500
  grep -m 3 ' failed: ' "${work:-/nonexistent}/endpoint.log" >&2 2>/dev/null || true
  exit 1
}

# Gatling prints a table of requests every 5 s and once at the end: the last one holds the final counts.
# "> NAME | total | OK | KO" -> "total ok ko" of the last table's line for NAME (0 0 0 when absent).
counts() {
  awk -F'|' -v name="> $1" '
    { n = $1; sub(/[ ]+$/, "", n) }
    n == name { t = $2; o = $3; k = $4 }
    END {
      gsub(/[ ,]/, "", t); gsub(/[ ,]/, "", o); gsub(/[ ,]/, "", k)
      print (t == "" ? 0 : t), (o == "" ? 0 : o), (k == "" || k == "-" ? 0 : k)
    }
  ' "$work/gatling.log"
}
# One figure of Gatling's closing "Global Information" table (its Total column).
global() {
  awk -F'|' -v name="> $1" '{ n = $1; sub(/[ ]+$/, "", n) } n == name { v = $2; gsub(/[ ,]/, "", v) } END { print v }' \
    "$work/gatling.log"
}

# MODE=stream, once the endpoint is up: the reference, then Gatling, then the checks.
stream_mode() {
  local t0 cpu0 wall endpoint_cpu gatling_rc=0 inserts summary expected kind
  # The reference, while the endpoint sits idle: seedgen workload runs the same stream itself on the reference copy.
  "$seedgen" workload --dataset sns --rows "$USERS" --seed "$SEED" --mix "$MIX" --rate "$RATE" --duration "$DURATION" \
    --threads "$THREADS" --host "$HOST" --port "$PORT" --user "$DBUSER" --database "$ref_db" \
    > "$work/reference.log" 2>&1 || { cat "$work/reference.log" >&2; fail "the reference (seedgen workload) failed"; }
  summary=$(grep '^seedgen: workload of .* operations in' "$work/reference.log")

  t0=$(now)
  cpu0=$(proc_cpu "$endpoint_pid")
  mvn -B --no-transfer-progress -f "$project/pom.xml" gatling:test -Dsimulation=seedgen.loadtest.StreamSimulation \
    -Dgatling.resultsFolder="$work/gatling" -Dstream="$work/stream" -DbaseUrl="$base" -Drate="$RATE" \
    -Dwarmup="$WARMUP" > "$work/gatling.log" 2>&1 || gatling_rc=$?
  wall=$(calc "$(now) - $t0")
  endpoint_cpu=$(calc "$(proc_cpu "$endpoint_pid") - $cpu0")
  stop_endpoint
  inserts=$(sed -n 's/^login endpoint: inserts: //p' "$work/endpoint.log")
  read -r signup_n signup_ok signup_ko <<< "$(counts signup)"
  read -r like_n like_ok like_ko <<< "$(counts like)"
  read -r wsignup_n wsignup_ok wsignup_ko <<< "$(counts 'warm-up signup')"
  read -r wlike_n wlike_ok wlike_ko <<< "$(counts 'warm-up like')"

  echo "gatling: signup  $signup_n requests, OK=$signup_ok KO=$signup_ko   (every one must be 200)"
  echo "gatling: like    $like_n requests, OK=$like_ok KO=$like_ko   (every one must be 200)"
  echo "gatling: warm-up $wsignup_n sign-ups, OK=$wsignup_ok KO=$wsignup_ko and $wlike_n likes, OK=$wlike_ok" \
    "KO=$wlike_ko   (OK means refused: 409 and 422)"
  echo "gatling: $(global 'request count') requests in all (whole mvn gatling:test: $(printf %.1f "$wall") s)"
  grep -E '^[^ ].*: .* : (true|false) \(actual' "$work/gatling.log" | sed 's/^/gatling assertion: /'
  echo "endpoint: $inserts; CPU $(printf %.2f "$endpoint_cpu") s over Gatling's run," \
    "$(calc "1000 * $endpoint_cpu / ($signups + $likes + $wsignup_n + $wlike_n)" | xargs printf %.2f) ms a request"
  echo "reference: ${summary#seedgen: }"
  # Response times by kind: Gatling's (request sent, when due, to answer) from its report's table, the reference's
  # (due to done) from its summary, in ms, and Gatling's over the reference's.
  python3 - "$work/gatling" "$work/reference.log" <<'PY' || echo "(the response times could not be read; the checks follow)"
import glob, html, re, sys
pages = glob.glob(sys.argv[1] + "/*/index.html")
if not pages:
    print("(no Gatling report to read response times from)")
    sys.exit(0)
# a request's row: its name, then cells col-2 .. col-14: total, OK, KO, % KO, /s, min, p50, p75, p95, p99, max, ...
report = {}
for row in re.findall(r'<tr id="req_.*?</tr>', open(pages[0]).read(), re.S):
    name = html.unescape(re.search(r'class="ellipsed-name">([^<]*)<', row)[1])
    report[name] = [float(v.replace(",", "")) for v in re.findall(r'<td class="value [a-z]+ col-\d+">([^<]*)<', row)]
# "  insert likes   3,200   0   p50 p95 p99 max": done, failed, then ms from due
rows = {m[1]: m.groups()[3:] for m in (re.match(r"  (insert \w+)\s+([\d,]+)\s+([\d,]+)" + r"\s+([\d.]+)" * 4, line)
                                       for line in open(sys.argv[2])) if m}
print(f"{'kind':8} {'':10} {'p50':>7} {'p95':>7} {'p99':>7} {'max':>7}  (ms)")
for name in ("signup", "like"):
    g = [report[name][i] for i in (6, 8, 9, 10)]
    r = [float(x) for x in rows["insert users" if name == "signup" else "insert likes"]]
    print(f"{name:8} {'gatling':10} " + " ".join(f"{x:7.2f}" for x in g))
    print(f"{'':8} {'reference':10} " + " ".join(f"{x:7.2f}" for x in r))
    print(f"{'':8} {'ratio':10} " + " ".join(f"{a / b:7.2f}" if b else "      -" for a, b in zip(g, r)))
PY

  [ "$gatling_rc" = 0 ] || { tail -40 "$work/gatling.log" >&2; fail "Gatling exited $gatling_rc (its output above)"; }
  [ "$signup_n" = "$signups" ] && [ "$signup_ok" = "$signups" ] && [ "$signup_ko" = 0 ] \
    || fail "sign-ups: $signup_n sent, $signup_ok OK, $signup_ko KO; expected all $signups OK"
  [ "$like_n" = "$likes" ] && [ "$like_ok" = "$likes" ] && [ "$like_ko" = 0 ] \
    || fail "likes: $like_n sent, $like_ok OK, $like_ko KO; expected all $likes OK"
  [ "$wsignup_ko" = 0 ] && [ "$wlike_ko" = 0 ] || fail "a warm-up request was not refused as it must be"
  expected="signup $signups inserted (200), $wsignup_ok duplicate (409), 0 missing reference (422), 0 errors (500);"
  expected="$expected like $likes inserted (200), 0 duplicate (409), $wlike_ok missing reference (422), 0 errors (500)"
  [ "$inserts" = "$expected" ] || fail "the endpoint counted: ${inserts:-nothing}; expected $expected"
  [[ "$summary" == *", 0 failed" ]] || fail "the reference: $summary"
  [ "$(sql "SELECT COUNT(*) FROM \`$db\`.users")" = "$((USERS + signups))" ] \
    || fail "users holds $(sql "SELECT COUNT(*) FROM \`$db\`.users") rows, not $USERS + $signups"
  for kind in users likes; do
    [ "$(sql "CHECKSUM TABLE \`$db\`.$kind" | cut -f2)" = "$(sql "CHECKSUM TABLE \`$ref_db\`.$kind" | cut -f2)" ] \
      || fail "$kind differs from the reference copy's after the same stream"
  done
  echo "PASS: all $signups sign-ups and $likes likes of the stream inserted through the endpoint (no duplicate key," \
    "no missing reference); users and likes hold the same rows as the reference copy"
}

# Both builds first, outside the timings: seedgen's jar, then the endpoint and the compiled scenario (the first one
# fetches Gatling).
"$seedgen" --version >/dev/null
mvn -B -q --no-transfer-progress -f "$project/pom.xml" package > "$work/build.log" 2>&1 \
  || { cat "$work/build.log" >&2; echo "loadtest-bench: building $project failed (output above)" >&2; exit 1; }
java_cp="$project/target/classes:$(cat "$project/target/endpoint.classpath")"
url="jdbc:mysql://$HOST:$PORT/$db"

if [ "$MODE" = login ]; then
  echo "server: $(sql 'SELECT VERSION()')  users: $USERS  logins: $LOGINS  endpoint threads: $THREADS" \
    " clients: $CLIENTS  cores: $(nproc)"
else
  echo "server: $(sql 'SELECT VERSION()')  users: $USERS  stream: $RATE/s for $DURATION ($MIX)" \
    " endpoint threads: $THREADS  cores: $(nproc)"
fi
load() {
  sql "DROP DATABASE IF EXISTS \`$1\`"
  "$seedgen" --dataset sns --rows "$USERS" --seed "$SEED" --quiet --host "$HOST" --port "$PORT" --user "$DBUSER" \
    --database "$1" >/dev/null
  loaded=$(sql "SELECT COUNT(*) FROM \`$1\`.users")
  [ "$loaded" = "$USERS" ] || fail "the users table of $1 holds $loaded rows, not $USERS"
}
load "$db"
if [ "$MODE" = stream ]; then
  load "$ref_db"
  "$seedgen" workload --dataset sns --rows "$USERS" --seed "$SEED" --mix "$MIX" --rate "$RATE" --duration "$DURATION" \
    --out "$work/stream" > "$work/stream.log" 2>&1 || { cat "$work/stream.log" >&2; fail "seedgen workload --out"; }
  signups=$(($(wc -l < "$work/stream/insert_users.csv") - 1))
  likes=$(($(wc -l < "$work/stream/insert_likes.csv") - 1))
  echo "stream: $signups sign-ups and $likes likes, e.g. like $(sed -n 2p "$work/stream/insert_likes.csv")"
else

  "$seedgen" feed --dataset sns --rows "$USERS" --seed "$SEED" --table users --columns email,password_hash \
    --count "$LOGINS" --out "$work/logins.csv" 2> "$work/feed.err" || { cat "$work/feed.err" >&2; fail "seedgen feed"; }
  rows=$(($(wc -l < "$work/logins.csv") - 1))
  [ "$rows" = "$LOGINS" ] || fail "the feed holds $rows logins, not $LOGINS"
  echo "feed: $rows logins ($(head -1 "$work/logins.csv")), e.g. $(sed -n 2p "$work/logins.csv")"
fi

java -Dlogback.configurationFile="$project/endpoint-logback.xml" -cp "$java_cp" seedgen.loadtest.LoginServer \
  --url "$url" --user "$DBUSER" --threads "$THREADS" --port-file "$work/port" > "$work/endpoint.log" 2>&1 &
endpoint_pid=$!
for _ in $(seq 300); do
  [ -s "$work/port" ] && break
  if ! kill -0 "$endpoint_pid" 2>/dev/null; then
    cat "$work/endpoint.log" >&2; endpoint_pid=""; fail "the endpoint did not start"
  fi
  sleep 0.1
done
[ -s "$work/port" ] || { cat "$work/endpoint.log" >&2; fail "the endpoint wrote no port within 30 s"; }
base="http://127.0.0.1:$(cat "$work/port")"
if [ "$MODE" = stream ]; then
  echo "endpoint: $base/signup, $base/like"
  stream_mode
  exit 0
fi
echo "endpoint: $base/login"

# The reference, while the endpoint sits idle: the endpoint's own check of every login, in one process, no HTTP.
java -Dlogback.configurationFile="$project/endpoint-logback.xml" -cp "$java_cp" seedgen.loadtest.DirectLogins \
  --url "$url" --user "$DBUSER" --threads "$THREADS" --feed "$work/logins.csv" > "$work/direct.log" 2>&1 \
  || { cat "$work/direct.log" >&2; fail "the reference did not check every login"; }
direct=$(sed -n 's/^direct: //p' "$work/direct.log")
direct_rate=$(sed -E 's|.* ([0-9.]+)/s, .*|\1|' <<< "$direct")
direct_cpu=$(sed -E 's|.*CPU ([0-9.]+) s$|\1|' <<< "$direct")

# Gatling, through its Maven plugin, which exits non-zero when an assertion fails. Its console output is kept whole
# in $work/gatling.log and read below; -q would hide it, since the plugin passes the forked JVM's lines on as INFO.
t0=$(now)
cpu0=$(proc_cpu "$endpoint_pid")
gatling_rc=0
mvn -B --no-transfer-progress -f "$project/pom.xml" gatling:test -Dgatling.resultsFolder="$work/gatling" \
  -Dfeed="$work/logins.csv" -DbaseUrl="$base" -Dexpected="$LOGINS" -Dclients="$CLIENTS" \
  > "$work/gatling.log" 2>&1 || gatling_rc=$?
wall=$(calc "$(now) - $t0")
endpoint_cpu=$(calc "$(proc_cpu "$endpoint_pid") - $cpu0")
stop_endpoint
endpoint_counts=$(sed -n 's/^login endpoint: stopped; //p' "$work/endpoint.log")

read -r login_n login_ok login_ko <<< "$(counts login)"
read -r wrong_n wrong_ok wrong_ko <<< "$(counts 'wrong password')"
read -r unknown_n unknown_ok unknown_ko <<< "$(counts 'unknown email')"
rps=$(global 'mean throughput (rps)')
elapsed=$(grep -E '^[0-9-]+ [0-9:]+ [A-Z]+ +[0-9]+s elapsed' "$work/gatling.log" | tail -1 | awk '{ print $(NF - 1) }')

echo "gatling: login           $login_n requests, OK=$login_ok KO=$login_ko   (every one must be 200)"
echo "gatling: wrong password  $wrong_n request,  OK=$wrong_ok KO=$wrong_ko      (OK means it got 401)"
echo "gatling: unknown email   $unknown_n request,  OK=$unknown_ok KO=$unknown_ko      (OK means it got 401)"
echo "gatling: $(global 'request count') requests, ${elapsed:-?} of simulation, $rps requests/s; response time ms:" \
  "mean $(global 'mean response time (ms)'), p50 $(global 'response time 50th percentile (ms)')," \
  "p95 $(global 'response time 95th percentile (ms)'), p99 $(global 'response time 99th percentile (ms)')," \
  "max $(global 'max response time (ms)') (whole mvn gatling:test: $(printf %.1f "$wall") s)"
grep -E '^[^ ].*: .* : (true|false) \(actual' "$work/gatling.log" | sed 's/^/gatling assertion: /'
echo "endpoint: $endpoint_counts; CPU $(printf %.2f "$endpoint_cpu") s over Gatling's run," \
  "$(calc "1000 * $endpoint_cpu / $LOGINS" | xargs printf %.1f) ms a login"
echo "reference: $direct, $(calc "1000 * $direct_cpu / $LOGINS" | xargs printf %.1f) ms a login" \
  "(the endpoint's check in one process, $THREADS threads, no HTTP)"
[ -n "$rps" ] && echo "ratio to the reference: requests/s $(calc "$rps / $direct_rate" | xargs printf %.2f)," \
  "CPU a login $(calc "$endpoint_cpu / $direct_cpu" | xargs printf %.2f)"

[ "$gatling_rc" = 0 ] || { tail -40 "$work/gatling.log" >&2; fail "Gatling exited $gatling_rc (its output above)"; }
[ "$login_n" = "$LOGINS" ] && [ "$login_ok" = "$LOGINS" ] && [ "$login_ko" = 0 ] \
  || fail "logins: $login_n sent, $login_ok OK, $login_ko KO; expected all $LOGINS OK"
[ "$wrong_ok" = 1 ] && [ "$wrong_ko" = 0 ] || fail "the wrong password was not refused with 401"
[ "$unknown_ok" = 1 ] && [ "$unknown_ko" = 0 ] || fail "the unknown email was not refused with 401"
[ "$endpoint_counts" = "$LOGINS accepted (200), 2 rejected (401), 0 errors (500)" ] \
  || fail "the endpoint counted: ${endpoint_counts:-nothing}; expected $LOGINS accepted, 2 rejected, 0 errors"
echo "PASS: all $LOGINS logins of the feed accepted, the wrong password and the unknown email refused"
