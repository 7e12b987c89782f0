/**
 * Globs for the config file's rules. In benchmark names (`match`), `/` separates sub-benchmarks
 * as in a path: `*` matches within one part, `**` across parts (`**\/p99` also matches a bare
 * `p99`), `?` one character, `\` escapes the next character. In units (`metric`), which are one
 * token that may contain `/` (`sec/op`), `*` matches anything.
 */

function escapeChar(ch: string): string {
  return /[.*+?^${}()|[\]\\/]/.test(ch) ? `\\${ch}` : ch;
}

/** A glob over benchmark names: `*` stops at `/`, `**` does not. */
export function nameGlob(glob: string): RegExp {
  let body = '';
  for (let i = 0; i < glob.length; i += 1) {
    const ch = glob[i] ?? '';
    if (ch === '\\' && i + 1 < glob.length) {
      i += 1;
      body += escapeChar(glob[i] ?? '');
    } else if (ch === '*' && glob[i + 1] === '*') {
      i += 1;
      if (glob[i + 1] === '/') {
        i += 1;
        body += '(?:.*/)?';
      } else {
        body += '.*';
      }
    } else if (ch === '*') {
      body += '[^/]*';
    } else if (ch === '?') {
      body += '[^/]';
    } else {
      body += escapeChar(ch);
    }
  }
  return new RegExp(`^${body}$`, 'su');
}

/** A glob over units: `*` matches any characters, `?` one. */
export function unitGlob(glob: string): RegExp {
  const body = [...glob].map((ch) => (ch === '*' ? '.*' : ch === '?' ? '.' : escapeChar(ch))).join('');
  return new RegExp(`^${body}$`, 'su');
}
