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
