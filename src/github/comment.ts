/**
 * The sticky PR comment (sticky-pull-request-comment's pattern, REST): find our comment by its
 * hidden marker (at its start) AND its author (so nobody can plant a marker we would then edit), update it in
 * place, skip the update when nothing changed, create it only when the policy says so. amendComment
 * rewrites an existing one from its own text (the note of a run that failed) and never creates one.
 */
import type { CommentPermission } from './comment-permission.js';
import { DEFAULT_RETRY, isRateLimited, retryDelayMs, withRetry, type RetryPolicy } from './retry.js';

export interface IssueComment { id: number; body: string; author: string }

/** The REST calls the comment needs; the action implements it with octokit, tests with a fake. */
export interface CommentApi {
  /** Every comment of the issue, all pages. */
  list(issue: number): Promise<IssueComment[]>;
  create(issue: number, body: string): Promise<number>;
  update(id: number, body: string): Promise<void>;
  /** The PR's current head commit (to check a report artifact belongs to it). */
  pullHeadSha(issue: number): Promise<string>;
  /**
   * The token's own login when GitHub tells it (a personal access token); undefined when it does
   * not (the workflow's GITHUB_TOKEN and App installation tokens may not ask who they are). Any
   * other failure (no answer, a 5xx, a rate limit) is thrown: it says nothing about the token.
   */
  login?(): Promise<string | undefined>;
  /** Told about every retried call (the action logs it), unless upsertComment is given its own. */
  onRetry?: (error: unknown, waitMs: number) => void;
}

/** Who the workflow's own GITHUB_TOKEN comments as. */
export const DEFAULT_COMMENT_AUTHOR = 'github-actions[bot]';

/**
 * Whose comments are ours: the configured login, else the token's own (a PAT's user), else the
 * workflow token's bot. Without this, a PAT's comment would never be found again and every run
 * would add one more. A lookup that keeps failing after retries is a failure, not the bot: taking
 * the bot for a PAT's user would miss the PAT's earlier comment and post a second one.
 */
export async function commentAuthor(api: CommentApi, configured: string | undefined,
  retry: RetryPolicy = DEFAULT_RETRY): Promise<{ author: string } | { failed: string }> {
  if (configured !== undefined) return { author: configured };
  if (api.login === undefined) return { author: DEFAULT_COMMENT_AUTHOR };
  try {
    return { author: (await withRetry(async () => api.login?.(), retry, api.onRetry)) ?? DEFAULT_COMMENT_AUTHOR };
  } catch (error) {
    return { failed: `${describeHttpError(error)}, when asked whose token this is (which finds the earlier comment); set comment-author to the token's login to skip this lookup` };
  }
}

/**
 * True when GitHub's answer to "who is this token" means the token may not ask (GITHUB_TOKEN and
 * App tokens: 403; 401, 404), not that the call failed for now (no answer, a 5xx, a rate limit).
 */
export function isLoginRefused(error: unknown): boolean {
  const status = (error as { status?: unknown }).status;
  return status === 401 || status === 404 || (status === 403 && !isRateLimited(error));
}

export type CommentOutcome =
  | { kind: 'created' | 'updated' | 'unchanged'; id: number }
  | { kind: 'skipped'; reason: string }
  | { kind: 'failed'; reason: string };

/**
 * Creates or updates the comment carrying `marker`, as far as `permission` allows (commentPermission
 * in comment-permission.ts); with neither allowed it makes no call at all. Transient failures (5xx,
 * rate limits) are retried per `retry`; a create is retried only after a fresh listing shows the
 * failed POST did not land after all, so a flaky API never leaves two comments.
 */
export async function upsertComment(api: CommentApi, issue: number, body: string, marker: string, author: string, permission: CommentPermission,
  retry: RetryPolicy = DEFAULT_RETRY, onRetry = api.onRetry): Promise<CommentOutcome> {
  const listOurs = (): Promise<IssueComment[]> => listOurComments(api, issue, marker, author, retry, onRetry);
  const findOurs = async (): Promise<IssueComment | undefined> => (await listOurs()).at(-1);
  if (!permission.mayCreate && !permission.mayUpdate) return { kind: 'skipped', reason: 'the comment policy allows no comment' };
  try {
    const ours = await listOurs();
    const existing = ours.at(-1);
    if (existing !== undefined) {
      if (!permission.mayUpdate) return existing.body.trim() === body.trim() ? { kind: 'unchanged', id: existing.id } : { kind: 'skipped', reason: 'the comment policy allows no update' };
      await retireOlder(api, ours.slice(0, -1), retry, onRetry);
      if (existing.body.trim() === body.trim()) return { kind: 'unchanged', id: existing.id };
      await withRetry(() => api.update(existing.id, body), retry, onRetry);
      return { kind: 'updated', id: existing.id };
    }
    if (!permission.mayCreate) return { kind: 'skipped', reason: 'nothing to report under the comment policy' };
    for (let attempt = 1; ; attempt++) {
      try {
        return { kind: 'created', id: await api.create(issue, body) };
      } catch (error) {
        const wait = attempt < retry.attempts ? retryDelayMs(error, attempt, retry) : undefined;
        if (wait === undefined) throw error;
        onRetry?.(error, wait);
        await retry.sleep(wait);
        const landed = await findOurs();
        if (landed !== undefined) return { kind: 'created', id: landed.id };
      }
    }
  } catch (error) {
    return { kind: 'failed', reason: describeHttpError(error) };
  }
}

