/**
 * What a run that fails before it can gate (a FatalError, a bug) still reports, so that nothing
 * left from an earlier run reads as its verdict:
 *  - the `verdict` output `error`, for a workflow that goes on (continue-on-error) and branches on it;
 *  - on a pull request, the comment an earlier run left (its table is for an older commit) updated
 *    to say that this commit's run failed and why (report/failure-note.ts), as far as the comment
 *    policy and the token allow, as for the report itself (gate-step.ts publish). None is created
 *    (updatesAfterFailure says why);
 *  - on a fork PR, whose token is read-only, that note goes the way its report would: pr.json and
 *    failure.json in artifact-path (fork-artifact.ts), which the workflow uploads and a
 *    workflow_run job with comment-from-artifact turns into the same note, under its own policy.
 *    This one from the composite's prepare step too, and for inputs that do not read (refused
 *    before the engine runs: reportInputFailure): the gate step is then skipped, and artifact-path
 *    would hold nothing to upload, or, in a persistent self-hosted workspace, an earlier run's
 *    files, which comment-from-artifact refuses for their older head. Either way the PR got no note.
 * Reporting never changes how the run fails: a failure here is a warning, and runAction still fails
 * the step with the run's own message.
 */
import type { CommentPolicy } from '../config/schema.js';
import { amendComment, commentAuthor } from '../github/comment.js';
import type { PullRequestInfo } from '../github/context.js';
import type { Fingerprint } from '../github/fingerprint.js';
import { updatesAfterFailure } from '../github/comment-permission.js';
import { movedOnNote, pullHead } from '../github/pull-head.js';
import { failureNote } from '../report/failure-note.js';
import { commentMarker } from '../report/markdown.js';
import { readActionConfig } from './action-config.js';
import { OwnPathError } from '../io/own-files.js';
import { ownPathMessage } from './own-paths.js';
import { tryClaimArtifactPath, type ClaimPorts } from './artifact-owner.js';
import { artifactPath, COMMANDS, suiteName, type EnginePlaces } from './inputs.js';
import { COMMENT_FILE, FAILURE_FILE, failureJson, PR_FILE, pullJson, REPORT_FILE } from './fork-artifact.js';
import type { ActionPorts } from './ports.js';
import { readState } from './prepare.js';
import { commentMarkerName } from './gate-step.js';

/** The `verdict` output of a run that failed before it could gate (the others are `pass` and `fail`). */
export const ERROR_VERDICT = 'error';

/** Whether `command`'s step has a verdict: all but comment-from-artifact, which posts another run's report. */
export function hasVerdict(command: string): boolean {
  return command !== 'comment-from-artifact';
}

/** Sets the error verdict and notes the failure on the PR comment; `message` is the failure as the step shows it. Never throws. */
export async function reportFailure(ports: ActionPorts, message: string): Promise<void> {
  if (!hasVerdict(ports.inputs.command)) return;
  ports.setOutput('verdict', ERROR_VERDICT);
  const pr = ports.context.pr;
  // From every step, prepare's included: writing the files needs no token.
  if (pr?.fork === true) {
    await leaveInArtifact(ports, pr, message, () => runMachine(ports));
    return;
  }
  // Only the steps that write the comment: the composite's prepare step is given neither the gate's
  // github-token nor its comment-author, so it could not find the comment (and its failures, an
  // invalid input or bench-gate.yml, come before any benchmark).
  if (ports.inputs.command !== 'gate' && ports.inputs.command !== 'all') return;
  try {
    await noteOnComment(ports, message);
  } catch (error) {
    ports.log.warning(`bench-gate: could not note the failure on the PR comment: ${errorText(error)}`);
  }
}

/** What leaveInArtifact needs: a run whose inputs did not read has these and no more (reportInputFailure). */
type ArtifactPorts = ClaimPorts & Pick<ActionPorts, 'removeDir'> & { log: Pick<ActionPorts['log'], 'info' | 'warning'> };

/** The ports of reportInputFailure: no inputs (they did not read); `fingerprint` of the machine-id input as given. */
export type InputFailurePorts = Omit<ArtifactPorts, 'inputs'> & Pick<ActionPorts, 'fingerprint'>;

/**
 * A fork PR's run whose inputs do not read (readInputs refused one before the engine ran:
 * action.ts), for comment-from-artifact: the same pr.json and failure.json as reportFailure
 * leaves, from what the files need and the step can know without the rest. The PR and its head
 * come from the event (GitHub's, written before any step ran); the suite and, through the machine,
 * the comment's marker from their inputs, which take any text; the directory from artifact-path,
 * checked as readInputs checks it. Nothing is written when artifact-path is itself the invalid
 * input (it may be the workspace itself or /), for a step that reports no failure
 * (comment-from-artifact, whose artifact-path is the downloaded artifact) or one whose command
 * does not read, or for a PR that is not a fork's (its comment needs the gate's token). Never throws.
 */
