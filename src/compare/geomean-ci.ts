/**
 * The uncertainty of a suite's geomean: a 95% t-interval on the mean of the per-benchmark log
 * ratios, back-transformed. It answers "how much does the suite-wide change depend on which
 * benchmarks are in the suite", which is what a reader of a geomean wants to know; the noise
 * within each benchmark is already in that benchmark's own CI.
 *
 * Note: a bootstrap would need randomness (the decision path is deterministic) and gives nearly the
 * same interval for the suite sizes we see; the t-interval is exact for normal log ratios.
 */
import { studentTCdf } from '../stats/t-dist.js';

/** The quantile of Student's t with `df` degrees of freedom at probability `p` (0 < p < 1), by bisection. */
export function studentTQuantile(p: number, df: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`studentTQuantile: p must be in (0, 1), got ${p}`);
  if (p === 0.5) return 0;
  if (p < 0.5) return -studentTQuantile(1 - p, df);
  let lo = 0;
  let hi = 1;
  while (studentTCdf(hi, df) < p) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-12 * Math.max(1, hi); i += 1) {
    const mid = (lo + hi) / 2;
    if (studentTCdf(mid, df) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * The `level` interval (default 95%) of exp(mean(logs)); undefined below two finite values.
 * `logs` are natural logs of ratios head/base.
 */
export function geomeanInterval(logs: readonly number[], level = 0.95): [number, number] | undefined {
  const finite = logs.filter(Number.isFinite);
  const n = finite.length;
  if (n < 2) return undefined;
  let mean = 0;
  for (const x of finite) mean += x;
  mean /= n;
  let squares = 0;
  for (const x of finite) squares += (x - mean) ** 2;
  const standardError = Math.sqrt(squares / (n - 1) / n);
  const half = studentTQuantile(1 - (1 - level) / 2, n - 1) * standardError;
  return [Math.exp(mean - half), Math.exp(mean + half)];
}
