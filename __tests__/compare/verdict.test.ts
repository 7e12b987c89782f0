/**
 * The minimum effect δ on the cost scale (STATISTICS.md §4.3), as README and `help compare` state
 * it: for a higher-is-better metric the threshold applies to the inverse, so at 5% a rate drop
 * counts from 1 − 1/1.05 = 4.76% and a rise from 5%, mirroring time per operation.
 */
import { describe, expect, it } from 'vitest';
import { compareResultSets } from '../../src/compare.js';
import { decideStatus } from '../../src/compare/verdict.js';
import { benchmark, metric, resultSet } from '../helpers/synthetic.js';

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

describe('the slack on δ for exact metrics is rounding, not a tolerance', () => {
  // An exact ratio is one division of the values, within ulps of the true one: an instruction count
  // of 10^12 that rises by 49,999,999,999 is +4.9999999999%, below 5% by 1 count in 10^12, far
  // above rounding (1.049999999999 is exact to 1e-16). A 1e-12 slack made it a regression, and
  // the mirrored fall an improvement.
  it.each([
    [1e12, 1_049_999_999_999, 'lower', 'below-threshold'], [1_049_999_999_999, 1e12, 'lower', 'below-threshold'],
    [1_049_999_999_999, 1e12, 'higher', 'below-threshold'], [1e12, 1_050_000_000_000, 'lower', 'regression'],
    [1_050_000_000_000, 1e12, 'lower', 'improvement'],
  ] as const)('%d -> %d (%s is better) at δ=5% gives %s', (base, head, better, status) => {
    expect(decideStatus({ q: 0.05, ratio: head / base, better, threshold: 0.05 })).toBe(status);
  });

  it('end to end: an instruction count 4.9999999999% up is below a 5% threshold', () => {
    const run = (v: number) => resultSet([benchmark('I', [metric('instructions', [v, v, v])])]);
    const c = compareResultSets(run(1e12), run(1_049_999_999_999)).comparisons[0];
    expect([c?.method, c?.status]).toEqual(['exact', 'below-threshold']);
    expect(compareResultSets(run(50), run(57), { threshold: 0.14 }).comparisons[0]?.status).toBe('regression');
  });
});
