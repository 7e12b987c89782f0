/**
 * `bench-gate parse FILE...`: read inputs, merge their samples, write one result JSON. The config
 * file gives the format and the metrics patterns; its rules apply at compare time, not here (the
 * result file keeps the data as parsed).
 */
import { INPUT_FORMATS } from '../input.js';
import { mergeBenchmarks } from '../merge.js';
import { mergeHistories } from '../merge-history.js';
import type { ResultSet } from '../schema/result.js';
import { inputsTakenAsValues, parseCommandArgs } from './argument-errors.js';
import { PARSE_OPTIONS } from './command-options.js';
import { PARSE_HELP } from './help.js';
import { resolveConfig } from '../config/resolve.js';
import { checkDirections, checkNoRepeatedSamples, checkSame, checkSameMachine, checkUnmixed, joinedCommit, joinedTime, spellsSameCommit } from './join-refusals.js';
import { checkInputsOnce } from './file-identity.js';
import { describeConfig, describeLoaded, loadConfigFile, loadInput, outputTime } from './load-inputs.js';
import { checkOutputs, checkOutputsBesideConfig, writeOutput } from './output-files.js';
import { oneOf, parseCommit, parseSuite, suiteNamedIn } from './options.js';
import { UsageError, type CliPorts } from './ports.js';
import { checkReplacesResultsOnly } from './result-outputs.js';

export async function parseCommand(args: string[], ports: CliPorts): Promise<number> {
  const { values, positionals } = parseCommandArgs('parse', args, PARSE_OPTIONS, true);
  if (values.help === true) {
    ports.stdout(PARSE_HELP);
    return 0;
  }
  const suite = parseSuite('--suite', values.suite);
  const commit = parseCommit('--commit', values.commit);
  if (values.branch?.trim() === '') throw new UsageError(`Invalid value '${values.branch}' for --branch: a branch name cannot be empty. Give a name like --branch main, or leave --branch out.`);
  if (positionals.length === 0) throw new UsageError(`parse needs at least one input file (or - for stdin).${await inputsTakenAsValues(values, args, PARSE_OPTIONS, ports)} Example: bench-gate parse bench.txt -o result.json`);
  await checkInputsOnce(positionals, 'parsing a file twice would count its samples twice.', ports);
  await checkOutputs([['-o', values.out]], positionals, ports);
  const loadedConfig = values['no-config'] === true ? undefined : await loadConfigFile(values.config, ports);
  await checkOutputsBesideConfig([['-o', values.out]], loadedConfig?.path, ports);
  await checkReplacesResultsOnly([['-o', values.out]], ports);
  const config = loadedConfig === undefined ? undefined : resolveConfig(loadedConfig.config, loadedConfig.path, suite);
  if (loadedConfig !== undefined && config !== undefined) ports.stderr(describeConfig(loadedConfig, config));
  const load = {
    format: oneOf('--format', values.format, INPUT_FORMATS, config?.format ?? 'auto'), lenient: values.lenient === true, verbose: values.verbose === true,
    ...(config === undefined ? {} : { metrics: config.metrics }),
  };
  const loaded = [];
  for (const path of positionals) {
    const input = await loadInput(path, ports, load);
    ports.stderr(describeLoaded('', input));
    loaded.push(input.set);
  }
  const set = combine(loaded, positionals, await measuredAt(loaded, positionals, ports), suite);
  // The merge's own warnings (summaries it could not keep) follow the inputs' diagnostics.
  const before = loaded.reduce((n, l) => n + l.diagnostics.length, 0);
  for (const d of set.diagnostics.slice(before)) ports.stderr(`bench-gate: ${d.severity}: ${d.message}\n`);
  if (commit !== undefined) set.context.commit = commitToRecord(commit, set.context.commit, loaded, positionals);
  if (values.branch !== undefined) set.context.branch = values.branch;
  const json = `${JSON.stringify(set, null, 2)}\n`;
  if (values.out !== undefined) await writeOutput(ports, values.out, json);
  else ports.stdout(json);
  return 0;
}

