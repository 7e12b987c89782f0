export const id = 827;
export const ids = [827];
export const modules = {

/***/ 9827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  loadConfig: () => (/* binding */ loadConfig)
});

// UNUSED EXPORTS: closest

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/errors.js
var errors = __webpack_require__(7428);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/errors.js
var classic_errors = __webpack_require__(961);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 13 modules
var schemas = __webpack_require__(5491);
// EXTERNAL MODULE: ./src/config/threshold.ts
var threshold = __webpack_require__(7325);
// EXTERNAL MODULE: ./src/config/single-sample-fallback.ts
var single_sample_fallback = __webpack_require__(6522);
// EXTERNAL MODULE: ./src/schema/result.ts
var result = __webpack_require__(150);
// EXTERNAL MODULE: ./src/stats/multiple.ts
var multiple = __webpack_require__(3551);
// EXTERNAL MODULE: ./src/input.ts + 43 modules
var input = __webpack_require__(8109);
// EXTERNAL MODULE: ./src/parsers/metrics-patterns.ts
var metrics_patterns = __webpack_require__(9237);
;// CONCATENATED MODULE: ./src/config/schema.ts
/**
 * The schema of `bench-gate.yml`, the reviewed policy file (issue "The config file"): default
 * settings, per-benchmark rules by glob, the `metrics` patterns that read bench binaries, the
 * comment policy, and the same per suite. `schema/config.schema.json` is generated from it.
 *
 * Example:
 *   threshold: 5%
 *   rules:
 *     - match: "BenchmarkHash**"      # first matching rule wins, per field
 *       threshold: 3%
 *     - match: "**\/legacy/**"
 *       informational: true
 *   suites:
 *     jobbie: {format: metrics, metrics: [...]}
 */







const COMMENT_POLICIES = ['always', 'on-change', 'on-regression', 'never'];
const CONFIG_VERSION = 1;
const THRESHOLD_HELP = 'must be a percentage like "3%" (or a fraction like 0.03)';
const ThresholdSchema = schemas/* union */.KCZ([schemas/* string */.YjP().regex(threshold/* THRESHOLD_TEXT */.oA, { error: THRESHOLD_HELP }), schemas/* number */.aig().positive({ error: 'must be above 0%' })], { error: THRESHOLD_HELP })
    .check((ctx) => {
    const reading = (0,threshold/* readThreshold */.WS)(ctx.value);
    // A string off the syntax already failed the regex with THRESHOLD_HELP.
    if ('problem' in reading && reading.problem !== 'syntax')
        ctx.issues.push({ code: 'custom', input: ctx.value, message: reading.problem === 'range' ? 'must be above 0% and below 1000%' : (0,threshold/* thresholdProblemText */.u2)(reading.problem, ctx.value) });
})
    .describe('Minimum effect that counts, e.g. "5%" (a fraction like 0.05 works too).');
const fallbackProblem = (value) => {
    const reading = typeof value === 'string' ? (0,single_sample_fallback/* readSingleSampleFallback */.tS)(value) : undefined;
    return reading !== undefined && 'problem' in reading ? reading.problem : single_sample_fallback/* SINGLE_SAMPLE_FALLBACK_HELP */.rA;
};
const SingleSampleFallbackSchema = schemas/* string */.YjP({ error: single_sample_fallback/* SINGLE_SAMPLE_FALLBACK_HELP */.rA })
    // The pattern is what editors check (config.schema.json); the message says what is wrong with this value.
    .regex(single_sample_fallback/* SINGLE_SAMPLE_FALLBACK_TEXT */.V7, { error: (issue) => fallbackProblem(issue.input) })
    .check((ctx) => {
    // Off the syntax already failed the regex; a percentage out of range or ambiguous fails here.
    if (!single_sample_fallback/* SINGLE_SAMPLE_FALLBACK_TEXT */.V7.test(ctx.value))
        return;
    const reading = (0,single_sample_fallback/* readSingleSampleFallback */.tS)(ctx.value);
    if ('problem' in reading)
        ctx.issues.push({ code: 'custom', input: ctx.value, message: reading.problem });
})
    .describe('Opt-in, e.g. "threshold:10%": a metric with one sample per run whose baseline history is too short for the history test (fewer than 5 runs) is judged by a plain threshold on head against base (the metric\'s own threshold when that is larger), labelled as an unqualified check with no statistics. Absent: such a metric is inconclusive until the history is long enough.');
