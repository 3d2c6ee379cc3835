#!/usr/bin/env bash
# The workload keeps the datasets' rules, at the length the issue asks: StreamRulesIT (sns and chat at 2,000 users,
# a stream at 500/s, on MariaDB and PostgreSQL, every rule of docs/datasets.md counted as SQL after it) with each
# stream STREAM_SECONDS long (default 60; the build runs 15). Prints each dataset's operations and rules, and Maven's result.
# Needs the modules installed (mvn install -DskipTests) and runs the test's own servers, as the build does.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
SECONDS_EACH="${STREAM_SECONDS:-60}"
cd "$root"
mvn -o -pl src/it verify -Dit.test=StreamRulesIT -Dtest=NONE -Dsurefire.failIfNoSpecifiedTests=false \
  -Dseedgen.it.streamSeconds="$SECONDS_EACH" 2>&1 | grep -aE 'StreamRulesIT (sns|chat):|Tests run:|FAIL|rules broken'
