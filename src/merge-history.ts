/**
 * Joining the histories of merged result files (`history`: one entry per earlier baseline run, the
 * medians of that run, oldest first). Matrix shards' baselines hold the same runs, each shard's
 * with its own benchmarks: such a run becomes one entry with the medians of all of them, as the
 * history test and the per-run machine offset need (two entries would make it two runs). Runs only
 * some files hold are added, and the whole is ordered by the runs' times.
 *
 * A run is named by its run id (a workflow run, the same in every shard's job, whose times differ
 * by minutes); without run ids on both sides, by its time (with the commit, when both record one).
 * Where the result would be a guess, the merge is refused, not made: one run with two different
 * medians of one metric (a median cannot be rebuilt from two medians), or a run to be placed among
 * another file's runs that records no readable time.
 */
import type { HistoryRun } from './schema/result.js';

export type HistoryMerge = { ok: true; history: HistoryRun[] | undefined } | { ok: false; error: string };

/** A run of the joined history, the inputs that hold it, and where it was first found (input, position). */
interface Entry {
  run: HistoryRun;
  from: Set<number>;
  placed: { input: number; index: number };
}

/** `histories[i]` is the history of the input named `sources[i]` (undefined: it has none). */
export function mergeHistories(histories: readonly (readonly HistoryRun[] | undefined)[], sources: readonly string[]): HistoryMerge {
  const given = histories.flatMap((h, input) => (h === undefined ? [] : [{ runs: h, input }]));
  if (given.length === 0) return { ok: true, history: undefined };
  const entries: Entry[] = [];
  const name = (input: number): string => sources[input] ?? `input ${input + 1}`;
  for (const { runs, input } of given) {
    for (const [index, run] of runs.entries()) {
      const same = entries.find((e) => !e.from.has(input) && sameRun(e.run, run));
      if (same === undefined) {
        entries.push({ run: copyRun(run), from: new Set([input]), placed: { input, index } });
        continue;
      }
      const conflict = addValues(same.run, run);
      if (conflict !== undefined) {
        const other = name([...same.from][0] ?? 0);
        return { ok: false, error: `${other} and ${name(input)} both hold one run (${describeRun(run)}) in their history, with different medians of ${conflict.key} (${conflict.unit}): ${conflict.values[0]} and ${conflict.values[1]}. `
          + 'One run\'s median cannot be rebuilt from two medians. Merge files whose histories hold different benchmarks of a run (matrix shards) or different runs, or remove "history" from all but one file.' };
      }
      joinContext(same.run, run);
      same.from.add(input);
    }
  }
  // Runs of one file only (others held none, or the same runs) keep that file's order.
  const firstInput = given.find((g) => g.runs.length > 0)?.input;
  if (entries.every((e) => e.placed.input === firstInput)) return { ok: true, history: entries.map((e) => e.run) };
  const timeless = entries.find((e) => Number.isNaN(timeOf(e.run)));
  if (timeless !== undefined) {
    const { input, index } = timeless.placed;
    const what = timeless.run.time === undefined ? 'no time' : `an unreadable time '${timeless.run.time}'`;
    return { ok: false, error: `run ${index + 1} of ${name(input)}'s history (${describeRun(timeless.run)}) records ${what}, so where it goes among the other files' runs, oldest first, is unknown. `
      + 'Merge files whose history runs record their time (bench-gate saves every run with one), or remove "history" from all but one file.' };
  }
  // Stable: runs of one time keep the order the files gave them.
  return { ok: true, history: entries.sort((a, b) => timeOf(a.run) - timeOf(b.run)).map((e) => e.run) };
}

/** Whether two history entries are one run (see the module comment). */
function sameRun(a: HistoryRun, b: HistoryRun): boolean {
  const commitsAgree = a.commit === undefined || b.commit === undefined || a.commit === b.commit;
  if (a.runId !== undefined && b.runId !== undefined) return a.runId === b.runId && commitsAgree;
  if (a.time === undefined || b.time === undefined) return false;
  return (a.time === b.time || timeOf(a) === timeOf(b)) && commitsAgree;
}

const timeOf = (run: HistoryRun): number => (run.time === undefined ? NaN : Date.parse(run.time));

/** A run with its own values maps (null-prototype, as historyRunOf builds them: keys are benchmark names). */
function copyRun(run: HistoryRun): HistoryRun {
  const copy: HistoryRun = { ...run, values: Object.create(null) as HistoryRun['values'] };
  addValues(copy, run);
  return copy;
}

/** Adds `from`'s medians to `into`; the first metric both hold with different medians, if any (then nothing is added). */
function addValues(into: HistoryRun, from: HistoryRun): { key: string; unit: string; values: [number, number] } | undefined {
  for (const [key, units] of Object.entries(from.values)) {
    const held = Object.hasOwn(into.values, key) ? into.values[key] : undefined;
    for (const [unit, value] of Object.entries(units)) {
      const mine = held !== undefined && Object.hasOwn(held, unit) ? held[unit] : undefined;
      if (mine !== undefined && mine !== value) return { key, unit, values: [mine, value] };
    }
  }
  for (const [key, units] of Object.entries(from.values)) {
    const held = Object.hasOwn(into.values, key) ? into.values[key] : undefined;
    const target = held ?? (into.values[key] = Object.create(null) as Record<string, number>);
    for (const [unit, value] of Object.entries(units)) target[unit] = value;
  }
  return undefined;
}

/** What one file's entry of a run adds to another's: a field only it records; of two times, the earlier readable one. */
function joinContext(into: HistoryRun, from: HistoryRun): void {
  if (into.commit === undefined && from.commit !== undefined) into.commit = from.commit;
  if (into.runId === undefined && from.runId !== undefined) into.runId = from.runId;
  const [mine, theirs] = [timeOf(into), timeOf(from)];
  if (from.time !== undefined && (into.time === undefined || (Number.isNaN(mine) && !Number.isNaN(theirs)) || theirs < mine)) into.time = from.time;
}

/** `run id 1234, commit 1a2b3c4d5e6f, 2026-11-21T10:00:00Z`, with whatever the run records. */
function describeRun(run: HistoryRun): string {
  const details = [run.runId === undefined ? undefined : `run id ${run.runId}`, run.commit === undefined ? undefined : `commit ${run.commit.slice(0, 12)}`, run.time];
  const known = details.filter((x) => x !== undefined);
  return known.length === 0 ? 'no run id, commit or time' : known.join(', ');
}
