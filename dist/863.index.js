export const id = 863;
export const ids = [863];
export const modules = {

/***/ 5863:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runCommand: () => (/* binding */ runCommand)
/* harmony export */ });
/* harmony import */ var _compare_confirm_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4611);
/* harmony import */ var _compare_types_js__WEBPACK_IMPORTED_MODULE_20__ = __webpack_require__(8714);
/* harmony import */ var _config_policy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(275);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1956);
/* harmony import */ var _input_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8109);
/* harmony import */ var _run_command_line_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(4995);
/* harmony import */ var _run_confirm_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6529);
/* harmony import */ var _run_merge_warning_lines_js__WEBPACK_IMPORTED_MODULE_21__ = __webpack_require__(286);
/* harmony import */ var _run_partial_results_js__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(7231);
/* harmony import */ var _run_round_warnings_js__WEBPACK_IMPORTED_MODULE_23__ = __webpack_require__(6803);
/* harmony import */ var _run_run_context_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8094);
/* harmony import */ var _run_series_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3793);
/* harmony import */ var _argument_errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1167);
/* harmony import */ var _command_options_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(560);
/* harmony import */ var _help_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(7911);
/* harmony import */ var _load_inputs_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2673);
/* harmony import */ var _output_files_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7929);
/* harmony import */ var _config_resolve_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(5958);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(776);
/* harmony import */ var _ports_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(2082);
/* harmony import */ var _result_outputs_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(5754);
/* harmony import */ var _render_report_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(6284);
/* harmony import */ var _run_options_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(9952);
/* harmony import */ var _settled_results_js__WEBPACK_IMPORTED_MODULE_22__ = __webpack_require__(2848);
/**
 * `bench-gate run [options] -- CMD...`: runs a benchmark command N times (each a fresh process),
 * parses every run's output, stdout and stderr together as the action reads its run command's
 * (run/series.ts), or the --results file it writes, merges the samples (a tool printing one number
 * per run gives n = N), records commit, machine and time, and writes one result JSON.
 * A failing run stops the series with exit 2; the runs finished before it are still written to -o.
 *
 * With --baseline FILE it also gates: the results are compared with FILE (cached mode by default:
 * measured in another job), the report goes to stdout, and regressions are re-measured before they
 * fail (confirm on rerun, on by default in cached mode; --no-confirm turns it off). -o then holds
 * the results the verdict rests on: the rerun's samples of a regression it did not reproduce.
 */
























function parseRunArgs(args) {
    const split = (0,_run_options_js__WEBPACK_IMPORTED_MODULE_14__/* .splitAtDoubleDash */ .Vz)(args);
    try {
        const parsed = (0,_argument_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .parseCommandArgs */ .Qx)('run', split.options, _command_options_js__WEBPACK_IMPORTED_MODULE_8__/* .RUN_OPTIONS */ .p7, split.command === undefined);
        return { values: parsed.values, command: split.command ?? parsed.positionals };
    }
    catch (error) {
        // Without --, a dash word of the benchmark command (go test -bench=.) reads as bench-gate's:
        // unknown, given twice (its -n after ours) or without a value, the cause may be the same.
        if (split.command !== undefined || !(error instanceof _argument_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ArgumentError */ .c1))
            throw error;
        const hint = 'If that option belongs to the benchmark command, put -- before the command: bench-gate run [options] -- CMD...';
        const help = /(?: ?)(Run `bench-gate help run`.*)$/;
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_15__/* .UsageError */ .e(help.test(error.message) ? error.message.replace(help, ` ${hint} $1`) : `${error.message} ${hint}`);
    }
}
/**
 * Options that only mean something with --baseline. (--color and --no-color are not among them:
 * wrappers pass them to every bench-gate call, and without a report they change nothing.)
 */
