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
});
