#!/usr/bin/env bash
# gen-fixtures-criterion.sh — regenerate the real criterion.rs fixtures in fixtures/criterion/.
#
# Usage (from the repository root):
#
#   bash scripts/gen-fixtures-criterion.sh                # everything but step 9
#   bash scripts/gen-fixtures-criterion.sh no-timings     # only step 7 (seconds: nothing is measured)
#   bash scripts/gen-fixtures-criterion.sh rerun-renamed  # only step 9 (about 13 minutes)
#
# What it does, with the installed stable Rust toolchain and the tiny crate in
# scripts/rustbench-criterion/ (criterion 0.5, versions pinned by its Cargo.lock):
#   1. run 1 and run 2 of `cargo bench` (short settings, see SETTINGS) on a clean
#      target/criterion: stdout and stderr kept apart, unedited
#      (text/criterion-<v>-run{1,2}.{stdout,stderr}.txt);
#   2. copies every *.json under target/criterion after run 2 (new/, base/, change/;
#      no HTML) to dir/criterion-<v>-after-run2/;
#   3. run 3 with `--output-format bencher` (bencher/);
#   4. run 4 under a pseudo-terminal (`script`), `--color always`: progress text
#      overwritten with `\r` + `ESC[2K`, ANSI colours, CRLF (text/criterion-<v>-pty.txt),
#      and a derived copy with every `\r` deleted, which glues the progress text onto
#      the ids the way CI log viewers show it (text/criterion-<v>-pty-glued.txt);
#   5. run 5 with `--verbose`, stdout and stderr interleaved (`2>&1`, typical in CI);
#   6. cargo-criterion `--message-format=json`, twice on a clean target/criterion
#      (first run: `"change": null`; second: change estimates) into cargo-criterion/,
#      its human report (stderr) into text/ — only if `cargo criterion` is installed
#      (`cargo install cargo-criterion`, about 3 minutes); otherwise skipped;
#   7. `-- --test` (each benchmark run once as a test: "Testing <id>" / "Success") and
#      `-- --list` ("<id>: benchmark"), which measure nothing: stdout alone and `2>&1`
#      (no-timings/criterion-<v>-{test,list}{.stdout,-combined}.txt), for the message
#      that says these outputs have no timings;
#   8. the bench target `crit_ids` (ids that read like cargo's and criterion's noise lines:
#      `Running ...`, `Testing ...`, `warning: ...`), stdout alone on a clean target/criterion,
#      then `2>&1` (text/criterion-<v>-noise-ids{.stdout,-combined}.txt);
#   9. only when asked (rerun-renamed): at criterion's default settings (3 s warm-up, 5 s
#      measuring, about 10 s a benchmark), a full run on a clean target/criterion, then, 8 minutes
#      later, the run again with `fib 15` and `tiny add` renamed (FIB_NAME, TINY_NAME): every
#      *.json of the tree to dir/criterion-<v>-rerun-renamed/ and each one's modification time
#      (`find -printf '%T@ %P'`, which git does not keep) to dir/criterion-<v>-rerun-renamed.mtimes.txt.
#
# It never touches *.expected.json (the parsers' goldens) nor the copied fixtures
# (0.8.2, 0.3 book, third-party excerpt; see fixtures/criterion/README.md).
# Build output goes to scripts/rustbench-criterion/target (gitignored).
# Timing-dependent numbers change on every run: regenerate the goldens afterwards
# (UPDATE_GOLDEN=1 npx vitest run __tests__/parsers/criterion* __tests__/parsers/cargo-criterion*).
#
# Takes about 3 minutes on 2 cores (first build about 1 minute, needs crates.io).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CRATE="$ROOT/scripts/rustbench-criterion"
OUT="$ROOT/fixtures/criterion"
SETTINGS=(--warm-up-time 0.5 --measurement-time 1 --sample-size 20 --nresamples 20000)

log() { printf 'gen-fixtures-criterion: %s\n' "$*" >&2; }

ONLY=${1:-all}
case $ONLY in
all | no-timings | rerun-renamed) ;;
*)
	log "unknown part '$ONLY' (expected no-timings, rerun-renamed, or nothing for everything)"
	exit 2
	;;
esac

# Absolute paths of this checkout in outputs (cargo-criterion's report_directory) -> /home/user.
anonymize_paths() {
	{ grep -rlZ --include='*.txt' --include='*.jsonl' -F "$CRATE" "$OUT" || true; } |
		xargs -0 -r sed -i "s#$CRATE#/home/user/rustbench-criterion#g"
}

# Step 7: criterion's test mode and its list, stdout alone and with stderr (cargo's lines) mixed in.
no_timings() {
	local N="$OUT/no-timings/criterion-$V"
	mkdir -p "$OUT/no-timings"
	log "--test and --list (nothing measured)"
	cargo bench --bench crit -- --test >"$N-test.stdout.txt" 2>/dev/null
	cargo bench --bench crit -- --test >"$N-test-combined.txt" 2>&1
	cargo bench --bench crit -- --list >"$N-list.stdout.txt" 2>/dev/null
	cargo bench --bench crit -- --list >"$N-list-combined.txt" 2>&1
}

