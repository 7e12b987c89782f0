/**
 * Cached-baseline mode (STATISTICS.md §4.4): machine-offset correction, the history test, and the
 * one-number-per-run rule.
 */
import { describe, expect, it } from 'vitest';
import { compareResultSets } from '../../src/compare.js';
import type { HistoryRun } from '../../src/schema/result.js';
import { benchmark, metric, noisy, normal, resultSet, rng } from '../helpers/synthetic.js';

function offsetSuite(seed: number, count: number, offset: number, slow: Record<number, number> = {}) {
  const random = rng(seed);
  const base = resultSet(Array.from({ length: count }, (_, i) => benchmark(`B${i}`, [metric('sec/op', noisy(random, 1e-6 * (i + 1), 0.02, 10))])));
  const head = resultSet(Array.from({ length: count }, (_, i) => benchmark(`B${i}`, [metric('sec/op', noisy(random, 1e-6 * (i + 1) * offset * (slow[i] ?? 1), 0.02, 10))])));
  return { base, head };
}

describe('machine offset (common-mode) correction', () => {
  it('without correction, a 4% slower runner makes everything look slower', () => {
    const { base, head } = offsetSuite(11, 30, 1.04);
    const report = compareResultSets(base, head, { threshold: 0.03 });
    expect(report.summary.regression).toBeGreaterThan(20);
  });

  it('in cached mode the offset is measured, removed, reported, and a real regression still shows', () => {
    const { base, head } = offsetSuite(11, 30, 1.04, { 4: 1.25 });
    const report = compareResultSets(base, head, { threshold: 0.03, mode: 'cached' });
    expect(report.comparisons.filter((c) => c.status === 'regression').map((c) => c.name)).toEqual(['B4']);
    expect(report.machineOffset).toBeGreaterThan(1.02);
    expect(report.machineOffset).toBeLessThan(1.06);
    expect(report.warnings.join('\n')).toMatch(/LARGE runner offset: head ran \d+\.\d+% slower/);
    const geo = report.geomeans[0];
    expect(geo?.uncorrectedRatio).toBeGreaterThan(geo?.ratio ?? Infinity);
  });

  it('words a large offset by its direction: a faster head hides a change that speeds everything up, not one that slows it', () => {
    const { base, head } = offsetSuite(11, 30, 0.7);
    const report = compareResultSets(base, head, { threshold: 0.03, mode: 'cached' });
    const warning = report.warnings.find((w) => w.startsWith('LARGE runner offset'));
    expect(warning).toMatch(/^LARGE runner offset: head ran \d+\.\d+% faster overall than the baseline; .*\. This is a different or less busy machine, or a change that speeds everything up: check the uncorrected geomean\.$/);
  });

  it('counts benchmarks, not metrics: 5 benchmarks with a time and a throughput are too few, and 3 regressing together are not corrected away', () => {
    const random = rng(9);
    const suite = (slow: (i: number) => number) => resultSet(Array.from({ length: 5 }, (_, i) => {
      const times = noisy(random, 1e-6 * (i + 1) * slow(i), 0.01, 10);
      return benchmark(`B${i}`, [metric('sec/op', times), metric('B/s', times.map((t) => 1000 / t))]);
    }));
    const report = compareResultSets(suite(() => 1), suite((i) => (i < 3 ? 1.3 : 1)), { mode: 'cached' });
    expect(report.machineOffset).toBeUndefined();
    expect(report.warnings.join()).toMatch(/too few benchmarks/);
    expect(report.comparisons.filter((c) => c.status === 'regression').map((c) => `${c.name} ${c.unit}`)).toEqual(['B0 sec/op', 'B0 B/s', 'B1 sec/op', 'B1 B/s', 'B2 sec/op', 'B2 B/s']);
    expect(report.summary.improvement).toBe(0);
  });

  it('says so when there are too few benchmarks to estimate the offset', () => {
    const { base, head } = offsetSuite(12, 5, 1.0);
    const report = compareResultSets(base, head, { mode: 'cached' });
    expect(report.machineOffset).toBeUndefined();
    expect(report.warnings.join()).toMatch(/too few benchmarks/);
  });
});

