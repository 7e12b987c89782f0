/**
 * The prepare step: fingerprint the machine and restore the baseline, before the benchmarks run.
 * It fails the job only on a mistake the user must fix, an invalid input (readInputs, before any
 * command) or bench-gate.yml, so that it costs seconds instead of a whole benchmark run; a miss or
 * a broken cache becomes a note for the report. Its findings go to a state file the gate step
 * reads (two `uses:` of the engine share no memory).
 */
import { z } from 'zod';
import { cacheModeReads } from '../github/context.js';
import type { BaselineStore } from '../store/baseline-store.js';
import { restoreKeys, type KeyScope } from '../store/keys.js';
import { claimArtifactPath } from './artifact-owner.js';
import { FatalError } from './fatal-error.js';
import { readActionConfig } from './action-config.js';
import { pullRequestBase, type PullRequestBase } from './pr-base.js';
import { findUsableBaseline, type BaselineOwner } from './restore-baseline.js';
import { restorePastOwnAttempt, savedByEarlierAttempt } from './own-attempt.js';
import { checkOutputFile, workingCwd } from './rerun.js';
import { CAPTURE_FILE, RESTORED_BASELINE, STATE_DIR, STATE_FILE, STDOUT_CAPTURE_FILE, type ActionPorts } from './ports.js';

export const StateSchema = z.object({
  fingerprint: z.object({ id: z.string(), os: z.string(), arch: z.string(), details: z.record(z.string(), z.string()) }),
  restore: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('hit'), key: z.string(), path: z.string(),
      /** Unusable entries under earlier prefixes that this one was restored past (restore-baseline.ts). */
      passedOver: z.array(z.object({ key: z.string().optional(), reason: z.string() })).optional(),
    }),
    z.object({ kind: z.literal('miss') }),
    z.object({ kind: z.literal('unreadable'), key: z.string().optional(), reason: z.string() }),
    z.object({
      kind: z.literal('unavailable'), key: z.string().optional(), reason: z.string(),
      /** Why not saving loses nothing, when the gate's usual advice (the cache may hold a baseline) does not fit. */
      kept: z.string().optional(),
    }),
    z.object({ kind: z.literal('skipped'), reason: z.string() }),
  ]),
  capture: z.string(),
  /**
   * The run, attempt and job whose prepare step wrote it. A self-hosted workspace persists between
   * jobs, the jobs of one run included, so a gate used without prepare would otherwise take an
   * earlier job's state (its restored baseline, its fingerprint) for its own, then compare with it
   * and save over it.
   */
  run: z.object({ id: z.string(), attempt: z.string(), job: z.string() }),
  /** The pull request's base commit the restore asked for (pr-base.ts), when the event has a pull request. */
  base: z.object({ sha: z.string(), mergeParent: z.boolean() }).optional(),
  /**
   * The inputs it was prepared for. One job can gate several suites (two gate steps, or matrix legs
   * over suites, which share GITHUB_JOB): a later gate used without prepare took the earlier one's
   * state, so its restored baseline was another suite's, refused, and the run saved over its own
   * suite's history as a one-run baseline.
   */
  inputs: z.object({ suite: z.string(), machineId: z.string(), baseline: z.string() }),
});
export type State = z.infer<typeof StateSchema>;

/** baseline: ab on an event without a pull request; refused by prepare, before the benchmarks run, and by the ab gate. */
export function abOutsidePullRequest(eventName: string): FatalError {
  return new FatalError(`baseline: ab measures a pull request against the base branch commit it merges into, but this ${eventName} event has no pull request. Use baseline: ab on pull_request events only, e.g. baseline: \${{ github.event_name == 'pull_request' && 'ab' || 'cache' }}.`);
}

