// Mann–Whitney U test (Wilcoxon rank-sum test) for two independent samples, with the same
// semantics as scipy.stats.mannwhitneyu(x, y, alternative=…) and exact p-values wherever that
// is affordable, plus the sample-size helpers used for "need at least N samples" warnings.
//
// Contract:
// * `u` is U of x: the rank sum of x in the pooled sample (midranks for ties) − n1(n1+1)/2,
//   i.e. #{x_i > y_j} + ½·#{x_i = y_j}.
// * 'greater': x tends to be larger than y, p = P(U ≥ u); 'less': p = P(U ≤ u);
//   'two-sided': p = min(1, 2·min(p_less, p_greater)), as scipy does.
// * Method: 'exact' when there are no ties and n1·n2 ≤ EXACT_NO_TIES_MAX_PRODUCT (the
//   Mann–Whitney 1947 recurrence, memoized per size pair; see u-distribution.ts);
//   'exact-ties' when there are ties and both n ≤ EXACT_TIES_LIMIT (the permutation
//   distribution conditional on the tie pattern, as scipy's PermutationMethod enumerates it;
//   see u-distribution-ties.ts); otherwise 'normal': scipy's 'asymptotic' method with the tie
//   correction σ² = n1·n2/12·((N+1) − Σ(t³−t)/(N(N−1))) and a 0.5 continuity correction.
// * Deterministic and pure. Empty samples and NaN values are caller bugs (RangeError).
import { normalSurvival } from './normal.js';
import { isAscending, sortedCopy } from './sorted.js';
import { EXACT_TIES_LIMIT, rankSumTails, binomialCoefficient, type TieGroup } from './u-distribution-ties.js';
import { isExactNoTiesSize, uNullCdf } from './u-distribution.js';

export const ALTERNATIVES = ['two-sided', 'greater', 'less'] as const;
/** 'greater': x tends to be larger than y; 'less': smaller; 'two-sided': either. */
export type Alternative = (typeof ALTERNATIVES)[number];

export interface MannWhitneyResult {
  /** U of x (see module contract); a multiple of ½ when there are ties. */
  u: number;
  /** p-value for the requested alternative, in [0, 1]. */
  p: number;
  /** How p was computed: exact no-ties, exact conditional on ties, or normal approximation. */
  method: 'exact' | 'exact-ties' | 'normal';
  /** True if any value occurs more than once in the pooled sample. */
  hasTies: boolean;
}

interface PooledRanks {
  /** The tie groups in ascending order; empty when there are no ties (nothing then needs them). */
  groups: TieGroup[];
  /** Sum of the doubled midranks of x (an integer). */
  doubledRankSumX: number;
  /** Σ(t³ − t) over tie groups, for the variance correction. */
  tieTerm: number;
}

function compareNumbers(a: number, b: number): number {
  if (a < b) return -1;
  return a > b ? 1 : 0;
}

/**
 * Ranks the pooled sample by merging x and y, each sorted once: equal values (−0 and +0 too) form
 * one tie group whatever side they come from, which is all the ranks depend on.
 */
function rankPooled(x: readonly number[], y: readonly number[]): PooledRanks {
  // Compare passes logs of sorted samples, already ascending: those are read as they are (nothing
  // here writes to them), a copy is sorted only for the others.
  const xs = isAscending(x) ? x : sortedCopy(x);
  const ys = isAscending(y) ? y : sortedCopy(y);
  // Group sizes go to a reused list; TieGroup objects are made only when some group is a tie.
  const sizes = GROUP_SIZES;
  sizes.length = 0;
  let doubledRankSumX = 0;
  let tieTerm = 0;
  let i = 0;
  let j = 0;
  while (i < xs.length || j < ys.length) {
    // The smallest value not yet ranked; `<`, not a subtraction, so that ±Infinity compare correctly.
    const value = j >= ys.length || (i < xs.length && compareNumbers(xs[i] ?? 0, ys[j] ?? 0) <= 0) ? (xs[i] ?? 0) : (ys[j] ?? 0);
    const start = i + j;
    let fromX = 0;
    while (i < xs.length && xs[i] === value) {
      fromX++;
      i++;
    }
    while (j < ys.length && ys[j] === value) j++;
    const size = i + j - start;
    const doubledRank = 2 * start + size + 1;
    sizes.push(size);
    doubledRankSumX += fromX * doubledRank;
    tieTerm += size ** 3 - size;
  }
  const groups: TieGroup[] = [];
  if (tieTerm > 0) {
    let start = 0;
    for (const size of sizes) {
      groups.push({ size, doubledRank: 2 * start + size + 1 });
      start += size;
    }
  }
  return { groups, doubledRankSumX, tieTerm };
}

/** rankPooled's scratch list of group sizes. */
const GROUP_SIZES: number[] = [];

function checkSample(name: string, sample: readonly number[]): void {
  if (sample.length === 0) throw new RangeError(`mannWhitneyU: sample ${name} is empty`);
  if (sample.some((v) => Number.isNaN(v))) throw new RangeError(`mannWhitneyU: sample ${name} contains NaN`);
}

interface Tails {
  less: number;
  greater: number;
}

