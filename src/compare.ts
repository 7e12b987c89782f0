/**
 * compare: two result sets in, a ComparisonReport out. Pure and deterministic (no clock, no RNG).
 *
 * Pipeline (STATISTICS.md §4):
 *  1. join benchmarks by key and unit (new / removed / failed / pairs);
 *  2. when correcting for the machine (cached baselines), estimate the suite offset from the
 *     median log ratio, and correct the baseline history run by run;
 *  3. test each pair: HL ratio with Moses CI, one-sided Mann-Whitney both ways, history test;
 *  4. adjust the worse and better p-values across the whole comparison (BH by default);
 *  5. refuse to call a verdict where the sample size cannot reach significance ("need at least N");
 *  6. decide each status against δ, and the overall verdict.
 */
import type { Benchmark, ResultSet } from './schema/result.js';
import { adjustPValues, harmonicNumber, type MultipleComparisonMethod } from './stats/multiple.js';
import { minAchievablePValue, samplesNeededPerSide } from './stats/mann-whitney.js';
import { medianConfidenceInterval } from './stats/quantile-ci.js';
import { median as sortedMedian, sortedCopy } from './stats/sorted.js';
import { joinResultSets, metricValues, type MetricPair } from './compare/join.js';
import { identicalSamplesWarning } from './compare/identical-samples.js';
import { correctHistory, estimateOffset, historyId, type CorrectedHistory } from './compare/common-mode.js';
import { median, testMetric, type MetricInput, type MetricStats } from './compare/metric-stats.js';
import { costRatio, costSign, decideStatus } from './compare/verdict.js';
import { buildReport } from './compare/report-builder.js';
import type { BaselineMode, CommonModeSetting, Comparison, ComparisonReport, CompareSettings, SideSummary } from './compare/types.js';
import { applyGatePolicy, gateVerdict, type GatePolicy } from './gate.js';

export interface CompareOptions {
  /** Minimum effect δ as a fraction (0.05 = 5%). */
  threshold?: number;
  /** False discovery rate (or family-wise error for holm). */
  q?: number;
  multipleComparisons?: MultipleComparisonMethod;
  mode?: BaselineMode;
  commonMode?: CommonModeSetting;
  /** Per-benchmark δ (the config file's rules); falls back to `threshold`. */
  thresholdFor?: (benchmark: Benchmark, unit: string) => number | undefined;
  /** The gate policy (the config file's rules): informational metrics, the sample-size floor, notes. */
  policy?: GatePolicy;
  /**
   * The config's `single-sample-fallback` threshold (a fraction): a metric with one sample per run
   * whose history is too short to test is judged by this plain threshold instead of left
   * inconclusive, and labelled as such (STATISTICS.md §4.4 item 10).
   */
  singleSampleFallback?: number;
}

export const DEFAULT_THRESHOLD = 0.05;
export const DEFAULT_Q = 0.05;

