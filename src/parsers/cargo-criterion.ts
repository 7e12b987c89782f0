/**
 * Parser for cargo-criterion's `--message-format=json` output (stdout; the human report goes to
 * stderr). Like the target/criterion directory, it keeps every sample.
 *
 * Format reference: cargo-criterion 1.1.0 `src/message_formats/json.rs` (FORMATS.md §3.4). One JSON
 * message per line:
 *   {"reason":"benchmark-complete","id":"checksum/64","iteration_count":[143,286,...],"measured_values":[200098.0,...],
 *    "unit":"ns","throughput":[{"per_iteration":64,"unit":"bytes"}],"typical":{"estimate":1433.6,"lower_bound":1405.8,
 *    "upper_bound":1467.9,"unit":"ns"},"mean":{...},"median":{...},"median_abs_dev":{...},"slope":{...}|null,"change":null|{...}}
 * Sample i is `measured_values[i] / iteration_count[i]` in `unit` (`ns` for wall time -> `sec/op`; a
 * custom measurement's unit `u` becomes `u/op`, without throughput). The summary is `typical` (the
 * slope, or the mean with flat sampling) with its confidence interval as min/max. `group-complete`
 * and other messages are ignored, and so is `change` (bench-gate compares by itself). A line that is
 * not a JSON message (cargo's own output) is a warning; a benchmark-complete message that cannot be
 * read, even as JSON (a cut last line), is an error: its samples would be lost.
 */
import { z } from 'zod';
import type { Diagnostic } from '../schema/result.js';
import { scaleByPowerOfTen } from '../units.js';
import { ResultCollector } from './collector.js';
import { addTimedSamples, estimateSummary, namePartsFromId, perIterationSamples, setTimedSummaries, TIME_EXPONENTS, type Throughput } from './criterion-common.js';
import { parseJsonText } from './criterion-json.js';
import { splitLines } from './text-lines.js';
import { excerpt, UNRECOGNIZED_KEPT, type ParseOutput } from './types.js';

const Num = z.number().nullable();
// z.lazy: built on first use (see schema/result.ts).
const IntervalSchema = z.lazy(() => z.object({ estimate: Num, lower_bound: Num, upper_bound: Num, unit: z.string() }));
const BenchmarkCompleteSchema = z.lazy(() => z.object({
  id: z.string(),
  iteration_count: z.array(Num),
  measured_values: z.array(Num),
  unit: z.string().min(1),
  throughput: z.array(z.object({ per_iteration: z.number().nonnegative(), unit: z.string() })).optional(),
  typical: IntervalSchema.nullable().optional(),
  slope: IntervalSchema.nullable().optional(),
}));
type BenchmarkComplete = z.infer<typeof BenchmarkCompleteSchema>;

const THROUGHPUT_KINDS: Readonly<Record<string, Throughput['kind']>> = { bytes: 'bytes', bytes_decimal: 'bytes', elements: 'elements', bits: 'bits' };

/** True when the text holds a cargo-criterion JSON message. */
export function detectCargoCriterion(text: string): boolean {
  // Splitting a large text into lines costs more than the rest of detection: look for the key first.
  return text.includes('"reason"') && splitLines(text).some((line) => line.startsWith('{') && /"reason"\s*:\s*"(?:benchmark|group)-complete"/.test(line) && parseJsonText(line).ok);
}

/** Parses cargo-criterion `--message-format=json` output. `source` names the input in diagnostics. */
export function parseCargoCriterion(text: string, source: string): ParseOutput {
  const collector = new ResultCollector();
  const diagnostics: Diagnostic[] = [];
  const unrecognized: { line: number; text: string }[] = [];
  const report = (severity: Diagnostic['severity'], line: number, message: string, lineText?: string): void => {
    diagnostics.push({ severity, source, line, message, ...(lineText === undefined ? {} : { text: excerpt(lineText) }) });
  };
  const lines = splitLines(text);
  lines.forEach((line, index) => {
    const lineNo = index + 1;
    if (line.trim() === '') return;
    const read = line.trimStart().startsWith('{') ? parseJsonText(line) : undefined;
    const reason = read?.ok === true ? reasonOf(read.value) : undefined;
    if (read?.ok !== true || reason === undefined) {
      if (unrecognized.length < UNRECOGNIZED_KEPT) unrecognized.push({ line: lineNo, text: excerpt(line) });
      const lost = read?.ok === false ? possibleResult(line) : undefined;
      if (lost !== undefined) {
        report('error', lineNo, `${lost}: was the output cut off? Its result is lost. Rerun cargo criterion --message-format=json and keep its whole stdout`, line);
        return;
      }
      const why = read?.ok === false ? `malformed JSON (${excerpt(read.message, 100)})` : 'not a cargo-criterion JSON message';
      report('warning', lineNo, `${why}; ignored. cargo-criterion writes one {"reason":...} object per line on stdout`, line);
      return;
    }
    if (reason !== 'benchmark-complete') return;
    const parsed = BenchmarkCompleteSchema.safeParse(read.value);
    if (!parsed.success) {
      report('error', lineNo, `unreadable benchmark-complete message:\n${z.prettifyError(parsed.error)}`, line);
      return;
    }
    recordBenchmark(collector, parsed.data, { file: source, line: lineNo }, (message) => report('warning', lineNo, message));
  });
  return { benchmarks: collector.finish(), config: {}, diagnostics, unrecognized, lineCount: lines.length };
}

