#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 2661:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _src_cli_entry_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8084);
var __webpack_async_dependencies__ = __webpack_handle_async_dependencies__([_src_cli_entry_js__WEBPACK_IMPORTED_MODULE_0__]);
_src_cli_entry_js__WEBPACK_IMPORTED_MODULE_0__ = (__webpack_async_dependencies__.then ? (await __webpack_async_dependencies__)() : __webpack_async_dependencies__)[0];
// The CLI bundle's entry (scripts/bundle.mjs): here so that ncc finds this directory's tsconfig.json.


__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } });

/***/ }),

/***/ 8084:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _cli_fast_path_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6576);
/* harmony import */ var _io_compile_cache_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1439);
/* harmony import */ var _cli_stdout_failure_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2592);
/**
 * The bench-gate executable. `--version` and `--help` are answered from a module that loads
 * nothing else; any command imports the full command line (cli.ts) on demand. The bundler turns
 * that import() into a separate chunk, so the quick answers never parse the parsers, statistics,
 * zod and yaml (issue 9: start-up under 100 ms beyond Node's own).
 */



const answer = (0,_cli_fast_path_js__WEBPACK_IMPORTED_MODULE_1__/* .fastAnswer */ .r)(process.argv.slice(2));
if (answer === undefined) {
    (0,_io_compile_cache_js__WEBPACK_IMPORTED_MODULE_0__/* .keepCompiledCode */ .e)();
    await Promise.all(/* import() */[__nccwpck_require__.e(491), __nccwpck_require__.e(581)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5581));
}
else {
    // A failed write is reported in the write's callback; the listeners keep its 'error' event from
    // crashing the process with a stack trace and exit status 1. When stderr cannot be written either
    // (both on /dev/full), the status alone says it: 2.
    process.stdout.on('error', () => undefined);
    process.stderr.on('error', () => undefined);
    process.exitCode = answer.code;
    process.stdout.write(answer.stdout, (error) => {
        if (error == null || (0,_cli_stdout_failure_js__WEBPACK_IMPORTED_MODULE_2__/* .isReaderGone */ .B)(error))
            return;
        process.stderr.write(`bench-gate: ${(0,_cli_stdout_failure_js__WEBPACK_IMPORTED_MODULE_2__/* .stdoutFailureMessage */ .b)(error, undefined)}\n`);
        process.exitCode = 2;
    });
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 6576:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ fastAnswer),
/* harmony export */   x: () => (/* binding */ VERSION_WORDS)
/* harmony export */ });
/* harmony import */ var _help_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7911);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(311);
/**
 * The answers that need no command code: `--version` and the main help. They live apart from the
 * dispatcher so that the executable's entry (src/cli-entry.ts) can give them without loading the
 * parsers, the statistics, zod and yaml: a user typing `bench-gate --version` should not wait for
 * a megabyte of JavaScript to compile (issue 9). Import nothing heavy here, nor from help.ts.
 */


/** The words that print the version (`help version` explains them, in the dispatcher). */
const VERSION_WORDS = ['--version', '-V', 'version'];
/** The answer for `argv` (without node and script) when it is a version or main-help request. */
function fastAnswer(argv) {
    const [command] = argv;
    // No command at all is a usage error that still deserves the help text.
    if (command === undefined)
        return { stdout: _help_js__WEBPACK_IMPORTED_MODULE_0__/* .MAIN_HELP */ .Ic, code: 2 };
    // `--help COMMAND` is `help COMMAND`, which the dispatcher answers.
    if ((command === '--help' || command === '-h' || command === 'help') && argv.length === 1)
        return { stdout: _help_js__WEBPACK_IMPORTED_MODULE_0__/* .MAIN_HELP */ .Ic, code: 0 };
    if (VERSION_WORDS.includes(command))
        return { stdout: `bench-gate ${_version_js__WEBPACK_IMPORTED_MODULE_1__/* .VERSION */ .x}\n`, code: 0 };
    return undefined;
}


/***/ }),