/** Compares `head` against `base`. */
export function compareResultSets(base: ResultSet, head: ResultSet, options: CompareOptions = {}): ComparisonReport {
  const settings = {
    threshold: options.threshold ?? DEFAULT_THRESHOLD,
    q: options.q ?? DEFAULT_Q,
    multipleComparisons: options.multipleComparisons ?? 'bh',
    mode: options.mode ?? 'files',
    commonMode: options.commonMode ?? 'auto',
    ...(options.singleSampleFallback === undefined ? {} : { singleSampleFallback: options.singleSampleFallback }),
  };
  const warnings: string[] = [];
  const pairs = joinResultSets(base, head);
  const correcting = settings.commonMode === 'on' || (settings.commonMode === 'auto' && settings.mode === 'cached');
  const offset = correcting ? estimateOffset(pairs.map((p) => ({ key: p.benchmark.key, value: logCostRatioOf(p) }))) : undefined;
  if (correcting && offset === undefined) warnings.push('too few benchmarks (fewer than 10) to estimate the machine offset; the baseline was not corrected');
  const identical = identicalSamplesWarning(pairs);
  if (identical !== undefined) warnings.push(identical);
  const history = correctHistory(base.history ?? [], pairs.flatMap(metricRef), correcting);
  const historyOffset = correcting ? estimateOffset(pairs.map((p) => ({ key: p.benchmark.key, value: headOffsetInHistory(p, history) }))) ?? 0 : 0;

  // Each side is sorted once, for its summary and the pair's tests, and the sorted copies are
  // dropped right away: kept for the whole suite they outlived young-generation collections.
  const summaries: { base?: SideSummary | undefined; head?: SideSummary | undefined }[] = [];
  const thresholds = pairs.map((pair) => options.thresholdFor?.(pair.benchmark, unitOf(pair)) ?? settings.threshold);
  // The fallback judges at its own threshold or the metric's, whichever is larger: a change smaller
  // than the metric's threshold does not count, tested or not (a rule's 50% beside a fallback's 10%
  // failed the gate on +20%).
  const fallbackFor = (index: number): number | undefined =>
    (options.singleSampleFallback === undefined ? undefined : Math.max(options.singleSampleFallback, thresholds[index] ?? settings.threshold));
  const stats = pairs.map((pair, index) => {
    const sorted = {
      base: pair.kind === 'both' || pair.kind === 'removed' ? sortedCopy(metricValues(pair.base)) : undefined,
      head: pair.kind === 'both' || pair.kind === 'new' ? sortedCopy(metricValues(pair.head)) : undefined,
    };
    summaries[index] = { base: sorted.base && summarize(sorted.base), head: sorted.head && summarize(sorted.head) };
    return pair.kind === 'both' ? testPair(pair, sorted, offset ?? 0, history, historyOffset, fallbackFor(index)) : undefined;
  });
  const tested: number[] = []; // indexes of the pairs that were tested
  stats.forEach((s, index) => {
    if (s?.kind === 'tested') tested.push(index);
  });
  const pOf = (side: 'pWorse' | 'pBetter') => tested.map((index) => {
    const s = stats[index];
    return s?.kind === 'tested' ? s[side] : 1;
  });
  const qWorse = adjustPValues(pOf('pWorse'), settings.multipleComparisons);
  const qBetter = adjustPValues(pOf('pBetter'), settings.multipleComparisons);
  const adjusted: ({ qWorse: number; qBetter: number } | undefined)[] = [];
  tested.forEach((index, i) => {
    adjusted[index] = { qWorse: qWorse[i] ?? 1, qBetter: qBetter[i] ?? 1 };
  });
  const unreachable = sampleSizeNotes(significanceFloor(tested.length, settings.q, settings.multipleComparisons), tested.length, settings.q);

  const comparisons = pairs.map((pair, index): Comparison => {
    const threshold = thresholds[index] ?? settings.threshold;
    // One settings object for every pair at the default threshold, not a copy per pair.
    const own = threshold === settings.threshold ? settings : { ...settings, threshold };
    return applyGatePolicy(buildComparison(pair, summaries[index] ?? {}, stats[index], adjusted[index], own, unreachable), options.policy);
  });
  const report = buildReport({ base, head, comparisons, settings, warnings, offset, correcting });
  report.verdict = gateVerdict(comparisons, options.policy);
  return report;
}

function unitOf(pair: MetricPair): string {
  switch (pair.kind) {
    case 'both':
    case 'removed':
      return pair.base.unit;
    case 'new':
      return pair.head.unit;
    case 'failed':
    case 'skipped':
      return pair.unit;
  }
}

/** Log cost ratio of medians of a pair, for the machine offset; NaN when not applicable. */
function logCostRatioOf(pair: MetricPair): number {
  if (pair.kind !== 'both' || pair.head.assumption === 'exact') return NaN;
  const b = median(metricValues(pair.base));
  const h = median(metricValues(pair.head));
  return b > 0 && h > 0 ? Math.log(costRatio(h / b, pair.head.better)) : NaN;
}

function metricRef(pair: MetricPair): { key: string; unit: string; sign: number }[] {
  return pair.kind === 'both' && pair.head.assumption !== 'exact'
    ? [{ key: pair.benchmark.key, unit: pair.head.unit, sign: costSign(pair.head.better) }] : [];
}

