/**
 * Writing to the job log (the action's process.stdout and process.stderr) so that a failed write
 * cannot end the step. The log is for reading, never the outcome: the outcome is the step's outputs,
 * summary and exit status. A write can fail (EPIPE when the reader has gone, ENOSPC on a full disk
 * or /dev/full, EIO on a dead terminal); Node then emits 'error' on the stream, and an 'error'
 * event with no listener crashes the process with a stack trace and exit status 1, which reads as
 * "regression found" and loses the verdict. After the first failure a stream is left alone: there
 * is nowhere left to say so, and the rest is dropped rather than written after a gap. The CLI does
 * the same for its stderr (src/cli.ts).
 */

/** Whether a stream has failed a write; one per stream, shared by every writer to it. */
interface LogState { failed: boolean }

const states = new WeakMap<NodeJS.WritableStream, LogState>();

/**
 * Listens for `stream`'s 'error' events (once per stream, however often it is called), so that a
 * failed write by anyone, @actions/core's `core.info` included, is noted instead of crashing.
 */
export function guardLogStream(stream: NodeJS.WritableStream): LogState {
  const known = states.get(stream);
  if (known !== undefined) return known;
  const state: LogState = { failed: false };
  stream.on('error', () => {
    state.failed = true;
  });
  states.set(stream, state);
  return state;
}

/** A writer to `stream` that never throws and drops everything once a write to it has failed. */
export function logWriter(stream: NodeJS.WritableStream): (chunk: string | Uint8Array) => void {
  const state = guardLogStream(stream);
  const note = (error?: Error | null): void => {
    if (error != null) state.failed = true;
  };
  return (chunk) => {
    if (state.failed) return;
    try {
      stream.write(chunk, note);
    } catch {
      state.failed = true; // a stream that throws rather than reports: the same, dropped
    }
  };
}
