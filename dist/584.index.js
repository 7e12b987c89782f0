export const id = 584;
export const ids = [584];
export const modules = {

/***/ 5754:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ checkReplacesResultsOnly)
/* harmony export */ });
/* harmony import */ var _io_decode_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(128);
/* harmony import */ var _input_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8109);
/* harmony import */ var _ports_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2082);
/**
 * Outputs that hold a result JSON (`parse -o`, `merge -o`, `run -o`, `ab --base-out/--head-out`)
 * replace an existing file only when it is one too, or empty. A rerun writing its results again is
 * the usual case; any other file there was named by mistake, most often by an option that lost its
 * value: `parse -o $OUT a.txt b.txt` with OUT unset reads `-o a.txt`, and wrote b.txt's results
 * over the benchmark output a.txt. Checked before any work.
 */



/** Refuses an output (option, path; undefined: not given) that is an existing file, not empty, and no result JSON. */
async function checkReplacesResultsOnly(outputs, ports) {
    for (const [option, path] of outputs) {
        if (path === undefined || (await ports.fileStat(path).catch(() => undefined))?.type !== 'file')
            continue;
        // One over the input cap is no result bench-gate could read back; one that cannot be read
        // otherwise is left to the write (checkOutputs has asked whether it can be written).
        const bytes = await ports.readFile(path).catch((error) => ((0,_io_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .isTooLargeError */ .Au)(error) ? new Uint8Array([0]) : undefined));
        if (bytes === undefined || bytes.length === 0)
            continue;
        const text = (0,_io_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .decodeInput */ .Ny)(bytes, path);
        if (text.ok && (text.value.trim() === '' || (0,_input_js__WEBPACK_IMPORTED_MODULE_1__/* .detectCandidates */ .yC)(text.value).includes('result')))
            continue;
        // "Remove /dev/stdout first" would break the system, not free the file: say what the name leads to.
        if (DESCRIPTOR.test(path))
            throw new _ports_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`${option} ${path} leads to an existing file that is not a bench-gate result file (redirected to it with >>?): writing the result JSON there would replace that file, not add to it. Redirect to a new or empty file (> FILE), or give ${option} a file name.`);
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e(`${option} ${path} is an existing file that is not a bench-gate result file: writing the result JSON there would replace it. If ${path} was meant as an input, ${option} lost its value (an unset shell variable?); otherwise give another file name, or remove ${path} first.`);
    }
}
/** The name of an open descriptor (/dev/stdout, /dev/fd/3, /proc/self/fd/1): the file it leads to is the shell's redirection. */
const DESCRIPTOR = /^\/(?:dev\/(?:stdout|stderr|fd\/\d+)|proc\/(?:self|\d+)\/fd\/\d+)$/;


/***/ }),

/***/ 9952:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $N: () => (/* binding */ confirmSetting),
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   HT: () => (/* binding */ cliResultsIO),
/* harmony export */   Vz: () => (/* binding */ splitAtDoubleDash),
/* harmony export */   ZZ: () => (/* binding */ parseTimeout),
/* harmony export */   ai: () => (/* binding */ checkResultsPath),
/* harmony export */   hI: () => (/* binding */ checkOutputsBesideResults),
/* harmony export */   nV: () => (/* binding */ formatAge),
/* harmony export */   zq: () => (/* binding */ parseCount)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _io_decode_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(128);
/* harmony import */ var _run_results_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9994);
/* harmony import */ var _file_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1120);
/* harmony import */ var _file_identity_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7317);
/* harmony import */ var _load_inputs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2673);
/* harmony import */ var _ports_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2082);
/**
 * Option values of the commands that run benchmarks or check result files: counts, durations
 * (`30s`, `24h`, `7d`), seeds, and the `-- CMD...` split.
 */







/** A whole number in [min, max]. */
function parseCount(option, value, fallback, min, max) {
    if (value === undefined)
        return fallback;
    const number = Number(value.trim());
    if (!/^\d+$/.test(value.trim()) || number < min || number > max)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(`Invalid value '${value}' for ${option}. Use a whole number from ${min} to ${max}.`);
    return number;
}
const UNITS = { ms: 1, s: 1_000, m: 60_000, min: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };
/** A duration in milliseconds: `500ms`, `30s`, `30m`, `24h`, `7d`, `2w`; a bare number is seconds. */
function parseDuration(option, value) {
    if (value === undefined)
        return undefined;
    const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|min|h|d|w)?$/.exec(value.trim());
    const ms = match === null ? NaN : Number(match[1]) * (UNITS[match[2] ?? 's'] ?? NaN);
    if (!(ms > 0) || !Number.isFinite(ms))
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(`Invalid value '${value}' for ${option}. Use a duration like 90s, 30m, 24h or 7d.`);
    return ms;
}
/** Node's timers hold at most 2^31 − 1 ms (about 24.8 days); a longer one fires at once. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;
/** --timeout: a duration (parseDuration) that a timer can hold. */
function parseTimeout(value) {
    const ms = parseDuration('--timeout', value);
    // Timers count whole milliseconds: 0.001ms would be kept as 1 ms and kill every run at once.
    if (ms !== undefined && ms < 1)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(`--timeout ${value ?? ''} is shorter than a millisecond, the shortest timeout bench-gate can set; give a run's real limit, like 90s or 10m.`);
    if (ms !== undefined && ms > LONGEST_TIMER_MS)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(`--timeout ${value ?? ''} is longer than the longest timeout bench-gate can set (24 days); give at most 24d, or leave --timeout out for none.`);
    return ms;
}
/** "3 h 12 min", "2 d 4 h", "45 s": a duration for messages, two units at most. */
function formatAge(ms) {
    const seconds = Math.round(Math.abs(ms) / 1000);
    const parts = [[Math.floor(seconds / 86_400), 'd'], [Math.floor(seconds / 3600) % 24, 'h'], [Math.floor(seconds / 60) % 60, 'min'], [seconds % 60, 's']];
    const first = parts.findIndex(([n]) => n > 0);
    if (first === -1)
        return '0 s';
    return parts.slice(first, first + 2).filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}`).join(' ');
}
/**
 * Splits `[options] -- CMD...` at the first `--`. Without `--`, every argument is an option or a
 * command word, and a dash-word of the command would be taken for an option: say so if parsing fails.
 */
function splitAtDoubleDash(args) {
    const at = args.indexOf('--');
    return at === -1 ? { options: [...args], command: undefined } : { options: args.slice(0, at), command: args.slice(at + 1) };
}
/**
 * Refuses a --results path that must not be removed before each run: the working directory or one
 * above it, the home directory, a git checkout (a directory holding `.git`), or an existing
 * directory that holds anything but benchmark results (`--results /tmp`, `--results src`): that is
 * not the benchmark's output, and removing it would destroy what is not bench-gate's. A criterion
 * tree, whatever its name (CRITERION_HOME, one group's directory, a symbolic link to it), is kept
 * removable, as is a directory a tool's earlier run filled with its JSON. A device, FIFO or socket
 * (`--results /dev/null`) is not results either, and a path no command can write (through a file,
 * a symbolic link loop) is refused with the reason. Checked before anything runs.
 */
async function checkResultsPath(path, ports) {
    if (path === undefined)
        return;
    if (path.trim() === '')
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e('--results needs a path: the file or directory the command writes its results to.');
    const found = await ports.fileStat(path).catch(async (error) => { throw await (0,_file_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .fileError */ .z)(path, 'write', error, ports, _io_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .BENCHMARK_OUTPUT */ .AX, '--results'); });
    const why = await (0,_run_results_file_js__WEBPACK_IMPORTED_MODULE_2__/* .resultsPathRefusal */ .aH)(path, found, { holdsGit: (dir) => (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_5__/* .pathExists */ .s0)(`${dir}/.git`, ports), firstForeignFile: (dir) => ports.firstForeignFile(dir) }, (0,_run_results_file_js__WEBPACK_IMPORTED_MODULE_2__/* .unsafeResultsPath */ .mE)(path, ports.cwd(), ports.env.HOME));
    if (why !== undefined)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e((0,_run_results_file_js__WEBPACK_IMPORTED_MODULE_2__/* .unsafeResultsMessage */ .yp)(path, '--results', why));
}
/**
 * Refuses an output (`-o`, `--base-out`, ...) that is the --results path or inside it: that path is
 * removed before every run, confirming reruns included, which come after the outputs are written,
 * and the command writes its own results there, so the file bench-gate wrote would be lost.
 * `outputs` pairs an option with its path (undefined: not given); `inputs` (run's --baseline) are
 * refused there too, since the first run would delete them. Checked before anything runs.
 */
async function checkOutputsBesideResults(outputs, results, ports, inputs = []) {
    if (results === undefined)
        return;
    const removed = await (0,_file_identity_js__WEBPACK_IMPORTED_MODULE_4__/* .fileIdentity */ .l6)(results, ports);
    const within = async (path) => {
        const identity = await (0,_file_identity_js__WEBPACK_IMPORTED_MODULE_4__/* .fileIdentity */ .l6)(path, ports);
        return identity === removed ? 'also' : identity.startsWith(removed.endsWith(node_path__WEBPACK_IMPORTED_MODULE_0__.sep) ? removed : `${removed}${node_path__WEBPACK_IMPORTED_MODULE_0__.sep}`) ? 'inside' : undefined;
    };
    for (const [option, path] of inputs) {
        const where = path === undefined ? undefined : await within(path);
        if (where === undefined)
            continue;
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(`${option} ${path} is ${where} the --results path ${results}, which bench-gate removes before every run for the command to write its results there, so the file ${option} names would be deleted. Give --results the path the command writes its results to, apart from ${option}.`);
    }
    for (const [option, path] of outputs) {
        const where = path === undefined ? undefined : await within(path);
        if (where === undefined)
            continue;
        // An example that is not the --results path itself.
        const example = await within(OUTPUT_EXAMPLES[0]) === undefined ? OUTPUT_EXAMPLES[0] : OUTPUT_EXAMPLES[1];
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(`${option} ${path} is ${where} the --results path ${results}, which bench-gate removes before every run (confirming reruns too) for the command to write its results there, so what ${option} writes would be lost. Give ${option} a path outside it, e.g. ${option} ${example}.`);
    }
}
const OUTPUT_EXAMPLES = ['bench-gate-results.json', 'bench-gate-output.json'];
/** The results-file operations (--results) over the CLI's ports: a missing path reads as `missing`. */
function cliResultsIO(ports) {
    const missing = (error) => ['ENOENT', 'ENOTDIR'].includes(String(error.code));
    const reason = (error) => (error instanceof Error ? error.message : String(error));
    return {
        remove: (path) => ports.removePath((0,_run_results_file_js__WEBPACK_IMPORTED_MODULE_2__/* .removalPath */ .uI)(path)),
        read: async (path) => {
            try {
                if (await ports.isDirectory(path))
                    return { kind: 'dir', files: await ports.readJsonTree(path) };
                const text = (0,_io_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .decodeInput */ .Ny)(await ports.readFile(path), path);
                return text.ok ? { kind: 'file', text: text.value } : { kind: 'unreadable', reason: text.error };
            }
            catch (error) {
                return missing(error) ? { kind: 'missing' } : { kind: 'unreadable', reason: reason(error) };
            }
        },
    };
}
/** --confirm / --no-confirm as a setting: on, off, or auto when neither was given. */
function confirmSetting(confirm, noConfirm) {
    if (confirm === true && noConfirm === true)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e('--confirm and --no-confirm contradict each other; pass one.');
    return confirm === true ? 'on' : noConfirm === true ? 'off' : 'auto';
}


/***/ }),

/***/ 2848:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ rewriteSettled)
/* harmony export */ });
/** Rewrites `out` with `settled` when confirming replaced samples of `first` (settledHead gives `first` itself otherwise). */
async function rewriteSettled(settled, first, report, out, ports) {
    if (out === undefined || settled === first)
        return;
    const cleared = (report.confirmation?.regressions ?? []).filter((r) => r.outcome === 'cleared').length;
    const samples = `the rerun's samples of ${cleared} metric${cleared === 1 ? '' : 's'} whose flagged regression it did not reproduce`;
    const kept = (why) => ports.stderr(`bench-gate: warning: ${out} keeps the results measured before the rerun, without ${samples}: ${why}\n`);
    try {
        if (await ports.replaceFile(out, `${JSON.stringify(settled, null, 2)}\n`))
            ports.stderr(`bench-gate: ${out} rewritten with ${samples} (the results the report rests on)\n`);
        else
            kept('it is not a regular file (a pipe or a device), so what was written there has been read already. Give a file name to get the results the report rests on.');
    }
    catch (error) {
        kept(`it could not be replaced (${error instanceof Error ? error.message : String(error)}).`);
    }
}


