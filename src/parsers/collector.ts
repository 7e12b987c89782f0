/**
 * Accumulates samples into benchmarks while a parser reads its input, so that a benchmark that
 * appears k times (Go's -count, or several runs concatenated) ends up with k samples per metric.
 * Values are tidied to base units here, once (STYLE.md §3.1); direction and assumption are set in
 * `finish`, after every `Unit` metadata line of the input has been seen.
 */
import type { Assumption, Benchmark, BenchmarkStatus, Direction, Metric, NameParts, SourceRef, Summary } from '../schema/result.js';
import { defaultAssumption, defaultDirection, scaleByPowerOfTen, tidyUnit, type TidyUnit } from '../units.js';

export interface UnitMetadata {
  better?: Direction;
  assumption?: Assumption;
}

/** A benchmark's failure text is kept, but a 10,000-line stack trace is not a message. */
export const MAX_MESSAGES = 20;

interface Entry {
  benchmark: Benchmark;
  metrics: Map<string, Metric>;
}

/** Exact powers of ten: every one up to 1e22 is a double without rounding. */
const POWERS_OF_TEN = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22];

/**
 * `scaleByPowerOfTen(value, exponent)` (units.ts), the same double, without its string round trip
 * for nearly every value a benchmark prints. That function rounds the shortest decimal D of `value`
 * times 10^exponent to the nearest double. When D = m / 10^q with an integer m < 10^15, the scaled
 * value is m·10^(exponent−q), and one IEEE multiplication or division of the exact doubles m and
 * 10^k (k ≤ 22) rounds that same real number to the nearest double, so the results are equal.
 * m and q are found as the first q with round(value·10^q) / 10^q === value: a decimal of at most
 * 15 significant digits that reads back as `value` is its shortest decimal, because no two
 * decimals of ≤ 15 digits read as the same double (DBL_DIG). Anything else takes the slow path.
 */
export function scaleToBase(value: number, exponent: number): number {
  if (exponent === 0 || !Number.isFinite(value) || value === 0) return value;
  for (let q = 0; q <= 15; q++) {
    const m = Math.round(value * (POWERS_OF_TEN[q] ?? 1));
    if (Math.abs(m) >= 1e15) break;
    if (m / (POWERS_OF_TEN[q] ?? 1) !== value) continue;
    const k = exponent - q;
    if (k > 22 || k < -22) break;
    return k >= 0 ? m * (POWERS_OF_TEN[k] ?? 1) : m / (POWERS_OF_TEN[-k] ?? 1);
  }
  return scaleByPowerOfTen(value, exponent);
}

export class ResultCollector {
  private readonly entries = new Map<string, Entry>();
  /** tidyUnit per unit string: a suite has a handful of units and hundreds of thousands of samples. */
  private readonly tidied = new Map<string, TidyUnit>();
  /** The key and entry of the previous sample: consecutive samples nearly always share a benchmark. */
  private lastKey: string | undefined;
  private lastEntry: Entry | undefined;

  /** Returns the benchmark with this key, creating it (status ok, no metrics) on first sight. */
  benchmark(key: string, name: string, parts: NameParts, config: Record<string, string>, source: SourceRef): Benchmark {
    let entry = this.entries.get(key);
    if (entry === undefined) {
      entry = { benchmark: { key, name, parts, status: 'ok', config: { ...config }, source, metrics: [] }, metrics: new Map() };
      this.entries.set(key, entry);
    }
    return entry.benchmark;
  }

  /** The name of the benchmark with this key (which must exist). */
  nameOf(key: string): string {
    return this.entries.get(key)?.benchmark.name ?? '';
  }

  /** True when a benchmark with this key has been seen. */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** Adds one sample, given in the tool's unit, to a benchmark's metric (tidied to the base unit here). */
  addSample(key: string, originalUnit: string, value: number, iterations?: number): void {
    const tidy = this.tidy(originalUnit);
    this.addBaseSample(key, tidy.unit, originalUnit, scaleToBase(value, tidy.exponent), iterations);
  }

  /** A value in the tool's unit, in its base unit: may overflow to Infinity (1e308 MB/s), which callers must refuse. */
  toBase(originalUnit: string, value: number): number {
    return scaleToBase(value, this.tidy(originalUnit).exponent);
  }

  /** The tidied unit (base unit and power-of-ten exponent) of a unit as the tool printed it; cached. */
  tidy(originalUnit: string): TidyUnit {
    let tidy = this.tidied.get(originalUnit);
    if (tidy === undefined) {
      tidy = tidyUnit(originalUnit);
      this.tidied.set(originalUnit, tidy);
    }
    return tidy;
  }

  /**
   * Adds one sample already converted to its base unit by the parser (for units tidyUnit does not
   * scale, e.g. criterion's µs or hyperfine's seconds), keeping the tool's own unit name.
   */
  addBaseSample(key: string, unit: string, originalUnit: string, value: number, iterations?: number): void {
    const entry = key === this.lastKey ? this.lastEntry : this.entries.get(key);
    if (entry === undefined) throw new Error(`addBaseSample before benchmark(): ${key}`);
    this.lastKey = key;
    this.lastEntry = entry;
    let metric = entry.metrics.get(unit);
    if (metric === undefined) {
      metric = { unit, originalUnit, better: 'lower', assumption: 'nothing', samples: [] };
      entry.metrics.set(unit, metric);
      entry.benchmark.metrics.push(metric);
    }
    metric.samples.push(value);
    if (iterations !== undefined) (metric.iterations ??= []).push(iterations);
  }

  /** Records the tool's own summary of a metric (libtest's median and range, divan's mean...). */
  setSummary(key: string, unit: string, summary: Summary): void {
    const metric = this.entries.get(key)?.metrics.get(unit);
    if (metric === undefined) throw new Error(`setSummary before a sample: ${key} ${unit}`);
    metric.summary ??= summary;
  }

  /** Marks a benchmark failed or skipped and keeps the tool's message. Failed wins over skipped. */
  mark(key: string, status: Exclude<BenchmarkStatus, 'ok'>, message?: string): void {
    const benchmark = this.entries.get(key)?.benchmark;
    if (benchmark === undefined) throw new Error(`mark before benchmark(): ${key}`);
    if (benchmark.status !== 'failed') benchmark.status = status;
    if (message !== undefined && message !== '') (benchmark.messages ??= []).push(message);
  }

  /** Appends a message (e.g. a panic's text) to a benchmark; keeps the first MAX_MESSAGES. */
  addMessage(key: string, message: string): void {
    const benchmark = this.entries.get(key)?.benchmark;
    if (benchmark === undefined) return;
    const messages = (benchmark.messages ??= []);
    if (messages.length < MAX_MESSAGES) messages.push(message);
  }

  /** The benchmarks in order of first appearance, with direction and assumption resolved. */
  finish(unitMetadata: ReadonlyMap<string, UnitMetadata> = new Map()): Benchmark[] {
    // Resolved once per unit: a suite has a handful of units over tens of thousands of metrics.
    const resolved = new Map<string, { better: Direction; assumption: Assumption }>();
    return [...this.entries.values()].map(({ benchmark }) => {
      for (const metric of benchmark.metrics) {
        let unit = resolved.get(metric.unit);
        if (unit === undefined) {
          const meta = unitMetadata.get(metric.unit);
          unit = { better: meta?.better ?? defaultDirection(metric.unit), assumption: meta?.assumption ?? defaultAssumption(metric.unit) };
          resolved.set(metric.unit, unit);
        }
        metric.better = unit.better;
        metric.assumption = unit.assumption;
      }
      return benchmark;
    });
  }
}
