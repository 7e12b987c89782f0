/**
 * Parser for Google Benchmark JSON (`--benchmark_format=json`, `--benchmark_out_format=json`).
 *
 * Format reference: google/benchmark @267a111 `src/json_reporter.cc` (FORMATS.md §6); real files
 * from Google Benchmark 1.7.1. Example entry (shortened):
 *   {"name": "BM_StringCopy/8", "run_name": "BM_StringCopy/8", "run_type": "iteration", "repetition_index": 0,
 *    "iterations": 19496270, "real_time": 3.8466, "cpu_time": 3.5613, "time_unit": "ns", "bytes_per_second": 2.2e9}
 *
 * One benchmark per `run_name` (and, where written, `family_index` + `per_family_instance_index`:
 * a second benchmark registered under a name already taken is kept apart as `name #2`, with a
 * warning; files without `family_index` are keyed by `run_name` alone); every
 * `run_type: "iteration"` entry (one per repetition) is one sample of each metric, each already a
 * per-iteration average over `iterations`. Metrics, in base units: `real_time` -> `sec/op` and
 * `cpu_time` -> `cpu-sec/op` (from the entry's `time_unit`, ns, us, ms or s); `bytes_per_second`
 * -> `B/s`, `items_per_second` -> `items/s`, other `*_per_second` counters -> `<name>/s` (higher is
 * better); `allocs_per_iter` -> `allocs/op`; any other user counter keeps its name as unit (lower
 * is better: the JSON does not say, not even for a `Counter::kIsRate` counter, so each such
 * counter is warned about once per file, naming the config rule that sets its direction). An
 * iteration entry with neither `real_time` nor `cpu_time` (not Google Benchmark output, e.g.
 * `--format gbench` on another tool's JSON) is an error.
 *
 * Aggregates (`_mean`, `_median`, `_stddev`, `_cv`, `_BigO`, `_RMS`) are derived from the samples and
 * are not samples. Only when a run has no iteration entries (`--benchmark_report_aggregates_only`)
 * do its median (else mean) and stddev aggregates become the metric's `summary`.
 * `error_occurred` (SkipWithError) marks the benchmark failed, `skipped` (SkipWithMessage, newer
 * versions) skipped, with the message. Bare `NaN`/`Infinity` tokens are read; a non-finite value is
 * left out of the samples with a warning.
 */
import { z } from 'zod';
import type { Benchmark, Diagnostic, Metric, Summary } from '../schema/result.js';
import { scaleByPowerOfTen } from '../units.js';
import { ResultCollector } from './collector.js';
import { issueDiagnostics, jsonHead, primitiveStrings, readJson, summaryMetric } from './json-input.js';
import type { ParseOutput } from './types.js';

const WHAT = 'Google Benchmark JSON: {"context": {...}, "benchmarks": [{"name": "BM_x", "run_type": "iteration", "real_time": 1.2, ...}]}';
const TIME_EXPONENTS: ReadonlyMap<string, number> = new Map([['ns', -9], ['us', -6], ['ms', -3], ['s', 0]]);
const NOT_COUNTERS = new Set(['name', 'run_name', 'run_type', 'family_index', 'per_family_instance_index', 'repetitions',
  'repetition_index', 'threads', 'iterations', 'real_time', 'cpu_time', 'time_unit', 'aggregate_name', 'aggregate_unit',
  'error_occurred', 'error_message', 'skipped', 'skip_message', 'label', 'big_o', 'cpu_coefficient', 'real_coefficient',
  'rms', 'complexity_n']);
/** Memory-manager keys: sizes and counts, lower is better by nature, so no warning about their direction. */
const KNOWN_LOWER = new Set(['allocs_per_iter', 'max_bytes_used', 'total_allocated_bytes', 'net_heap_growth']);
const AGGREGATE_SUFFIX = /_(mean|median|stddev|cv|BigO|RMS)$/;

