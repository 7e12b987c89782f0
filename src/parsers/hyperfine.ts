/**
 * Parser for hyperfine's `--export-json` files, schema v1 (hyperfine 1.x) and v2 (2.0+).
 *
 * Format reference: sharkdp/hyperfine @327d5f4 `src/export/json.rs` (FORMATS.md §5.1-5.2); real
 * files from hyperfine 1.15.0, 1.20.0 and 2.0.0. Example (v1, shortened):
 *   {"results": [{"command": "sleep 0.01", "mean": 0.0109, "stddev": null, "times": [0.0108, ...],
 *                 "exit_codes": [0, ...], "memory_usage_byte": [3010560, ...], "parameters": {"ms": "1"}}]}
 * v2 has `"schema_version": 2` and per-run `measurements[]` of `{"time_wall_clock": {"value": 0.0114,
 * "unit": "second"}, ..., "exit_code": 0}`, a real `command` beside the `-n` display `name`, and
 * parameters as `{"ms": {"value": "1"}}`.
 *
 * One benchmark per result, keyed by its display name (`name`, else `command`); when several results
 * share a name (`-n fixed -P n 1 3 ...`) their parameters are appended Go-style (`fixed/n=1`), and
 * a name repeated with the same parameters gets `#2`, `#3`. Every run is one sample, in base units:
 * wall time `sec` (lower is better); per-run `user-sec`, `system-sec`, `peak-rss-B` and perf
 * counters when the file has them per run (v1's `user`/`system` are means over all runs, not
 * samples, and are left out).
 *
 * Note: v2's `time_cpu` is `time_user + time_system` of the same run (hyperfine src/metric.rs; equal to
 * the last bit in every run of the 2.0.0 fixtures), so it carries no sample the other two do not.
 * Kept, a CPU-time change showed in two rows (with no system time, `cpu-sec` and `user-sec` are the
 * same numbers) and counted twice in the Benjamini-Hochberg correction, costing every other test
 * power. So `time_cpu` is left out of a result whose every run also has `time_user` and
 * `time_system` (likewise its summary); a file without the parts keeps it as `cpu-sec`. The parts
 * rather than the sum: they say where the time went (user code or the kernel), and the sum is
 * theirs. A baseline parsed before this keeps its `cpu-sec`, which the comparison shows as removed,
 * with a note (compare/join.ts). No unit is mislabelled: wall time is `sec`, the CPU times carry
 * their qualifier; v1 has no per-run user/system (its `user`/`system` are means over the runs,
 * checked with hyperfine 1.15.0 and 1.20.0).
 *
 * Note: runs with a non-zero or null (killed by a signal) exit code exist only with
 * `--ignore-failure`. They are left out of the samples with a warning that gives their codes, since a
 * failed run (e.g. `command not found` after 1 ms) measures different work; when every run failed the
 * benchmark is marked failed. Averaging them in silently was rejected.
 */
import { z } from 'zod';
import type { Diagnostic, Summary } from '../schema/result.js';
import { ResultCollector } from './collector.js';
import { issueDiagnostics, jsonHead, jsonNameParts, primitiveStrings, readJson, summaryMetric, type JsonRead } from './json-input.js';
import type { ParseOutput } from './types.js';

const WHAT = 'hyperfine --export-json output: {"results": [{"command": "...", "times": [...], ...}]}';
const Scalar = z.union([z.string(), z.number(), z.boolean()]).transform(String);
const Params = z.record(z.string(), z.union([Scalar, z.object({ value: Scalar }).transform((p) => p.value)]));
const ExitCode = z.number().int().nullable();
const Num = z.number();

// z.lazy: built on first use (see schema/result.ts).
const ResultV1Schema = z.lazy(() => z.object({
  command: z.string(), mean: Num.optional(), stddev: Num.nullable().optional(), median: Num.optional(),
  min: Num.optional(), max: Num.optional(), times: z.array(Num).optional(), exit_codes: z.array(ExitCode).optional(),
  memory_usage_byte: z.array(Num).optional(), parameters: Params.optional(), parameter: Scalar.optional(),
}));
const SummaryV2Schema = z.lazy(() => z.object({ unit: z.string().optional(), count: z.number().int().min(1).optional(), mean: Num.optional(),
  stddev: Num.nullable().optional(), median: Num.optional(), min: Num.optional(), max: Num.optional() }));
const ResultV2Schema = z.lazy(() => z.object({
  command: z.string(), name: z.string().optional(), parameters: Params.optional(),
  measurements: z.array(z.object({ exit_code: ExitCode.optional() }).catchall(z.unknown())).optional(),
  summary: z.record(z.string(), SummaryV2Schema).optional(),
}));
const MeasuredSchema = z.lazy(() => z.object({ value: Num, unit: z.string().optional() }));
const FileSchema = z.lazy(() => z.object({ schema_version: z.number().optional(), metadata: z.record(z.string(), z.unknown()).optional(), results: z.array(z.unknown()) }));

