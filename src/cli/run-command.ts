/**
 * `bench-gate run [options] -- CMD...`: runs a benchmark command N times (each a fresh process),
 * parses every run's output, stdout and stderr together as the action reads its run command's
 * (run/series.ts), or the --results file it writes, merges the samples (a tool printing one number
 * per run gives n = N), records commit, machine and time, and writes one result JSON.
 * A failing run stops the series with exit 2; the runs finished before it are still written to -o.
 *
 * With --baseline FILE it also gates: the results are compared with FILE (cached mode by default:
 * measured in another job), the report goes to stdout, and regressions are re-measured before they
 * fail (confirm on rerun, on by default in cached mode; --no-confirm turns it off). -o then holds
 * the results the verdict rests on: the rerun's samples of a regression it did not reproduce.
 */
import { confirmWanted } from '../compare/confirm.js';
import { BASELINE_MODES, type ComparisonReport } from '../compare/types.js';
import { ConfigPolicy, compareWithConfig } from '../config/policy.js';
import { describeFailure, gatingRegressions } from '../gate.js';
import { INPUT_FORMATS } from '../input.js';
import { commandFromWords, shortDisplay, type CommandSpec } from '../run/command-line.js';
import { confirmRegressions } from '../run/confirm.js';
import { mergeWarningLines, moreWarnings, withWarnings } from '../run/merge-warning-lines.js';
import { partialResultsNote } from '../run/partial-results.js';
import { fileWarningLines, seriesFileWarnings } from '../run/round-warnings.js';
import { combineRuns, mergeNotes, readGitCommit } from '../run/run-context.js';
import { runSeries, type RunStep, type SeriesOptions } from '../run/series.js';
import type { Diagnostic, ResultSet } from '../schema/result.js';
import { ArgumentError, parseCommandArgs, type ParsedValues } from './argument-errors.js';
import { RUN_OPTIONS } from './command-options.js';
import { RUN_HELP } from './help.js';
import { describeConfig, describeLoaded, loadConfigFile, loadInput, type LoadedInput, warnUnmatchedRules } from './load-inputs.js';
import { checkOutputs, checkOutputsBesideConfig, writeOutput } from './output-files.js';
import { resolveConfig, type ResolvedConfig } from '../config/resolve.js';
import { oneOf, parseCommit, parseProbability, parseSuite, parseThreshold, suiteNamedIn } from './options.js';
import { UsageError, type CliPorts } from './ports.js';
import { checkReplacesResultsOnly } from './result-outputs.js';
import { checkFull, parseReportOutput, REPORT_OUTPUTS, renderReport } from './render-report.js';
import { checkOutputsBesideResults, checkResultsPath, cliResultsIO, confirmSetting, parseCount, parseTimeout, splitAtDoubleDash } from './run-options.js';
import { rewriteSettled } from './settled-results.js';

type RunValues = ParsedValues<typeof RUN_OPTIONS>;

function parseRunArgs(args: string[]): { values: RunValues; command: string[] } {
  const split = splitAtDoubleDash(args);
  try {
    const parsed = parseCommandArgs('run', split.options, RUN_OPTIONS, split.command === undefined);
    return { values: parsed.values, command: split.command ?? parsed.positionals };
  } catch (error) {
    // Without --, a dash word of the benchmark command (go test -bench=.) reads as bench-gate's:
    // unknown, given twice (its -n after ours) or without a value, the cause may be the same.
    if (split.command !== undefined || !(error instanceof ArgumentError)) throw error;
    const hint = 'If that option belongs to the benchmark command, put -- before the command: bench-gate run [options] -- CMD...';
    const help = /(?: ?)(Run `bench-gate help run`.*)$/;
    throw new UsageError(help.test(error.message) ? error.message.replace(help, ` ${hint} $1`) : `${error.message} ${hint}`);
  }
}

/**
 * Options that only mean something with --baseline. (--color and --no-color are not among them:
 * wrappers pass them to every bench-gate call, and without a report they change nothing.)
 */
