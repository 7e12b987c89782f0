/**
 * The suite line's geomean per unit (STATISTICS.md §4.5): the geometric mean of the per-benchmark
 * ratios head/base over the benchmarks compared in that unit, with its interval across benchmarks.
 *
 * A ratio of zero or none (a base of 0: 0 -> 48 B is +∞; a head of 0: 3 -> 0 is 0; a value that is
 * not a number) has no logarithm, so its row is left out, and the geomean says so: `leftOut` and a
 * note such as `1 of 7 left out: 0 -> 48 B has no ratio`. A unit whose every compared row is left
 * out gets no geomean at all, only that note (`GeomeanNotComputed`), so a report can say it cannot
 * be computed instead of showing nothing or +0.00%.
 *
 * Note: benchstat refuses the whole column's geomean when any ratio is ≤ 0. We keep the geomean of
 * the rows that have a ratio (0 -> 0 counts as 1, as in benchstat), because a suite of hundreds of
 * timings should not lose its summary to one allocation count that went from zero; the note keeps
 * the reader from taking it for the whole unit.
 */
import * as ss from 'simple-statistics';
import { chooseScale, formatScaled } from '../format.js';
import { geomeanInterval } from './geomean-ci.js';
import { costSign } from './verdict.js';
import type { Comparison, ComparisonStatus, GeomeanNotComputed, GeomeanRow } from './types.js';

/** Statuses whose ratio is an estimate of the change (not inconclusive, new, removed, failed or skipped). */
const COMPARED: ReadonlySet<ComparisonStatus> = new Set(['regression', 'improvement', 'below-threshold', 'no-change']);
/** Left-out rows named in a note before "and N more". */
const NAMED = 2;

/** Geomeans per unit (units in the order of their first compared row), and the units that have none. */
export function suiteGeomeans(comparisons: readonly Comparison[], offset: number | undefined): { geomeans: GeomeanRow[]; notComputed: GeomeanNotComputed[] } {
  const byUnit = new Map<string, { used: (Comparison & { ratio: number })[]; leftOut: Comparison[] }>();
  for (const c of comparisons) {
    if (!COMPARED.has(c.status)) continue;
    let group = byUnit.get(c.unit);
    if (group === undefined) byUnit.set(c.unit, (group = { used: [], leftOut: [] }));
    if (hasUsableRatio(c)) group.used.push(c); // (a spread copy per row made this quadratic: minutes at 100,000 benchmarks)
    else group.leftOut.push(c);
  }
  const geomeans: GeomeanRow[] = [];
  const notComputed: GeomeanNotComputed[] = [];
  for (const [unit, { used, leftOut }] of byUnit) {
    const note = leftOut.length === 0 ? undefined : leftOutNote(unit, leftOut, used.length + leftOut.length);
    if (used.length === 0) {
      notComputed.push({ unit, leftOut: leftOut.length, leftOutNote: note ?? '' });
      continue;
    }
    // logAverage, never geometricMean: it underflows.
    const row: GeomeanRow = { unit, ratio: ss.logAverage(used.map((c) => c.ratio)), count: used.length };
    const ci = geomeanInterval(used.map((c) => Math.log(c.ratio)));
    if (ci !== undefined) row.ci = ci;
    if (offset !== undefined) {
      row.uncorrectedRatio = ss.logAverage(used.map((c) => c.ratio * (c.method === 'exact' ? 1 : Math.exp(costSign(c.better) * offset))));
    }
    if (note !== undefined) Object.assign(row, { leftOut: leftOut.length, leftOutNote: note });
    geomeans.push(row);
  }
  return { geomeans, notComputed };
}

/**
 * A ratio with a logarithm (finite and above zero) of medians not below zero: values below zero
 * are compared by their difference relative to |base| (metric-stats.ts), no factor: -3.04 -> -6.04
 * gave 0.015, a -98.5% that moved the geomean of a whole unit (benchstat: "summaries must be >0").
 */
function hasUsableRatio(c: Comparison): c is Comparison & { ratio: number } {
  return c.ratio !== null && c.ratio > 0 && Number.isFinite(c.ratio) && !((c.base?.median ?? 0) < 0) && !((c.head?.median ?? 0) < 0);
}

/** `1 of 7 left out: 0 -> 48 B has no ratio`; `3 of 7 left out: 0 -> 48 B, 5 B -> 0 and 1 more have no ratio`. */
export function leftOutNote(unit: string, leftOut: readonly Comparison[], total: number): string {
  const named = leftOut.slice(0, NAMED).map((c) => medians(unit, c));
  const more = leftOut.length - named.length;
  const list = more > 0 ? `${named.join(', ')} and ${more} more` : named.join(' and ');
  return `${leftOut.length} of ${total} left out: ${list} ${leftOut.length === 1 ? 'has' : 'have'} no ratio`;
}

/**
 * `0 -> 48 B`: the row's medians, scaled by the side that is not zero; zero is plain `0`. The arrow
 * is ASCII, as in the gate's message: one character outside Latin-1 makes V8 hold the whole JSON
 * report at two bytes a character (json.ts).
 */
function medians(unit: string, c: Comparison): string {
  const base = c.base?.median ?? NaN;
  const head = c.head?.median ?? NaN;
  const scale = chooseScale(unit, base !== 0 && Number.isFinite(base) ? base : head);
  const show = (v: number): string => (v === 0 ? '0' : formatScaled(v, scale).trimEnd());
  return `${show(base)} -> ${show(head)}`;
}