function headOffsetInHistory(pair: MetricPair, history: CorrectedHistory): number {
  if (pair.kind !== 'both') return NaN;
  const mean = history.means.get(historyId(pair.benchmark.key, pair.head.unit));
  const h = median(metricValues(pair.head));
  return mean === undefined || !(h > 0) ? NaN : costSign(pair.head.better) * Math.log(h) - mean;
}

/** Both sides of a pair in ascending order (a side the pair does not have is undefined). */
interface SortedSides { base?: ArrayLike<number> | undefined; head?: ArrayLike<number> | undefined }

function testPair(pair: Extract<MetricPair, { kind: 'both' }>, sorted: SortedSides | undefined, offset: number, history: CorrectedHistory, historyOffset: number,
  singleSampleFallback: number | undefined): MetricStats {
  // Without a baseline history (two result files) no id string is built per metric; the input is
  // built property by property, not from spreads of optional parts (a temporary object each).
  const id = history.values.size === 0 ? undefined : historyId(pair.benchmark.key, pair.head.unit);
  const values = id === undefined ? undefined : history.values.get(id);
  const input: MetricInput = { better: pair.head.better, assumption: pair.head.assumption, base: metricValues(pair.base), head: metricValues(pair.head) };
  if (sorted?.base !== undefined && sorted.head !== undefined) input.sorted = { base: sorted.base, head: sorted.head };
  if (id !== undefined && values !== undefined) input.history = { costLogs: history.series.get(id) ?? [], offsetLog: historyOffset, values };
  if (singleSampleFallback !== undefined) input.singleSampleFallback = singleSampleFallback;
  return testMetric(input, pair.head.assumption === 'exact' ? 0 : offset);
}

/** The smallest p that can survive the adjustment as a lone discovery among m tests. */
function significanceFloor(m: number, q: number, method: MultipleComparisonMethod): number {
  if (m <= 1 || method === 'none') return q;
  if (method === 'by') return q / (m * harmonicNumber(m));
  return q / m;
}

/** The note for n1+n2 samples that cannot reach significance as a lone discovery; undefined when they can. */
type SampleSizeNotes = (n1: number, n2: number) => string | undefined;

/** Below this, sizes make an exact numeric key n1·SIZE_KEY + n2. */
const SIZE_KEY = 2 ** 26;

/**
 * SampleSizeNotes for one comparison run (its floor, m tests and q): a suite has a few distinct
 * sizes among thousands of tests, so each size's note is worked out (and its string built) once.
 */
function sampleSizeNotes(floor: number, m: number, q: number): SampleSizeNotes {
  const notes = new Map<number, string | undefined>();
  const note = (n1: number, n2: number): string | undefined => {
    if (!(minAchievablePValue(n1, n2) > floor)) return undefined;
    const need = samplesNeededPerSide(floor);
    return `n=${n1}+${n2} cannot reach significance for a single regression among ${m} comparison${m === 1 ? '' : 's'} at q=${q}; need at least ${need} samples per side (${Math.max(need, 10)} recommended)`;
  };
  return (n1, n2) => {
    if (n1 >= SIZE_KEY || n2 >= SIZE_KEY) return note(n1, n2);
    const key = n1 * SIZE_KEY + n2;
    if (!notes.has(key)) notes.set(key, note(n1, n2));
    return notes.get(key);
  };
}

