/**
 * A command's stdout and stderr joined into the one text bench-gate parses, as the action's own run
 * step captures them (`2>&1 | tee` in action.yml): every run bench-gate makes itself (`run`, `ab`,
 * confirm on rerun, the action's A/B rounds) reads what the first run of the action reads, so a tool
 * that prints its results on stderr gives the same results everywhere. Lines that are not results
 * (progress, logs, cargo's status lines) are skipped by the text parsers as unrecognized lines.
 *
 * Note: the exact order of the writes needs both streams on one pipe, as `2>&1` gives. Node's spawn
 * gives the child two pipes, and when both hold data the order in which their reads complete is not
 * the order of the writes. Joining them in a shell (`exec "$@" 2>&1`) was rejected: a command run
 * directly (`run -- ./bench`) would lose its "could not be started" report, and the message for a
 * failing run the separate stderr tail it shows. So the streams are joined here, in the order
 * their output arrives (the order of the writes unless both streams write at nearly the same time),
 * a whole line at a time: a line joins the text when its newline arrives, so one stream's output
 * never lands inside a line of the other (Go prints a benchmark's name before running it and its
 * numbers after; a log line on stderr in between splits that result line under `2>&1`, not here).
 */

import { MAX_INPUT_BYTES } from '../io/decode.js';

export type OutputStream = 'stdout' | 'stderr';

/** Collects the chunks of both streams (decoded text, in arrival order); `text()` gives the joined output. */
export class MergedOutput {
  private joined = '';
  private readonly partial: Record<OutputStream, string> = { stdout: '', stderr: '' };
  private size = 0;
  /**
   * True once the output passed `maxChars`: it is then dropped, not kept. Without a cap, a command
   * that logs gigabytes on stderr would grow one string past V8's limit, which throws inside the
   * stream's handler and ends the process with exit 1, the status that means "regression".
   */
  overflowed = false;

  constructor(private readonly maxChars = MAX_INPUT_BYTES) {}

  /** Adds a chunk: the complete lines it ends join the text now, its unfinished last line waits for its end. */
  add(stream: OutputStream, chunk: string): void {
    if (this.overflowed) return;
    this.size += chunk.length;
    if (this.size > this.maxChars) {
      this.overflowed = true;
      this.joined = '';
      this.partial.stdout = '';
      this.partial.stderr = '';
      return;
    }
    // Only the new chunk is searched: a long line without a newline (a progress bar redrawn with \r)
    // would make searching the whole unfinished line quadratic.
    const end = chunk.lastIndexOf('\n') + 1;
    if (end === 0) {
      this.partial[stream] += chunk;
      return;
    }
    this.joined += this.partial[stream] + chunk.slice(0, end);
    this.partial[stream] = chunk.slice(end);
  }

  /** The joined output: the complete lines in arrival order, then each stream's unfinished last line, stdout's first. */
  text(): string {
    const { stdout, stderr } = this.partial;
    if (stdout === '' || stderr === '') return this.joined + stdout + stderr;
    return `${this.joined}${stdout}\n${stderr}`;
  }
}
