/**
 * Two inputs of `merge` (or of `parse FILE...`) of which one already holds the other's samples: a
 * copy of a file, or the output of an earlier merge that a glob picked up again
 * (`merge shard-*.json -o shard-all.json`, run twice). Merged, those samples would count twice:
 * twice n, and a p-value that claims certainty the measurement never had. One input's varying
 * samples appearing, in order, inside another's are the same measurement, unless two runs could
 * have printed them: a stable benchmark printed to three digits does (runs 7-9 and 16-18 of the Go
 * team's bent runner both printed 257, 256, 256 ns/op for BenchmarkOpDiv128, in
 * fixtures/go/external/benchfmt-bent-multi-pkg-base.stdout.txt). So the samples must also be
 * unlikely to recur (chanceLog10): a refusal has no override, and a merge of real runs must not fail.
 * Pure.
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

/** Refused only below this chance (log10) that independent runs printed the very same samples: one in a million. */
const SAME_BY_CHANCE_LOG10 = -6;

/** The place of the last digit a value was printed with (0.0123 -> 0.0001, 257 -> 1, 1.25e6 -> 10000); undefined for 0. */
function printedStep(value: number): number | undefined {
  if (value === 0 || !Number.isFinite(value)) return undefined;
  // toExponential() gives the shortest digits that read back as the value: the digits printed.
  const [mantissa = '', exponent = '0'] = Math.abs(value).toExponential().split('e');
  return 10 ** (Number(exponent) - (mantissa.split('.')[1]?.length ?? 0));
}

/**
 * log10 of the chance that another run prints these samples, in this order: per sample, one of
 * the values the printed digits allow within the samples' range, or, for a value that repeats
 * among them, its share of the other samples (a stable benchmark printing 256 most of the time).
 * 257, 256, 256 ns/op: 1/2 each, 1/8 in all; 12048, 12036, 12024 ns/op: 1/25 each, 1 in 15,625,
 * so a copy needs more of them (more samples, or more benchmarks) to be told from a second run.
 */
function chanceLog10(samples: readonly number[]): number {
  let step = 0;
  let min = Infinity;
  let max = -Infinity;
  const counts = new Map<number, number>();
  for (const v of samples) {
    step = Math.max(step, printedStep(v) ?? 0);
    min = Math.min(min, v);
    max = Math.max(max, v);
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  const levels = step === 0 ? 1 : Math.round((max - min) / step) + 1;
  let sum = 0;
  for (const v of samples) sum += Math.log10(Math.max(1 / levels, ((counts.get(v) ?? 1) - 1) / samples.length));
  return sum;
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

/** The metrics of `list` that vary from one sample to the next (not `exact` ones: a count of 0 allocations repeats in every run), by benchmark key and unit. */
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
 * one, and together unlikely to recur (SAME_BY_CHANCE_LOG10): two real runs of a bench binary that
 * prints a few rounded numbers can agree on all of them.
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
      let chance = 0;
      for (const [id, { benchmark, metric }] of inner) {
        const other = outer.get(id);
        if (other === undefined) continue;
        if (!holds(other.metric.samples, metric.samples)) {
          all = false;
          break;
        }
        example ??= { held: a, holder: b, benchmark: benchmark.name, unit: metric.unit, samples: metric.samples.length };
        if (chance > SAME_BY_CHANCE_LOG10) chance += chanceLog10(metric.samples);
      }
      if (all && example !== undefined && chance <= SAME_BY_CHANCE_LOG10) return example;
    }
  }
  return undefined;
}