/***/ }),

/***/ 4611:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IP: () => (/* binding */ confirmWanted),
/* harmony export */   PF: () => (/* binding */ flaggedBenchmarks),
/* harmony export */   Ud: () => (/* binding */ withRerunSamples),
/* harmony export */   wQ: () => (/* binding */ applyConfirmation),
/* harmony export */   wb: () => (/* binding */ settledHead)
/* harmony export */ });
/* unused harmony exports CONFIRM_SETTINGS, describeChange */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6264);
/* harmony import */ var _metric_stats_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(913);
/* harmony import */ var _runner_offset_warning_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1160);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1956);
/**
 * Confirm on rerun, the decision (pure). A regression flagged by the first measurement is
 * re-measured (only the flagged benchmarks; run/confirm.ts does the running), the rerun's samples
 * replace head's for those benchmarks, and the whole comparison runs again against the same
 * baseline (so the machine offset and the multiple-comparison adjustment see the whole suite, as
 * the first time). A flagged regression then
 *   - reproduces: it stays a regression, with the note "confirmed on rerun: +11.8% [...]";
 *   - does not: its row becomes the rerun's (not gating), with the note "flagged as a regression
 *     (+12.0% [...]) but not reproduced on rerun (+0.4% [...])";
 *   - was not measured by the rerun (not reported, failed, skipped, no value of the unit), or not
 *     judged on it (too few samples, a value nothing can compare): the first result stands, with a note saying so.
 */




const CONFIRM_SETTINGS = (/* unused pure expression or super */ null && (['auto', 'on', 'off']));
/**
 * Whether to rerun `regressions`: `on` always, `off` never, `auto` in cached mode (a baseline from
 * another job) and when a flagged metric has one sample per side (one number per run).
 */
function confirmWanted(setting, mode, regressions) {
    if (regressions.length === 0 || setting === 'off')
        return false;
    return setting === 'on' || mode === 'cached' || regressions.some((c) => c.n[0] <= 1 && c.n[1] <= 1);
}
/** The benchmarks of `head` behind the flagged comparisons, once each, in report order. */
function flaggedBenchmarks(head, regressions) {
    const keys = new Set(regressions.map((c) => c.key));
    return head.benchmarks.filter((b) => keys.has(b.key));
}
/** `head` with the benchmarks named by `keys` replaced by the rerun's (those the rerun reported). */
function withRerunSamples(head, rerun, keys) {
    const fresh = new Map(rerun.benchmarks.filter((b) => keys.has(b.key)).map((b) => [b.key, b]));
    return { ...head, benchmarks: head.benchmarks.map((b) => fresh.get(b.key) ?? b) };
}
/**
 * The results a confirmed report rests on: `head`, with the rerun's samples for each metric whose
 * flagged regression the rerun did not reproduce (its row is the rerun's). A confirmed regression,
 * one the rerun did not report, and every metric not flagged keep the first run's, as their rows
 * do. What a trusted run saves as the next baseline: the first samples of a cleared regression are
 * most likely a bad run's, and saved they would be the baseline of every later comparison.
 * It then names both measurements in its sources and holds the diagnostics of both, head's first
 * (`rerun` is a set of its own: run/confirm.ts), as a merged set keeps its inputs'
 * (run-context.ts combineRuns, `bench-gate merge`): a warning about the rerun's output (a criterion
 * tree's missing file, a line it could not read) is about samples the file holds.
 * Note: not the two runs pooled: a bad run's samples beside a good run's make one bimodal sample
 * that matches neither, nor the report's row.
 */
function settledHead(head, rerun, report) {
    const cleared = new Set((report.confirmation?.regressions ?? []).filter((r) => r.outcome === 'cleared').map(rowId));
    if (cleared.size === 0)
        return head;
    const fresh = new Map(rerun.benchmarks.map((b) => [b.key, b]));
    const benchmarks = head.benchmarks.map((b) => {
        const again = fresh.get(b.key);
        if (again === undefined)
            return b;
        const metrics = b.metrics.map((m) => (cleared.has(rowId({ key: b.key, unit: m.unit })) ? again.metrics.find((x) => x.unit === m.unit) ?? m : m));
        return metrics.every((m, i) => m === b.metrics[i]) ? b : { ...b, metrics };
    });
    return {
        ...head,
        context: { ...head.context, sources: [...head.context.sources, ...rerun.context.sources] },
        benchmarks,
        diagnostics: onceEach([...head.diagnostics, ...rerun.diagnostics]),
    };
}
/**
 * `diagnostics` in order, each once (same severity, source, line and message): run/confirm.ts gives
 * the rerun only the reruns' own, but a rerun set made from head (`{ ...head, benchmarks }`, as
 * withRerunSamples makes the set it compares) carries head's, which must not be listed twice. Those
 * of different runs differ in their source ("CMD #2", "confirm: CMD #1"), and all of them are kept.
 */
