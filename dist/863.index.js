export const id = 863;
export const ids = [863];
export const modules = {

/***/ 5863:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runCommand: () => (/* binding */ runCommand)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _compare_confirm_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4611);
/* harmony import */ var _compare_types_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(8714);
/* harmony import */ var _config_policy_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9706);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1956);
/* harmony import */ var _input_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4184);
/* harmony import */ var _run_command_line_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(4995);
/* harmony import */ var _run_confirm_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6529);
/* harmony import */ var _run_partial_results_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(7231);
/* harmony import */ var _run_run_context_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8094);
/* harmony import */ var _run_series_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1624);
/* harmony import */ var _help_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(7911);
/* harmony import */ var _load_inputs_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2673);
/* harmony import */ var _config_resolve_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(5958);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(776);
/* harmony import */ var _ports_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(2082);
/* harmony import */ var _render_report_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8349);
/* harmony import */ var _run_options_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(9952);
/**
 * `bench-gate run [options] -- CMD...`: runs a benchmark command N times (each a fresh process),
 * parses every run's stdout (or the --results file it writes), merges the samples (a tool printing
 * one number per run gives n = N), records commit, machine and time, and writes one result JSON.
 * A failing run stops the series with exit 2; the runs finished before it are still written to -o.
 *
 * With --baseline FILE it also gates: the results are compared with FILE (cached mode by default:
 * measured in another job), the report goes to stdout, and regressions are re-measured before they
 * fail (confirm on rerun, on by default in cached mode; --no-confirm turns it off).
 */


















