/**
 * Running a benchmark command several times, each run a fresh process (STATISTICS.md §2.8:
 * samples from one process underestimate the variance between processes): progress on stderr,
 * the command's output streamed live to stderr, each run's output (stdout and stderr together, as
 * the action's run step captures it: merged-output.ts) parsed on its own. `run` gives one side;
 * `ab` interleaves two (base and head) in one series.
 *
 * The first failure stops the series; the runs parsed before it are returned with the message,
 * so the caller can keep partial results.
 */
import { readDirectoryInput, readInput, isDataLoss, type InputFormat } from '../input.js';
import type { MetricsPattern } from '../parsers/metrics-patterns.js';
import type { ResultSet } from '../schema/result.js';
import { diagnosticLine } from '../report/diagnostic-line.js';
import { shortDisplay, type CommandSpec } from './command-line.js';
import { describeFailure } from './failure.js';
import { readCapturedOutput } from './captured-output.js';
import { MergedOutput } from './merged-output.js';
import { tooLargeMessage } from '../io/decode.js';
import { ProgressReporter, formatElapsed, progressLine } from './progress.js';
import { missingResults, type ResultsIO } from './results-file.js';
import type { RunPorts } from './run-ports.js';

export interface RunStep {
  /** Which series the run belongs to: `run`, or `base` / `head` in ab. */
  side: string;
  command: CommandSpec;
  cwd?: string;
  /** 1-based number of this run within its side. */
  index: number;
  /** How progress and messages name the step: "run 3/10", "round 2/10, head". */
  label: string;
  /** Extra environment for this run (BENCH_GATE_RUN, BENCH_GATE_SIDE). */
  env: Record<string, string>;
  /** The results file or directory this run writes (--results), read instead of its output. */
  results?: string;
}

export interface SeriesOptions {
  format: InputFormat;
  timeoutMs?: number;
  /** The --timeout value as the user wrote it, for messages. */
  timeoutText?: string;
  /** Hide the command's output (it is still captured for the failure message). */
  quiet: boolean;
  /** Go on when result lines cannot be read (they are printed as warnings). */
  lenient: boolean;
  /** The config's patterns for the `metrics` format (a bench binary's own text). */
  metrics?: MetricsPattern[];
  /** How steps with `results` remove and read their file, and the option that named it (for messages). */
  results?: { io: ResultsIO; option: string };
}

export interface SeriesResult {
  /** Parsed runs per side, in run order. */
  runs: Map<string, ResultSet[]>;
  /** Why the series stopped early; undefined when every step succeeded. */
  failure?: string;
  /** The step that failed. */
  failedStep?: RunStep;
  elapsedSeconds: number;
}

/** Runs the steps in order; stops at the first failure. Never throws for a failing command. */
export async function runSeries(steps: readonly RunStep[], options: SeriesOptions, ports: RunPorts): Promise<SeriesResult> {
  const progress = new ProgressReporter(ports, options.quiet);
  const started = ports.now().getTime();
  const elapsed = (): number => (ports.now().getTime() - started) / 1000;
  const runs = new Map<string, ResultSet[]>();
  const formats = new Map<string, InputFormat>();
  for (const [done, step] of steps.entries()) {
    progress.step(progressLine(step.label, done, steps.length, elapsed()));
    const format = formats.get(step.side) ?? options.format;
    const parsed = await runStep(step, format, options, ports);
    for (const note of parsed.notes) progress.note(note);
    if (!parsed.ok) {
      progress.line(`stopped at ${step.label}, after ${formatElapsed(elapsed())}`);
      return { runs, failure: parsed.error, failedStep: step, elapsedSeconds: elapsed() };
    }
    // Later runs are read as the format the first one was detected as: one output, one format.
    formats.set(step.side, parsed.format);
    runs.set(step.side, [...(runs.get(step.side) ?? []), parsed.set]);
  }
  progress.line(`${steps.length} run${steps.length === 1 ? '' : 's'} in ${formatElapsed(elapsed())}`);
  return { runs, elapsedSeconds: elapsed() };
}

/** A step's parsed output or why it failed, and the diagnostics to print either way. */
type StepResult = ({ ok: true; set: ResultSet; format: InputFormat } | { ok: false; error: string }) & { notes: string[] };

