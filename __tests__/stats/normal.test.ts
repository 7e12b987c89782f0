// Hand-checkable values of the normal distribution (tables in Abramowitz & Stegun 26.2).
import { describe, expect, it } from 'vitest';
import { normalCdf, normalQuantile, normalSurvival } from '../../src/stats/normal.js';

describe('normal distribution', () => {
  it('has the textbook values', () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(normalSurvival(0)).toBe(0.5);
    expect(normalCdf(1.959963984540054)).toBeCloseTo(0.975, 15);
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963984540054, 14);
    expect(normalQuantile(0.5)).toBe(0);
    // Q(10) = 7.61985302416e-24, the tabulated value.
    expect(normalSurvival(10) / 7.61985302416e-24).toBeCloseTo(1, 10);
  });

  it('handles the ends of the domain', () => {
    expect(normalSurvival(Infinity)).toBe(0);
    expect(normalSurvival(-Infinity)).toBe(1);
    expect(normalCdf(-Infinity)).toBe(0);
    expect(Number.isNaN(normalSurvival(Number.NaN))).toBe(true);
    expect(normalQuantile(0)).toBe(-Infinity);
    expect(normalQuantile(1)).toBe(Infinity);
    expect(() => normalQuantile(1.5)).toThrow(RangeError);
    expect(() => normalQuantile(Number.NaN)).toThrow(RangeError);
  });

  it('is symmetric and round-trips through the quantile', () => {
    for (const z of [-30, -8, -2.5, -0.3, 1e-9, 0.7, 3, 6.5, 12]) {
      expect(normalCdf(z) / normalSurvival(-z)).toBe(1);
      const p = normalCdf(z);
      if (p < 0.5) expect(normalQuantile(p) / z).toBeCloseTo(1, 12);
    }
  });
});
