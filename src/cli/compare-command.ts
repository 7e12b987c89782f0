/**
 * `bench-gate compare BASE HEAD`: load both, compare, render, exit 0/1. The config file
 * (--config, else the nearest bench-gate.yml or .github/bench-gate.yml, either spelt .yaml too,
 * from the working directory up to the repository root) gives defaults, rules and metrics patterns; flags override its settings.
 */
import { ConfigPolicy, compareWithConfig } from '../config/policy.js';
import { resolveConfig, type ResolvedConfig } from '../config/resolve.js';
import { BASELINE_MODES, COMMON_MODE_SETTINGS } from '../compare/types.js';
import { INPUT_FORMATS } from '../input.js';
import { MULTIPLE_COMPARISON_METHODS } from '../stats/multiple.js';
import { describeFailure, gatingRegressions } from '../gate.js';
import { inputsTakenAsValues, parseCommandArgs } from './argument-errors.js';
import { COMPARE_OPTIONS } from './command-options.js';
import { COMPARE_HELP } from './help.js';
import { checkStdinOnce } from './file-identity.js';
import { describeConfig, describeLoaded, loadConfigFile, loadInput, type LoadedConfig, warnUnmatchedRules } from './load-inputs.js';
import { checkOutputs, checkOutputsBesideConfig, writeOutput } from './output-files.js';
import { oneOf, parseProbability, parseSuite, parseThreshold, suiteNamedIn } from './options.js';
import { checkFull, parseReportOutput, renderReport } from './render-report.js';
import { renderJsonParts } from '../report/json.js';
import { UsageError, type CliPorts } from './ports.js';

export async function compareCommand(args: string[], ports: CliPorts): Promise<number> {
  const { values, positionals } = parseCommandArgs('compare', args, COMPARE_OPTIONS, true);
  if (values.help === true) {
    ports.stdout(COMPARE_HELP);
    return 0;
  }
  const suiteOption = parseSuite('--suite', values.suite);
  if (positionals.length !== 2) throw new UsageError(`compare needs exactly two inputs, BASE and HEAD (got ${positionals.length}).${positionals.length < 2 ? await inputsTakenAsValues(values, args, COMPARE_OPTIONS, ports) : ''} Example: bench-gate compare old.txt new.txt`);
  const loaded = values['no-config'] === true ? undefined : await loadConfigFile(values.config, ports);
  let config = loaded === undefined ? undefined : resolveConfig(loaded.config, loaded.path, suiteOption);
  if (loaded !== undefined && config !== undefined) ports.stderr(describeConfig(loaded, config));
  const load = {
    format: oneOf('--format', values.format, INPUT_FORMATS, config?.format ?? 'auto'), lenient: values.lenient === true, verbose: values.verbose === true,
    ...(config === undefined ? {} : { metrics: config.metrics }),
  };
  const output = parseReportOutput(values.output, '-o');
  const full = checkFull(values.full, output, 'bench-gate compare');
  // Flags are checked before any input is read; unset ones fall back to the config, then the defaults.
  const flags = {
    threshold: values.threshold === undefined ? undefined : parseThreshold('--threshold', values.threshold, 0.05),
    q: values.q === undefined ? undefined : parseProbability('--q', values.q, 0.05),
    multipleComparisons: values['multiple-comparisons'] === undefined ? undefined : oneOf('--multiple-comparisons', values['multiple-comparisons'], MULTIPLE_COMPARISON_METHODS, 'bh'),
    mode: oneOf('--mode', values.mode, BASELINE_MODES, 'files'),
    commonMode: oneOf('--common-mode', values['common-mode'], COMMON_MODE_SETTINGS, 'auto'),
  };
  const [basePath = '', headPath = ''] = positionals;
  checkStdinOnce(positionals); // comparing a file with itself is allowed (an A/A check); stdin twice is not
  await checkOutputs([['-o', values.out]], positionals, ports);
  await checkOutputsBesideConfig([['-o', values.out]], loaded?.path, ports);
  const base = await loadInput(basePath, ports, load);
  const head = await loadInput(headPath, ports, load);
  ports.stderr(describeLoaded('base ', base) + describeLoaded('head ', head));
  const suite = suiteOption ?? suiteNamedIn(head.set) ?? suiteNamedIn(base.set);
  if (loaded !== undefined && suiteOption === undefined && suite !== undefined) config = resolveSuiteOfInputs(loaded, suite, ports);
  const options = {
    ...flags,
    threshold: flags.threshold ?? config?.threshold ?? 0.05,
    q: flags.q ?? config?.q ?? 0.05,
    multipleComparisons: flags.multipleComparisons ?? config?.multipleComparisons ?? 'bh',
  };
  const policy = config === undefined ? undefined : new ConfigPolicy(config);
  const report = compareWithConfig(base.set, head.set, options, policy);
  warnUnmatchedRules(ports, policy);
  const color = values['no-color'] === true ? false : values.color ?? (ports.stdoutIsTTY && values.out === undefined && (ports.env.NO_COLOR ?? '') === '');
  if (values.out === undefined && output === 'json') {
    // Piece by piece: at 10,000 benchmarks the JSON is ~28 M characters, and one string of it (two
    // bytes a character once a `≥` is in it) plus its UTF-8 copy would double the peak memory.
    for (const part of renderJsonParts(report)) ports.stdout(part);
  } else {
    const rendered = renderReport(report, output, { color, suite, full, command: 'bench-gate compare', stderr: (t) => ports.stderr(t) });
    if (values.out !== undefined) await writeOutput(ports, values.out, rendered);
    else ports.stdout(rendered);
  }
  const regressions = gatingRegressions(report.comparisons, policy?.gatePolicy());
  if (regressions.length > 0) ports.stderr(`bench-gate: ${describeFailure(regressions)}\n`);
  return report.verdict === 'fail' ? 1 : 0;
}

/** The inputs' own suite (result files carry one) selects the config's suite when --suite is absent. */
function resolveSuiteOfInputs(loaded: LoadedConfig, suite: string, ports: CliPorts): ResolvedConfig {
  const resolved = resolveConfig(loaded.config, loaded.path, suite);
  if (resolved.suite !== undefined) ports.stderr(`config ${loaded.path}: suite ${suite} (from the inputs)\n`);
  resolved.warnings = [];
  return resolved;
}
