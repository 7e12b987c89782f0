/**
 * Which benchmarks of a `target/criterion` tree an earlier run left, told by when their files were
 * written. Criterion never deletes a benchmark's directory, and nothing in its files says which run
 * wrote them: after a rename and a rerun, or `cargo bench -- FILTER` after a full run, the tree
 * holds benchmarks this run did not measure.
 *
 * One run writes a benchmark's files when it ends, then measures the next, so the time from one
 * benchmark's files to the next one's is the next one's measuring (the sum of its sample.json
 * times) plus a pause: warm-up, analysis, setup code, another bench target run in between. Real
 * runs (criterion 0.5.1, 12 and 17 benchmarks) paused 3.7 to 7.4 s per benchmark at the default
 * settings (3 s warm-up, 5 s measuring) and 0.5 to 1.4 s at 0.5 s and 1 s, whatever the
 * benchmark measured. Between two runs the pause is the rest of the earlier run, the edit and the
 * build, at least tens of seconds. So the benchmarks older than a pause that is both over
 * MIN_STALE_PAUSE_MS and over STALE_PAUSE_FACTOR times the median of the tree's other pauses, or
 * over STALE_PAUSE_ALWAYS_MS whatever the others, are taken as left from an earlier run. A fixed
 * hour alone, as before, missed leftovers ten minutes old (a real rename and rerun 8 minutes later:
 * a pause of 8 min 28 s, where the run's others were 4.8 to 6.8 s); the median alone misses
 * leftovers of several earlier jobs on a persistent runner when they outnumber this run's
 * benchmarks, since the usual pause is then itself a day. A run that pauses longer inside (a
 * setup of minutes, another target's benchmarks between two criterion targets) is warned about
 * wrongly, which the warning says; leftovers less than a minute before the rerun's first samples
 * (the last benchmarks of a run rerun at once) are not told apart. Times are assumed to be nanoseconds, as the parser does: another measurement's larger
 * numbers only make pauses shorter (a warning missed, not one given wrongly).
 */

/** A benchmark directory: when its newest file was written, and how long its samples measured. */
export interface WrittenBenchmark { dir: string; writtenMs: number; measuredMs: number }

/**
 * The benchmarks before the telling pause (newest first), those after it, the pause, the tree's
 * usual one, and whether the pause counts for being far over that (else for being over an hour).
 */
export interface StaleBenchmarks { stale: WrittenBenchmark[]; fresh: WrittenBenchmark[]; pauseMs: number; usualPauseMs: number; overUsual: boolean }

/** A pause shorter than this is never taken for one between runs: an edit and a build take longer. */
export const MIN_STALE_PAUSE_MS = 60_000;
/** How many times the tree's usual pause (median) one must be to count: the usual one scales with warm-up time. */
export const STALE_PAUSE_FACTOR = 10;
/** A pause longer than this is between runs whatever the others: no benchmark's warm-up and analysis take an hour. */
export const STALE_PAUSE_ALWAYS_MS = 60 * 60_000;

/** The benchmarks an earlier run left, or undefined when no pause tells runs apart. */
export function findStaleBenchmarks(written: readonly WrittenBenchmark[]): StaleBenchmarks | undefined {
  const byTime = [...written].sort((a, b) => a.writtenMs - b.writtenMs);
  // pauses[i - 1]: from benchmark i - 1's files to benchmark i's, less benchmark i's own measuring.
  const pauses = byTime.slice(1).map((b, i) => Math.max(0, b.writtenMs - (byTime[i]?.writtenMs ?? b.writtenMs) - b.measuredMs));
  // Ranks by length, for the median of the others (the pause itself must not raise its own bar).
  const order = pauses.map((_p, i) => i).sort((a, b) => (pauses[a] ?? 0) - (pauses[b] ?? 0));
  const ascending = order.map((i) => pauses[i] ?? 0);
  const rank = new Map(order.map((i, r) => [i, r]));
  // Newest first: with leftovers of several earlier runs, everything before the newest such pause is old.
  for (let i = pauses.length - 1; i >= 0; i--) {
    const pauseMs = pauses[i] ?? 0;
    const usualPauseMs = medianWithout(ascending, rank.get(i) ?? 0);
    const overUsual = pauseMs > MIN_STALE_PAUSE_MS && pauseMs > STALE_PAUSE_FACTOR * usualPauseMs;
    if (overUsual || pauseMs > STALE_PAUSE_ALWAYS_MS) {
      return { stale: byTime.slice(0, i + 1).reverse(), fresh: byTime.slice(i + 1), pauseMs, usualPauseMs, overUsual };
    }
  }
  return undefined;
}

/** "0.8 s", "12 s", "9 min 40 s", "26 h": a pause, as exact as a reader needs. */
export function roughDuration(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 9.95) return `${seconds.toFixed(1)} s`;
  if (seconds < 59.5) return `${Math.round(seconds)} s`;
  const whole = Math.round(seconds);
  if (whole < 3600) return `${Math.floor(whole / 60)} min${whole % 60 === 0 ? '' : ` ${whole % 60} s`}`;
  return `${Math.round(whole / 3600)} h`;
}

/** The median of `ascending` without its element at `skipped` (0 when nothing is left). */
function medianWithout(ascending: readonly number[], skipped: number): number {
  const n = ascending.length - 1;
  if (n <= 0) return 0;
  const at = (j: number): number => ascending[j < skipped ? j : j + 1] ?? 0;
  return n % 2 === 1 ? at((n - 1) / 2) : (at(n / 2 - 1) + at(n / 2)) / 2;
}