function onceEach(diagnostics) {
    const seen = new Set();
    return diagnostics.filter((d) => {
        const id = JSON.stringify([d.severity, d.source, d.line, d.message]);
        if (seen.has(id))
            return false;
        seen.add(id);
        return true;
    });
}
/** "+12.0% [+9.1%, +15.2%]": a change with its confidence interval. */
function describeChange(c) {
    if (c.ratio === null)
        return 'no estimate';
    // From zero (an exact metric, 0 -> 176 B) a percentage is infinite: the values say it.
    if (!Number.isFinite(c.ratio))
        return (0,_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .changeOf */ .C2)(c);
    const ci = c.ci === null || !c.ci.every(Number.isFinite) ? '' : ` [${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPercent */ .l9)(c.ci[0] - 1, 1)}, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPercent */ .l9)(c.ci[1] - 1, 1)}]`;
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPercent */ .l9)(c.ratio - 1, 1)}${ci}`;
}
const rowId = (c) => `${c.key}\u0000${c.unit}`;
/** Rerun statuses that measured nothing for the row, with what the warning says of each. */
const NOT_MEASURED = new Map([
    ['failed', 'failed'], ['skipped', 'was skipped'], ['removed', 'gave no value of this unit'], ['new', 'gave no value of this unit'],
]);
/** The final report: flagged rows confirmed, cleared or left standing, counts and verdict redone. */
function applyConfirmation(input) {
    const flagged = new Set(input.flagged.map(rowId));
    const rerunRows = new Map(input.rerun.comparisons.map((c) => [rowId(c), c]));
    const outcomes = [];
    const comparisons = input.first.comparisons.map((c) => {
        if (!flagged.has(rowId(c)))
            return c;
        const again = input.rerunKeys.has(c.key) ? rerunRows.get(rowId(c)) : undefined;
        const first = { ratio: c.ratio, ci: c.ci };
        if (again === undefined) {
            outcomes.push({ key: c.key, unit: c.unit, first, rerun: null, outcome: 'unavailable' });
            return { ...c, warnings: [...c.warnings, `flagged as a regression (${describeChange(c)}); the rerun did not report this benchmark, so the first result stands`] };
        }
        // A rerun that measured nothing for the row (the benchmark failed or skipped, b.Skip with exit 0,
        // or printed no value of this unit) does not clear it: "not reproduced" needs a measurement.
        if (NOT_MEASURED.has(again.status)) {
            outcomes.push({ key: c.key, unit: c.unit, first, rerun: { status: again.status, ratio: again.ratio, ci: again.ci }, outcome: 'unavailable' });
            return { ...c, warnings: [...c.warnings, `flagged as a regression (${describeChange(c)}); on the rerun this benchmark ${NOT_MEASURED.get(again.status) ?? 'gave no value'}, so the first result stands`] };
        }
        // The rerun runs as many times as the first run, so a head side too small to test means samples
        // were lost (skips, runs that printed nothing): inconclusive for want of samples is not "not
        // reproduced". Too small: below the test's minimum or min-samples, or tested (it has a p) and
        // still inconclusive, which compare gives a tested row only when its sizes cannot reach
        // significance among the suite's comparisons (4 of 10 samples in a suite of 100). An
        // inconclusive rerun with its samples (not significant) still clears.
        const rerunN = again.n[1];
        const tooFew = rerunN < Math.max(_metric_stats_js__WEBPACK_IMPORTED_MODULE_0__/* .MIN_SAMPLES */ .Pu, input.policy?.minSamples ?? 0) || again.pWorse !== null;
        if (again.status === 'inconclusive' && rerunN < c.n[1] && tooFew) {
            outcomes.push({ key: c.key, unit: c.unit, first, rerun: { status: again.status, ratio: again.ratio, ci: again.ci }, outcome: 'unavailable' });
            return { ...c, warnings: [...c.warnings, `flagged as a regression (${describeChange(c)}); the rerun gave only ${rerunN} of its ${c.n[1]} samples, too few to test, so the first result stands`] };
        }
        // Nor does a rerun row that nothing judged, no test and no threshold (pWorse null): a one-number
        // metric whose rerun printed 0 ops/s, which neither the history test (no logarithm) nor
        // single-sample-fallback (no ratio above 0) compares, cleared a -50% regression with a -100% rerun.
        if (again.status === 'inconclusive' && again.pWorse === null) {
            outcomes.push({ key: c.key, unit: c.unit, first, rerun: { status: again.status, ratio: again.ratio, ci: again.ci }, outcome: 'unavailable' });
            return { ...c, warnings: [...c.warnings, `flagged as a regression (${describeChange(c)}); the rerun's result could not be judged (${describeChange(again)}), so the first result stands`] };
        }
        const rerun = { status: again.status, ratio: again.ratio, ci: again.ci };
        if (again.status === 'regression') {
            outcomes.push({ key: c.key, unit: c.unit, first, rerun, outcome: 'confirmed' });
            return { ...c, warnings: [...c.warnings, `confirmed on rerun: ${describeChange(again)}`] };
        }
        outcomes.push({ key: c.key, unit: c.unit, first, rerun, outcome: 'cleared' });
        return { ...again, warnings: [...again.warnings, `flagged as a regression (${describeChange(c)}) but not reproduced on rerun (${describeChange(again)})`] };
    });
    const count = (o) => outcomes.filter((x) => x.outcome === o).length;
    const parts = [`${count('confirmed')} confirmed`, `${count('cleared')} not reproduced`, ...(count('unavailable') > 0 ? [`${count('unavailable')} not measured by the rerun`] : [])];
    const shown = input.command.length > 80 ? `${input.command.slice(0, 79)}…` : input.command;
    const summary = `confirm on rerun: ${outcomes.length} flagged regression${outcomes.length === 1 ? '' : 's'} re-measured (${input.runs} run${input.runs === 1 ? '' : 's'} of \`${shown}\`): ${parts.join(', ')}`;
    // The suite-wide numbers (geomeans, machine offset) are the rerun's: the final measurement.
    const { geomeans, geomeansNotComputed, machineOffset } = input.rerun;
    const { geomeansNotComputed: _first, ...first } = input.first;
    return {
        ...first,
        geomeans,
        ...(geomeansNotComputed === undefined ? {} : { geomeansNotComputed }),
        ...(machineOffset === undefined ? {} : { machineOffset }),
        comparisons,
        summary: (0,_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .countStatuses */ .ip)(comparisons),
        verdict: (0,_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .gateVerdict */ .lr)(comparisons, input.policy),
        // The offset's warning goes with the offset: the rerun's, so the report, the settings line and the
        // action's annotation give one figure (the first run's said 4.9% beside a corrected 5.2%).
        warnings: [...(machineOffset === undefined ? input.first.warnings
                : [...input.first.warnings.filter((w) => !(0,_runner_offset_warning_js__WEBPACK_IMPORTED_MODULE_3__/* .isRunnerOffsetWarning */ .C)(w)), ...input.rerun.warnings.filter(_runner_offset_warning_js__WEBPACK_IMPORTED_MODULE_3__/* .isRunnerOffsetWarning */ .C)]), summary],
        confirmation: { command: input.command, runs: input.runs, regressions: outcomes },
    };
}


/***/ }),

/***/ 4995:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O6: () => (/* binding */ bashCommand),
/* harmony export */   XW: () => (/* binding */ quoteWord),
/* harmony export */   tk: () => (/* binding */ shortDisplay),
/* harmony export */   xl: () => (/* binding */ commandFromWords)
/* harmony export */ });
/* unused harmony exports ACTION_BASH_OPTIONS, actionBashCommand */
/**
 * How a benchmark command is started. On the command line, several words are run directly (no
 * shell, no quoting surprises); one string with spaces or shell syntax, or --shell, goes through
 * `bash -eo pipefail -c`, as GitHub's own `shell: bash` steps run. The action's `run` and `build`
 * inputs go through `bash -euo pipefail -c` wherever they run (the composite's step, the engine
 * alone, A/B rounds, reruns), so one command behaves the same in every mode.
 */
