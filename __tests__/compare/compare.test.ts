import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareResultSets } from '../../src/compare.js';
import type { Comparison } from '../../src/compare/types.js';
import { benchmark, metric, noisy, resultSet, rng } from '../helpers/synthetic.js';

const statusOf = (cs: Comparison[], name: string, unit = 'sec/op'): string | undefined => cs.find((c) => c.name === name && c.unit === unit)?.status;

/** A suite of `count` benchmarks, 5% CV, n samples; `slow` maps a benchmark index to a factor for head. */
function suite(seed: number, count: number, n: number, slow: Record<number, number> = {}, cv = 0.05) {
  const random = rng(seed);
  const base = resultSet(Array.from({ length: count }, (_, i) => benchmark(`B${i}`, [metric('sec/op', noisy(random, 1e-6 * (i + 1), cv, n))])));
  const head = resultSet(Array.from({ length: count }, (_, i) => benchmark(`B${i}`, [metric('sec/op', noisy(random, 1e-6 * (i + 1) * (slow[i] ?? 1), cv, n))])));
  return { base, head };
}

describe('compareResultSets', () => {
  it('passes identical inputs with every metric unchanged', () => {
    const { base } = suite(1, 20, 10);
    const report = compareResultSets(base, base);
    expect(report.verdict).toBe('pass');
    expect(report.comparisons.every((c) => c.status === 'no-change')).toBe(true);
    expect(report.comparisons[0]?.ratio).toBe(1);
  });

  it('flags a 20% slowdown among 50 unchanged benchmarks, and only it', () => {
    const { base, head } = suite(2, 50, 10, { 7: 1.2 });
    const report = compareResultSets(base, head);
    expect(report.verdict).toBe('fail');
    expect(report.comparisons.filter((c) => c.status === 'regression').map((c) => c.name)).toEqual(['B7']);
    const c = report.comparisons.find((x) => x.name === 'B7');
    expect(c?.ratio).toBeGreaterThan(1.1);
    expect(c?.ci?.[0]).toBeLessThan(c?.ratio ?? 0);
    expect(c?.ci?.[1]).toBeGreaterThan(c?.ratio ?? 0);
    expect(c?.q).toBeLessThanOrEqual(0.05);
    expect(c?.n).toEqual([10, 10]);
  });

  it('reports a throughput drop as a regression and a rise as an improvement (direction per unit)', () => {
    const random = rng(3);
    const base = resultSet([benchmark('T', [metric('B/s', noisy(random, 1e9, 0.02, 10))]), benchmark('U', [metric('B/s', noisy(random, 1e9, 0.02, 10))])]);
    const head = resultSet([benchmark('T', [metric('B/s', noisy(random, 0.7e9, 0.02, 10))]), benchmark('U', [metric('B/s', noisy(random, 1.5e9, 0.02, 10))])]);
    const report = compareResultSets(base, head);
    expect(statusOf(report.comparisons, 'T', 'B/s')).toBe('regression');
    expect(statusOf(report.comparisons, 'U', 'B/s')).toBe('improvement');
    expect(report.comparisons.find((c) => c.name === 'T')?.ratio).toBeLessThan(1);
  });

  it('compares exact metrics without a test: any change beyond the threshold counts', () => {
    const exact = (v: number) => metric('allocs/op', Array(10).fill(v) as number[], { assumption: 'exact' });
    const base = resultSet([benchmark('A', [exact(10)]), benchmark('Z', [exact(0)]), benchmark('S', [exact(100)]), benchmark('E', [exact(4)])]);
    const head = resultSet([benchmark('A', [exact(11)]), benchmark('Z', [exact(1)]), benchmark('S', [exact(102)]), benchmark('E', [exact(4)])]);
    const report = compareResultSets(base, head);
    expect(report.comparisons.map((c) => [c.name, c.status, c.ratio, c.method])).toEqual([
      ['A', 'regression', 1.1, 'exact'], ['E', 'no-change', 1, 'exact'], ['S', 'below-threshold', 1.02, 'exact'], ['Z', 'regression', Infinity, 'exact'],
    ]);
  });

  it('compares a varying exact metric by medians against the threshold, with a warning', () => {
    const exact = (samples: number[]) => metric('allocs/op', samples, { assumption: 'exact' });
    const base = resultSet([benchmark('A', [exact([2, 2, 2, 2, 2, 2, 2, 2, 2, 2])]), benchmark('B', [exact([80, 80, 96, 80, 80, 80])])]);
    const head = resultSet([benchmark('A', [exact([3, 3, 3, 3, 3, 3, 3, 3, 3, 4])]), benchmark('B', [exact([80, 80, 96, 80, 80, 80])])]);
    const [a, b] = compareResultSets(base, head).comparisons;
    expect(a).toMatchObject({ status: 'regression', ratio: 1.5, method: 'exact' });
    expect(a?.warnings[0]).toMatch(/exact distribution expected, but head ranges from 3 to 4; compared by medians/);
    expect(b).toMatchObject({ status: 'no-change', ratio: 1, method: 'exact' });
  });

  it('gets the direction right for zero and negative values (§4.6)', () => {
    const exact = (v: number, better: 'lower' | 'higher' = 'lower') => metric('x', [v, v, v], { assumption: 'exact', better });
    const rows: [number, number, 'lower' | 'higher', string][] = [
      [-10, -5, 'lower', 'regression'], [-10, -20, 'lower', 'improvement'], [-10, -5, 'higher', 'improvement'],
      [0, -5, 'higher', 'regression'], [0, 5, 'lower', 'regression'], [10, -5, 'higher', 'regression'], [10, -5, 'lower', 'improvement'],
    ];
    for (const [b, h, better, status] of rows) {
      const c = compareResultSets(resultSet([benchmark('Z', [exact(b, better)])]), resultSet([benchmark('Z', [exact(h, better)])])).comparisons[0];
      expect([b, h, better, c?.status]).toEqual([b, h, better, status]);
    }
  });

  it('gates a significant worsening of negative values instead of calling it below threshold', () => {
    const random = rng(9);
    const base = resultSet([benchmark('N', [metric('delta', noisy(random, -100, 0.02, 10))])]);
    const head = resultSet([benchmark('N', [metric('delta', noisy(random, -50, 0.02, 10))])]);
    const c = compareResultSets(base, head).comparisons[0];
    expect(c?.status).toBe('regression');
    expect(c?.ratio).toBeCloseTo(1.5, 1);
  });

  it('still reports a suite-wide slowdown at n=5 when BH finds it, with the sample-size warning', () => {
    const { base, head } = suite(10, 100, 5, Object.fromEntries(Array.from({ length: 100 }, (_, i) => [i, 1.3])));
    const report = compareResultSets(base, head);
    expect(report.verdict).toBe('fail');
    expect(report.summary.regression).toBeGreaterThan(90);
    expect(report.comparisons[0]?.warnings.join()).toMatch(/cannot reach significance for a single regression/);
  });

  it('does not apply exact semantics to n=2 all-equal samples of a noisy metric', () => {
    const base = resultSet([benchmark('T', [metric('sec/op', [10, 10])])]);
    const head = resultSet([benchmark('T', [metric('sec/op', [11, 11])])]);
    expect(compareResultSets(base, head).comparisons[0]?.status).toBe('inconclusive');
  });

  it('says n=5 cannot reach significance among 100 benchmarks and how many samples are needed', () => {
    const { base, head } = suite(4, 100, 5, { 3: 1.5 });
    const report = compareResultSets(base, head);
    expect(report.verdict).toBe('pass');
    expect(report.summary.inconclusive).toBe(100);
    expect(report.comparisons[3]?.warnings).toContain('n=5+5 cannot reach significance for a single regression among 100 comparisons at q=0.05; need at least 7 samples per side (10 recommended)');
  });

  it('reports new, removed and failed benchmarks without gating them', () => {
    const base = resultSet([benchmark('Old', [metric('sec/op', [1, 2, 3])]), benchmark('Both', [metric('sec/op', [1, 2, 3])])]);
    const head = resultSet([
      benchmark('New', [metric('sec/op', [1, 2, 3])]),
      benchmark('Both', [], { status: 'failed', messages: ['panic: boom'] }),
    ]);
    const report = compareResultSets(base, head);
    expect(report.comparisons.map((c) => [c.name, c.status, c.warnings])).toEqual([
      ['Both', 'failed', ['failed in head: panic: boom']], ['New', 'new', []], ['Old', 'removed', []],
    ]);
    expect(report.verdict).toBe('pass');
  });

  it('says when a benchmark both sides ran is reported in another unit per the same thing, which is not compared', () => {
    // ms/op is not rescaled (only ns and MB are): a 30% slowdown hides behind the unit change. B/s,
    // per another thing, and a metric added alongside (hits/s) get no note.
    const base = resultSet([benchmark('U', [metric('sec/op', [1e-4, 1.01e-4, 0.99e-4]), metric('B/s', [5e7, 5.1e7, 4.9e7])])]);
    const head = resultSet([benchmark('U', [metric('ms/op', [0.13, 0.131, 0.129]), metric('B/s', [5e7, 5.1e7, 4.9e7]), metric('hits/s', [3, 4, 5])])]);
    const report = compareResultSets(base, head);
    expect(report.comparisons.map((c) => [c.unit, c.status, c.warnings])).toEqual([
      ['sec/op', 'removed', ['head has no sec/op for this benchmark but has ms/op: different units are not compared']],
      ['B/s', 'no-change', expect.any(Array)],
      ['ms/op', 'new', ['base has no ms/op for this benchmark but has sec/op: different units are not compared']],
      ['hits/s', 'new', []],
    ]);
    const only = compareResultSets(resultSet([benchmark('U', [metric('sec/op', [1, 2, 3])])]), resultSet([benchmark('U', [metric('ms/op', [1, 2, 3])])]));
    expect(only.warnings).toEqual(['base and head have no metric in common: the benchmarks both ran are reported in different units (e.g. U), which are not compared']);
    const none = compareResultSets(resultSet([benchmark('A', [metric('sec/op', [1, 2, 3])])]), resultSet([benchmark('B', [metric('sec/op', [1, 2, 3])])]));
    expect(none.warnings.join()).toMatch(/no benchmark in common/);
  });

  it('says so when the benchmarks both ran failed or were skipped in base, not that they have none in common (the names were right)', () => {
    const ok = metric('sec/op', [1, 2, 3]);
    const failedBase = compareResultSets(
      resultSet([benchmark('Gone', [ok]), benchmark('B', [], { status: 'failed', messages: ['panic: boom'] })]),
      resultSet([benchmark('B', [ok])]),
    );
    expect(failedBase.warnings).toEqual(["base and head have no benchmark measured on both sides: the benchmark both ran has no base result (B, failed in base), so nothing was compared. See why in the base run's output"]);
    const skippedBase = compareResultSets(
      resultSet([benchmark('A', [], { status: 'skipped' }), benchmark('B', [], { status: 'failed' })]),
      resultSet([benchmark('A', [ok]), benchmark('B', [ok])]),
    );
    expect(skippedBase.warnings).toEqual(["base and head have no benchmark measured on both sides: the 2 benchmarks both ran have no base result (e.g. A, skipped in base), so nothing was compared. See why in the base run's output"]);
    // Failed in head: a failed row, which the report shows; no such note.
    const failedHead = compareResultSets(resultSet([benchmark('B', [ok])]), resultSet([benchmark('B', [], { status: 'failed' })]));
    expect(failedHead.warnings).toEqual([]);
    // One failed in base, the other measured there in another unit: only the first has no base result.
    const mixed = compareResultSets(
      resultSet([benchmark('A', [], { status: 'failed' }), benchmark('B', [metric('ms/op', [1, 2, 3])])]),
      resultSet([benchmark('A', [ok]), benchmark('B', [ok])]),
    );
    expect(mixed.warnings).toEqual(["base and head have no benchmark measured on both sides: 1 of the 2 benchmarks both ran has no base result (A, failed in base), and the other is reported in different units, which are not compared (B). See why in the base run's output"]);
  });

  it('gives the different-units note only for the same quantity in another unit, not for another metric per the same thing', () => {
    const notes = (baseMetrics: string[], headMetrics: string[]) => compareResultSets(
      resultSet([benchmark('U', baseMetrics.map((u) => metric(u, [1, 2, 3])))]),
      resultSet([benchmark('U', headMetrics.map((u) => metric(u, [1, 2, 3])))]),
    ).comparisons.filter((c) => c.status === 'new' || c.status === 'removed').map((c) => [c.unit, c.warnings]);
    // A Go run with -benchmem in base, a ms/op tool without it in head: B/op and allocs/op are not ms/op.
    expect(notes(['sec/op', 'B/op', 'allocs/op'], ['ms/op'])).toEqual([
      ['sec/op', ['head has no sec/op for this benchmark but has ms/op: different units are not compared']],
      ['B/op', []],
      ['allocs/op', []],
      ['ms/op', ['base has no ms/op for this benchmark but has sec/op: different units are not compared']],
    ]);
    // Unitless measures (BMF slugs, Google Benchmark counters, binary sections) are separate metrics.
    expect(notes(['latency', 'throughput'], ['latency', 'memory'])).toEqual([['throughput', []], ['memory', []]]);
    expect(notes(['text-bytes', 'zdebug-bytes'], ['text-bytes', 'rodata-bytes'])).toEqual([['zdebug-bytes', []], ['rodata-bytes', []]]);
    // Scale prefixes on bytes, counts and compound numerators are the same quantity.
    expect(notes(['B/op', 'ops/s', 'cpu-sec/op'], ['KiB/op', 'Mops/s', 'cpu-us/op']).map(([unit, w]) => [unit, (w as string[]).length])).toEqual([
      ['B/op', 1], ['ops/s', 1], ['cpu-sec/op', 1], ['KiB/op', 1], ['Mops/s', 1], ['cpu-us/op', 1],
    ]);
  });

  it('says why a baseline\'s hyperfine cpu-sec is removed when head has its parts, user-sec and system-sec', () => {
    // A baseline parsed before hyperfine's time_cpu (their sum) was left out.
    const cpuRow = (tool: 'hyperfine' | 'bmf') => compareResultSets(
      resultSet([benchmark('H', ['sec', 'cpu-sec', 'user-sec', 'system-sec'].map((u) => metric(u, [1, 2, 3])))], { context: { tool, config: {}, sources: ['base'] } }),
      resultSet([benchmark('H', ['sec', 'user-sec', 'system-sec'].map((u) => metric(u, [1, 2, 3])))], { context: { tool, config: {}, sources: ['head'] } }),
    ).comparisons.find((c) => c.unit === 'cpu-sec');
    const cpu = cpuRow('hyperfine');
    expect([cpu?.status, cpu?.warnings]).toEqual(['removed', [expect.stringMatching(/^cpu-sec is user-sec \+ system-sec, which head has and which are compared instead .*the row goes once the baseline is measured or parsed again$/)]]);
    // Another tool's cpu-sec (a BMF measure of that name) is no sum bench-gate stopped reading.
    const bmf = cpuRow('bmf');
    expect([bmf?.status, bmf?.warnings]).toEqual(['removed', []]);
    // Without both parts in head there is nothing to say.
    const hyperfine = { context: { tool: 'hyperfine' as const, config: {}, sources: ['x'] } };
    const alone = compareResultSets(resultSet([benchmark('H', [metric('cpu-sec', [1, 2, 3]), metric('sec', [1, 2, 3])])], hyperfine),
      resultSet([benchmark('H', [metric('sec', [1, 2, 3]), metric('user-sec', [1, 2, 3])])], hyperfine)).comparisons.find((c) => c.unit === 'cpu-sec');
    expect([alone?.status, alone?.warnings]).toEqual(['removed', []]);
  });

  it('keeps a benchmark that failed or was skipped in base and is gone from head: one bare removed row, not nothing', () => {
    const base = resultSet([benchmark('Gone', [], { status: 'failed', messages: ['panic: boom'] }), benchmark('Skipped', [], { status: 'skipped' }), benchmark('Kept', [metric('sec/op', [1, 2, 3])])]);
    const head = resultSet([benchmark('Kept', [metric('sec/op', [1, 2, 3])])]);
    const report = compareResultSets(base, head);
    expect(report.comparisons.map((c) => [c.name, c.unit, c.status, c.warnings, c.base])).toEqual([
      ['Gone', '', 'removed', ['failed in base, not in head'], undefined], ['Kept', 'sec/op', 'no-change', expect.any(Array), expect.any(Object)],
      ['Skipped', '', 'removed', ['skipped in base, not in head'], undefined],
    ]);
    expect(report.summary.removed).toBe(2);
    expect(report.verdict).toBe('pass');
  });

  it('is deterministic', () => {
    const { base, head } = suite(5, 30, 10, { 1: 1.1 });
    expect(compareResultSets(base, head)).toEqual(compareResultSets(base, head));
  });

  it('treats all-equal samples on one side as inconclusive (resolution too coarse)', () => {
    const base = resultSet([benchmark('Q', [metric('sec/op', [1, 1, 1, 1, 1])])]);
    const head = resultSet([benchmark('Q', [metric('sec/op', [1, 2, 1, 2, 1])])]);
    const c = compareResultSets(base, head).comparisons[0];
    expect(c?.status).toBe('inconclusive');
    expect(c?.warnings.join()).toMatch(/all 5 base samples are equal/);
  });

  it('with no change estimated (ties give a median difference of 0), shows the p of the significant side', () => {
    // Base 10 × 1 ns and 10 × 2 ns, head 19 × 1 ns and one 2 ns: the HL ratio is exactly 1, and the
    // exact tie-aware test says head is faster. With k head values at 2 ns (hypergeometric, 40
    // values, 11 of them 2 ns, 20 drawn): p_better = P(k ≤ 1) = (C(29,20) + 11·C(29,19)) / C(40,20).
    const base = resultSet([benchmark('T', [metric('sec/op', [...Array<number>(10).fill(1e-9), ...Array<number>(10).fill(2e-9)])])]);
    const head = resultSet([benchmark('T', [metric('sec/op', [...Array<number>(19).fill(1e-9), 2e-9])])]);
    const c = compareResultSets(base, head).comparisons[0];
    expect([c?.status, c?.ratio]).toEqual(['below-threshold', 1]);
    expect(c?.pBetter).toBeCloseTo(0.0016710258645742516, 15);
    expect(c?.pWorse).toBeCloseTo(0.9999273467015403, 13);
    expect([c?.p, c?.q]).toEqual([c?.pBetter, c?.qBetter]);
  });

  it('tests zero or negative values on raw values with a warning', () => {
    const base = resultSet([benchmark('N', [metric('delta', [-1, 0, 1, 2, -2, 0, 1, 1, 0, -1])])]);
    const c = compareResultSets(base, base).comparisons[0];
    expect(c?.status).toBe('no-change');
    expect(c?.warnings.join()).toMatch(/values of 0 or less, or not finite/);
  });
});

