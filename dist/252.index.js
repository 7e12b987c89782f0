export const id = 252;
export const ids = [252];
export const modules = {

/***/ 7929:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  n2: () => (/* binding */ checkOutputs),
  Lk: () => (/* binding */ checkOutputsBesideConfig),
  zh: () => (/* binding */ writeOutput)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/io/decode.ts
var decode = __webpack_require__(128);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/io/fs-codes.ts
/**
 * node:fs's codes as the guarded reads and writes use them (own-files.ts, read-artifact-file.ts):
 * open flags a platform may lack, and the code of a rejection.
 */

/** The open flag, or 0 where the platform has no such flag (Windows): the lstat before the open still refuses, only a swap after it goes unseen. */
function openFlag(name) {
    return constants[name] ?? 0;
}
/** Whether `error` is a file-system error with this code (ENOENT, ELOOP, ...). */
function hasCode(error, code) {
    return typeof error === 'object' && error !== null && error.code === code;
}

// EXTERNAL MODULE: ./src/cli/file-errors.ts + 1 modules
var file_errors = __webpack_require__(1120);
// EXTERNAL MODULE: ./src/cli/file-identity.ts
var file_identity = __webpack_require__(7317);
// EXTERNAL MODULE: ./src/cli/ports.ts
var cli_ports = __webpack_require__(2082);
;// CONCATENATED MODULE: ./src/cli/output-files.ts
/**
 * The files a command writes (-o, --report, --base-out, --head-out): checked before any work, so
 * that `run` and `ab` never measure for an output they cannot write, and written with a message
 * that names the file and the fix when the write fails.
 */






/**
 * Checks, before any work (a `run` may take an hour), that every output can be written: its
 * directory exists, it is not a directory, the file system lets it be written (permissions, a
 * read-only mount, a symbolic link loop), no two outputs are the same file, and none is an input,
 * which the output would replace (a report written over the baseline it was compared with). Files
 * are compared by fileNames, so `./a.json`, a symbolic link to it and a hard link are `a.json` too;
 * an output that is a device, FIFO or terminal is never one. `outputs` pairs an option with its path (undefined: not given).
 */
async function checkOutputs(outputs, inputs, ports) {
    const taken = new Map();
    for (const p of inputs.filter((p) => p !== '-'))
        for (const name of await (0,file_identity/* fileNames */.jx)(p, ports))
            taken.set(name, `the input ${p}`);
    const where = ports.env.PWD ?? 'the current directory';
    for (const [option, path] of outputs) {
        if (path === undefined)
            continue;
        if (path.trim() === '')
            throw new cli_ports/* UsageError */.e(`${option} needs a file name, and '${path}' is empty (an unset shell variable?). Give a file name, or leave ${option} out.`);
        // Inputs read `-` as standard input, but an output of `-` would be a file named '-'.
        if (path === '-')
            throw new cli_ports/* UsageError */.e(`${option} - would write a file named '-', not standard output. Give a file name (./- for a file named -), or leave ${option} out.`);
        // As for inputs (fileError): the name arrived with U+FFFD for bytes that are not UTF-8, so it would
        // write a file of another name than the one the shell completed, or find no such directory.
        if (path.includes('\uFFFD'))
            throw new cli_ports/* UsageError */.e(`cannot write ${path} (${option}): its name has bytes that are not UTF-8 (shown as \uFFFD), which bench-gate cannot pass on to the file system. Give a UTF-8 name, or leave ${option} out.`);
        // What is there, following links; a path that cannot be looked at is left to checkWritable below.
        const found = await ports.fileStat(path).catch(() => undefined);
        // A device, FIFO or terminal is written to, not replaced: `-o /dev/stdout --report /dev/stderr`
        // on one terminal (or into one pipe, 2>&1 |) loses nothing.
        const names = found?.type === 'other' ? [] : await (0,file_identity/* fileNames */.jx)(path, ports);
        const other = (0,file_identity/* firstKnown */.ec)(taken, names);
        if (other !== undefined)
            throw new cli_ports/* UsageError */.e(`${option} ${path} is also ${other}: writing there would replace it. Give another file name.`);
        for (const name of names)
            taken.set(name, `the output of ${option}`);
        if (found?.type === 'directory')
            throw new cli_ports/* UsageError */.e(`${option} ${path} is a directory. Give a file name.`);
        // A name ending in / is a directory that does not exist yet: writing it would fail (EISDIR).
        if (path.endsWith('/'))
            throw new cli_ports/* UsageError */.e(`${option} ${path} ends in /, so it names a directory, not a file. Give a file name.`);
        // Asked now, not when writing: `run` and `ab` would have measured for nothing.
        await ports.checkWritable(path).catch(async (error) => {
            const dir = (0,external_node_path_.dirname)(path);
            if (error.code === 'ENOENT')
                throw new cli_ports/* UsageError */.e(`cannot write ${path} (${option}): its directory ${dir} does not exist (relative to ${where}). Create it first, or give another path.`);
            throw await (0,file_errors/* fileError */.z)(path, 'write', error, ports, decode/* BENCHMARK_OUTPUT */.AX, option);
        });
    }
}
/**
 * Refuses an output (`outputs` as for checkOutputs) that is the config file the command read,
 * given with --config or found by looking: writing there would replace the rules (`compare
 * --config bench-gate.yml -o bench-gate.yml`). Checked once the config is known, before any work.
 */
async function checkOutputsBesideConfig(outputs, configFile, ports) {
    if (configFile === undefined)
        return;
    const config = new Map((await (0,file_identity/* fileNames */.jx)(configFile, ports)).map((name) => [name, configFile]));
    for (const [option, path] of outputs) {
        if (path !== undefined && (0,file_identity/* firstKnown */.ec)(config, await (0,file_identity/* fileNames */.jx)(path, ports)) !== undefined)
            throw new cli_ports/* UsageError */.e(`${option} ${path} is also the config file ${configFile}: writing there would replace it. Give another file name.`);
    }
}
/**
 * Writes an output file (-o), turning a failure into a message that names the file. A regular file
 * already there (last run's results or report) is replaced whole (io/replace-file.ts): written in
 * place, a full disk or the file-size limit met mid-write lost it and left part of the new text.
 */
async function writeOutput(ports, path, text) {
    try {
        if (await replacedWhole(ports, path, text))
            return;
        await ports.writeFile(path, text);
    }
    catch (error) {
        throw await (0,file_errors/* fileError */.z)(path, 'write', error, ports);
    }
}
/**
 * Whether `path` was a regular file and now holds `text`. False, with nothing written, where a
 * plain write is the way: no file yet, a device or pipe (`-o /dev/stdout`), a directory that takes
 * no new file beside the target while the file itself may be written (a shared directory the user
 * cannot write, a sticky /tmp with another user's file): replacing needs both; another user's file
 * whose owner cannot be kept (EPERM); a file that is a mount point (`docker run -v
 * $PWD/report.txt:/report.txt`), which nothing can be renamed over (EBUSY).
 */
async function replacedWhole(ports, path, text) {
    try {
        return await ports.replaceFile(path, text);
    }
    catch (error) {
        if (['ENOENT', 'ENOTDIR', 'EACCES', 'EPERM', 'EROFS', 'EBUSY'].some((code) => hasCode(error, code)))
            return false;
        throw error;
    }
}


/***/ }),

/***/ 6284:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  W5: () => (/* binding */ checkFull),
  R3: () => (/* binding */ parseReportOutput),
  B1: () => (/* binding */ renderReport)
});

// UNUSED EXPORTS: REPORT_OUTPUTS

// EXTERNAL MODULE: ./src/gate.ts
var gate = __webpack_require__(1956);
// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(6264);
;// CONCATENATED MODULE: ./src/report/cells.ts

/** The display scale of a row, from its base median (or head when there is no base, or a base of zero). */
function rowScale(c) {
    const base = c.base?.median;
    return (0,format/* chooseScale */.SV)(c.unit, base !== undefined && base !== 0 && Number.isFinite(base) ? base : c.head?.median ?? base ?? 0);
}
/**
 * benchstat's "± x%": max(hi/median − 1, 1 − lo/median), `∞` when a bound is infinite, `?` when not
 * computable; beyond 1,000,000% with an exponent (formatShare), as every percentage is.
 */