/**
 * Our copies of the comment carrying `marker`, oldest first. Ours are whole copies: every body we
 * post starts with the marker. A comment of the same author that only holds it (another workflow's
 * summary quoting ours, another suite's report naming a benchmark after this marker) is someone
 * else's text: it must be neither updated nor retired.
 */
async function listOurComments(api: CommentApi, issue: number, marker: string, author: string, retry: RetryPolicy, onRetry: CommentApi['onRetry']): Promise<IssueComment[]> {
  return (await withRetry(() => api.list(issue), retry, onRetry)).filter((c) => c.author === author && c.body.trimStart().startsWith(marker));
}

/**
 * Rewrites the newest comment carrying `marker` as `amend` makes it from its current body, and
 * retires older copies as upsertComment does; creates none (`skipped` when there is no comment).
 * Failed calls are retried per `retry`, and a call that still fails is `failed`, never thrown.
 */
export async function amendComment(api: CommentApi, issue: number, marker: string, author: string, amend: (body: string) => string,
  retry: RetryPolicy = DEFAULT_RETRY, onRetry = api.onRetry): Promise<CommentOutcome> {
  try {
    const ours = await listOurComments(api, issue, marker, author, retry, onRetry);
    const existing = ours.at(-1);
    if (existing === undefined) return { kind: 'skipped', reason: 'no comment to update' };
    await retireOlder(api, ours.slice(0, -1), retry, onRetry);
    const body = amend(existing.body);
    if (existing.body.trim() === body.trim()) return { kind: 'unchanged', id: existing.id };
    await withRetry(() => api.update(existing.id, body), retry, onRetry);
    return { kind: 'updated', id: existing.id };
  } catch (error) {
    return { kind: 'failed', reason: describeHttpError(error) };
  }
}

/**
 * What an older copy of our comment is edited to, without the marker so that it is ours no more:
 * two runs that found no comment at once (no concurrency group) each post one, and the older one
 * would keep showing its out-of-date verdict while only the newest is kept up to date.
 */
export const RETIRED_COMMENT = '<sub>bench-gate: this report is out of date; the current one is in the newest bench-gate comment.</sub>';

/** Edits each older copy of our comment to RETIRED_COMMENT; a copy that cannot be edited is left (the newest is what matters). */
async function retireOlder(api: CommentApi, older: readonly IssueComment[], retry: RetryPolicy, onRetry: CommentApi['onRetry']): Promise<void> {
  for (const comment of older) {
    try {
      await withRetry(() => api.update(comment.id, RETIRED_COMMENT), retry, onRetry);
    } catch {
      // Best effort: the next run tries again, as the copy still carries the marker.
    }
  }
}

/**
 * A short, actionable reason for a failed REST call (403 from fork tokens is the common one);
 * `final`: the call is given up (retried where that was worth it), not about to be retried.
 */
export function describeHttpError(error: unknown, final = true): string {
  const status = (error as { status?: unknown }).status;
  const message = error instanceof Error ? error.message : String(error);
  const retried = final ? ', also after retrying' : '';
  // octokit gives a request that got no answer (refused, reset, timed out) status 500 and no response.
  if (status === 500 && (error as { response?: unknown }).response === undefined) return `GitHub did not answer (${message})${retried}`;
  if (status === 401) return `GitHub refused the token (401: ${message}); check the github-token input`;
  const rateLimit = (code: number): string => (final ? `GitHub's rate limit was hit and did not reset in time (${code}: ${message}); the report is in the job summary` : `GitHub's rate limit was hit (${code}: ${message})`);
  if (status === 403 && /rate limit/i.test(message)) return rateLimit(403);
  if (status === 403) return `GitHub refused (403: ${message}); the token lacks 'pull-requests: write', or this is a fork PR with a read-only token`;
  if (status === 404) return `GitHub answered 404 (${message}); the pull request or the comment no longer exists, or the token cannot see the repository`;
  if (status === 422) return `GitHub rejected the comment (422: ${message}); it may be too long or the pull request locked`;
  if (status === 429) return rateLimit(429);
  return typeof status === 'number' ? `GitHub answered ${status} (${message})${retried}` : message;
}
