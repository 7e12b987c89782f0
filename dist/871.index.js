export const id = 871;
export const ids = [871];
export const modules = {

/***/ 6871:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  parseReport: () => (/* binding */ parseReport),
  reportCommand: () => (/* binding */ reportCommand)
});

// EXTERNAL MODULE: ./src/gate.ts
var gate = __webpack_require__(1956);
;// CONCATENATED MODULE: ./src/compare/report-consistency.ts
/**
 * Whether a saved report agrees with itself: its verdict and its per-status counts are derived from
 * its comparisons, so a report whose `verdict` or `summary` says otherwise was edited (or written
 * by something else). Re-rendering it would show a headline that its own table contradicts, and a
 * report posted from an untrusted artifact could pass off regressions under a "pass" headline.
 */

/** What disagrees, or undefined when the verdict and summary follow from the comparisons. */
function reportInconsistency(report) {
    const verdict = (0,gate/* gateVerdict */.lr)(report.comparisons);
    if (report.verdict !== verdict)
        return `its verdict is '${report.verdict}', but its comparisons give '${verdict}'`;
    const counts = (0,gate/* countStatuses */.ip)(report.comparisons);
    const wrong = Object.entries(counts).filter(([status, n]) => report.summary[status] !== n);
    if (wrong.length === 0)
        return undefined;
    return `its summary counts ${wrong.map(([status]) => `${report.summary[status]} ${status}`).join(', ')}, but its comparisons have ${wrong.map(([status, n]) => `${n} ${status}`).join(', ')}`;
}

// EXTERNAL MODULE: ./src/io/decode.ts
var decode = __webpack_require__(128);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 13 modules
var schemas = __webpack_require__(5491);
// EXTERNAL MODULE: ./src/compare/types.ts
var types = __webpack_require__(8714);
// EXTERNAL MODULE: ./src/stats/multiple.ts
var multiple = __webpack_require__(3551);
// EXTERNAL MODULE: ./src/schema/result.ts
var result = __webpack_require__(150);
;// CONCATENATED MODULE: ./src/schema/report.ts
/**
 * The JSON report (`compare --output json`, the action's report.json) as a zod schema: the public
 * contract, and the validation the `comment-from-artifact` mode applies to a report that came from
 * an untrusted fork run before rendering it.
 */




