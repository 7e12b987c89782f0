/**
 * The gate with `baseline: ab`: same-job interleaved A/B against the pull request's base commit.
 *  1. refuse outside a pull request;
 *  2. check the base commit out in a git worktree (fetched from origin when the clone is shallow):
 *     the first parent of the checked-out merge commit (refs/pull/N/merge), else pull_request.base.sha (abBase);
 *  3. run the `build` command in the base tree, then in the head tree (the working directory);
 *  4. run `run` in both trees alternately for `rounds` rounds in `order` (run/ab.ts, as `bench-gate ab`),
 *     each run's output (stdout and stderr together, as the composite's run step captures them), or
 *     its `output-file`, parsed;
 *  5. compare in ab mode (with bench-gate.yml's rules), confirm on rerun only when `confirm: true`;
 *  6. remove the worktree (also when a step failed), then report, comment and fail last like the
 *     cached gate. A PR never saves a baseline, so nothing is saved.
 */
import { normalize, relative, resolve } from 'node:path';
import type { ComparisonReport } from '../compare/types.js';
import { ConfigPolicy, compareWithConfig } from '../config/policy.js';
import { describeFailure, gatingRegressions } from '../gate.js';
import { runAbAgainstRef, withAbWarnings, type AbPlan, type AbSides } from '../run/ab.js';
import { actionBashCommand } from '../run/command-line.js';
import { resultsPathIn } from '../run/results-file.js';
import { RunError } from '../run/run-error.js';
import type { ResultSet } from '../schema/result.js';
import { loadActionConfig, warnUnmatchedRules } from './action-config.js';
import { FatalError } from './fatal-error.js';
import { commentMarkerName, publish } from './gate-step.js';
import type { ActionPorts } from './ports.js';
import { abOutsidePullRequest, readState, prepare } from './prepare.js';
import { pullRequestBase } from './pr-base.js';
import { confirmInAction, seriesOptions, workingCwd } from './rerun.js';

export const AB_NEEDS_RUN = "baseline: ab needs the benchmark command in 'run': the engine runs it in the base and the head tree, alternately.";

