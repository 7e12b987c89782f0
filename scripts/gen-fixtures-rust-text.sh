#!/usr/bin/env bash
# gen-fixtures-rust-text.sh — regenerate the real Rust text fixtures in fixtures/libtest/ and
# fixtures/divan/ from the tiny bench crate in scripts/rustbench-text/.
#
# Usage (from anywhere):
#
#   bash scripts/gen-fixtures-rust-text.sh            # everything
#   bash scripts/gen-fixtures-rust-text.sh libtest    # only libtest (needs nightly)
#   bash scripts/gen-fixtures-rust-text.sh libtest-quiet  # only libtest's quiet-*.txt (part of libtest)
#   bash scripts/gen-fixtures-rust-text.sh libtest-overlap  # only libtest's *-target-stdout.txt (part of libtest)
#   bash scripts/gen-fixtures-rust-text.sh divan      # only divan (stable is enough)
#
# What it does:
#   * libtest `#[bench]` (benches/libtest.rs, benches/libtest_more.rs) needs a nightly toolchain:
#     it uses `cargo +nightly`; if no nightly is installed it tries
#     `rustup toolchain install nightly --profile minimal` and, if that fails, skips libtest and
#     says so (the files already in fixtures/libtest/ stay as they are);
#   * divan (benches/div.rs, benches/div_more.rs, crates.io `divan = "0.1"`, pinned by Cargo.lock)
#     builds with the default toolchain; it is an optional dependency (feature `divan`), so the
#     nightly libtest runs never build it;
#   * every capture is the complete, unedited output of one command (stdout, or stdout+stderr
#     where the file name says `2>&1` in the README), except crlf.txt (LF -> CRLF) and runs-3.txt
#     (three runs concatenated), which the README marks as derived/combined;
#   * rewrites both README.md files (commands, toolchain versions).
#
# It never touches *.expected.json (regenerate those with UPDATE_GOLDEN=1 and review them), nor the
# files copied from ../samples or written by hand (listed in the READMEs). Build output goes to
# scripts/rustbench-text/target (CARGO_TARGET_DIR is set to it), which must stay untracked.
#
# Idempotent: every run overwrites the same files. Timings, thread ids and cargo's "Finished ...
# in 0.06s" differ between runs. Takes about 1-2 minutes on 2 cores (first divan build ~40 s).

set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CRATE="$ROOT/scripts/rustbench-text"
LIBTEST_OUT="$ROOT/fixtures/libtest"
DIVAN_OUT="$ROOT/fixtures/divan"
export CARGO_TARGET_DIR="$CRATE/target"
export CARGO_TERM_COLOR=never
export RUST_BACKTRACE=1 # the backtrace section a failed benchmark prints in CI
unset RUSTBENCH_FAIL

log() { printf '==> %s\n' "$*" >&2; }
want() { [[ " $GROUPS_WANTED " == *" $1 "* ]]; }
GROUPS_WANTED="${*:-libtest divan}"

