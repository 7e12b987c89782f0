/**
 * Result schema version 1, normalised at load: the units of the metrics and custom JSON formats as
 * their parsers store them today (times in seconds whatever spelling the tool printed, a count's
 * metric prefix dropped: `Kops/s` in ops/s).
 *
 * An older metrics parser read `nsec`, `usec` and `msec` (and their plurals, `µsec`,
 * the spelt-out `milliseconds`, `microseconds`, `nanoseconds`, `hrs`: time-units.ts, and rates
 * over them such as `ops/usec`) as units of their own, kept as printed with the values
 * unscaled: perf stat's `245.57 msec task-clock` was stored as 245.57 msec. Today's parser stores
 * it as 0.24557 sec, so a baseline saved before (the action's cache, a result file, its history)
 * shared no unit with a run parsed after: "different units are not compared", and a regression
 * passed ungated until the baseline was measured again.
 *
 * The normalisation applies today's rule, normalizeMetricUnit, to each unit the file stores. That rule
 * leaves every unit it produces as it is (`sec`, `B`, `ops/s`, a unit it keeps as printed), so only
 * the units an older parser left behind change, and a file written by today's parser passes through
 * unchanged. Files of both are version 1, and this runs on each (load.ts NORMALIZATIONS): a new
 * version would make every older bench-gate refuse the files this one writes. Only results of the
 * metrics format, and of the custom JSON format whose units follow the same rule (STORED_UNIT), are
 * touched: every other parser stores the units its format defines (Go's `µs/op` and `ns/op` stay
 * different units, as benchstat has them), and merge and parse refuse to join results of different
 * formats.
 *
 * A benchmark that held one quantity in two spellings (fio prints a run's latencies in usec, and in
 * msec once they all pass 20 ms, so one job's runs were split in two metrics) gets one metric with
 * the samples of both. A history run's median of such a pair cannot be recovered from the two
 * halves' medians, so that run has no value for it (the history test counts the runs that have one),
 * unless it is the file's own run, whose samples the file holds.
 */
