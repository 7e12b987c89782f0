/**
 * Parser for Bencher Metric Format (BMF) JSON.
 *
 * Format reference: bencher.dev "Bencher Metric Format" docs (benchmark name -> measure slug ->
 * metric; a measure is named by its slug or its name, `latency` or `Latency`). Example:
 *   {"fib/10": {"latency": {"value": 88.2, "lower_value": 87.4, "upper_value": 89.1},
 *               "throughput": {"value": 11337.0}}}
 *
 * One benchmark per top-level key; each measure is one metric, its `value` one sample (several
 * files merge into several samples). Measures: `latency` is in nanoseconds -> `sec/op` (lower is
 * better); `throughput` -> `ops/s` (higher is better); any other measure keeps its slug as unit,
 * lower is better unless the slug says throughput (or is a rate, `.../s`, like every rate here).
 * `lower_value`/`upper_value` become the summary's `min`/`max` around the value.
 *
 * Ignored benchmarks: a name ending in `_bencher_ignore`, `BencherIgnore` or `-bencher-ignore`
 * (case-sensitive) is Bencher's mark for a benchmark that must not be checked against a threshold:
 * bencher.dev docs, "Thresholds & Alerts" > "Suppressing Alerts", and the rule itself in
 * bencherdev/bencher `lib/bencher_valid/src/benchmark_name.rs` (`BenchmarkName::to_strip_ignore`,
 * which strips the suffix: Bencher keeps the metrics under the name without it, so renaming `x` to
 * `x_bencher_ignore` silences `x` without starting a new history). Here such a benchmark is keyed by
 * the name without the suffix (so head's `x_bencher_ignore` meets base's `x`), keeps its printed
 * name, and is marked skipped without values, like every parser's skipped benchmarks (so merging it
 * with a run that has the plain name adds nothing to that name's samples; its measures are not
 * read): reported, never compared or gated. One info diagnostic per input counts and names them.
 * When the same file also has the plain name `x`, that one is the benchmark (Bencher checks it) and
 * the ignored entry adds nothing (the note says so).
 */
import { z } from 'zod';
import type { Summary } from '../schema/result.js';
import { scaleByPowerOfTen } from '../units.js';
import { ResultCollector, type UnitMetadata } from './collector.js';
import { issueDiagnostics, jsonHead, jsonNameParts, readJson } from './json-input.js';
import { listNames } from './listed-names.js';
import type { ParseOutput } from './types.js';

const WHAT = 'Bencher Metric Format JSON: {"<benchmark>": {"<measure>": {"value": 1.23, "lower_value"?: 1.2, "upper_value"?: 1.3}}}';
const Bound = z.number().nullable().optional();
// z.lazy: built on first use (see schema/result.ts).
const MetricSchema = z.lazy(() => z.object({ value: z.number(), lower_value: Bound, upper_value: Bound }));
const ObjectSchema = z.lazy(() => z.record(z.string(), z.unknown()));

interface Measure { unit: string; originalUnit: string; exponent: number; better?: 'higher' }

/** Bencher's ignore suffixes (see the module comment), in the order Bencher tries them. */
export const BENCHER_IGNORE_SUFFIXES = ['_bencher_ignore', 'BencherIgnore', '-bencher-ignore'] as const;

/** The Bencher ignore suffix a benchmark name ends with, if any. */
export function bencherIgnoreSuffix(name: string): string | undefined {
  return BENCHER_IGNORE_SUFFIXES.find((suffix) => name.endsWith(suffix));
}

/**
 * True when the text looks like BMF: an object of objects of `{"value": ...}` objects. Benchmarks
 * without measures (`"setup": {}`, valid BMF) may come before the first measure.
 */
export function detectBmf(text: string): boolean {
  const key = '"(?:[^"\\\\]|\\\\.)*"\\s*:\\s*';
  return new RegExp(`^\\{\\s*(?:${key}\\{\\s*\\}\\s*,\\s*)*${key}\\{\\s*${key}\\{\\s*"(?:value|lower_value|upper_value)"\\s*:`).test(jsonHead(text, 4096));
}

