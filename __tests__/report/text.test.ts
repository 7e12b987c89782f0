import { describe, expect, it } from 'vitest';
import { compareResultSets } from '../../src/compare.js';
import { renderText } from '../../src/report/text.js';
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
});
