export const id = 453;
export const ids = [453];
export const modules = {

/***/ 8453:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseCommand: () => (/* binding */ parseCommand)
/* harmony export */ });
/* harmony import */ var _input_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8109);
/* harmony import */ var _merge_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(9107);
/* harmony import */ var _merge_history_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(4470);
/* harmony import */ var _argument_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1167);
/* harmony import */ var _command_options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(560);
/* harmony import */ var _help_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7911);
/* harmony import */ var _config_resolve_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5958);
/* harmony import */ var _join_refusals_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1281);
/* harmony import */ var _file_identity_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7317);
/* harmony import */ var _load_inputs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2673);
/* harmony import */ var _output_files_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7929);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(776);
/* harmony import */ var _ports_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(2082);
/* harmony import */ var _result_outputs_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5754);
/**
 * `bench-gate parse FILE...`: read inputs, merge their samples, write one result JSON. The config
 * file gives the format and the metrics patterns; its rules apply at compare time, not here (the
 * result file keeps the data as parsed).
 */














async function parseCommand(args, ports) {
    const { values, positionals } = (0,_argument_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandArgs */ .Qx)('parse', args, _command_options_js__WEBPACK_IMPORTED_MODULE_2__/* .PARSE_OPTIONS */ .jp, true);
    if (values.help === true) {
        ports.stdout(_help_js__WEBPACK_IMPORTED_MODULE_9__/* .PARSE_HELP */ .gU);
        return 0;
    }
    const suite = (0,_options_js__WEBPACK_IMPORTED_MODULE_10__/* .parseSuite */ .El)('--suite', values.suite);
    const commit = (0,_options_js__WEBPACK_IMPORTED_MODULE_10__/* .parseCommit */ .L5)('--commit', values.commit);
    if (values.branch?.trim() === '')
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .e(`Invalid value '${values.branch}' for --branch: a branch name cannot be empty. Give a name like --branch main, or leave --branch out.`);
    if (positionals.length === 0)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .e(`parse needs at least one input file (or - for stdin).${await (0,_argument_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .inputsTakenAsValues */ .Rm)(values, args, _command_options_js__WEBPACK_IMPORTED_MODULE_2__/* .PARSE_OPTIONS */ .jp, ports)} Example: bench-gate parse bench.txt -o result.json`);
    await (0,_file_identity_js__WEBPACK_IMPORTED_MODULE_5__/* .checkInputsOnce */ .zI)(positionals, 'parsing a file twice would count its samples twice.', ports);
    await (0,_output_files_js__WEBPACK_IMPORTED_MODULE_7__/* .checkOutputs */ .n2)([['-o', values.out]], positionals, ports);
    const loadedConfig = values['no-config'] === true ? undefined : await (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .loadConfigFile */ .HT)(values.config, ports);
    await (0,_output_files_js__WEBPACK_IMPORTED_MODULE_7__/* .checkOutputsBesideConfig */ .Lk)([['-o', values.out]], loadedConfig?.path, ports);
    await (0,_result_outputs_js__WEBPACK_IMPORTED_MODULE_8__/* .checkReplacesResultsOnly */ .G)([['-o', values.out]], ports);
    const config = loadedConfig === undefined ? undefined : (0,_config_resolve_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveConfig */ .p)(loadedConfig.config, loadedConfig.path, suite);
    if (loadedConfig !== undefined && config !== undefined)
        ports.stderr((0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .describeConfig */ .Yy)(loadedConfig, config));
    const load = {
        format: (0,_options_js__WEBPACK_IMPORTED_MODULE_10__/* .oneOf */ .yL)('--format', values.format, _input_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUT_FORMATS */ .oL, config?.format ?? 'auto'), lenient: values.lenient === true, verbose: values.verbose === true,
        ...(config === undefined ? {} : { metrics: config.metrics }),
    };
    const loaded = [];
    for (const path of positionals) {
        const input = await (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .loadInput */ .lJ)(path, ports, load);
        ports.stderr((0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .describeLoaded */ .p4)('', input));
        loaded.push(input.set);
    }
    const set = combine(loaded, positionals, await measuredAt(loaded, positionals, ports), suite);
    // The merge's own warnings (summaries it could not keep) follow the inputs' diagnostics.
    const before = loaded.reduce((n, l) => n + l.diagnostics.length, 0);
    for (const d of set.diagnostics.slice(before))
        ports.stderr(`bench-gate: ${d.severity}: ${d.message}\n`);
    if (commit !== undefined)
        set.context.commit = commitToRecord(commit, set.context.commit, loaded, positionals);
    if (values.branch !== undefined)
        set.context.branch = values.branch;
    const json = `${JSON.stringify(set, null, 2)}\n`;
    if (values.out !== undefined)
        await (0,_output_files_js__WEBPACK_IMPORTED_MODULE_7__/* .writeOutput */ .zh)(ports, values.out, json);
    else
        ports.stdout(json);
    return 0;
}
/**
 * When the inputs were measured, for `check --max-age`: the earliest of their times. A result file's
 * time is the one it records; a tool output's is its modification time (an output file is written
 * as the benchmarks run); stdin's, or an unknown one, is now. Never a later time than any input's,
 * which would let stale numbers pass for fresh ones (a week-old result file given after today's,
 * or beside stdin). A recorded time that cannot be read is kept as it is, for `check` to refuse.
 */