export async function prepare(ports: ActionPorts): Promise<State> {
  const { inputs, context } = ports;
  if (inputs.baseline === 'ab' && context.pr === undefined) throw abOutsidePullRequest(context.eventName);
  // Checked only: the gate step reads it again and reports what it applies.
  await readActionConfig(ports);
  // A device or FIFO (output-file: /dev/null) is no benchmark's results, and the engine's own runs would remove it.
  if (inputs.outputFile !== '') await checkOutputFile(ports, inputs.outputFile, 'read');
  await claimArtifactPath(ports);
  const fingerprint = await ports.fingerprint();
  ports.log.info(`bench-gate: machine ${fingerprint.id} (${Object.entries(fingerprint.details).map(([k, v]) => `${k}=${v}`).join(', ')})`);
  await ports.removeDir(`${STATE_DIR}/baseline`); // self-hosted workspaces persist: a stale file must never pass for a restored one
  await ports.removeDir(STDOUT_CAPTURE_FILE); // nor an earlier job's stdout for this job's, should the bench step not write it
  // The bench step (tee) and runBench write the joined capture where it is: never through a link, into a FIFO or device.
  await ports.checkOwnFile(CAPTURE_FILE);
  let restore: State['restore'];
  let base: PullRequestBase | undefined;
  if (inputs.baseline !== 'cache') {
    restore = { kind: 'skipped', reason: `baseline: ${inputs.baseline}` };
  } else if ('unavailable' in ports.store) {
    restore = { kind: 'unavailable', reason: ports.store.unavailable };
  } else if (!cacheModeReads(context.cacheMode)) {
    restore = { kind: 'skipped', reason: `the job's cache-mode is ${context.cacheMode?.trim() ?? ''}, which does not permit reads` };
    ports.log.info(`bench-gate: not restoring a baseline: ${restore.reason}`);
  } else {
    base = context.pr === undefined ? undefined : await pullRequestBase(ports.runner, workingCwd(ports), context.pr);
    const scope = { os: fingerprint.os, arch: fingerprint.arch, fingerprint: fingerprint.id, suite: inputs.suite };
    restore = await restoreBaseline(ports, ports.store, scope, restoreKeys(scope, base === undefined || context.pr === undefined ? [] : [base.sha, context.pr.baseSha]),
      { fingerprint: fingerprint.id, suite: inputs.suite });
  }
  const state: State = { fingerprint, restore, capture: CAPTURE_FILE, run: { id: context.runId, attempt: context.runAttempt, job: context.job },
    inputs: { suite: inputs.suite, machineId: inputs.machineId, baseline: inputs.baseline }, ...(base === undefined ? {} : { base }) };
  await ports.writeText(STATE_FILE, `${JSON.stringify(state, null, 2)}\n`);
  ports.setOutput('capture-file', CAPTURE_FILE);
  ports.setOutput('stdout-capture-file', STDOUT_CAPTURE_FILE);
  // As read here (trimmed, defaulted): the composite decides on it whether its own step runs the
  // benchmark, and `inputs.baseline` is the raw text (`ab` from a YAML block scalar ends in a newline).
  ports.setOutput('baseline', inputs.baseline);
  return state;
}

/**
 * Restores the newest usable baseline under the keys: an unusable entry under one prefix is asked
 * past, under the prefixes after it (restore-baseline.ts), and the restored file is kept for the gate.
 */
async function restoreBaseline(ports: ActionPorts, store: BaselineStore, scope: KeyScope, keys: { primary: string; fallbacks: string[] }, owner: BaselineOwner): Promise<State['restore']> {
  const found = await findUsableBaseline(store, keys, owner, (message) => ports.log.info(message));
  let { result } = found;
  const passedOver = [...found.passedOver];
  const run = { runId: ports.context.runId, attempt: ports.context.runAttempt };
  // A re-run whose earlier attempt saved the newest baseline: not compared with its own results (own-attempt.ts).
  if (result.kind === 'hit' && savedByEarlierAttempt(result.key, run)) {
    const past = await restorePastOwnAttempt(store, scope, result, run, owner);
    switch (past.kind) {
      case 'keep':
        break;
      case 'hit':
        result = { kind: 'hit', key: past.key, text: past.text };
        passedOver.push(past.passedOver);
        break;
      case 'none':
        result = { kind: 'unreadable', key: result.key, reason: past.reason };
        break;
      case 'lost':
        ports.log.info(`bench-gate: no baseline: ${past.reason}`);
        return { kind: 'unavailable', reason: past.reason, kept: `the entry that attempt saved, ${result.key}, stays the newest baseline` };
    }
  }
  switch (result.kind) {
    case 'hit':
      await ports.writeText(RESTORED_BASELINE, result.text);
      ports.log.info(`bench-gate: restored baseline ${result.key}`);
      return { kind: 'hit', key: result.key, path: RESTORED_BASELINE, ...(passedOver.length === 0 ? {} : { passedOver }) };
    case 'miss':
      ports.log.info('bench-gate: no baseline found for this machine and suite');
      return result;
    case 'unreadable':
      ports.log.info(`bench-gate: baseline not usable: ${result.reason}`);
      return result;
    case 'unavailable':
      ports.log.info(`bench-gate: baseline store unavailable: ${result.reason}`);
      return result;
  }
}

/**
 * The state this run's prepare step left, or undefined when it did not run (engine used alone):
 * a state another run, attempt or job left in a persistent workspace is not this job's, nor one
 * prepared for another suite, machine-id or baseline mode.
 */
export async function readState(ports: ActionPorts): Promise<State | undefined> {
  const text = await ports.readText(STATE_FILE);
  if (text === undefined) return undefined;
  try {
    const parsed = StateSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return undefined;
    const { run, inputs: prepared } = parsed.data;
    const { context, inputs } = ports;
    const sameJob = run.id === context.runId && run.attempt === context.runAttempt && run.job === context.job;
    const sameInputs = prepared.suite === inputs.suite && prepared.machineId === inputs.machineId && prepared.baseline === inputs.baseline;
    return sameJob && sameInputs ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
