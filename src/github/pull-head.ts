/**
 * Whether a pull request's head has moved on from the commit a run measured. The PR comment is
 * one per suite and machine, and whatever writes it last is what the PR shows: a re-run of an
 * older commit's run (a re-run keeps its event, so its head commit), or a run that ends after a
 * newer one (no concurrency group), would put that older commit's verdict, or its failure, over
 * the newest commit's. The run's own report still goes to its job summary and check; only the
 * comment is left to the run of the PR's current head, as comment-from-artifact leaves it for a
 * fork's outdated report.
 */
import { DEFAULT_RETRY, withRetry, type RetryPolicy } from './retry.js';
import { describeHttpError, type CommentApi } from './comment.js';
import type { PullRequestInfo } from './context.js';

export type PullHead =
  | { kind: 'current' }
  /** GitHub names another head commit: `head`. */
  | { kind: 'moved'; head: string }
  /** The lookup failed (after retries), or its answer lags this run's push: `reason`. The caller goes on as if the head were current. */
  | { kind: 'unknown'; reason: string };

/**
 * Asks GitHub for PR `pr.number`'s head and compares it with `pr.headSha`, the commit measured (case
 * aside). An answer that is no commit id says nothing, so it is `current`, not `moved`: only a head
 * GitHub names moves the comment out of this run's hands. Nor does a head that is the one this
 * run's push replaced (`pr.previousHeadSha`): GitHub's answer then lags the push this run measures,
 * so this run is of the newest commit, and leaving the comment to "the newest run" would leave it
 * to no run at all.
 */
export async function pullHead(api: CommentApi, pr: Pick<PullRequestInfo, 'number' | 'headSha' | 'previousHeadSha'>, retry: RetryPolicy = DEFAULT_RETRY): Promise<PullHead> {
  let head: string;
  try {
    head = await withRetry(() => api.pullHeadSha(pr.number), retry, api.onRetry);
  } catch (error) {
    return { kind: 'unknown', reason: describeHttpError(error) };
  }
  const same = (a: string, b: string | undefined): boolean => b !== undefined && a.toLowerCase() === b.toLowerCase();
  if (!/^[0-9a-f]{40,64}$/i.test(head) || same(head, pr.headSha)) return { kind: 'current' };
  if (same(head, pr.previousHeadSha)) return { kind: 'unknown', reason: `GitHub still names ${head.slice(0, 12)}, the head this run's push replaced: its answer lags that push` };
  return { kind: 'moved', head };
}

/** The note for a run whose PR moved on: what it measured, what the PR's head is now, and where its report is. */
export function movedOnNote(number: number, measured: string, head: string, what: 'report' | 'failure'): string {
  const thing = what === 'report' ? 'report' : 'failure';
  return `PR #${number} has moved on to ${head.slice(0, 12)}; this run measured ${measured.slice(0, 12)} (a re-run of an earlier commit's run, or one that ended after a newer run), so its ${thing} is not put on the PR comment, which stays with the newest commit's run`;
}