// JSON has no Infinity: unbounded values are written as null and read back as infinite.
const Num = schemas/* number */.aig().nullable().transform((v) => v ?? Number.POSITIVE_INFINITY);
const Side = schemas/* object */.Ikc({ n: schemas/* number */.aig().int(), median: Num, lo: schemas/* number */.aig().nullable().transform((v) => v ?? Number.NEGATIVE_INFINITY), hi: Num, min: Num, max: Num });
const report_text = (max) => schemas/* string */.YjP().max(max);
const ComparisonSchema = schemas/* object */.Ikc({
    // Names are untrusted and can be long (a 10,000-character sub-benchmark name is legal): the report renders them truncated.
    key: report_text(100_000), name: report_text(100_000), package: report_text(1000).optional(), unit: report_text(200),
    better: schemas/* enum */.k5n(result/* DIRECTIONS */.X), status: schemas/* enum */.k5n(types/* COMPARISON_STATUSES */.l1),
    ratio: schemas/* number */.aig().nullable(), ci: schemas/* tuple */.PVZ([Num, Num]).nullable(), p: schemas/* number */.aig().nullable(), q: schemas/* number */.aig().nullable(),
    n: schemas/* tuple */.PVZ([schemas/* number */.aig().int(), schemas/* number */.aig().int()]), threshold: schemas/* number */.aig(),
    method: schemas/* enum */.k5n(types/* TEST_METHODS */.Aj),
    base: Side.optional(), head: Side.optional(),
    pWorse: schemas/* number */.aig().nullable(), qWorse: schemas/* number */.aig().nullable(), pBetter: schemas/* number */.aig().nullable(), qBetter: schemas/* number */.aig().nullable(),
    warnings: schemas/* array */.YOg(report_text(110_000)).max(50),
    informational: schemas/* boolean */.zMY().optional(),
    history: schemas/* array */.YOg(schemas/* number */.aig().nullable()).max(1_000).optional(),
});
const Machine = schemas/* object */.Ikc({
    fingerprint: report_text(200).optional(), os: report_text(200).optional(), arch: report_text(200).optional(), cpu: report_text(500).optional(), cores: schemas/* number */.aig().int().optional(),
});
/** Confirm on rerun (optional): the rerun command and each flagged regression's outcome. */
const Change = { ratio: schemas/* number */.aig().nullable(), ci: schemas/* tuple */.PVZ([Num, Num]).nullable() };
const ConfirmationSchema = schemas/* object */.Ikc({
    // The rerun's command names every flagged benchmark in its filter (`cargo bench -- NAME... --exact`, Go's
    // -bench alternation), so it is as long as they are; it is never rendered (the report's warning shows its start).
    command: schemas/* string */.YjP(), runs: schemas/* number */.aig().int(),
    regressions: schemas/* array */.YOg(schemas/* object */.Ikc({
        key: report_text(100_000), unit: report_text(200), first: schemas/* object */.Ikc(Change),
        rerun: schemas/* object */.Ikc({ status: schemas/* enum */.k5n(types/* COMPARISON_STATUSES */.l1), ...Change }).nullable(),
        outcome: schemas/* enum */.k5n(['confirmed', 'cleared', 'unavailable']),
    })).max(200_000),
});
const ComparisonReportSchema = schemas/* object */.Ikc({
    reportVersion: schemas/* literal */.euz(1),
    verdict: schemas/* enum */.k5n(['pass', 'fail']),
    summary: schemas/* record */.g1P(schemas/* enum */.k5n(types/* COMPARISON_STATUSES */.l1), schemas/* number */.aig().int()),
    comparisons: schemas/* array */.YOg(ComparisonSchema).max(200_000),
    geomeans: schemas/* array */.YOg(schemas/* object */.Ikc({
        unit: report_text(200), ratio: schemas/* number */.aig(), count: schemas/* number */.aig().int(), ci: schemas/* tuple */.PVZ([schemas/* number */.aig(), schemas/* number */.aig()]).optional(), uncorrectedRatio: schemas/* number */.aig().optional(),
        leftOut: schemas/* number */.aig().int().optional(), leftOutNote: report_text(1000).optional(),
    })),
    geomeansNotComputed: schemas/* array */.YOg(schemas/* object */.Ikc({ unit: report_text(200), leftOut: schemas/* number */.aig().int(), leftOutNote: report_text(1000) })).optional(),
    machineOffset: schemas/* number */.aig().optional(),
    warnings: schemas/* array */.YOg(report_text(110_000)).max(100),
    settings: schemas/* object */.Ikc({
        threshold: schemas/* number */.aig(), q: schemas/* number */.aig(), multipleComparisons: schemas/* enum */.k5n(multiple/* MULTIPLE_COMPARISON_METHODS */.YE),
        mode: schemas/* enum */.k5n(types/* BASELINE_MODES */.hE), commonMode: schemas/* enum */.k5n(types/* COMMON_MODE_SETTINGS */.Cn), singleSampleFallback: schemas/* number */.aig().optional(),
    }),
    confirmation: ConfirmationSchema.optional(),
    base: schemas/* object */.Ikc({ commit: report_text(100).optional(), time: report_text(100).optional(), tool: report_text(100), sources: schemas/* array */.YOg(report_text(1000)), historyRuns: schemas/* number */.aig().int(), machine: Machine.optional() }),
    head: schemas/* object */.Ikc({ commit: report_text(100).optional(), time: report_text(100).optional(), tool: report_text(100), sources: schemas/* array */.YOg(report_text(1000)), machine: Machine.optional() }),
});

