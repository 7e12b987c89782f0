/**
 * Every divan fixture (fixtures/divan: real divan 0.1 tables from scripts/rustbench-text, the
 * research sample, and the hand-written bad-lines.txt) parses to its expected JSON; every benchmark
 * it produces is valid for the schema.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseDivan } from '../../src/parsers/divan.js';
import { BenchmarkSchema } from '../../src/schema/result.js';
import { expectGoldenJson } from '../helpers/golden.js';

const ROOT = join(import.meta.dirname, '..', '..', 'fixtures', 'divan');
const all = readdirSync(ROOT).filter((name) => name.endsWith('.txt')).sort();

describe('divan fixtures parse to their expected JSON', () => {
  it('has fixtures', () => {
    expect(all.length).toBeGreaterThan(7);
  });
  it.each(all)('%s', (name) => {
    const out = parseDivan(readFileSync(join(ROOT, name), 'utf8'), name);
    expect(() => z.array(BenchmarkSchema).parse(JSON.parse(JSON.stringify(out.benchmarks)))).not.toThrow();
    expectGoldenJson(out, join(ROOT, name.replace(/\.txt$/, '.expected.json')));
  });
});

describe('real outputs without failures parse without warnings or errors', () => {
  const clean = all.filter((name) => !/^(bad-lines|panic)/.test(name));
  it.each(clean)('%s', (name) => {
    const out = parseDivan(readFileSync(join(ROOT, name), 'utf8'), name);
    expect(out.benchmarks.length).toBeGreaterThan(0);
    expect(out.diagnostics).toEqual([]);
  });
});