const GATE_ONLY = ['mode', 'threshold', 'q', 'output', 'report', 'confirm', 'no-confirm', 'full'] as const;

export async function runCommand(args: string[], ports: CliPorts): Promise<number> {
  const { values, command } = parseRunArgs(args);
  if (values.help === true) {
    ports.stdout(RUN_HELP);
    return 0;
  }
  if (command.length === 0) throw new UsageError('run needs a command after --. Example: bench-gate run --runs 10 -o head.json -- go test -run=^$ -bench=. -count=1 ./...');
  if (command.join('').trim() === '') throw new UsageError(`run needs a command after --, and the one given is empty (an unset shell variable?). Example: bench-gate run --runs 10 -o head.json -- go test -run=^$ -bench=. -count=1 ./...`);
  if (values.baseline?.trim() === '') throw new UsageError(`--baseline needs a file name, and '${values.baseline}' is empty (an unset shell variable?). Give the result JSON or benchmark output to compare with, or leave --baseline out.`);
  const givenCommit = parseCommit('--commit', values.commit);
  const suite = parseSuite('--suite', values.suite);
  const runs = parseCount('--runs', values.runs, 10, 1, 10_000);
  const timeoutMs = parseTimeout(values.timeout);
  const spec = commandFromWords(command, values.shell === true);
  if (values.baseline === undefined) {
    const stray = GATE_ONLY.find((name) => values[name] !== undefined);
    if (stray !== undefined) throw new UsageError(`--${stray} needs --baseline FILE: run compares (and confirms regressions) only against a baseline. Example: bench-gate run --baseline base.json -- CMD`);
  }
  await checkResultsPath(values.results, ports);
  const outputs = [['-o', values.out], ['--report', values.report]] as const;
  await checkOutputs(outputs, values.baseline === undefined ? [] : [values.baseline], ports);
  await checkOutputsBesideResults(outputs, values.results, ports, [['--baseline', values.baseline]]);
  const gateOptions = values.baseline === undefined ? undefined : readGateOptions(values);
  const time = ports.now().toISOString();
  const [fingerprint, commit] = await Promise.all([ports.fingerprint(), givenCommit ?? readGitCommit(ports, undefined)]);
  // A bench binary's own text is read through the config's metrics patterns (format: metrics).
  const loadedConfig = values['no-config'] === true ? undefined : await loadConfigFile(values.config, ports);
  await checkOutputsBesideConfig(outputs, loadedConfig?.path, ports);
  await checkReplacesResultsOnly([['-o', values.out]], ports);
  const config = loadedConfig === undefined ? undefined : resolveConfig(loadedConfig.config, loadedConfig.path, suite);
  if (loadedConfig !== undefined && config !== undefined) ports.stderr(describeConfig(loadedConfig, config));
  const format = oneOf('--format', values.format, INPUT_FORMATS, config?.format ?? 'auto');
  // The baseline is read first: a wrong path fails before minutes of benchmarking. It is read with
  // the run's format: raw output of the same tool may need it (custom JSON says no direction), and
  // a result JSON is recognised whatever the format.
  const baseline = values.baseline === undefined ? undefined
    : await loadInput(values.baseline, ports, { format, lenient: values.lenient === true, verbose: false, ...(config === undefined ? {} : { metrics: config.metrics }) });
  ports.stderr(`bench-gate: running \`${spec.display}\` ${runs} time${runs === 1 ? '' : 's'}${spec.argv[0] === 'bash' && command.length === 1 ? ' (through bash)' : ''}${values.results === undefined ? '' : `, reading ${values.results} after each run`}\n`);
  const seriesOptions: SeriesOptions = {
    format,
    ...(config === undefined ? {} : { metrics: config.metrics }),
    quiet: values.quiet === true, lenient: values.lenient === true,
    ...(timeoutMs === undefined ? {} : { timeoutMs, timeoutText: values.timeout }),
    ...(values.results === undefined ? {} : { results: { io: cliResultsIO(ports), option: '--results' } }),
  };
  const series = await runSeries(stepsFor(spec, runs, values.results), seriesOptions, ports);
  const done = series.runs.get('run') ?? [];
  const info = { time, fingerprint, command: shortDisplay(spec), ...(commit === undefined ? {} : { commit }), ...(suite === undefined ? {} : { suite }) };
  if (series.failure !== undefined) {
    const kept = done.length === 0 ? undefined : combineRuns(done, info, [partialResultsNote(shortDisplay(spec), done.length, runs)]);
    // What merging the finished runs said (benchmarks some of them lack), as a complete series says it.
    if (kept !== undefined) printMergeNotes(mergeNotes(kept, done, 1), ports);
    throw new UsageError(`${series.failure}\n${await keepPartial(kept, done.length, values.out, ports)}`);
  }
  const set = combineRuns(done, info);
  const notes = mergeNotes(set, done);
  printMergeNotes(notes, ports);
  const json = `${JSON.stringify(set, null, 2)}\n`;
  if (values.out !== undefined) await writeOutput(ports, values.out, json);
  else if (baseline === undefined) ports.stdout(json);
  ports.stderr(`bench-gate: ${describeSet(set)}${values.out === undefined ? '' : ` written to ${values.out}`}\n`);
  if (baseline === undefined || gateOptions === undefined) return 0;
  return gate({ baseline, head: set, headWarnings: headWarnings(done, notes), config, options: gateOptions, values, spec, runs, series: seriesOptions }, ports);
}

