/**
 * Messages for a command that did not succeed: what happened (exit code, signal, timeout), on
 * which run, and the end of what it printed to stderr, so the cause is in the message itself.
 */
import { formatElapsed } from './progress.js';
import type { SpawnOutcome } from './run-ports.js';

export const TAIL_LINES = 20;

/** The last `count` non-empty-at-the-end lines of `text`. */
export function lastLines(text: string, count = TAIL_LINES): string[] {
  const lines = text.replace(/\s+$/, '').split(/\r\n|\n|\r/);
  return lines.length === 1 && lines[0] === '' ? [] : lines.slice(-count);
}

/** The stderr tail (or stdout's, when stderr is empty), indented, with a heading; '' when both are empty. */
export function outputTail(outcome: Pick<SpawnOutcome, 'stdout' | 'stderr'>): string {
  const fromStderr = lastLines(outcome.stderr);
  const lines = fromStderr.length > 0 ? fromStderr : lastLines(outcome.stdout);
  if (lines.length === 0) return ' It printed nothing.';
  const which = fromStderr.length > 0 ? 'stderr' : 'output (its stderr was empty)';
  const heading = lines.length === 1 ? `The last line of its ${which}:` : `The last ${lines.length} lines of its ${which}:`;
  return `\n${heading}\n${lines.map((l) => `    ${l}`).join('\n')}`;
}

/**
 * Why a finished process counts as failed, or undefined when it exited 0. `what` names the
 * command and the run: "`./bench.sh` (run 3/5)".
 */
export function describeFailure(what: string, outcome: SpawnOutcome, timeoutText: string | undefined): string | undefined {
  const after = `after ${formatElapsed(outcome.durationSeconds)}`;
  const end = outcome.end;
  switch (end.kind) {
    case 'exited':
      return end.code === 0 ? undefined : `${what} failed with exit code ${end.code} ${after}.${outputTail(outcome)}`;
    case 'signalled':
      return `${what} was killed by ${end.signal} ${after}.${outputTail(outcome)}`;
    case 'timed-out':
      return `${what} ran longer than --timeout ${timeoutText ?? ''} and was stopped. Raise --timeout if it needs longer.${outputTail(outcome)}`;
    case 'not-started':
      return `${what} could not be started: ${end.message}. Check that the program exists and is executable (relative paths start at the working directory), or pass the command as one string to run it through bash.`;
  }
}
