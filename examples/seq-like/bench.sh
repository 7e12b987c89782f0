#!/usr/bin/env bash
# Times the programs built by build.sh with hyperfine, like Seq's benchmarks/run.sh compute:
#   ./bench.sh [BIN] [OUT.json]      (defaults: ./bin, ./hyperfine.json)
# RUNS (default 10), WARMUP (default 2) and FIB_N (default 32) tune it. Every run is one sample.
set -euo pipefail
bin="$(realpath -m "${1:-bin}")"
out="${2:-hyperfine.json}"
n="${FIB_N:-32}"
hyperfine --style basic --shell=none --warmup "${WARMUP:-2}" --runs "${RUNS:-10}" --export-json "$out" \
  -n fib-c "$bin/fib_c $n" \
  -n fib-go "$bin/fib_go $n" \
  -n fib-rust "$bin/fib_rust $n"