export async function reportInputFailure(ports: InputFailurePorts, get: (name: string) => string, places: EnginePlaces, message: string): Promise<void> {
  const pr = ports.context.pr;
  if (pr?.fork !== true) return;
  const command = COMMANDS.find((name) => name === (get('command') === '' ? 'all' : get('command')));
  if (command === undefined || !hasVerdict(command)) return;
  let dir: string;
  try {
    dir = artifactPath(get('artifact-path'), command, places);
  } catch (error) {
    ports.log.warning(`bench-gate: the failure is not written into artifact-path for the fork PR's comment: ${errorText(error)}`);
    return;
  }
  await leaveInArtifact({ ...ports, inputs: { artifactPath: dir, suite: suiteName(get('suite')) } }, pr, message, () => ports.fingerprint());
}

/**
 * A fork PR's failure, for comment-from-artifact: failure.json and pr.json, as its report would be
 * report.json and pr.json. Whatever the run's comment policy: the artifact is posted under the
 * commenter's own (its report's is too). Only where this suite may write: when another suite of
 * this job holds artifact-path (the failure may be prepare's refusal of exactly that), its files
 * are that suite's report and are left alone, so nothing is written. An earlier report left there
 * (this suite's earlier run in a persistent workspace, an earlier gate of it in this job) is
 * removed first, and nothing is written when that fails: beside the failure, comment-from-artifact
 * would refuse the artifact, and without it, an old report would be posted as this commit's.
 */
async function leaveInArtifact(ports: ArtifactPorts, pr: PullRequestInfo, message: string, machine: () => Promise<Fingerprint>): Promise<void> {
  const dir = ports.inputs.artifactPath;
  try {
    const claim = await tryClaimArtifactPath(ports);
    if ('heldBy' in claim) {
      ports.log.warning(`bench-gate: the failure is not written into artifact-path '${dir}' for the fork PR's comment: it holds the report of suite '${claim.heldBy}' from this job.`);
      return;
    }
    const marker = commentMarkerName(ports.inputs.suite, (await machine()).id);
    for (const file of [REPORT_FILE, COMMENT_FILE]) await ports.removeDir(`${dir}/${file}`);
    await ports.writeText(`${dir}/${FAILURE_FILE}`, failureJson(message));
    await ports.writeText(`${dir}/${PR_FILE}`, pullJson(pr, ports.inputs.suite, marker));
    ports.log.info(`bench-gate: fork PR: the failure is in ${dir}/${FAILURE_FILE}; uploaded with ${dir}/, a workflow_run job with command: comment-from-artifact notes it on the PR comment`);
  } catch (error) {
    const text = error instanceof OwnPathError ? ownPathMessage(error, dir) : errorText(error);
    ports.log.warning(`bench-gate: could not write the failure into artifact-path for the fork PR's comment: ${text}`);
  }
}

async function noteOnComment(ports: ActionPorts, message: string): Promise<void> {
  const { context, inputs, comments } = ports;
  const pr = context.pr;
  // Without a token there is no comment to update (a fork's goes through the artifact: leaveInArtifact).
  if (pr === undefined || pr.fork || comments === undefined) return;
  const policy = await commentPolicy(ports);
  if (policy === undefined) {
    ports.log.info('bench-gate: the PR comment is left as it is: bench-gate.yml does not read, so its comment setting is unknown');
    return;
  }
  if (!updatesAfterFailure(policy)) return;
  const marker = commentMarker(commentMarkerName(inputs.suite, (await runMachine(ports)).id));
  const author = await commentAuthor(comments, inputs.commentAuthor);
  const run = { marker, suite: inputs.suite, headSha: pr.headSha, message, ...(context.runUrl === undefined ? {} : { runUrl: context.runUrl }) };
  // A failed re-run of an older commit's run must not say "the newest run failed" over the newest one's report (pull-head.ts).
  const head = 'failed' in author ? undefined : await pullHead(comments, pr);
  if (head?.kind === 'moved') {
    ports.log.warning(`bench-gate: ${movedOnNote(pr.number, pr.headSha, head.head, 'failure')}.`);
    return;
  }
  if (head?.kind === 'unknown') ports.log.info(`bench-gate: could not check PR #${pr.number}'s head commit (${head.reason}); noting the failure as usual`);
  const outcome = 'failed' in author ? { kind: 'failed' as const, reason: author.failed }
    : await amendComment(comments, pr.number, marker, author.author, (body) => failureNote(run, body));
  if (outcome.kind === 'failed') ports.log.warning(`bench-gate: could not note the failure on the PR comment: ${outcome.reason}`);
  else ports.log.info(`bench-gate: comment ${outcome.kind === 'skipped' ? `left as it is: ${outcome.reason}` : `${outcome.kind} with the failure`}`);
}

/** The machine gate and gateAb name in their comment's marker: as prepare found it, else as it is now. */
async function runMachine(ports: ActionPorts): Promise<Fingerprint> {
  return (await readState(ports))?.fingerprint ?? (await ports.fingerprint());
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The comment policy the gate would apply (the input, else bench-gate.yml's); undefined when the file does not read. */
async function commentPolicy(ports: ActionPorts): Promise<CommentPolicy | undefined> {
  if (ports.inputs.given.comment) return ports.inputs.comment;
  try {
    return (await readActionConfig(ports))?.comment ?? ports.inputs.comment;
  } catch {
    return undefined;
  }
}
