import { describe, expect, it } from 'vitest';
import type { Comparison } from '../../src/compare/types.js';
import { compareResultSets } from '../../src/compare.js';
import { deltaChart } from '../../src/report/chart.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { benchmark, metric, resultSet } from '../helpers/synthetic.js';
import { checkXyChart } from './mermaid-check.js';

const flagged = (name: string, ratio: number, status: Comparison['status'], better: Comparison['better'] = 'higher'): Comparison =>
  ({ name, key: name, unit: 'ops/s', better, status, ratio }) as Comparison;

describe('the chart of flagged changes', () => {
  it('draws a drop to zero (a throughput of 0, -100%) instead of leaving out the worst regression', () => {
    const lines = deltaChart([flagged('stalled', 0, 'regression'), flagged('slower', 0.8, 'regression')], (c) => c.name);
    expect(checkXyChart(lines.slice(1, -1).join('\n'))).toEqual([]);
    expect(lines).toContain('  x-axis ["stalled -100.0%", "slower -20.0%"]');
    expect(lines).toContain('  bar [100, 20]');
  });

  it('draws no bar for a change from 0 downwards (0 -> -5 score): it has no percentage, and the table shows -5', () => {
    const tenOf = (v: number): number[] => Array.from({ length: 10 }, () => v);
    const around = (v: number): number[] => Array.from({ length: 10 }, (_, i) => v + i);
    const report = compareResultSets(
      resultSet([benchmark('BenchmarkScore', [metric('score', tenOf(0))]), benchmark('BenchmarkSlow', [metric('sec/op', around(100))]), benchmark('BenchmarkSlower', [metric('sec/op', around(300))])]),
      resultSet([benchmark('BenchmarkScore', [metric('score', tenOf(-5))]), benchmark('BenchmarkSlow', [metric('sec/op', around(200))]), benchmark('BenchmarkSlower', [metric('sec/op', around(900))])]),
    );
    expect(report.comparisons.map((c) => [c.name, c.status, c.ratio === null ? null : c.ratio > 1])).toEqual([
      ['BenchmarkScore', 'improvement', false], ['BenchmarkSlow', 'regression', true], ['BenchmarkSlower', 'regression', true]]);
    const markdown = renderMarkdown(report);
    expect(markdown).toContain('| **-5 score** |');
    expect(markdown).toContain('  x-axis ["Slower +197.0%", "Slow +95.7%"]\n');
    expect(markdown).not.toContain('-100.0%');
  });
});