const GATE_ONLY = ['mode', 'threshold', 'q', 'output', 'report', 'confirm', 'no-confirm', 'full'];
async function runCommand(args, ports) {
    const { values, command } = parseRunArgs(args);
    if (values.help === true) {
        ports.stdout(_help_js__WEBPACK_IMPORTED_MODULE_16__/* .RUN_HELP */ .WU);
        return 0;
    }
    if (command.length === 0)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_15__/* .UsageError */ .e('run needs a command after --. Example: bench-gate run --runs 10 -o head.json -- go test -run=^$ -bench=. -count=1 ./...');
    if (command.join('').trim() === '')
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_15__/* .UsageError */ .e(`run needs a command after --, and the one given is empty (an unset shell variable?). Example: bench-gate run --runs 10 -o head.json -- go test -run=^$ -bench=. -count=1 ./...`);
    if (values.baseline?.trim() === '')
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_15__/* .UsageError */ .e(`--baseline needs a file name, and '${values.baseline}' is empty (an unset shell variable?). Give the result JSON or benchmark output to compare with, or leave --baseline out.`);
    const givenCommit = (0,_options_js__WEBPACK_IMPORTED_MODULE_17__/* .parseCommit */ .L5)('--commit', values.commit);
    const suite = (0,_options_js__WEBPACK_IMPORTED_MODULE_17__/* .parseSuite */ .El)('--suite', values.suite);
    const runs = (0,_run_options_js__WEBPACK_IMPORTED_MODULE_14__/* .parseCount */ .zq)('--runs', values.runs, 10, 1, 10_000);
    const timeoutMs = (0,_run_options_js__WEBPACK_IMPORTED_MODULE_14__/* .parseTimeout */ .ZZ)(values.timeout);
    const spec = (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_18__/* .commandFromWords */ .xl)(command, values.shell === true);
    if (values.baseline === undefined) {
        const stray = GATE_ONLY.find((name) => values[name] !== undefined);
        if (stray !== undefined)
            throw new _ports_js__WEBPACK_IMPORTED_MODULE_15__/* .UsageError */ .e(`--${stray} needs --baseline FILE: run compares (and confirms regressions) only against a baseline. Example: bench-gate run --baseline base.json -- CMD`);
    }
    await (0,_run_options_js__WEBPACK_IMPORTED_MODULE_14__/* .checkResultsPath */ .ai)(values.results, ports);
    const outputs = [['-o', values.out], ['--report', values.report]];
    await (0,_output_files_js__WEBPACK_IMPORTED_MODULE_10__/* .checkOutputs */ .n2)(outputs, values.baseline === undefined ? [] : [values.baseline], ports);
    await (0,_run_options_js__WEBPACK_IMPORTED_MODULE_14__/* .checkOutputsBesideResults */ .hI)(outputs, values.results, ports, [['--baseline', values.baseline]]);
    const gateOptions = values.baseline === undefined ? undefined : readGateOptions(values);
    const time = ports.now().toISOString();
    const [fingerprint, commit] = await Promise.all([ports.fingerprint(), givenCommit ?? (0,_run_run_context_js__WEBPACK_IMPORTED_MODULE_5__/* .readGitCommit */ .e7)(ports, undefined)]);
    // A bench binary's own text is read through the config's metrics patterns (format: metrics).
    const loadedConfig = values['no-config'] === true ? undefined : await (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .loadConfigFile */ .HT)(values.config, ports);
    await (0,_output_files_js__WEBPACK_IMPORTED_MODULE_10__/* .checkOutputsBesideConfig */ .Lk)(outputs, loadedConfig?.path, ports);
    await (0,_result_outputs_js__WEBPACK_IMPORTED_MODULE_12__/* .checkReplacesResultsOnly */ .G)([['-o', values.out]], ports);
    const config = loadedConfig === undefined ? undefined : (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_11__/* .resolveConfig */ .p)(loadedConfig.config, loadedConfig.path, suite);
    if (loadedConfig !== undefined && config !== undefined)
        ports.stderr((0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .describeConfig */ .Yy)(loadedConfig, config));
    const format = (0,_options_js__WEBPACK_IMPORTED_MODULE_17__/* .oneOf */ .yL)('--format', values.format, _input_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUT_FORMATS */ .oL, config?.format ?? 'auto');
    // The baseline is read first: a wrong path fails before minutes of benchmarking. It is read with
    // the run's format: raw output of the same tool may need it (custom JSON says no direction), and
    // a result JSON is recognised whatever the format.
    const baseline = values.baseline === undefined ? undefined
        : await (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .loadInput */ .lJ)(values.baseline, ports, { format, lenient: values.lenient === true, verbose: false, ...(config === undefined ? {} : { metrics: config.metrics }) });
    ports.stderr(`bench-gate: running \`${spec.display}\` ${runs} time${runs === 1 ? '' : 's'}${spec.argv[0] === 'bash' && command.length === 1 ? ' (through bash)' : ''}${values.results === undefined ? '' : `, reading ${values.results} after each run`}\n`);
    const seriesOptions = {
        format,
        ...(config === undefined ? {} : { metrics: config.metrics }),
        quiet: values.quiet === true, lenient: values.lenient === true,
        ...(timeoutMs === undefined ? {} : { timeoutMs, timeoutText: values.timeout }),
        ...(values.results === undefined ? {} : { results: { io: (0,_run_options_js__WEBPACK_IMPORTED_MODULE_14__/* .cliResultsIO */ .HT)(ports), option: '--results' } }),
    };
    const series = await (0,_run_series_js__WEBPACK_IMPORTED_MODULE_6__/* .runSeries */ .$)(stepsFor(spec, runs, values.results), seriesOptions, ports);
    const done = series.runs.get('run') ?? [];
    const info = { time, fingerprint, command: (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_18__/* .shortDisplay */ .tk)(spec), ...(commit === undefined ? {} : { commit }), ...(suite === undefined ? {} : { suite }) };
    if (series.failure !== undefined) {
        const kept = done.length === 0 ? undefined : (0,_run_run_context_js__WEBPACK_IMPORTED_MODULE_5__/* .combineRuns */ .GC)(done, info, [(0,_run_partial_results_js__WEBPACK_IMPORTED_MODULE_19__/* .partialResultsNote */ .ic)((0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_18__/* .shortDisplay */ .tk)(spec), done.length, runs)]);
        // What merging the finished runs said (benchmarks some of them lack), as a complete series says it.
        if (kept !== undefined)
            printMergeNotes((0,_run_run_context_js__WEBPACK_IMPORTED_MODULE_5__/* .mergeNotes */ .Qp)(kept, done, 1), ports);
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_15__/* .UsageError */ .e(`${series.failure}\n${await keepPartial(kept, done.length, values.out, ports)}`);
    }
    const set = (0,_run_run_context_js__WEBPACK_IMPORTED_MODULE_5__/* .combineRuns */ .GC)(done, info);
    const notes = (0,_run_run_context_js__WEBPACK_IMPORTED_MODULE_5__/* .mergeNotes */ .Qp)(set, done);
    printMergeNotes(notes, ports);
    const json = `${JSON.stringify(set, null, 2)}\n`;
    if (values.out !== undefined)
        await (0,_output_files_js__WEBPACK_IMPORTED_MODULE_10__/* .writeOutput */ .zh)(ports, values.out, json);
    else if (baseline === undefined)
        ports.stdout(json);
    ports.stderr(`bench-gate: ${describeSet(set)}${values.out === undefined ? '' : ` written to ${values.out}`}\n`);
    if (baseline === undefined || gateOptions === undefined)
        return 0;
    return gate({ baseline, head: set, headWarnings: headWarnings(done, notes), config, options: gateOptions, values, spec, runs, series: seriesOptions }, ports);
}
function readGateOptions(values) {
    const output = (0,_render_report_js__WEBPACK_IMPORTED_MODULE_13__/* .parseReportOutput */ .R3)(values.output, '--report');
    return {
        mode: (0,_options_js__WEBPACK_IMPORTED_MODULE_17__/* .oneOf */ .yL)('--mode', values.mode, _compare_types_js__WEBPACK_IMPORTED_MODULE_20__/* .BASELINE_MODES */ .hE, 'cached'),
        threshold: values.threshold === undefined ? undefined : (0,_options_js__WEBPACK_IMPORTED_MODULE_17__/* .parseThreshold */ .B7)('--threshold', values.threshold, 0.05),
        q: values.q === undefined ? undefined : (0,_options_js__WEBPACK_IMPORTED_MODULE_17__/* .parseProbability */ .fM)('--q', values.q, 0.05),
        output,
        full: (0,_render_report_js__WEBPACK_IMPORTED_MODULE_13__/* .checkFull */ .W5)(values.full, output, 'bench-gate run --baseline FILE'),
        confirm: (0,_run_options_js__WEBPACK_IMPORTED_MODULE_14__/* .confirmSetting */ .$N)(values.confirm, values['no-confirm']),
    };
}
/** Compares the fresh results with the baseline, confirms flagged regressions on rerun, reports, exit 0/1. */
async function gate(run, ports) {
    const { config, options, values } = run;
    ports.stderr((0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .describeLoaded */ .p4)('baseline ', run.baseline));
    const policy = config === undefined ? undefined : new _config_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigPolicy */ .DL(config);
    const compareOptions = {
        mode: options.mode, threshold: options.threshold ?? config?.threshold ?? 0.05, q: options.q ?? config?.q ?? 0.05,
        multipleComparisons: config?.multipleComparisons ?? 'bh',
    };
    const compare = (head) => (0,_config_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .compareWithConfig */ .sc)(run.baseline.set, head, compareOptions, policy);
    // Before confirming, which keeps the first report's warnings.
    let report = (0,_run_merge_warning_lines_js__WEBPACK_IMPORTED_MODULE_21__/* .withWarnings */ .oV)(compare(run.head), run.headWarnings);
    (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_9__/* .warnUnmatchedRules */ .Pp)(ports, policy);
    const gatePolicy = policy?.gatePolicy();
    const flagged = (0,_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .gatingRegressions */ .NU)(report.comparisons, gatePolicy);
    if ((0,_compare_confirm_js__WEBPACK_IMPORTED_MODULE_0__/* .confirmWanted */ .IP)(options.confirm, options.mode, flagged)) {
        const confirmed = await (0,_run_confirm_js__WEBPACK_IMPORTED_MODULE_4__/* .confirmRegressions */ .j)({
            first: report, head: run.head, regressions: flagged, compare, command: run.spec, runs: run.runs, series: run.series, log: 'on stderr',
            ...(gatePolicy === undefined ? {} : { policy: gatePolicy }),
            ...(values.results === undefined ? {} : { results: values.results }),
        }, ports);
        report = confirmed.report;
        await (0,_settled_results_js__WEBPACK_IMPORTED_MODULE_22__/* .rewriteSettled */ .K)(confirmed.head, run.head, report, values.out, ports);
    }
    else if (flagged.length > 0 && options.confirm === 'auto') {
        ports.stderr(`bench-gate: not confirming on rerun (${options.mode} mode with ${flagged[0]?.n.join('+') ?? ''} samples); pass --confirm to re-measure regressions before failing\n`);
    }
    const color = values['no-color'] === true ? false : values.color ?? (ports.stdoutIsTTY && values.report === undefined && (ports.env.NO_COLOR ?? '') === '');
    const rendered = (0,_render_report_js__WEBPACK_IMPORTED_MODULE_13__/* .renderReport */ .B1)(report, options.output, { color, suite: values.suite ?? (0,_options_js__WEBPACK_IMPORTED_MODULE_17__/* .suiteNamedIn */ .Vz)(run.head), full: options.full, command: 'bench-gate run --baseline FILE', stderr: (t) => ports.stderr(t) });
    if (values.report !== undefined)
        await (0,_output_files_js__WEBPACK_IMPORTED_MODULE_10__/* .writeOutput */ .zh)(ports, values.report, rendered);
    else
        ports.stdout(rendered);
    const regressions = (0,_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .gatingRegressions */ .NU)(report.comparisons, gatePolicy);
    if (regressions.length > 0)
        ports.stderr(`bench-gate: ${(0,_gate_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFailure */ .Ic)(regressions)}\n`);
    return report.verdict === 'fail' ? 1 : 0;
}
/**
 * What head's runs said of their output as a whole (a criterion tree's missing benchmark.json), then
 * what merging them said (benchmarks some runs lack), for the report, as ab's report has each side's
 * (run/ab.ts) and confirm on rerun's its reruns': the verdict rests on these samples, and stderr,
 * where each was printed, is not what a PR comment's reader sees. The first few of each, then a count.
 */
