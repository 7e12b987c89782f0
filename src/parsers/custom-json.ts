/**
 * Parser for github-action-benchmark's custom JSON (`tool: customSmallerIsBetter` and
 * `customBiggerIsBetter`).
 *
 * Format reference: benchmark-action/github-action-benchmark @c38cce98 `src/extract.ts` and README
 * (FORMATS.md §8). A top-level array:
 *   [{"name": "My Benchmark - CPU Load", "unit": "Percent", "value": 50, "range": "5%", "extra": "tooltip"},
 *    {"name": "No instrumentation", "unit": "ns", "value": 90.9439, "range": 0.519165}]
 *
 * Every entry is one sample of the metric `unit` of the benchmark `name`, in its base unit: a time
 * or size before the first `/` becomes seconds or bytes the way metrics-units.ts reads them (`ms` ->
 * `sec` x1e-3, `us`/`µs/op` -> `sec`/`sec/op`, `kB`/`KB` -> `B` x1e3, `MiB` -> `B` x2^20), the
 * denominator kept (`ms/op` -> `sec/op`, `MB/s` -> `B/s`); so does a known count with a metric
 * prefix (`Kops/s` and `kops/s` -> `ops/s` x1e3, `Mreq/sec` -> `req/sec` x1e6, as metrics-units.ts
 * reads them); other units (`Percent`, `ops/sec`, `Megabytes`) stay as written. The unit as written is kept as `originalUnit`; an entry repeated
 * with the same name and unit adds a sample, and several files merge into several samples. `value` may be a numeric string (the action coerces with `Number`).
 * The direction cannot be read from the file: the caller says it (`better`), for every metric.
 * `range` (free text like `± 0.1`, `+/- 24`, `5%`, or a number) is kept as the summary's `spread`,
 * in the metric's base unit; `extra` goes to the benchmark's config as `extra`.
 *
 * Note: a `%` range is taken as relative to the value (`5%` of 200 ns = 10 ns), except when the
 * unit itself is a percentage, where `5%` means five points.
 */
import { z } from 'zod';
import type { Diagnostic, Direction } from '../schema/result.js';
import { tidyUnit } from '../units.js';
import { ResultCollector, type UnitMetadata } from './collector.js';
import { issueDiagnostics, jsonHead, jsonNameParts, readJson } from './json-input.js';
import { normalizeMetricUnit, scaleValue, type NormalUnit } from './metrics-units.js';
import type { ParseOutput } from './types.js';

const WHAT = 'custom benchmark JSON: [{"name": "...", "unit": "...", "value": 1.23, "range"?: "± 0.1", "extra"?: "..."}]';
// z.lazy: built on first use (see schema/result.ts).
const EntrySchema = z.lazy(() => z.object({
  name: z.string().min(1),
  unit: z.string().min(1),
  value: z.union([z.number(), z.string()]),
  range: z.union([z.string(), z.number()]).nullable().optional(),
  extra: z.string().nullable().optional(),
}));
const PERCENT_UNITS = new Set(['%', 'percent', 'percentage', 'pct']);

