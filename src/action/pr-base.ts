/**
 * The commit a pull request's run compares with. On a pull_request event actions/checkout checks out
 * the merge commit GitHub made of the PR's head and the base branch's tip (refs/pull/N/merge); its
 * first parent is the base that head tree holds. pull_request.base.sha can be older (it is the
 * base's tip when the PR was opened or last pushed to, and a re-run keeps the payload), and measured
 * against it, every base-branch commit since would count as the PR's change: baseline ab builds
 * this commit, and a cached baseline is restored for it first. The parents are read from the commit
 * object, which a shallow clone (fetch-depth: 1) has even without the parents themselves. Any other
 * head (a checkout of the PR's head commit, or no repository) is compared with pull_request.base.sha.
 */
import type { PullRequestInfo } from '../github/context.js';
import type { RunPorts } from '../run/run-ports.js';

export interface PullRequestBase {
  sha: string;
  /** True when `sha` is the checked-out merge commit's first parent, false for pull_request.base.sha. */
  mergeParent: boolean;
}

/** The base of `pr` as the checkout in `cwd` holds it; `runner` undefined (no processes) gives pull_request.base.sha. */
export async function pullRequestBase(runner: RunPorts | undefined, cwd: string | undefined, pr: PullRequestInfo): Promise<PullRequestBase> {
  const fromEvent = { sha: pr.baseSha, mergeParent: false };
  if (runner === undefined) return fromEvent;
  const commit = await runner.spawn({ argv: ['git', 'cat-file', '-p', 'HEAD'], env: runner.env, ...(cwd === undefined ? {} : { cwd }) });
  if (commit.end.kind !== 'exited' || commit.end.code !== 0) return fromEvent;
  const header = commit.stdout.split('\n\n', 1)[0] ?? '';
  const parents = [...header.matchAll(/^parent ([0-9a-f]{40,64})$/gm)].map((m) => m[1] ?? '');
  const [first, second] = parents;
  // The merge's second parent is the PR's head: a merge commit of anything else (a PR head that
  // merged main itself) says nothing about the base.
  if (parents.length === 2 && first !== undefined && second?.toLowerCase() === pr.headSha.toLowerCase()) return { sha: first, mergeParent: true };
  return fromEvent;
}
