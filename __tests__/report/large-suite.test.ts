/**
 * Suites past V8's argument limit (about 120,000 values in one call): the markdown table of a
 * 150,000-row comparison and a merge of two runs of 150,000 samples each once overflowed the stack
 * through `push(...items)`.
 */
import { describe, expect, it } from 'vitest';
import { compareResultSets } from '../../src/compare.js';
import { mergeBenchmarks } from '../../src/merge.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { benchmark, metric, resultSet } from '../helpers/synthetic.js';

describe('large suites', () => {
  it('renders the markdown of 150,000 comparisons', () => {
    // One sample a side keeps the comparison cheap; the rows are what matters here.
    const sides = [1, 1.01].map((f) => resultSet(Array.from({ length: 150_000 }, (_, i) => benchmark(`B${i}`, [metric('sec/op', [(i + 1) * f])]))));
    const report = compareResultSets(sides[0] ?? resultSet([]), sides[1] ?? resultSet([]));
    const markdown = renderMarkdown(report);
    expect(markdown.split('\n').filter((l) => l.startsWith('| `B')).length).toBe(150_000);
  }, 60_000);

  it('merges two runs of 150,000 samples each', () => {
    const run = (offset: number) => [benchmark('X', [metric('sec/op', Array.from({ length: 150_000 }, (_, i) => offset + i))])];
    const merged = mergeBenchmarks([run(0), run(1)]);
    expect(merged[0]?.metrics[0]?.samples).toHaveLength(300_000);
    expect(merged[0]?.metrics[0]?.samples[150_000]).toBe(1);
  });
});
