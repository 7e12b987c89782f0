/**
 * A parse diagnostic as the CLI prints it on stderr: `file:line: label: message`, then the line it
 * is about, indented. Pure.
 */
import type { Diagnostic } from '../schema/result.js';
import { elideMiddle } from './markdown-escape.js';

/**
 * How much of a message, and of the quoted input line, stderr shows, in code points. A diagnostic
 * quotes the token it could not read, and a log line run into a result line can make that token a
 * megabyte long: printed whole it buries everything else. Cut in the middle, so the start (what)
 * and the end (the advice, the line's last fields) remain; the result file keeps them whole.
 */
const SHOWN_MESSAGE_LENGTH = 1_000;
const SHOWN_LINE_LENGTH = 500;

/** The diagnostic's lines for stderr, ending in a newline; `label` is what it is called there (error, warning, note). */
export function diagnosticLine(d: Diagnostic, label: string): string {
  const text = d.text === undefined ? '' : `\n    ${elideMiddle(d.text, SHOWN_LINE_LENGTH)}`;
  return `${d.source}:${d.line}: ${label}: ${elideMiddle(d.message, SHOWN_MESSAGE_LENGTH)}${text}\n`;
}
