/**
 * What `parse` and `merge` do alike when they join inputs into one result file. They refuse inputs
 * whose tool, commit, suite or machine differ, as the joined file records one of each, a metric
 * that one input says is better lower and another higher, and an input whose samples another
 * already holds; and they record the earliest time. One place, so that what `merge` refuses is
 * not written by `parse` of the same files instead.
 */
import { MACHINE_TRAITS, machineList } from '../mixed-machines.js';
import type { ResultSet } from '../schema/result.js';
import { findRepeatedSamples } from '../repeated-samples.js';
import { UsageError } from './ports.js';

/** An input as named in messages (`<stdin>` for -) and its result set. */
export interface NamedSet {
  path: string;
  set: ResultSet;
}

/** Refuses inputs whose `what` differs; inputs without it are not counted as different. */
export function checkSame(loaded: readonly NamedSet[], what: string, get: (set: ResultSet) => string | undefined, fix: string): void {
  const known = loaded.flatMap((l) => {
    const value = get(l.set);
    return value === undefined ? [] : [{ path: l.path, value }];
  });
  const first = known[0];
  const other = known.find((k) => k.value !== first?.value);
  if (first === undefined || other === undefined) return;
  throw new UsageError(`${other.path} has ${what} ${other.value}, but ${first.path} has ${first.value}: ${fix}`);
}

/**
 * Refuses an input whose samples another input already holds (a copy, or an earlier merge's output
 * that a glob picked up again): joined, they would count twice (see repeated-samples.ts).
 */
export function checkNoRepeatedSamples(loaded: readonly NamedSet[], command: 'parse' | 'merge'): void {
  const found = findRepeatedSamples(loaded.map((l) => l.set.benchmarks));
  if (found === undefined) return;
  const held = loaded[found.held]?.path ?? '';
  const holder = loaded[found.holder]?.path ?? '';
  throw new UsageError(`${holder} already holds the samples of ${held} (e.g. the ${found.samples} samples of ${found.benchmark} ${found.unit}, the very same values in the same order): ${command === 'merge' ? 'merging' : 'parsing'} both would count them twice. `
    + 'Leave one of them out: it is a copy, or the file an earlier merge (or parse of several inputs) wrote, which holds the samples of the files it joined (a glob such as shard-*.json must not match it).');
}

/**
 * Refuses inputs of different machines, by every trait a set knows (its fingerprint, else the CPU,
 * OS and architecture its tool printed): two raw logs record no fingerprint, and their `cpu:` lines
 * are the only sign of two machines.
 */
export function checkSameMachine(loaded: readonly NamedSet[], fix: string): void {
  for (const trait of MACHINE_TRAITS) checkSame(loaded, trait.what, trait.get, fix);
}

/**
 * The joined file's commit: the one every input that records a commit agrees on, in its longest
 * spelling (a short SHA names the commit whose full SHA it begins, as `parse --commit` and `check
 * --commit` take it). Inputs of different commits are refused: the joined file would claim one
 * commit for samples of several, and pass `check --commit` with them. Undefined when none records one.
 */
export function joinedCommit(loaded: readonly NamedSet[], fix: string): string | undefined {
  const known = loaded.flatMap((l) => (l.set.context.commit === undefined ? [] : [{ path: l.path, value: l.set.context.commit }]));
  const longest = known.reduce<(typeof known)[number] | undefined>((a, k) => (a === undefined || k.value.length > a.value.length ? k : a), undefined);
  if (longest === undefined) return undefined;
  const other = known.find((k) => !spellsSameCommit(k.value, longest.value));
  if (other !== undefined) throw new UsageError(`${other.path} has commit ${other.value}, but ${longest.path} has ${longest.value}: ${fix}`);
  return longest.value;
}

/** Whether `short` is `long` or a SHA it begins with (hex, at least 4 digits, any case: an empty or odd text matches only itself). */
export function spellsSameCommit(short: string, long: string): boolean {
  return short === long || (/^[0-9a-f]{4,}$/i.test(short) && long.toLowerCase().startsWith(short.toLowerCase()));
}

/**
 * Refuses to join a file that already holds results of different machines (`merge
 * --allow-different-machines` wrote it) with other files: it records no fingerprint, so the
 * fingerprint check would let any machine's results join it unnoticed. One such file alone is
 * joined with nothing and keeps its list of machines.
 */
export function checkUnmixed(loaded: readonly NamedSet[], fix: string): void {
  const mixed = loaded.find((l) => l.set.context.machine?.mixed !== undefined);
  if (mixed === undefined || loaded.length < 2) return;
  const others = loaded.filter((l) => l !== mixed).map((l) => l.path);
  const named = others.length > 3 ? `${others.slice(0, 3).join(', ')} and ${others.length - 3} more` : others.join(', ');
  throw new UsageError(`${mixed.path} holds results of different machines (${machineList(mixed.set.context.machine?.mixed ?? [])}), merged with --allow-different-machines; joined with ${named}, ${fix}`);
}

/**
 * Refuses a metric that one input says is better lower and another higher (custom JSON parsed as
 * custom-smaller into one result file and custom-bigger into another): the joined metric has one
 * direction, so one input's samples would be judged the wrong way. `command` is the one to run again.
 */
export function checkDirections(loaded: readonly NamedSet[], command: 'parse' | 'merge'): void {
  const seen = new Map<string, { path: string; better: string }>();
  for (const { path, set } of loaded) {
    for (const benchmark of set.benchmarks) {
      for (const metric of benchmark.metrics) {
        const id = `${benchmark.key}\u0000${metric.unit}`;
        const first = seen.get(id);
        if (first === undefined) seen.set(id, { path, better: metric.better });
        else if (first.better !== metric.better) {
          throw new UsageError(`${path} says ${metric.better} is better for ${benchmark.name} (${metric.unit}), but ${first.path} says ${first.better}: ${command === 'merge' ? 'merged' : 'parsed together'}, one file's samples would be judged the wrong way. Parse both the same way (the same --format, custom-smaller or custom-bigger, or the same metrics patterns) and ${command} again.`);
        }
      }
    }
  }
}

/**
 * The joined file's time, for `check --max-age`: an input's time that cannot be read, kept for
 * `check` to refuse, else the earliest (never a later one, which would let stale samples pass for
 * fresh ones). Times are ISO 8601 texts; undefined when no input has one.
 */
export function joinedTime(times: readonly string[]): string | undefined {
  const unreadable = times.find((t) => Number.isNaN(Date.parse(t)));
  if (unreadable !== undefined) return unreadable;
  return times.reduce<string | undefined>((earliest, t) => (earliest === undefined || Date.parse(t) < Date.parse(earliest) ? t : earliest), undefined);
}
