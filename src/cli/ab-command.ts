/**
 * `bench-gate ab`: same-job interleaved A/B (STATISTICS.md §4.4 item 8). Base and head run
 * alternately on this machine, each run a fresh process, so drift and background load hit both
 * sides alike; each side's runs are parsed and merged, then compared in `ab` mode and reported
 * like `compare`. With --base-ref the base is a git worktree of REF, built with --build. The
 * rounds themselves live in run/ab.ts, shared with the action's `baseline: ab`. bench-gate.yml
 * (--config, else the nearest one up to the repository root) gives the format, the metrics
 * patterns, the rules and the defaults, as it does for `compare`, `run` and the action's A/B.
 */
import { confirmWanted } from '../compare/confirm.js';
import type { ComparisonReport } from '../compare/types.js';
import { ConfigPolicy, compareWithConfig } from '../config/policy.js';
import { resolveConfig, type ResolvedConfig } from '../config/resolve.js';
import { describeFailure, gatingRegressions } from '../gate.js';
import { INPUT_FORMATS } from '../input.js';
import { runAbAgainstRef, runAbRounds, withAbWarnings, type AbPlan } from '../run/ab.js';
import { bashCommand, type CommandSpec } from '../run/command-line.js';
import { confirmRegressions } from '../run/confirm.js';
import { AB_ORDERS } from '../run/order.js';
import type { ResultSet } from '../schema/result.js';
import { parseCommandArgs, type ParsedValues } from './argument-errors.js';
import { AB_OPTIONS } from './command-options.js';
import { AB_HELP } from './help.js';
import { describeConfig, loadConfigFile, warnUnmatchedRules } from './load-inputs.js';
import { checkOutputs, checkOutputsBesideConfig, writeOutput } from './output-files.js';
import { oneOf, parseProbability, parseSuite, parseThreshold } from './options.js';
import { UsageError, type CliPorts } from './ports.js';
import { checkReplacesResultsOnly } from './result-outputs.js';
import { checkFull, parseReportOutput, renderReport } from './render-report.js';
import { checkOutputsBesideResults, checkResultsPath, cliResultsIO, confirmSetting, parseCount, parseTimeout } from './run-options.js';
import { rewriteSettled } from './settled-results.js';

interface CliAbPlan extends AbPlan {
  baseRef?: string;
  build?: CommandSpec;
}

export async function abCommand(args: string[], ports: CliPorts): Promise<number> {
  const { values } = parseCommandArgs('ab', args, AB_OPTIONS, false);
  if (values.help === true) {
    ports.stdout(AB_HELP);
    return 0;
  }
  const suite = parseSuite('--suite', values.suite);
  const config = await readConfig(values, suite, ports);
  const plan = readPlan(values, config, ports);
  await checkResultsPath(values.results, ports);
  const outputs = [['-o', values.out], ['--base-out', values['base-out']], ['--head-out', values['head-out']]] as const;
  await checkOutputs(outputs, [], ports);
  await checkOutputsBesideConfig(outputs, config?.file, ports);
  await checkReplacesResultsOnly([['--base-out', values['base-out']], ['--head-out', values['head-out']]], ports);
  await checkOutputsBesideResults(outputs, values.results, ports);
  // Flags override the config, which overrides the defaults.
  const compareOptions = {
    mode: 'ab' as const,
    threshold: parseThreshold('--threshold', values.threshold, config?.threshold ?? 0.05),
    q: parseProbability('--q', values.q, config?.q ?? 0.05),
    multipleComparisons: config?.multipleComparisons ?? 'bh',
  };
  const output = parseReportOutput(values.output, '-o');
  const full = checkFull(values.full, output, 'bench-gate ab');
  const policy = config === undefined ? undefined : new ConfigPolicy(config);
  const gatePolicy = policy?.gatePolicy();
  const confirm = confirmSetting(values.confirm, values['no-confirm']);
  const { baseRef, build } = plan;
  const sides = baseRef === undefined ? await runAbRounds(plan, ports, undefined) : await runAbAgainstRef(plan, ports, baseRef, build);
  if (values['base-out'] !== undefined) await writeOutput(ports, values['base-out'], `${JSON.stringify(sides.base, null, 2)}\n`);
  if (values['head-out'] !== undefined) await writeOutput(ports, values['head-out'], `${JSON.stringify(sides.head, null, 2)}\n`);
  const compare = (head: ResultSet): ComparisonReport => compareWithConfig(sides.base, head, compareOptions, policy);
  // What each side's rounds warned of their output as a whole, and what merging them warned of
  // (printed on stderr as the rounds ended), goes in the report too: the verdict rests on those
  // samples. Before confirming, which keeps the first report's warnings.
  let report = withAbWarnings(compare(sides.head), sides, 'on stderr');
  const flagged = gatingRegressions(report.comparisons, gatePolicy);
  // In ab mode both sides were just measured side by side: confirming is off unless asked (--confirm).
  if (confirmWanted(confirm, 'ab', flagged)) {
    const confirmed = await confirmRegressions({
      first: report, head: sides.head, regressions: flagged, compare, command: plan.head, runs: plan.rounds, series: plan.series, log: 'on stderr',
      ...(gatePolicy === undefined ? {} : { policy: gatePolicy }),
      ...(plan.results === undefined ? {} : { results: plan.results }),
    }, ports);
    report = confirmed.report;
    await rewriteSettled(confirmed.head, sides.head, report, values['head-out'], ports);
  }
  const color = values['no-color'] === true ? false : values.color ?? (ports.stdoutIsTTY && values.out === undefined && (ports.env.NO_COLOR ?? '') === '');
  const rendered = renderReport(report, output, { color, suite, full, command: 'bench-gate ab', stderr: (t) => ports.stderr(t) });
  if (values.out !== undefined) await writeOutput(ports, values.out, rendered);
  else ports.stdout(rendered);
  warnUnmatchedRules(ports, policy);
  const regressions = gatingRegressions(report.comparisons, gatePolicy);
  if (regressions.length > 0) ports.stderr(`bench-gate: ${describeFailure(regressions)}\n`);
  return report.verdict === 'fail' ? 1 : 0;
}