const SHELL_SYNTAX = /[\s|&;<>()$`\\"'*?[\]#~{}]/;
/** Runs `script` with bash; errexit and pipefail so `go test ... | tee out.txt` fails when go does. */
function bashCommand(script) {
    return { argv: ['bash', '-eo', 'pipefail', '-c', script], display: script };
}
/** bash's options for the action's `run` and `build` inputs: those of the run step in action.yml. */
const ACTION_BASH_OPTIONS = (/* unused pure expression or super */ null && (['-euo', 'pipefail']));
/** Runs an action input's `script` as action.yml's run step does (nounset too: a typo'd variable fails). */
function actionBashCommand(script) {
    return { argv: ['bash', ...ACTION_BASH_OPTIONS, '-c', script], display: script };
}
/** The command for `run -- WORDS...`: bash for --shell or a single string that needs a shell. */
function commandFromWords(words, shell) {
    const [only] = words;
    if (shell || (words.length === 1 && only !== undefined && SHELL_SYNTAX.test(only)))
        return bashCommand(words.join(' '));
    return { argv: [...words], display: words.map(quoteWord).join(' ') };
}
/** A word as a POSIX shell would need it written (for display only). */
function quoteWord(word) {
    return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}
/** A command shortened for labels: its first line, at most 60 characters. */
function shortDisplay(spec) {
    const line = spec.display.split('\n', 1)[0] ?? '';
    return line.length > 60 || line !== spec.display ? `${line.slice(0, 59)}…` : line;
}


/***/ }),

/***/ 6529:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  j: () => (/* binding */ confirmRegressions)
});

// EXTERNAL MODULE: ./src/compare/confirm.ts
var compare_confirm = __webpack_require__(4611);
// EXTERNAL MODULE: ./src/merge.ts
var src_merge = __webpack_require__(9107);
// EXTERNAL MODULE: ./src/run/command-line.ts
var command_line = __webpack_require__(4995);
;// CONCATENATED MODULE: ./src/run/confirm-plan.ts

/** Escapes a literal for a Go / Rust (RE2-like) regular expression. */
function escapeRegex(text) {
    return text.replace(/[\\.+*?()|[\]{}^$]/g, '\\$&');
}
/** An anchored alternation of literals: `^(a|b)$`. */
function anyOf(names) {
    return `^(${[...new Set(names)].map(escapeRegex).join('|')})$`;
}
/** Go's -bench regex for the flagged benchmarks: one anchored alternation per '/' level. */
function goBenchRegex(flagged) {
    const depth = Math.max(...flagged.map((b) => 1 + b.parts.sub.length));
    const levels = [];
    for (let level = 0; level < depth; level++) {
        const names = flagged.flatMap((b) => {
            const part = level === 0 ? b.parts.base : b.parts.sub[level - 1];
            return part === undefined ? [] : [part];
        });
        levels.push(anyOf(names));
    }
    return levels.join('/');
}
const GO_TOOLS = new Set(['go', 'go-json']);
const LIBTEST_TOOLS = new Set(['libtest', 'libtest-json']);
const CRITERION_TOOLS = new Set(['criterion', 'cargo-criterion', 'criterion-text']);
/** The -bench flag in a shell script: `-bench=X`, `-bench X`, `-test.bench=X`, `--bench X` (not -benchmem/-benchtime). */
const GO_FLAG_IN_SCRIPT = /(^|[\s;|&(])(--?(?:test\.)?bench)(?:=|\s+)('[^']*'|"[^"]*"|[^\s;|&)]+)/g;
const GO_FLAG_WORD = /^(--?(?:test\.)?bench)(=.*)?$/;
/** A script that is one plain `cargo bench ...` command, with nothing after it that appending could break. */
const PLAIN_CARGO_BENCH = /^\s*cargo\s+(?:\+\S+\s+)?bench(?:\s[^|;&<>()`$\n]*)?$/;
/** Plans the rerun of `flagged` (head's benchmarks) with `command`, which produced `tool` output. */
function planConfirm(tool, command, flagged) {
    const regex = goBenchRegex(flagged);
    const env = { BENCH_GATE_CONFIRM: '1', BENCH_GATE_FILTER: regex, BENCH_GATE_BENCHMARKS: flagged.map((b) => b.name).join('\n') };
    const whole = (why) => ({ command, filtered: false, how: `the whole command (${why})`, env });
    if (flagged.length === 0)
        return whole('nothing flagged');
    if (GO_TOOLS.has(tool)) {
        const rewritten = rewriteGoFilter(command, regex);
        return rewritten === undefined ? whole('no -bench flag in the command') : { command: rewritten, filtered: true, how: `-bench ${(0,command_line/* quoteWord */.XW)(regex)}`, env };
    }
    const cargoArgs = cargoFilter(tool, flagged);
    if (cargoArgs !== undefined) {
        const appended = appendCargoArgs(command, cargoArgs);
        if (appended !== undefined)
            return { command: appended, filtered: true, how: `cargo bench -- ${cargoArgs.map(command_line/* quoteWord */.XW).join(' ')}`, env };
        return whole('not one plain `cargo bench` command to add a filter to');
    }
    return whole(`${tool} output has no filter bench-gate knows`);
}
function rewriteGoFilter(command, regex) {
    const script = scriptOf(command);
    if (script !== undefined) {
        let found = false;
        const text = script.replace(GO_FLAG_IN_SCRIPT, (_all, before, flag) => {
            found = true;
            return `${before}${flag}=${(0,command_line/* quoteWord */.XW)(regex)}`;
        });
        return found ? withScript(command, text) : undefined;
    }
    const argv = [...command.argv];
    let found = false;
    for (let i = 0; i < argv.length; i++) {
        const match = GO_FLAG_WORD.exec(argv[i] ?? '');
        if (match === null)
            continue;
        found = true;
        if (match[2] !== undefined)
            argv[i] = `${match[1] ?? '-bench'}=${regex}`;
        else if (i + 1 < argv.length)
            argv[++i] = regex;
    }
    return found ? { argv, display: argv.map(command_line/* quoteWord */.XW).join(' ') } : undefined;
}
/** The filter arguments for the binary behind `cargo bench`, or undefined for tools that are not cargo's. */
function cargoFilter(tool, flagged) {
    if (LIBTEST_TOOLS.has(tool))
        return [...new Set(flagged.map((b) => b.name)), '--exact'];
    if (CRITERION_TOOLS.has(tool))
        return [anyOf(flagged.map((b) => b.name))];
    if (tool === 'divan')
        return [...new Set(flagged.map((b) => escapeRegex(b.parts.base)))];
    return undefined;
}
function appendCargoArgs(command, args) {
    const script = scriptOf(command);
    if (script !== undefined) {
        if (!PLAIN_CARGO_BENCH.test(script))
            return undefined;
        const hasSeparator = /\s--(\s|$)/.test(script);
        return withScript(command, `${script.trimEnd()}${hasSeparator ? '' : ' --'} ${args.map(command_line/* quoteWord */.XW).join(' ')}`);
    }
    const [program, ...rest] = command.argv;
    if (program !== 'cargo' || !rest.some((w) => w === 'bench'))
        return undefined;
    const argv = [...command.argv, ...(command.argv.includes('--') ? [] : ['--']), ...args];
    return { argv, display: argv.map(command_line/* quoteWord */.XW).join(' ') };
}
/** The script of a command run through bash (`bash [flags] -c SCRIPT`), or undefined for a direct argv. */
function scriptOf(command) {
    const { argv } = command;
    return argv[0] === 'bash' && argv.length >= 3 && argv[argv.length - 2] === '-c' ? argv[argv.length - 1] : undefined;
}
/** The same bash command with another script. */
function withScript(command, script) {
    return { argv: [...command.argv.slice(0, -1), script], display: script };
}

// EXTERNAL MODULE: ./src/run/series.ts + 2 modules
var run_series = __webpack_require__(3793);
// EXTERNAL MODULE: ./src/run/run-context.ts
var run_context = __webpack_require__(8094);
// EXTERNAL MODULE: ./src/run/merge-warning-lines.ts
var merge_warning_lines = __webpack_require__(286);
// EXTERNAL MODULE: ./src/run/round-warnings.ts
var round_warnings = __webpack_require__(6803);
// EXTERNAL MODULE: ./src/run/series-gaps.ts
var series_gaps = __webpack_require__(2296);
;// CONCATENATED MODULE: ./src/run/confirm.ts
/**
 * Confirm on rerun, the running (IO): re-measures the flagged regressions with the planned
 * (filtered) command, compares again against the same baseline, and applies the outcome
 * (compare/confirm.ts). Used by `bench-gate run --baseline`, `bench-gate ab --confirm` and the
 * action's gate. A rerun that fails leaves the first results standing, with a warning: confirming
 * can clear a regression, never hide one.
 */









async function confirmRegressions(request, ports) {
    const { first, head, regressions } = request;
    const flagged = (0,compare_confirm/* flaggedBenchmarks */.PF)(head, regressions);
    const plan = planConfirm(head.context.tool, request.command, flagged);
    const count = `${regressions.length} regression${regressions.length === 1 ? '' : 's'}`;
    ports.stderr(`bench-gate: ${count} flagged; confirming on rerun (${request.runs} run${request.runs === 1 ? '' : 's'}, ${plan.how}): ${plan.command.display}\n`);
    const steps = Array.from({ length: request.runs }, (_, i) => ({
        side: 'confirm', command: plan.command, index: i + 1, label: `confirm ${i + 1}/${request.runs}`,
        env: { ...plan.env, BENCH_GATE_RUN: String(i + 1), BENCH_GATE_RUNS: String(request.runs) },
        ...(request.cwd === undefined ? {} : { cwd: request.cwd }),
        ...(request.results === undefined ? {} : { results: request.results }),
    }));
    const series = await (0,run_series/* runSeries */.$)(steps, request.series, ports);
    const display = (0,command_line/* shortDisplay */.tk)(plan.command);
    if (series.failure !== undefined) {
        ports.stderr(`bench-gate: warning: the confirming rerun failed, so the first results stand: ${series.failure}\n`);
        return { head, report: { ...first, warnings: [...first.warnings, `confirm on rerun failed (\`${display}\`), so the ${count} stand${regressions.length === 1 ? 's' : ''} unconfirmed: ${series.failure.split('\n', 1)[0] ?? ''}`] } };
    }
    const reruns = series.runs.get('confirm') ?? [];
    const merge = { sources: reruns.map((_, i) => `confirming run ${i + 1}`), diagnostics: [] };
    const benchmarks = (0,src_merge/* mergeBenchmarks */.r)(reruns.map((s) => s.benchmarks), merge);
    // Only the flagged benchmarks' rerun samples are used: a gap elsewhere (a filter that could not
    // single them out) changes nothing. One absent from every rerun is no gap: applyConfirmation says
    // the rerun did not report it.
    const flaggedKeys = new Set(flagged.map((b) => b.key));
    const rerunFlagged = reruns.map((s) => s.benchmarks.filter((b) => flaggedKeys.has(b.key)));
    const gaps = (0,series_gaps/* seriesGapsNote */.jT)((0,series_gaps/* findSeriesGaps */.My)(rerunFlagged), {
        runs: reruns.length, benchmarks: new Set(rerunFlagged.flat().map((b) => b.key)).size, source: `${display} (confirm on rerun)`,
    });
    if (gaps !== undefined)
        merge.diagnostics.push(gaps);
    // The rerun as a series' result set (combineRuns' way): one source for its runs, their diagnostics,
    // then what merging them said. settledHead adds both to head's when it takes samples from here.
    const rerun = {
        ...head, benchmarks,
        context: { ...head.context, sources: [(0,run_context/* seriesSource */.Bg)(`${display}, confirm on rerun`, reruns.length)] },
        diagnostics: [...reruns.flatMap((s) => s.diagnostics), ...merge.diagnostics],
    };
    // What the merge could not keep, and what some reruns lacked, is said as run says it: the verdict rests on these samples.
    for (const d of merge.diagnostics)
        if (d.severity === 'warning')
            ports.stderr(`bench-gate: warning: confirm on rerun: ${d.message}\n`);
    // What each rerun said of its output as a whole (a criterion tree's missing benchmark.json) was
    // printed as it ended; the report says it too, as A/B does of its rounds' (round-warnings.ts).
    const warnings = [
        ...(0,round_warnings/* fileWarningLines */.A)('confirm on rerun', (0,round_warnings/* seriesFileWarnings */.Z)(reruns, 'run'), 'the reruns\'', request.log),
        ...(0,merge_warning_lines/* mergeWarningLines */.cH)('confirm on rerun', merge.diagnostics, (0,merge_warning_lines/* moreWarnings */.Hj)('merging the reruns', 'printed as the rerun ended')),
    ];
    // A Set of the rerun's keys: a whole-command rerun of a 10k suite would make a scan per flagged key quadratic.
    const rerunKeys = new Set(rerun.benchmarks.map((b) => b.key));
    const keys = new Set(flagged.map((b) => b.key).filter((key) => rerunKeys.has(key)));
    const confirmed = (0,compare_confirm/* applyConfirmation */.wQ)({
        first, rerun: request.compare((0,compare_confirm/* withRerunSamples */.Ud)(head, rerun, keys)), rerunKeys: keys, flagged: regressions,
        command: plan.command.display, runs: request.runs, ...(request.policy === undefined ? {} : { policy: request.policy }),
    });
    const report = (0,merge_warning_lines/* withWarnings */.oV)(confirmed, warnings);
    const outcomes = report.confirmation?.regressions ?? [];
    const tally = (outcome) => outcomes.filter((o) => o.outcome === outcome).length;
    ports.stderr(`bench-gate: confirm on rerun: ${tally('confirmed')} confirmed, ${tally('cleared')} not reproduced${tally('unavailable') > 0 ? `, ${tally('unavailable')} not measured by the rerun` : ''}\n`);
    return { report, head: (0,compare_confirm/* settledHead */.wb)(head, rerun, report) };
}


