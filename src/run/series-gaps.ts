/**
 * Benchmarks a series did not measure in every run. Merging runs keeps whatever each run gave, so
 * a benchmark one run skipped or did not print (a flaky benchmark, a `metrics:` pattern that matched
 * nothing that time) silently ends with fewer samples than the others; the summary line's
 * `n = 2-3 samples` was the only trace. This finds those benchmarks (and single metrics, when the
 * benchmark itself was there) and words one warning for the result file and stderr.
 *
 * A benchmark that failed in any run is left out: it is marked failed in the merged results, and
 * compare reports it as failed (its samples are not compared), so saying it again would be noise.
 * One measured in no run has nothing to compare against here (compare reports what the baseline has
 * and head lacks).
 *
 * Note: this is not part of mergeBenchmarks (merge.ts), which `merge` and `parse FILE...` share:
 * their inputs are often shards, where a benchmark in one input only is the point, not a loss.
 */
import type { Benchmark, Diagnostic } from '../schema/result.js';

/** A benchmark, or one metric of it, that some runs of a series lack. Run numbers are 1-based, ascending. */
export interface SeriesGap {
  /** The benchmark's key (what the merge joins runs by), and how the warning names it. */
  key: string;
  /** Its name, or its key when another benchmark of the series has the same name (a Go benchmark in two packages, libtest's in two targets). */
  name: string;
  /** The metrics' units, when the benchmark was there without them; absent when the whole benchmark was missing (or skipped). */
  units?: string[];
  /** Runs with no result for it. */
  missing: number[];
  /** Runs that reported it skipped, without a result. */
  skipped: number[];
}

/** What one run said of one benchmark. */
interface Seen { failed: boolean; skipped: boolean; units: Set<string> }

/**
 * The gaps of a series, `runs[i]` being run i + 1's benchmarks: in the order the benchmarks first
 * appear; empty when every benchmark (and metric) appears in every run.
 */
export function findSeriesGaps(runs: readonly (readonly Benchmark[])[]): SeriesGap[] {
  const byKey = new Map<string, { name: string; units: Set<string>; seen: (Seen | undefined)[] }>();
  const keysByName = new Map<string, number>();
  runs.forEach((list, run) => {
    for (const benchmark of list) {
      let entry = byKey.get(benchmark.key);
      if (entry === undefined) {
        entry = { name: benchmark.name, units: new Set(), seen: Array<Seen | undefined>(runs.length).fill(undefined) };
        byKey.set(benchmark.key, entry);
        keysByName.set(benchmark.name, (keysByName.get(benchmark.name) ?? 0) + 1);
      }
      const seen = entry.seen[run] ?? { failed: false, skipped: false, units: new Set<string>() };
      entry.seen[run] = seen;
      seen.failed ||= benchmark.status === 'failed';
      seen.skipped ||= benchmark.status === 'skipped';
      for (const metric of benchmark.metrics) {
        if (metric.samples.length === 0 && metric.summary === undefined) continue;
        seen.units.add(metric.unit);
        entry.units.add(metric.unit);
      }
    }
  });
  const gaps: SeriesGap[] = [];
  for (const [key, { name, units, seen }] of byKey) {
    if (units.size === 0 || seen.some((s) => s?.failed === true)) continue;
    gaps.push(...gapsOf(key, (keysByName.get(name) ?? 0) > 1 ? key : name, [...units], seen));
  }
  return gaps;
}

/** One benchmark's gaps: the benchmark as a whole when every metric lacks exactly the runs it was absent from. */
function gapsOf(key: string, name: string, units: readonly string[], seen: readonly (Seen | undefined)[]): SeriesGap[] {
  const lacking = (has: (s: Seen) => boolean): number[] => seen.flatMap((s, i) => (s !== undefined && has(s) ? [] : [i]));
  const absent = lacking((s) => s.units.size > 0);
  const split = (runs: readonly number[]): { missing: number[]; skipped: number[] } => ({
    missing: runs.filter((i) => seen[i]?.skipped !== true).map((i) => i + 1),
    skipped: runs.filter((i) => seen[i]?.skipped === true).map((i) => i + 1),
  });
  // Metrics lacking the same runs are one gap (-benchmem's B/op and allocs/op come and go together).
  const byRuns = new Map<string, { units: string[]; runs: number[] }>();
  for (const unit of units) {
    const runs = lacking((s) => s.units.has(unit));
    if (runs.length === 0) continue;
    const id = runs.join(',');
    const group = byRuns.get(id);
    if (group === undefined) byRuns.set(id, { units: [unit], runs });
    else group.units.push(unit);
  }
  const [only] = byRuns.values();
  // Every metric lacks exactly the runs without the benchmark: the benchmark is what is missing.
  if (byRuns.size === 1 && only !== undefined && only.units.length === units.length && only.runs.length === absent.length) return [{ key, name, ...split(absent) }];
  return [...byRuns.values()].map((g) => ({ key, name, units: g.units, ...split(g.runs) }));
}