const OPTIONS = {
    format: { type: 'string' }, runs: { type: 'string', short: 'n' }, timeout: { type: 'string' }, out: { type: 'string', short: 'o' },
    shell: { type: 'boolean' }, suite: { type: 'string' }, commit: { type: 'string' }, quiet: { type: 'boolean', short: 'q' },
    lenient: { type: 'boolean' }, help: { type: 'boolean', short: 'h' },
    config: { type: 'string' }, 'no-config': { type: 'boolean' }, results: { type: 'string' },
    baseline: { type: 'string' }, mode: { type: 'string' }, threshold: { type: 'string' }, q: { type: 'string' },
    output: { type: 'string' }, report: { type: 'string' }, confirm: { type: 'boolean' }, 'no-confirm': { type: 'boolean' },
    color: { type: 'boolean' }, 'no-color': { type: 'boolean' },
};
function parseRunArgs(args) {
    const split = (0,_run_options_js__WEBPACK_IMPORTED_MODULE_10__/* .splitAtDoubleDash */ .Vz)(args);
    try {
        const parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: split.options, options: OPTIONS, allowPositionals: split.command === undefined, strict: true });
        return { values: parsed.values, command: split.command ?? parsed.positionals };
    }
    catch (error) {
        if (split.command !== undefined)
            throw error;
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .e(`${error instanceof Error ? error.message : String(error)}. If that option belongs to the benchmark command, put -- before the command: bench-gate run [options] -- CMD...`);
    }
}
/** Options that only mean something with --baseline. */
const GATE_ONLY = ['mode', 'threshold', 'q', 'output', 'report', 'confirm', 'no-confirm'];
async function runCommand(args, ports) {
    const { values, command } = parseRunArgs(args);
    if (values.help === true) {
        ports.stdout(_help_js__WEBPACK_IMPORTED_MODULE_12__/* .RUN_HELP */ .WU);
        return 0;
    }
    if (command.length === 0)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .e('run needs a command after --. Example: bench-gate run --runs 10 -o head.json -- go test -run=^$ -bench=. -count=1 ./...');
    const givenCommit = (0,_options_js__WEBPACK_IMPORTED_MODULE_13__/* .parseCommit */ .L5)('--commit', values.commit);
    const suite = (0,_options_js__WEBPACK_IMPORTED_MODULE_13__/* .parseSuite */ .El)('--suite', values.suite);
    const runs = (0,_run_options_js__WEBPACK_IMPORTED_MODULE_10__/* .parseCount */ .zq)('--runs', values.runs, 10, 1, 10_000);
    const timeoutMs = (0,_run_options_js__WEBPACK_IMPORTED_MODULE_10__/* .parseTimeout */ .ZZ)(values.timeout);
    const spec = (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_14__/* .commandFromWords */ .xl)(command, values.shell === true);
    if (values.baseline === undefined) {
        const stray = GATE_ONLY.find((name) => values[name] !== undefined);
        if (stray !== undefined)
            throw new _ports_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .e(`--${stray} needs --baseline FILE: run compares (and confirms regressions) only against a baseline. Example: bench-gate run --baseline base.json -- CMD`);
    }
    await (0,_run_options_js__WEBPACK_IMPORTED_MODULE_10__/* .checkResultsPath */ .ai)(values.results, ports);
    await (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_8__/* .checkOutputs */ .n2)([['-o', values.out], ['--report', values.report]], values.baseline === undefined ? [] : [values.baseline], ports);
    const gateOptions = values.baseline === undefined ? undefined : readGateOptions(values);
    const time = ports.now().toISOString();
    const [fingerprint, commit] = await Promise.all([ports.fingerprint(), givenCommit ?? (0,_run_run_context_js__WEBPACK_IMPORTED_MODULE_6__/* .readGitCommit */ .e7)(ports, undefined)]);
    // A bench binary's own text is read through the config's metrics patterns (format: metrics).
    if (values.config !== undefined && values['no-config'] === true)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .e('--config and --no-config contradict each other; pass one.');
    const loadedConfig = values['no-config'] === true ? undefined : await (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_8__/* .loadConfigFile */ .HT)(values.config, ports);
    const config = loadedConfig === undefined ? undefined : (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_15__/* .resolveConfig */ .p)(loadedConfig.config, loadedConfig.path, suite);
    if (loadedConfig !== undefined && config !== undefined)
        ports.stderr((0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_8__/* .describeConfig */ .Yy)(loadedConfig, config));
    const format = (0,_options_js__WEBPACK_IMPORTED_MODULE_13__/* .oneOf */ .yL)('--format', values.format, _input_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUT_FORMATS */ .oL, config?.format ?? 'auto');
    // The baseline is read first: a wrong path fails before minutes of benchmarking.
    const baseline = values.baseline === undefined ? undefined
        : await (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_8__/* .loadInput */ .lJ)(values.baseline, ports, { format: 'auto', lenient: values.lenient === true, verbose: false, ...(config === undefined ? {} : { metrics: config.metrics }) });
    ports.stderr(`bench-gate: running \`${spec.display}\` ${runs} time${runs === 1 ? '' : 's'}${spec.argv[0] === 'bash' && command.length === 1 ? ' (through bash)' : ''}${values.results === undefined ? '' : `, reading ${values.results} after each run`}\n`);
    const seriesOptions = {
        format,
        ...(config === undefined ? {} : { metrics: config.metrics }),
        quiet: values.quiet === true, lenient: values.lenient === true,
        ...(timeoutMs === undefined ? {} : { timeoutMs, timeoutText: values.timeout }),
        ...(values.results === undefined ? {} : { results: { io: (0,_run_options_js__WEBPACK_IMPORTED_MODULE_10__/* .cliResultsIO */ .HT)(ports), option: '--results' } }),
    };
    const series = await (0,_run_series_js__WEBPACK_IMPORTED_MODULE_7__/* .runSeries */ .$)(stepsFor(spec, runs, values.results), seriesOptions, ports);
    const done = series.runs.get('run') ?? [];
    const info = { time, fingerprint, command: (0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_14__/* .shortDisplay */ .tk)(spec), ...(commit === undefined ? {} : { commit }), ...(suite === undefined ? {} : { suite }) };
    if (series.failure !== undefined) {
        const kept = done.length === 0 ? undefined : (0,_run_run_context_js__WEBPACK_IMPORTED_MODULE_6__/* .combineRuns */ .GC)(done, info, [(0,_run_partial_results_js__WEBPACK_IMPORTED_MODULE_16__/* .partialResultsNote */ .ic)((0,_run_command_line_js__WEBPACK_IMPORTED_MODULE_14__/* .shortDisplay */ .tk)(spec), done.length, runs)]);
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .e(`${series.failure}\n${await keepPartial(kept, done.length, values.out, ports)}`);
    }
    const set = (0,_run_run_context_js__WEBPACK_IMPORTED_MODULE_6__/* .combineRuns */ .GC)(done, info);
    // The runs' own diagnostics were printed as each ran; the merge's notes were not.
    for (const d of (0,_run_run_context_js__WEBPACK_IMPORTED_MODULE_6__/* .mergeNotes */ .Qp)(set, done))
        ports.stderr(`bench-gate: ${d.severity}: ${d.message}\n`);
    const json = `${JSON.stringify(set, null, 2)}\n`;
    if (values.out !== undefined)
        await (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_8__/* .writeOutput */ .zh)(ports, values.out, json);
    else if (baseline === undefined)
        ports.stdout(json);
    ports.stderr(`bench-gate: ${describeSet(set)}${values.out === undefined ? '' : ` written to ${values.out}`}\n`);
    if (baseline === undefined || gateOptions === undefined)
        return 0;
    return gate({ baseline, head: set, config, options: gateOptions, values, spec, runs, series: seriesOptions }, ports);
}
function readGateOptions(values) {
    return {
        mode: (0,_options_js__WEBPACK_IMPORTED_MODULE_13__/* .oneOf */ .yL)('--mode', values.mode, _compare_types_js__WEBPACK_IMPORTED_MODULE_17__/* .BASELINE_MODES */ .hE, 'cached'),
        threshold: values.threshold === undefined ? undefined : (0,_options_js__WEBPACK_IMPORTED_MODULE_13__/* .parseThreshold */ .B7)('--threshold', values.threshold, 0.05),
        q: values.q === undefined ? undefined : (0,_options_js__WEBPACK_IMPORTED_MODULE_13__/* .parseProbability */ .fM)('--q', values.q, 0.05),
        output: (0,_options_js__WEBPACK_IMPORTED_MODULE_13__/* .oneOf */ .yL)('--output', values.output, _render_report_js__WEBPACK_IMPORTED_MODULE_9__/* .REPORT_OUTPUTS */ .E, 'text'),
        confirm: (0,_run_options_js__WEBPACK_IMPORTED_MODULE_10__/* .confirmSetting */ .$N)(values.confirm, values['no-confirm']),
    };
}
/** Compares the fresh results with the baseline, confirms flagged regressions on rerun, reports, exit 0/1. */
async function gate(run, ports) {
    const { config, options, values } = run;
    ports.stderr((0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_8__/* .describeLoaded */ .p4)('baseline ', run.baseline));
    const policy = config === undefined ? undefined : new _config_policy_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigPolicy */ .DL(config);
    const compareOptions = {
        mode: options.mode, threshold: options.threshold ?? config?.threshold ?? 0.05, q: options.q ?? config?.q ?? 0.05,
        multipleComparisons: config?.multipleComparisons ?? 'bh',
    };
    const compare = (head) => (0,_config_policy_js__WEBPACK_IMPORTED_MODULE_2__/* .compareWithConfig */ .sc)(run.baseline.set, head, compareOptions, policy);
    let report = compare(run.head);
    const gatePolicy = policy?.gatePolicy();
    const flagged = (0,_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .gatingRegressions */ .NU)(report.comparisons, gatePolicy);
    if ((0,_compare_confirm_js__WEBPACK_IMPORTED_MODULE_1__/* .confirmWanted */ .IP)(options.confirm, options.mode, flagged)) {
        report = await (0,_run_confirm_js__WEBPACK_IMPORTED_MODULE_5__/* .confirmRegressions */ .j)({
            first: report, head: run.head, regressions: flagged, compare, command: run.spec, runs: run.runs, series: run.series,
            ...(gatePolicy === undefined ? {} : { policy: gatePolicy }),
            ...(values.results === undefined ? {} : { results: values.results }),
        }, ports);
    }
    else if (flagged.length > 0 && options.confirm === 'auto') {
        ports.stderr(`bench-gate: not confirming on rerun (${options.mode} mode with ${flagged[0]?.n.join('+') ?? ''} samples); pass --confirm to re-measure regressions before failing\n`);
    }
    const color = values['no-color'] === true ? false : values.color ?? (ports.stdoutIsTTY && values.report === undefined && (ports.env.NO_COLOR ?? '') === '');
    const rendered = (0,_render_report_js__WEBPACK_IMPORTED_MODULE_9__/* .renderReport */ .B)(report, options.output, color, values.suite ?? (0,_options_js__WEBPACK_IMPORTED_MODULE_13__/* .suiteNamedIn */ .Vz)(run.head));
    if (values.report !== undefined)
        await (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_8__/* .writeOutput */ .zh)(ports, values.report, rendered);
    else
        ports.stdout(rendered);
    const regressions = (0,_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .gatingRegressions */ .NU)(report.comparisons, gatePolicy);
    if (regressions.length > 0)
        ports.stderr(`bench-gate: ${(0,_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .describeFailure */ .Ic)(regressions)}\n`);
    return report.verdict === 'fail' ? 1 : 0;
}
function stepsFor(spec, runs, results) {
    return Array.from({ length: runs }, (_, i) => ({
        side: 'run', command: spec, index: i + 1, label: `run ${i + 1}/${runs}`, env: { BENCH_GATE_RUN: String(i + 1), BENCH_GATE_RUNS: String(runs) },
        ...(results === undefined ? {} : { results }),
    }));
}
async function keepPartial(set, done, out, ports) {
    if (set === undefined)
        return 'No run finished, so no results were written.';
    if (out === undefined)
        return `The ${done} finished run${done === 1 ? ' was' : 's were'} not kept: pass -o FILE to keep partial results.`;
    await (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_8__/* .writeOutput */ .zh)(ports, out, `${JSON.stringify(set, null, 2)}\n`);
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


/***/ }),