// z.lazy: built on first use (see schema/result.ts).
/** Any JSON number, NaN and +-Infinity included (zod's z.number() refuses them). */
const AnyNumber = z.custom<number>((v) => typeof v === 'number', { message: 'Invalid input: expected number' });
const EntrySchema = z.lazy(() => z.object({
  name: z.string(), run_name: z.string().optional(), run_type: z.string().optional(), aggregate_name: z.string().optional(),
  aggregate_unit: z.string().optional(), repetitions: AnyNumber.optional(), iterations: AnyNumber.optional(),
  real_time: AnyNumber.optional(), cpu_time: AnyNumber.optional(), time_unit: z.string().optional(),
  error_occurred: z.boolean().optional(), error_message: z.string().optional(), skipped: z.boolean().optional(),
  skip_message: z.string().optional(), label: z.string().optional(),
}).catchall(z.unknown()));
type Entry = z.infer<typeof EntrySchema>;
const FileSchema = z.lazy(() => z.object({ context: z.record(z.string(), z.unknown()).optional(), benchmarks: z.array(z.unknown()) }));

interface Value { unit: string; originalUnit: string; value: number; field: string }

/** True when the text looks like Google Benchmark JSON. */
export function detectGbench(text: string): boolean {
  const head = jsonHead(text);
  return head.startsWith('{') && /"context"\s*:\s*\{/.test(head) && /"num_cpus"\s*:|"run_type"\s*:|"mhz_per_cpu"\s*:/.test(head);
}

/** Parses Google Benchmark JSON. `source` names the input in diagnostics. */
export function parseGbench(text: string, source: string): ParseOutput {
  const json = readJson(text, source, WHAT, { nonFinite: true, maxDepth: 3 });
  const out: ParseOutput = { benchmarks: [], config: {}, diagnostics: [], unrecognized: [], lineCount: json.lineCount };
  if (!json.ok) return { ...out, diagnostics: [json.diagnostic] };
  const file = FileSchema.safeParse(json.value);
  if (!file.success) return { ...out, diagnostics: issueDiagnostics(file.error, [], source, json.lineOf, `not ${WHAT}`) };
  out.config = primitiveStrings(file.data.context ?? {});
  const reader = new GbenchReader(source, out.diagnostics);
  file.data.benchmarks.forEach((raw, index) => {
    const parsed = EntrySchema.safeParse(raw);
    const line = json.lineOf(['benchmarks', index]);
    if (parsed.success) reader.read(parsed.data, line);
    else out.diagnostics.push(...issueDiagnostics(parsed.error, ['benchmarks', index], source, json.lineOf, 'benchmark entry left out'));
  });
  out.benchmarks = reader.finish();
  out.diagnostics.sort((a, b) => a.line - b.line);
  return out;
}

class GbenchReader {
  private readonly collector = new ResultCollector();
  private readonly withSamples = new Set<string>();
  private readonly failed = new Set<string>();
  private readonly aggregates = new Map<string, { name: string; line: number; byName: Map<string, Entry> }>();
  /** Per run name, the `family_index/per_family_instance_index` of each benchmark seen under it, in order. */
  private readonly instances = new Map<string, string[]>();
  private readonly undirectedCounters = new Set<string>();
  private readonly nonFinite = new Map<string, { key: string; field: string; line: number; values: number[] }>();

  constructor(private readonly source: string, private readonly diagnostics: Diagnostic[]) {}

  read(e: Entry, line: number): void {
    const suffix = AGGREGATE_SUFFIX.exec(e.name);
    const aggregate = e.run_type === 'aggregate' || (e.run_type === undefined && suffix !== null);
    const name = e.run_name ?? (aggregate && suffix !== null ? e.name.slice(0, suffix.index) : e.name);
    const key = this.keyOf(name, e, line);
    const usable = e.error_occurred !== true && e.skipped !== true;
    if (aggregate) {
      if (usable) this.noteUndirectedCounters(e, line);
      const group = this.aggregates.get(key) ?? { name, line, byName: new Map<string, Entry>() };
      group.byName.set(e.aggregate_name ?? suffix?.[1] ?? '', e);
      this.aggregates.set(key, group);
      return;
    }
    this.collector.benchmark(key, key, nameParts(name), e.label === undefined ? {} : { label: e.label }, { file: this.source, line });
    if (e.error_occurred === true) {
      if (this.failed.has(key)) return;
      this.warn(line, `${key} failed: ${e.error_message ?? 'error_occurred'}; it is reported as failed, not compared`);
      this.failed.add(key);
      return this.collector.mark(key, 'failed', e.error_message);
    }
    if (e.skipped === true) return this.collector.mark(key, 'skipped', e.skip_message);
    if (e.real_time === undefined && e.cpu_time === undefined) {
      this.diagnostics.push({ severity: 'error', source: this.source, line, message: `${key}: no real_time or cpu_time; it has no result (is this Google Benchmark JSON?)` });
      return;
    }
    this.noteUndirectedCounters(e, line);
    const iterations = e.iterations !== undefined && Number.isSafeInteger(e.iterations) && e.iterations >= 0 ? e.iterations : undefined;
    for (const v of entryValues(e, (message) => this.warn(line, `${key}: ${message}`))) {
      if (!Number.isFinite(v.value)) {
        const seen = this.nonFinite.get(`${key}\u0000${v.field}`);
        if (seen === undefined) this.nonFinite.set(`${key}\u0000${v.field}`, { key, field: v.field, line, values: [v.value] });
        else seen.values.push(v.value);
        continue;
      }
      this.collector.addBaseSample(key, v.unit, v.originalUnit, v.value, iterations);
      this.withSamples.add(key);
    }
  }

  /** The benchmarks; runs with aggregates but no iteration entries get summary-only metrics. */
  finish(): Benchmark[] {
    for (const { key, field, line, values } of this.nonFinite.values()) {
      const shown = [...new Set(values.map(String))].join(', ');
      this.warn(line, `${key}: ${field} is not a finite number (${shown}) in ${values.length} run${values.length === 1 ? '' : 's'}; left out of the samples`);
    }
    const summaryOnly = [...this.aggregates].filter(([key, g]) => !this.withSamples.has(key) && !this.failed.has(key) && (g.byName.has('median') || g.byName.has('mean')));
    for (const [key, g] of summaryOnly) {
      const label = [...g.byName.values()][0]?.label;
      this.collector.benchmark(key, key, nameParts(g.name), label === undefined ? {} : { label }, { file: this.source, line: g.line });
    }
    const benchmarks = this.collector.finish();
    for (const [key, g] of summaryOnly) benchmarks.find((b) => b.key === key)?.metrics.push(...aggregateMetrics(g.byName));
    return benchmarks;
  }

  /**
   * The key of a run: its name, or `name #2`, `#3` for a later benchmark (another `family_index` or
   * `per_family_instance_index`) with the same name, e.g. two `->Name("dup")`. Repetitions share the key.
   */
  private keyOf(name: string, e: Entry, line: number): string {
    const family = e['family_index'];
    if (typeof family !== 'number') return name;
    const instance = e['per_family_instance_index'];
    const id = `${family}/${typeof instance === 'number' ? instance : ''}`;
    const ids = this.instances.get(name) ?? [];
    this.instances.set(name, ids);
    let n = ids.indexOf(id);
    if (n < 0) {
      n = ids.push(id) - 1;
      if (n > 0) this.warn(line, `${name}: another benchmark with this name (family_index ${family}${typeof instance === 'number' ? `, per_family_instance_index ${instance}` : ''}); kept apart as '${name} #${n + 1}'. Give each benchmark its own name so runs compare reliably`);
    }
    return n === 0 ? name : `${name} #${n + 1}`;
  }

  /** Warns once per counter name that a user counter's direction is unknown (a kIsRate counter looks like any other). */
  private noteUndirectedCounters(e: Entry, line: number): void {
    for (const [field, value] of Object.entries(e)) {
      if (NOT_COUNTERS.has(field) || KNOWN_LOWER.has(field) || typeof value !== 'number' || field.trim() === '' || counterUnit(field) !== field) continue;
      if (this.undirectedCounters.has(field)) continue;
      this.undirectedCounters.add(field);
      this.warn(line, `the direction of user counter '${field}' is unknown (Google Benchmark JSON does not mark rate counters, Counter::kIsRate); it was taken as lower-is-better. If higher is better, add a rule to bench-gate.yml: {match: "**", metric: "${field}", better: higher}`);
    }
  }

  private warn(line: number, message: string): void {
    this.diagnostics.push({ severity: 'warning', source: this.source, line, message });
  }
}

/** The metrics of one entry in base units; `warn` hears about a time unit it cannot read. */
function entryValues(e: Entry, warn: (message: string) => void): Value[] {
  const values: Value[] = [];
  const unit = e.time_unit ?? 'ns';
  const exponent = TIME_EXPONENTS.get(unit);
  if (exponent === undefined) warn(`unknown time_unit "${unit}" (expected ns, us, ms or s); its real_time and cpu_time are left out`);
  else {
    if (e.real_time !== undefined) values.push({ unit: 'sec/op', originalUnit: `${unit}/op`, value: scaleByPowerOfTen(e.real_time, exponent), field: 'real_time' });
    if (e.cpu_time !== undefined) values.push({ unit: 'cpu-sec/op', originalUnit: `cpu-${unit}/op`, value: scaleByPowerOfTen(e.cpu_time, exponent), field: 'cpu_time' });
  }
  for (const [field, value] of Object.entries(e)) {
    if (NOT_COUNTERS.has(field) || typeof value !== 'number' || field.trim() === '') continue;
    values.push({ unit: counterUnit(field), originalUnit: field, value, field });
  }
  return values;
}

function counterUnit(name: string): string {
  if (name === 'bytes_per_second') return 'B/s';
  if (name === 'allocs_per_iter') return 'allocs/op';
  if (name.endsWith('_per_second') && name.length > '_per_second'.length) return `${name.slice(0, -'_per_second'.length)}/s`;
  return name;
}

/** Summary-only metrics from a run's aggregates: the median (else mean) as centre, with stddev. */
function aggregateMetrics(byName: ReadonlyMap<string, Entry>): Metric[] {
  const center = byName.get('median') ?? byName.get('mean');
  if (center === undefined) return [];
  const stddev = new Map(entryValues(byName.get('stddev') ?? { name: '' }, () => undefined).map((v) => [v.unit, v.value]));
  const n = center.repetitions !== undefined && Number.isSafeInteger(center.repetitions) && center.repetitions >= 1 ? center.repetitions : 1;
  return entryValues(center, () => undefined).filter((v) => Number.isFinite(v.value)).map((v) => {
    const summary: Summary = { n, center: v.value, centerKind: byName.has('median') ? 'median' : 'mean' };
    const sd = stddev.get(v.unit);
    if (sd !== undefined && Number.isFinite(sd)) summary.stddev = sd;
    return summaryMetric(v.unit, v.originalUnit, summary);
  });
}

/** `BM_Copy/8/threads:2` -> base `BM_Copy`, sub `["8", "threads:2"]`, params `{threads: "2"}`. */
function nameParts(name: string): { base: string; sub: string[]; params: Record<string, string> } {
  const [base = name, ...sub] = name.split('/');
  const params: Record<string, string> = {};
  for (const part of sub) {
    const colon = part.indexOf(':');
    if (colon > 0) params[part.slice(0, colon)] = part.slice(colon + 1);
  }
  return { base, sub, params };
}
