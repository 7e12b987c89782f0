/**
 * What a run that fails before it can gate (a FatalError, a bug) still reports, so that nothing
 * left from an earlier run reads as its verdict:
 *  - the `verdict` output `error`, for a workflow that goes on (continue-on-error) and branches on it;
 *  - on a pull request, the comment an earlier run left (its table is for an older commit) updated
 *    to say that this commit's run failed and why (report/failure-note.ts), as far as the comment
 *    policy, the token and a fork allow, as for the report itself (gate-step.ts publish). None is
 *    created (updatesAfterFailure says why).
 * Reporting never changes how the run fails: a failure here is a warning, and runAction still fails
 * the step with the run's own message.
 */
import type { CommentPolicy } from '../config/schema.js';
import { amendComment, commentAuthor } from '../github/comment.js';
import { updatesAfterFailure } from '../github/comment-permission.js';
import { failureNote } from '../report/failure-note.js';
import { commentMarker } from '../report/markdown.js';
import { readActionConfig } from './action-config.js';
import type { ActionPorts } from './ports.js';
import { readState } from './prepare.js';

/** The `verdict` output of a run that failed before it could gate (the others are `pass` and `fail`). */
export const ERROR_VERDICT = 'error';

/** Whether `command`'s step has a verdict: all but comment-from-artifact, which posts another run's report. */
export function hasVerdict(command: string): boolean {
  return command !== 'comment-from-artifact';
}

/** Sets the error verdict and notes the failure on the PR comment; `message` is the failure as the step shows it. Never throws. */
export async function reportFailure(ports: ActionPorts, message: string): Promise<void> {
  if (hasVerdict(ports.inputs.command)) ports.setOutput('verdict', ERROR_VERDICT);
  // Only the steps that write the comment: the composite's prepare step is given neither the gate's
  // github-token nor its comment-author, so it could not find the comment (and its failures, an
  // invalid input or bench-gate.yml, come before any benchmark).
  if (ports.inputs.command !== 'gate' && ports.inputs.command !== 'all') return;
  try {
    await noteOnComment(ports, message);
  } catch (error) {
    ports.log.warning(`bench-gate: could not note the failure on the PR comment: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function noteOnComment(ports: ActionPorts, message: string): Promise<void> {
  const { context, inputs, comments } = ports;
  const pr = context.pr;
  // A fork PR's token is read-only, and without a token there is no comment to update.
  if (pr === undefined || pr.fork || comments === undefined) return;
  const policy = await commentPolicy(ports);
  if (policy === undefined) {
    ports.log.info('bench-gate: the PR comment is left as it is: bench-gate.yml does not read, so its comment setting is unknown');
    return;
  }
  if (!updatesAfterFailure(policy)) return;
  // The marker gate and gateAb comment under: the machine as prepare found it, else as it is now.
  const fingerprint = (await readState(ports))?.fingerprint ?? (await ports.fingerprint());
  const marker = commentMarker(`${inputs.suite}@${fingerprint.id}`);
  const author = await commentAuthor(comments, inputs.commentAuthor);
  const run = { marker, suite: inputs.suite, headSha: pr.headSha, message, ...(context.runUrl === undefined ? {} : { runUrl: context.runUrl }) };
  const outcome = 'failed' in author ? { kind: 'failed' as const, reason: author.failed }
    : await amendComment(comments, pr.number, marker, author.author, (body) => failureNote(run, body));
  if (outcome.kind === 'failed') ports.log.warning(`bench-gate: could not note the failure on the PR comment: ${outcome.reason}`);
  else ports.log.info(`bench-gate: comment ${outcome.kind === 'skipped' ? `left as it is: ${outcome.reason}` : `${outcome.kind} with the failure`}`);
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
