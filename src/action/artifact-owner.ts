/**
 * One artifact-path per suite and job. Every gate writes report.json, comment.md and pr.json (a
 * fork PR's run that fails before it can gate: failure.json and pr.json) into artifact-path, so a
 * second suite in the same job (the action used twice) would silently replace the first one's
 * report before the job uploads it. The prepare step records which suite of which
 * run owns the directory and refuses a second suite there, before its benchmark runs. A record
 * from an earlier run (a persistent self-hosted workspace) is simply taken over.
 */
import { FatalError } from './fatal-error.js';
import type { ActionPorts } from './ports.js';

/** A dot file: upload-artifact leaves hidden files out, so the record does not travel with the report. */
export const OWNER_FILE = '.bench-gate-suite';

interface Owner { run: string; suite: string }

export async function claimArtifactPath(ports: ActionPorts): Promise<void> {
  const claim = await tryClaimArtifactPath(ports);
  if ('heldBy' in claim) {
    const { inputs } = ports;
    throw new FatalError(`artifact-path '${inputs.artifactPath}' already holds the report of suite '${claim.heldBy}' from this job, and suite '${inputs.suite}' would replace it. Give each suite its own artifact-path, e.g. artifact-path: .bench-gate/report-${inputs.suite.replace(/[^\w.-]+/g, '-')}.`);
  }
}

/**
 * Claims artifact-path for this suite, unless another suite of this run holds it (`heldBy`: that
 * suite, whose files must be left alone). For a caller that must not fail on a conflict: the
 * failure path of a fork PR's run (failure-report.ts), which writes there only when it may.
 */
export async function tryClaimArtifactPath(ports: ActionPorts): Promise<{ claimed: true } | { heldBy: string }> {
  const { inputs, context } = ports;
  const path = `${inputs.artifactPath}/${OWNER_FILE}`;
  const run = `${context.runId}.${context.runAttempt}`;
  const previous = readOwner(await ports.readText(path));
  if (previous !== undefined && previous.run === run && previous.suite !== inputs.suite) return { heldBy: previous.suite };
  const owner: Owner = { run, suite: inputs.suite };
  await ports.writeText(path, `${JSON.stringify(owner)}\n`);
  return { claimed: true };
}

function readOwner(text: string | undefined): Owner | undefined {
  if (text === undefined) return undefined;
  try {
    const value = JSON.parse(text) as Partial<Owner> | null;
    return typeof value?.run === 'string' && typeof value.suite === 'string' ? { run: value.run, suite: value.suite } : undefined;
  } catch {
    return undefined; // unreadable: nobody's claim
  }
}