const BetterSchema = schemas/* enum */.k5n(result/* DIRECTIONS */.X).describe('Whether lower (times, latencies, sizes) or higher (throughput) values are better.');
const RuleSchema = schemas/* strictObject */.rej({
    match: schemas/* string */.YjP().min(1).describe('Glob over the benchmark name or key: `*` within one `/`-separated part, `**` across parts, `?` one character.'),
    metric: schemas/* string */.YjP().min(1).optional().describe('Glob over the metric\'s unit, as stored (`sec/op`, `B/op`, `ops/s`) or as printed (`ns/op`); `*` matches anything. Absent: every metric.'),
    threshold: ThresholdSchema.optional(),
    informational: schemas/* boolean */.zMY().optional().describe('Report regressions but never fail the gate on them.'),
    ignore: schemas/* boolean */.zMY().optional().describe('Drop the benchmark (or, with `metric`, the metric) before comparing; the report counts what was ignored.'),
    exact: schemas/* boolean */.zMY().optional().describe('The metric must not vary between runs (sizes, counts): compare medians, no statistical test. `false` turns it off for units that default to exact (B/op, allocs/op).'),
    better: BetterSchema.optional().describe('Override the direction of the metric.'),
    unit: schemas/* string */.YjP().min(1).optional().describe('Rename the metric\'s unit (values unchanged), e.g. to join two spellings of the same unit or name a unitless value.'),
}).refine((r) => ['threshold', 'informational', 'ignore', 'exact', 'better', 'unit'].some((k) => k in r), {
    message: 'does nothing: add one of threshold, informational, ignore, exact, better, unit',
}).describe('A policy rule. For each field, the first rule that matches a benchmark metric and sets that field decides it.');
const ValueSpecSchema = schemas/* strictObject */.rej({
    metric: schemas/* string */.YjP().min(1).optional().describe('Metric name, appended to the benchmark name as `<name>/<metric>` (default: the group name, or the key slugged).'),
    unit: schemas/* string */.YjP().min(1).optional().describe('Unit when the printed value has none (`ops/sec` for a bare `22,096.0`).'),
    better: BetterSchema.optional(),
});
const MetricsEntrySchema = schemas/* strictObject */.rej({
    pattern: schemas/* string */.YjP().min(1).optional().describe('JavaScript regex matched against each line, with named groups: `name`, `value`, `unit`, or the groups listed in `values`.'),
    context: schemas/* string */.YjP().min(1).optional().describe('JavaScript regex whose named groups become variables for the `name` templates of the lines after it.'),
    lines: schemas/* literal */.euz('key-value').optional().describe('Read `key: value unit` lines; each key is a metric.'),
    flags: schemas/* string */.YjP().optional().describe('Regex flags, e.g. "i".'),
    separator: schemas/* string */.YjP().optional().describe('key-value lines: what separates key and value (default ":").'),
    name: schemas/* string */.YjP().optional().describe('Benchmark name template, e.g. "concurrency={concurrency}" ({x}: a named group or context variable). Default: the `name` group.'),
    prefix: schemas/* string */.YjP().optional().describe('Put before every benchmark name, e.g. "jobbie/".'),
    metric: schemas/* string */.YjP().min(1).optional().describe('Metric name of the `value` group.'),
    unit: schemas/* string */.YjP().min(1).optional().describe('Unit when the printed value has none.'),
    better: BetterSchema.optional().describe('Direction of the `value` group (and the default for `values`/`keys`).'),
    values: schemas/* record */.g1P(schemas/* string */.YjP(), ValueSpecSchema).optional().describe('Several values per line: named group -> {metric, unit, better}.'),
    keys: schemas/* record */.g1P(schemas/* string */.YjP(), ValueSpecSchema).optional().describe('key-value lines: which keys to read (globs, case-insensitive) -> {metric, unit, better}. Absent: every key with a number.'),
}).describe('One entry of `metrics`: exactly one of pattern, context, lines.');
// The parser's own type must accept what the schema gives.
const _entryFits = (e) => e;
void _entryFits;
const settings = {
    format: schemas/* enum */.k5n(input/* INPUT_FORMATS */.oL).optional().describe('Input format of this suite\'s benchmark output (default auto). `metrics` reads it through the `metrics` patterns.'),
    threshold: ThresholdSchema.optional(),
    q: schemas/* number */.aig({ error: 'must be a number between 0 and 1, like 0.05' }).gt(0, { error: 'must be between 0 and 1, like 0.05' }).lt(1, { error: 'must be between 0 and 1, like 0.05' }).optional().describe('False discovery rate across the comparison (default 0.05).'),
    'multiple-comparisons': schemas/* enum */.k5n(multiple/* MULTIPLE_COMPARISON_METHODS */.YE).optional().describe('bh (default), holm, by, or none.'),
    'min-samples': schemas/* number */.aig({ error: 'must be a whole number of samples, like 5' }).int({ error: 'must be a whole number of samples, like 5' }).min(1, { error: 'must be at least 1' }).max(100000).optional().describe('Sample-size floor: a metric with fewer samples on either side is reported inconclusive, never judged (exact metrics excepted). From 2 up, single-sample-fallback has nothing left to judge.'),
    'single-sample-fallback': SingleSampleFallbackSchema.optional(),
    comment: schemas/* enum */.k5n(COMMENT_POLICIES).optional().describe('When the action creates its PR comment: always (default), on-change, on-regression, never.'),
    rules: schemas/* array */.YOg(RuleSchema).optional(),
    metrics: schemas/* array */.YOg(MetricsEntrySchema).optional().describe('Patterns that read a bench binary\'s text (format metrics).'),
};
const SuiteSchema = schemas/* strictObject */.rej(settings).describe('Settings for one suite; they come before the top-level ones (its rules are tried first).');
const ConfigSchema = schemas/* strictObject */.rej({
    $schema: schemas/* string */.YjP().optional(),
    version: schemas/* literal */.euz(CONFIG_VERSION, { error: `must be ${CONFIG_VERSION}, the only version of this format so far` }).optional().describe('Version of this file\'s format (1).'),
    ...settings,
    suites: schemas/* record */.g1P(schemas/* string */.YjP().min(1), SuiteSchema).optional().describe('Per-suite settings, by suite name (--suite, or the action\'s suite input).'),
}).superRefine((config, ctx) => {
    const topContext = contextVariables(config.metrics ?? []);
    checkMetricsList(config.metrics ?? [], topContext, ['metrics'], ctx);
    for (const [name, suite] of Object.entries(config.suites ?? {})) {
        const vars = new Set([...topContext, ...contextVariables(suite.metrics ?? [])]);
        checkMetricsList(suite.metrics ?? [], vars, ['suites', name, 'metrics'], ctx);
    }
});
function contextVariables(entries) {
    return new Set(entries.flatMap((e) => (e.context === undefined ? [] : (0,metrics_patterns/* namedGroups */.Yu)(e.context))));
}
function checkMetricsList(entries, vars, at, ctx) {
    entries.forEach((entry, index) => {
        for (const problem of (0,metrics_patterns/* checkMetricsPattern */.e7)(entry, vars)) {
            ctx.addIssue({ code: 'custom', path: [...at, index, ...problem.path], message: problem.message });
        }
    });
}
/** Where a key may appear, for "did you mean" suggestions and "belongs in" hints. */
const CONFIG_PLACES = ['top', 'suite', 'rule', 'metrics-entry', 'value-spec'];
/** The keys of each place, and how messages name it. */
const KEYS_OF = {
    top: { name: 'the top level', keys: ['$schema', 'version', 'suites', ...Object.keys(settings)] },
    suite: { name: 'a suite (suites: NAME:)', keys: Object.keys(settings) },
    rule: { name: 'a rule (rules: - match: ...)', keys: Object.keys(RuleSchema.shape) },
    'metrics-entry': { name: 'a metrics entry (metrics: - pattern: ...)', keys: Object.keys(MetricsEntrySchema.shape) },
    'value-spec': { name: 'an entry of values: or keys:', keys: Object.keys(ValueSpecSchema.shape) },
};

