/**
 * Accumulates samples into benchmarks while a parser reads its input, so that a benchmark that
 * appears k times (Go's -count, or several runs concatenated) ends up with k samples per metric.
 * Values are tidied to base units here, once (STYLE.md §3.1); direction and assumption are set in
 * `finish`, after every `Unit` metadata line of the input has been seen.
 */
import type { Assumption, Benchmark, BenchmarkStatus, Direction, Metric, NameParts, SourceRef, Summary } from '../schema/result.js';
import { defaultAssumption, defaultDirection, scaleByPowerOfTen, tidyUnit } from '../units.js';

export interface UnitMetadata {
  better?: Direction;
  assumption?: Assumption;
}

/** A benchmark's failure text is kept, but a 10,000-line stack trace is not a message. */
const MAX_MESSAGES = 20;

interface Entry {
  benchmark: Benchmark;
  metrics: Map<string, Metric>;
}

export class ResultCollector {
  private readonly entries = new Map<string, Entry>();

  /** Returns the benchmark with this key, creating it (status ok, no metrics) on first sight. */
  benchmark(key: string, name: string, parts: NameParts, config: Record<string, string>, source: SourceRef): Benchmark {
    let entry = this.entries.get(key);
    if (entry === undefined) {
      entry = { benchmark: { key, name, parts, status: 'ok', config: { ...config }, source, metrics: [] }, metrics: new Map() };
      this.entries.set(key, entry);
    }
    return entry.benchmark;
  }

  /** True when a benchmark with this key has been seen. */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** Adds one sample, given in the tool's unit, to a benchmark's metric (tidied to the base unit here). */
  addSample(key: string, originalUnit: string, value: number, iterations?: number): void {
    const tidy = tidyUnit(originalUnit);
    this.addBaseSample(key, tidy.unit, originalUnit, scaleByPowerOfTen(value, tidy.exponent), iterations);
  }

  /**
   * Adds one sample already converted to its base unit by the parser (for units tidyUnit does not
   * scale, e.g. criterion's µs or hyperfine's seconds), keeping the tool's own unit name.
   */
  addBaseSample(key: string, unit: string, originalUnit: string, value: number, iterations?: number): void {
    const entry = this.entries.get(key);
    if (entry === undefined) throw new Error(`addBaseSample before benchmark(): ${key}`);
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
    return [...this.entries.values()].map(({ benchmark }) => {
      for (const metric of benchmark.metrics) {
        const meta = unitMetadata.get(metric.unit);
        metric.better = meta?.better ?? defaultDirection(metric.unit);
        metric.assumption = meta?.assumption ?? defaultAssumption(metric.unit);
      }
      return benchmark;
    });
  }
}
