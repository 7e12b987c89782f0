/**
 * Broken inputs (issue 10, item 3): binary garbage, wrong encodings, BOMs, truncation and CRLF.
 * Encodings are decoded (UTF-8 with or without BOM, UTF-16 LE/BE with BOM) or refused with the
 * file, the line and a conversion command; CRLF and lone-CR files parse exactly like LF files.
 * The CLI's messages and exit 2 for fixtures/broken are goldens (fixtures/cli/error-broken-*).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readInput, type InputFormat } from '../../src/input.js';
import { decodeInput, formatSize, tooLargeMessage } from '../../src/io/decode.js';
import { listFixtures } from '../helpers/golden.js';

const ROOT = join(import.meta.dirname, '..', '..', 'fixtures');
const bytes = (name: string): Uint8Array => new Uint8Array(readFileSync(join(ROOT, 'broken', name)));
const basic = readFileSync(join(ROOT, 'go', 'basic.txt'), 'utf8');

describe('decodeInput', () => {
  it.each(['go-utf8-bom.txt', 'go-utf16le-bom.txt', 'go-utf16be-bom.txt'])('%s decodes to the same text as the UTF-8 original', (name) => {
    expect(decodeInput(bytes(name), name)).toEqual({ ok: true, value: basic });
  });

  it('UTF-8 BOM + CRLF: the BOM is dropped, the line ends are left to the parsers', () => {
    expect(decodeInput(bytes('go-utf8-bom-crlf.txt'), 'x')).toEqual({ ok: true, value: basic.replaceAll('\n', '\r\n') });
  });

  it.each([
    ['binary.bin', /^binary\.bin:1: this looks like a binary file \(a NUL byte at offset 7\)/],
    ['garbage-no-nul.bin', /^garbage-no-nul\.bin:1: this looks like a binary file \(\d+ bytes that are not UTF-8/],
    ['go-latin1.txt', /^go-latin1\.txt:6: not UTF-8 text: byte 0xF6 at offset 154 .*iconv -f WINDOWS-1252 -t UTF-8 go-latin1\.txt/],
    ['go-utf16le-no-bom.txt', /^go-utf16le-no-bom\.txt looks like UTF-16LE text without a byte-order mark.*iconv -f UTF-16LE -t UTF-8/],
  ])('%s is refused, naming the file, the line and the fix', (name, message) => {
    const decoded = decodeInput(bytes(name), name);
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) expect(decoded.error).toMatch(message);
  });

  it('refuses UTF-32 and BOM-less UTF-16BE, and a NUL after a UTF-16 BOM, with the line', () => {
    expect(decodeInput(new Uint8Array([0xff, 0xfe, 0, 0, 0x41, 0, 0, 0]), 'a')).toMatchObject({ ok: false, error: expect.stringContaining('UTF-32') as unknown });
    expect(decodeInput(new Uint8Array(Buffer.from(basic, 'utf16le').swap16()), 'b')).toMatchObject({ ok: false, error: expect.stringContaining('UTF-16BE text without a byte-order mark') as unknown });
    expect(decodeInput(new Uint8Array([0xff, 0xfe, ...Buffer.from('a\nb\n\0', 'utf16le')]), 'c')).toMatchObject({ ok: false, error: expect.stringMatching(/^c:3: this looks like a binary file/) as unknown });
  });

  it('keeps a file cut in the middle of its last character (a killed writer), dropping that character', () => {
    const decoded = decodeInput(bytes('go-cut-mid-character.txt'), 'x');
    expect(decoded).toEqual({ ok: true, value: 'goos: linux\nBenchmarkGr\u00f6\u00dfe-8   1000   123 ns/op\nBenchmarkX' });
  });

  it('an invalid byte in the middle is not "cut at the end"', () => {
    expect(decodeInput(new Uint8Array([0x61, 0x0a, 0xc3, 0x0a]), 'x')).toMatchObject({ ok: false, error: expect.stringMatching(/^x:2: not UTF-8/) as unknown });
  });

  it('says how big a too-large input is and what the cap is', () => {
    expect(tooLargeMessage('big.txt', 200 * 2 ** 20)).toMatch(/^big\.txt is 200 MiB; bench-gate reads at most 100 MiB of benchmark output\./);
    expect(tooLargeMessage('<stdin>', undefined)).toMatch(/^<stdin> is more than 100 MiB;/);
    expect(formatSize(1536)).toBe('1.5 KiB');
  });
});

describe('CRLF and lone CR parse exactly like LF', () => {
  const FORMATS: [string, InputFormat][] = [['go', 'go'], ['libtest', 'auto'], ['divan', 'divan'], ['criterion/text', 'criterion-text'], ['criterion/bencher', 'libtest'], ['metrics', 'auto']];
  const cases = FORMATS.flatMap(([dir, format]) => listFixtures(join(ROOT, dir), /\.txt$/, ['benchstat-expected']).map((p) => [p.slice(ROOT.length + 1), p, format] as const))
    .filter(([name]) => !name.startsWith('metrics/'));

  it.each(cases)('%s', (_name, path, format) => {
    const lf = readFileSync(path, 'utf8').replaceAll('\r\n', '\n');
    const read = (text: string) => {
      const r = readInput(text, 'in.txt', format);
      // Quoted line texts may keep the \r; what is read (benchmarks, lines, messages) must not differ.
      return r.ok ? { benchmarks: r.value.set.benchmarks, diagnostics: r.value.set.diagnostics.map(({ text: _t, ...d }) => d) } : r.error.replaceAll('\\r', '');
    };
    const expected = read(lf);
    expect(read(lf.replaceAll('\n', '\r\n'))).toEqual(expected);
    if (format !== 'auto') expect(read(lf.replaceAll('\n', '\r'))).toEqual(expected);
  });
});
