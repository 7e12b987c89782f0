/**
 * Parser for pytest-benchmark JSON (`--benchmark-json=FILE`, or `.benchmarks/<machine>/NNNN_*.json`
 * saved with `--benchmark-autosave`).
 *
 * Format reference: ionelmc/pytest-benchmark 5.3.1 (FORMATS.md §7); real files from 5.3.1 and a
 * 2.5.0 storage file. Example benchmark (shortened):
 *   {"name": "test_fib_param[5]", "fullname": "test_bench.py::test_fib_param[5]", "params": {"n": 5},
 *    "param": "5", "group": null, "extra_info": {}, "stats": {"median": 5.759e-07, "rounds": 814,
 *    "iterations": 10, "data": [5.8e-07, ...], ...}}
 *
 * One benchmark per entry, keyed by `fullname` (the pytest node id; `name` when absent). The file
 * part of the node id is the package, the rest the name. Every round in `stats.data` is one sample
 * of `sec/op` (seconds per call: pytest-benchmark already divided each round by `iterations`).
 * Files without `data` (old storage files, `--benchmark-json` before 3.x) give the tool's summary
 * instead: median (else mean) with min, max, stddev and `rounds` as n.
 *
 * Note: `ops` (1/mean) is not kept as a metric: it is derived from the same rounds, so a regression
 * would be counted twice. Failed benchmarks are absent from the file (their test failed).
 */
import { z } from 'zod';
import type { Diagnostic, NameParts, Summary } from '../schema/result.js';
import { ResultCollector } from './collector.js';
import { issueDiagnostics, jsonHead, jsonNameParts, primitiveStrings, readJson, summaryMetric } from './json-input.js';
import { excerpt, type ParseOutput } from './types.js';

const WHAT = 'pytest-benchmark JSON: {"machine_info": {...}, "benchmarks": [{"fullname": "...", "stats": {"median": ..., "data": [...]}}]}';
const Num = z.number();
const Scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
// z.lazy: built on first use (see schema/result.ts).
const StatsSchema = z.lazy(() => z.object({
  min: Num.optional(), max: Num.optional(), mean: Num.optional(), stddev: Num.nullable().optional(), median: Num.optional(),
  rounds: z.number().int().min(1).optional(), iterations: z.number().int().min(1).optional(), data: z.array(z.unknown()).optional(),
}));
const BenchmarkSchema = z.lazy(() => z.object({
  name: z.string(), fullname: z.string().optional(), group: z.string().nullable().optional(),
  params: z.record(z.string(), z.unknown()).nullable().optional(), param: Scalar.optional(),
  extra_info: z.record(z.string(), z.unknown()).nullable().optional(), stats: StatsSchema,
}));
const AnyObject = z.record(z.string(), z.unknown());
const FileSchema = z.lazy(() => z.object({
  machine_info: AnyObject.optional(), commit_info: AnyObject.optional(), datetime: z.string().optional(),
  version: z.string().optional(), benchmarks: z.array(z.unknown()),
}));

