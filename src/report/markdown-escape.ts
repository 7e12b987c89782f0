/**
 * Making untrusted text (benchmark names, tool messages) safe inside a GitHub markdown table:
 * it goes in a code span, so `@mentions`, HTML, `*` and `_` are shown literally; every `|` is
 * escaped (GFM splits cells before it parses code spans); backtick runs get a longer fence;
 * line breaks become spaces. Never `replace` (first match only): `replaceAll`. Control characters,
 * bidirectional overrides (U+202E) and invisible characters are shown as `\u202E` (`visibleText`), so
 * a name cannot reorder or hide what the reader sees, in markdown or on a terminal.
 */

/** C0/C1 controls (but tab and line breaks), bidi controls, zero-width and other invisible format characters. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/g;

/**
 * True when `text` has nothing to show or replace: printable ASCII, and the printable Latin-1 and
 * other characters below U+0300 (`±`, `µ`, `¹`), but not the soft hyphen U+00AD. Nearly every
 * name, unit and number of a report, checked without a regular expression.
 */
function plainText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || (c >= 0x7f && c < 0xa0) || c === 0xad || c >= 0x300) return false;
  }
  return true;
}

/** Shows invisible and direction-changing characters as `\u202E`; line breaks and tabs become spaces. */
export function visibleText(text: string): string {
  if (plainText(text)) return text;
  const spaced = /[\r\n\t]/.test(text) ? text.replaceAll(/[\r\n\t]+/g, ' ') : text;
  return spaced.replaceAll(INVISIBLE, (ch) => `\\u${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
}

/**
 * At most `maxLength` code points, cut in the middle (an ellipsis there): a long warning keeps both
 * its start and its advice at the end, where a name of 100,000 characters it quotes is shortened;
 * two long names that differ only near the end (`…/size=1024`, `…/size=2048`) still read apart.
 * Cut between code points, never inside a surrogate pair.
 */
export function elideMiddle(text: string, maxLength: number): string {
  // (A string of at most maxLength UTF-16 units has at most that many code points: no need to count.)
  if (text.length <= maxLength) return text;
  const points = [...text];
  if (points.length <= maxLength) return text;
  const tail = Math.floor((maxLength - 1) / 2);
  return `${points.slice(0, maxLength - 1 - tail).join('')}…${points.slice(points.length - tail).join('')}`;
}

/**
 * A code span that shows `text` literally in a table cell, at most `maxLength` code points of it
 * (cut in the middle after invisible characters are made visible: the length counts what is shown).
 */
export function codeSpan(text: string, maxLength = 200): string {
  let body = elideMiddle(visibleText(text), maxLength);
  // Backslashes are literal inside code spans; only the pipe needs GFM's table escape.
  body = body.replaceAll('|', '\\|');
  const longestRun = body.includes('`') ? Math.max(0, ...(body.match(/`+/g) ?? []).map((run) => run.length)) : 0;
  const fence = '`'.repeat(longestRun + 1);
  const pad = body.startsWith('`') || body.endsWith('`') || body === '' ? ' ' : '';
  return `${fence}${pad}${body}${pad}${fence}`;
}

/** Every character inertText changes (and the invisible ones visibleText shows). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INERT_SPECIALS = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb\\`*_[\]#~&<>|@]/;

/**
 * What GitHub would still turn into a link or a reference in text that has lost its HTML and
 * brackets: a bare URL (`https://…`, `www.…`: GFM's extended autolinks, and GitHub's own autolinker
 * after rendering) and a `GH-123` issue reference. A zero-width space breaks each (before `://`,
 * after `www` and `GH-`), as it does `#123` and `@user`; the text still reads the same.
 */
const AUTOLINKS = /[a-z]:\/\/|www\.|gh-\d/i;

/**
 * Plain prose from a tool (a panic message), or from a fork's artifact (comment-from-artifact), made
 * inert: no HTML, no mentions, no issue references, no links (not even a bare URL), no table breaks.
 */
export function inertText(text: string): string {
  // Most cells (numbers, units, statuses) contain none of the characters below: one test instead
  // of six passes that change nothing.
  if (!INERT_SPECIALS.test(text) && !AUTOLINKS.test(text)) return text;
  // Backslash-escape markdown punctuation first, then add the escapes for `|` (which must stay
  // single) and the HTML entities (whose `&` and `;` must not be escaped again).
  // `#123` must not become an issue link, nor `@user` a mention: a zero-width space breaks both
  // (added after visibleText, which would show it).
  return visibleText(text)
    .replaceAll(/([\\`*_[\]#~])/g, '\\$1')
    .replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
    .replaceAll('|', '\\|')
    .replaceAll('@', '@\u200b')
    .replaceAll(/#(?=\d)/g, '#\u200b')
    .replaceAll(/(?<=[a-z])(?=:\/\/)/gi, '\u200b')
    .replaceAll(/(www)(?=\.)/gi, '$1\u200b')
    .replaceAll(/(gh-)(?=\d)/gi, '$1\u200b');
}