/***/ 9706:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DL: () => (/* binding */ ConfigPolicy),
/* harmony export */   sc: () => (/* binding */ compareWithConfig)
/* harmony export */ });
/* unused harmony export decideRules */
/* harmony import */ var _compare_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4431);
/**
 * Applying the config's rules to a comparison. For each benchmark metric and each field
 * (threshold, informational, ignore, exact, better, unit), the first rule that matches it and
 * sets that field decides (rules of the suite first, then the top-level ones). Then:
 *   - ignore: the benchmark (or metric) is dropped from both sides before comparing; the report
 *     says how many were ignored by which rule;
 *   - exact, better, unit: set on the parsed metrics of both sides;
 *   - threshold: the per-metric δ, through `CompareOptions.thresholdFor`;
 *   - informational: a regression is reported but never fails the gate (`GatePolicy.isInformational`);
 *   - a flagged metric (regression or improvement) gets a note naming the rules that decided it.
 * Decisions are made once, on the metric as parsed (before a unit override renames it).
 */

const FIELDS = ['threshold', 'informational', 'ignore', 'exact', 'better', 'unit'];
/** The first matching rule per field, for a benchmark (units absent) or one of its metrics. */
function decideRules(rules, name, key, units) {
    const decision = {};
    for (const rule of rules) {
        if (!rule.match.test(name) && !rule.match.test(key))
            continue;
        if (rule.metric !== undefined && (units === undefined || !(rule.metric.test(units.unit) || rule.metric.test(units.originalUnit))))
            continue;
        for (const field of FIELDS)
            if (decision[field] === undefined && rule[field] !== undefined)
                decision[field] = rule;
    }
    return decision;
}
const id = (key, unit) => `${key}\u0000${unit}`;
class ConfigPolicy {
    config;
    decisions = new Map();
    ignored = new Map();
    used = new Set();
    problems = new Set();
    constructor(config) {
        this.config = config;
    }
    /** A copy of `set` with the rules applied: ignored benchmarks and metrics dropped, overrides set. */
    prepare(set) {
        if (this.config.rules.length === 0)
            return set;
        const copy = structuredClone(set);
        const renames = new Map();
        copy.benchmarks = copy.benchmarks.flatMap((b) => this.prepareBenchmark(b, renames));
        for (const run of copy.history ?? []) {
            for (const [key, byUnit] of Object.entries(run.values)) {
                for (const [unit, value] of Object.entries(byUnit)) {
                    const renamed = renames.get(id(key, unit));
                    if (renamed === undefined)
                        continue;
                    delete byUnit[unit];
                    if (renamed !== null)
                        byUnit[renamed] = value;
                }
            }
        }
        return copy;
    }
    /** The per-metric δ the rules give, or undefined for the default. */
    thresholdFor(benchmark, unit) {
        return this.decisionFor(benchmark.key, benchmark.name, unit).threshold?.threshold;
    }
    /** The gate policy: informational metrics, the sample-size floor, and the notes on flagged metrics. */
    gatePolicy() {
        const policy = {
            isInformational: (c) => this.decisionFor(c.key, c.name, c.unit).informational?.informational === true,
            notesFor: (c) => this.notesFor(c),
        };
        if (this.config.minSamples !== undefined)
            policy.minSamples = this.config.minSamples;
        return policy;
    }
    /** Report-level warnings: what was ignored, by which rule, and unit overrides that could not apply. */
    reportWarnings() {
        const warnings = [...this.problems];
        const counts = [...this.ignored].map(([rule, ids]) => ({ rule, count: ids.size }));
        const total = counts.reduce((sum, c) => sum + c.count, 0);
        if (total > 0) {
            const by = counts.map((c) => `${c.count} by ${c.rule.label}`).join(', ');
            warnings.push(`${this.config.file}: ${total} benchmark metric${total === 1 ? '' : 's'} ignored (${by})`);
        }
        return warnings;
    }
    /** Rules that matched no benchmark (likely a typo in the glob). */
    unusedRules() {
        return this.config.rules.filter((r) => !this.used.has(r)).map((r) => r.label);
    }
    prepareBenchmark(b, renames) {
        const whole = this.decide(b.name, b.key);
        if (whole.ignore?.ignore === true) {
            for (const unit of b.metrics.length > 0 ? b.metrics.map((m) => m.unit) : ['']) {
                this.markIgnored(whole.ignore, b.key, unit);
                renames.set(id(b.key, unit), null);
            }
            return [];
        }
        const had = b.metrics.length;
        b.metrics = b.metrics.flatMap((m) => this.prepareMetric(b, m, renames));
        return had > 0 && b.metrics.length === 0 ? [] : [b];
    }
    prepareMetric(b, m, renames) {
        const d = this.decide(b.name, b.key, { unit: m.unit, originalUnit: m.originalUnit });
        if (d.ignore?.ignore === true) {
            this.markIgnored(d.ignore, b.key, m.unit);
            renames.set(id(b.key, m.unit), null);
            return [];
        }
        if (d.exact?.exact !== undefined)
            m.assumption = d.exact.exact ? 'exact' : 'nothing';
        if (d.better?.better !== undefined)
            m.better = d.better.better;
        const unit = d.unit?.unit;
        if (unit !== undefined && unit !== m.unit) {
            if (b.metrics.some((other) => other !== m && other.unit === unit)) {
                this.problems.add(`${d.unit?.label ?? 'a rule'}: cannot rename ${m.unit} of ${b.name} to ${unit}, which it already has; kept ${m.unit}`);
            }
            else {
                renames.set(id(b.key, m.unit), unit);
                m.unit = unit;
            }
        }
        this.decisions.set(id(b.key, m.unit), d);
        return [m];
    }
    decide(name, key, units) {
        const decision = decideRules(this.config.rules, name, key, units);
        for (const rule of this.config.rules) {
            if ((rule.match.test(name) || rule.match.test(key)) && (rule.metric === undefined || (units !== undefined && (rule.metric.test(units.unit) || rule.metric.test(units.originalUnit)))))
                this.used.add(rule);
        }
        return decision;
    }
    decisionFor(key, name, unit) {
        return this.decisions.get(id(key, unit)) ?? decideRules(this.config.rules, name, key, { unit, originalUnit: unit });
    }
    markIgnored(rule, key, unit) {
        const ids = this.ignored.get(rule) ?? new Set();
        ids.add(id(key, unit));
        this.ignored.set(rule, ids);
    }
    /** "rule #2 (match: "BenchmarkHash*") threshold 3%", one note per rule that decided a flagged metric. */
    notesFor(c) {
        if (c.status !== 'regression' && c.status !== 'improvement')
            return [];
        const d = this.decisionFor(c.key, c.name, c.unit);
        return this.config.rules.flatMap((rule) => {
            const parts = FIELDS.filter((f) => d[f] === rule).map((f) => describeField(f, rule)).filter((p) => p !== '');
            return parts.length === 0 ? [] : [`${rule.label} ${parts.join(', ')}`];
        });
    }
}
function describeField(field, rule) {
    switch (field) {
        case 'threshold': return `threshold ${rule.thresholdText ?? ''}`;
        case 'informational': return rule.informational === true ? 'informational: reported, never fails the gate' : '';
        case 'ignore': return '';
        case 'exact': return rule.exact === true ? 'exact' : 'not exact';
        case 'better': return `better=${rule.better ?? ''}`;
        case 'unit': return `unit ${rule.unit ?? ''}`;
    }
}
/** Compares with the config's rules applied (or plainly, without a config). */
function compareWithConfig(base, head, options, policy) {
    if (policy === undefined)
        return (0,_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .compareResultSets */ .MR)(base, head, options);
    const report = (0,_compare_js__WEBPACK_IMPORTED_MODULE_0__/* .compareResultSets */ .MR)(policy.prepare(base), policy.prepare(head), {
        ...options,
        thresholdFor: (benchmark, unit) => policy.thresholdFor(benchmark, unit),
        policy: policy.gatePolicy(),
    });
    report.warnings.push(...policy.reportWarnings());
    return report;
}


