/**
 * Joining two result sets by benchmark key and unit into metric pairs. A benchmark or metric on
 * one side only becomes `new` or `removed`; a benchmark that failed (or was skipped) is carried as
 * such, never compared. Output order is sorted by key, then by the base's metric order, so reports
 * are deterministic.
 */
import type { Benchmark, Metric, ResultSet } from '../schema/result.js';
import { alignFirstRunFailures } from './go-first-run-failures.js';

export type MetricPair =
  | { kind: 'both'; benchmark: Benchmark; base: Metric; head: Metric }
  | { kind: 'new'; benchmark: Benchmark; head: Metric; note?: string }
  | { kind: 'removed'; benchmark: Benchmark; base: Metric; note?: string }
  | { kind: 'failed' | 'skipped'; benchmark: Benchmark; unit: string; note: string };

/** The metric of a bare row (a benchmark with no metrics on its only side): no unit, no values. */
const NO_METRIC: Metric = { unit: '', originalUnit: '', better: 'lower', assumption: 'nothing', samples: [] };

/** The values a metric offers for testing: its samples, or its summary's centre when it has none. */
export function metricValues(metric: Metric): number[] {
  if (metric.samples.length > 0) return metric.samples;
  return metric.summary === undefined ? [] : [metric.summary.center];
}

/** Pairs every metric of every benchmark of `base` and `head`. */
export function joinResultSets(base: ResultSet, head: ResultSet): MetricPair[] {
  const aligned = alignFirstRunFailures(base.benchmarks, head.benchmarks);
  const baseByKey = new Map(aligned.base.map((b) => [b.key, b]));
  const headByKey = new Map(aligned.head.map((b) => [b.key, b]));
  const keys = [...baseByKey.keys()];
  for (const key of headByKey.keys()) if (!baseByKey.has(key)) keys.push(key);
  keys.sort();
  // Only hyperfine's cpu-sec is the sum its user-sec and system-sec replaced; another tool's (a BMF measure) is its own.
  const hyperfine = base.context.tool === 'hyperfine' && head.context.tool === 'hyperfine';
  const metrics = base.context.tool === 'metrics' && head.context.tool === 'metrics';
  return keys.flatMap((key) => joinBenchmark(baseByKey.get(key), headByKey.get(key), { hyperfine, metrics }));
}

function joinBenchmark(base: Benchmark | undefined, head: Benchmark | undefined, tools: { hyperfine: boolean; metrics: boolean }): MetricPair[] {
  if (head === undefined) {
    if (base === undefined) return [];
    if (base.metrics.length > 0) return base.metrics.map((m) => ({ kind: 'removed', benchmark: base, base: m }));
    // Failed or skipped in base (no metrics) and gone from head: one bare row, never nothing.
    return [{ kind: 'removed', benchmark: base, base: NO_METRIC, note: `${base.status === 'ok' ? 'no results' : base.status} in base, not in head` }];
  }
  if (head.status !== 'ok') {
    // Failed or skipped in head: one row per metric the benchmark had, or one bare row, never nothing.
    const units = (base ?? head).metrics.map((m) => m.unit);
    const note = `${head.status} in head${head.messages?.[0] === undefined ? '' : `: ${head.messages[0]}`}`;
    return (units.length > 0 ? units : ['']).map((unit) => ({ kind: head.status === 'failed' ? 'failed' : 'skipped', benchmark: head, unit, note }));
  }
  if (base === undefined || base.status !== 'ok' || base.metrics.length === 0) {
    const note = base === undefined ? undefined : `${base.status === 'ok' ? 'no results' : base.status} in base`;
    return head.metrics.map((m) => (note === undefined ? { kind: 'new', benchmark: head, head: m } : { kind: 'new', benchmark: head, head: m, note }));
  }
  const headMetrics = new Map(head.metrics.map((m) => [m.unit, m]));
  const baseUnits = new Set(base.metrics.map((m) => m.unit));
  // The units one side lacks, for the different-units note.
  const onlyInBase = base.metrics.filter((m) => !headMetrics.has(m.unit)).map((m) => m.unit);
  const onlyInHead = head.metrics.filter((m) => !baseUnits.has(m.unit)).map((m) => m.unit);
  const pairs: MetricPair[] = base.metrics.map((m) => {
    const other = headMetrics.get(m.unit);
    if (other !== undefined) return { kind: 'both', benchmark: head, base: m, head: other };
    const note = otherUnitsNote(m.unit, 'head', onlyInHead) ?? (tools.hyperfine ? cpuPartsNote(m.unit, headMetrics) : undefined)
      ?? (tools.metrics ? unitlessNote(m.unit, onlyInHead) : undefined);
    return note === undefined ? { kind: 'removed', benchmark: head, base: m } : { kind: 'removed', benchmark: head, base: m, note };
  });
  for (const m of head.metrics) {
    if (baseUnits.has(m.unit)) continue;
    const note = otherUnitsNote(m.unit, 'base', onlyInBase) ?? (tools.metrics && onlyInBase.includes(UNITLESS) ? `base has this benchmark's values without a unit (${UNITLESS}): not compared` : undefined);
    pairs.push(note === undefined ? { kind: 'new', benchmark: head, head: m } : { kind: 'new', benchmark: head, head: m, note });
  }
  return pairs;
}

