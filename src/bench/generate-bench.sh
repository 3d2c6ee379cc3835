#!/usr/bin/env bash
# How fast the built-in datasets are made, with no server: `seedgen --dataset NAME --rows USERS --out DIR` (CSV
# files, the whole process: JVM start included) for sns and chat against their earlier shapes sns-v1 and chat-v1,
# the reference, made in the same run with the same seed and users. Rounds alternate the two and turn their order;
# each line gives the rows written, the medians of wall and CPU seconds (user + system), rows a second by wall time,
# and the median of the pairs' ratios (v1's wall time over the dataset's: 1.00 is as fast as v1, 0.70 takes 1/0.7
# times as long). PIN=0 runs every process on core 0 alone (taskset), so that the JIT compiler and the collector
# share the one core with the rows.
#
#   src/bench/generate-bench.sh                   # USERS=200000 ROUNDS=5, both pairs
#   PIN=0 USERS=50000 src/bench/generate-bench.sh
#   PAIRS="sns:sns-v1" src/bench/generate-bench.sh
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
USERS="${USERS:-200000}"
ROUNDS="${ROUNDS:-5}"
PIN="${PIN:-}"
PAIRS="${PAIRS:-sns:sns-v1 chat:chat-v1}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
seedgen="$root/cli/seedgen"
"$seedgen" --version >/dev/null   # builds once, outside the timings
pin=()
if [ -n "$PIN" ]; then
  command -v taskset >/dev/null || { echo "generate-bench: PIN needs taskset (util-linux)" >&2; exit 2; }
  pin=(taskset -c "$PIN")
fi
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# One dataset made once: appends "wall cpu" to $work/NAME.times and leaves its row count in $work/NAME.rows.
generate() {
  local name="$1" out="$work/out"
  rm -rf "$out"
  /usr/bin/time -f '%e %U %S' -o "$work/time" "${pin[@]}" "$seedgen" --dataset "$name" --rows "$USERS" --seed 1 \
      --out "$out" > "$work/last.log" 2>&1 || { cat "$work/last.log" >&2; exit 1; }
  awk '{ printf "%s %.2f\n", $1, $2 + $3 }' "$work/time" >> "$work/$name.times"
  awk 'FNR > 1 { n++ } END { print n }' "$out"/*.csv > "$work/$name.rows"
}

echo "users: $USERS  rounds: $ROUNDS  cores: $(nproc)  pinned: ${PIN:-no}  java: $(java -version 2>&1 | head -1)"
printf "%-8s %12s %8s %8s %12s\n" dataset rows wall_s cpu_s rows/s
for pair in $PAIRS; do
  now="${pair%%:*}" v1="${pair##*:}"
  : > "$work/$now.times"; : > "$work/$v1.times"; : > "$work/ratios"
  for round in $(seq "$ROUNDS"); do
    if [ $((round % 2)) = 1 ]; then generate "$v1"; generate "$now"; else generate "$now"; generate "$v1"; fi
    a=$(tail -1 "$work/$now.times" | cut -d' ' -f1); b=$(tail -1 "$work/$v1.times" | cut -d' ' -f1)
    awk -v a="$a" -v b="$b" 'BEGIN { print b / a }' >> "$work/ratios"
  done
  for name in "$v1" "$now"; do
    rows=$(cat "$work/$name.rows")
    wall=$(cut -d' ' -f1 "$work/$name.times" | median)
    cpu=$(cut -d' ' -f2 "$work/$name.times" | median)
    printf "%-8s %'12d %8.2f %8.2f %'12.0f\n" "$name" "$rows" "$wall" "$cpu" "$(awk -v r="$rows" -v w="$wall" 'BEGIN { print r / w }')"
  done
  printf "%s against %s (its wall time over the dataset's, median of %d pairs): %.2f (lowest %.2f, highest %.2f)\n\n" \
    "$now" "$v1" "$ROUNDS" "$(median < "$work/ratios")" "$(sort -g "$work/ratios" | head -1)" "$(sort -g "$work/ratios" | tail -1)"
done
