// Descriptive summary of one sample and a bimodality check, for the report's noise warnings
// ("noisy baseline (CV 12%)", "bimodal samples"; STATISTICS.md §4.1 item 3 and §4.5).
//
// Contract: pure functions of the values; no value is dropped (no outlier rejection): the
// bimodality check only sets the most extreme 1% aside to locate the modes (below).
// `cv` = sample SD / |mean| and `robustCv` = 1.4826·MAD / |median| (1.4826 makes the MAD a
// consistent estimate of σ for normal data; ss.medianAbsoluteDeviation returns the raw MAD).
//
// Bimodality method: split the sample into two groups with optimal 1-D k-means (the split of
// the ascending values that maximises the between-group sum of squares; 1-D k-means groups are
// runs of the sorted values, so one O(n) scan with running sums finds the same optimum as
// Ckmeans.1d.dp, Wang & Song, R Journal 3(2), 2011) and call it bimodal when both groups are
// substantial and clearly separated:
// * n ≥ 6 and each group holds ≥ 20% of the values,
// * the gap between the groups, net of the clock's resolution (below), is ≥ 5% of |median|,
//   and so is the distance between the group means,
// * the group means are ≥ 5 pooled within-group SDs apart (Ashman's D ≥ 5 with a pooled SD;
//   K. Ashman, C. Bird & S. Zepf, Astron. J. 108, 1994, use D > 2 for "clean separation", but
//   the two k-means halves of a unimodal normal sample already have D ≈ 2.7, and those of
//   unimodal skewed shapes up to ≈ 3.5: exponential, gamma or Weibull with shape 1, or a normal
//   body with an exponential tail; log-normal ones ≈ 2.8–3.1 where the split passes the share rule).
// Note: a rule of gap ≥ 3× the larger within-group SD was rejected: it flagged only 60–68% of
// 70/30 mixtures of two 2%-CV modes 15% apart at n = 10–30 (an SD from the 2–3 points of the
// minor mode is too noisy, and the gap shrinks as n grows). With the pooled SD, simulation
// (seeded, 3000 samples a cell) gives: mixtures flagged 80% (n = 10) to 86% (n = 30), 95–97%
// when the 70/30 split is exact; unimodal 2%-CV samples never (n = 10–30); unimodal 5–10%-CV
// samples 2–5% at n = 10 and ≤ 0.8% at n ≥ 15. The 20% share rule is what misses the
// mixture draws whose minor mode got fewer than 2 of 10 values.
//
// Large samples (pytest-benchmark keeps every round: 10^5 to 10^6 values). The extreme points
// say nothing there: of two modes 6.5–7.5 SDs apart, hundreds of values each lie past the
// midpoint at n = 10^6, so an empty gap never appears (a rule on min(upper) − max(lower) flagged 66%
// of 70/30 mixtures of 2%-CV modes 15% apart at n = 100, 34% at n = 200, none at n = 1000), and
// a handful of 10× outliers (GC pauses, interrupts) would take a k-means group of their own and
// dominate the within-group SD. So:
// * the split, the group means and SDs use the central values only: ⌊1% · n⌋ values are set
//   aside at each end (none below n = 100, so the usual 5 to 30 samples are unaffected); the
//   set-aside values still count in their group's share;
// * the gap is taken between robust group edges: the value ⌊5% · size⌋ places in from the
//   split in each group (the 95th percentile of the lower group against the 5th of the upper).
//   A group under 20 values has its extreme as edge, which is the plain gap of small samples.
// Seeded draws (100 samples a cell at n = 10^3 and 10^4, 20 at 10^5, 3 at 10^6): 70/30 and 50/50
// mixtures of 2%-CV modes 15% apart flagged 98–100%, with or without 0.1–0.5% of 3–10×
// outliers (and 98.7–100% at n = 100–200, 3000 a cell); modes 3% CV wide (D ≈ 5 before
// truncation) are at the edge, 0–5% flagged; an 80/20 mixture (1% CV, 10% apart) about half,
// the 20% share rule cutting through its minor mode. Unimodal samples flagged in none of those
// cells: normal (5–10% CV), log-normal (σ = 0.3–1), exponential tails, Pareto (α = 1.5), a
// 2%-CV body with 0.5% or 5% of 3–10× outliers. Small samples: at n = 10–20 the seeded cells
// above differ from the plain-gap rule's by at most 6 samples in 3000 (the resolution term);
// from n ≈ 30 the larger group's edge moves in from its extreme and more mixtures are flagged
// (70/30: 90% against 88% at n = 30, 93% against 85% at n = 50), unimodal cells by ≤ 3 in 3000.
// Cost: O(n) on the sorted values compare already has, about 40 ms at n = 10^6 in Node 20
// (ss.ckmeans took 2.2 s there) and a few µs at n = 10.
//
// Clock resolution. Timings on a coarse clock take few distinct values (1000 rounds of 20 or
// 21 ns; a ms-resolution timer giving 12, 13 or 14 ms), and 2-means puts one value in each
// group: the groups then look perfectly separated (within-group SD 0), but one resolution step
// between adjacent values is what rounding alone produces: two runs of the same speed can land
// on either side of a tick. Rounding or truncating to a grid moves every value by less than one
// step, so a gap g between the groups only shows that their true values are more than g − step
// apart, and that net gap is what must reach 5% of |median|. The step is estimated as the
// smallest positive difference between sorted values, ignoring differences below 1e-9·|median|
// (float noise from a unit conversion; a real step that small cannot matter against 5%). For
// unquantized data the smallest difference is tiny and the rule is the plain gap; for data with
// three adjacent values, or any split between adjacent ticks, the net gap is 0, while two modes
// with empty ticks between them (100 ± 2 and 115 ± 2 ns on a 1 ns clock) still count. Only
// differences within a group count as steps: the one across the split is the gap being judged.
// With just two distinct values no step is visible, and the gap could be one tick (20 and 21 ns)
// or two speeds (100 and 200 ns alternating): half the gap is taken as the step, so two values
// are bimodal when they lie 10% of the median apart or more (21 vs 20 ns is 5%, 200 vs 100 ns 67%).
// Seeded 1000-round samples of round(20.4 + 0.3·N(0, 1)) ns: the plain gap flagged all of them,
// this rule none. Limit: one off-grid value (another code path, a different unit) makes the
// estimated step small, and the rule falls back to the plain gap.
import * as ss from 'simple-statistics';
import { median as sampleMedian, sortedCopy } from './sorted.js';