/** One number per run: `runs` history runs of `count` benchmarks with 2% run noise and a 3% machine offset per run. */
function historySuite(seed: number, count: number, runs: number, slow: Record<number, number> = {}) {
  const random = rng(seed);
  const run = (factor: (i: number) => number) => {
    const machine = 1 + 0.03 * normal(random);
    return Array.from({ length: count }, (_, i) => 1000 * (i + 1) * machine * (1 + 0.02 * normal(random)) * factor(i));
  };
  const history: HistoryRun[] = Array.from({ length: runs }, (_, j) => {
    const values = run(() => 1);
    return { commit: `c${j}`, values: Object.fromEntries(values.map((v, i) => [`p.B${i}`, { 'sec/op': v }])) };
  });
  const baseValues = run(() => 1);
  const headValues = run((i) => slow[i] ?? 1);
  const base = resultSet(baseValues.map((v, i) => benchmark(`B${i}`, [metric('sec/op', [v])])), { history });
  const head = resultSet(headValues.map((v, i) => benchmark(`B${i}`, [metric('sec/op', [v])])));
  return { base, head };
}

describe('one number per run', () => {
  it('refuses to gate with fewer than 5 history runs and says why, with the ratio', () => {
    const { base, head } = historySuite(21, 20, 2, { 0: 1.5 });
    const report = compareResultSets(base, head, { mode: 'cached' });
    expect(report.verdict).toBe('pass');
    const c = report.comparisons.find((x) => x.name === 'B0');
    expect(c?.status).toBe('inconclusive');
    expect(c?.warnings.join()).toMatch(/1 sample per run and 2 baseline runs in history; need at least 5 baseline runs .* Reporting the ratio only: \+\d+\.\d+%/);
  });

  it('gates against a history of 10 runs: a 30% slowdown is caught, the rest stays quiet', () => {
    const { base, head } = historySuite(22, 20, 10, { 3: 1.3 });
    const report = compareResultSets(base, head, { mode: 'cached' });
    expect(report.comparisons.filter((c) => c.status === 'regression').map((c) => c.name)).toEqual(['B3']);
    expect(report.comparisons.find((c) => c.name === 'B3')?.method).toBe('history');
  });

  it('measures a one-number-per-run effect against the history centre, not the single base run', () => {
    const history: HistoryRun[] = [100, 102, 99, 101, 98, 100].map((v) => ({ values: { 'p.T': { 'ops/s': v } } }));
    const base = resultSet([benchmark('T', [metric('ops/s', [70])])], { history });
    const head = resultSet([benchmark('T', [metric('ops/s', [80])])]);
    const c = compareResultSets(base, head, { mode: 'cached', commonMode: 'off' }).comparisons[0];
    expect(c?.method).toBe('history');
    expect(c?.ratio).toBeCloseTo(0.8, 2);
    expect(c?.status).toBe('regression');
  });

  it('compares a one-number-per-run metric whose history has one value exactly (§4.6), not as a short history', () => {
    const history: HistoryRun[] = Array.from({ length: 10 }, () => ({ values: { 'p.T': { 'sec/op': 100 } } }));
    const base = resultSet([benchmark('T', [metric('sec/op', [100])])], { history });
    const slower = compareResultSets(base, resultSet([benchmark('T', [metric('sec/op', [150])])]), { mode: 'cached' }).comparisons[0];
    expect([slower?.status, slower?.method, slower?.ratio]).toEqual(['regression', 'exact', 1.5]);
    const same = compareResultSets(base, resultSet([benchmark('T', [metric('sec/op', [100])])]), { mode: 'cached' }).comparisons[0];
    expect([same?.status, same?.method]).toEqual(['no-change', 'exact']);
  });

  it('compares a constant one-number-per-run metric exactly when the machine correction is on (it was tested against the runner offsets)', () => {
    // 12 timings with 2% run noise and a head runner 8% faster, so the correction is on and large;
    // a count of 100 in every run, unchanged in head, is no change at all (not +8.7%, a regression).
    const random = rng(24);
    const history: HistoryRun[] = Array.from({ length: 10 }, () => {
      const values: HistoryRun['values'] = { 'p.Count': { items: 100 } };
      for (let i = 0; i < 12; i++) values[`p.B${i}`] = { 'sec/op': 1e-6 * (i + 1) * (1 + 0.02 * normal(random)) };
      return { values };
    });
    const timings = (factor: number) => Array.from({ length: 12 }, (_, i) => benchmark(`B${i}`, [metric('sec/op', [1e-6 * (i + 1) * factor])]));
    const base = resultSet([...timings(1), benchmark('Count', [metric('items', [100])])], { history });
    const compare = (count: number) => compareResultSets(base, resultSet([...timings(0.92), benchmark('Count', [metric('items', [count])])]), { mode: 'cached' });
    const same = compare(100);
    expect(same.machineOffset).toBeLessThan(0.95);
    expect(same.comparisons.filter((c) => c.name === 'Count').map((c) => [c.status, c.method, c.ratio])).toEqual([['no-change', 'exact', 1]]);
    expect(same.verdict).toBe('pass');
    const up = compare(104).comparisons.find((c) => c.name === 'Count');
    expect([up?.status, up?.method, up?.ratio]).toEqual(['below-threshold', 'exact', 1.04]);
  });

  it('compares a one-number-per-run metric that was 0 in every history run exactly, and says when values of 0 or less leave too few runs to test', () => {
    const zeros: HistoryRun[] = Array.from({ length: 10 }, () => ({ values: { 'p.E': { errors: 0 } } }));
    const base = resultSet([benchmark('E', [metric('errors', [0])])], { history: zeros });
    const rose = compareResultSets(base, resultSet([benchmark('E', [metric('errors', [5])])]), { mode: 'cached' }).comparisons[0];
    expect([rose?.status, rose?.method, rose?.ratio]).toEqual(['regression', 'exact', Infinity]);
    const negatives: HistoryRun[] = [-3, -3.1, -2.9, -3, -3.05, -2.95].map((v) => ({ values: { 'p.N': { score: v } } }));
    const c = compareResultSets(resultSet([benchmark('N', [metric('score', [-3])])], { history: negatives }),
      resultSet([benchmark('N', [metric('score', [-1])])]), { mode: 'cached' }).comparisons[0];
    expect(c?.status).toBe('inconclusive');
    expect(c?.warnings.join('\n')).toMatch(/6 of the 6 baseline runs in history have a value of 0 or less/);
    expect(c?.warnings.join('\n')).not.toMatch(/0 baseline runs in history/);
  });

  it('says why a head value of 0 cannot be tested against a history long enough to gate', () => {
    const history: HistoryRun[] = [100, 101, 99, 100, 102].map((v) => ({ values: { 'p.T': { 'sec/op': v } } }));
    const base = resultSet([benchmark('T', [metric('sec/op', [100])])], { history });
    const c = compareResultSets(base, resultSet([benchmark('T', [metric('sec/op', [0])])]), { mode: 'cached' }).comparisons[0];
    expect(c?.status).toBe('inconclusive');
    const reason = c?.warnings.join('\n') ?? '';
    expect(reason).toMatch(/the head value \(0\) is not a finite number above 0/);
    expect(reason).not.toMatch(/need at least 5 baseline runs/);
  });

  it('uses max(p_MW, p_hist) when samples and a history both exist', () => {
    const random = rng(23);
    const history: HistoryRun[] = Array.from({ length: 8 }, () => ({ values: { 'p.A': { 'sec/op': 100 * (1 + 0.05 * normal(random)) } } }));
    const base = resultSet([benchmark('A', [metric('sec/op', noisy(random, 100, 0.01, 10))])], { history });
    const head = resultSet([benchmark('A', [metric('sec/op', noisy(random, 106, 0.01, 10))])]);
    const c = compareResultSets(base, head, { mode: 'cached' }).comparisons[0];
    expect(c?.method).toBe('mann-whitney+history');
    // Within-run the 6% shift is obvious; against a 5% between-run spread it is not.
    expect(c?.status).toBe('no-change');
    expect(c?.pWorse).toBeGreaterThan(0.01);
  });
});