/***/ 7911:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AV: () => (/* binding */ AB_HELP),
/* harmony export */   D_: () => (/* binding */ CHECK_HELP),
/* harmony export */   Dg: () => (/* binding */ VERSION_HELP),
/* harmony export */   Ic: () => (/* binding */ MAIN_HELP),
/* harmony export */   MI: () => (/* binding */ COMPARE_HELP),
/* harmony export */   WU: () => (/* binding */ RUN_HELP),
/* harmony export */   gU: () => (/* binding */ PARSE_HELP),
/* harmony export */   h$: () => (/* binding */ MERGE_HELP),
/* harmony export */   jU: () => (/* binding */ REPORT_HELP)
/* harmony export */ });
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(311);
/** The `--help` texts: each answers what the command reads, what it prints, and its exit codes. */

const MAIN_HELP = `bench-gate ${_version_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSION */ .x}: a benchmark regression gate that stays quiet on noise.

Usage:
  bench-gate compare [options] BASE HEAD   compare two runs; exit 1 on a real regression
  bench-gate parse [options] FILE...       read benchmark output into bench-gate's result JSON
  bench-gate run [options] -- CMD...       run a benchmark command N times; write one result JSON
  bench-gate ab --base-cmd B --head-cmd H  run base and head alternately here, then compare them
  bench-gate merge FILE... [-o FILE]       join result files (shards, or more samples)
  bench-gate check --max-age 24h FILE      fail when a result file is too old or from another commit
  bench-gate report [options] REPORT.json  render a saved comparison (compare --output json) again
  bench-gate help [COMMAND]                help for a command
  bench-gate --version

Inputs (BASE, HEAD, FILE) are a benchmark tool's output or result JSON written by \`bench-gate parse\`.
The format is detected; --format forces it. Use - for stdin. Formats:
  go, go-json        go test -bench (text, or -json)
  libtest            cargo bench (libtest #[bench]) and criterion's --output-format bencher
  libtest-json       cargo bench -- -Z unstable-options --format json
  criterion          a target/criterion directory (every sample; preferred for criterion)
  cargo-criterion    cargo criterion --message-format=json
  criterion-text     criterion's terminal report (point estimates only)
  divan              divan's table
  hyperfine          hyperfine --export-json (v1 and v2)
  gbench             Google Benchmark --benchmark_format=json
  pytest             pytest-benchmark --benchmark-json
  custom-smaller, custom-bigger   github-action-benchmark custom JSON (say which direction is better)
  bmf                Bencher Metric Format JSON
  metrics            a bench binary's own text, read through the metrics patterns of bench-gate.yml
  result             bench-gate's own result JSON

Quick start:
  go test -run='^$' -bench=. -count=10 ./... > old.txt      # on the base commit
  go test -run='^$' -bench=. -count=10 ./... > new.txt      # on your change
  bench-gate compare old.txt new.txt

Exit status: 0 no regression, 1 regression found, 2 usage, input or output error.
Run \`bench-gate help compare\` for how the verdict is reached.
`;
const VERSION_HELP = `Usage: bench-gate --version   (also: bench-gate version, bench-gate -V)

Prints "bench-gate" and the version number on stdout, and exits 0.
`;
const COMPARE_HELP = `Usage: bench-gate compare [options] BASE HEAD

Compares HEAD against BASE benchmark by benchmark and metric by metric (sec/op, B/op, allocs/op,
custom units), and fails only when statistics say a regression is real.

How the verdict is reached (per benchmark and metric):
  - the change is the Hodges-Lehmann ratio head/base with an exact 95% confidence interval;
  - a one-sided exact Mann-Whitney test asks whether head is worse (and, separately, better);
  - p-values are adjusted across the whole comparison (Benjamini-Hochberg by default), so 100
    unchanged benchmarks do not produce 5 false alarms;
  - a change counts only if it is significant AND at least the threshold (default 5%).
  Statuses: regression, improvement, below-threshold (real but small), no-change,
  inconclusive (the data cannot answer: too few samples, all-equal values), new, removed, and
  failed or skipped (in head). Only a regression fails the gate (exit 1), unless a config rule
  makes it informational.
  Metrics that must not vary (allocs/op, B/op, sizes) are compared exactly: any change of at least
  the threshold counts, no test needed. Direction is per unit: rates per unit of time (MB/s, ops/s,
  ops/ms, jobs/min) are higher-is-better, everything else lower (a config rule with better:
  higher|lower overrides it), and the threshold applies to a rate's inverse: at 5%, a rate drop
  counts from -4.76% (as 5% more time would) and a rise from +5%.
  Collect at least 10 samples per side (go test -count=10); with many benchmarks, n=5 cannot
  reach significance and the report says how many samples are needed.
  With one or two samples on a side (a bench binary run once), only a history of 5 earlier runs
  or more in the baseline file can test the change; without one the metric is inconclusive, unless
  the config sets single-sample-fallback: threshold:10% for one-sample metrics: a plain threshold
  on head against base, no statistics, and the report says so.

Choosing the threshold: the smallest slowdown you would act on, and above your machine's noise.
To see the noise, run the benchmarks twice on unchanged code and compare the two runs (an A/A
check): the deltas and intervals there are what noise looks like. Noisy setups (short whole
programs timed by hyperfine, shared runners) need more than 5%; per-benchmark thresholds go in the
config's rules.

Reading the text report: "± x%" is the 95% interval of each side's median, the delta is the
head/base ratio with its 95% interval ("~": not significant), p/q/n are the p-value, the p-value
adjusted for the suite and the samples per side, and the superscripts point to warnings below.
Values are scaled per row (base and head in one prefix: 1.72 µs); a value below 0.001 or from
1,000,000 up in that scale, and a percentage from 1,000,000%, read in three digits with an
exponent (2.00e-6 ms, +1.97e+8%). --output json keeps every number as computed.
Base and head of different machines (fingerprints that differ, or a side that \`bench-gate merge
--allow-different-machines\` joined from several machines) are compared with a warning: the
differences may be the machines'.

Options:
  --format F            input format (default auto; see \`bench-gate --help\` for the list)
  --config FILE         bench-gate.yml with defaults, per-benchmark rules (thresholds, informational,
                        ignore, exact, direction, unit) and metrics patterns; flags override its
                        settings. Default: the nearest bench-gate.yml or .github/bench-gate.yml
                        (either spelt .yaml too) from the current directory up to the repository
                        root (the directory with .git; outside a repository, the current directory
                        only)
  --no-config           do not look for bench-gate.yml
  --suite NAME          suite name in the report; also selects the config's suites.NAME settings
  --threshold T         minimum effect that counts, e.g. 5% (default), 2%, 0.1 (a fraction);
                        a bare number of 1 or more is percent; 0.5 up to 1 needs the % sign
  --q Q                 false discovery rate for the suite (default 0.05)
  --multiple-comparisons M
                        bh (default), holm (stricter), by (any dependence), none (per-benchmark alpha)
  --mode M              files (default), cached (baseline from another job: correct the machine
                        offset and use the baseline's history), ab (interleaved same-job runs)
  --common-mode C       machine-offset correction: auto (on in cached mode), on, off
  --output O            text (default), markdown (a PR comment: kept within GitHub's 65,536-character
                        limit, saying what it left out), json
  --full                with --output markdown: everything, however long (a file, a job summary)
  -o, --out FILE        write the report to FILE instead of stdout
  --color / --no-color  colour the text report (default: on a terminal, unless NO_COLOR is set)
  --lenient             go on when some result lines cannot be read (they are listed as warnings)
  -v, --verbose         also print notes (e.g. result lines rejoined after interleaved output)

Examples:
  bench-gate compare old.txt new.txt                      two \`go test -bench -count=10\` outputs
  bench-gate compare --threshold 10% base.json head.json  result files; changes of 10% or more
  bench-gate compare --output markdown -o comment.md old.txt new.txt   a PR comment in a file
  go test -run='^$' -bench=. -count=10 ./... | bench-gate compare old.txt -   head on stdin

JSON output (--output json) is a stable contract: verdict ("pass" | "fail"), summary (counts per
status), comparisons[] with name, unit, better, status, ratio, ci, p, q, n, warnings.

Exit status: 0 no regression, 1 regression, 2 usage, input or output error (a reader that stops
early, as \`| head\` does, is not one: the status is still the verdict).
`;
const PARSE_HELP = `Usage: bench-gate parse [options] FILE...

Reads benchmark output and writes one bench-gate result JSON (the common schema, see
schema/result.schema.json): every benchmark with its package, name parts, config lines, and every
sample of every metric in base units (ns/op becomes sec/op, MB/s becomes B/s). Several files (or a
file holding several runs) add samples to the same benchmarks. The result's time (what
\`bench-gate check --max-age\` reads) is the earliest input's: a result file's recorded time, a
tool output file's modification time, or now for stdin. Result files of different commits, and
inputs of different machines (by fingerprint, or the CPU, OS or architecture a tool's output
names), are refused (bench-gate merge --allow-different-machines joins alike machines), as is a
file merge joined from several machines beside any other input, result files that disagree on
whether a metric is better lower or higher, an input whose samples another already holds (a
copy: they would count twice), and result files of different suites unless --suite names the
result. Result files' baseline histories are joined run by run, as merge joins them.

Options:
  --format F      input format (default auto; see \`bench-gate --help\` for the list)
  --config FILE   bench-gate.yml: its format and metrics patterns; its rules apply at compare time
                  (default: the nearest bench-gate.yml or .github/bench-gate.yml, either spelt
                  .yaml too, from the current directory up to the repository root)
  --no-config     do not look for bench-gate.yml
  --suite NAME    suite name recorded in the result (and the config's suite whose patterns are used)
  --commit SHA    commit recorded in the result (4 to 64 hex digits; record the full SHA, which
                  \`check --commit\` can match with a full or a short one); a result file among
                  the inputs that records another commit is refused
  --branch NAME   branch recorded in the result
  -o, --out FILE  write the JSON to FILE instead of stdout (an existing FILE is replaced only when
                  it is a result file, or empty)
  --lenient       go on when some result lines cannot be read (they are listed as warnings)
  -v, --verbose   also print notes

Examples:
  bench-gate parse bench.txt -o result.json
  bench-gate parse hyperfine.json --commit "$(git rev-parse HEAD)" -o bench/results.json
  bench-gate parse --format custom-smaller latency.json -o result.json
  bench-gate parse run-1.txt run-2.txt run-3.txt -o result.json   three runs' samples together
  go test -run='^$' -bench=. -count=10 ./... | bench-gate parse - -o result.json

Exit status: 0 written, 2 usage or input error (the message names the file and line), or output
that cannot be written.
`;
const RUN_HELP = `Usage: bench-gate run [options] -- CMD...
       bench-gate run [options] --baseline FILE [--confirm] -- CMD...

Runs CMD N times, each run a fresh process (samples from one process miss the variance between
processes), streams its output to stderr, parses each run's output (any format bench-gate reads),
merges the samples of all runs, and writes one result JSON with the context: the time, the commit
(git rev-parse HEAD), the machine fingerprint and the tool's version. A tool that prints one number
per run gives n = N samples; one that repeats itself (go test -count=10) gives N x 10. A tool that
prints only a summary (Google Benchmark's --benchmark_report_aggregates_only) gives one sample per
run: its median (or mean). A benchmark, or one metric of it, that some runs did not report (skipped,
not printed, a metrics pattern that matched nothing) keeps the samples it has; a warning on stderr,
also recorded in the result JSON, names it and the runs it is missing from (a few names, then a
count). One that failed in a run is reported as failed instead.

A run's output is its stdout and stderr together, line by line as they arrive, as the action
captures its run command (2>&1): results printed on stderr are read, lines that are not results
(logs, progress) are skipped. When the joined output does not read (a JSON document on stdout, a
warning on stderr), stdout alone is read, here and in the action alike.

Several words run directly, without a shell: bench-gate run -- go test -run='^$' -bench=. -count=1 ./...
One string with spaces or shell syntax, or --shell, runs through bash -eo pipefail -c:
  bench-gate run --runs 20 -- './bench.sh | grep ops'
Each run sees BENCH_GATE_RUN (1, 2, ...) and BENCH_GATE_RUNS (N) in its environment.

A run that fails (non-zero exit, killed, over --timeout, or no results in its output) stops the
series: the message gives its exit code and the last 20 lines of its output (stdout and stderr as
they arrived when both printed, else the one that did), the exit status is 2, and the runs
finished before it are still written to -o (marked partial: \`bench-gate check\` refuses the file
unless --allow-partial).

Options:
  -n, --runs N      how many times to run CMD (default 10)
  --timeout T       stop a run that takes longer than T (e.g. 90s, 10m) and fail
  --format F        output format (default: the config file's format, else detected on the first
                    run; see \`bench-gate --help\`)
  --shell           run CMD through bash (its words joined with spaces)
  -o, --out FILE    write the result JSON to FILE instead of stdout (an existing FILE is replaced
                    only when it is a result file, or empty)
  --results PATH    read the results from PATH (a file or directory the command writes: hyperfine
                    --export-json PATH, target/criterion, a custom JSON) instead of its output;
                    PATH is removed before each run, and a run that does not write it fails (so an
                    existing directory is refused when it holds anything but results: JSON, CSV,
                    criterion's SVG/HTML/CBOR; so is a device or a FIFO)
  --config FILE     bench-gate.yml whose metrics patterns read a bench binary's own output (default:
                    the nearest bench-gate.yml or .github/bench-gate.yml, either spelt .yaml too,
                    from the current directory up to the repository root); --no-config skips it
  --suite NAME      suite name recorded in the result
  --commit SHA      commit to record, 4 to 64 hex digits (default: git rev-parse HEAD, when in a
                    repository)
  -q, --quiet       do not stream the command's output (progress redraws in place on a terminal)
  --lenient         go on when some result lines cannot be read (they are listed as warnings)

The machine fingerprint hashes OS, architecture, CPU model, core count, memory and toolchain
versions; set BENCH_GATE_MACHINE_ID to name the machine class yourself.

Gating against a baseline (--baseline FILE, a result JSON or raw tool output from an earlier run):
the results are compared with FILE, the report goes to stdout (-o still writes the result JSON),
and the exit status is 1 on a regression. Regressions are confirmed on rerun first: the flagged
benchmarks are measured again (--runs times) with CMD narrowed to them (go: the -bench regex is
rewritten to ^(Name)$/^(sub)$; cargo bench: the names after --, --exact for libtest; other tools:
the whole command, with BENCH_GATE_CONFIRM=1, BENCH_GATE_FILTER and BENCH_GATE_BENCHMARKS set),
compared again with the same baseline. A regression that reproduces fails; one that does not is
reported as "flagged as a regression (...) but not reproduced on rerun (...)"; one the rerun did not
measure (not reported, failed, skipped, too few samples left to test) or could not judge (a value
nothing compares, such as 0 ops/s from a bench binary run once) stands as first measured, and
when the rerun command itself fails every flagged regression stands. The runs' warnings about
their output as a whole (a criterion tree's missing benchmark.json: "head: runs 2, 3: ...", the
reruns' "confirm on rerun: run 1: ...") and about merging them (a benchmark some runs lacked) go in
the report's warnings too, the first five of each, then a count; stderr has them all. -o holds the
results the verdict rests on: written after the runs, it is replaced whole (never cut, even if
interrupted) with the rerun's samples of a metric whose regression did not reproduce (the first
run's of every other metric), its sources naming the rerun too ("CMD, confirm on rerun (10 runs)")
and its diagnostics the reruns' after the first runs', as a trusted run of the action saves them as
the next baseline. A pipe or a device (-o /dev/stdout) is written once, with the first run's
results, and a warning says so.
  --baseline FILE   compare with FILE after running
  --mode M          cached (default: FILE was measured in another job), files, ab
  --confirm         confirm regressions on rerun (default: on in cached mode and with one sample
                    a side, off otherwise); --no-confirm never reruns
  --threshold T     minimum effect that counts, e.g. 5% (default, or the config's)
  --q Q             false discovery rate for the suite (default 0.05)
  --output O        report format: text (default), markdown (fitted to a PR comment), json
  --full            with --output markdown: everything, however long
  --report FILE     write the report to FILE instead of stdout
  --color / --no-color  colour the text report

Exit status: 0 written (no regression), 1 regression (with --baseline), 2 usage error, a failed run
or output that cannot be written.
`;
const AB_HELP = `Usage: bench-gate ab --base-cmd CMD --head-cmd CMD [options]
       bench-gate ab --base-ref REF [--build CMD] --cmd CMD [options]

The most trustworthy comparison: base and head run on this machine, alternately, in the same job,
so slow drift and background load hit both alike. Each run is a fresh process (bash -eo pipefail
-c CMD); the outputs of each side (stdout and stderr together, read as \`bench-gate run\` reads
them) are parsed and merged, then compared as \`bench-gate compare --mode ab\` would. The
report's settings line says "baseline mode: ab". A benchmark some rounds of a side did not report
is kept with the samples it has, and named in a warning on stderr and in the report's warnings
(a side's first five, then a count), as \`bench-gate run\` does. A round's warnings about its output
as a whole (a criterion tree's missing benchmark.json, results left from an earlier run) are printed
as the round ends and go in the report's warnings too, once per side with the rounds that gave them
("head: rounds 2, 3: ..."; a side's first five, then a count).

With --base-ref, REF is checked out in a temporary git worktree (git worktree add --detach); the
--build command runs in both trees (base first), then base runs there and head here. The worktree
is removed at the end, also when something fails.

Each run sees BENCH_GATE_SIDE (base or head) and BENCH_GATE_RUN (the round) in its environment.

Options:
  --base-cmd CMD        the command measuring the base (a shell command line)
  --head-cmd CMD        the command measuring the head
  --cmd CMD             the same command for both (with --base-ref: run in each tree)
  --base-ref REF        measure the commit REF (branch, tag, SHA) as base, in a git worktree
  --build CMD           build command run in both trees before measuring (with --base-ref)
  --rounds N            rounds of one base and one head run each (default 10)
  --order O             abba (default: blocks that cancel a linear drift and favour neither side
                        by position), abab, random (each round's order drawn from --seed)
  --seed S              seed for --order random (default: from the clock; printed to repeat it)
  --timeout T           stop a run that takes longer than T (e.g. 90s) and fail
  --format F            output format (default: the config's, else detected on each side's first run)
  --config FILE         bench-gate.yml with defaults, per-benchmark rules and metrics patterns, read
                        from the current tree (default: the nearest bench-gate.yml or
                        .github/bench-gate.yml, either spelt .yaml too, from the current directory
                        up to the repository root); flags override its settings
  --no-config           do not look for bench-gate.yml
  --threshold T         minimum effect that counts, e.g. 5% (default, or the config's)
  --q Q                 false discovery rate for the suite (default 0.05, or the config's)
  --output O            text (default), markdown (fitted to a PR comment), json
  --full                with --output markdown: everything, however long
  -o, --out FILE        write the report to FILE instead of stdout
  --base-out FILE       also write the base side's result JSON to FILE
  --results PATH        read each run's results from PATH (e.g. hyperfine --export-json PATH) instead
                        of its output; relative to the tree the side runs in; removed before each run
                        (so an existing directory holding anything but results, a device or a
                        FIFO is refused)
  --confirm             re-measure flagged regressions with the head command (narrowed to them
                        where the tool has a filter, --rounds times) and fail only if they reproduce
                        or the rerun did not measure them
                        (off by default in ab: both sides were just measured side by side);
                        --no-confirm never reruns
  --head-out FILE       also write the head side's result JSON to FILE (with --confirm, the results
                        the verdict rests on: replaced whole with the rerun's samples of a
                        regression not reproduced, its sources and diagnostics then the rerun's
                        too; a pipe keeps the rounds', with a warning; an
                        existing --base-out or --head-out file is replaced only when it is a result
                        file, or empty)
  --suite NAME          suite name for the report; also selects the config's suites.NAME settings
  --color / --no-color  colour the text report (default: on a terminal, unless NO_COLOR is set)
  -q, --quiet           do not stream the commands' output
  --lenient             go on when some result lines cannot be read

Exit status: 0 no regression, 1 regression, 2 usage error, a failed build or run, or output that
cannot be written.
`;
const MERGE_HELP = `Usage: bench-gate merge [options] FILE...

Joins result files into one: different benchmarks (matrix shards) are put side by side, the same
benchmark's samples are concatenated (more runs on the same machine class). Where every file has
only a summary of a metric (aggregates-only Google Benchmark, a pytest-benchmark autosave), each
file's centre becomes one sample; a summary beside other files' samples is left out, with a warning.
Sources and diagnostics are concatenated; the time kept is the earliest, so --max-age checks stay
honest. A file whose samples another input already holds (a copy, or the file an earlier merge
wrote, matched again by a glob such as shard-*.json) is refused: they would count twice. Samples
too few or too coarsely printed to tell from a second run that printed the same numbers (257, 256,
256 ns/op) are joined.

Samples from different machines do not belong together: files whose machine fingerprints
(context.machine.fingerprint) or CPU, OS or architecture differ are refused unless
--allow-different-machines is given. The merged file then has no fingerprint but lists its
machines (context.machine.mixed): compare warns when it is a side, merge joins it with other files
only if --allow-different-machines is given again (parse never does), and the action gates it only
under a machine-id. Files from different tools or commits are refused too (a short SHA and the
full one it begins are one commit; the full one is kept), and files of different suites unless
--suite names the merged result.

Baseline histories (the medians of earlier runs, in files the action saved) are joined run by run:
the same run in several files (matrix shards: the same run id) is one run with the medians of all
of them, other runs are added, oldest first by their times. Refused: one run with two different
medians of the same metric, or a run to be placed among another file's that records no time.

Options:
  -o, --out FILE               write the merged result JSON to FILE (default: stdout); an
                               existing FILE is replaced only when it is a result file, or empty
  --allow-different-machines   merge files measured on different machines
  --suite NAME                 suite name recorded in the result

Examples:
  bench-gate merge shard-*.json -o all.json              matrix shards of one machine class
  bench-gate merge --suite api api-1.json api-2.json -o api.json

Exit status: 0 written, 2 usage or input error (the message names the file), or output that cannot
be written.
`;
const CHECK_HELP = `Usage: bench-gate check [--max-age AGE] [--commit SHA] [--allow-partial] FILE

For results measured elsewhere and committed (a laptop, a lab machine): fails when FILE is older
than AGE or was measured on another commit, so stale numbers cannot pass for fresh ones. It also
fails when FILE holds partial results (\`run\` stopped at a failing run and kept the runs before
it, or --lenient skipped result lines it could not read), unless --allow-partial. FILE is a result
JSON, which records when and on which commit it was measured (written by \`bench-gate parse
--commit SHA\`, \`run\` or \`merge\`); a tool's own output records neither and is refused.

Options:
  --max-age AGE   the oldest acceptable context.time: 30m, 24h, 7d, 2w (a bare number is seconds)
  --commit SHA    the commit the results must be from; a short SHA here matches as a prefix of
                  the recorded one (a short recorded commit never matches a longer SHA)
                  (in CI: --commit "$GITHUB_SHA"; locally: --commit "$(git rev-parse HEAD)")
  --allow-partial accept partial results (fewer runs than planned, lines skipped by --lenient);
                  the OK line says so

Prints one line: "FILE: OK, measured 3 h 12 min ago (limit 24h), commit 1a2b3c4d5e6f".

Examples:
  bench-gate check --max-age 24h bench/results.json
  bench-gate check --max-age 7d --commit "$(git rev-parse HEAD)" bench/results.json

Exit status: 0 OK, 2 too old, no time recorded, another commit, partial results (without
--allow-partial), or a usage or input error.
`;
const REPORT_HELP = `Usage: bench-gate report [options] REPORT.json

Renders a saved comparison again, without re-running or re-comparing anything: REPORT.json is what
\`bench-gate compare --output json\` (or \`ab --output json\`) printed, or the action's report-json
output. A workflow_run job can turn a fork's report artifact into a comment this way, and anyone
can read a CI report as a terminal table. The file is validated first; use - for stdin.

The markdown is a PR comment, so it is kept within GitHub's 65,536-character comment limit as the
action's comments are: the charts go first, then the folded table of other results, then flagged
rows, and the report says what it left out (stderr too). --full renders all of it.

Options:
  --output O            text (default), markdown, json
  --full                with --output markdown: everything, however long (for a file or a job summary)
  -o, --out FILE        write the report to FILE instead of stdout
  --suite NAME          suite name in the markdown title and comment marker
  --color / --no-color  colour the text report (default: on a terminal, unless NO_COLOR is set)

Examples:
  bench-gate compare --output json old.txt new.txt > report.json
  bench-gate report report.json                                 the terminal table
  bench-gate report --output markdown -o comment.md report.json   the PR comment

Exit status: 0 rendered (whatever the verdict in the file), 2 usage error, a file that cannot be
read or is not a valid report (the message names the file and the field), or output that cannot be
written.
`;