interface Spec { unit: string; originalUnit: string }
interface Run { exitCode: number | null | undefined; values: [Spec, number][] }
interface Entry { name: string; command: string; params: Record<string, string>; runs: Run[]; summaries: [Spec, Summary][] }

const WALL: Spec = { unit: 'sec', originalUnit: 's' };
const V2_UNITS: ReadonlyMap<string, string> = new Map([['time_wall_clock', 'sec'], ['time_cpu', 'cpu-sec'], ['time_user', 'user-sec'],
  ['time_system', 'system-sec'], ['memory_peak_resident', 'peak-rss-B']]);

/** True when the text looks like a hyperfine `--export-json` file (either schema). */
export function detectHyperfine(text: string): boolean {
  const head = jsonHead(text, 8192);
  return head.startsWith('{') && /"results"\s*:\s*\[/.test(head) && /"command"\s*:|"hyperfine_version"\s*:/.test(head);
}

/** Parses a hyperfine `--export-json` file (v1 or v2). `source` names the input in diagnostics. */
export function parseHyperfine(text: string, source: string): ParseOutput {
  const json = readJson(text, source, WHAT);
  const out: ParseOutput = { benchmarks: [], config: {}, diagnostics: [], unrecognized: [], lineCount: json.lineCount };
  if (!json.ok) return { ...out, diagnostics: [json.diagnostic] };
  const file = FileSchema.safeParse(json.value);
  if (!file.success) return { ...out, diagnostics: issueDiagnostics(file.error, [], source, json.lineOf, `not ${WHAT}`) };
  const v2 = file.data.schema_version !== undefined;
  if (v2 && file.data.schema_version !== 2) out.diagnostics.push({ severity: 'warning', source, line: json.lineOf(['schema_version']), message: `hyperfine JSON schema_version ${file.data.schema_version} is not one this parser knows (2); reading it as version 2` });
  const metadata = file.data.metadata ?? {};
  const platform = z.record(z.string(), z.unknown()).safeParse(metadata.platform);
  out.config = { ...primitiveStrings(metadata), ...(platform.success ? primitiveStrings(platform.data) : {}) };
  const entries: { entry: Entry; index: number }[] = [];
  file.data.results.forEach((raw, index) => {
    const entry = v2 ? readV2(raw, index, source, json, out.diagnostics) : readV1(raw, index, source, json, out.diagnostics);
    if (entry !== undefined) entries.push({ entry, index });
  });
  const collector = new ResultCollector();
  const keys = uniqueKeys(entries.map((e) => e.entry));
  entries.forEach(({ entry, index }, i) => addEntry(collector, keys[i] ?? entry.name, entry, { file: source, line: json.lineOf(['results', index]) }, out.diagnostics));
  out.benchmarks = collector.finish();
  entries.forEach(({ entry }, i) => {
    const benchmark = out.benchmarks.find((b) => b.key === keys[i]);
    if (benchmark !== undefined && entry.runs.length === 0) benchmark.metrics.push(...entry.summaries.map(([spec, summary]) => summaryMetric(spec.unit, spec.originalUnit, summary)));
  });
  out.diagnostics.sort((a, b) => a.line - b.line);
  return out;
}

type Ok = Extract<JsonRead, { ok: true }>;

function readV1(raw: unknown, index: number, source: string, json: Ok, diagnostics: Diagnostic[]): Entry | undefined {
  const parsed = ResultV1Schema.safeParse(raw);
  if (!parsed.success) return void diagnostics.push(...issueDiagnostics(parsed.error, ['results', index], source, json.lineOf, 'hyperfine result left out'));
  const r = parsed.data;
  const params = r.parameters ?? (r.parameter === undefined ? {} : { parameter: r.parameter });
  const runs = (r.times ?? []).map((t, i): Run => {
    const values: [Spec, number][] = [[WALL, t]];
    const memory = r.memory_usage_byte?.[i];
    if (memory !== undefined) values.push([{ unit: 'peak-rss-B', originalUnit: 'byte' }, memory]);
    return { exitCode: r.exit_codes?.[i], values };
  });
  const center = r.median ?? r.mean;
  const summaries: [Spec, Summary][] = center === undefined ? [] : [[WALL, withStats({ n: r.exit_codes?.length || 1, center, centerKind: r.median === undefined ? 'mean' : 'median' }, r)]];
  return { name: r.command, command: r.command, params, runs, summaries };
}

function readV2(raw: unknown, index: number, source: string, json: Ok, diagnostics: Diagnostic[]): Entry | undefined {
  const parsed = ResultV2Schema.safeParse(raw);
  if (!parsed.success) return void diagnostics.push(...issueDiagnostics(parsed.error, ['results', index], source, json.lineOf, 'hyperfine result left out'));
  const r = parsed.data;
  const measurements = r.measurements ?? [];
  const cpuSplit = measurements.length > 0 && measurements.every(hasCpuParts);
  const runs = measurements.map((m, i): Run => {
    const values: [Spec, number][] = [];
    for (const [metric, value] of Object.entries(m)) {
      if (metric === 'exit_code' || metric.trim() === '' || (cpuSplit && metric === CPU_SUM)) continue;
      const measured = MeasuredSchema.safeParse(value);
      if (measured.success) values.push([v2Spec(metric, measured.data.unit), measured.data.value]);
      else diagnostics.push(...issueDiagnostics(measured.error, ['results', index, 'measurements', i, metric], source, json.lineOf, 'hyperfine measurement left out', 1));
    }
    return { exitCode: m.exit_code, values };
  });
  const summary = r.summary ?? {};
  const summaryCpuSplit = hasCpuParts(summary);
  const summaries = Object.entries(summary).flatMap(([metric, s]): [Spec, Summary][] => {
    const center = s.median ?? s.mean;
    return center === undefined || metric.trim() === '' || (summaryCpuSplit && metric === CPU_SUM) ? [] : [[v2Spec(metric, s.unit), withStats({ n: s.count ?? 1, center, centerKind: s.median === undefined ? 'mean' : 'median' }, s)]];
  });
  return { name: r.name ?? r.command, command: r.command, params: r.parameters ?? {}, runs, summaries };
}

/** v2's CPU time, the sum of `time_user` and `time_system`: left out where both are there (see the header). */
const CPU_SUM = 'time_cpu';

/** True when a v2 measurement (or summary) has both parts of its CPU time. */
function hasCpuParts(metrics: Record<string, unknown>): boolean {
  return Object.hasOwn(metrics, 'time_user') && Object.hasOwn(metrics, 'time_system');
}

function v2Spec(metric: string, given?: string): Spec {
  const unit = given === undefined || given.trim() === '' ? 'count' : given;
  const base = metric.replaceAll('_', '-');
  const known = V2_UNITS.get(metric);
  if (known !== undefined) return { unit: known, originalUnit: unit };
  return { unit: unit === 'second' ? `${base}-sec` : unit === 'byte' ? `${base}-B` : base, originalUnit: unit };
}

function withStats(summary: Summary, s: { min?: number | undefined; max?: number | undefined; stddev?: number | null | undefined }): Summary {
  if (s.min !== undefined) summary.min = s.min;
  if (s.max !== undefined) summary.max = s.max;
  if (s.stddev !== undefined && s.stddev !== null) summary.stddev = s.stddev;
  return summary;
}

/** Display names, made unique: `name/k=v` for names shared by several results, then `#2`, `#3`. */
function uniqueKeys(entries: readonly Entry[]): string[] {
  const count = new Map<string, number>();
  for (const e of entries) count.set(e.name, (count.get(e.name) ?? 0) + 1);
  const seen = new Map<string, number>();
  return entries.map((e) => {
    const withParams = (count.get(e.name) ?? 0) > 1 ? [e.name, ...Object.entries(e.params).map(([k, v]) => `${k}=${v}`)].join('/') : e.name;
    const n = (seen.get(withParams) ?? 0) + 1;
    seen.set(withParams, n);
    return n === 1 ? withParams : `${withParams} #${n}`;
  });
}

function addEntry(collector: ResultCollector, key: string, entry: Entry, at: { file: string; line: number }, diagnostics: Diagnostic[]): void {
  collector.benchmark(key, key, jsonNameParts(entry.name, entry.params), entry.name === entry.command ? {} : { command: entry.command }, at);
  if (entry.runs.length === 0 && entry.summaries.length === 0) {
    diagnostics.push({ severity: 'error', source: at.file, line: at.line, message: `${key}: no runs (times/measurements) and no mean or median; it has no result` });
  }
  const failed = entry.runs.filter((r) => r.exitCode !== 0 && r.exitCode !== undefined);
  if (failed.length > 0) {
    const codes = failed.slice(0, 10).map((r) => String(r.exitCode)).join(', ') + (failed.length > 10 ? ', …' : '');
    const all = failed.length === entry.runs.length;
    const message = `${all ? 'all' : `${failed.length} of`} ${entry.runs.length} runs exited with a non-zero code (${codes})`;
    if (all) collector.mark(key, 'failed', message);
    diagnostics.push({ severity: 'warning', source: at.file, line: at.line, message: `${key}: ${message}; ${all ? 'it is reported as failed, not compared' : 'they are left out of the samples'}. Was hyperfine run with --ignore-failure?` });
  }
  for (const run of entry.runs) {
    if (run.exitCode !== 0 && run.exitCode !== undefined) continue;
    for (const [spec, value] of run.values) collector.addBaseSample(key, spec.unit, spec.originalUnit, value);
  }
}