function spreadPercent(s) {
    if (s.n < 2)
        return '';
    if (!Number.isFinite(s.lo) || !Number.isFinite(s.hi))
        return '± ∞';
    if (s.lo === s.hi && s.lo === s.median)
        return '± 0%';
    if (s.median === 0)
        return '± ?';
    const spread = Math.max(s.hi / s.median - 1, 1 - s.lo / s.median);
    return Number.isFinite(spread) && spread >= 0 ? `± ${(0,format/* formatShare */.T1)(spread)}` : '± ?';
}
/** `1.72 µs ± 1%`, or empty when the side is absent. */
function sideCell(s, scale) {
    const [value, spread] = sideParts(s, scale);
    return spread === '' ? value : `${value} ${spread}`;
}
/** [`1.72 µs`, `± 1%`] for column alignment; a value that is not a number reads `n/a`. */
function sideParts(s, scale) {
    if (s === undefined)
        return ['', ''];
    return [(0,format/* formatScaled */.AJ)(s.median, scale), Number.isNaN(s.median) ? '' : spreadPercent(s)];
}
/** [`+11.35%`, `[+10.26%, +12.30%]`]: the delta cell split where its interval starts. */
function deltaParts(c) {
    const cell = deltaCell(c);
    const at = cell.indexOf(' [');
    return at === -1 ? [cell, ''] : [cell.slice(0, at), cell.slice(at + 1)];
}
/** `+11.35% [+10.26%, +12.30%]`, `~` when unchanged, `?` when inconclusive. */
function deltaCell(c) {
    switch (c.status) {
        case 'no-change':
            return '~';
        case 'inconclusive':
            // From a base of zero the ratio is +∞, which a saved JSON report holds as null (JSON has no
            // Infinity): both read as the absolute change, so a re-rendered report says what the live one did.
            // Downwards (0 -> -5) effectRatio gives 0, which is no -100% either: the absolute change too.
            if (c.base?.median === 0 && c.head !== undefined && c.head.median !== 0)
                return `? (${absoluteChange(c)})`;
            if (c.ratio !== null && !Number.isFinite(c.ratio))
                return `? (${absoluteChange(c)})`;
            return c.ratio === null ? '?' : `? (${(0,format/* formatPercent */.l9)(c.ratio - 1)})`;
        case 'new':
        case 'removed':
        case 'failed':
        case 'skipped':
            return '';
        case 'regression':
        case 'improvement':
        case 'below-threshold':
            if (c.method === 'exact' && c.base?.median === 0 && c.head !== undefined)
                return signedScaled(c.head.median, rowScale(c));
            if (c.ratio === null || !Number.isFinite(c.ratio))
                return absoluteChange(c);
            return c.ci === null ? (0,format/* formatPercent */.l9)(c.ratio - 1) : `${(0,format/* formatPercent */.l9)(c.ratio - 1)} [${(0,format/* formatPercent */.l9)(c.ci[0] - 1)}, ${(0,format/* formatPercent */.l9)(c.ci[1] - 1)}]`;
    }
}
/**
 * When no ratio can be shown (a base of zero, values that are not numbers): the absolute change
 * with the reason, never `NaN%` or `Infinity%`.
 */
function absoluteChange(c) {
    const base = c.base?.median;
    const head = c.head?.median;
    if (base === undefined || head === undefined || !Number.isFinite(base) || !Number.isFinite(head))
        return 'n/a (not a number)';
    const delta = head - base;
    return base === 0 ? `${signedScaled(delta, rowScale(c))} from 0` : signedScaled(delta, rowScale(c));
}
/** An absolute change, for a metric whose base is zero (`+1 allocs`, `+48 B`): a percentage would be infinite. */
function signedScaled(delta, scale) {
    const text = (0,format/* formatScaled */.AJ)(Math.abs(delta), scale);
    return delta < 0 ? `-${text}` : `+${text}`;
}
/** `p=5.4e-6 q=1.6e-5 n=10+10`, `n=1+1` for exact metrics. */
function statsCell(c) {
    const n = `n=${c.n[0]}+${c.n[1]}`;
    if (c.p === null || c.q === null)
        return c.status === 'new' || c.status === 'removed' || c.status === 'failed' || c.status === 'skipped' ? '' : n;
    return `p=${(0,format/* formatP */.MA)(c.p)} q=${(0,format/* formatP */.MA)(c.q)} ${n}`;
}

;// CONCATENATED MODULE: ./src/report/chart.ts


/** At most this many bars: more would be unreadable. */
const MAX_BARS = 20;
const LABEL_LENGTH = 32;
const RED = '#cf222e';
const GREEN = '#1a7f37';
/**
 * A label reduced to letters and digits of any script and ` _.,:/=+()-`, other runs of characters
 * as `_`, at most `max` code points.
 */
function chartLabel(text, max = LABEL_LENGTH) {
    const safe = text.replaceAll(/[^\p{L}\p{N} _.,:/=+()-]+/gu, '_').replaceAll(/ +/g, ' ').trim();
    const points = [...safe];
    const short = points.length > max ? `${points.slice(0, max - 3).join('')}...` : safe;
    return short === '' ? '_' : short;
}
/** A plain decimal with about 4 significant digits, or undefined for what a chart cannot show. */
function chartNumber(value) {
    if (!Number.isFinite(value) || Math.abs(value) >= 1e15)
        return undefined;
    if (Math.abs(value) < 1e-9)
        return '0';
    const digits = Math.min(10, Math.max(0, 3 - Math.floor(Math.log10(Math.abs(value)))));
    return String(Number(value.toFixed(digits)));
}
function unique(labels) {
    const seen = new Map();
    return labels.map((label) => {
        const n = (seen.get(label) ?? 0) + 1;
        seen.set(label, n);
        return n === 1 ? label : `${label} (${n})`;
    });
}
function block(palette, body) {
    const config = ['---', 'config:', '  themeVariables:', '    xyChart:', `      plotColorPalette: "${palette.join(', ')}"`, '---'];
    return ['```mermaid', ...config, 'xychart-beta', ...body.map((line) => `  ${line}`), '```'];
}
/** The nice upper bound of an axis from 0 to `max`. */
function axisTop(max) {
    if (!(max > 0))
        return 1;
    const step = 10 ** Math.floor(Math.log10(max));
    return Math.ceil((max * 1.1) / step) * step;
}
/**
 * The bar chart of flagged changes, in table order (regressions, then improvements, largest first),
 * or no lines when fewer than two can be drawn.
 */
function deltaChart(flagged, nameOf) {
    // A ratio of 0 (a throughput that fell to 0) is a change of -100%, a bar like any other; a change
    // from 0 has no percentage, so no height: up, its ratio is +∞ (null in JSON), and down (0 -> -5),
    // effectRatio gives 0 too, which the table shows as '-5', not as -100%.
    const drawable = flagged.filter((c) => c.ratio !== null && chartNumber((c.ratio - 1) * 100) !== undefined && c.ratio >= 0 && c.base?.median !== 0);
    if (drawable.length < 2)
        return [];
    const shown = drawable.slice(0, MAX_BARS);
    const units = new Set(shown.map((c) => c.unit));
    const labels = unique(shown.map((c) => {
        const delta = (0,format/* formatPercent */.l9)((c.ratio ?? 1) - 1, 1);
        return `${chartLabel(units.size > 1 ? `${nameOf(c)} ${c.unit}` : nameOf(c))} ${delta}`;
    }));
    const size = (c) => Math.abs(((c.ratio ?? 1) - 1) * 100);
    const series = (status) => shown.map((c) => (c.status === status ? chartNumber(size(c)) ?? '0' : '0'));
    const hasRegressions = shown.some((c) => c.status === 'regression');
    const hasImprovements = shown.some((c) => c.status === 'improvement');
    const top = chartNumber(axisTop(Math.max(...shown.map(size)))) ?? '100';
    const more = drawable.length > shown.length ? `, largest ${shown.length} of ${drawable.length}` : '';
    const body = [
        `title "Change of flagged results, percent${more}"`,
        `x-axis [${labels.map((l) => `"${l}"`).join(', ')}]`,
        `y-axis "size of change (%)" 0 --> ${top}`,
    ];
    const palette = [];
    if (hasRegressions) {
        body.push(`bar [${series('regression').join(', ')}]`);
        palette.push(RED);
    }
    if (hasImprovements) {
        body.push(`bar [${series('improvement').join(', ')}]`);
        palette.push(GREEN);
    }
    return block(palette, body);
}
/**
 * The trend of one flagged result: its baseline history (one median per run, oldest first; the last
 * run is the baseline itself) and then head, in the row's display scale. No lines when it has no
 * history of at least two runs or a value cannot be drawn.
 */
function trendChart(c, name) {
    const history = (c.history ?? []).flatMap((v, i) => (v === null ? [] : [{ v, i }]));
    if (history.length < 2 || c.head === undefined)
        return [];
    const scale = rowScale(c);
    const values = [...history.map((h) => h.v), c.head.median].map((v) => chartNumber(v / scale.factor));
    if (values.some((v) => v === undefined))
        return [];
    const numbers = values.map(Number);
    const runs = c.history?.length ?? 0;
    const labels = [...history.map((h) => (h.i === runs - 1 ? 'base' : `${h.i - runs + 1}`)), 'head'];
    const lo = Math.min(...numbers);
    const hi = Math.max(...numbers);
    const pad = hi > lo ? (hi - lo) * 0.1 : Math.abs(hi) * 0.1 || 1;
    const bottom = chartNumber(lo >= 0 ? Math.max(0, lo - pad) : lo - pad) ?? '0';
    const top = chartNumber(hi + pad) ?? '1';
    const qualifier = (0,format/* unitQualifier */.J_)(c.unit);
    const unit = chartLabel(scale.suffix.trim() === '' ? c.unit : qualifier === undefined ? scale.suffix : `${scale.suffix} ${qualifier}`, 24);
    return block([c.status === 'regression' ? RED : GREEN], [
        `title "${chartLabel(name, 48)}: baseline history, then head"`,
        `x-axis [${labels.map((l) => `"${l}"`).join(', ')}]`,
        `y-axis "${unit}" ${bottom} --> ${top}`,
        `line [${values.join(', ')}]`,
    ]);
}

