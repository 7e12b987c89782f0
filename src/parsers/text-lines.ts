/**
 * Splitting tool output into lines the way every text parser needs: `\n`, `\r\n` and lone `\r`
 * endings, and terminal escape sequences (ANSI CSI colours, `ESC(B` charset resets) removed, since
 * tools colour their output when they think they are on a terminal (FORMATS.md §9).
 */

// CSI sequences (ESC [ params final), OSC sequences (ESC ] ... BEL/ST) and two-byte charset selects.
// eslint-disable-next-line no-control-regex
const ANSI_ESCAPES = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[()][0-9A-Za-z]/g;

/** Removes ANSI escape sequences from a string. */
export function stripAnsi(text: string): string {
  return text.includes('\u001b') ? text.replace(ANSI_ESCAPES, '') : text;
}

/** Splits text into lines without their terminators; a final terminator does not add an empty line. */
export function splitLines(text: string): string[] {
  const lines = stripAnsi(text).split(/\r\n|\n|\r/);
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}