/**
 * For a metric of a benchmark both sides ran, when the other side has, instead, the same quantity
 * in another unit: the same denominator, and a numerator that differs by a scale prefix (ms/op
 * against sec/op, KiB/op against B/op, Mops/s against ops/s; only ns and MB are rescaled, as
 * benchstat does), so it is never compared, and without a word the pair read as an unrelated
 * removal and addition. Another quantity per the same thing (B/op or allocs/op against ms/op) or
 * another unitless measure (BMF's `memory` against `throughput`) is not the same metric.
 */
function otherUnitsNote(unit: string, other: 'base' | 'head', otherUnits: readonly string[]): string | undefined {
  const quantity = quantityOf(unit);
  const alike = otherUnits.filter((u) => quantityOf(u) === quantity);
  if (alike.length === 0) return undefined;
  return `${other} has no ${unit} for this benchmark but has ${alike.join(', ')}: different units are not compared`;
}

/**
 * For a hyperfine `cpu-sec` in base only where head has `user-sec` and `system-sec`: CPU time is the sum of
 * the two, and hyperfine's sum is no longer read as a metric of its own (parsers/hyperfine.ts), so
 * a baseline parsed before has it and head does not. Without a word the row read as a lost metric.
 */
function cpuPartsNote(unit: string, headMetrics: ReadonlyMap<string, Metric>): string | undefined {
  if (unit !== 'cpu-sec' || !headMetrics.has('user-sec') || !headMetrics.has('system-sec')) return undefined;
  return 'cpu-sec is user-sec + system-sec, which head has and which are compared instead (bench-gate no longer reads hyperfine\'s sum as a metric of its own); the row goes once the baseline is measured or parsed again';
}

/** The unit the metrics format stores a value without one in. */
const UNITLESS = 'value';

/**
 * For a metrics-format metric that base holds without a unit where head has it in a unit: a
 * baseline parsed before a `unit` group applied to every value under values: (fio's `clat (usec):
 * min=..., avg=...`) stored those values unitless and unscaled, and no migration can tell which
 * scale each run printed. Without a word the pair read as an unrelated removal and addition.
 */
function unitlessNote(unit: string, headUnits: readonly string[]): string | undefined {
  if (unit !== UNITLESS || headUnits.length === 0) return undefined;
  return `base has this benchmark's values without a unit, head has ${headUnits.join(', ')}: not compared (a baseline parsed while bench-gate ignored a unit group under values:, as in fio's "clat (usec): min=..., avg=...", has none); the row goes once the baseline is measured or parsed again`;
}

/** One SI or IEC scale prefix, with what follows it. */
const PREFIXED = /^(?:Ki|Mi|Gi|Ti|[nuµμmkKMGT])(.+)$/;

/**
 * What a unit measures, its scale aside: each token of the numerator (split as tidyUnit splits it)
 * without a scale prefix, seconds spelled `sec`, then the denominator as written (`ms/op` and
 * `sec/op` give `sec/op`, `KiB/op` gives `B/op`).
 */
function quantityOf(unit: string): string {
  const slash = unit.indexOf('/');
  const numerator = slash === -1 ? unit : unit.slice(0, slash);
  const rest = slash === -1 ? '' : unit.slice(slash);
  return numerator.split(/([-* ])/).map((token) => {
    const stem = PREFIXED.exec(token)?.[1] ?? token;
    return stem === 's' || stem === 'sec' ? 'sec' : stem;
  }).join('') + rest;
}
