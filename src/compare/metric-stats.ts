/**
 * The statistics of one (benchmark, metric) pair, before multiple-comparison control: the effect
 * (Hodges-Lehmann ratio with its exact Moses CI, on logs), the one-sided Mann-Whitney p-values in
 * the worse and the better direction, the history prediction test when a baseline history exists,
 * and the warnings a reader needs (STATISTICS.md §4.1, §4.4, §4.6).
 *
 * With too few samples for the rank test (one number per run, or two), the history test alone
 * decides when the baseline has a history long enough; else, for one number per run, the config's
 * opt-in single-sample fallback (a plain threshold, no statistics) does, or nothing does.
 *
 * Orientation: "cost" is the metric turned so that larger is worse (log values negated for
 * higher-is-better units); `ratio` and `ci` stay in the metric's own orientation for display.
 */
import * as ss from 'simple-statistics';
import type { Assumption, Direction } from '../schema/result.js';
import { baselineShape } from '../stats/describe.js';
import { hodgesLehmann } from '../stats/hodges-lehmann.js';
import { historyPredictionTestOnLogs } from '../stats/history.js';
import { mannWhitneyPValues } from '../stats/mann-whitney.js';
import { median as sampleMedian } from '../stats/sorted.js';
import { formatPercent, formatShare, formatThreshold } from '../format.js';
import type { TestMethod } from './types.js';
import { costSign, effectRatio } from './verdict.js';

/** A history shorter than this does not estimate between-run spread well enough to gate on. */
export const MIN_HISTORY_RUNS = 5;
/** Fewer samples than this on a side (but more than one) is too few to test (§4.3). */
export const MIN_SAMPLES = 3;
const NOISY_CV = 0.10;
const NOISY_ROBUST_CV = 0.05;

export interface MetricInput {
  better: Direction;
  assumption: Assumption;
  base: readonly number[];
  head: readonly number[];
  /** Earlier baseline runs' medians as log-cost values (each corrected for its run's machine offset),
   * the offset of this head run in the same frame, and the runs' medians as stored (uncorrected,
   * any sign), which say whether the metric is deterministic. */
  history?: { costLogs: readonly number[]; offsetLog: number; values: readonly number[] };
  /**
   * The same samples in ascending order, when the caller has them (compare sorts each side once for
   * its summaries): the rank test, the Hodges-Lehmann estimate and the medians then sort nothing.
   */
  sorted?: { base: ArrayLike<number>; head: ArrayLike<number> };
  /**
   * The config's `single-sample-fallback` threshold (a fraction): with one sample per run on each
   * side and no history test possible, head against base at this threshold, without statistics.
   */
  singleSampleFallback?: number;
}

export type MetricStats =
  | { kind: 'tested'; method: TestMethod; ratio: number | null; ci: [number, number] | null; pWorse: number; pBetter: number; warnings: string[] }
  | { kind: 'exact'; ratio: number; warnings: string[] }
  /** The single-sample fallback: `ratio` (head/base, machine offset removed) against `threshold`, no test. */
  | { kind: 'threshold-fallback'; ratio: number; threshold: number; warnings: string[] }
  | { kind: 'inconclusive'; ratio: number | null; reason: string; warnings: string[] };

/** True when every value equals the first (a loop, not every(): this runs on both sides of every metric). */
function allEqual(xs: ArrayLike<number>): boolean {
  for (let i = 1; i < xs.length; i++) if (xs[i] !== xs[0]) return false;
  return true;
}

/**
 * The smallest and largest value, by a loop: Math.min(...values) passes every value as an argument
 * and overflows the stack from about 125,000 (pytest-benchmark keeps every round, 10^5 to 10^6).
 */
function rangeOf(xs: ArrayLike<number>): { min: number; max: number } {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < xs.length; i++) {
    const v = xs[i] ?? NaN;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return { min, max };
}

function allPositive(xs: ArrayLike<number>): boolean {
  for (let i = 0; i < xs.length; i++) if (!((xs[i] ?? NaN) > 0)) return false;
  return true;
}

function allPositiveFinite(xs: ArrayLike<number>): boolean {
  for (let i = 0; i < xs.length; i++) if (!((xs[i] ?? NaN) > 0 && Number.isFinite(xs[i]))) return false;
  return true;
}

