/**
 * What a failed write to standard output means, for the dispatcher (cli/run-cli.ts) and for the
 * quick answers the executable gives itself (cli-entry.ts). Imports nothing: the entry loads it.
 *
 * Note: EPIPE (the reader closed the pipe: `bench-gate compare a b | head -5`, `| grep -q`) is the
 * reader's choice, not a failure. The rest of the output is dropped quietly and the exit status
 * stays the command's own, so under `set -o pipefail` a regression still fails (1) and no
 * regression passes (0). Dying as if by SIGPIPE (status 141, as C tools do) would hide the
 * verdict, and 2 would report an input error that did not happen. Every other failure (ENOSPC,
 * EIO, ...) leaves the output incomplete: exit status 2 with stdoutFailureMessage on stderr.
 */

/** True when the reader of standard output has gone (EPIPE): not an error to report. */
export function isReaderGone(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'EPIPE';
}

/** "cannot write to standard output (ENOSPC: ...)..." with the fix; `toFile`: the command's option that writes a file instead. */
export function stdoutFailureMessage(error: unknown, toFile: string | undefined): string {
  const text = error instanceof Error ? error.message : String(error);
  const fix = toFile === undefined ? '' : `, or write to a file with ${toFile} instead`;
  return `cannot write to standard output (${text}): the output is incomplete. Check where standard output goes (a full disk, a closed terminal)${fix}.`;
}
