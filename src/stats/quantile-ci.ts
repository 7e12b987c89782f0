// Distribution-free confidence interval for the median from order statistics, reproducing
// benchstat's `± x%` column: go-moremath's stats.QuantileCI(n, 0.5, confidence) (aclements/
// go-moremath, stats/quantileci.go), which benchstat v2 uses for its default assume=nothing.
//
// Contract: returns 1-based order statistics loOrder < hiOrder such that the population median
// lies in [x(loOrder), x(hiOrder)] with probability `confidence` (actual, ≥ requested). Orders
// outside [1, n] mean an unbounded side: loOrder = 0 gives lo = −Infinity, hiOrder = n + 1
// gives hi = +Infinity. Known values at 95%: n = 5 → loOrder 0, hiOrder 5 (the interval
// (−∞, x(5)]; go-moremath breaks the final tie between the two outermost, equally likely
// intervals to the left, see Note below); n = 6 → [x(1), x(6)] (0.969); n = 10 → [x(2), x(9)]
// (0.979); n = 20 → [x(6), x(15)] (0.959).
//
// Method: the number K of observations below the median is Binomial(n, ½), and the median lies
// between x(k) and x(k+1) with probability P(K = k). For n ≤ 30 the interval [l, r) of K values
// starts at the mode ⌈(n+1)/2⌉ − 1 and greedily takes the more probable neighbour (the left
// one on ties) until the accumulated probability reaches the confidence; the CI is
// [x(l), x(r)]. For n > 30 a normal approximation N(n/2, n/4) with continuity correction gives
// the band, which is then left-biased by one if that still meets the confidence (the same steps
// as go-moremath; see also http://www.milefoot.com/math/stat/ci-medians.htm).
//
// Note: STATISTICS.md §1.2 states n = 5 → [x(1), +∞). Tracing quantileci.go (and its own test
// `QuantileCI(5, 0.5, 0.99-0.03125)` → [0, 5)) gives (−∞, x(5)] instead: both are infinite, so
// benchstat prints `± ∞` either way. This module follows the code.
import { normalCdf, normalQuantile } from './normal.js';

/** Above this n, the normal approximation is used (go-moremath's quantileCIApproxThreshold). */
const BINOMIAL_LIMIT = 30;

export interface MedianConfidenceOrders {
  /** 1-based order statistic of the lower bound; 0 means −Infinity. */
  loOrder: number;
  /** 1-based order statistic of the upper bound; n + 1 means +Infinity. */
  hiOrder: number;
  /** Actual confidence of the interval (≥ the requested one, 1 if both sides are unbounded). */
  confidence: number;
}

export interface MedianConfidenceInterval extends MedianConfidenceOrders {
  /** x(loOrder), or −Infinity. */
  lo: number;
  /** x(hiOrder), or +Infinity. */
  hi: number;
}

/** Binomial(n, ½) probabilities, exact (integers below 2^53 scaled by a power of two). */
function halfBinomialPmf(n: number): (k: number) => number {
  const row = [1];
  for (let i = 1; i <= n; i++) row.push(((row[i - 1] ?? 0) * (n - i + 1)) / i);
  const scale = 2 ** -n;
  return (k) => (k < 0 || k > n ? 0 : (row[k] ?? 0) * scale);
}

function binomialOrders(n: number, confidence: number): MedianConfidenceOrders {
  const pmf = halfBinomialPmf(n);
  const mode = Math.ceil((n + 1) * 0.5) - 1;
  let accumulated = pmf(mode);
  let l = mode;
  let r = mode + 1;
  let leftNext = pmf(l - 1);
  let rightNext = pmf(r);
  while (accumulated < confidence && (leftNext > 0 || rightNext > 0)) {
    if (leftNext >= rightNext) {
      accumulated += leftNext;
      l--;
      leftNext = pmf(l - 1);
    } else {
      accumulated += rightNext;
      r++;
      rightNext = pmf(r);
    }
  }
  return { loOrder: l, hiOrder: r, confidence: accumulated };
}

