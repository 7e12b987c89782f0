/**
 * A Rust panic's text, for a failed benchmark's message: the `thread '...' panicked at file:line:`
 * line and the payload after it, without the backtrace (libtest's `---- name stdout ----` block,
 * libtest JSON's `stdout` field, and what divan leaves on stderr when a benchmark panics).
 */
import { excerpt } from './types.js';

/** Rust 1.73+: `thread 'main' (19306) panicked at src/x.rs:3:5:`; older: `thread 'main' panicked at 'msg', src/x.rs:3:5`. */
export const PANIC_LINE = /^thread '[^']*'(?: \(\d+\))? panicked at /;

const PANIC_END = /^(?:stack backtrace:|note: |\s+\d+: |failures:$|---- )/;

/** The panic text in `lines` (blank lines skipped, backtrace and later lines dropped), shortened. */
export function panicMessage(lines: readonly string[]): string {
  const kept: string[] = [];
  for (const line of lines) {
    if (PANIC_END.test(line)) break;
    if (line.trim() !== '') kept.push(line.trim());
  }
  return excerpt(kept.join('\n'), 500);
}
