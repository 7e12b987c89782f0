/**
 * From an input's text to a ResultSet: format detection, parsing, and the checks that turn bad
 * input into one clear message (what, where, the expected shape, how to fix). Pure: the CLI reads
 * the bytes and passes them in.
 */
import type { Diagnostic, ResultSet, ToolKind } from './schema/result.js';
import { SCHEMA_ID, SCHEMA_VERSION } from './schema/result.js';
import { isResultDocument, loadResultSet } from './schema/load.js';
import { parseGo } from './parsers/go.js';
import { detectGo } from './parsers/go-detect.js';
import { parseGoJson } from './parsers/go-json.js';
import { detectBmf, parseBmf } from './parsers/bmf.js';
import { detectCargoCriterion, parseCargoCriterion } from './parsers/cargo-criterion.js';
import { detectCriterionDirectory, parseCriterionDirectory, type CriterionFile } from './parsers/criterion-dir.js';
import { detectCriterionText, parseCriterionText } from './parsers/criterion-text.js';
import { detectCustomJson, parseCustomJson } from './parsers/custom-json.js';
import { detectDivan, parseDivan } from './parsers/divan.js';
import { detectGbench, parseGbench } from './parsers/gbench.js';
import { detectHyperfine, parseHyperfine } from './parsers/hyperfine.js';
import { detectLibtest, parseLibtest } from './parsers/libtest.js';
import { detectLibtestJson, parseLibtestJson } from './parsers/libtest-json.js';
import { detectPytest, parsePytest } from './parsers/pytest.js';
import { rustNoTimingsReason } from './parsers/rust-no-timings.js';
import { hyperfineReportHint } from './parsers/hyperfine-report.js';
import { parseMetrics } from './parsers/metrics.js';
import { readJson } from './parsers/json-input.js';
import type { MetricsPattern } from './parsers/metrics-patterns.js';
import type { ParseOutput } from './parsers/types.js';
import { stripAnsi } from './parsers/text-lines.js';
import { assertNever, type Result } from './result.js';

export const INPUT_FORMATS = [
  'auto', 'go', 'go-json', 'libtest', 'libtest-json', 'criterion', 'cargo-criterion', 'criterion-text', 'divan',
  'hyperfine', 'gbench', 'pytest', 'custom-smaller', 'custom-bigger', 'bmf', 'metrics', 'result',
] as const;
export type InputFormat = (typeof INPUT_FORMATS)[number];
type ConcreteFormat = Exclude<InputFormat, 'auto'>;
type TextFormat = Exclude<ConcreteFormat, 'result' | 'criterion' | 'metrics'>;

/** What reading an input may need beyond its text: the config file's `metrics` patterns. */
export interface ReadInputOptions {
  /** Patterns for bench binaries' text (bench-gate.yml `metrics`); needed by the metrics format. */
  metrics?: readonly MetricsPattern[];
}

export interface ParsedInput {
  format: ConcreteFormat;
  /** Whether the format was detected (true) or given by --format (false). */
  detected: boolean;
  set: ResultSet;
}

