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

/**
 * The tail of what the command printed, indented, with a heading: the stderr tail, or stdout's when
 * stderr is empty. `joined` (both streams in the order they arrived, merged-output.ts) is taken
 * instead when both streams printed: the cause is often on stdout behind a wrapper's last word on
 * stderr (cargo bench prints a libtest panic on stdout, then only "error: bench failed" on stderr),
 * and a stderr-only tail would hide it.
 */
export function outputTail(outcome: Pick<SpawnOutcome, 'stdout' | 'stderr'>, joined?: string): string {
  const fromStderr = lastLines(outcome.stderr);
  const fromStdout = lastLines(outcome.stdout);
  const both = joined !== undefined && fromStderr.length > 0 && fromStdout.length > 0;
  const lines = both ? lastLines(joined) : fromStderr.length > 0 ? fromStderr : fromStdout;
  if (lines.length === 0) return ' It printed nothing.';
  const which = both ? 'output (stdout and stderr)' : fromStderr.length > 0 ? 'stderr' : 'output (its stderr was empty)';
  const heading = lines.length === 1 ? `The last line of its ${which}:` : `The last ${lines.length} lines of its ${which}:`;
  return `\n${heading}\n${lines.map((l) => `    ${l}`).join('\n')}`;
}

/**
 * Why a finished process counts as failed, or undefined when it exited 0. `what` names the
 * command and the run: "`./bench.sh` (run 3/5)"; `joined` is its output as outputTail takes it.
 */
export function describeFailure(what: string, outcome: SpawnOutcome, timeoutText: string | undefined, joined?: string): string | undefined {
  const after = `after ${formatElapsed(outcome.durationSeconds)}`;
  const end = outcome.end;
  switch (end.kind) {
    case 'exited':
      return end.code === 0 ? undefined : `${what} failed with exit code ${end.code} ${after}.${outputTail(outcome, joined)}`;
    case 'signalled':
      return `${what} was killed by ${end.signal} ${after}.${outputTail(outcome, joined)}`;
    case 'timed-out':
      return `${what} ran longer than --timeout ${timeoutText ?? ''} and was stopped. Raise --timeout if it needs longer.${outputTail(outcome, joined)}`;
    case 'not-started':
      return `${what} could not be started: ${end.message}. Check that the program exists and is executable (relative paths start at the working directory), or pass the command as one string to run it through bash.`;
  }
}
