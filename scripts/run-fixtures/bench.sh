#!/usr/bin/env bash
# A stand-in benchmark for the tests of `bench-gate run` and `ab` (__tests__/run/): one result
# per invocation, like a tool that prints one number per run.
#
# Environment:
#   BENCH_NAME     benchmark name (default Sleep)
#   BENCH_DELAY    seconds to sleep and measure (default 0.01)
#   BENCH_NS       print this many ns/op (with +-0.5% jitter) instead of measuring: a value that
#                  does not depend on how busy the machine is
#   BENCH_FORMAT   go (default): "BenchmarkSleep-8   1   10234567 ns/op"
#                  json: github-action-benchmark custom JSON [{"name": ..., "unit": "ns", "value": ...}]
#   BENCH_FAIL_AT  on this run (BENCH_GATE_RUN, set by bench-gate) print 25 lines to stderr, exit 3
set -euo pipefail

name=${BENCH_NAME:-Sleep}
run=${BENCH_GATE_RUN:-0}
echo "bench.sh: run $run starting" >&2

if [[ "${BENCH_FAIL_AT:-}" == "$run" ]]; then
  for i in $(seq 1 25); do echo "error line $i of run $run" >&2; done
  exit 3
fi

if [[ -n "${BENCH_NS:-}" ]]; then
  ns=$(( BENCH_NS * (1000 + RANDOM % 11 - 5) / 1000 ))
else
  start=${EPOCHREALTIME/[.,]/}
  sleep "${BENCH_DELAY:-0.01}"
  end=${EPOCHREALTIME/[.,]/}
  ns=$(( (end - start) * 1000 ))
fi

if [[ "${BENCH_FORMAT:-go}" == json ]]; then
  echo "[{\"name\": \"$name\", \"unit\": \"ns\", \"value\": $ns}]"
else
  echo "goos: linux"
  echo "pkg: example.com/bench"
  printf 'Benchmark%s-8   \t       1\t%12d ns/op\n' "$name" "$ns"
  echo "PASS"
fi
