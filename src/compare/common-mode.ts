/**
 * Machine-offset ("common-mode") correction for baselines measured in another job
 * (STATISTICS.md §4.4 item 9a), and the per-run correction of a baseline history (item 9b).
 *
 * A cached baseline may come from a faster or slower moment of the runner; that shifts every
 * benchmark by the same factor. The offset is the median over benchmarks of the log cost ratio,
 * which a handful of real regressions cannot move. It assumes most benchmarks are unaffected by the
 * change, so the report always shows the uncorrected geomean beside it and warns when |offset| ≥ δ.
 */
import * as ss from 'simple-statistics';
import type { HistoryRun } from '../schema/result.js';

/** Fewer comparable benchmarks than this cannot estimate a machine offset robustly (§4.4 item 9a). */
export const MIN_BENCHMARKS_FOR_OFFSET = 10;

/** One metric's log cost ratio (or deviation), with the benchmark it belongs to. */
export interface OffsetInput { key: string; value: number }

/**
 * The suite offset: the median over benchmarks of their log cost ratios (a benchmark with several
 * metrics, sec/op and B/s, counts once, by the median of its own), or undefined with fewer than
 * MIN_BENCHMARKS_FOR_OFFSET benchmarks. Counted by metric, 5 benchmarks with a time and a throughput
 * passed as 10, and 3 of them regressing together moved the median: corrected away as a machine offset.
 */
export function estimateOffset(inputs: readonly OffsetInput[]): number | undefined {
  const byBenchmark = new Map<string, number[]>();
  for (const { key, value } of inputs) {
    if (!Number.isFinite(value)) continue;
    const values = byBenchmark.get(key);
    if (values === undefined) byBenchmark.set(key, [value]);
    else values.push(value);
  }
  if (byBenchmark.size < MIN_BENCHMARKS_FOR_OFFSET) return undefined;
  return ss.median([...byBenchmark.values()].map((values) => (values.length === 1 ? values[0] ?? NaN : ss.median(values))));
}

/** Identifies a metric inside history runs. */
export interface MetricRef { key: string; unit: string; sign: number }

export interface CorrectedHistory {
  /** Per metric (`historyId`): the runs' log-cost values, each corrected by its run's offset. */
  series: Map<string, number[]>;
  /** Per metric: the mean log cost over runs, the frame a candidate's offset is measured in. */
  means: Map<string, number>;
  /**
   * Per metric: the runs' values as stored (uncorrected, of any sign), oldest first, for the runs
   * that have one. Whether a metric is deterministic (every run the same value) is read here: the
   * per-run correction makes equal values unequal, and values of 0 or less have no log at all.
   */
  values: Map<string, number[]>;
}

/**
 * One run's value of a metric, or undefined: own entries only, so that a benchmark named
 * `constructor` or `toString` finds its own history, never a member every object inherits.
 */
export function historyValue(run: HistoryRun, key: string, unit: string): number | undefined {
  const units = Object.hasOwn(run.values, key) ? run.values[key] : undefined;
  return units !== undefined && Object.hasOwn(units, unit) ? units[unit] : undefined;
}

/** The id of a metric inside a history. */
export const historyId = (key: string, unit: string): string => `${key}\u0000${unit}`;

/**
 * Turns history runs into per-metric log-cost series. With `correct`, each run is corrected by its
 * own machine offset: the median over metrics of its deviation from the metric's mean over runs.
 */
export function correctHistory(runs: readonly HistoryRun[], metrics: readonly MetricRef[], correct: boolean): CorrectedHistory {
  const raw = new Map<string, { key: string; logs: (number | undefined)[] }>();
  const values = new Map<string, number[]>();
  for (const m of metrics) {
    const stored = runs.map((run) => historyValue(run, m.key, m.unit));
    const present = stored.filter((v): v is number => v !== undefined);
    if (present.length > 0) values.set(historyId(m.key, m.unit), present);
    const logs = stored.map((v) => (v !== undefined && v > 0 ? m.sign * Math.log(v) : undefined));
    if (logs.some((v) => v !== undefined)) raw.set(historyId(m.key, m.unit), { key: m.key, logs });
  }
  const means = new Map([...raw].map(([id, { logs }]) => [id, meanDefined(logs)]));
  const runOffsets = runs.map((_, j) => {
    if (!correct) return 0;
    const deviations = [...raw].flatMap(([id, { key, logs }]) => {
      const v = logs[j];
      return v === undefined ? [] : [{ key, value: v - (means.get(id) ?? 0) }];
    });
    return estimateOffset(deviations) ?? 0;
  });
  const series = new Map<string, number[]>();
  for (const [id, { logs }] of raw) {
    series.set(id, logs.flatMap((v, j) => (v === undefined ? [] : [v - (runOffsets[j] ?? 0)])));
  }
  return { series, means, values };
}

function meanDefined(values: readonly (number | undefined)[]): number {
  const defined = values.filter((v): v is number => v !== undefined);
  return defined.reduce((a, b) => a + b, 0) / Math.max(1, defined.length);
}
