/** findSeriesGaps and seriesGapsNote: benchmarks (or metrics) some runs of a series lack are named, briefly; the rest is silent. */
import { describe, expect, it } from 'vitest';
import { mergeBenchmarks } from '../../src/merge.js';
import { describeGap, findSeriesGaps, seriesGapsNote } from '../../src/run/series-gaps.js';
import type { Benchmark, BenchmarkStatus, Metric } from '../../src/schema/result.js';

const metric = (unit: string, samples: number[] = [1], center?: number): Metric => ({
  unit, originalUnit: unit, better: 'lower', assumption: 'nothing', samples,
  ...(center === undefined ? {} : { summary: { n: 3, center, centerKind: 'median' } }),
});
const bench = (name: string, units: string[] = ['sec/op'], status: BenchmarkStatus = 'ok'): Benchmark => ({
  key: `pkg.${name}`, name, status, config: {}, parts: { base: name, sub: [], params: {} }, metrics: units.map((u) => metric(u)),
});

describe('findSeriesGaps', () => {
  it('finds nothing when every benchmark and metric is in every run, or when there is one run', () => {
    const run = [bench('A', ['sec/op', 'B/op']), bench('B')];
    expect(findSeriesGaps([run, run, run])).toEqual([]);
    expect(findSeriesGaps([[bench('A')]])).toEqual([]);
  });

  it('names a benchmark missing from some runs as a whole, and a metric missing beside its benchmark by unit, grouping metrics that lack the same runs', () => {
    const gaps = findSeriesGaps([
      [bench('Steady'), bench('Flaky'), bench('Mem', ['sec/op', 'B/op', 'allocs/op'])],
      [bench('Steady'), bench('Mem', ['sec/op'])],
      [bench('Steady'), bench('Mem', ['sec/op', 'B/op', 'allocs/op'])],
      [bench('Steady'), bench('Flaky'), bench('Mem', ['sec/op', 'B/op'])],
    ]);
    expect(gaps).toEqual([
      { key: 'pkg.Flaky', name: 'Flaky', missing: [2, 3], skipped: [] },
      { key: 'pkg.Mem', name: 'Mem', units: ['B/op'], missing: [2], skipped: [] },
      { key: 'pkg.Mem', name: 'Mem', units: ['allocs/op'], missing: [2, 4], skipped: [] },
    ]);
    const grouped = findSeriesGaps([[bench('Mem', ['sec/op', 'B/op', 'allocs/op'])], [bench('Mem', ['sec/op'])]]);
    expect(grouped).toEqual([{ key: 'pkg.Mem', name: 'Mem', units: ['B/op', 'allocs/op'], missing: [2], skipped: [] }]);
  });

  it('tells a run that skipped a benchmark from one that did not print it', () => {
    const gaps = findSeriesGaps([[bench('X'), bench('Y')], [bench('X', [], 'skipped'), bench('Y')], [bench('Y')]]);
    expect(gaps).toEqual([{ key: 'pkg.X', name: 'X', missing: [3], skipped: [2] }]);
  });

  it('keeps the samples of a benchmark skipped in some runs whichever run skipped it: the merge does not mark it skipped (not compared)', () => {
    // b.Skip in run 1 only: the merged benchmark was 'skipped', so compare never tested its 2 runs' samples (a regression passed as skipped), while the warning said it was kept.
    for (const skippedIn of [0, 1, 2]) {
      const runs = [0, 1, 2].map((i) => [i === skippedIn ? bench('X', [], 'skipped') : bench('X')]);
      expect(findSeriesGaps(runs), `run ${skippedIn + 1}`).toEqual([{ key: 'pkg.X', name: 'X', missing: [], skipped: [skippedIn + 1] }]);
      const [merged] = mergeBenchmarks(runs);
      expect([merged?.status, merged?.metrics[0]?.samples.length], `run ${skippedIn + 1}`).toEqual(['ok', 2]);
    }
    // Skipped in every run it appeared in: still skipped.
    expect(mergeBenchmarks([[bench('X', [], 'skipped')], [bench('X', [], 'skipped')]])[0]?.status).toBe('skipped');
  });

  it('leaves out a benchmark that failed in a run (it is reported failed) and one no run measured', () => {
    const gaps = findSeriesGaps([
      [bench('Failed'), bench('Never', [], 'skipped'), bench('Y')],
      [bench('Failed', [], 'failed'), bench('Y')],
      [bench('Never', [], 'skipped'), bench('Y')],
    ]);
    expect(gaps).toEqual([]);
  });

  it('counts benchmarks by key and names one by its key when another benchmark has its name (two packages, two libtest targets)', () => {
    const inPkg = (pkg: string, name: string): Benchmark => ({ ...bench(name), key: `${pkg}.${name}`, parts: { package: pkg, base: name, sub: [], params: {} } });
    const gaps = findSeriesGaps([
      [inPkg('example.com/a', 'BenchmarkX-8'), inPkg('example.com/b', 'BenchmarkX-8'), inPkg('example.com/a', 'BenchmarkY-8')],
      [inPkg('example.com/a', 'BenchmarkY-8')],
    ]);
    expect(gaps.map((g) => g.name)).toEqual(['example.com/a.BenchmarkX-8', 'example.com/b.BenchmarkX-8']);
    expect(seriesGapsNote(gaps, { runs: 2, benchmarks: 3, source: 'x' })?.message).toMatch(
      /^2 of 3 benchmarks did not appear in every run, so they have fewer samples: example\.com\/a\.BenchmarkX-8: in 1 of 2 runs \(missing from run 2\); example\.com\/b\.BenchmarkX-8: /,
    );
  });

  it('counts a run that gave only a summary of a metric as having it', () => {
    const summaryOnly: Benchmark = { ...bench('X', []), metrics: [metric('sec/op', [], 5)] };
    expect(findSeriesGaps([[bench('X')], [summaryOnly]])).toEqual([]);
  });
});

