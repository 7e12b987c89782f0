/**
 * From an input's text to a ResultSet: format detection, parsing, and the checks that turn bad
 * input into one clear message (what, where, the expected shape, how to fix). Pure: the CLI reads
 * the bytes and passes them in.
 */
import type { Diagnostic, ResultSet, ToolKind } from './schema/result.js';
import { SCHEMA_ID, SCHEMA_VERSION } from './schema/result.js';
import { isResultDocument, loadResultSet } from './schema/load.js';
import { parseGo } from './parsers/go.js';
import { parseGoJson } from './parsers/go-json.js';
import type { ParseOutput } from './parsers/types.js';
import { assertNever, type Result } from './result.js';

export const INPUT_FORMATS = ['auto', 'go', 'go-json', 'result'] as const;
export type InputFormat = (typeof INPUT_FORMATS)[number];
type ConcreteFormat = Exclude<InputFormat, 'auto'>;

export interface ParsedInput {
  format: ConcreteFormat;
  /** Whether the format was detected (true) or given by --format (false). */
  detected: boolean;
  set: ResultSet;
}

const EXPECTED: Record<ConcreteFormat, string> = {
  go: 'lines like "BenchmarkSort/size=10-8   26465821   45.96 ns/op   0 B/op   0 allocs/op" from `go test -run=^$ -bench=. -count=10`',
  'go-json': 'JSON events like {"Action":"output","Output":"BenchmarkX-8 \\t 1000\\t 123 ns/op\\n"} from `go test -json -run=^$ -bench=.`',
  result: `a bench-gate result file ({"schema": "${SCHEMA_ID}", ...}) from \`bench-gate parse\``,
};

/** Detects the format of an input's text, or undefined when nothing matches. */
export function detectFormat(text: string): ConcreteFormat | undefined {
  const start = text.trimStart();
  if (start.startsWith('{') && /"schema"\s*:\s*"bench-gate\/result"/.test(start.slice(0, 4096))) return 'result';
  // test2json output may follow a few lines of plain text (`go: downloading ...` with 2>&1).
  const head = start.slice(0, 64 * 1024).split(/\r\n|\n|\r/, 50);
  if (head.some((line) => /^\{.*"Action"\s*:/.test(line))) return 'go-json';
  if (/^Benchmark\S*[ \t]+\d+[ \t]+\S+[ \t]+\S+/m.test(text)) return 'go';
  return undefined;
}

/** Parses one input into a ResultSet, or explains in one paragraph why it cannot. */
export function readInput(text: string, source: string, format: InputFormat): Result<ParsedInput, string> {
  if (text.trim() === '') {
    return { ok: false, error: `${source} is empty. Expected ${format === 'auto' ? EXPECTED.go : EXPECTED[format]}. Check that the benchmark command wrote its output to this file.` };
  }
  const chosen = format === 'auto' ? detectFormat(text) : format;
  if (chosen === undefined) {
    return { ok: false, error: `${source}: none of its ${countLines(text)} lines looks like benchmark output (${describeStart(text)}). Supported: ${Object.entries(EXPECTED).map(([k, v]) => `${k}: ${v}`).join('; ')}. Use --format to choose one.` };
  }
  if (chosen === 'result') return readResultFile(text, source, format === 'auto');
  const parsed = parseText(chosen, text, source);
  if (parsed.benchmarks.length === 0) return { ok: false, error: noResultsMessage(parsed, source, chosen) };
  return { ok: true, value: { format: chosen, detected: format === 'auto', set: toResultSet(parsed, chosen, source) } };
}

function parseText(format: Exclude<ConcreteFormat, 'result'>, text: string, source: string): ParseOutput {
  switch (format) {
    case 'go':
      return parseGo(text, source);
    case 'go-json':
      return parseGoJson(text, source);
    default:
      return assertNever(format);
  }
}

function readResultFile(text: string, source: string, detected: boolean): Result<ParsedInput, string> {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `${source} is not valid JSON (${error instanceof Error ? error.message : String(error)}). Expected ${EXPECTED.result}.` };
  }
  if (!isResultDocument(doc)) return { ok: false, error: `${source} is JSON but not a bench-gate result file. Expected ${EXPECTED.result}.` };
  const loaded = loadResultSet(doc, source);
  return loaded.ok ? { ok: true, value: { format: 'result', detected, set: loaded.value } } : loaded;
}

/** The fatal "no results" message: what was expected, and the first lines that were not it. */
function noResultsMessage(parsed: ParseOutput, source: string, format: ConcreteFormat): string {
  const problems = parsed.diagnostics.filter((d) => d.severity !== 'info').slice(0, 3).map((d) => `line ${d.line}: ${d.message}`);
  const lines = parsed.unrecognized.map((u) => `line ${u.line}: ${JSON.stringify(u.text)}`);
  const seen = [...problems, ...lines].slice(0, 5).join('; ');
  return `${source}: found no benchmark results in ${parsed.lineCount} line${parsed.lineCount === 1 ? '' : 's'} read as ${format}. Expected ${EXPECTED[format]}.${seen === '' ? '' : ` Found instead: ${seen}.`} Did the benchmarks run (\`-run=^$ -bench=.\`), and is this the right file?`;
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
