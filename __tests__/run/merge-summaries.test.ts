/** mergeBenchmarks and summaries: runs that give only a summary become samples; what is left out is never silent. */
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
  it('takes each input\'s centre as one sample when every input has only a summary, keeping the first summary, with one note', () => {
    const notes: MergeNotes = { sources: ['a.json', 'b.json', 'c.json'], diagnostics: [] };
    const merged = mergeBenchmarks([
      [bench('X', [metric('sec/op', [], 1), metric('B/s', [], 9)])],
      [bench('X', [metric('sec/op', [], 2), metric('B/s', [], 8)])],
      [bench('X', [metric('sec/op', [], 3)])],
    ], notes);
    expect(merged[0]?.metrics.map((m) => [m.unit, m.samples, m.summary?.center])).toEqual([['sec/op', [1, 2, 3], 1], ['B/s', [9, 8], 9]]);
    expect(notes.diagnostics).toEqual([{ severity: 'info', source: 'a.json, b.json, c.json', line: 0,
      message: '2 metrics had only a summary in each input (up to 3 inputs): each input is taken as one run, and its summary\'s centre as one sample of that run' }]);
  });

  it('leaves out a summary-only input beside inputs with samples, naming its file, whichever comes first', () => {
    const notes: MergeNotes = { sources: ['a.json', 'b.json', 'c.json'], diagnostics: [] };
    const merged = mergeBenchmarks([
      [bench('X', [metric('sec/op', [], 5)]), bench('Y', [metric('sec/op', [1, 2], 1.5)])],
      [bench('X', [metric('sec/op', [1, 2], 1.5)]), bench('Y', [metric('sec/op', [], 7)])],
      [bench('Y', [metric('sec/op', [], 8)])],
    ], notes);
    expect(merged.map((b) => b.metrics[0]?.samples)).toEqual([[1, 2], [1, 2]]);
    expect(notes.diagnostics.map((d) => [d.severity, d.source])).toEqual([['warning', 'a.json'], ['warning', 'b.json, c.json']]);
    expect(notes.diagnostics[0]?.message).toMatch(/^X sec\/op: other inputs have samples of single repetitions, but a\.json only has a summary, .*left out\. .*--benchmark_report_aggregates_only.*stats\.data/);
    expect(notes.diagnostics[1]?.message).toContain('but b.json, c.json only have a summary');
  });

  it('says nothing when the metrics have samples, or when only one input has the metric', () => {
    const notes: MergeNotes = { sources: ['a.json', 'b.json'], diagnostics: [] };
    const merged = mergeBenchmarks([[bench('X', [metric('sec/op', [1], 1)]), bench('Y', [metric('sec/op', [])])],
      [bench('X', [metric('sec/op', [2], 2)]), bench('Z', [metric('sec/op', [], 5)])]], notes);
    expect(merged.map((b) => [b.metrics[0]?.samples, b.metrics[0]?.summary?.center])).toEqual([[[1, 2], 1], [[], undefined], [[], 5]]);
    expect(notes.diagnostics).toEqual([]);
  });
});
