/**
 * Two inputs of `merge` (or of `parse FILE...`) of which one already holds the other's samples: a
 * copy of a file, or the output of an earlier merge that a glob picked up again
 * (`merge shard-*.json -o shard-all.json`, run twice). Merged, those samples would count twice:
 * twice n, and a p-value that claims certainty the measurement never had. Two runs never produce
 * the same timings bit for bit, so one input's varying samples appearing, in order, inside
 * another's are the same measurement. Pure.
 */
import type { Benchmark, Metric } from './schema/result.js';

/** Where the samples of `held` are already in `holder` (indices into the inputs), with one metric as an example. */
export interface RepeatedSamples {
  held: number;
  holder: number;
  benchmark: string;
  unit: string;
  samples: number;
}

/**
 * True when `inner` (two or more samples that vary) appears in `outer` as one contiguous run, bit
 * for bit: a file merged from it holds it whole, between the other inputs' samples.
 */
function holds(outer: readonly number[], inner: readonly number[]): boolean {
  if (inner.length < 2 || inner.length > outer.length || inner.every((v) => v === inner[0])) return false;
  for (let start = 0; start + inner.length <= outer.length; start++) {
    let i = 0;
    while (i < inner.length && Object.is(outer[start + i], inner[i])) i++;
    if (i === inner.length) return true;
  }
  return false;
}

/** The metrics of `a` that vary from one sample to the next (not `exact` ones: a count of 0 allocations repeats in every run), by benchmark key and unit. */
function varyingMetrics(list: readonly Benchmark[]): Map<string, { benchmark: Benchmark; metric: Metric }> {
  const found = new Map<string, { benchmark: Benchmark; metric: Metric }>();
  for (const benchmark of list) {
    for (const metric of benchmark.metrics) {
      if (metric.assumption !== 'exact' && metric.samples.some((v) => v !== metric.samples[0])) found.set(`${benchmark.key}\u0000${metric.unit}`, { benchmark, metric });
    }
  }
  return found;
}

/**
 * The first pair of inputs where every varying metric the two share is the same measurement (one
 * held in the other's): an input whose samples would be counted twice. Every shared metric, not
 * one: two real runs of a bench binary that prints a few rounded numbers could agree on one short
 * metric by chance, never on all of them.
 */
export function findRepeatedSamples(lists: readonly (readonly Benchmark[])[]): RepeatedSamples | undefined {
  const metrics = lists.map(varyingMetrics);
  for (let a = 0; a < lists.length; a++) {
    for (let b = 0; b < lists.length; b++) {
      if (a === b) continue;
      const inner = metrics[a];
      const outer = metrics[b];
      if (inner === undefined || outer === undefined) continue;
      let example: RepeatedSamples | undefined;
      let all = true;
      for (const [id, { benchmark, metric }] of inner) {
        const other = outer.get(id);
        if (other === undefined) continue;
        if (!holds(other.metric.samples, metric.samples)) {
          all = false;
          break;
        }
        example ??= { held: a, holder: b, benchmark: benchmark.name, unit: metric.unit, samples: metric.samples.length };
      }
      if (all && example !== undefined) return example;
    }
  }
  return undefined;
}