/***/ }),

/***/ 2592:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ isReaderGone),
/* harmony export */   b: () => (/* binding */ stdoutFailureMessage)
/* harmony export */ });
/**
 * What a failed write to standard output means, for the dispatcher (cli/run-cli.ts) and for the
 * quick answers the executable gives itself (cli-entry.ts). Imports nothing: the entry loads it.
 *
 * Note: EPIPE (the reader closed the pipe: `bench-gate compare a b | head -5`, `| grep -q`) is the
 * reader's choice, not a failure. The rest of the output is dropped quietly and the exit status
 * stays the command's own, so under `set -o pipefail` a regression still fails (1) and no
 * regression passes (0). Dying as if by SIGPIPE (status 141, as C tools do) would hide the
 * verdict, and 2 would report an input error that did not happen. Every other failure (ENOSPC,
 * EIO, ...) leaves the output incomplete: exit status 2 with stdoutFailureMessage on stderr.
 */
/** True when the reader of standard output has gone (EPIPE): not an error to report. */
function isReaderGone(error) {
    return typeof error === 'object' && error !== null && error.code === 'EPIPE';
}
/** "cannot write to standard output (ENOSPC: ...)..." with the fix; `toFile`: the command's option that writes a file instead. */
function stdoutFailureMessage(error, toFile) {
    const text = error instanceof Error ? error.message : String(error);
    const fix = toFile === undefined ? '' : `, or write to a file with ${toFile} instead`;
    return `cannot write to standard output (${text}): the output is incomplete. Check where standard output goes (a full disk, a closed terminal)${fix}.`;
}