;// CONCATENATED MODULE: ./src/config/load.ts
/**
 * Reading bench-gate.yml: YAML text -> a validated BenchGateConfig, or one message that names the
 * file, the line and column, the path inside the file, what is wrong and the fix (STYLE.md §3.4:
 * "Invalid X in Y:" + z.prettifyError). Pure: the caller reads the file.
 */



/** Parses and validates a config file's text. `file` names it in messages. */
function loadConfig(text, file) {
    const lines = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
    if (doc.errors.length > 0)
        return { ok: false, error: yamlErrors(doc, lines, text, file) };
    // `? {a: 1}: x` is valid YAML, but a settings key must be a name: the YAML library would turn it
    // into the text "[object Object]" (and print a warning of its own); say where it is instead.
    const complexKey = firstComplexKeyOffset(doc);
    if (complexKey !== undefined) {
        const { line, col } = lines.linePos(complexKey);
        return { ok: false, error: `Invalid config in ${file}:\n✖ ${file}:${line}:${col}: a key here is a mapping or a list; keys must be names (e.g. threshold:, match:, p99:)${quoteLine(text, line)}` };
    }
    let data;
    try {
        data = doc.toJS({ maxAliasCount: 1000 }) ?? {};
    }
    catch (error) {
        // toJS fails on aliases (an undefined anchor, too many expansions): point at the first alias.
        const { line, col } = lines.linePos(firstAliasOffset(doc) ?? 0);
        return { ok: false, error: `Invalid YAML in ${file}:\n✖ ${file}:${line}:${col}: ${error instanceof Error ? error.message : String(error)}. Quote values that start with * or & (e.g. match: "*Hash*")${quoteLine(text, line)}` };
    }
    const parsed = ConfigSchema.safeParse(data);
    if (parsed.success)
        return { ok: true, value: parsed.data };
    // A misspelt key also makes its rule "do nothing": say only what the user has to fix.
    const misspelt = new Set(parsed.error.issues.filter((i) => i.code === 'unrecognized_keys').map((i) => JSON.stringify(i.path)));
    const issues = parsed.error.issues.filter((i) => i.code !== 'custom' || !misspelt.has(JSON.stringify(i.path))).flatMap(splitUnknownKeys).map((issue) => {
        const at = locate(doc, issue.path, issue.code === 'unrecognized_keys');
        const { line, col } = lines.linePos(at);
        return { ...issue, message: `${file}:${line}:${col}: ${explain(issue)}${quoteLine(text, line)}` };
    });
    return { ok: false, error: `Invalid config in ${file}:\n${errors/* prettifyError */.S1(new classic_errors/* ZodError */.G(issues))}` };
}
/** One issue per unknown key, located at that key. */
function splitUnknownKeys(issue) {
    if (issue.code !== 'unrecognized_keys')
        return [issue];
    return issue.keys.map((key) => ({ ...issue, keys: [key], path: [...issue.path, key] }));
}
function explain(issue) {
    const last = issue.path[issue.path.length - 1];
    if (issue.code === 'unrecognized_keys')
        return unknownKey(String(last), placeOf(issue.path.slice(0, -1)));
    if (issue.code === 'invalid_type' && issue.path.length === 0)
        return 'the file must be a mapping of settings (threshold:, rules:, metrics:, suites: ...)';
    if (issue.code === 'invalid_type' && / received undefined$/.test(issue.message)) {
        return last === 'match' ? 'match is missing: every rule needs a glob of benchmark names, e.g. match: "BenchmarkHash**"' : `${String(last)} is missing`;
    }
    // YAML 1.2 reads yes/no/on/off (YAML 1.1 booleans, common in workflow files) and "true" as text.
    if (issue.code === 'invalid_type' && issue.expected === 'boolean') {
        return `${String(last)} must be true or false (unquoted); yes, no, on, off and quoted values are text in YAML 1.2`;
    }
    // `rules:` or `metrics:` written as one mapping: YAML needs "- " before each entry of a list.
    if (issue.code === 'invalid_type' && issue.expected === 'array' && / received object$/.test(issue.message)) {
        return `${String(last)} is a list, but holds one mapping here: start each entry with "- " (e.g. "  - match: ..." or "  - pattern: ...")`;
    }
    return issue.message;
}
/**
 * "did you mean" among the keys of the place the key is in (a rule's `metrics:` means `metric:`, not
 * the top-level list), and, for a key of another place (`better:` at the top level, `suites:` inside
 * a suite), where it belongs instead.
 */
