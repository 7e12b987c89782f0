/**
 * Making untrusted text (benchmark names, tool messages) safe inside a GitHub markdown table:
 * it goes in a code span, so `@mentions`, HTML, `*` and `_` are shown literally; every `|` is
 * escaped (GFM splits cells before it parses code spans); backtick runs get a longer fence;
 * line breaks become spaces. Never `replace` (first match only): `replaceAll`.
 */

/** A code span that shows `text` literally in a table cell. */
export function codeSpan(text: string, maxLength = 200): string {
  let body = text.replaceAll(/[\r\n\t]+/g, ' ');
  // (A string of at most maxLength UTF-16 units has at most that many code points: no need to count.)
  if (body.length > maxLength && [...body].length > maxLength) body = `${[...body].slice(0, maxLength - 1).join('')}…`;
  // Backslashes are literal inside code spans; only the pipe needs GFM's table escape.
  body = body.replaceAll('|', '\\|');
  const longestRun = body.includes('`') ? Math.max(0, ...(body.match(/`+/g) ?? []).map((run) => run.length)) : 0;
  const fence = '`'.repeat(longestRun + 1);
  const pad = body.startsWith('`') || body.endsWith('`') || body === '' ? ' ' : '';
  return `${fence}${pad}${body}${pad}${fence}`;
}

/** Every character inertText changes. */
const INERT_SPECIALS = /[\r\n\\`*_[\]#~&<>|@]/;

/** Plain prose from a tool (a panic message) made inert: no HTML, no mentions, no table breaks. */
export function inertText(text: string): string {
  // Most cells (numbers, units, statuses) contain none of the characters below: one test instead
  // of six passes that change nothing.
  if (!INERT_SPECIALS.test(text)) return text;
  // Backslash-escape markdown punctuation first, then add the escapes for `|` (which must stay
  // single) and the HTML entities (whose `&` and `;` must not be escaped again).
  return text
    .replaceAll(/[\r\n]+/g, ' ')
    .replaceAll(/([\\`*_[\]#~])/g, '\\$1')
    .replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
    .replaceAll('|', '\\|')
    .replaceAll('@', '@\u200b');
}
