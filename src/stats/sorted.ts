// Medians and order statistics of samples sorted once, with exactly the values simple-statistics
// gives, so the comparison can sort each side once and pass the sorted copy down instead of every
// step copying and re-selecting (STATISTICS.md §4 is unchanged; only the work is).
//
// Contract: `sortedCopy` returns a copy of the values in ascending order. `median(values)` equals
// `ss.median(values)`: simple-statistics picks the middle order statistic for odd n and, for even
// n, interpolates type-7 style as lo + 0.5·(hi − lo) (not (lo + hi)/2, which can differ in the last
// bit); except where that overflows (finite lo and hi of opposite signs near ±1.8e308), where ss
// gives ±∞ or NaN and `median` the finite lo/2 + hi/2. Order statistics do not depend on the
// method that finds them, except for the sign of a zero (a sort may put −0 and +0 in either order,
// ss's quickselect may leave either in the middle), so `median` hands samples that hold a −0 with
// a zero in the middle, and any sample with NaN (which has no order), to ss.median itself. Without a −0 every zero is +0 and each order
// statistic is one double whatever finds it: counts and sizes of 0 (half the sides of a Go suite's
// B/op and allocs/op) then cost no copy and no selection.
import * as ss from 'simple-statistics';

/** Below this many values an insertion sort beats a typed-array sort (measured in Node 20). */
const INSERTION_LIMIT = 32;

/**
 * The values ascending, as a new array (numeric order; the input is not touched): a plain array
 * by insertion sort for the usual 5 to 30 values (a Float64Array that size lives outside V8's heap
 * and costs more to allocate than to sort), a typed-array sort above. Equal values are
 * indistinguishable except ±0, whose relative order is unspecified here: callers that care (see
 * `median`) check for zeros.
 */
export function sortedCopy(values: ArrayLike<number>): ArrayLike<number> {
  if (values.length > INSERTION_LIMIT) {
    const out = new Float64Array(values.length);
    out.set(values);
    return out.sort();
  }
  const out: number[] = [];
  for (let i = 0; i < values.length; i++) {
    const v = values[i] ?? NaN;
    let j = i - 1;
    out.push(v);
    for (; j >= 0 && (out[j] ?? NaN) > v; j--) out[j + 1] = out[j] ?? NaN;
    out[j + 1] = v;
  }
  return out;
}

/** True when each value is at least the one before it (NaN-free input; −0 and +0 count as equal). */
export function isAscending(values: ArrayLike<number>): boolean {
  for (let i = 1; i < values.length; i++) if ((values[i - 1] ?? NaN) > (values[i] ?? NaN)) return false;
  return true;
}

/** ss.median's value for an ascending, NaN-free, non-empty sample (see the header for zeros). */
function medianOfSorted(sorted: ArrayLike<number>): number {
  const n = sorted.length;
  const mid = n >> 1;
  if (n % 2 === 1) return sorted[mid] ?? NaN;
  const lo = sorted[mid - 1] ?? NaN;
  const hi = sorted[mid] ?? NaN;
  const middle = lo + 0.5 * (hi - lo);
  // hi − lo overflows for finite values of opposite signs near ±1.8e308, and ss.median's ∞ (or
  // NaN) would stand for a median near 0: halves first, which cannot overflow.
  return Number.isFinite(middle) || !Number.isFinite(lo) || !Number.isFinite(hi) ? middle : lo / 2 + hi / 2;
}

/** True when the middle order statistics contain a zero, whose sign only ss.median can decide (when some value is −0). */
function middleHasZero(sorted: ArrayLike<number>): boolean {
  const n = sorted.length;
  return sorted[n >> 1] === 0 || (n % 2 === 0 && sorted[(n >> 1) - 1] === 0);
}

/**
 * ss.median(values), the same double, without a copy and a selection when the values are already
 * ascending (what compare's summaries pass) and with one small sort otherwise.
 * @throws Error for an empty sample, as ss.median does
 */
export function median(values: ArrayLike<number>): number {
  const n = values.length;
  if (n === 0) throw new Error('median requires at least one data point');
  // One pass: NaN (no order: leave it to ss), whether some value is −0, and whether the values are
  // already ascending.
  let ascending = true;
  let negativeZero = false;
  for (let i = 0; i < n; i++) {
    const v = values[i] ?? NaN;
    if (Number.isNaN(v)) return ss.median(Array.from(values));
    if (v === 0 && 1 / v < 0) negativeZero = true;
    if (i > 0 && (values[i - 1] ?? NaN) > v) ascending = false;
  }
  const sorted = ascending ? values : sortedCopy(values);
  return negativeZero && middleHasZero(sorted) ? ss.median(Array.from(values)) : medianOfSorted(sorted);
}