/***/ }),

/***/ 71:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ic: () => (/* binding */ describeFailure),
/* harmony export */   ci: () => (/* binding */ outputTail)
/* harmony export */ });
/* unused harmony exports TAIL_LINES, lastLines */
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6358);
/**
 * Messages for a command that did not succeed: what happened (exit code, signal, timeout), on
 * which run, and the end of what it printed to stderr, so the cause is in the message itself.
 */

const TAIL_LINES = 20;
/** The last `count` non-empty-at-the-end lines of `text`. */
function lastLines(text, count = TAIL_LINES) {
    const lines = text.replace(/\s+$/, '').split(/\r\n|\n|\r/);
    return lines.length === 1 && lines[0] === '' ? [] : lines.slice(-count);
}
/**
 * The tail of what the command printed, indented, with a heading: the stderr tail, or stdout's when
 * stderr is empty. `joined` (both streams in the order they arrived, merged-output.ts) is taken
 * instead when both streams printed: the cause is often on stdout behind a wrapper's last word on
 * stderr (cargo bench prints a libtest panic on stdout, then only "error: bench failed" on stderr),
 * and a stderr-only tail would hide it.
 */
function outputTail(outcome, joined) {
    const fromStderr = lastLines(outcome.stderr);
    const fromStdout = lastLines(outcome.stdout);
    const both = joined !== undefined && fromStderr.length > 0 && fromStdout.length > 0;
    const lines = both ? lastLines(joined) : fromStderr.length > 0 ? fromStderr : fromStdout;
    if (lines.length === 0)
        return ' It printed nothing.';
    const which = both ? 'output (stdout and stderr)' : fromStderr.length > 0 ? 'stderr' : 'output (its stderr was empty)';
    const heading = lines.length === 1 ? `The last line of its ${which}:` : `The last ${lines.length} lines of its ${which}:`;
    return `\n${heading}\n${lines.map((l) => `    ${l}`).join('\n')}`;
}
/**
 * Why a finished process counts as failed, or undefined when it exited 0. `what` names the
 * command and the run: "`./bench.sh` (run 3/5)"; `joined` is its output as outputTail takes it.
 */
function describeFailure(what, outcome, timeoutText, joined) {
    const after = `after ${(0,_progress_js__WEBPACK_IMPORTED_MODULE_0__/* .formatElapsed */ .C7)(outcome.durationSeconds)}`;
    const end = outcome.end;
    switch (end.kind) {
        case 'exited':
            return end.code === 0 ? undefined : `${what} failed with exit code ${end.code} ${after}.${outputTail(outcome, joined)}`;
        case 'signalled':
            return `${what} was killed by ${end.signal} ${after}.${outputTail(outcome, joined)}`;
        case 'timed-out':
            return `${what} ran longer than --timeout ${timeoutText ?? ''} and was stopped. Raise --timeout if it needs longer.${outputTail(outcome, joined)}`;
        case 'not-started':
            return `${what} could not be started: ${end.message}. Check that the program exists and is executable (relative paths start at the working directory), or pass the command as one string to run it through bash.`;
    }
}


/***/ }),

/***/ 286:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hj: () => (/* binding */ moreWarnings),
/* harmony export */   cH: () => (/* binding */ mergeWarningLines),
/* harmony export */   oV: () => (/* binding */ withWarnings)
/* harmony export */ });
/* unused harmony exports QUOTED_WARNINGS, QUOTED_LENGTH */
/* harmony import */ var _report_markdown_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9717);

/** How many warnings of one merge the report quotes; the rest are counted. */
const QUOTED_WARNINGS = 5;
/**
 * How long one quoted warning may be, in code points: a gap note names up to five benchmarks, and a
 * name can be 100,000 characters. Cut in the middle, so its start and its advice remain.
 */
const QUOTED_LENGTH = 1_000;
/** `${prefix}: message` for the first few distinct warnings, then `more(n)` for the n left out. */
function mergeWarningLines(prefix, notes, more) {
    const distinct = [...new Set(notes.filter((d) => d.severity === 'warning').map((d) => oneLine(d.message)))];
    const quoted = distinct.slice(0, QUOTED_WARNINGS).map((message) => `${prefix}: ${(0,_report_markdown_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .elideMiddle */ .xI)(message, QUOTED_LENGTH)}`);
    const rest = distinct.length - quoted.length;
    return rest === 0 ? quoted : [...quoted, `${prefix}: ${more(rest)}`];
}
/**
 * mergeWarningLines' count of the warnings it left out, which came `from` a series' merge or output
 * ("merging its rounds") and were all printed `log` ("on stderr"): "and 3 more warnings from ...".
 */
function moreWarnings(from, log) {
    return (rest) => `and ${rest} more warning${rest === 1 ? '' : 's'} from ${from}, all of them ${log}`;
}
/** `report` with `lines` after its own warnings; `report` itself when there are none. */
function withWarnings(report, lines) {
    return lines.length === 0 ? report : { ...report, warnings: [...report.warnings, ...lines] };
}
/** A report's warning is one line: in markdown a line break would end its block, in text its line. */
const oneLine = (text) => text.replaceAll(/\s*[\r\n]+\s*/g, ' ').trim();


/***/ }),

/***/ 6358:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C7: () => (/* binding */ formatElapsed),
/* harmony export */   Py: () => (/* binding */ ProgressReporter),
/* harmony export */   oz: () => (/* binding */ progressLine)
/* harmony export */ });
/* unused harmony export formatEstimate */
/** "0.4 s", "12.3 s", "2 min 5 s", "1 h 2 min": seconds with one decimal below a minute. */
function formatElapsed(seconds) {
    return seconds < 59.95 ? `${seconds.toFixed(1)} s` : formatLong(seconds);
}
/** Like formatElapsed, rounded to whole seconds: an estimate has no tenths. */
function formatEstimate(seconds) {
    if (seconds < 0.5)
        return '< 1 s';
    return seconds < 59.5 ? `${Math.round(seconds)} s` : formatLong(seconds);
}
function formatLong(seconds) {
    const whole = Math.round(seconds);
    if (whole < 3600)
        return `${Math.floor(whole / 60)} min ${whole % 60} s`;
    return `${Math.floor(whole / 3600)} h ${Math.floor((whole % 3600) / 60)} min`;
}
/**
 * The progress line before step `done + 1` of `total`: the ETA extrapolates the mean time of the
 * `done` steps finished so far (none before the first).
 */
function progressLine(label, done, total, elapsedSeconds) {
    if (done === 0)
        return label;
    const eta = (elapsedSeconds / done) * (total - done);
    return `${label}, ${formatElapsed(elapsedSeconds)} elapsed, ETA ${formatEstimate(eta)}`;
}
/** Writes progress lines to stderr: redrawn in place only when quiet on a terminal. */
class ProgressReporter {
    ports;
    redraw;
    open = false;
    constructor(ports, quiet) {
        this.ports = ports;
        this.redraw = quiet && ports.stderrIsTTY;
    }
    /** Shows the state before a step. */
    step(line) {
        if (this.redraw) {
            this.ports.stderr(`\r\x1b[K${line}`);
            this.open = true;
        }
        else {
            this.ports.stderr(`bench-gate: ${line}\n`);
        }
    }
    /** A final or interrupting line; ends a redrawn line first. */
    line(text) {
        this.note(`bench-gate: ${text}\n`);
    }
    /** Other text for stderr (a parse warning): clears a redrawn line first so they do not mix. */
    note(text) {
        if (this.open)
            this.ports.stderr('\r\x1b[K');
        this.open = false;
        this.ports.stderr(text);
    }
}


/***/ }),