;// CONCATENATED MODULE: ./src/report/footnotes.ts
/**
 * Warnings rendered as numbered footnotes (benchstat style): the same text gets the same number
 * everywhere in a report, numbered in order of first appearance.
 */
class Footnotes {
    numbers = new Map();
    /** The footnote numbers for these warnings, registering new ones. */
    refs(warnings) {
        return warnings.map((w) => {
            let n = this.numbers.get(w);
            if (n === undefined) {
                n = this.numbers.size + 1;
                this.numbers.set(w, n);
            }
            return n;
        });
    }
    /** All footnotes in number order. */
    entries() {
        return [...this.numbers].map(([text, n]) => ({ n, text }));
    }
}
const SUPERSCRIPTS = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
/** 12 -> ¹². */
function superscript(n) {
    return String(n).split('').map((d) => SUPERSCRIPTS[Number(d)] ?? d).join('');
}

// EXTERNAL MODULE: ./src/report/markdown-escape.ts
var markdown_escape = __webpack_require__(9717);
;// CONCATENATED MODULE: ./src/report/names.ts
/** Returns a function giving each comparison's display name. */
function displayNamer(comparisons) {
    const packages = [...new Set(comparisons.map((c) => c.package ?? ''))];
    if (packages.length <= 1)
        return (c) => stripPrefix(c.name);
    const common = commonDirPrefix(packages);
    return (c) => {
        const pkg = (c.package ?? '').slice(common.length);
        return pkg === '' ? stripPrefix(c.name) : `${pkg}.${stripPrefix(c.name)}`;
    };
}
function stripPrefix(name) {
    return name.startsWith('Benchmark') && name.length > 'Benchmark'.length ? name.slice('Benchmark'.length) : name;
}
/** The longest `dir/` prefix shared by all packages (`example.com/x/` for `example.com/x/a`, `example.com/x/b`). */
function commonDirPrefix(packages) {
    const split = packages.map((p) => p.split('/'));
    const first = split[0] ?? [];
    let n = 0;
    while (n < first.length - 1 && split.every((parts) => parts.length - 1 > n && parts[n] === first[n]))
        n += 1;
    return n === 0 ? '' : `${first.slice(0, n).join('/')}/`;
}

;// CONCATENATED MODULE: ./src/report/summary.ts

const ORDER = ['regression', 'improvement', 'below-threshold', 'no-change', 'inconclusive', 'failed', 'skipped', 'new', 'removed'];
const LABELS = {
    regression: ['regression', 'regressions'],
    improvement: ['improvement', 'improvements'],
    'below-threshold': ['below threshold', 'below threshold'],
    'no-change': ['unchanged', 'unchanged'],
    inconclusive: ['inconclusive', 'inconclusive'],
    failed: ['failed', 'failed'],
    skipped: ['skipped', 'skipped'],
    new: ['new', 'new'],
    removed: ['removed', 'removed'],
};
/**
 * "2 regressions, 1 improvement, 40 unchanged" (zero counts left out). Regressions that a config
 * rule made informational are said to be: "PASS: 2 regressions" (or "✅ no regression" above "2
 * regressions") would read as a contradiction, or as a gate that let regressions through.
 */
function summaryLine(report) {
    const informational = report.comparisons.filter((c) => c.status === 'regression' && c.informational === true).length;
    const parts = ORDER.filter((s) => report.summary[s] > 0).map((s) => {
        const n = report.summary[s];
        const note = s === 'regression' && informational > 0 ? ` (${informational === n ? (n === 1 ? 'informational' : 'all informational') : `${informational} informational`})` : '';
        return `${n} ${LABELS[s][n === 1 ? 0 : 1]}${note}`;
    });
    return parts.length === 0 ? 'nothing to compare' : parts.join(', ');
}
/**
 * "δ=5%, bh q=0.05, mode files" plus the machine offset when one was corrected, and the
 * single-sample fallback when the config opted into it (it judges without statistics).
 */
function settingsLine(report) {
    const s = report.settings;
    const method = s.multipleComparisons === 'none' ? `no multiple-comparison control, alpha=${s.q}` : `${s.multipleComparisons.toUpperCase()} q=${s.q}`;
    const offset = report.machineOffset === undefined ? '' : `, machine offset ${(0,format/* formatPercent */.l9)(report.machineOffset - 1)} corrected`;
    const fallback = s.singleSampleFallback === undefined ? '' : `, single-sample-fallback threshold:${(0,format/* formatThreshold */.B6)(s.singleSampleFallback)} (no statistics)`;
    return `threshold δ=${(0,format/* formatThreshold */.B6)(s.threshold)}, ${method}, baseline mode: ${s.mode}${offset}${fallback}`;
}

;// CONCATENATED MODULE: ./src/report/headline.ts



const MODE_TEXT = { files: 'files', cached: 'cached baseline', ab: 'same-job A/B' };
/** `bench-gate`, and the suite when it is not the default one: `bench-gate · micro`. */
function reportTitle(suite) {
    return suite === undefined || suite === 'default' ? 'bench-gate' : `bench-gate · ${(0,markdown_escape/* inertText */.UJ)(suite)}`;
}
/** The headline block: `### verdict`, the counts and geomeans, the context line. */
function markdownHeadline(report, suite) {
    const title = reportTitle(suite);
    const verdict = report.verdict === 'fail' ? `### ❌ ${title}: regression found` : `### ✅ ${title}: no regression`;
    const geo = [...report.geomeans.map(geomeanText), ...(report.geomeansNotComputed ?? []).map(notComputedText)];
    const counts = `**${summaryLine(report)}**${geo.length > 0 ? ` · geomean ${geo.join(', ')}` : ''}`;
    return `${verdict}\n\n${counts}\n\n${contextLine(report)}`;
}
/**
 * `sec/op +1.20% [-0.40%, +2.81%]`; the interval is left out when it is a point (exact metrics),
 * and rows left out are said: `B/op +0.00% (1 of 7 left out: 0 → 48 B has no ratio)`.
 */
function geomeanText(g) {
    const ci = g.ci === undefined || g.ci[0] === g.ci[1] ? '' : ` [${(0,format/* formatPercent */.l9)(g.ci[0] - 1)}, ${(0,format/* formatPercent */.l9)(g.ci[1] - 1)}]`;
    const uncorrected = g.uncorrectedRatio === undefined ? '' : ` (uncorrected ${(0,format/* formatPercent */.l9)(g.uncorrectedRatio - 1)})`;
    const leftOut = g.leftOutNote === undefined ? '' : ` (${leftOutText(g.leftOutNote)})`;
    return `${(0,markdown_escape/* inertText */.UJ)(g.unit)} ${(0,format/* formatPercent */.l9)(g.ratio - 1)}${ci}${uncorrected}${leftOut}`;
}
/** `allocs/op cannot be computed (2 of 2 left out: 0 → 1 allocs and 0 → 3 allocs have no ratio)`. */
function notComputedText(g) {
    return `${(0,markdown_escape/* inertText */.UJ)(g.unit)} cannot be computed (${leftOutText(g.leftOutNote)})`;
}
/** The note made inert, its ASCII arrows (kept so in the JSON) drawn as `→`, not as `-&gt;`. */
const leftOutText = (note) => (0,markdown_escape/* inertText */.UJ)(note.replaceAll(' -> ', ' → '));
function contextLine(report) {
    const parts = [sidesText(report), `mode: ${MODE_TEXT[report.settings.mode]}`];
    const age = baselineAge(report.base.time, report.head.time);
    if (age !== undefined)
        parts.splice(1, 0, age);
    if (report.base.historyRuns > 0)
        parts.push(`history: ${report.base.historyRuns} run${report.base.historyRuns === 1 ? '' : 's'}`);
    const machine = machineText(report.head.machine ?? report.base.machine);
    if (machine !== undefined)
        parts.push(`machine: ${machine}`);
    return parts.join(' · ');
}
/** base `1a2b3c4d5e6f` → head `…`: commits when recorded, else the inputs' names. */
function sidesText(report) {
    const side = (s) => {
        if (s.commit !== undefined)
            return (0,markdown_escape/* codeSpan */.SS)(s.commit.slice(0, 12), 12);
        const names = s.sources.length === 0 ? '?' : s.sources.length === 1 ? (s.sources[0] ?? '?') : `${s.sources[0] ?? '?'} +${s.sources.length - 1}`;
        return (0,markdown_escape/* codeSpan */.SS)(names, 60);
    };
    return `base ${side(report.base)} → head ${side(report.head)}`;
}
/** "baseline 3 h older", from the two ISO times; undefined when either is missing or unreadable. */
function baselineAge(baseTime, headTime) {
    if (baseTime === undefined || headTime === undefined)
        return undefined;
    const ms = Date.parse(headTime) - Date.parse(baseTime);
    if (Number.isNaN(ms))
        return undefined;
    if (Math.abs(ms) < 1000)
        return 'baseline measured at the same time';
    return ms > 0 ? `baseline ${humanDuration(ms)} older` : `baseline ${humanDuration(-ms)} newer than head`;
}
/** One unit, rounded down: `45 s`, `12 min`, `3 h`, `2 d`. */
function humanDuration(ms) {
    const seconds = Math.floor(ms / 1000);
    if (seconds < 60)
        return `${seconds} s`;
    if (seconds < 3600)
        return `${Math.floor(seconds / 60)} min`;
    if (seconds < 86_400)
        return `${Math.floor(seconds / 3600)} h`;
    return `${Math.floor(seconds / 86_400)} d`;
}
/** `Apple M2 Pro, 12 cores, darwin/arm64` plus the fingerprint in a code span. */
function machineText(m) {
    if (m === undefined)
        return undefined;
    const system = [m.os, m.arch].filter((x) => x !== undefined).join('/');
    const words = [m.cpu, m.cores === undefined ? undefined : `${m.cores} cores`, system === '' ? undefined : system]
        .filter((x) => x !== undefined && x !== '').map((x) => (0,markdown_escape/* inertText */.UJ)((0,markdown_escape/* elideMiddle */.xI)(x, 200)));
    if (m.fingerprint !== undefined)
        words.push((0,markdown_escape/* codeSpan */.SS)(m.fingerprint, 40));
    return words.length === 0 ? undefined : words.join(', ');
}