async function runStep(step: RunStep, format: InputFormat, options: SeriesOptions, ports: RunPorts): Promise<StepResult> {
  const show = (text: string): void => {
    if (!options.quiet) ports.stderr(text);
  };
  const output = new MergedOutput();
  const results = step.results === undefined || options.results === undefined ? undefined : { path: step.results, ...options.results };
  // A file left by an earlier run must never pass for this run's results.
  if (results !== undefined) await results.io.remove(results.path);
  const outcome = await ports.spawn({
    argv: step.command.argv,
    env: { ...ports.env, ...step.env },
    ...(step.cwd === undefined ? {} : { cwd: step.cwd }),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    onStdout: (text) => { output.add('stdout', text); show(text); },
    onStderr: (text) => { output.add('stderr', text); show(text); },
  });
  const what = `\`${step.command.display}\` (${step.label})`;
  // The joined text is empty once it overflowed: the separate streams' tails are shown then.
  const failure = describeFailure(what, outcome, options.timeoutText, output.overflowed ? undefined : output.text());
  if (failure !== undefined) return { ok: false, error: failure, notes: [] };
  const source = `${step.side === 'run' ? '' : `${step.side}: `}${results?.path ?? shortDisplay(step.command)} #${step.index}`;
  const readOptions = options.metrics === undefined ? {} : { metrics: options.metrics };
  let parsed: ReturnType<typeof readInput>;
  if (results === undefined) {
    if (output.overflowed) return { ok: false, error: `${what} ran, but ${tooLargeMessage('its output (stdout and stderr)', undefined)}`, notes: [] };
    const text = output.text();
    if (text.trim() === '') return { ok: false, error: silentCommand(what), notes: [] };
    parsed = readCapturedOutput(text, outcome.stdout, source, format, readOptions);
    if (!parsed.ok) return { ok: false, error: `${what} ran, but its output could not be used: ${parsed.error}${outcome.stdout.trim() === '' ? ` It printed nothing on stdout, only on stderr. ${RESULTS_FILE_HINT}` : ''}`, notes: [] };
  } else {
    const read = await results.io.read(results.path);
    if (read.kind === 'missing') return { ok: false, error: missingResults(what, results.path, results.option), notes: [] };
    if (read.kind === 'unreadable') return { ok: false, error: `${what} finished, but its results ${results.path} (${results.option}) could not be read: ${read.reason.replace(/\.$/, '')}.`, notes: [] };
    // The path was removed before the command ran, so nothing in a tree there is left from an
    // earlier run: its files' times are not passed, and a long pause inside this run (a slow setup)
    // cannot read as the pause between two runs (criterion-stale.ts).
    parsed = read.kind === 'dir' ? readDirectoryInput(read.files.map(({ path, text }) => ({ path, text })), source, format) : readInput(read.text, source, format, readOptions);
    if (!parsed.ok) return { ok: false, error: `${what} ran, but its results file ${results.path} could not be used: ${parsed.error}`, notes: [] };
  }
  const { diagnostics } = parsed.value.set;
  const notes = diagnostics.filter((d) => d.severity !== 'info').map((d) => {
    const label = d.severity === 'error' && options.lenient ? 'warning' : d.severity;
    return diagnosticLine(d, label);
  });
  const losses = diagnostics.filter(isDataLoss).length;
  if (losses > 0 && !options.lenient) {
    return { ok: false, notes, error: `${what}: ${losses} result line${losses === 1 ? '' : 's'} of its output could not be read (listed above), so ${losses === 1 ? 'its sample' : 'their samples'} would be lost. Pass --lenient to go on without ${losses === 1 ? 'it' : 'them'}.` };
  }
  return { ok: true, set: parsed.value.set, format: parsed.value.format, notes };
}

/**
 * Where the results may be when a command printed nothing, or only logs on stderr: in a file, which
 * the parse error alone ("the input is empty", "none of its lines looks like benchmark output") does
 * not name.
 */
const RESULTS_FILE_HINT = 'A tool that writes its results to a file instead '
  + '(hyperfine --export-json, a target/criterion directory) needs bench-gate told where: --results FILE on the command line, output-file in the action.';

/** A command that printed nothing at all: the usual cause is results written to a file. */
function silentCommand(what: string): string {
  return `${what} ran, but printed nothing (bench-gate reads its results from stdout and stderr). ${RESULTS_FILE_HINT}`;
}
