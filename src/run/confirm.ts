/**
 * Confirm on rerun, the running (IO): re-measures the flagged regressions with the planned
 * (filtered) command, compares again against the same baseline, and applies the outcome
 * (compare/confirm.ts). Used by `bench-gate run --baseline`, `bench-gate ab --confirm` and the
 * action's gate. A rerun that fails leaves the first results standing, with a warning: confirming
 * can clear a regression, never hide one.
 */
import { applyConfirmation, flaggedBenchmarks, settledHead, withRerunSamples } from '../compare/confirm.js';
import type { Comparison, ComparisonReport } from '../compare/types.js';
import type { GatePolicy } from '../gate.js';
import { mergeBenchmarks } from '../merge.js';
import type { Diagnostic, ResultSet } from '../schema/result.js';
import { shortDisplay, type CommandSpec } from './command-line.js';
import { planConfirm } from './confirm-plan.js';
import type { RunPorts } from './run-ports.js';
import { runSeries, type RunStep, type SeriesOptions } from './series.js';
import { seriesSource } from './run-context.js';
import { mergeWarningLines, moreWarnings, withWarnings } from './merge-warning-lines.js';
import { fileWarningLines, seriesFileWarnings } from './round-warnings.js';
import { findSeriesGaps, seriesGapsNote } from './series-gaps.js';

export interface ConfirmRequest {
  /** The first report and the head it compared. */
  first: ComparisonReport;
  head: ResultSet;
  /** The gating regressions of `first`. */
  regressions: readonly Comparison[];
  /** Compares the same baseline with a head (the first head with the rerun's samples). */
  compare: (head: ResultSet) => ComparisonReport;
  policy?: GatePolicy;
  /** The command that measured head, where it ran, and how often to rerun it. */
  command: CommandSpec;
  cwd?: string;
  runs: number;
  /** The results file the command writes (--results / output-file), relative to where it runs, already resolved. */
  results?: string;
  series: SeriesOptions;
  /** Where each rerun's own warnings were printed as it ended ("on stderr", "in the job log"), for the report's count of those it leaves out. */
  log: string;
}

/** The final report, and the results it rests on (settledHead: the first head when nothing was cleared). */
export interface ConfirmOutcome {
  report: ComparisonReport;
  head: ResultSet;
}

export async function confirmRegressions(request: ConfirmRequest, ports: RunPorts): Promise<ConfirmOutcome> {
  const { first, head, regressions } = request;
  const flagged = flaggedBenchmarks(head, regressions);
  const plan = planConfirm(head.context.tool, request.command, flagged);
  const count = `${regressions.length} regression${regressions.length === 1 ? '' : 's'}`;
  ports.stderr(`bench-gate: ${count} flagged; confirming on rerun (${request.runs} run${request.runs === 1 ? '' : 's'}, ${plan.how}): ${plan.command.display}\n`);
  const steps: RunStep[] = Array.from({ length: request.runs }, (_, i) => ({
    side: 'confirm', command: plan.command, index: i + 1, label: `confirm ${i + 1}/${request.runs}`,
    env: { ...plan.env, BENCH_GATE_RUN: String(i + 1), BENCH_GATE_RUNS: String(request.runs) },
    ...(request.cwd === undefined ? {} : { cwd: request.cwd }),
    ...(request.results === undefined ? {} : { results: request.results }),
  }));
  const series = await runSeries(steps, request.series, ports);
  const display = shortDisplay(plan.command);
  if (series.failure !== undefined) {
    ports.stderr(`bench-gate: warning: the confirming rerun failed, so the first results stand: ${series.failure}\n`);
    return { head, report: { ...first, warnings: [...first.warnings, `confirm on rerun failed (\`${display}\`), so the ${count} stand${regressions.length === 1 ? 's' : ''} unconfirmed: ${series.failure.split('\n', 1)[0] ?? ''}`] } };
  }
  const reruns = series.runs.get('confirm') ?? [];
  const merge = { sources: reruns.map((_, i) => `confirming run ${i + 1}`), diagnostics: [] as Diagnostic[] };
  const benchmarks = mergeBenchmarks(reruns.map((s) => s.benchmarks), merge);
  // Only the flagged benchmarks' rerun samples are used: a gap elsewhere (a filter that could not
  // single them out) changes nothing. One absent from every rerun is no gap: applyConfirmation says
  // the rerun did not report it.
  const flaggedKeys = new Set(flagged.map((b) => b.key));
  const rerunFlagged = reruns.map((s) => s.benchmarks.filter((b) => flaggedKeys.has(b.key)));
  const gaps = seriesGapsNote(findSeriesGaps(rerunFlagged), {
    runs: reruns.length, benchmarks: new Set(rerunFlagged.flat().map((b) => b.key)).size, source: `${display} (confirm on rerun)`,
  });
  if (gaps !== undefined) merge.diagnostics.push(gaps);
  // The rerun as a series' result set (combineRuns' way): one source for its runs, their diagnostics,
  // then what merging them said. settledHead adds both to head's when it takes samples from here.
  const rerun: ResultSet = {
    ...head, benchmarks,
    context: { ...head.context, sources: [seriesSource(`${display}, confirm on rerun`, reruns.length)] },
    diagnostics: [...reruns.flatMap((s) => s.diagnostics), ...merge.diagnostics],
  };
  // What the merge could not keep, and what some reruns lacked, is said as run says it: the verdict rests on these samples.
  for (const d of merge.diagnostics) if (d.severity === 'warning') ports.stderr(`bench-gate: warning: confirm on rerun: ${d.message}\n`);
  // What each rerun said of its output as a whole (a criterion tree's missing benchmark.json) was
  // printed as it ended; the report says it too, as A/B does of its rounds' (round-warnings.ts).
  const warnings = [
    ...fileWarningLines('confirm on rerun', seriesFileWarnings(reruns, 'run'), 'the reruns\'', request.log),
    ...mergeWarningLines('confirm on rerun', merge.diagnostics, moreWarnings('merging the reruns', 'printed as the rerun ended')),
  ];
  // A Set of the rerun's keys: a whole-command rerun of a 10k suite would make a scan per flagged key quadratic.
  const rerunKeys = new Set(rerun.benchmarks.map((b) => b.key));
  const keys = new Set(flagged.map((b) => b.key).filter((key) => rerunKeys.has(key)));
  const confirmed = applyConfirmation({
    first, rerun: request.compare(withRerunSamples(head, rerun, keys)), rerunKeys: keys, flagged: regressions,
    command: plan.command.display, runs: request.runs, ...(request.policy === undefined ? {} : { policy: request.policy }),
  });
  const report = withWarnings(confirmed, warnings);
  const outcomes = report.confirmation?.regressions ?? [];
  const tally = (outcome: string): number => outcomes.filter((o) => o.outcome === outcome).length;
  ports.stderr(`bench-gate: confirm on rerun: ${tally('confirmed')} confirmed, ${tally('cleared')} not reproduced${tally('unavailable') > 0 ? `, ${tally('unavailable')} not measured by the rerun` : ''}\n`);
  return { report, head: settledHead(head, rerun, report) };
}