// EXTERNAL MODULE: ./src/report/json.ts
var report_json = __webpack_require__(2794);
// EXTERNAL MODULE: ./src/parsers/json-input.ts
var json_input = __webpack_require__(9533);
// EXTERNAL MODULE: ./src/cli/argument-errors.ts
var argument_errors = __webpack_require__(1167);
// EXTERNAL MODULE: ./src/cli/command-options.ts
var command_options = __webpack_require__(560);
// EXTERNAL MODULE: ./src/cli/help.ts
var help = __webpack_require__(7911);
// EXTERNAL MODULE: ./src/cli/load-inputs.ts + 1 modules
var load_inputs = __webpack_require__(2673);
// EXTERNAL MODULE: ./src/cli/output-files.ts + 1 modules
var output_files = __webpack_require__(7929);
// EXTERNAL MODULE: ./src/cli/options.ts
var options = __webpack_require__(776);
// EXTERNAL MODULE: ./src/cli/ports.ts
var cli_ports = __webpack_require__(2082);
// EXTERNAL MODULE: ./src/cli/render-report.ts + 11 modules
var render_report = __webpack_require__(6284);
;// CONCATENATED MODULE: ./src/cli/report-command.ts
/**
 * `bench-gate report REPORT.json`: renders a saved comparison (what `compare --output json` and the
 * action's report.json hold) again, as text, markdown or JSON, without re-running or re-comparing,
 * e.g. in a `workflow_run` job or on a laptop. The file is validated with the report schema first:
 * a file from an untrusted run must not reach the renderers unchecked.
 *
 * The markdown is what a `workflow_run` job posts as a PR comment, so by default it is kept within
 * GitHub's comment limit exactly as the action's comments are (renderWithinBudget: charts first,
 * then the folded table, then flagged rows, each said in the report), with a note on stderr;
 * `--full` renders all of it (a job summary, a file to read).
 *
 * Note: an opt-in budget (`--comment`) was rejected: README promises that the report says what it
 * left out when a comment would be too long, and a comment is what this markdown is for; a report
 * GitHub refuses (HTTP 422) helps nobody, while `--full` is one flag away.
 */