/***/ }),

/***/ 5958:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  p: () => (/* binding */ resolveConfig)
});

;// CONCATENATED MODULE: ./src/config/glob.ts
/**
 * Globs for the config file's rules. In benchmark names (`match`), `/` separates sub-benchmarks
 * as in a path: `*` matches within one part, `**` across parts (`**\/p99` also matches a bare
 * `p99`), `?` one character, `\` escapes the next character. In units (`metric`), which are one
 * token that may contain `/` (`sec/op`), `*` matches anything.
 */
function escapeChar(ch) {
    return /[.*+?^${}()|[\]\\/]/.test(ch) ? `\\${ch}` : ch;
}
/** A glob over benchmark names: `*` stops at `/`, `**` does not. */
function nameGlob(glob) {
    let body = '';
    for (let i = 0; i < glob.length; i += 1) {
        const ch = glob[i] ?? '';
        if (ch === '\\' && i + 1 < glob.length) {
            i += 1;
            body += escapeChar(glob[i] ?? '');
        }
        else if (ch === '*' && glob[i + 1] === '*') {
            i += 1;
            if (glob[i + 1] === '/') {
                i += 1;
                body += '(?:.*/)?';
            }
            else {
                body += '.*';
            }
        }
        else if (ch === '*') {
            body += '[^/]*';
        }
        else if (ch === '?') {
            body += '[^/]';
        }
        else {
            body += escapeChar(ch);
        }
    }
    return new RegExp(`^${body}$`, 'su');
}
/** A glob over units: `*` matches any characters, `?` one. */
function unitGlob(glob) {
    const body = [...glob].map((ch) => (ch === '*' ? '.*' : ch === '?' ? '.' : escapeChar(ch))).join('');
    return new RegExp(`^${body}$`, 'su');
}