/***/ }),

/***/ 1439:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  e: () => (/* binding */ keepCompiledCode)
});

;// CONCATENATED MODULE: external "node:module"
const external_node_module_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");
var external_node_module_default = /*#__PURE__*/__nccwpck_require__.n(external_node_module_namespaceObject);
;// CONCATENATED MODULE: ./src/io/compile-cache.ts
/**
 * Keeping Node's compiled code between runs. Node 22.1 and later can write the code it compiles for
 * a module to disk (`module.enableCompileCache`: in os.tmpdir()/node-compile-cache, or where
 * NODE_COMPILE_CACHE says), and a later run of the same bundle reads it back instead of compiling
 * again. The action runs on node24, twice per job (prepare, gate), on self-hosted runners whose
 * temporary directory outlives the job: its 5.6 MB bundle starts about 40 ms sooner (measured in
 * the commit that added this). Node 20 has no such cache, and then nothing happens.
 * NODE_DISABLE_COMPILE_CACHE=1 is Node's own switch to turn it off.
 *
 * Only modules loaded after the call are cached, so an entry calls it first and imports the rest
 * with import() (src/cli-entry.ts, src/action-entry.ts).
 */

/** Turns Node's compile cache on where the running Node has one. A cache it cannot use costs speed only, never the run. */
function keepCompiledCode(host = (external_node_module_default())) {
    try {
        // Node reports a directory it cannot write in its return value, not by throwing; the catch is
        // for a Node that does throw, since a speed-up must never fail the command.
        host.enableCompileCache?.();
    }
    catch {
        // Compiled afresh, as on Node 20.
    }
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** The version `--version` prints; a test keeps it equal to package.json's. */
const VERSION = '0.1.0';


/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(2661);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
