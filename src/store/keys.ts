/**
 * Cache keys for baselines (ACTIONS.md §4.4, §6.2):
 *   bench-gate/v1/<os>-<arch>/<fingerprint12>/<suite>/<sha>-<run_id>-<attempt>
 * Unique per save, because cache entries are immutable (a fixed key would freeze the baseline).
 * A PR restores with the prefix `.../<suite>/<base-sha>-` (its base commit's newest baseline) and
 * falls back to `.../<suite>/` (the newest baseline of any commit); the matched key says which.
 */
export const BASELINE_KEY_VERSION = 'v1';
/** Keys may be at most 512 characters and contain no comma (@actions/cache ValidationError). */
const MAX_KEY_LENGTH = 512;

/** Makes a free-text value safe as one key segment. */
export function keySegment(value: string, max = 64): string {
  const cleaned = value.replaceAll(/[^A-Za-z0-9._-]+/g, '_').replaceAll(/^_+|_+$/g, '');
  return (cleaned === '' ? '_' : cleaned).slice(0, max);
}

export interface KeyScope {
  os: string;
  arch: string;
  /** First 12 hex digits of the machine fingerprint's hash. */
  fingerprint: string;
  suite: string;
}

/** The prefix every baseline of this machine class and suite shares. */
export function keyPrefix(scope: KeyScope): string {
  return `bench-gate/${BASELINE_KEY_VERSION}/${keySegment(scope.os)}-${keySegment(scope.arch)}/${keySegment(scope.fingerprint, 16)}/${keySegment(scope.suite)}/`;
}

/** The unique key one save uses. */
export function saveKey(scope: KeyScope, sha: string, runId: string, attempt: string): string {
  return `${keyPrefix(scope)}${keySegment(sha, 40)}-${keySegment(runId, 20)}-${keySegment(attempt, 6)}`.slice(0, MAX_KEY_LENGTH);
}

/**
 * What a restore asks for: the base commits' baselines in the order given (the PR's base, then
 * another spelling of it, e.g. the event's pull_request.base.sha when the merge commit's parent
 * has none yet), then the newest of any commit.
 */
export function restoreKeys(scope: KeyScope, baseShas: readonly string[]): { primary: string; fallbacks: string[] } {
  const prefix = keyPrefix(scope);
  const commits = [...new Set(baseShas.map((sha) => `${prefix}${keySegment(sha, 40)}-`))];
  const [primary, ...others] = commits;
  return primary === undefined ? { primary: prefix, fallbacks: [] } : { primary, fallbacks: [...others, prefix] };
}

/** The commit a key was saved for, or undefined. */
export function commitOfKey(key: string): string | undefined {
  const last = key.slice(key.lastIndexOf('/') + 1);
  const sha = last.split('-')[0];
  return sha === undefined || sha === '' ? undefined : sha;
}

/**
 * The prefixes still worth a restore after the entry `key` could not be used: those after the one
 * it was found under. The cache answers with the newest entry under the first prefix that has any,
 * so that prefix is the first one `key` starts with; nothing older under it can be asked for.
 * Empty when `key` matches none of them.
 */
export function prefixesAfter(key: string, prefixes: readonly string[]): string[] {
  const found = prefixes.findIndex((prefix) => key.startsWith(prefix));
  return found === -1 ? [] : prefixes.slice(found + 1);
}

/**
 * The prefix of the entries saved for commit `sha`: by run `runId` (every attempt of it) when it is
 * given, else by any run.
 */
export function commitPrefix(scope: KeyScope, sha: string, runId?: string): string {
  return `${keyPrefix(scope)}${keySegment(sha, 40)}-${runId === undefined ? '' : `${keySegment(runId, 20)}-`}`;
}

/** The run id a key was saved by (`<sha>-<run_id>-<attempt>`), or undefined when it has none in digits. */
export function runOfKey(key: string): string | undefined {
  const last = key.slice(key.lastIndexOf('/') + 1);
  return /^[^-]*-(\d+)-\d+$/.exec(last)?.[1];
}

/** The attempt of its run a key was saved by (`<sha>-<run_id>-<attempt>`), or undefined when it has none in digits. */
export function attemptOfKey(key: string): string | undefined {
  const last = key.slice(key.lastIndexOf('/') + 1);
  return /^[^-]*-\d+-(\d+)$/.exec(last)?.[1];
}
