/** CommentApi over @actions/github's octokit (REST: issues comments, pulls.get). */
import * as github from '@actions/github';
import { defaults } from '@actions/github/lib/utils';
import { describeHttpError, isLoginRefused, type CommentApi, type IssueComment } from './comment.js';

/** The log line for a retried REST call. */
export function retryLine(error: unknown, waitMs: number): string {
  return `bench-gate: GitHub API call failed (${describeHttpError(error, false)}); retrying in ${(waitMs / 1000).toFixed(1)} s`;
}

/** How long one REST call may take; without it a hung API holds each attempt for undici's 5 minutes. */
export const DEFAULT_API_TIMEOUT_MS = 30_000;

/**
 * @actions/github's fetch (through the runner's proxy, https_proxy and no_proxy), given up after
 * `ms` with "timed out after N s" (octokit turns that into a 500 without a response, retried). The
 * deadline covers the body too, which is read here: octokit reads a body cut off by it as empty,
 * and an empty page of comments would mean no comment of ours, so a second one would be posted.
 */
function fetchWithin(ms: number, base: typeof fetch): typeof fetch {
  return async (input, init) => {
    const timeout = AbortSignal.timeout(ms);
    try {
      const response = await base(input, { ...init, signal: init?.signal == null ? timeout : AbortSignal.any([init.signal, timeout]) });
      const body = [101, 204, 205, 304].includes(response.status) ? null : await response.arrayBuffer();
      const read = new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
      Object.defineProperty(read, 'url', { value: response.url });
      return read;
    } catch (error) {
      if (timeout.aborted) throw new Error(`timed out after ${ms / 1000} s`);
      throw error;
    }
  };
}

/**
 * An installation access token (`ghs_`): the workflow's GITHUB_TOKEN or a GitHub App's. GitHub
 * never tells it who it is (GET /user answers 403), so it is not asked: a /user that is slow or
 * failing would otherwise cost the default token's run its comment (commentAuthor gives up on a
 * lookup that keeps failing, which is right only for a personal access token).
 */
export function isInstallationToken(token: string): boolean {
  return token.startsWith('ghs_');
}

export function octokitComments(token: string, owner: string, repo: string, onRetry?: CommentApi['onRetry'], timeoutMs = DEFAULT_API_TIMEOUT_MS): CommentApi {
  // Replacing request.fetch replaces all of @actions/github's request defaults (a shallow merge),
  // so its proxy-aware fetch is wrapped, not dropped.
  const request = defaults.request ?? {};
  const octokit = github.getOctokit(token, { request: { ...request, fetch: fetchWithin(timeoutMs, (request.fetch as typeof fetch | undefined) ?? fetch) } });
  return {
    onRetry,
    async list(issue) {
      const all = await octokit.paginate(octokit.rest.issues.listComments, { owner, repo, issue_number: issue, per_page: 100 });
      return all.map((c): IssueComment => ({ id: c.id, body: c.body ?? '', author: c.user?.login ?? '' }));
    },
    async create(issue, body) {
      const created = await octokit.rest.issues.createComment({ owner, repo, issue_number: issue, body });
      return created.data.id;
    },
    async update(id, body) {
      await octokit.rest.issues.updateComment({ owner, repo, comment_id: id, body });
    },
    // GITHUB_TOKEN and App tokens would get 403 here: they comment as the default author (or
    // comment-author), and are not asked. Other failures are the caller's to retry or report (isLoginRefused).
    ...(isInstallationToken(token) ? {} : {
      async login(): Promise<string | undefined> {
        try {
          return (await octokit.rest.users.getAuthenticated()).data.login;
        } catch (error) {
          if (isLoginRefused(error)) return undefined;
          throw error;
        }
      },
    }),
    async pullHeadSha(issue) {
      const pull = await octokit.rest.pulls.get({ owner, repo, pull_number: issue });
      return pull.data.head.sha;
    },
  };
}