/***/ 9994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PA: () => (/* binding */ missingResults),
/* harmony export */   aH: () => (/* binding */ resultsPathRefusal),
/* harmony export */   hU: () => (/* binding */ resultsPathIn),
/* harmony export */   mE: () => (/* binding */ unsafeResultsPath),
/* harmony export */   uI: () => (/* binding */ removalPath),
/* harmony export */   yp: () => (/* binding */ unsafeResultsMessage)
/* harmony export */ });
/* unused harmony exports protectedDirectory, SPECIAL_FILE_REASON */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Results files (`run --results PATH`, `ab --results PATH`, the action's `output-file` when the
 * engine runs the command): a command that writes its results to a file or directory (hyperfine
 * --export-json, criterion's target/criterion, a custom JSON) instead of printing them. The path
 * is removed before every run, so a file left by an earlier run (or an earlier job on a
 * self-hosted runner) is never read, and read after the run; a run that did not write it fails.
 * Since it is removed, a path whose removal would take more than old results with it (the
 * directory bench-gate runs in, one above it, the home directory) is refused before anything runs.
 */

/** The path a side's results file has: relative paths are taken from the tree the side runs in. */
function resultsPathIn(path, treeRoot) {
    if (treeRoot === undefined || path.startsWith('/'))
        return path;
    return `${treeRoot.replace(/\/+$/, '')}/${path.replace(/^\.\//, '')}`;
}
/**
 * Whether `path` (relative to `cwd`) names a directory bench-gate must never take for its own, and
 * which: `cwd` itself, a directory above it (a filesystem root included), the home directory or one
 * above it; `target` is the path resolved. undefined for any other path. Shared by results paths
 * (removed before every run) and the action's artifact-path (written into, then uploaded). Pure:
 * `cwd` and `home` are given.
 */
function protectedDirectory(path, cwd, home) {
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd, path);
    // True when `dir` is the target or inside it.
    const holds = (dir) => dir === target || dir.startsWith(target.endsWith(node_path__WEBPACK_IMPORTED_MODULE_0__.sep) ? target : `${target}${node_path__WEBPACK_IMPORTED_MODULE_0__.sep}`);
    if (holds((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd)))
        return { is: target === (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd) ? 'cwd' : 'above-cwd', target };
    if (home !== undefined && home !== '' && holds((0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(home)))
        return { is: target === (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(home) ? 'home' : 'above-home', target };
    return undefined;
}
/**
 * Why removing `path` (relative to `cwd`) before every run would destroy more than old results,
 * or undefined when it does not: it is `cwd` itself or a directory above it, or the home directory
 * or one above that (protectedDirectory). Pure: `cwd` and `home` are given.
 */
function unsafeResultsPath(path, cwd, home) {
    switch (protectedDirectory(path, cwd, home)?.is) {
        case undefined: return undefined;
        case 'cwd': return 'is the directory bench-gate runs in';
        case 'above-cwd': return 'is a directory above the one bench-gate runs in';
        case 'home':
        case 'above-home': return 'is your home directory or a directory above it';
    }
}
/**
 * Why an existing directory must not be removed as a results path: it holds `file` (relative to
 * it), which is not a benchmark result (io/results-tree.ts says which files are).
 */
function foreignContentReason(file) {
    return `is an existing directory that holds ${file}, which is not a benchmark result (only a tree of results is removed: criterion's JSON, CSV, SVG and HTML, or a tool's JSON or CSV exports)`;
}
/** Why a device, FIFO or socket (`--results /dev/null`, `output-file: /dev/null`) is not a results path. */
const SPECIAL_FILE_REASON = 'is a device, FIFO or socket, not a file the command writes';
/**
 * Why an existing results path must not be removed before a run, shared by the CLI's --results and
 * the action's output-file, or undefined when it may: a device, FIFO or socket (`found`, what
 * fileStat says is there, following links); then `unsafe` when the caller found the path itself
 * unsafe (unsafeResultsPath); then a git checkout, or a directory holding anything but benchmark
 * results. Removing any of them would destroy what is not the benchmark's output.
 */
async function resultsPathRefusal(path, found, checks, unsafe) {
    if (found?.type === 'other')
        return SPECIAL_FILE_REASON;
    if (unsafe !== undefined)
        return unsafe;
    if (await checks.holdsGit(path))
        return 'is a git checkout (it holds .git)';
    const foreign = await checks.firstForeignFile(path);
    return foreign === undefined ? undefined : foreignContentReason(foreign);
}
/**
 * The path as removal needs it: `target/criterion/.` names the directory, but removing a path that
 * ends in `.` fails (EINVAL), so `.` and `..` parts are resolved away (normalize).
 */
function removalPath(path) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.normalize)(path);
}
/** The error for a results path that must not be removed (see unsafeResultsPath), with the fix. */
function unsafeResultsMessage(path, option, why) {
    return `${option} ${path} ${why}. bench-gate removes this path before every run, so that results left by an earlier run never pass for new ones: name the file or directory only the benchmark writes, e.g. ${option} bench.json or ${option} target/criterion.`;
}
/** The message for a run that finished without writing its results. */
function missingResults(what, path, option) {
    // The CLI's --results is relative to the directory bench-gate runs in; the action's output-file to the workspace.
    const base = option.startsWith('input') ? 'the workspace' : 'the directory bench-gate runs in';
    return `${what} finished, but ${path} (${option}) does not exist after it: the command did not write its results there. Check that the command writes to this path (relative to ${base}), e.g. hyperfine --export-json ${path}.`;
}


/***/ }),

/***/ 6803:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ fileWarningLines),
/* harmony export */   Z: () => (/* binding */ seriesFileWarnings)
/* harmony export */ });
/* harmony import */ var _merge_warning_lines_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(286);
/* harmony import */ var _series_gaps_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2296);


/**
 * The whole-file warnings of `runs` (run i + 1's results at `runs[i]`), in the order they first
 * appear, each message prefixed with the runs that gave it and, for a file inside a results
 * directory, the file: "rounds 2, 3: fib/new/benchmark.json: no benchmark.json in fib/new/; ...".
 */
function seriesFileWarnings(runs, noun) {
    const byText = new Map();
    runs.forEach((set, index) => {
        // The run's own source ("head: target/criterion #2"); a file of its tree is named below it.
        const own = set.context.sources[0] ?? '';
        for (const d of set.diagnostics) {
            if (d.line !== 0 || d.severity === 'info')
                continue;
            const file = own !== '' && d.source.startsWith(`${own}/`) ? `${d.source.slice(own.length + 1)}: ` : '';
            const text = `${file}${d.message}`;
            const entry = byText.get(text);
            if (entry === undefined)
                byText.set(text, { first: d, runs: [index + 1] });
            else if (entry.runs.at(-1) !== index + 1)
                entry.runs.push(index + 1);
        }
    });
    return [...byText].map(([text, { first, runs: gave }]) => {
        const which = gave.length === runs.length && gave.length > 1 ? `all ${gave.length} ${noun}s` : (0,_series_gaps_js__WEBPACK_IMPORTED_MODULE_0__/* .listRuns */ .v)(gave, noun);
        return { ...first, severity: 'warning', message: `${which}: ${text}` };
    });
}
/**
 * The report's lines for `notes` (seriesFileWarnings of a series), under `prefix` ("head", "confirm
 * on rerun"), capped as merge warnings are (merge-warning-lines.ts): the first few, then a count of
 * the rest of `whose` output ("its rounds'"), pointing to where all of them were printed (`log`:
 * "on stderr", "in the job log").
 */
function fileWarningLines(prefix, notes, whose, log) {
    return (0,_merge_warning_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .mergeWarningLines */ .cH)(prefix, notes, (0,_merge_warning_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .moreWarnings */ .Hj)(`${whose} output`, log));
}


/***/ }),

/***/ 8094:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bg: () => (/* binding */ seriesSource),
/* harmony export */   GC: () => (/* binding */ combineRuns),
/* harmony export */   Qp: () => (/* binding */ mergeNotes),
/* harmony export */   e7: () => (/* binding */ readGitCommit),
/* harmony export */   mS: () => (/* binding */ readTreeCommit)
/* harmony export */ });
/* harmony import */ var _machine_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9527);
/* harmony import */ var _merge_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9107);
/* harmony import */ var _series_gaps_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2296);



/** `git rev-parse HEAD` in `cwd`; undefined outside a repository (or without git). */
async function readGitCommit(ports, cwd) {
    const outcome = await ports.spawn({ argv: ['git', 'rev-parse', 'HEAD'], env: ports.env, ...(cwd === undefined ? {} : { cwd }) });
    const sha = outcome.stdout.trim();
    return outcome.end.kind === 'exited' && outcome.end.code === 0 && /^[0-9a-f]{7,64}$/.test(sha) ? sha : undefined;
}
/**
 * The commit a tree's results belong to: HEAD, or undefined when tracked files differ from it
 * (`git status --porcelain --untracked-files=no`), since results of uncommitted changes are not
 * that commit's. Build outputs and other untracked files do not count. `dirty` says which.
 */
async function readTreeCommit(ports, cwd) {
    const commit = await readGitCommit(ports, cwd);
    if (commit === undefined)
        return { commit, dirty: false };
    const status = await ports.spawn({ argv: ['git', 'status', '--porcelain', '--untracked-files=no'], env: ports.env, ...(cwd === undefined ? {} : { cwd }) });
    const dirty = status.end.kind === 'exited' && status.end.code === 0 && status.stdout.trim() !== '';
    return { commit: dirty ? undefined : commit, dirty };
}
/** Which fingerprint detail holds the version of the toolchain behind a tool. */
function toolchainOf(tool) {
    switch (tool) {
        case 'go':
        case 'go-json': return 'go';
        case 'libtest':
        case 'libtest-json':
        case 'criterion':
        case 'cargo-criterion':
        case 'criterion-text':
        case 'divan': return 'rustc';
        case 'hyperfine': return 'hyperfine';
        case 'gbench':
        case 'pytest':
        case 'custom':
        case 'bmf':
        case 'metrics': return undefined;
    }
}
/**
 * One result set from the runs of one command: benchmarks merged by key (every run's samples, in
 * run order), sources and diagnostics concatenated, the context filled in. Runs that give only a
 * summary become one sample per run; what the merge cannot keep gets a warning (see merge.ts), and
 * so do benchmarks some runs lack (series-gaps.ts), which are kept with the samples they have.
 */
