/**
 * Across every format's fixtures: what the parsers produce is a valid result file (zod), survives
 * serialise -> load -> serialise unchanged, and every diagnostic points at a line.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDirectoryInput, readInput, type InputFormat } from '../../src/input.js';
import { loadResultSet } from '../../src/schema/load.js';

const ROOT = join(import.meta.dirname, '..', '..', 'fixtures');
const FORMATS: [string, InputFormat][] = [
  ['go', 'go'], ['libtest', 'auto'], ['divan', 'divan'], ['hyperfine', 'hyperfine'], ['gbench', 'gbench'], ['pytest', 'pytest'],
  ['criterion/cargo-criterion', 'cargo-criterion'], ['criterion/text', 'criterion-text'], ['custom/bmf', 'bmf'],
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'benchstat-expected' ? [] : files(path);
    return /\.(txt|json|jsonl)$/.test(name) && !name.includes('.expected.') && !name.includes('stderr') ? [path] : [];
  });
}

const inputs = FORMATS.flatMap(([dir, format]) => files(join(ROOT, dir)).map((path) => [path.slice(ROOT.length + 1), path, format] as const));

describe('every fixture of every format', () => {
  it.each(inputs)('%s is a valid, stable result file', (_name, path, format) => {
    const chosen = format === 'auto' && path.endsWith('.jsonl') ? 'libtest-json' : format;
    const parsed = readInput(readFileSync(path, 'utf8'), path, chosen);
    if (!parsed.ok) {
      // Fixtures of broken input must fail with a message naming the file.
      expect(parsed.error).toContain(path);
      return;
    }
    const text = JSON.stringify(parsed.value.set);
    const loaded = loadResultSet(JSON.parse(text), path);
    expect(loaded.ok, loaded.ok ? '' : loaded.error).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.value).toEqual(JSON.parse(text));
    const again = loadResultSet(JSON.parse(JSON.stringify(loaded.value)), path);
    expect(again.ok && JSON.stringify(again.value)).toBe(JSON.stringify(loaded.value));
    for (const d of parsed.value.set.diagnostics) expect(Number.isInteger(d.line) && d.line >= 0).toBe(true);
  });

  it('reads every criterion directory into a valid result file', () => {
    for (const dir of readdirSync(join(ROOT, 'criterion', 'dir')).filter((d) => statSync(join(ROOT, 'criterion', 'dir', d)).isDirectory())) {
      const root = join(ROOT, 'criterion', 'dir', dir);
      const tree = readdirSync(root, { recursive: true }).map(String).filter((p) => p.endsWith('.json'))
        .map((p) => ({ path: p, text: readFileSync(join(root, p), 'utf8') }));
      const parsed = readDirectoryInput(tree, dir, 'auto');
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(loadResultSet(JSON.parse(JSON.stringify(parsed.value.set)), dir).ok).toBe(true);
    }
  });
});
