/**
 * Format detection sees what the parsers see: tools colour their output when they think they are
 * on a terminal (FORMATS.md §9), and a coloured file must be detected as the tool's own format, not
 * refused as "not benchmark output" while `--format` would have read it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectFormat, readInput } from '../../src/input.js';

const ROOT = join(import.meta.dirname, '..', '..', 'fixtures');
const GREEN = '\u001b[1;32m';
const RESET = '\u001b[0m';

/** Every line's first field in bold green, as a terminal-aware tool prints its names. */
const colourNames = (text: string): string => text.replace(/^(\S+)/gm, `${GREEN}$1${RESET}`);

describe('detection of coloured output', () => {
  it.each([
    ['go/count10-benchmem.txt', 'go'],
    ['go/multi-package.txt', 'go'],
    ['libtest/basic.txt', 'libtest'],
    ['divan/default.txt', 'divan'],
    ['criterion/text/criterion-0.5.1-run1.stdout.txt', 'criterion-text'],
  ])('%s is detected as %s with every name coloured', (file, format) => {
    const plain = readFileSync(join(ROOT, file), 'utf8');
    expect(detectFormat(plain)).toBe(format);
    const coloured = colourNames(plain);
    expect(coloured).not.toBe(plain);
    expect(detectFormat(coloured)).toBe(format);
    const read = readInput(coloured, file, 'auto');
    const expected = readInput(plain, file, 'auto');
    if (!read.ok || !expected.ok) throw new Error(`${file} does not read: ${read.ok ? '' : read.error}`);
    expect(read.value.set.benchmarks.map((b) => [b.key, b.metrics.map((m) => m.samples)])).toEqual(expected.value.set.benchmarks.map((b) => [b.key, b.metrics.map((m) => m.samples)]));
  });
});