function buildComparison(pair: MetricPair, sides: { base?: SideSummary | undefined; head?: SideSummary | undefined }, stats: MetricStats | undefined,
  adjusted: { qWorse: number; qBetter: number } | undefined, settings: CompareSettings, unreachable: SampleSizeNotes): Comparison {
  const { base, head } = sides;
  const metric = pair.kind === 'both' || pair.kind === 'new' ? pair.head : pair.kind === 'removed' ? pair.base : undefined;
  const comparison: Comparison = {
    key: pair.benchmark.key, name: pair.benchmark.name, unit: unitOf(pair), better: metric?.better ?? 'lower',
    status: 'no-change', ratio: null, ci: null, p: null, q: null, n: [base?.n ?? 0, head?.n ?? 0],
    threshold: settings.threshold, method: 'none', pWorse: null, qWorse: null, pBetter: null, qBetter: null, warnings: [],
  };
  if (pair.benchmark.parts.package !== undefined) comparison.package = pair.benchmark.parts.package;
  if (base !== undefined) comparison.base = base;
  if (head !== undefined) comparison.head = head;
  if (pair.kind !== 'both' || stats === undefined) {
    comparison.status = pair.kind === 'both' ? 'no-change' : pair.kind;
    if (pair.kind !== 'both' && pair.note !== undefined) comparison.warnings.push(pair.note);
    return comparison;
  }
  if (pair.base.better !== pair.head.better) comparison.warnings.push(`base says ${pair.base.better} is better, head says ${pair.head.better}; using head`);
  comparison.warnings.push(...stats.warnings);
  comparison.ratio = stats.ratio;
  if (stats.kind === 'inconclusive') {
    comparison.status = 'inconclusive';
    comparison.warnings.push(stats.reason);
    return comparison;
  }
  if (stats.kind === 'exact') {
    comparison.method = 'exact';
    comparison.status = decideStatus({ ratio: stats.ratio, better: comparison.better, q: settings.q, threshold: settings.threshold });
    return comparison;
  }
  if (stats.kind === 'threshold-fallback') {
    // No test: the change is judged as an exact metric's is (no p-values), at the fallback's own threshold.
    comparison.method = 'threshold-fallback';
    comparison.threshold = stats.threshold;
    comparison.status = decideStatus({ ratio: stats.ratio, better: comparison.better, q: settings.q, threshold: stats.threshold });
    return comparison;
  }
  return finishTested(comparison, stats, adjusted ?? { qWorse: 1, qBetter: 1 }, settings, unreachable);
}

function finishTested(comparison: Comparison, stats: Extract<MetricStats, { kind: 'tested' }>, adjusted: { qWorse: number; qBetter: number },
  settings: CompareSettings, unreachable: SampleSizeNotes): Comparison {
  Object.assign(comparison, { method: stats.method, ci: stats.ci, pWorse: stats.pWorse, pBetter: stats.pBetter, qWorse: adjusted.qWorse, qBetter: adjusted.qBetter });
  // p and q are the direction of the estimated change; with none estimated (a median difference of
  // 0, common with ties) the direction is the test's: the smaller q. Taking 'worse' there showed
  // p=1.0 beside a significant improvement's below-threshold.
  const cost = stats.ratio === null ? 1 : costRatio(stats.ratio, comparison.better);
  const worseSide = cost > 1 || (cost === 1 && adjusted.qWorse <= adjusted.qBetter);
  comparison.p = worseSide ? stats.pWorse : stats.pBetter;
  comparison.q = worseSide ? adjusted.qWorse : adjusted.qBetter;
  const [n1, n2] = comparison.n;
  const significant = adjusted.qWorse <= settings.q || adjusted.qBetter <= settings.q;
  const note = stats.method === 'history' ? undefined : unreachable(n1, n2);
  if (note !== undefined) {
    // A lone change cannot reach significance at this n; many changes together still can (BH is
    // step-up), so only a result that is not significant becomes inconclusive.
    comparison.warnings.push(note);
    if (!significant) {
      comparison.status = 'inconclusive';
      return comparison;
    }
  }
  comparison.status = decideStatus({ ratio: stats.ratio, better: comparison.better, qWorse: adjusted.qWorse, qBetter: adjusted.qBetter, q: settings.q, threshold: settings.threshold });
  return comparison;
}

/** n, median with its CI, min and max of one side, given in ascending order. */
function summarize(sorted: ArrayLike<number>): SideSummary | undefined {
  if (sorted.length === 0) return undefined;
  const ci = medianConfidenceInterval(sorted);
  return { n: sorted.length, median: sortedMedian(sorted), lo: ci.lo, hi: ci.hi, min: sorted[0] ?? NaN, max: sorted[sorted.length - 1] ?? NaN };
}
