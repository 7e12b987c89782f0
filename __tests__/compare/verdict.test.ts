/**
 * The minimum effect δ on the cost scale (STATISTICS.md §4.3), as README and `help compare` state
 * it: for a higher-is-better metric the threshold applies to the inverse, so at 5% a rate drop
 * counts from 1 − 1/1.05 = 4.76% and a rise from 5%, mirroring time per operation.
 */
import { describe, expect, it } from 'vitest';
import { decideStatus } from '../../src/compare/verdict.js';

const significant = { qWorse: 0.001, qBetter: 0.001, q: 0.05, threshold: 0.05 };

describe('the threshold on the cost scale', () => {
  it('a lower-is-better metric: a rise from +5%, a drop from -4.76%', () => {
    expect(decideStatus({ ...significant, ratio: 1.05, better: 'lower' })).toBe('regression');
    expect(decideStatus({ ...significant, ratio: 1.049, better: 'lower' })).toBe('below-threshold');
    expect(decideStatus({ ...significant, ratio: 1 / 1.05, better: 'lower' })).toBe('improvement');
    expect(decideStatus({ ...significant, ratio: 0.953, better: 'lower' })).toBe('below-threshold');
  });

  it('a higher-is-better metric: a drop from -4.76% (the same change as +5% time), a rise from +5%', () => {
    expect(decideStatus({ ...significant, ratio: 0.9503, better: 'higher' })).toBe('regression'); // -4.97%, as in benchstat's crc sample
    expect(decideStatus({ ...significant, ratio: 0.953, better: 'higher' })).toBe('below-threshold');
    expect(decideStatus({ ...significant, ratio: 1.05, better: 'higher' })).toBe('improvement');
    expect(decideStatus({ ...significant, ratio: 1.049, better: 'higher' })).toBe('below-threshold');
  });
});

describe('a change of exactly δ', () => {
  // The rule is cost ≥ 1 + δ: these changes equal the bound exactly, but rounding put them a hair
  // on the wrong side (57 / 50 = 1.14 < 1 + 0.14 = 1.1400000000000001; 25 / 26 > 1 / 1.04).
  const exact = { q: 0.05 };
  it.each([
    [50, 57, 0.14, 'lower', 'regression'], [125, 141, 0.128, 'lower', 'regression'], [100, 139, 0.39, 'lower', 'regression'],
    [26, 25, 0.04, 'lower', 'improvement'], [53, 50, 0.06, 'lower', 'improvement'],
    [57, 50, 0.14, 'higher', 'regression'], [25, 26, 0.04, 'higher', 'improvement'],
  ] as const)('%d -> %d at δ=%d (%s is better) gives %s', (base, head, threshold, better, status) => {
    expect(decideStatus({ ...exact, ratio: head / base, better, threshold })).toBe(status);
    expect(decideStatus({ ...significant, ratio: head / base, better, threshold })).toBe(status);
  });

  it('a change just inside δ stays below the threshold', () => {
    expect(decideStatus({ q: 0.05, ratio: 56.99 / 50, better: 'lower', threshold: 0.14 })).toBe('below-threshold');
    expect(decideStatus({ q: 0.05, ratio: 25.01 / 26, better: 'lower', threshold: 0.04 })).toBe('below-threshold');
  });
});
