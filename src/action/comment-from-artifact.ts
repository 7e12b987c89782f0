/**
 * `command: comment-from-artifact`, for a `workflow_run` workflow that posts the report of a fork
 * PR's run (the fork run's token cannot comment). Whether the triggering run was a fork's is read
 * from the event payload, never from the artifact: for a same-repository run it does nothing, as
 * that run commented itself (with its notes and its comment policy). The artifact is untrusted
 * data: report.json is validated with zod and re-rendered with our escaping (its comment.md is
 * ignored), and the PR number it names must have the head commit the triggering run measured.
 * The comment policy is this step's own `comment` input (the fork run's is not trusted either).
 */
import { z } from 'zod';
import { commentAuthor, describeHttpError, upsertComment, type CommentApi } from '../github/comment.js';
import { DEFAULT_RETRY, withRetry } from '../github/retry.js';
import { commentPermission } from '../github/comment-permission.js';
import { renderWithinBudget, COMMENT_LIMIT_CHARS } from '../report/budget.js';
import { commentMarker } from '../report/markdown.js';
import { ComparisonReportSchema } from '../schema/report.js';
import { reportInconsistency } from '../compare/report-consistency.js';
import type { ComparisonReport } from '../compare/types.js';
import { FatalError } from './fatal-error.js';
import type { ActionPorts } from './ports.js';

const PullSchema = z.object({ number: z.number().int().positive(), headSha: z.string().regex(/^[0-9a-f]{7,64}$/), suite: z.string().max(200).optional(), marker: z.string().max(300).optional() });
const MAX_REPORT_BYTES = 50 * 1024 * 1024;

export async function commentFromArtifact(ports: ActionPorts): Promise<void> {
  const run = ports.context.workflowRun;
  if (run === undefined) throw new FatalError('comment-from-artifact runs in a workflow_run workflow: the event has no workflow_run.head_sha.');
  if (!run.fromFork) {
    ports.log.info('bench-gate: the triggering run is not from a fork, so it commented on its pull request itself; nothing to post.');
    return;
  }
  const expected = run.headSha;
  const dir = ports.inputs.artifactPath;
  const pr = parseFile(await ports.readText(`${dir}/pr.json`), `${dir}/pr.json`, PullSchema);
  const report = parseFile(await ports.readText(`${dir}/report.json`), `${dir}/report.json`, ComparisonReportSchema) as ComparisonReport;
  const problem = reportInconsistency(report);
  if (problem !== undefined) throw new FatalError(`${dir}/report.json contradicts itself: ${problem}. It was changed after bench-gate wrote it; not posting.`);
  if (pr.headSha !== expected) throw new FatalError(`The artifact names head ${pr.headSha}, but the triggering run measured ${expected}; not posting.`);
  if (ports.comments === undefined) throw new FatalError("comment-from-artifact needs 'github-token' with pull-requests: write.");
  const current = await pullHeadSha(ports.comments, pr.number);
  if (current !== expected) {
    ports.log.warning(`bench-gate: PR #${pr.number} has moved to ${current}; the report for ${expected} is outdated and not posted.`);
    return;
  }
  const suite = pr.suite ?? ports.inputs.suite;
  const marker = pr.marker ?? suite;
  const body = renderWithinBudget(report, { suite, marker }, COMMENT_LIMIT_CHARS).text;
  const author = await commentAuthor(ports.comments, ports.inputs.commentAuthor);
  if ('failed' in author) throw new FatalError(`Could not comment on PR #${pr.number}: ${author.failed}`);
  const outcome = await upsertComment(ports.comments, pr.number, body, commentMarker(marker), author.author, commentPermission(ports.inputs.comment, report));
  if (outcome.kind === 'failed') throw new FatalError(`Could not comment on PR #${pr.number}: ${outcome.reason}`);
  ports.log.info(`bench-gate: comment ${outcome.kind} on PR #${pr.number}${outcome.kind === 'skipped' ? `: ${outcome.reason}` : ''}`);
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

function parseFile<T>(text: string | undefined, where: string, schema: z.ZodType<T>): T {
  if (text === undefined) throw new FatalError(`${where} is missing: download the report artifact to '${where.slice(0, where.lastIndexOf('/'))}' first.`);
  if (text.length > MAX_REPORT_BYTES) throw new FatalError(`${where} is larger than ${MAX_REPORT_BYTES} bytes; refusing it.`);
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