function combineRuns(sets, info, extra = []) {
    const [first] = sets;
    if (first === undefined)
        throw new Error('combineRuns() needs at least one run');
    const fp = info.fingerprint;
    const parsed = first.context.machine ?? {};
    const cores = Number(fp.details.cores);
    const machine = {
        ...parsed, fingerprint: fp.id, os: (0,_machine_names_js__WEBPACK_IMPORTED_MODULE_0__/* .goOsName */ .Z)(fp.os), arch: (0,_machine_names_js__WEBPACK_IMPORTED_MODULE_0__/* .goArchName */ .q)(fp.arch),
        ...(parsed.cpu === undefined && fp.details.cpu !== undefined ? { cpu: fp.details.cpu } : {}),
        ...(parsed.cores === undefined && Number.isInteger(cores) && cores > 0 ? { cores } : {}),
    };
    const toolchain = toolchainOf(first.context.tool);
    const toolVersion = first.context.toolVersion ?? (toolchain === undefined ? undefined : fp.details[toolchain]);
    const set = {
        ...first,
        context: {
            ...first.context,
            ...(toolVersion === undefined ? {} : { toolVersion }),
            ...(info.commit === undefined ? {} : { commit: info.commit }),
            time: info.time,
            machine,
            sources: info.command === undefined ? sets.flatMap((s) => s.context.sources) : [seriesSource(info.command, sets.length)],
        },
        benchmarks: [],
        diagnostics: [...sets.flatMap((s) => s.diagnostics), ...extra],
    };
    // The merge's own notes (summaries it turned into samples or could not keep, benchmarks some runs
    // lack) come last; mergeNotes() finds them.
    set.benchmarks = (0,_merge_js__WEBPACK_IMPORTED_MODULE_1__/* .mergeBenchmarks */ .r)(sets.map((s) => s.benchmarks), { sources: sets.map((s) => s.context.sources.join(', ')), diagnostics: set.diagnostics });
    const gaps = (0,_series_gaps_js__WEBPACK_IMPORTED_MODULE_2__/* .seriesGapsNote */ .jT)((0,_series_gaps_js__WEBPACK_IMPORTED_MODULE_2__/* .findSeriesGaps */ .My)(sets.map((s) => s.benchmarks)), {
        runs: sets.length, benchmarks: set.benchmarks.length, source: set.context.sources.join(', '), ...(info.runNoun === undefined ? {} : { noun: info.runNoun }),
    });
    if (gaps !== undefined)
        set.diagnostics.push(gaps);
    if (info.suite !== undefined)
        set.suite = info.suite;
    return set;
}
/** How `sources` names `runs` runs of one command: "make bench (10 runs)", one entry for the series. */
function seriesSource(command, runs) {
    return `${command} (${runs} run${runs === 1 ? '' : 's'})`;
}
/**
 * The notes combineRuns' merge added to `set` (what became of the runs' summaries, benchmarks some
 * runs lack): the runs' own diagnostics, printed as each run ended, come first, then `extra`, then these.
 */
function mergeNotes(set, runs, extra = 0) {
    return set.diagnostics.slice(runs.reduce((n, s) => n + s.diagnostics.length, 0) + extra);
}


/***/ }),

/***/ 2296:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   My: () => (/* binding */ findSeriesGaps),
/* harmony export */   jT: () => (/* binding */ seriesGapsNote),
/* harmony export */   v: () => (/* binding */ listRuns)
/* harmony export */ });
/* unused harmony export describeGap */
/**
 * The gaps of a series, `runs[i]` being run i + 1's benchmarks: in the order the benchmarks first
 * appear; empty when every benchmark (and metric) appears in every run.
 */
function findSeriesGaps(runs) {
    const byKey = new Map();
    const keysByName = new Map();
    runs.forEach((list, run) => {
        for (const benchmark of list) {
            let entry = byKey.get(benchmark.key);
            if (entry === undefined) {
                entry = { name: benchmark.name, units: new Set(), seen: Array(runs.length).fill(undefined) };
                byKey.set(benchmark.key, entry);
                keysByName.set(benchmark.name, (keysByName.get(benchmark.name) ?? 0) + 1);
            }
            const seen = entry.seen[run] ?? { failed: false, skipped: false, units: new Set() };
            entry.seen[run] = seen;
            seen.failed ||= benchmark.status === 'failed';
            seen.skipped ||= benchmark.status === 'skipped';
            for (const metric of benchmark.metrics) {
                if (metric.samples.length === 0 && metric.summary === undefined)
                    continue;
                seen.units.add(metric.unit);
                entry.units.add(metric.unit);
            }
        }
    });
    const gaps = [];
    for (const [key, { name, units, seen }] of byKey) {
        if (units.size === 0 || seen.some((s) => s?.failed === true))
            continue;
        gaps.push(...gapsOf(key, (keysByName.get(name) ?? 0) > 1 ? key : name, [...units], seen));
    }
    return gaps;
}
/** One benchmark's gaps: the benchmark as a whole when every metric lacks exactly the runs it was absent from. */
function gapsOf(key, name, units, seen) {
    const lacking = (has) => seen.flatMap((s, i) => (s !== undefined && has(s) ? [] : [i]));
    const absent = lacking((s) => s.units.size > 0);
    const split = (runs) => ({
        missing: runs.filter((i) => seen[i]?.skipped !== true).map((i) => i + 1),
        skipped: runs.filter((i) => seen[i]?.skipped === true).map((i) => i + 1),
    });
    // Metrics lacking the same runs are one gap (-benchmem's B/op and allocs/op come and go together).
    const byRuns = new Map();
    for (const unit of units) {
        const runs = lacking((s) => s.units.has(unit));
        if (runs.length === 0)
            continue;
        const id = runs.join(',');
        const group = byRuns.get(id);
        if (group === undefined)
            byRuns.set(id, { units: [unit], runs });
        else
            group.units.push(unit);
    }
    const [only] = byRuns.values();
    // Every metric lacks exactly the runs without the benchmark: the benchmark is what is missing.
    if (byRuns.size === 1 && only !== undefined && only.units.length === units.length && only.runs.length === absent.length)
        return [{ key, name, ...split(absent) }];
    return [...byRuns.values()].map((g) => ({ key, name, units: g.units, ...split(g.runs) }));
}
/** How many gaps the warning names; the rest are counted. A suite of 10,000 benchmarks must not print 10,000 names. */
const NAMED_GAPS = 5;
/** How many run numbers one gap lists. */
const NAMED_RUNS = 5;
/** How many units one gap lists (a custom JSON or metrics config may give a benchmark hundreds). */
const NAMED_UNITS = 5;
/**
 * One whole-file warning (line 0) for the gaps, or undefined when there are none. One line, since
 * it also becomes a warning of a report (confirm on rerun), where a line break would end it:
 * "1 of 40 benchmarks did not appear in every run, so it has fewer samples: BenchmarkX-8 sec/op: in
 * 2 of 3 runs (missing from run 2). ...".
 */
function seriesGapsNote(gaps, options) {
    if (gaps.length === 0)
        return undefined;
    const noun = options.noun ?? 'run';
    // Benchmarks, not names (two packages' BenchmarkX are two), nor gaps (a benchmark's metrics may lack different runs).
    const count = new Set(gaps.map((g) => g.key)).size;
    const named = gaps.slice(0, NAMED_GAPS).map((g) => describeGap(g, options.runs, noun));
    const more = gaps.length > NAMED_GAPS ? `; and ${gaps.length - NAMED_GAPS} more` : '';
    const they = count === 1 ? 'it has' : 'they have';
    return {
        severity: 'warning', source: options.source, line: 0,
        message: `${count} of ${options.benchmarks} benchmark${options.benchmarks === 1 ? '' : 's'} did not appear in every ${noun}, so ${they} fewer samples: ${named.join('; ')}${more}. `
            + `The output of those ${noun}s shows why (a skip, a benchmark that printed nothing, a line a metrics pattern did not match).`,
    };
}
/** "BenchmarkX-8 sec/op: in 2 of 3 runs (missing from run 2)", "BenchmarkY-8 B/op, allocs/op: in 1 of 3 runs (...)". */
function describeGap(gap, runs, noun = 'run') {
    const present = runs - gap.missing.length - gap.skipped.length;
    const why = [
        ...(gap.skipped.length === 0 ? [] : [`skipped in ${listRuns(gap.skipped, noun)}`]),
        ...(gap.missing.length === 0 ? [] : [`missing from ${listRuns(gap.missing, noun)}`]),
    ];
    const units = gap.units === undefined ? '' : ` ${gap.units.slice(0, NAMED_UNITS).join(', ')}${gap.units.length > NAMED_UNITS ? ` and ${gap.units.length - NAMED_UNITS} more metrics` : ''}`;
    return `${gap.name}${units}: in ${present} of ${runs} ${noun}s (${why.join(', ')})`;
}
/** "run 2", "runs 2, 5", "runs 1, 2, 3, 4, 5 and 7 more". */
function listRuns(numbers, noun) {
    const shown = numbers.slice(0, NAMED_RUNS).join(', ');
    const rest = numbers.length - NAMED_RUNS;
    return `${noun}${numbers.length === 1 ? '' : 's'} ${shown}${rest > 0 ? ` and ${rest} more` : ''}`;
}


/***/ }),

/***/ 3793:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $: () => (/* binding */ runSeries)
});

// EXTERNAL MODULE: ./src/input.ts + 43 modules
var input = __webpack_require__(8109);
// EXTERNAL MODULE: ./src/report/diagnostic-line.ts
var diagnostic_line = __webpack_require__(1834);
// EXTERNAL MODULE: ./src/run/command-line.ts
var command_line = __webpack_require__(4995);
// EXTERNAL MODULE: ./src/run/failure.ts
var run_failure = __webpack_require__(71);
;// CONCATENATED MODULE: ./src/run/captured-output.ts
/**
 * Reading what a benchmark command printed: the joined stdout and stderr (merged-output.ts, or the
 * composite step's `2>&1` capture) first, then stdout alone. A JSON document on stdout beside other
 * text on stderr (Google Benchmark's CPU-scaling warning, a bench binary's log) does not read as a
 * whole, but its stdout does; nothing on stderr is lost by falling back, since the joined text was
 * unusable as a whole, and the command then reads as it did when only stdout was read. The action's
 * first run, its reruns and the CLI's `run` and `ab` all read through here, so one command gives the
 * same results in each.
 */

function readCapturedOutput(joined, stdout, source, format, options) {
    const parsed = (0,input/* readInput */.R5)(joined, source, format, options);
    return parsed.ok ? parsed : readStdoutInstead(parsed, joined, stdout, source, format, options);
}
/**
 * After `joined` failed to read (`failed`): stdout alone when it reads, else that failure. For a
 * caller that fetches stdout only then (the action reads its capture file only on this path).
 */
function readStdoutInstead(failed, joined, stdout, source, format, options) {
    // Equal texts: nothing was printed on stderr, and stdout alone would fail the same way.
    if (stdout === undefined || stdout.trim() === '' || stdout.trim() === joined.trim())
        return failed;
    const alone = (0,input/* readInput */.R5)(stdout, source, format, options);
    return alone.ok ? alone : failed;
}