/** How many gaps the warning names; the rest are counted. A suite of 10,000 benchmarks must not print 10,000 names. */
const NAMED_GAPS = 5;
/** How many run numbers one gap lists. */
const NAMED_RUNS = 5;
/** How many units one gap lists (a custom JSON or metrics config may give a benchmark hundreds). */
const NAMED_UNITS = 5;

export interface GapNoteOptions {
  /** How many runs the series had. */
  runs: number;
  /** How many benchmarks the merged results hold. */
  benchmarks: number;
  /** The diagnostic's source: the command, as the result's sources name it. */
  source: string;
  /** What one run is called: ab's runs are rounds. */
  noun?: 'run' | 'round';
}

/**
 * One whole-file warning (line 0) for the gaps, or undefined when there are none. One line, since
 * it also becomes a warning of a report (confirm on rerun), where a line break would end it:
 * "1 of 40 benchmarks did not appear in every run, so it has fewer samples: BenchmarkX-8 sec/op: in
 * 2 of 3 runs (missing from run 2). ...".
 */
export function seriesGapsNote(gaps: readonly SeriesGap[], options: GapNoteOptions): Diagnostic | undefined {
  if (gaps.length === 0) return undefined;
  const noun = options.noun ?? 'run';
  // Benchmarks, not names (two packages' BenchmarkX are two), nor gaps (a benchmark's metrics may lack different runs).
  const count = new Set(gaps.map((g) => g.key)).size;
  const named = gaps.slice(0, NAMED_GAPS).map((g) => describeGap(g, options.runs, noun));
  const more = gaps.length > NAMED_GAPS ? `; and ${gaps.length - NAMED_GAPS} more` : '';
  const they = count === 1 ? 'it has' : 'they have';
  return {
    severity: 'warning', source: options.source, line: 0,
    message: `${count} of ${options.benchmarks} benchmark${options.benchmarks === 1 ? '' : 's'} did not appear in every ${noun}, so ${they} fewer samples: ${named.join('; ')}${more}. `
      + `The output of those ${noun}s shows why (a skip, a benchmark that printed nothing, a line a metrics pattern did not match).`,
  };
}

/** "BenchmarkX-8 sec/op: in 2 of 3 runs (missing from run 2)", "BenchmarkY-8 B/op, allocs/op: in 1 of 3 runs (...)". */
export function describeGap(gap: SeriesGap, runs: number, noun: 'run' | 'round' = 'run'): string {
  const present = runs - gap.missing.length - gap.skipped.length;
  const why = [
    ...(gap.skipped.length === 0 ? [] : [`skipped in ${listRuns(gap.skipped, noun)}`]),
    ...(gap.missing.length === 0 ? [] : [`missing from ${listRuns(gap.missing, noun)}`]),
  ];
  const units = gap.units === undefined ? '' : ` ${gap.units.slice(0, NAMED_UNITS).join(', ')}${gap.units.length > NAMED_UNITS ? ` and ${gap.units.length - NAMED_UNITS} more metrics` : ''}`;
  return `${gap.name}${units}: in ${present} of ${runs} ${noun}s (${why.join(', ')})`;
}

/** "run 2", "runs 2, 5", "runs 1, 2, 3, 4, 5 and 7 more". */
export function listRuns(numbers: readonly number[], noun: string): string {
  const shown = numbers.slice(0, NAMED_RUNS).join(', ');
  const rest = numbers.length - NAMED_RUNS;
  return `${noun}${numbers.length === 1 ? '' : 's'} ${shown}${rest > 0 ? ` and ${rest} more` : ''}`;
}
