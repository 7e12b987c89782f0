// The log-space Student-t prediction test on a hand-computable case and its undefined cases.
import { describe, expect, it } from 'vitest';
import { historyPredictionTestOnLogs } from '../../src/stats/history.js';

/** The test on the values themselves: their logs (of a value ≤ 0 or not finite, −∞ or NaN) to the test. */
const historyPredictionTest = (history: readonly number[], candidate: number) =>
  historyPredictionTestOnLogs(history.map(Math.log), Math.log(candidate));

describe('historyPredictionTestOnLogs', () => {
  it('computes t and the one-sided p by hand for H = 2', () => {
    // ln h = [0, 2]: mean 1, sd √2, scale √2·√(1 + 1/2) = √3. With ln c = 1 + √3, t = 1, df = 1,
    // and P(T₁ > 1) = ¼ (Cauchy).
    const result = historyPredictionTest([1, Math.E ** 2], Math.exp(1 + Math.sqrt(3)));
    expect(result?.df).toBe(1);
    expect(result?.t).toBeCloseTo(1, 14);
    expect(result?.p).toBeCloseTo(0.25, 14);
  });

  it('gives p > ½ for a candidate below the log-mean', () => {
    const result = historyPredictionTest([100, 102, 98, 101, 99], 95);
    expect(result?.t).toBeLessThan(0);
    expect(result?.p).toBeGreaterThan(0.5);
  });

  it('is undefined when the test is not defined', () => {
    expect(historyPredictionTest([], 1)).toBeUndefined();
    expect(historyPredictionTest([5], 6)).toBeUndefined(); // H < 2
    expect(historyPredictionTest([5, 0, 6], 6)).toBeUndefined(); // value ≤ 0
    expect(historyPredictionTest([5, -1, 6], 6)).toBeUndefined();
    expect(historyPredictionTest([5, 6], 0)).toBeUndefined();
    expect(historyPredictionTest([5, Number.NaN], 6)).toBeUndefined();
    expect(historyPredictionTest([5, 6], Infinity)).toBeUndefined();
    expect(historyPredictionTest([0.1, 0.1, 0.1], 0.2)).toBeUndefined(); // sd = 0
  });
});