// EXTERNAL MODULE: ./src/config/threshold.ts
var config_threshold = __webpack_require__(7325);
;// CONCATENATED MODULE: ./src/config/resolve.ts


/** The settings in force for `suite` (undefined: top-level only). */
function resolveConfig(config, file, suite) {
    const suites = config.suites ?? {};
    const chosen = suite === undefined ? undefined : Object.hasOwn(suites, suite) ? suites[suite] : undefined;
    const warnings = [];
    const names = Object.keys(suites);
    if (suite !== undefined && chosen === undefined && names.length > 0) {
        warnings.push(`${file} has no suite "${suite}" (it has ${names.join(', ')}); using its top-level settings only`);
    }
    const threshold = chosen?.threshold ?? config.threshold;
    return {
        file,
        suite: chosen === undefined ? undefined : suite,
        format: chosen?.format ?? config.format,
        threshold: threshold === undefined ? undefined : (0,config_threshold/* thresholdFraction */.Gb)(threshold),
        q: chosen?.q ?? config.q,
        multipleComparisons: chosen?.['multiple-comparisons'] ?? config['multiple-comparisons'],
        minSamples: chosen?.['min-samples'] ?? config['min-samples'],
        comment: chosen?.comment ?? config.comment,
        rules: [
            ...(chosen?.rules ?? []).map((r, i) => resolveRule(r, `suite "${suite ?? ''}" rule #${i + 1}`)),
            ...(config.rules ?? []).map((r, i) => resolveRule(r, `rule #${i + 1}`)),
        ],
        metrics: [...(chosen?.metrics ?? []), ...(config.metrics ?? [])],
        warnings,
    };
}
function resolveRule(rule, name) {
    const threshold = rule.threshold === undefined ? undefined : (0,config_threshold/* thresholdFraction */.Gb)(rule.threshold);
    const where = rule.metric === undefined ? `match: "${rule.match}"` : `match: "${rule.match}", metric: "${rule.metric}"`;
    return {
        label: `${name} (${where})`,
        match: nameGlob(rule.match),
        metric: rule.metric === undefined ? undefined : unitGlob(rule.metric),
        threshold,
        thresholdText: threshold === undefined ? undefined : `${+(threshold * 100).toPrecision(6)}%`,
        informational: rule.informational,
        ignore: rule.ignore,
        exact: rule.exact,
        better: rule.better,
        unit: rule.unit,
    };
}


/***/ })

};
