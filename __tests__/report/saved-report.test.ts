/**
 * A report saved as JSON and rendered again (`bench-gate report`, comment-from-artifact) reads as
 * the report rendered live: JSON keeps no Infinity, so a ratio from zero comes back as null.
 */
import { describe, expect, it } from 'vitest';
import { parseReport } from '../../src/cli/report-command.js';
import { compareResultSets } from '../../src/compare.js';
import { renderJson } from '../../src/report/json.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { benchmark, metric, resultSet } from '../helpers/synthetic.js';

const varying = (center: number): number[] => Array.from({ length: 10 }, (_, i) => center + i);

describe('a saved report rendered again', () => {
  it('shows an inconclusive change from zero as the live report does', () => {
    // A base of all zeros cannot be tested (inconclusive), and its ratio to head is +∞.
    const report = compareResultSets(
      resultSet([benchmark('BenchmarkFromZero', [metric('widgets', Array.from({ length: 10 }, () => 0))])]),
      resultSet([benchmark('BenchmarkFromZero', [metric('widgets', varying(5))])]),
    );
    expect(report.comparisons[0]?.status).toBe('inconclusive');
    const saved = parseReport(renderJson(report), 'report.json');
    expect(saved.comparisons[0]?.ratio).toBeNull();
    expect(renderMarkdown(saved)).toContain('| ? (+9.50 widgets from 0) |');
    expect(renderMarkdown(saved)).toBe(renderMarkdown(report));
    expect(renderText(saved)).toBe(renderText(report));
  });

  it('shows an inconclusive change from zero downwards as the absolute change too, not as -100%', () => {
    const report = compareResultSets(
      resultSet([benchmark('BenchmarkToNegative', [metric('score', Array.from({ length: 10 }, () => 0))])]),
      resultSet([benchmark('BenchmarkToNegative', [metric('score', varying(-14))])]),
    );
    expect(report.comparisons[0]?.status).toBe('inconclusive');
    expect(renderMarkdown(report)).toContain('| ? (-9.50 score from 0) |');
    expect(renderMarkdown(parseReport(renderJson(report), 'report.json'))).toBe(renderMarkdown(report));
  });
});