function normalOrders(n: number, confidence: number): MedianConfidenceOrders {
  const mean = n / 2;
  const sd = Math.sqrt(n) / 2;
  const l1 = mean + sd * normalQuantile((1 - confidence) / 2);
  const r1 = 2 * mean - l1;
  const l = Math.floor(l1 - 0.5) + 1;
  let r = Math.ceil(r1 - 0.5) + 1;
  // P(l ≤ K < r) with the continuity correction.
  const coverage = (hi: number): number => normalCdf((hi - 0.5 - mean) / sd) - normalCdf((l - 0.5 - mean) / sd);
  let actual = coverage(r);
  const biased = coverage(r - 1);
  if (biased >= confidence && biased < actual) {
    actual = biased;
    r -= 1;
  }
  if (l <= 0 && r >= n + 1) actual = 1;
  return { loOrder: Math.max(l, 0), hiOrder: Math.min(r, n + 1), confidence: actual };
}

/**
 * Order statistics bounding the median's confidence interval for a sample of size n (see the
 * module header). Useful on its own for "need at least N samples" checks: the interval is bounded on
 * both sides iff loOrder ≥ 1 and hiOrder ≤ n (at 95%: from n = 6 on).
 * @throws RangeError unless n is an integer ≥ 1 and 0 < confidence ≤ 1.
 */
export function medianConfidenceOrders(n: number, confidence = 0.95): MedianConfidenceOrders {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`medianConfidenceOrders: n must be an integer ≥ 1, got ${n}`);
  if (!(confidence > 0 && confidence <= 1)) {
    throw new RangeError(`medianConfidenceOrders: confidence must be in (0, 1], got ${confidence}`);
  }
  if (confidence >= 1) return { loOrder: 0, hiOrder: n + 1, confidence: 1 };
  // The orders depend only on (n, confidence) and every benchmark of a suite asks for the same few.
  // Keyed by confidence, then n: numbers, so a lookup (one per side per benchmark) builds no string.
  let byN = ORDERS_CACHE.get(confidence);
  if (byN === undefined) {
    byN = new Map();
    if (ORDERS_CACHE.size < 100) ORDERS_CACHE.set(confidence, byN);
  }
  let orders = byN.get(n);
  if (orders === undefined) {
    orders = n <= BINOMIAL_LIMIT ? binomialOrders(n, confidence) : normalOrders(n, confidence);
    if (byN.size < 10_000) byN.set(n, orders);
  }
  return orders;
}

const ORDERS_CACHE = new Map<number, Map<number, MedianConfidenceOrders>>();

/**
 * Confidence interval for the median of `sortedAscending`, from order statistics as benchstat
 * computes it (see the module header). benchstat prints max(hi/median − 1, 1 − lo/median) as
 * the `± x%`.
 * @param sortedAscending the sample, sorted ascending (checked)
 * @param confidence requested confidence in (0, 1], default 0.95
 * @throws RangeError for an empty or unsorted sample, or a confidence outside (0, 1]
 */
export function medianConfidenceInterval(sortedAscending: ArrayLike<number>, confidence = 0.95): MedianConfidenceInterval {
  const n = sortedAscending.length;
  for (let i = 1; i < n; i++) {
    if (!((sortedAscending[i - 1] ?? 0) <= (sortedAscending[i] ?? 0))) {
      throw new RangeError(`medianConfidenceInterval: values must be sorted ascending (index ${i})`);
    }
  }
  const orders = medianConfidenceOrders(n, confidence);
  const lo = orders.loOrder < 1 ? Number.NEGATIVE_INFINITY : (sortedAscending[orders.loOrder - 1] ?? 0);
  const hi = orders.hiOrder > n ? Number.POSITIVE_INFINITY : (sortedAscending[orders.hiOrder - 1] ?? 0);
  return { loOrder: orders.loOrder, hiOrder: orders.hiOrder, confidence: orders.confidence, lo, hi };
}