import { historyMedian } from '../history-median.js';
import { baseUnit } from '../parsers/custom-json.js';
import { normalizeMetricUnit, scaleValue, type NormalUnit } from '../parsers/metrics-units.js';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Per format (`context.tool`), the rule its parser stores a printed unit by today. The custom JSON
 * format (github-action-benchmark's) drops a known count's metric prefix since the same change to
 * normalizeMetricUnit (`Kops/s` -> `ops/s` x1000; it was kept as printed, unscaled), so its files
 * need the same normalisation: a baseline holding `1.2 Kops/s` against a head of `600 ops/s` was "not
 * compared", and a 50% throughput drop passed.
 */
const STORED_UNIT: ReadonlyMap<string, (printed: string) => NormalUnit> = new Map([['metrics', normalizeMetricUnit], ['custom', baseUnit]]);

/** The normalisation: a document of any shape in, the same document with the units as today's parser of its format stores them. */
export function normalizeStoredUnits(doc: Json): Json {
  const rule = isObject(doc.context) && typeof doc.context.tool === 'string' ? STORED_UNIT.get(doc.context.tool) : undefined;
  if (rule === undefined) return doc;
  const renamed = (unit: string): NormalUnit | undefined => {
    const normal = rule(unit);
    return normal.unit === unit && normal.factor === 1 ? undefined : normal;
  };
  const migrated = { ...doc };
  const benchmarks = Array.isArray(doc.benchmarks) ? doc.benchmarks.map((b) => migrateBenchmark(b, renamed)) : undefined;
  if (benchmarks !== undefined) migrated.benchmarks = benchmarks;
  if (Array.isArray(doc.history)) {
    const history = doc.history.map((run) => migrateRun(run, renamed));
    const last = history.at(-1);
    if (last !== undefined && benchmarks !== undefined && isObject(doc.context) && isOwnRun(doc.context, last.run)) refillMedians(last, benchmarks);
    migrated.history = history.map((h) => h.run);
  }
  return migrated;
}

/**
 * Whether a history run is the file's own: the action saves its run's medians as the last run of
 * its history (baseline-file.ts nextBaseline), with its commit and time.
 */
function isOwnRun(context: Json, run: unknown): run is Json & { values: Json } {
  return isObject(run) && isObject(run.values) && typeof context.time === 'string' && run.time === context.time && run.commit === context.commit;
}

/**
 * The file's own run's medians of the metrics the migration joined: its samples are in the file,
 * so their median, as the action computes one, replaces the one a split left none of.
 */
function refillMedians(own: MigratedRun, benchmarks: readonly unknown[]): void {
  const values = (own.run as { values: Json }).values;
  for (const benchmark of benchmarks) {
    if (!isObject(benchmark) || benchmark.status !== 'ok' || typeof benchmark.key !== 'string' || !Array.isArray(benchmark.metrics)) continue;
    const dropped = own.dropped.get(benchmark.key);
    const medians = Object.hasOwn(values, benchmark.key) ? values[benchmark.key] : undefined;
    if (dropped === undefined || !isObject(medians)) continue;
    for (const metric of benchmark.metrics as unknown[]) {
      if (!isObject(metric) || typeof metric.unit !== 'string' || !dropped.has(metric.unit)) continue;
      const median = medianOf(metric);
      if (median !== undefined) medians[metric.unit] = median;
    }
  }
}

/** A metric's median as the action's history records it (history-median.ts), of a metric as the file holds it. */
function medianOf(metric: Json): number | undefined {
  const samples = Array.isArray(metric.samples) ? (metric.samples as unknown[]).filter((v): v is number => typeof v === 'number') : [];
  const center = isObject(metric.summary) && typeof metric.summary.center === 'number' ? metric.summary.center : undefined;
  return historyMedian(samples, center);
}

/** The unit today's parser stores for a stored unit, and the factor to it; undefined when it is the same. */
type Renamed = (unit: string) => NormalUnit | undefined;

function scaled(values: unknown, factor: number): unknown {
  return Array.isArray(values) ? values.map((v: unknown) => (typeof v === 'number' ? scaleValue(v, factor) : v)) : values;
}

const SUMMARY_VALUES = ['center', 'min', 'max', 'stddev', 'spread'] as const;

function migrateMetric(metric: Json, to: NormalUnit): Json {
  const moved: Json = { ...metric, unit: to.unit, samples: scaled(metric.samples, to.factor) };
  if (isObject(metric.summary)) {
    const summary = { ...metric.summary };
    for (const k of SUMMARY_VALUES) if (typeof summary[k] === 'number') summary[k] = scaleValue(summary[k], to.factor);
    moved.summary = summary;
  }
  return moved;
}

/** Two metrics of one benchmark that are now one unit: the samples of both, in the file's order. */
function joined(first: Json, second: Json): Json {
  const both: Json = { ...first };
  const list = (v: unknown): unknown[] | undefined => (Array.isArray(v) ? (v as unknown[]) : undefined);
  const [samples, moreSamples] = [list(first.samples), list(second.samples)];
  if (samples !== undefined && moreSamples !== undefined) both.samples = [...samples, ...moreSamples];
  // Iterations pair with samples one to one: kept only when both have them.
  const [iterations, moreIterations] = [list(first.iterations), list(second.iterations)];
  if (iterations !== undefined && moreIterations !== undefined) both.iterations = [...iterations, ...moreIterations];
  else delete both.iterations;
  return both;
}

function migrateBenchmark(benchmark: unknown, renamed: Renamed): unknown {
  if (!isObject(benchmark) || !Array.isArray(benchmark.metrics)) return benchmark;
  const metrics: unknown[] = [];
  // Per unit: where its metric is in `metrics`, and whether the migration gave it that unit.
  const byUnit = new Map<string, { at: number; moved: boolean }>();
  for (const metric of benchmark.metrics as unknown[]) {
    if (!isObject(metric) || typeof metric.unit !== 'string') {
      metrics.push(metric);
      continue;
    }
    const to = renamed(metric.unit);
    const current = to === undefined ? metric : migrateMetric(metric, to);
    const unit = to === undefined ? metric.unit : to.unit;
    const earlier = byUnit.get(unit);
    // Two metrics in one unit that the migration did not make so are the file's own, for the loader to refuse.
    if (earlier === undefined || (!earlier.moved && to === undefined)) {
      byUnit.set(unit, { at: metrics.length, moved: to !== undefined });
      metrics.push(current);
      continue;
    }
    metrics[earlier.at] = joined(metrics[earlier.at] as Json, current);
    earlier.moved = true;
  }
  return { ...benchmark, metrics };
}

/** A history run as migrated, and per benchmark key the units whose median it dropped. */
interface MigratedRun { run: unknown; dropped: Map<string, Set<string>> }

function migrateRun(run: unknown, renamed: Renamed): MigratedRun {
  const dropped = new Map<string, Set<string>>();
  if (!isObject(run) || !isObject(run.values)) return { run, dropped };
  // Without a prototype: benchmark keys and units are the user's text, `__proto__` included.
  const values = Object.create(null) as Json;
  for (const key of Object.keys(run.values)) {
    const units = run.values[key];
    if (!isObject(units)) {
      values[key] = units;
      continue;
    }
    const migrated = migrateMedians(units, renamed);
    values[key] = migrated.medians;
    if (migrated.shared.size > 0) dropped.set(key, migrated.shared);
  }
  return { run: { ...run, values }, dropped };
}

/** One benchmark's medians of a history run, by unit: renamed and rescaled; a unit two of them now share is dropped. */
function migrateMedians(units: Json, renamed: Renamed): { medians: Json; shared: Set<string> } {
  const medians = Object.create(null) as Json;
  const shared = new Set<string>();
  for (const unit of Object.keys(units)) {
    const median = units[unit];
    const to = typeof median === 'number' ? renamed(unit) : undefined;
    const target = to?.unit ?? unit;
    if (Object.hasOwn(medians, target)) shared.add(target);
    medians[target] = to === undefined ? median : scaleValue(median as number, to.factor);
  }
  for (const unit of shared) delete medians[unit];
  return { medians, shared };
}
