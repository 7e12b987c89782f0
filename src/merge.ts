/**
 * Merging benchmark lists: the same key seen in several inputs (several runs, shards) becomes one
 * benchmark whose metrics hold all samples, in input order. Nothing is dropped: a metric only
 * one input has is kept, and a failure anywhere marks the merged benchmark failed.
 */
import type { Benchmark, Metric } from './schema/result.js';

function mergeMetric(into: Metric, from: Metric): void {
  into.samples.push(...from.samples);
  if (from.iterations !== undefined || into.iterations !== undefined) {
    into.iterations = [...(into.iterations ?? []), ...(from.iterations ?? [])];
  }
  if (into.summary === undefined && from.summary !== undefined) into.summary = from.summary;
}

/** Merges benchmark lists by key; the first occurrence fixes the order, name and config. */
export function mergeBenchmarks(lists: readonly (readonly Benchmark[])[]): Benchmark[] {
  const merged = new Map<string, Benchmark>();
  for (const list of lists) {
    for (const benchmark of list) {
      const existing = merged.get(benchmark.key);
      if (existing === undefined) {
        merged.set(benchmark.key, structuredClone(benchmark));
        continue;
      }
      for (const metric of benchmark.metrics) {
        const target = existing.metrics.find((m) => m.unit === metric.unit);
        if (target === undefined) existing.metrics.push(structuredClone(metric));
        else mergeMetric(target, metric);
      }
      if (benchmark.status === 'failed' || (benchmark.status === 'skipped' && existing.status === 'ok' && existing.metrics.length === 0)) existing.status = benchmark.status;
      if (benchmark.messages !== undefined) existing.messages = [...(existing.messages ?? []), ...benchmark.messages];
    }
  }
  return [...merged.values()];
}
