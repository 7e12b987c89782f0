/**
 * `command: comment-from-artifact`, for a `workflow_run` workflow that posts the report of a fork
 * PR's run (the fork run's token cannot comment). Whether the triggering run was a fork's is read
 * from the event payload, never from the artifact: for a same-repository run it does nothing, as
 * that run commented itself (with its notes and its comment policy). The artifact is untrusted
 * data: report.json is validated with zod and re-rendered with our escaping (its comment.md is
 * ignored), and the PR number it names must have the head commit the triggering run measured.
 * A run that failed before it could gate leaves failure.json instead of report.json
 * (fork-artifact.ts): the comment an earlier run left is then amended with the failure note, as
 * the run would have done itself (failure-report.ts), and none is created.
 * The comment policy is this step's own `comment` input (the fork run's is not trusted either).
 */
import { z } from 'zod';
import { amendComment, commentAuthor, describeHttpError, upsertComment, type CommentApi } from '../github/comment.js';
import { DEFAULT_RETRY, withRetry } from '../github/retry.js';
import { commentPermission, updatesAfterFailure } from '../github/comment-permission.js';
import { renderWithinBudget, COMMENT_LIMIT_CHARS } from '../report/budget.js';
import { failureNote } from '../report/failure-note.js';
import { commentMarker } from '../report/markdown.js';
import { ComparisonReportSchema } from '../schema/report.js';
import { reportInconsistency } from '../compare/report-consistency.js';
import type { ComparisonReport } from '../compare/types.js';
import { FatalError } from './fatal-error.js';
import { FAILURE_FILE, FailureSchema, MAX_SMALL_FILE_BYTES, PR_FILE, PullSchema, REPORT_FILE } from './fork-artifact.js';
import type { ActionPorts } from './ports.js';
import { formatSize } from '../io/decode.js';
import { assertNever } from '../result.js';

const MAX_REPORT_BYTES = 50 * 1024 * 1024;

/** What the fork run left: its report, or the failure that kept it from having one. */
type Outcome = { kind: 'report'; report: ComparisonReport } | { kind: 'failure'; message: string };

export async function commentFromArtifact(ports: ActionPorts): Promise<void> {
  const run = ports.context.workflowRun;
  if (run === undefined) throw new FatalError('comment-from-artifact runs in a workflow_run workflow: the event has no workflow_run.head_sha.');
  if (!run.fromFork) {
    ports.log.info('bench-gate: the triggering run is not from a fork, so it commented on its pull request itself; nothing to post.');
    return;
  }
  const expected = run.headSha;
  const dir = ports.inputs.artifactPath;
  const prPath = `${dir}/${PR_FILE}`;
  const pr = parseFile(await readFile(ports, prPath, MAX_SMALL_FILE_BYTES), prPath, PullSchema);
  const outcome = await readOutcome(ports, dir);
  if (pr.headSha !== expected) throw new FatalError(`The artifact names head ${pr.headSha}, but the triggering run measured ${expected}; not posting.`);
  if (ports.comments === undefined) throw new FatalError("comment-from-artifact needs 'github-token' with pull-requests: write.");
  const current = await pullHeadSha(ports.comments, pr.number);
  if (current !== expected) {
    ports.log.warning(`bench-gate: PR #${pr.number} has moved to ${current}; the ${outcome.kind === 'report' ? 'report' : 'failure of the run'} for ${expected} is outdated and not posted.`);
    return;
  }
  const suite = pr.suite ?? ports.inputs.suite;
  const marker = pr.marker ?? suite;
  if (outcome.kind === 'failure') {
    await noteFailure(ports, ports.comments, { number: pr.number, headSha: expected, suite, marker, message: outcome.message, ...(run.url === undefined ? {} : { runUrl: run.url }) });
    return;
  }
  const body = renderWithinBudget(outcome.report, { suite, marker }, COMMENT_LIMIT_CHARS).text;
  const author = await commentAuthor(ports.comments, ports.inputs.commentAuthor);
  if ('failed' in author) throw new FatalError(`Could not comment on PR #${pr.number}: ${author.failed}`);
  const posted = await upsertComment(ports.comments, pr.number, body, commentMarker(marker), author.author, commentPermission(ports.inputs.comment, outcome.report));
  if (posted.kind === 'failed') throw new FatalError(`Could not comment on PR #${pr.number}: ${posted.reason}`);
  ports.log.info(`bench-gate: comment ${posted.kind} on PR #${pr.number}${posted.kind === 'skipped' ? `: ${posted.reason}` : ''}`);
}

/**
 * report.json or failure.json, validated. Both at once is refused: the run removes the one before
 * writing the other (fork-artifact.ts), so such an artifact was changed after bench-gate wrote it
 * (or mixes two runs' files), and either reading could post what this commit's run did not say.
 */