const MESSAGE_START = '{"reason":"';
const RESULT_REASON = 'benchmark-complete';
const RESULT_TAG = /"reason"\s*:\s*"benchmark-complete"/;
const CUT_IN_REASON = /^\s*\{\s*"reason"\s*:\s*"([^"\\]*)$/;

/**
 * What a line that is not valid JSON was, when it may have been a benchmark-complete message
 * (undefined otherwise). cargo-criterion writes `reason` first (serde's internally tagged enum), so
 * a line cut after its reason value says which message it was: a cut benchmark-complete lost its
 * samples, while a cut group-complete lost nothing (it only repeats ids). A line cut before its
 * reason value was whole (`{"reas`, `{"reason":"bench`) may have been a result, so it counts as one.
 * Note: counting every malformed `{` line as a loss was rejected: a cut group-complete is no loss,
 * and a benchmark's own stdout may print JSON-like lines that were never results; both stay warnings.
 */
function possibleResult(line: string): string | undefined {
  if (RESULT_TAG.test(line)) return 'a benchmark-complete message that is not valid JSON';
  const reason = CUT_IN_REASON.exec(line)?.[1];
  const compact = line.replace(/\s+/g, '');
  const cut = reason === undefined ? compact.length < MESSAGE_START.length && MESSAGE_START.startsWith(compact) : RESULT_REASON.startsWith(reason);
  return cut ? 'a message cut off before its reason was whole (it may have been a benchmark-complete message)' : undefined;
}

function reasonOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('reason' in value)) return undefined;
  return typeof value.reason === 'string' ? value.reason : undefined;
}

function recordBenchmark(collector: ResultCollector, message: BenchmarkComplete, where: { file: string; line: number },
  warn: (message: string) => void): void {
  const { id } = message;
  collector.benchmark(id, id, namePartsFromId(id), {}, where);
  const exponent = TIME_EXPONENTS[message.unit];
  const toBase = (value: number): number => (exponent === undefined ? value : scaleByPowerOfTen(value, exponent));
  const { values, iterations, bad } = perIterationSamples(message.iteration_count, message.measured_values, toBase);
  if (message.iteration_count.length !== message.measured_values.length) warn(`${id}: iteration_count and measured_values differ in length; extra entries are ignored`);
  if (bad > 0) warn(`${id}: ${bad} sample(s) with an unusable iteration count or value (missing, zero, below 1 or out of range) were left out`);
  const throughputs = exponent === undefined ? [] : readThroughputs(message, warn);
  const units = exponent === undefined
    ? addCustomSamples(collector, id, message.unit, values, iterations)
    : addTimedSamples(collector, id, message.unit, values, iterations, throughputs);
  const typical = message.typical;
  if (typical?.estimate === null || typical?.estimate === undefined || units.size === 0) {
    if (values.length === 0) collector.mark(id, 'failed', 'no usable samples in its benchmark-complete message');
    return;
  }
  const typicalExponent = TIME_EXPONENTS[typical.unit];
  const scale = (v: number | null): number | undefined => (v === null ? undefined : typicalExponent === undefined ? v : scaleByPowerOfTen(v, typicalExponent));
  const estimate = { point: scale(typical.estimate) ?? typical.estimate, lower: scale(typical.lower_bound), upper: scale(typical.upper_bound) };
  const summary = estimateSummary(estimate, values.length, message.slope === null ? 'mean' : 'point-estimate');
  if (exponent === undefined) collector.setSummary(id, `${message.unit}/op`, summary);
  else setTimedSummaries(collector, id, units, estimate, summary, throughputs);
}

function readThroughputs(message: BenchmarkComplete, warn: (message: string) => void): Throughput[] {
  return (message.throughput ?? []).flatMap((t) => {
    const kind = THROUGHPUT_KINDS[t.unit];
    if (kind === undefined) warn(`${message.id}: unknown throughput unit "${t.unit}"; ignored`);
    return kind === undefined ? [] : [{ kind, count: t.per_iteration }];
  });
}

/** A custom measurement (not wall time): its unit per iteration, lower is better. */
function addCustomSamples(collector: ResultCollector, id: string, unit: string, values: readonly number[], iterations: readonly number[]): Set<string> {
  values.forEach((v, i) => collector.addBaseSample(id, `${unit}/op`, unit, v, iterations[i]));
  return new Set(values.length > 0 ? [`${unit}/op`] : []);
}
