/**
 * Merging benchmark lists: the same key seen in several inputs (several runs, shards) becomes one
 * benchmark whose metrics hold all samples, in input order. A metric only one input has is kept,
 * and a failure anywhere marks the merged benchmark failed; a skip marks it skipped only when no
 * input measured it (whichever input skipped it: a series keeps the samples of the runs that ran it).
 *
 * A tool's summary (median and spread of one run) cannot be merged with another run's into one
 * summary. When every input that has a metric gives only a summary (Google Benchmark with
 * --benchmark_report_aggregates_only, a pytest-benchmark autosave), each input is one run and its
 * centre becomes one sample of that run, as a bench binary that prints one number per run gives:
 * ten runs are n = 10, not one summary and nine dropped. Where some inputs have samples and others
 * only a summary, a centre cannot stand beside the samples of single repetitions; it is left out
 * and a warning names the metric and the files (`MergeNotes`). The first summary is kept.
 */
import type { Benchmark, Diagnostic, Metric } from './schema/result.js';
import { appendAll } from './append-all.js';

/** What the caller wants to hear about a merge: `sources[i]` names `lists[i]`; notes go to `diagnostics`. */
export interface MergeNotes {
  sources: readonly string[];
  diagnostics: Diagnostic[];
}

/** The inputs a merged metric came from: those with samples, and the centres of those with a summary only. */
interface Occurrences {
  benchmark: string;
  withSamples: number;
  summaryOnly: { index: number; center: number }[];
}

/** Merges benchmark lists by key; the first occurrence fixes the order, name and config. */
export function mergeBenchmarks(lists: readonly (readonly Benchmark[])[], notes?: MergeNotes): Benchmark[] {
  const merged = new Map<string, Benchmark>();
  const occurrences = new Map<Metric, Occurrences>();
  const seen = (target: Metric, benchmark: string, metric: Metric, index: number): void => {
    const entry = occurrences.get(target) ?? { benchmark, withSamples: 0, summaryOnly: [] };
    if (metric.samples.length > 0) entry.withSamples++;
    else if (metric.summary !== undefined) entry.summaryOnly.push({ index, center: metric.summary.center });
    occurrences.set(target, entry);
  };
  lists.forEach((list, index) => {
    for (const benchmark of list) {
      const existing = merged.get(benchmark.key);
      if (existing === undefined) {
        const copy = structuredClone(benchmark);
        copy.metrics.forEach((m) => seen(m, copy.name, m, index));
        merged.set(benchmark.key, copy);
        continue;
      }
      // A skip that measured nothing (b.Skip in one run of a series) does not outweigh an input that did.
      const skippedBare = existing.status === 'skipped' && existing.metrics.length === 0;
      for (const metric of benchmark.metrics) {
        const target = existing.metrics.find((m) => m.unit === metric.unit);
        if (target === undefined) {
          const copy = structuredClone(metric);
          seen(copy, existing.name, copy, index);
          existing.metrics.push(copy);
          continue;
        }
        seen(target, existing.name, metric, index);
        appendAll(target.samples, metric.samples);
        if (metric.iterations !== undefined || target.iterations !== undefined) {
          target.iterations = [...(target.iterations ?? []), ...(metric.iterations ?? [])];
        }
        if (target.summary === undefined && metric.summary !== undefined) target.summary = metric.summary;
      }
      if (benchmark.status === 'failed' || (benchmark.status === 'skipped' && existing.status === 'ok' && existing.metrics.length === 0)) existing.status = benchmark.status;
      else if (skippedBare && benchmark.status === 'ok' && benchmark.metrics.length > 0) existing.status = 'ok';
      if (benchmark.messages !== undefined) existing.messages = [...(existing.messages ?? []), ...benchmark.messages];
    }
  });
  settleSummaries(occurrences, notes);
  return [...merged.values()];
}

/** Turns runs' summaries into samples, or reports the ones left out (see the module comment). */
function settleSummaries(occurrences: ReadonlyMap<Metric, Occurrences>, notes: MergeNotes | undefined): void {
  const name = (index: number): string => notes?.sources[index] ?? `input ${index + 1}`;
  let converted = 0;
  let runs = 0;
  for (const [metric, entry] of occurrences) {
    if (entry.summaryOnly.length === 0) continue;
    if (entry.withSamples === 0) {
      if (entry.summaryOnly.length < 2) continue;
      metric.samples = entry.summaryOnly.map((s) => s.center);
      converted++;
      runs = Math.max(runs, entry.summaryOnly.length);
      continue;
    }
    const files = [...new Set(entry.summaryOnly.map((s) => name(s.index)))];
    notes?.diagnostics.push({
      severity: 'warning',
      source: files.join(', '),
      line: 0,
      message: `${entry.benchmark} ${metric.unit}: other inputs have samples of single repetitions, but ${files.join(', ')} only ${files.length === 1 ? 'has' : 'have'} a summary, `
        + `whose centre cannot stand beside them: left out. To merge samples instead, record every repetition as a sample: run Google Benchmark without `
        + '--benchmark_report_aggregates_only (--benchmark_repetitions alone), or use pytest-benchmark\'s --benchmark-json, whose stats.data keeps every round.',
    });
  }
  if (converted > 0) {
    notes?.diagnostics.push({
      severity: 'info',
      source: notes.sources.join(', '),
      line: 0,
      message: `${converted} metric${converted === 1 ? '' : 's'} had only a summary in each input (up to ${runs} inputs): each input is taken as one run, and its summary's centre as one sample of that run`,
    });
  }
}