export async function gateAb(ports: ActionPorts): Promise<void> {
  const { inputs, context } = ports;
  const pr = context.pr;
  if (pr === undefined) throw abOutsidePullRequest(context.eventName);
  if (inputs.run.trim() === '') throw new FatalError(AB_NEEDS_RUN);
  const runner = ports.runner;
  if (runner === undefined) throw new FatalError('baseline: ab cannot run here: this engine cannot start processes.');
  const state = (await readState(ports)) ?? (await prepare(ports));
  const config = await loadActionConfig(ports);
  const notes: string[] = config === undefined ? [] : [`Config: ${config.file}${config.suite === undefined ? '' : ` (suite ${config.suite})`}.`];
  const headCwd = workingCwd(ports);
  const command = actionBashCommand(inputs.run);
  const series = seriesOptions(ports, config);
  const plan: AbPlan = {
    base: command, head: command, rounds: inputs.rounds, order: inputs.order,
    // The order is drawn per workflow run: a re-run repeats it.
    seed: Number.parseInt(context.runId, 10) % 2 ** 32 || 1,
    series,
    ...(headCwd === undefined ? {} : { headCwd }),
    // output-file is relative to the workspace; each side reads it in its own tree.
    ...(inputs.outputFile === '' ? {} : { results: relativeTo(headCwd, inputs.outputFile) }),
  };
  const baseRef = await pullRequestBase(runner, headCwd, pr);
  let sides: AbSides & { baseCommit: string };
  try {
    sides = await runAbAgainstRef({ ...plan, baseLabel: `the PR's base ${baseRef.sha.slice(0, 12)}` }, runner, baseRef.sha, inputs.build.trim() === '' ? undefined : actionBashCommand(inputs.build), {
      ...(headCwd === undefined ? {} : { cwd: headCwd }),
      fetch: true, option: "the 'build' command",
      what: baseRef.mergeParent ? `the pull request's base commit (${baseRef.sha.slice(0, 12)}, the first parent of the checked-out merge commit)` : `the pull request's base commit (pull_request.base.sha ${pr.baseSha.slice(0, 12)})`,
      outsideHint: 'Check the repository out first (actions/checkout), with fetch-depth: 0 or enough history to hold the base commit.',
      missingHint: 'Check the repository out with actions/checkout, with fetch-depth: 0 (or enough history to hold the base commit) when origin cannot be fetched from.',
      subdirectoryHint: (dir) => `Set working-directory to a directory both commits have (${repositoryRoot(headCwd, dir, context.workspace)}), and cd in 'run' and 'build' (e.g. run: cd ${dir} && ...).`,
    });
  } catch (error) {
    if (error instanceof RunError) throw new FatalError(`baseline: ab: ${error.message}`);
    throw error;
  }
  const { base, head } = sides;
  // The checked-out merge commit (refs/pull/N/merge) is no commit the author pushed: the head is
  // named as the cached gate names it, by the PR's head commit, whose tree the merge holds on top
  // of the base it was made with. A tree that differs from HEAD (a build that edits tracked files)
  // records no commit and keeps none.
  if (baseRef.mergeParent && head.context.commit !== undefined) head.context = { ...head.context, commit: pr.headSha };
  base.suite = inputs.suite;
  head.suite = inputs.suite;
  const policy = config === undefined ? undefined : new ConfigPolicy(config);
  const options = {
    threshold: inputs.given.threshold ? inputs.threshold : config?.threshold ?? inputs.threshold, mode: 'ab' as const,
    ...(config?.q === undefined ? {} : { q: config.q }),
    ...(config?.multipleComparisons === undefined ? {} : { multipleComparisons: config.multipleComparisons }),
  };
  const compare = (set: ResultSet): ComparisonReport => compareWithConfig(base, set, options, policy);
  // What each side's rounds warned of their output as a whole, and what merging them warned of (in the
  // log as the rounds ended), goes in the report too, so the comment and the summary say what the
  // verdict rests on. Before confirming, which keeps them.
  const first = withAbWarnings(compare(head), sides, 'in the job log');
  const { report } = await confirmInAction(ports, {
    report: first, head, compare, policy: policy?.gatePolicy(), mode: 'ab', runs: inputs.rounds, series, command,
    ...(plan.results === undefined ? {} : { results: resultsPathIn(plan.results, headCwd) }),
  }, notes);
  warnUnmatchedRules(ports, policy);
  const stale = baseRef.mergeParent && baseRef.sha !== pr.baseSha ? ` (the base the checked-out merge commit was made with; the event's pull_request.base.sha is ${pr.baseSha.slice(0, 12)})` : '';
  notes.push(`Baseline: same-job A/B against the PR's base commit ${sides.baseCommit.slice(0, 12)}${stale}: ${inputs.rounds} round${inputs.rounds === 1 ? '' : 's'}, order ${inputs.order}${inputs.build.trim() === '' ? '' : ', both trees built with the build command'}; machine ${state.fingerprint.id}.`);
  const comment = inputs.given.comment ? inputs.comment : config?.comment ?? inputs.comment;
  await publish(ports, report, notes, base, commentMarkerName(inputs.suite, state.fingerprint.id), comment);
  const regressions = gatingRegressions(report.comparisons, policy?.gatePolicy());
  if (regressions.length > 0 && inputs.failOnRegression) ports.setFailed(describeFailure(regressions));
}

/**
 * The repository root as a working-directory value, from working-directory (`headCwd`) and the
 * subdirectory of the repository it is (`dir`): "the default" only when that is the workspace (a
 * checkout with `path: widgets` and working-directory: widgets/bench has its root at widgets).
 */
function repositoryRoot(headCwd: string | undefined, dir: string, workspace: string): string {
  const cwd = normalize(headCwd ?? '.').replace(/\/+$/, '');
  if (cwd !== dir && !cwd.endsWith(`/${dir}`)) return 'the repository root';
  const root = cwd === dir ? '.' : cwd.slice(0, -(dir.length + 1)) || '/';
  return root === '.' || resolve(root) === resolve(workspace) ? 'the repository root, the default' : `the repository root, working-directory: ${root}`;
}

/**
 * `path` (relative to the workspace, the engine's cwd) as seen from `dir` (relative to the
 * workspace, or absolute: working-directory: ${{ github.workspace }}/sub).
 */
function relativeTo(dir: string | undefined, path: string): string {
  if (dir === undefined || path.startsWith('/')) return path;
  return relative(resolve(dir), resolve(path));
}
