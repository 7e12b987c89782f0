/**
 * Report goldens: each case of cases.ts rendered as markdown (fixtures/report/<case>.md) and text
 * (<case>.txt), asserted byte for byte (UPDATE_GOLDEN=1 rewrites them; review the diff). Every
 * mermaid chart in them must pass the strict xychart checker. The over-budget case is the comment
 * under a small limit, and the budget's steps are checked one by one.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareResultSets } from '../../src/compare.js';
import { COMMENT_LIMIT_CHARS, renderWithinBudget, utf8Bytes } from '../../src/report/budget.js';
import { commentMarker, renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { geomeanInterval, studentTQuantile } from '../../src/compare/geomean-ci.js';
import { expectGoldenText } from '../helpers/golden.js';
import { REPORT_CASES } from './cases.js';
import { checkXyChart, mermaidBlocks } from './mermaid-check.js';
import { benchmark, metric, resultSet } from '../helpers/synthetic.js';

const DIR = join(import.meta.dirname, '..', '..', 'fixtures', 'report');
/** The over-budget case is rendered under this limit (GitHub's is 65,536; the case is small to stay readable). */
const SMALL_LIMIT = 5_000;

function markdownOf(name: string): string {
  const report = REPORT_CASES[name]?.();
  if (report === undefined) throw new Error(name);
  return name === 'over-budget' ? renderWithinBudget(report, { suite: 'encode' }, SMALL_LIMIT).text : renderMarkdown(report, { suite: 'encode' });
}

describe('report goldens', () => {
  it.each(Object.keys(REPORT_CASES))('%s', (name) => {
    const report = REPORT_CASES[name]?.();
    if (report === undefined) throw new Error(name);
    const md = markdownOf(name);
    expectGoldenText(md, join(DIR, `${name}.md`));
    expectGoldenText(renderText(report), join(DIR, `${name}.txt`));
    for (const chart of mermaidBlocks(md)) expect(checkXyChart(chart)).toEqual([]);
  });

  it('draws the charts where they help: deltas of ≥ 2 flagged results, a history trend', () => {
    expect(mermaidBlocks(markdownOf('one-regression-of-500'))).toHaveLength(1); // one flagged: its trend, no bar chart
    expect(mermaidBlocks(markdownOf('one-regression-of-500'))[0]).toContain('line [');
    expect(mermaidBlocks(markdownOf('hostile-names'))[0]).toContain('bar [');
    expect(mermaidBlocks(markdownOf('all-unchanged'))).toHaveLength(0);
  });
});

describe('size budget', () => {
  const report = REPORT_CASES['over-budget']?.();
  if (report === undefined) throw new Error('over-budget');
  const full = renderMarkdown(report);
  const noCharts = renderMarkdown(report, { omitCharts: true });

  it('degrades in steps, dropping the charts first, and says what it left out', () => {
    expect(renderWithinBudget(report, {}, full.length + 2_000)).toMatchObject({ step: 1, chartsDropped: false, text: full });
    const step1 = renderWithinBudget(report, {}, full.length);
    expect(step1).toMatchObject({ step: 1, chartsDropped: true });
    expect(step1.text).toContain('Charts left out to keep the report within GitHub\'s size limit.');
    expect(step1.text).toContain('<details>');
    const step2 = renderWithinBudget(report, {}, noCharts.length);
    expect(step2).toMatchObject({ step: 2, chartsDropped: true });
    expect(step2.text).not.toContain('<details>');
    expect(step2.text).toMatch(/\d+ other results \(.*\) are in the job summary\./);
    const step3 = renderWithinBudget(report, {}, SMALL_LIMIT);
    expect(step3.step).toBe(3);
    expect(step3.text).toMatch(/… and \d+ more flagged rows: see the job summary for the full report\./);
    for (const limit of [SMALL_LIMIT, noCharts.length, full.length]) expect(renderWithinBudget(report, {}, limit).text.length).toBeLessThanOrEqual(limit);
  });

  it('keeps as many flagged rows as fit, not half of them', () => {
    for (const limit of [SMALL_LIMIT - 500, SMALL_LIMIT, SMALL_LIMIT + 500]) {
      const { text, step } = renderWithinBudget(report, {}, limit);
      const flagged = report.comparisons.filter((c) => c.status === 'regression' || c.status === 'improvement').length;
      const shown = flagged - Number(/… and (\d+) more flagged rows/.exec(text)?.[1]);
      expect(step).toBe(3);
      expect(text).toBe(renderMarkdown(report, { omitCharts: true, omitRest: true, maxFlaggedRows: shown }));
      // One more row would not have fitted (the budget keeps 1,024 characters for what the action appends).
      expect(renderMarkdown(report, { omitCharts: true, omitRest: true, maxFlaggedRows: shown + 1 }).length).toBeGreaterThan(limit - 1_024);
    }
  });

  it('stays within the limit when a warning alone exceeds it (it names a benchmark of 100,000 characters)', () => {
    for (const [letter, size] of [['X', (t: string) => t.length], ['é', utf8Bytes]] as const) {
      const set = resultSet([benchmark(letter.repeat(100_000), [metric('sec/op', [100, 101, 102, 103, 104, 105])])]);
      const huge = compareResultSets(set, set); // the identical-samples warning names it
      const { text, step } = renderWithinBudget(huge, { suite: 'api' }, COMMENT_LIMIT_CHARS, size);
      expect(step).toBe(3);
      expect(size(text)).toBeLessThanOrEqual(COMMENT_LIMIT_CHARS - 1_024);
      expect(text.startsWith(`${commentMarker('api')}\n`)).toBe(true);
      expect(text).toMatch(/\n\n… cut to keep the report within GitHub's size limit: see the job summary for the full report\.\n$/);
    }
  });

  it('measures the summary limit in UTF-8 bytes', () => {
    const { text } = renderWithinBudget(report, {}, 12_000, utf8Bytes);
    expect(utf8Bytes(text)).toBeLessThanOrEqual(12_000);
  });
});

describe('geomean interval', () => {
  it('matches scipy', () => {
    // python3 -c "import scipy.stats as st; print(st.t.ppf(0.975, 1), st.t.ppf(0.975, 4), st.t.ppf(0.975, 29), st.t.ppf(0.995, 499))"
    expect(studentTQuantile(0.975, 1)).toBeCloseTo(12.706204736174694, 9);
    expect(studentTQuantile(0.975, 4)).toBeCloseTo(2.7764451051977934, 9);
    expect(studentTQuantile(0.975, 29)).toBeCloseTo(2.045229642132703, 9);
    expect(studentTQuantile(0.995, 499)).toBeCloseTo(2.585717683111754, 9);
    expect(studentTQuantile(0.025, 4)).toBeCloseTo(-2.7764451051977934, 9);
    // r = [1.02, 0.97, 1.10, 1.00, 0.95, 1.05, 1.01, 0.99]; l = log(r)
    // st.t.interval(0.95, 7, loc=l.mean(), scale=l.std(ddof=1)/sqrt(8)), exponentiated
    const ci = geomeanInterval([1.02, 0.97, 1.1, 1.0, 0.95, 1.05, 1.01, 0.99].map(Math.log));
    expect(ci?.[0]).toBeCloseTo(0.9722413851856622, 12);
    expect(ci?.[1]).toBeCloseTo(1.049867307929957, 12);
  });

  it('is absent below two benchmarks and a point when all ratios agree', () => {
    expect(geomeanInterval([Math.log(1.1)])).toBeUndefined();
    expect(geomeanInterval([0.1, 0.1, 0.1])).toEqual([Math.exp(0.1), Math.exp(0.1)]);
  });
});
