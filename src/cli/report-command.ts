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
import { reportInconsistency } from '../compare/report-consistency.js';
import type { ComparisonReport } from '../compare/types.js';
import { REPORT_TEXT } from '../io/decode.js';
import { ComparisonReportSchema } from '../schema/report.js';
import { SCHEMA_ID } from '../schema/result.js';
import { REPORT_FORMAT_VERSION, renderJson } from '../report/json.js';
import { issueDiagnostics, readJson } from '../parsers/json-input.js';
import { inputsTakenAsValues, parseCommandArgs } from './argument-errors.js';
import { REPORT_OPTIONS } from './command-options.js';
import { REPORT_HELP } from './help.js';
import { readInputText } from './load-inputs.js';
import { checkOutputs, writeOutput } from './output-files.js';
import { parseSuite } from './options.js';
import { UsageError, type CliPorts } from './ports.js';
import { checkFull, parseReportOutput, renderReport } from './render-report.js';

export async function reportCommand(args: string[], ports: CliPorts): Promise<number> {
  const { values, positionals } = parseCommandArgs('report', args, REPORT_OPTIONS, true);
  if (values.help === true) {
    ports.stdout(REPORT_HELP);
    return 0;
  }
  if (positionals.length !== 1) throw new UsageError(`report needs exactly one report file (got ${positionals.length}).${positionals.length === 0 ? await inputsTakenAsValues(values, args, REPORT_OPTIONS, ports) : ''} Example: bench-gate compare --output json old.txt new.txt > report.json; bench-gate report --output markdown report.json`);
  const output = parseReportOutput(values.output, '-o');
  const full = checkFull(values.full, output, 'bench-gate report');
  const suite = parseSuite('--suite', values.suite);
  const [path = ''] = positionals;
  await checkOutputs([['-o', values.out]], positionals, ports);
  const text = await readInputText(path, ports, REPORT_TEXT);
  const report = parseReport(text, path === '-' ? '<stdin>' : path);
  const color = values['no-color'] === true ? false : values.color ?? (ports.stdoutIsTTY && values.out === undefined && (ports.env.NO_COLOR ?? '') === '');
  // JSON out is the file again: keys in the file's order (the schema would reorder them).
  const rendered = output === 'json' ? renderJson(orderLike(report, JSON.parse(text) as unknown) as ComparisonReport)
    : renderReport(report, output, { color, suite, full, command: 'bench-gate report', stderr: (t) => ports.stderr(t) });
  if (values.out !== undefined) await writeOutput(ports, values.out, rendered);
  else ports.stdout(rendered);
  return 0;
}

/** How many schema problems a report file's error lists; the first few are enough to see what went wrong. */
const SCHEMA_PROBLEMS_SHOWN = 5;

/** Parses and validates a report file; every problem is a UsageError naming the file and the fix. */
export function parseReport(text: string, where: string): ComparisonReport {
  // Not a report cut short (readJson's "ends early"): nothing was written, e.g. by a failed `compare ... > report.json`.
  if (text.trim() === '') throw new UsageError(`${where} is empty. Pass ${REPORT_TEXT.file}, after it has finished: a compare that failed (exit 2) leaves the file it was redirected to empty.`);
  // Syntax errors as `parse` gives them: the file, the line, what was expected there.
  const json = readJson(text, where, REPORT_TEXT.file, { endsEarly: 'was it cut short while being written or copied?' });
  if (!json.ok) throw new UsageError(`${where}:${json.diagnostic.line}: ${json.diagnostic.message}`);
  const doc = json.value;
  const record = typeof doc === 'object' && doc !== null ? (doc as Record<string, unknown>) : {};
  if (record.schema === SCHEMA_ID) {
    throw new UsageError(`${where} is a result file (benchmark results), not a comparison report. Compare two of them first: bench-gate compare --output json BASE HEAD > report.json`);
  }
  if (typeof record.reportVersion === 'number' && record.reportVersion > REPORT_FORMAT_VERSION) {
    throw new UsageError(`${where} was written with report version ${record.reportVersion}, newer than this bench-gate understands (${REPORT_FORMAT_VERSION}). Upgrade bench-gate.`);
  }
  const parsed = ComparisonReportSchema.safeParse(doc);
  if (!parsed.success) {
    // Each problem at its line, as a result file's are: a report of thousands of rows is long.
    const problems = issueDiagnostics(parsed.error, [], where, json.lineOf, 'not a comparison report', Infinity).sort((a, b) => a.line - b.line);
    const shown = problems.slice(0, SCHEMA_PROBLEMS_SHOWN).map((d) => `${where}:${d.line}: ${d.message}`);
    if (problems.length > shown.length) shown.push(`... and ${problems.length - shown.length} more problem${problems.length - shown.length === 1 ? '' : 's'}`);
    throw new UsageError(`${shown.join('\n')}\nPass the JSON that \`bench-gate compare --output json\` (or the action's report-json output) wrote, unchanged.`);
  }
  const { reportVersion: _version, ...report } = parsed.data;
  const problem = reportInconsistency(report);
  if (problem !== undefined) throw new UsageError(`${where} contradicts itself: ${problem}. It was edited after bench-gate wrote it; write it again with \`bench-gate compare --output json\`.`);
  return report;
}

/** `value` with its object keys in the order `template` has them (recursively); keys the template lacks go last. */
function orderLike(value: unknown, template: unknown): unknown {
  if (Array.isArray(value)) return value.map((v, i) => orderLike(v, Array.isArray(template) ? (template[i] as unknown) : undefined));
  if (typeof value !== 'object' || value === null) return value;
  const source = value as Record<string, unknown>;
  const shape = typeof template === 'object' && template !== null && !Array.isArray(template) ? (template as Record<string, unknown>) : {};
  const keys = [...Object.keys(shape).filter((k) => k in source), ...Object.keys(source).filter((k) => !(k in shape))];
  return Object.fromEntries(keys.map((k) => [k, orderLike(source[k], shape[k])]));
}