async function measuredAt(sets, paths, ports) {
    const times = await Promise.all(sets.map(async (set, i) => set.context.time ?? (0,_load_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .outputTime */ .bf)(paths[i] ?? '-', ports)));
    return (0,_join_refusals_js__WEBPACK_IMPORTED_MODULE_4__/* .joinedTime */ .pI)(times) ?? ports.now().toISOString();
}
/**
 * The commit --commit records: a result file among the inputs that records another commit was
 * measured there, and relabelling its samples would let stale numbers pass `check --commit`. The
 * same commit spelt shorter or longer agrees, by the rule merge and parse join inputs' commits by
 * (spellsSameCommit); the longer spelling is kept.
 */
function commitToRecord(commit, recorded, sets, paths) {
    // The inputs' commits agree (combine refused others): the longest spelling is the one to check against.
    const at = sets.findIndex((s) => s.context.commit === recorded);
    if (recorded === undefined)
        return commit;
    const [short, long] = recorded.length <= commit.length ? [recorded, commit] : [commit, recorded];
    if ((0,_join_refusals_js__WEBPACK_IMPORTED_MODULE_4__/* .spellsSameCommit */ .Hn)(short, long))
        return long;
    const path = paths[at] === '-' ? '<stdin>' : paths[at] ?? '';
    throw new _ports_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .e(`--commit ${commit} contradicts ${path}, which records that its samples were measured on commit ${recorded}. Leave --commit out to keep the recorded commit, or parse the results of a run on ${commit}.`);
}
/**
 * One result set from several: benchmarks merged by key, sources and diagnostics concatenated,
 * then the merge's own warnings (a summary-only metric whose second summary cannot be kept), the
 * result files' histories joined run by run (as merge joins them). Its suite is --suite's, else
 * the one the inputs name.
 */
