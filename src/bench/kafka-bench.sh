#!/usr/bin/env bash
# The Kafka sink against Kafka's own producer performance tool (kafka-producer-perf-test's class), on one broker of
# Kafka's own (KRaft, in a JVM of its own, from Maven Central), in the same run. Each round sends sns at USERS users as
# a snapshot (`seedgen --dataset sns --kafka`: a record a row, Debezium's envelope with its schema, as JSON), then has
# the tool send as many records of the same mean size with the same producer settings (acks=all, idempotent,
# transactional, a transaction a second, linger 5 ms, 64 KB batches). Each line gives the records a second; the end,
# the medians and the median of the rounds' ratios (seedgen's records/s over the tool's). Then one paced workload
# stream (RATE a second for DURATION) says whether the sink keeps its schedule.
#
#   src/bench/kafka-bench.sh                       # USERS=20000 ROUNDS=3 RATE=5000 DURATION=30s
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
USERS="${USERS:-20000}"
ROUNDS="${ROUNDS:-3}"
RATE="${RATE:-5000}"
DURATION="${DURATION:-30s}"
work="$(mktemp -d)"
broker=""
cleanup() {
  local rc=$?
  if [ -n "$broker" ]; then kill "$broker" 2>/dev/null; wait "$broker" 2>/dev/null || true; fi
  rm -rf "$work"
  exit "$rc"
}
trap cleanup EXIT
cd "$root"
seedgen="$root/cli/seedgen"
"$seedgen" --version >/dev/null   # builds once, outside the timings
mvn -B -q -pl src/it dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile="$work/cp" >/dev/null
cp="$(cat "$work/cp")"
median() { sort -g | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

port=$(free_port); cport=$(free_port)
cat > "$work/server.properties" <<PROPS
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$cport
listeners=PLAINTEXT://127.0.0.1:$port,CONTROLLER://127.0.0.1:$cport
advertised.listeners=PLAINTEXT://127.0.0.1:$port
controller.listener.names=CONTROLLER
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
log.dirs=$work/logs
num.partitions=3
offsets.topic.replication.factor=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
PROPS
java -cp "$cp" kafka.tools.StorageTool format --cluster-id "$(java -cp "$cp" kafka.tools.StorageTool random-uuid)" \
  --config "$work/server.properties" > "$work/format.log" 2>&1
java -Xmx1g -cp "$cp" kafka.Kafka "$work/server.properties" > "$work/broker.log" 2>&1 &
broker=$!
for _ in $(seq 60); do (exec 3<>/dev/tcp/127.0.0.1/"$port") 2>/dev/null && break; sleep 1; done
bootstrap="127.0.0.1:$port"
echo "broker: Kafka $(basename "$(tr ':' '\n' < "$work/cp" | grep -m1 'kafka_2.13')" .jar) at $bootstrap (KRaft, one node)"
echo "sns at $USERS users, $ROUNDS rounds, $(nproc) cores"
printf "%-6s %12s %8s %14s   %s\n" round records bytes seedgen/s tool/s
: > "$work/ours"; : > "$work/theirs"; : > "$work/ratios"
for round in $(seq "$ROUNDS"); do
  "$seedgen" --dataset sns --rows "$USERS" --seed "$round" --kafka "$bootstrap" --topic "snap-$round" > "$work/snap.out" 2> "$work/snap.err"
  ours=$(sed -n 's/.*in \([0-9.]*\) s (\([0-9,]*\) rows\/s).*/\2/p' "$work/snap.out" | tr -d ,)
  read -r records size < <(java -cp "$cp" src/bench/KafkaRecordSize.java "$bootstrap" "snap-$round" 2>/dev/null)
  java -cp "$cp" org.apache.kafka.tools.ProducerPerformance --topic "tool-$round" --num-records "$records" \
    --record-size "$size" --throughput -1 --transactional-id "tool-$round" --transaction-duration-ms 1000 \
    --producer-props bootstrap.servers="$bootstrap" acks=all enable.idempotence=true linger.ms=5 batch.size=65536 \
    > "$work/tool.out" 2>/dev/null
  theirs=$(tail -1 "$work/tool.out" | sed -n 's/.* records sent, \([0-9.]*\) records\/sec.*/\1/p' | awk '{ printf "%.0f", $1 }')
  echo "$ours" >> "$work/ours"; echo "$theirs" >> "$work/theirs"
  awk -v a="$ours" -v b="$theirs" 'BEGIN { print a / b }' >> "$work/ratios"
  printf "%-6s %12s %8s %14s   %s\n" "$round" "$records" "$size" "$ours" "$theirs"
done
printf "medians: seedgen %s records/s, the tool %s records/s; seedgen against the tool: %.2f (lowest %.2f, highest %.2f)\n" \
  "$(median < "$work/ours")" "$(median < "$work/theirs")" "$(median < "$work/ratios")" \
  "$(sort -g "$work/ratios" | head -1)" "$(sort -g "$work/ratios" | tail -1)"
"$seedgen" workload --dataset sns --rows "$USERS" --seed 1 --rate "$RATE" --duration "$DURATION" \
  --kafka "$bootstrap" --topic stream > "$work/stream.out" 2> "$work/stream.err"
echo "workload at $RATE/s for $DURATION: $(cat "$work/stream.out")"
