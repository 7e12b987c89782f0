/**
 * Retrying GitHub REST calls where that is safe. The octokit that @actions/github builds has no
 * retry or throttling plugin, so a 502 from a busy API, a 429, or a secondary rate limit (403 with
 * `retry-after`, or `x-ratelimit-remaining: 0`) would otherwise cost the PR its comment.
 *
 * Only idempotent calls are retried blindly (GET, PATCH with the same body). A POST that failed
 * may still have created the comment, so `CommentApi.create` is retried through a re-list in
 * comment.ts, never here. Waits are bounded: a rate limit that resets in an hour is reported, not
 * slept through, because the job's report is already in its summary and files.
 */

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  /** The first backoff; doubled on every further attempt. */
  baseDelayMs: number;
  /** The longest single wait; a longer `retry-after` or rate-limit reset is not waited for. */
  maxDelayMs: number;
  sleep: (ms: number) => Promise<void>;
  /** Epoch milliseconds now, for `x-ratelimit-reset`. */
  now: () => number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  attempts: 4,
  baseDelayMs: 1_000,
  maxDelayMs: 20_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
};

interface HttpErrorShape {
  status?: unknown;
  response?: { headers?: Record<string, string | number | undefined> };
}

const header = (error: unknown, name: string): string | undefined => {
  const value = (error as HttpErrorShape).response?.headers?.[name];
  return value === undefined ? undefined : String(value);
};

/** A 429, or a 403 that is a (secondary) rate limit: `retry-after`, or no requests left. */
export function isRateLimited(error: unknown): boolean {
  const status = (error as HttpErrorShape).status;
  return status === 429 || (status === 403 && (header(error, 'retry-after') !== undefined || header(error, 'x-ratelimit-remaining') === '0'));
}

/**
 * How long to wait before trying `error`'s call again (attempt counts from 1), or undefined when
 * the failure is not worth retrying: a client error (404, 422, a plain 403) will not change.
 */
export function retryDelayMs(error: unknown, attempt: number, policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs' | 'now'>): number | undefined {
  const status = (error as HttpErrorShape).status;
  // Not an HTTP call's failure. (octokit gives a request that got no answer, refused, reset or timed
  // out, status 500 without a response, so those are retried below like a 5xx.)
  if (typeof status !== 'number') return undefined;
  const retryAfter = header(error, 'retry-after');
  const remaining = header(error, 'x-ratelimit-remaining');
  const reset = header(error, 'x-ratelimit-reset');
  if (!isRateLimited(error) && status < 500) return undefined;
  let wait = policy.baseDelayMs * 2 ** (attempt - 1);
  if (retryAfter !== undefined && Number.isFinite(Number(retryAfter))) wait = Number(retryAfter) * 1000;
  else if (remaining === '0' && reset !== undefined && Number.isFinite(Number(reset))) wait = Number(reset) * 1000 - policy.now();
  wait = Math.max(0, wait);
  return wait > policy.maxDelayMs ? undefined : wait;
}

/** Runs `call`, retrying per `retryDelayMs` up to `policy.attempts` times; the last error is thrown. */
export async function withRetry<T>(call: () => Promise<T>, policy: RetryPolicy, onRetry?: (error: unknown, waitMs: number) => void): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const wait = attempt < policy.attempts ? retryDelayMs(error, attempt, policy) : undefined;
      if (wait === undefined) throw error;
      onRetry?.(error, wait);
      await policy.sleep(wait);
    }
  }
}
