/**
 * `bench-gate run [options] -- CMD...`: runs a benchmark command N times (each a fresh process),
 * parses every run's stdout, merges the samples (a tool printing one number per run gives n = N),
 * records commit, machine and time, and writes one result JSON. A failing run stops the series
 * with exit 2; the runs finished before it are still written to -o.
 */
import { parseArgs } from 'node:util';
import { INPUT_FORMATS } from '../input.js';
import { commandFromWords, shortDisplay, type CommandSpec } from '../run/command-line.js';
import { combineRuns, readGitCommit } from '../run/run-context.js';
import { runSeries, type RunStep } from '../run/series.js';
import type { Diagnostic, ResultSet } from '../schema/result.js';
import { RUN_HELP } from './help.js';
import { describeConfig, loadConfigFile, writeOutput } from './load-inputs.js';
import { resolveConfig } from '../config/resolve.js';
import { oneOf } from './options.js';
import { UsageError, type CliPorts } from './ports.js';
import { parseCount, parseDuration, splitAtDoubleDash } from './run-options.js';

const OPTIONS = {
  format: { type: 'string' }, runs: { type: 'string', short: 'n' }, timeout: { type: 'string' }, out: { type: 'string', short: 'o' },
  shell: { type: 'boolean' }, suite: { type: 'string' }, commit: { type: 'string' }, quiet: { type: 'boolean', short: 'q' },
  lenient: { type: 'boolean' }, help: { type: 'boolean', short: 'h' },
  config: { type: 'string' }, 'no-config': { type: 'boolean' },
} as const;

function parseRunArgs(args: string[]): { values: ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values']; command: string[] } {
  const split = splitAtDoubleDash(args);
  try {
    const parsed = parseArgs({ args: split.options, options: OPTIONS, allowPositionals: split.command === undefined, strict: true });
    return { values: parsed.values, command: split.command ?? parsed.positionals };
  } catch (error) {
    if (split.command !== undefined) throw error;
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}. If that option belongs to the benchmark command, put -- before the command: bench-gate run [options] -- CMD...`);
  }
}

export async function runCommand(args: string[], ports: CliPorts): Promise<number> {
  const { values, command } = parseRunArgs(args);
  if (values.help === true) {
    ports.stdout(RUN_HELP);
    return 0;
  }
  if (command.length === 0) throw new UsageError('run needs a command after --. Example: bench-gate run --runs 10 -o head.json -- go test -run=^$ -bench=. -count=1 ./...');
  const runs = parseCount('--runs', values.runs, 10, 1, 10_000);
  const timeoutMs = parseDuration('--timeout', values.timeout);
  const spec = commandFromWords(command, values.shell === true);
  const time = ports.now().toISOString();
  const [fingerprint, commit] = await Promise.all([ports.fingerprint(), values.commit ?? readGitCommit(ports, undefined)]);
  ports.stderr(`bench-gate: running \`${spec.display}\` ${runs} time${runs === 1 ? '' : 's'}${spec.argv[0] === 'bash' && command.length === 1 ? ' (through bash)' : ''}\n`);
  // A bench binary's own text is read through the config's metrics patterns (format: metrics).
  if (values.config !== undefined && values['no-config'] === true) throw new UsageError('--config and --no-config contradict each other; pass one.');
  const loadedConfig = values['no-config'] === true ? undefined : await loadConfigFile(values.config, ports);
  const config = loadedConfig === undefined ? undefined : resolveConfig(loadedConfig.config, loadedConfig.path, values.suite);
  if (loadedConfig !== undefined && config !== undefined) ports.stderr(describeConfig(loadedConfig, config));
  const series = await runSeries(stepsFor(spec, runs), {
    format: oneOf('--format', values.format, INPUT_FORMATS, config?.format ?? 'auto'),
    ...(config === undefined ? {} : { metrics: config.metrics }),
    quiet: values.quiet === true, lenient: values.lenient === true,
    ...(timeoutMs === undefined ? {} : { timeoutMs, timeoutText: values.timeout }),
  }, ports);
  const done = series.runs.get('run') ?? [];
  const info = { time, fingerprint, command: shortDisplay(spec), ...(commit === undefined ? {} : { commit }), ...(values.suite === undefined ? {} : { suite: values.suite }) };
  if (series.failure !== undefined) {
    const kept = done.length === 0 ? undefined : combineRuns(done, info, [partialNote(spec, done.length, runs)]);
    throw new UsageError(`${series.failure}\n${await keepPartial(kept, done.length, values.out, ports)}`);
  }
  const set = combineRuns(done, info);
  const json = `${JSON.stringify(set, null, 2)}\n`;
  if (values.out !== undefined) await writeOutput(ports, values.out, json);
  else ports.stdout(json);
  ports.stderr(`bench-gate: ${describeSet(set)}${values.out === undefined ? '' : ` written to ${values.out}`}\n`);
  return 0;
}

function stepsFor(spec: CommandSpec, runs: number): RunStep[] {
  return Array.from({ length: runs }, (_, i) => ({
    side: 'run', command: spec, index: i + 1, label: `run ${i + 1}/${runs}`, env: { BENCH_GATE_RUN: String(i + 1), BENCH_GATE_RUNS: String(runs) },
  }));
}

/** The diagnostic a partial result file carries, so nobody mistakes it for a complete one. */
function partialNote(spec: CommandSpec, done: number, planned: number): Diagnostic {
  return { severity: 'warning', source: shortDisplay(spec), line: 0, message: `partial results: run ${done + 1} of ${planned} failed, so this file holds ${done} run${done === 1 ? '' : 's'}` };
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
