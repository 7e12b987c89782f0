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

/**
 * A one-number-per-run metric (STATISTICS.md §4.4 item 10) flagged by single-sample-fallback, or by
 * the history test, and rerun once: a rerun value that nothing can judge (below 0: no ratio the
 * fallback takes; 0 ops/s: no logarithm for the history test) is no evidence that the regression
 * went away. (The fallback judges 0 ops/s: a change of -100%.)
 */
describe('applyConfirmation with a rerun value that cannot be judged', () => {
  const ops = (value: number) => resultSet([benchmark('Rate', [metric('ops/s', [value])])]);
  const history = [1000, 1010, 990, 1005, 995].map((v) => ({ values: { 'p.Rate': { 'ops/s': v } } }));
  const keys = new Set(['p.Rate']);
  const confirm = (base: ReturnType<typeof ops>, options: Parameters<typeof compareResultSets>[2], rerunValue: number) => {
    const first = compareResultSets(base, ops(500), options);
    const flagged = gatingRegressions(first.comparisons);
    const again = compareResultSets(base, withRerunSamples(ops(500), ops(rerunValue), keys), options);
    return { first, flagged, again, out: applyConfirmation({ first, rerun: again, rerunKeys: keys, flagged, command: './bench', runs: 1 }) };
  };

  for (const [method, base, options, unjudged] of [
    ['threshold-fallback', ops(1000), { singleSampleFallback: 0.1 }, -1],
    ['history', resultSet([benchmark('Rate', [metric('ops/s', [1000])])], { history }), { mode: 'cached' as const, commonMode: 'off' as const }, 0],
  ] as const) {
    it(`${method}: a rerun of ${unjudged} ops/s leaves the -50% regression standing`, () => {
      const { first, flagged, again, out } = confirm(base, options, unjudged);
      expect([first.comparisons[0]?.method, flagged.length]).toEqual([method, 1]);
      expect(again.comparisons[0]?.status).toBe('inconclusive');
      expect(out.verdict).toBe('fail');
      expect(out.comparisons[0]?.status).toBe('regression');
      expect(out.confirmation?.regressions.map((r) => r.outcome)).toEqual(['unavailable']);
      expect(out.comparisons[0]?.warnings.at(-1)).toMatch(/^flagged as a regression \(-50\.\d%\); the rerun's result could not be judged \(-1\d\d\.\d%\), so the first result stands$/);
    });

    it(`${method}: a rerun back at the base's level still clears it, and one as slow confirms it`, () => {
      expect(confirm(base, options, 1000).out.confirmation?.regressions.map((r) => r.outcome)).toEqual(['cleared']);
      expect(confirm(base, options, 500).out.confirmation?.regressions.map((r) => r.outcome)).toEqual(['confirmed']);
    });
  }

  it('threshold-fallback: a rerun of 0 ops/s confirms the regression (-100%)', () => {
    const { out } = confirm(ops(1000), { singleSampleFallback: 0.1 }, 0);
    expect(out.verdict).toBe('fail');
    expect(out.confirmation?.regressions.map((r) => r.outcome)).toEqual(['confirmed']);
  });
});