async function readOutcome(ports: ActionPorts, dir: string): Promise<Outcome> {
  const reportPath = `${dir}/${REPORT_FILE}`;
  const failurePath = `${dir}/${FAILURE_FILE}`;
  const reportText = await readFile(ports, reportPath, MAX_REPORT_BYTES);
  const failureText = await readFile(ports, failurePath, MAX_SMALL_FILE_BYTES);
  if (reportText !== undefined && failureText !== undefined) {
    throw new FatalError(`The artifact holds both ${reportPath} and ${failurePath}, but a run writes one or the other (its report, or the failure that kept it from having one): it was changed after bench-gate wrote it, or mixes the files of two runs; not posting.`);
  }
  if (failureText !== undefined) return { kind: 'failure', message: parseFile(failureText, failurePath, FailureSchema).message };
  const report = parseFile(reportText, reportPath, ComparisonReportSchema) as ComparisonReport;
  const problem = reportInconsistency(report);
  if (problem !== undefined) throw new FatalError(`${reportPath} contradicts itself: ${problem}. It was changed after bench-gate wrote it; not posting.`);
  return { kind: 'report', report };
}

/**
 * The failure note on the comment an earlier run left, as the run itself writes it on a
 * same-repository PR (failure-report.ts): only an update (updatesAfterFailure: none is created for
 * a failure), under this step's policy, to our own comment (amendComment: marker and author).
 */
async function noteFailure(ports: ActionPorts, api: CommentApi, failed: { number: number; headSha: string; suite: string; marker: string; message: string; runUrl?: string }): Promise<void> {
  const { number, marker, ...run } = failed;
  if (!updatesAfterFailure(ports.inputs.comment)) {
    ports.log.info(`bench-gate: the comment on PR #${number} is left as it is: comment: ${ports.inputs.comment}`);
    return;
  }
  const author = await commentAuthor(api, ports.inputs.commentAuthor);
  if ('failed' in author) throw new FatalError(`Could not note the failure on PR #${number}: ${author.failed}`);
  const note = { ...run, marker: commentMarker(marker) };
  const outcome = await amendComment(api, number, note.marker, author.author, (body) => failureNote(note, body));
  if (outcome.kind === 'failed') throw new FatalError(`Could not note the failure on PR #${number}: ${outcome.reason}`);
  ports.log.info(`bench-gate: comment on PR #${number} ${outcome.kind === 'skipped' ? `left as it is: ${outcome.reason}` : `${outcome.kind} with the failure`}`);
}

/**
 * The PR's current head, retried as every other call is (a 502, a rate limit); a call that still
 * fails is the job's failure with the reason (a 404: the artifact names no PR of this repository),
 * not an internal error.
 */
async function pullHeadSha(api: CommentApi, number: number): Promise<string> {
  try {
    return await withRetry(() => api.pullHeadSha(number), DEFAULT_RETRY, api.onRetry);
  } catch (error) {
    throw new FatalError(`Could not read PR #${number} (named by the artifact's pr.json) to check its head commit: ${describeHttpError(error)}.`);
  }
}

/**
 * A file of the artifact as text, undefined when it is not there. Its size is checked before it is
 * read (a fork could leave gigabytes there, and the read would cost this trusted job its memory), and
 * only a regular file is read: a symbolic link would reach out of the artifact (readArtifactFile).
 */
async function readFile(ports: ActionPorts, where: string, maxBytes: number): Promise<string | undefined> {
  const file = await ports.readArtifactFile(where, maxBytes);
  switch (file.kind) {
    case 'text': return file.text;
    case 'missing': return undefined;
    case 'too-large': throw new FatalError(`${where} is ${file.size === undefined ? `over ${formatSize(maxBytes)}` : formatSize(file.size)}, more than bench-gate ever writes there (${formatSize(maxBytes)}); refusing it unread.`);
    case 'not-a-file': throw new FatalError(`${where} is ${file.what}; bench-gate reads only regular files from the artifact: refusing it.`);
    case 'unreadable': throw new FatalError(`Cannot read ${where}: ${file.reason}.`);
    default: return assertNever(file);
  }
}

function parseFile<T>(text: string | undefined, where: string, schema: z.ZodType<T>): T {
  if (text === undefined) throw new FatalError(`${where} is missing: download the report artifact to '${where.slice(0, where.lastIndexOf('/'))}' first.`);
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new FatalError(`${where} is not valid JSON.`);
  }
  const parsed = schema.safeParse(doc);
  if (!parsed.success) throw new FatalError(`Invalid ${where}:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
