// Order statistics of the n1·n2 pairwise differences y_j − x_i without listing and sorting them:
// the Hodges–Lehmann estimate and the Moses CI need only three or four of them, and at 100+100
// samples (criterion) or 1,000+1,000 runs (hyperfine) the full sort was most of a comparison.
//
// Contract: `differenceOrderStatistic(xDesc, yAsc, k)` returns the (k+1)-th smallest of the
// computed differences fl(y_j − x_i), the very double a sort of all of them would put at index k
// (0-based), for finite samples in which no y is −0 (the one case where a difference can be −0,
// whose place relative to +0 a numeric sort decides; the caller sorts instead).
//
// Method: with y ascending and x descending, D[j][i] = fl(y_j − x_i) increases along rows and
// columns (a correctly rounded subtraction is monotone), so the number of differences below a
// pivot is found in O(n1 + n2) by a staircase walk. Each row keeps a window of candidate columns;
// a pivot drawn from the candidates splits them into below/equal/above, and the windows shrink to
// the side that holds rank k (J. F. Monahan, "Fast computation of the Hodges–Lehmann location
// estimator", ACM TOMS 10(3), 1984, with a pseudo-random rather than a weighted-median pivot).
// Expected O((n1 + n2)·log(n1·n2)); the pivot sequence is a fixed-seed LCG, so it is
// deterministic, and the result does not depend on it anyway.

/** When this few candidates are left, they are sorted directly. */
const SMALL = 64;

/**
 * The k-th (0-based) smallest of fl(y_j − x_i) over all pairs.
 * @param xDesc x sorted descending (finite)
 * @param yAsc y sorted ascending (finite, no −0)
 */
export function differenceOrderStatistic(xDesc: Float64Array, yAsc: Float64Array, k: number): number {
  const n1 = xDesc.length;
  const n2 = yAsc.length;
  // Row j's candidates are columns [lo[j], hi[j]); below[j] and upTo[j] count its D < and ≤ pivot.
  const lo = new Int32Array(n2);
  const hi = new Int32Array(n2).fill(n1);
  const belowRow = new Int32Array(n2);
  const upToRow = new Int32Array(n2);
  let candidates = n1 * n2;
  let seed = 0x2545f491;
  for (;;) {
    if (candidates <= SMALL) return smallest(xDesc, yAsc, lo, hi, candidates, k - sum(lo));
    // Pivot: the r-th candidate in row order, r pseudo-random in [0, candidates).
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    let r = Math.floor((seed / 4294967296) * candidates);
    let row = 0;
    for (; r >= (hi[row] ?? 0) - (lo[row] ?? 0); row++) r -= (hi[row] ?? 0) - (lo[row] ?? 0);
    const pivot = (yAsc[row] ?? 0) - (xDesc[(lo[row] ?? 0) + r] ?? 0);
    // Staircase from the last row up: its counts are the smallest and only grow, so the two
    // column pointers never move back.
    let below = 0;
    let upTo = 0;
    let lt = 0;
    let le = 0;
    for (let j = n2 - 1; j >= 0; j--) {
      const yj = yAsc[j] ?? 0;
      while (lt < n1 && yj - (xDesc[lt] ?? 0) < pivot) lt++;
      if (le < lt) le = lt;
      while (le < n1 && yj - (xDesc[le] ?? 0) <= pivot) le++;
      belowRow[j] = lt;
      upToRow[j] = le;
      below += lt;
      upTo += le;
    }
    if (k >= below && k < upTo) return pivot;
    // Keep the side that holds rank k; the pivot itself always leaves, so this terminates.
    candidates = 0;
    for (let j = 0; j < n2; j++) {
      if (k < below) hi[j] = Math.min(hi[j] ?? 0, belowRow[j] ?? 0);
      else lo[j] = Math.max(lo[j] ?? 0, upToRow[j] ?? 0);
      candidates += Math.max(0, (hi[j] ?? 0) - (lo[j] ?? 0));
    }
  }
}

function sum(values: Int32Array): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

/** The `rank`-th smallest of the remaining candidates, by sorting them. */
function smallest(xDesc: Float64Array, yAsc: Float64Array, lo: Int32Array, hi: Int32Array, count: number, rank: number): number {
  const values = new Float64Array(count);
  let n = 0;
  for (let j = 0; j < yAsc.length; j++) {
    for (let i = lo[j] ?? 0; i < (hi[j] ?? 0); i++) values[n++] = (yAsc[j] ?? 0) - (xDesc[i] ?? 0);
  }
  values.sort();
  return values[rank] ?? NaN;
}
