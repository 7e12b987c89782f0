import { describe, expect, it } from 'vitest';
import { compareResultSets } from '../../src/compare.js';
import { renderText } from '../../src/report/text.js';
import { displayWidth } from '../../src/report/width.js';
import { benchmark, metric, resultSet } from '../helpers/synthetic.js';

describe('the text report', () => {
  it('shows warnings and footnotes whole (a long one keeps its advice), control characters made visible', () => {
    const advice = `${'the cause, at length, '.repeat(12)}and what to do about it.`;
    const set = resultSet([benchmark('BenchmarkA', [metric('sec/op', [100, 101, 102, 103, 104, 105])])]);
    const report = compareResultSets(set, set);
    report.warnings.push(`\u001b[2J${advice}`);
    report.comparisons[0]?.warnings.push(`note: ${advice}`);
    const text = renderText(report);
    expect(text).toContain(`\nwarning: \\u001B[2J${advice}\n`);
    expect(text).toContain(`¹ note: ${advice}\n`);
  });

  it('cuts a warning quoting a name of 100,000 characters in the middle, keeping its start and its advice', () => {
    const set = resultSet([benchmark(`\u001b[2J${'X'.repeat(100_000)}`, [metric('sec/op', [100, 101, 102, 103, 104, 105])])]);
    const report = compareResultSets(set, set); // the identical-samples warning names it
    const line = renderText(report).split('\n').find((l) => l.startsWith('warning: '));
    expect([...(line ?? '')].length).toBe('warning: '.length + 2_000);
    expect(line).toMatch(/^warning: 1 compared metric has the very same samples in base and head \(e\.g\. \\u001B\[2JX+…X+ sec\/op\): that is one measurement read twice, not two runs\. If base and head were meant to be separate runs, one input is stale: .* keeps the previous run's files$/);
  });

  it('cuts a long name in the middle: two names of 260 characters that share the first 230 read apart', () => {
    const shared = `BenchmarkLong/${'p'.repeat(216)}`;
    const names = [`${shared}/n=${'1'.padStart(27, '0')}`, `${shared}/n=${'2'.padStart(27, '0')}`, 'BenchmarkShort/n=1'];
    expect(names.map((n) => n.length)).toEqual([260, 260, 18]);
    const set = resultSet(names.map((n) => benchmark(n, [metric('sec/op', [100, 101, 102, 103, 104, 105])])));
    const nameCells = renderText(compareResultSets(set, set)).split('\n').filter((l) => /^(Long|Short)\//.test(l)).map((row) => row.split(/ {2,}/)[0]);
    // The start and the end kept (200 code points), the ellipsis between.
    expect(nameCells).toEqual([
      `${`Long/${'p'.repeat(216)}`.slice(0, 100)}…${names[0]?.slice(-99)}`,
      `${`Long/${'p'.repeat(216)}`.slice(0, 100)}…${names[1]?.slice(-99)}`,
      'Short/n=1',
    ]);
  });

  it('cuts a long name between code points, after escaping, and aligns it by its terminal width', () => {
    // 150 emoji (two UTF-16 units, two cells each), a bidi override, 60 CJK characters (two cells):
    // the cut falls among the emoji, the override's escape lands in the kept end.
    const long = `Benchmark${'😀'.repeat(150)}\u202e${'漢'.repeat(60)}end`;
    const set = resultSet([benchmark(long, [metric('sec/op', [100, 101, 102, 103, 104, 105])]), benchmark('BenchmarkShort', [metric('sec/op', [100, 101, 102, 103, 104, 105])])]);
    const lines = renderText(compareResultSets(set, set)).split('\n');
    const row = lines.find((l) => l.includes('end ')) ?? '';
    expect(row.startsWith(`${'😀'.repeat(100)}…${'😀'.repeat(30)}\\u202E${'漢'.repeat(60)}end `)).toBe(true);
    expect(row).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    const header = lines.find((l) => l.endsWith(' status')) ?? '';
    const column = displayWidth(header.slice(0, header.lastIndexOf('status')));
    for (const r of [row, lines.find((l) => l.startsWith('Short ')) ?? '']) expect(displayWidth(r.slice(0, r.lastIndexOf('no-change')))).toBe(column);
  });

  it('counts an emoji below U+1F000 (⚡ ✨ ⭐ ⛔), a skin tone and a flag as two cells, so the columns after the name line up', () => {
    // Plain takes 5 cells in 5 UTF-16 units; A⚡✨⭐⛔ 9 cells in 5 units (one unit, two cells each);
    // B👍🏽🇯🇵 5 cells in 9 units (the skinned thumb and the flag: four units, two cells each).
    const names = ['BenchmarkA⚡✨⭐⛔', 'BenchmarkB👍🏽🇯🇵', 'BenchmarkPlain'];
    const set = resultSet(names.map((n) => benchmark(n, [metric('sec/op', [100, 101, 102, 103, 104, 105])])));
    const lines = renderText(compareResultSets(set, set)).split('\n');
    const at = (prefix: string): number => (lines.find((l) => l.startsWith(prefix)) ?? '').lastIndexOf('no-change');
    expect(at('Plain')).toBeGreaterThan(0);
    expect(at('A⚡')).toBe(at('Plain') - 4);
    expect(at('B👍')).toBe(at('Plain') + 4);
  });
});
