/**
 * Confirm on rerun, the decision (pure). A regression flagged by the first measurement is
 * re-measured (only the flagged benchmarks; run/confirm.ts does the running), the rerun's samples
 * replace head's for those benchmarks, and the whole comparison runs again against the same
 * baseline (so the machine offset and the multiple-comparison adjustment see the whole suite, as
 * the first time). A flagged regression then
 *   - reproduces: it stays a regression, with the note "confirmed on rerun: +11.8% [...]";
 *   - does not: its row becomes the rerun's (not gating), with the note "flagged as a regression
 *     (+12.0% [...]) but not reproduced on rerun (+0.4% [...])";
 *   - was not measured by the rerun (not reported, failed, skipped, no value of the unit), or not
 *     judged on it (too few samples, a value nothing can compare): the first result stands, with a note saying so.
 */
import { formatPercent } from '../format.js';
import { MIN_SAMPLES } from './metric-stats.js';
import { isRunnerOffsetWarning } from './runner-offset-warning.js';
import { changeOf, countStatuses, gateVerdict, type GatePolicy } from '../gate.js';
import type { Benchmark, Diagnostic, ResultSet } from '../schema/result.js';
import type { BaselineMode, Comparison, ComparisonReport, ConfirmedRegression } from './types.js';

export const CONFIRM_SETTINGS = ['auto', 'on', 'off'] as const;
export type ConfirmSetting = (typeof CONFIRM_SETTINGS)[number];

/**
 * Whether to rerun `regressions`: `on` always, `off` never, `auto` in cached mode (a baseline from
 * another job) and when a flagged metric has one sample per side (one number per run).
 */
export function confirmWanted(setting: ConfirmSetting, mode: BaselineMode, regressions: readonly Comparison[]): boolean {
  if (regressions.length === 0 || setting === 'off') return false;
  return setting === 'on' || mode === 'cached' || regressions.some((c) => c.n[0] <= 1 && c.n[1] <= 1);
}

/** The benchmarks of `head` behind the flagged comparisons, once each, in report order. */
export function flaggedBenchmarks(head: ResultSet, regressions: readonly Comparison[]): Benchmark[] {
  const keys = new Set(regressions.map((c) => c.key));
  return head.benchmarks.filter((b) => keys.has(b.key));
}

/** `head` with the benchmarks named by `keys` replaced by the rerun's (those the rerun reported). */
export function withRerunSamples(head: ResultSet, rerun: ResultSet, keys: ReadonlySet<string>): ResultSet {
  const fresh = new Map(rerun.benchmarks.filter((b) => keys.has(b.key)).map((b) => [b.key, b]));
  return { ...head, benchmarks: head.benchmarks.map((b) => fresh.get(b.key) ?? b) };
}

/**
 * The results a confirmed report rests on: `head`, with the rerun's samples for each metric whose
 * flagged regression the rerun did not reproduce (its row is the rerun's). A confirmed regression,
 * one the rerun did not report, and every metric not flagged keep the first run's, as their rows
 * do. What a trusted run saves as the next baseline: the first samples of a cleared regression are
 * most likely a bad run's, and saved they would be the baseline of every later comparison.
 * It then names both measurements in its sources and holds the diagnostics of both, head's first
 * (`rerun` is a set of its own: run/confirm.ts), as a merged set keeps its inputs'
 * (run-context.ts combineRuns, `bench-gate merge`): a warning about the rerun's output (a criterion
 * tree's missing file, a line it could not read) is about samples the file holds.
 * Note: not the two runs pooled: a bad run's samples beside a good run's make one bimodal sample
 * that matches neither, nor the report's row.
 */
export function settledHead(head: ResultSet, rerun: ResultSet, report: ComparisonReport): ResultSet {
  const cleared = new Set((report.confirmation?.regressions ?? []).filter((r) => r.outcome === 'cleared').map(rowId));
  if (cleared.size === 0) return head;
  const fresh = new Map(rerun.benchmarks.map((b) => [b.key, b]));
  const benchmarks = head.benchmarks.map((b): Benchmark => {
    const again = fresh.get(b.key);
    if (again === undefined) return b;
    const metrics = b.metrics.map((m) => (cleared.has(rowId({ key: b.key, unit: m.unit })) ? again.metrics.find((x) => x.unit === m.unit) ?? m : m));
    return metrics.every((m, i) => m === b.metrics[i]) ? b : { ...b, metrics };
  });
  return {
    ...head,
    context: { ...head.context, sources: [...head.context.sources, ...rerun.context.sources] },
    benchmarks,
    diagnostics: onceEach([...head.diagnostics, ...rerun.diagnostics]),
  };
}