const EXPECTED: Record<ConcreteFormat, string> = {
  go: 'lines like "BenchmarkSort/size=10-8   26465821   45.96 ns/op   0 B/op   0 allocs/op" from `go test -run=^$ -bench=. -count=10`',
  'go-json': 'JSON events like {"Action":"output","Output":"BenchmarkX-8 \\t 1000\\t 123 ns/op\\n"} from `go test -json -run=^$ -bench=.`',
  libtest: 'lines like "test parse ... bench:   1,234.56 ns/iter (+/- 78)" from `cargo bench` (libtest) or criterion\'s `--output-format bencher`',
  'libtest-json': 'lines like {"type":"bench","name":"x","median":143.1,"deviation":4.2} from `cargo bench -- -Z unstable-options --format json`',
  criterion: 'a `target/criterion` directory with <id>/new/{benchmark,sample,estimates}.json',
  'cargo-criterion': 'messages like {"reason":"benchmark-complete","id":"x",...} from `cargo criterion --message-format=json`',
  'criterion-text': 'criterion\'s report: "fib/10   time:   [126.74 ns 127.56 ns 128.53 ns]" (prefer the target/criterion directory)',
  divan: 'divan\'s table: "├─ fib   1.2 µs │ 2.3 µs │ 1.5 µs │ 1.6 µs │ 100 │ 100"',
  hyperfine: 'hyperfine\'s `--export-json` file ({"results": [{"command": ..., "times": [...]}]})',
  gbench: 'Google Benchmark JSON from `--benchmark_format=json` ({"context": ..., "benchmarks": [...]})',
  pytest: 'pytest-benchmark JSON from `--benchmark-json=FILE` ({"machine_info": ..., "benchmarks": [...]})',
  'custom-smaller': 'a JSON array like [{"name": "x", "unit": "ms", "value": 12.5}] (github-action-benchmark customSmallerIsBetter)',
  'custom-bigger': 'a JSON array like [{"name": "x", "unit": "ops/s", "value": 1200}] (github-action-benchmark customBiggerIsBetter)',
  bmf: 'Bencher Metric Format: {"bench": {"latency": {"value": 88.0}}}',
  metrics: 'lines that the `metrics` patterns of bench-gate.yml match (e.g. a table row "| 10 | 22,096.0 | 1.583ms |")',
  result: `a bench-gate result file ({"schema": "${SCHEMA_ID}", ...}) from \`bench-gate parse\``,
};

/** Text formats in the order they are tried: the most specific shapes first, Go's lenient grammar last. */
const DETECTORS: readonly [TextFormat, (text: string) => boolean][] = [
  ['cargo-criterion', detectCargoCriterion], ['libtest-json', detectLibtestJson], ['hyperfine', detectHyperfine],
  ['gbench', detectGbench], ['pytest', detectPytest], ['bmf', detectBmf], ['divan', detectDivan],
  ['libtest', detectLibtest], ['criterion-text', detectCriterionText],
];

/** What an empty input should have held, from its name: a `.json` file is one of the tools' JSON exports. */
function expectedFor(source: string): string {
  return /\.json$/i.test(source)
    ? 'a JSON export, e.g. from hyperfine --export-json, Google Benchmark --benchmark_format=json or pytest --benchmark-json, or a bench-gate result file'
    : EXPECTED.go;
}

/** True for bench-gate's own result JSON (its schema id near the start). */
function isResultText(text: string): boolean {
  const start = text.trimStart();
  return start.startsWith('{') && /"schema"\s*:\s*"bench-gate\/result"/.test(start.slice(0, 4096));
}

/**
 * True for a comparison report (`compare --output json`, the action's report-json), which opens
 * with its `reportVersion`: the output of a comparison, not benchmark results to compare.
 */
