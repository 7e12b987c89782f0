// Hodges–Lehmann shift with the exact Moses CI: the published 5+5 case, hand-computed
// medians, and the duality with the Mann–Whitney test.
import { describe, expect, it } from 'vitest';
import { hodgesLehmann, mosesCriticalValue } from '../../src/stats/hodges-lehmann.js';
import { mannWhitneyU } from '../../src/stats/mann-whitney.js';

function sortedDifferences(x: readonly number[], y: readonly number[]): number[] {
  return y.flatMap((yj) => x.map((xi) => yj - xi)).sort((a, b) => a - b);
}

describe('hodgesLehmann', () => {
  it('gives [D(3), D(23)] with actual confidence 0.968 at n1 = n2 = 5 (95%)', () => {
    const x = [0, 10, 20, 30, 40];
    const y = [1, 3, 6, 12, 24];
    const d = sortedDifferences(x, y);
    const result = hodgesLehmann(x, y);
    expect(result.lo).toBe(d[2]);
    expect(result.hi).toBe(d[22]);
    expect(result.estimate).toBe(d[12]);
    expect(result.confidence).toBeCloseTo(1 - 8 / 252, 15); // 0.968…
    expect(mosesCriticalValue(5, 5, 0.95)).toEqual({ c: 2, lowerTail: expect.closeTo(4 / 252, 16) as number });
  });

  it('takes the median of the pairwise differences y − x', () => {
    // Differences of [4, 5, 6] − [1, 2, 3]: 1, 2, 2, 3, 3, 3, 4, 4, 5 → median 3.
    expect(hodgesLehmann([1, 2, 3], [4, 5, 6]).estimate).toBe(3);
    // Even count: [10, 20] − [0, 1]: 9, 10, 19, 20 → (10 + 19)/2.
    expect(hodgesLehmann([0, 1], [10, 20]).estimate).toBe(14.5);
  });

  it('is unbounded when the samples are too small for the confidence', () => {
    // 1/C(6, 3) = 0.05 > 0.025: no u qualifies at 95%.
    expect(hodgesLehmann([1, 2, 3], [4, 5, 6])).toMatchObject({ lo: -Infinity, hi: Infinity, confidence: 1 });
    // …but at 90% C = 0 and the interval is [D(1), D(9)].
    expect(hodgesLehmann([1, 2, 3], [4, 5, 6], 0.9)).toMatchObject({ lo: 1, hi: 5, confidence: 0.9 });
  });

  it('excludes 0 exactly when the one-sided Mann–Whitney p is ≤ α/2 (no ties)', () => {
    let seed = 99;
    const next = (): number => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let trial = 0; trial < 200; trial++) {
      const n1 = 4 + (trial % 9);
      const n2 = 5 + (trial % 7);
      const shift = (trial % 5) * 0.15;
      const x = Array.from({ length: n1 }, () => next());
      const y = Array.from({ length: n2 }, () => next() + shift);
      const ci = hodgesLehmann(x, y, 0.95);
      expect(ci.lo > 0).toBe(mannWhitneyU(y, x, 'greater').p <= 0.025);
      expect(ci.hi < 0).toBe(mannWhitneyU(y, x, 'less').p <= 0.025);
    }
  });

  it('rejects bad input', () => {
    expect(() => hodgesLehmann([], [1])).toThrow(RangeError);
    expect(() => hodgesLehmann([1, Infinity], [1])).toThrow(RangeError);
    expect(() => hodgesLehmann([1], [2], 1)).toThrow(RangeError);
  });
});

describe('hodgesLehmann beyond 2^31 differences (pytest-benchmark keeps every round: 50,000+ a side)', () => {
  // x_i = i and y_j = j + s: the difference y_j − x_i is t + s with t = j − i, and t occurs n − |t|
  // times, so every order statistic of the n² differences follows from a running count.
  const n = 50_000;
  const s = 0.25;
  const orderStatistic = (k: number): number => {
    let seen = 0;
    for (let t = -(n - 1); t <= n - 1; t++) {
      seen += n - Math.abs(t);
      if (k < seen) return t + s;
    }
    return NaN;
  };

  it('gives the median difference and the Moses bounds where n1·n2 (2.5e9) does not fit an int32', () => {
    const x = Array.from({ length: n }, (_, i) => i);
    const y = Array.from({ length: n }, (_, j) => j + s);
    const total = n * n;
    expect(total).toBeGreaterThan(2 ** 31);
    const { c } = mosesCriticalValue(n, n, 0.95);
    const result = hodgesLehmann(x, y);
    // total is even: the estimate is the mean of the two middle differences.
    expect(result.estimate).toBe((orderStatistic(total / 2 - 1) + orderStatistic(total / 2)) / 2);
    expect(result.estimate).toBe(s);
    expect(result.lo).toBe(orderStatistic(c));
    expect(result.hi).toBe(orderStatistic(total - 1 - c));
    expect(result.lo).toBeLessThan(s);
    expect(result.hi).toBeGreaterThan(s);
  });
});
