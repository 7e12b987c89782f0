/**
 * The sticky PR comment (sticky-pull-request-comment's pattern, REST): find our comment by its
 * hidden marker AND its author (so nobody can plant a marker we would then edit), update it in
 * place, skip the update when nothing changed, create it only when the policy says so.
 */
export interface IssueComment { id: number; body: string; author: string }

/** The REST calls the comment needs; the action implements it with octokit, tests with a fake. */
export interface CommentApi {
  /** Every comment of the issue, all pages. */
  list(issue: number): Promise<IssueComment[]>;
  create(issue: number, body: string): Promise<number>;
  update(id: number, body: string): Promise<void>;
  /** The PR's current head commit (to check a report artifact belongs to it). */
  pullHeadSha(issue: number): Promise<string>;
}

export type CommentOutcome =
  | { kind: 'created' | 'updated' | 'unchanged'; id: number }
  | { kind: 'skipped'; reason: string }
  | { kind: 'failed'; reason: string };

/** Creates or updates the comment carrying `marker`. `mayCreate` false only updates an existing one. */
export async function upsertComment(api: CommentApi, issue: number, body: string, marker: string, author: string, mayCreate: boolean): Promise<CommentOutcome> {
  try {
    const ours = (await api.list(issue)).filter((c) => c.author === author && c.body.includes(marker));
    const existing = ours[ours.length - 1];
    if (existing !== undefined) {
      if (existing.body.trim() === body.trim()) return { kind: 'unchanged', id: existing.id };
      await api.update(existing.id, body);
      return { kind: 'updated', id: existing.id };
    }
    if (!mayCreate) return { kind: 'skipped', reason: 'nothing to report under the comment policy' };
    return { kind: 'created', id: await api.create(issue, body) };
  } catch (error) {
    return { kind: 'failed', reason: describeHttpError(error) };
  }
}

/** A short, actionable reason for a failed REST call (403 from fork tokens is the common one). */
export function describeHttpError(error: unknown): string {
  const status = (error as { status?: unknown }).status;
  const message = error instanceof Error ? error.message : String(error);
  if (status === 403 || status === 401) return `GitHub refused (${String(status)}: ${message}); the token lacks 'pull-requests: write', or this is a fork PR with a read-only token`;
  return typeof status === 'number' ? `GitHub answered ${status}: ${message}` : message;
}
