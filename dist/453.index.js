export const id = 453;
export const ids = [453];
export const modules = {

/***/ 776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B7: () => (/* binding */ parseThreshold),
/* harmony export */   fM: () => (/* binding */ parseProbability),
/* harmony export */   yL: () => (/* binding */ oneOf)
/* harmony export */ });
/* harmony import */ var _ports_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2082);
/* harmony import */ var _config_threshold_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7325);
/**
 * Parsing option values shared by commands, with errors that name the option and list the
 * accepted values (STYLE.md §3.4: "Invalid value 'gox' for --format. Use one of: ...").
 */


/** Checks a value against a closed set. */
function oneOf(option, value, allowed, fallback) {
    if (value === undefined)
        return fallback;
    if (allowed.includes(value))
        return value;
    throw new _ports_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`Invalid value '${value}' for ${option}. Use one of: ${allowed.join(', ')}.`);
}
/** A threshold as a fraction: `5%` -> 0.05, `0.05` -> 0.05, `5` -> 0.05 (config/threshold.ts has the rule). */
function parseThreshold(option, value, fallback) {
    if (value === undefined)
        return fallback;
    const reading = (0,_config_threshold_js__WEBPACK_IMPORTED_MODULE_1__/* .readThreshold */ .WS)(value);
    if ('problem' in reading)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`Invalid value '${value}' for ${option}. ${(0,_config_threshold_js__WEBPACK_IMPORTED_MODULE_1__/* .thresholdProblemText */ .u2)(reading.problem)}`);
    return reading.fraction;
}
/** A probability in (0, 1). */
function parseProbability(option, value, fallback) {
    if (value === undefined)
        return fallback;
    const number = Number(value);
    if (!(number > 0 && number < 1))
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`Invalid value '${value}' for ${option}. Use a number between 0 and 1, like 0.05.`);
    return number;
}


/***/ }),

/***/ 8453:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseCommand: () => (/* binding */ parseCommand)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _input_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5809);
/* harmony import */ var _merge_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9107);
/* harmony import */ var _help_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7911);
/* harmony import */ var _config_resolve_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5958);
/* harmony import */ var _load_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2673);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(776);
/* harmony import */ var _ports_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2082);
/**
 * `bench-gate parse FILE...`: read inputs, merge their samples, write one result JSON. The config
 * file gives the format and the metrics patterns; its rules apply at compare time, not here (the
 * result file keeps the data as parsed).
 */








async function parseCommand(args, ports) {
    const { values, positionals } = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
        args, allowPositionals: true, strict: true,
        options: {
            format: { type: 'string' }, suite: { type: 'string' }, commit: { type: 'string' }, branch: { type: 'string' },
            out: { type: 'string', short: 'o' }, lenient: { type: 'boolean' }, verbose: { type: 'boolean', short: 'v' }, help: { type: 'boolean', short: 'h' },
            config: { type: 'string' }, 'no-config': { type: 'boolean' },
        },
    });
    if (values.help === true) {
        ports.stdout(_help_js__WEBPACK_IMPORTED_MODULE_3__/* .PARSE_HELP */ .gU);
        return 0;
    }
    if (positionals.length === 0)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e('parse needs at least one input file (or - for stdin). Example: bench-gate parse bench.txt -o result.json');
    (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .checkInputsOnce */ .zI)(positionals, 'parsing a file twice would count its samples twice.');
    await (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .checkOutputs */ .n2)([['-o', values.out]], positionals, ports);
    if (values.config !== undefined && values['no-config'] === true)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e('--config and --no-config contradict each other; pass one.');
    const loadedConfig = values['no-config'] === true ? undefined : await (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .loadConfigFile */ .HT)(values.config, ports);
    const config = loadedConfig === undefined ? undefined : (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_5__/* .resolveConfig */ .p)(loadedConfig.config, loadedConfig.path, values.suite);
    if (loadedConfig !== undefined && config !== undefined)
        ports.stderr((0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .describeConfig */ .Yy)(loadedConfig, config));
    const load = {
        format: (0,_options_js__WEBPACK_IMPORTED_MODULE_6__/* .oneOf */ .yL)('--format', values.format, _input_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT_FORMATS */ .oL, config?.format ?? 'auto'), lenient: values.lenient === true, verbose: values.verbose === true,
        ...(config === undefined ? {} : { metrics: config.metrics }),
    };
    const loaded = [];
    for (const path of positionals) {
        const input = await (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .loadInput */ .lJ)(path, ports, load);
        ports.stderr((0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .describeLoaded */ .p4)('', input));
        loaded.push(input.set);
    }
    const set = combine(loaded, await measuredAt(positionals, ports));
    if (values.suite !== undefined)
        set.suite = values.suite;
    if (values.commit !== undefined)
        set.context.commit = values.commit;
    if (values.branch !== undefined)
        set.context.branch = values.branch;
    const json = `${JSON.stringify(set, null, 2)}\n`;
    if (values.out !== undefined)
        await (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .writeOutput */ .zh)(ports, values.out, json);
    else
        ports.stdout(json);
    return 0;
}
/**
 * When the inputs were measured, for `check --max-age`: the oldest input file's modification time
 * (an output file is written as the benchmarks run), or now for stdin or when unknown. Never the
 * parse time for an old file, which would let stale numbers pass for fresh ones.
 */
