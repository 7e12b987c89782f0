/**
 * What the three criterion.rs readers share (FORMATS.md §3): benchmark identity, the metric names
 * and the conversions into them.
 *
 * Metrics: wall time per iteration is `sec/op` (lower is better); a throughput declared with
 * `group.throughput(...)` adds one higher-is-better rate per sample, computed from that sample's
 * time: `Bytes` and `BytesDecimal` -> `B/s`, `Elements` -> `elem/s`, `Bits` -> `bit/s`
 * (`ElementsAndBytes` gives both `elem/s` and `B/s`).
 *
 * Identity: the key is the id criterion prints (`BenchmarkId::as_title`, e.g. `fib_group/recursive/10`,
 * `fib 15`), the same in the terminal report, cargo-criterion's `id` and benchmark.json's `title`,
 * so base and head may come from different criterion inputs.
 */
import type { NameParts, Summary } from '../schema/result.js';
import { scaleByPowerOfTen } from '../units.js';
import type { ResultCollector } from './collector.js';

export const TIME_UNIT = 'sec/op';

export const THROUGHPUT_KINDS = ['bytes', 'elements', 'bits'] as const;
export type ThroughputKind = (typeof THROUGHPUT_KINDS)[number];

/** The metric unit of each kind of throughput. */
export const THROUGHPUT_UNITS: Readonly<Record<ThroughputKind, string>> = { bytes: 'B/s', elements: 'elem/s', bits: 'bit/s' };

/** A throughput declared for a benchmark: `count` bytes, elements or bits processed per iteration. */
export interface Throughput { kind: ThroughputKind; count: number }

/** Powers of ten that turn criterion's time units into seconds (µ as U+00B5 or U+03BC, and ≤0.3's `us`). */
export const TIME_EXPONENTS: Readonly<Record<string, number>> = { ps: -12, ns: -9, 'µs': -6, 'μs': -6, us: -6, ms: -3, s: 0 };

/** Splits an id on `/` as criterion builds it (group/function/value); `key=value` parts become params. */
export function criterionNameParts(base: string, sub: readonly string[]): NameParts {
  const params: Record<string, string> = {};
  for (const part of sub) {
    const eq = part.indexOf('=');
    if (eq > 0) params[part.slice(0, eq)] = part.slice(eq + 1);
  }
  return { base, sub: [...sub], params };
}

/** Name parts from a printed id alone (the terminal report and cargo-criterion have no structure). */
export function namePartsFromId(id: string): NameParts {
  const [base = id, ...sub] = id.split('/');
  return criterionNameParts(base, sub);
}

/** One time estimate with its confidence interval, in seconds. */
export interface Estimate { point: number; lower?: number | undefined; upper?: number | undefined }

/**
 * A summary of criterion's own estimate: `min`/`max` carry the estimate's confidence interval
 * (criterion reports no sample extremes), `n` the number of samples it came from.
 */
export function estimateSummary(estimate: Estimate, n: number, centerKind: Summary['centerKind'], stddev?: number): Summary {
  const summary: Summary = { n: Math.max(1, Math.round(n)), center: estimate.point, centerKind };
  if (estimate.lower !== undefined) summary.min = estimate.lower;
  if (estimate.upper !== undefined) summary.max = estimate.upper;
  if (stddev !== undefined) summary.stddev = stddev;
  return summary;
}

/** The rate for `count` units per iteration at `seconds` per iteration; undefined when not finite. */
export function rate(count: number, seconds: number): number | undefined {
  const value = count / seconds;
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** A throughput summary from a time estimate: the slowest time bound gives the lowest rate. */
export function throughputSummary(count: number, time: Estimate, n: number): Summary | undefined {
  const center = rate(count, time.point);
  if (center === undefined) return undefined;
  return estimateSummary({ point: center, lower: time.upper === undefined ? undefined : rate(count, time.upper),
    upper: time.lower === undefined ? undefined : rate(count, time.lower) }, n, 'point-estimate');
}

/**
 * Per-iteration samples from criterion's raw data: `totals[i]` measured over `counts[i]` iterations
 * (sample.json's times/iters, cargo-criterion's measured_values/iteration_count), converted by
 * `toBase`. Pairs with a missing, non-positive or out-of-range value are counted in `bad`.
 */
export function perIterationSamples(counts: readonly (number | null)[], totals: readonly (number | null)[],
  toBase: (value: number) => number): { values: number[]; iterations: number[]; bad: number } {
  const out = { values: [] as number[], iterations: [] as number[], bad: 0 };
  for (let i = 0; i < Math.min(counts.length, totals.length); i += 1) {
    const n = counts[i] ?? null;
    const total = totals[i] ?? null;
    const value = n === null || total === null || !(n >= 1 && n <= Number.MAX_SAFE_INTEGER) || !(total > 0) ? NaN : toBase(total / n);
    if (n === null || !Number.isFinite(value)) out.bad += 1;
    else {
      out.values.push(value);
      out.iterations.push(Math.round(n));
    }
  }
  return out;
}

/** Converts nanoseconds to seconds on the decimal representation (12.5 ns -> exactly 1.25e-8). */
export function nanosToSeconds(ns: number): number {
  return scaleByPowerOfTen(ns, -9);
}

/**
 * Records per-sample times (seconds per iteration) and, for each throughput, the matching rates;
 * `iterations[i]` is how many iterations sample i averaged over. Returns the units that got samples.
 */
export function addTimedSamples(collector: ResultCollector, key: string, originalUnit: string,
  seconds: readonly number[], iterations: readonly (number | undefined)[], throughputs: readonly Throughput[]): Set<string> {
  const units = new Set<string>();
  seconds.forEach((value, i) => {
    collector.addBaseSample(key, TIME_UNIT, originalUnit, value, iterations[i]);
    units.add(TIME_UNIT);
  });
  for (const t of throughputs) {
    const unit = THROUGHPUT_UNITS[t.kind];
    seconds.forEach((value, i) => {
      const r = rate(t.count, value);
      if (r === undefined) return;
      collector.addBaseSample(key, unit, unit, r, iterations[i]);
      units.add(unit);
    });
  }
  return units;
}

/**
 * Sets the time summary from criterion's estimate and the matching throughput summaries, for the
 * units that have samples (`units`, from addTimedSamples). The first summary of a metric wins.
 */
export function setTimedSummaries(collector: ResultCollector, key: string, units: ReadonlySet<string>,
  estimate: Estimate, time: Summary, throughputs: readonly Throughput[]): void {
  if (units.has(TIME_UNIT)) collector.setSummary(key, TIME_UNIT, time);
  for (const t of throughputs) {
    const unit = THROUGHPUT_UNITS[t.kind];
    const summary = throughputSummary(t.count, estimate, time.n);
    if (summary !== undefined && units.has(unit)) collector.setSummary(key, unit, summary);
  }
}