export interface SampleDescription {
  /** Number of values. */
  n: number;
  median: number;
  min: number;
  max: number;
  mean: number;
  /** Coefficient of variation, sample SD / |mean|; NaN when n < 2 or mean = 0 (so `cv > x` is false). */
  cv: number;
  /** Robust CV, 1.4826·MAD / |median|; NaN when median = 0. */
  robustCv: number;
}

const MAD_TO_SIGMA = 1.4826;
const MIN_BIMODAL_SAMPLES = 6;
const MIN_CLUSTER_SHARE = 0.2;
const MIN_GAP_TO_MEDIAN = 0.05;
const MIN_SEPARATION_IN_SDS = 5;
/** Share of the values set aside at each end before the split (module header, large samples). */
const TRIM_SHARE = 0.01;
/** A group's robust edge is this share of its values in from the split. */
const EDGE_SHARE = 0.05;
/** Differences between values below this share of |median| are float noise, not a clock step. */
const FLOAT_NOISE = 1e-9;

function checkValues(caller: string, values: readonly number[]): void {
  if (values.length === 0) throw new RangeError(`${caller}: the sample is empty`);
  if (!values.every((v) => Number.isFinite(v))) throw new RangeError(`${caller}: the sample has a non-finite value`);
}

/**
 * Summary statistics of one sample (any order; units are those of the values). `sorted`, the same
 * values ascending when the caller has them, saves the sort for the median.
 * @throws RangeError for an empty sample or a non-finite value (a caller bug)
 */
export function describeSample(values: readonly number[], sorted?: ArrayLike<number>): SampleDescription {
  checkValues('describeSample', values);
  const n = values.length;
  // Medians through sorted.ts (the same values as ss.median, without a copy and a selection each);
  // the mean and SD stay ss's own, on the values in their order, since a sum depends on the order of its terms.
  const median = sampleMedian(sorted ?? values);
  const mean = ss.mean(values);
  const cv = n >= 2 && mean !== 0 ? coefficientOfVariation(values, mean) : Number.NaN;
  const robustCv = robustCoefficientOfVariation(values, median);
  return { n, median, min: ss.min(values), max: ss.max(values), mean, cv, robustCv };
}

/** 1.4826·MAD / |median| (`median` the values' own); NaN when the median is 0. */
function robustCoefficientOfVariation(values: readonly number[], median: number): number {
  return median !== 0 ? (MAD_TO_SIGMA * sampleMedian(values.map((v) => Math.abs(v - median)))) / Math.abs(median) : Number.NaN;
}

