import { describe, expect, it } from 'vitest';
import type { Comparison } from '../../src/compare/types.js';
import { deltaChart } from '../../src/report/chart.js';
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
});
