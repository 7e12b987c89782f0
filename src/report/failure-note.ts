/**
 * The PR comment of a run that failed before it had a report (a bad output file, a missing capture,
 * an unparsable output): the comment an earlier run left shows a table for an older commit, and its
 * green "pass" would read as this commit's verdict. The note says which commit's run failed and
 * why, keeps the marker first (the comment is found by it), and folds the earlier report below it,
 * labelled as out of date: its numbers are still worth reading while the error is being fixed. The
 * next run that has a report replaces the whole comment.
 * The failure message is the user's own text in part (a path, a quoted output line), so it is made
 * inert as the report's notes are: no mention, link or HTML in it is rendered.
 */
import { COMMENT_LIMIT_CHARS } from './budget.js';
import { reportTitle } from './headline.js';
import { codeSpan, elideMiddle, inertText } from './markdown-escape.js';

export interface FailedRun {
  /** The comment's hidden marker (commentMarker); the note starts with it. */
  marker: string;
  suite: string;
  /** The commit the run measured (the pull request's head). */
  headSha: string;
  /** The run's page, linked when known. */
  runUrl?: string;
  /** The failure message, as the failed step shows it. */
  message: string;
}

/** The most of the failure message shown, in code points; cut in the middle, so its advice at the end stays. */
export const MAX_MESSAGE_CHARS = 2_000;

/**
 * Around the folded earlier report, so that the note of a second failure folds that report again
 * instead of the first note. The note writes the start before the report and the end after it, so
 * the first start at the beginning of a line and the last end at the end of one are its own: a
 * benchmark name in the report, shown verbatim in a code span inside a table row, may spell either,
 * but never on a line of its own. The earlier run may have measured this same commit
 * (a re-run's second attempt), so the wording says "an earlier run", not "an earlier commit".
 */
const EARLIER_START = '<!-- bench-gate:earlier-report -->';
const EARLIER_END = '<!-- /bench-gate:earlier-report -->';

/**
 * The comment's new body: the failure, then the report in `earlier` (the comment's current body: a
 * report, or the note of an earlier failure) folded as out of date; at most `limit` characters, the
 * earlier report left out (and said so) when it does not fit.
 */
export function failureNote(run: FailedRun, earlier: string, limit = COMMENT_LIMIT_CHARS): string {
  const link = run.runUrl === undefined ? 'The newest run' : `[The newest run](${run.runUrl})`;
  const head = [
    run.marker,
    `### ⚠️ ${reportTitle(run.suite)}: the newest run failed`, '',
    `${link}, for commit ${codeSpan(run.headSha.slice(0, 12), 40)}, failed with this error and gave no report:`, '',
    ...quote(run.message), '',
  ];
  const report = earlierReport(earlier, run.marker);
  const replaced = 'The next run that gets as far as a report replaces this comment.';
  const folded = report === '' ? [EARLIER_START + EARLIER_END, replaced] : [
    '<details><summary>The last report, from an earlier run (out of date)</summary>', '',
    EARLIER_START, '', report, '', EARLIER_END, '',
    '</details>', '',
    replaced,
  ];
  const body = [...head, ...folded].join('\n');
  if (body.length <= limit) return body;
  // Note: the report is not cut to fit: cut anywhere, its table or its <details> would break.
  return [...head, EARLIER_START + EARLIER_END,
    `The last report, from an earlier run, is left out: with this note it would be over GitHub's comment size limit. ${replaced}`].join('\n');
}

/**
 * `text` as a quote, each line made inert (inertText: no HTML, mention, link or table break; its
 * backticks shown as typed) and ended with a hard break. Note: not a code block, where a message of
 * one long line (most are) would not wrap.
 */
function quote(text: string): string[] {
  return elideMiddle(text.trim(), MAX_MESSAGE_CHARS).split(/\r\n|\r|\n/).map((line) => (line.trim() === '' ? '>' : `> ${quotedLine(line)}  `));
}

/**
 * One line of the message as plain text in the quote, whatever it starts with. Its indentation is
 * dropped (a paragraph drops it anyway): after a blank line, four spaces would start a code block,
 * where inertText's escapes (`maybe\_panic`, `Vec&lt;T&gt;`) show as typed; a run's output tail
 * (run/failure.ts) is indented so and often holds blank lines. A first character that would start
 * a list or underline the line above as a heading (`- `, `+ `, `1. `, `===`) is escaped.
 */
function quotedLine(line: string): string {
  return inertText(line.trimStart()).replace(/^[-+=]/, '\\$&').replace(/^(\d+)([.)])/, '$1\\$2');
}

/** The report a comment body holds: the one an earlier failure note folded, else the body without its marker. */
function earlierReport(body: string, marker: string): string {
  const start = lineStartOf(body, EARLIER_START);
  const end = lineEndOf(body, EARLIER_END);
  if (start !== -1 && end >= start + EARLIER_START.length) return body.slice(start + EARLIER_START.length, end).trim();
  const text = body.trimStart();
  return (text.startsWith(marker) ? text.slice(marker.length) : text).trim();
}

/** Where the first line that starts with `mark` starts; -1 when none does. */
function lineStartOf(text: string, mark: string): number {
  for (let at = text.indexOf(mark); at !== -1; at = text.indexOf(mark, at + 1)) if (at === 0 || text[at - 1] === '\n') return at;
  return -1;
}

/** Where the last line that ends with `mark` has it; -1 when none does. A body edited in GitHub's editor comes back with CRLF line ends. */
function lineEndOf(text: string, mark: string): number {
  for (let at = text.lastIndexOf(mark); at !== -1; at = at === 0 ? -1 : text.lastIndexOf(mark, at - 1)) {
    const after = at + mark.length;
    if (after === text.length || text[after] === '\n' || text[after] === '\r') return at;
  }
  return -1;
}