interface GateOptions {
  mode: (typeof BASELINE_MODES)[number];
  threshold: number | undefined;
  q: number | undefined;
  output: (typeof REPORT_OUTPUTS)[number];
  /** Markdown whole, not fitted to a PR comment. */
  full: boolean;
  confirm: ReturnType<typeof confirmSetting>;
}

function readGateOptions(values: RunValues): GateOptions {
  const output = parseReportOutput(values.output, '--report');
  return {
    mode: oneOf('--mode', values.mode, BASELINE_MODES, 'cached'),
    threshold: values.threshold === undefined ? undefined : parseThreshold('--threshold', values.threshold, 0.05),
    q: values.q === undefined ? undefined : parseProbability('--q', values.q, 0.05),
    output,
    full: checkFull(values.full, output, 'bench-gate run --baseline FILE'),
    confirm: confirmSetting(values.confirm, values['no-confirm']),
  };
}

interface GateRun {
  baseline: LoadedInput;
  head: ResultSet;
  /** The report's warnings about head's runs (headWarnings). */
  headWarnings: readonly string[];
  config: ResolvedConfig | undefined;
  options: GateOptions;
  values: RunValues;
  spec: CommandSpec;
  runs: number;
  series: SeriesOptions;
}

/** Compares the fresh results with the baseline, confirms flagged regressions on rerun, reports, exit 0/1. */
async function gate(run: GateRun, ports: CliPorts): Promise<number> {
  const { config, options, values } = run;
  ports.stderr(describeLoaded('baseline ', run.baseline));
  const policy = config === undefined ? undefined : new ConfigPolicy(config);
  const compareOptions = {
    mode: options.mode, threshold: options.threshold ?? config?.threshold ?? 0.05, q: options.q ?? config?.q ?? 0.05,
    multipleComparisons: config?.multipleComparisons ?? 'bh',
  };
  const compare = (head: ResultSet): ComparisonReport => compareWithConfig(run.baseline.set, head, compareOptions, policy);
  // Before confirming, which keeps the first report's warnings.
  let report = withWarnings(compare(run.head), run.headWarnings);
  warnUnmatchedRules(ports, policy);
  const gatePolicy = policy?.gatePolicy();
  const flagged = gatingRegressions(report.comparisons, gatePolicy);
  if (confirmWanted(options.confirm, options.mode, flagged)) {
    const confirmed = await confirmRegressions({
      first: report, head: run.head, regressions: flagged, compare, command: run.spec, runs: run.runs, series: run.series, log: 'on stderr',
      ...(gatePolicy === undefined ? {} : { policy: gatePolicy }),
      ...(values.results === undefined ? {} : { results: values.results }),
    }, ports);
    report = confirmed.report;
    await rewriteSettled(confirmed.head, run.head, report, values.out, ports);
  } else if (flagged.length > 0 && options.confirm === 'auto') {
    ports.stderr(`bench-gate: not confirming on rerun (${options.mode} mode with ${flagged[0]?.n.join('+') ?? ''} samples); pass --confirm to re-measure regressions before failing\n`);
  }
  const color = values['no-color'] === true ? false : values.color ?? (ports.stdoutIsTTY && values.report === undefined && (ports.env.NO_COLOR ?? '') === '');
  const rendered = renderReport(report, options.output, { color, suite: values.suite ?? suiteNamedIn(run.head), full: options.full, command: 'bench-gate run --baseline FILE', stderr: (t) => ports.stderr(t) });
  if (values.report !== undefined) await writeOutput(ports, values.report, rendered);
  else ports.stdout(rendered);
  const regressions = gatingRegressions(report.comparisons, gatePolicy);
  if (regressions.length > 0) ports.stderr(`bench-gate: ${describeFailure(regressions)}\n`);
  return report.verdict === 'fail' ? 1 : 0;
}

