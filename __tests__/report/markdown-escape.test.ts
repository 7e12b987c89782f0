import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { codeSpan, inertText } from '../../src/report/markdown-escape.js';
import { commentMarker, renderMarkdown } from '../../src/report/markdown.js';
import { compareResultSets } from '../../src/compare.js';
import { benchmark, metric, resultSet } from '../helpers/synthetic.js';

/** Splits a GFM table row into cells the way GitHub does: on pipes not preceded by a backslash. */
const cells = (row: string): string[] => row.replace(/^\|/, '').replace(/\|$/, '').split(/(?<!\\)\|/);

describe('markdown escaping', () => {
  it('keeps names with pipes, backticks, mentions and HTML inside one inert code span', () => {
    expect(codeSpan('a|b')).toBe('`a\\|b`');
    expect(codeSpan('back`tick')).toBe('``back`tick``');
    expect(codeSpan('`edge`')).toBe('`` `edge` ``');
    expect(codeSpan('B\\x')).toBe('`B\\x`');
  });

  it('makes tool text inert: no HTML, no mention, single escapes', () => {
    expect(inertText('<img/src=x> @octocat a|b *x*')).toBe('&lt;img/src=x&gt; @\u200boctocat a\\|b \\*x\\*');
  });

  it('cannot close the hidden comment marker early', () => {
    for (const suite of ['--->x<b>hi</b>', 'a--b', '-->', 'ok/suite.1']) {
      const marker = commentMarker(suite);
      expect(marker.slice(4, -3)).not.toContain('--');
      expect(marker.slice(4, -3)).not.toContain('>');
    }
    expect(commentMarker('ok/suite.1')).toBe('<!-- bench-gate:ok/suite.1 -->');
  });

  it('renders every row with the same number of cells, whatever the names and units', () => {
    fc.assert(fc.property(fc.string({ maxLength: 30 }), fc.string({ minLength: 1, maxLength: 12 }), (name, unit) => {
      const set = (v: number) => resultSet([benchmark(`Benchmark${name}`, [metric(unit, [v, v, v], { assumption: 'exact' })]), benchmark('BenchmarkOther', [metric('sec/op', [1, 1, 1])])]);
      const md = renderMarkdown(compareResultSets(set(1), set(2)));
      const rows = md.split('\n').filter((l) => l.startsWith('| '));
      for (const row of rows) expect(cells(row)).toHaveLength(7);
      const outsideCode = md.replaceAll(/(`+).*?\1/g, '');
      expect(outsideCode).not.toMatch(/<(?!!--|details|\/details|summary|\/summary|sub|\/sub)[a-z]/i);
      expect(outsideCode).not.toMatch(/(^|[^\u200b])@[a-z0-9]/im);
    }), { numRuns: 200 });
  });

  it('cuts a long name in the middle: two names of 260 characters that share the first 230 read apart', () => {
    const shared = `BenchmarkLong/${'p'.repeat(216)}`;
    const names = [`${shared}/n=${'1'.padStart(27, '0')}`, `${shared}/n=${'2'.padStart(27, '0')}`, 'BenchmarkShort/n=1'];
    expect(names.map((n) => n.length)).toEqual([260, 260, 18]);
    const set = resultSet(names.map((n) => benchmark(n, [metric('sec/op', [100, 101, 102, 103, 104, 105])])));
    const nameCells = renderMarkdown(compareResultSets(set, set)).split('\n').filter((l) => l.startsWith('| `')).map((row) => cells(row)[0]?.trim());
    expect(nameCells).toEqual([
      `\`${`Long/${'p'.repeat(216)}`.slice(0, 100)}…${names[0]?.slice(-99)}\``,
      `\`${`Long/${'p'.repeat(216)}`.slice(0, 100)}…${names[1]?.slice(-99)}\``,
      '`Short/n=1`',
    ]);
  });

  it('cuts a long machine description between code points, in the middle', () => {
    const set = resultSet([benchmark('BenchmarkA', [metric('sec/op', [100, 101, 102, 103, 104, 105])])]);
    set.context.machine = { cpu: `${'🚀'.repeat(150)} END`, cores: 8 };
    const machineLine = renderMarkdown(compareResultSets(set, set)).split('\n').find((l) => l.includes('8 cores')) ?? '';
    expect(machineLine).toContain(' END, 8 cores');
    expect(machineLine).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
  });

  it('cuts a code span between code points, after escaping: no half surrogate pair, no raw override', () => {
    const span = codeSpan(`${'😀'.repeat(150)}\u202e${'漢'.repeat(60)}end`);
    expect(span).toBe(`\`${'😀'.repeat(100)}…${'😀'.repeat(30)}\\u202E${'漢'.repeat(60)}end\``);
    expect(span).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
  });
});

describe('inertText and links', () => {
  // A fork's failure.json message and report.json warnings reach the bot's comment through
  // inertText (comment-from-artifact): a bare URL there would be a live link the bot posted, and
  // GH-123 a cross-reference on issue 123, as #123 would be.
  it('leaves no bare URL, www. address or GH-123 reference for GitHub to link', () => {
    expect(inertText('see https://evil.example/login and HTTP://x.test or ftp://y.test')).toBe('see https\u200b://evil.example/login and HTTP\u200b://x.test or ftp\u200b://y.test');
    expect(inertText('www.evil.example _www.evil.example')).toBe('www\u200b.evil.example \\_www\u200b.evil.example');
    expect(inertText('fixes GH-123 and gh-7')).toBe('fixes GH-\u200b123 and gh-\u200b7');
    expect(inertText('a: b // c, gh-x, www')).toBe('a: b // c, gh-x, www');
  });
});
