// Closed forms of Student's t for df = 1 (Cauchy) and df = 2 check the incomplete-beta route.
import { describe, expect, it } from 'vitest';
import { regularizedIncompleteBeta, studentTCdf, studentTSurvival } from '../../src/stats/t-dist.js';

describe("Student's t", () => {
  it('matches the Cauchy distribution at df = 1: P(T > t) = ½ − atan(t)/π', () => {
    for (const t of [-50, -1, 0, 0.5, 1, 3, 100, 1e6]) {
      const expected = 0.5 - Math.atan(t) / Math.PI;
      // For large t use the tail form atan(1/t)/π to avoid cancellation in the expectation.
      const exact = t > 1 ? Math.atan(1 / t) / Math.PI : expected;
      expect(studentTSurvival(t, 1) / exact).toBeCloseTo(1, 12);
    }
    expect(studentTSurvival(1, 1)).toBeCloseTo(0.25, 15);
  });

  it('matches the closed form at df = 2: P(T > t) = ½ − t/(2√(t² + 2))', () => {
    for (const t of [0.1, 1, 2, 4.30265]) {
      expect(studentTSurvival(t, 2)).toBeCloseTo(0.5 - t / (2 * Math.sqrt(t * t + 2)), 14);
    }
    // The df = 2 quantile has the closed form t_p = (2p − 1)·√(2/(4p(1 − p))): 4.30265272974946
    // at p = 0.975 (the t-table value 4.303).
    const t975 = 0.95 * Math.sqrt(2 / (4 * 0.975 * 0.025));
    expect(studentTCdf(t975, 2)).toBeCloseTo(0.975, 14);
  });

  it('is ½ at t = 0 and rejects invalid degrees of freedom', () => {
    expect(studentTSurvival(0, 7)).toBe(0.5);
    expect(studentTSurvival(Infinity, 3)).toBe(0);
    expect(studentTCdf(Infinity, 3)).toBe(1);
    expect(() => studentTSurvival(1, 0)).toThrow(RangeError);
    expect(() => studentTSurvival(1, Number.NaN)).toThrow(RangeError);
  });

  it('has the incomplete-beta identities I_x(1, 1) = x and I_x(a, b) = 1 − I_{1−x}(b, a)', () => {
    expect(regularizedIncompleteBeta(0.3, 1, 1)).toBeCloseTo(0.3, 15);
    expect(regularizedIncompleteBeta(0.2, 2.5, 7) + regularizedIncompleteBeta(0.8, 7, 2.5)).toBeCloseTo(1, 14);
    expect(regularizedIncompleteBeta(0, 2, 3)).toBe(0);
    expect(regularizedIncompleteBeta(1, 2, 3)).toBe(1);
    expect(() => regularizedIncompleteBeta(1.2, 2, 3)).toThrow(RangeError);
    expect(() => regularizedIncompleteBeta(0.5, 0, 3)).toThrow(RangeError);
  });
});