function unknownKey(key, place) {
    const guess = closest(key, KEYS_OF[place].keys);
    if (guess !== undefined)
        return `unknown key "${key}": did you mean "${guess}"? (see schema/config.schema.json)`;
    const homes = (word) => CONFIG_PLACES.filter((p) => KEYS_OF[p].keys.includes(word)).map((p) => KEYS_OF[p].name).join(' or ');
    if (homes(key) !== '')
        return `"${key}" is not a key of ${KEYS_OF[place].name}: it belongs in ${homes(key)}; move it there (see schema/config.schema.json)`;
    const elsewhere = closest(key, CONFIG_PLACES.flatMap((p) => KEYS_OF[p].keys));
    if (elsewhere !== undefined)
        return `unknown key "${key}" in ${KEYS_OF[place].name}; did you mean "${elsewhere}", a key of ${homes(elsewhere)}? (see schema/config.schema.json)`;
    return `unknown key "${key}"; remove it (see schema/config.schema.json)`;
}
/** Which kind of mapping `path` (inside the file) is. */
function placeOf(path) {
    const n = path.length;
    if (n === 0)
        return 'top';
    const parent = path[n - 2];
    if (parent === 'suites' && n === 2)
        return 'suite';
    if (parent === 'rules')
        return 'rule';
    if (parent === 'metrics')
        return 'metrics-entry';
    return 'value-spec';
}
function yamlErrors(doc, lines, text, file) {
    const shown = doc.errors.slice(0, 5).map((e) => {
        const { offset, message } = yamlProblem(e, text);
        const pos = lines.linePos(offset);
        return `✖ ${file}:${pos.line}:${pos.col}: ${message}${quoteLine(text, pos.line)}`;
    });
    return `Invalid YAML in ${file}:\n${shown.join('\n')}`;
}
/**
 * Where a YAML error is and what to say about it. The library's own words are kept, with a fix,
 * except where they would mislead: it reports an unclosed quote at the end of the file (past the
 * last line), where nothing shows which quote, and a second document with advice to call one of
 * its functions.
 */