// EXTERNAL MODULE: ./src/io/decode.ts
var decode = __webpack_require__(128);
;// CONCATENATED MODULE: ./src/run/merged-output.ts
/**
 * A command's stdout and stderr joined into the one text bench-gate parses, as the action's own run
 * step captures them (`2>&1 | tee` in action.yml): every run bench-gate makes itself (`run`, `ab`,
 * confirm on rerun, the action's A/B rounds) reads what the first run of the action reads, so a tool
 * that prints its results on stderr gives the same results everywhere. Lines that are not results
 * (progress, logs, cargo's status lines) are skipped by the text parsers as unrecognized lines.
 *
 * Note: the exact order of the writes needs both streams on one pipe, as `2>&1` gives. Node's spawn
 * gives the child two pipes, and when both hold data the order in which their reads complete is not
 * the order of the writes. Joining them in a shell (`exec "$@" 2>&1`) was rejected: a command run
 * directly (`run -- ./bench`) would lose its "could not be started" report, and the message for a
 * failing run the separate stderr tail it shows. So the streams are joined here, in the order
 * their output arrives (the order of the writes unless both streams write at nearly the same time),
 * a whole line at a time: a line joins the text when its newline arrives, so one stream's output
 * never lands inside a line of the other (Go prints a benchmark's name before running it and its
 * numbers after; a log line on stderr in between splits that result line under `2>&1`, not here).
 */

/** Collects the chunks of both streams (decoded text, in arrival order); `text()` gives the joined output. */
class MergedOutput {
    maxChars;
    joined = '';
    partial = { stdout: '', stderr: '' };
    size = 0;
    /**
     * True once the output passed `maxChars`: it is then dropped, not kept. Without a cap, a command
     * that logs gigabytes on stderr would grow one string past V8's limit, which throws inside the
     * stream's handler and ends the process with exit 1, the status that means "regression".
     */
    overflowed = false;
    constructor(maxChars = decode/* MAX_INPUT_BYTES */.su) {
        this.maxChars = maxChars;
    }
    /** Adds a chunk: the complete lines it ends join the text now, its unfinished last line waits for its end. */
    add(stream, chunk) {
        if (this.overflowed)
            return;
        this.size += chunk.length;
        if (this.size > this.maxChars) {
            this.overflowed = true;
            this.joined = '';
            this.partial.stdout = '';
            this.partial.stderr = '';
            return;
        }
        // Only the new chunk is searched: a long line without a newline (a progress bar redrawn with \r)
        // would make searching the whole unfinished line quadratic.
        const end = chunk.lastIndexOf('\n') + 1;
        if (end === 0) {
            this.partial[stream] += chunk;
            return;
        }
        this.joined += this.partial[stream] + chunk.slice(0, end);
        this.partial[stream] = chunk.slice(end);
    }
    /** The joined output: the complete lines in arrival order, then each stream's unfinished last line, stdout's first. */
    text() {
        const { stdout, stderr } = this.partial;
        if (stdout === '' || stderr === '')
            return this.joined + stdout + stderr;
        return `${this.joined}${stdout}\n${stderr}`;
    }
}

// EXTERNAL MODULE: ./src/run/progress.ts
var run_progress = __webpack_require__(6358);
// EXTERNAL MODULE: ./src/run/results-file.ts
var results_file = __webpack_require__(9994);
;// CONCATENATED MODULE: ./src/run/series.ts
/**
 * Running a benchmark command several times, each run a fresh process (STATISTICS.md §2.8:
 * samples from one process underestimate the variance between processes): progress on stderr,
 * the command's output streamed live to stderr, each run's output (stdout and stderr together, as
 * the action's run step captures it: merged-output.ts) parsed on its own. `run` gives one side;
 * `ab` interleaves two (base and head) in one series.
 *
 * The first failure stops the series; the runs parsed before it are returned with the message,
 * so the caller can keep partial results.
 */









/** Runs the steps in order; stops at the first failure. Never throws for a failing command. */
async function runSeries(steps, options, ports) {
    const progress = new run_progress/* ProgressReporter */.Py(ports, options.quiet);
    const started = ports.now().getTime();
    const elapsed = () => (ports.now().getTime() - started) / 1000;
    const runs = new Map();
    const formats = new Map();
    for (const [done, step] of steps.entries()) {
        progress.step((0,run_progress/* progressLine */.oz)(step.label, done, steps.length, elapsed()));
        const format = formats.get(step.side) ?? options.format;
        const parsed = await runStep(step, format, options, ports);
        for (const note of parsed.notes)
            progress.note(note);
        if (!parsed.ok) {
            progress.line(`stopped at ${step.label}, after ${(0,run_progress/* formatElapsed */.C7)(elapsed())}`);
            return { runs, failure: parsed.error, failedStep: step, elapsedSeconds: elapsed() };
        }
        // Later runs are read as the format the first one was detected as: one output, one format.
        formats.set(step.side, parsed.format);
        runs.set(step.side, [...(runs.get(step.side) ?? []), parsed.set]);
    }
    progress.line(`${steps.length} run${steps.length === 1 ? '' : 's'} in ${(0,run_progress/* formatElapsed */.C7)(elapsed())}`);
    return { runs, elapsedSeconds: elapsed() };
}
async function runStep(step, format, options, ports) {
    const show = (text) => {
        if (!options.quiet)
            ports.stderr(text);
    };
    const output = new MergedOutput();
    const results = step.results === undefined || options.results === undefined ? undefined : { path: step.results, ...options.results };
    // A file left by an earlier run must never pass for this run's results.
    if (results !== undefined)
        await results.io.remove(results.path);
    const outcome = await ports.spawn({
        argv: step.command.argv,
        env: { ...ports.env, ...step.env },
        ...(step.cwd === undefined ? {} : { cwd: step.cwd }),
        ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
        onStdout: (text) => { output.add('stdout', text); show(text); },
        onStderr: (text) => { output.add('stderr', text); show(text); },
    });
    const what = `\`${step.command.display}\` (${step.label})`;
    // The joined text is empty once it overflowed: the separate streams' tails are shown then.
    const failure = (0,run_failure/* describeFailure */.Ic)(what, outcome, options.timeoutText, output.overflowed ? undefined : output.text());
    if (failure !== undefined)
        return { ok: false, error: failure, notes: [] };
    const source = `${step.side === 'run' ? '' : `${step.side}: `}${results?.path ?? (0,command_line/* shortDisplay */.tk)(step.command)} #${step.index}`;
    const readOptions = options.metrics === undefined ? {} : { metrics: options.metrics };
    let parsed;
    if (results === undefined) {
        if (output.overflowed)
            return { ok: false, error: `${what} ran, but ${(0,decode/* tooLargeMessage */.pb)('its output (stdout and stderr)', undefined)}`, notes: [] };
        const text = output.text();
        if (text.trim() === '')
            return { ok: false, error: silentCommand(what), notes: [] };
        parsed = readCapturedOutput(text, outcome.stdout, source, format, readOptions);
        if (!parsed.ok)
            return { ok: false, error: `${what} ran, but its output could not be used: ${parsed.error}${outcome.stdout.trim() === '' ? ` It printed nothing on stdout, only on stderr. ${RESULTS_FILE_HINT}` : ''}`, notes: [] };
    }
    else {
        const read = await results.io.read(results.path);
        if (read.kind === 'missing')
            return { ok: false, error: (0,results_file/* missingResults */.PA)(what, results.path, results.option), notes: [] };
        if (read.kind === 'unreadable')
            return { ok: false, error: `${what} finished, but its results ${results.path} (${results.option}) could not be read: ${read.reason.replace(/\.$/, '')}.`, notes: [] };
        // The path was removed before the command ran, so nothing in a tree there is left from an
        // earlier run: its files' times are not passed, and a long pause inside this run (a slow setup)
        // cannot read as the pause between two runs (criterion-stale.ts).
        parsed = read.kind === 'dir' ? (0,input/* readDirectoryInput */.Se)(read.files.map(({ path, text }) => ({ path, text })), source, format) : (0,input/* readInput */.R5)(read.text, source, format, readOptions);
        if (!parsed.ok)
            return { ok: false, error: `${what} ran, but its results file ${results.path} could not be used: ${parsed.error}`, notes: [] };
    }
    const { diagnostics } = parsed.value.set;
    const notes = diagnostics.filter((d) => d.severity !== 'info').map((d) => {
        const label = d.severity === 'error' && options.lenient ? 'warning' : d.severity;
        return (0,diagnostic_line/* diagnosticLine */.C)(d, label);
    });
    const losses = diagnostics.filter(input/* isDataLoss */.CR).length;
    if (losses > 0 && !options.lenient) {
        return { ok: false, notes, error: `${what}: ${losses} result line${losses === 1 ? '' : 's'} of its output could not be read (listed above), so ${losses === 1 ? 'its sample' : 'their samples'} would be lost. Pass --lenient to go on without ${losses === 1 ? 'it' : 'them'}.` };
    }
    return { ok: true, set: parsed.value.set, format: parsed.value.format, notes };
}
/**
 * Where the results may be when a command printed nothing, or only logs on stderr: in a file, which
 * the parse error alone ("the input is empty", "none of its lines looks like benchmark output") does
 * not name.
 */
const RESULTS_FILE_HINT = 'A tool that writes its results to a file instead '
    + '(hyperfine --export-json, a target/criterion directory) needs bench-gate told where: --results FILE on the command line, output-file in the action.';
/** A command that printed nothing at all: the usual cause is results written to a file. */
function silentCommand(what) {
    return `${what} ran, but printed nothing (bench-gate reads its results from stdout and stderr). ${RESULTS_FILE_HINT}`;
}


/***/ })

};
