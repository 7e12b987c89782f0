/** mergeBenchmarks: summaries of separate runs cannot be merged; dropping one is never silent. */
import { describe, expect, it } from 'vitest';
import { mergeBenchmarks, type MergeNotes } from '../../src/merge.js';
import type { Benchmark, Metric } from '../../src/schema/result.js';

const metric = (unit: string, samples: number[], center?: number): Metric => ({
  unit, originalUnit: unit, better: 'lower', assumption: 'nothing', samples,
  ...(center === undefined ? {} : { summary: { n: 3, center, centerKind: 'mean' } }),
});
const bench = (key: string, metrics: Metric[]): Benchmark => ({
  key, name: key, status: 'ok', config: {}, parts: { base: key, sub: [], params: {} }, metrics,
});

describe('mergeBenchmarks and summaries', () => {
  it('keeps the first summary and warns once per metric, naming the inputs whose summaries were not kept', () => {
    const notes: MergeNotes = { sources: ['a.json', 'b.json', 'c.json'], diagnostics: [] };
    const merged = mergeBenchmarks([
      [bench('X', [metric('sec/op', [], 1), metric('B/s', [], 9)])],
      [bench('X', [metric('sec/op', [], 2), metric('B/s', [], 8)])],
      [bench('X', [metric('sec/op', [], 3)])],
    ], notes);
    expect(merged[0]?.metrics.map((m) => [m.unit, m.summary?.center])).toEqual([['sec/op', 1], ['B/s', 9]]);
    expect(notes.diagnostics.map((d) => [d.severity, d.source, d.line])).toEqual([['warning', 'b.json, c.json', 0], ['warning', 'b.json', 0]]);
    expect(notes.diagnostics[0]?.message).toMatch(/^X sec\/op: .*kept the summary from a\.json, not the ones from b\.json, c\.json\. .*--benchmark_report_aggregates_only.*stats\.data/);
  });

  it('does not warn when the metrics have samples, or when only one input has a summary', () => {
    const notes: MergeNotes = { sources: ['a.json', 'b.json'], diagnostics: [] };
    const merged = mergeBenchmarks([[bench('X', [metric('sec/op', [1], 1)]), bench('Y', [metric('sec/op', [])])],
      [bench('X', [metric('sec/op', [2], 2)]), bench('Y', [metric('sec/op', [], 5)])]], notes);
    expect(merged.map((b) => [b.metrics[0]?.samples, b.metrics[0]?.summary?.center])).toEqual([[[1, 2], 1], [[], 5]]);
    expect(notes.diagnostics).toEqual([]);
  });
});