// EXTERNAL MODULE: ./src/append-all.ts
var append_all = __webpack_require__(4617);
;// CONCATENATED MODULE: ./src/report/markdown.ts









const ICONS = {
    regression: '🔴', improvement: '🟢', 'below-threshold': '⚪', 'no-change': '', inconclusive: '❔', failed: '💥', skipped: '⏭️', new: '🆕', removed: '➖',
};
/**
 * The hidden marker that identifies bench-gate's comment for a suite (and machine). It is percent-encoded
 * outside [A-Za-z0-9._/@] (dashes included), so no suite name can close the HTML comment.
 */
function commentMarker(suite = 'default') {
    const safe = [...suite].map((ch) => (/[A-Za-z0-9._/@]/.test(ch) ? ch : encodeURIComponent(ch).replaceAll('-', '%2D'))).join('');
    return `<!-- bench-gate:${safe} -->`;
}
/** Renders a comparison report as GitHub-flavoured markdown. */
function renderMarkdown(report, options = {}) {
    const notes = new Footnotes();
    const nameOf = displayNamer(report.comparisons);
    const flagged = (0,gate/* worstFirst */.md)(report.comparisons.filter((c) => c.status === 'regression'))
        .concat((0,gate/* worstFirst */.md)(report.comparisons.filter((c) => c.status === 'improvement')));
    const rest = report.comparisons.filter((c) => c.status !== 'regression' && c.status !== 'improvement');
    const out = [commentMarker(options.marker ?? options.suite), markdownHeadline(report, options.suite), ''];
    for (const note of options.notes ?? [])
        out.push(`${(0,markdown_escape/* inertText */.UJ)(note)}  `);
    if ((options.notes ?? []).length > 0)
        out.push('');
    const shown = options.maxFlaggedRows === undefined ? flagged : flagged.slice(0, options.maxFlaggedRows);
    if (shown.length > 0)
        (0,append_all/* appendAll */.u)(out, [...table(shown, nameOf, notes), '']);
    const fullReportAt = options.fullReportAt ?? 'the job summary';
    if (shown.length < flagged.length)
        out.push(`… and ${flagged.length - shown.length} more flagged rows: see ${fullReportAt} for the full report.`, '');
    out.push(...charts(flagged, nameOf, options.omitCharts === true));
    if (rest.length > 0 && options.omitRest === true) {
        out.push(`${rest.length} other result${rest.length === 1 ? '' : 's'} (${restSummary(rest)}) are in ${fullReportAt}.`, '');
    }
    else if (rest.length > 0) {
        out.push(`<details><summary>${rest.length} other result${rest.length === 1 ? '' : 's'}: ${restSummary(rest)}</summary>`, '');
        (0,append_all/* appendAll */.u)(out, [...table(rest, nameOf, notes), '', '</details>', '']);
    }
    for (const { n, text } of notes.entries())
        out.push(`${superscript(n)} ${(0,markdown_escape/* inertText */.UJ)(text)}  `);
    if (report.warnings.length > 0)
        out.push('', ...report.warnings.map((w) => `> [!WARNING]\n> ${(0,markdown_escape/* inertText */.UJ)(w)}\n`));
    out.push('', `<sub>${(0,markdown_escape/* inertText */.UJ)(settingsLine(report))}</sub>`);
    return `${out.join('\n').replaceAll(/\n{3,}/g, '\n\n')}\n`;
}
/** The charts block (with blank lines around), or the note that they were left out. */
function charts(flagged, nameOf, omit) {
    const first = flagged.find((c) => c.history !== undefined);
    const blocks = [deltaChart(flagged, nameOf), first === undefined ? [] : trendChart(first, nameOf(first))].filter((b) => b.length > 0);
    if (blocks.length === 0)
        return [];
    if (omit)
        return ['Charts left out to keep the report within GitHub\'s size limit.', ''];
    return blocks.flatMap((b) => [...b, '']);
}
function restSummary(rows) {
    const counts = new Map();
    for (const c of rows)
        counts.set(c.status, (counts.get(c.status) ?? 0) + 1);
    return [...counts].map(([s, n]) => `${n} ${s}`).join(', ');
}
function table(rows, nameOf, notes) {
    const lines = ['| Benchmark | Unit | Base | Head | Δ | p / q / n | Status |', '|---|---|--:|--:|--:|---|---|'];
    for (const c of rows) {
        const scale = rowScale(c);
        const refs = notes.refs(c.warnings).map(superscript).join(' ');
        const status = `${ICONS[c.status]} ${c.status}${refs === '' ? '' : ` ${refs}`}`.trim();
        // Every cell that can carry a unit (a custom b.ReportMetric unit is arbitrary text) is made inert.
        const delta = (0,markdown_escape/* inertText */.UJ)(deltaCell(c));
        const shownDelta = (c.status === 'regression' || c.status === 'improvement') && delta !== '' ? `**${delta}**` : delta;
        const cells = [(0,markdown_escape/* codeSpan */.SS)(nameOf(c)), (0,markdown_escape/* inertText */.UJ)(c.unit), (0,markdown_escape/* inertText */.UJ)(sideCell(c.base, scale)), (0,markdown_escape/* inertText */.UJ)(sideCell(c.head, scale)), shownDelta, statsCell(c), status];
        lines.push(`| ${cells.join(' | ')} |`);
    }
    return lines;
}

;// CONCATENATED MODULE: ./src/report/budget.ts

const COMMENT_LIMIT_CHARS = 65_536;
const SUMMARY_LIMIT_BYTES = (/* unused pure expression or super */ null && (1024 * 1024));
/** Headroom for what the action appends (links, notes). */
const MARGIN = 1_024;
/** Renders markdown that fits `limit`, measured by `size`; returns the text and the step used. */
function renderWithinBudget(report, options, limit, size = (t) => t.length) {
    const full = renderMarkdown(report, options);
    if (size(full) <= limit - MARGIN)
        return { text: full, step: 1, chartsDropped: false };
    const plain = { ...options, omitCharts: true };
    const noCharts = renderMarkdown(report, plain);
    if (size(noCharts) <= limit - MARGIN)
        return { text: noCharts, step: 1, chartsDropped: noCharts !== full };
    const folded = renderMarkdown(report, { ...plain, omitRest: true });
    if (size(folded) <= limit - MARGIN)
        return { text: folded, step: 2, chartsDropped: true };
    // The most flagged rows that fit, by bisection (the text grows with the rows): halving from the
    // number of comparisons kept as few as half of the rows that fit.
    const flagged = report.comparisons.filter((c) => c.status === 'regression' || c.status === 'improvement').length;
    const render = (rows) => renderMarkdown(report, { ...plain, omitRest: true, maxFlaggedRows: rows });
    // All of them did not fit (step 2).
    const text = render(largestFitting(flagged, (rows) => size(render(rows)) <= limit - MARGIN));
    if (size(text) <= limit - MARGIN)
        return { text, step: 3, chartsDropped: true };
    // With no flagged row the text still does not fit: a warning or a note holds a huge name (up to
    // 100,000 characters). Cut it: GitHub refuses the whole comment otherwise. The marker comes first.
    return { text: cutToFit(text, `\n\n… cut to keep the report within GitHub's size limit: see ${options.fullReportAt ?? 'the job summary'} for the full report.\n`, limit - MARGIN, size), step: 3, chartsDropped: true };
}
/** The longest prefix of `text` (whole code points) that, with `tail`, has at most `budget` size. */
function cutToFit(text, tail, budget, size) {
    const points = [...text];
    const keep = largestFitting(points.length, (n) => size(points.slice(0, n).join('') + tail) <= budget);
    return points.slice(0, keep).join('') + tail;
}
/**
 * The largest n below `tooMany` for which `fits(n)` holds, by bisection: `fits` must hold for
 * every n up to some point and fail after it, and is taken to hold for 0 (0 is the answer when
 * nothing larger fits) and to fail for `tooMany`.
 */
function largestFitting(tooMany, fits) {
    let low = 0;
    let high = tooMany;
    while (high - low > 1) {
        const mid = Math.floor((low + high) / 2);
        if (fits(mid))
            low = mid;
        else
            high = mid;
    }
    return low;
}
/** UTF-8 byte length, for the summary limit. */


// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(2794);
;// CONCATENATED MODULE: ./src/report/width.ts
/**
 * How many terminal cells a string takes, for aligning the text report: combining marks and
 * format characters take none, East Asian wide and fullwidth characters and emoji take two
 * (a compact reading of Unicode's East_Asian_Width, enough for names and units), the rest one.
 */
const WIDE = [
    [0x1100, 0x115f], [0x231a, 0x231b], [0x23e9, 0x23ec], [0x23f0, 0x23f3], [0x25fd, 0x25fe], [0x2614, 0x2615],
    [0x2648, 0x2653], [0x26aa, 0x26ab], [0x26bd, 0x26be], [0x26c4, 0x26c5], [0x26f2, 0x26f5], [0x2705, 0x2705],
    [0x270a, 0x270b], [0x274c, 0x274c], [0x2753, 0x2755], [0x2795, 0x2797], [0x2b1b, 0x2b1c], [0x2e80, 0x303e],
    [0x3041, 0x33ff], [0x3400, 0x4dbf], [0x4e00, 0x9fff], [0xa000, 0xa4cf], [0xa960, 0xa97f], [0xac00, 0xd7a3],
    [0xf900, 0xfaff], [0xfe10, 0xfe19], [0xfe30, 0xfe6f], [0xff00, 0xff60], [0xffe0, 0xffe6], [0x1f004, 0x1f004],
    [0x1f0cf, 0x1f0cf], [0x1f18e, 0x1f18e], [0x1f191, 0x1f19a], [0x1f200, 0x1f251], [0x1f300, 0x1f64f],
    [0x1f680, 0x1f6ff], [0x1f7e0, 0x1f7eb], [0x1f90c, 0x1f9ff], [0x1fa70, 0x1faff], [0x20000, 0x3fffd],
];
const ZERO = /[\p{Mn}\p{Me}\p{Cf}]/u;
/**
 * Emoji shown as emoji by default are wide (East_Asian_Width W since Unicode 9): the ranges above
 * miss many below U+1F000 (`⚡`, `✨`, `⭐`, `⛔`), which shifted every column after such a name.
 */
const EMOJI = /\p{Emoji_Presentation}/u;
/** A skin-tone modifier after an emoji joins it (`👍🏽` is one wide glyph), taking no cell of its own. */
const MODIFIER = /\p{Emoji_Modifier}/u;
function isWide(cp) {
    let lo = 0;
    let hi = WIDE.length - 1;
    while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const [from, to] = WIDE[mid] ?? [0, 0];
        if (cp < from)
            hi = mid - 1;
        else if (cp > to)
            lo = mid + 1;
        else
            return true;
    }
    return false;
}
/** Terminal cells taken by `text`. */
function displayWidth(text) {
    // Below U+0300 every character takes one cell but the soft hyphen U+00AD (a format character):
    // no combining mark, no wide character. Nearly every cell of a report (ASCII, `±`, `µ`, `¹`) is so.
    let i = 0;
    for (; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c >= 0x300 || c === 0xad)
            break;
    }
    if (i === text.length)
        return text.length;
    let width = 0;
    let afterEmoji = false;
    for (const ch of text) {
        if (ZERO.test(ch))
            continue;
        if (afterEmoji && MODIFIER.test(ch)) {
            afterEmoji = false;
            continue;
        }
        const cp = ch.codePointAt(0) ?? 0;
        // (Regional indicators stay one cell each: a pair is one flag, two cells wide.)
        afterEmoji = cp >= 0x2000 && (cp < 0x1f1e6 || cp > 0x1f1ff) && EMOJI.test(ch);
        width += afterEmoji || isWide(cp) ? 2 : 1;
    }
    return width;
}

;// CONCATENATED MODULE: ./src/report/text-table.ts
/**
 * The aligned table of the terminal report. Cells are kept in one flat list with their measured
 * widths, and each line is built by concatenation with cached runs of spaces: a 10,000-benchmark
 * compare has 30,000 rows and 270,000 cells, and an array per row, per cell width and per padded
 * cell was most of the report's time and garbage.
 *
 * Layout, as in benchstat: names left-aligned, numbers right-aligned, each `± x%` column and the
 * delta's interval hugging the number before it; the header's `base` and `head` sit over their
 * value and spread together. Widths count terminal cells (width.ts); a column with no text anywhere
 * takes no space, and each line's trailing spaces are cut.
 */

/** Column alignment: name, base value, ± spread, head value, ± spread, delta, its CI, p/q/n, status. */
const RIGHT = [false, true, false, true, false, true, false, false, false];
/** Separator before each column: the ± spread and the CI hug their number. */
const GAPS = ['', '  ', ' ', '  ', ' ', '  ', ' ', '  ', '  '];
/** The `± x%` columns, each following its value column. */
const SPREADS = new Set([2, 4]);
const TABLE_COLUMNS = RIGHT.length;
/** Runs of spaces by length, built on first use. */
const SPACES = [''];
function spaces(n) {
    if (n <= 0)
        return '';
    let run = SPACES[n];
    if (run === undefined) {
        run = ' '.repeat(n);
        if (n < 512)
            SPACES[n] = run;
    }
    return run;
}
class TextTable {
    header;
    cells = [];
    cellWidths = [];
    prefixes = [];
    widths;
    /** `header`: one title per column (TABLE_COLUMNS). */
    constructor(header) {
        this.header = header;
        // The `base` and `head` titles span their value and spread: sized after the rows are in.
        this.widths = header.map((cell, col) => (SPREADS.has(col + 1) ? 0 : displayWidth(cell)));
    }
    /** Adds a row of TABLE_COLUMNS cells; `prefix` goes before the line and a reset after it (a colour), or '' for none. */
    addRow(row, prefix = '') {
        const widths = this.widths;
        for (let col = 0; col < TABLE_COLUMNS; col++) {
            const cell = row[col] ?? '';
            const width = displayWidth(cell);
            this.cells.push(cell);
            this.cellWidths.push(width);
            if (width > (widths[col] ?? 0))
                widths[col] = width;
        }
        this.prefixes.push(prefix);
    }
    /** The table's lines joined by newlines; `reset` ends each line that has a prefix. */
    render(reset) {
        const widths = [...this.widths];
        const header = this.header;
        for (const col of SPREADS) {
            const group = (widths[col - 1] ?? 0) + ((widths[col] ?? 0) > 0 ? (GAPS[col] ?? '').length + (widths[col] ?? 0) : 0);
            const title = displayWidth(header[col - 1] ?? '');
            if (title > group)
                widths[col - 1] = (widths[col - 1] ?? 0) + title - group;
        }
        let headerLine = '';
        for (let col = 0; col < TABLE_COLUMNS; col++) {
            if (SPREADS.has(col))
                continue;
            const cell = header[col] ?? '';
            const spread = SPREADS.has(col + 1) && (widths[col + 1] ?? 0) > 0 ? (GAPS[col + 1] ?? '').length + (widths[col + 1] ?? 0) : 0;
            headerLine += pad(cell, displayWidth(cell), (widths[col] ?? 0) + spread, col);
        }
        const lines = [headerLine.trimEnd()];
        const { cells, cellWidths, prefixes } = this;
        for (let row = 0, at = 0; row < prefixes.length; row++) {
            let line = '';
            for (let col = 0; col < TABLE_COLUMNS; col++, at++)
                line += pad(cells[at] ?? '', cellWidths[at] ?? 0, widths[col] ?? 0, col);
            const prefix = prefixes[row] ?? '';
            lines.push(prefix === '' ? line.trimEnd() : `${prefix}${line.trimEnd()}${reset}`);
        }
        return lines.join('\n');
    }
}
/** A cell (`cellWidth` terminal cells wide) padded to `width` with its column's gap in front; nothing for an empty column. */
function pad(cell, cellWidth, width, col) {
    if (width === 0)
        return '';
    const fill = spaces(width - cellWidth);
    return RIGHT[col] === true ? (GAPS[col] ?? '  ') + fill + cell : (GAPS[col] ?? '  ') + cell + fill;
}

;// CONCATENATED MODULE: ./src/report/text.ts







