/**
 * The verdict of one metric from its statistics, adjusted p-values and the minimum effect δ
 * (STATISTICS.md §4.3):
 *   regression       adjusted p (worse) ≤ q and the cost ratio ≥ 1 + δ
 *   improvement      adjusted p (better) ≤ q and the cost ratio ≤ 1 / (1 + δ)
 *   below-threshold  significant, but the effect is smaller than δ
 *   no-change        not significant
 *   inconclusive     the data cannot answer (too few samples, all-equal values, short history)
 * The δ test uses the point estimate, not the CI bound, so power at an effect equal to δ stays
 * near 50% (as criterion, asv and Firecracker do).
 */
import type { Direction } from '../schema/result.js';
import type { ComparisonStatus } from './types.js';

export interface VerdictInput {
  /** head / base in the metric's orientation, or null when it cannot be computed. */
  ratio: number | null;
  better: Direction;
  /** Adjusted p-values; undefined for exact metrics (no test). */
  qWorse?: number;
  qBetter?: number;
  q: number;
  threshold: number;
}

/** +1 for lower-is-better metrics, −1 for higher-is-better: multiplies a log value into "cost". */
export function costSign(better: Direction): number {
  return better === 'lower' ? 1 : -1;
}

/**
 * head / base as a "ratio" that stays meaningful when values are zero or negative (§4.6):
 * 1 + (head − base) / |base|, floored at 0 (a drop below zero is the largest possible decrease);
 * from a base of 0 any rise is +∞ and any drop 0. For positive values it is exactly head / base.
 */
export function effectRatio(base: number, head: number): number {
  if (base === head) return 1;
  if (base > 0 && head >= 0) return head / base;
  if (base === 0) return head > 0 ? Infinity : 0;
  // head − base overflows for values of opposite signs near ±1.8e308 (−1.5e308 -> 1.5e308 read +∞,
  // not +200%): then each is divided by |base| first, which the sum no longer overflows.
  const difference = head - base;
  const relative = Number.isFinite(difference) ? difference / Math.abs(base) : head / Math.abs(base) - Math.sign(base);
  return Math.max(0, 1 + relative);
}

/** The ratio turned so that larger is worse (a throughput drop becomes a cost increase). */
export function costRatio(ratio: number, better: Direction): number {
  if (better === 'lower') return ratio;
  if (ratio === 0) return Infinity;
  return 1 / ratio;
}

/**
 * Relative slack on the δ bounds, so that a change of exactly δ counts as the rule says (≥ 1 + δ)
 * despite rounding: 57 / 50 is 1.14, but 1 + 0.14 is 1.1400000000000001, and 25 / 26 lies one
 * ulp above 1 / 1.04. An exact metric (a count) that moves by exactly the threshold was missed.
 * A tested ratio is exp of a difference of logarithms, whose rounding grows with |log value| (up
 * to about 1e-13 at 1e±300): 1e-12. An exact one is one or two divisions of the values, within 2
 * ulps of the bound (checked over integer counts and δ from 0.1% to 200%): 8 ulps, so a count
 * of 10^12 that moves by 4.9999999999% stays below a 5% threshold (1e-12 made it a regression).
 */
const BOUND_SLACK = 1e-12;
const EXACT_BOUND_SLACK = 8 * Number.EPSILON;

/** Decides the status of a tested or exact metric. */
export function decideStatus(input: VerdictInput): ComparisonStatus {
  const cost = input.ratio === null ? null : costRatio(input.ratio, input.better);
  const exact = input.qWorse === undefined && input.qBetter === undefined;
  const worse = exact || (input.qWorse ?? 1) <= input.q;
  const better = exact || (input.qBetter ?? 1) <= input.q;
  if (cost === null) return 'inconclusive';
  if (exact && cost === 1) return 'no-change';
  const slack = exact ? EXACT_BOUND_SLACK : BOUND_SLACK;
  if (worse && cost >= (1 + input.threshold) * (1 - slack)) return 'regression';
  if (better && cost <= (1 / (1 + input.threshold)) * (1 + slack)) return 'improvement';
  if (exact || worse || better) return 'below-threshold';
  return 'no-change';
}
