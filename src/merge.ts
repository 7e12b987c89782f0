/**
 * Merging benchmark lists: the same key seen in several inputs (several runs, shards) becomes one
 * benchmark whose metrics hold all samples, in input order. A metric only one input has is kept,
 * and a failure anywhere marks the merged benchmark failed. The one thing that cannot be merged is
 * a tool's summary (median and spread of separate runs are not the summary of all of them): the
 * first input's is kept, and when a later input's summary of a metric without samples is dropped,
 * a warning names the metric and the files (`MergeNotes`).
 */
import type { Benchmark, Diagnostic, Metric } from './schema/result.js';

/** What the caller wants to hear about a merge: `sources[i]` names `lists[i]`; warnings go to `diagnostics`. */
export interface MergeNotes {
  sources: readonly string[];
  diagnostics: Diagnostic[];
}

interface DroppedSummaries {
  benchmark: string;
  unit: string;
  kept: number;
  dropped: number[];
}

/** Merges benchmark lists by key; the first occurrence fixes the order, name and config. */
export function mergeBenchmarks(lists: readonly (readonly Benchmark[])[], notes?: MergeNotes): Benchmark[] {
  const merged = new Map<string, Benchmark>();
  // Which input each kept summary came from, and the inputs whose summary was not kept.
  const summaryFrom = new Map<Metric, number>();
  const dropped = new Map<Metric, DroppedSummaries>();
  const keep = (metric: Metric, index: number): void => {
    if (metric.summary !== undefined) summaryFrom.set(metric, index);
  };
  lists.forEach((list, index) => {
    for (const benchmark of list) {
      const existing = merged.get(benchmark.key);
      if (existing === undefined) {
        const copy = structuredClone(benchmark);
        copy.metrics.forEach((m) => keep(m, index));
        merged.set(benchmark.key, copy);
        continue;
      }
      for (const metric of benchmark.metrics) {
        const target = existing.metrics.find((m) => m.unit === metric.unit);
        if (target === undefined) {
          const copy = structuredClone(metric);
          keep(copy, index);
          existing.metrics.push(copy);
          continue;
        }
        target.samples.push(...metric.samples);
        if (metric.iterations !== undefined || target.iterations !== undefined) {
          target.iterations = [...(target.iterations ?? []), ...(metric.iterations ?? [])];
        }
        if (metric.summary === undefined) continue;
        if (target.summary === undefined) {
          target.summary = metric.summary;
          keep(target, index);
        } else if (metric.samples.length === 0) {
          // A summary-only metric: its one value is lost, and nothing else stands for it.
          const entry = dropped.get(target) ?? { benchmark: existing.name, unit: target.unit, kept: summaryFrom.get(target) ?? 0, dropped: [] };
          entry.dropped.push(index);
          dropped.set(target, entry);
        }
      }
      if (benchmark.status === 'failed' || (benchmark.status === 'skipped' && existing.status === 'ok' && existing.metrics.length === 0)) existing.status = benchmark.status;
      if (benchmark.messages !== undefined) existing.messages = [...(existing.messages ?? []), ...benchmark.messages];
    }
  });
  if (notes !== undefined) for (const entry of dropped.values()) notes.diagnostics.push(droppedWarning(entry, notes.sources));
  return [...merged.values()];
}

function droppedWarning(entry: DroppedSummaries, sources: readonly string[]): Diagnostic {
  const name = (index: number): string => sources[index] ?? `input ${index + 1}`;
  const files = [...new Set(entry.dropped.map(name))];
  return {
    severity: 'warning',
    source: files.join(', '),
    line: 0,
    message: `${entry.benchmark} ${entry.unit}: a summary without samples in several inputs, and summaries of separate runs cannot be merged into one: `
      + `kept the summary from ${name(entry.kept)}, not the one${files.length === 1 ? '' : 's'} from ${files.join(', ')}. `
      + 'To merge samples instead, record every repetition as a sample: run Google Benchmark without --benchmark_report_aggregates_only '
      + '(--benchmark_repetitions alone), or use pytest-benchmark\'s --benchmark-json, whose stats.data keeps every round.',
  };
}
