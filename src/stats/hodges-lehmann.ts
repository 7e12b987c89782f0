// Hodges–Lehmann estimate of the shift between two samples, with the exact Moses
// distribution-free confidence interval. bench-gate calls it on log values, so the shift is a
// log ratio and exp(estimate) is the "typical" ratio head/base (no logs are taken here).
//
// Contract: estimate = median of the n1·n2 differences y_j − x_i (the shift of y relative to
// x). Sorting those differences as D(1) ≤ … ≤ D(n1·n2), the interval is [D(C+1), D(n1·n2 − C)],
// where C is the largest u with P(U ≤ u) ≤ α/2 under the no-ties null distribution of the
// Mann–Whitney U for (n1, n2), α = 1 − confidence. Its actual coverage for continuous data is
// 1 − 2·P(U ≤ C) ≥ the requested confidence. Example: n1 = n2 = 5 at 95% gives C = 2, the
// interval [D(3), D(23)] with actual confidence 0.968.
//
// Method: J. L. Hodges and E. L. Lehmann, "Estimates of location based on rank tests" (Ann.
// Math. Statist. 34, 1963) for the estimate; L. E. Moses' interval (in Walker & Lev,
// "Statistical Inference", 1953; see also Hollander & Wolfe, "Nonparametric Statistical
// Methods", ch. 4) for the CI, which is the set of shifts the two-sided Mann–Whitney test at
// level α does not reject (up to the convention at the boundary). C comes from the exact U distribution when
// `isExactNoTiesSize(n1, n2)`, otherwise from the normal approximation with continuity
// correction: C = ⌊n1n2/2 − ½ + z_{α/2}·√(n1n2(N+1)/12)⌋.
import { normalCdf, normalQuantile } from './normal.js';
import { differenceOrderStatistic, previousDifference } from './pairwise-differences.js';
import { isExactNoTiesSize, uNullCdf } from './u-distribution.js';

export interface HodgesLehmannResult {
  /** Median of all pairwise differences y_j − x_i (same units as the inputs). */
  estimate: number;
  /** Lower confidence bound, D(C+1); −Infinity when the samples are too small (see below). */
  lo: number;
  /** Upper confidence bound, D(n1·n2 − C); +Infinity when the samples are too small. */
  hi: number;
  /** Actual confidence of [lo, hi]: 1 − 2·P(U ≤ C), ≥ the requested one; 1 if unbounded. */
  confidence: number;
}

/** The Moses critical value and its lower tail. */
export interface CriticalValue {
  /** C, or −1 when even u = 0 has P(U ≤ 0) > α/2. */
  c: number;
  /** P(U ≤ C) (0 when C = −1). */
  lowerTail: number;
}

/**
 * Relative slack when comparing P(U ≤ u) with α/2, so that a tail exactly equal to α/2 in exact
 * arithmetic qualifies despite rounding: (1 − 0.9)/2 is 0.04999999999999999 in floating point,
 * while P(U ≤ 0) for 3+3 is exactly 1/20.
 */
const TAIL_SLACK = 1e-12;

function exactCriticalValue(n1: number, n2: number, halfAlpha: number): CriticalValue {
  const limit = halfAlpha * (1 + TAIL_SLACK);
  // Bisection for the largest u with P(U ≤ u) ≤ limit (the CDF is non-decreasing). Invariant:
  // `lo` qualifies (P(U ≤ −1) = 0), `hi` does not or lies beyond ⌊(n1n2 − 1)/2⌋, which keeps
  // D(C+1) ≤ D(n1n2 − C) even for a tiny confidence.
  let lo = -1;
  let hi = Math.floor((n1 * n2 - 1) / 2) + 1;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (uNullCdf(mid, n1, n2) <= limit) lo = mid;
    else hi = mid;
  }
  return { c: lo, lowerTail: lo < 0 ? 0 : uNullCdf(lo, n1, n2) };
}

function normalCriticalValue(n1: number, n2: number, halfAlpha: number): CriticalValue {
  const mean = (n1 * n2) / 2;
  const sd = Math.sqrt((n1 * n2 * (n1 + n2 + 1)) / 12);
  const c = Math.floor(mean - 0.5 + sd * normalQuantile(halfAlpha));
  if (c < 0) return { c: -1, lowerTail: 0 };
  return { c, lowerTail: normalCdf((c + 0.5 - mean) / sd) };
}

