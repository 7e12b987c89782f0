/**
 * The config's opt-in `single-sample-fallback: threshold:X` (STATISTICS.md §4.4 item 10): a metric
 * with one sample per run whose history is too short to test is judged by a plain threshold on head
 * against base, labelled as an unqualified check with no statistics; only then, and only until the
 * history test can run.
 */
import { describe, expect, it } from 'vitest';
import { compareResultSets, type CompareOptions } from '../../src/compare.js';
import { loadConfig } from '../../src/config/load.js';
import { ConfigPolicy, compareWithConfig } from '../../src/config/policy.js';
import { resolveConfig } from '../../src/config/resolve.js';
import type { Comparison } from '../../src/compare/types.js';
import { describeFailure } from '../../src/gate.js';
import { ComparisonReportSchema } from '../../src/schema/report.js';
import { renderJson } from '../../src/report/json.js';
import { renderText } from '../../src/report/text.js';
import type { HistoryRun } from '../../src/schema/result.js';
import { benchmark, metric, normal, resultSet, rng } from '../helpers/synthetic.js';

const LABEL = /^single-sample-fallback: an unqualified threshold check with no statistics, the head value against the base value at 10% \(run-to-run noise of that size fails the gate too\): 1 sample per run and (\d+) baseline runs? in history; need at least 5 baseline runs \(or 7 samples per side\) for a statistical test$/;

/** One metric T of one sample a side (`unit` decides the direction), compared with `options`. */
function one(base: number, head: number, options: CompareOptions = {}, unit = 'sec/op', history?: HistoryRun[]): { c: Comparison | undefined; verdict: string } {
  const report = compareResultSets(
    resultSet([benchmark('T', [metric(unit, [base])])], history === undefined ? {} : { history }),
    resultSet([benchmark('T', [metric(unit, [head])])]), options,
  );
  return { c: report.comparisons[0], verdict: report.verdict };
}

const FALLBACK = { singleSampleFallback: 0.1 };

