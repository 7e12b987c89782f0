/**
 * `bench-gate ab`: same-job interleaved A/B (STATISTICS.md §4.4 item 8). Base and head run
 * alternately on this machine, each run a fresh process, so drift and background load hit both
 * sides alike; each side's runs are parsed and merged, then compared in `ab` mode and reported
 * like `compare`. With --base-ref the base is a git worktree of REF, built with --build.
 */
import { parseArgs } from 'node:util';
import { compareResultSets } from '../compare.js';
import { describeFailure, gatingRegressions } from '../gate.js';
import { INPUT_FORMATS } from '../input.js';
import { bashCommand, shortDisplay, type CommandSpec } from '../run/command-line.js';
import { AB_ORDERS, scheduleRounds, type AbOrder } from '../run/order.js';
import { combineRuns, readGitCommit } from '../run/run-context.js';
import { runSeries, type RunStep, type SeriesOptions } from '../run/series.js';
import { buildTree, withWorktree, type Worktree } from '../run/worktree.js';
import type { ResultSet } from '../schema/result.js';
import { AB_HELP } from './help.js';
import { writeOutput } from './load-inputs.js';
import { oneOf, parseProbability, parseThreshold } from './options.js';
import { UsageError, type CliPorts } from './ports.js';
import { REPORT_OUTPUTS, renderReport } from './render-report.js';
import { parseCount, parseDuration } from './run-options.js';

const OPTIONS = {
  'base-cmd': { type: 'string' }, 'head-cmd': { type: 'string' }, cmd: { type: 'string' }, 'base-ref': { type: 'string' }, build: { type: 'string' },
  rounds: { type: 'string' }, order: { type: 'string' }, seed: { type: 'string' }, timeout: { type: 'string' }, format: { type: 'string' },
  threshold: { type: 'string' }, q: { type: 'string' }, output: { type: 'string' }, out: { type: 'string', short: 'o' },
  'base-out': { type: 'string' }, 'head-out': { type: 'string' }, suite: { type: 'string' }, color: { type: 'boolean' }, 'no-color': { type: 'boolean' },
  quiet: { type: 'boolean', short: 'q' }, lenient: { type: 'boolean' }, help: { type: 'boolean', short: 'h' },
} as const;

interface AbPlan {
  base: CommandSpec;
  head: CommandSpec;
  baseRef?: string;
  build?: CommandSpec;
  rounds: number;
  order: AbOrder;
  seed: number;
  series: SeriesOptions;
}

export async function abCommand(args: string[], ports: CliPorts): Promise<number> {
  const { values } = parseArgs({ args, options: OPTIONS, allowPositionals: false, strict: true });
  if (values.help === true) {
    ports.stdout(AB_HELP);
    return 0;
  }
  const plan = readPlan(values, ports);
  const compareOptions = { mode: 'ab' as const, threshold: parseThreshold('--threshold', values.threshold, 0.05), q: parseProbability('--q', values.q, 0.05) };
  const output = oneOf('--output', values.output, REPORT_OUTPUTS, 'text');
  const { baseRef, build } = plan;
  const sides = baseRef === undefined
    ? await measure(plan, ports, undefined)
    : await withWorktree(ports, baseRef, async (tree) => {
      if (build !== undefined) {
        await buildTree(ports, build.argv, `the base tree (${baseRef})`, tree.cwd);
        await buildTree(ports, build.argv, 'the head tree (the current directory)', undefined);
      }
      return measure(plan, ports, tree);
    });
  if (values['base-out'] !== undefined) await writeOutput(ports, values['base-out'], `${JSON.stringify(sides.base, null, 2)}\n`);
  if (values['head-out'] !== undefined) await writeOutput(ports, values['head-out'], `${JSON.stringify(sides.head, null, 2)}\n`);
  const report = compareResultSets(sides.base, sides.head, compareOptions);
  const color = values['no-color'] === true ? false : values.color ?? (ports.stdoutIsTTY && values.out === undefined && (ports.env.NO_COLOR ?? '') === '');
  const rendered = renderReport(report, output, color, values.suite);
  if (values.out !== undefined) await writeOutput(ports, values.out, rendered);
  else ports.stdout(rendered);
  const regressions = gatingRegressions(report.comparisons);
  if (regressions.length > 0) ports.stderr(`bench-gate: ${describeFailure(regressions)}\n`);
  return report.verdict === 'fail' ? 1 : 0;
}