function headWarnings(runs, notes) {
    return [
        ...(0,_run_round_warnings_js__WEBPACK_IMPORTED_MODULE_23__/* .fileWarningLines */ .A)('head', (0,_run_round_warnings_js__WEBPACK_IMPORTED_MODULE_23__/* .seriesFileWarnings */ .Z)(runs, 'run'), 'its runs\'', 'on stderr'),
        ...(0,_run_merge_warning_lines_js__WEBPACK_IMPORTED_MODULE_21__/* .mergeWarningLines */ .cH)('head', notes, (0,_run_merge_warning_lines_js__WEBPACK_IMPORTED_MODULE_21__/* .moreWarnings */ .Hj)('merging its runs', 'on stderr')),
    ];
}
function stepsFor(spec, runs, results) {
    return Array.from({ length: runs }, (_, i) => ({
        side: 'run', command: spec, index: i + 1, label: `run ${i + 1}/${runs}`, env: { BENCH_GATE_RUN: String(i + 1), BENCH_GATE_RUNS: String(runs) },
        ...(results === undefined ? {} : { results }),
    }));
}
/** The merge's notes (run-context.ts mergeNotes): the runs' own diagnostics were printed as each ran, these were not. */
function printMergeNotes(notes, ports) {
    for (const d of notes)
        ports.stderr(`bench-gate: ${d.severity}: ${d.message}\n`);
}
async function keepPartial(set, done, out, ports) {
    if (set === undefined)
        return 'No run finished, so no results were written.';
    if (out === undefined)
        return `The ${done} finished run${done === 1 ? ' was' : 's were'} not kept: pass -o FILE to keep partial results.`;
    await (0,_output_files_js__WEBPACK_IMPORTED_MODULE_10__/* .writeOutput */ .zh)(ports, out, `${JSON.stringify(set, null, 2)}\n`);
    return `The results of the ${done} finished run${done === 1 ? '' : 's'} were written to ${out} (marked partial).`;
}
/** "3 benchmarks (go), n = 5 samples each" or "n = 3-5 samples": counted on each benchmark's first metric. */
function describeSet(set) {
    const counts = set.benchmarks.map((b) => b.metrics[0]?.samples.length ?? 0);
    const low = Math.min(...counts);
    const high = Math.max(...counts);
    const n = low === high ? `n = ${low} sample${low === 1 ? '' : 's'}${counts.length > 1 ? ' each' : ''}` : `n = ${low}-${high} samples`;
    return `${set.benchmarks.length} benchmark${set.benchmarks.length === 1 ? '' : 's'} (${set.context.tool}), ${n}`;
}


/***/ })

};
