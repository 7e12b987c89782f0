/**
 * Every hyperfine fixture (fixtures/hyperfine/*.json and samples/: real `--export-json` files, one
 * derived truncated copy) parses to its expected JSON, and the real ones parse cleanly.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectHyperfine, parseHyperfine } from '../../src/parsers/hyperfine.js';
import { expectGoldenJson, listFixtures } from '../helpers/golden.js';

const ROOT = join(import.meta.dirname, '..', '..', 'fixtures', 'hyperfine');

const all = listFixtures(ROOT, /\.json$/);
const cases = all.map((p) => [p.slice(ROOT.length + 1), p] as const);

describe('hyperfine fixtures parse to their expected JSON', () => {
  it('has fixtures', () => {
    expect(all.length).toBeGreaterThanOrEqual(10);
  });
  it.each(cases)('%s', (name, path) => {
    const text = readFileSync(path, 'utf8');
    expectGoldenJson(parseHyperfine(text, name), path.replace(/\.json$/, '.expected.json'));
  });
  it.each(cases.filter(([name]) => !name.includes('truncated')))('%s is detected as hyperfine and has no errors', (name, path) => {
    const text = readFileSync(path, 'utf8');
    expect(detectHyperfine(text)).toBe(true);
    const out = parseHyperfine(text, name);
    expect(out.benchmarks.length).toBeGreaterThan(0);
    expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});