/**
 * Tests one metric. `offsetLog` is the suite-wide machine offset (log cost) to remove from head.
 */
export function testMetric(input: MetricInput, offsetLog = 0): MetricStats {
  const warnings = baselineWarnings(input.base, input.sorted?.base);
  const { base, head } = input;
  if (input.assumption === 'exact') return compareExactly(input, warnings);
  const enough = base.length >= MIN_SAMPLES && head.length >= MIN_SAMPLES;
  // §4.6: all values equal on both sides is a deterministic measurement; compare it exactly.
  if (enough && allEqual(base) && allEqual(head)) return { kind: 'exact', ratio: effectRatio(base[0] ?? 0, head[0] ?? 0), warnings };
  if (!enough) return testAgainstHistory(input, offsetLog, warnings);
  for (const [side, values] of [['base', base], ['head', head]] as const) {
    if (allEqual(values)) {
      return { kind: 'inconclusive', ratio: medianRatio(base, head), reason: `all ${values.length} ${side} samples are equal (${values[0]}): too coarse to test; increase the benchmark time`, warnings };
    }
  }
  if (!allPositiveFinite(base) || !allPositiveFinite(head)) return testOnDifferences(input, warnings);
  return testOnLogs(input, offsetLog, warnings);
}

/**
 * Metrics that should not vary (allocation counts, sizes): a plain threshold on the medians, no
 * test (§4.6), with a warning when the values do vary after all.
 */
function compareExactly(input: MetricInput, warnings: string[]): MetricStats {
  // Say which side varies and how: a real change between base and head is not variation.
  // Order does not matter here: the sorted sides, when the caller has them, save the sorts.
  // Loops, not filter/map chains: this runs for every count and size of a suite (two thirds of a Go run's metrics).
  const base = input.sorted?.base ?? input.base;
  const head = input.sorted?.head ?? input.head;
  const baseVaries = !allEqual(base);
  const headVaries = !allEqual(head);
  if (baseVaries || headVaries) {
    const varying = baseVaries && headVaries ? `${rangeText('base', base)} and ${rangeText('head', head)}` : baseVaries ? rangeText('base', base) : rangeText('head', head);
    warnings.push(`exact distribution expected, but ${varying}; compared by medians`);
  }
  return { kind: 'exact', ratio: effectRatio(median(base), median(head)), warnings };
}

function rangeText(side: 'base' | 'head', values: ArrayLike<number>): string {
  const { min, max } = rangeOf(values);
  return `${side} ranges from ${min} to ${max}`;
}

function testOnLogs(input: MetricInput, offsetLog: number, warnings: string[]): MetricStats {
  const s = costSign(input.better);
  // Both tests depend only on the values, not their order: sorted samples give sorted logs, which
  // the rank test's own sort then passes through in one sweep.
  const logBase = logsOf(input.sorted?.base ?? input.base, 0);
  const logHead = logsOf(input.sorted?.head ?? input.head, s * offsetLog);
  // For lower-is-better units the cost is the log itself (1·v is v, bit for bit): no copies.
  const costBase = s === 1 ? logBase : logBase.map((v) => s * v);
  const costHead = s === 1 ? logHead : logHead.map((v) => s * v);
  // One ranking gives both directions (the exact tie-aware distribution is the costly part).
  const tails = mannWhitneyPValues(costHead, costBase);
  let pWorse = tails.greater;
  let pBetter = tails.less;
  const hl = hodgesLehmann(logBase, logHead);
  let method: TestMethod = 'mann-whitney';
  const history = historyTest(input, () => costSign(input.better) * Math.log(median(input.head)));
  if (history !== undefined) {
    pWorse = Math.max(pWorse, history.pWorse);
    pBetter = Math.max(pBetter, history.pBetter);
    method = 'mann-whitney+history';
  }
  return { kind: 'tested', method, ratio: Math.exp(hl.estimate), ci: [Math.exp(hl.lo), Math.exp(hl.hi)], pWorse, pBetter, warnings };
}

