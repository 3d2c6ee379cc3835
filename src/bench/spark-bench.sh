#!/usr/bin/env bash
# The Spark data source against `seedgen --out` on the same cores, in the same run (see SparkSpeed.java): rows a
# second of every sns table made in local[2] (no-op sink and Parquet) over --out's, and local[2] over local[1].
#
#   src/bench/spark-bench.sh                 # USERS=100000 ROUNDS=3
#   USERS=20000 ROUNDS=5 src/bench/spark-bench.sh
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
USERS="${USERS:-100000}"
ROUNDS="${ROUNDS:-3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$root"
mvn -B -q -pl src/core,src/spark -am install -DskipTests -Dassembly.skipAssembly=true >/dev/null
mvn -B -q -pl src/spark dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile="$work/cp" >/dev/null
# What Spark's launcher gives the JVM on Java 17, as the module's tests have it (src/spark/pom.xml).
opens=$(sed -n 's:.*<argLine>\(.*\)</argLine>.*:\1:p' src/spark/pom.xml)
mkdir -p "$work/run"
# shellcheck disable=SC2086
java $opens -Xmx4g -cp "target/spark/classes:$(cat "$work/cp")" src/bench/SparkSpeed.java "$USERS" "$ROUNDS" "$work/run" \
  2> "$work/stderr" || { tail -40 "$work/stderr" >&2; exit 1; }