describe('seriesGapsNote', () => {
  it('is one whole-file warning naming each gap with its runs, or nothing without gaps', () => {
    expect(seriesGapsNote([], { runs: 3, benchmarks: 4, source: 'make bench (3 runs)' })).toBeUndefined();
    const note = seriesGapsNote([{ key: 'pkg.BenchmarkX-8', name: 'BenchmarkX-8', units: ['sec/op'], missing: [2], skipped: [] }], { runs: 3, benchmarks: 40, source: 'make bench (3 runs)' });
    expect(note).toEqual({
      severity: 'warning', source: 'make bench (3 runs)', line: 0,
      message: '1 of 40 benchmarks did not appear in every run, so it has fewer samples: BenchmarkX-8 sec/op: in 2 of 3 runs (missing from run 2). '
        + 'The output of those runs shows why (a skip, a benchmark that printed nothing, a line a metrics pattern did not match).',
    });
  });

  it('says rounds for ab, skipped and missing runs apart, and caps the run numbers', () => {
    expect(describeGap({ key: 'pkg.Y', name: 'Y', missing: [3, 5], skipped: [1] }, 6, 'round')).toBe('Y: in 3 of 6 rounds (skipped in round 1, missing from rounds 3, 5)');
    expect(describeGap({ key: 'pkg.Z', name: 'Z', missing: [1, 2, 3, 4, 5, 6, 7, 8], skipped: [] }, 10)).toBe('Z: in 2 of 10 runs (missing from runs 1, 2, 3, 4, 5 and 3 more)');
    // A benchmark with 300 metrics, 200 of them missing from a run: a few units, then a count.
    const units = Array.from({ length: 200 }, (_, i) => `m${i}`);
    expect(describeGap({ key: 'pkg.W', name: 'W', units, missing: [2], skipped: [] }, 3)).toBe('W m0, m1, m2, m3, m4 and 195 more metrics: in 2 of 3 runs (missing from run 2)');
  });

  it('names a few gaps and counts the rest: 10,000 benchmarks missing from a run give one short line', () => {
    const full = Array.from({ length: 10_000 }, (_, i) => bench(`B${i}`));
    const gaps = findSeriesGaps([full, full.slice(0, 1), full]);
    expect(gaps).toHaveLength(9_999);
    const note = seriesGapsNote(gaps, { runs: 3, benchmarks: 10_000, source: 'x' });
    expect(note?.message).toMatch(/^9999 of 10000 benchmarks did not appear in every run, so they have fewer samples: B1: in 2 of 3 runs \(missing from run 2\); B2: .*; B5: in 2 of 3 runs \(missing from run 2\); and 9994 more\. /);
    expect(note?.message).not.toContain('\n');
    expect(note?.message.length).toBeLessThan(500);
  });
});
