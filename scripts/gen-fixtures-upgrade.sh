#!/usr/bin/env bash
# gen-fixtures-upgrade.sh — regenerate the result files of an older bench-gate in fixtures/upgrade/
# (result schema version 1, before the metrics format read nsec/usec/msec as times), and the real
# `perf stat` outputs they are compared with in fixtures/metrics/.
#
# Usage (from the repository root): bash scripts/gen-fixtures-upgrade.sh [perf] [go]
#
#   perf:  runs `perf stat` (Debian: `apt-get install linux-perf`) five times on a shell loop of
#          100,000 iterations (fixtures/metrics/perf-stat-5-runs.txt) and five times on one of
#          200,000 (perf-stat-5-runs-slow.txt); only with the argument `perf`, since the old
#          result file is parsed from the first one;
#   go:    with the argument `go`, runs a Go benchmark that reports units the metrics format rescales
#          (`b.ReportMetric(..., "msec")`, `"ops/usec"`, `"ops/usecs"`, `"ops/µsec"`, `"ops/nsecs"`,
#          `"ops/msecs"`), `go test -run '^$' -bench . -count 3 -benchtime 1000000x`
#          -> fixtures/upgrade/go-reported-units.txt (Go keeps them as reported; the rates are rates);
#   always: checks out commit ae4d2f6 (the last before the metrics format normalised nsec/usec/msec)
#          in a temporary git worktree ($OLD_TREE, if set, is used instead) and, with its CLI run
#          from source (node_modules shared with this checkout):
#            - `bench-gate parse --config fixtures/config/perf-stat.yml --commit ... perf-stat-5-runs.txt`
#              -> fixtures/upgrade/perf-stat-5-runs.v1.result.json (task-clock stored in msec);
#            - `bench-gate parse --config fixtures/config/fio.yml --commit ... fio-usec-5-runs.txt`
#              -> fixtures/upgrade/fio-values.v1.result.json (that code ignored the line's unit group
#              under values:, so the latencies have no unit);
#            - parses fixtures/metrics/fio-usec-5-runs.txt and fio-msec-5-runs.txt with
#              fixtures/config/fio-avg.yml, and builds with that commit's own nextBaseline
#              (src/store/baseline-file.ts) the baseline the action caches after two trusted runs,
#              machine fingerprint as the action sets it -> fixtures/upgrade/fio-avg.v1.baseline.json
#              (the second run printed msec once, so it holds usec and msec metrics of one job);
#            - `bench-gate parse --format custom-bigger ... fixtures/upgrade/custom-kops-base.json`
#              -> fixtures/upgrade/custom-kops.v1.result.json (`Kops/s` kept as printed, unscaled).
# Afterwards: UPDATE_GOLDEN=1 npx vitest run __tests__/parsers/metrics-golden.test.ts __tests__/cli/cli-golden.test.ts
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
OLD_COMMIT=ae4d2f6

if [ "${1:-}" = perf ] || [ "${2:-}" = perf ]; then
  for spec in "100000 perf-stat-5-runs" "200000 perf-stat-5-runs-slow"; do
    read -r iterations name <<< "$spec"
    : > "fixtures/metrics/$name.txt"
    for _ in 1 2 3 4 5; do
      perf stat -- sh -c "i=0; while [ \$i -lt $iterations ]; do i=\$((i+1)); done" 2>> "fixtures/metrics/$name.txt"
    done
  done
fi

if [ "${1:-}" = go ] || [ "${2:-}" = go ]; then
  module=$(mktemp -d)
  printf 'module example.com/gounits\n\ngo 1.21\n' > "$module/go.mod"
  cat > "$module/units_test.go" <<'EOF'
package gounits

import (
	"testing"
	"time"
)