describe('properties', () => {
  const arbSuite = fc.record({ seed: fc.integer(), slow: fc.double({ min: 0.5, max: 2, noNaN: true }) });

  it('compare(s, s) never reports a regression or an improvement', () => {
    fc.assert(fc.property(arbSuite, ({ seed }) => {
      const { base } = suite(seed, 12, 8);
      const statuses = compareResultSets(base, base).comparisons.map((c) => c.status);
      expect(statuses.some((s) => s === 'regression' || s === 'improvement')).toBe(false);
    }), { numRuns: 25 });
  });

  it('swapping base and head swaps regressions and improvements', () => {
    fc.assert(fc.property(arbSuite, ({ seed, slow }) => {
      const { base, head } = suite(seed, 12, 10, { 0: slow, 5: 1 / slow });
      const forward = compareResultSets(base, head).comparisons.map((c) => c.status);
      const backward = compareResultSets(head, base).comparisons.map((c) => c.status);
      const swap = (s: string) => (s === 'regression' ? 'improvement' : s === 'improvement' ? 'regression' : s);
      expect(backward).toEqual(forward.map(swap));
    }), { numRuns: 25 });
  });

  it('scaling every value by k > 0 leaves the statuses unchanged', () => {
    fc.assert(fc.property(arbSuite, fc.constantFrom(1e-3, 7, 1e6), ({ seed, slow }, k) => {
      const { base, head } = suite(seed, 12, 10, { 2: slow });
      const scale = (set: typeof base) => ({ ...set, benchmarks: set.benchmarks.map((b) => ({ ...b, metrics: b.metrics.map((m) => ({ ...m, samples: m.samples.map((v) => v * k) })) })) });
      const a = compareResultSets(base, head).comparisons.map((c) => c.status);
      const b = compareResultSets(scale(base), scale(head)).comparisons.map((c) => c.status);
      expect(b).toEqual(a);
    }), { numRuns: 25 });
  });
});

