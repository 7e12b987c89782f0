// History prediction test for benchmarks with one number per run (STATISTICS.md §4.4, items
// 9b and 10): is the candidate run's value larger than what the population of past baseline
// runs predicts?
//
// Contract: with H past values h and a candidate c (all > 0, in "cost" orientation, larger is
// worse), work in log space (run-to-run noise is multiplicative) and compute the Student-t
// prediction statistic
//   t = (ln c − mean(ln h)) / (sd(ln h)·√(1 + 1/H)),  df = H − 1,
// and the one-sided p = P(T_df ≥ t). Under the null (c drawn from the same log-normal
// population as h), p is uniform; small p means c is unusually large.
//
// Method: the classical prediction interval for a new observation from a normal sample
// (e.g. Hahn & Meeker, "Statistical Intervals", 1991; the same construction as Bencher's
// t_test threshold, applied to logs and read as a p-value). sd is the sample (n − 1) standard
// deviation, `ss.sampleStandardDeviation`.
import * as ss from 'simple-statistics';
import { studentTSurvival } from './t-dist.js';

export interface HistoryPredictionResult {
  /** One-sided p-value P(T ≥ t): small when the candidate is larger than history predicts. */
  p: number;
  /** The prediction t statistic (positive when the candidate is above the log-mean). */
  t: number;
  /** Degrees of freedom, H − 1. */
  df: number;
}

/**
 * One-sided log-space Student-t prediction test that the candidate is larger than the past run
 * values, given their natural logarithms: `logs` of the past values, `candidateLog` of the
 * candidate (see the module header for the formula). Callers hold logs and pass them as they are:
 * exponentiated, e^v overflows from v ≈ 709.8 and falls into the subnormals below −708, so the
 * negated log of a run of 1e-320 (the "better" direction's cost) was no longer a number the test
 * would take, and the test was lost.
 *
 * Returns undefined, rather than a misleading p, when the test is not defined:
 * * H < 2: no estimate of the run-to-run spread exists (df would be 0);
 * * a log that is not finite: its value was ≤ 0 or not finite, and such values are not costs;
 * * sd(ln h) = 0 (all past values identical): the statistic divides by zero. This is a
 *   deterministic or quantized metric (counts, sizes), which should be gated with an
 *   exact threshold instead of a test.
 */
export function historyPredictionTestOnLogs(logs: readonly number[], candidateLog: number): HistoryPredictionResult | undefined {
  const h = logs.length;
  if (h < 2 || !Number.isFinite(candidateLog) || !logs.every(Number.isFinite)) return undefined;
  // Checked exactly first: a rounded mean can leave a spurious sd of ~1e-17 for equal values.
  if (logs.every((v) => v === logs[0])) return undefined;
  const sd = ss.sampleStandardDeviation(logs);
  if (!(sd > 0)) return undefined;
  const t = (candidateLog - ss.mean(logs)) / (sd * Math.sqrt(1 + 1 / h));
  const df = h - 1;
  return { p: studentTSurvival(t, df), t, df };
}