TMP=$(mktemp -d "${TMPDIR:-/tmp}/gen-fixtures-rust.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
cd "$CRATE"

# capture MODE FILE CMD...: run CMD in the crate; MODE `out` keeps stdout, `all` stdout+stderr.
# A non-zero exit status is expected for the failing runs.
capture() {
	local mode=$1 file=$2
	shift 2
	log "$(basename "$file"): $*"
	local rc=0
	if [[ $mode == all ]]; then "$@" >"$TMP/capture" 2>&1 || rc=$?; else "$@" >"$TMP/capture" 2>/dev/null || rc=$?; fi
	mv "$TMP/capture" "$file"
	log "$(basename "$file"): exit status $rc, $(wc -l <"$file") lines"
}

crlf() { sed 's/$/\r/' "$1" >"$2"; }

# --- libtest (nightly) -------------------------------------------------------
NIGHTLY=''
if want libtest || want libtest-quiet || want libtest-overlap; then
	if cargo +nightly --version >/dev/null 2>&1; then
		NIGHTLY=$(rustc +nightly --version)
	elif rustup toolchain install nightly --profile minimal >&2 && cargo +nightly --version >/dev/null 2>&1; then
		NIGHTLY=$(rustc +nightly --version)
	else
		log "WARNING: no nightly toolchain (and installing one failed): libtest fixtures NOT regenerated"
	fi
fi
if [[ -n $NIGHTLY ]]; then
	mkdir -p "$LIBTEST_OUT"
	log "libtest with $NIGHTLY"
	cargo +nightly bench --locked --no-run >&2
	cargo +nightly test --locked --benches --no-run >&2
	N=(cargo +nightly bench --locked)
fi
if [[ -n $NIGHTLY ]] && want libtest; then
	capture all "$LIBTEST_OUT/basic.txt" "${N[@]}" --bench libtest
	crlf "$LIBTEST_OUT/basic.txt" "$LIBTEST_OUT/crlf.txt"
	RUSTBENCH_FAIL=1 capture all "$LIBTEST_OUT/failed.txt" "${N[@]}" --bench libtest
	capture all "$LIBTEST_OUT/multi-target.txt" "${N[@]}"
	capture out "$LIBTEST_OUT/ansi.txt" "${N[@]}" --bench libtest_more -- --color always
	capture out "$LIBTEST_OUT/nocapture-split.txt" "${N[@]}" --bench libtest_more -- --nocapture --test-threads 1
	: >"$LIBTEST_OUT/runs-3.txt"
	for run in 1 2 3; do
		capture out "$TMP/run$run" "${N[@]}" --bench libtest_more
		cat "$TMP/run$run" >>"$LIBTEST_OUT/runs-3.txt"
	done
	capture all "$LIBTEST_OUT/test-mode.txt" cargo +nightly test --locked --benches
	capture all "$LIBTEST_OUT/list.txt" "${N[@]}" -- --list
	capture out "$LIBTEST_OUT/json.jsonl" "${N[@]}" -- -Z unstable-options --format json
	RUSTBENCH_FAIL=1 capture all "$LIBTEST_OUT/json-failed.jsonl" "${N[@]}" --bench libtest -- -Z unstable-options --format json
fi
# cargo's -q reaches libtest as -q: its terse format. Short results (`i` ignored, `.` ok) have no
# newline and glue onto the next line (`itest bench_x ... bench:`), a failure is `<name> --- FAILED`
# on its own line after a ` 2/8` progress count; with one test thread a bench's name is printed
# when it starts, so an ignored bench's `i` and the next bench share its line.
if [[ -n $NIGHTLY ]] && { want libtest || want libtest-quiet; }; then
	capture out "$LIBTEST_OUT/quiet.txt" "${N[@]}" -q --bench libtest
	RUSTBENCH_FAIL=1 capture all "$LIBTEST_OUT/quiet-failed.txt" "${N[@]}" -q --bench libtest
	capture out "$LIBTEST_OUT/quiet-single-thread.txt" "${N[@]}" -q --bench libtest -- --test-threads 1
	RUSTBENCH_FAIL=1 capture all "$LIBTEST_OUT/quiet-single-thread-failed.txt" "${N[@]}" -q --bench libtest -- --test-threads 1
fi
# Bench targets that define libtest_more's names for other work (feature `overlap`: twin shares
# two of its three names, part's names are a subset of its, narrow's too but without its longest
# name, so libtest pads narrow's lines to another width). Stdout only, as after `| grep bench:`
# minus the filter: no cargo `Running` lines, so only libtest's `running N tests` lines (which the
# tests filter out to read them as grep would leave them) tell the targets apart.
if [[ -n $NIGHTLY ]] && { want libtest || want libtest-overlap; }; then
	cargo +nightly bench --locked --features overlap --no-run >&2
	for other in twin part narrow; do
		capture out "$LIBTEST_OUT/$other-target-stdout.txt" "${N[@]}" --features overlap --bench libtest_more --bench "libtest_$other"
	done
fi

# --- divan (default toolchain) -----------------------------------------------
STABLE=''
if want divan; then
	STABLE=$(rustc --version)
	mkdir -p "$DIVAN_OUT"
	log "divan with $STABLE"
	# Name the divan targets: the libtest ones do not compile on stable.
	cargo bench --locked --features divan --bench div --bench div_more --no-run >&2
	D=(cargo bench --locked --features divan)
	capture all "$DIVAN_OUT/default.txt" "${D[@]}" --bench div
	crlf "$DIVAN_OUT/default.txt" "$DIVAN_OUT/crlf.txt"
	capture out "$DIVAN_OUT/bytes-binary.txt" "${D[@]}" --bench div -- --bytes-format binary
	capture all "$DIVAN_OUT/multi-target.txt" "${D[@]}" --bench div --bench div_more
	RUSTBENCH_FAIL=1 capture all "$DIVAN_OUT/panic.txt" "${D[@]}" --bench div
	RUSTBENCH_FAIL=1 capture out "$DIVAN_OUT/panic-stdout.txt" "${D[@]}" --bench div
	: >"$DIVAN_OUT/runs-3.txt"
	for run in 1 2 3; do
		capture out "$TMP/run$run" "${D[@]}" --bench div -- fibonacci nested
		cat "$TMP/run$run" >>"$DIVAN_OUT/runs-3.txt"
	done
fi

# --- READMEs -----------------------------------------------------------------
NOW=$(date -u +%Y-%m-%d)
DIVAN_VERSION=$(awk '/^name = "divan"$/{getline; print $3}' "$CRATE/Cargo.lock" | tr -d '"')

if [[ -n $NIGHTLY ]] && want libtest; then
	cat >"$LIBTEST_OUT/README.md" <<EOF
# libtest fixtures (Rust \`#[bench]\` text and JSON; criterion \`--output-format bencher\`)

## Generated

By \`bash scripts/gen-fixtures-rust-text.sh libtest\` on $NOW with **$NIGHTLY**, from the
crate \`scripts/rustbench-text/\` (benches \`benches/libtest.rs\`, \`benches/libtest_more.rs\`, and with
its feature \`overlap\` \`benches/libtest_{twin,part,narrow}.rs\`, which define some of
\`libtest_more\`'s names for other work; \`RUSTBENCH_FAIL=1\` makes \`bench_panics\` panic). Commands run in that directory with
\`CARGO_TARGET_DIR=scripts/rustbench-text/target\`, \`RUST_BACKTRACE=1\`, after a \`--no-run\` build,
so no \`Compiling\` lines. \`N\` = \`cargo +nightly bench --locked\`. "2>&1" files hold stdout and
stderr (cargo's \`Finished\`/\`Running\` lines, \`error: bench failed\`), the others stdout only.
Do not edit by hand: regenerate, then regenerate the goldens (\`UPDATE_GOLDEN=1\`) and review them.

| file | command | shows |
|---|---|---|
| \`basic.txt\` | \`N --bench libtest\` 2>&1 | fractional numbers, \`= N MB/s\`, padded names, \`ignored\` (a \`#[test]\` and an \`#[ignore]\` bench), sub-ns median, \`module_path::nested_bench\` |
| \`crlf.txt\` | **derived**: \`basic.txt\` with CRLF line endings | CRLF |
| \`failed.txt\` | \`RUSTBENCH_FAIL=1 N --bench libtest\` 2>&1 | \`bench_panics ... FAILED\`, its \`---- bench_panics stdout ----\` block with the panic and backtrace, \`failures:\` list, \`test result: FAILED\`, exit status 101 |
| \`multi-target.txt\` | \`N\` 2>&1 | three \`running N tests\` blocks (lib unit tests listed as \`ignored\`, then both bench targets), each after cargo's \`Running\` line |
| \`ansi.txt\` | \`N --bench libtest_more -- --color always\` | ANSI escapes between \`bench\` and \`:\` |
| \`nocapture-split.txt\` | \`N --bench libtest_more -- --nocapture --test-threads 1\` | output printed by \`prints_noise\` splits its result line: \`test prints_noise ... noise from the benchmark\`, then \`bench: ...\` on the next line |
| \`runs-3.txt\` | **combined**: \`N --bench libtest_more\` three times, concatenated | three samples per benchmark |
| \`test-mode.txt\` | \`cargo +nightly test --locked --benches\` 2>&1 | benches run once as tests: \`... ok\` lines, no timings (no results) |
| \`list.txt\` | \`N -- --list\` 2>&1 | the names of every target's tests and benchmarks (\`bench_fib_10: benchmark\`, \`a_regular_test: test\`, \`1 test, 7 benchmarks\`), no timings (no results) |
| \`json.jsonl\` | \`N -- -Z unstable-options --format json\` | libtest JSON: suite/test/bench events of three suites |
| \`json-failed.jsonl\` | \`RUSTBENCH_FAIL=1 N --bench libtest -- -Z unstable-options --format json\` 2>&1 | a \`"event": "failed"\` test with the panic in \`stdout\`; cargo's text lines around the JSON |
| \`quiet.txt\` | \`N -q --bench libtest\` | libtest's terse format (cargo passes \`-q\` on): still \`running N tests\`, but the \`i\` of an ignored test has no newline and glues onto the next result line (\`itest bench_checksum_16k_bytes ... bench:\`) |
| \`quiet-failed.txt\` | \`RUSTBENCH_FAIL=1 N -q --bench libtest\` 2>&1 | a terse failure: a progress count (\`i 2/8\`), then \`bench_panics --- FAILED\` on its own line (no \`test ... FAILED\`), then the usual failures block |
| \`quiet-single-thread.txt\` | \`N -q --bench libtest -- --test-threads 1\` | one thread: a bench's name is printed when it starts, so the ignored bench's \`i\` and the next bench share a line (\`test bench_ignored ... itest bench_panics ... bench:\`) |
| \`quiet-single-thread-failed.txt\` | \`RUSTBENCH_FAIL=1 N -q --bench libtest -- --test-threads 1\` 2>&1 | the same with the failure: \`test bench_ignored ... itest bench_panics ...  2/8\`, then \`bench_panics --- FAILED\` |
| \`twin-target-stdout.txt\` | \`N --features overlap --bench libtest_more --bench libtest_twin\` | two targets that share two of their three names (\`checksum_1k\`, \`prints_noise\`) for different work, names padded to the same width (12): \`running N tests\` lines keep them apart |
| \`part-target-stdout.txt\` | \`N --features overlap --bench libtest_more --bench libtest_part\` | the second target's names (\`checksum_1k\`, \`prints_noise\`) are a subset of the first's, padded to the same width |
| \`narrow-target-stdout.txt\` | \`N --features overlap --bench libtest_more --bench libtest_narrow\` | the same, but the subset lacks the longest name (\`prints_noise\`): its lines are padded to 11 characters, the first target's to 12 |

## Copied (not regenerated)

Byte-for-byte copies from the research samples that \`FORMATS.md\` cites (the shared \`samples/\`
directory next to the design notes, outside this repository).

| file | origin |
|---|---|
| \`nightly-1.97-sample.txt\` | \`samples/rust-local/libtest-nightly-1.97-cargo-bench.stdout.txt\` (\`cargo +nightly bench\`, rustc 1.97 nightly, produced for FORMATS.md) |
| \`criterion-0.8.2-bencher.txt\` | \`samples/rust-local/criterion-0.8.2-run3-output-format-bencher.stdout.txt\` (criterion 0.8.2 \`--output-format bencher\`: names with spaces and unicode, \`±\` is a std-dev, blank lines between groups) |
| \`external/gab-*.txt\` | \`samples/rust-libtest/gab-*\`, from benchmark-action/github-action-benchmark \`test/data/extract/\` @c38cce98215c: old whole-number libtest (\`cargo_output*.txt\`, \`cargo_output2.txt\` without \`running\` lines), a third-party harness with \`cycles/iter\` and \`MS/s\` (\`cargo_output_units.txt\`, no final newline), criterion 0.3 bencher lines with noise (\`criterion_output.txt\`) |

## Written by hand

| file | shows |
|---|---|
| \`bad-lines.txt\` | lines that look like results but cannot be read (line numbers asserted in the golden): bad grouping \`1,23\`, a missing unit, an unreadable \`MB/s\`, a \`test x ...\` with no outcome, a result without its name; plus \`ignored, <reason>\` and a \`FAILED\` bench with its panic block |
EOF
fi

if [[ -n $STABLE ]]; then
	cat >"$DIVAN_OUT/README.md" <<EOF
# divan fixtures (divan's terminal table)

## Generated

By \`bash scripts/gen-fixtures-rust-text.sh divan\` on $NOW with **$STABLE** and
**divan $DIVAN_VERSION**, from the crate \`scripts/rustbench-text/\` (benches \`benches/div.rs\`:
args, generic types, threads, an ignored bench, bytes/items/chars counters and divan's
\`AllocProfiler\`; \`benches/div_more.rs\`: string args with a space, a cycles counter,
\`sample_count = 20\`). \`RUSTBENCH_FAIL=1\` makes \`maybe_panics\` panic. Commands run in that
directory with \`CARGO_TARGET_DIR=scripts/rustbench-text/target\`, after a \`--no-run\` build.
\`D\` = \`cargo bench --locked --features divan\`. "2>&1" files hold stdout and stderr (cargo's
lines, \`Timer precision: ...\`, panics), the others stdout only. Do not edit by hand.

| file | command | shows |
|---|---|---|
| \`default.txt\` | \`D --bench div\` 2>&1 | the full table: groups, \`(ignored)\`, throughput rows (\`MB/s\`, \`Mitem/s\`, \`Mchar/s\`), \`max alloc:\`/\`alloc:\`/\`dealloc:\`/\`grow:\` rows with count and size lines, threads \`t=1\`/\`t=2\` |
| \`crlf.txt\` | **derived**: \`default.txt\` with CRLF line endings | CRLF |
| \`bytes-binary.txt\` | \`D --bench div -- --bytes-format binary\` | \`MiB/s\`, \`KiB\` |
| \`multi-target.txt\` | \`D --bench div --bench div_more\` 2>&1 | two tables (\`div\`, \`div_more\`): a second root, \`THz\` (cycles), \`with space\` |
| \`panic.txt\` | \`RUSTBENCH_FAIL=1 D --bench div\` 2>&1 | \`maybe_panics\` panics: its row has no cells, the panic text follows, the run stops |
| \`panic-stdout.txt\` | \`RUSTBENCH_FAIL=1 D --bench div\` | the same, stdout only: the output ends in the middle of the \`maybe_panics\` row |
| \`runs-3.txt\` | **combined**: \`D --bench div -- fibonacci nested\` three times, concatenated | three samples per benchmark |

## Copied (not regenerated)

Byte-for-byte copies from the research samples that \`FORMATS.md\` cites (the shared \`samples/\`
directory next to the design notes, outside this repository).

| file | origin |
|---|---|
| \`sample-0.1.21-default.txt\` | \`samples/rust-local/divan-0.1.21-default.stdout.txt\` (divan 0.1.21, produced for FORMATS.md) |

## Written by hand

| file | shows |
|---|---|
| \`bad-lines.txt\` | rows that cannot be read (line numbers asserted in the golden): a bad time unit, a missing sample count, an unreadable throughput, a counter row under a group, a row deeper than its parent, mixed throughput units |
EOF
fi

log "done"