/**
 * The Moses critical value C for sizes (n1, n2) and the given two-sided confidence, and the
 * tail P(U ≤ C) that determines the actual confidence 1 − 2·P(U ≤ C).
 */
export function mosesCriticalValue(n1: number, n2: number, confidence: number): CriticalValue {
  return { ...criticalValue(n1, n2, confidence) };
}

/**
 * C depends only on the sizes and the confidence, and a suite asks for the same few (a bisection
 * each). Keyed by number, not by a string built per call: this runs once per tested metric.
 */
const CRITICAL_VALUES = new Map<number, Map<number, CriticalValue>>();
/** Sizes below this (per side) are cached under the key n1·SIZE_KEY + n2. */
const SIZE_KEY = 2 ** 21;

function criticalValue(n1: number, n2: number, confidence: number): CriticalValue {
  const cacheable = n1 < SIZE_KEY && n2 < SIZE_KEY;
  const byConfidence = cacheable ? CRITICAL_VALUES.get(n1 * SIZE_KEY + n2) : undefined;
  const cached = byConfidence?.get(confidence);
  if (cached !== undefined) return cached;
  const halfAlpha = (1 - confidence) / 2;
  const value = isExactNoTiesSize(n1, n2) ? exactCriticalValue(n1, n2, halfAlpha) : normalCriticalValue(n1, n2, halfAlpha);
  if (byConfidence !== undefined) {
    if (byConfidence.size < 16) byConfidence.set(confidence, value);
  } else if (cacheable && CRITICAL_VALUES.size < 10_000) {
    CRITICAL_VALUES.set(n1 * SIZE_KEY + n2, new Map([[confidence, value]]));
  }
  return value;
}

/** Up to this many differences they are listed and selected from; beyond, found in the implicit matrix (pairwise-differences.ts). */
const SORT_LIMIT = 400;

function checkSample(name: string, sample: readonly number[]): void {
  if (sample.length === 0) throw new RangeError(`hodgesLehmann: sample ${name} is empty`);
  if (!sample.every((v) => Number.isFinite(v))) throw new RangeError(`hodgesLehmann: sample ${name} has a non-finite value`);
}

/**
 * Hodges–Lehmann shift of y relative to x (median of y_j − x_i) with the exact Moses CI.
 * Pass log values to get a log ratio (exp(estimate) = typical y/x ratio).
 *
 * When no u satisfies P(U ≤ u) ≤ α/2, i.e. 1/C(n1+n2, n1) > α/2 (for example n1 = n2 = 3 at
 * 95%, or n1 = 1), the samples cannot bound the shift at that confidence: lo = −Infinity,
 * hi = +Infinity and confidence = 1.
 * @param confidence two-sided confidence level in (0, 1), default 0.95
 * @throws RangeError for an empty sample, a non-finite value or a confidence outside (0, 1)
 */
export function hodgesLehmann(x: readonly number[], y: readonly number[], confidence = 0.95): HodgesLehmannResult {
  checkSample('x', x);
  checkSample('y', y);
  if (!(confidence > 0 && confidence < 1)) throw new RangeError(`hodgesLehmann: confidence must be in (0, 1), got ${confidence}`);
  const n1 = x.length;
  const n2 = y.length;
  const total = n1 * n2;
  const { c, lowerTail } = criticalValue(n1, n2, confidence);
  const mid = Math.floor(total / 2); // not `>> 1`: n1·n2 passes 2^31 at about 46,341 samples a side
  // A difference can be −0 only when some y is −0; then the numeric sort alone orders −0 before +0.
  const negativeZero = y.some((v) => Object.is(v, -0));
  if (total <= SORT_LIMIT || negativeZero) {
    // A few hundred differences: four order statistics selected in place, a third of a sort's work.
    const d = differences(x, y);
    if (negativeZero) d.sort();
    else selectRank(d, 0, total - 1, mid);
    const middle = d[mid] ?? NaN;
    const estimate = total % 2 === 1 ? middle : (maxOf(d, 0, mid) + middle) / 2;
    if (c < 0) return { estimate, lo: Number.NEGATIVE_INFINITY, hi: Number.POSITIVE_INFINITY, confidence: 1 };
    // Ranks c < mid and total − 1 − c > mid lie on either side of the selected middle.
    if (!negativeZero && c < mid) selectRank(d, 0, mid - 1, c);
    if (!negativeZero && total - 1 - c > mid) selectRank(d, mid + 1, total - 1, total - 1 - c);
    return { estimate, lo: d[c] ?? NaN, hi: d[total - 1 - c] ?? NaN, confidence: 1 - 2 * lowerTail };
  }
  const { xDesc, yAsc } = selectionInputs(x, y);
  const middle = differenceOrderStatistic(xDesc, yAsc, mid);
  const estimate = total % 2 === 1 ? middle : (previousDifference(xDesc, yAsc, mid, middle) + middle) / 2;
  if (c < 0) return { estimate, lo: Number.NEGATIVE_INFINITY, hi: Number.POSITIVE_INFINITY, confidence: 1 };
  return { estimate, lo: differenceOrderStatistic(xDesc, yAsc, c), hi: differenceOrderStatistic(xDesc, yAsc, total - 1 - c), confidence: 1 - 2 * lowerTail };
}