// Reports a latency in msec and rates per usec, usecs, µsec, nsecs and msecs, units the metrics
// format would rescale: Go's results keep them as reported, and every rate is higher-is-better.
func BenchmarkReportedUnits(b *testing.B) {
	start := time.Now()
	sum := 0
	for i := 0; i < b.N; i++ {
		sum += i
	}
	elapsed := time.Since(start)
	_ = sum
	us := float64(elapsed.Microseconds() + 1)
	b.ReportMetric(float64(elapsed.Microseconds())/1000, "msec")
	b.ReportMetric(float64(b.N)/us, "ops/usec")
	b.ReportMetric(float64(b.N)/us, "ops/usecs")
	b.ReportMetric(float64(b.N)/us, "ops/µsec")
	b.ReportMetric(float64(b.N)/us/1000, "ops/nsecs")
	b.ReportMetric(float64(b.N)/us*1000, "ops/msecs")
}
EOF
  (cd "$module" && go test -run '^$' -bench . -count 3 -benchtime 1000000x) > fixtures/upgrade/go-reported-units.txt
  rm -r "$module"
fi

old=${OLD_TREE:-}
if [ -z "$old" ]; then
  old=$(mktemp -d)/bench-gate-$OLD_COMMIT
  git worktree add --detach "$old" "$OLD_COMMIT" >&2
  ln -s "$ROOT/node_modules" "$old/node_modules"
  trap 'git -C "$ROOT" worktree remove --force "$old"; rmdir "$(dirname "$old")"' EXIT
fi
old_cli() { node --import "$ROOT/node_modules/tsx/dist/esm/index.mjs" "$old/src/cli-entry.ts" "$@"; }

old_cli parse --config fixtures/config/perf-stat.yml --commit 1111111111111111111111111111111111111111 \
  fixtures/metrics/perf-stat-5-runs.txt -o fixtures/upgrade/perf-stat-5-runs.v1.result.json

old_cli parse --config fixtures/config/fio.yml --commit 4444444444444444444444444444444444444444 \
  fixtures/metrics/fio-usec-5-runs.txt -o fixtures/upgrade/fio-values.v1.result.json

# github-action-benchmark's custom JSON: that code kept a count's metric prefix (`Kops/s`) as printed.
old_cli parse --format custom-bigger --no-config --commit 5555555555555555555555555555555555555555 \
  fixtures/upgrade/custom-kops-base.json -o fixtures/upgrade/custom-kops.v1.result.json

work=$(mktemp -d)
old_cli parse --config fixtures/config/fio-avg.yml --commit 2222222222222222222222222222222222222222 \
  fixtures/metrics/fio-usec-5-runs.txt -o "$work/run1.json"
old_cli parse --config fixtures/config/fio-avg.yml --commit 3333333333333333333333333333333333333333 \
  fixtures/metrics/fio-msec-5-runs.txt -o "$work/run2.json"
cat > "$work/baseline.mts" <<EOF
import { readFileSync, writeFileSync } from 'node:fs';
import { nextBaseline } from '$old/src/store/baseline-file.ts';
const machine = { fingerprint: '0123456789ab', os: 'linux', arch: 'amd64' };
const read = (name: string) => {
  const set = JSON.parse(readFileSync('$work/' + name, 'utf8'));
  return { ...set, context: { ...set.context, machine: { ...set.context.machine, ...machine } } };
};
const first = nextBaseline(read('run1.json'), undefined, 10, '101');
const second = nextBaseline(read('run2.json'), first, 10, '102');
writeFileSync('fixtures/upgrade/fio-avg.v1.baseline.json', JSON.stringify(second) + '\n');
EOF
node --import "$ROOT/node_modules/tsx/dist/esm/index.mjs" "$work/baseline.mts"
rm -r "$work"
echo "wrote fixtures/upgrade/perf-stat-5-runs.v1.result.json, fio-values.v1.result.json, custom-kops.v1.result.json and fio-avg.v1.baseline.json (schema version $(grep -o '"schemaVersion": *[0-9]*' fixtures/upgrade/perf-stat-5-runs.v1.result.json))"
