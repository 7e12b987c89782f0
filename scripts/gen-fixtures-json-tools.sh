#!/usr/bin/env bash
# gen-fixtures-json-tools.sh — regenerate the fixtures of the JSON-format parsers:
# fixtures/hyperfine/, fixtures/gbench/, fixtures/pytest/ and fixtures/custom/.
#
# Usage (from the repository root):
#
#   bash scripts/gen-fixtures-json-tools.sh            # every group
#   bash scripts/gen-fixtures-json-tools.sh GROUP...   # some groups: samples hyperfine hyperfine2 gbench pytest
#
# What it does:
#   * samples:    copies the real outputs from shared/samples (../shared/samples, or $SAMPLES)
#                 into fixtures/<tool>/samples/, byte for byte;
#   * hyperfine:  runs the installed hyperfine (Debian: `apt-get install -y hyperfine`, 1.15.0)
#                 with --export-json: a parameter scan, a shared display name over a parameter
#                 list, --ignore-failure with a command that fails every third run and one that
#                 always fails, --runs 1 (stddev null), the same command twice; derives a
#                 truncated copy of the parameter scan;
#   * hyperfine2: the same cases with hyperfine 2.x (JSON schema v2; Debian has no 2.x): with
#                 $HYPERFINE2 if set, else scripts/json-tools/build/hyperfine2/bin/hyperfine, built
#                 there on first use with `cargo +nightly install hyperfine --version 2.0.0 --locked`
#                 (2.0.0 needs rustc >= 1.97; about 75 s on 2 cores; SKIP_HYPERFINE2=1 skips it);
#                 when no binary can be had the existing v2 fixtures are kept;
#   * gbench:     compiles scripts/json-tools/gbench/bench.cc against Google Benchmark
#                 (`apt-get install -y libbenchmark-dev`) and runs it with
#                 --benchmark_format=json: 5 repetitions, aggregates only, a single run; derives a
#                 truncated copy;
#   * pytest:     runs scripts/json-tools/pytest/test_bench.py with pytest-benchmark
#                 (`pip install pytest-benchmark`) and --benchmark-json.
# Each fixtures/<tool>/README.md is rewritten with the versions used. Hand-written fixtures
# (fixtures/custom/*.json, fixtures/custom/bmf/*.json) are never touched, nor *.expected.json.
#
# Build outputs (the compiled benchmark, pytest-benchmark's storage, hyperfine's work directory)
# go to scripts/json-tools/build/ (git-ignored). Idempotent: every run overwrites the same files
# (names carry the tool version, so a new version adds files: delete the old ones by hand).
# Timing values change on every run: regenerate the goldens afterwards with
#   UPDATE_GOLDEN=1 npx vitest run __tests__/parsers/{hyperfine,gbench,pytest,custom-json,bmf}*
# Takes about 10 seconds, plus about 75 seconds the first time (building hyperfine 2.0.0).

set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SAMPLES=${SAMPLES:-$ROOT/../shared/samples}
BUILD=$ROOT/scripts/json-tools/build
FIX=$ROOT/fixtures
GROUPS_ALL=(samples hyperfine hyperfine2 gbench pytest)
FAILED=0

log() { printf '==> %s\n' "$*" >&2; }
missing() {
	log "SKIPPED $1: $2"
	FAILED=1
}

mkdir -p "$BUILD" "$FIX/hyperfine" "$FIX/gbench" "$FIX/pytest" "$FIX/custom"