/**
 * Sample SD / |mean|. The CV does not depend on the scale, but the squares in the SD do: a noisy
 * 1e-300 sample had CV 0% (they underflowed) and a quiet 1e300 one CV Infinity, called noisy.
 */
function coefficientOfVariation(values: readonly number[], mean: number): number {
  const scaled = withSafeMagnitude(values);
  return ss.sampleStandardDeviation(scaled) / Math.abs(scaled === values ? mean : ss.mean(scaled));
}

/** Beyond 2^±400 (about 1e±120), squares of values or of their spread can underflow or overflow. */
const SAFE_MAGNITUDE = 2 ** 400;

/**
 * The values themselves when their largest magnitude lies within 2^±400 (every timing, size and
 * count), else scaled by a power of two that brings it near 1. A power of two scales every sum,
 * square and root exactly, so the measures read off the scaled values are scale-free ratios of the
 * same numbers (a subnormal loses what it already lacked).
 */
function withSafeMagnitude<T extends ArrayLike<number>>(values: T): T | number[] {
  let largest = 0;
  for (let i = 0; i < values.length; i++) largest = Math.max(largest, Math.abs(values[i] ?? 0));
  if (largest === 0 || (largest < SAFE_MAGNITUDE && largest > 1 / SAFE_MAGNITUDE)) return values;
  // Clamped so that the factor itself is finite (2^1074 for a subnormal overflows).
  const factor = 2 ** Math.max(-1000, Math.min(1000, -Math.floor(Math.log2(largest))));
  return Array.from(values, (v) => v * factor);
}

/** The measures the bimodality rule thresholds (module header); the groups are those of the 2-means split. */
export interface BimodalityMeasures {
  /** Values in the lower group, the set-aside lowest ones included; the upper group has n − lowCount. */
  lowCount: number;
  /** Upper group's low edge − lower group's high edge (robust edges; the plain gap below 20 values a group). */
  gap: number;
  /**
   * The clock's resolution: the smallest positive difference between values within a group
   * (above float noise); half the gap when neither group has one (two distinct values).
   */
  resolution: number;
  /** Upper group mean − lower group mean (central values). */
  separation: number;
  /** Pooled within-group SD (central values, n − 2 degrees of freedom with n the central count). */
  pooledSd: number;
}

/**
 * The 2-means split of the central values of an ascending sample (at least 6 values, as isBimodal
 * passes them) and the measures of it that the rule compares; `median` is the sample's median.
 * Undefined when the central values are all equal. No thresholds: isBimodal applies them.
 */
export function bimodalityMeasures(sorted: ArrayLike<number>, median: number): BimodalityMeasures | undefined {
  const n = sorted.length;
  const trim = Math.floor(TRIM_SHARE * n);
  const lo = trim;
  const hi = n - trim;
  const m = hi - lo;
  const at = (i: number): number => sorted[i] ?? NaN;
  // Sums of the values minus the median (less cancellation in the squares of the means).
  let total = 0;
  for (let i = lo; i < hi; i++) total += at(i) - median;
  // The split maximising the between-group sum of squares m₁m₂(μ₂ − μ₁)²/m; only between
  // distinct values (an optimal 2-means split never separates equal values). First maximum wins.
  let split = -1;
  let best = -1;
  let running = 0;
  for (let i = lo + 1; i < hi; i++) {
    running += at(i - 1) - median;
    if (!(at(i - 1) < at(i))) continue;
    const lowN = i - lo;
    const highN = hi - i;
    const difference = (total - running) / highN - running / lowN;
    const between = lowN * highN * difference * difference;
    if (between > best) {
      best = between;
      split = i;
    }
  }
  if (split < 0) return undefined;
  const lowN = split - lo;
  const highN = hi - split;
  let lowSum = 0;
  for (let i = lo; i < split; i++) lowSum += at(i) - median;
  const lowMean = lowSum / lowN;
  const highMean = (total - lowSum) / highN;
  let within = 0;
  for (let i = lo; i < split; i++) within += (at(i) - median - lowMean) ** 2;
  for (let i = split; i < hi; i++) within += (at(i) - median - highMean) ** 2;
  const noise = FLOAT_NOISE * Math.abs(median);
  // The step between the groups is the gap itself: only steps within a group show the clock.
  let resolution = Number.POSITIVE_INFINITY;
  for (let i = 1; i < n; i++) {
    const step = at(i) - at(i - 1);
    if (i !== split && step > noise && step < resolution) resolution = step;
  }
  const gap = at(split + Math.floor(EDGE_SHARE * highN)) - at(split - 1 - Math.floor(EDGE_SHARE * lowN));
  return {
    lowCount: split,
    gap,
    // Two distinct values (both groups constant): the clock cannot be told from the gap; half of it.
    resolution: Number.isFinite(resolution) ? resolution : gap / 2,
    separation: highMean - lowMean,
    pooledSd: Math.sqrt(within / (m - 2)),
  };
}