/**
 * `diagnostics` in order, each once (same severity, source, line and message): run/confirm.ts gives
 * the rerun only the reruns' own, but a rerun set made from head (`{ ...head, benchmarks }`, as
 * withRerunSamples makes the set it compares) carries head's, which must not be listed twice. Those
 * of different runs differ in their source ("CMD #2", "confirm: CMD #1"), and all of them are kept.
 */
function onceEach(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const id = JSON.stringify([d.severity, d.source, d.line, d.message]);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** "+12.0% [+9.1%, +15.2%]": a change with its confidence interval. */
export function describeChange(c: Pick<Comparison, 'ratio' | 'ci' | 'base' | 'head'>): string {
  if (c.ratio === null) return 'no estimate';
  // From zero (an exact metric, 0 -> 176 B) a percentage is infinite: the values say it.
  if (!Number.isFinite(c.ratio)) return changeOf(c);
  const ci = c.ci === null || !c.ci.every(Number.isFinite) ? '' : ` [${formatPercent(c.ci[0] - 1, 1)}, ${formatPercent(c.ci[1] - 1, 1)}]`;
  return `${formatPercent(c.ratio - 1, 1)}${ci}`;
}

export interface ConfirmInput {
  /** The first report. */
  first: ComparisonReport;
  /** The report of the baseline against head with the rerun's samples. */
  rerun: ComparisonReport;
  /** The keys the rerun reported (and replaced in head). */
  rerunKeys: ReadonlySet<string>;
  /** The regressions that were rerun (gating ones of `first`). */
  flagged: readonly Comparison[];
  command: string;
  runs: number;
  policy?: GatePolicy;
}

const rowId = (c: Pick<Comparison, 'key' | 'unit'>): string => `${c.key}\u0000${c.unit}`;

/** Rerun statuses that measured nothing for the row, with what the warning says of each. */
const NOT_MEASURED: ReadonlyMap<Comparison['status'], string> = new Map([
  ['failed', 'failed'], ['skipped', 'was skipped'], ['removed', 'gave no value of this unit'], ['new', 'gave no value of this unit'],
]);

/** The final report: flagged rows confirmed, cleared or left standing, counts and verdict redone. */
export function applyConfirmation(input: ConfirmInput): ComparisonReport {
  const flagged = new Set(input.flagged.map(rowId));
  const rerunRows = new Map(input.rerun.comparisons.map((c) => [rowId(c), c]));
  const outcomes: ConfirmedRegression[] = [];
  const comparisons = input.first.comparisons.map((c): Comparison => {
    if (!flagged.has(rowId(c))) return c;
    const again = input.rerunKeys.has(c.key) ? rerunRows.get(rowId(c)) : undefined;
    const first = { ratio: c.ratio, ci: c.ci };
    if (again === undefined) {
      outcomes.push({ key: c.key, unit: c.unit, first, rerun: null, outcome: 'unavailable' });
      return { ...c, warnings: [...c.warnings, `flagged as a regression (${describeChange(c)}); the rerun did not report this benchmark, so the first result stands`] };
    }
    // A rerun that measured nothing for the row (the benchmark failed or skipped, b.Skip with exit 0,
    // or printed no value of this unit) does not clear it: "not reproduced" needs a measurement.
    if (NOT_MEASURED.has(again.status)) {
      outcomes.push({ key: c.key, unit: c.unit, first, rerun: { status: again.status, ratio: again.ratio, ci: again.ci }, outcome: 'unavailable' });
      return { ...c, warnings: [...c.warnings, `flagged as a regression (${describeChange(c)}); on the rerun this benchmark ${NOT_MEASURED.get(again.status) ?? 'gave no value'}, so the first result stands`] };
    }
    // The rerun runs as many times as the first run, so a head side too small to test means samples
    // were lost (skips, runs that printed nothing): inconclusive for want of samples is not "not
    // reproduced". Too small: below the test's minimum or min-samples, or tested (it has a p) and
    // still inconclusive, which compare gives a tested row only when its sizes cannot reach
    // significance among the suite's comparisons (4 of 10 samples in a suite of 100). An
    // inconclusive rerun with its samples (not significant) still clears.
    const rerunN = again.n[1];
    const tooFew = rerunN < Math.max(MIN_SAMPLES, input.policy?.minSamples ?? 0) || again.pWorse !== null;
    if (again.status === 'inconclusive' && rerunN < c.n[1] && tooFew) {
      outcomes.push({ key: c.key, unit: c.unit, first, rerun: { status: again.status, ratio: again.ratio, ci: again.ci }, outcome: 'unavailable' });
      return { ...c, warnings: [...c.warnings, `flagged as a regression (${describeChange(c)}); the rerun gave only ${rerunN} of its ${c.n[1]} samples, too few to test, so the first result stands`] };
    }
    // Nor does a rerun row that nothing judged, no test and no threshold (pWorse null): a one-number
    // metric whose rerun printed 0 ops/s, which neither the history test (no logarithm) nor
    // single-sample-fallback (no ratio above 0) compares, cleared a -50% regression with a -100% rerun.
    if (again.status === 'inconclusive' && again.pWorse === null) {
      outcomes.push({ key: c.key, unit: c.unit, first, rerun: { status: again.status, ratio: again.ratio, ci: again.ci }, outcome: 'unavailable' });
      return { ...c, warnings: [...c.warnings, `flagged as a regression (${describeChange(c)}); the rerun's result could not be judged (${describeChange(again)}), so the first result stands`] };
    }
    const rerun = { status: again.status, ratio: again.ratio, ci: again.ci };
    if (again.status === 'regression') {
      outcomes.push({ key: c.key, unit: c.unit, first, rerun, outcome: 'confirmed' });
      return { ...c, warnings: [...c.warnings, `confirmed on rerun: ${describeChange(again)}`] };
    }
    outcomes.push({ key: c.key, unit: c.unit, first, rerun, outcome: 'cleared' });
    return { ...again, warnings: [...again.warnings, `flagged as a regression (${describeChange(c)}) but not reproduced on rerun (${describeChange(again)})`] };
  });
  const count = (o: ConfirmedRegression['outcome']): number => outcomes.filter((x) => x.outcome === o).length;
  const parts = [`${count('confirmed')} confirmed`, `${count('cleared')} not reproduced`, ...(count('unavailable') > 0 ? [`${count('unavailable')} not measured by the rerun`] : [])];
  const shown = input.command.length > 80 ? `${input.command.slice(0, 79)}…` : input.command;
  const summary = `confirm on rerun: ${outcomes.length} flagged regression${outcomes.length === 1 ? '' : 's'} re-measured (${input.runs} run${input.runs === 1 ? '' : 's'} of \`${shown}\`): ${parts.join(', ')}`;
  // The suite-wide numbers (geomeans, machine offset) are the rerun's: the final measurement.
  const { geomeans, geomeansNotComputed, machineOffset } = input.rerun;
  const { geomeansNotComputed: _first, ...first } = input.first;
  return {
    ...first,
    geomeans,
    ...(geomeansNotComputed === undefined ? {} : { geomeansNotComputed }),
    ...(machineOffset === undefined ? {} : { machineOffset }),
    comparisons,
    summary: countStatuses(comparisons),
    verdict: gateVerdict(comparisons, input.policy),
    // The offset's warning goes with the offset: the rerun's, so the report, the settings line and the
    // action's annotation give one figure (the first run's said 4.9% beside a corrected 5.2%).
    warnings: [...(machineOffset === undefined ? input.first.warnings
      : [...input.first.warnings.filter((w) => !isRunnerOffsetWarning(w)), ...input.rerun.warnings.filter(isRunnerOffsetWarning)]), summary],
    confirmation: { command: input.command, runs: input.runs, regressions: outcomes },
  };
}