/** Parses a BMF file. `source` names the input in diagnostics. */
export function parseBmf(text: string, source: string): ParseOutput {
  const json = readJson(text, source, WHAT, { maxDepth: 3 });
  const out: ParseOutput = { benchmarks: [], config: {}, diagnostics: [], unrecognized: [], lineCount: json.lineCount };
  if (!json.ok) return { ...out, diagnostics: [json.diagnostic] };
  const file = ObjectSchema.safeParse(json.value);
  if (!file.success) return { ...out, diagnostics: issueDiagnostics(file.error, [], source, json.lineOf, `not ${WHAT}`) };
  const collector = new ResultCollector();
  const units = new Map<string, UnitMetadata>();
  // Entries are read from the parsed JSON itself: zod's record output drops a `__proto__` key.
  const entries = Object.entries(json.value as Record<string, unknown>);
  // The names that are benchmarks without an ignore suffix (objects, as ObjectSchema checks below).
  const plain = new Set(entries.filter(([name, raw]) => typeof raw === 'object' && raw !== null && !Array.isArray(raw) && bencherIgnoreSuffix(name) === undefined)
    .map(([name]) => name));
  const ignored: { name: string; line: number; beside?: string }[] = [];
  for (const [name, raw] of entries) {
    const benchmark = ObjectSchema.safeParse(raw);
    if (!benchmark.success) {
      out.diagnostics.push(...issueDiagnostics(benchmark.error, [name], source, json.lineOf, 'benchmark left out (expected an object of measures)'));
      continue;
    }
    const suffix = bencherIgnoreSuffix(name);
    if (suffix !== undefined) {
      // A name that is only the suffix keeps it: there is no benchmark name left to key it by.
      const key = name.length > suffix.length ? name.slice(0, -suffix.length) : name;
      const line = json.lineOf([name]);
      if (key !== name && plain.has(key)) {
        ignored.push({ name, line, beside: key });
        continue;
      }
      ignored.push({ name, line });
      if (!collector.has(key)) collector.benchmark(key, name, jsonNameParts(key, {}), {}, { file: source, line });
      collector.mark(key, 'skipped', `ignored: the name ends with ${suffix}, Bencher's mark for a benchmark not to check`);
      continue;
    }
    const measures = Object.entries(raw as Record<string, unknown>);
    if (measures.length === 0) out.diagnostics.push({ severity: 'warning', source, line: json.lineOf([name]), message: `${name} has no measures; it is left out` });
    const seen = new Map<string, string>();
    for (const [slug, metric] of measures) {
      const parsed = MetricSchema.safeParse(metric);
      if (slug.trim() === '') {
        out.diagnostics.push({ severity: 'error', source, line: json.lineOf([name, slug]), message: `measure left out: ${name} has a measure without a name` });
        continue;
      }
      if (!parsed.success) {
        out.diagnostics.push(...issueDiagnostics(parsed.error, [name, slug], source, json.lineOf, 'measure left out'));
        continue;
      }
      const m = measureOf(slug);
      // `latency` and `Latency` are one measure: a second value would pass for a second sample.
      const twin = seen.get(m.unit);
      if (twin !== undefined) {
        out.diagnostics.push({ severity: 'error', source, line: json.lineOf([name, slug]), message: `measure left out: ${name} has ${slug} and ${twin}, which are the same measure; keep one` });
        continue;
      }
      seen.set(m.unit, slug);
      if (!collector.has(name)) collector.benchmark(name, name, jsonNameParts(name, {}), {}, { file: source, line: json.lineOf([name]) });
      const { value, lower_value: lower, upper_value: upper } = parsed.data;
      collector.addBaseSample(name, m.unit, m.originalUnit, scaleByPowerOfTen(value, m.exponent));
      if (m.better !== undefined) units.set(m.unit, { better: m.better });
      if ((lower ?? undefined) === undefined && (upper ?? undefined) === undefined) continue;
      const summary: Summary = { n: 1, center: scaleByPowerOfTen(value, m.exponent), centerKind: 'point-estimate' };
      if (lower !== undefined && lower !== null) summary.min = scaleByPowerOfTen(lower, m.exponent);
      if (upper !== undefined && upper !== null) summary.max = scaleByPowerOfTen(upper, m.exponent);
      collector.setSummary(name, m.unit, summary);
    }
  }
  out.benchmarks = collector.finish(units);
  // One note per input, at the first ignored benchmark.
  if (ignored[0] !== undefined) out.diagnostics.push({ severity: 'info', source, line: ignored[0].line, message: ignoredNote(ignored) });
  out.diagnostics.sort((a, b) => a.line - b.line);
  return out;
}

/** A measure by its key: Bencher identifies measures by slug or by name, so `Latency` is `latency`. */
function measureOf(slug: string): Measure {
  if (slug === 'latency' || slug === 'Latency') return { unit: 'sec/op', originalUnit: 'ns/op', exponent: -9 };
  if (slug === 'throughput' || slug === 'Throughput') return { unit: 'ops/s', originalUnit: 'ops/s', exponent: 0 };
  return /throughput/i.test(slug) ? { unit: slug, originalUnit: slug, exponent: 0, better: 'higher' } : { unit: slug, originalUnit: slug, exponent: 0 };
}

/** The info diagnostic for an input's ignored benchmarks: how many, which, and what becomes of them. */
function ignoredNote(ignored: readonly { name: string; beside?: string }[]): string {
  const n = ignored.length;
  const listed = listNames(ignored
    .map((i) => (i.beside === undefined ? i.name : `${i.name} (left out: ${i.beside}, the same benchmark to Bencher, is in this file and is compared)`)));
  const skipped = ignored.filter((i) => i.beside === undefined).length;
  const fate = skipped === 0 ? '' : `; ${skipped === n ? (n === 1 ? 'it is' : 'they are') : 'the others are'} reported as skipped, not compared or gated`;
  const suffixes = `${BENCHER_IGNORE_SUFFIXES.slice(0, -1).join(', ')} or ${BENCHER_IGNORE_SUFFIXES.at(-1) ?? ''}`;
  return `${n} benchmark${n === 1 ? '' : 's'} ignored: a name ending in ${suffixes} is Bencher's mark for a benchmark not to check: ${listed}${fate}`;
}
