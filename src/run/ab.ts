/**
 * Same-job interleaved A/B (STATISTICS.md §4.4 item 8), shared by `bench-gate ab` and the action's
 * `baseline: ab`: base and head run alternately on this machine, each run a fresh process, and
 * each side's runs are merged into one result set. With a worktree, base runs there (built first
 * with the build command, like head in its own tree).
 */
import type { ComparisonReport } from '../compare/types.js';
import { shortDisplay, type CommandSpec } from './command-line.js';
import { scheduleRounds, type AbOrder } from './order.js';
import { resultsPathIn } from './results-file.js';
import { combineRuns, mergeNotes, readTreeCommit } from './run-context.js';
import { RunError } from './run-error.js';
import type { RunPorts } from './run-ports.js';
import { runSeries, type RunStep, type SeriesOptions } from './series.js';
import { buildTree, withWorktree, type Worktree, type WorktreeOptions } from './worktree.js';
import { mergeWarningLines, moreWarnings, withWarnings } from './merge-warning-lines.js';
import { seriesFileWarnings } from './round-warnings.js';
import type { Diagnostic, ResultSet } from '../schema/result.js';

export interface AbPlan {
  base: CommandSpec;
  head: CommandSpec;
  rounds: number;
  order: AbOrder;
  seed: number;
  series: SeriesOptions;
  /** Where head runs; undefined = the current directory. */
  headCwd?: string;
  /** The results file each run writes (--results), relative to the directory the side runs in. */
  results?: string;
  /** How the base's tree is named in sources: "main", "the PR's base commit". */
  baseLabel?: string;
}

export interface AbSides {
  base: ResultSet;
  head: ResultSet;
  /** What merging each side's rounds said (combineRuns' notes, already printed on stderr), for abMergeWarnings. */
  mergeNotes: Record<AbSide, Diagnostic[]>;
  /** Each side's rounds' whole-file warnings, one per message with its rounds (round-warnings.ts; printed on stderr per round), for abRoundWarnings. */
  roundNotes: Record<AbSide, Diagnostic[]>;
}

type AbSide = 'base' | 'head';

/**
 * Checks `ref` out in a worktree (relative to `within`, the directory that stands for the
 * head tree), builds both trees with `build`, and runs the rounds; the worktree is removed after.
 */
export async function runAbAgainstRef(plan: AbPlan, ports: RunPorts, ref: string, build: CommandSpec | undefined, worktree: WorktreeOptions = {}): Promise<AbSides & { baseCommit: string }> {
  return withWorktree(ports, ref, async (tree) => {
    if (build !== undefined) {
      await buildTree(ports, build.argv, `the base tree (${plan.baseLabel ?? ref})`, tree.cwd, worktree.option ?? '--build');
      await buildTree(ports, build.argv, 'the head tree (the current directory)', plan.headCwd, worktree.option ?? '--build');
    }
    return { ...(await runAbRounds(plan, ports, tree)), baseCommit: tree.commit };
  }, worktree);
}