function isReportText(text: string): boolean {
  return /^\{\s*"reportVersion"\s*:/.test(text.replace(/^\uFEFF/, '').trimStart());
}

/**
 * Every format whose shape the text has. bench-gate's own result files and test2json streams are
 * unmistakable and answer alone; otherwise more than one candidate means the input is ambiguous.
 */
export function detectCandidates(raw: string): ConcreteFormat[] {
  if (isResultText(raw)) return ['result'];
  // Tools colour their output on a terminal (FORMATS.md §9), and the parsers remove the colours:
  // so must detection, or a coloured `BenchmarkX` line would not look like Go output.
  const text = stripAnsi(raw);
  const start = text.trimStart();
  // test2json output may follow a few lines of plain text (`go: downloading ...` with 2>&1).
  const head = start.slice(0, 64 * 1024).split(/\r\n|\n|\r/, 50);
  if (head.some((line) => /^\{.*"Action"\s*:/.test(line))) return ['go-json'];
  const found: ConcreteFormat[] = DETECTORS.filter(([, detect]) => detect(text)).map(([format]) => format);
  if (detectGo(text)) found.push('go');
  return found;
}

/** The detected format, or undefined when nothing (or more than one format) matches. */
export function detectFormat(text: string): ConcreteFormat | undefined {
  const candidates = detectCandidates(text);
  return candidates.length === 1 ? candidates[0] : undefined;
}

/** The tool a format's results come from (custom JSON in either direction is `custom`). */
function toolOf(format: Exclude<ConcreteFormat, 'result'>): ToolKind {
  return format === 'custom-smaller' || format === 'custom-bigger' ? 'custom' : format;
}

/**
 * Parses one input into a ResultSet, or explains in one paragraph why it cannot. With `metrics`
 * patterns (bench-gate.yml), `auto` falls back to the metrics format when no tool's output is detected.
 */
export function readInput(text: string, source: string, format: InputFormat, options: ReadInputOptions = {}): Result<ParsedInput, string> {
  const patterns = options.metrics ?? [];
  if (text.trim() === '') {
    return { ok: false, error: `${source} is empty. Expected ${format === 'auto' ? expectedFor(source) : EXPECTED[format]}. Check that the benchmark command wrote its output to this file: a tool that stopped early can leave it empty (hyperfine does when a command fails, unless run with -i).` };
  }
  if (isReportText(text)) {
    return { ok: false, error: `${source} is a bench-gate comparison report (what \`compare --output json\` writes), not benchmark results. Give the benchmark outputs or result files that were compared instead, or render the report again with \`bench-gate report ${source === '<stdin>' ? '-' : source}\`.` };
  }
  if (format === 'auto' && detectCustomJson(text) && detectFormat(text) === undefined) {
    return { ok: false, error: `${source} looks like github-action-benchmark custom JSON, which does not say whether smaller or bigger is better. Pass --format custom-smaller or --format custom-bigger.` };
  }
  // A bench-gate result file is read as one whatever format was asked for: a config's `format:`
  // names the tool's output, and `parse -o` then `compare` of the results must still work.
  if (format !== 'auto' && format !== 'result' && isResultText(text)) return readResultFile(text, source, true);
  const candidates = format === 'auto' ? detectCandidates(text) : [format];
  if (candidates.length > 1) {
    return { ok: false, error: `${source} could be any of ${candidates.join(', ')}: it has the shape of each. Pass --format with the one that produced it.` };
  }
  const chosen = candidates[0] ?? (patterns.length > 0 ? 'metrics' : undefined);
  if (chosen === undefined) {
    const known = csvExportHint(text) ?? hyperfineReportHint(text) ?? rustNoTimingsReason(text);
    if (known !== undefined) return { ok: false, error: `${source}: ${known}` };
    // Without patterns the metrics format is not tried, and the list of formats below does not
    // name it: say how a bench binary's own text (one of the seed projects' outputs) is read.
    return { ok: false, error: `${source}: none of its ${countLines(text)} lines looks like benchmark output (${describeStart(text)}). Expected, for example, ${EXPECTED.go}; or a bench binary's own text, read through \`metrics:\` patterns in bench-gate.yml (e.g. - {pattern: '^(?<name>\\S+): (?<value>[\\d.,]+) ?(?<unit>\\S*)$', better: lower}); or any of the formats ${INPUT_FORMATS.filter((f) => f !== 'auto' && f !== 'metrics').join(', ')} (pass --format to choose one; \`bench-gate --help\` lists them).` };
  }
  if (chosen === 'result') return readResultFile(text, source, format === 'auto');
  if (chosen === 'criterion') {
    const noTimings = rustNoTimingsReason(text);
    const error = noTimings ?? 'the criterion format reads a target/criterion directory; pass the directory, not a file.';
    return { ok: false, error: `${source}: ${error}` };
  }
  const read = chosen === 'metrics' ? readMetrics(text, source, patterns, format === 'auto') : fromParse(parseText(chosen, text, source), chosen, source, format === 'auto');
  // No results (e.g. --format criterion-text, or a config's metrics patterns, on criterion's --test
  // output): say why, when it is known.
  const noTimings = read.ok ? undefined : rustNoTimingsReason(text);
  if (noTimings !== undefined) return { ok: false, error: `${source}: ${noTimings}` };
  return read.ok || format === 'auto' ? read : { ok: false, error: `${read.error}${otherFormatHint(text, chosen)}` };
}

/**
 * When a format given by --format (or a config's `format:`) read nothing from an input that
 * detection recognises as another tool's output, says so: "is this the right file?" alone sends
 * the user to check a file that is right, read with the wrong format.
 */
function otherFormatHint(text: string, chosen: ConcreteFormat): string {
  const detected = detectFormat(text);
  if (detected === undefined || detected === chosen) return '';
  return ` It has the shape of ${detected} output instead: pass --format ${detected}, or --format auto to detect it (--format overrides a \`format:\` in bench-gate.yml).`;
}

/** Parses a `target/criterion` directory, given its JSON files (paths relative to it). */
export function readDirectoryInput(files: ReadonlyArray<CriterionFile>, source: string, format: InputFormat): Result<ParsedInput, string> {
  if (format !== 'auto' && format !== 'criterion') return { ok: false, error: `${source} is a directory; only the criterion format reads directories (a target/criterion tree). Pass a file for --format ${format}.` };
  if (!detectCriterionDirectory(files.map((f) => f.path))) {
    return { ok: false, error: `${source} is a directory without criterion results (no <id>/new/benchmark.json under it). Pass target/criterion after \`cargo bench\`, or a file.` };
  }
  return fromParse(parseCriterionDirectory(files, source), 'criterion', source, format === 'auto');
}

function readMetrics(text: string, source: string, patterns: readonly MetricsPattern[], detected: boolean): Result<ParsedInput, string> {
  if (patterns.length === 0) {
    return { ok: false, error: `${source}: the metrics format reads a bench binary's text through patterns, and none are configured. Add a \`metrics:\` list to bench-gate.yml (or pass --config FILE), e.g. - {pattern: '^(?<name>\\S+): (?<value>[\\d.]+) ?(?<unit>\\S*)$', better: lower}.` };
  }
  const parsed = parseMetrics(text, source, patterns);
  const broken = parsed.diagnostics.filter((d) => d.line === 0 && d.severity === 'error');
  if (broken.length > 0) return { ok: false, error: `${source}: the metrics patterns cannot be used: ${broken.map((d) => d.message).join('; ')}.` };
  return fromParse(parsed, 'metrics', source, detected);
}

function fromParse(parsed: ParseOutput, format: Exclude<ConcreteFormat, 'result'>, source: string, detected: boolean): Result<ParsedInput, string> {
  if (parsed.benchmarks.length === 0) return { ok: false, error: noResultsMessage(parsed, source, format) };
  return { ok: true, value: { format, detected, set: toResultSet(parsed, toolOf(format), source) } };
}

function parseText(format: TextFormat, text: string, source: string): ParseOutput {
  switch (format) {
    case 'go': return parseGo(text, source);
    case 'go-json': return parseGoJson(text, source);
    case 'libtest': return parseLibtest(text, source);
    case 'libtest-json': return parseLibtestJson(text, source);
    case 'cargo-criterion': return parseCargoCriterion(text, source);
    case 'criterion-text': return parseCriterionText(text, source);
    case 'divan': return parseDivan(text, source);
    case 'hyperfine': return parseHyperfine(text, source);
    case 'gbench': return parseGbench(text, source);
    case 'pytest': return parsePytest(text, source);
    case 'custom-smaller': return parseCustomJson(text, source, 'lower');
    case 'custom-bigger': return parseCustomJson(text, source, 'higher');
    case 'bmf': return parseBmf(text, source);
    default: return assertNever(format);
  }
}

function readResultFile(text: string, source: string, detected: boolean): Result<ParsedInput, string> {
  const json = readJson(text, source, EXPECTED.result, { maxDepth: 6 });
  if (!json.ok) return { ok: false, error: `${source}:${json.diagnostic.line}: ${json.diagnostic.message}` };
  const doc = json.value;
  if (!isResultDocument(doc)) return { ok: false, error: `${source} is JSON but not a bench-gate result file. Expected ${EXPECTED.result}.` };
  const loaded = loadResultSet(doc, source, undefined, json.lineOf);
  return loaded.ok ? { ok: true, value: { format: 'result', detected, set: loaded.value } } : loaded;
}

/** The fatal "no results" message: what was expected, and the first lines that were not it. */
function noResultsMessage(parsed: ParseOutput, source: string, format: ConcreteFormat): string {
  // A JSON file that does not parse (truncated, binary, another format) has one problem: say it alone.
  const syntax = parsed.diagnostics.find((d) => d.severity === 'error' && d.message.startsWith('invalid JSON'));
  if (syntax !== undefined && parsed.diagnostics.length === 1) return `${source}:${syntax.line}: ${syntax.message}`;
  const problems = parsed.diagnostics.filter((d) => d.severity !== 'info').slice(0, 3).map((d) => `line ${d.line}: ${d.message}`);
  const lines = parsed.unrecognized.map((u) => `line ${u.line}: ${JSON.stringify(u.text)}`);
  const seen = [...problems, ...lines].slice(0, 5).join('; ');
  return `${source}: found no benchmark results in ${parsed.lineCount} line${parsed.lineCount === 1 ? '' : 's'} read as ${format}. Expected ${EXPECTED[format]}.${seen === '' ? '' : ` Found instead: ${seen}.`} ${format === 'go' || format === 'go-json' ? 'Did the benchmarks run (`-run=^$ -bench=.`), and is this the right file?' : 'Did the benchmarks run, and is this the right file (or --format)?'}`;
}

/**
 * The CSV exports of tools whose JSON bench-gate reads, known by their header lines: they hold
 * summaries only, and the JSON export has every sample, so the message names the option to use.
 */
const CSV_EXPORTS: readonly { header: RegExp; tool: string; instead: string }[] = [
  { header: /^"?command"?,"?mean"?,"?stddev"?,"?median"?,/, tool: 'hyperfine --export-csv', instead: 'hyperfine --export-json FILE (it keeps every run)' },
  { header: /^"?name"?,"?iterations"?,"?real_time"?,"?cpu_time"?,"?time_unit"?/, tool: 'Google Benchmark --benchmark_format=csv', instead: 'Google Benchmark --benchmark_format=json (or --benchmark_out=FILE --benchmark_out_format=json)' },
];

/** What to say about a CSV export bench-gate does not read, or undefined when the text is not one. */
function csvExportHint(text: string): string | undefined {
  const first = text.replace(/^\uFEFF/, '').trimStart().split(/\r?\n/, 1)[0] ?? '';
  const known = CSV_EXPORTS.find((e) => e.header.test(first));
  return known === undefined ? undefined : `this is the CSV of ${known.tool}, which bench-gate does not read. Export JSON instead: ${known.instead}.`;
}

/** "line 3 is "..."": the first non-blank line, shortened. */
function describeStart(text: string): string {
  const lines = text.split(/\r\n|\n|\r/, 200);
  const index = lines.findIndex((l) => l.trim() !== '');
  const first = lines[index] ?? '';
  return `line ${index + 1} is ${JSON.stringify(first.length > 80 ? `${first.slice(0, 79)}…` : first)}`;
}

function countLines(text: string): number {
  let count = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count += 1;
  return text.endsWith('\n') ? count : count + 1;
}

function toResultSet(parsed: ParseOutput, tool: ToolKind, source: string): ResultSet {
  const machine: NonNullable<ResultSet['context']['machine']> = {};
  if (parsed.config.goos !== undefined) machine.os = parsed.config.goos;
  if (parsed.config.goarch !== undefined) machine.arch = parsed.config.goarch;
  if (parsed.config.cpu !== undefined) machine.cpu = parsed.config.cpu;
  return {
    schema: SCHEMA_ID,
    schemaVersion: SCHEMA_VERSION,
    context: { tool, config: parsed.config, sources: [source], ...(Object.keys(machine).length > 0 ? { machine } : {}) },
    benchmarks: parsed.benchmarks,
    diagnostics: parsed.diagnostics,
  };
}

/** Diagnostics that mean data was lost: they make the command fail unless the user accepts the loss. */
export function isDataLoss(d: Diagnostic): boolean {
  return d.severity === 'error';
}
