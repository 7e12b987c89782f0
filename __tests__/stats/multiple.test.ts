// Hand-computed BH / BY / Holm adjustments (the definitions in R's ?p.adjust).
import { describe, expect, it } from 'vitest';
import { MULTIPLE_COMPARISON_METHODS, adjustPValues } from '../../src/stats/multiple.js';

describe('adjustPValues', () => {
  const p = [0.01, 0.02, 0.03, 0.04, 0.05];

  it('BH: min over j ≥ i of m/j·p(j)', () => {
    // 5/1·0.01 = 0.05, 5/2·0.02 = 0.05, 5/3·0.03 = 0.05, 5/4·0.04 = 0.05, 5/5·0.05 = 0.05.
    adjustPValues(p, 'bh').forEach((v) => expect(v).toBeCloseTo(0.05, 15));
    // Step-up monotonicity: [0.01, 0.04] → [0.02, 0.04]; cap at 1: [0.9, 0.95] → [0.95, 0.95].
    expect(adjustPValues([0.01, 0.04], 'bh')).toEqual([0.02, 0.04]);
    expect(adjustPValues([0.9, 0.95, 0.6], 'bh')).toEqual([0.95, 0.95, 0.95]);
  });

  it('Holm: max over j ≤ i of (m − j + 1)·p(j)', () => {
    const expected = [0.05, 0.08, 0.09, 0.09, 0.09];
    adjustPValues(p, 'holm').forEach((v, i) => expect(v).toBeCloseTo(expected[i] ?? Number.NaN, 15));
    expect(adjustPValues([0.5, 0.4], 'holm')).toEqual([0.8, 0.8]);
  });

  it('BY: BH × (1 + 1/2 + … + 1/m)', () => {
    const c5 = 1 + 1 / 2 + 1 / 3 + 1 / 4 + 1 / 5;
    adjustPValues(p, 'by').forEach((v) => expect(v).toBeCloseTo(0.05 * c5, 15));
  });

  it('keeps the input order and handles edge cases', () => {
    const shuffled = [0.04, 0.01, 0.05, 0.03, 0.02];
    expect(adjustPValues(shuffled, 'holm').map((v) => Math.round(v * 100) / 100)).toEqual([0.09, 0.05, 0.09, 0.09, 0.08]);
    for (const method of MULTIPLE_COMPARISON_METHODS) {
      expect(adjustPValues([], method)).toEqual([]);
      expect(adjustPValues([0.3], method)).toEqual([0.3]);
    }
    expect(adjustPValues(p, 'none')).toEqual(p);
    expect(() => adjustPValues([0.1, 1.5], 'bh')).toThrow(RangeError);
    expect(() => adjustPValues([Number.NaN], 'holm')).toThrow(RangeError);
  });
});