# copy_tree DEST: every *.json under target/criterion to DEST (emptied first), paths kept.
copy_tree() {
	local dest=$1
	log "copying target/criterion/**/*.json to ${dest#"$ROOT"/}"
	rm -rf "$dest"
	mkdir -p "$dest"
	(cd target/criterion && find . -type f -name '*.json' -print0 | sort -z |
		while IFS= read -r -d '' f; do
			mkdir -p "$dest/$(dirname "$f")"
			cp "$f" "$dest/$f"
		done)
}

# Step 9: leftovers of a renamed benchmark, eight minutes older than the rerun's results.
rerun_renamed() {
	local tree="$OUT/dir/criterion-$V-rerun-renamed"
	rm -rf target/criterion
	log "rerun-renamed: a full run at the default settings (about 2 minutes)"
	cargo bench --bench crit >target/rerun-renamed-run1.txt 2>&1
	log "rerun-renamed: waiting 8 minutes"
	sleep 480
	log "rerun-renamed: the run again, 'fib 15' and 'tiny add' renamed"
	FIB_NAME='fib 15 renamed' TINY_NAME='tiny add renamed' cargo bench --bench crit >target/rerun-renamed-run2.txt 2>&1
	copy_tree "$tree"
	(cd target/criterion && find . -type f -name '*.json' -printf '%T@ %P\n' | sort -n) >"$tree.mtimes.txt"
}

cd "$CRATE"
export CARGO_TERM_COLOR=never
log "building ($(rustc --version))"
cargo bench --bench crit --no-run --quiet
V=$(cargo pkgid -p criterion | sed -E 's/.*[#@]//')
log "criterion $V"
if [[ $ONLY == no-timings ]]; then
	no_timings
	anonymize_paths
	log "done"
	exit 0
fi
if [[ $ONLY == rerun-renamed ]]; then
	rerun_renamed
	log "done"
	exit 0
fi
mkdir -p "$OUT/text" "$OUT/dir" "$OUT/bencher" "$OUT/cargo-criterion"
T="$OUT/text/criterion-$V"
bench() { cargo bench --bench crit -- "${SETTINGS[@]}" "$@"; }

rm -rf target/criterion
log "run 1 (first run, no baseline)"
bench >"$T-run1.stdout.txt" 2>"$T-run1.stderr.txt"
log "run 2 (compared with run 1: change blocks)"
bench >"$T-run2.stdout.txt" 2>"$T-run2.stderr.txt"

copy_tree "$OUT/dir/criterion-$V-after-run2"

log "run 3 (--output-format bencher)"
bench --output-format bencher >"$OUT/bencher/criterion-$V-bencher.stdout.txt" 2>"$OUT/bencher/criterion-$V-bencher.stderr.txt"

log "run 4 (pseudo-terminal, --color always)"
CMD="CARGO_TERM_COLOR=always cargo bench --bench crit -- ${SETTINGS[*]} --color always"
script -qefc "$CMD" /dev/null </dev/null >"$T-pty.txt"
tr -d '\r' <"$T-pty.txt" >"$T-pty-glued.txt"

log "run 5 (--verbose, 2>&1)"
bench --verbose >"$T-verbose-combined.txt" 2>&1

log "crit_ids (ids that read like noise lines): stdout, then 2>&1"
rm -rf target/criterion
cargo bench --bench crit_ids -- "${SETTINGS[@]}" >"$T-noise-ids.stdout.txt" 2>/dev/null
cargo bench --bench crit_ids -- "${SETTINGS[@]}" >"$T-noise-ids-combined.txt" 2>&1

if cargo criterion --version >/dev/null 2>&1; then
	CV=$(cargo criterion --version | awk '{print $NF}')
	C="$OUT/cargo-criterion/cargo-criterion-$CV-criterion-$V"
	rm -rf target/criterion
	# cargo-criterion 1.1.0 cannot decode Throughput::BytesDecimal: skip that group.
	export SKIP_BYTES_DECIMAL=1
	R="$OUT/text/cargo-criterion-$CV-criterion-$V"
	log "cargo-criterion $CV run 1"
	cargo criterion --message-format=json --bench crit -- "${SETTINGS[@]}" >"$C-run1.jsonl" 2>"$R-run1-report.txt"
	log "cargo-criterion $CV run 2"
	cargo criterion --message-format=json --bench crit -- "${SETTINGS[@]}" >"$C-run2.jsonl" 2>"$R-run2-report.txt"
	unset SKIP_BYTES_DECIMAL
else
	log "cargo-criterion not installed (cargo install cargo-criterion): skipping its fixtures"
fi

no_timings
anonymize_paths
log "done"