/**
 * When the inputs were measured, for `check --max-age`: the earliest of their times. A result file's
 * time is the one it records; a tool output's is its modification time (an output file is written
 * as the benchmarks run); stdin's, or an unknown one, is now. Never a later time than any input's,
 * which would let stale numbers pass for fresh ones (a week-old result file given after today's,
 * or beside stdin). A recorded time that cannot be read is kept as it is, for `check` to refuse.
 */
async function measuredAt(sets: readonly ResultSet[], paths: readonly string[], ports: CliPorts): Promise<string> {
  const times = await Promise.all(sets.map(async (set, i) => set.context.time ?? outputTime(paths[i] ?? '-', ports)));
  return joinedTime(times) ?? ports.now().toISOString();
}

/**
 * The commit --commit records: a result file among the inputs that records another commit was
 * measured there, and relabelling its samples would let stale numbers pass `check --commit`. The
 * same commit spelt shorter or longer agrees, by the rule merge and parse join inputs' commits by
 * (spellsSameCommit); the longer spelling is kept.
 */
function commitToRecord(commit: string, recorded: string | undefined, sets: readonly ResultSet[], paths: readonly string[]): string {
  // The inputs' commits agree (combine refused others): the longest spelling is the one to check against.
  const at = sets.findIndex((s) => s.context.commit === recorded);
  if (recorded === undefined) return commit;
  const [short, long] = recorded.length <= commit.length ? [recorded, commit] : [commit, recorded];
  if (spellsSameCommit(short, long)) return long;
  const path = paths[at] === '-' ? '<stdin>' : paths[at] ?? '';
  throw new UsageError(`--commit ${commit} contradicts ${path}, which records that its samples were measured on commit ${recorded}. Leave --commit out to keep the recorded commit, or parse the results of a run on ${commit}.`);
}

/**
 * One result set from several: benchmarks merged by key, sources and diagnostics concatenated,
 * then the merge's own warnings (a summary-only metric whose second summary cannot be kept), the
 * result files' histories joined run by run (as merge joins them). Its suite is --suite's, else
 * the one the inputs name.
 */
function combine(sets: readonly ResultSet[], paths: readonly string[], measured: string, suiteOption: string | undefined): ResultSet {
  const [first, ...rest] = sets;
  if (first === undefined) throw new Error('combine() needs at least one set');
  const tools = new Set(sets.map((s) => s.context.tool));
  if (tools.size > 1) throw new UsageError(`parse got inputs of different formats (${[...tools].join(', ')}); parse each format into its own result file.`);
  const named = sets.map((set, i) => ({ path: paths[i] === '-' ? '<stdin>' : paths[i] ?? '', set }));
  // Result files record their commit; the combined file records one, so samples of another commit would pass for it.
  const commit = joinedCommit(named, 'parse only results of one commit (bench-gate merge joins result files, and refuses them too).');
  // As merge refuses them (unless --allow-different-machines): one file's samples would pass for another machine's.
  const machineFix = 'parse only results of one machine class; to join shards of machines you know are alike, use bench-gate merge --allow-different-machines.';
  checkSameMachine(named, machineFix);
  checkUnmixed(named, machineFix);
  checkDirections(named, 'parse');
  checkNoRepeatedSamples(named, 'parse');
  // The combined file has one suite name (the report's title, the PR comment's marker): another input's would be lost.
  if (suiteOption === undefined) checkSame(named, 'suite', suiteNamedIn, 'parse only one suite\'s results, or pass --suite NAME to name the combined result.');
  const suite = suiteOption ?? sets.map(suiteNamedIn).find((s) => s !== undefined);
  const history = mergeHistories(sets.map((s) => s.history), named.map((n) => n.path));
  if (!history.ok) throw new UsageError(history.error);
  const diagnostics = sets.flatMap((s) => s.diagnostics);
  return {
    ...first,
    context: { ...first.context, sources: sets.flatMap((s) => s.context.sources), time: measured, ...(commit === undefined ? {} : { commit }) },
    benchmarks: rest.length === 0 ? first.benchmarks : mergeBenchmarks(sets.map((s) => s.benchmarks), { sources: paths, diagnostics }),
    diagnostics,
    ...(history.history === undefined ? {} : { history: history.history }),
    ...(suite === undefined ? {} : { suite }),
  };
}