/** Longest name shown, in code points (the markdown report cuts at the same length, the same way). */
// Note: names were once cut at the end (the last code point an ellipsis): two names differing only
// after their first 200 characters then read as the same row. Cut in the middle, the end shows.
const NAME_LENGTH = 200;
const STATUS_COLORS = {
    regression: '\u001b[31m', improvement: '\u001b[32m', inconclusive: '\u001b[33m', failed: '\u001b[31m',
};
const RESET = '\u001b[0m';
/** Renders a comparison report for a terminal. */
function renderText(report, options = {}) {
    const notes = new Footnotes();
    const nameOf = displayNamer(report.comparisons);
    const out = [header(report)];
    for (const [unit, rows] of groupByUnit(report.comparisons)) {
        const table = new TextTable([unit === '' ? '(no results)' : safe(unit), 'base', '', 'head', '', 'delta', '', 'p/q/n', 'status']);
        // One row array, refilled per comparison (the table copies the cells out).
        const row = [];
        for (const c of rows) {
            const scale = rowScale(c);
            const [baseValue, baseSpread] = sideParts(c.base, scale);
            const [headValue, headSpread] = sideParts(c.head, scale);
            const [delta, deltaCi] = deltaParts(c);
            row[0] = safe(nameOf(c));
            row[1] = safe(baseValue);
            row[2] = safe(baseSpread);
            row[3] = safe(headValue);
            row[4] = safe(headSpread);
            row[5] = safe(delta);
            row[6] = safe(deltaCi);
            row[7] = statsCell(c);
            row[8] = c.warnings.length === 0 ? c.status : `${c.status} ${notes.refs(c.warnings).map(superscript).join(' ')}`;
            table.addRow(row, options.color === true ? STATUS_COLORS[c.status] ?? '' : '');
        }
        if (rows.length > 1) {
            const geomean = geomeanRow(report, unit, notes);
            if (geomean !== undefined)
                table.addRow(geomean);
        }
        out.push(table.render(RESET), '');
    }
    // Footnotes and warnings are shown whole, as in markdown: cut at a name's length, they lost their
    // advice (the identical-samples warning is 380 characters). One that quotes a huge name is cut in
    // the middle, keeping its start and its advice, not printed as a line of 100,000 characters.
    for (const { n, text } of notes.entries())
        out.push(`${superscript(n)} ${longText(text)}`);
    if (notes.entries().length > 0)
        out.push('');
    for (const warning of report.warnings)
        out.push(`warning: ${longText(warning)}`);
    out.push(`${report.verdict === 'fail' ? 'FAIL' : 'PASS'}: ${summaryLine(report)}`, safe(settingsLine(report)));
    return `${out.join('\n')}\n`;
}
/**
 * The unit's geomean row; rows left out of it are a footnote on it (`1 of 7 left out: 0 -> 48 B has
 * no ratio`), and a unit with no row to average reads `n/a` with the footnote saying why.
 */
function geomeanRow(report, unit, notes) {
    const g = report.geomeans.find((x) => x.unit === unit);
    const missing = g === undefined ? report.geomeansNotComputed?.find((x) => x.unit === unit) : undefined;
    if (g === undefined && missing === undefined)
        return undefined;
    const note = g === undefined ? `${unit} geomean cannot be computed: ${missing?.leftOutNote ?? ''}` : g.leftOutNote === undefined ? undefined : `${unit} geomean: ${g.leftOutNote}`;
    const refs = note === undefined ? '' : notes.refs([note]).map(superscript).join(' ');
    if (g === undefined)
        return ['geomean', '', '', '', '', 'n/a', '', '', refs];
    const ci = g.ci === undefined || g.ci[0] === g.ci[1] ? '' : `[${(0,format/* formatPercent */.l9)(g.ci[0] - 1)}, ${(0,format/* formatPercent */.l9)(g.ci[1] - 1)}]`;
    const uncorrected = g.uncorrectedRatio === undefined ? '' : `(uncorrected ${(0,format/* formatPercent */.l9)(g.uncorrectedRatio - 1)})`;
    return ['geomean', '', '', '', '', (0,format/* formatPercent */.l9)(g.ratio - 1), [ci, uncorrected].filter((x) => x !== '').join(' '), '', refs];
}
/** Untrusted text for a terminal: invisible and control characters shown, long text cut in the middle. */
const safe = (text) => (0,markdown_escape/* elideMiddle */.xI)((0,markdown_escape/* visibleText */.Q6)(text), NAME_LENGTH);
/** Longest warning or footnote shown, in code points: a few names' length, and the advice. */
const NOTE_LENGTH = 2_000;
/** A warning or footnote for a terminal: as `safe`, but cut only past NOTE_LENGTH. */
const longText = (text) => (0,markdown_escape/* elideMiddle */.xI)((0,markdown_escape/* visibleText */.Q6)(text), NOTE_LENGTH);
function header(report) {
    const side = (s) => safe(`${s.sources.join(', ')}${s.commit === undefined ? '' : ` @ ${s.commit.slice(0, 12)}`}`);
    return `base: ${side(report.base)}\nhead: ${side(report.head)}\n`;
}
function groupByUnit(comparisons) {
    const groups = new Map();
    for (const c of comparisons) {
        const group = groups.get(c.unit);
        if (group === undefined)
            groups.set(c.unit, [c]);
        else
            group.push(c);
    }
    return groups;
}

// EXTERNAL MODULE: ./src/cli/ports.ts
var ports = __webpack_require__(2082);
;// CONCATENATED MODULE: ./src/cli/render-report.ts





const REPORT_OUTPUTS = ['text', 'markdown', 'json'];
function renderReport(report, output, options) {
    const suite = options.suite === undefined ? {} : { suite: options.suite };
    switch (output) {
        case 'text':
            return renderText(report, { color: options.color });
        case 'markdown':
            return options.full ? renderMarkdown(report, suite) : commentMarkdown(report, options);
        case 'json':
            return (0,json/* renderJson */.hF)(report);
    }
}
/**
 * --output: the report's format. A file name there (`--output report.md`) is a mix-up with the
 * option that names the file (`fileOption`: -o, or run's --report), so the message names that one.
 */
function parseReportOutput(value, fileOption) {
    if (value === undefined || REPORT_OUTPUTS.includes(value))
        return (value ?? 'text');
    const file = /[./\\]/.test(value) ? ` --output is the report's format; to write the report to the file ${value}, use ${fileOption} ${value}.` : '';
    throw new ports/* UsageError */.e(`Invalid value '${value}' for --output. Use one of: ${REPORT_OUTPUTS.join(', ')}.${file}`);
}
/** --full goes with markdown only: the other outputs are always whole. */
function checkFull(full, output, command) {
    if (full === true && output !== 'markdown')
        throw new ports/* UsageError */.e(`--full applies to --output markdown (a ${output} report is always whole). Use: ${command} --output markdown --full ...`);
    return full === true;
}
/** The markdown as the comment it is posted as: within GitHub's limit, saying on stderr when parts were left out. */
function commentMarkdown(report, options) {
    const full = `\`${options.command} --output markdown --full\``;
    const { text, step, chartsDropped } = renderWithinBudget(report, { ...(options.suite === undefined ? {} : { suite: options.suite }), fullReportAt: `the full report (${full})` }, COMMENT_LIMIT_CHARS);
    if (step > 1 || chartsDropped) {
        const what = step === 3 ? 'the charts, the table of other results and some flagged rows' : step === 2 ? 'the charts and the table of other results' : 'the charts';
        options.stderr(`bench-gate: the markdown report is over GitHub's ${COMMENT_LIMIT_CHARS.toLocaleString('en-US')}-character comment limit, so ${what} were left out (the report says so); --full renders all of it\n`);
    }
    return text;
}


/***/ }),

/***/ 8714:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aj: () => (/* binding */ TEST_METHODS),
/* harmony export */   Cn: () => (/* binding */ COMMON_MODE_SETTINGS),
/* harmony export */   hE: () => (/* binding */ BASELINE_MODES),
/* harmony export */   l1: () => (/* binding */ COMPARISON_STATUSES)
/* harmony export */ });
const COMPARISON_STATUSES = [
    'regression', 'improvement', 'below-threshold', 'no-change', 'inconclusive', 'failed', 'skipped', 'new', 'removed',
];
const BASELINE_MODES = ['files', 'cached', 'ab'];
const COMMON_MODE_SETTINGS = ['auto', 'on', 'off'];
/**
 * How the status was reached: a rank test, the history test, both, an exact comparison (metrics
 * that must not vary), or `threshold-fallback`: the config's opt-in `single-sample-fallback` for a
 * one-number-per-run metric whose history is too short to test, head against base and a plain
 * threshold, with no statistics (STATISTICS.md §4.4 item 10). `none`: not compared.
 */
const TEST_METHODS = ['mann-whitney', 'mann-whitney+history', 'history', 'exact', 'threshold-fallback', 'none'];


/***/ }),

/***/ 7682:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DT: () => (/* binding */ costSign),
/* harmony export */   VZ: () => (/* binding */ costRatio),
/* harmony export */   Xc: () => (/* binding */ effectRatio),
/* harmony export */   x7: () => (/* binding */ decideStatus)
/* harmony export */ });
/** +1 for lower-is-better metrics, −1 for higher-is-better: multiplies a log value into "cost". */
function costSign(better) {
    return better === 'lower' ? 1 : -1;
}
/**
 * head / base as a "ratio" that stays meaningful when values are zero or negative (§4.6):
 * 1 + (head − base) / |base|, floored at 0 (a drop below zero is the largest possible decrease);
 * from a base of 0 any rise is +∞ and any drop 0. For positive values it is exactly head / base.
 */
function effectRatio(base, head) {
    if (base === head)
        return 1;
    if (base > 0 && head >= 0)
        return head / base;
    if (base === 0)
        return head > 0 ? Infinity : 0;
    // head − base overflows for values of opposite signs near ±1.8e308 (−1.5e308 -> 1.5e308 read +∞,
    // not +200%): then each is divided by |base| first, which the sum no longer overflows.
    const difference = head - base;
    const relative = Number.isFinite(difference) ? difference / Math.abs(base) : head / Math.abs(base) - Math.sign(base);
    return Math.max(0, 1 + relative);
}
/** The ratio turned so that larger is worse (a throughput drop becomes a cost increase). */
function costRatio(ratio, better) {
    if (better === 'lower')
        return ratio;
    if (ratio === 0)
        return Infinity;
    return 1 / ratio;
}
/**
 * Relative slack on the δ bounds, so that a change of exactly δ counts as the rule says (≥ 1 + δ)
 * despite rounding: 57 / 50 is 1.14, but 1 + 0.14 is 1.1400000000000001, and 25 / 26 lies one
 * ulp above 1 / 1.04. An exact metric (a count) that moves by exactly the threshold was missed.
 * A tested ratio is exp of a difference of logarithms, whose rounding grows with |log value| (up
 * to about 1e-13 at 1e±300): 1e-12. An exact one is one or two divisions of the values, within 2
 * ulps of the bound (checked over integer counts and δ from 0.1% to 200%): 8 ulps, so a count
 * of 10^12 that moves by 4.9999999999% stays below a 5% threshold (1e-12 made it a regression).
 */