async function measuredAt(paths, ports) {
    const times = await Promise.all(paths.map((p) => (p === '-' ? Promise.resolve(undefined) : ports.modifiedTime(p))));
    const known = times.filter((t) => t !== undefined).map((t) => t.getTime());
    return known.length === times.length && known.length > 0 ? new Date(Math.min(...known)) : ports.now();
}
/** One result set from several: benchmarks merged by key, sources and diagnostics concatenated. */
function combine(sets, measured) {
    const [first, ...rest] = sets;
    if (first === undefined)
        throw new Error('combine() needs at least one set');
    const tools = new Set(sets.map((s) => s.context.tool));
    if (tools.size > 1)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(`parse got inputs of different formats (${[...tools].join(', ')}); parse each format into its own result file.`);
    return {
        ...first,
        context: { ...first.context, sources: sets.flatMap((s) => s.context.sources), time: first.context.time ?? measured.toISOString() },
        benchmarks: rest.length === 0 ? first.benchmarks : (0,_merge_js__WEBPACK_IMPORTED_MODULE_7__/* .mergeBenchmarks */ .r)(sets.map((s) => s.benchmarks)),
        diagnostics: sets.flatMap((s) => s.diagnostics),
    };
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


/***/ }),

/***/ 7325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gb: () => (/* binding */ thresholdFraction),
/* harmony export */   WS: () => (/* binding */ readThreshold),
/* harmony export */   oA: () => (/* binding */ THRESHOLD_TEXT),
/* harmony export */   u2: () => (/* binding */ thresholdProblemText)
/* harmony export */ });
/**
 * Thresholds as people write them ("3%", "0.5 %", 0.03, 5), read into a fraction: one rule for
 * --threshold, the config file and the action's input. Apart from the schema, so that resolving a
 * config (which every `compare` with a config does) does not load zod.
 *
 * A bare number below 1 is a fraction and one of 1 or more is percent (nobody means 500% by `5`).
 * Between 0.5 and 1 the two readings are both plausible and far apart (0.75: 75% or 0.75%?), and
 * just below 1 they jump (0.999 would be 99.9% while 1 is 1%), so those need the % sign.
 */
/** `5%`, `0.5%`, `0.05` (a fraction) or `5` (percent), as the threshold syntax allows. */
const THRESHOLD_TEXT = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(%?)\s*$/;
function readThreshold(value) {
    const match = typeof value === 'number' ? [String(value), String(value), ''] : THRESHOLD_TEXT.exec(value);
    if (match === null)
        return { problem: 'syntax' };
    const number = Number(match[1]);
    const percent = match[2] === '%';
    if (!percent && number >= 0.5 && number < 1)
        return { problem: 'ambiguous' };
    const fraction = percent || number >= 1 ? number / 100 : number;
    return fraction > 0 && fraction < 10 ? { fraction } : { problem: 'range' };
}
/** A threshold as a fraction, or undefined when the value is not one (see readThreshold). */
function thresholdFraction(value) {
    const reading = readThreshold(value);
    return 'fraction' in reading ? reading.fraction : undefined;
}
/** What is wrong with a threshold that is not one, and how to write it instead. */
function thresholdProblemText(problem) {
    switch (problem) {
        case 'syntax': return 'Use a percentage like 5% (or a fraction like 0.05).';
        case 'range': return 'It must be above 0% and below 1000%.';
        case 'ambiguous': return 'A bare number from 0.5 up to 1 reads as either a fraction (0.75 = 75%) or a percentage (0.75%); write it with % to say which.';
    }
}


/***/ }),

/***/ 9107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ mergeBenchmarks)
/* harmony export */ });
function mergeMetric(into, from) {
    into.samples.push(...from.samples);
    if (from.iterations !== undefined || into.iterations !== undefined) {
        into.iterations = [...(into.iterations ?? []), ...(from.iterations ?? [])];
    }
    if (into.summary === undefined && from.summary !== undefined)
        into.summary = from.summary;
}
/** Merges benchmark lists by key; the first occurrence fixes the order, name and config. */
function mergeBenchmarks(lists) {
    const merged = new Map();
    for (const list of lists) {
        for (const benchmark of list) {
            const existing = merged.get(benchmark.key);
            if (existing === undefined) {
                merged.set(benchmark.key, structuredClone(benchmark));
                continue;
            }
            for (const metric of benchmark.metrics) {
                const target = existing.metrics.find((m) => m.unit === metric.unit);
                if (target === undefined)
                    existing.metrics.push(structuredClone(metric));
                else
                    mergeMetric(target, metric);
            }
            if (benchmark.status === 'failed' || (benchmark.status === 'skipped' && existing.status === 'ok' && existing.metrics.length === 0))
                existing.status = benchmark.status;
            if (benchmark.messages !== undefined)
                existing.messages = [...(existing.messages ?? []), ...benchmark.messages];
        }
    }
    return [...merged.values()];
}


/***/ })

};