/** True when the text looks like a custom JSON array of `{name, unit, value}` objects. */
export function detectCustomJson(text: string): boolean {
  const head = jsonHead(text, 4096);
  return /^\[\s*\{/.test(head) && /"name"\s*:/.test(head) && /"unit"\s*:/.test(head) && /"value"\s*:/.test(head);
}

/**
 * Parses custom JSON; `better` is the direction of every metric in it (`lower` for
 * customSmallerIsBetter, `higher` for customBiggerIsBetter). `source` names the input in diagnostics.
 */
export function parseCustomJson(text: string, source: string, better: Direction): ParseOutput {
  const json = readJson(text, source, WHAT);
  const out: ParseOutput = { benchmarks: [], config: {}, diagnostics: [], unrecognized: [], lineCount: json.lineCount };
  if (!json.ok) return { ...out, diagnostics: [json.diagnostic] };
  const file = z.array(z.unknown()).safeParse(json.value);
  if (!file.success) return { ...out, diagnostics: issueDiagnostics(file.error, [], source, json.lineOf, `not ${WHAT}`) };
  const collector = new ResultCollector();
  const units = new Map<string, UnitMetadata>();
  file.data.forEach((raw, index) => {
    const line = json.lineOf([index]);
    const parsed = EntrySchema.safeParse(raw);
    if (!parsed.success) return void out.diagnostics.push(...issueDiagnostics(parsed.error, [index], source, json.lineOf, 'entry left out'));
    const e = parsed.data;
    const value = typeof e.value === 'number' ? e.value : e.value.trim() === '' ? Number.NaN : Number(e.value);
    if (!Number.isFinite(value)) return void out.diagnostics.push(error(source, line, `[${index}].value: "${String(e.value)}" is not a number; entry ${JSON.stringify(e.name)} left out`));
    const tidy = baseUnit(e.unit);
    const base = scaleValue(value, tidy.factor);
    if (!Number.isFinite(base)) return void out.diagnostics.push(error(source, line, `[${index}].value: ${value} ${e.unit} is out of range in ${tidy.unit}; entry ${JSON.stringify(e.name)} left out`));
    collector.benchmark(e.name, e.name, jsonNameParts(e.name, {}), e.extra === undefined || e.extra === null ? {} : { extra: e.extra }, { file: source, line });
    collector.addBaseSample(e.name, tidy.unit, e.unit, base);
    units.set(tidy.unit, { better });
    if (e.range === undefined || e.range === null) return;
    const spread = parseRange(e.range, value, e.unit);
    const spreadBase = spread === undefined ? Number.NaN : scaleValue(spread, tidy.factor);
    if (!Number.isFinite(spreadBase)) out.diagnostics.push({ severity: 'info', source, line, message: `${e.name}: range ${JSON.stringify(e.range)} is not a number like "± 0.1" or "5%"; it is ignored` });
    else collector.setSummary(e.name, tidy.unit, { n: 1, center: base, centerKind: 'point-estimate', spread: spreadBase });
  });
  out.benchmarks = collector.finish(units);
  out.diagnostics.sort((a, b) => a.line - b.line);
  return out;
}

/**
 * The base unit of a custom unit and the factor to it: a time, size or prefixed count numerator (the
 * part before the first `/`) as metrics-units.ts normalises it, the rest kept; otherwise Go's tidying
 * (`ns`, `MB` tokens), otherwise the unit as written.
 */
export function baseUnit(unit: string): NormalUnit {
  const slash = unit.indexOf('/');
  const numerator = slash === -1 ? unit : unit.slice(0, slash);
  const normal = normalizeMetricUnit(numerator);
  // A factor other than 1 on a numerator that is neither time nor size is a prefixed count (`Kops`).
  if (normal.unit === 'sec' || normal.unit === 'B' || normal.factor !== 1) return { unit: normal.unit + (slash === -1 ? '' : unit.slice(slash)), factor: normal.factor };
  const tidied = tidyUnit(unit);
  return Number.isFinite(tidied.exponent) && tidied.unit !== '' ? { unit: tidied.unit, factor: 10 ** tidied.exponent } : { unit, factor: 1 };
}

/** `± 0.1`, `+/- 24`, `5%`, `3` or a number -> the spread in the value's unit, or undefined. */
export function parseRange(range: string | number, value: number, unit: string): number | undefined {
  if (typeof range === 'number') return Number.isFinite(range) ? Math.abs(range) : undefined;
  const match = /^\s*(?:±|\+\/-|\+-)?\s*(\d+(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)\s*(%)?\s*$/.exec(range);
  if (match === null) return undefined;
  const number = Number(match[1]);
  if (!Number.isFinite(number)) return undefined;
  return match[2] === '%' && !PERCENT_UNITS.has(unit.trim().toLowerCase()) ? Math.abs(value) * number / 100 : number;
}

function error(source: string, line: number, message: string): Diagnostic {
  return { severity: 'error', source, line, message };
}
