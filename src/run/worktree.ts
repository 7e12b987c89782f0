/**
 * A git worktree of the base commit in a temporary directory, for `ab --base-ref` (and the
 * action's `baseline: ab`): base and head are built and run side by side in one job. The worktree
 * is removed when the body ends, also when it throws.
 */
import { join } from 'node:path';
import { outputTail } from './failure.js';
import { RunError } from './run-error.js';
import type { RunPorts, SpawnOutcome } from './run-ports.js';

export interface Worktree {
  /** The worktree's root (a temp directory). */
  root: string;
  /** Where to run commands: the root plus the subdirectory the user is in (`git rev-parse --show-prefix`). */
  cwd: string;
  /** The full SHA checked out. */
  commit: string;
}

type GitPorts = Pick<RunPorts, 'spawn' | 'env' | 'makeTempDir' | 'removePath' | 'stderr'>;

export interface WorktreeOptions {
  /** The directory that stands for the head tree (default: the current one). */
  cwd?: string;
  /** Try `git fetch --depth=1 origin REF` when REF is not in the clone (a shallow Actions checkout). */
  fetch?: boolean;
  /** How messages name the base: `--base-ref 'main'` (default), "the pull request's base commit abc". */
  what?: string;
  /** How messages name the build command: `--build` (default), "input 'build'". */
  option?: string;
  /** What to suggest outside a repository. */
  outsideHint?: string;
  /** What to suggest when the base is not a commit of the clone (default: the CLI's, fetch it or give a SHA). */
  missingHint?: string;
  /** What to suggest when the base lacks the subdirectory `dir` head runs in (default: the CLI's --cmd advice). */
  subdirectoryHint?: (dir: string) => string;
}

async function git(ports: GitPorts, args: string[], cwd?: string): Promise<SpawnOutcome & { ok: boolean }> {
  const outcome = await ports.spawn({ argv: ['git', ...args], env: ports.env, ...(cwd === undefined ? {} : { cwd }) });
  return { ...outcome, ok: outcome.end.kind === 'exited' && outcome.end.code === 0 };
}

function gitSays(outcome: SpawnOutcome): string {
  if (outcome.end.kind === 'not-started') return ` (git could not be started: ${outcome.end.message})`;
  const text = outcome.stderr.trim().split('\n').slice(-3).join(' ');
  return text === '' ? '' : ` (git: ${text})`;
}

/**
 * Why a fetch failed: its first fatal or error lines (the cause; what follows is "Could not read from
 * remote repository" and advice on access rights), else what gitSays gives.
 */
function fetchSays(outcome: SpawnOutcome): string {
  const errors = outcome.stderr.split('\n').map((line) => line.trim()).filter((line) => /^(fatal|error):/.test(line));
  return errors.length === 0 ? gitSays(outcome) : ` (git: ${errors.slice(0, 2).join(' ')})`;
}

/** Checks out `ref` in a new worktree, runs `body` with it, and removes the worktree afterwards. */
export async function withWorktree<T>(ports: GitPorts, ref: string, body: (tree: Worktree) => Promise<T>, options: WorktreeOptions = {}): Promise<T> {
  const here = options.cwd;
  const what = options.what ?? `--base-ref '${ref}'`;
  const top = await git(ports, ['rev-parse', '--show-toplevel'], here);
  if (!top.ok) throw new RunError(`${what} needs a git repository, and ${here ?? 'the current directory'} is not in one${gitSays(top)}. ${options.outsideHint ?? 'Run bench-gate from your repository, or compare two commands with --base-cmd and --head-cmd.'}`);
  const prefix = (await git(ports, ['rev-parse', '--show-prefix'], here)).stdout.trim();
  let resolved = await git(ports, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], here);
  // Why the fetch failed (no network, no credentials, no such commit on origin) is the reason to give.
  let fetchFailure = '';
  if (!resolved.ok && options.fetch === true) {
    ports.stderr(`bench-gate: ${ref} is not in this clone; fetching it from origin\n`);
    const fetched = await git(ports, ['fetch', '--no-tags', '--depth=1', 'origin', ref], here);
    if (!fetched.ok) fetchFailure = `, and fetching it from origin failed${fetchSays(fetched)}`;
    resolved = await git(ports, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], here);
  }
  const commit = resolved.stdout.trim();
  if (!resolved.ok || commit === '') throw new RunError(`${what} is not a commit in this repository${gitSays(resolved)}${fetchFailure}. ${options.missingHint ?? 'Fetch it first (in Actions: actions/checkout with fetch-depth: 0), or give a SHA.'}`);
  // The base runs in the same subdirectory as head; spawning in a directory the base lacks would fail
  // as "spawn bash ENOENT", which names neither the directory nor the cause.
  if (prefix !== '') {
    const dir = prefix.replace(/\/+$/, '');
    const kind = await git(ports, ['cat-file', '-t', `${commit}:${dir}`], here);
    const hint = options.subdirectoryHint?.(dir) ?? `Run bench-gate from a directory both commits have (the repository root), and cd in the commands (e.g. --cmd 'cd ${dir} && ...').`;
    // `what` may name the commit already ("the pull request's base commit (abc...)").
    const named = what.includes(commit.slice(0, 12)) ? what : `${what} (${commit.slice(0, 12)})`;
    if (kind.stdout.trim() !== 'tree') throw new RunError(`${named} has no directory ${dir}, where bench-gate runs (added since?), so the base cannot build or run there. ${hint}`);
  }
  const root = await ports.makeTempDir('bench-gate-base-');
  const added = await git(ports, ['worktree', 'add', '--detach', root, commit], top.stdout.trim());
  if (!added.ok) {
    await ports.removePath(root);
    throw new RunError(`could not create a worktree of ${ref} (${commit.slice(0, 12)}) in ${root}${gitSays(added)}.`);
  }
  ports.stderr(`bench-gate: base ${ref === commit ? commit.slice(0, 12) : `${ref} (${commit.slice(0, 12)})`} checked out in ${root}\n`);
  try {
    return await body({ root, cwd: prefix === '' ? root : join(root, prefix), commit });
  } finally {
    const removed = await git(ports, ['worktree', 'remove', '--force', root], top.stdout.trim());
    await ports.removePath(root);
    if (!removed.ok) {
      await git(ports, ['worktree', 'prune'], top.stdout.trim());
      ports.stderr(`bench-gate: warning: git worktree remove ${root} failed${gitSays(removed)}; the directory was deleted and the worktree pruned.\n`);
    }
  }
}

/** Runs the --build command in one tree, output streamed live; throws RunError with the tail on failure. */
export async function buildTree(ports: RunPorts, argv: readonly string[], where: string, cwd: string | undefined, option = '--build'): Promise<void> {
  ports.stderr(`bench-gate: building ${where}\n`);
  const forward = (text: string): void => ports.stderr(text);
  const outcome = await ports.spawn({ argv, env: ports.env, onStdout: forward, onStderr: forward, ...(cwd === undefined ? {} : { cwd }) });
  if (outcome.end.kind === 'exited' && outcome.end.code === 0) return;
  const how = outcome.end.kind === 'exited' ? `exit code ${outcome.end.code}` : outcome.end.kind === 'signalled' ? `killed by ${outcome.end.signal}` : outcome.end.kind === 'not-started' ? `could not start: ${outcome.end.message}` : 'timed out';
  throw new RunError(`${option} failed in ${where} (${how}).${outputTail(outcome)}`);
}
