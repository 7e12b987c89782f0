/**
 * Confirm on rerun with a rerun that lost samples (runs that skipped the benchmark or printed
 * nothing): a rerun row left inconclusive because its sample size cannot reach significance among
 * the suite's comparisons was not tested, so it must not clear the regression (compare/confirm.ts).
 */
import { describe, expect, it } from 'vitest';
import { compareResultSets } from '../../src/compare.js';
import { applyConfirmation, withRerunSamples } from '../../src/compare/confirm.js';
import { gatingRegressions } from '../../src/gate.js';
import { benchmark, metric, noisy, resultSet, rng } from '../helpers/synthetic.js';

describe('applyConfirmation with a rerun short of samples', () => {
  // 100 benchmarks: BH's floor for a lone discovery is q/100 = 0.0005, which 10+10 samples reach
  // (1/184,756) and 10+4 do not (1/1,001).
  const random = rng(20261123);
  const names = Array.from({ length: 100 }, (_, i) => `Bench${i}`);
  const base = resultSet(names.map((name) => benchmark(name, [metric('sec/op', noisy(random, 100, 0.01, 10))])));
  const head = resultSet(names.map((name, i) => benchmark(name, [metric('sec/op', noisy(random, i === 0 ? 120 : 100, 0.01, 10))])));
  const compare = (set: typeof head) => compareResultSets(base, set, { mode: 'ab' });
  const first = compare(head);
  const flagged = gatingRegressions(first.comparisons);

  const confirmWith = (samples: number[]) => {
    const rerun = resultSet([benchmark('Bench0', [metric('sec/op', samples)])]);
    const keys = new Set(['p.Bench0']);
    const again = compare(withRerunSamples(head, rerun, keys));
    return { again, out: applyConfirmation({ first, rerun: again, rerunKeys: keys, flagged, command: 'x', runs: 10 }) };
  };

  it('leaves the regression standing when the rerun kept too few samples to reach significance', () => {
    expect(flagged.map((c) => c.key)).toEqual(['p.Bench0']);
    // Four of the ten runs' samples, still 20% slower: inconclusive only for want of samples.
    const { again, out } = confirmWith(noisy(random, 120, 0.01, 4));
    expect(again.comparisons[0]?.status).toBe('inconclusive');
    expect(out.verdict).toBe('fail');
    expect(out.comparisons[0]?.status).toBe('regression');
    expect(out.confirmation?.regressions.map((r) => r.outcome)).toEqual(['unavailable']);
    expect(out.comparisons[0]?.warnings.at(-1)).toMatch(/the rerun gave only 4 of its 10 samples, too few to test, so the first result stands$/);
  });

  it('still clears a regression the rerun measured with all its samples', () => {
    const { out } = confirmWith(noisy(random, 100, 0.01, 10));
    expect(out.verdict).toBe('pass');
    expect(out.confirmation?.regressions.map((r) => r.outcome)).toEqual(['cleared']);
  });
});
