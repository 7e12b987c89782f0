/**
 * Too few samples on a side for the rank test (n < 3), with a baseline history: the history
 * prediction test on the head's median decides (STATISTICS.md §4.4 item 9b), as it does for one
 * number per run. Its p-values are checked against the scipy reference cases of the history test
 * (fixtures/stats/reference.json), never against this implementation's own output.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareResultSets } from '../../src/compare.js';
import { MIN_HISTORY_RUNS, testMetric } from '../../src/compare/metric-stats.js';
import type { HistoryRun } from '../../src/schema/result.js';
import { benchmark, metric, resultSet } from '../helpers/synthetic.js';

interface ReferenceCase { history: number[]; candidate: number; p: number }
const reference = (JSON.parse(readFileSync(new URL('../../fixtures/stats/reference.json', import.meta.url), 'utf8')) as { history: ReferenceCase[] }).history
  // The history test needs MIN_HISTORY_RUNS runs to gate; the shorter reference cases test the formula only.
  .filter((c) => c.history.length >= MIN_HISTORY_RUNS);

/** Samples whose median is `centre` (up to rounding): symmetric pairs around it. */
function around(centre: number, n: number): number[] {
  const pairs = Array.from({ length: Math.floor(n / 2) }, (_, k) => [centre * (1 - 0.01 * (k + 1)), centre * (1 + 0.01 * (k + 1))]).flat();
  return n % 2 === 1 ? [centre, ...pairs] : pairs;
}

function relativeError(actual: number, expected: number): number {
  return actual === expected ? 0 : Math.abs(actual / expected - 1);
}

describe('n < 3 on a side, with a history of 5 runs or more', () => {
  it('has reference cases to test against', () => {
    expect(reference.length).toBeGreaterThanOrEqual(5);
  });

  for (const [n1, n2] of [[2, 2], [2, 10], [10, 2], [1, 2]] as const) {
    it(`n=${n1}+${n2}: the history test on the head's median, p as scipy's`, () => {
      for (const c of reference) {
        const stats = testMetric({
          better: 'lower', assumption: 'nothing',
          base: around(c.history[0] ?? NaN, n1), head: around(c.candidate, n2),
          history: { costLogs: c.history.map(Math.log), offsetLog: 0, values: c.history },
        });
        expect(stats.kind, `H=${c.history.length}`).toBe('tested');
        if (stats.kind !== 'tested') continue;
        expect(stats.method).toBe('history');
        expect(stats.ci).toBeNull();
        // The pairs' median is the candidate up to an ulp or two: far below the 1e-8 the reference test allows.
        expect(relativeError(stats.pWorse, c.p), `pWorse, H=${c.history.length}: got ${stats.pWorse}, scipy ${c.p}`).toBeLessThanOrEqual(1e-8);
        // The better direction is the same t-distribution's other tail.
        expect(Math.abs(stats.pBetter - (1 - c.p)), `pBetter, H=${c.history.length}`).toBeLessThanOrEqual(1e-8);
      }
    });
  }

  it('gates a slowdown of 2 samples a side against a history of 10 runs, and names the method', () => {
    const history: HistoryRun[] = [100, 102, 99, 101, 98, 100, 103, 97, 101, 99].map((v) => ({ values: { 'p.T': { 'sec/op': v } } }));
    const base = resultSet([benchmark('T', [metric('sec/op', [100, 101])])], { history });
    const slower = compareResultSets(base, resultSet([benchmark('T', [metric('sec/op', [130, 131])])]), { mode: 'cached', commonMode: 'off' }).comparisons[0];
    expect([slower?.status, slower?.method]).toEqual(['regression', 'history']);
    expect(slower?.ratio).toBeCloseTo(130.5 / 100, 2);
    const same = compareResultSets(base, resultSet([benchmark('T', [metric('sec/op', [100, 100.5])])]), { mode: 'cached', commonMode: 'off' }).comparisons[0];
    expect([same?.status, same?.method]).toEqual(['no-change', 'history']);
  });
});

describe('n < 3 on a side, when the history cannot test it', () => {
  const twoEach = (history: HistoryRun[], head: number[]) => compareResultSets(
    resultSet([benchmark('T', [metric('sec/op', [100, 101])])], { history }), resultSet([benchmark('T', [metric('sec/op', head)])]), { mode: 'cached', commonMode: 'off' },
  ).comparisons[0];

  it('says there are too few samples and too few runs, not "1 sample per run"', () => {
    const c = twoEach([100, 102].map((v) => ({ values: { 'p.T': { 'sec/op': v } } })), [150, 151]);
    expect(c?.status).toBe('inconclusive');
    const reason = c?.warnings.join('\n') ?? '';
    expect(reason).toContain('too few samples (n=2+2) for the rank test and 2 baseline runs in history; need at least 5 baseline runs (or 3 samples per side, 10 recommended) to gate');
    expect(reason).not.toMatch(/1 sample per run/);
  });

  it('says the head median is what the history test cannot take', () => {
    const c = twoEach([100, 101, 99, 100, 102].map((v) => ({ values: { 'p.T': { 'sec/op': v } } })), [0, 0]);
    expect(c?.status).toBe('inconclusive');
    expect(c?.warnings.join('\n')).toContain('too few samples (n=2+2) for the rank test, and the head median (0) is not a finite number above 0');
  });

  it('keeps the two-file message when there is no history at all', () => {
    const c = compareResultSets(resultSet([benchmark('T', [metric('sec/op', [100, 101])])]), resultSet([benchmark('T', [metric('sec/op', [150, 151])])])).comparisons[0];
    expect(c?.warnings).toEqual(['too few samples (n=2+2); need at least 3 per side, 10 recommended']);
  });

  it('compares a metric whose history has one value exactly (§4.6), and says when head varies', () => {
    const history: HistoryRun[] = Array.from({ length: 6 }, () => ({ values: { 'p.T': { 'sec/op': 100 } } }));
    const up = twoEach(history, [120, 120]);
    expect([up?.status, up?.method, up?.ratio]).toEqual(['regression', 'exact', 120 / 100.5]);
    const varying = twoEach(history, [100, 104]);
    expect([varying?.method, varying?.status]).toEqual(['exact', 'below-threshold']);
    expect(varying?.warnings).toContain('exact distribution expected, but base ranges from 100 to 101 and head ranges from 100 to 104; compared by medians');
  });
});