function combine(sets, paths, measured, suiteOption) {
    const [first, ...rest] = sets;
    if (first === undefined)
        throw new Error('combine() needs at least one set');
    const tools = new Set(sets.map((s) => s.context.tool));
    if (tools.size > 1)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .e(`parse got inputs of different formats (${[...tools].join(', ')}); parse each format into its own result file.`);
    const named = sets.map((set, i) => ({ path: paths[i] === '-' ? '<stdin>' : paths[i] ?? '', set }));
    // Result files record their commit; the combined file records one, so samples of another commit would pass for it.
    const commit = (0,_join_refusals_js__WEBPACK_IMPORTED_MODULE_4__/* .joinedCommit */ .b5)(named, 'parse only results of one commit (bench-gate merge joins result files, and refuses them too).');
    // As merge refuses them (unless --allow-different-machines): one file's samples would pass for another machine's.
    const machineFix = 'parse only results of one machine class; to join shards of machines you know are alike, use bench-gate merge --allow-different-machines.';
    (0,_join_refusals_js__WEBPACK_IMPORTED_MODULE_4__/* .checkSameMachine */ .md)(named, machineFix);
    (0,_join_refusals_js__WEBPACK_IMPORTED_MODULE_4__/* .checkUnmixed */ .rQ)(named, machineFix);
    (0,_join_refusals_js__WEBPACK_IMPORTED_MODULE_4__/* .checkDirections */ .zB)(named, 'parse');
    (0,_join_refusals_js__WEBPACK_IMPORTED_MODULE_4__/* .checkNoRepeatedSamples */ .lm)(named, 'parse');
    // The combined file has one suite name (the report's title, the PR comment's marker): another input's would be lost.
    if (suiteOption === undefined)
        (0,_join_refusals_js__WEBPACK_IMPORTED_MODULE_4__/* .checkSame */ .j3)(named, 'suite', _options_js__WEBPACK_IMPORTED_MODULE_10__/* .suiteNamedIn */ .Vz, 'parse only one suite\'s results, or pass --suite NAME to name the combined result.');
    const suite = suiteOption ?? sets.map(_options_js__WEBPACK_IMPORTED_MODULE_10__/* .suiteNamedIn */ .Vz).find((s) => s !== undefined);
    const history = (0,_merge_history_js__WEBPACK_IMPORTED_MODULE_12__/* .mergeHistories */ .d)(sets.map((s) => s.history), named.map((n) => n.path));
    if (!history.ok)
        throw new _ports_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .e(history.error);
    const diagnostics = sets.flatMap((s) => s.diagnostics);
    return {
        ...first,
        context: { ...first.context, sources: sets.flatMap((s) => s.context.sources), time: measured, ...(commit === undefined ? {} : { commit }) },
        benchmarks: rest.length === 0 ? first.benchmarks : (0,_merge_js__WEBPACK_IMPORTED_MODULE_13__/* .mergeBenchmarks */ .r)(sets.map((s) => s.benchmarks), { sources: paths, diagnostics }),
        diagnostics,
        ...(history.history === undefined ? {} : { history: history.history }),
        ...(suite === undefined ? {} : { suite }),
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

// EXTERNAL MODULE: ./src/config/single-sample-fallback.ts
var single_sample_fallback = __webpack_require__(6522);
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
    const fallback = chosen?.['single-sample-fallback'] ?? config['single-sample-fallback'];
    const minSamples = chosen?.['min-samples'] ?? config['min-samples'];
    if (fallback !== undefined && minSamples !== undefined && minSamples > 1)
        warnings.push(fallbackUnderFloor(file, chosen === undefined ? undefined : suite, minSamples));
    return {
        file,
        suite: chosen === undefined ? undefined : suite,
        format: chosen?.format ?? config.format,
        threshold: threshold === undefined ? undefined : (0,config_threshold/* thresholdFraction */.Gb)(threshold),
        q: chosen?.q ?? config.q,
        multipleComparisons: chosen?.['multiple-comparisons'] ?? config['multiple-comparisons'],
        minSamples,
        singleSampleFallback: fallback === undefined ? undefined : (0,single_sample_fallback/* singleSampleFallbackThreshold */.cB)(fallback),
        comment: chosen?.comment ?? config.comment,
        rules: [
            ...(chosen?.rules ?? []).map((r, i) => resolveRule(r, `suite "${suite ?? ''}" rule #${i + 1}`)),
            ...(config.rules ?? []).map((r, i) => resolveRule(r, `rule #${i + 1}`)),
        ],
        metrics: [
            ...(chosen?.metrics ?? []).map((e, i) => ({ ...e, place: `suites${keyPath(suite ?? '')}.metrics[${i}]` })),
            ...(config.metrics ?? []).map((e, i) => ({ ...e, place: `metrics[${i}]` })),
        ],
        warnings,
    };
}
/**
 * The floor judges no metric below it, the fallback's included, so above 1 the fallback (one sample
 * per run) can never apply: said where the config is read, since a suite inherits the top level's
 * floor and the two settings may be far apart in the file.
 */
function fallbackUnderFloor(file, suite, minSamples) {
    const where = suite === undefined ? file : `${file}, suite "${suite}"`;
    return `${where}: single-sample-fallback judges nothing under min-samples ${minSamples} (a metric of one sample per run is below that floor, so it stays inconclusive); set min-samples: 1${suite === undefined ? '' : ` in suite "${suite}"`} to use the fallback`;
}
/** A key in a path as zod's messages on the file write it: `.api`, or `["api v2"]` for a key that is not a name. */
function keyPath(key) {
    return /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}
function resolveRule(rule, name) {
    const threshold = rule.threshold === undefined ? undefined : (0,config_threshold/* thresholdFraction */.Gb)(rule.threshold);
    const where = rule.metric === undefined ? `match: "${rule.match}"` : `match: "${rule.match}", metric: "${rule.metric}"`;
    return {
        label: `${name} (${where})`,
        match: nameGlob(rule.match),
        metric: rule.metric === undefined ? undefined : unitGlob(rule.metric),
        metricText: rule.metric,
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

/***/ 6522:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V7: () => (/* binding */ SINGLE_SAMPLE_FALLBACK_TEXT),
/* harmony export */   cB: () => (/* binding */ singleSampleFallbackThreshold),
/* harmony export */   rA: () => (/* binding */ SINGLE_SAMPLE_FALLBACK_HELP),
/* harmony export */   tS: () => (/* binding */ readSingleSampleFallback)
/* harmony export */ });
/* harmony import */ var _threshold_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7325);
/**
 * The config's `single-sample-fallback: threshold:10%` (STATISTICS.md §4.4 item 10): for a metric
 * with one number per run whose baseline history is too short for the history test, an explicit
 * opt-in to judge it anyway by a plain threshold on head against base, with no statistics, as
 * github-action-benchmark does. The value names its kind (`threshold:`) so that the file says what
 * the check is; the percentage after it reads as every threshold does (threshold.ts). Apart from
 * the schema, so that resolving a config does not load zod.
 */

