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
  const clean = stripAnsi(text);
  // Without `\r` the three endings are just `\n`, and splitting on a string is far cheaper than on a pattern.
  const lines = clean.includes('\r') ? clean.split(/\r\n|\n|\r/) : clean.split('\n');
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * Calls `visit` with each line as `splitLines` would return it (same lines, same 0-based indexes),
 * given as `source.slice(start, end)` so that a caller can read it in place, and returns the number
 * of lines. Text without `\r` (nearly all of it) is walked with indexOf, `source` being the whole
 * text: a 100 MB `go test` log is never cut into an array of lines, and a line the caller reads in
 * place is never copied. Text with `\r` takes splitLines' path (its three kinds of line ending are
 * not worth re-implementing), one line per `source`.
 */
export function forEachLine(text: string, visit: (source: string, start: number, end: number, index: number) => void): number {
  const clean = stripAnsi(text);
  if (clean.includes('\r')) {
    const lines = splitLines(clean);
    lines.forEach((line, index) => visit(line, 0, line.length, index));
    return lines.length;
  }
  let index = 0;
  // `start < length`: a final `\n` ends the last line instead of starting an empty one.
  for (let start = 0; start < clean.length; index++) {
    const newline = clean.indexOf('\n', start);
    const end = newline === -1 ? clean.length : newline;
    visit(clean, start, end, index);
    start = end + 1;
  }
  return index;
}