type AbValues = ParsedValues<typeof AB_OPTIONS>;

/** bench-gate.yml, looked for from the current directory (the head tree) before anything runs. */
async function readConfig(values: AbValues, suite: string | undefined, ports: CliPorts): Promise<ResolvedConfig | undefined> {
  const loaded = values['no-config'] === true ? undefined : await loadConfigFile(values.config, ports);
  if (loaded === undefined) return undefined;
  const config = resolveConfig(loaded.config, loaded.path, suite);
  ports.stderr(describeConfig(loaded, config));
  return config;
}

function readPlan(values: AbValues, config: ResolvedConfig | undefined, ports: CliPorts): CliAbPlan {
  if (values.cmd !== undefined && (values['base-cmd'] !== undefined || values['head-cmd'] !== undefined)) {
    throw new UsageError('--cmd measures one command on both sides; it cannot be combined with --base-cmd or --head-cmd. Pass --cmd alone (with --base-ref), or both --base-cmd and --head-cmd.');
  }
  for (const option of ['base-cmd', 'head-cmd', 'cmd', 'build'] as const) {
    const value = values[option];
    if (value?.trim() === '') throw new UsageError(`--${option} needs a command line, and '${value}' is empty (an unset shell variable?). Give the command to run, or leave --${option} out.`);
  }
  const baseCmd = values['base-cmd'] ?? values.cmd;
  const headCmd = values['head-cmd'] ?? values.cmd;
  if (baseCmd === undefined || headCmd === undefined) {
    throw new UsageError('ab needs the commands to measure: --base-cmd CMD and --head-cmd CMD, or --cmd CMD for both (with --base-ref REF, base runs in a worktree of REF). Example: bench-gate ab --base-cmd ./old/bench --head-cmd ./bench --rounds 10');
  }
  if (values.build !== undefined && values['base-ref'] === undefined) throw new UsageError('--build needs --base-ref: it builds the worktree of REF and the current tree. Without --base-ref, build both versions before running ab.');
  const timeoutMs = parseTimeout(values.timeout);
  const order = oneOf('--order', values.order, AB_ORDERS, 'abba');
  if (values.seed !== undefined && order !== 'random') throw new UsageError(`--seed draws the order of --order random, but the order is ${order}, which has no randomness. Add --order random, or leave --seed out.`);
  return {
    base: bashCommand(baseCmd),
    head: bashCommand(headCmd),
    ...(values['base-ref'] === undefined ? {} : { baseRef: values['base-ref'], baseLabel: values['base-ref'] }),
    ...(values.build === undefined ? {} : { build: bashCommand(values.build) }),
    ...(values.results === undefined ? {} : { results: values.results }),
    rounds: parseCount('--rounds', values.rounds, 10, 1, 10_000),
    order,
    seed: parseCount('--seed', values.seed, ports.now().getTime() % 2 ** 32, 0, 2 ** 32 - 1),
    series: {
      format: oneOf('--format', values.format, INPUT_FORMATS, config?.format ?? 'auto'),
      ...(config === undefined ? {} : { metrics: config.metrics }),
      quiet: values.quiet === true, lenient: values.lenient === true,
      ...(timeoutMs === undefined ? {} : { timeoutMs, timeoutText: values.timeout }),
      ...(values.results === undefined ? {} : { results: { io: cliResultsIO(ports), option: '--results' } }),
    },
  };
}
