/**
 * Reading what a benchmark command printed: the joined stdout and stderr (merged-output.ts, or the
 * composite step's `2>&1` capture) first, then stdout alone. A JSON document on stdout beside other
 * text on stderr (Google Benchmark's CPU-scaling warning, a bench binary's log) does not read as a
 * whole, but its stdout does; nothing on stderr is lost by falling back, since the joined text was
 * unusable as a whole, and the command then reads as it did when only stdout was read. The action's
 * first run, its reruns and the CLI's `run` and `ab` all read through here, so one command gives the
 * same results in each.
 */
import { readInput, type InputFormat, type ReadInputOptions } from '../input.js';

export function readCapturedOutput(joined: string, stdout: string | undefined, source: string, format: InputFormat, options: ReadInputOptions): ReturnType<typeof readInput> {
  const parsed = readInput(joined, source, format, options);
  return parsed.ok ? parsed : readStdoutInstead(parsed, joined, stdout, source, format, options);
}

/**
 * After `joined` failed to read (`failed`): stdout alone when it reads, else that failure. For a
 * caller that fetches stdout only then (the action reads its capture file only on this path).
 */
export function readStdoutInstead(failed: ReturnType<typeof readInput>, joined: string, stdout: string | undefined, source: string, format: InputFormat,
  options: ReadInputOptions): ReturnType<typeof readInput> {
  // Equal texts: nothing was printed on stderr, and stdout alone would fail the same way.
  if (stdout === undefined || stdout.trim() === '' || stdout.trim() === joined.trim()) return failed;
  const alone = readInput(stdout, source, format, options);
  return alone.ok ? alone : failed;
}
