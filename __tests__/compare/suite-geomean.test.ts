/**
 * The suite geomean says which rows it left out (a ratio of zero or none: 0 -> N, N -> 0) and, when
 * none is left to average, that it cannot be computed, in every report format; it never reads
 * +0.00% for a unit whose only change it could not use.
 */
import { describe, expect, it } from 'vitest';
import { compareResultSets } from '../../src/compare.js';
import type { ComparisonReport } from '../../src/compare/types.js';
import { parseReport } from '../../src/cli/report-command.js';
import { renderJson } from '../../src/report/json.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { benchmark, metric, noisy, resultSet, rng } from '../helpers/synthetic.js';

const exact = (unit: string, value: number) => metric(unit, Array.from({ length: 10 }, () => value));

/**
 * Seven benchmarks: sec/op unchanged; B/op 0 -> 0 in six and 0 -> 48 in one (the README quick
 * start's shape); allocs/op only in two, 0 -> 1 and 3 -> 0, so no allocs/op ratio exists.
 */
function report(): ComparisonReport {
  const random = rng(7);
  const side = (isHead: boolean) => resultSet(Array.from({ length: 7 }, (_, i) => benchmark(`B${i}`, [
    metric('sec/op', noisy(random, 1e-6 * (i + 1), 0.01, 10)),
    exact('B/op', isHead && i === 5 ? 48 : 0),
    ...(i === 2 ? [exact('allocs/op', isHead ? 1 : 0)] : i === 4 ? [exact('allocs/op', isHead ? 0 : 3)] : []),
  ])));
  return compareResultSets(side(false), side(true));
}

describe('suite geomean with rows it cannot use', () => {
  const r = report();

  it('counts and names the rows left out, in the JSON report', () => {
    expect(r.comparisons.find((c) => c.name === 'B5' && c.unit === 'B/op')?.status).toBe('regression');
    expect(r.geomeans.find((g) => g.unit === 'sec/op')).not.toHaveProperty('leftOut');
    expect(r.geomeans.find((g) => g.unit === 'B/op')).toMatchObject({ ratio: 1, count: 6, leftOut: 1, leftOutNote: '1 of 7 left out: 0 -> 48 B has no ratio' });
    expect(r.geomeans.map((g) => g.unit)).not.toContain('allocs/op');
    expect(r.geomeansNotComputed).toEqual([{ unit: 'allocs/op', leftOut: 2, leftOutNote: '2 of 2 left out: 0 -> 1 allocs and 3 allocs -> 0 have no ratio' }]);
  });

  it('says so in the markdown headline, and that allocs/op has no geomean', () => {
    const headline = renderMarkdown(r).split('\n').find((l) => l.includes('geomean')) ?? '';
    expect(headline).toContain('B/op +0.00% (1 of 7 left out: 0 → 48 B has no ratio)');
    expect(headline).toContain('allocs/op cannot be computed (2 of 2 left out: 0 → 1 allocs and 3 allocs → 0 have no ratio)');
  });

  it('says so in the text report, as a footnote on the geomean row', () => {
    const text = renderText(r);
    expect(text).toMatch(/^geomean +\+0\.00% +(\S+)$/m);
    expect(text).toContain('B/op geomean: 1 of 7 left out: 0 -> 48 B has no ratio');
    expect(text).toMatch(/^geomean +n\/a +\S+$/m);
    expect(text).toContain('allocs/op geomean cannot be computed: 2 of 2 left out: 0 -> 1 allocs and 3 allocs -> 0 have no ratio');
  });

  it('keeps the notes through a saved report (bench-gate report), and old reports still read', () => {
    const again = parseReport(renderJson(r), 'report.json');
    expect(again.geomeans).toEqual(r.geomeans);
    expect(again.geomeansNotComputed).toEqual(r.geomeansNotComputed);
    expect(renderMarkdown(again)).toBe(renderMarkdown(r));
    const { geomeansNotComputed: _gone, ...old } = r;
    const oldReport = parseReport(renderJson({ ...old, geomeans: r.geomeans.map(({ leftOut: _n, leftOutNote: _note, ...g }) => g) }), 'old.json');
    expect(oldReport.geomeansNotComputed).toBeUndefined();
    expect(renderMarkdown(oldReport)).not.toContain('left out');
  });

  it('names two rows, then counts the rest', () => {
    const side = (isHead: boolean) => resultSet(Array.from({ length: 5 }, (_, i) => benchmark(`B${i}`, [exact('B/op', isHead ? 1024 * (i + 1) : 0)])));
    expect(compareResultSets(side(false), side(true)).geomeansNotComputed?.[0]?.leftOutNote).toBe('5 of 5 left out: 0 -> 1 KiB, 0 -> 2 KiB and 3 more have no ratio');
  });

  it('leaves out a row of values below zero: its change relative to |base| is no ratio to average', () => {
    // Five timings unchanged and one row of the same unit that went from -3.04 to -6.04 (lower is
    // better): 1 + (head - base) / |base| = 0.015 is no factor, and averaged in it read as a -50% suite.
    const random = rng(11);
    const side = (isHead: boolean) => resultSet([
      ...Array.from({ length: 5 }, (_, i) => benchmark(`B${i}`, [metric('sec/op', noisy(random, 1e-6 * (i + 1), 0.01, 10))])),
      benchmark('Delta', [metric('sec/op', Array.from({ length: 10 }, (_, k) => (isHead ? -6 : -3) - k / 100))]),
    ]);
    const g = compareResultSets(side(false), side(true)).geomeans.find((x) => x.unit === 'sec/op');
    expect(g).toMatchObject({ count: 5, leftOut: 1 });
    expect(Math.abs((g?.ratio ?? 0) - 1)).toBeLessThan(0.02);
    expect(g?.leftOutNote).toBe('1 of 6 left out: -3.04 s -> -6.04 s has no ratio');
  });
});