/**
 * All n1·n2 differences y_j − x_i, in a buffer reused for every call of the same size (valid until
 * the next call): a suite tests thousands of metrics of one size, and a fresh typed array per call
 * lives outside V8's heap and costs more to allocate than to fill. The typed-array sort is numeric
 * and puts −0 before +0, as the contract needs.
 */
function differences(x: readonly number[], y: readonly number[]): Float64Array {
  const total = x.length * y.length;
  let buffer = DIFFERENCE_BUFFERS.get(total);
  if (buffer === undefined) {
    buffer = new Float64Array(total);
    if (DIFFERENCE_BUFFERS.size < 64) DIFFERENCE_BUFFERS.set(total, buffer);
  }
  let k = 0;
  for (let j = 0; j < y.length; j++) {
    const yj = y[j] ?? NaN;
    for (let i = 0; i < x.length; i++) buffer[k++] = yj - (x[i] ?? NaN);
  }
  return buffer;
}

/** Below this many values a range is finished by insertion sort. */
const INSERTION_RANGE = 12;

/**
 * Rearranges a[lo..hi] so that a[k] holds the value a sort would put there, with nothing larger
 * before it and nothing smaller after it (Hoare's selection, median-of-three pivot). Equal doubles
 * are the same value, so which of them lands at k does not change the result; −0 (equal to +0 here)
 * never reaches it (see hodgesLehmann).
 */
function selectRank(a: Float64Array, lo: number, hi: number, k: number): void {
  while (hi - lo >= INSERTION_RANGE) {
    const first = a[lo] ?? NaN;
    const middle = a[(lo + hi) >> 1] ?? NaN;
    const last = a[hi] ?? NaN;
    const pivot = first < middle ? (middle < last ? middle : first < last ? last : first) : (first < last ? first : middle < last ? last : middle);
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((a[i] ?? NaN) < pivot) i++;
      while ((a[j] ?? NaN) > pivot) j--;
      if (i <= j) {
        const t = a[i] ?? NaN;
        a[i++] = a[j] ?? NaN;
        a[j--] = t;
      }
    }
    // a[lo..j] ≤ pivot ≤ a[i..hi], and anything between equals the pivot.
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return;
  }
  for (let i = lo + 1; i <= hi; i++) {
    const v = a[i] ?? NaN;
    let j = i - 1;
    for (; j >= lo && (a[j] ?? NaN) > v; j--) a[j + 1] = a[j] ?? NaN;
    a[j + 1] = v;
  }
}

/** The largest of a[from..to). */
function maxOf(a: Float64Array, from: number, to: number): number {
  let max = -Infinity;
  for (let i = from; i < to; i++) max = Math.max(max, a[i] ?? NaN);
  return max;
}

const DIFFERENCE_BUFFERS = new Map<number, Float64Array>();

/** The sorted inputs of the selection in the difference matrix (see pairwise-differences.ts). */
function selectionInputs(x: readonly number[], y: readonly number[]): { xDesc: Float64Array; yAsc: Float64Array } {
  const xDesc = new Float64Array(x.length);
  xDesc.set(x);
  xDesc.sort().reverse();
  const yAsc = new Float64Array(y.length);
  yAsc.set(y);
  yAsc.sort();
  return { xDesc, yAsc };
}