/** `threshold:10%` (spaces allowed around the colon), the percentage in threshold.ts's syntax. */
const SINGLE_SAMPLE_FALLBACK_TEXT = new RegExp(`^\\s*threshold\\s*:${_threshold_js__WEBPACK_IMPORTED_MODULE_0__/* .THRESHOLD_TEXT */ .oA.source.replace(/^\^/, '')}`);
const SINGLE_SAMPLE_FALLBACK_HELP = 'must be "threshold:" and a percentage, like threshold:10%';
function readSingleSampleFallback(value) {
    const match = SINGLE_SAMPLE_FALLBACK_TEXT.exec(value);
    if (match === null) {
        // A bare percentage is the likeliest slip: say what to add rather than what the syntax is.
        if ('fraction' in (0,_threshold_js__WEBPACK_IMPORTED_MODULE_0__/* .readThreshold */ .WS)(value))
            return { problem: `must name its kind: write threshold:${value.trim()} (a plain threshold check, the only fallback there is)` };
        return { problem: SINGLE_SAMPLE_FALLBACK_HELP };
    }
    const percent = `${match[1] ?? ''}${match[2] ?? ''}`;
    const reading = (0,_threshold_js__WEBPACK_IMPORTED_MODULE_0__/* .readThreshold */ .WS)(percent);
    if ('fraction' in reading)
        return { threshold: reading.fraction };
    return { problem: reading.problem === 'range' ? 'the threshold must be above 0% and below 1000%' : (0,_threshold_js__WEBPACK_IMPORTED_MODULE_0__/* .thresholdProblemText */ .u2)(reading.problem, percent) };
}
/** The fallback's threshold as a fraction, or undefined when the value is not one (see readSingleSampleFallback). */
function singleSampleFallbackThreshold(value) {
    const reading = readSingleSampleFallback(value);
    return 'threshold' in reading ? reading.threshold : undefined;
}


/***/ })

};