function yamlProblem(e, text) {
    const own = e.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '') ?? e.message;
    const quote = e.code === 'MISSING_CHAR' ? /^Missing closing (["'])quote/.exec(own)?.[1] : undefined;
    if (quote !== undefined) {
        const opened = openingQuote(text, e.pos[0], quote);
        if (opened !== undefined)
            return { offset: opened, message: `the ${quote} that opens this value is never closed. Add the closing ${quote} where the value ends (e.g. match: ${quote}BenchmarkHash*${quote})` };
    }
    if (e.code === 'MULTIPLE_DOCS') {
        // After a document end marker (...), the second document starts at its first setting, not at a ---.
        const ended = text.startsWith('---', e.pos[0]) ? undefined : documentEnd(text, e.pos[0]);
        if (ended !== undefined)
            return { offset: ended, message: 'the YAML document ends here (...), and settings follow it in a second one; the config is one document. Remove this line and keep all settings in one mapping' };
        return { offset: e.pos[0], message: 'a second YAML document starts here (---), and the config is one document. Remove this line and keep all settings in one mapping' };
    }
    const hint = e.code === 'BAD_DQ_ESCAPE' ? '. Write regex patterns in single quotes (\'\\d+\'), where backslashes stay as they are'
        : e.code === 'DUPLICATE_KEY' ? '. Each key may appear once per mapping' : '. Check the indentation and quoting on this line';
    return { offset: e.pos[0], message: `${own}${hint}` };
}
/**
 * The offset of the quote that opens the unclosed quoted value reported at `end`: the last `quote`
 * before it (a double-quoted value holds none unescaped; in a single-quoted one, `''` is a quote
 * written twice, so it is passed over).
 */
function openingQuote(text, end, quote) {
    for (let i = Math.min(end, text.length) - 1; i >= 0; i--) {
        if (text[i] !== quote)
            continue;
        if (quote === "'" && text[i - 1] === "'") {
            i--;
            continue;
        }
        if (quote === '"' && text[i - 1] === '\\')
            continue;
        return i;
    }
    return undefined;
}
/** The offset of the last document end marker (a line `...`) before `before`, if any. */
function documentEnd(text, before) {
    let found;
    for (const m of text.slice(0, before).matchAll(/^\.\.\.(?=[ \t]|\r?$)/gm))
        found = m.index;
    return found;
}
/** Where the first alias (`*name`) that does not resolve starts, else the first alias. */
function firstComplexKeyOffset(doc) {
    let found;
    (0,dist/* visit */.YR)(doc, {
        Pair(_, pair) {
            if (!(0,dist/* isMap */.jh)(pair.key) && !(0,dist/* isSeq */.oP)(pair.key))
                return undefined;
            found = rangeStart(pair.key) ?? 0;
            return dist/* visit */.YR.BREAK;
        },
    });
    return found;
}
function firstAliasOffset(doc) {
    let unresolved;
    let first;
    (0,dist/* visit */.YR)(doc, {
        Alias(_, node) {
            const start = rangeStart(node);
            first ??= start;
            if (node.resolve(doc) === undefined) {
                unresolved = start;
                return dist/* visit */.YR.BREAK;
            }
            return undefined;
        },
    });
    return unresolved ?? first;
}
/** "\n    7 | threshold: 3 percent", the offending line for context. */
function quoteLine(text, line) {
    const content = text.split(/\r\n|\n|\r/)[line - 1];
    if (content === undefined || content.trim() === '')
        return '';
    return `\n    ${line} | ${content.length > 100 ? `${content.slice(0, 99)}…` : content}`;
}
/** Offset of the node at `path` (of the key itself when `atKey`), or of the deepest part that exists. */
function locate(doc, path, atKey) {
    let node = doc.contents;
    let offset = rangeStart(node) ?? 0;
    for (const [i, segment] of path.entries()) {
        if ((0,dist/* isMap */.jh)(node)) {
            const pair = node.items.find((p) => (0,dist/* isScalar */.jn)(p.key) && String(p.key.value) === String(segment));
            if (pair === undefined)
                break;
            const keyStart = rangeStart(pair.key);
            const valueStart = rangeStart(pair.value);
            offset = (atKey && i === path.length - 1) || valueStart === undefined ? keyStart ?? offset : valueStart;
            node = pair.value;
        }
        else if ((0,dist/* isSeq */.oP)(node)) {
            const item = node.items[Number(segment)];
            if (item === undefined)
                break;
            offset = rangeStart(item) ?? offset;
            node = item;
        }
        else {
            break;
        }
    }
    return offset;
}
function rangeStart(node) {
    const range = node?.range;
    return Array.isArray(range) && typeof range[0] === 'number' ? range[0] : undefined;
}
/**
 * The known key nearest to a misspelt one (edit distance ≤ 2, or a case difference). `measure` is
 * the edit distance; exported with it so a test can count the tables built.
 */
function closest(word, candidates, measure = distance) {
    let best;
    let bestDistance = 3;
    for (const candidate of candidates) {
        // The edit distance is at least the difference in length: skip the length × length table for a
        // key that cannot be within reach (a fuzzed 10,000-character key took ~25 ms against every known
        // key, a 100 KB one ~200 ms, for an error message that suggests nothing).
        if (Math.abs(candidate.length - word.length) >= bestDistance)
            continue;
        const d = candidate.toLowerCase() === word.toLowerCase() ? 0 : measure(word, candidate);
        if (d < bestDistance) {
            best = candidate;
            bestDistance = d;
        }
    }
    return best;
}
function distance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i += 1) {
        const current = [i];
        for (let j = 1; j <= b.length; j += 1) {
            current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
        }
        previous = current;
    }
    return previous[b.length] ?? 0;
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