describe('multiple-comparison methods', () => {
  it('holm is at least as strict as bh, none is the least strict, and all agree on a large effect', () => {
    const { base, head } = suite(7, 40, 10, { 0: 1.3, 1: 1.08, 2: 1.07 });
    const flagged = (m: 'bh' | 'holm' | 'by' | 'none') => compareResultSets(base, head, { multipleComparisons: m }).comparisons.filter((c) => c.status === 'regression').map((c) => c.name);
    const [bh, holm, by, none] = [flagged('bh'), flagged('holm'), flagged('by'), flagged('none')];
    expect(bh).toContain('B0');
    for (const set of [holm, by]) expect(set.every((n) => bh.includes(n))).toBe(true);
    expect(bh.every((n) => none.includes(n))).toBe(true);
  });

  it('needs more samples under BY than under BH (its floor is q / (m·H_m))', () => {
    const { base, head } = suite(8, 100, 7);
    const bh = compareResultSets(base, head).comparisons[0]?.warnings ?? [];
    const by = compareResultSets(base, head, { multipleComparisons: 'by' }).comparisons[0]?.warnings ?? [];
    expect(bh.join()).not.toMatch(/cannot reach significance/);
    expect(by.join()).toMatch(/n=7\+7 cannot reach significance .* need at least 8 samples per side/);
  });
});

describe('context warnings', () => {
  const one = (suite?: string) => resultSet([benchmark('BenchmarkA', [metric('sec/op', [1, 2, 3, 4, 5])])], suite === undefined ? {} : { suite });

  it('warns when base and head are results of different suites, and only then', () => {
    expect(compareResultSets(one('api'), one('db')).warnings).toContain('base and head are results of different suites (api vs db): check that both files are of the same suite');
    for (const [a, b] of [['api', 'api'], ['api', undefined], [undefined, 'db']] as const) {
      expect(compareResultSets(one(a), one(b)).warnings.filter((w) => w.includes('suites'))).toEqual([]);
    }
  });
});
