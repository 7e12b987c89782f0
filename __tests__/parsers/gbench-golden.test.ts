/**
 * Every Google Benchmark fixture (fixtures/gbench/*.json and samples/: real JSON output, one derived
 * truncated copy) parses to its expected JSON, and the real ones parse without errors.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectGbench, parseGbench } from '../../src/parsers/gbench.js';
import { expectGoldenJson, listFixtures } from '../helpers/golden.js';

const ROOT = join(import.meta.dirname, '..', '..', 'fixtures', 'gbench');

const all = listFixtures(ROOT, /\.json$/);
const cases = all.map((p) => [p.slice(ROOT.length + 1), p] as const);

describe('gbench fixtures parse to their expected JSON', () => {
  it('has fixtures', () => {
    expect(all.length).toBeGreaterThanOrEqual(5);
  });
  it.each(cases)('%s', (name, path) => {
    const text = readFileSync(path, 'utf8');
    expectGoldenJson(parseGbench(text, name), path.replace(/\.json$/, '.expected.json'));
  });
  it.each(cases.filter(([name]) => !name.includes('truncated')))('%s is detected as gbench and has no errors', (name, path) => {
    const text = readFileSync(path, 'utf8');
    expect(detectGbench(text)).toBe(true);
    const out = parseGbench(text, name);
    expect(out.benchmarks.length).toBeGreaterThan(0);
    expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});
