#!/usr/bin/env bash
# Regenerates every tool fixture with the real tools: Go (scripts/gobench), Rust libtest and divan
# (scripts/rustbench-text; libtest needs a nightly toolchain), criterion and cargo-criterion
# (scripts/rustbench-criterion), hyperfine, Google Benchmark and pytest-benchmark
# (scripts/json-tools; installs hyperfine and libbenchmark-dev with apt-get, pytest-benchmark with pip).
# Usage: bash scripts/gen-fixtures.sh [go] [rust-text] [criterion] [json-tools]   (default: all)
# Afterwards run `UPDATE_GOLDEN=1 npm test` and review the diff of the .expected.json files.
set -euo pipefail
cd "$(dirname "$0")/.."

groups=("$@")
[ ${#groups[@]} -eq 0 ] && groups=(go rust-text criterion json-tools)
for group in "${groups[@]}"; do
  echo "== fixtures: $group"
  case "$group" in
    go) bash scripts/gen-fixtures-go.sh ;;
    rust-text) bash scripts/gen-fixtures-rust-text.sh ;;
    criterion) bash scripts/gen-fixtures-criterion.sh ;;
    json-tools) bash scripts/gen-fixtures-json-tools.sh ;;
    *) echo "unknown group '$group' (use go, rust-text, criterion, json-tools)" >&2; exit 2 ;;
  esac
done
