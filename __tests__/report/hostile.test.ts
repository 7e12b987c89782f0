/* eslint-disable no-control-regex -- these tests look for control characters */
/**
 * Hostile names and values in every report format (issue 10): mentions, issue references, HTML,
 * pipes, backticks, line breaks, 10,000-character names, bidi overrides and escape sequences, with
 * NaN, ±Infinity, negative, zero and 1e300 values. Whatever comes in: markdown tables keep their
 * cell count, nothing outside code spans is HTML, a mention or an issue link, charts stay inside
 * the checked mermaid subset; text tables stay aligned and carry no control character; JSON parses
 * and validates; and no format prints `NaN` or `Infinity` as a number.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Comparison, ComparisonReport, ComparisonStatus, SideSummary } from '../../src/compare/types.js';
import { parseReport } from '../../src/cli/report-command.js';
import { renderJson } from '../../src/report/json.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { displayWidth } from '../../src/report/width.js';
import { ComparisonReportSchema } from '../../src/schema/report.js';
import { checkXyChart, mermaidBlocks } from './mermaid-check.js';

const FRAGMENTS = ['@user', '@org/team', '#123', '<img src=x>', '<script>', '</details>', '<details>', '|', '`', '``', '\n', '\r\n', '\u202E', '\u202C',
  '\u001b[31m', '\u0000', '%%{init}%%', '#35;', '"', '-->', '日本', '🚀', 'é', '\\', '*', '_', '[x](y)', ':smile:', ' ', 'x'.repeat(10_000)];
const VALUES = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -5, 0, 1e300, -1e300, 1e-300, 1.5e-6, 42];
const STATUSES: ComparisonStatus[] = ['regression', 'improvement', 'below-threshold', 'no-change', 'inconclusive', 'failed', 'new', 'removed'];

const name = fc.array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 8, unit: 'grapheme' })), { minLength: 1, maxLength: 4 }).map((parts) => parts.join(''));
const value = fc.constantFrom(...VALUES);

function side(median: number): SideSummary {
  return { n: 10, median, lo: median * 0.99, hi: median * 1.01, min: median, max: median };
}

const comparison = fc.record({ name, unit: fc.oneof(fc.constantFrom('sec/op', 'B/op', 'allocs/op', 'B/s'), name.map((u) => u.slice(0, 100))), base: value, head: value, status: fc.constantFrom(...STATUSES), withHistory: fc.boolean() })
  .map(({ name: n, unit, base, head, status, withHistory }): Comparison => {
    const ratio = head / base;
    const c: Comparison = {
      key: n, name: n, unit, better: unit === 'B/s' ? 'higher' : 'lower', status, ratio, ci: [ratio * 0.9, ratio * 1.1], p: 0.001, q: 0.002, n: [10, 10],
      threshold: 0.05, method: 'mann-whitney', pWorse: 0.001, qWorse: 0.002, pBetter: 0.9, qBetter: 1, warnings: [`warning about ${n}`],
    };
    if (status !== 'new') c.base = side(base);
    if (status !== 'removed') c.head = side(head);
    if (withHistory) c.history = [base, null, head, base];
    return c;
  });

function reportOf(comparisons: Comparison[], suite: string): ComparisonReport {
  const summary = Object.fromEntries(STATUSES.map((s) => [s, comparisons.filter((c) => c.status === s).length])) as ComparisonReport['summary'];
  return {
    verdict: comparisons.some((c) => c.status === 'regression') ? 'fail' : 'pass', summary: { ...summary, skipped: 0 }, comparisons,
    geomeans: [{ unit: 'sec/op', ratio: 1.01, count: 2, ci: [0.5, 2] }], warnings: [`suite ${suite}`],
    settings: { threshold: 0.05, q: 0.05, multipleComparisons: 'bh', mode: 'cached', commonMode: 'auto' },
    base: { tool: 'go', sources: [suite.slice(0, 500)], historyRuns: 4, commit: suite.slice(0, 40), time: 'x', machine: { cpu: suite.slice(0, 200), fingerprint: suite.slice(0, 100) } },
    head: { tool: 'go', sources: [suite.slice(0, 500)], time: '2026-11-21T12:00:00Z' },
  };
}

/** Markdown with every code span removed (code spans show text literally: what is left is what GitHub interprets). */
function outsideCode(md: string): string {
  return md.replaceAll(/<!--[\s\S]*?-->/g, '').replaceAll(/^```mermaid\n[\s\S]*?^```$/gm, '').replaceAll(/(?<![`\\])(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '');
}

/** GFM splits table cells on pipes not escaped by a backslash. */
const cells = (row: string): string[] => row.replace(/^\|/, '').replace(/\|$/, '').split(/(?<!\\)\|/);

function checkMarkdown(md: string): void {
  for (const row of md.split('\n').filter((l) => l.startsWith('|'))) expect(cells(row)).toHaveLength(7);
  const plain = outsideCode(md);
  expect(plain).not.toMatch(/<(?!!--|details>|\/details>|summary>|\/summary>|sub>|\/sub>)[a-z/!?]/i);
  expect(plain).not.toMatch(/(^|[^\u200b\w])@[a-z0-9]/im);
  expect(plain).not.toMatch(/#\d/);
  expect(plain).not.toMatch(/NaN|Infinity/);
  expect(plain).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/);
  for (const chart of mermaidBlocks(md)) expect(checkXyChart(chart)).toEqual([]);
}

function checkText(text: string, report: ComparisonReport): void {
  expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
  expect(text).not.toMatch(/NaN%|Infinity/);
  // Within each table, every row's status starts in the header's status column.
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const header = lines[i] ?? '';
    if (!/ status$/.test(header) || !header.includes('p/q/n')) continue;
    const column = displayWidth(header.slice(0, header.lastIndexOf('status')));
    for (let j = i + 1; j < lines.length && (lines[j] ?? '') !== '' && !(lines[j] ?? '').startsWith('geomean'); j += 1) {
      const row = lines[j] ?? '';
      const status = report.comparisons.map((c) => c.status).filter((s) => row.includes(s)).sort((a, b) => row.lastIndexOf(b) - row.lastIndexOf(a))[0] ?? '';
      expect(displayWidth(row.slice(0, row.lastIndexOf(status)))).toBe(column);
    }
  }
}

function checkJson(json: string): void {
  expect(json).not.toMatch(/NaN|Infinity/);
  const parsed = ComparisonReportSchema.safeParse(JSON.parse(json));
  expect(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([]);
  // A saved report renders again.
  const again = parseReport(json, 'report.json');
  checkMarkdown(renderMarkdown(again));
}

describe('hostile names and values, every format', () => {
  it('keep markdown, text and JSON well-formed and inert', () => {
    fc.assert(fc.property(fc.array(comparison, { minLength: 1, maxLength: 6 }), name, (comparisons, suite) => {
      const report = reportOf(comparisons, suite);
      checkMarkdown(renderMarkdown(report, { suite, notes: [suite] }));
      checkText(renderText(report), report);
      checkText(renderText(report, { color: true }).replaceAll(/\u001b\[\d+m/g, ''), report);
      checkJson(renderJson(report));
    }), { numRuns: 150, seed: Number(process.env.FC_SEED ?? Date.now() % 2 ** 31) });
  });

  it('never prints NaN% or Infinity%: placeholders say what happened', () => {
    const report = reportOf([
      { ...fcSample('Zero', 0, 5, 'regression') }, { ...fcSample('NotANumber', Number.NaN, 5, 'improvement') }, { ...fcSample('Inf', Number.POSITIVE_INFINITY, 5, 'inconclusive') },
    ], 's');
    const md = renderMarkdown(report);
    expect(md).toContain('+5 s from 0');
    expect(md).toContain('n/a (not a number)');
    expect(renderText(report)).toContain('+5 s from 0');
  });
});

function fcSample(n: string, base: number, head: number, status: ComparisonStatus): Comparison {
  return fc.sample(comparison, { seed: 1, numRuns: 1 }).map((c) => ({ ...c, key: n, name: n, unit: 'sec/op', status, ratio: head / base, ci: null, base: side(base), head: side(head) }))[0] as Comparison;
}
