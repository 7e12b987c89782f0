// Descriptive summary of one sample and a bimodality check, for the report's noise warnings
// ("noisy baseline (CV 12%)", "bimodal samples"; STATISTICS.md §4.1 item 3 and §4.5).
//
// Contract: pure functions of the values; no value is dropped (no outlier rejection).
// `cv` = sample SD / |mean| and `robustCv` = 1.4826·MAD / |median| (1.4826 makes the MAD a
// consistent estimate of σ for normal data; ss.medianAbsoluteDeviation returns the raw MAD).
//
// Bimodality method: split the sample into two groups with optimal 1-D k-means
// (`ss.ckmeans`, Wang & Song's Ckmeans.1d.dp, R Journal 3(2), 2011) and call it bimodal when
// both groups are substantial and clearly separated:
// * n ≥ 6 and each group holds ≥ 20% of the values,
// * the gap between the groups (min of the upper − max of the lower) is ≥ 5% of |median|,
// * the group means are ≥ 5 pooled within-group SDs apart (Ashman's D ≥ 5 with a pooled SD;
//   K. Ashman, C. Bird & S. Zepf, Astron. J. 108, 1994, use D > 2 for "clean separation", but
//   the two k-means halves of a unimodal normal sample already have D ≈ 2.7).
// Note: a rule of gap ≥ 3× the larger within-group SD was rejected: it flagged only 60–68% of
// 70/30 mixtures of two 2%-CV modes 15% apart at n = 10–30 (an SD from the 2–3 points of the
// minor mode is too noisy, and the gap shrinks as n grows). With the pooled SD, simulation
// (seeded, 3000 samples a cell) gives: mixtures flagged 80% (n = 10) to 86% (n = 30), 95–97%
// when the 70/30 split is exact; unimodal 2%-CV samples never (n = 10–30); unimodal 5–10%-CV
// samples 2–5% at n = 10 and ≤ 0.8% at n ≥ 15. The 20% share rule is what misses the
// mixture draws whose minor mode got fewer than 2 of 10 values.
import * as ss from 'simple-statistics';
import { median as sampleMedian } from './sorted.js';

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
  const cv = n >= 2 && mean !== 0 ? ss.sampleStandardDeviation(values) / Math.abs(mean) : Number.NaN;
  const robustCv = median !== 0 ? (MAD_TO_SIGMA * sampleMedian(values.map((v) => Math.abs(v - median)))) / Math.abs(median) : Number.NaN;
  return { n, median, min: ss.min(values), max: ss.max(values), mean, cv, robustCv };
}

/**
 * True when the sample looks like a mixture of two separated modes (see the module header),
 * e.g. a benchmark that alternates between a fast and a slow code path or machine state.
 * Always false for fewer than 6 values. `sorted` as for describeSample.
 * @throws RangeError for an empty sample or a non-finite value (a caller bug)
 */
export function isBimodal(values: readonly number[], sorted?: ArrayLike<number>): boolean {
  checkValues('isBimodal', values);
  const n = values.length;
  if (n < MIN_BIMODAL_SAMPLES) return false;
  // Cheap exact pre-check before ckmeans: two groups each ≥ 20% of the points whose means are ≥ 5%
  // of the median apart contribute a between-group variance ≥ 0.16·d², so the population SD is at
  // least 0.4 · 5% · |median|. Most baselines are far quieter than that.
  const median = sampleMedian(sorted ?? values);
  const minimumSd = Math.sqrt(MIN_CLUSTER_SHARE * (1 - MIN_CLUSTER_SHARE)) * MIN_GAP_TO_MEDIAN * Math.abs(median);
  if (ss.standardDeviation(values) < minimumSd) return false;
  const [low, high] = ss.ckmeans(values, 2);
  if (!low || !high) return false; // a single distinct value
  if (low.length < MIN_CLUSTER_SHARE * n || high.length < MIN_CLUSTER_SHARE * n) return false;
  const gap = ss.min(high) - ss.max(low);
  const withinSumOfSquares = ss.sampleVariance(low) * (low.length - 1) + ss.sampleVariance(high) * (high.length - 1);
  const pooledSd = Math.sqrt(withinSumOfSquares / (n - 2));
  const separation = ss.mean(high) - ss.mean(low);
  return gap >= MIN_GAP_TO_MEDIAN * Math.abs(median) && separation >= MIN_SEPARATION_IN_SDS * pooledSd;
}