/***/ }),

/***/ 3551:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bv: () => (/* binding */ harmonicNumber),
/* harmony export */   YE: () => (/* binding */ MULTIPLE_COMPARISON_METHODS),
/* harmony export */   uA: () => (/* binding */ adjustPValues)
/* harmony export */ });
/* harmony import */ var _result_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1666);
// Multiple-comparison adjustment of p-values across a benchmark suite (STATISTICS.md §4.2).
//
// Contract: `adjustPValues(p, method)` returns adjusted p-values in the input order, each in
// [p_i, 1]; a test is rejected at level q iff its adjusted p ≤ q. Same values as R's
// p.adjust(p, "BH" | "holm" | "BY" | "none"), scipy.stats.false_discovery_control and
// statsmodels' multipletests.
//
// Methods:
// * 'bh': Benjamini & Hochberg (J. R. Statist. Soc. B 57, 1995), step-up:
//   adj₍ᵢ₎ = min_{j ≥ i} min(1, m/j·p₍ⱼ₎). Controls the FDR under independence or positive
//   dependence (PRDS), which benchmarks sharing a machine typically show.
// * 'by': Benjamini & Yekutieli (Ann. Statist. 29, 2001): BH multiplied by c(m) = Σ_{i≤m} 1/i,
//   valid under arbitrary dependence at a cost of ≈ ln m + 0.58 in threshold.
// * 'holm': Holm (Scand. J. Statist. 6, 1979), step-down:
//   adj₍ᵢ₎ = max_{j ≤ i} min(1, (m − j + 1)·p₍ⱼ₎). Controls the family-wise error rate.
// * 'none': identity.