function exactTiedTails(ranks: PooledRanks, n1: number, n2: number): Tails {
  const n = n1 + n2;
  if (n1 <= n2) {
    const { atMost, atLeast } = rankSumTails(ranks.groups, n1, ranks.doubledRankSumX);
    return { less: atMost, greater: atLeast };
  }
  // Use the smaller sample y: its doubled rank sum is N(N+1) − that of x.
  const { atMost, atLeast } = rankSumTails(ranks.groups, n2, n * (n + 1) - ranks.doubledRankSumX);
  return { less: atLeast, greater: atMost };
}

function normalTails(u: number, ranks: PooledRanks, n1: number, n2: number): Tails {
  const n = n1 + n2;
  const mean = (n1 * n2) / 2;
  const sd = Math.sqrt(((n1 * n2) / 12) * (n + 1 - ranks.tieTerm / (n * (n - 1))));
  if (!(sd > 0)) return { less: 1, greater: 1 }; // all values equal: nothing to rank
  return {
    greater: normalSurvival((u - mean - 0.5) / sd),
    less: normalSurvival((n1 * n2 - u - mean - 0.5) / sd),
  };
}

/**
 * Mann–Whitney U test of x against y (see the module header for the exact semantics).
 * @param x first sample (e.g. candidate values); any finite or infinite numbers, no NaN
 * @param y second sample (e.g. baseline values)
 * @param alternative 'greater' = x stochastically larger than y (one-sided), 'less', or 'two-sided'
 * @throws RangeError if a sample is empty or contains NaN (a caller bug)
 */
export function mannWhitneyU(x: readonly number[], y: readonly number[], alternative: Alternative): MannWhitneyResult {
  const { u, method, hasTies, tails } = mannWhitneyTails(x, y);
  return { u, p: selectTail(tails, alternative), method, hasTies };
}

/** Both one-sided p-values of x against y, from one ranking. */
export interface MannWhitneyTails {
  u: number;
  /** p for 'greater' (x tends to be larger), exactly `mannWhitneyU(x, y, 'greater').p`. */
  greater: number;
  /** p for 'less', exactly `mannWhitneyU(x, y, 'less').p`. */
  less: number;
  method: MannWhitneyResult['method'];
  hasTies: boolean;
}

/**
 * The 'greater' and 'less' p-values of `mannWhitneyU` at the cost of one: the ranks and, with
 * ties, the exact conditional distribution are computed once and both tails read from them
 * (the comparison needs both directions for every metric).
 * @throws RangeError if a sample is empty or contains NaN (a caller bug)
 */
export function mannWhitneyPValues(x: readonly number[], y: readonly number[]): MannWhitneyTails {
  const { u, method, hasTies, tails } = mannWhitneyTails(x, y);
  return { u, greater: selectTail(tails, 'greater'), less: selectTail(tails, 'less'), method, hasTies };
}

function mannWhitneyTails(x: readonly number[], y: readonly number[]): { u: number; method: MannWhitneyResult['method']; hasTies: boolean; tails: Tails } {
  checkSample('x', x);
  checkSample('y', y);
  const n1 = x.length;
  const n2 = y.length;
  const ranks = rankPooled(x, y);
  const u = (ranks.doubledRankSumX - n1 * (n1 + 1)) / 2;
  const hasTies = ranks.tieTerm > 0;
  if (!hasTies && isExactNoTiesSize(n1, n2)) {
    return { u, method: 'exact', hasTies, tails: { less: uNullCdf(u, n1, n2), greater: uNullCdf(n1 * n2 - u, n1, n2) } };
  }
  if (hasTies && n1 <= EXACT_TIES_LIMIT && n2 <= EXACT_TIES_LIMIT) return { u, method: 'exact-ties', hasTies, tails: exactTiedTails(ranks, n1, n2) };
  return { u, method: 'normal', hasTies, tails: normalTails(u, ranks, n1, n2) };
}

function selectTail(tails: Tails, alternative: Alternative): number {
  switch (alternative) {
    case 'greater':
      return Math.min(1, tails.greater);
    case 'less':
      return Math.min(1, tails.less);
    case 'two-sided':
      return Math.min(1, 2 * Math.min(tails.less, tails.greater));
    default:
      return assertNever(alternative);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unexpected alternative: ${String(value)}`);
}

/**
 * Smallest one-sided p-value the exact test can produce for sizes n1 and n2:
 * 1/C(n1+n2, n1), reached when the samples do not overlap at all. If it exceeds the
 * per-test threshold (e.g. q/m after Benjamini–Hochberg), no result can be significant.
 * @throws RangeError unless n1 and n2 are non-negative integers.
 */
export function minAchievablePValue(n1: number, n2: number): number {
  if (!Number.isInteger(n1) || !Number.isInteger(n2) || n1 < 0 || n2 < 0) {
    throw new RangeError(`minAchievablePValue: sizes must be non-negative integers, got ${n1} and ${n2}`);
  }
  return 1 / binomialCoefficient(n1 + n2, n1);
}

/**
 * Smallest n ≥ 1 such that n+n samples can reach a one-sided p ≤ alpha, i.e. 1/C(2n, n) ≤
 * alpha (alpha 0.05 → 3, 0.0005 → 7, the per-test level of BH at q = 0.05 over 100 benchmarks).
 * @throws RangeError unless 0 < alpha ≤ 1.
 */
export function samplesNeededPerSide(alpha: number): number {
  if (!(alpha > 0 && alpha <= 1)) throw new RangeError(`samplesNeededPerSide: alpha must be in (0, 1], got ${alpha}`);
  let n = 1;
  while (minAchievablePValue(n, n) > alpha) n++;
  return n;
}
