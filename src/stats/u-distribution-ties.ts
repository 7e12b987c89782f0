// Exact permutation distribution of a rank sum with ties, conditional on the observed tie
// pattern. Used by the Mann–Whitney test when the pooled sample has ties (integer ns/op
// values, coarse timers) and both sides are small enough (≤ EXACT_TIES_LIMIT).
//
// Contract: given the tie groups of the pooled sample (ascending, each with its size and its
// doubled midrank, an integer), `rankSumTails(groups, k, observed)` returns P(S ≤ observed)
// and P(S ≥ observed), where S is the doubled rank sum of a uniformly random k-subset of the
// N pooled observations. This is exactly the null distribution scipy's
// `mannwhitneyu(method=PermutationMethod())` enumerates, and the conditional test of
// J. Klotz (1966) and Cheung & Klotz (1997) that benchstat uses, computed here by a different
// route (dynamic programming instead of a linked-list enumeration).
//
// Method: f[j][s] counts the ways to choose j of the observations processed so far with
// doubled rank sum s. A tie group of size t and doubled rank r contributes C(t, c) ways of
// taking c of its members, adding c·r. Only one tail is ever built: sums are capped at the
// observed value (for the upper tail the ranks are reflected, r ↦ 2(N+1) − r), and the other
// tail follows from P(S ≥ s) = 1 − P(S ≤ s) + P(S = s). Rows that can no longer reach k picks,
// and partial sums that the remaining picks would push past the cap, are skipped. Counts stay
// positive, so the only error is rounding (~1e-15 relative). Cost O(N·k·cap) at worst; measured
// in Node 20: 12 µs at 10+10 and 1.5 ms at 50+50 with integer-valued data, 6 ms for the worst
// 50+50 case (a single tie, p near ½). Small patterns (k(N+1) ≤ 2,500, e.g. 10+10) are counted
// once up to the middle sum and cached per tie pattern (middleCounts), as a suite repeats them.

/** A run of equal values in the pooled, sorted sample. */
export interface TieGroup {
  /** Number of pooled observations with this value (≥ 1). */
  readonly size: number;
  /** Twice the midrank of the group: 2·(rank of its first member) + size − 1. */
  readonly doubledRank: number;
}

/** Exact tie-aware DP is used when both sample sizes are at most this. */
export const EXACT_TIES_LIMIT = 50;

/** C(n, k) as a double (exact up to 2^53, ~1e-15 relative beyond). */
export function binomialCoefficient(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const m = Math.min(k, n - k);
  let value = 1;
  for (let i = 1; i <= m; i++) {
    value = (value * (n - m + i)) / i; // = C(n − m + i, i), an integer
    if (value < 2 ** 53) value = Math.round(value);
  }
  return value;
}

/** Rows and sums worth computing for one group (everything else can no longer reach S ≤ cap). */
interface GroupBounds {
  /** Lowest row still able to reach k with the observations left after this group. */
  jMin: number;
  /** Highest row reachable so far. */
  jMax: number;
  /**
   * futureMin[m] − futureMin[0]: the least the next m picks can add (the m smallest doubled ranks
   * left after this group), as prefix sums over the observations in order; `processed` indexes it.
   */
  futureMin: readonly number[];
  processed: number;
  k: number;
}

/** Adds group (t, r) to the DP table in place; rows j are visited in decreasing order. */
function addGroup(table: Float64Array, lo: Int32Array, hi: Int32Array, width: number, group: TieGroup, bounds: GroupBounds): void {
  const { size, doubledRank } = group;
  const cap = width - 1;
  for (let j = bounds.jMax; j >= bounds.jMin; j--) {
    // Row j still needs k − j picks, which add at least the k − j smallest doubled ranks left:
    // larger partial sums can no longer end ≤ cap. (A cell kept here never has a pruned source,
    // so the sums that remain are the same additions in the same order as without pruning.)
    const rowCap = cap - ((bounds.futureMin[bounds.processed + bounds.k - j] ?? 0) - (bounds.futureMin[bounds.processed] ?? 0));
    for (let c = 1; c <= Math.min(size, j); c++) {
      const from = j - c;
      const fromLo = lo[from] ?? 0;
      const fromHi = hi[from] ?? -1;
      const shift = c * doubledRank;
      const end = Math.min(rowCap, fromHi + shift);
      if (fromHi < fromLo || fromLo + shift > end) continue;
      const weight = binomialCoefficient(size, c);
      const dst = j * width;
      const src = from * width - shift;
      for (let s = fromLo + shift; s <= end; s++) table[dst + s] = (table[dst + s] ?? 0) + weight * (table[src + s] ?? 0);
      lo[j] = Math.min(lo[j] ?? 0, fromLo + shift);
      hi[j] = Math.max(hi[j] ?? -1, end);
    }
  }
}

/**
 * The DP table and row ranges, kept between calls and grown on demand: a suite runs this for
 * thousands of metrics, and a fresh table per call (tens of KB, outside V8's heap) cost more in
 * allocation and in the garbage collections its external memory triggered than the DP itself.
 */
let scratchTable = new Float64Array(0);
let scratchRows = new Int32Array(0);

/**
 * Row k of the DP: the number of k-subsets with doubled rank sum s, for s = 0..cap (sums the
 * pruning can no longer complete are left out, so only s ≤ cap is counted). A view of the scratch
 * table, valid until the next call.
 */