const BOUND_SLACK = 1e-12;
const EXACT_BOUND_SLACK = 8 * Number.EPSILON;
/** Decides the status of a tested or exact metric. */
function decideStatus(input) {
    const cost = input.ratio === null ? null : costRatio(input.ratio, input.better);
    const exact = input.qWorse === undefined && input.qBetter === undefined;
    const worse = exact || (input.qWorse ?? 1) <= input.q;
    const better = exact || (input.qBetter ?? 1) <= input.q;
    if (cost === null)
        return 'inconclusive';
    if (exact && cost === 1)
        return 'no-change';
    const slack = exact ? EXACT_BOUND_SLACK : BOUND_SLACK;
    if (worse && cost >= (1 + input.threshold) * (1 - slack))
        return 'regression';
    if (better && cost <= (1 / (1 + input.threshold)) * (1 + slack))
        return 'improvement';
    if (exact || worse || better)
        return 'below-threshold';
    return 'no-change';
}


/***/ }),

/***/ 6264:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AJ: () => (/* binding */ formatScaled),
/* harmony export */   B6: () => (/* binding */ formatThreshold),
/* harmony export */   J_: () => (/* binding */ unitQualifier),
/* harmony export */   MA: () => (/* binding */ formatP),
/* harmony export */   SV: () => (/* binding */ chooseScale),
/* harmony export */   T1: () => (/* binding */ formatShare),
/* harmony export */   l9: () => (/* binding */ formatPercent)
/* harmony export */ });
/**
 * Number formatting shared by every report: percentages, p-values, and values with units scaled
 * for humans (`1.23 µs`, `45.6 MB/s`, `1.50 KiB`). One scale is chosen per row (benchstat's
 * RowScaler idea) so base and head read in the same prefix. Sizes (`B/op`) scale by 1024 as
 * benchunit does; rates and everything else by 1000.
 *
 * Extreme magnitudes (a custom binary or a BMF file can print any double) read in three significant
 * digits with an exponent rather than as rows of digits or zeros: a percentage from ±1,000,000%
 * (`+1.97e+8%`, not `+197113161.97%` or `6.7e+301%` with every digit), a scaled value from 1,000,000
 * up (`1.30e+301 ns`) or below 0.001 in its row's scale (`1.00e-4 ps`, `2.00e-6 ms`, never `0.00 ps`).
 * Ordinary small values keep a plain decimal, in three significant digits below 0.01 (a ratio of
 * `0.00900 x`, `0.00500 allocs`, where toFixed(2) printed 0.01 and 0.00). Which form a value takes
 * is decided on the digits it would print, so 999,999.7 reads `1.00e+6`, not `1000000`.
 * The exponent is worked out from the value's decimal digits, so no value overflows on the way
 * (1.7e308 as a percentage, 1e300 s in ps). Only the text is rounded: the JSON report keeps numbers.
 */
/** From this many percent (a ratio of 10,001) a percentage reads with an exponent. */
const LARGE_PERCENT = 1e6;
/** From this size up, a scaled value reads with an exponent. */
const LARGE_SCALED = 1e6;
/** Below this size (and above 0), a scaled value reads with an exponent: more zeros after the point would be counted, not read. */
const SMALL_SCALED = 0.001;
/** Below this size, toFixed(2) would print 0.00 or 0.01: three significant digits instead (`0.00500`). */
const TWO_DECIMALS = 0.01;
/**
 * `value / divisor` in three significant digits with an exponent (`1.30e+301`), for any finite
 * value and a divisor between 1e-12 and 2^40 (a percentage's 0.01, a scale's factor): the value's own
 * decimal mantissa is divided, never the value, so nothing overflows (1e300 / 1e-12) or underflows
 * to zero (5e-324 / 2^40) on the way. No sign for positive values.
 */
function withExponent(value, divisor) {
    const [digits = '0', power = '0'] = value.toExponential().split('e');
    const [mantissa = '0', shift = '0'] = (Number(digits) / divisor).toExponential(2).split('e');
    const exponent = Number(power) + Number(shift);
    return `${mantissa}e${exponent < 0 ? '-' : '+'}${Math.abs(exponent)}`;
}
/** `0.123` -> `12.3` with `digits` decimals, or from LARGE_PERCENT as printed with an exponent; no `%`. */
function percentNumber(fraction, digits) {
    // Decided on the printed digits: 9999.99999999 printed 1000000.00 beside 10000's 1.00e+6.
    const fixed = (fraction * 100).toFixed(digits);
    return Math.abs(Number(fixed)) >= LARGE_PERCENT ? withExponent(fraction, 0.01) : fixed;
}
/** `0.1135` -> `+11.35%` (sign always shown); `digits` decimals; `+1.97e+8%` from ±1,000,000%. */
function formatPercent(fraction, digits = 2) {
    if (Number.isNaN(fraction))
        return 'n/a';
    if (!Number.isFinite(fraction))
        return fraction > 0 ? '+∞%' : '-∞%';
    const text = percentNumber(fraction, digits);
    const isNegative = text.startsWith('-') && Number(text) !== 0;
    return isNegative ? `${text}%` : `+${text.replace(/^-/, '')}%`;
}
/**
 * A threshold as the user wrote it: `0.05` -> `5%`, `0.055` -> `5.5%` (no sign, six significant
 * digits, no trailing zeros), so that a 5.5% threshold is never shown as 6%.
 */
function formatThreshold(fraction) {
    return Number.isFinite(fraction) ? `${Number((fraction * 100).toPrecision(6))}%` : 'n/a';
}
/** `0.123` -> `12%` (no sign), for spreads and coefficients of variation; `6.70e+301%` beyond 1,000,000%. */
function formatShare(fraction, digits = 0) {
    return Number.isFinite(fraction) ? `${percentNumber(fraction, digits)}%` : 'n/a';
}
/** p-values with two significant figures, so tiny p-values stay informative (STATISTICS.md §4.5). */
function formatP(p) {
    if (p >= 0.001)
        return String(Number(p.toPrecision(2)));
    return p.toExponential(1);
}
const SI_DOWN = [[1, ''], [1e-3, 'm'], [1e-6, 'µ'], [1e-9, 'n'], [1e-12, 'p']];
const SI_UP = [[1e12, 'T'], [1e9, 'G'], [1e6, 'M'], [1e3, 'k'], [1, '']];
const BINARY_UP = [[2 ** 40, 'Ti'], [2 ** 30, 'Gi'], [2 ** 20, 'Mi'], [2 ** 10, 'Ki'], [1, '']];
function pick(value, table) {
    const magnitude = Math.abs(value);
    const last = table[table.length - 1] ?? [1, ''];
    if (!Number.isFinite(magnitude) || magnitude === 0)
        return table.find(([f]) => f === 1) ?? last;
    return table.find(([f]) => magnitude >= f * 0.9995) ?? last;
}
/**
 * Chooses a display scale for a base unit from a representative value (the row's base median).
 * A numerator of seconds or bytes, alone or qualified as tools write them (`user-sec`,
 * `build-real-sec/op`, hyperfine's `peak-rss-B`), scales as a time or a size; the row's heading
 * names the unit, so a cell reads `320 ms` rather than `0.32 build-real-sec/op` or `3.20 Mpeak-rss-B`.
 */
function chooseScale(unit, value) {
    const slash = unit.indexOf('/');
    const numerator = slash === -1 ? unit : unit.slice(0, slash);
    const denominator = slash === -1 ? '' : unit.slice(slash);
    // Per-op values read as plain quantities (`4.60 ms`); other denominators stay (`1.2 s/iter`).
    const per = denominator === '/op' ? '' : denominator;
    if (numerator === 'sec' || numerator.endsWith('-sec')) {
        const [factor, prefix] = pick(value, SI_DOWN);
        return { factor, suffix: `${prefix}s${per}` };
    }
    // Sizes scale by 1024; byte rates (B/s) are rates and scale by 1000 below.
    if ((numerator === 'B' || numerator.endsWith('-B')) && per === '') {
        const [factor, prefix] = pick(value, BINARY_UP);
        return { factor, suffix: `${prefix}B` };
    }
    const [factor, prefix] = pick(value, SI_UP);
    if (unit === 'allocs/op')
        return { factor, suffix: `${prefix}${prefix === '' ? '' : ' '}allocs` };
    return { factor, suffix: `${prefix}${numerator}${denominator}` };
}
/**
 * The qualifier a time or size unit carries (`build-real` of `build-real-sec/op`, `peak-rss` of
 * `peak-rss-B`), which its scaled display drops; for labels that stand without the unit's heading.
 */