/** Zero or negative values have no logarithm: test the raw values, report the ratio of medians. */
function testOnDifferences(input: MetricInput, warnings: string[]): MetricStats {
  const s = costSign(input.better);
  const { greater: pWorse, less: pBetter } = mannWhitneyPValues(input.head.map((v) => s * v), input.base.map((v) => s * v));
  warnings.push('values of 0 or less, or not finite: tested on raw values; the change is relative to |base median|, without CI');
  return { kind: 'tested', method: 'mann-whitney', ratio: medianRatio(input.base, input.head), ci: null, pWorse, pBetter, warnings };
}

/**
 * Too few samples on a side for the rank test (one number per run, or two): only a history of
 * earlier runs can say what is noise (§4.4 items 9b and 10), tested on the head's median. The
 * effect is then measured against the history's centre, the same reference the test uses, not
 * against the base run alone.
 */
function testAgainstHistory(input: MetricInput, offsetLog: number, warnings: string[]): MetricStats {
  // §4.6: a history of equal values is a deterministic metric (a count, a size): no spread to test
  // against, so the change is compared exactly, as equal samples on both sides are (testMetric).
  // Read on the values as stored: the machine correction makes equal values unequal (a count of 100
  // every run was tested against the spread of the runner offsets, and failed the gate when the head
  // runner was 8% faster), and a count of 0 every run has no logarithm at all.
  if (isDeterministicHistory(input.history?.values ?? [])) return compareExactly(input, warnings);
  const h = median(input.head);
  const history = h > 0 ? historyTest(input, () => costSign(input.better) * Math.log(h)) : undefined;
  if (history !== undefined) return { kind: 'tested', method: 'history', ratio: history.ratio, ci: null, pWorse: history.pWorse, pBetter: history.pBetter, warnings };
  if (input.base.length !== 1 || input.head.length !== 1) {
    return { kind: 'inconclusive', ratio: medianRatio(input.base, input.head), reason: untestedReason(input, h, 'to gate'), warnings };
  }
  const b = input.base[0] ?? NaN;
  const usable = b > 0 && h > 0 && Number.isFinite(b) && Number.isFinite(h);
  const ratio = usable ? (h / b) * Math.exp(-costSign(input.better) * offsetLog) : effectRatio(b, h);
  const fallback = input.singleSampleFallback;
  // A head of 0 against a base above 0 is a ratio too (-100%): throughput that collapsed to 0 ops/s
  // is the regression a threshold check exists for, though no logarithm (so no history test) takes it.
  const judgeable = usable || (b > 0 && Number.isFinite(b) && h === 0);
  if (fallback !== undefined && judgeable) {
    warnings.push(fallbackNote(input, h, fallback, offsetLog));
    return { kind: 'threshold-fallback', ratio: usable ? ratio : 0, threshold: fallback, warnings };
  }
  // The fallback, when set, compares ratios against a base above 0: the others stay without a verdict, and say why.
  const skipped = fallback === undefined ? '' : `; single-sample-fallback does not apply: it compares a head value of 0 or more with a base value above 0`;
  return { kind: 'inconclusive', ratio, warnings, reason: `${untestedReason(input, h, 'to gate')}${skipped}. Reporting the ratio only: ${formatPercent(ratio - 1)}` };
}

/**
 * The note on a single-sample fallback result: what was done (a plain threshold on head against
 * base, no statistics) and why no test was possible. The same for every such metric of a run, so
 * the report shows it as one footnote.
 */
function fallbackNote(input: MetricInput, h: number, threshold: number, offsetLog: number): string {
  const against = offsetLog === 0 ? 'the base value' : 'the base value, corrected for the machine offset,';
  return `single-sample-fallback: an unqualified threshold check with no statistics, the head value against ${against} at ${formatThreshold(threshold)} (run-to-run noise of that size fails the gate too): ${untestedReason(input, h, 'for a statistical test')}`;
}

/** At least MIN_HISTORY_RUNS runs that all gave the same value, or whose values above 0 (those the test could use) all are the same. */
function isDeterministicHistory(values: readonly number[]): boolean {
  if (values.length >= MIN_HISTORY_RUNS && allEqual(values)) return true;
  const usable = values.filter((v) => v > 0);
  return usable.length >= MIN_HISTORY_RUNS && allEqual(usable);
}

/**
 * Why a metric with too few samples for the rank test was not tested against its history (`h` the
 * head's value or median); `goal`: what the missing runs or samples would allow.
 */