/** True when the text looks like pytest-benchmark JSON. */
export function detectPytest(text: string): boolean {
  const head = jsonHead(text);
  return head.startsWith('{') && (/"machine_info"\s*:\s*\{/.test(head) || (/"benchmarks"\s*:\s*\[/.test(head) && /"fullname"\s*:/.test(head) && /"stats"\s*:\s*\{/.test(head)));
}

/** Parses pytest-benchmark JSON. `source` names the input in diagnostics. */
export function parsePytest(text: string, source: string): ParseOutput {
  const json = readJson(text, source, WHAT);
  const out: ParseOutput = { benchmarks: [], config: {}, diagnostics: [], unrecognized: [], lineCount: json.lineCount };
  if (!json.ok) return { ...out, diagnostics: [json.diagnostic] };
  const file = FileSchema.safeParse(json.value);
  if (!file.success) return { ...out, diagnostics: issueDiagnostics(file.error, [], source, json.lineOf, `not ${WHAT}`) };
  out.config = fileConfig(file.data);
  const collector = new ResultCollector();
  const summaries = new Map<string, Summary>();
  file.data.benchmarks.forEach((raw, index) => {
    const parsed = BenchmarkSchema.safeParse(raw);
    const line = json.lineOf(['benchmarks', index]);
    if (!parsed.success) return void out.diagnostics.push(...issueDiagnostics(parsed.error, ['benchmarks', index], source, json.lineOf, 'benchmark left out'));
    const b = parsed.data;
    const { key, name, parts, config } = identify(b);
    if (collector.has(key)) out.diagnostics.push({ severity: 'info', source, line, message: `${key} appears more than once; its rounds are merged` });
    collector.benchmark(key, name, parts, config, { file: source, line });
    const note = (severity: Diagnostic['severity'], message: string, at = line): void => void out.diagnostics.push({ severity, source, line: at, message: `${key}: ${message}` });
    const data = readRounds(b.stats, (message) => note('warning', message, json.lineOf(['benchmarks', index, 'stats', 'data'])));
    if (data.length > 0) {
      for (const value of data) collector.addBaseSample(key, 'sec/op', 's', value, b.stats.iterations);
      const { rounds } = b.stats;
      if (rounds !== undefined && rounds !== data.length) note('info', `stats.data holds ${data.length} rounds but stats.rounds says ${rounds}; using the ${data.length} in data (was the file trimmed?)`);
      return;
    }
    const center = b.stats.median ?? b.stats.mean;
    if (center === undefined) return note('error', 'stats has neither data nor median nor mean; the benchmark has no result');
    summaries.set(key, statsSummary(b.stats, center));
  });
  out.benchmarks = collector.finish();
  for (const benchmark of out.benchmarks) {
    const summary = summaries.get(benchmark.key);
    if (summary !== undefined && benchmark.metrics.length === 0) benchmark.metrics.push(summaryMetric('sec/op', 's', summary));
  }
  out.diagnostics.sort((a, b) => a.line - b.line);
  return out;
}

/** Key (the node id), display name (the node id after the file), name parts and per-benchmark config. */
function identify(b: z.infer<typeof BenchmarkSchema>): { key: string; name: string; parts: NameParts; config: Record<string, string> } {
  const key = b.fullname ?? b.name;
  const separator = b.fullname?.indexOf('::') ?? -1;
  const name = separator > 0 ? key.slice(separator + 2) : b.name;
  const params = Object.fromEntries(Object.entries(b.params ?? {}).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? String(v)]));
  const parts = { ...jsonNameParts(name.replace(/\[.*\]$/s, ''), params, separator > 0 ? key.slice(0, separator) : undefined),
    sub: b.param === undefined || b.param === null ? [] : [String(b.param)] };
  const config = { ...(b.group === undefined || b.group === null ? {} : { group: b.group }), ...primitiveStrings(b.extra_info ?? {}, 'extra_info.') };
  return { key, name, parts, config };
}

/** The numbers of `stats.data` (seconds per call, one per round); `warn` hears about anything else in it. */
function readRounds(stats: z.infer<typeof StatsSchema>, warn: (message: string) => void): number[] {
  const all = stats.data ?? [];
  // JSON.parse reads 1e999 as Infinity: out of range, like a string.
  const isSample = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
  const data = all.filter(isSample);
  const first = all.findIndex((v) => !isSample(v));
  const shown = (v: unknown): string => (typeof v === 'number' ? String(v) : JSON.stringify(v) ?? '?');
  if (first !== -1) warn(`stats.data[${first}] is ${excerpt(shown(all[first]), 60)}, not a number; ${all.length - data.length} such value(s) left out of the samples`);
  return data;
}

function statsSummary(stats: z.infer<typeof StatsSchema>, center: number): Summary {
  const summary: Summary = { n: stats.rounds ?? 1, center, centerKind: stats.median === undefined ? 'mean' : 'median' };
  if (stats.min !== undefined) summary.min = stats.min;
  if (stats.max !== undefined) summary.max = stats.max;
  if (stats.stddev !== undefined && stats.stddev !== null) summary.stddev = stats.stddev;
  return summary;
}

/** The run's context: machine, Python, commit, pytest-benchmark version, time. */
function fileConfig(file: z.infer<typeof FileSchema>): Record<string, string> {
  const machine = file.machine_info ?? {};
  const commit = file.commit_info ?? {};
  const config: Record<string, string> = {};
  for (const key of ['node', 'machine', 'system', 'release', 'python_implementation', 'python_version']) {
    const value = machine[key];
    if (typeof value === 'string' && value !== '') config[key] = value;
  }
  const cpu = AnyObject.safeParse(machine.cpu);
  const brand = cpu.success ? cpu.data.brand_raw ?? cpu.data.brand : undefined;
  if (typeof brand === 'string' && brand !== '') config.cpu = brand;
  const commitConfig = primitiveStrings(commit, 'commit_');
  for (const key of ['commit_id', 'commit_branch', 'commit_dirty', 'commit_project']) {
    const value = commitConfig[key];
    if (value !== undefined) config[key === 'commit_id' ? 'commit' : key] = value;
  }
  if (file.version !== undefined) config['pytest-benchmark'] = file.version;
  if (file.datetime !== undefined) config.datetime = file.datetime;
  return config;
}
