// Published and hand-countable Mann–Whitney values, and the x/y mirror property.
import { describe, expect, it } from 'vitest';
import {
  mannWhitneyU,
  minAchievablePValue,
  samplesNeededPerSide,
  type Alternative,
} from '../../src/stats/mann-whitney.js';
import { uNullCdf } from '../../src/stats/u-distribution.js';

describe('mannWhitneyU', () => {
  // The worked example of scipy's mannwhitneyu docstring (after Shier 2004): U = 17,
  // exact two-sided p = 1/9; females vs males 'less' has U = 3 and p = 1/18.
  const males = [19, 22, 16, 29, 24];
  const females = [20, 11, 17, 12];

  it('reproduces the published example', () => {
    const result = mannWhitneyU(males, females, 'two-sided');
    expect(result).toEqual({ u: 17, p: expect.closeTo(1 / 9, 15) as number, method: 'exact', hasTies: false });
    expect(mannWhitneyU(females, males, 'less').p).toBeCloseTo(1 / 18, 15);
  });

  it('gives benchstat’s minimum two-sided p-values (uTestMinP: n=4 → 0.0286, n=5 → 0.0079)', () => {
    expect(mannWhitneyU([1, 2, 3, 4], [5, 6, 7, 8], 'two-sided').p).toBeCloseTo(2 / 70, 15);
    expect(mannWhitneyU([1, 2, 3, 4, 5], [6, 7, 8, 9, 10], 'two-sided').p).toBeCloseTo(2 / 252, 15);
  });

  it('counts ties as ½ in U and uses the exact conditional distribution', () => {
    // x = [1, 2], y = [2, 3]: pairs x>y: none; ties: (2,2) → U = 0.5.
    const result = mannWhitneyU([1, 2], [2, 3], 'less');
    expect(result.u).toBe(0.5);
    expect(result.method).toBe('exact-ties');
    // Pooled midranks 1, 2.5, 2.5, 4. The 6 equally likely x-pairs have rank sums
    // 3.5, 3.5, 5, 5, 6.5, 6.5; observed 3.5 → P(R ≤ 3.5) = 2/6.
    expect(result.p).toBeCloseTo(1 / 3, 15);
  });

  it('returns p = 1 when every value is equal, whatever the method', () => {
    expect(mannWhitneyU([5, 5, 5], [5, 5], 'two-sided')).toEqual({ u: 3, p: 1, method: 'exact-ties', hasTies: true });
    const big = Array.from({ length: 60 }, () => 5);
    expect(mannWhitneyU(big, big, 'greater')).toMatchObject({ p: 1, method: 'normal' });
  });

  it('ranks infinities correctly', () => {
    expect(mannWhitneyU([Infinity, 10], [1, 2, 3], 'greater')).toMatchObject({ u: 6, p: expect.closeTo(0.1, 15) as number });
  });

  it('throws RangeError on empty samples and NaN', () => {
    expect(() => mannWhitneyU([], [1], 'two-sided')).toThrow(RangeError);
    expect(() => mannWhitneyU([1], [], 'less')).toThrow(RangeError);
    expect(() => mannWhitneyU([1, Number.NaN], [2], 'greater')).toThrow(RangeError);
  });

  it("'greater' of (x, y) equals 'less' of (y, x), and U(x, y) + U(y, x) = n1·n2", () => {
    let seed = 12345;
    const next = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const sizes: [number, number, number][] = [[5, 7, 0], [10, 10, 0], [10, 10, 1], [12, 30, 1], [60, 55, 1], [120, 90, 0], [70, 3, 1]];
    for (const [n1, n2, rounding] of sizes) {
      const draw = (n: number, shift: number): number[] =>
        Array.from({ length: n }, () => {
          const v = 100 + shift + 6 * next();
          return rounding ? Math.round(v) : v;
        });
      const x = draw(n1, 1);
      const y = draw(n2, 0);
      const alternatives: [Alternative, Alternative][] = [['greater', 'less'], ['less', 'greater'], ['two-sided', 'two-sided']];
      for (const [a, b] of alternatives) {
        const forward = mannWhitneyU(x, y, a);
        const backward = mannWhitneyU(y, x, b);
        expect(forward.p, `${n1}+${n2} ${a}`).toBeCloseTo(backward.p, 14);
        expect(forward.method).toBe(backward.method);
        expect(forward.u + backward.u).toBe(n1 * n2);
      }
    }
  });
});

describe('exact no-ties distribution', () => {
  it('has the hand-countable values for 5+5', () => {
    // Arrangements with U = u are partitions of u into ≤ 5 parts of size ≤ 5: for u = 0, 1, 2, 3
    // there are 1, 1, 2, 3 of them among C(10, 5) = 252.
    expect(uNullCdf(0, 5, 5)).toBeCloseTo(1 / 252, 16);
    expect(uNullCdf(2, 5, 5)).toBeCloseTo(4 / 252, 16);
    expect(uNullCdf(3, 5, 5)).toBeCloseTo(7 / 252, 16);
    expect(uNullCdf(12, 5, 5)).toBeCloseTo(0.5, 15); // symmetric around 12.5
    expect(uNullCdf(25, 5, 5)).toBe(1);
    expect(uNullCdf(-1, 5, 5)).toBe(0);
  });

  it('is the same for (n1, n2) and (n2, n1)', () => {
    for (let u = 0; u <= 21; u++) expect(uNullCdf(u, 3, 7)).toBe(uNullCdf(u, 7, 3));
  });
});

describe('sample-size helpers', () => {
  it('computes the minimum achievable one-sided p', () => {
    expect(minAchievablePValue(5, 5)).toBeCloseTo(1 / 252, 16);
    expect(minAchievablePValue(7, 7)).toBeCloseTo(1 / 3432, 16);
    expect(minAchievablePValue(0, 4)).toBe(1);
    expect(() => minAchievablePValue(2.5, 3)).toThrow(RangeError);
  });

  it('finds the samples needed per side (§4.2: q/m = 0.0005 → 7)', () => {
    expect(samplesNeededPerSide(0.0005)).toBe(7);
    expect(samplesNeededPerSide(0.05)).toBe(3);
    expect(samplesNeededPerSide(0.5)).toBe(1);
    expect(() => samplesNeededPerSide(0)).toThrow(RangeError);
  });
});
