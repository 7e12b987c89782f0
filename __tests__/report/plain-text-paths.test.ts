/**
 * displayWidth and visibleText answer most cells without a regular expression (characters below
 * U+0300). These tests pin the fast answers to the definitions they stand for, written here with
 * the Unicode property classes: zero cells for combining marks and format characters, two for the
 * wide ranges, invisible characters shown as `\uXXXX`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visibleText } from '../../src/report/markdown-escape.js';
import { displayWidth } from '../../src/report/width.js';

/** Characters around every boundary the fast paths draw: controls, DEL/C1, NBSP, soft hyphen, U+02FF/U+0300, wide, astral. */
const CHARACTERS = ['a', ' ', '\t', '\n', '\r', '\u0000', '\u001b', '\u007f', '\u0085', '\u009f', '\u00a0', '±', 'µ', '¹', '\u00ad',
  'ÿ', '\u02ff', '\u0300', '\u0301', '\u0488', '\u200b', '\u202e', '\u2060', '∞', '⁴', '…', '漢', '\uff01', '😀', '\ufeff'];
const text = fc.array(fc.constantFrom(...CHARACTERS), { maxLength: 12 }).map((chars) => chars.join(''));

describe('plain-text fast paths', () => {
  it('displayWidth counts what the per-character definition counts', () => {
    const zero = /[\p{Mn}\p{Me}\p{Cf}]/u;
    const wide = (cp: number): boolean => (cp >= 0x1100 && cp <= 0x115f) || (cp >= 0x4e00 && cp <= 0x9fff) || (cp >= 0xff00 && cp <= 0xff60) || (cp >= 0x1f300 && cp <= 0x1f64f);
    fc.assert(fc.property(text, (s) => {
      let expected = 0;
      for (const ch of s) if (!zero.test(ch)) expected += wide(ch.codePointAt(0) ?? 0) ? 2 : 1;
      expect(displayWidth(s)).toBe(expected);
    }), { numRuns: 3000, seed: 20261122 });
  });

  it('visibleText leaves alone exactly the text without invisible characters or line breaks', () => {
    // eslint-disable-next-line no-control-regex -- the definition is about control characters
    const invisible = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/;
    fc.assert(fc.property(text, (s) => {
      expect(visibleText(s) === s).toBe(!invisible.test(s));
    }), { numRuns: 3000, seed: 20261122 });
    expect(visibleText('a\u00adb')).toBe('a\\u00ADb');
    expect(visibleText('± 3%')).toBe('± 3%');
  });
});