describe('single-sample-fallback', () => {
  it('is off by default: one number a side without a history is inconclusive', () => {
    const { c, verdict } = one(100, 150);
    expect([c?.status, c?.method, verdict]).toEqual(['inconclusive', 'none', 'pass']);
  });

  it('when set, judges head against base at its own threshold, fails the gate, and says it rests on no statistics', () => {
    const { c, verdict } = one(100, 120, { ...FALLBACK, threshold: 0.05 });
    expect(c).toMatchObject({ status: 'regression', method: 'threshold-fallback', ratio: 1.2, ci: null, p: null, q: null, pWorse: null, threshold: 0.1 });
    expect(verdict).toBe('fail');
    expect(c?.warnings).toHaveLength(1);
    expect(c?.warnings[0]).toMatch(LABEL);
    expect(describeFailure(c === undefined ? [] : [c])).toBe('1 benchmark metric regressed beyond 10%: T sec/op +20.00%; judged by single-sample-fallback, a threshold check without statistics');
  });

  it('draws the line at the threshold as an exact metric does: +10% regresses, +9.9% does not, equal is no change', () => {
    expect(one(100, 110, FALLBACK).c?.status).toBe('regression');
    expect(one(100, 109.9, FALLBACK).c?.status).toBe('below-threshold');
    expect(one(100, 100, FALLBACK).c?.status).toBe('no-change');
    expect(one(100, 90, FALLBACK).c?.status).toBe('improvement');
    // Higher is better: the threshold applies to the inverse, so a drop to 1/1.1 is the regression.
    expect(one(110, 100, FALLBACK, 'ops/s').c?.status).toBe('regression');
    expect(one(110, 101, FALLBACK, 'ops/s').c?.status).toBe('below-threshold');
  });

  it('applies to one sample per run only: two samples a side, or ten, are not judged by it', () => {
    const two = compareResultSets(resultSet([benchmark('T', [metric('sec/op', [100, 101])])]), resultSet([benchmark('T', [metric('sec/op', [150, 151])])]), FALLBACK).comparisons[0];
    expect([two?.status, two?.method]).toEqual(['inconclusive', 'none']);
    const random = rng(5);
    const ten = (centre: number) => Array.from({ length: 10 }, () => centre * (1 + 0.01 * normal(random)));
    const many = compareResultSets(resultSet([benchmark('T', [metric('sec/op', ten(100))])]), resultSet([benchmark('T', [metric('sec/op', ten(150))])]), FALLBACK).comparisons[0];
    expect(many?.method).toBe('mann-whitney');
  });

  it('gives way to the history test once the history has 5 runs', () => {
    const runs = (values: number[]): HistoryRun[] => values.map((v) => ({ values: { 'p.T': { 'sec/op': v } } }));
    const short = one(100, 150, { ...FALLBACK, mode: 'cached' }, 'sec/op', runs([100, 102, 99, 101]));
    expect([short.c?.method, short.c?.status]).toEqual(['threshold-fallback', 'regression']);
    expect(short.c?.warnings[0]).toMatch(LABEL);
    expect(LABEL.exec(short.c?.warnings[0] ?? '')?.[1]).toBe('4');
    const long = one(100, 150, { ...FALLBACK, mode: 'cached' }, 'sec/op', runs([100, 102, 99, 101, 98]));
    expect([long.c?.method, long.c?.status]).toEqual(['history', 'regression']);
    expect(long.c?.warnings.join('\n')).not.toMatch(/single-sample-fallback/);
  });

  it('removes the machine offset, as the ratio it reports without the setting does', () => {
    // 12 one-number benchmarks, head's runner 8% faster on all of them; T is 15% slower on top.
    const random = rng(31);
    const history: HistoryRun[] = Array.from({ length: 3 }, () => ({
      values: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`p.B${i}`, { 'sec/op': 1e-6 * (i + 1) * (1 + 0.01 * normal(random)) }])),
    }));
    const side = (factor: number, t: number) => resultSet([
      ...Array.from({ length: 12 }, (_, i) => benchmark(`B${i}`, [metric('sec/op', [1e-6 * (i + 1) * factor])])),
      benchmark('T', [metric('sec/op', [100 * t])]),
    ], factor === 1 ? { history } : {});
    const report = compareResultSets(side(1, 1), side(0.92, 0.92 * 1.15), { ...FALLBACK, mode: 'cached' });
    expect(report.machineOffset).toBeCloseTo(0.92, 10);
    const t = report.comparisons.find((c) => c.name === 'T');
    expect(t?.method).toBe('threshold-fallback');
    expect(t?.ratio).toBeCloseTo(1.15, 10);
    expect(t?.status).toBe('regression');
    expect(t?.warnings[0]).toMatch(/the head value against the base value, corrected for the machine offset, at 10%/);
    // The other twelve ran 8% faster only because the runner did: no improvement once corrected.
    const others = report.comparisons.filter((c) => c.name !== 'T');
    expect(others).toHaveLength(12);
    for (const c of others) expect(c.ratio).toBeCloseTo(1, 12);
    expect(report.summary.improvement).toBe(0);
    const without = compareResultSets(side(1, 1), side(0.92, 0.92 * 1.15), { mode: 'cached' }).comparisons.find((c) => c.name === 'T');
    expect(without?.status).toBe('inconclusive');
    expect(without?.ratio).toBeCloseTo(t?.ratio ?? NaN, 12);
  });

  it('leaves a base of 0 (or less) inconclusive, and says the fallback does not apply to it', () => {
    const { c } = one(0, 5, FALLBACK, 'errors');
    expect(c?.status).toBe('inconclusive');
    expect(c?.warnings.join('\n')).toMatch(/single-sample-fallback does not apply: it compares a head value of 0 or more with a base value above 0/);
    expect(one(100, -1, FALLBACK, 'ops/s').c?.status).toBe('inconclusive');
  });

  it('judges a head of 0 against a base above 0 as -100%: throughput that collapsed to 0 fails the gate', () => {
    const collapsed = one(1000, 0, FALLBACK, 'ops/s');
    expect([collapsed.c?.status, collapsed.c?.method, collapsed.c?.ratio, collapsed.verdict]).toEqual(['regression', 'threshold-fallback', 0, 'fail']);
    // A time of 0 is no slowdown.
    expect(one(5, 0, FALLBACK, 'sec/op').c?.status).toBe('improvement');
  });

  it('never fails a change the metric\'s own threshold says does not count: it judges at the larger of the two', () => {
    // Rule threshold 50% for Slow, 3% for Fast, fallback 10%: Slow +20% was a regression beside the
    // note "rule #1 threshold 50%", and Fast +5% was below a threshold that note put at 3%.
    const loaded = loadConfig('single-sample-fallback: threshold:10%\nrules:\n  - {match: Slow, threshold: 50%}\n  - {match: Fast, threshold: 3%}\n', 'bench-gate.yml');
    if (!loaded.ok) throw new Error(loaded.error);
    const policy = new ConfigPolicy(resolveConfig(loaded.value, 'bench-gate.yml'));
    const side = (slow: number, fast: number) => resultSet([benchmark('Slow', [metric('sec/op', [slow])]), benchmark('Fast', [metric('sec/op', [fast])])]);
    const row = (slow: number, fast: number, name: string) => compareWithConfig(side(100, 100), side(slow, fast), {}, policy).comparisons.find((c) => c.name === name);
    const slow = row(120, 100, 'Slow');
    expect([slow?.status, slow?.threshold, slow?.method]).toEqual(['below-threshold', 0.5, 'threshold-fallback']);
    expect(slow?.warnings[0]).toContain('the head value against the base value at 50% (run-to-run noise');
    const slower = row(160, 100, 'Slow');
    expect([slower?.status, slower?.warnings.at(-1)]).toEqual(['regression', 'rule #1 (match: "Slow") threshold 50%']);
    const fast = row(100, 112, 'Fast');
    expect([fast?.status, fast?.threshold]).toEqual(['regression', 0.1]);
    expect(fast?.warnings.join('\n')).not.toMatch(/threshold 3%/);
    // The top-level threshold, as --threshold gives it, is the floor of every metric's.
    const top = one(100, 115, { ...FALLBACK, threshold: 0.2 }).c;
    expect([top?.status, top?.threshold]).toEqual(['below-threshold', 0.2]);
  });

  it('judges nothing under a min-samples floor above 1, as the history test that takes over does not', () => {
    // Exempt from the floor, the fallback judged +50% on 4 runs of history, and the fifth run, which
    // hands the metric to the history test, left it unjudged: more evidence, no gate.
    const runs = (values: number[]): HistoryRun[] => values.map((v) => ({ values: { 'p.T': { 'sec/op': v } } }));
    const floored = { ...FALLBACK, mode: 'cached' as const, policy: { minSamples: 5 } };
    for (const history of [runs([100, 102, 99, 101]), runs([100, 102, 99, 101, 98])]) {
      const { c, verdict } = one(100, 150, floored, 'sec/op', history);
      expect([c?.status, verdict], `${history.length} runs`).toEqual(['inconclusive', 'pass']);
      expect(c?.warnings, `${history.length} runs`).toContain('n=1+1 is below the sample-size floor (min-samples 5): not judged');
    }
    expect(one(100, 150, { ...FALLBACK, policy: { minSamples: 1 } }).c?.status).toBe('regression');
  });

  it('is in the report\'s settings and its JSON, which the report schema reads back (comment-from-artifact)', () => {
    const report = compareResultSets(resultSet([benchmark('T', [metric('sec/op', [100])])]), resultSet([benchmark('T', [metric('sec/op', [120])])]), FALLBACK);
    expect(report.settings.singleSampleFallback).toBe(0.1);
    const read = ComparisonReportSchema.parse(JSON.parse(renderJson(report)));
    expect(read.comparisons[0]?.method).toBe('threshold-fallback');
    expect(read.settings.singleSampleFallback).toBe(0.1);
    expect(renderText(report, {})).toMatch(/single-sample-fallback threshold:10% \(no statistics\)/);
    expect(compareResultSets(resultSet([]), resultSet([])).settings).not.toHaveProperty('singleSampleFallback');
  });
});
