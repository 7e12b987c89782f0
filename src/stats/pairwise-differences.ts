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
// value is found in O(n1 + n2) by a staircase walk (J. F. Monahan, "Fast computation of the
// Hodges–Lehmann location estimator", ACM TOMS 10(3), 1984). Each row keeps a window of candidate
// columns. Every round draws a few dozen candidates, and two of them that bracket rank k in that
// sample (R. W. Floyd and R. L. Rivest, "Expected time bounds for selection", CACM 18(3), 1975)
// cut the windows down to the part that holds rank k: below the lower, between the two, or above
// the upper. A bracket usually keeps a fifth of the candidates, so a few rounds reach the small
// set that is sorted. Both pivots are candidates and the kept part excludes at least one, so the
// loop ends; the draws come from a fixed-seed generator, and the result does not depend on them.

/** When this few candidates are left, they are sorted directly. */
const SMALL = 64;
/** Candidates drawn per round, and how far (in sample positions) each pivot sits from rank k's. */
const DRAWS = 32;
const SPREAD = 3;

/** Where a value falls: per row the counts of D < value and D ≤ value, and their totals. */
interface Split { below: Int32Array; upTo: Int32Array; belowTotal: number; upToTotal: number }

/**
 * The k-th (0-based) smallest of fl(y_j − x_i) over all pairs.
 * @param xDesc x sorted descending (finite)
 * @param yAsc y sorted ascending (finite, no −0)
 */
export function differenceOrderStatistic(xDesc: Float64Array, yAsc: Float64Array, k: number): number {
  const n2 = yAsc.length;
  // Row j's candidates are columns [lo[j], hi[j]); start[j] is the number of candidates before row j,
  // in doubles: n1·n2 passes 2^31 from about 46,341 samples a side (pytest-benchmark rounds), and
  // wrapped counts sent the pivots astray, so the windows shrank by a row at a time.
  const lo = new Int32Array(n2);
  const hi = new Int32Array(n2).fill(xDesc.length);
  const start = new Float64Array(n2 + 1);
  const lower = newSplit(n2);
  const upper = newSplit(n2);
  const draws = new Float64Array(DRAWS);
  let seed = 0x2545f491;
  for (;;) {
    let candidates = 0;
    let left = 0; // differences known to lie below rank k's: all before the windows
    for (let j = 0; j < n2; j++) {
      start[j] = candidates;
      candidates += (hi[j] ?? 0) - (lo[j] ?? 0);
      left += lo[j] ?? 0;
    }
    start[n2] = candidates;
    if (candidates <= SMALL) return smallest(xDesc, yAsc, lo, hi, candidates, k - left);
    for (let d = 0; d < DRAWS; d++) {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      draws[d] = candidateAt(xDesc, yAsc, lo, start, Math.floor((seed / 4294967296) * candidates));
    }
    draws.sort();
    const at = ((k - left + 0.5) / candidates) * DRAWS;
    const a = draws[Math.max(0, Math.floor(at) - SPREAD)] ?? NaN;
    const b = draws[Math.min(DRAWS - 1, Math.floor(at) + SPREAD)] ?? NaN;
    split(xDesc, yAsc, a, lower);
    if (k < lower.belowTotal) {
      for (let j = 0; j < n2; j++) hi[j] = Math.min(hi[j] ?? 0, lower.below[j] ?? 0);
      continue;
    }
    if (k < lower.upToTotal) return a;
    split(xDesc, yAsc, b, upper);
    if (k < upper.belowTotal) {
      for (let j = 0; j < n2; j++) {
        lo[j] = Math.max(lo[j] ?? 0, lower.upTo[j] ?? 0);
        hi[j] = Math.min(hi[j] ?? 0, upper.below[j] ?? 0);
      }
      continue;
    }
    if (k < upper.upToTotal) return b;
    for (let j = 0; j < n2; j++) lo[j] = Math.max(lo[j] ?? 0, upper.upTo[j] ?? 0);
  }
}

/**
 * D(k−1), given v = D(k) (k ≥ 1): v itself when rank k−1 ties with it, else the largest difference
 * below v, read off one staircase walk instead of a second selection (the even-count median
 * needs both middle ranks).
 */
export function previousDifference(xDesc: Float64Array, yAsc: Float64Array, k: number, v: number): number {
  const counts = newSplit(yAsc.length);
  split(xDesc, yAsc, v, counts);
  // At most k differences are below D(k); if fewer than k, rank k − 1 is v too.
  if (counts.belowTotal < k) return v;
  let largest = -Infinity;
  for (let j = 0; j < yAsc.length; j++) {
    const c = counts.below[j] ?? 0;
    if (c > 0) largest = Math.max(largest, (yAsc[j] ?? 0) - (xDesc[c - 1] ?? 0));
  }
  return largest;
}

function newSplit(rows: number): Split {
  return { below: new Int32Array(rows), upTo: new Int32Array(rows), belowTotal: 0, upToTotal: 0 };
}

/** The r-th candidate in row order (`start` holds each row's first rank), by binary search over rows. */
function candidateAt(xDesc: Float64Array, yAsc: Float64Array, lo: Int32Array, start: Float64Array, r: number): number {
  let first = 0;
  let last = yAsc.length - 1;
  while (first < last) {
    const mid = (first + last + 1) >> 1;
    if ((start[mid] ?? 0) <= r) first = mid;
    else last = mid - 1;
  }
  return (yAsc[first] ?? 0) - (xDesc[(lo[first] ?? 0) + r - (start[first] ?? 0)] ?? 0);
}

/**
 * Counts the differences below and up to `value`, per row. Staircase from the last row up: its
 * counts are the smallest and only grow, so the two column pointers never move back.
 */
function split(xDesc: Float64Array, yAsc: Float64Array, value: number, out: Split): void {
  const n1 = xDesc.length;
  let lt = 0;
  let le = 0;
  out.belowTotal = 0;
  out.upToTotal = 0;
  for (let j = yAsc.length - 1; j >= 0; j--) {
    const yj = yAsc[j] ?? 0;
    while (lt < n1 && yj - (xDesc[lt] ?? 0) < value) lt++;
    if (le < lt) le = lt;
    while (le < n1 && yj - (xDesc[le] ?? 0) <= value) le++;
    out.below[j] = lt;
    out.upTo[j] = le;
    out.belowTotal += lt;
    out.upToTotal += le;
  }
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