const MULTIPLE_COMPARISON_METHODS = ['bh', 'holm', 'by', 'none'];
/** Indices of p sorted by ascending p (ties keep input order). */
function ascendingOrder(p) {
    return p.map((_, i) => i).sort((a, b) => (p[a] ?? 0) - (p[b] ?? 0) || a - b);
}
/** BH step-up, scaled by `factor` (1 for BH, c(m) for BY). */
function stepUp(p, factor) {
    const m = p.length;
    const order = ascendingOrder(p);
    const adjusted = new Array(m).fill(1);
    let running = 1;
    for (let rank = m; rank >= 1; rank--) {
        const index = order[rank - 1] ?? 0;
        running = Math.min(running, ((factor * m) / rank) * (p[index] ?? 1));
        adjusted[index] = running;
    }
    return adjusted;
}
function holm(p) {
    const m = p.length;
    const order = ascendingOrder(p);
    const adjusted = new Array(m).fill(1);
    let running = 0;
    for (let rank = 1; rank <= m; rank++) {
        const index = order[rank - 1] ?? 0;
        running = Math.max(running, Math.min(1, (m - rank + 1) * (p[index] ?? 1)));
        adjusted[index] = running;
    }
    return adjusted;
}
/** 1 + 1/2 + ... + 1/m: Benjamini-Yekutieli's correction factor for arbitrary dependence. */
function harmonicNumber(m) {
    let sum = 0;
    for (let i = 1; i <= m; i++)
        sum += 1 / i;
    return sum;
}
/**
 * Adjusts p-values for multiple comparisons. Returns a new array, in input order.
 * @param p raw p-values, each in [0, 1] (one per gated benchmark/metric); may be empty
 * @param method 'bh' (default choice of bench-gate), 'holm', 'by' or 'none'
 * @throws RangeError if a p-value is NaN or outside [0, 1] (a caller bug)
 */
function adjustPValues(p, method) {
    p.forEach((value, i) => {
        if (!(value >= 0 && value <= 1))
            throw new RangeError(`adjustPValues: p[${i}] = ${value} is not in [0, 1]`);
    });
    switch (method) {
        case 'bh':
            return stepUp(p, 1);
        case 'by':
            return stepUp(p, harmonicNumber(p.length));
        case 'holm':
            return holm(p);
        case 'none':
            return [...p];
        default:
            return (0,_result_js__WEBPACK_IMPORTED_MODULE_0__/* .assertNever */ .x)(method);
    }
}


/***/ })

};
