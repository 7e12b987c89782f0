export const id = 797;
export const ids = [797];
export const modules = {

/***/ 2797:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   compareCommand: () => (/* binding */ compareCommand)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_policy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9706);
/* harmony import */ var _config_resolve_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(5958);
/* harmony import */ var _compare_types_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(8714);
/* harmony import */ var _input_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4184);
/* harmony import */ var _stats_multiple_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(3551);
/* harmony import */ var _gate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1956);
/* harmony import */ var _help_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7911);
/* harmony import */ var _load_inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2673);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(776);
/* harmony import */ var _render_report_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8349);
/* harmony import */ var _report_json_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2794);
/* harmony import */ var _ports_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2082);
/**
 * `bench-gate compare BASE HEAD`: load both, compare, render, exit 0/1. The config file
 * (--config, else ./bench-gate.yml or ./.github/bench-gate.yml) gives defaults, rules and metrics
 * patterns; flags override its settings.
 */













async function compareCommand(args, ports) {
    const { values, positionals } = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
        args, allowPositionals: true, strict: true,
        options: {
            format: { type: 'string' }, threshold: { type: 'string' }, q: { type: 'string' },
            'multiple-comparisons': { type: 'string' }, mode: { type: 'string' }, 'common-mode': { type: 'string' },
            output: { type: 'string' }, out: { type: 'string', short: 'o' }, suite: { type: 'string' }, color: { type: 'boolean' }, 'no-color': { type: 'boolean' },
            lenient: { type: 'boolean' }, verbose: { type: 'boolean', short: 'v' }, help: { type: 'boolean', short: 'h' },
            config: { type: 'string' }, 'no-config': { type: 'boolean' },
        },
    });
    if (values.help === true) {
        ports.stdout(_help_js__WEBPACK_IMPORTED_MODULE_7__/* .COMPARE_HELP */ .MI);
        return 0;
    }
    const suiteOption = (0,_options_js__WEBPACK_IMPORTED_MODULE_8__/* .parseSuite */ .El)('--suite', values.suite);
    if (positionals.length !== 2)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .e(`compare needs exactly two inputs, BASE and HEAD (got ${positionals.length}). Example: bench-gate compare old.txt new.txt`);
    if (values.config !== undefined && values['no-config'] === true)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .e('--config and --no-config contradict each other; pass one.');
    const loaded = values['no-config'] === true ? undefined : await (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .loadConfigFile */ .HT)(values.config, ports);
    let config = loaded === undefined ? undefined : (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_10__/* .resolveConfig */ .p)(loaded.config, loaded.path, suiteOption);
    if (loaded !== undefined && config !== undefined)
        ports.stderr((0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .describeConfig */ .Yy)(loaded, config));
    const load = {
        format: (0,_options_js__WEBPACK_IMPORTED_MODULE_8__/* .oneOf */ .yL)('--format', values.format, _input_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT_FORMATS */ .oL, config?.format ?? 'auto'), lenient: values.lenient === true, verbose: values.verbose === true,
        ...(config === undefined ? {} : { metrics: config.metrics }),
    };
    const output = (0,_options_js__WEBPACK_IMPORTED_MODULE_8__/* .oneOf */ .yL)('--output', values.output, _render_report_js__WEBPACK_IMPORTED_MODULE_5__/* .REPORT_OUTPUTS */ .E, 'text');
    // Flags are checked before any input is read; unset ones fall back to the config, then the defaults.
    const flags = {
        threshold: values.threshold === undefined ? undefined : (0,_options_js__WEBPACK_IMPORTED_MODULE_8__/* .parseThreshold */ .B7)('--threshold', values.threshold, 0.05),
        q: values.q === undefined ? undefined : (0,_options_js__WEBPACK_IMPORTED_MODULE_8__/* .parseProbability */ .fM)('--q', values.q, 0.05),
        multipleComparisons: values['multiple-comparisons'] === undefined ? undefined : (0,_options_js__WEBPACK_IMPORTED_MODULE_8__/* .oneOf */ .yL)('--multiple-comparisons', values['multiple-comparisons'], _stats_multiple_js__WEBPACK_IMPORTED_MODULE_11__/* .MULTIPLE_COMPARISON_METHODS */ .YE, 'bh'),
        mode: (0,_options_js__WEBPACK_IMPORTED_MODULE_8__/* .oneOf */ .yL)('--mode', values.mode, _compare_types_js__WEBPACK_IMPORTED_MODULE_12__/* .BASELINE_MODES */ .hE, 'files'),
        commonMode: (0,_options_js__WEBPACK_IMPORTED_MODULE_8__/* .oneOf */ .yL)('--common-mode', values['common-mode'], _compare_types_js__WEBPACK_IMPORTED_MODULE_12__/* .COMMON_MODE_SETTINGS */ .Cn, 'auto'),
    };
    const [basePath = '', headPath = ''] = positionals;
    (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .checkStdinOnce */ .I0)(positionals); // comparing a file with itself is allowed (an A/A check); stdin twice is not
    await (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .checkOutputs */ .n2)([['-o', values.out]], positionals, ports);
    const base = await (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .loadInput */ .lJ)(basePath, ports, load);
    const head = await (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .loadInput */ .lJ)(headPath, ports, load);
    ports.stderr((0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .describeLoaded */ .p4)('base ', base) + (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .describeLoaded */ .p4)('head ', head));
    const suite = suiteOption ?? (0,_options_js__WEBPACK_IMPORTED_MODULE_8__/* .suiteNamedIn */ .Vz)(head.set) ?? (0,_options_js__WEBPACK_IMPORTED_MODULE_8__/* .suiteNamedIn */ .Vz)(base.set);
    if (loaded !== undefined && suiteOption === undefined && suite !== undefined)
        config = resolveSuiteOfInputs(loaded, suite, ports);
    const options = {
        ...flags,
        threshold: flags.threshold ?? config?.threshold ?? 0.05,
        q: flags.q ?? config?.q ?? 0.05,
        multipleComparisons: flags.multipleComparisons ?? config?.multipleComparisons ?? 'bh',
    };
    const policy = config === undefined ? undefined : new _config_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigPolicy */ .DL(config);
    const report = (0,_config_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .compareWithConfig */ .sc)(base.set, head.set, options, policy);
    for (const label of policy?.unusedRules() ?? [])
        ports.stderr(`warning: ${config?.file ?? ''}: ${label} matched no benchmark\n`);
    const color = values['no-color'] === true ? false : values.color ?? (ports.stdoutIsTTY && values.out === undefined && (ports.env.NO_COLOR ?? '') === '');
    if (values.out === undefined && output === 'json') {
        // Piece by piece: at 10,000 benchmarks the JSON is ~28 M characters, and one string of it (two
        // bytes a character once a `≥` is in it) plus its UTF-8 copy would double the peak memory.
        for (const part of (0,_report_json_js__WEBPACK_IMPORTED_MODULE_6__/* .renderJsonParts */ .xz)(report))
            ports.stdout(part);
    }
    else {
        const rendered = (0,_render_report_js__WEBPACK_IMPORTED_MODULE_5__/* .renderReport */ .B)(report, output, color, suite);
        if (values.out !== undefined)
            await (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .writeOutput */ .zh)(ports, values.out, rendered);
        else
            ports.stdout(rendered);
    }
    const regressions = (0,_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .gatingRegressions */ .NU)(report.comparisons, policy?.gatePolicy());
    if (regressions.length > 0)
        ports.stderr(`bench-gate: ${(0,_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .describeFailure */ .Ic)(regressions)}\n`);
    return report.verdict === 'fail' ? 1 : 0;
}
/** The inputs' own suite (result files carry one) selects the config's suite when --suite is absent. */
function resolveSuiteOfInputs(loaded, suite, ports) {
    const resolved = (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_10__/* .resolveConfig */ .p)(loaded.config, loaded.path, suite);
    if (resolved.suite !== undefined)
        ports.stderr(`config ${loaded.path}: suite ${suite} (from the inputs)\n`);
    resolved.warnings = [];
    return resolved;
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