type AbValues = ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];

function readPlan(values: AbValues, ports: CliPorts): AbPlan {
  const baseCmd = values['base-cmd'] ?? values.cmd;
  const headCmd = values['head-cmd'] ?? values.cmd;
  if (baseCmd === undefined || headCmd === undefined) {
    throw new UsageError('ab needs the commands to measure: --base-cmd CMD and --head-cmd CMD, or --cmd CMD for both (with --base-ref REF, base runs in a worktree of REF). Example: bench-gate ab --base-cmd ./old/bench --head-cmd ./bench --rounds 10');
  }
  if (values.build !== undefined && values['base-ref'] === undefined) throw new UsageError('--build needs --base-ref: it builds the worktree of REF and the current tree. Without --base-ref, build both versions before running ab.');
  const timeoutMs = parseDuration('--timeout', values.timeout);
  return {
    base: bashCommand(baseCmd),
    head: bashCommand(headCmd),
    ...(values['base-ref'] === undefined ? {} : { baseRef: values['base-ref'] }),
    ...(values.build === undefined ? {} : { build: bashCommand(values.build) }),
    rounds: parseCount('--rounds', values.rounds, 10, 1, 10_000),
    order: oneOf('--order', values.order, AB_ORDERS, 'abba'),
    seed: parseCount('--seed', values.seed, ports.now().getTime() % 2 ** 32, 0, 2 ** 32 - 1),
    series: {
      format: oneOf('--format', values.format, INPUT_FORMATS, 'auto'),
      quiet: values.quiet === true, lenient: values.lenient === true,
      ...(timeoutMs === undefined ? {} : { timeoutMs, timeoutText: values.timeout }),
    },
  };
}

/** Runs the interleaved rounds; base runs in `tree` when there is one, head in the current directory. */
async function measure(plan: AbPlan, ports: CliPorts, tree: Worktree | undefined): Promise<{ base: ResultSet; head: ResultSet }> {
  const order = plan.order === 'random' ? `random (seed ${plan.seed}; --seed ${plan.seed} repeats it)` : plan.order;
  ports.stderr(`bench-gate: ab: ${plan.rounds} round${plan.rounds === 1 ? '' : 's'}, order ${order}\n  base: ${plan.base.display}${tree === undefined ? '' : ` (in ${tree.cwd})`}\n  head: ${plan.head.display}\n`);
  const steps: RunStep[] = scheduleRounds(plan.rounds, plan.order, plan.seed).flatMap((pair, round) => pair.map((side) => ({
    side, command: side === 'base' ? plan.base : plan.head, index: round + 1,
    label: `round ${round + 1}/${plan.rounds}, ${side}`, env: { BENCH_GATE_SIDE: side, BENCH_GATE_RUN: String(round + 1), BENCH_GATE_RUNS: String(plan.rounds) },
    ...(side === 'base' && tree !== undefined ? { cwd: tree.cwd } : {}),
  })));
  const time = ports.now().toISOString();
  const [fingerprint, headCommit] = await Promise.all([ports.fingerprint(), tree === undefined ? undefined : readGitCommit(ports, undefined)]);
  const series = await runSeries(steps, plan.series, ports);
  if (series.failure !== undefined) throw new UsageError(series.failure);
  const side = (name: 'base' | 'head', commit: string | undefined): ResultSet =>
    combineRuns(series.runs.get(name) ?? [], { time, fingerprint, command: describeSide(plan, name, tree), ...(commit === undefined ? {} : { commit }) });
  return { base: side('base', tree?.commit), head: side('head', headCommit) };
}

/** "make bench" or "make bench, worktree of main": how a side's source is named (the report adds the commit). */
function describeSide(plan: AbPlan, side: 'base' | 'head', tree: Worktree | undefined): string {
  const command = shortDisplay(side === 'base' ? plan.base : plan.head);
  if (tree === undefined) return command;
  return side === 'base' ? `${command}, worktree of ${plan.baseRef ?? 'the base'}` : `${command}, current tree`;
}