async function reportCommand(args, ports) {
    const { values, positionals } = (0,argument_errors/* parseCommandArgs */.Qx)('report', args, command_options/* REPORT_OPTIONS */.uJ, true);
    if (values.help === true) {
        ports.stdout(help/* REPORT_HELP */.jU);
        return 0;
    }
    if (positionals.length !== 1)
        throw new cli_ports/* UsageError */.e(`report needs exactly one report file (got ${positionals.length}).${positionals.length === 0 ? await (0,argument_errors/* inputsTakenAsValues */.Rm)(values, args, command_options/* REPORT_OPTIONS */.uJ, ports) : ''} Example: bench-gate compare --output json old.txt new.txt > report.json; bench-gate report --output markdown report.json`);
    const output = (0,render_report/* parseReportOutput */.R3)(values.output, '-o');
    const full = (0,render_report/* checkFull */.W5)(values.full, output, 'bench-gate report');
    const suite = (0,options/* parseSuite */.El)('--suite', values.suite);
    const [path = ''] = positionals;
    await (0,output_files/* checkOutputs */.n2)([['-o', values.out]], positionals, ports);
    const text = await (0,load_inputs/* readInputText */._)(path, ports, decode/* REPORT_TEXT */.Lc);
    const report = parseReport(text, path === '-' ? '<stdin>' : path);
    const color = values['no-color'] === true ? false : values.color ?? (ports.stdoutIsTTY && values.out === undefined && (ports.env.NO_COLOR ?? '') === '');
    // JSON out is the file again: keys in the file's order (the schema would reorder them).
    const rendered = output === 'json' ? (0,report_json/* renderJson */.hF)(orderLike(report, JSON.parse(text)))
        : (0,render_report/* renderReport */.B1)(report, output, { color, suite, full, command: 'bench-gate report', stderr: (t) => ports.stderr(t) });
    if (values.out !== undefined)
        await (0,output_files/* writeOutput */.zh)(ports, values.out, rendered);
    else
        ports.stdout(rendered);
    return 0;
}
/** How many schema problems a report file's error lists; the first few are enough to see what went wrong. */
const SCHEMA_PROBLEMS_SHOWN = 5;
/** Parses and validates a report file; every problem is a UsageError naming the file and the fix. */
function parseReport(text, where) {
    // Not a report cut short (readJson's "ends early"): nothing was written, e.g. by a failed `compare ... > report.json`.
    if (text.trim() === '')
        throw new cli_ports/* UsageError */.e(`${where} is empty. Pass ${decode/* REPORT_TEXT */.Lc.file}, after it has finished: a compare that failed (exit 2) leaves the file it was redirected to empty.`);
    // Syntax errors as `parse` gives them: the file, the line, what was expected there.
    const json = (0,json_input/* readJson */.Vh)(text, where, decode/* REPORT_TEXT */.Lc.file, { endsEarly: 'was it cut short while being written or copied?' });
    if (!json.ok)
        throw new cli_ports/* UsageError */.e(`${where}:${json.diagnostic.line}: ${json.diagnostic.message}`);
    const doc = json.value;
    const record = typeof doc === 'object' && doc !== null ? doc : {};
    if (record.schema === result/* SCHEMA_ID */.Ew) {
        throw new cli_ports/* UsageError */.e(`${where} is a result file (benchmark results), not a comparison report. Compare two of them first: bench-gate compare --output json BASE HEAD > report.json`);
    }
    if (typeof record.reportVersion === 'number' && record.reportVersion > report_json/* REPORT_FORMAT_VERSION */.C8) {
        throw new cli_ports/* UsageError */.e(`${where} was written with report version ${record.reportVersion}, newer than this bench-gate understands (${report_json/* REPORT_FORMAT_VERSION */.C8}). Upgrade bench-gate.`);
    }
    const parsed = ComparisonReportSchema.safeParse(doc);
    if (!parsed.success) {
        // Each problem at its line, as a result file's are: a report of thousands of rows is long.
        const problems = (0,json_input/* issueDiagnostics */.ig)(parsed.error, [], where, json.lineOf, 'not a comparison report', Infinity).sort((a, b) => a.line - b.line);
        const shown = problems.slice(0, SCHEMA_PROBLEMS_SHOWN).map((d) => `${where}:${d.line}: ${d.message}`);
        if (problems.length > shown.length)
            shown.push(`... and ${problems.length - shown.length} more problem${problems.length - shown.length === 1 ? '' : 's'}`);
        throw new cli_ports/* UsageError */.e(`${shown.join('\n')}\nPass the JSON that \`bench-gate compare --output json\` (or the action's report-json output) wrote, unchanged.`);
    }
    const { reportVersion: _version, ...report } = parsed.data;
    const problem = reportInconsistency(report);
    if (problem !== undefined)
        throw new cli_ports/* UsageError */.e(`${where} contradicts itself: ${problem}. It was edited after bench-gate wrote it; write it again with \`bench-gate compare --output json\`.`);
    return report;
}
/** `value` with its object keys in the order `template` has them (recursively); keys the template lacks go last. */
function orderLike(value, template) {
    if (Array.isArray(value))
        return value.map((v, i) => orderLike(v, Array.isArray(template) ? template[i] : undefined));
    if (typeof value !== 'object' || value === null)
        return value;
    const source = value;
    const shape = typeof template === 'object' && template !== null && !Array.isArray(template) ? template : {};
    const keys = [...Object.keys(shape).filter((k) => k in source), ...Object.keys(source).filter((k) => !(k in shape))];
    return Object.fromEntries(keys.map((k) => [k, orderLike(source[k], shape[k])]));
}


/***/ })

};