/** Runs the interleaved rounds; base runs in `tree` when there is one, head in plan.headCwd. */
export async function runAbRounds(plan: AbPlan, ports: RunPorts, tree: Worktree | undefined): Promise<AbSides> {
  const order = plan.order === 'random' ? `random (seed ${plan.seed}; --seed ${plan.seed} repeats it)` : plan.order;
  ports.stderr(`bench-gate: ab: ${plan.rounds} round${plan.rounds === 1 ? '' : 's'}, order ${order}\n  base: ${plan.base.display}${tree === undefined ? '' : ` (in ${tree.cwd})`}\n  head: ${plan.head.display}\n`);
  const baseCwd = tree?.cwd;
  const steps: RunStep[] = scheduleRounds(plan.rounds, plan.order, plan.seed).flatMap((pair, round) => pair.map((side) => {
    const cwd = side === 'base' ? baseCwd : plan.headCwd;
    const results = plan.results === undefined ? undefined : resultsPathIn(plan.results, cwd);
    return {
      side, command: side === 'base' ? plan.base : plan.head, index: round + 1,
      label: `round ${round + 1}/${plan.rounds}, ${side}`, env: { BENCH_GATE_SIDE: side, BENCH_GATE_RUN: String(round + 1), BENCH_GATE_RUNS: String(plan.rounds) },
      ...(cwd === undefined ? {} : { cwd }),
      ...(results === undefined ? {} : { results }),
    };
  }));
  const time = ports.now().toISOString();
  const [fingerprint, head] = await Promise.all([ports.fingerprint(), tree === undefined ? undefined : readTreeCommit(ports, plan.headCwd)]);
  const series = await runSeries(steps, plan.series, ports);
  if (series.failure !== undefined) throw new RunError(series.failure);
  const notes: Record<AbSide, Diagnostic[]> = { base: [], head: [] };
  const rounds: Record<AbSide, Diagnostic[]> = { base: [], head: [] };
  const side = (name: AbSide, commit: string | undefined): ResultSet => {
    const runs = series.runs.get(name) ?? [];
    rounds[name] = seriesFileWarnings(runs, 'round');
    const set = combineRuns(runs, { time, fingerprint, command: describeSide(plan, name, tree, head?.dirty === true), runNoun: 'round', ...(commit === undefined ? {} : { commit }) });
    // The runs' own diagnostics were printed as each ran; the merge's notes were not.
    notes[name] = mergeNotes(set, runs);
    for (const d of notes[name]) ports.stderr(`bench-gate: ${d.severity}: ${name}: ${d.message}\n`);
    return set;
  };
  return { base: side('base', tree?.commit), head: side('head', head?.commit), mergeNotes: notes, roundNotes: rounds };
}

type SideNotes = Readonly<Record<AbSide, readonly Diagnostic[]>>;

/**
 * The report's warnings for what merging each side's rounds said (merge-warning-lines.ts), named by
 * side ("base: 1 of 40 benchmarks did not appear in every round, ..."), a side's first few, then a
 * count pointing to where all of them were printed (`log`: "on stderr").
 */
export function abMergeWarnings(notes: SideNotes, log: string): string[] {
  return sideWarnings(notes, 'merging its rounds', log);
}

/**
 * The report's warnings for what each side's rounds said of their output as a whole (round-warnings.ts),
 * named by side and rounds ("head: rounds 2, 3: ..."), capped as abMergeWarnings are.
 */
export function abRoundWarnings(notes: SideNotes, log: string): string[] {
  return sideWarnings(notes, 'its rounds\' output', log);
}

/** Each side's mergeWarningLines under its name (`base`, `head`), the rest counted as warnings from `from` (moreWarnings). */
function sideWarnings(notes: SideNotes, from: string, log: string): string[] {
  return (['base', 'head'] as const).flatMap((side) => mergeWarningLines(side, notes[side], moreWarnings(from, log)));
}

/** `report` with abRoundWarnings, then abMergeWarnings, after its own warnings. */
export function withAbWarnings(report: ComparisonReport, sides: Pick<AbSides, 'mergeNotes' | 'roundNotes'>, log: string): ComparisonReport {
  return withWarnings(report, [...abRoundWarnings(sides.roundNotes, log), ...abMergeWarnings(sides.mergeNotes, log)]);
}

/**
 * "make bench" or "make bench, worktree of main": how a side's source is named (the report adds the
 * commit). A current tree with uncommitted changes says so: it has no commit of its own.
 */
function describeSide(plan: AbPlan, side: 'base' | 'head', tree: Worktree | undefined, dirty: boolean): string {
  const command = shortDisplay(side === 'base' ? plan.base : plan.head);
  if (tree === undefined) return command;
  if (side === 'base') return `${command}, worktree of ${plan.baseLabel ?? 'the base'}`;
  return `${command}, current tree${dirty ? ' with uncommitted changes' : ''}`;
}
