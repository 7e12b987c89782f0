/**
 * One artifact-path per suite and job. Every gate writes report.json, comment.md and pr.json (a
 * fork PR's run that fails before it can gate: failure.json and pr.json) into artifact-path, so a
 * second suite in the same job (the action used twice) would silently replace the first one's
 * report before the job uploads it. The prepare step records which suite of which job owns the
 * directory and refuses a second suite there, before its benchmark runs. A record another job left
 * (a persistent self-hosted workspace) is simply taken over: a runner runs one job at a time, so
 * that job has ended, its report uploaded or never to be. That includes an earlier job of the same
 * run (another job, or another leg of a matrix over suites on the same runner), which is why the
 * record names the job (GITHUB_JOB) and this job's own token (RunContext.jobInstance: matrix legs
 * share GITHUB_JOB), not only the run and attempt.
 */
import { FatalError } from './fatal-error.js';
import type { ActionPorts } from './ports.js';

/** A dot file: upload-artifact leaves hidden files out, so the record does not travel with the report. */
export const OWNER_FILE = '.bench-gate-suite';

interface Owner { run: string; job: string; instance?: string; suite: string }

/** What the claim needs of the ports: the failure path of a run whose inputs did not read has no more (failure-report.ts). */
export type ClaimPorts = Pick<ActionPorts, 'context' | 'readText' | 'writeText'> & { inputs: Pick<ActionPorts['inputs'], 'artifactPath' | 'suite'> };

export async function claimArtifactPath(ports: ClaimPorts): Promise<void> {
  const claim = await tryClaimArtifactPath(ports);
  if ('heldBy' in claim) {
    const { inputs } = ports;
    throw new FatalError(`artifact-path '${inputs.artifactPath}' already holds the report of suite '${claim.heldBy}' from this job, and suite '${inputs.suite}' would replace it. Give each suite its own artifact-path, e.g. artifact-path: .bench-gate/report-${inputs.suite.replace(/[^\w.-]+/g, '-')}.`);
  }
}

/**
 * Claims artifact-path for this suite, unless another suite of this job holds it (`heldBy`: that
 * suite, whose files must be left alone). For a caller that must not fail on a conflict: the
 * failure path of a fork PR's run (failure-report.ts), which writes there only when it may.
 */
export async function tryClaimArtifactPath(ports: ClaimPorts): Promise<{ claimed: true } | { heldBy: string }> {
  const { inputs, context } = ports;
  const path = `${inputs.artifactPath}/${OWNER_FILE}`;
  const owner: Owner = { run: `${context.runId}.${context.runAttempt}`, job: context.job, ...(context.jobInstance === undefined ? {} : { instance: context.jobInstance }), suite: inputs.suite };
  const previous = readOwner(await ports.readText(path));
  if (previous !== undefined && sameJob(previous, owner) && previous.suite !== inputs.suite) return { heldBy: previous.suite };
  await ports.writeText(path, `${JSON.stringify(owner)}\n`);
  return { claimed: true };
}

function sameJob(a: Owner, b: Owner): boolean {
  return a.run === b.run && a.job === b.job && a.instance === b.instance;
}

function readOwner(text: string | undefined): Owner | undefined {
  if (text === undefined) return undefined;
  try {
    const value = JSON.parse(text) as Partial<Owner> | null;
    if (typeof value?.run !== 'string' || typeof value.job !== 'string' || typeof value.suite !== 'string') return undefined;
    return { run: value.run, job: value.job, ...(typeof value.instance === 'string' ? { instance: value.instance } : {}), suite: value.suite };
  } catch {
    return undefined; // unreadable (or an older bench-gate's, without the job): nobody's claim
  }
}