function unitQualifier(unit) {
    return /^(.+)-(?:sec|B)(?:\/op)?$/.exec(unit)?.[1];
}
/**
 * `scaled` as a plain decimal (`1.23`, `45.6`, `0.50`, `0.00500`), or undefined where it takes an
 * exponent: printed below SMALL_SCALED or from LARGE_SCALED up. A quotient that is not a normal
 * double (a subnormal or 0 from a value above 0, or an overflow to ∞) lands there too: it has lost
 * the digits, which withExponent then works out from the value itself.
 */
function plainScaled(scaled) {
    const magnitude = Math.abs(scaled);
    // Nearly every value of a report: no rounding can take it out of the plain decimals, so the
    // printed digits need not be worked out twice.
    if (magnitude >= TWO_DECIMALS && magnitude < LARGE_SCALED - 1)
        return fixedDecimals(scaled, magnitude);
    const rounded = Math.abs(Number(scaled.toPrecision(3)));
    if (!(rounded >= SMALL_SCALED))
        return undefined;
    if (rounded < TWO_DECIMALS)
        return scaled.toPrecision(3);
    const text = fixedDecimals(scaled, magnitude);
    return Math.abs(Number(text)) < LARGE_SCALED ? text : undefined;
}
/** `scaled` in three significant digits, or as an integer (`1.23`, `45.6`, `789`, `5`), for a value from 0.01 up. */
function fixedDecimals(scaled, magnitude) {
    const digits = magnitude >= 100 || Number.isInteger(scaled) ? 0 : magnitude >= 10 ? 1 : 2;
    return scaled.toFixed(digits);
}
/**
 * Formats a value with 3 significant figures in a scale: `1.23 µs`, `0.00500 allocs`; with an
 * exponent from 1,000,000 up or below 0.001 in the scale (`1.30e+301 ns`, `2.00e-6 ms`), where a
 * row's scale does not suit the value or no prefix is left (a value below 1 fs, or above 1,000,000 T).
 */
function formatScaled(value, scale) {
    if (Number.isNaN(value))
        return 'n/a';
    if (!Number.isFinite(value))
        return value > 0 ? '∞' : '-∞';
    if (value === 0)
        return `0 ${scale.suffix}`;
    return `${plainScaled(value / scale.factor) ?? withExponent(value, scale.factor)} ${scale.suffix}`;
}


/***/ }),

/***/ 1956:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C2: () => (/* binding */ changeOf),
/* harmony export */   Ic: () => (/* binding */ describeFailure),
/* harmony export */   NU: () => (/* binding */ gatingRegressions),
/* harmony export */   ip: () => (/* binding */ countStatuses),
/* harmony export */   k0: () => (/* binding */ applyGatePolicy),
/* harmony export */   lr: () => (/* binding */ gateVerdict),
/* harmony export */   md: () => (/* binding */ worstFirst)
/* harmony export */ });
/* harmony import */ var _compare_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8714);
/* harmony import */ var _compare_verdict_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7682);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6264);
/* harmony import */ var _report_markdown_escape_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9717);




const JUDGED = new Set(['regression', 'improvement', 'below-threshold', 'no-change']);
/** Applies the sample-size floor and adds the policy's notes to one comparison (in place). */
function applyGatePolicy(comparison, policy = {}) {
    const floor = policy.minSamples;
    const [n1, n2] = comparison.n;
    if (floor !== undefined && JUDGED.has(comparison.status) && comparison.method !== 'exact' && Math.min(n1, n2) < floor) {
        comparison.warnings.push(`n=${n1}+${n2} is below the sample-size floor (min-samples ${floor}): not judged`);
        comparison.status = 'inconclusive';
    }
    comparison.warnings.push(...(policy.notesFor?.(comparison) ?? []));
    // Recorded on the comparison, so the JSON report (and a re-render of it) knows without the config.
    if (policy.isInformational?.(comparison) === true)
        comparison.informational = true;
    return comparison;
}
/** The comparisons that fail the gate. */
function gatingRegressions(comparisons, policy = {}) {
    return comparisons.filter((c) => c.status === 'regression' && c.informational !== true && policy.isInformational?.(c) !== true);
}
/** `pass` or `fail`. */
function gateVerdict(comparisons, policy = {}) {
    return gatingRegressions(comparisons, policy).length > 0 ? 'fail' : 'pass';
}
/** Counts per status, every status present (zero when absent). */
function countStatuses(comparisons) {
    const counts = Object.fromEntries(_compare_types_js__WEBPACK_IMPORTED_MODULE_1__/* .COMPARISON_STATUSES */ .l1.map((s) => [s, 0]));
    for (const c of comparisons)
        counts[c.status] += 1;
    return counts;
}
/** A percentage, or "0 -> 48" when the base was zero and a percentage would be infinite. */
function changeOf(c) {
    if (c.ratio === null)
        return '';
    if (!Number.isFinite(c.ratio) && c.base !== undefined && c.head !== undefined)
        return `${c.base.median} -> ${c.head.median}`;
    return (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPercent */ .l9)(c.ratio - 1);
}
/** Largest change first (the size of the log cost ratio), then by key: the order the markdown table has. */
function worstFirst(rows) {
    // A flagged change without a ratio (from zero; JSON keeps no Infinity) is the largest there is.
    const size = (c) => (c.ratio === null ? Number.POSITIVE_INFINITY : Math.abs(Math.log((0,_compare_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .costRatio */ .VZ)(c.ratio, c.better))));
    return [...rows].sort((a, b) => size(b) - size(a) || a.key.localeCompare(b.key));
}
/** One line for a failed job: "2 benchmarks regressed beyond 5%: Encode/json sec/op +11.35%, ...", the largest first. */
function describeFailure(regressions) {
    // Names and units are untrusted (a custom JSON name can hold an escape sequence or a bidi override):
    // shown as the text report shows them, since this line goes to a terminal and to the job's error.
    // The five named are the largest, as the report's table has them: in key order, a +70% regression
    // of hundreds could be among the "more" while five small ones were named.
    const shown = worstFirst(regressions).slice(0, 5).map((c) => (0,_report_markdown_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .visibleText */ .Q6)(`${c.name} ${c.unit} ${changeOf(c)}`.trim()));
    const more = regressions.length > shown.length ? `, and ${regressions.length - shown.length} more` : '';
    const thresholds = [...new Set(regressions.map((c) => (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatThreshold */ .B6)(c.threshold)))].join('/');
    return `${regressions.length} benchmark metric${regressions.length === 1 ? '' : 's'} regressed beyond ${thresholds}: ${shown.join(', ')}${more}${fallbackClause(regressions)}`;
}
/**
 * `; 2 of them judged by single-sample-fallback, a threshold check without statistics`: a failure that
 * rests on no test says so where the job's failure is read, not only in the report's footnotes.
 */
function fallbackClause(regressions) {
    const count = regressions.filter((c) => c.method === 'threshold-fallback').length;
    if (count === 0)
        return '';
    const which = regressions.length === 1 ? 'judged' : count === regressions.length ? 'all of them judged' : `${count} of them judged`;
    return `; ${which} by single-sample-fallback, a threshold check without statistics`;
}


/***/ }),

/***/ 2794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C8: () => (/* binding */ REPORT_FORMAT_VERSION),
/* harmony export */   hF: () => (/* binding */ renderJson),
/* harmony export */   xz: () => (/* binding */ renderJsonParts)
/* harmony export */ });
const REPORT_FORMAT_VERSION = 1;
/** Comparisons per JSON.stringify call: large enough to amortise the call, small enough to stay cheap. */
const CHUNK = 1_000;
/** `JSON.stringify([[...]], null, 2)` wraps the elements in `[\n  [\n    ` ... `\n  ]\n]`. */
const WRAP_START = '[\n  [\n    '.length;
const WRAP_END = '\n  ]\n]'.length;
/** Where the comparisons go in the report stringified with an empty list (a top-level key: unique). */
const EMPTY_LIST = '\n  "comparisons": []';
/** The JSON report as one string. */
function renderJson(report) {
    return `${JSON.stringify({ reportVersion: REPORT_FORMAT_VERSION, ...report }, null, 2)}\n`;
}
/** The JSON report in pieces whose concatenation is `renderJson(report)`, each stringified on demand. */
function* renderJsonParts(report) {
    const document = { reportVersion: REPORT_FORMAT_VERSION, ...report };
    if (report.comparisons.length === 0) {
        yield `${JSON.stringify(document, null, 2)}\n`;
        return;
    }
    // The same keys in the same order (spreading keeps `comparisons` where it was), its list left empty.
    const outline = JSON.stringify({ ...document, comparisons: [] }, null, 2);
    const at = outline.indexOf(EMPTY_LIST);
    yield `${outline.slice(0, at)}\n  "comparisons": [\n    `;
    for (let start = 0; start < report.comparisons.length; start += CHUNK) {
        const wrapped = JSON.stringify([report.comparisons.slice(start, start + CHUNK)], null, 2);
        if (start > 0)
            yield ',\n    ';
        yield wrapped.slice(WRAP_START, wrapped.length - WRAP_END);
    }
    yield `\n  ]${outline.slice(at + EMPTY_LIST.length)}\n`;
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