/**
 * True when the sample looks like a mixture of two separated modes (see the module header),
 * e.g. a benchmark that alternates between a fast and a slow code path or machine state.
 * Always false for fewer than 6 values. `sorted` as for describeSample.
 * @throws RangeError for an empty sample or a non-finite value (a caller bug)
 */
export function isBimodal(values: readonly number[], sorted?: ArrayLike<number>): boolean {
  checkValues('isBimodal', values);
  // The rule compares SDs and gaps with |median|, the same at any scale, but its squares are not.
  const xs = withSafeMagnitude(values);
  const xsSorted = xs === values ? sorted : sorted && withSafeMagnitude(sorted);
  if (xs.length < MIN_BIMODAL_SAMPLES) return false;
  return splitsInTwo(xs, xsSorted, sampleMedian(xsSorted ?? xs), ss.standardDeviation(xs));
}

/**
 * isBimodal past its size check, given the sample's median and population SD (values of a safe
 * magnitude; `sorted` the same ascending, when the caller has them).
 */
function splitsInTwo(xs: ArrayLike<number>, sorted: ArrayLike<number> | undefined, median: number, sd: number): boolean {
  const n = xs.length;
  // Cheap exact pre-check before the split: two groups each ≥ 20% of the points whose means are
  // ≥ 5% of the median apart contribute a between-group variance ≥ 0.16·d², so the population SD
  // is at least 0.4 · 5% · |median|. (The set-aside end values only widen the groups' distance:
  // the lowest lie below the lower group's central values, the highest above the upper's.) Most
  // baselines are far quieter than that.
  const scale = Math.abs(median);
  const minimumSd = Math.sqrt(MIN_CLUSTER_SHARE * (1 - MIN_CLUSTER_SHARE)) * MIN_GAP_TO_MEDIAN * scale;
  if (sd < minimumSd) return false;
  // The split needs the values in order: sorted only now, when the pre-check let them through.
  const measures = bimodalityMeasures(sorted ?? sortedCopy(xs), median);
  if (measures === undefined) return false; // a single distinct value among the central ones
  const { lowCount, gap, resolution, separation, pooledSd } = measures;
  if (lowCount < MIN_CLUSTER_SHARE * n || n - lowCount < MIN_CLUSTER_SHARE * n) return false;
  return gap - resolution >= MIN_GAP_TO_MEDIAN * scale && separation >= MIN_GAP_TO_MEDIAN * scale
    && separation >= MIN_SEPARATION_IN_SDS * pooledSd;
}

/** The noise measures of a baseline: describeSample's `cv` and `robustCv`, and isBimodal's answer. */
export interface BaselineShape { cv: number; robustCv: number; bimodal: boolean }

/**
 * describeSample(values, sorted).cv and .robustCv and isBimodal(values, sorted), the same doubles
 * and answer, with the mean, the squared deviations and the median each computed once instead of
 * two to four times (compare asks this of every baseline). Values beyond a safe magnitude (rare)
 * go through the two functions themselves.
 * @throws RangeError for an empty sample or a non-finite value, as describeSample does
 */
export function baselineShape(values: readonly number[], sorted?: ArrayLike<number>): BaselineShape {
  checkValues('baselineShape', values);
  if (withSafeMagnitude(values) !== values) {
    const { cv, robustCv } = describeSample(values, sorted);
    return { cv, robustCv, bimodal: isBimodal(values, sorted) };
  }
  const n = values.length;
  const median = sampleMedian(sorted ?? values);
  const mean = ss.mean(values);
  // Σ(x − mean)² as ss.sumNthPowerDeviations(values, 2) sums it: ss's sample SD divides it by
  // n − 1, its population SD (isBimodal's pre-check) by n.
  let squares = 0;
  for (let i = 0; i < n; i++) {
    const deviation = (values[i] ?? NaN) - mean;
    squares += deviation * deviation;
  }
  const cv = n >= 2 && mean !== 0 ? Math.sqrt(squares / (n - 1)) / Math.abs(mean) : Number.NaN;
  const robustCv = robustCoefficientOfVariation(values, median);
  const bimodal = n >= MIN_BIMODAL_SAMPLES && splitsInTwo(values, sorted, median, Math.sqrt(squares / n));
  return { cv, robustCv, bimodal };
}