/**
 * What head's runs said of their output as a whole (a criterion tree's missing benchmark.json), then
 * what merging them said (benchmarks some runs lack), for the report, as ab's report has each side's
 * (run/ab.ts) and confirm on rerun's its reruns': the verdict rests on these samples, and stderr,
 * where each was printed, is not what a PR comment's reader sees. The first few of each, then a count.
 */
function headWarnings(runs: readonly ResultSet[], notes: readonly Diagnostic[]): string[] {
  return [
    ...fileWarningLines('head', seriesFileWarnings(runs, 'run'), 'its runs\'', 'on stderr'),
    ...mergeWarningLines('head', notes, moreWarnings('merging its runs', 'on stderr')),
  ];
}

function stepsFor(spec: CommandSpec, runs: number, results: string | undefined): RunStep[] {
  return Array.from({ length: runs }, (_, i) => ({
    side: 'run', command: spec, index: i + 1, label: `run ${i + 1}/${runs}`, env: { BENCH_GATE_RUN: String(i + 1), BENCH_GATE_RUNS: String(runs) },
    ...(results === undefined ? {} : { results }),
  }));
}

/** The merge's notes (run-context.ts mergeNotes): the runs' own diagnostics were printed as each ran, these were not. */
function printMergeNotes(notes: readonly Diagnostic[], ports: CliPorts): void {
  for (const d of notes) ports.stderr(`bench-gate: ${d.severity}: ${d.message}\n`);
}

async function keepPartial(set: ResultSet | undefined, done: number, out: string | undefined, ports: CliPorts): Promise<string> {
  if (set === undefined) return 'No run finished, so no results were written.';
  if (out === undefined) return `The ${done} finished run${done === 1 ? ' was' : 's were'} not kept: pass -o FILE to keep partial results.`;
  await writeOutput(ports, out, `${JSON.stringify(set, null, 2)}\n`);
  return `The results of the ${done} finished run${done === 1 ? '' : 's'} were written to ${out} (marked partial).`;
}

/** "3 benchmarks (go), n = 5 samples each" or "n = 3-5 samples": counted on each benchmark's first metric. */
function describeSet(set: ResultSet): string {
  const counts = set.benchmarks.map((b) => b.metrics[0]?.samples.length ?? 0);
  const low = Math.min(...counts);
  const high = Math.max(...counts);
  const n = low === high ? `n = ${low} sample${low === 1 ? '' : 's'}${counts.length > 1 ? ' each' : ''}` : `n = ${low}-${high} samples`;
  return `${set.benchmarks.length} benchmark${set.benchmarks.length === 1 ? '' : 's'} (${set.context.tool}), ${n}`;
}