function subsetCounts(groups: readonly TieGroup[], k: number, cap: number): Float64Array {
  const width = cap + 1;
  if (scratchTable.length < (k + 1) * width) scratchTable = new Float64Array((k + 1) * width);
  if (scratchRows.length < 2 * (k + 1)) scratchRows = new Int32Array(2 * (k + 1));
  const table = scratchTable.fill(0, 0, (k + 1) * width);
  const lo = scratchRows.subarray(0, k + 1).fill(width); // occupied range of row j: [lo, hi]
  const hi = scratchRows.subarray(k + 1, 2 * (k + 1)).fill(-1);
  table[0] = 1;
  lo[0] = 0;
  hi[0] = 0;
  const futureMin = [0];
  for (const group of groups) for (let t = 0; t < group.size; t++) futureMin.push((futureMin[futureMin.length - 1] ?? 0) + group.doubledRank);
  const n = futureMin.length - 1;
  let processed = 0;
  for (const group of groups) {
    processed += group.size;
    addGroup(table, lo, hi, width, group, { jMin: Math.max(1, k - (n - processed)), jMax: Math.min(k, processed), futureMin, processed, k });
  }
  return table.subarray(k * width, (k + 1) * width);
}

/** P(S ≤ cap) and P(S = cap) from the counts of row k (any cap within them) and the number of k-subsets. */
function tailsFromCounts(counts: Float64Array, cap: number, ways: number): { atMost: number; exactly: number } {
  let total = 0;
  for (let s = 0; s <= cap; s++) total += counts[s] ?? 0;
  return { atMost: total / ways, exactly: (counts[cap] ?? 0) / ways };
}

/**
 * Row k counted up to the middle sum k(N+1), per tie pattern (the group sizes, which fix the
 * doubled ranks) and k. A suite of 10+10 timings with ties has a few hundred patterns among
 * thousands of metrics (go-10k: 1,005 among 3,279), so most metrics read their tails here instead
 * of running the DP. Safe: a cell s ≤ cap gets the same additions in the same order whatever the
 * cap (see addGroup: a kept cell never has a pruned source), so counts[0..cap] and their sum in
 * order are the very doubles a DP capped at cap gives. Only the lower tail is ever read (the upper
 * one by reflection, which is the reversed pattern), and its cap is at most k(N+1).
 */
const COUNTS_CACHE = new Map<string, Float64Array>();
/** Patterns whose middle sum k(N+1) is above this run the capped DP uncached (larger tables, rarer repeats). */
const CACHED_MIDDLE_LIMIT = 2_500;
/**
 * The cache is emptied when it would hold more doubles than this (8 MB of counts). Each entry also
 * costs about 1 KB of heap (its key, typed array and map slot): with many small patterns (k = 3,
 * N ≈ 25: some 13,000 entries) the whole cache peaks near 21 MB (measured in Node 20).
 */
const CACHE_DOUBLES = 2 ** 20;
let cachedDoubles = 0;

/** The key of a tie pattern and k: the group sizes in order (reversed for the reflected ranks). */
function patternKey(groups: readonly TieGroup[], k: number, reversed: boolean): string {
  let key = `${k}:`;
  if (reversed) for (let g = groups.length - 1; g >= 0; g--) key += `${groups[g]?.size ?? 0},`;
  else for (const group of groups) key += `${group.size},`;
  return key;
}

function middleCounts(groups: readonly TieGroup[], k: number, n: number, reversed: boolean): Float64Array {
  const key = patternKey(groups, k, reversed);
  const hit = COUNTS_CACHE.get(key);
  if (hit !== undefined) return hit;
  const middle = k * (n + 1);
  const counts = subsetCounts(reversed ? reflect(groups, n) : groups, k, middle).slice();
  if (cachedDoubles + counts.length > CACHE_DOUBLES) {
    COUNTS_CACHE.clear();
    cachedDoubles = 0;
  }
  COUNTS_CACHE.set(key, counts);
  cachedDoubles += counts.length;
  return counts;
}

/** The groups of the reflected ranks 2(N+1) − r, ascending: the same groups in reverse order. */
function reflect(groups: readonly TieGroup[], n: number): TieGroup[] {
  return [...groups].reverse().map((g) => ({ size: g.size, doubledRank: 2 * (n + 1) - g.doubledRank }));
}

/** P(S ≤ cap) and P(S = cap) for the doubled rank sum S of a random k-subset (reversed: of the reflected ranks). */
function lowerTail(groups: readonly TieGroup[], k: number, n: number, cap: number, reversed: boolean): { atMost: number; exactly: number } {
  const ways = binomialCoefficient(n, k);
  if (k * (n + 1) <= CACHED_MIDDLE_LIMIT) return tailsFromCounts(middleCounts(groups, k, n, reversed), cap, ways);
  return tailsFromCounts(subsetCounts(reversed ? reflect(groups, n) : groups, k, cap), cap, ways);
}

/**
 * Tail probabilities of the doubled rank sum S of a uniformly random k-subset of the pooled
 * observations described by `groups` (ascending by value, all observations accounted for).
 * Returns `{ atMost: P(S ≤ observed), atLeast: P(S ≥ observed) }`, both exact up to rounding.
 * @throws RangeError if k is not an integer in [0, N] (a caller bug).
 */
export function rankSumTails(groups: readonly TieGroup[], k: number, observed: number): { atMost: number; atLeast: number } {
  let n = 0;
  for (const group of groups) n += group.size;
  if (!Number.isInteger(k) || k < 0 || k > n) throw new RangeError(`rankSumTails: k must be an integer in [0, ${n}], got ${k}`);
  const reflectedTotal = 2 * k * (n + 1); // S + S' where S' uses reflected ranks 2(N+1) − r
  if (observed <= k * (n + 1)) {
    const { atMost, exactly } = lowerTail(groups, k, n, Math.floor(observed), false);
    return { atMost, atLeast: Math.min(1, 1 - atMost + exactly) };
  }
  const { atMost, exactly } = lowerTail(groups, k, n, Math.ceil(reflectedTotal - observed), true);
  return { atMost: Math.min(1, 1 - atMost + exactly), atLeast: atMost };
}