function untestedReason(input: MetricInput, h: number, goal: string): string {
  const [n1, n2] = [input.base.length, input.head.length];
  const runs = input.history?.costLogs.length ?? 0;
  const stored = input.history?.values.length ?? 0;
  const single = n1 === 1 && n2 === 1;
  // Without any history (two result files) the rank test's minimum is the whole story.
  if (!single && stored === 0) return `too few samples (n=${n1}+${n2}); need at least ${MIN_SAMPLES} per side, 10 recommended`;
  const samples = single ? '1 sample per run' : `too few samples (n=${n1}+${n2}) for the rank test`;
  const orSamples = single ? '7 samples per side' : `${MIN_SAMPLES} samples per side, 10 recommended`;
  if (runs >= MIN_HISTORY_RUNS) {
    return `${samples}, and the head ${n2 === 1 ? 'value' : 'median'} (${h}) is not a finite number above 0: the history test works on logarithms and cannot test it`;
  }
  if (stored > runs) {
    return `${samples}; ${stored - runs} of the ${stored} baseline runs in history have a value of 0 or less, which the history test (on logarithms) cannot use; need at least ${MIN_HISTORY_RUNS} runs above 0 (or ${orSamples}) ${goal}`;
  }
  return `${samples} and ${runs} baseline run${runs === 1 ? '' : 's'} in history; need at least ${MIN_HISTORY_RUNS} baseline runs (or ${orSamples}) ${goal}`;
}

interface HistoryTest { pWorse: number; pBetter: number; /** head against the history's centre, metric orientation. */ ratio: number }

/**
 * The history prediction test in both directions, for a head run whose (uncorrected) log cost is
 * given; a function, so that the head's median is only taken when there is a history to test against.
 */
function historyTest(input: MetricInput, headCostLog: () => number): HistoryTest | undefined {
  const history = input.history;
  if (history === undefined || history.costLogs.length < MIN_HISTORY_RUNS) return undefined;
  const candidate = headCostLog() - history.offsetLog;
  // On the logs as they are: exponentiated, a log beyond about ±709 (a run of 1e-320, whose log is
  // −737, in the "better" direction, or 1e308 once corrected for the machine) overflowed to ∞ or
  // went subnormal, the test was dropped, and a metric with one sample per run was left
  // inconclusive (a pass) however far it regressed.
  const worse = historyPredictionTestOnLogs(history.costLogs, candidate);
  const better = historyPredictionTestOnLogs(history.costLogs.map((v) => -v), -candidate);
  if (worse === undefined || better === undefined) return undefined;
  const centre = ss.mean([...history.costLogs]);
  return { pWorse: worse.p, pBetter: better.p, ratio: Math.exp(costSign(input.better) * (candidate - centre)) };
}

/** log(v) − shift for each value. */
function logsOf(values: ArrayLike<number>, shift: number): number[] {
  const logs: number[] = [];
  for (let i = 0; i < values.length; i++) logs.push(Math.log(values[i] ?? NaN) - shift);
  return logs;
}

function baselineWarnings(base: readonly number[], sorted: ArrayLike<number> | undefined): string[] {
  if (base.length < MIN_SAMPLES || !allPositive(base)) return [];
  // Equal finite values (most allocation counts and sizes) can be neither noisy nor bimodal: their
  // CV is rounding-level, their MAD 0 and their SD below the bimodality pre-check. Skip the work.
  if (allEqual(base) && Number.isFinite(base[0])) return [];
  const d = baselineShape(base, sorted);
  const warnings: string[] = [];
  if (d.cv > NOISY_CV || d.robustCv > NOISY_ROBUST_CV) {
    warnings.push(`noisy baseline (CV ${formatShare(d.cv)}, robust CV ${formatShare(d.robustCv)}): consider more samples or a quieter runner`);
  }
  if (d.bimodal) warnings.push('bimodal baseline samples: the benchmark alternates between two speeds');
  return warnings;
}

/** The median; NaN for an empty list (a side with no values has no centre). */
export function median(values: ArrayLike<number>): number {
  return values.length === 0 ? NaN : sampleMedian(values);
}

function medianRatio(base: readonly number[], head: readonly number[]): number | null {
  const ratio = effectRatio(median(base), median(head));
  return Number.isNaN(ratio) ? null : ratio;
}
