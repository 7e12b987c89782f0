/**
 * Git in a test's scratch repository: a fixed author and committer, so that commits work on a
 * machine with no git identity configured (CI's fresh clone has none).
 */
import { execFileSync } from 'node:child_process';

const IDENTITY = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' };

/** Runs `git ...args` in `cwd` and returns its stdout, trimmed. */
export function gitIn(cwd: string): (...args: string[]) => string {
  return (...args) => execFileSync('git', args, { cwd, env: { ...process.env, ...IDENTITY }, encoding: 'utf8' }).trim();
}