gen_samples() {
	if [ ! -d "$SAMPLES" ]; then
		missing samples "no samples directory at $SAMPLES (set SAMPLES=...)"
		return
	fi
	local from to
	for pair in hyperfine:hyperfine google-benchmark:gbench pytest-benchmark:pytest custom-json:custom; do
		from=${pair%%:*}
		to=${pair##*:}
		mkdir -p "$FIX/$to/samples"
		for f in "$SAMPLES/$from"/*.json; do
			install -m 0644 "$f" "$FIX/$to/samples/"
		done
		log "samples: $(ls "$SAMPLES/$from"/*.json | wc -l) JSON files from $from -> fixtures/$to/samples/"
	done
}

# hyperfine_cases BIN PREFIX: the --export-json cases, run in $BUILD/hyperfine-work (relative paths
# only, so the JSON holds no machine-specific path).
hyperfine_cases() {
	local bin=$1 p=$2 work="$BUILD/hyperfine-work"
	mkdir -p "$work"
	(
		cd "$work"
		# --shell sh: hyperfine 2.x runs commands without a shell by default, 1.x with sh.
		local hf=("$bin" --style none --shell sh)
		"${hf[@]}" --runs 5 -P ms 1 3 -D 2 'sleep 0.00{ms}' --export-json "$FIX/hyperfine/$p-param-scan.json" >/dev/null
		"${hf[@]}" --runs 3 -n 'print a word' -L word alpha,beta 'echo {word}' --export-json "$FIX/hyperfine/$p-shared-name.json" >/dev/null
		echo 0 >count.txt
		"${hf[@]}" --runs 9 --ignore-failure \
			-n 'fails every third run' 'n=$(($(cat count.txt) + 1)); echo $n >count.txt; test $((n % 3)) -ne 0' \
			-n 'always exits 3' 'exit 3' \
			--export-json "$FIX/hyperfine/$p-ignore-failure.json" >/dev/null
		"${hf[@]}" --runs 1 'sleep 0.05' --export-json "$FIX/hyperfine/$p-runs-1.json" >/dev/null
		"${hf[@]}" --runs 3 'sleep 0.001' 'sleep 0.001' --export-json "$FIX/hyperfine/$p-same-command-twice.json" >/dev/null
	) 2>"$BUILD/hyperfine-stderr.txt" || {
		log "$p: hyperfine failed:"
		tail -n 5 "$BUILD/hyperfine-stderr.txt" >&2
		FAILED=1
		return
	}
	head -n 40 "$FIX/hyperfine/$p-param-scan.json" >"$FIX/hyperfine/$p-param-scan-truncated.json"
	log "hyperfine: $p-*.json"
}

gen_hyperfine() {
	if ! command -v hyperfine >/dev/null; then
		missing hyperfine 'hyperfine not installed (apt-get update && apt-get install -y hyperfine)'
		return
	fi
	HF1_VERSION=$(hyperfine --version | awk '{print $2}')
	hyperfine_cases hyperfine "hyperfine-$HF1_VERSION"
}

gen_hyperfine2() {
	local bin=${HYPERFINE2:-$BUILD/hyperfine2/bin/hyperfine}
	if [ ! -x "$bin" ] && [ "${SKIP_HYPERFINE2:-0}" != 1 ] && cargo +nightly --version >/dev/null 2>&1; then
		log "hyperfine2: building hyperfine 2.0.0 into $BUILD/hyperfine2 (about 1-2 minutes, once)"
		cargo +nightly install hyperfine --version 2.0.0 --locked --root "$BUILD/hyperfine2" >"$BUILD/hyperfine2-build.log" 2>&1 ||
			log "hyperfine2: build failed, see $BUILD/hyperfine2-build.log"
	fi
	if [ ! -x "$bin" ]; then
		log "hyperfine2: no hyperfine 2.x binary (needs \`cargo +nightly\`, or HYPERFINE2=/path/to/hyperfine); kept the existing v2 fixtures"
		return
	fi
	HF2_VERSION=$("$bin" --version | awk '{print $2}')
	hyperfine_cases "$bin" "hyperfine-$HF2_VERSION"
}

gen_gbench() {
	if [ ! -f /usr/include/benchmark/benchmark.h ]; then
		missing gbench 'Google Benchmark headers not installed (apt-get update && apt-get install -y libbenchmark-dev)'
		return
	fi
	GB_VERSION=$(dpkg-query -W -f='${Version}' libbenchmark-dev 2>/dev/null | sed 's/-[^-]*$//')
	GB_VERSION=${GB_VERSION:-unknown}
	local src="$ROOT/scripts/json-tools/gbench/bench.cc" bin="$BUILD/gbench"
	if [ ! -x "$bin" ] || [ "$src" -nt "$bin" ]; then
		log "gbench: compiling bench.cc"
		g++ -O2 -std=c++17 "$src" -o "$bin" -lbenchmark -lpthread
	fi
	local p="$FIX/gbench/gbench-$GB_VERSION" run=(./gbench --benchmark_format=json --benchmark_min_time=0.01)
	(
		cd "$BUILD"
		"${run[@]}" --benchmark_repetitions=5 >"$p-repetitions5.json"
		"${run[@]}" --benchmark_repetitions=3 --benchmark_report_aggregates_only=true --benchmark_filter='BM_StringCopy|BM_VectorSum' >"$p-aggregates-only.json"
		"${run[@]}" --benchmark_filter='BM_StringCopy/8|BM_Fails' >"$p-single.json"
	) 2>"$BUILD/gbench-stderr.txt" || {
		log "gbench: the benchmark failed:"
		tail -n 5 "$BUILD/gbench-stderr.txt" >&2
		FAILED=1
		return
	}
	head -n 60 "$p-repetitions5.json" >"$p-truncated.json"
	log "gbench: gbench-$GB_VERSION-*.json"
}

gen_pytest() {
	if ! PT_VERSION=$(python3 -c 'import pytest_benchmark; print(pytest_benchmark.__version__)' 2>/dev/null); then
		missing pytest 'pytest-benchmark not installed (pip install pytest-benchmark)'
		return
	fi
	local out="$FIX/pytest/pytest-benchmark-$PT_VERSION.json" rc=0
	(
		cd "$ROOT/scripts/json-tools/pytest"
		PYTHONDONTWRITEBYTECODE=1 python3 -m pytest -q -p no:cacheprovider test_bench.py \
			--benchmark-storage="file://$BUILD/pytest-storage" --benchmark-min-time=0.0001 --benchmark-max-time=0.02 \
			--benchmark-json="$out"
	) >"$BUILD/pytest-stdout.txt" 2>&1 || rc=$?
	# Exit status 1 is expected: two tests fail on purpose.
	if [ "$rc" -ne 1 ]; then
		log "pytest: unexpected exit status $rc (see $BUILD/pytest-stdout.txt)"
		FAILED=1
	fi
	log "pytest: $(basename "$out")"
}

write_readmes() {
	HF1_VERSION=${HF1_VERSION:-$(hyperfine --version 2>/dev/null | awk '{print $2}' || true)}
	cat >"$FIX/hyperfine/README.md" <<EOF
# hyperfine fixtures (\`--export-json\`)

| file | provenance |
|---|---|
| \`samples/*.json\` | copied byte for byte from \`shared/samples/hyperfine/\`: real hyperfine 1.15.0 and 1.20.0 output (two commands, a parameter scan, a single run with \`"stddev": null\`) |
| \`hyperfine-<version>-*.json\` | generated by \`bash scripts/gen-fixtures-json-tools.sh hyperfine\` (1.x, Debian's \`hyperfine\` package, last run with ${HF1_VERSION:-1.15.0}) or \`... hyperfine2\` (2.x, schema v2: 2.0.0 built with \`cargo +nightly install hyperfine --version 2.0.0 --locked\`), run with \`--style none --shell sh\` (2.x runs commands without a shell by default) in \`scripts/json-tools/build/hyperfine-work\`: |
| \`…-param-scan.json\` | \`--runs 5 -P ms 1 3 -D 2 'sleep 0.00{ms}'\` (parameters) |
| \`…-shared-name.json\` | \`--runs 3 -n 'print a word' -L word alpha,beta 'echo {word}'\`: two results with the same display name, told apart by their parameters |
| \`…-ignore-failure.json\` | \`--runs 9 --ignore-failure -n 'fails every third run' '<counter; exit 1 on every 3rd run>' -n 'always exits 3' 'exit 3'\`: non-zero \`exit_codes\` |
| \`…-runs-1.json\` | \`--runs 1 'sleep 0.05'\`: \`"stddev": null\` |
| \`…-same-command-twice.json\` | \`--runs 3 'sleep 0.001' 'sleep 0.001'\`: two results with the same command |
| \`…-param-scan-truncated.json\` | **derived**: the first 40 lines of \`…-param-scan.json\` (a file cut short: invalid JSON) |

Timing values change on every run; regenerate the \`*.expected.json\` goldens after regenerating.
EOF
	GB_VERSION=${GB_VERSION:-$(dpkg-query -W -f='${Version}' libbenchmark-dev 2>/dev/null | sed 's/-[^-]*$//' || true)}
	cat >"$FIX/gbench/README.md" <<EOF
# Google Benchmark fixtures (\`--benchmark_format=json\`)

| file | provenance |
|---|---|
| \`samples/gbench-1.7.1-repetitions3.json\` | copied from \`shared/samples/google-benchmark/\`: real Google Benchmark 1.7.1 output, 3 repetitions, aggregates, user counters, an errored benchmark |
| \`samples/gab-googlecpp_output.json\` | copied from \`shared/samples/google-benchmark/\`: github-action-benchmark's test data (\`test/data/extract/\` @c38cce98), a 2019 file with \`"repetitions": 0\` |
| \`gbench-<version>-*.json\` | generated by \`bash scripts/gen-fixtures-json-tools.sh gbench\` with Debian's \`libbenchmark-dev\` (last run with ${GB_VERSION:-1.7.1}): \`scripts/json-tools/gbench/bench.cc\` compiled with \`g++ -O2 -std=c++17 bench.cc -lbenchmark -lpthread\`, run in \`scripts/json-tools/build/\` as \`./gbench --benchmark_format=json --benchmark_min_time=0.01\` plus: |
| \`…-repetitions5.json\` | \`--benchmark_repetitions=5\`: every benchmark of bench.cc: bytes/items per second, user counters (\`elems\`, a rate), ns/us/ms time units, \`size:256/threads:2\` name, a complexity fit (\`_BigO\`, \`_RMS\`), \`SkipWithError\`, and counters written as bare \`NaN\` / \`Infinity\` (invalid JSON that real output contains) |
| \`…-aggregates-only.json\` | \`--benchmark_repetitions=3 --benchmark_report_aggregates_only=true --benchmark_filter='BM_StringCopy\|BM_VectorSum'\`: aggregates, no iteration entries |
| \`…-single.json\` | \`--benchmark_filter='BM_StringCopy/8\|BM_Fails'\`: one run each, no aggregates |
| \`…-truncated.json\` | **derived**: the first 60 lines of \`…-repetitions5.json\` |
EOF
	PT_VERSION=${PT_VERSION:-$(python3 -c 'import pytest_benchmark; print(pytest_benchmark.__version__)' 2>/dev/null || true)}
	cat >"$FIX/pytest/README.md" <<EOF
# pytest-benchmark fixtures (\`--benchmark-json\`)

| file | provenance |
|---|---|
| \`samples/pytest-benchmark-5.3.1.json\` | copied from \`shared/samples/pytest-benchmark/\`: real pytest-benchmark 5.3.1 output (\`stats.data\` holds every round) |
| \`samples/pytest-benchmark-v2.5.0-storage-0030.json\` | copied from \`shared/samples/pytest-benchmark/\`: a 2.5.0 storage file from ionelmc/pytest-benchmark \`tests/test_storage/\` @47d66c88: no \`data\`, summary only |
| \`samples/gab-pytest_output.json\`, \`samples/gab-pytest_several_units.json\` | copied from \`shared/samples/pytest-benchmark/\`: github-action-benchmark's test data (@c38cce98); their \`data\` arrays were trimmed to 5 values there while \`rounds\` is larger |
| \`pytest-benchmark-<version>.json\` | generated by \`bash scripts/gen-fixtures-json-tools.sh pytest\` (last run with ${PT_VERSION:-5.3.1}): in \`scripts/json-tools/pytest\`, \`python3 -m pytest -q -p no:cacheprovider test_bench.py --benchmark-min-time=0.0001 --benchmark-max-time=0.02 --benchmark-json=…\`: parametrized ids (\`[a b\|c]\`, a non-ASCII id pytest escapes), a group with \`extra_info\`, pedantic mode (3 iterations per round), a test class; \`test_fails_after_measuring\` is **in** the file (its test failed after the benchmark ran), \`test_raises_inside\` is absent (the benchmarked function raised). pytest exits 1. |
EOF
	cat >"$FIX/custom/README.md" <<'EOF'
# Custom JSON fixtures (github-action-benchmark custom format, Bencher Metric Format)

| file | provenance |
|---|---|
| `samples/gab-customSmallerIsBetter_output*.json`, `samples/gab-customBiggerIsBetter_output.json` | copied from `shared/samples/custom-json/` (by `bash scripts/gen-fixtures-json-tools.sh samples`): github-action-benchmark's test data (`test/data/extract/` @c38cce98); `output2` has numeric `range`s |
| `*-smaller.json`, `*-bigger.json` | **hand-written** edge cases of the custom format (the file name says the direction the test parses it with): `± x`, `+/- x`, `x%` and unreadable ranges, numeric-string values, a repeated name (two samples), a name with two units, `extra` with line breaks, entries that do not match the schema |
| `bmf/*.json` | **hand-written** Bencher Metric Format files, after the BMF reference on bencher.dev: `latency` with `lower_value`/`upper_value`, `throughput`, custom measure slugs (with spaces, a throughput-named one), a benchmark without measures, a measure without a numeric `value` |

The Bencher CLI is not installed on this machine, so no BMF file here was produced by a real tool.
EOF
}

groups=("$@")
[ ${#groups[@]} -eq 0 ] && groups=("${GROUPS_ALL[@]}")
for g in "${groups[@]}"; do
	case "$g" in
	samples | hyperfine | hyperfine2 | gbench | pytest) "gen_$g" ;;
	*)
		echo "unknown group '$g'; use: ${GROUPS_ALL[*]}" >&2
		exit 2
		;;
	esac
done
write_readmes
exit "$FAILED"
