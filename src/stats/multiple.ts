// Multiple-comparison adjustment of p-values across a benchmark suite (STATISTICS.md §4.2).
//
// Contract: `adjustPValues(p, method)` returns adjusted p-values in the input order, each in
// [p_i, 1]; a test is rejected at level q iff its adjusted p ≤ q. Same values as R's
// p.adjust(p, "BH" | "holm" | "BY" | "none"), scipy.stats.false_discovery_control and
// statsmodels' multipletests.
//
// Methods:
// * 'bh': Benjamini & Hochberg (J. R. Statist. Soc. B 57, 1995), step-up:
//   adj₍ᵢ₎ = min_{j ≥ i} min(1, m/j·p₍ⱼ₎). Controls the FDR under independence or positive
//   dependence (PRDS), which benchmarks sharing a machine typically show.
// * 'by': Benjamini & Yekutieli (Ann. Statist. 29, 2001): BH multiplied by c(m) = Σ_{i≤m} 1/i,
//   valid under arbitrary dependence at a cost of ≈ ln m + 0.58 in threshold.
// * 'holm': Holm (Scand. J. Statist. 6, 1979), step-down:
//   adj₍ᵢ₎ = max_{j ≤ i} min(1, (m − j + 1)·p₍ⱼ₎). Controls the family-wise error rate.
// * 'none': identity.

import { assertNever } from '../result.js';

export const MULTIPLE_COMPARISON_METHODS = ['bh', 'holm', 'by', 'none'] as const;
/** How p-values are adjusted across the suite; see the module header. */
export type MultipleComparisonMethod = (typeof MULTIPLE_COMPARISON_METHODS)[number];

/** Indices of p sorted by ascending p (ties keep input order). */
function ascendingOrder(p: readonly number[]): number[] {
  return p.map((_, i) => i).sort((a, b) => (p[a] ?? 0) - (p[b] ?? 0) || a - b);
}

/** BH step-up, scaled by `factor` (1 for BH, c(m) for BY). */
function stepUp(p: readonly number[], factor: number): number[] {
  const m = p.length;
  const order = ascendingOrder(p);
  const adjusted = new Array<number>(m).fill(1);
  let running = 1;
  for (let rank = m; rank >= 1; rank--) {
    const index = order[rank - 1] ?? 0;
    running = Math.min(running, ((factor * m) / rank) * (p[index] ?? 1));
    adjusted[index] = running;
  }
  return adjusted;
}

function holm(p: readonly number[]): number[] {
  const m = p.length;
  const order = ascendingOrder(p);
  const adjusted = new Array<number>(m).fill(1);
  let running = 0;
  for (let rank = 1; rank <= m; rank++) {
    const index = order[rank - 1] ?? 0;
    running = Math.max(running, Math.min(1, (m - rank + 1) * (p[index] ?? 1)));
    adjusted[index] = running;
  }
  return adjusted;
}

/** 1 + 1/2 + ... + 1/m: Benjamini-Yekutieli's correction factor for arbitrary dependence. */
export function harmonicNumber(m: number): number {
  let sum = 0;
  for (let i = 1; i <= m; i++) sum += 1 / i;
  return sum;
}

/**
 * Adjusts p-values for multiple comparisons. Returns a new array, in input order.
 * @param p raw p-values, each in [0, 1] (one per gated benchmark/metric); may be empty
 * @param method 'bh' (default choice of bench-gate), 'holm', 'by' or 'none'
 * @throws RangeError if a p-value is NaN or outside [0, 1] (a caller bug)
 */
export function adjustPValues(p: readonly number[], method: MultipleComparisonMethod): number[] {
  p.forEach((value, i) => {
    if (!(value >= 0 && value <= 1)) throw new RangeError(`adjustPValues: p[${i}] = ${value} is not in [0, 1]`);
  });
  switch (method) {
    case 'bh':
      return stepUp(p, 1);
    case 'by':
      return stepUp(p, harmonicNumber(p.length));
    case 'holm':
      return holm(p);
    case 'none':
      return [...p];
    default:
      return assertNever(method);
  }
}
