/**
 * `bench-gate merge FILE... -o FILE`: joins result files from matrix shards (different
 * benchmarks) or repeated sessions (more samples of the same ones), refusing to mix machines,
 * tools or commits unless told, with errors that name the files. A file that mixes machines, as
 * told, says so (`context.machine.mixed`), and their baseline histories are joined run by run.
 */
import { mergeBenchmarks } from '../merge.js';
import { mergeHistories } from '../merge-history.js';
import { MACHINE_TRAITS, machineList, mixedMachine, traitDiffers } from '../mixed-machines.js';
import type { ResultSet } from '../schema/result.js';
import { inputsTakenAsValues, parseCommandArgs } from './argument-errors.js';
import { MERGE_OPTIONS } from './command-options.js';
import { MERGE_HELP } from './help.js';
import { checkInputsOnce } from './file-identity.js';
import { describeLoaded, loadInput, outputTime, type LoadedInput } from './load-inputs.js';
import { checkOutputs, writeOutput } from './output-files.js';
import { checkDirections, checkNoRepeatedSamples, checkSame, checkSameMachine, checkUnmixed, joinedCommit, joinedTime } from './join-refusals.js';
import { parseSuite, suiteNamedIn } from './options.js';
import { UsageError, type CliPorts } from './ports.js';
import { checkReplacesResultsOnly } from './result-outputs.js';

export async function mergeCommand(args: string[], ports: CliPorts): Promise<number> {
  const { values, positionals } = parseCommandArgs('merge', args, MERGE_OPTIONS, true);
  if (values.help === true) {
    ports.stdout(MERGE_HELP);
    return 0;
  }
  const suite = parseSuite('--suite', values.suite);
  if (positionals.length === 0) throw new UsageError(`merge needs the result files to join.${await inputsTakenAsValues(values, args, MERGE_OPTIONS, ports)} Example: bench-gate merge shard-1.json shard-2.json -o all.json`);
  await checkInputsOnce(positionals, 'merging a file with itself would count its samples twice.', ports);
  await checkOutputs([['-o', values.out]], positionals, ports);
  await checkReplacesResultsOnly([['-o', values.out]], ports);
  const loaded: LoadedInput[] = [];
  for (const path of positionals) {
    const input = await loadInput(path, ports, { format: 'auto', lenient: false, verbose: false, parseFirst: 'merge' });
    // A tool's own output records no time: as in `parse`, it was measured when it was written
    // (stdin: now). Without it the merged file would have no time, and `check --max-age` refuses that.
    if (input.format !== 'result' && input.set.context.time === undefined) input.set.context.time = await outputTime(path, ports);
    ports.stderr(describeLoaded('', input));
    loaded.push(input);
  }
  const allowMachines = values['allow-different-machines'] === true;
  checkSame(loaded, 'tool', (s) => s.context.tool, 'merge each tool\'s results into its own file.');
  const commit = joinedCommit(loaded, 'merge only results of one commit (the result of `bench-gate run` records it).');
  // The merged file keeps one suite name (the report's title and PR comment marker): another file's would be lost unnamed.
  if (suite === undefined) checkSame(loaded, 'suite', (s) => suiteNamedIn(s), 'merge only one suite\'s results, or pass --suite NAME to name the merged result.');
  if (!allowMachines) {
    const fix = 'samples from different machines mix their speeds. Merge only shards that ran on one machine class, or pass --allow-different-machines if you know they are alike.';
    checkSameMachine(loaded, fix);
    checkUnmixed(loaded, 'samples from different machines mix their speeds. Pass --allow-different-machines again if you know they are alike.');
  }
  const sets = loaded.map((l) => l.set);
  const mixes = sets.some((s) => s.context.machine?.mixed !== undefined) || MACHINE_TRAITS.some((trait) => traitDiffers(sets, trait));
  checkDirections(loaded, 'merge');
  checkNoRepeatedSamples(loaded, 'merge');
  const unknown = loaded.filter((l) => l.set.context.machine?.fingerprint === undefined);
  if (!allowMachines && unknown.length > 0 && unknown.length < loaded.length) {
    const its = unknown.length === 1 ? 'its' : 'their';
    ports.stderr(`bench-gate: warning: ${unknown.map((l) => l.path).join(', ')} record${unknown.length === 1 ? 's' : ''} no machine fingerprint, so ${its} machine is checked only by the CPU, OS and architecture ${its} output names, if any.\n`);
  }
  const paths = loaded.map((l) => l.path);
  const history = mergeHistories(sets.map((s) => s.history), paths);
  if (!history.ok) throw new UsageError(history.error);
  const merged = mergeSets(sets, paths, { mixes, history: history.history, commit });
  const mixed = merged.context.machine?.mixed;
  if (mixed !== undefined && loaded.length > 1) {
    ports.stderr(`bench-gate: warning: the merged file holds results of different machines (${machineList(mixed)}): it records them (context.machine.mixed), and compare warns when it is a side, as it does for two files of different machines.\n`);
  }
  const before = loaded.reduce((n, l) => n + l.set.diagnostics.length, 0);
  for (const d of merged.diagnostics.slice(before)) ports.stderr(`bench-gate: ${d.severity}: ${d.message}\n`);
  const suiteName = suite ?? loaded.map((l) => suiteNamedIn(l.set)).find((s) => s !== undefined);
  // The first file may name no suite (written before --suite, or without it) while another names one.
  if (suiteName !== undefined) merged.suite = suiteName;
  const json = `${JSON.stringify(merged, null, 2)}\n`;
  if (values.out !== undefined) await writeOutput(ports, values.out, json);
  else ports.stdout(json);
  ports.stderr(`bench-gate: merged ${loaded.length} file${loaded.length === 1 ? '' : 's'}: ${merged.benchmarks.length} benchmark${merged.benchmarks.length === 1 ? '' : 's'}${values.out === undefined ? '' : `, written to ${values.out}`}\n`);
  return 0;
}

/** What the checks decided about the joined set: whether it mixes machines, its history and its commit. */
interface Joined {
  mixes: boolean;
  history: ResultSet['history'];
  commit: string | undefined;
}

/**
 * One set from several: benchmarks merged by key, sources and diagnostics concatenated (then the
 * merge's own warnings), the earliest time kept (an unreadable one before any). A set that mixes
 * machines has their list for a machine, as no one fingerprint describes it.
 */
function mergeSets(sets: readonly ResultSet[], paths: readonly string[], joined: Joined): ResultSet {
  const [first] = sets;
  if (first === undefined) throw new Error('mergeSets() needs at least one set');
  const time = joinedTime(sets.flatMap((s) => (s.context.time === undefined ? [] : [s.context.time])));
  const { commit, history } = joined;
  const context = { ...first.context, sources: sets.flatMap((s) => s.context.sources) };
  if (time !== undefined) context.time = time;
  if (commit !== undefined) context.commit = commit;
  if (joined.mixes && sets.length > 1) context.machine = mixedMachine(sets);
  // The merge's own warnings (summaries it could not keep) come after the inputs' diagnostics.
  const diagnostics = sets.flatMap((s) => s.diagnostics);
  const benchmarks = mergeBenchmarks(sets.map((s) => s.benchmarks), { sources: paths, diagnostics });
  return {
    ...first,
    context,
    benchmarks,
    diagnostics,
    ...(history === undefined ? {} : { history }),
  };
}
